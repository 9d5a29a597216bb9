//! The controllers every activity uses: the human's picks, the AI on the task pool, watching AI
//! vs AI, the history (looking back, undo, redo), files (saves, autosave, the settings file),
//! the words for what a file says, the sound cues, and resigning or offering a draw against the
//! computer. They read core and board, change the
//! [`CurrentGame`](crate::app::core::CurrentGame) only through its messages, and draw nothing.

mod ai;
mod endings;
mod files;
mod history;
mod human;
pub mod record_text;
mod sound;
pub(crate) mod task;
mod watch;

use bevy::prelude::*;

pub use ai::{AiOptions, Engines, MoveNow, Search, SearchGeneration};
pub use endings::{DRAW_MARGIN, DrawAnswer, DrawOffers, OFFER_GAP, PlayerOffer};
pub use files::{ImportText, OpenGame, RecordNotice, ResumeAnswer, SaveGame};
pub use history::History;
pub use sound::{SoundCue, cues_for};
pub use watch::ScoreTable;

/// Every controller, headless.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        human::plugin,
        sound::plugin,
        history::plugin,
        files::plugin,
        ai::plugin,
        endings::plugin,
        watch::plugin,
    ));
}

/// What the controllers do in a window only: play the sounds.
pub(crate) fn view_plugin(app: &mut App) {
    app.add_plugins(sound::playback_plugin);
}
