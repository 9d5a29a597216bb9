//! The engine's word on each move of a game: the score of every position reached, and for
//! each move whether the engine would have played another by a clear margin.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use lasca_ai::{SearchLimits, review};
//! use lasca_rules::Game;
//!
//! let mut game = Game::new();
//! for mv in ["c3-d4", "e5xc3", "b2xd4"] {
//!     game.play_str(mv).unwrap();
//! }
//! let scores = review::score_positions(&game, &SearchLimits::depth(4), &AtomicBool::new(false), &mut |_, _| {});
//! let comments = review::comment_moves(&game, &scores);
//! assert_eq!(comments.len(), 3);
//!
//! // The whole review with comparable searches and the depth of every score.
//! let review = review::review_game(&game, &SearchLimits::depth(4), &AtomicBool::new(false), &mut |_, _| {});
//! assert_eq!(review.positions.len(), 4);
//! assert!(review.comments.iter().all(|c| c.depth >= 3));
//! ```
//!
//! A move's class comes from comparable searches: [`review_game`] scores the played move by a
//! search as deep (from the position before it) as the one that found the engine's move. A
//! move in a won game ([`WON`]: ten men ahead or a forced win) that keeps it won loses
//! nothing; a won game thrown away loses at least [`MoveClass::BLUNDER`].

use std::sync::atomic::{AtomicBool, Ordering};

#[cfg(doc)]
use lasca_rules::AnyGame;
use lasca_rules::{AnyMove, AnyPosition, Colour, Game, GamePosition, Move, Position};

use crate::{
    MATE_THRESHOLD, SearchGame, SearchLimits, SearchVisitor, Searchable, Searcher, white_score,
};

/// A move is "clearly" worse than the engine's choice when it loses this much (centi-men):
/// from here on it is a [`MoveClass::Mistake`] and the better move is named.
pub const CLEAR_MARGIN: i32 = 100;

/// How a move compares with the engine's choice, by what it loses (centi-men).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum MoveClass {
    /// The engine's own move.
    Best,
    /// Loses less than [`MoveClass::INACCURACY`].
    Good,
    /// Loses from [`MoveClass::INACCURACY`] to [`CLEAR_MARGIN`].
    Inaccuracy,
    /// Loses from [`CLEAR_MARGIN`] to [`MoveClass::BLUNDER`].
    Mistake,
    /// Loses [`MoveClass::BLUNDER`] or more: a man and a half, or a won game.
    Blunder,
}

impl MoveClass {
    /// Every class, best first.
    pub const ALL: [MoveClass; 5] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
    ];
    /// The smallest loss that is an inaccuracy.
    pub const INACCURACY: i32 = 30;
    /// The smallest loss that is a blunder.
    pub const BLUNDER: i32 = 250;

    /// The class of a move that loses `loss` (0 for the engine's own move).
    pub const fn of(loss: i32, best: bool) -> MoveClass {
        match loss {
            _ if best => MoveClass::Best,
            l if l >= MoveClass::BLUNDER => MoveClass::Blunder,
            l if l >= CLEAR_MARGIN => MoveClass::Mistake,
            l if l >= MoveClass::INACCURACY => MoveClass::Inaccuracy,
            _ => MoveClass::Good,
        }
    }

    /// The class's name.
    pub const fn name(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// The mark written after the move: `?!`, `?`, `??`, or nothing.
    pub const fn symbol(self) -> &'static str {
        match self {
            MoveClass::Best | MoveClass::Good => "",
            MoveClass::Inaccuracy => "?!",
            MoveClass::Mistake => "?",
            MoveClass::Blunder => "??",
        }
    }
}

/// Scores count at most this much (ten men) either way, so a loss is at most twice it: a won
/// game thrown away is one big loss, not a mate score.
pub const MAX_COUNTED_LOSS: i32 = 1000;

/// A side's moves in sum: the average loss and how many of each class.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Summary {
    /// Moves counted.
    pub moves: usize,
    /// The average loss a move (centi-men).
    pub average_loss: f32,
    /// Moves of each class, in the order of [`MoveClass::ALL`].
    pub counts: [usize; 5],
}

/// Each side's summary, White's first.
pub fn summaries<M>(comments: &[MoveComment<M>]) -> [Summary; 2] {
    [Colour::White, Colour::Black].map(|side| {
        let mine: Vec<&MoveComment<M>> = comments.iter().filter(|c| c.side == side).collect();
        let mut summary = Summary {
            moves: mine.len(),
            ..Summary::default()
        };
        let mut total = 0i64;
        for comment in &mine {
            total += i64::from(comment.loss);
            let index = MoveClass::ALL
                .iter()
                .position(|&c| c == comment.class)
                .unwrap_or(0);
            summary.counts[index] += 1;
        }
        if !mine.is_empty() {
            summary.average_loss = total as f32 / mine.len() as f32;
        }
        summary
    })
}

