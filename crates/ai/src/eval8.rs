//! The evaluation on the 8x8 board: the terms of [`crate::eval`], read off a [`Position8`].
//!
//! Everything a column is worth is the same as on 7x7 (the shared `Terms`); what the board
//! changes is how a column's facts are found. On 8x8 a bashni man captures backward as well as
//! forward, and a bashni king flies: he steps to any free square along a diagonal (each one
//! counts for mobility) and attacks a column from afar, over empty squares.

use lasca_rules::{Colour, Column, Direction, Man, Position8, Square8, Variant8};

use crate::eval::{ColumnMen, Evaluation, Placement, Weights, may_move, opposite, sum_columns};

impl Weights<8> {
    /// Lasca 8x8's weights: fitted by the `tune` example (`--variant lasca8`, Texel's
    /// method) to 192,828 quiet positions of 1,500 self-play games at 3,000 nodes a move,
    /// starting from Lasca 7x7's set with its advancement spread over eight ranks; they beat
    /// that start 53.5% over 100 games at 10,000 nodes a move (+24 Elo, 95% interval -43 to
    /// +92: no worse, and fitted to this board). The fit moved the home rank's worth from
    /// `home_guard` into `advance[0]` (a soldier at home guards the promotion row).
    pub const LASCA8: Weights<8> = Weights {
        commander: 100,
        reserve: 196,
        officer: 61,
        buried_officer: 106,
        prisoner_officer: 0,
        free_chance: [0, 79, 26, 0, 3],
        edge_free_chance: 74,
        threat_first: 8,
        threat_others: 60,
        mobility: 15,
        advance: [110, 84, 48, 40, 27, 44, 57, 0],
        home_guard: 0,
        tempo: 25,
    };

    /// Bashni's weights: fitted by the `tune` example (`--variant bashni`, Texel's method) to
    /// 83,729 quiet positions of 1,500 self-play games at 3,000 nodes a move, from the same
    /// start as Lasca 8x8's; they beat that start 60.5% over 100 games at 10,000 nodes a move
    /// (+74 Elo, 95% interval +5 to +143). A flying king is worth nearly three men here
    /// (Lasca's officer barely more than a soldier), and so is freeing one.
    pub const BASHNI: Weights<8> = Weights {
        commander: 100,
        reserve: 128,
        officer: 265,
        buried_officer: 173,
        prisoner_officer: 200,
        free_chance: [0, 45, 16, 16, 33],
        edge_free_chance: 64,
        threat_first: 0,
        threat_others: 23,
        mobility: 4,
        advance: [42, 10, 0, 15, 11, 56, 110, 0],
        home_guard: 43,
        tempo: 68,
    };

    /// The engine's weights for `variant`.
    pub const fn for_variant(variant: Variant8) -> Weights<8> {
        match variant {
            Variant8::Lasca8 => Weights::LASCA8,
            Variant8::Bashni => Weights::BASHNI,
        }
    }
}

/// How far `square` is from `colour`'s home rank (0 to 7).
const fn progress(square: Square8, colour: Colour) -> usize {
    match colour {
        Colour::White => square.rank() as usize,
        Colour::Black => 7 - square.rank() as usize,
    }
}

/// Whether `man`, commanding a column, may capture in direction index `d` (every way when
/// soldiers capture backward, as in bashni).
fn may_capture(man: Man, d: usize, backward: bool) -> bool {
    backward || may_move(man, d)
}

impl Evaluation {
    /// Evaluates every term of an 8x8 position with the engine's weights for its variant.
    pub fn of8(position: &Position8) -> Evaluation {
        Evaluation::with8(position, &Weights::for_variant(position.variant()))
    }

    /// Evaluates every term of an 8x8 position with the weights `w`.
    pub fn with8(position: &Position8, w: &Weights<8>) -> Evaluation {
        Evaluation::with8_men(position, |_, column| ColumnMen::of(column), w)
    }

