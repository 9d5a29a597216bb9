//! The network side of `lasca serve`: axum on tokio, one task a WebSocket connection.
//!
//! A connection task reads frames, enforces the size and rate limits, parses JSON and forwards
//! requests to the [hub](crate::hub); it writes whatever the hub queues for it. Everything a
//! client sends that is not a well-formed request is answered with an `error` message here,
//! and the connection stays open.
//!
//! Nothing waits forever on a client: sockets are counted and capped from their accept, and a
//! request's head must come within a timeout ([`crate::accept`]); the server pings every
//! connection, closes one it has heard nothing from for [`ConnectionLimits::idle_timeout`],
//! and closes one whose write takes longer than [`ConnectionLimits::write_timeout`] (a client
//! that stopped reading). The limits per client address are the hub's ([`HubLimits`]); the
//! address is the peer's, or for a peer in a trusted proxy's network
//! ([`Config::trusted_proxies`], [`Config::behind_proxy`]) the one the proxies name in
//! `X-Forwarded-For` (`client_address`).

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use axum::routing::get;
use futures_util::SinkExt;
use std::sync::mpsc;
use tokio::net::TcpListener;

pub use crate::accept::{Network, SocketStats};
use crate::clock::{MonotonicClock, TimeSource};
use crate::hub::{ConnId, DownloadRefusal, Frame, Hub, HubLimits, HubRequest, Recovery, Stats};
use crate::protocol::{
    ClientMessage, ErrorKind, MAX_MESSAGE_BYTES, OLDEST_PROTOCOL_VERSION, PROTOCOL_VERSION,
    ServerMessage, speaks,
};
use crate::store::{Durability, SqliteStore, Store, StoreError};

/// What the server allows one connection and one client address, and how long it waits on
/// a client. docs/ONLINE.md ("Limits") lists them with their defaults.
#[derive(Clone, Copy, Debug)]
pub struct ConnectionLimits {
    /// Messages a second one connection may send, on average.
    pub messages_per_second: f64,
    /// Messages at once before the rate applies.
    pub burst: f64,
    /// Unfinished games one client address may hold a seat in (all its connections together,
    /// past and present: reconnecting does not start the count again, and `resume` counts).
    pub games_per_client: usize,
    /// Messages queued for a connection before it counts as stuck and is closed.
    pub queue: usize,
    /// Requests waiting for the hub at most, from all connections together. When the hub is
    /// that far behind, connections wait before they read on (TCP then slows the clients);
    /// nothing already read is dropped.
    pub hub_queue: usize,
    /// How often the server pings a connection.
    pub ping_interval: Duration,
    /// A connection the server heard nothing from for this long (not even a pong) is closed.
    pub idle_timeout: Duration,
    /// A write to a connection that takes longer than this closes it.
    pub write_timeout: Duration,
    /// Connections one address may have open at once.
    pub connections_per_address: usize,
    /// Games one address may create in an hour.
    pub games_per_hour: usize,
    /// Requests a second one address may send (all its connections together), on average.
    pub address_messages_per_second: f64,
    /// Requests at once from one address before its rate applies.
    pub address_burst: f64,
    /// Games one connection may watch at once.
    pub watches_per_connection: usize,
    /// Games one address may watch at once.
    pub watches_per_address: usize,
    /// Unknown codes an address may ask for before it must wait (`slow_down`).
    pub free_guesses: u32,
    /// The first wait after the free guesses; it doubles with each further unknown code.
    pub guess_delay: Duration,
    /// The longest wait.
    pub max_guess_delay: Duration,
    /// A game nobody joined is withdrawn this long after its creation.
    pub waiting_expiry: Duration,
    /// A finished game leaves the server's memory this long after its end (it stays stored).
    pub ended_linger: Duration,
    /// Spectators one game may have at once.
    pub spectators_per_game: usize,
    /// An untimed game nobody moved in for this long is withdrawn.
    pub idle_game: Duration,
    /// `create` is refused while the database's disk has less free space than this (bytes).
    pub min_free_bytes: u64,
    /// Sockets open at once, from all addresses together, counted from their accept (before
    /// TLS and HTTP); past it a new socket is closed at once. `None`: a share of the process's
    /// open-file limit, read at each accept ([`crate::accept::default_max_sockets`]).
    pub max_sockets: Option<usize>,
    /// Sockets one address may have open at once, counted from their accept: its WebSocket
    /// connections, its browsers' page loads and kept-alive HTTP connections, its TLS
    /// handshakes. Past it a new socket is closed at once. Higher than
    /// [`ConnectionLimits::connections_per_address`], which counts game connections only, so
    /// that page loads have room beside them. A peer in a trusted proxy's network is not held
    /// to it (its clients are counted by the hub, by their forwarded address).
    pub sockets_per_address: usize,
    /// TLS handshakes one address may have under way at once; past it a new socket is closed
    /// at once (so that one address cannot hold the server's
    /// [`ConnectionLimits::max_handshakes`]).
    pub handshakes_per_address: usize,
    /// TLS handshakes under way at once, from all addresses; while they are all taken the
    /// server accepts nothing (the kernel's backlog holds the next sockets) until one ends.
    pub max_handshakes: usize,
    /// How long a client has to finish its TLS handshake.
    pub handshake_timeout: Duration,
    /// How long a client has to send a request's head (the request line and headers), from
    /// the moment the server waits for it: on a new connection, and on a kept-alive one after
    /// its last answer, so this is also how long an idle HTTP connection is kept. A WebSocket
    /// leaves HTTP with its upgrade and is held to [`ConnectionLimits::idle_timeout`] instead.
    pub header_timeout: Duration,
    /// IPv6 clients are counted together by this many leading bits of their address for the
    /// limits per address: 64 (a home or a host), 56 or 48 (a whole site). At most 64.
    pub ipv6_prefix: u8,
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        let hub = HubLimits::default();
        ConnectionLimits {
            messages_per_second: 20.0,
            burst: 40.0,
            games_per_client: hub.games_per_client,
            queue: 256,
            hub_queue: 4096,
            ping_interval: Duration::from_secs(15),
            idle_timeout: Duration::from_secs(45),
            write_timeout: Duration::from_secs(10),
            connections_per_address: hub.connections_per_address,
            games_per_hour: hub.games_per_hour,
            address_messages_per_second: hub.requests_per_second,
            address_burst: hub.requests_burst,
            watches_per_connection: hub.watches_per_connection,
            watches_per_address: hub.watches_per_address,
            free_guesses: hub.free_guesses,
            guess_delay: Duration::from_millis(hub.guess_delay_ms),
            max_guess_delay: Duration::from_millis(hub.max_guess_delay_ms),
            waiting_expiry: Duration::from_millis(hub.waiting_expiry_ms),
            ended_linger: Duration::from_millis(hub.ended_linger_ms),
            spectators_per_game: hub.spectators_per_game,
            idle_game: Duration::from_millis(hub.idle_game_ms),
            min_free_bytes: hub.min_free_bytes,
            max_sockets: None,
            sockets_per_address: 64,
            handshakes_per_address: 8,
            max_handshakes: crate::tls::MAX_HANDSHAKES,
            handshake_timeout: crate::tls::HANDSHAKE_TIMEOUT,
            header_timeout: Duration::from_secs(20),
            ipv6_prefix: 64,
        }
    }
}

