//! Clients of `lasca serve`.
//!
//! - [`Client`]: one async WebSocket connection, for tests and `serve-bench`.
//! - [`Connection`]: what the game uses. It runs on its own thread with its own small tokio
//!   runtime, so a frame never waits for the network. It reconnects by itself after a drop,
//!   takes its seats back with `resume`, follows its watched games again, and sends what was
//!   asked while it was away.
//! - [`Session`]: the online game as the game's client knows it, without Bevy or a socket: it
//!   applies what the server says (and what the player did) and says what the board must do.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{Connector, MaybeTlsStream, WebSocketStream};

use crate::protocol::{ClientMessage, DEFAULT_PORT, ServerMessage};

/// The protocol version [`Client::connect`] says `hello` with: 1, since a program with the
/// rules engine needs no board in the messages (version 2 is for thin clients:
/// docs/ONLINE.md). A server of any version from 1 on speaks it.
pub const CLIENT_PROTOCOL: u32 = 1;

/// The newest version the game's [`Connection`] speaks: 4, so that it can follow a game
/// against the server's computer too (version 3 brought games of Lasca 8x8 and bashni,
/// version 2 the mover's own `moved` and the server's clocks in it; the board it also carries
/// goes unused). With an older server it speaks that server's version.
pub const GAME_PROTOCOL: u32 = 4;

/// The oldest server version this client can speak to.
pub const OLDEST_SERVER_PROTOCOL: u32 = 1;

mod connection;
pub mod session;

pub use connection::{Connection, Event};
pub use session::{BoardAction, Effects, Link, Notice, OnlineGame, Session};

/// Why a client lost its connection or could not make one.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The server could not be reached, or the link broke.
    #[error("{0}")]
    Socket(#[from] tokio_tungstenite::tungstenite::Error),
    /// The server closed the connection.
    #[error("the server closed the connection")]
    Closed,
    /// The server sent something this client does not understand.
    #[error("the server sent an unreadable message: {0}")]
    Unreadable(String),
    /// The server speaks another protocol.
    #[error(
        "the server speaks protocol {0}, this game {OLDEST_SERVER_PROTOCOL} to {GAME_PROTOCOL}"
    )]
    Protocol(u32),
    /// Nothing came in time.
    #[error("the server did not answer in time")]
    Timeout,
}

/// Which servers a client believes over `wss://`.
///
/// [`Trust::public`] is the web's certificate authorities (Mozilla's list, built in through
/// the webpki-roots crate, so it is the same on every machine). A server with a certificate of
/// its own making (a test's, or one on a LAN) is trusted with [`Trust::with_certificate`].
/// `ws://` addresses ignore it.
#[derive(Clone)]
pub struct Trust {
    config: Arc<rustls::ClientConfig>,
}

impl std::fmt::Debug for Trust {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Trust { .. }")
    }
}

impl Default for Trust {
    fn default() -> Trust {
        Trust::public()
    }
}

impl Trust {
    /// The web's certificate authorities.
    pub fn public() -> Trust {
        static PUBLIC: OnceLock<Trust> = OnceLock::new();
        PUBLIC
            .get_or_init(|| Trust::with_roots(Trust::public_roots()))
            .clone()
    }

    /// The web's certificate authorities and one more certificate (DER): a server that shows
    /// exactly this certificate is believed.
    pub fn with_certificate(der: &[u8]) -> Result<Trust, rustls::Error> {
        let mut roots = Trust::public_roots();
        roots
            .add(rustls_pki_types::CertificateDer::from(der.to_vec()))
            .map_err(|e| rustls::Error::General(format!("not a usable certificate: {e}")))?;
        Ok(Trust::with_roots(roots))
    }

    fn public_roots() -> rustls::RootCertStore {
        rustls::RootCertStore {
            roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
        }
    }

