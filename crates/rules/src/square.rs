//! The 25 playable squares and the geometry of diagonal moves on them.

use std::fmt;
use std::str::FromStr;

use crate::Colour;

/// One of the 25 playable squares, numbered 0 (`a1`) to 24 (`g7`) rank by rank from White's side.
///
/// The numbering is `(7 * rank + file) / 2` (both from 0), which makes every diagonal a constant
/// shift: up-right is `+4`, up-left `+3`, down-right `-3`, down-left `-4`. Lasker's 1911 numbers
/// are this index plus one.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// The number of playable squares.
pub const SQUARE_COUNT: usize = 25;

/// A set of squares, bit `i` for [`Square`] `i` (like shakmaty's `Bitboard`).
///
/// Bits above the 25 squares are always clear, so `==`, [`SquareSet::len`] and the operators
/// need no mask. The operators are set operations: `&` intersection, `|` union, `^` symmetric
/// difference, `-` difference and `!` complement within the 25 squares.
///
/// ```
/// use lasca_rules::{Square, SquareSet};
///
/// let c3: Square = "c3".parse().unwrap();
/// let d4: Square = "d4".parse().unwrap();
/// let mut set = SquareSet::EMPTY;
/// set.insert(c3);
/// set.insert(d4);
/// assert_eq!(set.len(), 2);
/// assert!(set.contains(d4) && !(set - d4.bit()).contains(d4));
/// assert_eq!(set.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["c3", "d4"]);
/// assert_eq!((!set).len(), 23);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct SquareSet(u32);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// Every playable square.
    pub const ALL: SquareSet = SquareSet((1 << SQUARE_COUNT) - 1);

    /// The set with these bits (bit `i` for square `i`); bits above the 25 squares are dropped.
    #[inline]
    pub const fn from_bits(bits: u32) -> SquareSet {
        SquareSet(bits & SquareSet::ALL.0)
    }

    /// The bits of the set, bit `i` for square `i`.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bit().0 != 0
    }

    /// Adds `square`; says whether it was new.
    #[inline]
    pub const fn insert(&mut self, square: Square) -> bool {
        let new = !self.contains(square);
        self.0 |= square.bit().0;
        new
    }

    /// Takes `square` out; says whether it was there.
    #[inline]
    pub const fn remove(&mut self, square: Square) -> bool {
        let present = self.contains(square);
        self.0 &= !square.bit().0;
        present
    }

    /// How many squares the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no square.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The square with the lowest index, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }

    /// The squares in index order (canonical order, `a1` first).
    #[inline]
    pub const fn iter(self) -> SquareSetIter {
        SquareSetIter(self.0)
    }
}

/// The squares of a [`SquareSet`] in index order, from [`SquareSet::iter`].
#[derive(Clone, Debug)]
pub struct SquareSetIter(u32);

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let square = SquareSet(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for SquareSetIter {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = 31 - self.0.leading_zeros();
        self.0 &= !(1 << index);
        Some(Square(index as u8))
    }
}

impl ExactSizeIterator for SquareSetIter {}

impl std::iter::FusedIterator for SquareSetIter {}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;

    #[inline]
    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        set.extend(squares);
        set
    }
}

impl Extend<Square> for SquareSet {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, squares: I) {
        for square in squares {
            self.insert(square);
        }
    }
}

impl From<Square> for SquareSet {
    #[inline]
    fn from(square: Square) -> SquareSet {
        square.bit()
    }
}

/// The binary set operators and their assigning forms, each on the bits.
macro_rules! set_operators {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident, $op:tt;)*) => {$(
        impl std::ops::$trait for SquareSet {
            type Output = SquareSet;

            #[inline]
            fn $method(self, other: SquareSet) -> SquareSet {
                SquareSet(self.0 $op other.0)
            }
        }

        impl std::ops::$assign_trait for SquareSet {
            #[inline]
            fn $assign_method(&mut self, other: SquareSet) {
                *self = *self $op other;
            }
        }
    )*};
}

