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
//! The two 8x8 column draughts of `shared/RULES-variants.md` ([`Variant`]: `lasca8`, Lasca's
//! rules on 8x8, and `bashni`, with flying kings) have types of their own, apart from the 7x7
//! ones so that Lasca's generator stays as it is: [`Position8`] (which knows its [`Variant8`]),
//! [`Move8`], [`Square8`], [`perft8`]. Their position strings begin with the variant's name
//! (`bashni: w a1:w ...`).
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
mod column;
mod game;
mod game_position;
mod moves;
mod position;
pub mod record;
mod sandbox;
mod square;
mod variant;
mod visit;
mod zobrist;

pub use any_game::AnyGame;
pub use any_position::{AnyMove, AnyPosition, AnySquare};
pub use column::{Colour, Column, MAX_COLUMN_HEIGHT, Man};
pub use game::{
    DrawReason, Game, GameError, GameRecord, Outcome, RecordError, RuleSettings, WinReason,
};
pub use game_position::{GameMove, GamePosition, perft_divide_of, perft_of};
pub use moves::{MAX_MOVES, MAX_PATH, MOST_MOVES, Move, MoveList, ParseMoveError};
pub use position::{
    IllegalMove, MEN_PER_SIDE, Position, PositionError, START, perft, perft_divide,
};
pub use sandbox::{SANDBOX_MEN, Sandbox, SandboxBoard, SandboxError, TallColumn};
pub use square::{
    Direction, ParseSquareError, RANK_1, RANK_7, SQUARE_COUNT, Square, SquareSet, SquareSetIter,
};
pub use variant::{
    MAX_PATH8, MEN_PER_SIDE8, Move8, ParseMove8Error, ParseSquare8Error, ParseVariantError,
    Position8, Position8Error, SQUARE8_COUNT, START8, Square8, SquareSet8, Variant, Variant8,
    perft8, perft8_divide, perft8_without_stacking,
};
pub use visit::{GameVisitor, GameVisitorMut, PositionVisitor};
