//! Saved games: a versioned JSON file, written atomically, read back with every move checked.

use std::io::Write;
use std::path::{Path, PathBuf};

use lasca_rules::{
    AnyGame, AnyPosition, Ending, Position, PositionError, RecordError, RuleSettings, Variant,
};
use serde::{Deserialize, Serialize};

use super::Players;

/// The `format` field every saved game carries.
pub const FORMAT_NAME: &str = "lasca-3d-game";
/// The version of the saved-game format this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// A game as saved on disk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Always [`FORMAT_NAME`].
    pub format: String,
    /// The format version, [`FORMAT_VERSION`] when written by this build.
    pub version: u32,
    /// When it was saved (RFC 3339, UTC).
    pub saved_at: String,
    /// Who played each side.
    pub players: Players,
    /// The house rules in force.
    pub settings: RuleSettings,
    /// The start position (RULES.md notation).
    pub start: String,
    /// The moves, in RULES.md notation.
    pub moves: Vec<String>,
    /// The result (`white wins`, `draw (threefold repetition)`, ...) if the game has ended.
    pub result: Option<String>,
    /// How the players ended the game (a resignation, an agreed draw), if they did: the
    /// moves alone would leave it going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Ending>,
    /// The engine's review of the game, kept so that a second review is instant.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<StoredReview>,
}

/// A finished review as a saved game keeps it: each position's score and the engine's move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredReview {
    /// How hard the engine looked (`quick` or `deep`).
    pub strength: String,
    /// Every position of the game, the start first.
    pub positions: Vec<StoredScore>,
}

/// One position of a [`StoredReview`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredScore {
    /// The engine's line from the position (RULES.md notation), its move first.
    pub line: Vec<String>,
    /// The score for the side to move, in centi-men (or beyond the engine's mate threshold).
    pub score: i32,
    /// The depth of the search the score came from (absent in files of version 0.2 and older).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// The game's move from this position: its value for its side and the depth it was
    /// compared at (absent after the last position, and in older files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<StoredMoveValue>,
}

/// The value of a game's move in a [`StoredReview`], as the review compared it with the
/// engine's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredMoveValue {
    /// For the side that played it, in centi-men.
    pub value: i32,
    /// The depth of the comparison.
    pub depth: u32,
}

/// Why a saved game could not be read. The game on screen is never touched by a failed load.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The text ends in the middle.
    #[error("the file is truncated (it ends in the middle of the game)")]
    Truncated,
    /// Not JSON at all.
    #[error("not a saved game (not JSON: {0})")]
    NotJson(String),
    /// JSON, but not one of ours.
    #[error("not a Lasca 3D saved game (no \"format\": \"{FORMAT_NAME}\")")]
    WrongFormat,
    /// One of ours, from another version.
    #[error(
        "saved-game format version {found} is not supported (this build reads version {FORMAT_VERSION})"
    )]
    UnsupportedVersion {
        /// The version in the file.
        found: u64,
    },
    /// A field is missing or of the wrong kind.
    #[error("the saved game is damaged: {0}")]
    Damaged(String),
    /// The start position does not parse.
    #[error("the start position is wrong: {0}")]
    BadStart(#[from] PositionError),
    /// The start position names another variant or a sandbox, and does not parse as one.
    #[error("the start position is wrong: {0}")]
    BadVariantStart(lasca_rules::AnyPositionError),
    /// A move is malformed or illegal.
    #[error("{0}")]
    BadMove(#[from] RecordError),
}

impl SavedGame {
    /// The record of `game` played by `players`, stamped with the current time.
    pub fn new(game: &AnyGame, players: Players) -> SavedGame {
        SavedGame {
            format: FORMAT_NAME.to_owned(),
            version: FORMAT_VERSION,
            saved_at: humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string(),
            players,
            settings: game.settings(),
            start: game.start_position().to_string(),
            moves: game.move_texts(),
            result: game.outcome().map(|outcome| outcome.to_string()),
            ended: game.ending(),
            review: None,
        }
    }

    /// The same record with the engine's review kept in it.
    pub fn with_review(mut self, review: Option<StoredReview>) -> SavedGame {
        self.review = review;
        self
    }

    /// Pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a saved game always serialises")
    }

    /// Reads a saved game's text, checking the format, the version and every move.
    pub fn parse(text: &str) -> Result<(SavedGame, AnyGame), LoadError> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(json_error)?;
        if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT_NAME) {
            return Err(LoadError::WrongFormat);
        }
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(version) if version == u64::from(FORMAT_VERSION) => {}
            Some(found) => return Err(LoadError::UnsupportedVersion { found }),
            None => return Err(LoadError::Damaged("no format version".into())),
        }
        let saved: SavedGame =
            serde_json::from_value(value).map_err(|e| LoadError::Damaged(e.to_string()))?;
        let game = saved.replay()?;
        Ok((saved, game))
    }

    /// The game these moves make from the start position, ended as the players ended it,
    /// naming the first bad move.
    pub fn replay(&self) -> Result<AnyGame, LoadError> {
        let start = start_position(&self.start)?;
        let mut game = AnyGame::replay(start, self.settings, &self.moves)?;
        game.end_as_recorded(self.ended)?;
        Ok(game)
    }
}

