//! `lasca bench`: move generation speed (perft nodes per second) and search speed.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Args;
use lasca_ai::{BENCH_POSITIONS, SearchLimits, Searcher};
use lasca_rules::{Game, Position, RuleSettings, perft};

use super::CliError;

/// Arguments of `lasca bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Perft depth from the start position.
    #[arg(long, default_value_t = 20)]
    pub depth: u32,
    /// How many timed runs; the median is reported.
    #[arg(long, default_value_t = 5)]
    pub runs: usize,
    /// Search time per benchmark position, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub search_ms: u64,
}

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
    let start = Position::start();
    let mut nodes = 0;
    let mut times = Vec::with_capacity(args.runs);
    for run in 1..=args.runs {
        let clock = Instant::now();
        nodes = perft(&start, args.depth);
        let took = clock.elapsed();
        println!(
            "perft {} run {run}: {nodes} nodes in {:.3} s",
            args.depth,
            took.as_secs_f64()
        );
        times.push(took);
    }
    let median = median(times);
    println!(
        "perft {} median: {:.3} s, {:.1} million leaf nodes per second (single thread)",
        args.depth,
        median.as_secs_f64(),
        nodes as f64 / median.as_secs_f64() / 1e6
    );
    search(args.search_ms)
}

/// Searches each benchmark position for `ms` and prints the depth reached and the speed.
fn search(ms: u64) -> Result<(), CliError> {
    let limits = SearchLimits::movetime(Duration::from_millis(ms));
    let (mut total_nodes, mut total_time) = (0, Duration::ZERO);
    for (name, text) in BENCH_POSITIONS {
        let position: Position = text.parse().map_err(CliError::Position)?;
        let game = Game::from_position(position, RuleSettings::default());
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
