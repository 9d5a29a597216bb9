//! The 8x8 move generator: every capture path of every column of the side to move (captures
//! are compulsory), or else every step.
//!
//! The board is not changed while a capture is followed: jumped columns stay where they are
//! until the move ends, which is the bashni rule for flying kings and, for columns that jump
//! one square at a time, the same moves as taking each prisoner at once (they only ever land
//! an even number of files from their start, and jump squares an odd number away). So a
//! square is free for the moving column when the position has no column there, or it is the
//! column's own start square, which is empty during the move.

use arrayvec::ArrayVec;

use super::Position8;
use crate::column::Colour;
use crate::variant::VariantRules;
use crate::{Direction, Move8, Square8, SquareSet8};

/// The most squares beyond a jumped column on one diagonal of the 8x8 board.
const MOST_LANDINGS: usize = 6;

/// One jump: the square jumped and the free squares beyond it where the column may land.
type Jump = (Square8, ArrayVec<Square8, MOST_LANDINGS>);

/// What one column's captures are followed with.
struct Captures<'a> {
    rules: VariantRules,
    side: Colour,
    /// Squares commanded by the opponent: the columns that may be jumped.
    enemies: SquareSet8,
    /// Squares the moving column may not pass or land on: every column but its own.
    blocked: SquareSet8,
    out: &'a mut Vec<Move8>,
}

impl Captures<'_> {
    /// The directions a commander moves and jumps in: an officer (and in bashni a soldier's
    /// jump) any of the four, a soldier's forward two.
    #[inline]
    fn jump_directions(&self, officer: bool) -> &'static [Direction] {
        if officer || self.rules.soldiers_capture_backward {
            &Direction::ALL
        } else {
            Direction::forward_slice(self.side)
        }
    }

    /// The jump from `at` in `direction`, if there is one: an adjacent enemy column with a free
    /// square beyond, or for a flying king the first column along the diagonal, if it is an
    /// enemy's, and every free square beyond it up to the next column or the edge.
    // Inlined into its two callers, where the direction loop unrolls (18% of perft's
    // instructions when it was a call).
    #[inline(always)]
    fn jump(
        &self,
        at: Square8,
        direction: Direction,
        flying: bool,
        jumped: SquareSet8,
    ) -> Option<Jump> {
        let mut over = at.step(direction)?;
        while flying && !self.blocked.contains(over) {
            over = over.step(direction)?;
        }
        // A jumped square is still blocked (it is in `blocked`), but never jumped again.
        if !(self.enemies - jumped).contains(over) {
            return None;
        }
        let mut landings = ArrayVec::new();
        let mut beyond = over.step(direction);
        while let Some(land) = beyond
            && !self.blocked.contains(land)
        {
            landings.push(land);
            if !flying {
                break;
            }
            beyond = land.step(direction);
        }
        (!landings.is_empty()).then_some((over, landings))
    }

    #[inline]
    fn flies(&self, officer: bool) -> bool {
        officer && self.rules.officers_fly
    }

    /// Whether a column commanded by an officer or a soldier on `at` can jump again.
    #[inline]
    fn can_jump(&self, at: Square8, officer: bool, jumped: SquareSet8) -> bool {
        let flying = self.flies(officer);
        self.jump_directions(officer)
            .iter()
            .any(|&direction| self.jump(at, direction, flying, jumped).is_some())
    }

    /// Adds every capture that goes on from `path` (which ends on `at`, having jumped
    /// `jumped`); says whether there was any jump from `at`.
    fn follow(&mut self, path: &mut Move8, at: Square8, officer: bool, jumped: SquareSet8) -> bool {
        let flying = self.flies(officer);
        let mut any = false;
        for &direction in self.jump_directions(officer) {
            let Some((over, landings)) = self.jump(at, direction, flying, jumped) else {
                continue;
            };
            any = true;
            let jumped = jumped | over.bit();
            // A king must land where the capture goes on, if it can from any landing.
            let must_go_on = landings.len() > 1
                && landings
                    .iter()
                    .any(|&land| self.can_jump(land, officer, jumped));
            for land in landings {
                let promoted = !officer && land.is_promotion_rank(self.side);
                path.push(land);
                let ends_here = if promoted && self.rules.promotion_ends_capture {
                    // Lasca: a soldier promoted in a capture ends the move.
                    true
                } else {
                    !self.follow(path, land, officer || promoted, jumped)
                };
                if ends_here && !must_go_on {
                    self.out.push(*path);
                }
                path.pop();
            }
        }
        any
    }
}

