//! The Open window: a file name or a click on a saved game; a failure is shown in the window,
//! a success closes it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::{Dialog, RecordFiles, ShowDialog};
use crate::app::kit;
use crate::app::kit::layout::Placed;
use crate::app::kit::notice_label;
use crate::app::play::{OpenGame, RecordNotice};
use crate::t;

/// Whether the Open window is open, the name typed in it, and the notice when Open was
/// pressed (the answer is the next one).
#[derive(Resource, Default)]
pub(super) struct OpenWindow {
    pub(super) open: bool,
    name: String,
    notice: Option<RecordNotice>,
}

/// Ctrl+O.
pub(super) fn show_on_request(
    mut requests: MessageReader<ShowDialog>,
    mut window: ResMut<OpenWindow>,
) {
    if requests.read().any(|request| request.0 == Dialog::Open) {
        window.open = true;
    }
}

pub(super) fn open_window(
    mut contexts: EguiContexts,
    files: Res<RecordFiles>,
    notice: Res<RecordNotice>,
    mut window: ResMut<OpenWindow>,
    mut open_game: MessageWriter<OpenGame>,
) -> Result {
    if !window.open {
        window.notice = None;
        return Ok(());
    }
    // The answer to the last Open: a success closes the window, a failure is shown in it.
    let answered = window
        .notice
        .as_ref()
        .is_some_and(|before| *before != *notice);
    if answered && !notice.is_error {
        window.open = false;
        window.notice = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut chosen = None;
    egui::Window::new(t!("open-title"))
        .open(&mut open)
        .placed(&kit::layout::slots::OPEN)
        .show(ctx, |ui| {
            ui.label(t!("open-file-name"));
            let field = ui.add(egui::TextEdit::singleline(&mut window.name).desired_width(320.0));
            let target = files.resolve(&window.name);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let clicked = ui
                .add_enabled(target.is_ok(), egui::Button::new(t!("open-button")))
                .clicked();
            if let Ok(path) = target
                && (clicked || enter)
            {
                chosen = Some(path);
            }
            let saved = files.saved_games();
            if let Some(folder) = &files.saves {
                ui.separator();
                ui.weak(t!("open-in-folder", folder = folder.display().to_string()));
            }
            if saved.is_empty() {
                ui.weak(t!("open-none-yet"));
            }
            egui::ScrollArea::vertical()
                .max_height(200.0)
                .show(ui, |ui| {
                    for path in saved {
                        let name = path
                            .file_stem()
                            .map(|s| s.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        if ui.selectable_label(false, &name).clicked() {
                            window.name = name;
                            chosen = Some(path);
                        }
                    }
                });
            if answered {
                notice_label(ui, &notice);
            }
        });
    if let Some(path) = chosen {
        window.notice = Some(notice.clone());
        open_game.write(OpenGame(path));
    }
    window.open = open;
    Ok(())
}
