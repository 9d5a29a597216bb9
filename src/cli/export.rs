//! `lasca export FILE`: a saved game as text, every move checked.

use std::path::PathBuf;

use clap::Args;
use lasca_rules::Position;

use super::CliError;
use crate::record::{load_file, move_list_text};

/// Arguments of `lasca export`.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// A saved game (.json, as the game's Save writes it).
    pub file: PathBuf,
}

/// Prints the game: its start (when not the usual one), the numbered moves, the final position
/// and the result.
pub fn run(args: &ExportArgs) -> Result<(), CliError> {
    let (saved, game) = load_file(&args.file).map_err(|source| CliError::Load {
        path: args.file.clone(),
        source,
    })?;
    if *game.start() != Position::start() {
        println!("start: {}", game.start());
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
