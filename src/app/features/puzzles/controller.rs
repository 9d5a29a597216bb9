//! Puzzle mode: the shipped puzzles (`assets/puzzles/puzzles.txt`), picked by difficulty, by
//! theme, or near the player's rating, and played as a one-step lesson: the Learn controller
//! checks the moves, answers with the defence, explains a wrong move by playing its refutation,
//! and offers Retry and Show me. This file chooses the puzzle, gives hints and keeps the
//! player's rating, solved puzzles and streak in the settings.
//!
//! The ratings are Glicko-2 ([`lasca_ai::glicko`], as lichess and lidraughts rate puzzles): the
//! player's and each puzzle's, both updated on each first try, which the settings record so
//! that both can be recomputed ([`rate_history`]). Solved without a wrong move is a win against
//! the puzzle, anything else (a wrong move, Show me) a loss.

use std::collections::HashMap;

use bevy::prelude::*;
use lasca_ai::glicko::{Rating, rate_try};
use lasca_ai::puzzle::Theme;

use crate::app::features::learn::{Learn, LearnRequest, LessonKind, StepState};

use crate::app::core::builtin::BUILTIN_PUZZLES;
use crate::app::core::game_text::side_text;
use crate::app::core::{FLASH_SECONDS, Feature, Feedback, GameSet, Launch, Open, UserSettings};
use crate::record::{Goal, Lesson, PuzzleEntry, PuzzleTry, Step, rate_history, read_puzzles};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Puzzles {
        entries: read_puzzles(BUILTIN_PUZZLES).unwrap_or_default(),
        ..Puzzles::default()
    })
    .add_message::<PuzzleRequest>()
    .add_systems(Startup, (rate_from_settings, open_on_launch).chain())
    .add_systems(
        Update,
        (open_on_request, handle_requests, score_attempt)
            .chain()
            .in_set(GameSet::Controllers),
    );
}

/// What the puzzle controls ask for.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleRequest {
    /// An unsolved puzzle near the player's rating (of the difficulty or theme chosen, if any).
    Next,
    /// Only puzzles of this difficulty (1 to 5), or any when `None`.
    Difficulty(Option<u8>),
    /// Only puzzles with this theme, or any when `None`.
    Theme(Option<Theme>),
    /// Light the column the solution moves.
    Hint,
}

/// The puzzles, the one being played and what the player chose.
#[derive(Resource, Default)]
pub struct Puzzles {
    /// Every shipped puzzle.
    pub entries: Vec<PuzzleEntry>,
    /// The puzzle being played (an index into `entries`).
    pub current: Option<usize>,
    /// The difficulty chosen, if any.
    pub difficulty: Option<u8>,
    /// The theme chosen, if any.
    pub theme: Option<Theme>,
    /// Whether the current puzzle's first try has been scored, and how.
    pub result: Option<bool>,
    /// The rating change of the last scored try.
    pub last_change: f32,
    /// The player's rating now.
    pub player: Rating,
    /// The puzzles tried, with their ratings now (the others have their starting rating).
    pub ratings: HashMap<String, Rating>,
    /// The column Hint lit, for the panel to name.
    pub hint: Option<lasca_rules::Square>,
    /// Whether the board shows the current puzzle, untried: only then does a result count
    /// (the step of the puzzle before may still stand solved).
    armed: bool,
}

impl Puzzles {
    /// The puzzle being played.
    pub fn current_entry(&self) -> Option<&PuzzleEntry> {
        self.entries.get(self.current?)
    }

    /// A puzzle's rating now: its starting one until it is tried.
    pub fn rating_of(&self, entry: &PuzzleEntry) -> Rating {
        self.ratings.get(&entry.id).copied().unwrap_or(entry.rating)
    }

    /// The unsolved puzzle of the chosen kind closest to `rating` (any puzzle of the kind
    /// when all are solved).
    fn pick(&self, rating: f64, solved: &[String]) -> Option<usize> {
        let fits = |e: &PuzzleEntry| {
            self.difficulty.is_none_or(|d| e.puzzle.difficulty == d)
                && self.theme.is_none_or(|t| e.puzzle.themes.contains(&t))
        };
        let distance = |i: &usize| {
            let e = &self.entries[*i];
            (self.rating_of(e).rating - rating).abs() as i32
        };
        let candidates: Vec<usize> = (0..self.entries.len())
            .filter(|&i| fits(&self.entries[i]) && Some(i) != self.current)
            .collect();
        let unsolved: Vec<usize> = candidates
            .iter()
            .copied()
            .filter(|&i| !solved.contains(&self.entries[i].id))
            .collect();
        let pool = if unsolved.is_empty() {
            candidates
        } else {
            unsolved
        };
        pool.into_iter().min_by_key(distance)
    }
}

/// A theme's name for people: its catalogue text (`puzzles-theme-liberation`), or the theme's
/// own word where no catalogue has it.
pub fn theme_label(theme: Theme) -> String {
    let key = format!("puzzles-theme-{}", theme.name());
    let text = crate::i18n::tr(&key);
    if text == key {
        theme.name().to_owned()
    } else {
        text
    }
}

