//! A position: the columns on the 25 squares and the side to move; move generation and play.

use std::fmt;
use std::str::FromStr;

use crate::column::{Colour, Column, MAX_COLUMN_HEIGHT, Man};
use crate::moves::{Move, MoveList};
use crate::square::{
    ALL_SQUARES, Direction, ParseSquareError, SQUARE_COUNT, Square, SquareSet, squares,
};
use crate::zobrist;

/// How many men each side has in a game.
pub const MEN_PER_SIDE: usize = 11;

/// The start position's string.
pub const START: &str = "w a1:w c1:w e1:w g1:w b2:w d2:w f2:w a3:w c3:w e3:w g3:w \
                         a5:b c5:b e5:b g5:b b6:b d6:b f6:b a7:b c7:b e7:b g7:b";

/// A position: every column and the side to move.
///
/// Besides the columns it keeps square sets of who commands what (for fast move generation)
/// and an incremental Zobrist-style hash; both follow from the columns and are kept in step by
/// every change. The position keeps no history: [`crate::Game`] does.
#[derive(Clone, Copy)]
pub struct Position {
    columns: [Column; SQUARE_COUNT],
    side: Colour,
    sets: Sets,
    hash: u64,
}

/// Who commands which squares: all that move generation needs to know.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct Sets {
    occupied: SquareSet,
    black: SquareSet,
    officers: SquareSet,
}

/// Why a position (a string, or columns put together by an editor) is not a Lasca position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// Nothing at all.
    #[error("empty position: expected the side to move (w or b) and then squares like a1:w")]
    Empty,
    /// The first token is not `w` or `b`.
    #[error("unknown side to move `{0}` (expected w or b)")]
    UnknownSide(String),
    /// A column token without `square:men`.
    #[error("`{0}` is not a column (expected square:men, like c3:wb)")]
    MissingColon(String),
    /// The square of a column token is wrong.
    #[error("in `{token}`: {error}")]
    BadSquare {
        /// The whole column token.
        token: String,
        /// What is wrong with its square.
        error: ParseSquareError,
    },
    /// The same square given twice.
    #[error("square {0} is named twice")]
    DuplicateSquare(String),
    /// `square:` with no men.
    #[error("`{0}` has no men (an empty square is left out)")]
    EmptyColumn(String),
    /// A letter that is not a man.
    #[error("in `{token}`: `{letter}` is not a man (w, W, b or B)")]
    BadMan {
        /// The whole column token.
        token: String,
        /// The bad letter.
        letter: char,
    },
    /// A column whose colours change more than once from top to bottom.
    #[error("column {square}:{men} alternates colours more than once")]
    Alternating {
        /// The column's square.
        square: String,
        /// Its men, top to bottom.
        men: String,
    },
    /// More men of one side than a game has.
    #[error("{count} {colour} men: a side has at most 11")]
    TooManyMen {
        /// Which side.
        colour: Colour,
        /// How many men it has.
        count: usize,
    },
}

/// Why a move cannot be played in a position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalMove {
    /// The start square holds no column of the side to move.
    #[error("illegal move {mv}: {from} has no column of the side to move ({side})")]
    NotYourColumn {
        /// The move as written.
        mv: String,
        /// Its start square.
        from: String,
        /// Who is to move.
        side: Colour,
    },
    /// A step while a capture is available.
    #[error("illegal move {mv}: capture is compulsory (captures: {captures})")]
    CaptureCompulsory {
        /// The move as written.
        mv: String,
        /// The legal captures, space separated.
        captures: String,
    },
    /// A capture that stops while the column can still jump.
    #[error("illegal move {mv}: the capture must go on (continue with {continuations})")]
    MustContinue {
        /// The move as written.
        mv: String,
        /// Legal moves that begin with this path.
        continuations: String,
    },
    /// Anything else: blocked, backwards soldier, no column to jump, ...
    #[error("illegal move {mv}: not a legal move here (legal: {legal})")]
    NotLegal {
        /// The move as written.
        mv: String,
        /// The legal moves, space separated.
        legal: String,
    },
}

