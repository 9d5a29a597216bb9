//! An arrow over the board: a move's path on the screen, from the top of its column to its last
//! landing (the analysis board's best move, the review's better move).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::board::{column_top, square_centre};

/// Where a move's path is on the screen, as shares of the camera's picture (0 to 1 across and
/// down, which [`draw_arrow`] turns into egui's points): from the top of its column, then
/// each landing.
pub fn arrow_points(
    camera: &Camera,
    camera_transform: &GlobalTransform,
    position: &lasca_rules::AnyPosition,
    mv: lasca_rules::AnyMove,
) -> Option<Vec<egui::Pos2>> {
    let height = position.men(mv.from()).len();
    mv.path()
        .into_iter()
        .enumerate()
        .map(|(i, square)| {
            let lift = if i == 0 { column_top(height) } else { 0.05 };
            on_screen(
                camera,
                camera_transform,
                square_centre(square) + Vec3::Y * lift,
            )
        })
        .collect()
}

/// Where a point of the world is in the camera's picture, as shares of it (0 to 1 across and
/// down): the same whatever the picture's pixels (the render scale) and the panels' scale.
pub fn on_screen(
    camera: &Camera,
    camera_transform: &GlobalTransform,
    world: Vec3,
) -> Option<egui::Pos2> {
    let at = camera.world_to_viewport(camera_transform, world).ok()?;
    let size = camera.logical_viewport_size()?;
    (size.x > 0.0 && size.y > 0.0).then(|| egui::pos2(at.x / size.x, at.y / size.y))
}

/// A point given as shares of the picture ([`on_screen`]) in egui's points: across the
/// window, whose points are its pixels divided by the UI scale. (At 150% a label placed at the
/// camera's pixels stood half again as far from the window's corner as its column.)
pub fn to_points(ctx: &egui::Context, share: egui::Pos2) -> egui::Pos2 {
    let screen = ctx.content_rect();
    screen.min + egui::vec2(share.x * screen.width(), share.y * screen.height())
}

/// Draws an arrow along `points` (a move's path on the screen, from [`arrow_points`]), a dot
/// at its start.
pub fn draw_arrow(painter: &egui::Painter, points: &[egui::Pos2], colour: egui::Color32) {
    let points: Vec<egui::Pos2> = points
        .iter()
        .map(|&point| to_points(painter.ctx(), point))
        .collect();
    let points = points.as_slice();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// At a UI scale of 150% a window of 1200x600 pixels is 800x400 of egui's points (as
    /// bevy_egui gives them to egui): a point three quarters across and half down the picture
    /// is drawn three quarters across and half down those, so labels and arrows sit on their
    /// columns at any UI scale and render scale.
    #[test]
    fn shares_of_the_picture_become_egui_points_at_the_ui_scale() {
        let ctx = egui::Context::default();
        ctx.set_zoom_factor(1.5);
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(800.0, 400.0),
            )),
            ..Default::default()
        };
        for _ in 0..2 {
            ctx.run_ui(input(), |_| {}).textures_delta.clear();
        }
        assert_eq!(
            to_points(&ctx, egui::pos2(0.75, 0.5)),
            egui::pos2(600.0, 200.0)
        );
    }
}
