//! The 8x8 position (`lasca8`, `bashni`): the columns on the 32 squares, the side to move and
//! the variant, whose rule settings its generator (`movegen`) reads.

mod movegen;

use arrayvec::ArrayVec;

use crate::column::{Colour, Column, Man};
use crate::shared::{IllegalMove, PositionError};
use crate::variant::Variant8;
use crate::{MAX_PATH8, Move8, SQUARE8_COUNT, Square8, SquareSet8};

/// The 8x8 start without its variant prefix (the same men for `lasca8` and `bashni`).
pub const START8: &str = "w a1:w c1:w e1:w g1:w b2:w d2:w f2:w h2:w a3:w c3:w e3:w g3:w \
                          b6:b d6:b f6:b h6:b a7:b c7:b e7:b g7:b b8:b d8:b f8:b h8:b";

/// A position of `lasca8` or `bashni`: every column, the side to move and the variant, which
/// decides how the columns move.
///
/// Its string is the 7x7 one on 8x8 squares after a prefix naming the variant:
/// `bashni: w a1:w c1:wb ...` ([`Position8::board_string`] leaves the prefix out). Besides the
/// columns it keeps bit sets of who commands what; they follow from the columns.
///
/// ```
/// use lasca_rules::{Position8, Variant8, perft};
///
/// // The contract's example: the king on c5 jumps b4 or e7, but a square it jumped stays
/// // blocked until the move ends, so it cannot come back over it for the other.
/// let mut position: Position8 = "bashni: w b4:b c5:W e7:b".parse()?;
/// let mut moves: Vec<String> = position.legal_moves().iter().map(|m| m.to_string()).collect();
/// moves.sort();
/// assert_eq!(moves, ["c5xa3", "c5xf8"]);
/// position.try_play("c5xf8".parse()?)?;
/// // The black man is now a prisoner under the white king.
/// assert_eq!(position.to_string(), "bashni: b b4:b f8:Wb");
///
/// // Both variants start alike; their trees part later.
/// let lasca8 = Position8::start(Variant8::Lasca8);
/// assert_eq!(lasca8.legal_moves().len(), 7);
/// assert_eq!(perft(&lasca8, 3), 302);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position8 {
    pub(super) columns: [Column; SQUARE8_COUNT],
    pub(super) side: Colour,
    pub(super) variant: Variant8,
    /// Squares holding a column.
    pub(super) occupied: SquareSet8,
    /// Squares whose commander is black.
    pub(super) black: SquareSet8,
    /// Squares whose commander is an officer.
    pub(super) officers: SquareSet8,
    /// The Zobrist hash of the columns, the side and the variant, kept in step by every change.
    pub(super) hash: u64,
}

impl Position8 {
    /// The start position of `variant` ([`START8`]), White to move.
    pub fn start(variant: Variant8) -> Position8 {
        let mut position = Position8::empty(variant, Colour::White);
        for square in Square8::ALL {
            // White fills ranks 1-3 and Black ranks 6-8.
            let colour = match square.rank() {
                0..=2 => Colour::White,
                5..=7 => Colour::Black,
                _ => continue,
            };
            position.set_column(square, Column::single(Man::soldier(colour)));
        }
        position
    }

    /// A board with no men, `side` to move (for editors and puzzles).
    pub const fn empty(variant: Variant8, side: Colour) -> Position8 {
        Position8 {
            columns: [Column::EMPTY; SQUARE8_COUNT],
            side,
            variant,
            occupied: SquareSet8::EMPTY,
            black: SquareSet8::EMPTY,
            officers: SquareSet8::EMPTY,
            hash: crate::zobrist::side_key(side) ^ crate::zobrist::variant_key8(variant as usize),
        }
    }

    /// Builds a position from columns, checking the rules' limits: no column alternates
    /// colours more than once and no side has more than 12 men.
    pub fn from_columns(
        variant: Variant8,
        columns: [Column; SQUARE8_COUNT],
        side: Colour,
    ) -> Result<Position8, PositionError> {
        let mut position = Position8::empty(variant, side);
        for square in Square8::ALL {
            position.set_column(square, columns[square.index()]);
        }
        position.validate()?;
        Ok(position)
    }

