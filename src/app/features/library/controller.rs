//! The classic games library: Lasker's five 1911 booklet games (shipped in
//! `assets/games/lasker1911.pgn`) and every game file the player adds (kept in the library
//! folder), replayed on the board.
//!
//! The booklet's games come in the player's language: `assets/games/CODE/lasker1911.pgn` holds
//! them with their titles and notes translated (the same moves), listed by `build.rs` (see
//! `core/builtin.rs`); a language without one shows the English file. When the language
//! changes (Settings), the builtin games are read again in it; the added games, the order and a
//! replay under way stay.
//!
//! Replaying a game makes it the [`CurrentGame`] game and looks back to its start; the history then
//! shows any ply (the move list, the arrow keys), and Play steps forward on a timer, each ply
//! animated as it was played. "Play from here" takes back the moves after the ply shown (they
//! can be redone) and seats the AI or a friend. The engine's comments on a replayed game are
//! its review (`features/review/`).

use std::fmt;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use lasca_rules::{Colour, RuleSettings};

use crate::app::core::builtin::{LASKER_1911, lasker_1911};
use crate::app::core::{
    Activity, CurrentGame, FrameDemand, GameReset, GameSet, HistoryRequest, Navigate, RecordFiles,
    ReplaceGame, Seats, Session, TurnState,
};
use crate::app::play::History;
use crate::app::play::record_text::read_error_text;
use crate::i18n::{Language, language};
use crate::record::{GameFile, Player, Players, ReadError, read_games};
use crate::t;

/// Where the booklet's games come from, for the list.
const LASKER_SOURCE: &str = "Lasker 1911";
/// The slowest and fastest replays, in seconds a ply.
pub const REPLAY_SPEEDS: std::ops::RangeInclusive<f32> = 0.2..=5.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Library>()
        .add_message::<LibraryRequest>()
        .add_systems(Startup, load_added_files)
        .add_systems(
            Update,
            (follow_language, handle_requests, replay_on_timer)
                .chain()
                .in_set(GameSet::Controllers),
        )
        .add_systems(
            Update,
            forget_on_foreign_reset
                .after(GameSet::CurrentGame)
                .before(GameSet::Sync),
        );
}

/// A game of the library and where it comes from.
#[derive(Clone, Debug)]
pub struct LibraryGame {
    /// The game with its tags and comments.
    pub file: GameFile,
    /// Where it comes from: "Lasker 1911", or the added file's name.
    pub source: String,
}

impl LibraryGame {
    /// A title for the list: the `Event` tag, or the players.
    pub fn title(&self) -> String {
        if let Some(event) = self.file.tag("Event") {
            return event.to_owned();
        }
        let white = self.file.tag("White").unwrap_or("?");
        let black = self.file.tag("Black").unwrap_or("?");
        format!("{white} – {black}")
    }
}

/// What the library window asks for.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum LibraryRequest {
    /// Replay this game (an index into [`Library::games`]) from its start.
    Replay(usize),
    /// Step forward on the timer.
    Play,
    /// Stop the timer.
    Pause,
    /// Seconds a ply while playing.
    Speed(f32),
    /// Play on from the ply shown: the side to move is the player's, the other is `opponent`
    /// (a person at the same screen, or the AI).
    PlayFromHere {
        /// Who plays the other side.
        opponent: Player,
    },
    /// Add the games of this file (copied into the library folder).
    Add(PathBuf),
}

/// The library's games and the replay under way.
#[derive(Resource)]
pub struct Library {
    /// Lasker's games, then the added ones.
    pub games: Vec<LibraryGame>,
    /// The game replayed, while it is the game on the board.
    pub replaying: Option<usize>,
    /// Whether the replay steps forward by itself.
    pub playing: bool,
    /// Seconds a ply while playing.
    pub seconds_per_ply: f32,
    /// What the last Add said, and whether it is an error.
    pub notice: Option<(String, bool)>,
    timer: f32,
    /// The replayed game was just put on the board: look back to its start next frame.
    to_start: bool,
    /// How many of [`Library::games`], from the first, are the builtin ones.
    builtin: usize,
    /// The language code the builtin games are in.
    language: String,
}

impl Default for Library {
    fn default() -> Library {
        let code = language().code();
        let games = builtin_games(code);
        Library {
            builtin: games.len(),
            games,
            language: code.to_owned(),
            replaying: None,
            playing: false,
            seconds_per_ply: 1.5,
            notice: None,
            timer: 0.0,
            to_start: false,
        }
    }
}

