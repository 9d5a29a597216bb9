//! Lasca online play: `lasca serve`, its wire protocol, its store, and clients.
//!
//! - [`accounts`]: guests and accounts, passwords (Argon2id), sessions, log-in limits, speeds.
//! - [`site`]: the site's HTTP side: sign-up, log-in, sessions, players' pages.
//! - [`clock`]: a game's two clocks and where the time comes from, shared by the hub and clients.
//! - [`protocol`]: the JSON messages (docs/ONLINE.md describes them for people).
//! - [`engine`]: the computer's moves and the analyses of finished games, on threads of
//!   their own behind a bounded queue.
//! - [`export`]: an online game as a game file (`/g/CODE.pgn`).
//! - [`hub`]: where games change: moves checked with lasca-rules, clocks, offers, results.
//! - [`store`]: the [`store::Store`] trait and its SQLite implementation.
//! - [`server`]: axum WebSockets in front of the hub.
//! - [`accept`]: the sockets, from their accept to HTTP: counted and capped, in all and per
//!   address, before TLS and HTTP; the request head's timeout; trusted proxies' networks.
//! - [`tls`]: `wss://` for the server (rustls), its certificate and key.
//! - [`web`]: the browser client (web/, built into the binary), its pages and the `Origin`
//!   check.
//! - [`client`]: an async client for tests and benches, and the game's reconnecting
//!   [`client::Connection`].
//! - [`bench`](mod@bench): `lasca serve-bench`.
//! - [`cli`]: the server's command line, for `lasca serve` and the `lasca-server` binary.
//!
//! Depends on lasca-rules and lasca-ai (the engine) among this workspace's crates, never on
//! the game.

pub mod accept;
pub mod accounts;
pub mod bench;
pub mod cli;
pub mod client;
pub mod clock;
pub mod cluster;
pub mod engine;
pub mod export;
pub mod hub;
pub mod protocol;
pub mod server;
pub mod site;
pub mod store;
pub mod tls;
pub mod web;
