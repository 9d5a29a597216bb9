//! The site's HTTP side: who a visitor is (a guest's cookie, an account's session), sign-up,
//! log-in, log-out (here or everywhere), a new password, and players' pages (`/@/NAME`).
//!
//! Cookies are signed with axum-extra's `SignedCookieJar` (HMAC-SHA256, the key kept in the
//! store so every instance has it), `HttpOnly`, `SameSite=Lax`, and `Secure` when the server
//! (or its trusted proxy) speaks TLS. A forged or changed cookie reads as none. Requests that
//! change something are JSON posts from the site's own origin (the `Origin` check of the
//! sockets, and a JSON body, which another site's form cannot send). Passwords are hashed off
//! the async threads, two at a time at most.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum_extra::extract::cookie::{Cookie, Key, SameSite, SignedCookieJar};
use serde::{Deserialize, Serialize};

use crate::accounts::{self, AccountError, GUEST_COOKIE, SESSION_COOKIE, Throttle};
use crate::hub::{AccountAnswer, AccountRequest, Credentials, HubRequest, PlayerPage};

/// Accounts one address may make in an hour.
pub const SIGNUPS_PER_HOUR: u32 = 5;

/// How long a cookie lives in the browser: a year (a session ends on the server when its
/// player logs out, here or everywhere).
const COOKIE_DAYS: i64 = 365;

/// What the site keeps beside the hub: the cookies' key, the log-in throttle, sign-ups per
/// address, and the hashing permits.
pub struct Site {
    key: Key,
    secure: bool,
    throttle: Mutex<Throttle>,
    signups: Mutex<HashMap<IpAddr, (u32, u64)>>,
    hashing: tokio::sync::Semaphore,
}

impl Site {
    /// The site of a server whose cookies are signed with `key_hex` (the hub's
    /// [`cookie_key`](crate::hub::Hub::cookie_key)); `secure` marks them `Secure` (TLS).
    pub fn new(key_hex: &str, secure: bool) -> Site {
        let bytes: Vec<u8> = (0..key_hex.len() / 2)
            .filter_map(|i| u8::from_str_radix(key_hex.get(2 * i..2 * i + 2)?, 16).ok())
            .collect();
        let key = if bytes.len() >= 64 {
            Key::from(&bytes)
        } else {
            tracing::warn!("the cookie key is short; signing with a key of this run only");
            Key::generate()
        };
        Site {
            key,
            secure,
            throttle: Mutex::new(Throttle::default()),
            signups: Mutex::new(HashMap::new()),
            hashing: tokio::sync::Semaphore::new(2),
        }
    }

    /// Who the request's cookies say it is: a session (an account's, if it still is), else a
    /// guest, else nobody. A cookie whose signature does not check is no cookie.
    pub fn credentials(&self, headers: &HeaderMap) -> Credentials {
        let jar = SignedCookieJar::from_headers(headers, self.key.clone());
        if let Some(session) = jar.get(SESSION_COOKIE)
            && accounts::is_id(session.value())
        {
            return Credentials::Session(session.value().to_owned());
        }
        if let Some(guest) = jar.get(GUEST_COOKIE)
            && accounts::is_id(guest.value())
        {
            return Credentials::Guest(guest.value().to_owned());
        }
        Credentials::None
    }

