//! The searcher: iterative deepening over a negamax alpha-beta with a transposition table.
//!
//! Lasca is forcing (captures are compulsory and multi-jumps must go on), so the search leans
//! on that: a position whose side to move must capture is never scored statically, the search
//! goes on through the captures (a quiescence search with no "stand pat", since there is no
//! choice to stand), and a position with a single legal move does not use up depth.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use lasca_rules::{Game, Move, MoveList, Position, SQUARE_COUNT};

use crate::eval::{COMMANDER, OFFICER, evaluate};
use crate::tt::{Bound, TranspositionTable};

/// The deepest ply from the root the search goes, extensions and captures included.
pub const MAX_PLY: usize = 100;

/// The score of a won position (the side to move has just won): a win `n` plies ahead scores
/// `MATE_SCORE - n`, a loss `n` plies ahead `-(MATE_SCORE - n)`.
pub const MATE_SCORE: i32 = 30_000;

/// Scores at or beyond this (in absolute value) are forced wins or losses, never evaluations.
pub const MATE_THRESHOLD: i32 = MATE_SCORE - MAX_PLY as i32;

/// The deepest iteration of iterative deepening.
pub const MAX_DEPTH: u32 = 64;

/// Above any score; the initial window.
const INFINITY: i32 = MATE_SCORE + 1;

/// How far below depth 0 capture sequences are followed before the position is scored as it
/// stands.
const QUIESCENCE_LIMIT: i32 = 32;

/// The stop flag and the clock are checked every this many nodes (the node limit at every node).
const CHECK_EVERY: u64 = 1024;

/// Ordering scores; each band sits above everything below it.
const ORDER_TABLE_MOVE: i32 = i32::MAX;
const ORDER_CAPTURE: i32 = 1 << 26;
const ORDER_PROMOTION: i32 = 1 << 25;
const ORDER_KILLER: [i32; 2] = [(1 << 24) + 1, 1 << 24];
const HISTORY_CAP: i32 = 1 << 20;

/// When a search stops. Every limit left at `None` is unlimited; with none set the search runs
/// until its stop flag is set (or it reaches [`MAX_DEPTH`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (captures and forced moves are searched beyond it).
    pub depth: Option<u32>,
    /// The most nodes to visit. A node-limited search is reproducible on any machine.
    pub nodes: Option<u64>,
    /// The most time to think.
    pub movetime: Option<Duration>,
}

impl Limits {
    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search at most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for at most `movetime`.
    pub fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            ..Limits::default()
        }
    }
}

/// What one finished iteration found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The iteration's depth in plies (0 when nothing was searched).
    pub depth: u32,
    /// The score for the side to move, in centi-men (a commander is 100). Beyond
    /// [`MATE_THRESHOLD`] it is a forced result: see [`mate_distance`].
    pub score: i32,
    /// Nodes visited by the whole search so far.
    pub nodes: u64,
    /// Time since the search began.
    pub elapsed: Duration,
    /// The principal variation: the expected line, the best move first.
    pub pv: Vec<Move>,
}

impl SearchInfo {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }

    /// The principal variation in notation, moves separated by spaces.
    pub fn pv_text(&self) -> String {
        let names: Vec<String> = self.pv.iter().map(ToString::to_string).collect();
        names.join(" ")
    }
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when the side to move has no legal move (and has lost).
    pub best_move: Option<Move>,
    /// The last finished iteration (or a first guess when none finished).
    pub info: SearchInfo,
}

/// How many plies away a forced result is: `Some(n)` with `n > 0` when the side to move wins
/// in `n` plies, `n < 0` when it loses in `-n` plies, `None` for an ordinary evaluation.
pub const fn mate_distance(score: i32) -> Option<i32> {
    if score >= MATE_THRESHOLD {
        Some(MATE_SCORE - score)
    } else if score <= -MATE_THRESHOLD {
        Some(-(MATE_SCORE + score))
    } else {
        None
    }
}

/// A score for people: `+63` (centi-men for the side it is from), or `win in 3 plies` /
/// `loss in 2 plies` for a forced result.
pub fn score_text(score: i32) -> String {
    match mate_distance(score) {
        Some(plies) if plies > 0 => format!("win in {plies} plies"),
        Some(plies) => format!("loss in {} plies", -plies),
        None => format!("{score:+}"),
    }
}

