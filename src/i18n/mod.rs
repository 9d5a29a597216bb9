//! The words players see, in every language the game ships: Fluent files in
//! `assets/i18n/CODE/*.ftl` (one file per panel or feature), built into the binary by
//! `build.rs`. English (`en`) is the reference; a key missing elsewhere falls back to it, and
//! `tests.rs` fails on a missing key, a differing placeholder or a key the code asks for that no
//! file has. Adding a language is adding a folder: no code changes.
//!
//! The language is process-wide, like the window's locale: panels are immediate-mode egui
//! code, many helpers deep inside them produce text, and threading a resource into each would
//! not make one frame show two languages any less wrong. [`set_language`] switches it at once;
//! the app calls it from the settings. The command line and the engine protocol stay English
//! and never call this module.
//!
//! Fluent is `fluent-bundle` (Project Fluent's own crate); the system locale is `sys-locale`.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};

pub use fluent_bundle::FluentArgs;

#[cfg(test)]
mod tests;

/// Files by language, as `build.rs` lists a folder of language folders (`assets/i18n`,
/// `assets/lessons`, `assets/games`): each language's code and its files (name, text).
pub type LanguageFolders = &'static [(&'static str, &'static [(&'static str, &'static str)])];

/// Every language: its code and its Fluent files (name, text), English first.
pub(crate) const CATALOGUES: LanguageFolders = include!(concat!(env!("OUT_DIR"), "/i18n.rs"));

/// The file `name` of language `code` in `folders`, if that language has it.
pub fn file_in(folders: LanguageFolders, code: &str, name: &str) -> Option<&'static str> {
    let (_, files) = folders.iter().find(|(language, _)| *language == code)?;
    files
        .iter()
        .find(|(file, _)| *file == name)
        .map(|(_, text)| *text)
}

/// A language the game ships, by its index in [`CATALOGUES`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Language(usize);

impl Language {
    /// English: the reference language and the fallback.
    pub const ENGLISH: Language = Language(0);

    /// Every language shipped, English first.
    pub fn all() -> impl Iterator<Item = Language> {
        (0..CATALOGUES.len()).map(Language)
    }

    /// Its code: `en`, `de`, `pl`.
    pub fn code(self) -> &'static str {
        CATALOGUES[self.0].0
    }

    /// Its own name for itself (`Deutsch`, `Polski`), for the language menu.
    pub fn native_name(self) -> String {
        localizer().text(self.0, "language-name", None)
    }

    /// The language of a code or locale: `de`, `DE`, `de-AT`, `de_DE.UTF-8`; `None` for a
    /// language not shipped.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::all().find(|language| language.code() == primary)
    }

    /// The system's language if the game ships it, else English (asked of the system once a
    /// run: the Settings menu names it every frame it is open).
    pub fn system() -> Language {
        static SYSTEM: OnceLock<Language> = OnceLock::new();
        *SYSTEM.get_or_init(|| {
            sys_locale::get_locales()
                .find_map(|locale| Language::from_code(&locale))
                .unwrap_or(Language::ENGLISH)
        })
    }

    /// The codes shipped, for error messages: `en, de, pl`.
    pub fn codes() -> String {
        Language::all()
            .map(Language::code)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The language players see now (English until [`set_language`]).
pub fn language() -> Language {
    Language(CURRENT.load(Ordering::Relaxed))
}

/// Switches every text to `language` from the next frame.
pub fn set_language(language: Language) {
    CURRENT.store(language.0, Ordering::Relaxed);
}

/// The text of `key` in the current language.
pub fn tr(key: &str) -> String {
    localizer().text(language().0, key, None)
}

/// The text of `key` with its placeholders filled from `args` (see [`t!`](crate::t)).
pub fn tr_with(key: &str, args: &FluentArgs) -> String {
    localizer().text(language().0, key, Some(args))
}

/// `value` with `places` decimals in the current language: `0.45` in English, `0,45` in German
/// (the catalogue's `number-decimal-separator`).
pub fn decimal(value: f64, places: usize) -> String {
    localized(language(), format!("{value:.places$}"))
}

/// As [`decimal`], with its sign always written: `+0.45`, `-1,20`.
pub fn signed_decimal(value: f64, places: usize) -> String {
    localized(language(), format!("{value:+.places$}"))
}

/// A number Rust wrote (`-0.45`) with `language`'s decimal separator.
fn localized(language: Language, number: String) -> String {
    let separator = localizer().text(language.0, "number-decimal-separator", None);
    if separator == "." {
        number
    } else {
        number.replace('.', &separator)
    }
}

/// A placeholder's value: text or a number.
pub fn value<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// `t!("key")` or `t!("key", side = name, plies = n)`: the text of a Fluent message in the
/// current language, placeholders filled. Values are text (`&str`, `String`) or numbers.
#[macro_export]
macro_rules! t {
    ($key:expr) => {
        $crate::i18n::tr($key)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::value($value)); )+
        $crate::i18n::tr_with($key, &args)
    }};
}

static CURRENT: AtomicUsize = AtomicUsize::new(0);

/// Every language's bundle, built once.
struct Localizer {
    bundles: Vec<FluentBundle<FluentResource>>,
}

fn localizer() -> &'static Localizer {
    static LOCALIZER: OnceLock<Localizer> = OnceLock::new();
    LOCALIZER.get_or_init(|| Localizer {
        bundles: CATALOGUES
            .iter()
            .map(|(code, files)| bundle(code, files))
            .collect(),
    })
}

/// A language's bundle. A file with a syntax error keeps the messages that parse (the
/// language test names the error); a duplicate key keeps the first.
fn bundle(code: &str, files: &[(&str, &str)]) -> FluentBundle<FluentResource> {
    let id = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around placeholders: egui would draw them as boxes.
    bundle.set_use_isolating(false);
    for (_, text) in files {
        let resource = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(r, _)| r);
        // A duplicate key is refused (and keeps its first text); the test fails on it.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

impl Localizer {
    /// `key` in language `index`, else in English, else the key itself (so a missing text
    /// shows what is missing instead of nothing).
    fn text(&self, index: usize, key: &str, args: Option<&FluentArgs>) -> String {
        for bundle in [&self.bundles[index], &self.bundles[0]] {
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        key.to_owned()
    }
}
