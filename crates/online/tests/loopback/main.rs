//! Online play against a real server on a loopback port: whole games, a spectator, offers,
//! refusals, the lobby, the bench, and `kill -9` in the middle of a game.
//!
//! The clocks, the flag falls and the downtime after a crash are tested in the hub's unit
//! tests on a fake clock (`src/hub/tests`), where they wait for nothing; nothing here asserts
//! that anything was quick (a few tests of timeouts and pings assert only that the server
//! did not act before its time, which load cannot break).
//!
//! These tests build without the game (no Bevy): `cargo test -p lasca-online`.

use std::time::{Duration, Instant};

use lasca_online::client::Client;
use lasca_online::protocol::{
    ClientMessage, EndReason, ErrorKind, GameView, OfferKind, SeatChoice, ServerMessage, Status,
    TimeControl,
};
use lasca_online::server::{self, Config, ConnectionLimits as Limits, Running};
use lasca_online::store::read_all_games;
use lasca_rules::{Colour, Game, Position, RuleSettings};

mod accounts;
mod browser;
mod cluster;
mod computer;
mod crash;
mod limits;
mod server_log;
mod skip;
mod sockets;
mod strict;
mod testdb;
mod tls;
mod web;
mod webdriver;

const WAIT: Duration = Duration::from_secs(20);

fn start(db: Option<std::path::PathBuf>, limits: Limits) -> Running {
    start_at("127.0.0.1:0", db, limits)
}

/// A server listening on `listen` (a loopback address).
fn start_at(listen: &str, db: Option<std::path::PathBuf>, limits: Limits) -> Running {
    server::start(Config {
        listen: listen.parse().expect("a socket address"),
        db: db.into(),
        instance: None,
        durability: Default::default(),
        limits,
        threads: 2,
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls: None,
    })
    .expect("a server starts on loopback")
}