    /// A cookie of the site: `Secure` when the server speaks TLS, or when the request came
    /// over HTTPS to a proxy in front (`X-Forwarded-Proto: https`; a client that writes the
    /// header itself only keeps its own cookie from plain HTTP).
    fn cookie(&self, headers: &HeaderMap, name: &'static str, value: String) -> Cookie<'static> {
        let forwarded_https = headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"));
        Cookie::build((name, value))
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(self.secure || forwarded_https)
            .max_age(time_days(COOKIE_DAYS))
            .build()
    }

    fn jar(&self, headers: &HeaderMap) -> SignedCookieJar {
        SignedCookieJar::from_headers(headers, self.key.clone())
    }
}

fn time_days(days: i64) -> cookie::time::Duration {
    cookie::time::Duration::days(days)
}

/// What the site's handlers need: the hub's queue, the site, the origin check's list, and
/// the client's address.
#[derive(Clone)]
pub struct SiteState {
    /// The hub's queue.
    pub hub: std::sync::mpsc::SyncSender<HubRequest>,
    /// The site.
    pub site: Arc<Site>,
    /// Other origins allowed (`--allow-origin`).
    pub allowed_origins: Arc<Vec<String>>,
}

/// Asks the hub.
async fn ask(state: &SiteState, request: AccountRequest) -> Result<AccountAnswer, AccountError> {
    let (reply, answer) = tokio::sync::oneshot::channel();
    let hub = state.hub.clone();
    let sent = tokio::task::spawn_blocking(move || {
        hub.send(HubRequest::Account { request, reply }).is_ok()
    })
    .await
    .unwrap_or(false);
    if !sent {
        return Err(AccountError::Server);
    }
    answer.await.unwrap_or(Err(AccountError::Server))
}

/// Hashes or checks a password off the async threads, two at a time.
async fn hashing<T: Send + 'static>(
    state: &SiteState,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, AccountError> {
    let _permit = state
        .site
        .hashing
        .acquire()
        .await
        .map_err(|_| AccountError::Server)?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|_| AccountError::Server)
}

/// An error as the site's JSON: `{"error": kind, "message": text}` with its status.
fn refusal(error: &AccountError) -> Response {
    let (status, kind) = match error {
        AccountError::BadName => (StatusCode::BAD_REQUEST, "bad_name"),
        AccountError::Reserved => (StatusCode::BAD_REQUEST, "reserved"),
        AccountError::Taken => (StatusCode::CONFLICT, "taken"),
        AccountError::BadPassword => (StatusCode::BAD_REQUEST, "bad_password"),
        AccountError::CommonPassword => (StatusCode::BAD_REQUEST, "common_password"),
        AccountError::WrongPassword => (StatusCode::UNAUTHORIZED, "wrong_password"),
        AccountError::Throttled(_) => (StatusCode::TOO_MANY_REQUESTS, "throttled"),
        AccountError::NotLoggedIn => (StatusCode::UNAUTHORIZED, "not_logged_in"),
        AccountError::NoSuchPlayer => (StatusCode::NOT_FOUND, "no_such_player"),
        AccountError::Server => (StatusCode::SERVICE_UNAVAILABLE, "server_error"),
    };
    let mut response = (
        status,
        Json(serde_json::json!({"error": kind, "message": error.to_string()})),
    )
        .into_response();
    if let AccountError::Throttled(seconds) = error
        && let Ok(value) = header::HeaderValue::from_str(&seconds.to_string())
    {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

/// Refuses a change asked from another site's page.
fn foreign(state: &SiteState, headers: &HeaderMap) -> Option<Response> {
    (!crate::web::origin_allowed(headers, &state.allowed_origins)).then(|| {
        (
            StatusCode::FORBIDDEN,
            Json(serde_json::json!({"error": "forbidden", "message": "not from this site"})),
        )
            .into_response()
    })
}

/// What `/api/me` says of the visitor.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Me {
    /// The name shown.
    pub name: String,
    /// Whether it is an account.
    pub account: bool,
    /// An account's ratings.
    pub ratings: Vec<RatingView>,
}

/// One rating, as pages and `/api/me` show it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RatingView {
    /// `VARIANT_SPEED`.
    pub perf: String,
    /// Rounded.
    pub rating: i32,
    /// Its deviation now, rounded.
    pub deviation: i32,
    /// Shown with `?`.
    pub provisional: bool,
    /// Rated games.
    pub games: u32,
    /// Won, drawn, lost.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
}

fn rating_views(page: &PlayerPage) -> Vec<RatingView> {
    page.ratings
        .iter()
        .map(|(row, now)| RatingView {
            perf: row.perf.clone(),
            rating: now.rating.round() as i32,
            deviation: now.deviation.round() as i32,
            provisional: crate::hub::provisional(now.deviation),
            games: row.games,
            wins: row.wins,
            draws: row.draws,
            losses: row.losses,
        })
        .collect()
}

