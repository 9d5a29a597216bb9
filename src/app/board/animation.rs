//! Showing each move: slides, hops, prisoners, freed men and promotions, with bevy_tweening.
//!
//! For a played move every man that changes place gets one [`TweenAnim`] over the whole move
//! (planned in [`super::choreography`]); all tracks of a move last equally long, so the turn
//! goes on when the last [`TweenAnim`] is gone. Freed men glow for a moment. Men not being
//! animated are eased toward their rest transform (plus the lift of a selected column or the
//! spread of an exploded one).

use bevy::prelude::*;
use bevy_tweening::{AnimationSystem, TweenAnim};

use super::Stacks;
use super::choreography::{Glow, plan};
use super::geometry::{MAN_PITCH, Placement, SELECTED_LIFT, rest_transform, spread_gap};
use super::men::{ManPiece, MenMoved};
use crate::app::core::{
    AnimationSettings, CurrentGame, DraggedColumn, FinishAnimations, FrameDemand, GameReset,
    GameSet, Inspection, Selection, TurnState, settled_state,
};

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
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
    .add_systems(
        Update,
        (tick_glows, settle_men, keep_moving_while_animated).in_set(GameSet::Present),
    );
}

/// Frames go on while a move is shown or a freed man glows.
fn keep_moving_while_animated(
    state: Res<State<TurnState>>,
    animated: Query<(), Or<(With<TweenAnim>, With<Glow>)>>,
    mut demand: ResMut<FrameDemand>,
) {
    if *state.get() == TurnState::Animating || !animated.is_empty() {
        demand.keep_moving();
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
    rules: Res<CurrentGame>,
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
    dragged: Res<DraggedColumn>,
    stacks: Res<Stacks>,
    mut men: Query<(&mut Transform, &ManPiece, &Placement), Without<TweenAnim>>,
    mut demand: ResMut<FrameDemand>,
) {
    let blend = 1.0 - (-SETTLE_RATE * time.delta_secs()).exp();
    for (mut transform, piece, placement) in &mut men {
        let mut target = rest_transform(*placement, piece.officer);
        if selection.from() == Some(placement.square) {
            target.translation.y += SELECTED_LIFT;
            // A dragged column follows the pointer over the board.
            if let Some((square, at)) = dragged.0
                && square == placement.square
            {
                target.translation.x = at.x;
                target.translation.z = at.z;
                target.translation.y += SELECTED_LIFT;
            }
        }
        if inspection.exploded && inspection.hovered == Some(placement.square) {
            let height = stacks.column(placement.square).len();
            target.translation.y += placement.level as f32 * spread_gap(height);
        }
        if *transform == target {
            continue;
        }
        demand.keep_moving();
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
