//! The sandbox: any men in any columns, up to [`SANDBOX_MEN`] in all, on the board of any
//! variant and played by that variant's rules.
//!
//! A [`Column`] packs at most 24 men, and a game's positions check the men per side; the
//! sandbox lifts both. Its [`Sandbox`] keeps a [`TallColumn`] (up to 100 men) on every square,
//! and beside them a **shadow**: the variant's own position with only each column's commander
//! on its square. Which moves are legal depends only on the commanders (who stands where, of
//! which colour, and whether an officer): the men under a commander never move alone, and a
//! jumped column stays on the board until the move ends. So the shadow's generator, the
//! variant's own, gives the sandbox's moves, with every rule of the variant (flying kings,
//! promotion in the middle of a capture, no column jumped twice), and Lasca's 7x7 generator
//! is not touched. Playing a move does to the tall columns what a game does to its columns:
//! each jump takes the jumped column's commander and puts him under the jumping column, whose
//! commander is promoted when the shadow's is.
//!
//! What changes with tall columns is only how many prisoners a column can hold: nothing of the
//! stacking rule itself.
//!
//! ```
//! use lasca_rules::{GamePosition, Sandbox};
//!
//! // A 30-man column on d4 and a lone black man next to it, Lasca 7x7's rules.
//! let text = format!("sandbox-lasca7: b d4:w{} e5:b a7:b", "b".repeat(29));
//! let sandbox: Sandbox = text.parse()?;
//! assert_eq!(sandbox.men_in_all(), 32);
//! let moves: Vec<String> = sandbox.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["e5xc3"]);
//! let after = sandbox.after_unchecked(sandbox.legal_moves()[0]);
//! // The white commander is taken: the column's 29 black men are Black's again.
//! assert_eq!(after.column_at("d4").map(|c| c.height()), Some(29));
//! assert_eq!(after.column_at("c3").map(|c| c.height()), Some(2));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayVec;

use crate::column::{Colour, Column, Man};
use crate::game_position::GamePosition;
use crate::position::Position;
use crate::position8::Position8;
use crate::shared::IllegalMove;
use crate::variant::Variant;
use crate::{MAX_PATH8, Move, Move8, SQUARE_COUNT, SQUARE8_COUNT, Square, Square8};

/// The most men a sandbox holds, in all.
pub const SANDBOX_MEN: usize = 100;

/// The most squares of any board (8x8's 32).
const MOST_SQUARES: usize = SQUARE8_COUNT;

/// A column of up to [`SANDBOX_MEN`] men: a colour bit and an officer bit per man, from the
/// top (bit 0 is the commander), and the height.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct TallColumn {
    black: u128,
    officers: u128,
    height: u8,
}

impl TallColumn {
    /// No men.
    pub const EMPTY: TallColumn = TallColumn {
        black: 0,
        officers: 0,
        height: 0,
    };

    /// The column of `men`, top first; `None` if there are more than [`SANDBOX_MEN`].
    pub fn from_men(men: impl IntoIterator<Item = Man>) -> Option<TallColumn> {
        let mut column = TallColumn::EMPTY;
        for man in men {
            column = column.with_bottom(man)?;
        }
        Some(column)
    }

    /// How many men stand here.
    pub const fn height(self) -> usize {
        self.height as usize
    }

    /// Whether the square is empty.
    pub const fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The man at `depth` from the top (0 is the commander).
    pub const fn man(self, depth: usize) -> Option<Man> {
        if depth >= self.height() {
            return None;
        }
        let colour = if self.black >> depth & 1 == 1 {
            Colour::Black
        } else {
            Colour::White
        };
        Some(Man {
            colour,
            officer: self.officers >> depth & 1 == 1,
        })
    }

    /// The top man.
    pub const fn commander(self) -> Option<Man> {
        self.man(0)
    }

    /// The men from top to bottom.
    pub fn men(self) -> impl Iterator<Item = Man> {
        (0..self.height()).filter_map(move |depth| self.man(depth))
    }

    /// How many men of `colour`.
    pub const fn count(self, colour: Colour) -> usize {
        let mask = if self.height as u32 >= 128 {
            u128::MAX
        } else {
            (1u128 << self.height) - 1
        };
        let black = self.black.count_ones() as usize;
        match colour {
            Colour::Black => black,
            Colour::White => (mask.count_ones() as usize) - black,
        }
    }

    /// How many officers of `colour`.
    pub const fn officers(self, colour: Colour) -> usize {
        let black_officers = (self.officers & self.black).count_ones() as usize;
        match colour {
            Colour::Black => black_officers,
            Colour::White => self.officers.count_ones() as usize - black_officers,
        }
    }

