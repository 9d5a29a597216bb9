//! The analysis board on screen: the Analyse toggle and Hint, the engine's score and best
//! line, the evaluation bar beside the board and the best move as an arrow over it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::{mate_distance, white_score};
use lasca_rules::{AnyMove, Colour};

use super::{Analysis, AnalysisSearch, AskHint, Purpose, hint_available};
use crate::app::core::{CurrentGame, Seats, TurnState};
use crate::app::kit::colours::{
    ANALYSIS_ARROW, BAR_BACKGROUND, BAR_EVEN, BAR_OUTLINE, HINT_ARROW, swatch,
};
use crate::app::kit::labels::{bar_label, score_label, side_name};
use crate::app::kit::{self, arrow_points, draw_arrow};
use crate::app::play::History;
use crate::t;

/// White's share of the evaluation bar, from 0 (Black wins) to 1 (White wins), for a score in
/// White's view.
pub fn white_share(white: i32) -> f32 {
    match mate_distance(white) {
        Some(_) if white > 0 => 1.0,
        Some(_) => 0.0,
        None => 0.5 + 0.5 * (white as f32 / 300.0).tanh(),
    }
}

/// Moves of the best line shown; the rest is long past what the search can see well.
const LINE_MOVES: usize = 12;
/// Moves shown of each other good line: enough to tell it from the best.
const OTHER_LINE_MOVES: usize = 4;

/// A line in notation, cut after `most` moves.
fn line_text(pv: &[AnyMove], most: usize) -> String {
    let mut names: Vec<String> = pv.iter().take(most).map(ToString::to_string).collect();
    if pv.len() > most {
        names.push("…".to_owned());
    }
    names.join(" ")
}

pub(super) fn analysis_panel(
    mut contexts: EguiContexts,
    mut analysis: ResMut<Analysis>,
    searches: Query<&AnalysisSearch>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    history: Res<History>,
    state: Res<State<TurnState>>,
    mut hints: MessageWriter<AskHint>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let search = searches.iter().next();
    let window = egui::Window::new(t!("analysis-title"));
    kit::layout::show(ctx, &kit::layout::slots::ANALYSIS, window, |ui| {
        ui.horizontal(|ui| {
            ui.checkbox(&mut analysis.enabled, t!("analysis-analyse"))
                .on_hover_text(t!("analysis-analyse-hover"));
            if hint_available(&rules, &players, &history, *state.get())
                && !analysis.enabled
                && ui
                    .add_enabled(
                        !analysis.hint_asked(),
                        egui::Button::new(t!("analysis-hint")),
                    )
                    .on_hover_text(t!("analysis-hint-hover"))
                    .clicked()
            {
                hints.write(AskHint);
            }
        });
        let Some(search) = search else {
            return;
        };
        let side = search.position().side_to_move();
        let info = search.info();
        match (search.purpose(), &info) {
            (Purpose::Hint, Some(info)) => {
                if let Some(best) = info.pv.first() {
                    ui.strong(t!("analysis-hint-move", mv = best.to_string()));
                }
            }
            (Purpose::Analysis, Some(info)) => {
                ui.horizontal(|ui| {
                    ui.strong(score_label(info.score, side));
                    ui.weak(if search.is_done() {
                        t!(
                            "analysis-depth-done",
                            depth = info.depth,
                            nodes = info.nodes.to_string()
                        )
                    } else {
                        t!(
                            "analysis-depth",
                            depth = info.depth,
                            nodes = info.nodes.to_string()
                        )
                    });
                });
                let line = if info.pv.is_empty() {
                    t!("analysis-no-move", side = side_name(side))
                } else {
                    t!(
                        "analysis-line",
                        side = side_name(side),
                        line = line_text(&info.pv, LINE_MOVES)
                    )
                };
                ui.add(egui::Label::new(egui::RichText::new(line).monospace()).wrap());
                // The other best moves, each with its score and line.
                if info.lines.len() > 1 {
                    egui::Grid::new("other lines")
                        .num_columns(2)
                        .show(ui, |ui| {
                            for other in &info.lines[1..] {
                                ui.label(score_label(other.score, side));
                                ui.add(
                                    egui::Label::new(
                                        egui::RichText::new(line_text(&other.pv, OTHER_LINE_MOVES))
                                            .monospace(),
                                    )
                                    .wrap(),
                                );
                                ui.end_row();
                            }
                        });
                }
            }
            (_, None) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("analysis-thinking"));
                });
            }
        }
        if !history.is_live() && search.purpose() == Purpose::Analysis {
            ui.weak(t!("analysis-after-ply", ply = search.ply()));
        }
    });
    Ok(())
}

