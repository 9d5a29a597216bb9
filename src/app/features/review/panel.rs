//! The Review window: the engine's score over the game as a graph (egui_plot) with the
//! mistakes marked, each side's summary, every move with its class, the better move as an
//! arrow on the board, and Practise my mistakes.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui_plot::{HoverPosition, Line, MarkerShape, Plot, PlotPoints, Points, VLine};
use lasca_ai::review::{MoveComment, summaries};
use lasca_ai::{MATE_THRESHOLD, MoveClass};
use lasca_rules::Colour;

use super::{Review, ReviewRequest, mistakes_lesson};
use crate::app::core::{CurrentGame, Navigate, Seats, Strength, TurnState};
use crate::app::features::learn::LearnRequest;
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, class_colour};
use crate::app::kit::labels::{class_label, score_label, side_name, white_score_label};
use crate::app::kit::move_rows;
use crate::app::kit::{arrow_points, draw_arrow};
use crate::app::play::History;
use crate::record::MoveNumber;
use crate::t;

/// Scores beyond this many men are drawn at its edge (a forced win is drawn at the edge too).
const GRAPH_LIMIT: f64 = 8.0;

/// Whether the window is open.
#[derive(Resource, Default)]
pub struct ReviewWindow {
    /// Shown.
    pub open: bool,
    /// The strength picked for the next review.
    strength: Strength,
    /// The ply the move list last scrolled to.
    scrolled_to: Option<usize>,
}

/// A score from White's view, in men, kept inside the graph.
fn graph_value(white: i32) -> f64 {
    if white.abs() >= MATE_THRESHOLD {
        return GRAPH_LIMIT * f64::from(white.signum());
    }
    (f64::from(white) / 100.0).clamp(-GRAPH_LIMIT, GRAPH_LIMIT)
}

pub(super) fn review_window(
    mut contexts: EguiContexts,
    mut window: ResMut<ReviewWindow>,
    review: Res<Review>,
    rules: Res<CurrentGame>,
    history: Res<History>,
    players: Res<Seats>,
    mut requests: MessageWriter<ReviewRequest>,
    mut navigate: MessageWriter<Navigate>,
    mut learn: MessageWriter<LearnRequest>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let game = &rules.game;
    let shown = history.shown_ply(game);
    let mut open = true;
    egui::Window::new(t!("review-window"))
        .id(egui::Id::new("review window"))
        .open(&mut open)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .default_width(360.0)
        .resizable(false)
        .show(ctx, |ui| {
            kit::fitted(ui, 0.9, |ui| {
                let comments = review.of(game);
                ui.horizontal(|ui| {
                    ui.label(t!("review-strength"));
                    ui.radio_value(&mut window.strength, Strength::Quick, t!("review-quick"));
                    ui.radio_value(&mut window.strength, Strength::Deep, t!("review-deep"));
                    let running = comments.is_some_and(|c| !c.is_done());
                    if running {
                        if ui.button(t!("review-cancel")).clicked() {
                            requests.write(ReviewRequest::Cancel);
                        }
                    } else if ui
                        .add_enabled(game.ply() > 0, egui::Button::new(t!("review-start")))
                        .on_hover_text(t!("review-start-hover"))
                        .clicked()
                    {
                        requests.write(ReviewRequest::Start(window.strength));
                    }
                });
                let Some(comments) = comments else {
                    ui.label(t!("review-invite"));
                    return;
                };
                if !comments.is_done() {
                    let done = comments.scores.len() as f32 / comments.total.max(1) as f32;
                    ui.add(egui::ProgressBar::new(done).text(t!(
                        "review-progress",
                        done = comments.scores.len(),
                        total = comments.total
                    )));
                }
                let clicked = graph(ui, comments, shown);
                if let Some(ply) = clicked {
                    navigate.write(Navigate::Ply(ply.min(game.ply())));
                }
                summary_grid(ui, &comments.moves);
                ui.separator();
                // The move to come from the position shown: what the engine says of it.
                if let Some(next) = comments.on_ply(shown + 1) {
                    move_words(ui, game, next, &comments.scores);
                } else if shown == game.ply() {
                    ui.label(t!("review-end"));
                }
                move_grid(
                    ui,
                    game,
                    &comments.moves,
                    shown,
                    &mut window.scrolled_to,
                    &mut navigate,
                );
                let humans_err = comments
                    .moves
                    .iter()
                    .any(|c| c.class >= MoveClass::Mistake && !players.get(c.side).is_ai());
                if comments.is_done()
                    && humans_err
                    && ui
                        .button(t!("review-practise"))
                        .on_hover_text(t!("review-practise-hover"))
                        .clicked()
                    && let Some(lesson) = mistakes_lesson(game, comments, &players)
                {
                    learn.write(LearnRequest::Practise(Box::new(lesson)));
                }
            })
        });
    if !open {
        window.open = false;
    }
    Ok(())
}

