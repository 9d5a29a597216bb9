//! How the men look: turned ivory and ebony discs (a bevelled rim, a ring cut in each face)
//! with a groove at each face, so stacked men stay countable; an officer's mark (a gold ring
//! edged dark) on one face, shown by turning the man over; a gold band edged dark on an
//! officer's rim, visible inside a column. The selected column, one that must capture, a hint's
//! and freed men tint the body; hovering does not (the board rings the column instead). The
//! theme colours everything; the colour-safe theme adds a relief to Black's men (white studs on
//! both faces, ribs around the rim), so that whose a man is never rests on colour alone.

use bevy::prelude::*;

use lasca_rules::Colour;

use super::choreography::Glow;
use super::geometry::{MAN_HEIGHT, MAN_RADIUS, Placement};
use super::men::ManPiece;
use super::palette::{
    HINT_GLOW, OFFICER_GOLD, Palette, REFUSED_GLOW, palette, side_index, to_bevy,
};
use super::shapes::{bevelled_disc, lathe, turned_face};
use crate::app::core::{Feedback, GameSet, Look, Selection, TurnState};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_looks)
        .add_observer(dress_man)
        .add_systems(PreUpdate, restyle_men)
        .add_systems(
            Update,
            (show_officer_bands, highlight_men).in_set(GameSet::Present),
        );
}

/// How a man's body is tinted.
/// (The column under the pointer is ringed on the board instead: a tint would change the men's
/// colours, and a black commander turned blue-grey.)
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
enum Highlight {
    #[default]
    Plain,
    Selected,
    MustCapture,
    Freed,
    Hint,
}

const HIGHLIGHTS: [Highlight; 5] = [
    Highlight::Plain,
    Highlight::Selected,
    Highlight::MustCapture,
    Highlight::Freed,
    Highlight::Hint,
];

#[derive(Resource)]
struct ManLooks {
    body: Handle<Mesh>,
    groove: Handle<Mesh>,
    /// The faces: the core stands a hair proud of the grooves, which ring it darker.
    core: Handle<Mesh>,
    mark_ring: Handle<Mesh>,
    /// A dark edge around the mark's ring and along the band, so that gold shows on any
    /// man, light or dark, in any theme.
    mark_edge: Handle<Mesh>,
    mark_dot: Handle<Mesh>,
    band: Handle<Mesh>,
    band_edge: Handle<Mesh>,
    edge: Handle<StandardMaterial>,
    /// The colour-safe theme's studs and ribs, one mesh.
    relief: Handle<Mesh>,
    /// Body materials by colour (white, black) and highlight.
    bodies: [[Handle<StandardMaterial>; 5]; 2],
    grooves: [Handle<StandardMaterial>; 2],
    relief_colour: Handle<StandardMaterial>,
    gold: Handle<StandardMaterial>,
}

/// The parts of a man whose look changes.
#[derive(Component)]
struct ManParts {
    /// The rim band and the core (the faces): tinted by highlights.
    body: [Entity; 2],
    band: Entity,
    /// The colour-safe theme's relief (shown on Black's men in that theme only).
    relief: Entity,
    highlight: Highlight,
}

/// The height of the groove at each face.
const GROOVE: f32 = 0.014;
/// Steps around a man's circle.
const SEGMENTS: u32 = 20;

/// A body's material in a theme: its colour, finish and highlight tint.
fn body_material(colours: &Palette, colour: usize, highlight: Highlight) -> StandardMaterial {
    let boost = if colour == 0 { 0.6 } else { 1.0 };
    let emissive = match highlight {
        Highlight::Plain => LinearRgba::BLACK,
        Highlight::Selected => LinearRgba::rgb(0.1, 0.55, 0.2) * boost,
        Highlight::MustCapture => LinearRgba::from(to_bevy(REFUSED_GLOW)) * boost,
        Highlight::Freed => LinearRgba::rgb(1.2, 0.9, 0.1) * boost,
        Highlight::Hint => LinearRgba::from(to_bevy(HINT_GLOW)) * boost,
    };
    StandardMaterial {
        base_color: to_bevy(colours.men[colour]),
        emissive,
        // Ebony less glossy than it was: from Black's side the light's highlight made
        // Black's men look white.
        perceptual_roughness: colours.roughness[colour],
        reflectance: colours.reflectance[colour],
        ..default()
    }
}

fn matte(colour: [u8; 3]) -> StandardMaterial {
    StandardMaterial {
        base_color: to_bevy(colour),
        perceptual_roughness: 0.7,
        ..default()
    }
}

/// A torus from `inner` to `outer`, of few steps across its section (it is squashed flat).
fn flat_ring(inner: f32, outer: f32) -> Mesh {
    Torus::new(inner, outer)
        .mesh()
        .minor_resolution(8)
        .major_resolution(32)
        .build()
}

