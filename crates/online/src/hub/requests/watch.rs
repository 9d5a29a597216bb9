//! `watch` and `unwatch`: spectators.

use super::super::{ConnId, Hub};
use super::{Refusal, refuse};
use crate::protocol::{ErrorKind, valid_code};

impl Hub {
    /// Answers `watch` with `state`; every change follows.
    pub(super) fn watch(&mut self, conn: ConnId, code: String, now: u64) -> Result<(), Refusal> {
        self.may_watch(conn, &code)?;
        let variant = self.find(&code)?.game.variant();
        self.speaks_variant(conn, variant)?;
        let live = self.find(&code)?;
        live.watchers.insert(conn);
        self.send_state(&[conn], &code, now);
        if let Some(peer) = self.peers.get_mut(&conn) {
            peer.watching.insert(code);
        }
        Ok(())
    }

    /// `unwatch`: no more news of the game. Done, it is not answered (like a move); a code no
    /// game has gets `no_such_game`. Unwatching a game one does not watch is done already.
    /// A game that is not in memory is not loaded for it.
    pub(super) fn unwatch(&mut self, conn: ConnId, code: &str) -> Result<(), Refusal> {
        let known =
            valid_code(code) && (self.games.contains_key(code) || self.store.code_exists(code)?);
        if !known {
            return refuse(
                ErrorKind::NoSuchGame,
                format!("no game has the code {code:?}"),
            );
        }
        if let Some(live) = self.games.get_mut(code) {
            live.watchers.remove(&conn);
        }
        if let Some(peer) = self.peers.get_mut(&conn) {
            peer.watching.remove(code);
        }
        self.evict(code);
        Ok(())
    }
}