/// The graph: White's score over the plies, the mistakes marked, the ply shown as a line.
/// Returns the ply clicked: a mark shows the position where the mistake was made.
fn graph(ui: &mut egui::Ui, comments: &super::Comments, shown: usize) -> Option<usize> {
    let (moves, scores) = (&comments.moves, &comments.scores);
    // Hovering the graph names the ply under the pointer, its score and the search's depth.
    let label = |hover: &HoverPosition<'_>| {
        let (HoverPosition::NearDataPoint { position, .. } | HoverPosition::Elsewhere { position }) =
            *hover;
        let ply = position.x.round();
        if ply < 0.0 {
            return None;
        }
        let ply = ply as usize;
        let score = scores.get(ply)?;
        Some(t!(
            "review-graph-label",
            ply = ply,
            score = white_score_label(score.white()),
            depth = comments.depths.get(ply).copied().unwrap_or(0)
        ))
    };
    let line: Vec<[f64; 2]> = scores
        .iter()
        .enumerate()
        .map(|(ply, score)| [ply as f64, graph_value(score.white())])
        .collect();
    let marks = |class: MoveClass| -> Vec<[f64; 2]> {
        moves
            .iter()
            .filter(|c| c.class == class)
            .map(|c| [c.ply as f64 - 1.0, graph_value(c.white_before)])
            .collect()
    };
    let response = Plot::new("review graph")
        .height(140.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_y(-2.0)
        .include_y(2.0)
        .label_formatter(label)
        .y_axis_formatter(|mark, _| crate::i18n::decimal(mark.value, 0))
        .show(ui, |plot| {
            plot.line(Line::new(t!("review-graph-score"), PlotPoints::new(line)).color(ATTENTION));
            for class in [MoveClass::Mistake, MoveClass::Blunder] {
                plot.points(
                    Points::new(class_label(class), PlotPoints::new(marks(class)))
                        .shape(MarkerShape::Circle)
                        .filled(true)
                        .radius(4.5)
                        .color(class_colour(class)),
                );
            }
            plot.vline(
                VLine::new(t!("review-graph-shown"), shown as f64).color(egui::Color32::GRAY),
            );
        });
    let pointer = response.response.interact_pointer_pos()?;
    if !response.response.clicked() {
        return None;
    }
    let x = response.transform.value_from_position(pointer).x;
    Some(x.round().max(0.0) as usize)
}

/// Each side's average loss and its moves of each class.
fn summary_grid(ui: &mut egui::Ui, moves: &[MoveComment]) {
    egui::Grid::new("review summary")
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.label(t!("review-loss-per-move"));
            for class in MoveClass::ALL {
                ui.colored_label(class_colour(class), class_label(class));
            }
            ui.end_row();
            for (side, summary) in Colour::BOTH.iter().zip(summaries(moves)) {
                ui.label(side_name(*side));
                ui.label(crate::i18n::decimal(
                    f64::from(summary.average_loss) / 100.0,
                    2,
                ));
                for count in summary.counts {
                    ui.label(count.to_string());
                }
                ui.end_row();
            }
        });
}

