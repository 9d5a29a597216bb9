//! The thinking panel: who thinks, the depth reached, the best move and score so far, and
//! "Move now".

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::{FrameDemand, Watch};
use crate::app::kit::labels::{player_label, score_label, side_name};
use crate::app::play::{MoveNow, Search};
use crate::record::Player;
use crate::t;

/// How often the panel shows a running search's progress.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

pub(super) fn thinking_panel(
    mut contexts: EguiContexts,
    searches: Query<&Search>,
    watch: Res<Watch>,
    mut move_now: MessageWriter<MoveNow>,
    mut demand: ResMut<FrameDemand>,
) -> Result {
    let Some(search) = searches.iter().next() else {
        return Ok(());
    };
    if !search.is_done() {
        // The depth and the time tick on twice a second (not every frame: the search needs
        // the processor more than the picture does). The search's end wakes the window.
        demand.redraw_within(PROGRESS_EVERY);
    }
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
                        .map_or_else(|| t!("thinking-no-move"), |mv| mv.to_string());
                    ui.strong(if watch.paused {
                        t!(
                            "thinking-plays-paused",
                            who = who.as_str(),
                            mv = mv.as_str()
                        )
                    } else {
                        t!(
                            "thinking-plays-waiting",
                            who = who.as_str(),
                            mv = mv.as_str()
                        )
                    });
                }
                None => {
                    // No egui spinner: it asks for every frame, as long as the search lasts.
                    ui.strong(t!("thinking-thinking", who = who.as_str()));
                }
            }
            match search.info() {
                Some(info) => {
                    let best = info
                        .pv
                        .first()
                        .map_or_else(|| "–".to_owned(), ToString::to_string);
                    ui.label(t!(
                        "thinking-depth-best",
                        depth = info.depth,
                        best = best,
                        score = score_label(info.score, search.side())
                    ));
                    ui.weak(t!(
                        "thinking-nodes",
                        nodes = info.nodes.to_string(),
                        seconds = crate::i18n::decimal(info.elapsed.as_secs_f64(), 1)
                    ));
                }
                None => {
                    ui.label(t!("thinking-depth-zero"));
                }
            }
            if !search.is_done() {
                let button = ui.add_enabled(
                    !search.is_stopping(),
                    egui::Button::new(t!("thinking-move-now")),
                );
                if button
                    .on_hover_text(t!("thinking-move-now-hover"))
                    .clicked()
                {
                    move_now.write(MoveNow);
                }
            }
        });
    Ok(())
}
