//! The hub: the one place where games change.
//!
//! It runs on its own thread and owns every live game and the store. Connections send it
//! [`HubRequest`]s; it handles them in batches, one store transaction a batch, and only after
//! the commit does it hand the replies and broadcasts to the connections. So every move anyone
//! has seen is on disk, and a crash loses only requests nobody was answered for.
//!
//! A single thread needs no locks and keeps each game's history in one order. It is fast enough
//! for one machine (see `lasca serve-bench`); ARCHITECTURE.md says how to go past one.
//!
//! Laid out as tokio's mini-redis is: this file has the loop (batches, clock deadlines,
//! heartbeat); `outbox.rs` the connections and what is queued for them; `live.rs` the games
//! in memory; `requests/` one file for each kind of request; `addresses.rs` the limits kept for
//! each client address; `sweep.rs` the expiry of waiting games and the forgetting of finished
//! ones. The hub reads the time only through its [`TimeSource`], so tests run it on a
//! [`FakeClock`](crate::clock::FakeClock).

mod addresses;
mod computer;
mod instances;
mod live;
mod outbox;
mod players;
mod requests;
mod sweep;
#[cfg(test)]
mod tests;

use std::collections::{BTreeSet, HashMap};
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use tokio::sync::mpsc::Sender;

use crate::clock::{TimeSource, WallClock};
use crate::protocol::{ClientMessage, EndReason, GameResult, Status};
use crate::store::{Store, StoreError};
use addresses::Address;
pub use addresses::address_key;
use live::Live;
use outbox::Peer;
pub use players::{
    AccountAnswer, AccountRequest, Credentials, POOL_CLOCKS, PlayerPage, parse_pool, perf,
    pool_name, provisional,
};

/// A connection's number, unique while the server runs.
pub type ConnId = u64;

/// One message the hub queues for a connection: a server message as JSON text, shared by
/// everyone it goes to.
pub type Frame = Arc<str>;

/// What connections tell the hub.
pub enum HubRequest {
    /// A new connection, and where to send its messages.
    Connect {
        /// Its number.
        conn: ConnId,
        /// The client's address (the limits are kept per [`address_key`] of it).
        addr: IpAddr,
        /// Its outgoing queue.
        tx: Sender<Frame>,
        /// Who it says it is (its cookies).
        who: Credentials,
    },
    /// The connection closed.
    Disconnect {
        /// Its number.
        conn: ConnId,
    },
    /// A parsed request (never `hello` or `ping`: the connection answers those itself).
    Request {
        /// From whom.
        conn: ConnId,
        /// What.
        message: ClientMessage,
    },
    /// What the engine found (a computer's move, an analysis).
    Engine(crate::engine::EngineEvent),
    /// What another instance sent on the bus (several instances on one database).
    Bus(crate::cluster::BusMessage),
    /// A game as a game file (`/g/CODE.pgn`), asked over HTTP by `addr`.
    Download {
        /// The client's address: the limits of its address hold (rate, unknown codes).
        addr: IpAddr,
        /// The game's code, as the URL has it.
        code: String,
        /// Where the file, or why not, goes.
        reply: tokio::sync::oneshot::Sender<Result<String, DownloadRefusal>>,
    },
    /// One of the site's account requests (sign-up, log-in, sessions, a player's page).
    Account {
        /// What.
        request: AccountRequest,
        /// Where the answer goes.
        reply: tokio::sync::oneshot::Sender<Result<AccountAnswer, crate::accounts::AccountError>>,
    },
    /// Stop the hub (after committing).
    Shutdown,
}

/// Why `/g/CODE.pgn` gives no file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DownloadRefusal {
    /// No game has the code (404).
    NotFound,
    /// The address sent too many requests, or guessed too many codes (429), for this many
    /// seconds.
    TooMany(u64),
    /// The store failed (500).
    ServerError,
}

