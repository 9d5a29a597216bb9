//! Issue 39: no request that stalls the hub (a ply cap, finished games cached, store loads
//! paid for), nothing that grows forever (one deadline a game, rematches counted, idle games
//! withdrawn, a full disk, spectators capped), and no oracle for codes.

use std::net::IpAddr;

use lasca_rules::{Colour, Game, Position, RuleSettings};

use crate::bench::{finished_game, long_record};

use super::super::live::PLY_LIMIT;
use super::super::{DAY_MS, Stats};
use super::*;
use crate::protocol::{EndReason, Status};

/// Stores a finished game of `moves` under `code`.
fn store_finished(t: &mut TestHub, code: &str, moves: Vec<String>) {
    let store = &mut t.hub.store;
    store.begin().unwrap();
    store.insert_game(&finished_game(code, T0, moves)).unwrap();
    store.commit().unwrap();
}

fn addr(n: u8) -> IpAddr {
    IpAddr::from([192, 0, 2, n])
}

#[test]
fn repetitions_are_counted_by_hash_and_stay_exact() {
    // The rules crate counts positions by hash (O(1) a ply); undo and truncate forget them.
    let record = long_record(300);
    let mut game = Game::replay(Position::start(), RuleSettings::default(), &record).unwrap();
    let naive = |game: &Game| {
        let now = game.position();
        (0..=game.ply())
            .filter(|&ply| game.position_at(ply) == Some(now))
            .count()
    };
    while game.ply() > 0 {
        assert_eq!(game.repetitions(), naive(&game), "ply {}", game.ply());
        if game.ply() % 7 == 0 {
            game.truncate(game.ply() - 3);
        } else {
            game.undo();
        }
    }
    assert_eq!(game.repetitions(), 1);
}

#[test]
fn a_watch_unwatch_loop_on_a_long_finished_game_loads_it_once() {
    let mut t = TestHub::new();
    let code = "WATCHGAME";
    store_finished(&mut t, code, long_record(600));
    let other = t.pair(None);
    let looper = t.connect();
    let mut seen = Vec::new();
    for _ in 0..500 {
        t.send(looper, ClientMessage::Watch { code: code.into() });
        t.send(looper, ClientMessage::Unwatch { code: code.into() });
        seen.extend(t.frames(looper));
        // Within the address's rate: the point is the store, not the flood limit.
        t.advance(50);
    }
    assert_eq!(seen.len(), 500, "a state for each watch, nothing else");
    assert!(seen.iter().all(|m| matches!(m,
        ServerMessage::State { game } if game.moves.len() == 600 && game.status == Status::Ended)));
    // Before: every watch after an unwatch reloaded and replayed the game.
    assert_eq!(Stats::get(&t.hub.stats.store_loads), 1);
    // The other game plays on.
    t.play_first(&other);
}

#[test]
fn store_loads_cost_an_address_more_than_a_request() {
    let mut t = TestHub::new();
    let record = long_record(40);
    let codes: Vec<String> = (0..30)
        .map(|i| format!("GAMEXYZA{}", crate::protocol::CODE_ALPHABET[i] as char))
        .collect();
    for code in &codes {
        store_finished(&mut t, code, record.clone());
    }
    let conn = t.connect();
    let mut answered = 0;
    for code in &codes {
        t.send(conn, ClientMessage::Watch { code: code.clone() });
        match t.frames(conn).as_slice() {
            [ServerMessage::State { .. }] => answered += 1,
            [ServerMessage::Error { kind, .. }] => {
                assert_eq!(*kind, ErrorKind::RateLimited);
                break;
            }
            other => panic!("{other:?}"),
        }
    }
    // A burst of 100 requests pays for 100 / 10 loads.
    assert_eq!(answered, 10);
    // A second later the address may load five more (50 requests a second).
    t.advance(1_000);
    t.send(
        conn,
        ClientMessage::Watch {
            code: codes[20].clone(),
        },
    );
    assert!(matches!(
        t.frames(conn).as_slice(),
        [ServerMessage::State { .. }]
    ));
}

