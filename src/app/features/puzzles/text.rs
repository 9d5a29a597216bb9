//! What the puzzles' panel says, from the state it reads (no egui here, so that tests read the
//! words): the puzzle, the player's rating, how the try stands and why a wrong move is wrong.

use lasca_rules::Colour;

use super::{Puzzles, theme_label};
use crate::app::features::learn::{Learn, LessonKind, StepState, Wrong};
use crate::app::kit::labels::{effects_label, side_name};
use crate::record::{Effects, Settings};
use crate::t;

/// How the puzzle open stands, as the panel tells it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Standing {
    /// The player is finding the moves.
    Trying,
    /// The engine looks at a move that is not the solution's.
    Judging,
    /// A wrong move, refuted on the board: Retry or Show me.
    Wrong,
    /// Show me plays the solution.
    Showing,
    /// Solved at the first try: it counts, the counters went up.
    Solved,
    /// Played out after a wrong move: not solved, and the counters say so.
    SolvedLater,
    /// Played out after Hint: not a clean solve, so missed (as lichess rates a helped solve).
    SolvedWithHint,
    /// Shown by Show me: not solved.
    Shown,
}

impl Standing {
    /// Whether the puzzle is over (played out or shown): Next puzzle is the way on.
    pub fn is_over(self) -> bool {
        matches!(
            self,
            Standing::Solved | Standing::SolvedLater | Standing::SolvedWithHint | Standing::Shown
        )
    }
}

/// How a line of the panel is meant, for its colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    /// Plain words.
    Plain,
    /// Good news: solved.
    Good,
    /// Wrong.
    Bad,
    /// A hint: neither good nor wrong.
    Hint,
}

/// Everything the puzzles' panel writes.
#[derive(Clone, PartialEq, Debug)]
pub struct PuzzleText {
    /// `Puzzle p0113`.
    pub title: String,
    /// Its difficulty and rating.
    pub about: String,
    /// Its themes, or nothing for a puzzle of none.
    pub themes: Option<String>,
    /// The player's rating, the last change, the puzzles solved and the streak.
    pub player: String,
    /// What the position is about.
    pub say: Vec<String>,
    /// What to find.
    pub task: String,
    /// How the try stands.
    pub standing: Standing,
    /// What the panel says about it (under the task; the prompt to pick is the panel's).
    pub status: Vec<(String, Tone)>,
}

/// The puzzle open, if one is: learn plays it as a one-step lesson of kind Puzzle.
pub fn playing(learn: &Learn) -> bool {
    learn.current_lesson().is_some() && learn.kind() == LessonKind::Puzzle
}

/// How the puzzle open stands: learn's step, and whether the first try was scored solved.
pub fn standing(learn: &Learn, puzzles: &Puzzles) -> Standing {
    match learn.state {
        StepState::Trying => Standing::Trying,
        StepState::Judging(_) => Standing::Judging,
        StepState::Wrong(_) => Standing::Wrong,
        StepState::Showing => Standing::Showing,
        StepState::Solved { shown: true } => Standing::Shown,
        // Unscored yet (the frame it is solved in) is the first try.
        StepState::Solved { shown: false } if puzzles.hinted => Standing::SolvedWithHint,
        StepState::Solved { shown: false } if puzzles.result == Some(false) => {
            Standing::SolvedLater
        }
        StepState::Solved { shown: false } => Standing::Solved,
    }
}

/// The panel's words for the puzzle open (`None` when none is).
pub fn puzzle_text(learn: &Learn, puzzles: &Puzzles, settings: &Settings) -> Option<PuzzleText> {
    if !playing(learn) {
        return None;
    }
    let entry = puzzles.current_entry()?;
    let step = learn.current_step()?;
    let puzzle = &entry.puzzle;
    let themes: Vec<String> = puzzle.themes.iter().copied().map(theme_label).collect();
    let change = match puzzles.result {
        Some(_) => format!(" ({:+.0})", puzzles.last_change),
        None => String::new(),
    };
    let standing = standing(learn, puzzles);
    let mut status = Vec::new();
    match (standing, learn.state) {
        (Standing::Trying, _) => {
            // The player's moves so far were right, and the line goes on.
            let found = learn.played.len() / 2;
            if found > 0 {
                status.push((t!("puzzles-keep-going", found = found), Tone::Good));
            }
            if let Some(square) = puzzles.hint {
                status.push((t!("puzzles-hint", square = square.to_string()), Tone::Hint));
            }
        }
        (Standing::Judging, StepState::Judging(wrong)) => {
            status.push((
                t!("puzzles-judging", mv = wrong.mv.to_string()),
                Tone::Plain,
            ));
        }
        (Standing::Wrong, StepState::Wrong(wrong)) => {
            status.push((wrong_text(&wrong, step.player()), Tone::Bad));
            status.push((t!("puzzles-retry-or-show"), Tone::Plain));
        }
        (Standing::Showing, _) => status.push((t!("puzzles-watch"), Tone::Plain)),
        (Standing::Solved, _) => {
            status.push((t!("puzzles-solved"), Tone::Good));
            if let Some((played, solution)) = learn.also_good {
                let (mv, solution) = (played.to_string(), solution.to_string());
                status.push((
                    t!("puzzles-also-good", mv = mv, solution = solution),
                    Tone::Good,
                ));
            }
        }
        (Standing::SolvedLater, _) => status.push((t!("puzzles-solved-later"), Tone::Plain)),
        (Standing::SolvedWithHint, _) => {
            status.push((t!("puzzles-solved-with-hint"), Tone::Plain));
        }
        (Standing::Shown, _) => status.push((t!("puzzles-shown"), Tone::Plain)),
        _ => {}
    }
    Some(PuzzleText {
        title: t!("puzzles-title", id = entry.id.as_str()),
        about: t!(
            "puzzles-about",
            difficulty = puzzle.difficulty,
            rating = format!("{:.0}", puzzles.rating_of(entry).rating)
        ),
        // The themes give the idea away: they are shown once the puzzle is over.
        themes: (!themes.is_empty() && standing.is_over())
            .then(|| t!("puzzles-themes", themes = themes.join(", "))),
        player: t!(
            "puzzles-your-rating",
            rating = format!("{:.0}", puzzles.player.rating),
            change = change,
            solved = settings.puzzles_solved.len(),
            streak = settings.puzzle_streak
        ),
        say: step.say.clone(),
        task: step.task.clone(),
        standing,
        status,
    })
}

/// Why a puzzle's move is wrong: the refutation the opponent answers with and what it wins
/// (`c3-d4 loses: Black answers e5xc3xe1, which takes 2 men.`), or that the move missed the
/// win where the reply itself takes nothing; while the engine still thinks, that it is
/// answering.
pub fn wrong_text(wrong: &Wrong, player: Colour) -> String {
    let opponent = side_name(player.opponent());
    let mv = wrong.mv.to_string();
    match wrong.reply {
        Some((reply, effects)) if effects == Effects::default() => t!(
            "puzzles-wrong-misses",
            mv = mv,
            opponent = opponent,
            reply = reply.to_string()
        ),
        Some((reply, effects)) => t!(
            "puzzles-wrong-refuted",
            mv = mv,
            opponent = opponent,
            reply = reply.to_string(),
            effects = effects_label(effects)
        ),
        None if wrong.effects.wins => t!("puzzles-wrong-wins", mv = mv),
        None => t!("puzzles-wrong-answering", mv = mv, opponent = opponent),
    }
}
