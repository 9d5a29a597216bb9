//! Several instances on one PostgreSQL: any instance takes any connection, one instance owns
//! each game (its lease), requests and broadcasts cross through LISTEN/NOTIFY, and when the
//! owner dies (`kill -9`) or stalls (SIGSTOP) another takes the game over.
//!
//! They need a PostgreSQL: `LASCA_TEST_POSTGRES` names one by an administrator's URL (`.ci/run`
//! starts a throwaway one); each test makes a database of its own there. Without it they say
//! they were skipped, and under CI they fail.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lasca_online::client::{Connection, Event};
use lasca_online::protocol::{
    ClientMessage, ErrorKind, SeatChoice, ServerMessage, Status, TimeControl,
};
use lasca_online::server::{self, Config, Database};
use lasca_rules::{Colour, Game};

use super::crash::{ServerProcess, next_event, next_seat, next_state};
use super::testdb::TestDb;
use super::{choose, fast, move_message};

/// Set (to `LISTEN URL NAME LEASE_MS`) in a child process that is to be an instance.
const INSTANCE_ENV: &str = "LASCA_ONLINE_TEST_INSTANCE";

/// In a child process started by [`spawn_instance`], serves as one instance until killed; as
/// an ordinary test, does nothing.
#[test]
fn instance_in_a_child_process() {
    let Ok(spec) = std::env::var(INSTANCE_ENV) else {
        return;
    };
    let parts: Vec<&str> = spec.split(' ').collect();
    let [listen, url, name, lease_ms] = parts[..] else {
        panic!("LISTEN URL NAME LEASE_MS");
    };
    let running = server::start(Config {
        listen: listen.parse().expect("a socket address"),
        db: Database::Postgres(url.to_owned()),
        instance: Some(lasca_online::cluster::ClusterConfig {
            name: name.to_owned(),
            lease: Duration::from_millis(lease_ms.parse().expect("ms")),
        }),
        durability: Default::default(),
        limits: fast(),
        threads: 2,
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls: None,
    })
    .expect("an instance starts");
    println!("listening on {}", running.url());
    running.wait().expect("the instance runs until killed");
}

fn spawn_instance(url: &str, name: &str, lease_ms: u64) -> ServerProcess {
    let child = Command::new(std::env::current_exe().expect("the test binary"))
        .args([
            "--exact",
            "cluster::instance_in_a_child_process",
            "--nocapture",
        ])
        .env(INSTANCE_ENV, format!("127.0.0.1:0 {url} {name} {lease_ms}"))
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the instance starts");
    ServerProcess::listening(child)
}

/// The next move of ply `ply` that `connection` hears, and the clocks after it (its error, if
/// the server refuses).
fn heard_move(
    connection: &Connection,
    ply: u32,
) -> (String, Option<lasca_online::protocol::Clocks>) {
    next_event(connection, "a move", |m| match m {
        ServerMessage::Moved {
            ply: p, mv, clocks, ..
        } if p == ply => Some((mv, clocks)),
        ServerMessage::State { game } if game.moves.len() > ply as usize => {
            Some((game.moves[ply as usize].clone(), game.clocks))
        }
        ServerMessage::Error { kind, message } => panic!("refused: {kind:?} {message}"),
        _ => None,
    })
}

/// Everything `spectator` has heard so far of the game's moves, in order: `moved` messages,
/// and the moves of each `state` (which replaces what came before it).
fn seen_moves(spectator: &Connection, code: &str, seen: &mut Vec<String>) {
    while let Some(event) = spectator.recv_timeout(Duration::from_millis(50)) {
        match event {
            Event::Message(ServerMessage::Moved {
                code: c, ply, mv, ..
            }) if c == code => {
                assert_eq!(
                    ply as usize,
                    seen.len(),
                    "the spectator hears every move, in order"
                );
                seen.push(mv);
            }
            Event::Message(ServerMessage::State { game }) if game.code == code => {
                assert!(
                    game.moves.starts_with(seen),
                    "a state never contradicts the moves heard"
                );
                *seen = game.moves;
            }
            _ => {}
        }
    }
}