/// Limits for tests that play as fast as they can: a person sends a move a second at most,
/// these a move a millisecond (and all their clients come from one address).
fn fast() -> Limits {
    Limits {
        messages_per_second: 10_000.0,
        burst: 10_000.0,
        ..Limits::default()
    }
    .without_address_limits()
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

async fn seat(client: &mut Client) -> (String, Colour, String) {
    client
        .recv_until(WAIT, |m| match m {
            ServerMessage::Seat {
                code,
                colour,
                token,
            } => Some((code.clone(), *colour, token.clone())),
            _ => None,
        })
        .await
        .expect("a seat")
}

async fn error_kind(client: &mut Client) -> ErrorKind {
    client
        .recv_until(WAIT, |m| match m {
            ServerMessage::Error { kind, .. } => Some(*kind),
            _ => None,
        })
        .await
        .expect("an error message")
}

async fn state(client: &mut Client, want: impl Fn(&GameView) -> bool) -> GameView {
    client
        .recv_until(WAIT, |m| match m {
            ServerMessage::State { game } if want(game) => Some(game.clone()),
            _ => None,
        })
        .await
        .expect("a state")
}

async fn moved(client: &mut Client, ply: u32) -> String {
    client
        .recv_until(WAIT, |m| match m {
            ServerMessage::Moved { ply: p, mv, .. } if *p == ply => Some(mv.clone()),
            _ => None,
        })
        .await
        .expect("the move")
}

async fn ended(client: &mut Client) -> lasca_online::protocol::GameResult {
    client
        .recv_until(WAIT, |m| match m {
            ServerMessage::Ended { result, .. } => Some(*result),
            _ => None,
        })
        .await
        .expect("the end")
}

/// Creates a game (White, the given clock) and has a second client join it.
async fn pair(url: &str, clock: Option<TimeControl>) -> (Client, String, Client, String, String) {
    let white = Client::connect(url).await.unwrap();
    let black = Client::connect(url).await.unwrap();
    seat_pair(white, black, clock).await
}

/// `white` creates a game (the given clock), `black` joins it, and both see it begin: the
/// clients, their tokens and the code.
async fn seat_pair(
    mut white: Client,
    mut black: Client,
    clock: Option<TimeControl>,
) -> (Client, String, Client, String, String) {
    white
        .send(&ClientMessage::Create {
            colour: SeatChoice::White,
            clock,
            public: true,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        })
        .await
        .unwrap();
    let (code, colour, white_token) = seat(&mut white).await;
    assert_eq!(colour, Colour::White);
    black
        .send(&ClientMessage::Join { code: code.clone() })
        .await
        .unwrap();
    let (joined, colour, black_token) = seat(&mut black).await;
    assert_eq!((joined.as_str(), colour), (code.as_str(), Colour::Black));
    state(&mut white, |g| g.status == Status::Playing).await;
    state(&mut black, |g| g.status == Status::Playing).await;
    (white, white_token, black, black_token, code)
}

/// A stored game's moves, replayed (they must be legal).
fn replayed(moves: &[String]) -> Game {
    Game::replay(Position::start(), RuleSettings::default(), moves).expect("the moves replay")
}

/// Waits for an `offered` (`declined: false`) or `declined` of `kind`.
async fn offer_news(client: &mut Client, kind: OfferKind, declined: bool) -> Colour {
    client
        .recv_until(WAIT, |m| match m {
            ServerMessage::Offered { kind: k, by, .. } if !declined && *k == kind => Some(*by),
            ServerMessage::Declined { kind: k, by, .. } if declined && *k == kind => Some(*by),
            _ => None,
        })
        .await
        .expect("news of the offer")
}

/// A move chooser that ends games: the capture that takes the most, else the first move.
/// The move message: `mv` for the game `code`, at `ply`, by the seat of `token`.
/// Each player offers `kind` in the game `code` (a rematch offered by both is agreed).
async fn offer_both(code: &str, players: [(&mut Client, &String); 2], kind: OfferKind) {
    for (client, token) in players {
        client
            .send(&ClientMessage::Offer {
                code: code.to_owned(),
                token: token.clone(),
                kind,
            })
            .await
            .unwrap();
    }
}

/// Plays `plies` more plies of `game` (of the game `code`), each by the side to move with its
/// seat's token and heard by the other: [`choose`]'s moves.
async fn play_plies(
    game: &mut Game,
    plies: u32,
    white: (&mut Client, &str),
    black: (&mut Client, &str),
    code: &str,
) {
    let ((white, wt), (black, bt)) = (white, black);
    for _ in 0..plies {
        let ply = u32::try_from(game.ply()).unwrap();
        let mv = choose(game, game.ply());
        let (mover, token, other) = if ply % 2 == 0 {
            (&mut *white, wt, &mut *black)
        } else {
            (&mut *black, bt, &mut *white)
        };
        mover
            .send(&move_message(code, token, ply, &mv))
            .await
            .unwrap();
        moved(other, ply).await;
        game.play_str(&mv).unwrap();
    }
}

fn move_message(code: &str, token: &str, ply: u32, mv: &str) -> ClientMessage {
    ClientMessage::Move {
        code: code.to_owned(),
        token: token.to_owned(),
        ply,
        mv: mv.to_owned(),
    }
}

fn choose(game: &Game, turn: usize) -> String {
    let moves = game.legal_moves();
    let mv = moves
        .iter()
        .max_by_key(|m| (m.path().len(), (turn * 7 + m.to_string().len()) % 5))
        .copied()
        .unwrap_or(moves[0]);
    mv.to_string()
}

#[test]
fn two_players_finish_a_game_and_a_spectator_sees_every_move() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let server = start(Some(db.clone()), fast());
    let url = server.url();
    let played = runtime().block_on(async {
        let (mut white, white_token, mut black, black_token, code) = pair(&url, None).await;
        let mut watcher = Client::connect(&url).await.unwrap();
        watcher
            .send(&ClientMessage::Watch { code: code.clone() })
            .await
            .unwrap();
        let seen = state(&mut watcher, |_| true).await;
        assert_eq!(seen.spectators, 1);
        let mut game = Game::new();
        let mut spectator_moves = Vec::new();
        let mut turn = 0;
        while game.outcome().is_none() {
            assert!(turn < 600, "the game should end");
            let mv = choose(&game, turn);
            let ply = game.ply() as u32;
            let (mover, token, other) = if game.position().side_to_move() == Colour::White {
                (&mut white, &white_token, &mut black)
            } else {
                (&mut black, &black_token, &mut white)
            };
            mover
                .send(&move_message(&code, token, ply, &mv))
                .await
                .unwrap();
            assert_eq!(moved(other, ply).await, mv);
            spectator_moves.push(moved(&mut watcher, ply).await);
            game.play_str(&mv).unwrap();
            turn += 1;
        }
        let outcome = game.outcome().unwrap();
        for client in [&mut white, &mut black, &mut watcher] {
            let result = ended(client).await;
            assert_eq!(result.winner, outcome.winner());
        }
        let played: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        assert_eq!(spectator_moves, played);
        // The spectator cannot move for either side.
        watcher
            .send(&move_message(
                &code,
                &"0".repeat(32),
                game.ply() as u32,
                "c3-d4",
            ))
            .await
            .unwrap();
        assert_eq!(error_kind(&mut watcher).await, ErrorKind::NotYourSeat);
        // A rematch, colours swapped.
        offer_both(
            &code,
            [(&mut white, &white_token), (&mut black, &black_token)],
            OfferKind::Rematch,
        )
        .await;
        let (new_code, colour, _) = seat(&mut white).await;
        assert_eq!(colour, Colour::Black, "the first game's White plays Black");
        assert_ne!(new_code, code);
        assert_eq!(seat(&mut black).await.1, Colour::White);
        played
    });
    server.stop().unwrap();
    let stored = read_all_games(&db).unwrap();
    let first = stored.iter().find(|g| g.status == Status::Ended).unwrap();
    assert_eq!(first.moves, played, "the stored game is the game played");
    let replay = replayed(&first.moves);
    assert!(
        replay.outcome().is_some(),
        "the stored game replays to its end"
    );
}

