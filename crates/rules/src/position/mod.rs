//! A position: the columns on the 25 squares and the side to move; play and the legality check.
//!
//! Its parts: [`movegen`] (the move generator and its visitors), [`notation`] (the position
//! string of `docs/RULES.md`: parsing and printing) and [`perft`](mod@perft) (counting the move
//! tree).

mod movegen;
mod notation;
mod perft;

use crate::column::{Colour, Column, Man};
use crate::moves::{Move, MoveList};
use crate::square::{ParseSquareError, SQUARE_COUNT, Square, SquareSet};
use crate::zobrist;

pub use perft::{perft, perft_divide};

/// How many men each side has in a game.
pub const MEN_PER_SIDE: usize = 11;

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

/// Why a position (a string, or columns put together by an editor) is not a Lasca position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// Nothing at all.
    #[error("empty position: expected the side to move (w or b) and then squares like a1:w")]
    Empty,
    /// The first token is not `w` or `b`.
    #[error("unknown side to move `{0}` (expected w or b)")]
    UnknownSide(String),
    /// The string names an 8x8 variant (`lasca8:` or `bashni:`) where a Lasca 7x7 position
    /// is read.
    #[error(
        "this is a {0} position (8x8), not a lasca7 one: choose the variant {0} (--variant {0})"
    )]
    OtherVariant(crate::Variant),
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
    /// More men of one side than a game has.
    #[error("{count} {colour} men: a side has at most 11")]
    TooManyMen {
        /// Which side.
        colour: Colour,
        /// How many men it has.
        count: usize,
    },
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
        for square in Square::ALL {
            let column = self.column(square);
            if column.colour_changes() > 1 {
                return Err(PositionError::Alternating {
                    square: square.to_string(),
                    men: column.to_string(),
                });
            }
        }
        for colour in Colour::BOTH {
            let count = self.men_count(colour);
            if count > MEN_PER_SIDE {
                return Err(PositionError::TooManyMen { colour, count });
            }
        }
        Ok(())
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
    fn play_keeping<const HASH: bool>(&mut self, mv: Move) {
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
        if legal.contains(&mv) {
            return Ok(());
        }
        let text = mv.to_string();
        let list = |moves: &mut dyn Iterator<Item = &Move>| {
            let mut names: Vec<String> = moves.map(ToString::to_string).collect();
            names.sort();
            names.join(" ")
        };
        if !self.commanded_by(self.side).contains(mv.from()) {
            return Err(IllegalMove::NotYourColumn {
                mv: text,
                from: mv.from().to_string(),
                side: self.side,
            });
        }
        let continuations = list(&mut legal.iter().filter(|legal| {
            legal.len() > mv.len() && mv.path().zip(legal.path()).all(|(a, b)| a == b)
        }));
        if !continuations.is_empty() {
            return Err(IllegalMove::MustContinue {
                mv: text,
                continuations,
            });
        }
        if !mv.is_capture() && self.must_capture() {
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
    use crate::moves::{MAX_MOVES, MOST_MOVES};

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
        let mut position = Position::empty(Colour::White);
        position.set_column(from, Column::single(Man::officer(Colour::White)));
        for over in Square::ALL {
            let interior = (1..=5).contains(&over.file()) && (1..=5).contains(&over.rank());
            if over.file() % 2 != from.file() % 2 && interior {
                position.set_column(over, Column::single(Man::soldier(Colour::Black)));
            }
        }
        assert!(position.validate().is_ok());
        position.count_legal_moves()
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
