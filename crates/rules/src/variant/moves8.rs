//! Moves on the 8x8 board: a step or a capture path, and its notation.

use std::fmt;
use std::str::FromStr;

use super::square8::{ParseSquare8Error, Square8};

/// The most squares in one 8x8 move's path: a start and at most 12 landings (one per enemy
/// column, and a side has at most 12).
pub const MAX_PATH8: usize = 13;

/// A move on the 8x8 board: the start square, every landing square, and whether it captures.
///
/// On 8x8 a flying king (bashni) steps and jumps any distance along a diagonal, so the path
/// alone cannot tell a step `a1-c3` from a capture `a1xc3`; the move says which it is. What a
/// capture takes follows from the path and the position: between two landings lies exactly
/// one column, the one jumped ([`crate::Position8::jumped_squares`]).
///
/// ```
/// use lasca_rules::Move8;
///
/// let flying: Move8 = "a1xe5xh2".parse()?;
/// assert!(flying.is_capture());
/// assert_eq!(flying.len(), 3);
/// assert_eq!(flying.to().to_string(), "h2");
/// assert_eq!(flying.to_string(), "a1xe5xh2");
/// assert!("a1-h8".parse::<Move8>()?.to_string() == "a1-h8");
/// assert!("a1xb2".parse::<Move8>().is_err(), "a jump needs a square to jump");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct Move8 {
    squares: [Square8; MAX_PATH8],
    len: u8,
    capture: bool,
}

impl Move8 {
    /// A path of just the start square, to be extended with [`Move8::then`].
    pub(crate) const fn start(from: Square8, capture: bool) -> Move8 {
        Move8 {
            squares: [from; MAX_PATH8],
            len: 1,
            capture,
        }
    }

    /// A step from `from` to `to`.
    pub(crate) const fn step(from: Square8, to: Square8) -> Move8 {
        Move8::start(from, false).then(to)
    }

    /// This path with one more landing square.
    #[must_use]
    pub(crate) const fn then(mut self, to: Square8) -> Move8 {
        self.push(to);
        self
    }

    /// Adds a landing square (the generator's path under construction).
    pub(crate) const fn push(&mut self, to: Square8) {
        self.squares[self.len as usize] = to;
        self.len += 1;
    }

    /// Takes the last landing square off again.
    pub(crate) const fn pop(&mut self) {
        self.len -= 1;
    }

    /// How many squares the path names (2 for a step or a single capture).
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(self) -> usize {
        self.len as usize
    }

    /// The squares of the path, the start first.
    pub fn path(&self) -> &[Square8] {
        &self.squares[..self.len()]
    }

    /// Where the column starts.
    pub const fn from(self) -> Square8 {
        self.squares[0]
    }

    /// Where the column ends.
    pub const fn to(self) -> Square8 {
        self.squares[self.len as usize - 1]
    }

    /// Whether this move jumps (captures).
    pub const fn is_capture(self) -> bool {
        self.capture
    }

    /// How many columns a capture jumps (0 for a step).
    pub const fn hop_count(self) -> usize {
        if self.capture { self.len() - 1 } else { 0 }
    }

    /// Builds a move from a path, checking only its shape: a step is two squares on one
    /// diagonal; a capture is two or more squares, each on a diagonal with the last and at
    /// least two steps from it (a jumped square between).
    pub fn from_path(path: &[Square8], capture: bool) -> Result<Move8, ParseMove8Error> {
        let (&from, rest) = path.split_first().ok_or(ParseMove8Error::Empty)?;
        if rest.is_empty() {
            return Err(ParseMove8Error::NoDestination(from.to_string()));
        }
        if path.len() > MAX_PATH8 {
            return Err(ParseMove8Error::TooLong(path.len()));
        }
        if !capture && path.len() > 2 {
            return Err(ParseMove8Error::LongStep(
                path.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("-"),
            ));
        }
        let mut mv = Move8::start(from, capture);
        for &to in rest {
            let at = mv.to();
            match at.direction_to(to) {
                Some((_, distance)) if !capture || distance >= 2 => {}
                _ => {
                    return Err(ParseMove8Error::NotDiagonal {
                        from: at.to_string(),
                        to: to.to_string(),
                        capture,
                    });
                }
            }
            mv = mv.then(to);
        }
        Ok(mv)
    }
}

impl PartialEq for Move8 {
    fn eq(&self, other: &Move8) -> bool {
        self.capture == other.capture && self.path() == other.path()
    }
}

impl Eq for Move8 {}

impl std::hash::Hash for Move8 {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.capture.hash(state);
        self.path().hash(state);
    }
}

impl fmt::Display for Move8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let separator = if self.capture { 'x' } else { '-' };
        write!(f, "{}", self.from())?;
        for square in &self.path()[1..] {
            write!(f, "{separator}{square}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move8({self})")
    }
}

