//! The panels' scale: the look's UI scale is egui's zoom. egui's own Ctrl +/- zoom is off, so
//! the keys (`input/keys.rs`) and the Settings change the look, which is kept.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use crate::app::core::Look;

/// Applies the look's scale when it changes (and on the first frame).
pub(super) fn follow_ui_scale(
    mut contexts: EguiContexts,
    look: Res<Look>,
    mut applied: Local<Option<f32>>,
) -> Result {
    let scale = look.clamped_scale();
    if *applied == Some(scale) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.options_mut(|options| options.zoom_with_keyboard = false);
    ctx.set_zoom_factor(scale);
    *applied = Some(scale);
    Ok(())
}