/// What a move does, seen from the side that plays it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Effects {
    /// Enemy commanders taken prisoner.
    pub taken: usize,
    /// Of those, officers.
    pub officers_taken: usize,
    /// Own men freed: jumped columns that the mover commands after the move.
    pub freed: usize,
    /// The moving column's commander was promoted.
    pub promoted: bool,
    /// The opponent has no legal move after it.
    pub wins: bool,
}

/// What `mv`, legal in `before`, does: [`effects`] on Lasca 7x7.
// A 7x7-only fast path: puzzle mining asks it of every candidate move, and `effects` on an
// `AnyPosition` allocates the squares and men it reads.
pub(crate) fn seven_effects(before: &Position, mv: Move) -> Effects {
    let side = before.side_to_move();
    let after = before.after_unchecked(mv);
    let officers_taken = mv
        .jumped()
        .filter(|&square| {
            before
                .column(square)
                .commander()
                .is_some_and(|man| man.officer)
        })
        .count();
    let freed = mv
        .jumped()
        .filter(|&square| {
            after
                .column(square)
                .commander()
                .is_some_and(|man| man.colour == side)
        })
        .count();
    let was_officer = before
        .column(mv.from())
        .commander()
        .is_some_and(|m| m.officer);
    let is_officer = after.column(mv.to()).commander().is_some_and(|m| m.officer);
    Effects {
        taken: mv.hop_count(),
        officers_taken,
        freed,
        promoted: !was_officer && is_officer,
        wins: !after.has_legal_move(),
    }
}

/// What `mv` does in `before`, on any board (a flying king's jumped squares come from the
/// position); a move that is not legal there does nothing.
pub fn effects(before: &AnyPosition, mv: AnyMove) -> Effects {
    let Ok(after) = before.after(mv) else {
        return Effects::default();
    };
    let side = before.side_to_move();
    let jumped = before.jumped(mv);
    let officer = |position: &AnyPosition, square| {
        position
            .commander(square)
            .is_some_and(|man: lasca_rules::Man| man.officer)
    };
    Effects {
        taken: jumped.len(),
        officers_taken: jumped.iter().filter(|&&sq| officer(before, sq)).count(),
        freed: jumped
            .iter()
            .filter(|&&sq| after.commander(sq).is_some_and(|man| man.colour == side))
            .count(),
        promoted: !officer(before, mv.from()) && officer(&after, mv.to()),
        wins: !after.has_legal_move(),
    }
}

/// One position's score: the engine's move there and its score for the side to move. `M` is
/// the board's move: [`Move`] on Lasca 7x7, [`AnyMove`] for a review of any board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionScore<M = Move> {
    /// The engine's move; `None` when the side to move has none.
    pub best: Option<M>,
    /// The engine's line from here, its move first.
    pub line: Vec<M>,
    /// The score for the side to move (centi-men, or beyond [`MATE_THRESHOLD`]).
    pub score: i32,
    /// Who was to move.
    pub side: Colour,
}

impl<M> PositionScore<M> {
    /// The score from White's view.
    pub fn white(&self) -> i32 {
        white_score(self.score, self.side)
    }

    /// The same score with its moves converted (to [`AnyMove`], say).
    pub fn map<N>(&self, convert: impl Fn(&M) -> N) -> PositionScore<N> {
        PositionScore {
            best: self.best.as_ref().map(&convert),
            line: self.line.iter().map(&convert).collect(),
            score: self.score,
            side: self.side,
        }
    }
}

/// The engine's comment on one move of the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveComment<M = Move> {
    /// The move's ply (1 for the first move).
    pub ply: usize,
    /// The move played.
    pub played: M,
    /// Who played it.
    pub side: Colour,
    /// The score after it, from White's view.
    pub white_after: i32,
    /// What the move cost its side against the engine's choice (0 when it is the choice, or
    /// when both keep the same forced result).
    pub loss: i32,
    /// The move's class by its loss.
    pub class: MoveClass,
    /// The score before it, from White's view.
    pub white_before: i32,
    /// The engine's move where the played one loses [`CLEAR_MARGIN`] or more, with its
    /// score from White's view.
    pub better: Option<(M, i32)>,
    /// The depth (plies from the position before the move) of the searches that scored the
    /// engine's move and the played one; 0 where it is not known ([`comment_moves`] on
    /// scores that do not say).
    pub depth: u32,
    /// The played move's value for its side, from the search that compared it with the
    /// engine's move (what [`recomment`] needs to give the same comment again).
    pub value: i32,
}

