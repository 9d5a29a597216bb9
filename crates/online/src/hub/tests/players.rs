//! Players: guests and accounts in games, quick pairing, rated results, sessions ended.

use std::net::{IpAddr, Ipv4Addr};

use lasca_ai::glicko::System;
use lasca_rules::Colour;

use super::TestHub;
use crate::hub::{ConnId, Credentials};
use crate::protocol::{ClientMessage, ErrorKind, ServerMessage, Status};
use crate::store::{AccountKey, Sessions, token_hash};

fn addr(n: u32) -> IpAddr {
    IpAddr::V4(Ipv4Addr::from(0x0a01_0000 + n))
}

/// Gives `account` a settled rating of 2100 (deviation 60, 40 games) in `perf`.
fn settled_2100(t: &mut TestHub, account: i64, perf: &str) {
    let store = &mut t.hub.store;
    store.begin().unwrap();
    let row = crate::store::RatingRow {
        perf: perf.into(),
        rating: 2100.0,
        deviation: 60.0,
        volatility: 0.06,
        games: 40,
        wins: 30,
        draws: 5,
        losses: 5,
        last_ms: super::T0,
    };
    store.put_rating(account, &row, "ABCDEFGHJ").unwrap();
    store.commit().unwrap();
}

/// An account made in the store, and the id of a session of it.
fn account(t: &mut TestHub, name: &str) -> (i64, String) {
    let session = crate::accounts::new_id();
    let store = &mut t.hub.store;
    store.begin().unwrap();
    let id = store
        .create_account(name, "$argon2id$not-used-here", 0)
        .unwrap()
        .expect("a new name");
    store.add_session(&token_hash(&session), id, 0).unwrap();
    store.commit().unwrap();
    (id, session)
}

/// A connection of protocol 5 with these credentials.
fn player(t: &mut TestHub, n: u32, who: Credentials) -> ConnId {
    let conn = t.connect_with(addr(n), who);
    t.hello(conn, 5);
    conn
}

fn seek(t: &mut TestHub, conn: ConnId, pool: &str) {
    t.send(
        conn,
        ClientMessage::Seek {
            pool: pool.to_owned(),
        },
    );
}

