//! The Learn panel: the lesson list with what is finished, the step's words and task, what the
//! last move did, and Retry / Show me / Next. Puzzles, though learn plays them, have a panel of
//! their own (the puzzles'): this one shows no puzzle and lists none.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_rules::Colour;

use super::{Learn, LearnRequest, LessonKind, StepState, Wrong};
use crate::app::core::{CurrentGame, Feedback, Selection, TurnState, UserSettings};
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, ERROR, GOOD, colour_dot};
use crate::app::kit::labels::{effects_label, side_name};
use crate::app::kit::request_button;
use crate::record::Effects;
use crate::t;

/// What to do now, in the game's words (the puzzles' panel says it too).
pub fn prompt(
    learn: &Learn,
    rules: &CurrentGame,
    state: TurnState,
    selection: &Selection,
) -> String {
    let Some(step) = learn.current_step() else {
        return String::new();
    };
    if state == TurnState::Animating {
        return t!("learn-moving");
    }
    if rules.side_to_move() != step.player() {
        return t!("learn-answers", side = side_name(step.player().opponent()));
    }
    match (selection.from(), selection.has_hopped()) {
        (Some(_), true) => t!("learn-go-on-capturing"),
        (Some(from), false) => t!("learn-move-from", square = from.to_string()),
        (None, _) if rules.position().must_capture() => {
            t!("learn-must-capture", side = side_name(step.player()))
        }
        (None, _) => t!("learn-pick-column", side = side_name(step.player())),
    }
}

/// What the lesson window reads and asks for.
#[derive(SystemParam)]
pub(super) struct LessonWindow<'w> {
    learn: Res<'w, Learn>,
    rules: Res<'w, CurrentGame>,
    state: Res<'w, State<TurnState>>,
    selection: Res<'w, Selection>,
    feedback: Res<'w, Feedback>,
    user: Res<'w, UserSettings>,
    requests: MessageWriter<'w, LearnRequest>,
}

/// The lesson window of an ordinary lesson or a practice (a puzzle's is the puzzles' panel).
pub(super) fn learn_panel(mut contexts: EguiContexts, mut window: LessonWindow) -> Result {
    if window.learn.kind() == LessonKind::Puzzle {
        return Ok(());
    }
    window.show(contexts.ctx_mut()?);
    Ok(())
}

/// What the panel says once the step is done: the headline, what the step explains (or the
/// engine's "also good") and, at the end of a lesson solved, that it is finished. A step shown
/// by Show me says so, and its explanation loses the affirmation it opens with ("Right.",
/// "Richtig."): the player did not find the move.
pub fn solved_words(learn: &Learn) -> Vec<String> {
    let (Some(lesson), Some(step), StepState::Solved { shown }) =
        (learn.current_lesson(), learn.current_step(), learn.state)
    else {
        return Vec::new();
    };
    let mut words = vec![if shown {
        t!("learn-shown")
    } else {
        t!("learn-well-done")
    }];
    if let Some((played, solution)) = learn.also_good {
        words.push(t!(
            "learn-also-good",
            mv = played.to_string(),
            solution = solution.to_string()
        ));
    } else if let Some(text) = &step.done {
        let text = if shown {
            without_affirmation(text)
        } else {
            text.clone()
        };
        if !text.is_empty() {
            words.push(text);
        }
    }
    if learn.is_last_step() && !shown {
        words.push(t!("learn-lesson-finished", title = lesson.title.as_str()));
    }
    words
}

/// A step's done text without the one word it opens with when that word is a sentence of its
/// own ("Right. Either ..." or "Right: b4 ..."): the rest, its first letter a capital.
fn without_affirmation(text: &str) -> String {
    let Some(end) = text.find(['.', ':', '!']) else {
        return text.to_owned();
    };
    let (first, rest) = (&text[..end], text[end + 1..].trim_start());
    if first.is_empty() || first.contains(char::is_whitespace) {
        return text.to_owned();
    }
    let mut chars = rest.chars();
    match (chars.next(), chars.next()) {
        // "b4 was taken ...": a square keeps its small letter.
        (Some(c), Some(next)) if c.is_lowercase() && !next.is_ascii_digit() => c
            .to_uppercase()
            .chain(rest[c.len_utf8()..].chars())
            .collect(),
        _ => rest.to_owned(),
    }
}

