//! Requests that more than one part of the game sends or reads.

use bevy::prelude::*;
use lasca_rules::{AnyGame, AnyPosition};

use super::{Activity, Seats};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CancelSearches>()
        .add_message::<FinishAnimations>()
        .add_message::<ReplaceGame>()
        .add_message::<Open>()
        .add_message::<ShowNewGameDialogFrom>()
        .add_message::<Navigate>()
        .add_message::<HistoryRequest>()
        .add_message::<ShowDialog>();
}

/// Stop every search and forget it: the game moved on (undo, redo, a loaded game). New games
/// and changes of [`Seats`] cancel searches by themselves.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct CancelSearches;

/// A request to end the animation under way at once (the men jump to where they go).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct FinishAnimations;

/// A request to replace the game: an opened file, a pasted game, a resumed autosave (the
/// player's own game), a lesson's step, a replay, an online game's record.
#[derive(Message, Clone, Debug)]
pub struct ReplaceGame {
    /// The new game.
    pub game: AnyGame,
    /// Who plays it, when the source says.
    pub players: Option<Seats>,
    /// The activity that owns the new game (see [`Session`](super::Session)).
    pub owner: Activity,
}

/// What an [`Open`] request opens: each feature (and the New game dialog) opens itself on
/// the request that names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Feature {
    /// The lessons, at the first one not finished.
    Lessons,
    /// A puzzle near the player's rating.
    Puzzles,
    /// The Classic games window.
    Library,
    /// The Online window.
    Online,
    /// The position editor, on the position shown.
    Editor,
    /// The Review window.
    Review,
    /// The New game dialog, filled in from the current players.
    NewGame,
}

/// Opens a feature: the one way every panel (and the command line) opens one.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Open(pub Feature);

/// Opens the New game dialog for a game from this position (the editor's Play from here).
/// Without a window, Play from here is a game at one screen.
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowNewGameDialogFrom(pub AnyPosition);

/// Looking back and forth through the game. Never changes the game.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Navigate {
    /// The start position.
    First,
    /// One ply back.
    Back,
    /// One ply forward.
    Forward,
    /// The live position.
    Last,
    /// The position after this many plies.
    Ply(usize),
}

/// Changing the game's moves: undo, redo, or playing on from an earlier position.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum HistoryRequest {
    /// Take back the last move; against the AI, back to the human's turn.
    Undo,
    /// Replay what was taken back; against the AI, up to the human's next turn.
    Redo,
    /// Take back every move after this ply (they can be redone).
    PlayFrom(usize),
}

/// A window of the record that a key opens (Ctrl+S, Ctrl+O).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Save the game.
    Save,
    /// Open a saved game.
    Open,
}

/// Opens a window of the record.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShowDialog(pub Dialog);
