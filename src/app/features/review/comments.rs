//! The engine's word on every move of a game, searched on the task pool a position at a time
//! and read as it comes (the review's work).

use std::sync::{Arc, Mutex};

use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use lasca_ai::SearchLimits;
use lasca_ai::review::{MoveComment, PositionScore, comment_moves, score_positions};
use lasca_rules::Game;

use crate::app::core::CurrentGame;
use crate::app::play::task::{StopFlag, spawn_search};

/// Every position of a game scored, and each move's comment, filled in as the search goes.
/// Dropping it stops the search.
pub struct Comments {
    /// Each position's score so far, the start first.
    pub scores: Vec<PositionScore>,
    /// Each move's comment so far.
    pub moves: Vec<MoveComment>,
    /// The positions to score.
    pub total: usize,
    game: Game,
    shared: Arc<Mutex<Vec<PositionScore>>>,
    search: Option<(StopFlag, Task<()>)>,
}

impl Comments {
    /// Whether the search is over (every position scored, or stopped).
    pub fn is_done(&self) -> bool {
        self.search.is_none()
    }

    /// The comment on the move that led to `ply`.
    pub fn on_ply(&self, ply: usize) -> Option<&MoveComment> {
        self.moves.iter().find(|c| c.ply == ply)
    }

    /// The game scored.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Comments from scores found before (a review kept in a saved game).
    pub(super) fn finished(game: &Game, scores: Vec<PositionScore>) -> Comments {
        Comments {
            moves: comment_moves(game, &scores),
            total: scores.len(),
            scores,
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
        // The search only appends: copy what is new, and only when there is some.
        let known = self.scores.len();
        if let Ok(shared) = self.shared.lock()
            && shared.len() > known
        {
            self.scores.extend_from_slice(&shared[known..]);
            self.moves = comment_moves(&self.game, &self.scores);
        }
        if finished {
            self.search = None;
        }
    }
}

/// Starts scoring every position of the game on the board.
pub(super) fn start_comments(rules: &CurrentGame, limits: SearchLimits) -> Comments {
    let game = rules.game.clone();
    let total = game.ply() + 1;
    let shared: Arc<Mutex<Vec<PositionScore>>> = Arc::default();
    let sink = shared.clone();
    let searched = game.clone();
    let (stop, _, task) = spawn_search(move |stop, _| {
        score_positions(&searched, &limits, stop, &mut |_, score| {
            if let Ok(mut scores) = sink.lock() {
                scores.push(score);
            }
        });
    });
    Comments {
        scores: Vec::new(),
        moves: Vec::new(),
        total,
        game,
        shared,
        search: Some((stop, task)),
    }
}
