//! The server's log never holds a seat's token (docs/ONLINE.md, "Seats stay secret"): a game
//! is created, joined, played, offered, resumed and rematched with the log captured at its
//! most verbose (every `tracing` event, `TRACE` and up, as `lasca serve`'s formatter writes
//! them), and the log is searched for every token handed out.
//!
//! The capture is this test binary's global subscriber, set once: the other tests' events
//! go to it too, which changes nothing for them.

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use lasca_online::client::Client;
use lasca_online::protocol::{ClientMessage, ErrorKind, OfferKind, ServerMessage, TimeControl};
use lasca_rules::Game;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use super::{WAIT, error_kind, fast, move_message, pair, play_plies, runtime, seat, start};

/// Everything logged in this process since [`captured`] was first called.
type Log = Arc<Mutex<Vec<u8>>>;

/// One write to the captured log.
struct Capture(Log);

impl Write for Capture {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let mut log = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        log.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The process's log from now on, at `TRACE`: set up at the first call.
fn captured() -> Log {
    static LOG: OnceLock<Log> = OnceLock::new();
    LOG.get_or_init(|| {
        let log = Log::default();
        let writer = log.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .with_writer(move || Capture(writer.clone()))
            .finish();
        tracing::subscriber::set_global_default(subscriber)
            .expect("no other test sets a global subscriber");
        log
    })
    .clone()
}

/// The log so far, as text.
fn text(log: &Log) -> String {
    String::from_utf8_lossy(&log.lock().unwrap_or_else(PoisonError::into_inner)).into_owned()
}

#[test]
fn no_seat_token_is_ever_in_the_server_s_log() {
    let log = captured();
    let folder = tempfile::tempdir().unwrap();
    let server = start(Some(folder.path().join("games.sqlite")), fast());
    let url = server.url();
    let tokens = runtime().block_on(async {
        let clock = Some(TimeControl::minutes(5, 0));
        let (mut white, wt, mut black, bt, code) = pair(&url, clock).await;
        let mut game = Game::new();
        play_plies(&mut game, 4, (&mut white, &wt), (&mut black, &bt), &code).await;
        // A move with the opponent's seat and a stale ply, refused.
        black
            .send(&move_message(&code, &bt, 4, "c3-d4"))
            .await
            .unwrap();
        assert_eq!(error_kind(&mut black).await, ErrorKind::NotYourTurn);
        white
            .send(&move_message(&code, &wt, 0, "c3-d4"))
            .await
            .unwrap();
        assert_eq!(error_kind(&mut white).await, ErrorKind::StalePly);
        // An offer, declined.
        white
            .send(&ClientMessage::Offer {
                code: code.clone(),
                token: wt.clone(),
                kind: OfferKind::Draw,
            })
            .await
            .unwrap();
        super::offer_news(&mut black, OfferKind::Draw, false).await;
        black
            .send(&ClientMessage::Answer {
                code: code.clone(),
                token: bt.clone(),
                kind: OfferKind::Draw,
                accept: false,
            })
            .await
            .unwrap();
        // Black comes back on a new connection with its token.
        black.close().await;
        let mut black = Client::connect(&url).await.unwrap();
        black
            .send(&ClientMessage::Resume {
                code: code.clone(),
                token: bt.clone(),
            })
            .await
            .unwrap();
        super::state(&mut black, |g| g.code == code).await;
        // White resigns; once both have heard the end, both ask for a rematch, and get new
        // seats.
        white
            .send(&ClientMessage::Resign {
                code: code.clone(),
                token: wt.clone(),
            })
            .await
            .unwrap();
        super::ended(&mut white).await;
        super::ended(&mut black).await;
        super::offer_both(
            &code,
            [(&mut white, &wt), (&mut black, &bt)],
            OfferKind::Rematch,
        )
        .await;
        let (_, _, white_again) = seat(&mut white).await;
        let (_, _, black_again) = seat(&mut black).await;
        // A page of another site is refused a socket: the server logs that (at debug), so
        // the log is known to be this server's.
        let mut request = url.as_str().into_client_request().unwrap();
        request
            .headers_mut()
            .insert("origin", "http://evil.example".parse().unwrap());
        assert!(tokio_tungstenite::connect_async(request).await.is_err());
        // And a ping round trip, so that every request before it was handled.
        white.send(&ClientMessage::Ping { id: 7 }).await.unwrap();
        white
            .recv_until(WAIT, |m| match m {
                ServerMessage::Pong { id: 7 } => Some(()),
                _ => None,
            })
            .await
            .unwrap();
        vec![wt, bt, white_again, black_again]
    });
    server.stop().unwrap();
    let text = text(&log);
    assert!(
        text.contains("refused a WebSocket from another origin") && text.contains("evil.example"),
        "the server's log was not captured:\n{text}"
    );
    for token in &tokens {
        assert_eq!(token.len(), 32, "{token:?}");
        assert!(
            !text.contains(token.as_str()),
            "a seat's token is in the server's log:\n{text}"
        );
    }
    // Nor is it there in upper case.
    let upper = text.to_ascii_uppercase();
    for token in &tokens {
        assert!(!upper.contains(&token.to_ascii_uppercase()));
    }
}
