//! A refused request changes nothing: one test for every refusal the hub sends, each checking
//! the game in memory and its stored row are as they were and that nobody else heard a thing.

use lasca_rules::Colour;

use super::{MINUTE, TestHub, move_message};
use crate::hub::{ConnId, HubLimits};
use crate::protocol::{ClientMessage, ErrorKind, OfferKind, SeatChoice, Status, TimeControl};

/// Sends `message` from `conn`: it must be refused with `kind`, nobody else may hear of it, and
/// the games `codes` must be as they were, in memory and in the store.
pub(super) fn refused(
    t: &mut TestHub,
    conn: ConnId,
    message: ClientMessage,
    kind: ErrorKind,
    codes: &[&str],
) {
    t.drain();
    let before: Vec<_> = codes.iter().map(|c| (t.view(c), t.row(c))).collect();
    let games = t.hub.games.len();
    t.send(conn, message.clone());
    assert_eq!(t.error(conn), kind, "{message:?}");
    let others: Vec<ConnId> = t.queues.keys().copied().filter(|&c| c != conn).collect();
    for other in others {
        assert_eq!(
            t.frames(other),
            [],
            "{other} heard of a refused {message:?}"
        );
    }
    let after: Vec<_> = codes.iter().map(|c| (t.view(c), t.row(c))).collect();
    assert_eq!(before, after, "{message:?} changed a game");
    assert_eq!(
        t.hub.games.len(),
        games,
        "{message:?} added or dropped a game"
    );
}

#[test]
fn no_such_game() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let code = p.code.as_str();
    for message in [
        ClientMessage::Join {
            code: "ZZZZZZ".into(),
        },
        ClientMessage::Watch {
            code: "'; DROP TABLE games; --".into(),
        },
        ClientMessage::Resume {
            code: "ZZZZZZ".into(),
            token: p.white_token.clone(),
        },
        move_message("ZZZZZZ", &p.white_token, 0, "c3-d4"),
    ] {
        refused(&mut t, p.white, message, ErrorKind::NoSuchGame, &[code]);
    }
}

#[test]
fn not_your_seat() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    // A stranger's guesses (a player's own connection plays its seat without the token: it
    // is the seat's player, hub/tests/players.rs).
    let stranger = t.connect();
    let guess = "f".repeat(32);
    for message in [
        move_message(&p.code, &guess, 0, "c3-d4"),
        ClientMessage::Resign {
            code: p.code.clone(),
            token: guess.clone(),
        },
        ClientMessage::Offer {
            code: p.code.clone(),
            token: String::new(),
            kind: OfferKind::Draw,
        },
        ClientMessage::Resume {
            code: p.code.clone(),
            token: guess.clone(),
        },
    ] {
        refused(
            &mut t,
            stranger,
            message,
            ErrorKind::NotYourSeat,
            &[&p.code],
        );
    }
}

#[test]
fn game_full() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let third = t.connect();
    let join = ClientMessage::Join {
        code: p.code.clone(),
    };
    refused(&mut t, third, join, ErrorKind::GameFull, &[&p.code]);
    // Joining one's own game.
    let (waiting, _) = t.create(third, SeatChoice::Black, None);
    let join = ClientMessage::Join {
        code: waiting.clone(),
    };
    refused(&mut t, third, join, ErrorKind::GameFull, &[&waiting]);
}

#[test]
fn not_playing() {
    let mut t = TestHub::new();
    let creator = t.connect();
    let (waiting, token) = t.create(creator, SeatChoice::White, None);
    let mv = move_message(&waiting, &token, 0, "c3-d4");
    refused(&mut t, creator, mv, ErrorKind::NotPlaying, &[&waiting]);
    let p = t.pair(None);
    t.send(p.black, p.resign(Colour::Black));
    for message in [
        move_message(&p.code, &p.white_token, 0, "c3-d4"),
        p.resign(Colour::White),
    ] {
        refused(&mut t, p.white, message, ErrorKind::NotPlaying, &[&p.code]);
    }
}

#[test]
fn not_your_turn() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    let mv = move_message(&p.code, &p.black_token, 0, "e5-d4");
    refused(&mut t, p.black, mv, ErrorKind::NotYourTurn, &[&p.code]);
}

#[test]
fn stale_ply() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    let first = t.play_first(&p);
    // Black's move marked for a ply already played, and one from the future.
    for ply in [0, 7] {
        let mv = move_message(&p.code, &p.black_token, ply, "e5-d4");
        refused(&mut t, p.black, mv, ErrorKind::StalePly, &[&p.code]);
    }
    // White's move sent again (after a reconnection, say): it is Black's turn now, but the
    // ply is looked at first (docs/ONLINE.md, issue 24: this was `not_your_turn`).
    let again = move_message(&p.code, &p.white_token, 0, &first);
    refused(&mut t, p.white, again, ErrorKind::StalePly, &[&p.code]);
}

#[test]
fn illegal_move() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    // A pending offer must survive a refused move (a legal move would cancel it).
    t.send(p.black, p.offer(Colour::Black, OfferKind::Draw));
    for text in ["c3-c4", "c3-d5", "junk", ""] {
        let mv = move_message(&p.code, &p.white_token, 0, text);
        refused(&mut t, p.white, mv, ErrorKind::IllegalMove, &[&p.code]);
    }
    assert_eq!(t.view(&p.code).offers.len(), 1);
}

