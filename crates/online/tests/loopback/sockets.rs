//! No socket without a limit: sockets are counted from their accept, in all and per address
//! (a client bound to 127.0.0.2 is another address: all of 127/8 is loopback on Linux); a
//! request's head must come within the header timeout, on a new connection and on a kept-alive
//! one; TLS handshakes are limited per address and in all, and each to its timeout.
//!
//! The timeouts that are not under test are set long (ten minutes), so that a socket closed
//! here was closed by the limit under test. Every wait is for something the server does (a
//! closed socket, a counter), with one generous hang guard ([`WAIT`]).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use lasca_online::protocol::{ClientMessage, SeatChoice, ServerMessage, Status};
use lasca_online::server::{self, Config, ConnectionLimits as Limits, Running, SocketStats};
use lasca_online::tls::ServerTls;
use lasca_rules::{Colour, Game};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

use super::{WAIT, choose, move_message, runtime};

/// Long enough never to be what closed a socket in these tests.
const NEVER: Duration = Duration::from_secs(600);

fn serve(limits: Limits, tls: Option<ServerTls>) -> Running {
    server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: lasca_online::server::Database::Memory,
        instance: None,
        durability: Default::default(),
        limits,
        threads: 2,
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls,
    })
    .expect("a server starts on loopback")
}

/// A TCP connection to `server` from the loopback address `source` (any port).
async fn connect_from(source: &str, server: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    let source: SocketAddr = format!("{source}:0").parse().unwrap();
    socket.bind(source).unwrap();
    socket.connect(server).await.unwrap()
}

fn get(counter: &AtomicU64) -> u64 {
    counter.load(Ordering::Relaxed)
}

/// Waits until `done` holds for the server's socket counters (failing after [`WAIT`]).
async fn until(stats: &SocketStats, what: &str, done: impl Fn(&SocketStats) -> bool) {
    let deadline = Instant::now() + WAIT;
    while !done(stats) {
        assert!(Instant::now() < deadline, "never: {what} ({stats:?})");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Reads until the server closes the socket (end of file, or an error such as a reset), and
/// gives what it sent before; fails if it is still open after [`WAIT`].
async fn read_until_closed(stream: &mut (impl AsyncRead + Unpin), what: &str) -> Vec<u8> {
    let deadline = tokio::time::Instant::now() + WAIT;
    let mut got = Vec::new();
    let mut buffer = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buffer)).await {
            Ok(Ok(0) | Err(_)) => return got,
            Ok(Ok(n)) => got.extend_from_slice(&buffer[..n]),
            Err(_) => panic!("{what}: still open after {WAIT:?}"),
        }
    }
}

type Ws<S> = WebSocketStream<S>;

/// A TLS handshake over `tcp` with a client that trusts the certificate `der` (for
/// `localhost`), finished within [`WAIT`].
async fn handshake(der: &[u8], tcp: TcpStream) -> tokio_rustls::client::TlsStream<TcpStream> {
    let mut roots = rustls::RootCertStore::empty();
    roots.add(der.to_vec().into()).unwrap();
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_root_certificates(roots)
    .with_no_client_auth();
    let connector = tokio_rustls::TlsConnector::from(Arc::new(config));
    let name = rustls_pki_types::ServerName::try_from("localhost").unwrap();
    tokio::time::timeout(WAIT, connector.connect(name, tcp))
        .await
        .expect("the handshake is answered")
        .expect("the handshake succeeds")
}

/// Asks for the lobby over `ws` and waits for it.
async fn lobby<S: AsyncRead + AsyncWrite + Unpin>(ws: &mut Ws<S>) {
    send(ws, &ClientMessage::Lobby).await;
    recv(ws, "the lobby", |m| {
        matches!(m, ServerMessage::Lobby { .. }).then_some(())
    })
    .await;
}

