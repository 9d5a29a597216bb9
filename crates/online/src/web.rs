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
        .route("/app.js", get(file))
        .route("/style.css", get(file))
        .route("/favicon.svg", get(file))
        .fallback(not_found)
}

/// The page (`/`, and a game's page `/g/CODE`: the same page, which finds the game itself;
/// an unknown code is the server's `no_such_game`).
pub async fn page(headers: HeaderMap) -> Response {
    serve("/index.html", &headers)
}

async fn file(uri: Uri, headers: HeaderMap) -> Response {
    serve(uri.path(), &headers)
}

/// The client's Fluent catalogues: the server's own page, "not found", speaks their words.
const CATALOGUES: [(&str, &str); 3] = [
    ("en", include_str!("../web/locales/en.ftl")),
    ("de", include_str!("../web/locales/de.ftl")),
    ("pl", include_str!("../web/locales/pl.ftl")),
];

/// Each language's own name, as the page's header lists them.
const LANGUAGE_NAMES: [(&str, &str); 3] = [("en", "English"), ("de", "Deutsch"), ("pl", "Polski")];

/// A page that is not there (`/g/` without a code, any unknown path): `404`, as a small page in
/// the site's style and in the visitor's language, with the way back to the lobby. It is
/// written here, without the client's script, so it needs no JavaScript.
async fn not_found(uri: Uri, headers: HeaderMap) -> Response {
    let (lang, asked) = language(&uri, &headers);
    let mut response = (StatusCode::NOT_FOUND, not_found_page(lang, asked)).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(lang));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    with_policy(response)
}

/// The language of a page the server writes, as the client picks its own: `?lang=` when it
/// names one of the catalogues' (then `true`: the links keep it), else the first of the
/// browser's languages (`Accept-Language`, by preference) that they have, else English.
fn language(uri: &Uri, headers: &HeaderMap) -> (&'static str, bool) {
    let known = |tag: &str| {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        CATALOGUES
            .iter()
            .map(|(lang, _)| *lang)
            .find(|lang| primary.eq_ignore_ascii_case(lang))
    };
    let asked = uri.query().unwrap_or_default().split('&').find_map(|pair| {
        pair.strip_prefix("lang=")
            .and_then(|value| known(value).filter(|lang| value == *lang))
    });
    if let Some(lang) = asked {
        return (lang, true);
    }
    let mut wanted: Vec<(f32, &str)> = headers
        .get_all(header::ACCEPT_LANGUAGE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|item| {
            let mut parts = item.split(';').map(str::trim);
            let tag = parts.next().filter(|tag| !tag.is_empty())?;
            let q = parts
                .find_map(|p| p.strip_prefix("q="))
                .map_or(Some(1.0), |q| q.parse::<f32>().ok())?;
            (q > 0.0).then_some((q, tag))
        })
        .collect();
    // A stable sort: of equal preference, the one written first.
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0));
    let lang = wanted
        .iter()
        .find_map(|(_, tag)| known(tag))
        .unwrap_or("en");
    (lang, false)
}

/// One message of a catalogue, written on one line (`id = text`); its id when it is missing.
fn message<'a>(catalogue: &'a str, id: &'a str) -> &'a str {
    catalogue
        .lines()
        .find_map(|line| {
            let (key, value) = line.split_once('=')?;
            (key.trim_end() == id && !line.starts_with([' ', '\t'])).then(|| value.trim())
        })
        .unwrap_or(id)
}