impl<M: Copy> MoveComment<M> {
    /// The same comment with its moves converted (to [`AnyMove`], say).
    pub fn map<N>(&self, convert: impl Fn(M) -> N) -> MoveComment<N> {
        MoveComment {
            ply: self.ply,
            played: convert(self.played),
            side: self.side,
            white_after: self.white_after,
            loss: self.loss,
            class: self.class,
            white_before: self.white_before,
            better: self.better.map(|(mv, score)| (convert(mv), score)),
            depth: self.depth,
            value: self.value,
        }
    }
}

/// Scores every position of `game` from its start to its end (`game.ply() + 1` of them), each
/// with its earlier positions (repetitions count), calling `on_position` as each is done.
/// Stops early, returning the scores so far, when `stop` is set.
pub fn score_positions<P: Searchable>(
    game: &Game<P>,
    limits: &SearchLimits,
    stop: &AtomicBool,
    on_position: &mut dyn FnMut(usize, PositionScore<P::Move>),
) -> Vec<PositionScore<P::Move>> {
    let searcher = Searcher::new(16);
    search_positions(&searcher, game, limits, stop, &mut |ply, reviewed| {
        on_position(ply, reviewed.score.clone());
    })
    .into_iter()
    .map(|reviewed| reviewed.score)
    .collect()
}

/// One position of a review: its score and the depth of the search it came from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionReview<M = Move> {
    /// The engine's move, line and score.
    pub score: PositionScore<M>,
    /// The depth of the last iteration the search finished (0: the side to move has no move,
    /// or the search was stopped before its first iteration).
    pub depth: u32,
}

impl<M: Copy> PositionReview<M> {
    /// The same position's review with its moves converted (to [`AnyMove`], say).
    pub fn map<N>(&self, convert: impl Fn(M) -> N) -> PositionReview<N> {
        PositionReview {
            score: self.score.map(|&mv| convert(mv)),
            depth: self.depth,
        }
    }
}

/// A whole review: every position's score and every move's comment.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameReview<M = Move> {
    /// Every position from the start to the end (`game.ply() + 1`, fewer when stopped).
    pub positions: Vec<PositionReview<M>>,
    /// A comment on each move the positions cover.
    pub comments: Vec<MoveComment<M>>,
}

impl<M> Default for GameReview<M> {
    fn default() -> GameReview<M> {
        GameReview {
            positions: Vec::new(),
            comments: Vec::new(),
        }
    }
}

impl<M: Copy> GameReview<M> {
    /// The same review with its moves converted (to [`AnyMove`], say).
    pub fn map<N>(&self, convert: impl Fn(M) -> N) -> GameReview<N> {
        GameReview {
            positions: self.positions.iter().map(|p| p.map(&convert)).collect(),
            comments: self.comments.iter().map(|c| c.map(&convert)).collect(),
        }
    }
}

/// Reviews `game`: scores every position as [`score_positions`] does (with its depth), then
/// comments each move, scoring a move that is not the engine's own by a search of the
/// position after it to the depth the engine's move was found at, less the move itself, so
/// the two are compared at the same depth. One searcher (one table) serves the whole review.
/// Stops early, returning what it has, when `stop` is set.
///
/// `game` is one board's [`Game<P>`] or an [`AnyGame`] (whose review tells [`AnyMove`]s).
pub fn review_game<G: SearchGame>(
    game: &G,
    limits: &SearchLimits,
    stop: &AtomicBool,
    on_position: &mut dyn FnMut(usize, &PositionReview<G::Move>),
) -> GameReview<G::Move> {
    struct Review<'a, M> {
        limits: &'a SearchLimits,
        stop: &'a AtomicBool,
        on_position: &'a mut dyn FnMut(usize, &PositionReview<M>),
    }
    impl<M> SearchVisitor<M> for Review<'_, M> {
        type Output = GameReview<M>;

        fn visit<P: Searchable>(self, game: &Game<P>) -> GameReview<M>
        where
            P::Move: Into<M>,
        {
            let on_position = self.on_position;
            review_board(game, self.limits, self.stop, &mut |ply, position| {
                on_position(ply, &position.map(Into::into));
            })
            .map(Into::into)
        }
    }
    game.visit_searchable(Review {
        limits,
        stop,
        on_position,
    })
}

