//! The engine's word on every move of a game, searched on the task pool a position at a time
//! and read as it comes (the review's work).
//!
//! The search is [`review_game`]'s: every position scored with its depth, then each move that
//! is not the engine's own searched again as deep as the engine's move, so that the two are
//! compared alike. While the positions come in, the moves they cover are commented from the
//! scores alone (what the graph needs); the comparable comments replace them at the end.

use std::sync::{Arc, Mutex};

use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use lasca_ai::SearchLimits;
use lasca_ai::review::{MoveComment, PositionReview, PositionScore, review_game};
use lasca_rules::{AnyGame, AnyMove};

use crate::app::core::{AnyReview, wake};
use crate::app::play::task::{StopFlag, spawn_search};

/// What the search hands over: the positions as they are scored, then the whole review.
#[derive(Default)]
struct Shared {
    positions: Vec<PositionReview<AnyMove>>,
    review: Option<AnyReview>,
}

/// Every position of a game scored, and each move's comment, filled in as the search goes.
/// Dropping it stops the search.
pub struct Comments {
    /// Each position's score so far, the start first.
    pub scores: Vec<PositionScore<AnyMove>>,
    /// The depth each of `scores` came from.
    pub depths: Vec<u32>,
    /// Each move's comment so far.
    pub moves: Vec<MoveComment<AnyMove>>,
    /// The positions to score.
    pub total: usize,
    game: AnyGame,
    shared: Arc<Mutex<Shared>>,
    search: Option<(StopFlag, Task<()>)>,
}

impl Comments {
    /// Whether the search is over (every position scored, or stopped).
    pub fn is_done(&self) -> bool {
        self.search.is_none()
    }

    /// Whether every move has its comparable comment (the review finished).
    pub fn is_complete(&self) -> bool {
        self.is_done() && self.scores.len() == self.total && self.moves.len() + 1 == self.total
    }

    /// The comment on the move that led to `ply`.
    pub fn on_ply(&self, ply: usize) -> Option<&MoveComment<AnyMove>> {
        self.moves.iter().find(|c| c.ply == ply)
    }

    /// The game scored.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The finished review, to keep.
    pub fn review(&self) -> AnyReview {
        AnyReview {
            positions: self
                .scores
                .iter()
                .zip(&self.depths)
                .map(|(score, &depth)| PositionReview {
                    score: score.clone(),
                    depth,
                })
                .collect(),
            comments: self.moves.clone(),
        }
    }

    /// Comments from a review found before (kept this run, or in a saved game).
    pub(super) fn finished(game: &AnyGame, review: &AnyReview) -> Comments {
        Comments {
            scores: review.positions.iter().map(|p| p.score.clone()).collect(),
            depths: review.positions.iter().map(|p| p.depth).collect(),
            moves: review.comments.clone(),
            total: game.ply() + 1,
            game: game.clone(),
            shared: Arc::default(),
            search: None,
        }
    }

    /// Copies the scores found so far and comments the moves they cover.
    pub(super) fn receive(&mut self) {
        let finished = self
            .search
            .as_mut()
            .is_some_and(|(_, task)| check_ready(task).is_some());
        let shared = Arc::clone(&self.shared);
        let Ok(mut shared) = shared.lock() else {
            return;
        };
        if let Some(review) = shared.review.take() {
            *self = Comments::finished(&self.game, &review);
            return;
        }
        // The search only appends: copy what is new, and only when there is some.
        let known = self.scores.len();
        if shared.positions.len() > known {
            for position in &shared.positions[known..] {
                self.scores.push(position.score.clone());
                self.depths.push(position.depth);
            }
            self.moves =
                lasca_ai::review::recomment_moves(&self.game.moves(), &shared.positions, &[]);
        }
        drop(shared);
        if finished {
            self.search = None;
        }
    }
}

/// Starts reviewing the game on the board.
pub(super) fn start_comments(game: &AnyGame, limits: SearchLimits) -> Comments {
    let game = game.clone();
    let total = game.ply() + 1;
    let shared: Arc<Mutex<Shared>> = Arc::default();
    let sink = shared.clone();
    let searched = game.clone();
    let (stop, _, task) = spawn_search(move |stop, _| {
        let review = review_game(&searched, &limits, stop, &mut |_, position| {
            if let Ok(mut shared) = sink.lock() {
                shared.positions.push(position.clone());
            }
            // The window may be asleep: wake it to show the progress.
            wake();
        });
        let complete =
            review.positions.len() == searched.ply() + 1 && review.comments.len() == searched.ply();
        if complete && let Ok(mut shared) = sink.lock() {
            shared.review = Some(review);
        }
    });
    Comments {
        scores: Vec::new(),
        depths: Vec::new(),
        moves: Vec::new(),
        total,
        game,
        shared,
        search: Some((stop, task)),
    }
}
