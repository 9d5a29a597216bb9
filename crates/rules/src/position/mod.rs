//! A position: the columns on the 25 squares and the side to move; play and the legality check.
//!
//! Its parts: [`movegen`] (the move generator and its visitors), [`notation`] (the position
//! string of `docs/RULES.md`: parsing and printing) and [`perft`](mod@perft) (counting the move
//! tree).

mod movegen;

use arrayvec::ArrayVec;

use crate::column::{Colour, Column, Man};
use crate::shared::{IllegalMove, PositionError};
use crate::zobrist;
use crate::{Move, SQUARE_COUNT, Square, SquareSet};

/// Room for every legal move of any position, with a wide margin.
///
/// Steps are at most 44: two per soldier, four per officer, eleven men. Captures branch, but
/// a capture lands only on squares of its start's lattice (`a c e g` x `1 3 5 7`, 16 squares,
/// or `b d f` x `2 4 6`, 9 squares) and jumps squares of the other, each at most once. From
/// one start, the most capture paths are those on a board where every jumpable square holds an
/// enemy and every landing square is empty: at most 16 (from `c3 e3 c5 e5`; 14 from the other
/// edge squares of that lattice, 9 from its corners, 4 or fewer from the 9-square lattice).
/// No position has more from that start, since fewer enemies or more blocked landings only
/// end paths earlier, and each path that ends earlier is the start of a different full path.
/// So a side of 11 columns has at most 162 captures (the 11 largest figures), and 25
/// capturers would still have at most 236. The most found by searching positions is 34
/// ([`MOST_MOVES`]). The list's `push` panics rather than drop a move, so the bound is
/// checked where it matters; the tests recount every figure above.
pub const MAX_MOVES: usize = 512;

/// The position with the most legal moves found (34 captures): four white officers on rank 1
/// and a black man on every square they can jump. Found by an exhaustive search over white
/// officers on the 16-square lattice and a random search over all boards.
pub const MOST_MOVES: &str = "w a1:W c1:W e1:W g1:W b2:b d2:b f2:b b4:b d4:b f4:b b6:b d6:b f6:b";

/// A list of moves on the stack, as move generation produces it.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// The start position's string.
pub const START: &str = "w a1:w c1:w e1:w g1:w b2:w d2:w f2:w a3:w c3:w e3:w g3:w \
                         a5:b c5:b e5:b g5:b b6:b d6:b f6:b a7:b c7:b e7:b g7:b";

/// [`START`], built at compile time (a test checks that it is what parsing [`START`] gives).
const START_POSITION: Position = {
    let mut position = Position::empty(Colour::White);
    let mut i = 0;
    while i < SQUARE_COUNT {
        let square = Square::ALL[i];
        // White fills ranks 1-3 and Black ranks 5-7; rank 4 starts empty.
        match square.rank() {
            0..=2 => position.set_column(square, Column::single(Man::soldier(Colour::White))),
            4..=6 => position.set_column(square, Column::single(Man::soldier(Colour::Black))),
            _ => {}
        }
        i += 1;
    }
    position
};

/// A position: every column and the side to move.
///
/// Besides the columns it keeps square sets of who commands what (for fast move generation),
/// of the man under each commander (who commands a column once its commander is taken), and
/// an incremental Zobrist-style hash; all follow from the columns and are kept in step by
/// every change. The position keeps no history: [`crate::Game`] does.
///
/// ```
/// use lasca_rules::{Move, Position};
///
/// let mut position: Position = "w c3:w d4:b a1:w".parse()?;
/// // Capture is compulsory: the only legal move is the jump over d4.
/// let moves: Vec<String> = position.legal_moves().iter().map(|m| m.to_string()).collect();
/// assert_eq!(moves, ["c3xe5"]);
/// assert!(position.try_play("a1-b2".parse()?).is_err());
/// position.try_play("c3xe5".parse()?)?;
/// // The black man is now a prisoner under the white one.
/// assert_eq!(position.to_string(), "b a1:w e5:wb");
/// // A move from the legal list needs no second check.
/// let next = position.after_unchecked(Move::from_path(&["a1".parse()?, "b2".parse()?])?);
/// assert_eq!(next.to_string(), "w b2:w e5:wb");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct Position {
    columns: [Column; SQUARE_COUNT],
    side: Colour,
    sets: Sets,
    below: Sets,
    hash: u64,
}