    /// This column with `man` under its bottom man; `None` past [`SANDBOX_MEN`].
    #[must_use]
    pub const fn with_bottom(self, man: Man) -> Option<TallColumn> {
        if self.height() >= SANDBOX_MEN {
            return None;
        }
        let bit = 1u128 << self.height;
        Some(TallColumn {
            black: if matches!(man.colour, Colour::Black) {
                self.black | bit
            } else {
                self.black
            },
            officers: if man.officer {
                self.officers | bit
            } else {
                self.officers
            },
            height: self.height + 1,
        })
    }

    /// The commander and the rest of the column.
    pub const fn pop_commander(self) -> Option<(Man, TallColumn)> {
        let Some(commander) = self.commander() else {
            return None;
        };
        Some((
            commander,
            TallColumn {
                black: self.black >> 1,
                officers: self.officers >> 1,
                height: self.height - 1,
            },
        ))
    }

    /// This column with its commander an officer.
    const fn with_commander_promoted(self) -> TallColumn {
        TallColumn {
            officers: if self.height > 0 {
                self.officers | 1
            } else {
                self.officers
            },
            ..self
        }
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for crate::Position {}
    impl Sealed for crate::Position8 {}
}

/// A board a [`Sandbox`] can stand on: Lasca 7x7's [`Position`] or the 8x8 games'
/// [`Position8`] (its shadow's type). Sealed.
pub trait SandboxBoard: GamePosition + sealed::Sealed {
    /// How many playable squares.
    const SQUARES: usize;
    /// An empty board of `variant` with `side` to move.
    fn empty_board(variant: Variant, side: Colour) -> Self;
    /// Puts `column` on the square of index `index`.
    fn put(&mut self, index: usize, column: Column);
    /// The column on the square of index `index`.
    fn column_at(&self, index: usize) -> Column;
    /// The index of a square's name, if it is a playable square of this board.
    fn square_index(name: &str) -> Option<usize>;
    /// The name of the square of index `index`.
    fn square_name(index: usize) -> String;
    /// The indices of a move's start, end and jumped squares (in the order jumped).
    fn move_squares(&self, mv: Self::Move) -> (usize, usize, ArrayVec<u8, { MAX_PATH8 }>);
}

impl SandboxBoard for Position {
    const SQUARES: usize = SQUARE_COUNT;

    fn empty_board(_: Variant, side: Colour) -> Position {
        Position::empty(side)
    }
    fn put(&mut self, index: usize, column: Column) {
        self.set_column(Square::ALL[index], column);
    }
    fn column_at(&self, index: usize) -> Column {
        self.column(Square::ALL[index])
    }
    fn square_index(name: &str) -> Option<usize> {
        name.parse::<Square>().ok().map(Square::index)
    }
    fn square_name(index: usize) -> String {
        Square::ALL[index].to_string()
    }
    fn move_squares(&self, mv: Move) -> (usize, usize, ArrayVec<u8, { MAX_PATH8 }>) {
        let jumped = mv.jumped().map(|square| square.index() as u8).collect();
        (mv.from().index(), mv.to().index(), jumped)
    }
}

impl SandboxBoard for Position8 {
    const SQUARES: usize = SQUARE8_COUNT;

    fn empty_board(variant: Variant, side: Colour) -> Position8 {
        Position8::empty(variant.eight().unwrap_or_default(), side)
    }
    fn put(&mut self, index: usize, column: Column) {
        if let Some(square) = Square8::from_index(index) {
            self.set_column(square, column);
        }
    }
    fn column_at(&self, index: usize) -> Column {
        Square8::from_index(index).map_or(Column::EMPTY, |square| self.column(square))
    }
    fn square_index(name: &str) -> Option<usize> {
        name.parse::<Square8>().ok().map(Square8::index)
    }
    fn square_name(index: usize) -> String {
        Square8::from_index(index).map_or_else(String::new, |square| square.to_string())
    }
    fn move_squares(&self, mv: Move8) -> (usize, usize, ArrayVec<u8, { MAX_PATH8 }>) {
        let jumped = self
            .jumped_squares(mv)
            .into_iter()
            .map(|square| square.index() as u8)
            .collect();
        (mv.from().index(), mv.to().index(), jumped)
    }
}

/// A sandbox position: tall columns anywhere on `P`'s board (Lasca 7x7's by default, or
/// `Sandbox<Position8>` for lasca8 and bashni), played by the variant's rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sandbox<P: SandboxBoard = Position> {
    variant: Variant,
    columns: [TallColumn; MOST_SQUARES],
    /// The variant's position with each column's commander alone on its square.
    shadow: P,
}

