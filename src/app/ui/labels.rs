//! The words the panels show players, each written one way: a side's name, a player, a level,
//! a score, a game's result, a ply's place in the move list, the editor's tools and what a
//! column holds.

use lasca_ai::{Level, MoveClass, mate_distance, white_score};
use lasca_rules::{Colour, Column, DrawReason, Game, Man, Outcome, WinReason};

use crate::app::play::{Tool, Wrong};
use crate::record::{CameraPreset, Effects, MoveNumber, Player};

/// `White` or `Black`.
pub fn side_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// `3 · Corporal`.
pub fn level_label(level: Level) -> String {
    format!("{} · {}", level.number(), level.name())
}

/// `Human` or `Computer level 3 (Corporal)`.
pub fn player_label(player: Player) -> String {
    match player {
        Player::Human => "Human".to_owned(),
        Player::Remote => "Online player".to_owned(),
        Player::Ai(level) => format!("Computer level {} ({})", level.number(), level.name()),
    }
}

/// A score for people, `side` being the side to move of the searched position: `+0.45` for
/// White's view in men, or who wins by force.
pub fn score_label(score: i32, side: Colour) -> String {
    let winner = if score > 0 { side } else { side.opponent() };
    match mate_distance(score) {
        Some(0) => format!("{} has won", side_name(winner)),
        Some(1 | -1) => format!("{} wins in 1 ply", side_name(winner)),
        Some(plies) => format!("{} wins in {} plies", side_name(winner), plies.abs()),
        None => format!("{:+.2}", white_score(score, side) as f32 / 100.0),
    }
}

/// The evaluation bar's short label, for a score in White's view: `+0.45`, or `+#31` (White
/// wins in 31 plies) and `-#12` (Black wins in 12), or who has won.
pub fn bar_label(white: i32) -> String {
    // The sign is the score's: a result already reached is zero plies off either way.
    match mate_distance(white) {
        Some(0) if white > 0 => "White won".to_owned(),
        Some(0) => "Black won".to_owned(),
        Some(plies) if white > 0 => format!("+#{}", plies.abs()),
        Some(plies) => format!("-#{}", plies.abs()),
        None => format!("{:+.2}", white as f32 / 100.0),
    }
}

/// "White wins", "Draw".
pub fn result_headline(outcome: Outcome) -> String {
    match outcome.winner() {
        Some(winner) => format!("{} wins", side_name(winner)),
        None => "Draw".to_owned(),
    }
}

/// Why the game ended, in the words of the rules; `plies` is the game's length.
pub fn result_reason(outcome: Outcome, plies: usize) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let loser = side_name(winner.opponent());
            match reason {
                WinReason::NoColumns => format!(
                    "{loser} has no legal move: every {} man is a prisoner",
                    loser.to_lowercase()
                ),
                WinReason::Blocked => {
                    format!("{loser} has no legal move: all its columns are blocked")
                }
            }
        }
        Outcome::Draw(DrawReason::Repetition) => {
            "Draw by repetition: the same position occurred three times".to_owned()
        }
        Outcome::Draw(DrawReason::PlyLimit) => {
            format!("Draw by the ply limit: {plies} plies were played")
        }
    }
}

/// "after 7. c3-d4" or "after 7... e5xc3": the position after `ply` plies, named by its move
/// in the list's numbering.
pub fn ply_name(game: &Game, ply: usize) -> String {
    match ply
        .checked_sub(1)
        .and_then(|i| Some((i, game.moves().get(i)?)))
    {
        None => "the start position".into(),
        Some((i, mv)) => {
            let number = MoveNumber::of_ply(game.start().side_to_move(), i);
            format!("after {number} {mv}")
        }
    }
}

