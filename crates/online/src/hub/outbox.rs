//! The connections the hub knows, and the messages it queues for them until the batch commits.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::atomic::Ordering;

use lasca_rules::Colour;
use tokio::sync::mpsc::Sender;
use tokio::sync::mpsc::error::TrySendError;

use super::live::index;
use super::{ConnId, Frame, Hub, address_key};
use crate::protocol::{
    BOARD_PROTOCOL_VERSION, ErrorKind, GameView, OLDEST_PROTOCOL_VERSION,
    SPECTATORS_PROTOCOL_VERSION, ServerMessage, Status,
};

/// A connection, as the hub knows it.
pub(super) struct Peer {
    /// Its queue; none for a connection of another instance ([`Peer::remote`]).
    tx: Option<Sender<Frame>>,
    /// A connection of another instance (its name, and the connection's number there),
    /// whose messages go on the bus.
    pub(super) remote: Option<(String, ConnId)>,
    /// Its client's address, as the limits count it ([`address_key`]).
    pub(super) addr: IpAddr,
    /// Codes of games this connection holds a seat in.
    pub(super) seats: HashSet<String>,
    /// Codes of games it watches.
    pub(super) watching: HashSet<String>,
    /// The protocol version it said `hello` with: version 2 gets the board in `state` and
    /// `moved` ([`Hub::broadcast_versions`]).
    pub(super) protocol: u32,
    /// Who it is (a guest or an account); none for another instance's connection.
    pub(super) who: Option<super::players::Who>,
}

impl Hub {
    /// A new connection, and its queue. One past its address's limit is told so and closed
    /// once the batch's messages are out.
    pub(super) fn connect(
        &mut self,
        conn: ConnId,
        addr: IpAddr,
        tx: Sender<Frame>,
        who: super::players::Credentials,
    ) {
        self.add_peer(conn, addr, Some(tx), None);
        let who = self.identify(who);
        if let Some(peer) = self.peers.get_mut(&conn) {
            peer.who = Some(who);
        }
    }

    /// A connection, local (with its queue) or of another instance (`remote`). One past its
    /// address's limit is told so and closed once the batch's messages are out.
    pub(super) fn add_peer(
        &mut self,
        conn: ConnId,
        addr: IpAddr,
        tx: Option<Sender<Frame>>,
        remote: Option<(String, ConnId)>,
    ) {
        let addr = address_key(addr);
        self.peers.insert(
            conn,
            Peer {
                tx,
                remote,
                addr,
                seats: HashSet::new(),
                watching: HashSet::new(),
                protocol: OLDEST_PROTOCOL_VERSION,
                who: None,
            },
        );
        if !self.admit(conn, addr) {
            self.stats
                .refused_connections
                .fetch_add(1, Ordering::Relaxed);
            let limit = self.limits.connections_per_address;
            self.reply(
                conn,
                &ServerMessage::error(
                    ErrorKind::TooManyConnections,
                    format!("your address has {limit} connections open already"),
                ),
            );
            self.closing.push(conn);
        }
    }

    /// Queues `message` for every connection in `conns`.
    pub(super) fn broadcast(&mut self, conns: &[ConnId], message: &ServerMessage) {
        if conns.is_empty() {
            return;
        }
        // A message that reads otherwise before version 5 (a game `abandoned`).
        if let Some(old) = message.before_players() {
            let (new_conns, old_conns): (Vec<ConnId>, Vec<ConnId>) =
                conns.iter().partition(|&&conn| self.speaks_players(conn));
            let old_text: Frame = old.to_json().into();
            for conn in old_conns {
                self.outbox.push((conn, old_text.clone()));
            }
            let text: Frame = message.to_json().into();
            for conn in new_conns {
                self.outbox.push((conn, text.clone()));
            }
            return;
        }
        let text: Frame = message.to_json().into();
        for &conn in conns {
            self.outbox.push((conn, text.clone()));
        }
    }

    /// Queues a message that comes in two versions: `plain` for version 1 connections, and
    /// `with_board` (the same with the board) for version 2 ones; the caller makes it only when
    /// [`Hub::any_thin`] says someone gets it (without it, everyone gets `plain`). Each is
    /// written once.
    pub(super) fn broadcast_versions(
        &mut self,
        conns: &[ConnId],
        plain: &ServerMessage,
        with_board: Option<&ServerMessage>,
    ) {
        let Some(with_board) = with_board else {
            self.broadcast(conns, plain);
            return;
        };
        let (thin, plain_conns): (Vec<ConnId>, Vec<ConnId>) =
            conns.iter().partition(|&&conn| self.gets_board(conn));
        self.broadcast(&plain_conns, plain);
        self.broadcast(&thin, with_board);
    }

    /// Whether any of `conns` speaks version 2 (and so gets the board).
    pub(super) fn any_thin(&self, conns: &[ConnId]) -> bool {
        conns.iter().any(|&conn| self.gets_board(conn))
    }

