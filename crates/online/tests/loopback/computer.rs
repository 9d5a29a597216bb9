//! The computer on the server, from a browser (issue 40): a whole game against it by taps on
//! a phone-sized window, a game on a clock against the strongest level, and a finished game's
//! own page: stepped through with the keys, downloaded, analysed once for every viewer.

use std::sync::atomic::AtomicBool;

use lasca_ai::{Level, play_level};
use lasca_online::client::Connection;
use lasca_online::hub::Stats;
use lasca_online::protocol::{ClientMessage, Opponent, SeatChoice, ServerMessage, Status};
use lasca_online::server::{ConnectionLimits as Limits, Running};
use lasca_rules::Game;

use super::crash::{next_event, next_seat, next_state};
use super::webdriver::{Page, driver, open_browser, runtime};
use super::{move_message, start};

fn http(server: &Running) -> String {
    format!("http://{}", server.addr)
}

/// The moves the page lists, in order.
async fn listed_moves(page: &Page) -> Vec<String> {
    let value = page
        .js("return [...document.querySelectorAll('#moves li')].map(e => e.textContent);")
        .await;
    serde_json::from_value(value).unwrap_or_default()
}

/// The lobby's "Play the computer" at `level`, as White, on `clock`: the game's code. The lobby
/// as chosen is saved as the screenshot `shot`.
async fn play_the_computer(page: &Page, level: u8, clock: &str, shot: &str) -> String {
    page.until(
        "the lobby",
        "return !!document.querySelector('#computer-button');",
    )
    .await;
    page.click(&format!("#computer-level option[value=\"{level}\"]"))
        .await;
    page.click("#computer-colour option[value=\"white\"]").await;
    page.click(&format!("#computer-clock option[value=\"{clock}\"]"))
        .await;
    page.screenshot(shot).await;
    page.click("#computer-button").await;
    let path = page
        .until(
            "the game's page",
            "return location.pathname.startsWith('/g/') ? location.pathname : null;",
        )
        .await;
    path.as_str().unwrap().trim_start_matches("/g/").to_owned()
}

/// Waits until the computer answered (the page lists `ply` moves) or the game is over.
async fn computer_answered(page: &Page, ply: usize) -> bool {
    let script = format!(
        "const g = document.querySelector('#game'); \
         if (g && g.dataset.status === 'ended') return 'ended'; \
         const b = document.querySelector('#board'); \
         return b && b.getAttribute('data-ply') === '{ply}' && \
           !document.querySelector('#status').classList.contains('thinking') ? 'moved' : null;"
    );
    page.until("the computer's answer", &script).await == "moved"
}

#[test]
fn at_360x740_a_whole_game_against_level_1_is_played_by_taps() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    runtime().block_on(async {
        let page = open_browser(&driver, 360, 740, "en").await;
        page.goto(&format!("{}/", http(&server))).await;
        play_the_computer(&page, 1, "none", "lobby-phone.png").await;
        let player = page.text("#player-black").await;
        assert!(player.contains("Recruit"), "{player}");
        // The sound of one's move, on: it plays at each of the computer's answers.
        page.js("document.querySelector('#sound').scrollIntoView(); return true;")
            .await;
        page.click("#sound").await;
        assert_eq!(
            page.js("return localStorage.getItem('lasca.sound');").await,
            "on"
        );
        // A take-back against the computer needs no consent: a move and its answer, taken
        // back at once.
        let mut start = Game::new();
        let first = start.legal_moves()[0];
        start.try_play(first).unwrap();
        page.play_text(&first.to_string(), &start.position().to_string(), 1)
            .await;
        assert!(computer_answered(&page, 2).await, "the computer answers");
        page.js("document.querySelector('#offer-takeback').scrollIntoView(); return true;")
            .await;
        page.click("#offer-takeback").await;
        page.shows(&Game::new().position().to_string(), 0).await;
        let level = Level::new(4).unwrap();
        let searcher = level.searcher();
        let mut game = Game::new();
        while game.outcome().is_none() {
            assert!(game.ply() < 400, "a game of {} plies", game.ply());
            // The side the page plays (White) chooses as level 4 does, by taps.
            let answer = play_level(
                &searcher,
                &game,
                level,
                1,
                &AtomicBool::new(false),
                &mut |_| {},
            );
            let mv = answer.best_move.expect("White has a move");
            game.try_play(mv).unwrap();
            page.play_text(&mv.to_string(), &game.position().to_string(), game.ply())
                .await;
            if game.outcome().is_some() {
                break;
            }
            if !computer_answered(&page, game.ply() + 1).await {
                break;
            }
            let listed = listed_moves(&page).await;
            let reply = listed.last().expect("the computer's move is listed");
            game.play_str(reply).unwrap();
        }
        page.until(
            "the result",
            "return document.querySelector('#game').dataset.status === 'ended';",
        )
        .await;
        assert!(game.outcome().is_some(), "the game was played to its end");
        assert_eq!(listed_moves(&page).await.len(), game.ply());
        page.screenshot("computer-phone.png").await;
        page.close().await;
    });
    assert!(Stats::get(&server.stats().computer_moves) > 0);
    server.stop().unwrap();
}

