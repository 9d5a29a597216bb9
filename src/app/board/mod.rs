//! The board in 3D and how men move on it: one place for the geometry (square centres, column
//! heights, man sizes), one entity per man kept in step with the rules, the animations of each
//! move, and the look of the board, the men and the camera.
//!
//! [`plugin`] is what runs headless (the men's entities and their animations, which the turn
//! waits for); [`view_plugin`] adds meshes, materials, lights and the camera.

mod animation;
mod camera;
mod choreography;
mod cursor;
mod geometry;
mod glyphs;
mod men;
pub(crate) mod palette;
mod pieces;
mod scene;
mod shadows;
mod shapes;
mod textures;

use bevy::prelude::*;

pub use geometry::{
    MAN_PITCH, Placement, SQUARE_SIZE, column_top, face_rotation, rest_transform, spread_gap,
    spread_top, square_centre,
};
pub use men::{ManPiece, ShowMove, ShowPosition, Stacks};
pub use scene::BoardSquare;

/// Whether a part of the board's look is turned off for measuring its cost: `LASCA_LOOK_OFF`
/// names them, separated by commas (`fxaa`, `table`, `grain`, `shadows`, `ao`), e.g.
/// `LASCA_LOOK_OFF=fxaa,table tools/frame-cost.sh`. Read once.
pub(crate) fn look_off(part: &str) -> bool {
    static OFF: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    OFF.get_or_init(|| std::env::var("LASCA_LOOK_OFF").unwrap_or_default())
        .split(',')
        .any(|name| name.trim() == part)
}

/// The men's entities and their animations: everything the turn flow needs, no window.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(bevy_tweening::TweeningPlugin)
        .add_plugins((men::plugin, animation::plugin));
}

/// The board's and the men's meshes and materials, the camera and the lights.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        pieces::plugin,
        camera::plugin,
        cursor::plugin,
        shadows::plugin,
    ));
}
