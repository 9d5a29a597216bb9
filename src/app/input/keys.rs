//! Every key the game answers, in one place. No key acts while a panel has the keyboard (a
//! text field has focus: [`KeyboardTaken`], which the shell sets each
//! frame), and the record's keys wait while the resume prompt is open.
//!
//! | key | what it does |
//! |---|---|
//! | ← → ↑ ↓ | move the board cursor (as seen on the screen, whatever the view) |
//! | Enter | pick the square under the cursor: select a column, land, go on jumping |
//! | Esc | drop the selection (and close the keys overlay) |
//! | Space | finish the animation |
//! | E (held) | spread the hovered (or the cursor's) column apart |
//! | W, B, T, R, F | White's view, Black's view, top view, reset, flip |
//! | Page Up, Page Down, Home, End | look back through the moves |
//! | Ctrl+Z, Ctrl+Y (Ctrl+Shift+Z) | undo, redo |
//! | Ctrl+S, Ctrl+O | the Save and Open windows |
//! | Ctrl + / Ctrl − / Ctrl 0 | a larger, a smaller, the normal interface size |
//! | M | sound on or off |
//! | Tab | type a move: the move field takes the keyboard (Tab there completes the move) |
//! | ? or F1 | the overlay listing every key |
//!
//! Typing a move in notation is the move field's (`shell/move_entry.rs`): there the text field
//! has the keyboard, so none of these act.

use bevy::input::keyboard::Key;
use bevy::prelude::*;

use crate::app::core::{
    BoardCursor, BoardInput, CurrentGame, Dialog, FinishAnimations, GameSet, HistoryRequest,
    Inspection, KeyboardTaken, KeysHelp, Look, MoveFieldFocus, Navigate, ResumeOffer, Selection,
    ShowDialog, SoundEnabled, ViewRequest,
};
use crate::record::{CameraPreset, ui_scale_in_range};

/// The game's keys (the window's shell sets [`KeyboardTaken`]; tests set it themselves).
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            board_keys,
            cursor_keys,
            view_keys,
            record_keys,
            sound_key,
            help_key,
            scale_keys,
        )
            .chain()
            .run_if(keyboard_is_ours)
            .in_set(GameSet::Input),
    );
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
        // Esc dismisses the column inspector too, until the pointer comes to a column again.
        if inspection.hovered.is_some() {
            inspection.hovered = None;
        }
    }
    if keys.just_pressed(KeyCode::Space) {
        finish.write(FinishAnimations);
    }
    let exploded = keys.pressed(KeyCode::KeyE);
    if inspection.exploded != exploded {
        inspection.exploded = exploded;
    }
}

/// Which way each arrow moves the cursor on the board, in (files, ranks), for a camera whose
/// screen-up and screen-right point along `up` and `right` (world vectors): each arrow goes
/// along the board axis nearest to its direction on the screen. Without a camera (headless),
/// White's view: up is toward rank 7.
pub fn arrow_steps(up: Vec3, right: Vec3) -> [(KeyCode, (i8, i8)); 4] {
    // A file is +x, a rank is -z (`board::square_centre`).
    let nearest = |v: Vec3| -> (i8, i8) {
        let (file, rank) = (v.x, -v.z);
        if file.abs() >= rank.abs() {
            (if file >= 0.0 { 1 } else { -1 }, 0)
        } else {
            (0, if rank >= 0.0 { 1 } else { -1 })
        }
    };
    let (up, right) = (nearest(up), nearest(right));
    [
        (KeyCode::ArrowUp, up),
        (KeyCode::ArrowDown, (-up.0, -up.1)),
        (KeyCode::ArrowRight, right),
        (KeyCode::ArrowLeft, (-right.0, -right.1)),
    ]
}

/// The arrows move the cursor (the first press shows it, on the selected column or else on
/// the first column of the side to move); Enter picks the square under it.
fn cursor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    cameras: Query<&GlobalTransform, With<Camera3d>>,
    rules: Res<CurrentGame>,
    selection: Res<Selection>,
    mut cursor: ResMut<BoardCursor>,
    mut inspection: ResMut<Inspection>,
    mut inputs: MessageWriter<BoardInput>,
) {
    let (up, right) = cameras
        .iter()
        .next()
        .map_or((Vec3::NEG_Z, Vec3::X), |camera| {
            // Straight down, the camera's up is along the board; tilted, its forward is.
            let forward = camera.forward().with_y(0.0);
            let up = if forward.length() > 0.3 {
                forward
            } else {
                camera.up().with_y(0.0)
            };
            (up, camera.right().with_y(0.0))
        });
    let arrows = arrow_steps(up, right);
    let pressed: Vec<(i8, i8)> = arrows
        .iter()
        .filter(|(key, _)| keys.just_pressed(*key))
        .map(|&(_, step)| step)
        .collect();
    if !pressed.is_empty() && cursor.cell.is_none() {
        let position = rules.position();
        let side = position.side_to_move();
        let start = selection.from().or_else(|| {
            position.squares().find(|&square| {
                position
                    .commander(square)
                    .is_some_and(|man| man.colour == side)
            })
        });
        let middle = position.size() / 2;
        cursor.cell = Some(start.map_or((middle, middle), |square| (square.file(), square.rank())));
    } else {
        for (files, ranks) in pressed {
            cursor.shift(files, ranks, rules.size());
        }
    }
    let size = rules.size();
    if cursor.is_changed()
        && let Some(square) = cursor.square(size)
        && inspection.hovered != Some(square)
    {
        inspection.hovered = Some(square);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter])
        && let Some(square) = cursor.square(size)
    {
        inputs.write(BoardInput::Pick(square));
    }
}

/// `?` (on any layout) or F1 shows or hides the overlay of keys; Esc hides it.
fn help_key(
    keys: Res<ButtonInput<KeyCode>>,
    typed: Option<Res<ButtonInput<Key>>>,
    mut help: ResMut<KeysHelp>,
    mut field: ResMut<MoveFieldFocus>,
) {
    if keys.just_pressed(KeyCode::Tab) {
        field.0 = true;
    }
    let question = typed.is_some_and(|typed| typed.just_pressed(Key::Character("?".into())));
    if question || keys.just_pressed(KeyCode::F1) {
        help.0 = !help.0;
    } else if help.0 && keys.just_pressed(KeyCode::Escape) {
        help.0 = false;
    }
}

/// Ctrl + and Ctrl − make the interface a step larger or smaller; Ctrl 0 makes it normal.
fn scale_keys(keys: Res<ButtonInput<KeyCode>>, mut look: ResMut<Look>) {
    if !ctrl(&keys) {
        return;
    }
    let step = 0.25;
    let scale = look.clamped_scale();
    let wanted = if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        scale + step
    } else if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        scale - step
    } else if keys.any_just_pressed([KeyCode::Digit0, KeyCode::Numpad0]) {
        1.0
    } else {
        return;
    };
    let wanted = ui_scale_in_range(wanted);
    if wanted != look.ui_scale {
        look.ui_scale = wanted;
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
        (KeyCode::PageUp, Navigate::Back),
        (KeyCode::PageDown, Navigate::Forward),
        (KeyCode::Home, Navigate::First),
        (KeyCode::End, Navigate::Last),
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
