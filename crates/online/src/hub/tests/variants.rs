//! Protocol version 3: games of Lasca 8x8 and bashni, created with a `variant`, played, stored,
//! replayed from the store and rematched as that game; a client of an older version never
//! meets one (it would read it as Lasca 7x7), and a Lasca 7x7 game's messages are as before.

use lasca_rules::Variant;

use super::*;
use crate::hub::live::Live;
use crate::protocol::Status;

impl TestHub {
    /// `conn` creates a public game of `variant` as White: its code and token.
    fn create_variant(&mut self, conn: ConnId, variant: Variant) -> (String, String) {
        self.send(conn, create_message(variant, true));
        seat_of(&self.frames(conn))
    }
}

/// A `create` of an untimed game of `variant`, White's seat.
fn create_message(variant: Variant, public: bool) -> ClientMessage {
    ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public,
        variant,
        rid: None,
        opponent: None,
    }
}

fn state_of(messages: &[ServerMessage]) -> GameView {
    messages
        .iter()
        .find_map(|m| match m {
            ServerMessage::State { game } => Some(game.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no state in {messages:?}"))
}

#[test]
fn a_bashni_game_is_created_played_stored_and_rematched_as_bashni() {
    let mut hub = TestHub::new();
    let (white, black) = (hub.connect(), hub.connect());
    hub.hello(white, 3);
    hub.hello(black, 3);
    let (code, white_token) = hub.create_variant(white, Variant::Bashni);
    assert_eq!(hub.view(&code).variant, Variant::Bashni);
    assert_eq!(hub.row(&code).variant, Variant::Bashni);
    hub.send(black, ClientMessage::Join { code: code.clone() });
    let frames = hub.frames(black);
    let (_, black_token) = seat_of(&frames);
    let state = state_of(&frames);
    assert_eq!(state.variant, Variant::Bashni);
    let board = state.board.expect("version 3 gets the board");
    assert!(board.position.starts_with("bashni: w "), "{board:?}");
    assert!(board.legal.contains(&"g3-h4".to_owned()), "{board:?}");
    let pair = Pair {
        white,
        white_token,
        black,
        black_token,
        code: code.clone(),
    };
    hub.drain();
    // h4 is a square of the 8x8 board only. (Version 3 hears of its own move.)
    for (ply, (conn, token, mv)) in [
        (white, &pair.white_token, "g3-h4"),
        (black, &pair.black_token, "b6-a5"),
    ]
    .into_iter()
    .enumerate()
    {
        hub.drain();
        hub.send(conn, move_message(&code, token, ply as u32, mv));
        assert!(
            matches!(hub.frames(conn).as_slice(), [ServerMessage::Moved { .. }]),
            "{mv} taken"
        );
    }
    assert!(
        hub.seen[&white]
            .iter()
            .any(|text| text.contains(r#""variant":"bashni""#)),
        "the wire names the game"
    );
    // A move the position does not have is refused as on 7x7.
    hub.drain();
    hub.send(white, move_message(&code, &pair.white_token, 2, "h4-h5"));
    assert_eq!(hub.error(white), ErrorKind::IllegalMove);

    // The store keeps the game, and replays it as bashni.
    let row = hub.row(&code);
    assert_eq!((row.variant, row.moves.len()), (Variant::Bashni, 2));
    let live = Live::from_stored(row, 0).expect("it replays");
    assert_eq!(live.game.variant(), Variant::Bashni);
    assert_eq!(live.game.move_texts(), ["g3-h4", "b6-a5"]);

    // A rematch is a game of the same variant.
    hub.send(white, pair.resign(Colour::White));
    hub.send(white, pair.offer(Colour::White, OfferKind::Rematch));
    hub.send(black, pair.offer(Colour::Black, OfferKind::Rematch));
    let (rematch, _) = seat_of(&hub.frames(white));
    assert_ne!(rematch, code);
    assert_eq!(hub.view(&rematch).variant, Variant::Bashni);
}

#[test]
fn a_client_before_version_3_never_meets_a_game_of_another_variant() {
    let mut hub = TestHub::new();
    let (new, old) = (hub.connect(), hub.connect());
    hub.hello(new, 3);
    hub.hello(old, 2);
    let (eight, _) = hub.create_variant(new, Variant::Lasca8);
    let (seven, _) = hub.create_variant(new, Variant::Lasca7);
    // A Lasca 7x7 game's messages do not name the variant: as they always were.
    let texts = hub.seen[&new].clone();
    let seven_state = texts
        .iter()
        .find(|text| text.contains(r#""type":"state""#) && text.contains(&seven))
        .expect("the 7x7 game's state");
    assert!(!seven_state.contains("variant"), "{seven_state}");

    // The lobby lists to each only what it can play.
    let lobby = |hub: &mut TestHub, conn: ConnId| -> Vec<(String, Variant)> {
        hub.send(conn, ClientMessage::Lobby);
        match hub.frames(conn).as_slice() {
            [ServerMessage::Lobby { games, .. }] => games
                .iter()
                .map(|entry| (entry.code.clone(), entry.variant))
                .collect(),
            other => panic!("expected the lobby, got {other:?}"),
        }
    };
    assert_eq!(lobby(&mut hub, old), [(seven.clone(), Variant::Lasca7)]);
    let listed = lobby(&mut hub, new);
    assert!(
        listed.contains(&(eight.clone(), Variant::Lasca8)),
        "{listed:?}"
    );

    // Joining, watching or creating one is refused, and changes nothing.
    hub.send(
        old,
        ClientMessage::Join {
            code: eight.clone(),
        },
    );
    assert_eq!(hub.error(old), ErrorKind::UnsupportedProtocol);
    assert_eq!(hub.row(&eight).status, Status::Waiting);
    hub.send(
        old,
        ClientMessage::Watch {
            code: eight.clone(),
        },
    );
    assert_eq!(hub.error(old), ErrorKind::UnsupportedProtocol);
    assert!(hub.hub.games[&eight].watchers.is_empty());
    let games = hub.hub.games.len();
    hub.send(old, create_message(Variant::Bashni, true));
    assert_eq!(hub.error(old), ErrorKind::UnsupportedProtocol);
    assert_eq!(hub.hub.games.len(), games);
    // Lasca 7x7 is still theirs.
    hub.send(old, ClientMessage::Join { code: seven });
    assert!(!seat_of(&hub.frames(old)).0.is_empty());
}

#[test]
fn a_version_2_resume_of_a_game_of_another_variant_is_refused() {
    let mut hub = TestHub::new();
    let (white, black) = (hub.connect(), hub.connect());
    hub.hello(white, 3);
    hub.hello(black, 3);
    let (code, white_token) = hub.create_variant(white, Variant::Bashni);
    hub.send(black, ClientMessage::Join { code: code.clone() });
    seat_of(&hub.frames(black));
    hub.disconnect(white);
    hub.drain();
    // White's player comes back speaking version 2, with the right token: refused, and its
    // seat stays empty.
    let old = hub.connect();
    hub.hello(old, 2);
    let resume = ClientMessage::Resume {
        code: code.clone(),
        token: white_token.clone(),
    };
    hub.send(old, resume.clone());
    assert_eq!(hub.error(old), ErrorKind::UnsupportedProtocol);
    assert!(!hub.view(&code).white.online);
    assert_eq!(hub.frames(black), [], "nobody came back");
    // The same request in version 3 takes the seat: the version was what was refused.
    let new = hub.connect();
    hub.hello(new, 3);
    hub.send(new, resume);
    assert_eq!(state_of(&hub.frames(new)).code, code);
    assert!(hub.view(&code).white.online);
}

#[test]
fn a_variant_that_is_not_a_game_is_a_malformed_create() {
    for text in [
        r#"{"type":"create","colour":"white","variant":"dama"}"#,
        r#"{"type":"create","colour":"white","variant":8}"#,
        r#"{"type":"create","colour":"white","variant":null}"#,
        r#"{"type":"create","colour":"white","variant":"Bashni"}"#,
    ] {
        assert!(ClientMessage::from_json(text).is_err(), "{text}");
    }
    let read = ClientMessage::from_json(r#"{"type":"create","colour":"white","variant":"bashni"}"#)
        .expect("a create of bashni");
    assert_eq!(read, create_message(Variant::Bashni, false));
    // Written, Lasca 7x7 is left out: a server before version 3 takes it as it always did.
    let written = serde_json::to_string(&create_message(Variant::Lasca7, false)).unwrap();
    assert!(!written.contains("variant"), "{written}");
    let written = serde_json::to_string(&create_message(Variant::Lasca8, false)).unwrap();
    assert!(written.contains(r#""variant":"lasca8""#), "{written}");
    // Given, `"lasca7"` is Lasca 7x7 (the browser always names the game).
    let read = ClientMessage::from_json(r#"{"type":"create","colour":"white","variant":"lasca7"}"#)
        .expect("a create of Lasca 7x7");
    assert_eq!(read, create_message(Variant::Lasca7, false));
    // Left out, it is Lasca 7x7.
    let read = ClientMessage::from_json(r#"{"type":"create","colour":"white"}"#).unwrap();
    assert!(matches!(
        read,
        ClientMessage::Create {
            variant: Variant::Lasca7,
            rid: None,
            opponent: None,
            ..
        }
    ));
}
