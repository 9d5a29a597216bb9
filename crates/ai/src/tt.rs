//! The transposition table: what earlier searches learnt about a position, keyed by its hash.
//!
//! The table is shared: every thread of a search, and every clone of a [`crate::Searcher`],
//! reads and writes the same slots through atomics, without locks. A slot is two 64-bit words,
//! the data and the key XOR the data; a probe that reads a slot half-written by another thread
//! finds the XOR wrong and treats the slot as empty, so a torn write costs a miss, never a
//! wrong answer.
//!
//! **A slot stores a move index, not a move.** The best move is kept as its index in the
//! list [`lasca_rules::Position::legal_moves`] returns for the position (16 bits, where a
//! whole [`lasca_rules::Move`] path would not fit beside the score). This ties the table to
//! the rules crate's move-generation order: the same position must always generate its moves
//! in the same order, or a stored index names another move. The generator is deterministic
//! (captures by start square, each capture tree walked depth first in
//! [`lasca_rules::Direction::ALL`] order; steps by direction, then square), so it does. Were
//! its order changed, a table is never kept across program versions and a probe still checks
//! the index against the move count, so no illegal move could come out; but the change moves
//! which move a search tries first, and so which moves reproducible fixed-depth and
//! node-limited searches (and the tests that pin them) find.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// What a stored score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    /// The stored score (mate scores relative to the stored node).
    pub score: i32,
    /// The depth it was searched to.
    pub depth: i32,
    /// How the score bounds the true one.
    pub bound: Bound,
    /// The best move's index in `Position::legal_moves` order, if one was found: an index
    /// into that list for this position, never a move by itself (see the module's note on
    /// move-generation order). Check it against the list's length before use.
    pub move_index: Option<usize>,
}

/// One slot's data packed in 64 bits: score (32), depth (8), bound (2) and age (6), move
/// index (16; `u16::MAX` for none). All zero is an empty slot (bound 0).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Data(u64);

const NO_MOVE: u16 = u16::MAX;
/// Ages run modulo this (6 bits).
const AGES: u8 = 64;

impl Data {
    fn new(score: i32, depth: i8, bound: Bound, age: u8, move_index: u16) -> Data {
        let bound = match bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        Data(
            u64::from(score as u32)
                | u64::from(depth as u8) << 32
                | (bound | u64::from(age % AGES) << 2) << 40
                | u64::from(move_index) << 48,
        )
    }

    const fn score(self) -> i32 {
        self.0 as u32 as i32
    }

    const fn depth(self) -> i8 {
        (self.0 >> 32) as u8 as i8
    }

    const fn bound_bits(self) -> u8 {
        (self.0 >> 40) as u8 & 3
    }

    const fn age(self) -> u8 {
        (self.0 >> 42) as u8 & (AGES - 1)
    }

    const fn move_index(self) -> u16 {
        (self.0 >> 48) as u16
    }

    fn with_move_index(self, index: u16) -> Data {
        Data(self.0 & !(0xFFFF << 48) | u64::from(index) << 48)
    }
}

/// A bucket of two slots, each two words (key ^ data, data): slot 0 kept for the deepest
/// result of the current search, slot 1 always replaced.
type Bucket = [AtomicU64; 4];

