//! A game: the start position, the move record, repetitions and the result.

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ParseMoveError;
use crate::column::Colour;
use crate::game_position::{GameMove, GamePosition};
use crate::position::Position;
use crate::position8::Position8;
use crate::shared::IllegalMove;
use crate::variant::Variant8;

/// Rules a game may switch: the house draw rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleSettings {
    /// A position occurring for the third time (same columns, same side to move) draws.
    /// A house rule, on by default: Lasker's rules have no draw.
    pub repetition_draw: bool,
    /// The game is drawn after this many plies (games between programs).
    pub ply_limit: Option<u32>,
}

impl Default for RuleSettings {
    fn default() -> RuleSettings {
        RuleSettings {
            repetition_draw: true,
            ply_limit: None,
        }
    }
}

/// Why a side won: its opponent, to move, had no legal move, or gave up.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinReason {
    /// The loser commands no column: every one of its men is a prisoner.
    NoColumns,
    /// The loser commands columns, but none of them can move.
    Blocked,
    /// The loser resigned ([`Game::resign`]).
    Resignation,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// The same position for the third time (house rule).
    Repetition,
    /// The ply limit was reached.
    PlyLimit,
    /// The players agreed to a draw ([`Game::agree_draw`]).
    Agreement,
}

/// An end the players give a game that the board has not ended: a side resigns, or both
/// agree to a draw. A record keeps it (the moves alone would leave the game going on).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// This side resigned: its opponent wins.
    Resigned(Colour),
    /// The players agreed to a draw.
    DrawAgreed,
}

impl Ending {
    /// The outcome it gives the game.
    pub const fn outcome(self) -> Outcome {
        match self {
            Ending::Resigned(side) => Outcome::Win {
                winner: side.opponent(),
                reason: WinReason::Resignation,
            },
            Ending::DrawAgreed => Outcome::Draw(DrawReason::Agreement),
        }
    }
}

impl fmt::Display for Ending {
    /// `white resigned` or `draw agreed`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ending::Resigned(side) => write!(f, "{side} resigned"),
            Ending::DrawAgreed => f.write_str("draw agreed"),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Colour,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Colour> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The players' end this outcome is, if they ended the game rather than the board.
    pub const fn ending(self) -> Option<Ending> {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            } => Some(Ending::Resigned(winner.opponent())),
            Outcome::Draw(DrawReason::Agreement) => Some(Ending::DrawAgreed),
            _ => None,
        }
    }

    /// A sentence for a player: who won and why.
    pub fn explain(self) -> String {
        match self {
            Outcome::Win { winner, reason } => {
                let loser = winner.opponent();
                match reason {
                    WinReason::NoColumns => {
                        format!("{winner} wins: every {loser} man is a prisoner")
                    }
                    WinReason::Blocked => format!("{winner} wins: {loser} has no legal move"),
                    WinReason::Resignation => format!("{winner} wins: {loser} resigned"),
                }
            }
            Outcome::Draw(DrawReason::Repetition) => {
                "draw: the same position occurred three times".to_owned()
            }
            Outcome::Draw(DrawReason::PlyLimit) => "draw: the ply limit was reached".to_owned(),
            Outcome::Draw(DrawReason::Agreement) => "draw: the players agreed".to_owned(),
        }
    }
}

impl fmt::Display for Outcome {
    /// `white wins`, `black wins`, `black wins (white resigned)`, `draw (threefold
    /// repetition)`, `draw (ply limit)` or `draw (agreement)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            } => write!(f, "{winner} wins ({} resigned)", winner.opponent()),
            Outcome::Win { winner, .. } => write!(f, "{winner} wins"),
            Outcome::Draw(DrawReason::Repetition) => f.write_str("draw (threefold repetition)"),
            Outcome::Draw(DrawReason::PlyLimit) => f.write_str("draw (ply limit)"),
            Outcome::Draw(DrawReason::Agreement) => f.write_str("draw (agreement)"),
        }
    }
}

/// Why a move was not added to a game.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum GameError {
    /// The game has ended.
    #[error("the game is over ({0})")]
    GameOver(Outcome),
    /// The move text does not parse as a move of the game's board.
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    /// The move is not legal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