    /// Checks the limits of [`Position8::from_columns`].
    pub fn validate(&self) -> Result<(), PositionError> {
        crate::shared::check_limits(self)
    }

    /// The variant whose rules this position plays by.
    pub const fn variant(&self) -> Variant8 {
        self.variant
    }

    /// This position (the same columns and side to move) under `variant`'s rules.
    #[must_use]
    pub const fn with_variant(mut self, variant: Variant8) -> Position8 {
        self.hash ^= crate::zobrist::variant_key8(self.variant as usize)
            ^ crate::zobrist::variant_key8(variant as usize);
        self.variant = variant;
        self
    }

    /// The side to move.
    pub const fn side_to_move(&self) -> Colour {
        self.side
    }

    /// Sets the side to move.
    pub fn set_side_to_move(&mut self, side: Colour) {
        self.hash ^= crate::zobrist::side_key(self.side) ^ crate::zobrist::side_key(side);
        self.side = side;
    }

    /// The column on `square` (empty if none).
    pub const fn column(&self, square: Square8) -> Column {
        self.columns[square.index()]
    }

    /// Puts `column` on `square`, replacing what stood there. Does not check the limits of
    /// [`Position8::validate`].
    pub fn set_column(&mut self, square: Square8, column: Column) {
        let index = square.index();
        self.hash ^= crate::zobrist::column_key8(index, self.columns[index])
            ^ crate::zobrist::column_key8(index, column);
        self.columns[index] = column;
        self.occupied.remove(square);
        self.black.remove(square);
        self.officers.remove(square);
        if let Some(commander) = column.commander() {
            self.occupied.insert(square);
            if commander.colour == Colour::Black {
                self.black.insert(square);
            }
            if commander.officer {
                self.officers.insert(square);
            }
        }
    }

    /// The Zobrist hash of the columns, the side to move and the variant, kept up to date
    /// by every change.
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash worked out from scratch (tests compare it with [`Position8::hash`]).
    pub fn recompute_hash(&self) -> u64 {
        let mut hash = crate::zobrist::side_key(self.side)
            ^ crate::zobrist::variant_key8(self.variant as usize);
        for square in self.occupied.iter() {
            hash ^= crate::zobrist::column_key8(square.index(), self.columns[square.index()]);
        }
        hash
    }

    /// Squares holding a column.
    pub const fn occupied(&self) -> SquareSet8 {
        self.occupied
    }

    /// Squares whose column `colour` commands.
    pub fn commanded_by(&self, colour: Colour) -> SquareSet8 {
        match colour {
            Colour::White => self.occupied - self.black,
            Colour::Black => self.black,
        }
    }

    /// Squares whose commander is an officer.
    pub const fn officer_commanded(&self) -> SquareSet8 {
        self.officers
    }

    /// How many men of `colour` are on the board, free or prisoner.
    pub fn men_count(&self, colour: Colour) -> usize {
        self.columns.iter().map(|column| column.count(colour)).sum()
    }

