//! `lasca match`: headless AI-vs-AI games with a progress bar and a score table.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use lasca_ai::arena::{Bot, GameSummary, MatchConfig, MatchEvent, play_match};

use lasca_rules::{AnyGame, Variant};

use super::CliError;
use super::rules::parse_variant;
use crate::record::AI_VS_AI_PLY_LIMIT;

/// Arguments of `lasca match`.
#[derive(Args, Debug)]
pub struct MatchArgs {
    /// The first player, White in odd-numbered games: a level 1-8 (number or name) or `random`.
    #[arg(long, value_parser = parse_player)]
    pub white: Bot,
    /// The second player, White in even-numbered games.
    #[arg(long, value_parser = parse_player)]
    pub black: Bot,
    /// How many games (colours alternate game by game).
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Time per move in milliseconds for every level, replacing the levels' own limits of time
    /// (their depth and node limits stay).
    #[arg(long)]
    pub movetime: Option<u64>,
    /// The seed of the openings and of every random choice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A game still going after this many plies is a draw.
    #[arg(long, default_value_t = AI_VS_AI_PLY_LIMIT)]
    pub max_plies: u32,
    /// The game played: lasca7 (Lasca on 7x7), lasca8 (Lasca's rules on 8x8) or bashni.
    #[arg(long, default_value_t = Variant::Lasca7, value_parser = parse_variant)]
    pub variant: Variant,
    /// Start every game from this position of the variant (RULES.md notation; a sandbox's
    /// `sandbox-VARIANT: ...` too) instead of the start; each pair of games still begins with
    /// its own short random opening.
    #[arg(long)]
    pub position: Option<String>,
    /// Write every game (players, result, start position and moves) to FILE, one JSON object
    /// a line.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
}

fn parse_player(text: &str) -> Result<Bot, String> {
    text.parse().map_err(|error| format!("{error}"))
}

/// One line of the `--record` file.
fn record_line(summary: &GameSummary) -> serde_json::Value {
    serde_json::json!({
        "game": summary.number,
        "white": summary.white.to_string(),
        "black": summary.black.to_string(),
        "result": summary.outcome().to_string(),
        "plies": summary.game.ply(),
        "opening_plies": summary.opening_plies,
        "record": &summary.game,
    })
}

/// Plays the match and prints the table.
pub fn run(args: &MatchArgs) -> Result<(), CliError> {
    if args.max_plies == 0 {
        return Err(CliError::Usage("--max-plies must be at least 1"));
    }
    let mut record = args
        .record
        .as_ref()
        .map(|path| {
            File::create(path)
                .map(BufWriter::new)
                .map_err(|source| CliError::Write {
                    path: path.clone(),
                    source,
                })
        })
        .transpose()?;
    let start = match &args.position {
        None => AnyGame::start(args.variant),
        Some(text) => AnyGame::from_text(args.variant, text)
            .map_err(|error| CliError::Variant(error.to_string()))?,
    };
    let config = MatchConfig {
        first: args.white,
        second: args.black,
        games: args.games,
        movetime: args.movetime.map(Duration::from_millis),
        seed: args.seed,
        max_plies: args.max_plies,
        start,
    };
    let bar = ProgressBar::new(u64::from(args.games));
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games  {elapsed_precise}  {msg}")
            .expect("the progress template is valid"),
    );
    let mut write_error = None;
    let report = play_match(&config, &mut |event| match event {
        MatchEvent::Ply { game, ply } => bar.set_message(format!("game {game}, ply {ply}")),
        MatchEvent::GameOver(summary) => {
            bar.println(format!(
                "game {}: {} (white) vs {} (black): {} after {} plies",
                summary.number,
                summary.white,
                summary.black,
                summary.outcome(),
                summary.game.ply()
            ));
            if let Some(file) = &mut record
                && let Err(error) = writeln!(file, "{}", record_line(summary))
            {
                write_error.get_or_insert(error);
            }
            bar.inc(1);
        }
    });
    bar.finish_and_clear();
    if let Some(file) = &mut record
        && let Err(error) = file.flush()
    {
        write_error.get_or_insert(error);
    }
    if let Some(error) = write_error {
        return Err(CliError::Io {
            what: "writing the record",
            source: error,
        });
    }
    let movetime = args.movetime.map_or_else(
        || "each level's own limits".to_owned(),
        |ms| format!("{ms} ms a move"),
    );
    println!(
        "{} vs {}: {} games of {}, {movetime}, seed {}, draw after {} plies",
        args.white, args.black, args.games, args.variant, args.seed, args.max_plies
    );
    print!("{}", report.table());
    Ok(())
}