/// The hub's limits. Those "per address" hold for all the connections of one client address
/// together (an IPv4 address, or an IPv6 /64: [`address_key`]); docs/ONLINE.md ("Limits")
/// lists them with their defaults.
#[derive(Clone, Copy, Debug)]
pub struct HubLimits {
    /// Unfinished games one address may hold a seat in (`create`, `join` and `resume`
    /// count; reconnecting does not start the count again).
    pub games_per_client: usize,
    /// Requests handled in one transaction at most.
    pub batch: usize,
    /// Connections one address may have open at once; past it a new one gets
    /// `too_many_connections` and is closed.
    pub connections_per_address: usize,
    /// Games one address may create in an hour (`too_many_games`).
    pub games_per_hour: usize,
    /// Requests a second one address may send the hub, on average (`rate_limited`).
    pub requests_per_second: f64,
    /// Requests at once before [`HubLimits::requests_per_second`] applies.
    pub requests_burst: f64,
    /// Games one connection may watch at once (`too_many_watched`).
    pub watches_per_connection: usize,
    /// Games all the connections of one address may watch at once (`too_many_watched`).
    pub watches_per_address: usize,
    /// Unknown codes an address may ask for (join, watch, resume, or any request naming a
    /// game) before it has to wait.
    pub free_guesses: u32,
    /// The first wait after the free guesses (ms); it doubles with each further unknown code.
    pub guess_delay_ms: u64,
    /// The longest wait (ms).
    pub max_guess_delay_ms: u64,
    /// A game nobody joined is withdrawn this long after its creation (ms).
    pub waiting_expiry_ms: u64,
    /// A finished game leaves the hub's memory this long after its end (ms); it stays in the
    /// store, and is loaded again if someone asks for it.
    pub ended_linger_ms: u64,
    /// Finished games nobody follows kept in memory at most (the least recently used goes
    /// first), so that watching one again costs no store load.
    pub ended_cache: usize,
    /// What loading a game from the store costs its address, in requests of
    /// [`HubLimits::requests_per_second`]: a load replays the whole record.
    pub load_cost: f64,
    /// Spectators one game may have at once (`too_many_watchers`).
    pub spectators_per_game: usize,
    /// An untimed game nobody moved in for this long (ms) is withdrawn.
    pub idle_game_ms: u64,
    /// `create` is refused while the database's disk has less free space than this (bytes).
    pub min_free_bytes: u64,
    /// Games against the computer one address may create in an hour
    /// (`too_many_computer_games`); they count among [`HubLimits::games_per_hour`] too.
    pub computer_games_per_hour: usize,
    /// Analyses one address may start in a day (`too_many_analyses`); one at a time.
    pub analyses_per_day: usize,
}

impl Default for HubLimits {
    fn default() -> HubLimits {
        HubLimits {
            games_per_client: 16,
            batch: 1024,
            connections_per_address: 32,
            games_per_hour: 60,
            requests_per_second: 50.0,
            requests_burst: 100.0,
            watches_per_connection: 16,
            watches_per_address: 64,
            free_guesses: 10,
            guess_delay_ms: 1000,
            max_guess_delay_ms: 10 * 60 * 1000,
            waiting_expiry_ms: 24 * 60 * 60 * 1000,
            ended_linger_ms: 10 * 60 * 1000,
            ended_cache: 256,
            load_cost: 10.0,
            spectators_per_game: 500,
            idle_game_ms: 30 * DAY_MS,
            min_free_bytes: 64 * 1024 * 1024,
            computer_games_per_hour: 30,
            analyses_per_day: 20,
        }
    }
}

