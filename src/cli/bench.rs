//! `lasca bench`: move generation speed (perft nodes per second) and search speed, for any
//! variant (`--variant`).

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Args;
use lasca_ai::{BENCH_POSITIONS, SearchLimits, Searchable, Searcher};
use lasca_rules::{Game, Position, Position8, RuleSettings, Variant, perft};

use super::CliError;
use super::rules::parse_variant;

/// Arguments of `lasca bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Perft depth from the start position (default 20 on 7x7, 9 on 8x8).
    #[arg(long)]
    pub depth: Option<u32>,
    /// How many timed runs; the median is reported.
    #[arg(long, default_value_t = 5)]
    pub runs: usize,
    /// Search time per benchmark position, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub search_ms: u64,
    /// The game: `lasca7` (the default), `lasca8` or `bashni`.
    #[arg(long, default_value_t = Variant::Lasca7, value_parser = parse_variant)]
    pub variant: Variant,
}

/// Middle games of the 8x8 variants for the search benchmark, besides the start (the perft
/// table's positions of docs/RULES.md).
const BENCH8: [(&str, &str); 1] = [("middle game", "w a1:W g1:w c3:b e3:b d6:b f6:w b8:b h8:B")];

/// The median of some durations.
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Runs the benchmarks and prints the figures.
pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    if args.runs == 0 {
        return Err(CliError::Usage("--runs must be at least 1"));
    }
    let eight = args.variant.eight();
    let depth = args.depth.unwrap_or(if eight.is_some() { 9 } else { 20 });
    let mut nodes = 0;
    let mut times = Vec::with_capacity(args.runs);
    for run in 1..=args.runs {
        let clock = Instant::now();
        nodes = match eight {
            None => perft(&Position::start(), depth),
            Some(variant) => perft(&Position8::start(variant), depth),
        };
        let took = clock.elapsed();
        println!(
            "perft {depth} run {run}: {nodes} nodes in {:.3} s",
            took.as_secs_f64()
        );
        times.push(took);
    }
    let median = median(times);
    println!(
        "perft {depth} median: {:.3} s, {:.1} million leaf nodes per second (single thread)",
        median.as_secs_f64(),
        nodes as f64 / median.as_secs_f64() / 1e6
    );
    match eight {
        None => {
            let mut positions = Vec::new();
            for (name, text) in BENCH_POSITIONS {
                positions.push((name, text.parse::<Position>().map_err(CliError::Position)?));
            }
            search(&positions, args.search_ms)
        }
        Some(variant) => {
            let mut positions = vec![("start", Position8::start(variant))];
            for (name, text) in BENCH8 {
                let position = Position8::parse_board(variant, text).map_err(CliError::Position)?;
                positions.push((name, position));
            }
            search(&positions, args.search_ms)
        }
    }
}

/// Searches each position for `ms` and prints the depth reached and the speed.
fn search<P: Searchable>(positions: &[(&str, P)], ms: u64) -> Result<(), CliError> {
    let limits = SearchLimits::movetime(Duration::from_millis(ms));
    let (mut total_nodes, mut total_time) = (0, Duration::ZERO);
    for (name, position) in positions {
        let game = Game::from_position(*position, RuleSettings::default());
        let clock = Instant::now();
        let result = Searcher::new(64).search(&game, &limits, &AtomicBool::new(false), &mut |_| {});
        let took = clock.elapsed();
        total_nodes += result.info.nodes;
        total_time += took;
        println!(
            "search {name}: depth {} in {ms} ms, {} nodes, {:.2} million nodes per second",
            result.info.depth,
            result.info.nodes,
            result.info.nodes as f64 / took.as_secs_f64() / 1e6
        );
    }
    println!(
        "search total: {total_nodes} nodes, {:.2} million nodes per second (single thread)",
        total_nodes as f64 / total_time.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(())
}
