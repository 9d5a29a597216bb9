//! The watch panel, while the AI plays both sides: pause, step, restart, the delay, the speed,
//! the ply limit, endless mode and the score table.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::Level;
use lasca_ai::arena::Tally;

use crate::app::core::{AnimationSettings, CurrentGame, NewGame, Seats, TurnState, Watch};
use crate::app::kit::labels::player_label;
use crate::app::kit::layout;
use crate::app::kit::request_button;
use crate::app::kit::slider::track_slider;
use crate::app::kit::speed_picker;
use crate::app::play::ScoreTable;
use crate::record::{AI_PLY_LIMITS, MAX_AI_DELAY_SECONDS, Player};
use crate::t;

pub(super) fn watch_panel(
    mut contexts: EguiContexts,
    state: Res<State<TurnState>>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    mut watch: ResMut<Watch>,
    mut table: ResMut<ScoreTable>,
    mut settings: ResMut<AnimationSettings>,
    mut new_game: MessageWriter<NewGame>,
) -> Result {
    if !players.ai_vs_ai() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let window = egui::Window::new(t!("watch-title"));
    layout::show(ctx, &layout::slots::WATCH, window, |ui| {
        ui.label(t!("watch-white", player = player_label(players.white)));
        ui.label(t!("watch-black", player = player_label(players.black)));
        ui.weak(match rules.game.settings().ply_limit {
            Some(limit) => t!("watch-ply-of", ply = rules.game.ply(), limit = limit),
            None => t!("watch-ply", ply = rules.game.ply()),
        });
        ui.horizontal(|ui| {
            pause_button(ui, &mut watch, *state.get());
            let can_step = watch.paused && *state.get() == TurnState::AwaitingMove;
            if ui
                .add_enabled(can_step, egui::Button::new(t!("watch-step")))
                .on_hover_text(t!("watch-step-hover"))
                .clicked()
            {
                watch.step();
            }
            let label = (t!("watch-restart"), t!("watch-restart-hover"));
            let again = NewGame {
                start: Some(rules.game.start_position()),
            };
            request_button(ui, label, &mut new_game, again);
        });
        ui.horizontal(|ui| {
            ui.label(t!("watch-delay"));
            let range = (0.0, MAX_AI_DELAY_SECONDS, 0.1);
            track_slider(ui, &mut watch.delay, range, |delay| {
                egui::Slider::new(delay, 0.0..=MAX_AI_DELAY_SECONDS)
                    .step_by(0.1)
                    .suffix(" s")
            });
        });
        ui.horizontal(|ui| {
            ui.label(t!("watch-animation"));
            speed_picker(ui, "watch speed", &mut settings);
        });
        ui.horizontal(|ui| {
            let mut limit = watch.ply_limit.unwrap_or(0);
            ui.label(t!("watch-ply-limit"));
            if ui
                .add(egui::DragValue::new(&mut limit).range(0..=*AI_PLY_LIMITS.end()))
                .on_hover_text(t!("watch-ply-limit-hover"))
                .changed()
            {
                watch.ply_limit = (limit > 0).then_some(limit);
            }
        });
        ui.checkbox(&mut watch.endless, t!("watch-endless"));
        if let Some(left) = watch.next_game_in(&players, *state.get()) {
            ui.label(t!("next-game-in", seconds = format!("{left:.0}")));
        }
        ui.separator();
        score_grid(ui, &table);
        if table.games > 0 && ui.small_button(t!("watch-clear-scores")).clicked() {
            *table = ScoreTable::default();
        }
    });
    Ok(())
}

/// Pause, or Resume while paused; off once the game is over (nothing is left to pause).
fn pause_button(ui: &mut egui::Ui, watch: &mut Watch, state: TurnState) -> egui::Response {
    let label = if watch.paused {
        t!("watch-resume")
    } else {
        t!("watch-pause")
    };
    let button = ui.add_enabled(Watch::can_pause(state), egui::Button::new(label));
    if button.clicked() {
        watch.paused = !watch.paused;
    }
    button
}

