//! The 32 playable squares of the 8x8 board and the geometry of its diagonals.

use std::fmt;
use std::ops::{BitAnd, BitOr, Not, Sub};
use std::str::FromStr;

use crate::column::Colour;
use crate::square::Direction;

/// The number of playable squares on the 8x8 board.
pub const SQUARE8_COUNT: usize = 32;

/// One of the 32 playable squares of the 8x8 board, numbered 0 (`a1`) to 31 (`h8`) rank by
/// rank from White's side: `(8 * rank + file) / 2`, both from 0.
///
/// `a1` and `h8` are playable, `h1` and `a8` are not. Unlike the 7x7 [`crate::Square`], a
/// diagonal step is not a constant index shift here (it depends on the rank's parity), so the
/// neighbours come from a table.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square8(u8);

/// A set of 8x8 squares, bit `i` for [`Square8`] `i`. `&` is intersection, `|` union, `-`
/// difference and `!` complement within the 32 squares.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct SquareSet8(u32);

impl SquareSet8 {
    /// No square.
    pub const EMPTY: SquareSet8 = SquareSet8(0);

    /// Every playable square.
    pub const ALL: SquareSet8 = SquareSet8(u32::MAX);

    /// The set with these bits (bit `i` for square `i`).
    pub const fn from_bits(bits: u32) -> SquareSet8 {
        SquareSet8(bits)
    }

    /// The bits of the set.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square8) -> bool {
        self.0 & square.bit().0 != 0
    }

    /// Adds `square`.
    #[inline]
    pub const fn insert(&mut self, square: Square8) {
        self.0 |= square.bit().0;
    }

    /// Takes `square` out.
    #[inline]
    pub const fn remove(&mut self, square: Square8) {
        self.0 &= !square.bit().0;
    }

    /// How many squares the set holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no square.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in index order (`a1` first).
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Square8> {
        Square8::ALL.into_iter().filter(move |&s| self.contains(s))
    }
}

impl BitAnd for SquareSet8 {
    type Output = SquareSet8;
    fn bitand(self, other: SquareSet8) -> SquareSet8 {
        SquareSet8(self.0 & other.0)
    }
}

impl BitOr for SquareSet8 {
    type Output = SquareSet8;
    fn bitor(self, other: SquareSet8) -> SquareSet8 {
        SquareSet8(self.0 | other.0)
    }
}

impl Sub for SquareSet8 {
    type Output = SquareSet8;
    fn sub(self, other: SquareSet8) -> SquareSet8 {
        SquareSet8(self.0 & !other.0)
    }
}

impl Not for SquareSet8 {
    type Output = SquareSet8;
    fn not(self) -> SquareSet8 {
        SquareSet8(!self.0)
    }
}

impl FromIterator<Square8> for SquareSet8 {
    fn from_iter<I: IntoIterator<Item = Square8>>(squares: I) -> SquareSet8 {
        squares
            .into_iter()
            .fold(SquareSet8::EMPTY, |set, square| set | square.bit())
    }
}

/// No neighbour in the table.
const OFF: u8 = u8::MAX;

const fn direction_index(direction: Direction) -> usize {
    match direction {
        Direction::UpRight => 0,
        Direction::UpLeft => 1,
        Direction::DownRight => 2,
        Direction::DownLeft => 3,
    }
}

const fn delta(direction: Direction) -> (i8, i8) {
    match direction {
        Direction::UpRight => (1, 1),
        Direction::UpLeft => (-1, 1),
        Direction::DownRight => (1, -1),
        Direction::DownLeft => (-1, -1),
    }
}

