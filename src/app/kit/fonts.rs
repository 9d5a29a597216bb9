//! The fonts the panels draw with: egui's own (Ubuntu Light, Hack, Noto Emoji, the emoji icon
//! font), with Hack also behind the proportional text, for the arrows (← → ↑ ↓) and the like
//! that Ubuntu Light lacks. `glyph_tests.rs` checks every character the game shows against
//! them.

use bevy_egui::egui;

/// Sets how egui draws text (with the fonts, before the first text): glyphs at whole pixels,
/// without sub-pixel binning, which keeps up to four bitmaps of each glyph (one per
/// quarter-pixel offset) and makes them as text needs them. Then one layout of each character
/// ([`warm_glyphs`]) puts it in the atlas for good, and text is a little sharper too.
pub fn set_text_options(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| style.visuals.text_options.subpixel_binning = false);
}

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

/// The sizes text is drawn at beyond egui's text styles: the HUD's and the online clocks'
/// large text, the height labels.
const EXTRA_SIZES: [f32; 4] = [13.0, 15.0, 20.0, 22.0];

/// Every character the game can show in the language `code`: printable ASCII and each other
/// character of its catalogues, lessons and shipped games and of English's (the fallback),
/// once each, and the ligatures the shaper makes of them. One language's, not all: egui
/// empties an atlas that fills up.
pub fn every_character(code: &str) -> String {
    use crate::app::core::builtin::{GAME_TRANSLATIONS, LASKER_1911};
    use crate::record::{BUILTIN_LESSONS, LESSON_TRANSLATIONS};
    let mut seen = std::collections::BTreeSet::new();
    seen.extend((0x20u8..0x7f).map(char::from));
    let mut add = |text: &str| seen.extend(text.chars().filter(|c| !c.is_control()));
    for folders in [
        crate::i18n::CATALOGUES,
        LESSON_TRANSLATIONS,
        GAME_TRANSLATIONS,
    ] {
        for (language, files) in folders {
            if *language == code || *language == "en" {
                for (_, text) in *files {
                    add(text);
                }
            }
        }
    }
    for (_, text) in BUILTIN_LESSONS {
        add(text);
    }
    add(LASKER_1911);
    // Text shaping draws these pairs as one glyph each (Ubuntu's ligatures), which no
    // character alone puts in the atlas.
    let mut every: String = seen.into_iter().collect();
    every.push_str(" ff fi fl ffi ffl ");
    every
}

/// Lays out every character the game can show in every font it uses, so that each glyph is in
/// egui's atlas before any text needs it: a text shown for the first time then has all its
/// glyphs in its first frame (a glyph first met in a frame used to be missing from that
/// frame's picture, and with frames only on demand that frame can stay up). Call again when
/// the scale (egui's pixels per point) changes: the atlas keeps glyphs per size in pixels.
pub fn warm_glyphs(ctx: &egui::Context, characters: &str) {
    let mut fonts: Vec<egui::FontId> = Vec::new();
    let extra = EXTRA_SIZES.iter().flat_map(|&size| {
        [
            egui::FontId::proportional(size),
            egui::FontId::monospace(size),
        ]
    });
    let style = ctx.style_of(ctx.theme());
    for font in style.text_styles.values().cloned().chain(extra) {
        if !fonts.contains(&font) {
            fonts.push(font);
        }
    }
    ctx.fonts_mut(|view| {
        for font in fonts {
            let _ = view.layout_no_wrap(characters.to_owned(), font, egui::Color32::WHITE);
        }
    });
}