/// One man per square as bit sets: the commanders (all that move generation needs to know),
/// or, as `Position::below`, the man under each commander (who commands once it is taken).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Sets {
    occupied: SquareSet,
    black: SquareSet,
    officers: SquareSet,
}

impl Position {
    /// The start position ([`START`]): White to move. Built at compile time.
    pub const fn start() -> Position {
        START_POSITION
    }

    /// A board with no men, `side` to move (for editors and puzzles).
    pub const fn empty(side: Colour) -> Position {
        Position {
            columns: [Column::EMPTY; SQUARE_COUNT],
            side,
            sets: Sets::EMPTY,
            below: Sets::EMPTY,
            hash: zobrist::side_key(side),
        }
    }

    /// Builds a position from columns, checking the rules' limits: no column alternates colours
    /// more than once and no side has more than 11 men.
    pub fn from_columns(
        columns: [Column; SQUARE_COUNT],
        side: Colour,
    ) -> Result<Position, PositionError> {
        let mut position = Position::empty(side);
        for square in Square::ALL {
            position.set_column(square, columns[square.index()]);
        }
        position.validate()?;
        Ok(position)
    }

    /// Checks the limits of [`Position::from_columns`].
    pub fn validate(&self) -> Result<(), PositionError> {
        crate::shared::check_limits(self)
    }

    /// The side to move.
    pub const fn side_to_move(&self) -> Colour {
        self.side
    }

    /// Sets the side to move.
    pub fn set_side_to_move(&mut self, side: Colour) {
        if side != self.side {
            self.hash ^= zobrist::side_key(self.side) ^ zobrist::side_key(side);
            self.side = side;
        }
    }

    /// The column on `square` (empty if none).
    pub const fn column(&self, square: Square) -> Column {
        self.columns[square.index()]
    }

    /// Puts `column` on `square`, replacing what stood there. Does not check the limits of
    /// [`Position::validate`].
    #[inline]
    pub const fn set_column(&mut self, square: Square, column: Column) {
        self.put_column::<true>(square, column);
    }

    /// [`Position::set_column`], keeping the hash up to date only if `HASH`.
    #[inline]
    const fn put_column<const HASH: bool>(&mut self, square: Square, column: Column) {
        if HASH {
            let old = self.columns[square.index()];
            self.hash ^= zobrist::column_key(square, old) ^ zobrist::column_key(square, column);
        }
        self.columns[square.index()] = column;
        self.sets.put(square, column.commander());
        self.below.put(square, column.man(1));
    }

    /// The hash of this position (columns and side to move), kept up to date incrementally.
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (tests compare it with [`Position::hash`]).
    pub fn recompute_hash(&self) -> u64 {
        Square::ALL
            .iter()
            .fold(zobrist::side_key(self.side), |hash, &square| {
                hash ^ zobrist::column_key(square, self.column(square))
            })
    }

    /// Squares holding a column.
    pub const fn occupied(&self) -> SquareSet {
        self.sets.occupied
    }

    /// Squares whose column `colour` commands.
    pub const fn commanded_by(&self, colour: Colour) -> SquareSet {
        self.sets.commanded_by(colour)
    }

    /// Squares whose commander is an officer.
    pub const fn officer_commanded(&self) -> SquareSet {
        self.sets.officers
    }

    /// How many men of `colour` are on the board, free or prisoner.
    pub fn men_count(&self, colour: Colour) -> usize {
        self.columns.iter().map(|column| column.count(colour)).sum()
    }

