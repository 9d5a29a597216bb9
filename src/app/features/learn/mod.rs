//! Lessons on the board: the course (the shipped lessons), the player's own mistakes to
//! practise (a review's) and puzzles, all played alike. `state.rs` holds where the player is,
//! `controller.rs` answers each move, `panel.rs` is the lesson window (a puzzle's window is the
//! puzzles' own).

mod controller;
pub mod panel;
mod state;

use bevy::prelude::*;

pub use controller::{REPLY_PAUSE_SECONDS, TakeLearnRequests};
pub use panel::{prompt, solved_words, wrong_move_label};
pub use state::{Learn, LearnRequest, LessonKind, StepState, Wrong};

/// The lessons' controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;
