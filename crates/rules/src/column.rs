//! Men, colours and columns.

use std::fmt;

/// A side: White moves first, toward rank 7.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Starts on ranks 1-3 and moves first.
    White,
    /// Starts on ranks 5-7.
    Black,
}

impl Colour {
    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// `w` or `b`, as in a position string.
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// Both sides, White first.
    pub const BOTH: [Colour; 2] = [Colour::White, Colour::Black];
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}

/// A single man: its side and whether it is an officer (promoted) or a soldier.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Man {
    /// Whose man this is.
    pub colour: Colour,
    /// An officer moves and captures in all four diagonals; a soldier only forward.
    pub officer: bool,
}

impl Man {
    /// A soldier of `colour`.
    pub const fn soldier(colour: Colour) -> Man {
        Man {
            colour,
            officer: false,
        }
    }

    /// An officer of `colour`.
    pub const fn officer(colour: Colour) -> Man {
        Man {
            colour,
            officer: true,
        }
    }

    /// The letter of this man in a position string: `w`, `W`, `b` or `B`.
    pub const fn letter(self) -> char {
        match (self.colour, self.officer) {
            (Colour::White, false) => 'w',
            (Colour::White, true) => 'W',
            (Colour::Black, false) => 'b',
            (Colour::Black, true) => 'B',
        }
    }

    /// The man written with `letter`, if it is one of `wWbB`.
    pub const fn from_letter(letter: char) -> Option<Man> {
        match letter {
            'w' => Some(Man::soldier(Colour::White)),
            'W' => Some(Man::officer(Colour::White)),
            'b' => Some(Man::soldier(Colour::Black)),
            'B' => Some(Man::officer(Colour::Black)),
            _ => None,
        }
    }
}

/// The most men a column can hold: every man of both sides on 8x8 (22 on 7x7).
pub const MAX_COLUMN_HEIGHT: usize = 24;

const COLOUR_MASK: u64 = (1 << 24) - 1;
const OFFICER_SHIFT: u32 = 24;
const HEIGHT_SHIFT: u32 = 48;

/// A stack of men on one square, packed into one integer: a colour bit and an officer bit per
/// man, indexed from the top (bit 0 is the commander), and the height.
///
/// The empty column (height 0) stands for an empty square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Column(u64);

impl Column {
    /// No men: an empty square.
    pub const EMPTY: Column = Column(0);

    /// A column of one man.
    pub const fn single(man: Man) -> Column {
        Column::EMPTY.with_bottom(man)
    }

    /// The packed bits, unique for each column's contents.
    pub(crate) const fn bits(self) -> u64 {
        self.0
    }

    /// How many men stand here.
    pub const fn height(self) -> usize {
        (self.0 >> HEIGHT_SHIFT) as usize
    }

    /// Whether the square is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The man at `depth` from the top (0 is the commander).
    pub const fn man(self, depth: usize) -> Option<Man> {
        if depth >= self.height() {
            None
        } else {
            Some(self.man_unchecked(depth))
        }
    }

    const fn man_unchecked(self, depth: usize) -> Man {
        let colour = if self.0 >> depth & 1 == 1 {
            Colour::Black
        } else {
            Colour::White
        };
        Man {
            colour,
            officer: self.0 >> (OFFICER_SHIFT as usize + depth) & 1 == 1,
        }
    }

    /// The top man, who decides who owns and how the column moves.
    pub const fn commander(self) -> Option<Man> {
        self.man(0)
    }

    /// The men from top to bottom.
    pub fn men(self) -> impl DoubleEndedIterator<Item = Man> + ExactSizeIterator {
        (0..self.height()).map(move |depth| self.man_unchecked(depth))
    }

    /// This column with `man` put under its bottom man.
    #[must_use]
    pub const fn with_bottom(self, man: Man) -> Column {
        let height = self.height();
        let mut bits = self.0 + (1 << HEIGHT_SHIFT);
        if matches!(man.colour, Colour::Black) {
            bits |= 1 << height;
        }
        if man.officer {
            bits |= 1 << (OFFICER_SHIFT as usize + height);
        }
        Column(bits)
    }