/// A fixed-size hash table of search results, shared between threads.
///
/// Moves are stored by their index in the rules crate's move generation order, which is the
/// same for a position every time; a probe checks the index against the position's move count,
/// so even a hash collision can only reorder moves, never yield an illegal one.
pub(crate) struct TranspositionTable {
    buckets: Box<[Bucket]>,
    /// Goes up with every search; results of older searches give way to new ones.
    age: AtomicU8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one bucket; rounded down to a power of two).
    pub(crate) fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.saturating_mul(1 << 20);
        let wanted = (bytes / size_of::<Bucket>()).max(1);
        let count = 1usize << wanted.ilog2();
        let table = TranspositionTable {
            buckets: (0..count).map(|_| Default::default()).collect(),
            age: AtomicU8::new(0),
        };
        // The allocator hands out zeroed pages that the system maps only when first written:
        // write them now, or the first searches pay a page fault every few slots (a 64 MiB
        // table then searched at a third of its speed).
        table.clear();
        table
    }

    /// Forgets everything.
    pub(crate) fn clear(&self) {
        for word in self.buckets.iter().flatten() {
            word.store(0, Ordering::Relaxed);
        }
        self.age.store(0, Ordering::Relaxed);
    }

    /// A new search begins: what older ones stored may now be replaced first.
    pub(crate) fn new_search(&self) {
        let age = self.age.load(Ordering::Relaxed);
        self.age.store((age + 1) % AGES, Ordering::Relaxed);
    }

    /// The table's size in MiB.
    pub(crate) fn megabytes(&self) -> usize {
        (self.buckets.len() * size_of::<Bucket>()) >> 20
    }

    fn bucket(&self, key: u64) -> &Bucket {
        // The high bits pick the bucket; the low bits are the hash's finest mixing anyway.
        &self.buckets[((u128::from(key) * self.buckets.len() as u128) >> 64) as usize]
    }

    /// The slot `i` of a bucket as (key, data), or `None` if empty or torn.
    fn read(bucket: &Bucket, i: usize) -> Option<(u64, Data)> {
        let check = bucket[2 * i].load(Ordering::Relaxed);
        let data = bucket[2 * i + 1].load(Ordering::Relaxed);
        (data != 0).then_some((check ^ data, Data(data)))
    }

    fn write(bucket: &Bucket, i: usize, key: u64, data: Data) {
        bucket[2 * i].store(key ^ data.0, Ordering::Relaxed);
        bucket[2 * i + 1].store(data.0, Ordering::Relaxed);
    }

    /// The stored result for `key`, if any.
    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        let bucket = self.bucket(key);
        let data = (0..2)
            .filter_map(|i| Self::read(bucket, i))
            .find(|&(stored, _)| stored == key)?
            .1;
        let bound = match data.bound_bits() {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            score: data.score(),
            depth: i32::from(data.depth()),
            bound,
            move_index: (data.move_index() != NO_MOVE).then_some(usize::from(data.move_index())),
        })
    }

    /// Stores a result. `move_index` is the best move's index in the position's
    /// `Position::legal_moves` list (not the move: see the module's note), or `None`; an index
    /// that does not fit 16 bits is stored as none. The first slot keeps the deepest result of the current search for its
    /// position (or is taken over by one as deep, or by anything once it is from an older
    /// search); everything else goes to the second slot.
    pub(crate) fn store(
        &self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        move_index: Option<usize>,
    ) {
        let bucket = self.bucket(key);
        let age = self.age.load(Ordering::Relaxed);
        let move_index = move_index.map_or(NO_MOVE, |i| u16::try_from(i).unwrap_or(NO_MOVE));
        let depth = depth.clamp(0, i32::from(i8::MAX)) as i8;
        let mut data = Data::new(score, depth, bound, age, move_index);
        let first = Self::read(bucket, 0);
        let slot = match first {
            None => 0,
            Some((stored, old)) if stored == key || old.age() != age || depth >= old.depth() => 0,
            Some(_) => 1,
        };
        // Keep a known best move when a shallower result for the same position has none.
        if move_index == NO_MOVE
            && let Some((stored, old)) = Self::read(bucket, slot)
            && stored == key
        {
            data = data.with_move_index(old.move_index());
        }
        Self::write(bucket, slot, key, data);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_probes() {
        let table = TranspositionTable::new(1);
        assert!(table.probe(42).is_none());
        table.store(42, 5, -17, Bound::Lower, Some(3));
        let hit = table.probe(42).expect("stored");
        assert_eq!((hit.score, hit.depth, hit.bound), (-17, 5, Bound::Lower));
        assert_eq!(hit.move_index, Some(3));
        table.store(42, 2, 8, Bound::Upper, None);
        let hit = table.probe(42).expect("stored");
        assert_eq!((hit.score, hit.move_index), (8, Some(3)));
        table.clear();
        assert!(table.probe(42).is_none());
        assert_eq!(TranspositionTable::new(0).buckets.len(), 1);
        assert_eq!(TranspositionTable::new(2).megabytes(), 2);
    }

    #[test]
    fn packing_round_trips_extremes() {
        for (score, depth, bound, age, index) in [
            (-30_000, 0, Bound::Upper, 63, 0),
            (30_000, 127, Bound::Exact, 0, 511),
            (i32::MIN, -1, Bound::Lower, 5, NO_MOVE),
        ] {
            let data = Data::new(score, depth, bound, age, index);
            assert_eq!(
                (data.score(), data.depth(), data.age(), data.move_index()),
                (score, depth, age, index)
            );
        }
    }

    #[test]
    fn older_searches_give_way() {
        let table = TranspositionTable::new(0);
        table.store(1, 9, 0, Bound::Exact, Some(0));
        // A shallower result of the same search goes to the second slot...
        table.store(2, 3, 0, Bound::Exact, Some(0));
        assert!(table.probe(1).is_some() && table.probe(2).is_some());
        // ...but once a new search begins, it takes the first.
        table.new_search();
        table.store(3, 1, 0, Bound::Exact, Some(0));
        assert!(table.probe(1).is_none());
        assert!(table.probe(3).is_some());
    }
}