    /// Every occupied square and its column, in square order.
    pub fn columns(&self) -> impl Iterator<Item = (Square, Column)> + '_ {
        self.sets
            .occupied
            .iter()
            .map(|square| (square, self.column(square)))
    }

    /// Whether the side to move must capture.
    pub fn must_capture(&self) -> bool {
        !self.sets.capturers(self.side).is_empty()
    }

    /// The legal moves of the side to move, always in the same order for the same position
    /// (the engine's transposition table stores a best move as its index in this list).
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        moves
    }

    /// Adds the legal moves of the side to move to `moves`.
    ///
    /// # Panics
    ///
    /// If `moves` has no room left for them: an empty list always has room (see
    /// [`crate::MAX_MOVES`]).
    pub fn generate(&self, moves: &mut MoveList) {
        self.sets.visit(self.side, moves);
    }

    /// How many legal moves the side to move has (faster than generating them).
    pub fn count_legal_moves(&self) -> usize {
        self.sets.count(self.side)
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        self.must_capture() || self.sets.count(self.side) != 0
    }

    /// Who commands what after the column on `from` lands on `to`, having jumped `jumped`
    /// (none for a step), without building the next position: each jumped column is then
    /// commanded by the man that stood under its commander.
    #[inline]
    fn sets_after(&self, from: Square, to: Square, jumped: SquareSet) -> Sets {
        let lifted = jumped | from.bit();
        let keep =
            |commanders: SquareSet, below: SquareSet| (commanders - lifted) | (below & jumped);
        let mut next = Sets {
            occupied: keep(self.sets.occupied, self.below.occupied),
            black: keep(self.sets.black, self.below.black),
            officers: keep(self.sets.officers, self.below.officers),
        };
        // `to` is empty (or is `from`, lifted), so the commander's bits are only added.
        next.occupied |= to.bit();
        if self.side == Colour::Black {
            next.black |= to.bit();
        }
        if self.sets.officers.contains(from) || to.is_promotion_rank(self.side) {
            next.officers |= to.bit();
        }
        next
    }

    /// Plays a move without checking that it is legal: for moves from
    /// [`Position::legal_moves`] or checked before. An illegal move leaves a position that the
    /// rules cannot reach (never undefined behaviour); use [`Position::try_play`] for moves
    /// from outside.
    pub fn play_unchecked(&mut self, mv: Move) {
        self.play_keeping::<true>(mv);
    }

    /// [`Position::play_unchecked`], keeping the hash up to date only if `HASH`: perft never
    /// looks at the hash of the positions it goes through, so it leaves them stale.
    #[inline]
    pub(crate) fn play_keeping<const HASH: bool>(&mut self, mv: Move) {
        let from = mv.from();
        let mut moving = self.column(from);
        self.put_column::<HASH>(from, Column::EMPTY);
        for over in mv.jumped() {
            if let Some((prisoner, rest)) = self.column(over).pop_commander() {
                moving = moving.with_bottom(prisoner);
                self.put_column::<HASH>(over, rest);
            }
        }
        let to = mv.to();
        if let Some(commander) = moving.commander()
            && !commander.officer
            && to.is_promotion_rank(commander.colour)
        {
            moving = moving.with_commander_promoted();
        }
        self.put_column::<HASH>(to, moving);
        self.side = self.side.opponent();
        if HASH {
            self.hash ^= zobrist::side_key(Colour::White) ^ zobrist::side_key(Colour::Black);
        }
    }

    /// The position after a move, without checking that it is legal (see
    /// [`Position::play_unchecked`]).
    #[must_use]
    pub fn after_unchecked(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    /// Checks `mv` against the legal moves and plays it, or says why it is illegal.
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.check_legal(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Checks that `mv` is legal here, with a reason when it is not.
    pub fn check_legal(&self, mv: Move) -> Result<(), IllegalMove> {
        let legal = self.legal_moves();
        crate::shared::check_legal(&legal, mv, self.commanded_by(self.side), self.side)
    }
}

impl Sets {
    const EMPTY: Sets = Sets {
        occupied: SquareSet::EMPTY,
        black: SquareSet::EMPTY,
        officers: SquareSet::EMPTY,
    };

    /// Records the man (or emptiness) of one square.
    #[inline]
    const fn put(&mut self, square: Square, man: Option<Man>) {
        self.occupied.remove(square);
        self.black.remove(square);
        self.officers.remove(square);
        if let Some(man) = man {
            self.occupied.insert(square);
            if matches!(man.colour, Colour::Black) {
                self.black.insert(square);
            }
            if man.officer {
                self.officers.insert(square);
            }
        }
    }

    #[inline]
    const fn commanded_by(&self, colour: Colour) -> SquareSet {
        match colour {
            // Black's squares are among the occupied ones, so `^` takes them out.
            Colour::White => SquareSet::from_bits(self.occupied.bits() ^ self.black.bits()),
            Colour::Black => self.black,
        }
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.hash == other.hash && self.side == other.side && self.columns == other.columns
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::MEN_PER_SIDE;

    #[test]
    fn the_built_start_is_the_parsed_start_string() {
        let parsed: Position = START.parse().unwrap();
        let start = Position::start();
        assert_eq!(start, parsed);
        assert_eq!(start.hash(), parsed.hash());
        assert_eq!(start.hash(), start.recompute_hash());
        assert_eq!((start.sets, start.below), (parsed.sets, parsed.below));
    }

    /// The capture paths of an officer on `from` with an enemy on every square it could jump
    /// (the interior squares of the other lattice) and every landing square empty.
    fn most_captures_from(from: Square) -> usize {
        board_for_most_captures(from).count_legal_moves()
    }

    /// The board of [`most_captures_from`].
    fn board_for_most_captures(from: Square) -> Position {
        let mut position = Position::empty(Colour::White);
        position.set_column(from, Column::single(Man::officer(Colour::White)));
        for over in Square::ALL {
            let interior = (1..=5).contains(&over.file()) && (1..=5).contains(&over.rank());
            if over.file() % 2 != from.file() % 2 && interior {
                position.set_column(over, Column::single(Man::soldier(Colour::Black)));
            }
        }
        assert!(position.validate().is_ok());
        position
    }

    #[test]
    fn the_longest_path_fits_max_path() {
        // A jump lands on its start's lattice and jumps squares of the other, each once: at
        // most the 9 squares b-f x 2-6, so a path names at most 10 squares.
        let longest = Square::ALL
            .iter()
            .flat_map(|&from| board_for_most_captures(from).legal_moves())
            .map(Move::len)
            .max();
        assert_eq!(longest, Some(10));
        const { assert!(10 < crate::MAX_PATH) };
    }

    #[test]
    fn the_move_list_holds_every_position_s_moves() {
        // The argument of MAX_MOVES, recounted.
        let mut most: Vec<usize> = Square::ALL.iter().map(|&s| most_captures_from(s)).collect();
        most.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(most[..4], [16; 4]);
        let one_side: usize = most[..MEN_PER_SIDE].iter().sum();
        let every_square: usize = most.iter().sum();
        assert_eq!((one_side, every_square), (162, 236));
        // Steps: at most four per officer.
        assert!(4 * MEN_PER_SIDE < one_side);
        // The capacity is more than twice the bound for any board, let alone a real position.
        assert!(2 * every_square < MAX_MOVES);
        let worst: Position = MOST_MOVES.parse().unwrap();
        assert_eq!(worst.legal_moves().len(), 34);
        assert_eq!(worst.count_legal_moves(), 34);
        assert!(worst.legal_moves().len() * 15 < MAX_MOVES);
    }
}
