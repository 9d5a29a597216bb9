//! A tiny seeded random number generator, so every random choice reproduces from its seed.

/// SplitMix64: small, fast and good enough for choosing moves; the same seed gives the same
/// sequence on every machine.
#[derive(Clone, Debug)]
pub(crate) struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub(crate) const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        finalise(self.0)
    }

    /// A number in `0..n` (`n` must be above 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        // Multiply-shift: unbiased enough for move choice and free of a division.
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// SplitMix64's finaliser, a bijection with good avalanche.
const fn finalise(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Mixes two numbers into a new seed (a game index into a match seed, a position's hash into a
/// player's seed), so derived seeds differ even when the inputs differ in one bit.
pub(crate) const fn mix(a: u64, b: u64) -> u64 {
    finalise(a ^ finalise(b.wrapping_add(0x2545_F491_4F6C_DD1D)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reproducible_and_in_range() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for n in 1..200 {
            let x = a.below(n);
            assert_eq!(x, b.below(n));
            assert!(x < n);
        }
        assert_ne!(mix(1, 2), mix(2, 1));
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }
}
