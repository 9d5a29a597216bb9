//! The language test: every language has every key of English, with the same placeholders
//! and attributes; every file parses; every key the code asks for exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use fluent_syntax::parser;

use super::{CATALOGUES, Language};

/// A message's shape: its placeholders and its attributes.
#[derive(PartialEq, Eq, Debug, Default)]
struct Shape {
    variables: BTreeSet<String>,
    attributes: BTreeSet<String>,
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for named in &arguments.named {
                inline_variables(&named.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Every message of a language by key, with the file it is in; panics on a syntax error or a
/// key defined twice.
fn shapes(code: &str, files: &[(&str, &str)]) -> BTreeMap<String, (String, Shape)> {
    let mut all = BTreeMap::new();
    for (file, text) in files {
        let resource = parser::parse(*text).unwrap_or_else(|(_, errors)| {
            panic!("assets/i18n/{code}/{file}.ftl does not parse: {errors:?}")
        });
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let mut shape = Shape::default();
            if let Some(value) = &message.value {
                pattern_variables(value, &mut shape.variables);
            }
            for attribute in &message.attributes {
                shape.attributes.insert(attribute.id.name.to_owned());
                pattern_variables(&attribute.value, &mut shape.variables);
            }
            let key = message.id.name.to_owned();
            if let Some((other, _)) = all.insert(key.clone(), (file.to_string(), shape)) {
                panic!("`{key}` is defined twice in {code}: in {other}.ftl and {file}.ftl");
            }
        }
    }
    all
}

#[test]
fn every_language_has_every_key_with_the_same_placeholders() {
    let (english_code, english_files) = CATALOGUES[0];
    assert_eq!(english_code, "en", "English comes first");
    let english = shapes(english_code, english_files);
    assert!(english.contains_key("language-name"));
    assert!(CATALOGUES.len() >= 3, "English, German and Polish at least");
    let mut problems = Vec::new();
    for (code, files) in &CATALOGUES[1..] {
        let other = shapes(code, files);
        for (key, (file, shape)) in &english {
            match other.get(key) {
                None => problems.push(format!("{code}: `{key}` (en/{file}.ftl) is missing")),
                Some((_, theirs)) if theirs.variables != shape.variables => problems.push(format!(
                    "{code}: `{key}` has placeholders {:?}, English has {:?}",
                    theirs.variables, shape.variables
                )),
                Some((_, theirs)) if theirs.attributes != shape.attributes => {
                    problems.push(format!("{code}: `{key}` has other attributes than English"))
                }
                Some(_) => {}
            }
        }
        for key in other.keys().filter(|key| !english.contains_key(*key)) {
            problems.push(format!("{code}: `{key}` is not an English key"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every `t!("key"` and `tr("key"` in the sources (outside this module, whose documentation
/// shows them), with where it is.
fn keys_in_sources(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
    entries.sort_by_key(|entry| entry.path());
    for entry in entries {
        let path = entry.path();
        if path.is_dir() {
            keys_in_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.parent().is_some_and(|p| p.ends_with("i18n"))
        {
            let text = std::fs::read_to_string(&path).unwrap();
            for opener in ["t!(", "tr("] {
                for (at, _) in text.match_indices(opener) {
                    // `format!("` and `attr("` are no lookups: the opener starts a word.
                    if text[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                    {
                        continue;
                    }
                    // The key may be on the next line, where rustfmt puts a long call's
                    // arguments; anything but a literal (`t!(key)`) is not checked here.
                    let Some(rest) = text[at + opener.len()..].trim_start().strip_prefix('"')
                    else {
                        continue;
                    };
                    let key = &rest[..rest.find('"').unwrap_or(0)];
                    let line = text[..at].lines().count();
                    out.push((key.to_owned(), format!("{}:{line}", path.display())));
                }
            }
        }
    }
}

#[test]
fn every_key_the_code_asks_for_exists() {
    let root = Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("src");
    let mut used = Vec::new();
    keys_in_sources(&root, &mut used);
    assert!(used.len() > 10, "the scan finds the keys");
    let english = shapes("en", CATALOGUES[0].1);
    let missing: Vec<String> = used
        .iter()
        .filter(|(key, _)| !english.contains_key(key))
        .map(|(key, place)| format!("{place}: `{key}`"))
        .collect();
    assert!(
        missing.is_empty(),
        "keys with no English text:\n{}",
        missing.join("\n")
    );
}

#[test]
fn languages_are_found_by_code_and_locale() {
    assert_eq!(Language::from_code("en"), Some(Language::ENGLISH));
    let german = Language::from_code("de").expect("German ships");
    for locale in ["de-DE", "de_AT.UTF-8", "DE", "de@euro"] {
        assert_eq!(Language::from_code(locale), Some(german), "{locale}");
    }
    assert_eq!(Language::from_code("xx"), None);
    assert_eq!(Language::from_code(""), None);
    assert_eq!(german.native_name(), "Deutsch");
    assert_eq!(Language::ENGLISH.native_name(), "English");
}

#[test]
fn text_is_formatted_in_any_language_and_falls_back() {
    let german = Language::from_code("de").unwrap();
    let localizer = super::localizer();
    let mut args = super::FluentArgs::new();
    args.set("side", "Weiß");
    assert_eq!(
        localizer.text(german.0, "result-wins", Some(&args)),
        "Weiß gewinnt"
    );
    args.set("side", "White");
    assert_eq!(localizer.text(0, "result-wins", Some(&args)), "White wins");
    assert_eq!(localizer.text(german.0, "no-such-key", None), "no-such-key");
}

#[test]
fn numbers_follow_the_language() {
    let german = Language::from_code("de").unwrap();
    assert_eq!(super::localized(german, format!("{:+.2}", 0.45)), "+0,45");
    assert_eq!(super::localized(german, format!("{:.1}", -12.25)), "-12,2");
    assert_eq!(
        super::localized(Language::ENGLISH, format!("{:+.2}", 0.45)),
        "+0.45"
    );
    assert_eq!(super::localized(german, "1500".to_owned()), "1500");
}

/// Every language has exactly English's files: a panel's words are where its file is.
#[test]
fn every_language_has_the_english_files() {
    let names = |files: &[(&str, &str)]| -> Vec<String> {
        files.iter().map(|(name, _)| (*name).to_owned()).collect()
    };
    let english = names(CATALOGUES[0].1);
    for (code, files) in &CATALOGUES[1..] {
        assert_eq!(names(files), english, "assets/i18n/{code}/");
    }
    for code in ["de", "pl"] {
        assert!(
            CATALOGUES.iter().any(|(shipped, _)| *shipped == code),
            "{code} ships"
        );
    }
}

#[test]
fn polish_is_found_by_code_and_locale_and_names_itself() {
    let polish = Language::from_code("pl").expect("Polish ships");
    for locale in ["pl-PL", "pl_PL.UTF-8", "PL"] {
        assert_eq!(Language::from_code(locale), Some(polish), "{locale}");
    }
    assert_eq!(polish.code(), "pl");
    assert_eq!(polish.native_name(), "Polski");
    assert!(Language::codes().contains("pl"), "{}", Language::codes());
    assert_eq!(super::localized(polish, format!("{:+.2}", 0.45)), "+0,45");
}

/// The text of `key` in Polish with the number `name` = `n` (and `extra` text placeholders).
fn polish_count(key: &str, name: &str, n: i64, extra: &[(&str, &str)]) -> String {
    let polish = Language::from_code("pl").unwrap();
    let mut args = super::FluentArgs::new();
    for (extra_name, text) in extra {
        args.set(*extra_name, *text);
    }
    args.set(name, n);
    super::localizer().text(polish.0, key, Some(&args))
}

/// Polish counts take Fluent's `pl` plural rules: one for 1; few for 2-4, 22-24, 32-34...
/// but not 12-14; many for 0, 5-21, 25-31...
#[test]
fn polish_counts_take_polish_plurals() {
    let moves = |n| polish_count("puzzles-say", "plies", n, &[("side", "Białe")]);
    for (n, words) in [
        (1, "to 1 ruch z"),
        (2, "to 2 ruchy z"),
        (4, "to 4 ruchy z"),
        (5, "to 5 ruchów z"),
        (12, "to 12 ruchów z"),
        (14, "to 14 ruchów z"),
        (21, "to 21 ruchów z"),
        (22, "to 22 ruchy z"),
        (0, "to 0 ruchów z"),
    ] {
        let text = moves(n);
        assert!(text.contains(words), "{n}: {text}");
    }
    let plies = |n| polish_count("notices-opened", "plies", n, &[("path", "a.pgn")]);
    assert_eq!(plies(1), "Otwarto a.pgn (1 półruch)");
    assert_eq!(plies(3), "Otwarto a.pgn (3 półruchy)");
    assert_eq!(plies(13), "Otwarto a.pgn (13 półruchów)");
    assert_eq!(plies(24), "Otwarto a.pgn (24 półruchy)");
    assert_eq!(plies(25), "Otwarto a.pgn (25 półruchów)");
    let men = |n| polish_count("labels-count-men", "count", n, &[("side", "Białe")]);
    assert_eq!(men(1), "Białe: 1 pion");
    assert_eq!(men(2), "Białe: 2 piony");
    assert_eq!(men(5), "Białe: 5 pionów");
    assert_eq!(men(11), "Białe: 11 pionów");
}

/// Where a Polish text selects on a number (it has a `[one]` variant), it has every Polish
/// category: no English `one`/`other` pair left, which would say "5 pionu".
fn selects_without_polish_plurals(pattern: &Pattern<&str>, key: &str, out: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable {
            expression: Expression::Select { variants, .. },
        } = element
        {
            let keys: BTreeSet<String> = variants
                .iter()
                .map(|variant| match &variant.key {
                    VariantKey::Identifier { name } => (*name).to_owned(),
                    VariantKey::NumberLiteral { value } => (*value).to_owned(),
                })
                .collect();
            if keys.contains("one") && !["few", "many", "other"].iter().all(|k| keys.contains(*k)) {
                out.push(format!("`{key}` selects on {keys:?}"));
            }
            for variant in variants {
                selects_without_polish_plurals(&variant.value, key, out);
            }
        }
    }
}

#[test]
fn polish_plurals_have_every_polish_category() {
    let (_, files) = CATALOGUES.iter().find(|(code, _)| *code == "pl").unwrap();
    let mut problems = Vec::new();
    let with_plurals = files
        .iter()
        .filter(|(_, text)| text.contains("[few]"))
        .count();
    assert!(with_plurals > 5, "the Polish catalogue has plurals");
    for (_, text) in *files {
        let resource = parser::parse(*text).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            if let Entry::Message(message) = entry
                && let Some(value) = &message.value
            {
                selects_without_polish_plurals(value, message.id.name, &mut problems);
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