/// Counters of the hub and of the server's connections, read by tests and for monitoring.
/// Each is updated at the end of a batch (the hub's) or as it happens (the connections').
#[derive(Debug, Default)]
pub struct Stats {
    /// Connections the hub knows now.
    pub connections: AtomicU64,
    /// Client addresses the hub keeps limits for now.
    pub addresses: AtomicU64,
    /// Games in the hub's memory now.
    pub games: AtomicU64,
    /// The most frames ever waiting at once in one connection's queue (never more than the
    /// queue's bound, [`ConnectionLimits::queue`](crate::server::ConnectionLimits::queue)).
    pub peak_queued: AtomicU64,
    /// Connections the hub dropped because their queue was full (they stopped reading).
    pub dropped_full: AtomicU64,
    /// Connections refused because their address had too many.
    pub refused_connections: AtomicU64,
    /// Connections closed because a write took longer than the write timeout.
    pub write_timeouts: AtomicU64,
    /// Connections closed because nothing came from them within the idle timeout.
    pub idle_timeouts: AtomicU64,
    /// Times a connection found the hub's queue full and waited for room before reading on.
    pub hub_full: AtomicU64,
    /// Games loaded from the store since the start (a finished game someone watches, a game
    /// resumed after it left memory): each replays its whole record.
    pub store_loads: AtomicU64,
    /// Clock deadlines the hub keeps now: one for each game whose clock runs.
    pub deadlines: AtomicU64,
    /// Moves the computer played since the start.
    pub computer_moves: AtomicU64,
    /// Analyses started since the start (each is one search of a whole game; one asked for
    /// again, or stored, starts none).
    pub analyses_run: AtomicU64,
    /// Times the engine's queue was full (a computer's move waited, an analysis got `busy`).
    pub engine_busy: AtomicU64,
}

impl Stats {
    /// One counter's value now.
    pub fn get(counter: &AtomicU64) -> u64 {
        counter.load(Ordering::Relaxed)
    }
}

/// A day, in ms.
pub const DAY_MS: u64 = 24 * 60 * 60 * 1000;

/// How often the hub writes that it is alive, so that a restart knows how long it was down.
const HEARTBEAT_MS: u64 = 250;

/// How long after a flag fall the store refused the hub tries to store it again.
const FLAG_RETRY_MS: u64 = 1000;

/// 128 random bits as 32 hex digits: a seat's secret.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the system has a random source");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The hub's state.
pub struct Hub {
    store: Box<dyn Store>,
    limits: HubLimits,
    time: Arc<dyn TimeSource>,
    games: HashMap<String, Live>,
    peers: HashMap<ConnId, Peer>,
    /// Clock deadlines, soonest first: (when, code), one for each game whose clock runs.
    deadlines: BTreeSet<(u64, String)>,
    /// Each game's entry in `deadlines`.
    deadline_of: HashMap<String, u64>,
    /// Finished games nobody follows, still in memory, with when each was last let go: the
    /// least recently used leaves first once there are more than [`HubLimits::ended_cache`].
    ended_cache: HashMap<String, u64>,
    /// Counts the uses of `ended_cache`, its order.
    cache_tick: u64,
    /// Where the database lives, for its disk's free space ([`HubLimits::min_free_bytes`]).
    disk: Option<PathBuf>,
    /// Whether that disk was short of space at the last look (each sweep looks again).
    disk_low: bool,
    /// Whether 6-letter codes (of games from before codes had 9) can name a game here: only
    /// if the store has such games, so that guessing their smaller space gains nothing on a
    /// server that has none.
    legacy_codes: bool,
    outbox: Vec<(ConnId, Frame)>,
    last_heartbeat: u64,
    addresses: HashMap<IpAddr, Address>,
    /// Connections to close once the batch's messages are out (refused ones).
    closing: Vec<ConnId>,
    /// When the next sweep runs (expiry, finished games, addresses).
    next_sweep: u64,
    /// Finished games in memory, and since when the hub has seen them finished.
    ended_since: HashMap<String, u64>,
    stats: Arc<Stats>,
    /// The engine, for the computer's moves and analyses (none: such requests get `busy`).
    engine: Option<crate::engine::Engine>,
    /// Games where the computer may be to move, to look at after the batch.
    computer_turns: std::collections::BTreeSet<String>,
    /// The computer's searches under way: the ply each is for, and its stop flag.
    thinking: HashMap<String, (u32, Arc<std::sync::atomic::AtomicBool>)>,
    /// When a move the full queue refused is tried again.
    engine_retry_at: u64,
    /// Analyses under way, by game.
    analysing: HashMap<String, computer::Analysing>,
    /// As one of several instances on one database: the bus, remote peers, leases.
    instances: Option<instances::Instances>,
    /// Games that left memory, whose leases go back (several instances).
    released: Vec<String>,
    /// Who waits in the pools of quick pairing.
    seekers: Vec<players::Seeker>,
    /// The key the site signs its cookies with (in the store, the same for every instance).
    cookie_key: String,
}

