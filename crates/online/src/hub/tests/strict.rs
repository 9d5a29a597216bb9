//! Issue 24, points 1 and 2: strict decoding, the order and presence of the hub's answers,
//! codes (their length, their draw, how a typed code is read) and seat secrets kept only as
//! hashes. The frames a connection answers itself (`hello`, `ping`, junk) go through a real
//! server in `tests/loopback/strict.rs`.

use lasca_rules::Colour;
use rusqlite::types::ValueRef;

use super::refusals::refused;
use super::{MINUTE, TestHub, move_message, seat_given, seat_of};
use crate::clock::FakeClock;
use crate::hub::HubLimits;
use crate::hub::requests::{code_from, letter};
use crate::protocol::{
    CODE_ALPHABET, CODE_LEN, ClientMessage, ErrorKind, OfferKind, SeatChoice, ServerMessage,
    Status, valid_code,
};
use crate::store::{SqliteStore, token_hash};

/// Frames that are not messages: each must be refused by [`ClientMessage::from_json`] (the
/// server answers `bad_message` and forwards nothing).
const NOT_MESSAGES: &[&str] = &[
    // Arrays, which serde's derive reads by position (issue 24: both were obeyed).
    r#"["create","white",null,true]"#,
    r#"["move","ABCDEF234","00000000000000000000000000000000",0,"c3-d4"]"#,
    r#"["lobby"]"#,
    "[]",
    // Scalars.
    "1",
    "null",
    "true",
    r#""lobby""#,
    "",
    "not json",
    // Unknown fields, also on a message without fields (issue 24: served).
    r#"{"type":"lobby","x":1}"#,
    r#"{"type":"lobby","type2":"lobby"}"#,
    r#"{"type":"join","code":"ABCDEF234","x":1}"#,
    r#"{"type":"ping","id":1,"x":null}"#,
    r#"{"type":"create","colour":"white","clock":{"initial_s":60,"increment_s":0,"x":1}}"#,
    // Fields of the wrong type (issue 24: `"clock":[60,0]` was served).
    r#"{"type":"create","colour":"white","clock":[60,0]}"#,
    r#"{"type":"create","colour":"white","clock":60}"#,
    r#"{"type":"create","colour":"white","clock":{"initial_s":60}}"#,
    r#"{"type":"create","colour":"white","clock":{"initial_s":"60","increment_s":0}}"#,
    r#"{"type":"create","colour":"white","public":1}"#,
    r#"{"type":"create","colour":"WHITE"}"#,
    r#"{"type":"create","colour":["white"]}"#,
    r#"{"type":"join","code":123}"#,
    r#"{"type":"join","code":["ABCDEF234"]}"#,
    r#"{"type":"join","code":{"code":"ABCDEF234"}}"#,
    r#"{"type":"move","code":"ABCDEF234","token":"t","ply":"0","move":"c3-d4"}"#,
    r#"{"type":"move","code":"ABCDEF234","token":"t","ply":0.5,"move":"c3-d4"}"#,
    r#"{"type":"move","code":"ABCDEF234","token":"t","ply":-1,"move":"c3-d4"}"#,
    r#"{"type":"answer","code":"ABCDEF234","token":"t","kind":"draw","accept":"yes"}"#,
    r#"{"type":"hello","protocol":"1"}"#,
    // An enum as a map, which serde reads as the variant named by the key.
    r#"{"type":"create","colour":{"white":null}}"#,
    r#"{"type":"offer","code":"ABCDEF234","token":"t","kind":{"draw":null}}"#,
    r#"{"type":"move","code":"ABCDEF234","token":"t","ply":0,"move":{"c3-d4":null}}"#,
    r#"{"type":"move","code":{"ABCDEF234":null},"token":"t","ply":0,"move":"c3-d4"}"#,
    r#"{"type":"ping","id":"1"}"#,
    // Missing fields, a missing or unknown type, a type that is not a string.
    r#"{"type":"join"}"#,
    r#"{"type":"move","code":"ABCDEF234","token":"t","move":"c3-d4"}"#,
    r#"{"code":"ABCDEF234"}"#,
    r#"{"type":"explode"}"#,
    r#"{"type":1}"#,
    r#"{"type":["lobby"]}"#,
    // A field given twice.
    r#"{"type":"move","code":"ABCDEF234","token":"t","ply":0,"ply":1,"move":"c3-d4"}"#,
    r#"{"type":"join","code":"ABCDEF234","type":"watch"}"#,
];

