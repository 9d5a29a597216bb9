//! The watch panel, while the AI plays both sides: pause, step, restart, the delay, the speed,
//! the ply limit, endless mode and the score table.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::Level;
use lasca_rules::Colour;

use crate::app::core::{AnimationSettings, CurrentGame, NewGame, Seats, TurnState, Watch};
use crate::app::kit::labels::{player_label, side_name};
use crate::app::kit::request_button;
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
    egui::Window::new(t!("watch-title"))
        .id(egui::Id::new("watch panel"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(230.0)
        .show(ctx, |ui| {
            ui.label(t!("watch-white", player = player_label(players.white)));
            ui.label(t!("watch-black", player = player_label(players.black)));
            ui.weak(match rules.game.settings().ply_limit {
                Some(limit) => t!("watch-ply-of", ply = rules.game.ply(), limit = limit),
                None => t!("watch-ply", ply = rules.game.ply()),
            });
            ui.horizontal(|ui| {
                let label = if watch.paused {
                    t!("watch-resume")
                } else {
                    t!("watch-pause")
                };
                if ui.button(label).clicked() {
                    watch.paused = !watch.paused;
                }
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
                ui.add(
                    egui::Slider::new(&mut watch.delay, 0.0..=MAX_AI_DELAY_SECONDS)
                        .step_by(0.1)
                        .suffix(" s"),
                );
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

fn score_grid(ui: &mut egui::Ui, table: &ScoreTable) {
    ui.strong(t!("watch-scores-after", games = table.games));
    egui::Grid::new("scores").striped(true).show(ui, |ui| {
        for heading in [
            String::new(),
            t!("watch-won"),
            t!("watch-drawn"),
            t!("watch-lost"),
        ] {
            ui.weak(heading);
        }
        ui.end_row();
        let rows = table
            .levels
            .iter()
            .filter_map(|(&number, &tally)| {
                Some((player_label(Player::Ai(Level::new(number)?)), tally))
            })
            .chain(std::iter::once((side_name(Colour::White), table.white)));
        for (name, tally) in rows {
            ui.label(name);
            for count in [tally.wins, tally.draws, tally.losses] {
                ui.label(count.to_string());
            }
            ui.end_row();
        }
    });
}
