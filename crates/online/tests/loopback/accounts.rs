//! Accounts over HTTP against a real server: sign-up, the session cookie and its flags, a
//! forged cookie, the password never stored, log-ins slowed after the limit, log out
//! everywhere, players' pages.

use lasca_online::client::Client;
use lasca_online::protocol::{ClientMessage, PlayerView, SeatChoice, ServerMessage};
use lasca_online::server::{self, Config, ConnectionLimits as Limits, Running};

use super::runtime;
use super::web::{Answer, http};

fn serve(db: lasca_online::server::Database) -> Running {
    server::start(Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db,
        instance: None,
        durability: Default::default(),
        limits: Limits::default(),
        threads: 2,
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins: Vec::new(),
        engine: lasca_online::engine::EngineConfig::default(),
        tls: None,
    })
    .expect("a server starts on loopback")
}

/// The `name=value` of a `Set-Cookie` of the answer, and the whole header.
fn set_cookie(answer: &Answer, name: &str) -> Option<(String, String)> {
    answer
        .headers
        .iter()
        .filter(|(n, _)| n == "set-cookie")
        .map(|(_, v)| v)
        .find(|v| v.starts_with(&format!("{name}=")))
        .map(|v| (v.split(';').next().unwrap().to_owned(), v.clone()))
}

fn post<'a>(
    server: &'a Running,
    path: &'a str,
    cookie: Option<&'a str>,
    json: &'a str,
) -> impl std::future::Future<Output = Answer> + 'a {
    let origin = format!("Origin: http://{}", server.addr);
    async move {
        let cookie_line = cookie.map(|c| format!("Cookie: {c}"));
        let mut extra = vec![origin.as_str()];
        if let Some(line) = &cookie_line {
            extra.push(line);
        }
        http(server, "POST", path, &extra, Some(json)).await
    }
}

/// `client` creates a private game as White: who the game says White is.
async fn white_of_a_new_game(client: &mut Client) -> PlayerView {
    client
        .send(&ClientMessage::Create {
            colour: SeatChoice::White,
            clock: None,
            public: false,
            variant: Default::default(),
            rid: None,
            opponent: None,
        })
        .await
        .unwrap();
    let game = client
        .recv_matching(|m| match m {
            ServerMessage::State { game } => Some(game.clone()),
            _ => None,
        })
        .await
        .unwrap();
    game.players.unwrap().white.unwrap()
}

async fn me(server: &Running, cookie: &str) -> serde_json::Value {
    let line = format!("Cookie: {cookie}");
    let answer = http(server, "GET", "/api/me", &[&line], None).await;
    assert_eq!(answer.status, 200);
    serde_json::from_str(&answer.text()).unwrap()
}

