//! The vocabulary every layer of the game shares, and nothing else: the frame's system sets,
//! who owns the board (the session's activity, and the app's mode that follows it), the rules
//! resource and the turn flow, the settings and their one mapping to resources, what ships in
//! the binary, and the messages and resources that more than one feature uses. No egui, no
//! meshes: everything here runs headless.

pub mod builtin;
mod files;
mod frames;
pub mod game_text;
mod launch;
mod look;
mod material;
mod messages;
mod mode;
mod reviews;
mod seats;
mod selection;
mod session;
mod settings;
mod turn;
mod view;
mod watch;

use bevy::prelude::*;

pub use files::{NoName, RecordFiles, Resumable, ResumeOffer};
pub use frames::{FrameDemand, install_waker, wake};
pub use launch::Launch;
pub use look::Look;
pub use material::Material;
pub use messages::{
    CancelSearches, Dialog, Feature, FinishAnimations, HistoryRequest, Navigate, Open, ReplaceGame,
    ShowDialog, ShowNewGameDialogFrom,
};
pub use mode::AppMode;
pub use reviews::{AnyReview, KeptReviews, Strength, game_key};
pub use seats::Seats;
pub use selection::{
    BoardCursor, BoardInput, DraggedColumn, FLASH_SECONDS, Feedback, Inspection, Selection,
};
pub use session::{Activity, Session};
pub use settings::{UserSettings, insert_settings, look_from, settings_problem_text};
pub use turn::{
    CurrentGame, EndGame, GameReset, HouseRules, LastError, MovePlayed, NewGame, Rematch,
    ShownMove, SubmitMove, TurnState, settled_state, start_new_games,
};
pub use view::{
    AnimationSettings, BoardFrame, KeyboardTaken, KeysHelp, MoveFieldFocus, PanelCover,
    PointerTaken, Rendering, SceneImage, SceneScale, SoundEnabled, StartView, ViewRequest,
    WindowCamera,
};
pub use watch::Watch;

/// The order of a frame's work in `Update`.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameSet {
    /// Pointer and keys become board inputs and requests.
    Input,
    /// Controllers choose moves (the human's selection, the AI's searches).
    Controllers,
    /// The rules play moves and start new games.
    CurrentGame,
    /// The men's entities follow the position.
    Sync,
    /// Animations start, finish and end the turn.
    Animate,
    /// Highlights, the HUD, men easing to rest.
    Present,
}

/// The frame's order, the rules and turn flow, and every shared message and resource.
pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            GameSet::Input,
            GameSet::Controllers,
            GameSet::CurrentGame,
            GameSet::Sync,
            GameSet::Animate,
            GameSet::Present,
        )
            .chain(),
    );
    app.add_plugins((
        turn::plugin,
        files::plugin,
        frames::plugin,
        look::plugin,
        messages::plugin,
        mode::plugin,
        reviews::plugin,
        selection::plugin,
        session::plugin,
        settings::plugin,
        view::plugin,
        watch::plugin,
    ));
}
