//! Showing each move: slides, hops, prisoners, freed men and promotions, with bevy_tweening.
//!
//! For a played move every man that changes place gets one [`TweenAnim`] over the whole move, a
//! [`TrackLens`] of timed segments: the moving column hops square by square on arcs that clear
//! the jumped column, each captured commander slides under the column after its hop, and a
//! promoted commander turns over at the end. All tracks of a move last equally long, so the
//! turn goes on when the last [`TweenAnim`] is gone. A track ends exactly on the man's rest
//! transform. Men not being animated are eased toward their rest transform (plus the lift of a
//! selected column or the spread of an exploded one).

use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::{AnimationSystem, EaseMethod, Lens, Tween, TweenAnim};
use lasca_rules::Square;

pub use crate::record::AnimationSpeed;

use super::GameSet;
use super::men::{
    MAN_PITCH, ManPiece, MenMoved, Placement, column_top, face_rotation, rest_transform,
    square_centre,
};
use super::rules::{GameReset, Rules, TurnState, settled_state};
use super::selection::Selection;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>()
        .init_resource::<Inspection>()
        .add_message::<FinishAnimations>()
        .configure_sets(
            Update,
            AnimationSystem::AnimationUpdate
                .after(GameSet::Animate)
                .before(GameSet::Present),
        )
        .add_systems(
            Update,
            (
                (stop_on_reset, finish_on_request, start_move_animations).chain(),
                end_turn_when_still.run_if(in_state(TurnState::Animating)),
            )
                .chain()
                .in_set(GameSet::Animate),
        )
        .add_systems(Update, (tick_glows, settle_men).in_set(GameSet::Present));
}

/// The animation settings.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnimationSettings {
    /// How fast moves are shown.
    pub speed: AnimationSpeed,
}

/// A request to end the animation under way at once (the men jump to where they go).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct FinishAnimations;

/// What the player is looking into: the hovered column, and whether it is spread out.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Inspection {
    /// The square under the pointer.
    pub hovered: Option<Square>,
    /// The exploded view is held: the hovered column's men are spread apart.
    pub exploded: bool,
}

/// A man lighting up for a moment: the freed man of a column that changed hands.
#[derive(Component, Clone, Copy, Debug)]
pub struct Glow {
    /// Seconds before it lights.
    pub delay: f32,
    /// Seconds it stays lit.
    pub remaining: f32,
}

impl Glow {
    /// Whether it is lit now.
    pub fn is_lit(self) -> bool {
        self.delay <= 0.0 && self.remaining > 0.0
    }
}

/// Seconds of each part of a move at the usual pace.
const STEP_SECONDS: f32 = 0.45;
const HOP_SECONDS: f32 = 0.55;
const UNDER_SECONDS: f32 = 0.3;
const FLIP_SECONDS: f32 = 0.5;
const GLOW_SECONDS: f32 = 1.4;
/// How high a turning officer is lifted, and how far above a jumped column a hop passes.
const FLIP_LIFT: f32 = 0.35;
const HOP_CLEARANCE: f32 = 0.25;
/// How far a selected column is lifted, and how far apart an exploded column's men are spread.
pub const SELECTED_LIFT: f32 = 0.12;
pub const EXPLODE_GAP: f32 = 0.22;

/// One timed piece of a man's track: from one transform to another over `[start, end]`
/// seconds, eased, rising `arc` above the straight line at the middle.
#[derive(Clone, Copy, Debug)]
struct Segment {
    start: f32,
    end: f32,
    from: Transform,
    to: Transform,
    arc: f32,
}

/// A man's whole movement during one move, as a lens over one tween of the move's length.
#[derive(Clone, Debug)]
pub struct TrackLens {
    total: f32,
    segments: Vec<Segment>,
}

impl TrackLens {
    /// Where the man is `seconds` into the move.
    fn sample(&self, seconds: f32) -> Transform {
        let Some(first) = self.segments.first() else {
            return Transform::IDENTITY;
        };
        let Some(segment) = self.segments.iter().rev().find(|s| s.start <= seconds) else {
            return first.from;
        };
        if seconds >= segment.end {
            return segment.to;
        }
        let linear = (seconds - segment.start) / (segment.end - segment.start);
        let eased = EaseFunction::SmoothStep.sample_clamped(linear);
        let lift = segment.arc * 4.0 * eased * (1.0 - eased);
        Transform {
            translation: segment.from.translation.lerp(segment.to.translation, eased)
                + Vec3::Y * lift,
            rotation: segment.from.rotation.slerp(segment.to.rotation, eased),
            scale: segment.to.scale,
        }
    }

    /// Where the track ends.
    fn end(&self) -> Option<Transform> {
        self.segments.last().map(|segment| segment.to)
    }
}