/// A saved start: a Lasca 7x7 position (whose errors the game can word), or one whose prefix
/// names an 8x8 variant or a sandbox.
fn start_position(text: &str) -> Result<AnyPosition, LoadError> {
    if Variant::is_named(text) {
        AnyPosition::parse(text).map_err(LoadError::BadVariantStart)
    } else {
        Ok(AnyPosition::from(text.parse::<Position>()?))
    }
}

fn json_error(error: serde_json::Error) -> LoadError {
    match error.classify() {
        serde_json::error::Category::Eof => LoadError::Truncated,
        serde_json::error::Category::Io | serde_json::error::Category::Syntax => {
            LoadError::NotJson(error.to_string())
        }
        serde_json::error::Category::Data => LoadError::Damaged(error.to_string()),
    }
}

/// Writes `contents` to `path` atomically: a temporary file in the same folder, flushed to
/// disk, then renamed over the old file. A crash leaves the old file or the new one, never half.
pub fn write_atomically(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder)?;
    let mut file = tempfile::NamedTempFile::new_in(folder)?;
    file.write_all(contents)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Saves `saved` to `path` atomically.
pub fn save_file(path: &Path, saved: &SavedGame) -> std::io::Result<()> {
    write_atomically(path, saved.to_json().as_bytes())
}

/// Reads and checks a saved game file.
pub fn load_file(path: &Path) -> Result<(SavedGame, AnyGame), LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io {
        path: path.to_owned(),
        source,
    })?;
    let text = String::from_utf8(bytes)
        .map_err(|_| LoadError::NotJson("the file is not UTF-8 text".into()))?;
    SavedGame::parse(&text)
}

/// The user's data folder for Lasca 3D (`LASCA_DATA_DIR` overrides it).
pub fn data_dir() -> Option<PathBuf> {
    // One rule for the game and the server (`lasca-server` keeps its database there too).
    lasca_online::cli::data_dir()
}

/// Where the running game is saved after every move.
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join("autosave.json"))
}

#[cfg(test)]
mod tests {
    use lasca_rules::{Game, Variant};

    use super::*;
    use crate::record::Player;

    fn played_game() -> AnyGame {
        played(AnyGame::from(Game::new()))
    }

