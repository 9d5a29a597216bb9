//! The online controller against a real server on loopback: the app creates a game, a headless
//! client joins it, moves go both ways on the board, undo does nothing, and a draw offered by
//! the opponent is accepted from the app.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use lasca::app::core::{FrameDemand, HistoryRequest, Seats, TurnState};
use lasca::app::features::online::{Online, OnlineRequest};
use lasca::record::{AnimationSpeed, Player};
use lasca_online::client::Client;
use lasca_online::clock::FakeClock;
use lasca_online::protocol::{
    ClientMessage, EndReason, OfferKind, SeatChoice, ServerMessage, Status, TimeControl,
};
use lasca_online::server::{self, Config, ConnectionLimits as Limits};
use lasca_rules::{Colour, Game};

use super::{any_game, app_with, game, pick, settle, state};

pub(super) fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

/// Runs frames (letting real time pass for the network) until `done` says yes. Only a hang is cut
/// short, after two minutes.
pub(super) fn run_until<T>(
    app: &mut App,
    what: &str,
    mut done: impl FnMut(&App) -> Option<T>,
) -> T {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        app.update();
        if let Some(found) = done(app) {
            return found;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A server on a loopback port, in memory.
pub(super) fn start_server() -> server::Running {
    server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: lasca_online::server::Database::Memory,
        instance: None,
        durability: Default::default(),
        limits: Limits::default(),
        threads: 1,
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls: None,
    })
    .unwrap()
}

/// The app connects to `address` and creates a private game as White with `clock`: its code,
/// once the server has it.
pub(super) fn create_as_white(app: &mut App, address: &str, clock: TimeControl) -> String {
    create_game_as_white(app, address, Some(clock), lasca_rules::Variant::Lasca7)
}

/// The app creates a private game of `variant` as White: its code, once the server has it.
fn create_game_as_white(
    app: &mut App,
    address: &str,
    clock: Option<TimeControl>,
    variant: lasca_rules::Variant,
) -> String {
    app.world_mut()
        .write_message(OnlineRequest::Connect(address.to_owned()));
    app.world_mut().write_message(OnlineRequest::Create {
        colour: SeatChoice::White,
        clock,
        public: false,
        variant,
    });
    run_until(app, "the game's code", |app| {
        online(app)
            .game()
            .filter(|g| g.status().is_some())
            .map(|g| g.code().to_owned())
    })
}

