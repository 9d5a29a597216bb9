//! The engine's word on each move of a game: the score of every position reached, and for
//! each move whether the engine would have played another by a clear margin.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use lasca_ai::{SearchLimits, review};
//! use lasca_rules::Game;
//!
//! let mut game = Game::new();
//! for mv in ["c3-d4", "e5xc3", "b2xd4"] {
//!     game.play_str(mv).unwrap();
//! }
//! let scores = review::score_positions(&game, &SearchLimits::depth(4), &AtomicBool::new(false), &mut |_, _| {});
//! let comments = review::comment_moves(&game, &scores);
//! assert_eq!(comments.len(), 3);
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use lasca_rules::{Colour, Game, Move, Position};

use crate::{MATE_THRESHOLD, SearchLimits, Searcher, white_score};

/// A move is "clearly" worse than the engine's choice when it loses this much (centi-men):
/// from here on it is a [`MoveClass::Mistake`] and the better move is named.
pub const CLEAR_MARGIN: i32 = 100;

/// How a move compares with the engine's choice, by what it loses (centi-men).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum MoveClass {
    /// The engine's own move.
    Best,
    /// Loses less than [`MoveClass::INACCURACY`].
    Good,
    /// Loses from [`MoveClass::INACCURACY`] to [`CLEAR_MARGIN`].
    Inaccuracy,
    /// Loses from [`CLEAR_MARGIN`] to [`MoveClass::BLUNDER`].
    Mistake,
    /// Loses [`MoveClass::BLUNDER`] or more: a man and a half, or a won game.
    Blunder,
}

impl MoveClass {
    /// Every class, best first.
    pub const ALL: [MoveClass; 5] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
    ];
    /// The smallest loss that is an inaccuracy.
    pub const INACCURACY: i32 = 30;
    /// The smallest loss that is a blunder.
    pub const BLUNDER: i32 = 250;

    /// The class of a move that loses `loss` (0 for the engine's own move).
    pub const fn of(loss: i32, best: bool) -> MoveClass {
        match loss {
            _ if best => MoveClass::Best,
            l if l >= MoveClass::BLUNDER => MoveClass::Blunder,
            l if l >= CLEAR_MARGIN => MoveClass::Mistake,
            l if l >= MoveClass::INACCURACY => MoveClass::Inaccuracy,
            _ => MoveClass::Good,
        }
    }

    /// The class's name.
    pub const fn name(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// The mark written after the move: `?!`, `?`, `??`, or nothing.
    pub const fn symbol(self) -> &'static str {
        match self {
            MoveClass::Best | MoveClass::Good => "",
            MoveClass::Inaccuracy => "?!",
            MoveClass::Mistake => "?",
            MoveClass::Blunder => "??",
        }
    }
}

/// Scores count at most this much (ten men) either way, so a loss is at most twice it: a won
/// game thrown away is one big loss, not a mate score.
pub const MAX_COUNTED_LOSS: i32 = 1000;

/// A side's moves in sum: the average loss and how many of each class.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Summary {
    /// Moves counted.
    pub moves: usize,
    /// The average loss a move (centi-men).
    pub average_loss: f32,
    /// Moves of each class, in the order of [`MoveClass::ALL`].
    pub counts: [usize; 5],
}

/// Each side's summary, White's first.
pub fn summaries(comments: &[MoveComment]) -> [Summary; 2] {
    [Colour::White, Colour::Black].map(|side| {
        let mine: Vec<&MoveComment> = comments.iter().filter(|c| c.side == side).collect();
        let mut summary = Summary {
            moves: mine.len(),
            ..Summary::default()
        };
        let mut total = 0i64;
        for comment in &mine {
            total += i64::from(comment.loss);
            let index = MoveClass::ALL
                .iter()
                .position(|&c| c == comment.class)
                .unwrap_or(0);
            summary.counts[index] += 1;
        }
        if !mine.is_empty() {
            summary.average_loss = total as f32 / mine.len() as f32;
        }
        summary
    })
}

