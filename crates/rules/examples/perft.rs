//! `cargo run --release -p lasca-rules --example perft -- DEPTH`: perft from the start, timed.

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(12);
    let start = lasca_rules::Position::start();
    let clock = std::time::Instant::now();
    let nodes = lasca_rules::perft(&start, depth);
    let seconds = clock.elapsed().as_secs_f64();
    println!(
        "perft {depth} = {nodes} in {seconds:.3} s ({:.1} M nodes/s)",
        nodes as f64 / seconds / 1e6
    );
}
