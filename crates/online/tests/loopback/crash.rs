//! `kill -9` in the middle of a game: the server as a process of its own, killed, restarted on
//! the same database; the game's own reconnecting connections come back by themselves.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use lasca_online::client::{Connection, Event};
use lasca_online::protocol::{
    ClientMessage, GameView, SeatChoice, ServerMessage, Status, TimeControl,
};
use lasca_online::store::read_all_games;
use lasca_rules::{Colour, Game};

use super::{WAIT, choose, fast, move_message, start_at};

/// The server of [`kill_nine_mid_game_then_both_reconnect_and_finish`], as a process of its
/// own: this test binary run again for [`serve_in_a_child_process`] alone, with
/// [`SERVE_ENV`] set. Killed when the test ends (passing or not).
pub(super) struct ServerProcess {
    pub(super) child: Child,
    pub(super) url: String,
}

impl ServerProcess {
    /// A server process started with its stdout piped, once it has said where it listens
    /// (`... ws://HOST:PORT/ws`); the rest of what it prints is read and dropped.
    pub(super) fn listening(mut child: Child) -> ServerProcess {
        let stdout = child.stdout.take().expect("stdout piped");
        let mut lines = BufReader::new(stdout).lines();
        let url = loop {
            let line = lines
                .next()
                .expect("the server says where it listens")
                .expect("readable");
            if let Some(word) = line.split_whitespace().find(|w| w.starts_with("ws://")) {
                break word.to_owned();
            }
        };
        std::thread::spawn(move || for _ in lines {});
        ServerProcess { child, url }
    }

