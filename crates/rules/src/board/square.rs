//! Squares, square sets and diagonal directions on any board.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use super::{Eight, Geometry, OFF, Seven};
use crate::column::Colour;

/// One of the playable squares of board `B`, numbered from 0 (`a1`) rank by rank from
/// White's side: `(B::SIZE * rank + file) / 2`, both from 0.
///
/// On 7x7 ([`Seven`]) that makes every diagonal a constant index shift (up-right `+4`, up-left
/// `+3`, down-right `-3`, down-left `-4`), and Lasker's 1911 numbers are the index plus one.
/// On 8x8 a step's shift depends on the rank, and neighbours come from the board's table.
pub struct Square<B>(u8, PhantomData<B>);

/// A set of squares of board `B`, bit `i` for square `i` (like shakmaty's `Bitboard`).
///
/// Bits above the board's squares are always clear, so `==`, [`SquareSet::len`] and the
/// operators need no mask. The operators are set operations: `&` intersection, `|` union, `^`
/// symmetric difference, `-` difference and `!` complement within the board's squares.
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
pub struct SquareSet<B>(u32, PhantomData<B>);

// The derives would ask `B` for each trait; the board is only a marker.
macro_rules! marker_impls {
    ($($name:ident)*) => {$(
        impl<B> Clone for $name<B> {
            #[inline]
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<B> Copy for $name<B> {}
        impl<B> PartialEq for $name<B> {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                self.0 == other.0
            }
        }
        impl<B> Eq for $name<B> {}
        impl<B> std::hash::Hash for $name<B> {
            #[inline]
            fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
                self.0.hash(state);
            }
        }
        impl<B> PartialOrd for $name<B> {
            #[inline]
            fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }
        impl<B> Ord for $name<B> {
            #[inline]
            fn cmp(&self, other: &Self) -> std::cmp::Ordering {
                self.0.cmp(&other.0)
            }
        }
        impl<B> fmt::Debug for $name<B> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($name), self.0)
            }
        }
    )*};
}

marker_impls!(Square SquareSet);

impl<B> Default for SquareSet<B> {
    fn default() -> Self {
        SquareSet(0, PhantomData)
    }
}

impl<B: Geometry> SquareSet<B> {
    /// No square.
    pub const EMPTY: SquareSet<B> = SquareSet(0, PhantomData);

    /// Every playable square.
    pub const ALL: SquareSet<B> = SquareSet(B::ALL_BITS, PhantomData);

    /// The set with these bits (bit `i` for square `i`); bits above the board's squares are
    /// dropped.
    #[inline]
    pub const fn from_bits(bits: u32) -> SquareSet<B> {
        SquareSet(bits & B::ALL_BITS, PhantomData)
    }

    /// The bits of the set, bit `i` for square `i`.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square<B>) -> bool {
        self.0 & square.bit().0 != 0
    }

    /// Adds `square`; says whether it was new.
    #[inline]
    pub const fn insert(&mut self, square: Square<B>) -> bool {
        let new = !self.contains(square);
        self.0 |= square.bit().0;
        new
    }

    /// Takes `square` out; says whether it was there.
    #[inline]
    pub const fn remove(&mut self, square: Square<B>) -> bool {
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
    pub const fn first(self) -> Option<Square<B>> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8, PhantomData))
        }
    }

    /// The squares in index order (canonical order, `a1` first).
    #[inline]
    pub const fn iter(self) -> SquareSetIter<B> {
        SquareSetIter(self.0, PhantomData)
    }

    /// The squares of the rank where soldiers of `colour` are promoted (the far one).
    pub const fn promotion_rank(colour: Colour) -> SquareSet<B> {
        let rank = match colour {
            Colour::White => B::SIZE - 1,
            Colour::Black => 0,
        };
        let mut bits = 0;
        let mut i = 0;
        while i < B::SQUARES {
            if Square::<B>(i as u8, PhantomData).rank() == rank {
                bits |= 1 << i;
            }
            i += 1;
        }
        SquareSet(bits, PhantomData)
    }

    /// The squares of a file (0 = `a`).
    pub const fn file(file: u8) -> SquareSet<B> {
        let mut bits = 0;
        let mut i = 0;
        while i < B::SQUARES {
            if Square::<B>(i as u8, PhantomData).file() == file {
                bits |= 1 << i;
            }
            i += 1;
        }
        SquareSet(bits, PhantomData)
    }
}

/// The squares of a [`SquareSet`] in index order, from [`SquareSet::iter`].
pub struct SquareSetIter<B>(u32, PhantomData<B>);

