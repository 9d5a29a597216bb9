//! `lasca export FILE`: a saved game as text or as a game file, every move checked; and
//! `lasca import FILE`: a game file checked, each game's result printed.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use lasca_rules::{AnyPosition, RuleSettings};

use super::CliError;
use crate::record::{GameFile, load_file, move_list_text, read_games, result_of, write_games};

/// How `lasca export` writes a game.
#[derive(ValueEnum, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ExportFormat {
    /// Lines of `start:`, `players:`, `moves:`, `position:` and `result:`.
    #[default]
    Text,
    /// A game file (docs/GAMEFILES.md), with the players as tags.
    Pgn,
}

/// Arguments of `lasca export`.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// A saved game (.json, as the game's Save writes it).
    pub file: PathBuf,
    /// How to write it.
    #[arg(long, value_enum, default_value_t = ExportFormat::Text)]
    pub format: ExportFormat,
}

/// Arguments of `lasca import`.
#[derive(Args, Debug)]
pub struct ImportArgs {
    /// A game file (docs/GAMEFILES.md): one or more games with tags and numbered moves.
    pub file: PathBuf,
}

/// Prints the game: its start (when not the usual one), the numbered moves, the final position
/// and the result; or the game file.
pub fn run(args: &ExportArgs) -> Result<(), CliError> {
    let (saved, game) = load_file(&args.file).map_err(|source| CliError::Load {
        path: args.file.clone(),
        source,
    })?;
    if args.format == ExportFormat::Pgn {
        let file = GameFile::with_players(game, saved.players, &saved.saved_at);
        print!("{}", write_games(&[file]));
        return Ok(());
    }
    if game.start_position() != AnyPosition::start(game.variant()) {
        println!("start: {}", game.start_position());
    }
    println!(
        "players: white {}, black {}",
        saved.players.white, saved.players.black
    );
    println!("moves: {}", move_list_text(&game));
    println!("position: {}", game.position());
    if let Some(outcome) = game.outcome() {
        println!("result: {outcome}");
    }
    Ok(())
}

/// Checks every game of the file and prints a line for each: its number, players, plies and
/// result (and the rules' outcome where the file records another). The first error stops it,
/// after the games before it.
pub fn import(args: &ImportArgs) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.file).map_err(|source| CliError::Read {
        path: args.file.clone(),
        source,
    })?;
    let read = read_games(&text, RuleSettings::default());
    for (i, file) in read.games.iter().enumerate() {
        let name = |tag: &str| file.tag(tag).unwrap_or("?").to_owned();
        let rules = result_of(&file.game);
        let note = if rules == file.result {
            String::new()
        } else if rules == "*" {
            " (the game goes on by the rules)".to_owned()
        } else {
            format!(" (the rules say {rules})")
        };
        println!(
            "game {}: {} vs {}, {} plies, {}{note}",
            i + 1,
            name("White"),
            name("Black"),
            file.game.ply(),
            file.result
        );
    }
    match read.error {
        None => Ok(()),
        Some(source) => Err(CliError::GameFile {
            path: args.file.clone(),
            source,
        }),
    }
}
