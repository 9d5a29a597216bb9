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
use crate::app::kit::notice_label;
use crate::app::play::{History, RecordNotice};
use crate::t;
use lasca_ai::MoveClass;

/// Where the move list last scrolled to.
#[derive(Resource, Default)]
pub(super) struct MoveList {
    /// The ply the list last scrolled to.
    scrolled_to: Option<usize>,
    /// How high the panel's content besides the list was when last drawn: the list gets
    /// what the panel's share of the window leaves, so the buttons below it stay in sight.
    others_height: f32,
}

/// The share of the window's height the Moves panel may take (`kit::fitted`).
const PANEL_SHARE: f32 = 0.45;
/// The most the list is high, and the least (short of that the panel scrolls as a whole).
const LIST_MOST: f32 = 220.0;
const LIST_LEAST: f32 = 60.0;

/// How high the list may be: what the panel's share leaves after its other content.
pub fn list_height(window_height: f32, others_height: f32) -> f32 {
    (kit::fitted_height(window_height, PANEL_SHARE) - others_height).clamp(LIST_LEAST, LIST_MOST)
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
    egui::Window::new(t!("moves-title"))
        .id(egui::Id::new("moves panel"))
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(10.0, -10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(250.0)
        // Room from the first frame for all the content can grow to (the window shows only
        // as much as there is): a window sized by its first frame would stay that high.
        .default_height(ctx.content_rect().height())
        .show(ctx, |ui| {
            let list_max = list_height(ctx.content_rect().height(), list.others_height);
            kit::fitted(ui, PANEL_SHARE, |ui| {
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
                let (clicked, list_drawn) =
                    move_grid(ui, &rules, shown, list_max, &mut list.scrolled_to, &review);
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
                let others = ui.min_rect().max.y - top - list_drawn;
                if (others - list.others_height).abs() > 0.5 {
                    list.others_height = others;
                    ui.ctx().request_repaint();
                }
            })
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
    fn the_list_leaves_room_for_the_buttons_below_it() {
        // 720 points high: the panel may take 276; with 170 of labels and buttons the list
        // gets the 106 left, not its 220, so Review stays in sight.
        assert_eq!(
            list_height(720.0, 170.0),
            720.0 * PANEL_SHARE - 48.0 - 170.0
        );
        // A tall window: the list's own most.
        assert_eq!(list_height(1440.0, 170.0), LIST_MOST);
        // A small one: the least, and the panel scrolls as a whole.
        assert_eq!(list_height(360.0, 170.0), LIST_LEAST);
    }
}
