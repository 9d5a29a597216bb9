//! What the board is for: playing moves or setting up a position.

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
}
