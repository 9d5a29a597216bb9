//! How an AI-vs-AI game is watched: the state the watch controller keeps, which the AI
//! controller, the record and the panels read.

use bevy::prelude::*;

use super::{Seats, TurnState};
use crate::record::{AI_DELAY_SECONDS, AI_VS_AI_PLY_LIMIT};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Watch>();
}

/// How long a finished game stays on screen before endless mode starts the next, in seconds.
pub const ENDLESS_PAUSE: f32 = 3.0;

/// How an AI-vs-AI game is watched.
#[derive(Resource, Clone, Debug)]
pub struct Watch {
    /// No move is played (the search still runs; its move waits). A new game clears it.
    pub paused: bool,
    /// Seconds from the end of one move to the next, 0 to
    /// [`MAX_AI_DELAY_SECONDS`](crate::record::MAX_AI_DELAY_SECONDS).
    pub delay: f32,
    /// A finished game is followed by the next, colours swapped.
    pub endless: bool,
    /// AI-vs-AI games are drawn after this many plies (`None`: no limit). A change applies
    /// from the next game.
    pub ply_limit: Option<u32>,
    /// One move may be played while paused.
    pub(crate) step: bool,
    /// Seconds the turn has waited for a move.
    pub(crate) waited: f32,
    /// Seconds since the game ended.
    pub(crate) over_for: f32,
    /// The finished game last counted in the score table: the same game coming back (left
    /// Lessons or Puzzles, an undo and redo of its last move) is not counted again. A new
    /// game ([`NewGame`](super::NewGame): the next endless game, a rematch) forgets it.
    pub(crate) scored: Option<lasca_rules::AnyGame>,
}

impl Default for Watch {
    fn default() -> Watch {
        Watch {
            paused: false,
            delay: AI_DELAY_SECONDS,
            endless: false,
            ply_limit: Some(AI_VS_AI_PLY_LIMIT),
            step: false,
            waited: 0.0,
            over_for: 0.0,
            scored: None,
        }
    }
}

impl Watch {
    /// Whether a move ready to be played must wait: only when the AI plays both sides, while
    /// paused (unless a step was asked for) or until the delay has passed.
    pub fn holds(&self, players: &Seats) -> bool {
        players.ai_vs_ai()
            && if self.paused {
                !self.step
            } else {
                self.waited < self.delay
            }
    }

    /// Whether Pause (or Resume) means anything: not once the game is over.
    pub fn can_pause(state: TurnState) -> bool {
        state != TurnState::GameOver
    }

    /// Lets one move be played while paused.
    pub fn step(&mut self) {
        self.step = true;
    }

    /// Seconds before endless mode starts the next game, while it waits to.
    pub fn next_game_in(&self, players: &Seats, state: TurnState) -> Option<f32> {
        (self.endless && players.ai_vs_ai() && state == TurnState::GameOver)
            .then(|| (ENDLESS_PAUSE.max(self.delay) - self.over_for).max(0.0))
    }
}
