//! Writes the list of shipped lessons (`assets/lessons/*.lesson`, in order of name) for
//! `record::lessons::BUILTIN`, and the list of languages (`assets/i18n/CODE/*.ftl`) for
//! `i18n::CATALOGUES`, so that adding a lesson or a language is adding files.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("assets/lessons");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
                .filter(|name| name.ends_with(".lesson"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut list = String::from("&[\n");
    for name in &names {
        println!("cargo::rerun-if-changed={}", dir.join(name).display());
        let id = name.trim_end_matches(".lesson");
        // The manifest folder is the compiler's, not this script's: a cached build may have
        // moved with its workspace.
        let path = format!("concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/lessons/{name}\")");
        writeln!(list, "    ({id:?}, include_str!({path})),").expect("writing to a string");
    }
    list.push(']');
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("lessons.rs");
    std::fs::write(out, list).expect("writing the lesson list");
    write_catalogues(Path::new(&manifest));
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
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("i18n.rs");
    std::fs::write(out, list).expect("writing the language list");
}