/// A puzzle as a lesson of one step, in the player's language.
fn as_lesson(entry: &PuzzleEntry) -> Lesson {
    let puzzle = &entry.puzzle;
    let side = side_text(puzzle.position.side_to_move());
    let plies = puzzle.line.len().div_ceil(2);
    let id = entry.id.as_str();
    Lesson {
        id: entry.id.clone(),
        title: t!("puzzles-title", id = id),
        about: t!("puzzles-about"),
        steps: vec![Step {
            title: t!(
                "puzzles-step-title",
                id = id,
                difficulty = puzzle.difficulty
            ),
            position: puzzle.position,
            say: vec![t!("puzzles-say", side = side.as_str(), plies = plies)],
            task: t!("puzzles-task", side = side.as_str()),
            goal: Goal::Best,
            solutions: vec![puzzle.line.clone()],
            hint: None,
            done: Some(t!("puzzles-done")),
            line: 0,
        }],
    }
}

/// The ratings from the settings' history, at start.
fn rate_from_settings(user: Res<UserSettings>, mut puzzles: ResMut<Puzzles>) {
    let settings = &user.settings;
    let (player, ratings) = rate_history(
        &settings.puzzle_history,
        settings.puzzle_rating,
        &puzzles.entries,
    );
    puzzles.player = player;
    puzzles.ratings = ratings;
}

/// `--puzzles`: an unsolved puzzle near the player's rating.
fn open_on_launch(launch: Option<Res<Launch>>, mut requests: MessageWriter<PuzzleRequest>) {
    if launch.is_some_and(|launch| launch.puzzles) {
        requests.write(PuzzleRequest::Next);
    }
}

/// The HUD's Puzzles button.
fn open_on_request(mut opens: MessageReader<Open>, mut requests: MessageWriter<PuzzleRequest>) {
    if opens.read().any(|open| open.0 == Feature::Puzzles) {
        requests.write(PuzzleRequest::Next);
    }
}

fn handle_requests(
    mut requests: MessageReader<PuzzleRequest>,
    mut puzzles: ResMut<Puzzles>,
    user: Res<UserSettings>,
    mut feedback: ResMut<Feedback>,
    mut learn: MessageWriter<LearnRequest>,
) {
    for &request in requests.read() {
        match request {
            PuzzleRequest::Difficulty(difficulty) => puzzles.difficulty = difficulty,
            PuzzleRequest::Theme(theme) => puzzles.theme = theme,
            PuzzleRequest::Hint => {
                if let Some(first) = puzzles.current_entry().map(|e| e.puzzle.line[0]) {
                    puzzles.hint = Some(first.from());
                    feedback.must_capture = vec![first.from()];
                    feedback.flash = FLASH_SECONDS * 2.0;
                }
                continue;
            }
            PuzzleRequest::Next => {}
        }
        let settings = &user.settings;
        let rating = puzzles.player.rating;
        if let Some(index) = puzzles.pick(rating, &settings.puzzles_solved) {
            puzzles.current = Some(index);
            puzzles.result = None;
            puzzles.armed = false;
            puzzles.hint = None;
            learn.write(LearnRequest::Puzzle(Box::new(as_lesson(
                &puzzles.entries[index],
            ))));
        }
    }
}

/// Scores the first try at the puzzle being played: solved cleanly, or not.
fn score_attempt(learn: Res<Learn>, mut puzzles: ResMut<Puzzles>, mut user: ResMut<UserSettings>) {
    let playing = learn.current_lesson().is_some() && learn.kind() == LessonKind::Puzzle;
    if !playing || puzzles.result.is_some() {
        return;
    }
    let Some(entry) = puzzles.current_entry().cloned() else {
        return;
    };
    if !puzzles.armed {
        let shown = learn.current_step().map(|step| step.position);
        puzzles.armed = learn.state == StepState::Trying && shown == Some(entry.puzzle.position);
        return;
    }
    let solved = match learn.state {
        StepState::Solved { shown: false } => true,
        StepState::Wrong(_) | StepState::Showing | StepState::Solved { shown: true } => false,
        StepState::Trying | StepState::Judging(_) => return,
    };
    let settings = &mut user.settings;
    let before = puzzles.player;
    if settings.puzzle_history.start.is_none() {
        settings.puzzle_history.start = Some([before.rating, before.deviation, before.volatility]);
    }
    settings.puzzle_history.tries.push(PuzzleTry {
        id: entry.id.clone(),
        solved,
    });
    let (player, puzzle) = rate_try(before, puzzles.rating_of(&entry), solved);
    puzzles.player = player;
    puzzles.ratings.insert(entry.id.clone(), puzzle);
    settings.puzzle_rating = player.rating as f32;
    if solved {
        settings.puzzle_streak += 1;
        if !settings.puzzles_solved.contains(&entry.id) {
            settings.puzzles_solved.push(entry.id.clone());
        }
    } else {
        settings.puzzle_streak = 0;
    }
    puzzles.last_change = (player.rating - before.rating) as f32;
    puzzles.result = Some(solved);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_has_a_name_for_people() {
        for (theme, name) in Theme::ALL {
            let key = format!("puzzles-theme-{name}");
            assert_ne!(crate::i18n::tr(&key), key, "{key} is missing");
            // English names are the themes' own words.
            assert_eq!(theme_label(theme), name);
        }
    }

    #[test]
    fn a_puzzle_reads_as_a_lesson() {
        let entries = read_puzzles(BUILTIN_PUZZLES).unwrap();
        let lesson = as_lesson(&entries[0]);
        assert_eq!(lesson.title, format!("Puzzle {}", entries[0].id));
        let say = &lesson.steps[0].say[0];
        assert!(say.ends_with(" of yours."), "{say}");
        assert!(say.contains(" to move has one move"), "{say}");
    }
}
