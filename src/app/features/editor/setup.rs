//! The position editor's operations on a [`Setup`], checked by the rules crate as they are made.
//!
//! The editor keeps a position that is always valid: an operation that would break a limit of
//! the rules (more than 11 men a side, a column alternating colours twice) is refused with the
//! reason, and the position stays as it was.

use lasca_rules::{Colour, Column, Man, Position, PositionError, SQUARE_COUNT, Square};

/// A position being set up by hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    position: Position,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::new(Position::start())
    }
}

impl Setup {
    /// Starts editing `position`.
    pub fn new(position: Position) -> Setup {
        Setup { position }
    }

    /// The position as it stands.
    pub fn position(&self) -> &Position {
        &self.position
    }

    fn try_columns(
        &mut self,
        change: impl FnOnce(&mut [Column; SQUARE_COUNT]),
    ) -> Result<(), PositionError> {
        let mut columns = [Column::EMPTY; SQUARE_COUNT];
        for square in Square::ALL {
            columns[square.index()] = self.position.column(square);
        }
        change(&mut columns);
        self.position = Position::from_columns(columns, self.position.side_to_move())?;
        Ok(())
    }

    /// Puts `man` on top of the column on `square` (or on the empty square).
    pub fn add_on_top(&mut self, square: Square, man: Man) -> Result<(), PositionError> {
        self.try_columns(|columns| {
            let column = &mut columns[square.index()];
            *column = std::iter::once(man).chain(column.men()).collect();
        })
    }

    /// Takes the top man off the column on `square`; nothing happens on an empty square.
    pub fn remove_top(&mut self, square: Square) -> Result<(), PositionError> {
        self.try_columns(|columns| {
            let column = &mut columns[square.index()];
            if let Some((_, rest)) = column.pop_commander() {
                *column = rest;
            }
        })
    }

    /// Empties `square`.
    pub fn clear_square(&mut self, square: Square) -> Result<(), PositionError> {
        self.try_columns(|columns| columns[square.index()] = Column::EMPTY)
    }

    /// Empties the whole board (the side to move stays).
    pub fn clear_board(&mut self) {
        self.position = Position::empty(self.position.side_to_move());
    }

    /// Back to the start position.
    pub fn reset(&mut self) {
        self.position = Position::start();
    }

    /// Chooses who moves first from this position.
    pub fn set_side_to_move(&mut self, side: Colour) {
        self.position.set_side_to_move(side);
    }

    /// Replaces the position with a pasted position string, or says what is wrong with it.
    pub fn paste(&mut self, text: &str) -> Result<(), PositionError> {
        self.position = text.parse()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn men_are_added_on_top_and_removed_from_the_top() {
        let mut editor = Setup::new(Position::empty(Colour::White));
        editor
            .add_on_top(sq("d4"), Man::soldier(Colour::Black))
            .unwrap();
        editor
            .add_on_top(sq("d4"), Man::officer(Colour::White))
            .unwrap();
        assert_eq!(editor.position().to_string(), "w d4:Wb");
        editor.remove_top(sq("d4")).unwrap();
        assert_eq!(editor.position().to_string(), "w d4:b");
        editor.remove_top(sq("c3")).unwrap();
        editor.clear_square(sq("d4")).unwrap();
        assert_eq!(editor.position().to_string(), "w");
        editor.set_side_to_move(Colour::Black);
        editor.reset();
        assert_eq!(editor.position(), &Position::start());
        editor.clear_board();
        assert_eq!(editor.position().to_string(), "w");
    }

    #[test]
    fn rule_breaking_edits_are_refused_and_change_nothing() {
        let mut editor = Setup::default();
        // A twelfth white man.
        let error = editor
            .add_on_top(sq("d4"), Man::soldier(Colour::White))
            .unwrap_err();
        assert_eq!(
            error,
            PositionError::TooManyMen {
                colour: Colour::White,
                count: 12
            }
        );
        assert_eq!(editor.position(), &Position::start());
        // White over black over white alternates twice.
        let mut editor = Setup::new("w c3:bw".parse().unwrap());
        let error = editor
            .add_on_top(sq("c3"), Man::soldier(Colour::White))
            .unwrap_err();
        assert!(
            matches!(error, PositionError::Alternating { .. }),
            "{error}"
        );
        assert_eq!(editor.position().to_string(), "w c3:bw");
        // Taking the top of "wbw"-to-be is fine: one change only.
        editor.remove_top(sq("c3")).unwrap();
        assert_eq!(editor.position().to_string(), "w c3:w");
        assert!(editor.paste("w c3:q").is_err());
        assert_eq!(editor.position().to_string(), "w c3:w");
        editor.paste("b a1:b").unwrap();
        assert!(!editor.position().has_legal_move());
    }
}
