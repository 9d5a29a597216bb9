//! The limits that need a real socket: the client's address behind a proxy (and a trusted
//! proxy's only), a client that stops reading, a silent one, and the hub's bounded queue. The hub's own limits per address
//! are tested on a fake clock in `src/hub/tests/limits.rs`.
//!
//! The timeouts here are a few milliseconds, set as options; the tests wait for what the
//! server does (its counters, a closed socket, its pings), never for a guessed time. Where a
//! rate is at stake only the bound that load cannot break is asserted: the server cannot ping
//! sooner than its interval.

use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use lasca_online::client::Client;
use lasca_online::hub::Stats;
use lasca_online::protocol::{ClientMessage, ErrorKind, SeatChoice, ServerMessage};
use lasca_online::server::{self, Config, ConnectionLimits as Limits, Running};
use lasca_rules::{Colour, Game};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use super::{WAIT, choose, fast, move_message, moved, pair, runtime, seat};

type Ws = WebSocketStream<TcpStream>;

fn serve(limits: Limits, behind_proxy: bool) -> Running {
    serve_trusting(limits, behind_proxy, &[])
}

/// A server that believes `X-Forwarded-For` from peers in `trusted` (and loopback with
/// `behind_proxy`).
fn serve_trusting(limits: Limits, behind_proxy: bool, trusted: &[&str]) -> Running {
    server::start(config(limits, behind_proxy, trusted)).expect("a server starts on loopback")
}

/// The configuration of [`serve_trusting`].
fn config(limits: Limits, behind_proxy: bool, trusted: &[&str]) -> Config {
    Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: lasca_online::server::Database::Memory,
        instance: None,
        durability: Default::default(),
        limits,
        threads: 2,
        behind_proxy,
        trusted_proxies: trusted.iter().map(|t| t.parse().unwrap()).collect(),
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls: None,
    }
}

/// A WebSocket to `server` with an `X-Forwarded-For` header if given, and a receive buffer of
/// `recv_buffer` bytes if given (a client that stops reading fills it soon); hello is said.
async fn raw(server: &Running, forwarded: Option<&str>, recv_buffer: Option<u32>) -> Ws {
    raw_from(server, None, forwarded, recv_buffer).await
}

/// [`raw`] from the loopback address `source` if given (127.0.0.1 otherwise).
async fn raw_from(
    server: &Running,
    source: Option<&str>,
    forwarded: Option<&str>,
    recv_buffer: Option<u32>,
) -> Ws {
    let socket = TcpSocket::new_v4().unwrap();
    if let Some(source) = source {
        socket.bind(format!("{source}:0").parse().unwrap()).unwrap();
    }
    if let Some(size) = recv_buffer {
        socket.set_recv_buffer_size(size).unwrap();
    }
    let stream = socket.connect(server.addr).await.unwrap();
    let mut request = server.url().into_client_request().unwrap();
    if let Some(forwarded) = forwarded {
        request
            .headers_mut()
            .insert("x-forwarded-for", forwarded.parse().unwrap());
    }
    let (mut ws, _) = tokio_tungstenite::client_async(request, stream)
        .await
        .unwrap();
    let hello = ClientMessage::Hello {
        protocol: lasca_online::client::CLIENT_PROTOCOL,
        client: "limits test".into(),
    };
    ws.send(Message::Text(serde_json::to_string(&hello).unwrap().into()))
        .await
        .unwrap();
    ws
}

/// The next server message, past pings; `None` once the server closed the connection. Fails
/// after [`WAIT`], pings or not (the server's pings would otherwise keep a wait for a message
/// that never comes alive for ever).
async fn next(ws: &mut Ws) -> Option<ServerMessage> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        match tokio::time::timeout_at(deadline, ws.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                return Some(serde_json::from_str(text.as_str()).unwrap());
            }
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_)))) => {}
            Ok(Some(Ok(Message::Binary(_)))) => panic!("a binary frame"),
            Ok(Some(Ok(Message::Close(_)) | Err(_)) | None) => return None,
            Err(_) => panic!("nothing from the server in {WAIT:?}"),
        }
    }
}

/// Sends `message` and gives the answer: `Ok` with the kind of message, or the error's kind.
async fn ask(ws: &mut Ws, message: &ClientMessage) -> Result<(), ErrorKind> {
    ws.send(Message::Text(
        serde_json::to_string(message).unwrap().into(),
    ))
    .await
    .unwrap();
    loop {
        match next(ws).await {
            Some(ServerMessage::Error { kind, .. }) => return Err(kind),
            Some(ServerMessage::Welcome { .. }) => {}
            Some(_) => return Ok(()),
            None => panic!("closed"),
        }
    }
}

