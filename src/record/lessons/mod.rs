//! Lessons: short steps on the board that teach the rules and the strategy of Lasca.
//!
//! A lesson is a text file under `assets/lessons/` (`docs/LESSONS.md` describes the format):
//!
//! ```text
//! lesson: Soldiers step forward
//! about: How a single man moves.
//!
//! step: One square, forward
//! position: w c3:w e5:b
//! say: A soldier moves one square diagonally forward.
//! task: Move the soldier on c3 one square forward.
//! goal: move
//! solution: c3-d4
//! solution: c3-b4
//! ```
//!
//! Written by hand: a line-based `key: value` format is easier for a teacher to write and read
//! than TOML or RON with their quoting, and needs a dozen lines to read.
//!
//! Reading checks the syntax, the position and that every solution line is legal; [`check`]
//! then proves each step's goal (with the engine for strategy steps). The game ships the
//! lessons inside the binary ([`builtin`]), so it always has them, in English and in every
//! language of `assets/lessons/CODE/` ([`TRANSLATIONS`]).

mod check;
#[cfg(test)]
mod tests;

use std::fmt;

use lasca_rules::{AnyMove, AnyPosition, Colour};

pub use check::{
    Effects, GoalMiss, ReplyProblem, StepProblem, check_lesson, check_lesson_text, check_step,
    effects_of,
};

/// A lesson: a title, a line for the list, and its steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The file's name without `.lesson` (`01-soldiers`): what progress records.
    pub id: String,
    /// The title.
    pub title: String,
    /// One line for the lesson list.
    pub about: String,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// What a step asks the player to do, checked against every solution line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Any legal move of the solutions.
    Move,
    /// Every move of the player's is a capture.
    Capture,
    /// A move of the player's frees one of his men (he commands more columns after it).
    Liberate,
    /// The player's last move promotes its commander.
    Promote,
    /// The opponent has no legal move after the line.
    Win,
    /// The opponent still commands a column but cannot move after the line.
    Block,
    /// The engine agrees: the solutions' first moves are best, every other is clearly worse.
    Best,
}

impl Goal {
    /// Every goal with its name in a lesson file.
    pub const ALL: [(Goal, &'static str); 7] = [
        (Goal::Move, "move"),
        (Goal::Capture, "capture"),
        (Goal::Liberate, "liberate"),
        (Goal::Promote, "promote"),
        (Goal::Win, "win"),
        (Goal::Block, "block"),
        (Goal::Best, "best"),
    ];

    /// The goal's name in a lesson file.
    pub fn name(self) -> &'static str {
        Goal::ALL
            .iter()
            .find(|(goal, _)| *goal == self)
            .map_or("move", |(_, name)| name)
    }
}

/// One step: a position, words, a task and the moves that solve it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The step's title.
    pub title: String,
    /// Where the step starts; its side to move is the player. Its variant (a position
    /// string's prefix: `bashni: w ...`) is the board the step is played on.
    pub position: AnyPosition,
    /// Paragraphs of explanation.
    pub say: Vec<String>,
    /// What to do.
    pub task: String,
    /// What the solutions achieve.
    pub goal: Goal,
    /// The lines that solve the step: the player's moves and the opponent's replies in turn,
    /// ending with a move of the player's.
    pub solutions: Vec<Vec<AnyMove>>,
    /// Said after a wrong (legal) move, besides what the reply shows.
    pub hint: Option<String>,
    /// Said when the step is solved.
    pub done: Option<String>,
    /// The line of the file the step begins on.
    pub line: usize,
}

impl Step {
    /// The player: the side to move at the start.
    pub fn player(&self) -> Colour {
        self.position.side_to_move()
    }

    /// The solution lines that begin with `played`.
    fn lines_after<'a>(&'a self, played: &'a [AnyMove]) -> impl Iterator<Item = &'a Vec<AnyMove>> {
        self.solutions
            .iter()
            .filter(move |line| line.len() > played.len() && line.starts_with(played))
    }

    /// Whether the player's next move after `played` may be `mv`.
    pub fn accepts(&self, played: &[AnyMove], mv: AnyMove) -> bool {
        self.lines_after(played)
            .any(|line| line[played.len()] == mv)
    }

    /// The move that comes next after `played` in the first solution that fits (the
    /// opponent's reply, or the player's move that Show me plays).
    pub fn next_move(&self, played: &[AnyMove]) -> Option<AnyMove> {
        self.lines_after(played)
            .next()
            .map(|line| line[played.len()])
    }

    /// Whether the step asks for a win and `after` (after a move of the player's) is one of
    /// the kind asked: any such win solves the step.
    pub fn wins_as_asked(&self, after: &AnyPosition) -> bool {
        let blocked = after.commands_a_column(self.player().opponent());
        match self.goal {
            Goal::Win => !after.has_legal_move(),
            Goal::Block => !after.has_legal_move() && blocked,
            _ => false,
        }
    }

    /// Whether `played` is a whole solution line: the step is solved.
    pub fn is_solved(&self, played: &[AnyMove]) -> bool {
        self.solutions.iter().any(|line| line.as_slice() == played)
    }
}

