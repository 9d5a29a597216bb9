//! Online play: a game on a `lasca serve` server, on the same board. The controller
//! (`controller.rs`) reads the connection once a frame and plays the server's moves as a remote
//! player's; the Online window (`panel.rs`) connects, creates, joins and shows the clocks.

mod controller;
mod panel;

use bevy::prelude::*;

use crate::app::core::{Feature, Launch, Open};

pub use controller::{Link, Online, OnlineGame, OnlineRequest};
pub use panel::{OnlineWindow, clock_text};

/// The online controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;

/// `--online`: the window open from the start.
fn open_on_launch(launch: Option<Res<Launch>>, mut window: ResMut<OnlineWindow>) {
    if launch.is_some_and(|launch| launch.online) {
        window.open = true;
    }
}

/// The HUD's Online button.
fn open_on_request(mut opens: MessageReader<Open>, mut window: ResMut<OnlineWindow>) {
    if opens.read().any(|open| open.0 == Feature::Online) {
        window.open = true;
    }
}
