//! Where the board may be drawn: the window less the panels down its left and right sides
//! ([`BoardFrame`]), which the camera frames the board in. A window (an egui area of the
//! middle order) that lies wholly left of the window's centre narrows the frame from the
//! left, one wholly right of it from the right; dialogs across the centre, the inspector, the
//! move field and tooltips come and go and leave it as it is.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::BoardFrame;

/// The areas that never move the board: the inspector follows the pointer's column, and the
/// move field sits in the frame's own top middle.
const IGNORED: [&str; 2] = [super::inspector::INSPECTOR, super::move_entry::MOVE_FIELD];

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

/// How much wider than high the board looks from the usual camera: what a frame is scored by.
const BOARD_ASPECT: f32 = 1.6;
/// A frame cut from above or below must be this much better than one narrowed from the sides:
/// a panel whose height changes a little does not make the board jump between the two.
const CUT_HANDICAP: f32 = 0.9;

/// The part of `screen` the board is framed in. Each area wholly left of the centre narrows the
/// frame from the left, one wholly right of it from the right; an area in a corner (wholly
/// above or below the middle) may instead cut the frame from the top or the bottom, where
/// that leaves the board more room (a short Analysis panel in a corner need not take a whole
/// side).
pub fn free_between(screen: egui::Rect, areas: &[egui::Rect]) -> egui::Rect {
    let centre = screen.center();
    let narrow = |frame: &mut egui::Rect, area: &egui::Rect| {
        if area.max.x <= centre.x {
            frame.min.x = frame.min.x.max(area.max.x);
        } else if area.min.x >= centre.x {
            frame.max.x = frame.max.x.min(area.min.x);
        }
    };
    let in_corner = |area: &&egui::Rect| area.min.y >= centre.y || area.max.y <= centre.y;
    let on_a_side = |area: &&egui::Rect| area.max.x <= centre.x || area.min.x >= centre.x;
    // The corner areas that may cut instead of narrowing (a few: each doubles the choices);
    // every other area on a side narrows the frame.
    let corners: Vec<&egui::Rect> = areas
        .iter()
        .filter(on_a_side)
        .filter(in_corner)
        .take(8)
        .collect();
    let mut narrowed = screen;
    for area in areas.iter().filter(|area| !corners.contains(area)) {
        narrow(&mut narrowed, area);
    }
    let mut best = (f32::MIN, screen);
    for choice in 0u32..(1 << corners.len()) {
        let mut frame = narrowed;
        for (index, area) in corners.iter().enumerate() {
            if choice & (1 << index) == 0 {
                narrow(&mut frame, area);
            } else if area.min.y >= centre.y {
                frame.max.y = frame.max.y.min(area.min.y);
            } else {
                frame.min.y = frame.min.y.max(area.max.y);
            }
        }
        if frame.width() <= 0.0 || frame.height() <= 0.0 {
            continue;
        }
        let fit = (frame.width() / BOARD_ASPECT).min(frame.height());
        let score = if choice != 0 { fit * CUT_HANDICAP } else { fit };
        if score > best.0 {
            best = (score, frame);
        }
    }
    best.1
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

    #[test]
    fn a_short_panel_in_a_corner_cuts_the_frame_from_below_instead() {
        // 150% of 1280x720 in points: the Lasca panel and the moves on the left, a short
        // Analysis panel in the bottom-right corner.
        let screen = rect(0.0, 0.0, 853.0, 480.0);
        let areas = [
            rect(10.0, 10.0, 273.0, 225.0),   // the HUD
            rect(10.0, 255.0, 263.0, 470.0),  // the move list
            rect(584.0, 404.0, 843.0, 470.0), // Analysis
        ];
        // Narrowed from both sides the board would have 310 points of width; cut above the
        // Analysis panel it has 580 of width and 404 of height.
        assert_eq!(free_between(screen, &areas), rect(273.0, 0.0, 853.0, 404.0));
        // A tall panel on the right still narrows the frame.
        let tall = [areas[0], areas[1], rect(584.0, 10.0, 843.0, 470.0)];
        assert_eq!(free_between(screen, &tall), rect(273.0, 0.0, 584.0, 480.0));
    }

    #[test]
    fn every_panel_counts_however_many_there_are() {
        // Nine small panels in the right-hand corners: the ninth still keeps the board off it.
        let screen = rect(0.0, 0.0, 1280.0, 720.0);
        let mut areas: Vec<egui::Rect> = (0..8)
            .map(|i| rect(1200.0, 600.0 + i as f32, 1270.0, 610.0 + i as f32))
            .collect();
        areas.push(rect(900.0, 10.0, 1270.0, 60.0));
        let free = free_between(screen, &areas);
        for area in &areas {
            assert!(
                !free.intersects(area.shrink(0.5)),
                "{free:?} runs over {area:?}"
            );
        }
    }
}
