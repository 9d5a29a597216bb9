//! The clocks on a fake time: charges, increments, flag falls, take-backs and a restart.

use lasca_rules::Colour;

use super::{MINUTE, T0, TestHub, move_message};
use crate::clock::FakeClock;
use crate::hub::HubLimits;
use crate::protocol::{
    ClientMessage, Clocks, EndReason, ErrorKind, OfferKind, ServerMessage, Status, TimeControl,
};
use crate::store::SqliteStore;

const ONE_SECOND: TimeControl = TimeControl {
    initial_s: 1,
    increment_s: 0,
};

/// The `ended` among `messages`: its winner, reason and clocks.
fn ended(messages: &[ServerMessage]) -> Option<(Option<Colour>, EndReason, Option<Clocks>)> {
    messages.iter().find_map(|m| match m {
        ServerMessage::Ended { result, clocks, .. } => {
            Some((result.winner, result.reason, *clocks))
        }
        _ => None,
    })
}

#[test]
fn a_flag_falls_at_its_deadline_and_not_a_millisecond_before() {
    let mut t = TestHub::new();
    let p = t.pair(Some(ONE_SECOND));
    t.advance(999);
    t.tick();
    assert_eq!(t.frames(p.black), []);
    t.advance(1);
    t.tick();
    // White did not move: Black wins on time, declared by the server to both.
    let (winner, reason, clocks) = ended(&t.frames(p.black)).expect("the game ends");
    assert_eq!((winner, reason), (Some(Colour::Black), EndReason::Time));
    assert_eq!(
        clocks,
        Some(Clocks {
            white_ms: 0,
            black_ms: 1_000,
            running: None
        })
    );
    let (_, reason, _) = ended(&t.frames(p.white)).expect("White hears it too");
    assert_eq!(reason, EndReason::Time);
    assert_eq!(t.row(&p.code).status, Status::Ended);
    t.send(p.white, move_message(&p.code, &p.white_token, 0, "c3-d4"));
    assert_eq!(t.error(p.white), ErrorKind::NotPlaying);
}

#[test]
fn a_move_after_the_flag_fell_loses_the_race_even_before_the_sweep() {
    let mut t = TestHub::new();
    let p = t.pair(Some(ONE_SECOND));
    t.advance(1_000);
    // The move arrives in the batch that also finds the flag down: the move is refused first.
    t.send(p.white, move_message(&p.code, &p.white_token, 0, "c3-d4"));
    let white = t.frames(p.white);
    assert!(
        matches!(
            white.first(),
            Some(ServerMessage::Error {
                kind: ErrorKind::NotPlaying,
                ..
            })
        ),
        "{white:?}"
    );
    assert_eq!(
        ended(&white).map(|(w, r, _)| (w, r)),
        Some((Some(Colour::Black), EndReason::Time))
    );
    assert!(t.row(&p.code).moves.is_empty());
}

#[test]
fn the_clock_charges_thinking_time_and_adds_the_increment() {
    let mut t = TestHub::new();
    let p = t.pair(Some(TimeControl {
        initial_s: 60,
        increment_s: 2,
    }));
    t.advance(800);
    t.send(p.white, move_message(&p.code, &p.white_token, 0, "c3-d4"));
    let clocks = t
        .frames(p.black)
        .iter()
        .find_map(|m| match m {
            ServerMessage::Moved { clocks, .. } => *clocks,
            _ => None,
        })
        .expect("the move's clocks");
    // 60 s, less the 0.8 s White thought, plus the 2 s increment.
    assert_eq!(
        clocks,
        Clocks {
            white_ms: 61_200,
            black_ms: 60_000,
            running: Some(Colour::Black)
        }
    );
    // The move's row carries the clocks after it.
    let row = t.row(&p.code);
    assert_eq!((row.clock.white_ms, row.clock.black_ms), (61_200, 60_000));
    assert_eq!(row.clock.turn_started_ms, T0 + 800);
    t.advance(5_000);
    assert_eq!(t.view(&p.code).clocks.unwrap().black_ms, 55_000);
}

