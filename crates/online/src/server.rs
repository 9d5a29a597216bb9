//! The network side of `lasca serve`: axum on tokio, one task a WebSocket connection.
//!
//! A connection task reads frames, enforces the size and rate limits, parses JSON and forwards
//! requests to the [hub](crate::hub); it writes whatever the hub queues for it. Everything a
//! client sends that is not a well-formed request is answered with an `error` message here,
//! and the connection stays open.
//!
//! Nothing waits forever on a client: the server pings every connection, closes one it has
//! heard nothing from for [`ConnectionLimits::idle_timeout`], and closes one whose write takes
//! longer than [`ConnectionLimits::write_timeout`] (a client that stopped reading). The
//! limits per client address are the hub's ([`HubLimits`]); the address is the peer's, or with
//! [`Config::behind_proxy`] the last one in `X-Forwarded-For`.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use axum::routing::get;
use futures_util::SinkExt;
use std::sync::mpsc;
use tokio::net::TcpListener;

use crate::hub::{ConnId, Frame, Hub, HubLimits, HubRequest, Recovery, Stats};
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
        }
    }
}

impl ConnectionLimits {
    /// These limits without the ones per address (connections, games, rate, watching,
    /// guesses): for a load test whose thousands of clients all come from one machine.
    pub fn without_address_limits(self) -> ConnectionLimits {
        ConnectionLimits {
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

/// How `lasca serve` is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen.
    pub listen: SocketAddr,
    /// The database file; `None` keeps everything in memory (tests).
    pub db: Option<PathBuf>,
    /// How hard a commit holds on to its changes (a power cut; see [`Durability`]).
    pub durability: Durability,
    /// Per-connection limits.
    pub limits: ConnectionLimits,
    /// Threads for the network (the hub has its own).
    pub threads: usize,
    /// Whether the server is behind a reverse proxy: then a client's address (for the limits
    /// per address) is the last one in its `X-Forwarded-For` header, as the proxy appends it.
    /// Without it the header is ignored, so that a client cannot pick its own address.
    pub behind_proxy: bool,
    /// Serve `wss://` with this certificate and key instead of `ws://` ([`crate::tls`]).
    pub tls: Option<crate::tls::ServerTls>,
    /// Origins (`https://lasca.example.org`) whose pages may open a WebSocket besides the
    /// server's own: a browser sends its page's `Origin`, and any other is refused
    /// ([`crate::web::origin_allowed`]). Clients that are no browser send none, and pass.
    pub allowed_origins: Vec<String>,
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
}

struct Shared {
    hub: mpsc::SyncSender<HubRequest>,
    next_conn: AtomicU64,
    limits: ConnectionLimits,
    behind_proxy: bool,
    allowed_origins: Vec<String>,
    stats: Arc<Stats>,
}

/// A server running on its own threads; dropping it stops it.
pub struct Running {
    /// The address it listens on (with the real port when 0 was asked).
    pub addr: SocketAddr,
    /// What it found in the database at start.
    pub recovery: Recovery,
    hub: Option<mpsc::SyncSender<HubRequest>>,
    stats: Arc<Stats>,
    hub_thread: Option<std::thread::JoinHandle<Result<(), StoreError>>>,
    runtime: Option<tokio::runtime::Runtime>,
    tls: bool,
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

    /// Stops accepting, lets the hub commit, and waits for it.
    pub fn stop(mut self) -> Result<(), StoreError> {
        self.shutdown()
    }

    /// Waits until the hub stops (it stops only on a store failure or [`Running::stop`]).
    pub fn wait(mut self) -> Result<(), StoreError> {
        match self.hub_thread.take() {
            Some(thread) => thread.join().unwrap_or(Ok(())),
            None => Ok(()),
        }
    }

    fn shutdown(&mut self) -> Result<(), StoreError> {
        // A full queue takes no `Shutdown`; then the hub stops once the connections (gone with
        // the runtime) and this last sender are gone.
        if let Some(hub) = self.hub.take() {
            let _ = hub.try_send(HubRequest::Shutdown);
        }
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_secs(1));
        }
        match self.hub_thread.take() {
            Some(thread) => thread.join().unwrap_or(Ok(())),
            None => Ok(()),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

/// Opens the store, recovers its games, binds the address and starts serving.
pub fn start(config: Config) -> Result<Running, ServeError> {
    let store: Box<dyn Store> = match &config.db {
        Some(path) => Box::new(SqliteStore::open_with(path, config.durability)?),
        None => Box::new(SqliteStore::in_memory()?),
    };
    let (mut hub, recovery) = Hub::open(store, config.limits.hub_limits())?;
    if let Some(path) = &config.db {
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
    let hub_thread = std::thread::Builder::new()
        .name("lasca-hub".into())
        .spawn(move || hub.run(hub_rx))?;
    let shared = Arc::new(Shared {
        hub: hub_tx.clone(),
        next_conn: AtomicU64::new(1),
        limits: config.limits,
        behind_proxy: config.behind_proxy,
        allowed_origins: config.allowed_origins.clone(),
        stats: stats.clone(),
    });
    // With the peer's address, for the limits per address.
    // The browser client's pages and files (web.rs), and the game connections.
    let app = crate::web::routes(Router::new())
        .route("/ws", get(upgrade))
        .with_state(shared)
        .into_make_service_with_connect_info::<crate::tls::PeerAddr>();
    // Plain or TLS; accepted sockets keep no Nagle delay (moves must go at once).
    let listener = crate::tls::Listener::new(listener, config.tls.as_ref());
    runtime.spawn(async move {
        if let Err(error) = axum::serve(listener, app).await {
            tracing::error!(%error, "the server stopped accepting connections");
        }
    });
    Ok(Running {
        addr,
        recovery,
        hub: Some(hub_tx),
        stats,
        hub_thread: Some(hub_thread),
        runtime: Some(runtime),
        tls: config.tls.is_some(),
    })
}

/// The client's address: the peer's, or behind a proxy the last address in
/// `X-Forwarded-For` (the one the proxy added; those before it the client may have written).
/// A last entry that is no address counts as no header: the peer's address.
fn client_address(peer: IpAddr, headers: &HeaderMap, behind_proxy: bool) -> IpAddr {
    if !behind_proxy {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .and_then(|last| last.trim().parse::<IpAddr>().ok())
        .unwrap_or(peer)
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
    let addr = client_address(peer.ip(), &headers, shared.behind_proxy);
    // Frames past this are refused by the transport itself; past MAX_MESSAGE_BYTES (smaller)
    // the connection gets a `too_large` error and stays open.
    // A small read buffer: messages are small, and the default (128 KiB, zeroed on every
    // read) cost more than everything else the server does.
    ws.read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_message_size(64 * 1024)
        .max_frame_size(64 * 1024)
        .on_upgrade(move |socket| connection(socket, shared, addr))
        .into_response()
}

/// A token bucket: `rate` a second, at most `burst` at once.
struct Bucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl Bucket {
    fn new(rate: f64, burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            last: Instant::now(),
            rate,
            burst,
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
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

async fn connection(socket: WebSocket, shared: Arc<Shared>, addr: IpAddr) {
    let conn: ConnId = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Frame>(shared.limits.queue.max(1));
    if !forward(&shared, HubRequest::Connect { conn, addr, tx }).await {
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
    let mut bucket = Bucket::new(shared.limits.messages_per_second, shared.limits.burst);
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
    use super::*;

    #[test]
    fn the_client_address_is_the_proxy_s_last_entry_only_behind_a_proxy() {
        let peer: IpAddr = "10.0.0.1".parse().unwrap();
        let headers = |values: &[&str]| {
            let mut map = HeaderMap::new();
            for value in values {
                map.append("x-forwarded-for", value.parse().unwrap());
            }
            map
        };
        let forged = headers(&["203.0.113.9, 198.51.100.4"]);
        assert_eq!(client_address(peer, &forged, false), peer);
        assert_eq!(
            client_address(peer, &forged, true),
            "198.51.100.4".parse::<IpAddr>().unwrap()
        );
        let two_lines = headers(&["203.0.113.9", "2001:db8::7"]);
        assert_eq!(
            client_address(peer, &two_lines, true),
            "2001:db8::7".parse::<IpAddr>().unwrap()
        );
        for junk in [&["203.0.113.9, junk"][..], &[][..]] {
            assert_eq!(client_address(peer, &headers(junk), true), peer);
        }
    }

    #[test]
    fn the_bucket_refills() {
        let mut bucket = Bucket::new(1000.0, 3.0);
        assert!(bucket.take() && bucket.take() && bucket.take());
        assert!(!bucket.take());
        std::thread::sleep(Duration::from_millis(5));
        assert!(bucket.take());
    }

    #[test]
    fn junk_is_answered_not_forwarded() {
        let mut hello = false;
        let mut bucket = Bucket::new(100.0, 100.0);
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