impl Lens<Transform> for TrackLens {
    fn lerp(&mut self, mut target: Mut<'_, Transform>, ratio: f32) {
        // The last frame lands exactly on the rest transform, whatever the rounding.
        let transform = if ratio >= 1.0 {
            self.end()
        } else {
            Some(self.sample(ratio * self.total))
        };
        if let Some(transform) = transform {
            *target = transform;
        }
    }
}

/// Builds the tracks of one move.
struct Choreography {
    scale: f32,
    clock: f32,
    tracks: HashMap<Entity, (Transform, Vec<Segment>)>,
}

impl Choreography {
    fn at(&self, man: Entity) -> Option<Transform> {
        self.tracks.get(&man).map(|(at, _)| *at)
    }

    /// Moves `man` to `to` over `seconds` (at the usual pace) from the clock's time.
    fn go(&mut self, man: Entity, to: Transform, seconds: f32, arc: f32) {
        let (start, end) = (self.clock, self.clock + seconds * self.scale);
        if let Some((at, segments)) = self.tracks.get_mut(&man) {
            segments.push(Segment {
                start,
                end,
                from: *at,
                to,
                arc,
            });
            *at = to;
        }
    }

    fn advance(&mut self, seconds: f32) {
        self.clock += seconds * self.scale;
    }
}

fn start_move_animations(
    mut commands: Commands,
    mut moved: MessageReader<MenMoved>,
    settings: Res<AnimationSettings>,
    men: Query<(&Transform, &ManPiece, &Placement)>,
) {
    for moved in moved.read() {
        let scale = settings.speed.duration_factor();
        if let Some(glows) = plan(moved, scale, &men, &mut commands) {
            for (man, glow) in glows {
                commands.entity(man).insert(glow);
            }
        }
    }
}

/// Plans and starts the tweens of one move; returns the glows of freed men. With the instant
/// speed nothing is tweened: the men are put where they go.
fn plan(
    moved: &MenMoved,
    scale: f32,
    men: &Query<(&Transform, &ManPiece, &Placement)>,
    commands: &mut Commands,
) -> Option<Vec<(Entity, Glow)>> {
    let mv = moved.played.mv;
    let before = moved.played.before;
    let old: HashMap<Entity, Placement> = moved.from.iter().copied().collect();
    let mut show = Choreography {
        scale,
        clock: 0.0,
        tracks: HashMap::new(),
    };
    for &man in old.keys() {
        let transform = men.get(man).ok()?.0;
        show.tracks.insert(man, (*transform, Vec::new()));
    }
    let rest = |man: Entity| -> Option<Transform> {
        let (_, piece, placement) = men.get(man).ok()?;
        Some(rest_transform(*placement, piece.officer))
    };
    // The moving column, top first, as it grows.
    let mut column: Vec<Entity> = old
        .iter()
        .filter(|(_, placement)| placement.square == mv.from())
        .map(|(&man, _)| man)
        .collect();
    column.sort_by_key(|man| std::cmp::Reverse(old[man].level));
    let officer_of = |man: Entity| men.get(man).is_ok_and(|(_, p, _)| p.officer);
    let standing = |column: &[Entity], square: Square, extra: usize| -> Vec<(Entity, Transform)> {
        column
            .iter()
            .enumerate()
            .map(|(depth, &man)| {
                let placement = Placement {
                    square,
                    level: column.len() - 1 - depth + extra,
                };
                let officer = officer_of(man) && moved.promoted != Some(man);
                (man, rest_transform(placement, officer))
            })
            .collect()
    };
    let mut glows = Vec::new();
    if !mv.is_capture() {
        for (man, to) in standing(&column, mv.to(), 0) {
            show.go(man, to, STEP_SECONDS, 0.0);
        }
        show.advance(STEP_SECONDS);
    }
    for (hop, over) in mv.jumped().enumerate() {
        let landing = mv.square(hop + 1);
        let jumped_height = before.column(over).height();
        let arc = column_top(jumped_height) + HOP_CLEARANCE;
        for (man, to) in standing(&column, landing, 0) {
            show.go(man, to, HOP_SECONDS, arc);
        }
        show.advance(HOP_SECONDS);
        // The captured commander slides under the column, which rises to take it.
        let prisoner = old
            .iter()
            .find(|(_, placement)| placement.square == over)
            .map(|(&man, _)| man);
        if let Some(prisoner) = prisoner {
            for (man, to) in standing(&column, landing, 1) {
                show.go(man, to, UNDER_SECONDS, 0.0);
            }
            let officer = officer_of(prisoner);
            let under = rest_transform(
                Placement {
                    square: landing,
                    level: 0,
                },
                officer,
            );
            let start = show.at(prisoner)?;
            // Along the board first, at its own height, then down into place.
            let beside = Transform {
                translation: Vec3::new(
                    under.translation.x,
                    start.translation.y,
                    under.translation.z,
                ),
                ..under
            };
            show.go(prisoner, beside, UNDER_SECONDS, 0.0);
            show.advance(UNDER_SECONDS);
            show.go(prisoner, under, UNDER_SECONDS * 0.5, 0.0);
            column.push(prisoner);
            if let (Some(Some(freed)), Some(captured)) =
                (moved.uncovered.get(hop), before.column(over).commander())
                && men
                    .get(*freed)
                    .is_ok_and(|(_, p, _)| p.colour != captured.colour)
            {
                glows.push((
                    *freed,
                    Glow {
                        delay: show.clock - UNDER_SECONDS * scale,
                        remaining: GLOW_SECONDS * scale.max(0.5),
                    },
                ));
            }
        }
    }
    if let Some(promoted) = moved.promoted {
        let at = show.at(promoted)?;
        let turned = Transform {
            rotation: face_rotation(true),
            ..at
        };
        show.advance(UNDER_SECONDS * 0.5);
        show.go(promoted, turned, FLIP_SECONDS, FLIP_LIFT);
    }
    let total = show
        .tracks
        .values()
        .flat_map(|(_, segments)| segments.last().map(|s| s.end))
        .fold(0.0, f32::max);
    for (man, (_, mut segments)) in show.tracks {
        let end = rest(man)?;
        // Every track ends exactly at rest, whatever the plan did on the way.
        match segments.last_mut() {
            Some(last) => last.to = end,
            None => continue,
        }
        if total <= 0.0 {
            commands.entity(man).insert(end);
            continue;
        }
        let tween = Tween::new(
            EaseMethod::EaseFunction(EaseFunction::Linear),
            Duration::from_secs_f32(total),
            TrackLens { total, segments },
        );
        commands.entity(man).insert(TweenAnim::new(tween));
    }
    for (_, glow) in &mut glows {
        glow.delay = glow.delay.max(0.0);
    }
    Some(glows)
}

