//! The Settings window: the look (theme, language, UI scale), animation speed, the repetition
//! rule, the start view and sound, kept in the settings file. A change shows at once.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::UserSettings;
use crate::app::core::{AnimationSettings, Look, RecordFiles, SoundEnabled};
use crate::app::kit;
use crate::app::kit::colours::ERROR;
use crate::app::kit::labels::view_label;
use crate::app::kit::slider::track_slider;
use crate::app::kit::speed_picker;
use crate::i18n::Language;
use crate::record::{CameraPreset, RenderScale, Theme};
use crate::t;

/// Whether the Settings window is open.
#[derive(Resource, Default)]
pub(super) struct SettingsWindow {
    pub(super) open: bool,
}

/// A theme's name for players.
pub(super) fn theme_label(theme: Theme) -> String {
    t!(match theme {
        Theme::Ivory => "settings-theme-ivory",
        Theme::HighContrast => "settings-theme-high-contrast",
        Theme::ColourSafe => "settings-theme-colour-safe",
        Theme::Wood => "settings-theme-wood",
    })
}

/// A language choice's name: the language's own name, or the system's.
fn language_label(choice: Option<Language>) -> String {
    match choice {
        Some(language) => language.native_name(),
        None => t!(
            "settings-language-system",
            name = Language::system().native_name()
        ),
    }
}

pub(super) fn settings_window(
    mut contexts: EguiContexts,
    files: Res<RecordFiles>,
    mut window: ResMut<SettingsWindow>,
    mut user: ResMut<UserSettings>,
    mut animation: ResMut<AnimationSettings>,
    mut sound: ResMut<SoundEnabled>,
    mut look: ResMut<Look>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    kit::layout::show(
        ctx,
        &kit::layout::slots::SETTINGS,
        egui::Window::new(t!("settings-title")).open(&mut open),
        |ui| {
            egui::Grid::new("settings grid")
                .num_columns(2)
                .spacing([12.0, 8.0])
                .show(ui, |ui| {
                    look_rows(ui, &mut look);
                    ui.label(t!("settings-speed"));
                    speed_picker(ui, "settings speed", &mut animation);
                    ui.end_row();
                    ui.label(t!("settings-start-view"));
                    let mut camera = user.settings.camera;
                    egui::ComboBox::from_id_salt("settings view")
                        .selected_text(view_label(camera))
                        .show_ui(ui, |ui| {
                            for choice in CameraPreset::ALL {
                                ui.selectable_value(&mut camera, choice, view_label(choice));
                            }
                        });
                    if camera != user.settings.camera {
                        user.settings.camera = camera;
                    }
                    ui.end_row();
                    ui.label(t!("settings-render-scale"))
                        .on_hover_text(t!("settings-render-scale-hover"));
                    let mut render = user.settings.render_scale;
                    egui::ComboBox::from_id_salt("settings render scale")
                        .selected_text(render_scale_label(render))
                        .show_ui(ui, |ui| {
                            for choice in RenderScale::ALL {
                                ui.selectable_value(
                                    &mut render,
                                    choice,
                                    render_scale_label(choice),
                                );
                            }
                        });
                    if render != user.settings.render_scale {
                        user.settings.render_scale = render;
                    }
                    ui.end_row();
                });
            let mut repetition = user.settings.repetition_draw;
            ui.checkbox(&mut repetition, t!("settings-repetition"));
            if repetition != user.settings.repetition_draw {
                user.settings.repetition_draw = repetition;
            }
            let mut on = sound.0;
            ui.checkbox(&mut on, t!("settings-sound"));
            if on != sound.0 {
                sound.0 = on;
            }
            if let Some(warning) = &user.warning {
                ui.add(egui::Label::new(egui::RichText::new(warning).color(ERROR)).wrap());
            }
            match &files.settings {
                Some(path) => ui.weak(t!("settings-kept-in", path = path.display().to_string())),
                None => ui.weak(t!("settings-not-kept")),
            };
        },
    );
    window.open = open;
    Ok(())
}

/// A render scale's name in the Settings.
fn render_scale_label(scale: RenderScale) -> String {
    match scale {
        RenderScale::Auto => t!("settings-render-scale-auto"),
        RenderScale::Full => "100 %".to_owned(),
        RenderScale::ThreeQuarters => "75 %".to_owned(),
        RenderScale::Half => "50 %".to_owned(),
    }
}

/// The theme, language and scale rows; each change goes to the look at once.
fn look_rows(ui: &mut egui::Ui, look: &mut ResMut<Look>) {
    ui.label(t!("settings-theme"));
    let mut theme = look.theme;
    egui::ComboBox::from_id_salt("settings theme")
        .selected_text(theme_label(theme))
        .show_ui(ui, |ui| {
            for choice in Theme::ALL {
                ui.selectable_value(&mut theme, choice, theme_label(choice));
            }
        });
    if theme != look.theme {
        look.theme = theme;
    }
    ui.end_row();

    ui.label(t!("settings-language"));
    let mut language = look.language;
    egui::ComboBox::from_id_salt("settings language")
        .selected_text(language_label(language))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut language, None, language_label(None));
            for choice in Language::all() {
                ui.selectable_value(&mut language, Some(choice), language_label(Some(choice)));
            }
        });
    if language != look.language {
        look.language = language;
    }
    ui.end_row();

    ui.label(t!("settings-ui-scale"));
    // In whole percent, so that the slider's steps are round; applied when let go, so the
    // window does not grow under the pointer while it drags.
    let mut percent = (look.clamped_scale() * 100.0).round() as u32;
    let response = track_slider(ui, &mut percent, (75, 200, 5.0), |percent| {
        egui::Slider::new(percent, 75..=200)
            .step_by(5.0)
            .suffix(" %")
    });
    let scale = percent as f32 / 100.0;
    if (response.drag_stopped() || (response.changed() && !response.dragged()))
        && (scale - look.ui_scale).abs() > f32::EPSILON
    {
        look.ui_scale = scale;
    }
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::theme_label;
    use crate::record::Theme;

    #[test]
    fn every_theme_has_a_name() {
        for theme in Theme::ALL {
            assert!(!theme_label(theme).starts_with("settings-"), "{theme:?}");
        }
    }
}
