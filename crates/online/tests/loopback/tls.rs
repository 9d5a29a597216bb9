//! `wss://`: a server with a certificate made here (rcgen, self-signed for `localhost` and
//! 127.0.0.1), clients that trust it, a move played over TLS; a plain `ws://` client on the TLS
//! port, a client that does not trust the certificate, and certificate or key files that are
//! no good all fail cleanly.

use std::path::{Path, PathBuf};

use lasca_online::client::{Client, Trust};
use lasca_online::protocol::{ClientMessage, ServerMessage, TimeControl};
use lasca_online::server::{self, Config, Running};
use lasca_online::tls::{ServerTls, TlsError};
use lasca_rules::Game;

use super::{WAIT, choose, fast, move_message, moved, runtime, seat_pair};

/// A self-signed certificate and its key, as PEM files in `folder`, and the certificate (DER).
pub(super) fn certificate(folder: &Path) -> (PathBuf, PathBuf, Vec<u8>) {
    let made = rcgen::generate_simple_self_signed(vec!["localhost".into(), "127.0.0.1".into()])
        .expect("rcgen makes a certificate");
    let cert = folder.join("cert.pem");
    let key = folder.join("key.pem");
    std::fs::write(&cert, made.cert.pem()).unwrap();
    std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
    (cert, key, made.cert.der().to_vec())
}

fn start_tls(tls: ServerTls) -> Running {
    server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: lasca_online::server::Database::Memory,
        instance: None,
        durability: Default::default(),
        limits: fast(),
        threads: 2,
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls: Some(tls),
    })
    .expect("a TLS server starts on loopback")
}

#[test]
fn a_move_over_wss_with_a_self_signed_certificate() {
    let folder = tempfile::tempdir().unwrap();
    let (cert, key, der) = certificate(folder.path());
    let server = start_tls(ServerTls::from_pem_files(&cert, &key).expect("the files load"));
    let url = server.url();
    assert!(url.starts_with("wss://127.0.0.1:"), "{url}");
    let trust = Trust::with_certificate(&der).expect("rcgen's certificate is usable");
    runtime().block_on(async {
        let white = Client::connect_trusting(&url, &trust).await.unwrap();
        let black = Client::connect_trusting(&url, &trust).await.unwrap();
        let clock = Some(TimeControl::minutes(5, 0));
        let (mut white, white_token, mut black, _, code) = seat_pair(white, black, clock).await;
        let game = Game::new();
        let mv = choose(&game, 0);
        white
            .send(&move_message(&code, &white_token, 0, &mv))
            .await
            .unwrap();
        assert_eq!(moved(&mut black, 0).await, mv);
        // And the encrypted link still answers afterwards.
        white.send(&ClientMessage::Ping { id: 9 }).await.unwrap();
        let pong = white
            .recv_until(WAIT, |m| match m {
                ServerMessage::Pong { id } => Some(*id),
                _ => None,
            })
            .await
            .unwrap();
        assert_eq!(pong, 9);
        white.close().await;
        black.close().await;
    });
    server.stop().unwrap();
}

#[test]
fn plain_ws_or_an_untrusted_certificate_fail_and_the_server_goes_on() {
    let folder = tempfile::tempdir().unwrap();
    let (cert, key, der) = certificate(folder.path());
    let server = start_tls(ServerTls::from_pem_files(&cert, &key).unwrap());
    let url = server.url();
    let plain = url.replacen("wss://", "ws://", 1);
    let trust = Trust::with_certificate(&der).unwrap();
    runtime().block_on(async {
        // Plain WebSocket to the TLS port: an error (the handshake is not TLS), not a hang.
        let refused = tokio::time::timeout(WAIT, Client::connect(&plain))
            .await
            .expect("a plain connection to the TLS port ends, one way or another");
        assert!(refused.is_err(), "a plain ws:// client got through");
        // The web's authorities do not vouch for a self-signed certificate.
        let untrusted = tokio::time::timeout(WAIT, Client::connect(&url))
            .await
            .expect("an untrusted certificate is refused, not waited on");
        match untrusted {
            Err(error) => assert!(
                error.to_string().to_lowercase().contains("certificate"),
                "{error}"
            ),
            Ok(_) => panic!("a self-signed certificate was believed"),
        }
        // Neither harmed the server.
        let mut client = Client::connect_trusting(&url, &trust).await.unwrap();
        client.send(&ClientMessage::Lobby).await.unwrap();
        client
            .recv_until(WAIT, |m| {
                matches!(m, ServerMessage::Lobby { .. }).then_some(())
            })
            .await
            .unwrap();
    });
    server.stop().unwrap();
}

#[test]
fn bad_certificate_or_key_files_are_clear_errors() {
    let folder = tempfile::tempdir().unwrap();
    let (cert, key, _) = certificate(folder.path());
    let missing = folder.path().join("missing.pem");
    let junk = folder.path().join("junk.pem");
    std::fs::write(&junk, "this is not PEM\n").unwrap();
    let other = folder.path().join("other");
    std::fs::create_dir(&other).unwrap();
    let (_, other_key, _) = certificate(&other);

    let error = ServerTls::from_pem_files(&missing, &key).unwrap_err();
    assert!(matches!(error, TlsError::Certificate { .. }), "{error}");
    assert!(error.to_string().contains("missing.pem"), "{error}");

    let error = ServerTls::from_pem_files(&junk, &key).unwrap_err();
    assert!(matches!(error, TlsError::Certificate { .. }), "{error}");

    let error = ServerTls::from_pem_files(&cert, &missing).unwrap_err();
    assert!(matches!(error, TlsError::Key { .. }), "{error}");
    assert!(error.to_string().contains("missing.pem"), "{error}");

    // A certificate where the key should be: no private key in it.
    let error = ServerTls::from_pem_files(&cert, &cert).unwrap_err();
    assert!(matches!(error, TlsError::Key { .. }), "{error}");

    // The key and the certificate in each other's place.
    assert!(ServerTls::from_pem_files(&key, &cert).is_err());

    // Another certificate's key.
    let error = ServerTls::from_pem_files(&cert, &other_key).unwrap_err();
    assert!(matches!(error, TlsError::Refused(_)), "{error}");
}
