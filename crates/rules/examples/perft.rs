//! `cargo run --release -p lasca-rules --example perft -- DEPTH [--divide]`: perft from the
//! start, timed. With `--divide` it prints the count split by first move and the total, as
//! `lasca perft DEPTH --divide` does.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let divide = args.iter().any(|arg| arg == "--divide");
    let depth = args.iter().find_map(|arg| arg.parse().ok()).unwrap_or(12);
    let start = lasca_rules::Position::start();
    let clock = std::time::Instant::now();
    let nodes = if divide {
        let split = lasca_rules::perft_divide(&start, depth);
        for (mv, count) in &split {
            println!("{mv} {count}");
        }
        let total = split.iter().map(|(_, count)| count).sum();
        println!("total {total}");
        total
    } else {
        lasca_rules::perft(&start, depth)
    };
    let seconds = clock.elapsed().as_secs_f64();
    eprintln!(
        "perft {depth} = {nodes} in {seconds:.3} s ({:.1} M nodes/s)",
        nodes as f64 / seconds / 1e6
    );
}
