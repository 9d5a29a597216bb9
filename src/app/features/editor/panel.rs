//! The position editor's panel: the palette of men and tools, the side to move, the position
//! string to copy or paste, and the ways out (play, analyse, cancel).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_rules::{Colour, SANDBOX_MEN, Variant};

use super::{EditorRequest, PositionEditor, Tool};
use crate::app::core::game_text::variant_text;
use crate::app::kit;
use crate::app::kit::colours::{GOOD, REFUSED, WARNING, man_icon};
use crate::app::kit::labels::{man_label, side_name};
use crate::app::kit::request_button;
use crate::t;

/// The panel's text fields, kept between frames.
#[derive(Default)]
pub(super) struct PanelText {
    paste: String,
}

pub(super) fn editor_panel(
    mut contexts: EguiContexts,
    mut editing: ResMut<PositionEditor>,
    mut text: Local<PanelText>,
    mut requests: MessageWriter<EditorRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("editor-title"))
        .id(egui::Id::new("position editor"))
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(10.0, 10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(280.0)
        .show(ctx, |ui| {
            kit::fitted(ui, 0.9, |ui| {
                ui.label(t!("editor-about"));
                egui::Grid::new("palette").num_columns(2).show(ui, |ui| {
                    for (i, tool) in Tool::ALL.into_iter().enumerate() {
                        ui.horizontal(|ui| {
                            man_icon(
                                ui,
                                match tool {
                                    Tool::Place(man) => Some(man),
                                    _ => None,
                                },
                                16.0,
                            );
                            if ui
                                .selectable_label(editing.tool == tool, tool_label(tool))
                                .clicked()
                            {
                                editing.tool = tool;
                            }
                        });
                        if i % 2 == 1 {
                            ui.end_row();
                        }
                    }
                });
                ui.separator();
                let position = *editing.position();
                ui.horizontal_wrapped(|ui| {
                    ui.label(t!("editor-game"));
                    for variant in Variant::ALL {
                        let name = variant_text(variant);
                        if ui.radio(position.variant() == variant, name).clicked() {
                            requests.write(EditorRequest::Variant(variant));
                        }
                    }
                });
                let mut free = editing.is_free();
                if ui
                    .checkbox(&mut free, t!("editor-free"))
                    .on_hover_text(t!("editor-free-hover", most = SANDBOX_MEN))
                    .changed()
                {
                    requests.write(EditorRequest::Free(free));
                }
                ui.horizontal(|ui| {
                    ui.label(t!("editor-to-move"));
                    for side in Colour::BOTH {
                        if ui
                            .radio(position.side_to_move() == side, side_name(side))
                            .clicked()
                        {
                            requests.write(EditorRequest::SideToMove(side));
                        }
                    }
                });
                ui.horizontal(|ui| {
                    if ui.button(t!("editor-clear-board")).clicked() {
                        requests.write(EditorRequest::ClearBoard);
                    }
                    if ui.button(t!("editor-start-position")).clicked() {
                        requests.write(EditorRequest::Reset);
                    }
                });
                let (white, black) = (
                    position.men_count(Colour::White),
                    position.men_count(Colour::Black),
                );
                ui.label(if editing.is_free() {
                    t!(
                        "editor-men-count-free",
                        white = white,
                        black = black,
                        most = SANDBOX_MEN
                    )
                } else {
                    t!(
                        "editor-men-count",
                        white = white,
                        black = black,
                        most = position.variant().men_per_side()
                    )
                });
                match (editing.refusal(), editing.warning()) {
                    (Some(refusal), _) => {
                        ui.colored_label(REFUSED, t!("editor-refused", why = refusal));
                    }
                    (None, Some(warning)) => {
                        ui.colored_label(WARNING, warning);
                    }
                    (None, None) => {
                        ui.colored_label(GOOD, t!("editor-valid"));
                    }
                }
                ui.separator();
                ui.horizontal(|ui| {
                    let label = (
                        t!("editor-play-from-here"),
                        t!("editor-play-from-here-hover"),
                    );
                    request_button(ui, label, &mut requests, EditorRequest::PlayFromHere);
                    let label = (
                        t!("editor-analyse-from-here"),
                        t!("editor-analyse-from-here-hover"),
                    );
                    request_button(ui, label, &mut requests, EditorRequest::AnalyseFromHere);
                    let label = (t!("cancel"), t!("editor-cancel-hover"));
                    request_button(ui, label, &mut requests, EditorRequest::Cancel);
                });
                ui.separator();
                ui.label(t!("editor-position"));
                let string = position.to_string();
                ui.add(
                    egui::Label::new(egui::RichText::new(&string).monospace())
                        .selectable(true)
                        .wrap(),
                );
                if ui.small_button(t!("copy")).clicked() {
                    ui.ctx().copy_text(string);
                }
                ui.horizontal(|ui| {
                    let field = ui.add(
                        egui::TextEdit::singleline(&mut text.paste)
                            .hint_text(t!("editor-paste-hint"))
                            .desired_width(190.0),
                    );
                    let entered =
                        field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if (ui.button(t!("editor-paste")).clicked() || entered)
                        && !text.paste.trim().is_empty()
                    {
                        requests.write(EditorRequest::Paste(text.paste.clone()));
                    }
                });
            })
        });
    Ok(())
}

/// "White soldier", "Remove top man".
pub fn tool_label(tool: Tool) -> String {
    match tool {
        Tool::Place(man) => man_label(man),
        Tool::RemoveTop => t!("labels-tool-remove-top"),
        Tool::ClearSquare => t!("labels-tool-clear-square"),
    }
}

/// The editor's panel.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(
        crate::app::kit::PanelPass,
        editor_panel.run_if(in_state(crate::app::core::AppMode::Edit)),
    );
}