/// The builtin games in the language `code`: each game from the translation where it reads and
/// is the English game (the same moves and result), else the English game.
fn builtin_games(code: &str) -> Vec<LibraryGame> {
    let english = read_games(LASKER_1911, RuleSettings::default()).games;
    let translated = if code == Language::ENGLISH.code() {
        Vec::new()
    } else {
        read_games(lasker_1911(code), RuleSettings::default()).games
    };
    english
        .into_iter()
        .enumerate()
        .map(|(i, file)| LibraryGame {
            file: match translated.get(i) {
                Some(other) if same_game(other, &file) => other.clone(),
                _ => file,
            },
            source: LASKER_SOURCE.into(),
        })
        .collect()
}

/// Whether two game files hold the same game: start, moves and result.
fn same_game(a: &GameFile, b: &GameFile) -> bool {
    a.game == b.game && a.result == b.result
}

impl Library {
    /// The language code the builtin games are in.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// Puts the builtin games in the language `code` (English where it has no translation):
    /// their titles and notes change; the added games, every index and a replay under way stay
    /// (the games are the same).
    pub fn localise(&mut self, code: &str) {
        let builtin = self.builtin;
        for (slot, game) in self.games.iter_mut().take(builtin).zip(builtin_games(code)) {
            if same_game(&slot.file, &game.file) {
                *slot = game;
            }
        }
        self.language = code.to_owned();
    }

    /// The game replayed.
    pub fn replayed(&self) -> Option<&LibraryGame> {
        self.games.get(self.replaying?)
    }

    /// Reads a file's games into the library; says what was read (or why not all of it).
    fn add_games(&mut self, path: &Path, text: &str) -> Result<String, AddProblem> {
        let read = read_games(text, RuleSettings::default());
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let count = read.games.len();
        self.games
            .extend(read.games.into_iter().map(|file| LibraryGame {
                file,
                source: name.clone(),
            }));
        match (read.error, count) {
            (None, 0) => Err(AddProblem::NoGame { name }),
            (None, _) => Ok(t!("library-added", count = count, name = name.as_str())),
            (Some(error), 0) => Err(AddProblem::Unreadable { name, error }),
            (Some(error), _) => Err(AddProblem::RestUnread { count, name, error }),
        }
    }
}

/// Why a game file added nothing to the library, or not all of it.
#[derive(Debug)]
enum AddProblem {
    /// The file holds no game.
    NoGame { name: String },
    /// The file is unreadable before its first game.
    Unreadable { name: String, error: ReadError },
    /// The file's first `count` games were added; then it is unreadable.
    RestUnread {
        count: usize,
        name: String,
        error: ReadError,
    },
}

impl fmt::Display for AddProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            AddProblem::NoGame { name } => t!("library-holds-no-game", name = name.as_str()),
            AddProblem::Unreadable { name, error } => t!(
                "library-file-error",
                name = name.as_str(),
                error = read_error_text(error)
            ),
            AddProblem::RestUnread { count, name, error } => t!(
                "library-added-rest-unread",
                count = *count,
                name = name.as_str(),
                error = read_error_text(error)
            ),
        })
    }
}

impl std::error::Error for AddProblem {}

/// The builtin games follow the language (Settings switches it at run time).
fn follow_language(mut seen: Local<Option<Language>>, mut library: ResMut<Library>) {
    let now = language();
    if *seen != Some(now) {
        *seen = Some(now);
        if library.language != now.code() {
            library.localise(now.code());
        }
    }
}

