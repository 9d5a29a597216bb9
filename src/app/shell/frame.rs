//! Where the board may be drawn: the window less the panels down its left and right sides
//! ([`BoardFrame`]), which the camera frames the board in. A window (an egui area of the
//! middle order) that lies wholly left of the window's centre narrows the frame from the
//! left, one wholly right of it from the right; dialogs across the centre, the inspector and
//! tooltips come and go and leave it as it is.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::BoardFrame;

/// The areas that never move the board: the inspector follows the pointer's column.
const IGNORED: [&str; 1] = [super::inspector::INSPECTOR];

/// The frame the panels leave, from the areas as last laid out.
pub(super) fn frame_the_board(mut contexts: EguiContexts, mut frame: ResMut<BoardFrame>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    if screen.width() < 1.0 || screen.height() < 1.0 {
        return Ok(());
    }
    let ignored: Vec<egui::Id> = IGNORED.iter().map(|name| egui::Id::new(*name)).collect();
    let rects: Vec<egui::Rect> = ctx.memory(|memory| {
        memory
            .areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order == egui::Order::Middle && !ignored.contains(&layer.id))
            .filter_map(|layer| memory.area_rect(layer.id))
            .collect()
    });
    let free = free_between(screen, &rects);
    let zoom = ctx.zoom_factor();
    let rect = Rect::new(
        free.min.x * zoom,
        free.min.y * zoom,
        free.max.x * zoom,
        free.max.y * zoom,
    );
    frame.set_if_neq(BoardFrame(Some(rect)));
    Ok(())
}

/// The part of `screen` between the areas wholly left of its centre and those wholly right.
pub fn free_between(screen: egui::Rect, areas: &[egui::Rect]) -> egui::Rect {
    let centre = screen.center().x;
    let (mut left, mut right) = (screen.min.x, screen.max.x);
    for area in areas {
        if area.max.x <= centre {
            left = left.max(area.max.x);
        } else if area.min.x >= centre {
            right = right.min(area.min.x);
        }
    }
    egui::Rect::from_min_max(
        egui::pos2(left, screen.min.y),
        egui::pos2(right, screen.max.y),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> egui::Rect {
        egui::Rect::from_min_max(egui::pos2(x0, y0), egui::pos2(x1, y1))
    }

    #[test]
    fn side_panels_narrow_the_frame_and_centred_dialogs_do_not() {
        let screen = rect(0.0, 0.0, 1280.0, 720.0);
        assert_eq!(free_between(screen, &[]), screen);
        let areas = [
            rect(10.0, 10.0, 300.0, 200.0),   // the HUD
            rect(10.0, 400.0, 240.0, 710.0),  // the move list
            rect(960.0, 10.0, 1270.0, 500.0), // Review
            rect(500.0, 200.0, 780.0, 500.0), // a dialog across the centre
        ];
        assert_eq!(free_between(screen, &areas), rect(300.0, 0.0, 960.0, 720.0));
    }
}