#[test]
fn a_takeback_and_a_draw_by_agreement() {
    let server = start(None, Limits::default());
    let url = server.url();
    runtime().block_on(async {
        let (mut white, wt, mut black, bt, code) = pair(&url, None).await;
        let mut game = Game::new();
        play_plies(&mut game, 3, (&mut white, &wt), (&mut black, &bt), &code).await;
        let offer = |token: &String, kind| ClientMessage::Offer {
            code: code.clone(),
            token: token.clone(),
            kind,
        };
        let answer = |token: &String, kind, accept| ClientMessage::Answer {
            code: code.clone(),
            token: token.clone(),
            kind,
            accept,
        };
        // White takes back its third-ply move; Black agrees.
        white.send(&offer(&wt, OfferKind::Takeback)).await.unwrap();
        assert_eq!(
            offer_news(&mut black, OfferKind::Takeback, false).await,
            Colour::White
        );
        black
            .send(&answer(&bt, OfferKind::Takeback, true))
            .await
            .unwrap();
        let after = state(&mut white, |g| g.moves.len() == 2).await;
        assert!(after.offers.is_empty());
        state(&mut black, |g| g.moves.len() == 2).await;
        // Answering an offer nobody made is refused.
        black
            .send(&answer(&bt, OfferKind::Draw, true))
            .await
            .unwrap();
        assert_eq!(error_kind(&mut black).await, ErrorKind::NoOffer);
        // A draw offer declined, then offered again and accepted.
        white.send(&offer(&wt, OfferKind::Draw)).await.unwrap();
        offer_news(&mut black, OfferKind::Draw, false).await;
        black
            .send(&answer(&bt, OfferKind::Draw, false))
            .await
            .unwrap();
        offer_news(&mut white, OfferKind::Draw, true).await;
        white.send(&offer(&wt, OfferKind::Draw)).await.unwrap();
        offer_news(&mut black, OfferKind::Draw, false).await;
        black
            .send(&answer(&bt, OfferKind::Draw, true))
            .await
            .unwrap();
        for client in [&mut white, &mut black] {
            let result = ended(client).await;
            assert_eq!((result.winner, result.reason), (None, EndReason::Agreement));
        }
    });
}

