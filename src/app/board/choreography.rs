//! The choreography of one move: a [`TrackLens`] of timed segments per man that moves. The
//! moving column hops square by square on arcs that clear the jumped column, each captured
//! commander slides under the column after its hop, and a promoted commander turns over at the
//! end. All tracks of a move last equally long, and each ends exactly on its man's rest
//! transform.

use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::{EaseMethod, Lens, Tween, TweenAnim};
use lasca_rules::AnySquare;

use super::geometry::{Placement, column_top, face_rotation, rest_transform};
use super::men::{ManPiece, MenMoved};

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

/// Plans and starts the tweens of one move; returns the glows of freed men. With the instant
/// speed nothing is tweened: the men are put where they go.
pub(super) fn plan(
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
    // Whether the promoted man has turned over already (in the middle of a capture).
    let crowned = std::cell::Cell::new(false);
    let standing =
        |column: &[Entity], square: AnySquare, extra: usize| -> Vec<(Entity, Transform)> {
            column
                .iter()
                .enumerate()
                .map(|(depth, &man)| {
                    let placement = Placement {
                        square,
                        level: column.len() - 1 - depth + extra,
                    };
                    let officer = officer_of(man) && (moved.promoted != Some(man) || crowned.get());
                    (man, rest_transform(placement, officer))
                })
                .collect()
        };
    let mut glows = Vec::new();
    // A flying king's long step or hop takes longer, so its way along the diagonal shows.
    let along = |from: AnySquare, to: AnySquare| {
        let squares = from.file().abs_diff(to.file()).max(1);
        1.0 + 0.25 * f32::from(squares.saturating_sub(2))
    };
    // Where a promotion shows: after the hop that lands on the far rank (bashni's men go on
    // capturing as kings), or at the end.
    let path = mv.path();
    let promoted_colour = moved
        .promoted
        .and_then(|man| men.get(man).ok().map(|(_, piece, _)| piece.colour));
    let promotion_hop = promoted_colour.and_then(|colour| {
        path.iter()
            .skip(1)
            .position(|square| square.is_promotion_rank(colour))
    });
    if !mv.is_capture() {
        let seconds = STEP_SECONDS * along(mv.from(), mv.to());
        for (man, to) in standing(&column, mv.to(), 0) {
            show.go(man, to, seconds, 0.0);
        }
        show.advance(seconds);
    }
    for (hop, over) in before.jumped(mv).into_iter().enumerate() {
        let landing = path[hop + 1];
        let jumped_height = before.men(over).len();
        let arc = column_top(jumped_height) + HOP_CLEARANCE;
        let seconds = HOP_SECONDS * along(path[hop], landing);
        for (man, to) in standing(&column, landing, 0) {
            show.go(man, to, seconds, arc);
        }
        show.advance(seconds);
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
                (moved.uncovered.get(hop), before.commander(over))
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
        // Crowned on the far rank in the middle of a capture: it turns over there, and the
        // rest of the capture is a king's.
        if promotion_hop == Some(hop)
            && hop + 2 < path.len()
            && let Some(promoted) = moved.promoted
            && let Some(at) = show.at(promoted)
        {
            let turned = Transform {
                rotation: face_rotation(true),
                ..at
            };
            show.go(promoted, turned, FLIP_SECONDS, FLIP_LIFT);
            show.advance(FLIP_SECONDS);
            crowned.set(true);
        }
    }
    if let Some(promoted) = moved.promoted.filter(|_| !crowned.get()) {
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
