//! `watch` and `unwatch`: spectators.

use super::super::{ConnId, Hub};
use super::{Refusal, refuse};
use crate::protocol::ErrorKind;

impl Hub {
    /// Answers `watch` with `state`; every change follows. A game has at most
    /// [`HubLimits::spectators_per_game`](super::super::HubLimits::spectators_per_game)
    /// spectators (`too_many_watchers`).
    pub(super) fn watch(&mut self, conn: ConnId, code: String, now: u64) -> Result<(), Refusal> {
        self.may_watch(conn, &code)?;
        let limit = self.limits.spectators_per_game;
        let live = self.find(&code)?;
        let variant = live.game.variant();
        let full = live.watchers.len() >= limit && !live.watchers.contains(&conn);
        self.speaks_variant(conn, variant)?;
        if full {
            return refuse(
                ErrorKind::TooManyWatchers,
                format!("this game has {limit} spectators already: try again later"),
            );
        }
        let live = self.find(&code)?;
        live.watchers.insert(conn);
        self.send_state(&[conn], &code, now);
        if let Some(peer) = self.peers.get_mut(&conn) {
            peer.watching.insert(code);
        }
        Ok(())
    }

    /// `unwatch`: no more news of the game. Never answered, whatever the code: a game one
    /// watches, one one does not, or no game at all get the same silence, and nothing is looked
    /// up, so `unwatch` tells nothing about which codes exist. (Asking about a game the
    /// connection does not follow counts against the address's guesses, as every such request
    /// does: see `addresses.rs`.)
    pub(super) fn unwatch(&mut self, conn: ConnId, code: &str) {
        let watched = self
            .peers
            .get_mut(&conn)
            .is_some_and(|peer| peer.watching.remove(code));
        if !watched {
            return;
        }
        if let Some(live) = self.games.get_mut(code) {
            live.watchers.remove(&conn);
        }
        self.evict(code);
    }
}
