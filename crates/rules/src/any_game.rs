//! A game of any variant, chosen at run time: what the engine protocol and the command line
//! hold when the variant is a setting, not a type.

use crate::any_position::{AnyMove, AnyPosition, AnyPositionError};
use crate::column::Colour;
use crate::game::{Ending, Game, GameError, GameRecord, Outcome, RecordError, RuleSettings};
use crate::game_position::GamePosition;
use crate::position::Position;
use crate::position8::Position8;
use crate::sandbox::Sandbox;
use crate::variant::Variant;

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
/// assert!(error.to_string().contains("bashni"), "{error}");
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
    pub fn from_text(variant: Variant, text: &str) -> Result<AnyGame, AnyPositionError> {
        let settings = RuleSettings::default();
        if text.trim_start().starts_with("sandbox-") {
            let expected = Sandbox::prefix(variant);
            if !text.trim_start().starts_with(&expected) {
                return Err(AnyPositionError::OtherSandbox { expected: variant });
            }
            return Ok(match variant.eight() {
                None => AnyGame::Sandbox7(Game::from_position(text.parse()?, settings)),
                Some(_) => AnyGame::Sandbox8(Game::from_position(text.parse()?, settings)),
            });
        }
        let named = Variant::of_position(text)?;
        let prefixed = Variant::is_named(text);
        if prefixed && named != variant {
            return Err(AnyPositionError::OtherVariant {
                expected: variant,
                found: named,
            });
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
                let position: Position = body.parse()?;
                AnyGame::Lasca7(Game::from_position(position, settings))
            }
            Some(eight) => {
                let position = Position8::parse_board(eight, text)?;
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

    /// How the players ended the game, if they did.
    pub fn ending(&self) -> Option<Ending> {
        each!(self, game => game.ending())
    }

    /// Ends the game as the players say (refused once it is over).
    pub fn end(&mut self, ending: Ending) -> Result<Outcome, GameError> {
        each!(self, game => game.end(ending))
    }

    /// `side` resigns (refused once the game is over).
    pub fn resign(&mut self, side: Colour) -> Result<Outcome, GameError> {
        self.end(Ending::Resigned(side))
    }

    /// The players agree to a draw (refused once the game is over).
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.end(Ending::DrawAgreed)
    }

    /// Ends a replayed game as its record says the players did (see
    /// [`Game::end_as_recorded`]).
    pub fn end_as_recorded(&mut self, ended: Option<Ending>) -> Result<(), RecordError> {
        each!(self, game => game.end_as_recorded(ended))
    }

    /// Parses and plays a move; answers the move played.
    pub fn play_str(&mut self, text: &str) -> Result<AnyMove, GameError> {
        each!(self, game => game.play_str(text).map(Into::into))
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

/// The game's own move of `mv`, or the refusal of a move of the other board.
fn own_move<M: TryFrom<AnyMove>>(mv: AnyMove) -> Result<M, GameError> {
    M::try_from(mv).map_err(|_| {
        GameError::Illegal(crate::IllegalMove::NotLegal {
            mv: mv.to_string(),
            legal: String::from("moves of the other board"),
        })
    })
}

impl AnyGame {
    /// A game from `start` (any variant, or a sandbox) under `settings`.
    pub fn from_position(start: AnyPosition, settings: RuleSettings) -> AnyGame {
        match start {
            AnyPosition::Seven(position) => {
                AnyGame::Lasca7(Game::from_position(position, settings))
            }
            AnyPosition::Eight(position) => AnyGame::Eight(Game::from_position(position, settings)),
            AnyPosition::Sandbox7(position) => {
                AnyGame::Sandbox7(Game::from_position(position, settings))
            }
            AnyPosition::Sandbox8(position) => {
                AnyGame::Sandbox8(Game::from_position(position, settings))
            }
        }
    }

    /// Replays moves written in notation from `start`, naming the first bad one.
    pub fn replay<S: AsRef<str>>(
        start: AnyPosition,
        settings: RuleSettings,
        moves: &[S],
    ) -> Result<AnyGame, RecordError> {
        Ok(match start {
            AnyPosition::Seven(position) => {
                AnyGame::Lasca7(Game::replay(position, settings, moves)?)
            }
            AnyPosition::Eight(position) => {
                AnyGame::Eight(Game::replay(position, settings, moves)?)
            }
            AnyPosition::Sandbox7(position) => {
                AnyGame::Sandbox7(Game::replay(position, settings, moves)?)
            }
            AnyPosition::Sandbox8(position) => {
                AnyGame::Sandbox8(Game::replay(position, settings, moves)?)
            }
        })
    }

    /// The Lasca 7x7 game, if this is one (not a sandbox).
    pub const fn seven(&self) -> Option<&Game> {
        match self {
            AnyGame::Lasca7(game) => Some(game),
            _ => None,
        }
    }

    /// The Lasca 7x7 game, to change, if this is one.
    pub const fn seven_mut(&mut self) -> Option<&mut Game> {
        match self {
            AnyGame::Lasca7(game) => Some(game),
            _ => None,
        }
    }

    /// The current position.
    pub fn position(&self) -> AnyPosition {
        self.position_at(self.ply()).unwrap_or_default()
    }

    /// Where the game started.
    pub fn start_position(&self) -> AnyPosition {
        self.position_at(0).unwrap_or_default()
    }

    /// The position after `ply` plies, if the game has come that far.
    pub fn position_at(&self, ply: usize) -> Option<AnyPosition> {
        match self {
            AnyGame::Lasca7(game) => game.position_at(ply).map(|&p| AnyPosition::Seven(p)),
            AnyGame::Eight(game) => game.position_at(ply).map(|&p| AnyPosition::Eight(p)),
            AnyGame::Sandbox7(game) => game.position_at(ply).map(|&p| AnyPosition::Sandbox7(p)),
            AnyGame::Sandbox8(game) => game.position_at(ply).map(|&p| AnyPosition::Sandbox8(p)),
        }
    }

    /// How many plies from the start `self` and `other` have in common: `None` when they do
    /// not start from the same position (or are of different boards). Compares the records
    /// where they lie, without copying their moves.
    pub fn shared_plies(&self, other: &AnyGame) -> Option<usize> {
        fn shared<P: GamePosition>(a: &Game<P>, b: &Game<P>) -> Option<usize> {
            (a.start() == b.start()).then(|| {
                a.moves()
                    .iter()
                    .zip(b.moves())
                    .take_while(|(x, y)| x == y)
                    .count()
            })
        }
        match (self, other) {
            (AnyGame::Lasca7(a), AnyGame::Lasca7(b)) => shared(a, b),
            (AnyGame::Eight(a), AnyGame::Eight(b)) => shared(a, b),
            (AnyGame::Sandbox7(a), AnyGame::Sandbox7(b)) => shared(a, b),
            (AnyGame::Sandbox8(a), AnyGame::Sandbox8(b)) => shared(a, b),
            _ => None,
        }
    }

    /// Whether `other` is the same record: the same start and the same moves.
    pub fn same_record(&self, other: &AnyGame) -> bool {
        self.ply() == other.ply() && self.shared_plies(other) == Some(self.ply())
    }

    /// The moves played.
    pub fn moves(&self) -> Vec<AnyMove> {
        each!(self, game => game.moves().iter().map(|&mv| mv.into()).collect())
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        each!(self, game => game.legal_moves().iter().map(|&mv| mv.into()).collect())
    }

    /// Checks and plays `mv`.
    pub fn try_play(&mut self, mv: AnyMove) -> Result<(), GameError> {
        match self {
            AnyGame::Lasca7(game) => game.try_play(own_move(mv)?),
            AnyGame::Eight(game) => game.try_play(own_move(mv)?),
            AnyGame::Sandbox7(game) => game.try_play(own_move(mv)?),
            AnyGame::Sandbox8(game) => game.try_play(own_move(mv)?),
        }
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<AnyMove> {
        each!(self, game => game.undo().map(Into::into))
    }

    /// Keeps only the first `ply` plies.
    pub fn truncate(&mut self, ply: usize) {
        each!(self, game => game.truncate(ply));
    }

    /// The house rules in force.
    pub fn settings(&self) -> RuleSettings {
        each!(self, game => game.settings())
    }

    /// Changes the house rules (the result is worked out again).
    pub fn set_settings(&mut self, settings: RuleSettings) {
        each!(self, game => game.set_settings(settings));
    }

    /// How often the current position has stood on the board.
    pub fn repetitions(&self) -> usize {
        each!(self, game => game.repetitions())
    }
}

impl From<Game> for AnyGame {
    fn from(game: Game) -> AnyGame {
        AnyGame::Lasca7(game)
    }
}

impl From<Game<Position8>> for AnyGame {
    fn from(game: Game<Position8>) -> AnyGame {
        AnyGame::Eight(game)
    }
}

impl<'de> serde::Deserialize<'de> for AnyGame {
    /// A game record of any variant: its start string's prefix says which; each move is
    /// replayed and checked.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<AnyGame, D::Error> {
        let record = GameRecord::<String>::deserialize(deserializer)?;
        let start = AnyPosition::parse(&record.start).map_err(serde::de::Error::custom)?;
        let mut game = AnyGame::replay(start, record.settings, &record.moves)
            .map_err(serde::de::Error::custom)?;
        game.end_as_recorded(record.ended)
            .map_err(serde::de::Error::custom)?;
        Ok(game)
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
