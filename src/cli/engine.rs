//! `lasca engine`: the engine protocol (UCI vocabulary) on stdin and stdout.
//!
//! The protocol itself lives in `lasca_ai::protocol`; `docs/PROTOCOL.md` describes it.

use super::CliError;

/// Runs the protocol loop until `quit` or the end of the input.
pub fn run() -> Result<(), CliError> {
    lasca_ai::protocol::run(std::io::stdin().lock(), std::io::stdout()).map_err(|source| {
        CliError::Io {
            what: "the engine protocol",
            source,
        }
    })
}
