//! The browser client, built into the server: `lasca serve` serves the lobby at `/`, a game at
//! `/g/CODE`, and the client's few files; a browser then plays over `/ws` like any client,
//! with protocol version 2 (docs/ONLINE.md, "Play from a browser").
//!
//! The files are web/'s (TypeScript built by esbuild into `web/dist/app.js`, committed), put
//! into the binary at compile time, so `cargo build` needs no JavaScript tool. Each is
//! gzipped once, at its first request, and sent gzipped to a browser that takes it; each has an
//! `ETag` (its SHA-256), and `Cache-Control: no-cache`, so a browser asks again every time and
//! gets `304 Not Modified` until the server is updated. Every answer carries a
//! Content-Security-Policy that allows no inline script and no other origin.
//!
//! With `LASCA_WEB_DIR` set to a web/ folder, the files are read from there at each request
//! instead (for working on the client: a rebuild shows at once).

use std::path::PathBuf;
use std::sync::OnceLock;

use axum::Router;
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use sha2::{Digest, Sha256};

/// The policy every page and file goes with: scripts, styles and connections from this origin
/// only (`'self'` covers the `ws:`/`wss:` of the same host), no inline script or style, no
/// plug-ins, no framing by another site.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// One of the client's files.
struct Asset {
    /// Where it is served.
    path: &'static str,
    /// Its file under web/.
    file: &'static str,
    content_type: &'static str,
    bytes: &'static [u8],
}

/// The client's files, as built into the binary.
const ASSETS: [Asset; 4] = [
    Asset {
        path: "/index.html",
        file: "static/index.html",
        content_type: "text/html; charset=utf-8",
        bytes: include_bytes!("../web/static/index.html"),
    },
    Asset {
        path: "/app.js",
        file: "dist/app.js",
        content_type: "text/javascript; charset=utf-8",
        bytes: include_bytes!("../web/dist/app.js"),
    },
    Asset {
        path: "/style.css",
        file: "static/style.css",
        content_type: "text/css; charset=utf-8",
        bytes: include_bytes!("../web/static/style.css"),
    },
    Asset {
        path: "/favicon.svg",
        file: "static/favicon.svg",
        content_type: "image/svg+xml",
        bytes: include_bytes!("../web/static/favicon.svg"),
    },
];

/// A file ready to send: its gzipped bytes and its ETag, made once.
struct Prepared {
    gzip: Vec<u8>,
    etag: HeaderValue,
}

fn prepared() -> &'static [Prepared] {
    static PREPARED: OnceLock<Vec<Prepared>> = OnceLock::new();
    PREPARED.get_or_init(|| {
        ASSETS
            .iter()
            .map(|asset| Prepared {
                gzip: gzip(asset.bytes),
                etag: etag(asset.bytes),
            })
            .collect()
    })
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default()
}

fn etag(bytes: &[u8]) -> HeaderValue {
    let digest = Sha256::digest(bytes);
    let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
    HeaderValue::from_str(&format!("\"{hex}\"")).expect("hex digits are a header value")
}

/// The gzipped size of every file together (the client's weight, as `lasca serve-bench` and the
/// tests report it).
pub fn gzipped_size() -> usize {
    prepared().iter().map(|p| p.gzip.len()).sum()
}

/// Adds the client's routes to `router`.
pub fn routes<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
    router
        .route("/", get(page))
        // A game's page is the same page: it finds the game itself (an unknown code is the
        // server's `no_such_game`).
        .route("/g/{code}", get(page))
        .route("/app.js", get(file))
        .route("/style.css", get(file))
        .route("/favicon.svg", get(file))
        .fallback(not_found)
}

async fn page(headers: HeaderMap) -> Response {
    serve("/index.html", &headers)
}

async fn file(uri: Uri, headers: HeaderMap) -> Response {
    serve(uri.path(), &headers)
}

async fn not_found() -> Response {
    with_policy(
        (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "Not found. Lasca games are at /g/CODE; the lobby is at /.\n",
        )
            .into_response(),
    )
}

fn with_policy(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

fn serve(path: &str, request: &HeaderMap) -> Response {
    let Some(index) = ASSETS.iter().position(|asset| asset.path == path) else {
        return with_policy(StatusCode::NOT_FOUND.into_response());
    };
    let asset = &ASSETS[index];
    if let Some(dir) = std::env::var_os("LASCA_WEB_DIR") {
        return with_policy(from_disk(PathBuf::from(dir).join(asset.file), asset));
    }
    let prepared = &prepared()[index];
    let mut response = if request
        .get(header::IF_NONE_MATCH)
        .is_some_and(|tags| etag_matches(tags, &prepared.etag))
    {
        StatusCode::NOT_MODIFIED.into_response()
    } else if accepts_gzip(request) {
        let mut response = prepared.gzip.clone().into_response();
        response
            .headers_mut()
            .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        response
    } else {
        asset.bytes.into_response()
    };
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(asset.content_type),
    );
    headers.insert(header::ETAG, prepared.etag.clone());
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    with_policy(response)
}

fn from_disk(path: PathBuf, asset: &Asset) -> Response {
    match std::fs::read(&path) {
        Ok(bytes) => (
            [
                (header::CONTENT_TYPE, asset.content_type),
                (header::CACHE_CONTROL, "no-store"),
            ],
            bytes,
        )
            .into_response(),
        Err(error) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("LASCA_WEB_DIR: cannot read {}: {error}\n", path.display()),
        )
            .into_response(),
    }
}