/// Why a sandbox string or a set of columns is not a sandbox position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SandboxError {
    /// No `sandbox-VARIANT:` prefix.
    #[error(
        "a sandbox position begins with sandbox-lasca7:, sandbox-lasca8: or sandbox-bashni:, \
         then the side to move (w or b) and squares like d4:wwbb"
    )]
    MissingPrefix,
    /// The prefix names no variant, or one of the other board.
    #[error(
        "`{0}` is not a sandbox of this board (expected sandbox-lasca7:, sandbox-lasca8: or sandbox-bashni:)"
    )]
    WrongVariant(String),
    /// The side token is not `w` or `b`.
    #[error("unknown side to move `{0}` (expected w or b)")]
    UnknownSide(String),
    /// A column token that is not `square:men` with a playable square and men letters.
    #[error("`{0}` is not a column of this board (expected square:men, like d4:wwbb)")]
    BadColumn(String),
    /// The same square twice.
    #[error("square {0} is named twice")]
    DuplicateSquare(String),
    /// More than [`SANDBOX_MEN`] men.
    #[error("{0} men: a sandbox holds at most 100")]
    TooManyMen(usize),
}

impl<P: SandboxBoard> Sandbox<P> {
    /// An empty board of `variant` (whose board must be `P`'s) with `side` to move.
    pub fn empty(variant: Variant, side: Colour) -> Sandbox<P> {
        Sandbox {
            variant,
            columns: [TallColumn::EMPTY; MOST_SQUARES],
            shadow: P::empty_board(variant, side),
        }
    }

    /// The sandbox of a game's position: the same men, now free to be stacked any way.
    pub fn from_position(position: &P) -> Sandbox<P> {
        let mut sandbox = Sandbox::empty(position.variant(), position.side_to_move());
        for index in 0..P::SQUARES {
            let column = position.column_at(index);
            let tall = TallColumn::from_men(column.men()).expect("a game's column fits");
            sandbox.set_column(index, tall);
        }
        sandbox
    }

    /// Puts `column` on the square of index `index` (an index of `P`'s board).
    pub fn set_column(&mut self, index: usize, column: TallColumn) {
        if index >= P::SQUARES {
            return;
        }
        self.columns[index] = column;
        self.shadow.put(
            index,
            column.commander().map_or(Column::EMPTY, Column::single),
        );
    }

    /// The column on the square of index `index`.
    pub fn column(&self, index: usize) -> TallColumn {
        self.columns.get(index).copied().unwrap_or_default()
    }

    /// The column on the square named `name`, if it is a square of this board.
    pub fn column_at(&self, name: &str) -> Option<TallColumn> {
        P::square_index(name).map(|index| self.columns[index])
    }

    /// Every occupied square's index and column.
    pub fn columns(&self) -> impl Iterator<Item = (usize, TallColumn)> + '_ {
        (0..P::SQUARES)
            .map(|index| (index, self.columns[index]))
            .filter(|(_, column)| !column.is_empty())
    }

    /// The variant's position of the commanders alone (what decides the legal moves).
    pub const fn shadow(&self) -> &P {
        &self.shadow
    }

    /// Every man on the board.
    pub fn men_in_all(&self) -> usize {
        self.columns.iter().map(|column| column.height()).sum()
    }

    /// Plays `mv`, which must be legal here.
    pub fn play_unchecked(&mut self, mv: P::Move) {
        let (from, to, jumped) = self.shadow.move_squares(mv);
        let mut shadow = self.shadow.after_unchecked(mv);
        let mut mover = self.columns[from];
        for &over in &jumped {
            let over = usize::from(over);
            if let Some((taken, rest)) = self.columns[over].pop_commander() {
                // The men in all never pass SANDBOX_MEN, so no column can.
                mover = mover.with_bottom(taken).unwrap_or(mover);
                self.columns[over] = rest;
                // The jumped column's next man commands it now (the shadow's square is empty).
                shadow.put(over, single(rest));
            }
        }
        if shadow
            .column_at(to)
            .commander()
            .is_some_and(|man| man.officer)
        {
            mover = mover.with_commander_promoted();
        }
        self.columns[from] = TallColumn::EMPTY;
        self.columns[to] = mover;
        // The shadow keeps the commander alone (its own column took the shadow's prisoners).
        shadow.put(to, single(mover));
        self.shadow = shadow;
    }

    /// The position after `mv`, which must be legal here.
    #[must_use]
    pub fn after_unchecked(&self, mv: P::Move) -> Sandbox<P> {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }
}

/// The shadow's column for `column`: its commander alone.
fn single(column: TallColumn) -> Column {
    column.commander().map_or(Column::EMPTY, Column::single)
}

impl Sandbox {
    /// The sandbox prefix of `variant`: `sandbox-lasca7:` and so on.
    pub fn prefix(variant: Variant) -> String {
        format!("sandbox-{variant}:")
    }
}