#[test]
fn a_sign_up_logs_in_with_a_signed_http_only_cookie_and_a_forged_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    let server = serve(lasca_online::server::Database::Sqlite(path.clone()));
    let password = "seven men in a column";
    runtime().block_on(async {
        // A first visit: a guest's cookie.
        let first = http(&server, "GET", "/api/me", &[], None).await;
        let (guest, header) = set_cookie(&first, "lasca_guest").expect("a guest's cookie");
        assert!(
            header.contains("HttpOnly") && header.contains("SameSite=Lax"),
            "{header}"
        );
        assert!(
            header.contains("Path=/") && !header.contains("Secure"),
            "{header}"
        );
        let guest_name = me(&server, &guest).await["name"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(guest_name.starts_with("Guest-"));
        assert_eq!(
            me(&server, &guest).await["name"],
            guest_name.as_str(),
            "the same guest"
        );

        let body = format!(r#"{{"name":"Emanuel","password":"{password}"}}"#);
        let signed_up = post(&server, "/api/signup", None, &body).await;
        assert_eq!(signed_up.status, 200, "{}", signed_up.text());
        let (session, header) = set_cookie(&signed_up, "lasca_session").expect("a session");
        assert!(
            header.contains("HttpOnly") && header.contains("SameSite=Lax"),
            "{header}"
        );
        let who = me(&server, &session).await;
        assert_eq!(who["name"], "Emanuel");
        assert_eq!(who["account"], true);

        // The name is taken in any case; a common password and a bad name are refused.
        let again = post(
            &server,
            "/api/signup",
            None,
            &body.replace("Emanuel", "emanuel"),
        )
        .await;
        assert_eq!(again.status, 409);
        let common = r#"{"name":"Capablanca","password":"password123"}"#;
        assert_eq!(post(&server, "/api/signup", None, common).await.status, 400);
        let bad = r#"{"name":"a b","password":"seven men in a column"}"#;
        assert_eq!(post(&server, "/api/signup", None, bad).await.status, 400);
        // Another site's page may not sign up.
        let foreign = http(
            &server,
            "POST",
            "/api/signup",
            &["Origin: http://evil.example"],
            Some(&body.replace("Emanuel", "Mallory")),
        )
        .await;
        assert_eq!(foreign.status, 403);

        // A cookie changed by one character, or made up, is no cookie.
        let (name, value) = session.split_once('=').unwrap();
        let mut forged: Vec<char> = value.chars().collect();
        let last = forged.len() - 1;
        forged[last] = if forged[last] == 'a' { 'b' } else { 'a' };
        let forged = format!("{name}={}", forged.into_iter().collect::<String>());
        assert_eq!(me(&server, &forged).await["account"], false);
        let made_up = format!("{name}={}", "0".repeat(32));
        assert_eq!(me(&server, &made_up).await["account"], false);

        // The player's page is public, and tells nothing of sessions.
        let page = http(&server, "GET", "/@/emanuel", &[], None).await;
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains("<h1>Emanuel</h1>"), "{html}");
        assert!(!html.contains(value));
        assert_eq!(
            http(&server, "GET", "/@/nobody", &[], None).await.status,
            404
        );
        assert_eq!(
            http(&server, "GET", "/@/%3Cscript%3E", &[], None)
                .await
                .status,
            404
        );

        // Log out everywhere: the session reads as none from then on.
        let out = post(&server, "/api/logout-everywhere", Some(&session), "{}").await;
        assert_eq!(out.status, 200);
        assert_eq!(me(&server, &session).await["account"], false);
    });
    server.stop().unwrap();
    // No plain password anywhere in the database: its files, scanned byte by byte.
    let mut scanned = 0;
    for entry in std::fs::read_dir(dir.path()).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        scanned += bytes.len();
        assert!(
            !bytes
                .windows(password.len())
                .any(|w| w == password.as_bytes()),
            "the password is stored in plain text"
        );
    }
    assert!(scanned > 0);
    let db = rusqlite::Connection::open(&path).unwrap();
    let hash: String = db
        .query_row("SELECT password_hash FROM accounts", [], |row| row.get(0))
        .unwrap();
    assert!(hash.starts_with("$argon2id$"), "{hash}");
}

#[test]
fn failed_log_ins_are_slowed_after_the_limit_and_a_right_one_gets_in() {
    let server = serve(lasca_online::server::Database::Memory);
    runtime().block_on(async {
        let body = r#"{"name":"Tarrasch","password":"seven men in a column"}"#;
        assert_eq!(post(&server, "/api/signup", None, body).await.status, 200);
        let wrong = r#"{"name":"tarrasch","password":"six men in a column!"}"#;
        for _ in 0..6 {
            assert_eq!(post(&server, "/api/login", None, wrong).await.status, 401);
        }
        let slowed = post(&server, "/api/login", None, wrong).await;
        assert_eq!(slowed.status, 429);
        assert!(slowed.header("retry-after").is_some());
        // Even the right password waits its turn.
        assert_eq!(post(&server, "/api/login", None, body).await.status, 429);
        // A name without an account answers as a wrong password does.
        let nobody = r#"{"name":"Nobody-here","password":"seven men in a column"}"#;
        let answer = post(&server, "/api/login", None, nobody).await;
        assert!(answer.status == 401 || answer.status == 429);
    });
}

