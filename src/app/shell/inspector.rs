//! The column inspector (the hovered column's men, top to bottom) and the height labels over
//! tall columns.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_rules::{Colour, Square};

use crate::app::board::{EXPLODE_GAP, column_top, square_centre};
use crate::app::core::{BoardFrame, CurrentGame, Inspection, TurnState};
use crate::app::kit::colours::{LABEL_FRAME, colour_dot, swatch, text_on};
use crate::app::kit::labels::{column_counts, man_label, side_name};
use crate::app::play::History;
use crate::t;

/// The inspector's egui id (the board's frame leaves it out: it follows the pointer).
pub(super) const INSPECTOR: &str = "column inspector";

/// Columns at least this tall carry a height label.
const LABELLED_HEIGHT: usize = 4;

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
    let column = history.shown(&rules.game).column(square);
    let Some(commander) = column.commander() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // In a top corner of the board's frame (the window less the side panels, so it covers no
    // panel), on the side away from the pointer's column, so it covers not that column.
    let (anchor, offset) = inspector_place(ctx, frame.0);
    egui::Window::new("Column")
        .id(egui::Id::new(INSPECTOR))
        .title_bar(false)
        .anchor(anchor, offset)
        .interactable(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                colour_dot(ui, commander.colour);
                ui.strong(t!(
                    "inspector-column",
                    square = square.to_string(),
                    side = side_name(commander.colour),
                    height = column.height()
                ));
            });
            ui.label(column_counts(column));
            ui.separator();
            egui::Grid::new("men").striped(true).show(ui, |ui| {
                for (depth, man) in column.men().enumerate() {
                    ui.label(format!("{}", depth + 1));
                    ui.horizontal(|ui| {
                        colour_dot(ui, man.colour);
                        ui.label(man_label(man));
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

/// Where the inspector goes: the top corner of the board's frame away from the pointer.
fn inspector_place(ctx: &egui::Context, frame: Option<Rect>) -> (egui::Align2, egui::Vec2) {
    let screen = ctx.content_rect();
    let zoom = ctx.zoom_factor();
    let (left, right) = frame.map_or((screen.min.x, screen.max.x), |frame| {
        (frame.min.x / zoom, frame.max.x / zoom)
    });
    let pointer_right = ctx
        .input(|input| input.pointer.hover_pos())
        .is_some_and(|at| at.x > (left + right) / 2.0);
    // Below the move field, which sits at the top in the middle.
    let top = ctx
        .memory(|memory| memory.area_rect(egui::Id::new(super::move_entry::MOVE_FIELD)))
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

/// A label over every column of four or more men: its height and who is in it.
pub(super) fn height_labels(
    mut contexts: EguiContexts,
    rules: Res<CurrentGame>,
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
        let Some(at) = crate::app::kit::on_screen(camera, camera_transform, top) else {
            continue;
        };
        let text = t!(
            "inspector-height-label",
            height = column.height(),
            white = column.count(Colour::White),
            black = column.count(Colour::Black)
        );
        let pos = crate::app::kit::to_points(ctx, at);
        let galley = painter.layout_no_wrap(
            text,
            egui::FontId::proportional(15.0),
            text_on(commander.colour),
        );
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
