//! The position editor's operations on a [`Setup`], checked by the rules crate as they are made.
//!
//! The editor keeps a position that is always valid: an operation that would break a limit of
//! the rules is refused with the reason, and the position stays as it was. A game's position
//! (Lasca 7x7, Lasca 8x8, bashni) keeps the game's limits (11 or 12 men a side, no column
//! alternating colours twice); the free setup (a sandbox) lifts them: any men in any column, up
//! to [`SANDBOX_MEN`] in all.

use lasca_rules::{
    AnyPosition, AnyPositionError, AnySquare, Colour, Column, Man, Position, Position8,
    PositionError, SANDBOX_MEN, SQUARE_COUNT, SQUARE8_COUNT, Sandbox, SandboxError, TallColumn,
    Variant,
};

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A position's limit on either board (its reason in the player's language).
    #[error(transparent)]
    Position(#[from] PositionError),
    /// A pasted position string that is not one.
    #[error(transparent)]
    Parse(#[from] AnyPositionError),
    /// A sandbox's limit.
    #[error(transparent)]
    Sandbox(#[from] SandboxError),
    /// A square of another board (a pick from before the board changed).
    #[error("{0} is not a square of this board")]
    OffBoard(AnySquare),
}

/// A position being set up by hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    position: AnyPosition,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::new(AnyPosition::start(Variant::Lasca7))
    }
}

impl Setup {
    /// Starts editing `position`.
    pub fn new(position: AnyPosition) -> Setup {
        Setup { position }
    }

