//! The analysis board: the engine's best lines for the position shown, and hints
//! (`controller.rs`); the analysis panel, the evaluation bar and the best move's arrow
//! (`panel.rs`).

mod controller;
mod panel;

use bevy::prelude::*;

use crate::app::core::AppMode;
use crate::app::kit::PanelPass;

pub use controller::{
    ANALYSIS_LINES, Analysis, AnalysisEngine, AnalysisSearch, AskHint, Purpose, hint_available,
};
pub use panel::white_share;

/// The analysis controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(controller::plugin);
}

/// The analysis panel, the evaluation bar and the best move's arrow.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(
        PanelPass,
        (
            panel::analysis_panel,
            panel::evaluation_bar,
            panel::best_move_arrow,
        )
            .run_if(in_state(AppMode::Play)),
    );
}
