//! `perft`, `moves` and `play`: the rules engine on the command line.

use std::io::Write;

use clap::Args;
use lasca_rules::{Game, RuleSettings, perft_divide};

use super::{CliError, parse_position};

/// Arguments of `lasca perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// How many plies deep to count.
    pub depth: u32,
    /// The position (RULES.md notation); the start if left out.
    #[arg(long)]
    pub position: Option<String>,
    /// Split the count at DEPTH by first move.
    #[arg(long)]
    pub divide: bool,
}

/// Arguments of `lasca moves`.
#[derive(Args, Debug)]
pub struct MovesArgs {
    /// The position (RULES.md notation); the start if left out.
    #[arg(long)]
    pub position: Option<String>,
}

/// Arguments of `lasca play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The position to start from; the start if left out.
    #[arg(long)]
    pub position: Option<String>,
    /// Moves to play in order, like c3-d4 or a3xc5xe3.
    #[arg(allow_hyphen_values = true)]
    pub moves: Vec<String>,
}

fn write_lines(lines: impl IntoIterator<Item = String>) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            // A closed pipe (`| head`) is not an error worth a message.
            return Ok(());
        }
    }
    Ok(())
}

/// `lasca perft`.
pub fn perft(args: &PerftArgs) -> Result<(), CliError> {
    let position = parse_position(args.position.as_deref())?;
    if args.divide {
        let split = perft_divide(&position, args.depth);
        let total: u64 = split.iter().map(|(_, n)| n).sum();
        let lines = split.iter().map(|(mv, n)| format!("{mv} {n}"));
        return write_lines(lines.chain([format!("total {total}")]));
    }
    for depth in 1..=args.depth {
        write_lines([format!(
            "perft {depth} = {}",
            lasca_rules::perft(&position, depth)
        )])?;
    }
    Ok(())
}

/// `lasca moves`.
pub fn moves(args: &MovesArgs) -> Result<(), CliError> {
    let position = parse_position(args.position.as_deref())?;
    let mut names: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    names.sort();
    write_lines(names)
}

/// `lasca play`.
pub fn play(args: &PlayArgs) -> Result<(), CliError> {
    let position = parse_position(args.position.as_deref())?;
    let game = Game::replay(position, RuleSettings::default(), &args.moves)?;
    let mut lines = vec![game.position().to_string()];
    if let Some(outcome) = game.outcome() {
        lines.push(format!("result: {outcome}"));
    }
    write_lines(lines)
}