/// The games the player added before.
fn load_added_files(files: Res<RecordFiles>, mut library: ResMut<Library>) {
    let Some(folder) = &files.library else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| Some(e.ok()?.path())).collect();
    paths.sort();
    for path in paths {
        if let Ok(text) = std::fs::read_to_string(&path)
            && let Err(problem) = library.add_games(&path, &text)
        {
            library.notice = Some((problem.to_string(), true));
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<LibraryRequest>,
    mut library: ResMut<Library>,
    files: Res<RecordFiles>,
    rules: Res<CurrentGame>,
    history: Res<History>,
    mut players: ResMut<Seats>,
    mut session: ResMut<Session>,
    mut replace: MessageWriter<ReplaceGame>,
    mut navigate: MessageWriter<Navigate>,
    mut edit: MessageWriter<HistoryRequest>,
) {
    if std::mem::take(&mut library.to_start) {
        navigate.write(Navigate::First);
    }
    for request in requests.read() {
        match request {
            LibraryRequest::Replay(index) => {
                let Some(game) = library.games.get(*index) else {
                    continue;
                };
                replace.write(ReplaceGame {
                    game: game.file.game.clone(),
                    players: Some(Seats(Players::HOTSEAT)),
                    owner: Activity::Replay,
                });
                library.replaying = Some(*index);
                library.playing = false;
                library.to_start = true;
            }
            LibraryRequest::Play => {
                library.playing = true;
                library.timer = 0.0;
                if history.is_live() && library.replaying.is_some() {
                    // At the end: play again from the start.
                    navigate.write(Navigate::First);
                }
            }
            LibraryRequest::Pause => library.playing = false,
            LibraryRequest::Speed(seconds) => {
                library.seconds_per_ply =
                    seconds.clamp(*REPLAY_SPEEDS.start(), *REPLAY_SPEEDS.end());
            }
            LibraryRequest::PlayFromHere { opponent } => {
                let ply = history.shown_ply(&rules.game);
                let Some(position) = rules.game.position_at(ply) else {
                    continue;
                };
                let side = position.side_to_move();
                edit.write(HistoryRequest::PlayFrom(ply));
                let seats = match side {
                    Colour::White => Players {
                        white: Player::Human,
                        black: *opponent,
                    },
                    Colour::Black => Players {
                        white: *opponent,
                        black: Player::Human,
                    },
                };
                // From here the game is the player's.
                session.hand_over(Activity::Game, &rules.game, *players);
                players.set_if_neq(Seats(seats));
                library.replaying = None;
                library.playing = false;
            }
            LibraryRequest::Add(path) => {
                library.notice = Some(add_file(&mut library, path, files.library.as_deref()));
            }
        }
    }
}

/// Reads a game file into the library and keeps a copy in the library folder.
fn add_file(library: &mut Library, path: &Path, folder: Option<&Path>) -> (String, bool) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => {
            let path = path.display().to_string();
            let error = error.to_string();
            return (t!("library-cannot-read", path = path, error = error), true);
        }
    };
    let said = library.add_games(path, &text);
    if said.is_ok()
        && let (Some(folder), Some(name)) = (folder, path.file_name())
    {
        let copy = folder.join(name);
        let kept = std::fs::create_dir_all(folder).and_then(|()| std::fs::write(&copy, &text));
        if let Err(error) = kept {
            return (t!("library-not-kept", error = error.to_string()), true);
        }
    }
    match said {
        Ok(text) => (text, false),
        Err(problem) => (problem.to_string(), true),
    }
}

/// Steps the replay forward on its timer, and stops at the end.
fn replay_on_timer(
    time: Res<Time<Real>>,
    mut demand: ResMut<FrameDemand>,
    state: Res<State<TurnState>>,
    rules: Res<CurrentGame>,
    history: Res<History>,
    mut library: ResMut<Library>,
    mut navigate: MessageWriter<Navigate>,
) {
    if !library.playing || library.to_start {
        return;
    }
    if history.shown_ply(&rules.game) >= rules.game.ply() {
        library.playing = false;
        return;
    }
    if *state.get() == TurnState::Animating {
        return;
    }
    library.timer += time.delta_secs();
    if library.timer >= library.seconds_per_ply {
        library.timer = 0.0;
        navigate.write(Navigate::Forward);
    }
    // Frames come only when something changes: ask for the one of the next step.
    demand.redraw_after_seconds(library.seconds_per_ply - library.timer);
}

