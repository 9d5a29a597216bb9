//! The position editor: a [`Setup`] (a position built by hand, each edit checked by the rules
//! crate, `setup.rs`), the picks that edit it and the ways out (`controller.rs`), and its panel
//! (`panel.rs`).

mod controller;
mod panel;
mod setup;

use bevy::prelude::*;

pub use controller::{EditorRequest, PositionEditor, Tool};
pub use setup::Setup;

/// The editor's controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;
