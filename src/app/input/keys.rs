//! Every key the game answers, in one place. No key acts while a panel has the keyboard (a
//! text field has focus: [`KeyboardTaken`], which egui's wish for the keyboard sets each
//! frame), and the record's keys wait while the resume prompt is open.
//!
//! | key | what it does |
//! |---|---|
//! | Esc | drop the selection |
//! | Space | finish the animation |
//! | E (held) | spread the hovered column apart |
//! | W, B, T, R, F | White's view, Black's view, top view, reset, flip |
//! | ← → Home End (↑ ↓) | look back through the moves |
//! | Ctrl+Z, Ctrl+Y (Ctrl+Shift+Z) | undo, redo |
//! | Ctrl+S, Ctrl+O | the Save and Open windows |
//! | M | sound on or off |

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::app::core::{
    BoardInput, Dialog, FinishAnimations, GameSet, HistoryRequest, Inspection, KeyboardTaken,
    Navigate, ResumeOffer, ShowDialog, SoundEnabled, ViewRequest,
};
use crate::record::CameraPreset;

/// The game's keys (the window adds egui's focus; tests set [`KeyboardTaken`] themselves).
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            follow_egui_focus,
            (board_keys, view_keys, record_keys, sound_key).run_if(keyboard_is_ours),
        )
            .chain()
            .in_set(GameSet::Input),
    );
}

/// A text field (or another egui widget) that wants the keyboard takes it from the game.
fn follow_egui_focus(egui: Option<Res<EguiWantsInput>>, mut taken: ResMut<KeyboardTaken>) {
    if let Some(egui) = egui {
        taken.set_if_neq(KeyboardTaken(egui.wants_any_keyboard_input()));
    }
}

/// Whether the keys are the game's.
fn keyboard_is_ours(taken: Res<KeyboardTaken>) -> bool {
    !taken.0
}

fn board_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut inputs: MessageWriter<BoardInput>,
    mut finish: MessageWriter<FinishAnimations>,
    mut inspection: ResMut<Inspection>,
) {
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

fn ctrl(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
}

fn view_keys(keys: Res<ButtonInput<KeyCode>>, mut requests: MessageWriter<ViewRequest>) {
    for (key, request) in [
        (KeyCode::KeyW, ViewRequest::Preset(CameraPreset::White)),
        (KeyCode::KeyB, ViewRequest::Preset(CameraPreset::Black)),
        (KeyCode::KeyT, ViewRequest::Preset(CameraPreset::Top)),
        (KeyCode::KeyF, ViewRequest::Flip),
        (KeyCode::KeyR, ViewRequest::Reset),
    ] {
        if keys.just_pressed(key) {
            requests.write(request);
        }
    }
}

fn record_keys(
    keys: Res<ButtonInput<KeyCode>>,
    offer: Res<ResumeOffer>,
    mut dialogs: MessageWriter<ShowDialog>,
    mut navigate: MessageWriter<Navigate>,
    mut edit: MessageWriter<HistoryRequest>,
) {
    if offer.0.is_some() {
        return;
    }
    if ctrl(&keys) {
        let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        if keys.just_pressed(KeyCode::KeyZ) {
            edit.write(if shift {
                HistoryRequest::Redo
            } else {
                HistoryRequest::Undo
            });
        }
        if keys.just_pressed(KeyCode::KeyY) {
            edit.write(HistoryRequest::Redo);
        }
        if keys.just_pressed(KeyCode::KeyS) {
            dialogs.write(ShowDialog(Dialog::Save));
        }
        if keys.just_pressed(KeyCode::KeyO) {
            dialogs.write(ShowDialog(Dialog::Open));
        }
        return;
    }
    for (key, request) in [
        (KeyCode::ArrowLeft, Navigate::Back),
        (KeyCode::ArrowRight, Navigate::Forward),
        (KeyCode::Home, Navigate::First),
        (KeyCode::End, Navigate::Last),
        (KeyCode::ArrowUp, Navigate::First),
        (KeyCode::ArrowDown, Navigate::Last),
    ] {
        if keys.just_pressed(key) {
            navigate.write(request);
        }
    }
}

fn sound_key(keys: Res<ButtonInput<KeyCode>>, mut enabled: ResMut<SoundEnabled>) {
    if keys.just_pressed(KeyCode::KeyM) {
        enabled.0 = !enabled.0;
    }
}
