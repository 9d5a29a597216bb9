//! Move generation: the commanders' square sets scanned for captures and steps, capture trees
//! walked square by square, and the visitors that list or count what they find.

use super::MoveList;
use super::Sets;
use crate::column::Colour;
use crate::{Direction, Move, SQUARE_COUNT, Square, SquareSet};

/// The far rank of `colour`, where its soldiers are promoted.
const fn promotion_rank(colour: Colour) -> SquareSet {
    match colour {
        Colour::White => crate::RANK_7,
        Colour::Black => crate::RANK_1,
    }
}

impl Sets {
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
    pub(super) fn capturers(&self, side: Colour) -> SquareSet {
        self.scan(side).0
    }

    /// Squares from which `side` can start a capture, and squares from which it can step
    /// toward each of [`Direction::ALL`] (in that order).
    #[inline]
    fn scan(&self, side: Colour) -> (SquareSet, [SquareSet; 4]) {
        let empty = !self.occupied;
        let enemy = self.commanded_by(side.opponent());
        let mut capturers = SquareSet::EMPTY;
        let mut steppers = [SquareSet::EMPTY; 4];
        for (stepping, direction) in steppers.iter_mut().zip(Direction::ALL) {
            let movers = self.movers(side, direction);
            let free_ahead = direction.step_back_set(empty);
            *stepping = movers & free_ahead;
            capturers |= movers & direction.step_back_set(enemy & free_ahead);
        }
        (capturers, steppers)
    }

    /// Shows every legal move of `side` to `visitor`: the captures if there are any, else the
    /// steps.
    #[inline]
    pub(super) fn visit<V: MoveVisitor>(&self, side: Colour, visitor: &mut V) {
        // A copy for each side, with its directions and far rank known at compile time.
        match side {
            Colour::White => self.visit_as::<false, V>(visitor),
            Colour::Black => self.visit_as::<true, V>(visitor),
        }
    }

    #[inline]
    fn visit_as<const BLACK: bool, V: MoveVisitor>(&self, visitor: &mut V) {
        let side = if BLACK { Colour::Black } else { Colour::White };
        let (capturers, steppers) = self.scan(side);
        if capturers.is_empty() {
            for (direction, from) in Direction::ALL.into_iter().zip(steppers) {
                visitor.steps(direction, from);
            }
            return;
        }
        let enemy = self.commanded_by(side.opponent());
        for from in capturers {
            // The start square is empty while the column moves (it may land there again).
            let empty = !self.occupied | from.bit();
            let path = V::Path::start(from);
            if self.officers.contains(from) {
                let tree = CaptureTree::<BLACK, true> { from, empty, enemy };
                tree.walk(from, path, SquareSet::EMPTY, visitor);
            } else {
                let tree = CaptureTree::<BLACK, false> { from, empty, enemy };
                tree.walk(from, path, SquareSet::EMPTY, visitor);
            }
        }
    }

    /// How many legal moves `side` has.
    #[inline]
    pub(super) fn count(&self, side: Colour) -> usize {
        let mut count = MoveCount(0);
        self.visit(side, &mut count);
        count.0
    }
}

/// One jump from a square in one direction: the square jumped over and the landing square.
/// Where the jump would leave the board, `over` is empty and `to` is meaningless.
#[derive(Clone, Copy)]
struct Jump {
    over: SquareSet,
    to: Square,
}

/// Every jump, by start square and [`Direction`] (in the order of [`Direction::ALL`]).
const JUMPS: [[Jump; 4]; SQUARE_COUNT] = {
    let off_board = Jump {
        over: SquareSet::EMPTY,
        to: Square::ALL[0],
    };
    let mut jumps = [[off_board; 4]; SQUARE_COUNT];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let mut d = 0;
        while d < 4 {
            let direction = Direction::ALL[d];
            if let Some(over) = Square::ALL[i].step(direction)
                && let Some(to) = over.step(direction)
            {
                jumps[i][d] = Jump {
                    over: over.bit(),
                    to,
                };
            }
            d += 1;
        }
        i += 1;
    }
    jumps
};

/// The fixed facts of one column's capture search. Its side and its commander's rank are
/// type parameters, so that each of the four cases is compiled with its directions unrolled.
struct CaptureTree<const BLACK: bool, const OFFICER: bool> {
    from: Square,
    empty: SquareSet,
    enemy: SquareSet,
}

impl<const BLACK: bool, const OFFICER: bool> CaptureTree<BLACK, OFFICER> {
    const SIDE: Colour = if BLACK { Colour::Black } else { Colour::White };

