//! Tunes the evaluation's [`Weights`] by self-play and Texel's method.
//!
//! ```text
//! cargo run -p lasca-ai --release --example tune -- play GAMES NODES FILE [SEED] [--variant V]
//! cargo run -p lasca-ai --release --example tune -- fit FILE [WEIGHTS_OUT] [--variant V]
//! cargo run -p lasca-ai --release --example tune -- match WEIGHTS GAMES NODES [SEED] [--variant V]
//! ```
//! `--variant` (lasca7, the default, lasca8 or bashni) picks the game: its start, its board's
//! weights (`Weights` or `Weights<8>`) and the engine's weights for it as the starting point
//! and the match's opponent.
//! - `play` plays GAMES fast self-play games (NODES nodes a move, on every core) from seeded
//!   random openings of 6 to 9 plies, and writes every quiet position after the opening (no
//!   capture to make: the positions the evaluation scores) with the game's result for White,
//!   one `RESULT POSITION` a line.
//! - `fit` minimises the mean squared error between the game result and
//!   `1 / (1 + 10^(-K * eval / 400))` over those positions: first the scale K for the current
//!   weights, then every weight but the commander's (the unit) by Texel's local search (each
//!   weight up and down a step while that lowers the error, with steps 4, 2, 1). It prints the
//!   new weights as Rust for `Weights::DEFAULT` and writes them, one `NAME VALUE` a line.
//! - `match` plays the weights of a file against `Weights::DEFAULT`: paired seeded openings
//!   (the arena's, 4 to 7 plies), NODES nodes a move for both (the same search, so only the evaluation
//!   differs), and prints the arena's table with the Elo difference.

use std::fs;
use std::io::{BufWriter, Write};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::Instant;

use std::fmt::{Debug, Display};
use std::str::FromStr;

use lasca_ai::arena::{MatchReport, play_game_with, play_in_parallel, points, random_opening_from};
use lasca_ai::{Evaluation, SearchLimits, Searchable, Searcher, WeightSet, Weights};
use lasca_rules::{Colour, Position, Position8, RuleSettings, Variant};

/// A board the tuner works on, with `RANKS` ranks: its start, the engine's weights for it and
/// how its evaluation reads them.
trait Board<const RANKS: usize>: Searchable + FromStr<Err: Debug> + Display {
    fn start(variant: Variant) -> Self;
    fn engine_weights(variant: Variant) -> Weights<RANKS>;
    fn evaluation_with(&self, weights: &Weights<RANKS>) -> Evaluation;
    /// A searcher evaluating `variant` with `weights`.
    fn searcher(variant: Variant, weights: Weights<RANKS>) -> Searcher;
}

impl Board<7> for Position {
    fn start(_: Variant) -> Position {
        Position::start()
    }
    fn engine_weights(_: Variant) -> Weights {
        Weights::DEFAULT
    }
    fn evaluation_with(&self, weights: &Weights) -> Evaluation {
        Evaluation::with(self, weights)
    }
    fn searcher(_: Variant, weights: Weights) -> Searcher {
        Searcher::with_weights(16, weights)
    }
}

impl Board<8> for Position8 {
    fn start(variant: Variant) -> Position8 {
        Position8::start(variant.eight().expect("an 8x8 variant"))
    }
    fn engine_weights(variant: Variant) -> Weights<8> {
        Weights::for_variant(variant.eight().expect("an 8x8 variant"))
    }
    fn evaluation_with(&self, weights: &Weights<8>) -> Evaluation {
        Evaluation::with8(self, weights)
    }
    fn searcher(variant: Variant, weights: Weights<8>) -> Searcher {
        let set = match variant {
            Variant::Bashni => WeightSet {
                bashni: weights,
                ..WeightSet::DEFAULT
            },
            _ => WeightSet {
                lasca8: weights,
                ..WeightSet::DEFAULT
            },
        };
        Searcher::with_weight_set(16, set)
    }
}

/// Every tuned weight by name. The commander stays 100: it is the unit of every score.
fn tuned<const RANKS: usize>(w: &mut Weights<RANKS>) -> Vec<(String, &mut i32)> {
    let mut params: Vec<(String, &mut i32)> = vec![
        ("reserve".to_owned(), &mut w.reserve),
        ("officer".to_owned(), &mut w.officer),
        ("buried_officer".to_owned(), &mut w.buried_officer),
        ("prisoner_officer".to_owned(), &mut w.prisoner_officer),
        ("edge_free_chance".to_owned(), &mut w.edge_free_chance),
        ("threat_first".to_owned(), &mut w.threat_first),
        ("threat_others".to_owned(), &mut w.threat_others),
        ("mobility".to_owned(), &mut w.mobility),
        ("home_guard".to_owned(), &mut w.home_guard),
        ("tempo".to_owned(), &mut w.tempo),
    ];
    for (i, chance) in w.free_chance.iter_mut().enumerate().skip(1) {
        params.push((format!("free_chance[{i}]"), chance));
    }
    // A soldier reaching the last rank is promoted at once: its advance never counts.
    for (i, bonus) in w.advance.iter_mut().enumerate().take(RANKS - 1) {
        params.push((format!("advance[{i}]"), bonus));
    }
    params
}

