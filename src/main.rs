//! The `lasca` binary: the 3D game, or a headless subcommand.

use clap::Parser;
use lasca::cli::{self, Cli};

fn main() -> std::process::ExitCode {
    let parsed = Cli::parse();
    match parsed.command {
        None => cli::exit_code(lasca::app::run(parsed.game)),
        Some(command) => cli::exit_code(cli::run(command)),
    }
}
