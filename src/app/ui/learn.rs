//! The Learn panel: the lesson list with what is finished, the step's words and task, what the
//! last move did, and Retry / Show me / Next.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::labels::{side_name, wrong_move_label};
use super::theme::{ATTENTION, ERROR, GOOD, colour_dot};
use crate::app::core::{Feedback, Rules, Selection, TurnState};
use crate::app::play::{
    Learn, LearnRequest, PRACTICE_ID, PUZZLE_LESSON_ID, PuzzleRequest, Puzzles, StepState,
    UserSettings, puzzle_rating, theme_label,
};
use crate::t;
use lasca_ai::puzzle::Theme;

/// What to do now, in the game's words.
fn prompt(learn: &Learn, rules: &Rules, state: TurnState, selection: &Selection) -> String {
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

pub(super) fn learn_panel(
    mut contexts: EguiContexts,
    learn: Res<Learn>,
    rules: Res<Rules>,
    state: Res<State<TurnState>>,
    selection: Res<Selection>,
    feedback: Res<Feedback>,
    user: Res<UserSettings>,
    puzzles: Res<Puzzles>,
    mut requests: MessageWriter<LearnRequest>,
    mut puzzle_requests: MessageWriter<PuzzleRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(lesson), Some(step)) = (learn.current_lesson(), learn.current_step()) else {
        return Ok(());
    };
    let done = &user.settings.lessons_done;
    egui::Window::new(t!("learn-window"))
        .id(egui::Id::new("learn window"))
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(10.0, 10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(340.0)
        .max_width(340.0)
        .show(ctx, |ui| {
            super::fitted(ui, 0.9, |ui| {
                let mark = |id: &str| {
                    if done.iter().any(|d| d == id) {
                        "✔ "
                    } else {
                        ""
                    }
                };
                egui::ComboBox::from_id_salt("lesson")
                    .width(320.0)
                    .selected_text(format!(
                        "{}{}. {}",
                        mark(&lesson.id),
                        learn.lesson + 1,
                        lesson.title
                    ))
                    .show_ui(ui, |ui| {
                        for (i, other) in learn.lessons.iter().enumerate() {
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
                        total = learn
                            .lessons
                            .iter()
                            .filter(|l| l.id != PRACTICE_ID && l.id != PUZZLE_LESSON_ID)
                            .count()
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
                let say = |ui: &mut egui::Ui, text: String, colour: egui::Color32| {
                    ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
                };
                match learn.state {
                    StepState::Trying => match &feedback.message {
                        Some(message) => say(ui, message.clone(), ERROR),
                        None => {
                            ui.label(prompt(&learn, &rules, *state.get(), &selection));
                        }
                    },
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
                        let headline = if shown {
                            t!("learn-that-is-solution")
                        } else {
                            t!("learn-well-done")
                        };
                        say(ui, headline, GOOD);
                        if let Some(text) = &step.done {
                            ui.add(egui::Label::new(text.as_str()).wrap());
                        }
                        if learn.is_last_step() && !shown && lesson.id != PUZZLE_LESSON_ID {
                            say(
                                ui,
                                t!("learn-lesson-finished", title = lesson.title.as_str()),
                                GOOD,
                            );
                        }
                    }
                }
                ui.separator();
                let solved = matches!(learn.state, StepState::Solved { .. });
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(learn.step > 0, egui::Button::new(t!("learn-back")))
                        .on_hover_text(t!("learn-back-hover"))
                        .clicked()
                    {
                        requests.write(LearnRequest::Previous);
                    }
                    if ui
                        .button(t!("learn-retry"))
                        .on_hover_text(t!("learn-retry-hover"))
                        .clicked()
                    {
                        requests.write(LearnRequest::Retry);
                    }
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
                    let puzzle = lesson.id == PUZZLE_LESSON_ID;
                    let last =
                        puzzle || (learn.is_last_step() && learn.lesson + 1 >= learn.lessons.len());
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
                if lesson.id == PUZZLE_LESSON_ID {
                    puzzle_controls(ui, &puzzles, &user, solved, &mut puzzle_requests);
                }
                if ui
                    .button(t!("learn-leave"))
                    .on_hover_text(t!("learn-leave-hover"))
                    .clicked()
                {
                    requests.write(LearnRequest::Leave);
                }
                egui::CollapsingHeader::new(t!("learn-controls"))
                    .id_salt("learn controls")
                    .show(ui, |ui| {
                        ui.label(t!("learn-controls-click"));
                        ui.label(t!("learn-controls-camera"));
                    });
            })
        });
    Ok(())
}

/// The puzzle's rating, the player's, the streak; Hint, Next puzzle and the choice of
/// difficulty and theme.
fn puzzle_controls(
    ui: &mut egui::Ui,
    puzzles: &Puzzles,
    user: &UserSettings,
    solved: bool,
    requests: &mut MessageWriter<PuzzleRequest>,
) {
    let settings = &user.settings;
    ui.separator();
    if let Some(square) = puzzles.hint {
        ui.colored_label(
            ATTENTION,
            t!("learn-puzzle-hint", square = square.to_string()),
        );
    }
    if let Some(entry) = puzzles.current_entry() {
        let themes: Vec<String> = entry
            .puzzle
            .themes
            .iter()
            .copied()
            .map(theme_label)
            .collect();
        ui.label(t!(
            "learn-puzzle-rating",
            rating = format!("{:.0}", puzzle_rating(entry.puzzle.difficulty)),
            themes = themes.join(", ")
        ));
    }
    let change = match puzzles.result {
        Some(_) => format!(" ({:+.0})", puzzles.last_change),
        None => String::new(),
    };
    ui.strong(t!(
        "learn-your-rating",
        rating = format!("{:.0}", settings.puzzle_rating),
        change = change,
        solved = settings.puzzles_solved.len(),
        streak = settings.puzzle_streak
    ));
    ui.horizontal(|ui| {
        if ui
            .button(t!("learn-hint-button"))
            .on_hover_text(t!("learn-hint-button-hover"))
            .clicked()
        {
            requests.write(PuzzleRequest::Hint);
        }
        let text = egui::RichText::new(t!("learn-next-puzzle"));
        let text = if solved {
            text.strong().color(GOOD)
        } else {
            text
        };
        if ui
            .button(text)
            .on_hover_text(t!("learn-next-puzzle-hover"))
            .clicked()
        {
            requests.write(PuzzleRequest::Next);
        }
    });
    ui.horizontal(|ui| {
        let mut difficulty = puzzles.difficulty;
        egui::ComboBox::from_id_salt("puzzle difficulty")
            .selected_text(difficulty.map_or_else(
                || t!("learn-any-difficulty"),
                |d| t!("learn-difficulty", difficulty = d),
            ))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut difficulty, None, t!("learn-any-difficulty"));
                for d in 1..=5 {
                    ui.selectable_value(
                        &mut difficulty,
                        Some(d),
                        t!("learn-difficulty", difficulty = d),
                    );
                }
            });
        if difficulty != puzzles.difficulty {
            requests.write(PuzzleRequest::Difficulty(difficulty));
        }
        let mut theme = puzzles.theme;
        egui::ComboBox::from_id_salt("puzzle theme")
            .selected_text(theme.map_or_else(|| t!("learn-any-theme"), theme_label))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut theme, None, t!("learn-any-theme"));
                for (choice, _) in Theme::ALL {
                    ui.selectable_value(&mut theme, Some(choice), theme_label(choice));
                }
            });
        if theme != puzzles.theme {
            requests.write(PuzzleRequest::Theme(theme));
        }
    });
}
