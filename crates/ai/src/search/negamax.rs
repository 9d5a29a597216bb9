//! One thread's search: the main thread's iterative deepening and the negamax alpha-beta
//! below it, with its move ordering, repetition checks and transposition table use.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use lasca_rules::{Game, GameMove};

use super::smp::Context;
use super::time::growth;
use super::{
    INFINITY, MATE_SCORE, MATE_THRESHOLD, MAX_PLY, ScoredLine, SearchInfo, SearchLimits,
    SearchResult, Searcher, mate_distance,
};
use crate::searchable::{Searchable, WeightSet};
use crate::tt::{Bound, TranspositionTable};

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

/// One search thread's tables, built for each search.
pub(super) struct Tables<M> {
    /// Two quiet moves per ply that last caused a cut-off.
    killers: Vec<[Option<M>; 2]>,
    /// Cut-off counts of quiet moves by start and end square.
    pub(super) history: Vec<i32>,
    /// The triangular principal variation table, one line per ply.
    pv: Vec<Vec<M>>,
    /// Scratch space for move ordering, one list per ply.
    order: Vec<Vec<(i32, u16)>>,
}

impl<M: GameMove> Tables<M> {
    fn new(history_slots: usize) -> Tables<M> {
        Tables {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; history_slots],
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(MAX_PLY)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        }
    }
}

