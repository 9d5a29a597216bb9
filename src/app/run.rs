//! Opening the game window: the game and players the command line and the settings ask for,
//! the autosaved game to offer, the window, and the plugins of every layer.

use std::path::PathBuf;

use bevy::app::{TaskPoolOptions, TaskPoolPlugin, TaskPoolThreadAssignmentPolicy};
use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};
use lasca_rules::{
    AnyGame, AnyPosition, Position, PositionError, RecordError, RuleSettings, Variant,
};

use super::board::palette::{palette, to_bevy};
use super::capture::CaptureOptions;
use super::core::{
    CurrentGame, Launch, RecordFiles, ResumeOffer, Seats, UserSettings, insert_settings, look_from,
};
use super::play::{AiOptions, RecordNotice};
use super::{CorePlugin, ViewPlugin};
use crate::cli::GameArgs;
use crate::record::{LoadError, Players, load_file};

/// Why the game could not start, or stopped badly. The messages are the user's (`error: ...`).
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// `--position` does not parse.
    #[error("bad --position: {0}")]
    Position(#[source] PositionError),
    /// `--position` does not parse as a position of `--variant` (or a sandbox).
    #[error("bad --position: {0}")]
    VariantPosition(lasca_rules::AnyPositionError),
    /// A move of `--moves` is malformed or illegal.
    #[error("bad --moves: {0}")]
    Moves(#[source] RecordError),
    /// `--load` names a file that cannot be opened as a game.
    #[error("cannot open {}: {source}", path.display())]
    Load {
        /// The file.
        path: PathBuf,
        /// Why.
        source: LoadError,
    },
    /// `--screenshot` with `--frames 0`.
    #[error("--frames must be at least 1 to take a screenshot")]
    NoFrames,
    /// The screenshot could not be taken or saved.
    #[error("{0}")]
    Capture(String),
    /// The app exited with an error status.
    #[error("the game stopped with status {0}")]
    Exit(u8),
}

/// The game a command line asks for: its start position and moves, checked, under `settings`.
pub fn game_from_args(args: &GameArgs, settings: RuleSettings) -> Result<AnyGame, RunError> {
    let prefixed = args.position.as_deref().is_some_and(Variant::is_named);
    let start = match (&args.position, args.variant) {
        // A plain Lasca 7x7 position: its errors are the rules' own.
        (Some(text), None) if !prefixed => {
            AnyPosition::from(text.parse::<Position>().map_err(RunError::Position)?)
        }
        (Some(text), None) => AnyPosition::parse(text).map_err(RunError::VariantPosition)?,
        (Some(text), Some(variant)) => AnyGame::from_text(variant, text)
            .map_err(RunError::VariantPosition)?
            .start_position(),
        (None, variant) => AnyPosition::start(variant.unwrap_or_default()),
    };
    let moves: Vec<&str> = args
        .moves
        .as_deref()
        .map(|text| text.split_whitespace().collect())
        .unwrap_or_default();
    AnyGame::replay(start, settings, &moves).map_err(RunError::Moves)
}

/// The players a command line asks for: `--white` and `--black`, by default `default` (the
/// settings' players, at first a human with White against the AI at level 3).
pub fn players_from_args(args: &GameArgs, default: Players) -> Seats {
    Seats(Players {
        white: args.white.unwrap_or(default.white),
        black: args.black.unwrap_or(default.black),
    })
}

/// Task pools for the game: at least two async compute threads, so that a search (which holds
/// its thread for up to a few seconds) never delays pipeline compilation or screenshots, which
/// Bevy also runs there. On a two-core machine the default would be one.
fn task_pools() -> TaskPoolPlugin {
    let defaults = TaskPoolOptions::default();
    TaskPoolPlugin {
        task_pool_options: TaskPoolOptions {
            async_compute: TaskPoolThreadAssignmentPolicy {
                min_threads: 2,
                ..defaults.async_compute.clone()
            },
            ..defaults
        },
    }
}

/// The game to start with and its players: `--load`'s (a bad file is an error), or the one
/// `--position` and `--moves` make with the settings' players and house rules.
fn opening(
    args: &GameArgs,
    user: &UserSettings,
    house: RuleSettings,
) -> Result<(AnyGame, Seats), RunError> {
    match &args.load {
        Some(path) => {
            let (saved, game) = load_file(path).map_err(|source| RunError::Load {
                path: path.clone(),
                source,
            })?;
            Ok((game, players_from_args(args, saved.players)))
        }
        None => Ok((
            game_from_args(args, house)?,
            players_from_args(args, user.settings.players),
        )),
    }
}

/// What the game offers at start: a game the command line names (`--new`, `--load`,
/// `--position`, `--moves`, a lesson, the puzzles, the editor, a screenshot) is played at once and
/// the autosave is left alone; otherwise an unfinished autosaved game is offered (see
/// [`ResumeOffer::check`], which also gives the warning of a damaged autosave).
pub fn resume_offer_at_start(
    args: &GameArgs,
    files: &RecordFiles,
) -> (ResumeOffer, Option<String>) {
    if args.names_a_game() {
        (ResumeOffer::default(), None)
    } else {
        ResumeOffer::check(files)
    }
}

/// Opens the game window.
pub fn run(args: GameArgs) -> Result<(), RunError> {
    let files = RecordFiles::user();
    let mut user = UserSettings::load(files.settings.as_deref());
    let look = look_from(&args, &user.settings);
    // Before any other text is made, so that even the first notices are in the player's
    // language.
    crate::i18n::set_language(look.language());
    user.reword();
    let (game, players) = opening(&args, &user, user.house_rules())?;
    let (offer, autosave_warning) = resume_offer_at_start(&args, &files);
    let notice = RecordNotice::warning(user.warning.clone().or(autosave_warning));
    let view = args.view.unwrap_or(user.settings.camera);
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64);
    let (width, height) = args.window.unwrap_or((1280, 720));
    if args.screenshot.is_some() && args.frames == Some(0) {
        return Err(RunError::NoFrames);
    }
    let capture = CaptureOptions {
        screenshot: args.screenshot.clone(),
        frames: args.frames,
        frame_stats: args.frame_stats,
        outcome: default(),
    };
    let outcome = capture.outcome.clone();
    let present_mode = if args.frame_stats {
        PresentMode::AutoNoVsync
    } else {
        PresentMode::AutoVsync
    };
    let mut app = App::new();
    insert_settings(app.world_mut(), user, look, &args);
    app.insert_resource(CurrentGame { game })
        .insert_resource(players)
        .insert_resource(AiOptions { seed, limits: None })
        .insert_resource(files)
        .insert_resource(offer)
        .insert_resource(notice)
        .insert_resource(ClearColor(to_bevy(palette(look.theme).background)))
        .add_plugins(DefaultPlugins.set(task_pools()).set(WindowPlugin {
            primary_window: Some(Window {
                title: "Lasca 3D".into(),
                resolution: WindowResolution::new(width, height),
                present_mode,
                position: WindowPosition::At(IVec2::ZERO),
                ..default()
            }),
            ..default()
        }))
        .insert_resource(Launch(args.clone()))
        .add_plugins((
            CorePlugin,
            ViewPlugin {
                capture,
                view,
                graphics: args.graphics,
            },
        ));
    let exit = app.run();
    let failure = match outcome.lock() {
        Ok(mut failure) => failure.take(),
        Err(poisoned) => poisoned.into_inner().take(),
    };
    if let Some(error) = failure {
        return Err(RunError::Capture(error));
    }
    match exit {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(RunError::Exit(code.get())),
    }
}
