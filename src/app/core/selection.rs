//! The human's selection on the board, what the player is told about it, and the column the
//! pointer inspects: written by the input and the human controller, shown by the board and
//! the panels.

use bevy::prelude::*;
use lasca_rules::{Move, Square};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<Feedback>()
        .init_resource::<Inspection>()
        .init_resource::<BoardCursor>()
        .add_message::<BoardInput>();
}

/// How long the columns that must capture flash, in seconds.
pub const FLASH_SECONDS: f32 = 1.6;

/// What the player did on the board.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardInput {
    /// Clicked a square or the column on it.
    Pick(Square),
    /// Right click or Escape: drop the selection.
    Cancel,
    /// A whole move, typed in notation (the move field checks it is legal first).
    Play(Move),
}

/// The keyboard's cursor over the 7x7 board (playable square or not), moved with the arrow
/// keys; Enter picks the square under it as a click would. Hidden until an arrow is pressed.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardCursor {
    /// (file, rank), 0 to 6 each; `None` while hidden.
    pub cell: Option<(u8, u8)>,
}

impl BoardCursor {
    /// The playable square under the cursor, if it is on one.
    pub fn square(&self) -> Option<Square> {
        let (file, rank) = self.cell?;
        Square::from_coords(file, rank)
    }

    /// Moves the cursor by (files, ranks), staying on the board.
    pub fn shift(&mut self, files: i8, ranks: i8) {
        if let Some((file, rank)) = self.cell {
            let step = |at: u8, by: i8| (at as i8 + by).clamp(0, 6) as u8;
            self.cell = Some((step(file, files), step(rank, ranks)));
        }
    }
}

/// The column being moved and the path chosen so far.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    /// The start square and each landing chosen so far (empty when nothing is selected).
    path: Vec<Square>,
    /// The legal moves that begin with `path`.
    candidates: Vec<Move>,
}

impl Selection {
    /// The selected column's square.
    pub fn from(&self) -> Option<Square> {
        self.path.first().copied()
    }

    /// The start square and the landings chosen so far.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// The legal moves that continue the path.
    pub fn candidates(&self) -> &[Move] {
        &self.candidates
    }

    /// Selects the column on `from`, which can play `moves`.
    pub(crate) fn start(&mut self, from: Square, moves: Vec<Move>) {
        self.path = vec![from];
        self.candidates = moves;
    }

    /// The squares the path can go on to: the lit squares.
    pub fn landings(&self) -> Vec<Square> {
        let next = self.path.len();
        let mut landings: Vec<Square> = self
            .candidates
            .iter()
            .filter(|mv| mv.len() > next)
            .map(|mv| mv.square(next))
            .collect();
        landings.sort_by_key(|square| square.index());
        landings.dedup();
        landings
    }

    /// Whether a hop has been chosen (the selection can then only go on or be cancelled).
    pub fn has_hopped(&self) -> bool {
        self.path.len() > 1
    }

    /// Drops the selection.
    pub(crate) fn clear(&mut self) {
        self.path.clear();
        self.candidates.clear();
    }

    /// The move the path completes, if it is one.
    pub(crate) fn complete(&self) -> Option<Move> {
        self.candidates
            .iter()
            .copied()
            .find(|mv| mv.len() == self.path.len())
    }

    /// Adds a landing to the path; only the moves that go on through it stay candidates.
    pub(crate) fn extend(&mut self, to: Square) {
        self.path.push(to);
        let len = self.path.len();
        let path = &self.path;
        self.candidates
            .retain(|mv| mv.len() >= len && mv.path().take(len).eq(path.iter().copied()));
    }
}

/// What the player is told after a pick that did nothing: a message and the columns to flash.
#[derive(Resource, Default, Debug)]
pub struct Feedback {
    /// A sentence for the HUD.
    pub message: Option<String>,
    /// Columns that must capture, flashing while `flash` runs.
    pub must_capture: Vec<Square>,
    /// Seconds of flashing left.
    pub flash: f32,
    /// Columns a hint lights (a puzzle's Hint), in the hint's colour, until a move or a reset.
    pub hint: Vec<Square>,
}

/// What the player is looking into: the hovered column, and whether it is spread out.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Inspection {
    /// The square under the pointer.
    pub hovered: Option<Square>,
    /// The exploded view is held: the hovered column's men are spread apart.
    pub exploded: bool,
}
