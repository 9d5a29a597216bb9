//! Game files: collections of Lasca games as text, in the style of chess's PGN and draughts'
//! PDN (`docs/GAMEFILES.md` describes the format).
//!
//! ```text
//! [Event "Lasker's booklet"]
//! [White "Lasker"]
//! [Result "0-1"]
//!
//! 1. c3-d4 e5xc3 2. b2xd4 {the usual reply} f6-e5 0-1
//! ```
//!
//! Written by hand: the PGN crates parse chess's algebraic moves and know nothing of Lasca's
//! paths, and the format is small (tag pairs, numbered moves, comments in braces).
//!
//! Reading checks every move against the rules and stops at the first error, which names its
//! line and column; every game before it is kept.

use std::collections::BTreeMap;
use std::fmt::{self, Write as _};

use lasca_rules::AnyGame;

use super::players::Players;
use super::text::MoveNumber;

mod read;

pub use read::read_games;

/// Whether `path` names a game file (`.pgn` or `.pdn`) rather than a JSON save.
pub fn is_game_file(path: &std::path::Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn") || e.eq_ignore_ascii_case("pdn"))
}

/// One game of a file: its tags, the game (its start is the `Position` tag's, or the usual
/// one; ended as the players ended it when the `Termination` tag says `resignation` or
/// `agreement` and the result fits), the comments after its plies, and the result the file
/// records (which may differ from the rules' outcome: an adjudication, a resignation the file
/// does not name).
#[derive(Clone, Debug, PartialEq)]
pub struct GameFile {
    /// The tag pairs in file order, `Variant`, `Position` and `Result` left out (they are
    /// `game`'s variant and start, and `result`), and `Termination` when it ended `game`.
    pub tags: Vec<(String, String)>,
    /// The game (of any variant, or a sandbox), every move checked.
    pub game: AnyGame,
    /// Comments by the ply they follow (0: before the first move).
    pub comments: BTreeMap<usize, String>,
    /// The recorded result, one of [`RESULTS`]; `*` when unknown.
    pub result: String,
}

impl GameFile {
    /// A game with no tags, no comments, and the result the rules give it (`*` while it goes
    /// on).
    pub fn new(game: impl Into<AnyGame>) -> GameFile {
        let game = game.into();
        let result = result_of(&game).to_owned();
        GameFile {
            tags: Vec::new(),
            game,
            comments: BTreeMap::new(),
            result,
        }
    }

    /// A game with the players and the date as tags (what Save and `lasca export` write).
    pub fn with_players(game: impl Into<AnyGame>, players: Players, date: &str) -> GameFile {
        let mut file = GameFile::new(game);
        file.tags = vec![
            ("White".to_owned(), players.white.to_string()),
            ("Black".to_owned(), players.black.to_string()),
            ("Date".to_owned(), date.to_owned()),
        ];
        file
    }

    /// Who plays, when the `White` and `Black` tags name players as the command line does
    /// (`human`, `ai:3`); a file of people's names says nothing about who plays it here.
    pub fn players(&self) -> Option<Players> {
        Some(Players {
            white: self.tag("White")?.parse().ok()?,
            black: self.tag("Black")?.parse().ok()?,
        })
    }

    /// The value of tag `name`, if the file has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }
}

pub use lasca_rules::record::{RESULTS, result_of};

/// Where reading stopped, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ReadError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1 (in characters).
    pub column: usize,
    /// What is wrong there (boxed: errors travel in `Result`s, and a move's error is large).
    pub message: Box<ReadProblem>,
}

/// What is wrong where reading stopped (kept apart so that the game can say it in the
/// player's language).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadProblem {
    /// `[` with no tag name.
    #[error("a tag needs a name: [Name \"value\"]")]
    TagName,
    /// A tag's value is not in double quotes.
    #[error("tag {0}: its value must be in double quotes")]
    TagUnquoted(String),
    /// A backslash before something other than `"` or `\`.
    #[error("tag {0}: only \\\" and \\\\ may follow a backslash")]
    TagEscape(String),
    /// A tag's value never closed.
    #[error("tag {0}: the value's closing quote is missing")]
    TagUnclosed(String),
    /// A tag without its `]`.
    #[error("tag {0}: `]` expected")]
    TagBracket(String),
    /// A comment never closed.
    #[error("a comment's closing `}}` is missing")]
    CommentUnclosed,
    /// The `Position` tag does not parse.
    #[error("the Position tag is not a position: {0}")]
    BadPosition(lasca_rules::PositionError),
    /// The `Variant` tag names no variant.
    #[error("the Variant tag is not a variant: {0}")]
    BadVariant(String),
    /// The `Position` tag is no position of the `Variant` tag's variant (or no sandbox of it).
    #[error("the Position tag is not a position: {0}")]
    BadVariantPosition(lasca_rules::AnyPositionError),
    /// A `Result` tag that is no result.
    #[error("`{0}` is not a result (1-0, 0-1, 1/2-1/2 or *)")]
    BadResult(String),
    /// `}` or `]` alone.
    #[error("`{0}` without its opening")]
    Unopened(char),
    /// A word that is no move.
    #[error("`{text}` is not a move: {error}")]
    NotAMove {
        /// The word.
        text: String,
        /// Why it is not a move.
        error: lasca_rules::ParseMoveError,
    },
    /// A move that cannot be played there.
    #[error("move {number} {text}: {error}")]
    Unplayable {
        /// Its number in the move list.
        number: MoveNumber,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        error: lasca_rules::GameError,
    },
}

/// Everything a file held up to its first error: the games read, and the error if there was
/// one (the game it was in is left out).
#[derive(Clone, Debug, PartialEq)]
pub struct ReadGames {
    /// The games before the error, in file order.
    pub games: Vec<GameFile>,
    /// The first error, if any.
    pub error: Option<ReadError>,
}

/// The text of `games`, readable by [`read_games`]: tags (the `Position` tag when a game does
/// not start from the usual start), a blank line, the numbered moves with their comments and
/// the result, lines kept under 80 columns.
pub fn write_games(games: &[GameFile]) -> String {
    let mut out = String::new();
    for (i, file) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = write!(out, "{}", Written(file));
    }
    out
}

struct Written<'a>(&'a GameFile);

impl fmt::Display for Written<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.0;
        lasca_rules::record::write_game(f, &file.tags, &file.game, &file.comments, &file.result)
    }
}

#[cfg(test)]
mod tests;