#[test]
fn only_an_object_with_exactly_its_fields_is_a_message() {
    for frame in NOT_MESSAGES {
        assert!(
            ClientMessage::from_json(frame).is_err(),
            "{frame} was taken as {:?}",
            ClientMessage::from_json(frame)
        );
    }
}

#[test]
fn every_message_is_refused_with_one_field_more() {
    let messages = [
        ClientMessage::Hello {
            protocol: 1,
            client: "test".into(),
        },
        ClientMessage::Create {
            colour: SeatChoice::Random,
            clock: Some(MINUTE),
            public: true,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        },
        ClientMessage::Join {
            code: "ABCDEF234".into(),
        },
        ClientMessage::Resume {
            code: "ABCDEF234".into(),
            token: "t".into(),
        },
        ClientMessage::Watch {
            code: "ABCDEF234".into(),
        },
        ClientMessage::Unwatch {
            code: "ABCDEF234".into(),
        },
        ClientMessage::Lobby,
        move_message("ABCDEF234", "t", 3, "c3-d4"),
        ClientMessage::Resign {
            code: "ABCDEF234".into(),
            token: "t".into(),
        },
        ClientMessage::Offer {
            code: "ABCDEF234".into(),
            token: "t".into(),
            kind: OfferKind::Takeback,
        },
        ClientMessage::Answer {
            code: "ABCDEF234".into(),
            token: "t".into(),
            kind: OfferKind::Draw,
            accept: false,
        },
        ClientMessage::Ping { id: 7 },
    ];
    for message in messages {
        let text = message.to_json();
        assert_eq!(ClientMessage::from_json(&text), Ok(message.clone()));
        let extra = format!("{},\"extra\":0}}", text.trim_end_matches('}'));
        assert!(ClientMessage::from_json(&extra).is_err(), "{extra}");
    }
}

