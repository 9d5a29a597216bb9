//! The 3D game's command-line options (`lasca` with no subcommand). The game itself is
//! `crate::app::run`.

use std::path::PathBuf;

use clap::Args;

use crate::i18n::Language;
use crate::record::{AnimationSpeed, CameraPreset, Graphics, Player, RenderScale, Theme};

/// Command-line options of the 3D game.
#[derive(Args, Clone, Debug, Default)]
pub struct GameArgs {
    /// The game to play: `lasca7` (Lasca 7x7, the default), `lasca8` (Lasca 8x8) or `bashni`.
    #[arg(long, value_parser = super::rules::parse_variant, conflicts_with = "load")]
    pub variant: Option<lasca_rules::Variant>,
    /// Start from this position (RULES.md notation; an 8x8 position or a sandbox names its
    /// variant: `bashni: w ...`, `sandbox-lasca7: w ...`) instead of the start.
    #[arg(long)]
    pub position: Option<String>,
    /// Play these moves (space separated, RULES.md notation) before handing over.
    #[arg(long, value_name = "MOVES")]
    pub moves: Option<String>,
    /// Open this saved game (every move is checked; a bad file stops with status 2).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "moves"])]
    pub load: Option<PathBuf>,
    /// Start a new game without offering to resume the autosaved one.
    #[arg(long)]
    pub new: bool,
    /// Who plays White: `human` or `ai:LEVEL` (1-8). Default: the settings' (human at first).
    #[arg(long, value_name = "PLAYER")]
    pub white: Option<Player>,
    /// Who plays Black: `human` or `ai:LEVEL` (1-8). Default: the settings' (the AI at level 3
    /// at first).
    #[arg(long, value_name = "PLAYER")]
    pub black: Option<Player>,
    /// Save a PNG of the window to PATH and exit, once the scene is drawn and --frames more
    /// frames have passed.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Frames to render after the scene is first drawn, before the screenshot (or before
    /// exiting without one). Default with --screenshot: 5.
    #[arg(long, value_name = "N")]
    pub frames: Option<u32>,
    /// Window size in pixels.
    #[arg(long, value_name = "WxH", default_value = "1280x720", value_parser = parse_window)]
    pub window: Option<(u32, u32)>,
    /// Animation speed. Default: the settings' (normal at first).
    #[arg(long, value_enum)]
    pub speed: Option<AnimationSpeed>,
    /// The camera to start with. Default: the settings' start view (white at first).
    #[arg(long, value_enum)]
    pub view: Option<CameraPreset>,
    /// Rendering quality: `fast` drops shadows and multisampling; `auto` picks `fast` on a
    /// software renderer and `fancy` on a GPU.
    #[arg(long, value_enum, default_value_t = Graphics::Auto)]
    pub graphics: Graphics,
    /// How finely the 3D scene is drawn against the window's pixels (the panels always at the
    /// window's): `auto` is 0.5 on a software renderer, 1 on a GPU. Default: the settings'.
    #[arg(long, value_enum)]
    pub render_scale: Option<RenderScale>,
    /// Log frame times (median and worst) every few seconds; turns vsync off.
    #[arg(long)]
    pub frame_stats: bool,
    /// Open the position editor at once, on the position the game starts from.
    #[arg(long)]
    pub edit: bool,
    /// Open the lessons: at lesson N (1 = the first), or at the first one not finished.
    #[arg(
        long,
        value_name = "N",
        num_args = 0..=1,
        default_missing_value = "0",
        value_parser = parse_lesson
    )]
    pub learn: Option<usize>,
    /// Open the puzzles: an unsolved one near your rating.
    #[arg(long, conflicts_with = "learn")]
    pub puzzles: bool,
    /// Open the Classic games window (Lasker's 1911 games and your own files).
    #[arg(long)]
    pub library: bool,
    /// Open the Online window (play a friend on a `lasca serve` server).
    #[arg(long)]
    pub online: bool,
    /// The look for this run. Default: the settings' (ivory at first).
    #[arg(long, value_enum, value_name = "NAME")]
    pub theme: Option<Theme>,
    /// The language for this run (`en`, `de`, `pl`). Default: the settings', else the system's.
    #[arg(long, value_name = "CODE", value_parser = parse_language)]
    pub lang: Option<Language>,
    /// The panels' scale for this run, in percent (75 to 200). Default: the settings' (100).
    #[arg(long, value_name = "PERCENT", value_parser = clap::value_parser!(u32).range(75..=200))]
    pub ui_scale: Option<u32>,
}

impl GameArgs {
    /// Whether the command line names what to play at once (a game, a lesson, the editor, a
    /// screenshot): then no autosaved game is offered.
    pub fn names_a_game(&self) -> bool {
        self.new
            || self.edit
            || self.learn.is_some()
            || self.puzzles
            || self.load.is_some()
            || self.position.is_some()
            || self.moves.is_some()
            || self.variant.is_some()
            || self.screenshot.is_some()
    }
}

/// Parses `--learn`'s lesson number: 0 (the first lesson not finished) or a lesson's.
fn parse_lesson(text: &str) -> Result<usize, String> {
    let count = crate::record::BUILTIN_LESSONS.len();
    text.parse::<usize>()
        .ok()
        .filter(|&n| n <= count)
        .ok_or_else(|| format!("`{text}`: there are lessons 1 to {count}"))
}

fn parse_language(code: &str) -> Result<Language, String> {
    Language::from_code(code)
        .ok_or_else(|| format!("no language `{code}` (the game has: {})", Language::codes()))
}

/// Parses `WxH` (clap shows the error with the option's name).
fn parse_window(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("window size `{text}` is not WIDTHxHEIGHT"))?;
    let size = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|&n| (64..=16384).contains(&n))
            .ok_or_else(|| format!("window size `{text}`: `{s}` is not a size from 64 to 16384"))
    };
    Ok((size(w)?, size(h)?))
}
