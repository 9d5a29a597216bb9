//! The words the panels show players, each written one way: a side's name, a player, a level,
//! a score, a game's result, a ply's place in the move list, a man and what a column holds.

use lasca_ai::{Level, MoveClass, mate_distance, white_score};
use lasca_rules::{AnyGame, Colour, DrawReason, Man, Outcome, WinReason};

use crate::record::{CameraPreset, Effects, MoveNumber, Player, Players};
use crate::t;

use crate::app::core::game_text::colour_key;
/// `White` or `Black`, as the play layer's notices write it too.
pub use crate::app::core::game_text::side_text as side_name;

/// A level's rank in the current language: `Corporal`.
pub fn level_name(level: Level) -> String {
    match level.number() {
        1 => t!("labels-level-1"),
        2 => t!("labels-level-2"),
        3 => t!("labels-level-3"),
        4 => t!("labels-level-4"),
        5 => t!("labels-level-5"),
        6 => t!("labels-level-6"),
        7 => t!("labels-level-7"),
        8 => t!("labels-level-8"),
        _ => level.name().to_owned(),
    }
}

/// `3 · Corporal`.
pub fn level_label(level: Level) -> String {
    format!("{} · {}", level.number(), level_name(level))
}

/// `Human` or `Computer level 3 (Corporal)`.
pub fn player_label(player: Player) -> String {
    match player {
        Player::Human => t!("labels-human"),
        Player::Remote => t!("labels-online-player"),
        Player::Ai(level) => t!(
            "labels-computer-level",
            level = level.number(),
            name = level_name(level)
        ),
    }
}

/// A score for people, `side` being the side to move of the searched position: `+0.45` for
/// White's view in men, or who wins by force.
pub fn score_label(score: i32, side: Colour) -> String {
    let winner = if score > 0 { side } else { side.opponent() };
    match mate_distance(score) {
        Some(0) => t!("labels-has-won", side = side_name(winner)),
        Some(plies) => t!(
            "labels-wins-in",
            side = side_name(winner),
            plies = plies.abs()
        ),
        None => crate::i18n::signed_decimal(f64::from(white_score(score, side)) / 100.0, 2),
    }
}

/// The evaluation bar's short label, for a score in White's view: `+0.45`, or `+#31` (White
/// wins in 31 plies) and `-#12` (Black wins in 12), or who has won.
pub fn bar_label(white: i32) -> String {
    // The sign is the score's: a result already reached is zero plies off either way.
    match mate_distance(white) {
        Some(0) if white > 0 => t!("labels-bar-won", side = side_name(Colour::White)),
        Some(0) => t!("labels-bar-won", side = side_name(Colour::Black)),
        Some(plies) if white > 0 => format!("+#{}", plies.abs()),
        Some(plies) => format!("-#{}", plies.abs()),
        None => crate::i18n::signed_decimal(f64::from(white) / 100.0, 2),
    }
}

/// "White wins", "Draw".
pub fn result_headline(outcome: Outcome) -> String {
    match outcome.winner() {
        Some(winner) => t!("result-wins", side = side_name(winner)),
        None => t!("result-draw"),
    }
}

/// Why the game ended, in the words of the rules; `plies` is the game's length.
pub fn result_reason(outcome: Outcome, plies: usize) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let loser = winner.opponent();
            match reason {
                WinReason::NoColumns => t!(
                    "labels-reason-no-columns",
                    side = side_name(loser),
                    colour = colour_key(loser)
                ),
                WinReason::Blocked => t!("labels-reason-blocked", side = side_name(loser)),
                WinReason::Resignation => {
                    t!("labels-reason-resignation", side = side_name(loser))
                }
            }
        }
        Outcome::Draw(DrawReason::Repetition) => t!("labels-reason-repetition"),
        Outcome::Draw(DrawReason::PlyLimit) => t!("labels-reason-ply-limit", plies = plies),
        Outcome::Draw(DrawReason::Agreement) => t!("labels-reason-agreement"),
    }
}

