//! No typed character is lost when a text field takes focus. egui's text field reads the
//! frame's keys before it looks at the frame's click, so a key that reaches egui in the same
//! frame as the press on the field that focuses it is dropped. At a few frames per second (a
//! software renderer) a player who clicks the friend's-game code field and types at once
//! loses the first letter. Here the keys that come after a click on a panel wait for the next
//! frame, when the field has the focus; the game's own keys do not act on them either (the
//! keyboard is the panels' for that frame: the click was on a panel).

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiInput, egui};

use crate::app::core::FrameDemand;

/// Keys held back from egui for one frame, and whether some were held this frame.
#[derive(Resource, Default)]
pub(super) struct HeldTyping {
    events: Vec<egui::Event>,
    /// Keys came after a click on a panel in this frame: they are the panels'.
    pub(super) now: bool,
}

/// What egui gets this frame: the keys held from the frame before, then this frame's events up
/// to (and with) the first click on a panel; the keys after that click are held for the next
/// frame. Pointer events after it still go on: only typing waits.
pub(super) fn split_typing(
    held: Vec<egui::Event>,
    events: Vec<egui::Event>,
    on_panel: impl Fn(egui::Pos2) -> bool,
) -> (Vec<egui::Event>, Vec<egui::Event>) {
    let mut now = held;
    let mut later = Vec::new();
    let mut clicked = false;
    for event in events {
        match &event {
            egui::Event::PointerButton { pos, .. } if on_panel(*pos) => {
                clicked = true;
                now.push(event);
            }
            _ if clicked && is_typing(&event) => later.push(event),
            _ => now.push(event),
        }
    }
    (now, later)
}

fn is_typing(event: &egui::Event) -> bool {
    matches!(
        event,
        egui::Event::Text(_)
            | egui::Event::Key { .. }
            | egui::Event::Paste(_)
            | egui::Event::Copy
            | egui::Event::Cut
            | egui::Event::Ime(_)
    )
}

/// Runs between bevy_egui's input and its pass (`shell::plugin`).
pub(super) fn hold_typing_after_a_panel_click(
    mut inputs: Query<(&mut EguiInput, &mut EguiContext)>,
    mut held: ResMut<HeldTyping>,
    mut demand: ResMut<FrameDemand>,
) {
    held.now = false;
    for (mut input, mut context) in &mut inputs {
        let ctx = context.get_mut().clone();
        let events = std::mem::take(&mut input.0.events);
        let before = std::mem::take(&mut held.events);
        let (now, later) = split_typing(before, events, |pos| {
            ctx.layer_id_at(pos)
                .is_some_and(|layer| layer.order != egui::Order::Background)
        });
        input.0.events = now;
        if !later.is_empty() {
            held.now = true;
            held.events = later;
            demand.keep_moving();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn click(pos: egui::Pos2, pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    /// One egui frame of a window with a code field; returns the field's text.
    fn frame(ctx: &egui::Context, events: Vec<egui::Event>, text: &mut String) -> egui::Rect {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(800.0, 600.0),
            )),
            events,
            ..Default::default()
        };
        let mut field = egui::Rect::NOTHING;
        let mut output = ctx.run_ui(input, |ui| {
            egui::Window::new("Online")
                .fixed_pos(egui::pos2(100.0, 100.0))
                .show(ui.ctx(), |ui| {
                    field = ui.text_edit_singleline(text).rect;
                });
        });
        output.textures_delta.clear();
        field
    }

    fn key(text: &str) -> Vec<egui::Event> {
        vec![egui::Event::Text(text.to_string())]
    }

    /// The player clicks the field and types "K7", all in one frame (a slow one), then "Q".
    fn type_after_click(hold: bool) -> String {
        let ctx = egui::Context::default();
        let mut text = String::new();
        // A window is laid out over its first frames.
        frame(&ctx, vec![], &mut text);
        let at = frame(&ctx, vec![], &mut text).center();
        let mut events = vec![
            egui::Event::PointerMoved(at),
            click(at, true),
            click(at, false),
        ];
        events.extend(key("K"));
        events.extend(key("7"));
        let mut held = Vec::new();
        for events in [events, key("Q"), vec![]] {
            let events = if hold {
                let (now, later) = split_typing(std::mem::take(&mut held), events, |pos| {
                    ctx.layer_id_at(pos)
                        .is_some_and(|layer| layer.order != egui::Order::Background)
                });
                held = later;
                now
            } else {
                events
            };
            frame(&ctx, events, &mut text);
        }
        text
    }

    #[test]
    fn keys_in_the_frame_of_the_click_that_focuses_a_field_reach_it() {
        // egui alone drops them: the reason for the hold.
        assert_eq!(type_after_click(false), "Q");
        assert_eq!(type_after_click(true), "K7Q");
    }

    #[test]
    fn only_typing_after_a_click_on_a_panel_waits() {
        let on_panel = |pos: egui::Pos2| pos.x < 100.0;
        let panel = egui::pos2(50.0, 50.0);
        let board = egui::pos2(500.0, 50.0);
        // A click on the board: the keys are the game's and egui's at once.
        let (now, later) = split_typing(
            vec![],
            vec![click(board, true), key("w").remove(0)],
            on_panel,
        );
        assert_eq!(now.len(), 2);
        assert!(later.is_empty());
        // Keys before the click on a panel go on; after it, they wait; pointer moves go on.
        let (now, later) = split_typing(
            key("a"),
            vec![
                key("b").remove(0),
                click(panel, true),
                egui::Event::PointerMoved(panel),
                key("c").remove(0),
            ],
            on_panel,
        );
        assert_eq!(now.len(), 4);
        assert_eq!(now[0], egui::Event::Text("a".into()));
        assert_eq!(later, vec![egui::Event::Text("c".into())]);
    }
}
