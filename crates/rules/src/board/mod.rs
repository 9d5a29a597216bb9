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
    /// The packed form of a move's path: an unsigned integer wide enough for
    /// `5 + 5 * MAX_PATH` bits.
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

/// An unsigned integer a [`Move`] packs its path into (`u64`, or [`Wide`] for 128 bits).
pub trait Word: Copy + Eq + Hash + Debug + Send + Sync + 'static + private::Sealed {
    /// Zero.
    const ZERO: Self;
    /// `value << shift`.
    fn shifted(value: u64, shift: u32) -> Self;
    /// The `width` bits at `shift`.
    fn field(self, shift: u32, width: u32) -> u64;
    /// With the bits at and above `shift` cleared.
    #[must_use]
    fn below(self, shift: u32) -> Self;
    /// `self | other`.
    #[must_use]
    fn or(self, other: Self) -> Self;
    /// `self + 1` (the path's length is the lowest field).
    #[must_use]
    fn plus_one(self) -> Self;
    /// `self - 1`.
    #[must_use]
    fn minus_one(self) -> Self;
}

macro_rules! word {
    ($($t:ty)*) => {$(
        impl Word for $t {
            const ZERO: $t = 0;
            #[inline]
            fn shifted(value: u64, shift: u32) -> $t {
                (value as $t) << shift
            }
            #[inline]
            fn field(self, shift: u32, width: u32) -> u64 {
                ((self >> shift) & ((1 << width) - 1)) as u64
            }
            #[inline]
            fn below(self, shift: u32) -> $t {
                self & ((1 << shift) - 1)
            }
            #[inline]
            fn or(self, other: $t) -> $t {
                self | other
            }
            #[inline]
            fn plus_one(self) -> $t {
                self + 1
            }
            #[inline]
            fn minus_one(self) -> $t {
                self - 1
            }
        }
        impl private::Sealed for $t {}
    )*};
}

word!(u64);

/// A 128-bit word stored as two `u64`s, so a move of 8x8 keeps 8-byte alignment (a `u128`
/// would double the size of the enums that hold one); the arithmetic is done on `u128`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide([u64; 2]);

impl Wide {
    #[inline]
    const fn get(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }

    #[inline]
    const fn of(value: u128) -> Wide {
        Wide([value as u64, (value >> 64) as u64])
    }
}

impl Word for Wide {
    const ZERO: Wide = Wide([0; 2]);
    #[inline]
    fn shifted(value: u64, shift: u32) -> Wide {
        Wide::of((value as u128) << shift)
    }
    #[inline]
    fn field(self, shift: u32, width: u32) -> u64 {
        ((self.get() >> shift) & ((1 << width) - 1)) as u64
    }
    #[inline]
    fn below(self, shift: u32) -> Wide {
        Wide::of(self.get() & ((1 << shift) - 1))
    }
    #[inline]
    fn or(self, other: Wide) -> Wide {
        Wide([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }
    #[inline]
    fn plus_one(self) -> Wide {
        // The length is the lowest field and never carries past it.
        Wide([self.0[0] + 1, self.0[1]])
    }
    #[inline]
    fn minus_one(self) -> Wide {
        Wide([self.0[0] - 1, self.0[1]])
    }
}

impl private::Sealed for Wide {}

mod private {
    /// Only this crate's boards and words.
    pub trait Sealed {}
    impl Sealed for super::Seven {}
    impl Sealed for super::Eight {}
}
