//! The Lazy SMP driver: one search's threads. Every helper thread runs its own iterative
//! deepening of the same root (every second one a ply deeper) and they share the
//! transposition table, so each finds the others' results; only the main thread's answer
//! counts.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::Instant;

use lasca_rules::Game;

use super::negamax::Search;
use super::{INFINITY, MATE_SCORE, MAX_DEPTH, SearchInfo, SearchLimits, SearchResult, Searcher};
use crate::searchable::Searchable;

/// Deep capture sequences recurse: every search thread gets this much stack.
const THREAD_STACK: usize = 32 << 20;

impl Searcher {
    /// Searches the current position of `game` within `limits`, calling `on_info` after each
    /// finished iteration, and returns the best move found.
    ///
    /// The game's earlier positions count for repetitions (a repeated position is a draw when
    /// the game's `repetition_draw` is on) and its ply limit, if any, draws. Setting `stop`
    /// ends the search within a few thousand nodes; the answer is then the best move of the
    /// last finished iteration, or of the unfinished one once it has searched its first move.
    /// A position with one legal move is searched like any other (its move costs no depth, so
    /// iteration `d` searches the position after it `d` plies deep): its score is a searched
    /// one, with its depth. Only a search stopped before its first iteration finished answers
    /// an unsearched score, and says so with depth 0 ([`SearchInfo::depth`]).
    pub fn search<P: Searchable>(
        &self,
        game: &Game<P>,
        limits: &SearchLimits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo<P::Move>),
    ) -> SearchResult<P::Move> {
        let start = Instant::now();
        let root = *game.position();
        let moves = root.legal_moves();
        if moves.is_empty() {
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
                        let mut search =
                            Search::new(self, game, &SearchLimits::default(), stop, start);
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
}

/// Sets its flag when dropped.
struct SetOnDrop<'a>(&'a AtomicBool);

impl Drop for SetOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl<M> SearchResult<M> {
    fn with_nodes(mut self, total: impl FnOnce(u64) -> u64) -> SearchResult<M> {
        self.info.nodes = total(self.info.nodes);
        self
    }
}

/// What the threads of one search share besides the table.
pub(super) struct Context<'a> {
    pub(super) start: Instant,
    /// Set when the main thread has its answer: the helpers stop.
    pub(super) done: &'a AtomicBool,
    /// Nodes the helpers have visited, added every few thousand.
    pub(super) helper_nodes: &'a AtomicU64,
}
