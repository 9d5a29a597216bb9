//! `lasca bench`: move generation speed (perft nodes per second) and search speed.

use std::time::{Duration, Instant};

use clap::Args;
use lasca_rules::{Position, perft};

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
}

/// The median of some durations.
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Runs the benchmarks and prints the figures.
pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    if args.runs == 0 {
        return Err(CliError("--runs must be at least 1".into()));
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
    Ok(())
}