    /// Queues the whole game (`state`) for `conns`, with the board for version 2. The code of
    /// a rematch (always private) goes to the game's players only, never to its spectators.
    pub(super) fn send_state(&mut self, conns: &[ConnId], code: &str, now: u64) {
        let Some(live) = self.games.get(code) else {
            return;
        };
        let game = live.view(now);
        if game.rematch.is_none() {
            self.send_view(conns, code, game);
            return;
        }
        let (players, spectators): (Vec<ConnId>, Vec<ConnId>) =
            conns.iter().partition(|&&conn| live.is_player(conn));
        if !spectators.is_empty() {
            let hidden = GameView {
                rematch: None,
                ..game.clone()
            };
            self.send_view(&spectators, code, hidden);
        }
        self.send_view(&players, code, game);
    }

    /// Queues `game` (the view of the game `code`) as `state` for `conns`, with the board for
    /// version 2.
    fn send_view(&mut self, conns: &[ConnId], code: &str, game: GameView) {
        if conns.is_empty() {
            return;
        }
        let with_board = self.any_thin(conns).then(|| ServerMessage::State {
            game: GameView {
                board: Some(self.games[code].board_view()),
                ..game.clone()
            },
        });
        let plain = ServerMessage::State { game };
        self.broadcast_versions(conns, &plain, with_board.as_ref());
    }

    /// Whether a connection speaks a version that gets the board (no, for one that is gone).
    pub(super) fn gets_board(&self, conn: ConnId) -> bool {
        self.peers
            .get(&conn)
            .is_some_and(|peer| peer.protocol >= BOARD_PROTOCOL_VERSION)
    }

    /// Queues `message` for one connection.
    pub(super) fn reply(&mut self, conn: ConnId, message: &ServerMessage) {
        self.broadcast(&[conn], message);
    }

    /// Queues `message` for everyone following the game.
    pub(super) fn broadcast_game(&mut self, code: &str, message: &ServerMessage) {
        if let Some(live) = self.games.get(code) {
            let audience = live.audience();
            self.broadcast(&audience, message);
        }
    }

    /// Sends the whole game to everyone following it.
    pub(super) fn broadcast_state(&mut self, code: &str, now: u64) {
        if let Some(live) = self.games.get(code) {
            let audience = live.audience();
            self.send_state(&audience, code, now);
        }
    }

    /// Tells everyone following the game who is connected; version 3 connections hear how
    /// many spectators it has too.
    pub(super) fn broadcast_presence(&mut self, code: &str) {
        self.send_presence(code, true);
    }

    /// Tells the game's version 3 audience how many spectators it has now (one came or went);
    /// the others, who are not told the number, hear nothing.
    pub(super) fn broadcast_spectators(&mut self, code: &str) {
        self.send_presence(code, false);
    }

    /// `presence` to the game's audience: with the number of spectators to the connections of
    /// version 3, without it to the older ones (and to them only if `everyone`).
    fn send_presence(&mut self, code: &str, everyone: bool) {
        let Some(live) = self.games.get(code) else {
            return;
        };
        let plain = ServerMessage::Presence {
            code: code.to_owned(),
            white: live.seat_view(Colour::White),
            black: live.seat_view(Colour::Black),
            spectators: None,
        };
        let counted = ServerMessage::Presence {
            code: code.to_owned(),
            white: live.seat_view(Colour::White),
            black: live.seat_view(Colour::Black),
            spectators: Some(u32::try_from(live.watchers.len()).unwrap_or(u32::MAX)),
        };
        let (newer, older): (Vec<ConnId>, Vec<ConnId>) = live
            .audience()
            .into_iter()
            .partition(|&conn| self.counts_spectators(conn));
        self.broadcast(&newer, &counted);
        if everyone {
            self.broadcast(&older, &plain);
        }
    }

    /// Whether a connection speaks a version whose `presence` carries the spectators.
    fn counts_spectators(&self, conn: ConnId) -> bool {
        self.peers
            .get(&conn)
            .is_some_and(|peer| peer.protocol >= SPECTATORS_PROTOCOL_VERSION)
    }

    /// Tells everyone following the game how it ended.
    pub(super) fn announce_end(&mut self, code: &str, now: u64) {
        self.stop_thinking(code);
        let Some(live) = self.games.get(code) else {
            return;
        };
        let Some(result) = live.result else {
            return;
        };
        // Finished games leave memory a while after this (sweep.rs).
        self.ended_since.insert(code.to_owned(), now);
        let message = ServerMessage::Ended {
            code: code.to_owned(),
            result,
            clocks: live.clocks(now),
        };
        let audience = live.audience();
        let rated = live.players.rated;
        self.broadcast(&audience, &message);
        // A rated game's players changed rating: everyone gets the game with the changes.
        if rated {
            self.broadcast_state(code, now);
        }
    }

