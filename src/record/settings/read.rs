//! The settings file read setting by setting, and a file that cannot be used kept aside.
//!
//! serde's derived reader gives up on the whole file at the first value it does not like; here
//! each setting is read on its own, so a bad one costs only itself (the player's lessons and
//! puzzle rating never go with a mistyped `sound`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::{BadSetting, KeepAsideError, Settings, any_theme, write_atomically};
use crate::record::Player;

/// Why a settings file is not settings at all.
#[derive(Debug, thiserror::Error)]
pub(super) enum SettingsFileError {
    /// The file is not UTF-8 text.
    #[error("the file is not UTF-8 text")]
    NotUtf8,
    /// The file is JSON, but not an object.
    #[error("the file is not a JSON object")]
    NotObject,
    /// The file is not JSON.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
}

/// The settings a file holds, each one that is not valid left at its default and named; an
/// error when the file is not a JSON object at all.
pub(super) fn settings(bytes: &[u8]) -> Result<(Settings, Vec<BadSetting>), SettingsFileError> {
    let text = std::str::from_utf8(bytes).map_err(|_| SettingsFileError::NotUtf8)?;
    let object = match serde_json::from_str::<Value>(text)? {
        Value::Object(object) => object,
        _ => return Err(SettingsFileError::NotObject),
    };
    let mut fields = Fields {
        object,
        bad: Vec::new(),
    };
    let mut settings = Settings::default();
    let s = &mut settings;
    fields.read("animation_speed", &mut s.animation_speed);
    fields.read("repetition_draw", &mut s.repetition_draw);
    if let Some(value) = fields.object.remove("players") {
        match value {
            Value::Object(players) => {
                let mut sides = Fields {
                    object: players,
                    bad: Vec::new(),
                };
                sides.read_as(
                    "players.white",
                    "white",
                    &mut s.players.white,
                    Player::deserialize,
                );
                sides.read_as(
                    "players.black",
                    "black",
                    &mut s.players.black,
                    Player::deserialize,
                );
                fields.bad.append(&mut sides.bad);
            }
            other => fields.bad.push(not_valid("players", &other, "an object")),
        }
    }
    fields.read("camera", &mut s.camera);
    fields.read("sound", &mut s.sound);
    fields.read("ai_delay_seconds", &mut s.ai_delay_seconds);
    fields.read("ai_ply_limit", &mut s.ai_ply_limit);
    fields.list("lessons_done", &mut s.lessons_done);
    fields.read("puzzle_rating", &mut s.puzzle_rating);
    fields.read("puzzle_history", &mut s.puzzle_history);
    fields.list("puzzles_solved", &mut s.puzzles_solved);
    fields.read("puzzle_streak", &mut s.puzzle_streak);
    fields.read("online_server", &mut s.online_server);
    fields.read("online_account", &mut s.online_account);
    fields.read_as("theme", "theme", &mut s.theme, any_theme);
    fields.read("language", &mut s.language);
    fields.read("ui_scale", &mut s.ui_scale);
    fields.read("render_scale", &mut s.render_scale);
    let Fields { object, bad } = fields;
    s.other = object;
    Ok((settings, bad))
}

/// What is left of the file to read, and the settings found not valid so far.
struct Fields {
    object: Map<String, Value>,
    bad: Vec<BadSetting>,
}

impl Fields {
    /// Reads the setting `name` into `into` when the file has a valid one.
    fn read<T: DeserializeOwned>(&mut self, name: &str, into: &mut T) {
        self.read_as(name, name, into, T::deserialize);
    }

    /// Reads the file's `key` into `into` with `read` (`name` is the setting's full name).
    fn read_as<T>(
        &mut self,
        name: &str,
        key: &str,
        into: &mut T,
        read: impl FnOnce(Value) -> Result<T, serde_json::Error>,
    ) {
        if let Some(value) = self.object.remove(key) {
            match read(value) {
                Ok(value) => *into = value,
                Err(error) => self.bad.push(BadSetting {
                    name: name.to_owned(),
                    error: error.to_string(),
                }),
            }
        }
    }

    /// Reads a list of names entry by entry: an entry that is not text is left out (and
    /// named), every other one kept.
    fn list(&mut self, name: &str, into: &mut Vec<String>) {
        match self.object.remove(name) {
            None => {}
            Some(Value::Array(entries)) => {
                into.clear();
                for (index, entry) in entries.into_iter().enumerate() {
                    match entry {
                        Value::String(text) => into.push(text),
                        other => self.bad.push(not_valid(
                            &format!("{name}[{index}]"),
                            &other,
                            "a string",
                        )),
                    }
                }
            }
            Some(other) => self.bad.push(not_valid(name, &other, "a list")),
        }
    }
}

/// A setting whose value is of the wrong kind.
fn not_valid(name: &str, value: &Value, expected: &str) -> BadSetting {
    let kind = match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    };
    BadSetting {
        name: name.to_owned(),
        error: format!("{kind} where {expected} belongs"),
    }
}

/// Keeps the settings file as it was beside it, before anything writes over it:
/// `settings.damaged.json`, or `settings.damaged-2.json` (and so on) when an older, different
/// copy is there. `bytes` is the file as read; a file that could not be read (`None`) is moved
/// there instead. Gives where it is kept, or why it could not be.
pub(super) fn keep_aside(path: &Path, bytes: Option<&[u8]>) -> Result<PathBuf, KeepAsideError> {
    const MOST: u32 = 100;
    let stem = path
        .file_stem()
        .map_or_else(|| "settings".into(), |stem| stem.to_string_lossy());
    for n in 1..=MOST {
        let name = match n {
            1 => format!("{stem}.damaged.json"),
            n => format!("{stem}.damaged-{n}.json"),
        };
        let aside = path.with_file_name(name);
        match (std::fs::read(&aside), bytes) {
            // The same file was kept by an earlier run.
            (Ok(kept), Some(bytes)) if kept == bytes => return Ok(aside),
            (Err(error), _) if error.kind() == std::io::ErrorKind::NotFound => {
                let kept = match bytes {
                    Some(bytes) => write_atomically(&aside, bytes),
                    None => std::fs::rename(path, &aside),
                };
                return match kept {
                    Ok(()) => Ok(aside),
                    Err(error) => Err(KeepAsideError::Write {
                        path: aside,
                        source: Arc::new(error),
                    }),
                };
            }
            _ => {}
        }
    }
    Err(KeepAsideError::Full {
        most: MOST,
        stem: stem.into_owned(),
    })
}
