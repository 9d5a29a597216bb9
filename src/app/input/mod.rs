//! Input in one place: the pointer's picks and hovers on the board, and every key. What the
//! player does becomes core messages ([`BoardInput`](crate::app::core::BoardInput),
//! [`ViewRequest`](crate::app::core::ViewRequest), ...) for the controllers to act on.

mod keys;
pub use keys::arrow_steps;
mod picking;

use bevy::prelude::*;

pub(crate) use keys::plugin as keys_plugin;
pub(crate) use picking::plugin as picking_plugin;

/// Picking on the board and the game's keys (window only).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((picking::plugin, keys::plugin));
}