#[test]
fn fields_with_a_default_may_be_left_out() {
    for (frame, message) in [
        (
            r#"{"type":"hello","protocol":1}"#,
            ClientMessage::Hello {
                protocol: 1,
                client: String::new(),
            },
        ),
        (r#"{"type":"ping"}"#, ClientMessage::Ping { id: 0 }),
        (
            r#"{"type":"create","colour":"black"}"#,
            ClientMessage::Create {
                colour: SeatChoice::Black,
                clock: None,
                public: false,
                variant: lasca_rules::Variant::Lasca7,
                rid: None,
                opponent: None,
            },
        ),
        (
            r#"{"type":"create","colour":"white","clock":null,"public":true}"#,
            ClientMessage::Create {
                colour: SeatChoice::White,
                clock: None,
                public: true,
                variant: lasca_rules::Variant::Lasca7,
                rid: None,
                opponent: None,
            },
        ),
        (r#" { "type" : "lobby" } "#, ClientMessage::Lobby),
    ] {
        assert_eq!(ClientMessage::from_json(frame), Ok(message), "{frame}");
    }
}

#[test]
fn a_resent_move_is_stale_ply_not_your_turn() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    let first = t.play_first(&p);
    let again = move_message(&p.code, &p.white_token, 0, &first);
    refused(&mut t, p.white, again, ErrorKind::StalePly, &[&p.code]);
    // Black's move with the game's ply is taken; White's with the right ply but out of turn
    // is `not_your_turn`.
    t.play_first(&p);
    let out_of_turn = move_message(&p.code, &p.black_token, 2, "e5-d4");
    refused(
        &mut t,
        p.black,
        out_of_turn,
        ErrorKind::NotYourTurn,
        &[&p.code],
    );
}

#[test]
fn unwatch_is_answered_by_silence_whatever_the_code() {
    // Issue 39, point 5: an unknown code and a known one got different answers (an oracle for
    // codes). Now junk, an unknown code, a game one does not watch and one one watches all
    // get silence, and nothing changes for anyone.
    let mut t = TestHub::new();
    let p = t.pair(None);
    let watcher = t.watcher(&p.code);
    t.drain();
    for code in [
        "'; DROP TABLE games; --",
        "ZZZZZZZZZ",
        "ZZZZZZ",
        "",
        "ABC",
        &p.code,
    ] {
        t.send(watcher, ClientMessage::Unwatch { code: code.into() });
        assert_eq!(t.frames(watcher), [], "{code:?}");
        assert_eq!(t.frames(p.white), [], "{code:?}");
    }
    assert_eq!(t.view(&p.code).spectators, 0);
}

/// `code` as a person might type it: lower case, in groups, with spaces and dashes.
fn typed(code: &str) -> String {
    let lower = code.to_ascii_lowercase();
    format!(" {}-{} {} ", &lower[..3], &lower[3..6], &lower[6..])
}

#[test]
fn every_request_that_names_a_game_takes_its_code_as_typed() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    let code = typed(&p.code);
    assert_ne!(code, p.code);
    // watch, unwatch
    let watcher = t.connect();
    t.send(watcher, ClientMessage::Watch { code: code.clone() });
    assert_eq!(t.view(&p.code).spectators, 1);
    t.send(watcher, ClientMessage::Unwatch { code: code.clone() });
    assert_eq!(
        t.frames(watcher).len(),
        1,
        "the state of watch, then silence"
    );
    assert_eq!(t.view(&p.code).spectators, 0);
    // move
    t.send(p.white, move_message(&code, &p.white_token, 0, "c3-d4"));
    assert_eq!(t.frames(p.white), []);
    assert_eq!(t.row(&p.code).moves, ["c3-d4"]);
    // offer, answer
    t.send(
        p.white,
        ClientMessage::Offer {
            code: code.clone(),
            token: p.white_token.clone(),
            kind: OfferKind::Draw,
        },
    );
    assert_eq!(t.view(&p.code).offers.len(), 1);
    t.send(
        p.black,
        ClientMessage::Answer {
            code: code.clone(),
            token: p.black_token.clone(),
            kind: OfferKind::Draw,
            accept: false,
        },
    );
    assert_eq!(t.view(&p.code).offers.len(), 0);
    // resume
    t.disconnect(p.black);
    let back = t.connect();
    t.send(
        back,
        ClientMessage::Resume {
            code: code.clone(),
            token: p.black_token.clone(),
        },
    );
    assert!(t.view(&p.code).black.online);
    // resign
    t.send(
        back,
        ClientMessage::Resign {
            code: code.clone(),
            token: p.black_token.clone(),
        },
    );
    assert_eq!(t.view(&p.code).status, Status::Ended);
    // join
    let creator = t.connect();
    let (waiting, _) = t.create(creator, SeatChoice::White, None);
    let joiner = t.connect();
    t.send(
        joiner,
        ClientMessage::Join {
            code: typed(&waiting),
        },
    );
    assert_eq!(seat_of(&t.frames(joiner)).0, waiting);
    assert_eq!(t.view(&waiting).status, Status::Playing);
}

#[test]
fn codes_are_long_unambiguous_and_drawn_without_bias() {
    let mut t = TestHub::new();
    let creator = t.connect();
    for _ in 0..16 {
        let (code, _) = t.create(creator, SeatChoice::Random, None);
        assert_eq!(code.len(), CODE_LEN);
        assert!(valid_code(&code), "{code}");
    }
    // The bytes 248 to 255 are thrown away: with them first, the code starts at byte 0.
    let mut source = (248..=255u8).chain(0..=255).cycle();
    let code = code_from(|bytes| bytes.fill_with(|| source.next().expect("endless")));
    assert_eq!(code.as_bytes(), &CODE_ALPHABET[..CODE_LEN]);
    // Every byte value once: each of the 31 letters stands for exactly 8 of them, and the 8
    // left over stand for none.
    let mut counts = [0usize; 31];
    let mut thrown = 0;
    for byte in 0..=255u8 {
        match letter(byte) {
            Some(l) => counts[CODE_ALPHABET.iter().position(|&c| c as char == l).unwrap()] += 1,
            None => thrown += 1,
        }
    }
    assert_eq!(counts, [8; 31]);
    assert_eq!(thrown, 8);
}