#[test]
fn an_online_game_is_played_on_the_board() {
    let server = start_server();
    let address = server.addr.to_string();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut app = app_with(Game::new(), AnimationSpeed::Fast);
    // The app's clocks run on a clock of the test's, which stands still: what they show is
    // what the server said, with nothing of the test's own running time in it.
    app.world_mut().resource_mut::<Online>().session =
        lasca_online::client::Session::new(std::sync::Arc::new(FakeClock::at(0)));
    let code = create_as_white(&mut app, &address, TimeControl::minutes(5, 0));
    assert!(online(&app).game().unwrap().waiting());
    // A friend joins with the code. White's clock starts at the join, after this instant, and
    // stops at White's move, before the friend has seen it: however slow the machine, White
    // used at most the time between the two.
    let before_join = Instant::now();
    let url = format!("ws://{address}/ws");
    let (mut friend, token) =
        runtime.block_on(async { friend_joins(Client::connect(&url).await.unwrap(), &code).await });
    // The frame that takes the news asks for the frame that shows White's clock's next
    // second: a window that waited for input would show a clock standing still.
    let deadline = Instant::now() + Duration::from_secs(120);
    let demand = loop {
        app.world_mut().resource_mut::<FrameDemand>().take();
        app.update();
        if online(&app)
            .game()
            .is_some_and(|g| g.status() == Some(Status::Playing))
        {
            break app.world_mut().resource_mut::<FrameDemand>().take();
        }
        assert!(
            Instant::now() < deadline,
            "timed out waiting for the game to start"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    assert_eq!(online(&app).game().unwrap().running(), Some(Colour::White));
    assert!(
        demand.within().is_some(),
        "the frame that started the clock asked for no redraw: {demand:?}"
    );
    let seats = app.world().resource::<Seats>().0;
    assert_eq!((seats.white, seats.black), (Player::Human, Player::Remote));
    // Our move, with the mouse.
    pick(&mut app, "c3");
    pick(&mut app, "d4");
    settle(&mut app);
    assert_eq!(game(&app).ply(), 1);
    // The friend sees it and answers.
    let mut local = Game::new();
    local.play_str("c3-d4").unwrap();
    let reply = local.legal_moves()[0].to_string();
    let white_after_move = runtime.block_on(async {
        let (seen, clocks) = friend
            .recv_until(Duration::from_secs(60), |m| match m {
                ServerMessage::Moved {
                    ply: 0, mv, clocks, ..
                } => Some((mv.clone(), *clocks)),
                _ => None,
            })
            .await
            .unwrap();
        assert_eq!(seen, "c3-d4");
        clocks.expect("a clocked game's move carries the clocks")
    });
    let at_most_used = u64::try_from(before_join.elapsed().as_millis()).unwrap() + 1;
    // White's clock stopped when White moved: the server says what White has left (5 minutes
    // less what White used), while Black's runs.
    assert_eq!(white_after_move.running, Some(Colour::Black));
    assert!(
        (300_000 - at_most_used..=300_000).contains(&white_after_move.white_ms),
        "White's clock after White's move: {} ms, though White used at most {at_most_used} ms",
        white_after_move.white_ms
    );
    runtime.block_on(async {
        friend
            .send(&ClientMessage::Move {
                code: code.clone(),
                token: token.clone(),
                ply: 1,
                mv: reply.clone(),
            })
            .await
            .unwrap();
    });
    run_until(&mut app, "the reply on the board", |app| {
        (game(app).ply() == 2).then_some(())
    });
    settle(&mut app);
    assert_eq!(game(&app).moves()[1].to_string(), reply);
    assert_eq!(state(&app), TurnState::AwaitingMove);
    // The reply brought the server's clocks: White's as it stopped (Black's turn did not touch
    // it), running again. The app's time stands still (a fake clock), so it shows exactly that.
    let clocks = online(&app).game().unwrap().clocks();
    let clocks = clocks.expect("a clocked game shows its clocks");
    assert_eq!(clocks.white_ms, white_after_move.white_ms);
    assert_eq!(clocks.running, Some(Colour::White));
    // Black's clock ran from White's move to Black's reply, both inside the test's time since
    // the join.
    let black_at_most_used = u64::try_from(before_join.elapsed().as_millis()).unwrap() + 1;
    assert!(
        (300_000 - black_at_most_used..=300_000).contains(&clocks.black_ms),
        "Black's clock after Black's reply: {} ms",
        clocks.black_ms
    );
    // Undo belongs to the server: locally it does nothing.
    app.world_mut().write_message(HistoryRequest::Undo);
    settle(&mut app);
    assert_eq!(game(&app).ply(), 2);
    // The friend offers a draw; we accept it from the app.
    runtime.block_on(async {
        friend
            .send(&ClientMessage::Offer {
                code: code.clone(),
                token: token.clone(),
                kind: OfferKind::Draw,
            })
            .await
            .unwrap();
    });
    run_until(&mut app, "the offer", |app| {
        (online(app).game()?.offer_to_answer() == Some(OfferKind::Draw)).then_some(())
    });
    app.world_mut()
        .write_message(OnlineRequest::Answer(OfferKind::Draw, true));
    run_until(&mut app, "game over", |app| {
        (state(app) == TurnState::GameOver).then_some(())
    });
    let result = online(&app).game().unwrap().result().unwrap();
    assert_eq!((result.winner, result.reason), (None, EndReason::Agreement));
    // Leaving keeps the board and makes it a game at one screen.
    app.world_mut().write_message(OnlineRequest::Leave);
    app.update();
    assert!(!online(&app).in_game());
    assert_eq!(game(&app).ply(), 2);
    let seats = app.world().resource::<Seats>().0;
    assert!(seats.white != Player::Remote && seats.black != Player::Remote);
}

/// A headless friend takes the free seat of `code`: the client and the seat's token.
async fn friend_joins(mut friend: Client, code: &str) -> (Client, String) {
    friend
        .send(&ClientMessage::Join { code: code.into() })
        .await
        .unwrap();
    let token = friend
        .recv_until(Duration::from_secs(60), |m| match m {
            ServerMessage::Seat { token, .. } => Some(token.clone()),
            _ => None,
        })
        .await
        .unwrap();
    (friend, token)
}

#[test]
fn an_online_bashni_game_is_played_on_the_8x8_board() {
    use lasca_rules::Variant;
    let server = start_server();
    let address = server.addr.to_string();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut app = app_with(Game::new(), AnimationSpeed::Fast);
    let code = create_game_as_white(&mut app, &address, None, Variant::Bashni);
    let url = format!("ws://{address}/ws");
    let (mut friend, token, variant) = runtime.block_on(async {
        let client = Client::connect_newest(&url).await.unwrap();
        let (mut friend, token) = friend_joins(client, &code).await;
        let variant = friend
            .recv_until(Duration::from_secs(60), |m| match m {
                ServerMessage::State { game } => Some(game.variant),
                _ => None,
            })
            .await
            .unwrap();
        (friend, token, variant)
    });
    assert_eq!(variant, Variant::Bashni, "the joiner is told the game");
    run_until(&mut app, "the game to start", |app| {
        online(app)
            .game()
            .is_some_and(|g| g.status() == Some(Status::Playing))
            .then_some(())
    });
    assert_eq!(any_game(&app).variant(), Variant::Bashni);
    assert_eq!(any_game(&app).position().size(), 8);
    // Our move to h4, a square of the 8x8 board only, with the mouse.
    pick(&mut app, "g3");
    pick(&mut app, "h4");
    settle(&mut app);
    assert_eq!(any_game(&app).ply(), 1);
    runtime.block_on(async {
        let seen = friend
            .recv_until(Duration::from_secs(60), |m| match m {
                ServerMessage::Moved { ply: 0, mv, .. } => Some(mv.clone()),
                _ => None,
            })
            .await
            .unwrap();
        assert_eq!(seen, "g3-h4");
        friend
            .send(&ClientMessage::Move {
                code: code.clone(),
                token: token.clone(),
                ply: 1,
                mv: "b6-a5".into(),
            })
            .await
            .unwrap();
    });
    run_until(&mut app, "the reply on the board", |app| {
        (any_game(app).ply() == 2).then_some(())
    });
    settle(&mut app);
    assert_eq!(any_game(&app).move_texts(), ["g3-h4", "b6-a5"]);
    drop(friend);
    server.stop().unwrap();
}

/// Makes an account on the server's site (a plain HTTP request, as a browser's sign-up).
fn sign_up(address: &str, name: &str, password: &str) {
    use std::io::{Read, Write};
    let body = format!(r#"{{"name":"{name}","password":"{password}"}}"#);
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    write!(
        stream,
        "POST /api/signup HTTP/1.1\r\nHost: {address}\r\nOrigin: http://{address}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[test]
fn the_game_logs_in_to_the_server_s_site_and_plays_under_the_account_s_name() {
    let server = start_server();
    let address = server.addr.to_string();
    sign_up(&address, "Nimzowitsch", "a column of seven men");
    let mut app = app_with(Game::new(), AnimationSpeed::Fast);
    app.world_mut()
        .write_message(OnlineRequest::Connect(address.clone()));
    // A wrong password is told, and nothing is kept.
    app.world_mut().write_message(OnlineRequest::LogIn {
        name: "nimzowitsch".into(),
        password: "six men".into(),
    });
    run_until(&mut app, "the refusal", |app| {
        online(app)
            .notice
            .as_ref()
            .filter(|n| n.contains("wrong name or password"))
            .map(|_| ())
    });
    let settings = |app: &App| {
        app.world()
            .resource::<lasca::app::core::UserSettings>()
            .settings
            .online_account
            .clone()
    };
    assert_eq!(settings(&app), None);
    app.world_mut().write_message(OnlineRequest::LogIn {
        name: "nimzowitsch".into(),
        password: "a column of seven men".into(),
    });
    let account = run_until(&mut app, "the log-in", settings);
    assert_eq!(account.name, "Nimzowitsch");
    assert_eq!(account.server, address);
    // The game it creates is played under the account's name.
    app.world_mut().write_message(OnlineRequest::Create {
        colour: SeatChoice::White,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
    });
    run_until(&mut app, "the name beside the board", |app| {
        online(app)
            .game()
            .and_then(|g| g.player_name(Colour::White))
            .filter(|name| name == "Nimzowitsch")
    });
    app.world_mut().write_message(OnlineRequest::LogOut);
    app.update();
    assert_eq!(settings(&app), None);
}
