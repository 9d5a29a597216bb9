//! The Text window: the position on the board and the move list to copy, and a box to set up
//! a game from a position string, a move list, Lasker's 1911 numbers or a game file.

use bevy::prelude::*;
use bevy_egui::{EguiClipboard, EguiContexts, egui};

use crate::app::core::CurrentGame;
use crate::app::kit;
use crate::app::kit::colours::{ERROR, GOOD};
use crate::app::kit::notice_label;
use crate::app::play::{History, ImportText, RecordNotice};
use crate::record::move_list_text;
use crate::t;

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
    rules: Res<CurrentGame>,
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
    kit::layout::show(
        ctx,
        &kit::layout::slots::TEXT,
        egui::Window::new(t!("text-title")).open(&mut open),
        |ui| {
            ui.label(t!("text-position"));
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut position.as_str())
                        .desired_width(380.0)
                        .desired_rows(2)
                        .font(egui::TextStyle::Monospace),
                );
                if ui.button(t!("copy")).clicked() {
                    ui.ctx().copy_text(position.clone());
                    window.clipboard = Some((t!("text-copied"), true));
                }
            });
            ui.label(t!("text-moves"));
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut moves.as_str())
                        .desired_width(380.0)
                        .desired_rows(3),
                );
                if ui.button(t!("copy")).clicked() {
                    ui.ctx().copy_text(moves.clone());
                    window.clipboard = Some((t!("text-copied"), true));
                }
            });
            ui.separator();
            ui.label(t!("text-set-up-about"));
            ui.add(
                egui::TextEdit::multiline(&mut window.pasted)
                    .desired_width(440.0)
                    .desired_rows(3)
                    .hint_text(t!("text-hint")),
            );
            ui.horizontal(|ui| {
                if ui.button(t!("text-paste")).clicked() {
                    match clipboard.get_text().filter(|text| !text.trim().is_empty()) {
                        Some(text) => {
                            window.pasted = text;
                            window.clipboard = None;
                        }
                        None => window.clipboard = Some((t!("text-nothing-to-paste"), false)),
                    }
                }
                if ui
                    .add_enabled(
                        !window.pasted.trim().is_empty(),
                        egui::Button::new(t!("text-set-up")),
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
        },
    );
    window.open = open;
    Ok(())
}
