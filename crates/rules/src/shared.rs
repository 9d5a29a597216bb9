//! What every board shares besides squares and moves: how many men a side has, and why a move
//! cannot be played, worked out the same way on every board.

use crate::board::{Geometry, Move, SquareSet};
use crate::column::Colour;

/// How many men each side has in a game of Lasca 7x7.
pub const MEN_PER_SIDE: usize = 11;

/// How many men each side has on 8x8.
pub const MEN_PER_SIDE8: usize = 12;

/// Why a move cannot be played in a position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalMove {
    /// The start square holds no column of the side to move.
    #[error("illegal move {mv}: {from} has no column of the side to move ({side})")]
    NotYourColumn {
        /// The move as written.
        mv: String,
        /// Its start square.
        from: String,
        /// Who is to move.
        side: Colour,
    },
    /// A step while a capture is available.
    #[error("illegal move {mv}: capture is compulsory (captures: {captures})")]
    CaptureCompulsory {
        /// The move as written.
        mv: String,
        /// The legal captures, space separated.
        captures: String,
    },
    /// A capture that stops while the column can still jump.
    #[error("illegal move {mv}: the capture must go on (continue with {continuations})")]
    MustContinue {
        /// The move as written.
        mv: String,
        /// Legal moves that begin with this path.
        continuations: String,
    },
    /// Anything else: blocked, backwards soldier, no column to jump, ...
    #[error("illegal move {mv}: not a legal move here (legal: {legal})")]
    NotLegal {
        /// The move as written.
        mv: String,
        /// The legal moves, space separated.
        legal: String,
    },
}

/// Checks `mv` against a position's `legal` moves, with the reason when it is not one of
/// them; `own` are the squares the side to move commands.
pub(crate) fn check_legal<B: Geometry>(
    legal: &[Move<B>],
    mv: Move<B>,
    own: SquareSet<B>,
    side: Colour,
) -> Result<(), IllegalMove> {
    if legal.contains(&mv) {
        return Ok(());
    }
    let text = mv.to_string();
    let list = |moves: &mut dyn Iterator<Item = &Move<B>>| {
        let mut names: Vec<String> = moves.map(ToString::to_string).collect();
        names.sort();
        names.join(" ")
    };
    if !own.contains(mv.from()) {
        return Err(IllegalMove::NotYourColumn {
            mv: text,
            from: mv.from().to_string(),
            side,
        });
    }
    let continuations = list(
        &mut legal
            .iter()
            .filter(|legal| legal.len() > mv.len() && legal.starts_with(mv)),
    );
    if !continuations.is_empty() {
        return Err(IllegalMove::MustContinue {
            mv: text,
            continuations,
        });
    }
    // Captures are compulsory, so a legal list that begins with a capture holds only captures.
    if !mv.is_capture() && legal.first().is_some_and(|first| first.is_capture()) {
        return Err(IllegalMove::CaptureCompulsory {
            mv: text,
            captures: list(&mut legal.iter()),
        });
    }
    Err(IllegalMove::NotLegal {
        mv: text,
        legal: list(&mut legal.iter()),
    })
}
