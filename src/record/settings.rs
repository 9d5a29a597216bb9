//! Settings kept between runs in the user's config folder.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{Players, write_atomically};

mod read;
#[cfg(test)]
mod tests;

/// How fast moves are animated (also the game's `--speed` option).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum AnimationSpeed {
    /// No animation: men jump to their squares.
    Instant,
    /// Twice the normal speed.
    Fast,
    /// The normal speed.
    #[default]
    Normal,
    /// Half the normal speed, to follow every hop.
    Slow,
}

impl AnimationSpeed {
    /// Every speed, fastest first.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Instant,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// How long animations take compared with normal speed (0 for instant).
    pub const fn duration_factor(self) -> f32 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 2.0,
        }
    }

    /// A label for menus, in the current language.
    pub fn label(self) -> String {
        match self {
            AnimationSpeed::Instant => crate::t!("speed-instant"),
            AnimationSpeed::Fast => crate::t!("speed-fast"),
            AnimationSpeed::Normal => crate::t!("speed-normal"),
            AnimationSpeed::Slow => crate::t!("speed-slow"),
        }
    }
}

/// Where the camera looks from: a preset view (also the game's `--view` option, the keys W, B
/// and T, and the start view kept in the settings).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum CameraPreset {
    /// From behind White's side.
    #[default]
    White,
    /// From behind Black's side.
    Black,
    /// Straight down.
    Top,
}

/// How much the renderer does per frame (the game's `--graphics` option).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, clap::ValueEnum)]
pub enum Graphics {
    /// Fancy on a GPU, fast on a software renderer (where fancy runs at a third of the speed).
    #[default]
    Auto,
    /// Shadows and 4x multisampling.
    Fancy,
    /// No shadows, no multisampling: for software rendering.
    Fast,
}

/// How finely the 3D scene is drawn, against the window's pixels (the panels are always
/// drawn at the window's own): the Settings' render scale, also `--render-scale`.
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Default, Hash, Serialize, Deserialize, clap::ValueEnum,
)]
pub enum RenderScale {
    /// Half on a software renderer (where drawing the scene is most of a frame's cost), whole
    /// on a GPU.
    #[default]
    #[serde(rename = "auto")]
    #[value(name = "auto")]
    Auto,
    /// Every pixel.
    #[serde(rename = "1")]
    #[value(name = "1")]
    Full,
    /// Three pixels in four across.
    #[serde(rename = "0.75")]
    #[value(name = "0.75")]
    ThreeQuarters,
    /// Half across and down: a quarter of the pixels.
    #[serde(rename = "0.5")]
    #[value(name = "0.5")]
    Half,
}

impl RenderScale {
    /// Every choice, in the order menus show them.
    pub const ALL: [RenderScale; 4] = [
        RenderScale::Auto,
        RenderScale::Full,
        RenderScale::ThreeQuarters,
        RenderScale::Half,
    ];

    /// The factor, settled for a renderer that is (or is not) software.
    pub fn factor(self, software: bool) -> f32 {
        match self {
            RenderScale::Auto if software => 0.5,
            RenderScale::Auto | RenderScale::Full => 1.0,
            RenderScale::ThreeQuarters => 0.75,
            RenderScale::Half => 0.5,
        }
    }
}

impl CameraPreset {
    /// Every preset, in the order menus show them.
    pub const ALL: [CameraPreset; 3] =
        [CameraPreset::White, CameraPreset::Black, CameraPreset::Top];
}

/// How the board, the men and the panels look (the Settings' theme, also `--theme`).
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Default, Hash, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Ivory and ebony men on a green and cream board (the first look). A theme name this
    /// version does not know (from a newer version's settings) reads as this one.
    #[default]
    Ivory,
    /// White and near-black men with strong outlines on a black and white board.
    HighContrast,
    /// Men that differ in a relief on the face and ribs on the rim as well as in colour
    /// (sky blue and dark vermilion, which every common colour vision tells apart), so that
    /// even a grey-scale picture shows whose they are.
    ColourSafe,
    /// Boxwood and rosewood men on a walnut and maple board.
    Wood,
}

impl Theme {
    /// Every theme, in the order menus show them.
    pub const ALL: [Theme; 4] = [
        Theme::Ivory,
        Theme::HighContrast,
        Theme::ColourSafe,
        Theme::Wood,
    ];
}