/// Eight studs on each face, between the officer's mark and the groove, and sixteen ribs
/// around the rim, as one mesh.
fn relief_mesh() -> Mesh {
    let mut relief = Mesh::from(Cuboid::new(0.0, 0.0, 0.0));
    // Small enough that twelve sides look round; the default 32 cost software rendering 7%.
    let stud = Cylinder::new(0.04, 0.016).mesh().resolution(12).build();
    let rib = Mesh::from(Cuboid::new(0.035, MAN_HEIGHT - 2.0 * GROOVE - 0.012, 0.03));
    let studs = 8;
    for i in 0..studs {
        let angle = i as f32 * std::f32::consts::TAU / studs as f32;
        let (x, z) = (angle.cos() * 0.265, angle.sin() * 0.265);
        for y in [MAN_HEIGHT / 2.0 + 0.004, -MAN_HEIGHT / 2.0 - 0.004] {
            let part = stud.clone().transformed_by(Transform::from_xyz(x, y, z));
            relief.merge(&part).expect("the same attributes");
        }
    }
    let ribs = 16;
    for i in 0..ribs {
        let angle = i as f32 * std::f32::consts::TAU / ribs as f32;
        let at = Vec3::new(angle.cos(), 0.0, angle.sin()) * (MAN_RADIUS + 0.006);
        let part = rib.clone().transformed_by(
            Transform::from_translation(at).with_rotation(Quat::from_rotation_y(-angle)),
        );
        relief.merge(&part).expect("the same attributes");
    }
    relief
}

fn load_looks(
    mut commands: Commands,
    look: Res<Look>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let colours = palette(look.theme);
    let bodies = [0, 1].map(|colour| {
        HIGHLIGHTS.map(|highlight| materials.add(body_material(colours, colour, highlight)))
    });
    let grooves = colours.grooves.map(|colour| materials.add(matte(colour)));
    commands.insert_resource(ManLooks {
        // Turned: the rim's edges bevelled (they catch the light, so the rim reads round), a
        // fine ring cut into each face.
        body: meshes.add(lathe(
            &bevelled_disc(MAN_RADIUS, MAN_HEIGHT - 2.0 * GROOVE, 0.018),
            SEGMENTS,
        )),
        groove: meshes.add(
            Cylinder::new(MAN_RADIUS - 0.022, GROOVE)
                .mesh()
                .resolution(SEGMENTS)
                .build(),
        ),
        core: meshes.add(lathe(
            &turned_face(MAN_RADIUS - 0.045, MAN_HEIGHT + 0.002, 0.012, 0.255),
            SEGMENTS,
        )),
        // Flattened rings: few steps across their section, which no one sees.
        mark_ring: meshes.add(flat_ring(0.15, 0.23)),
        mark_edge: meshes.add(flat_ring(0.125, 0.255)),
        mark_dot: meshes.add(Cylinder::new(0.07, 0.006).mesh().resolution(16).build()),
        band: meshes.add(
            Cylinder::new(MAN_RADIUS + 0.006, 0.03)
                .mesh()
                .resolution(SEGMENTS)
                .build(),
        ),
        band_edge: meshes.add(
            Cylinder::new(MAN_RADIUS + 0.008, 0.006)
                .mesh()
                .resolution(SEGMENTS)
                .build(),
        ),
        edge: materials.add(matte([30, 22, 12])),
        relief: meshes.add(relief_mesh()),
        bodies,
        grooves,
        relief_colour: materials.add(matte(colours.relief.unwrap_or([245, 245, 245]))),
        gold: materials.add(StandardMaterial {
            base_color: to_bevy(OFFICER_GOLD),
            emissive: LinearRgba::rgb(0.25, 0.15, 0.0),
            metallic: 0.6,
            perceptual_roughness: 0.35,
            ..default()
        }),
    });
}

