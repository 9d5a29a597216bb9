//! The browser client in a real browser: Debian's `chromium`, driven through `chromedriver`
//! by WebDriver (fantoccini), against a server on a loopback port, with the game's own
//! headless connection on the other side of the board.
//!
//! `.ci/run` installs both packages; the harness is `webdriver.rs`.
//!
//! Every move of the browser's side is made by clicks on squares, as a player makes it; the
//! tests read the page's state from the attributes the client keeps for them (`#board`'s
//! `data-position` and `data-ply`: docs/ONLINE.md and crates/online/web/README.md list them).

use std::path::Path;
use std::time::{Duration, Instant};

use lasca_online::client::Connection;
use lasca_online::protocol::{ClientMessage, ServerMessage, Status};
use lasca_online::server::{ConnectionLimits as Limits, Running};
use lasca_rules::{Colour, Game};
use serde_json::{Value, json};

use super::crash::{next_event, next_seat, next_state, spawn_server};
use super::webdriver::{
    Driver, Page, black_choice, driver, open_browser, promotes, runtime, white_choice,
};
use super::{WAIT, move_message, start};

/// The page's URL for `server`.
fn http(server: &Running) -> String {
    format!("http://{}", server.addr)
}

/// A square of White's with no capture while captures are compulsory, if there is one now.
fn a_column_that_may_not_move(game: &Game) -> Option<String> {
    let moves = game.legal_moves();
    if !moves.iter().all(|m| m.is_capture()) {
        return None;
    }
    game.position()
        .columns()
        .filter(|(_, column)| column.commander().map(|man| man.colour) == Some(Colour::White))
        .map(|(square, _)| square)
        .find(|&square| moves.iter().all(|m| m.from() != square))
        .map(|square| square.to_string())
}

/// The headless player's connection (the desktop game's own, which reconnects by itself).
fn headless(server_address: &str) -> Connection {
    Connection::open(server_address)
}

fn next_moved(connection: &Connection, ply: usize) -> String {
    next_event(connection, "the browser's move", |m| match m {
        ServerMessage::Moved { ply: p, mv, .. } if p as usize == ply => Some(mv),
        ServerMessage::Error { kind, message } => panic!("refused: {kind:?} {message}"),
        _ => None,
    })
}

/// The browser (White, `page`) and the headless player (Black) play until the game ends, or
/// for `plies` plies; the spectators' pages are checked after every move. What happened.
#[derive(Default)]
struct Played {
    multi_jump: bool,
    promotion: bool,
    refused_tap: bool,
}

async fn play_on(
    page: &Page,
    watchers: &[&Page],
    black: &Connection,
    code: &str,
    black_token: &str,
    game: &mut Game,
    plies: usize,
    played: &mut Played,
) {
    for _ in 0..plies {
        if game.outcome().is_some() {
            return;
        }
        let before = game.ply();
        if game.position().side_to_move() == Colour::White {
            // What the page had sent before a refused tap, if it makes one now.
            let mut refused_at = None;
            if !played.refused_tap
                && let Some(square) = a_column_that_may_not_move(game)
            {
                // A column that may not move while a capture is compulsory: refused with the
                // rules' reason, and nothing is sent (seen below, once the next move is).
                refused_at = Some(page.sent().await);
                page.tap(&square).await;
                page.until(
                    "the compulsory capture's refusal",
                    "const m = document.querySelector('#message'); \
                     return !!m && m.getAttribute('data-kind') === 'compulsory_capture';",
                )
                .await;
                assert!(page.lit().await.is_empty(), "nothing lit for {square}");
                played.refused_tap = true;
            }
            let mv = white_choice(game);
            played.multi_jump |= mv.hop_count() >= 2;
            played.promotion |= promotes(game, &mv);
            let mut after = game.clone();
            after.try_play(mv).expect("legal");
            page.play(&mv, &after).await;
            let seen = next_moved(black, before);
            assert_eq!(seen, mv.to_string());
            if let Some(from) = refused_at {
                // The move went through the server to Black after the refused tap: of all the
                // page sent since the tap, only the move.
                let sent = page.sent_since(from).await;
                assert_eq!(sent.len(), 1, "a refused tap sent something: {sent:?}");
                assert_eq!(sent[0]["type"], json!("move"), "{sent:?}");
                assert_eq!(sent[0]["move"], json!(mv.to_string()), "{sent:?}");
            }
            *game = after;
        } else {
            let mv = black_choice(game);
            black.send(move_message(
                code,
                black_token,
                before as u32,
                &mv.to_string(),
            ));
            game.try_play(mv).expect("legal");
            page.shows(&game.position().to_string(), game.ply()).await;
        }
        for watcher in watchers {
            watcher
                .shows(&game.position().to_string(), game.ply())
                .await;
        }
    }
}

/// Creates a game from the lobby page by taps (White, `clock`), and gives its code.
async fn create_from_lobby(page: &Page, clock: &str) -> String {
    create_game_from_lobby(page, clock, "lasca7").await
}

/// Creates a game of `variant` from the lobby page by taps (White, `clock`): its code.
async fn create_game_from_lobby(page: &Page, clock: &str, variant: &str) -> String {
    page.until(
        "the lobby",
        "return !!document.querySelector('#create-button');",
    )
    .await;
    page.click("#create-colour option[value=\"white\"]").await;
    page.click(&format!("#create-variant option[value=\"{variant}\"]"))
        .await;
    page.click(&format!("#create-clock option[value=\"{clock}\"]"))
        .await;
    page.click("#create-button").await;
    let path = page
        .until(
            "the game's page",
            "return location.pathname.startsWith('/g/') ? location.pathname : null;",
        )
        .await;
    let code = path.as_str().unwrap().trim_start_matches("/g/").to_owned();
    assert_eq!(code.len(), 9, "{code}");
    code
}

