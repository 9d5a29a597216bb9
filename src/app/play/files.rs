//! The game's files: the autosave after every change, saved games (Save / Open) and pasted
//! text (the settings file is `core/settings.rs`'s).
//!
//! Where the files go is the [`RecordFiles`] resource. A file that cannot be read leaves the
//! game as it is and says why in the [`RecordNotice`].

use std::path::PathBuf;

use bevy::prelude::*;
use lasca_rules::{AnyGame, RuleSettings};

use super::record_text::{import_error_text, load_error_text, read_error_text};
use crate::app::core::{
    Activity, AppMode, CurrentGame, GameReset, GameSet, HouseRules, KeptReviews, MovePlayed,
    RecordFiles, ReplaceGame, ResumeOffer, Seats,
};
use crate::record::{
    GameFile, Imported, SavedGame, import_text, is_game_file, load_file, read_games, save_file,
    write_atomically, write_games,
};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RecordNotice>()
        .add_message::<SaveGame>()
        .add_message::<OpenGame>()
        .add_message::<ImportText>()
        .add_message::<ResumeAnswer>()
        .add_systems(
            Update,
            (answer_resume, open_games, import_texts, save_games)
                .chain()
                .in_set(GameSet::Input),
        )
        .add_systems(Update, autosave.in_set(GameSet::Sync));
}

/// The player's answer to the resume prompt.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ResumeAnswer {
    /// Go on with the autosaved game.
    Resume,
    /// Start afresh; the autosaved game is discarded.
    Discard,
}

/// Save the game to this file.
#[derive(Message, Clone, Debug)]
pub struct SaveGame(pub PathBuf);

/// Open the saved game in this file (every move checked; the game is untouched on error).
#[derive(Message, Clone, Debug)]
pub struct OpenGame(pub PathBuf);

/// Set up the game from pasted text: a position string, a move list, or both.
#[derive(Message, Clone, Debug)]
pub struct ImportText(pub String);

/// What the last file or text operation did, or why it failed.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordNotice {
    /// The sentence to show; `None` shows nothing.
    pub text: Option<String>,
    /// It is a failure (shown in red).
    pub is_error: bool,
    /// Counts notices, so that the same sentence twice is still news.
    serial: u64,
}

impl RecordNotice {
    /// A warning to show from the start (a broken settings file or autosave), if any.
    pub fn warning(text: Option<String>) -> RecordNotice {
        RecordNotice {
            is_error: text.is_some(),
            text,
            serial: 0,
        }
    }

    fn done(&mut self, text: String) {
        self.text = Some(text);
        self.is_error = false;
        self.serial += 1;
    }

    fn failed(&mut self, text: String) {
        self.text = Some(text);
        self.is_error = true;
        self.serial += 1;
    }
}

fn answer_resume(
    mut answers: MessageReader<ResumeAnswer>,
    mut offer: ResMut<ResumeOffer>,
    files: Res<RecordFiles>,
    mut replace: MessageWriter<ReplaceGame>,
    mut notice: ResMut<RecordNotice>,
) {
    let Some(&answer) = answers.read().last() else {
        return;
    };
    let Some(offered) = offer.0.take() else {
        return;
    };
    match answer {
        ResumeAnswer::Resume => {
            notice.done(t!(
                "notices-resumed",
                saved = offered.saved.saved_at.as_str(),
                plies = offered.game.ply()
            ));
            replace.write(ReplaceGame {
                game: offered.game,
                players: Some(Seats(offered.saved.players)),
                owner: Activity::Game,
            });
        }
        ResumeAnswer::Discard => {
            if let Some(path) = &files.autosave
                && let Err(error) = std::fs::remove_file(path)
                && error.kind() != std::io::ErrorKind::NotFound
            {
                notice.failed(t!(
                    "notices-cannot-remove",
                    path = path.display().to_string(),
                    error = error.to_string()
                ));
            }
        }
    }
}

/// Opens the first game of a game file's `text` (the games after it are in the file for the
/// library); a mistake after it is told with the game, one before it refuses the file.
fn open_game_file(
    text: &str,
    from: &str,
    house: RuleSettings,
    replace: &mut MessageWriter<ReplaceGame>,
    notice: &mut RecordNotice,
) {
    let read = read_games(text, house);
    let Some(first) = read.games.first() else {
        let why = read
            .error
            .as_ref()
            .map_or_else(|| t!("notices-holds-no-game"), read_error_text);
        notice.failed(t!("notices-cannot-open", from = from, why = why));
        return;
    };
    let count = read.games.len();
    let (plies, result) = (first.game.ply(), first.result.as_str());
    let told = match &read.error {
        None => t!(
            "notices-opened-first",
            from = from,
            count = count,
            plies = plies,
            result = result
        ),
        Some(error) => t!(
            "notices-opened-first-stopped",
            from = from,
            count = count,
            plies = plies,
            result = result,
            error = read_error_text(error)
        ),
    };
    notice.done(told);
    replace.write(ReplaceGame {
        game: first.game.clone(),
        players: first.players().map(Seats),
        owner: Activity::Game,
    });
}

