//! Proving that each step's solutions do what its goal says, and what a move does (for the
//! words after a wrong move).

use lasca_ai::review::score_moves;
pub use lasca_ai::review::{Effects, effects as effects_of};
use lasca_rules::{Game, Move, RuleSettings};

use super::{Goal, Lesson, LessonError, Step};

/// How deep the engine looks to prove a `best` step.
pub const BEST_DEPTH: u32 = 8;
/// A solution's first move may score this much below the engine's best (centi-men).
pub const BEST_SLACK: i32 = 30;
/// Every other first move must score at least this much below the best (centi-men).
pub const CLEAR_MARGIN: i32 = 100;

/// Proves a step's goal for each of its solution lines (the lines are legal: reading checked).
pub fn check_step(step: &Step) -> Result<(), String> {
    let player = step.player();
    for line in &step.solutions {
        let text: Vec<String> = line.iter().map(ToString::to_string).collect();
        let text = text.join(" ");
        let mut at = step.position;
        let mut player_effects = Vec::new();
        for (ply, &mv) in line.iter().enumerate() {
            if ply % 2 == 0 {
                player_effects.push((mv, effects_of(&at, mv)));
            }
            at.play_unchecked(mv);
        }
        let last = player_effects.last().map(|(_, e)| *e).unwrap_or_default();
        let opponent_commands = !at.commanded_by(player.opponent()).is_empty();
        let fails = match step.goal {
            Goal::Move | Goal::Best => None,
            Goal::Capture => player_effects
                .iter()
                .find(|(mv, _)| !mv.is_capture())
                .map(|(mv, _)| format!("{mv} is not a capture")),
            Goal::Liberate => (!player_effects.iter().any(|(_, e)| e.freed > 0))
                .then(|| "no move of the player's frees a man".to_owned()),
            Goal::Promote => (!last.promoted).then(|| "the last move does not promote".to_owned()),
            Goal::Win => at
                .has_legal_move()
                .then(|| format!("{} can still move", player.opponent())),
            Goal::Block if at.has_legal_move() => {
                Some(format!("{} can still move", player.opponent()))
            }
            Goal::Block => (!opponent_commands).then(|| {
                format!(
                    "{} commands nothing: a win, but not by a block",
                    player.opponent()
                )
            }),
        };
        if let Some(why) = fails {
            return Err(format!(
                "solution `{text}` does not reach the goal `{}`: {why}",
                step.goal.name()
            ));
        }
    }
    if step.goal == Goal::Best {
        check_best(step)?;
    }
    Ok(())
}

fn check_best(step: &Step) -> Result<(), String> {
    let game = Game::from_position(step.position, RuleSettings::default());
    let scores = score_moves(&game, BEST_DEPTH);
    let Some(&(best_move, best)) = scores.first() else {
        return Err("the engine found no move".into());
    };
    let firsts: Vec<Move> = step.solutions.iter().map(|line| line[0]).collect();
    for &(mv, score) in &scores {
        let solution = firsts.contains(&mv);
        if solution && score < best - BEST_SLACK {
            return Err(format!(
                "the engine (depth {BEST_DEPTH}) scores the solution {mv} {score:+}, \
                 but {best_move} {best:+}"
            ));
        }
        if !solution && score > best - CLEAR_MARGIN {
            return Err(format!(
                "the engine (depth {BEST_DEPTH}) scores {mv} {score:+}, not clearly worse than \
                 the best {best_move} {best:+}: make it a solution or change the position"
            ));
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
            check_step(step).err().map(|message| LessonError {
                lesson: lesson.id.clone(),
                line: step.line,
                step: Some(step.title.clone()),
                message,
            })
        })
        .collect()
}
