//! `lasca serve`: the online game server; `lasca serve-bench`: load it with many games. Both
//! are lasca-online's command line (`lasca_online::cli`), which the server's own binary
//! `lasca-server` runs too.

pub use lasca_online::cli::{ServeArgs, ServeBenchArgs};

use super::CliError;

impl From<lasca_online::cli::CliError> for CliError {
    fn from(error: lasca_online::cli::CliError) -> CliError {
        match error {
            lasca_online::cli::CliError::Usage(text) => CliError::Usage(text),
            lasca_online::cli::CliError::Online(text) => CliError::Online(text),
            lasca_online::cli::CliError::Io { what, source } => CliError::Io { what, source },
        }
    }
}

/// Runs the server until it is stopped (Ctrl-C) or its database fails.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    Ok(lasca_online::cli::run(args)?)
}

/// Starts a server here (unless `--server`), plays the games, prints the figures and checks
/// the database.
pub fn bench(args: &ServeBenchArgs) -> Result<(), CliError> {
    Ok(lasca_online::cli::bench(args)?)
}
