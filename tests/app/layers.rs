//! The game's code stays in one-way layers (ARCHITECTURE.md): `src/app/{core, board, input,
//! play, ui}` in that order, each importing only the layers before it, and no two files of one
//! layer importing each other in a circle. Files at the top of `src/app` (the app's assembly:
//! `mod.rs`, `run.rs`, `capture.rs`) may import anything. Panels belong to the ui layer: only
//! ui and input (which asks egui whether it has the keyboard) name `bevy_egui`.
//!
//! The check reads every `use` declaration and every `crate::app::...` or `super::...` path of
//! `src/app/**.rs` as text, so it needs no compiler support and names the file and line of each
//! violation.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

/// The layers, lowest first.
const LAYERS: [&str; 5] = ["core", "board", "input", "play", "ui"];
/// Layers whose files may use egui.
const EGUI_LAYERS: [&str; 2] = ["input", "ui"];

/// A file's module path below `app` (`["play", "ai"]`; a `mod.rs` is its folder's module).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Module {
    path: Vec<String>,
}

impl Module {
    fn layer(&self) -> Option<usize> {
        let first = self.path.first()?;
        LAYERS.iter().position(|layer| first == layer)
    }

    /// The file of the layer this module is in (`play::ai`), or the root file (`run`).
    fn unit(&self) -> String {
        self.path
            .iter()
            .take(if self.layer().is_some() { 2 } else { 1 })
            .cloned()
            .collect::<Vec<_>>()
            .join("::")
    }
}

/// One import found in a file.
#[derive(Clone, Debug)]
struct Import {
    file: PathBuf,
    line: usize,
    /// The imported path below `app`, e.g. `["play", "history", "History"]`.
    target: Vec<String>,
}

/// A rule broken.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Violation {
    file: String,
    line: usize,
    what: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.what)
    }
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The module a file under `app` is.
fn module_of(app: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(app).expect("the file is under app");
    let mut path: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let name = path.pop().expect("a file name");
    if name != "mod.rs" {
        path.push(name.trim_end_matches(".rs").to_owned());
    }
    Module { path }
}

/// The code of a line without its comment (good enough for `use` lines and paths).
fn code(line: &str) -> &str {
    line.split("//").next().unwrap_or("")
}

/// Expands a use tree (`a::{b, c::{d, e}}`) into its paths.
fn expand(tree: &str) -> Vec<Vec<String>> {
    let tree = tree.trim();
    let (prefix, rest) = match tree.find('{') {
        Some(open) => (
            &tree[..open],
            Some(&tree[open + 1..tree.rfind('}').unwrap_or(tree.len())]),
        ),
        None => (tree, None),
    };
    let base: Vec<String> = prefix
        .split("::")
        .map(|part| part.split_whitespace().next().unwrap_or("").to_owned())
        .filter(|part| !part.is_empty())
        .collect();
    let Some(inner) = rest else {
        return vec![base];
    };
    // Split the group at its top-level commas.
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|part| !part.trim().is_empty())
        .flat_map(expand)
        .map(|tail| {
            let mut path = base.clone();
            path.extend(tail.into_iter().filter(|segment| segment != "self"));
            path
        })
        .collect()
}

/// Resolves a path written in `module` to a path below `app`, if it points into `app`.
fn resolve(module: &Module, path: &[String]) -> Option<Vec<String>> {
    match path.first().map(String::as_str) {
        Some("crate") => {
            (path.get(1).map(String::as_str) == Some("app")).then(|| path[2..].to_vec())
        }
        Some("super") => {
            let mut here = module.path.clone();
            let mut rest = path;
            while rest.first().map(String::as_str) == Some("super") {
                here.pop()?;
                rest = &rest[1..];
            }
            here.extend(rest.iter().cloned());
            Some(here)
        }
        Some("self") => {
            let mut here = module.path.clone();
            here.extend(path[1..].iter().cloned());
            Some(here)
        }
        _ => None,
    }
}

/// Every import of `text` (a file of `module`): its `use` declarations (over several lines)
/// and any other `crate::app::` or `super::` path.
fn imports(file: &Path, module: &Module, text: &str) -> Vec<Import> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = code(lines[i]).trim();
        let declaration = line
            .strip_prefix("pub(crate) use ")
            .or_else(|| line.strip_prefix("pub(super) use "))
            .or_else(|| line.strip_prefix("pub use "))
            .or_else(|| line.strip_prefix("use "));
        if let Some(start) = declaration {
            let first = i;
            let mut tree = start.to_owned();
            while !tree.contains(';') && i + 1 < lines.len() {
                i += 1;
                tree.push(' ');
                tree.push_str(code(lines[i]).trim());
            }
            let tree = tree.split(';').next().unwrap_or("");
            for path in expand(tree) {
                if let Some(target) = resolve(module, &path) {
                    found.push(Import {
                        file: file.to_owned(),
                        line: first + 1,
                        target,
                    });
                }
            }
        } else {
            for start in ["crate::app::", "super::"] {
                let mut rest = line;
                while let Some(at) = rest.find(start) {
                    let path: Vec<String> = rest[at..]
                        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                        .next()
                        .unwrap_or("")
                        .split("::")
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                        .collect();
                    if let Some(target) = resolve(module, &path) {
                        found.push(Import {
                            file: file.to_owned(),
                            line: i + 1,
                            target,
                        });
                    }
                    rest = &rest[at + start.len()..];
                }
            }
        }
        i += 1;
    }
    found
}

