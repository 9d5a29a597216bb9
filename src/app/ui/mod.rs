//! Every panel and window (bevy_egui), one file each, with the colours in [`theme`] and the
//! words in [`labels`]. Panels read resources and send requests; the play layer does the work.

mod analysis;
mod editor;
mod game_over;
mod hud;
mod inspector;
mod keys_help;
pub(crate) mod labels;
mod learn;
mod library;
mod move_entry;
mod moves;
mod new_game;
mod online;
mod open;
mod resume;
mod review;
mod save;
mod scale;
mod settings;
mod text;
pub(crate) mod theme;
mod thinking;
mod watch;

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

pub use analysis::white_share;
pub use library::LibraryWindow;
pub use online::OnlineWindow;
pub use review::ReviewWindow;

use crate::app::core::{AnimationSettings, AppMode};
use crate::app::play::RecordNotice;
use crate::record::AnimationSpeed;

/// Every panel and window.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(bevy_egui::EguiPlugin::default())
        .init_resource::<new_game::NewGameDialog>()
        .init_resource::<game_over::GameOverPanel>()
        .init_resource::<moves::MoveList>()
        .init_resource::<save::SaveWindow>()
        .init_resource::<open::OpenWindow>()
        .init_resource::<text::TextWindow>()
        .init_resource::<settings::SettingsWindow>()
        .init_resource::<library::LibraryWindow>()
        .init_resource::<review::ReviewWindow>()
        .init_resource::<online::OnlineWindow>()
        .init_resource::<move_entry::MoveField>()
        .add_systems(
            Update,
            (
                game_over::reopen_game_over_panel,
                save::show_on_request,
                open::show_on_request,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                scale::follow_ui_scale,
                move_entry::move_field,
                keys_help::keys_overlay,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                hud::game_panel.run_if(in_state(AppMode::Play)),
                inspector::column_panel,
                inspector::height_labels,
                thinking::thinking_panel,
                watch::watch_panel,
                (
                    analysis::analysis_panel,
                    analysis::evaluation_bar,
                    analysis::best_move_arrow,
                    review::better_move_arrow,
                )
                    .run_if(in_state(AppMode::Play)),
                editor::editor_panel.run_if(in_state(AppMode::Edit)),
                learn::learn_panel.run_if(in_state(AppMode::Learn)),
                (new_game::new_game_dialog, game_over::game_over_panel),
                (
                    // The editor has its own panel; the edited position is no game to list.
                    moves::moves_panel.run_if(in_state(AppMode::Play)),
                    save::save_window,
                    open::open_window,
                    text::text_window,
                    settings::settings_window,
                    library::library_window,
                    online::online_window,
                    review::review_window.run_if(in_state(AppMode::Play)),
                    resume::resume_prompt,
                )
                    .chain(),
            ),
        );
}

/// The animation speed as a drop-down; the settings change only when another is picked (so
/// the settings file is written only then).
fn speed_picker(ui: &mut egui::Ui, id: &str, settings: &mut ResMut<AnimationSettings>) {
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
fn fitted<R>(ui: &mut egui::Ui, share: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let height = ui.ctx().content_rect().height();
    egui::ScrollArea::vertical()
        .id_salt("fitted")
        .max_height((height * share - 48.0).max(60.0))
        .show(ui, add)
        .inner
}

/// What the last file or text operation said, green or red.
fn notice_label(ui: &mut egui::Ui, notice: &RecordNotice) {
    if let Some(text) = &notice.text {
        let colour = if notice.is_error {
            theme::ERROR
        } else {
            theme::GOOD
        };
        ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
    }
}

/// A game's moves in a scrolling grid, numbered, two plies a row. `text` writes each ply's
/// cell (ply, move); the ply shown is highlighted, a click shows that ply, and the list scrolls
/// to the ply shown whenever it is another than `scrolled_to` says.
fn move_rows(
    ui: &mut egui::Ui,
    id: &str,
    game: &lasca_rules::Game,
    shown: usize,
    scrolled_to: &mut Option<usize>,
    navigate: &mut MessageWriter<crate::app::core::Navigate>,
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
                            navigate.write(crate::app::core::Navigate::Ply(ply));
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
