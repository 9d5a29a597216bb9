//! What strangers met in a real browser: a double click on "Create game" made two games; the
//! same seat open in two tabs left the first tab deaf to the game; the players did not hear of
//! their spectators until the end.

use std::net::IpAddr;

use lasca_rules::Colour;

use super::*;
use crate::hub::live::SEAT_CONNECTIONS;
use crate::protocol::{SeatView, Status};

/// A `create` of a public Lasca 7x7 game for White, with the request id `rid`.
fn create(rid: Option<u32>) -> ClientMessage {
    ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public: true,
        variant: lasca_rules::Variant::Lasca7,
        rid,
        opponent: None,
    }
}

/// The `seat` and the `state` of the answer to a `create`: (code, colour, token), the state's
/// code; panics on anything else.
fn created(messages: &[ServerMessage]) -> ((String, Colour, String), String) {
    match messages {
        [
            ServerMessage::Seat {
                code,
                colour,
                token,
            },
            ServerMessage::State { game },
        ] => ((code.clone(), *colour, token.clone()), game.code.clone()),
        other => panic!("expected seat and state, got {other:?}"),
    }
}

fn resume(code: &str, token: &str) -> ClientMessage {
    ClientMessage::Resume {
        code: code.to_owned(),
        token: token.to_owned(),
    }
}

/// The `moved` plies among `messages`.
fn moved(messages: &[ServerMessage]) -> Vec<u32> {
    messages
        .iter()
        .filter_map(|m| match m {
            ServerMessage::Moved { ply, .. } => Some(*ply),
            _ => None,
        })
        .collect()
}

/// Every `presence` among `messages`: (white, black, spectators).
fn presences(messages: &[ServerMessage]) -> Vec<(SeatView, SeatView, Option<u32>)> {
    messages
        .iter()
        .filter_map(|m| match m {
            ServerMessage::Presence {
                white,
                black,
                spectators,
                ..
            } => Some((*white, *black, *spectators)),
            _ => None,
        })
        .collect()
}

const HERE: SeatView = SeatView {
    taken: true,
    online: true,
};

const AWAY: SeatView = SeatView {
    taken: true,
    online: false,
};

#[test]
fn a_create_sent_twice_with_one_request_id_makes_one_game() {
    // One game an hour, one unfinished game: the repeat must count against neither.
    let mut t = TestHub::with(HubLimits {
        games_per_hour: 1,
        games_per_client: 1,
        ..HubLimits::default()
    });
    let conn = t.connect();
    t.hello(conn, 3);
    t.send(conn, create(Some(7)));
    let (first, state) = created(&t.frames(conn));
    assert_eq!(state, first.0);
    // A double click: the same request again, and again in one batch.
    t.send(conn, create(Some(7)));
    assert_eq!(created(&t.frames(conn)).0, first);
    t.batch(vec![
        HubRequest::Request {
            conn,
            message: create(Some(7)),
        },
        HubRequest::Request {
            conn,
            message: create(Some(7)),
        },
    ]);
    let both = t.frames(conn);
    assert_eq!(created(&both[..2]).0, first);
    assert_eq!(created(&both[2..]).0, first);
    assert_eq!(t.hub.games.len(), 1, "one click, one game");
    assert_eq!(t.hub.store.unfinished_games().unwrap().len(), 1);
    // Another request id is another game: refused here by the limits the repeats did not use.
    t.send(conn, create(Some(8)));
    assert_eq!(t.error(conn), ErrorKind::TooManyGames);
    t.send(conn, create(None));
    assert_eq!(t.error(conn), ErrorKind::TooManyGames);
    // The same id from another connection is its own request.
    let other = t.connect();
    t.send(other, create(Some(7)));
    let (theirs, _) = created(&t.frames(other));
    assert_ne!(theirs.0, first.0);
    assert_eq!(t.hub.games.len(), 2);
}

#[test]
fn a_create_without_a_request_id_is_a_new_game_each_time() {
    let mut t = TestHub::new();
    let conn = t.connect();
    t.send(conn, create(None));
    let (first, _) = created(&t.frames(conn));
    t.send(conn, create(None));
    let (second, _) = created(&t.frames(conn));
    assert_ne!(first.0, second.0);
    assert_eq!(t.hub.games.len(), 2);
}