impl ConnectionLimits {
    /// These limits without the ones per address (sockets, handshakes, connections, games,
    /// rate, watching, guesses): for a load test whose thousands of clients all come from one
    /// machine.
    pub fn without_address_limits(self) -> ConnectionLimits {
        ConnectionLimits {
            sockets_per_address: usize::MAX,
            handshakes_per_address: usize::MAX,
            games_per_client: usize::MAX,
            connections_per_address: usize::MAX,
            games_per_hour: usize::MAX,
            address_messages_per_second: f64::MAX,
            address_burst: f64::MAX,
            watches_per_address: usize::MAX,
            free_guesses: u32::MAX,
            ..self
        }
    }

    /// The hub's part of these limits.
    pub fn hub_limits(&self) -> HubLimits {
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        HubLimits {
            games_per_client: self.games_per_client,
            connections_per_address: self.connections_per_address,
            games_per_hour: self.games_per_hour,
            requests_per_second: self.address_messages_per_second,
            requests_burst: self.address_burst,
            watches_per_connection: self.watches_per_connection,
            watches_per_address: self.watches_per_address,
            free_guesses: self.free_guesses,
            guess_delay_ms: ms(self.guess_delay),
            max_guess_delay_ms: ms(self.max_guess_delay),
            waiting_expiry_ms: ms(self.waiting_expiry),
            ended_linger_ms: ms(self.ended_linger),
            spectators_per_game: self.spectators_per_game,
            idle_game_ms: ms(self.idle_game),
            min_free_bytes: self.min_free_bytes,
            ..HubLimits::default()
        }
    }
}

/// Where a server keeps its games (`--db`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// Nothing kept past the process (tests).
    Memory,
    /// A SQLite file: the embedded default, nothing to install.
    Sqlite(PathBuf),
    /// A PostgreSQL database, by its connection string (`postgres://user@host/db`, or
    /// `host=… user=… dbname=…`), which several instances may share.
    Postgres(String),
}

impl Database {
    /// `--db`'s value: a `postgres://` or `postgresql://` URL is PostgreSQL, anything else a
    /// SQLite file's path.
    pub fn parse(text: &str) -> Database {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Database::Postgres(text.to_owned())
        } else {
            Database::Sqlite(PathBuf::from(text))
        }
    }

    /// Opens the store.
    pub fn open(&self, durability: Durability) -> Result<Box<dyn Store>, StoreError> {
        Ok(match self {
            Database::Memory => Box::new(SqliteStore::in_memory()?),
            Database::Sqlite(path) => Box::new(SqliteStore::open_with(path, durability)?),
            Database::Postgres(url) => Box::new(crate::store::postgres::PgStore::open(url)?),
        })
    }

    /// Every game in it, finished or not (`serve-bench`'s check, tests).
    pub fn read_all(&self) -> Result<Vec<crate::store::StoredGame>, StoreError> {
        match self {
            Database::Memory => Ok(Vec::new()),
            Database::Sqlite(path) => crate::store::read_all_games(path),
            Database::Postgres(url) => crate::store::postgres::PgStore::open(url)?
                .all_games()?
                .into_iter()
                .collect(),
        }
    }

    /// Where it is, for people: a file's path, or PostgreSQL's address without its password.
    pub fn describe(&self) -> String {
        match self {
            Database::Memory => "in memory".into(),
            Database::Sqlite(path) => path.display().to_string(),
            Database::Postgres(url) => crate::store::postgres::without_password(url),
        }
    }
}

impl From<Option<PathBuf>> for Database {
    fn from(path: Option<PathBuf>) -> Database {
        path.map_or(Database::Memory, Database::Sqlite)
    }
}

/// How `lasca serve` is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen.
    pub listen: SocketAddr,
    /// Where the games are kept.
    pub db: Database,
    /// As one of several instances on a PostgreSQL [`Config::db`]: this one's name and its
    /// leases (`None`: a random name and [`DEFAULT_LEASE`]). Ignored for SQLite.
    pub instance: Option<crate::cluster::ClusterConfig>,
    /// How hard a commit holds on to its changes (a power cut; see [`Durability`]).
    pub durability: Durability,
    /// Per-connection limits.
    pub limits: ConnectionLimits,
    /// Threads for the network (the hub has its own).
    pub threads: usize,
    /// Whether the server is behind a reverse proxy on this machine: the same as
    /// [`Config::trusted_proxies`] with loopback (127.0.0.0/8 and ::1) in it. With a listen
    /// address that is not loopback, [`start`] refuses it unless `trusted_proxies` names the
    /// proxy's network ([`ServeError::ProxyNotNamed`]).
    pub behind_proxy: bool,
    /// The networks of the reverse proxies in front of the server. For a peer in one of them,
    /// a client's address (for the limits per address) is read from `X-Forwarded-For`: the
    /// first entry from the end that is not a trusted proxy. From any other peer the header is
    /// ignored, so that a client cannot pick its own address.
    pub trusted_proxies: Vec<Network>,
    /// Serve `wss://` with this certificate and key instead of `ws://` ([`crate::tls`]).
    pub tls: Option<crate::tls::ServerTls>,
    /// Origins (`https://lasca.example.org`) whose pages may open a WebSocket besides the
    /// server's own: a browser sends its page's `Origin`, and any other is refused
    /// ([`crate::web::origin_allowed`]). Clients that are no browser send none, and pass.
    pub allowed_origins: Vec<String>,
    /// The engine: the computer's moves and analyses ([`crate::engine`]).
    pub engine: crate::engine::EngineConfig,
}

/// Why the server stopped or could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The address could not be bound.
    #[error("cannot listen on {0}: {1}")]
    Bind(SocketAddr, std::io::Error),
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Anything else from the system.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// [`Config::behind_proxy`] (which trusts loopback) with a listen address that is not
    /// loopback, and no [`Config::trusted_proxies`]: the proxy is then likely elsewhere, and
    /// every client would count as the proxy's address.
    #[error(
        "--behind-proxy believes X-Forwarded-For from loopback (127.0.0.0/8, ::1) only, but the \
         server listens on {0}: name the proxy's network with --trusted-proxy CIDR"
    )]
    ProxyNotNamed(SocketAddr),
    /// The hub panicked (a bug): the server stopped serving games.
    #[error("the hub panicked (a bug; the server stopped): {0}")]
    HubPanicked(String),
}

