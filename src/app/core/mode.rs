//! What the window shows: playing moves, setting up a position, or a lesson. It follows the
//! session's [`Activity`](super::Activity) (`session.rs`), which nothing else may contradict.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<AppMode>();
}

/// What the window shows and the board's picks do, set from the activity: playing moves
/// (a game, a replay, an online game), setting up a position, or a lesson.
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