/// Checks the layers of the app whose source is in `app` (`src/app`).
fn check(app: &Path) -> Vec<Violation> {
    let mut files = Vec::new();
    rust_files(app, &mut files);
    let name = |file: &Path| {
        file.strip_prefix(app.parent().and_then(Path::parent).unwrap_or(app))
            .unwrap_or(file)
            .display()
            .to_string()
    };
    let mut violations = Vec::new();
    // unit -> unit it imports -> the first import's (file, line)
    let mut edges: BTreeMap<String, BTreeMap<String, (String, usize)>> = BTreeMap::new();
    let mut layer_of: BTreeMap<String, Option<usize>> = BTreeMap::new();
    for file in &files {
        let module = module_of(app, file);
        let text = std::fs::read_to_string(file).expect("a source file is text");
        let from = module.unit();
        layer_of.insert(from.clone(), module.layer());
        if let Some(layer) = module.layer()
            && !EGUI_LAYERS.contains(&LAYERS[layer])
            && let Some(line) = text.lines().position(|l| code(l).contains("bevy_egui"))
        {
            violations.push(Violation {
                file: name(file),
                line: line + 1,
                what: format!(
                    "the {} layer uses bevy_egui: panels belong to the ui layer",
                    LAYERS[layer]
                ),
            });
        }
        for import in imports(file, &module, &text) {
            let Some(first) = import.target.first() else {
                continue;
            };
            let target_layer = LAYERS.iter().position(|layer| first == layer);
            let to = if target_layer.is_some() {
                import
                    .target
                    .iter()
                    .take(2)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("::")
            } else {
                first.clone()
            };
            let upward = match (module.layer(), target_layer) {
                (Some(from), Some(to)) => to > from,
                // A layer importing the app's assembly (mod.rs, run.rs) is importing upward.
                (Some(_), None) => true,
                (None, _) => false,
            };
            if upward {
                violations.push(Violation {
                    file: name(&import.file),
                    line: import.line,
                    what: format!(
                        "{} imports {} ({}): a layer may import only the layers below it",
                        module.path.join("::"),
                        import.target.join("::"),
                        target_layer.map_or("the app's assembly", |layer| LAYERS[layer]),
                    ),
                });
            }
            let same_layer = module.layer() == target_layer;
            if same_layer && to != from && !to.is_empty() {
                edges
                    .entry(from.clone())
                    .or_default()
                    .entry(to)
                    .or_insert((name(&import.file), import.line));
            }
        }
    }
    // Circles among the files of one layer (each unit's own mod.rs excluded: a layer's mod.rs
    // declares its files and re-exports them).
    let units: BTreeSet<&String> = edges.keys().collect();
    let mut reported = BTreeSet::new();
    for &start in &units {
        // Depth-first search for a path back to `start`.
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, path)) = stack.pop() {
            for next in edges.get(&at).map(|e| e.keys()).into_iter().flatten() {
                let is_layer_root = LAYERS.contains(&next.as_str());
                if is_layer_root {
                    continue;
                }
                if next == start {
                    let mut circle = path.clone();
                    let mut key = circle.clone();
                    key.sort();
                    if reported.insert(key) {
                        circle.push(start.clone());
                        let (file, line) = &edges[start][&circle[1]];
                        violations.push(Violation {
                            file: file.clone(),
                            line: *line,
                            what: format!("import circle: {}", circle.join(" -> ")),
                        });
                    }
                } else if seen.insert(next.clone()) {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    stack.push((next.clone(), longer));
                }
            }
        }
    }
    violations.sort();
    violations
}

#[test]
fn the_app_is_in_one_way_layers() {
    let app = manifest_dir().join("src/app");
    let violations = check(&app);
    let report: Vec<String> = violations.iter().map(ToString::to_string).collect();
    assert!(report.is_empty(), "layering broken:\n{}", report.join("\n"));
}

/// A tiny app tree with the faults the check must find: an upward import, a circle, a panel
/// outside the ui layer.
#[test]
fn the_layer_check_finds_upward_imports_circles_and_stray_panels() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let app = dir.path().join("src/app");
    let write = |file: &str, text: &str| {
        let path = app.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("mod.rs", "mod core;\nmod play;\nmod ui;\n");
    write("core/mod.rs", "mod rules;\n");
    write(
        "core/rules.rs",
        "use crate::app::play::ai::Search; // upward\n",
    );
    write("play/mod.rs", "mod ai;\nmod watch;\n");
    write(
        "play/ai.rs",
        "use super::{\n    task::Spawn,\n    watch::Watch,\n};\nuse crate::app::core::Rules;\n",
    );
    write(
        "play/watch.rs",
        "use bevy_egui::egui;\nfn f() { super::ai::stop(); }\n",
    );
    write(
        "ui/hud.rs",
        "use crate::app::play::ai::Search;\nuse bevy_egui::egui;\n",
    );
    let found = check(&app);
    let text: Vec<String> = found.iter().map(ToString::to_string).collect();
    let has = |needle: &str| text.iter().any(|line| line.contains(needle));
    assert!(
        has("src/app/core/rules.rs:1: core::rules imports play::ai::Search"),
        "{text:#?}"
    );
    assert!(
        has("import circle: play::ai -> play::watch -> play::ai"),
        "{text:#?}"
    );
    assert!(
        has("src/app/play/watch.rs:1: the play layer uses bevy_egui"),
        "{text:#?}"
    );
    assert_eq!(found.len(), 3, "{text:#?}");
}

/// The package's folder where the tests run: cargo says so at run time. The folder baked in at
/// build time may be another, when a cached build moved with its workspace.
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || env!("CARGO_MANIFEST_DIR").into(),
        std::path::PathBuf::from,
    )
}