/// Each square's neighbour in each direction (in the order of [`direction_index`]), or `OFF`.
const NEIGHBOURS: [[u8; 4]; SQUARE8_COUNT] = {
    let mut table = [[OFF; 4]; SQUARE8_COUNT];
    let mut i = 0;
    while i < SQUARE8_COUNT {
        let square = Square8(i as u8);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = delta(Direction::ALL[d]);
            let file = square.file() as i8 + df;
            let rank = square.rank() as i8 + dr;
            if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                table[i][direction_index(Direction::ALL[d])] = ((8 * rank + file) / 2) as u8;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

impl Square8 {
    /// Every square in canonical order (`a1 c1 e1 g1 b2 ... h8`).
    pub const ALL: [Square8; SQUARE8_COUNT] = {
        let mut all = [Square8(0); SQUARE8_COUNT];
        let mut i = 0;
        while i < SQUARE8_COUNT {
            all[i] = Square8(i as u8);
            i += 1;
        }
        all
    };

    /// The square with this index (0..32), if there is one.
    pub const fn from_index(index: usize) -> Option<Square8> {
        if index < SQUARE8_COUNT {
            Some(Square8(index as u8))
        } else {
            None
        }
    }

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is a playable square.
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square8> {
        if file < 8 && rank < 8 && (file + rank).is_multiple_of(2) {
            Some(Square8((8 * rank + file) / 2))
        } else {
            None
        }
    }

    /// This square's index, 0..32.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (`a`) to 7 (`h`).
    pub const fn file(self) -> u8 {
        let rank = self.rank();
        2 * (self.0 % 4) + rank % 2
    }

    /// The rank, 0 (rank 1) to 7 (rank 8).
    pub const fn rank(self) -> u8 {
        self.0 / 4
    }

    /// This square as a one-bit set.
    #[inline]
    pub const fn bit(self) -> SquareSet8 {
        SquareSet8(1 << self.0)
    }

    /// The neighbouring square one step in `direction`, if it is on the board.
    #[inline]
    pub const fn step(self, direction: Direction) -> Option<Square8> {
        match NEIGHBOURS[self.0 as usize][direction_index(direction)] {
            OFF => None,
            index => Some(Square8(index)),
        }
    }

    /// The direction and distance (in steps, 1..=7) from `self` to `to`, if they share a
    /// diagonal.
    pub fn direction_to(self, to: Square8) -> Option<(Direction, u8)> {
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

    /// The squares strictly between `self` and `to` on their diagonal, from `self`'s side
    /// (none if they do not share a diagonal).
    pub fn between(self, to: Square8) -> impl Iterator<Item = Square8> {
        let (direction, distance) = self.direction_to(to).unwrap_or((Direction::UpRight, 1));
        std::iter::successors(self.step(direction), move |s| s.step(direction))
            .take(usize::from(distance) - 1)
    }

    /// Whether this square is on the rank where soldiers of `colour` are promoted (rank 8 for
    /// White, rank 1 for Black).
    pub const fn is_promotion_rank(self, colour: Colour) -> bool {
        match colour {
            Colour::White => self.rank() == 7,
            Colour::Black => self.rank() == 0,
        }
    }
}

impl fmt::Display for Square8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file()),
            char::from(b'1' + self.rank())
        )
    }
}

/// Why a square name was rejected on the 8x8 board.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParseSquare8Error {
    /// Not a file letter `a`..`h` followed by a rank digit `1`..`8`.
    #[error("`{0}` is not a square of the 8x8 board (a file a-h and a rank 1-8, like c3)")]
    Malformed(String),
    /// A real square, but one of the 32 unused ones (like `h1` or `a8`).
    #[error("`{0}` is not a playable square (only squares like a1, b2, c3 are used)")]
    Unplayable(String),
}

impl FromStr for Square8 {
    type Err = ParseSquare8Error;

    fn from_str(s: &str) -> Result<Square8, ParseSquare8Error> {
        let malformed = || ParseSquare8Error::Malformed(s.to_owned());
        let [file, rank] = s.as_bytes() else {
            return Err(malformed());
        };
        if !(b'a'..=b'h').contains(file) || !(b'1'..=b'8').contains(rank) {
            return Err(malformed());
        }
        Square8::from_coords(file - b'a', rank - b'1')
            .ok_or_else(|| ParseSquare8Error::Unplayable(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_order_and_names() {
        let names: Vec<String> = Square8::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(
            names.join(" "),
            "a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3 b4 d4 f4 h4 \
             a5 c5 e5 g5 b6 d6 f6 h6 a7 c7 e7 g7 b8 d8 f8 h8"
        );
        for square in Square8::ALL {
            assert_eq!(square.to_string().parse::<Square8>(), Ok(square));
        }
        for (bad, unplayable) in [("h1", true), ("a8", true), ("b1", true), ("i3", false)] {
            let error = bad.parse::<Square8>().unwrap_err();
            assert_eq!(
                matches!(error, ParseSquare8Error::Unplayable(_)),
                unplayable,
                "{bad}"
            );
            assert!(error.to_string().contains(bad));
        }
        for bad in ["a9", "a0", "", "a", "a11", "A1"] {
            assert!(matches!(
                bad.parse::<Square8>(),
                Err(ParseSquare8Error::Malformed(_))
            ));
        }
    }

    #[test]
    fn steps_agree_with_coordinates() {
        for square in Square8::ALL {
            for direction in Direction::ALL {
                let (df, dr) = delta(direction);
                let file = square.file() as i8 + df;
                let rank = square.rank() as i8 + dr;
                let expected = if (0..8).contains(&file) && (0..8).contains(&rank) {
                    Square8::from_coords(file as u8, rank as u8)
                } else {
                    None
                };
                assert_eq!(square.step(direction), expected, "{square} {direction:?}");
                if let Some(target) = expected {
                    assert_eq!(square.direction_to(target), Some((direction, 1)));
                }
            }
        }
        let [a1, h8] = ["a1", "h8"].map(|s| s.parse::<Square8>().unwrap());
        assert_eq!(a1.direction_to(h8), Some((Direction::UpRight, 7)));
        let between: Vec<String> = a1.between(h8).map(|s| s.to_string()).collect();
        assert_eq!(between, ["b2", "c3", "d4", "e5", "f6", "g7"]);
    }
}
