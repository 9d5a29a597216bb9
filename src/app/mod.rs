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

pub mod animation;
mod board;
mod camera;
mod capture;
mod glyphs;
mod hud;
pub mod men;
mod picking;
mod pieces;
pub mod rules;
pub mod selection;

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};
use clap::Args;
use lasca_rules::{Game, Position, RuleSettings};

pub use animation::{AnimationSettings, AnimationSpeed, FinishAnimations, Inspection};
pub use camera::{Graphics, ViewPreset};
pub use men::{ManPiece, Placement, Stacks};
pub use rules::{Controller, MovePlayed, NewGame, Players, Rules, SubmitMove, TurnState};
pub use selection::{BoardInput, Feedback, Selection};

/// Command-line options of the 3D game.
#[derive(Args, Debug, Default)]
pub struct GameArgs {
    /// Start from this position (RULES.md notation) instead of the start.
    #[arg(long)]
    pub position: Option<String>,
    /// Play these moves (space separated, RULES.md notation) before handing over.
    #[arg(long, value_name = "MOVES")]
    pub moves: Option<String>,
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
    /// Animation speed.
    #[arg(long, value_enum, default_value_t = AnimationSpeed::Normal)]
    pub speed: AnimationSpeed,
    /// The camera to start with.
    #[arg(long, value_enum, default_value_t = ViewPreset::White)]
    pub view: ViewPreset,
    /// Rendering quality: `fast` drops shadows and multisampling (for software renderers).
    #[arg(long, value_enum, default_value_t = Graphics::Fancy)]
    pub graphics: Graphics,
    /// Log frame times (median and worst) every few seconds; turns vsync off.
    #[arg(long)]
    pub frame_stats: bool,
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
    /// Controllers choose moves (the human's selection; later the AI).
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
        ));
    }
}

/// The game a command line asks for: its start position and moves, checked.
pub fn game_from_args(args: &GameArgs) -> Result<Game, String> {
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
    Game::replay(start, RuleSettings::default(), &moves)
        .map_err(|error| format!("bad --moves: {error}"))
}

/// Opens the game window.
pub fn run(args: GameArgs) -> Result<(), String> {
    let game = game_from_args(&args)?;
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
        .insert_resource(AnimationSettings { speed: args.speed })
        .insert_resource(ClearColor(Color::srgb(0.11, 0.12, 0.14)))
        .add_plugins(DefaultPlugins.set(WindowPlugin {
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
                view: args.view,
                graphics: args.graphics,
            },
        ));
    let exit = app.run();
    if let Some(error) = outcome.lock().map_err(|e| e.to_string())?.take() {
        return Err(error);
    }
    match exit {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(format!("the game stopped with status {code}")),
    }
}
