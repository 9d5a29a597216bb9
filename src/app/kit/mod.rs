//! The egui helpers every panel uses, and no resources: the window scaffolding, the request
//! button, a content area that fits the screen, the notice line, the speed picker, a game's
//! move rows and the arrow over the board; the panels' colours ([`colours`]) and words
//! ([`labels`]).

pub mod arrow;
pub mod colours;
pub mod fonts;
pub mod labels;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::core::{AnimationSettings, Navigate};
use crate::app::play::RecordNotice;
use crate::record::AnimationSpeed;

pub use arrow::{arrow_points, draw_arrow};
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
    egui::ScrollArea::vertical()
        .id_salt("fitted")
        .max_height((height * share - 48.0).max(60.0))
        .show(ui, add)
        .inner
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

/// A game's moves in a scrolling grid, numbered, two plies a row. `text` writes each ply's
/// cell (ply, move); the ply shown is highlighted, a click shows that ply, and the list scrolls
/// to the ply shown whenever it is another than `scrolled_to` says.
pub fn move_rows(
    ui: &mut egui::Ui,
    id: &str,
    game: &lasca_rules::Game,
    shown: usize,
    scrolled_to: &mut Option<usize>,
    navigate: &mut MessageWriter<Navigate>,
    mut text: impl FnMut(usize, lasca_rules::Move) -> egui::RichText,
) {
    egui::ScrollArea::vertical()
        .id_salt(id)
        .max_height(150.0)
        .show(ui, |ui| {
            egui::Grid::new(id)
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    let mut column = 0;
                    for (i, (number, mv)) in crate::record::MoveNumber::all(game).enumerate() {
                        let ply = i + 1;
                        if column == 0 {
                            ui.label(format!("{}.", number.number));
                            if number.second {
                                ui.label("…");
                                column = 1;
                            }
                        }
                        let response = ui.selectable_label(shown == ply, text(ply, mv));
                        if response.clicked() {
                            navigate.write(Navigate::Ply(ply));
                        }
                        if shown == ply && *scrolled_to != Some(ply) {
                            response.scroll_to_me(Some(egui::Align::Center));
                            *scrolled_to = Some(ply);
                        }
                        column += 1;
                        if column == 2 {
                            ui.end_row();
                            column = 0;
                        }
                    }
                });
        });
}

#[cfg(test)]
mod glyph_tests;
