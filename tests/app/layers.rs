//! The game's code stays in one-way layers (ARCHITECTURE.md). `src/app` holds the app's
//! assembly (`mod.rs`, `run.rs`, `capture.rs`, which may import anything) and seven layers,
//! lowest first: `core`, `board`, `input`, `play`, `kit`, `features`, `shell`. The rules:
//!
//! 1. A file imports only from its own layer or the layers below it (nor from the assembly).
//! 2. No import circle between the files of one layer (a folder's files below a layer, such as
//!    `board/x/*.rs`, count as the one unit `board::x`). In `features` a feature's folder is its
//!    unit: features import each other only along [`FEATURE_IMPORTS`], and never in a circle.
//!    A layer's own `mod.rs` (which declares and re-exports its files) is in no circle.
//! 3. egui (`bevy_egui`, `egui`, `egui_*`) only in `features/*/panel.rs` (or a feature's
//!    `panel/` folder), `kit/**`, `shell/**` and the assembly.
//! 4. An import counts where the name is *defined*: `crate::app::play::History` is an import of
//!    `play/history.rs`, found by following the `use` lines (re-exports, globs) of the `mod.rs`
//!    files on the way. `self::`/`super::` paths, child modules, grouped `use a::{b, c::{d}}`
//!    trees and paths written in code (not only in `use`) count; comments and strings do not.
//! 5. Every entry at the top of `src/app` is a layer or one of the assembly's files, and
//!    `features` holds only its `mod.rs` and feature folders, so no file can dodge the rules
//!    (nor through a link or a `#[path]` attribute).
//!
//! And so that nothing hides from the check: an import into the app whose name it cannot find
//! fails too (a name an outside glob such as `bevy::prelude::*` may supply is let pass, unless
//! the app defines one by that name), and every allowed feature import must still be made.
//!
//! The check reads the files as text (std only), so it needs no compiler support, and names the
//! file and line of each violation. Point it at another tree with `LAYERS_ROOT=path/to/src/app`.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::path::{Path, PathBuf};

/// The layers, lowest first.
const LAYERS: [&str; 7] = ["core", "board", "input", "play", "kit", "features", "shell"];
/// The app's assembly at the top of `src/app`: may import anything.
const ASSEMBLY: [&str; 3] = ["mod.rs", "run.rs", "capture.rs"];
/// The layer whose units are folders (one per feature).
const FEATURES: &str = "features";
/// The imports allowed between features: (importer, imported).
const FEATURE_IMPORTS: &[(&str, &str)] = &[
    ("puzzles", "learn"),
    ("review", "learn"),
    ("editor", "analysis"),
    ("library", "review"),
];
/// Layers whose every file may use egui.
const EGUI_LAYERS: [&str; 2] = ["kit", "shell"];

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

// ---------------------------------------------------------------------------------------------
// Reading a file: tokens without comments and literals.

#[derive(Clone, PartialEq, Eq, Debug)]
enum Tok {
    Ident(String),
    /// `::`
    Sep,
    Punct(char),
    /// A literal or anything else that is no name.
    Other,
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
}

fn is_ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The tokens of Rust source `text`: comments, strings and characters are skipped, so a path
/// written in them counts for nothing.
fn tokens(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    // Skips a quoted literal whose opening quote is at `i`; returns the index after it.
    let skip_quoted = |mut i: usize, quote: char, line: &mut usize| {
        i += 1;
        while i < chars.len() && chars[i] != quote {
            if chars[i] == '\\' {
                i += 1;
            }
            if at(i) == '\n' {
                *line += 1;
            }
            i += 1;
        }
        i + 1
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_quoted(i, '"', &mut line);
            found.push(Token {
                tok: Tok::Other,
                line,
            });
        } else if c == '\'' {
            // A character ('x', '\n', '\u{1F600}') or a lifetime ('a).
            if at(i + 1) == '\\' || (at(i + 1) != '\0' && at(i + 2) == '\'') {
                i = skip_quoted(i, '\'', &mut line);
                found.push(Token {
                    tok: Tok::Other,
                    line,
                });
            } else {
                i += 1;
            }
        } else if is_ident_start(c) {
            let start = i;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let raw_prefix = matches!(word.as_str(), "r" | "br" | "cr");
            if raw_prefix && (at(i) == '"' || at(i) == '#') {
                // A raw string r#"..."#, or a raw identifier r#type.
                let mut hashes = 0;
                while at(i + hashes) == '#' {
                    hashes += 1;
                }
                if at(i + hashes) == '"' {
                    i += hashes + 1;
                    loop {
                        if i >= chars.len() {
                            break;
                        }
                        if chars[i] == '"' && (0..hashes).all(|h| at(i + 1 + h) == '#') {
                            i += 1 + hashes;
                            break;
                        }
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                    found.push(Token {
                        tok: Tok::Other,
                        line,
                    });
                    continue;
                }
                if word == "r" && hashes == 1 && is_ident_start(at(i + 1)) {
                    let start = i + 1;
                    i = start;
                    while i < chars.len() && is_ident_char(chars[i]) {
                        i += 1;
                    }
                    found.push(Token {
                        tok: Tok::Ident(chars[start..i].iter().collect()),
                        line,
                    });
                    continue;
                }
            }
            if matches!(word.as_str(), "b" | "c") && at(i) == '"' {
                i = skip_quoted(i, '"', &mut line);
                found.push(Token {
                    tok: Tok::Other,
                    line,
                });
                continue;
            }
            if word == "b" && at(i) == '\'' {
                i = skip_quoted(i, '\'', &mut line);
                found.push(Token {
                    tok: Tok::Other,
                    line,
                });
                continue;
            }
            found.push(Token {
                tok: Tok::Ident(word),
                line,
            });
        } else if c.is_ascii_digit() {
            while i < chars.len() && (is_ident_char(chars[i]) || chars[i] == '.') {
                // `1..2` is two numbers and a range.
                if chars[i] == '.' && !at(i + 1).is_ascii_digit() {
                    break;
                }
                i += 1;
            }
            found.push(Token {
                tok: Tok::Other,
                line,
            });
        } else if c == ':' && at(i + 1) == ':' {
            found.push(Token {
                tok: Tok::Sep,
                line,
            });
            i += 2;
        } else {
            found.push(Token {
                tok: Tok::Punct(c),
                line,
            });
            i += 1;
        }
    }
    found
}

// ---------------------------------------------------------------------------------------------
// What each module declares: child modules, items, `use` bindings, globs; and what it imports.

/// A module's path below `app` (`["play", "ai"]`; `[]` is `app` itself).
type ModPath = Vec<String>;

/// A name a `use` brings into a module.
#[derive(Clone, Debug)]
struct Binding {
    /// The path as written (`super::history::History`).
    path: Vec<String>,
}

#[derive(Clone, Debug, Default)]
struct ModuleInfo {
    /// The file the module is written in.
    file: PathBuf,
    children: BTreeSet<String>,
    items: BTreeSet<String>,
    uses: BTreeMap<String, Binding>,
    /// `use a::b::*` paths, as written.
    globs: Vec<Vec<String>>,
}

