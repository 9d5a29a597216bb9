//! The board layer every variant shares: squares, square sets, directions and moves, written
//! once for any board size.
//!
//! A board is a [`Geometry`]: a type with constants (its width, its playable squares, the
//! longest move path) and a neighbour table computed from them at compile time. The types of
//! this module are generic over it ([`Square<B>`](Square), [`SquareSet<B>`](SquareSet),
//! [`Move<B>`](Move)), so each board is monomorphised and Lasca 7x7's hot loops see constants.
//! The crate's root names the two boards' types: `Square`, `SquareSet`, `Move` (7x7, [`Seven`])
//! and `Square8`, `SquareSet8`, `Move8` (8x8, [`Eight`]).
//!
//! A new board size is a new geometry: a unit type implementing [`Geometry`] (its width, its
//! square count, its longest path, and whether moves on it may be longer than one square).
//! Nothing else here changes.

mod moves;
mod square;

pub use moves::{Move, ParseMoveError};
pub use square::{Direction, ParseSquareError, Square, SquareSet, SquareSetIter};

use std::fmt::Debug;
use std::hash::Hash;

/// A board: its size and what follows from it. Implemented by [`Seven`] and [`Eight`].
///
/// Squares are the dark ones, numbered rank by rank from White's side:
/// `(SIZE * rank + file) / 2`, both from 0, with `a1` playable.
pub trait Geometry:
    Copy + Clone + Eq + Ord + Hash + Debug + Default + Send + Sync + 'static + private::Sealed
{
    /// Files (and ranks): 7 or 8.
    const SIZE: u8;
    /// Playable squares: `SIZE * SIZE / 2` rounded up (25 or 32).
    const SQUARES: usize;
    /// The most squares one move's path names (its start and every landing).
    const MAX_PATH: usize;
    /// Whether a move on this board may cross more than one square at a time (a flying
    /// officer's step or jump). Where it cannot, a path says by itself whether it captures
    /// (a hop of two squares), and the squares it jumps are the ones between its landings.
    const LONG_MOVES: bool;
    /// The packed form of a move's path, wide enough for `5 + 5 * MAX_PATH` bits.
    type Word: Word;

    /// Each square's neighbour in each of [`Direction::ALL`], or [`OFF`] (rows past
    /// [`Geometry::SQUARES`] are unused).
    const NEIGHBOURS: [[u8; 4]; 32] = neighbours(Self::SIZE);
    /// Every playable square's bit.
    const ALL_BITS: u32 = if Self::SQUARES == 32 {
        u32::MAX
    } else {
        (1 << Self::SQUARES) - 1
    };
}

/// No neighbour in [`Geometry::NEIGHBOURS`].
pub const OFF: u8 = u8::MAX;

/// Lasca's 7x7 board: 25 playable squares, moves of one square (steps) or two (jumps).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Seven;

/// The 8x8 draughts board: 32 playable squares; its kings may fly (bashni).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Eight;

impl Geometry for Seven {
    const SIZE: u8 = 7;
    const SQUARES: usize = 25;
    /// A start and at most 10 landings: a jump lands on the lattice of its start and jumps
    /// squares of the other (`b d f` x `2 4 6` from `a1`'s, at most 9 jumps; `c e` x `3 5` from
    /// `b2`'s, at most 4), each at most once; one square of margin.
    const MAX_PATH: usize = 11;
    const LONG_MOVES: bool = false;
    type Word = u64;
}

impl Geometry for Eight {
    const SIZE: u8 = 8;
    const SQUARES: usize = 32;
    /// A start and at most 12 landings (one per enemy column, and a side has at most 12).
    const MAX_PATH: usize = 13;
    const LONG_MOVES: bool = true;
    type Word = Wide;
}

/// The neighbour table of a board `size` squares wide.
const fn neighbours(size: u8) -> [[u8; 4]; 32] {
    let mut table = [[OFF; 4]; 32];
    let squares = (size as usize * size as usize).div_ceil(2);
    let mut i = 0;
    while i < squares {
        let rank = (2 * i) / size as usize;
        let file = (2 * i) % size as usize + if size.is_multiple_of(2) { rank % 2 } else { 0 };
        let mut d = 0;
        while d < 4 {
            let (df, dr) = Direction::ALL[d].delta();
            let (f, r) = (file as i16 + df as i16, rank as i16 + dr as i16);
            if f >= 0 && f < size as i16 && r >= 0 && r < size as i16 {
                table[i][d] = ((size as i16 * r + f) / 2) as u8;
            }
            d += 1;
        }
        i += 1;
    }
    table
}

