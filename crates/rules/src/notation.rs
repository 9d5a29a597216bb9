//! The position string of `docs/RULES.md` on any board, as a chess library keeps FEN apart:
//! `[VARIANT:] SIDE square:men ...`, parsing and printing, the board diagram of `Debug`, and
//! the parsing behind the one [`PositionError`].
//!
//! Each position type gives its columns through [`Columns`]; the 7x7 [`crate::Position`]
//! writes no prefix, the 8x8 [`crate::Position8`] writes its variant's (`bashni: w a1:w`).

use std::fmt;

use crate::board::{Geometry, Square};
use crate::column::{Colour, Column, Man};
use crate::shared::{Columns, PositionError};
use crate::variant::split_prefix;
use crate::{Variant, Variant8};

/// Reads the side to move and the columns (the string after any prefix) onto the empty board
/// `empty` gives for the side.
pub(crate) fn parse_columns<P: Columns>(
    text: &str,
    empty: impl FnOnce(Colour) -> P,
) -> Result<P, PositionError> {
    let mut tokens = text.split_whitespace();
    let side = match tokens.next() {
        None => return Err(PositionError::Empty),
        Some("w") => Colour::White,
        Some("b") => Colour::Black,
        Some(other) => return Err(PositionError::UnknownSide(other.to_owned())),
    };
    let mut position = empty(side);
    let mut counts = [0usize; 2];
    for token in tokens {
        let (square_text, men) = token
            .split_once(':')
            .ok_or_else(|| PositionError::MissingColon(token.to_owned()))?;
        let square: Square<P::Board> =
            square_text
                .parse()
                .map_err(|error| PositionError::BadSquare {
                    token: token.to_owned(),
                    error,
                })?;
        if !position.column_at(square).is_empty() {
            return Err(PositionError::DuplicateSquare(square.to_string()));
        }
        if men.is_empty() {
            return Err(PositionError::EmptyColumn(token.to_owned()));
        }
        let mut column = Column::EMPTY;
        for letter in men.chars() {
            let man = Man::from_letter(letter).ok_or_else(|| PositionError::BadMan {
                token: token.to_owned(),
                letter,
            })?;
            let count = &mut counts[usize::from(man.colour == Colour::Black)];
            *count += 1;
            // Checked man by man, so a column never grows past the men `Column` holds.
            if *count > P::MEN_PER_SIDE {
                return Err(PositionError::TooManyMen {
                    colour: man.colour,
                    count: men_of(text, man.colour),
                    most: P::MEN_PER_SIDE,
                });
            }
            column = column.with_bottom(man);
        }
        if column.colour_changes() > 1 {
            return Err(PositionError::Alternating {
                square: square.to_string(),
                men: men.to_owned(),
            });
        }
        position.put(square, column);
    }
    Ok(position)
}

/// Counts the men of `colour` in a position string's columns (for the error message).
fn men_of(text: &str, colour: Colour) -> usize {
    text.split_whitespace()
        .skip(1)
        .filter_map(|token| token.split_once(':'))
        .flat_map(|(_, men)| men.chars())
        .filter_map(Man::from_letter)
        .filter(|man| man.colour == colour)
        .count()
}

/// The side and the columns in square order: `w a1:w c1:wb`.
pub(crate) struct Body<'a, P>(pub(crate) &'a P);

impl<P: Columns> fmt::Display for Body<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.side().letter())?;
        for index in 0..P::Board::SQUARES {
            let Some(square) = Square::<P::Board>::from_index(index) else {
                continue;
            };
            let column = self.0.column_at(square);
            if !column.is_empty() {
                write!(f, " {square}:{column}")?;
            }
        }
        Ok(())
    }
}

/// A board diagram, White at the bottom, then `string` (the position string).
pub(crate) fn diagram<P: Columns>(
    f: &mut fmt::Formatter<'_>,
    position: &P,
    string: &dyn fmt::Display,
) -> fmt::Result {
    let size = P::Board::SIZE;
    for rank in (0..size).rev() {
        write!(f, "{} ", rank + 1)?;
        for file in 0..size {
            let cell = match Square::<P::Board>::from_coords(file, rank) {
                None => "  .  ".to_owned(),
                Some(square) if position.column_at(square).is_empty() => "  -  ".to_owned(),
                Some(square) => format!("{:^5}", position.column_at(square).to_string()),
            };
            f.write_str(&cell)?;
        }
        writeln!(f)?;
    }
    let files: Vec<String> = (0..size)
        .map(|file| char::from(b'a' + file).to_string())
        .collect();
    writeln!(f, "    {}", files.join("    "))?;
    write!(f, "{string}")
}