#[test]
fn an_operator_deletes_an_account_and_its_personal_data() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    let server = serve(lasca_online::server::Database::Sqlite(path.clone()));
    runtime().block_on(async {
        let body = r#"{"name":"Marshall","password":"seven men in a column"}"#;
        assert_eq!(post(&server, "/api/signup", None, body).await.status, 200);
    });
    server.stop().unwrap();
    let args = lasca_online::cli::AdminArgs {
        db: Some(path.display().to_string()),
        command: lasca_online::cli::AdminCommand::DeleteAccount {
            name: "MARSHALL".into(),
        },
    };
    let said = lasca_online::cli::admin(&args).unwrap();
    assert!(said.contains("Marshall"), "{said}");
    assert!(lasca_online::cli::admin(&args).is_err(), "gone already");
    let server = serve(lasca_online::server::Database::Sqlite(path.clone()));
    runtime().block_on(async {
        assert_eq!(
            http(&server, "GET", "/@/Marshall", &[], None).await.status,
            404
        );
        let body = r#"{"name":"Marshall","password":"seven men in a column"}"#;
        assert_eq!(post(&server, "/api/login", None, body).await.status, 401);
    });
    server.stop().unwrap();
    let db = rusqlite::Connection::open(&path).unwrap();
    let left: i64 = db
        .query_row(
            "SELECT (SELECT count(*) FROM accounts) + (SELECT count(*) FROM sessions)",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(left, 0);
}

#[test]
fn the_leaderboard_pages_answer_and_an_unknown_one_is_not_found() {
    let server = serve(lasca_online::server::Database::Memory);
    runtime().block_on(async {
        let page = http(&server, "GET", "/leaderboard", &[], None).await;
        assert_eq!(page.status, 200);
        assert!(page.text().contains("Nobody ranks here yet"));
        assert_eq!(
            http(
                &server,
                "GET",
                "/leaderboard/bashni_correspondence",
                &[],
                None
            )
            .await
            .status,
            200
        );
        assert_eq!(
            http(&server, "GET", "/leaderboard/nonsense", &[], None)
                .await
                .status,
            404
        );
        let json = http(&server, "GET", "/api/leaderboard/lasca8_blitz", &[], None).await;
        assert_eq!(json.text(), "[]");
    });
}

#[test]
fn the_game_s_client_logs_in_and_plays_under_its_name() {
    use lasca_online::client::{LogInError, log_in, log_out};
    let server = serve(lasca_online::server::Database::Memory);
    let address = server.addr.to_string();
    runtime().block_on(async {
        let body = r#"{"name":"Rubinstein","password":"seven men in a column"}"#;
        assert_eq!(post(&server, "/api/signup", None, body).await.status, 200);
        let wrong = log_in(&address, "rubinstein", "six men").await;
        assert!(
            matches!(&wrong, Err(LogInError::Refused(said)) if said.contains("wrong name or password")),
            "{wrong:?}"
        );
        let session = log_in(&address, "rubinstein", "seven men in a column")
            .await
            .unwrap();
        assert_eq!(session.name, "Rubinstein");
        assert!(session.cookie.starts_with("lasca_session="));
        let url = server.url();
        let mut client = Client::connect_newest_as(&url, Some(&session.cookie))
            .await
            .unwrap();
        let white = white_of_a_new_game(&mut client).await;
        assert_eq!((white.name.as_str(), white.account), ("Rubinstein", true));
        // Logged out, the same cookie makes a guest.
        log_out(&address, &session.cookie).await.unwrap();
        let mut again = Client::connect_newest_as(&url, Some(&session.cookie))
            .await
            .unwrap();
        let white = white_of_a_new_game(&mut again).await;
        assert!(white.name.starts_with("Guest-"));
    });
}
