//! The rules of Lasca, Emanuel Lasker's 1911 column draughts, as `shared/RULES.md` fixes them.
//!
//! A [`Position`] holds a [`Column`] (a stack of men, the top one its commander) on each of
//! the 25 playable [`Square`]s and the side to move. [`Position::legal_moves`] lists every
//! legal [`Move`]: captures are compulsory, multi-jumps must go on while they can, no column is
//! jumped twice, and each hop takes only the jumped column's commander and puts it under the
//! jumping column. A [`Move`] is its path of squares, written `c3-d4` or `a3xc5xe3`. A
//! [`Game`] keeps the record around a position: the moves, repetitions and the result.
//! Positions and moves parse from and print to the notation of RULES.md; parsing checks form
//! and names the bad token, and checking a move against a position is a separate step
//! ([`Position::try_play`]). Nothing here does I/O or allocates while generating moves.
#![deny(missing_docs)]

mod column;
mod game;
mod moves;
mod position;
mod square;
mod zobrist;

pub use column::{Colour, Column, MAX_COLUMN_HEIGHT, Man};
pub use game::{
    DrawReason, Game, GameError, GameRecord, Outcome, RecordError, RuleSettings, WinReason,
};
pub use moves::{MAX_MOVES, MAX_PATH, Move, MoveList, ParseMoveError};
pub use position::{
    IllegalMove, MEN_PER_SIDE, Position, PositionError, START, perft, perft_divide,
};
pub use square::{
    ALL_SQUARES, Direction, ParseSquareError, RANK_1, RANK_7, SQUARE_COUNT, Square, SquareSet,
    squares,
};