/// The headless player joins `code` as Black: its token.
fn join(black: &Connection, code: &str) -> String {
    black.send(ClientMessage::Join { code: code.into() });
    let (joined, colour, token) = next_seat(black);
    assert_eq!((joined.as_str(), colour), (code, Colour::Black));
    next_state(black, code, |g| g.status == Status::Playing);
    token
}

/// A new browser window of `size` on the lobby at `base` creates a game (White, `clock`), and
/// the headless player at `address` joins it as Black: the page, the headless connection, the
/// code and Black's token.
async fn a_game_from_the_lobby(
    driver: &Driver,
    base: &str,
    address: &str,
    (width, height): (u32, u32),
    clock: &str,
) -> (Page, Connection, String, String) {
    let page = open_browser(driver, width, height, "en").await;
    page.goto(&format!("{base}/")).await;
    let code = create_from_lobby(&page, clock).await;
    let black = headless(address);
    let black_token = join(&black, &code);
    page.shows(&Game::new().position().to_string(), 0).await;
    (page, black, code, black_token)
}

#[test]
fn a_browser_plays_a_whole_game_by_clicks_and_a_second_browser_watches_every_move() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    runtime().block_on(async {
        let (player, black, code, black_token) =
            a_game_from_the_lobby(&driver, &http(&server), &address, (1280, 800), "10+5").await;
        // The token is kept in the page's storage, never in its address.
        let url = player.browser.current_url().await.unwrap().to_string();
        let token = player
            .js(&format!(
                "return JSON.parse(localStorage.getItem('lasca.seat.{code}')).token;"
            ))
            .await;
        let token = token.as_str().expect("the seat's token is stored").to_owned();
        assert!(!url.contains(&token), "{url}");
        let mut game = Game::new();

        // A second browser opens the link: both seats are taken, so it watches.
        let watcher = open_browser(&driver, 1280, 800, "en").await;
        watcher.goto(&format!("{}/g/{code}", http(&server))).await;
        watcher.shows(&game.position().to_string(), 0).await;

        let mut played = Played::default();
        play_on(
            &player,
            &[&watcher],
            &black,
            &code,
            &black_token,
            &mut game,
            400,
            &mut played,
        )
        .await;
        let outcome = game.outcome().expect("the game ended");
        assert!(played.multi_jump, "the browser played no multi-jump");
        assert!(played.promotion, "the browser promoted no man");
        assert!(played.refused_tap, "no compulsory capture was refused");
        // Both pages say so, and the spectator's move list has every move.
        for page in [&player, &watcher] {
            page.until(
                "the result",
                "const s = document.querySelector('#status'); return !!s && /White|wins/.test(s.textContent);",
            )
            .await;
        }
        let listed = watcher
            .js("return document.querySelectorAll('#moves li').length;")
            .await;
        assert_eq!(listed.as_u64(), Some(game.ply() as u64), "{outcome:?}");
        player.screenshot("player-end.png").await;
        watcher.screenshot("watcher-end.png").await;
        player.close().await;
        watcher.close().await;
    });
}

#[test]
fn after_kill_nine_the_browser_reconnects_by_itself_and_finishes_the_game() {
    let Some(driver) = driver() else { return };
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("server.sqlite");
    let first = spawn_server("127.0.0.1:0", &db);
    let address = first
        .url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .to_owned();
    runtime().block_on(async {
        let base = format!("http://{address}");
        let (player, black, code, black_token) =
            a_game_from_the_lobby(&driver, &base, &address, (1280, 800), "5+3").await;
        let mut game = Game::new();
        let mut played = Played {
            refused_tap: true,
            ..Played::default()
        };
        play_on(&player, &[], &black, &code, &black_token, &mut game, 6, &mut played).await;

        // kill -9, then the same server again on the same port and database.
        drop(first);
        player
            .until(
                "the page to say it lost the connection",
                "const c = document.querySelector('#connection'); return !!c && c.getAttribute('data-state') !== 'connected';",
            )
            .await;
        // Cut off, the page cannot know whether the opponent is there: it does not say
        // "online".
        assert_eq!(
            player.attr("#player-black", "data-state").await.as_deref(),
            Some("unknown"),
            "{}",
            player.text("#player-black").await
        );
        let second = spawn_server(&address, &db);
        player
            .until(
                "the page to reconnect by itself",
                "const c = document.querySelector('#connection'); return !!c && c.getAttribute('data-state') === 'connected';",
            )
            .await;
        // The headless side comes back too (its own connection resumes its seat).
        next_event(&black, "the reconnection", |e| match e {
            ServerMessage::State { game: g } if g.code == code => Some(()),
            _ => None,
        });
        player.shows(&game.position().to_string(), game.ply()).await;
        player
            .until(
                "the opponent's presence once the state is back",
                "const p = document.querySelector('#player-black'); return !!p && p.getAttribute('data-state') !== 'unknown';",
            )
            .await;
        play_on(&player, &[], &black, &code, &black_token, &mut game, 400, &mut played).await;
        assert!(game.outcome().is_some(), "the game was finished");
        player
            .until(
                "the result",
                "const s = document.querySelector('#status'); return !!s && /White|wins/.test(s.textContent);",
            )
            .await;
        player.close().await;
        drop(second);
    });
}