#[test]
fn a_repeated_create_gets_its_game_as_it_is_now_while_the_connection_holds_it() {
    let mut t = TestHub::new();
    let white = t.connect();
    t.send(white, create(Some(1)));
    let (first, _) = created(&t.frames(white));
    let black = t.connect();
    t.send(
        black,
        ClientMessage::Join {
            code: first.0.clone(),
        },
    );
    t.drain();
    // The game went on: the repeat shows it as it is, and starts nothing new.
    t.send(white, create(Some(1)));
    let answer = t.frames(white);
    assert_eq!(created(&answer).0, first);
    let ServerMessage::State { game } = &answer[1] else {
        unreachable!()
    };
    assert_eq!(game.status, Status::Playing);
    assert!(
        t.frames(black).is_empty(),
        "the opponent hears nothing of it"
    );
    // Once the connection is gone, the id means nothing: a new connection's is its own.
    t.disconnect(white);
    let again = t.connect();
    t.send(again, create(Some(1)));
    assert_ne!(created(&t.frames(again)).0.0, first.0);
}

#[test]
fn a_request_id_of_any_other_type_is_a_bad_message() {
    let ok = ClientMessage::from_json(r#"{"type":"create","colour":"white","rid":123}"#);
    assert_eq!(ok, Ok(create_for_white(Some(123))));
    let max = ClientMessage::from_json(r#"{"type":"create","colour":"white","rid":4294967295}"#);
    assert_eq!(max, Ok(create_for_white(Some(u32::MAX))));
    assert_eq!(
        ClientMessage::from_json(r#"{"type":"create","colour":"white"}"#),
        Ok(create_for_white(None))
    );
    for rid in [
        r#""123""#,
        "null",
        "-1",
        "1.5",
        "1e3",
        "4294967296",
        "[1]",
        r#"{"id":1}"#,
        "true",
    ] {
        let text = format!(r#"{{"type":"create","colour":"white","rid":{rid}}}"#);
        assert!(ClientMessage::from_json(&text).is_err(), "{text} was taken");
    }
    // Given twice, or on another message.
    assert!(
        ClientMessage::from_json(r#"{"type":"create","colour":"white","rid":1,"rid":1}"#).is_err()
    );
    assert!(ClientMessage::from_json(r#"{"type":"join","code":"ABCDEFGHJ","rid":1}"#).is_err());
    // Left out when there is none, so that an older server takes the `create`.
    assert!(!create(None).to_json().contains("rid"));
    assert!(create(Some(5)).to_json().contains(r#""rid":5"#));
}

fn create_for_white(rid: Option<u32>) -> ClientMessage {
    ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
        rid,
        opponent: None,
    }
}

#[test]
fn two_connections_of_one_seat_both_hear_the_game_and_either_may_move() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    // A second tab of White's: the same token from the page's storage.
    let tab = t.connect();
    t.hello(tab, 3);
    t.send(tab, resume(&p.code, &p.white_token));
    assert!(
        t.frames(tab)
            .iter()
            .any(|m| matches!(m, ServerMessage::State { .. }))
    );
    t.drain();
    // The first tab moves: the second one hears of it (and Black).
    t.send(p.white, move_message(&p.code, &p.white_token, 0, "c3-d4"));
    assert_eq!(t.frames(p.white), [], "a version 1 mover hears nothing");
    assert_eq!(moved(&t.frames(tab)), [0]);
    assert_eq!(moved(&t.frames(p.black)), [0]);
    // Black's reply reaches both of White's tabs.
    let reply = t.hub.games[&p.code].game.legal_moves()[0].to_string();
    t.send(p.black, move_message(&p.code, &p.black_token, 1, &reply));
    assert_eq!(moved(&t.frames(p.white)), [1]);
    assert_eq!(moved(&t.frames(tab)), [1]);
    // The second tab moves with the same token: the first tab hears of it.
    let next = t.hub.games[&p.code].game.legal_moves()[0].to_string();
    t.send(tab, move_message(&p.code, &p.white_token, 2, &next));
    assert_eq!(
        moved(&t.frames(tab)),
        [2],
        "a version 3 mover hears its own"
    );
    assert_eq!(moved(&t.frames(p.white)), [2]);
    assert_eq!(moved(&t.frames(p.black)), [2]);
    // So does an offer, and the end.
    t.send(p.black, p.offer(Colour::Black, OfferKind::Draw));
    for conn in [p.white, tab] {
        assert!(
            t.frames(conn)
                .iter()
                .any(|m| matches!(m, ServerMessage::Offered { .. })),
            "{conn} heard no offer"
        );
    }
    // One tab closes: White is still online, and the other tab still hears the game.
    t.disconnect(p.white);
    assert_eq!(presences(&t.frames(p.black)), []);
    assert!(t.view(&p.code).white.online);
    t.send(p.black, p.resign(Colour::Black));
    assert!(
        t.frames(tab)
            .iter()
            .any(|m| matches!(m, ServerMessage::Ended { .. }))
    );
}

#[test]
fn the_opponent_stays_online_until_every_connection_of_the_seat_is_gone() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let tab = t.connect();
    t.send(tab, resume(&p.code, &p.black_token));
    t.drain();
    // The newer tab closes, then the older one: Black is away only then.
    t.disconnect(tab);
    assert_eq!(presences(&t.frames(p.white)), [], "Black is still here");
    assert!(t.view(&p.code).black.online);
    t.disconnect(p.black);
    assert_eq!(presences(&t.frames(p.white)), [(HERE, AWAY, None)]);
    assert!(!t.view(&p.code).black.online);
    // Back in two tabs, one after the other: online at the first, and until both are gone,
    // in either order.
    let one = t.connect();
    let two = t.connect();
    t.send(one, resume(&p.code, &p.black_token));
    assert_eq!(presences(&t.frames(p.white)), [(HERE, HERE, None)]);
    t.send(two, resume(&p.code, &p.black_token));
    t.frames(p.white);
    t.disconnect(one);
    assert_eq!(presences(&t.frames(p.white)), []);
    assert!(t.view(&p.code).black.online);
    // The tab left moves and hears the game.
    t.send(p.white, move_message(&p.code, &p.white_token, 0, "c3-d4"));
    assert_eq!(moved(&t.frames(two)), [0]);
    t.disconnect(two);
    assert_eq!(presences(&t.frames(p.white)), [(HERE, AWAY, None)]);
}

#[test]
fn a_seat_holds_a_few_connections_and_one_more_pushes_out_the_first() {
    // One address, enough connections for the test but within its limit.
    let mut t = TestHub::with(HubLimits {
        connections_per_address: SEAT_CONNECTIONS + 4,
        ..HubLimits::default()
    });
    let p = t.pair(None);
    let addr: IpAddr = "192.0.2.9".parse().unwrap();
    let tabs: Vec<ConnId> = (0..SEAT_CONNECTIONS)
        .map(|_| t.connect_from(addr))
        .collect();
    // White's own connection and SEAT_CONNECTIONS - 1 tabs fill the seat; the last tab pushes
    // out White's first connection.
    for &tab in &tabs {
        t.send(tab, resume(&p.code, &p.white_token));
    }
    let seat = t.hub.games[&p.code].seats[0].as_ref().unwrap();
    assert_eq!(seat.conns, tabs);
    assert!(!t.hub.peers[&p.white].seats.contains(&p.code));
    t.drain();
    t.send(tabs[0], move_message(&p.code, &p.white_token, 0, "c3-d4"));
    assert_eq!(t.frames(p.white), [], "pushed out: no more news");
    for &tab in &tabs[1..] {
        assert_eq!(moved(&t.frames(tab)), [0]);
    }
    assert_eq!(moved(&t.frames(p.black)), [0]);
    // The game counts once for the address whatever the connections.
    assert_eq!(t.hub.unfinished_seats(tabs[0]), 1);
}

#[test]
fn the_players_hear_how_many_watch_as_spectators_come_and_go() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    t.hello(p.white, 3);
    t.hello(p.black, 2);
    let count = |t: &mut TestHub, conn: ConnId| -> Vec<Option<u32>> {
        presences(&t.frames(conn))
            .into_iter()
            .map(|(white, black, spectators)| {
                assert_eq!((white, black), (HERE, HERE));
                spectators
            })
            .collect()
    };
    let first = t.watcher(&p.code);
    assert_eq!(count(&mut t, p.white), [Some(1)]);
    // A version 2 connection gets exactly what it always got: no count, no new presence.
    assert_eq!(count(&mut t, p.black), []);
    let second = t.connect();
    t.hello(second, 3);
    t.send(
        second,
        ClientMessage::Watch {
            code: p.code.to_lowercase(),
        },
    );
    assert_eq!(count(&mut t, p.white), [Some(2)]);
    // Spectators hear of each other too.
    assert_eq!(count(&mut t, second), [Some(2)]);
    // Watching again changes nothing: nobody is told.
    t.send(
        second,
        ClientMessage::Watch {
            code: p.code.clone(),
        },
    );
    assert_eq!(count(&mut t, p.white), []);
    t.send(
        second,
        ClientMessage::Unwatch {
            code: p.code.clone(),
        },
    );
    assert_eq!(count(&mut t, p.white), [Some(1)]);
    t.disconnect(first);
    assert_eq!(count(&mut t, p.white), [Some(0)]);
    assert_eq!(count(&mut t, p.black), []);
    // A player's presence carries the count for version 3, and not for the others.
    let third = t.watcher(&p.code);
    t.drain();
    t.disconnect(p.black);
    assert_eq!(presences(&t.frames(p.white)), [(HERE, AWAY, Some(1))]);
    assert_eq!(presences(&t.frames(third)), [(HERE, AWAY, None)]);
}
