//! `lasca analyse`: the engine's best line and score per depth, and the evaluation's terms. A
//! position with one legal move is searched like any other: its scores are those of the
//! position after the move, searched as deep as each line says.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use lasca_ai::{SearchLimits, Searchable, Searcher, score_text, white_score};
use lasca_rules::{Game, PositionVisitor, RuleSettings, Variant};

use super::CliError;
use super::rules::{parse_variant, variant_position};

/// Arguments of `lasca analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The position (RULES.md notation); the start if left out.
    #[arg(long)]
    pub position: Option<String>,
    /// How long to think, in milliseconds.
    #[arg(long, default_value_t = 2000)]
    pub movetime: u64,
    /// Stop after this many plies of depth instead (or sooner, when the time runs out).
    #[arg(long)]
    pub depth: Option<u32>,
    /// The game: `lasca7`, `lasca8` or `bashni`. Default: the position's prefix, else lasca7.
    #[arg(long, value_parser = parse_variant)]
    pub variant: Option<Variant>,
}

/// Runs the analysis.
pub fn run(args: &AnalyseArgs) -> Result<(), CliError> {
    variant_position(args.variant, args.position.as_deref())?.visit(Analyse(args))
}

/// [`analyse`] on a position of any board.
struct Analyse<'a>(&'a AnalyseArgs);

impl<P: Searchable> PositionVisitor<P> for Analyse<'_> {
    type Output = Result<(), CliError>;

    fn visit_position(self, position: &P) -> Result<(), CliError> {
        analyse(*position, self.0)
    }
}

fn analyse<P: Searchable>(position: P, args: &AnalyseArgs) -> Result<(), CliError> {
    let side = position.side_to_move();
    let searcher = Searcher::new(64);
    let terms = position
        .evaluation(searcher.weight_set())
        .terms()
        .map(|(name, value)| format!("{name} {value:+}"));
    println!("{position}");
    println!("evaluation terms (White's view): {}", terms.join(", "));
    let game = Game::from_position(position, RuleSettings::default());
    if let Some(outcome) = game.outcome() {
        println!("{}", outcome.explain());
        return Ok(());
    }
    let limits = SearchLimits {
        depth: args.depth,
        movetime: Some(Duration::from_millis(args.movetime)),
        ..SearchLimits::default()
    };
    println!(
        "{:>5}  {:>16}  {:>10}  {:>8}  pv",
        "depth", "score", "nodes", "time"
    );
    let result = searcher.search(&game, &limits, &AtomicBool::new(false), &mut |info| {
        println!(
            "{:>5}  {:>16}  {:>10}  {:>5} ms  {}",
            info.depth,
            score_text(info.score),
            info.nodes,
            info.elapsed.as_millis(),
            info.pv_text()
        );
    });
    let best = result
        .best_move
        .map_or_else(|| "none".to_owned(), |mv| mv.to_string());
    if result.info.depth == 0 {
        // Stopped before the first iteration finished: no score to show.
        println!("best move {best}: not searched (no iteration finished in the time given)");
        return Ok(());
    }
    println!(
        "best move {best}: {} for {side} to move (White's view {}), depth {}, {} nodes per second",
        score_text(result.info.score),
        score_text(white_score(result.info.score, side)),
        result.info.depth,
        result.info.nps()
    );
    Ok(())
}