fn read_weights<const RANKS: usize>(path: &str, mut weights: Weights<RANKS>) -> Weights<RANKS> {
    let text = fs::read_to_string(path).unwrap_or_else(|error| panic!("{path}: {error}"));
    for line in text.lines().filter(|line| !line.trim().is_empty()) {
        let (name, value) = line.split_once(' ').expect("NAME VALUE");
        let value: i32 = value.trim().parse().expect("a whole number");
        let mut params = tuned(&mut weights);
        let slot = params
            .iter_mut()
            .find(|(known, _)| known == name)
            .unwrap_or_else(|| panic!("unknown weight {name}"));
        *slot.1 = value;
    }
    weights
}

/// Seeded random opening plies before the engine plays: enough to spread the games.
const OPENING: (usize, usize) = (6, 9);

/// The adoption match's openings: long enough that no two pairs share one (the searches are
/// deterministic, so a shared opening would replay the same games).
const MATCH_OPENING: (usize, usize) = (4, 7);

/// Plays game `index` and returns its quiet positions after the opening with White's result.
fn self_play<const R: usize, P: Board<R>>(
    variant: Variant,
    index: u64,
    seed: u64,
    nodes: u64,
) -> Vec<(f64, P)> {
    let settings = RuleSettings {
        repetition_draw: true,
        ply_limit: Some(300),
    };
    let game = random_opening_from(P::start(variant), seed, index, settings, OPENING);
    let opening_plies = game.ply();
    let searchers = [Searcher::new(4), Searcher::new(4)];
    let stop = AtomicBool::new(false);
    let game = play_game_with(
        game,
        &mut |side, game| {
            searchers[side]
                .search(game, &SearchLimits::nodes(nodes), &stop, &mut |_| {})
                .best_move
        },
        &mut |_| {},
    );
    let result = points(&game, Colour::White);
    (opening_plies..game.ply())
        .filter_map(|ply| game.position_at(ply).copied())
        .filter(|position| !position.must_capture() && position.has_legal_move())
        .map(|position| (result, position))
        .collect()
}

fn play<const R: usize, P: Board<R>>(
    variant: Variant,
    games: u32,
    nodes: u64,
    path: &str,
    seed: u64,
) {
    let started = Instant::now();
    let out = Mutex::new(BufWriter::new(
        fs::File::create(path).unwrap_or_else(|error| panic!("{path}: {error}")),
    ));
    let count = AtomicU32::new(0);
    play_in_parallel(games, cores(), |index| {
        let index = u64::from(index);
        let positions = self_play::<R, P>(variant, index, seed, nodes);
        let mut out = out.lock().unwrap_or_else(PoisonError::into_inner);
        for (result, position) in &positions {
            writeln!(out, "{result} {position}").expect("writes");
        }
        let done = count.fetch_add(1, Ordering::Relaxed) + 1;
        if done.is_multiple_of(100) {
            eprintln!("{done} games, {:.0} s", started.elapsed().as_secs_f64());
        }
    });
    out.into_inner()
        .unwrap_or_else(PoisonError::into_inner)
        .flush()
        .expect("writes");
    eprintln!("{games} games in {:.0} s", started.elapsed().as_secs_f64());
}

/// Every core.
fn cores() -> usize {
    thread::available_parallelism().map_or(1, usize::from)
}

