//! How the men look: ivory and ebony discs with a groove at each face, so stacked men stay
//! countable; an officer's mark (a gold star ring) on one face, shown by turning the man over;
//! a gold band on an officer's rim, visible inside a column. Highlights tint the body.

use bevy::prelude::*;

use lasca_rules::Colour;

use super::choreography::Glow;
use super::geometry::{MAN_HEIGHT, MAN_RADIUS, Placement};
use super::men::ManPiece;
use super::palette::{OFFICER_GOLD, man_colour, to_bevy};
use crate::app::core::{Feedback, GameSet, Inspection, Selection, TurnState};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_looks)
        .add_observer(dress_man)
        .add_systems(
            Update,
            (show_officer_bands, highlight_men).in_set(GameSet::Present),
        );
}

/// How a man's body is tinted.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
enum Highlight {
    #[default]
    Plain,
    Hovered,
    Selected,
    MustCapture,
    Freed,
}

const HIGHLIGHTS: [Highlight; 5] = [
    Highlight::Plain,
    Highlight::Hovered,
    Highlight::Selected,
    Highlight::MustCapture,
    Highlight::Freed,
];

#[derive(Resource)]
struct ManLooks {
    body: Handle<Mesh>,
    groove: Handle<Mesh>,
    /// The faces: the core stands a hair proud of the grooves, which ring it darker.
    core: Handle<Mesh>,
    mark_ring: Handle<Mesh>,
    mark_dot: Handle<Mesh>,
    band: Handle<Mesh>,
    /// Body materials by colour (white, black) and highlight.
    bodies: [[Handle<StandardMaterial>; 5]; 2],
    grooves: [Handle<StandardMaterial>; 2],
    gold: Handle<StandardMaterial>,
}

/// The parts of a man whose look changes.
#[derive(Component)]
struct ManParts {
    /// The rim band and the core (the faces): tinted by highlights.
    body: [Entity; 2],
    band: Entity,
    highlight: Highlight,
}

/// The height of the groove at each face.
const GROOVE: f32 = 0.014;

fn load_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let body_colours = Colour::BOTH.map(|colour| to_bevy(man_colour(colour)));
    let tints = |highlight: Highlight, colour: usize| -> LinearRgba {
        let boost = if colour == 0 { 0.6 } else { 1.0 };
        match highlight {
            Highlight::Plain => LinearRgba::BLACK,
            Highlight::Hovered => LinearRgba::rgb(0.12, 0.18, 0.32) * boost,
            Highlight::Selected => LinearRgba::rgb(0.1, 0.55, 0.2) * boost,
            Highlight::MustCapture => LinearRgba::rgb(0.9, 0.08, 0.05) * boost,
            Highlight::Freed => LinearRgba::rgb(1.2, 0.9, 0.1) * boost,
        }
    };
    let bodies = [0, 1].map(|colour| {
        HIGHLIGHTS.map(|highlight| {
            materials.add(StandardMaterial {
                base_color: body_colours[colour],
                emissive: tints(highlight, colour),
                // Ebony less glossy than it was: from Black's side the light's highlight made
                // Black's men look white.
                perceptual_roughness: if colour == 0 { 0.45 } else { 0.6 },
                reflectance: if colour == 0 { 0.4 } else { 0.25 },
                ..default()
            })
        })
    });
    let grooves = [Color::srgb(0.3, 0.27, 0.22), Color::srgb(0.5, 0.5, 0.56)].map(|colour| {
        materials.add(StandardMaterial {
            base_color: colour,
            perceptual_roughness: 0.7,
            ..default()
        })
    });
    commands.insert_resource(ManLooks {
        body: meshes.add(Cylinder::new(MAN_RADIUS, MAN_HEIGHT - 2.0 * GROOVE)),
        groove: meshes.add(Cylinder::new(MAN_RADIUS - 0.012, GROOVE)),
        core: meshes.add(Cylinder::new(MAN_RADIUS - 0.045, MAN_HEIGHT + 0.002)),
        mark_ring: meshes.add(Torus::new(0.15, 0.23)),
        mark_dot: meshes.add(Cylinder::new(0.07, 0.006)),
        band: meshes.add(Cylinder::new(MAN_RADIUS + 0.006, 0.03)),
        bodies,
        grooves,
        gold: materials.add(StandardMaterial {
            base_color: to_bevy(OFFICER_GOLD),
            emissive: LinearRgba::rgb(0.25, 0.15, 0.0),
            metallic: 0.6,
            perceptual_roughness: 0.35,
            ..default()
        }),
    });
}

fn colour_index(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

/// Gives a new man its parts (the input layer gives it its picking observers).
fn dress_man(
    add: On<Add, ManPiece>,
    mut commands: Commands,
    looks: Res<ManLooks>,
    men: Query<&ManPiece>,
) {
    let man = add.entity;
    let Ok(piece) = men.get(man) else {
        return;
    };
    let c = colour_index(piece.colour);
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
        .id();
    let half = MAN_HEIGHT / 2.0 - GROOVE / 2.0;
    // The mark is on the underside (-y); an officer lies turned over, mark up.
    let face = -MAN_HEIGHT / 2.0;
    let squash = Vec3::new(1.0, 0.25, 1.0);
    commands
        .entity(man)
        .add_children(&[body, core, band])
        .with_children(|parts| {
            for y in [half, -half] {
                parts.spawn((
                    Mesh3d(looks.groove.clone()),
                    MeshMaterial3d(looks.grooves[c].clone()),
                    Transform::from_xyz(0.0, y, 0.0),
                ));
            }
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

/// Tints each man: freed men glow, columns that must capture flash, the selected column and
/// the hovered one are lit.
fn highlight_men(
    time: Res<Time>,
    looks: Res<ManLooks>,
    state: Res<State<TurnState>>,
    selection: Res<Selection>,
    feedback: Res<Feedback>,
    inspection: Res<Inspection>,
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
        } else if waiting && inspection.hovered == square {
            Highlight::Hovered
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
                material.0 = looks.bodies[colour_index(piece.colour)][index].clone();
            }
        }
    }
}
