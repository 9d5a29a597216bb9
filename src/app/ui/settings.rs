//! The Settings window: animation speed, the repetition rule, the start view and sound, kept
//! in the settings file.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::labels::view_label;
use super::speed_picker;
use super::theme::ERROR;
use crate::app::core::{AnimationSettings, RecordFiles, SoundEnabled};
use crate::app::play::UserSettings;
use crate::record::CameraPreset;

/// Whether the Settings window is open.
#[derive(Resource, Default)]
pub(super) struct SettingsWindow {
    pub(super) open: bool,
}

pub(super) fn settings_window(
    mut contexts: EguiContexts,
    files: Res<RecordFiles>,
    mut window: ResMut<SettingsWindow>,
    mut user: ResMut<UserSettings>,
    mut animation: ResMut<AnimationSettings>,
    mut sound: ResMut<SoundEnabled>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_pos(egui::pos2(440.0, 160.0))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                speed_picker(ui, "settings speed", &mut animation);
                ui.label("Animation speed");
            });
            let mut repetition = user.settings.repetition_draw;
            ui.checkbox(&mut repetition, "Threefold repetition draws (new games)");
            if repetition != user.settings.repetition_draw {
                user.settings.repetition_draw = repetition;
            }
            let mut camera = user.settings.camera;
            egui::ComboBox::from_label("Start view (and Reset)")
                .selected_text(view_label(camera))
                .show_ui(ui, |ui| {
                    for choice in CameraPreset::ALL {
                        ui.selectable_value(&mut camera, choice, view_label(choice));
                    }
                });
            if camera != user.settings.camera {
                user.settings.camera = camera;
            }
            let mut on = sound.0;
            ui.checkbox(&mut on, "Sound (M)");
            if on != sound.0 {
                sound.0 = on;
            }
            if let Some(warning) = &user.warning {
                ui.add(egui::Label::new(egui::RichText::new(warning).color(ERROR)).wrap());
            }
            match &files.settings {
                Some(path) => ui.weak(format!("Kept in {}", path.display())),
                None => ui.weak("Not kept: no settings folder"),
            };
        });
    window.open = open;
    Ok(())
}
