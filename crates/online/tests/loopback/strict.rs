//! Issue 24 through a real server, as raw frames: malformed but decodable messages are
//! refused and change nothing, `hello` comes first for everything (`ping` too) and is said
//! once, a resent move is `stale_ply`, every request is answered, and codes are read however
//! they were typed.

use lasca_online::client::Client;
use lasca_online::protocol::{ClientMessage, ErrorKind, ServerMessage, Status};
use lasca_online::store::{read_all_games, token_hash};

use super::{WAIT, fast, move_message, moved, pair, runtime, start, state};

/// The next message, which must be an `error`; its kind.
async fn next_error(client: &mut Client) -> ErrorKind {
    match client.recv_within(WAIT).await.expect("an answer") {
        ServerMessage::Error { kind, .. } => kind,
        other => panic!("expected an error, got {other:?}"),
    }
}

/// The next message, which must be the `pong` for `id`.
async fn pong(client: &mut Client, id: u64) {
    client.send(&ClientMessage::Ping { id }).await.unwrap();
    match client.recv_within(WAIT).await.expect("an answer") {
        ServerMessage::Pong { id: answered } => assert_eq!(answered, id),
        other => panic!("expected pong {id}, got {other:?}"),
    }
}

/// `code` as a person might type it.
fn typed(code: &str) -> String {
    let lower = code.to_ascii_lowercase();
    format!("{}-{} {}", &lower[..3], &lower[3..6], &lower[6..])
}

