//! The position editor's panel: the palette of men and tools, the side to move, the position
//! string to copy or paste, and the ways out (play, analyse, cancel).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_rules::{Colour, SANDBOX_MEN, Variant};

use super::{EditorRequest, PositionEditor, Tool};
use crate::app::core::game_text::variant_text;
use crate::app::kit;
use crate::app::kit::colours::{GOOD, REFUSED, WARNING};
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
                palette(ui, &mut editing.tool);
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
/// One row of the palette: the man's icon and the tool's name, one button.
fn palette_row(
    ui: &mut egui::Ui,
    selected: bool,
    man: Option<lasca_rules::Man>,
    label: String,
) -> egui::Response {
    let icon = 16.0;
    let gap = ui.spacing().icon_spacing.max(4.0);
    let padding = ui.spacing().button_padding;
    let galley = egui::WidgetText::from(label).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let size = egui::vec2(icon + gap + galley.size().x, icon.max(galley.size().y)) + 2.0 * padding;
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let response = response.on_hover_cursor(egui::CursorIcon::PointingHand);
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact_selectable(&response, selected);
        if selected || response.hovered() || response.has_focus() {
            ui.painter().rect(
                rect,
                visuals.corner_radius,
                visuals.weak_bg_fill,
                visuals.bg_stroke,
                egui::StrokeKind::Inside,
            );
        }
        let inner = rect.shrink2(padding);
        let centre = egui::pos2(inner.left() + icon / 2.0, inner.center().y);
        kit::colours::paint_man(ui.painter(), centre, icon / 2.0 - 1.0, man);
        let text_at = egui::pos2(
            inner.left() + icon + gap,
            inner.center().y - galley.size().y / 2.0,
        );
        ui.painter().galley(text_at, galley, visuals.text_color());
    }
    response
}

/// The palette: each tool a row of its icon and its name, two a line; a click anywhere on a
/// row picks its tool (the icons are no radio buttons of their own). The rows' rectangles, in
/// the order of `Tool::ALL`.
fn palette(ui: &mut egui::Ui, chosen: &mut Tool) -> Vec<egui::Rect> {
    let mut rows = Vec::new();
    egui::Grid::new("palette").num_columns(2).show(ui, |ui| {
        for (i, tool) in Tool::ALL.into_iter().enumerate() {
            let man = match tool {
                Tool::Place(man) => Some(man),
                _ => None,
            };
            let whole = palette_row(ui, *chosen == tool, man, tool_label(tool));
            if whole.clicked() {
                *chosen = tool;
            }
            rows.push(whole.rect);
            if i % 2 == 1 {
                ui.end_row();
            }
        }
    });
    rows
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// A click at `at` in a fresh frame, after a frame that laid the palette out.
    fn click(ctx: &egui::Context, at: egui::Pos2, chosen: &mut Tool) {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(600.0, 400.0));
        for events in [
            vec![egui::Event::PointerMoved(at)],
            vec![egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed: true,
                modifiers: egui::Modifiers::NONE,
            }],
            vec![egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed: false,
                modifiers: egui::Modifiers::NONE,
            }],
        ] {
            ctx.begin_pass(egui::RawInput {
                screen_rect: Some(screen),
                events,
                ..egui::RawInput::default()
            });
            egui::Area::new(egui::Id::new("test"))
                .fixed_pos(egui::pos2(10.0, 10.0))
                .show(ctx, |ui| {
                    palette(ui, chosen);
                });
            ctx.end_pass().textures_delta.clear();
        }
    }

    #[test]
    fn a_click_on_a_palette_icon_picks_its_tool() {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::kit::fonts::definitions());
        let mut chosen = Tool::ALL[0];
        let mut rows = Vec::new();
        // Two passes: a grid sizes its columns in its first.
        for _ in 0..2 {
            ctx.begin_pass(egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(600.0, 400.0),
                )),
                ..egui::RawInput::default()
            });
            egui::Area::new(egui::Id::new("test"))
                .fixed_pos(egui::pos2(10.0, 10.0))
                .show(&ctx, |ui| {
                    rows = palette(ui, &mut chosen);
                });
            ctx.end_pass().textures_delta.clear();
        }
        assert_eq!(rows.len(), Tool::ALL.len());
        for (i, tool) in Tool::ALL.into_iter().enumerate().skip(1) {
            // The icon: the row's left end.
            let icon = egui::pos2(rows[i].min.x + 6.0, rows[i].center().y);
            click(&ctx, icon, &mut chosen);
            assert_eq!(chosen, tool, "a click on row {i}'s icon");
        }
    }
}
