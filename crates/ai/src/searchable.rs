//! What the search needs of a position beyond a game's rules: its evaluation and the hints
//! that order its moves. One search serves every variant: [`crate::Searcher::search`] is
//! generic over this trait, compiled once for Lasca 7x7's [`Position`] and once for the 8x8
//! games' [`Position8`], so the 7x7 search runs the code it always did.

use lasca_rules::{
    Colour, GamePosition, Move, Move8, Position, Position8, SQUARE_COUNT, SQUARE8_COUNT, Sandbox,
};

use crate::eval::{ColumnMen, Evaluation, Stack, Weights};

/// The evaluation weights of every variant, as a [`crate::Searcher`] keeps them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WeightSet {
    /// Lasca 7x7's.
    pub lasca7: Weights,
    /// Lasca 8x8's.
    pub lasca8: Weights<8>,
    /// Bashni's.
    pub bashni: Weights<8>,
}

impl WeightSet {
    /// The weights of an 8x8 variant.
    #[inline]
    pub const fn eight(&self, variant: lasca_rules::Variant8) -> &Weights<8> {
        match variant {
            lasca_rules::Variant8::Lasca8 => &self.lasca8,
            lasca_rules::Variant8::Bashni => &self.bashni,
        }
    }

    /// The weights the engine plays with.
    pub const DEFAULT: WeightSet = WeightSet {
        lasca7: Weights::DEFAULT,
        lasca8: Weights::LASCA8,
        bashni: Weights::BASHNI,
    };
}

impl Default for WeightSet {
    fn default() -> WeightSet {
        WeightSet::DEFAULT
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for lasca_rules::Position {}
    impl Sealed for lasca_rules::Position8 {}
    impl Sealed for lasca_rules::Sandbox<lasca_rules::Position> {}
    impl Sealed for lasca_rules::Sandbox<lasca_rules::Position8> {}
}

/// A position the engine can search: [`Position`] (Lasca 7x7), [`Position8`] (lasca8 and
/// bashni), or a [`Sandbox`] on either board. Sealed: the search's tables are sized by these
/// two boards.
pub trait Searchable: GamePosition + sealed::Sealed {
    /// Slots of the history table: one per pair of start and end squares.
    const HISTORY_SLOTS: usize;
    /// The history table's slot of a move.
    fn history_slot(mv: Self::Move) -> usize;
    /// What a capture takes, for ordering: each jumped commander (an officer more), and the
    /// mover's men it frees.
    fn capture_gain(&self, mv: Self::Move) -> i32;
    /// Whether a step promotes a soldier commander.
    fn promotes(&self, mv: Self::Move) -> bool;
    /// The evaluation's terms (White's view), with this variant's weights of `weights`.
    fn evaluation(&self, weights: &WeightSet) -> Evaluation;
    /// The static evaluation for the side to move, with this variant's weights of `weights`.
    #[inline]
    fn evaluate(&self, weights: &WeightSet) -> i32 {
        self.evaluation(weights).for_side(self.side_to_move())
    }
}

/// Ordering guesses: a commander taken, an officer extra, each of the mover's men freed.
const ORDER_COMMANDER: i32 = 100;
const ORDER_OFFICER: i32 = 50;

/// The ordering gain of taking the commander of `column`, by `mover`.
fn take_gain(column: impl Stack, mover: Colour) -> i32 {
    column.pop_commander().map_or(0, |(taken, rest)| {
        let mut gain = ORDER_COMMANDER + if taken.officer { ORDER_OFFICER } else { 0 };
        if rest.commander().is_some_and(|man| man.colour == mover) {
            gain += rest.count(mover) as i32 * ORDER_COMMANDER;
        }
        gain
    })
}

impl Searchable for Position {
    const HISTORY_SLOTS: usize = SQUARE_COUNT * SQUARE_COUNT;

    #[inline]
    fn history_slot(mv: Move) -> usize {
        mv.from().index() * SQUARE_COUNT + mv.to().index()
    }

    fn capture_gain(&self, mv: Move) -> i32 {
        let mover = self.side_to_move();
        mv.jumped()
            .map(|over| take_gain(self.column(over), mover))
            .sum()
    }

    fn promotes(&self, mv: Move) -> bool {
        self.column(mv.from())
            .commander()
            .is_some_and(|man| !man.officer && mv.to().is_promotion_rank(man.colour))
    }

    #[inline]
    fn evaluation(&self, weights: &WeightSet) -> Evaluation {
        Evaluation::with(self, &weights.lasca7)
    }
}

impl Searchable for Position8 {
    const HISTORY_SLOTS: usize = SQUARE8_COUNT * SQUARE8_COUNT;

    #[inline]
    fn history_slot(mv: Move8) -> usize {
        mv.from().index() * SQUARE8_COUNT + mv.to().index()
    }

    fn capture_gain(&self, mv: Move8) -> i32 {
        let mover = self.side_to_move();
        self.jumped_squares(mv)
            .into_iter()
            .map(|over| take_gain(self.column(over), mover))
            .sum()
    }

    fn promotes(&self, mv: Move8) -> bool {
        self.column(mv.from())
            .commander()
            .is_some_and(|man| !man.officer && mv.to().is_promotion_rank(man.colour))
    }

    #[inline]
    fn evaluation(&self, weights: &WeightSet) -> Evaluation {
        Evaluation::with8(self, weights.eight(self.variant()))
    }
}

/// A sandbox searches as its board does: the shadow orders the moves and gives the
/// evaluation its geometry, the tall columns their men.
impl Searchable for Sandbox<Position> {
    const HISTORY_SLOTS: usize = Position::HISTORY_SLOTS;

    #[inline]
    fn history_slot(mv: Move) -> usize {
        Position::history_slot(mv)
    }

    fn capture_gain(&self, mv: Move) -> i32 {
        let mover = self.side_to_move();
        mv.jumped()
            .map(|over| take_gain(self.column(over.index()), mover))
            .sum()
    }

    fn promotes(&self, mv: Move) -> bool {
        self.shadow().promotes(mv)
    }

    fn evaluation(&self, weights: &WeightSet) -> Evaluation {
        Evaluation::with_men(
            self.shadow(),
            |square, _| ColumnMen::of(self.column(square.index())),
            &weights.lasca7,
        )
    }
}

impl Searchable for Sandbox<Position8> {
    const HISTORY_SLOTS: usize = Position8::HISTORY_SLOTS;

    #[inline]
    fn history_slot(mv: Move8) -> usize {
        Position8::history_slot(mv)
    }

    fn capture_gain(&self, mv: Move8) -> i32 {
        let mover = self.side_to_move();
        self.shadow()
            .jumped_squares(mv)
            .into_iter()
            .map(|over| take_gain(self.column(over.index()), mover))
            .sum()
    }

    fn promotes(&self, mv: Move8) -> bool {
        self.shadow().promotes(mv)
    }

    fn evaluation(&self, weights: &WeightSet) -> Evaluation {
        let weights = weights.eight(self.shadow().variant());
        Evaluation::with8_men(
            self.shadow(),
            |square, _| ColumnMen::of(self.column(square.index())),
            weights,
        )
    }
}