fn open_games(
    mut requests: MessageReader<OpenGame>,
    house: Res<HouseRules>,
    mut replace: MessageWriter<ReplaceGame>,
    mut notice: ResMut<RecordNotice>,
    mut review: ResMut<KeptReviews>,
) {
    for OpenGame(path) in requests.read() {
        if is_game_file(path) {
            match std::fs::read_to_string(path) {
                Ok(text) => open_game_file(
                    &text,
                    &path.display().to_string(),
                    house.0,
                    &mut replace,
                    &mut notice,
                ),
                Err(error) => notice.failed(t!(
                    "notices-cannot-open",
                    from = path.display().to_string(),
                    why = error.to_string()
                )),
            }
            continue;
        }
        match load_file(path) {
            Ok((saved, game)) => {
                let shown = path.display().to_string();
                notice.done(match &saved.result {
                    None => t!("notices-opened", path = shown, plies = game.ply()),
                    Some(result) => t!(
                        "notices-opened-result",
                        path = shown,
                        plies = game.ply(),
                        result = result.as_str()
                    ),
                });
                if let Some(stored) = &saved.review {
                    review.remember(&game, stored);
                }
                replace.write(ReplaceGame {
                    game,
                    players: Some(Seats(saved.players)),
                    owner: Activity::Game,
                });
            }
            Err(error) => notice.failed(t!(
                "notices-cannot-open",
                from = path.display().to_string(),
                why = load_error_text(&error)
            )),
        }
    }
}

fn import_texts(
    mut requests: MessageReader<ImportText>,
    house: Res<HouseRules>,
    mut replace: MessageWriter<ReplaceGame>,
    mut notice: ResMut<RecordNotice>,
) {
    for ImportText(text) in requests.read() {
        if text.trim_start().starts_with('[') {
            let from = t!("notices-pasted-text");
            open_game_file(text, &from, house.0, &mut replace, &mut notice);
            continue;
        }
        let game = match import_text(text, house.0) {
            Ok(Imported::Position(position)) => AnyGame::from_position(*position, house.0),
            Ok(Imported::Game(game)) => game,
            Err(error) => {
                notice.failed(t!(
                    "notices-cannot-set-up",
                    error = import_error_text(&error)
                ));
                continue;
            }
        };
        notice.done(t!("notices-set-up", plies = game.ply()));
        replace.write(ReplaceGame {
            game,
            players: None,
            owner: Activity::Game,
        });
    }
}

fn save_games(
    mut requests: MessageReader<SaveGame>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    review: Res<KeptReviews>,
    mut notice: ResMut<RecordNotice>,
) {
    for SaveGame(path) in requests.read() {
        let saved = SavedGame::new(&rules.game, players.0).with_review(review.stored(&rules.game));
        let written = if is_game_file(path) {
            let file = GameFile::with_players(rules.game.clone(), players.0, &saved.saved_at);
            write_atomically(path, write_games(&[file]).as_bytes())
        } else {
            save_file(path, &saved)
        };
        match written {
            Ok(()) => notice.done(t!("notices-saved", path = path.display().to_string())),
            Err(error) => notice.failed(t!(
                "notices-cannot-save",
                path = path.display().to_string(),
                error = error.to_string()
            )),
        }
    }
}

/// Writes the game to the autosave whenever it changes (a move, an undo, a new game), unless
/// the player has not yet said whether to resume the autosaved one. A position being set up in
/// the editor, or a lesson's, is no game: the autosave keeps the game until they are left.
fn autosave(
    mut resets: MessageReader<GameReset>,
    mut moves: MessageReader<MovePlayed>,
    mode: Res<State<AppMode>>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    review: Res<KeptReviews>,
    files: Res<RecordFiles>,
    offer: Res<ResumeOffer>,
    mut notice: ResMut<RecordNotice>,
    mut pending: Local<bool>,
) {
    *pending |= resets.read().count() + moves.read().count() > 0;
    if !*pending || offer.0.is_some() || *mode.get() != AppMode::Play {
        return;
    }
    *pending = false;
    let Some(path) = &files.autosave else {
        return;
    };
    let saved = SavedGame::new(&rules.game, players.0).with_review(review.stored(&rules.game));
    if let Err(error) = save_file(path, &saved) {
        notice.failed(t!(
            "notices-autosave-failed",
            path = path.display().to_string(),
            error = error.to_string()
        ));
    }
}