/// The seat a connection got by pairing: (code, colour, token).
fn paired(t: &mut TestHub, conn: ConnId) -> (String, Colour, String) {
    let frames = t.frames(conn);
    frames
        .iter()
        .find_map(|m| match m {
            ServerMessage::Seat {
                code,
                colour,
                token,
            } => Some((code.clone(), *colour, token.clone())),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no seat in {frames:?}"))
}

#[test]
fn two_guests_in_a_pool_are_paired_for_a_casual_game_with_their_names() {
    let mut t = TestHub::new();
    let (a_id, b_id) = (crate::accounts::new_id(), crate::accounts::new_id());
    let a = player(&mut t, 1, Credentials::Guest(a_id.clone()));
    let b = player(&mut t, 2, Credentials::Guest(b_id.clone()));
    seek(&mut t, a, "lasca7-5+3");
    assert!(matches!(
        t.frames(a).as_slice(),
        [ServerMessage::Seeking { pool: Some(pool), rated: false }] if pool == "lasca7-5+3"
    ));
    seek(&mut t, b, "lasca7-5+3");
    let (code, colour_a, _) = paired(&mut t, a);
    let (code_b, colour_b, _) = paired(&mut t, b);
    assert_eq!(code, code_b);
    assert_ne!(colour_a, colour_b);
    let view = t.view(&code);
    assert_eq!(view.status, Status::Playing);
    assert_eq!(
        view.time_control,
        Some(crate::protocol::TimeControl::minutes(5, 3))
    );
    let players = view.players.expect("names");
    assert!(!players.rated);
    let name_of = |colour| match colour {
        Colour::White => players.white.clone().unwrap().name,
        Colour::Black => players.black.clone().unwrap().name,
    };
    assert_eq!(name_of(colour_a), crate::accounts::guest_name(&a_id));
    assert_eq!(name_of(colour_b), crate::accounts::guest_name(&b_id));
    // The stored row keeps them, without the guests' cookie ids.
    let row = t.row(&code);
    assert_eq!(row.players.of(colour_a).unwrap().name, name_of(colour_a));
    let stored = serde_json::to_string(&row.players).unwrap();
    assert!(
        !stored.contains(&a_id) && !stored.contains(&b_id),
        "{stored}"
    );
}

#[test]
fn a_guest_keeps_its_seat_from_another_tab_without_the_token_but_a_stranger_does_not() {
    let mut t = TestHub::new();
    let id = crate::accounts::new_id();
    let a = player(&mut t, 1, Credentials::Guest(id.clone()));
    let b = player(&mut t, 2, Credentials::Guest(crate::accounts::new_id()));
    seek(&mut t, a, "lasca7-3+2");
    seek(&mut t, b, "lasca7-3+2");
    let (code, colour, _) = paired(&mut t, a);
    paired(&mut t, b);
    // A reload: a new connection with the same cookie and no token.
    t.disconnect(a);
    let again = player(&mut t, 3, Credentials::Guest(id));
    let resume = ClientMessage::Resume {
        code: code.clone(),
        token: String::new(),
    };
    t.send(again, resume.clone());
    assert!(
        t.frames(again)
            .iter()
            .any(|m| matches!(m, ServerMessage::State { .. }))
    );
    let stranger = player(&mut t, 4, Credentials::Guest(crate::accounts::new_id()));
    t.send(stranger, resume);
    assert_eq!(t.error(stranger), ErrorKind::NotYourSeat);
    // The reloaded tab plays without a token.
    if colour == Colour::White {
        t.send(again, super::move_message(&code, "", 0, "c3-d4"));
        assert_eq!(t.view(&code).moves, ["c3-d4"]);
    }
}

#[test]
fn a_seek_is_withdrawn_when_its_maker_leaves_and_old_clients_cannot_seek() {
    let mut t = TestHub::new();
    let a = player(&mut t, 1, Credentials::Guest(crate::accounts::new_id()));
    seek(&mut t, a, "lasca7-5+3");
    t.disconnect(a);
    let b = player(&mut t, 2, Credentials::Guest(crate::accounts::new_id()));
    seek(&mut t, b, "lasca7-5+3");
    t.advance(30_000);
    t.tick();
    assert!(
        t.frames(b)
            .iter()
            .all(|m| !matches!(m, ServerMessage::Seat { .. }))
    );
    // An unknown pool, and a client of protocol 4.
    seek(&mut t, b, "lasca7-1+0");
    assert_eq!(t.error(b), ErrorKind::BadValue);
    let old = t.connect();
    t.hello(old, 4);
    seek(&mut t, old, "lasca7-5+3");
    assert_eq!(t.error(old), ErrorKind::UnsupportedProtocol);
}

/// Two accounts paired in a rated 5+3 game: (white's conn, white's token, black's, black's
/// token, code, white's account, black's account, sessions).
struct Rated {
    conns: [ConnId; 2],
    tokens: [String; 2],
    code: String,
    accounts: [i64; 2],
    sessions: [String; 2],
}

fn rated_game(t: &mut TestHub) -> Rated {
    let (alice, alice_session) = account(t, "alice");
    let (bob, bob_session) = account(t, "Bob");
    let a = player(t, 1, Credentials::Session(alice_session.clone()));
    let b = player(t, 2, Credentials::Session(bob_session.clone()));
    seek(t, a, "lasca7-5+3");
    seek(t, b, "lasca7-5+3");
    let (code, colour_a, token_a) = paired(t, a);
    let (_, _, token_b) = paired(t, b);
    let view = t.view(&code);
    let players = view.players.expect("players");
    assert!(players.rated);
    let white = players.white.unwrap();
    assert!(white.account && white.rating == Some(1500) && white.provisional);
    if colour_a == Colour::White {
        Rated {
            conns: [a, b],
            tokens: [token_a, token_b],
            code,
            accounts: [alice, bob],
            sessions: [alice_session, bob_session],
        }
    } else {
        Rated {
            conns: [b, a],
            tokens: [token_b, token_a],
            code,
            accounts: [bob, alice],
            sessions: [bob_session, alice_session],
        }
    }
}

#[test]
fn a_rated_result_moves_both_ratings_by_glicko_2_in_the_result_s_batch() {
    let mut t = TestHub::new();
    let g = rated_game(&mut t);
    t.send(
        g.conns[0],
        super::move_message(&g.code, &g.tokens[0], 0, "c3-d4"),
    );
    let reply = t.hub.games[&g.code].game.legal_moves()[0].to_string();
    t.send(
        g.conns[1],
        super::move_message(&g.code, &g.tokens[1], 1, &reply),
    );
    t.send(
        g.conns[1],
        ClientMessage::Resign {
            code: g.code.clone(),
            token: g.tokens[1].clone(),
        },
    );
    assert_eq!(t.view(&g.code).status, Status::Ended);
    // Two newcomers (1500, 500, 0.09), White wins: tools/glicko2.py 1500 500 0.09 0.75
    // 1500 500 1 gives 1741.62 (deviation 396.81), and 1258.38 for the loser.
    let store = &mut t.hub.store;
    let white = store.ratings(g.accounts[0]).unwrap();
    let black = store.ratings(g.accounts[1]).unwrap();
    assert_eq!(white.len(), 1);
    assert_eq!(white[0].perf, "lasca7_blitz");
    assert!((white[0].rating - 1741.62).abs() < 0.01, "{white:?}");
    assert!((white[0].deviation - 396.81).abs() < 0.01, "{white:?}");
    assert!((black[0].rating - 1258.38).abs() < 0.01, "{black:?}");
    assert_eq!((white[0].games, white[0].wins, white[0].losses), (1, 1, 0));
    assert_eq!((black[0].games, black[0].wins, black[0].losses), (1, 0, 1));
    let newcomer = System::GAMES.newcomer;
    let expected = newcomer.after_game(newcomer, 1.0, &System::GAMES);
    assert!((white[0].rating - expected.rating).abs() < 1e-9);
    // The game keeps the changes, and so does everyone's view of it.
    let players = t.view(&g.code).players.unwrap();
    assert_eq!(players.white.unwrap().change, Some(242));
    assert_eq!(players.black.unwrap().change, Some(-242));
    assert_eq!(t.row(&g.code).players.white.unwrap().change, Some(242));
    let history = t.hub.store.rating_history(g.accounts[0]).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].code, g.code);
}