/// `GET /api/me`: who the visitor is; a visitor with neither cookie gets a guest's.
async fn me(State(state): State<SiteState>, headers: HeaderMap) -> Response {
    let jar = state.site.jar(&headers);
    match state.site.credentials(&headers) {
        Credentials::Session(session) => {
            match ask(&state, AccountRequest::OfSession { session }).await {
                Ok(AccountAnswer::Account(account)) => {
                    let ratings = match ask(
                        &state,
                        AccountRequest::Player {
                            name: account.name.clone(),
                        },
                    )
                    .await
                    {
                        Ok(AccountAnswer::Player(page)) => rating_views(&page),
                        _ => Vec::new(),
                    };
                    let me = Me {
                        name: account.name,
                        account: true,
                        ratings,
                    };
                    return no_store(Json(me).into_response());
                }
                Err(AccountError::Server) => return refusal(&AccountError::Server),
                // An ended session: a guest again.
                _ => {}
            }
            guest_me(&state, jar.remove(Cookie::from(SESSION_COOKIE)), &headers)
        }
        _ => guest_me(&state, jar, &headers),
    }
}

/// The guest the cookie names, or a new one.
fn guest_me(state: &SiteState, jar: SignedCookieJar, headers: &HeaderMap) -> Response {
    let id = match state.site.credentials(headers) {
        Credentials::Guest(id) => id,
        _ => accounts::new_id(),
    };
    let jar = jar.add(state.site.cookie(headers, GUEST_COOKIE, id.clone()));
    let me = Me {
        name: accounts::guest_name(&id),
        account: false,
        ratings: Vec::new(),
    };
    no_store((jar, Json(me)).into_response())
}

fn no_store(mut response: Response) -> Response {
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    response
}

/// A sign-up's or log-in's body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NameAndPassword {
    name: String,
    password: String,
}

/// `POST /api/signup`: a new account, logged in.
async fn signup(
    State(state): State<SiteState>,
    axum::extract::ConnectInfo(crate::tls::PeerAddr(peer)): axum::extract::ConnectInfo<
        crate::tls::PeerAddr,
    >,
    headers: HeaderMap,
    Json(body): Json<NameAndPassword>,
) -> Response {
    if let Some(refused) = foreign(&state, &headers) {
        return refused;
    }
    if let Err(error) = accounts::check_name(&body.name) {
        return refusal(&error);
    }
    if let Err(error) = accounts::check_password(&body.password) {
        return refusal(&error);
    }
    let now = now_ms();
    {
        let mut signups = state.site.signups.lock().unwrap_or_else(|e| e.into_inner());
        let entry = signups.entry(peer.ip()).or_insert((0, now));
        if now.saturating_sub(entry.1) > 3_600_000 {
            *entry = (0, now);
        }
        if entry.0 >= SIGNUPS_PER_HOUR {
            let wait = (entry.1 + 3_600_000).saturating_sub(now) / 1000;
            return refusal(&AccountError::Throttled(wait.max(1)));
        }
        entry.0 += 1;
    }
    let password = body.password;
    let Ok(password_hash) = hashing(&state, move || accounts::hash_password(&password)).await
    else {
        return refusal(&AccountError::Server);
    };
    let session = accounts::new_id();
    let request = AccountRequest::SignUp {
        name: body.name.clone(),
        password_hash,
        session: session.clone(),
    };
    match ask(&state, request).await {
        Ok(_) => logged_in(&state, &headers, session, body.name),
        Err(error) => refusal(&error),
    }
}

/// The answer to a sign-up or log-in: the session's cookie, and who it is.
fn logged_in(state: &SiteState, headers: &HeaderMap, session: String, name: String) -> Response {
    let jar = state
        .site
        .jar(headers)
        .add(state.site.cookie(headers, SESSION_COOKIE, session));
    let me = Me {
        name,
        account: true,
        ratings: Vec::new(),
    };
    no_store((jar, Json(me)).into_response())
}