#[test]
fn on_a_phone_sized_window_a_move_is_played_by_taps() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    runtime().block_on(async {
        let (phone, black, code, black_token) =
            a_game_from_the_lobby(&driver, &http(&server), &address, (360, 740), "none").await;
        let mut game = Game::new();
        // A phone's screen, nothing wider than it, squares big enough for a finger.
        let screen = phone.js("return [window.innerWidth, window.innerHeight];").await;
        assert_eq!(screen, json!([360, 740]));
        let width = phone
            .js("return document.documentElement.scrollWidth <= window.innerWidth;")
            .await;
        assert_eq!(width, Value::Bool(true), "the page scrolls sideways at 360 px");
        let square = phone
            .js("return document.querySelector('#board .square[data-square=\"c3\"]').getBoundingClientRect().width;")
            .await;
        assert!(square.as_f64().unwrap_or(0.0) >= 40.0, "a square is {square} px");
        let mut played = Played {
            refused_tap: true,
            ..Played::default()
        };
        play_on(&phone, &[], &black, &code, &black_token, &mut game, 2, &mut played).await;
        phone.screenshot("phone.png").await;
        phone.close().await;
    });
}

const ENTER: &str = "\u{e007}";
const ESCAPE: &str = "\u{e00c}";

#[test]
fn the_keyboard_alone_creates_a_game_picks_a_column_and_plays_a_typed_move() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    runtime().block_on(async {
        let page = open_browser(&driver, 1280, 800, "en").await;
        // A link to no game brings the lobby back, with the code and why.
        page.goto(&format!("{}/g/ZZZ-ZZZ-ZZZ", http(&server))).await;
        page.until(
            "the lobby after an unknown code",
            "return location.pathname === '/' && !document.querySelector('#lobby').hidden && \
             document.querySelector('#join-error').textContent.length > 0 && \
             document.querySelector('#join-code').value === 'ZZZ ZZZ ZZZ';",
        )
        .await;
        page.js("document.querySelector('#create-colour').value = 'white'; return true;")
            .await;
        page.keys("#create-button", ENTER).await;
        let path = page
            .until(
                "the game's page",
                "return location.pathname.startsWith('/g/') ? location.pathname : null;",
            )
            .await;
        let code = path.as_str().unwrap().trim_start_matches("/g/").to_owned();
        let black = headless(&address);
        join(&black, &code);
        let game = Game::new();
        page.shows(&game.position().to_string(), 0).await;
        // Enter on a focused square picks its column: its landings light up; Esc lets go.
        page.keys("#board .square[data-square=\"c3\"]", ENTER).await;
        page.until("c3's landings", "return document.querySelectorAll('#board .square.landing').length === 2;")
            .await;
        let mut lit = page.lit().await;
        lit.sort();
        assert_eq!(lit, ["b4", "d4"]);
        page.keys("#board .square[data-square=\"c3\"]", ESCAPE).await;
        page.until("nothing picked", "return document.querySelectorAll('#board .square.landing, #board .square.selected').length === 0;")
            .await;
        // A typed move that is not legal gets the rules' reason, as a tap does: a column that
        // cannot move says so, one that can says where it can go.
        for (typed, kind, words) in [
            ("a1-b2", "no_move", ["a1", "cannot move"]),
            ("c3-c4", "illegal_move", ["c3-b4", "c3-d4"]),
        ] {
            page.keys("#move-input", &format!("{typed}{ENTER}")).await;
            page.until(
                "the typed move's reason",
                &format!("return document.querySelector('#message').dataset.kind === '{kind}';"),
            )
            .await;
            let message = page.text("#message").await;
            assert!(words.iter().all(|w| message.contains(w)), "{typed}: {message:?}");
            page.js("document.querySelector('#move-input').value = ''; return true;")
                .await;
        }
        // A typed move, played with Enter.
        page.keys("#move-input", &format!("c3-d4{ENTER}")).await;
        let mut after = game.clone();
        after.play_str("c3-d4").unwrap();
        page.shows(&after.position().to_string(), 1).await;
        assert_eq!(next_moved(&black, 0), "c3-d4");
        // The move was announced for a screen reader.
        let live = page.text("#live").await;
        assert!(live.contains("c3-d4"), "{live:?}");
        page.close().await;
    });
}

/// The English catalogue's texts that German says otherwise: none may show on a German page.
fn english_only_texts(lang: &str) -> Vec<String> {
    let read = |lang: &str| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("web/locales/{lang}.ftl"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let mut messages = std::collections::BTreeMap::new();
        for line in text.lines() {
            if let Some((key, value)) = line.split_once(" = ")
                && !key.starts_with(' ')
                && !key.starts_with('#')
            {
                messages.insert(key.trim().to_owned(), value.trim().to_owned());
            }
        }
        messages
    };
    let english = read("en");
    let other = read(lang);
    let mut texts = Vec::new();
    for (key, value) in &english {
        if other.get(key) == Some(value) {
            continue;
        }
        // The literal words between placeables, long enough to be a word of English.
        for fragment in value.split(['{', '}']).step_by(2) {
            let fragment = fragment.trim().trim_matches(|c: char| !c.is_alphanumeric());
            if fragment.chars().filter(|c| c.is_alphabetic()).count() >= 5 {
                texts.push(fragment.to_owned());
            }
        }
    }
    texts
}

/// All the text a person meets on the page: what shows, labels and titles.
const PAGE_TEXT: &str = "return document.body.innerText + '\\n' + \
    [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map(e => \
    [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('placeholder')].join('\\n')).join('\\n');";

