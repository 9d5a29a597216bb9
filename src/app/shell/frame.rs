//! Where the board may be drawn: the window less the panels down its left and right sides
//! ([`BoardFrame`]), which the camera frames the board in. A window (an egui area of the
//! middle order) that lies wholly left of the window's centre narrows the frame from the
//! left, one wholly right of it from the right; dialogs across the centre (the layout's
//! centre column), the inspector, the move field and tooltips come and go and leave it as it
//! is. The frame keeps at least half the window's shorter side each way, and leaves a strip
//! at its bottom for the column inspector (its dock): the board never lies under it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::BoardFrame;
use crate::app::kit;

/// The areas that never move the board: the inspector has its dock, and the move field and
/// the AI's thinking sit in the frame's own top middle.
const IGNORED: [&str; 3] = [
    super::inspector::INSPECTOR,
    super::move_entry::MOVE_FIELD,
    super::thinking::THINKING,
];

/// The frame the panels leave, from the areas as last laid out.
pub(super) fn frame_the_board(mut contexts: EguiContexts, mut frame: ResMut<BoardFrame>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    if screen.width() < 1.0 || screen.height() < 1.0 {
        return Ok(());
    }
    let ignored: Vec<egui::Id> = IGNORED
        .into_iter()
        .chain(kit::layout::centre_ids(ctx))
        .map(egui::Id::new)
        .collect();
    let rects: Vec<egui::Rect> = ctx.memory(|memory| {
        memory
            .areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order == egui::Order::Middle && !ignored.contains(&layer.id))
            .filter_map(|layer| memory.area_rect(layer.id))
            .collect()
    });
    let (free, dock) = with_dock(screen, free_between(screen, &rects));
    kit::layout::set_dock(ctx, dock);
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

/// The inspector's dock is at least this high, and at most that (points).
const DOCK_LEAST: f32 = 120.0;
const DOCK_MOST: f32 = 170.0;

/// The least share of the screen's shorter side the board's frame keeps, each way.
pub const LEAST_SHARE: f32 = 0.5;

/// `free` less the inspector's dock at its bottom, and the dock: the height the board's shape
/// leaves unused (the frame is wider than the board looks), at least [`DOCK_LEAST`], at most
/// [`DOCK_MOST`], and never so much that the frame keeps less than its least share.
pub fn with_dock(screen: egui::Rect, free: egui::Rect) -> (egui::Rect, Option<egui::Rect>) {
    let least = screen.width().min(screen.height()) * LEAST_SHARE;
    let unused = free.height() - free.width() / BOARD_ASPECT;
    let height = unused
        .clamp(DOCK_LEAST, DOCK_MOST)
        .min(free.height() - least);
    if height < DOCK_LEAST / 2.0 {
        return (free, None);
    }
    let top = free.max.y - height;
    let dock = egui::Rect::from_min_max(egui::pos2(free.min.x, top), free.max);
    (
        egui::Rect::from_min_max(free.min, egui::pos2(free.max.x, top)),
        Some(dock),
    )
}

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
    let least = screen.width().min(screen.height()) * LEAST_SHARE;
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
        let mut score = if choice != 0 { fit * CUT_HANDICAP } else { fit };
        // A frame short of its least share each way loses to any that keeps it.
        if frame.width() < least || frame.height() < least {
            score -= 1e6;
        }
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

/// The layout at 1280x720 with the interface at 150% (853x480 points), as the trial
/// had it: the board keeps its share and no two panels overlap.
#[cfg(test)]
mod layout_tests {
    use super::*;
    use crate::app::kit::layout::{Slot, slots};

    /// The windows of the trial, each with content about as high as the real one's.
    const TRIAL: [(Slot, usize); 7] = [
        (slots::GAME, 9),
        (slots::MOVES, 14),
        (slots::WATCH, 16),
        (slots::REVIEW, 40),
        (slots::ANALYSIS, 5),
        (slots::GAME_OVER, 5),
        (slots::SETTINGS, 18),
    ];