/// [`review_game`] on one board.
fn review_board<P: Searchable>(
    game: &Game<P>,
    limits: &SearchLimits,
    stop: &AtomicBool,
    on_position: &mut dyn FnMut(usize, &PositionReview<P::Move>),
) -> GameReview<P::Move> {
    let searcher = Searcher::new(16);
    let positions = search_positions(&searcher, game, limits, stop, on_position);
    let mut replay = Game::from_position(*game.start(), game.settings());
    let mut comments = Vec::with_capacity(game.ply());
    for (i, &played) in game.moves().iter().enumerate() {
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        if replay.try_play(played).is_err() || stop.load(Ordering::Relaxed) {
            break;
        }
        let mut depth = before.depth;
        let value = if before.score.best == Some(played)
            || before.depth <= 1
            || !replay.position().has_legal_move()
        {
            -after.score.score
        } else {
            // As deep as the engine's move was searched (the played move is the first ply),
            // within twice the time or nodes the position had.
            let comparable = SearchLimits {
                depth: Some(before.depth - 1),
                movetime: limits.movetime.map(|time| time * 2),
                nodes: limits.nodes.map(|nodes| nodes.saturating_mul(2)),
                ..SearchLimits::default()
            };
            let result = searcher.search(&replay, &comparable, stop, &mut |_| {});
            if stop.load(Ordering::Relaxed) {
                break;
            }
            depth = depth.min(result.info.depth + 1);
            -result.info.score
        };
        comments.push(comment(
            i + 1,
            played,
            &before.score,
            &after.score,
            value,
            depth,
        ));
    }
    GameReview {
        positions,
        comments,
    }
}

/// The searches of [`score_positions`] and [`review_game`], on `searcher`.
fn search_positions<P: Searchable>(
    searcher: &Searcher,
    game: &Game<P>,
    limits: &SearchLimits,
    stop: &AtomicBool,
    on_position: &mut dyn FnMut(usize, &PositionReview<P::Move>),
) -> Vec<PositionReview<P::Move>> {
    let mut replay = Game::from_position(*game.start(), game.settings());
    let mut scores = Vec::with_capacity(game.ply() + 1);
    for ply in 0..=game.ply() {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let result = searcher.search(&replay, limits, stop, &mut |_| {});
        if stop.load(Ordering::Relaxed) && result.info.depth == 0 {
            break;
        }
        let reviewed = PositionReview {
            score: PositionScore {
                best: result.best_move,
                line: result.info.pv.clone(),
                score: result.info.score,
                side: replay.position().side_to_move(),
            },
            depth: result.info.depth,
        };
        on_position(ply, &reviewed);
        scores.push(reviewed);
        if let Some(&mv) = game.moves().get(ply)
            && replay.try_play(mv).is_err()
        {
            break;
        }
    }
    scores
}

/// Every legal move of `game`'s position with the engine's score for it (for the side to
/// move), best first: one search to `depth` that scores every move, on a searcher of its own.
/// `game` is one board's [`Game<P>`] or an [`AnyGame`] (whose moves are [`AnyMove`]s).
pub fn score_moves<G: SearchGame>(game: &G, depth: u32) -> Vec<(G::Move, i32)> {
    score_moves_with(&Searcher::new(16), game, depth)
}

/// [`score_moves`] on `searcher`, whose table it shares with the searches before and after it
/// (for tools that score many positions: one table instead of one for each).
pub fn score_moves_with<G: SearchGame>(
    searcher: &Searcher,
    game: &G,
    depth: u32,
) -> Vec<(G::Move, i32)> {
    struct Scores<'a> {
        searcher: &'a Searcher,
        depth: u32,
    }
    impl<M> SearchVisitor<M> for Scores<'_> {
        type Output = Vec<(M, i32)>;

        fn visit<P: Searchable>(self, game: &Game<P>) -> Vec<(M, i32)>
        where
            P::Move: Into<M>,
        {
            let limits = SearchLimits {
                multipv: game.position().legal_moves().len(),
                ..SearchLimits::depth(self.depth)
            };
            let result = self
                .searcher
                .search(game, &limits, &AtomicBool::new(false), &mut |_| {});
            result
                .info
                .lines
                .iter()
                .filter_map(|line| Some(((*line.pv.first()?).into(), line.score)))
                .collect()
        }
    }
    game.visit_searchable(Scores { searcher, depth })
}