#[test]
fn the_german_and_polish_pages_show_no_english() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    for (locale, lang, screenshot) in [("de-DE", "de", "german.png"), ("pl-PL", "pl", "polish.png")]
    {
        let english = english_only_texts(lang);
        assert!(
            english.len() > 20,
            "the catalogues have few texts: {english:?}"
        );
        runtime().block_on(async {
            let page = open_browser(&driver, 1280, 800, locale).await;
            page.goto(&format!("{}/", http(&server))).await;
            page.until(
                "the lobby",
                "return !!document.querySelector('#create-button');",
            )
            .await;
            assert_eq!(
                page.js("return document.documentElement.lang;").await,
                json!(lang)
            );
            let mut seen = vec![page.js(PAGE_TEXT).await.as_str().unwrap().to_owned()];
            let code = create_from_lobby(&page, "5+3").await;
            seen.push(page.js(PAGE_TEXT).await.as_str().unwrap().to_owned());
            let black = headless(&address);
            let black_token = join(&black, &code);
            let mut game = Game::new();
            let mut played = Played {
                refused_tap: true,
                ..Played::default()
            };
            play_on(
                &page,
                &[],
                &black,
                &code,
                &black_token,
                &mut game,
                2,
                &mut played,
            )
            .await;
            page.tap("c3").await;
            seen.push(page.js(PAGE_TEXT).await.as_str().unwrap().to_owned());
            page.screenshot(screenshot).await;
            for text in &seen {
                for english in &english {
                    assert!(
                        !text.contains(english.as_str()),
                        "English on the {lang} page: {english:?} in\n{text}"
                    );
                }
            }
            page.close().await;
        });
    }
}

/// The language links of the page's header: each one's `hreflang`, text, `lang` and
/// `aria-current`.
const LANGUAGE_LINKS: &str = "return [...document.querySelectorAll('#lang-switch a[hreflang]')]\
    .map(a => [a.hreflang, a.textContent.trim(), a.lang, a.getAttribute('aria-current') || '']);";

/// Waits until the page speaks `lang` at `path` (with `?lang=` in the address) and shows the
/// lobby's create button (or the board): the button's text in that language.
async fn speaks(page: &Page, lang: &str, path: &str) -> String {
    page.until(
        &format!("the page at {path} in {lang}"),
        &format!(
            "return location.pathname === {path:?} && location.search === '?lang={lang}' && \
             document.documentElement.lang === {lang:?} && \
             !!document.querySelector('#create-button') && \
             document.querySelector('#create-button').textContent;"
        ),
    )
    .await
    .as_str()
    .unwrap()
    .to_owned()
}

#[test]
fn lang_in_the_address_wins_and_the_header_s_links_switch_language_on_any_page() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    runtime().block_on(async {
        // A German browser asks for Polish.
        let page = open_browser(&driver, 1280, 800, "de-DE").await;
        page.goto(&format!("{}/?lang=pl", http(&server))).await;
        assert_eq!(speaks(&page, "pl", "/").await, "Utwórz partię");
        // The header lists the three, each in its own name; the page's own is marked.
        assert_eq!(
            page.js(LANGUAGE_LINKS).await,
            json!([
                ["en", "English", "en", ""],
                ["de", "Deutsch", "de", ""],
                ["pl", "Polski", "pl", "true"]
            ])
        );
        page.click("#lang-switch a[hreflang='en']").await;
        assert_eq!(speaks(&page, "en", "/").await, "Create game");
        assert_eq!(
            page.js(LANGUAGE_LINKS).await[0],
            json!(["en", "English", "en", "true"])
        );
        // On a game's page the links keep the game.
        let code = create_from_lobby(&page, "5+3").await;
        let path = format!("/g/{code}");
        speaks(&page, "en", &path).await;
        page.click("#lang-switch a[hreflang='de']").await;
        assert_eq!(speaks(&page, "de", &path).await, "Partie erstellen");
        page.shows(&Game::new().position().to_string(), 0).await;
        page.close().await;
    });
}

/// Not a test but a measurement (`cargo test -p lasca-online --test loopback -- --ignored
/// first_board --nocapture`): how long after navigation starts a spectator's page shows the
/// board of a game in progress, over 10 loads on loopback; prints every time and the median.
/// (Polled every 5 ms, so each figure is up to 5 ms late.)
#[test]
#[ignore = "a measurement, run by hand"]
fn first_board_time_over_ten_loads() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    let white = headless(&address);
    white.send(ClientMessage::Create {
        colour: lasca_online::protocol::SeatChoice::White,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca7,
        rid: None,
        opponent: None,
    });
    let (code, _, _) = next_seat(&white);
    let black = headless(&address);
    join(&black, &code);
    runtime().block_on(async {
        let page = open_browser(&driver, 1280, 800, "en").await;
        let mut times = Vec::new();
        for _ in 0..10 {
            page.browser
                .goto("about:blank")
                .await
                .expect("a blank page");
            page.browser
                .goto(&format!("{}/g/{code}", http(&server)))
                .await
                .expect("the page loads");
            let deadline = Instant::now() + WAIT;
            let ms = loop {
                let value = page
                    .js("const b = document.querySelector('#board'); \
                         return b && b.getAttribute('data-position') && \
                         b.querySelectorAll('.column').length > 0 ? performance.now() : null;")
                    .await;
                if let Some(ms) = value.as_f64() {
                    break ms;
                }
                assert!(Instant::now() < deadline, "no board");
                tokio::time::sleep(Duration::from_millis(5)).await;
            };
            times.push(ms);
        }
        let mut sorted = times.clone();
        sorted.sort_by(f64::total_cmp);
        println!(
            "first board (ms after navigation start): {times:.0?}; median {:.0}",
            (sorted[4] + sorted[5]) / 2.0
        );
        page.close().await;
    });
}