/// Every value of every row of every table of the database file, as text: integers and reals
/// written out, text as it is, blobs as hex and as text.
fn every_stored_value(path: &std::path::Path) -> Vec<String> {
    let db = rusqlite::Connection::open(path).expect("the copy opens");
    let tables: Vec<String> = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(tables.contains(&"games".to_owned()), "{tables:?}");
    let mut values = Vec::new();
    for table in tables {
        let mut statement = db.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let columns = statement.column_count();
        let mut rows = statement.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for column in 0..columns {
                match row.get_ref(column).unwrap() {
                    ValueRef::Null => {}
                    ValueRef::Integer(n) => values.push(n.to_string()),
                    ValueRef::Real(x) => values.push(x.to_string()),
                    ValueRef::Text(text) => values.push(String::from_utf8_lossy(text).into()),
                    ValueRef::Blob(blob) => {
                        values.push(blob.iter().map(|b| format!("{b:02x}")).collect());
                        values.push(String::from_utf8_lossy(blob).into());
                    }
                }
            }
        }
    }
    values
}

#[test]
fn a_copy_of_the_database_takes_no_seat() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("server.sqlite");
    let store = SqliteStore::open(&path).unwrap();
    // The thief tries hundreds of values at once: the rate limit per address (tested on its
    // own) is lifted so that every try reaches the seat check.
    let limits = HubLimits {
        requests_per_second: f64::MAX,
        requests_burst: f64::MAX,
        ..HubLimits::default()
    };
    let (mut t, _) = TestHub::on(Box::new(store), limits, FakeClock::at(super::T0));
    // A game played and rematched (its seats derived from the first's), and a waiting one.
    let p = t.pair(Some(MINUTE));
    t.play_first(&p);
    t.play_first(&p);
    t.send(p.white, p.resign(Colour::White));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.send(p.black, p.offer(Colour::Black, OfferKind::Rematch));
    let (rematch, white_now_black) = seat_of(&t.frames(p.white));
    let (_, black_now_white) = seat_of(&t.frames(p.black));
    let creator = t.connect();
    let (waiting, waiting_token) = t.create(creator, SeatChoice::White, None);
    let secrets = [
        &p.white_token,
        &p.black_token,
        &white_now_black,
        &black_now_white,
        &waiting_token,
    ];
    let values = every_stored_value(&path);
    assert!(values.len() > 20, "{values:?}");
    for value in &values {
        for secret in secrets {
            assert!(!value.contains(secret.as_str()), "{value} holds a secret");
        }
    }
    // The hashes are there, and no stored value, tried as a token, takes any seat.
    assert!(values.contains(&token_hash(&p.white_token)));
    let thief = t.connect();
    for code in [&p.code, &rematch, &waiting] {
        for value in &values {
            for message in [
                ClientMessage::Resume {
                    code: code.clone(),
                    token: value.clone(),
                },
                move_message(code, value, 0, "c3-d4"),
            ] {
                t.send(thief, message);
                assert_eq!(t.error(thief), ErrorKind::NotYourSeat, "{value}");
            }
        }
    }
    // The real secrets still do.
    t.send(
        thief,
        ClientMessage::Resume {
            code: rematch.clone(),
            token: black_now_white.clone(),
        },
    );
    let frames = t.frames(thief);
    assert!(
        matches!(frames.first(), Some(ServerMessage::State { game }) if game.code == rematch),
        "{frames:?}"
    );
}

/// The schema before issue 24: seat secrets in plain text.
const PLAIN_TOKEN_SCHEMA: &str = "
CREATE TABLE games (
    code TEXT PRIMARY KEY NOT NULL,
    created_ms INTEGER NOT NULL,
    public INTEGER NOT NULL,
    initial_s INTEGER,
    increment_s INTEGER,
    white_token TEXT,
    black_token TEXT,
    status TEXT NOT NULL,
    result TEXT,
    white_ms INTEGER NOT NULL,
    black_ms INTEGER NOT NULL,
    turn_started_ms INTEGER NOT NULL,
    rematch TEXT,
    clock_ply INTEGER NOT NULL
);
CREATE INDEX games_status ON games(status);
CREATE TABLE moves (
    code TEXT NOT NULL,
    ply INTEGER NOT NULL,
    mv TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    white_ms INTEGER NOT NULL,
    black_ms INTEGER NOT NULL,
    PRIMARY KEY (code, ply)
) WITHOUT ROWID;
CREATE TABLE meta (
    key TEXT PRIMARY KEY NOT NULL,
    value INTEGER NOT NULL
);
";

