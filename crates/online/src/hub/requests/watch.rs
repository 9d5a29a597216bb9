//! `watch` and `unwatch`: spectators.

use super::super::{ConnId, Hub};
use super::Refusal;
use crate::protocol::ServerMessage;

impl Hub {
    /// Answers `watch` with `state`; every change follows.
    pub(super) fn watch(&mut self, conn: ConnId, code: String, now: u64) -> Result<(), Refusal> {
        self.may_watch(conn, &code)?;
        let live = self.find(&code)?;
        live.watchers.insert(conn);
        let view = live.view(now);
        if let Some(peer) = self.peers.get_mut(&conn) {
            peer.watching.insert(code);
        }
        self.reply(conn, &ServerMessage::State { game: view });
        Ok(())
    }

    /// `unwatch`: no more news of the game (never refused, never answered).
    pub(super) fn unwatch(&mut self, conn: ConnId, code: &str) {
        if let Some(live) = self.games.get_mut(code) {
            live.watchers.remove(&conn);
        }
        if let Some(peer) = self.peers.get_mut(&conn) {
            peer.watching.remove(code);
        }
        self.evict(code);
    }
}