struct Shared {
    hub: mpsc::SyncSender<HubRequest>,
    next_conn: AtomicU64,
    limits: ConnectionLimits,
    trusted_proxies: Vec<Network>,
    allowed_origins: Vec<String>,
    stats: Arc<Stats>,
    site: Arc<crate::site::Site>,
    /// The time the connections' rate limits run on.
    time: Arc<dyn TimeSource>,
}

/// A server running on its own threads; dropping it stops it.
pub struct Running {
    /// The address it listens on (with the real port when 0 was asked).
    pub addr: SocketAddr,
    /// What it found in the database at start.
    pub recovery: Recovery,
    hub: Option<mpsc::SyncSender<HubRequest>>,
    stats: Arc<Stats>,
    sockets: Arc<SocketStats>,
    hub_thread: Option<std::thread::JoinHandle<Result<(), ServeError>>>,
    runtime: Option<tokio::runtime::Runtime>,
    tls: bool,
    /// The bus to the other instances (PostgreSQL), stopped after the hub.
    bus: Option<crate::cluster::Bus>,
    /// This instance's name among several.
    pub instance: Option<String>,
}

impl Running {
    /// The WebSocket address clients connect to.
    pub fn url(&self) -> String {
        let scheme = if self.tls { "wss" } else { "ws" };
        format!("{scheme}://{}/ws", self.addr)
    }

    /// The counters of the hub and of the connections.
    pub fn stats(&self) -> Arc<Stats> {
        self.stats.clone()
    }

    /// The sockets counted at accept.
    pub fn sockets(&self) -> Arc<SocketStats> {
        self.sockets.clone()
    }

    /// Stops accepting, lets the hub commit, and waits for it. An error if the store failed
    /// or the hub panicked.
    pub fn stop(mut self) -> Result<(), ServeError> {
        self.shutdown()
    }

    /// Waits until the hub stops: on a store failure or a panic (both errors), or
    /// [`Running::stop`].
    pub fn wait(mut self) -> Result<(), ServeError> {
        match self.hub_thread.take() {
            Some(thread) => joined(thread),
            None => Ok(()),
        }
    }

    fn shutdown(&mut self) -> Result<(), ServeError> {
        // A full queue takes no `Shutdown` at once; once the connections are gone with the
        // runtime, the hub drains it, and `Shutdown` goes in then. (The engine holds a sender
        // of its own, so the hub cannot count on every sender going away.)
        let hub = self.hub.take();
        let queued = hub
            .as_ref()
            .is_some_and(|hub| hub.try_send(HubRequest::Shutdown).is_ok());
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_secs(1));
        }
        if let Some(hub) = hub
            && !queued
        {
            // An error: the hub is gone already (a store failure, a panic), as wanted.
            let _ = hub.send(HubRequest::Shutdown);
        }
        let stopped = match self.hub_thread.take() {
            Some(thread) => joined(thread),
            None => Ok(()),
        };
        self.bus.take();
        stopped
    }
}

/// How long an instance's lease on a game lasts past its last renewal, unless
/// `--lease-seconds` says otherwise: an instance that stops is replaced after about this long.
pub const DEFAULT_LEASE: Duration = Duration::from_secs(5);

/// The hub thread's end: its own result, or its panic as an error.
fn joined(thread: std::thread::JoinHandle<Result<(), ServeError>>) -> Result<(), ServeError> {
    thread
        .join()
        .unwrap_or_else(|panic| Err(ServeError::HubPanicked(panic_message(panic.as_ref()))))
}

/// What a panic said, if it said it with a string.
fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    match (panic.downcast_ref::<&str>(), panic.downcast_ref::<String>()) {
        (Some(text), _) => (*text).to_owned(),
        (_, Some(text)) => text.clone(),
        _ => "no message".to_owned(),
    }
}

/// Runs the hub on a thread of its own. A panic there ends the hub with
/// [`ServeError::HubPanicked`], logged at once: the connections then find it gone and close,
/// and [`Running::wait`] returns the error, so that `lasca serve` exits with a failure (and a
/// supervisor restarts it).
fn spawn_hub(
    run: impl FnOnce() -> Result<(), StoreError> + Send + 'static,
) -> std::io::Result<std::thread::JoinHandle<Result<(), ServeError>>> {
    std::thread::Builder::new()
        .name("lasca-hub".into())
        .spawn(move || {
            // The hub's state goes with the panic: nothing of it is used again.
            match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
                Ok(result) => result.map_err(ServeError::from),
                Err(panic) => {
                    let message = panic_message(panic.as_ref());
                    tracing::error!(%message, "the hub panicked: the server stops");
                    Err(ServeError::HubPanicked(message))
                }
            }
        })
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

/// Opens the store, recovers its games, binds the address and starts serving. Refuses
/// [`Config::behind_proxy`] on an address that is not loopback without
/// [`Config::trusted_proxies`] before it opens or binds anything.
pub fn start(config: Config) -> Result<Running, ServeError> {
    if config.behind_proxy && !config.listen.ip().is_loopback() && config.trusted_proxies.is_empty()
    {
        return Err(ServeError::ProxyNotNamed(config.listen));
    }
    if let Database::Postgres(url) = &config.db {
        // PostgreSQL: one of any number of instances on the database.
        let instance = config
            .instance
            .clone()
            .unwrap_or_else(|| crate::cluster::ClusterConfig::random(DEFAULT_LEASE));
        let store = crate::store::postgres::PgStore::open(url)?
            .shared_as(&instance.name, instance.lease)?;
        let url = url.clone();
        return start_with(config, Box::new(store), Some((url, instance)));
    }
    let store = config.db.open(config.durability)?;
    start_with(config, store, None)
}

