//! Proving that each step's solutions do what its goal says, that each step teaches (the
//! player has a choice, the opponent's scripted replies are his only good ones), and what a
//! move does (for the words after a wrong move).

use lasca_ai::Searcher;
use lasca_ai::review::score_moves_with;
pub use lasca_ai::review::{Effects, effects as effects_of};
use lasca_rules::{AnyGame, AnyMove, Colour, GameError, RuleSettings};

use super::{Goal, Lesson, LessonError, Step, parse_lesson_marked};

/// How deep the engine looks to prove a scripted reply the opponent's only good one.
pub const REPLY_DEPTH: u32 = 8;

/// How deep the engine looks to prove a `best` step.
pub const BEST_DEPTH: u32 = 8;
/// A solution's first move may score this much below the engine's best (centi-men).
pub const BEST_SLACK: i32 = 30;
/// Every other first move must score at least this much below the best (centi-men): the
/// review's mistake line, so that a lesson's wrong move is one the review would call a mistake.
pub use lasca_ai::review::CLEAR_MARGIN;

/// Why a step does not prove: a solution that misses its goal, a `best` step the engine does
/// not agree with, or a step that does not teach ([`check_teaching`]).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum StepProblem {
    /// A solution line does not reach the step's goal.
    #[error("solution `{line}` does not reach the goal `{goal}`: {miss}", goal = .goal.name())]
    GoalMissed {
        /// The solution line, its moves joined by spaces.
        line: String,
        /// The step's goal.
        goal: Goal,
        /// What the line misses.
        miss: GoalMiss,
    },
    /// The engine found no move in a `best` step's position.
    #[error("the engine found no move")]
    NoMove,
    /// A solution's first move scores more than [`BEST_SLACK`] below the engine's best.
    #[error(
        "the engine (depth {depth}) scores the solution {solution} {score:+}, but {best} \
         {best_score:+}",
        depth = BEST_DEPTH
    )]
    NotBest {
        /// The solution's first move.
        solution: AnyMove,
        /// Its score (centi-men).
        score: i32,
        /// The engine's best move.
        best: AnyMove,
        /// The best move's score (centi-men).
        best_score: i32,
    },
    /// A move that is no solution scores within [`CLEAR_MARGIN`] of the best.
    #[error(
        "the engine (depth {depth}) scores {other} {score:+}, not clearly worse than the best \
         {best} {best_score:+}: make it a solution or change the position",
        depth = BEST_DEPTH
    )]
    NotClearlyWorse {
        /// The move that is no solution.
        other: AnyMove,
        /// Its score (centi-men).
        score: i32,
        /// The engine's best move.
        best: AnyMove,
        /// The best move's score (centi-men).
        best_score: i32,
    },
    /// The task has a single legal move, and the step is not marked `forced: yes`.
    #[error(
        "the task has a single legal move ({only}): nothing to choose, so it cannot be got \
         wrong; give the player a choice, or mark the step `forced: yes`"
    )]
    SingleMove {
        /// The one legal move.
        only: AnyMove,
    },
    /// The step is marked `forced: yes` but the player has a choice.
    #[error("the step is marked `forced: yes` but the player has {moves} legal moves")]
    NotForced {
        /// How many legal moves the player has.
        moves: usize,
    },
    /// A reply the solutions script for the opponent is neither forced nor his only good one.
    #[error("the scripted reply {reply} (move {ply} of `{line}`) {why}")]
    BadReply {
        /// The scripted reply.
        reply: AnyMove,
        /// Its move number in the line, from 1.
        ply: usize,
        /// The solution line, its moves joined by spaces.
        line: String,
        /// What is wrong with it.
        why: ReplyProblem,
    },
    /// A move of a solution line cannot be played in the game.
    #[error("move {ply} {mv}: {error}")]
    Unplayable {
        /// Its move number in the line, from 1.
        ply: usize,
        /// The move.
        mv: AnyMove,
        /// Why the game does not take it.
        error: GameError,
    },
}

/// What a solution line misses of its step's goal.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum GoalMiss {
    /// A move of the player's is not a capture (goal `capture`).
    #[error("{mv} is not a capture")]
    NotCapture {
        /// The move.
        mv: AnyMove,
    },
    /// No move of the player's frees a man (goal `liberate`).
    #[error("no move of the player's frees a man")]
    NothingFreed,
    /// The last move does not promote (goal `promote`).
    #[error("the last move does not promote")]
    NoPromotion,
    /// The opponent can still move at the end (goals `win` and `block`).
    #[error("{opponent} can still move")]
    CanStillMove {
        /// The opponent.
        opponent: Colour,
    },
    /// The opponent cannot move but commands nothing: a win, not a block (goal `block`).
    #[error("{opponent} commands nothing: a win, but not by a block")]
    NotBlock {
        /// The opponent.
        opponent: Colour,
    },
}