fn stop_on_reset(
    mut commands: Commands,
    mut resets: MessageReader<GameReset>,
    animated: Query<Entity, With<TweenAnim>>,
    glowing: Query<Entity, With<Glow>>,
) {
    if resets.read().count() == 0 {
        return;
    }
    for man in &animated {
        commands.entity(man).remove::<TweenAnim>();
    }
    for man in &glowing {
        commands.entity(man).remove::<Glow>();
    }
}

fn finish_on_request(
    mut commands: Commands,
    mut requests: MessageReader<FinishAnimations>,
    mut animated: Query<(Entity, &mut Transform, &ManPiece, &Placement), With<TweenAnim>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    for (man, mut transform, piece, placement) in &mut animated {
        commands.entity(man).remove::<TweenAnim>();
        *transform = rest_transform(*placement, piece.officer);
    }
}

fn end_turn_when_still(
    animated: Query<(), (With<TweenAnim>, With<ManPiece>)>,
    rules: Res<Rules>,
    mut next: ResMut<NextState<TurnState>>,
) {
    if animated.is_empty() {
        next.set(settled_state(&rules.game));
    }
}

fn tick_glows(mut commands: Commands, time: Res<Time>, mut glows: Query<(Entity, &mut Glow)>) {
    let dt = time.delta_secs();
    for (man, mut glow) in &mut glows {
        if glow.delay > 0.0 {
            glow.delay -= dt;
        } else {
            glow.remaining -= dt;
            if glow.remaining <= 0.0 {
                commands.entity(man).remove::<Glow>();
            }
        }
    }
}

/// How fast men at rest ease toward where they should stand (per second).
const SETTLE_RATE: f32 = 14.0;

/// Eases men that are not animated toward their rest transform, lifted when selected and
/// spread when their column is exploded; close enough, they land exactly on it.
fn settle_men(
    time: Res<Time>,
    selection: Res<Selection>,
    inspection: Res<Inspection>,
    mut men: Query<(&mut Transform, &ManPiece, &Placement), Without<TweenAnim>>,
) {
    let blend = 1.0 - (-SETTLE_RATE * time.delta_secs()).exp();
    for (mut transform, piece, placement) in &mut men {
        let mut target = rest_transform(*placement, piece.officer);
        if selection.from() == Some(placement.square) {
            target.translation.y += SELECTED_LIFT;
        }
        if inspection.exploded && inspection.hovered == Some(placement.square) {
            target.translation.y += placement.level as f32 * EXPLODE_GAP;
        }
        if *transform == target {
            continue;
        }
        let gap = transform.translation.distance(target.translation)
            + transform.rotation.angle_between(target.rotation);
        if gap < 0.002 * MAN_PITCH || blend >= 1.0 {
            *transform = target;
        } else {
            transform.translation = transform.translation.lerp(target.translation, blend);
            transform.rotation = transform.rotation.slerp(target.rotation, blend);
        }
    }
}

/// The centre of the top face of the column on `square` of `height` men.
pub fn column_top_centre(square: Square, height: usize) -> Vec3 {
    square_centre(square) + Vec3::Y * column_top(height)
}
