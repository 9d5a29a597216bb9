//! The review of the game on the board: every position scored on the task pool
//! (`comments.rs`), each move classed, the human's mistakes made a lesson to practise
//! (`controller.rs`); the Review window with its graph and the better move's arrow
//! (`panel.rs`). Finished reviews are kept in core's `KeptReviews`, which saved games keep.

mod comments;
mod controller;
mod panel;

use bevy::prelude::*;

use crate::app::core::{Feature, Open};

pub use comments::Comments;
pub use controller::{Review, ReviewRequest, mistakes_lesson};
pub use panel::ReviewWindow;

/// The review's controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;

/// The move list's and the game over panel's Review buttons.
fn open_on_request(mut opens: MessageReader<Open>, mut window: ResMut<ReviewWindow>) {
    if opens.read().any(|open| open.0 == Feature::Review) {
        window.open = true;
    }
}
