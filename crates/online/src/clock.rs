//! A game's two clocks, and where the time comes from.
//!
//! [`GameClock`] is plain arithmetic on milliseconds: every method that needs the time takes
//! `now` as a parameter, so the server's hub and a client's view of the game run the same
//! clocks, and tests run them without waiting. [`TimeSource`] says what `now` is: the
//! [`WallClock`] (the server, since its clocks are stored and survive a restart), a
//! [`MonotonicClock`] (a client, whose clocks must not jump with the system's time) or a
//! [`FakeClock`] that tests move by hand.
//!
//! ```
//! use lasca_online::clock::GameClock;
//! use lasca_online::protocol::TimeControl;
//! use lasca_rules::Colour;
//!
//! let mut clock = GameClock::new(TimeControl { initial_s: 60, increment_s: 2 }, 0);
//! clock.start(Colour::White, 1_000);
//! clock.moved(Colour::White, 4_000); // White thought 3 s and gains 2 s.
//! assert_eq!(clock.left(Colour::White, 9_000), 59_000);
//! assert_eq!(clock.left(Colour::Black, 9_000), 55_000); // Black's clock runs since 4 s.
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use lasca_rules::Colour;

use crate::protocol::{Clocks, TimeControl};

/// The clocks of one timed game: each side's time left, which one runs, and since when.
///
/// Times are milliseconds on whatever scale the caller's [`TimeSource`] uses; only
/// differences between two `now`s matter. A clock never goes below zero.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameClock {
    /// The time control: initial time and increment.
    pub control: TimeControl,
    /// White's time left at `since_ms`.
    pub white_ms: u64,
    /// Black's time left at `since_ms`.
    pub black_ms: u64,
    /// The side whose clock runs, if one does.
    pub running: Option<Colour>,
    /// When the running clock last started (or, when none runs, when the clocks last changed).
    pub since_ms: u64,
}

impl GameClock {
    /// Both clocks full, neither running.
    pub const fn new(control: TimeControl, now: u64) -> GameClock {
        let initial = control.initial_s as u64 * 1000;
        GameClock {
            control,
            white_ms: initial,
            black_ms: initial,
            running: None,
            since_ms: now,
        }
    }

    /// The clocks a server message reported, as received at `now`.
    pub const fn from_clocks(control: TimeControl, clocks: Clocks, now: u64) -> GameClock {
        GameClock {
            control,
            white_ms: clocks.white_ms,
            black_ms: clocks.black_ms,
            running: clocks.running,
            since_ms: now,
        }
    }

    /// The increment, in milliseconds.
    pub const fn increment_ms(&self) -> u64 {
        self.control.increment_s as u64 * 1000
    }

    const fn stored(&self, colour: Colour) -> u64 {
        match colour {
            Colour::White => self.white_ms,
            Colour::Black => self.black_ms,
        }
    }

    /// Sets `colour`'s time left and restarts the running clock from `now`.
    pub fn set_left(&mut self, colour: Colour, left_ms: u64, now: u64) {
        self.charge(now);
        match colour {
            Colour::White => self.white_ms = left_ms,
            Colour::Black => self.black_ms = left_ms,
        }
    }

    /// `colour`'s time left at `now`.
    pub fn left(&self, colour: Colour, now: u64) -> u64 {
        let stored = self.stored(colour);
        if self.running == Some(colour) {
            stored.saturating_sub(now.saturating_sub(self.since_ms))
        } else {
            stored
        }
    }

    /// Both clocks at `now`, as the protocol reports them.
    pub fn clocks(&self, now: u64) -> Clocks {
        Clocks {
            white_ms: self.left(Colour::White, now),
            black_ms: self.left(Colour::Black, now),
            running: self.running,
        }
    }

    /// When the running clock reaches zero, if one runs.
    pub fn deadline(&self) -> Option<u64> {
        let colour = self.running?;
        Some(self.since_ms.saturating_add(self.stored(colour)))
    }

    /// The side whose flag has fallen at `now`: its clock runs and shows zero.
    pub fn fallen(&self, now: u64) -> Option<Colour> {
        self.running.filter(|&colour| self.left(colour, now) == 0)
    }

    /// Charges the running side its time up to `now` and restarts its clock from `now`.
    pub fn charge(&mut self, now: u64) {
        if let Some(colour) = self.running {
            let left = self.left(colour, now);
            match colour {
                Colour::White => self.white_ms = left,
                Colour::Black => self.black_ms = left,
            }
        }
        self.since_ms = now;
    }