/// The score table's rows: each level's games, then White's side whatever the levels (said
/// so, with a hover explaining it).
fn score_rows(table: &ScoreTable) -> Vec<(String, Option<String>, Tally)> {
    table
        .levels
        .iter()
        .filter_map(|(&number, &tally)| {
            Some((player_label(Player::Ai(Level::new(number)?)), None, tally))
        })
        .chain(std::iter::once((
            t!("watch-white-row"),
            Some(t!("watch-white-row-hover")),
            table.white,
        )))
        .collect()
}

/// The score table, fitted to the panel's width: the counts' columns as wide as their
/// headings, the rows' names wrapping in what is left ("Computer level 2 (Private)" in a
/// capped side column).
fn score_grid(ui: &mut egui::Ui, table: &ScoreTable) {
    ui.strong(t!("watch-scores-after", games = table.games));
    let headings = [t!("watch-won"), t!("watch-drawn"), t!("watch-lost")];
    let font = egui::TextStyle::Body.resolve(ui.style());
    let spacing = ui.spacing().item_spacing.x;
    let counts: f32 = headings
        .iter()
        .map(|heading| {
            let galley =
                ui.painter()
                    .layout_no_wrap(heading.clone(), font.clone(), egui::Color32::WHITE);
            galley.size().x + spacing
        })
        .sum();
    let names = (ui.available_width() - counts - spacing).max(NAMES_LEAST);
    egui::Grid::new("scores")
        .striped(true)
        .min_col_width(0.0)
        .max_col_width(names)
        .show(ui, |ui| {
            ui.weak("");
            for heading in headings {
                ui.weak(heading);
            }
            ui.end_row();
            for (name, hover, tally) in score_rows(table) {
                let label = ui.add(egui::Label::new(name).wrap());

                if let Some(hover) = hover {
                    label.on_hover_text(hover);
                }
                for count in [tally.wins, tally.draws, tally.losses] {
                    ui.label(count.to_string());
                }
                ui.end_row();
            }
        });
}

/// The score table's names column is never narrower than this (points).
const NAMES_LEAST: f32 = 60.0;

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs two egui frames with `draw` in a window (a window's first is a sizing pass).
    fn frame(mut draw: impl FnMut(&mut egui::Ui)) {
        let ctx = egui::Context::default();
        for _ in 0..2 {
            ctx.begin_pass(egui::RawInput::default());
            egui::Window::new("watch test").show(&ctx, &mut draw);
            ctx.end_pass().textures_delta.clear();
        }
    }

    #[test]
    fn pause_is_off_once_the_game_is_over() {
        for (state, enabled) in [
            (TurnState::AwaitingMove, true),
            (TurnState::Animating, true),
            (TurnState::GameOver, false),
        ] {
            let mut watch = Watch::default();
            let mut shown = None;
            frame(|ui| shown = Some(pause_button(ui, &mut watch, state).enabled()));
            assert_eq!(shown, Some(enabled), "{state:?}");
        }
    }

    #[test]
    fn the_score_table_fits_a_narrow_column() {
        let mut table = ScoreTable {
            games: 1,
            ..ScoreTable::default()
        };
        table.levels.insert(2, Tally::default());
        table.levels.insert(8, Tally::default());
        let ctx = egui::Context::default();
        let width = 200.0;
        let (mut used, mut room) = (0.0, 0.0);
        for _ in 0..4 {
            ctx.begin_pass(egui::RawInput::default());
            egui::Window::new("watch test")
                .fixed_size([width, 400.0])
                .show(&ctx, |ui| {
                    room = ui.max_rect().max.x;
                    score_grid(ui, &table);
                    used = ui.min_rect().max.x;
                });
            ctx.end_pass().textures_delta.clear();
        }
        assert!(
            used <= room + 0.5,
            "the table reaches {used}, its room {room}"
        );
    }

    #[test]
    fn the_white_row_says_what_it_counts() {
        let mut table = ScoreTable::default();
        table.levels.insert(2, Tally::default());
        let rows = score_rows(&table);
        assert_eq!(rows.len(), 2);
        let (name, hover, _) = &rows[1];
        assert_eq!(name, "As White, either level");
        assert!(
            hover
                .as_deref()
                .is_some_and(|hover| hover.contains("White"))
        );
        assert_eq!(rows[0].1, None);
    }
}