/// `POST /api/login`.
async fn login(
    State(state): State<SiteState>,
    axum::extract::ConnectInfo(crate::tls::PeerAddr(peer)): axum::extract::ConnectInfo<
        crate::tls::PeerAddr,
    >,
    headers: HeaderMap,
    Json(body): Json<NameAndPassword>,
) -> Response {
    if let Some(refused) = foreign(&state, &headers) {
        return refused;
    }
    let addr = crate::accept::group(peer.ip(), 64);
    let now = now_ms();
    let wait = state
        .site
        .throttle
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .wait_ms(addr, &body.name, now);
    if wait > 0 {
        return refusal(&AccountError::Throttled(wait.div_ceil(1000)));
    }
    if body.password.chars().count() > accounts::MAX_PASSWORD || body.name.len() > 64 {
        return refusal(&AccountError::WrongPassword);
    }
    let account = match ask(
        &state,
        AccountRequest::Lookup {
            name: body.name.clone(),
        },
    )
    .await
    {
        Ok(AccountAnswer::Account(account)) => Some(account),
        Err(AccountError::Server) => return refusal(&AccountError::Server),
        _ => None,
    };
    // A name without an account takes as long as a wrong password.
    let hash = account.as_ref().map_or_else(
        || accounts::decoy_hash().to_owned(),
        |a| a.password_hash.clone(),
    );
    let password = body.password;
    let right = hashing(&state, move || accounts::verify_password(&password, &hash))
        .await
        .unwrap_or(false);
    let Some(account) = account.filter(|_| right) else {
        state
            .site
            .throttle
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .failed(addr, &body.name, now_ms());
        return refusal(&AccountError::WrongPassword);
    };
    state
        .site
        .throttle
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .succeeded(addr, &body.name);
    let session = accounts::new_id();
    let request = AccountRequest::StartSession {
        account: account.id,
        session: session.clone(),
    };
    match ask(&state, request).await {
        Ok(_) => logged_in(&state, &headers, session, account.name),
        Err(error) => refusal(&error),
    }
}

/// `POST /api/logout` (this browser) and `/api/logout-everywhere` (every session).
async fn logout(state: SiteState, headers: HeaderMap, everywhere: bool) -> Response {
    if let Some(refused) = foreign(&state, &headers) {
        return refused;
    }
    let jar = state.site.jar(&headers);
    if let Credentials::Session(session) = state.site.credentials(&headers)
        && let Err(error) = ask(
            &state,
            AccountRequest::EndSession {
                session,
                everywhere,
            },
        )
        .await
    {
        return refusal(&error);
    }
    let jar = jar.remove(Cookie::build(SESSION_COOKIE).path("/").build());
    no_store((jar, Json(serde_json::json!({"ok": true}))).into_response())
}

/// A change of password's body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewPassword {
    old: String,
    new: String,
}

/// `POST /api/password`: the old password, then the new one; every other session ends.
async fn password(
    State(state): State<SiteState>,
    headers: HeaderMap,
    Json(body): Json<NewPassword>,
) -> Response {
    if let Some(refused) = foreign(&state, &headers) {
        return refused;
    }
    let Credentials::Session(session) = state.site.credentials(&headers) else {
        return refusal(&AccountError::NotLoggedIn);
    };
    if let Err(error) = accounts::check_password(&body.new) {
        return refusal(&error);
    }
    let account = match ask(
        &state,
        AccountRequest::OfSession {
            session: session.clone(),
        },
    )
    .await
    {
        Ok(AccountAnswer::Account(account)) => account,
        Ok(_) => return refusal(&AccountError::Server),
        Err(error) => return refusal(&error),
    };
    let (old, new, hash) = (body.old, body.new, account.password_hash.clone());
    let hashed = hashing(&state, move || {
        accounts::verify_password(&old, &hash).then(|| accounts::hash_password(&new))
    })
    .await;
    let password_hash = match hashed {
        Ok(Some(hash)) => hash,
        Ok(None) => return refusal(&AccountError::WrongPassword),
        Err(error) => return refusal(&error),
    };
    let request = AccountRequest::SetPassword {
        account: account.id,
        session,
        password_hash,
    };
    match ask(&state, request).await {
        Ok(_) => no_store(Json(serde_json::json!({"ok": true})).into_response()),
        Err(error) => refusal(&error),
    }
}