/// A path written in a file: in a `use` or in code.
#[derive(Clone, Debug)]
struct Written {
    module: ModPath,
    path: Vec<String>,
    line: usize,
    /// In code (not in a `use`): counts only when its first name is `crate`, `self`, `super` or
    /// a module.
    in_code: bool,
}

/// One leaf of a use tree: its full path, the name it binds (none for `*` and `as _`), and the
/// line of its last segment.
struct UseLeaf {
    path: Vec<String>,
    name: Option<String>,
    glob: bool,
    line: usize,
}

/// Parses the use tree starting at `tokens[*i]` up to its `;` (or the `,`/`}` closing its
/// group), appending its leaves to `leaves` with `prefix` in front.
fn use_tree(tokens: &[Token], i: &mut usize, prefix: &[String], leaves: &mut Vec<UseLeaf>) {
    let mut path = prefix.to_vec();
    let mut line = tokens.get(*i).map_or(0, |t| t.line);
    loop {
        let Some(token) = tokens.get(*i) else {
            return;
        };
        match &token.tok {
            Tok::Sep => *i += 1,
            Tok::Ident(word) if word == "as" => {
                *i += 1;
                let alias = match tokens.get(*i).map(|t| &t.tok) {
                    Some(Tok::Ident(alias)) => Some(alias.clone()),
                    _ => None,
                };
                *i += 1;
                let name = alias.filter(|alias| alias != "_");
                leaves.push(UseLeaf {
                    path,
                    name,
                    glob: false,
                    line,
                });
                return;
            }
            Tok::Ident(word) => {
                // `a::{self, b}`: `self` binds `a` itself.
                let binds_prefix =
                    word == "self" && !prefix.is_empty() && path.len() == prefix.len();
                if !binds_prefix {
                    path.push(word.clone());
                }
                line = token.line;
                *i += 1;
            }
            Tok::Punct('*') => {
                *i += 1;
                leaves.push(UseLeaf {
                    path,
                    name: None,
                    glob: true,
                    line: token.line,
                });
                return;
            }
            Tok::Punct('{') => {
                *i += 1;
                loop {
                    match tokens.get(*i).map(|t| &t.tok) {
                        None => return,
                        Some(Tok::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Tok::Punct(',')) => *i += 1,
                        Some(_) => {
                            let before = *i;
                            use_tree(tokens, i, &path, leaves);
                            if *i == before {
                                // Not a use tree (a malformed file): stop here.
                                return;
                            }
                        }
                    }
                }
            }
            _ => {
                // `;`, `,` or `}`: the leaf ends (the caller consumes the delimiter).
                if !path.is_empty() {
                    let name = path.last().cloned().filter(|name| name != "self");
                    leaves.push(UseLeaf {
                        path,
                        name,
                        glob: false,
                        line,
                    });
                }
                return;
            }
        }
    }
}

/// Reads the file of `module` (`text`), filling in `modules` (the file's module and its inline
/// modules) and `written` (every path it writes).
fn read_module(
    file: &Path,
    module: &ModPath,
    text: &str,
    modules: &mut BTreeMap<ModPath, ModuleInfo>,
    written: &mut Vec<Written>,
) {
    let tokens = tokens(text);
    modules.entry(module.clone()).or_default().file = file.to_owned();
    // The inline modules open here: (path, brace depth inside them).
    let mut stack: Vec<(ModPath, usize)> = vec![(module.clone(), 0)];
    let mut depth = 0usize;
    // Inside a `macro_rules!` body: the depth outside it (its items count as the module's).
    let mut macro_depth: Option<usize> = None;
    let mut i = 0;
    let word = |i: usize| match tokens.get(i).map(|t| &t.tok) {
        Some(Tok::Ident(word)) => Some(word.as_str()),
        _ => None,
    };
    while i < tokens.len() {
        let (here, body_depth) = stack.last().cloned().expect("the file's module");
        let token = &tokens[i];
        match &token.tok {
            Tok::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                if macro_depth == Some(depth) {
                    macro_depth = None;
                }
                if stack.len() > 1 && depth < body_depth {
                    stack.pop();
                }
                i += 1;
            }
            Tok::Ident(keyword) if keyword == "use" => {
                i += 1;
                let mut leaves = Vec::new();
                // `use ::name` (an extern crate) is outside the app.
                let extern_path = tokens.get(i).is_some_and(|t| t.tok == Tok::Sep);
                use_tree(&tokens, &mut i, &[], &mut leaves);
                let info = modules.entry(here.clone()).or_default();
                for leaf in leaves {
                    if extern_path {
                        // Outside the app; only egui matters.
                        if leaf.path.first().is_some_and(|first| is_egui(first)) {
                            written.push(Written {
                                module: here.clone(),
                                path: leaf.path,
                                line: leaf.line,
                                in_code: false,
                            });
                        }
                        continue;
                    }
                    if leaf.glob {
                        info.globs.push(leaf.path.clone());
                    } else if let Some(name) = leaf.name {
                        info.uses.insert(
                            name,
                            Binding {
                                path: leaf.path.clone(),
                            },
                        );
                    }
                    written.push(Written {
                        module: here.clone(),
                        path: leaf.path,
                        line: leaf.line,
                        in_code: false,
                    });
                }
            }
            Tok::Ident(keyword) if keyword == "mod" && depth == body_depth => {
                let Some(name) = word(i + 1) else {
                    i += 1;
                    continue;
                };
                let name = name.to_owned();
                modules
                    .entry(here.clone())
                    .or_default()
                    .children
                    .insert(name.clone());
                if tokens.get(i + 2).map(|t| &t.tok) == Some(&Tok::Punct('{')) {
                    let mut inner = here.clone();
                    inner.push(name);
                    modules.entry(inner.clone()).or_default().file = file.to_owned();
                    depth += 1;
                    stack.push((inner, depth));
                    i += 3;
                } else {
                    i += 2;
                }
            }
            Tok::Ident(keyword)
                if (depth == body_depth || macro_depth.is_some_and(|outside| depth > outside))
                    && matches!(
                        keyword.as_str(),
                        "struct" | "enum" | "union" | "trait" | "type" | "fn" | "const" | "static"
                    ) =>
            {
                let mut at = i + 1;
                if word(at) == Some("mut") {
                    at += 1;
                }
                if let Some(name) = word(at)
                    && !matches!(name, "fn" | "_" | "unsafe" | "extern" | "async")
                {
                    modules
                        .entry(here.clone())
                        .or_default()
                        .items
                        .insert(name.to_owned());
                }
                i += 1;
            }
            Tok::Ident(keyword)
                if keyword == "macro_rules"
                    && tokens.get(i + 1).map(|t| &t.tok) == Some(&Tok::Punct('!')) =>
            {
                if let Some(name) = word(i + 2) {
                    modules
                        .entry(here.clone())
                        .or_default()
                        .items
                        .insert(name.to_owned());
                }
                if depth == body_depth
                    && tokens.get(i + 3).map(|t| &t.tok) == Some(&Tok::Punct('{'))
                {
                    macro_depth = Some(depth);
                }
                i += 3;
            }
            Tok::Ident(first) if tokens.get(i + 1).map(|t| &t.tok) == Some(&Tok::Sep) => {
                // A path in code: `first::a::b`, unless it continues another path.
                // `a::first` or `Vec::<u8>::first` continue a path; `::first` starts one
                // outside the app (only egui matters there).
                let after_sep = i > 0 && tokens[i - 1].tok == Tok::Sep;
                let leading = after_sep
                    && !matches!(
                        tokens.get(i.wrapping_sub(2)).map(|t| &t.tok),
                        Some(Tok::Ident(_) | Tok::Punct('>'))
                    );
                let continues = after_sep && !(leading && is_egui(first));
                let mut path = vec![first.clone()];
                let line = token.line;
                i += 1;
                while tokens.get(i).map(|t| &t.tok) == Some(&Tok::Sep) {
                    match word(i + 1) {
                        Some(next) => {
                            path.push(next.to_owned());
                            i += 2;
                        }
                        None => {
                            i += 1;
                            break;
                        }
                    }
                }
                if !continues {
                    written.push(Written {
                        module: here.clone(),
                        path,
                        line,
                        in_code: true,
                    });
                }
            }
            _ => i += 1,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Resolving a path to the file that defines what it names.

/// What a path names.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Res {
    Module(ModPath),
    /// An item defined in this module.
    Item(ModPath),
    /// Something outside the app (`bevy_egui::egui`), with the path that reaches it.
    External(Vec<String>),
    /// Not found: the last module reached and the name it lacks.
    Unknown(ModPath, String),
}

struct Resolver<'a> {
    modules: &'a BTreeMap<ModPath, ModuleInfo>,
}