    fn with_roots(roots: rustls::RootCertStore) -> Trust {
        // ring, named here rather than left to rustls' process-wide default: nothing else in
        // the process can make this choice differently.
        let config = rustls::ClientConfig::builder_with_provider(Arc::new(
            rustls::crypto::ring::default_provider(),
        ))
        .with_safe_default_protocol_versions()
        .expect("ring supports rustls' default protocol versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
        Trust {
            config: Arc::new(config),
        }
    }
}

/// The game's link for a browser, on the server the game is played on (`localhost`,
/// `host:port`, `ws://host:port/ws`, `https://host`...): `http://HOST:PORT/g/CODE`, or
/// `https://` for a `wss://` server. The server serves the browser client there
/// (docs/ONLINE.md, "Play from a browser"), beside its WebSocket.
pub fn game_link(address: &str, code: &str) -> String {
    let socket = ws_url(address);
    let (web, rest) = match socket.strip_prefix("wss://") {
        Some(rest) => ("https://", rest),
        None => ("http://", socket.trim_start_matches("ws://")),
    };
    // The pages are beside the socket: `/play/ws` has its games at `/play/g/CODE`.
    let base = rest
        .strip_suffix("/ws")
        .unwrap_or(rest)
        .trim_end_matches('/');
    format!("{web}{base}/g/{code}")
}

/// The WebSocket address for what a player typed: `localhost`, `host:port`, `ws://host:port/ws`,
/// `wss://host/ws`, or a web address, `https://host` (`wss://host/ws`).
pub fn ws_url(address: &str) -> String {
    let address = address.trim();
    if address.starts_with("ws://") || address.starts_with("wss://") {
        return address.to_owned();
    }
    for (web, socket) in [("https://", "wss://"), ("http://", "ws://")] {
        if let Some(rest) = address.strip_prefix(web) {
            let rest = rest.trim_end_matches('/');
            return if rest.contains('/') {
                format!("{socket}{rest}")
            } else {
                format!("{socket}{rest}/ws")
            };
        }
    }
    let has_port = match address.rsplit_once(':') {
        Some((host, port)) => {
            !host.is_empty() && !host.ends_with(':') && port.parse::<u16>().is_ok()
        }
        None => false,
    };
    let host = if address.is_empty() {
        "localhost"
    } else {
        address
    };
    if has_port {
        format!("ws://{host}/ws")
    } else {
        format!("ws://{host}:{DEFAULT_PORT}/ws")
    }
}

/// A log-in to a server's site: the account's name as the server spells it, and the session's
/// cookie (`lasca_session=...`, signed by the server) to send with each connection.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LoggedIn {
    /// The account's name.
    pub name: String,
    /// The cookie, `name=value`.
    pub cookie: String,
}

/// Why a log-in failed.
#[derive(Debug, thiserror::Error)]
pub enum LogInError {
    /// The server could not be reached or did not answer as a site does.
    #[error("the server could not be reached: {0}")]
    Network(String),
    /// The server refused: its words.
    #[error("{0}")]
    Refused(String),
}

/// Logs in to the site of the server at `address` (what a player types for the game:
/// `host:port`, `https://host`...) with an account made there (docs/ONLINE.md, "Accounts").
/// A small HTTP/1.1 exchange written by hand: the game has no HTTP client, and one request
/// and its answer's head are all it needs (over TLS for a `wss://` server).
pub async fn log_in(address: &str, name: &str, password: &str) -> Result<LoggedIn, LogInError> {
    let body = serde_json::json!({"name": name, "password": password}).to_string();
    let (status, head, body) = site_request(address, "/api/login", None, &body).await?;
    if status != 200 {
        let said: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
        return Err(LogInError::Refused(said["message"].as_str().map_or_else(
            || format!("the server answered {status}"),
            str::to_owned,
        )));
    }
    let cookie = head
        .lines()
        .filter_map(|line| line.split_once(':'))
        .filter(|(name, _)| name.trim().eq_ignore_ascii_case("set-cookie"))
        .map(|(_, value)| value.trim().split(';').next().unwrap_or("").to_owned())
        .find(|pair| pair.starts_with("lasca_session="))
        .ok_or_else(|| LogInError::Network("the server sent no session".into()))?;
    let said: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
    Ok(LoggedIn {
        name: said["name"].as_str().unwrap_or(name).to_owned(),
        cookie,
    })
}

/// [`log_in`] for a caller without a runtime (the game): runs it on a small one of its own.
pub fn log_in_blocking(address: &str, name: &str, password: &str) -> Result<LoggedIn, LogInError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| LogInError::Network(e.to_string()))?
        .block_on(log_in(address, name, password))
}

