//! A slider that answers a click on its track. egui's own moves only when dragged: a press
//! and release without moving (a click, or a press and release in one frame at a software
//! renderer's few frames a second) left the value where it was. A click puts the handle under
//! the pointer and gives the slider the keyboard's focus, so Left and Right then step it
//! (while a panel has the focus, the board's cursor keys stay off: `KeyboardTaken`).

use bevy_egui::egui;
use bevy_egui::egui::emath::Numeric;

/// `slider` over `value`, linear between `low` and `high` in steps of `step` (0: any), that a
/// click on the track also sets.
pub fn track_slider<N: Numeric>(
    ui: &mut egui::Ui,
    value: &mut N,
    (low, high, step): (N, N, f64),
    slider: impl FnOnce(&mut N) -> egui::Slider<'_>,
) -> egui::Response {
    let width = ui.spacing().slider_width;
    let mut response = ui.add(slider(value));
    // The track: the slider's own width at its left (its value box follows it).
    let track = egui::Rect::from_min_size(
        response.rect.min,
        egui::vec2(width.min(response.rect.width()), response.rect.height()),
    );
    let click = ui.interact(track, response.id.with("track"), egui::Sense::click());
    if click.clicked()
        && let Some(at) = click.interact_pointer_pos()
    {
        // The handle's centre travels between the track's ends less its radius.
        let inset = track.height() / 2.5;
        let span = (track.width() - 2.0 * inset).max(1.0);
        let share = f64::from(((at.x - track.left() - inset) / span).clamp(0.0, 1.0));
        let (low, high) = (low.to_f64(), high.to_f64());
        let mut new = low + (high - low) * share;
        if step > 0.0 {
            new = low + ((new - low) / step).round() * step;
        }
        let new = N::from_f64(new.clamp(low.min(high), high.max(low)));
        if new.to_f64() != value.to_f64() {
            *value = new;
            response.mark_changed();
        }
        ui.memory_mut(|memory| memory.request_focus(response.id));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass(ctx: &egui::Context, events: Vec<egui::Event>, value: &mut f32) -> egui::Rect {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 200.0),
            )),
            events,
            ..egui::RawInput::default()
        });
        let mut rect = egui::Rect::NOTHING;
        egui::Area::new(egui::Id::new("test"))
            .fixed_pos(egui::pos2(10.0, 10.0))
            .show(ctx, |ui| {
                rect = track_slider(ui, value, (0.0, 5.0, 0.1), |v| {
                    egui::Slider::new(v, 0.0..=5.0).step_by(0.1)
                })
                .rect;
            });
        ctx.end_pass().textures_delta.clear();
        rect
    }

    fn button(at: egui::Pos2, pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    fn key(key: egui::Key) -> egui::Event {
        egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        }
    }

    #[test]
    fn a_click_on_the_track_moves_the_handle_there_and_arrows_then_step_it() {
        let ctx = egui::Context::default();
        let mut value = 0.5;
        let rect = pass(&ctx, vec![], &mut value);
        // Three quarters along the track, pressed and released in one frame.
        let width = ctx.global_style().spacing.slider_width;
        let at = egui::pos2(rect.left() + width * 0.75, rect.center().y);
        pass(&ctx, vec![egui::Event::PointerMoved(at)], &mut value);
        pass(&ctx, vec![button(at, true), button(at, false)], &mut value);
        assert!(
            (3.0..=4.5).contains(&value),
            "the handle went to the click: {value}"
        );
        let clicked = value;
        pass(&ctx, vec![key(egui::Key::ArrowLeft)], &mut value);
        pass(&ctx, vec![key(egui::Key::ArrowLeft)], &mut value);
        assert!(value < clicked, "Left stepped the focused slider: {value}");
        assert!(ctx.memory(|memory| memory.focused().is_some()));
    }
}
