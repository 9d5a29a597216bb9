//! The command line: no subcommand opens the game; subcommands run headless.

mod analyse;
mod bench;
mod engine;
mod export;
mod matches;
mod rules;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::app::GameArgs;

/// Lasca 3D: Emanuel Lasker's 1911 column draughts.
#[derive(Parser, Debug)]
#[command(name = "lasca", version, about, long_about = None)]
pub struct Cli {
    /// A headless command; without one the 3D game opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of the 3D game.
    #[command(flatten)]
    pub game: GameArgs,
}

/// The headless subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count move-tree leaves for depths 1..=DEPTH (RULES.md's perft).
    Perft(rules::PerftArgs),
    /// List the legal moves, sorted by byte order, one a line.
    Moves(rules::MovesArgs),
    /// Play moves and print the resulting position (and the result if the game ended).
    Play(rules::PlayArgs),
    /// Speak the engine protocol (UCI vocabulary) on stdin/stdout.
    Engine,
    /// Play AI vs AI games headless and print a score table.
    Match(matches::MatchArgs),
    /// Print the engine's best line and score per depth.
    Analyse(analyse::AnalyseArgs),
    /// Measure move generation and search speed.
    Bench(bench::BenchArgs),
    /// Check a saved game and print it as text: moves, final position and result.
    Export(export::ExportArgs),
}

/// An error a command reports on stderr before exiting with status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct CliError(pub String);

impl CliError {
    /// An error from anything printable.
    pub fn new(error: impl std::fmt::Display) -> CliError {
        CliError(error.to_string())
    }
}

/// Parses the command line and runs it.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => crate::app::run(cli.game).map_err(CliError::new),
        Some(Command::Perft(args)) => rules::perft(&args),
        Some(Command::Moves(args)) => rules::moves(&args),
        Some(Command::Play(args)) => rules::play(&args),
        Some(Command::Engine) => engine::run(),
        Some(Command::Match(args)) => matches::run(&args),
        Some(Command::Analyse(args)) => analyse::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Export(args)) => export::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}

/// Parses `--position`, defaulting to the start.
pub fn parse_position(text: Option<&str>) -> Result<lasca_rules::Position, CliError> {
    text.map_or_else(
        || Ok(lasca_rules::Position::start()),
        |text| {
            text.parse()
                .map_err(|error| CliError(format!("bad position: {error}")))
        },
    )
}
