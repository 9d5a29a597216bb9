//! The Text window: the position on the board and the move list to copy, and a box to set up
//! a game from a position string, a move list, Lasker's 1911 numbers or a game file.

use bevy::prelude::*;
use bevy_egui::{EguiClipboard, EguiContexts, egui};

use super::notice_label;
use super::theme::{ERROR, GOOD};
use crate::app::core::Rules;
use crate::app::play::{History, ImportText, RecordNotice};
use crate::record::move_list_text;

const COPIED: &str = "Copied to the clipboard";
const NOTHING_TO_PASTE: &str = "The clipboard holds no text: copy a position or a move list first, \
                                or type it (Ctrl+V pastes into the box too)";

/// Whether the Text window is open, what is typed in it, the notice when Set up was pressed
/// (the window shows the one that follows) and what the clipboard said.
#[derive(Resource, Default)]
pub(super) struct TextWindow {
    pub(super) open: bool,
    pasted: String,
    notice: Option<RecordNotice>,
    clipboard: Option<(String, bool)>,
}

pub(super) fn text_window(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    history: Res<History>,
    notice: Res<RecordNotice>,
    mut window: ResMut<TextWindow>,
    mut clipboard: ResMut<EguiClipboard>,
    mut import: MessageWriter<ImportText>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let position = history.shown(&rules.game).to_string();
    let moves = move_list_text(&rules.game);
    let window = &mut *window;
    egui::Window::new("Text")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_pos(egui::pos2(380.0, 120.0))
        .show(ctx, |ui| {
            ui.label("Position on the board:");
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut position.as_str())
                        .desired_width(380.0)
                        .desired_rows(2)
                        .font(egui::TextStyle::Monospace),
                );
                if ui.button("Copy").clicked() {
                    ui.ctx().copy_text(position.clone());
                    window.clipboard = Some((COPIED.to_owned(), true));
                }
            });
            ui.label("Moves:");
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut moves.as_str())
                        .desired_width(380.0)
                        .desired_rows(3),
                );
                if ui.button("Copy").clicked() {
                    ui.ctx().copy_text(moves.clone());
                    window.clipboard = Some((COPIED.to_owned(), true));
                }
            });
            ui.separator();
            ui.label(
                "Set up a game: a position string, a move list (1. c3-d4 e5xc3), \
                 Lasker's 1911 numbers (9-13 17-13-9), or a game file with [tags]:",
            );
            ui.add(
                egui::TextEdit::multiline(&mut window.pasted)
                    .desired_width(440.0)
                    .desired_rows(3)
                    .hint_text("type or paste here"),
            );
            ui.horizontal(|ui| {
                if ui.button("Paste from the clipboard").clicked() {
                    match clipboard.get_text().filter(|text| !text.trim().is_empty()) {
                        Some(text) => {
                            window.pasted = text;
                            window.clipboard = None;
                        }
                        None => window.clipboard = Some((NOTHING_TO_PASTE.to_owned(), false)),
                    }
                }
                if ui
                    .add_enabled(
                        !window.pasted.trim().is_empty(),
                        egui::Button::new("Set up"),
                    )
                    .clicked()
                {
                    import.write(ImportText(window.pasted.clone()));
                    window.notice = Some(notice.clone());
                }
            });
            if let Some((text, ok)) = &window.clipboard {
                ui.add(
                    egui::Label::new(egui::RichText::new(text).color(if *ok {
                        GOOD
                    } else {
                        ERROR
                    }))
                    .wrap(),
                );
            }
            if window
                .notice
                .as_ref()
                .is_some_and(|before| *before != *notice)
            {
                notice_label(ui, &notice);
            }
        });
    window.open = open;
    Ok(())
}
