//! Moves on any board: a step or a capture path, packed in one integer, and its notation.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use arrayvec::ArrayVec;

use super::square::{ParseSquareError, Square};
use super::{Geometry, Seven, Word};

/// A move as its full path on board `B`: the start square, every landing square, and whether
/// it captures.
///
/// Written `c3-d4` (a step), `a3xc5xe3` (a capture naming every landing) or, for a flying
/// king on 8x8, `a1-h8` and `a1xe5xh2`. On 8x8 a flying king's step and jump can share a path,
/// so the move says whether it captures; what a capture takes follows from the path and the
/// position (between two landings lies exactly one column). Packed in [`Geometry::Word`]: a
/// 4-bit length, the capture mark, and 5 bits per square.
///
/// ```
/// use lasca_rules::{Move, Move8};
///
/// let mv: Move = "a3xc5xe3".parse()?;
/// assert_eq!((mv.len(), mv.hop_count(), mv.to().to_string()), (3, 2, "e3".to_owned()));
/// let flying: Move8 = "a1xe5xh2".parse()?;
/// assert!(flying.is_capture());
/// assert_eq!(flying.to_string(), "a1xe5xh2");
/// assert_eq!("a1-h8".parse::<Move8>()?.to_string(), "a1-h8");
/// assert!("a1-h8".parse::<Move>().is_err(), "not a square of 7x7");
/// assert!("c3-e5".parse::<Move>().is_err(), "7x7 steps are one square");
/// assert!("a1xb2".parse::<Move8>().is_err(), "a jump needs a square to jump");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Move<B: Geometry>(B::Word, PhantomData<B>);

impl<B: Geometry> Clone for Move<B> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<B: Geometry> Copy for Move<B> {}

impl<B: Geometry> PartialEq for Move<B> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<B: Geometry> Eq for Move<B> {}

impl<B: Geometry> std::hash::Hash for Move<B> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl<B: Geometry> Move<B> {
    /// A one-square step (or a flying one, on a board with long moves).
    #[inline]
    pub(crate) fn step(from: Square<B>, to: Square<B>) -> Move<B> {
        Move::start(from, false).then(to)
    }

    /// A path of just the start square, to be extended by [`Move::then`].
    #[inline]
    pub(crate) fn start(from: Square<B>, capture: bool) -> Move<B> {
        Move(B::Word::start(from.index() as u8, capture), PhantomData)
    }

    /// This path with one more landing square.
    #[must_use]
    #[inline]
    pub(crate) fn then(self, to: Square<B>) -> Move<B> {
        Move(self.0.then(to.index() as u8), PhantomData)
    }

    /// Adds a landing square (a generator's path under construction).
    #[inline]
    pub(crate) fn push(&mut self, to: Square<B>) {
        *self = self.then(to);
    }

    /// Takes the last landing square off again.
    #[inline]
    pub(crate) fn pop(&mut self) {
        self.0 = self.0.pop();
    }

    /// How many squares the path names (2 for a step or a single capture).
    #[allow(clippy::len_without_is_empty)]
    #[inline]
    pub fn len(self) -> usize {
        self.0.path_len()
    }

    /// The `i`-th square of the path (0 is the start).
    #[inline]
    pub fn square(self, i: usize) -> Square<B> {
        debug_assert!(i < self.len());
        match Square::from_index(usize::from(self.0.square(i))) {
            Some(square) => square,
            None => unreachable!("a move holds only its board's squares"),
        }
    }

    /// Where the column starts.
    #[inline]
    pub fn from(self) -> Square<B> {
        self.square(0)
    }

    /// Where the column ends.
    #[inline]
    pub fn to(self) -> Square<B> {
        self.square(self.len() - 1)
    }

    /// Every square of the path, the start first.
    #[inline]
    pub fn path(self) -> impl ExactSizeIterator<Item = Square<B>> + DoubleEndedIterator + use<B> {
        (0..self.len()).map(move |i| self.square(i))
    }

    /// Whether this move jumps (captures).
    #[inline]
    pub fn is_capture(self) -> bool {
        self.0.is_capture()
    }

    /// How many columns a capture jumps (0 for a step).
    #[inline]
    pub fn hop_count(self) -> usize {
        if self.is_capture() { self.len() - 1 } else { 0 }
    }