    /// `host:port`, as the game's connection takes it.
    pub(super) fn address(&self) -> String {
        self.url
            .trim_start_matches("ws://")
            .trim_end_matches("/ws")
            .to_owned()
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Set (to `LISTEN DB`) in a child process that is to be a server.
const SERVE_ENV: &str = "LASCA_ONLINE_TEST_SERVE";

/// In a child process started by [`spawn_server`], serves until killed, as `lasca serve`
/// does; as an ordinary test, does nothing. (So that `kill -9` needs no other binary, and
/// these tests build without the game.)
#[test]
fn serve_in_a_child_process() {
    let Ok(spec) = std::env::var(SERVE_ENV) else {
        return;
    };
    let (listen, db) = spec.split_once(' ').expect("LISTEN DB");
    // As `lasca serve --max-rate 10000` (the tests play as fast as they can).
    let running = start_at(listen, Some(db.into()), fast());
    println!("listening on {}", running.url());
    running.wait().expect("the server runs until killed");
}

pub(super) fn spawn_server(listen: &str, db: &std::path::Path) -> ServerProcess {
    let child = Command::new(std::env::current_exe().expect("the test binary"))
        .args(["--exact", "crash::serve_in_a_child_process", "--nocapture"])
        .env(SERVE_ENV, format!("{listen} {}", db.display()))
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server process starts");
    ServerProcess::listening(child)
}

/// The first message from `connection` that `pick` accepts, waiting at most [`WAIT`].
pub(super) fn next_event<T>(
    connection: &Connection,
    what: &str,
    mut pick: impl FnMut(ServerMessage) -> Option<T>,
) -> T {
    let deadline = Instant::now() + WAIT;
    while Instant::now() < deadline {
        if let Some(Event::Message(message)) = connection.recv_timeout(Duration::from_millis(100))
            && let Some(found) = pick(message)
        {
            return found;
        }
    }
    panic!("no {what}");
}

pub(super) fn next_state(
    connection: &Connection,
    code: &str,
    want: impl Fn(&GameView) -> bool,
) -> GameView {
    next_event(connection, "such state", |m| match m {
        ServerMessage::State { game } if game.code == code && want(&game) => Some(game),
        _ => None,
    })
}

pub(super) fn next_seat(connection: &Connection) -> (String, Colour, String) {
    next_event(connection, "seat", |m| match m {
        ServerMessage::Seat {
            code,
            colour,
            token,
        } => Some((code, colour, token)),
        _ => None,
    })
}

fn next_move(
    connection: &Connection,
    ply: u32,
) -> (String, Option<lasca_online::protocol::Clocks>) {
    next_event(connection, "move", |m| match m {
        ServerMessage::Moved {
            ply: p, mv, clocks, ..
        } if p == ply => Some((mv, clocks)),
        ServerMessage::Error { kind, message } => panic!("refused: {kind:?} {message}"),
        _ => None,
    })
}

#[test]
fn kill_nine_mid_game_then_both_reconnect_and_finish() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("server.sqlite");
    let mut first = spawn_server("127.0.0.1:0", &db);
    let address = first.address();
    // The game's own reconnecting connections.
    let white = Connection::open(&address);
    let black = Connection::open(&address);
    white.send(ClientMessage::Create {
        colour: SeatChoice::White,
        clock: Some(TimeControl::minutes(5, 0)),
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
    let mut last_clocks = None;
    let play = |game: &mut Game, last: &mut Option<lasca_online::protocol::Clocks>| {
        let mv = choose(game, game.ply());
        let ply = game.ply() as u32;
        let (mover, token, other) = if game.position().side_to_move() == Colour::White {
            (&white, &white_token, &black)
        } else {
            (&black, &black_token, &white)
        };
        mover.send(move_message(&code, token, ply, &mv));
        let (seen, clocks) = next_move(other, ply);
        assert_eq!(seen, mv);
        *last = clocks;
        game.play_str(&mv).unwrap();
    };
    for _ in 0..6 {
        play(&mut game, &mut last_clocks);
    }
    let before = last_clocks.expect("a timed game has clocks");
    let mover = game.position().side_to_move();
    // kill -9: no chance to write anything more.
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    let mut second = spawn_server(&address, &db);
    assert_eq!(second.url, first.url);
    // Both connections come back by themselves and resume their seats.
    let white_view = next_state(&white, &code, |g| g.moves.len() == 6);
    let black_view = next_state(&black, &code, |g| g.moves.len() == 6);
    assert_eq!(white_view.moves, black_view.moves);
    // The clocks survived: the side that waited lost nothing, the mover's clock runs on. (How
    // much the mover is charged for the outage is pinned on a fake clock in the hub's
    // `downtime_after_a_crash_is_charged_to_nobody`.)
    let after = white_view.clocks.unwrap();
    assert_eq!(after.running, Some(mover));
    assert_eq!(after.of(mover.opponent()), before.of(mover.opponent()));
    assert!(after.of(mover) <= before.of(mover));
    assert!(after.of(mover) > 0);
    while game.outcome().is_none() {
        assert!(game.ply() < 600);
        play(&mut game, &mut last_clocks);
    }
    second.child.kill().unwrap();
    second.child.wait().unwrap();
    let stored = read_all_games(&db).unwrap();
    let row = stored.iter().find(|g| g.code == code).unwrap();
    let played: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(row.moves, played, "every move survived");
    assert_eq!(row.status, Status::Ended);
}

#[test]
fn kill_nine_while_the_computer_thinks_and_it_moves_after_the_restart() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("server.sqlite");
    let mut first = spawn_server("127.0.0.1:0", &db);
    let address = first.address();
    let player = Connection::open(&address);
    // Level 8, White, thinks for 2 s over its first move: time enough to kill the server in
    // the middle.
    player.send(ClientMessage::Create {
        colour: SeatChoice::Black,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: Some(lasca_online::protocol::Opponent::Computer(8)),
    });
    let (code, _, _) = next_seat(&player);
    next_state(&player, &code, |g| g.status == Status::Playing);
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    let stored = read_all_games(&db).unwrap();
    let row = stored.iter().find(|g| g.code == code).unwrap();
    assert!(
        row.moves.is_empty(),
        "the server died before the computer moved"
    );
    let _second = spawn_server(&address, &db);
    // The player comes back by itself, and the computer thinks again and moves (the player
    // hears of it as a move, or in the state it resumes with, whichever comes first).
    let reply = next_event(
        &player,
        "the computer's move after the restart",
        |m| match m {
            ServerMessage::Moved { ply: 0, mv, .. } => Some(mv),
            ServerMessage::State { game } if game.code == code && !game.moves.is_empty() => {
                Some(game.moves[0].clone())
            }
            _ => None,
        },
    );
    Game::new().play_str(&reply).unwrap();
}