/// What a move does, seen from the side that plays it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Effects {
    /// Enemy commanders taken prisoner.
    pub taken: usize,
    /// Of those, officers.
    pub officers_taken: usize,
    /// Own men freed: jumped columns that the mover commands after the move.
    pub freed: usize,
    /// The moving column's commander was promoted.
    pub promoted: bool,
    /// The opponent has no legal move after it.
    pub wins: bool,
}

/// What `mv`, legal in `before`, does.
pub fn effects(before: &Position, mv: Move) -> Effects {
    let side = before.side_to_move();
    let after = before.after_unchecked(mv);
    let officers_taken = mv
        .jumped()
        .filter(|&square| {
            before
                .column(square)
                .commander()
                .is_some_and(|man| man.officer)
        })
        .count();
    let freed = mv
        .jumped()
        .filter(|&square| {
            after
                .column(square)
                .commander()
                .is_some_and(|man| man.colour == side)
        })
        .count();
    let was_officer = before
        .column(mv.from())
        .commander()
        .is_some_and(|m| m.officer);
    let is_officer = after.column(mv.to()).commander().is_some_and(|m| m.officer);
    Effects {
        taken: mv.hop_count(),
        officers_taken,
        freed,
        promoted: !was_officer && is_officer,
        wins: !after.has_legal_move(),
    }
}

/// One position's score: the engine's move there and its score for the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionScore {
    /// The engine's move; `None` when the side to move has none.
    pub best: Option<Move>,
    /// The engine's line from here, its move first.
    pub line: Vec<Move>,
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
    /// What the move cost its side against the engine's choice (0 when it is the choice, or
    /// when both keep the same forced result).
    pub loss: i32,
    /// The move's class by its loss.
    pub class: MoveClass,
    /// The score before it, from White's view.
    pub white_before: i32,
    /// The engine's move where the played one loses [`CLEAR_MARGIN`] or more, with its
    /// score from White's view.
    pub better: Option<(Move, i32)>,
}

/// Scores every position of `game` from its start to its end (`game.ply() + 1` of them), each
/// with its earlier positions (repetitions count), calling `on_position` as each is done.
/// Stops early, returning the scores so far, when `stop` is set.
pub fn score_positions(
    game: &Game,
    limits: &SearchLimits,
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
            line: result.info.pv.clone(),
            score: result.info.score,
            side: replay.position().side_to_move(),
        };
        on_position(ply, score.clone());
        scores.push(score);
        if let Some(&mv) = game.moves().get(ply)
            && replay.try_play(mv).is_err()
        {
            break;
        }
    }
    scores
}

/// Every legal move of `game`'s position with the engine's score for it (for the side to
/// move), best first: one search to `depth` that scores every move.
pub fn score_moves(game: &Game, depth: u32) -> Vec<(Move, i32)> {
    let limits = SearchLimits {
        multipv: game.position().count_legal_moves(),
        ..SearchLimits::depth(depth)
    };
    let result = Searcher::new(16).search(game, &limits, &AtomicBool::new(false), &mut |_| {});
    result
        .info
        .lines
        .iter()
        .filter_map(|line| Some((*line.pv.first()?, line.score)))
        .collect()
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
            let is_best = before.best == Some(played);
            let same_forced_result = before.score.abs() >= MATE_THRESHOLD
                && value.abs() >= MATE_THRESHOLD
                && before.score.signum() == value.signum();
            // Scores beyond ten men count as ten: a forced win and a ten-man lead are both
            // won games, and a move between them loses nothing that matters.
            let capped = |score: i32| score.clamp(-MAX_COUNTED_LOSS, MAX_COUNTED_LOSS);
            let loss = if is_best || same_forced_result {
                0
            } else {
                (capped(before.score) - capped(value)).max(0)
            };
            let class = MoveClass::of(loss, is_best);
            Some(MoveComment {
                ply: i + 1,
                played,
                side: before.side,
                white_after: after.white(),
                loss,
                class,
                white_before: before.white(),
                better: before
                    .best
                    .filter(|_| loss >= CLEAR_MARGIN)
                    .map(|mv| (mv, before.white())),
            })
        })
        .collect()
}
