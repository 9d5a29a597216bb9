//! Proving that each step's solutions do what its goal says, that each step teaches (the
//! player has a choice, the opponent's scripted replies are his only good ones), and what a
//! move does (for the words after a wrong move).

use lasca_ai::Searcher;
pub use lasca_ai::review::{Effects, effects as effects_of};
use lasca_ai::review::{score_moves, score_moves_with};
use lasca_rules::{Game, Move, Position, RuleSettings};

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

/// Proves that a step teaches: its task leaves the player a choice (more than one legal move;
/// a step marked `forced: yes` is deliberately one without, and must have exactly one), and
/// every reply its solutions script for the opponent is forced (his only legal move) or his
/// only good one: the engine ([`REPLY_DEPTH`]) scores it within [`BEST_SLACK`] of his best and
/// every other reply at least [`CLEAR_MARGIN`] worse for him. Otherwise a player would learn
/// that a move is wrong which is as good, or meet a reply a real opponent would not play.
/// The searcher's table is cleared first, so a step's verdict does not depend on the steps
/// checked before it.
pub fn check_teaching(step: &Step, forced: bool, searcher: &Searcher) -> Result<(), String> {
    searcher.clear();
    let moves = step.position.legal_moves();
    match (moves.len(), forced) {
        (1, false) => {
            return Err(format!(
                "the task has a single legal move ({}): nothing to choose, so it cannot be got \
                 wrong; give the player a choice, or mark the step `forced: yes`",
                moves[0]
            ));
        }
        (n, true) if n != 1 => {
            return Err(format!(
                "the step is marked `forced: yes` but the player has {n} legal moves"
            ));
        }
        _ => {}
    }
    for line in &step.solutions {
        let mut game = Game::from_position(step.position, RuleSettings::default());
        for (ply, &mv) in line.iter().enumerate() {
            if ply % 2 == 1 {
                only_good_reply(&game, mv, searcher).map_err(|why| {
                    format!(
                        "the scripted reply {mv} (move {} of `{}`) {why}",
                        ply + 1,
                        {
                            let words: Vec<String> = line.iter().map(ToString::to_string).collect();
                            words.join(" ")
                        }
                    )
                })?;
            }
            game.try_play(mv)
                .map_err(|e| format!("move {} {mv}: {e}", ply + 1))?;
        }
    }
    Ok(())
}

/// Whether `reply` is forced or the only good move in `game`'s position.
fn only_good_reply(game: &Game, reply: Move, searcher: &Searcher) -> Result<(), String> {
    let position: &Position = game.position();
    if position.count_legal_moves() == 1 {
        return Ok(());
    }
    let scores = score_moves_with(searcher, game, REPLY_DEPTH);
    let Some(&(best_move, best)) = scores.first() else {
        return Err("has no position to be played in".into());
    };
    let score = scores
        .iter()
        .find(|&&(mv, _)| mv == reply)
        .map_or(i32::MIN, |&(_, s)| s);
    if score < best - BEST_SLACK {
        return Err(format!(
            "is not the opponent's best: the engine (depth {REPLY_DEPTH}) scores it {score:+} \
             for him, {best_move} {best:+}; make the reply forced or the best"
        ));
    }
    if let Some(&(other, other_score)) = scores
        .iter()
        .find(|&&(mv, s)| mv != reply && s > best - CLEAR_MARGIN)
    {
        return Err(format!(
            "is not the opponent's only good move: the engine (depth {REPLY_DEPTH}) scores \
             {other} {other_score:+} for him, {reply} {score:+}; make the reply forced"
        ));
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
                .map(|message| LessonError {
                    lesson: lesson.id.clone(),
                    line: step.line,
                    step: Some(step.title.clone()),
                    message,
                })
        })
        .collect()
}