set_operators! {
    BitAnd bitand BitAndAssign bitand_assign, &;
    BitOr bitor BitOrAssign bitor_assign, |;
    BitXor bitxor BitXorAssign bitxor_assign, ^;
}

impl std::ops::Sub for SquareSet {
    type Output = SquareSet;

    /// The squares of `self` that are not in `other`.
    #[inline]
    fn sub(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & !other.0)
    }
}

impl std::ops::SubAssign for SquareSet {
    #[inline]
    fn sub_assign(&mut self, other: SquareSet) {
        *self = *self - other;
    }
}

impl std::ops::Not for SquareSet {
    type Output = SquareSet;

    /// Every playable square not in the set.
    #[inline]
    fn not(self) -> SquareSet {
        SquareSet(!self.0 & SquareSet::ALL.0)
    }
}

const fn file_mask(file: u8) -> SquareSet {
    let mut mask = 0;
    let mut i = 0;
    while i < SQUARE_COUNT {
        if (2 * i) % 7 == file as usize {
            mask |= 1 << i;
        }
        i += 1;
    }
    SquareSet(mask)
}

const fn rank_mask(rank: u8) -> SquareSet {
    let mut mask = 0;
    let mut i = 0;
    while i < SQUARE_COUNT {
        if (2 * i) / 7 == rank as usize {
            mask |= 1 << i;
        }
        i += 1;
    }
    SquareSet(mask)
}

pub(crate) const FILE_A: SquareSet = file_mask(0);
pub(crate) const FILE_G: SquareSet = file_mask(6);
/// Rank 7, where White's soldiers are promoted.
pub const RANK_7: SquareSet = rank_mask(6);
/// Rank 1, where Black's soldiers are promoted.
pub const RANK_1: SquareSet = rank_mask(0);

/// The far rank of `colour`, where its soldiers are promoted.
#[inline]
pub(crate) const fn promotion_rank(colour: Colour) -> SquareSet {
    match colour {
        Colour::White => RANK_7,
        Colour::Black => RANK_1,
    }
}

/// A diagonal direction, seen from White's side of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Toward rank 7 and file g.
    UpRight,
    /// Toward rank 7 and file a.
    UpLeft,
    /// Toward rank 1 and file g.
    DownRight,
    /// Toward rank 1 and file a.
    DownLeft,
}

impl Direction {
    /// All four diagonals.
    pub const ALL: [Direction; 4] = [
        Direction::UpRight,
        Direction::UpLeft,
        Direction::DownRight,
        Direction::DownLeft,
    ];

    /// The two directions a soldier of `colour` may move in.
    pub const fn forward(colour: Colour) -> [Direction; 2] {
        match colour {
            Colour::White => [Direction::UpRight, Direction::UpLeft],
            Colour::Black => [Direction::DownRight, Direction::DownLeft],
        }
    }

    /// The directions a soldier of `colour` may move in, as a slice of [`Direction::ALL`].
    pub(crate) const fn forward_slice(colour: Colour) -> &'static [Direction] {
        match colour {
            Colour::White => Direction::ALL.split_at(2).0,
            Colour::Black => Direction::ALL.split_at(2).1,
        }
    }

    /// The index shift of one step in this direction.
    pub(crate) const fn shift(self) -> i8 {
        match self {
            Direction::UpRight => 4,
            Direction::UpLeft => 3,
            Direction::DownRight => -3,
            Direction::DownLeft => -4,
        }
    }

    /// Squares from which one step in this direction stays on the board.
    pub(crate) const fn step_sources(self) -> SquareSet {
        match self {
            Direction::UpRight | Direction::DownRight => SquareSet(SquareSet::ALL.0 & !FILE_G.0),
            Direction::UpLeft | Direction::DownLeft => SquareSet(SquareSet::ALL.0 & !FILE_A.0),
        }
    }

    /// Moves every square of `set` one step this way; squares that would leave the board vanish.
    #[inline]
    pub(crate) const fn step_set(self, set: SquareSet) -> SquareSet {
        let set = set.0 & self.step_sources().0;
        let shift = self.shift();
        if shift > 0 {
            SquareSet::from_bits(set << shift)
        } else {
            SquareSet(set >> -shift)
        }
    }

    /// Moves every square of `set` one step against this direction.
    #[inline]
    pub(crate) const fn step_back_set(self, set: SquareSet) -> SquareSet {
        let shift = self.shift();
        let moved = if shift > 0 {
            set.0 >> shift
        } else {
            set.0 << -shift
        };
        SquareSet(moved & self.step_sources().0)
    }
}