    /// Whether `self` begins with all of `prefix`'s path and is the same kind of move.
    pub fn starts_with(self, prefix: Move<B>) -> bool {
        self.is_capture() == prefix.is_capture()
            && self.len() >= prefix.len()
            && self.path().zip(prefix.path()).all(|(a, b)| a == b)
    }

    /// Builds a move from a path, reading whether it captures from its first hop: two squares
    /// apart or more is a jump. On a board where moves may be long (8x8's flying kings) a
    /// flying step of two squares or more needs [`Move::new`].
    pub fn from_path(path: &[Square<B>]) -> Result<Move<B>, ParseMoveError> {
        let capture = match path {
            [from, to, ..] => from.direction_to(*to).is_some_and(|(_, far)| far >= 2),
            _ => false,
        };
        Move::new(path, capture)
    }

    /// Builds a move from a path and whether it captures, checking only its shape: a step is
    /// two squares on one diagonal (one step apart, unless the board has long moves); a
    /// capture is two or more squares, each on a diagonal with the last and two steps from it
    /// (at least two, on a board with long moves).
    pub fn new(path: &[Square<B>], capture: bool) -> Result<Move<B>, ParseMoveError> {
        let (&from, rest) = path.split_first().ok_or(ParseMoveError::Empty)?;
        if rest.is_empty() {
            return Err(ParseMoveError::NoDestination(from.to_string()));
        }
        if path.len() > B::MAX_PATH {
            return Err(ParseMoveError::TooLong(path.len()));
        }
        if !capture && path.len() > 2 {
            let names: Vec<String> = path.iter().map(ToString::to_string).collect();
            return Err(ParseMoveError::LongStep(names.join("-")));
        }
        let mut mv = Move::start(from, capture);
        for &to in rest {
            let at = mv.to();
            let fits = match at.direction_to(to) {
                Some((_, distance)) if B::LONG_MOVES => !capture || distance >= 2,
                Some((_, distance)) => distance == if capture { 2 } else { 1 },
                None => false,
            };
            if !fits {
                return Err(ParseMoveError::NotDiagonal {
                    from: at.to_string(),
                    to: to.to_string(),
                    capture,
                    long: B::LONG_MOVES,
                });
            }
            mv = mv.then(to);
        }
        Ok(mv)
    }
}

impl Move<Seven> {
    /// The jumped squares of a capture, in order (none for a step).
    #[inline]
    pub fn jumped(self) -> impl Iterator<Item = Square<Seven>> {
        // On 7x7 square indices shift by a constant along a diagonal and every jump is two
        // steps, so the jumped square's index is the mean of the two landings'.
        let hops = self.hop_count();
        (0..hops).map(move |i| {
            Square::<Seven>::ALL[(self.square(i).index() + self.square(i + 1).index()) / 2]
        })
    }

    /// Reads Lasker's 1911 notation: squares numbered 1-25 joined by `-`, listing every square
    /// passed, jumped squares included (`17-13-9` is `e5xc3`).
    pub fn from_lasker(text: &str) -> Result<Move<Seven>, ParseMoveError> {
        let mut squares = ArrayVec::<Square<Seven>, { 2 * Seven::MAX_PATH }>::new();
        for token in text.trim().split('-') {
            let square = token
                .parse::<u8>()
                .ok()
                .and_then(Square::from_lasker)
                .ok_or_else(|| ParseMoveError::BadLaskerSquare(token.to_owned()))?;
            squares
                .try_push(square)
                .map_err(|_| ParseMoveError::TooLong(2 * Seven::MAX_PATH))?;
        }
        if squares.len() == 2 {
            // Two squares are a step; a capture names the jumped square too.
            return match squares[0].direction_to(squares[1]) {
                Some((_, 1)) => Move::new(&squares, false),
                _ => Err(ParseMoveError::BadLaskerPath(text.trim().to_owned())),
            };
        }
        // A capture: start, then (jumped, landing) pairs on one diagonal each.
        if squares.len() < 3 || squares.len() % 2 == 0 {
            return Err(ParseMoveError::BadLaskerPath(text.trim().to_owned()));
        }
        let landings: ArrayVec<Square<Seven>, { Seven::MAX_PATH }> =
            squares.iter().copied().step_by(2).collect();
        for (i, pair) in landings.windows(2).enumerate() {
            if pair[0].between(pair[1]) != Some(squares[2 * i + 1]) {
                return Err(ParseMoveError::BadLaskerPath(text.trim().to_owned()));
            }
        }
        Move::new(&landings, true)
    }

