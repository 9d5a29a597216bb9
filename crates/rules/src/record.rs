//! A game as text: the numbered move list and the game file (PGN-like, docs/GAMEFILES.md)
//! that every program of the project writes: the game's Save and `lasca export`, and the
//! server's download of an online game. Reading game files is the game's (`src/record`),
//! which checks every move and names the line and column of an error.

use std::collections::BTreeMap;
use std::fmt;

use crate::{AnyGame, AnyMove, AnyPosition, Colour, Ending, Variant};

/// A ply's place in the numbered move list: a number counts a White and a Black move, so in a
/// game that starts with Black to move the first number has Black's move alone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveNumber {
    /// The move number, from 1.
    pub number: usize,
    /// Whether the move is the second of its number (written `7...` when it stands alone).
    pub second: bool,
}

impl MoveNumber {
    /// The number of the move played at ply `ply` (0-based: the game's first move is ply 0)
    /// in a game that started with `first` to move.
    pub fn of_ply(first: Colour, ply: usize) -> MoveNumber {
        let index = ply + usize::from(first == Colour::Black);
        MoveNumber {
            number: index / 2 + 1,
            second: index % 2 == 1,
        }
    }

    /// The number of each move of `game`, in order.
    pub fn all(game: &AnyGame) -> impl Iterator<Item = (MoveNumber, AnyMove)> + use<> {
        let first = game.start_position().side_to_move();
        game.moves()
            .into_iter()
            .enumerate()
            .map(move |(ply, mv)| (MoveNumber::of_ply(first, ply), mv))
    }
}

impl fmt::Display for MoveNumber {
    /// `7.` for the first move of a number, `7...` for the second.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.second { "..." } else { "." };
        write!(f, "{}{dots}", self.number)
    }
}

/// The results a game file records: White won, Black won, a draw, or unknown / unfinished.
pub const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// `1-0`, `0-1`, `1/2-1/2`, or `*` for a game that goes on, as the rules see it.
pub fn result_of(game: &AnyGame) -> &'static str {
    match game.outcome() {
        None => "*",
        Some(outcome) => match outcome.winner() {
            Some(Colour::White) => "1-0",
            Some(Colour::Black) => "0-1",
            None => "1/2-1/2",
        },
    }
}

/// The `Termination` tag of a game the players ended: `resignation` or `agreement`.
pub fn termination_of(game: &AnyGame) -> Option<&'static str> {
    game.ending().map(|ending| match ending {
        Ending::Resigned(_) => "resignation",
        Ending::DrawAgreed => "agreement",
    })
}

/// The players' end that a game file's `Result` and `Termination` tags record, if they
/// record one: `resignation` with `1-0` (Black resigned) or `0-1` (White resigned),
/// `agreement` with `1/2-1/2`. Other terminations, or a result that does not fit, say
/// nothing.
pub fn ending_from_tags(result: &str, termination: Option<&str>) -> Option<Ending> {
    match (termination?, result) {
        ("resignation", "1-0") => Some(Ending::Resigned(Colour::Black)),
        ("resignation", "0-1") => Some(Ending::Resigned(Colour::White)),
        ("agreement", "1/2-1/2") => Some(Ending::DrawAgreed),
        _ => None,
    }
}

/// Writes one game of a game file: `tags` in order, then `Variant` (unless Lasca 7x7),
/// `Position` (unless the usual start), `Result` and, for a game the players ended,
/// `Termination` (see [`termination_of`]; a `Termination` among `tags` is then left out), a
/// blank line, and the numbered moves with the `comments` after their plies (0: before the
/// first move) and `result`, lines kept under 80 columns. `result` should be one of
/// [`RESULTS`].
pub fn write_game(
    out: &mut dyn fmt::Write,
    tags: &[(String, String)],
    game: &AnyGame,
    comments: &BTreeMap<usize, String>,
    result: &str,
) -> fmt::Result {
    let quote = |value: &str| value.replace('\\', "\\\\").replace('"', "\\\"");
    let termination = termination_of(game);
    for (name, value) in tags {
        if termination.is_some() && name == "Termination" {
            continue;
        }
        writeln!(out, "[{name} \"{}\"]", quote(value))?;
    }
    let variant = game.variant();
    if variant != Variant::Lasca7 {
        writeln!(out, "[Variant \"{variant}\"]")?;
    }
    let start = game.start_position();
    if start != AnyPosition::start(variant) {
        writeln!(out, "[Position \"{start}\"]")?;
    }
    writeln!(out, "[Result \"{result}\"]")?;
    if let Some(termination) = termination {
        writeln!(out, "[Termination \"{termination}\"]")?;
    }
    writeln!(out)?;
    let mut words = Vec::new();
    let comment = |ply: usize, words: &mut Vec<String>| {
        if let Some(text) = comments.get(&ply) {
            // A comment cannot hold its closing brace.
            words.push(format!("{{{}}}", text.replace('}', ")")));
        }
    };
    comment(0, &mut words);
    for (i, (number, mv)) in MoveNumber::all(game).enumerate() {
        if !number.second || i == 0 || comments.contains_key(&i) {
            words.push(number.to_string());
        }
        words.push(mv.to_string());
        comment(i + 1, &mut words);
    }
    words.push(result.to_owned());
    let mut line = 0;
    for (i, word) in words.iter().enumerate() {
        if i > 0 && line + 1 + word.chars().count() > 79 {
            writeln!(out)?;
            line = 0;
        } else if i > 0 {
            out.write_str(" ")?;
            line += 1;
        }
        out.write_str(word)?;
        line += word.chars().count();
    }
    writeln!(out)
}

/// [`write_game`] into a new string.
pub fn game_text(
    tags: &[(String, String)],
    game: &AnyGame,
    comments: &BTreeMap<usize, String>,
    result: &str,
) -> String {
    let mut out = String::new();
    let _ = write_game(&mut out, tags, game, comments, result);
    out
}
