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

/// A bit set of squares, bit `i` for [`Square`] `i`.
pub type SquareSet = u32;

/// Every playable square.
pub const ALL_SQUARES: SquareSet = (1 << SQUARE_COUNT) - 1;

const fn file_mask(file: u8) -> SquareSet {
    let mut mask = 0;
    let mut i = 0;
    while i < SQUARE_COUNT {
        if (2 * i) % 7 == file as usize {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
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
    mask
}

pub(crate) const FILE_A: SquareSet = file_mask(0);
pub(crate) const FILE_G: SquareSet = file_mask(6);
/// Rank 7, where White's soldiers are promoted.
pub const RANK_7: SquareSet = rank_mask(6);
/// Rank 1, where Black's soldiers are promoted.
pub const RANK_1: SquareSet = rank_mask(0);

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
            Direction::UpRight | Direction::DownRight => ALL_SQUARES & !FILE_G,
            Direction::UpLeft | Direction::DownLeft => ALL_SQUARES & !FILE_A,
        }
    }

    /// Moves every square of `set` one step this way; squares that would leave the board vanish.
    #[inline]
    pub(crate) const fn step_set(self, set: SquareSet) -> SquareSet {
        let set = set & self.step_sources();
        let shift = self.shift();
        if shift > 0 {
            (set << shift) & ALL_SQUARES
        } else {
            set >> -shift
        }
    }

    /// Moves every square of `set` one step against this direction.
    #[inline]
    pub(crate) const fn step_back_set(self, set: SquareSet) -> SquareSet {
        let shift = self.shift();
        let moved = if shift > 0 {
            set >> shift
        } else {
            (set << -shift) & ALL_SQUARES
        };
        moved & self.step_sources()
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
    pub const fn bit(self) -> SquareSet {
        1 << self.0
    }

    /// The neighbouring square one step in `direction`, if it is on the board.
    pub const fn step(self, direction: Direction) -> Option<Square> {
        if direction.step_sources() & self.bit() == 0 {
            return None;
        }
        let target = self.0 as i8 + direction.shift();
        if target < 0 || target as usize >= SQUARE_COUNT {
            None
        } else {
            Some(Square(target as u8))
        }
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
        let rank = match colour {
            Colour::White => RANK_7,
            Colour::Black => RANK_1,
        };
        rank & self.bit() != 0
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

/// Iterates over the squares of a set in index order.
pub fn squares(mut set: SquareSet) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros();
        set &= set - 1;
        Some(Square(index as u8))
    })
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
                assert_eq!(stepped, expected.map_or(0, Square::bit));
                if let Some(target) = expected {
                    assert_eq!(direction.step_back_set(target.bit()), square.bit());
                    assert_eq!(square.direction_to(target), Some((direction, 1)));
                }
            }
        }
    }
}
