//! Moves: a step or a capture path, its notation, and move lists.

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayVec;

use crate::square::{ParseSquareError, Square};

/// The most squares in one move's path: a start and at most 11 landings (one per enemy column).
pub const MAX_PATH: usize = 12;

/// Room for every legal move of any position, with a wide margin.
///
/// Steps are at most 44: two per soldier, four per officer, eleven men. Captures branch, but
/// a capture lands only on squares of its start's lattice (`a c e g` x `1 3 5 7`, 16 squares,
/// or `b d f` x `2 4 6`, 9 squares) and jumps squares of the other, each at most once. From
/// one start, the most capture paths are those on a board where every jumpable square holds an
/// enemy and every landing square is empty: at most 16 (from `c3 e3 c5 e5`; 14 from the other
/// edge squares of that lattice, 9 from its corners, 4 or fewer from the 9-square lattice).
/// No position has more from that start, since fewer enemies or more blocked landings only
/// end paths earlier, and each path that ends earlier is the start of a different full path.
/// So a side of 11 columns has at most 162 captures (the 11 largest figures), and 25
/// capturers would still have at most 236. The most found by searching positions is 34
/// ([`MOST_MOVES`]). The list's `push` panics rather than drop a move, so the bound is
/// checked where it matters; the tests recount every figure above.
pub const MAX_MOVES: usize = 512;

/// The position with the most legal moves found (34 captures): four white officers on rank 1
/// and a black man on every square they can jump. Found by an exhaustive search over white
/// officers on the 16-square lattice and a random search over all boards.
pub const MOST_MOVES: &str = "w a1:W c1:W e1:W g1:W b2:b d2:b f2:b b4:b d4:b f4:b b6:b d6:b f6:b";

/// A list of moves on the stack, as move generation produces it.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

const LEN_BITS: u32 = 4;
const SQUARE_BITS: u32 = 5;

/// A move as its full path: the start square and every landing square.
///
/// Two squares one diagonal step apart make a step (`c3-d4`); squares two steps apart make a
/// capture, each hop jumping the square between (`a3xc5xe3`). What a capture takes is the
/// commander of each jumped square, so the path says everything. Packed in one integer: a
/// 4-bit length and 5 bits per square.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u64);

impl Move {
    /// A one-square step.
    pub(crate) const fn step(from: Square, to: Square) -> Move {
        Move(
            2 | (from.index() as u64) << LEN_BITS | (to.index() as u64) << (LEN_BITS + SQUARE_BITS),
        )
    }

    /// A path of just the start square, to be extended by hops.
    pub(crate) const fn start(from: Square) -> Move {
        Move(1 | (from.index() as u64) << LEN_BITS)
    }

    /// This path with one more landing square.
    #[must_use]
    pub(crate) const fn then(self, to: Square) -> Move {
        let len = self.len();
        Move((self.0 + 1) | (to.index() as u64) << (LEN_BITS + SQUARE_BITS * len as u32))
    }

    /// How many squares the path names (2 for a step or a single capture).
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(self) -> usize {
        (self.0 & ((1 << LEN_BITS) - 1)) as usize
    }

    /// The `i`-th square of the path (0 is the start).
    pub fn square(self, i: usize) -> Square {
        debug_assert!(i < self.len());
        let index = (self.0 >> (LEN_BITS + SQUARE_BITS * i as u32)) & ((1 << SQUARE_BITS) - 1);
        Square::ALL[index as usize]
    }

    /// Where the column starts.
    pub fn from(self) -> Square {
        self.square(0)
    }

    /// Where the column ends.
    pub fn to(self) -> Square {
        self.square(self.len() - 1)
    }

    /// Every square of the path, the start first.
    pub fn path(self) -> impl ExactSizeIterator<Item = Square> + DoubleEndedIterator {
        (0..self.len()).map(move |i| self.square(i))
    }

    /// Whether this move jumps (captures).
    pub fn is_capture(self) -> bool {
        // A step shifts the square index by 3 or 4, a jump by 6 or 8.
        self.from().index().abs_diff(self.square(1).index()) > 4
    }

    /// How many columns a capture jumps (0 for a step).
    pub fn hop_count(self) -> usize {
        if self.is_capture() { self.len() - 1 } else { 0 }
    }

