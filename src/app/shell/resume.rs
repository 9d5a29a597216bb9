//! The resume prompt: an unfinished autosaved game found at start, to resume or discard.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::ResumeOffer;
use crate::app::kit::labels::player_label;
use crate::app::kit::request_button;
use crate::app::play::ResumeAnswer;
use crate::record::move_list_text;
use crate::t;

pub(super) fn resume_prompt(
    mut contexts: EguiContexts,
    offer: Res<ResumeOffer>,
    mut answer: MessageWriter<ResumeAnswer>,
) -> Result {
    let Some(offered) = &offer.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // Modal: nothing else in the window takes a click until the player answers.
    egui::Modal::new(egui::Id::new("resume prompt")).show(ctx, |ui| {
        ui.set_max_width(440.0);
        ui.heading(t!("resume-title"));
        let game = &offered.game;
        ui.label(t!(
            "resume-about",
            white = player_label(offered.saved.players.white),
            black = player_label(offered.saved.players.black),
            plies = game.ply(),
            saved = offered.saved.saved_at.to_string()
        ));
        let moves = move_list_text(game);
        let tail: String = if moves.len() > 120 {
            format!("… {}", &moves[moves.len() - 120..])
        } else {
            moves
        };
        ui.add(egui::Label::new(egui::RichText::new(tail).monospace()).wrap());
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button(t!("resume-resume")).clicked() {
                answer.write(ResumeAnswer::Resume);
            }
            let label = (t!("resume-new-game"), t!("resume-new-game-hover"));
            request_button(ui, label, &mut answer, ResumeAnswer::Discard);
        });
    });
    Ok(())
}
