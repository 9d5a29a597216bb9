//! The position string of `docs/RULES.md` (as a chess library keeps FEN apart): parsing,
//! printing, the board diagram of `Debug`, and serde through the string.

use std::fmt;
use std::str::FromStr;

use super::{MEN_PER_SIDE, Position, PositionError};
use crate::column::{Colour, Column, MAX_COLUMN_HEIGHT, Man};
use crate::square::Square;

impl fmt::Display for Position {
    /// The canonical position string of `docs/RULES.md`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.side.letter())?;
        for (square, column) in self.columns() {
            write!(f, " {square}:{column}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Position {
    /// A board diagram (White at the bottom) and the position string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..7).rev() {
            write!(f, "{} ", rank + 1)?;
            for file in 0..7 {
                let cell = Square::from_coords(file, rank).map_or_else(
                    || "  .  ".to_owned(),
                    |square| {
                        let column = self.column(square);
                        if column.is_empty() {
                            "  -  ".to_owned()
                        } else {
                            format!("{:^5}", column.to_string())
                        }
                    },
                );
                f.write_str(&cell)?;
            }
            writeln!(f)?;
        }
        writeln!(f, "    a    b    c    d    e    f    g")?;
        write!(f, "{self}")
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Position, PositionError> {
        let mut tokens = text.split_whitespace();
        let side = match tokens.next() {
            None => return Err(PositionError::Empty),
            Some("w") => Colour::White,
            Some("b") => Colour::Black,
            Some(other) => {
                // An 8x8 string given where a 7x7 one is read: say which game it is.
                let variant = other.strip_suffix(':').and_then(|name| name.parse().ok());
                return Err(match variant {
                    Some(variant) if variant != crate::Variant::Lasca7 => {
                        PositionError::OtherVariant(variant)
                    }
                    _ => PositionError::UnknownSide(other.to_owned()),
                });
            }
        };
        let mut position = Position::empty(side);
        let mut counts = [0usize; 2];
        for token in tokens {
            let (square_text, men) = token
                .split_once(':')
                .ok_or_else(|| PositionError::MissingColon(token.to_owned()))?;
            let square: Square = square_text
                .parse()
                .map_err(|error| PositionError::BadSquare {
                    token: token.to_owned(),
                    error,
                })?;
            if !position.column(square).is_empty() {
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
                if *count > MEN_PER_SIDE {
                    return Err(PositionError::TooManyMen {
                        colour: man.colour,
                        count: men_of(text, man.colour),
                    });
                }
                debug_assert!(column.height() < MAX_COLUMN_HEIGHT);
                column = column.with_bottom(man);
            }
            if column.colour_changes() > 1 {
                return Err(PositionError::Alternating {
                    square: square.to_string(),
                    men: men.to_owned(),
                });
            }
            position.set_column(square, column);
        }
        Ok(position)
    }
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

impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
