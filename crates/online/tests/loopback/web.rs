//! The browser client as `lasca serve` serves it: the pages and files with their types,
//! compression, cache headers and security policy, and the `Origin` check on `/ws`, against a
//! real server on a loopback port.

use std::io::Read;

use futures_util::SinkExt;
use lasca_online::protocol::{ClientMessage, SeatChoice, ServerMessage};
use lasca_online::server::{self, Config, ConnectionLimits as Limits, Running};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use super::{WAIT, runtime};

fn serve(allowed_origins: Vec<String>, limits: Limits) -> Running {
    server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: lasca_online::server::Database::Memory,
        instance: None,
        durability: Default::default(),
        limits,
        threads: 2,
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins,
        engine: lasca_online::engine::EngineConfig::default(),
        tls: None,
    })
    .expect("a server starts on loopback")
}

/// An HTTP answer: the status, the headers (names lower-case) and the body.
pub(super) struct Answer {
    pub(super) status: u16,
    pub(super) headers: Vec<(String, String)>,
    pub(super) body: Vec<u8>,
}

impl Answer {
    pub(super) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The body, un-gzipped if it came gzipped.
    pub(super) fn text(&self) -> String {
        let bytes = if self.header("content-encoding") == Some("gzip") {
            let mut plain = Vec::new();
            flate2::read::GzDecoder::new(&self.body[..])
                .read_to_end(&mut plain)
                .unwrap();
            plain
        } else {
            self.body.clone()
        };
        String::from_utf8(bytes).unwrap()
    }
}

/// A GET with `extra` header lines, over a connection of its own (`Connection: close`).
async fn get(server: &Running, path: &str, extra: &[&str]) -> Answer {
    http(server, "GET", path, extra, None).await
}

