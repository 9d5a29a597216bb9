//! Protocol version 2: thin clients (the browser's) get the board and the legal moves in
//! `state` and `moved`, and their own `moved`; version 1 clients get exactly what they always
//! got.

use lasca_rules::{Game, Position};

use super::*;
use crate::protocol::BoardView;

impl TestHub {
    /// The raw text of every frame `conn` got so far.
    fn texts(&mut self, conn: ConnId) -> Vec<String> {
        self.frames(conn);
        self.seen.get(&conn).cloned().unwrap_or_default()
    }
}

/// The board a thin client should see after `moves`.
fn board_after(moves: &[&str], playing: bool) -> BoardView {
    let game = Game::replay(Position::start(), Default::default(), moves).expect("legal moves");
    let mut legal: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    legal.sort();
    BoardView {
        position: game.position().to_string(),
        legal: if playing { legal } else { Vec::new() },
    }
}

fn state_board(messages: &[ServerMessage]) -> Option<Option<BoardView>> {
    messages.iter().find_map(|m| match m {
        ServerMessage::State { game } => Some(game.board.clone()),
        _ => None,
    })
}

fn moved_boards(messages: &[ServerMessage]) -> Vec<(String, Option<BoardView>)> {
    messages
        .iter()
        .filter_map(|m| match m {
            ServerMessage::Moved { mv, board, .. } => Some((mv.clone(), board.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn version_2_gets_the_board_and_its_own_moves_and_version_1_what_it_always_got() {
    let mut hub = TestHub::new();
    let white = hub.connect();
    let black = hub.connect();
    let thin_watcher = hub.connect();
    let plain_watcher = hub.connect();
    hub.hello(white, 1);
    hub.hello(black, 2);
    hub.hello(thin_watcher, 2);
    // The creator (version 1) gets no board; a version 2 joiner gets it, legal moves and all.
    let (code, white_token) = hub.create(white, SeatChoice::White, Some(MINUTE));
    assert!(hub.texts(white).iter().all(|t| !t.contains("board")));
    hub.send(black, ClientMessage::Join { code: code.clone() });
    let joined = hub.frames(black);
    let (_, black_token) = seat_of(&joined);
    assert_eq!(state_board(&joined), Some(Some(board_after(&[], true))));
    hub.send(thin_watcher, ClientMessage::Watch { code: code.clone() });
    assert_eq!(
        state_board(&hub.frames(thin_watcher)),
        Some(Some(board_after(&[], true)))
    );
    hub.send(plain_watcher, ClientMessage::Watch { code: code.clone() });
    assert_eq!(state_board(&hub.frames(plain_watcher)), Some(None));
    hub.drain();

    // White (version 1) moves: it hears nothing, as always; the others hear of it, the thin
    // ones with the board after it.
    hub.send(white, move_message(&code, &white_token, 0, "c3-d4"));
    assert!(hub.frames(white).is_empty());
    let after = board_after(&["c3-d4"], true);
    assert_eq!(
        moved_boards(&hub.frames(black)),
        [("c3-d4".to_owned(), Some(after.clone()))]
    );
    assert_eq!(
        moved_boards(&hub.frames(thin_watcher)),
        [("c3-d4".to_owned(), Some(after))]
    );
    assert_eq!(
        moved_boards(&hub.frames(plain_watcher)),
        [("c3-d4".to_owned(), None)]
    );

    // Black (version 2) moves: it gets its own `moved`, with the board it has no rules for.
    hub.send(black, move_message(&code, &black_token, 1, "e5xc3"));
    let after = board_after(&["c3-d4", "e5xc3"], true);
    assert!(after.position.contains("c3:bw"), "{}", after.position);
    assert_eq!(
        moved_boards(&hub.frames(black)),
        [("e5xc3".to_owned(), Some(after.clone()))]
    );
    assert_eq!(
        moved_boards(&hub.frames(thin_watcher)),
        [("e5xc3".to_owned(), Some(after))]
    );
    assert_eq!(
        moved_boards(&hub.frames(white)),
        [("e5xc3".to_owned(), None)]
    );

    // A take-back's `state` has the board too; version 1 frames never named one.
    hub.send(
        black,
        ClientMessage::Offer {
            code: code.clone(),
            token: black_token.clone(),
            kind: OfferKind::Takeback,
        },
    );
    hub.send(
        white,
        ClientMessage::Answer {
            code: code.clone(),
            token: white_token.clone(),
            kind: OfferKind::Takeback,
            accept: true,
        },
    );
    assert_eq!(
        state_board(&hub.frames(black)),
        Some(Some(board_after(&["c3-d4"], true)))
    );
    // An ended game has no legal moves.
    hub.send(
        black,
        ClientMessage::Resign {
            code: code.clone(),
            token: black_token,
        },
    );
    hub.drain();
    hub.send(thin_watcher, ClientMessage::Unwatch { code: code.clone() });
    hub.send(thin_watcher, ClientMessage::Watch { code: code.clone() });
    assert_eq!(
        state_board(&hub.frames(thin_watcher)),
        Some(Some(board_after(&["c3-d4"], false)))
    );
    for conn in [white, plain_watcher] {
        assert!(
            hub.texts(conn).iter().all(|t| !t.contains("board")),
            "a version 1 connection got a board"
        );
    }
}

#[test]
fn a_waiting_game_shows_its_board_without_moves() {
    let mut hub = TestHub::new();
    let creator = hub.connect();
    hub.hello(creator, 2);
    hub.send(
        creator,
        ClientMessage::Create {
            colour: SeatChoice::Black,
            clock: None,
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        },
    );
    assert_eq!(
        state_board(&hub.frames(creator)),
        Some(Some(board_after(&[], false)))
    );
}
