//! The searcher: iterative deepening over a negamax alpha-beta with a transposition table.
//!
//! Lasca is forcing (captures are compulsory and multi-jumps must go on), so the search leans
//! on that: a position whose side to move must capture is never scored statically, the search
//! goes on through the captures (a quiescence search with no "stand pat", since there is no
//! choice to stand), and a position with a single legal move does not use up depth.
//!
//! More threads search "Lazy SMP": every helper thread runs its own iterative deepening of the
//! same root (every second one a ply deeper) and they share the transposition table, so each
//! finds the others' results; only the main thread's answer counts.
//!
//! The module's parts: [`limits`] (what a search is asked for), [`time`] (how a clock becomes a
//! time budget), [`smp`] (the Lazy SMP driver that runs the threads of one search) and
//! [`negamax`] (one thread's iterative deepening and alpha-beta).

mod limits;
mod negamax;
mod smp;
mod time;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use lasca_rules::{Game, GameMove, Move};

use crate::eval::Weights;
use crate::searchable::{Searchable, WeightSet};
use crate::tt::TranspositionTable;

pub use limits::SearchLimits;
use negamax::Search;
pub use time::{Clock, TimeBudget};

/// The deepest ply from the root the search goes, extensions and captures included.
pub const MAX_PLY: usize = 100;

/// The score of a won position (the side to move has just won): a win `n` plies ahead scores
/// `MATE_SCORE - n`, a loss `n` plies ahead `-(MATE_SCORE - n)`.
pub const MATE_SCORE: i32 = 30_000;

/// Scores at or beyond this (in absolute value) are forced wins or losses, never evaluations.
pub const MATE_THRESHOLD: i32 = MATE_SCORE - MAX_PLY as i32;

/// The deepest iteration of iterative deepening.
pub const MAX_DEPTH: u32 = 64;

/// The most search threads a searcher runs.
pub const MAX_THREADS: usize = 64;

/// Above any score; the initial window.
const INFINITY: i32 = MATE_SCORE + 1;

/// One of the best moves with its score and expected line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredLine<M = Move> {
    /// The score for the side to move, as [`SearchInfo::score`].
    pub score: i32,
    /// The line, its move first.
    pub pv: Vec<M>,
}

/// What one finished iteration found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo<M = Move> {
    /// The iteration's depth in plies. 0 when nothing was searched: the side to move has no
    /// move, or the search was stopped before its first iteration finished, and then the
    /// score is no search's but a first guess (the evaluation after the move) that no caller
    /// should show as a score.
    pub depth: u32,
    /// The score for the side to move, in centi-men (a commander is 100). Beyond
    /// [`MATE_THRESHOLD`] it is a forced result: see [`mate_distance`].
    pub score: i32,
    /// Nodes visited by the whole search so far, every thread's.
    pub nodes: u64,
    /// Time since the search began.
    pub elapsed: Duration,
    /// The principal variation: the expected line, the best move first.
    pub pv: Vec<M>,
    /// The best moves, best first, each with its score and line: as many as
    /// [`SearchLimits::multipv`] asked for (and the position has moves); the first is `score` and
    /// `pv`.
    pub lines: Vec<ScoredLine<M>>,
}

impl<M> SearchInfo<M> {
    /// The same report with each score turned by `score` and each line by `line`: a report
    /// told from another position (moves played before the search), or in another type of
    /// moves.
    pub fn map<N>(
        &self,
        score: impl Fn(i32) -> i32,
        line: impl Fn(&[M]) -> Vec<N>,
    ) -> SearchInfo<N> {
        SearchInfo {
            depth: self.depth,
            score: score(self.score),
            nodes: self.nodes,
            elapsed: self.elapsed,
            pv: line(&self.pv),
            lines: self
                .lines
                .iter()
                .map(|scored| ScoredLine {
                    score: score(scored.score),
                    pv: line(&scored.pv),
                })
                .collect(),
        }
    }
}

impl<M: GameMove> SearchInfo<M> {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }

    /// The principal variation in notation, moves separated by spaces.
    pub fn pv_text(&self) -> String {
        line_text(&self.pv)
    }
}