#[test]
fn a_bashni_game_is_created_in_the_browser_and_played_on_the_8x8_board() {
    use lasca_rules::{AnyGame, Variant};
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    runtime().block_on(async {
        let page = open_browser(&driver, 360, 740, "en").await;
        page.goto(&format!("{}/", http(&server))).await;
        let code = create_game_from_lobby(&page, "none", "bashni").await;
        let black = headless(&address);
        let black_token = join(&black, &code);
        let mut game = AnyGame::start(Variant::Bashni);
        page.shows(&game.position().to_string(), 0).await;
        assert_eq!(page.attr("#board", "data-size").await.as_deref(), Some("8"));
        assert_eq!(
            page.attr("#variant", "data-variant").await.as_deref(),
            Some("bashni")
        );
        let squares = page
            .js("return document.querySelectorAll('#board .square').length;")
            .await;
        assert_eq!(squares, json!(32), "the 8x8 board's 32 squares");
        // White's moves by taps (a capture that lands on f6, then g3-h4), Black's from the
        // headless player; the page shows the server's position after each.
        for (mv, by_browser) in [
            ("c3-d4", true),
            ("f6-e5", false),
            ("d4xf6", true),
            ("g7xe5", false),
            ("g3-h4", true),
        ] {
            let ply = game.ply();
            game.play_str(mv).expect("a legal bashni move");
            if by_browser {
                page.play_text(mv, &game.position().to_string(), game.ply())
                    .await;
                assert_eq!(next_moved(&black, ply), mv);
            } else {
                black.send(move_message(&code, &black_token, ply as u32, mv));
                page.shows(&game.position().to_string(), game.ply()).await;
            }
        }
        page.screenshot("bashni-phone.png").await;
        page.close().await;
    });
}

/// The public games the lobby lists now, as a headless client asks for them.
fn lobby_codes(connection: &Connection) -> Vec<String> {
    connection.send(ClientMessage::Lobby);
    next_event(connection, "the lobby", |m| match m {
        ServerMessage::Lobby { games, .. } => Some(games.into_iter().map(|g| g.code).collect()),
        _ => None,
    })
}

#[test]
fn a_double_click_on_create_game_makes_one_game() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    runtime().block_on(async {
        let page = open_browser(&driver, 1280, 800, "en").await;
        page.goto(&format!("{}/", http(&server))).await;
        page.until(
            "the lobby",
            "return !!document.querySelector('#create-button');",
        )
        .await;
        // Listed in the lobby (the default): a seek, `post`.
        page.js("document.querySelector('#create-public').checked = true; return true;")
            .await;
        // Two clicks as fast as a double click: the second comes before any answer.
        page.js(
            "const b = document.querySelector('#create-button'); b.click(); b.click(); return true;",
        )
        .await;
        let path = page
            .until(
                "the game's page",
                "return location.pathname.startsWith('/g/') ? location.pathname : null;",
            )
            .await;
        let code = path.as_str().unwrap().trim_start_matches("/g/").to_owned();
        // The button waits for the answer: one seek is sent.
        let posts = page
            .js("return window.__sent.filter(d => JSON.parse(d).type === 'post').length;")
            .await;
        assert_eq!(posts, 1, "{posts}");
        let lobby = headless(&address);
        assert_eq!(lobby_codes(&lobby), std::slice::from_ref(&code));
        // Back in the lobby, the button works again, and a new click is a new game.
        page.click("#to-lobby").await;
        page.until(
            "the button again",
            "const b = document.querySelector('#create-button'); return !!b && !b.disabled && !document.querySelector('#lobby').hidden;",
        )
        .await;
        page.click("#create-button").await;
        page.until(
            "the second game's page",
            &format!("return location.pathname.startsWith('/g/') && location.pathname !== '/g/{code}';"),
        )
        .await;
        let posts = page
            .js("return window.__sent.filter(d => JSON.parse(d).type === 'post').length;")
            .await;
        assert_eq!(posts, 2);
        assert_eq!(lobby_codes(&lobby).len(), 2);
        // A private game (not listed) is a `create`, one for a double click too (its `rid`).
        page.click("#to-lobby").await;
        page.until(
            "the button once more",
            "const b = document.querySelector('#create-button'); return !!b && !b.disabled && !document.querySelector('#lobby').hidden;",
        )
        .await;
        page.js(
            "document.querySelector('#create-public').checked = false; \
             const b = document.querySelector('#create-button'); b.click(); b.click(); return true;",
        )
        .await;
        page.until(
            "the private game's page",
            "return location.pathname.startsWith('/g/') && \
               window.__sent.filter(d => JSON.parse(d).type === 'create').length > 0;",
        )
        .await;
        let creates = page
            .js("return window.__sent.filter(d => JSON.parse(d).type === 'create').length;")
            .await;
        assert_eq!(creates, 1);
        assert_eq!(lobby_codes(&lobby).len(), 2);
        page.close().await;
    });
}

#[test]
fn the_same_seat_open_in_two_browsers_follows_the_game_in_both() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    runtime().block_on(async {
        let (first, black, code, black_token) =
            a_game_from_the_lobby(&driver, &http(&server), &address, (1280, 800), "10+5").await;
        // The same player's second tab: the seat's token from the same storage.
        let seat = first
            .js(&format!(
                "return localStorage.getItem('lasca.seat.{code}');"
            ))
            .await;
        let seat = seat.as_str().expect("the seat is stored").to_owned();
        let second = open_browser(&driver, 1280, 800, "en").await;
        second.goto(&format!("{}/", http(&server))).await;
        second
            .js(&format!(
                "localStorage.setItem('lasca.seat.{code}', {seat:?}); return true;"
            ))
            .await;
        second.goto(&format!("{}/g/{code}", http(&server))).await;
        let mut game = Game::new();
        second.shows(&game.position().to_string(), 0).await;
        assert_eq!(
            second.attr("#game", "data-role").await.as_deref(),
            Some("player")
        );
        // Each tab moves in turn; the other tab and the opponent see every move.
        for mover in [&first, &second, &first] {
            let other = if std::ptr::eq(mover, &first) {
                &second
            } else {
                &first
            };
            let mv = white_choice(&game);
            let ply = game.ply();
            game.try_play(mv).expect("legal");
            mover.play(&mv, &game).await;
            assert_eq!(next_moved(&black, ply), mv.to_string());
            other.shows(&game.position().to_string(), game.ply()).await;
            let reply = black_choice(&game);
            black.send(move_message(
                &code,
                &black_token,
                game.ply() as u32,
                &reply.to_string(),
            ));
            game.try_play(reply).expect("legal");
            for page in [&first, &second] {
                page.shows(&game.position().to_string(), game.ply()).await;
            }
        }
        // Both clocks run for the side to move, in both tabs.
        for page in [&first, &second] {
            assert_eq!(
                page.attr("#clock-white", "data-running").await.as_deref(),
                Some("true")
            );
        }
        // One tab closes: the other plays on.
        second.close().await;
        let mv = white_choice(&game);
        let ply = game.ply();
        game.try_play(mv).expect("legal");
        first.play(&mv, &game).await;
        assert_eq!(next_moved(&black, ply), mv.to_string());
        first.close().await;
    });
}

