//! Perft on the 8x8 board, and the contract's cross-check without stacking.

use super::moves8::Move8;
use super::position8::Position8;

/// Counts the leaf nodes of the move tree `depth` plies deep (the perft of
/// `shared/RULES-variants.md`), by the position's variant.
///
/// ```
/// use lasca_rules::{Position8, Variant8, perft8, perft8_divide};
///
/// let bashni = Position8::start(Variant8::Bashni);
/// assert_eq!(perft8(&bashni, 4), 1469);
/// let split = perft8_divide(&bashni, 2);
/// assert_eq!(split[0].0.to_string(), "a3-b4");
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 49);
/// ```
pub fn perft8(position: &Position8, depth: u32) -> u64 {
    count(position, depth, true)
}

/// Perft with every jumped man taken off the board instead of stacked: English checkers
/// (White first) with `lasca8`'s move machinery, Russian draughts with `bashni`'s. A self-check
/// of the generator against published figures, not a rule of either game.
#[doc(hidden)]
pub fn perft8_without_stacking(position: &Position8, depth: u32) -> u64 {
    count(position, depth, false)
}

fn count(position: &Position8, depth: u32, stack: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| {
            let mut next = *position;
            next.play_keeping_prisoners(mv, stack);
            count(&next, depth - 1, stack)
        })
        .sum()
}

/// Perft split by first move, sorted by the moves' notation in byte order.
pub fn perft8_divide(position: &Position8, depth: u32) -> Vec<(Move8, u64)> {
    crate::game_position::perft_divide_of(position, depth)
}