/// Why a scripted reply is not the opponent's only good move.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ReplyProblem {
    /// The engine scored no move in the reply's position.
    #[error("has no position to be played in")]
    NoPosition,
    /// The reply scores more than [`BEST_SLACK`] below the opponent's best.
    #[error(
        "is not the opponent's best: the engine (depth {depth}) scores it {score:+} for him, \
         {best} {best_score:+}; make the reply forced or the best",
        depth = REPLY_DEPTH
    )]
    NotBest {
        /// The reply's score for the opponent (centi-men).
        score: i32,
        /// The opponent's best move.
        best: AnyMove,
        /// Its score (centi-men).
        best_score: i32,
    },
    /// Another reply scores within [`CLEAR_MARGIN`] of the best.
    #[error(
        "is not the opponent's only good move: the engine (depth {depth}) scores {other} \
         {other_score:+} for him, {reply} {score:+}; make the reply forced",
        depth = REPLY_DEPTH
    )]
    NotOnly {
        /// The other good reply.
        other: AnyMove,
        /// Its score for the opponent (centi-men).
        other_score: i32,
        /// The scripted reply.
        reply: AnyMove,
        /// Its score (centi-men).
        score: i32,
    },
}

/// The moves of a line joined by spaces.
fn line_text(line: &[AnyMove]) -> String {
    let words: Vec<String> = line.iter().map(ToString::to_string).collect();
    words.join(" ")
}

/// Proves a step's goal for each of its solution lines (the lines are legal: reading checked).
pub fn check_step(step: &Step) -> Result<(), StepProblem> {
    let player = step.player();
    for line in &step.solutions {
        let mut at = step.position;
        let mut player_effects = Vec::new();
        for (ply, &mv) in line.iter().enumerate() {
            if ply % 2 == 0 {
                player_effects.push((mv, effects_of(&at, mv)));
            }
            // Reading the lesson proved every line legal.
            let _ = at.try_play(mv);
        }
        let last = player_effects.last().map(|(_, e)| *e).unwrap_or_default();
        let opponent_commands = at.commands_a_column(player.opponent());
        let opponent = player.opponent();
        let fails = match step.goal {
            Goal::Move | Goal::Best => None,
            Goal::Capture => player_effects
                .iter()
                .find(|(mv, _)| !mv.is_capture())
                .map(|&(mv, _)| GoalMiss::NotCapture { mv }),
            Goal::Liberate => {
                (!player_effects.iter().any(|(_, e)| e.freed > 0)).then_some(GoalMiss::NothingFreed)
            }
            Goal::Promote => (!last.promoted).then_some(GoalMiss::NoPromotion),
            Goal::Win => at
                .has_legal_move()
                .then_some(GoalMiss::CanStillMove { opponent }),
            Goal::Block if at.has_legal_move() => Some(GoalMiss::CanStillMove { opponent }),
            Goal::Block => (!opponent_commands).then_some(GoalMiss::NotBlock { opponent }),
        };
        if let Some(miss) = fails {
            return Err(StepProblem::GoalMissed {
                line: line_text(line),
                goal: step.goal,
                miss,
            });
        }
    }
    if step.goal == Goal::Best {
        check_best(step)?;
    }
    Ok(())
}

fn check_best(step: &Step) -> Result<(), StepProblem> {
    let game = AnyGame::from_position(step.position, RuleSettings::default());
    let scores = score_moves_with(&Searcher::new(16), &game, BEST_DEPTH);
    let Some(&(best_move, best)) = scores.first() else {
        return Err(StepProblem::NoMove);
    };
    let firsts: Vec<AnyMove> = step.solutions.iter().map(|line| line[0]).collect();
    for &(mv, score) in &scores {
        let solution = firsts.contains(&mv);
        if solution && score < best - BEST_SLACK {
            return Err(StepProblem::NotBest {
                solution: mv,
                score,
                best: best_move,
                best_score: best,
            });
        }
        if !solution && score > best - CLEAR_MARGIN {
            return Err(StepProblem::NotClearlyWorse {
                other: mv,
                score,
                best: best_move,
                best_score: best,
            });
        }
    }
    Ok(())
}

/// Proves every step of a lesson; one error for each step that fails.
pub fn check_lesson(lesson: &Lesson) -> Vec<LessonError> {
    lesson
        .steps
        .iter()
        .filter_map(|step| {
            check_step(step).err().map(|problem| LessonError {
                lesson: lesson.id.clone(),
                line: step.line,
                step: Some(step.title.clone()),
                message: problem.to_string(),
            })
        })
        .collect()
}

