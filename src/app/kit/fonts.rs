//! The fonts the panels draw with: egui's own (Ubuntu Light, Hack, Noto Emoji, the emoji icon
//! font), with Hack also behind the proportional text, for the arrows (← → ↑ ↓) and the like
//! that Ubuntu Light lacks. `glyph_tests.rs` checks every character the game shows against
//! them.

use bevy_egui::egui;

/// egui's fonts, Hack added to the proportional family's fallbacks.
pub fn definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    if let Some(faces) = fonts.families.get_mut(&egui::FontFamily::Proportional)
        && !faces.iter().any(|face| face == "Hack")
    {
        faces.push("Hack".to_owned());
    }
    fonts
}