impl Position {
    /// The start position: White to move.
    pub fn start() -> Position {
        START.parse().expect("the start position parses")
    }

    /// A board with no men, `side` to move (for editors and puzzles).
    pub fn empty(side: Colour) -> Position {
        Position {
            columns: [Column::EMPTY; SQUARE_COUNT],
            side,
            sets: Sets::default(),
            hash: zobrist::side_key(side),
        }
    }

    /// Builds a position from columns, checking the rules' limits: no column alternates colours
    /// more than once and no side has more than 11 men.
    pub fn from_columns(
        columns: [Column; SQUARE_COUNT],
        side: Colour,
    ) -> Result<Position, PositionError> {
        let mut position = Position::empty(side);
        for square in Square::ALL {
            position.set_column(square, columns[square.index()]);
        }
        position.validate()?;
        Ok(position)
    }

    /// Checks the limits of [`Position::from_columns`].
    pub fn validate(&self) -> Result<(), PositionError> {
        for square in Square::ALL {
            let column = self.column(square);
            if column.colour_changes() > 1 {
                return Err(PositionError::Alternating {
                    square: square.to_string(),
                    men: column.to_string(),
                });
            }
        }
        for colour in Colour::BOTH {
            let count = self.men_count(colour);
            if count > MEN_PER_SIDE {
                return Err(PositionError::TooManyMen { colour, count });
            }
        }
        Ok(())
    }

    /// The side to move.
    pub const fn side_to_move(&self) -> Colour {
        self.side
    }

    /// Sets the side to move.
    pub fn set_side_to_move(&mut self, side: Colour) {
        if side != self.side {
            self.hash ^= zobrist::side_key(self.side) ^ zobrist::side_key(side);
            self.side = side;
        }
    }

    /// The column on `square` (empty if none).
    pub const fn column(&self, square: Square) -> Column {
        self.columns[square.index()]
    }

    /// Puts `column` on `square`, replacing what stood there. Does not check the limits of
    /// [`Position::validate`].
    pub fn set_column(&mut self, square: Square, column: Column) {
        let old = self.columns[square.index()];
        self.hash ^= zobrist::column_key(square, old) ^ zobrist::column_key(square, column);
        self.columns[square.index()] = column;
        self.sets.put(square, column.commander());
    }

    /// The hash of this position (columns and side to move), kept up to date incrementally.
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (tests compare it with [`Position::hash`]).
    pub fn recompute_hash(&self) -> u64 {
        Square::ALL
            .iter()
            .fold(zobrist::side_key(self.side), |hash, &square| {
                hash ^ zobrist::column_key(square, self.column(square))
            })
    }

    /// Squares holding a column.
    pub const fn occupied(&self) -> SquareSet {
        self.sets.occupied
    }

    /// Squares whose column `colour` commands.
    pub const fn commanded_by(&self, colour: Colour) -> SquareSet {
        self.sets.commanded_by(colour)
    }

    /// Squares whose commander is an officer.
    pub const fn officer_commanded(&self) -> SquareSet {
        self.sets.officers
    }

    /// How many men of `colour` are on the board, free or prisoner.
    pub fn men_count(&self, colour: Colour) -> usize {
        self.columns.iter().map(|column| column.count(colour)).sum()
    }

