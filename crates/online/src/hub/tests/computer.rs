//! Games against the computer and analyses (issue 40): the hub on a real engine, its answers
//! fed back batch by batch as the server's queue would.

use std::sync::Mutex;
use std::sync::mpsc::Receiver as StdReceiver;
use std::time::Duration;

use super::super::Stats;
use super::*;
use crate::engine::{Engine, EngineConfig, EngineEvent, Sink};
use crate::protocol::{AnalysisView, ComputerView, Opponent, Status};

/// Gives the hub an engine whose answers the test reads.
fn with_engine(hub: &mut TestHub, config: EngineConfig) -> StdReceiver<EngineEvent> {
    let (tx, rx) = std::sync::mpsc::channel();
    let tx = Mutex::new(tx);
    let sink: Sink = Arc::new(move |event| {
        let _ = tx.lock().map(|tx| tx.send(event));
    });
    hub.hub.set_engine(Engine::start(config, sink));
    rx
}

/// Hands the hub the engine's next answer.
fn pump(hub: &mut TestHub, events: &StdReceiver<EngineEvent>) -> EngineEvent {
    let event = events
        .recv_timeout(Duration::from_secs(60))
        .expect("the engine answers");
    hub.batch(vec![HubRequest::Engine(event.clone())]);
    event
}

/// A version 4 connection.
fn modern(hub: &mut TestHub) -> ConnId {
    let conn = hub.connect();
    hub.hello(conn, 4);
    conn
}

fn create_vs_computer(colour: SeatChoice, level: u8, clock: Option<TimeControl>) -> ClientMessage {
    ClientMessage::Create {
        colour,
        clock,
        public: true,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: Some(Opponent::Computer(level)),
    }
}

/// A player against the computer at `level`: the code and the player's token.
fn versus(hub: &mut TestHub, conn: ConnId, colour: SeatChoice, level: u8) -> (String, String) {
    hub.send(conn, create_vs_computer(colour, level, None));
    seat_of(&hub.frames(conn))
}

fn first_move(hub: &TestHub, code: &str) -> String {
    hub.hub.games[code].game.legal_moves()[0].to_string()
}

#[test]
fn a_game_against_the_computer_starts_at_once_private_and_the_computer_answers() {
    let mut hub = TestHub::new();
    let events = with_engine(&mut hub, EngineConfig::default());
    let conn = modern(&mut hub);
    hub.send(conn, create_vs_computer(SeatChoice::White, 1, None));
    let messages = hub.frames(conn);
    let (code, token) = seat_of(&messages);
    let view = hub.view(&code);
    assert_eq!(view.status, Status::Playing);
    assert!(!view.public, "a game against the computer is never listed");
    assert_eq!(
        view.computer,
        Some(ComputerView {
            colour: Colour::Black,
            level: 1
        })
    );
    assert!(view.black.taken && view.black.online);
    // Nobody can join the computer's seat.
    let other = modern(&mut hub);
    hub.send(other, ClientMessage::Join { code: code.clone() });
    assert_eq!(hub.error(other), ErrorKind::GameFull);

    for ply in [0u32, 2, 4] {
        let mv = first_move(&hub, &code);
        hub.send(conn, move_message(&code, &token, ply, &mv));
        hub.frames(conn);
        let event = pump(&mut hub, &events);
        assert!(
            matches!(&event, EngineEvent::Moved { ply: p, mv: Some(_), .. } if *p == ply + 1),
            "{event:?}"
        );
        let moved = hub.frames(conn);
        assert!(
            moved.iter().any(
                |m| matches!(m, ServerMessage::Moved { ply: p, board: Some(_), .. } if *p == ply + 1)
            ),
            "{moved:?}"
        );
    }
    assert_eq!(hub.hub.games[&code].game.ply(), 6);
    assert_eq!(Stats::get(&hub.hub.stats.computer_moves), 3);
    // Stored like any game: its row says who the computer is.
    assert_eq!(hub.row(&code).computer, view.computer);
}

#[test]
fn the_computer_moves_first_as_white_and_a_take_back_needs_no_consent() {
    let mut hub = TestHub::new();
    let events = with_engine(&mut hub, EngineConfig::default());
    let conn = modern(&mut hub);
    let (code, token) = versus(&mut hub, conn, SeatChoice::Black, 2);
    pump(&mut hub, &events);
    assert_eq!(hub.hub.games[&code].game.ply(), 1);
    // Nothing to take back yet: the player has not moved.
    let takeback = ClientMessage::Offer {
        code: code.clone(),
        token: token.clone(),
        kind: OfferKind::Takeback,
    };
    hub.frames(conn);
    hub.send(conn, takeback.clone());
    assert_eq!(hub.error(conn), ErrorKind::NoOffer);
    let mv = first_move(&hub, &code);
    hub.send(conn, move_message(&code, &token, 1, &mv));
    pump(&mut hub, &events);
    assert_eq!(hub.hub.games[&code].game.ply(), 3);
    hub.frames(conn);
    // The player's move and the computer's reply go at once.
    hub.send(conn, takeback);
    let state = hub.frames(conn);
    assert!(
        state
            .iter()
            .any(|m| matches!(m, ServerMessage::State { game } if game.moves.len() == 1)),
        "{state:?}"
    );
    assert_eq!(hub.row(&code).moves.len(), 1);
    // A draw offer: the computer plays on.
    hub.send(
        conn,
        ClientMessage::Offer {
            code: code.clone(),
            token: token.clone(),
            kind: OfferKind::Draw,
        },
    );
    assert!(hub.frames(conn).iter().any(|m| matches!(
        m,
        ServerMessage::Declined {
            kind: OfferKind::Draw,
            by: Colour::White,
            ..
        }
    )));
}

