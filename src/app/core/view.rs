//! How the game is shown and heard: the animation speed, the sound switch, the camera's
//! requests and start view, and the rendering quality.

use std::sync::Arc;

use bevy::prelude::*;

use crate::record::{AnimationSpeed, CameraPreset, Graphics};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>()
        .init_resource::<SoundEnabled>()
        .init_resource::<KeyboardTaken>()
        .init_resource::<PointerTaken>()
        .init_resource::<PanelCover>()
        .init_resource::<BoardFrame>()
        .init_resource::<SceneScale>()
        .init_resource::<KeysHelp>()
        .init_resource::<MoveFieldFocus>()
        .add_message::<ViewRequest>()
        .add_systems(Update, start_view_at_new_games);
}

/// Every new game (New game, a rematch, Restart, the next watched game) is first seen from the
/// start view, whatever the board showed before (a puzzle from Black's side, say).
fn start_view_at_new_games(
    mut new_games: MessageReader<super::NewGame>,
    mut views: MessageWriter<ViewRequest>,
) {
    if new_games.read().count() > 0 {
        views.write(ViewRequest::Reset);
    }
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

/// Where the panels lie, as last drawn: whether a point of the window (logical pixels) is on
/// one. A click is the board's when, at the click's own position, no panel covers it, however
/// recently a panel was clicked: a rule that asked egui whether it "wants the pointer" (its
/// state from frames before) lost board clicks at a few frames per second. The shell sets it
/// from egui; without panels (headless) nothing is covered.
#[derive(Resource, Clone, Default)]
pub struct PanelCover(Option<Arc<dyn Fn(Vec2) -> bool + Send + Sync>>);

impl PanelCover {
    /// A cover that asks `covers` for each point.
    pub fn new(covers: impl Fn(Vec2) -> bool + Send + Sync + 'static) -> PanelCover {
        PanelCover(Some(Arc::new(covers)))
    }

    /// Whether a panel lies at `at`.
    pub fn covers(&self, at: Vec2) -> bool {
        self.0.as_ref().is_some_and(|covers| covers(at))
    }
}

/// The part of the window the panels leave to the board (logical pixels), as last laid out:
/// the camera frames the board in it. `None` before the panels are drawn, and headless.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BoardFrame(pub Option<Rect>);

/// How finely the 3D scene is drawn: its pixels per window pixel, 1 or less (the panels are
/// drawn at the window's own). Settled at start from `--render-scale`, the settings and the
/// renderer.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct SceneScale(pub f32);

impl Default for SceneScale {
    fn default() -> SceneScale {
        SceneScale(1.0)
    }
}

/// The camera that draws on the window, which the panels are drawn with: the board's own, or,
/// at a render scale under 1, the one that shows the scene's picture ([`SceneImage`]).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct WindowCamera;

/// The scene's picture, drawn at the render scale, when the board's camera draws into it
/// rather than on the window; the panels show it under themselves, across the window.
#[derive(Resource, Clone, Debug)]
pub struct SceneImage(pub Handle<Image>);

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
