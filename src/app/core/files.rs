//! Where the game's files are, and the autosaved game offered at start.
//!
//! [`RecordFiles`] says where files go: the user's folders in the game, a temporary folder in
//! tests, nothing at all by default (the headless tests write no file). [`ResumeOffer`] holds
//! an unfinished autosaved game until the player answers; while it waits the board, the
//! record keys and the autosave wait too.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use lasca_rules::AnyGame;

use crate::record::{self, LoadError, SavedGame, Settings, load_file};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RecordFiles>()
        .init_resource::<ResumeOffer>();
}

/// Where the game keeps its files. A path left `None` writes nothing there.
#[derive(Resource, Clone, Debug, Default)]
pub struct RecordFiles {
    /// The running game, written after every move.
    pub autosave: Option<PathBuf>,
    /// The folder Save and Open use for plain file names.
    pub saves: Option<PathBuf>,
    /// The settings file.
    pub settings: Option<PathBuf>,
    /// The folder of game files the player added to the classic games library.
    pub library: Option<PathBuf>,
}

/// Save or Open was given no file name (the message asks for one, in the player's language).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::t!("files-type-a-name"))]
pub struct NoName;

impl RecordFiles {
    /// The user's folders (the `directories` crate; `LASCA_DATA_DIR` and `LASCA_CONFIG_DIR`
    /// override them).
    pub fn user() -> RecordFiles {
        RecordFiles {
            autosave: record::autosave_path(),
            saves: record::data_dir().map(|dir| dir.join("saves")),
            settings: Settings::default_path(),
            library: record::data_dir().map(|dir| dir.join("library")),
        }
    }

    /// Every file in one folder (tests).
    pub fn in_folder(folder: &Path) -> RecordFiles {
        RecordFiles {
            autosave: Some(folder.join("autosave.json")),
            saves: Some(folder.join("saves")),
            settings: Some(folder.join("settings.json")),
            library: Some(folder.join("library")),
        }
    }

    /// The file a name typed in Save or Open means: a plain name is in the saves folder, and
    /// `.json` is added when the name has no extension (`.pgn` saves a game file).
    pub fn resolve(&self, name: &str) -> Result<PathBuf, NoName> {
        let name = name.trim();
        if name.is_empty() {
            return Err(NoName);
        }
        let mut path = PathBuf::from(name);
        if path.extension().is_none() {
            path.set_extension("json");
        }
        let plain = path.components().count() == 1;
        Ok(match &self.saves {
            Some(folder) if plain => folder.join(path),
            _ => path,
        })
    }

    /// The saved games in the saves folder, newest first.
    pub fn saved_games(&self) -> Vec<PathBuf> {
        let Some(entries) = self
            .saves
            .as_ref()
            .and_then(|dir| std::fs::read_dir(dir).ok())
        else {
            return Vec::new();
        };
        let mut games: Vec<(std::time::SystemTime, PathBuf)> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| {
                path.extension().is_some_and(|e| e == "json") || record::is_game_file(path)
            })
            .map(|path| {
                let modified = path.metadata().and_then(|m| m.modified());
                (modified.unwrap_or(std::time::UNIX_EPOCH), path)
            })
            .collect();
        games.sort_by(|a, b| b.cmp(a));
        games.into_iter().map(|(_, path)| path).collect()
    }
}

/// An unfinished game found in the autosave at start, waiting for the player to resume it or
/// not. While it waits the autosave is left alone and the board is locked.
#[derive(Resource, Debug, Default)]
pub struct ResumeOffer(pub Option<Box<Resumable>>);

/// An autosaved game that can be resumed.
#[derive(Debug, Clone)]
pub struct Resumable {
    /// The file's record (players, date).
    pub saved: SavedGame,
    /// The game, every move checked.
    pub game: AnyGame,
}

impl ResumeOffer {
    /// Looks at the autosave: an unfinished game with moves is offered; a damaged file is
    /// moved aside (never lost) with a warning to show.
    pub fn check(files: &RecordFiles) -> (ResumeOffer, Option<String>) {
        let Some(path) = &files.autosave else {
            return (ResumeOffer(None), None);
        };
        match load_file(path) {
            Ok((saved, game)) if game.outcome().is_none() && game.ply() > 0 => {
                (ResumeOffer(Some(Box::new(Resumable { saved, game }))), None)
            }
            Ok(_) => (ResumeOffer(None), None),
            Err(LoadError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
                (ResumeOffer(None), None)
            }
            Err(error) => {
                let aside = path.with_extension("damaged.json");
                let error = error.to_string();
                let warning = match std::fs::rename(path, &aside) {
                    Ok(()) => crate::t!(
                        "files-autosave-unreadable-kept",
                        error = error,
                        kept = aside.display().to_string()
                    ),
                    Err(_) => crate::t!("files-autosave-unreadable", error = error),
                };
                (ResumeOffer(None), Some(warning))
            }
        }
    }
}