/// The engine's move in `game` (one board's [`Game<P>`] or an [`AnyGame`]) within `limits`:
/// `None` when the side to move has none, or the search was stopped before it found one.
pub fn best_move<G: SearchGame>(
    searcher: &Searcher,
    game: &G,
    limits: &SearchLimits,
    stop: &AtomicBool,
) -> Option<G::Move> {
    struct Best<'a> {
        searcher: &'a Searcher,
        limits: &'a SearchLimits,
        stop: &'a AtomicBool,
    }
    impl<M> SearchVisitor<M> for Best<'_> {
        type Output = Option<M>;

        fn visit<P: Searchable>(self, game: &Game<P>) -> Option<M>
        where
            P::Move: Into<M>,
        {
            let result = self
                .searcher
                .search(game, self.limits, self.stop, &mut |_| {});
            result.best_move.map(Into::into)
        }
    }
    game.visit_searchable(Best {
        searcher,
        limits,
        stop,
    })
}

/// Scores this far ahead (ten men), and forced wins, are won games: a move that keeps a won
/// game won loses nothing, and one that throws it away (to less than [`MoveClass::BLUNDER`]
/// ahead) is a blunder.
pub const WON: i32 = MAX_COUNTED_LOSS;

/// What a move loses for its side (centi-men), from the score before it (`before`, the engine's
/// move's) and the played move's value `value` (both for the side that moves), and its class.
pub fn loss_and_class(before: i32, value: i32, is_best: bool) -> (i32, MoveClass) {
    if is_best {
        return (0, MoveClass::Best);
    }
    let same_forced_result = before.abs() >= MATE_THRESHOLD
        && value.abs() >= MATE_THRESHOLD
        && before.signum() == value.signum();
    let stays_won = before >= WON && value >= WON;
    // Scores beyond ten men count as ten: a forced win and a ten-man lead are both won
    // games, and a move between them loses nothing that matters.
    let capped = |score: i32| score.clamp(-MAX_COUNTED_LOSS, MAX_COUNTED_LOSS);
    let mut loss = if same_forced_result || stays_won {
        0
    } else {
        (capped(before) - capped(value)).max(0)
    };
    if before >= WON && value < MoveClass::BLUNDER {
        loss = loss.max(MoveClass::BLUNDER);
    }
    (loss, MoveClass::of(loss, false))
}

/// The comment on the move `played` at `ply`, between the positions scored `before` and
/// `after`, the move being worth `value` to its side.
fn comment<M: Copy + PartialEq>(
    ply: usize,
    played: M,
    before: &PositionScore<M>,
    after: &PositionScore<M>,
    value: i32,
    depth: u32,
) -> MoveComment<M> {
    let is_best = before.best == Some(played);
    let (loss, class) = loss_and_class(before.score, value, is_best);
    MoveComment {
        value,
        ply,
        played,
        side: before.side,
        white_after: after.white(),
        loss,
        class,
        white_before: before.white(),
        better: before
            .best
            .filter(|_| loss >= CLEAR_MARGIN)
            .map(|mv| (mv, before.white())),
        depth,
    }
}

/// The comments of a review found before, from its positions and each move's
/// [`value`](MoveComment::value) and [`depth`](MoveComment::depth) (a saved game keeps them):
/// the same comments as [`review_game`] gave, without a search. A move without its value (a
/// review kept by an older version) is valued by the next position's score, as
/// [`comment_moves`] does, at the depth of the position before it.
pub fn recomment<P: GamePosition>(
    game: &Game<P>,
    positions: &[PositionReview<P::Move>],
    moves: &[(i32, u32)],
) -> Vec<MoveComment<P::Move>> {
    recomment_moves(game.moves(), positions, moves)
}

/// [`recomment`] from the moves played (`played`, from the start), for a game of any board.
pub fn recomment_moves<M: Copy + PartialEq>(
    played: &[M],
    positions: &[PositionReview<M>],
    moves: &[(i32, u32)],
) -> Vec<MoveComment<M>> {
    played
        .iter()
        .enumerate()
        .filter_map(|(i, &played)| {
            let (before, after) = (positions.get(i)?, positions.get(i + 1)?);
            let (value, depth) = moves
                .get(i)
                .copied()
                .unwrap_or((-after.score.score, before.depth));
            Some(comment(
                i + 1,
                played,
                &before.score,
                &after.score,
                value,
                depth,
            ))
        })
        .collect()
}

/// The comments on each move that `scores` (from [`score_positions`]) cover. A played move's
/// value is the next position's score; [`review_game`] compares by comparable searches
/// instead, and says each score's depth.
pub fn comment_moves<P: GamePosition>(
    game: &Game<P>,
    scores: &[PositionScore<P::Move>],
) -> Vec<MoveComment<P::Move>> {
    // The played move's value for its side is the next position's score, negated, at depth 0.
    let positions: Vec<PositionReview<P::Move>> = scores
        .iter()
        .map(|score| PositionReview {
            score: score.clone(),
            depth: 0,
        })
        .collect();
    recomment(game, &positions, &[])
}