impl Columns for crate::Position {
    type Board = crate::Seven;
    const MEN_PER_SIDE: usize = crate::MEN_PER_SIDE;

    fn side(&self) -> Colour {
        self.side_to_move()
    }
    fn column_at(&self, square: crate::Square) -> Column {
        self.column(square)
    }
    fn put(&mut self, square: crate::Square, column: Column) {
        self.set_column(square, column);
    }
}

impl Columns for crate::Position8 {
    type Board = crate::Eight;
    const MEN_PER_SIDE: usize = crate::MEN_PER_SIDE8;

    fn side(&self) -> Colour {
        self.side_to_move()
    }
    fn column_at(&self, square: crate::Square8) -> Column {
        self.column(square)
    }
    fn put(&mut self, square: crate::Square8, column: Column) {
        self.set_column(square, column);
    }
}

impl fmt::Display for crate::Position {
    /// The canonical position string of `docs/RULES.md`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Body(self).fmt(f)
    }
}

impl fmt::Debug for crate::Position {
    /// A board diagram (White at the bottom) and the position string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        diagram(f, self, self)
    }
}

impl std::str::FromStr for crate::Position {
    type Err = PositionError;

    /// Reads `w a1:w c1:wb ...`; a string naming an 8x8 variant is refused, naming it.
    fn from_str(text: &str) -> Result<crate::Position, PositionError> {
        if let (Some(name), _) = split_prefix(text)
            && let Ok(variant) = name.parse::<Variant>()
            && variant != Variant::Lasca7
        {
            return Err(PositionError::OtherVariant(variant));
        }
        parse_columns(text, crate::Position::empty)
    }
}

/// The 8x8 variant a prefix names.
fn prefix_variant(name: &str) -> Result<Variant8, PositionError> {
    match name.parse::<Variant>() {
        Err(_) => Err(PositionError::UnknownVariant(name.to_owned())),
        Ok(variant) => variant
            .eight()
            .ok_or_else(|| PositionError::NotEightByEight(name.to_owned())),
    }
}

impl crate::Position8 {
    /// Reads a position of `variant` written without a prefix (`w a1:w ...`, as in a perft
    /// table whose lines name the variant apart); a prefix, if there is one, must name
    /// `variant`.
    pub fn parse_board(variant: Variant8, text: &str) -> Result<crate::Position8, PositionError> {
        let (prefix, body) = split_prefix(text);
        if let Some(name) = prefix {
            let found = prefix_variant(name)?;
            if found != variant {
                return Err(PositionError::VariantMismatch {
                    expected: variant,
                    found,
                });
            }
        }
        parse_columns(body, |side| crate::Position8::empty(variant, side))
    }

    /// The position string without the variant prefix: `w a1:w c1:wb ...`.
    pub fn board_string(&self) -> String {
        Body(self).to_string()
    }
}

impl fmt::Display for crate::Position8 {
    /// The canonical position string: the variant prefix, then the side and the columns in
    /// square order, like `bashni: w a1:w c1:wb`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.variant(), Body(self))
    }
}

impl fmt::Debug for crate::Position8 {
    /// A board diagram (White at the bottom) and the position string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        diagram(f, self, self)
    }
}

impl std::str::FromStr for crate::Position8 {
    type Err = PositionError;

    /// Reads `lasca8: w a1:w ...` or `bashni: w a1:w ...`; a string without a prefix is a
    /// `lasca7` position and refused here.
    fn from_str(text: &str) -> Result<crate::Position8, PositionError> {
        match split_prefix(text) {
            (Some(name), body) => {
                let variant = prefix_variant(name)?;
                parse_columns(body, |side| crate::Position8::empty(variant, side))
            }
            (None, body) if body.trim().is_empty() => Err(PositionError::Empty),
            (None, _) => Err(PositionError::MissingVariant),
        }
    }
}

/// Serde through the position string, for each position type.
macro_rules! serde_through_string {
    ($($position:ty)*) => {$(
        impl serde::Serialize for $position {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $position {
            fn deserialize<D: serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<$position, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    )*};
}

serde_through_string!(crate::Position crate::Position8);