#[test]
fn moving_for_the_other_side_and_garbage_are_refused() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let server = start(
        Some(db.clone()),
        Limits {
            games_per_client: 3,
            ..Limits::default()
        },
    );
    let url = server.url();
    runtime().block_on(async {
        let (mut white, wt, mut black, bt, code) = pair(&url, None).await;
        let mv = |token: &str, ply, mv: &str| move_message(&code, token, ply, mv);
        // Black, with its own token, on White's move.
        black.send(&mv(&bt, 0, "c3-d4")).await.unwrap();
        assert_eq!(error_kind(&mut black).await, ErrorKind::NotYourTurn);
        // Black guessing White's token.
        black.send(&mv(&"f".repeat(32), 0, "c3-d4")).await.unwrap();
        assert_eq!(error_kind(&mut black).await, ErrorKind::NotYourSeat);
        // Junk of every kind; the connection answers each and stays usable.
        let junk: Vec<String> = vec![
            "not json".into(),
            "{}".into(),
            "[1,2,3]".into(),
            r#"{"type":"move"}"#.into(),
            r#"{"type":"explode"}"#.into(),
            r#"{"type":"join","code":"'; DROP TABLE games; --"}"#.into(),
            r#"{"type":"join","code":"ZZZZZZ"}"#.into(),
            format!(r#"{{"type":"watch","code":"{}"}}"#, "A".repeat(3000)),
            "x".repeat(5000),
        ];
        let expected = [
            ErrorKind::BadMessage,
            ErrorKind::BadMessage,
            ErrorKind::BadMessage,
            ErrorKind::BadMessage,
            ErrorKind::BadMessage,
            ErrorKind::NoSuchGame,
            ErrorKind::NoSuchGame,
            ErrorKind::NoSuchGame,
            ErrorKind::TooLarge,
        ];
        for (text, kind) in junk.into_iter().zip(expected) {
            black.send_text(text.clone()).await.unwrap();
            assert_eq!(error_kind(&mut black).await, kind, "{text:.40}");
        }
        black.send_binary(vec![0, 159, 146, 150]).await.unwrap();
        assert_eq!(error_kind(&mut black).await, ErrorKind::BadMessage);
        // Illegal and malformed moves by the right player.
        white.send(&mv(&wt, 0, "c3-c4")).await.unwrap();
        assert_eq!(error_kind(&mut white).await, ErrorKind::IllegalMove);
        white.send(&mv(&wt, 0, "c3-d5")).await.unwrap();
        assert_eq!(error_kind(&mut white).await, ErrorKind::IllegalMove);
        white.send(&mv(&wt, 7, "c3-d4")).await.unwrap();
        assert_eq!(error_kind(&mut white).await, ErrorKind::StalePly);
        // After all that, the game goes on.
        white.send(&mv(&wt, 0, "c3-d4")).await.unwrap();
        assert_eq!(moved(&mut black, 0).await, "c3-d4");
        // Too many games for one connection.
        for _ in 0..2 {
            white
                .send(&ClientMessage::Create {
                    colour: SeatChoice::Random,
                    clock: None,
                    public: false,
                    variant: lasca_rules::Variant::Lasca7,
                    rid: None,
                    opponent: None,
                })
                .await
                .unwrap();
            seat(&mut white).await;
        }
        white
            .send(&ClientMessage::Create {
                colour: SeatChoice::Random,
                clock: None,
                public: false,
                variant: lasca_rules::Variant::Lasca7,
                rid: None,
                opponent: None,
            })
            .await
            .unwrap();
        assert_eq!(error_kind(&mut white).await, ErrorKind::TooManyGames);
        // A bad time control.
        black
            .send(&ClientMessage::Create {
                colour: SeatChoice::White,
                clock: Some(TimeControl {
                    initial_s: 0,
                    increment_s: 0,
                }),
                public: false,
                variant: lasca_rules::Variant::Lasca7,
                rid: None,
                opponent: None,
            })
            .await
            .unwrap();
        assert_eq!(error_kind(&mut black).await, ErrorKind::BadValue);
        // A flood is cut down to the rate, and the connection lives on.
        for id in 0..200 {
            black
                .send(&ClientMessage::Lobby)
                .await
                .unwrap_or_else(|e| panic!("send {id}: {e}"));
        }
        assert_eq!(error_kind(&mut black).await, ErrorKind::RateLimited);
        // Once the bucket has a token again, a ping is answered. Pings go every 100 ms until
        // one is (the first that arrive may still be dropped): this waits for the answer,
        // not for a guessed time.
        let deadline = Instant::now() + WAIT;
        let mut id = 77;
        black.send(&ClientMessage::Ping { id }).await.unwrap();
        loop {
            assert!(Instant::now() < deadline, "no pong");
            match black.recv_within(Duration::from_millis(100)).await {
                Ok(ServerMessage::Pong { id: answered }) if answered >= 77 => break,
                Ok(_) => {}
                Err(_) => {
                    id += 1;
                    black.send(&ClientMessage::Ping { id }).await.unwrap();
                }
            }
        }
        // Without a hello, nothing but an error.
        let mut raw = Client::connect_without_hello(&url).await.unwrap();
        raw.send_text(r#"{"type":"lobby"}"#.into()).await.unwrap();
        assert_eq!(error_kind(&mut raw).await, ErrorKind::HelloFirst);
    });
    server.stop().unwrap();
    // Nothing sent corrupted the store: the one game replays.
    for game in read_all_games(&db).unwrap() {
        replayed(&game.moves);
    }
}

#[test]
fn the_lobby_lists_public_games() {
    let server = start(None, Limits::default());
    let url = server.url();
    runtime().block_on(async {
        let mut creator = Client::connect(&url).await.unwrap();
        creator
            .send(&ClientMessage::Create {
                colour: SeatChoice::Black,
                clock: Some(TimeControl::minutes(5, 3)),
                public: true,
                variant: lasca_rules::Variant::Lasca7,
                rid: None,
                opponent: None,
            })
            .await
            .unwrap();
        let (code, _, _) = seat(&mut creator).await;
        creator
            .send(&ClientMessage::Create {
                colour: SeatChoice::White,
                clock: None,
                public: false,
                variant: lasca_rules::Variant::Lasca7,
                rid: None,
                opponent: None,
            })
            .await
            .unwrap();
        let (private, _, _) = seat(&mut creator).await;
        let mut visitor = Client::connect(&url).await.unwrap();
        visitor.send(&ClientMessage::Lobby).await.unwrap();
        let games = visitor
            .recv_until(WAIT, |m| match m {
                ServerMessage::Lobby { games, .. } => Some(games.clone()),
                _ => None,
            })
            .await
            .unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].code, code);
        assert_eq!(games[0].free, Colour::White);
        assert!(games.iter().all(|g| g.code != private));
    });
}

