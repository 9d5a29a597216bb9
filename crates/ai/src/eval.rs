//! The evaluation: how good a quiet position is for the side to move, in centi-men.
//!
//! Lasca never removes a man, so "material" is not who has more men on the board (both always
//! have 11) but who *commands* more of them: a man is free when the column he stands in is
//! commanded by his own side, and a prisoner otherwise. Every term below is computed for both
//! sides and the difference is taken, so the evaluation is symmetric: mirroring the board and
//! swapping the colours gives the same score for the side to move.
//!
//! The terms, each a field of [`Evaluation`]:
//! - **material**: men under command. A commander (the top man, who moves the column) is worth
//!   [`commander`](Weights::commander); each free man beneath him is a reserve worth
//!   [`reserve`](Weights::reserve): he keeps the column
//!   alive when its commander is taken, but adds no new piece to move.
//! - **prisoners**: a prisoner is lost to his side only until his captor's column is jumped
//!   often enough. Each side gets the chance of being freed, times the value of its men held
//!   prisoner: high when a single guard stands over them ([`free_chance`](Weights::free_chance)), less on an edge
//!   square (no column on the edge can be jumped while it stays there).
//! - **officers**: an officer commander moves and captures both ways ([`officer`](Weights::officer));
//!   an officer buried in his own column is a promotion already won, waiting to command
//!   ([`buried_officer`](Weights::buried_officer)).
//! - **exposure**: the side to move's columns that the opponent could jump next move. Jumping a
//!   column takes its commander and, if he was its only guard, frees every prisoner under him, so
//!   a tall column with one guard in the centre is the big loss. The largest threat counts
//!   [`threat_first`](Weights::threat_first) per cent (one threat can usually be parried),
//!   every other one [`threat_others`](Weights::threat_others) per cent. (At a quiet position the side not to move has no column under
//!   attack, or the side to move would be capturing.)
//! - **mobility**: [`mobility`](Weights::mobility) for each step a side's columns could make. A side that cannot
//!   move loses, and a side with more moves has more ways to set up forcing captures.
//! - **advancement**: soldier commanders earn [`advance`](Weights::advance) by how far they have come toward
//!   promotion.
//! - **guard**: men kept on the home rank ([`home_guard`](Weights::home_guard) each) deny the opponent's soldiers
//!   their promotion square while the opponent still has soldiers to promote.
//! - **tempo**: [`tempo`](Weights::tempo) for the side to move.
//!
//! [`Weights::DEFAULT`] holds the values; the `tune` example fits them to self-play games.

use lasca_rules::{Colour, Column, Direction, Man, Position, SQUARE_COUNT, Square};

/// The evaluation's weights, in centi-men (a commander is 100) unless a field says per cent.
///
/// [`Weights::DEFAULT`] is what the engine plays with; the `tune` example fits them to
/// self-play results (see its documentation) and prints a new set in this form.
///
/// `RANKS` is the board's size: `Weights` (7) for Lasca 7x7, `Weights<8>` for the 8x8 games
/// (only [`advance`](Weights::advance) has a rank's entry each).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Weights<const RANKS: usize = 7> {
    /// A commander: a man who commands a column and so is a piece that moves and fights. The
    /// unit of every score; the tuner keeps it fixed.
    pub commander: i32,
    /// A free man of the commander's colour beneath him: a spare life for the column.
    pub reserve: i32,
    /// Extra for a commander who is an officer.
    pub officer: i32,
    /// Extra for an officer beneath his own commander.
    pub buried_officer: i32,
    /// Extra a held officer adds to the value of freeing his column (he comes back an officer).
    pub prisoner_officer: i32,
    /// Per cent chance that prisoners are freed, by how many of the captor's men guard them
    /// (index 1, 2, 3, 4 or more; index 0 is unused), on a square in the middle of the board.
    pub free_chance: [i32; 5],
    /// Per cent of the above for a column on an edge square, where it cannot be jumped.
    pub edge_free_chance: i32,
    /// Per cent of the largest threatened loss counted against the side to move.
    pub threat_first: i32,
    /// Per cent of every further threatened loss.
    pub threat_others: i32,
    /// Per legal step.
    pub mobility: i32,
    /// A soldier commander's bonus by ranks advanced from his own home rank (0 to 6 on 7x7).
    pub advance: [i32; RANKS],
    /// Per commander on his home rank, while the opponent commands a soldier.
    pub home_guard: i32,
    /// For the side to move.
    pub tempo: i32,
}