/// Whether `If-None-Match` names `etag` (or is `*`).
fn etag_matches(tags: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(tags) = tags.to_str() else {
        return false;
    };
    let etag = etag.to_str().unwrap_or_default();
    tags.split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag == etag || tag.strip_prefix("W/") == Some(etag))
}

/// Whether `Accept-Encoding` takes gzip (and does not refuse it with `q=0`).
fn accepts_gzip(request: &HeaderMap) -> bool {
    request
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|p| {
                p.strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}

/// Whether a WebSocket upgrade may go on: a browser always sends its page's `Origin`, and only
/// the server's own origin (the same `host:port` as the request's `Host`) or one of `allowed`
/// may play, so that another site's page cannot use a visitor's seat. A request without
/// `Origin` comes from a program (the desktop game, a bench), which no page can make a
/// browser send, and passes. `Origin: null` (a sandboxed or local page) does not.
pub fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = origin.trim();
    if allowed
        .iter()
        .any(|allowed| allowed.trim_end_matches('/').eq_ignore_ascii_case(origin))
    {
        return true;
    }
    let Some(authority) = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
    else {
        return false;
    };
    headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .is_some_and(|host| !authority.is_empty() && host.trim().eq_ignore_ascii_case(authority))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn only_the_servers_own_origin_or_an_allowed_one_may_open_a_socket() {
        let none: &[String] = &[];
        // Programs send no Origin.
        assert!(origin_allowed(&headers(&[("host", "h:7464")]), none));
        // The server's own pages.
        let own = headers(&[("host", "h:7464"), ("origin", "http://h:7464")]);
        assert!(origin_allowed(&own, none));
        let tls = headers(&[
            ("host", "lasca.example.org"),
            ("origin", "https://lasca.example.org"),
        ]);
        assert!(origin_allowed(&tls, none));
        // Another site, another port, a look-alike, a sandboxed page, junk.
        for origin in [
            "http://evil.example",
            "http://h:8080",
            "http://h:7464.evil.example",
            "http://h",
            "null",
            "h:7464",
            "file://",
        ] {
            let request = headers(&[("host", "h:7464"), ("origin", origin)]);
            assert!(!origin_allowed(&request, none), "{origin}");
        }
        // No Host header: nothing is the same origin.
        assert!(!origin_allowed(
            &headers(&[("origin", "http://h:7464")]),
            none
        ));
        // `--allow-origin`.
        let allowed = vec!["https://friends.example/".to_owned()];
        let friend = headers(&[("host", "h:7464"), ("origin", "https://friends.example")]);
        assert!(origin_allowed(&friend, &allowed));
        assert!(!origin_allowed(&friend, none));
    }

    #[test]
    fn gzip_is_sent_only_to_who_takes_it() {
        assert!(accepts_gzip(&headers(&[(
            "accept-encoding",
            "gzip, deflate, br"
        )])));
        assert!(accepts_gzip(&headers(&[(
            "accept-encoding",
            "br;q=1.0, gzip;q=0.8"
        )])));
        assert!(!accepts_gzip(&headers(&[("accept-encoding", "gzip;q=0")])));
        assert!(!accepts_gzip(&headers(&[("accept-encoding", "br")])));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn etags_match_strong_weak_and_any() {
        let tag = etag(b"x");
        let text = tag.to_str().unwrap().to_owned();
        assert!(etag_matches(&HeaderValue::from_str(&text).unwrap(), &tag));
        assert!(etag_matches(
            &HeaderValue::from_str(&format!("W/{text}")).unwrap(),
            &tag
        ));
        assert!(etag_matches(&HeaderValue::from_static("*"), &tag));
        assert!(etag_matches(
            &HeaderValue::from_str(&format!("\"a\", {text}")).unwrap(),
            &tag
        ));
        assert!(!etag_matches(&HeaderValue::from_static("\"other\""), &tag));
    }

    /// The message keys of a Fluent catalogue (its lines `key = ...`).
    fn keys(catalogue: &str) -> std::collections::BTreeSet<&str> {
        catalogue
            .lines()
            .filter(|line| !line.starts_with([' ', '#', '\t']) && !line.trim().is_empty())
            .filter_map(|line| line.split_once('=').map(|(key, _)| key.trim()))
            .collect()
    }

    #[test]
    fn the_browser_speaks_english_german_and_polish_with_the_same_messages() {
        let english = keys(include_str!("../web/locales/en.ftl"));
        assert!(english.len() > 50, "{} messages", english.len());
        for (lang, catalogue) in [
            ("de", include_str!("../web/locales/de.ftl")),
            ("pl", include_str!("../web/locales/pl.ftl")),
        ] {
            let other = keys(catalogue);
            let only_english: Vec<_> = english.difference(&other).collect();
            let only_other: Vec<_> = other.difference(&english).collect();
            assert!(
                only_english.is_empty() && only_other.is_empty(),
                "only in en: {only_english:?}; only in {lang}: {only_other:?}"
            );
        }
    }

    #[test]
    fn every_file_is_there_and_gzips_back_to_itself() {
        use std::io::Read;
        for (asset, prepared) in ASSETS.iter().zip(prepared()) {
            assert!(!asset.bytes.is_empty(), "{} is empty", asset.file);
            let mut back = Vec::new();
            flate2::read::GzDecoder::new(&prepared.gzip[..])
                .read_to_end(&mut back)
                .unwrap();
            assert_eq!(back, asset.bytes, "{}", asset.file);
        }
    }
}