/// Text for HTML, its markup characters escaped.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The "not found" page in `lang`; its lobby link keeps `?lang=` when the visitor `asked` for it.
fn not_found_page(lang: &'static str, asked: bool) -> String {
    let catalogue = CATALOGUES
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(CATALOGUES[0].1, |(_, catalogue)| catalogue);
    let t = |id: &str| escape(message(catalogue, id));
    let lobby = if asked {
        format!("/?lang={lang}")
    } else {
        "/".to_owned()
    };
    let links: String = LANGUAGE_NAMES
        .iter()
        .map(|(code, name)| {
            let current = if *code == lang {
                " aria-current=\"true\""
            } else {
                ""
            };
            format!(
                "<a href=\"?lang={code}\" hreflang=\"{code}\" lang=\"{code}\"{current}>{name}</a>"
            )
        })
        .collect();
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light\">\n\
         <title>{title} · {app}</title>\n\
         <link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n\
         <link rel=\"stylesheet\" href=\"/style.css\">\n</head>\n<body>\n\
         <header class=\"top\">\n<a class=\"brand\" href=\"{lobby}\"><img src=\"/favicon.svg\" alt=\"\" \
         width=\"28\" height=\"28\"><span>{app}</span></a>\n\
         <nav class=\"langs\" aria-label=\"{languages}\">{links}</nav>\n</header>\n\
         <main class=\"not-found\" id=\"not-found\">\n<h1>{title}</h1>\n<p>{text}</p>\n\
         <p><a class=\"button primary\" id=\"back-to-lobby\" href=\"{lobby}\">{back}</a></p>\n</main>\n\
         </body>\n</html>\n",
        app = t("app-name"),
        title = t("notfound-title"),
        text = t("notfound-text"),
        back = t("notfound-lobby"),
        languages = t("language-switch-label"),
    )
}

pub(crate) fn with_policy(mut response: Response) -> Response {
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

    fn uri(text: &str) -> Uri {
        text.parse().unwrap()
    }

    #[test]
    fn a_page_the_server_writes_speaks_the_visitors_language() {
        let lang = |path: &str, accept: &str| {
            let request = if accept.is_empty() {
                HeaderMap::new()
            } else {
                headers(&[("accept-language", accept)])
            };
            language(&uri(path), &request)
        };
        assert_eq!(lang("/x", ""), ("en", false));
        assert_eq!(lang("/x", "de"), ("de", false));
        assert_eq!(lang("/x", "de-AT,de;q=0.9,en;q=0.8"), ("de", false));
        assert_eq!(lang("/x", "fr-FR, pl;q=0.5, en;q=0.4"), ("pl", false));
        // By preference, not by place; a refused language is none.
        assert_eq!(lang("/x", "en;q=0.2, pl;q=0.9"), ("pl", false));
        assert_eq!(lang("/x", "de;q=0, pl;q=0.1"), ("pl", false));
        assert_eq!(lang("/x", "PL_pl"), ("pl", false));
        assert_eq!(lang("/x", "fr, *;q=0.1"), ("en", false));
        assert_eq!(lang("/x", ";;, ,q=x;q=;de;q=nope"), ("en", false));
        // `?lang=` wins, if it is one of the three.
        assert_eq!(lang("/x?lang=pl", "de"), ("pl", true));
        assert_eq!(lang("/g/?a=1&lang=de", ""), ("de", true));
        assert_eq!(lang("/x?lang=xx", "de"), ("de", false));
        assert_eq!(lang("/x?lang=DE", ""), ("en", false));
        assert_eq!(lang("/x?lang=de%22%3E", ""), ("en", false));
    }

    #[test]
    fn the_not_found_page_is_written_whole_in_every_language() {
        for (lang, catalogue) in CATALOGUES {
            // The server's words are in the catalogue's last section, which the client's
            // bundle leaves out (web/build.mjs).
            let server = catalogue.find("\n## server:").expect("a server section");
            assert!(catalogue.find("\nnotfound-") > Some(server), "{lang}");
            for asked in [false, true] {
                let page = not_found_page(lang, asked);
                assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{page}");
                for id in [
                    "notfound-title",
                    "notfound-text",
                    "notfound-lobby",
                    "app-name",
                ] {
                    let text = message(catalogue, id);
                    assert_ne!(text, id, "{id} is missing in {lang}");
                    assert!(!text.contains('{'), "{id} in {lang} is not plain text");
                    assert!(page.contains(&escape(text)), "{id} in {lang}: {page}");
                }
                // The site's style, its name and the way back; no script, no inline style.
                assert!(page.contains("<link rel=\"stylesheet\" href=\"/style.css\">"));
                let lobby = if asked {
                    format!("href=\"/?lang={lang}\"")
                } else {
                    "href=\"/\"".to_owned()
                };
                assert!(page.contains(&lobby), "{page}");
                assert!(
                    !page.contains("<script") && !page.contains("style="),
                    "{page}"
                );
                assert!(page.contains("aria-current=\"true\">"));
            }
        }
        assert_eq!(
            escape("a's <b> & \"c\""),
            "a&#39;s &lt;b&gt; &amp; &quot;c&quot;"
        );
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