/// A bar beside the board, White's share from the bottom.
pub(super) fn evaluation_bar(
    mut contexts: EguiContexts,
    analysis: Res<Analysis>,
    searches: Query<&AnalysisSearch>,
) -> Result {
    if !analysis.enabled {
        return Ok(());
    }
    let Some(search) = searches
        .iter()
        .find(|search| search.purpose() == Purpose::Analysis)
    else {
        return Ok(());
    };
    let side = search.position().side_to_move();
    let info = search.info();
    let share = info
        .as_ref()
        .map_or(0.5, |info| white_share(white_score(info.score, side)));
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("evaluation bar"))
        .anchor(egui::Align2::RIGHT_CENTER, egui::vec2(-20.0, -20.0))
        .interactable(false)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                let label = info.as_ref().map_or_else(
                    || "…".to_owned(),
                    |info| bar_label(white_score(info.score, side)),
                );
                ui.add(egui::Label::new(egui::RichText::new(label).strong().size(13.0)).extend());
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(26.0, 280.0), egui::Sense::hover());
                let painter = ui.painter();
                painter.rect_filled(rect, 4.0, BAR_BACKGROUND);
                let white_top = rect.bottom() - rect.height() * share;
                let white = egui::Rect::from_min_max(egui::pos2(rect.left(), white_top), rect.max);
                painter.rect_filled(white, 4.0, swatch(Colour::White));
                painter.line_segment(
                    [
                        egui::pos2(rect.left() - 3.0, rect.center().y),
                        egui::pos2(rect.right() + 3.0, rect.center().y),
                    ],
                    egui::Stroke::new(1.0, BAR_EVEN),
                );
                painter.rect_stroke(
                    rect,
                    4.0,
                    egui::Stroke::new(1.0, BAR_OUTLINE),
                    egui::StrokeKind::Outside,
                );
            });
        });
    Ok(())
}

/// The best move as an arrow over the board: from the top of the moving column through each
/// landing square, with a head at the last.
pub(super) fn best_move_arrow(
    mut contexts: EguiContexts,
    searches: Query<&AnalysisSearch>,
    state: Res<State<TurnState>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    // While men move, the arrow would point at the wrong columns.
    if *state.get() == TurnState::Animating {
        return Ok(());
    }
    let Some(search) = searches.iter().next() else {
        return Ok(());
    };
    let Some(mv) = search.best_move() else {
        return Ok(());
    };
    let Some((camera, camera_transform)) = cameras.iter().next() else {
        return Ok(());
    };
    let Some(points) = arrow_points(camera, camera_transform, search.position(), mv) else {
        return Ok(());
    };
    let colour = match search.purpose() {
        Purpose::Analysis => ANALYSIS_ARROW,
        Purpose::Hint => HINT_ARROW,
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("best move arrow"),
    ));
    draw_arrow(&painter, &points, colour);
    Ok(())
}

/// The analysis panel, the evaluation bar and the best move's arrow.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(
        crate::app::kit::PanelPass,
        (analysis_panel, evaluation_bar, best_move_arrow)
            .run_if(in_state(crate::app::core::AppMode::Play)),
    );
}
