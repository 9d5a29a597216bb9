//! The egui helpers every panel uses, and no resources: the window scaffolding, the request
//! button, a content area that fits the screen, the notice line, the speed picker, a game's
//! move rows and the arrow over the board; the panels' colours ([`colours`]) and words
//! ([`labels`]).

pub mod arrow;
pub mod colours;
pub mod fonts;
pub mod labels;
pub mod layout;
pub mod slider;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::core::AnimationSettings;
use crate::app::play::RecordNotice;
use crate::record::AnimationSpeed;

pub use arrow::{arrow_points, draw_arrow, on_screen, to_points};

/// Where the areas of `names` (their egui ids) lie, those of them that were shown last frame
/// (egui remembers where a hidden window was).
pub fn shown_rects(ctx: &egui::Context, names: &[&str]) -> Vec<egui::Rect> {
    ctx.memory(|memory| {
        let shown = memory.areas().visible_layer_ids();
        names
            .iter()
            .map(|name| egui::Id::new(*name))
            .filter(|id| shown.iter().any(|layer| layer.id == *id))
            .filter_map(|id| memory.area_rect(id))
            .collect()
    })
}

/// The Analysis panel's egui id (its slot: `layout::slots::ANALYSIS`).
pub const ANALYSIS_PANEL: &str = "analysis panel";

/// The schedule panels draw in (egui's pass of the primary window), for the features'
/// `mod.rs` to register their panels without naming egui.
pub use bevy_egui::EguiPrimaryContextPass as PanelPass;

/// Where a panel's system runs in egui's pass, so that the windows are drawn in one order every
/// frame: the record's windows, then the features' windows, then the prompts.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PanelSet {
    /// The record's windows (moves, save, open, text, settings).
    Record,
    /// The features' windows (library, online, review).
    Features,
    /// Prompts drawn over everything (resume).
    Prompts,
}

/// A button that sends `request` when clicked: its text, and what hovering it says.
pub fn request_button<M: Message>(
    ui: &mut egui::Ui,
    (text, hover): (String, String),
    requests: &mut MessageWriter<M>,
    request: M,
) {
    if ui.button(text).on_hover_text(hover).clicked() {
        requests.write(request);
    }
}

/// The animation speed as a drop-down; the settings change only when another is picked (so
/// the settings file is written only then).
pub fn speed_picker(ui: &mut egui::Ui, id: &str, settings: &mut ResMut<AnimationSettings>) {
    let mut speed = settings.speed;
    egui::ComboBox::from_id_salt(id)
        .selected_text(speed.label())
        .show_ui(ui, |ui| {
            for choice in AnimationSpeed::ALL {
                ui.selectable_value(&mut speed, choice, choice.label());
            }
        });
    if speed != settings.speed {
        settings.speed = speed;
    }
}

/// A window's content, never taller than `share` of the screen: past that it scrolls, so
/// that at any UI scale (200% of 1280x720 leaves 640x360 points) the panels stay on screen
/// and the left column's two panels apart.
pub fn fitted<R>(ui: &mut egui::Ui, share: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let height = ui.ctx().content_rect().height();
    scrolled_past(ui, fitted_height(height, share), add)
}

/// Content that scrolls past `height`.
fn scrolled_past<R>(ui: &mut egui::Ui, height: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    egui::ScrollArea::vertical()
        .id_salt("fitted")
        .max_height(height)
        .show(ui, add)
        .inner
}

/// How high [`fitted`] content may be in a window `height` high (egui points).
pub fn fitted_height(height: f32, share: f32) -> f32 {
    (height * share - 48.0).max(60.0)
}

/// What the last file or text operation said, green or red.
pub fn notice_label(ui: &mut egui::Ui, notice: &RecordNotice) {
    if let Some(text) = &notice.text {
        let colour = if notice.is_error {
            colours::ERROR
        } else {
            colours::GOOD
        };
        ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
    }
}

/// Which moves [`move_rows`] lists, and how.
pub struct MoveRows<'a> {
    /// The list's egui id.
    pub id: &'a str,
    /// The game listed.
    pub game: &'a lasca_rules::AnyGame,
    /// The ply shown on the board.
    pub shown: usize,
    /// The most the list is high; past that it scrolls.
    pub max_height: f32,
    /// A last row (the result).
    pub footer: Option<egui::RichText>,
}

/// A game's moves in a scrolling grid: the start, then the moves numbered, two plies a row,
/// and the footer last. `text` writes each ply's cell (ply, move); the ply shown is
/// highlighted, and the list scrolls to it whenever it is another than `scrolled_to` says (set
/// it to `None` when the list opens: the list then shows the ply shown, the start too).
/// Returns the ply clicked.
pub fn move_rows(
    ui: &mut egui::Ui,
    rows: MoveRows<'_>,
    scrolled_to: &mut Option<usize>,
    mut text: impl FnMut(usize, lasca_rules::AnyMove) -> egui::RichText,
) -> Option<usize> {
    let MoveRows {
        id,
        game,
        shown,
        max_height,
        footer,
    } = rows;
    let scroll = *scrolled_to != Some(shown);
    // An invisible sizing pass (a window's first frame) lays out at another size: scroll
    // again in the first frame that is drawn.
    if !ui.is_sizing_pass() {
        *scrolled_to = Some(shown);
    }
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .id_salt(id)
        .max_height(max_height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let mut cell = |ui: &mut egui::Ui, ply: usize, text: egui::RichText| {
                let response = ui.selectable_label(shown == ply, text);
                if response.clicked() {
                    clicked = Some(ply);
                }
                if scroll && shown == ply {
                    response.scroll_to_me(Some(egui::Align::Center));
                }
            };
            egui::Grid::new((id, "rows"))
                .num_columns(3)
                .striped(true)
                .min_col_width(20.0)
                .show(ui, |ui| {
                    ui.label("");
                    cell(ui, 0, egui::RichText::new(crate::t!("moves-start")));
                    ui.label("");
                    ui.end_row();
                    let mut numbered = crate::record::MoveNumber::all(game).enumerate().peekable();
                    while let Some((i, (number, mv))) = numbered.next() {
                        ui.label(format!("{}.", number.number));
                        if number.second {
                            // A game that starts with Black to move.
                            ui.label("…");
                            cell(ui, i + 1, text(i + 1, mv));
                        } else {
                            cell(ui, i + 1, text(i + 1, mv));
                            match numbered.next_if(|(_, (next, _))| next.second) {
                                Some((j, (_, reply))) => cell(ui, j + 1, text(j + 1, reply)),
                                None => {
                                    ui.label("");
                                }
                            }
                        }
                        ui.end_row();
                    }
                    if let Some(footer) = footer {
                        ui.label("");
                        ui.label(footer);
                        ui.end_row();
                    }
                });
        });
    clicked
}

#[cfg(test)]
mod glyph_tests;