    /// The commander and the rest of the column without it.
    pub const fn pop_commander(self) -> Option<(Man, Column)> {
        let Some(commander) = self.commander() else {
            return None;
        };
        let colours = (self.0 & COLOUR_MASK) >> 1;
        let officers = ((self.0 >> OFFICER_SHIFT) & COLOUR_MASK) >> 1;
        let height = (self.height() - 1) as u64;
        let rest = if height == 0 {
            0
        } else {
            colours | officers << OFFICER_SHIFT | height << HEIGHT_SHIFT
        };
        Some((commander, Column(rest)))
    }

    /// This column with its commander promoted to officer.
    #[must_use]
    pub const fn with_commander_promoted(self) -> Column {
        if self.is_empty() {
            self
        } else {
            Column(self.0 | 1 << OFFICER_SHIFT)
        }
    }

    /// How many men of `colour` the column holds.
    pub const fn count(self, colour: Colour) -> usize {
        let blacks = (self.0 & COLOUR_MASK).count_ones() as usize;
        match colour {
            Colour::Black => blacks,
            Colour::White => self.height() - blacks,
        }
    }

    /// How many officers of `colour` the column holds, commander included.
    pub const fn officers(self, colour: Colour) -> usize {
        let height_mask = (1u64 << self.height()) - 1;
        let blacks = self.0 & height_mask;
        let officers = (self.0 >> OFFICER_SHIFT) & height_mask;
        let of_colour = match colour {
            Colour::Black => officers & blacks,
            Colour::White => officers & !blacks & height_mask,
        };
        of_colour.count_ones() as usize
    }

    /// How many times the colour changes going down the column (the rules allow at most one).
    pub const fn colour_changes(self) -> u32 {
        let height = self.height();
        if height < 2 {
            return 0;
        }
        let colours = self.0 & COLOUR_MASK;
        let pair_mask = (1u64 << (height - 1)) - 1;
        ((colours ^ (colours >> 1)) & pair_mask).count_ones()
    }
}

impl fmt::Display for Column {
    /// The men top to bottom as letters, like `Wbb`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.men().try_for_each(|man| write!(f, "{}", man.letter()))
    }
}

impl fmt::Debug for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Column({self})")
    }
}

impl FromIterator<Man> for Column {
    /// Builds a column from its men listed top to bottom; men beyond [`MAX_COLUMN_HEIGHT`] are
    /// ignored.
    fn from_iter<I: IntoIterator<Item = Man>>(men: I) -> Column {
        men.into_iter()
            .take(MAX_COLUMN_HEIGHT)
            .fold(Column::EMPTY, Column::with_bottom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn column(letters: &str) -> Column {
        letters
            .chars()
            .map(|c| Man::from_letter(c).unwrap())
            .collect()
    }

    #[test]
    fn packs_and_unpacks() {
        let col = column("Wbbw");
        assert_eq!(col.to_string(), "Wbbw");
        assert_eq!(col.height(), 4);
        assert_eq!(col.commander(), Some(Man::officer(Colour::White)));
        assert_eq!(col.count(Colour::White), 2);
        assert_eq!(col.count(Colour::Black), 2);
        assert_eq!(col.officers(Colour::White), 1);
        assert_eq!(col.colour_changes(), 2);
        let (top, rest) = col.pop_commander().unwrap();
        assert_eq!(top.letter(), 'W');
        assert_eq!(rest.to_string(), "bbw");
        assert_eq!(rest.with_bottom(top).to_string(), "bbwW");
        assert_eq!(column("b").pop_commander().unwrap().1, Column::EMPTY);
        assert_eq!(column("wb").with_commander_promoted().to_string(), "Wb");
        assert_eq!(column("BwB").officers(Colour::Black), 2);
    }

    #[test]
    fn full_height_column() {
        let col: Column = std::iter::repeat_n(Man::officer(Colour::Black), 30).collect();
        assert_eq!(col.height(), MAX_COLUMN_HEIGHT);
        assert_eq!(col.officers(Colour::Black), 24);
        assert_eq!(col.colour_changes(), 0);
    }
}