#[test]
fn a_take_back_while_the_computer_thinks_stops_its_search_and_its_answer_is_dropped() {
    let mut hub = TestHub::new();
    let events = with_engine(&mut hub, EngineConfig::default());
    let conn = modern(&mut hub);
    let (code, token) = versus(&mut hub, conn, SeatChoice::White, 8);
    let mv = first_move(&hub, &code);
    hub.send(conn, move_message(&code, &token, 0, &mv));
    let stop = hub.hub.thinking[&code].1.clone();
    hub.send(
        conn,
        ClientMessage::Offer {
            code: code.clone(),
            token,
            kind: OfferKind::Takeback,
        },
    );
    assert!(stop.load(Ordering::Relaxed), "the search was told to stop");
    assert_eq!(hub.hub.games[&code].game.ply(), 0);
    // A search stopped mid-way answers without a move; one stopped before it ran answers
    // nothing. Either way the game stays as the take-back left it.
    if let Ok(event) = events.recv_timeout(Duration::from_secs(3)) {
        assert!(
            matches!(event, EngineEvent::Moved { mv: None, .. }),
            "{event:?}"
        );
        hub.batch(vec![HubRequest::Engine(event)]);
    }
    assert_eq!(
        hub.hub.games[&code].game.ply(),
        0,
        "the stale answer is dropped"
    );
    assert_eq!(Stats::get(&hub.hub.stats.computer_moves), 0);
}

#[test]
fn a_client_before_version_4_never_sees_a_game_against_the_computer() {
    let mut hub = TestHub::new();
    let _events = with_engine(&mut hub, EngineConfig::default());
    let conn = modern(&mut hub);
    let (code, _) = versus(&mut hub, conn, SeatChoice::White, 3);
    let old = hub.connect();
    hub.hello(old, 3);
    hub.send(old, ClientMessage::Watch { code: code.clone() });
    assert_eq!(hub.error(old), ErrorKind::NoSuchGame);
    hub.send(old, ClientMessage::Join { code });
    assert_eq!(hub.error(old), ErrorKind::NoSuchGame);
    hub.send(old, create_vs_computer(SeatChoice::White, 3, None));
    assert_eq!(hub.error(old), ErrorKind::UnsupportedProtocol);
    // A level that is not one.
    hub.send(conn, create_vs_computer(SeatChoice::White, 9, None));
    assert_eq!(hub.error(conn), ErrorKind::BadValue);
}

#[test]
fn computer_games_an_hour_are_limited_per_address() {
    let mut hub = TestHub::with(HubLimits {
        computer_games_per_hour: 2,
        ..HubLimits::default()
    });
    let _events = with_engine(&mut hub, EngineConfig::default());
    let conn = modern(&mut hub);
    for _ in 0..2 {
        versus(&mut hub, conn, SeatChoice::White, 1);
    }
    hub.send(conn, create_vs_computer(SeatChoice::White, 1, None));
    assert_eq!(hub.error(conn), ErrorKind::TooManyComputerGames);
    // A game against a person is still allowed.
    hub.create(conn, SeatChoice::White, None);
}

/// A finished game of a few moves: its code.
fn finished(hub: &mut TestHub) -> String {
    let pair = hub.pair(None);
    for _ in 0..4 {
        hub.play_first(&pair);
    }
    hub.send(pair.white, pair.resign(Colour::White));
    hub.drain();
    pair.code
}