#[test]
fn a_result_whose_rating_cannot_be_stored_is_not_stored_either() {
    let mut t = TestHub::new();
    let g = rated_game(&mut t);
    t.send(
        g.conns[0],
        super::move_message(&g.code, &g.tokens[0], 0, "c3-d4"),
    );
    let reply = t.hub.games[&g.code].game.legal_moves()[0].to_string();
    t.send(
        g.conns[1],
        super::move_message(&g.code, &g.tokens[1], 1, &reply),
    );
    t.drain();
    t.break_store(true);
    t.send(
        g.conns[1],
        ClientMessage::Resign {
            code: g.code.clone(),
            token: g.tokens[1].clone(),
        },
    );
    assert_eq!(t.error(g.conns[1]), ErrorKind::ServerError);
    t.break_store(false);
    assert_eq!(t.view(&g.code).status, Status::Playing);
    assert_eq!(t.row(&g.code).status, Status::Playing);
    assert!(t.hub.store.ratings(g.accounts[0]).unwrap().is_empty());
}

#[test]
fn a_game_resigned_before_the_second_move_is_aborted_not_rated() {
    let mut t = TestHub::new();
    let g = rated_game(&mut t);
    t.send(
        g.conns[0],
        super::move_message(&g.code, &g.tokens[0], 0, "c3-d4"),
    );
    t.send(
        g.conns[1],
        ClientMessage::Resign {
            code: g.code.clone(),
            token: g.tokens[1].clone(),
        },
    );
    assert_eq!(t.view(&g.code).status, Status::Ended);
    assert!(!t.view(&g.code).players.unwrap().rated);
    assert!(t.hub.store.ratings(g.accounts[0]).unwrap().is_empty());
    assert!(t.hub.store.ratings(g.accounts[1]).unwrap().is_empty());
}

