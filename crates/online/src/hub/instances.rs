//! The hub as one of several instances on one PostgreSQL database (`crate::cluster`).
//!
//! - **Owning.** A game is in this hub's memory only while this instance holds its lease
//!   ([`Store::claim`](crate::store::Store::claim)); every write checks the lease's fence, so
//!   a game whose lease went elsewhere is never written here again ([`Hub::lose`]).
//! - **Routing.** A request naming a game another instance holds is forwarded to it on the
//!   bus; that instance answers the connection through the bus too, as a remote peer (a
//!   [`Peer`](super::outbox::Peer) whose messages go to the bus, not to a socket).
//! - **Failover.** Every second the hub takes the unfinished games whose owner let its lease
//!   expire ([`Store::orphans`](crate::store::Store::orphans)), charging the time since that
//!   owner was last alive to nobody, and says so on the bus: connections anywhere that followed
//!   the game at its old owner are closed, and their clients reconnect and resume.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::mpsc::{SyncSender, TrySendError};

use super::live::Live;
use super::{ConnId, Hub};
use crate::cluster::{ALL, BusMessage, Outgoing, channel};
use crate::protocol::{ClientMessage, ErrorKind, ServerMessage, Status};
use crate::store::{Claim, LobbyRow, StoreError};

/// Remote peers' numbers here start above every local connection's.
const FIRST_REMOTE: ConnId = 1 << 56;

/// Orphaned games taken at most in one batch.
const ORPHANS_A_BATCH: usize = 64;

/// How often the hub looks for orphaned games and says it is alive (ms).
const TICK_MS: u64 = 1000;

/// How long the shared lobby is kept before it is read again (ms).
const LOBBY_MS: u64 = 1000;

/// What the hub keeps as one instance of several.
pub(super) struct Instances {
    /// This instance's name.
    pub(super) me: String,
    bus: SyncSender<Outgoing>,
    lease_ms: u64,
    /// Remote peers: (their instance, their connection) → their number here.
    remote_ids: HashMap<(String, ConnId), ConnId>,
    next_remote: ConnId,
    /// For each local connection, the instances it sent requests to (told when it closes).
    forwarded: HashMap<ConnId, HashSet<String>>,
    /// For each local connection, the games it follows at another instance, and where.
    follows: HashMap<ConnId, HashMap<String, String>>,
    /// When each other instance was last heard of (ms).
    heard: HashMap<String, u64>,
    next_renew: u64,
    next_tick: u64,
    lobby: Option<(u64, Vec<LobbyRow>)>,
    /// What goes on the bus once the batch is committed.
    outgoing: Vec<Outgoing>,
}

impl Instances {
    /// This instance, named `me`, with leases of `lease_ms`, sending on `bus`.
    pub(super) fn new(me: String, lease_ms: u64, bus: SyncSender<Outgoing>) -> Instances {
        Instances {
            me,
            bus,
            lease_ms,
            remote_ids: HashMap::new(),
            next_remote: FIRST_REMOTE,
            forwarded: HashMap::new(),
            follows: HashMap::new(),
            heard: HashMap::new(),
            next_renew: 0,
            next_tick: 0,
            lobby: None,
            outgoing: Vec::new(),
        }
    }
}

impl Hub {
    /// Makes this hub one of several instances sharing its (PostgreSQL) store: `me` names it,
    /// a lease lasts `lease_ms`, and `bus` sends to the others.
    pub fn join_cluster(&mut self, me: String, lease_ms: u64, bus: SyncSender<Outgoing>) {
        self.instances = Some(Instances::new(me, lease_ms, bus));
    }

    /// Decides where a request goes: here (it is given back), or to the instance that holds
    /// its game (forwarded: `None`). Takes the game's lease when nobody holds it, so that from
    /// here on it is in memory.
    pub(super) fn route(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
    ) -> Result<Option<ClientMessage>, StoreError> {
        if self.instances.is_none() {
            return Ok(Some(message));
        }
        let Some(code) = message.code().map(str::to_owned) else {
            return Ok(Some(message));
        };
        if matches!(message, ClientMessage::Unwatch { .. }) {
            // Silence for a game not watched here; one watched elsewhere is let go there.
            if let Some(owner) = self.follows_at(conn, &code) {
                self.forward(conn, owner, message);
                return Ok(None);
            }
            return Ok(Some(message));
        }
        if self.games.contains_key(&code) || !self.code_ok(&code) {
            return Ok(Some(message));
        }
        match self.adopt(&code)? {
            Some(owner) => {
                self.forward(conn, owner, message);
                Ok(None)
            }
            None => Ok(Some(message)),
        }
    }

