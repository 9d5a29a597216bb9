//! The controllers and features: the human's picks, the AI on the task pool, watching AI vs
//! AI, the history (looking back, undo, redo), files (saves, autosave, settings), the position
//! editor, the analysis board, the lessons and the sound cues. They read core and board, change the
//! [`Rules`](crate::app::core::Rules) only through its messages, and draw nothing: their
//! panels are in the ui layer.

mod ai;
mod analysis;
mod comments;
mod editor;
mod history;
mod human;
mod learn;
mod lesson_state;
mod library;
mod online;
mod puzzles;
mod record_text;
mod review;
mod saves;
mod sound;
mod task;
mod watch;

use bevy::prelude::*;

pub use ai::{AiOptions, Engines, MoveNow, Search, SearchGeneration};
pub use analysis::{Analysis, AnalysisSearch, AskHint, Purpose, hint_available};
pub use editor::{EditorRequest, PositionEditor, Tool};
pub use history::History;
pub use learn::{Learn, LearnRequest, PUZZLE_LESSON_ID, REPLY_PAUSE_SECONDS, StepState, Wrong};
pub use library::{LASKER_1911, Library, LibraryGame, LibraryRequest, REPLAY_SPEEDS};
pub use online::{Link, Online, OnlineGame, OnlineRequest};
pub use puzzles::{PuzzleRequest, Puzzles, puzzle_rating, theme_label};
pub use review::{PRACTICE_ID, Review, ReviewRequest, Strength, mistakes_lesson};
pub use saves::{ImportText, OpenGame, RecordNotice, ResumeAnswer, SaveGame, UserSettings};
pub use sound::{SoundCue, cues_for};
pub use watch::ScoreTable;

/// Every controller and feature, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        human::plugin,
        sound::plugin,
        history::plugin,
        saves::plugin,
        ai::plugin,
        watch::plugin,
        editor::plugin,
        analysis::plugin,
        learn::plugin,
        library::plugin,
        review::plugin,
        puzzles::plugin,
        online::plugin,
    ));
}

/// What the features do in a window only: play the sounds.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_plugins(sound::playback_plugin);
}
