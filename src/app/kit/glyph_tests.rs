//! Every character the game shows is in the fonts it ships (`fonts.rs`: egui's Ubuntu Light,
//! Hack, Noto Emoji and the emoji icon font), so none is drawn as a box: every catalogue, every
//! lesson, Lasker's games with their notes, and the string literals of the game's code.

use std::path::Path;

use bevy_egui::egui;

/// Every file under `dir` (recursively) whose name ends with one of `extensions`.
fn files(dir: &Path, extensions: &[&str], found: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, extensions, found);
        } else if extensions
            .iter()
            .any(|ext| path.extension().is_some_and(|e| e == *ext))
        {
            found.push(path);
        }
    }
}

/// The text inside double quotes in Rust source (a rough cut, enough for the characters).
fn string_literals(source: &str) -> String {
    source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .flat_map(|line| line.split('"').skip(1).step_by(2))
        .collect()
}

#[test]
fn every_character_shown_is_in_the_fonts_shipped() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = Vec::new();
    let mut found = Vec::new();
    files(&root.join("assets/i18n"), &["ftl"], &mut found);
    files(&root.join("assets/lessons"), &["lesson"], &mut found);
    files(&root.join("assets/games"), &["pgn"], &mut found);
    for path in found.drain(..) {
        texts.push((path.clone(), std::fs::read_to_string(&path).unwrap()));
    }
    files(&root.join("src/app"), &["rs"], &mut found);
    for path in found {
        let source = std::fs::read_to_string(&path).unwrap();
        texts.push((path, string_literals(&source)));
    }
    assert!(texts.len() > 50, "{} files", texts.len());
    // egui's fonts, and for each family the faces it falls back through (egui's own
    // `has_glyph` calls everything in the replacement character's face missing, emoji too).
    let definitions = super::fonts::definitions();
    let faces = |family: &egui::FontFamily| -> Vec<skrifa::FontRef<'_>> {
        definitions.families[family]
            .iter()
            .map(|name| {
                let data = &definitions.font_data[name];
                skrifa::FontRef::from_index(&data.font, data.index).expect("a font egui ships")
            })
            .collect()
    };
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace];
    let family_faces: Vec<_> = families.iter().map(|f| (f, faces(f))).collect();
    let mut missing = Vec::new();
    for (path, text) in &texts {
        for c in text.chars().filter(|c| !c.is_ascii() && !c.is_whitespace()) {
            for (family, faces) in &family_faces {
                let drawn = faces
                    .iter()
                    .any(|face| skrifa::MetadataProvider::charmap(face).map(c).is_some());
                if !drawn {
                    missing.push(format!(
                        "{c:?} (U+{:04X}, {family:?}) in {}",
                        c as u32,
                        path.strip_prefix(root).unwrap_or(path).display()
                    ));
                }
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "drawn as boxes:\n{}",
        missing.join("\n")
    );
}

/// After `warm_glyphs`, a text never shown before needs no new glyph in egui's atlas: its
/// first frame draws every character (the play-test saw "Move  3: pi   a lit s    re" for one
/// frame). Without the warm-up the same pass uploads the text's glyphs.
#[test]
fn warmed_glyphs_leave_nothing_for_a_new_text_to_add() {
    for code in ["de", "pl"] {
        warmed_glyphs_leave_nothing_to_add_in(code);
    }
}

/// As [`warmed_glyphs_leave_nothing_for_a_new_text_to_add`], in language `code`.
fn warmed_glyphs_leave_nothing_to_add_in(code: &str) {
    // Real texts of the language: the Learn and Puzzles catalogues, a line at a time.
    let (_, files) = crate::i18n::CATALOGUES
        .iter()
        .find(|(language, _)| *language == code)
        .unwrap();
    let lines: Vec<&str> = files
        .iter()
        .filter(|(name, _)| name.contains("learn") || name.contains("puzzles"))
        .flat_map(|(_, text)| text.lines())
        .collect();
    assert!(lines.len() > 20, "{code}: {} lines", lines.len());
    let uploads = |warm: bool| {
        let ctx = egui::Context::default();
        ctx.set_fonts(super::fonts::definitions());
        super::fonts::set_text_options(&ctx);
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 720.0),
            )),
            ..Default::default()
        };
        ctx.run_ui(input(), |_| {}).textures_delta.clear();
        if warm {
            super::fonts::warm_glyphs(&ctx, &super::fonts::every_character(code));
            ctx.run_ui(input(), |_| {}).textures_delta.clear();
        }
        let mut output = ctx.run_ui(input(), |ui| {
            for line in &lines {
                ui.label(*line);
                ui.heading(*line);
                ui.monospace(*line);
            }
        });
        let uploads = output.textures_delta.set.len();
        output.textures_delta.clear();
        uploads
    };
    assert!(
        uploads(false) > 0,
        "{code}: a new text adds glyphs to the atlas"
    );
    assert_eq!(uploads(true), 0, "{code}: after the warm-up it adds none");
}

/// Polish's letters are in every font family the panels draw with, the capitals too (a file
/// name or a player may use one that no shipped text does).
#[test]
fn the_fonts_have_the_polish_letters() {
    let definitions = super::fonts::definitions();
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let faces: Vec<skrifa::FontRef<'_>> = definitions.families[&family]
            .iter()
            .map(|name| {
                let data = &definitions.font_data[name];
                skrifa::FontRef::from_index(&data.font, data.index).expect("a font egui ships")
            })
            .collect();
        for c in POLISH_LETTERS.chars() {
            assert!(
                faces
                    .iter()
                    .any(|face| skrifa::MetadataProvider::charmap(face).map(c).is_some()),
                "{c:?} is not in {family:?}"
            );
        }
    }
}

/// The letters Polish adds to the Latin alphabet.
const POLISH_LETTERS: &str = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ";

#[test]
fn every_character_has_the_languages_letters_and_ascii() {
    let german = super::fonts::every_character("de");
    for c in ['ä', 'ö', 'ü', 'ß', 'A', '~', '…'] {
        assert!(german.contains(c), "{c:?}");
    }
    assert!(!german.chars().any(char::is_control));
    let polish = super::fonts::every_character("pl");
    for c in "ąćęłńóśźżŻ„”…".chars() {
        assert!(polish.contains(c), "{c:?}");
    }
    assert!(!polish.chars().any(char::is_control));
}