/// A player's page as JSON (`/api/player/NAME`).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct PlayerJson {
    /// The name.
    pub name: String,
    /// Since when (ms since the epoch).
    pub created_ms: u64,
    /// Ratings now.
    pub ratings: Vec<RatingView>,
    /// Ratings after each rated game: (perf, ms, rating).
    pub history: Vec<(String, u64, f64)>,
    /// Recent games: code, variant, white, black, result text.
    pub games: Vec<GameLine>,
}

/// A game on a player's page.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct GameLine {
    /// Its code (its page is `/g/CODE`).
    pub code: String,
    /// The variant's name.
    pub variant: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// `1-0`, `0-1`, `½-½`, or `*` while it is played.
    pub result: String,
    /// Whether it was rated.
    pub rated: bool,
    /// When it began.
    pub created_ms: u64,
}

fn player_json(page: &PlayerPage) -> PlayerJson {
    PlayerJson {
        name: page.account.name.clone(),
        created_ms: page.account.created_ms,
        ratings: rating_views(page),
        history: page
            .history
            .iter()
            .map(|row| (row.perf.clone(), row.at_ms, row.rating))
            .collect(),
        games: page
            .games
            .iter()
            .map(|game| {
                let name = |player: Option<&accounts::Player>| {
                    player.map_or_else(|| "?".to_owned(), |p| p.name.clone())
                };
                GameLine {
                    code: game.code.clone(),
                    variant: game.variant.name().to_owned(),
                    white: name(game.players.white.as_ref()),
                    black: name(game.players.black.as_ref()),
                    result: match game.result.map(|r| r.winner) {
                        None => "*".into(),
                        Some(Some(lasca_rules::Colour::White)) => "1-0".into(),
                        Some(Some(lasca_rules::Colour::Black)) => "0-1".into(),
                        Some(None) => "½-½".into(),
                    },
                    rated: game.players.rated,
                    created_ms: game.created_ms,
                }
            })
            .collect(),
    }
}

async fn player_page_data(state: &SiteState, name: String) -> Result<PlayerJson, AccountError> {
    if accounts::check_name(&name).is_err() && accounts::name_key(&name) != name {
        return Err(AccountError::NoSuchPlayer);
    }
    match ask(state, AccountRequest::Player { name }).await? {
        AccountAnswer::Player(page) => Ok(player_json(&page)),
        _ => Err(AccountError::Server),
    }
}

/// `GET /api/player/NAME`.
async fn player_api(State(state): State<SiteState>, Path(name): Path<String>) -> Response {
    match player_page_data(&state, name.chars().take(64).collect()).await {
        Ok(page) => no_store(Json(page).into_response()),
        Err(error) => refusal(&error),
    }
}

/// `GET /@/NAME`: a player's page, written whole on the server (no script needed).
async fn player_html(State(state): State<SiteState>, Path(name): Path<String>) -> Response {
    let name: String = name.chars().take(64).collect();
    let (status, body) = match player_page_data(&state, name.clone()).await {
        Ok(page) => (StatusCode::OK, player_document(&page)),
        Err(AccountError::NoSuchPlayer) => (
            StatusCode::NOT_FOUND,
            document(
                "No such player",
                &format!(
                    "<h1>No such player</h1><p>No player is called {}.</p>",
                    crate::web::escape(&name)
                ),
            ),
        ),
        Err(error) => (
            StatusCode::SERVICE_UNAVAILABLE,
            document("Try again", &error.to_string()),
        ),
    };
    crate::web::with_policy(
        (
            status,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            body,
        )
            .into_response(),
    )
}

