//! The HUD (bevy_egui): side to move, status, last move, New game, the camera and the speed;
//! the column inspector for the hovered column; height labels over tall columns.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use lasca_rules::{Colour, Column, Square};

use super::animation::{
    AnimationSettings, AnimationSpeed, EXPLODE_GAP, FinishAnimations, Inspection,
};
use super::camera::{ViewPreset, ViewRequest};
use super::editor::{AppMode, EditorRequest};
use super::history::History;
use super::men::column_top;
use super::men::square_centre;
use super::modes::{ShowNewGameDialog, player_label, side_name};
use super::rules::{LastError, Players, Rules, TurnState};
use super::selection::{Feedback, Selection};
use super::watch::Watch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            game_panel.run_if(in_state(AppMode::Play)),
            column_panel,
            height_labels,
        ),
    );
}

/// Columns at least this tall carry a height label.
const LABELLED_HEIGHT: usize = 4;

fn swatch(colour: Colour) -> egui::Color32 {
    match colour {
        Colour::White => egui::Color32::from_rgb(242, 235, 214),
        Colour::Black => egui::Color32::from_rgb(25, 25, 30),
    }
}

/// A small disc in a side's colour, outlined so both show on any background.
fn colour_dot(ui: &mut egui::Ui, colour: Colour) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    let painter = ui.painter();
    painter.circle_filled(rect.center(), 6.5, swatch(colour));
    painter.circle_stroke(
        rect.center(),
        6.5,
        egui::Stroke::new(1.0, egui::Color32::from_gray(128)),
    );
}

/// What the side to move should do now, or how the game ended.
fn status(
    rules: &Rules,
    players: &Players,
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
        return (format!("Game over: {}", outcome.explain()), true);
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
    if let player @ crate::record::Player::Ai(_) = players.get(rules.side_to_move()) {
        return (format!("{} is thinking…", player_label(player)), false);
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

fn game_panel(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    players: Res<Players>,
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
                text.color(egui::Color32::from_rgb(255, 196, 80)).strong()
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
                    ("White", "W", ViewRequest::Preset(ViewPreset::White)),
                    ("Black", "B", ViewRequest::Preset(ViewPreset::Black)),
                    ("Top", "T", ViewRequest::Preset(ViewPreset::Top)),
                    ("Reset", "R", ViewRequest::Reset),
                ] {
                    if ui.small_button(label).on_hover_text(key).clicked() {
                        views.write(request);
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.label("Animation:");
                egui::ComboBox::from_id_salt("speed")
                    .selected_text(settings.speed.label())
                    .show_ui(ui, |ui| {
                        for speed in AnimationSpeed::ALL {
                            ui.selectable_value(&mut settings.speed, speed, speed.label());
                        }
                    });
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

/// Lists the hovered column's men, top to bottom, with counts.
fn column_panel(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    players: Res<Players>,
    history: Res<History>,
    inspection: Res<Inspection>,
) -> Result {
    let Some(square) = inspection.hovered else {
        return Ok(());
    };
    // The column on the board, which may be an earlier position's.
    let column = history.shown(&rules.game).column(square);
    let Some(commander) = column.commander() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // Top right, out of the board's way; while two AIs play, the Watch panel has that corner
    // and the inspector moves to the bottom right, above the Analysis panel.
    let (anchor, offset) = if players.ai_vs_ai() {
        (egui::Align2::RIGHT_BOTTOM, egui::vec2(-10.0, -200.0))
    } else {
        (egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
    };
    egui::Window::new("Column")
        .id(egui::Id::new("column inspector"))
        .title_bar(false)
        .anchor(anchor, offset)
        .interactable(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                colour_dot(ui, commander.colour);
                ui.strong(format!(
                    "{square}: {}'s column of {}",
                    side_name(commander.colour),
                    column.height()
                ));
            });
            ui.label(counts(column));
            ui.separator();
            egui::Grid::new("men").striped(true).show(ui, |ui| {
                for (depth, man) in column.men().enumerate() {
                    ui.label(format!("{}", depth + 1));
                    ui.horizontal(|ui| {
                        colour_dot(ui, man.colour);
                        let rank = if man.officer { "officer" } else { "soldier" };
                        ui.label(format!("{} {rank}", side_name(man.colour)));
                    });
                    let role = if depth == 0 {
                        "commander"
                    } else if man.colour != commander.colour {
                        "prisoner"
                    } else {
                        ""
                    };
                    ui.label(role);
                    ui.end_row();
                }
            });
            ui.weak("top to bottom · hold E to spread");
        });
    Ok(())
}

/// "White 3 (1 officer) · Black 2 prisoners" and the like.
fn counts(column: Column) -> String {
    let commander = column.commander().map(|man| man.colour);
    Colour::BOTH
        .iter()
        .filter(|&&colour| column.count(colour) > 0)
        .map(|&colour| {
            let count = column.count(colour);
            let officers = column.officers(colour);
            let what = if Some(colour) == commander {
                if count == 1 { "man" } else { "men" }
            } else if count == 1 {
                "prisoner"
            } else {
                "prisoners"
            };
            let officers = match officers {
                0 => String::new(),
                1 => " (1 officer)".into(),
                n => format!(" ({n} officers)"),
            };
            format!("{} {count} {what}{officers}", side_name(colour))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A label over every column of four or more men: its height and who is in it.
fn height_labels(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    history: Res<History>,
    state: Res<State<TurnState>>,
    inspection: Res<Inspection>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    // The labels tell the position; while men move they would point at the wrong stacks.
    if *state.get() == TurnState::Animating {
        return Ok(());
    }
    let Some((camera, camera_transform)) = cameras.iter().next() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("height labels"),
    ));
    let position = history.shown(&rules.game);
    for square in Square::ALL {
        let column = position.column(square);
        let Some(commander) = column.commander() else {
            continue;
        };
        if column.height() < LABELLED_HEIGHT {
            continue;
        }
        let spread = if inspection.exploded && inspection.hovered == Some(square) {
            (column.height() - 1) as f32 * EXPLODE_GAP
        } else {
            0.0
        };
        let top = square_centre(square) + Vec3::Y * (column_top(column.height()) + spread + 0.3);
        let Ok(at) = camera.world_to_viewport(camera_transform, top) else {
            continue;
        };
        let text = format!(
            "{} · {}W {}B",
            column.height(),
            column.count(Colour::White),
            column.count(Colour::Black)
        );
        let pos = egui::pos2(at.x, at.y);
        let galley = painter.layout_no_wrap(
            text,
            egui::FontId::proportional(15.0),
            if commander.colour == Colour::White {
                egui::Color32::from_rgb(30, 30, 34)
            } else {
                egui::Color32::from_rgb(245, 240, 225)
            },
        );
        let rect = egui::Align2::CENTER_BOTTOM
            .anchor_size(pos, galley.size())
            .expand(3.0);
        painter.rect_filled(rect, 4.0, swatch(commander.colour));
        painter.rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(1.0, egui::Color32::from_rgb(255, 190, 60)),
            egui::StrokeKind::Outside,
        );
        painter.galley(rect.shrink(3.0).min, galley, egui::Color32::WHITE);
    }
    Ok(())
}