/// Moves in notation, separated by spaces.
pub(crate) fn line_text<M: GameMove>(moves: &[M]) -> String {
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    names.join(" ")
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M = Move> {
    /// The move to play; `None` only when the side to move has no legal move (and has lost).
    pub best_move: Option<M>,
    /// The last finished iteration (or a first guess when none finished).
    pub info: SearchInfo<M>,
}

impl<M: Copy> SearchInfo<M> {
    /// The same report with each move turned by `convert` (into an `AnyMove`, say).
    pub fn map_moves<N>(&self, convert: impl Fn(M) -> N) -> SearchInfo<N> {
        self.map(
            |score| score,
            |line| line.iter().map(|&mv| convert(mv)).collect(),
        )
    }
}

impl<M: Copy> SearchResult<M> {
    /// The same answer with each move turned by `convert` (into an `AnyMove`, say).
    pub fn map_moves<N>(&self, convert: impl Fn(M) -> N) -> SearchResult<N> {
        SearchResult {
            best_move: self.best_move.map(&convert),
            info: self.info.map_moves(convert),
        }
    }
}

/// How many plies away a forced result is: `Some(n)` with `n > 0` when the side to move wins
/// in `n` plies, `n < 0` when it loses in `-n` plies, `None` for an ordinary evaluation.
pub const fn mate_distance(score: i32) -> Option<i32> {
    if score >= MATE_THRESHOLD {
        Some(MATE_SCORE - score)
    } else if score <= -MATE_THRESHOLD {
        Some(-(MATE_SCORE + score))
    } else {
        None
    }
}

/// A score for people: `+63` (centi-men for the side it is from), or `win in 3 plies` /
/// `loss in 2 plies` for a forced result.
pub fn score_text(score: i32) -> String {
    match mate_distance(score) {
        Some(plies) if plies > 0 => format!("win in {plies} plies"),
        Some(plies) => format!("loss in {} plies", -plies),
        None => format!("{score:+}"),
    }
}

/// What every clone of a searcher shares.
struct Shared {
    tt: TranspositionTable,
    weights: WeightSet,
    threads: AtomicUsize,
}

/// A searcher: a handle to a transposition table that lives from one search to the next, so a
/// game's later moves find what its earlier searches learnt.
///
/// Cloning is cheap and every clone shares the table (an `Arc`): keep one per player for a
/// whole game, move a clone into each move's background task, and [`Searcher::clear`] it for a
/// new game. Searches with the same depth or node limits on one thread from a new (or
/// cleared) searcher, in the same order, give the same moves. [`Searcher::set_threads`] makes
/// it search on more threads.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use lasca_ai::{SearchLimits, Searcher};
/// use lasca_rules::Game;
///
/// let searcher = Searcher::new(16);
/// let mut game = Game::new();
/// let stop = AtomicBool::new(false);
/// for _ in 0..4 {
///     let result = searcher.search(&game, &SearchLimits::depth(4), &stop, &mut |_| {});
///     game.try_play(result.best_move.expect("the start has moves")).unwrap();
/// }
/// assert_eq!(game.ply(), 4);
/// searcher.clear(); // a new game
/// ```
#[derive(Clone)]
pub struct Searcher {
    shared: Arc<Shared>,
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_megabytes` MiB, the engine's
    /// evaluation weights and one thread.
    pub fn new(tt_megabytes: usize) -> Searcher {
        Searcher::with_weights(tt_megabytes, Weights::DEFAULT)
    }

    /// A searcher that evaluates with `weights` (for tuning and comparing weights).
    pub fn with_weights(tt_megabytes: usize, weights: Weights) -> Searcher {
        Searcher::with_weight_set(
            tt_megabytes,
            WeightSet {
                lasca7: weights,
                ..WeightSet::DEFAULT
            },
        )
    }

    /// A searcher that evaluates every variant with the weights of `weights`.
    pub fn with_weight_set(tt_megabytes: usize, weights: WeightSet) -> Searcher {
        Searcher {
            shared: Arc::new(Shared {
                tt: TranspositionTable::new(tt_megabytes),
                weights,
                threads: AtomicUsize::new(1),
            }),
        }
    }

    /// Forgets everything learnt (a new game). Every clone shares the table, so it forgets too.
    pub fn clear(&self) {
        self.shared.tt.clear();
    }

    /// Searches on `threads` threads from now on (1 to [`MAX_THREADS`]; clamped), for every
    /// clone. More than one thread is faster but no longer reproducible.
    pub fn set_threads(&self, threads: usize) {
        self.shared
            .threads
            .store(threads.clamp(1, MAX_THREADS), Ordering::Relaxed);
    }

    /// How many threads a search runs.
    pub fn threads(&self) -> usize {
        self.shared.threads.load(Ordering::Relaxed)
    }

    /// The transposition table's size in MiB.
    pub fn tt_megabytes(&self) -> usize {
        self.shared.tt.megabytes()
    }

    /// The evaluation weights it searches with.
    pub fn weights(&self) -> &Weights {
        &self.shared.weights.lasca7
    }

    /// The weights this searcher evaluates every variant with.
    pub fn weight_set(&self) -> &WeightSet {
        &self.shared.weights
    }

    /// Scores every legal move of the current position by a full-window search `depth` plies
    /// deep (the move itself is the first ply), for choosing among near-best moves. Returns the
    /// moves in generation order with their scores for the side to move; fewer if `stop` was
    /// set before all were scored.
    pub fn score_moves<P: Searchable>(
        &self,
        game: &Game<P>,
        depth: u32,
        stop: &AtomicBool,
    ) -> Vec<(P::Move, i32)> {
        let root = *game.position();
        let moves = root.legal_moves();
        let mut search = Search::new(self, game, &SearchLimits::default(), stop, Instant::now());
        let mut scored = Vec::with_capacity(moves.len());
        for &mv in moves.iter() {
            let child = root.after_unchecked(mv);
            let hash = child.hash();
            search.push(hash);
            let score = -search.negamax(&child, depth as i32 - 1, -INFINITY, INFINITY, 1);
            search.pop(hash);
            if search.stopped {
                break;
            }
            scored.push((mv, score));
        }
        scored
    }
}
