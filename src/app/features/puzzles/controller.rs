//! Puzzle mode: the shipped puzzles (`assets/puzzles/puzzles.txt`), picked near the player's
//! rating (of the difficulty or theme chosen), and played through learn as a one-step lesson of
//! kind Puzzle: the Learn controller checks the moves, answers with the defence, answers a wrong
//! move with its refutation, and offers Retry and Show me. This file chooses the puzzle, lights
//! the hint, follows the refutation for the panel's arrow and keeps the player's rating, solved
//! puzzles and streak in the settings. The puzzle's window is this feature's own (`panel.rs`),
//! its words `text.rs`.
//!
//! The ratings are Glicko-2 ([`lasca_ai::glicko`], as lichess and lidraughts rate puzzles): the
//! player's and each puzzle's, both updated on each first try, which the settings record so
//! that both can be recomputed ([`rate_history`]). Solved without a wrong move is a win against
//! the puzzle, anything else (a wrong move, Show me) a loss.

use std::collections::HashMap;

use bevy::prelude::*;
use lasca_ai::glicko::{Rating, rate_try};
use lasca_ai::puzzle::Theme;
use lasca_rules::{AnyMove, AnyPosition, AnySquare};

use crate::app::features::learn::{Learn, LearnRequest, LessonKind, StepState, TakeLearnRequests};

use crate::app::core::builtin::BUILTIN_PUZZLES;
use crate::app::core::game_text::side_text;
use crate::app::core::{Feature, Feedback, GameSet, Launch, MovePlayed, Open, UserSettings};
use crate::record::{
    Effects, Goal, Lesson, PuzzleEntry, PuzzleTry, Step, rate_history, read_puzzles,
};
use crate::t;

/// How far from the player's rating the next puzzle's may be at first (Glicko points); the
/// window doubles until it holds a puzzle.
pub const RATING_WINDOW: f64 = 100.0;
/// How many puzzles back the themes count as recent: the next puzzle brings a theme none of
/// them had, where one near the rating does.
pub const RECENT_PUZZLES: usize = 3;
/// How many puzzles back are not played again while others are left.
const RECENT_KEPT: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Puzzles {
        entries: read_puzzles(BUILTIN_PUZZLES).unwrap_or_default(),
        ..Puzzles::default()
    })
    .add_message::<PuzzleRequest>()
    .add_systems(Startup, (rate_from_settings, open_on_launch).chain())
    .add_systems(
        Update,
        (
            open_on_request,
            handle_requests.before(TakeLearnRequests),
            score_attempt,
            follow_step,
        )
            .chain()
            .in_set(GameSet::Controllers),
    );
}

/// What the puzzle controls ask for.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleRequest {
    /// An unsolved puzzle near the player's rating (of the difficulty or theme chosen, if any).
    Next,
    /// This puzzle (an index into [`Puzzles::entries`]).
    Play(usize),
    /// Only puzzles of this difficulty (1 to 5), or any when `None`.
    Difficulty(Option<u8>),
    /// Only puzzles with this theme, or any when `None`.
    Theme(Option<Theme>),
    /// Light the column the solution moves.
    Hint,
    /// Start the puzzle again (after a wrong move; the first try stays scored).
    Retry,
    /// Play the solution on the board.
    ShowMe,
    /// Leave the puzzles: the game before them comes back.
    Leave,
}

