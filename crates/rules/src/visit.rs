//! Code written once for one board's types, run on a game or position of any board, so that
//! callers never match on [`AnyGame`]'s or [`AnyPosition`]'s variants: see [`GameVisitor`].

use crate::any_game::AnyGame;
use crate::any_position::AnyPosition;
use crate::game::Game;
use crate::game_position::GamePosition;
use crate::position::Position;
use crate::position8::Position8;
use crate::sandbox::Sandbox;

/// What runs on a game of the board `P`.
///
/// A visitor is handed the concrete [`Game<P>`] (or position `P`), so what it runs is compiled
/// for each board: an engine's search stays monomorphised. The visitor traits take the board
/// as a type parameter, so a visitor implements them once, generic over `P` and bounded by
/// whatever its work needs (a trait of its own crate, say); [`AnyGame::visit`] asks for the
/// four boards it may hold.
///
/// ```
/// use lasca_rules::{AnyGame, Game, GamePosition, GameVisitor, Variant};
///
/// /// How many legal moves the game's position has.
/// struct CountMoves;
///
/// impl<P: GamePosition> GameVisitor<P> for CountMoves {
///     type Output = usize;
///
///     fn visit(self, game: &Game<P>) -> usize {
///         game.legal_moves().len()
///     }
/// }
///
/// assert_eq!(AnyGame::start(Variant::Lasca7).visit(CountMoves), 6);
/// assert_eq!(AnyGame::start(Variant::Bashni).visit(CountMoves), 7);
/// ```
pub trait GameVisitor<P: GamePosition> {
    /// What the visit answers (the same for every board a visitor of [`AnyGame`] takes).
    type Output;
    /// Runs on `game`.
    fn visit(self, game: &Game<P>) -> Self::Output;
}

/// What runs on a game of the board `P`, changing it: [`AnyGame::visit_mut`].
pub trait GameVisitorMut<P: GamePosition> {
    /// What the visit answers.
    type Output;
    /// Runs on `game`.
    fn visit_mut(self, game: &mut Game<P>) -> Self::Output;
}

/// What runs on a position of the board `P`: [`AnyPosition::visit`].
pub trait PositionVisitor<P: GamePosition> {
    /// What the visit answers.
    type Output;
    /// Runs on `position`.
    fn visit_position(self, position: &P) -> Self::Output;
}

impl AnyGame {
    /// Runs `visitor` on the game of whichever board this is.
    pub fn visit<V, R>(&self, visitor: V) -> R
    where
        V: GameVisitor<Position, Output = R>
            + GameVisitor<Position8, Output = R>
            + GameVisitor<Sandbox, Output = R>
            + GameVisitor<Sandbox<Position8>, Output = R>,
    {
        match self {
            AnyGame::Lasca7(game) => visitor.visit(game),
            AnyGame::Eight(game) => visitor.visit(game),
            AnyGame::Sandbox7(game) => visitor.visit(game),
            AnyGame::Sandbox8(game) => visitor.visit(game),
        }
    }

    /// Runs `visitor` on the game of whichever board this is, to change it.
    pub fn visit_mut<V, R>(&mut self, visitor: V) -> R
    where
        V: GameVisitorMut<Position, Output = R>
            + GameVisitorMut<Position8, Output = R>
            + GameVisitorMut<Sandbox, Output = R>
            + GameVisitorMut<Sandbox<Position8>, Output = R>,
    {
        match self {
            AnyGame::Lasca7(game) => visitor.visit_mut(game),
            AnyGame::Eight(game) => visitor.visit_mut(game),
            AnyGame::Sandbox7(game) => visitor.visit_mut(game),
            AnyGame::Sandbox8(game) => visitor.visit_mut(game),
        }
    }
}

