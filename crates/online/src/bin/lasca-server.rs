//! `lasca-server`: the online game server alone, without the 3D game (no Bevy, no X11 or
//! sound headers to build it). `lasca-server [OPTIONS]` runs what `lasca serve [OPTIONS]`
//! runs; `lasca-server bench [OPTIONS]` is `lasca serve-bench`; `lasca-server admin` is
//! `lasca serve-admin`. docs/ONLINE.md.

use clap::{Parser, Subcommand};
use lasca_online::cli::{self, AdminArgs, ServeArgs, ServeBenchArgs};

/// The Lasca online game server (docs/ONLINE.md).
#[derive(Parser, Debug)]
#[command(name = "lasca-server", version, args_conflicts_with_subcommands = true)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: Box<ServeArgs>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play many games at once against a server and report moves/s and latency.
    Bench(ServeBenchArgs),
    /// An operator's work on the database: `admin delete-account NAME`.
    Admin(AdminArgs),
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    let outcome = match &args.command {
        Some(Command::Bench(bench)) => cli::bench(bench),
        Some(Command::Admin(admin)) => cli::admin(admin).map(|done| println!("{done}")),
        None => cli::run(&args.serve),
    };
    // As the game's `lasca`: the error on stderr, and 2.
    match outcome {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            std::process::ExitCode::from(2)
        }
    }
}