/// A wrong move's refutation, for the arrow over the board: the reply and the position it was
/// played from (the one after the wrong move).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Refutation {
    /// The wrong move.
    pub wrong: AnyMove,
    /// The position the reply was played from.
    pub before: AnyPosition,
    /// The opponent's reply.
    pub reply: AnyMove,
    /// What the reply did.
    pub effects: Effects,
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
    pub hint: Option<AnySquare>,
    /// Whether Hint was asked for on the current puzzle: a solve after it is no clean solve.
    pub hinted: bool,
    /// The refutation of the wrong move on the board, once played: the panel's arrow.
    pub refutation: Option<Refutation>,
    /// What varies the choice among the puzzles that fit equally well: the same seed, rating,
    /// solved puzzles and recent ones pick the same puzzle.
    pub seed: u64,
    /// The puzzles played last (indices into `entries`, at most ten), the latest last.
    pub recent: Vec<usize>,
    /// How many puzzles were picked (mixed into the seed).
    picks: u64,
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

    /// The next puzzle for a player rated `rating` who solved `solved`: of the chosen kind,
    /// unsolved (any of the kind when all are), not one of the recent ones where others are
    /// left; its rating within [`RATING_WINDOW`] of the player's, the window doubling until one
    /// is in it; preferably with a theme none of the last [`RECENT_PUZZLES`] had; and among
    /// those, one chosen by the seed.
    pub fn pick(&self, rating: f64, solved: &[String]) -> Option<usize> {
        let fits = |e: &PuzzleEntry| {
            self.difficulty.is_none_or(|d| e.puzzle.difficulty == d)
                && self.theme.is_none_or(|t| e.puzzle.themes.contains(&t))
        };
        let mut pool: Vec<usize> = (0..self.entries.len())
            .filter(|&i| fits(&self.entries[i]) && Some(i) != self.current)
            .collect();
        // Narrow the pool while something is left: unsolved, then not seen lately.
        let narrow = |pool: &mut Vec<usize>, keep: &dyn Fn(usize) -> bool| {
            if pool.iter().any(|&i| keep(i)) {
                pool.retain(|&i| keep(i));
            }
        };
        narrow(&mut pool, &|i| !solved.contains(&self.entries[i].id));
        narrow(&mut pool, &|i| !self.recent.contains(&i));
        let distance = |i: usize| (self.rating_of(&self.entries[i]).rating - rating).abs();
        let nearest = pool.iter().map(|&i| distance(i)).reduce(f64::min)?;
        let mut window = RATING_WINDOW;
        while window < nearest {
            window *= 2.0;
        }
        pool.retain(|&i| distance(i) <= window);
        let seen: Vec<Theme> = self
            .recent
            .iter()
            .rev()
            .take(RECENT_PUZZLES)
            .flat_map(|&i| self.entries[i].puzzle.themes.iter().copied())
            .collect();
        narrow(&mut pool, &|i| {
            let themes = &self.entries[i].puzzle.themes;
            themes.iter().any(|theme| !seen.contains(theme))
        });
        let turn = self.picks ^ (solved.len() as u64) << 32;
        let chosen = splitmix(self.seed ^ splitmix(turn)) % pool.len() as u64;
        pool.get(chosen as usize).copied()
    }

    /// Opens puzzle `index`: it becomes the current one and the recent ones' latest.
    fn play(&mut self, index: usize, learn: &mut MessageWriter<LearnRequest>) {
        self.current = Some(index);
        self.recent.retain(|&i| i != index);
        self.recent.push(index);
        let keep = self.recent.len().saturating_sub(RECENT_KEPT);
        self.recent.drain(..keep);
        self.picks += 1;
        self.result = None;
        self.armed = false;
        self.hint = None;
        self.hinted = false;
        self.refutation = None;
        learn.write(LearnRequest::Puzzle(Box::new(as_lesson(
            &self.entries[index],
        ))));
    }
}

