//! The 3D game: a Bevy app around the rules crate, in one-way layers.
//!
//! ```text
//! core      shared vocabulary: GameSet, the session (who owns the board), AppMode, the
//!           CurrentGame resource and turn flow, settings, shared messages
//! board     geometry, the men's entities, animations, the board's and men's looks, the camera
//! input     picking and keys
//! play      the controllers every activity uses: human, AI, watch, history, files, sound
//! kit       egui helpers for every panel: window content, move rows, the arrow, colours, labels
//! features  one folder per feature (learn, puzzles, review, library, analysis, editor, online)
//! shell     the window's panels that belong to no feature (HUD, moves, dialogs, ...)
//! ```
//!
//! A layer imports only the layers above it here (features import each other only along the
//! list in ARCHITECTURE.md); `tests/app/layers.rs` checks it. Data flows one way: input -> a
//! controller -> the [`CurrentGame`](core::CurrentGame) resource (the only source of truth) ->
//! the men's entities -> animations -> presentation. [`CorePlugin`] holds everything that
//! decides what happens and runs headless (tests use it under `MinimalPlugins`);
//! [`ViewPlugin`] adds the window: meshes, picking, keys, the camera, the panels and
//! screenshots. [`run`] (this file's neighbour `run.rs`) builds the app the `lasca` binary
//! opens.

// Bevy systems take `Query`, `Res` and `Commands` by the dozen; naming their elided lifetimes
// says nothing.
#![allow(elided_lifetimes_in_paths)]

pub mod board;
mod capture;
pub mod core;
pub mod features;
pub mod input;
pub mod kit;
pub mod play;
mod run;
pub mod shell;

use bevy::prelude::*;

pub use capture::CaptureOptions;
pub use run::{RunError, game_from_args, players_from_args, resume_offer_at_start, run};

/// The game without a window: rules, turn flow, the men's entities, input logic, animations
/// and every feature's headless part. Needs `Time` and states (`MinimalPlugins` +
/// `StatesPlugin` suffice).
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            self::core::plugin,
            board::plugin,
            play::plugin,
            features::plugin,
        ));
    }
}

/// The game's keys alone, for a headless app (tests): the window's [`ViewPlugin`] has them.
pub struct KeysPlugin;

impl Plugin for KeysPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(input::keys_plugin);
    }
}

/// The pointer's observers alone, for a headless app (tests trigger picking events on the
/// board's entities): the window's [`ViewPlugin`] has them.
pub struct PointerPlugin;

impl Plugin for PointerPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(input::picking_plugin);
    }
}

/// The window side: board and men's looks, picking and keys, camera, panels and screenshots.
pub struct ViewPlugin {
    /// Screenshot and frame options.
    pub capture: CaptureOptions,
    /// The starting camera.
    pub view: crate::record::CameraPreset,
    /// Rendering quality.
    pub graphics: crate::record::Graphics,
}

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(MeshPickingPlugin)
            .insert_resource(self.capture.clone())
            .insert_resource(self::core::StartView(self.view))
            .insert_resource(self::core::Rendering(self.graphics));
        app.add_plugins((
            board::view_plugin,
            input::plugin,
            play::view_plugin,
            shell::plugin,
            features::view_plugin,
            capture::plugin,
        ));
    }
}
