//! The analysis board: the engine's best lines for the position shown, and hints
//! (`controller.rs`); the analysis panel, the evaluation bar and the best move's arrow
//! (`panel.rs`).

mod controller;
mod panel;

use bevy::prelude::*;

pub use controller::{
    ANALYSIS_LINES, Analysis, AnalysisEngine, AnalysisSearch, AskHint, Purpose, hint_available,
};
pub use panel::white_share;

/// The analysis controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

pub(crate) use panel::view_plugin;