#[test]
fn a_takeback_of_two_plies_charges_the_side_to_move_up_to_then() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    t.advance(1_000);
    t.play_first(&p); // White: 59 s.
    t.advance(2_000);
    t.play_first(&p); // Black: 58 s; White's clock runs.
    t.advance(1_000);
    // White, to move, asks: its move and Black's reply go.
    t.send(p.white, p.offer(Colour::White, OfferKind::Takeback));
    t.advance(1_000);
    t.send(p.black, p.answer(Colour::Black, OfferKind::Takeback, true));
    let view = t.view(&p.code);
    assert!(view.moves.is_empty());
    assert!(view.offers.is_empty());
    // White was to move for 2 s: charged, and its clock runs again from the start position.
    assert_eq!(
        view.clocks,
        Some(Clocks {
            white_ms: 57_000,
            black_ms: 58_000,
            running: Some(Colour::White)
        })
    );
    let row = t.row(&p.code);
    assert!(row.moves.is_empty());
    assert_eq!((row.clock.white_ms, row.clock.black_ms), (57_000, 58_000));
    // Both players got the new state.
    for conn in [p.white, p.black] {
        let state = t.frames(conn).into_iter().find_map(|m| match m {
            ServerMessage::State { game } => Some(game),
            _ => None,
        });
        assert_eq!(state.expect("a state").moves.len(), 0);
    }
    // A take-back of one ply: Black asks after its own move, White to move.
    t.play_first(&p);
    t.play_first(&p);
    t.play_first(&p);
    t.send(p.black, p.offer(Colour::Black, OfferKind::Takeback));
    t.send(p.white, p.answer(Colour::White, OfferKind::Takeback, true));
    assert_eq!(t.view(&p.code).moves.len(), 1);
    assert_eq!(t.row(&p.code).moves.len(), 1);
}

#[test]
fn a_flag_fall_the_store_refused_is_stored_later() {
    let mut t = TestHub::new();
    let p = t.pair(Some(ONE_SECOND));
    t.break_store(true);
    t.advance(1_000);
    t.tick();
    assert_eq!(t.view(&p.code).status, Status::Playing);
    assert_eq!(t.frames(p.black), []);
    t.break_store(false);
    t.advance(1_000);
    t.tick();
    assert_eq!(t.row(&p.code).status, Status::Ended);
    let (winner, reason, _) = ended(&t.frames(p.black)).expect("the game ends");
    assert_eq!((winner, reason), (Some(Colour::Black), EndReason::Time));
}

#[test]
fn downtime_after_a_crash_is_charged_to_nobody() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let time = FakeClock::at(T0);
    let open = |time: &FakeClock| {
        let store = SqliteStore::open(&db).expect("the store opens");
        TestHub::on(Box::new(store), HubLimits::default(), time.clone())
    };
    let (mut t, recovery) = open(&time);
    assert_eq!(recovery.games, 0);
    let p = t.pair(Some(MINUTE));
    t.advance(1_000);
    t.play_first(&p);
    // Black thinks 3 s; the heartbeats go on until the crash.
    t.advance(3_000);
    t.tick();
    // The crash: nothing more is written. The server is back 10 s later.
    drop(t);
    time.advance(10_000);
    let (mut t, recovery) = open(&time);
    assert_eq!(recovery.games, 1);
    assert_eq!(recovery.downtime_ms, 10_000);
    assert_eq!(recovery.damaged, 0);
    let black = t.connect();
    t.send(
        black,
        ClientMessage::Resume {
            code: p.code.clone(),
            token: p.black_token.clone(),
        },
    );
    let view = t.view(&p.code);
    assert_eq!(view.moves.len(), 1);
    // Black paid for its 3 s, not for the 10 s the server was down; its clock runs again.
    assert_eq!(
        view.clocks,
        Some(Clocks {
            white_ms: 59_000,
            black_ms: 57_000,
            running: Some(Colour::Black)
        })
    );
    t.advance(500);
    assert_eq!(t.view(&p.code).clocks.unwrap().black_ms, 56_500);
}

#[test]
fn a_flag_that_fell_while_the_server_was_down_ends_the_game_at_restart() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let time = FakeClock::at(T0);
    let open = |time: &FakeClock| {
        let store = SqliteStore::open(&db).expect("the store opens");
        TestHub::on(Box::new(store), HubLimits::default(), time.clone())
    };
    let (mut t, _) = open(&time);
    let p = t.pair(Some(ONE_SECOND));
    // White's flag falls between the last heartbeat and the crash, before the sweep saw it.
    t.advance(1_000);
    t.hub.last_heartbeat = 0;
    t.hub.deadlines.clear();
    t.tick();
    drop(t);
    time.advance(5_000);
    let (mut t, recovery) = open(&time);
    assert_eq!(recovery.games, 1);
    let row = t.row(&p.code);
    assert_eq!(row.status, Status::Ended);
    assert_eq!(row.result.map(|r| r.reason), Some(EndReason::Time));
}
