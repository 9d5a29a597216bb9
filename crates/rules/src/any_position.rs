//! Any board's squares, moves and positions behind one API, for code that shows a game rather
//! than searches it (the 3D game): a square is a file and a rank, a column is a list of men,
//! and a move is a path of squares with the squares it jumps.
//!
//! The rules' own types stay apart and fast ([`Position`], [`Position8`], [`Sandbox`]); these
//! enums only dispatch to them, so nothing here is on a search's hot path.

use std::fmt;

use crate::board::ParseMoveError;
use crate::column::{Colour, Man};
use crate::game_position::GamePosition;
use crate::position::Position;
use crate::position8::Position8;
use crate::sandbox::{Sandbox, SandboxError};
use crate::shared::{IllegalMove, PositionError};
use crate::variant::{ParseVariantError, Variant};
use crate::{Move, Move8, Square, Square8};

/// Why the position string of a game of any variant, or of a sandbox, is refused: what the
/// string's own parser says, or that it is another variant's.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AnyPositionError {
    /// The prefix names no variant.
    #[error(transparent)]
    Variant(#[from] ParseVariantError),
    /// The variant's position string is wrong.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// The sandbox string is wrong.
    #[error(transparent)]
    Sandbox(#[from] SandboxError),
    /// A position of another variant than the game's.
    #[error(
        "a {found} position where a {expected} position was expected (the variant is {expected})"
    )]
    OtherVariant {
        /// The game's variant.
        expected: Variant,
        /// The one the string names.
        found: Variant,
    },
    /// A sandbox of another variant than the game's.
    #[error(
        "a sandbox of another variant where one of {expected} was expected (it begins {})",
        Sandbox::<Position>::prefix(*expected)
    )]
    OtherSandbox {
        /// The game's variant.
        expected: Variant,
    },
}

/// A playable (dark) square of either board, by file and rank counted from 0 (`a1` is 0, 0),
/// and the board's width (7 or 8) it belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AnySquare {
    size: u8,
    rank: u8,
    file: u8,
}

impl AnySquare {
    /// The dark square at (file, rank) of a board `size` squares wide, if it is one.
    pub const fn from_coords(file: u8, rank: u8, size: u8) -> Option<AnySquare> {
        if file < size && rank < size && (file + rank).is_multiple_of(2) {
            Some(AnySquare { size, rank, file })
        } else {
            None
        }
    }

    /// Every playable square of a board `size` squares wide, rank by rank from `a1`.
    pub fn all(size: u8) -> impl Iterator<Item = AnySquare> {
        (0..size).flat_map(move |rank| {
            (0..size).filter_map(move |file| AnySquare::from_coords(file, rank, size))
        })
    }

    /// The file, 0 for `a`.
    pub const fn file(self) -> u8 {
        self.file
    }

    /// The rank, 0 for rank 1.
    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// The board's width: 7 or 8.
    pub const fn size(self) -> u8 {
        self.size
    }

    /// A number for arrays of the board's squares: `(size * rank + file) / 2`, below 32 (the
    /// rules' own index on either board).
    pub const fn index(self) -> usize {
        (self.size as usize * self.rank as usize + self.file as usize) / 2
    }

    /// Whether a man of `colour` is promoted here.
    pub const fn is_promotion_rank(self, colour: Colour) -> bool {
        match colour {
            Colour::White => self.rank + 1 == self.size,
            Colour::Black => self.rank == 0,
        }
    }

    /// The 7x7 board's square.
    pub const fn seven(self) -> Option<Square> {
        if self.size == 7 {
            Square::from_coords(self.file, self.rank)
        } else {
            None
        }
    }

    /// The 8x8 board's square.
    pub const fn eight(self) -> Option<Square8> {
        if self.size == 8 {
            Square8::from_coords(self.file, self.rank)
        } else {
            None
        }
    }

    /// Reads a square's name (`c3`) on a board `size` squares wide.
    pub fn parse(text: &str, size: u8) -> Option<AnySquare> {
        let mut chars = text.chars();
        let file = chars.next()?;
        let rank: u8 = chars.as_str().parse().ok()?;
        if !file.is_ascii_lowercase() || rank == 0 {
            return None;
        }
        AnySquare::from_coords(file as u8 - b'a', rank - 1, size)
    }
}