#[test]
fn the_bench_plays_and_the_database_agrees() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("bench.sqlite");
    let server = start(Some(db.clone()), fast());
    let progress = std::sync::Arc::new(lasca_online::bench::Progress::default());
    let report = lasca_online::bench::run_blocking(
        lasca_online::bench::BenchConfig {
            url: server.url(),
            games: 20,
            max_plies: 60,
            seed: 3,
            pace_ms: 0,
            server_pid: None,
        },
        progress,
        1,
    )
    .unwrap();
    assert_eq!(report.concurrent, 20);
    assert!(report.moves > 0);
    server.stop().unwrap();
    assert_eq!(
        lasca_online::bench::verify(
            &lasca_online::server::Database::Sqlite(db.clone()),
            &report.played
        ),
        Ok(20)
    );
}

#[test]
fn a_frame_over_64_kib_closes_the_connection() {
    let server = start(None, Limits::default());
    let url = server.url();
    runtime().block_on(async {
        let mut client = Client::connect(&url).await.unwrap();
        // Past 4096 bytes a message is refused and the connection stays...
        client.send_text("x".repeat(5000)).await.unwrap();
        assert_eq!(error_kind(&mut client).await, ErrorKind::TooLarge);
        // ...past 64 KiB the frame is not even read: the connection closes.
        let _ = client.send_text("x".repeat(64 * 1024 + 1)).await;
        loop {
            match client.recv_within(WAIT).await {
                Ok(ServerMessage::Pong { .. } | ServerMessage::Error { .. }) => {}
                Ok(other) => panic!("unexpected {other:?}"),
                Err(lasca_online::client::ClientError::Timeout) => panic!("still open"),
                Err(_) => break,
            }
        }
    });
}

/// `serve-bench --computer`: clients against the server's computer, its answers timed.
#[test]
fn the_computer_bench_plays_its_games_and_times_every_answer() {
    let server = start(None, fast());
    let report = lasca_online::bench::run_computer(&server.url(), 1, 3, 10).unwrap();
    // Three games of at most 10 plies: up to 5 answers each, every one timed.
    assert!(report.moves >= 3 && report.moves <= 15, "{report:?}");
    assert_eq!(report.waits_us.len(), report.moves);
    assert!(report.summary().starts_with("computer moves: "));
    assert!(lasca_online::hub::Stats::get(&server.stats().computer_moves) >= report.moves as u64);
    server.stop().unwrap();
}

/// The moves of a one-game game file (`/g/CODE.pgn`): the words after its tags, but the move
/// numbers and the result.
fn game_file_moves(text: &str) -> Vec<String> {
    text.split("\n\n")
        .nth(1)
        .unwrap_or_default()
        .split_whitespace()
        .filter(|w| !w.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(w))
        .map(str::to_owned)
        .collect()
}