/// Why an 8x8 move string was rejected before it was compared with any position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParseMove8Error {
    /// Nothing to read.
    #[error("empty move")]
    Empty,
    /// A square of the path is not a playable 8x8 square.
    #[error("bad square in move: {0}")]
    BadSquare(#[from] ParseSquare8Error),
    /// Only a start square.
    #[error("move `{0}` has no destination (write c3-d4 or a1xe5xh2)")]
    NoDestination(String),
    /// `-` and `x` mixed.
    #[error("move `{0}` mixes separators (a step is c3-d4, a capture a1xe5xh2)")]
    MixedSeparators(String),
    /// A step with more than two squares.
    #[error("move `{0}` is a step with more than two squares (captures use x)")]
    LongStep(String),
    /// Two squares not on one diagonal, or a jump without room for a jumped square.
    #[error("`{from}` to `{to}` is not a diagonal {}", if *capture { "jump (two or more squares)" } else { "step" })]
    NotDiagonal {
        /// Where that part of the path starts.
        from: String,
        /// Where it ends.
        to: String,
        /// Whether the path is a capture.
        capture: bool,
    },
    /// More squares than any move can have.
    #[error("a move path of {0} squares is longer than any legal move")]
    TooLong(usize),
}

impl FromStr for Move8 {
    type Err = ParseMove8Error;

    /// Reads `c3-d4`, `a1-h8` or `a1xe5xh2`; a trailing `*` (a promotion mark) is allowed.
    fn from_str(text: &str) -> Result<Move8, ParseMove8Error> {
        let text = text.trim();
        let body = text.strip_suffix('*').unwrap_or(text);
        if body.is_empty() {
            return Err(ParseMove8Error::Empty);
        }
        let (has_dash, has_x) = (body.contains('-'), body.contains('x'));
        if has_dash && has_x {
            return Err(ParseMove8Error::MixedSeparators(text.to_owned()));
        }
        if !has_dash && !has_x {
            return Err(ParseMove8Error::NoDestination(text.to_owned()));
        }
        let separator = if has_x { 'x' } else { '-' };
        let mut path = Vec::new();
        for token in body.split(separator) {
            path.push(token.parse::<Square8>()?);
            if path.len() > MAX_PATH8 {
                return Err(ParseMove8Error::TooLong(body.split(separator).count()));
            }
        }
        if has_dash && path.len() > 2 {
            return Err(ParseMove8Error::LongStep(text.to_owned()));
        }
        Move8::from_path(&path, has_x)
    }
}

impl serde::Serialize for Move8 {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Move8 {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Move8, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for text in [
            "c3-d4",
            "a1-h8",
            "a1xe5xh2",
            "c5xa3",
            "b2xd4xb6xd8",
            "a1xc3",
        ] {
            let mv: Move8 = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        let step: Move8 = "a1-c3".parse().unwrap();
        let jump: Move8 = "a1xc3".parse().unwrap();
        assert_ne!(
            step, jump,
            "a flying step and a capture with the same path differ"
        );
        assert_eq!((step.hop_count(), jump.hop_count()), (0, 1));
        assert_eq!("c5xe7*".parse::<Move8>().unwrap().to_string(), "c5xe7");
    }

    #[test]
    fn malformed_moves_name_the_problem() {
        assert_eq!("".parse::<Move8>(), Err(ParseMove8Error::Empty));
        assert!(matches!(
            "c3-h1".parse::<Move8>(),
            Err(ParseMove8Error::BadSquare(ParseSquare8Error::Unplayable(s))) if s == "h1"
        ));
        assert!(matches!(
            "c3-i5".parse::<Move8>(),
            Err(ParseMove8Error::BadSquare(ParseSquare8Error::Malformed(s))) if s == "i5"
        ));
        assert!(matches!(
            "c3-e3".parse::<Move8>(),
            Err(ParseMove8Error::NotDiagonal { .. })
        ));
        assert!(matches!(
            "c3xd4".parse::<Move8>(),
            Err(ParseMove8Error::NotDiagonal { .. })
        ));
        assert!(matches!(
            "c3-d4xe5".parse::<Move8>(),
            Err(ParseMove8Error::MixedSeparators(_))
        ));
        assert!(matches!(
            "c3-d4-e5".parse::<Move8>(),
            Err(ParseMove8Error::LongStep(_))
        ));
        assert!(matches!(
            "c3".parse::<Move8>(),
            Err(ParseMove8Error::NoDestination(_))
        ));
        assert!(matches!(
            "c3x".parse::<Move8>(),
            Err(ParseMove8Error::BadSquare(_))
        ));
        let long = ["a1", "c3"].repeat(8).join("x");
        assert!(matches!(
            long.parse::<Move8>(),
            Err(ParseMove8Error::TooLong(16))
        ));
    }
}