    /// Starts `colour`'s clock at `now` (charging whichever ran before).
    pub fn start(&mut self, colour: Colour, now: u64) {
        self.charge(now);
        self.running = Some(colour);
    }

    /// Stops the clocks at `now`, charging the running side: the game is over.
    pub fn stop(&mut self, now: u64) {
        self.charge(now);
        self.running = None;
    }

    /// `mover` moved at `now`: its thinking time is charged, the increment added, and the
    /// opponent's clock starts.
    /// A correspondence control sets the mover's time back to the whole (days a move).
    pub fn moved(&mut self, mover: Colour, now: u64) {
        self.charge(now);
        let left = if self.control.days_per_move().is_some() {
            self.control.initial_s as u64 * 1000
        } else {
            self.stored(mover) + self.increment_ms()
        };
        match mover {
            Colour::White => self.white_ms = left,
            Colour::Black => self.black_ms = left,
        }
        self.running = Some(mover.opponent());
    }

    /// Charges nobody for the time from `last_alive` to `now` (a server that was down): the
    /// running side pays up to `last_alive` (or nothing, if its clock started later), and its
    /// clock goes on from `now`.
    pub fn forgive(&mut self, last_alive: u64, now: u64) {
        self.charge(last_alive.max(self.since_ms));
        self.since_ms = now;
    }
}

/// Where `now` comes from, in milliseconds.
pub trait TimeSource: Send + Sync {
    /// The time now.
    fn now_ms(&self) -> u64;
}

/// The system's time: milliseconds since the Unix epoch. The server's clocks are stored in
/// it, so that they mean the same after a restart.
#[derive(Clone, Copy, Debug, Default)]
pub struct WallClock;

impl TimeSource for WallClock {
    fn now_ms(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
}

/// Milliseconds since this value was made, never going back (a client's clocks).
#[derive(Clone, Copy, Debug)]
pub struct MonotonicClock {
    start: Instant,
}

impl MonotonicClock {
    /// Starts at zero now.
    pub fn new() -> MonotonicClock {
        MonotonicClock {
            start: Instant::now(),
        }
    }
}

impl Default for MonotonicClock {
    fn default() -> MonotonicClock {
        MonotonicClock::new()
    }
}

impl TimeSource for MonotonicClock {
    fn now_ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}

/// A time that moves only when told to, for tests. Clones share the same time.
#[derive(Clone, Debug, Default)]
pub struct FakeClock {
    now: Arc<AtomicU64>,
}

impl FakeClock {
    /// A clock showing `now_ms`.
    pub fn at(now_ms: u64) -> FakeClock {
        FakeClock {
            now: Arc::new(AtomicU64::new(now_ms)),
        }
    }

    /// Moves the time forward by `ms`.
    pub fn advance(&self, ms: u64) {
        self.now.fetch_add(ms, Ordering::SeqCst);
    }