/// A well-mixed 64-bit number from another (SplitMix64's finaliser).
fn splitmix(x: u64) -> u64 {
    let x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
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

/// A puzzle as a lesson of one step, in the player's language (what learn plays; the
/// puzzles' panel shows its words, never a lesson's).
fn as_lesson(entry: &PuzzleEntry) -> Lesson {
    let puzzle = &entry.puzzle;
    let side = side_text(puzzle.position.side_to_move());
    let plies = puzzle.line.len().div_ceil(2);
    let id = entry.id.as_str();
    Lesson {
        id: entry.id.clone(),
        title: t!("puzzles-title", id = id),
        about: String::new(),
        steps: vec![Step {
            title: t!("puzzles-title", id = id),
            position: puzzle.position.into(),
            say: vec![t!("puzzles-say", side = side.as_str(), plies = plies)],
            task: t!("puzzles-task", side = side.as_str()),
            goal: Goal::Best,
            solutions: vec![puzzle.line.iter().map(|&mv| mv.into()).collect()],
            hint: None,
            done: None,
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
    state: Res<Learn>,
    user: Res<UserSettings>,
    mut feedback: ResMut<Feedback>,
    mut learn: MessageWriter<LearnRequest>,
) {
    let playing = state.current_lesson().is_some() && state.kind() == LessonKind::Puzzle;
    for &request in requests.read() {
        match request {
            PuzzleRequest::Difficulty(difficulty) => puzzles.difficulty = difficulty,
            PuzzleRequest::Theme(theme) => puzzles.theme = theme,
            PuzzleRequest::Hint => {
                // The solution's next move of the player's, while it is his to find.
                let next = state
                    .current_step()
                    .filter(|_| {
                        playing && state.awaits_player() && state.played.len().is_multiple_of(2)
                    })
                    .and_then(|step| step.next_move(&state.played));
                if let Some(next) = next {
                    puzzles.hinted = true;
                    puzzles.hint = Some(next.from());
                    feedback.hint = vec![next.from()];
                }
            }
            PuzzleRequest::Retry | PuzzleRequest::ShowMe | PuzzleRequest::Leave if playing => {
                puzzles.hint = None;
                puzzles.refutation = None;
                learn.write(match request {
                    PuzzleRequest::Retry => LearnRequest::Retry,
                    PuzzleRequest::ShowMe => LearnRequest::ShowMe,
                    _ => LearnRequest::Leave,
                });
            }
            PuzzleRequest::Retry | PuzzleRequest::ShowMe | PuzzleRequest::Leave => {}
            PuzzleRequest::Play(index) if index < puzzles.entries.len() => {
                puzzles.play(index, &mut learn);
            }
            PuzzleRequest::Play(_) => {}
            PuzzleRequest::Next => {
                let settings = &user.settings;
                let rating = puzzles.player.rating;
                if let Some(index) = puzzles.pick(rating, &settings.puzzles_solved) {
                    puzzles.play(index, &mut learn);
                }
            }
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
        puzzles.armed =
            learn.state == StepState::Trying && shown == Some(entry.puzzle.position.into());
        return;
    }
    let solved = match learn.state {
        // Hint makes it no clean solve: rated as missed, as lichess rates a helped solve.
        StepState::Solved { shown: false } => !puzzles.hinted,
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

/// Follows the step for the panel: a move put out the hint's light, and a wrong move's reply,
/// once played, is the refutation the arrow shows.
fn follow_step(
    mut moves: MessageReader<MovePlayed>,
    learn: Res<Learn>,
    mut puzzles: ResMut<Puzzles>,
    mut feedback: ResMut<Feedback>,
) {
    if moves.read().count() > 0 {
        feedback.hint.clear();
        puzzles.hint = None;
    }
    let playing = learn.current_lesson().is_some() && learn.kind() == LessonKind::Puzzle;
    let refutation = match learn.state {
        StepState::Wrong(wrong) if playing => {
            let start = learn.current_step().map(|step| step.position);
            let before = start.and_then(|start| start.after(wrong.mv).ok());
            wrong
                .reply
                .zip(before)
                .map(|((reply, effects), before)| Refutation {
                    wrong: wrong.mv,
                    before,
                    reply,
                    effects,
                })
        }
        _ => None,
    };
    if puzzles.refutation != refutation {
        puzzles.refutation = refutation;
    }
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
    fn a_puzzle_reads_as_a_lesson_of_no_lesson_words() {
        let entries = read_puzzles(BUILTIN_PUZZLES).unwrap();
        let lesson = as_lesson(&entries[0]);
        assert_eq!(lesson.title, format!("Puzzle {}", entries[0].id));
        let say = &lesson.steps[0].say[0];
        assert!(say.ends_with(" of yours."), "{say}");
        assert!(say.contains(" to move has one move"), "{say}");
        assert_eq!(
            lesson.steps[0].done, None,
            "the panel says whether it is solved"
        );
    }

    #[test]
    fn the_pick_is_the_same_for_the_same_seed_and_varies_with_it() {
        let puzzles = Puzzles {
            entries: read_puzzles(BUILTIN_PUZZLES).unwrap(),
            ..Puzzles::default()
        };
        let picks: Vec<Option<usize>> = (0..8)
            .map(|seed| {
                let puzzles = Puzzles {
                    seed,
                    entries: puzzles.entries.clone(),
                    ..Puzzles::default()
                };
                puzzles.pick(1000.0, &[])
            })
            .collect();
        assert_eq!(picks[3], {
            let again = Puzzles {
                seed: 3,
                entries: puzzles.entries.clone(),
                ..Puzzles::default()
            };
            again.pick(1000.0, &[])
        });
        assert!(picks.iter().any(|&p| p != picks[0]), "{picks:?}");
        // Far from every puzzle the window widens until it holds one.
        let far = puzzles.pick(5000.0, &[]).unwrap();
        let top = puzzles
            .entries
            .iter()
            .map(|e| e.rating.rating)
            .fold(0.0, f64::max);
        assert!(top - puzzles.entries[far].rating.rating <= 5000.0 - top);
    }
}
