//! A soak test of the arena's game loop: many games between bots of mixed levels at fast
//! limits, each checked by `arena::play_game` after every move (a legal move, and 11 men of
//! each colour still on the board). Counts panics instead of stopping at the first.
//!
//! ```text
//! cargo run -p lasca-ai --release --example soak -- [GAMES] [MOVETIME_MS] [THREADS] [SEED]
//! ```
//! Defaults: 10,000 games, 3 ms a move for every level (depth and node limits stay, so
//! levels 1 to 5 play as in the game), one thread per core, seed 1. Games are drawn after 300
//! plies, so every game ends.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use lasca_ai::Level;
use lasca_ai::arena::{Bot, opening, play_game, play_in_parallel};
use lasca_rules::RuleSettings;

/// Game `index`'s bot for a side: random one time in ten, else a level, the fast ones most.
fn bot(seed: u64, index: u32, side: u32) -> Bot {
    let roll = (seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(index) * 2 + u64::from(side))
        .wrapping_mul(0xBF58_476D_1CE4_E5B9)
        >> 40)
        % 20;
    match roll {
        0 | 1 => Bot::Random,
        // Levels 1-4 twice as often as 5-8.
        2..=9 => Bot::Level(Level::new(1 + (roll as u8 - 2) / 2).expect("a level")),
        _ => Bot::Level(Level::new(5 + (roll as u8 - 10) % 4).expect("a level")),
    }
}

#[derive(Default)]
struct Totals {
    games: u32,
    plies: u64,
    decided: u32,
    drawn: u32,
    longest: usize,
    panics: Vec<String>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| {
        args.get(i)
            .map_or(default, |n| n.parse().expect("a number"))
    };
    let games = number(0, 10_000) as u32;
    let movetime = Duration::from_millis(number(1, 3));
    let threads = number(
        2,
        thread::available_parallelism().map_or(1, |n| n.get() as u64),
    );
    let seed = number(3, 1);
    let max_plies = 300;
    let settings = RuleSettings {
        repetition_draw: true,
        ply_limit: Some(max_plies),
    };
    let started = Instant::now();
    let totals = Mutex::new(Totals::default());
    play_in_parallel(games, threads as usize, |index| {
        let (white, black) = (bot(seed, index, 0), bot(seed, index, 1));
        let played = catch_unwind(AssertUnwindSafe(|| {
            play_game(
                opening(seed, index, settings),
                white,
                black,
                Some(movetime),
                seed ^ u64::from(index),
                &mut |_| {},
            )
        }));
        let mut totals = totals.lock().unwrap_or_else(|e| e.into_inner());
        totals.games += 1;
        match played {
            Ok(game) => {
                let outcome = game.outcome().expect("play_game plays to the end");
                assert!(game.ply() <= max_plies as usize);
                totals.plies += game.ply() as u64;
                totals.longest = totals.longest.max(game.ply());
                if outcome.winner().is_some() {
                    totals.decided += 1;
                } else {
                    totals.drawn += 1;
                }
            }
            Err(panic) => {
                let why = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                totals
                    .panics
                    .push(format!("game {index} ({white} vs {black}): {why}"));
            }
        }
        if totals.games.is_multiple_of(500) {
            eprintln!(
                "{} games, {} panics, {:.0} s",
                totals.games,
                totals.panics.len(),
                started.elapsed().as_secs_f64()
            );
        }
    });
    let totals = totals.into_inner().unwrap_or_else(|e| e.into_inner());
    println!(
        "{} games ({} decided, {} drawn), {} plies (longest {}), {} panics, {:.0} s on {threads} \
         threads at {} ms a move, seed {seed}",
        totals.games,
        totals.decided,
        totals.drawn,
        totals.plies,
        totals.longest,
        totals.panics.len(),
        started.elapsed().as_secs_f64(),
        movetime.as_millis()
    );
    for panic in &totals.panics {
        println!("{panic}");
    }
}