#[test]
fn a_game_reaching_the_ply_cap_is_drawn() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let record = long_record(PLY_LIMIT as usize);
    let (last, before) = record.split_last().unwrap();
    for mv in before {
        t.play(&p, mv);
        // Within each address's rate of requests.
        t.advance(50);
    }
    assert_eq!(t.hub.games[&p.code].status, Status::Playing);
    let answer = t.play(&p, last);
    assert!(
        matches!(answer.as_slice(), [ServerMessage::Ended { result, .. }]
        if result.winner.is_none() && result.reason == EndReason::PlyLimit)
    );
    let row = t.row(&p.code);
    assert_eq!(row.status, Status::Ended);
    assert_eq!(row.moves.len(), PLY_LIMIT as usize);
}

#[test]
fn ten_thousand_moves_leave_one_deadline() {
    let mut t = TestHub::new();
    let p = t.pair(Some(TimeControl {
        initial_s: 3 * 3600,
        increment_s: 5,
    }));
    let mut moves = 0;
    while moves < 10_000 {
        // A move and its take-back, over and over: each changes the running clock.
        t.play_first(&p);
        moves += 1;
        t.send(p.white, p.offer(Colour::White, OfferKind::Takeback));
        t.send(p.black, p.answer(Colour::Black, OfferKind::Takeback, true));
        t.drain();
        assert_eq!(t.hub.games[&p.code].game.ply(), 0);
        // Within each address's rate of requests.
        t.advance(50);
    }
    t.tick();
    assert_eq!(t.hub.deadlines.len(), 1);
    assert_eq!(t.hub.deadline_of.len(), 1);
    assert_eq!(Stats::get(&t.hub.stats.deadlines), 1);
    // It is the right one: White's flag falls when White's time is out, not before.
    let left = t.view(&p.code).clocks.unwrap().white_ms;
    t.advance(left - 1);
    t.tick();
    assert_eq!(t.hub.games[&p.code].status, Status::Playing);
    t.advance(1);
    t.tick();
    assert_eq!(t.hub.games[&p.code].status, Status::Ended);
    assert!(t.hub.deadlines.is_empty() && t.hub.deadline_of.is_empty());
}

#[test]
fn a_rematch_counts_against_the_games_an_hour() {
    let mut t = TestHub::with(HubLimits {
        games_per_hour: 2,
        // The finished rematch stays in memory with its offer over the hour below.
        ended_linger_ms: 2 * 3_600_000,
        ..HubLimits::default()
    });
    let p = t.pair(None);
    t.send(p.white, p.resign(Colour::White));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.send(p.black, p.answer(Colour::Black, OfferKind::Rematch, true));
    let rematch = t.hub.games[&p.code].rematch.clone().expect("a rematch");
    t.drain();
    // White's address has made two games this hour now: the game and the rematch.
    t.send(
        p.white,
        ClientMessage::Create {
            colour: SeatChoice::White,
            clock: None,
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        },
    );
    assert_eq!(t.error(p.white), ErrorKind::TooManyGames);
    // A rematch of the rematch is one game too many as well.
    let q = Pair {
        white: p.black,
        white_token: rematch_token_of(&mut t, p.black, &p.code, &p.black_token, &rematch),
        black: p.white,
        black_token: rematch_token_of(&mut t, p.white, &p.code, &p.white_token, &rematch),
        code: rematch,
    };
    t.send(q.white, q.resign(Colour::White));
    t.send(q.white, q.offer(Colour::White, OfferKind::Rematch));
    t.drain();
    t.send(q.black, q.answer(Colour::Black, OfferKind::Rematch, true));
    assert_eq!(t.error(q.black), ErrorKind::TooManyGames);
    assert!(t.hub.games[&q.code].rematch.is_none());
    // An hour later it may.
    t.advance(3_600_000);
    t.send(q.black, q.answer(Colour::Black, OfferKind::Rematch, true));
    assert!(t.hub.games[&q.code].rematch.is_some());
}

/// The token of the rematch seat that `conn`'s player got, by resuming the old game.
fn rematch_token_of(
    t: &mut TestHub,
    conn: ConnId,
    old: &str,
    token: &str,
    rematch: &str,
) -> String {
    t.send(
        conn,
        ClientMessage::Resume {
            code: old.to_owned(),
            token: token.to_owned(),
        },
    );
    let frames = t.frames(conn);
    let (code, _, token) = seat_given(&frames).expect("the rematch's seat");
    assert_eq!(code, rematch);
    token
}

