//! The network side of `lasca serve`: axum on tokio, one task a WebSocket connection.
//!
//! A connection task reads frames, enforces the size and rate limits, parses JSON and forwards
//! requests to the [hub](crate::hub); it writes whatever the hub queues for it. Everything a
//! client sends that is not a well-formed request is answered with an `error` message here,
//! and the connection stays open.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::response::IntoResponse;
use axum::routing::get;
use futures_util::SinkExt;
use tokio::net::TcpListener;

use crate::hub::{ConnId, Frame, Hub, HubLimits, HubRequest, Recovery};
use crate::protocol::{
    ClientMessage, ErrorKind, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, ServerMessage,
};
use crate::store::{SqliteStore, Store, StoreError};

/// What the server allows one connection.
#[derive(Clone, Copy, Debug)]
pub struct ConnectionLimits {
    /// Messages a second, on average.
    pub messages_per_second: f64,
    /// Messages at once before the rate applies.
    pub burst: f64,
    /// Unfinished games one connection may hold a seat in.
    pub games_per_client: usize,
    /// Messages queued for a connection before it counts as stuck and is closed.
    pub queue: usize,
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            messages_per_second: 20.0,
            burst: 40.0,
            games_per_client: 16,
            queue: 256,
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
    /// Per-connection limits.
    pub limits: ConnectionLimits,
    /// Threads for the network (the hub has its own).
    pub threads: usize,
    /// Serve `wss://` with this certificate and key instead of `ws://` ([`crate::tls`]).
    pub tls: Option<crate::tls::ServerTls>,
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
    hub: mpsc::Sender<HubRequest>,
    next_conn: AtomicU64,
    limits: ConnectionLimits,
}

/// A server running on its own threads; dropping it stops it.
pub struct Running {
    /// The address it listens on (with the real port when 0 was asked).
    pub addr: SocketAddr,
    /// What it found in the database at start.
    pub recovery: Recovery,
    hub: mpsc::Sender<HubRequest>,
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
        let _ = self.hub.send(HubRequest::Shutdown);
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
        Some(path) => Box::new(SqliteStore::open(path)?),
        None => Box::new(SqliteStore::in_memory()?),
    };
    let hub_limits = HubLimits {
        games_per_client: config.limits.games_per_client,
        ..HubLimits::default()
    };
    let (hub, recovery) = Hub::open(store, hub_limits)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(config.threads.max(1))
        .thread_name("lasca-net")
        .enable_all()
        .build()?;
    let listener = runtime
        .block_on(TcpListener::bind(config.listen))
        .map_err(|e| ServeError::Bind(config.listen, e))?;
    let addr = listener.local_addr()?;
    let (hub_tx, hub_rx) = mpsc::channel();
    let hub_thread = std::thread::Builder::new()
        .name("lasca-hub".into())
        .spawn(move || hub.run(hub_rx))?;
    let shared = Arc::new(Shared {
        hub: hub_tx.clone(),
        next_conn: AtomicU64::new(1),
        limits: config.limits,
    });
    let app = Router::new()
        .route("/ws", get(upgrade))
        .route("/", get(about))
        .with_state(shared);
    let listener = crate::tls::Listener::new(listener, config.tls.as_ref());
    runtime.spawn(async move {
        if let Err(error) = axum::serve(listener, app).await {
            tracing::error!(%error, "the server stopped accepting connections");
        }
    });
    Ok(Running {
        addr,
        recovery,
        hub: hub_tx,
        hub_thread: Some(hub_thread),
        runtime: Some(runtime),
        tls: config.tls.is_some(),
    })
}

async fn about() -> impl IntoResponse {
    format!(
        "Lasca 3D game server, protocol {PROTOCOL_VERSION}. Connect a WebSocket to /ws; see docs/ONLINE.md.\n"
    )
}

async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    // Frames past this are refused by the transport itself; past MAX_MESSAGE_BYTES (smaller)
    // the connection gets a `too_large` error and stays open.
    // A small read buffer: messages are small, and the default (128 KiB, zeroed on every
    // read) cost more than everything else the server does.
    ws.read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_message_size(64 * 1024)
        .max_frame_size(64 * 1024)
        .on_upgrade(move |socket| connection(socket, shared))
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
    Nothing,
}

/// Sorts one text frame: forwarded to the hub, answered here (junk, `hello`, `ping`, a
/// flood), or nothing.
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
    let message: ClientMessage = match serde_json::from_str(text) {
        Ok(message) => message,
        Err(error) => {
            return Verdict::Answer(ServerMessage::error(
                ErrorKind::BadMessage,
                format!("not a message of protocol {PROTOCOL_VERSION}: {error}"),
            ));
        }
    };
    match message {
        ClientMessage::Hello { protocol, .. } if protocol == PROTOCOL_VERSION => {
            *said_hello = true;
            Verdict::Nothing
        }
        ClientMessage::Hello { protocol, .. } => Verdict::Answer(ServerMessage::error(
            ErrorKind::UnsupportedProtocol,
            format!("this server speaks protocol {PROTOCOL_VERSION}, not {protocol}"),
        )),
        ClientMessage::Ping { id } => Verdict::Answer(ServerMessage::Pong { id }),
        _ if !*said_hello => Verdict::Answer(ServerMessage::error(
            ErrorKind::HelloFirst,
            "say hello with the protocol version first",
        )),
        message => Verdict::Forward(message),
    }
}

async fn connection(socket: WebSocket, shared: Arc<Shared>) {
    let conn: ConnId = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Frame>(shared.limits.queue);
    if shared.hub.send(HubRequest::Connect { conn, tx }).is_err() {
        return;
    }
    let mut socket = socket;
    let welcome = ServerMessage::Welcome {
        protocol: PROTOCOL_VERSION,
        server: format!("lasca {}", env!("CARGO_PKG_VERSION")),
    };
    let mut ok = socket
        .send(Message::Text(welcome.to_json().into()))
        .await
        .is_ok();
    let mut said_hello = false;
    let mut bucket = Bucket::new(shared.limits.messages_per_second, shared.limits.burst);
    let mut keepalive = tokio::time::interval(Duration::from_secs(15));
    keepalive.tick().await;
    while ok {
        // The branches' futures are dropped before a handler runs, so each handler may use
        // the socket; both `recv`s are cancel-safe.
        tokio::select! {
            outgoing = rx.recv() => match outgoing {
                Some(text) => ok = write_queued(&mut socket, text, &mut rx).await,
                None => break,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    match screen(text.as_str(), &mut said_hello, &mut bucket) {
                        Verdict::Forward(message) => {
                            if shared.hub.send(HubRequest::Request { conn, message }).is_err() {
                                break;
                            }
                        }
                        Verdict::Nothing => {}
                        Verdict::Answer(answer) => {
                            ok = socket.send(Message::Text(answer.to_json().into())).await.is_ok();
                        }
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    let answer = ServerMessage::error(
                        ErrorKind::BadMessage,
                        "messages are JSON text, not binary",
                    );
                    ok = socket.send(Message::Text(answer.to_json().into())).await.is_ok();
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_)) | Err(_)) | None => break,
            },
            _ = keepalive.tick() => {
                ok = socket.send(Message::Ping(Default::default())).await.is_ok();
            }
        }
    }
    let _ = shared.hub.send(HubRequest::Disconnect { conn });
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
