//! The 3D game: a Bevy app around the rules crate, in one-way layers.
//!
//! ```text
//! core   shared vocabulary: GameSet, AppMode, the Rules resource and turn flow, shared messages
//! board  geometry, the men's entities, animations, the board's and men's looks, the camera
//! input  picking and keys
//! play   controllers and features: human, AI, watch, history, files, editor, analysis, sound
//! ui     every egui panel, one file each; theme (colours) and labels (words)
//! ```
//!
//! A layer imports only the layers above it here; `tests/app/layers.rs` checks it. Data flows
//! one way: input -> a controller -> the [`Rules`] resource (the only source of truth) -> the
//! men's entities -> animations -> presentation. [`CorePlugin`] holds everything that decides
//! what happens and runs headless (tests use it under `MinimalPlugins`); [`ViewPlugin`] adds
//! the window: meshes, picking, keys, the camera, the panels and screenshots. [`run`] (this
//! file's neighbour `run.rs`) builds the app the `lasca` binary opens.

// Bevy systems take `Query`, `Res` and `Commands` by the dozen; naming their elided lifetimes
// says nothing.
#![allow(elided_lifetimes_in_paths)]

mod board;
mod capture;
mod core;
mod input;
mod play;
mod run;
mod ui;

use bevy::prelude::*;

pub use self::core::{
    AnimationSettings, AppMode, BoardCursor, BoardInput, CancelSearches, Feedback,
    FinishAnimations, GameSet, HistoryRequest, HouseRules, Inspection, KeyboardTaken, KeysHelp,
    Look, MoveFieldFocus, MovePlayed, Navigate, NewGame, RecordFiles, ReplaceGame, Resumable,
    ResumeOffer, Rules, Seats, Selection, SoundEnabled, SubmitMove, TurnState, Watch,
};
pub use board::{
    MAN_PITCH, ManPiece, Placement, Stacks, column_top, face_rotation, rest_transform,
    square_centre,
};
pub use capture::CaptureOptions;
pub use input::arrow_steps;
pub use play::{
    AiOptions, Analysis, AnalysisSearch, AskHint, EditorRequest, Engines, History, ImportText,
    LASKER_1911, Learn, LearnRequest, Library, LibraryGame, LibraryRequest, Link, MoveNow, Online,
    OnlineGame, OnlineRequest, OpenGame, PRACTICE_ID, PUZZLE_LESSON_ID, PositionEditor, Purpose,
    PuzzleRequest, Puzzles, REPLY_PAUSE_SECONDS, RecordNotice, ResumeAnswer, Review, ReviewRequest,
    SaveGame, ScoreTable, Search, SearchGeneration, SoundCue, StepState, Strength, Tool,
    UserSettings, Wrong, cues_for, hint_available, mistakes_lesson,
};
pub use run::{RunError, game_from_args, players_from_args, run};
pub use ui::labels::{bar_label, score_label};
pub use ui::{LibraryWindow, ReviewWindow, white_share};

/// The game without a window: rules, turn flow, the men's entities, input logic and
/// animations. Needs `Time` and states (`MinimalPlugins` + `StatesPlugin` suffice).
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((self::core::plugin, board::plugin, play::plugin));
    }
}

/// The game's keys alone, for a headless app (tests): the window's [`ViewPlugin`] has them.
pub struct KeysPlugin;

impl Plugin for KeysPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(input::keys_plugin);
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
            ui::plugin,
            capture::plugin,
        ));
    }
}