impl Resolver<'_> {
    /// Where a path written in `module` starts: (a module below `app`, the rest) or outside.
    fn start(&self, module: &ModPath, path: &[String]) -> Result<(ModPath, Vec<String>), Res> {
        let first = path.first().map(String::as_str);
        match first {
            Some("crate") => match path.get(1).map(String::as_str) {
                Some("app") => Ok((Vec::new(), path[2..].to_vec())),
                _ => Err(Res::External(path.to_vec())),
            },
            Some("super") => {
                let mut here = module.clone();
                let mut rest = path;
                while rest.first().map(String::as_str) == Some("super") {
                    if here.pop().is_none() {
                        return Err(Res::External(path.to_vec()));
                    }
                    rest = &rest[1..];
                }
                // `self::super::` never; `super::self::` neither.
                Ok((here, rest.to_vec()))
            }
            Some("self") => Ok((module.clone(), path[1..].to_vec())),
            Some(name) => {
                let info = self.modules.get(module);
                let mut child = module.clone();
                child.push(name.to_owned());
                let local = self.modules.contains_key(&child)
                    || info.is_some_and(|info| {
                        info.children.contains(name)
                            || info.items.contains(name)
                            || info.uses.contains_key(name)
                    });
                if local {
                    Ok((module.clone(), path.to_vec()))
                } else {
                    Err(Res::External(path.to_vec()))
                }
            }
            None => Err(Res::Module(module.clone())),
        }
    }

    /// What `path`, written in `module`, names.
    fn resolve(
        &self,
        module: &ModPath,
        path: &[String],
        seen: &mut BTreeSet<(ModPath, String)>,
    ) -> Res {
        match self.start(module, path) {
            Ok((from, rest)) => self.walk(from, &rest, seen),
            Err(res) => res,
        }
    }

    /// Follows `rest` down from module `at`.
    fn walk(&self, at: ModPath, rest: &[String], seen: &mut BTreeSet<(ModPath, String)>) -> Res {
        let Some((name, tail)) = rest.split_first() else {
            return Res::Module(at);
        };
        let Some(info) = self.modules.get(&at) else {
            return Res::Unknown(at, name.clone());
        };
        let mut child = at.clone();
        child.push(name.clone());
        // A child module, declared or only a file (a tree in the middle of a move).
        if self.modules.contains_key(&child) {
            return self.walk(child, tail, seen);
        }
        if info.items.contains(name) {
            return Res::Item(at);
        }
        if !seen.insert((at.clone(), name.clone())) {
            return Res::Unknown(at, name.clone());
        }
        if let Some(binding) = info.uses.get(name) {
            return match self.resolve(&at, &binding.path, seen) {
                Res::Module(module) => self.walk(module, tail, seen),
                Res::External(mut path) => {
                    path.extend(tail.iter().cloned());
                    Res::External(path)
                }
                other => other,
            };
        }
        for glob in &info.globs {
            if let Res::Module(source) = self.resolve(&at, glob, seen) {
                match self.walk(source, rest, seen) {
                    Res::Unknown(..) => {}
                    found => return found,
                }
            }
        }
        Res::Unknown(at, name.clone())
    }
}

// ---------------------------------------------------------------------------------------------
// Units and the rules.

/// What a file is part of.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Unit {
    /// The app's assembly (`mod.rs`, `run.rs`, `capture.rs`).
    Assembly,
    /// A layer's own `mod.rs`.
    LayerRoot(usize),
    /// A file of a layer (`play::ai`), a folder below a layer (`board::x`), or a feature
    /// (`features::learn`).
    Member(usize, String),
    /// Outside every layer (already a violation).
    Stray,
}

impl Unit {
    fn layer(&self) -> Option<usize> {
        match self {
            Unit::LayerRoot(layer) | Unit::Member(layer, _) => Some(*layer),
            Unit::Assembly | Unit::Stray => None,
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Assembly => write!(f, "the app's assembly"),
            Unit::LayerRoot(layer) => write!(f, "{}", LAYERS[*layer]),
            Unit::Member(layer, name) => write!(f, "{}::{name}", LAYERS[*layer]),
            Unit::Stray => write!(f, "a file outside the layers"),
        }
    }
}

/// The unit of a file, from its path below `app` (`["play", "ai.rs"]`).
fn unit_of(relative: &[String]) -> Unit {
    match relative {
        [] => Unit::Stray,
        [file] => {
            if ASSEMBLY.contains(&file.as_str()) {
                Unit::Assembly
            } else {
                Unit::Stray
            }
        }
        [top, rest @ ..] => {
            let Some(layer) = LAYERS.iter().position(|l| l == top) else {
                return Unit::Stray;
            };
            match rest {
                [file] if file == "mod.rs" => Unit::LayerRoot(layer),
                // A loose file in `features` is no feature.
                [_] if top == FEATURES => Unit::Stray,
                [file] => Unit::Member(layer, file.trim_end_matches(".rs").to_owned()),
                [folder, ..] => Unit::Member(layer, folder.clone()),
                [] => Unit::Stray,
            }
        }
    }
}

