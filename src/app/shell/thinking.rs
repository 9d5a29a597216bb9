//! The thinking panel: who thinks, the depth reached, the best move and score so far, and
//! "Move now".

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use lasca_rules::AnyMove;

use crate::app::core::{BoardFrame, FrameDemand, Watch};
use crate::app::kit::labels::{player_label, score_label, side_name};
use crate::app::play::{MoveNow, Search};
use crate::record::Player;
use crate::t;

/// Whether the computer's choice is not its search's best move (a level's randomness): the
/// panel then says so, or "chose e3-f4 … its best a3-b4" would read as a contradiction.
fn chose_another(chosen: Option<AnyMove>, best: Option<AnyMove>) -> bool {
    matches!((chosen, best), (Some(chosen), Some(best)) if chosen != best)
}

/// The panel's egui id.
pub(super) const THINKING: &str = crate::app::kit::layout::TOP_MIDDLE[1];

/// How often the panel shows a running search's progress.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

pub(super) fn thinking_panel(
    mut contexts: EguiContexts,
    searches: Query<&Search>,
    watch: Res<Watch>,
    mut move_now: MessageWriter<MoveNow>,
    mut demand: ResMut<FrameDemand>,
    frame: Res<BoardFrame>,
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
    // At the top of the board's frame, in its middle: between the side panels, never on them
    // (the layout's dialogs start under it).
    let screen = ctx.content_rect();
    let zoom = ctx.zoom_factor();
    let (middle, width) = frame
        .0
        .map_or((screen.center().x, screen.width()), |frame| {
            (frame.center().x / zoom, frame.width() / zoom)
        });
    egui::Window::new("Thinking")
        .id(egui::Id::new(THINKING))
        .title_bar(false)
        .anchor(egui::Align2::CENTER_TOP, [middle - screen.center().x, 6.0])
        .max_width((width - 2.0 * crate::app::kit::layout::MARGIN).max(120.0))
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
                    ))
                    .on_hover_text(t!("thinking-score-hover"));
                    let chosen = search.result().and_then(|result| result.best_move);
                    if chose_another(chosen, info.pv.first().copied()) {
                        ui.weak(t!("thinking-not-the-best"));
                    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_other_than_the_search_s_best_is_said_to_be_so() {
        let [a, b]: [AnyMove; 2] = ["e3-f4", "a3-b4"].map(|text| {
            lasca_rules::AnyPosition::default()
                .parse_move(text)
                .expect("a move")
        });
        assert!(chose_another(Some(a), Some(b)));
        assert!(!chose_another(Some(a), Some(a)));
        assert!(
            !chose_another(None, Some(b)),
            "no choice yet: nothing to explain"
        );
        assert!(!chose_another(Some(a), None));
        // The words: which move is whose.
        assert!(t!("thinking-plays-waiting", who = "White", mv = "e3-f4").contains("chose"));
        assert!(
            t!(
                "thinking-depth-best",
                depth = 8,
                best = "a3-b4",
                score = "+0.45"
            )
            .starts_with("search:")
        );
    }
}
