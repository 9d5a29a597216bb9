//! The searcher: iterative deepening over a negamax alpha-beta with a transposition table.
//!
//! Lasca is forcing (captures are compulsory and multi-jumps must go on), so the search leans
//! on that: a position whose side to move must capture is never scored statically, the search
//! goes on through the captures (a quiescence search with no "stand pat", since there is no
//! choice to stand), and a position with a single legal move does not use up depth.
//!
//! More threads search "Lazy SMP": every helper thread runs its own iterative deepening of the
//! same root (every second one a ply deeper) and they share the transposition table, so each
//! finds the others' results; only the main thread's answer counts.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use lasca_rules::{Game, Move, MoveList, Position, SQUARE_COUNT};

use crate::eval::{Weights, evaluate_with};
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

/// The most search threads a searcher runs.
pub const MAX_THREADS: usize = 64;

/// Above any score; the initial window.
const INFINITY: i32 = MATE_SCORE + 1;

/// How far below depth 0 capture sequences are followed before the position is scored as it
/// stands.
const QUIESCENCE_LIMIT: i32 = 32;

/// The stop flag and the clock are checked every this many nodes (the node limit at every node).
const CHECK_EVERY: u64 = 1024;

/// Deep capture sequences recurse: every search thread gets this much stack.
const THREAD_STACK: usize = 32 << 20;

/// Ordering scores; each band sits above everything below it.
const ORDER_TABLE_MOVE: i32 = i32::MAX;
const ORDER_CAPTURE: i32 = 1 << 26;
const ORDER_PROMOTION: i32 = 1 << 25;
const ORDER_KILLER: [i32; 2] = [(1 << 24) + 1, 1 << 24];
const HISTORY_CAP: i32 = 1 << 20;
/// What a capture is guessed to win, for ordering captures: a commander taken, an officer
/// extra, and each of the mover's men freed.
const ORDER_COMMANDER: i32 = 100;
const ORDER_OFFICER: i32 = 50;

/// A chess-style clock for `go wtime .. btime ..`: the side to move's time and increment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the side to move's clock.
    pub time_left: Duration,
    /// Time added to it after each move.
    pub increment: Duration,
    /// Moves to play until the next time control, if the clock has one.
    pub moves_to_go: Option<u32>,
}

/// A clock game's moves still to play when the clock does not say: Lasca games run 40 to 60
/// moves a side, and a move planned for 30 leaves room for a long game.
const ASSUMED_MOVES_TO_GO: u32 = 30;

/// The search's time: no iteration starts after `soft`, and the search stops at `hard`, even
/// in the middle of an iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// The time to aim for.
    pub soft: Duration,
    /// The time never to exceed.
    pub hard: Duration,
}

impl Clock {
    /// The time budget for one move: the time left shared among the moves to go, plus most of
    /// the increment, as the soft limit; the hard limit three times that. Neither ever comes
    /// near the time left: a reserve of 1/20 of it (at most 50 ms, for answering and the
    /// opponent's overhead) is never touched, and no move takes more than half of the rest.
    pub fn budget(&self) -> TimeBudget {
        let reserve = (self.time_left / 20).min(Duration::from_millis(50));
        let usable = self.time_left.saturating_sub(reserve);
        let moves = self.moves_to_go.unwrap_or(ASSUMED_MOVES_TO_GO).max(1);
        let most = usable / 2;
        let soft = (usable / moves + self.increment * 3 / 4).min(most);
        let hard = (soft * 3).min(most).max(soft);
        TimeBudget { soft, hard }
    }
}

/// When a search stops, and how many best moves it reports. Every limit left at `None` is
/// unlimited; with none set the search runs until its stop flag is set (or it reaches
/// [`MAX_DEPTH`]). When several are set the search stops at the first one reached.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (captures and forced moves are searched beyond it).
    pub depth: Option<u32>,
    /// The most nodes to visit (by the main thread). A node-limited search on one thread is
    /// reproducible on any machine.
    pub nodes: Option<u64>,
    /// The time to think. The search uses all of it (less a margin of 1/20, at most 10 ms,
    /// for answering), stopping its last iteration mid-way.
    pub movetime: Option<Duration>,
    /// A clock to play by: the search plans its time from it (see [`Clock::budget`]).
    pub clock: Option<Clock>,
    /// How many best moves to find, each with its score and line ([`SearchInfo::lines`]);
    /// 0 and 1 both mean the best move only.
    pub multipv: usize,
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

    /// Search for `movetime`.
    pub fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            ..Limits::default()
        }
    }

    /// The time budget these limits give, if any: `movetime` (less its margin) as both limits,
    /// or the clock's budget; with both, the tighter of each.
    pub fn time_budget(&self) -> Option<TimeBudget> {
        let fixed = self.movetime.map(|movetime| {
            let time = movetime.saturating_sub((movetime / 20).min(Duration::from_millis(10)));
            TimeBudget {
                soft: time,
                hard: time,
            }
        });
        let planned = self.clock.map(|clock| clock.budget());
        match (fixed, planned) {
            (Some(a), Some(b)) => Some(TimeBudget {
                soft: a.soft.min(b.soft),
                hard: a.hard.min(b.hard),
            }),
            (a, b) => a.or(b),
        }
    }
}