/// A WebSocket over `stream` (plain or TLS), hello said.
async fn websocket<S: AsyncRead + AsyncWrite + Unpin>(stream: S, url: &str) -> Ws<S> {
    let (mut ws, _) = tokio::time::timeout(WAIT, tokio_tungstenite::client_async(url, stream))
        .await
        .expect("the upgrade is answered")
        .expect("the upgrade is taken");
    let hello = ClientMessage::Hello {
        protocol: lasca_online::client::CLIENT_PROTOCOL,
        client: "sockets test".into(),
    };
    send(&mut ws, &hello).await;
    ws
}

async fn send<S: AsyncRead + AsyncWrite + Unpin>(ws: &mut Ws<S>, message: &ClientMessage) {
    let text = serde_json::to_string(message).unwrap();
    ws.send(Message::Text(text.into())).await.unwrap();
}

/// The first server message `pick` takes, past the others and pings.
async fn recv<S: AsyncRead + AsyncWrite + Unpin, T>(
    ws: &mut Ws<S>,
    what: &str,
    pick: impl Fn(&ServerMessage) -> Option<T>,
) -> T {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        match tokio::time::timeout_at(deadline, ws.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                let message: ServerMessage = serde_json::from_str(text.as_str()).unwrap();
                if let Some(found) = pick(&message) {
                    return found;
                }
            }
            Ok(Some(Ok(_))) => {}
            Ok(other) => panic!("{what}: the connection ended ({other:?})"),
            Err(_) => panic!("{what}: nothing in {WAIT:?}"),
        }
    }
}