#[test]
fn level_8_on_a_clock_keeps_within_its_time() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    runtime().block_on(async {
        let page = open_browser(&driver, 1280, 800, "en").await;
        page.goto(&format!("{}/", http(&server))).await;
        play_the_computer(&page, 8, "1+0", "lobby.png").await;
        let mut game = Game::new();
        for _ in 0..3 {
            let mv = game.legal_moves()[0];
            game.try_play(mv).unwrap();
            page.play_text(&mv.to_string(), &game.position().to_string(), game.ply())
                .await;
            assert!(
                computer_answered(&page, game.ply() + 1).await,
                "the game goes on"
            );
            let listed = listed_moves(&page).await;
            game.play_str(listed.last().unwrap()).unwrap();
        }
        // Three moves of a level that thinks 2 s at most: its minute is far from spent, and
        // the game is on.
        let clock = page.text("#clock-black").await;
        assert!(clock.starts_with("0:"), "{clock}");
        let seconds: u32 = clock.trim_start_matches("0:").parse().unwrap_or(0);
        assert!(seconds >= 30, "the computer's clock shows {clock}");
        assert_eq!(
            page.attr("#game", "data-status").await.as_deref(),
            Some("playing")
        );
        page.screenshot("computer-clock.png").await;
        page.close().await;
    });
    server.stop().unwrap();
}

/// A finished game against the computer, played by the headless client: its code and moves.
fn a_finished_game(address: &str) -> (String, Vec<String>) {
    let player = Connection::open(address);
    player.send(ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: Some(Opponent::Computer(2)),
    });
    let (code, _, token) = next_seat(&player);
    next_state(&player, &code, |g| g.status == Status::Playing);
    let mut game = Game::new();
    for _ in 0..5 {
        let mv = game.legal_moves()[0].to_string();
        player.send(move_message(&code, &token, game.ply() as u32, &mv));
        game.play_str(&mv).unwrap();
        let reply = next_event(&player, "the computer's move", |m| match m {
            ServerMessage::Moved { ply, mv, .. } if ply as usize == game.ply() => Some(mv),
            _ => None,
        });
        game.play_str(&reply).unwrap();
    }
    player.send(ClientMessage::Resign {
        code: code.clone(),
        token,
    });
    next_event(&player, "the end", |m| {
        matches!(m, ServerMessage::Ended { .. }).then_some(())
    });
    (code, game.moves().iter().map(ToString::to_string).collect())
}

/// Presses `key` on the page (outside the board and the fields).
async fn press(page: &Page, key: &str) {
    page.js(&format!(
        "document.body.dispatchEvent(new KeyboardEvent('keydown', {{ key: {key:?}, bubbles: true }})); return true;"
    ))
    .await;
}

async fn shown_ply(page: &Page) -> Option<String> {
    page.attr("#review", "data-ply").await
}

#[test]
fn a_finished_game_s_page_steps_downloads_and_is_analysed_once_for_everyone() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let (code, moves) = a_finished_game(&server.addr.to_string());
    runtime().block_on(async {
        let page = open_browser(&driver, 1280, 800, "en").await;
        page.goto(&format!("{}/g/{code}", http(&server))).await;
        page.until(
            "the finished game",
            "return document.querySelector('#game').dataset.status === 'ended' && \
             !document.querySelector('#review').hidden;",
        )
        .await;
        // The keys step through it; the board follows.
        press(&page, "Home").await;
        page.until(
            "the start",
            "return document.querySelector('#board').getAttribute('data-ply') === '0';",
        )
        .await;
        assert_eq!(shown_ply(&page).await.as_deref(), Some("0"));
        press(&page, "ArrowRight").await;
        press(&page, "ArrowRight").await;
        page.until(
            "ply 2",
            "return document.querySelector('#board').getAttribute('data-ply') === '2';",
        )
        .await;
        assert_eq!(
            page.attr("#moves li.shown", "data-ply").await.as_deref(),
            Some("2")
        );
        let last = moves.len().to_string();
        press(&page, "End").await;
        page.until(
            "the end",
            &format!(
                "return document.querySelector('#board').getAttribute('data-ply') === '{last}';"
            ),
        )
        .await;
        press(&page, "ArrowLeft").await;
        assert_eq!(shown_ply(&page).await, Some((moves.len() - 1).to_string()));
        // A click on a move shows the board after it.
        page.click("#moves li[data-ply=\"3\"]").await;
        page.until(
            "ply 3",
            "return document.querySelector('#board').getAttribute('data-ply') === '3';",
        )
        .await;
        // The game file.
        page.js(
            "window.__pgn = null; fetch(document.querySelector('#download').href) \
             .then(r => r.text()).then(t => window.__pgn = t); return true;",
        )
        .await;
        let file = page.until("the game file", "return window.__pgn;").await;
        let file = file.as_str().unwrap();
        assert!(
            file.contains("[Black \"Computer (level 2, Private)\"]"),
            "{file}"
        );
        assert!(file.contains("[Result \"0-1\"]"), "{file}");
        assert_eq!(super::game_file_moves(file), moves);
        // The analysis: asked once, searched once.
        page.js("document.querySelector('#analyse').scrollIntoView(); return true;")
            .await;
        page.click("#analyse").await;
        page.until(
            "the analysis",
            "return document.querySelectorAll('#graph polygon').length === 1 && \
             !document.querySelector('#analysis-move').hidden;",
        )
        .await;
        page.screenshot("analysis.png").await;
        assert_eq!(Stats::get(&server.stats().analyses_run), 1);
        // A second viewer gets it at once, from the store: no second search.
        let second = open_browser(&driver, 360, 740, "de").await;
        second.goto(&format!("{}/g/{code}", http(&server))).await;
        second
            .until(
                "the stored analysis",
                "return document.querySelectorAll('#graph polygon').length === 1;",
            )
            .await;
        second
            .js("document.querySelector('#review').scrollIntoView(); return true;")
            .await;
        second.screenshot("analysis-phone.png").await;
        assert_eq!(Stats::get(&server.stats().analyses_run), 1);
        second.close().await;
        page.close().await;
    });
    server.stop().unwrap();
}
