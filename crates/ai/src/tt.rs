//! The transposition table: what earlier searches learnt about a position, keyed by its hash.

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

/// One slot: 16 bytes.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: i8,
    /// 0 empty, then 1 + [`Bound`] as a number.
    bound: u8,
    /// The best move's index in the position's move generation order, or `u16::MAX`.
    move_index: u16,
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
    /// The best move's index in `Position::legal_moves` order, if one was found.
    pub move_index: Option<usize>,
}

/// A bucket: a slot kept for the deepest search and a slot always replaced.
type Bucket = [Entry; 2];

/// A fixed-size hash table of search results.
///
/// Moves are stored by their index in the rules crate's move generation order, which is the
/// same for a position every time; a probe checks the index against the position's move count,
/// so even a hash collision can only reorder moves, never yield an illegal one.
pub(crate) struct TranspositionTable {
    buckets: Vec<Bucket>,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one bucket; rounded down to a power of two).
    pub(crate) fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.saturating_mul(1 << 20);
        let wanted = (bytes / size_of::<Bucket>()).max(1);
        let count = 1usize << wanted.ilog2();
        TranspositionTable {
            buckets: vec![Bucket::default(); count],
        }
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }

    fn bucket(&self, key: u64) -> usize {
        // The high bits pick the bucket; the low bits are the hash's finest mixing anyway.
        ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize
    }

    /// The stored result for `key`, if any.
    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        let bucket = &self.buckets[self.bucket(key)];
        let entry = bucket.iter().find(|e| e.bound != 0 && e.key == key)?;
        let bound = match entry.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            score: entry.score,
            depth: i32::from(entry.depth),
            bound,
            move_index: (entry.move_index != u16::MAX).then_some(usize::from(entry.move_index)),
        })
    }

    /// Stores a result. The first slot keeps the deepest result seen for its position (or is
    /// taken over by a result as deep); everything else goes to the second slot.
    pub(crate) fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        move_index: Option<usize>,
    ) {
        let index = self.bucket(key);
        let bucket = &mut self.buckets[index];
        let move_index = move_index.map_or(u16::MAX, |i| u16::try_from(i).unwrap_or(u16::MAX));
        let depth = depth.clamp(0, i32::from(i8::MAX)) as i8;
        let entry = Entry {
            key,
            score,
            depth,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            move_index,
        };
        let slot = if bucket[0].bound == 0 || bucket[0].key == key || depth >= bucket[0].depth {
            0
        } else {
            1
        };
        // Keep a known best move when a shallower result for the same position has none.
        let keep_move = bucket[slot].key == key && move_index == u16::MAX;
        let old_move = bucket[slot].move_index;
        bucket[slot] = entry;
        if keep_move {
            bucket[slot].move_index = old_move;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_probes() {
        let mut table = TranspositionTable::new(1);
        assert_eq!(size_of::<Entry>(), 16);
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
    }
}
