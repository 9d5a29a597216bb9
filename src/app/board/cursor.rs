//! The keyboard's cursor on the board: a glowing square frame around the cell under it, on a
//! playable square or not, shown while the cursor is.

use bevy::prelude::*;

use super::geometry::SQUARE_SIZE;
use crate::app::core::{BoardCursor, GameSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_cursor)
        .add_systems(Update, follow_cursor.in_set(GameSet::Present));
}

/// The cursor's frame.
#[derive(Component)]
struct CursorFrame;

/// A frame of four bars, a little inside the cell so neighbouring cells stay apart.
fn spawn_cursor(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let material = materials.add(StandardMaterial {
        base_color: Color::srgb(0.3, 0.85, 1.0),
        emissive: LinearRgba::rgb(0.6, 1.8, 2.4),
        unlit: true,
        ..default()
    });
    let (size, bar) = (0.92 * SQUARE_SIZE, 0.06);
    let long = meshes.add(Cuboid::new(size, 0.03, bar));
    let across = meshes.add(Cuboid::new(bar, 0.03, size));
    commands
        .spawn((
            Name::new("keyboard cursor"),
            CursorFrame,
            Transform::default(),
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .with_children(|frame| {
            let half = size / 2.0 - bar / 2.0;
            for (mesh, x, z) in [
                (&long, 0.0, half),
                (&long, 0.0, -half),
                (&across, half, 0.0),
                (&across, -half, 0.0),
            ] {
                frame.spawn((
                    Mesh3d(mesh.clone()),
                    MeshMaterial3d(material.clone()),
                    Transform::from_xyz(x, 0.0, z),
                    Pickable::IGNORE,
                ));
            }
        });
}

fn follow_cursor(
    cursor: Res<BoardCursor>,
    stacks: Res<super::Stacks>,
    mut frames: Query<(&mut Transform, &mut Visibility), With<CursorFrame>>,
) {
    if !cursor.is_changed() && !stacks.is_changed() {
        return;
    }
    for (mut transform, mut visibility) in &mut frames {
        match cursor.cell {
            Some((file, rank)) => {
                transform.translation =
                    super::geometry::cell_centre(file, rank, stacks.size()) + Vec3::Y * 0.02;
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