/// May this file (its path below `app`) use egui?
fn egui_allowed(relative: &[String]) -> bool {
    match relative {
        [file] => ASSEMBLY.contains(&file.as_str()),
        [layer, ..] if EGUI_LAYERS.contains(&layer.as_str()) => true,
        [layer, _, file] if layer == FEATURES => file == "panel.rs",
        [layer, _, folder, _, ..] if layer == FEATURES => folder == "panel",
        _ => false,
    }
}

fn is_egui(name: &str) -> bool {
    name == "egui" || name == "bevy_egui" || name.starts_with("egui_")
}

/// The `.rs` files below `dir` into `found`, and the links (not followed) into `links`.
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>, links: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<(PathBuf, Option<std::fs::FileType>)> = entries
        .filter_map(Result::ok)
        .map(|e| (e.path(), e.file_type().ok()))
        .collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    for (path, kind) in entries {
        match kind {
            Some(kind) if kind.is_symlink() => links.push(path),
            Some(kind) if kind.is_dir() => rust_files(&path, found, links),
            _ if path.extension().is_some_and(|e| e == "rs") => found.push(path),
            _ => {}
        }
    }
}

fn components(path: &Path) -> Vec<String> {
    path.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect()
}

/// The module a file under `app` is, from its path below `app`.
fn module_of(relative: &[String]) -> ModPath {
    let mut path = relative.to_vec();
    let name = path.pop().unwrap_or_default();
    if name != "mod.rs" {
        path.push(name.trim_end_matches(".rs").to_owned());
    }
    path
}

/// The entries at the top of `app` (rule 5) and in its `features` folder that are no layer,
/// assembly file or feature folder.
fn stray_entries(app: &Path, name: &dyn Fn(&Path) -> String) -> Vec<Violation> {
    let mut violations = Vec::new();
    let listed = |dir: &Path| -> Vec<PathBuf> {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        entries.sort();
        entries
    };
    for path in listed(app) {
        let entry = path.file_name().unwrap_or_default().to_string_lossy();
        let known = if path.is_dir() {
            LAYERS.contains(&entry.as_ref())
        } else {
            ASSEMBLY.contains(&entry.as_ref())
        };
        if !known {
            violations.push(Violation {
                file: name(&path),
                line: 0,
                what: format!(
                    "`{entry}` is neither a layer ({}) nor the app's assembly ({})",
                    LAYERS.join(", "),
                    ASSEMBLY.join(", ")
                ),
            });
        }
    }
    for path in listed(&app.join(FEATURES)) {
        let entry = path.file_name().unwrap_or_default().to_string_lossy();
        if !path.is_dir() && entry != "mod.rs" {
            violations.push(Violation {
                file: name(&path),
                line: 0,
                what: format!(
                    "`{entry}` in features is no feature: a feature is a folder, features/mod.rs \
                     only declares them"
                ),
            });
        }
    }
    violations
}

/// The layering rules broken in the app whose source is in `app` (a `src/app` folder).
fn violations(app: &Path) -> Vec<Violation> {
    violations_with(app, FEATURE_IMPORTS)
}

/// [`violations`] with the imports allowed between features given.
fn violations_with(app: &Path, allowed: &[(&str, &str)]) -> Vec<Violation> {
    check(app, allowed).violations
}

/// What the check found.
struct Check {
    violations: Vec<Violation>,
    /// The features' imports of each other: (importer, imported).
    feature_imports: BTreeSet<(String, String)>,
}

