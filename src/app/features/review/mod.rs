//! The review of the game on the board: every position scored on the task pool
//! (`comments.rs`), each move classed, the mistakes made a lesson to practise: the player's
//! own, or a side's of a game nobody here played (`controller.rs`); the Review window with its
//! graph and the better move's arrow (`panel.rs`). Finished reviews are kept in core's
//! `KeptReviews`, which saved games keep.

mod comments;
mod controller;
mod panel;

use bevy::prelude::*;

pub use comments::Comments;
pub use controller::{
    Foreign, Review, ReviewRequest, Whose, has_mistakes, mistakes_lesson, own_sides,
    sides_with_mistakes,
};
pub use panel::ReviewWindow;

/// The review's controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

/// Tests of a window's layout (egui run as bevy_egui runs it).
#[cfg(test)]
pub(crate) use panel::layout;
pub(crate) use panel::view_plugin;
