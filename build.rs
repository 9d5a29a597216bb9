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

/// One `(key, include_str!(".../assets/FOLDER/NAME")),` line for each file of
/// `assets/FOLDER` whose name ends in `.EXT`, in order of name; the key is the file's name,
/// without its extension unless `keep_extension`.
fn file_lines(
    manifest: &Path,
    folder: &str,
    ext: &str,
    keep_extension: bool,
    indent: &str,
) -> String {
    let dir = manifest.join("assets").join(folder);
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut list = String::new();
    let wanted = |path: &Path| path.is_file() && path.extension().is_some_and(|e| e == ext);
    for name in names_in(&dir, wanted) {
        println!("cargo::rerun-if-changed={}", dir.join(&name).display());
        let key = if keep_extension {
            name.as_str()
        } else {
            name.trim_end_matches(&format!(".{ext}"))
        };
        // The manifest folder is the compiler's, not this script's: a cached build may have
        // moved with its workspace.
        let path = format!("concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/{folder}/{name}\")");
        writeln!(list, "{indent}({key:?}, include_str!({path})),").expect("writing to a string");
    }
    list
}

/// `&[("de", &[(key, include_str!(...)), ...]), ...]`: every language folder of
/// `assets/AREA` (English first) and its `.EXT` files, as [`file_lines`] lists them.
fn by_language(manifest: &Path, area: &str, ext: &str, keep_extension: bool) -> String {
    let root = manifest.join("assets").join(area);
    println!("cargo::rerun-if-changed={}", root.display());
    let mut codes = names_in(&root, |path| path.is_dir());
    codes.sort_by_key(|code| (code != "en", code.clone()));
    let mut list = String::from("&[\n");
    for code in &codes {
        writeln!(list, "    ({code:?}, &[").expect("writing to a string");
        list.push_str(&file_lines(
            manifest,
            &format!("{area}/{code}"),
            ext,
            keep_extension,
            "        ",
        ));
        list.push_str("    ]),\n");
    }
    list.push(']');
    list
}

/// `lessons.rs`: `&[("01-soldiers-step-forward", include_str!(".../01-....lesson")), ...]`, the
/// English lessons; `lesson_translations.rs`: `&[("de", &[(id, include_str!(...)), ...]), ...]`,
/// every language folder of `assets/lessons` and its lesson files.
fn write_lessons(manifest: &Path) {
    let english = file_lines(manifest, "lessons", "lesson", false, "    ");
    write_out("lessons.rs", &format!("&[\n{english}]"));
    write_out(
        "lesson_translations.rs",
        &by_language(manifest, "lessons", "lesson", false),
    );
}

/// `i18n.rs`: `&[("de", &[("hud", include_str!(".../assets/i18n/de/hud.ftl")), ...]), ...]`:
/// every language folder and its Fluent files, English first.
fn write_catalogues(manifest: &Path) {
    write_out("i18n.rs", &by_language(manifest, "i18n", "ftl", false));
}

/// `game_translations.rs`: `&[("de", &[("lasker1911.pgn", include_str!(...)), ...]), ...]`, every
/// language folder of `assets/games` and its game files (the builtin games in that language).
fn write_game_translations(manifest: &Path) {
    write_out(
        "game_translations.rs",
        &by_language(manifest, "games", "pgn", true),
    );
}
