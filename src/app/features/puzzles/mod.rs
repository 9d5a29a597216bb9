//! Puzzles, a mode of their own: the shipped puzzles, picked near the player's rating with
//! their themes varied (of the difficulty or theme chosen), played through learn as one-step
//! lessons (`controller.rs`) but in their own window (`panel.rs`, its words `text.rs`): the
//! rating, Hint, the refutation of a wrong move, Retry and Show me, Next puzzle.

mod controller;
mod panel;
mod text;

use bevy::prelude::*;

pub use controller::{
    PuzzleRequest, Puzzles, RATING_WINDOW, RECENT_PUZZLES, Refutation, theme_label,
};
pub use text::{PuzzleText, Standing, Tone, puzzle_text, standing, wrong_text};

/// Picking puzzles and the rating, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;
