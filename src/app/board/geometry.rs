//! Where things stand in the world: one place for the squares' centres, the men's size and
//! how high a column stands. The board's surface is at `y = 0`, its centre at the origin on
//! either board (7x7 or 8x8); files run along x (a to g, or h), ranks along -z (1 nearest
//! White's side).

use bevy::prelude::*;
use lasca_rules::AnySquare;

/// Distance between the centres of neighbouring squares.
pub const SQUARE_SIZE: f32 = 1.0;
/// Radius of a man.
pub const MAN_RADIUS: f32 = 0.36;
/// Thickness of a man.
pub const MAN_HEIGHT: f32 = 0.12;
/// Vertical distance between men stacked in a column: they touch, with room for the officer
/// mark on a face.
pub const MAN_PITCH: f32 = MAN_HEIGHT + 0.006;
/// Height of the board's playing surface.
pub const BOARD_TOP: f32 = 0.0;

/// Where a man stands: its square and its level in the column (0 is the bottom).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placement {
    /// The square of its column.
    pub square: AnySquare,
    /// How many men lie under it.
    pub level: usize,
}

/// How far a selected column is lifted, and how far apart an exploded column's men are spread.
pub const SELECTED_LIFT: f32 = 0.12;
const EXPLODE_GAP: f32 = 0.22;
/// The most a spread adds to a column's height: a tall column (a sandbox's thirty) spreads
/// less per man, so that the whole of it stays in view.
const SPREAD_MOST: f32 = 1.6;

/// How far apart the men of a spread column of `height` men stand (E held).
pub fn spread_gap(height: usize) -> f32 {
    match height {
        0 | 1 => EXPLODE_GAP,
        _ => EXPLODE_GAP.min(SPREAD_MOST / (height - 1) as f32),
    }
}

/// The height of the top of a spread column of `height` men.
pub fn spread_top(height: usize) -> f32 {
    column_top(height) + height.saturating_sub(1) as f32 * spread_gap(height)
}

/// Where a man at rest stands in the world: on its square, at its level, marked face up when
/// it is an officer.
pub fn rest_transform(placement: Placement, officer: bool) -> Transform {
    let translation = square_centre(placement.square)
        + Vec3::Y * (BOARD_TOP + MAN_HEIGHT / 2.0 + placement.level as f32 * MAN_PITCH);
    Transform::from_translation(translation).with_rotation(face_rotation(officer))
}

/// The rotation of a man: the officer's mark is on the man's underside until it is promoted,
/// when it is turned over, as Lasker's men are.
pub fn face_rotation(officer: bool) -> Quat {
    if officer {
        Quat::from_rotation_x(std::f32::consts::PI)
    } else {
        Quat::IDENTITY
    }
}

/// The centre of `square` on the board's surface.
pub fn square_centre(square: AnySquare) -> Vec3 {
    cell_centre(square.file(), square.rank(), square.size())
}

/// The centre of the cell at (file, rank) of a board `size` squares wide, light or dark.
pub fn cell_centre(file: u8, rank: u8, size: u8) -> Vec3 {
    let middle = (f32::from(size) - 1.0) / 2.0;
    Vec3::new(
        (f32::from(file) - middle) * SQUARE_SIZE,
        BOARD_TOP,
        (middle - f32::from(rank)) * SQUARE_SIZE,
    )
}

/// The height of the top of a column of `height` men.
pub fn column_top(height: usize) -> f32 {
    BOARD_TOP + height as f32 * MAN_PITCH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spread_adds_little_to_a_tall_column() {
        assert_eq!(spread_gap(3), EXPLODE_GAP);
        assert!(spread_top(31) - column_top(31) <= SPREAD_MOST + 1e-4);
        assert!(spread_gap(31) > 0.04, "still apart enough to see each man");
        assert!(spread_top(31) > spread_top(30));
    }
}
