//! The classic games library: Lasker's five 1911 booklet games (shipped in
//! `assets/games/lasker1911.pgn`) and every game file the player adds (kept in the library
//! folder), replayed on the board.
//!
//! Replaying a game makes it the [`Rules`] game and looks back to its start; the history then
//! shows any ply (the move list, the arrow keys), and Play steps forward on a timer, each ply
//! animated as it was played. "Play from here" takes back the moves after the ply shown (they
//! can be redone) and seats the AI or a friend. The engine's comments on a replayed game are
//! its review (`review.rs`).

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use lasca_rules::{Colour, RuleSettings};

use super::history::History;
use super::record_text::read_error_text;
use crate::app::core::{
    GameReset, GameSet, HistoryRequest, Navigate, RecordFiles, ReplaceGame, Rules, Seats, TurnState,
};
use crate::record::{GameFile, Player, Players, read_games};
use crate::t;

/// The booklet's games, in the game file format.
pub const LASKER_1911: &str = include_str!("../../../assets/games/lasker1911.pgn");
/// The slowest and fastest replays, in seconds a ply.
pub const REPLAY_SPEEDS: std::ops::RangeInclusive<f32> = 0.2..=5.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Library>()
        .add_message::<LibraryRequest>()
        .add_systems(Startup, load_added_files)
        .add_systems(
            Update,
            (handle_requests, replay_on_timer)
                .chain()
                .in_set(GameSet::Controllers),
        )
        .add_systems(
            Update,
            forget_on_foreign_reset
                .after(GameSet::Rules)
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
}

impl Default for Library {
    fn default() -> Library {
        let lasker = read_games(LASKER_1911, RuleSettings::default()).games;
        Library {
            games: lasker
                .into_iter()
                .map(|file| LibraryGame {
                    file,
                    source: "Lasker 1911".into(),
                })
                .collect(),
            replaying: None,
            playing: false,
            seconds_per_ply: 1.5,
            notice: None,
            timer: 0.0,
            to_start: false,
        }
    }
}

impl Library {
    /// The game replayed.
    pub fn replayed(&self) -> Option<&LibraryGame> {
        self.games.get(self.replaying?)
    }

    /// Reads a file's games into the library; says what was read (or why not).
    fn add_games(&mut self, path: &Path, text: &str) -> Result<String, String> {
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
        let name = name.as_str();
        match (read.error, count) {
            (None, 0) => Err(t!("library-holds-no-game", name = name)),
            (None, _) => Ok(t!("library-added", count = count, name = name)),
            (Some(error), 0) => Err(t!(
                "library-file-error",
                name = name,
                error = read_error_text(&error)
            )),
            (Some(error), _) => Err(t!(
                "library-added-rest-unread",
                count = count,
                name = name,
                error = read_error_text(&error)
            )),
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
            library.notice = Some((problem, true));
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<LibraryRequest>,
    mut library: ResMut<Library>,
    files: Res<RecordFiles>,
    rules: Res<Rules>,
    history: Res<History>,
    mut players: ResMut<Seats>,
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
        Err(text) => (text, true),
    }
}

/// Steps the replay forward on its timer, and stops at the end.
fn replay_on_timer(
    time: Res<Time>,
    state: Res<State<TurnState>>,
    rules: Res<Rules>,
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
}

/// Another game replaced the one replayed (a new game, an opened file): the replay ends.
fn forget_on_foreign_reset(
    mut resets: MessageReader<GameReset>,
    rules: Res<Rules>,
    mut library: ResMut<Library>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let ours = library
        .replayed()
        .is_some_and(|game| rules.game.moves() == game.file.game.moves());
    if !ours {
        library.replaying = None;
        library.playing = false;
    }
}