/// Proves that a step teaches: its task leaves the player a choice (more than one legal move;
/// a step marked `forced: yes` is deliberately one without, and must have exactly one), and
/// every reply its solutions script for the opponent is forced (his only legal move) or his
/// only good one: the engine ([`REPLY_DEPTH`]) scores it within [`BEST_SLACK`] of his best and
/// every other reply at least [`CLEAR_MARGIN`] worse for him. Otherwise a player would learn
/// that a move is wrong which is as good, or meet a reply a real opponent would not play.
/// The searcher's table is cleared first, so a step's verdict does not depend on the steps
/// checked before it.
pub fn check_teaching(step: &Step, forced: bool, searcher: &Searcher) -> Result<(), StepProblem> {
    searcher.clear();
    let moves = step.position.legal_moves();
    match (moves.len(), forced) {
        (1, false) => return Err(StepProblem::SingleMove { only: moves[0] }),
        (n, true) if n != 1 => return Err(StepProblem::NotForced { moves: n }),
        _ => {}
    }
    for line in &step.solutions {
        let mut game = AnyGame::from_position(step.position, RuleSettings::default());
        for (ply, &mv) in line.iter().enumerate() {
            if ply % 2 == 1 {
                only_good_reply(&game, mv, searcher).map_err(|why| StepProblem::BadReply {
                    reply: mv,
                    ply: ply + 1,
                    line: line_text(line),
                    why,
                })?;
            }
            game.try_play(mv).map_err(|error| StepProblem::Unplayable {
                ply: ply + 1,
                mv,
                error,
            })?;
        }
    }
    Ok(())
}

/// Whether `reply` is forced or the only good move in `game`'s position.
fn only_good_reply(
    game: &AnyGame,
    reply: AnyMove,
    searcher: &Searcher,
) -> Result<(), ReplyProblem> {
    if game.legal_moves().len() == 1 {
        return Ok(());
    }
    let scores = score_moves_with(searcher, game, REPLY_DEPTH);
    let Some(&(best_move, best)) = scores.first() else {
        return Err(ReplyProblem::NoPosition);
    };
    let score = scores
        .iter()
        .find(|&&(mv, _)| mv == reply)
        .map_or(i32::MIN, |&(_, s)| s);
    if score < best - BEST_SLACK {
        return Err(ReplyProblem::NotBest {
            score,
            best: best_move,
            best_score: best,
        });
    }
    if let Some(&(other, other_score)) = scores
        .iter()
        .find(|&&(mv, s)| mv != reply && s > best - CLEAR_MARGIN)
    {
        return Err(ReplyProblem::NotOnly {
            other,
            other_score,
            reply,
            score,
        });
    }
    Ok(())
}

/// Reads lesson `id` from `text` and proves it all, as `lasca lessons check` and the lesson
/// test do: every goal ([`check_lesson`]) and that every step teaches ([`check_teaching`]).
/// One error for each step that fails (the reading error alone when it does not read).
pub fn check_lesson_text(id: &str, text: &str) -> Vec<LessonError> {
    let (lesson, forced) = match parse_lesson_marked(id, text) {
        Ok(read) => read,
        Err(error) => return vec![error],
    };
    let searcher = Searcher::new(16);
    lesson
        .steps
        .iter()
        .zip(forced)
        .filter_map(|(step, forced)| {
            check_step(step)
                .and_then(|()| check_teaching(step, forced, &searcher))
                .err()
                .map(|problem| LessonError {
                    lesson: lesson.id.clone(),
                    line: step.line,
                    step: Some(step.title.clone()),
                    message: problem.to_string(),
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_problems_read_as_the_words_before_them() {
        let seven = |text: &str| -> AnyMove { text.parse::<lasca_rules::Move>().unwrap().into() };
        let (mv, best) = (seven("c3-d4"), seven("c3-b4"));
        let missed = StepProblem::GoalMissed {
            line: format!("{mv} {best}"),
            goal: Goal::Capture,
            miss: GoalMiss::NotCapture { mv },
        };
        assert_eq!(
            missed.to_string(),
            format!(
                "solution `{mv} {best}` does not reach the goal `capture`: {mv} is not a capture"
            )
        );
        let not_best = StepProblem::NotBest {
            solution: mv,
            score: -40,
            best,
            best_score: 20,
        };
        assert_eq!(
            not_best.to_string(),
            format!("the engine (depth {BEST_DEPTH}) scores the solution {mv} -40, but {best} +20")
        );
        let reply = StepProblem::BadReply {
            reply: mv,
            ply: 2,
            line: format!("{best} {mv}"),
            why: ReplyProblem::NotOnly {
                other: best,
                other_score: 5,
                reply: mv,
                score: 0,
            },
        };
        assert_eq!(
            reply.to_string(),
            format!(
                "the scripted reply {mv} (move 2 of `{best} {mv}`) is not the opponent's only good \
                 move: the engine (depth {REPLY_DEPTH}) scores {best} +5 for him, {mv} +0; make \
                 the reply forced"
            )
        );
    }
}
