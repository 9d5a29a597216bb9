//! The game panel: side to move, what to do now, the last move, who plays, each side's
//! material, Resign and Offer draw against the computer, New game, the editor, the camera and
//! the animation speed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::opponent::Opponent;
use crate::app::core::game_text::{game_error_text, variant_text};
use crate::app::core::{
    AnimationSettings, CurrentGame, Feature, Feedback, FinishAnimations, LastError, Open, Seats,
    Selection, TurnState, ViewRequest, Watch,
};
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, colour_dot};
use crate::app::kit::labels::{player_label, result_reason_for, side_name, view_label};
use crate::app::kit::layout::Placed;
use crate::app::kit::{request_button, speed_picker};
use crate::record::{CameraPreset, Player};
use crate::t;
use lasca_rules::Variant;

/// The game panel's title: "Lasca" for Lasker's game, else the game's name ("Bashni"), and
/// whether it is a free setup.
fn game_title(rules: &CurrentGame) -> String {
    let name = match rules.variant() {
        Variant::Lasca7 => String::from("Lasca"),
        other => variant_text(other),
    };
    if rules.game.is_sandbox() {
        t!("hud-title-free", game = name)
    } else {
        name
    }
}

/// What the side to move should do now, or how the game ended.
fn status(
    rules: &CurrentGame,
    players: &Seats,
    state: TurnState,
    selection: &Selection,
    feedback: &Feedback,
    error: &LastError,
    watch: &Watch,
) -> (String, bool) {
    if state == TurnState::Animating {
        return (t!("hud-moving"), false);
    }
    if let Some(outcome) = rules.game.outcome() {
        return (
            t!(
                "hud-game-over-reason",
                reason = result_reason_for(outcome, rules.game.ply(), players.0)
            ),
            true,
        );
    }
    if let Some(message) = &feedback.message {
        return (message.clone(), true);
    }
    if let Some(error) = &error.0 {
        return (game_error_text(error), true);
    }
    if watch.paused && players.ai_vs_ai() {
        return (t!("hud-paused"), false);
    }
    if let player @ Player::Ai(_) = players.get(rules.side_to_move()) {
        return (t!("hud-thinking", player = player_label(player)), false);
    }
    if players.get(rules.side_to_move()) == Player::Remote {
        return (
            t!("hud-waiting-online", side = side_name(rules.side_to_move())),
            false,
        );
    }
    let must_capture = rules.position().must_capture();
    let text = match (selection.from(), selection.has_hopped(), must_capture) {
        (Some(_), true, _) => t!("hud-go-on-capturing"),
        (Some(from), false, true) => t!("hud-capture-with", square = from.to_string()),
        (Some(from), false, false) => t!("hud-move-from", square = from.to_string()),
        (None, _, true) => t!("hud-must-capture"),
        (None, _, false) => t!("hud-pick-column"),
    };
    (text, must_capture)
}

pub(super) fn game_panel(
    mut contexts: EguiContexts,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    state: Res<State<TurnState>>,
    selection: Res<Selection>,
    feedback: Res<Feedback>,
    error: Res<LastError>,
    watch: Res<Watch>,
    mut settings: ResMut<AnimationSettings>,
    mut open: MessageWriter<Open>,
    mut views: MessageWriter<ViewRequest>,
    mut finish: MessageWriter<FinishAnimations>,
    mut opponent: Opponent,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(game_title(&rules))
        .placed(&kit::layout::slots::GAME)
        .show(ctx, |ui| {
            let side = rules.side_to_move();
            ui.horizontal(|ui| {
                if rules.game.outcome().is_none() || *state.get() == TurnState::Animating {
                    colour_dot(ui, side);
                    ui.heading(t!("hud-to-move", side = side_name(side)));
                } else {
                    ui.heading(t!("hud-game-over"));
                }
            });
            let (text, strong) = status(
                &rules,
                &players,
                *state.get(),
                &selection,
                &feedback,
                &error,
                &watch,
            );
            let text = egui::RichText::new(text);
            ui.label(if strong {
                text.color(ATTENTION).strong()
            } else {
                text
            });
            let moves = rules.game.moves();
            let last = match moves.last() {
                Some(mv) => {
                    let by = rules
                        .game
                        .position_at(moves.len() - 1)
                        .map_or(side, |p| p.side_to_move());
                    t!(
                        "hud-last-move",
                        side = side_name(by),
                        mv = mv.to_string(),
                        ply = moves.len()
                    )
                }
                None => t!("hud-no-move-yet"),
            };
            ui.label(last);
            opponent.show(ui, &rules, players.0, *state.get());
            ui.separator();
            // Rows that wrap: the panel's column is capped, so the board keeps its share.
            ui.horizontal_wrapped(|ui| {
                let lessons = (t!("hud-learn"), t!("hud-learn-hover"));
                request_button(ui, lessons, &mut open, Open(Feature::Lessons));
                let puzzles = (t!("hud-puzzles"), t!("hud-puzzles-hover"));
                request_button(ui, puzzles, &mut open, Open(Feature::Puzzles));
                let library = (t!("hud-classic-games"), t!("hud-classic-games-hover"));
                request_button(ui, library, &mut open, Open(Feature::Library));
                let online = (t!("hud-online"), t!("hud-online-hover"));
                request_button(ui, online, &mut open, Open(Feature::Online));
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("hud-new-game")).clicked() {
                    open.write(Open(Feature::NewGame));
                }
                let editor = (t!("hud-edit-position"), t!("hud-edit-position-hover"));
                request_button(ui, editor, &mut open, Open(Feature::Editor));
                if ui.button(t!("hud-flip-view")).on_hover_text("F").clicked() {
                    views.write(ViewRequest::Flip);
                }
                if *state.get() == TurnState::Animating
                    && ui
                        .button(t!("hud-finish"))
                        .on_hover_text(t!("hud-finish-hover"))
                        .clicked()
                {
                    finish.write(FinishAnimations);
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("hud-view"));
                for (label, key, request) in [
                    (
                        view_label(CameraPreset::White),
                        "W",
                        ViewRequest::Preset(CameraPreset::White),
                    ),
                    (
                        view_label(CameraPreset::Black),
                        "B",
                        ViewRequest::Preset(CameraPreset::Black),
                    ),
                    (
                        view_label(CameraPreset::Top),
                        "T",
                        ViewRequest::Preset(CameraPreset::Top),
                    ),
                    (t!("hud-view-reset"), "R", ViewRequest::Reset),
                ] {
                    if ui.small_button(label).on_hover_text(key).clicked() {
                        views.write(request);
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.label(t!("hud-animation"));
                speed_picker(ui, "speed", &mut settings);
            });
            egui::CollapsingHeader::new(t!("hud-controls"))
                .id_salt("controls")
                .show(ui, |ui| {
                    for line in [
                        t!("hud-controls-click"),
                        t!("hud-controls-cancel"),
                        t!("hud-controls-camera"),
                        t!("hud-controls-views"),
                        t!("hud-controls-inspect"),
                        t!("hud-controls-finish"),
                        t!("hud-controls-look-back"),
                        t!("hud-controls-undo"),
                        t!("hud-controls-keyboard"),
                        t!("hud-controls-keys"),
                    ] {
                        ui.label(line);
                    }
                });
        });
    Ok(())
}