/// A quick score for playing `mv`: a win if it leaves the opponent without a move, else the
/// static evaluation of the position after it.
pub(super) fn score_after<P: Searchable>(position: &P, mv: P::Move, weights: &WeightSet) -> i32 {
    let child = position.after_unchecked(mv);
    if child.has_legal_move() {
        -child.evaluate(weights)
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

/// One thread's search in progress: the shared table, this thread's tables, and this
/// search's limits and counters.
pub(super) struct Search<'a, P: Searchable> {
    tt: &'a TranspositionTable,
    weights: &'a WeightSet,
    pub(super) tables: Tables<P::Move>,
    stop: &'a AtomicBool,
    /// Set for a helper thread: it also stops when the main thread is done.
    pub(super) helper: Option<&'a Context<'a>>,
    /// Set for the main thread: the helpers' nodes count in its reports.
    pub(super) counted: Option<&'a Context<'a>>,
    deadline: Option<Instant>,
    max_nodes: u64,
    pub(super) nodes: u64,
    /// Nodes already added to the helpers' shared count.
    pub(super) flushed: u64,
    pub(super) stopped: bool,
    /// Root moves left out of this iteration (the better lines found for MultiPV).
    excluded: Vec<P::Move>,
    /// The best root score of the iteration in progress (meaningful once `tables.pv[0]` holds
    /// a move).
    root_score: i32,
    /// Hashes of every position from the game's start to the current node.
    path: Vec<u64>,
    /// How many positions of `path` fall in each of 4,096 hash buckets: a quick "surely not a
    /// repetition" before scanning the path.
    seen: Box<[u8; 4096]>,
    repetition_draw: bool,
    /// The ply from the root at which the game's ply limit draws, if it has one.
    draw_ply: Option<usize>,
}

impl<'a, P: Searchable> Search<'a, P> {
    pub(super) fn new(
        searcher: &'a Searcher,
        game: &Game<P>,
        limits: &SearchLimits,
        stop: &'a AtomicBool,
        start: Instant,
    ) -> Search<'a, P> {
        let mut search = Search {
            tt: &searcher.shared.tt,
            weights: &searcher.shared.weights,
            tables: Tables::new(P::HISTORY_SLOTS),
            stop,
            helper: None,
            counted: None,
            deadline: limits.time_budget().map(|budget| start + budget.hard),
            max_nodes: limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            flushed: 0,
            stopped: false,
            excluded: Vec::new(),
            root_score: -INFINITY,
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

    /// The main thread's iterative deepening: reports each iteration and plans its time.
    pub(super) fn iterate(
        &mut self,
        root: &P,
        moves: &[P::Move],
        limits: &SearchLimits,
        max_depth: u32,
        on_info: &mut dyn FnMut(&SearchInfo<P::Move>),
    ) -> SearchResult<P::Move> {
        let start = self
            .counted
            .map_or_else(Instant::now, |context| context.start);
        let budget = limits.time_budget();
        let wanted_lines = limits.multipv.clamp(1, moves.len());
        let mut result = SearchResult {
            best_move: None,
            info: SearchInfo {
                depth: 0,
                score: 0,
                nodes: 0,
                elapsed: Duration::ZERO,
                pv: Vec::new(),
                lines: Vec::new(),
            },
        };
        let mut durations = [Duration::ZERO; 2];
        let mut iteration_start = Duration::ZERO;
        for depth in 1..=max_depth {
            let mut lines = Vec::with_capacity(wanted_lines);
            self.excluded.clear();
            while lines.len() < wanted_lines {
                let score = self.negamax(root, depth as i32, -INFINITY, INFINITY, 0);
                if self.stopped {
                    break;
                }
                let pv = self.tables.pv[0].clone();
                let Some(&best) = pv.first() else { break };
                self.excluded.push(best);
                lines.push(ScoredLine { score, pv });
            }
            if self.stopped {
                // An unfinished iteration still counts once its first move is searched: its
                // best so far was searched deeper than the last finished one.
                if wanted_lines == 1
                    && let Some(&best) = self.tables.pv[0].first()
                {
                    result.best_move = Some(best);
                    result.info.pv = self.tables.pv[0].clone();
                    result.info.score = self.root_score;
                    result.info.lines = vec![ScoredLine {
                        score: self.root_score,
                        pv: result.info.pv.clone(),
                    }];
                }
                break;
            }
            lines.sort_by_key(|line| std::cmp::Reverse(line.score));
            let elapsed = start.elapsed();
            let info = SearchInfo {
                depth,
                score: lines[0].score,
                nodes: self.reported_nodes(),
                elapsed,
                pv: lines[0].pv.clone(),
                lines,
            };
            on_info(&info);
            let score = info.score;
            result = SearchResult {
                best_move: info.pv.first().copied(),
                info,
            };
            if let Some(plies) = mate_distance(score)
                && plies.unsigned_abs() <= depth
            {
                break;
            }
            durations = [elapsed - iteration_start, durations[0]];
            iteration_start = elapsed;
            if let Some(budget) = budget {
                let expected = durations[0].mul_f64(growth(durations[0], durations[1]));
                // With a fixed time, time not used is lost: go on until the hard limit.
                if elapsed >= budget.soft
                    || (budget.soft < budget.hard && elapsed + expected > budget.hard)
                {
                    break;
                }
            }
        }
        if result.best_move.is_none() {
            // Nothing searched: the move ordering's first choice (the table's move, if any).
            let key = root.hash();
            let best = self
                .tt
                .probe(key)
                .and_then(|hit| hit.move_index)
                // An index into the root's generated moves (see `crate::tt`).
                .and_then(|index| moves.get(index).copied())
                .unwrap_or(moves[0]);
            let score = score_after(root, best, self.weights);
            result.best_move = Some(best);
            result.info.pv = vec![best];
            result.info.score = score;
            result.info.lines = vec![ScoredLine {
                score,
                pv: vec![best],
            }];
        }
        result.info.nodes = self.nodes;
        result.info.elapsed = start.elapsed();
        result
    }

    /// Nodes of every thread so far.
    fn reported_nodes(&self) -> u64 {
        self.nodes
            + self
                .counted
                .map_or(0, |context| context.helper_nodes.load(Ordering::Relaxed))
    }

    pub(super) fn push(&mut self, hash: u64) {
        self.path.push(hash);
        let slot = &mut self.seen[(hash & 4095) as usize];
        *slot = slot.saturating_add(1);
    }

    pub(super) fn pop(&mut self, hash: u64) {
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
        // The node limit is checked exactly (so node-limited searches reproduce), the flags and
        // the clock every few nodes (they cost more).
        if self.nodes >= self.max_nodes {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(CHECK_EVERY) {
            if let Some(context) = self.helper {
                context
                    .helper_nodes
                    .fetch_add(self.nodes - self.flushed, Ordering::Relaxed);
                self.flushed = self.nodes;
                if context.done.load(Ordering::Relaxed) {
                    self.stopped = true;
                }
            }
            if self.stop.load(Ordering::Relaxed)
                || self
                    .deadline
                    .is_some_and(|deadline| Instant::now() >= deadline)
            {
                self.stopped = true;
            }
        }
    }

    /// Negamax alpha-beta: the score of `position` for its side to move, searched `depth`
    /// plies (then on through captures), `ply` plies below the root.
    pub(super) fn negamax(
        &mut self,
        position: &P,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.tables.pv[ply].clear();
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
                    position.evaluate(self.weights)
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
        if let Some(hit) = self.tt.probe(key) {
            // The table keeps the best move as an index into this position's generated list
            // (`crate::tt`'s note): it names the same move only because generation order is
            // fixed, and a collision's index is checked against the list, so it is at worst a
            // poor first guess.
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
        let excluding = ply == 0 && !self.excluded.is_empty();
        let mut order = std::mem::take(&mut self.tables.order[ply]);
        order.clear();
        let killers = self.tables.killers[ply];
        for (index, &mv) in moves.iter().enumerate() {
            if excluding && self.excluded.contains(&mv) {
                continue;
            }
            let score = if table_move == Some(index) {
                ORDER_TABLE_MOVE
            } else if captures {
                ORDER_CAPTURE + position.capture_gain(mv)
            } else if position.promotes(mv) {
                ORDER_PROMOTION
            } else if killers[0] == Some(mv) {
                ORDER_KILLER[0]
            } else if killers[1] == Some(mv) {
                ORDER_KILLER[1]
            } else {
                self.tables.history[P::history_slot(mv)]
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
            // Computed once: an 8x8 position works its hash out from its columns.
            let hash = child.hash();
            self.push(hash);
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
            self.pop(hash);
            if self.stopped {
                self.tables.order[ply] = order;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_index = Some(usize::from(index));
                if score > alpha {
                    alpha = score;
                    let (line, rest) = self.tables.pv.split_at_mut(ply + 1);
                    line[ply].clear();
                    line[ply].push(mv);
                    line[ply].extend_from_slice(&rest[0]);
                    if ply == 0 {
                        self.root_score = score;
                    }
                    if alpha >= beta {
                        if !captures {
                            self.reward(mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        self.tables.order[ply] = order;
        if excluding {
            // A score without the better moves is no score of the position.
            return best_score;
        }

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // Stored as the move's index in `moves` (generation order), not as the move.
        let stored_move = if bound == Bound::Upper {
            None
        } else {
            best_index
        };
        self.tt.store(
            key,
            depth,
            score_to_table(best_score, ply),
            bound,
            stored_move,
        );
        best_score
    }

    /// A quiet move caused a cut-off: remember it as a killer and in the history.
    fn reward(&mut self, mv: P::Move, depth: i32, ply: usize) {
        let killers = &mut self.tables.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let slot = &mut self.tables.history[P::history_slot(mv)];
        *slot = (*slot + depth * depth).min(HISTORY_CAP);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Clock;

    #[test]
    fn the_search_stops_at_the_planned_hard_limit() {
        // The deadline a search checks is its limits' hard limit from its start: what the
        // protocol's clock test charges each move.
        let searcher = Searcher::new(1);
        let game = Game::new();
        let stop = AtomicBool::new(false);
        let start = Instant::now();
        let limits = SearchLimits {
            clock: Some(Clock {
                time_left: Duration::from_millis(1500),
                increment: Duration::from_millis(20),
                moves_to_go: None,
            }),
            ..SearchLimits::default()
        };
        let budget = limits.time_budget().expect("a clock gives a budget");
        let search = Search::new(&searcher, &game, &limits, &stop, start);
        assert_eq!(search.deadline, Some(start + budget.hard));
        let unlimited = Search::new(&searcher, &game, &SearchLimits::nodes(5), &stop, start);
        assert_eq!((unlimited.deadline, unlimited.max_nodes), (None, 5));
    }
}
