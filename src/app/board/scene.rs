//! The board, after the Lasca Association's design: round inlays on the playable squares (25
//! on 7x7, 32 on 8x8), joined by their diagonals, the unused squares shrunk to small diamonds,
//! coordinates on the border; and the marks of a selection (lit landing squares and the path
//! so far). The board is built again when a game of the other size comes on it.

use std::f32::consts::FRAC_PI_4;

use bevy::prelude::*;
use lasca_rules::AnySquare;

use super::Stacks;
use super::geometry::{MAN_RADIUS, SQUARE_SIZE, cell_centre, square_centre};
use super::glyphs::text_mesh;
use super::palette::{Palette, Srgb, Surface, palette, set_current_theme, to_bevy};
use super::textures::{self, Grain};
use crate::app::core::{GameSet, Inspection, Look, Rendering, Selection, ShownMove, TurnState};
use crate::record::{Graphics, Theme};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardTextures>()
        .add_systems(PreUpdate, restyle_board)
        .add_systems(
            Update,
            (build_board, (mark_selection, mark_last_move, mark_hover))
                .chain()
                .in_set(GameSet::Present),
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
    images: ResMut<Assets<Image>>,
    mut textures: ResMut<BoardTextures>,
    rendering: Res<Rendering>,
) {
    let size = stacks.size();
    if built.0 == size {
        return;
    }
    built.0 = size;
    for part in &parts {
        commands.entity(part).despawn();
    }
    spawn_board(
        &mut commands,
        &look,
        meshes,
        materials,
        images,
        &mut textures,
        size,
        rendering.0 != Graphics::Fast,
    );
}

/// The board's materials, recoloured and re-grained in place when the theme changes.
#[derive(Resource)]
struct BoardLooks {
    frame: Handle<StandardMaterial>,
    field: Handle<StandardMaterial>,
    inlay: Handle<StandardMaterial>,
    line: Handle<StandardMaterial>,
    unused: Handle<StandardMaterial>,
    ink: Handle<StandardMaterial>,
    /// The table's, where a table is drawn (a graphics card).
    table: Option<Handle<StandardMaterial>>,
}

/// The board's textures, each made once and kept: a theme chosen again, or the board built
/// again for the other size, reuses them.
#[derive(Resource, Default)]
struct BoardTextures(std::collections::HashMap<Theme, Made>);

/// A theme's textures: its grains (none where it is flat), and its table's once one is drawn.
struct Made {
    grains: [Option<Handle<Image>>; 2],
    table: Option<Handle<Image>>,
}

impl BoardTextures {
    /// The textures of `theme`, its grains made the first time.
    fn of(&mut self, theme: Theme, images: &mut Assets<Image>) -> &mut Made {
        self.0.entry(theme).or_insert_with(|| Made {
            grains: grain_textures(palette(theme), images),
            table: None,
        })
    }
}

/// Which texture a part of the board wears: the board's broad grain, the inlays' finer one,
/// or none.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wears {
    Board,
    Inlay,
    Plain,
}

impl BoardLooks {
    fn parts(&self) -> [(&Handle<StandardMaterial>, fn(&Palette) -> Srgb, Wears); 6] {
        [
            (&self.frame, |p| p.frame, Wears::Board),
            (&self.field, |p| p.field, Wears::Board),
            (&self.inlay, |p| p.inlay, Wears::Inlay),
            (&self.line, |p| p.line, Wears::Inlay),
            (&self.unused, |p| p.unused, Wears::Plain),
            (&self.ink, |p| p.ink, Wears::Plain),
        ]
    }
}

/// The textures of a theme's board: the broad grain of the frame and field, and the finer one
/// of the inlays (none where the theme is flat).
fn grain_textures(colours: &Palette, images: &mut Assets<Image>) -> [Option<Handle<Image>>; 2] {
    if colours.grain <= 0.0 || super::look_off("grain") {
        return [None, None];
    }
    let (board, inlay) = match colours.surface {
        Surface::Wood => (
            Grain::Wood {
                rings: 7.0,
                wander: 1.6,
            },
            Grain::Wood {
                rings: 3.0,
                wander: 0.8,
            },
        ),
        Surface::Stone => (Grain::Stone, Grain::Stone),
    };
    [
        Some(images.add(textures::surface(board, 512, colours.grain, 11))),
        Some(images.add(textures::surface(inlay, 128, colours.grain * 0.8, 23))),
    ]
}

/// Colours and grains `looks` in `theme`.
fn dress_board(
    looks: &BoardLooks,
    theme: Theme,
    textures: &mut BoardTextures,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
) {
    let colours = palette(theme);
    let made = textures.of(theme, images);
    let [board, inlay] = made.grains.clone();
    for (handle, colour, wears) in looks.parts() {
        if let Some(mut material) = materials.get_mut(handle) {
            material.base_color = to_bevy(colour(colours));
            material.base_color_texture = match wears {
                Wears::Board => board.clone(),
                Wears::Inlay => inlay.clone(),
                Wears::Plain => None,
            };
        }
    }
    if let Some(table) = &looks.table
        && let Some(mut material) = materials.get_mut(table)
    {
        let cloth = made.table.get_or_insert_with(|| {
            images.add(textures::table(256, 5, colours.table, colours.background))
        });
        material.base_color_texture = Some(cloth.clone());
    }
}

