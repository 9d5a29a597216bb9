//! The engine's word on each move of a game: the score of every position reached, and for
//! each move whether the engine would have played another by a clear margin.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use lasca_ai::{Limits, review};
//! use lasca_rules::Game;
//!
//! let mut game = Game::new();
//! for mv in ["c3-d4", "e5xc3", "b2xd4"] {
//!     game.play_str(mv).unwrap();
//! }
//! let scores = review::score_positions(&game, &Limits::depth(4), &AtomicBool::new(false), &mut |_, _| {});
//! let comments = review::comment_moves(&game, &scores);
//! assert_eq!(comments.len(), 3);
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use lasca_rules::{Colour, Game, Move};

use crate::{Limits, MATE_THRESHOLD, Searcher, white_score};

/// A move is "clearly" worse than the engine's choice when it loses this much (centi-men).
pub const CLEAR_MARGIN: i32 = 100;

/// One position's score: the engine's move there and its score for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PositionScore {
    /// The engine's move; `None` when the side to move has none.
    pub best: Option<Move>,
    /// The score for the side to move (centi-men, or beyond [`MATE_THRESHOLD`]).
    pub score: i32,
    /// Who was to move.
    pub side: Colour,
}

impl PositionScore {
    /// The score from White's view.
    pub fn white(&self) -> i32 {
        white_score(self.score, self.side)
    }
}

/// The engine's comment on one move of the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveComment {
    /// The move's ply (1 for the first move).
    pub ply: usize,
    /// The move played.
    pub played: Move,
    /// Who played it.
    pub side: Colour,
    /// The score after it, from White's view.
    pub white_after: i32,
    /// What the move cost its side against the engine's choice (0 when it is the choice).
    pub loss: i32,
    /// The engine's move where the played one loses [`CLEAR_MARGIN`] or more, with its
    /// score from White's view.
    pub better: Option<(Move, i32)>,
}

/// Scores every position of `game` from its start to its end (`game.ply() + 1` of them), each
/// with its earlier positions (repetitions count), calling `on_position` as each is done.
/// Stops early, returning the scores so far, when `stop` is set.
pub fn score_positions(
    game: &Game,
    limits: &Limits,
    stop: &AtomicBool,
    on_position: &mut dyn FnMut(usize, PositionScore),
) -> Vec<PositionScore> {
    let searcher = Searcher::new(16);
    let mut replay = Game::from_position(*game.start(), game.settings());
    let mut scores = Vec::with_capacity(game.ply() + 1);
    for ply in 0..=game.ply() {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let result = searcher.search(&replay, limits, stop, &mut |_| {});
        let score = PositionScore {
            best: result.best_move,
            score: result.info.score,
            side: replay.position().side_to_move(),
        };
        on_position(ply, score);
        scores.push(score);
        if let Some(&mv) = game.moves().get(ply)
            && replay.try_play(mv).is_err()
        {
            break;
        }
    }
    scores
}

/// The comments on each move that `scores` (from [`score_positions`]) cover.
pub fn comment_moves(game: &Game, scores: &[PositionScore]) -> Vec<MoveComment> {
    game.moves()
        .iter()
        .enumerate()
        .filter_map(|(i, &played)| {
            let (before, after) = (scores.get(i)?, scores.get(i + 1)?);
            // The played move's value for its side is the next position's score, negated.
            let value = -after.score;
            let loss = if before.best == Some(played) {
                0
            } else {
                (before.score - value).max(0)
            };
            let clear = loss >= CLEAR_MARGIN
                && !(before.score.abs() >= MATE_THRESHOLD
                    && value.abs() >= MATE_THRESHOLD
                    && before.score.signum() == value.signum());
            Some(MoveComment {
                ply: i + 1,
                played,
                side: before.side,
                white_after: after.white(),
                loss,
                better: before.best.filter(|_| clear).map(|mv| (mv, before.white())),
            })
        })
        .collect()
}