impl<P: SandboxBoard> fmt::Display for Sandbox<P> {
    /// `sandbox-VARIANT: SIDE square:men ...`, men top first as in a game's position string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "sandbox-{}: {}",
            self.variant,
            self.shadow.side_to_move().letter()
        )?;
        for (index, column) in self.columns() {
            write!(f, " {}:", P::square_name(index))?;
            for man in column.men() {
                write!(f, "{}", man.letter())?;
            }
        }
        Ok(())
    }
}

impl<P: SandboxBoard> fmt::Debug for Sandbox<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<P: SandboxBoard> FromStr for Sandbox<P> {
    type Err = SandboxError;

    fn from_str(text: &str) -> Result<Sandbox<P>, SandboxError> {
        let mut tokens = text.split_whitespace();
        let prefix = tokens.next().ok_or(SandboxError::MissingPrefix)?;
        let name = prefix
            .strip_prefix("sandbox-")
            .and_then(|rest| rest.strip_suffix(':'))
            .ok_or(SandboxError::MissingPrefix)?;
        let variant: Variant = name
            .parse()
            .map_err(|_| SandboxError::WrongVariant(prefix.to_owned()))?;
        // The board must be P's: 7x7 for lasca7, 8x8 for the others.
        if (variant == Variant::Lasca7) != (P::SQUARES == SQUARE_COUNT) {
            return Err(SandboxError::WrongVariant(prefix.to_owned()));
        }
        let side = match tokens.next() {
            Some("w") => Colour::White,
            Some("b") => Colour::Black,
            Some(other) => return Err(SandboxError::UnknownSide(other.to_owned())),
            None => return Err(SandboxError::UnknownSide(String::new())),
        };
        let mut sandbox = Sandbox::empty(variant, side);
        let mut men = 0;
        for token in tokens {
            let bad = || SandboxError::BadColumn(token.to_owned());
            let (square, letters) = token.split_once(':').ok_or_else(bad)?;
            let index = P::square_index(square).ok_or_else(bad)?;
            if !sandbox.columns[index].is_empty() {
                return Err(SandboxError::DuplicateSquare(square.to_owned()));
            }
            let list: Option<Vec<Man>> = letters.chars().map(Man::from_letter).collect();
            let list = list.filter(|list| !list.is_empty()).ok_or_else(bad)?;
            men += list.len();
            if men > SANDBOX_MEN {
                return Err(SandboxError::TooManyMen(men_of(text)));
            }
            let column = TallColumn::from_men(list).ok_or(SandboxError::TooManyMen(men))?;
            sandbox.set_column(index, column);
        }
        Ok(sandbox)
    }
}

/// How many men a sandbox string names (for the error message).
fn men_of(text: &str) -> usize {
    text.split_whitespace()
        .skip(2)
        .filter_map(|token| token.split_once(':'))
        .map(|(_, men)| {
            men.chars()
                .filter(|&c| Man::from_letter(c).is_some())
                .count()
        })
        .sum()
}

impl<P: SandboxBoard> GamePosition for Sandbox<P> {
    type Move = P::Move;
    type Moves = P::Moves;

    fn variant(&self) -> Variant {
        self.variant
    }
    fn side_to_move(&self) -> Colour {
        self.shadow.side_to_move()
    }
    fn legal_moves(&self) -> P::Moves {
        self.shadow.legal_moves()
    }
    fn has_legal_move(&self) -> bool {
        self.shadow.has_legal_move()
    }
    fn must_capture(&self) -> bool {
        self.shadow.must_capture()
    }
    fn commands_a_column(&self, colour: Colour) -> bool {
        self.shadow.commands_a_column(colour)
    }
    fn men_count(&self, colour: Colour) -> usize {
        self.columns.iter().map(|column| column.count(colour)).sum()
    }
    /// The shadow's hash mixed with every column's men below their commanders.
    fn hash(&self) -> u64 {
        let mut hash = self.shadow.hash();
        for (index, column) in self.columns() {
            hash ^= crate::zobrist::tall_column_key(
                index,
                column.black,
                column.officers,
                column.height,
            );
        }
        hash
    }
    fn after_unchecked(&self, mv: P::Move) -> Sandbox<P> {
        Sandbox::after_unchecked(self, mv)
    }
    fn try_play(&mut self, mv: P::Move) -> Result<(), IllegalMove> {
        // The shadow checks the move by the variant's rules.
        let mut check = self.shadow;
        check.try_play(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }
}

impl<P: SandboxBoard> serde::Serialize for Sandbox<P> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de, P: SandboxBoard> serde::Deserialize<'de> for Sandbox<P> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Sandbox<P>, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
