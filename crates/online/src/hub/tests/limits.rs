//! The limits per client address and the bounds on what the hub holds: connections, games
//! created in an hour, unfinished games across reconnections and resumes, the request rate,
//! watching, guessing codes, the expiry of waiting games and the forgetting of finished ones.
//! Each would fail on a hub that counts per connection or keeps everything.

use std::net::IpAddr;

use lasca_rules::Colour;
use tokio::sync::mpsc::error::TryRecvError;

use super::{T0, TestHub, move_message, seat_of};
use crate::clock::FakeClock;
use crate::hub::{ConnId, HubLimits, HubRequest, Stats};
use crate::protocol::{ClientMessage, EndReason, ErrorKind, SeatChoice, ServerMessage, Status};
use crate::store::SqliteStore;

/// Two client addresses.
fn a() -> IpAddr {
    "192.0.2.1".parse().unwrap()
}

fn b() -> IpAddr {
    "198.51.100.2".parse().unwrap()
}

fn create(public: bool) -> ClientMessage {
    ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: None,
    }
}

/// Whether the hub let go of `conn`'s queue (the connection task then closes the socket).
fn closed(t: &mut TestHub, conn: ConnId) -> bool {
    t.frames(conn);
    matches!(
        t.queues.get_mut(&conn).unwrap().try_recv(),
        Err(TryRecvError::Disconnected)
    )
}

/// Codes shaped like `code` that no game has (its rotations).
fn unknown_codes(code: &str, n: usize) -> Vec<String> {
    (1..code.len())
        .map(|k| format!("{}{}", &code[k..], &code[..k]))
        .filter(|c| c != code)
        .cycle()
        .take(n)
        .collect()
}

#[test]
fn the_defaults_are_as_documented() {
    let limits = HubLimits::default();
    assert_eq!(limits.games_per_client, 16);
    assert_eq!(limits.connections_per_address, 32);
    assert_eq!(limits.games_per_hour, 60);
    assert_eq!(
        (limits.requests_per_second, limits.requests_burst),
        (50.0, 100.0)
    );
    assert_eq!(
        (limits.watches_per_connection, limits.watches_per_address),
        (16, 64)
    );
    assert_eq!(
        (
            limits.free_guesses,
            limits.guess_delay_ms,
            limits.max_guess_delay_ms
        ),
        (10, 1000, 600_000)
    );
    assert_eq!(limits.waiting_expiry_ms, 24 * 3600 * 1000);
    assert_eq!(limits.ended_linger_ms, 600_000);
}

#[test]
fn an_address_may_have_so_many_connections() {
    let mut t = TestHub::with(HubLimits {
        connections_per_address: 2,
        ..HubLimits::default()
    });
    let first = t.connect_from(a());
    let second = t.connect_from(a());
    let third = t.connect_from(a());
    assert_eq!(t.error(third), ErrorKind::TooManyConnections);
    assert!(closed(&mut t, third), "the refused connection is let go");
    assert!(!closed(&mut t, first) && !closed(&mut t, second));
    assert_eq!(Stats::get(&t.hub.stats.refused_connections), 1);
    // Another address is not affected; once one of A's closes, A may open one again.
    let other = t.connect_from(b());
    assert!(!closed(&mut t, other));
    t.disconnect(first);
    let again = t.connect_from(a());
    assert!(!closed(&mut t, again));
    t.send(again, ClientMessage::Lobby);
    assert!(matches!(
        t.frames(again).as_slice(),
        [ServerMessage::Lobby { .. }]
    ));
}

#[test]
fn an_address_may_create_so_many_games_an_hour_over_all_its_connections() {
    let mut t = TestHub::with(HubLimits {
        games_per_hour: 3,
        ..HubLimits::default()
    });
    let first = t.connect_from(a());
    for _ in 0..2 {
        t.create(first, SeatChoice::White, None);
    }
    t.disconnect(first);
    let second = t.connect_from(a());
    t.create(second, SeatChoice::White, None);
    t.send(second, create(true));
    assert_eq!(t.error(second), ErrorKind::TooManyGames);
    let elsewhere = t.connect_from(b());
    t.create(elsewhere, SeatChoice::White, None);
    // An hour after the first, one more.
    t.advance(3_600_000 - 1);
    t.send(second, create(true));
    assert_eq!(t.error(second), ErrorKind::TooManyGames);
    t.advance(1);
    t.create(second, SeatChoice::White, None);
}