#[test]
fn an_analysis_runs_once_is_stored_and_every_later_viewer_gets_it_at_once() {
    let mut hub = TestHub::new();
    let events = with_engine(&mut hub, EngineConfig::default());
    let code = finished(&mut hub);
    let first = modern(&mut hub);
    let second = modern(&mut hub);
    hub.send(first, ClientMessage::Analyse { code: code.clone() });
    assert!(matches!(
        hub.frames(first).as_slice(),
        [ServerMessage::AnalysisProgress {
            done: 0,
            total: 5,
            ..
        }]
    ));
    // Asked again while it runs: no second search, the asker is told how far it is.
    hub.send(second, ClientMessage::Analyse { code: code.clone() });
    assert!(matches!(
        hub.frames(second).as_slice(),
        [ServerMessage::AnalysisProgress { total: 5, .. }]
    ));
    let analysis: AnalysisView = loop {
        if let EngineEvent::Analysed { analysis, .. } = pump(&mut hub, &events) {
            break analysis.expect("finished");
        }
    };
    assert_eq!(analysis.scores.len(), 5);
    assert_eq!(analysis.moves.len(), 4);
    for conn in [first, second] {
        let got = hub.frames(conn);
        assert!(
            got.iter().any(
                |m| matches!(m, ServerMessage::Analysis { analysis: a, .. } if *a == analysis)
            ),
            "{got:?}"
        );
    }
    assert!(hub.view(&code).analysed);
    assert!(hub.row(&code).analysed);
    // A later viewer: from the store, at once, with no search.
    let later = modern(&mut hub);
    hub.send(later, ClientMessage::Analyse { code: code.clone() });
    assert!(matches!(
        hub.frames(later).as_slice(),
        [ServerMessage::Analysis { analysis: a, .. }] if *a == analysis
    ));
    assert_eq!(Stats::get(&hub.hub.stats.analyses_run), 1);
}

#[test]
fn an_unfinished_game_is_not_analysed_and_one_address_runs_one_analysis_at_a_time() {
    let mut hub = TestHub::with(HubLimits {
        analyses_per_day: 2,
        ..HubLimits::default()
    });
    let _events = with_engine(&mut hub, EngineConfig::default());
    let pair = hub.pair(None);
    let conn = modern(&mut hub);
    hub.send(
        conn,
        ClientMessage::Analyse {
            code: pair.code.clone(),
        },
    );
    assert_eq!(hub.error(conn), ErrorKind::NotFinished);
    let one = finished(&mut hub);
    let two = finished(&mut hub);
    hub.send(conn, ClientMessage::Analyse { code: one });
    hub.frames(conn);
    hub.send(conn, ClientMessage::Analyse { code: two });
    assert_eq!(hub.error(conn), ErrorKind::TooManyAnalyses);
}

#[test]
fn a_full_engine_queue_is_busy_for_an_analysis_and_a_computer_s_move_waits_its_turn() {
    let mut hub = TestHub::new();
    let _events = with_engine(
        &mut hub,
        EngineConfig {
            threads: 1,
            queue: 1,
            ..EngineConfig::default()
        },
    );
    let code = finished(&mut hub);
    // Three level-8 computers to move (2 s each): one searches, one waits, one finds the
    // queue full and is tried again later.
    let mut games = Vec::new();
    for _ in 0..3 {
        let conn = modern(&mut hub);
        games.push(versus(&mut hub, conn, SeatChoice::Black, 8).0);
    }
    assert!(Stats::get(&hub.hub.stats.engine_busy) >= 1);
    assert!(!hub.hub.computer_turns.is_empty(), "a move waits for room");
    let conn = modern(&mut hub);
    hub.send(conn, ClientMessage::Analyse { code });
    assert_eq!(hub.error(conn), ErrorKind::Busy);
    assert_eq!(Stats::get(&hub.hub.stats.analyses_run), 0);
    // Every search stops with the hub.
    hub.hub.stop_engine_work();
}

#[test]
fn after_a_restart_the_computer_thinks_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let time = FakeClock::at(T0);
    let code = {
        let store = SqliteStore::open(&path).unwrap();
        let (mut hub, _) = TestHub::on(Box::new(store), HubLimits::default(), time.clone());
        // An engine that never answers: the server dies while the computer thinks.
        let _events = with_engine(
            &mut hub,
            EngineConfig {
                threads: 1,
                ..EngineConfig::default()
            },
        );
        let conn = modern(&mut hub);
        let (code, token) = versus(&mut hub, conn, SeatChoice::White, 8);
        let mv = first_move(&hub, &code);
        hub.send(conn, move_message(&code, &token, 0, &mv));
        hub.hub.stop_engine_work();
        code
    };
    let store = SqliteStore::open(&path).unwrap();
    let (mut hub, recovery) = TestHub::on(Box::new(store), HubLimits::default(), time);
    assert_eq!(recovery.games, 1);
    let events = with_engine(&mut hub, EngineConfig::default());
    hub.tick();
    loop {
        if let EngineEvent::Moved { mv: Some(_), .. } = pump(&mut hub, &events) {
            break;
        }
    }
    assert_eq!(hub.hub.games[&code].game.ply(), 2);
    assert_eq!(hub.row(&code).moves.len(), 2);
}

#[test]
fn replay_gives_every_position_of_the_game_so_far() {
    let mut hub = TestHub::new();
    let pair = hub.pair(None);
    for _ in 0..3 {
        hub.play_first(&pair);
    }
    let conn = modern(&mut hub);
    hub.send(
        conn,
        ClientMessage::Replay {
            code: pair.code.clone(),
        },
    );
    let got = hub.frames(conn);
    let [ServerMessage::Replay { positions, .. }] = got.as_slice() else {
        panic!("{got:?}")
    };
    assert_eq!(positions.len(), 4);
    assert_eq!(
        positions[3],
        hub.hub.games[&pair.code].game.position().to_string()
    );
}
