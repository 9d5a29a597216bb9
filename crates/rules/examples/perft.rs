//! `cargo run --release -p lasca-rules --example perft -- DEPTH [--variant lasca8|bashni]`:
//! perft from the start, timed; it prints the total (the count split by first move is
//! `lasca perft DEPTH --divide`).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args
        .iter()
        .position(|a| a == "--variant")
        .map(|i| args[i + 1].clone());
    let depth = args.iter().find_map(|arg| arg.parse().ok()).unwrap_or(12);
    let clock = std::time::Instant::now();
    let nodes: u64 = match variant.as_deref() {
        None | Some("lasca7") => {
            let split = lasca_rules::perft_divide(&lasca_rules::Position::start(), depth);
            split.iter().map(|(_, c)| c).sum()
        }
        Some(name) => {
            let v: lasca_rules::Variant8 = name.parse().unwrap();
            let split = lasca_rules::perft_divide(&lasca_rules::Position8::start(v), depth);
            split.iter().map(|(_, c)| c).sum()
        }
    };
    println!("total {nodes}");
    eprintln!(
        "perft {depth} = {nodes} in {:.3} s",
        clock.elapsed().as_secs_f64()
    );
}