    /// Every occupied square and its column, in square order.
    pub fn columns(&self) -> impl Iterator<Item = (Square8, Column)> + '_ {
        self.occupied
            .iter()
            .map(|square| (square, self.column(square)))
    }

    /// The legal moves of the side to move, always in the same order for the same position.
    pub fn legal_moves(&self) -> Vec<Move8> {
        let mut moves = Vec::new();
        self.generate(&mut moves);
        moves
    }

    /// Whether the side to move must capture.
    pub fn must_capture(&self) -> bool {
        self.can_capture()
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        self.can_capture() || self.can_step()
    }

    /// The squares whose commanders a capture takes, in the order jumped (none for a step).
    ///
    /// Between two landings of a capture lies exactly one column, the one jumped (a flying
    /// king's path crosses only empty squares besides it). The move's start square counts as
    /// empty, as it is during the move.
    pub fn jumped_squares(&self, mv: Move8) -> ArrayVec<Square8, { MAX_PATH8 - 1 }> {
        let mut jumped = ArrayVec::new();
        if !mv.is_capture() {
            return jumped;
        }
        let standing = self.occupied - mv.from().bit();
        for (from, to) in mv.path().zip(mv.path().skip(1)) {
            if let Some(over) = from.squares_between(to).find(|&s| standing.contains(s)) {
                jumped.push(over);
            }
        }
        jumped
    }

    /// Plays a move without checking that it is legal: for moves from
    /// [`Position8::legal_moves`] or checked before. An illegal move leaves a position that the
    /// rules cannot reach (never undefined behaviour); use [`Position8::try_play`] for moves
    /// from outside.
    pub fn play_unchecked(&mut self, mv: Move8) {
        self.play_keeping_prisoners(mv, true);
    }

    /// [`Position8::play_unchecked`], with each jumped commander put under the moving column
    /// (`stack`) or taken off the board: without stacking, the move machinery is English
    /// checkers' (`lasca8`) or Russian draughts' (`bashni`), the contract's cross-check.
    pub(crate) fn play_keeping_prisoners(&mut self, mv: Move8, stack: bool) {
        let from = mv.from();
        let mut moving = self.column(from);
        let jumped = self.jumped_squares(mv);
        self.set_column(from, Column::EMPTY);
        for over in jumped {
            if let Some((prisoner, rest)) = self.column(over).pop_commander() {
                if stack {
                    moving = moving.with_bottom(prisoner);
                }
                self.set_column(over, rest);
            }
        }
        // A soldier that reaches its far rank anywhere on the path is promoted: in lasca8 the
        // move ends there, in bashni it goes on as a king.
        if let Some(commander) = moving.commander()
            && !commander.officer
            && mv
                .path()
                .skip(1)
                .any(|square| square.is_promotion_rank(commander.colour))
        {
            moving = moving.with_commander_promoted();
        }
        self.set_column(mv.to(), moving);
        self.set_side_to_move(self.side.opponent());
    }

    /// The position after a move, without checking that it is legal (see
    /// [`Position8::play_unchecked`]).
    #[must_use]
    pub fn after_unchecked(&self, mv: Move8) -> Position8 {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    /// Checks `mv` against the legal moves and plays it, or says why it is illegal.
    pub fn try_play(&mut self, mv: Move8) -> Result<(), IllegalMove> {
        self.check_legal(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Checks that `mv` is legal here, with a reason when it is not.
    pub fn check_legal(&self, mv: Move8) -> Result<(), IllegalMove> {
        let legal = self.legal_moves();
        crate::shared::check_legal(&legal, mv, self.commanded_by(self.side), self.side)
    }
}

impl Default for Position8 {
    /// The `lasca8` start.
    fn default() -> Position8 {
        Position8::start(Variant8::Lasca8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::MEN_PER_SIDE8;

    #[test]
    fn the_built_start_is_the_start_string() {
        for variant in Variant8::ALL {
            let start = Position8::start(variant);
            assert_eq!(start.board_string(), START8);
            assert_eq!(Position8::parse_board(variant, START8), Ok(start));
            assert_eq!(start.men_count(Colour::White), MEN_PER_SIDE8);
            assert_eq!(start.men_count(Colour::Black), MEN_PER_SIDE8);
        }
    }

    #[test]
    fn a_column_holds_all_24_men() {
        let men = std::iter::repeat_n(Man::officer(Colour::White), 12)
            .chain(std::iter::repeat_n(Man::soldier(Colour::Black), 12));
        let column = men.fold(Column::EMPTY, Column::with_bottom);
        assert_eq!(column.height(), 24);
        assert_eq!(column.to_string(), "WWWWWWWWWWWWbbbbbbbbbbbb");
        assert_eq!(column.count(Colour::Black), 12);
        assert_eq!(column.officers(Colour::White), 12);
        assert_eq!(column.colour_changes(), 1);
        let (commander, rest) = column.pop_commander().unwrap();
        assert_eq!(commander, Man::officer(Colour::White));
        assert_eq!(rest.height(), 23);
        assert_eq!(rest.with_bottom(commander).man(23), Some(commander));
    }
}
