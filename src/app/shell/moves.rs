//! The Moves panel: the numbered move list with any ply a click away, looking back (and
//! playing on from there), undo and redo, and the buttons of the record's windows.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::open::OpenWindow;
use super::save::SaveWindow;
use super::settings::SettingsWindow;
use super::text::TextWindow;
use crate::app::core::{Activity, CurrentGame, Feature, HistoryRequest, Navigate, Open, Session};
use crate::app::features::review::Review;
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, ATTENTION_BACKGROUND, GOOD, class_colour};
use crate::app::kit::labels::{ply_name, result_headline};
use crate::app::kit::layout::Placed;
use crate::app::kit::notice_label;
use crate::app::play::{History, RecordNotice};
use crate::t;
use lasca_ai::MoveClass;

/// Where the move list last scrolled to.
#[derive(Resource, Default)]
pub(super) struct MoveList {
    /// The ply the list last scrolled to.
    scrolled_to: Option<usize>,
    /// How high the panel's content under the list was when last drawn: the list gets what
    /// the panel's room leaves, so the buttons below it stay in sight.
    below_height: f32,
}

/// The most the list is high, and the least (short of that the panel scrolls as a whole).
const LIST_MOST: f32 = 220.0;
const LIST_LEAST: f32 = 60.0;

/// How high the list may be in a panel whose content may be `room` high, when the content
/// above it (the notice, the "Looking back" banner) is `above` and under it `below` high.
pub fn list_height(room: f32, above: f32, below: f32) -> f32 {
    (room - above - below).clamp(LIST_LEAST, LIST_MOST)
}

/// The record's windows that the panel's buttons open.
#[derive(SystemParam)]
pub(super) struct WindowSwitches<'w> {
    save: ResMut<'w, SaveWindow>,
    open: ResMut<'w, OpenWindow>,
    text: ResMut<'w, TextWindow>,
    settings: ResMut<'w, SettingsWindow>,
}