/// [`start`] on `store`.
fn start_with(
    config: Config,
    store: Box<dyn Store>,
    cluster: Option<(String, crate::cluster::ClusterConfig)>,
) -> Result<Running, ServeError> {
    let hub_limits = HubLimits {
        computer_games_per_hour: config.engine.computer_games_per_hour,
        analyses_per_day: config.engine.analyses_per_day,
        ..config.limits.hub_limits()
    };
    let (mut hub, recovery) = Hub::open(store, hub_limits)?;
    if let Database::Sqlite(path) = &config.db {
        hub.watch_disk(path.clone());
    }
    let stats = hub.stats();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(config.threads.max(1))
        .thread_name("lasca-net")
        .enable_all()
        .build()?;
    let listener = runtime
        .block_on(TcpListener::bind(config.listen))
        .map_err(|e| ServeError::Bind(config.listen, e))?;
    let addr = listener.local_addr()?;
    let (hub_tx, hub_rx) = mpsc::sync_channel(config.limits.hub_queue.max(1));
    if config.engine.threads > 0 {
        // The engine answers on the hub's own queue, so the hub alone changes games.
        let tx = hub_tx.clone();
        let sink: crate::engine::Sink = Arc::new(move |event| {
            let _ = tx.send(HubRequest::Engine(event));
        });
        hub.set_engine(crate::engine::Engine::start(config.engine, sink));
    }
    let bus = match &cluster {
        Some((url, instance)) => {
            let bus = crate::cluster::Bus::start(url, instance, hub_tx.clone())?;
            let lease_ms = u64::try_from(instance.lease.as_millis()).unwrap_or(u64::MAX);
            hub.join_cluster(instance.name.clone(), lease_ms, bus.sender());
            Some(bus)
        }
        None => None,
    };
    let site = Arc::new(crate::site::Site::new(
        hub.cookie_key(),
        config.tls.is_some(),
    ));
    let hub_thread = spawn_hub(move || hub.run(hub_rx))?;
    let mut trusted_proxies = config.trusted_proxies.clone();
    if config.behind_proxy {
        trusted_proxies.extend(Network::loopback());
    }
    let shared = Arc::new(Shared {
        hub: hub_tx.clone(),
        next_conn: AtomicU64::new(1),
        limits: config.limits,
        trusted_proxies: trusted_proxies.clone(),
        allowed_origins: config.allowed_origins.clone(),
        stats: stats.clone(),
        site: site.clone(),
        time: Arc::new(MonotonicClock::new()),
    });
    let site_state = crate::site::SiteState {
        hub: hub_tx.clone(),
        site,
        allowed_origins: Arc::new(config.allowed_origins.clone()),
    };
    // The browser client's pages and files (web.rs), and the game connections.
    let app = crate::web::routes(Router::new())
        .route("/ws", get(upgrade))
        .route("/g/{code}", get(game_page))
        .with_state(shared)
        .merge(crate::site::routes(site_state));
    // Every socket counted from its accept; plain or TLS; HTTP with a timer.
    let gate = Arc::new(crate::accept::Gate::new(config.limits, trusted_proxies));
    let sockets = gate.stats();
    runtime.spawn(crate::accept::serve(crate::accept::Serving {
        listener,
        tls: config.tls.as_ref().map(crate::tls::ServerTls::acceptor),
        app,
        gate,
    }));
    Ok(Running {
        addr,
        recovery,
        hub: Some(hub_tx),
        stats,
        sockets,
        hub_thread: Some(hub_thread),
        runtime: Some(runtime),
        tls: config.tls.is_some(),
        bus,
        instance: cluster.map(|(_, instance)| instance.name),
    })
}

/// How many `X-Forwarded-For` entries, from the last, are looked at for a client's address.
const FORWARDED_MOST: usize = 16;

/// The client's address: the peer's, unless the peer is in one of the `trusted` networks (a
/// reverse proxy). Then it is read from `X-Forwarded-For` (all its lines as one list), from
/// the last entry back: each proxy appends the address it got the request from, so the first
/// entry from the end that is not itself a trusted proxy is the client (those before it the
/// client may have written itself). An entry that is no address ends the search: the client
/// is then the last trusted proxy seen, as it is when every entry is one, or when there is no
/// header.
fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[Network]) -> IpAddr {
    let is_trusted = |ip: IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(peer) {
        return peer;
    }
    let entries = headers
        .get_all("x-forwarded-for")
        .iter()
        .rev()
        .flat_map(|value| value.to_str().unwrap_or("").rsplit(','))
        .take(FORWARDED_MOST);
    let mut client = peer;
    for entry in entries {
        match entry.trim().parse::<IpAddr>() {
            Ok(ip) if is_trusted(ip) => client = ip,
            Ok(ip) => return ip,
            Err(_) => break,
        }
    }
    client
}

async fn upgrade(
    ws: WebSocketUpgrade,
    State(shared): State<Arc<Shared>>,
    ConnectInfo(crate::tls::PeerAddr(peer)): ConnectInfo<crate::tls::PeerAddr>,
    headers: HeaderMap,
) -> axum::response::Response {
    // Another site's page must not play with a visitor's seat (its token is in the page's
    // storage, but a page of that site could still open a socket in the visitor's browser).
    if !crate::web::origin_allowed(&headers, &shared.allowed_origins) {
        tracing::debug!(origin = ?headers.get(axum::http::header::ORIGIN), "refused a WebSocket from another origin");
        return (
            axum::http::StatusCode::FORBIDDEN,
            "This server takes game connections from its own pages only (lasca serve --allow-origin adds others).\n",
        )
            .into_response();
    }
    let addr = client_address(peer.ip(), &headers, &shared.trusted_proxies);
    // The hub keeps its limits per address as it groups them (IPv6 by /64); coarser IPv6
    // prefixes are grouped here.
    let addr = crate::accept::group(addr, shared.limits.ipv6_prefix);
    // Frames past this are refused by the transport itself; past MAX_MESSAGE_BYTES (smaller)
    // the connection gets a `too_large` error and stays open.
    // A small read buffer: messages are small, and the default (128 KiB, zeroed on every
    // read) cost more than everything else the server does.
    ws.read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_message_size(64 * 1024)
        .max_frame_size(64 * 1024)
        .on_upgrade(move |socket| {
            let who = shared.site.credentials(&headers);
            connection(socket, shared, addr, who)
        })
        .into_response()
}

/// `/g/CODE` is a game's page; `/g/CODE.pgn` the game as a game file, to download.
async fn game_page(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(crate::tls::PeerAddr(peer)): ConnectInfo<crate::tls::PeerAddr>,
    axum::extract::Path(code): axum::extract::Path<String>,
    headers: HeaderMap,
) -> axum::response::Response {
    use axum::http::{StatusCode, header};
    let Some(code) = code.strip_suffix(".pgn") else {
        return crate::web::page(headers).await;
    };
    let addr = client_address(peer.ip(), &headers, &shared.trusted_proxies);
    let addr = crate::accept::group(addr, shared.limits.ipv6_prefix);
    let (reply, answer) = tokio::sync::oneshot::channel();
    let request = HubRequest::Download {
        addr,
        code: code.chars().take(32).collect(),
        reply,
    };
    let hub = shared.hub.clone();
    let sent = tokio::task::spawn_blocking(move || hub.send(request).is_ok())
        .await
        .unwrap_or(false);
    let plain = |status: StatusCode, text: String| {
        (
            status,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            text,
        )
            .into_response()
    };
    match (sent, answer.await) {
        (true, Ok(Ok(text))) => {
            let name = crate::protocol::normalise_code(code);
            (
                [
                    (
                        header::CONTENT_TYPE,
                        "application/x-chess-pgn; charset=utf-8".to_owned(),
                    ),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"lasca-{name}.pgn\""),
                    ),
                    (header::CACHE_CONTROL, "no-cache".to_owned()),
                ],
                text,
            )
                .into_response()
        }
        (true, Ok(Err(DownloadRefusal::NotFound))) => plain(
            StatusCode::NOT_FOUND,
            format!("No game has the code {code}.\n"),
        ),
        (true, Ok(Err(DownloadRefusal::TooMany(wait_s)))) => {
            let mut response = plain(
                StatusCode::TOO_MANY_REQUESTS,
                format!("Too many requests from your address: try again in {wait_s} s.\n"),
            );
            if let Ok(value) = axum::http::HeaderValue::from_str(&wait_s.to_string()) {
                response.headers_mut().insert(header::RETRY_AFTER, value);
            }
            response
        }
        _ => plain(
            StatusCode::SERVICE_UNAVAILABLE,
            "The server could not read the game; try again.\n".to_owned(),
        ),
    }
}