    /// Where `conn` follows `code` at another instance, if it does.
    fn follows_at(&self, conn: ConnId, code: &str) -> Option<String> {
        self.instances
            .as_ref()?
            .follows
            .get(&conn)?
            .get(code)
            .cloned()
    }

    /// Takes the game's lease and loads it, unless another instance holds it: then that
    /// instance's name. A game this instance took from another (whose lease expired) has its
    /// clocks forgiven since that one was last alive, and the others hear of it. A code no
    /// game has takes no lease.
    pub(super) fn adopt(&mut self, code: &str) -> Result<Option<String>, StoreError> {
        if self.games.contains_key(code) {
            return Ok(None);
        }
        let taken_from = match self.store.claim(code)? {
            Claim::Held { owner } => return Ok(Some(owner)),
            Claim::Mine { taken_from } => taken_from,
        };
        let now = self.now();
        let stored = match self.store.load_game(code) {
            Ok(Some(stored)) => stored,
            Ok(None) => {
                self.store.release_lease(code)?;
                return Ok(None);
            }
            Err(error @ StoreError::Corrupt { .. }) => {
                tracing::warn!(%error, "a damaged game is left out");
                self.store.release_lease(code)?;
                return Ok(None);
            }
            Err(error) => return Err(error),
        };
        self.stats
            .store_loads
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut live = match Live::from_stored(stored, now) {
            Ok(live) => live,
            Err(error) => {
                tracing::warn!(%error, "a game that does not replay is left out");
                self.store.release_lease(code)?;
                return Ok(None);
            }
        };
        if let Some((from, alive)) = taken_from {
            tracing::info!(%code, %from, "took over a game whose owner stopped");
            // As after a restart, from the old owner's last sign of life.
            if live.forgive_outage(alive.min(now), now) {
                self.store.update_game(&live.row())?;
            }
            if let Some(instances) = &mut self.instances {
                let owner = instances.me.clone();
                instances.outgoing.push((
                    ALL.to_owned(),
                    BusMessage::Takeover {
                        code: code.to_owned(),
                        owner,
                        from,
                    },
                ));
            }
        }
        if live.status == Status::Ended {
            self.ended_since.insert(code.to_owned(), now);
        }
        self.games.insert(code.to_owned(), live);
        self.schedule(code);
        self.computer_turn(code);
        Ok(None)
    }

    /// Sends a request to the instance that holds its game, as from the connection's own
    /// instance (a remote peer's request goes on from its first instance).
    fn forward(&mut self, conn: ConnId, owner: String, message: ClientMessage) {
        let Some(peer) = self.peers.get(&conn) else {
            return;
        };
        let Some(instances) = &mut self.instances else {
            return;
        };
        let (from, their_conn) = match &peer.remote {
            Some((from, their)) => (from.clone(), *their),
            None => (instances.me.clone(), conn),
        };
        if peer.remote.is_none() {
            instances
                .forwarded
                .entry(conn)
                .or_default()
                .insert(owner.clone());
            if let Some(code) = message.code() {
                let follows = instances.follows.entry(conn).or_default();
                match message {
                    ClientMessage::Unwatch { .. } => {
                        follows.remove(code);
                    }
                    _ => {
                        follows.insert(code.to_owned(), owner.clone());
                    }
                }
            }
        }
        let request = BusMessage::Request {
            from,
            conn: their_conn,
            addr: peer.addr,
            protocol: peer.protocol,
            message,
        };
        instances.outgoing.push((channel(&owner), request));
    }

