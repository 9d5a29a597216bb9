//! What the board is for: playing moves, setting up a position, or a lesson.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<AppMode>();
}

/// What the board is for: playing moves or setting up a position.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum AppMode {
    /// Picks move columns.
    #[default]
    Play,
    /// Picks edit columns with the editor's tool.
    Edit,
    /// A lesson: picks move columns, and the lesson answers.
    Learn,
}