    /// This move in Lasker's 1911 numbering (every square passed, jumped squares included).
    pub fn to_lasker(self) -> String {
        let mut numbers = vec![self.from().lasker().to_string()];
        let jumped: Vec<Square<Seven>> = self.jumped().collect();
        for (i, square) in self.path().enumerate().skip(1) {
            if let Some(over) = jumped.get(i - 1) {
                numbers.push(over.lasker().to_string());
            }
            numbers.push(square.lasker().to_string());
        }
        numbers.join("-")
    }
}

impl<B: Geometry> fmt::Display for Move<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let separator = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}", self.from())?;
        for square in self.path().skip(1) {
            write!(f, "{separator}{square}")?;
        }
        Ok(())
    }
}

impl<B: Geometry> fmt::Debug for Move<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if B::SIZE == 7 {
            write!(f, "Move({self})")
        } else {
            write!(f, "Move{}({self})", B::SIZE)
        }
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
    /// `-` and `x` mixed.
    #[error("move `{0}` mixes separators (a step is c3-d4, a capture a3xc5xe3)")]
    MixedSeparators(String),
    /// A step with more than two squares.
    #[error("move `{0}` names more than two squares for a step (captures use x)")]
    LongStep(String),
    /// Two squares that are not on one diagonal at a distance the move can cross.
    #[error("`{from}` to `{to}` is not a diagonal {}", match (*capture, *long) {
        (true, false) => "jump (two squares)",
        (true, true) => "jump (two or more squares)",
        (false, false) => "step (one square)",
        (false, true) => "step",
    })]
    NotDiagonal {
        /// Where that part of the path starts.
        from: String,
        /// Where it ends.
        to: String,
        /// Whether the path is a capture.
        capture: bool,
        /// Whether the board's moves may be long (8x8's flying kings).
        long: bool,
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

impl<B: Geometry> FromStr for Move<B> {
    type Err = ParseMoveError;

    /// Reads `c3-d4` or `a3xc5xe3` (and `a1-h8` on 8x8); a trailing `*` (lasca.org's promotion
    /// mark) is allowed.
    fn from_str(text: &str) -> Result<Move<B>, ParseMoveError> {
        let text = text.trim();
        let body = text.strip_suffix('*').unwrap_or(text);
        if body.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let (has_dash, has_x) = (body.contains('-'), body.contains('x'));
        if has_dash && has_x {
            return Err(ParseMoveError::MixedSeparators(text.to_owned()));
        }
        let separator = if has_x { 'x' } else { '-' };
        let mut path = ArrayVec::<Square<B>, 16>::new();
        for token in body.split(separator) {
            let square: Square<B> = token.parse()?;
            if path.len() == B::MAX_PATH || path.try_push(square).is_err() {
                return Err(ParseMoveError::TooLong(body.split(separator).count()));
            }
        }
        if path.len() == 1 && !has_x && !has_dash {
            return Err(ParseMoveError::NoDestination(text.to_owned()));
        }
        if has_dash && path.len() > 2 {
            return Err(ParseMoveError::LongStep(text.to_owned()));
        }
        Move::new(&path, has_x)
    }
}

impl<B: Geometry> serde::Serialize for Move<B> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de, B: Geometry> serde::Deserialize<'de> for Move<B> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Move<B>, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Eight;
    use super::*;

    type Move7 = Move<Seven>;
    type Move8 = Move<Eight>;

    #[test]
    fn round_trips() {
        for text in ["c3-d4", "a3xc5xe3", "e5xc3", "g7xe5xg3xe1", "a1xc3xa1"] {
            let mv: Move7 = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        let mv: Move7 = "a3xc5xe3".parse().unwrap();
        assert_eq!(mv.from().to_string(), "a3");
        assert_eq!(mv.to().to_string(), "e3");
        assert_eq!(mv.hop_count(), 2);
        let jumped: Vec<String> = mv.jumped().map(|s| s.to_string()).collect();
        assert_eq!(jumped, ["b4", "d4"]);
        assert_eq!("c5xe7*".parse::<Move7>().unwrap().to_string(), "c5xe7");
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
        assert_eq!(Move8::from_path(&[step.from(), step.to()]), Ok(jump));
        assert_eq!(Move8::new(&[step.from(), step.to()], false), Ok(step));
    }

    #[test]
    fn paths_are_built_and_taken_back() {
        let [a1, c3, e5, c7] =
            ["a1", "c3", "e5", "c7"].map(|s| s.parse::<Square<Eight>>().unwrap());
        let mut mv = Move8::start(a1, true);
        mv.push(c3);
        mv.push(e5);
        mv.pop();
        mv.push(c7.step(super::super::Direction::DownRight).unwrap());
        assert_eq!(mv.to_string(), "a1xc3xd6");
        mv.pop();
        mv.pop();
        assert_eq!(mv, Move8::start(a1, true));
        let longest = std::iter::repeat_n(["a1", "c3"], 6).flatten().chain(["a1"]);
        let path: Vec<Square<Eight>> = longest.map(|s| s.parse().unwrap()).collect();
        let mv = Move8::new(&path, true).unwrap();
        assert_eq!(mv.len(), 13);
        assert_eq!(mv.path().collect::<Vec<_>>(), path);
        // Taken back across the two words of a long path.
        let mut short = mv;
        for len in (2..13).rev() {
            short.pop();
            assert_eq!(short, Move8::new(&path[..len], true).unwrap(), "{len}");
            let mut again = short;
            again.push(path[len]);
            assert_eq!(again.path().collect::<Vec<_>>(), path[..=len]);
        }
    }

    #[test]
    fn lasker_notation() {
        let mv = Move7::from_lasker("17-13-9").unwrap();
        assert_eq!(mv.to_string(), "e5xc3");
        assert_eq!(mv.to_lasker(), "17-13-9");
        assert_eq!(Move7::from_lasker("9-13").unwrap().to_string(), "c3-d4");
        let long: Move7 = "a3xc5xe3".parse().unwrap();
        assert_eq!(Move7::from_lasker(&long.to_lasker()).unwrap(), long);
        assert!(Move7::from_lasker("17-12-9").is_err());
        assert!(Move7::from_lasker("17-26").is_err());
        assert_eq!(Move7::from_lasker("17-13").unwrap().to_string(), "e5-d4");
        assert!(Move7::from_lasker("17-9").is_err());
    }

    #[test]
    fn malformed_moves_name_the_problem() {
        assert_eq!("".parse::<Move7>(), Err(ParseMoveError::Empty));
        assert!(matches!(
            "c3-d5".parse::<Move7>(),
            Err(ParseMoveError::BadSquare(ParseSquareError::Unplayable(s))) if s == "d5"
        ));
        assert!(matches!(
            "c3-z9".parse::<Move7>(),
            Err(ParseMoveError::BadSquare(ParseSquareError::Malformed(s, 7))) if s == "z9"
        ));
        assert!(matches!(
            "c3-h1".parse::<Move8>(),
            Err(ParseMoveError::BadSquare(ParseSquareError::Unplayable(s))) if s == "h1"
        ));
        for (text, long) in [("c3-e5", false), ("c3-e3", true)] {
            let error = if long {
                text.parse::<Move8>().unwrap_err()
            } else {
                text.parse::<Move7>().unwrap_err()
            };
            assert!(
                matches!(error, ParseMoveError::NotDiagonal { .. }),
                "{text}"
            );
        }
        assert_eq!(
            "c3xd4".parse::<Move7>().unwrap_err().to_string(),
            "`c3` to `d4` is not a diagonal jump (two squares)"
        );
        assert_eq!(
            "c3xd4".parse::<Move8>().unwrap_err().to_string(),
            "`c3` to `d4` is not a diagonal jump (two or more squares)"
        );
        assert!(matches!(
            "c3-d4xe5".parse::<Move7>(),
            Err(ParseMoveError::MixedSeparators(_))
        ));
        assert!(matches!(
            "c3-d4-e5".parse::<Move8>(),
            Err(ParseMoveError::LongStep(_))
        ));
        assert!(matches!(
            "c3".parse::<Move7>(),
            Err(ParseMoveError::NoDestination(_))
        ));
        assert!(matches!(
            "c3x".parse::<Move8>(),
            Err(ParseMoveError::BadSquare(_))
        ));
        assert!("c3-c3".parse::<Move7>().is_err());
        assert!(["a1"; 14].join("x").parse::<Move7>().is_err());
        assert!(matches!(
            ["a1", "c3"].repeat(8).join("x").parse::<Move8>(),
            Err(ParseMoveError::TooLong(16))
        ));
    }
}
