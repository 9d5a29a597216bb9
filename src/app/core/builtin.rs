//! What ships inside the binary, in one place: the lessons (`assets/lessons/`), the puzzles
//! (`assets/puzzles/puzzles.txt`) and Lasker's 1911 booklet games (`assets/games/`), each with
//! its translations as `build.rs` lists them.

use crate::i18n::{LanguageFolders, file_in};

pub use crate::record::{BUILTIN_LESSONS, BUILTIN_PUZZLES};

/// The booklet's games, in the game file format: English, the reference.
pub const LASKER_1911: &str = include_str!("../../../assets/games/lasker1911.pgn");
/// The booklet's file name, in `assets/games/` and in each language folder under it.
pub const LASKER_1911_FILE: &str = "lasker1911.pgn";
/// The builtin games translated: every language folder `assets/games/CODE/` and its game files
/// (name, text), listed by `build.rs`.
pub const GAME_TRANSLATIONS: LanguageFolders =
    include!(concat!(env!("OUT_DIR"), "/game_translations.rs"));

/// The booklet's games in the language `code` (`de`): its translation, or English.
pub fn lasker_1911(code: &str) -> &'static str {
    file_in(GAME_TRANSLATIONS, code, LASKER_1911_FILE).unwrap_or(LASKER_1911)
}
