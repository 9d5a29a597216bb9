//! The overlay that lists every key (`?` or F1, or the move field's `?` button).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::KeysHelp;
use crate::t;

/// Every key and what it does, as the overlay lists them: the Fluent keys of the keys' names
/// (`keys-arrows-name`, in the language's own words for Space, Ctrl...) and of what they do
/// (`keys-arrows`).
const KEYS: &[&str] = &[
    "keys-arrows",
    "keys-enter",
    "keys-tab",
    "keys-esc",
    "keys-space",
    "keys-explode",
    "keys-views",
    "keys-reset-flip",
    "keys-history",
    "keys-undo",
    "keys-files",
    "keys-scale",
    "keys-sound",
    "keys-help",
];

pub(super) fn keys_overlay(mut contexts: EguiContexts, mut help: ResMut<KeysHelp>) -> Result {
    if !help.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(t!("keys-title"))
        .id(egui::Id::new("keys overlay"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                egui::Grid::new("keys grid")
                    .num_columns(2)
                    .striped(true)
                    .spacing([16.0, 4.0])
                    .show(ui, |ui| {
                        for key in KEYS {
                            let name = t!(&format!("{key}-name"));
                            ui.label(egui::RichText::new(name).monospace().strong());
                            ui.label(t!(key));
                            ui.end_row();
                        }
                    });
                ui.add_space(6.0);
                ui.weak(t!("keys-mouse"));
            });
        });
    if !open {
        help.0 = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::KEYS;
    use crate::i18n::{Language, tr};

    #[test]
    fn every_key_in_the_overlay_has_its_words() {
        // The default language is English, which every other language's test compares with.
        assert_eq!(crate::i18n::language(), Language::ENGLISH);
        for key in KEYS {
            assert_ne!(tr(key), *key, "`{key}` has no English text");
            let name = format!("{key}-name");
            assert_ne!(tr(&name), name, "`{name}` has no English text");
        }
    }
}
