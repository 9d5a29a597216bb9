//! Puzzle files: one puzzle a line, `id; position; line; themes; difficulty; rating`,
//! readable by a person and a diff:
//!
//! ```text
//! # Lasca puzzles
//! p0001; w c3:w d4:b f6:b; c3xe5xg7; multi-jump win; 1; 800/300/0.06
//! ```
//!
//! The sixth field, the puzzle's starting Glicko-2 rating (`rating/deviation/volatility`, the
//! last one or two may be left out: deviation [`START_DEVIATION`], volatility 0.06), may be
//! left out as older files do: the puzzle then starts at [`start_rating`] of its difficulty.
//!
//! Written by hand: a line of six fields needs no format crate. Reading checks the position
//! and that the line is legal and ends with the player's move; [`lasca_ai::puzzle::verify`]
//! proves the rest.

use lasca_ai::glicko::{MAX_DEVIATION, MIN_DEVIATION, Rating};
use lasca_ai::puzzle::{Puzzle, Theme};
use lasca_rules::{IllegalMove, Move, ParseMoveError, Position, PositionError};

/// The deviation of a puzzle's rating before anyone has tried it.
pub const START_DEVIATION: f64 = 300.0;

/// A puzzle's starting rating from its difficulty (1 to 5): 600 + 200 a level (800 to 1600),
/// deviation [`START_DEVIATION`].
pub fn start_rating(difficulty: u8) -> Rating {
    Rating::new(600.0 + 200.0 * f64::from(difficulty), START_DEVIATION)
}

/// A puzzle with its id.
#[derive(Clone, PartialEq, Debug)]
pub struct PuzzleEntry {
    /// `p0001`: what the settings record as solved.
    pub id: String,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its starting Glicko-2 rating (the file's, or [`start_rating`] of its difficulty).
    pub rating: Rating,
}

/// The player's Glicko-2 rating and each tried puzzle's, recomputed from the settings'
/// `history` (`rating`: the settings' number, the start when the history has none): every
/// first try replayed in order, from the player's start and each puzzle's starting rating. A
/// try at a puzzle no longer shipped is left out.
pub fn rate_history(
    history: &super::PuzzleHistory,
    rating: f32,
    puzzles: &[PuzzleEntry],
) -> (Rating, std::collections::HashMap<String, Rating>) {
    let mut player = history.start_rating(rating);
    let mut rated = std::collections::HashMap::new();
    for attempt in &history.tries {
        let Some(entry) = puzzles.iter().find(|entry| entry.id == attempt.id) else {
            continue;
        };
        let puzzle = rated.get(&entry.id).copied().unwrap_or(entry.rating);
        let (after, puzzle_after) = lasca_ai::glicko::rate_try(player, puzzle, attempt.solved);
        player = after;
        rated.insert(entry.id.clone(), puzzle_after);
    }
    (player, rated)
}

/// The puzzles shipped with the game.
pub const BUILTIN_PUZZLES: &str = include_str!("../../assets/puzzles/puzzles.txt");

/// Why a puzzle file does not read: its first bad line, by number, and what is wrong with it.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}: {kind}")]
pub struct PuzzleLineError {
    /// The line's number in the file, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub kind: PuzzleProblem,
}

/// What is wrong with a line of a puzzle file.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PuzzleProblem {
    /// The line does not have 5 or 6 fields.
    #[error("expected 5 fields (or 6, with a rating) separated by `;`, found {found}")]
    Fields {
        /// How many fields it has.
        found: usize,
    },
    /// The position does not read.
    #[error("bad position: {error}")]
    Position {
        /// Why.
        error: PositionError,
    },
    /// A move of the solution line does not read.
    #[error("move `{word}`: {error}")]
    Move {
        /// The move as written.
        word: String,
        /// Why it does not read.
        error: ParseMoveError,
    },
    /// A move of the solution line cannot be played where it stands.
    #[error("move `{word}` is illegal: {error}")]
    Illegal {
        /// The move as written.
        word: String,
        /// Why it cannot be played.
        error: IllegalMove,
    },
    /// The solution line ends with the opponent's move (or is empty).
    #[error("the line must end with the player's move")]
    EndsWithOpponent,
    /// A theme's name is not known.
    #[error("unknown theme `{name}`")]
    Theme {
        /// The name as written.
        name: String,
    },
    /// The difficulty is not a number from 1 to 5.
    #[error("difficulty `{text}` is not 1 to 5")]
    Difficulty {
        /// The difficulty as written.
        text: String,
    },
    /// The rating is not `rating/deviation/volatility` with sane numbers.
    #[error(
        "rating `{text}` is not `rating/deviation/volatility` (deviation {min} to {max})",
        min = MIN_DEVIATION,
        max = MAX_DEVIATION
    )]
    Rating {
        /// The rating as written.
        text: String,
    },
    /// Two lines give the same id.
    #[error("puzzle `{id}` given twice")]
    Twice {
        /// The id.
        id: String,
    },
}

