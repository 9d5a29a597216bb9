//! The rules of Lasca, Emanuel Lasker's 1911 column draughts, as the project's `docs/RULES.md`
//! fixes them.
//!
//! A [`Position`] holds a [`Column`] (a stack of men, the top one its commander) on each of
//! the 25 playable [`Square`]s and the side to move. [`Position::legal_moves`] lists every
//! legal [`Move`]: captures are compulsory, multi-jumps must go on while they can, no column is
//! jumped twice, and each hop takes only the jumped column's commander and puts it under the
//! jumping column. A [`Move`] is its path of squares, written `c3-d4` or `a3xc5xe3`. A
//! [`Game`] keeps the record around a position: the moves, repetitions and the result.
//! Positions and moves parse from and print to the notation of `docs/RULES.md`; parsing checks
//! form and names the bad token, and checking a move against a position is a separate step
//! ([`Position::try_play`]; [`Position::play_unchecked`] trusts its move). Square sets
//! ([`SquareSet`]) are bit sets with set operators. Nothing here does I/O or allocates while
//! generating moves.
//!
//! Squares, square sets, moves and their notation are written once for every board
//! ([`board`], generic over its [`Geometry`]); [`Square`] and [`Move`] are the 7x7 board's,
//! [`Square8`] and [`Move8`] the 8x8 board's. The two 8x8 column draughts of
//! `shared/RULES-variants.md` ([`Variant`]: `lasca8`, Lasca's rules on 8x8, and `bashni`, with
//! flying kings) are rule settings ([`VariantRules`]) of [`Position8`] (which knows its
//! [`Variant8`]); their position strings begin with the variant's name (`bashni: w a1:w ...`).
//! One [`perft`] counts every position type, and one error type each says why a square, a
//! move or a position is refused ([`ParseSquareError`], [`ParseMoveError`],
//! [`PositionError`]). Code written once for every board runs on a game of any variant through
//! [`AnyGame::visit`].
//!
//! ```
//! use lasca_rules::{
//!     Colour, Game, GameError, Move, Outcome, Position, RuleSettings, WinReason, perft,
//! };
//!
//! // Parse a position and list its legal moves (sorted in byte order, as docs/RULES.md does).
//! let position: Position = "w c1:w b2:b d2:b f4:b".parse()?;
//! let mut moves: Vec<String> = position.legal_moves().iter().map(Move::to_string).collect();
//! moves.sort();
//! assert_eq!(moves, ["c1xa3", "c1xe3xg5"]);
//!
//! // Play a move, checked: a capture that stops early is refused.
//! let mut checked = position;
//! assert!(checked.try_play("c1xe3".parse()?).is_err());
//! checked.try_play("c1xe3xg5".parse()?)?;
//! assert_eq!(checked.to_string(), "b b2:b g5:wbb");
//!
//! // Or unchecked, for a move taken from the legal list.
//! let first = position.legal_moves()[0];
//! let _next = position.after_unchecked(first);
//!
//! // Perft from the start.
//! assert_eq!(perft(&Position::start(), 5), 116);
//!
//! // A game keeps the record and the result: here Black loses its only man.
//! let start: Position = "w c3:w d4:b".parse()?;
//! let mut game = Game::from_position(start, RuleSettings::default());
//! assert!(game.try_play("c3-b4".parse()?).is_err(), "capture is compulsory");
//! game.try_play("c3xe5".parse()?)?;
//! assert_eq!(
//!     game.outcome(),
//!     Some(Outcome::Win { winner: Colour::White, reason: WinReason::NoColumns })
//! );
//! assert!(matches!(game.play_str("e5-d6"), Err(GameError::GameOver(_))));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod any_game;
mod any_position;
pub mod board;
mod column;
mod game;
mod game_position;
mod notation;
mod perft;
mod position;
mod position8;
pub mod record;
mod sandbox;
mod shared;
mod variant;
mod visit;
mod zobrist;

pub use any_game::AnyGame;
pub use any_position::{AnyMove, AnyPosition, AnyPositionError, AnySquare};
pub use board::{Direction, Eight, Geometry, ParseMoveError, ParseSquareError, Seven};
pub use column::{Colour, Column, MAX_COLUMN_HEIGHT, Man};
pub use game::{
    DrawReason, Ending, Game, GameError, GameRecord, Outcome, RecordError, RuleSettings, WinReason,
};
pub use game_position::{GameMove, GamePosition};
pub use perft::{perft, perft_divide, perft_without_stacking};
pub use position::{MAX_MOVES, MOST_MOVES, MoveList, Position, START};
pub use position8::{Position8, START8};
pub use sandbox::{SANDBOX_MEN, Sandbox, SandboxBoard, SandboxError, TallColumn};
pub use shared::{IllegalMove, PositionError};
pub use variant::{
    MEN_PER_SIDE, MEN_PER_SIDE8, ParseVariantError, Variant, Variant8, VariantRules,
};
pub use visit::{GameVisitor, GameVisitorMut, PositionVisitor};

/// A playable square of Lasca's 7x7 board (see [`board::Square`]).
pub type Square = board::Square<Seven>;
/// A set of 7x7 squares (see [`board::SquareSet`]).
pub type SquareSet = board::SquareSet<Seven>;
/// The squares of a [`SquareSet`] in order.
pub type SquareSetIter = board::SquareSetIter<Seven>;
/// A move on the 7x7 board (see [`board::Move`]).
pub type Move = board::Move<Seven>;
/// A playable square of the 8x8 board.
pub type Square8 = board::Square<Eight>;
/// A set of 8x8 squares.
pub type SquareSet8 = board::SquareSet<Eight>;
/// A move on the 8x8 board, which says whether it captures (a flying king's step and jump
/// can share a path).
pub type Move8 = board::Move<Eight>;

/// The number of playable squares of 7x7.
pub const SQUARE_COUNT: usize = Seven::SQUARES;
/// The number of playable squares of 8x8.
pub const SQUARE8_COUNT: usize = Eight::SQUARES;
/// The most squares one 7x7 move's path names.
pub const MAX_PATH: usize = Seven::MAX_PATH;
/// The most squares one 8x8 move's path names.
pub const MAX_PATH8: usize = Eight::MAX_PATH;
/// Rank 7, where White's soldiers are promoted on 7x7.
pub const RANK_7: SquareSet = SquareSet::promotion_rank(Colour::White);
/// Rank 1, where Black's soldiers are promoted.
pub const RANK_1: SquareSet = SquareSet::promotion_rank(Colour::Black);