    /// The position as it stands.
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }

    /// Whether the limits are lifted (a sandbox).
    pub fn is_free(&self) -> bool {
        self.position.is_sandbox()
    }

    /// Every square's men (top first), by the squares' index, the side to move kept.
    fn columns(&self) -> Vec<Vec<Man>> {
        let mut columns = vec![Vec::new(); SQUARE8_COUNT];
        for (square, men) in self.position.columns() {
            columns[square.index()] = men;
        }
        columns
    }

    /// The position of `columns` on this board and under these limits, `side` to move.
    fn build(&self, columns: &[Vec<Man>], side: Colour) -> Result<AnyPosition, SetupError> {
        let variant = self.position.variant();
        Ok(match self.position {
            AnyPosition::Seven(_) => {
                let mut packed = [Column::EMPTY; SQUARE_COUNT];
                for (column, men) in packed.iter_mut().zip(columns) {
                    *column = men.iter().copied().collect();
                }
                Position::from_columns(packed, side)?.into()
            }
            AnyPosition::Eight(position) => {
                let mut packed = [Column::EMPTY; SQUARE8_COUNT];
                for (column, men) in packed.iter_mut().zip(columns) {
                    // A column holds every man of both sides; more of one side is refused here,
                    // before the column would overflow.
                    for colour in Colour::BOTH {
                        let count = men.iter().filter(|man| man.colour == colour).count();
                        if count > lasca_rules::MEN_PER_SIDE8 {
                            return Err(SetupError::Position(PositionError::TooManyMen {
                                colour,
                                count,
                                most: lasca_rules::MEN_PER_SIDE8,
                            }));
                        }
                    }
                    *column = men.iter().copied().collect();
                }
                Position8::from_columns(position.variant(), packed, side)?.into()
            }
            AnyPosition::Sandbox7(_) => sandbox::<Position>(variant, columns, side)?.into(),
            AnyPosition::Sandbox8(_) => sandbox::<Position8>(variant, columns, side)?.into(),
        })
    }

    fn try_columns(&mut self, change: impl FnOnce(&mut [Vec<Man>])) -> Result<(), SetupError> {
        let mut columns = self.columns();
        change(&mut columns);
        self.position = self.build(&columns, self.position.side_to_move())?;
        Ok(())
    }

    /// Puts `man` on top of the column on `square` (or on the empty square).
    pub fn add_on_top(&mut self, square: AnySquare, man: Man) -> Result<(), SetupError> {
        self.on_board(square)?;
        self.try_columns(|columns| columns[square.index()].insert(0, man))
    }

    /// Takes the top man off the column on `square`; nothing happens on an empty square.
    pub fn remove_top(&mut self, square: AnySquare) -> Result<(), SetupError> {
        self.on_board(square)?;
        self.try_columns(|columns| {
            let column = &mut columns[square.index()];
            if !column.is_empty() {
                column.remove(0);
            }
        })
    }

    /// Empties `square`.
    pub fn clear_square(&mut self, square: AnySquare) -> Result<(), SetupError> {
        self.on_board(square)?;
        self.try_columns(|columns| columns[square.index()].clear())
    }

    /// A square of another board (a pick from before the board changed) edits nothing.
    fn on_board(&self, square: AnySquare) -> Result<(), SetupError> {
        if square.size() == self.position.size() {
            Ok(())
        } else {
            Err(SetupError::OffBoard(square))
        }
    }

    /// Empties the whole board (the side to move stays).
    pub fn clear_board(&mut self) {
        let side = self.position.side_to_move();
        let empty = vec![Vec::new(); SQUARE8_COUNT];
        if let Ok(position) = self.build(&empty, side) {
            self.position = position;
        }
    }

    /// Back to the start position of the variant (still free, if it was).
    pub fn reset(&mut self) {
        let start = AnyPosition::start(self.position.variant());
        self.position = if self.is_free() { free(start) } else { start };
    }

    /// Chooses who moves first from this position.
    pub fn set_side_to_move(&mut self, side: Colour) {
        let columns = self.columns();
        if let Ok(position) = self.build(&columns, side) {
            self.position = position;
        }
    }

    /// Another game on the board: its start (free, if the setup was). The same game changes
    /// nothing.
    pub fn set_variant(&mut self, variant: Variant) {
        if variant == self.position.variant() {
            return;
        }
        let start = AnyPosition::start(variant);
        self.position = if self.is_free() { free(start) } else { start };
    }

    /// Lifts the limits (the same men, now a sandbox), or puts them back, which is refused
    /// while the men break them.
    pub fn set_free(&mut self, on: bool) -> Result<(), SetupError> {
        if on == self.is_free() {
            return Ok(());
        }
        if on {
            self.position = free(self.position);
            return Ok(());
        }
        let side = self.position.side_to_move();
        let game = Setup::new(AnyPosition::start(self.position.variant()));
        self.position = game.build(&self.columns(), side)?;
        Ok(())
    }

    /// Replaces the position with a pasted position string (of any variant, or a sandbox), or
    /// says what is wrong with it.
    pub fn paste(&mut self, text: &str) -> Result<(), SetupError> {
        let plain = text
            .split_whitespace()
            .next()
            .is_some_and(|first| first == "w" || first == "b");
        self.position = if plain {
            AnyPosition::from(text.parse::<Position>()?)
        } else {
            AnyPosition::parse(text)?
        };
        Ok(())
    }
}

/// The sandbox of `position`'s men.
fn free(position: AnyPosition) -> AnyPosition {
    match position {
        AnyPosition::Seven(position) => Sandbox::from_position(&position).into(),
        AnyPosition::Eight(position) => Sandbox::from_position(&position).into(),
        sandbox => sandbox,
    }
}

