//! Writes the list of shipped lessons (`assets/lessons/*.lesson`, in order of name) for
//! `record::lessons::BUILTIN`, their translations (`assets/lessons/CODE/*.lesson`, the same file
//! names) for `record::lessons::TRANSLATIONS`, the list of languages (`assets/i18n/CODE/*.ftl`)
//! for `i18n::CATALOGUES`, and the builtin games' translations (`assets/games/CODE/*.pgn`) for
//! `app::play::library::GAME_TRANSLATIONS`, so that adding a lesson, a translation or a language
//! is adding files.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    write_lessons(Path::new(&manifest));
    write_catalogues(Path::new(&manifest));
    write_game_translations(Path::new(&manifest));
}

/// Files in `dir` (names only), sorted, that pass `keep`.
fn names_in(dir: &Path, keep: impl Fn(&Path) -> bool) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok())
                .filter(|entry| keep(&entry.path()))
                .filter_map(|entry| entry.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn write_out(name: &str, text: &str) {
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join(name);
    std::fs::write(out, text).expect("writing a list for the build");
}

/// `lessons.rs`: `&[("01-soldiers-step-forward", include_str!(".../01-....lesson")), ...]`, the
/// English lessons; `lesson_translations.rs`: `&[("de", &[(id, include_str!(...)), ...]), ...]`,
/// every language folder of `assets/lessons` and its lesson files.
fn write_lessons(manifest: &Path) {
    let root = manifest.join("assets/lessons");
    println!("cargo::rerun-if-changed={}", root.display());
    let lessons = |dir: &Path, folder: &str, indent: &str| {
        let mut list = String::new();
        let is_lesson =
            |path: &Path| path.is_file() && path.extension().is_some_and(|e| e == "lesson");
        for name in names_in(dir, is_lesson) {
            println!("cargo::rerun-if-changed={}", dir.join(&name).display());
            let id = name.trim_end_matches(".lesson");
            // The manifest folder is the compiler's, not this script's: a cached build may have
            // moved with its workspace.
            let path = format!(
                "concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/lessons/{folder}{name}\")"
            );
            writeln!(list, "{indent}({id:?}, include_str!({path})),").expect("writing to a string");
        }
        list
    };
    write_out(
        "lessons.rs",
        &format!("&[\n{}]", lessons(&root, "", "    ")),
    );
    let mut list = String::from("&[\n");
    for code in names_in(&root, |path| path.is_dir()) {
        let dir = root.join(&code);
        println!("cargo::rerun-if-changed={}", dir.display());
        writeln!(list, "    ({code:?}, &[").expect("writing to a string");
        list.push_str(&lessons(&dir, &format!("{code}/"), "        "));
        list.push_str("    ]),\n");
    }
    list.push(']');
    write_out("lesson_translations.rs", &list);
}

/// `&[("de", &[("hud", include_str!(".../assets/i18n/de/hud.ftl")), ...]), ...]`: every
/// language folder and its Fluent files, English first.
fn write_catalogues(manifest: &Path) {
    let root = manifest.join("assets/i18n");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut codes = names_in(&root, |path| path.is_dir());
    codes.sort_by_key(|code| (code != "en", code.clone()));
    let mut list = String::from("&[\n");
    for code in &codes {
        let dir = root.join(code);
        println!("cargo::rerun-if-changed={}", dir.display());
        writeln!(list, "    ({code:?}, &[").expect("writing to a string");
        for name in names_in(&dir, |path| path.extension().is_some_and(|e| e == "ftl")) {
            println!("cargo::rerun-if-changed={}", dir.join(&name).display());
            let path =
                format!("concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/i18n/{code}/{name}\")");
            let file = name.trim_end_matches(".ftl");
            writeln!(list, "        ({file:?}, include_str!({path})),")
                .expect("writing to a string");
        }
        list.push_str("    ]),\n");
    }
    list.push(']');
    write_out("i18n.rs", &list);
}

/// `game_translations.rs`: `&[("de", &[("lasker1911.pgn", include_str!(...)), ...]), ...]`, every
/// language folder of `assets/games` and its game files (the builtin games in that language).
fn write_game_translations(manifest: &Path) {
    let root = manifest.join("assets/games");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut list = String::from("&[\n");
    for code in names_in(&root, |path| path.is_dir()) {
        let dir = root.join(&code);
        println!("cargo::rerun-if-changed={}", dir.display());
        writeln!(list, "    ({code:?}, &[").expect("writing to a string");
        let is_pgn = |path: &Path| path.is_file() && path.extension().is_some_and(|e| e == "pgn");
        for name in names_in(&dir, is_pgn) {
            println!("cargo::rerun-if-changed={}", dir.join(&name).display());
            let path =
                format!("concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/games/{code}/{name}\")");
            writeln!(list, "        ({name:?}, include_str!({path})),")
                .expect("writing to a string");
        }
        list.push_str("    ]),\n");
    }
    list.push(']');
    write_out("game_translations.rs", &list);
}