/// A mistake in a lesson file: which file, line and step, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The lesson's id (its file name without `.lesson`).
    pub lesson: String,
    /// The line of the file (1-based).
    pub line: usize,
    /// The step's title, when the mistake is in a step.
    pub step: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.lesson, line {}", self.lesson, self.line)?;
        if let Some(step) = &self.step {
            write!(f, ", step \"{step}\"")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for LessonError {}

/// A step being read: its fields so far.
#[derive(Default)]
struct Draft {
    title: String,
    line: usize,
    position: Option<(AnyPosition, usize)>,
    say: Vec<String>,
    task: Option<String>,
    goal: Option<Goal>,
    solutions: Vec<(String, usize)>,
    hint: Option<String>,
    done: Option<String>,
    forced: Option<bool>,
}

/// Reads a lesson: checks its syntax, every position, and that every solution line is legal
/// and ends with the player's move. The goals are proved by [`check_lesson`].
pub fn parse_lesson(id: &str, text: &str) -> Result<Lesson, LessonError> {
    parse_lesson_marked(id, text).map(|(lesson, _)| lesson)
}

/// [`parse_lesson`], with each step's `forced:` mark (whether the step is deliberately one
/// without a choice: [`check_teaching`] then allows a single legal move).
pub(crate) fn parse_lesson_marked(
    id: &str,
    text: &str,
) -> Result<(Lesson, Vec<bool>), LessonError> {
    let error = |line: usize, step: Option<&Draft>, message: String| LessonError {
        lesson: id.to_owned(),
        line,
        step: step.map(|d| d.title.clone()),
        message,
    };
    let mut title = None;
    let mut about = None;
    let mut drafts: Vec<Draft> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(error(
                number,
                drafts.last(),
                format!("expected `key: value`, found `{line}`"),
            ));
        };
        let (key, value) = (key.trim(), value.trim().to_owned());
        if value.is_empty() {
            return Err(error(
                number,
                drafts.last(),
                format!("`{key}:` has no text"),
            ));
        }
        let once = |given: bool, draft: Option<&Draft>| match given {
            true => Err(error(number, draft, format!("`{key}:` given twice"))),
            false => Ok(()),
        };
        match (key, drafts.last_mut()) {
            ("lesson", None) => {
                once(title.is_some(), None)?;
                title = Some(value);
            }
            ("about", None) => {
                once(about.is_some(), None)?;
                about = Some(value);
            }
            ("step", _) => drafts.push(Draft {
                title: value,
                line: number,
                ..Draft::default()
            }),
            (_, None) => {
                return Err(error(
                    number,
                    None,
                    format!("`{key}:` before the first `step:`"),
                ));
            }
            ("position", Some(draft)) => {
                once(draft.position.is_some(), Some(draft))?;
                let position = AnyPosition::parse(&value)
                    .map_err(|e| error(number, Some(draft), format!("bad position: {e}")))?;
                draft.position = Some((position, number));
            }
            ("say", Some(draft)) => draft.say.push(value),
            ("task", Some(draft)) => {
                once(draft.task.is_some(), Some(draft))?;
                draft.task = Some(value);
            }
            ("goal", Some(draft)) => {
                once(draft.goal.is_some(), Some(draft))?;
                let goal = Goal::ALL
                    .iter()
                    .find(|(_, name)| *name == value)
                    .map(|(goal, _)| *goal);
                let names: Vec<&str> = Goal::ALL.iter().map(|(_, name)| *name).collect();
                draft.goal = Some(goal.ok_or_else(|| {
                    error(
                        number,
                        Some(draft),
                        format!("unknown goal `{value}` (one of {})", names.join(", ")),
                    )
                })?);
            }
            ("solution", Some(draft)) => draft.solutions.push((value, number)),
            ("hint", Some(draft)) => {
                once(draft.hint.is_some(), Some(draft))?;
                draft.hint = Some(value);
            }
            ("done", Some(draft)) => {
                once(draft.done.is_some(), Some(draft))?;
                draft.done = Some(value);
            }
            ("forced", Some(draft)) => {
                once(draft.forced.is_some(), Some(draft))?;
                draft.forced = Some(match value.as_str() {
                    "yes" => true,
                    "no" => false,
                    _ => {
                        return Err(error(
                            number,
                            Some(draft),
                            format!("`forced:` is `yes` or `no`, not `{value}`"),
                        ));
                    }
                });
            }
            (_, Some(draft)) => {
                return Err(error(number, Some(draft), format!("unknown key `{key}:`")));
            }
        }
    }
    let title = title.ok_or_else(|| error(1, None, "no `lesson:` title".into()))?;
    let about = about.ok_or_else(|| error(1, None, "no `about:` line".into()))?;
    if drafts.is_empty() {
        return Err(error(1, None, "the lesson has no steps".into()));
    }
    let forced: Vec<bool> = drafts
        .iter()
        .map(|draft| draft.forced.unwrap_or(false))
        .collect();
    let steps = drafts
        .into_iter()
        .map(|draft| finish_step(draft, &error))
        .collect::<Result<Vec<Step>, LessonError>>()?;
    let lesson = Lesson {
        id: id.to_owned(),
        title,
        about,
        steps,
    };
    Ok((lesson, forced))
}

