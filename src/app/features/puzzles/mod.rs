//! Puzzles: the shipped puzzles, picked by difficulty, theme or the player's rating, played as
//! one-step lessons through learn (`controller.rs`); `panel.rs` adds the puzzle's controls to
//! the lesson window.

mod controller;
mod panel;

use bevy::prelude::*;

use crate::app::core::AppMode;
use crate::app::kit::PanelPass;

pub use controller::{PuzzleRequest, Puzzles, puzzle_rating, rated, theme_label};

/// Picking puzzles and the rating, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

/// The lesson window of a puzzle, with the puzzle's controls.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(
        PanelPass,
        panel::puzzle_panel.run_if(in_state(AppMode::Learn)),
    );
}