#[test]
fn an_untimed_game_nobody_moves_in_is_withdrawn() {
    let mut t = TestHub::new();
    let idle = t.pair(None);
    let moving = t.pair(None);
    t.advance(29 * DAY_MS);
    t.play_first(&moving);
    t.tick();
    t.advance(DAY_MS);
    t.tick();
    let ended = |t: &TestHub, code: &str| t.hub.games[code].status == Status::Ended;
    assert!(ended(&t, &idle.code), "30 days without a move");
    assert!(!ended(&t, &moving.code), "a move 1 day ago");
    let row = t.row(&idle.code);
    assert_eq!(row.status, Status::Ended);
    assert_eq!(
        row.result.map(|r| (r.winner, r.reason)),
        Some((None, EndReason::Withdrawn))
    );
    assert!(t.frames(idle.white).iter().any(|m| matches!(m,
        ServerMessage::Ended { result, .. } if result.reason == EndReason::Withdrawn)));
    // The moving game's last move is stored, so a restart does not start its idleness again.
    assert_eq!(t.row(&moving.code).clock.turn_started_ms, T0 + 29 * DAY_MS);
    t.advance(29 * DAY_MS);
    t.tick();
    assert!(ended(&t, &moving.code));
}

#[test]
fn create_is_refused_while_the_disk_is_short_and_games_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("server.sqlite");
    let mut t = TestHub::with(HubLimits {
        min_free_bytes: u64::MAX,
        ..HubLimits::default()
    });
    let p = t.pair(None);
    t.hub.watch_disk(db.clone());
    let conn = t.connect();
    t.send(
        conn,
        ClientMessage::Create {
            colour: SeatChoice::White,
            clock: None,
            public: true,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        },
    );
    assert_eq!(t.error(conn), ErrorKind::ServerFull);
    t.play_first(&p);
    // The same disk with a threshold it meets: new games again.
    let mut t = TestHub::with(HubLimits {
        min_free_bytes: 0,
        ..HubLimits::default()
    });
    t.hub.watch_disk(db);
    let conn = t.connect();
    t.create(conn, SeatChoice::White, None);
}

#[test]
fn a_game_takes_so_many_spectators() {
    let mut t = TestHub::with(HubLimits {
        spectators_per_game: 2,
        ..HubLimits::default()
    });
    let p = t.pair(None);
    let first = t.watcher(&p.code);
    let second = t.watcher(&p.code);
    t.drain();
    let third = t.connect();
    t.send(
        third,
        ClientMessage::Watch {
            code: p.code.clone(),
        },
    );
    assert_eq!(t.error(third), ErrorKind::TooManyWatchers);
    // Watching again is no new spectator; one leaves, and there is room.
    t.send(
        first,
        ClientMessage::Watch {
            code: p.code.clone(),
        },
    );
    assert!(matches!(
        t.frames(first).as_slice(),
        [ServerMessage::State { .. }]
    ));
    t.disconnect(second);
    t.send(
        third,
        ClientMessage::Watch {
            code: p.code.clone(),
        },
    );
    assert!(matches!(
        t.frames(third).as_slice(),
        [ServerMessage::State { .. }]
    ));
}

#[test]
fn unwatch_of_codes_one_does_not_watch_counts_as_guessing() {
    let mut t = TestHub::with(HubLimits {
        free_guesses: 3,
        ..HubLimits::default()
    });
    let p = t.pair(None);
    let guesser = t.connect_from(addr(7));
    // Typed codes are normalised before anything is counted: the game the guesser watches,
    // typed in lower case, is no guess.
    t.send(
        guesser,
        ClientMessage::Watch {
            code: p.code.to_lowercase(),
        },
    );
    t.drain();
    t.send(
        guesser,
        ClientMessage::Unwatch {
            code: p.code.to_lowercase(),
        },
    );
    for code in ["AAAAAAAAA", "BBBBBBBBB", "CCCCCCCCC", "DDDDDDDDD"] {
        t.send(guesser, ClientMessage::Unwatch { code: code.into() });
    }
    assert_eq!(t.frames(guesser), [], "silence, whatever the code");
    // Four guesses, one past the free three: the address waits, for any code it does not
    // follow, the real game's too, and for unwatch alike.
    t.send(
        guesser,
        ClientMessage::Watch {
            code: p.code.clone(),
        },
    );
    assert_eq!(t.error(guesser), ErrorKind::SlowDown);
    t.send(
        guesser,
        ClientMessage::Unwatch {
            code: "EEEEEEEEE".into(),
        },
    );
    assert_eq!(t.error(guesser), ErrorKind::SlowDown);
}

