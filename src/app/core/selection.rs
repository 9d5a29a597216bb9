//! The human's selection on the board, what the player is told about it, and the column the
//! pointer inspects: written by the input and the human controller, shown by the board and
//! the panels.

use bevy::prelude::*;
use lasca_rules::{AnyMove, AnySquare};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<Feedback>()
        .init_resource::<Inspection>()
        .init_resource::<DraggedColumn>()
        .init_resource::<BoardCursor>()
        .add_message::<BoardInput>();
}

/// How long the columns that must capture flash, in seconds.
pub const FLASH_SECONDS: f32 = 1.6;

/// What the player did on the board.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardInput {
    /// Clicked a square or the column on it.
    Pick(AnySquare),
    /// Right click or Escape: drop the selection.
    Cancel,
    /// A whole move, typed in notation (the move field checks it is legal first).
    Play(AnyMove),
}

/// The keyboard's cursor over the board (playable square or not), moved with the arrow
/// keys; Enter picks the square under it as a click would. Hidden until an arrow is pressed.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardCursor {
    /// (file, rank), from 0 each; `None` while hidden.
    pub cell: Option<(u8, u8)>,
}

impl BoardCursor {
    /// The playable square under the cursor on a board `size` squares wide, if it is on one.
    pub fn square(&self, size: u8) -> Option<AnySquare> {
        let (file, rank) = self.cell?;
        AnySquare::from_coords(file, rank, size)
    }

    /// Moves the cursor by (files, ranks), staying on a board `size` squares wide.
    pub fn shift(&mut self, files: i8, ranks: i8, size: u8) {
        if let Some((file, rank)) = self.cell {
            let last = size as i8 - 1;
            let step = |at: u8, by: i8| (at as i8 + by).clamp(0, last) as u8;
            self.cell = Some((step(file, files), step(rank, ranks)));
        }
    }
}

/// The column being moved and the path chosen so far.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    /// The start square and each landing chosen so far (empty when nothing is selected).
    path: Vec<AnySquare>,
    /// The legal moves that begin with `path`.
    candidates: Vec<AnyMove>,
}

impl Selection {
    /// The selected column's square.
    pub fn from(&self) -> Option<AnySquare> {
        self.path.first().copied()
    }

    /// The start square and the landings chosen so far.
    pub fn path(&self) -> &[AnySquare] {
        &self.path
    }

    /// The legal moves that continue the path.
    pub fn candidates(&self) -> &[AnyMove] {
        &self.candidates
    }

    /// Selects the column on `from`, which can play `moves`.
    pub(crate) fn start(&mut self, from: AnySquare, moves: Vec<AnyMove>) {
        self.path = vec![from];
        self.candidates = moves;
    }

    /// The squares the path can go on to: the lit squares.
    pub fn landings(&self) -> Vec<AnySquare> {
        let next = self.path.len();
        let mut landings: Vec<AnySquare> = self
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
    pub(crate) fn complete(&self) -> Option<AnyMove> {
        self.candidates
            .iter()
            .copied()
            .find(|mv| mv.len() == self.path.len())
    }

    /// Adds a landing to the path; only the moves that go on through it stay candidates.
    pub(crate) fn extend(&mut self, to: AnySquare) {
        self.path.push(to);
        let len = self.path.len();
        let path = &self.path;
        self.candidates
            .retain(|mv| mv.len() >= len && mv.path().starts_with(path));
    }
}

/// What the player is told after a pick that did nothing: a message and the columns to flash.
#[derive(Resource, Default, Debug)]
pub struct Feedback {
    /// A sentence for the HUD.
    pub message: Option<String>,
    /// Columns that must capture, flashing while `flash` runs.
    pub must_capture: Vec<AnySquare>,
    /// Seconds of flashing left.
    pub flash: f32,
    /// Columns a hint lights (a puzzle's Hint), in the hint's colour, until a move or a reset.
    pub hint: Vec<AnySquare>,
}

/// A column the player drags to move it: its square, and where on the board's surface the
/// pointer is (the column follows it). `None` while nothing is dragged.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct DraggedColumn(pub Option<(AnySquare, Vec3)>);

/// What the player is looking into: the hovered column, and whether it is spread out.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Inspection {
    /// The square under the pointer.
    pub hovered: Option<AnySquare>,
    /// The exploded view is held: the hovered column's men are spread apart.
    pub exploded: bool,
}
