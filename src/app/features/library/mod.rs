//! The classic games library: Lasker's 1911 games and the player's game files, replayed on the
//! board (`controller.rs`); the Library window (`panel.rs`).

mod controller;
mod panel;

use bevy::prelude::*;

use crate::app::core::{Feature, Launch, Open};
use crate::app::kit::{PanelPass, PanelSet};

pub use controller::{Library, LibraryGame, LibraryRequest, REPLAY_SPEEDS};
pub use panel::LibraryWindow;

/// The library's controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

/// The Library window.
pub(crate) fn view_plugin(app: &mut App) {
    app.init_resource::<LibraryWindow>()
        .add_systems(Startup, open_on_launch)
        .add_systems(Update, open_on_request)
        .add_systems(PanelPass, panel::library_window.in_set(PanelSet::Features));
}

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