/// The integer a [`Move`] packs its path into: a 4-bit length, a capture mark and 5 bits per
/// square (`u64` on 7x7, [`Wide`] on 8x8).
pub trait Word: Copy + Eq + Hash + Debug + Send + Sync + 'static + private::Sealed {
    /// A path of the one square `from`.
    fn start(from: u8, capture: bool) -> Self;
    /// How many squares the path names.
    fn path_len(self) -> usize;
    /// Whether the path is a capture.
    fn is_capture(self) -> bool;
    /// The index of the path's `i`-th square.
    fn square(self, i: usize) -> u8;
    /// The path with one more square.
    #[must_use]
    fn then(self, square: u8) -> Self;
    /// The path without its last square.
    #[must_use]
    fn pop(self) -> Self;
}

/// Bits of the length, then the capture mark, then the squares.
const LEN_BITS: u32 = 4;
const SQUARES_AT: u32 = LEN_BITS + 1;
const SQUARE_BITS: u32 = 5;
const SQUARE_MASK: u64 = (1 << SQUARE_BITS) - 1;

impl Word for u64 {
    #[inline]
    fn start(from: u8, capture: bool) -> u64 {
        1 | u64::from(capture) << LEN_BITS | u64::from(from) << SQUARES_AT
    }
    #[inline]
    fn path_len(self) -> usize {
        (self & ((1 << LEN_BITS) - 1)) as usize
    }
    #[inline]
    fn is_capture(self) -> bool {
        self & (1 << LEN_BITS) != 0
    }
    #[inline]
    fn square(self, i: usize) -> u8 {
        ((self >> (SQUARES_AT + SQUARE_BITS * i as u32)) & SQUARE_MASK) as u8
    }
    #[inline]
    fn then(self, square: u8) -> u64 {
        (self + 1) | u64::from(square) << (SQUARES_AT + SQUARE_BITS * self.path_len() as u32)
    }
    #[inline]
    fn pop(self) -> u64 {
        let last = SQUARES_AT + SQUARE_BITS * (self.path_len() as u32 - 1);
        (self & !(SQUARE_MASK << last)) - 1
    }
}

impl private::Sealed for u64 {}

/// A path word of two `u64`s: the first holds the length, the capture mark and the first
/// 11 squares as a `u64` path does, the second the rest. Two words keep a move of
/// 8x8 at 8-byte alignment (a `u128` would double the size of the enums that hold one).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide(u64, u64);

impl Wide {
    /// How many squares the first word holds.
    const LOW: usize = ((64 - SQUARES_AT) / SQUARE_BITS) as usize;
}

impl Word for Wide {
    #[inline]
    fn start(from: u8, capture: bool) -> Wide {
        Wide(u64::start(from, capture), 0)
    }
    #[inline]
    fn path_len(self) -> usize {
        self.0.path_len()
    }
    #[inline]
    fn is_capture(self) -> bool {
        self.0.is_capture()
    }
    #[inline]
    fn square(self, i: usize) -> u8 {
        if i < Wide::LOW {
            self.0.square(i)
        } else {
            ((self.1 >> (SQUARE_BITS * (i - Wide::LOW) as u32)) & SQUARE_MASK) as u8
        }
    }
    #[inline]
    fn then(self, square: u8) -> Wide {
        let len = self.path_len();
        if len < Wide::LOW {
            Wide(self.0.then(square), self.1)
        } else {
            let at = SQUARE_BITS * (len - Wide::LOW) as u32;
            Wide(self.0 + 1, self.1 | u64::from(square) << at)
        }
    }
    #[inline]
    fn pop(self) -> Wide {
        let last = self.path_len() - 1;
        if last < Wide::LOW {
            Wide(self.0.pop(), self.1)
        } else {
            let at = SQUARE_BITS * (last - Wide::LOW) as u32;
            Wide(self.0 - 1, self.1 & !(SQUARE_MASK << at))
        }
    }
}

impl private::Sealed for Wide {}

mod private {
    /// Only this crate's boards and words.
    pub trait Sealed {}
    impl Sealed for super::Seven {}
    impl Sealed for super::Eight {}
}