#[test]
fn an_account_s_seat_is_played_only_while_logged_in() {
    let mut t = TestHub::new();
    let g = rated_game(&mut t);
    // Log out everywhere: White's connection is a guest from then on, its token useless.
    t.batch(vec![crate::hub::HubRequest::Account {
        request: crate::hub::AccountRequest::EndSession {
            session: g.sessions[0].clone(),
            everywhere: true,
        },
        reply: tokio::sync::oneshot::channel().0,
    }]);
    assert!(
        t.hub
            .store
            .account(AccountKey::Session(&token_hash(&g.sessions[0])))
            .unwrap()
            .is_none()
    );
    t.drain();
    t.send(
        g.conns[0],
        super::move_message(&g.code, &g.tokens[0], 0, "c3-d4"),
    );
    assert_eq!(t.error(g.conns[0]), ErrorKind::NotYourSeat);
    // A new connection with the ended session's cookie is a guest too.
    let back = player(&mut t, 9, Credentials::Session(g.sessions[0].clone()));
    t.send(back, super::move_message(&g.code, &g.tokens[0], 0, "c3-d4"));
    assert_eq!(t.error(back), ErrorKind::NotYourSeat);
    // Logged in again (a new session), the seat plays.
    let session = crate::accounts::new_id();
    let store = &mut t.hub.store;
    store.begin().unwrap();
    store
        .add_session(&token_hash(&session), g.accounts[0], 0)
        .unwrap();
    store.commit().unwrap();
    let fresh = player(&mut t, 10, Credentials::Session(session));
    t.send(fresh, super::move_message(&g.code, "", 0, "c3-d4"));
    assert_eq!(t.view(&g.code).moves, ["c3-d4"]);
    let _ = Sessions::One("unused");
}

#[test]
fn ratings_far_apart_wait_for_the_range_to_widen() {
    let mut t = TestHub::new();
    let (strong, strong_session) = account(&mut t, "strong");
    let (_, weak_session) = account(&mut t, "weak");
    settled_2100(&mut t, strong, "lasca7_blitz");
    let a = player(&mut t, 1, Credentials::Session(strong_session));
    let b = player(&mut t, 2, Credentials::Session(weak_session));
    seek(&mut t, a, "lasca7-5+3");
    seek(&mut t, b, "lasca7-5+3");
    t.advance(5_000);
    t.tick();
    assert!(
        t.frames(a)
            .iter()
            .all(|m| !matches!(m, ServerMessage::Seat { .. }))
    );
    t.advance(16_000);
    t.tick();
    let (code, _, _) = paired(&mut t, a);
    let players = t.view(&code).players.unwrap();
    let ratings: Vec<i32> = [players.white, players.black]
        .into_iter()
        .map(|p| p.unwrap().rating.unwrap())
        .collect();
    assert!(
        ratings.contains(&2100) && ratings.contains(&1500),
        "{ratings:?}"
    );
}