impl From<Square> for AnySquare {
    fn from(square: Square) -> AnySquare {
        AnySquare {
            size: 7,
            rank: square.rank(),
            file: square.file(),
        }
    }
}

impl From<Square8> for AnySquare {
    fn from(square: Square8) -> AnySquare {
        AnySquare {
            size: 8,
            rank: square.rank(),
            file: square.file(),
        }
    }
}

impl fmt::Display for AnySquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file), self.rank + 1)
    }
}

/// A move of either board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnyMove {
    /// A move on Lasca's 7x7 board.
    Seven(Move),
    /// A move on the 8x8 board.
    Eight(Move8),
}

impl AnyMove {
    /// The path's squares: the start and each landing.
    pub fn path(self) -> Vec<AnySquare> {
        match self {
            AnyMove::Seven(mv) => mv.path().map(AnySquare::from).collect(),
            AnyMove::Eight(mv) => mv.path().map(AnySquare::from).collect(),
        }
    }

    /// How many squares the path has (the start included).
    pub fn len(self) -> usize {
        match self {
            AnyMove::Seven(mv) => mv.len(),
            AnyMove::Eight(mv) => mv.len(),
        }
    }

    /// Never: a move has a start and a landing at least.
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The square `i` of the path (0 is the start).
    pub fn square(self, i: usize) -> AnySquare {
        match self {
            AnyMove::Seven(mv) => mv.square(i).into(),
            AnyMove::Eight(mv) => mv.square(i).into(),
        }
    }

    /// The start square.
    pub fn from(self) -> AnySquare {
        self.square(0)
    }

    /// The last landing.
    pub fn to(self) -> AnySquare {
        self.square(self.len() - 1)
    }

    /// Whether the move jumps.
    pub fn is_capture(self) -> bool {
        match self {
            AnyMove::Seven(mv) => mv.is_capture(),
            AnyMove::Eight(mv) => mv.is_capture(),
        }
    }

    /// The 7x7 move.
    pub const fn seven(self) -> Option<Move> {
        match self {
            AnyMove::Seven(mv) => Some(mv),
            AnyMove::Eight(_) => None,
        }
    }
}

impl From<Move> for AnyMove {
    fn from(mv: Move) -> AnyMove {
        AnyMove::Seven(mv)
    }
}

impl From<Move8> for AnyMove {
    fn from(mv: Move8) -> AnyMove {
        AnyMove::Eight(mv)
    }
}

impl TryFrom<AnyMove> for Move {
    type Error = AnyMove;

    fn try_from(mv: AnyMove) -> Result<Move, AnyMove> {
        match mv {
            AnyMove::Seven(mv) => Ok(mv),
            AnyMove::Eight(_) => Err(mv),
        }
    }
}

impl TryFrom<AnyMove> for Move8 {
    type Error = AnyMove;

    fn try_from(mv: AnyMove) -> Result<Move8, AnyMove> {
        match mv {
            AnyMove::Eight(mv) => Ok(mv),
            AnyMove::Seven(_) => Err(mv),
        }
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMove::Seven(mv) => mv.fmt(f),
            AnyMove::Eight(mv) => mv.fmt(f),
        }
    }
}

/// A position of any variant, or a sandbox on either board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AnyPosition {
    /// Lasca on 7x7.
    Seven(Position),
    /// Lasca 8x8 or bashni.
    Eight(Position8),
    /// A sandbox on the 7x7 board.
    Sandbox7(Sandbox),
    /// A sandbox on the 8x8 board.
    Sandbox8(Sandbox<Position8>),
}

/// Runs `$body` with `$position` bound to whichever position `$any` holds.
macro_rules! each_position {
    ($any:expr, $position:ident => $body:expr) => {
        match $any {
            AnyPosition::Seven($position) => $body,
            AnyPosition::Eight($position) => $body,
            AnyPosition::Sandbox7($position) => $body,
            AnyPosition::Sandbox8($position) => $body,
        }
    };
}

/// Why a move of one board was offered to a position of the other.
fn other_board(mv: AnyMove, position: &AnyPosition) -> IllegalMove {
    let legal: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    IllegalMove::NotLegal {
        mv: mv.to_string(),
        legal: legal.join(" "),
    }
}