/// Another activity took the board (a new game, an opened file, a lesson), or the player
/// changed the replayed game's moves: the replay ends.
fn forget_on_foreign_reset(
    mut resets: MessageReader<GameReset>,
    session: Res<Session>,
    mut library: ResMut<Library>,
) {
    if resets.read().count() > 0 && !session.is(Activity::Replay) {
        library.replaying = None;
        library.playing = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::builtin::{GAME_TRANSLATIONS, LASKER_1911_FILE};

    /// The tags whose values players read, translated; every other tag stays as in English.
    const TEXT_TAGS: [&str; 5] = ["Event", "Site", "White", "Black", "Annotator"];

    /// The English file a translated one translates.
    fn english_of(name: &str) -> Option<&'static str> {
        (name == LASKER_1911_FILE).then_some(LASKER_1911)
    }

    /// Lasker's numbered-square score in a note (`9-13`, `17-13-9`, `10-13-16-19-22*`), in order.
    fn numbered_moves(note: &str) -> Vec<&str> {
        note.split(|c: char| !(c.is_ascii_digit() || c == '-' || c == '*'))
            .filter(|word| {
                let squares: Vec<&str> = word.trim_end_matches('*').split('-').collect();
                squares.len() > 1
                    && squares
                        .iter()
                        .all(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
            })
            .collect()
    }

    #[test]
    fn every_translation_holds_the_same_games_with_its_words_translated() {
        assert!(
            GAME_TRANSLATIONS.iter().any(|(code, _)| *code == "de"),
            "assets/games/de/ is listed"
        );
        assert!(
            GAME_TRANSLATIONS.iter().any(|(code, _)| *code == "pl"),
            "assets/games/pl/ is listed"
        );
        for (code, files) in GAME_TRANSLATIONS {
            assert!(
                Language::from_code(code).is_some(),
                "{code}: no such language"
            );
            for (name, text) in *files {
                let english = english_of(name)
                    .unwrap_or_else(|| panic!("{code}/{name}: no English file of that name"));
                let english = read_games(english, RuleSettings::default());
                let read = read_games(text, RuleSettings::default());
                assert_eq!(read.error, None, "{code}/{name} reads whole");
                assert_eq!(read.games.len(), english.games.len(), "{code}/{name}");
                for (i, (ours, theirs)) in read.games.iter().zip(&english.games).enumerate() {
                    let at = format!("{code}/{name}, game {}", i + 1);
                    assert_eq!(ours.game, theirs.game, "{at}: the same moves");
                    assert_eq!(ours.result, theirs.result, "{at}: the same result");
                    let names = |f: &GameFile| f.tags.iter().map(|(n, _)| n.clone()).collect();
                    let ours_names: Vec<String> = names(ours);
                    assert_eq!(ours_names, names(theirs), "{at}: the same tags");
                    for ((tag, value), (_, english)) in ours.tags.iter().zip(&theirs.tags) {
                        if !TEXT_TAGS.contains(&tag.as_str()) {
                            assert_eq!(value, english, "{at}: tag {tag} is no text");
                        }
                    }
                    assert_ne!(ours.tag("Event"), theirs.tag("Event"), "{at}: title");
                    let plies: Vec<&usize> = ours.comments.keys().collect();
                    let english_plies: Vec<&usize> = theirs.comments.keys().collect();
                    assert_eq!(plies, english_plies, "{at}: notes on the same plies");
                    for (ply, note) in &ours.comments {
                        let english = &theirs.comments[ply];
                        assert_ne!(note, english, "{at}, ply {ply}: the note is translated");
                        assert_eq!(
                            numbered_moves(note),
                            numbered_moves(english),
                            "{at}, ply {ply}: Lasker's score as he wrote it"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_score_in_numbered_squares_is_found() {
        assert_eq!(
            numbered_moves("(1) 9-13, 17-13-9. (9) 10-13-16-19-22*, e7-d6 and 0-1"),
            ["9-13", "17-13-9", "10-13-16-19-22*", "0-1"]
        );
    }

    #[test]
    fn a_language_without_a_translation_gets_english() {
        assert_eq!(lasker_1911("en"), LASKER_1911);
        assert_eq!(lasker_1911("xx"), LASKER_1911);
        assert_ne!(lasker_1911("de"), LASKER_1911);
        assert_ne!(lasker_1911("pl"), LASKER_1911);
    }

    #[test]
    fn localise_swaps_the_builtin_games_and_keeps_the_added_ones() {
        let mut library = Library::default();
        library.localise("en");
        let added = library.add_games(Path::new("mine.pgn"), "[Event \"Mine\"]\n\n1. c3-d4 *\n");
        assert!(added.is_ok(), "{added:?}");
        library.replaying = Some(2);
        let english: Vec<String> = library.games.iter().map(LibraryGame::title).collect();
        assert_eq!(english[0], "Lasker's booklet, explanatory game 1");

        library.localise("de");
        assert_eq!(library.language(), "de");
        let german: Vec<String> = library.games.iter().map(LibraryGame::title).collect();
        assert_eq!(german.len(), 6);
        assert_eq!(german[0], "Laskers Heft, Erklärungspartie 1");
        assert_eq!(german[4], "Laskers Heft, Erklärungspartie 5");
        assert_eq!(german[5], "Mine", "the added game stays, in its place");
        assert_eq!(library.replaying, Some(2));
        assert!(library.games[0].file.comments[&51].contains("Offizier"));

        library.localise("pl");
        let polish: Vec<String> = library.games.iter().map(LibraryGame::title).collect();
        assert_eq!(polish.len(), 6);
        assert_eq!(polish[0], "Broszura Laskera, partia objaśniająca 1");
        assert_eq!(polish[5], "Mine", "the added game stays, in its place");
        assert!(library.games[0].file.comments[&51].contains("oficer"));
        assert!(library.games[0].file.comments[&0].contains("Zapis samego Laskera"));

        library.localise("xx");
        let back: Vec<String> = library.games.iter().map(LibraryGame::title).collect();
        assert_eq!(back, english, "no translation: English");
    }
}