#[test]
fn a_correspondence_game_waits_days_survives_a_restart_and_says_whose_turn_it_is() {
    use crate::clock::FakeClock;
    use crate::hub::HubLimits;
    use crate::protocol::{MyGame, SeatChoice, TimeControl};
    use crate::store::SqliteStore;
    const DAY: u64 = 24 * 60 * 60 * 1000;
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let time = FakeClock::at(super::T0);
    let open = |time: &FakeClock| {
        let store = SqliteStore::open(&db).expect("the store opens");
        TestHub::on(Box::new(store), HubLimits::default(), time.clone()).0
    };
    let (white_id, black_id) = (crate::accounts::new_id(), crate::accounts::new_id());
    let mut t = open(&time);
    let white = player(&mut t, 1, Credentials::Guest(white_id.clone()));
    let black = player(&mut t, 2, Credentials::Guest(black_id.clone()));
    let three_days = TimeControl::days(3);
    assert!(three_days.is_valid() && !TimeControl::days(4).is_valid());
    let (code, token) = t.create(white, SeatChoice::White, Some(three_days));
    t.send(black, ClientMessage::Join { code: code.clone() });
    t.drain();
    // Two days to think, then the move: White's three days are whole again.
    t.advance(2 * DAY);
    t.send(white, super::move_message(&code, &token, 0, "c3-d4"));
    let clocks = t.view(&code).clocks.unwrap();
    assert_eq!(clocks.white_ms, 3 * DAY);
    assert_eq!(clocks.running, Some(Colour::Black));
    // The server stops and comes back a day later.
    drop(t);
    time.advance(DAY);
    let mut t = open(&time);
    let again = player(&mut t, 3, Credentials::Guest(black_id));
    t.send(again, ClientMessage::Mine);
    let frames = t.frames(again);
    let [ServerMessage::Mine { games }] = frames.as_slice() else {
        panic!("{frames:?}");
    };
    assert!(
        matches!(games.as_slice(), [MyGame { code: c, colour: Colour::Black, your_turn: true, .. }] if *c == code),
        "{games:?}"
    );
    let white_again = player(&mut t, 4, Credentials::Guest(white_id));
    t.send(white_again, ClientMessage::Mine);
    let frames = t.frames(white_again);
    assert!(
        matches!(frames.as_slice(), [ServerMessage::Mine { games }] if games.len() == 1 && !games[0].your_turn),
        "{frames:?}"
    );
    // Black's three days run out two days after the restart (the day of downtime was
    // nobody's): the game is lost on time.
    let black_left = t.view(&code).clocks.unwrap().black_ms;
    assert!(black_left > 2 * DAY, "{black_left}");
    t.advance(black_left + 1);
    t.tick();
    assert_eq!(t.view(&code).status, Status::Ended);
    assert_eq!(
        crate::accounts::Speed::of(Some(three_days)),
        crate::accounts::Speed::Correspondence
    );
}

#[test]
fn the_lobby_lists_games_being_played_with_their_players_to_version_5_only() {
    let mut t = TestHub::new();
    let a = player(&mut t, 1, Credentials::Guest(crate::accounts::new_id()));
    let b = player(&mut t, 2, Credentials::Guest(crate::accounts::new_id()));
    seek(&mut t, a, "bashni-3+2");
    seek(&mut t, b, "bashni-3+2");
    let (code, _, _) = paired(&mut t, a);
    // A private game (a friend's, by its code) is not listed.
    let (w, k) = (t.connect(), t.connect());
    t.send(
        w,
        ClientMessage::Create {
            colour: crate::protocol::SeatChoice::White,
            clock: None,
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        },
    );
    let (friend_code, _, _) = paired(&mut t, w);
    t.send(
        k,
        ClientMessage::Join {
            code: friend_code.clone(),
        },
    );
    let looker = player(&mut t, 3, Credentials::None);
    t.send(looker, ClientMessage::Lobby);
    let frames = t.frames(looker);
    let [ServerMessage::Lobby { playing, .. }] = frames.as_slice() else {
        panic!("{frames:?}");
    };
    assert_eq!(playing.len(), 1, "{playing:?}");
    assert_eq!(playing[0].code, code);
    assert!(
        playing[0]
            .players
            .white
            .as_ref()
            .unwrap()
            .name
            .starts_with("Guest-")
    );
    assert_eq!(t.view(&friend_code).status, Status::Playing);
    let old = t.connect();
    t.hello(old, 4);
    t.send(old, ClientMessage::Lobby);
    t.frames(old);
    let text = t.seen[&old].join("\n");
    assert!(
        text.contains("\"lobby\"") && !text.contains("playing"),
        "{text}"
    );
}

#[test]
fn the_leaderboard_ranks_sure_ratings_only_and_idleness_drops_a_player() {
    use crate::hub::{AccountAnswer, AccountRequest};
    use crate::store::RatingRow;
    let mut t = TestHub::new();
    let now = t.now();
    let row = |rating: f64, deviation: f64, last_ms: u64| RatingRow {
        perf: "lasca7_rapid".into(),
        rating,
        deviation,
        volatility: 0.06,
        games: 30,
        wins: 15,
        draws: 5,
        losses: 10,
        last_ms,
    };
    for (name, rating) in [
        ("sure", row(1900.0, 60.0, now)),
        ("unsure", row(2200.0, 80.0, now)),
        ("second", row(1700.0, 50.0, now)),
        ("idle", row(2000.0, 50.0, now - 400 * super::super::DAY_MS)),
    ] {
        let (id, _) = account(&mut t, name);
        let store = &mut t.hub.store;
        store.begin().unwrap();
        store.put_rating(id, &rating, "ABCDEFGHJ").unwrap();
        store.commit().unwrap();
    }
    let (reply, answer) = tokio::sync::oneshot::channel();
    t.batch(vec![crate::hub::HubRequest::Account {
        request: AccountRequest::Leaderboard {
            perf: "lasca7_rapid".into(),
        },
        reply,
    }]);
    let Ok(Ok(AccountAnswer::Leaderboard(rows))) = answer.blocking_recv() else {
        panic!("no leaderboard");
    };
    let names: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(names, ["sure", "second"]);
}

