//! `lasca review FILE`: the engine's word on every move of a game (a saved game, or the first
//! game of a game file, or the one `--game` names), and the game file with it as comments.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use lasca_ai::review::{MoveComment, comment_moves, score_positions, summaries};
use lasca_ai::{SearchLimits, MoveClass, mate_distance};
use lasca_rules::RuleSettings;

use super::CliError;
use crate::record::{GameFile, MoveNumber, is_game_file, load_file, read_games, write_games};

/// Arguments of `lasca review`.
#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// A saved game (.json) or a game file (.pgn).
    pub file: PathBuf,
    /// Which game of a game file (1 = the first).
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// Time for each position, in milliseconds.
    #[arg(long, default_value_t = 200)]
    pub movetime: u64,
    /// Write the game file with each move's score, class and better move as comments here.
    #[arg(long, value_name = "FILE")]
    pub write: Option<PathBuf>,
}

/// Reviews the game and prints a line a move, then each side's summary.
pub fn run(args: &ReviewArgs) -> Result<(), CliError> {
    let mut file = read_game(args)?;
    let game = &file.game;
    let limits = SearchLimits {
        movetime: Some(Duration::from_millis(args.movetime)),
        ..SearchLimits::default()
    };
    let bar = ProgressBar::new(game.ply() as u64 + 1).with_style(
        ProgressStyle::with_template("reviewing {bar:30} {pos}/{len} positions, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let scores = score_positions(game, &limits, &AtomicBool::new(false), &mut |_, _| {
        bar.inc(1)
    });
    bar.finish_and_clear();
    let comments = comment_moves(game, &scores);
    for (i, (number, _)) in MoveNumber::all(game).enumerate() {
        if let Some(comment) = comments.get(i) {
            println!("{number} {}", line(comment));
        }
    }
    for (side, summary) in ["White", "Black"].iter().zip(summaries(&comments)) {
        let counts: Vec<String> = MoveClass::ALL
            .iter()
            .zip(summary.counts)
            .map(|(class, n)| format!("{n} {}", class.name()))
            .collect();
        println!(
            "{side}: {} moves, average loss {:.0}, {}",
            summary.moves,
            summary.average_loss,
            counts.join(", ")
        );
    }
    if let Some(out) = &args.write {
        for comment in &comments {
            let engine = format!("engine: {}", line(comment));
            let text = match file.comments.get(&comment.ply) {
                Some(note) => format!("{note} · {engine}"),
                None => engine,
            };
            file.comments.insert(comment.ply, text);
        }
        std::fs::write(out, write_games(&[file])).map_err(|source| CliError::Write {
            path: out.clone(),
            source,
        })?;
    }
    Ok(())
}

/// `c3-d4 -0.45 mistake ? (better e3-f4, +0.80)`: the move, White's score after it, its class.
fn line(comment: &MoveComment) -> String {
    let mut text = format!(
        "{}{} {} {}",
        comment.played,
        comment.class.symbol(),
        white_text(comment.white_after),
        comment.class.name()
    );
    if let Some((better, white)) = comment.better {
        text.push_str(&format!(" (better {better}, {})", white_text(white)));
    }
    text
}

/// A score from White's view: `+0.45` in men, or who wins by force.
fn white_text(white: i32) -> String {
    match mate_distance(white) {
        Some(0) if white > 0 => "White has won".to_owned(),
        Some(0) => "Black has won".to_owned(),
        Some(plies) if plies > 0 => format!("White wins in {plies}"),
        Some(plies) => format!("Black wins in {}", -plies),
        None => format!("{:+.2}", white as f32 / 100.0),
    }
}

/// The game the arguments name.
fn read_game(args: &ReviewArgs) -> Result<GameFile, CliError> {
    if !is_game_file(&args.file) {
        let (saved, game) = load_file(&args.file).map_err(|source| CliError::Load {
            path: args.file.clone(),
            source,
        })?;
        return Ok(GameFile::with_players(game, saved.players, &saved.saved_at));
    }
    let text = std::fs::read_to_string(&args.file).map_err(|source| CliError::Read {
        path: args.file.clone(),
        source,
    })?;
    let mut read = read_games(&text, RuleSettings::default());
    let wanted = args.game.max(1) - 1;
    if wanted < read.games.len() {
        return Ok(read.games.swap_remove(wanted));
    }
    match read.error {
        Some(source) => Err(CliError::GameFile {
            path: args.file.clone(),
            source,
        }),
        None => Err(CliError::Usage("the file has no game of that number")),
    }
}
