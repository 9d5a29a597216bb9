//! Who plays each side: a human or the AI at a level.

use std::fmt;
use std::str::FromStr;

use lasca_rules::Colour;
use serde::{Deserialize, Serialize};

/// The highest AI level.
const MAX_LEVEL: u8 = 8;

/// Who moves one side's columns.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Player {
    /// Someone at the mouse.
    Human,
    /// The AI at a level from 1 to 8.
    Ai(u8),
}

impl Player {
    /// Whether this side is played by the AI.
    pub const fn is_ai(self) -> bool {
        matches!(self, Player::Ai(_))
    }
}

impl fmt::Display for Player {
    /// `human` or `ai:LEVEL`, as on the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Ai(level) => write!(f, "ai:{level}"),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    /// Reads `human`, `ai` (level 3) or `ai:LEVEL` with a level from 1 to 8.
    fn from_str(text: &str) -> Result<Player, String> {
        match text.trim() {
            "human" => Ok(Player::Human),
            "ai" => Ok(Player::Ai(3)),
            other => other
                .strip_prefix("ai:")
                .and_then(|level| level.parse::<u8>().ok())
                .filter(|level| (1..=MAX_LEVEL).contains(level))
                .map(Player::Ai)
                .ok_or_else(|| {
                    format!("`{other}` is not a player (expected human or ai:LEVEL, LEVEL 1-8)")
                }),
        }
    }
}

impl From<Player> for String {
    fn from(player: Player) -> String {
        player.to_string()
    }
}

impl TryFrom<String> for Player {
    type Error = String;

    fn try_from(text: String) -> Result<Player, String> {
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
}

impl Default for Players {
    /// A human with White against the AI at level 3.
    fn default() -> Players {
        Players {
            white: Player::Human,
            black: Player::Ai(3),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_and_write_as_on_the_command_line() {
        assert_eq!("human".parse(), Ok(Player::Human));
        assert_eq!("ai:8".parse(), Ok(Player::Ai(8)));
        assert_eq!("ai".parse(), Ok(Player::Ai(3)));
        for bad in ["ai:0", "ai:9", "robot", "ai:x", ""] {
            assert!(bad.parse::<Player>().is_err(), "{bad}");
        }
        assert_eq!(Player::Ai(5).to_string(), "ai:5");
        assert_eq!(Players::default().swapped().white, Player::Ai(3));
    }
}
