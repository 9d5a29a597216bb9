//! The window's panels that belong to no feature, one file each: the HUD, the move list, game
//! over, new game, the settings, save / open / text, the resume prompt, the column inspector,
//! the thinking and watch panels, the move field, the keys overlay and the UI scale. Panels
//! read resources and send requests; the controllers do the work.

mod game_over;
mod hud;
mod inspector;
mod keys_help;
mod move_entry;
mod moves;
mod new_game;
mod open;
mod resume;
mod save;
mod scale;
mod settings;
mod text;
mod thinking;
mod watch;

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::{AppMode, GameSet, KeyboardTaken, PointerTaken};
use crate::app::kit::PanelSet;

/// Gives egui the game's fonts (`kit::fonts`), once.
fn install_fonts(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        contexts
            .ctx_mut()?
            .set_fonts(crate::app::kit::fonts::definitions());
        *done = true;
    }
    Ok(())
}

/// egui, and every panel of the shell.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(bevy_egui::EguiPlugin::default())
        .init_resource::<new_game::NewGameDialog>()
        .init_resource::<game_over::GameOverPanel>()
        .init_resource::<moves::MoveList>()
        .init_resource::<save::SaveWindow>()
        .init_resource::<open::OpenWindow>()
        .init_resource::<text::TextWindow>()
        .init_resource::<settings::SettingsWindow>()
        .init_resource::<move_entry::MoveField>()
        .configure_sets(
            EguiPrimaryContextPass,
            (PanelSet::Record, PanelSet::Features, PanelSet::Prompts).chain(),
        )
        .add_systems(Update, follow_egui_focus.before(GameSet::Input))
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
                install_fonts,
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
                (new_game::new_game_dialog, game_over::game_over_panel),
                (
                    // The editor has its own panel; the edited position is no game to list.
                    moves::moves_panel.run_if(in_state(AppMode::Play)),
                    save::save_window,
                    open::open_window,
                    text::text_window,
                    settings::settings_window,
                )
                    .chain()
                    .in_set(PanelSet::Record),
                resume::resume_prompt.in_set(PanelSet::Prompts),
            ),
        );
}

/// A text field (or another egui widget) that wants the keyboard takes it from the game, and a
/// panel under the pointer takes the pointer from the board and the camera.
fn follow_egui_focus(
    egui: Option<Res<EguiWantsInput>>,
    mut keyboard: ResMut<KeyboardTaken>,
    mut pointer: ResMut<PointerTaken>,
) {
    if let Some(egui) = egui {
        keyboard.set_if_neq(KeyboardTaken(egui.wants_any_keyboard_input()));
        pointer.set_if_neq(PointerTaken(egui.wants_any_pointer_input()));
    }
}
