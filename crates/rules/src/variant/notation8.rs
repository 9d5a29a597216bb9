//! The 8x8 position string: `VARIANT: SIDE square:men ...`, parsing and printing, the board
//! diagram of `Debug`, and serde through the string.
//!
//! The prefix is the variant's name and a colon, as its own token (`bashni: w a1:w`). A string
//! without one is a `lasca7` position ([`crate::Position`]); [`Position8::parse_board`] reads
//! the part after the prefix for a variant known from elsewhere (a perft table's column).

use std::fmt;
use std::str::FromStr;

use super::position8::{MEN_PER_SIDE8, Position8, Position8Error};
use super::square8::Square8;
use super::{Variant, Variant8};
use crate::column::{Colour, Column, Man};

/// Splits a position string into its variant prefix's name (without the colon), if its first
/// token is one, and the rest.
pub(super) fn split_prefix(text: &str) -> (Option<&str>, &str) {
    let text = text.trim_start();
    let first = text.split_whitespace().next().unwrap_or_default();
    match first.strip_suffix(':') {
        Some(name) => (Some(name), &text[first.len()..]),
        None => (None, text),
    }
}

/// The 8x8 variant a prefix names.
fn prefix_variant(name: &str) -> Result<Variant8, Position8Error> {
    match name.parse::<Variant>() {
        Err(_) => Err(Position8Error::UnknownVariant(name.to_owned())),
        Ok(variant) => variant
            .eight()
            .ok_or_else(|| Position8Error::NotEightByEight(name.to_owned())),
    }
}

impl Position8 {
    /// Reads a position of `variant` written without a prefix (`w a1:w ...`, as in a perft
    /// table whose lines name the variant apart); a prefix, if there is one, must name
    /// `variant`.
    pub fn parse_board(variant: Variant8, text: &str) -> Result<Position8, Position8Error> {
        match split_prefix(text) {
            (None, body) => parse_body(variant, body),
            (Some(name), body) => {
                let found = prefix_variant(name)?;
                if found != variant {
                    return Err(Position8Error::VariantMismatch {
                        expected: variant,
                        found,
                    });
                }
                parse_body(variant, body)
            }
        }
    }

    /// The position string without the variant prefix: `w a1:w c1:wb ...`.
    pub fn board_string(&self) -> String {
        Board(self).to_string()
    }
}

/// The part of the string after the prefix.
struct Board<'a>(&'a Position8);

impl fmt::Display for Board<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.side.letter())?;
        for (square, column) in self.0.columns() {
            write!(f, " {square}:{column}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Position8 {
    /// The canonical position string: the variant prefix, then the side and the columns in
    /// square order, like `bashni: w a1:w c1:wb`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.variant, Board(self))
    }
}

impl fmt::Debug for Position8 {
    /// A board diagram (White at the bottom) and the position string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            write!(f, "{} ", rank + 1)?;
            for file in 0..8 {
                let cell = match Square8::from_coords(file, rank) {
                    None => "  .  ".to_owned(),
                    Some(square) if self.column(square).is_empty() => "  -  ".to_owned(),
                    Some(square) => format!("{:^5}", self.column(square).to_string()),
                };
                f.write_str(&cell)?;
            }
            writeln!(f)?;
        }
        writeln!(f, "    a    b    c    d    e    f    g    h")?;
        write!(f, "{self}")
    }
}

impl FromStr for Position8 {
    type Err = Position8Error;

    /// Reads `lasca8: w a1:w ...` or `bashni: w a1:w ...`; a string without a prefix is a
    /// `lasca7` position and refused here.
    fn from_str(text: &str) -> Result<Position8, Position8Error> {
        match split_prefix(text) {
            (Some(name), body) => parse_body(prefix_variant(name)?, body),
            (None, body) if body.trim().is_empty() => Err(Position8Error::Empty),
            (None, _) => Err(Position8Error::MissingVariant),
        }
    }
}

/// Reads the side and the columns.
fn parse_body(variant: Variant8, text: &str) -> Result<Position8, Position8Error> {
    let mut tokens = text.split_whitespace();
    let side = match tokens.next() {
        None => return Err(Position8Error::Empty),
        Some("w") => Colour::White,
        Some("b") => Colour::Black,
        Some(other) => return Err(Position8Error::UnknownSide(other.to_owned())),
    };
    let mut position = Position8::empty(variant, side);
    let mut counts = [0usize; 2];
    for token in tokens {
        let (square_text, men) = token
            .split_once(':')
            .ok_or_else(|| Position8Error::MissingColon(token.to_owned()))?;
        let square: Square8 = square_text
            .parse()
            .map_err(|error| Position8Error::BadSquare {
                token: token.to_owned(),
                error,
            })?;
        if !position.column(square).is_empty() {
            return Err(Position8Error::DuplicateSquare(square.to_string()));
        }
        if men.is_empty() {
            return Err(Position8Error::EmptyColumn(token.to_owned()));
        }
        let mut column = Column::EMPTY;
        for letter in men.chars() {
            let man = Man::from_letter(letter).ok_or_else(|| Position8Error::BadMan {
                token: token.to_owned(),
                letter,
            })?;
            let count = &mut counts[usize::from(man.colour == Colour::Black)];
            *count += 1;
            // Checked man by man, so a column never grows past the 24 men `Column` holds.
            if *count > MEN_PER_SIDE8 {
                return Err(Position8Error::TooManyMen {
                    colour: man.colour,
                    count: men_of(text, man.colour),
                });
            }
            column = column.with_bottom(man);
        }
        if column.colour_changes() > 1 {
            return Err(Position8Error::Alternating {
                square: square.to_string(),
                men: men.to_owned(),
            });
        }
        position.set_column(square, column);
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

impl serde::Serialize for Position8 {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Position8 {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position8, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_split_off() {
        assert_eq!(split_prefix("bashni: w a1:w"), (Some("bashni"), " w a1:w"));
        assert_eq!(split_prefix("  w a1:w"), (None, "w a1:w"));
        assert_eq!(split_prefix(""), (None, ""));
    }
}