    /// Sets the time.
    pub fn set(&self, now_ms: u64) {
        self.now.store(now_ms, Ordering::SeqCst);
    }
}

impl TimeSource for FakeClock {
    fn now_ms(&self) -> u64 {
        self.now.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE_PLUS_2: TimeControl = TimeControl {
        initial_s: 60,
        increment_s: 2,
    };

    #[test]
    fn a_new_clock_is_full_and_stopped() {
        let clock = GameClock::new(MINUTE_PLUS_2, 500);
        assert_eq!(clock.left(Colour::White, 10_000), 60_000);
        assert_eq!(clock.left(Colour::Black, 10_000), 60_000);
        assert_eq!(clock.deadline(), None);
        assert_eq!(clock.fallen(u64::MAX), None);
        assert_eq!(
            clock.clocks(10_000),
            Clocks {
                white_ms: 60_000,
                black_ms: 60_000,
                running: None
            }
        );
    }

    #[test]
    fn only_the_running_side_is_charged() {
        let mut clock = GameClock::new(MINUTE_PLUS_2, 0);
        clock.start(Colour::White, 1_000);
        assert_eq!(clock.left(Colour::White, 1_800), 59_200);
        assert_eq!(clock.left(Colour::Black, 1_800), 60_000);
        // A `now` before the start charges nothing.
        assert_eq!(clock.left(Colour::White, 500), 60_000);
        assert_eq!(clock.deadline(), Some(61_000));
    }

    #[test]
    fn a_move_charges_the_mover_adds_the_increment_and_starts_the_opponent() {
        let mut clock = GameClock::new(MINUTE_PLUS_2, 0);
        clock.start(Colour::White, 0);
        clock.moved(Colour::White, 800);
        assert_eq!(clock.white_ms, 61_200);
        assert_eq!(clock.running, Some(Colour::Black));
        assert_eq!(clock.since_ms, 800);
        assert_eq!(clock.left(Colour::Black, 1_800), 59_000);
        assert_eq!(clock.left(Colour::White, 1_800), 61_200);
        assert_eq!(clock.deadline(), Some(60_800));
    }

    #[test]
    fn a_flag_falls_at_the_deadline_and_not_before() {
        let mut clock = GameClock::new(
            TimeControl {
                initial_s: 1,
                increment_s: 0,
            },
            0,
        );
        clock.start(Colour::White, 100);
        assert_eq!(clock.deadline(), Some(1_100));
        assert_eq!(clock.fallen(1_099), None);
        assert_eq!(clock.fallen(1_100), Some(Colour::White));
        assert_eq!(clock.left(Colour::White, 5_000), 0, "never below zero");
    }

    #[test]
    fn stop_charges_and_freezes() {
        let mut clock = GameClock::new(MINUTE_PLUS_2, 0);
        clock.start(Colour::Black, 0);
        clock.stop(10_000);
        assert_eq!(clock.running, None);
        assert_eq!(clock.left(Colour::Black, 99_000), 50_000);
        assert_eq!(clock.deadline(), None);
    }

    #[test]
    fn start_charges_the_side_that_ran() {
        let mut clock = GameClock::new(MINUTE_PLUS_2, 0);
        clock.start(Colour::White, 0);
        // Starting a clock again first charges what it used (a take-back restarts one).
        clock.start(Colour::White, 5_000);
        assert_eq!(clock.left(Colour::White, 5_000), 55_000);
        assert_eq!(clock.left(Colour::White, 6_000), 54_000);
    }

    #[test]
    fn downtime_is_forgiven() {
        let mut clock = GameClock::new(MINUTE_PLUS_2, 0);
        clock.start(Colour::White, 1_000);
        // Alive until 4 s, back at 20 s: White pays 3 s, not 19.
        clock.forgive(4_000, 20_000);
        assert_eq!(clock.left(Colour::White, 20_000), 57_000);
        assert_eq!(clock.left(Colour::White, 21_000), 56_000);
        // A clock started after the last heartbeat pays nothing for the gap.
        let mut late = GameClock::new(MINUTE_PLUS_2, 0);
        late.start(Colour::Black, 5_000);
        late.forgive(4_000, 20_000);
        assert_eq!(late.left(Colour::Black, 20_000), 60_000);
    }

    #[test]
    fn set_left_keeps_the_other_side() {
        let mut clock = GameClock::new(MINUTE_PLUS_2, 0);
        clock.start(Colour::White, 0);
        clock.set_left(Colour::Black, 1_234, 2_000);
        assert_eq!(clock.left(Colour::Black, 2_000), 1_234);
        assert_eq!(clock.left(Colour::White, 2_000), 58_000);
    }

    #[test]
    fn a_clock_from_a_message_counts_down_from_its_arrival() {
        let clocks = Clocks {
            white_ms: 10_000,
            black_ms: 7_000,
            running: Some(Colour::Black),
        };
        let clock = GameClock::from_clocks(MINUTE_PLUS_2, clocks, 50);
        assert_eq!(clock.clocks(50), clocks);
        assert_eq!(clock.left(Colour::Black, 1_050), 6_000);
    }

    #[test]
    fn the_fake_clock_moves_only_when_told_and_its_clones_agree() {
        let fake = FakeClock::at(1_000);
        let other = fake.clone();
        assert_eq!(fake.now_ms(), 1_000);
        fake.advance(250);
        assert_eq!(other.now_ms(), 1_250);
        other.set(7);
        assert_eq!(fake.now_ms(), 7);
        let monotonic = MonotonicClock::new();
        assert!(monotonic.now_ms() <= monotonic.now_ms());
        assert!(WallClock.now_ms() > 0);
    }
}
