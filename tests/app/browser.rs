//! A desktop player and a browser player finish a game together: the headless app plays White
//! through the online controller, Debian's Chromium plays Black by clicks on squares in the
//! browser client that the same server serves. The browser harness is the online crate's
//! (`crates/online/tests/loopback/webdriver.rs`, included by its path); without chromedriver
//! the test fails under CI and is skipped with a notice elsewhere.

use bevy::prelude::*;
use lasca::app::core::TurnState;
use lasca::record::AnimationSpeed;
use lasca_online::protocol::{Status, TimeControl};
use lasca_rules::{Colour, Game};

use super::online::{create_as_white, online, run_until, start_server};
use super::{app_with, game, pick, settle, state};

#[path = "../../crates/online/tests/loopback/webdriver.rs"]
mod webdriver;

use webdriver::{black_choice, driver, open_browser, runtime, white_choice};

#[path = "../../crates/online/tests/loopback/testdb.rs"]
mod testdb;

#[path = "../../crates/online/tests/loopback/skip.rs"]
mod skip;

#[test]
fn a_desktop_player_and_a_browser_player_finish_a_game_together() {
    let Some(driver) = driver() else { return };
    let server = start_server();
    let address = server.addr.to_string();
    desktop_against_browser(&driver, &address, &address, "browser-against-desktop.png");
}

/// The same on two instances sharing a PostgreSQL: the desktop game plays through one, the
/// browser through the other, each the other's opponent across the bus.
#[test]
fn a_desktop_player_and_a_browser_player_finish_a_game_on_two_instances() {
    let Some(driver) = driver() else { return };
    let Some(db) = testdb::TestDb::new("desktop_browser") else {
        return;
    };
    let instance = |name: &str| {
        lasca_online::server::start(lasca_online::server::Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            db: lasca_online::server::Database::Postgres(db.url.clone()),
            instance: Some(lasca_online::cluster::ClusterConfig {
                name: name.to_owned(),
                lease: std::time::Duration::from_secs(5),
            }),
            durability: Default::default(),
            limits: lasca_online::server::ConnectionLimits::default(),
            threads: 1,
            behind_proxy: false,
            trusted_proxies: Vec::new(),
            allowed_origins: Vec::new(),
            engine: lasca_online::engine::EngineConfig::default(),
            tls: None,
        })
        .expect("an instance starts")
    };
    let one = instance("desktop");
    let two = instance("browser");
    desktop_against_browser(
        &driver,
        &one.addr.to_string(),
        &two.addr.to_string(),
        "browser-against-desktop-two-instances.png",
    );
    drop((one, two));
}

/// The desktop game creates a game through `desktop` and plays White; the browser opens the
/// game's link at `browser` and plays Black by clicks, to the end.
fn desktop_against_browser(
    driver: &webdriver::Driver,
    desktop: &str,
    browser: &str,
    screenshot: &str,
) {
    let mut app = app_with(Game::new(), AnimationSpeed::Fast);
    let code = create_as_white(&mut app, desktop, TimeControl::minutes(10, 5));
    // The link the desktop game shows is the one the friend opens (here on `browser`, which
    // may be another instance of the same site).
    let link = lasca_online::client::game_link(desktop, &code);
    assert_eq!(link, format!("http://{desktop}/g/{code}"));
    let link = lasca_online::client::game_link(browser, &code);
    let runtime = runtime();
    let page = runtime.block_on(async {
        let page = open_browser(driver, 1280, 800, "en").await;
        page.goto(&link).await;
        page
    });
    // The link took the free seat: the game is on.
    run_until(&mut app, "the browser to join", |app| {
        online(app)
            .game()
            .is_some_and(|g| g.status() == Some(Status::Playing))
            .then_some(())
    });
    let mut local = Game::new();
    runtime.block_on(page.shows(&local.position().to_string(), 0));
    for _ in 0..400 {
        if local.outcome().is_some() {
            break;
        }
        if local.position().side_to_move() == Colour::White {
            // The desktop player, with the mouse on the 3D board: the column, then each
            // landing.
            let mv = white_choice(&local);
            for square in mv.path() {
                pick(&mut app, &square.to_string());
            }
            settle(&mut app);
            local.try_play(mv).expect("legal");
            assert_eq!(game(&app).ply(), local.ply(), "the app played {mv}");
            runtime.block_on(page.shows(&local.position().to_string(), local.ply()));
        } else {
            // The browser player, by clicks on its squares.
            let mv = black_choice(&local);
            let mut after = local.clone();
            after.try_play(mv).expect("legal");
            runtime.block_on(page.play(&mv, &after));
            local = after;
            run_until(&mut app, "the browser's move on the board", |app| {
                (game(app).ply() == local.ply()).then_some(())
            });
            settle(&mut app);
        }
        assert_eq!(*game(&app).position(), *local.position());
    }
    assert!(local.outcome().is_some(), "the game was finished");
    run_until(&mut app, "game over in the app", |app| {
        (state(app) == TurnState::GameOver).then_some(())
    });
    let result = online(&app).game().unwrap().result().expect("a result");
    assert_eq!(result.winner, Some(Colour::White));
    runtime.block_on(async {
        page.until(
            "the result in the browser",
            "const s = document.querySelector('#status'); return !!s && /White|wins/.test(s.textContent);",
        )
        .await;
        page.screenshot(screenshot).await;
        page.close().await;
    });
}
