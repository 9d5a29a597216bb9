//! `lasca review FILE`: the engine's word on every move of a game (a saved game, or the first
//! game of a game file, or the one `--game` names), and the game file with it as comments;
//! `--json` prints the review as one JSON document (docs/REVIEW.md describes it).

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use lasca_ai::review::{GameReview, MoveComment, Summary, review_game, summaries};
use lasca_ai::{MoveClass, SearchLimits, mate_distance};
use lasca_rules::{AnyGame, AnyMove, Colour, RuleSettings};
use serde::Serialize;

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
    /// Print the review as JSON (docs/REVIEW.md) instead of a line a move.
    #[arg(long)]
    pub json: bool,
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
    let review = review_game(game, &limits, &AtomicBool::new(false), &mut |_, _| {
        bar.inc(1)
    });
    bar.finish_and_clear();
    let comments = &review.comments;
    if args.json {
        let json = serde_json::to_string_pretty(&JsonReview::of(game, args.movetime, &review))
            .map_err(|_| CliError::Usage("the review cannot be written as JSON"))?;
        println!("{json}");
    } else {
        print_review(game, comments);
    }
    if let Some(out) = &args.write {
        for comment in comments {
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

/// A line a move, then each side's summary.
fn print_review(game: &AnyGame, comments: &[MoveComment<AnyMove>]) {
    let first = game.start_position().side_to_move();
    for (i, comment) in comments.iter().enumerate().take(game.ply()) {
        let number = MoveNumber::of_ply(first, i);
        println!("{number} {}", line(comment));
    }
    for (side, summary) in ["White", "Black"].iter().zip(summaries(comments)) {
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
}

/// `c3-d4? -0.45 mistake, depth 12 (better e3-f4, +0.80)`: the move, White's score after
/// it, its class and the depth of the searches that compared it with the engine's move.
fn line(comment: &MoveComment<AnyMove>) -> String {
    let mut text = format!(
        "{}{} {} {}, depth {}",
        comment.played,
        comment.class.symbol(),
        white_text(comment.white_after),
        comment.class.name(),
        comment.depth
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

/// The review as `--json` prints it (docs/REVIEW.md).
#[derive(Serialize)]
struct JsonReview {
    /// The milliseconds each position was searched.
    movetime_ms: u64,
    /// Every position, from the start.
    positions: Vec<JsonPosition>,
    /// Every move.
    moves: Vec<JsonMove>,
    /// White's summary and Black's.
    summary: JsonSummaries,
}

/// One position of [`JsonReview`].
#[derive(Serialize)]
struct JsonPosition {
    ply: usize,
    side: &'static str,
    /// For the side to move, in centi-men (forced results as in the engine protocol).
    score: i32,
    /// The same from White's view.
    white: i32,
    /// Plies to a forced result from White's view (+ White wins), if there is one.
    white_mate: Option<i32>,
    depth: u32,
    best: Option<String>,
    line: Vec<String>,
}

/// One move of [`JsonReview`].
#[derive(Serialize)]
struct JsonMove {
    ply: usize,
    number: String,
    side: &'static str,
    played: String,
    class: &'static str,
    symbol: &'static str,
    loss: i32,
    white_before: i32,
    white_after: i32,
    depth: u32,
    better: Option<JsonBetter>,
}

/// The better move of a [`JsonMove`].
#[derive(Serialize)]
struct JsonBetter {
    #[serde(rename = "move")]
    mv: String,
    white: i32,
}

/// Both sides' summaries.
#[derive(Serialize)]
struct JsonSummaries {
    white: JsonSummary,
    black: JsonSummary,
}

/// A side's summary: its moves, average loss and the count of each class.
#[derive(Serialize)]
struct JsonSummary {
    moves: usize,
    average_loss: f32,
    counts: std::collections::BTreeMap<&'static str, usize>,
}

impl JsonSummary {
    fn of(summary: &Summary) -> JsonSummary {
        JsonSummary {
            moves: summary.moves,
            average_loss: summary.average_loss,
            counts: MoveClass::ALL
                .iter()
                .map(|class| class.name())
                .zip(summary.counts)
                .collect(),
        }
    }
}

/// `white` or `black`.
fn side_name(side: Colour) -> &'static str {
    match side {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

impl JsonReview {
    fn of(game: &AnyGame, movetime_ms: u64, review: &GameReview<AnyMove>) -> JsonReview {
        let first = game.start_position().side_to_move();
        let numbers: Vec<String> = (0..game.ply())
            .map(|ply| MoveNumber::of_ply(first, ply).to_string())
            .collect();
        let [white, black] = summaries(&review.comments);
        JsonReview {
            movetime_ms,
            positions: review
                .positions
                .iter()
                .enumerate()
                .map(|(ply, position)| {
                    let score = &position.score;
                    JsonPosition {
                        ply,
                        side: side_name(score.side),
                        score: score.score,
                        white: score.white(),
                        white_mate: mate_distance(score.white()),
                        depth: position.depth,
                        best: score.best.map(|mv| mv.to_string()),
                        line: score.line.iter().map(ToString::to_string).collect(),
                    }
                })
                .collect(),
            moves: review
                .comments
                .iter()
                .map(|comment| JsonMove {
                    ply: comment.ply,
                    number: numbers.get(comment.ply - 1).cloned().unwrap_or_default(),
                    side: side_name(comment.side),
                    played: comment.played.to_string(),
                    class: comment.class.name(),
                    symbol: comment.class.symbol(),
                    loss: comment.loss,
                    white_before: comment.white_before,
                    white_after: comment.white_after,
                    depth: comment.depth,
                    better: comment.better.map(|(mv, white)| JsonBetter {
                        mv: mv.to_string(),
                        white,
                    }),
                })
                .collect(),
            summary: JsonSummaries {
                white: JsonSummary::of(&white),
                black: JsonSummary::of(&black),
            },
        }
    }
}