#[test]
fn three_instances_a_game_across_them_survives_its_owner_s_kill_nine() {
    let Some(db) = TestDb::new("kill") else {
        return;
    };
    let mut one = spawn_instance(&db.url, "one", 1000);
    let two = spawn_instance(&db.url, "two", 1000);
    let three = spawn_instance(&db.url, "three", 1000);
    // White plays through instance 1 (and knows the others, to come back through them),
    // Black through instance 2, a spectator watches through instance 3.
    let white = Connection::open(&format!("{},{}", one.address(), two.address()));
    let black = Connection::open(&two.address());
    let spectator = Connection::open(&three.address());
    white.send(ClientMessage::Create {
        colour: SeatChoice::White,
        clock: Some(TimeControl::minutes(5, 0)),
        public: true,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: None,
    });
    let (code, _, white_token) = next_seat(&white);
    // The lobby is the same from every instance: the game waits in instance 3's list too.
    spectator.send(ClientMessage::Lobby);
    next_event(&spectator, "the shared lobby", |m| match m {
        ServerMessage::Lobby { games, .. } if games.iter().any(|g| g.code == code) => Some(()),
        _ => None,
    });
    black.send(ClientMessage::Join { code: code.clone() });
    let (_, _, black_token) = next_seat(&black);
    next_state(&white, &code, |g| g.status == Status::Playing);
    spectator.send(ClientMessage::Watch { code: code.clone() });
    next_state(&spectator, &code, |_| true);
    let mut game = Game::new();
    let mut seen = Vec::new();
    let mut clocks = None;
    let play = |game: &mut Game, white: &Connection, black: &Connection| {
        let mv = choose(game, game.ply());
        let ply = game.ply() as u32;
        let (mover, token, other) = if game.position().side_to_move() == Colour::White {
            (white, &white_token, black)
        } else {
            (black, &black_token, white)
        };
        mover.send(move_message(&code, token, ply, &mv));
        let (heard, after) = heard_move(other, ply);
        assert_eq!(heard, mv);
        game.play_str(&mv).unwrap();
        after
    };
    for _ in 0..6 {
        clocks = play(&mut game, &white, &black);
    }
    seen_moves(&spectator, &code, &mut seen);
    let before = clocks.expect("a timed game has clocks");
    let mover = game.position().side_to_move();
    let stopped = Instant::now();
    // The owner dies with no chance to write anything more.
    one.child.kill().unwrap();
    one.child.wait().unwrap();
    // Its lease expires, another instance takes the game, and every connection that followed
    // it comes back by itself: White through instance 2, Black and the spectator where they
    // were.
    let white_view = next_state(&white, &code, |g| g.moves.len() == 6);
    let black_view = next_state(&black, &code, |g| g.moves.len() == 6);
    let outage = stopped.elapsed();
    assert_eq!(white_view.moves, black_view.moves);
    let played: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(white_view.moves, played, "no acknowledged move was lost");
    // The time nobody could move is charged to nobody: the side that waited lost nothing, the
    // mover at most what passed before its owner's last sign of life.
    let after = white_view.clocks.unwrap();
    assert_eq!(after.running, Some(mover));
    assert_eq!(after.of(mover.opponent()), before.of(mover.opponent()));
    let charged = before.of(mover) - after.of(mover);
    assert!(
        u128::from(charged) < outage.as_millis(),
        "charged {charged} ms of an outage of {outage:?}"
    );
    for _ in 0..8 {
        play(&mut game, &white, &black);
    }
    // The spectator, through instance 3, heard every move in order, before and after.
    let deadline = Instant::now() + super::WAIT;
    while seen.len() < game.ply() && Instant::now() < deadline {
        seen_moves(&spectator, &code, &mut seen);
    }
    assert_eq!(
        seen,
        game.moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
    );
    let stored = Database::Postgres(db.url.clone()).read_all().unwrap();
    let row = stored.iter().find(|g| g.code == code).unwrap();
    assert_eq!(row.moves, seen, "the store has every move");
    drop((white, black, spectator));
    drop((two, three));
}