#[test]
fn malformed_but_decodable_messages_are_refused_and_change_nothing() {
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("games.sqlite");
    let server = start(Some(db.clone()), fast());
    let url = server.url();
    let wt = runtime().block_on(async {
        let (mut white, wt, mut black, _bt, code) = pair(&url, None).await;
        let mut visitor = Client::connect(&url).await.unwrap();
        // The issue's four, each once obeyed; and then some.
        let frames = [
            r#"["create","white",null,true]"#.to_owned(),
            format!(r#"["move","{code}","{wt}",0,"c3-d4"]"#),
            r#"{"type":"lobby","x":1}"#.to_owned(),
            r#"{"type":"create","colour":"white","clock":[60,0]}"#.to_owned(),
            format!(
                r#"{{"type":"move","code":"{code}","token":"{wt}","ply":0,"move":"c3-d4","x":1}}"#
            ),
            format!(r#"{{"type":"move","code":"{code}","token":"{wt}","ply":"0","move":"c3-d4"}}"#),
            r#""lobby""#.to_owned(),
            "42".to_owned(),
        ];
        for frame in &frames {
            white.send_text(frame.clone()).await.unwrap();
            assert_eq!(
                next_error(&mut white).await,
                ErrorKind::BadMessage,
                "{frame}"
            );
        }
        // Nothing was created, nothing was played: the lobby is empty, the game unmoved, and
        // Black heard nothing.
        visitor.send(&ClientMessage::Lobby).await.unwrap();
        match visitor.recv_within(WAIT).await.unwrap() {
            ServerMessage::Lobby { games, .. } => assert_eq!(games, []),
            other => panic!("expected the lobby, got {other:?}"),
        }
        visitor
            .send(&ClientMessage::Watch { code: typed(&code) })
            .await
            .unwrap();
        let game = state(&mut visitor, |_| true).await;
        assert_eq!((game.code.as_str(), game.moves.len()), (code.as_str(), 0));
        assert_eq!(game.status, Status::Playing);
        // The move, with the code as typed, is taken; sent again it is `stale_ply`.
        let mv = move_message(&typed(&code), &wt, 0, "c3-d4");
        white.send(&mv).await.unwrap();
        assert_eq!(moved(&mut black, 0).await, "c3-d4");
        white.send(&mv).await.unwrap();
        assert_eq!(next_error(&mut white).await, ErrorKind::StalePly);
        // Unwatching junk, an unknown code or the game: all in silence (no oracle for codes),
        // so the next thing the visitor hears is the answer to a request sent after them (the
        // hub takes a connection's requests in order).
        for junk in ["'; DROP TABLE games; --", "ZZZZZZZZZ"] {
            let unwatch = ClientMessage::Unwatch { code: junk.into() };
            visitor.send(&unwatch).await.unwrap();
        }
        visitor
            .send(&ClientMessage::Unwatch { code: code.clone() })
            .await
            .unwrap();
        visitor.send(&ClientMessage::Lobby).await.unwrap();
        loop {
            match visitor.recv_within(WAIT).await.expect("an answer") {
                ServerMessage::Lobby { .. } => break,
                // The move it watched, sent before.
                ServerMessage::Moved { .. } => {}
                other => panic!("expected the lobby, got {other:?}"),
            }
        }
        wt
    });
    server.stop().unwrap();
    let games = read_all_games(&db).unwrap();
    assert_eq!(games.len(), 1, "only the pair's game was created");
    assert_eq!(games[0].moves, ["c3-d4"]);
    // The store holds the seat's hash, not its secret.
    assert_eq!(games[0].white_hash, Some(token_hash(&wt)));
}

#[test]
fn hello_comes_first_for_everything_and_is_said_once() {
    let server = start(None, fast());
    let url = server.url();
    runtime().block_on(async {
        let mut raw = Client::connect_without_hello(&url).await.unwrap();
        for message in [
            ClientMessage::Ping { id: 1 },
            ClientMessage::Lobby,
            ClientMessage::Watch {
                code: "ABCDEF234".into(),
            },
            ClientMessage::Unwatch {
                code: "ABCDEF234".into(),
            },
        ] {
            raw.send(&message).await.unwrap();
            assert_eq!(
                next_error(&mut raw).await,
                ErrorKind::HelloFirst,
                "{message:?}"
            );
        }
        // Junk is junk, hello or not.
        raw.send_text("[\"hello\",1]".into()).await.unwrap();
        assert_eq!(next_error(&mut raw).await, ErrorKind::BadMessage);
        raw.send_text(format!(
            r#"{{"type":"hello","protocol":{}}}"#,
            lasca_online::protocol::PROTOCOL_VERSION + 1
        ))
        .await
        .unwrap();
        assert_eq!(next_error(&mut raw).await, ErrorKind::UnsupportedProtocol);
        // The hello is not answered: the next message is the pong.
        raw.send_text(r#"{"type":"hello","protocol":1,"client":"raw"}"#.into())
            .await
            .unwrap();
        pong(&mut raw, 2).await;
        // A second hello is refused, and changes nothing.
        raw.send_text(r#"{"type":"hello","protocol":1}"#.into())
            .await
            .unwrap();
        assert_eq!(next_error(&mut raw).await, ErrorKind::BadMessage);
        pong(&mut raw, 3).await;
        raw.send(&ClientMessage::Lobby).await.unwrap();
        assert!(matches!(
            raw.recv_within(WAIT).await.unwrap(),
            ServerMessage::Lobby { .. }
        ));
    });
    server.stop().unwrap();
}

#[test]
fn welcome_names_the_newest_version_the_server_speaks() {
    use lasca_online::protocol::PROTOCOL_VERSION;
    let server = start(None, fast());
    let url = server.url();
    runtime().block_on(async {
        // The first frame on a connection is `welcome`, with the newest version.
        let mut newest = Client::connect_without_hello(&url).await.unwrap();
        assert_eq!(newest.server_protocol(), PROTOCOL_VERSION);
        // That version is spoken (its hello is taken: the next answer is the pong)...
        newest
            .send_text(format!(
                r#"{{"type":"hello","protocol":{PROTOCOL_VERSION}}}"#
            ))
            .await
            .unwrap();
        pong(&mut newest, 1).await;
        // ...and none newer.
        let mut newer = Client::connect_without_hello(&url).await.unwrap();
        newer
            .send_text(format!(
                r#"{{"type":"hello","protocol":{}}}"#,
                PROTOCOL_VERSION + 1
            ))
            .await
            .unwrap();
        assert_eq!(next_error(&mut newer).await, ErrorKind::UnsupportedProtocol);
    });
    server.stop().unwrap();
}