    /// Hands the committed batch's messages to the connections. A connection whose queue is
    /// full (a client that stopped reading) is dropped rather than let slow everyone down;
    /// so is one refused at its connection, once its refusal is queued.
    pub(super) fn flush(&mut self) {
        let mut dropped = Vec::new();
        let mut remote = Vec::new();
        let mut peak = 0;
        for (conn, text) in self.outbox.drain(..) {
            let Some(peer) = self.peers.get(&conn) else {
                continue;
            };
            if !dropped.is_empty() && dropped.contains(&conn) {
                continue;
            }
            let Some(tx) = &peer.tx else {
                if let Some(to) = &peer.remote {
                    remote.push((to.clone(), text));
                }
                continue;
            };
            match tx.try_send(text) {
                Ok(()) => peak = peak.max(tx.max_capacity() - tx.capacity()),
                Err(TrySendError::Full(_)) => {
                    self.stats.dropped_full.fetch_add(1, Ordering::Relaxed);
                    dropped.push(conn);
                }
                Err(TrySendError::Closed(_)) => dropped.push(conn),
            }
        }
        for (to, text) in remote {
            self.deliver_remote(&to, &text);
        }
        self.send_bus();
        self.stats
            .peak_queued
            .fetch_max(peak as u64, Ordering::Relaxed);
        dropped.append(&mut self.closing);
        for conn in dropped {
            tracing::debug!(
                conn,
                "dropping a connection that stopped reading or was refused"
            );
            self.disconnect(conn);
        }
        // Messages queued by those disconnects (presence) go out on the next batch.
    }

    /// The connection closed (or was dropped): its seats wait for it (they stay online while
    /// another connection holds them), its watching ends.
    pub(super) fn disconnect(&mut self, conn: ConnId) {
        let Some(peer) = self.peers.remove(&conn) else {
            return;
        };
        // A seek is withdrawn when its maker leaves.
        self.unseek(conn);
        self.forget_conn(conn, peer.remote.clone());
        self.leave(conn, peer.addr);
        let mut watched = Vec::new();
        for code in &peer.watching {
            if let Some(live) = self.games.get_mut(code)
                && live.watchers.remove(&conn)
            {
                watched.push(code);
            }
        }
        let now = self.now();
        for code in &peer.seats {
            let mut changed = false;
            if let Some(live) = self.games.get_mut(code) {
                for seat in live.seats.iter_mut().flatten() {
                    let left = seat.detach(conn) && !seat.online();
                    if left {
                        seat.left_ms = Some(now);
                    }
                    changed |= left;
                }
            }
            if changed {
                self.broadcast_presence(code);
                watched.retain(|&watched| watched != code);
            }
        }
        // One spectator fewer.
        for code in watched {
            self.broadcast_spectators(code);
        }
        for code in peer.watching.iter().chain(&peer.seats) {
            self.evict(code);
        }
    }

    /// An ended game nobody follows any more goes into the cache of finished games (it stays
    /// in the store): watching it again soon costs no store load and no replay. Past
    /// [`HubLimits::ended_cache`](super::HubLimits::ended_cache) games, the least recently
    /// let go leaves memory.
    pub(super) fn evict(&mut self, code: &str) {
        if !self
            .games
            .get(code)
            .is_some_and(|live| live.status == Status::Ended && !live.attached())
        {
            return;
        }
        self.cache_tick += 1;
        self.ended_cache.insert(code.to_owned(), self.cache_tick);
        while self.ended_cache.len() > self.limits.ended_cache {
            let Some(oldest) = self
                .ended_cache
                .iter()
                .min_by_key(|(_, tick)| **tick)
                .map(|(code, _)| code.clone())
            else {
                break;
            };
            self.ended_cache.remove(&oldest);
            // One followed again since it was let go stays (it comes back here when it is let
            // go again).
            if self
                .games
                .get(&oldest)
                .is_some_and(|live| live.status == Status::Ended && !live.attached())
            {
                self.games.remove(&oldest);
                self.released.push(oldest.clone());
                self.ended_since.remove(&oldest);
                self.set_deadline(&oldest, None);
            }
        }
    }

    /// `conn` now holds `colour`'s seat in the game too (the seat's other connections keep it,
    /// but for the first of them when the seat has
    /// [`SEAT_CONNECTIONS`](super::live::SEAT_CONNECTIONS) already).
    pub(super) fn attach_seat(&mut self, conn: ConnId, code: &str, colour: Colour) {
        let mut pushed_out = None;
        if let Some(live) = self.games.get_mut(code)
            && let Some(seat) = live.seats[index(colour)].as_mut()
        {
            pushed_out = seat.attach(conn);
        }
        // The connection pushed out hears no more of the game, unless it holds the other seat.
        if let Some(old) = pushed_out
            && !self
                .games
                .get(code)
                .is_some_and(|live| live.seats.iter().flatten().any(|seat| seat.holds(old)))
            && let Some(peer) = self.peers.get_mut(&old)
        {
            peer.seats.remove(code);
        }
        if let Some(peer) = self.peers.get_mut(&conn) {
            peer.seats.insert(code.to_owned());
        }
        self.hold(conn, code);
    }
}
