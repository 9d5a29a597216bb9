//! Who plays each side: a human or the AI at a level.

use std::fmt;
use std::str::FromStr;

use lasca_ai::Level;
use lasca_rules::Colour;
use serde::{Deserialize, Serialize};

/// The AI's level when nothing says otherwise: `--white ai`, a new player's opponent, the New
/// game dialog's first choice.
pub const DEFAULT_LEVEL: Level = match Level::new(3) {
    Some(level) => level,
    None => panic!("level 3 exists"),
};

/// Who moves one side's columns.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Player {
    /// Someone at the mouse.
    Human,
    /// The AI at a level.
    Ai(Level),
    /// A player on another machine, whose moves come from the game server. Never saved as
    /// such: a saved online game opens as a game at one screen.
    Remote,
}

impl Player {
    /// The AI at level `number`, for levels written in the code.
    ///
    /// # Panics
    /// If `number` is not a level (1 to 8); in a `const` that is a compile error.
    pub const fn ai(number: u8) -> Player {
        match Level::new(number) {
            Some(level) => Player::Ai(level),
            None => panic!("no such AI level"),
        }
    }

    /// Whether this side is played by the AI.
    pub const fn is_ai(self) -> bool {
        matches!(self, Player::Ai(_))
    }

    /// The AI's level, if the AI plays.
    pub const fn level(self) -> Option<Level> {
        match self {
            Player::Ai(level) => Some(level),
            Player::Human | Player::Remote => None,
        }
    }
}

impl fmt::Display for Player {
    /// `human` or `ai:LEVEL`, as on the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Ai(level) => write!(f, "ai:{}", level.number()),
            Player::Remote => f.write_str("remote"),
        }
    }
}

/// A player that is neither `human` nor `ai:LEVEL` with a level from 1 to 8.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsePlayerError(pub String);

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a player (expected human or ai:LEVEL, LEVEL {}-{})",
            self.0,
            Level::MIN,
            Level::MAX
        )
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Player {
    type Err = ParsePlayerError;

    /// Reads `human`, `ai` (the default level) or `ai:LEVEL` with a level from 1 to 8.
    fn from_str(text: &str) -> Result<Player, ParsePlayerError> {
        match text.trim() {
            "human" => Ok(Player::Human),
            "ai" => Ok(Player::Ai(DEFAULT_LEVEL)),
            other => other
                .strip_prefix("ai:")
                .and_then(|level| level.parse::<u8>().ok())
                .and_then(Level::new)
                .map(Player::Ai)
                .ok_or_else(|| ParsePlayerError(other.to_owned())),
        }
    }
}

impl From<Player> for String {
    fn from(player: Player) -> String {
        match player {
            // Without the server, nobody would move that side of a saved game.
            Player::Remote => Player::Human.to_string(),
            player => player.to_string(),
        }
    }
}

impl TryFrom<String> for Player {
    type Error = ParsePlayerError;

    fn try_from(text: String) -> Result<Player, ParsePlayerError> {
        text.parse()
    }
}

/// Who plays White and who plays Black.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Players {
    /// White's player.
    pub white: Player,
    /// Black's player.
    pub black: Player,
}

impl Players {
    /// Two people taking turns at one screen (also while a position is set up: nobody thinks).
    pub const HOTSEAT: Players = Players {
        white: Player::Human,
        black: Player::Human,
    };

    /// The player of `colour`.
    pub const fn get(self, colour: Colour) -> Player {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// The same players with colours swapped (a rematch).
    #[must_use]
    pub const fn swapped(self) -> Players {
        Players {
            white: self.black,
            black: self.white,
        }
    }

    /// Whether the AI plays both sides (a game to watch).
    pub const fn ai_vs_ai(self) -> bool {
        self.white.is_ai() && self.black.is_ai()
    }

    /// The human's side in a game against the computer: one seat a person at this screen,
    /// the other the computer.
    pub fn human_against_computer(self) -> Option<Colour> {
        Colour::BOTH
            .into_iter()
            .find(|&side| self.get(side) == Player::Human && self.get(side.opponent()).is_ai())
    }
}

impl Default for Players {
    /// A human with White against the AI at the default level: a new player's first game.
    fn default() -> Players {
        Players {
            white: Player::Human,
            black: Player::Ai(DEFAULT_LEVEL),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_human_side_is_found_only_against_the_computer() {
        let level = Level::new(3).unwrap();
        let against = |white, black| Players { white, black }.human_against_computer();
        assert_eq!(
            against(Player::Human, Player::Ai(level)),
            Some(Colour::White)
        );
        assert_eq!(
            against(Player::Ai(level), Player::Human),
            Some(Colour::Black)
        );
        assert_eq!(against(Player::Human, Player::Human), None);
        assert_eq!(against(Player::Ai(level), Player::Ai(level)), None);
        assert_eq!(against(Player::Human, Player::Remote), None);
    }

    #[test]
    fn an_online_opponent_is_saved_as_a_human_and_not_typed_on_the_command_line() {
        let saved = serde_json::to_string(&Player::Remote).unwrap();
        assert_eq!(saved, "\"human\"");
        assert!("remote".parse::<Player>().is_err());
        assert_eq!(Player::Remote.level(), None);
        assert!(!Player::Remote.is_ai());
    }

    #[test]
    fn players_read_and_write_as_on_the_command_line() {
        assert_eq!("human".parse(), Ok(Player::Human));
        assert_eq!("ai:8".parse(), Ok(Player::ai(8)));
        assert_eq!("ai".parse(), Ok(Player::ai(3)));
        for bad in ["ai:0", "ai:9", "robot", "ai:x", ""] {
            assert!(bad.parse::<Player>().is_err(), "{bad}");
        }
        assert_eq!(Player::ai(5).to_string(), "ai:5");
        assert_eq!(Players::default().swapped().white, Player::ai(3));
    }
}