#[test]
fn the_unfinished_game_limit_holds_across_reconnections_and_resumes() {
    let mut t = TestHub::with(HubLimits {
        games_per_client: 2,
        ..HubLimits::default()
    });
    let first = t.connect_from(a());
    let (one, one_token) = t.create(first, SeatChoice::White, None);
    let (two, _) = t.create(first, SeatChoice::White, None);
    t.disconnect(first);
    // Reconnecting does not start the count again...
    let second = t.connect_from(a());
    t.send(second, create(true));
    assert_eq!(t.error(second), ErrorKind::TooManyGames);
    // ...its own games it may resume...
    t.send(
        second,
        ClientMessage::Resume {
            code: one.clone(),
            token: one_token.clone(),
        },
    );
    let resumed = t.frames(second);
    assert!(
        resumed
            .iter()
            .any(|m| matches!(m, ServerMessage::State { .. }))
            && !resumed
                .iter()
                .any(|m| matches!(m, ServerMessage::Error { .. })),
        "{resumed:?}"
    );
    // ...but not take a third seat by resuming one someone else took.
    let stranger = t.connect_from(b());
    let (three, three_token) = t.create(stranger, SeatChoice::White, None);
    t.send(
        second,
        ClientMessage::Resume {
            code: three.clone(),
            token: three_token,
        },
    );
    assert_eq!(t.error(second), ErrorKind::TooManyGames);
    // A game that ends frees its place.
    t.send(
        second,
        ClientMessage::Resign {
            code: one,
            token: one_token,
        },
    );
    t.drain();
    let (four, _) = t.create(second, SeatChoice::White, None);
    assert_ne!(four, two);
}