impl Weights {
    /// The weights the engine plays with: fitted by the `tune` example (Texel's method) to
    /// 236,917 quiet positions of 3,100 self-play games at 8,000 nodes a move, and adopted
    /// after they beat the reasoned first set by 69.5% over 200 games at 50,000 nodes a move
    /// (+143 Elo, 95% interval +91 to +195). That set was: reserve 75, officer 50, buried
    /// officer 20, prisoner officer 40, free chance [0, 30, 12, 6, 3], edge 50, threats 25 and
    /// 50, mobility 5, advance [0, 0, 3, 6, 10, 16, 0], home guard 8, tempo 10.
    pub const DEFAULT: Weights = Weights {
        commander: 100,
        reserve: 155,
        officer: 58,
        buried_officer: 94,
        prisoner_officer: 33,
        free_chance: [0, 55, 18, 0, 3],
        edge_free_chance: 78,
        threat_first: 17,
        threat_others: 25,
        mobility: 22,
        advance: [0, 29, 18, 0, 10, 29, 0],
        home_guard: 53,
        tempo: 18,
    };
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// The evaluation split into its named terms, each from White's point of view (positive is
/// good for White), in centi-men (a commander is 100).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Evaluation {
    /// Men under command: commanders and their reserves.
    pub material: i32,
    /// The chance of each side's prisoners being freed, times their value.
    pub prisoners: i32,
    /// Officer commanders and officers buried in their own columns.
    pub officers: i32,
    /// Losses the side to move's columns face from the opponent's next capture.
    pub exposure: i32,
    /// Steps available.
    pub mobility: i32,
    /// Soldier commanders' progress toward promotion.
    pub advancement: i32,
    /// Commanders holding the home rank.
    pub guard: i32,
    /// The side to move's initiative.
    pub tempo: i32,
}

/// The neighbour of each square in each of [`Direction::ALL`].
const NEIGHBOURS: [[Option<Square>; 4]; SQUARE_COUNT] = {
    let mut table = [[None; 4]; SQUARE_COUNT];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let mut d = 0;
        while d < 4 {
            table[i][d] = Square::ALL[i].step(Direction::ALL[d]);
            d += 1;
        }
        i += 1;
    }
    table
};

/// The index in [`Direction::ALL`] of the direction opposite to index `d`.
pub(crate) const fn opposite(d: usize) -> usize {
    // ALL is UpRight, UpLeft, DownRight, DownLeft: UpRight <-> DownLeft, UpLeft <-> DownRight.
    3 - d
}

/// Whether `man` commanding a column may move or capture in direction index `d`.
pub(crate) fn may_move(man: Man, d: usize) -> bool {
    man.officer
        || match man.colour {
            Colour::White => d < 2,
            Colour::Black => d >= 2,
        }
}