/// A new theme is put in force at once: the panels' swatches, the background and the board.
fn restyle_board(
    look: Res<Look>,
    looks: Option<Res<BoardLooks>>,
    marks: Option<Res<MarkLooks>>,
    clear: Option<ResMut<ClearColor>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut textures: ResMut<BoardTextures>,
) {
    if !look.is_changed() {
        return;
    }
    set_current_theme(look.theme);
    let colours = palette(look.theme);
    if let Some(mut clear) = clear {
        clear.0 = to_bevy(colours.background);
    }
    if let Some(looks) = looks {
        dress_board(
            &looks,
            look.theme,
            &mut textures,
            &mut materials,
            &mut images,
        );
    }
    if let Some(marks) = marks {
        for (handle, colour) in [
            (&marks.last_move, colours.marks[0]),
            (&marks.jumped, colours.marks[1]),
        ] {
            if let Some(mut material) = materials.get_mut(handle) {
                material.base_color = to_bevy(colour);
            }
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

/// A ring of the last move (where it went, what it jumped), replaced when it changes.
#[derive(Component)]
struct LastMoveMark;

/// The ring around the column under the pointer.
#[derive(Component)]
struct HoverMark;

/// Materials and meshes of the selection marks.
#[derive(Resource)]
struct MarkLooks {
    /// A flat ring just outside an inlay, around whatever stands on it.
    ring_mesh: Handle<Mesh>,
    last_move: Handle<StandardMaterial>,
    jumped: Handle<StandardMaterial>,
    hover: Handle<StandardMaterial>,
    landing_mesh: Handle<Mesh>,
    landing: Handle<StandardMaterial>,
    path_mesh: Handle<Mesh>,
    path: Handle<StandardMaterial>,
    link_mesh: Handle<Mesh>,
}

const BORDER: f32 = 0.75;
const INLAY_RADIUS: f32 = 0.43;
/// How thick the board is (its top is the playing surface, y = 0).
const BOARD_THICKNESS: f32 = 0.3;
/// The table's side: enough to reach past the window's edges from any view.
const TABLE: f32 = 90.0;

fn spawn_board(
    commands: &mut Commands,
    look: &Look,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    textures: &mut BoardTextures,
    size: u8,
    fancy: bool,
) {
    let width = f32::from(size);
    let side = width * SQUARE_SIZE + 2.0 * BORDER;
    let colours = palette(look.theme);
    // The table, and the board's soft shadow on it, where a graphics card draws them: on a
    // software renderer the background's colour stands in (the table filling the window
    // cost a third more per frame on lavapipe).
    let table = fancy && !super::look_off("table");
    let mut matte = |roughness: f32| {
        materials.add(StandardMaterial {
            perceptual_roughness: roughness,
            ..default()
        })
    };
    let looks = BoardLooks {
        // Oiled wood: a soft sheen, not a mirror.
        frame: matte(0.5),
        field: matte(0.55),
        inlay: matte(0.5),
        line: matte(0.6),
        unused: matte(0.7),
        ink: matte(0.6),
        // The table is lit by nothing (it only fades into the background).
        table: table.then(|| {
            materials.add(StandardMaterial {
                unlit: true,
                ..default()
            })
        }),
    };
    dress_board(&looks, look.theme, textures, &mut materials, &mut images);
    let (wood, field, inlay, line, unused, ink) = (
        looks.frame.clone(),
        looks.field.clone(),
        looks.inlay.clone(),
        looks.line.clone(),
        looks.unused.clone(),
        looks.ink.clone(),
    );
    let table_looks = looks.table.clone();
    commands.insert_resource(looks);

    commands.spawn((
        BoardPart,
        Name::new("board"),
        Mesh3d(meshes.add(Cuboid::new(side, BOARD_THICKNESS, side))),
        MeshMaterial3d(wood),
        Transform::from_xyz(0.0, -BOARD_THICKNESS / 2.0, 0.0),
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
    // A fine stringing around the field, as inlaid boards have.
    let string = 0.05;
    for (x, z, along_x) in [
        (0.0, field_side / 2.0, true),
        (0.0, -field_side / 2.0, true),
        (field_side / 2.0, 0.0, false),
        (-field_side / 2.0, 0.0, false),
    ] {
        let (sx, sz) = if along_x {
            (field_side + string, string)
        } else {
            (string, field_side + string)
        };
        commands.spawn((
            BoardPart,
            Mesh3d(meshes.add(Cuboid::new(sx, 0.02, sz))),
            MeshMaterial3d(line.clone()),
            Transform::from_xyz(x, -0.008, z),
            Pickable::IGNORE,
        ));
    }
    if let Some(table) = table_looks {
        spawn_table(
            commands,
            &mut meshes,
            &mut materials,
            &mut images,
            table,
            side,
        );
    }

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

    let quiet = |colour: Srgb| StandardMaterial {
        base_color: to_bevy(colour),
        perceptual_roughness: 0.6,
        ..default()
    };
    commands.insert_resource(MarkLooks {
        ring_mesh: meshes.add(
            Annulus::new(MAN_RADIUS + 0.012, INLAY_RADIUS + 0.012)
                .mesh()
                .resolution(40)
                .build()
                .rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
        ),
        last_move: materials.add(quiet(colours.marks[0])),
        jumped: materials.add(quiet(colours.marks[1])),
        hover: materials.add(StandardMaterial {
            emissive: LinearRgba::rgb(0.15, 0.15, 0.15),
            ..quiet([250, 248, 240])
        }),
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

/// The table under the board, and the board's soft shadow on it.
fn spawn_table(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
    table: Handle<StandardMaterial>,
    side: f32,
) {
    commands.spawn((
        BoardPart,
        Name::new("table"),
        Mesh3d(meshes.add(Plane3d::default().mesh().size(TABLE, TABLE))),
        MeshMaterial3d(table),
        Transform::from_xyz(0.0, -BOARD_THICKNESS - 0.002, 0.0),
        Pickable::IGNORE,
    ));
    commands.spawn((
        BoardPart,
        Name::new("board's shadow"),
        Mesh3d(meshes.add(Plane3d::default().mesh().size(1.0, 1.0))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgba(0.0, 0.0, 0.0, 0.9),
            base_color_texture: Some(images.add(textures::soft_shadow(64))),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        })),
        // Cast away from the sun (which stands at the left, toward White).
        Transform::from_xyz(0.5, -BOARD_THICKNESS - 0.001, -0.5).with_scale(Vec3::new(
            side * 1.6,
            1.0,
            side * 1.6,
        )),
        Pickable::IGNORE,
    ));
}

/// Lights the landing squares of the selection and draws the path chosen so far.
fn mark_selection(
    mut commands: Commands,
    selection: Res<Selection>,
    looks: Option<Res<MarkLooks>>,
    marks: Query<Entity, With<SelectionMark>>,
    mut shown: Local<Option<(Vec<AnySquare>, Vec<AnySquare>)>>,
) {
    let Some(looks) = looks else {
        return;
    };
    if !selection.is_changed() && !looks.is_changed() {
        return;
    }
    // The same marks stay the same entities: a click must not land on a mark that is gone.
    let now = (selection.landings(), selection.path().to_vec());
    if shown.as_ref() == Some(&now) && !looks.is_changed() {
        return;
    }
    *shown = Some(now);
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

/// Rings the squares of the move that led to the position shown: where the column left from,
/// each landing and where it came to in straw, each column it jumped in brick.
fn mark_last_move(
    mut commands: Commands,
    shown: Res<ShownMove>,
    looks: Option<Res<MarkLooks>>,
    marks: Query<Entity, With<LastMoveMark>>,
) {
    let Some(looks) = looks else {
        return;
    };
    if !shown.is_changed() && !looks.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let Some((before, mv)) = shown.0 else {
        return;
    };
    let rings = mv
        .path()
        .into_iter()
        .map(|square| (square, &looks.last_move))
        .chain(
            before
                .jumped(mv)
                .into_iter()
                .map(|square| (square, &looks.jumped)),
        );
    for (square, material) in rings {
        commands.spawn((
            LastMoveMark,
            Mesh3d(looks.ring_mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(square_centre(square) + Vec3::Y * 0.004),
            Pickable::IGNORE,
        ));
    }
}

/// Rings the column under the pointer while the player may move: the men keep their colours.
fn mark_hover(
    mut commands: Commands,
    inspection: Res<Inspection>,
    state: Res<State<TurnState>>,
    looks: Option<Res<MarkLooks>>,
    mut marks: Query<(&mut Transform, &mut Visibility), With<HoverMark>>,
) {
    let Some(looks) = looks else {
        return;
    };
    let square = inspection
        .hovered
        .filter(|_| *state.get() == TurnState::AwaitingMove);
    let at = square.map(|square| square_centre(square) + Vec3::Y * 0.005);
    match marks.single_mut() {
        Ok((mut transform, mut visibility)) => {
            let shown = if at.is_some() {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            };
            visibility.set_if_neq(shown);
            if let Some(at) = at
                && transform.translation != at
            {
                transform.translation = at;
            }
        }
        Err(_) => {
            commands.spawn((
                HoverMark,
                Mesh3d(looks.ring_mesh.clone()),
                MeshMaterial3d(looks.hover.clone()),
                Transform::from_translation(at.unwrap_or_default()),
                if at.is_some() {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                },
                Pickable::IGNORE,
            ));
        }
    }
}