impl AnyPosition {
    /// The start of `variant`.
    pub fn start(variant: Variant) -> AnyPosition {
        match variant.eight() {
            None => AnyPosition::Seven(Position::start()),
            Some(eight) => AnyPosition::Eight(Position8::start(eight)),
        }
    }

    /// The variant whose rules play it.
    pub fn variant(&self) -> Variant {
        each_position!(self, position => GamePosition::variant(position))
    }

    /// The board's width: 7 or 8.
    pub fn size(&self) -> u8 {
        self.variant().board_size()
    }

    /// Whether this is a sandbox.
    pub const fn is_sandbox(&self) -> bool {
        matches!(self, AnyPosition::Sandbox7(_) | AnyPosition::Sandbox8(_))
    }

    /// The 7x7 game's position.
    pub const fn seven(&self) -> Option<&Position> {
        match self {
            AnyPosition::Seven(position) => Some(position),
            _ => None,
        }
    }

    /// Every playable square of the board.
    pub fn squares(&self) -> impl Iterator<Item = AnySquare> + use<> {
        AnySquare::all(self.size())
    }

    /// The square at (file, rank), if it is a playable square of this board.
    pub fn square_at(&self, file: u8, rank: u8) -> Option<AnySquare> {
        AnySquare::from_coords(file, rank, self.size())
    }

    /// The men of the column on `square`, top (the commander) first.
    pub fn men(&self, square: AnySquare) -> Vec<Man> {
        match self {
            AnyPosition::Seven(position) => square
                .seven()
                .map(|square| position.column(square).men().collect())
                .unwrap_or_default(),
            AnyPosition::Eight(position) => square
                .eight()
                .map(|square| position.column(square).men().collect())
                .unwrap_or_default(),
            AnyPosition::Sandbox7(sandbox) => square
                .seven()
                .map(|square| sandbox.column(square.index()).men().collect())
                .unwrap_or_default(),
            AnyPosition::Sandbox8(sandbox) => square
                .eight()
                .map(|square| sandbox.column(square.index()).men().collect())
                .unwrap_or_default(),
        }
    }

    /// The commander of the column on `square`.
    pub fn commander(&self, square: AnySquare) -> Option<Man> {
        self.men(square).first().copied()
    }

    /// Every occupied square and its men, top first.
    pub fn columns(&self) -> Vec<(AnySquare, Vec<Man>)> {
        self.squares()
            .map(|square| (square, self.men(square)))
            .filter(|(_, men)| !men.is_empty())
            .collect()
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Colour {
        each_position!(self, position => position.side_to_move())
    }

    /// Whether the side to move must capture.
    pub fn must_capture(&self) -> bool {
        each_position!(self, position => position.must_capture())
    }

    /// Whether the side to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        each_position!(self, position => position.has_legal_move())
    }

    /// Whether `colour` commands at least one column.
    pub fn commands_a_column(&self, colour: Colour) -> bool {
        each_position!(self, position => position.commands_a_column(colour))
    }

    /// How many men of `colour` stand on the board.
    pub fn men_count(&self, colour: Colour) -> usize {
        each_position!(self, position => position.men_count(colour))
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        each_position!(self, position => position
            .legal_moves()
            .iter()
            .map(|&mv| mv.into())
            .collect())
    }