    /// Every occupied square and its column, in square order.
    pub fn columns(&self) -> impl Iterator<Item = (Square, Column)> + '_ {
        squares(self.sets.occupied).map(|square| (square, self.column(square)))
    }

    /// Whether the side to move must capture.
    pub fn must_capture(&self) -> bool {
        self.sets.capturers(self.side) != 0
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        moves
    }

    /// Adds the legal moves of the side to move to `moves`.
    pub fn generate(&self, moves: &mut MoveList) {
        self.sets.generate(self.side, moves);
    }

    /// How many legal moves the side to move has (faster than generating them).
    pub fn count_legal_moves(&self) -> usize {
        self.sets.count(self.side)
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        self.sets.capturers(self.side) != 0 || self.sets.count(self.side) != 0
    }

    /// Who commands what after `mv`, without building the whole next position.
    fn sets_after(&self, mv: Move) -> Sets {
        let mut sets = self.sets;
        let from = mv.from();
        let mut commander = self
            .column(from)
            .commander()
            .expect("a move starts on a column");
        sets.put(from, None);
        for over in mv.jumped() {
            let rest = self.column(over).pop_commander().map(|(_, rest)| rest);
            sets.put(over, rest.and_then(Column::commander));
        }
        let to = mv.to();
        if to.is_promotion_rank(commander.colour) {
            commander.officer = true;
        }
        sets.put(to, Some(commander));
        sets
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`] or checked before).
    pub fn play(&mut self, mv: Move) {
        let from = mv.from();
        let mut moving = self.column(from);
        self.set_column(from, Column::EMPTY);
        for over in mv.jumped() {
            if let Some((prisoner, rest)) = self.column(over).pop_commander() {
                moving = moving.with_bottom(prisoner);
                self.set_column(over, rest);
            }
        }
        let to = mv.to();
        if let Some(commander) = moving.commander()
            && !commander.officer
            && to.is_promotion_rank(commander.colour)
        {
            moving = moving.with_commander_promoted();
        }
        self.set_column(to, moving);
        self.set_side_to_move(self.side.opponent());
    }

    /// The position after a move known to be legal.
    #[must_use]
    pub fn after(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play(mv);
        next
    }

    /// Checks `mv` against the legal moves and plays it, or says why it is illegal.
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.check_legal(mv)?;
        self.play(mv);
        Ok(())
    }

    /// Checks that `mv` is legal here, with a reason when it is not.
    pub fn check_legal(&self, mv: Move) -> Result<(), IllegalMove> {
        let legal = self.legal_moves();
        if legal.contains(&mv) {
            return Ok(());
        }
        let text = mv.to_string();
        let list = |moves: &mut dyn Iterator<Item = &Move>| {
            let mut names: Vec<String> = moves.map(ToString::to_string).collect();
            names.sort();
            names.join(" ")
        };
        if self.commanded_by(self.side) & mv.from().bit() == 0 {
            return Err(IllegalMove::NotYourColumn {
                mv: text,
                from: mv.from().to_string(),
                side: self.side,
            });
        }
        let continuations = list(&mut legal.iter().filter(|legal| {
            legal.len() > mv.len() && mv.path().zip(legal.path()).all(|(a, b)| a == b)
        }));
        if !continuations.is_empty() {
            return Err(IllegalMove::MustContinue {
                mv: text,
                continuations,
            });
        }
        if !mv.is_capture() && self.must_capture() {
            return Err(IllegalMove::CaptureCompulsory {
                mv: text,
                captures: list(&mut legal.iter()),
            });
        }
        Err(IllegalMove::NotLegal {
            mv: text,
            legal: list(&mut legal.iter()),
        })
    }
}

impl Sets {
    /// Records the commander (or emptiness) of one square.
    #[inline]
    fn put(&mut self, square: Square, commander: Option<Man>) {
        let bit = square.bit();
        self.occupied &= !bit;
        self.black &= !bit;
        self.officers &= !bit;
        if let Some(commander) = commander {
            self.occupied |= bit;
            if commander.colour == Colour::Black {
                self.black |= bit;
            }
            if commander.officer {
                self.officers |= bit;
            }
        }
    }

    const fn commanded_by(&self, colour: Colour) -> SquareSet {
        match colour {
            Colour::White => self.occupied & !self.black,
            Colour::Black => self.black,
        }
    }

    /// Squares of `side`'s columns that may move toward `direction`.
    #[inline]
    fn movers(&self, side: Colour, direction: Direction) -> SquareSet {
        let own = self.commanded_by(side);
        if Direction::forward(side).contains(&direction) {
            own
        } else {
            own & self.officers
        }
    }

    /// Squares from which `side` can start a capture.
    #[inline]
    fn capturers(&self, side: Colour) -> SquareSet {
        let empty = !self.occupied & ALL_SQUARES;
        let enemy = self.commanded_by(side.opponent());
        let mut capturers = 0;
        for direction in Direction::ALL {
            let over = enemy & direction.step_back_set(empty);
            capturers |= self.movers(side, direction) & direction.step_back_set(over);
        }
        capturers
    }

    fn generate(&self, side: Colour, moves: &mut MoveList) {
        let capturers = self.capturers(side);
        if capturers != 0 {
            for from in squares(capturers) {
                self.captures_from(side, from, moves);
            }
            return;
        }
        for direction in Direction::ALL {
            let targets = direction.step_set(self.movers(side, direction)) & !self.occupied;
            let shift = direction.shift() as isize;
            for to in squares(targets) {
                let from = Square::ALL[(to.index() as isize - shift) as usize];
                moves.push(Move::step(from, to));
            }
        }
    }

    fn count(&self, side: Colour) -> usize {
        let capturers = self.capturers(side);
        if capturers != 0 {
            let mut count = 0;
            for from in squares(capturers) {
                self.captures_from(side, from, &mut count);
            }
            return count;
        }
        let free = !self.occupied & ALL_SQUARES;
        Direction::ALL
            .iter()
            .map(|&direction| {
                (direction.step_set(self.movers(side, direction)) & free).count_ones() as usize
            })
            .sum()
    }

    fn captures_from(&self, side: Colour, from: Square, moves: &mut impl MoveSink) {
        let officer = self.officers & from.bit() != 0;
        let forward = Direction::forward(side);
        let search = CaptureSearch {
            // The start square is empty while the column moves (it may land there again).
            occupied: self.occupied & !from.bit(),
            enemy: self.commanded_by(side.opponent()),
            directions: if officer { &Direction::ALL } else { &forward },
            promotes_on: (!officer).then_some(side),
        };
        search.extend(Move::start(from), 0, moves);
    }
}

/// The fixed facts of one column's capture search.
struct CaptureSearch<'a> {
    occupied: SquareSet,
    enemy: SquareSet,
    directions: &'a [Direction],
    /// The side whose far rank ends the capture, when the commander is a soldier.
    promotes_on: Option<Colour>,
}

impl CaptureSearch<'_> {
    /// Extends `path` by every possible hop; a path that cannot go on is a move.
    fn extend(&self, path: Move, jumped: SquareSet, moves: &mut impl MoveSink) {
        let at = path.to().bit();
        let mut extended = false;
        for &direction in self.directions {
            let over = direction.step_set(at) & self.enemy & !jumped;
            let landing = direction.step_set(over) & !self.occupied;
            if landing == 0 {
                continue;
            }
            extended = true;
            let landing = Square::ALL[landing.trailing_zeros() as usize];
            let next = path.then(landing);
            match self.promotes_on {
                // A soldier reaching the far rank is promoted and the capture ends.
                Some(side) if landing.is_promotion_rank(side) => moves.add(next),
                _ => self.extend(next, jumped | over, moves),
            }
        }
        if !extended && path.len() > 1 {
            moves.add(path);
        }
    }
}

/// Where capture generation puts the moves it finds: a list, or just a count.
trait MoveSink {
    fn add(&mut self, mv: Move);
}

impl MoveSink for MoveList {
    #[inline]
    fn add(&mut self, mv: Move) {
        // MAX_MOVES is above any reachable count; should a constructed position exceed it,
        // the extra paths are dropped rather than the program stopped.
        let _ = self.try_push(mv);
    }
}

impl MoveSink for usize {
    #[inline]
    fn add(&mut self, _: Move) {
        *self += 1;
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.hash == other.hash && self.side == other.side && self.columns == other.columns
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl fmt::Display for Position {
    /// The canonical position string of RULES.md.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.side.letter())?;
        for (square, column) in self.columns() {
            write!(f, " {square}:{column}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Position {
    /// A board diagram (White at the bottom) and the position string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..7).rev() {
            write!(f, "{} ", rank + 1)?;
            for file in 0..7 {
                let cell = Square::from_coords(file, rank).map_or_else(
                    || "  .  ".to_owned(),
                    |square| {
                        let column = self.column(square);
                        if column.is_empty() {
                            "  -  ".to_owned()
                        } else {
                            format!("{:^5}", column.to_string())
                        }
                    },
                );
                f.write_str(&cell)?;
            }
            writeln!(f)?;
        }
        writeln!(f, "    a    b    c    d    e    f    g")?;
        write!(f, "{self}")
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Position, PositionError> {
        let mut tokens = text.split_whitespace();
        let side = match tokens.next() {
            None => return Err(PositionError::Empty),
            Some("w") => Colour::White,
            Some("b") => Colour::Black,
            Some(other) => return Err(PositionError::UnknownSide(other.to_owned())),
        };
        let mut position = Position::empty(side);
        let mut counts = [0usize; 2];
        for token in tokens {
            let (square_text, men) = token
                .split_once(':')
                .ok_or_else(|| PositionError::MissingColon(token.to_owned()))?;
            let square: Square = square_text
                .parse()
                .map_err(|error| PositionError::BadSquare {
                    token: token.to_owned(),
                    error,
                })?;
            if !position.column(square).is_empty() {
                return Err(PositionError::DuplicateSquare(square.to_string()));
            }
            if men.is_empty() {
                return Err(PositionError::EmptyColumn(token.to_owned()));
            }
            let mut column = Column::EMPTY;
            for letter in men.chars() {
                let man = Man::from_letter(letter).ok_or_else(|| PositionError::BadMan {
                    token: token.to_owned(),
                    letter,
                })?;
                let count = &mut counts[usize::from(man.colour == Colour::Black)];
                *count += 1;
                if *count > MEN_PER_SIDE {
                    return Err(PositionError::TooManyMen {
                        colour: man.colour,
                        count: men_of(text, man.colour),
                    });
                }
                debug_assert!(column.height() < MAX_COLUMN_HEIGHT);
                column = column.with_bottom(man);
            }
            if column.colour_changes() > 1 {
                return Err(PositionError::Alternating {
                    square: square.to_string(),
                    men: men.to_owned(),
                });
            }
            position.set_column(square, column);
        }
        Ok(position)
    }
}

/// Counts the men of `colour` in a position string's columns (for the error message).
fn men_of(text: &str, colour: Colour) -> usize {
    text.split_whitespace()
        .skip(1)
        .filter_map(|token| token.split_once(':'))
        .flat_map(|(_, men)| men.chars())
        .filter_map(Man::from_letter)
        .filter(|man| man.colour == colour)
        .count()
}

impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Counts the leaf nodes of the move tree `depth` plies deep (RULES.md's perft).
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        2 => {
            // The last ply only needs to know who commands what.
            let mut moves = MoveList::new();
            position.generate(&mut moves);
            let next = position.side.opponent();
            moves
                .iter()
                .map(|&mv| position.sets_after(mv).count(next) as u64)
                .sum()
        }
        _ => {
            let mut moves = MoveList::new();
            position.generate(&mut moves);
            moves
                .iter()
                .map(|&mv| perft(&position.after(mv), depth - 1))
                .sum()
        }
    }
}

/// Perft split by first move, sorted by the moves' notation in byte order.
pub fn perft_divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut split: Vec<(Move, u64)> = position
        .legal_moves()
        .iter()
        .map(|&mv| (mv, perft(&position.after(mv), depth.saturating_sub(1))))
        .collect();
    split.sort_by_cached_key(|(mv, _)| mv.to_string());
    split
}