#[test]
fn an_old_database_with_plain_tokens_still_resumes_and_keeps_only_hashes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite");
    let white = "0123456789abcdef0123456789abcdef";
    let black = "fedcba9876543210fedcba9876543210";
    {
        let db = rusqlite::Connection::open(&path).unwrap();
        db.execute_batch(PLAIN_TOKEN_SCHEMA).unwrap();
        // An untimed game with a six-letter code, one move played, Black to move.
        db.execute(
            "INSERT INTO games VALUES ('ABC234', ?1, 1, NULL, NULL, ?2, ?3, 'playing', NULL,
                 0, 0, ?1, NULL, 0)",
            rusqlite::params![super::T0 as i64, white, black],
        )
        .unwrap();
        db.execute(
            "INSERT INTO moves VALUES ('ABC234', 0, 'c3-d4', ?1, 0, 0)",
            rusqlite::params![super::T0 as i64],
        )
        .unwrap();
    }
    for _ in 0..2 {
        // Opened twice: the second open finds the hashes and leaves them.
        let store = SqliteStore::open(&path).unwrap();
        let (mut t, recovery) = TestHub::on(
            Box::new(store),
            HubLimits::default(),
            FakeClock::at(super::T0),
        );
        assert_eq!(recovery.games, 1);
        let row = t.row("ABC234");
        assert_eq!(row.white_hash, Some(token_hash(white)));
        assert_eq!(row.black_hash, Some(token_hash(black)));
        let conn = t.connect();
        t.send(
            conn,
            ClientMessage::Resume {
                code: "abc-234".into(),
                token: black.into(),
            },
        );
        let frames = t.frames(conn);
        assert!(
            matches!(frames.first(), Some(ServerMessage::State { game }) if game.moves == ["c3-d4"]),
            "{frames:?}"
        );
        drop(t);
        let values = every_stored_value(&path);
        assert!(
            !values
                .iter()
                .any(|v| v.contains(white) || v.contains(black))
        );
    }
    // And the game goes on.
    let store = SqliteStore::open(&path).unwrap();
    let (mut t, _) = TestHub::on(
        Box::new(store),
        HubLimits::default(),
        FakeClock::at(super::T0),
    );
    let conn = t.connect();
    let legal = t.hub.games["ABC234"].game.legal_moves()[0].to_string();
    t.send(conn, move_message("ABC234", black, 1, &legal));
    assert_eq!(t.frames(conn), []);
    assert_eq!(t.row("ABC234").moves.len(), 2);
}

#[test]
fn only_the_seat_s_token_answers_or_offers() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    t.send(p.white, p.offer(Colour::White, OfferKind::Draw));
    let watcher = t.watcher(&p.code);
    // The spectator, with White's token's hash or a guess, can neither answer nor offer.
    for token in [token_hash(&p.white_token), "f".repeat(32), String::new()] {
        for message in [
            ClientMessage::Answer {
                code: p.code.clone(),
                token: token.clone(),
                kind: OfferKind::Draw,
                accept: true,
            },
            ClientMessage::Offer {
                code: p.code.clone(),
                token: token.clone(),
                kind: OfferKind::Draw,
            },
        ] {
            refused(&mut t, watcher, message, ErrorKind::NotYourSeat, &[&p.code]);
        }
    }
    assert_eq!(t.view(&p.code).offers.len(), 1);
}

#[test]
fn after_a_restart_resuming_a_rematched_game_still_gives_the_new_seat() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("server.sqlite");
    let store = SqliteStore::open(&path).unwrap();
    let (mut t, _) = TestHub::on(
        Box::new(store),
        HubLimits::default(),
        FakeClock::at(super::T0),
    );
    let p = t.pair(None);
    t.send(p.black, p.resign(Colour::Black));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.send(p.black, p.offer(Colour::Black, OfferKind::Rematch));
    let (rematch, new_token) = seat_of(&t.frames(p.white));
    drop(t);
    // The restarted hub knows only hashes; the old token still leads to the new seat.
    let store = SqliteStore::open(&path).unwrap();
    let (mut t, recovery) = TestHub::on(
        Box::new(store),
        HubLimits::default(),
        FakeClock::at(super::T0),
    );
    assert_eq!(recovery.games, 1, "the rematch, still playing");
    let back = t.connect();
    t.send(
        back,
        ClientMessage::Resume {
            code: p.code.clone(),
            token: p.white_token.clone(),
        },
    );
    let frames = t.frames(back);
    let seat = seat_given(&frames);
    assert_eq!(
        seat,
        Some((rematch.clone(), Colour::Black, new_token)),
        "{frames:?}"
    );
    assert!(t.view(&rematch).black.online);
}