    /// The squares `mv` jumps, in order (a flying king's depend on the position).
    pub fn jumped(&self, mv: AnyMove) -> Vec<AnySquare> {
        match (self, mv) {
            (AnyPosition::Seven(_) | AnyPosition::Sandbox7(_), AnyMove::Seven(mv)) => {
                mv.jumped().map(AnySquare::from).collect()
            }
            (AnyPosition::Eight(position), AnyMove::Eight(mv)) => position
                .jumped_squares(mv)
                .into_iter()
                .map(AnySquare::from)
                .collect(),
            (AnyPosition::Sandbox8(sandbox), AnyMove::Eight(mv)) => sandbox
                .shadow()
                .jumped_squares(mv)
                .into_iter()
                .map(AnySquare::from)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Reads a move in this board's notation (its shape only: see [`AnyPosition::try_play`]).
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, ParseMoveError> {
        match self {
            AnyPosition::Seven(_) | AnyPosition::Sandbox7(_) => {
                Ok(AnyMove::Seven(text.trim().parse()?))
            }
            AnyPosition::Eight(_) | AnyPosition::Sandbox8(_) => {
                Ok(AnyMove::Eight(text.trim().parse()?))
            }
        }
    }

    /// Plays `mv` after checking that it is legal.
    pub fn try_play(&mut self, mv: AnyMove) -> Result<(), IllegalMove> {
        let played = match (&mut *self, mv) {
            (AnyPosition::Seven(position), AnyMove::Seven(mv)) => Some(position.try_play(mv)),
            (AnyPosition::Sandbox7(position), AnyMove::Seven(mv)) => Some(position.try_play(mv)),
            (AnyPosition::Eight(position), AnyMove::Eight(mv)) => Some(position.try_play(mv)),
            (AnyPosition::Sandbox8(position), AnyMove::Eight(mv)) => Some(position.try_play(mv)),
            _ => None,
        };
        played.unwrap_or_else(|| Err(other_board(mv, self)))
    }

    /// The position after `mv`, if it is legal here.
    pub fn after(&self, mv: AnyMove) -> Result<AnyPosition, IllegalMove> {
        let mut next = *self;
        next.try_play(mv)?;
        Ok(next)
    }

    /// Reads a position string of any variant or a sandbox (`sandbox-VARIANT: ...`): the
    /// prefix says which; none is Lasca 7x7.
    pub fn parse(text: &str) -> Result<AnyPosition, AnyPositionError> {
        let trimmed = text.trim_start();
        if let Some(rest) = trimmed.strip_prefix("sandbox-") {
            let name = rest.split(':').next().unwrap_or_default();
            let variant: Variant = name.parse()?;
            return Ok(match variant.eight() {
                None => AnyPosition::Sandbox7(trimmed.parse()?),
                Some(_) => AnyPosition::Sandbox8(trimmed.parse()?),
            });
        }
        let variant = Variant::of_position(trimmed)?;
        Ok(match variant.eight() {
            None => AnyPosition::Seven(trimmed.parse()?),
            Some(eight) => AnyPosition::Eight(Position8::parse_board(eight, trimmed)?),
        })
    }
}

impl From<Position> for AnyPosition {
    fn from(position: Position) -> AnyPosition {
        AnyPosition::Seven(position)
    }
}

impl From<Position8> for AnyPosition {
    fn from(position: Position8) -> AnyPosition {
        AnyPosition::Eight(position)
    }
}

impl Default for AnyPosition {
    fn default() -> AnyPosition {
        AnyPosition::Seven(Position::start())
    }
}

impl fmt::Display for AnyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_position!(self, position => position.fmt(f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_of_both_boards() {
        assert_eq!(AnySquare::all(7).count(), 25);
        assert_eq!(AnySquare::all(8).count(), 32);
        for square in Square::ALL {
            let any = AnySquare::from(square);
            assert_eq!(any.seven(), Some(square));
            assert_eq!(any.index(), square.index());
            assert_eq!(any.to_string(), square.to_string());
            assert_eq!(AnySquare::parse(&square.to_string(), 7), Some(any));
        }
        for index in 0..32 {
            let square = Square8::from_index(index).unwrap();
            let any = AnySquare::from(square);
            assert_eq!(any.index(), square.index());
            assert_eq!(any.to_string(), square.to_string());
        }
        assert_eq!(AnySquare::parse("h8", 7), None);
        assert!(AnySquare::parse("h8", 8).is_some());
        assert_eq!(AnySquare::parse("b1", 8), None, "a light square");
    }

    #[test]
    fn a_flying_capture_names_the_square_it_jumps() {
        let position = AnyPosition::parse("bashni: w a1:W d4:b h8:b").unwrap();
        assert_eq!(position.size(), 8);
        let moves = position.legal_moves();
        assert!(moves.iter().all(|mv| mv.is_capture()), "{moves:?}");
        let long = moves.iter().find(|mv| mv.to().to_string() == "g7").unwrap();
        assert_eq!(
            position.jumped(*long),
            vec![AnySquare::parse("d4", 8).unwrap()]
        );
        let after = position.after(*long).unwrap();
        assert_eq!(after.men(long.to()).len(), 2);
        assert!(after.men(AnySquare::parse("d4", 8).unwrap()).is_empty());
    }

    #[test]
    fn a_sandbox_shows_its_tall_columns() {
        let text = "sandbox-lasca7: w a1:W d4:bwwwwwwwwwbbbbbbbbbb";
        let position = AnyPosition::parse(text).unwrap();
        assert!(position.is_sandbox());
        assert_eq!(position.men(AnySquare::parse("d4", 7).unwrap()).len(), 20);
        assert_eq!(position.to_string(), text);
    }

    #[test]
    fn any_game_records_round_trip_through_json_and_refuse_a_bad_move() {
        use crate::{AnyGame, RuleSettings};
        let sandbox = AnyPosition::parse("sandbox-bashni: w a1:W d4:bwwwwwwwwwwww h8:b").unwrap();
        for start in [
            AnyPosition::start(Variant::Lasca7),
            AnyPosition::start(Variant::Bashni),
            sandbox,
        ] {
            let mut game = AnyGame::from_position(start, RuleSettings::default());
            for _ in 0..6 {
                let Some(&mv) = game.legal_moves().last() else {
                    break;
                };
                let before = game.position();
                game.try_play(mv).unwrap();
                assert_eq!(game.position(), before.after(mv).unwrap());
            }
            assert_eq!(game.start_position(), start);
            let json = serde_json::to_string(&game).unwrap();
            let back: AnyGame = serde_json::from_str(&json).unwrap();
            assert_eq!(back, game);
            let other = if start.size() == 7 {
                AnyPosition::start(Variant::Lasca8)
            } else {
                AnyPosition::start(Variant::Lasca7)
            };
            let wrong = other.legal_moves()[0];
            let ply = game.ply();
            assert!(game.try_play(wrong).is_err());
            assert_eq!(game.ply(), ply);
            let last = game.moves().last().copied();
            assert_eq!(game.undo(), last);
            assert_eq!(game.ply(), ply.saturating_sub(1));
        }
        // A record whose move is not legal, or whose start is no position, is refused.
        let mut game = AnyGame::start(Variant::Bashni);
        game.try_play(game.legal_moves()[0]).unwrap();
        let json = serde_json::to_string(&game).unwrap();
        let first = game.moves()[0].to_string();
        let illegal = json.replace(&first, "a1-b2");
        assert!(
            serde_json::from_str::<AnyGame>(&illegal).is_err(),
            "{illegal}"
        );
        let no_start = json.replace("bashni:", "dama:");
        assert!(
            serde_json::from_str::<AnyGame>(&no_start).is_err(),
            "{no_start}"
        );
    }

    #[test]
    fn a_move_of_the_other_board_is_refused() {
        let mut seven = AnyPosition::start(Variant::Lasca7);
        let eight = AnyPosition::start(Variant::Lasca8);
        let mv = eight.legal_moves()[0];
        assert!(seven.try_play(mv).is_err());
        assert_eq!(seven, AnyPosition::start(Variant::Lasca7));
    }

    #[test]
    fn games_share_the_plies_of_one_start_on_one_board() {
        use crate::AnyGame;
        let mut seven = AnyGame::start(Variant::Lasca7);
        let mut other = seven.clone();
        assert_eq!(seven.shared_plies(&other), Some(0));
        assert!(seven.same_record(&other));
        seven.play_str("c3-d4").unwrap();
        assert_eq!(seven.shared_plies(&other), Some(0));
        assert!(!seven.same_record(&other));
        other.play_str("c3-d4").unwrap();
        other.play_str("e5xc3").unwrap();
        assert_eq!(seven.shared_plies(&other), Some(1));
        assert!(!seven.same_record(&other));
        // Another start, or another board, shares nothing.
        let bashni = AnyGame::start(Variant::Bashni);
        assert_eq!(seven.shared_plies(&bashni), None);
        let set_up = AnyGame::from_text(Variant::Lasca7, "w c3:w e5:b").unwrap();
        assert_eq!(AnyGame::start(Variant::Lasca7).shared_plies(&set_up), None);
    }
}