/// A game record: where it started, the moves played, and how it stands.
///
/// It keeps every position reached (for repetitions, undo and looking back) and works out the
/// result after each move. Serialised as its start position, settings and moves; reading one
/// back replays and checks every move.
///
/// The board is the position type's: `Game` (the default) plays Lasca 7x7 on [`Position`],
/// `Game<Position8>` the 8x8 variants; everything but [`Game::new`] and the serialised form
/// is the same code for both (through [`GamePosition`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Game<P: GamePosition = Position> {
    settings: RuleSettings,
    moves: Vec<P::Move>,
    /// `positions[i]` is the position after `i` plies; `positions[0]` is the start.
    positions: Vec<P>,
    /// How many of `positions` have each hash: a repetition is looked for in O(1) a ply, and
    /// the positions themselves are compared only when a hash has come three times (a
    /// repetition, bar a 64-bit collision), so a long game (a server replaying a stored one)
    /// costs O(plies), not O(plies²).
    seen: HashMap<u64, u32>,
    /// How the players ended the game at its last position, if they did: kept until a move
    /// is taken back.
    ending: Option<Ending>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game from the start position with the default rules.
    pub fn new() -> Game {
        Game::from_position(Position::start(), RuleSettings::default())
    }
}

impl Game<Position8> {
    /// A game of an 8x8 variant from its start position with the default rules.
    pub fn new8(variant: Variant8) -> Game<Position8> {
        Game::from_position(Position8::start(variant), RuleSettings::default())
    }
}

impl<P: GamePosition> Game<P> {
    /// A game from `start` with `settings`.
    pub fn from_position(start: P, settings: RuleSettings) -> Game<P> {
        let mut game = Game {
            settings,
            moves: Vec::new(),
            seen: HashMap::from([(start.hash(), 1)]),
            positions: vec![start],
            ending: None,
            outcome: None,
        };
        game.outcome = game.outcome_now();
        game
    }

    /// The rule settings.
    pub const fn settings(&self) -> RuleSettings {
        self.settings
    }

    /// Changes the rule settings; the result is worked out again.
    pub fn set_settings(&mut self, settings: RuleSettings) {
        self.settings = settings;
        self.outcome = self.outcome_now();
    }

