//! Perft, the leaf count of the legal move tree and the move generators' test, written once
//! for every position type.
//!
//! A position type can count faster than by building every move and position (the 7x7
//! generator counts a ply's moves without listing them, and the last two plies from who
//! commands what); it says so by overriding [`GamePosition`]'s counting methods, and the tree
//! walk here stays the same.

use crate::board::Move;
use crate::game_position::GamePosition;
use crate::position8::Position8;

/// Counts the leaf nodes of the move tree `depth` plies deep (the perft of `docs/RULES.md`),
/// for any position: Lasca 7x7's, an 8x8 variant's, a sandbox's.
///
/// ```
/// use lasca_rules::{Position, Position8, Variant8, perft, perft_divide};
///
/// let start = Position::start();
/// assert_eq!(perft(&start, 4), 54);
/// let split = perft_divide(&start, 4);
/// assert_eq!(split[0].0.to_string(), "a3-b4");
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 54);
/// assert_eq!(perft(&Position8::start(Variant8::Bashni), 3), 302);
/// ```
pub fn perft<P: GamePosition>(position: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        2 => position.count_replies(),
        _ => {
            // Filled in place: returning a fixed-size move list would copy all of its capacity.
            let mut moves = P::Moves::default();
            position.generate_into(&mut moves);
            let mut total = 0;
            for &mv in moves.iter() {
                let mut next = *position;
                next.play_for_count(mv);
                total += perft(&next, depth - 1);
            }
            total
        }
    }
}

/// [`perft`] split by first move, sorted by the moves' notation in byte order.
pub fn perft_divide<P: GamePosition>(position: &P, depth: u32) -> Vec<(P::Move, u64)> {
    let mut split: Vec<(P::Move, u64)> = position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let next = position.after_unchecked(mv);
            (mv, perft(&next, depth.saturating_sub(1)))
        })
        .collect();
    split.sort_by_cached_key(|(mv, _)| mv.to_string());
    split
}

/// Perft of an 8x8 position with every jumped man taken off the board instead of stacked:
/// English checkers (White first) with `lasca8`'s move machinery, Russian draughts with
/// `bashni`'s. A self-check against published counts (`shared/RULES-variants.md`).
#[doc(hidden)]
pub fn perft_without_stacking(position: &Position8, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv: Move<crate::Eight>| {
            let mut next = *position;
            next.play_keeping_prisoners(mv, false);
            perft_without_stacking(&next, depth - 1)
        })
        .sum()
}