#[test]
fn a_full_game_opened_by_its_code_says_you_are_watching_and_the_players_count_the_spectator() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let address = server.addr.to_string();
    runtime().block_on(async {
        let (player, _black, code, _) =
            a_game_from_the_lobby(&driver, &http(&server), &address, (1280, 800), "5+3").await;
        assert_eq!(player.text("#spectators").await, "no spectators");
        let phone = open_browser(&driver, 360, 740, "en").await;
        phone.goto(&format!("{}/", http(&server))).await;
        phone.keys("#join-code", &code).await;
        phone.click("#join-button").await;
        phone
            .until(
                "the notice that the game is full",
                "const m = document.querySelector('#message'); return !!m && m.getAttribute('data-kind') === 'game_full';",
            )
            .await;
        assert_eq!(
            phone.text("#message").await,
            "This game already has two players: you are watching."
        );
        phone.shows(&Game::new().position().to_string(), 0).await;
        // The players' page counts the spectator at once, and again when it goes.
        player
            .until(
                "one spectator",
                "return document.querySelector('#spectators').textContent === '1 spectator';",
            )
            .await;
        phone
            .until(
                "the spectator counted on its own page",
                "return document.querySelector('#spectators').textContent === '1 spectator';",
            )
            .await;
        phone.screenshot("watching-phone.png").await;
        phone.close().await;
        player
            .until(
                "no spectator",
                "return document.querySelector('#spectators').textContent === 'no spectators';",
            )
            .await;
        player.close().await;
    });
}

#[test]
fn a_missing_page_is_the_sites_own_in_the_browsers_language_and_leads_to_the_lobby() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    runtime().block_on(async {
        let page = open_browser(&driver, 360, 740, "de-DE").await;
        page.goto(&format!("{}/g/", http(&server))).await;
        assert_eq!(page.text("h1").await, "Seite nicht gefunden");
        assert_eq!(
            page.js("return document.documentElement.lang;").await,
            json!("de")
        );
        // The site's style applies (the policy lets the stylesheet in): its background.
        let background = page
            .js("return getComputedStyle(document.documentElement).backgroundColor;")
            .await;
        assert_eq!(background, json!("rgb(243, 238, 227)"));
        let width = page
            .js("return document.documentElement.scrollWidth <= window.innerWidth;")
            .await;
        assert_eq!(
            width,
            Value::Bool(true),
            "the page scrolls sideways at 360 px"
        );
        page.screenshot("not-found-phone.png").await;
        page.click("#back-to-lobby").await;
        page.until(
            "the lobby, in German",
            "return location.pathname === '/' && !!document.querySelector('#create-button') && \
             !document.querySelector('#lobby').hidden && document.documentElement.lang === 'de';",
        )
        .await;
        page.close().await;
    });
}

/// Signs up on the lobby page by its dialog; the page reloads logged in.
async fn sign_up(page: &Page, name: &str, password: &str) {
    page.until(
        "the guest's name",
        "return document.querySelector('#account-name').textContent;",
    )
    .await;
    page.click("#account-signup").await;
    page.keys("#account-field-name", name).await;
    page.keys("#account-field-password", password).await;
    page.click("#account-submit").await;
    page.until(
        "the account's name in the header",
        &format!(
            "const a = document.querySelector('#account-name'); \
             return !!a && a.textContent === {name:?} && !document.querySelector('#account-logout').hidden;"
        ),
    )
    .await;
}

/// Presses a pool's button once the connection is up.
async fn press_pool(page: &Page, pool: &str) {
    page.until(
        "the pool's button",
        &format!(
            "const b = document.querySelector('button[data-pool=\"{pool}\"]'); \
             return !!b && !b.disabled && document.querySelector('#connection').dataset.state === 'connected';"
        ),
    )
    .await;
    page.click(&format!("button[data-pool=\"{pool}\"]")).await;
    page.until(
        "the seek's notice",
        "return !document.querySelector('#seeking').hidden || location.pathname.startsWith('/g/');",
    )
    .await;
}

/// The game the page was paired in: its code and the seat's colour.
async fn paired_game(page: &Page) -> (String, Colour) {
    let code = page
        .until(
            "the paired game's page",
            "const m = location.pathname.match(/^\\/g\\/([A-Z0-9]+)$/); \
             return m && document.querySelector('#game').dataset.role === 'player' ? m[1] : '';",
        )
        .await;
    let code = code.as_str().unwrap().to_owned();
    let seat = page
        .js(&format!(
            "return JSON.parse(localStorage.getItem('lasca.seat.{code}')).colour;"
        ))
        .await;
    let colour = if seat == "white" {
        Colour::White
    } else {
        Colour::Black
    };
    (code, colour)
}

