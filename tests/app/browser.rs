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

#[test]
fn a_desktop_player_and_a_browser_player_finish_a_game_together() {
    let Some(driver) = driver() else { return };
    let server = start_server();
    let address = server.addr.to_string();
    let mut app = app_with(Game::new(), AnimationSpeed::Fast);
    let code = create_as_white(&mut app, &address, TimeControl::minutes(10, 5));
    // The link the desktop game shows is the one the friend opens.
    let link = lasca_online::client::game_link(&address, &code);
    assert_eq!(link, format!("http://{address}/g/{code}"));
    let runtime = runtime();
    let page = runtime.block_on(async {
        let page = open_browser(&driver, 1280, 800, "en").await;
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
        page.screenshot("browser-against-desktop.png").await;
        page.close().await;
    });
}