/// What happened when the hub started on an existing database.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Recovery {
    /// Unfinished games loaded.
    pub games: usize,
    /// How long the server had been down, as far as the heartbeat tells (ms).
    pub downtime_ms: u64,
    /// Games whose stored record did not replay, left out.
    pub damaged: usize,
}

impl Hub {
    /// [`Hub::open_with`] on the system's time.
    pub fn open(store: Box<dyn Store>, limits: HubLimits) -> Result<(Hub, Recovery), StoreError> {
        Hub::open_with(store, limits, Arc::new(WallClock))
    }

    /// Loads every unfinished game and makes its clock fair: the time between the last
    /// heartbeat before a stop and now is charged to nobody. `time` is the hub's only source
    /// of the time.
    pub fn open_with(
        mut store: Box<dyn Store>,
        limits: HubLimits,
        time: Arc<dyn TimeSource>,
    ) -> Result<(Hub, Recovery), StoreError> {
        let now = time.now_ms();
        let last_alive = store.heartbeat()?.unwrap_or(now).min(now);
        let mut recovery = Recovery {
            downtime_ms: now - last_alive,
            ..Recovery::default()
        };
        let mut hub = Hub {
            store,
            limits,
            time,
            games: HashMap::new(),
            peers: HashMap::new(),
            deadlines: BTreeSet::new(),
            deadline_of: HashMap::new(),
            ended_cache: HashMap::new(),
            cache_tick: 0,
            disk: None,
            disk_low: false,
            legacy_codes: false,
            outbox: Vec::new(),
            last_heartbeat: 0,
            addresses: HashMap::new(),
            closing: Vec::new(),
            next_sweep: 0,
            ended_since: HashMap::new(),
            stats: Arc::new(Stats::default()),
            engine: None,
            computer_turns: std::collections::BTreeSet::new(),
            thinking: HashMap::new(),
            engine_retry_at: 0,
            analysing: HashMap::new(),
            instances: None,
            released: Vec::new(),
            seekers: Vec::new(),
            cookie_key: String::new(),
        };
        hub.store.begin()?;
        hub.cookie_key = hub.store.secret("cookie_key", &|| {
            let mut bytes = [0u8; 64];
            getrandom::fill(&mut bytes).expect("the system has a random source");
            bytes.iter().map(|b| format!("{b:02x}")).collect()
        })?;
        hub.legacy_codes = hub.store.has_legacy_codes()?;
        // A store shared with other instances: games are taken one by one as they are asked
        // for, or once their owner's lease expires (instances.rs), never all at start.
        let unfinished = if hub.store.shared() {
            Vec::new()
        } else {
            hub.store.unfinished_games()?
        };
        for stored in unfinished {
            let mut live = match stored.and_then(|stored| Live::from_stored(stored, now)) {
                Ok(live) => live,
                Err(error) => {
                    tracing::warn!(%error, "leaving out a damaged game");
                    recovery.damaged += 1;
                    continue;
                }
            };
            let code = live.code.clone();
            if live.forgive_outage(last_alive, now) {
                hub.store.update_game(&live.row())?;
            }
            // A game stored past the ply cap (from before there was one) ends now.
            if live.status == Status::Playing && live.end_if_over(now) {
                hub.store.update_game(&live.row())?;
            }
            recovery.games += 1;
            hub.games.insert(code.clone(), live);
            hub.schedule(&code);
            // A computer that was to move when the server stopped thinks again.
            hub.computer_turn(&code);
        }
        hub.store.set_heartbeat(now)?;
        hub.store.commit()?;
        hub.last_heartbeat = now;
        Ok((hub, recovery))
    }

