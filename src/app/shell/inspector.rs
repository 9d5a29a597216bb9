//! The column inspector (the hovered column's men, top to bottom) and the height labels over
//! tall columns.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_rules::{Colour, Man};

use crate::app::board::{
    MAN_PITCH, ManPiece, SQUARE_SIZE, Stacks, column_top, spread_top, square_centre,
};
use crate::app::core::{BoardFrame, CurrentGame, Inspection};
use crate::app::kit::colours::{LABEL_FRAME, colour_dot, swatch, text_on};
use crate::app::kit::labels::{column_counts, man_label, men_of, side_name};
use crate::app::play::History;
use crate::t;

/// The inspector's egui id (the board's frame leaves it out: it has its dock).
pub(super) const INSPECTOR: &str = "column inspector";

/// Columns at least this tall carry a height label.
const LABELLED_HEIGHT: usize = 4;

/// A height label's text size where the board leaves room for it.
const LABEL_POINTS: f32 = 15.0;
/// The smallest a height label's text gets.
const LABEL_MIN_POINTS: f32 = 8.0;

/// The text size of a height label `width` wide (frame included) at [`LABEL_POINTS`], so that
/// it is no wider than a square (`square` wide on the screen), down to [`LABEL_MIN_POINTS`].
pub fn label_points(width: f32, square: f32) -> f32 {
    if width <= square || width <= 0.0 {
        LABEL_POINTS
    } else {
        (LABEL_POINTS * square / width).clamp(LABEL_MIN_POINTS, LABEL_POINTS)
    }
}

/// Lists the hovered column's men, top to bottom, with counts.
pub(super) fn column_panel(
    mut contexts: EguiContexts,
    rules: Res<CurrentGame>,
    frame: Res<BoardFrame>,
    history: Res<History>,
    inspection: Res<Inspection>,
) -> Result {
    let Some(square) = inspection.hovered else {
        return Ok(());
    };
    // The column on the board, which may be an earlier position's.
    let column = history.shown(&rules.game).men(square);
    let Some(&commander) = column.first() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // In its dock, the strip the board's frame leaves at its bottom between the side panels:
    // always there, on no square and no panel. Without a dock (a window too small for one),
    // in a top corner of the frame away from the pointer's column.
    let dock = crate::app::kit::layout::dock(ctx).map(dock_place);
    let (anchor, offset) = match dock {
        Some(place) => (egui::Align2::LEFT_TOP, place.min - ctx.content_rect().min),
        None => inspector_place(ctx, frame.0),
    };
    let (width, height) = dock.map_or((f32::INFINITY, f32::INFINITY), |place| {
        (place.width(), place.height())
    });
    egui::Window::new("Column")
        .id(egui::Id::new(INSPECTOR))
        .title_bar(false)
        .anchor(anchor, offset)
        .max_width(width)
        .max_height(height)
        .interactable(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                colour_dot(ui, commander.colour);
                ui.strong(t!(
                    "inspector-column",
                    square = square.to_string(),
                    side = side_name(commander.colour),
                    height = column.len()
                ));
            });
            ui.label(column_counts(&column));
            ui.separator();
            egui::Grid::new("men").striped(true).show(ui, |ui| {
                // Men alike one under the other share a row, so that a sandbox's column of
                // thirty fits on the screen as a lesson's column of three does.
                for (depth, count, man) in runs(&column) {
                    ui.label(if count == 1 {
                        format!("{}", depth + 1)
                    } else {
                        format!("{}–{}", depth + 1, depth + count)
                    });
                    ui.horizontal(|ui| {
                        colour_dot(ui, man.colour);
                        ui.label(if count == 1 {
                            man_label(man)
                        } else {
                            format!("{} ×{count}", man_label(man))
                        });
                    });
                    let role = if depth == 0 {
                        t!("inspector-commander")
                    } else if man.colour != commander.colour {
                        t!("inspector-prisoner")
                    } else {
                        String::new()
                    };
                    ui.label(role);
                    ui.end_row();
                }
            });
            ui.weak(t!("inspector-hint"));
        });
    Ok(())
}

/// A column's men (top first) as runs of men alike: each run's depth, length and man. The
/// commander is a run of its own.
fn runs(column: &[Man]) -> Vec<(usize, usize, Man)> {
    let mut runs: Vec<(usize, usize, Man)> = Vec::new();
    for (depth, &man) in column.iter().enumerate() {
        match runs.last_mut() {
            Some((start, count, last)) if *start > 0 && *last == man => *count += 1,
            _ => runs.push((depth, 1, man)),
        }
    }
    runs
}

/// Where the inspector stands in its dock: inside it by the layout's margin.
pub(super) fn dock_place(dock: egui::Rect) -> egui::Rect {
    let margin = crate::app::kit::layout::MARGIN;
    egui::Rect::from_min_max(
        egui::pos2(
            dock.min.x + margin,
            dock.min.y + crate::app::kit::layout::GAP,
        ),
        egui::pos2(dock.max.x - margin, dock.max.y - margin),
    )
}

/// Where the inspector goes without a dock: the top corner of the board's frame away from the pointer.
fn inspector_place(ctx: &egui::Context, frame: Option<Rect>) -> (egui::Align2, egui::Vec2) {
    let screen = ctx.content_rect();
    let zoom = ctx.zoom_factor();
    let (left, right) = frame.map_or((screen.min.x, screen.max.x), |frame| {
        (frame.min.x / zoom, frame.max.x / zoom)
    });
    let pointer_right = ctx
        .input(|input| input.pointer.hover_pos())
        .is_some_and(|at| at.x > (left + right) / 2.0);
    // Below the move field, which sits at the top in the middle, when it is shown (egui
    // remembers where a hidden window was: a lesson has no move field).
    let top = crate::app::kit::shown_rects(ctx, &[super::move_entry::MOVE_FIELD])
        .first()
        .map_or(10.0, |field| field.max.y + 8.0);
    if pointer_right {
        (egui::Align2::LEFT_TOP, egui::vec2(left + 10.0, top))
    } else {
        (
            egui::Align2::RIGHT_TOP,
            egui::vec2(right - screen.max.x - 10.0, top),
        )
    }
}