fn document(title: &str, body: &str) -> String {
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} · Lasca</title><link rel=\"stylesheet\" href=\"/style.css\">\
         <link rel=\"icon\" href=\"/favicon.svg\"></head><body class=\"page\">\
         <header class=\"site\"><a href=\"/\">Lasca</a> · <a href=\"/leaderboard\">Leaderboard</a></header><main class=\"profile\">{body}</main>\
         </body></html>",
        crate::web::escape(title)
    )
}

/// A rating's name as people read it: `Lasca 7x7 blitz`.
fn perf_label(perf: &str) -> String {
    let (variant, speed) = perf.split_once('_').unwrap_or((perf, ""));
    let variant = match variant {
        "lasca7" => "Lasca 7x7",
        "lasca8" => "Lasca 8x8",
        "bashni" => "Bashni",
        other => other,
    };
    format!("{variant} {speed}")
}

fn player_document(page: &PlayerJson) -> String {
    use std::fmt::Write;
    let name = crate::web::escape(&page.name);
    let mut body = format!("<h1>{name}</h1>");
    if page.ratings.is_empty() {
        body.push_str("<p>No rated games yet.</p>");
    } else {
        body.push_str(
            "<div class=\"scroll\"><table class=\"ratings\"><thead><tr><th>Rating</th><th></th><th>Games</th>\
             <th>Won</th><th>Drawn</th><th>Lost</th></tr></thead><tbody>",
        );
        for rating in &page.ratings {
            let _ = write!(
                body,
                "<tr data-perf=\"{perf}\"><td>{label}</td><td class=\"rating\">{value}{mark}</td>\
                 <td>{games}</td><td>{wins}</td><td>{draws}</td><td>{losses}</td></tr>",
                perf = crate::web::escape(&rating.perf),
                label = crate::web::escape(&perf_label(&rating.perf)),
                value = rating.rating,
                mark = if rating.provisional { "?" } else { "" },
                games = rating.games,
                wins = rating.wins,
                draws = rating.draws,
                losses = rating.losses,
            );
        }
        body.push_str("</tbody></table></div>");
        body.push_str(&history_chart(&page.history));
    }
    body.push_str("<h2>Recent games</h2>");
    if page.games.is_empty() {
        body.push_str("<p>No games yet.</p>");
    } else {
        body.push_str("<ul class=\"games\">");
        for game in &page.games {
            let _ = write!(
                body,
                "<li><a href=\"/g/{code}\">{white} – {black}</a> {result} · {variant}{rated}</li>",
                code = crate::web::escape(&game.code),
                white = crate::web::escape(&game.white),
                black = crate::web::escape(&game.black),
                result = crate::web::escape(&game.result),
                variant = crate::web::escape(&perf_label(&game.variant)),
                rated = if game.rated { " · rated" } else { "" },
            );
        }
        body.push_str("</ul>");
    }
    document(&page.name, &body)
}