    fn now(&self) -> u64 {
        self.time.now_ms()
    }

    /// Refuses `create` while the disk holding `path` (the database) has less free space than
    /// [`HubLimits::min_free_bytes`]: a full disk would fail a commit, and the hub with it.
    /// Looked at once a second, in the sweep.
    pub fn watch_disk(&mut self, path: PathBuf) {
        self.disk_low = disk_low(&path, self.limits.min_free_bytes);
        self.disk = Some(path);
    }

    /// Gives the hub its engine: games against the computer and analyses need one.
    pub fn set_engine(&mut self, engine: crate::engine::Engine) {
        self.engine = Some(engine);
    }

    /// The key the site signs its cookies with: 64 random bytes as hex, made once and kept in
    /// the store.
    pub fn cookie_key(&self) -> &str {
        &self.cookie_key
    }

    /// The hub's counters, shared with whoever reads them.
    pub fn stats(&self) -> Arc<Stats> {
        self.stats.clone()
    }

    /// Handles requests until [`HubRequest::Shutdown`] or until every sender is gone. Returns
    /// an error only when a commit fails: then nothing of the last batch was answered.
    ///
    /// `requests` may be bounded (the server's is): when the hub falls behind, the
    /// connections wait to send, and so stop reading their sockets.
    pub fn run(mut self, requests: Receiver<HubRequest>) -> Result<(), StoreError> {
        let mut batch = Vec::with_capacity(self.limits.batch);
        loop {
            let wait = self.next_wake().saturating_sub(self.now());
            let mut gone = false;
            match requests.recv_timeout(Duration::from_millis(wait.max(1))) {
                Ok(request) => batch.push(request),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => gone = true,
            }
            while batch.len() < self.limits.batch {
                match requests.try_recv() {
                    Ok(request) => batch.push(request),
                    Err(_) => break,
                }
            }
            if self.handle_batch(batch.drain(..), gone)? {
                return Ok(());
            }
        }
    }

    /// One batch: its requests in one transaction, the fallen flags, the heartbeat, the
    /// commit, then the messages out. Says whether the hub is to stop (`stop`, or a
    /// [`HubRequest::Shutdown`] in the batch).
    fn handle_batch(
        &mut self,
        batch: impl IntoIterator<Item = HubRequest>,
        mut stop: bool,
    ) -> Result<bool, StoreError> {
        self.store.begin()?;
        for request in batch {
            match request {
                HubRequest::Connect {
                    conn,
                    addr,
                    tx,
                    who,
                } => self.connect(conn, addr, tx, who),
                HubRequest::Account { request, reply } => {
                    let _ = reply.send(self.account_request(request));
                }
                HubRequest::Disconnect { conn } => self.disconnect(conn),
                HubRequest::Request { conn, message } => self.request(conn, message)?,
                HubRequest::Engine(event) => self.engine_event(event)?,
                HubRequest::Bus(message) => self.bus_message(message)?,
                HubRequest::Download { addr, code, reply } => {
                    let _ = reply.send(self.download(addr, &code));
                }
                HubRequest::Shutdown => stop = true,
            }
        }
        self.flags()?;
        let now = self.now();
        if !self.seekers.is_empty() {
            self.pair(now)?;
        }
        self.cluster_tick(now)?;
        if stop {
            self.stop_engine_work();
        } else {
            self.start_thinking(now);
        }
        if now >= self.next_sweep {
            self.sweep(now)?;
            self.next_sweep = now + sweep::SWEEP_MS;
        }
        if stop || now >= self.last_heartbeat + HEARTBEAT_MS {
            self.store.set_heartbeat(now)?;
            self.last_heartbeat = now;
        }
        self.store.commit()?;
        self.flush();
        self.count();
        Ok(stop)
    }