/// Checks the app in `app` with the imports allowed between features given.
fn check(app: &Path, allowed: &[(&str, &str)]) -> Check {
    let base = app
        .parent()
        .and_then(Path::parent)
        .unwrap_or(app)
        .to_owned();
    let name = move |file: &Path| {
        file.strip_prefix(&base)
            .unwrap_or(file)
            .display()
            .to_string()
    };
    let mut violations = stray_entries(app, &name);
    let mut files = Vec::new();
    let mut links = Vec::new();
    rust_files(app, &mut files, &mut links);
    for link in links {
        violations.push(Violation {
            file: name(&link),
            line: 0,
            what: "a link: the check follows no links, so its files would dodge the rules"
                .to_owned(),
        });
    }

    let mut modules: BTreeMap<ModPath, ModuleInfo> = BTreeMap::new();
    let mut written: Vec<Written> = Vec::new();
    // File -> (its path below app, its text's lines).
    let mut relative_of: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
    for file in &files {
        let relative = components(file.strip_prefix(app).expect("the file is under app"));
        let Ok(text) = std::fs::read_to_string(file) else {
            violations.push(Violation {
                file: name(file),
                line: 0,
                what: "not readable as UTF-8 text".to_owned(),
            });
            continue;
        };
        if text.contains("#[path") {
            let line = text.lines().position(|l| l.contains("#[path")).unwrap_or(0);
            violations.push(Violation {
                file: name(file),
                line: line + 1,
                what: "a #[path] attribute: a module's file must be where its path says".to_owned(),
            });
        }
        read_module(
            file,
            &module_of(&relative),
            &text,
            &mut modules,
            &mut written,
        );
        relative_of.insert(file.clone(), relative);
    }
    // Declared children without a module of their own (a `mod x;` whose file is missing) are
    // still names of their parent.
    let resolver = Resolver { modules: &modules };
    let file_of = |module: &ModPath| modules.get(module).map(|info| info.file.clone());

    // Unit -> unit imported -> where first (file, line, what).
    let mut edges: BTreeMap<Unit, BTreeMap<Unit, (String, usize, String)>> = BTreeMap::new();
    // File -> lines using egui.
    // File -> lines using egui -> the name re-exported from egui it imports, if so.
    let mut egui_lines: BTreeMap<PathBuf, BTreeMap<usize, Option<String>>> = BTreeMap::new();
    let mut reported: BTreeSet<(PathBuf, usize, Unit)> = BTreeSet::new();
    // Imports whose name the check can't find: (import, module searched, name missing).
    let mut unfollowed: Vec<(&Written, ModPath, String)> = Vec::new();
    for import in &written {
        let Some(file) = file_of(&import.module) else {
            continue;
        };
        let Some(relative) = relative_of.get(&file) else {
            continue;
        };
        if import.path.first().is_some_and(|first| is_egui(first)) {
            egui_lines
                .entry(file.clone())
                .or_default()
                .entry(import.line)
                .or_insert(None);
            continue;
        }
        if import.in_code {
            // Paths in code count when they start at `crate`/`self`/`super` or at a module.
            let first = import.path[0].as_str();
            if !matches!(first, "crate" | "self" | "super") {
                let binding =
                    resolver.resolve(&import.module, &import.path[..1], &mut BTreeSet::new());
                if !matches!(binding, Res::Module(_)) {
                    continue;
                }
            }
        }
        let res = resolver.resolve(&import.module, &import.path, &mut BTreeSet::new());
        let target_module = match res {
            Res::External(path) => {
                if path.first().is_some_and(|first| is_egui(first)) {
                    let note = format!("{} is {}", import.path.join("::"), path.join("::"));
                    egui_lines
                        .entry(file.clone())
                        .or_default()
                        .insert(import.line, Some(note));
                }
                continue;
            }
            Res::Unknown(module, missing) => {
                // A name from an outside glob (`use bevy::prelude::*`) can't be followed,
                // unless the app defines one by that name: then it is most likely the app's.
                let defined_here = modules.values().any(|info| info.items.contains(&missing));
                let outside_glob = !defined_here
                    && modules.get(&module).is_some_and(|info| {
                        info.globs.iter().any(|glob| {
                            matches!(
                                resolver.resolve(&module, glob, &mut BTreeSet::new()),
                                Res::External(_)
                            )
                        })
                    });
                if !outside_glob {
                    unfollowed.push((import, module.clone(), missing));
                }
                module
            }
            Res::Module(module) | Res::Item(module) => module,
        };
        let Some(target_file) = file_of(&target_module) else {
            continue;
        };
        let from = unit_of(relative);
        let Some(to) = relative_of.get(&target_file).map(|r| unit_of(r)) else {
            continue;
        };
        let Some(from_layer) = from.layer() else {
            continue;
        };
        let what = import.path.join("::");
        let upward = match to.layer() {
            Some(to_layer) => to_layer > from_layer,
            None => to == Unit::Assembly,
        };
        if upward {
            if reported.insert((file.clone(), import.line, to.clone())) {
                violations.push(Violation {
                    file: name(&file),
                    line: import.line,
                    what: format!(
                        "{} imports {what} (defined in {}, {to}): a layer imports only its \
                         own layer and the ones below it",
                        import.module.join("::"),
                        name(&target_file)
                    ),
                });
            }
            continue;
        }
        if to.layer() != Some(from_layer) || from == to {
            continue;
        }
        let (Unit::Member(_, from_name), Unit::Member(_, to_name)) = (&from, &to) else {
            continue;
        };
        if LAYERS[from_layer] == FEATURES
            && !allowed.contains(&(from_name.as_str(), to_name.as_str()))
            && reported.insert((file.clone(), import.line, to.clone()))
        {
            violations.push(Violation {
                file: name(&file),
                line: import.line,
                what: format!(
                    "feature {from_name} imports {what} (defined in {}, feature {to_name}): \
                     {from_name} -> {to_name} is not on FEATURE_IMPORTS",
                    name(&target_file)
                ),
            });
        }
        edges
            .entry(from.clone())
            .or_default()
            .entry(to.clone())
            .or_insert((name(&file), import.line, what));
    }

    // (file, line) -> what can't be followed, one violation a line.
    let mut cannot: BTreeMap<(PathBuf, usize), Vec<String>> = BTreeMap::new();
    for (import, module, missing) in unfollowed {
        let Some(file) = file_of(&import.module) else {
            continue;
        };
        if relative_of
            .get(&file)
            .is_none_or(|relative| unit_of(relative).layer().is_none())
            || reported
                .iter()
                .any(|(f, line, _)| *f == file && *line == import.line)
        {
            continue;
        }
        let searched = match file_of(&module) {
            Some(found) if found.ends_with("mod.rs") || module.is_empty() => name(&found),
            Some(found) => format!("{} ({})", module.join("::"), name(&found)),
            None => format!("{} (no file)", module.join("::")),
        };
        cannot.entry((file, import.line)).or_default().push(format!(
            "{}: no `{missing}` in {searched}",
            import.path.join("::")
        ));
    }
    for ((file, line), what) in cannot {
        violations.push(Violation {
            file: name(&file),
            line,
            what: format!(
                "cannot follow {} (not declared, defined or re-exported there), so what it \
                 imports is unknown",
                what.join("; ")
            ),
        });
    }

    for (file, lines) in egui_lines {
        if relative_of
            .get(&file)
            .is_none_or(|relative| egui_allowed(relative))
        {
            continue;
        }
        let (first, note) = lines
            .first_key_value()
            .map(|(line, note)| (*line, note.clone()))
            .unwrap_or_default();
        violations.push(Violation {
            file: name(&file),
            line: first,
            what: format!(
                "uses egui{}{}: egui belongs in features/*/panel.rs, kit/ and shell/",
                note.map(|note| format!(" ({note})")).unwrap_or_default(),
                match lines.len() {
                    1 => String::new(),
                    n => format!(" (on {n} lines)"),
                }
            ),
        });
    }

    violations.extend(circles(&edges));
    violations.sort();
    violations.dedup();
    let features = LAYERS.iter().position(|l| *l == FEATURES);
    let feature_imports = edges
        .iter()
        .flat_map(|(from, tos)| tos.keys().map(move |to| (from, to)))
        .filter_map(|pair| match pair {
            (Unit::Member(a, from), Unit::Member(b, to))
                if Some(*a) == features && Some(*b) == features =>
            {
                Some((from.clone(), to.clone()))
            }
            _ => None,
        })
        .collect();
    Check {
        violations,
        feature_imports,
    }
}

/// The import circles in `edges` (all within one layer): for each unit in a circle, the
/// shortest circle through it, each circle reported once, each step with its file and line.
fn circles(edges: &BTreeMap<Unit, BTreeMap<Unit, (String, usize, String)>>) -> Vec<Violation> {
    let mut violations = Vec::new();
    let mut reported: BTreeSet<Vec<Unit>> = BTreeSet::new();
    for start in edges.keys() {
        // Breadth-first search for the shortest way back to `start`.
        let mut came_from: BTreeMap<&Unit, &Unit> = BTreeMap::new();
        let mut queue: VecDeque<&Unit> = VecDeque::from([start]);
        let mut closing = None;
        'search: while let Some(at) = queue.pop_front() {
            for next in edges.get(at).map(BTreeMap::keys).into_iter().flatten() {
                if next == start {
                    closing = Some(at);
                    break 'search;
                }
                if !came_from.contains_key(next) {
                    came_from.insert(next, at);
                    queue.push_back(next);
                }
            }
        }
        let Some(mut at) = closing else {
            continue;
        };
        let mut circle = vec![start.clone()];
        while at != start {
            circle.push(at.clone());
            at = came_from[at];
        }
        circle.push(start.clone());
        circle.reverse();
        // circle: start -> ... -> start
        let mut key = circle[1..].to_vec();
        key.sort();
        if !reported.insert(key) {
            continue;
        }
        let steps: Vec<String> = circle
            .windows(2)
            .map(|pair| {
                let (file, line, what) = &edges[&pair[0]][&pair[1]];
                format!("{file}:{line} ({what})")
            })
            .collect();
        let (file, line, _) = &edges[&circle[0]][&circle[1]];
        let names: Vec<String> = circle.iter().map(ToString::to_string).collect();
        violations.push(Violation {
            file: file.clone(),
            line: *line,
            what: format!(
                "import circle: {}; imports: {}",
                names.join(" -> "),
                steps.join(", ")
            ),
        });
    }
    violations
}

// ---------------------------------------------------------------------------------------------
// The real tree.

