//! The command line: the headless subcommands, and the options of the 3D game (which
//! `lasca` alone opens; `src/main.rs` hands those to `crate::app::run`).

mod analyse;
mod bench;
mod engine;
mod export;
mod game;
mod lessons;
mod matches;
mod puzzles;
mod review;
mod rules;
mod serve;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use lasca_rules::{Position, PositionError, RecordError};

pub use game::GameArgs;

use crate::record::LoadError;

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
    /// Check a saved game and print it as text (moves, final position, result) or as a game
    /// file (`--format pgn`).
    Export(export::ExportArgs),
    /// Check a game file (docs/GAMEFILES.md) and print each game's players and result.
    Import(export::ImportArgs),
    /// Mine puzzles from self-play (`generate`) or prove a puzzle file (`check`).
    Puzzles(puzzles::PuzzlesArgs),
    /// The engine's word on every move of a game: its score, its class, the better move.
    Review(review::ReviewArgs),
    /// List the lessons, or check lesson files (`lasca lessons check [PATH...]`).
    Lessons(lessons::LessonsArgs),
    /// Run the online game server (docs/ONLINE.md).
    Serve(Box<serve::ServeArgs>),
    /// Play many games at once against a server and report moves/s and latency.
    ServeBench(serve::ServeBenchArgs),
    /// An operator's work on the server's database: `serve-admin delete-account NAME`.
    ServeAdmin(lasca_online::cli::AdminArgs),
}

/// Why a command failed; printed as `error: ...` before exiting with status 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A position argument does not parse.
    #[error("bad position: {0}")]
    Position(#[source] PositionError),
    /// A move is malformed or illegal.
    #[error(transparent)]
    Moves(#[from] RecordError),
    /// The variant asked for is unknown or disagrees with the position.
    #[error("{0}")]
    Variant(String),
    /// An option out of its range.
    #[error("{0}")]
    Usage(&'static str),
    /// A saved game cannot be opened.
    #[error("{}: {source}", path.display())]
    Load {
        /// The file.
        path: PathBuf,
        /// Why.
        source: LoadError,
    },
    /// A file cannot be read.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A game file has a mistake (the games before it were read).
    #[error("{}: {source}", path.display())]
    GameFile {
        /// The file.
        path: PathBuf,
        /// Where and what.
        source: crate::record::ReadError,
    },
    /// Some lesson files fail their check (each failure was printed).
    #[error("{failed} of {of} lessons fail")]
    Lessons {
        /// Lessons that fail.
        failed: usize,
        /// Lessons checked.
        of: usize,
    },
    /// A puzzle file does not read.
    #[error("{}: {why}", path.display())]
    Puzzles {
        /// The file.
        path: PathBuf,
        /// Where and what.
        why: String,
    },
    /// Some puzzles fail their proof (each failure was printed).
    #[error("{failed} of {of} puzzles fail")]
    PuzzlesFail {
        /// Puzzles that fail.
        failed: usize,
        /// Puzzles checked.
        of: usize,
    },
    /// A file cannot be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The server or the bench failed.
    #[error("{0}")]
    Online(String),
    /// Writing to an open file or a stream failed midway.
    #[error("{what} failed: {source}")]
    Io {
        /// What was being written or read.
        what: &'static str,
        /// Why.
        source: std::io::Error,
    },
}

/// Runs a headless subcommand.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Perft(args) => rules::perft(&args),
        Command::Moves(args) => rules::moves(&args),
        Command::Play(args) => rules::play(&args),
        Command::Engine => engine::run(),
        Command::Match(args) => matches::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Export(args) => export::run(&args),
        Command::Import(args) => export::import(&args),
        Command::Lessons(args) => lessons::run(&args),
        Command::Review(args) => review::run(&args),
        Command::Puzzles(args) => puzzles::run(&args),
        Command::Serve(args) => serve::run(&args),
        Command::ServeBench(args) => serve::bench(&args),
        Command::ServeAdmin(args) => {
            println!(
                "{}",
                lasca_online::cli::admin(&args).map_err(CliError::from)?
            );
            Ok(())
        }
    }
}

/// The exit status of a command: 0, or 2 after printing `error: ...` on stderr.
pub fn exit_code<E: std::fmt::Display>(result: Result<(), E>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}

/// Parses `--position`, defaulting to the start.
pub fn parse_position(text: Option<&str>) -> Result<Position, CliError> {
    text.map_or_else(
        || Ok(Position::start()),
        |text| text.parse().map_err(CliError::Position),
    )
}
