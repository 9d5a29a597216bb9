//! Tactics puzzles proved by the search: a position where exactly one first move wins (by force,
//! or at least two men more under command after the best defence) and every other move is
//! clearly worse, with the line that shows it.
//!
//! [`find`] mines a position of a game, [`verify`] proves a puzzle again more deeply (the first
//! move is the only one, and the line holds against every defence), [`themes`] and
//! [`difficulty`] say what it is about and how hard it is. [`acceptable_moves`] says which
//! moves a coach would accept in place of a solution (for practice, where several moves may
//! be as good). The `_with` forms take a [`Searcher`] to reuse: a tool that mines or proves
//! many puzzles keeps one table instead of allocating one for every search.

use lasca_rules::{Colour, Game, Move, Position, RuleSettings};

use crate::review::score_moves_with;
use crate::{
    Evaluation, MATE_THRESHOLD, MoveClass, SearchGame, SearchPosition, Searcher, white_score,
};

/// The table of the searcher [`find`], [`verify`] and [`acceptable_moves`] make for a call
/// (MiB).
const TABLE_MB: usize = 16;

/// The margin of a good move: a move scoring less than this below the best is as good as the
/// best (the review's "good", below an inaccuracy).
pub const GOOD_MARGIN: i32 = MoveClass::INACCURACY;

/// How deep [`acceptable_moves`] looks (as deep as the lessons' check of a `best` step).
pub const ACCEPT_DEPTH: u32 = 8;

/// The least gain a puzzle proves: two men under command (centi-men).
pub const MIN_GAIN: i32 = 200;
/// Every other first move must score at least this much less than the solution's.
pub const UNIQUE_MARGIN: i32 = 150;
/// The longest solution line, in plies.
pub const MAX_LINE: usize = 9;

/// What happens in a puzzle's line.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Theme {
    /// A move of the player's frees one of his men.
    Liberation,
    /// A soldier of the player's is promoted.
    Promotion,
    /// A capture of the player's jumps twice or more.
    MultiJump,
    /// The first move is not a capture and the opponent captures in reply.
    Sacrifice,
    /// The line ends with the opponent blocked: columns, but no move.
    Block,
    /// The player takes an officer.
    OfficerCapture,
    /// The line ends with the game won.
    Win,
}

impl Theme {
    /// Every theme, with its name in puzzle files.
    pub const ALL: [(Theme, &'static str); 7] = [
        (Theme::Liberation, "liberation"),
        (Theme::Promotion, "promotion"),
        (Theme::MultiJump, "multi-jump"),
        (Theme::Sacrifice, "sacrifice"),
        (Theme::Block, "block"),
        (Theme::OfficerCapture, "officer-capture"),
        (Theme::Win, "win"),
    ];

    /// The theme's name.
    pub fn name(self) -> &'static str {
        Theme::ALL
            .iter()
            .find(|(theme, _)| *theme == self)
            .map_or("", |(_, name)| name)
    }

    /// The theme a name means.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(theme, _)| *theme)
    }
}

/// A puzzle: the position, the solution line (the player's moves and the defence's best
/// replies in turn, ending with the player's), its themes and its difficulty (1 to 5).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// The position; its side to move is the player.
    pub position: Position,
    /// The solution line.
    pub line: Vec<Move>,
    /// What happens in the line.
    pub themes: Vec<Theme>,
    /// 1 (easy) to 5 (hard).
    pub difficulty: u8,
}

/// Men under command from `side`'s view (centi-men).
fn material(position: &Position, side: Colour) -> i32 {
    // The flip between White's view and a side's is the same either way.
    white_score(Evaluation::of(position).material, side)
}

/// The puzzle in the game's current position, if there is one, found at `depth`.
pub fn find(game: &Game, depth: u32) -> Option<Puzzle> {
    find_with(&Searcher::new(TABLE_MB), game, depth)
}