#[test]
fn half_open_sockets_from_one_address_leave_room_for_another() {
    let server = serve(
        Limits {
            max_sockets: Some(100),
            header_timeout: NEVER,
            ..Limits::default()
        },
        None,
    );
    let per_address = Limits::default().sockets_per_address;
    let stats = server.sockets();
    let url = server.url();
    runtime().block_on(async {
        // 200 sockets from 127.0.0.1 that say nothing, or half a request line. The server
        // holds its 64 (until the header timeout, here never) and closes the rest at once.
        let closed = Arc::new(AtomicUsize::new(0));
        let mut readers = Vec::new();
        for i in 0..200 {
            let mut stream = connect_from("127.0.0.1", server.addr).await;
            if i % 2 == 1 {
                let _ = stream.write_all(b"GET / HT").await;
            }
            let closed = closed.clone();
            readers.push(tokio::spawn(async move {
                let mut byte = [0u8; 1];
                if matches!(stream.read(&mut byte).await, Ok(0) | Err(_)) {
                    closed.fetch_add(1, Ordering::Relaxed);
                }
            }));
        }
        let refused = 200 - per_address;
        let deadline = Instant::now() + WAIT;
        while closed.load(Ordering::Relaxed) < refused {
            assert!(
                Instant::now() < deadline,
                "{} of the {refused} sockets past the address's {per_address} were closed ({stats:?})",
                closed.load(Ordering::Relaxed)
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        until(&stats, "the held sockets are counted", |s| {
            get(&s.open) == per_address as u64 && get(&s.refused_address) == refused as u64
        })
        .await;

        // 127.0.0.2 is another address: it connects, and plays a move round trip.
        let mut white = websocket(connect_from("127.0.0.2", server.addr).await, &url).await;
        let mut black = websocket(connect_from("127.0.0.2", server.addr).await, &url).await;
        let create = ClientMessage::Create {
            colour: SeatChoice::White,
            clock: None,
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        };
        send(&mut white, &create).await;
        let (code, token) = recv(&mut white, "a seat", |m| match m {
            ServerMessage::Seat { code, token, .. } => Some((code.clone(), token.clone())),
            _ => None,
        })
        .await;
        send(&mut black, &ClientMessage::Join { code: code.clone() }).await;
        let colour = recv(&mut black, "the other seat", |m| match m {
            ServerMessage::Seat { colour, .. } => Some(*colour),
            _ => None,
        })
        .await;
        assert_eq!(colour, Colour::Black);
        recv(&mut white, "the game begins", |m| match m {
            ServerMessage::State { game } if game.status == Status::Playing => Some(()),
            _ => None,
        })
        .await;
        let mv = choose(&Game::new(), 0);
        send(&mut white, &move_message(&code, &token, 0, &mv)).await;
        let seen = recv(&mut black, "the move", |m| match m {
            ServerMessage::Moved { ply: 0, mv, .. } => Some(mv.clone()),
            _ => None,
        })
        .await;
        assert_eq!(seen, mv);

        // The server's own cap: 64 + 2 sockets open; 34 more from a third address fill it,
        // and the next, from a fourth, is closed at once.
        let mut third = Vec::new();
        for _ in 0..34 {
            third.push(connect_from("127.0.0.3", server.addr).await);
        }
        until(&stats, "the server is full", |s| get(&s.open) == 100).await;
        let mut fourth = connect_from("127.0.0.4", server.addr).await;
        read_until_closed(&mut fourth, "a socket past the server's cap").await;
        assert_eq!(get(&stats.refused_full), 1);
        // The game goes on.
        send(&mut black, &ClientMessage::Ping { id: 5 }).await;
        recv(&mut black, "a pong", |m| {
            matches!(m, ServerMessage::Pong { id: 5 }).then_some(())
        })
        .await;
        for reader in readers {
            reader.abort();
        }
    });
}

#[test]
fn a_slowloris_client_is_closed_within_the_header_timeout() {
    let server = serve(
        Limits {
            header_timeout: Duration::from_secs(2),
            ..Limits::default()
        },
        None,
    );
    runtime().block_on(async {
        let mut stream = connect_from("127.0.0.1", server.addr).await;
        // A byte every quarter of a second, for ever: each comes well within the timeout of
        // the one before, but the head never ends.
        let head = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n";
        let filler = b"X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n";
        let bytes = head.iter().chain(filler.iter().cycle());
        let deadline = Instant::now() + WAIT;
        let mut sent = 0;
        for &byte in bytes {
            assert!(
                Instant::now() < deadline,
                "the slow client was never closed ({sent} bytes sent)"
            );
            if stream.write_all(&[byte]).await.is_err() {
                break;
            }
            sent += 1;
            let mut answer = [0u8; 1024];
            match tokio::time::timeout(Duration::from_millis(250), stream.read(&mut answer)).await {
                Ok(Ok(0) | Err(_)) => break,
                // An answer (a 408, say) before the close.
                Ok(Ok(_)) => {
                    read_until_closed(&mut stream, "the slow client after its answer").await;
                    break;
                }
                Err(_) => {}
            }
        }
        assert!(sent > 4, "the slow client was closed before it was slow");
    });
}

#[test]
fn an_idle_kept_alive_connection_is_closed_after_its_answer() {
    let server = serve(
        Limits {
            header_timeout: Duration::from_secs(2),
            ..Limits::default()
        },
        None,
    );
    let stats = server.sockets();
    runtime().block_on(async {
        let mut stream = connect_from("127.0.0.1", server.addr).await;
        // HTTP/1.1 keeps the connection alive after the answer; then it says nothing.
        stream
            .write_all(b"GET /no-such-page HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            .await
            .unwrap();
        let got = read_until_closed(&mut stream, "the idle kept-alive connection").await;
        let got = String::from_utf8_lossy(&got);
        assert!(got.starts_with("HTTP/1.1 404"), "answered first: {got:.80}");
        until(&stats, "the socket is given back", |s| get(&s.open) == 0).await;
    });
}

#[test]
fn tls_handshakes_are_limited_per_address() {
    let folder = tempfile::tempdir().unwrap();
    let (cert, key, der) = super::tls::certificate(folder.path());
    let server = serve(
        Limits {
            handshakes_per_address: 2,
            handshake_timeout: NEVER,
            ..Limits::default()
        },
        Some(ServerTls::from_pem_files(&cert, &key).unwrap()),
    );
    let stats = server.sockets();
    runtime().block_on(async {
        // Two silent sockets from 127.0.0.1 hold its two handshakes (here for ever)...
        let _silent = [
            connect_from("127.0.0.1", server.addr).await,
            connect_from("127.0.0.1", server.addr).await,
        ];
        until(&stats, "the silent sockets are accepted", |s| {
            get(&s.open) == 2
        })
        .await;
        // ...so its third is closed at once, before any handshake...
        let mut third = connect_from("127.0.0.1", server.addr).await;
        read_until_closed(&mut third, "a third handshake from one address").await;
        assert_eq!(get(&stats.refused_handshakes), 1);
        // ...while 127.0.0.2 gets its handshake, and a game connection.
        let tls = handshake(&der, connect_from("127.0.0.2", server.addr).await).await;
        let mut ws = websocket(tls, &server.url()).await;
        lobby(&mut ws).await;
    });
}

#[test]
fn a_silent_tls_handshake_is_closed_at_the_handshake_timeout() {
    const TIMEOUT: Duration = Duration::from_millis(300);
    let folder = tempfile::tempdir().unwrap();
    let (cert, key, der) = super::tls::certificate(folder.path());
    let server = serve(
        Limits {
            handshake_timeout: TIMEOUT,
            header_timeout: NEVER,
            ..Limits::default()
        },
        Some(ServerTls::from_pem_files(&cert, &key).unwrap()),
    );
    let stats = server.sockets();
    runtime().block_on(async {
        // A client that opens TCP and never says a word of TLS: closed by the timeout (the
        // server's timer starts after this one, so not sooner).
        let started = Instant::now();
        let mut silent = connect_from("127.0.0.1", server.addr).await;
        read_until_closed(&mut silent, "a silent TLS handshake").await;
        assert!(started.elapsed() >= TIMEOUT, "closed before its timeout");
        until(&stats, "the timeout is counted", |s| {
            get(&s.handshake_timeouts) == 1 && get(&s.open) == 0
        })
        .await;
        // One that finishes its handshake in time is served.
        let tls = handshake(&der, connect_from("127.0.0.1", server.addr).await).await;
        let mut ws = websocket(tls, &server.url()).await;
        lobby(&mut ws).await;
        assert_eq!(get(&stats.handshake_timeouts), 1);
    });
}

#[test]
fn while_every_tls_handshake_is_under_way_the_server_accepts_no_more() {
    // Two handshakes at once in all (1,024 by default), each from an address of its own and
    // never timed out: a third socket waits, unrefused, until one of them ends.
    let folder = tempfile::tempdir().unwrap();
    let (cert, key, der) = super::tls::certificate(folder.path());
    let server = serve(
        Limits {
            max_handshakes: 2,
            handshake_timeout: NEVER,
            header_timeout: NEVER,
            ..Limits::default()
        },
        Some(ServerTls::from_pem_files(&cert, &key).unwrap()),
    );
    let stats = server.sockets();
    runtime().block_on(async {
        let first = connect_from("127.0.0.1", server.addr).await;
        let _second = connect_from("127.0.0.2", server.addr).await;
        // Both are accepted, and the accept loop waits for a handshake to end.
        until(&stats, "two handshakes hold every place", |s| {
            get(&s.open) == 2 && get(&s.handshakes_full) == 1
        })
        .await;
        // A third client starts its handshake meanwhile; it is neither accepted nor refused.
        let der_third = der.clone();
        let addr = server.addr;
        let third = tokio::spawn(async move {
            handshake(&der_third, connect_from("127.0.0.3", addr).await).await
        });
        // Once the first gives up, the third is accepted, and its handshake finishes.
        drop(first);
        let tls = third.await.expect("the third client's task");
        let mut ws = websocket(tls, &server.url()).await;
        lobby(&mut ws).await;
        until(&stats, "the first socket is given back", |s| {
            get(&s.open) == 2
        })
        .await;
        assert_eq!(
            get(&stats.refused_full) + get(&stats.refused_address) + get(&stats.refused_handshakes),
            0,
            "nothing was closed at accept"
        );
    });
}