    /// The directions the commander may jump in.
    const DIRECTIONS: &'static [Direction] = if OFFICER {
        &Direction::ALL
    } else {
        Direction::forward_slice(Self::SIDE)
    };

    /// Where the capture ends at once: the far rank when the commander is a soldier.
    const ENDS_ON: SquareSet = if OFFICER {
        SquareSet::EMPTY
    } else {
        promotion_rank(Self::SIDE)
    };

    /// Whether the column, standing anywhere with `jumped` behind it, can make `jump`: over a
    /// column of the enemy not jumped yet, to an empty square.
    #[inline]
    fn can_make(&self, jump: Jump, jumped: SquareSet) -> bool {
        !(jump.over & (self.enemy - jumped)).is_empty() && self.empty.contains(jump.to)
    }

    /// Whether the column on `at`, having jumped `jumped`, can jump again.
    #[inline]
    fn can_go_on(&self, at: Square, jumped: SquareSet) -> bool {
        let jumps = &JUMPS[at.index()];
        Self::DIRECTIONS
            .iter()
            .any(|&direction| self.can_make(jumps[direction as usize], jumped))
    }

    /// Extends `path`, which stands on `at` having jumped `jumped` and can jump again, by
    /// every possible hop; a path that cannot go on is a move.
    ///
    /// Inlined where a capture starts, so that the common single jump makes no call; only a
    /// capture that goes on recurses, through [`CaptureTree::walk_on`].
    #[inline(always)]
    fn walk<V: MoveVisitor>(&self, at: Square, path: V::Path, jumped: SquareSet, visitor: &mut V) {
        let jumps = &JUMPS[at.index()];
        for &direction in Self::DIRECTIONS {
            let jump = jumps[direction as usize];
            if !self.can_make(jump, jumped) {
                continue;
            }
            let next = path.hop(jump.to);
            let jumped = jumped | jump.over;
            // A soldier reaching the far rank is promoted and the capture ends.
            if Self::ENDS_ON.contains(jump.to) || !self.can_go_on(jump.to, jumped) {
                visitor.capture(next, self.from, jump.to, jumped);
            } else {
                self.walk_on(jump.to, next, jumped, visitor);
            }
        }
    }

    /// [`CaptureTree::walk`], not inlined: the recursion of a capture that goes on.
    #[inline(never)]
    fn walk_on<V: MoveVisitor>(
        &self,
        at: Square,
        path: V::Path,
        jumped: SquareSet,
        visitor: &mut V,
    ) {
        self.walk(at, path, jumped, visitor);
    }
}

/// What move generation does with the moves it finds: list them, count them, or count the
/// replies to each. One generator serves all, so they cannot disagree.
pub(super) trait MoveVisitor {
    /// What a capture carries down its tree.
    type Path: CapturePath;

    /// A complete capture from `from` to `to` along `path`, having jumped `jumped`.
    fn capture(&mut self, path: Self::Path, from: Square, to: Square, jumped: SquareSet);

    /// The steps toward `direction`: one from each square of `from`.
    fn steps(&mut self, direction: Direction, from: SquareSet);
}

/// A capture's path as its tree is searched: the whole [`Move`] so far, or nothing (`()`) for
/// visitors that only need where a capture starts, ends and what it jumps.
pub(super) trait CapturePath: Copy {
    /// The path of a column that has not moved yet.
    fn start(from: Square) -> Self;

    /// This path with one more landing square.
    fn hop(self, to: Square) -> Self;
}

impl CapturePath for Move {
    #[inline]
    fn start(from: Square) -> Move {
        Move::start(from, true)
    }

    #[inline]
    fn hop(self, to: Square) -> Move {
        self.then(to)
    }
}

impl CapturePath for () {
    #[inline]
    fn start(_: Square) {}

    #[inline]
    fn hop(self, _: Square) {}
}

impl MoveVisitor for MoveList {
    type Path = Move;

    #[inline]
    fn capture(&mut self, path: Move, _: Square, _: Square, _: SquareSet) {
        // Cannot overflow: MAX_MOVES is above the most moves any position has (see its
        // documentation); `push` would panic rather than drop a move.
        self.push(path);
    }

    #[inline]
    fn steps(&mut self, direction: Direction, from: SquareSet) {
        for from in from {
            self.push(Move::step(from, from.ahead(direction)));
        }
    }
}

/// Counts moves without building them.
struct MoveCount(usize);

impl MoveVisitor for MoveCount {
    type Path = ();

    #[inline]
    fn capture(&mut self, (): (), _: Square, _: Square, _: SquareSet) {
        self.0 += 1;
    }

    #[inline]
    fn steps(&mut self, _: Direction, from: SquareSet) {
        self.0 += from.len();
    }
}

/// Perft's last two plies: for each move, the replies are counted from who commands what after
/// it, without building the move or the next position.
struct ReplyCount<'a> {
    position: &'a super::Position,
    total: u64,
}

impl ReplyCount<'_> {
    #[inline]
    fn add(&mut self, from: Square, to: Square, jumped: SquareSet) {
        let next = self.position.sets_after(from, to, jumped);
        self.total += next.count(self.position.side.opponent()) as u64;
    }
}

impl MoveVisitor for ReplyCount<'_> {
    type Path = ();

    #[inline]
    fn capture(&mut self, (): (), from: Square, to: Square, jumped: SquareSet) {
        self.add(from, to, jumped);
    }

    #[inline]
    fn steps(&mut self, direction: Direction, from: SquareSet) {
        for from in from {
            self.add(from, from.ahead(direction), SquareSet::EMPTY);
        }
    }
}

impl super::Position {
    /// How many legal replies all the legal moves have together (perft's last two plies).
    #[inline]
    pub(crate) fn count_replies(&self) -> u64 {
        let mut replies = ReplyCount {
            position: self,
            total: 0,
        };
        self.sets.visit(self.side, &mut replies);
        replies.total
    }
}