/// The app's source folder: `LAYERS_ROOT` if set, else `src/app` of the package's folder where
/// the tests run (cargo says so at run time; the folder baked in at build time may be another,
/// when a cached build moved with its workspace).
fn app_dir() -> PathBuf {
    if let Some(root) = std::env::var_os("LAYERS_ROOT") {
        return PathBuf::from(root);
    }
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .or_else(|| option_env!("CARGO_MANIFEST_DIR").map(PathBuf::from))
        .expect("set CARGO_MANIFEST_DIR or LAYERS_ROOT (the src/app folder to check)");
    manifest.join("src/app")
}

#[test]
fn the_app_is_in_one_way_layers() {
    let app = app_dir();
    assert!(app.is_dir(), "no app source at {}", app.display());
    let report: Vec<String> = violations(&app).iter().map(ToString::to_string).collect();
    assert!(
        report.is_empty(),
        "layering broken ({} violations):\n{}",
        report.len(),
        report.join("\n")
    );
}

/// The layers and the features named in the test are the real tree's, so the lists can't go
/// stale; the allowed feature imports name real features and make no circle themselves.
#[test]
fn the_listed_layers_and_features_are_the_real_ones() {
    let app = app_dir();
    let folders = |dir: &Path| -> BTreeSet<String> {
        std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter(|e| e.path().is_dir())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    let layers: BTreeSet<String> = LAYERS.iter().map(|l| (*l).to_owned()).collect();
    assert_eq!(folders(&app), layers, "the layers in {}", app.display());
    let features = folders(&app.join(FEATURES));
    for (from, to) in FEATURE_IMPORTS {
        assert!(
            features.contains(*from) && features.contains(*to),
            "FEATURE_IMPORTS names {from} -> {to}, but the features are {features:?}"
        );
        assert_ne!(from, to, "a feature needs no permission to import itself");
    }
    let mut edges: BTreeMap<Unit, BTreeMap<Unit, (String, usize, String)>> = BTreeMap::new();
    let layer = LAYERS
        .iter()
        .position(|l| *l == FEATURES)
        .expect("a features layer");
    let feature = |name: &str| Unit::Member(layer, name.to_owned());
    for (from, to) in FEATURE_IMPORTS {
        edges.entry(feature(from)).or_default().insert(
            feature(to),
            ("FEATURE_IMPORTS".to_owned(), 0, String::new()),
        );
    }
    let loops = circles(&edges);
    assert!(loops.is_empty(), "FEATURE_IMPORTS has a circle: {loops:?}");
}

/// An allowed import between features that none makes any more comes off the list, so the
/// list says exactly who imports whom.
#[test]
fn every_allowed_feature_import_is_made() {
    let made = check(&app_dir(), FEATURE_IMPORTS).feature_imports;
    let unused: Vec<String> = FEATURE_IMPORTS
        .iter()
        .filter(|(from, to)| !made.contains(&((*from).to_owned(), (*to).to_owned())))
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect();
    assert!(
        unused.is_empty(),
        "FEATURE_IMPORTS allows imports no feature makes: {}",
        unused.join(", ")
    );
}

// ---------------------------------------------------------------------------------------------
// Planted trees.

/// A small app tree in a temporary folder, removed when dropped.
struct Planted {
    dir: PathBuf,
}

impl Planted {
    /// A tree that keeps every rule, named after the test using it.
    fn new(test: &str) -> Planted {
        let dir = std::env::temp_dir().join(format!(
            "lasca-layers-{test}-{}-{:?}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or_default()
        ));
        let planted = Planted { dir };
        let _ = std::fs::remove_dir_all(&planted.dir);
        planted.write(
            "mod.rs",
            "mod board;\nmod capture;\nmod core;\nmod features;\nmod input;\nmod kit;\nmod play;\n\
             mod run;\nmod shell;\n\
             pub use self::core::{Rules, messages::GameReset};\n\
             pub use features::learn::Learn;\n\
             pub struct CorePlugin;\n",
        );
        planted.write(
            "run.rs",
            "use crate::app::shell::hud::Hud;\nuse bevy_egui::EguiPlugin;\n",
        );
        planted.write("capture.rs", "use super::CorePlugin;\n");
        planted.write(
            "core/mod.rs",
            "mod messages;\nmod rules;\npub use rules::*;\npub use messages::GameReset;\n",
        );
        planted.write("core/rules.rs", "pub struct Rules;\npub fn judge() {}\n");
        planted.write(
            "core/messages.rs",
            "use super::Rules;\npub struct GameReset;\n",
        );
        planted.write("board/mod.rs", "mod scene;\npub use scene::Scene;\n");
        planted.write(
            "board/scene.rs",
            "use crate::app::core::{Rules, GameReset};\npub struct Scene;\n",
        );
        planted.write("input/mod.rs", "mod keys;\n");
        planted.write(
            "input/keys.rs",
            "use crate::app::board::Scene;\npub struct KeyboardTaken;\n",
        );
        planted.write(
            "play/mod.rs",
            "mod history;\nmod task;\npub use history::History;\npub use task::Task;\n",
        );
        planted.write(
            "play/history.rs",
            "use super::super::core;\npub struct History;\nfn f() { core::judge(); }\n",
        );
        planted.write("play/task.rs", "use super::History;\npub struct Task;\n");
        planted.write("kit/mod.rs", "pub mod theme;\npub use bevy_egui::egui;\n");
        planted.write(
            "kit/theme.rs",
            "use bevy_egui::egui::Color32;\nuse crate::app::play::Task;\n",
        );
        planted.write(
            "features/mod.rs",
            "pub mod analysis;\npub mod editor;\npub mod learn;\npub mod puzzles;\npub mod review;\n\
             pub use review::*;\n",
        );
        planted.write(
            "features/learn/mod.rs",
            "mod state;\nmod panel;\npub use state::{Learn, Lesson};\n",
        );
        planted.write(
            "features/learn/state.rs",
            "use crate::app::play::History;\npub struct Learn;\npub struct Lesson;\n",
        );
        planted.write(
            "features/learn/panel.rs",
            "use bevy_egui::egui;\nuse crate::app::kit::theme;\nuse super::Learn;\n",
        );
        planted.write(
            "features/review/mod.rs",
            "mod controller;\npub use controller::Review;\n",
        );
        planted.write(
            "features/review/controller.rs",
            "use crate::app::features::learn::Lesson;\npub struct Review;\n",
        );
        planted.write(
            "features/puzzles/mod.rs",
            "mod panel;\npub struct Puzzles;\nfn f() { let _ = crate::app::features::learn::Learn; }\n",
        );
        planted.write(
            "features/puzzles/panel/mod.rs",
            "mod list;\nuse crate::app::kit::egui;\n",
        );
        planted.write(
            "features/puzzles/panel/list.rs",
            "use bevy_egui::egui::Ui;\n",
        );
        planted.write("features/analysis/mod.rs", "pub struct Analysis;\n");
        planted.write(
            "features/editor/mod.rs",
            "use super::analysis::Analysis;\npub struct Editor;\n",
        );
        planted.write("shell/mod.rs", "pub mod hud;\n");
        planted.write(
            "shell/hud.rs",
            "use bevy_egui::{EguiContexts, egui};\n\
             use crate::app::features::{Review, learn::Learn, puzzles::Puzzles};\n\
             pub struct Hud;\n",
        );
        planted
    }

    /// The tree's `src/app`.
    fn app(&self) -> PathBuf {
        self.dir.join("src/app")
    }

    /// Writes `text` to `file` below `src/app`.
    fn write(&self, file: &str, text: &str) {
        let path = self.app().join(file);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("a temporary folder");
        std::fs::write(path, text).expect("a temporary file");
    }

    /// The violations, as text.
    fn check(&self, allowed: &[(&str, &str)]) -> Vec<String> {
        violations_with(&self.app(), allowed)
            .iter()
            .map(ToString::to_string)
            .collect()
    }
}

impl Drop for Planted {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Asserts that `found` is exactly one violation, containing each of `needles`.
fn assert_one(found: &[String], needles: &[&str]) {
    assert_eq!(found.len(), 1, "{found:#?}");
    for needle in needles {
        assert!(found[0].contains(needle), "no {needle:?} in {found:#?}");
    }
}

#[test]
fn a_tree_that_keeps_the_rules_passes() {
    let tree = Planted::new("clean");
    assert_eq!(tree.check(FEATURE_IMPORTS), Vec::<String>::new());
}

#[test]
fn an_upward_import_fails() {
    let tree = Planted::new("upward");
    tree.write(
        "board/scene.rs",
        "use crate::app::core::Rules;\n\
         pub struct Scene;\n\
         fn f() {\n    crate::app::play::history::History::new();\n}\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &[
            "src/app/board/scene.rs:4: board::scene imports crate::app::play::history::History",
            "defined in src/app/play/history.rs",
        ],
    );
    // The assembly is above every layer.
    let tree = Planted::new("upward-assembly");
    tree.write(
        "core/rules.rs",
        "use crate::app::CorePlugin;\npub struct Rules;\npub fn judge() {}\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &[
            "src/app/core/rules.rs:1: core::rules imports crate::app::CorePlugin",
            "the app's assembly",
        ],
    );
}