/// [`log_out`] for a caller without a runtime.
pub fn log_out_blocking(address: &str, cookie: &str) -> Result<(), LogInError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| LogInError::Network(e.to_string()))?
        .block_on(log_out(address, cookie))
}

/// Ends the session of `cookie` on the server at `address` (log out).
pub async fn log_out(address: &str, cookie: &str) -> Result<(), LogInError> {
    site_request(address, "/api/logout", Some(cookie), "{}").await?;
    Ok(())
}

/// Writes `request` to `stream` and reads its whole answer (the request says `Connection:
/// close`) into `raw`: the same over TLS and plain TCP.
async fn send_and_read(
    mut stream: impl tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
    request: &str,
    raw: &mut Vec<u8>,
) -> std::io::Result<()> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    stream.write_all(request.as_bytes()).await?;
    stream.read_to_end(raw).await.map(|_| ())
}
/// One JSON POST to the site beside the server's socket: (status, head, body).
async fn site_request(
    address: &str,
    path: &str,
    cookie: Option<&str>,
    body: &str,
) -> Result<(u16, String, String), LogInError> {
    let network = |e: &dyn std::fmt::Display| LogInError::Network(e.to_string());
    let socket = ws_url(address);
    let (tls, rest) = match socket.strip_prefix("wss://") {
        Some(rest) => (true, rest),
        None => (false, socket.trim_start_matches("ws://")),
    };
    let authority = rest.split('/').next().unwrap_or(rest);
    let prefix = rest
        .strip_suffix("/ws")
        .unwrap_or(rest)
        .strip_prefix(authority)
        .unwrap_or("");
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) if port.parse::<u16>().is_ok() => {
            (host.to_owned(), port.parse::<u16>().unwrap_or(DEFAULT_PORT))
        }
        _ => (authority.to_owned(), if tls { 443 } else { 80 }),
    };
    let origin = format!("{}://{authority}", if tls { "https" } else { "http" });
    let mut request = format!(
        "POST {prefix}{path} HTTP/1.1\r\nHost: {authority}\r\nOrigin: {origin}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n",
        body.len()
    );
    if let Some(cookie) = cookie {
        request.push_str(&format!("Cookie: {cookie}\r\n"));
    }
    request.push_str("\r\n");
    request.push_str(body);
    let exchange = async {
        let tcp = TcpStream::connect((host.as_str(), port))
            .await
            .map_err(|e| network(&e))?;
        let mut raw = Vec::new();
        if tls {
            let name =
                rustls_pki_types::ServerName::try_from(host.clone()).map_err(|e| network(&e))?;
            let connector = tokio_rustls::TlsConnector::from(Trust::public().config);
            let stream = connector
                .connect(name, tcp)
                .await
                .map_err(|e| network(&e))?;
            send_and_read(stream, &request, &mut raw).await
        } else {
            send_and_read(tcp, &request, &mut raw).await
        }
        .map_err(|e| network(&e))?;
        Ok::<Vec<u8>, LogInError>(raw)
    };
    let raw = tokio::time::timeout(CONNECT_TIMEOUT, exchange)
        .await
        .map_err(|_| LogInError::Network("the server did not answer".into()))??;
    let text = String::from_utf8_lossy(&raw);
    let (head, body) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| LogInError::Network("the server's answer is not HTTP".into()))?;
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| LogInError::Network("the server's answer is not HTTP".into()))?;
    // axum answers these small bodies with a length, never chunked.
    Ok((status, head.to_owned(), body.to_owned()))
}

/// How long a connection may take to open: TCP, TLS, the WebSocket upgrade and the server's
/// welcome (a server that takes the connection and then says nothing is given up on).
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(20);

/// One connection to the server, used from async code.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The version the server's welcome named.
    server_protocol: u32,
}