impl Square {
    /// Every square in canonical order (`a1 c1 e1 g1 b2 ... g7`).
    pub const ALL: [Square; SQUARE_COUNT] = {
        let mut all = [Square(0); SQUARE_COUNT];
        let mut i = 0;
        while i < SQUARE_COUNT {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square with this index (0..25), if there is one.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARE_COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is a playable square.
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 7 && rank < 7 && (file + rank).is_multiple_of(2) {
            Some(Square((7 * rank + file) / 2))
        } else {
            None
        }
    }

    /// The square with Lasker's 1911 number (1..=25).
    pub const fn from_lasker(number: u8) -> Option<Square> {
        if number >= 1 && number as usize <= SQUARE_COUNT {
            Some(Square(number - 1))
        } else {
            None
        }
    }

    /// This square's index, 0..25.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Lasker's 1911 number of this square, 1..=25.
    pub const fn lasker(self) -> u8 {
        self.0 + 1
    }

    /// The file, 0 (`a`) to 6 (`g`).
    pub const fn file(self) -> u8 {
        (2 * self.0) % 7
    }

    /// The rank, 0 (rank 1) to 6 (rank 7).
    pub const fn rank(self) -> u8 {
        (2 * self.0) / 7
    }

    /// This square as a one-bit [`SquareSet`].
    #[inline]
    pub const fn bit(self) -> SquareSet {
        SquareSet(1 << self.0)
    }

    /// The neighbouring square one step in `direction`, if it is on the board.
    pub const fn step(self, direction: Direction) -> Option<Square> {
        direction.step_set(self.bit()).first()
    }

    /// The square one step toward `direction`; `self` must have one (it is in
    /// `direction.step_sources()`).
    #[inline]
    pub(crate) const fn ahead(self, direction: Direction) -> Square {
        Square((self.0 as i8 + direction.shift()) as u8)
    }

    /// The direction and distance (1 or 2 steps) from `self` to `to`, if they share a diagonal
    /// that close.
    pub fn direction_to(self, to: Square) -> Option<(Direction, u8)> {
        let (df, dr) = (
            i16::from(to.file()) - i16::from(self.file()),
            i16::from(to.rank()) - i16::from(self.rank()),
        );
        if df.abs() != dr.abs() || !(1..=2).contains(&df.abs()) {
            return None;
        }
        let direction = match (df > 0, dr > 0) {
            (true, true) => Direction::UpRight,
            (false, true) => Direction::UpLeft,
            (true, false) => Direction::DownRight,
            (false, false) => Direction::DownLeft,
        };
        Some((direction, df.unsigned_abs() as u8))
    }

    /// The square between two squares two steps apart on a diagonal.
    pub fn between(self, to: Square) -> Option<Square> {
        match self.direction_to(to) {
            Some((direction, 2)) => self.step(direction),
            _ => None,
        }
    }

    /// Whether this square is on the rank where soldiers of `colour` are promoted.
    pub const fn is_promotion_rank(self, colour: Colour) -> bool {
        promotion_rank(colour).contains(self)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file()),
            char::from(b'1' + self.rank())
        )
    }
}