    /// The jumped squares of a capture, in order (none for a step).
    pub fn jumped(self) -> impl Iterator<Item = Square> {
        // Square indices shift by a constant along a diagonal, so the jumped square's index is
        // the mean of the two landings'.
        let hops = self.hop_count();
        (0..hops)
            .map(move |i| Square::ALL[(self.square(i).index() + self.square(i + 1).index()) / 2])
    }

    /// Builds a move from a path, checking only its shape: a step is two squares one diagonal
    /// step apart; a capture is two or more squares, each two diagonal steps from the last.
    pub fn from_path(path: &[Square]) -> Result<Move, ParseMoveError> {
        let (&from, rest) = path.split_first().ok_or(ParseMoveError::Empty)?;
        if rest.is_empty() {
            return Err(ParseMoveError::NoDestination(from.to_string()));
        }
        if path.len() > MAX_PATH {
            return Err(ParseMoveError::TooLong(path.len()));
        }
        let capture = matches!(from.direction_to(rest[0]), Some((_, 2)));
        let mut mv = Move::start(from);
        for &to in rest {
            let at = mv.to();
            match at.direction_to(to) {
                Some((_, 1)) if !capture && path.len() == 2 => {}
                Some((_, 2)) if capture => {}
                _ => {
                    return Err(ParseMoveError::NotDiagonal {
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

    /// Reads Lasker's 1911 notation: squares numbered 1-25 joined by `-`, listing every square
    /// passed, jumped squares included (`17-13-9` is `e5xc3`).
    pub fn from_lasker(text: &str) -> Result<Move, ParseMoveError> {
        let mut squares = ArrayVec::<Square, { 2 * MAX_PATH }>::new();
        for token in text.trim().split('-') {
            let square = token
                .parse::<u8>()
                .ok()
                .and_then(Square::from_lasker)
                .ok_or_else(|| ParseMoveError::BadLaskerSquare(token.to_owned()))?;
            squares
                .try_push(square)
                .map_err(|_| ParseMoveError::TooLong(2 * MAX_PATH))?;
        }
        if squares.len() == 2 {
            // Two squares are a step; a capture names the jumped square too.
            return match squares[0].direction_to(squares[1]) {
                Some((_, 1)) => Move::from_path(&squares),
                _ => Err(ParseMoveError::BadLaskerPath(text.trim().to_owned())),
            };
        }
        // A capture: start, then (jumped, landing) pairs on one diagonal each.
        if squares.len() < 3 || squares.len() % 2 == 0 {
            return Err(ParseMoveError::BadLaskerPath(text.trim().to_owned()));
        }
        let landings: ArrayVec<Square, MAX_PATH> = squares.iter().copied().step_by(2).collect();
        for (i, pair) in landings.windows(2).enumerate() {
            if pair[0].between(pair[1]) != Some(squares[2 * i + 1]) {
                return Err(ParseMoveError::BadLaskerPath(text.trim().to_owned()));
            }
        }
        Move::from_path(&landings)
    }

    /// This move in Lasker's 1911 numbering (every square passed, jumped squares included).
    pub fn to_lasker(self) -> String {
        let mut numbers = vec![self.from().lasker().to_string()];
        let jumped: Vec<Square> = self.jumped().collect();
        for (i, square) in self.path().enumerate().skip(1) {
            if let Some(over) = jumped.get(i - 1) {
                numbers.push(over.lasker().to_string());
            }
            numbers.push(square.lasker().to_string());
        }
        numbers.join("-")
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let separator = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}", self.from())?;
        for square in self.path().skip(1) {
            write!(f, "{separator}{square}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

/// Why a move string was rejected before it was compared with any position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParseMoveError {
    /// Nothing to read.
    #[error("empty move")]
    Empty,
    /// A square of the path is not a playable square.
    #[error("bad square in move: {0}")]
    BadSquare(#[from] ParseSquareError),
    /// Only a start square.
    #[error("move `{0}` has no destination (write c3-d4 or a3xc5)")]
    NoDestination(String),
    /// `-` and `x` mixed, or another separator.
    #[error("move `{0}` mixes separators (a step is c3-d4, a capture a3xc5xe3)")]
    MixedSeparators(String),
    /// A step with more than two squares.
    #[error("move `{0}` is a step of more than one square (captures use x)")]
    LongStep(String),
    /// Two squares that are not the right diagonal distance apart.
    #[error("`{from}` to `{to}` is not a diagonal {}", if *capture { "jump (two squares)" } else { "step (one square)" })]
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
    /// A Lasker square number outside 1-25.
    #[error("`{0}` is not a square number 1-25")]
    BadLaskerSquare(String),
    /// A Lasker path whose jumped squares do not lie between its landings.
    #[error("`{0}` is not a step or a capture path in Lasker's numbering")]
    BadLaskerPath(String),
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads `c3-d4` or `a3xc5xe3`; a trailing `*` (lasca.org's promotion mark) is allowed.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let text = text.trim();
        let body = text.strip_suffix('*').unwrap_or(text);
        if body.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let has_dash = body.contains('-');
        let has_x = body.contains('x');
        if has_dash && has_x {
            return Err(ParseMoveError::MixedSeparators(text.to_owned()));
        }
        let separator = if has_x { 'x' } else { '-' };
        let mut path = ArrayVec::<Square, MAX_PATH>::new();
        for token in body.split(separator) {
            let square: Square = token.parse()?;
            path.try_push(square)
                .map_err(|_| ParseMoveError::TooLong(body.split(separator).count()))?;
        }
        if path.len() == 1 && !has_x && !has_dash {
            return Err(ParseMoveError::NoDestination(text.to_owned()));
        }
        if has_dash && path.len() > 2 {
            return Err(ParseMoveError::LongStep(text.to_owned()));
        }
        let mv = Move::from_path(&path)?;
        if mv.is_capture() != has_x {
            let (from, to) = (path[0].to_string(), path[1].to_string());
            return Err(ParseMoveError::NotDiagonal {
                from,
                to,
                capture: has_x,
            });
        }
        Ok(mv)
    }
}

impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for text in ["c3-d4", "a3xc5xe3", "e5xc3", "g7xe5xg3xe1", "a1xc3xa1"] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        let mv: Move = "a3xc5xe3".parse().unwrap();
        assert_eq!(mv.from().to_string(), "a3");
        assert_eq!(mv.to().to_string(), "e3");
        assert_eq!(mv.hop_count(), 2);
        let jumped: Vec<String> = mv.jumped().map(|s| s.to_string()).collect();
        assert_eq!(jumped, ["b4", "d4"]);
        assert_eq!("c5xe7*".parse::<Move>().unwrap().to_string(), "c5xe7");
    }

    #[test]
    fn lasker_notation() {
        let mv = Move::from_lasker("17-13-9").unwrap();
        assert_eq!(mv.to_string(), "e5xc3");
        assert_eq!(mv.to_lasker(), "17-13-9");
        assert_eq!(Move::from_lasker("9-13").unwrap().to_string(), "c3-d4");
        let long: Move = "a3xc5xe3".parse().unwrap();
        assert_eq!(Move::from_lasker(&long.to_lasker()).unwrap(), long);
        assert!(Move::from_lasker("17-12-9").is_err());
        assert!(Move::from_lasker("17-26").is_err());
        assert_eq!(Move::from_lasker("17-13").unwrap().to_string(), "e5-d4");
        assert!(Move::from_lasker("17-9").is_err());
    }

    #[test]
    fn malformed_moves_name_the_problem() {
        assert_eq!("".parse::<Move>(), Err(ParseMoveError::Empty));
        assert!(matches!(
            "c3-d5".parse::<Move>(),
            Err(ParseMoveError::BadSquare(ParseSquareError::Unplayable(s))) if s == "d5"
        ));
        assert!(matches!(
            "c3-z9".parse::<Move>(),
            Err(ParseMoveError::BadSquare(ParseSquareError::Malformed(s))) if s == "z9"
        ));
        assert!(matches!(
            "c3-e5".parse::<Move>(),
            Err(ParseMoveError::NotDiagonal { .. })
        ));
        assert!(matches!(
            "c3xd4".parse::<Move>(),
            Err(ParseMoveError::NotDiagonal { .. })
        ));
        assert!(matches!(
            "c3-d4xe5".parse::<Move>(),
            Err(ParseMoveError::MixedSeparators(_))
        ));
        assert!(matches!(
            "c3-d4-e5".parse::<Move>(),
            Err(ParseMoveError::LongStep(_))
        ));
        assert!(matches!(
            "c3".parse::<Move>(),
            Err(ParseMoveError::NoDestination(_))
        ));
        assert!(matches!(
            "c3x".parse::<Move>(),
            Err(ParseMoveError::BadSquare(_))
        ));
        assert!("c3-c3".parse::<Move>().is_err());
        let long = ["a1"; 14].join("x");
        assert!(long.parse::<Move>().is_err());
    }
}