/// A searcher, with the tables it keeps from one search to the next.
///
/// One searcher searches one position at a time; it is `Send`, so it can be moved to a worker
/// thread and back. Searches are deterministic: the same sequence of searches with the same
/// depth or node limits from a new (or [`Searcher::clear`]ed) searcher gives the same moves.
pub struct Searcher {
    tt: TranspositionTable,
    /// Two quiet moves per ply that last caused a cut-off.
    killers: Vec<[Option<Move>; 2]>,
    /// Cut-off counts of quiet moves by start and end square.
    history: Vec<i32>,
    /// The triangular principal variation table, one line per ply.
    pv: Vec<Vec<Move>>,
    /// Scratch space for move ordering, one list per ply.
    order: Vec<Vec<(i32, u16)>>,
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_megabytes` MiB.
    pub fn new(tt_megabytes: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(tt_megabytes),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; SQUARE_COUNT * SQUARE_COUNT],
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(MAX_PLY)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.killers.fill([None; 2]);
        self.history.fill(0);
    }

    /// Searches the current position of `game` within `limits`, calling `on_info` after each
    /// finished iteration, and returns the best move found.
    ///
    /// The game's earlier positions count for repetitions (a repeated position is a draw when
    /// the game's `repetition_draw` is on) and its ply limit, if any, draws. Setting `stop`
    /// ends the search within a few thousand nodes; the answer is then the best move of the
    /// last finished iteration. A position with one legal move is answered at once.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let root = *game.position();
        let moves = root.legal_moves();
        let Some(&first) = moves.first() else {
            return SearchResult {
                best_move: None,
                info: SearchInfo {
                    depth: 0,
                    score: -MATE_SCORE,
                    nodes: 0,
                    elapsed: start.elapsed(),
                    pv: Vec::new(),
                },
            };
        };
        if moves.len() == 1 {
            let info = SearchInfo {
                depth: 1,
                score: score_after(&root, first),
                nodes: 1,
                elapsed: start.elapsed(),
                pv: vec![first],
            };
            on_info(&info);
            return SearchResult {
                best_move: Some(first),
                info,
            };
        }

        for slot in &mut self.history {
            *slot /= 2;
        }
        self.killers.fill([None; 2]);
        let mut search = Search::new(self, game, limits, stop, start);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut result = SearchResult {
            best_move: None,
            info: SearchInfo {
                depth: 0,
                score: 0,
                nodes: 0,
                elapsed: Duration::ZERO,
                pv: Vec::new(),
            },
        };
        for depth in 1..=max_depth {
            let score = search.negamax(&root, depth as i32, -INFINITY, INFINITY, 0);
            if search.stopped {
                break;
            }
            let info = SearchInfo {
                depth,
                score,
                nodes: search.nodes,
                elapsed: start.elapsed(),
                pv: search.searcher.pv[0].clone(),
            };
            on_info(&info);
            result = SearchResult {
                best_move: info.pv.first().copied(),
                info,
            };
            if let Some(plies) = mate_distance(score)
                && plies.unsigned_abs() <= depth
            {
                break;
            }
            if limits
                .movetime
                .is_some_and(|movetime| start.elapsed() * 2 > movetime)
            {
                // The next iteration would most likely be cut short and wasted.
                break;
            }
        }
        if result.best_move.is_none() {
            // No iteration finished: the partial one's best move if it has one, else the move
            // ordering's first choice. Either way a legal move.
            let best = search.searcher.pv[0]
                .first()
                .copied()
                .unwrap_or_else(|| search.first_choice(&root, &moves).unwrap_or(first));
            result.best_move = Some(best);
            result.info.pv = vec![best];
            result.info.score = score_after(&root, best);
        }
        result.info.nodes = search.nodes;
        result.info.elapsed = start.elapsed();
        result
    }

    /// Scores every legal move of the current position by a full-window search `depth` plies
    /// deep (the move itself is the first ply), for choosing among near-best moves. Returns the
    /// moves in generation order with their scores for the side to move; fewer if `stop` was
    /// set before all were scored.
    pub fn score_moves(&mut self, game: &Game, depth: u32, stop: &AtomicBool) -> Vec<(Move, i32)> {
        let root = *game.position();
        let moves = root.legal_moves();
        let mut search = Search::new(self, game, &Limits::default(), stop, Instant::now());
        let mut scored = Vec::with_capacity(moves.len());
        for &mv in &moves {
            let child = root.after_unchecked(mv);
            search.push(child.hash());
            let score = -search.negamax(&child, depth as i32 - 1, -INFINITY, INFINITY, 1);
            search.pop(child.hash());
            if search.stopped {
                break;
            }
            scored.push((mv, score));
        }
        scored
    }
}

/// A quick score for playing `mv`: a win if it leaves the opponent without a move, else the
/// static evaluation of the position after it.
fn score_after(position: &Position, mv: Move) -> i32 {
    let child = position.after_unchecked(mv);
    if child.has_legal_move() {
        -evaluate(&child)
    } else {
        MATE_SCORE - 1
    }
}

/// Mate scores are stored relative to the node, so they stay right wherever it is reached.
const fn score_to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_THRESHOLD {
        score + ply as i32
    } else if score <= -MATE_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

const fn score_from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_THRESHOLD {
        score - ply as i32
    } else if score <= -MATE_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}

/// What a capture takes: each jumped commander, and any of the mover's men it frees.
fn capture_gain(position: &Position, mv: Move) -> i32 {
    let mover = position.side_to_move();
    mv.jumped()
        .filter_map(|over| position.column(over).pop_commander())
        .map(|(taken, rest)| {
            let mut gain = COMMANDER + if taken.officer { OFFICER } else { 0 };
            if rest.commander().is_some_and(|man| man.colour == mover) {
                gain += rest.count(mover) as i32 * COMMANDER;
            }
            gain
        })
        .sum()
}

/// Whether `mv` promotes a soldier commander.
fn promotes(position: &Position, mv: Move) -> bool {
    position
        .column(mv.from())
        .commander()
        .is_some_and(|man| !man.officer && mv.to().is_promotion_rank(man.colour))
}

/// One search in progress: the searcher's tables and this search's limits and counters.
struct Search<'a> {
    searcher: &'a mut Searcher,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    max_nodes: u64,
    nodes: u64,
    stopped: bool,
    /// Hashes of every position from the game's start to the current node.
    path: Vec<u64>,
    /// How many positions of `path` fall in each of 4,096 hash buckets: a quick "surely not a
    /// repetition" before scanning the path.
    seen: Box<[u8; 4096]>,
    repetition_draw: bool,
    /// The ply from the root at which the game's ply limit draws, if it has one.
    draw_ply: Option<usize>,
}

impl<'a> Search<'a> {
    fn new(
        searcher: &'a mut Searcher,
        game: &Game,
        limits: &Limits,
        stop: &'a AtomicBool,
        start: Instant,
    ) -> Search<'a> {
        let mut search = Search {
            searcher,
            stop,
            deadline: limits.movetime.map(|movetime| start + movetime),
            max_nodes: limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            stopped: false,
            path: Vec::with_capacity(game.ply() + MAX_PLY + 1),
            seen: Box::new([0; 4096]),
            repetition_draw: game.settings().repetition_draw,
            draw_ply: game
                .settings()
                .ply_limit
                .map(|limit| (limit as usize).saturating_sub(game.ply())),
        };
        for hash in game.history_hashes() {
            search.push(hash);
        }
        search
    }

    fn push(&mut self, hash: u64) {
        self.path.push(hash);
        let slot = &mut self.seen[(hash & 4095) as usize];
        *slot = slot.saturating_add(1);
    }

    fn pop(&mut self, hash: u64) {
        self.path.pop();
        let slot = &mut self.seen[(hash & 4095) as usize];
        *slot = slot.saturating_sub(1);
    }

    /// Whether the current position (the last of the path) occurred before.
    fn is_repetition(&self) -> bool {
        let Some((&now, earlier)) = self.path.split_last() else {
            return false;
        };
        if !self.repetition_draw || self.seen[(now & 4095) as usize] < 2 {
            return false;
        }
        // Only positions with the same side to move, every second one back, can be equal.
        earlier
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|&hash| hash == now)
    }

    fn check_limits(&mut self) {
        // The node limit is checked exactly (so node-limited searches reproduce), the flag and
        // the clock every few nodes (they cost more).
        if self.nodes >= self.max_nodes
            || (self.nodes.is_multiple_of(CHECK_EVERY)
                && (self.stop.load(Ordering::Relaxed)
                    || self
                        .deadline
                        .is_some_and(|deadline| Instant::now() >= deadline)))
        {
            self.stopped = true;
        }
    }

    /// The move the ordering would search first at the root (for a search stopped early).
    fn first_choice(&self, position: &Position, moves: &MoveList) -> Option<Move> {
        let index = self.searcher.tt.probe(position.hash())?.move_index?;
        moves.get(index).copied()
    }

    /// Negamax alpha-beta: the score of `position` for its side to move, searched `depth`
    /// plies (then on through captures), `ply` plies below the root.
    fn negamax(
        &mut self,
        position: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.searcher.pv[ply].clear();
        self.nodes += 1;
        self.check_limits();
        if self.stopped {
            return 0;
        }
        if ply > 0 && self.is_repetition() {
            return 0;
        }
        let drawn_by_ply_limit = ply > 0 && self.draw_ply.is_some_and(|limit| ply >= limit);
        if depth <= 0 || ply >= MAX_PLY {
            let must_capture = position.must_capture();
            if !must_capture || depth < -QUIESCENCE_LIMIT || ply >= MAX_PLY {
                // A quiet position (or one too deep to follow): it stands as it is.
                if !must_capture && !position.has_legal_move() {
                    return -(MATE_SCORE - ply as i32);
                }
                return if drawn_by_ply_limit {
                    0
                } else {
                    evaluate(position)
                };
            }
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            return -(MATE_SCORE - ply as i32);
        }
        if drawn_by_ply_limit {
            return 0;
        }

        let key = position.hash();
        let pv_node = beta - alpha > 1;
        let mut table_move = None;
        if let Some(hit) = self.searcher.tt.probe(key) {
            table_move = hit.move_index.filter(|&index| index < moves.len());
            if ply > 0 && !pv_node && hit.depth >= depth {
                let score = score_from_table(hit.score, ply);
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        // A forced move costs no depth: the line is only as long as the choices in it.
        let child_depth = if moves.len() == 1 { depth } else { depth - 1 };
        let captures = moves[0].is_capture();
        let mut order = std::mem::take(&mut self.searcher.order[ply]);
        order.clear();
        let killers = self.searcher.killers[ply];
        for (index, &mv) in moves.iter().enumerate() {
            let score = if table_move == Some(index) {
                ORDER_TABLE_MOVE
            } else if captures {
                ORDER_CAPTURE + capture_gain(position, mv)
            } else if promotes(position, mv) {
                ORDER_PROMOTION
            } else if killers[0] == Some(mv) {
                ORDER_KILLER[0]
            } else if killers[1] == Some(mv) {
                ORDER_KILLER[1]
            } else {
                self.searcher.history[history_slot(mv)]
            };
            order.push((score, index as u16));
        }

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_index = None;
        for n in 0..order.len() {
            let pick = (n..order.len())
                .max_by_key(|&i| (order[i].0, std::cmp::Reverse(i)))
                .expect("a non-empty range");
            order.swap(n, pick);
            let (order_score, index) = order[n];
            let mv = moves[usize::from(index)];
            let child = position.after_unchecked(mv);
            self.push(child.hash());
            let score = if n == 0 {
                -self.negamax(&child, child_depth, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves with no history of cut-offs are searched a ply shallower
                // first; any sign that one is good earns it the full search.
                let reduction =
                    i32::from(!captures && depth >= 3 && n >= 3 && order_score < ORDER_KILLER[1]);
                let mut score =
                    -self.negamax(&child, child_depth - reduction, -alpha - 1, -alpha, ply + 1);
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, child_depth, -alpha - 1, -alpha, ply + 1);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, child_depth, -beta, -alpha, ply + 1);
                }
                score
            };
            self.pop(child.hash());
            if self.stopped {
                self.searcher.order[ply] = order;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_index = Some(usize::from(index));
                if score > alpha {
                    alpha = score;
                    let (line, rest) = self.searcher.pv.split_at_mut(ply + 1);
                    line[ply].clear();
                    line[ply].push(mv);
                    line[ply].extend_from_slice(&rest[0]);
                    if alpha >= beta {
                        if !captures {
                            self.reward(mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.searcher.order[ply] = order;

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_move = if bound == Bound::Upper {
            None
        } else {
            best_index
        };
        self.searcher.tt.store(
            key,
            depth,
            score_to_table(best_score, ply),
            bound,
            stored_move,
        );
        best_score
    }

    /// A quiet move caused a cut-off: remember it as a killer and in the history.
    fn reward(&mut self, mv: Move, depth: i32, ply: usize) {
        let killers = &mut self.searcher.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let slot = &mut self.searcher.history[history_slot(mv)];
        *slot = (*slot + depth * depth).min(HISTORY_CAP);
    }
}

/// The history table's slot for a move: its start and end squares.
fn history_slot(mv: Move) -> usize {
    mv.from().index() * SQUARE_COUNT + mv.to().index()
}