    /// One pass of the window: the trial's windows, the inspector in its dock, and the
    /// board's frame as `frame_the_board` measures it.
    fn pass(ctx: &egui::Context, windows: &[(Slot, usize)]) -> egui::Rect {
        // egui's screen is in points: the window's pixels over the scale (bevy_egui's zoom).
        ctx.begin_pass(egui::RawInput {
            // A tenth of a second a pass: egui's collapsing animations end.
            time: Some(ctx.cumulative_pass_nr() as f64 / 10.0),
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 720.0) / 1.5,
            )),
            ..Default::default()
        });
        for (slot, lines) in windows {
            let slot: &'static Slot = Box::leak(Box::new(*slot));
            kit::layout::show(ctx, slot, egui::Window::new(slot.id), |ui| {
                for line in 0..*lines {
                    ui.label(format!("{} line {line} of some length", slot.id));
                }
                ui.horizontal(|ui| {
                    let _ = ui.button("New game");
                    let _ = ui.button("Review");
                });
            });
        }
        if let Some(dock) = kit::layout::dock(ctx) {
            // Where the inspector stands in its dock, as the game places it.
            let place = super::super::inspector::dock_place(dock);
            egui::Window::new("Column")
                .id(egui::Id::new(super::super::inspector::INSPECTOR))
                .title_bar(false)
                .fixed_pos(place.min)
                .max_width(place.width())
                .max_height(place.height())
                .resizable(false)
                .show(ctx, |ui| {
                    for line in 0..6 {
                        ui.label(format!("man {line}"));
                    }
                });
        }
        ctx.end_pass().textures_delta.clear();
        // As `frame_the_board` does it.
        let screen = ctx.content_rect();
        let ignored: Vec<egui::Id> = IGNORED
            .into_iter()
            .chain(kit::layout::centre_ids(ctx))
            .map(egui::Id::new)
            .collect();
        let rects: Vec<egui::Rect> = middle_rects(ctx)
            .into_iter()
            .filter(|(id, _)| !ignored.contains(id))
            .map(|(_, rect)| rect)
            .collect();
        let (free, dock) = with_dock(screen, free_between(screen, &rects));
        kit::layout::set_dock(ctx, dock);
        free
    }

    fn middle_rects(ctx: &egui::Context) -> Vec<(egui::Id, egui::Rect)> {
        ctx.memory(|memory| {
            memory
                .areas()
                .visible_layer_ids()
                .into_iter()
                .filter(|layer| layer.order == egui::Order::Middle)
                .filter_map(|layer| Some((layer.id, memory.area_rect(layer.id)?)))
                .collect()
        })
    }

    fn collapsed(ctx: &egui::Context, slot: &Slot) -> bool {
        egui::collapsing_header::CollapsingState::load(
            ctx,
            egui::Id::new(slot.id).with("collapsing"),
        )
        .is_some_and(|state| !state.is_open())
    }

    #[test]
    fn at_150_percent_the_board_keeps_its_share_and_no_panels_overlap() {
        let ctx = egui::Context::default();
        ctx.set_fonts(kit::fonts::definitions());
        ctx.set_zoom_factor(1.5);
        let mut frame = egui::Rect::NOTHING;
        // Windows come as the player opens them: the game's, then Watch, Review, Analysis,
        // then the game ends and the Settings are opened. Egui sizes a window over two passes
        // and the layout plans from the pass before: a few passes each.
        for opened in 2..=TRIAL.len() {
            for _ in 0..8 {
                frame = pass(&ctx, &TRIAL[..opened]);
            }
        }
        let screen = ctx.content_rect();
        assert_eq!(screen.width().round(), 853.0);
        let least = screen.width().min(screen.height()) / 2.0;
        assert!(
            frame.width() >= least && frame.height() >= least,
            "the board's frame {frame:?} is under half of {screen:?}'s shorter side"
        );
        let rects = middle_rects(&ctx);
        assert_eq!(rects.len(), TRIAL.len() + 1, "{rects:?}");
        for (i, (a, first)) in rects.iter().enumerate() {
            assert!(
                screen.contains_rect(*first),
                "{a:?} {first:?} is off the screen"
            );
            for (b, second) in &rects[i + 1..] {
                assert!(
                    !first.shrink(0.5).intersects(second.shrink(0.5)),
                    "{a:?} {first:?} overlaps {b:?} {second:?}"
                );
            }
            // The inspector lies off the board's frame.
            if *a == egui::Id::new(super::super::inspector::INSPECTOR) {
                assert!(
                    !first.intersects(frame.shrink(0.5)),
                    "{first:?} on {frame:?}"
                );
            }
        }
        // Review, the most recently opened of its side but Analysis, keeps a useful height;
        // Watch, opened first, collapsed to its title bar to make room.
        let review = rects
            .iter()
            .find(|(id, _)| *id == egui::Id::new(slots::REVIEW.id))
            .expect("Review is shown")
            .1;
        assert!(!collapsed(&ctx, &slots::REVIEW));
        assert!(review.height() >= slots::REVIEW.least, "{review:?}");
        assert!(collapsed(&ctx, &slots::WATCH));
        // The last dialog opened is open; the one before it gave way.
        assert!(!collapsed(&ctx, &slots::SETTINGS));
    }

    /// A window with room shows all its content: it grows to it (egui's window keeps the
    /// height it first had unless told otherwise), and the Moves panel's buttons show.
    #[test]
    fn a_window_with_room_shows_all_its_content() {
        let ctx = egui::Context::default();
        ctx.set_fonts(kit::fonts::definitions());
        let windows = [(slots::GAME, 14), (slots::MOVES, 3)];
        for _ in 0..8 {
            pass(&ctx, &windows);
        }
        let rects = middle_rects(&ctx);
        let game = rects
            .iter()
            .find(|(id, _)| *id == egui::Id::new(slots::GAME.id))
            .expect("the game panel")
            .1;
        // Fourteen lines, the buttons' row, the title: well over 14 lines of 16 points.
        assert!(game.height() > 15.0 * 16.0, "{game:?}");
    }
}