/// A request with `extra` header lines and a JSON body, over a connection of its own.
pub(super) async fn http(
    server: &Running,
    method: &str,
    path: &str,
    extra: &[&str],
    json: Option<&str>,
) -> Answer {
    let mut stream = TcpStream::connect(server.addr).await.unwrap();
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n",
        server.addr
    );
    for line in extra {
        request.push_str(line);
        request.push_str("\r\n");
    }
    if let Some(json) = json {
        request.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            json.len()
        ));
    }
    request.push_str("\r\n");
    if let Some(json) = json {
        request.push_str(json);
    }
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(WAIT, stream.read_to_end(&mut raw))
        .await
        .expect("the server answers")
        .unwrap();
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an HTTP head");
    let head = String::from_utf8(raw[..split].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    let mut body = raw[split + 4..].to_vec();
    // axum answers small bodies with a length; a chunked one is un-chunked here.
    if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        body = unchunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn unchunk(mut raw: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    loop {
        let end = raw.windows(2).position(|w| w == b"\r\n").unwrap();
        let size =
            usize::from_str_radix(std::str::from_utf8(&raw[..end]).unwrap().trim(), 16).unwrap();
        if size == 0 {
            return body;
        }
        body.extend_from_slice(&raw[end + 2..end + 2 + size]);
        raw = &raw[end + 4 + size..];
    }
}

#[test]
fn the_client_is_served_with_its_types_compression_caching_and_policy() {
    let server = serve(Vec::new(), Limits::default());
    runtime().block_on(async {
        let index = get(&server, "/", &["Accept-Encoding: gzip, deflate, br"]).await;
        assert_eq!(index.status, 200);
        assert_eq!(
            index.header("content-type"),
            Some("text/html; charset=utf-8")
        );
        assert_eq!(index.header("content-encoding"), Some("gzip"));
        assert_eq!(index.header("cache-control"), Some("no-cache"));
        let policy = index.header("content-security-policy").expect("a CSP");
        assert!(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"));
        assert!(policy.contains("frame-ancestors 'none'"));
        assert_eq!(index.header("x-content-type-options"), Some("nosniff"));
        let page = index.text();
        assert!(page.contains("app.js"), "{page}");
        // No inline script: every <script> has a src.
        for script in page.split("<script").skip(1) {
            let tag = &script[..script.find('>').unwrap()];
            assert!(tag.contains("src="), "an inline script: <script{tag}>");
        }

        // A game link is the same page; the page finds the game.
        let game = get(&server, "/g/ABCDEFGHJ", &[]).await;
        assert_eq!(game.status, 200);
        assert_eq!(game.header("content-encoding"), None);
        assert_eq!(game.text(), page);

        let script = get(&server, "/app.js", &["Accept-Encoding: gzip"]).await;
        assert_eq!(
            script.header("content-type"),
            Some("text/javascript; charset=utf-8")
        );
        assert!(!script.text().is_empty());
        let css = get(&server, "/style.css", &[]).await;
        assert_eq!(css.header("content-type"), Some("text/css; charset=utf-8"));
        let icon = get(&server, "/favicon.svg", &[]).await;
        assert_eq!(icon.header("content-type"), Some("image/svg+xml"));

        // The ETag brings a 304 with no body; another one the file.
        let etag = script.header("etag").expect("an ETag").to_owned();
        let again = get(&server, "/app.js", &[&format!("If-None-Match: {etag}")]).await;
        assert_eq!(again.status, 304);
        assert!(again.body.is_empty());
        let other = get(&server, "/app.js", &["If-None-Match: \"stale\""]).await;
        assert_eq!(other.status, 200);

        let missing = get(&server, "/etc/passwd", &[]).await;
        assert_eq!(missing.status, 404);
        assert!(missing.header("content-security-policy").is_some());
        let traversal = get(&server, "/g/../../server.sqlite", &[]).await;
        assert_ne!(traversal.status, 200);
    });
    // The weight of the client, as the README reports it.
    let size = lasca_online::web::gzipped_size();
    assert!(size < 60 * 1024, "the client is {size} bytes gzipped");
}

/// A WebSocket to `server` sent with `origin` (as a browser sends its page's): whether the
/// server took it, and the connection if so.
async fn socket_with_origin(
    server: &Running,
    origin: Option<&str>,
) -> Result<tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>, u16> {
    let mut request = server.url().into_client_request().unwrap();
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert("origin", origin.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => Ok(ws),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            Err(response.status().as_u16())
        }
        Err(other) => panic!("{other}"),
    }
}

#[test]
fn another_sites_page_cannot_open_a_game_connection() {
    let server = serve(vec!["https://friends.example".into()], Limits::default());
    runtime().block_on(async {
        let own = format!("http://{}", server.addr);
        assert!(socket_with_origin(&server, Some(&own)).await.is_ok());
        // Programs send no Origin.
        assert!(socket_with_origin(&server, None).await.is_ok());
        // Allowed with --allow-origin.
        assert!(
            socket_with_origin(&server, Some("https://friends.example"))
                .await
                .is_ok()
        );
        for origin in ["http://evil.example", "null", "http://127.0.0.1:1"] {
            assert_eq!(
                socket_with_origin(&server, Some(origin)).await.err(),
                Some(403),
                "{origin}"
            );
        }
    });
}

/// Reads `ws` until a text frame that holds `wanted` (pings and other frames are passed over);
/// fails if the socket closes first or nothing of the kind comes in [`WAIT`].
async fn first_text(
    ws: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    wanted: &str,
) {
    let found = tokio::time::timeout(WAIT, async {
        loop {
            match futures_util::StreamExt::next(ws).await {
                Some(Ok(Message::Text(text))) if text.contains(wanted) => return true,
                Some(Ok(_)) => {}
                None | Some(Err(_)) => return false,
            }
        }
    });
    assert_eq!(found.await, Ok(true), "no {wanted} from the server");
}

#[test]
fn browser_connections_meet_the_same_limits() {
    let limits = Limits {
        connections_per_address: 2,
        ..Limits::default()
    };
    let server = serve(Vec::new(), limits);
    let own = format!("http://{}", server.addr);
    runtime().block_on(async {
        let mut open = Vec::new();
        for _ in 0..2 {
            let mut ws = socket_with_origin(&server, Some(&own)).await.unwrap();
            // The server sends `welcome` once it has told the hub of the connection: the hub
            // counts this one before the next (the handshake's answer comes earlier than that).
            first_text(&mut ws, "welcome").await;
            open.push(ws);
        }
        // The third from the same address is told so and closed.
        let mut third = socket_with_origin(&server, Some(&own)).await.unwrap();
        first_text(&mut third, "too_many_connections").await;
        let closed = tokio::time::timeout(WAIT, async {
            loop {
                match futures_util::StreamExt::next(&mut third).await {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                    Some(Ok(_)) => {}
                }
            }
        });
        assert!(closed.await.is_ok(), "the refused connection is closed");
        // A version 2 client plays like any other: a create through a browser-like socket.
        let ws = &mut open[0];
        let hello = ClientMessage::Hello {
            protocol: 2,
            client: "browser".into(),
        };
        ws.send(Message::Text(hello.to_json().into()))
            .await
            .unwrap();
        let create = ClientMessage::Create {
            colour: SeatChoice::White,
            clock: None,
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        };
        ws.send(Message::Text(create.to_json().into()))
            .await
            .unwrap();
        // Pings come every 15 s, so each read is not a hang guard by itself: the whole wait is.
        let mut seated = false;
        let mut stated = false;
        let _ = tokio::time::timeout(WAIT, async {
            while let Some(Ok(message)) = futures_util::StreamExt::next(ws).await {
                let Message::Text(text) = message else {
                    continue;
                };
                match serde_json::from_str::<ServerMessage>(text.as_str()).unwrap() {
                    ServerMessage::Seat { .. } => seated = true,
                    ServerMessage::State { game } => {
                        assert!(seated);
                        assert!(game.board.is_some(), "version 2 gets the board");
                        stated = true;
                        break;
                    }
                    ServerMessage::Error { kind, message } => {
                        panic!("refused: {kind:?} {message}")
                    }
                    _ => {}
                }
            }
        })
        .await;
        assert!(seated && stated, "a seat, then the game's state");
    });
}

#[test]
fn a_missing_page_is_a_404_page_of_the_site_in_the_visitors_language() {
    let server = serve(Vec::new(), Limits::default());
    runtime().block_on(async {
        for (path, extra, lang, title) in [
            (
                "/g/",
                "Accept-Language: de-DE,de;q=0.9,en;q=0.8",
                "de",
                "Seite nicht gefunden",
            ),
            (
                "/nothing/here",
                "Accept-Language: pl, en;q=0.5",
                "pl",
                "Nie znaleziono strony",
            ),
            (
                "/g/ABCDEFGHJ/more",
                "Accept-Language: fr",
                "en",
                "Page not found",
            ),
            (
                "/g/?lang=pl",
                "Accept-Language: de",
                "pl",
                "Nie znaleziono strony",
            ),
        ] {
            let answer = get(&server, path, &[extra]).await;
            assert_eq!(answer.status, 404, "{path}");
            assert_eq!(
                answer.header("content-type"),
                Some("text/html; charset=utf-8"),
                "{path}"
            );
            assert_eq!(answer.header("content-language"), Some(lang), "{path}");
            let policy = answer.header("content-security-policy").expect("a CSP");
            assert!(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"));
            assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
            let page = answer.text();
            assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{page}");
            assert!(page.contains(&format!("<h1>{title}</h1>")), "{page}");
            // The site's style and name, the way back to the lobby; nothing inline.
            assert!(page.contains("href=\"/style.css\""), "{page}");
            assert!(page.contains("<span>Lasca</span>"), "{page}");
            assert!(page.contains("id=\"back-to-lobby\""), "{page}");
            assert!(
                !page.contains("<script") && !page.contains("style="),
                "{page}"
            );
        }
    });
}

#[test]
fn a_game_downloads_as_a_game_file_and_an_unknown_code_is_a_404() {
    let server = serve(Vec::new(), Limits::default());
    let address = server.addr.to_string();
    let player = lasca_online::client::Connection::open(&address);
    player.send(ClientMessage::Create {
        colour: SeatChoice::White,
        clock: None,
        public: false,
        variant: lasca_rules::Variant::Lasca8,
        rid: None,
        opponent: Some(lasca_online::protocol::Opponent::Computer(1)),
    });
    let (code, _, token) = super::crash::next_seat(&player);
    let view = super::crash::next_state(&player, &code, |g| {
        g.board.is_some() || g.computer.is_some()
    });
    assert!(view.computer.is_some());
    let mut game = lasca_rules::AnyGame::start(lasca_rules::Variant::Lasca8);
    // Two moves of the player's, each answered by the computer.
    for ply in [0u32, 2] {
        let mv = game.first_legal_move().unwrap();
        game.play_str(&mv).unwrap();
        player.send(super::move_message(&code, &token, ply, &mv));
        let reply = super::crash::next_event(&player, "the computer's move", |m| match m {
            ServerMessage::Moved { ply: p, mv, .. } if p == ply + 1 => Some(mv),
            _ => None,
        });
        game.play_str(&reply).unwrap();
    }
    player.send(ClientMessage::Resign {
        code: code.clone(),
        token,
    });
    super::crash::next_event(&player, "the end", |m| {
        matches!(m, ServerMessage::Ended { .. }).then_some(())
    });
    runtime().block_on(async {
        let file = get(&server, &format!("/g/{}.pgn", code.to_lowercase()), &[]).await;
        assert_eq!(file.status, 200);
        assert!(
            file.header("content-disposition")
                .is_some_and(|d| d.contains(&format!("lasca-{code}.pgn"))),
            "{:?}",
            file.headers
        );
        let text = file.text();
        assert!(text.contains("[Variant \"lasca8\"]"), "{text}");
        assert!(
            text.contains("[Black \"Computer (level 1, Recruit)\"]"),
            "{text}"
        );
        assert!(text.contains("[Result \"0-1\"]"), "{text}");
        // The moves read back: every one legal, in order.
        assert_eq!(super::game_file_moves(&text), game.move_texts());
        // The page of the game is the site's page.
        let page = get(&server, &format!("/g/{code}"), &[]).await;
        assert_eq!(page.status, 200);
        assert_eq!(
            page.header("content-type"),
            Some("text/html; charset=utf-8")
        );
        // No such game: a 404, and junk is no game either.
        for path in ["/g/ABCDEFGHJ.pgn", "/g/%3Cscript%3E.pgn", "/g/.pgn"] {
            let missing = get(&server, path, &[]).await;
            assert_eq!(missing.status, 404, "{path}");
        }
    });
}
