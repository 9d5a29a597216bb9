//! The thinking panel: who thinks, the depth reached, the best move and score so far, and
//! "Move now".

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::labels::{player_label, score_label, side_name};
use crate::app::core::Watch;
use crate::app::play::{MoveNow, Search};
use crate::record::Player;

pub(super) fn thinking_panel(
    mut contexts: EguiContexts,
    searches: Query<&Search>,
    watch: Res<Watch>,
    mut move_now: MessageWriter<MoveNow>,
) -> Result {
    let Some(search) = searches.iter().next() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Thinking")
        .id(egui::Id::new("ai thinking"))
        .title_bar(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 10.0))
        .resizable(false)
        // It comes and goes with every AI move: fading would make it flicker.
        .fade_in(false)
        .fade_out(false)
        .show(ctx, |ui| {
            let who = format!(
                "{} · {}",
                side_name(search.side()),
                player_label(Player::Ai(search.level()))
            );
            match search.result() {
                Some(result) => {
                    let mv = result
                        .best_move
                        .map_or_else(|| "no move".to_owned(), |mv| mv.to_string());
                    let why = if watch.paused { "paused" } else { "waiting" };
                    ui.strong(format!("{who} plays {mv} ({why})"));
                }
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.strong(format!("{who} is thinking…"));
                    });
                }
            }
            match search.info() {
                Some(info) => {
                    let best = info
                        .pv
                        .first()
                        .map_or_else(|| "–".to_owned(), ToString::to_string);
                    ui.label(format!(
                        "depth {} · best {best} · {}",
                        info.depth,
                        score_label(info.score, search.side())
                    ));
                    ui.weak(format!(
                        "{} nodes · {:.1} s",
                        info.nodes,
                        info.elapsed.as_secs_f32()
                    ));
                }
                None => {
                    ui.label("depth 0");
                }
            }
            if !search.is_done() {
                let button = ui.add_enabled(!search.is_stopping(), egui::Button::new("Move now"));
                if button
                    .on_hover_text("Stop thinking and play the best move found so far")
                    .clicked()
                {
                    move_now.write(MoveNow);
                }
            }
        });
    Ok(())
}