/// Why a square name was rejected.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParseSquareError {
    /// Not a file letter `a`..`g` followed by a rank digit `1`..`7`.
    #[error("`{0}` is not a square (a file a-g and a rank 1-7, like c3)")]
    Malformed(String),
    /// A real square, but one of the 24 unused ones.
    #[error("`{0}` is not a playable square (only squares like a1, b2, c3 are used)")]
    Unplayable(String),
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let bytes = s.as_bytes();
        let malformed = || ParseSquareError::Malformed(s.to_owned());
        let [file, rank] = bytes else {
            return Err(malformed());
        };
        if !(b'a'..=b'g').contains(file) || !(b'1'..=b'7').contains(rank) {
            return Err(malformed());
        }
        Square::from_coords(file - b'a', rank - b'1')
            .ok_or_else(|| ParseSquareError::Unplayable(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_order_and_names() {
        let names: Vec<String> = Square::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(
            names.join(" "),
            "a1 c1 e1 g1 b2 d2 f2 a3 c3 e3 g3 b4 d4 f4 a5 c5 e5 g5 b6 d6 f6 a7 c7 e7 g7"
        );
        for square in Square::ALL {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
            assert_eq!(Square::from_lasker(square.lasker()), Some(square));
        }
    }

    #[test]
    fn bad_squares_are_named() {
        assert_eq!(
            "b1".parse::<Square>(),
            Err(ParseSquareError::Unplayable("b1".into()))
        );
        for bad in ["h1", "a8", "a0", "", "a", "a11", "A1", "é1"] {
            assert!(matches!(
                bad.parse::<Square>(),
                Err(ParseSquareError::Malformed(_))
            ));
        }
    }

    #[test]
    fn steps_agree_with_coordinates() {
        for square in Square::ALL {
            for direction in Direction::ALL {
                let (df, dr): (i8, i8) = match direction {
                    Direction::UpRight => (1, 1),
                    Direction::UpLeft => (-1, 1),
                    Direction::DownRight => (1, -1),
                    Direction::DownLeft => (-1, -1),
                };
                let file = square.file() as i8 + df;
                let rank = square.rank() as i8 + dr;
                let expected = if (0..7).contains(&file) && (0..7).contains(&rank) {
                    Square::from_coords(file as u8, rank as u8)
                } else {
                    None
                };
                assert_eq!(square.step(direction), expected, "{square} {direction:?}");
                let stepped = direction.step_set(square.bit());
                assert_eq!(stepped, expected.map_or(SquareSet::EMPTY, Square::bit));
                if let Some(target) = expected {
                    assert_eq!(direction.step_back_set(target.bit()), square.bit());
                    assert_eq!(square.direction_to(target), Some((direction, 1)));
                }
            }
        }
    }

    #[test]
    fn square_sets_behave_as_sets() {
        let [a1, c3, g7] = ["a1", "c3", "g7"].map(|name| name.parse::<Square>().unwrap());
        let mut set = SquareSet::EMPTY;
        assert!(set.is_empty() && set.insert(c3) && !set.insert(c3) && set.insert(g7));
        assert_eq!(set.len(), 2);
        assert!(set.contains(g7) && !set.contains(a1));
        assert_eq!(set.iter().collect::<Vec<_>>(), [c3, g7]);
        assert_eq!(set.iter().rev().collect::<Vec<_>>(), [g7, c3]);
        assert_eq!(set.iter().len(), 2);
        assert_eq!(set.first(), Some(c3));
        assert_eq!([g7, c3].into_iter().collect::<SquareSet>(), set);
        assert_eq!(set | a1.bit(), SquareSet::from_bits(set.bits() | 1));
        assert_eq!(set & c3.bit(), c3.bit());
        assert_eq!(set ^ c3.bit(), g7.bit());
        assert_eq!(set - c3.bit(), g7.bit());
        assert_eq!((!set).len(), SQUARE_COUNT - 2);
        assert_eq!(!SquareSet::EMPTY, SquareSet::ALL);
        assert_eq!(SquareSet::ALL.iter().collect::<Vec<_>>(), Square::ALL);
        assert_eq!(SquareSet::from_bits(u32::MAX), SquareSet::ALL);
        let mut assigned = set;
        assigned |= a1.bit();
        assigned &= !g7.bit();
        assigned ^= c3.bit();
        assigned -= SquareSet::EMPTY;
        assert_eq!(assigned, a1.bit());
        assert!(assigned.remove(a1) && !assigned.remove(a1) && assigned.is_empty());
        assert_eq!(SquareSet::from(a1), a1.bit());
        assert_eq!(RANK_1.len() + RANK_7.len(), 8);
    }
}
