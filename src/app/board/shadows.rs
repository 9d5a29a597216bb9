//! Contact shadows: a soft dark patch on the board under each column, and under a column in
//! flight, growing and fading with its height. They cost a few small transparent quads, so
//! they stand in for shadow maps on software renderers (where those cost too much) and add the
//! contact shading that shadow maps leave out on a graphics card.
//!
//! Each man owns one patch; only the lowest man of each pile (men at the same place on the
//! board, at rest or moving together) shows its own.

use bevy::prelude::*;

use super::geometry::{MAN_HEIGHT, MAN_RADIUS};
use super::men::ManPiece;
use super::textures;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_shadow_looks)
        .add_observer(give_shadow)
        .add_observer(take_shadow)
        .add_systems(PostUpdate, follow_men.before(TransformSystems::Propagate));
}

/// A man's patch of shadow.
#[derive(Component)]
struct ShadowOf;

/// The patch a man owns.
#[derive(Component)]
struct Shadow(Entity);

/// The patch's mesh and its materials, darkest first (for men lifted higher and higher).
#[derive(Resource)]
struct ShadowLooks {
    mesh: Handle<Mesh>,
    shades: Vec<Handle<StandardMaterial>>,
}

/// How dark a patch is under a man at rest, and how many steps of fading there are.
const DARKEST: f32 = 0.55;
const SHADES: usize = 4;
/// A patch is this much wider than the man at rest.
const SPREAD: f32 = 1.45;

fn load_shadow_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let texture = images.add(textures::soft_shadow(64));
    let shades = (0..SHADES)
        .map(|i| {
            let alpha = DARKEST * (1.0 - i as f32 / SHADES as f32);
            materials.add(StandardMaterial {
                base_color: Color::srgba(0.0, 0.0, 0.0, alpha),
                base_color_texture: Some(texture.clone()),
                alpha_mode: AlphaMode::Blend,
                unlit: true,
                ..default()
            })
        })
        .collect();
    commands.insert_resource(ShadowLooks {
        mesh: meshes.add(Plane3d::default().mesh().size(1.0, 1.0)),
        shades,
    });
}

fn give_shadow(add: On<Add, ManPiece>, mut commands: Commands, looks: Option<Res<ShadowLooks>>) {
    let Some(looks) = looks else {
        return;
    };
    if super::look_off("shadows") {
        return;
    }
    let patch = commands
        .spawn((
            ShadowOf,
            Mesh3d(looks.mesh.clone()),
            MeshMaterial3d(looks.shades[0].clone()),
            Transform::from_scale(Vec3::ZERO),
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .id();
    commands.entity(add.entity).insert(Shadow(patch));
}

fn take_shadow(remove: On<Remove, Shadow>, men: Query<&Shadow>, mut commands: Commands) {
    if let Ok(shadow) = men.get(remove.entity) {
        commands.entity(shadow.0).try_despawn();
    }
}

/// How a patch looks under a pile whose lowest man's underside is at `lowest`: its width, and
/// its shade (an index into the shades, darkest first), wider and fainter the higher it is.
pub fn patch(lowest: f32) -> (f32, usize) {
    let lift = lowest.max(0.0);
    let scale = 2.0 * MAN_RADIUS * (SPREAD + lift * 0.6);
    let shade = ((lift / 0.5) * SHADES as f32) as usize;
    (scale, shade.min(SHADES - 1))
}

/// Moves each man's patch under it (only when a man moved: at rest this costs nothing).
fn follow_men(
    looks: Option<Res<ShadowLooks>>,
    moved: Query<(), (With<ManPiece>, Changed<Transform>)>,
    men: Query<(&Transform, &Shadow), With<ManPiece>>,
    mut patches: Query<
        (
            &mut Transform,
            &mut Visibility,
            &mut MeshMaterial3d<StandardMaterial>,
        ),
        (With<ShadowOf>, Without<ManPiece>),
    >,
) {
    let Some(looks) = looks else {
        return;
    };
    if moved.is_empty() {
        return;
    }
    // The lowest man of each pile: men within a hair of each other across the board.
    let mut lowest: Vec<(Vec2, f32, Entity)> = Vec::new();
    for (transform, shadow) in &men {
        let at = transform.translation.xz();
        let bottom = transform.translation.y - MAN_HEIGHT / 2.0;
        match lowest
            .iter_mut()
            .find(|(place, _, _)| place.distance_squared(at) < 0.04)
        {
            Some(pile) if pile.1 <= bottom => {}
            Some(pile) => *pile = (at, bottom, shadow.0),
            None => lowest.push((at, bottom, shadow.0)),
        }
    }
    for (transform, shadow) in &men {
        let Ok((mut patch_at, mut visibility, mut material)) = patches.get_mut(shadow.0) else {
            continue;
        };
        let Some(&(_, bottom, _)) = lowest.iter().find(|pile| pile.2 == shadow.0) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let (scale, shade) = patch(bottom);
        let target = Transform::from_translation(Vec3::new(
            transform.translation.x,
            0.006,
            transform.translation.z,
        ))
        .with_scale(Vec3::new(scale, 1.0, scale));
        if *patch_at != target {
            *patch_at = target;
        }
        visibility.set_if_neq(Visibility::Inherited);
        if material.0 != looks.shades[shade] {
            material.0 = looks.shades[shade].clone();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lifted_column_casts_a_wider_fainter_patch() {
        let (rest, rest_shade) = patch(0.0);
        let (high, high_shade) = patch(0.6);
        assert!(high > rest);
        assert!(high_shade > rest_shade);
        assert_eq!(rest_shade, 0);
        assert!(rest > 2.0 * MAN_RADIUS, "wider than the man");
    }
}
