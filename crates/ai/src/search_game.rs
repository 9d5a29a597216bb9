//! The engine's tools on a game of one board or of any: [`SearchGame`] is a [`Game<P>`] of a
//! [`Searchable`] position (its moves `P::Move`) or an [`AnyGame`] (its moves [`AnyMove`]), and
//! [`SearchPosition`] the position either starts from. A tool is written once, as a
//! [`SearchVisitor`] of the concrete game, so its searches stay compiled for each board.

use std::fmt;

use lasca_rules::{AnyGame, AnyMove, AnyPosition, Game, GamePosition, GameVisitor, RuleSettings};

use crate::searchable::Searchable;

/// What runs on a game of any [`Searchable`] board, telling its moves as `M`s (the board's own
/// moves for a [`Game<P>`], [`AnyMove`]s for an [`AnyGame`]).
pub trait SearchVisitor<M> {
    /// What the visit answers.
    type Output;
    /// Runs on `game`.
    fn visit<P: Searchable>(self, game: &Game<P>) -> Self::Output
    where
        P::Move: Into<M>;
}

/// A game the engine's tools take: one board's [`Game<P>`], or an [`AnyGame`].
pub trait SearchGame {
    /// The moves it tells: the board's own, or [`AnyMove`].
    type Move: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static;
    /// Runs `visitor` on the game of its board.
    fn visit_searchable<V: SearchVisitor<Self::Move>>(&self, visitor: V) -> V::Output;
}

impl<P: Searchable> SearchGame for Game<P> {
    type Move = P::Move;

    fn visit_searchable<V: SearchVisitor<P::Move>>(&self, visitor: V) -> V::Output {
        visitor.visit(self)
    }
}

impl SearchGame for AnyGame {
    type Move = AnyMove;

    fn visit_searchable<V: SearchVisitor<AnyMove>>(&self, visitor: V) -> V::Output {
        self.visit(Searching(visitor))
    }
}

/// A [`SearchVisitor`] of [`AnyMove`]s as the rules' visitor of each board.
struct Searching<V>(V);

impl<P: Searchable, V: SearchVisitor<AnyMove>> GameVisitor<P> for Searching<V>
where
    P::Move: Into<AnyMove>,
{
    type Output = V::Output;

    fn visit(self, game: &Game<P>) -> V::Output {
        self.0.visit(game)
    }
}

/// A position a [`SearchGame`] starts from: a [`Searchable`] position, or an [`AnyPosition`].
pub trait SearchPosition: Copy {
    /// The game it starts.
    type Game: SearchGame;
    /// Whether `mv` is legal here.
    fn is_legal(&self, mv: <Self::Game as SearchGame>::Move) -> bool;
    /// A game from here under `settings`.
    fn game(self, settings: RuleSettings) -> Self::Game;
}

impl<P: Searchable> SearchPosition for P {
    type Game = Game<P>;

    fn is_legal(&self, mv: P::Move) -> bool {
        GamePosition::legal_moves(self).contains(&mv)
    }

    fn game(self, settings: RuleSettings) -> Game<P> {
        Game::from_position(self, settings)
    }
}

impl SearchPosition for AnyPosition {
    type Game = AnyGame;

    fn is_legal(&self, mv: AnyMove) -> bool {
        self.legal_moves().contains(&mv)
    }

    fn game(self, settings: RuleSettings) -> AnyGame {
        AnyGame::from_position(self, settings)
    }
}
