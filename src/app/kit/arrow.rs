//! An arrow over the board: a move's path on the screen, from the top of its column to its last
//! landing (the analysis board's best move, the review's better move).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::board::{column_top, square_centre};

/// Where a move's path is on the screen: from the top of its column, then each landing.
pub fn arrow_points(
    camera: &Camera,
    camera_transform: &GlobalTransform,
    position: &lasca_rules::Position,
    mv: lasca_rules::Move,
) -> Option<Vec<egui::Pos2>> {
    let height = position.column(mv.from()).height();
    mv.path()
        .enumerate()
        .map(|(i, square)| {
            let lift = if i == 0 { column_top(height) } else { 0.05 };
            camera
                .world_to_viewport(camera_transform, square_centre(square) + Vec3::Y * lift)
                .ok()
                .map(|at| egui::pos2(at.x, at.y))
        })
        .collect()
}

/// Draws an arrow along `points` (a move's path on the screen), a dot at its start.
pub fn draw_arrow(painter: &egui::Painter, points: &[egui::Pos2], colour: egui::Color32) {
    let (Some(&first), Some(&tip)) = (points.first(), points.last()) else {
        return;
    };
    let before = points[points.len().saturating_sub(2)];
    let direction = (tip - before).normalized();
    if !direction.x.is_finite() || !direction.y.is_finite() {
        return;
    }
    let head = 22.0;
    let base = tip - direction * head;
    let side = direction.rot90() * (head * 0.55);
    let stroke = egui::Stroke::new(7.0, colour);
    painter.circle_filled(first, 7.0, colour);
    let mut line: Vec<egui::Pos2> = points[..points.len() - 1].to_vec();
    line.push(base);
    painter.line(line, stroke);
    painter.add(egui::Shape::convex_polygon(
        vec![tip, base + side, base - side],
        colour,
        egui::Stroke::NONE,
    ));
}
