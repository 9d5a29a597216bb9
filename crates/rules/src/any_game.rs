//! A game of any variant, chosen at run time: what the engine protocol and the command line
//! hold when the variant is a setting, not a type.

use crate::column::Colour;
use crate::game::{Game, GameError, Outcome, RuleSettings};
use crate::game_position::GamePosition;
use crate::position::Position;
use crate::sandbox::Sandbox;
use crate::variant::{Position8, Variant};

/// Runs `$body` with `$game` bound to the game of whichever kind `$any` holds.
macro_rules! each {
    ($any:expr, $game:ident => $body:expr) => {
        match $any {
            AnyGame::Lasca7($game) => $body,
            AnyGame::Eight($game) => $body,
            AnyGame::Sandbox7($game) => $body,
            AnyGame::Sandbox8($game) => $body,
        }
    };
}

/// A [`Game`] of Lasca 7x7, of an 8x8 variant, or of a sandbox on either board.
///
/// ```
/// use lasca_rules::{AnyGame, Variant};
///
/// let mut game = AnyGame::start(Variant::Bashni);
/// game.play_str("c3-d4")?;
/// assert_eq!(game.variant(), Variant::Bashni);
/// assert_eq!(game.ply(), 1);
/// // A position string of another variant is refused, naming both.
/// let error = AnyGame::from_text(Variant::Lasca7, "bashni: w a1:w h8:b").unwrap_err();
/// assert!(error.contains("bashni"), "{error}");
/// // A sandbox of the variant: its own prefix.
/// let sandbox = AnyGame::from_text(Variant::Bashni, "sandbox-bashni: w d4:wwwwbbbb h8:b")?;
/// assert!(sandbox.is_sandbox());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum AnyGame {
    /// Lasca on 7x7.
    Lasca7(Game),
    /// Lasca 8x8 or bashni (the position knows which).
    Eight(Game<Position8>),
    /// A sandbox played by Lasca 7x7's rules.
    Sandbox7(Game<Sandbox>),
    /// A sandbox played by lasca8's or bashni's rules.
    Sandbox8(Game<Sandbox<Position8>>),
}

impl AnyGame {
    /// A game of `variant` from its start, with the default rules.
    pub fn start(variant: Variant) -> AnyGame {
        match variant.eight() {
            None => AnyGame::Lasca7(Game::new()),
            Some(eight) => AnyGame::Eight(Game::new8(eight)),
        }
    }

    /// A game of `variant` from a position string. The string may leave out its variant's
    /// prefix; one naming another variant is refused. A sandbox string
    /// (`sandbox-VARIANT: ...`) gives a sandbox of `variant`.
    pub fn from_text(variant: Variant, text: &str) -> Result<AnyGame, String> {
        let settings = RuleSettings::default();
        if text.trim_start().starts_with("sandbox-") {
            let expected = Sandbox::prefix(variant);
            if !text.trim_start().starts_with(&expected) {
                return Err(format!(
                    "a sandbox of another variant where one of {variant} was expected (it \
                     begins {expected})"
                ));
            }
            let error = |error: crate::SandboxError| error.to_string();
            return Ok(match variant.eight() {
                None => {
                    AnyGame::Sandbox7(Game::from_position(text.parse().map_err(error)?, settings))
                }
                Some(_) => {
                    AnyGame::Sandbox8(Game::from_position(text.parse().map_err(error)?, settings))
                }
            });
        }
        let named = Variant::of_position(text).map_err(|error| error.to_string())?;
        let prefixed = text
            .split_whitespace()
            .next()
            .is_some_and(|first| first.ends_with(':'));
        if prefixed && named != variant {
            return Err(format!(
                "a {named} position where a {variant} position was expected (the variant is \
                 {variant})"
            ));
        }
        Ok(match variant.eight() {
            None => {
                let body = if prefixed {
                    text.trim_start()
                        .split_once(char::is_whitespace)
                        .map_or("", |(_, rest)| rest)
                } else {
                    text
                };
                let position: Position = body.parse().map_err(|error| format!("{error}"))?;
                AnyGame::Lasca7(Game::from_position(position, settings))
            }
            Some(eight) => {
                let position =
                    Position8::parse_board(eight, text).map_err(|error| format!("{error}"))?;
                AnyGame::Eight(Game::from_position(position, settings))
            }
        })
    }

    /// The variant played (a sandbox's rules).
    pub fn variant(&self) -> Variant {
        each!(self, game => GamePosition::variant(game.position()))
    }

    /// Whether this is a sandbox.
    pub fn is_sandbox(&self) -> bool {
        matches!(self, AnyGame::Sandbox7(_) | AnyGame::Sandbox8(_))
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Colour {
        each!(self, game => game.position().side_to_move())
    }

    /// How many plies have been played.
    pub fn ply(&self) -> usize {
        each!(self, game => game.ply())
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, game => game.outcome())
    }

    /// Parses and plays a move; answers it as written in notation.
    pub fn play_str(&mut self, text: &str) -> Result<String, GameError> {
        each!(self, game => game.play_str(text).map(|mv| mv.to_string()))
    }

    /// The current position in notation (with its prefix on 8x8).
    pub fn position_text(&self) -> String {
        each!(self, game => game.position().to_string())
    }

    /// The moves played, in notation.
    pub fn move_texts(&self) -> Vec<String> {
        each!(self, game => game.moves().iter().map(ToString::to_string).collect())
    }

    /// The first legal move in notation, if any (what an engine answers when its search
    /// fails).
    pub fn first_legal_move(&self) -> Option<String> {
        each!(self, game => game.legal_moves().first().map(ToString::to_string))
    }
}

impl serde::Serialize for AnyGame {
    /// As the game's record: its start (whose string names an 8x8 variant), settings, moves.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        each!(self, game => game.serialize(serializer))
    }
}

impl Default for AnyGame {
    fn default() -> AnyGame {
        AnyGame::Lasca7(Game::new())
    }
}