/// Checks a step's required fields and replays its solution lines.
fn finish_step(
    draft: Draft,
    error: &dyn Fn(usize, Option<&Draft>, String) -> LessonError,
) -> Result<Step, LessonError> {
    let missing = |key: &str| error(draft.line, Some(&draft), format!("no `{key}:`"));
    let (position, _) = draft.position.ok_or_else(|| missing("position"))?;
    let task = draft.task.clone().ok_or_else(|| missing("task"))?;
    let goal = draft.goal.ok_or_else(|| missing("goal"))?;
    if draft.say.is_empty() {
        return Err(missing("say"));
    }
    if draft.solutions.is_empty() {
        return Err(missing("solution"));
    }
    if !position.has_legal_move() {
        return Err(error(
            draft.line,
            Some(&draft),
            format!(
                "{} has no legal move in {position}",
                position.side_to_move()
            ),
        ));
    }
    let mut solutions = Vec::new();
    for (text, number) in &draft.solutions {
        let mut at = position;
        let mut line = Vec::new();
        for word in text.split_whitespace() {
            let bad = |message: String| error(*number, Some(&draft), message);
            let mv = at
                .parse_move(word.trim_end_matches(['*', '#']))
                .map_err(|e| bad(format!("solution move `{word}`: {e}")))?;
            at.try_play(mv).map_err(|e| {
                bad(format!(
                    "solution move {} `{word}` is illegal: {e}",
                    line.len() + 1
                ))
            })?;
            line.push(mv);
        }
        if line.len() % 2 == 0 {
            return Err(error(
                *number,
                Some(&draft),
                "a solution must end with the player's move (an odd number of moves)".into(),
            ));
        }
        solutions.push(line);
    }
    Ok(Step {
        title: draft.title,
        position,
        say: draft.say,
        task,
        goal,
        solutions,
        hint: draft.hint,
        done: draft.done,
        line: draft.line,
    })
}

/// The lessons shipped with the game: every file of `assets/lessons/`, in order of name, as
/// `(id, text)`. `build.rs` writes the list, so a new file is a new lesson. This is the English
/// text, the reference: [`TRANSLATIONS`] only translate it.
pub const BUILTIN: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// The shipped lessons in other languages: for every folder `assets/lessons/CODE/`, its language
/// code and its files as `(id, text)`, in order of name. A translation has its English lesson's
/// file name, and so its id, and the same lines with only the words ([`TEXT_KEYS`]) translated;
/// the lesson test proves it. `build.rs` writes the list, so a new language is a new folder.
pub const TRANSLATIONS: crate::i18n::LanguageFolders =
    include!(concat!(env!("OUT_DIR"), "/lesson_translations.rs"));

/// The keys whose values are words for the player, translated in [`TRANSLATIONS`]; every other
/// key (`position:`, `goal:`, `solution:`) is data and stays as the English lesson has it.
pub const TEXT_KEYS: [&str; 7] = ["lesson", "about", "step", "say", "task", "hint", "done"];

/// The text of shipped lesson `id` in language `code` (`en`, `de`): its translation where that
/// language has the file, else the English; `None` for an id not shipped.
pub fn builtin_text(id: &str, code: &str) -> Option<&'static str> {
    let english = BUILTIN.iter().find(|(name, _)| *name == id)?.1;
    Some(translation(id, code).unwrap_or(english))
}

/// The translation of shipped lesson `id` into `code`, if that language has the file.
fn translation(id: &str, code: &str) -> Option<&'static str> {
    crate::i18n::file_in(TRANSLATIONS, code, id)
}

/// Shipped lesson `id` in language `code`: the translation where it exists and reads, else the
/// English lesson (`None` when that does not read either, or the id is not shipped).
fn builtin_lesson(id: &str, english: &str, code: &str) -> Option<Lesson> {
    translation(id, code)
        .and_then(|text| parse_lesson(id, text).ok())
        .or_else(|| parse_lesson(id, english).ok())
}

/// The shipped lessons that read (the lesson test proves they all read and solve), in language
/// `code` (`en`, `de`: `i18n::Language::code`): each in that language where it has the lesson's
/// file, else in English. Ids are the English files' in every language, so progress kept by id
/// counts whichever language a lesson was finished in.
pub fn builtin(code: &str) -> Vec<Lesson> {
    BUILTIN
        .iter()
        .filter_map(|(id, english)| builtin_lesson(id, english, code))
        .collect()
}

/// Puts the shipped lessons among `lessons` into language `code`, in place (as [`builtin`] reads
/// them); any other lesson (a puzzle, the player's practice) stays as it is. A translation has
/// its lesson's steps, so where a player stands in a lesson stays valid: the app calls this when
/// the language changes.
pub fn localise(lessons: &mut [Lesson], code: &str) {
    for lesson in lessons {
        let english = BUILTIN.iter().find(|(id, _)| *id == lesson.id);
        if let Some(read) = english.and_then(|(id, text)| builtin_lesson(id, text, code)) {
            *lesson = read;
        }
    }
}