/// [`find`] on `searcher` (its table is reused, not cleared).
pub fn find_with(searcher: &Searcher, game: &Game, depth: u32) -> Option<Puzzle> {
    let score_moves = |game: &Game, depth: u32| score_moves_with(searcher, game, depth);
    let position = *game.position();
    if position.count_legal_moves() < 2 || game.outcome().is_some() {
        return None;
    }
    let scores = score_moves(game, depth);
    let (&(first, best), rest) = scores.split_first()?;
    let second = rest.first().map_or(i32::MIN, |&(_, s)| s);
    let wins = best >= MATE_THRESHOLD;
    let gains = wins || best >= MIN_GAIN - 50;
    if !gains || second > best - UNIQUE_MARGIN || (wins && second >= MATE_THRESHOLD) {
        return None;
    }
    let line = solution_line(searcher, &position, first, depth)?;
    let themes = themes(&position, &line);
    let difficulty = difficulty_with(searcher, &position, &line, depth);
    Some(Puzzle {
        position,
        line,
        themes,
        difficulty,
    })
}

/// The engine's line from `first`, cut at the first move of the player's after which he has
/// won or is [`MIN_GAIN`] up in men under command; `None` when neither comes within
/// [`MAX_LINE`] plies.
fn solution_line(
    searcher: &Searcher,
    position: &Position,
    first: Move,
    depth: u32,
) -> Option<Vec<Move>> {
    let player = position.side_to_move();
    let before = material(position, player);
    let mut game = Game::from_position(*position, RuleSettings::default());
    let mut line = vec![first];
    game.try_play(first).ok()?;
    loop {
        let at = game.position();
        let done = !at.has_legal_move() || material(at, player) - before >= MIN_GAIN;
        if line.len() % 2 == 1 && done {
            return Some(line);
        }
        if line.len() >= MAX_LINE || !at.has_legal_move() {
            return None;
        }
        let (mv, _) = *score_moves_with(searcher, &game, depth.saturating_sub(1).max(2)).first()?;
        game.try_play(mv).ok()?;
        line.push(mv);
    }
}

/// What happens in a line played from `position`.
pub fn themes(position: &Position, line: &[Move]) -> Vec<Theme> {
    let player = position.side_to_move();
    let mut themes = Vec::new();
    let mut at = *position;
    for (ply, &mv) in line.iter().enumerate() {
        let effects = crate::review::seven_effects(&at, mv);
        if ply % 2 == 0 {
            if effects.freed > 0 {
                themes.push(Theme::Liberation);
            }
            if effects.promoted {
                themes.push(Theme::Promotion);
            }
            if mv.hop_count() >= 2 {
                themes.push(Theme::MultiJump);
            }
            if effects.officers_taken > 0 {
                themes.push(Theme::OfficerCapture);
            }
        } else if ply == 1 && mv.is_capture() && !line[0].is_capture() {
            themes.push(Theme::Sacrifice);
        }
        at.play_unchecked(mv);
    }
    if !at.has_legal_move() {
        let blocked = !at.commanded_by(player.opponent()).is_empty();
        themes.push(if blocked { Theme::Block } else { Theme::Win });
    }
    themes.sort();
    themes.dedup();
    themes
}

/// 1 to 5, from the line's length and the least depth at which the engine finds its first
/// move.
pub fn difficulty(position: &Position, line: &[Move], depth: u32) -> u8 {
    difficulty_with(&Searcher::new(TABLE_MB), position, line, depth)
}

/// [`difficulty`] on `searcher`.
pub fn difficulty_with(searcher: &Searcher, position: &Position, line: &[Move], depth: u32) -> u8 {
    let game = Game::from_position(*position, RuleSettings::default());
    let needed = (1..=depth)
        .find(|&d| {
            score_moves_with(searcher, &game, d)
                .first()
                .map(|&(mv, _)| mv)
                == line.first().copied()
        })
        .unwrap_or(depth);
    let hardness = line.len() as u32 + needed;
    match hardness {
        0..=3 => 1,
        4..=5 => 2,
        6..=7 => 3,
        8..=10 => 4,
        _ => 5,
    }
}

/// Proves a puzzle at `depth`: the line is legal and ends with the player's move, the first
/// move is the engine's and every other is [`UNIQUE_MARGIN`] worse, and at each of the
/// defence's turns every reply still leaves the player winning or [`MIN_GAIN`] up.
pub fn verify(puzzle: &Puzzle, depth: u32) -> Result<(), String> {
    verify_with(&Searcher::new(TABLE_MB), puzzle, depth)
}

