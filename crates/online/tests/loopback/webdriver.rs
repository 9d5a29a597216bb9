//! A browser for tests: Debian's `chromium` driven through `chromedriver` by WebDriver
//! (fantoccini), and the page of the browser client as a player sees it. Shared by the online
//! crate's browser tests (`browser.rs`) and the app's test of a desktop player against a
//! browser (tests/app/browser.rs, which includes this file by its path).
//!
//! Without chromedriver, [`driver`] fails under CI (`CI` set) and skips the test with a
//! notice elsewhere, so that the tests work on a machine without a browser.

#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client as Browser, ClientBuilder, Locator};
use lasca_rules::{Game, Man, Move};
use serde_json::{Value, json};

/// How long a wait for the page lasts before the test fails.
pub const WAIT: Duration = Duration::from_secs(20);

/// chromedriver, on a port of its own; killed when dropped.
pub struct Driver {
    child: Child,
    /// Its WebDriver address.
    pub url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn find_program(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(name))
            .find(|path| path.is_file())
    })
}

/// Starts chromedriver, or says why not: `None` (the test is skipped) only outside CI.
pub fn driver() -> Option<Driver> {
    let Some(program) = find_program("chromedriver") else {
        super::skip::skipped("chromedriver (apt-get install chromium chromium-driver)");
        return None;
    };
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let child = Command::new(program)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let deadline = Instant::now() + WAIT;
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
    Some(Driver {
        child,
        url: format!("http://127.0.0.1:{port}"),
    })
}

/// A headless Chromium window of `width` x `height` whose language is `lang`.
pub async fn open_browser(driver: &Driver, width: u32, height: u32, lang: &str) -> Page {
    let mut options = json!({
        "args": [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            format!("--window-size={width},{height}"),
            format!("--lang={lang}"),
        ],
        "prefs": { "intl.accept_languages": lang },
    });
    // A window is at least 500 px wide in Chromium: a phone's screen is emulated, touch and
    // all, as the browser's device mode does.
    if width < 500 {
        options["mobileEmulation"] = json!({
            "deviceMetrics": { "width": width, "height": height, "pixelRatio": 2.0, "touch": true },
        });
    }
    if Path::new("/usr/bin/chromium").is_file() {
        options["binary"] = json!("/usr/bin/chromium");
    }
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("browserName".into(), json!("chrome"));
    capabilities.insert("goog:chromeOptions".into(), options);
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let browser = ClientBuilder::new(connector)
        .capabilities(capabilities)
        .connect(&driver.url)
        .await
        .expect("a Chromium session");
    Page { browser }
}

/// One browser window with the client open.
pub struct Page {
    /// The WebDriver session.
    pub browser: Browser,
}

/// How often a wait looks again.
const POLL: Duration = Duration::from_millis(40);

impl Page {
    pub async fn goto(&self, url: &str) {
        self.browser.goto(url).await.expect("the page loads");
        // Every frame the page sends from now on is kept in `__sent`, so that a test can see
        // that a refused tap sent nothing. (The client calls `send` on its socket, which
        // goes through the prototype.)
        self.js(
            "if (!window.__sent) { window.__sent = []; const send = WebSocket.prototype.send; \
             WebSocket.prototype.send = function (d) { window.__sent.push(String(d)); \
             return send.call(this, d); }; } return true;",
        )
        .await;
    }