fn post(t: &mut TestHub, conn: ConnId, rated: bool, range: Option<[u32; 2]>) {
    t.send(
        conn,
        ClientMessage::Post {
            colour: crate::protocol::SeatChoice::White,
            clock: Some(crate::protocol::TimeControl::minutes(10, 5)),
            variant: lasca_rules::Variant::Lasca7,
            rated,
            range,
        },
    );
}

#[test]
fn a_rated_seek_in_the_lobby_takes_accounts_within_its_range_only() {
    let mut t = TestHub::new();
    // A guest cannot post a rated seek.
    let guest = player(&mut t, 1, Credentials::Guest(crate::accounts::new_id()));
    post(&mut t, guest, true, None);
    assert_eq!(t.error(guest), ErrorKind::BadValue);
    let (_, maker_session) = account(&mut t, "maker");
    let (strong, strong_session) = account(&mut t, "strong");
    let (_, taker_session) = account(&mut t, "taker");
    settled_2100(&mut t, strong, "lasca7_rapid");
    let maker = player(&mut t, 2, Credentials::Session(maker_session));
    post(&mut t, maker, true, Some([1300, 1700]));
    let (code, _, _) = paired(&mut t, maker);
    // The lobby shows the seek's terms and its maker.
    let looker = player(&mut t, 3, Credentials::None);
    t.send(looker, ClientMessage::Lobby);
    let frames = t.frames(looker);
    let [ServerMessage::Lobby { games, .. }] = frames.as_slice() else {
        panic!("{frames:?}");
    };
    assert_eq!(games.len(), 1);
    assert!(games[0].rated);
    assert_eq!(games[0].range, Some([1300, 1700]));
    let shown = games[0].player.clone().unwrap();
    assert_eq!((shown.name.as_str(), shown.rating), ("maker", Some(1500)));
    // A guest, and an account outside the range, cannot take it.
    t.send(guest, ClientMessage::Join { code: code.clone() });
    assert_eq!(t.error(guest), ErrorKind::NotYourSeat);
    let strong_conn = player(&mut t, 4, Credentials::Session(strong_session));
    t.send(strong_conn, ClientMessage::Join { code: code.clone() });
    assert_eq!(t.error(strong_conn), ErrorKind::BadValue);
    assert_eq!(t.view(&code).status, Status::Waiting);
    let taker = player(&mut t, 5, Credentials::Session(taker_session));
    t.send(taker, ClientMessage::Join { code: code.clone() });
    let view = t.view(&code);
    assert_eq!(view.status, Status::Playing);
    let players = view.players.unwrap();
    assert!(players.rated);
    assert_eq!(players.black.unwrap().rating, Some(1500));
}

#[test]
fn a_seek_in_the_lobby_is_withdrawn_once_its_maker_has_gone() {
    let mut t = TestHub::new();
    let maker = player(&mut t, 1, Credentials::Guest(crate::accounts::new_id()));
    post(&mut t, maker, false, None);
    let (code, _, _) = paired(&mut t, maker);
    // Gone for less than the grace (a reload): still there.
    t.disconnect(maker);
    t.advance(1_000);
    t.tick();
    t.advance(500);
    t.tick();
    assert_eq!(t.view(&code).status, Status::Waiting);
    t.advance(1_000);
    t.tick();
    assert_eq!(t.view(&code).status, Status::Ended);
    assert_eq!(t.row(&code).status, Status::Ended);
    // A public game made by `create` (version 4's way) waits on as before.
    let old = t.connect();
    let (kept, _) = t.create(old, crate::protocol::SeatChoice::White, None);
    t.disconnect(old);
    t.advance(5_000);
    t.tick();
    assert_eq!(t.view(&kept).status, Status::Waiting);
}

