//! Perft: the leaf count of the move tree, the move generator's test.

use super::Position;
use super::movegen::MoveVisitor;
use crate::moves::{Move, MoveList};
use crate::square::{Direction, Square, SquareSet};

/// Perft's last two plies: for each move, the replies are counted from who commands what after
/// it, without building the move or the next position.
struct ReplyCount<'a> {
    position: &'a Position,
    total: u64,
}

impl ReplyCount<'_> {
    #[inline]
    fn add(&mut self, from: Square, to: Square, jumped: SquareSet) {
        let next = self.position.sets_after(from, to, jumped);
        self.total += next.count(self.position.side.opponent()) as u64;
    }
}

impl MoveVisitor for ReplyCount<'_> {
    type Path = ();

    #[inline]
    fn capture(&mut self, (): (), from: Square, to: Square, jumped: SquareSet) {
        self.add(from, to, jumped);
    }

    #[inline]
    fn steps(&mut self, direction: Direction, from: SquareSet) {
        for from in from {
            self.add(from, from.ahead(direction), SquareSet::EMPTY);
        }
    }
}

/// Counts the leaf nodes of the move tree `depth` plies deep (the perft of `docs/RULES.md`).
///
/// ```
/// use lasca_rules::{Position, perft, perft_divide};
///
/// let start = Position::start();
/// assert_eq!(perft(&start, 4), 54);
/// let split = perft_divide(&start, 4);
/// assert_eq!(split[0].0.to_string(), "a3-b4");
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 54);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        2 => {
            // The last ply only needs to know who commands what after each move.
            let mut replies = ReplyCount { position, total: 0 };
            position.sets.visit(position.side, &mut replies);
            replies.total
        }
        _ => {
            // Filled in place: returning a move list would copy all of its capacity.
            let mut moves = MoveList::new();
            position.generate(&mut moves);
            let mut total = 0;
            for &mv in &moves {
                let mut next = *position;
                next.play_keeping::<false>(mv);
                total += perft(&next, depth - 1);
            }
            total
        }
    }
}

/// Perft split by first move, sorted by the moves' notation in byte order.
pub fn perft_divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut split: Vec<(Move, u64)> = position
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
