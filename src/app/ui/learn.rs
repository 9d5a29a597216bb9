//! The Learn panel: the lesson list with what is finished, the step's words and task, what the
//! last move did, and Retry / Show me / Next.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::labels::{side_name, wrong_move_label};
use super::theme::{ATTENTION, ERROR, GOOD, colour_dot};
use crate::app::core::{Feedback, Rules, Selection, TurnState};
use crate::app::play::{
    Learn, LearnRequest, PRACTICE_ID, PUZZLE_LESSON_ID, PuzzleRequest, Puzzles, StepState,
    UserSettings, puzzle_rating,
};
use lasca_ai::puzzle::Theme;

/// What to do now, in the game's words.
fn prompt(learn: &Learn, rules: &Rules, state: TurnState, selection: &Selection) -> String {
    let Some(step) = learn.current_step() else {
        return String::new();
    };
    if state == TurnState::Animating {
        return "Moving…".into();
    }
    if rules.side_to_move() != step.player() {
        return format!("{} answers…", side_name(step.player().opponent()));
    }
    match (selection.from(), selection.has_hopped()) {
        (Some(_), true) => "Go on capturing: pick a lit square".into(),
        (Some(from), false) => format!("Move {from}: pick a lit square"),
        (None, _) if rules.position().must_capture() => format!(
            "{}: capture is compulsory, pick a column that can capture",
            side_name(step.player())
        ),
        (None, _) => format!("{}: pick one of your columns", side_name(step.player())),
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
    egui::Window::new("Learn Lasca")
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(10.0, 10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(340.0)
        .max_width(340.0)
        .show(ctx, |ui| {
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
                egui::RichText::new(format!(
                    "{} of {} lessons finished",
                    learn
                        .lessons
                        .iter()
                        .filter(|l| done.contains(&l.id))
                        .count(),
                    learn
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
                egui::RichText::new(format!("Step {} of {}", learn.step + 1, lesson.steps.len()))
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
                        egui::RichText::new(format!("Task: {}", step.task))
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
                        say(ui, format!("Hint: {hint}"), ATTENTION);
                    }
                    ui.label("Retry, or let the lesson show you.");
                }
                StepState::Showing => {
                    ui.label("Watch the solution…");
                }
                StepState::Solved { shown } => {
                    let headline = if shown {
                        "That is the solution."
                    } else {
                        "✔ Well done!"
                    };
                    say(ui, headline.to_owned(), GOOD);
                    if let Some(text) = &step.done {
                        ui.add(egui::Label::new(text.as_str()).wrap());
                    }
                    if learn.is_last_step() && !shown && lesson.id != PUZZLE_LESSON_ID {
                        say(ui, format!("Lesson \"{}\" finished.", lesson.title), GOOD);
                    }
                }
            }
            ui.separator();
            let solved = matches!(learn.state, StepState::Solved { .. });
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(learn.step > 0, egui::Button::new("◀ Back"))
                    .on_hover_text("The step before")
                    .clicked()
                {
                    requests.write(LearnRequest::Previous);
                }
                if ui
                    .button("Retry")
                    .on_hover_text("Start this step again")
                    .clicked()
                {
                    requests.write(LearnRequest::Retry);
                }
                if ui
                    .add_enabled(
                        learn.state != StepState::Showing,
                        egui::Button::new("Show me"),
                    )
                    .on_hover_text("Play the solution on the board")
                    .clicked()
                {
                    requests.write(LearnRequest::ShowMe);
                }
                let puzzle = lesson.id == PUZZLE_LESSON_ID;
                let last =
                    puzzle || (learn.is_last_step() && learn.lesson + 1 >= learn.lessons.len());
                let next = if learn.is_last_step() {
                    "Next lesson ▶"
                } else {
                    "Next ▶"
                };
                let text = egui::RichText::new(next);
                let text = if solved {
                    text.strong().color(GOOD)
                } else {
                    text
                };
                if ui
                    .add_enabled(!last, egui::Button::new(text))
                    .on_hover_text(if solved { "Go on" } else { "Skip this step" })
                    .clicked()
                {
                    requests.write(LearnRequest::Next);
                }
            });
            if lesson.id == PUZZLE_LESSON_ID {
                puzzle_controls(ui, &puzzles, &user, solved, &mut puzzle_requests);
            }
            if ui
                .button("Leave lessons")
                .on_hover_text("Back to the game you were playing")
                .clicked()
            {
                requests.write(LearnRequest::Leave);
            }
            ui.collapsing("Controls", |ui| {
                ui.label("Click a column, then a lit square.");
                ui.label("Drag: orbit · wheel: zoom · hover a column to see its men");
            });
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
            format!("Hint: the column on {square} moves (it flashes)"),
        );
    }
    if let Some(entry) = puzzles.current_entry() {
        let themes: Vec<&str> = entry.puzzle.themes.iter().map(|t| t.name()).collect();
        ui.label(format!(
            "Puzzle rating {:.0} · themes: {}",
            puzzle_rating(entry.puzzle.difficulty),
            themes.join(", ")
        ));
    }
    let change = match puzzles.result {
        Some(_) => format!(" ({:+.0})", puzzles.last_change),
        None => String::new(),
    };
    ui.strong(format!(
        "Your rating {:.0}{change} · solved {} · streak {}",
        settings.puzzle_rating,
        settings.puzzles_solved.len(),
        settings.puzzle_streak
    ));
    ui.horizontal(|ui| {
        if ui
            .button("Hint")
            .on_hover_text("Light the column that moves")
            .clicked()
        {
            requests.write(PuzzleRequest::Hint);
        }
        let text = egui::RichText::new("Next puzzle ▶");
        let text = if solved {
            text.strong().color(GOOD)
        } else {
            text
        };
        if ui
            .button(text)
            .on_hover_text("An unsolved puzzle near your rating")
            .clicked()
        {
            requests.write(PuzzleRequest::Next);
        }
    });
    ui.horizontal(|ui| {
        let mut difficulty = puzzles.difficulty;
        egui::ComboBox::from_id_salt("puzzle difficulty")
            .selected_text(
                difficulty.map_or("any difficulty".to_owned(), |d| format!("difficulty {d}")),
            )
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut difficulty, None, "any difficulty");
                for d in 1..=5 {
                    ui.selectable_value(&mut difficulty, Some(d), format!("difficulty {d}"));
                }
            });
        if difficulty != puzzles.difficulty {
            requests.write(PuzzleRequest::Difficulty(difficulty));
        }
        let mut theme = puzzles.theme;
        egui::ComboBox::from_id_salt("puzzle theme")
            .selected_text(theme.map_or("any theme", Theme::name))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut theme, None, "any theme");
                for (choice, name) in Theme::ALL {
                    ui.selectable_value(&mut theme, Some(choice), name);
                }
            });
        if theme != puzzles.theme {
            requests.write(PuzzleRequest::Theme(theme));
        }
    });
}