impl Client {
    /// Connects, reads the server's welcome and says hello; `wss://` servers must show a
    /// certificate from a public authority.
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        Client::connect_trusting(url, &Trust::public()).await
    }

    /// [`Client::connect`], believing the `wss://` servers `trust` believes.
    pub async fn connect_trusting(url: &str, trust: &Trust) -> Result<Client, ClientError> {
        Client::connect_speaking(url, trust, CLIENT_PROTOCOL).await
    }

    /// [`Client::connect`] for the game: says `hello` with the newest version both it
    /// ([`GAME_PROTOCOL`]) and the server speak.
    pub async fn connect_newest(url: &str) -> Result<Client, ClientError> {
        let mut client = Client::connect_without_hello(url).await?;
        let protocol = client.server_protocol.min(GAME_PROTOCOL);
        client.hello(protocol).await?;
        Ok(client)
    }

    /// The protocol version the server's welcome named.
    pub fn server_protocol(&self) -> u32 {
        self.server_protocol
    }

    async fn hello(&mut self, protocol: u32) -> Result<(), ClientError> {
        self.send(&ClientMessage::Hello {
            protocol,
            client: format!("lasca {}", env!("CARGO_PKG_VERSION")),
        })
        .await
    }

    /// [`Client::connect_trusting`], saying `hello` with another protocol version (tests of
    /// version 2).
    pub async fn connect_speaking(
        url: &str,
        trust: &Trust,
        protocol: u32,
    ) -> Result<Client, ClientError> {
        let mut client = Client::connect_without_hello_trusting(url, trust).await?;
        client.hello(protocol).await?;
        Ok(client)
    }

    /// Connects and reads the welcome, but says nothing (tests of the server's manners).
    pub async fn connect_without_hello(url: &str) -> Result<Client, ClientError> {
        Client::connect_without_hello_trusting(url, &Trust::public()).await
    }

    /// [`Client::connect_without_hello`], believing the `wss://` servers `trust` believes.
    pub async fn connect_without_hello_trusting(
        url: &str,
        trust: &Trust,
    ) -> Result<Client, ClientError> {
        tokio::time::timeout(CONNECT_TIMEOUT, Client::open(url, trust))
            .await
            .map_err(|_| ClientError::Timeout)?
    }

    /// [`Client::connect_newest`] as the player of a session (its cookie, `lasca_session=...`,
    /// from [`log_in`]); `None` plays as a guest of this connection.
    pub async fn connect_newest_as(url: &str, cookie: Option<&str>) -> Result<Client, ClientError> {
        let mut client = tokio::time::timeout(
            CONNECT_TIMEOUT,
            Client::open_as(url, &Trust::public(), cookie),
        )
        .await
        .map_err(|_| ClientError::Timeout)??;
        let protocol = client.server_protocol.min(GAME_PROTOCOL);
        client.hello(protocol).await?;
        Ok(client)
    }

    async fn open(url: &str, trust: &Trust) -> Result<Client, ClientError> {
        Client::open_as(url, trust, None).await
    }

    async fn open_as(
        url: &str,
        trust: &Trust,
        cookie: Option<&str>,
    ) -> Result<Client, ClientError> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let config = WebSocketConfig::default()
            .read_buffer_size(4 * 1024)
            .write_buffer_size(0);
        // The connector is used for `wss://` only; `ws://` stays plain TCP.
        let connector = Connector::Rustls(trust.config.clone());
        let mut request = url.into_client_request()?;
        if let Some(cookie) = cookie
            && let Ok(value) = cookie.parse()
        {
            request
                .headers_mut()
                .insert(tokio_tungstenite::tungstenite::http::header::COOKIE, value);
        }
        let (ws, _) = tokio_tungstenite::connect_async_tls_with_config(
            request,
            Some(config),
            true,
            Some(connector),
        )
        .await?;
        let mut client = Client {
            ws,
            server_protocol: 0,
        };
        match client.recv().await? {
            ServerMessage::Welcome { protocol, .. } if protocol >= OLDEST_SERVER_PROTOCOL => {
                client.server_protocol = protocol;
            }
            ServerMessage::Welcome { protocol, .. } => return Err(ClientError::Protocol(protocol)),
            other => return Err(ClientError::Unreadable(format!("{other:?}"))),
        }
        Ok(client)
    }

    /// Sends a message.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        self.send_text(message.to_json()).await
    }

    /// Sends any text (tests send junk with it).
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.ws.send(Message::Text(text.into())).await?;
        Ok(())
    }

    /// Sends raw bytes as a binary frame (tests).
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), ClientError> {
        self.ws.send(Message::Binary(bytes.into())).await?;
        Ok(())
    }

    /// The next message from the server.
    pub async fn recv(&mut self) -> Result<ServerMessage, ClientError> {
        let text = self.recv_raw().await?;
        serde_json::from_str(text.as_str())
            .map_err(|e| ClientError::Unreadable(format!("{e}: {}", text.as_str())))
    }

    /// The next text message, unparsed.
    async fn recv_raw(&mut self) -> Result<tokio_tungstenite::tungstenite::Utf8Bytes, ClientError> {
        loop {
            match self.ws.next().await {
                Some(Ok(Message::Text(text))) => return Ok(text),
                Some(Ok(Message::Close(_))) | None => return Err(ClientError::Closed),
                Some(Ok(_)) => {}
                Some(Err(error)) => return Err(error.into()),
            }
        }
    }

    /// Reads text messages until `pick` accepts one (the bench, which parses only a little).
    pub async fn recv_text_matching<T>(
        &mut self,
        mut pick: impl FnMut(&str) -> Option<T>,
    ) -> Result<T, ClientError> {
        loop {
            let text = self.recv_raw().await?;
            if let Some(found) = pick(text.as_str()) {
                return Ok(found);
            }
        }
    }

    /// The next message, waiting at most `timeout`.
    pub async fn recv_within(&mut self, timeout: Duration) -> Result<ServerMessage, ClientError> {
        tokio::time::timeout(timeout, self.recv())
            .await
            .map_err(|_| ClientError::Timeout)?
    }

    /// Reads until a message `pick` accepts, within `timeout` in all.
    pub async fn recv_until<T>(
        &mut self,
        timeout: Duration,
        mut pick: impl FnMut(&ServerMessage) -> Option<T>,
    ) -> Result<T, ClientError> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let message = self.recv_within(left).await?;
            if let Some(found) = pick(&message) {
                return Ok(found);
            }
        }
    }

    /// Reads until a message `pick` accepts, however long that takes.
    pub async fn recv_matching<T>(
        &mut self,
        mut pick: impl FnMut(&ServerMessage) -> Option<T>,
    ) -> Result<T, ClientError> {
        loop {
            let message = self.recv().await?;
            if let Some(found) = pick(&message) {
                return Ok(found);
            }
        }
    }

    /// Closes the connection politely.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses() {
        assert_eq!(ws_url("localhost"), "ws://localhost:7464/ws");
        assert_eq!(game_link("localhost", "ABC"), "http://localhost:7464/g/ABC");
        assert_eq!(
            game_link("10.0.0.2:9000", "ABC"),
            "http://10.0.0.2:9000/g/ABC"
        );
        assert_eq!(game_link("wss://h/ws", "ABC"), "https://h/g/ABC");
        assert_eq!(game_link("https://h:8443/", "ABC"), "https://h:8443/g/ABC");
        assert_eq!(
            game_link("https://h/play/ws", "ABC"),
            "https://h/play/g/ABC"
        );
        assert_eq!(ws_url(""), "ws://localhost:7464/ws");
        assert_eq!(ws_url("example.org:9000"), "ws://example.org:9000/ws");
        assert_eq!(ws_url(" 10.0.0.2 "), "ws://10.0.0.2:7464/ws");
        assert_eq!(ws_url("ws://h:1/ws"), "ws://h:1/ws");
        assert_eq!(ws_url("wss://h/ws"), "wss://h/ws");
        assert_eq!(
            ws_url("https://lasca.example.org"),
            "wss://lasca.example.org/ws"
        );
        assert_eq!(ws_url("https://h:8443/"), "wss://h:8443/ws");
        assert_eq!(ws_url("https://h/play/ws"), "wss://h/play/ws");
        assert_eq!(ws_url("http://h:7464"), "ws://h:7464/ws");
    }

    #[test]
    fn a_certificate_that_is_not_one_is_refused() {
        assert!(Trust::with_certificate(b"not a certificate").is_err());
    }
}