    fn played(mut game: AnyGame) -> AnyGame {
        // Captures, a liberation and tall columns.
        for i in 0..40 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.try_play(moves[(i * 5 + 3) % moves.len()]).unwrap();
        }
        game
    }

    #[test]
    fn round_trip_keeps_the_game() {
        let game = played_game();
        let players = Players {
            white: Player::ai(2),
            black: Player::Human,
        };
        let saved = SavedGame::new(&game, players);
        let (back, replayed) = SavedGame::parse(&saved.to_json()).unwrap();
        assert_eq!(back, saved);
        assert_eq!(replayed, game);
        assert_eq!(replayed.position(), game.position());
    }

    #[test]
    fn a_resigned_or_agreed_game_loads_back_ended_the_same_way() {
        let players = Players {
            white: Player::Human,
            black: Player::ai(3),
        };
        let mut resigned = AnyGame::from(Game::new());
        resigned.play_str("c3-d4").unwrap();
        resigned.resign(lasca_rules::Colour::White).unwrap();
        let mut agreed = AnyGame::start(Variant::Lasca8);
        agreed.agree_draw().unwrap();
        for game in [resigned, agreed] {
            let saved = SavedGame::new(&game, players);
            let json = saved.to_json();
            assert!(json.contains("\"ended\""), "{json}");
            let (back, replayed) = SavedGame::parse(&json).unwrap();
            assert_eq!(back, saved);
            assert_eq!(replayed, game);
            assert_eq!(replayed.outcome(), game.outcome());
            assert!(replayed.ending().is_some());
        }
        // A game going on keeps no end in its file.
        let json = SavedGame::new(&played_game(), players).to_json();
        assert!(!json.contains("\"ended\""), "{json}");
    }

    #[test]
    fn an_eight_by_eight_game_and_a_sandbox_come_back_as_they_were() {
        let sandbox =
            AnyPosition::parse("sandbox-bashni: w a1:W d4:bwwwwwwwwwwwwwwbbbbbbbb h8:b").unwrap();
        for game in [
            played(AnyGame::start(Variant::Bashni)),
            played(AnyGame::start(Variant::Lasca8)),
            played(AnyGame::from_position(sandbox, RuleSettings::default())),
        ] {
            let saved = SavedGame::new(&game, Players::default());
            let (_, back) = SavedGame::parse(&saved.to_json()).unwrap();
            assert_eq!(back, game);
            assert_eq!(back.variant(), game.variant());
            assert_eq!(back.is_sandbox(), game.is_sandbox());
        }
    }

    #[test]
    fn corrupt_files_say_what_is_wrong() {
        let game = played_game();
        let json = SavedGame::new(&game, Players::default()).to_json();
        let truncated = &json[..json.len() / 2];
        assert!(matches!(
            SavedGame::parse(truncated),
            Err(LoadError::Truncated)
        ));
        assert!(matches!(
            SavedGame::parse("hello"),
            Err(LoadError::NotJson(_))
        ));
        assert!(matches!(
            SavedGame::parse("{}"),
            Err(LoadError::WrongFormat)
        ));
        assert!(matches!(
            SavedGame::parse("[1,2]"),
            Err(LoadError::WrongFormat)
        ));
        let v2 = json.replace("\"version\": 1", "\"version\": 2");
        assert!(matches!(
            SavedGame::parse(&v2),
            Err(LoadError::UnsupportedVersion { found: 2 })
        ));
        let no_moves = json.replace("\"moves\"", "\"mooves\"");
        assert!(matches!(
            SavedGame::parse(&no_moves),
            Err(LoadError::Damaged(_))
        ));
        let bad_start = json.replace("\"start\": \"w ", "\"start\": \"x ");
        assert!(matches!(
            SavedGame::parse(&bad_start),
            Err(LoadError::BadStart(_))
        ));
        let third = &game.moves()[2].to_string();
        let illegal = json.replacen(&format!("\"{third}\""), "\"a1-b2\"", 1);
        let error = SavedGame::parse(&illegal).unwrap_err();
        assert!(error.to_string().starts_with("move 3 (a1-b2)"), "{error}");
    }

    #[test]
    fn atomic_writes_replace_the_whole_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/game.json");
        let saved = SavedGame::new(&played_game(), Players::default());
        save_file(&path, &saved).unwrap();
        let (back, _) = load_file(&path).unwrap();
        assert_eq!(back, saved);
        let empty = SavedGame::new(&AnyGame::default(), Players::default());
        save_file(&path, &empty).unwrap();
        assert_eq!(load_file(&path).unwrap().0, empty);
        let leftovers = std::fs::read_dir(path.parent().unwrap()).unwrap().count();
        assert_eq!(leftovers, 1, "no temporary file is left behind");
        assert!(matches!(
            load_file(&dir.path().join("missing.json")),
            Err(LoadError::Io { .. })
        ));
    }
}