    fn next_wake(&self) -> u64 {
        let mut heartbeat = (self.last_heartbeat + HEARTBEAT_MS).min(self.next_sweep);
        if !self.computer_turns.is_empty() {
            heartbeat = heartbeat.min(self.engine_retry_at.max(self.now()));
        }
        match self.deadlines.first() {
            Some((when, _)) => heartbeat.min(*when),
            None => heartbeat,
        }
    }

    /// Notes the game's clock deadline anew (after anything that changed its clocks): its one
    /// entry is replaced, or removed when no clock runs (or the game left memory).
    fn schedule(&mut self, code: &str) {
        let deadline = self.games.get(code).and_then(Live::deadline);
        self.set_deadline(code, deadline);
    }

    /// Sets the game's one entry in the deadlines.
    fn set_deadline(&mut self, code: &str, deadline: Option<u64>) {
        if let Some(old) = self.deadline_of.remove(code) {
            self.deadlines.remove(&(old, code.to_owned()));
        }
        if let Some(when) = deadline {
            self.deadlines.insert((when, code.to_owned()));
            self.deadline_of.insert(code.to_owned(), when);
        }
    }

    /// Ends every game whose running clock has fallen.
    fn flags(&mut self) -> Result<(), StoreError> {
        let now = self.now();
        while let Some((when, _)) = self.deadlines.first() {
            if *when > now {
                break;
            }
            let Some((_, code)) = self.deadlines.pop_first() else {
                break;
            };
            self.deadline_of.remove(&code);
            let Some(live) = self.games.get(&code) else {
                continue;
            };
            if live.status != Status::Playing || live.deadline().is_none_or(|at| at > now) {
                self.schedule(&code);
                continue;
            }
            let mut next = live.clone();
            let loser = next.to_move();
            next.end(
                GameResult {
                    winner: Some(loser.opponent()),
                    reason: EndReason::Time,
                },
                now,
            );
            if let Err(error) = self.store_end(&code, next, now)? {
                tracing::error!(%code, %error, "could not store a flag fall; trying again");
                self.set_deadline(&code, Some(now + FLAG_RETRY_MS));
            }
        }
        Ok(())
    }

    /// Holds `next`, a game whose end the store has taken, and tells its audience.
    fn hold_end(&mut self, code: &str, next: Live, now: u64) {
        self.games.insert(code.to_owned(), next);
        self.schedule(code);
        self.announce_end(code, now);
    }

    /// Stores `next`, a game just ended, then holds it and tells its audience. The inner error:
    /// the store refused it, nothing changed, and the caller tries again later; the outer one:
    /// the store cannot even be rolled back.
    fn store_end(
        &mut self,
        code: &str,
        mut next: Live,
        now: u64,
    ) -> Result<Result<(), StoreError>, StoreError> {
        self.store.mark()?;
        match players::store_result(&mut *self.store, &mut next, now) {
            Ok(()) => {
                self.store.release()?;
                self.hold_end(code, next, now);
                Ok(Ok(()))
            }
            Err(error) => {
                self.store.undo_to_mark()?;
                Ok(Err(error))
            }
        }
    }
}

/// Whether the file system holding `path` has less than `min_free` bytes free for the server
/// (a disk that cannot be asked counts as having room: the commit will say if it has not).
fn disk_low(path: &std::path::Path, min_free: u64) -> bool {
    let dir = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => std::path::Path::new("."),
    };
    match rustix::fs::statvfs(dir) {
        Ok(stats) => stats.f_bavail.saturating_mul(stats.f_frsize) < min_free,
        Err(error) => {
            tracing::warn!(%error, dir = %dir.display(), "cannot read the database disk's free space");
            false
        }
    }
}
