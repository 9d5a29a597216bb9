//! Writes the list of shipped lessons (`assets/lessons/*.lesson`, in order of name) for
//! `record::lessons::BUILTIN`, so that adding a lesson is adding a file.

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
}