/// Where the top man of the column on `square` stands now, when the men's entities hold that
/// column (`height` men): while a move is shown it is on its way, and the label goes with it.
fn top_man(
    stacks: &Stacks,
    men: &Query<&Transform, With<ManPiece>>,
    square: lasca_rules::AnySquare,
    height: usize,
) -> Option<Vec3> {
    let column = stacks.column(square);
    if column.len() != height {
        return None;
    }
    men.get(*column.first()?)
        .ok()
        .map(|transform| transform.translation)
}

/// The world point a height label stands on: just over the column's top man where he is
/// (moving, lifted or spread), else over the column's resting top (spread apart when the
/// column is exploded).
pub fn label_anchor(
    square: lasca_rules::AnySquare,
    height: usize,
    top_man: Option<Vec3>,
    exploded: bool,
) -> Vec3 {
    const ABOVE: f32 = 0.3;
    match top_man {
        Some(at) => at + Vec3::Y * (MAN_PITCH / 2.0 + ABOVE),
        None => {
            let top = if exploded {
                spread_top(height)
            } else {
                column_top(height)
            };
            square_centre(square) + Vec3::Y * (top + ABOVE)
        }
    }
}

/// A label over every column of four or more men: its height and who is in it. While men
/// move, each label follows its column's top man (`label_anchor`).
pub(super) fn height_labels(
    mut contexts: EguiContexts,
    rules: Res<CurrentGame>,
    history: Res<History>,
    inspection: Res<Inspection>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    stacks: Res<Stacks>,
    men: Query<&Transform, With<ManPiece>>,
) -> Result {
    let Some((camera, camera_transform)) = cameras.iter().next() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("height labels"),
    ));
    let position = history.shown(&rules.game);
    for (square, column) in position.columns() {
        let Some(&commander) = column.first() else {
            continue;
        };
        if column.len() < LABELLED_HEIGHT {
            continue;
        }
        let top = label_anchor(
            square,
            column.len(),
            top_man(&stacks, &men, square, column.len()),
            inspection.exploded && inspection.hovered == Some(square),
        );
        let Some(at) = crate::app::kit::on_screen(camera, camera_transform, top) else {
            continue;
        };
        let text = t!(
            "inspector-height-label",
            height = column.len(),
            white = men_of(&column, Colour::White),
            black = men_of(&column, Colour::Black)
        );
        let pos = crate::app::kit::to_points(ctx, at);
        // As wide as a square at most, so that a label covers no column beside its own
        // (at a large interface scale, or a board seen small, the text gets smaller).
        let across = camera_transform.right().with_y(0.0).normalize_or_zero() * SQUARE_SIZE / 2.0;
        let square_width = match (
            crate::app::kit::on_screen(camera, camera_transform, top - across),
            crate::app::kit::on_screen(camera, camera_transform, top + across),
        ) {
            (Some(a), Some(b)) => {
                crate::app::kit::to_points(ctx, a).distance(crate::app::kit::to_points(ctx, b))
            }
            _ => f32::INFINITY,
        };
        let mut galley = painter.layout_no_wrap(
            text.clone(),
            egui::FontId::proportional(LABEL_POINTS),
            text_on(commander.colour),
        );
        let size = label_points(galley.size().x + 6.0, square_width);
        if size < LABEL_POINTS {
            galley = painter.layout_no_wrap(
                text,
                egui::FontId::proportional(size),
                text_on(commander.colour),
            );
        }
        let rect = egui::Align2::CENTER_BOTTOM
            .anchor_size(pos, galley.size())
            .expand(3.0);
        painter.rect_filled(rect, 4.0, swatch(commander.colour));
        painter.rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(1.0, LABEL_FRAME),
            egui::StrokeKind::Outside,
        );
        painter.galley(rect.shrink(3.0).min, galley, egui::Color32::WHITE);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn men_alike_share_a_row_and_the_commander_has_its_own() {
        let (w, b) = (Man::soldier(Colour::White), Man::soldier(Colour::Black));
        let big_w = Man::officer(Colour::White);
        assert_eq!(runs(&[w]), [(0, 1, w)]);
        assert_eq!(runs(&[w, w, w, b, b]), [(0, 1, w), (1, 2, w), (3, 2, b)]);
        assert_eq!(runs(&[big_w, w, b]), [(0, 1, big_w), (1, 1, w), (2, 1, b)]);
        let tall: Vec<Man> = std::iter::repeat_n(w, 10)
            .chain(std::iter::repeat_n(b, 12))
            .chain(std::iter::repeat_n(w, 8))
            .collect();
        assert_eq!(runs(&tall), [(0, 1, w), (1, 9, w), (10, 12, b), (22, 8, w)]);
        assert!(runs(&[]).is_empty());
    }

    #[test]
    fn a_height_label_is_no_wider_than_its_square() {
        // Room enough: the usual size.
        assert_eq!(label_points(70.0, 90.0), LABEL_POINTS);
        // A label 100 wide over a square 60 wide: 60% of the size, so 60 wide.
        assert_eq!(label_points(100.0, 60.0), LABEL_POINTS * 0.6);
        // Never smaller than can be read; an off-screen square changes nothing.
        assert_eq!(label_points(100.0, 10.0), LABEL_MIN_POINTS);
        assert_eq!(label_points(100.0, f32::INFINITY), LABEL_POINTS);
    }
}