    /// A request was refused because the game's lease went elsewhere: the game leaves memory,
    /// and the request goes to the new owner (or is refused, while none holds it).
    pub(super) fn refenced(&mut self, conn: ConnId, code: &str, message: ClientMessage) {
        self.lose(code);
        match self.store.owner(code) {
            Ok(Some(owner)) if self.instances.as_ref().is_some_and(|i| i.me != owner) => {
                self.forward(conn, owner, message);
            }
            _ => self.reply(
                conn,
                &ServerMessage::error(
                    ErrorKind::ServerError,
                    "the game is moving to another server; try again in a moment",
                ),
            ),
        }
    }

    /// The game's lease went to another instance: it leaves memory at once, unwritten, and
    /// the connections here that followed it are closed (their clients reconnect and resume
    /// where the game is now). Remote peers hear of it from the new owner's takeover.
    pub(super) fn lose(&mut self, code: &str) {
        let Some(live) = self.games.remove(code) else {
            return;
        };
        tracing::warn!(%code, "this instance lost the game's lease; it is played elsewhere now");
        self.set_deadline(code, None);
        self.stop_thinking(code);
        self.computer_turns.remove(code);
        self.ended_since.remove(code);
        self.ended_cache.remove(code);
        for conn in live.audience() {
            if let Some(peer) = self.peers.get_mut(&conn) {
                peer.seats.remove(code);
                peer.watching.remove(code);
            }
            self.closing.push(conn);
        }
    }

    /// What another instance sent.
    pub(super) fn bus_message(&mut self, message: BusMessage) -> Result<(), StoreError> {
        let now = self.now();
        let Some(instances) = &mut self.instances else {
            return Ok(());
        };
        match message {
            BusMessage::Request {
                from,
                conn,
                addr,
                protocol,
                message,
            } => {
                instances.heard.insert(from.clone(), now);
                let id = self.remote_peer(from, conn, addr, protocol);
                self.request(id, message)?;
            }
            BusMessage::Gone { from, conn } => {
                if let Some(id) = instances.remote_ids.remove(&(from, conn)) {
                    self.disconnect(id);
                }
            }
            BusMessage::Deliver { conn, frame } => {
                if self.peers.contains_key(&conn) {
                    self.outbox.push((conn, frame.into()));
                }
            }
            BusMessage::Takeover { code, owner, from } => {
                // Connections here that followed the game at its old owner reconnect.
                let mut closing = Vec::new();
                for (conn, follows) in &mut instances.follows {
                    if follows.get(&code).is_some_and(|at| *at == from) {
                        follows.remove(&code);
                        closing.push(*conn);
                    }
                }
                let me = instances.me.clone();
                self.closing.extend(closing);
                if from == me && owner != me {
                    // Held here once and lost (this instance was paused): it leaves memory.
                    self.lose(&code);
                }
            }
            BusMessage::Alive { from } => {
                instances.heard.insert(from, now);
            }
        }
        Ok(())
    }

    /// The number here of a connection of another instance, made on its first request.
    fn remote_peer(&mut self, from: String, conn: ConnId, addr: IpAddr, protocol: u32) -> ConnId {
        let instances = self.instances.as_mut().expect("only with instances");
        if let Some(&id) = instances.remote_ids.get(&(from.clone(), conn)) {
            if let Some(peer) = self.peers.get_mut(&id) {
                peer.protocol = protocol;
            }
            return id;
        }
        let id = instances.next_remote;
        instances.next_remote += 1;
        instances.remote_ids.insert((from.clone(), conn), id);
        self.add_peer(id, addr, None, Some((from, conn)));
        if let Some(peer) = self.peers.get_mut(&id) {
            peer.protocol = protocol;
        }
        id
    }

    /// A message for a remote peer: onto the bus, to its instance.
    pub(super) fn deliver_remote(&mut self, to: &(String, ConnId), frame: &str) -> bool {
        let Some(instances) = &mut self.instances else {
            return false;
        };
        instances.outgoing.push((
            channel(&to.0),
            BusMessage::Deliver {
                conn: to.1,
                frame: frame.to_owned(),
            },
        ));
        true
    }

