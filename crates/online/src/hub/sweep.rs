//! The hub's sweep, once a second of its clock: games nobody joined are withdrawn once
//! [`HubLimits::waiting_expiry_ms`](super::HubLimits::waiting_expiry_ms) has passed, untimed
//! games nobody moved in for [`HubLimits::idle_game_ms`](super::HubLimits::idle_game_ms) too,
//! finished games leave memory after
//! [`HubLimits::ended_linger_ms`](super::HubLimits::ended_linger_ms), addresses with nothing
//! left to remember are forgotten, and the database's disk is looked at. So what the hub holds
//! is bounded by the games going on and the connections open, not by how long the server has
//! run.

use std::sync::atomic::Ordering;

use super::Hub;
use crate::protocol::{EndReason, GameResult, Status};
use crate::store::StoreError;

/// How often the sweep runs (ms of the hub's clock).
pub(super) const SWEEP_MS: u64 = 1000;

/// A rated game whose side to move has not made its first move this long after its clock
/// started (White's first move, or Black's reply) is aborted: withdrawn, not rated (ms).
pub(super) const ABORT_MS: u64 = 30_000;

/// Whether a rated game on a clock (not days a move) is to be aborted at `now`.
fn aborts(live: &super::live::Live, now: u64) -> bool {
    live.players.rated
        && live.game.ply() < 2
        && live.clock.is_some_and(|clock| {
            clock.control.days_per_move().is_none()
                && clock.running.is_some()
                && now.saturating_sub(clock.since_ms) >= ABORT_MS
        })
}

/// How long a seek's maker may be gone (a reload) before the seek is withdrawn (ms); the
/// sweep looks once a second, so a seek goes between one and two seconds after its maker.
pub(super) const SEEK_GRACE_MS: u64 = 1000;

impl Hub {
    /// Expiry, finished games, addresses.
    pub(super) fn sweep(&mut self, now: u64) -> Result<(), StoreError> {
        self.expire_waiting(now)?;
        self.forget_ended(now);
        self.sweep_addresses(now);
        if let Some(path) = &self.disk {
            let low = super::disk_low(path, self.limits.min_free_bytes);
            if low && !self.disk_low {
                tracing::error!(path = %path.display(), "the database's disk is nearly full: no new games until it has room");
            }
            self.disk_low = low;
        }
        Ok(())
    }

    /// Withdraws, in the store too, every seek of the lobby whose maker left it (gone for
    /// [`SEEK_GRACE_MS`]), every rated game nobody began ([`ABORT_MS`]: aborted, not
    /// rated), every game that waited too long for a second player, and
    /// every untimed game nobody moved in for too long; its players hear `ended`
    /// (`withdrawn`, no winner). A store that refuses leaves it for the next sweep.
    fn expire_waiting(&mut self, now: u64) -> Result<(), StoreError> {
        let expiry = self.limits.waiting_expiry_ms;
        let idle = self.limits.idle_game_ms;
        // A seek posted in the lobby whose maker has been gone a second or more.
        let mut abandoned = Vec::new();
        for live in self.games.values_mut() {
            let Some(posted) = live.posted.as_mut() else {
                continue;
            };
            let online = live.seats.iter().flatten().any(super::live::Seat::online);
            if live.status != Status::Waiting || online {
                posted.gone_since = None;
            } else if let Some(since) = posted.gone_since {
                if now.saturating_sub(since) >= SEEK_GRACE_MS {
                    abandoned.push(live.code.clone());
                }
            } else {
                posted.gone_since = Some(now);
            }
        }
        let expired: Vec<String> = abandoned
            .into_iter()
            .chain(
                self.games
                    .values()
                    .filter(|live| match live.status {
                        Status::Waiting => now.saturating_sub(live.created_ms) >= expiry,
                        Status::Playing => {
                            (live.time_control.is_none()
                                && now.saturating_sub(live.last_move_ms) >= idle)
                                || aborts(live, now)
                        }
                        Status::Ended => false,
                    })
                    .map(|live| live.code.clone()),
            )
            .collect::<std::collections::BTreeSet<String>>()
            .into_iter()
            .collect();
        for code in expired {
            let mut next = self.games[&code].clone();
            next.end(
                GameResult {
                    winner: None,
                    reason: EndReason::Withdrawn,
                },
                now,
            );
            if let Err(error) = self.store_end(&code, next, now)? {
                tracing::error!(%code, %error, "could not withdraw an expired game; trying again");
            }
        }
        Ok(())
    }

    /// Drops from memory the games finished for longer than the linger, whoever follows them.
    fn forget_ended(&mut self, now: u64) {
        let linger = self.limits.ended_linger_ms;
        let mut forget = Vec::new();
        for (code, live) in &self.games {
            if live.status == Status::Ended {
                let since = *self.ended_since.entry(code.clone()).or_insert(now);
                if now.saturating_sub(since) >= linger {
                    forget.push(code.clone());
                }
            }
        }
        let games = &self.games;
        self.ended_since.retain(|code, _| games.contains_key(code));
        for code in forget {
            self.ended_cache.remove(&code);
            if let Some(live) = self.games.remove(&code) {
                self.released.push(code.clone());
                for conn in live.audience() {
                    if let Some(peer) = self.peers.get_mut(&conn) {
                        peer.seats.remove(&code);
                        peer.watching.remove(&code);
                    }
                }
            }
            self.ended_since.remove(&code);
        }
    }

    /// Publishes the sizes of what the hub holds.
    pub(super) fn count(&self) {
        let stats = &self.stats;
        stats
            .connections
            .store(self.peers.len() as u64, Ordering::Relaxed);
        stats
            .games
            .store(self.games.len() as u64, Ordering::Relaxed);
        stats
            .addresses
            .store(self.addresses.len() as u64, Ordering::Relaxed);
        stats
            .deadlines
            .store(self.deadlines.len() as u64, Ordering::Relaxed);
    }
}