#[test]
fn an_address_has_one_request_rate_for_all_its_connections() {
    let mut t = TestHub::with(HubLimits {
        requests_per_second: 1.0,
        requests_burst: 3.0,
        ..HubLimits::default()
    });
    let first = t.connect_from(a());
    let second = t.connect_from(a());
    let lobby = |t: &mut TestHub, conn| {
        t.send(conn, ClientMessage::Lobby);
        match t.frames(conn).as_slice() {
            [ServerMessage::Lobby { .. }] => None,
            [ServerMessage::Error { kind, .. }] => Some(*kind),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(lobby(&mut t, first), None);
    assert_eq!(lobby(&mut t, first), None);
    assert_eq!(lobby(&mut t, second), None);
    assert_eq!(lobby(&mut t, second), Some(ErrorKind::RateLimited));
    assert_eq!(lobby(&mut t, first), Some(ErrorKind::RateLimited));
    let other = t.connect_from(b());
    assert_eq!(lobby(&mut t, other), None);
    t.advance(1000);
    assert_eq!(lobby(&mut t, first), None);
    assert_eq!(lobby(&mut t, second), Some(ErrorKind::RateLimited));
}

#[test]
fn watching_is_bounded_for_a_connection_and_for_an_address() {
    let mut t = TestHub::with(HubLimits {
        watches_per_connection: 2,
        watches_per_address: 3,
        ..HubLimits::default()
    });
    let host = t.connect_from(b());
    let games: Vec<String> = (0..4)
        .map(|_| t.create(host, SeatChoice::White, None).0)
        .collect();
    let watch = |t: &mut TestHub, conn, code: &str| {
        t.send(conn, ClientMessage::Watch { code: code.into() });
        match t.frames(conn).as_slice() {
            [ServerMessage::State { .. }] => None,
            [ServerMessage::Error { kind, .. }] => Some(*kind),
            other => panic!("{other:?}"),
        }
    };
    let first = t.connect_from(a());
    assert_eq!(watch(&mut t, first, &games[0]), None);
    assert_eq!(watch(&mut t, first, &games[1]), None);
    assert_eq!(
        watch(&mut t, first, &games[2]),
        Some(ErrorKind::TooManyWatched)
    );
    // Watching a game again is no new one.
    assert_eq!(watch(&mut t, first, &games[0]), None);
    let second = t.connect_from(a());
    assert_eq!(watch(&mut t, second, &games[2]), None);
    assert_eq!(
        watch(&mut t, second, &games[3]),
        Some(ErrorKind::TooManyWatched)
    );
    assert_eq!(t.hub.games[&games[3]].view(t.now()).spectators, 0);
    t.send(
        first,
        ClientMessage::Unwatch {
            code: games[0].clone(),
        },
    );
    assert_eq!(watch(&mut t, second, &games[3]), None);
}

#[test]
fn an_address_that_guesses_codes_waits_longer_and_longer() {
    let mut t = TestHub::with(HubLimits {
        free_guesses: 3,
        guess_delay_ms: 1000,
        max_guess_delay_ms: 4000,
        ..HubLimits::default()
    });
    // A's player, seated in a game of its own; and a game A does not follow.
    let mut p = t.pair(None);
    let player = t.connect_from(a());
    t.send(
        player,
        ClientMessage::Resume {
            code: p.code.clone(),
            token: p.white_token.clone(),
        },
    );
    p.white = player;
    let host = t.connect_from(b());
    let (target, _) = t.create(host, SeatChoice::White, None);
    let scanner = t.connect_from(a());
    t.drain();
    let guesses = unknown_codes(&target, 8);
    let watch = |t: &mut TestHub, conn, code: &str| {
        t.send(conn, ClientMessage::Watch { code: code.into() });
        match t.frames(conn).as_slice() {
            [ServerMessage::State { .. }] => None,
            [ServerMessage::Error { kind, .. }] => Some(*kind),
            other => panic!("{other:?}"),
        }
    };
    for guess in &guesses[..3] {
        assert_eq!(watch(&mut t, scanner, guess), Some(ErrorKind::NoSuchGame));
    }
    // The fourth unknown code: a wait of 1 s, for every connection of A and any code...
    for message in [
        ClientMessage::Join {
            code: guesses[3].clone(),
        },
        ClientMessage::Watch {
            code: target.clone(),
        },
        move_message(&target, "0", 0, "c3-d4"),
    ] {
        t.send(scanner, message);
        t.frames(scanner);
    }
    assert_eq!(watch(&mut t, scanner, &target), Some(ErrorKind::SlowDown));
    let other = t.connect_from(a());
    assert_eq!(watch(&mut t, other, &target), Some(ErrorKind::SlowDown));
    // ...but not for another address, nor for A's player in its own game.
    let elsewhere = t.connect_from(b());
    assert_eq!(watch(&mut t, elsewhere, &target), None);
    t.play_first(&p);
    // After the wait, one more try; each unknown code doubles the wait, up to 4 s.
    t.advance(999);
    assert_eq!(watch(&mut t, scanner, &target), Some(ErrorKind::SlowDown));
    t.advance(1);
    assert_eq!(watch(&mut t, scanner, &target), None);
    for (guess, wait) in guesses[4..].iter().zip([2000, 4000, 4000]) {
        assert_eq!(watch(&mut t, scanner, guess), Some(ErrorKind::NoSuchGame));
        t.advance(wait - 1);
        assert_eq!(watch(&mut t, other, &target), Some(ErrorKind::SlowDown));
        t.advance(1);
        assert_eq!(watch(&mut t, other, &target), None);
        t.send(
            other,
            ClientMessage::Unwatch {
                code: target.clone(),
            },
        );
    }
}

#[test]
fn a_waiting_game_expires_and_is_withdrawn_in_the_store() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let limits = HubLimits {
        waiting_expiry_ms: 60_000,
        ..HubLimits::default()
    };
    let time = FakeClock::at(T0);
    let open = |time: &FakeClock| {
        let store = SqliteStore::open(&db).expect("the store opens");
        TestHub::on(Box::new(store), limits, time.clone())
    };
    let (mut t, _) = open(&time);
    let creator = t.connect();
    let (code, _) = t.create(creator, SeatChoice::White, None);
    t.advance(30_000);
    let (kept, _) = t.create(creator, SeatChoice::Black, None);
    t.advance(29_000);
    t.tick();
    assert_eq!(t.view(&code).status, Status::Waiting);
    t.advance(2_000);
    t.tick();
    let ended = t.frames(creator);
    assert!(
        ended
            .iter()
            .any(|m| matches!(m, ServerMessage::Ended { code: c, result, .. }
            if *c == code && result.reason == EndReason::Withdrawn && result.winner.is_none())),
        "{ended:?}"
    );
    assert_eq!(t.row(&code).status, Status::Ended);
    assert_eq!(t.view(&kept).status, Status::Waiting);
    let joiner = t.connect();
    t.send(joiner, ClientMessage::Join { code: code.clone() });
    assert_eq!(t.error(joiner), ErrorKind::GameFull);
    // After a restart it stays withdrawn; the other one, which expired while the server was
    // down, is withdrawn at once.
    drop(t);
    time.advance(3_600_000);
    let (mut t, recovery) = open(&time);
    assert_eq!(recovery.games, 1);
    t.tick();
    assert_eq!(t.row(&code).status, Status::Ended);
    assert_eq!(t.row(&kept).status, Status::Ended);
    assert_eq!(t.row(&kept).result.unwrap().reason, EndReason::Withdrawn);
}

#[test]
fn finished_games_leave_memory_while_their_players_stay() {
    let mut t = TestHub::with(HubLimits {
        ended_linger_ms: 60_000,
        ..HubLimits::default()
    });
    let p = t.pair(None);
    let spectator = t.watcher(&p.code);
    t.send(p.white, p.resign(Colour::White));
    t.drain();
    t.advance(59_000);
    t.tick();
    assert!(
        t.hub.games.contains_key(&p.code),
        "kept for a rematch a while"
    );
    t.advance(2_000);
    t.tick();
    assert!(!t.hub.games.contains_key(&p.code));
    for conn in [p.white, p.black, spectator] {
        let peer = &t.hub.peers[&conn];
        assert!(!peer.seats.contains(&p.code) && !peer.watching.contains(&p.code));
    }
    assert_eq!(Stats::get(&t.hub.stats.games), 0);
    // It is still in the store: watching it loads it, for a while.
    t.send(
        spectator,
        ClientMessage::Watch {
            code: p.code.clone(),
        },
    );
    assert!(matches!(
        t.frames(spectator).as_slice(),
        [ServerMessage::State { game }] if game.status == Status::Ended
    ));
    t.advance(1_000);
    t.tick();
    assert!(t.hub.games.contains_key(&p.code));
    t.advance(61_000);
    t.tick();
    assert!(!t.hub.games.contains_key(&p.code));
}

#[test]
fn addresses_with_nothing_to_remember_are_forgotten() {
    let mut t = TestHub::new();
    let visitor = t.connect_from(a());
    let host = t.connect_from(b());
    let (code, _) = t.create(host, SeatChoice::White, None);
    t.disconnect(visitor);
    t.disconnect(host);
    t.advance(1_000);
    t.tick();
    // B created a game this hour, and it holds a seat: remembered. A: forgotten.
    assert_eq!(Stats::get(&t.hub.stats.addresses), 1);
    assert!(t.hub.addresses.contains_key(&b()));
    t.advance(3_600_000);
    t.tick();
    assert_eq!(
        Stats::get(&t.hub.stats.addresses),
        1,
        "its game still waits"
    );
    let joiner = t.connect_from(a());
    t.send(joiner, ClientMessage::Join { code });
    let (_, token) = seat_of(&t.frames(joiner));
    assert!(!token.is_empty());
    t.disconnect(joiner);
    t.advance(1_000);
    t.tick();
    // B's game started: B holds an unfinished one, and so does A now.
    assert_eq!(Stats::get(&t.hub.stats.addresses), 2);
}

#[test]
fn a_full_queue_drops_its_connection_and_the_peak_is_counted() {
    let mut t = TestHub::with(HubLimits {
        requests_per_second: 1e9,
        requests_burst: 1e9,
        ..HubLimits::default()
    });
    let queue = super::queue_bound();
    let reader = t.connect();
    let stuck = t.connect();
    for _ in 0..queue - 1 {
        t.send(stuck, ClientMessage::Lobby);
        t.send(reader, ClientMessage::Lobby);
        t.frames(reader);
    }
    // One batch that overfills it: the connection is dropped once, its other frames skipped.
    let lobby = |conn| HubRequest::Request {
        conn,
        message: ClientMessage::Lobby,
    };
    t.batch((0..10).map(|_| lobby(stuck)).collect());
    t.send(stuck, ClientMessage::Lobby);
    assert_eq!(Stats::get(&t.hub.stats.dropped_full), 1);
    assert_eq!(Stats::get(&t.hub.stats.peak_queued), queue as u64);
    assert!(!t.hub.peers.contains_key(&stuck));
    assert!(t.hub.peers.contains_key(&reader));
}