/// One of the best moves with its score and expected line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredLine {
    /// The score for the side to move, as [`SearchInfo::score`].
    pub score: i32,
    /// The line, its move first.
    pub pv: Vec<Move>,
}

/// What one finished iteration found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The iteration's depth in plies (0 when nothing was searched).
    pub depth: u32,
    /// The score for the side to move, in centi-men (a commander is 100). Beyond
    /// [`MATE_THRESHOLD`] it is a forced result: see [`mate_distance`].
    pub score: i32,
    /// Nodes visited by the whole search so far, every thread's.
    pub nodes: u64,
    /// Time since the search began.
    pub elapsed: Duration,
    /// The principal variation: the expected line, the best move first.
    pub pv: Vec<Move>,
    /// The best moves, best first, each with its score and line: as many as
    /// [`Limits::multipv`] asked for (and the position has moves); the first is `score` and
    /// `pv`.
    pub lines: Vec<ScoredLine>,
}

impl SearchInfo {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }

    /// The principal variation in notation, moves separated by spaces.
    pub fn pv_text(&self) -> String {
        line_text(&self.pv)
    }
}

/// Moves in notation, separated by spaces.
pub(crate) fn line_text(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    names.join(" ")
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

/// What every clone of a searcher shares.
struct Shared {
    tt: TranspositionTable,
    weights: Weights,
    threads: AtomicUsize,
}

/// A searcher: a handle to a transposition table that lives from one search to the next, so a
/// game's later moves find what its earlier searches learnt.
///
/// Cloning is cheap and every clone shares the table (an `Arc`): keep one per player for a
/// whole game, move a clone into each move's background task, and [`Searcher::clear`] it for a
/// new game. Searches with the same depth or node limits on one thread from a new (or
/// cleared) searcher, in the same order, give the same moves. [`Searcher::set_threads`] makes
/// it search on more threads.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use lasca_ai::{Limits, Searcher};
/// use lasca_rules::Game;
///
/// let searcher = Searcher::new(16);
/// let mut game = Game::new();
/// let stop = AtomicBool::new(false);
/// for _ in 0..4 {
///     let result = searcher.search(&game, &Limits::depth(4), &stop, &mut |_| {});
///     game.try_play(result.best_move.expect("the start has moves")).unwrap();
/// }
/// assert_eq!(game.ply(), 4);
/// searcher.clear(); // a new game
/// ```
#[derive(Clone)]
pub struct Searcher {
    shared: Arc<Shared>,
}

/// One search thread's tables, built for each search.
struct Tables {
    /// Two quiet moves per ply that last caused a cut-off.
    killers: Vec<[Option<Move>; 2]>,
    /// Cut-off counts of quiet moves by start and end square.
    history: Vec<i32>,
    /// The triangular principal variation table, one line per ply.
    pv: Vec<Vec<Move>>,
    /// Scratch space for move ordering, one list per ply.
    order: Vec<Vec<(i32, u16)>>,
}

impl Tables {
    fn new() -> Tables {
        Tables {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; SQUARE_COUNT * SQUARE_COUNT],
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(MAX_PLY)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        }
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_megabytes` MiB, the engine's
    /// evaluation weights and one thread.
    pub fn new(tt_megabytes: usize) -> Searcher {
        Searcher::with_weights(tt_megabytes, Weights::DEFAULT)
    }

    /// A searcher that evaluates with `weights` (for tuning and comparing weights).
    pub fn with_weights(tt_megabytes: usize, weights: Weights) -> Searcher {
        Searcher {
            shared: Arc::new(Shared {
                tt: TranspositionTable::new(tt_megabytes),
                weights,
                threads: AtomicUsize::new(1),
            }),
        }
    }

    /// Forgets everything learnt (a new game). Every clone shares the table, so it forgets too.
    pub fn clear(&self) {
        self.shared.tt.clear();
    }

    /// Searches on `threads` threads from now on (1 to [`MAX_THREADS`]; clamped), for every
    /// clone. More than one thread is faster but no longer reproducible.
    pub fn set_threads(&self, threads: usize) {
        self.shared
            .threads
            .store(threads.clamp(1, MAX_THREADS), Ordering::Relaxed);
    }

    /// How many threads a search runs.
    pub fn threads(&self) -> usize {
        self.shared.threads.load(Ordering::Relaxed)
    }

    /// The transposition table's size in MiB.
    pub fn tt_megabytes(&self) -> usize {
        self.shared.tt.megabytes()
    }

    /// The evaluation weights it searches with.
    pub fn weights(&self) -> &Weights {
        &self.shared.weights
    }

    /// Searches the current position of `game` within `limits`, calling `on_info` after each
    /// finished iteration, and returns the best move found.
    ///
    /// The game's earlier positions count for repetitions (a repeated position is a draw when
    /// the game's `repetition_draw` is on) and its ply limit, if any, draws. Setting `stop`
    /// ends the search within a few thousand nodes; the answer is then the best move of the
    /// last finished iteration, or of the unfinished one once it has searched its first move.
    /// A position with one legal move is answered at once.
    pub fn search(
        &self,
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
                    lines: Vec::new(),
                },
            };
        };
        if moves.len() == 1 {
            let score = score_after(&root, first, self.weights());
            let info = SearchInfo {
                depth: 1,
                score,
                nodes: 1,
                elapsed: start.elapsed(),
                pv: vec![first],
                lines: vec![ScoredLine {
                    score,
                    pv: vec![first],
                }],
            };
            on_info(&info);
            return SearchResult {
                best_move: Some(first),
                info,
            };
        }

        self.shared.tt.new_search();
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let done = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let context = Context {
            start,
            done: &done,
            helper_nodes: &helper_nodes,
        };
        thread::scope(|scope| {
            for helper in 1..self.threads() {
                let context = &context;
                // A helper that cannot be started only makes the search slower.
                let _ = thread::Builder::new()
                    .name("lasca-helper".to_owned())
                    .stack_size(THREAD_STACK)
                    .spawn_scoped(scope, move || {
                        let mut search = Search::new(self, game, &Limits::default(), stop, start);
                        search.helper = Some(context);
                        // Each helper breaks the ties between untried quiet moves its own way,
                        // so the threads spread over the tree instead of searching it twice.
                        let mut noise = helper as u64;
                        for slot in &mut search.tables.history {
                            noise = noise
                                .wrapping_mul(0x5851_F42D_4C95_7F2D)
                                .wrapping_add(0x1405_7B7E_F767_814F);
                            *slot = (noise >> 58) as i32;
                        }
                        let skew = (helper % 2) as u32;
                        for depth in (1 + skew)..=max_depth {
                            search.negamax(&root, depth as i32, -INFINITY, INFINITY, 0);
                            if search.stopped {
                                break;
                            }
                        }
                        context
                            .helper_nodes
                            .fetch_add(search.nodes - search.flushed, Ordering::Relaxed);
                    });
            }
            // The helpers stop when the main thread is done, even if it panics.
            let _done = SetOnDrop(&done);
            let mut search = Search::new(self, game, limits, stop, start);
            search.counted = Some(&context);
            search.iterate(&root, &moves, limits, max_depth, on_info)
        })
        .with_nodes(|main| main + helper_nodes.load(Ordering::Relaxed))
    }

    /// Scores every legal move of the current position by a full-window search `depth` plies
    /// deep (the move itself is the first ply), for choosing among near-best moves. Returns the
    /// moves in generation order with their scores for the side to move; fewer if `stop` was
    /// set before all were scored.
    pub fn score_moves(&self, game: &Game, depth: u32, stop: &AtomicBool) -> Vec<(Move, i32)> {
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

/// Sets its flag when dropped.
struct SetOnDrop<'a>(&'a AtomicBool);

impl Drop for SetOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl SearchResult {
    fn with_nodes(mut self, total: impl FnOnce(u64) -> u64) -> SearchResult {
        self.info.nodes = total(self.info.nodes);
        self
    }
}

/// What the threads of one search share besides the table.
struct Context<'a> {
    start: Instant,
    /// Set when the main thread has its answer: the helpers stop.
    done: &'a AtomicBool,
    /// Nodes the helpers have visited, added every few thousand.
    helper_nodes: &'a AtomicU64,
}

/// A quick score for playing `mv`: a win if it leaves the opponent without a move, else the
/// static evaluation of the position after it.
fn score_after(position: &Position, mv: Move, weights: &Weights) -> i32 {
    let child = position.after_unchecked(mv);
    if child.has_legal_move() {
        -evaluate_with(&child, weights)
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

/// What a capture takes, for ordering: each jumped commander, and any of the mover's men it
/// frees.
fn capture_gain(position: &Position, mv: Move) -> i32 {
    let mover = position.side_to_move();
    mv.jumped()
        .filter_map(|over| position.column(over).pop_commander())
        .map(|(taken, rest)| {
            let mut gain = ORDER_COMMANDER + if taken.officer { ORDER_OFFICER } else { 0 };
            if rest.commander().is_some_and(|man| man.colour == mover) {
                gain += rest.count(mover) as i32 * ORDER_COMMANDER;
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

/// How much longer the next iteration is expected to take than the last: the last growth,
/// within reason (a first guess of 2 when the iterations were too quick to time).
fn growth(last: Duration, before: Duration) -> f64 {
    if before < Duration::from_micros(200) {
        2.0
    } else {
        (last.as_secs_f64() / before.as_secs_f64()).clamp(1.2, 5.0)
    }
}

/// One thread's search in progress: the shared table, this thread's tables, and this
/// search's limits and counters.
struct Search<'a> {
    tt: &'a TranspositionTable,
    weights: &'a Weights,
    tables: Tables,
    stop: &'a AtomicBool,
    /// Set for a helper thread: it also stops when the main thread is done.
    helper: Option<&'a Context<'a>>,
    /// Set for the main thread: the helpers' nodes count in its reports.
    counted: Option<&'a Context<'a>>,
    deadline: Option<Instant>,
    max_nodes: u64,
    nodes: u64,
    /// Nodes already added to the helpers' shared count.
    flushed: u64,
    stopped: bool,
    /// Root moves left out of this iteration (the better lines found for MultiPV).
    excluded: Vec<Move>,
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

impl<'a> Search<'a> {
    fn new(
        searcher: &'a Searcher,
        game: &Game,
        limits: &Limits,
        stop: &'a AtomicBool,
        start: Instant,
    ) -> Search<'a> {
        let mut search = Search {
            tt: &searcher.shared.tt,
            weights: &searcher.shared.weights,
            tables: Tables::new(),
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
    fn iterate(
        &mut self,
        root: &Position,
        moves: &MoveList,
        limits: &Limits,
        max_depth: u32,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
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
    fn negamax(
        &mut self,
        position: &Position,
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
                    evaluate_with(position, self.weights)
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
                ORDER_CAPTURE + capture_gain(position, mv)
            } else if promotes(position, mv) {
                ORDER_PROMOTION
            } else if killers[0] == Some(mv) {
                ORDER_KILLER[0]
            } else if killers[1] == Some(mv) {
                ORDER_KILLER[1]
            } else {
                self.tables.history[history_slot(mv)]
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
    fn reward(&mut self, mv: Move, depth: i32, ply: usize) {
        let killers = &mut self.tables.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let slot = &mut self.tables.history[history_slot(mv)];
        *slot = (*slot + depth * depth).min(HISTORY_CAP);
    }
}

/// The history table's slot for a move: its start and end squares.
fn history_slot(mv: Move) -> usize {
    mv.from().index() * SQUARE_COUNT + mv.to().index()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budgets_stay_inside_the_clock() {
        for (left, inc, to_go) in [
            (60_000, 0, None),
            (1_000, 0, None),
            (30, 0, None),
            (5_000, 1_000, None),
            (2_000, 0, Some(1)),
            (0, 0, None),
        ] {
            let clock = Clock {
                time_left: Duration::from_millis(left),
                increment: Duration::from_millis(inc),
                moves_to_go: to_go,
            };
            let budget = clock.budget();
            assert!(budget.soft <= budget.hard, "{clock:?}");
            assert!(budget.hard <= clock.time_left / 2, "{clock:?}: {budget:?}");
        }
        let budget = Clock {
            time_left: Duration::from_millis(60_000),
            increment: Duration::from_millis(400),
            moves_to_go: None,
        }
        .budget();
        // (60000 - 50) / 30 + 300 ms.
        assert_eq!(budget.soft, Duration::from_nanos(2_298_333_333));
        let fixed = Limits::movetime(Duration::from_millis(200)).time_budget();
        assert_eq!(
            fixed,
            Some(TimeBudget {
                soft: Duration::from_millis(190),
                hard: Duration::from_millis(190)
            })
        );
    }
}
