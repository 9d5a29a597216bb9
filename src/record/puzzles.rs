//! Puzzle files: one puzzle a line, `id; position; line; themes; difficulty`, readable by a
//! person and a diff:
//!
//! ```text
//! # Lasca puzzles
//! p0001; w c3:w d4:b f6:b; c3xe5xg7; multi-jump win; 1
//! ```
//!
//! Written by hand: a line of five fields needs no format crate. Reading checks the position
//! and that the line is legal and ends with the player's move; [`lasca_ai::puzzle::verify`]
//! proves the rest.

use lasca_ai::puzzle::{Puzzle, Theme};
use lasca_rules::{Move, Position};

/// A puzzle with its id.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PuzzleEntry {
    /// `p0001`: what the settings record as solved.
    pub id: String,
    /// The puzzle.
    pub puzzle: Puzzle,
}

/// The puzzles shipped with the game.
pub const BUILTIN_PUZZLES: &str = include_str!("../../assets/puzzles/puzzles.txt");

/// Reads a puzzle file; the first bad line stops it, named by its number.
pub fn read_puzzles(text: &str) -> Result<Vec<PuzzleEntry>, String> {
    let mut puzzles = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |why: String| format!("line {}: {why}", index + 1);
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let [id, position, moves, themes, difficulty] = fields.as_slice() else {
            return Err(bad(format!(
                "expected 5 fields separated by `;`, found {}",
                fields.len()
            )));
        };
        let position: Position = position
            .parse()
            .map_err(|e| bad(format!("bad position: {e}")))?;
        let mut at = position;
        let mut line = Vec::new();
        for word in moves.split_whitespace() {
            let mv: Move = word
                .parse()
                .map_err(|e| bad(format!("move `{word}`: {e}")))?;
            at.try_play(mv)
                .map_err(|e| bad(format!("move `{word}` is illegal: {e}")))?;
            line.push(mv);
        }
        if line.len() % 2 == 0 {
            return Err(bad("the line must end with the player's move".into()));
        }
        let themes = themes
            .split_whitespace()
            .map(|name| {
                Theme::from_name(name).ok_or_else(|| bad(format!("unknown theme `{name}`")))
            })
            .collect::<Result<Vec<Theme>, String>>()?;
        let difficulty: u8 = difficulty
            .parse()
            .ok()
            .filter(|d| (1..=5).contains(d))
            .ok_or_else(|| bad(format!("difficulty `{difficulty}` is not 1 to 5")))?;
        if puzzles.iter().any(|p: &PuzzleEntry| p.id == *id) {
            return Err(bad(format!("puzzle `{id}` given twice")));
        }
        puzzles.push(PuzzleEntry {
            id: (*id).to_owned(),
            puzzle: Puzzle {
                position,
                line,
                themes,
                difficulty,
            },
        });
    }
    Ok(puzzles)
}

/// Writes puzzles one a line, after a header comment.
pub fn write_puzzles(puzzles: &[PuzzleEntry]) -> String {
    let mut text =
        String::from("# Lasca puzzles: id; position; solution line; themes; difficulty (1-5)\n");
    for entry in puzzles {
        let line: Vec<String> = entry.puzzle.line.iter().map(ToString::to_string).collect();
        let themes: Vec<&str> = entry.puzzle.themes.iter().map(|t| t.name()).collect();
        text.push_str(&format!(
            "{}; {}; {}; {}; {}\n",
            entry.id,
            entry.puzzle.position,
            line.join(" "),
            themes.join(" "),
            entry.puzzle.difficulty
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use lasca_ai::puzzle::verify;

    use super::*;

    /// The depth `lasca puzzles check` proves at.
    const CHECK_DEPTH: u32 = 10;

    fn failures(every: usize) -> Vec<String> {
        read_puzzles(BUILTIN_PUZZLES)
            .unwrap()
            .iter()
            .step_by(every)
            .filter_map(|e| {
                verify(&e.puzzle, CHECK_DEPTH)
                    .err()
                    .map(|why| format!("{}: {why}", e.id))
            })
            .collect()
    }

    #[test]
    fn a_sample_of_the_shipped_puzzles_holds() {
        let failed = failures(25);
        assert!(failed.is_empty(), "{failed:?}");
    }

    #[test]
    #[ignore = "proves all the shipped puzzles: a few seconds in release, longer in debug"]
    fn every_shipped_puzzle_holds() {
        let failed = failures(1);
        assert!(failed.is_empty(), "{failed:?}");
    }

    #[test]
    fn puzzles_round_trip_and_bad_lines_are_named() {
        let text = "# c\np1; w c3:w d4:b; c3xe5; win; 1\n";
        let puzzles = read_puzzles(text).unwrap();
        assert_eq!(puzzles[0].puzzle.themes, vec![Theme::Win]);
        assert_eq!(read_puzzles(&write_puzzles(&puzzles)).unwrap(), puzzles);
        for (bad, why) in [
            ("p1; w c3:w d4:b; c3-b4; win; 1", "illegal"),
            ("p1; w c3:w; c3-d4; fun; 1", "unknown theme"),
            ("p1; w c3:w; c3-d4; win; 9", "not 1 to 5"),
            ("p1; w c3:w; c3-d4", "expected 5 fields"),
            ("p1; x; c3-d4; win; 1", "bad position"),
        ] {
            let error = read_puzzles(&format!("\n{bad}\n")).unwrap_err();
            assert!(
                error.starts_with("line 2: ") && error.contains(why),
                "{error}"
            );
        }
    }
}