/// A theme by name; one this version does not know (a newer version's) is the first.
fn any_theme<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Theme, D::Error> {
    use serde::de::IntoDeserializer;
    let name = String::deserialize(deserializer)?;
    let known: Result<Theme, serde::de::value::Error> =
        Theme::deserialize(name.as_str().into_deserializer());
    Ok(known.unwrap_or_default())
}

/// The panels' scale (egui's zoom): the Settings' UI scale.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

/// A UI scale brought into [`UI_SCALES`] (a hand-edited file may hold anything; no number
/// is 1).
pub fn ui_scale_in_range(scale: f32) -> f32 {
    if scale.is_finite() {
        scale.clamp(*UI_SCALES.start(), *UI_SCALES.end())
    } else {
        1.0
    }
}

/// AI-vs-AI games are drawn after this many plies unless the player changes it (the watch
/// panel, the settings, `lasca match --max-plies`).
pub const AI_VS_AI_PLY_LIMIT: u32 = 300;
/// The ply limits a player may choose for AI-vs-AI games.
pub const AI_PLY_LIMITS: std::ops::RangeInclusive<u32> = 10..=10_000;
/// Seconds between moves when the AI plays itself, unless the player changes it.
pub const AI_DELAY_SECONDS: f32 = 0.5;
/// The longest delay between moves when the AI plays itself, in seconds.
pub const MAX_AI_DELAY_SECONDS: f32 = 5.0;

/// A new player's puzzle rating.
pub const START_PUZZLE_RATING: f32 = 1000.0;

/// The deviation of a rating brought over from a version that kept only the number (an Elo
/// rating that has seen some puzzles: surer than a newcomer's 350).
pub const CARRIED_DEVIATION: f64 = 200.0;

/// The player's puzzle tries, for Glicko-2 ([`lasca_ai::glicko`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleHistory {
    /// The player's rating before the first try recorded here: `[rating, deviation,
    /// volatility]`; `None` until the first try (the rating then starts from
    /// [`Settings::puzzle_rating`]).
    pub start: Option<[f64; 3]>,
    /// The first tries, in the order played.
    pub tries: Vec<PuzzleTry>,
}

/// One first try at a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleTry {
    /// The puzzle's id (`p0012`).
    pub id: String,
    /// Solved without a wrong move.
    pub solved: bool,
}

impl PuzzleHistory {
    /// The player's rating before the first try: the recorded start, or `rating` (the settings'
    /// number) as a newcomer's (deviation 350) when it is the start rating, else carried over.
    pub fn start_rating(&self, rating: f32) -> lasca_ai::glicko::Rating {
        use lasca_ai::glicko::{MAX_DEVIATION, Rating};
        match self.start {
            Some([rating, deviation, volatility]) => Rating {
                rating,
                deviation,
                volatility,
            },
            None if rating == START_PUZZLE_RATING => Rating::new(f64::from(rating), MAX_DEVIATION),
            None => Rating::new(f64::from(rating), CARRIED_DEVIATION),
        }
    }
}

/// Why the settings file was not used, or not all of it: it could not be read, it is not
/// settings at all (then every setting is the default), or some settings in it are not valid
/// (then only those are the default, each on its own, and every other one is read). The file as
/// it was is kept aside first, so nothing the player had is lost. The game shows it in the
/// player's language; its `Display` text is the command line's.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SettingsProblem {
    /// The settings file.
    pub path: PathBuf,
    /// What went wrong, in the words of the system or of the JSON reader (for bad settings,
    /// each one's name and why, `sound: invalid type: integer `3`, expected a boolean`, joined
    /// by `; `).
    pub error: String,
    /// The file was read but is not (all) settings; else it could not be read.
    pub broken: bool,
    /// The settings that were not valid and are the default now, each on its own; empty when
    /// the whole file could not be used (every setting is the default).
    pub fields: Vec<BadSetting>,
    /// Where the file as it was is kept (`settings.damaged.json` beside it), before anything
    /// can write over it; or why it could not be kept.
    pub kept: Result<PathBuf, KeepAsideError>,
}