    pub async fn js(&self, script: &str) -> Value {
        self.browser
            .execute(script, Vec::new())
            .await
            .unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Waits until `script` returns something truthy, and gives it.
    pub async fn until(&self, what: &str, script: &str) -> Value {
        let deadline = Instant::now() + WAIT;
        loop {
            let value = self.js(script).await;
            let truthy = match &value {
                Value::Null => false,
                Value::Bool(b) => *b,
                Value::String(s) => !s.is_empty(),
                Value::Number(n) => n.as_f64() != Some(0.0),
                _ => true,
            };
            if truthy {
                return value;
            }
            if Instant::now() > deadline {
                let status = self.text("#status").await;
                let message = self.text("#message").await;
                panic!("waited in vain for {what} (status {status:?}, message {message:?})");
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// The element `css`, once it is there.
    pub async fn element(&self, css: &str) -> fantoccini::elements::Element {
        self.browser
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css}: {e}"))
    }

    pub async fn click(&self, css: &str) {
        self.element(css)
            .await
            .click()
            .await
            .unwrap_or_else(|e| panic!("click {css}: {e}"));
    }

    /// Types `keys` into the element `css` (WebDriver's key codes: `\u{e007}` is Enter).
    pub async fn keys(&self, css: &str, keys: &str) {
        self.element(css)
            .await
            .send_keys(keys)
            .await
            .unwrap_or_else(|e| panic!("keys to {css}: {e}"));
    }

    pub async fn text(&self, css: &str) -> String {
        let script =
            format!("const e = document.querySelector({css:?}); return e ? e.textContent : null;");
        self.js(&script)
            .await
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    pub async fn attr(&self, css: &str, name: &str) -> Option<String> {
        let script = format!(
            "const e = document.querySelector({css:?}); return e ? e.getAttribute({name:?}) : null;"
        );
        self.js(&script).await.as_str().map(str::to_owned)
    }

    pub async fn sent(&self) -> usize {
        self.js("return (window.__sent || []).length;")
            .await
            .as_u64()
            .unwrap_or(0) as usize
    }

    /// The frames the page sent after the first `from` (see [`Page::sent`]), parsed, but its
    /// `ping`s (the client's keep-alive, sent whenever its timer says).
    pub async fn sent_since(&self, from: usize) -> Vec<Value> {
        let sent = self
            .js(&format!("return (window.__sent || []).slice({from});"))
            .await;
        let frames: Vec<String> = serde_json::from_value(sent).unwrap_or_default();
        frames
            .iter()
            .map(|frame| serde_json::from_str::<Value>(frame).expect("the page sends JSON"))
            .filter(|frame| frame["type"] != "ping")
            .collect()
    }

    /// Waits until the board shows `position` after `ply` plies (any animation over).
    pub async fn shows(&self, position: &str, ply: usize) {
        let script = format!(
            "const b = document.querySelector('#board'); return !!b && \
             b.getAttribute('data-position') === {position:?} && \
             b.getAttribute('data-ply') === '{ply}';"
        );
        self.until(&format!("the board after {ply} plies: {position}"), &script)
            .await;
    }

    pub async fn tap(&self, square: &str) {
        self.click(&format!("#board .square[data-square=\"{square}\"]"))
            .await;
    }

    pub async fn lit(&self) -> Vec<String> {
        let value = self
            .js("return [...document.querySelectorAll('#board .square.landing')].map(e => e.getAttribute('data-square'));")
            .await;
        serde_json::from_value(value).unwrap_or_default()
    }

    /// Plays `mv` as a player does: a tap on its column, then on each landing in turn, each
    /// lit before it is tapped (a single continuation may play itself). Waits until the board
    /// shows `after`.
    pub async fn play(&self, mv: &Move, after: &Game) {
        self.play_text(&mv.to_string(), &after.position().to_string(), after.ply())
            .await;
    }

    /// Plays the move written `mv` by taps (its start, then each landing once it is lit; a
    /// landing the page plays by itself is not waited for), and waits for the board to show
    /// `position` after `ply` plies. Any board: the move and the position are only text.
    pub async fn play_text(&self, mv: &str, position: &str, ply: usize) {
        let squares: Vec<&str> = mv.split(['-', 'x']).collect();
        self.tap(squares[0]).await;
        for landing in &squares[1..] {
            let deadline = Instant::now() + WAIT;
            loop {
                if self.lit().await.iter().any(|lit| lit == landing) {
                    self.tap(landing).await;
                    break;
                }
                if self.board_is(ply).await {
                    break;
                }
                assert!(
                    Instant::now() < deadline,
                    "{landing} of {mv} never lit: lit {:?}, message {:?}",
                    self.lit().await,
                    self.text("#message").await
                );
                tokio::time::sleep(POLL).await;
            }
            if self.board_is(ply).await {
                break;
            }
        }
        self.shows(position, ply).await;
    }

    /// Whether the board shows the position after `ply` plies.
    pub async fn board_is(&self, ply: usize) -> bool {
        self.attr("#board", "data-ply").await == Some(ply.to_string())
    }

    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let png = self.browser.screenshot().await.expect("a screenshot");
        let path = screenshots().join(name);
        std::fs::write(&path, png).expect("the screenshot is written");
        path
    }

    pub async fn close(self) {
        let _ = self.browser.close().await;
    }
}

/// Where the screenshots go: `target/tmp/browser/` (the README's comes from there).
pub fn screenshots() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser");
    std::fs::create_dir_all(&dir).expect("the screenshot folder");
    dir
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// Whether `mv` promotes the man it moves in `game` (a soldier ending on the far rank).
pub fn promotes(game: &Game, mv: &Move) -> bool {
    let colour = game.position().side_to_move();
    let soldier = game.position().column(mv.from()).commander() == Some(Man::soldier(colour));
    soldier && mv.to().is_promotion_rank(colour)
}

/// White's choice: a promotion first, then the longest capture (ties by notation, so the
/// game is the same every run).
pub fn white_choice(game: &Game) -> Move {
    let moves = game.legal_moves();
    *moves
        .iter()
        .max_by_key(|m| (promotes(game, m), m.len(), m.to_string()))
        .expect("White has a move")
}

/// Black's choice: the move that leaves White the longest capture (Black feeds White, so
/// the browser's side gets multi-jumps and a promotion and the game ends soon).
pub fn black_choice(game: &Game) -> Move {
    let moves = game.legal_moves();
    *moves
        .iter()
        .max_by_key(|m| {
            let mut after = game.clone();
            after.try_play(**m).expect("legal");
            let best = after
                .legal_moves()
                .iter()
                .map(|reply| reply.len())
                .max()
                .unwrap_or(0);
            (best, m.to_string())
        })
        .expect("Black has a move")
}
