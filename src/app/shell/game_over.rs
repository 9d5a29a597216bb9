//! The Game over panel: who won and why, the players, and New game or Rematch (the same
//! players, colours swapped, from where this game began).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::new_game::NewGameDialog;
use crate::app::core::{
    AppMode, CurrentGame, Feature, GameReset, Open, Rematch, Seats, Strength, TurnState, Watch,
};
use crate::app::features::review::ReviewRequest;
use crate::app::kit;
use crate::app::kit::labels::{player_label, result_headline, result_reason_for};
use crate::app::kit::layout::Placed;
use crate::app::play::History;
use crate::t;

/// Whether the Game over panel was closed to look at the final position.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub(super) struct GameOverPanel {
    dismissed: bool,
}

pub(super) fn reopen_game_over_panel(
    mut resets: MessageReader<GameReset>,
    mut panel: ResMut<GameOverPanel>,
) {
    if resets.read().count() > 0 {
        panel.dismissed = false;
    }
}

pub(super) fn game_over_panel(
    mut contexts: EguiContexts,
    state: Res<State<TurnState>>,
    mode: Res<State<AppMode>>,
    history: Res<History>,
    rules: Res<CurrentGame>,
    watch: Res<Watch>,
    dialog: Res<NewGameDialog>,
    mut panel: ResMut<GameOverPanel>,
    players: Res<Seats>,
    mut opens: MessageWriter<Open>,
    mut rematch: MessageWriter<Rematch>,
    mut review: MessageWriter<ReviewRequest>,
) -> Result {
    let Some(outcome) = rules.game.outcome() else {
        return Ok(());
    };
    if *state.get() != TurnState::GameOver
        || panel.dismissed
        || dialog.open
        || *mode.get() != AppMode::Play
        || !history.is_live()
    {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(t!("game-over-title"))
        .open(&mut open)
        .placed(&kit::layout::slots::GAME_OVER)
        .show(ctx, |ui| {
            ui.heading(result_headline(outcome));
            ui.label(result_reason_for(outcome, rules.game.ply(), players.0));
            ui.weak(t!(
                "game-over-players",
                white = player_label(players.white),
                black = player_label(players.black),
                plies = rules.game.ply()
            ));
            if let Some(left) = watch.next_game_in(&players, *state.get()) {
                ui.label(t!("next-game-in", seconds = format!("{left:.0}")));
            }
            ui.horizontal(|ui| {
                if ui.button(t!("game-over-new-game")).clicked() {
                    opens.write(Open(Feature::NewGame));
                }
                if ui
                    .button(t!("game-over-rematch"))
                    .on_hover_text(t!("game-over-rematch-hover"))
                    .clicked()
                {
                    rematch.write(Rematch);
                }
                if ui
                    .button(t!("game-over-review"))
                    .on_hover_text(t!("game-over-review-hover"))
                    .clicked()
                {
                    opens.write(Open(Feature::Review));
                    review.write(ReviewRequest::Start(Strength::Quick));
                    panel.dismissed = true;
                }
            });
        });
    if !open {
        panel.dismissed = true;
    }
    Ok(())
}
