//! The Save window: a file name (a plain name goes to the saves folder), where it goes, and a
//! warning when Save would replace a file.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::{Dialog, RecordFiles, ShowDialog};
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, ERROR};
use crate::app::kit::layout::Placed;
use crate::app::play::SaveGame;
use crate::t;

/// Whether the Save window is open, and the name typed in it.
#[derive(Resource, Default)]
pub(super) struct SaveWindow {
    pub(super) open: bool,
    name: String,
}

impl SaveWindow {
    /// Opens the window, with a dated name when none is typed yet.
    pub(super) fn show(&mut self) {
        self.open = true;
        if self.name.is_empty() {
            let stamp = humantime::format_rfc3339_seconds(std::time::SystemTime::now())
                .to_string()
                .replace(':', "-")
                .replace(['T', 'Z'], " ");
            self.name = format!("game {}", stamp.trim());
        }
    }
}

/// Ctrl+S.
pub(super) fn show_on_request(
    mut requests: MessageReader<ShowDialog>,
    mut window: ResMut<SaveWindow>,
) {
    if requests.read().any(|request| request.0 == Dialog::Save) {
        window.show();
    }
}

pub(super) fn save_window(
    mut contexts: EguiContexts,
    files: Res<RecordFiles>,
    mut window: ResMut<SaveWindow>,
    mut save: MessageWriter<SaveGame>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut done = false;
    egui::Window::new(t!("save-title"))
        .open(&mut open)
        .placed(&kit::layout::slots::SAVE)
        .show(ctx, |ui| {
            ui.label(t!("save-file-name"));
            let field = ui.add(egui::TextEdit::singleline(&mut window.name).desired_width(320.0));
            let target = files.resolve(&window.name);
            match &target {
                Ok(path) => {
                    ui.weak(format!("{}", path.display()));
                    if path.exists() {
                        ui.colored_label(ATTENTION, t!("save-replaces"));
                    }
                }
                Err(why) => {
                    ui.colored_label(ERROR, why.to_string());
                }
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.horizontal(|ui| {
                let clicked = ui
                    .add_enabled(target.is_ok(), egui::Button::new(t!("save-button")))
                    .clicked();
                if let Ok(path) = &target
                    && (clicked || enter)
                {
                    save.write(SaveGame(path.clone()));
                    done = true;
                }
                if ui.button(t!("cancel")).clicked() {
                    done = true;
                }
            });
        });
    window.open = open && !done;
    Ok(())
}