#[test]
fn two_browsers_sign_up_play_now_play_a_rated_game_and_see_their_new_ratings() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let base = http(&server);
    runtime().block_on(async {
        let a = open_browser(&driver, 360, 740, "en").await;
        let b = open_browser(&driver, 1280, 800, "en").await;
        for page in [&a, &b] {
            page.goto(&format!("{base}/")).await;
        }
        a.screenshot("site-lobby-guest-phone").await;
        sign_up(&a, "Alekhine_1", "a column of seven men").await;
        sign_up(&b, "Bogoljubov", "a column of seven men").await;
        a.until(
            "the rated note",
            "return document.querySelector('#play-now-about').textContent.includes('Rated');",
        )
        .await;
        a.screenshot("site-lobby-account-phone").await;
        b.screenshot("site-lobby-account-desktop").await;
        press_pool(&a, "lasca7-5+3").await;
        a.screenshot("site-seeking-phone").await;
        press_pool(&b, "lasca7-5+3").await;
        let (code, colour_a) = paired_game(&a).await;
        let (code_b, colour_b) = paired_game(&b).await;
        assert_eq!(code, code_b);
        assert_ne!(colour_a, colour_b);
        let (white, black, white_name, black_name) = if colour_a == Colour::White {
            (&a, &b, "Alekhine_1", "Bogoljubov")
        } else {
            (&b, &a, "Bogoljubov", "Alekhine_1")
        };
        // Both players' names and provisional ratings beside the board.
        white
            .until(
                "the names",
                &format!(
                    "const w = document.querySelector('#player-white').textContent; \
                     const b = document.querySelector('#player-black').textContent; \
                     return w.includes('{white_name} (1500?)') && b.includes('{black_name} (1500?)');"
                ),
            )
            .await;
        // Two moves by clicks, then Black resigns (two clicks: the button asks first).
        let mut game = Game::new();
        for (page, choose) in [
            (white, white_choice as fn(&Game) -> lasca_rules::Move),
            (black, black_choice as fn(&Game) -> lasca_rules::Move),
        ] {
            page.shows(&game.position().to_string(), game.ply()).await;
            let mv = choose(&game);
            game.try_play(mv).expect("legal");
            page.play(&mv, &game).await;
        }
        white.shows(&game.position().to_string(), game.ply()).await;
        black.click("#resign").await;
        black.click("#resign").await;
        for page in [white, black] {
            page.until(
                "the rating change",
                "return document.querySelector('#player-white').textContent.includes('+242');",
            )
            .await;
        }
        black.screenshot("site-rated-game-over-black").await;
        // The players' pages: the ratings after the game, as an independent computation
        // gives them (tools/glicko2.py 1500 500 0.09 0.75 1500 500 1: 1741.62, and 1258.38
        // for the loser), provisional, with the game listed.
        for (page, name, rating) in [
            (white, white_name, "1742?"),
            (black, black_name, "1258?"),
        ] {
            page.goto(&format!("{base}/@/{name}")).await;
            let shown = page
                .text("tr[data-perf=\"lasca7_blitz\"] td.rating")
                .await;
            assert_eq!(shown, rating, "{name}");
            let games = page.text("ul.games").await;
            assert!(games.contains(white_name) && games.contains("1-0"), "{games}");
        }
        a.screenshot("site-player-page-phone").await;
        b.screenshot("site-player-page-desktop").await;
        a.close().await;
        b.close().await;
    });
}

#[test]
fn two_guests_are_paired_a_reload_keeps_the_seat_and_a_guest_plays_casual_only() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let base = http(&server);
    runtime().block_on(async {
        let a = open_browser(&driver, 1280, 800, "en").await;
        let b = open_browser(&driver, 1280, 800, "en").await;
        for page in [&a, &b] {
            page.goto(&format!("{base}/")).await;
            page.until(
                "the casual note",
                "return document.querySelector('#play-now-about').textContent.includes('Casual');",
            )
            .await;
        }
        press_pool(&a, "lasca7-10+5").await;
        press_pool(&b, "lasca7-10+5").await;
        let (code, colour_a) = paired_game(&a).await;
        paired_game(&b).await;
        let names = a.text(".players").await;
        assert!(names.matches("Guest-").count() == 2, "{names}");
        assert!(!names.contains('?'), "a guest has no rating: {names}");
        // A reload in the middle: the same seat, by the cookie and the stored seat.
        a.js("localStorage.clear(); return true;").await;
        a.goto(&format!("{base}/g/{code}")).await;
        a.until(
            "the seat after a reload, by the cookie alone",
            "return document.querySelector('#game').dataset.role === 'player';",
        )
        .await;
        let seat = a
            .js(&format!(
                "return JSON.parse(localStorage.getItem('lasca.seat.{code}')).colour;"
            ))
            .await;
        assert_eq!(
            seat,
            if colour_a == Colour::White {
                "white"
            } else {
                "black"
            }
        );
        // A guest cannot seek a rated game: its seeks are casual (the server's `seeking`).
        a.goto(&format!("{base}/")).await;
        press_pool(&a, "lasca7-3+2").await;
        let sent = a
            .js("return window.__sent.filter(m => m.includes('\"seek\"')).length;")
            .await;
        assert_eq!(sent, 1);
        assert!(
            a.text("#play-now-about").await.contains("Casual"),
            "a guest is told its games are casual"
        );
        a.close().await;
        b.close().await;
    });
}