#[test]
fn a_circle_within_a_layer_fails() {
    let tree = Planted::new("circle");
    // Grouped, relative, over several lines: history -> task -> history.
    tree.write(
        "play/history.rs",
        "use super::{\n    super::core::Rules,\n    task::{self, Task},\n};\npub struct History;\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &[
            "import circle: play::history -> play::task -> play::history",
            "src/app/play/history.rs:3 (super::task)",
            "src/app/play/task.rs:1 (super::History)",
        ],
    );
    // A folder below a layer is one unit: its files may import each other, but the folder and
    // another file of the layer may not.
    let tree = Planted::new("circle-folder");
    tree.write(
        "kit/mod.rs",
        "pub mod rows;\npub mod theme;\npub use bevy_egui::egui;\n",
    );
    tree.write(
        "kit/rows/mod.rs",
        "mod list;\npub use list::List;\npub struct Row;\n",
    );
    tree.write("kit/rows/list.rs", "use super::Row;\npub struct List;\n");
    assert_eq!(tree.check(FEATURE_IMPORTS), Vec::<String>::new());
    tree.write(
        "kit/theme.rs",
        "use bevy_egui::egui::Color32;\npub struct Colour;\nfn f() { let _ = super::rows::List; }\n",
    );
    tree.write(
        "kit/rows/list.rs",
        "use super::Row;\npub struct List;\nuse crate::app::kit::theme::Colour;\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &["import circle: kit::rows -> kit::theme -> kit::rows"],
    );
}

#[test]
fn a_feature_import_off_the_list_fails() {
    let tree = Planted::new("feature-off-list");
    // analysis -> editor is not allowed (editor -> analysis is).
    tree.write(
        "features/analysis/mod.rs",
        "mod board_view;\npub struct Analysis;\n",
    );
    tree.write(
        "features/analysis/board_view.rs",
        "use crate::app::{core::Rules, features::learn::Lesson};\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &[
            "src/app/features/analysis/board_view.rs:1: feature analysis imports \
             crate::app::features::learn::Lesson",
            "analysis -> learn is not on FEATURE_IMPORTS",
        ],
    );
}

#[test]
fn a_feature_circle_fails() {
    let tree = Planted::new("feature-circle");
    tree.write(
        "features/learn/state.rs",
        "use crate::app::play::History;\npub struct Learn;\npub struct Lesson;\n\
         fn f() { let _ = super::super::review::Review; }\n",
    );
    // Allowed both ways, the circle still fails.
    let both = [
        ("review", "learn"),
        ("learn", "review"),
        ("puzzles", "learn"),
        ("editor", "analysis"),
    ];
    assert_one(
        &tree.check(&both),
        &[
            "import circle: features::learn -> features::review -> features::learn",
            "src/app/features/learn/state.rs:4 (super::super::review::Review)",
            "src/app/features/review/controller.rs:1",
        ],
    );
    // With the real list, learn -> review is off it, and so is the circle.
    let found = tree.check(FEATURE_IMPORTS);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found
            .iter()
            .any(|v| v.contains("learn -> review is not on FEATURE_IMPORTS"))
    );
    assert!(found.iter().any(|v| v.contains("import circle")));
}

#[test]
fn egui_outside_panels_kit_and_shell_fails() {
    let tree = Planted::new("egui");
    // A feature's controller, a play file (directly), input (through kit's re-export).
    tree.write(
        "features/review/controller.rs",
        "use crate::app::features::learn::Lesson;\npub struct Review;\n\
         fn show(ui: &mut bevy_egui::egui::Ui) {}\n",
    );
    tree.write(
        "play/task.rs",
        "use super::History;\nuse bevy_egui::input::EguiWantsInput;\npub struct Task;\n\
         fn f(egui: Option<EguiWantsInput>) { egui.is_some(); }\n",
    );
    tree.write(
        "input/keys.rs",
        "use crate::app::board::Scene;\npub struct KeyboardTaken;\n",
    );
    tree.write("input/mod.rs", "mod keys;\nmod pointer;\n");
    tree.write(
        "input/pointer.rs",
        "// egui::Ui in a comment, \"bevy_egui::x\" in a string\n",
    );
    tree.write(
        "board/mod.rs",
        "mod scene;\npub use scene::Scene;\nuse ::bevy_egui::EguiPlugin;\n",
    );
    tree.write(
        "board/scene.rs",
        "pub struct Scene;\nfn f() { let _ = ::egui::Id::NULL; }\n",
    );
    let found = tree.check(FEATURE_IMPORTS);
    assert_eq!(found.len(), 4, "{found:#?}");
    assert!(
        found[0].starts_with("src/app/board/mod.rs:3: uses egui"),
        "{found:#?}"
    );
    assert!(
        found[1].starts_with("src/app/board/scene.rs:2: uses egui"),
        "{found:#?}"
    );
    let found = &found[2..];
    assert!(found[0].starts_with("src/app/features/review/controller.rs:3: uses egui"));
    assert!(found[1].starts_with("src/app/play/task.rs:2: uses egui"));
    // A name re-exported by kit is egui too.
    tree.write("input/pointer.rs", "use crate::app::kit::egui::Context;\n");
    let found = tree.check(FEATURE_IMPORTS);
    assert_eq!(found.len(), 5, "{found:#?}");
    assert!(
        found
            .iter()
            .any(|v| v.starts_with("src/app/input/pointer.rs:1: uses egui"))
    );
}

