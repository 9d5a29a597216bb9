//! The board, after the Lasca Association's design: round inlays on the playable squares (25
//! on 7x7, 32 on 8x8), joined by their diagonals, the unused squares shrunk to small diamonds,
//! coordinates on the border; and the marks of a selection (lit landing squares and the path
//! so far). The board is built again when a game of the other size comes on it.

use std::f32::consts::FRAC_PI_4;

use bevy::prelude::*;
use lasca_rules::AnySquare;

use super::Stacks;
use super::geometry::{SQUARE_SIZE, cell_centre, square_centre};
use super::glyphs::text_mesh;
use super::palette::{Palette, Srgb, palette, set_current_theme, to_bevy};
use crate::app::core::{GameSet, Look, Selection};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, restyle_board).add_systems(
        Update,
        (build_board, mark_selection).in_set(GameSet::Present),
    );
}

/// A part of the board (not a man, not a mark): despawned when the board is built again.
#[derive(Component)]
struct BoardPart;

/// The width of the board built, 0 before the first.
#[derive(Default)]
struct Built(u8);

/// Builds the board for the men's board: at the first frame, and again when its size changes.
fn build_board(
    mut commands: Commands,
    look: Res<Look>,
    stacks: Res<Stacks>,
    mut built: Local<Built>,
    parts: Query<Entity, With<BoardPart>>,
    meshes: ResMut<Assets<Mesh>>,
    materials: ResMut<Assets<StandardMaterial>>,
) {
    let size = stacks.size();
    if built.0 == size {
        return;
    }
    built.0 = size;
    for part in &parts {
        commands.entity(part).despawn();
    }
    spawn_board(&mut commands, &look, meshes, materials, size);
}

/// The board's materials, recoloured in place when the theme changes.
#[derive(Resource)]
struct BoardLooks {
    frame: Handle<StandardMaterial>,
    field: Handle<StandardMaterial>,
    inlay: Handle<StandardMaterial>,
    line: Handle<StandardMaterial>,
    unused: Handle<StandardMaterial>,
    ink: Handle<StandardMaterial>,
}

impl BoardLooks {
    fn parts(&self) -> [(&Handle<StandardMaterial>, fn(&Palette) -> Srgb); 6] {
        [
            (&self.frame, |p| p.frame),
            (&self.field, |p| p.field),
            (&self.inlay, |p| p.inlay),
            (&self.line, |p| p.line),
            (&self.unused, |p| p.unused),
            (&self.ink, |p| p.ink),
        ]
    }
}

/// A new theme is put in force at once: the panels' swatches, the background and the board.
fn restyle_board(
    look: Res<Look>,
    looks: Option<Res<BoardLooks>>,
    clear: Option<ResMut<ClearColor>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    if !look.is_changed() {
        return;
    }
    set_current_theme(look.theme);
    let colours = palette(look.theme);
    if let Some(mut clear) = clear {
        clear.0 = to_bevy(colours.background);
    }
    let Some(looks) = looks else {
        return;
    };
    for (handle, colour) in looks.parts() {
        if let Some(mut material) = materials.get_mut(handle) {
            material.base_color = to_bevy(colour(colours));
        }
    }
}

/// A playable square's inlay (or a mark on it): clicking it picks the square (the input layer
/// gives every one its picking observers).
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardSquare(pub AnySquare);

/// A mark of the current selection, replaced when it changes.
#[derive(Component)]
struct SelectionMark;

/// Materials and meshes of the selection marks.
#[derive(Resource)]
struct MarkLooks {
    landing_mesh: Handle<Mesh>,
    landing: Handle<StandardMaterial>,
    path_mesh: Handle<Mesh>,
    path: Handle<StandardMaterial>,
    link_mesh: Handle<Mesh>,
}

const BORDER: f32 = 0.75;
const INLAY_RADIUS: f32 = 0.43;

