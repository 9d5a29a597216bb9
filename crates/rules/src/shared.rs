//! What every board shares besides squares and moves: why a position is not one, and why a move cannot be played, worked out the same way on every board.

use crate::board::{Geometry, Move, ParseSquareError, Square, SquareSet};
use crate::column::{Colour, Column};
use crate::variant::{Variant, Variant8};

/// Why a position (a string, or columns put together by an editor) is not a position of its
/// board.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// Nothing at all.
    #[error("empty position: expected the side to move (w or b) and then squares like a1:w")]
    Empty,
    /// The side token is not `w` or `b`.
    #[error("unknown side to move `{0}` (expected w or b)")]
    UnknownSide(String),
    /// The string names an 8x8 variant (`lasca8:` or `bashni:`) where a Lasca 7x7 position
    /// is read.
    #[error(
        "this is a {0} position (8x8), not a lasca7 one: choose the variant {0} (--variant {0})"
    )]
    OtherVariant(Variant),
    /// The prefix names no variant.
    #[error("unknown variant `{0}:` (an 8x8 position begins with lasca8: or bashni:)")]
    UnknownVariant(String),
    /// No variant prefix where an 8x8 position is read (a string without one is lasca7's).
    #[error(
        "no variant: an 8x8 position begins with lasca8: or bashni: (a position without a \
         prefix is lasca7)"
    )]
    MissingVariant,
    /// The prefix `lasca7:` where an 8x8 position is read.
    #[error("`{0}:` is not an 8x8 variant (an 8x8 position begins with lasca8: or bashni:)")]
    NotEightByEight(String),
    /// The prefix names the other 8x8 variant than the one asked for.
    #[error("a {found} position where a {expected} position was expected")]
    VariantMismatch {
        /// The variant asked for.
        expected: Variant8,
        /// The variant the string names.
        found: Variant8,
    },
    /// A column token without `square:men`.
    #[error("`{0}` is not a column (expected square:men, like c3:wb)")]
    MissingColon(String),
    /// The square of a column token is wrong.
    #[error("in `{token}`: {error}")]
    BadSquare {
        /// The whole column token.
        token: String,
        /// What is wrong with its square.
        error: ParseSquareError,
    },
    /// The same square given twice.
    #[error("square {0} is named twice")]
    DuplicateSquare(String),
    /// `square:` with no men.
    #[error("`{0}` has no men (an empty square is left out)")]
    EmptyColumn(String),
    /// A letter that is not a man.
    #[error("in `{token}`: `{letter}` is not a man (w, W, b or B)")]
    BadMan {
        /// The whole column token.
        token: String,
        /// The bad letter.
        letter: char,
    },
    /// A column whose colours change more than once from top to bottom.
    #[error("column {square}:{men} alternates colours more than once")]
    Alternating {
        /// The column's square.
        square: String,
        /// Its men, top to bottom.
        men: String,
    },
    /// More men of one side than a game of the board has.
    #[error("{count} {colour} men: a side has at most {most}")]
    TooManyMen {
        /// Which side.
        colour: Colour,
        /// How many men it has.
        count: usize,
        /// How many a side has in a game on this board (11 on 7x7, 12 on 8x8).
        most: usize,
    },
}

/// A position's columns, as the position string reads and writes them and the limits are
/// checked.
pub(crate) trait Columns: Sized {
    /// The board.
    type Board: Geometry;
    /// How many men a side has in a game on this board.
    const MEN_PER_SIDE: usize;
    /// The side to move.
    fn side(&self) -> Colour;
    /// The column on `square` (empty if none).
    fn column_at(&self, square: Square<Self::Board>) -> Column;
    /// Puts a column on an empty square.
    fn put(&mut self, square: Square<Self::Board>, column: Column);
}

/// The limits every position keeps, on any board: no column alternates colours more than once
/// and no side has more men than a game of the board has. The first broken one, in square
/// order, is the error.
pub(crate) fn check_limits<P: Columns>(position: &P) -> Result<(), PositionError> {
    let squares = (0..P::Board::SQUARES).filter_map(Square::<P::Board>::from_index);
    let mut counts = [0; 2];
    for square in squares {
        let column = position.column_at(square);
        if column.colour_changes() > 1 {
            return Err(PositionError::Alternating {
                square: square.to_string(),
                men: column.to_string(),
            });
        }
        for (count, colour) in counts.iter_mut().zip(Colour::BOTH) {
            *count += column.count(colour);
        }
    }
    for (count, colour) in counts.into_iter().zip(Colour::BOTH) {
        if count > P::MEN_PER_SIDE {
            return Err(PositionError::TooManyMen {
                colour,
                count,
                most: P::MEN_PER_SIDE,
            });
        }
    }
    Ok(())
}

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