impl LessonWindow<'_> {
    /// Shows the window of the lesson open.
    fn show(&mut self, ctx: &egui::Context) {
        let LessonWindow {
            learn,
            rules,
            state,
            selection,
            feedback,
            user,
            requests,
        } = self;
        let (Some(lesson), Some(step)) = (learn.current_lesson(), learn.current_step()) else {
            return;
        };
        let done = &user.settings.lessons_done;
        let shown = egui::Window::new(t!("learn-window"));
        kit::layout::show(ctx, &kit::layout::slots::LESSON, shown, |ui| {
            let mark = |id: &str| {
                if done.iter().any(|d| d == id) {
                    "✔ "
                } else {
                    ""
                }
            };
            egui::ComboBox::from_id_salt("lesson")
                .width((ui.available_width() - 10.0).max(120.0))
                .selected_text(format!(
                    "{}{}. {}",
                    mark(&lesson.id),
                    learn.lesson + 1,
                    lesson.title
                ))
                .show_ui(ui, |ui| {
                    let lessons = learn.all_lessons().enumerate();
                    let listed = lessons.filter(|(i, _)| learn.kind_at(*i) != LessonKind::Puzzle);
                    for (i, other) in listed {
                        let text = format!("{}{}. {}", mark(&other.id), i + 1, other.title);
                        if ui
                            .selectable_label(i == learn.lesson, text)
                            .on_hover_text(&other.about)
                            .clicked()
                        {
                            requests.write(LearnRequest::Lesson(i));
                        }
                    }
                });
            ui.label(
                egui::RichText::new(t!(
                    "learn-lessons-finished",
                    done = learn
                        .lessons
                        .iter()
                        .filter(|l| done.contains(&l.id))
                        .count(),
                    total = learn.lessons.len()
                ))
                .weak(),
            );
            ui.separator();
            ui.horizontal(|ui| {
                colour_dot(ui, step.player());
                ui.heading(&step.title);
            });
            ui.label(
                egui::RichText::new(t!(
                    "learn-step-of",
                    step = learn.step + 1,
                    steps = lesson.steps.len()
                ))
                .weak(),
            );
            for paragraph in &step.say {
                ui.add(egui::Label::new(paragraph.as_str()).wrap());
            }
            ui.add_space(4.0);
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(t!("learn-task", task = step.task.as_str()))
                            .color(ATTENTION)
                            .strong(),
                    )
                    .wrap(),
                );
            });
            ui.add_space(4.0);
            // The buttons stand right under the task and the feedback under them, so
            // a line that comes or goes never moves a button under the pointer.
            let solved = matches!(learn.state, StepState::Solved { .. });
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(learn.step > 0, egui::Button::new(t!("learn-back")))
                    .on_hover_text(t!("learn-back-hover"))
                    .clicked()
                {
                    requests.write(LearnRequest::Previous);
                }
                let label = (t!("learn-retry"), t!("learn-retry-hover"));
                request_button(ui, label, requests, LearnRequest::Retry);
                if ui
                    .add_enabled(
                        learn.state != StepState::Showing,
                        egui::Button::new(t!("learn-show-me")),
                    )
                    .on_hover_text(t!("learn-show-me-hover"))
                    .clicked()
                {
                    requests.write(LearnRequest::ShowMe);
                }
                let last = learn.is_last_step() && learn.lesson + 1 >= learn.lessons.len();
                let next = if learn.is_last_step() {
                    t!("learn-next-lesson")
                } else {
                    t!("learn-next")
                };
                let text = egui::RichText::new(next);
                let text = if solved {
                    text.strong().color(GOOD)
                } else {
                    text
                };
                if ui
                    .add_enabled(!last, egui::Button::new(text))
                    .on_hover_text(if solved {
                        t!("learn-next-hover-solved")
                    } else {
                        t!("learn-next-hover-skip")
                    })
                    .clicked()
                {
                    requests.write(LearnRequest::Next);
                }
            });
            ui.add_space(4.0);
            let say = |ui: &mut egui::Ui, text: String, colour: egui::Color32| {
                ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
            };
            match learn.state {
                StepState::Trying => match &feedback.message {
                    Some(message) => say(ui, message.clone(), ERROR),
                    None => {
                        ui.label(prompt(learn, rules, *state.get(), selection));
                    }
                },
                StepState::Judging(wrong) => {
                    ui.label(t!("learn-judging", mv = wrong.mv.to_string()));
                }
                StepState::Wrong(wrong) => {
                    say(ui, wrong_move_label(&wrong, step.player()), ERROR);
                    if let Some(hint) = &step.hint {
                        say(ui, t!("learn-hint", hint = hint.as_str()), ATTENTION);
                    }
                    ui.label(t!("learn-retry-or-show"));
                }
                StepState::Showing => {
                    ui.label(t!("learn-watch-solution"));
                }
                StepState::Solved { shown } => {
                    // The headline and a lesson finished in green; the step's words
                    // plain (and nothing green for a step only shown).
                    let words = solved_words(learn);
                    let last = words.len().saturating_sub(1);
                    let finished = learn.is_last_step() && !shown;
                    for (i, text) in words.into_iter().enumerate() {
                        let colour = match i {
                            0 if shown => Some(ATTENTION),
                            0 => Some(GOOD),
                            1 if learn.also_good.is_some() => Some(GOOD),
                            _ if finished && i == last => Some(GOOD),
                            _ => None,
                        };
                        match colour {
                            Some(colour) => say(ui, text, colour),
                            None => {
                                ui.add(egui::Label::new(text).wrap());
                            }
                        }
                    }
                }
            }
            ui.separator();
            let label = (t!("learn-leave"), t!("learn-leave-hover"));
            request_button(ui, label, requests, LearnRequest::Leave);
            egui::CollapsingHeader::new(t!("learn-controls"))
                .id_salt("learn controls")
                .show(ui, |ui| {
                    ui.label(t!("learn-controls-click"));
                    ui.label(t!("learn-controls-camera"));
                });
        });
    }
}

/// Why a lesson's move is wrong, from the move's side: what it did and what the reply does.
pub fn wrong_move_label(wrong: &Wrong, player: Colour) -> String {
    let opponent = side_name(player.opponent());
    let mv = wrong.mv.to_string();
    match wrong.reply {
        Some((reply, effects)) if effects != Effects::default() => t!(
            "labels-wrong-lets-reply",
            mv = mv,
            opponent = opponent,
            reply = reply.to_string(),
            effects = effects_label(effects)
        ),
        Some((reply, _)) => t!(
            "labels-wrong-not-asked",
            mv = mv,
            opponent = opponent,
            reply = reply.to_string()
        ),
        None if wrong.effects.wins => t!("labels-wrong-wins-too", mv = mv),
        None => t!("labels-wrong-replying", mv = mv, opponent = opponent),
    }
}

/// The lesson window.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(
        crate::app::kit::PanelPass,
        learn_panel.run_if(in_state(crate::app::core::AppMode::Learn)),
    );
}