/// Whether the server refuses this connection: `too_many_connections`, then the close.
async fn refused(ws: &mut Ws) -> bool {
    loop {
        match next(ws).await {
            Some(ServerMessage::Welcome { .. }) => {}
            Some(ServerMessage::Error {
                kind: ErrorKind::TooManyConnections,
                ..
            }) => return next(ws).await.is_none(),
            Some(other) => panic!("unexpected {other:?}"),
            None => return false,
        }
    }
}

/// Waits until `done` holds for the server's counters (failing after [`WAIT`]).
fn until(stats: &Stats, what: &str, done: impl Fn(&Stats) -> bool) {
    let deadline = Instant::now() + WAIT;
    while !done(stats) {
        assert!(Instant::now() < deadline, "never: {what} ({stats:?})");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn get(counter: &AtomicU64) -> u64 {
    Stats::get(counter)
}

/// This process's memory (kB) from /proc (Linux): `VmRSS` (resident now) or `VmHWM` (the
/// most it was ever resident).
fn memory_kb(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Set in a process that runs one test alone ([`alone`]).
const ALONE: &str = "LASCA_TEST_ALONE";

/// Whether this is a process of its own for the test `name` (of this module): if not, runs
/// it in one (this test binary again, with `--exact`), fails if it fails there, and says
/// `false`. So the process's memory is the test's own, not that of the tests beside it.
fn alone(name: &str) -> bool {
    if std::env::var_os(ALONE).is_some() {
        return true;
    }
    // `loopback::limits` is `limits` to the test harness.
    let module = module_path!().split_once("::").map_or("", |(_, m)| m);
    let path = format!("{module}::{name}");
    let output = std::process::Command::new(std::env::current_exe().unwrap())
        .args([path.as_str(), "--exact", "--test-threads=1", "--nocapture"])
        .env(ALONE, "1")
        .output()
        .expect("the test binary runs again");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    print!("{said}");
    assert!(output.status.success(), "{path} failed alone:\n{said}");
    assert!(
        said.contains("1 passed"),
        "{path} did not run alone:\n{said}"
    );
    false
}

#[test]
fn x_forwarded_for_is_the_address_only_behind_a_proxy() {
    let one = Limits {
        connections_per_address: 1,
        ..Limits::default()
    };
    // Not behind a proxy: the header is the client's word, and ignored; both are 127.0.0.1.
    let direct = serve(one, false);
    runtime().block_on(async {
        let mut first = raw(&direct, Some("203.0.113.1"), None).await;
        assert_eq!(ask(&mut first, &ClientMessage::Lobby).await, Ok(()));
        let mut second = raw(&direct, Some("203.0.113.2"), None).await;
        assert!(refused(&mut second).await);
    });
    // Behind one: the last address of the header (the one the proxy added) is the client's.
    let proxied = serve(one, true);
    runtime().block_on(async {
        let mut first = raw(&proxied, Some("203.0.113.1"), None).await;
        let mut second = raw(&proxied, Some("203.0.113.2"), None).await;
        assert_eq!(ask(&mut first, &ClientMessage::Lobby).await, Ok(()));
        assert_eq!(ask(&mut second, &ClientMessage::Lobby).await, Ok(()));
        // A client that writes its own header first is still counted as what the proxy saw.
        let mut forged = raw(&proxied, Some("198.51.100.7, 203.0.113.1"), None).await;
        assert!(refused(&mut forged).await);
        // Without the header: the peer's address.
        let mut plain = raw(&proxied, None, None).await;
        assert_eq!(ask(&mut plain, &ClientMessage::Lobby).await, Ok(()));
    });
    assert_eq!(get(&direct.stats().refused_connections), 1);
    assert_eq!(get(&proxied.stats().refused_connections), 1);
}

#[test]
fn x_forwarded_for_is_believed_from_a_named_proxy_only() {
    let one = Limits {
        connections_per_address: 1,
        ..Limits::default()
    };
    // The proxy is 127.0.0.2; 127.0.0.1 is a client that writes the header itself.
    let server = serve_trusting(one, false, &["127.0.0.2/32"]);
    runtime().block_on(async {
        let mut first = raw_from(&server, Some("127.0.0.1"), Some("203.0.113.1"), None).await;
        assert_eq!(ask(&mut first, &ClientMessage::Lobby).await, Ok(()));
        // Another forged address from the same peer is still the peer: one too many.
        let mut forged = raw_from(&server, Some("127.0.0.1"), Some("203.0.113.2"), None).await;
        assert!(refused(&mut forged).await);
        // Through the proxy, each forwarded address is a client of its own.
        let mut proxied = Vec::new();
        for client in ["203.0.113.1", "203.0.113.2", "2001:db8::1"] {
            let mut ws = raw_from(&server, Some("127.0.0.2"), Some(client), None).await;
            assert_eq!(
                ask(&mut ws, &ClientMessage::Lobby).await,
                Ok(()),
                "{client}"
            );
            proxied.push(ws);
        }
        // And a client of the proxy cannot pass for another by writing its own entry first.
        let mut sneaky = raw_from(
            &server,
            Some("127.0.0.2"),
            Some("198.51.100.9, 203.0.113.1"),
            None,
        )
        .await;
        assert!(refused(&mut sneaky).await);
    });
    assert_eq!(get(&server.stats().refused_connections), 2);
}

#[test]
fn ipv6_clients_are_counted_together_by_the_prefix() {
    // Behind a proxy on loopback, whose forwarded addresses are IPv6 ones.
    for (prefix, second_refused) in [(64, false), (56, true), (48, true)] {
        let server = serve(
            Limits {
                connections_per_address: 1,
                ipv6_prefix: prefix,
                ..Limits::default()
            },
            true,
        );
        runtime().block_on(async {
            let mut first = raw(&server, Some("2001:db8:0:1::1"), None).await;
            assert_eq!(ask(&mut first, &ClientMessage::Lobby).await, Ok(()));
            // Another /64 of the same /56 (and /48).
            let mut second = raw(&server, Some("2001:db8:0:2::1"), None).await;
            if second_refused {
                assert!(refused(&mut second).await, "/{prefix}");
            } else {
                assert_eq!(ask(&mut second, &ClientMessage::Lobby).await, Ok(()));
            }
            // Another /48: another client at any prefix.
            let mut other = raw(&server, Some("2001:db8:1::1"), None).await;
            assert_eq!(
                ask(&mut other, &ClientMessage::Lobby).await,
                Ok(()),
                "/{prefix}"
            );
        });
    }
}

#[test]
fn behind_proxy_on_a_public_address_without_a_named_proxy_is_refused() {
    // A documentation address (TEST-NET-1): nothing here could bind it anyway.
    let config = |trusted: Vec<server::Network>| Config {
        listen: "192.0.2.1:7464".parse().unwrap(),
        db: lasca_online::server::Database::Memory,
        instance: None,
        durability: Default::default(),
        limits: Limits::default(),
        threads: 1,
        behind_proxy: true,
        trusted_proxies: trusted,
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls: None,
    };
    match server::start(config(Vec::new())) {
        Err(error @ server::ServeError::ProxyNotNamed(_)) => {
            let message = error.to_string();
            assert!(message.contains("--trusted-proxy"), "{message}");
            assert!(message.contains("192.0.2.1:7464"), "{message}");
        }
        Err(other) => panic!("refused for another reason: {other}"),
        Ok(_) => panic!("started"),
    }
    // With the proxy named, it tries (and fails only to bind this address).
    let named = vec!["10.0.0.0/8".parse().unwrap()];
    assert!(matches!(
        server::start(config(named)),
        Err(server::ServeError::Bind(..))
    ));
}

/// Reads `ws` (and so answers the server's pings: tungstenite sends each pong) until `count`
/// pings have come, past any text; fails on anything else, or after [`WAIT`] without a frame.
async fn answer_pings(ws: &mut Ws, count: usize) {
    let mut pings = 0;
    while pings < count {
        match tokio::time::timeout(WAIT, ws.next()).await {
            Ok(Some(Ok(Message::Ping(_)))) => pings += 1,
            Ok(Some(Ok(Message::Text(_)))) => {}
            other => panic!("after {pings} pings: unexpected {other:?}"),
        }
    }
}

#[test]
fn a_silent_client_is_dropped_and_one_that_answers_pings_is_not() {
    // A ping every 100 ms, and a second of silence closes a connection: the client that
    // answers lives through 35 pings, which the server cannot send in less than 3.5 s, over
    // three idle limits; the silent one is closed meanwhile. The margin for the live one is
    // the idle limit less the interval, 900 ms: a pong that late is a stalled machine.
    const INTERVAL: Duration = Duration::from_millis(100);
    const IDLE: Duration = Duration::from_secs(1);
    let server = serve(
        Limits {
            ping_interval: INTERVAL,
            idle_timeout: IDLE,
            ..Limits::default()
        },
        false,
    );
    let stats = server.stats();
    runtime().block_on(async {
        let started = Instant::now();
        let mut alive = raw(&server, None, None).await;
        // Says hello, then neither reads (so never answers a ping) nor writes.
        let mut silent = raw(&server, None, None).await;
        answer_pings(&mut alive, 35).await;
        assert!(started.elapsed() >= 3 * IDLE, "35 pings came too soon");
        // The silent one was closed for its silence...
        let waiting = stats.clone();
        tokio::task::spawn_blocking(move || {
            until(&waiting, "the silent client is dropped", |s| {
                get(&s.idle_timeouts) == 1 && get(&s.connections) == 1
            });
        })
        .await
        .unwrap();
        while next(&mut silent).await.is_some() {}
        // ...and the one that answered is still served.
        assert_eq!(ask(&mut alive, &ClientMessage::Lobby).await, Ok(()));
    });
    assert_eq!(get(&stats.idle_timeouts), 1);
}

#[test]
fn the_server_pings_at_its_interval() {
    // docs/ONLINE.md: a ping every 15 s (`ConnectionLimits::ping_interval`, pinned in
    // `server::tests`); here every 100 ms. The server's interval starts after this test's
    // clock, so its tenth ping cannot come within 1 s (load only delays pings): a server that
    // pings twice as often shows ten in 500 ms. One that pings less often (the default
    // 15 s, say) fails the hang guard in `answer_pings`.
    const INTERVAL: Duration = Duration::from_millis(100);
    let server = serve(
        Limits {
            ping_interval: INTERVAL,
            idle_timeout: Duration::from_secs(600),
            ..Limits::default()
        },
        false,
    );
    runtime().block_on(async {
        let started = Instant::now();
        let mut ws = raw(&server, None, None).await;
        answer_pings(&mut ws, 10).await;
        let took = started.elapsed();
        assert!(took >= 10 * INTERVAL, "ten pings in {took:?}");
    });
}

/// A client that fills the lobby with 100 public games (so that each `lobby` answer is a few
/// kB); it stays connected.
async fn fill_the_lobby(url: &str) -> Client {
    let mut host = Client::connect(url).await.unwrap();
    for _ in 0..100 {
        host.send(&ClientMessage::Create {
            colour: SeatChoice::White,
            clock: None,
            public: true,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        })
        .await
        .unwrap();
        seat(&mut host).await;
    }
    host
}

/// Sends `lobby` requests and never reads their answers, until a send stalls (the server
/// stopped reading: its write to this client cannot finish) or fails (the server closed the
/// connection), or `most` were sent. Says whether it stalled or failed.
async fn ask_without_reading(ws: &mut Ws, most: usize) -> bool {
    for _ in 0..most {
        let send = ws.send(Message::Text(r#"{"type":"lobby"}"#.into()));
        match tokio::time::timeout(Duration::from_millis(50), send).await {
            Ok(Ok(())) => {}
            Ok(Err(_)) | Err(_) => return true,
        }
    }
    false
}

/// Plays the next move of `game` for the side to move (`players` are White's and Black's
/// client and token), and checks the other side heard of it.
async fn play_next(game: &mut Game, code: &str, players: [(&mut Client, &String); 2]) {
    let ply = game.ply() as u32;
    let mv = choose(game, ply as usize);
    let [white, black] = players;
    let ((mover, token), (other, _)) = if game.position().side_to_move() == Colour::White {
        (white, black)
    } else {
        (black, white)
    };
    mover
        .send(&move_message(code, token, ply, &mv))
        .await
        .unwrap();
    assert_eq!(moved(other, ply).await, mv);
    game.play_str(&mv).unwrap();
}

#[test]
fn a_write_that_cannot_finish_times_out() {
    let server = serve(
        Limits {
            write_timeout: Duration::from_millis(50),
            queue: 100_000,
            ..fast()
        },
        false,
    );
    let stats = server.stats();
    runtime().block_on(async {
        let _host = fill_the_lobby(&server.url()).await;
        let mut stalled = raw(&server, None, Some(4096)).await;
        assert!(ask_without_reading(&mut stalled, 1_000_000).await);
        let waiting = stats.clone();
        tokio::task::spawn_blocking(move || {
            until(&waiting, "the stuck write times out", |s| {
                get(&s.write_timeouts) >= 1 && get(&s.connections) == 1
            });
        })
        .await
        .unwrap();
        assert_eq!(get(&stats.dropped_full), 0, "the queue never filled");
    });
}

#[test]
fn a_client_that_stops_reading_is_dropped_while_its_game_goes_on() {
    if !alone("a_client_that_stops_reading_is_dropped_while_its_game_goes_on") {
        return;
    }
    const QUEUE: usize = 32;
    let memory_before = memory_kb("VmRSS:");
    let limits = Limits {
        queue: QUEUE,
        write_timeout: Duration::from_millis(100),
        ..fast()
    };
    // No engine: its transposition table (32 MiB) would be most of what is measured.
    let server = server::start(Config {
        engine: lasca_online::engine::EngineConfig {
            threads: 0,
            ..Default::default()
        },
        ..config(limits, false, &[])
    })
    .expect("a server starts on loopback");
    let stats = server.stats();
    let url = server.url();
    runtime().block_on(async {
        let _host = fill_the_lobby(&url).await;
        let (mut white, white_token, mut black, black_token, code) = pair(&url, None).await;
        // The spectator, with a small receive buffer, watches the game, then never reads
        // again, and asks for the lobby until the server stops reading it.
        let mut spectator = raw(&server, None, Some(4096)).await;
        let watch = ClientMessage::Watch { code: code.clone() };
        assert_eq!(ask(&mut spectator, &watch).await, Ok(()));
        let mut game = Game::new();
        let mut stalled = false;
        let mut rounds = 0;
        // Four connections: the host, the players, the spectator.
        while get(&stats.connections) == 4 {
            rounds += 1;
            assert!(
                rounds < 100_000,
                "the spectator was never dropped ({stats:?})"
            );
            if game.outcome().is_none() {
                play_next(
                    &mut game,
                    &code,
                    [(&mut white, &white_token), (&mut black, &black_token)],
                )
                .await;
            } else {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            if !stalled {
                stalled = ask_without_reading(&mut spectator, 20).await;
            }
            let peak = get(&stats.peak_queued);
            assert!(peak <= QUEUE as u64, "{peak} frames queued");
        }
        let waiting = stats.clone();
        tokio::task::spawn_blocking(move || {
            until(&waiting, "the spectator is dropped", |s| {
                get(&s.connections) == 3 && get(&s.write_timeouts) + get(&s.dropped_full) >= 1
            });
        })
        .await
        .unwrap();
        // The game goes on without it.
        if game.outcome().is_none() {
            play_next(
                &mut game,
                &code,
                [(&mut white, &white_token), (&mut black, &black_token)],
            )
            .await;
        }
    });
    let peak = get(&stats.peak_queued);
    assert!(peak <= QUEUE as u64, "{peak} frames queued");
    // The process is this test alone: the server, its clients and their runtime. It grew by
    // 12.5 to 13 MiB at its peak on the development machine (5 December 2026), so 32 MiB
    // leaves room to spare. A server that went on reading the stalled spectator and kept its
    // answers without bound (a lobby of 100 games, about 7 kB, up to 20 a round) would pass
    // it within some 250 rounds of the loop above.
    const BOUND_MIB: u64 = 32;
    if let (Some(before), Some(highest)) = (memory_before, memory_kb("VmHWM:")) {
        let grown = highest.saturating_sub(before);
        eprintln!(
            "resident memory {before} kB before, at most {highest} kB (+{grown} kB); at most {peak} frames were queued for one connection; {stats:?}"
        );
        assert!(
            grown < BOUND_MIB * 1024,
            "the server grew by {grown} kB (the bound is {BOUND_MIB} MiB)"
        );
    }
}

#[test]
fn the_hub_queue_is_bounded_and_a_full_one_makes_connections_wait() {
    let server = serve(
        Limits {
            hub_queue: 1,
            ..fast()
        },
        false,
    );
    let stats = server.stats();
    runtime().block_on(async {
        let mut clients = Vec::new();
        for _ in 0..4 {
            clients.push(raw(&server, None, None).await);
        }
        for client in &mut clients {
            for _ in 0..200 {
                client
                    .send(Message::Text(r#"{"type":"lobby"}"#.into()))
                    .await
                    .unwrap();
            }
        }
        // Nothing is dropped: every request is answered.
        for client in &mut clients {
            let mut answers = 0;
            while answers < 200 {
                match next(client).await {
                    Some(ServerMessage::Lobby { .. }) => answers += 1,
                    Some(ServerMessage::Welcome { .. }) => {}
                    other => panic!("unexpected {other:?}"),
                }
            }
        }
    });
    assert!(get(&stats.hub_full) > 0, "the hub's queue never filled");
}
