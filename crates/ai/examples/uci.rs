//! The engine protocol on standard input and output, without building the game: what
//! `lasca engine` runs, for the `gauntlet` example and other testers.
//!
//! ```text
//! cargo run -p lasca-ai --release --example uci
//! ```

fn main() -> std::io::Result<()> {
    lasca_ai::protocol::run(std::io::stdin().lock(), std::io::stdout())
}
