//! The puzzles' window: the player's rating and streak, the puzzle (its difficulty, rating and
//! themes), its task and how the try stands (`text.rs` words it), Hint, Retry and Show me after
//! a wrong move, Next puzzle, the choice of difficulty and theme, Leave puzzles; and the wrong
//! move's refutation as an arrow over the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::puzzle::Theme;

use super::text::{Standing, Tone, playing, puzzle_text};
use super::{PuzzleRequest, Puzzles, theme_label};
use crate::app::core::{CurrentGame, Feedback, Selection, TurnState, UserSettings};
use crate::app::features::learn::{Learn, prompt};
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, ERROR, GOOD, HINT, REFUTATION_ARROW, colour_dot};
use crate::app::kit::layout::Placed;
use crate::app::kit::{arrow_points, draw_arrow, request_button};
use crate::t;

/// The board's state the window reads.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Board<'w> {
    rules: Res<'w, CurrentGame>,
    state: Res<'w, State<TurnState>>,
    selection: Res<'w, Selection>,
    feedback: Res<'w, Feedback>,
}

/// The puzzles' window, while a puzzle is open.
pub(super) fn puzzle_panel(
    mut contexts: EguiContexts,
    learn: Res<Learn>,
    puzzles: Res<Puzzles>,
    user: Res<UserSettings>,
    board: Board,
    mut requests: MessageWriter<PuzzleRequest>,
) -> Result {
    let Some(text) = puzzle_text(&learn, &puzzles, &user.settings) else {
        return Ok(());
    };
    let Some(step) = learn.current_step() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("puzzles-window"))
        .placed(&kit::layout::slots::PUZZLE)
        .show(ctx, |ui| {
            // Taller than its place, the window scrolls rather than losing its bottom.
            ui.strong(&text.player);
            ui.separator();
            ui.horizontal(|ui| {
                colour_dot(ui, step.player());
                ui.heading(&text.title);
            });
            ui.label(egui::RichText::new(&text.about).weak());
            for paragraph in &text.say {
                ui.add(egui::Label::new(paragraph.as_str()).wrap());
            }
            ui.add_space(4.0);
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                let task = egui::RichText::new(&text.task).color(ATTENTION).strong();
                ui.add(egui::Label::new(task).wrap());
            });
            ui.add_space(4.0);
            // The buttons stand right under the task and the status under them, so a
            // line that comes (the hint's, the themes once it is over) never moves a
            // button under the pointer.
            buttons(ui, &learn, text.standing, &mut requests);
            if text.standing == Standing::Trying {
                match &board.feedback.message {
                    Some(message) => say(ui, message, Some(ERROR)),
                    None => {
                        let state = *board.state.get();
                        let now = prompt(&learn, &board.rules, state, &board.selection);
                        ui.label(now);
                    }
                }
            }
            for (line, tone) in &text.status {
                let colour = match tone {
                    Tone::Plain => None,
                    Tone::Good => Some(GOOD),
                    Tone::Bad => Some(ERROR),
                    Tone::Hint => Some(HINT),
                };
                say(ui, line, colour);
            }
            // Named once the puzzle is over, under everything the buttons answer to.
            if let Some(themes) = &text.themes {
                ui.add(egui::Label::new(egui::RichText::new(themes).weak()).wrap());
            }
            ui.separator();
            choice(ui, &puzzles, &mut requests);
            let leave = (t!("puzzles-leave"), t!("puzzles-leave-hover"));
            request_button(ui, leave, &mut requests, PuzzleRequest::Leave);
            egui::CollapsingHeader::new(t!("learn-controls"))
                .id_salt("puzzles controls")
                .show(ui, |ui| {
                    ui.label(t!("learn-controls-click"));
                    ui.label(t!("learn-controls-camera"));
                });
        });
    Ok(())
}

/// A wrapped line, in `colour` if one is given.
fn say(ui: &mut egui::Ui, text: &str, colour: Option<egui::Color32>) {
    let text = egui::RichText::new(text);
    let text = match colour {
        Some(colour) => text.color(colour),
        None => text,
    };
    ui.add(egui::Label::new(text).wrap());
}