/// Whether a man of `colour` wears the relief in a theme.
fn wears_relief(colours: &Palette, colour: Colour) -> Visibility {
    if colours.relief.is_some() && colour == Colour::Black {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// A new theme recolours every man in place and puts the relief on or off.
fn restyle_men(
    look: Res<Look>,
    looks: Option<Res<ManLooks>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    men: Query<(&ManPiece, &ManParts)>,
    mut visibilities: Query<&mut Visibility>,
) {
    let Some(looks) = looks else {
        return;
    };
    if !look.is_changed() || look.is_added() {
        return;
    }
    let colours = palette(look.theme);
    for colour in 0..2 {
        for (i, &highlight) in HIGHLIGHTS.iter().enumerate() {
            if let Some(mut material) = materials.get_mut(&looks.bodies[colour][i]) {
                *material = body_material(colours, colour, highlight);
            }
        }
        if let Some(mut material) = materials.get_mut(&looks.grooves[colour]) {
            *material = matte(colours.grooves[colour]);
        }
    }
    if let (Some(relief), Some(mut material)) =
        (colours.relief, materials.get_mut(&looks.relief_colour))
    {
        *material = matte(relief);
    }
    for (piece, parts) in &men {
        if let Ok(mut visibility) = visibilities.get_mut(parts.relief) {
            visibility.set_if_neq(wears_relief(colours, piece.colour));
        }
    }
}

/// Gives a new man its parts (the input layer gives it its picking observers).
fn dress_man(
    add: On<Add, ManPiece>,
    mut commands: Commands,
    looks: Res<ManLooks>,
    look: Res<Look>,
    men: Query<&ManPiece>,
) {
    let man = add.entity;
    let Ok(piece) = men.get(man) else {
        return;
    };
    let c = side_index(piece.colour);
    let body = commands
        .spawn((
            Mesh3d(looks.body.clone()),
            MeshMaterial3d(looks.bodies[c][0].clone()),
        ))
        .id();
    let core = commands
        .spawn((
            Mesh3d(looks.core.clone()),
            MeshMaterial3d(looks.bodies[c][0].clone()),
        ))
        .id();
    let band = commands
        .spawn((
            Mesh3d(looks.band.clone()),
            MeshMaterial3d(looks.gold.clone()),
            if piece.officer {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            },
        ))
        .with_children(|band| {
            for y in [0.017, -0.017] {
                band.spawn((
                    Mesh3d(looks.band_edge.clone()),
                    MeshMaterial3d(looks.edge.clone()),
                    Transform::from_xyz(0.0, y, 0.0),
                ));
            }
        })
        .id();
    let relief = commands
        .spawn((
            Mesh3d(looks.relief.clone()),
            MeshMaterial3d(looks.relief_colour.clone()),
            wears_relief(palette(look.theme), piece.colour),
        ))
        .id();
    let half = MAN_HEIGHT / 2.0 - GROOVE / 2.0;
    // The mark is on the underside (-y); an officer lies turned over, mark up.
    let face = -MAN_HEIGHT / 2.0;
    let squash = Vec3::new(1.0, 0.25, 1.0);
    commands
        .entity(man)
        .add_children(&[body, core, band, relief])
        .with_children(|parts| {
            for y in [half, -half] {
                parts.spawn((
                    Mesh3d(looks.groove.clone()),
                    MeshMaterial3d(looks.grooves[c].clone()),
                    Transform::from_xyz(0.0, y, 0.0),
                ));
            }
            parts.spawn((
                Mesh3d(looks.mark_edge.clone()),
                MeshMaterial3d(looks.edge.clone()),
                Transform::from_xyz(0.0, face - 0.0005, 0.0).with_scale(Vec3::new(1.0, 0.1, 1.0)),
            ));
            parts.spawn((
                Mesh3d(looks.mark_ring.clone()),
                MeshMaterial3d(looks.gold.clone()),
                Transform::from_xyz(0.0, face - 0.002, 0.0).with_scale(squash),
            ));
            parts.spawn((
                Mesh3d(looks.mark_dot.clone()),
                MeshMaterial3d(looks.gold.clone()),
                Transform::from_xyz(0.0, face - 0.003, 0.0),
            ));
        })
        .insert(ManParts {
            body: [body, core],
            band,
            relief,
            highlight: Highlight::Plain,
        });
}

fn show_officer_bands(
    men: Query<(&ManPiece, &ManParts), Changed<ManPiece>>,
    mut bands: Query<&mut Visibility>,
) {
    for (piece, parts) in &men {
        if let Ok(mut visibility) = bands.get_mut(parts.band) {
            visibility.set_if_neq(if piece.officer {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
        }
    }
}

/// Tints each man: freed men glow, columns that must capture flash, the selected column, a
/// hint's and the hovered one are lit.
fn highlight_men(
    time: Res<Time>,
    looks: Res<ManLooks>,
    state: Res<State<TurnState>>,
    selection: Res<Selection>,
    feedback: Res<Feedback>,
    mut men: Query<(&ManPiece, &Placement, &mut ManParts, Option<&Glow>)>,
    mut bodies: Query<&mut MeshMaterial3d<StandardMaterial>>,
) {
    let blink_on = (time.elapsed_secs() * 6.0).sin() > -0.3;
    let waiting = *state.get() == TurnState::AwaitingMove;
    for (piece, placement, mut parts, glow) in &mut men {
        let square = Some(placement.square);
        let highlight = if glow.is_some_and(|glow| glow.is_lit()) {
            Highlight::Freed
        } else if feedback.flash > 0.0
            && blink_on
            && feedback.must_capture.contains(&placement.square)
        {
            Highlight::MustCapture
        } else if waiting && selection.from() == square {
            Highlight::Selected
        } else if feedback.hint.contains(&placement.square) {
            Highlight::Hint
        } else {
            Highlight::Plain
        };
        if highlight == parts.highlight {
            continue;
        }
        parts.highlight = highlight;
        let index = HIGHLIGHTS.iter().position(|&h| h == highlight).unwrap_or(0);
        for part in parts.body {
            if let Ok(mut material) = bodies.get_mut(part) {
                material.0 = looks.bodies[side_index(piece.colour)][index].clone();
            }
        }
    }
}