impl<B> Clone for SquareSetIter<B> {
    fn clone(&self) -> Self {
        SquareSetIter(self.0, PhantomData)
    }
}

impl<B> fmt::Debug for SquareSetIter<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SquareSetIter({:#x})", self.0)
    }
}

impl<B: Geometry> Iterator for SquareSetIter<B> {
    type Item = Square<B>;

    #[inline]
    fn next(&mut self) -> Option<Square<B>> {
        let square = SquareSet::<B>(self.0, PhantomData).first()?;
        self.0 &= self.0 - 1;
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl<B: Geometry> DoubleEndedIterator for SquareSetIter<B> {
    #[inline]
    fn next_back(&mut self) -> Option<Square<B>> {
        if self.0 == 0 {
            return None;
        }
        let index = 31 - self.0.leading_zeros();
        self.0 &= !(1 << index);
        Some(Square(index as u8, PhantomData))
    }
}

impl<B: Geometry> ExactSizeIterator for SquareSetIter<B> {}

impl<B: Geometry> std::iter::FusedIterator for SquareSetIter<B> {}

impl<B: Geometry> IntoIterator for SquareSet<B> {
    type Item = Square<B>;
    type IntoIter = SquareSetIter<B>;

    #[inline]
    fn into_iter(self) -> SquareSetIter<B> {
        self.iter()
    }
}

impl<B: Geometry> FromIterator<Square<B>> for SquareSet<B> {
    fn from_iter<I: IntoIterator<Item = Square<B>>>(squares: I) -> SquareSet<B> {
        let mut set = SquareSet::EMPTY;
        set.extend(squares);
        set
    }
}

impl<B: Geometry> Extend<Square<B>> for SquareSet<B> {
    fn extend<I: IntoIterator<Item = Square<B>>>(&mut self, squares: I) {
        for square in squares {
            self.insert(square);
        }
    }
}

impl<B: Geometry> From<Square<B>> for SquareSet<B> {
    #[inline]
    fn from(square: Square<B>) -> SquareSet<B> {
        square.bit()
    }
}

/// The binary set operators and their assigning forms, each on the bits.
macro_rules! set_operators {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident, $op:tt;)*) => {$(
        impl<B> std::ops::$trait for SquareSet<B> {
            type Output = SquareSet<B>;

            #[inline]
            fn $method(self, other: SquareSet<B>) -> SquareSet<B> {
                SquareSet(self.0 $op other.0, PhantomData)
            }
        }

        impl<B> std::ops::$assign_trait for SquareSet<B> {
            #[inline]
            fn $assign_method(&mut self, other: SquareSet<B>) {
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

impl<B> std::ops::Sub for SquareSet<B> {
    type Output = SquareSet<B>;

    /// The squares of `self` that are not in `other`.
    #[inline]
    fn sub(self, other: SquareSet<B>) -> SquareSet<B> {
        SquareSet(self.0 & !other.0, PhantomData)
    }
}

impl<B> std::ops::SubAssign for SquareSet<B> {
    #[inline]
    fn sub_assign(&mut self, other: SquareSet<B>) {
        *self = *self - other;
    }
}

impl<B: Geometry> std::ops::Not for SquareSet<B> {
    type Output = SquareSet<B>;

    /// Every playable square not in the set.
    #[inline]
    fn not(self) -> SquareSet<B> {
        SquareSet(!self.0 & B::ALL_BITS, PhantomData)
    }
}

/// A diagonal direction, seen from White's side of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Toward the last rank and the last file.
    UpRight,
    /// Toward the last rank and file a.
    UpLeft,
    /// Toward rank 1 and the last file.
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

    /// The two directions a soldier of `colour` moves in.
    pub const fn forward(colour: Colour) -> [Direction; 2] {
        match colour {
            Colour::White => [Direction::UpRight, Direction::UpLeft],
            Colour::Black => [Direction::DownRight, Direction::DownLeft],
        }
    }

    /// The directions a soldier of `colour` moves in, as a slice of [`Direction::ALL`].
    pub(crate) const fn forward_slice(colour: Colour) -> &'static [Direction] {
        match colour {
            Colour::White => Direction::ALL.split_at(2).0,
            Colour::Black => Direction::ALL.split_at(2).1,
        }
    }

    /// This direction's place in [`Direction::ALL`].
    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// One step's change of file and rank.
    pub(crate) const fn delta(self) -> (i8, i8) {
        match self {
            Direction::UpRight => (1, 1),
            Direction::UpLeft => (-1, 1),
            Direction::DownRight => (1, -1),
            Direction::DownLeft => (-1, -1),
        }
    }
}

impl Square<Seven> {
    /// Every square in canonical order (`a1 c1 e1 g1 b2 ... g7`).
    pub const ALL: [Square<Seven>; 25] = all_squares();

    /// The square with Lasker's 1911 number (1..=25).
    pub const fn from_lasker(number: u8) -> Option<Square<Seven>> {
        if number >= 1 && number as usize <= Seven::SQUARES {
            Some(Square(number - 1, PhantomData))
        } else {
            None
        }
    }

    /// Lasker's 1911 number of this square, 1..=25.
    pub const fn lasker(self) -> u8 {
        self.0 + 1
    }
}

/// Lasca 7x7's constant shifts: a diagonal step moves every square's index by the same amount,
/// so the 7x7 generator steps whole sets at once.
impl Direction {
    /// The index shift of one step in this direction on 7x7.
    pub(crate) const fn shift7(self) -> i8 {
        match self {
            Direction::UpRight => 4,
            Direction::UpLeft => 3,
            Direction::DownRight => -3,
            Direction::DownLeft => -4,
        }
    }

    /// Squares of 7x7 from which one step in this direction stays on the board.
    pub(crate) const fn step_sources(self) -> SquareSet<Seven> {
        const NOT_G: u32 = Seven::ALL_BITS & !SquareSet::<Seven>::file(6).0;
        const NOT_A: u32 = Seven::ALL_BITS & !SquareSet::<Seven>::file(0).0;
        match self {
            Direction::UpRight | Direction::DownRight => SquareSet(NOT_G, PhantomData),
            Direction::UpLeft | Direction::DownLeft => SquareSet(NOT_A, PhantomData),
        }
    }

    /// Moves every square of `set` one step this way; squares that would leave the board
    /// vanish (the tests' reference for [`Direction::step_back_set`]).
    #[cfg(test)]
    pub(crate) const fn step_set(self, set: SquareSet<Seven>) -> SquareSet<Seven> {
        let set = set.0 & self.step_sources().0;
        let shift = self.shift7();
        if shift > 0 {
            SquareSet::from_bits(set << shift)
        } else {
            SquareSet(set >> -shift, PhantomData)
        }
    }

    /// Moves every square of `set` one step against this direction.
    #[inline]
    pub(crate) const fn step_back_set(self, set: SquareSet<Seven>) -> SquareSet<Seven> {
        let shift = self.shift7();
        let moved = if shift > 0 {
            set.0 >> shift
        } else {
            set.0 << -shift
        };
        SquareSet(moved & self.step_sources().0, PhantomData)
    }
}

impl Square<Seven> {
    /// The square one step toward `direction`; `self` must have one (it is in
    /// `direction.step_sources()`).
    #[inline]
    pub(crate) const fn ahead(self, direction: Direction) -> Square<Seven> {
        Square((self.0 as i8 + direction.shift7()) as u8, PhantomData)
    }
}

impl Square<Eight> {
    /// Every square in canonical order (`a1 c1 e1 g1 b2 ... h8`).
    pub const ALL: [Square<Eight>; 32] = all_squares();
}

/// Every square of a board with `N` squares, in index order.
const fn all_squares<B, const N: usize>() -> [Square<B>; N] {
    let mut all = [Square(0, PhantomData); N];
    let mut i = 0;
    while i < N {
        all[i] = Square(i as u8, PhantomData);
        i += 1;
    }
    all
}

impl<B: Geometry> Square<B> {
    /// The square with this index (below [`Geometry::SQUARES`]), if there is one.
    pub const fn from_index(index: usize) -> Option<Square<B>> {
        if index < B::SQUARES {
            Some(Square(index as u8, PhantomData))
        } else {
            None
        }
    }

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is a playable square.
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square<B>> {
        if file < B::SIZE && rank < B::SIZE && (file + rank).is_multiple_of(2) {
            Some(Square((B::SIZE * rank + file) / 2, PhantomData))
        } else {
            None
        }
    }

    /// This square's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (`a`) to `B::SIZE - 1`.
    #[inline]
    pub const fn file(self) -> u8 {
        let file = (2 * self.0) % B::SIZE;
        if B::SIZE.is_multiple_of(2) {
            file + self.rank() % 2
        } else {
            file
        }
    }

    /// The rank, 0 (rank 1) to `B::SIZE - 1`.
    #[inline]
    pub const fn rank(self) -> u8 {
        (2 * self.0) / B::SIZE
    }

    /// This square as a one-bit [`SquareSet`].
    #[inline]
    pub const fn bit(self) -> SquareSet<B> {
        SquareSet(1 << self.0, PhantomData)
    }

    /// The neighbouring square one step in `direction`, if it is on the board.
    #[inline]
    pub const fn step(self, direction: Direction) -> Option<Square<B>> {
        match B::NEIGHBOURS[self.0 as usize][direction.index()] {
            OFF => None,
            index => Some(Square(index, PhantomData)),
        }
    }

    /// The direction and distance in steps from `self` to `to`, if they share a diagonal.
    pub fn direction_to(self, to: Square<B>) -> Option<(Direction, u8)> {
        let df = i16::from(to.file()) - i16::from(self.file());
        let dr = i16::from(to.rank()) - i16::from(self.rank());
        if df.abs() != dr.abs() || df == 0 {
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
    pub fn between(self, to: Square<B>) -> Option<Square<B>> {
        match self.direction_to(to) {
            Some((direction, 2)) => self.step(direction),
            _ => None,
        }
    }

    /// The squares strictly between `self` and `to` on their diagonal, from `self`'s side
    /// (none if they do not share one).
    pub fn squares_between(self, to: Square<B>) -> impl Iterator<Item = Square<B>> + use<B> {
        let (direction, distance) = self.direction_to(to).unwrap_or((Direction::UpRight, 1));
        std::iter::successors(self.step(direction), move |s| s.step(direction))
            .take(usize::from(distance) - 1)
    }

    /// Whether this square is on the rank where soldiers of `colour` are promoted.
    #[inline]
    pub const fn is_promotion_rank(self, colour: Colour) -> bool {
        match colour {
            Colour::White => self.rank() == B::SIZE - 1,
            Colour::Black => self.rank() == 0,
        }
    }
}

impl<B: Geometry> fmt::Display for Square<B> {
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
    /// Not a file letter followed by a rank number of the board (its width is the second
    /// field).
    #[error(
        "`{0}` is not a square of the {1}x{1} board (a file a-{last} and a rank 1-{1}, like c3)",
        last = char::from(b'a' + *.1 - 1)
    )]
    Malformed(String, u8),
    /// A real square, but one of the unused (light) ones.
    #[error("`{0}` is not a playable square (only squares like a1, b2, c3 are used)")]
    Unplayable(String),
}

impl<B: Geometry> FromStr for Square<B> {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square<B>, ParseSquareError> {
        let malformed = || ParseSquareError::Malformed(s.to_owned(), B::SIZE);
        let [file, rank] = s.as_bytes() else {
            return Err(malformed());
        };
        if !(b'a'..b'a' + B::SIZE).contains(file) || !(b'1'..b'1' + B::SIZE).contains(rank) {
            return Err(malformed());
        }
        Square::from_coords(file - b'a', rank - b'1')
            .ok_or_else(|| ParseSquareError::Unplayable(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names<B: Geometry>(all: &[Square<B>]) -> String {
        all.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn canonical_order_and_names() {
        assert_eq!(
            names(&Square::<Seven>::ALL),
            "a1 c1 e1 g1 b2 d2 f2 a3 c3 e3 g3 b4 d4 f4 a5 c5 e5 g5 b6 d6 f6 a7 c7 e7 g7"
        );
        assert_eq!(
            names(&Square::<Eight>::ALL),
            "a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3 b4 d4 f4 h4 \
             a5 c5 e5 g5 b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8"
        );
        for square in Square::<Seven>::ALL {
            assert_eq!(square.to_string().parse::<Square<Seven>>(), Ok(square));
            assert_eq!(Square::from_lasker(square.lasker()), Some(square));
        }
        for square in Square::<Eight>::ALL {
            assert_eq!(square.to_string().parse::<Square<Eight>>(), Ok(square));
        }
    }

    #[test]
    fn bad_squares_are_named() {
        assert_eq!(
            "b1".parse::<Square<Seven>>(),
            Err(ParseSquareError::Unplayable("b1".into()))
        );
        for bad in ["h1", "a8", "a0", "", "a", "a11", "A1", "é1"] {
            assert!(matches!(
                bad.parse::<Square<Seven>>(),
                Err(ParseSquareError::Malformed(_, 7))
            ));
        }
        for (bad, unplayable) in [("h1", true), ("a8", true), ("b1", true), ("i3", false)] {
            let error = bad.parse::<Square<Eight>>().unwrap_err();
            assert_eq!(matches!(error, ParseSquareError::Unplayable(_)), unplayable);
            assert!(error.to_string().contains(bad));
        }
        assert_eq!(
            "i3".parse::<Square<Eight>>().unwrap_err().to_string(),
            "`i3` is not a square of the 8x8 board (a file a-h and a rank 1-8, like c3)"
        );
        assert_eq!(
            "h3".parse::<Square<Seven>>().unwrap_err().to_string(),
            "`h3` is not a square of the 7x7 board (a file a-g and a rank 1-7, like c3)"
        );
    }

    fn steps_agree_with_coordinates<B: Geometry>(all: &[Square<B>]) {
        for &square in all {
            for direction in Direction::ALL {
                let (df, dr) = direction.delta();
                let file = square.file() as i8 + df;
                let rank = square.rank() as i8 + dr;
                let size = B::SIZE as i8;
                let expected = if (0..size).contains(&file) && (0..size).contains(&rank) {
                    Square::from_coords(file as u8, rank as u8)
                } else {
                    None
                };
                assert_eq!(square.step(direction), expected, "{square} {direction:?}");
                if let Some(target) = expected {
                    assert_eq!(square.direction_to(target), Some((direction, 1)));
                }
            }
        }
    }

    #[test]
    fn steps_agree_with_coordinates_on_both_boards() {
        steps_agree_with_coordinates(&Square::<Seven>::ALL);
        steps_agree_with_coordinates(&Square::<Eight>::ALL);
        let [a1, h8] = ["a1", "h8"].map(|s| s.parse::<Square<Eight>>().unwrap());
        assert_eq!(a1.direction_to(h8), Some((Direction::UpRight, 7)));
        let between: Vec<String> = a1.squares_between(h8).map(|s| s.to_string()).collect();
        assert_eq!(between, ["b2", "c3", "d4", "e5", "f6", "g7"]);
    }

    #[test]
    fn seven_s_set_steps_agree_with_single_steps() {
        for square in Square::<Seven>::ALL {
            for direction in Direction::ALL {
                let expected = square.step(direction);
                let stepped = direction.step_set(square.bit());
                assert_eq!(stepped, expected.map_or(SquareSet::EMPTY, Square::bit));
                if let Some(target) = expected {
                    assert_eq!(direction.step_back_set(target.bit()), square.bit());
                    assert_eq!(square.ahead(direction), target);
                }
            }
        }
    }

    #[test]
    fn square_sets_behave_as_sets() {
        let [a1, c3, g7] = ["a1", "c3", "g7"].map(|name| name.parse::<Square<Seven>>().unwrap());
        let mut set = SquareSet::EMPTY;
        assert!(set.is_empty() && set.insert(c3) && !set.insert(c3) && set.insert(g7));
        assert_eq!(set.len(), 2);
        assert!(set.contains(g7) && !set.contains(a1));
        assert_eq!(set.iter().collect::<Vec<_>>(), [c3, g7]);
        assert_eq!(set.iter().rev().collect::<Vec<_>>(), [g7, c3]);
        assert_eq!(set.iter().len(), 2);
        assert_eq!(set.first(), Some(c3));
        assert_eq!([g7, c3].into_iter().collect::<SquareSet<Seven>>(), set);
        assert_eq!(set | a1.bit(), SquareSet::from_bits(set.bits() | 1));
        assert_eq!(set & c3.bit(), c3.bit());
        assert_eq!(set ^ c3.bit(), g7.bit());
        assert_eq!(set - c3.bit(), g7.bit());
        assert_eq!((!set).len(), 23);
        assert_eq!(!SquareSet::EMPTY, SquareSet::<Seven>::ALL);
        assert_eq!(
            SquareSet::<Seven>::ALL.iter().collect::<Vec<_>>(),
            Square::<Seven>::ALL
        );
        assert_eq!(SquareSet::<Seven>::from_bits(u32::MAX), SquareSet::ALL);
        assert_eq!(
            SquareSet::<Eight>::ALL.iter().collect::<Vec<_>>(),
            Square::<Eight>::ALL
        );
        assert_eq!((!SquareSet::<Eight>::EMPTY).len(), 32);
        let mut assigned = set;
        assigned |= a1.bit();
        assigned &= !g7.bit();
        assigned ^= c3.bit();
        assigned -= SquareSet::EMPTY;
        assert_eq!(assigned, a1.bit());
        assert!(assigned.remove(a1) && !assigned.remove(a1) && assigned.is_empty());
        assert_eq!(SquareSet::from(a1), a1.bit());
        let ranks = |colour| SquareSet::<Seven>::promotion_rank(colour).len();
        assert_eq!(ranks(Colour::White) + ranks(Colour::Black), 8);
        assert_eq!(SquareSet::<Eight>::promotion_rank(Colour::White).len(), 4);
    }
}
