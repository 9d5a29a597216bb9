//! What a lesson is doing: the requests of the Learn panel, how the step stands, and the
//! [`Learn`] resource that `learn.rs`'s systems drive.

use bevy::prelude::*;
use bevy::tasks::Task;
use lasca_rules::{Colour, Game, Move, RuleSettings};

use super::review::PRACTICE_ID;
use super::saves::UserSettings;
use super::task::StopFlag;
use crate::app::core::{ReplaceGame, Seats};
use crate::record::{Effects, Lesson, Players, Step};

/// The id of the lesson a puzzle is played as (never kept as a finished lesson).
pub const PUZZLE_LESSON_ID: &str = "puzzle";

/// What the Learn panel asks for.
#[derive(Message, Clone, PartialEq, Debug)]
pub enum LearnRequest {
    /// Open the lessons at the first one not finished yet.
    Open,
    /// Start this lesson (an index into [`Learn::lessons`]) at its first step.
    Lesson(usize),
    /// Start the step again.
    Retry,
    /// Play the step's solution on the board.
    ShowMe,
    /// The next step, or the next lesson after the last.
    Next,
    /// The step before.
    Previous,
    /// Leave the lessons; the game before them comes back.
    Leave,
    /// Open this lesson (the player's own mistakes), in place of an earlier one like it.
    Practise(Box<Lesson>),
}

/// How the step stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum StepState {
    /// The player is finding the moves.
    #[default]
    Trying,
    /// The player's move is not the lesson's: what it did, and the reply that shows why.
    Wrong(Wrong),
    /// The solution is being played on the board (Show me).
    Showing,
    /// The step is done: by the player, or shown.
    Solved {
        /// Shown by Show me rather than found.
        shown: bool,
    },
}

/// A wrong (legal) move and the reply the engine plays to it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wrong {
    /// The move played.
    pub mv: Move,
    /// What it did.
    pub effects: Effects,
    /// The opponent's reply and what it did, once played; `None` while the engine thinks (or
    /// when the opponent had no move: the wrong move won).
    pub reply: Option<(Move, Effects)>,
}

/// The lessons, where the player is, and what the controller does next.
#[derive(Resource, Default)]
pub struct Learn {
    /// Every lesson, in order.
    pub lessons: Vec<Lesson>,
    /// The lesson open.
    pub lesson: usize,
    /// Its step.
    pub step: usize,
    /// The moves of the step played so far that follow a solution.
    pub played: Vec<Move>,
    /// How the step stands.
    pub state: StepState,
    /// The game and players to put back when leaving.
    pub(super) before: Option<(Game, Seats)>,
    /// A move to play once the turn is free, and the seconds to wait first.
    pub(super) pending: Option<(Move, f32)>,
    /// The engine's search for the reply to a wrong move.
    pub(super) reply: Option<(StopFlag, Task<Option<Move>>)>,
    /// The side the camera was last turned to, so that it turns only when the player changes.
    pub(super) facing: Option<Colour>,
}

impl Learn {
    /// The lesson open.
    pub fn current_lesson(&self) -> Option<&Lesson> {
        self.lessons.get(self.lesson)
    }

    /// The step open.
    pub fn current_step(&self) -> Option<&Step> {
        self.current_lesson()?.steps.get(self.step)
    }

    /// Whether the step open is its lesson's last.
    pub fn is_last_step(&self) -> bool {
        self.current_lesson()
            .is_some_and(|lesson| self.step + 1 >= lesson.steps.len())
    }

    /// Whether the board waits for the player's move.
    pub fn awaits_player(&self) -> bool {
        self.state == StepState::Trying && self.pending.is_none()
    }

    /// The last step was solved: the lesson goes into the settings' finished lessons.
    pub(super) fn record_if_finished(&self, user: &mut UserSettings) {
        let Some(lesson) = self.current_lesson() else {
            return;
        };
        let done = &mut user.settings.lessons_done;
        let kept = lesson.id != PRACTICE_ID && lesson.id != PUZZLE_LESSON_ID;
        if self.is_last_step() && !done.contains(&lesson.id) && kept {
            done.push(lesson.id.clone());
        }
    }

    pub(super) fn start_step(
        &mut self,
        lesson: usize,
        step: usize,
        replace: &mut MessageWriter<ReplaceGame>,
    ) {
        self.lesson = lesson;
        self.step = step;
        self.played.clear();
        self.state = StepState::Trying;
        self.pending = None;
        self.reply = None;
        if let Some(step) = self.current_step() {
            replace.write(ReplaceGame {
                game: Game::from_position(step.position, RuleSettings::default()),
                players: Some(Seats(Players::HOTSEAT)),
            });
        }
    }
}
