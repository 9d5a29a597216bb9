//! The 3D game: a Bevy app around the rules crate.
//!
//! Data flows one way: input (picking, keys, the HUD) -> a controller -> the [`rules::Rules`]
//! resource (the only source of truth) -> the men's entities ([`men`]) -> animations ->
//! presentation. [`CorePlugin`] holds everything that decides what happens and runs headless
//! (tests use it under `MinimalPlugins`); [`ViewPlugin`] adds the window: the board, the look of
//! the men, picking, the camera, the HUD and screenshots.

// Bevy systems take `Query`, `Res` and `Commands` by the dozen; naming their elided lifetimes
// says nothing.
#![allow(elided_lifetimes_in_paths)]

pub mod ai;
pub mod analysis;
pub mod animation;
mod board;
mod camera;
mod capture;
pub mod editor;
mod glyphs;
pub mod history;
mod hud;
pub mod men;
mod modes;
mod picking;
mod pieces;
mod record_panel;
pub mod rules;
pub mod saves;
pub mod selection;
pub mod sound;
pub mod watch;

use std::path::PathBuf;

use bevy::app::{TaskPoolOptions, TaskPoolPlugin, TaskPoolThreadAssignmentPolicy};
use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};
use clap::Args;
use lasca_rules::{Game, Position, RuleSettings};

use crate::record::{self, Player};

pub use ai::{AiOptions, CancelSearches, MoveNow, Search, SearchGeneration};
pub use analysis::{Analysis, AnalysisSearch, AskHint};
pub use animation::{AnimationSettings, AnimationSpeed, FinishAnimations, Inspection};
pub use camera::{Graphics, ViewPreset};
pub use editor::{AppMode, EditorRequest, PositionEditor, Tool};
pub use history::{History, HistoryRequest, Navigate, ReplaceGame};
pub use men::{ManPiece, Placement, Stacks};
pub use rules::{HouseRules, MovePlayed, NewGame, Players, Rules, SubmitMove, TurnState};
pub use saves::{
    ImportText, OpenGame, RecordFiles, RecordNotice, Resumable, ResumeAnswer, ResumeOffer,
    SaveGame, UserSettings,
};
pub use selection::{BoardInput, Feedback, Selection};
pub use watch::{AI_VS_AI_PLY_LIMIT, ScoreTable, Watch};

/// Command-line options of the 3D game.
#[derive(Args, Debug, Default)]
pub struct GameArgs {
    /// Start from this position (RULES.md notation) instead of the start.
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
    /// Who plays White: `human` or `ai:LEVEL` (1-8). Default: human.
    #[arg(long, value_name = "PLAYER")]
    pub white: Option<Player>,
    /// Who plays Black: `human` or `ai:LEVEL` (1-8). Default: the AI at level 3.
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
    pub view: Option<ViewPreset>,
    /// Rendering quality: `fast` drops shadows and multisampling; `auto` picks `fast` on a
    /// software renderer and `fancy` on a GPU.
    #[arg(long, value_enum, default_value_t = Graphics::Auto)]
    pub graphics: Graphics,
    /// Log frame times (median and worst) every few seconds; turns vsync off.
    #[arg(long)]
    pub frame_stats: bool,
    /// Open the position editor at once, on the position the game starts from.
    #[arg(long)]
    pub edit: bool,
}

/// Parses `WxH`.
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

/// The order of a frame's work in `Update`.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameSet {
    /// Pointer and keys become board inputs and requests.
    Input,
    /// Controllers choose moves (the human's selection, the AI's searches).
    Controllers,
    /// The rules play moves and start new games.
    Rules,
    /// The men's entities follow the position.
    Sync,
    /// Animations start, finish and end the turn.
    Animate,
    /// Highlights, the HUD, men easing to rest.
    Present,
}

/// The game without a window: rules, turn flow, the men's entities, input logic and
/// animations. Needs `Time` and states (`MinimalPlugins` + `StatesPlugin` suffice).
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                GameSet::Input,
                GameSet::Controllers,
                GameSet::Rules,
                GameSet::Sync,
                GameSet::Animate,
                GameSet::Present,
            )
                .chain(),
        );
        app.add_plugins(bevy_tweening::TweeningPlugin);
        app.add_plugins((
            rules::plugin,
            men::plugin,
            selection::plugin,
            animation::plugin,
            sound::plugin,
            history::plugin,
            saves::plugin,
            ai::plugin,
            watch::plugin,
            modes::messages_plugin,
            editor::plugin,
            analysis::plugin,
        ));
    }
}

/// The window side: board, men's looks, picking, camera, HUD and screenshots.
pub struct ViewPlugin {
    /// Screenshot and frame options.
    pub capture: capture::CaptureOptions,
    /// The starting camera.
    pub view: ViewPreset,
    /// Rendering quality.
    pub graphics: Graphics,
}

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            MeshPickingPlugin,
            bevy_panorbit_camera::PanOrbitCameraPlugin,
            bevy_egui::EguiPlugin::default(),
        ));
        app.insert_resource(self.capture.clone())
            .insert_resource(camera::StartView(self.view))
            .insert_resource(self.graphics);
        app.add_plugins((
            board::plugin,
            pieces::plugin,
            picking::plugin,
            camera::plugin,
            hud::plugin,
            capture::plugin,
            sound::playback_plugin,
            record_panel::plugin,
            modes::plugin,
            ai::view_plugin,
            watch::view_plugin,
            editor::view_plugin,
            analysis::view_plugin,
        ));
    }
}

