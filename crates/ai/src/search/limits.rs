//! What a search is asked for: its depth, nodes, time or clock, and how many best lines.

use std::time::Duration;

use super::{Clock, TimeBudget};

/// When a search stops, and how many best moves it reports. Every limit left at `None` is
/// unlimited; with none set the search runs until its stop flag is set (or it reaches
/// [`MAX_DEPTH`](super::MAX_DEPTH)). When several are set the search stops at the first one
/// reached.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
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
    /// How many best moves to find, each with its score and line
    /// ([`SearchInfo::lines`](super::SearchInfo::lines)); 0 and 1 both mean the best move only.
    pub multipv: usize,
}

impl SearchLimits {
    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(depth),
            ..SearchLimits::default()
        }
    }

    /// Search at most `nodes` nodes.
    pub fn nodes(nodes: u64) -> SearchLimits {
        SearchLimits {
            nodes: Some(nodes),
            ..SearchLimits::default()
        }
    }

    /// Search for `movetime`.
    pub fn movetime(movetime: Duration) -> SearchLimits {
        SearchLimits {
            movetime: Some(movetime),
            ..SearchLimits::default()
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