#[test]
fn no_offer() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    t.send(p.white, p.offer(Colour::White, OfferKind::Draw));
    for (conn, message) in [
        // Answering an offer nobody made (a draw offer is pending, not a take-back).
        (p.black, p.answer(Colour::Black, OfferKind::Takeback, true)),
        // Answering one's own offer.
        (p.white, p.answer(Colour::White, OfferKind::Draw, true)),
        // A take-back with no move to take back.
        (p.white, p.offer(Colour::White, OfferKind::Takeback)),
        // A rematch mid-game.
        (p.black, p.offer(Colour::Black, OfferKind::Rematch)),
    ] {
        refused(&mut t, conn, message, ErrorKind::NoOffer, &[&p.code]);
    }
    assert_eq!(t.view(&p.code).offers.len(), 1, "the draw offer stays");
    // Before the game starts and after it ends.
    let creator = t.connect();
    let (waiting, token) = t.create(creator, SeatChoice::White, None);
    let draw = ClientMessage::Offer {
        code: waiting.clone(),
        token,
        kind: OfferKind::Draw,
    };
    refused(&mut t, creator, draw, ErrorKind::NoOffer, &[&waiting]);
    t.send(p.white, p.resign(Colour::White));
    let takeback = p.offer(Colour::Black, OfferKind::Takeback);
    refused(&mut t, p.black, takeback, ErrorKind::NoOffer, &[&p.code]);
}

#[test]
fn too_many_games() {
    let mut t = TestHub::with(HubLimits {
        games_per_client: 1,
        ..HubLimits::default()
    });
    let p = t.pair(None);
    let create = ClientMessage::Create {
        colour: SeatChoice::Random,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: None,
    };
    refused(&mut t, p.white, create, ErrorKind::TooManyGames, &[&p.code]);
    let other = t.connect();
    let (waiting, _) = t.create(other, SeatChoice::White, None);
    let join = ClientMessage::Join {
        code: waiting.clone(),
    };
    refused(
        &mut t,
        p.black,
        join,
        ErrorKind::TooManyGames,
        &[&p.code, &waiting],
    );
}

#[test]
fn bad_value() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    for control in [
        TimeControl {
            initial_s: 0,
            increment_s: 0,
        },
        TimeControl {
            initial_s: 10_801,
            increment_s: 0,
        },
        TimeControl {
            initial_s: 60,
            increment_s: 601,
        },
    ] {
        let create = ClientMessage::Create {
            colour: SeatChoice::White,
            clock: Some(control),
            public: true,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        };
        refused(&mut t, p.black, create, ErrorKind::BadValue, &[&p.code]);
    }
}

#[test]
fn server_error_on_a_move_keeps_the_move_the_clocks_and_the_offers() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    t.send(p.black, p.offer(Colour::Black, OfferKind::Draw));
    t.advance(1_500);
    t.break_store(true);
    let mv = move_message(&p.code, &p.white_token, 0, "c3-d4");
    refused(
        &mut t,
        p.white,
        mv.clone(),
        ErrorKind::ServerError,
        &[&p.code],
    );
    let view = t.view(&p.code);
    assert_eq!(view.offers.len(), 1);
    assert_eq!(view.clocks.unwrap().running, Some(Colour::White));
    // Once the store works again, the same move is taken.
    t.break_store(false);
    t.send(p.white, mv);
    assert_eq!(t.frames(p.white), []);
    assert_eq!(t.row(&p.code).moves, ["c3-d4"]);
}

#[test]
fn server_error_on_an_agreement_keeps_the_offer() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    t.play_first(&p);
    t.play_first(&p);
    for kind in [OfferKind::Draw, OfferKind::Takeback] {
        t.send(p.white, p.offer(Colour::White, kind));
        t.break_store(true);
        let accept = p.answer(Colour::Black, kind, true);
        refused(&mut t, p.black, accept, ErrorKind::ServerError, &[&p.code]);
        // The same offer made back is an agreement too: refused the same way.
        let back = p.offer(Colour::Black, kind);
        refused(&mut t, p.black, back, ErrorKind::ServerError, &[&p.code]);
        t.break_store(false);
        t.send(p.black, p.answer(Colour::Black, kind, false));
    }
    assert!(t.view(&p.code).offers.is_empty());
    assert_eq!(t.view(&p.code).moves.len(), 2);
}

#[test]
fn server_error_on_create_join_resign_and_rematch() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let other = t.connect();
    let (waiting, _) = t.create(other, SeatChoice::Black, None);
    t.break_store(true);
    let create = ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public: true,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: None,
    };
    refused(&mut t, other, create, ErrorKind::ServerError, &[&waiting]);
    let third = t.connect();
    let join = ClientMessage::Join {
        code: waiting.clone(),
    };
    refused(&mut t, third, join, ErrorKind::ServerError, &[&waiting]);
    assert_eq!(t.hub.unfinished_seats(third), 0);
    let resign = p.resign(Colour::White);
    refused(&mut t, p.white, resign, ErrorKind::ServerError, &[&p.code]);
    assert_eq!(t.view(&p.code).status, Status::Playing);
    t.break_store(false);
    t.send(p.white, p.resign(Colour::White));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.break_store(true);
    let rematch = p.offer(Colour::Black, OfferKind::Rematch);
    refused(&mut t, p.black, rematch, ErrorKind::ServerError, &[&p.code]);
    assert_eq!(t.view(&p.code).rematch, None);
}