/// The game a command line asks for: its start position and moves, checked, under `settings`.
pub fn game_from_args(args: &GameArgs, settings: RuleSettings) -> Result<Game, String> {
    let start = match &args.position {
        Some(text) => text
            .parse::<Position>()
            .map_err(|error| format!("bad --position: {error}"))?,
        None => Position::start(),
    };
    let moves: Vec<&str> = args
        .moves
        .as_deref()
        .map(|text| text.split_whitespace().collect())
        .unwrap_or_default();
    Game::replay(start, settings, &moves).map_err(|error| format!("bad --moves: {error}"))
}

/// The players a command line asks for: `--white` and `--black`, by default `default` (the
/// settings' players, at first a human with White against the AI at level 3).
pub fn players_from_args(args: &GameArgs, default: record::Players) -> Players {
    Players(record::Players {
        white: args.white.unwrap_or(default.white),
        black: args.black.unwrap_or(default.black),
    })
}

/// Task pools for the game: at least two async compute threads, so that a search (which holds
/// its thread for up to a few seconds) never delays pipeline compilation or screenshots, which
/// Bevy also runs there. On a two-core machine the default would be one.
fn task_pools() -> TaskPoolPlugin {
    let defaults = TaskPoolOptions::default();
    TaskPoolPlugin {
        task_pool_options: TaskPoolOptions {
            async_compute: TaskPoolThreadAssignmentPolicy {
                min_threads: 2,
                ..defaults.async_compute.clone()
            },
            ..defaults
        },
    }
}

/// The game to start with and its players: `--load`'s (a bad file is an error), or the one
/// `--position` and `--moves` make with the settings' players and house rules.
fn opening(
    args: &GameArgs,
    user: &UserSettings,
    house: RuleSettings,
) -> Result<(Game, Players), String> {
    match &args.load {
        Some(path) => {
            let (saved, game) = record::load_file(path)
                .map_err(|error| format!("cannot open {}: {error}", path.display()))?;
            Ok((game, players_from_args(args, saved.players)))
        }
        None => Ok((
            game_from_args(args, house)?,
            players_from_args(args, user.settings.players),
        )),
    }
}

/// Opens the game window.
pub fn run(args: GameArgs) -> Result<(), String> {
    let files = RecordFiles::user();
    let user = UserSettings::load(files.settings.as_deref());
    let house = RuleSettings {
        repetition_draw: user.settings.repetition_draw,
        ..RuleSettings::default()
    };
    let (game, players) = opening(&args, &user, house)?;
    // A game the command line names is played at once; otherwise an unfinished autosaved game
    // is offered.
    let named = args.new
        || args.edit
        || args.load.is_some()
        || args.position.is_some()
        || args.moves.is_some()
        || args.screenshot.is_some();
    let (offer, autosave_warning) = if named {
        (ResumeOffer::default(), None)
    } else {
        ResumeOffer::check(&files)
    };
    let notice = RecordNotice::warning(user.warning.clone().or(autosave_warning));
    let mut watch = Watch::default();
    watch.delay = user.settings.ai_delay_seconds;
    watch.ply_limit = Some(user.settings.ai_ply_limit);
    let speed = args.speed.unwrap_or(user.settings.animation_speed);
    let view = args
        .view
        .unwrap_or(record_panel::view_preset(user.settings.camera));
    let sound = sound::SoundEnabled(user.settings.sound);
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64);
    let (width, height) = args.window.unwrap_or((1280, 720));
    if args.screenshot.is_some() && args.frames == Some(0) {
        return Err("--frames must be at least 1 to take a screenshot".into());
    }
    let capture = capture::CaptureOptions {
        screenshot: args.screenshot.clone(),
        frames: args.frames,
        frame_stats: args.frame_stats,
        outcome: default(),
    };
    let outcome = capture.outcome.clone();
    let present_mode = if args.frame_stats {
        PresentMode::AutoNoVsync
    } else {
        PresentMode::AutoVsync
    };
    let mut app = App::new();
    app.insert_resource(Rules { game })
        .insert_resource(players)
        .insert_resource(AiOptions { seed, limits: None })
        .insert_resource(AnimationSettings { speed })
        .insert_resource(HouseRules(house))
        .insert_resource(sound)
        .insert_resource(watch)
        .insert_resource(files)
        .insert_resource(user)
        .insert_resource(offer)
        .insert_resource(notice)
        .insert_resource(ClearColor(Color::srgb(0.11, 0.12, 0.14)))
        .add_plugins(DefaultPlugins.set(task_pools()).set(WindowPlugin {
            primary_window: Some(Window {
                title: "Lasca 3D".into(),
                resolution: WindowResolution::new(width, height),
                present_mode,
                position: WindowPosition::At(IVec2::ZERO),
                ..default()
            }),
            ..default()
        }))
        .add_plugins((
            CorePlugin,
            ViewPlugin {
                capture,
                view,
                graphics: args.graphics,
            },
        ));
    if args.edit {
        app.world_mut().write_message(EditorRequest::Open);
    }
    let exit = app.run();
    if let Some(error) = outcome.lock().map_err(|e| e.to_string())?.take() {
        return Err(error);
    }
    match exit {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(format!("the game stopped with status {code}")),
    }
}