    /// Where the game started.
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions.last().expect("a game always has its start")
    }

    /// The position after `ply` plies (0 is the start), if the game got that far.
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.positions.get(ply)
    }

    /// The moves played.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// How many plies have been played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The result, once the game has ended.
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How the players ended the game, if they did (a resignation, an agreed draw).
    pub const fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Ends the game as the players say: refused once the game is over (by the board or by
    /// an earlier end). Taking back a move takes the end back with it.
    pub fn end(&mut self, ending: Ending) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::GameOver(outcome));
        }
        self.ending = Some(ending);
        self.outcome = self.outcome_now();
        Ok(ending.outcome())
    }

    /// `side` resigns: its opponent wins. Refused once the game is over.
    pub fn resign(&mut self, side: Colour) -> Result<Outcome, GameError> {
        self.end(Ending::Resigned(side))
    }

    /// The players agree to a draw. Refused once the game is over.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.end(Ending::DrawAgreed)
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> P::Moves {
        if self.outcome.is_some() {
            P::Moves::default()
        } else {
            self.position().legal_moves()
        }
    }

    /// How many times the current position has occurred, this time included.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        if self.seen_hash(now) <= 1 {
            return 1;
        }
        // The hash first: most positions differ in it, and it is one compare.
        self.positions
            .iter()
            .filter(|&p| p.hash() == now.hash() && p == now)
            .count()
    }

    /// How many positions so far have `position`'s hash (at least its repetitions).
    fn seen_hash(&self, position: &P) -> u32 {
        self.seen.get(&position.hash()).copied().unwrap_or(0)
    }

    /// Forgets one position of the record (undo, truncate).
    fn unsee(&mut self, position: &P) {
        if let Some(count) = self.seen.get_mut(&position.hash()) {
            *count -= 1;
            if *count == 0 {
                self.seen.remove(&position.hash());
            }
        }
    }

    /// Hashes of every position so far, oldest first (for a search's repetition checks).
    pub fn history_hashes(&self) -> impl Iterator<Item = u64> + '_ {
        self.positions.iter().map(P::hash)
    }

    /// Plays `mv` if it is legal and the game is not over.
    pub fn try_play(&mut self, mv: P::Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::GameOver(outcome));
        }
        let mut next = *self.position();
        next.try_play(mv)?;
        self.push(mv, next);
        Ok(())
    }

    /// Parses and plays a move written in the notation of `docs/RULES.md`.
    pub fn play_str(&mut self, text: &str) -> Result<P::Move, GameError> {
        let mv = P::Move::parse_for_game(text)?;
        self.try_play(mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: P::Move, next: P) {
        self.moves.push(mv);
        *self.seen.entry(next.hash()).or_insert(0) += 1;
        self.positions.push(next);
        self.outcome = self.outcome_now();
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<P::Move> {
        let mv = self.moves.pop()?;
        self.ending = None;
        if let Some(gone) = self.positions.pop() {
            self.unsee(&gone);
        }
        self.outcome = self.outcome_now();
        Some(mv)
    }

    /// Keeps only the first `ply` plies.
    pub fn truncate(&mut self, ply: usize) {
        if ply < self.moves.len() {
            self.ending = None;
        }
        self.moves.truncate(ply);
        while self.positions.len() > ply + 1 {
            if let Some(gone) = self.positions.pop() {
                self.unsee(&gone);
            }
        }
        self.outcome = self.outcome_now();
    }

    /// The result the record has reached now, if any (called after every change to it).
    fn outcome_now(&self) -> Option<Outcome> {
        if let Some(ending) = self.ending {
            return Some(ending.outcome());
        }
        let position = self.position();
        if !position.has_legal_move() {
            let loser = position.side_to_move();
            let reason = if !position.commands_a_column(loser) {
                WinReason::NoColumns
            } else {
                WinReason::Blocked
            };
            return Some(Outcome::Win {
                winner: loser.opponent(),
                reason,
            });
        }
        if self.settings.repetition_draw && self.seen_hash(position) >= 3 && self.repetitions() >= 3
        {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        if let Some(limit) = self.settings.ply_limit
            && self.ply() >= limit as usize
        {
            return Some(Outcome::Draw(DrawReason::PlyLimit));
        }
        None
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

/// Why a game record could not be read back.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("move {ply} ({text}): {error}")]
pub struct RecordError {
    /// The ply number of the first bad move, counting from 1.
    pub ply: usize,
    /// The move as written.
    pub text: String,
    /// What is wrong with it.
    pub error: GameError,
}

/// A game as saved: the start, the settings and the moves (the start's string names its
/// variant when it is not lasca7).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord<P = Position> {
    /// The start position.
    pub start: P,
    /// The house rules in force.
    #[serde(default)]
    pub settings: RuleSettings,
    /// The moves, in notation.
    pub moves: Vec<String>,
    /// How the players ended the game after the last move, if they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Ending>,
}

impl<P: GamePosition> From<Game<P>> for GameRecord<P> {
    fn from(game: Game<P>) -> GameRecord<P> {
        GameRecord {
            start: *game.start(),
            settings: game.settings,
            moves: game.moves.iter().map(ToString::to_string).collect(),
            ended: game.ending,
        }
    }
}

impl<P: GamePosition> TryFrom<GameRecord<P>> for Game<P> {
    type Error = RecordError;

    fn try_from(record: GameRecord<P>) -> Result<Game<P>, RecordError> {
        let mut game = Game::replay(record.start, record.settings, &record.moves)?;
        game.end_as_recorded(record.ended)?;
        Ok(game)
    }
}

impl<P: GamePosition + Serialize> Serialize for Game<P> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GameRecord::from(self.clone()).serialize(serializer)
    }
}

impl<'de, P: GamePosition + Deserialize<'de>> Deserialize<'de> for Game<P> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Game<P>, D::Error> {
        let record = GameRecord::<P>::deserialize(deserializer)?;
        Game::try_from(record).map_err(serde::de::Error::custom)
    }
}

impl<P: GamePosition> Game<P> {
    /// Replays moves written in notation from `start`, naming the first bad one.
    pub fn replay<S: AsRef<str>>(
        start: P,
        settings: RuleSettings,
        moves: &[S],
    ) -> Result<Game<P>, RecordError> {
        let mut game = Game::from_position(start, settings);
        for (i, text) in moves.iter().enumerate() {
            game.play_str(text.as_ref()).map_err(|error| RecordError {
                ply: i + 1,
                text: text.as_ref().to_owned(),
                error,
            })?;
        }
        Ok(game)
    }

    /// Ends a replayed game as its record says the players did; a record whose moves already
    /// ended the game cannot end it again (the error names the last ply and the end).
    pub fn end_as_recorded(&mut self, ended: Option<Ending>) -> Result<(), RecordError> {
        let Some(ending) = ended else {
            return Ok(());
        };
        self.end(ending).map(drop).map_err(|error| RecordError {
            ply: self.ply(),
            text: ending.to_string(),
            error,
        })
    }
}