#[test]
fn six_letter_codes_are_looked_up_only_where_old_games_have_them() {
    let mut t = TestHub::new();
    let conn = t.connect();
    t.send(
        conn,
        ClientMessage::Watch {
            code: "ABCDEF".into(),
        },
    );
    assert_eq!(t.error(conn), ErrorKind::NoSuchGame);
    assert_eq!(
        Stats::get(&t.hub.stats.store_loads),
        0,
        "not even looked up"
    );
    // A database with a game of an earlier version: its code still finds it.
    let mut store = SqliteStore::in_memory().unwrap();
    store.begin().unwrap();
    store
        .insert_game(&finished_game("ABCDEF", T0, Vec::new()))
        .unwrap();
    store.commit().unwrap();
    let (mut t, _) = TestHub::on(Box::new(store), HubLimits::default(), FakeClock::at(T0));
    let conn = t.connect();
    t.send(
        conn,
        ClientMessage::Watch {
            code: "abc-def".into(),
        },
    );
    assert!(
        matches!(t.frames(conn).as_slice(), [ServerMessage::State { game }] if game.code == "ABCDEF")
    );
}

#[test]
fn the_code_of_a_rematch_goes_to_its_players_only() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let spectator = t.watcher(&p.code);
    t.send(p.white, p.resign(Colour::White));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.drain();
    t.send(p.black, p.answer(Colour::Black, OfferKind::Rematch, true));
    let rematch = t.hub.games[&p.code].rematch.clone().expect("agreed");
    let spectator_saw = t.frames(spectator);
    assert!(!spectator_saw.is_empty());
    for message in &spectator_saw {
        let text = serde_json::to_string(message).unwrap();
        assert!(!text.contains(&rematch), "{text}");
    }
    for player in [p.white, p.black] {
        let seen = t.frames(player);
        assert!(seen.iter().any(|m| matches!(m,
            ServerMessage::State { game } if game.code == p.code && game.rematch.as_deref() == Some(rematch.as_str()))));
    }
    // Watching the old game later shows no code either.
    let late = t.watcher(&p.code);
    let text = serde_json::to_string(&t.frames(late)).unwrap();
    assert!(!text.contains(&rematch), "{text}");
}

#[test]
fn a_damaged_game_is_left_out_and_the_others_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("server.sqlite");
    let codes = {
        let store = SqliteStore::open(&path).unwrap();
        let (mut t, _) = TestHub::on(Box::new(store), HubLimits::default(), FakeClock::at(T0));
        let a = t.pair(None);
        let b = t.pair(None);
        t.play_first(&a);
        t.play_first(&b);
        [a.code, b.code]
    };
    let db = rusqlite::Connection::open(&path).unwrap();
    db.execute(
        "UPDATE games SET variant = 'dama' WHERE code = ?1",
        [&codes[0]],
    )
    .unwrap();
    drop(db);
    let store = SqliteStore::open(&path).unwrap();
    assert!(store.problems().is_empty());
    let (t, recovery) = TestHub::on(Box::new(store), HubLimits::default(), FakeClock::at(T0));
    assert_eq!((recovery.games, recovery.damaged), (1, 1));
    assert!(t.hub.games.contains_key(&codes[1]));
    assert!(!t.hub.games.contains_key(&codes[0]));
}

#[test]
fn the_new_limits_defaults_are_as_documented() {
    let limits = HubLimits::default();
    assert_eq!(limits.ended_cache, 256);
    assert_eq!(limits.load_cost, 10.0);
    assert_eq!(limits.spectators_per_game, 500);
    assert_eq!(limits.idle_game_ms, 30 * DAY_MS);
    assert_eq!(limits.min_free_bytes, 64 * 1024 * 1024);
    assert_eq!(PLY_LIMIT, 1000);
}
