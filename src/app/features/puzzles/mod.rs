//! Puzzles: the shipped puzzles, picked by difficulty, theme or the player's rating, played as
//! one-step lessons through learn (`controller.rs`); `panel.rs` adds the puzzle's controls to
//! the lesson window.

mod controller;
mod panel;

use bevy::prelude::*;

pub use controller::{PuzzleRequest, Puzzles, theme_label};

/// Picking puzzles and the rating, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;