#[test]
fn a_paused_owner_loses_its_game_and_its_late_write_is_refused() {
    let Some(db) = TestDb::new("pause") else {
        return;
    };
    let one = spawn_instance(&db.url, "one", 1000);
    let two = spawn_instance(&db.url, "two", 1000);
    let white = Connection::open(&one.address());
    let black = Connection::open(&two.address());
    white.send(ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: None,
    });
    let (code, _, white_token) = next_seat(&white);
    black.send(ClientMessage::Join { code: code.clone() });
    let (_, _, black_token) = next_seat(&black);
    next_state(&white, &code, |g| g.status == Status::Playing);
    let mut game = Game::new();
    for ply in 0..2u32 {
        let mv = choose(&game, game.ply());
        let (mover, token, other) = if ply % 2 == 0 {
            (&white, &white_token, &black)
        } else {
            (&black, &black_token, &white)
        };
        mover.send(move_message(&code, token, ply, &mv));
        assert_eq!(heard_move(other, ply).0, mv);
        game.play_str(&mv).unwrap();
    }
    // The owner stalls past its lease.
    let pid = one.child.id().to_string();
    let signal = |name: &str| {
        let status = Command::new("kill").args([name, &pid]).status().unwrap();
        assert!(status.success(), "kill {name}");
    };
    signal("-STOP");
    // Instance 2 takes the game (Black's connection there comes back to it by itself), and
    // White, on a new connection there, plays the third move.
    next_state(&black, &code, |g| g.moves.len() == 2);
    let white_there = Connection::open(&two.address());
    white_there.send(ClientMessage::Resume {
        code: code.clone(),
        token: white_token.clone(),
    });
    next_state(&white_there, &code, |g| g.moves.len() == 2);
    let moves = game.legal_moves();
    let new_move = moves[0].to_string();
    let stale_move = moves.get(1).map_or(new_move.clone(), ToString::to_string);
    white_there.send(move_message(&code, &white_token, 2, &new_move));
    assert_eq!(heard_move(&black, 2).0, new_move);
    game.play_str(&new_move).unwrap();
    // The first owner wakes with the game still in its memory, and White's old connection
    // there sends another third move: its write is refused (the lease's fence moved on).
    signal("-CONT");
    white.send(move_message(&code, &white_token, 2, &stale_move));
    // White's old connection hears the refusal, or, closed when instance 1 found its lease
    // gone, comes back and sees the new owner's game; never its stale move played.
    next_event(&white, "the stale move's fate", |m| match m {
        ServerMessage::Error { .. } => Some(()),
        ServerMessage::State { game } if game.code == code && game.moves.len() == 3 => Some(()),
        ServerMessage::Moved { ply: 2, mv, .. } if mv != new_move => {
            panic!("the paused owner's stale move was played")
        }
        _ => None,
    });
    // The game goes on at the new owner, heard through the old one too.
    let reply = choose(&game, game.ply());
    black.send(move_message(&code, &black_token, 3, &reply));
    assert_eq!(heard_move(&white_there, 3).0, reply);
    game.play_str(&reply).unwrap();
    // The old connection may hear its stale move's refusal only now: the first owner, awake,
    // can pass on the new owner's state before it answers the move that waited in its queue.
    let heard = next_event(&white, "the reply, through the old owner", |m| match m {
        ServerMessage::Moved { ply: 3, mv, .. } => Some(mv),
        ServerMessage::State { game } if game.code == code && game.moves.len() > 3 => {
            Some(game.moves[3].clone())
        }
        ServerMessage::Error {
            kind: ErrorKind::StalePly,
            ..
        } => None,
        ServerMessage::Error { kind, message } => panic!("refused: {kind:?} {message}"),
        _ => None,
    });
    assert_eq!(heard, reply);
    let stored = Database::Postgres(db.url.clone()).read_all().unwrap();
    let row = stored.iter().find(|g| g.code == code).unwrap();
    let played: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(row.moves, played, "the record is the new owner's");
    drop((white, black, white_there));
    drop((one, two));
}

/// `lasca-server`, the server's own binary: a bad option is refused with a clear line, and it
/// serves as `lasca serve` does.
#[test]
fn the_server_binary_refuses_bad_options_and_serves() {
    let binary = env!("CARGO_BIN_EXE_lasca-server");
    let refused = Command::new(binary)
        .args([
            "--instance",
            "Not-A-Name",
            "--db",
            "postgres://nobody@127.0.0.1:1/none",
        ])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("--instance"), "{said}");
    let folder = tempfile::tempdir().unwrap();
    let child = Command::new(binary)
        .args(["--listen", "127.0.0.1:0", "--db"])
        .arg(folder.path().join("server.sqlite"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let server = ServerProcess::listening(child);
    let player = Connection::open(&server.address());
    player.send(ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: None,
    });
    let (code, colour, _) = next_seat(&player);
    assert_eq!(colour, Colour::White);
    next_state(&player, &code, |g| g.status == Status::Waiting);
}