pub(crate) const fn side_index(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

/// How far `square` is from `colour`'s home rank (0 to 6).
const fn progress(square: Square, colour: Colour) -> usize {
    match colour {
        Colour::White => square.rank() as usize,
        Colour::Black => 6 - square.rank() as usize,
    }
}

/// What the opponent wins by jumping this column once: its commander, and every prisoner if
/// the commander was their only guard.
fn swing<const RANKS: usize>(men: ColumnMen, w: &Weights<RANKS>) -> i32 {
    let mut loss = w.commander + if men.commander.officer { w.officer } else { 0 };
    if men.own == 1 {
        loss += men.held * w.commander + men.held_officers * w.prisoner_officer;
    }
    loss
}

/// Who is in a column: its commander and the men under him, counted by side. (A count, not
/// the column, so that a sandbox's columns taller than [`Column`]'s are scored alike.)
#[derive(Clone, Copy)]
pub(crate) struct ColumnMen {
    pub(crate) commander: Man,
    /// Men of the commander's colour, him included.
    pub(crate) own: i32,
    /// The opponent's men: prisoners.
    pub(crate) held: i32,
    /// Officers of the commander's colour, him included.
    pub(crate) own_officers: i32,
    /// The opponent's officers among the prisoners.
    pub(crate) held_officers: i32,
}

/// A stack of men: a game's [`Column`] or a sandbox's taller [`lasca_rules::TallColumn`].
pub(crate) trait Stack: Copy {
    fn commander(self) -> Option<Man>;
    fn count(self, colour: Colour) -> usize;
    fn officers(self, colour: Colour) -> usize;
    fn pop_commander(self) -> Option<(Man, Self)>;
}

impl Stack for Column {
    fn commander(self) -> Option<Man> {
        Column::commander(self)
    }
    fn count(self, colour: Colour) -> usize {
        Column::count(self, colour)
    }
    fn officers(self, colour: Colour) -> usize {
        Column::officers(self, colour)
    }
    fn pop_commander(self) -> Option<(Man, Column)> {
        Column::pop_commander(self)
    }
}

impl Stack for lasca_rules::TallColumn {
    fn commander(self) -> Option<Man> {
        lasca_rules::TallColumn::commander(self)
    }
    fn count(self, colour: Colour) -> usize {
        lasca_rules::TallColumn::count(self, colour)
    }
    fn officers(self, colour: Colour) -> usize {
        lasca_rules::TallColumn::officers(self, colour)
    }
    fn pop_commander(self) -> Option<(Man, Self)> {
        lasca_rules::TallColumn::pop_commander(self)
    }
}

impl ColumnMen {
    /// The men of `column`, if it has any.
    pub(crate) fn of(column: impl Stack) -> Option<ColumnMen> {
        let commander = column.commander()?;
        let (side, enemy) = (commander.colour, commander.colour.opponent());
        Some(ColumnMen {
            commander,
            own: column.count(side) as i32,
            held: column.count(enemy) as i32,
            own_officers: column.officers(side) as i32,
            held_officers: column.officers(enemy) as i32,
        })
    }
}

/// What the evaluation needs to know of where a column stands, from whichever board.
pub(crate) struct Placement {
    /// How far the column stands from its commander's home rank.
    pub(crate) progress: usize,
    /// Whether every diagonal neighbour exists (an edge column cannot be jumped).
    pub(crate) interior: bool,
    /// How many steps (or, for a flying king, squares) the commander could move to.
    pub(crate) steps: i32,
    /// Whether the opponent could jump this column next move (asked of the side to move's
    /// columns only).
    pub(crate) attacked: bool,
}

/// The evaluation of a board's `columns` with `to_move` to move: each column's men
/// (`men_of`) and where it stands (`placement`, given its commander) summed into the terms.
pub(crate) fn sum_columns<S: Copy, const RANKS: usize>(
    to_move: Colour,
    columns: impl Iterator<Item = (S, Column)>,
    men_of: impl Fn(S, Column) -> Option<ColumnMen>,
    placement: impl Fn(S, Man) -> Placement,
    w: &Weights<RANKS>,
) -> Evaluation {
    let mut terms = Terms::default();
    for (square, column) in columns {
        if let Some(men) = men_of(square, column) {
            terms.add(men, placement(square, men.commander), w);
        }
    }
    terms.finish(to_move, w)
}

/// The terms summed over the columns, per side (index 0 White), before weighting the threats.
#[derive(Default)]
pub(crate) struct Terms {
    material: [i32; 2],
    prisoners: [i32; 2],
    officers: [i32; 2],
    mobility: [i32; 2],
    advancement: [i32; 2],
    guards: [i32; 2],
    soldiers_commanding: [bool; 2],
    /// The side to move's largest threatened loss, and the sum of the others.
    threats: [i32; 2],
}

impl Terms {
    /// Counts one column's terms.
    pub(crate) fn add<const RANKS: usize>(
        &mut self,
        men: ColumnMen,
        placement: Placement,
        w: &Weights<RANKS>,
    ) {
        let Placement {
            progress,
            interior,
            steps,
            attacked,
        } = placement;
        let ColumnMen {
            commander,
            own,
            held,
            own_officers,
            held_officers,
        } = men;
        let side = commander.colour;
        let enemy = side.opponent();
        let us = side_index(side);

        self.material[us] += w.commander + (own - 1) * w.reserve;
        if commander.officer {
            self.officers[us] += w.officer + (own_officers - 1) * w.buried_officer;
        } else {
            self.officers[us] += own_officers * w.buried_officer;
            self.soldiers_commanding[us] = true;
            self.advancement[us] += w.advance[progress.min(RANKS - 1)];
        }
        if progress == 0 {
            self.guards[us] += w.home_guard;
        }
        if held > 0 {
            let mut chance = w.free_chance[own.min(4) as usize];
            if !interior {
                chance = chance * w.edge_free_chance / 100;
            }
            let value = held * w.commander + held_officers * w.prisoner_officer;
            self.prisoners[side_index(enemy)] += value * chance / 100;
        }
        self.mobility[us] += steps * w.mobility;
        if attacked {
            let loss = swing(men, w);
            let [first, second] = &mut self.threats;
            if loss > *first {
                *second += *first;
                *first = loss;
            } else {
                *second += loss;
            }
        }
    }

    /// The weighted terms from White's point of view.
    pub(crate) fn finish<const RANKS: usize>(
        mut self,
        to_move: Colour,
        w: &Weights<RANKS>,
    ) -> Evaluation {
        for colour in Colour::BOTH {
            if !self.soldiers_commanding[side_index(colour.opponent())] {
                self.guards[side_index(colour)] = 0;
            }
        }
        let exposure_loss =
            (self.threats[0] * w.threat_first + self.threats[1] * w.threat_others) / 100;
        let sign = match to_move {
            Colour::White => 1,
            Colour::Black => -1,
        };
        let diff = |pair: [i32; 2]| pair[0] - pair[1];
        Evaluation {
            material: diff(self.material),
            prisoners: diff(self.prisoners),
            officers: diff(self.officers),
            exposure: -sign * exposure_loss,
            mobility: diff(self.mobility),
            advancement: diff(self.advancement),
            guard: diff(self.guards),
            tempo: sign * w.tempo,
        }
    }
}

impl Evaluation {
    /// Evaluates every term of `position` with the engine's weights.
    pub fn of(position: &Position) -> Evaluation {
        Evaluation::with(position, &Weights::DEFAULT)
    }

    /// Evaluates every term of `position` with the weights `w`.
    pub fn with(position: &Position, w: &Weights) -> Evaluation {
        Evaluation::with_men(position, |_, column| ColumnMen::of(column), w)
    }

    /// [`Evaluation::with`] where the men of each column are `men_of(square, column)` (the
    /// sandbox's own, taller columns, whose commanders `position` holds).
    pub(crate) fn with_men(
        position: &Position,
        men_of: impl Fn(Square, Column) -> Option<ColumnMen>,
        w: &Weights,
    ) -> Evaluation {
        let to_move = position.side_to_move();
        let placement = |square: Square, commander: Man| {
            let side = commander.colour;
            let enemy = side.opponent();
            let neighbours = &NEIGHBOURS[square.index()];
            let interior = neighbours.iter().all(Option::is_some);
            let steps = neighbours
                .iter()
                .enumerate()
                .filter(|&(d, next)| {
                    may_move(commander, d)
                        && next.is_some_and(|next| position.column(next).is_empty())
                })
                .count() as i32;
            let attacked = side == to_move
                && interior
                && (0..4).any(|d| {
                    let (Some(from), Some(landing)) = (neighbours[d], neighbours[opposite(d)])
                    else {
                        return false;
                    };
                    position.column(landing).is_empty()
                        && position.column(from).commander().is_some_and(|attacker| {
                            attacker.colour == enemy && may_move(attacker, opposite(d))
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

    /// The sum of the terms, from White's point of view.
    pub const fn total(&self) -> i32 {
        self.material
            + self.prisoners
            + self.officers
            + self.exposure
            + self.mobility
            + self.advancement
            + self.guard
            + self.tempo
    }

    /// The sum of the terms from `side`'s point of view.
    pub const fn for_side(&self, side: Colour) -> i32 {
        white_score(self.total(), side)
    }

    /// Each term with its name, for printing a breakdown.
    pub const fn terms(&self) -> [(&'static str, i32); 8] {
        [
            ("material", self.material),
            ("prisoners", self.prisoners),
            ("officers", self.officers),
            ("exposure", self.exposure),
            ("mobility", self.mobility),
            ("advancement", self.advancement),
            ("guard", self.guard),
            ("tempo", self.tempo),
        ]
    }
}

/// The evaluation of `position` for the side to move, in centi-men.
pub fn evaluate(position: &Position) -> i32 {
    evaluate_with(position, &Weights::DEFAULT)
}

/// The evaluation of `position` for the side to move with the weights `w`.
pub fn evaluate_with(position: &Position, w: &Weights) -> i32 {
    Evaluation::with(position, w).for_side(position.side_to_move())
}

/// Turns a score from `side_to_move`'s point of view into White's (for an evaluation bar).
pub const fn white_score(score: i32, side_to_move: Colour) -> i32 {
    match side_to_move {
        Colour::White => score,
        Colour::Black => -score,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Weights = Weights::DEFAULT;

    fn position(text: &str) -> Position {
        text.parse().expect("test position parses")
    }

    #[test]
    fn start_is_balanced_but_for_tempo() {
        let eval = Evaluation::of(&Position::start());
        assert_eq!(eval.total(), W.tempo);
        assert_eq!(evaluate(&Position::start()), W.tempo);
    }

    #[test]
    fn opposite_directions() {
        for d in 0..4 {
            let there = Square::ALL[12].step(Direction::ALL[d]).unwrap();
            assert_eq!(
                there.step(Direction::ALL[opposite(d)]),
                Some(Square::ALL[12])
            );
        }
    }

    #[test]
    fn a_guarded_prisoner_is_safer() {
        // The same black prisoner under one white guard and under three.
        let weak = position("w d4:wb a7:b g1:w");
        let strong = position("w d4:wwwb a7:b g1:w");
        assert!(Evaluation::of(&weak).prisoners < Evaluation::of(&strong).prisoners);
        let edge = position("w a3:wb a7:b g1:w");
        assert!(Evaluation::of(&weak).prisoners < Evaluation::of(&edge).prisoners);
    }

    #[test]
    fn a_threatened_tall_column_costs_the_side_to_move() {
        // Black's soldier on e5 can jump d4 to c3 next move and free the two black prisoners.
        let threatened = position("w d4:wbb e5:b a1:w");
        let eval = Evaluation::of(&threatened);
        assert_eq!(eval.exposure, -(3 * W.commander) * W.threat_first / 100);
        // With Black to move (and f6 covered) nothing of Black's is attacked.
        let capturing = position("b d4:wbb e5:b f6:b a1:w");
        assert_eq!(Evaluation::of(&capturing).exposure, 0);
    }

    #[test]
    fn officers_and_advancement_count() {
        let officer = position("w d4:W g7:b");
        let soldier = position("w d4:w g7:b");
        assert_eq!(
            Evaluation::of(&officer).officers - Evaluation::of(&soldier).officers,
            W.officer
        );
        let buried = position("w d4:wW g7:b");
        assert_eq!(Evaluation::of(&buried).officers, W.buried_officer);
        // White's soldier five ranks up, Black's on his home rank.
        let far = position("w b6:w g7:b");
        assert_eq!(
            Evaluation::of(&far).advancement,
            W.advance[5] - W.advance[0]
        );
    }
}