/// Reads a puzzle file; the first bad line stops it, named by its number.
pub fn read_puzzles(text: &str) -> Result<Vec<PuzzleEntry>, PuzzleLineError> {
    let mut puzzles = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |kind: PuzzleProblem| PuzzleLineError {
            line: index + 1,
            kind,
        };
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let (id, position, moves, themes, difficulty, rating) = match fields.as_slice() {
            [id, position, moves, themes, difficulty] => {
                (id, position, moves, themes, difficulty, None)
            }
            [id, position, moves, themes, difficulty, rating] => {
                (id, position, moves, themes, difficulty, Some(*rating))
            }
            _ => {
                return Err(bad(PuzzleProblem::Fields {
                    found: fields.len(),
                }));
            }
        };
        let position: Position = position
            .parse()
            .map_err(|error| bad(PuzzleProblem::Position { error }))?;
        let mut at = position;
        let mut line = Vec::new();
        for word in moves.split_whitespace() {
            let mv: Move = word.parse().map_err(|error| {
                bad(PuzzleProblem::Move {
                    word: word.to_owned(),
                    error,
                })
            })?;
            at.try_play(mv).map_err(|error| {
                bad(PuzzleProblem::Illegal {
                    word: word.to_owned(),
                    error,
                })
            })?;
            line.push(mv);
        }
        if line.len() % 2 == 0 {
            return Err(bad(PuzzleProblem::EndsWithOpponent));
        }
        let themes = themes
            .split_whitespace()
            .map(|name| {
                Theme::from_name(name).ok_or_else(|| {
                    bad(PuzzleProblem::Theme {
                        name: name.to_owned(),
                    })
                })
            })
            .collect::<Result<Vec<Theme>, PuzzleLineError>>()?;
        let difficulty: u8 = difficulty
            .parse()
            .ok()
            .filter(|d| (1..=5).contains(d))
            .ok_or_else(|| {
                bad(PuzzleProblem::Difficulty {
                    text: (*difficulty).to_owned(),
                })
            })?;
        let rating = match rating {
            Some(text) => read_rating(text).ok_or_else(|| {
                bad(PuzzleProblem::Rating {
                    text: text.to_owned(),
                })
            })?,
            None => start_rating(difficulty),
        };
        if puzzles.iter().any(|p: &PuzzleEntry| p.id == *id) {
            return Err(bad(PuzzleProblem::Twice {
                id: (*id).to_owned(),
            }));
        }
        puzzles.push(PuzzleEntry {
            id: (*id).to_owned(),
            puzzle: Puzzle {
                position,
                line,
                themes,
                difficulty,
            },
            rating,
        });
    }
    Ok(puzzles)
}

/// `1400`, `1400/300` or `1400/300/0.06`: a rating with its deviation and volatility (the
/// ones left out are [`START_DEVIATION`] and 0.06); `None` for anything else.
fn read_rating(text: &str) -> Option<Rating> {
    let numbers: Vec<f64> = text
        .split('/')
        .map(|n| n.trim().parse::<f64>().ok().filter(|n| n.is_finite()))
        .collect::<Option<Vec<f64>>>()?;
    let rating = match numbers.as_slice() {
        [r] => Rating::new(*r, START_DEVIATION),
        [r, d] => Rating::new(*r, *d),
        [r, d, v] => Rating {
            rating: *r,
            deviation: *d,
            volatility: *v,
        },
        _ => return None,
    };
    let sane = (0.0..=5000.0).contains(&rating.rating)
        && (MIN_DEVIATION..=MAX_DEVIATION).contains(&rating.deviation)
        && rating.volatility > 0.0
        && rating.volatility < 1.0;
    sane.then_some(rating)
}

/// Writes puzzles one a line, after a header comment.
pub fn write_puzzles(puzzles: &[PuzzleEntry]) -> String {
    let mut text = String::from(
        "# Lasca puzzles: id; position; solution line; themes; difficulty (1-5); \
         rating/deviation/volatility (Glicko-2, the puzzle's start)\n",
    );
    for entry in puzzles {
        let line: Vec<String> = entry.puzzle.line.iter().map(ToString::to_string).collect();
        let themes: Vec<&str> = entry.puzzle.themes.iter().map(|t| t.name()).collect();
        let rating = entry.rating;
        text.push_str(&format!(
            "{}; {}; {}; {}; {}; {}/{}/{}\n",
            entry.id,
            entry.puzzle.position,
            line.join(" "),
            themes.join(" "),
            entry.puzzle.difficulty,
            rating.rating.round(),
            rating.deviation.round(),
            rating.volatility
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
    fn a_puzzle_keeps_its_rating_and_an_old_line_starts_from_its_difficulty() {
        let old = read_puzzles("p1; w c3:w d4:b; c3xe5; win; 3\n").unwrap();
        assert_eq!(old[0].rating, start_rating(3));
        assert_eq!(old[0].rating.rating, 1200.0);
        let rated = read_puzzles("p1; w c3:w d4:b; c3xe5; win; 3; 1432/120/0.059\n").unwrap();
        assert_eq!(rated[0].rating.rating, 1432.0);
        assert_eq!(rated[0].rating.deviation, 120.0);
        assert_eq!(rated[0].rating.volatility, 0.059);
        assert_eq!(read_puzzles(&write_puzzles(&rated)).unwrap(), rated);
        let short = read_puzzles("p1; w c3:w d4:b; c3xe5; win; 3; 1432\n").unwrap();
        assert_eq!(short[0].rating.deviation, START_DEVIATION);
        // Every shipped puzzle has its own.
        let shipped = read_puzzles(BUILTIN_PUZZLES).unwrap();
        let rated_lines = BUILTIN_PUZZLES
            .lines()
            .filter(|l| !l.starts_with('#') && l.split(';').count() == 6)
            .count();
        assert_eq!(rated_lines, shipped.len());
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
            ("p1; w c3:w d4:b; c3xe5; win; 1; fast", "rating `fast`"),
            ("p1; w c3:w d4:b; c3xe5; win; 1; 1500/9000", "deviation"),
        ] {
            let error = read_puzzles(&format!("\n{bad}\n")).unwrap_err().to_string();
            assert!(
                error.starts_with("line 2: ") && error.contains(why),
                "{error}"
            );
        }
    }
}
