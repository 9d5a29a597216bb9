//! The puzzle's lesson window: learn's, with the puzzle's rating, the player's, the streak,
//! Hint, Next puzzle and the choice of difficulty and theme under the step's buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::puzzle::Theme;

use super::{PuzzleRequest, Puzzles, theme_label};
use crate::app::core::UserSettings;
use crate::app::features::learn::{LessonKind, LessonWindow};
use crate::app::kit::colours::{ATTENTION, GOOD};
use crate::t;

/// The lesson window while a puzzle is open.
pub(super) fn puzzle_panel(
    mut contexts: EguiContexts,
    mut window: LessonWindow,
    puzzles: Res<Puzzles>,
    user: Res<UserSettings>,
    mut requests: MessageWriter<PuzzleRequest>,
) -> Result {
    if window.kind() != Some(LessonKind::Puzzle) {
        return Ok(());
    }
    window.show(contexts.ctx_mut()?, |ui, solved| {
        puzzle_controls(ui, &puzzles, &user, solved, &mut requests);
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
            rating = format!("{:.0}", puzzles.rating_of(entry).rating),
            themes = themes.join(", ")
        ));
    }
    let change = match puzzles.result {
        Some(_) => format!(" ({:+.0})", puzzles.last_change),
        None => String::new(),
    };
    ui.strong(t!(
        "learn-your-rating",
        rating = format!("{:.0}", puzzles.player.rating),
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

/// The lesson window of a puzzle, with the puzzle's controls.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(
        crate::app::kit::PanelPass,
        puzzle_panel.run_if(in_state(crate::app::core::AppMode::Learn)),
    );
}