/// The mean squared error of the predicted result over `positions`.
fn error<const R: usize, P: Board<R>>(positions: &[(f64, P)], weights: &Weights<R>, k: f64) -> f64 {
    let threads = cores();
    let chunk = positions.len().div_ceil(threads).max(1);
    let total: f64 = thread::scope(|scope| {
        let parts: Vec<_> = positions
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|(result, position)| {
                            let eval = f64::from(position.evaluation_with(weights).total());
                            let predicted = 1.0 / (1.0 + 10f64.powf(-k * eval / 400.0));
                            (result - predicted).powi(2)
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        parts
            .into_iter()
            .map(|part| part.join().expect("no panic"))
            .sum()
    });
    total / positions.len() as f64
}

/// The scale K that fits the current weights best (a golden-section search on 0.05..5).
fn fit_scale<const R: usize, P: Board<R>>(positions: &[(f64, P)], weights: &Weights<R>) -> f64 {
    let (mut low, mut high) = (0.05f64, 5.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(positions, weights, a) < error(positions, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

fn fit<const R: usize, P: Board<R>>(variant: Variant, path: &str, out: Option<&str>) {
    let text = fs::read_to_string(path).unwrap_or_else(|error| panic!("{path}: {error}"));
    let positions: Vec<(f64, P)> = text
        .lines()
        .map(|line| {
            let (result, position) = line.split_once(' ').expect("RESULT POSITION");
            (
                result.parse().expect("a result"),
                position.parse().expect("a position"),
            )
        })
        .collect();
    let mut weights = P::engine_weights(variant);
    let k = fit_scale(&positions, &weights);
    let mut best = error(&positions, &weights, k);
    eprintln!(
        "{} positions; K = {k:.4}; error with the current weights {best:.6}",
        positions.len()
    );
    let count = tuned(&mut weights).len();
    for step in [4, 2, 1] {
        let mut improved = true;
        let mut pass = 0;
        while improved && pass < 30 {
            improved = false;
            pass += 1;
            for param in 0..count {
                for delta in [step, -step] {
                    let mut trial = weights;
                    let value = {
                        let mut params = tuned(&mut trial);
                        *params[param].1 += delta;
                        *params[param].1
                    };
                    if value < 0 {
                        continue;
                    }
                    let e = error(&positions, &trial, k);
                    if e < best {
                        best = e;
                        weights = trial;
                        improved = true;
                        break;
                    }
                }
            }
            eprintln!("step {step} pass {pass}: error {best:.6}");
        }
    }
    println!("{weights:#?}");
    println!("final error {best:.6} (K = {k:.4})");
    if let Some(out) = out {
        let mut text = String::new();
        for (name, value) in tuned(&mut weights) {
            text.push_str(&format!("{name} {value}\n"));
        }
        fs::write(out, text).unwrap_or_else(|error| panic!("{out}: {error}"));
    }
}

fn adoption_match<const R: usize, P: Board<R>>(
    variant: Variant,
    path: &str,
    games: u32,
    nodes: u64,
    seed: u64,
) {
    let engine = P::engine_weights(variant);
    let candidate = read_weights(path, engine);
    let settings = RuleSettings {
        repetition_draw: true,
        ply_limit: Some(300),
    };
    let started = Instant::now();
    let report = Mutex::new(MatchReport::new(
        format!("tuned ({path})"),
        format!("the engine's {variant} weights"),
    ));
    play_in_parallel(games, cores(), |index| {
        let first_is_white = index.is_multiple_of(2);
        let [tuned, old] = [candidate, engine].map(|weights| P::searcher(variant, weights));
        let searchers = if first_is_white {
            [tuned, old]
        } else {
            [old, tuned]
        };
        let stop = AtomicBool::new(false);
        let game = play_game_with(
            random_opening_from(
                P::start(variant),
                seed,
                u64::from(index / 2),
                settings,
                MATCH_OPENING,
            ),
            &mut |side, game| {
                searchers[side]
                    .search(game, &SearchLimits::nodes(nodes), &stop, &mut |_| {})
                    .best_move
            },
            &mut |_| {},
        );
        let points = points(&game, Colour::BOTH[usize::from(!first_is_white)]);
        let mut report = report.lock().unwrap_or_else(PoisonError::into_inner);
        report.record(first_is_white, points, game.ply());
        if report.games().is_multiple_of(20) {
            eprintln!(
                "{} games, tuned scores {:.1}%, {:.0} s",
                report.games(),
                100.0 * report.first_score(),
                started.elapsed().as_secs_f64()
            );
        }
    });
    let report = report.into_inner().unwrap_or_else(PoisonError::into_inner);
    print!("{}", report.table());
    println!(
        "{nodes} nodes a move, seed {seed}, {:.0} s",
        started.elapsed().as_secs_f64()
    );
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let variant = match args.iter().position(|arg| arg == "--variant") {
        Some(at) => {
            let name = args.get(at + 1).expect("--variant needs a name").clone();
            args.drain(at..at + 2);
            name.parse().unwrap_or_else(|error| panic!("{error}"))
        }
        None => Variant::Lasca7,
    };
    match variant {
        Variant::Lasca7 => run::<7, Position>(variant, &args),
        Variant::Lasca8 | Variant::Bashni => run::<8, Position8>(variant, &args),
    }
}

fn run<const R: usize, P: Board<R>>(variant: Variant, args: &[String]) {
    let arg = |i: usize| args.get(i).map(String::as_str);
    let number = |i: usize, default: u64| arg(i).map_or(default, |n| n.parse().expect("a number"));
    match arg(0) {
        Some("play") => play::<R, P>(
            variant,
            number(1, 4000) as u32,
            number(2, 4000),
            arg(3).expect("a file"),
            number(4, 1),
        ),
        Some("fit") => fit::<R, P>(variant, arg(1).expect("a file"), arg(2)),
        Some("match") => adoption_match::<R, P>(
            variant,
            arg(1).expect("a weights file"),
            number(2, 200) as u32,
            number(3, 20_000),
            number(4, 1),
        ),
        _ => eprintln!(
            "usage: tune play GAMES NODES FILE [SEED] | tune fit FILE [WEIGHTS_OUT] | \
             tune match WEIGHTS GAMES NODES [SEED], each with [--variant lasca7|lasca8|bashni]"
        ),
    }
}
