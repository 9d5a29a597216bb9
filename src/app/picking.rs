//! Pointer and keys: picking observers on men and squares, and the game's keys.
//!
//! A left click on a column or a square picks it (a drag that orbits the camera picks
//! nothing); a right click without a drag, or Escape, cancels. Space finishes the animation;
//! holding E spreads the hovered column apart.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::GameSet;
use super::animation::{FinishAnimations, Inspection};
use super::board::BoardSquare;
use super::men::Placement;
use super::selection::BoardInput;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PressOrigin>()
        .add_observer(record_press)
        .add_systems(Update, (track_presses, game_keys).in_set(GameSet::Input));
}

/// A press that moves the pointer further than this (in pixels) is a drag, not a click.
const CLICK_SLOP: f32 = 6.0;

/// Where each mouse button was pressed, to tell clicks from drags.
#[derive(Resource, Default)]
pub(super) struct PressOrigin {
    left: Option<Vec2>,
    right: Option<Vec2>,
}

fn cursor(window: &Single<&Window, With<PrimaryWindow>>) -> Option<Vec2> {
    window.cursor_position()
}

fn track_presses(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    egui: Option<Res<EguiWantsInput>>,
    mut origin: ResMut<PressOrigin>,
    mut inputs: MessageWriter<BoardInput>,
) {
    let at = cursor(&window);
    if buttons.just_pressed(MouseButton::Right) {
        origin.right = at;
    }
    if buttons.just_released(MouseButton::Right) {
        let still = matches!((origin.right, at), (Some(a), Some(b)) if a.distance(b) <= CLICK_SLOP);
        let over_ui = egui.is_some_and(|egui| egui.wants_any_pointer_input());
        if still && !over_ui {
            inputs.write(BoardInput::Cancel);
        }
    }
}

fn game_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut inputs: MessageWriter<BoardInput>,
    mut finish: MessageWriter<FinishAnimations>,
    mut inspection: ResMut<Inspection>,
) {
    if egui.is_some_and(|egui| egui.wants_any_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        inputs.write(BoardInput::Cancel);
    }
    if keys.just_pressed(KeyCode::Space) {
        finish.write(FinishAnimations);
    }
    let exploded = keys.pressed(KeyCode::KeyE);
    if inspection.exploded != exploded {
        inspection.exploded = exploded;
    }
}

/// Remembers where a press on a picked entity began; picking runs before `Update`, so the
/// click observers see the press of their own click.
fn record_press(press: On<Pointer<Press>>, mut origin: ResMut<PressOrigin>) {
    if press.button == PointerButton::Primary {
        origin.left = Some(press.pointer_location.position);
    }
}

/// Whether a click is a real click: the left button, not the end of a drag.
fn is_pick(click: &Pointer<Click>, origin: &PressOrigin) -> bool {
    click.button == PointerButton::Primary
        && origin
            .left
            .is_none_or(|at| at.distance(click.pointer_location.position) <= CLICK_SLOP)
}

pub(super) fn click_man(
    click: On<Pointer<Click>>,
    origin: Res<PressOrigin>,
    men: Query<&Placement>,
    mut inputs: MessageWriter<BoardInput>,
) {
    if let Ok(placement) = men.get(click.entity)
        && is_pick(&click, &origin)
    {
        inputs.write(BoardInput::Pick(placement.square));
    }
}

pub(super) fn click_square(
    click: On<Pointer<Click>>,
    origin: Res<PressOrigin>,
    squares: Query<&BoardSquare>,
    mut inputs: MessageWriter<BoardInput>,
) {
    if let Ok(square) = squares.get(click.entity)
        && is_pick(&click, &origin)
    {
        inputs.write(BoardInput::Pick(square.0));
    }
}

pub(super) fn hover_man(
    over: On<Pointer<Over>>,
    men: Query<&Placement>,
    mut inspection: ResMut<Inspection>,
) {
    if let Ok(placement) = men.get(over.entity) {
        inspection.hovered = Some(placement.square);
    }
}

pub(super) fn unhover_man(
    out: On<Pointer<Out>>,
    men: Query<&Placement>,
    mut inspection: ResMut<Inspection>,
) {
    // A spread column keeps the inspection while the pointer slips off its moving men.
    if let Ok(placement) = men.get(out.entity)
        && inspection.hovered == Some(placement.square)
        && !inspection.exploded
    {
        inspection.hovered = None;
    }
}

pub(super) fn hover_square(
    over: On<Pointer<Over>>,
    squares: Query<&BoardSquare>,
    mut inspection: ResMut<Inspection>,
) {
    if let Ok(square) = squares.get(over.entity) {
        inspection.hovered = Some(square.0);
    }
}

pub(super) fn unhover_square(
    out: On<Pointer<Out>>,
    squares: Query<&BoardSquare>,
    mut inspection: ResMut<Inspection>,
) {
    if let Ok(square) = squares.get(out.entity)
        && inspection.hovered == Some(square.0)
        && !inspection.exploded
    {
        inspection.hovered = None;
    }
}