/// A sandbox of `variant` with `columns`, `side` to move: at most [`SANDBOX_MEN`] men.
fn sandbox<P: lasca_rules::SandboxBoard>(
    variant: Variant,
    columns: &[Vec<Man>],
    side: Colour,
) -> Result<Sandbox<P>, SetupError> {
    let total: usize = columns.iter().map(Vec::len).sum();
    if total > SANDBOX_MEN {
        return Err(SandboxError::TooManyMen(total).into());
    }
    let mut sandbox = Sandbox::empty(variant, side);
    for (index, men) in columns.iter().enumerate().take(P::SQUARES) {
        let column =
            TallColumn::from_men(men.iter().copied()).ok_or(SandboxError::TooManyMen(total))?;
        sandbox.set_column(index, column);
    }
    Ok(sandbox)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> AnySquare {
        AnySquare::parse(name, 7).unwrap()
    }

    #[test]
    fn men_are_added_on_top_and_removed_from_the_top() {
        let mut editor = Setup::new(AnyPosition::from(Position::empty(Colour::White)));
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
        assert_eq!(editor.position(), &AnyPosition::start(Variant::Lasca7));
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
            SetupError::Position(PositionError::TooManyMen {
                colour: Colour::White,
                count: 12,
                most: 11,
            })
        );
        assert_eq!(editor.position(), &AnyPosition::start(Variant::Lasca7));
        // White over black over white alternates twice.
        let mut editor = Setup::new(AnyPosition::parse("w c3:bw").unwrap());
        let error = editor
            .add_on_top(sq("c3"), Man::soldier(Colour::White))
            .unwrap_err();
        assert!(
            matches!(
                error,
                SetupError::Position(PositionError::Alternating { .. })
            ),
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

    #[test]
    fn the_free_setup_takes_any_men_up_to_a_hundred() {
        let mut editor = Setup::default();
        editor.set_free(true).unwrap();
        assert!(editor.is_free());
        assert_eq!(editor.position().men_count(Colour::White), 11);
        // Thirty men on d4, alternating as they like: no game's limit holds.
        editor.clear_square(sq("d4")).unwrap();
        for i in 0..30 {
            let colour = if i % 3 == 0 {
                Colour::Black
            } else {
                Colour::White
            };
            editor.add_on_top(sq("d4"), Man::soldier(colour)).unwrap();
        }
        assert_eq!(editor.position().men(sq("d4")).len(), 30);
        // Up to 100 in all, then refused.
        while editor.position().men_count(Colour::White)
            + editor.position().men_count(Colour::Black)
            < SANDBOX_MEN
        {
            editor
                .add_on_top(sq("a1"), Man::officer(Colour::White))
                .unwrap();
        }
        let before = *editor.position();
        assert!(
            editor
                .add_on_top(sq("g7"), Man::soldier(Colour::Black))
                .is_err()
        );
        assert_eq!(*editor.position(), before);
        // The limits cannot come back while the men break them.
        assert!(editor.set_free(false).is_err());
        assert!(editor.is_free());
        // The string round-trips through a paste.
        let text = editor.position().to_string();
        let mut other = Setup::default();
        other.paste(&text).unwrap();
        assert_eq!(other.position(), editor.position());
    }

    #[test]
    fn an_eight_by_eight_board_is_set_up_with_its_own_limits() {
        let mut editor = Setup::default();
        editor.set_variant(Variant::Bashni);
        assert_eq!(editor.position(), &AnyPosition::start(Variant::Bashni));
        let h8 = AnySquare::parse("h8", 8).unwrap();
        // A thirteenth black man.
        assert!(editor.add_on_top(h8, Man::soldier(Colour::Black)).is_err());
        editor.clear_square(h8).unwrap();
        // A thirteenth white man too; with one taken off, a white king on h8.
        assert!(editor.add_on_top(h8, Man::officer(Colour::White)).is_err());
        editor
            .clear_square(AnySquare::parse("a1", 8).unwrap())
            .unwrap();
        editor.add_on_top(h8, Man::officer(Colour::White)).unwrap();
        assert!(editor.position().to_string().starts_with("bashni: w"));
        // A square of the other board edits nothing.
        assert!(editor.clear_square(sq("d4")).is_err());
        // Free on 8x8: a sandbox of bashni, back to the game when the men allow it.
        editor.set_free(true).unwrap();
        assert!(editor.position().to_string().starts_with("sandbox-bashni:"));
        editor.set_free(false).unwrap();
        assert!(editor.position().to_string().starts_with("bashni:"));
    }
}