fn spawn_board(
    commands: &mut Commands,
    look: &Look,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    size: u8,
) {
    let width = f32::from(size);
    let side = width * SQUARE_SIZE + 2.0 * BORDER;
    let colours = palette(look.theme);
    let mut matte = |colour: Srgb, roughness: f32| {
        materials.add(StandardMaterial {
            base_color: to_bevy(colour),
            perceptual_roughness: roughness,
            ..default()
        })
    };
    let looks = BoardLooks {
        frame: matte(colours.frame, 0.62),
        field: matte(colours.field, 0.7),
        inlay: matte(colours.inlay, 0.55),
        line: matte(colours.line, 0.8),
        unused: matte(colours.unused, 0.8),
        ink: matte(colours.ink, 0.6),
    };
    let (wood, field, inlay, line, unused, ink) = (
        looks.frame.clone(),
        looks.field.clone(),
        looks.inlay.clone(),
        looks.line.clone(),
        looks.unused.clone(),
        looks.ink.clone(),
    );
    commands.insert_resource(looks);

    commands.spawn((
        BoardPart,
        Name::new("board"),
        Mesh3d(meshes.add(Cuboid::new(side, 0.3, side))),
        MeshMaterial3d(wood),
        Transform::from_xyz(0.0, -0.15, 0.0),
        Pickable::IGNORE,
    ));
    let field_side = (width + 0.1) * SQUARE_SIZE;
    commands.spawn((
        BoardPart,
        Name::new("playing field"),
        Mesh3d(meshes.add(Cuboid::new(field_side, 0.02, field_side))),
        MeshMaterial3d(field),
        Transform::from_xyz(0.0, -0.009, 0.0),
        Pickable::IGNORE,
    ));

    let inlay_mesh = meshes.add(Cylinder::new(INLAY_RADIUS, 0.02));
    for square in AnySquare::all(size) {
        commands.spawn((
            BoardPart,
            Name::new(format!("square {square}")),
            BoardSquare(square),
            Mesh3d(inlay_mesh.clone()),
            MeshMaterial3d(inlay.clone()),
            Transform::from_translation(square_centre(square) - Vec3::Y * 0.008),
        ));
        // The diagonals a column moves along, toward the higher ranks (each drawn once).
        for file in [square.file().wrapping_add(1), square.file().wrapping_sub(1)] {
            if let Some(next) = AnySquare::from_coords(file, square.rank() + 1, size) {
                let (a, b) = (square_centre(square), square_centre(next));
                let length = a.distance(b) - 2.0 * INLAY_RADIUS;
                commands.spawn((
                    BoardPart,
                    Mesh3d(meshes.add(Cuboid::new(0.05, 0.02, length))),
                    MeshMaterial3d(line.clone()),
                    Transform::from_translation((a + b) / 2.0 - Vec3::Y * 0.006)
                        .looking_at((a + b) / 2.0 + (b - a) - Vec3::Y * 0.006, Vec3::Y),
                    Pickable::IGNORE,
                ));
            }
        }
    }
    let diamond = meshes.add(Cuboid::new(0.2, 0.02, 0.2));
    for file in 0..size {
        for rank in 0..size {
            if AnySquare::from_coords(file, rank, size).is_none() {
                commands.spawn((
                    BoardPart,
                    Mesh3d(diamond.clone()),
                    MeshMaterial3d(unused.clone()),
                    Transform::from_translation(cell_centre(file, rank, size) - Vec3::Y * 0.006)
                        .with_rotation(Quat::from_rotation_y(FRAC_PI_4)),
                    Pickable::IGNORE,
                ));
            }
        }
    }

    // Coordinates on all four sides, each read from the nearer player's seat.
    let edge = width / 2.0 * SQUARE_SIZE + BORDER / 2.0;
    let label_size = 0.34;
    for i in 0..size {
        let offset = cell_centre(i, i, size).x;
        let letter = char::from(b'a' + i).to_string();
        let digit = char::from(b'1' + i).to_string();
        let letter_mesh = meshes.add(text_mesh(&letter, label_size, 0.055));
        let digit_mesh = meshes.add(text_mesh(&digit, label_size, 0.055));
        for (mesh, at, turned) in [
            (&letter_mesh, Vec3::new(offset, 0.001, edge), false),
            (&letter_mesh, Vec3::new(offset, 0.001, -edge), true),
            (&digit_mesh, Vec3::new(-edge, 0.001, -offset), false),
            (&digit_mesh, Vec3::new(edge, 0.001, -offset), true),
        ] {
            let rotation = if turned {
                Quat::from_rotation_y(std::f32::consts::PI)
            } else {
                Quat::IDENTITY
            };
            commands.spawn((
                BoardPart,
                Mesh3d(mesh.clone()),
                MeshMaterial3d(ink.clone()),
                Transform::from_translation(at).with_rotation(rotation),
                Pickable::IGNORE,
            ));
        }
    }

    commands.insert_resource(MarkLooks {
        landing_mesh: meshes.add(Torus::new(0.26, 0.36)),
        landing: materials.add(StandardMaterial {
            base_color: Color::srgb(0.2, 0.95, 0.35),
            emissive: LinearRgba::rgb(0.3, 2.2, 0.6),
            ..default()
        }),
        path_mesh: meshes.add(Sphere::new(0.09)),
        path: materials.add(StandardMaterial {
            base_color: Color::srgb(1.0, 0.8, 0.2),
            emissive: LinearRgba::rgb(2.0, 1.4, 0.2),
            ..default()
        }),
        link_mesh: meshes.add(Cuboid::new(0.06, 0.03, 1.0)),
    });
}

/// Lights the landing squares of the selection and draws the path chosen so far.
fn mark_selection(
    mut commands: Commands,
    selection: Res<Selection>,
    looks: Option<Res<MarkLooks>>,
    marks: Query<Entity, With<SelectionMark>>,
) {
    let Some(looks) = looks else {
        return;
    };
    if !selection.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    for square in selection.landings() {
        commands.spawn((
            SelectionMark,
            BoardSquare(square),
            Mesh3d(looks.landing_mesh.clone()),
            MeshMaterial3d(looks.landing.clone()),
            Transform::from_translation(square_centre(square) + Vec3::Y * 0.02),
        ));
    }
    let path = selection.path();
    if path.len() > 1 {
        let lift = Vec3::Y * 0.05;
        for &square in path {
            commands.spawn((
                SelectionMark,
                Mesh3d(looks.path_mesh.clone()),
                MeshMaterial3d(looks.path.clone()),
                Transform::from_translation(square_centre(square) + lift),
                Pickable::IGNORE,
            ));
        }
        for pair in path.windows(2) {
            let (a, b) = (square_centre(pair[0]) + lift, square_centre(pair[1]) + lift);
            commands.spawn((
                SelectionMark,
                Mesh3d(looks.link_mesh.clone()),
                MeshMaterial3d(looks.path.clone()),
                Transform::from_translation((a + b) / 2.0)
                    .looking_at(b, Vec3::Y)
                    .with_scale(Vec3::new(1.0, 1.0, a.distance(b))),
                Pickable::IGNORE,
            ));
        }
    }
}