    /// A local connection closed: the instances it sent requests to let it go. A remote
    /// peer is forgotten.
    pub(super) fn forget_conn(&mut self, conn: ConnId, remote: Option<(String, ConnId)>) {
        let Some(instances) = &mut self.instances else {
            return;
        };
        if let Some(key) = remote {
            instances.remote_ids.remove(&key);
            return;
        }
        instances.follows.remove(&conn);
        if let Some(owners) = instances.forwarded.remove(&conn) {
            let me = instances.me.clone();
            for owner in owners {
                instances.outgoing.push((
                    channel(&owner),
                    BusMessage::Gone {
                        from: me.clone(),
                        conn,
                    },
                ));
            }
        }
    }

    /// The cluster's work of a batch: leases renewed, orphaned games taken, the others told
    /// this instance is alive, the remote peers of instances gone silent dropped.
    pub(super) fn cluster_tick(&mut self, now: u64) -> Result<(), StoreError> {
        if self.instances.is_none() {
            self.released.clear();
            return Ok(());
        }
        let released: Vec<String> = self.released.drain(..).collect();
        for code in released {
            if !self.games.contains_key(&code) {
                self.store.release_lease(&code)?;
            }
        }
        let Some(instances) = &mut self.instances else {
            return Ok(());
        };
        let mut lost = Vec::new();
        if now >= instances.next_renew {
            instances.next_renew = now + (instances.lease_ms / 3).max(100);
            lost = self.store.renew_leases()?;
        }
        for code in lost {
            self.lose(&code);
        }
        let Some(instances) = &mut self.instances else {
            return Ok(());
        };
        if now < instances.next_tick {
            return Ok(());
        }
        instances.next_tick = now + TICK_MS;
        let me = instances.me.clone();
        instances
            .outgoing
            .push((ALL.to_owned(), BusMessage::Alive { from: me }));
        let silent_after = instances.lease_ms.saturating_mul(3).max(3 * TICK_MS);
        let silent: Vec<String> = instances
            .heard
            .iter()
            .filter(|(_, at)| now.saturating_sub(**at) > silent_after)
            .map(|(name, _)| name.clone())
            .collect();
        let mut dropped = Vec::new();
        for name in &silent {
            instances.heard.remove(name);
            instances.remote_ids.retain(|(from, _), id| {
                if from == name {
                    dropped.push(*id);
                    false
                } else {
                    true
                }
            });
        }
        for id in dropped {
            self.disconnect(id);
        }
        for code in self.store.orphans(ORPHANS_A_BATCH)? {
            if self.games.contains_key(&code) {
                continue;
            }
            self.store.mark()?;
            match self.adopt(&code) {
                Ok(_) => self.store.release()?,
                Err(error) => {
                    self.store.undo_to_mark()?;
                    tracing::warn!(%code, %error, "could not take over an orphaned game");
                }
            }
        }
        Ok(())
    }

    /// The public waiting games of every instance (read at most once a second), or `None`
    /// for a hub alone.
    pub(super) fn shared_lobby(&mut self, now: u64) -> Option<Vec<LobbyRow>> {
        let instances = self.instances.as_mut()?;
        if let Some((at, rows)) = &instances.lobby
            && now < at + LOBBY_MS
        {
            return Some(rows.clone());
        }
        match self.store.lobby(super::requests::lobby::LOBBY_SIZE) {
            Ok(Some(rows)) => {
                let instances = self.instances.as_mut()?;
                instances.lobby = Some((now, rows.clone()));
                Some(rows)
            }
            Ok(None) => None,
            Err(error) => {
                tracing::error!(%error, "the shared lobby could not be read");
                Some(Vec::new())
            }
        }
    }

    /// Hands the batch's bus messages to the bus (after the commit). A full bus drops the
    /// remote peers whose messages did not fit.
    pub(super) fn send_bus(&mut self) {
        let Some(instances) = &mut self.instances else {
            return;
        };
        for (channel, message) in instances.outgoing.drain(..) {
            match instances.bus.try_send((channel, message)) {
                Ok(()) => {}
                Err(TrySendError::Full(_)) => {
                    tracing::error!(
                        "the bus's queue is full; a message to another instance was dropped"
                    );
                }
                Err(TrySendError::Disconnected(_)) => {
                    tracing::error!("the bus stopped; a message to another instance was dropped");
                }
            }
        }
    }
}