/// Why the game ended, told to the player at this screen against the computer where it was
/// their doing ("You resigned", "The computer accepted your draw offer"); otherwise
/// [`result_reason`].
pub fn result_reason_for(outcome: Outcome, plies: usize, players: Players) -> String {
    let human = players.human_against_computer();
    match outcome {
        Outcome::Win {
            winner,
            reason: WinReason::Resignation,
        } if human == Some(winner.opponent()) => t!("labels-reason-you-resigned"),
        Outcome::Draw(DrawReason::Agreement) if human.is_some() => {
            t!("labels-reason-draw-accepted")
        }
        _ => result_reason(outcome, plies),
    }
}

/// "after 7. c3-d4" or "after 7... e5xc3": the position after `ply` plies, named by its move
/// in the list's numbering.
pub fn ply_name(game: &AnyGame, ply: usize) -> String {
    let moves = game.moves();
    match ply.checked_sub(1).and_then(|i| Some((i, moves.get(i)?))) {
        None => t!("labels-start-position"),
        Some((i, mv)) => {
            let number = MoveNumber::of_ply(game.start_position().side_to_move(), i);
            t!(
                "labels-after-move",
                number = number.to_string(),
                mv = mv.to_string()
            )
        }
    }
}

/// "White soldier", "Black officer".
pub fn man_label(man: Man) -> String {
    let rank = if man.officer { "officer" } else { "soldier" };
    t!("labels-man", colour = colour_key(man.colour), rank = rank)
}

/// How many of `men` are `colour`'s.
pub fn men_of(men: &[Man], colour: Colour) -> usize {
    men.iter().filter(|man| man.colour == colour).count()
}

/// "White 3 men (1 officer) · Black 2 prisoners" and the like, for a column's men (top first).
pub fn column_counts(column: &[Man]) -> String {
    let commander = column.first().map(|man| man.colour);
    Colour::BOTH
        .iter()
        .filter(|&&colour| men_of(column, colour) > 0)
        .map(|&colour| {
            let count = men_of(column, colour);
            let officers = column
                .iter()
                .filter(|man| man.colour == colour && man.officer)
                .count();
            let officers = match officers {
                0 => String::new(),
                n => format!(" {}", t!("labels-count-officers", count = n)),
            };
            let men = if Some(colour) == commander {
                t!("labels-count-men", side = side_name(colour), count = count)
            } else {
                t!(
                    "labels-count-prisoners",
                    side = side_name(colour),
                    count = count
                )
            };
            format!("{men}{officers}")
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// `White`, `Black` or `Top`: a camera view in menus.
pub fn view_label(view: CameraPreset) -> String {
    match view {
        CameraPreset::White => side_name(Colour::White),
        CameraPreset::Black => side_name(Colour::Black),
        CameraPreset::Top => t!("labels-view-top"),
    }
}

/// What a move did, for the lessons: `takes 2 men and frees 1`, `promotes`, `wins`.
pub fn effects_label(effects: Effects) -> String {
    let mut parts = Vec::new();
    match (effects.taken, effects.officers_taken) {
        (0, _) => {}
        (1, 1) => parts.push(t!("labels-takes-officer")),
        (1, _) => parts.push(t!("labels-takes-man")),
        (n, 0) => parts.push(t!("labels-takes-men", count = n)),
        (n, k) => parts.push(t!("labels-takes-men-officers", count = n, officers = k)),
    }
    match effects.freed {
        0 => {}
        n => parts.push(t!("labels-frees", count = n)),
    }
    if effects.promoted {
        parts.push(t!("labels-promoted"));
    }
    if effects.wins {
        parts.push(t!("labels-wins-game"));
    }
    // "a, b and c".
    match parts.pop() {
        None => t!("labels-moves"),
        Some(last) if parts.is_empty() => last,
        Some(last) => format!("{} {} {last}", parts.join(", "), t!("labels-and")),
    }
}

/// `Blunder`, `Mistake`...: a move's class for people.
pub fn class_label(class: MoveClass) -> String {
    match class {
        MoveClass::Best => t!("labels-class-best"),
        MoveClass::Good => t!("labels-class-good"),
        MoveClass::Inaccuracy => t!("labels-class-inaccuracy"),
        MoveClass::Mistake => t!("labels-class-mistake"),
        MoveClass::Blunder => t!("labels-class-blunder"),
    }
}

/// A score already from White's view: `+0.45` in men, or who wins by force.
pub fn white_score_label(white: i32) -> String {
    score_label(white, Colour::White)
}