/// Why the settings file as it was could not be kept aside.
#[derive(Clone, Debug, thiserror::Error)]
pub enum KeepAsideError {
    /// The copy could not be written there (or the unreadable file moved there).
    #[error("{source}")]
    Write {
        /// Where the copy was to go (`settings.damaged.json`).
        path: PathBuf,
        /// What the system said.
        #[source]
        source: Arc<std::io::Error>,
    },
    /// Every name for a copy is taken by an older, different one.
    #[error("{most} damaged copies are there already ({stem}.damaged-{most}.json)")]
    Full {
        /// How many copies are tried.
        most: u32,
        /// The settings file's name without its extension (`settings`).
        stem: String,
    },
}

/// Two errors are the same when they name the same copy and the system said the same.
impl PartialEq for KeepAsideError {
    fn eq(&self, other: &KeepAsideError) -> bool {
        match (self, other) {
            (
                KeepAsideError::Write { path, source },
                KeepAsideError::Write {
                    path: other_path,
                    source: other_source,
                },
            ) => {
                path == other_path
                    && source.kind() == other_source.kind()
                    && source.to_string() == other_source.to_string()
            }
            (
                KeepAsideError::Full { most, stem },
                KeepAsideError::Full {
                    most: other_most,
                    stem: other_stem,
                },
            ) => most == other_most && stem == other_stem,
            _ => false,
        }
    }
}

impl Eq for KeepAsideError {}

/// One setting of the file that was not valid and fell back to its default alone.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadSetting {
    /// The setting's name in the file (`sound`, `players.white`, `lessons_done[2]`).
    pub name: String,
    /// Why it was not valid, in the JSON reader's words.
    pub error: String,
}

impl SettingsProblem {
    /// Whether every setting is the default (the file could not be read, or is not settings);
    /// else only [`fields`](SettingsProblem::fields) are.
    pub fn whole_file(&self) -> bool {
        self.fields.is_empty()
    }
}

impl std::fmt::Display for SettingsProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        let error = &self.error;
        if !self.broken {
            write!(f, "cannot read settings {path}: {error}; using defaults")?;
        } else if self.whole_file() {
            write!(
                f,
                "settings file {path} is broken ({error}); using defaults"
            )?;
        } else {
            let names: Vec<&str> = self.fields.iter().map(|bad| bad.name.as_str()).collect();
            write!(
                f,
                "settings file {path}: {} not valid ({error}); using the default for {}, \
                 every other setting is kept",
                names.join(", "),
                if names.len() == 1 { "it" } else { "them" }
            )?;
        }
        match &self.kept {
            Ok(kept) => write!(f, "; the file as it was is kept as {}", kept.display()),
            Err(why) => write!(f, "; the file could not be kept aside: {why}"),
        }
    }
}

impl std::error::Error for SettingsProblem {}

/// A log-in to a game server's site (docs/ONLINE.md, "Accounts"): the server, the account's
/// name, and the session's cookie, which the server can end (log out, or log out everywhere).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct OnlineAccount {
    /// The server, as typed (`host:port`).
    pub server: String,
    /// The account's name.
    pub name: String,
    /// The session's cookie, `lasca_session=...`.
    pub cookie: String,
}

