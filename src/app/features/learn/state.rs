//! What a lesson is doing: the requests of the Learn panel, how the step stands, and the
//! [`Learn`] resource that `controller.rs`'s systems drive.

use bevy::prelude::*;
use bevy::tasks::Task;
use lasca_rules::{AnyGame, AnyMove, Colour, RuleSettings};

use crate::app::core::{Activity, ReplaceGame, Seats, UserSettings};
use crate::app::play::task::StopFlag;
use crate::record::{Effects, Lesson, Players, Step};

/// What kind of lesson is open: learn plays them all alike, and keeps only the course's as
/// finished.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LessonKind {
    /// A lesson of the course (the shipped lessons).
    #[default]
    Course,
    /// The player's own mistakes to practise (a review's).
    Practice,
    /// A puzzle, played as a lesson of one step (the puzzles').
    Puzzle,
}

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
    /// Open this lesson (a puzzle), in place of an earlier puzzle.
    Puzzle(Box<Lesson>),
}

/// How the step stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum StepState {
    /// The player is finding the moves.
    #[default]
    Trying,
    /// The player's move is not the lesson's, and the engine is checking whether it is as good
    /// as the solution (practice and puzzles judge like a coach): [`Wrong`](StepState::Wrong)
    /// next, or solved with it as an equally good move.
    Judging(Wrong),
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

/// The engine's word on a move that is not the lesson's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Verdict {
    /// As good as the solution, within the review's good-move margin (practice and puzzles).
    AlsoGood,
    /// Wrong: the opponent's reply that shows why (`None`: the opponent has no move).
    Reply(Option<AnyMove>),
}

/// A wrong (legal) move and the reply the engine plays to it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wrong {
    /// The move played.
    pub mv: AnyMove,
    /// What it did.
    pub effects: Effects,
    /// The opponent's reply and what it did, once played; `None` while the engine thinks (or
    /// when the opponent had no move: the wrong move won).
    pub reply: Option<(AnyMove, Effects)>,
}

/// The lessons, where the player is, and what the controller does next.
#[derive(Resource, Default)]
pub struct Learn {
    /// The course: every shipped lesson, in order.
    pub lessons: Vec<Lesson>,
    /// The lessons opened from elsewhere (a practice, a puzzle), at most one of each kind,
    /// listed after the course.
    pub(super) extras: Vec<(LessonKind, Lesson)>,
    /// The lesson open: an index into the course, then the extras.
    pub lesson: usize,
    /// Its step.
    pub step: usize,
    /// The moves of the step played so far that follow a solution.
    pub played: Vec<AnyMove>,
    /// How the step stands.
    pub state: StepState,
    /// A move to play once the turn is free, and the seconds to wait first.
    pub(super) pending: Option<(AnyMove, f32)>,
    /// The engine's search on a move that is not the lesson's: as good, or the reply to it.
    pub(super) reply: Option<(StopFlag, Task<Verdict>)>,
    /// The move that solved the step though not the lesson's, as good by the engine, and the
    /// lesson's move.
    pub also_good: Option<(AnyMove, AnyMove)>,
    /// The side the camera was last turned to, so that it turns only when the player changes.
    pub(super) facing: Option<Colour>,
}

impl Learn {
    /// The lesson open.
    pub fn current_lesson(&self) -> Option<&Lesson> {
        self.lesson_at(self.lesson)
    }

    /// The lesson at `index`: the course's, then the extras.
    pub fn lesson_at(&self, index: usize) -> Option<&Lesson> {
        match index.checked_sub(self.lessons.len()) {
            None => self.lessons.get(index),
            Some(extra) => self.extras.get(extra).map(|(_, lesson)| lesson),
        }
    }

    /// Every lesson that can be opened: the course, then the extras.
    pub fn all_lessons(&self) -> impl Iterator<Item = &Lesson> {
        let extras = self.extras.iter().map(|(_, lesson)| lesson);
        self.lessons.iter().chain(extras)
    }

    /// How many lessons can be opened.
    pub fn lesson_count(&self) -> usize {
        self.lessons.len() + self.extras.len()
    }

    /// The kind of the lesson open.
    pub fn kind(&self) -> LessonKind {
        self.kind_at(self.lesson)
    }

    /// The kind of the lesson at `index` (the course's, then the extras).
    pub fn kind_at(&self, index: usize) -> LessonKind {
        match index.checked_sub(self.lessons.len()) {
            None => LessonKind::Course,
            Some(extra) => self
                .extras
                .get(extra)
                .map_or(LessonKind::Course, |(kind, _)| *kind),
        }
    }

    /// Opens `lesson` of `kind` in place of an earlier one of its kind, listed last.
    pub(super) fn open_extra(
        &mut self,
        kind: LessonKind,
        lesson: Lesson,
        replace: &mut MessageWriter<ReplaceGame>,
    ) {
        self.extras.retain(|(other, _)| *other != kind);
        self.extras.push((kind, lesson));
        self.start_step(self.lesson_count() - 1, 0, replace);
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
        let kept = self.kind() == LessonKind::Course;
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
        // A puzzle is seen from the side to move every time, even where the last one was
        // of that side too and the camera has turned since.
        if self.kind() == LessonKind::Puzzle {
            self.facing = None;
        }
        self.played.clear();
        self.state = StepState::Trying;
        self.pending = None;
        self.reply = None;
        self.also_good = None;
        if let Some(step) = self.current_step() {
            replace.write(ReplaceGame {
                game: AnyGame::from_position(step.position, RuleSettings::default()),
                players: Some(Seats(Players::HOTSEAT)),
                owner: Activity::Lesson,
            });
        }
    }
}
