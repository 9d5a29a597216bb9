//! The rules crate's modules import one way: no circle between any two of them (issue 43: the
//! code every board shares has modules of its own, so `position/`, `position8/`, `variant/`
//! and `zobrist.rs` never import each other in a circle). The check reads the sources as text:
//! `crate::NAME` paths and `use crate::{...}` groups outside comments and test modules, with a
//! name the crate's root re-exports counted as an import of the module that defines it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The top-level module a file belongs to (`position/movegen.rs` is `position`).
fn module_of(relative: &Path) -> String {
    let first = relative.components().next().expect("a path");
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_owned()
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the sources") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without comment lines and without its test module.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The words of `text` made of letters, digits and `_`.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| !word.is_empty())
}

#[test]
fn no_two_modules_of_the_rules_crate_import_each_other_in_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let modules: BTreeSet<String> = files
        .iter()
        .map(|file| module_of(file.strip_prefix(&src).expect("under src")))
        .filter(|module| module != "lib")
        .collect();
    // What the root re-exports, by the module that defines it (`pub use m::{A, B};`, and the
    // board's aliases `pub type A = board::...;`).
    let mut defined_in: BTreeMap<String, String> = BTreeMap::new();
    for item in code(&lib).split(';') {
        let item = item.trim();
        if let Some(rest) = item.strip_prefix("pub use ") {
            let mut names = words(rest);
            let Some(module) = names.next() else { continue };
            for name in names {
                defined_in.insert(name.to_owned(), module.to_owned());
            }
        } else if let Some(rest) = item.strip_prefix("pub type ")
            && let Some((name, target)) = rest.split_once('=')
            && let Some(module) = words(target).next()
        {
            defined_in.insert(name.trim().to_owned(), module.to_owned());
        } else if let Some(rest) = item.strip_prefix("pub const ")
            && let Some((name, _)) = rest.split_once(':')
        {
            defined_in.insert(name.trim().to_owned(), "board".to_owned());
        }
    }
    let mut imports: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let module = module_of(file.strip_prefix(&src).expect("under src"));
        if module == "lib" {
            continue;
        }
        let text = code(&std::fs::read_to_string(file).expect("a source"));
        let mut named = Vec::new();
        for (at, _) in text.match_indices("crate::") {
            let rest = &text[at + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                named.extend(words(&group[..end]));
            } else if let Some(name) = words(rest).next() {
                named.push(name);
            }
        }
        let found = imports.entry(module.clone()).or_default();
        for name in named {
            let target = if modules.contains(name) {
                Some(name.to_owned())
            } else {
                defined_in.get(name).cloned()
            };
            if let Some(target) = target.filter(|target| *target != module) {
                found.insert(target);
            }
        }
    }
    for module in [
        "position",
        "position8",
        "variant",
        "zobrist",
        "board",
        "shared",
    ] {
        assert!(imports.contains_key(module), "the check reads {module}");
    }
    // A circle is an import whose target reaches back to the importer.
    let reaches = |from: &str, to: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_owned()];
        while let Some(at) = stack.pop() {
            for next in imports.get(&at).into_iter().flatten() {
                if next == to {
                    return true;
                }
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        false
    };
    let circles: Vec<String> = imports
        .iter()
        .flat_map(|(module, targets)| targets.iter().map(move |target| (module, target)))
        .filter(|(module, target)| reaches(target, module))
        .map(|(module, target)| format!("{module} -> {target}"))
        .collect();
    assert!(
        circles.is_empty(),
        "imports in a circle: {circles:?}\n{imports:#?}"
    );
}