/// Hint while the player looks for the move; Retry and Show me after a wrong move (Retry also
/// once the puzzle is over, to play it again); Next puzzle, bright once it is over.
fn buttons(
    ui: &mut egui::Ui,
    learn: &Learn,
    standing: Standing,
    requests: &mut MessageWriter<PuzzleRequest>,
) {
    ui.horizontal(|ui| {
        let hint = standing == Standing::Trying && learn.awaits_player();
        if ui
            .add_enabled(hint, egui::Button::new(t!("puzzles-hint-button")))
            .on_hover_text(t!("puzzles-hint-button-hover"))
            .clicked()
        {
            requests.write(PuzzleRequest::Hint);
        }
        if standing == Standing::Wrong || standing.is_over() {
            let retry = (t!("puzzles-retry"), t!("puzzles-retry-hover"));
            request_button(ui, retry, requests, PuzzleRequest::Retry);
        }
        if standing == Standing::Wrong {
            let show = (t!("puzzles-show-me"), t!("puzzles-show-me-hover"));
            request_button(ui, show, requests, PuzzleRequest::ShowMe);
        }
        let next = egui::RichText::new(t!("puzzles-next"));
        let next = if standing.is_over() {
            next.strong().color(GOOD)
        } else {
            next
        };
        if ui
            .button(next)
            .on_hover_text(t!("puzzles-next-hover"))
            .clicked()
        {
            requests.write(PuzzleRequest::Next);
        }
    });
}

/// The difficulty and the theme the next puzzles are chosen from.
fn choice(ui: &mut egui::Ui, puzzles: &Puzzles, requests: &mut MessageWriter<PuzzleRequest>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("puzzles-choose"));
        let mut difficulty = puzzles.difficulty;
        egui::ComboBox::from_id_salt("puzzle difficulty")
            .selected_text(difficulty.map_or_else(
                || t!("puzzles-any-difficulty"),
                |d| t!("puzzles-difficulty", difficulty = d),
            ))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut difficulty, None, t!("puzzles-any-difficulty"));
                for d in 1..=5 {
                    let label = t!("puzzles-difficulty", difficulty = d);
                    ui.selectable_value(&mut difficulty, Some(d), label);
                }
            });
        if difficulty != puzzles.difficulty {
            requests.write(PuzzleRequest::Difficulty(difficulty));
        }
        let mut theme = puzzles.theme;
        egui::ComboBox::from_id_salt("puzzle theme")
            .selected_text(theme.map_or_else(|| t!("puzzles-any-theme"), theme_label))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut theme, None, t!("puzzles-any-theme"));
                for (choice, _) in Theme::ALL {
                    ui.selectable_value(&mut theme, Some(choice), theme_label(choice));
                }
            });
        if theme != puzzles.theme {
            requests.write(PuzzleRequest::Theme(theme));
        }
    });
}

/// The wrong move's refutation as an arrow over the board, once the reply stands.
pub(super) fn refutation_arrow(
    mut contexts: EguiContexts,
    learn: Res<Learn>,
    puzzles: Res<Puzzles>,
    state: Res<State<TurnState>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    // While men move, the arrow would point at the wrong columns.
    if !playing(&learn) || *state.get() == TurnState::Animating {
        return Ok(());
    }
    let Some(refutation) = puzzles.refutation else {
        return Ok(());
    };
    let Some((camera, camera_transform)) = cameras.iter().next() else {
        return Ok(());
    };
    let position = refutation.before;
    let Some(points) = arrow_points(camera, camera_transform, &position, refutation.reply) else {
        return Ok(());
    };
    let painter = contexts.ctx_mut()?.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("refutation arrow"),
    ));
    draw_arrow(&painter, &points, REFUTATION_ARROW);
    Ok(())
}

/// The puzzles' window and the refutation's arrow.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(
        crate::app::kit::PanelPass,
        (puzzle_panel, refutation_arrow).run_if(in_state(crate::app::core::AppMode::Learn)),
    );
}
