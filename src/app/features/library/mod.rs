//! The classic games library: Lasker's 1911 games and the player's game files, replayed on the
//! board (`controller.rs`); the Library window (`panel.rs`).

mod controller;
mod panel;

use bevy::prelude::*;

use crate::app::core::{Feature, Launch, Open};

pub use controller::{Library, LibraryGame, LibraryRequest, REPLAY_SPEEDS};
pub use panel::LibraryWindow;

/// The library's controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;

/// `--library`: the window open from the start.
fn open_on_launch(launch: Option<Res<Launch>>, mut window: ResMut<LibraryWindow>) {
    if launch.is_some_and(|launch| launch.library) {
        window.open = true;
    }
}

/// The HUD's Classic games button.
fn open_on_request(mut opens: MessageReader<Open>, mut window: ResMut<LibraryWindow>) {
    if opens.read().any(|open| open.0 == Feature::Library) {
        window.open = true;
    }
}
