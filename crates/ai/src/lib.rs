//! A Lasca searcher: iterative deepening over a negamax alpha-beta, a transposition table
//! keyed by the rules crate's Zobrist hash, and an evaluation written for Lasca's columns.
//!
//! A [`Searcher`] is a cheap handle to a transposition table that lives for a whole game:
//! keep one per AI player, clone it into each move's background task, [`Searcher::clear`] it
//! for a new game, and [`Searcher::set_threads`] to search on several cores.
//! [`Searcher::search`] takes a [`lasca_rules::Game`] (its earlier positions count for
//! repetitions), [`SearchLimits`] (depth, nodes, time per move or a [`Clock`], and how many best
//! lines to find) and a stop flag another thread may set, and reports each finished iteration
//! as a [`SearchInfo`]; it always answers a legal move while one exists. Scores are
//! centi-men from the side to move's view (a commander is 100); forced wins and losses lie
//! beyond [`MATE_THRESHOLD`] (see [`mate_distance`]). [`evaluate`] and its named terms
//! ([`Evaluation`], weighted by [`Weights`]) say what a quiet position is worth.
//! [`Level`]s 1 to 8 are named presets of limits and randomness that [`play_level`] plays;
//! [`arena`] plays AI-vs-AI matches and rates them, and [`protocol`] speaks the UCI vocabulary
//! over any reader and writer; [`puzzle`] mines and proves tactics puzzles, [`review`]
//! comments a game's moves and [`glicko`] rates players and puzzles. Everything on one thread
//! is deterministic for a given seed and depth or node limits, so games and tests reproduce.
//!
//! Every variant is searched by the same code: the search is generic over [`Searchable`]
//! (Lasca 7x7's `Position`, the 8x8 games' `Position8`, and a `Sandbox` on either board),
//! with each variant's weights in a [`WeightSet`]; the engine protocol's
//! `setoption name Variant` and [`arena::MatchConfig::start`] choose the game.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use lasca_ai::{SearchLimits, Searcher};
//! use lasca_rules::Game;
//!
//! let searcher = Searcher::new(16);
//! let limits = SearchLimits { multipv: 3, ..SearchLimits::depth(5) };
//! let result = searcher.search(&Game::new(), &limits, &AtomicBool::new(false), &mut |_| {});
//! assert!(result.best_move.is_some());
//! assert_eq!(result.info.lines.len(), 3); // the three best moves, best first
//! ```
#![deny(missing_docs)]

pub mod arena;
mod eval;
mod eval8;
pub mod glicko;
mod level;
pub mod protocol;
pub mod puzzle;
pub mod review;
mod rng;
mod search;
mod search_game;
mod searchable;
mod tt;

pub use eval::{Evaluation, Weights, evaluate, evaluate_with, white_score};
pub use eval8::{evaluate8, evaluate8_with};
pub use level::{Level, ParseLevelError, play_level, play_with};
pub use review::MoveClass;
pub use search::{
    Clock, MATE_SCORE, MATE_THRESHOLD, MAX_DEPTH, MAX_PLY, MAX_THREADS, ScoredLine, SearchInfo,
    SearchLimits, SearchResult, Searcher, TimeBudget, mate_distance, score_text,
};
pub use search_game::{SearchGame, SearchPosition, SearchVisitor};
pub use searchable::{Searchable, WeightSet};

/// Positions for speed measurements: the start and three middle games (from the perft test
/// vectors, which were reached in play).
pub const BENCH_POSITIONS: [(&str, &str); 4] = [
    ("start", lasca_rules::START),
    (
        "middle game 1",
        "w a1:w c1:w e1:w g1:w b2:w d2:bww f2:w a3:w c3:w b4:wb c5:b e5:b g5:b b6:b f6:b a7:b c7:b e7:b g7:b",
    ),
    (
        "middle game 2",
        "b a1:w c1:w e1:w g1:w b2:w e3:w g3:w b4:w a5:wb e5:b g5:wb b6:b d6:b f6:b a7:Wbb c7:b e7:b g7:b",
    ),
    (
        "middle game 3",
        "w a1:w c1:w e1:Bww g1:w b2:w a3:w c3:w e3:w d4:bw f4:b a5:b c5:bw b6:bb d6:b c7:b e7:b g7:b",
    ),
];
