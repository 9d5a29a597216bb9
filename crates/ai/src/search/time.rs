//! Time management: a chess-style clock turned into a time budget for one move, and the
//! guess of how long the next iteration takes.

use std::time::Duration;

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

/// How much longer the next iteration is expected to take than the last: the last growth,
/// within reason (a first guess of 2 when the iterations were too quick to time).
pub(super) fn growth(last: Duration, before: Duration) -> f64 {
    if before < Duration::from_micros(200) {
        2.0
    } else {
        (last.as_secs_f64() / before.as_secs_f64()).clamp(1.2, 5.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::SearchLimits;

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
        let fixed = SearchLimits::movetime(Duration::from_millis(200)).time_budget();
        assert_eq!(
            fixed,
            Some(TimeBudget {
                soft: Duration::from_millis(190),
                hard: Duration::from_millis(190)
            })
        );
    }
}