pub(super) fn moves_panel(
    mut contexts: EguiContexts,
    rules: Res<CurrentGame>,
    history: Res<History>,
    review: Res<Review>,
    notice: Res<RecordNotice>,
    mut list: ResMut<MoveList>,
    mut windows: WindowSwitches,
    mut navigate: MessageWriter<Navigate>,
    mut edit: MessageWriter<HistoryRequest>,
    mut opens: MessageWriter<Open>,
    session: Res<Session>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &rules.game;
    // Online, the server keeps the moves: a take-back is asked in the Online window.
    let local = !session.is(Activity::Online);
    let live = game.ply();
    let shown = history.shown_ply(game);
    let slot = &kit::layout::slots::MOVES;
    egui::Window::new(t!("moves-title"))
        .placed(slot)
        .show(ctx, |ui| {
            {
                let room = kit::layout::content_height(ui.ctx(), slot.id).unwrap_or(LIST_MOST);
                let top = ui.cursor().min.y;
                notice_label(ui, &notice);
                if history.is_live() {
                    ui.colored_label(GOOD, t!("moves-live", ply = live));
                } else {
                    egui::Frame::new()
                        .fill(ATTENTION_BACKGROUND)
                        .inner_margin(6.0)
                        .corner_radius(4.0)
                        .show(ui, |ui| {
                            ui.colored_label(
                                ATTENTION,
                                egui::RichText::new(t!(
                                    "moves-looking-back",
                                    position = ply_name(&rules.game, shown),
                                    shown = shown,
                                    live = live
                                ))
                                .strong(),
                            );
                            ui.label(t!("moves-board-locked"));
                            ui.horizontal(|ui| {
                                if ui.button(t!("moves-back-to-game")).clicked() {
                                    navigate.write(Navigate::Last);
                                }
                                if local
                                    && ui
                                        .button(t!("moves-play-on"))
                                        .on_hover_text(t!("moves-play-on-hover"))
                                        .clicked()
                                {
                                    edit.write(HistoryRequest::PlayFrom(shown));
                                }
                            });
                        });
                }
                ui.separator();
                // The banner above has its own rows: the list gets what is left under it, so
                // that nothing scrolls the list's first rows under the banner.
                let above = ui.cursor().min.y - top;
                let list_max = list_height(room, above, list.below_height);
                let (clicked, _) =
                    move_grid(ui, &rules, shown, list_max, &mut list.scrolled_to, &review);
                // The whole list, were there room for it (up to its most).
                let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
                let list_whole = (row * (rules.game.ply() as f32 / 2.0 + 3.0)).min(LIST_MOST);
                let under = ui.cursor().min.y;
                if let Some(ply) = clicked {
                    navigate.write(Navigate::Ply(ply));
                }
                ui.separator();
                ui.horizontal(|ui| {
                    for (label, hint, request, enabled) in [
                        ("⏮", t!("moves-first"), Navigate::First, shown > 0),
                        ("⏴", t!("moves-back"), Navigate::Back, shown > 0),
                        ("⏵", t!("moves-forward"), Navigate::Forward, shown < live),
                        ("⏭", t!("moves-last"), Navigate::Last, shown < live),
                    ] {
                        if ui
                            .add_enabled(enabled, egui::Button::new(label))
                            .on_hover_text(hint)
                            .clicked()
                        {
                            navigate.write(request);
                        }
                    }
                    ui.separator();
                    if ui
                        .add_enabled(local && live > 0, egui::Button::new(t!("moves-undo")))
                        .on_hover_text(t!("moves-undo-hover"))
                        .on_disabled_hover_text(t!("moves-undo-online"))
                        .clicked()
                    {
                        edit.write(HistoryRequest::Undo);
                    }
                    if ui
                        .add_enabled(
                            local && history.can_redo(),
                            egui::Button::new(t!("moves-redo")),
                        )
                        .on_hover_text(t!("moves-redo-hover"))
                        .clicked()
                    {
                        edit.write(HistoryRequest::Redo);
                    }
                });
                ui.separator();
                ui.horizontal(|ui| {
                    if ui
                        .button(t!("moves-save"))
                        .on_hover_text(t!("moves-save-key"))
                        .clicked()
                    {
                        windows.save.show();
                    }
                    if ui
                        .button(t!("moves-open"))
                        .on_hover_text(t!("moves-open-key"))
                        .clicked()
                    {
                        windows.open.open = true;
                    }
                    if ui.button(t!("moves-text")).clicked() {
                        windows.text.open = true;
                    }
                    if ui.button(t!("moves-settings")).clicked() {
                        windows.settings.open = true;
                    }
                });
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(live > 0, egui::Button::new(t!("moves-review")))
                        .on_hover_text(t!("moves-review-hover"))
                        .clicked()
                    {
                        opens.write(Open(Feature::Review));
                    }
                });
                let below = ui.min_rect().max.y - under;
                if (below - list.below_height).abs() > 0.5 {
                    list.below_height = below;
                    ui.ctx().request_repaint();
                }
                // What the list needs, whatever room it was given (a want that followed the
                // room drawn in would grow and shrink with it, a frame each, for ever).
                let whole = above + list_whole.max(LIST_LEAST) + below;
                kit::layout::want_content(ui.ctx(), slot.id, whole);
            }
        });
    Ok(())
}

/// The numbered moves, two plies a row (kit's move rows), the result last; the shown ply
/// highlighted and scrolled to, any ply a click away (returned, with the list's height).
fn move_grid(
    ui: &mut egui::Ui,
    rules: &CurrentGame,
    shown: usize,
    max_height: f32,
    scrolled_to: &mut Option<usize>,
    review: &Review,
) -> (Option<usize>, f32) {
    let game = &rules.game;
    let reviewed = review.of(game);
    let footer = game
        .outcome()
        .map(|outcome| egui::RichText::new(result_headline(outcome)).strong());
    let rows = kit::MoveRows {
        id: "move list",
        game,
        shown,
        max_height,
        footer,
    };
    let top = ui.cursor().min.y;
    let clicked = kit::move_rows(ui, rows, scrolled_to, |ply, mv| {
        // A reviewed game shows each move's mark, in its class's colour.
        let class = reviewed.and_then(|c| c.on_ply(ply)).map(|c| c.class);
        match class {
            Some(class) if class >= MoveClass::Inaccuracy => {
                egui::RichText::new(format!("{mv}{}", class.symbol())).color(class_colour(class))
            }
            _ => egui::RichText::new(mv.to_string()),
        }
    });
    (clicked, ui.cursor().min.y - top)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_leaves_room_for_the_banner_above_and_the_buttons_below() {
        // 280 points of room, the "Looking back" banner 90 high above and 110 of buttons
        // below: the list gets the 80 left, so neither covers it nor goes out of sight.
        assert_eq!(list_height(280.0, 90.0, 110.0), 80.0);
        // A tall panel: the list's own most.
        assert_eq!(list_height(900.0, 90.0, 110.0), LIST_MOST);
        // A small one: the least, and the panel scrolls as a whole.
        assert_eq!(list_height(200.0, 90.0, 110.0), LIST_LEAST);
    }
}
