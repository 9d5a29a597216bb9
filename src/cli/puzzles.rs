//! `lasca puzzles generate` mines puzzles from self-play; `lasca puzzles check` proves a puzzle
//! file again, more deeply, and names each puzzle that fails.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use lasca_ai::puzzle::{Puzzle, find_with, verify_with};
use lasca_ai::{Level, Searcher, play_level};
use lasca_rules::Game;

use super::CliError;
use crate::record::{PuzzleEntry, read_puzzles, start_rating, write_puzzles};

/// The table of each worker's searcher (MiB), one for all its puzzles: proofs at depth 10 need
/// no more (a bigger one only costs memory: 4 workers once held 4 tables of 16 MiB).
const WORKER_TABLE_MB: usize = 4;

/// Arguments of `lasca puzzles`.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: PuzzlesAction,
}

/// What `lasca puzzles` does.
#[derive(Subcommand, Debug)]
pub enum PuzzlesAction {
    /// Play self-play games at mixed levels and keep every position that is a puzzle.
    Generate {
        /// How many games to play.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// The puzzle file to write.
        #[arg(long)]
        out: PathBuf,
        /// The seed of the games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How deep the search looks for puzzles.
        #[arg(long, default_value_t = 6)]
        depth: u32,
    },
    /// Prove every puzzle of a file at a greater depth than it was found at.
    Check {
        /// The puzzle file.
        file: PathBuf,
        /// How deep the proof looks (the generator finds at 6 and keeps what holds at 10).
        #[arg(long, default_value_t = 10)]
        depth: u32,
        /// Prove only the file's first N puzzles.
        #[arg(long, value_name = "N")]
        first: Option<usize>,
    },
}

/// Runs `lasca puzzles`.
pub fn run(args: &PuzzlesArgs) -> Result<(), CliError> {
    match &args.action {
        PuzzlesAction::Generate {
            games,
            out,
            seed,
            depth,
        } => generate(*games, out, *seed, *depth),
        PuzzlesAction::Check { file, depth, first } => check(file, *depth, *first),
    }
}

fn generate(games: u32, out: &PathBuf, seed: u64, depth: u32) -> Result<(), CliError> {
    let bar = ProgressBar::new(u64::from(games)).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games, {msg} puzzles, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let found: Mutex<(Vec<Puzzle>, HashSet<u64>)> = Mutex::default();
    in_parallel(games as usize, |finder, game| {
        for puzzle in mine_game(finder, seed.wrapping_mul(1_000_003) + game as u64, depth) {
            if let Ok(mut found) = found.lock()
                && found.1.insert(puzzle.position.hash())
            {
                found.0.push(puzzle);
                bar.set_message(found.0.len().to_string());
            }
        }
        bar.inc(1);
    });
    bar.finish_and_clear();
    let (mut puzzles, _) = found.into_inner().unwrap_or_default();
    puzzles.sort_by_key(|p| (p.difficulty, p.position.to_string()));
    let entries: Vec<PuzzleEntry> = puzzles
        .into_iter()
        .enumerate()
        .map(|(i, puzzle)| PuzzleEntry {
            id: format!("p{:04}", i + 1),
            rating: start_rating(puzzle.difficulty),
            puzzle,
        })
        .collect();
    std::fs::write(out, write_puzzles(&entries)).map_err(|source| CliError::Write {
        path: out.clone(),
        source,
    })?;
    let by_difficulty: Vec<String> = (1..=5)
        .map(|d| {
            let n = entries.iter().filter(|e| e.puzzle.difficulty == d).count();
            format!("{d}: {n}")
        })
        .collect();
    println!(
        "{} puzzles from {games} games; by difficulty {}",
        entries.len(),
        by_difficulty.join(", ")
    );
    for (theme, name) in lasca_ai::puzzle::Theme::ALL {
        let n = entries
            .iter()
            .filter(|e| e.puzzle.themes.contains(&theme))
            .count();
        println!("  {name}: {n}");
    }
    Ok(())
}

/// Runs `work` for `0..count` on up to four threads, each taking every n-th index with a
/// searcher of its own that serves all its indices (one table a thread, not one a search).
fn in_parallel(count: usize, work: impl Fn(&Searcher, usize) + Sync) {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(4)
        .min(count.max(1));
    std::thread::scope(|scope| {
        for worker in 0..workers {
            let work = &work;
            scope.spawn(move || {
                let searcher = Searcher::new(WORKER_TABLE_MB);
                (worker..count)
                    .step_by(workers)
                    .for_each(|i| work(&searcher, i));
            });
        }
    });
}

/// One self-play game at levels picked from the seed; every puzzle met on the way, found and
/// proved on `finder`.
fn mine_game(finder: &Searcher, seed: u64, depth: u32) -> Vec<Puzzle> {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let levels = [next() % 6 + 1, next() % 6 + 1]
        .map(|n| Level::new(n as u8).unwrap_or(crate::record::DEFAULT_LEVEL));
    let searcher = Searcher::new(8);
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    let mut puzzles = Vec::new();
    while game.outcome().is_none() && game.ply() < 200 {
        // Found at `depth`, kept only if it holds four plies deeper, as `check` proves it.
        if game.ply() >= 4
            && let Some(puzzle) = find_with(finder, &game, depth)
            && verify_with(finder, &puzzle, depth + 4).is_ok()
        {
            puzzles.push(puzzle);
        }
        let level = levels[game.ply() % 2];
        let result = play_level(&searcher, &game, level, next(), &stop, &mut |_| {});
        let Some(mv) = result.best_move else {
            break;
        };
        if game.try_play(mv).is_err() {
            break;
        }
    }
    puzzles
}

fn check(file: &PathBuf, depth: u32, first: Option<usize>) -> Result<(), CliError> {
    let text = std::fs::read_to_string(file).map_err(|source| CliError::Read {
        path: file.clone(),
        source,
    })?;
    let mut puzzles = read_puzzles(&text).map_err(|why| CliError::Puzzles {
        path: file.clone(),
        why: why.to_string(),
    })?;
    if puzzles.is_empty() {
        return Err(CliError::Puzzles {
            path: file.clone(),
            why: "no puzzles in the file, so nothing was checked".into(),
        });
    }
    if let Some(first) = first {
        puzzles.truncate(first);
    }
    let bar = ProgressBar::new(puzzles.len() as u64);
    let failures: Mutex<Vec<String>> = Mutex::default();
    in_parallel(puzzles.len(), |searcher, i| {
        let entry = &puzzles[i];
        if let Err(why) = verify_with(searcher, &entry.puzzle, depth)
            && let Ok(mut failures) = failures.lock()
        {
            failures.push(format!("{}: {why}", entry.id));
        }
        bar.inc(1);
    });
    bar.finish_and_clear();
    let mut failures = failures.into_inner().unwrap_or_default();
    failures.sort();
    for failure in &failures {
        println!("FAIL  {failure}");
    }
    println!(
        "{} of {} puzzles hold at depth {depth}",
        puzzles.len() - failures.len(),
        puzzles.len()
    );
    match failures.len() {
        0 => Ok(()),
        failed => Err(CliError::PuzzlesFail {
            failed,
            of: puzzles.len(),
        }),
    }
}