/// The engine's words on a move: its class, what it lost, the better move and its line.
fn move_words(
    ui: &mut egui::Ui,
    game: &lasca_rules::Game,
    comment: &MoveComment,
    scores: &[lasca_ai::review::PositionScore],
) {
    let number = MoveNumber::of_ply(game.start().side_to_move(), comment.ply - 1);
    // The played move's score as it was compared with the engine's move (the graph's next
    // point comes from a search of its own), so that its loss reads off the two scores.
    let text = format!(
        "{number} {}{} · {} · {}",
        comment.played,
        comment.class.symbol(),
        class_label(comment.class),
        score_label(comment.value, comment.side)
    );
    ui.colored_label(class_colour(comment.class), text)
        .on_hover_text(t!("review-depth", depth = comment.depth));
    if let Some((better, white)) = comment.better {
        let line: Vec<String> = scores
            .get(comment.ply - 1)
            .map(|s| s.line.iter().take(6).map(ToString::to_string).collect())
            .unwrap_or_default();
        let lost = if comment.white_before.abs() >= MATE_THRESHOLD
            && comment.value.abs() < MATE_THRESHOLD
        {
            t!("review-throws-away-win")
        } else {
            let men = crate::i18n::decimal(f64::from(comment.loss) / 100.0, 2);
            t!("review-loses", men = men)
        };
        ui.add(
            egui::Label::new(t!(
                "review-better",
                move = comment.played.to_string(),
                lost = lost,
                better = better.to_string(),
                score = white_score_label(white),
                line = line.join(" ")
            ))
            .wrap(),
        );
    }
}

/// Every move with its mark and colour, two plies a row; a click shows the position after it.
fn move_grid(
    ui: &mut egui::Ui,
    game: &lasca_rules::Game,
    moves: &[MoveComment],
    shown: usize,
    scrolled_to: &mut Option<usize>,
    navigate: &mut MessageWriter<Navigate>,
) {
    move_rows(
        ui,
        "review moves",
        game,
        shown,
        scrolled_to,
        navigate,
        |ply, mv| {
            let class = moves.iter().find(|c| c.ply == ply).map(|c| c.class);
            let text = egui::RichText::new(format!("{mv}{}", class.map_or("", MoveClass::symbol)));
            match class {
                Some(class) if class >= MoveClass::Inaccuracy => text.color(class_colour(class)),
                _ => text,
            }
        },
    );
}

/// The better move from the position shown, as an arrow on the board.
pub(super) fn better_move_arrow(
    mut contexts: EguiContexts,
    window: Res<ReviewWindow>,
    review: Res<Review>,
    rules: Res<CurrentGame>,
    history: Res<History>,
    state: Res<State<TurnState>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    if !window.open || *state.get() == TurnState::Animating {
        return Ok(());
    }
    let game = &rules.game;
    let shown = history.shown_ply(game);
    let Some(comment) = review.of(game).and_then(|c| c.on_ply(shown + 1)) else {
        return Ok(());
    };
    let (Some((better, _)), Some(position)) = (comment.better, game.position_at(shown)) else {
        return Ok(());
    };
    let Some((camera, transform)) = cameras.iter().next() else {
        return Ok(());
    };
    let Some(points) = arrow_points(camera, transform, position, better) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("better move arrow"),
    ));
    draw_arrow(&painter, &points, class_colour(MoveClass::Best));
    Ok(())
}

/// The Review window and the better move's arrow.
pub(crate) fn view_plugin(app: &mut App) {
    app.init_resource::<ReviewWindow>()
        .add_systems(Update, super::open_on_request)
        .add_systems(
            crate::app::kit::PanelPass,
            (
                better_move_arrow,
                review_window.in_set(crate::app::kit::PanelSet::Features),
            )
                .run_if(in_state(crate::app::core::AppMode::Play)),
        );
}