impl AnyPosition {
    /// Runs `visitor` on the position of whichever board this is.
    pub fn visit<V, R>(&self, visitor: V) -> R
    where
        V: PositionVisitor<Position, Output = R>
            + PositionVisitor<Position8, Output = R>
            + PositionVisitor<Sandbox, Output = R>
            + PositionVisitor<Sandbox<Position8>, Output = R>,
    {
        match self {
            AnyPosition::Seven(position) => visitor.visit_position(position),
            AnyPosition::Eight(position) => visitor.visit_position(position),
            AnyPosition::Sandbox7(position) => visitor.visit_position(position),
            AnyPosition::Sandbox8(position) => visitor.visit_position(position),
        }
    }
}

impl From<Game<Sandbox>> for AnyGame {
    fn from(game: Game<Sandbox>) -> AnyGame {
        AnyGame::Sandbox7(game)
    }
}

impl From<Game<Sandbox<Position8>>> for AnyGame {
    fn from(game: Game<Sandbox<Position8>>) -> AnyGame {
        AnyGame::Sandbox8(game)
    }
}

impl From<Sandbox> for AnyPosition {
    fn from(position: Sandbox) -> AnyPosition {
        AnyPosition::Sandbox7(position)
    }
}

impl From<Sandbox<Position8>> for AnyPosition {
    fn from(position: Sandbox<Position8>) -> AnyPosition {
        AnyPosition::Sandbox8(position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    /// The game's position and its board's name of a type.
    struct Describe;

    impl<P: GamePosition> GameVisitor<P> for Describe {
        type Output = (String, &'static str);

        fn visit(self, game: &Game<P>) -> (String, &'static str) {
            (game.position().to_string(), std::any::type_name::<P>())
        }
    }

    impl<P: GamePosition> PositionVisitor<P> for Describe {
        type Output = (String, &'static str);

        fn visit_position(self, position: &P) -> (String, &'static str) {
            (position.to_string(), std::any::type_name::<P>())
        }
    }

    /// Plays the first legal move.
    struct PlayFirst;

    impl<P: GamePosition> GameVisitorMut<P> for PlayFirst {
        type Output = bool;

        fn visit_mut(self, game: &mut Game<P>) -> bool {
            let Some(&mv) = game.legal_moves().first() else {
                return false;
            };
            game.try_play(mv).is_ok()
        }
    }

    #[test]
    fn a_visitor_gets_each_board_s_own_game_and_position() {
        let sandbox7 = AnyPosition::parse("sandbox-lasca7: w a1:W d4:bwwww").unwrap();
        let sandbox8 = AnyPosition::parse("sandbox-bashni: w a1:W d4:bwwww h8:b").unwrap();
        let starts = [
            AnyPosition::start(Variant::Lasca7),
            AnyPosition::start(Variant::Bashni),
            sandbox7,
            sandbox8,
        ];
        let mut names = Vec::new();
        for start in starts {
            let mut game = AnyGame::from_position(start, crate::RuleSettings::default());
            let (text, name) = game.visit(Describe);
            assert_eq!(text, start.to_string());
            assert_eq!(start.visit(Describe), (text, name));
            names.push(name);
            assert!(game.visit_mut(PlayFirst));
            assert_eq!(game.ply(), 1);
            assert_eq!(game.moves()[0], start.legal_moves()[0]);
        }
        names.dedup();
        assert_eq!(names.len(), 4, "{names:?}");
    }

    #[test]
    fn every_board_s_game_and_position_convert_to_the_any_types() {
        let sandbox = Sandbox::from_position(&Position::start());
        assert_eq!(AnyPosition::from(sandbox), AnyPosition::Sandbox7(sandbox));
        let game = Game::from_position(sandbox, crate::RuleSettings::default());
        assert!(AnyGame::from(game).is_sandbox());
        let sandbox8 = Sandbox::from_position(&Position8::start(crate::Variant8::Bashni));
        assert_eq!(AnyPosition::from(sandbox8), AnyPosition::Sandbox8(sandbox8));
        let game8 = Game::from_position(sandbox8, crate::RuleSettings::default());
        assert_eq!(AnyGame::from(game8).variant(), Variant::Bashni);
    }
}