/// A token bucket: `rate` a second, at most `burst` at once, on the time of `time` (the
/// server's [`MonotonicClock`], a [`FakeClock`](crate::clock::FakeClock) in tests).
struct Bucket {
    tokens: f64,
    last_ms: u64,
    rate: f64,
    burst: f64,
    time: Arc<dyn TimeSource>,
}

impl Bucket {
    fn new(rate: f64, burst: f64, time: Arc<dyn TimeSource>) -> Bucket {
        Bucket {
            tokens: burst,
            last_ms: time.now_ms(),
            rate,
            burst,
            time,
        }
    }

    fn take(&mut self) -> bool {
        let now = self.time.now_ms();
        let elapsed_s = now.saturating_sub(self.last_ms) as f64 / 1000.0;
        self.tokens = (self.tokens + elapsed_s * self.rate).min(self.burst);
        self.last_ms = self.last_ms.max(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// What the connection task makes of one text frame.
enum Verdict {
    Forward(ClientMessage),
    Answer(ServerMessage),
}

/// Sorts one text frame: forwarded to the hub (requests, and `hello`, whose version the hub
/// keeps), or answered here (junk, `ping`, a flood, a second or unsupported `hello`).
fn screen(text: &str, said_hello: &mut bool, bucket: &mut Bucket) -> Verdict {
    if !bucket.take() {
        return Verdict::Answer(ServerMessage::error(
            ErrorKind::RateLimited,
            "too many messages: this one was dropped",
        ));
    }
    if text.len() > MAX_MESSAGE_BYTES {
        return Verdict::Answer(ServerMessage::error(
            ErrorKind::TooLarge,
            format!("messages are at most {MAX_MESSAGE_BYTES} bytes"),
        ));
    }
    let message = match ClientMessage::from_json(text) {
        Ok(message) => message,
        Err(error) => {
            return Verdict::Answer(ServerMessage::error(
                ErrorKind::BadMessage,
                format!("not a message of protocol {PROTOCOL_VERSION}: {error}"),
            ));
        }
    };
    match message {
        // Everything is answered (docs/ONLINE.md): a second hello too, and ping only after hello.
        ClientMessage::Hello { .. } if *said_hello => Verdict::Answer(ServerMessage::error(
            ErrorKind::BadMessage,
            "hello was said already on this connection",
        )),
        // The hub hears of the version: it sends version 2 connections the board.
        ClientMessage::Hello { protocol, .. } if speaks(protocol) => {
            *said_hello = true;
            Verdict::Forward(message)
        }
        ClientMessage::Hello { protocol, .. } => Verdict::Answer(ServerMessage::error(
            ErrorKind::UnsupportedProtocol,
            format!(
                "this server speaks protocols {OLDEST_PROTOCOL_VERSION} to {PROTOCOL_VERSION}, not {protocol}"
            ),
        )),
        _ if !*said_hello => Verdict::Answer(ServerMessage::error(
            ErrorKind::HelloFirst,
            "say hello with the protocol version first",
        )),
        ClientMessage::Ping { id } => Verdict::Answer(ServerMessage::Pong { id }),
        message => Verdict::Forward(message),
    }
}

/// Sends one message, within the write timeout.
async fn send_within(socket: &mut WebSocket, message: Message, shared: &Shared) -> bool {
    match tokio::time::timeout(shared.limits.write_timeout, socket.send(message)).await {
        Ok(sent) => sent.is_ok(),
        Err(_) => {
            shared.stats.write_timeouts.fetch_add(1, Ordering::Relaxed);
            false
        }
    }
}

/// How often a connection that found the hub's queue full tries again.
const HUB_FULL_RETRY: Duration = Duration::from_millis(1);

/// Hands a request to the hub; while the hub's queue is full it waits (and so reads nothing
/// more from its socket): that is the back-pressure. False once the hub is gone.
///
/// The queue is a std channel, which the hub thread waits on with a timeout and no runtime;
/// a sender finds it full only when the hub is far behind, and then tries again each
/// millisecond.
async fn forward(shared: &Shared, mut request: HubRequest) -> bool {
    let mut counted = false;
    loop {
        match shared.hub.try_send(request) {
            Ok(()) => return true,
            Err(mpsc::TrySendError::Full(back)) => {
                if !counted {
                    shared.stats.hub_full.fetch_add(1, Ordering::Relaxed);
                    counted = true;
                }
                request = back;
                tokio::time::sleep(HUB_FULL_RETRY).await;
            }
            Err(mpsc::TrySendError::Disconnected(_)) => return false,
        }
    }
}

/// The queue of frames the hub fills for one connection: at most [`ConnectionLimits::queue`]
/// (the hub drops a connection whose queue is full). The hub's tests take theirs from here.
pub(crate) fn frame_queue(
    limits: &ConnectionLimits,
) -> (
    tokio::sync::mpsc::Sender<Frame>,
    tokio::sync::mpsc::Receiver<Frame>,
) {
    tokio::sync::mpsc::channel(limits.queue.max(1))
}

async fn connection(
    socket: WebSocket,
    shared: Arc<Shared>,
    addr: IpAddr,
    who: crate::hub::Credentials,
) {
    let conn: ConnId = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, mut rx) = frame_queue(&shared.limits);
    if !forward(
        &shared,
        HubRequest::Connect {
            conn,
            addr,
            tx,
            who,
        },
    )
    .await
    {
        return;
    }
    let mut socket = socket;
    let welcome = ServerMessage::Welcome {
        protocol: PROTOCOL_VERSION,
        server: format!("lasca {}", env!("CARGO_PKG_VERSION")),
    };
    let mut ok = send_within(
        &mut socket,
        Message::Text(welcome.to_json().into()),
        &shared,
    )
    .await;
    let mut said_hello = false;
    let mut bucket = Bucket::new(
        shared.limits.messages_per_second,
        shared.limits.burst,
        shared.time.clone(),
    );
    let ping_interval = shared.limits.ping_interval.max(Duration::from_millis(1));
    let mut keepalive = tokio::time::interval(ping_interval);
    keepalive.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    keepalive.tick().await;
    let mut heard = tokio::time::Instant::now();
    while ok {
        // The branches' futures are dropped before a handler runs, so each handler may use
        // the socket; both `recv`s are cancel-safe.
        tokio::select! {
            outgoing = rx.recv() => match outgoing {
                Some(text) => {
                    let write = write_queued(&mut socket, text, &mut rx);
                    ok = match tokio::time::timeout(shared.limits.write_timeout, write).await {
                        Ok(written) => written,
                        Err(_) => {
                            shared.stats.write_timeouts.fetch_add(1, Ordering::Relaxed);
                            false
                        }
                    };
                }
                None => break,
            },
            incoming = socket.recv() => {
                heard = tokio::time::Instant::now();
                match incoming {
                    Some(Ok(Message::Text(text))) => {
                        match screen(text.as_str(), &mut said_hello, &mut bucket) {
                            Verdict::Forward(message) => {
                                let request = HubRequest::Request { conn, message };
                                if !forward(&shared, request).await {
                                    break;
                                }
                            }
                            Verdict::Answer(answer) => {
                                let answer = Message::Text(answer.to_json().into());
                                ok = send_within(&mut socket, answer, &shared).await;
                            }
                        }
                    }
                    Some(Ok(Message::Binary(_))) => {
                        let answer = ServerMessage::error(
                            ErrorKind::BadMessage,
                            "messages are JSON text, not binary",
                        );
                        let answer = Message::Text(answer.to_json().into());
                        ok = send_within(&mut socket, answer, &shared).await;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                }
            },
            _ = keepalive.tick() => {
                if heard.elapsed() >= shared.limits.idle_timeout {
                    shared.stats.idle_timeouts.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                ok = send_within(&mut socket, Message::Ping(Default::default()), &shared).await;
            }
        }
    }
    forward(&shared, HubRequest::Disconnect { conn }).await;
}

/// A frame the hub queued, as a WebSocket text message.
fn text_message(frame: &Frame) -> Message {
    Message::Text(Utf8Bytes::from(&**frame))
}

/// Writes `first` and whatever else is already queued, then flushes once.
async fn write_queued(
    socket: &mut WebSocket,
    first: Frame,
    rx: &mut tokio::sync::mpsc::Receiver<Frame>,
) -> bool {
    if socket.feed(text_message(&first)).await.is_err() {
        return false;
    }
    while let Ok(next) = rx.try_recv() {
        if socket.feed(text_message(&next)).await.is_err() {
            return false;
        }
    }
    socket.flush().await.is_ok()
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::clock::FakeClock;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for value in values {
            map.append("x-forwarded-for", value.parse().unwrap());
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn nets(texts: &[&str]) -> Vec<Network> {
        texts.iter().map(|t| t.parse().unwrap()).collect()
    }

    #[test]
    fn x_forwarded_for_is_believed_from_a_trusted_proxy_only() {
        let proxy = ip("10.0.0.1");
        let forged = headers(&["203.0.113.9, 198.51.100.4"]);
        // From a peer in no trusted network, the header is the client's word: ignored.
        assert_eq!(client_address(proxy, &forged, &[]), proxy);
        assert_eq!(
            client_address(proxy, &forged, &nets(&["10.0.0.2/32"])),
            proxy
        );
        assert_eq!(
            client_address(
                ip("192.0.2.1"),
                &forged,
                &nets(&["127.0.0.0/8", "10.0.0.0/8"])
            ),
            ip("192.0.2.1")
        );
        // From a trusted one, the last entry: the one the proxy added.
        let trusted = nets(&["10.0.0.0/8"]);
        assert_eq!(client_address(proxy, &forged, &trusted), ip("198.51.100.4"));
        let two_lines = headers(&["203.0.113.9", "2001:db8::7"]);
        assert_eq!(
            client_address(proxy, &two_lines, &trusted),
            ip("2001:db8::7")
        );
        // An IPv4 peer on a dual-stack socket is still in its IPv4 network.
        assert_eq!(
            client_address(ip("::ffff:10.0.0.1"), &forged, &trusted),
            ip("198.51.100.4")
        );
        // No header, an empty one, or a last entry that is no address: the proxy's own.
        for junk in [
            &["203.0.113.9, junk"][..],
            &[][..],
            &[""][..],
            &["203.0.113.9, "][..],
            &["203.0.113.9:443"][..],
            &["[2001:db8::7]"][..],
        ] {
            assert_eq!(
                client_address(proxy, &headers(junk), &trusted),
                proxy,
                "{junk:?}"
            );
        }
    }

    #[test]
    fn a_chain_of_trusted_proxies_is_walked_back_to_the_client() {
        let trusted = nets(&["10.0.0.0/8", "192.0.2.0/24"]);
        let peer = ip("10.0.0.1");
        // client 198.51.100.4 -> CDN 192.0.2.10 -> proxy 10.0.0.1 -> the server.
        let chain = headers(&["203.0.113.9, 198.51.100.4, 192.0.2.10"]);
        assert_eq!(client_address(peer, &chain, &trusted), ip("198.51.100.4"));
        // Every entry a trusted proxy: the first of them.
        let all = headers(&["10.9.9.9, 192.0.2.10"]);
        assert_eq!(client_address(peer, &all, &trusted), ip("10.9.9.9"));
        // Junk past a trusted entry: the last trusted proxy seen.
        let junk = headers(&["203.0.113.9, junk, 192.0.2.10"]);
        assert_eq!(client_address(peer, &junk, &trusted), ip("192.0.2.10"));
        // Past FORWARDED_MOST entries the search stops.
        let long = format!(
            "203.0.113.9, {}",
            vec!["192.0.2.10"; FORWARDED_MOST].join(", ")
        );
        assert_eq!(
            client_address(peer, &headers(&[&long]), &trusted),
            ip("192.0.2.10")
        );
    }

    #[test]
    fn the_connection_limits_default_to_documented_values() {
        // docs/ONLINE.md, "Limits": every field of ConnectionLimits, by its row there.
        let limits = ConnectionLimits::default();
        let secs = Duration::from_secs;
        // Messages a second, one connection: 20, bursts of 40.
        assert_eq!((limits.messages_per_second, limits.burst), (20.0, 40.0));
        // Requests a second, one address: 50, bursts of 100.
        assert_eq!(
            (limits.address_messages_per_second, limits.address_burst),
            (50.0, 100.0)
        );
        assert_eq!(limits.games_per_client, 16);
        assert_eq!(limits.games_per_hour, 60);
        assert_eq!(limits.connections_per_address, 32);
        assert_eq!(limits.watches_per_connection, 16);
        assert_eq!(limits.watches_per_address, 64);
        assert_eq!(limits.spectators_per_game, 500);
        // Unknown codes: 10 free, then 1 s, doubling up to 10 minutes.
        assert_eq!(limits.free_guesses, 10);
        assert_eq!(limits.guess_delay, secs(1));
        assert_eq!(limits.max_guess_delay, secs(10 * 60));
        // A game nobody joins: 24 h; an untimed game nobody moves in: 30 days; a finished game
        // in memory: 10 minutes.
        assert_eq!(limits.waiting_expiry, secs(24 * 3600));
        assert_eq!(limits.idle_game, secs(30 * 24 * 3600));
        assert_eq!(limits.ended_linger, secs(10 * 60));
        assert_eq!(limits.min_free_bytes, 64 * 1024 * 1024);
        // Frames queued for one connection: 256; requests waiting for the hub: 4096.
        assert_eq!(limits.queue, 256);
        assert_eq!(limits.hub_queue, 4096);
        // Silence from a client: 45 s, a ping every 15 s; one write: 10 s.
        assert_eq!(limits.ping_interval, secs(15));
        assert_eq!(limits.idle_timeout, secs(45));
        assert_eq!(limits.write_timeout, secs(10));
        // Sockets: the open-file limit less a tenth in all, 64 an address.
        assert_eq!(limits.max_sockets, None);
        assert_eq!(limits.sockets_per_address, 64);
        assert!(limits.sockets_per_address > limits.connections_per_address);
        // TLS: 8 handshakes an address, 1,024 in all, 10 s each.
        assert_eq!(limits.handshakes_per_address, 8);
        assert_eq!(limits.max_handshakes, 1024);
        assert_eq!(limits.handshake_timeout, secs(10));
        assert_eq!(limits.header_timeout, secs(20));
        assert_eq!(limits.ipv6_prefix, 64);
        // The hub gets the same figures.
        let hub = limits.hub_limits();
        let defaults = HubLimits::default();
        assert_eq!(
            (
                hub.games_per_client,
                hub.connections_per_address,
                hub.games_per_hour
            ),
            (
                defaults.games_per_client,
                defaults.connections_per_address,
                defaults.games_per_hour
            )
        );
        assert_eq!(
            (hub.requests_per_second, hub.requests_burst),
            (defaults.requests_per_second, defaults.requests_burst)
        );
        assert_eq!(
            (
                hub.free_guesses,
                hub.guess_delay_ms,
                hub.max_guess_delay_ms,
                hub.waiting_expiry_ms,
                hub.ended_linger_ms,
                hub.idle_game_ms,
                hub.min_free_bytes,
            ),
            (
                defaults.free_guesses,
                defaults.guess_delay_ms,
                defaults.max_guess_delay_ms,
                defaults.waiting_expiry_ms,
                defaults.ended_linger_ms,
                defaults.idle_game_ms,
                defaults.min_free_bytes,
            )
        );
        assert_eq!(
            (
                hub.watches_per_connection,
                hub.watches_per_address,
                hub.spectators_per_game
            ),
            (
                defaults.watches_per_connection,
                defaults.watches_per_address,
                defaults.spectators_per_game
            )
        );
        // A load test's lifts the limits per address, and only those.
        let lifted = limits.without_address_limits();
        assert_eq!(lifted.sockets_per_address, usize::MAX);
        assert_eq!(lifted.handshakes_per_address, usize::MAX);
        assert_eq!(lifted.connections_per_address, usize::MAX);
        assert_eq!(lifted.max_handshakes, limits.max_handshakes);
        assert_eq!(lifted.messages_per_second, limits.messages_per_second);
    }

    /// A store that panics at its `n`th heartbeat: a hub with a bug.
    struct PanicsAtHeartbeat {
        inner: SqliteStore,
        heartbeats: u32,
        n: u32,
    }

    impl Store for PanicsAtHeartbeat {
        fn begin(&mut self) -> Result<(), StoreError> {
            self.inner.begin()
        }
        fn commit(&mut self) -> Result<(), StoreError> {
            self.inner.commit()
        }
        fn mark(&mut self) -> Result<(), StoreError> {
            self.inner.mark()
        }
        fn release(&mut self) -> Result<(), StoreError> {
            self.inner.release()
        }
        fn undo_to_mark(&mut self) -> Result<(), StoreError> {
            self.inner.undo_to_mark()
        }
        fn store_analysis(&mut self, code: &str, analysis: &str) -> Result<(), StoreError> {
            self.inner.store_analysis(code, analysis)
        }
        fn load_analysis(&mut self, code: &str) -> Result<Option<String>, StoreError> {
            self.inner.load_analysis(code)
        }
        fn insert_game(&mut self, game: &crate::store::StoredGame) -> Result<(), StoreError> {
            self.inner.insert_game(game)
        }
        fn update_game(&mut self, game: &crate::store::StoredGame) -> Result<(), StoreError> {
            self.inner.update_game(game)
        }
        fn push_move(
            &mut self,
            code: &str,
            ply: u32,
            mv: &str,
            clock: crate::store::ClockState,
        ) -> Result<(), StoreError> {
            self.inner.push_move(code, ply, mv, clock)
        }
        fn truncate_moves(&mut self, code: &str, plies: u32) -> Result<(), StoreError> {
            self.inner.truncate_moves(code, plies)
        }
        fn load_game(
            &mut self,
            code: &str,
        ) -> Result<Option<crate::store::StoredGame>, StoreError> {
            self.inner.load_game(code)
        }
        fn unfinished_games(
            &mut self,
        ) -> Result<Vec<Result<crate::store::StoredGame, StoreError>>, StoreError> {
            self.inner.unfinished_games()
        }
        fn has_legacy_codes(&mut self) -> Result<bool, StoreError> {
            self.inner.has_legacy_codes()
        }
        fn code_exists(&mut self, code: &str) -> Result<bool, StoreError> {
            self.inner.code_exists(code)
        }
        fn set_heartbeat(&mut self, now_ms: u64) -> Result<(), StoreError> {
            self.heartbeats += 1;
            assert!(
                self.heartbeats < self.n,
                "a test store panics at heartbeat {}",
                self.n
            );
            self.inner.set_heartbeat(now_ms)
        }
        fn heartbeat(&mut self) -> Result<Option<u64>, StoreError> {
            self.inner.heartbeat()
        }
    }

    fn loopback_config() -> Config {
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            db: Database::Memory,
            instance: None,
            durability: Default::default(),
            limits: ConnectionLimits::default(),
            threads: 1,
            behind_proxy: false,
            trusted_proxies: Vec::new(),
            allowed_origins: Vec::new(),
            engine: crate::engine::EngineConfig::default(),
            tls: None,
        }
    }

    #[test]
    fn a_hub_panic_is_an_error_from_wait_and_stop() {
        // The first heartbeat is the hub's opening; the second comes from its loop, by itself
        // (a quarter of a second later).
        let store = || PanicsAtHeartbeat {
            inner: SqliteStore::in_memory().unwrap(),
            heartbeats: 0,
            n: 2,
        };
        let running = start_with(loopback_config(), Box::new(store()), None).unwrap();
        match running.wait() {
            Err(ServeError::HubPanicked(message)) => {
                assert!(message.contains("panics at heartbeat 2"), "{message}");
            }
            other => panic!("a hub panic should be an error, not {other:?}"),
        }
        // `stop` after the panic.
        let running = start_with(loopback_config(), Box::new(store()), None).unwrap();
        let deadline = Instant::now() + Duration::from_secs(20);
        while !running.hub_thread.as_ref().is_some_and(|t| t.is_finished()) {
            assert!(Instant::now() < deadline, "the hub never panicked");
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(matches!(running.stop(), Err(ServeError::HubPanicked(_))));
        // And the error says what it is.
        let error = ServeError::HubPanicked("boom".into());
        assert!(error.to_string().contains("panicked"), "{error}");
    }

    /// A bucket of `rate` a second and `burst` at once on a fake clock, and the clock.
    fn fake_bucket(rate: f64, burst: f64) -> (Bucket, FakeClock) {
        let time = FakeClock::at(1_000);
        (Bucket::new(rate, burst, Arc::new(time.clone())), time)
    }

    /// How many tokens `bucket` gives now, taking until it refuses (at most 1,000).
    fn drain(bucket: &mut Bucket) -> usize {
        (0..1_000).take_while(|_| bucket.take()).count()
    }

    #[test]
    fn the_bucket_refills() {
        // Full at first: the burst, then nothing while no time passes.
        let (mut bucket, time) = fake_bucket(1000.0, 3.0);
        assert_eq!(drain(&mut bucket), 3);
        assert!(!bucket.take());
        // 1000 a second: one a millisecond.
        time.advance(1);
        assert_eq!(drain(&mut bucket), 1);
        time.advance(2);
        assert_eq!(drain(&mut bucket), 2);
        // Never more than the burst, however long it waited.
        time.advance(60_000);
        assert_eq!(drain(&mut bucket), 3);
    }

    #[test]
    fn the_bucket_keeps_the_fractions_of_a_slow_rate() {
        // The default rate, 20 a second: a token every 50 ms, also when asked every 10 ms.
        let (mut bucket, time) = fake_bucket(20.0, 40.0);
        assert_eq!(drain(&mut bucket), 40);
        for _ in 0..4 {
            time.advance(10);
            assert!(!bucket.take(), "a token before 50 ms");
        }
        time.advance(10);
        assert!(bucket.take());
        assert!(!bucket.take());
        // A second: 20 more.
        time.advance(1_000);
        assert_eq!(drain(&mut bucket), 20);
        // A clock that goes back gives nothing and takes nothing.
        time.set(0);
        assert!(!bucket.take());
        time.set(1_000 + 50 + 1_000 + 50);
        assert_eq!(drain(&mut bucket), 1);
    }

    #[test]
    fn the_connection_checks_go_rate_size_decoding_greeting() {
        // docs/ONLINE.md, "Refusals, in the order they are checked": each message here is
        // refused by two checks at once, and gets the first of them.
        let answer = |v: Verdict| match v {
            Verdict::Answer(ServerMessage::Error { kind, .. }) => Some(kind),
            _ => None,
        };
        let too_large_junk = "x".repeat(MAX_MESSAGE_BYTES + 1);
        // Over the rate and over the size: rate_limited.
        let (mut empty, _time) = fake_bucket(20.0, 1.0);
        assert!(empty.take());
        let mut hello = false;
        assert_eq!(
            answer(screen(&too_large_junk, &mut hello, &mut empty)),
            Some(ErrorKind::RateLimited)
        );
        // Over the size and no message: too_large.
        let (mut bucket, _time) = fake_bucket(20.0, 40.0);
        assert_eq!(
            answer(screen(&too_large_junk, &mut hello, &mut bucket)),
            Some(ErrorKind::TooLarge)
        );
        // No message, before hello: bad_message, not hello_first.
        assert_eq!(
            answer(screen(
                "{\"type\":\"lobby\",\"x\":1}",
                &mut hello,
                &mut bucket
            )),
            Some(ErrorKind::BadMessage)
        );
        // A message before hello: hello_first.
        assert_eq!(
            answer(screen("{\"type\":\"lobby\"}", &mut hello, &mut bucket)),
            Some(ErrorKind::HelloFirst)
        );
        // Over the rate and before hello: rate_limited.
        assert_eq!(
            answer(screen("{\"type\":\"lobby\"}", &mut hello, &mut empty)),
            Some(ErrorKind::RateLimited)
        );
        assert!(!hello);
    }

    #[test]
    fn junk_is_answered_not_forwarded() {
        let mut hello = false;
        let (mut bucket, _time) = fake_bucket(100.0, 100.0);
        let answer = |v: Verdict| match v {
            Verdict::Answer(ServerMessage::Error { kind, .. }) => Some(kind),
            _ => None,
        };
        assert_eq!(
            answer(screen("{\"type\":\"lobby\"}", &mut hello, &mut bucket)),
            Some(ErrorKind::HelloFirst)
        );
        assert_eq!(
            answer(screen("not json", &mut hello, &mut bucket)),
            Some(ErrorKind::BadMessage)
        );
        assert_eq!(
            answer(screen(
                &"x".repeat(MAX_MESSAGE_BYTES + 1),
                &mut hello,
                &mut bucket
            )),
            Some(ErrorKind::TooLarge)
        );
        assert_eq!(
            answer(screen(
                "{\"type\":\"hello\",\"protocol\":99}",
                &mut hello,
                &mut bucket
            )),
            Some(ErrorKind::UnsupportedProtocol)
        );
        assert!(!hello);
        screen(
            "{\"type\":\"hello\",\"protocol\":1}",
            &mut hello,
            &mut bucket,
        );
        assert!(hello);
        assert!(matches!(
            screen("{\"type\":\"lobby\"}", &mut hello, &mut bucket),
            Verdict::Forward(ClientMessage::Lobby)
        ));
    }
}
