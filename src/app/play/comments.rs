//! The engine's comments on a replayed game: every position scored on the task pool, a
//! position at a time, and each move's comment as soon as the positions around it are.

use std::sync::{Arc, Mutex};

use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use lasca_ai::Limits;
use lasca_ai::review::{MoveComment, PositionScore, comment_moves, score_positions};

use super::task::{StopFlag, spawn_search};
use crate::app::core::Rules;
use lasca_rules::Game;

/// How hard the engine looks at each position (nodes).
const COMMENT_NODES: u64 = 150_000;

/// The engine's comments on the game replayed, filled in as the search goes.
pub struct Comments {
    /// Each position's score so far, the start first.
    pub scores: Vec<PositionScore>,
    /// Each move's comment so far.
    pub moves: Vec<MoveComment>,
    /// The positions to score.
    pub total: usize,
    shared: Arc<Mutex<Vec<PositionScore>>>,
    search: Option<(StopFlag, Task<()>)>,
}

impl Comments {
    /// Whether every position is scored.
    pub fn is_done(&self) -> bool {
        self.search.is_none()
    }

    /// The comment on the move that led to `ply`.
    pub fn on_ply(&self, ply: usize) -> Option<&MoveComment> {
        self.moves.iter().find(|c| c.ply == ply)
    }
}

/// Starts scoring every position of the game on the board.
pub(super) fn start_comments(rules: &Rules) -> Comments {
    let game = rules.game.clone();
    let total = game.ply() + 1;
    let shared: Arc<Mutex<Vec<PositionScore>>> = Arc::default();
    let sink = shared.clone();
    let (stop, _, task) = spawn_search(move |stop, _| {
        score_positions(
            &game,
            &Limits::nodes(COMMENT_NODES),
            stop,
            &mut |_, score| {
                if let Ok(mut scores) = sink.lock() {
                    scores.push(score);
                }
            },
        );
    });
    Comments {
        scores: Vec::new(),
        moves: Vec::new(),
        total,
        shared,
        search: Some((stop, task)),
    }
}

impl Comments {
    /// Copies the scores found so far and comments the moves they cover (`game` is the game
    /// being scored).
    pub(super) fn receive(&mut self, game: &Game) {
        let finished = self
            .search
            .as_mut()
            .is_some_and(|(_, task)| check_ready(task).is_some());
        let scores = self.shared.lock().map(|s| s.clone()).unwrap_or_default();
        if scores.len() != self.scores.len() {
            self.moves = comment_moves(game, &scores);
            self.scores = scores;
        }
        if finished {
            self.search = None;
        }
    }
}
