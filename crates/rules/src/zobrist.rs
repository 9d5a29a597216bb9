//! Hash keys from a fixed seed, so hashes are the same in every run and on every machine.
//!
//! Classic Zobrist hashing XORs one random key per (square, piece). A Lasca square holds a
//! whole column, so each square gets a random key and a column's key is that key mixed with the
//! column's packed contents by a bijective 64-bit finaliser; the position's hash XORs the keys
//! of every column and of the side to move. A move changes only the squares it touches, so the
//! hash is updated incrementally.

use crate::column::{Colour, Column};
use crate::{SQUARE_COUNT, SQUARE8_COUNT, Square};

/// The fixed seed (any constant works; this one is the first 64 bits of pi's fraction).
const SEED: u64 = 0x243F_6A88_85A3_08D3;

/// SplitMix64's finaliser: a bijection with good avalanche.
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn key(n: u64) -> u64 {
    mix(SEED.wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15)))
}

const SQUARE_KEYS: [u64; SQUARE_COUNT] = {
    let mut keys = [0; SQUARE_COUNT];
    let mut i = 0;
    while i < SQUARE_COUNT {
        keys[i] = key(i as u64 + 1);
        i += 1;
    }
    keys
};

const BLACK_TO_MOVE: u64 = key(SQUARE_COUNT as u64 + 1);

/// The key of `column` standing on `square`; an empty square has key 0.
#[inline]
pub(crate) const fn column_key(square: Square, column: Column) -> u64 {
    if column.is_empty() {
        0
    } else {
        mix(column.bits() ^ SQUARE_KEYS[square.index()])
    }
}

/// The key of the side to move.
#[inline]
pub(crate) const fn side_key(side: Colour) -> u64 {
    match side {
        Colour::White => 0,
        Colour::Black => BLACK_TO_MOVE,
    }
}

/// The 8x8 boards' square keys (after the 7x7 ones and the side's key, so no key repeats).
const SQUARE8_KEYS: [u64; SQUARE8_COUNT] = {
    let mut keys = [0; SQUARE8_COUNT];
    let mut i = 0;
    while i < SQUARE8_COUNT {
        keys[i] = key(SQUARE_COUNT as u64 + 2 + i as u64);
        i += 1;
    }
    keys
};

/// The key of `column` standing on the 8x8 square of index `index`; an empty square has 0.
#[inline]
pub(crate) const fn column_key8(index: usize, column: Column) -> u64 {
    if column.is_empty() {
        0
    } else {
        mix(column.bits() ^ SQUARE8_KEYS[index])
    }
}

/// The key of an 8x8 position's variant, by its place in `Variant8::ALL` (the first's is 0).
#[inline]
pub(crate) const fn variant_key8(ordinal: usize) -> u64 {
    if ordinal == 0 {
        0
    } else {
        key(SQUARE_COUNT as u64 + 1 + SQUARE8_COUNT as u64 + ordinal as u64)
    }
}

/// The key of a sandbox's tall column (its men below and with the commander) on the square of
/// index `index` of its board.
pub(crate) const fn tall_column_key(index: usize, black: u128, officers: u128, height: u8) -> u64 {
    let low = black as u64 ^ (officers as u64).rotate_left(17);
    let high = (black >> 64) as u64 ^ ((officers >> 64) as u64).rotate_left(31);
    mix(mix(low ^ key(1000 + index as u64)) ^ high ^ ((height as u64) << 56))
}
