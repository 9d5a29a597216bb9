//! The watch panel, while the AI plays both sides: pause, step, restart, the delay, the speed,
//! the ply limit, endless mode and the score table.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::Level;
use lasca_rules::Colour;

use super::labels::{player_label, side_name};
use super::speed_picker;
use crate::app::core::{AnimationSettings, NewGame, Rules, Seats, TurnState, Watch};
use crate::app::play::ScoreTable;
use crate::record::{AI_PLY_LIMITS, MAX_AI_DELAY_SECONDS, Player};

pub(super) fn watch_panel(
    mut contexts: EguiContexts,
    state: Res<State<TurnState>>,
    rules: Res<Rules>,
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
    egui::Window::new("Watch")
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(230.0)
        .show(ctx, |ui| {
            ui.label(format!("White: {}", player_label(players.white)));
            ui.label(format!("Black: {}", player_label(players.black)));
            let limit = rules
                .game
                .settings()
                .ply_limit
                .map_or_else(String::new, |limit| format!(" of {limit}"));
            ui.weak(format!("ply {}{limit}", rules.game.ply()));
            ui.horizontal(|ui| {
                let label = if watch.paused { "Resume" } else { "Pause" };
                if ui.button(label).clicked() {
                    watch.paused = !watch.paused;
                }
                let can_step = watch.paused && *state.get() == TurnState::AwaitingMove;
                if ui
                    .add_enabled(can_step, egui::Button::new("Step"))
                    .on_hover_text("Play one move")
                    .clicked()
                {
                    watch.step();
                }
                if ui
                    .button("Restart")
                    .on_hover_text("The same players from the start")
                    .clicked()
                {
                    new_game.write(NewGame::default());
                }
            });
            ui.horizontal(|ui| {
                ui.label("Delay:");
                ui.add(
                    egui::Slider::new(&mut watch.delay, 0.0..=MAX_AI_DELAY_SECONDS)
                        .step_by(0.1)
                        .suffix(" s"),
                );
            });
            ui.horizontal(|ui| {
                ui.label("Animation:");
                speed_picker(ui, "watch speed", &mut settings);
            });
            ui.horizontal(|ui| {
                let mut limit = watch.ply_limit.unwrap_or(0);
                ui.label("Ply limit:");
                if ui
                    .add(egui::DragValue::new(&mut limit).range(0..=*AI_PLY_LIMITS.end()))
                    .on_hover_text("Draw after this many plies (0: none); from the next game")
                    .changed()
                {
                    watch.ply_limit = (limit > 0).then_some(limit);
                }
            });
            ui.checkbox(&mut watch.endless, "Endless: next game by itself");
            if let Some(left) = watch.next_game_in(&players, *state.get()) {
                ui.label(format!("Next game in {left:.0} s"));
            }
            ui.separator();
            score_grid(ui, &table);
            if table.games > 0 && ui.small_button("Clear scores").clicked() {
                *table = ScoreTable::default();
            }
        });
    Ok(())
}

fn score_grid(ui: &mut egui::Ui, table: &ScoreTable) {
    ui.strong(format!(
        "Scores after {} game{}",
        table.games,
        if table.games == 1 { "" } else { "s" }
    ));
    egui::Grid::new("scores").striped(true).show(ui, |ui| {
        for heading in ["", "won", "drawn", "lost"] {
            ui.weak(heading);
        }
        ui.end_row();
        let rows = table
            .levels
            .iter()
            .filter_map(|(&number, &tally)| {
                Some((player_label(Player::Ai(Level::new(number)?)), tally))
            })
            .chain(std::iter::once((
                side_name(Colour::White).to_owned(),
                table.white,
            )));
        for (name, tally) in rows {
            ui.label(name);
            for count in [tally.wins, tally.draws, tally.losses] {
                ui.label(count.to_string());
            }
            ui.end_row();
        }
    });
}