/// [`verify`] on `searcher`: its table is cleared first, so the proof does not depend on what
/// the searcher did before, and shared by every search of the proof.
pub fn verify_with(searcher: &Searcher, puzzle: &Puzzle, depth: u32) -> Result<(), String> {
    searcher.clear();
    let score_moves = |game: &Game, depth: u32| score_moves_with(searcher, game, depth);
    let position = puzzle.position;
    let player = position.side_to_move();
    if puzzle.line.len().is_multiple_of(2) {
        return Err("the line must end with the player's move".into());
    }
    let mut game = Game::from_position(position, RuleSettings::default());
    let scores = score_moves(&game, depth);
    let first = puzzle.line[0];
    let Some(&(best_move, best)) = scores.first() else {
        return Err("the player has no move".into());
    };
    if best_move != first {
        return Err(format!("the engine prefers {best_move} to {first}"));
    }
    if let Some(&(other, score)) = scores.get(1)
        && (score > best - UNIQUE_MARGIN || (best >= MATE_THRESHOLD && score >= MATE_THRESHOLD))
    {
        return Err(format!(
            "{other} is nearly as good as {first}: a second solution"
        ));
    }
    if best < MIN_GAIN - 50 {
        return Err(format!(
            "against the best defence {first} gains {:.2} men, less than two: a defence refutes the line",
            f64::from(best) / 100.0
        ));
    }
    let before = material(&position, player);
    for (ply, &mv) in puzzle.line.iter().enumerate() {
        if ply % 2 == 1 {
            // Every defence, not only the line's: the player must still come out ahead.
            for (reply, _) in score_moves(&game, 1) {
                let mut defended = game.clone();
                defended.try_play(reply).map_err(|e| e.to_string())?;
                let held = !defended.position().has_legal_move()
                    || score_moves(&defended, depth.saturating_sub(1).max(2))
                        .first()
                        .is_some_and(|&(_, score)| score >= MIN_GAIN - 50);
                if !held {
                    return Err(format!(
                        "the defence {reply} at ply {} refutes the line",
                        ply + 1
                    ));
                }
            }
        }
        game.try_play(mv)
            .map_err(|e| format!("move {} {mv}: {e}", ply + 1))?;
    }
    let after = game.position();
    if after.has_legal_move() && material(after, player) - before < MIN_GAIN {
        return Err("the line neither wins nor gains two men".into());
    }
    Ok(())
}

/// Every move of `position` as good as `solution` within `margin` (centi-men; the review's
/// [`GOOD_MARGIN`] for a coach's judgement), the engine scoring each move at
/// [`ACCEPT_DEPTH`]: the solution first, then the others best first. Empty when `solution` is
/// not legal there. A practice step or a puzzle accepts any of these ("also good: ...").
/// `position` is one board's, or an [`lasca_rules::AnyPosition`] (Lasca 8x8, bashni, a
/// sandbox).
pub fn acceptable_moves<P: SearchPosition>(
    position: &P,
    solution: MoveOf<P>,
    margin: i32,
) -> Vec<MoveOf<P>> {
    acceptable_moves_with(
        &Searcher::new(TABLE_MB),
        position,
        solution,
        margin,
        ACCEPT_DEPTH,
    )
}

/// [`acceptable_moves`] on `searcher`, at `depth`.
pub fn acceptable_moves_with<P: SearchPosition>(
    searcher: &Searcher,
    position: &P,
    solution: MoveOf<P>,
    margin: i32,
    depth: u32,
) -> Vec<MoveOf<P>> {
    if !position.is_legal(solution) {
        return Vec::new();
    }
    let game = position.game(RuleSettings::default());
    as_good_as(&score_moves_with(searcher, &game, depth), solution, margin)
}

/// The moves of the game `P` starts.
type MoveOf<P> = <<P as SearchPosition>::Game as SearchGame>::Move;

/// `solution`, then every other move of `scores` within `margin` of it, best first.
fn as_good_as<M: Copy + PartialEq>(scores: &[(M, i32)], solution: M, margin: i32) -> Vec<M> {
    let Some(&(_, target)) = scores.iter().find(|&&(mv, _)| mv == solution) else {
        return vec![solution];
    };
    let mut moves = vec![solution];
    moves.extend(
        scores
            .iter()
            .filter(|&&(mv, score)| mv != solution && score >= target.saturating_sub(margin))
            .map(|&(mv, _)| mv),
    );
    moves
}