/// Everything the player can set that outlives a run.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How fast moves are animated.
    pub animation_speed: AnimationSpeed,
    /// The threefold-repetition draw (house rule).
    pub repetition_draw: bool,
    /// The players a new game starts with.
    pub players: Players,
    /// The camera's starting view.
    pub camera: CameraPreset,
    /// Sounds on or off.
    pub sound: bool,
    /// Seconds between moves when the AI plays itself.
    pub ai_delay_seconds: f32,
    /// Plies after which an AI vs AI game is drawn.
    pub ai_ply_limit: u32,
    /// The lessons finished, by id (`01-soldiers-step-forward`), in the order finished.
    pub lessons_done: Vec<String>,
    /// The player's puzzle rating (Glicko-2's rating, kept here as older versions read it; the
    /// whole rating is recomputed from [`puzzle_history`](Settings::puzzle_history)).
    pub puzzle_rating: f32,
    /// Every first try at a puzzle, and the player's rating before the first of them: enough
    /// to recompute the player's and each puzzle's Glicko-2 rating.
    pub puzzle_history: PuzzleHistory,
    /// The puzzles solved, by id (`p0012`).
    pub puzzles_solved: Vec<String>,
    /// Puzzles solved in a row.
    pub puzzle_streak: u32,
    /// The game server last used (`localhost`, `host:port`).
    pub online_server: String,
    /// The account logged in to on a server's site, if any: the game connects as it there.
    pub online_account: Option<OnlineAccount>,
    /// The look of the board, the men and the panels.
    #[serde(deserialize_with = "any_theme")]
    pub theme: Theme,
    /// The language's code (`de`); none: the system's language.
    pub language: Option<String>,
    /// The panels' scale, 0.75 to 2.
    pub ui_scale: f32,
    /// How finely the 3D scene is drawn.
    pub render_scale: RenderScale,
    /// Settings this version does not know (a newer version's), written back as they were read
    /// so that a run of an older version loses none of them.
    #[serde(flatten)]
    pub other: serde_json::Map<String, serde_json::Value>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation_speed: AnimationSpeed::Normal,
            repetition_draw: true,
            players: Players::default(),
            camera: CameraPreset::White,
            sound: true,
            ai_delay_seconds: AI_DELAY_SECONDS,
            ai_ply_limit: AI_VS_AI_PLY_LIMIT,
            lessons_done: Vec::new(),
            puzzle_rating: START_PUZZLE_RATING,
            puzzle_history: PuzzleHistory::default(),
            puzzles_solved: Vec::new(),
            puzzle_streak: 0,
            online_server: "localhost".to_owned(),
            online_account: None,
            theme: Theme::Ivory,
            language: None,
            ui_scale: 1.0,
            render_scale: RenderScale::Auto,
            other: serde_json::Map::new(),
        }
    }
}

impl Settings {
    /// The settings file in the user's config folder.
    pub fn default_path() -> Option<PathBuf> {
        config_dir().map(|dir| dir.join("settings.json"))
    }

    /// Reads settings; a missing file gives the defaults. Never fails, and never loses what the
    /// file holds: each setting is read on its own, so one that is not valid (a hand edit, a
    /// file from another version) is the default alone and every other one is read; a file
    /// that cannot be read or is not settings gives the defaults. Either way the file as it was
    /// is first kept aside (`settings.damaged.json` beside it), and the problem says so.
    pub fn load(path: &Path) -> (Settings, Option<SettingsProblem>) {
        let problem =
            |error: String, broken: bool, fields: Vec<BadSetting>, kept| SettingsProblem {
                path: path.to_owned(),
                error,
                broken,
                fields,
                kept,
            };
        let bytes = match std::fs::read(path) {
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            Err(error) => {
                let kept = read::keep_aside(path, None);
                return (
                    Settings::default(),
                    Some(problem(error.to_string(), false, Vec::new(), kept)),
                );
            }
            Ok(bytes) => bytes,
        };
        match read::settings(&bytes) {
            Ok((settings, fields)) if fields.is_empty() => (settings.sanitised(), None),
            Ok((settings, fields)) => {
                let error = fields
                    .iter()
                    .map(|bad| format!("{}: {}", bad.name, bad.error))
                    .collect::<Vec<_>>()
                    .join("; ");
                let kept = read::keep_aside(path, Some(&bytes));
                (
                    settings.sanitised(),
                    Some(problem(error, true, fields, kept)),
                )
            }
            Err(error) => {
                let kept = read::keep_aside(path, Some(&bytes));
                (
                    Settings::default(),
                    Some(problem(error.to_string(), true, Vec::new(), kept)),
                )
            }
        }
    }

    /// Writes the settings atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let json = serde_json::to_string_pretty(self).expect("settings always serialise");
        write_atomically(path, json.as_bytes())
    }

    /// Numbers brought back into range (a hand-edited file may hold anything).
    fn sanitised(mut self) -> Settings {
        self.ai_delay_seconds = if self.ai_delay_seconds.is_finite() {
            self.ai_delay_seconds.clamp(0.0, MAX_AI_DELAY_SECONDS)
        } else {
            Settings::default().ai_delay_seconds
        };
        self.ai_ply_limit = self
            .ai_ply_limit
            .clamp(*AI_PLY_LIMITS.start(), *AI_PLY_LIMITS.end());
        self.ui_scale = ui_scale_in_range(self.ui_scale);
        self
    }
}

/// The user's config folder for Lasca 3D (`LASCA_CONFIG_DIR` overrides it).
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("LASCA_CONFIG_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Lasca 3D", "lasca3d").map(|d| d.config_dir().to_owned())
}