    /// [`Evaluation::with8`] where the men of each column are `men_of(square, column)` (the
    /// sandbox's own, taller columns, whose commanders `position` holds).
    pub(crate) fn with8_men(
        position: &Position8,
        men_of: impl Fn(Square8, Column) -> Option<ColumnMen>,
        w: &Weights<8>,
    ) -> Evaluation {
        let to_move = position.side_to_move();
        let rules = position.variant().rules();
        let occupied = position.occupied();
        let placement = |square: Square8, commander: Man| {
            let side = commander.colour;
            let enemy = side.opponent();
            let neighbours = Direction::ALL.map(|direction| square.step(direction));
            let interior = neighbours.iter().all(Option::is_some);
            let flies = rules.officers_fly && commander.officer;
            let mut steps = 0;
            for (d, &direction) in Direction::ALL.iter().enumerate() {
                if !may_move(commander, d) {
                    continue;
                }
                let mut next = square.step(direction);
                while let Some(there) = next.filter(|&there| !occupied.contains(there)) {
                    steps += 1;
                    next = if flies { there.step(direction) } else { None };
                }
            }
            let attacked = side == to_move
                && interior
                && (0..4).any(|d| {
                    let Some(landing) = neighbours[opposite(d)] else {
                        return false;
                    };
                    if occupied.contains(landing) {
                        return false;
                    }
                    // The first column toward d, and how far it stands.
                    let mut distance = 1;
                    let mut from = neighbours[d];
                    while let Some(there) = from.filter(|&there| !occupied.contains(there)) {
                        from = there.step(Direction::ALL[d]);
                        distance += 1;
                    }
                    from.and_then(|from| position.column(from).commander())
                        .is_some_and(|attacker| {
                            attacker.colour == enemy
                                && if distance == 1 {
                                    may_capture(
                                        attacker,
                                        opposite(d),
                                        rules.soldiers_capture_backward,
                                    )
                                } else {
                                    rules.officers_fly && attacker.officer
                                }
                        })
                });
            Placement {
                progress: progress(square, side),
                interior,
                steps,
                attacked,
            }
        };
        sum_columns(to_move, position.columns(), men_of, placement, w)
    }
}

/// The evaluation of an 8x8 position for the side to move, with its variant's weights.
pub fn evaluate8(position: &Position8) -> i32 {
    evaluate8_with(position, &Weights::for_variant(position.variant()))
}

/// The evaluation of an 8x8 position for the side to move with the weights `w`.
pub fn evaluate8_with(position: &Position8, w: &Weights<8>) -> i32 {
    Evaluation::with8(position, w).for_side(position.side_to_move())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(text: &str) -> Position8 {
        text.parse().expect("test position parses")
    }

    #[test]
    fn both_starts_are_balanced_but_for_tempo() {
        for variant in Variant8::ALL {
            let start = Position8::start(variant);
            assert_eq!(evaluate8(&start), Weights::for_variant(variant).tempo);
        }
    }

    #[test]
    fn the_evaluation_is_symmetric() {
        // The same columns mirrored through the board's centre, colours swapped.
        let white = position("bashni: w c3:wb e5:W a7:b");
        let black = position("bashni: b f6:bw d4:B h2:w");
        assert_eq!(evaluate8(&white), evaluate8(&black));
    }

    #[test]
    fn a_flying_king_attacks_from_afar_in_bashni_only() {
        // Black's king on h8 looks down the long diagonal at White's column on d4, with e3
        // beyond it free.
        let bashni = position("bashni: w d4:wb h8:B a1:w");
        let lasca8 = position("lasca8: w d4:wb h8:B a1:w");
        // The same weights for both (bashni's own count a single threat at 0%).
        let w = Weights::LASCA8;
        assert!(Evaluation::with8(&bashni, &w).exposure < 0);
        assert_eq!(Evaluation::with8(&lasca8, &w).exposure, 0);
    }

    #[test]
    fn a_man_attacks_backward_in_bashni_only() {
        // Black's man on c3 stands behind White's d4 (toward White's home): only a bashni man
        // may jump backward to e5.
        let bashni = position("bashni: w d4:w c3:b a1:w");
        let lasca8 = position("lasca8: w d4:w c3:b a1:w");
        // The same weights for both (bashni's own count a single threat at 0%).
        let w = Weights::LASCA8;
        assert!(Evaluation::with8(&bashni, &w).exposure < 0);
        assert_eq!(Evaluation::with8(&lasca8, &w).exposure, 0);
    }

    #[test]
    fn a_flying_king_counts_every_free_square() {
        let king = position("bashni: w a1:W h8:b");
        let officer = position("lasca8: w a1:W h8:b");
        let w = Weights::BASHNI;
        // Six free squares for the king, one step for Black's man.
        assert_eq!(Evaluation::with8(&king, &w).mobility, 5 * w.mobility);
        assert_eq!(Evaluation::with8(&officer, &w).mobility, 0);
    }
}
