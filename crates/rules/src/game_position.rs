//! What a [`crate::Game`] (and a searcher) needs of a position, whatever its board: the one
//! API over Lasca 7x7's [`Position`] and the 8x8 games' [`Position8`].
//!
//! The two position types stay apart (so Lasca's 7x7 generator keeps its fixed-size lists
//! and its speed); code that plays any variant is written once, generic over this trait, and
//! compiled for each type.

use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use crate::board::{self, Geometry, ParseMoveError};
use crate::column::Colour;
use crate::position::{MoveList, Position};
use crate::position8::Position8;
use crate::shared::IllegalMove;
use crate::variant::Variant;
use crate::{Move, Move8};

/// A move of some board: printed and parsed in the notation of `docs/RULES.md`.
pub trait GameMove:
    Copy + Eq + std::hash::Hash + fmt::Debug + fmt::Display + Send + Sync + 'static
{
    /// Whether the move jumps (a flying king's step and jump can share a path, so this is
    /// the move's own mark, not its length).
    fn is_capture(self) -> bool;
    /// Reads a move, for a [`crate::Game`]'s `play_str`.
    fn parse_for_game(text: &str) -> Result<Self, ParseMoveError>;
}

/// A position of one of the variants: what a game record and a search use.
pub trait GamePosition:
    Copy + Eq + fmt::Debug + fmt::Display + FromStr + Send + Sync + 'static
{
    /// The moves of this board.
    type Move: GameMove;
    /// The legal moves' list (a fixed-size array on 7x7, a vector on 8x8).
    type Moves: Deref<Target = [Self::Move]> + Default + Clone + fmt::Debug;

    /// The variant this position is played by.
    fn variant(&self) -> Variant;
    /// The side to move.
    fn side_to_move(&self) -> Colour;
    /// Every legal move, in the generator's fixed order.
    fn legal_moves(&self) -> Self::Moves;
    /// Whether the side to move has a legal move.
    fn has_legal_move(&self) -> bool;
    /// Whether the side to move must capture.
    fn must_capture(&self) -> bool;
    /// Whether `colour` commands at least one column.
    fn commands_a_column(&self, colour: Colour) -> bool;
    /// How many men of `colour` stand on the board, free or prisoner (a game never changes
    /// it).
    fn men_count(&self, colour: Colour) -> usize;
    /// The Zobrist hash: equal positions hash alike.
    fn hash(&self) -> u64;
    /// The position after `mv`, which must be legal here.
    fn after_unchecked(&self, mv: Self::Move) -> Self;
    /// Plays `mv` after checking that it is legal.
    fn try_play(&mut self, mv: Self::Move) -> Result<(), IllegalMove>;

    /// Fills the empty list `moves` with the legal moves (perft fills one list in place).
    fn generate_into(&self, moves: &mut Self::Moves) {
        *moves = self.legal_moves();
    }
    /// How many legal moves the side to move has (a generator may count without listing).
    fn count_legal_moves(&self) -> usize {
        self.legal_moves().len()
    }
    /// How many legal replies all the legal moves have together: perft's last two plies.
    fn count_replies(&self) -> u64 {
        self.legal_moves()
            .iter()
            .map(|&mv| self.after_unchecked(mv).count_legal_moves() as u64)
            .sum()
    }
    /// Plays a legal move for counting only: a position may leave its hash stale.
    fn play_for_count(&mut self, mv: Self::Move) {
        *self = self.after_unchecked(mv);
    }
}

impl<B: Geometry> GameMove for board::Move<B> {
    #[inline]
    fn is_capture(self) -> bool {
        board::Move::is_capture(self)
    }

    fn parse_for_game(text: &str) -> Result<Self, ParseMoveError> {
        text.parse()
    }
}

impl GamePosition for Position {
    type Move = Move;
    type Moves = MoveList;

    #[inline]
    fn variant(&self) -> Variant {
        Variant::Lasca7
    }
    #[inline]
    fn side_to_move(&self) -> Colour {
        Position::side_to_move(self)
    }
    #[inline]
    fn legal_moves(&self) -> MoveList {
        Position::legal_moves(self)
    }
    #[inline]
    fn has_legal_move(&self) -> bool {
        Position::has_legal_move(self)
    }
    #[inline]
    fn must_capture(&self) -> bool {
        Position::must_capture(self)
    }
    #[inline]
    fn commands_a_column(&self, colour: Colour) -> bool {
        !self.commanded_by(colour).is_empty()
    }
    #[inline]
    fn hash(&self) -> u64 {
        Position::hash(self)
    }
    fn men_count(&self, colour: Colour) -> usize {
        Position::men_count(self, colour)
    }
    #[inline]
    fn after_unchecked(&self, mv: Move) -> Position {
        Position::after_unchecked(self, mv)
    }
    #[inline]
    fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        Position::try_play(self, mv)
    }
    #[inline]
    fn generate_into(&self, moves: &mut MoveList) {
        Position::generate(self, moves);
    }
    #[inline]
    fn count_legal_moves(&self) -> usize {
        Position::count_legal_moves(self)
    }
    #[inline]
    fn count_replies(&self) -> u64 {
        Position::count_replies(self)
    }
    #[inline]
    fn play_for_count(&mut self, mv: Move) {
        self.play_keeping::<false>(mv);
    }
}

impl GamePosition for Position8 {
    type Move = Move8;
    type Moves = Vec<Move8>;

    #[inline]
    fn variant(&self) -> Variant {
        Position8::variant(self).variant()
    }
    #[inline]
    fn side_to_move(&self) -> Colour {
        Position8::side_to_move(self)
    }
    #[inline]
    fn legal_moves(&self) -> Vec<Move8> {
        Position8::legal_moves(self)
    }
    #[inline]
    fn has_legal_move(&self) -> bool {
        Position8::has_legal_move(self)
    }
    #[inline]
    fn must_capture(&self) -> bool {
        Position8::must_capture(self)
    }
    #[inline]
    fn commands_a_column(&self, colour: Colour) -> bool {
        !self.commanded_by(colour).is_empty()
    }
    #[inline]
    fn hash(&self) -> u64 {
        Position8::hash(self)
    }
    fn men_count(&self, colour: Colour) -> usize {
        Position8::men_count(self, colour)
    }
    #[inline]
    fn after_unchecked(&self, mv: Move8) -> Position8 {
        Position8::after_unchecked(self, mv)
    }
    #[inline]
    fn try_play(&mut self, mv: Move8) -> Result<(), IllegalMove> {
        Position8::try_play(self, mv)
    }
    #[inline]
    fn generate_into(&self, moves: &mut Vec<Move8>) {
        Position8::generate(self, moves);
    }
    #[inline]
    fn play_for_count(&mut self, mv: Move8) {
        self.play_unchecked(mv);
    }
}