/// The ratings after each game as an SVG chart, one line a rating.
fn history_chart(history: &[(String, u64, f64)]) -> String {
    use std::fmt::Write;
    if history.is_empty() {
        return String::new();
    }
    let (w, h, pad) = (600.0, 200.0, 24.0);
    let low = history.iter().map(|e| e.2).fold(f64::INFINITY, f64::min) - 50.0;
    let high = history
        .iter()
        .map(|e| e.2)
        .fold(f64::NEG_INFINITY, f64::max)
        + 50.0;
    let mut perfs: Vec<&str> = history.iter().map(|e| e.0.as_str()).collect();
    perfs.sort_unstable();
    perfs.dedup();
    let mut svg = format!(
        "<svg class=\"history\" viewBox=\"0 0 {w} {h}\" role=\"img\" \
         aria-label=\"Rating history\" xmlns=\"http://www.w3.org/2000/svg\">\
         <text x=\"2\" y=\"12\" font-size=\"10\">{high:.0}</text>\
         <text x=\"2\" y=\"{bottom}\" font-size=\"10\">{low:.0}</text>",
        bottom = h - 2.0
    );
    let colours = ["#2a6f97", "#b5651d", "#3a7d44", "#8e44ad", "#c0392b"];
    for (i, perf) in perfs.iter().enumerate() {
        let points: Vec<f64> = history
            .iter()
            .filter(|e| e.0 == *perf)
            .map(|e| e.2)
            .collect();
        let n = points.len().max(2) - 1;
        let coords: Vec<String> = points
            .iter()
            .enumerate()
            .map(|(k, r)| {
                let x = pad + (w - 2.0 * pad) * k as f64 / n as f64;
                let y = h - pad - (h - 2.0 * pad) * (r - low) / (high - low);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        let colour = colours[i % colours.len()];
        let _ = write!(
            svg,
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{p}\">\
             <title>{t}</title></polyline>",
            p = coords.join(" "),
            t = crate::web::escape(&perf_label(perf)),
        );
        // A dot at each game, so that one game shows too.
        for point in &coords {
            let (x, y) = point.split_once(',').unwrap_or(("0", "0"));
            let _ = write!(
                svg,
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"3.5\" fill=\"{colour}\"/>"
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// Every rating's key: each variant at each speed.
fn perfs() -> Vec<String> {
    lasca_rules::Variant::ALL
        .into_iter()
        .flat_map(|variant| accounts::Speed::ALL.map(|speed| crate::hub::perf(variant, speed)))
        .collect()
}

/// A leaderboard's line.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Ranked {
    /// The player's name.
    pub name: String,
    /// The rating now, rounded.
    pub rating: i32,
    /// Rated games in this variant and speed.
    pub games: u32,
}

async fn leaderboard_data(state: &SiteState, perf: &str) -> Result<Vec<Ranked>, AccountError> {
    if !perfs().iter().any(|known| known == perf) {
        return Err(AccountError::NoSuchPlayer);
    }
    match ask(
        state,
        AccountRequest::Leaderboard {
            perf: perf.to_owned(),
        },
    )
    .await?
    {
        AccountAnswer::Leaderboard(rows) => Ok(rows
            .into_iter()
            .map(|(name, row, now)| Ranked {
                name,
                rating: now.rating.round() as i32,
                games: row.games,
            })
            .collect()),
        _ => Err(AccountError::Server),
    }
}

/// `GET /api/leaderboard/PERF`.
async fn leaderboard_api(State(state): State<SiteState>, Path(perf): Path<String>) -> Response {
    match leaderboard_data(&state, &perf).await {
        Ok(rows) => no_store(Json(rows).into_response()),
        Err(error) => refusal(&error),
    }
}

/// `GET /leaderboard` (Lasca 7x7 blitz) and `/leaderboard/PERF`: the players whose rating is
/// sure enough to rank (deviation under 75), highest first.
async fn leaderboard_html(State(state): State<SiteState>, perf: Option<Path<String>>) -> Response {
    use std::fmt::Write;
    let perf = perf.map_or_else(|| "lasca7_blitz".to_owned(), |Path(perf)| perf);
    let (status, body) = match leaderboard_data(&state, &perf).await {
        Ok(rows) => {
            let mut body = format!(
                "<h1>Leaderboard: {}</h1><nav class=\"perfs\">",
                crate::web::escape(&perf_label(&perf))
            );
            for known in perfs() {
                let _ = write!(
                    body,
                    "<a href=\"/leaderboard/{known}\"{current}>{label}</a> ",
                    current = if known == perf {
                        " aria-current=\"page\""
                    } else {
                        ""
                    },
                    label = crate::web::escape(&perf_label(&known)),
                );
            }
            body.push_str("</nav>");
            if rows.is_empty() {
                body.push_str(
                    "<p>Nobody ranks here yet: a rating ranks once its deviation is under 75 \
                     (after a dozen or so rated games).</p>",
                );
            } else {
                body.push_str("<ol class=\"leaders\">");
                for row in &rows {
                    let _ = write!(
                        body,
                        "<li><a href=\"/@/{name}\">{name}</a> <strong>{rating}</strong> \
                         <span>{games} games</span></li>",
                        name = crate::web::escape(&row.name),
                        rating = row.rating,
                        games = row.games,
                    );
                }
                body.push_str("</ol>");
            }
            (StatusCode::OK, document("Leaderboard", &body))
        }
        Err(AccountError::NoSuchPlayer) => (
            StatusCode::NOT_FOUND,
            document("No such leaderboard", "<h1>No such leaderboard</h1>"),
        ),
        Err(error) => (
            StatusCode::SERVICE_UNAVAILABLE,
            document("Try again", &crate::web::escape(&error.to_string())),
        ),
    };
    crate::web::with_policy(
        (
            status,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            body,
        )
            .into_response(),
    )
}

/// `GET /api/pools`: the pools of quick pairing.
async fn pools() -> Response {
    let pools: Vec<String> = lasca_rules::Variant::ALL
        .into_iter()
        .flat_map(|variant| {
            crate::hub::POOL_CLOCKS.map(|clock| crate::hub::pool_name(variant, clock))
        })
        .collect();
    Json(pools).into_response()
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// The site's routes, their bodies at most 4 KiB.
pub fn routes(state: SiteState) -> axum::Router {
    axum::Router::new()
        .route("/api/me", get(me))
        .route("/api/signup", post(signup))
        .route("/api/login", post(login))
        .route(
            "/api/logout",
            post(|State(state): State<SiteState>, headers: HeaderMap| {
                logout(state, headers, false)
            }),
        )
        .route(
            "/api/logout-everywhere",
            post(|State(state): State<SiteState>, headers: HeaderMap| logout(state, headers, true)),
        )
        .route("/api/password", post(password))
        .route("/api/player/{name}", get(player_api))
        .route("/api/pools", get(pools))
        .route("/@/{name}", get(player_html))
        .route("/api/leaderboard/{perf}", get(leaderboard_api))
        .route("/leaderboard", get(leaderboard_html))
        .route("/leaderboard/{perf}", get(leaderboard_html))
        .layer(axum::extract::DefaultBodyLimit::max(4096))
        .with_state(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cookies_are_secure_under_tls_or_behind_an_https_proxy_and_always_http_only_and_lax() {
        let key = "ab".repeat(64);
        let plain = HeaderMap::new();
        let mut proxied = HeaderMap::new();
        proxied.insert("x-forwarded-proto", "https".parse().unwrap());
        for (site, headers, secure) in [
            (Site::new(&key, false), &plain, false),
            (Site::new(&key, true), &plain, true),
            (Site::new(&key, false), &proxied, true),
        ] {
            let cookie = site.cookie(headers, SESSION_COOKIE, "x".into());
            assert_eq!(cookie.secure(), Some(secure));
            assert_eq!(cookie.http_only(), Some(true));
            assert_eq!(cookie.same_site(), Some(SameSite::Lax));
            assert_eq!(cookie.path(), Some("/"));
        }
    }

    #[test]
    fn a_cookie_signed_with_another_key_is_no_cookie() {
        let ours = Site::new(&"ab".repeat(64), false);
        let theirs = Site::new(&"cd".repeat(64), false);
        let id = accounts::new_id();
        let jar = theirs.jar(&HeaderMap::new()).add(theirs.cookie(
            &HeaderMap::new(),
            SESSION_COOKIE,
            id.clone(),
        ));
        let header = jar
            .into_response()
            .headers()
            .get(header::SET_COOKIE)
            .unwrap()
            .to_str()
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_owned();
        let mut request = HeaderMap::new();
        request.insert(header::COOKIE, header.parse().unwrap());
        assert_eq!(theirs.credentials(&request), Credentials::Session(id));
        assert_eq!(ours.credentials(&request), Credentials::None);
    }
}