#[test]
fn a_correspondence_game_goes_on_after_a_restart_and_the_waiting_player_s_lobby_says_your_turn() {
    let Some(driver) = driver() else { return };
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let server = start(Some(db.clone()), Limits::default());
    let base = http(&server);
    runtime().block_on(async {
        let white = open_browser(&driver, 1280, 800, "en").await;
        let black = open_browser(&driver, 360, 740, "en").await;
        white.goto(&format!("{base}/")).await;
        let code = create_from_lobby(&white, "3d").await;
        black.goto(&format!("{base}/g/{code}")).await;
        black
            .until(
                "Black's seat",
                "return document.querySelector('#game').dataset.role === 'player';",
            )
            .await;
        // Three days a move, shown in days and hours.
        let clock = white.text("#clock-white").await;
        assert!(clock.starts_with("3d") || clock.starts_with("2d"), "{clock}");
        let mut game = Game::new();
        let mv = white_choice(&game);
        game.try_play(mv).expect("legal");
        white.play(&mv, &game).await;
        black.shows(&game.position().to_string(), 1).await;
        // The server stops, and comes back on another port (the cookies are the host's).
        // (Stopped on a thread of its own: a runtime is not dropped inside another.)
        std::thread::spawn(move || server.stop().unwrap())
            .join()
            .unwrap();
        let db_again = db.clone();
        let server = std::thread::spawn(move || start(Some(db_again), Limits::default()))
            .join()
            .unwrap();
        let base = http(&server);
        black.goto(&format!("{base}/")).await;
        black
            .until(
                "Black's turn in the lobby",
                &format!(
                    "const li = document.querySelector('#my-games-list li'); \
                     return !!li && li.dataset.code === '{code}' && li.dataset.turn === 'true' \
                       && li.textContent.includes('Your turn') && !document.querySelector('#my-games').hidden;"
                ),
            )
            .await;
        black.screenshot("site-your-turn-phone").await;
        black.click("#my-games-list li button").await;
        black.shows(&game.position().to_string(), 1).await;
        black
            .until(
                "the title",
                "return document.title.startsWith('Your move');",
            )
            .await;
        let reply = black_choice(&game);
        game.try_play(reply).expect("legal");
        black.play(&reply, &game).await;
        white.goto(&format!("{base}/g/{code}")).await;
        white.shows(&game.position().to_string(), 2).await;
        white.close().await;
        black.close().await;
        std::thread::spawn(move || server.stop().unwrap())
            .join()
            .unwrap();
    });
}

#[test]
fn a_guest_posts_a_seek_a_second_guest_takes_it_from_the_lobby_and_a_reload_keeps_the_seat() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let base = http(&server);
    runtime().block_on(async {
        let a = open_browser(&driver, 1280, 800, "en").await;
        let b = open_browser(&driver, 360, 740, "en").await;
        a.goto(&format!("{base}/")).await;
        b.goto(&format!("{base}/")).await;
        a.until(
            "the guest's lobby",
            "return document.querySelector('#account-name').textContent.includes('guest');",
        )
        .await;
        // A guest is offered no rated seek.
        assert_eq!(
            a.js("return document.querySelector('#create-rated-label').hidden;")
                .await,
            true
        );
        let code = create_from_lobby(&a, "10+5").await;
        // The second guest sees the seek with its maker's name, and takes it by a click.
        let item = format!("#lobby-list li[data-code=\"{code}\"]");
        b.until(
            "the seek in the lobby",
            &format!(
                "const li = document.querySelector('{item}'); \
                 return !!li && li.textContent.includes('Guest-');"
            ),
        )
        .await;
        b.screenshot("site-lobby-seek-phone").await;
        b.click(&format!("{item} button")).await;
        b.until(
            "Black's seat",
            "return document.querySelector('#game').dataset.role === 'player';",
        )
        .await;
        let mut game = Game::new();
        a.shows(&game.position().to_string(), 0).await;
        let mv = white_choice(&game);
        game.try_play(mv).expect("legal");
        a.play(&mv, &game).await;
        // A reload in the middle: the same seat, and the game goes on.
        a.goto(&format!("{base}/g/{code}")).await;
        a.until(
            "the seat after the reload",
            "return document.querySelector('#game').dataset.role === 'player';",
        )
        .await;
        b.shows(&game.position().to_string(), 1).await;
        let reply = black_choice(&game);
        game.try_play(reply).expect("legal");
        b.play(&reply, &game).await;
        a.shows(&game.position().to_string(), 2).await;
        a.close().await;
        b.close().await;
    });
}

#[test]
fn a_new_password_ends_the_other_sessions_and_log_out_everywhere_ends_all() {
    let Some(driver) = driver() else { return };
    let server = start(None, Limits::default());
    let base = http(&server);
    runtime().block_on(async {
        let a = open_browser(&driver, 1280, 800, "en").await;
        let b = open_browser(&driver, 360, 740, "en").await;
        a.goto(&format!("{base}/")).await;
        sign_up(&a, "Steinitz", "a column of seven men").await;
        // The same account in a second browser, by the log-in dialog.
        b.goto(&format!("{base}/")).await;
        b.until(
            "the guest's name",
            "return document.querySelector('#account-name').textContent;",
        )
        .await;
        b.click("#account-login").await;
        b.keys("#account-field-name", "steinitz").await;
        b.keys("#account-field-password", "a column of seven men")
            .await;
        b.click("#account-submit").await;
        b.until(
            "the second browser logged in",
            "return document.querySelector('#account-name').textContent === 'Steinitz';",
        )
        .await;
        // A new password from the first browser: the second is logged out.
        a.click("#account-manage").await;
        a.keys("#old-password", "a column of seven men").await;
        a.keys("#new-password", "eight men in a column").await;
        a.click("#password-form button[type=submit]").await;
        a.until(
            "the change said",
            "return document.querySelector('#manage-done').textContent.includes('changed');",
        )
        .await;
        a.screenshot("site-account-dialog").await;
        b.goto(&format!("{base}/")).await;
        b.until(
            "the second browser a guest again",
            "return document.querySelector('#account-name').textContent.includes('guest');",
        )
        .await;
        // The first browser keeps its session, until it logs out everywhere.
        a.goto(&format!("{base}/")).await;
        a.until(
            "still logged in",
            "return document.querySelector('#account-name').textContent === 'Steinitz';",
        )
        .await;
        a.click("#account-manage").await;
        a.click("#logout-everywhere").await;
        a.until(
            "a guest after log out everywhere",
            "return document.querySelector('#account-name').textContent.includes('guest');",
        )
        .await;
        a.close().await;
        b.close().await;
    });
}
