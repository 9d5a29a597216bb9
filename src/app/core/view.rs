//! How the game is shown and heard: the animation speed, the sound switch, the camera's
//! requests and start view, and the rendering quality.

use bevy::prelude::*;

use crate::record::{AnimationSpeed, CameraPreset, Graphics};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>()
        .init_resource::<SoundEnabled>()
        .init_resource::<KeyboardTaken>()
        .init_resource::<PointerTaken>()
        .init_resource::<KeysHelp>()
        .init_resource::<MoveFieldFocus>()
        .add_message::<ViewRequest>();
}

/// The animation settings.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnimationSettings {
    /// How fast moves are shown.
    pub speed: AnimationSpeed,
}

/// Whether sounds play (the mute toggle; the settings keep it between runs).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoundEnabled(pub bool);

impl Default for SoundEnabled {
    fn default() -> SoundEnabled {
        SoundEnabled(true)
    }
}

/// Whether a panel (a text field) has the keyboard: then no key acts on the game.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyboardTaken(pub bool);

/// Whether a panel is under the pointer: then a click or a drag is the panel's, not the
/// board's or the camera's.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointerTaken(pub bool);

/// Whether the overlay listing every key is shown (`?` or F1).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeysHelp(pub bool);

/// Asks the move field for the keyboard (Tab on the board), so a move can be typed.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveFieldFocus(pub bool);

/// The camera the game starts with, and Reset goes back to (the settings' start view).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct StartView(pub CameraPreset);

/// How much the renderer does per frame; `Auto` is settled from the adapter at start.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug, Default, Deref)]
pub struct Rendering(pub Graphics);

/// A request to move the camera.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ViewRequest {
    /// Go to a preset.
    Preset(CameraPreset),
    /// Look from the other side.
    Flip,
    /// Back to the starting view, focus on the centre.
    Reset,
}