impl Position8 {
    /// Whether the side to move can capture (and so must), found without listing the moves.
    pub(super) fn can_capture(&self) -> bool {
        let own = self.commanded_by(self.side);
        let enemies = self.commanded_by(self.side.opponent());
        own.iter().any(|from| {
            let captures = Captures {
                rules: self.variant.rules(),
                side: self.side,
                enemies,
                blocked: self.occupied - from.bit(),
                out: &mut Vec::new(),
            };
            captures.can_jump(from, self.officers.contains(from), SquareSet8::EMPTY)
        })
    }

    /// Whether the side to move has a step to a free neighbouring square (a flying king's
    /// longer steps pass that square first).
    pub(super) fn can_step(&self) -> bool {
        self.commanded_by(self.side).iter().any(|from| {
            let directions = if self.officers.contains(from) {
                &Direction::ALL
            } else {
                Direction::forward_slice(self.side)
            };
            directions.iter().any(|&direction| {
                from.step(direction)
                    .is_some_and(|to| !self.occupied.contains(to))
            })
        })
    }

    /// Adds the legal moves of the side to move to `moves`, always in the same order for the
    /// same position: captures by square, direction and landing, or else steps.
    pub fn generate(&self, moves: &mut Vec<Move8>) {
        let own = self.commanded_by(self.side);
        let first = moves.len();
        for from in own.iter() {
            let mut captures = Captures {
                rules: self.variant.rules(),
                side: self.side,
                enemies: self.commanded_by(self.side.opponent()),
                blocked: self.occupied - from.bit(),
                out: moves,
            };
            let mut path = Move8::start(from, true);
            captures.follow(
                &mut path,
                from,
                self.officers.contains(from),
                SquareSet8::EMPTY,
            );
        }
        if moves.len() > first {
            return;
        }
        for from in own.iter() {
            let officer = self.officers.contains(from);
            let directions = if officer {
                &Direction::ALL
            } else {
                Direction::forward_slice(self.side)
            };
            let flying = officer && self.variant.rules().officers_fly;
            for &direction in directions {
                let mut next = from.step(direction);
                while let Some(to) = next
                    && !self.occupied.contains(to)
                {
                    moves.push(Move8::step(from, to));
                    next = if flying { to.step(direction) } else { None };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant8;

    #[test]
    fn the_quick_checks_agree_with_the_move_list() {
        // Random games of both variants: whether a capture or any move exists, asked without
        // the list, is what the list says.
        for variant in Variant8::ALL {
            for seed in 1..=40u64 {
                let mut state = seed;
                let mut position = Position8::start(variant);
                for _ in 0..150 {
                    let moves = position.legal_moves();
                    assert_eq!(
                        position.can_capture(),
                        moves.first().is_some_and(|mv| mv.is_capture()),
                        "{position}"
                    );
                    assert_eq!(position.has_legal_move(), !moves.is_empty(), "{position}");
                    assert_eq!(position.hash(), position.recompute_hash(), "{position}");
                    if moves.is_empty() {
                        break;
                    }
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    position.play_unchecked(moves[(state >> 33) as usize % moves.len()]);
                }
            }
        }
    }

    #[test]
    fn most_landings_is_the_longest_diagonal_beyond_a_jump() {
        let longest = Square8::ALL
            .iter()
            .flat_map(|&s| {
                Direction::ALL.map(|d| std::iter::successors(s.step(d), |n| n.step(d)).count())
            })
            .max();
        // A king jumps at least one square before the landings start.
        assert_eq!(longest, Some(MOST_LANDINGS + 1));
    }
}