#[test]
fn an_import_through_a_reexport_counts_where_it_is_defined() {
    let tree = Planted::new("reexport");
    // play -> crate::app::Learn: the assembly re-exports features::learn::Learn, learn's
    // mod.rs re-exports state's: an import of features/learn/state.rs, upward.
    tree.write(
        "play/task.rs",
        "use super::History;\nuse crate::app::Learn;\npub struct Task;\n",
    );
    // puzzles -> features::Review: features/mod.rs re-exports review's names with a glob.
    tree.write(
        "features/puzzles/mod.rs",
        "mod panel;\npub struct Puzzles;\nuse super::Review;\n",
    );
    let found = tree.check(FEATURE_IMPORTS);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with(
            "src/app/features/puzzles/mod.rs:3: feature puzzles imports super::Review \
             (defined in src/app/features/review/controller.rs"
        ),
        "{found:#?}"
    );
    assert!(
        found[1].starts_with(
            "src/app/play/task.rs:2: play::task imports crate::app::Learn (defined in \
             src/app/features/learn/state.rs, features::learn)"
        ),
        "{found:#?}"
    );
    // Today's hidden loop: two files of one layer reaching each other through its mod.rs.
    let tree = Planted::new("reexport-loop");
    tree.write(
        "play/mod.rs",
        "mod history;\nmod task;\npub use history::History;\npub use self::task::{Task};\n",
    );
    tree.write(
        "play/history.rs",
        "use crate::app::play::Task;\npub struct History;\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &["import circle: play::history -> play::task -> play::history"],
    );
}

/// A name the check can't find could hide any violation: it fails too.
#[test]
fn an_import_the_check_cannot_follow_fails() {
    let tree = Planted::new("unfollowed");
    tree.write(
        "play/task.rs",
        "use super::{History, Missing};\npub struct Task;\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &[
            "src/app/play/task.rs:1: cannot follow super::Missing: no `Missing` in src/app/play/mod.rs",
        ],
    );
    // Unless the module has an outside glob it may come from (and the app defines no such
    // name).
    tree.write(
        "play/mod.rs",
        "mod history;\nmod task;\nuse bevy::prelude::*;\npub use history::History;\npub use task::Task;\n",
    );
    assert_eq!(tree.check(FEATURE_IMPORTS), Vec::<String>::new());
    tree.write(
        "play/task.rs",
        "use super::{History, Lesson};\npub struct Task;\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &[
            "src/app/play/task.rs:1: cannot follow super::Lesson: no `Lesson` in src/app/play/mod.rs",
        ],
    );
    // A name a macro of the module defines is found.
    tree.write(
        "play/mod.rs",
        "mod history;\nmod task;\npub use history::History;\npub use task::Task;\n\
         macro_rules! plugins {\n    ($($name:ident),*) => {\n        pub fn plugin() {}\n    };\n}\n\
         plugins!(history, task);\n",
    );
    tree.write(
        "play/task.rs",
        "use super::History;\npub struct Task;\nfn f() { super::plugin(); }\n",
    );
    assert_eq!(tree.check(FEATURE_IMPORTS), Vec::<String>::new());
}

#[test]
fn comments_strings_and_test_modules_count_for_nothing() {
    let tree = Planted::new("text");
    tree.write(
        "core/rules.rs",
        "//! crate::app::shell::hud in a doc comment\n\
         pub struct Rules;\npub fn judge() {}\n\
         /* use crate::app::play::History; /* nested */ crate::app::kit */\n\
         const A: &str = \"crate::app::features::learn\";\n\
         const B: &str = r#\"use crate::app::shell::hud::Hud; \"quoted\" \"#;\n\
         const C: char = '\"'; const D: char = '\\'';\n\
         fn f<'a>(x: &'a str) -> &'a str { x }\n\
         #[cfg(test)]\nmod tests {\n    use super::*;\n    fn g() { judge(); }\n}\n\
         fn h() { let _ = super::Rules; }\n",
    );
    assert_eq!(tree.check(FEATURE_IMPORTS), Vec::<String>::new());
    // The same paths in code do count.
    tree.write(
        "core/rules.rs",
        "pub struct Rules;\npub fn judge() {}\nmod tests {\n    use crate::app::shell::hud::Hud;\n}\n",
    );
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &["src/app/core/rules.rs:4: core::rules::tests imports crate::app::shell::hud::Hud"],
    );
}

#[test]
fn an_unknown_folder_or_file_fails() {
    let tree = Planted::new("unknown");
    tree.write("ui/hud.rs", "use crate::app::shell::hud::Hud;\n");
    tree.write("helpers.rs", "pub fn help() {}\n");
    tree.write("features/common.rs", "pub fn help() {}\n");
    let found = tree.check(FEATURE_IMPORTS);
    assert_eq!(found.len(), 3, "{found:#?}");
    assert!(
        found[0].starts_with("src/app/features/common.rs:0: `common.rs` in features is no feature")
    );
    assert!(found[1].starts_with("src/app/helpers.rs:0: `helpers.rs` is neither a layer"));
    assert!(found[2].starts_with("src/app/ui:0: `ui` is neither a layer"));
}

#[cfg(unix)]
#[test]
fn a_linked_file_fails() {
    let tree = Planted::new("link");
    std::os::unix::fs::symlink("../shell/hud.rs", tree.app().join("play/linked.rs"))
        .expect("a link");
    assert_one(
        &tree.check(FEATURE_IMPORTS),
        &["src/app/play/linked.rs:0: a link"],
    );
}

/// A file that is no Rust (cut off, unbalanced) gives violations or none, never a hang or a
/// panic.
#[test]
fn a_malformed_file_neither_hangs_nor_panics() {
    let tree = Planted::new("malformed");
    for text in [
        "use a::{b, ;",
        "use super::{",
        "use crate::app::{shell::{hud::Hud",
        "use ;;; use :: ; use as as;",
        "mod",
        "fn f() { \"unterminated",
        "r#\"raw, unterminated",
        "/* open comment",
        "'",
        "}}}} mod x { {{ use super::super::super::super::super::X;",
        "use self::*; use super::*; pub use self::task::*;",
    ] {
        tree.write("play/task.rs", text);
        let _ = tree.check(FEATURE_IMPORTS);
    }
}
