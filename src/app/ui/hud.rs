//! The game panel: side to move, what to do now, the last move, New game, the editor, the
//! camera and the animation speed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::labels::{player_label, result_reason, side_name, view_label};
use super::library::LibraryWindow;
use super::speed_picker;
use super::theme::{ATTENTION, colour_dot};
use crate::app::core::{
    AnimationSettings, Feedback, FinishAnimations, LastError, Rules, Seats, Selection,
    ShowNewGameDialog, TurnState, ViewRequest, Watch,
};
use crate::app::play::{EditorRequest, LearnRequest, PuzzleRequest};
use crate::record::{CameraPreset, Player};

/// What the side to move should do now, or how the game ended.
fn status(
    rules: &Rules,
    players: &Seats,
    state: TurnState,
    selection: &Selection,
    feedback: &Feedback,
    error: &LastError,
    watch: &Watch,
) -> (String, bool) {
    if state == TurnState::Animating {
        return ("Moving… (Space to finish)".into(), false);
    }
    if let Some(outcome) = rules.game.outcome() {
        return (
            format!("Game over: {}", result_reason(outcome, rules.game.ply())),
            true,
        );
    }
    if let Some(message) = &feedback.message {
        return (message.clone(), true);
    }
    if let Some(error) = &error.0 {
        return (error.clone(), true);
    }
    if watch.paused && players.ai_vs_ai() {
        return ("Paused: Resume or Step in the Watch panel".into(), false);
    }
    if let player @ Player::Ai(_) = players.get(rules.side_to_move()) {
        return (format!("{} is thinking…", player_label(player)), false);
    }
    if players.get(rules.side_to_move()) == Player::Remote {
        return (
            format!(
                "Waiting for {}'s move (online)",
                side_name(rules.side_to_move())
            ),
            false,
        );
    }
    let must_capture = rules.position().must_capture();
    let text = match (selection.from(), selection.has_hopped(), must_capture) {
        (Some(_), true, _) => "Go on capturing: pick a lit square".into(),
        (Some(from), false, true) => format!("Capture with {from}: pick a lit square"),
        (Some(from), false, false) => format!("Move {from}: pick a lit square"),
        (None, _, true) => "Capture is compulsory: pick a column that can capture".into(),
        (None, _, false) => "Pick one of your columns".into(),
    };
    (text, must_capture)
}

pub(super) fn game_panel(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    players: Res<Seats>,
    state: Res<State<TurnState>>,
    selection: Res<Selection>,
    feedback: Res<Feedback>,
    error: Res<LastError>,
    watch: Res<Watch>,
    mut settings: ResMut<AnimationSettings>,
    mut new_game: MessageWriter<ShowNewGameDialog>,
    mut views: MessageWriter<ViewRequest>,
    mut finish: MessageWriter<FinishAnimations>,
    mut editor: MessageWriter<EditorRequest>,
    mut learn: MessageWriter<LearnRequest>,
    (mut library, mut online): (ResMut<LibraryWindow>, ResMut<super::OnlineWindow>),
    mut puzzles: MessageWriter<PuzzleRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Lasca")
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(10.0, 10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(250.0)
        .show(ctx, |ui| {
            let side = rules.side_to_move();
            ui.horizontal(|ui| {
                if rules.game.outcome().is_none() || *state.get() == TurnState::Animating {
                    colour_dot(ui, side);
                    ui.heading(format!("{} to move", side_name(side)));
                } else {
                    ui.heading("Game over");
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
                    format!("Last move: {} {mv} (ply {})", side_name(by), moves.len())
                }
                None => "No move yet".into(),
            };
            ui.label(last);
            ui.separator();
            ui.horizontal(|ui| {
                if ui
                    .button("🎓 Learn")
                    .on_hover_text("Lessons on the board: the rules, then strategy")
                    .clicked()
                {
                    learn.write(LearnRequest::Open);
                }
                if ui
                    .button("🎯 Puzzles")
                    .on_hover_text("Tactics from self-play, one winning move each, and your rating")
                    .clicked()
                {
                    puzzles.write(PuzzleRequest::Next);
                }
                if ui
                    .button("📚 Classic games")
                    .on_hover_text("Replay Lasker's 1911 games and your own game files")
                    .clicked()
                {
                    library.open = true;
                }
            });
            if ui
                .button("🌐 Online…")
                .on_hover_text("Play a friend on a game server, or watch a game")
                .clicked()
            {
                online.open = true;
            }
            ui.horizontal(|ui| {
                if ui.button("New game…").clicked() {
                    new_game.write(ShowNewGameDialog);
                }
                if ui
                    .button("Edit position…")
                    .on_hover_text("Set up a position, then play or analyse it")
                    .clicked()
                {
                    editor.write(EditorRequest::Open);
                }
                if ui.button("Flip view").on_hover_text("F").clicked() {
                    views.write(ViewRequest::Flip);
                }
                if *state.get() == TurnState::Animating
                    && ui.button("Finish").on_hover_text("Space").clicked()
                {
                    finish.write(FinishAnimations);
                }
            });
            ui.horizontal(|ui| {
                ui.label("View:");
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
                    ("Reset", "R", ViewRequest::Reset),
                ] {
                    if ui.small_button(label).on_hover_text(key).clicked() {
                        views.write(request);
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.label("Animation:");
                speed_picker(ui, "speed", &mut settings);
            });
            ui.collapsing("Controls", |ui| {
                ui.label("Click a column, then a lit square.");
                ui.label("Right click / Esc: cancel the selection");
                ui.label("Drag: orbit · right drag: pan · wheel: zoom");
                ui.label("W / B / T / R: White, Black, top view, reset · F: flip");
                ui.label("Hover a column to inspect it; hold E to spread it");
                ui.label("Space: finish the animation");
                ui.label("← → Home End: look back through the moves");
                ui.label("Ctrl+Z / Ctrl+Y: undo / redo · M: sound on/off");
            });
        });
    Ok(())
}