/// "White soldier", "Remove top man".
pub fn tool_label(tool: Tool) -> &'static str {
    match tool {
        Tool::Place(Man { colour, officer }) => match (colour, officer) {
            (Colour::White, false) => "White soldier",
            (Colour::White, true) => "White officer",
            (Colour::Black, false) => "Black soldier",
            (Colour::Black, true) => "Black officer",
        },
        Tool::RemoveTop => "Remove top man",
        Tool::ClearSquare => "Clear square",
    }
}

/// "White soldier", "Black officer".
pub fn man_label(man: Man) -> String {
    let rank = if man.officer { "officer" } else { "soldier" };
    format!("{} {rank}", side_name(man.colour))
}

/// "White 3 men (1 officer) · Black 2 prisoners" and the like.
pub fn column_counts(column: Column) -> String {
    let commander = column.commander().map(|man| man.colour);
    Colour::BOTH
        .iter()
        .filter(|&&colour| column.count(colour) > 0)
        .map(|&colour| {
            let count = column.count(colour);
            let officers = column.officers(colour);
            let what = if Some(colour) == commander {
                if count == 1 { "man" } else { "men" }
            } else if count == 1 {
                "prisoner"
            } else {
                "prisoners"
            };
            let officers = match officers {
                0 => String::new(),
                1 => " (1 officer)".into(),
                n => format!(" ({n} officers)"),
            };
            format!("{} {count} {what}{officers}", side_name(colour))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// `White`, `Black` or `Top`: a camera view in menus.
pub fn view_label(view: CameraPreset) -> &'static str {
    match view {
        CameraPreset::White => "White",
        CameraPreset::Black => "Black",
        CameraPreset::Top => "Top",
    }
}

/// What a move did, for the lessons: `takes 2 men and frees 1`, `promotes`, `wins`.
pub fn effects_label(effects: Effects) -> String {
    let mut parts = Vec::new();
    match (effects.taken, effects.officers_taken) {
        (0, _) => {}
        (1, 1) => parts.push("takes an officer".to_owned()),
        (1, _) => parts.push("takes a man".to_owned()),
        (n, 0) => parts.push(format!("takes {n} men")),
        (n, k) => parts.push(format!("takes {n} men ({k} of them officers)")),
    }
    match effects.freed {
        0 => {}
        1 => parts.push("frees a prisoner".to_owned()),
        n => parts.push(format!("frees {n} prisoners")),
    }
    if effects.promoted {
        parts.push("is promoted".to_owned());
    }
    if effects.wins {
        parts.push("wins the game".to_owned());
    }
    match parts.len() {
        0 => "moves".to_owned(),
        _ => parts.join(" and "),
    }
}

/// Why a lesson's move is wrong, from the move's side: what it did and what the reply does.
pub fn wrong_move_label(wrong: &Wrong, player: Colour) -> String {
    let opponent = side_name(player.opponent());
    match wrong.reply {
        Some((reply, effects)) if effects != Effects::default() => format!(
            "{} is legal, but it is not the answer: it lets {opponent} reply {reply}, which {}.",
            wrong.mv,
            effects_label(effects)
        ),
        Some((reply, _)) => format!(
            "{} is legal, but it is not what this step asks. {opponent} replied {reply}.",
            wrong.mv
        ),
        None if wrong.effects.wins => format!(
            "{} wins too, but it is not what this step teaches.",
            wrong.mv
        ),
        None => format!(
            "{} is legal, but it is not the answer. {opponent} is replying…",
            wrong.mv
        ),
    }
}

/// `Blunder`, `Mistake`...: a move's class for people.
pub fn class_label(class: MoveClass) -> &'static str {
    match class {
        MoveClass::Best => "Best",
        MoveClass::Good => "Good",
        MoveClass::Inaccuracy => "Inaccuracy",
        MoveClass::Mistake => "Mistake",
        MoveClass::Blunder => "Blunder",
    }
}

/// A score already from White's view: `+0.45` in men, or who wins by force.
pub fn white_score_label(white: i32) -> String {
    score_label(white, Colour::White)
}