#[test]
fn a_rated_game_without_a_reply_in_30_s_is_aborted_not_rated() {
    let mut t = TestHub::new();
    let g = rated_game(&mut t);
    t.advance(20_000);
    t.send(
        g.conns[0],
        super::move_message(&g.code, &g.tokens[0], 0, "c3-d4"),
    );
    // Black is gone: 29 s later the game goes on, 30 s later it is aborted.
    t.advance(29_000);
    t.tick();
    assert_eq!(t.view(&g.code).status, Status::Playing);
    t.advance(2_000);
    t.tick();
    let view = t.view(&g.code);
    assert_eq!(view.status, Status::Ended);
    assert_eq!(view.result.unwrap().winner, None);
    assert!(!view.players.unwrap().rated);
    assert!(t.hub.store.ratings(g.accounts[0]).unwrap().is_empty());
}

#[test]
fn a_game_is_claimed_from_an_opponent_gone_a_minute_and_older_clients_read_a_resignation() {
    use crate::protocol::EndReason;
    let mut t = TestHub::new();
    let g = rated_game(&mut t);
    let spectator = t.connect();
    t.hello(spectator, 4);
    t.send(
        spectator,
        ClientMessage::Watch {
            code: g.code.clone(),
        },
    );
    t.send(
        g.conns[0],
        super::move_message(&g.code, &g.tokens[0], 0, "c3-d4"),
    );
    let reply = t.hub.games[&g.code].game.legal_moves()[0].to_string();
    t.send(
        g.conns[1],
        super::move_message(&g.code, &g.tokens[1], 1, &reply),
    );
    t.drain();
    // Black's connection goes; half a minute later the claim is too early.
    t.disconnect(g.conns[1]);
    t.drain();
    t.advance(30_000);
    let claim = ClientMessage::Claim {
        code: g.code.clone(),
        token: g.tokens[0].clone(),
    };
    t.send(g.conns[0], claim.clone());
    assert_eq!(t.error(g.conns[0]), ErrorKind::BadValue);
    t.advance(30_000);
    t.send(g.conns[0], claim);
    let view = t.view(&g.code);
    let result = view.result.unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Some(Colour::White), EndReason::Abandoned)
    );
    assert_eq!(view.players.unwrap().white.unwrap().change, Some(242));
    let old: Vec<ServerMessage> = t.frames(spectator);
    assert!(
        old.iter().any(|m| matches!(m, ServerMessage::Ended { result, .. } if result.reason == EndReason::Resignation)),
        "{old:?}"
    );
    let text = t.seen[&spectator].join("\n");
    assert!(!text.contains("abandoned"), "{text}");
    let frames = t.frames(g.conns[0]);
    assert!(frames.iter().any(|m| matches!(m, ServerMessage::Ended { result, .. } if result.reason == EndReason::Abandoned)));
}

#[test]
fn a_rematch_keeps_the_players_colours_swapped_and_is_casual() {
    use crate::protocol::OfferKind;
    let mut t = TestHub::new();
    let g = rated_game(&mut t);
    t.send(
        g.conns[0],
        ClientMessage::Resign {
            code: g.code.clone(),
            token: g.tokens[0].clone(),
        },
    );
    for (i, conn) in g.conns.iter().enumerate() {
        t.send(
            *conn,
            ClientMessage::Offer {
                code: g.code.clone(),
                token: g.tokens[i].clone(),
                kind: OfferKind::Rematch,
            },
        );
    }
    let rematch = t.view(&g.code).rematch.expect("a rematch");
    let old = t.view(&g.code).players.unwrap();
    let new = t.view(&rematch).players.unwrap();
    assert_eq!(
        new.white.as_ref().unwrap().name,
        old.black.as_ref().unwrap().name
    );
    assert_eq!(
        new.black.as_ref().unwrap().name,
        old.white.as_ref().unwrap().name
    );
    assert!(!new.rated && new.white.unwrap().rating.is_none());
}
