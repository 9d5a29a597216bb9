//! The server's command line, shared by `lasca serve` (the game's binary) and `lasca-server`
//! (this crate's own binary, which builds without Bevy): [`ServeArgs`] and [`run`], and
//! [`ServeBenchArgs`] and [`bench()`] for `serve-bench`.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use crate::bench::{self, BenchConfig, Progress};
use crate::engine::EngineConfig;
use crate::protocol::DEFAULT_PORT;
use crate::server::{self, Config, ConnectionLimits, Database, Network};
use crate::store::Durability;
use crate::tls::ServerTls;

/// Why the server or the bench did not run, or stopped.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// An option out of its range.
    #[error("{0}")]
    Usage(&'static str),
    /// The server or the bench failed.
    #[error("{0}")]
    Online(String),
    /// A file or folder could not be made.
    #[error("{what} failed: {source}")]
    Io {
        /// What was being done.
        what: &'static str,
        /// Why.
        source: std::io::Error,
    },
}

/// The folder where the game and the server keep their files: `LASCA_DATA_DIR`, else the
/// platform's data folder for Lasca 3D. The game's `record::data_dir` is this one.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("LASCA_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Lasca 3D", "lasca3d").map(|d| d.data_dir().to_owned())
}

/// Arguments of `lasca serve-admin` (`lasca-server admin`): an operator's work on the
/// server's database, while the server runs or not.
#[derive(Args, Debug)]
pub struct AdminArgs {
    /// The server's database: a SQLite file's path (default: server.sqlite in the data
    /// folder) or a `postgres://` URL.
    #[arg(long, value_name = "PATH|URL", env = "LASCA_DATABASE_URL")]
    pub db: Option<String>,
    /// What to do.
    #[command(subcommand)]
    pub command: AdminCommand,
}

/// An operator's commands.
#[derive(clap::Subcommand, Debug)]
pub enum AdminCommand {
    /// Delete an account and its personal data on its owner's request: its password hash,
    /// sessions, ratings and rating history. Its games stay, its name in them replaced by
    /// "deleted" (docs/ONLINE.md, "Accounts").
    DeleteAccount {
        /// The account's name, in any case.
        name: String,
    },
}

/// The database `--db` names, or the server's SQLite file in the data folder.
fn database(named: Option<&str>) -> Result<Database, CliError> {
    Ok(match named {
        Some(db) => Database::parse(db),
        None => Database::Sqlite(
            data_dir()
                .ok_or(CliError::Usage(
                    "no data folder is known here: pass --db PATH",
                ))?
                .join("server.sqlite"),
        ),
    })
}

/// Runs an operator's command; says what it did.
pub fn admin(args: &AdminArgs) -> Result<String, CliError> {
    let db = database(args.db.as_deref())?;
    if matches!(db, Database::Memory) {
        return Err(CliError::Usage("--db names no database"));
    }
    let failed = |error: crate::store::StoreError| CliError::Online(error.to_string());
    let mut store = db.open(Default::default()).map_err(failed)?;
    match &args.command {
        AdminCommand::DeleteAccount { name } => {
            store.begin().map_err(failed)?;
            let account = store
                .account(crate::store::AccountKey::Name(name))
                .map_err(failed)?;
            let Some(account) = account else {
                return Err(CliError::Online(format!("no account is called {name}")));
            };
            store.delete_account(account.id).map_err(failed)?;
            store.commit().map_err(failed)?;
            Ok(format!(
                "deleted the account {} with its sessions, ratings and history; its games now name \"deleted\"",
                account.name
            ))
        }
    }
}

/// Arguments of `lasca serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Where to listen. The default takes players from other machines; 127.0.0.1:7464 only
    /// from this one.
    #[arg(long, default_value_t = SocketAddr::from(([0, 0, 0, 0], DEFAULT_PORT)))]
    pub listen: SocketAddr,
    /// Where the games are kept: a SQLite file's path (default: server.sqlite in the data
    /// folder), or a PostgreSQL database, `postgres://user@host/db`, which several instances
    /// may share (docs/ONLINE.md, "Running several instances").
    #[arg(long, value_name = "PATH|URL", env = "LASCA_DATABASE_URL")]
    pub db: Option<String>,
    /// This instance's name among several sharing a PostgreSQL --db: lower-case letters,
    /// digits and `_` [default: random].
    #[arg(long, value_name = "NAME")]
    pub instance: Option<String>,
    /// Seconds an instance's lease on a game lasts past its last renewal (PostgreSQL): an
    /// instance that stops longer than this loses its games to the others [default: 5].
    #[arg(long, value_name = "SECONDS")]
    pub lease_seconds: Option<f64>,
    /// Messages a second one connection may send, on average.
    #[arg(long, default_value_t = 20.0)]
    pub max_rate: f64,
    /// Unfinished games one client address may hold a seat in (all its connections).
    #[arg(long, default_value_t = 16)]
    pub max_games: usize,
    // The limits per client address, expiry and timeouts (docs/ONLINE.md, "Limits"); unset,
    // each is lasca-online's default.
    /// Behind a reverse proxy on this machine: the same as --trusted-proxy 127.0.0.0/8
    /// --trusted-proxy ::1/128. Refused with a --listen address that is not loopback, unless
    /// --trusted-proxy names the proxy's network.
    #[arg(long)]
    pub behind_proxy: bool,
    /// Let pages from this origin (`https://lasca.example.org`) open game connections, besides
    /// the server's own pages; may be given more than once. Without it, a page of another site
    /// cannot play with a visitor's seat.
    #[arg(long, value_name = "ORIGIN")]
    pub allow_origin: Vec<String>,
    /// Connections one client address may have open at once [default: 32].
    #[arg(long, value_name = "N")]
    pub max_connections: Option<usize>,
    /// Games one client address may create in an hour [default: 60].
    #[arg(long, value_name = "N")]
    pub max_games_per_hour: Option<usize>,
    /// Requests a second one client address may send, on average, with bursts of twice as
    /// many [default: 50].
    #[arg(long, value_name = "N")]
    pub max_address_rate: Option<f64>,
    /// Games one connection may watch at once [default: 16].
    #[arg(long, value_name = "N")]
    pub max_watched: Option<usize>,
    /// Games one client address may watch at once [default: 64].
    #[arg(long, value_name = "N")]
    pub max_watched_per_address: Option<usize>,
    /// Unknown game codes one client address may ask for before it must wait, 1 s and then
    /// twice as long after each further one, up to 10 minutes [default: 10].
    #[arg(long, value_name = "N")]
    pub free_guesses: Option<u32>,
    /// Hours after which a game nobody joined is withdrawn [default: 24].
    #[arg(long, value_name = "HOURS")]
    pub waiting_expiry_hours: Option<u64>,
    /// Seconds without a word from a client (not even the answer to a ping) before its
    /// connection is closed [default: 45].
    #[arg(long, value_name = "SECONDS")]
    pub idle_timeout: Option<u64>,
    /// Seconds a write to a client may take before its connection is closed [default: 10].
    #[arg(long, value_name = "SECONDS")]
    pub write_timeout: Option<u64>,
    /// Serve `wss://` (TLS) with this PEM certificate chain, the server's certificate first
    /// (with --tls-key; certbot's fullchain.pem).
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The PEM private key of --tls-cert (certbot's privkey.pem).
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    // What grows, and what a power cut may take (docs/ONLINE.md, "Limits" and "Durability").
    /// `full`: every move announced is on the disk first, a power cut loses none; `normal`:
    /// a power cut may lose the last moves announced (a killed server never does).
    #[arg(long, value_name = "full|normal", default_value = "full")]
    pub durability: Durability,
    /// Days after which an untimed game nobody moves in is withdrawn [default: 30].
    #[arg(long, value_name = "DAYS")]
    pub idle_game_days: Option<u64>,
    /// New games are refused while the database's disk has fewer free megabytes than this
    /// (games in progress go on) [default: 64].
    #[arg(long, value_name = "MB")]
    pub min_free_mb: Option<u64>,
    /// Spectators one game may have at once [default: 500].
    #[arg(long, value_name = "N")]
    pub max_spectators: Option<usize>,
    // Sockets and proxies (docs/ONLINE.md, "Limits" and "Running a public server").
    /// Read the client's address from the X-Forwarded-For header of connections from this
    /// network, a reverse proxy's (`127.0.0.1/32`, `10.0.0.0/8`, `::1/128`); may be given more
    /// than once. From any other peer the header is ignored: anyone can send it.
    #[arg(long, value_name = "CIDR")]
    pub trusted_proxy: Vec<Network>,
    /// Count IPv6 clients together by this prefix for the limits per address: 64, 56 or 48
    /// [default: 64].
    #[arg(long, value_name = "BITS")]
    pub ipv6_prefix: Option<u8>,
    /// Sockets open at once, from all addresses; past it a new one is closed at once
    /// [default: the open-file limit less a tenth, at least 64].
    #[arg(long, value_name = "N")]
    pub max_sockets: Option<usize>,
    /// Sockets one client address may have open at once (game connections, page loads, TLS
    /// handshakes) [default: 64, or twice --max-connections if that is more].
    #[arg(long, value_name = "N")]
    pub max_sockets_per_address: Option<usize>,
    /// Seconds a client has to send a request's headers; also how long an idle HTTP
    /// connection is kept [default: 20].
    #[arg(long, value_name = "SECONDS")]
    pub header_timeout: Option<u64>,
    // The computer (docs/ONLINE.md, "The computer").
    /// Threads that search the computer's moves and analyses, never the hub's; 0: the
    /// computer does not play here.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub engine_threads: usize,
    /// Engine tasks that may wait at once; past it a request gets `busy` at once.
    #[arg(long, value_name = "N", default_value_t = 64)]
    pub engine_queue: usize,
    /// Games against the computer one client address may create in an hour.
    #[arg(long, value_name = "N", default_value_t = 30)]
    pub computer_games_per_hour: usize,
    /// Analyses one client address may ask for in a day (one at a time).
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub analyses_per_day: usize,
}

/// The socket limits of `args` on top of `limits` (after [`address_limits`]).
fn socket_limits(
    args: &ServeArgs,
    mut limits: ConnectionLimits,
) -> Result<ConnectionLimits, CliError> {
    match args.ipv6_prefix {
        None => {}
        Some(bits @ (48 | 56 | 64)) => limits.ipv6_prefix = bits,
        Some(_) => return Err(CliError::Usage("--ipv6-prefix is 48, 56 or 64")),
    }
    match args.max_sockets {
        Some(0) => return Err(CliError::Usage("--max-sockets is at least 1")),
        Some(n) => limits.max_sockets = Some(n),
        None => {}
    }
    match (args.max_sockets_per_address, args.max_connections) {
        (Some(0), _) => return Err(CliError::Usage("--max-sockets-per-address is at least 1")),
        (Some(n), _) => limits.sockets_per_address = n,
        (None, Some(connections)) => {
            limits.sockets_per_address = limits
                .sockets_per_address
                .max(connections.saturating_mul(2));
        }
        (None, None) => {}
    }
    match args.header_timeout {
        Some(0) => return Err(CliError::Usage("--header-timeout is at least 1 s")),
        Some(seconds) => limits.header_timeout = Duration::from_secs(seconds),
        None => {}
    }
    Ok(limits)
}

/// The limits per address, expiry and timeouts of `args` on top of `limits`.
fn address_limits(
    args: &ServeArgs,
    mut limits: ConnectionLimits,
) -> Result<ConnectionLimits, CliError> {
    let count = |value: Option<usize>, flag: &'static str| match value {
        Some(0) => Err(CliError::Usage(flag)),
        _ => Ok(value),
    };
    let positive = |value: Option<u64>, flag: &'static str| match value {
        Some(0) => Err(CliError::Usage(flag)),
        _ => Ok(value.map(Duration::from_secs)),
    };
    if let Some(n) = count(args.max_connections, "--max-connections is at least 1")? {
        limits.connections_per_address = n;
    }
    if let Some(n) = count(
        args.max_games_per_hour,
        "--max-games-per-hour is at least 1",
    )? {
        limits.games_per_hour = n;
    }
    if let Some(n) = count(args.max_watched, "--max-watched is at least 1")? {
        limits.watches_per_connection = n;
    }
    if let Some(n) = count(
        args.max_watched_per_address,
        "--max-watched-per-address is at least 1",
    )? {
        limits.watches_per_address = n;
    }
    if let Some(rate) = args.max_address_rate {
        if !(rate.is_finite() && rate >= 1.0) {
            return Err(CliError::Usage(
                "--max-address-rate is at least 1 request a second",
            ));
        }
        limits.address_messages_per_second = rate;
        limits.address_burst = rate * 2.0;
    }
    if let Some(n) = args.free_guesses {
        limits.free_guesses = n;
    }
    if let Some(hours) = args.waiting_expiry_hours {
        if hours == 0 {
            return Err(CliError::Usage("--waiting-expiry-hours is at least 1"));
        }
        limits.waiting_expiry = Duration::from_secs(hours.saturating_mul(3600));
    }
    if let Some(timeout) = positive(args.idle_timeout, "--idle-timeout is at least 1 s")? {
        limits.idle_timeout = timeout;
        limits.ping_interval = limits
            .ping_interval
            .min(timeout / 3)
            .max(Duration::from_millis(100));
    }
    if let Some(timeout) = positive(args.write_timeout, "--write-timeout is at least 1 s")? {
        limits.write_timeout = timeout;
    }
    if let Some(days) = args.idle_game_days {
        if days == 0 {
            return Err(CliError::Usage("--idle-game-days is at least 1"));
        }
        limits.idle_game = Duration::from_secs(days.saturating_mul(24 * 3600));
    }
    if let Some(mb) = args.min_free_mb {
        limits.min_free_bytes = mb.saturating_mul(1024 * 1024);
    }
    if let Some(n) = count(args.max_spectators, "--max-spectators is at least 1")? {
        limits.spectators_per_game = n;
    }
    Ok(limits)
}

/// Arguments of `lasca serve-bench`.
#[derive(Args, Debug)]
pub struct ServeBenchArgs {
    /// Games at once (two connections each).
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Bench a running server at this address instead of starting one here; `A,B`: two
    /// instances of one site, White playing through A and Black through B.
    #[arg(long, value_name = "ADDR")]
    pub server: Option<String>,
    /// The database to check the games in afterwards: with --server, that server's; without,
    /// the one the bench's own server keeps its games in (a SQLite file's path, or a
    /// `postgres://` URL; default: a new SQLite file in a temporary folder).
    #[arg(long, value_name = "PATH|URL")]
    pub db: Option<String>,
    /// After this many plies the side to move resigns.
    #[arg(long, default_value_t = 200)]
    pub max_plies: usize,
    /// Seed of the random moves.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Each side thinks a random time in [MS/2, 3MS/2] before it moves, as people do; 0
    /// plays flat out. Cap long runs with --max-plies.
    #[arg(long, value_name = "MS", default_value_t = 0)]
    pub pace: u64,
    /// The process id of --server, to report its memory and CPU (Linux).
    #[arg(long, value_name = "PID", requires = "server")]
    pub server_pid: Option<u32>,
    /// Play the server's computer at this level (1-8) instead: N games at once, each answering
    /// the computer at once; reports the time from a move to the computer's answer.
    #[arg(long, value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(1..=8))]
    pub computer: Option<u8>,
}

fn usage_error(error: impl std::fmt::Display) -> CliError {
    CliError::Online(error.to_string())
}

fn limits(max_rate: f64, max_games: usize) -> Result<ConnectionLimits, CliError> {
    if !(max_rate.is_finite() && max_rate >= 1.0) {
        return Err(CliError::Usage("--max-rate is at least 1 message a second"));
    }
    if max_games == 0 {
        return Err(CliError::Usage("--max-games is at least 1"));
    }
    Ok(ConnectionLimits {
        messages_per_second: max_rate,
        burst: (max_rate * 2.0).max(10.0),
        games_per_client: max_games,
        ..ConnectionLimits::default()
    })
}

fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from)
}

/// Sends the server's log (lasca-online logs through `tracing`) to stderr: warnings and
/// errors, unless `RUST_LOG` says otherwise (`RUST_LOG=lasca_online=debug`).
fn log_to_stderr() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    // Fails only if a subscriber is already set, which is then kept.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

/// Runs the server until it is stopped (Ctrl-C) or its database fails.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    log_to_stderr();
    let db = database(args.db.as_deref())?;
    let lease = match args.lease_seconds {
        None => server::DEFAULT_LEASE,
        Some(seconds) if seconds.is_finite() && (0.5..=3600.0).contains(&seconds) => {
            Duration::from_secs_f64(seconds)
        }
        Some(_) => return Err(CliError::Usage("--lease-seconds is 0.5 to 3600")),
    };
    let instance = match &args.instance {
        Some(name) if !crate::cluster::ClusterConfig::valid_name(name) => {
            return Err(CliError::Usage(
                "--instance is lower-case letters, digits and _ (at most 40)",
            ));
        }
        Some(name) => crate::cluster::ClusterConfig {
            name: name.clone(),
            lease,
        },
        None => crate::cluster::ClusterConfig::random(lease),
    };
    // Read and checked before anything is bound: a bad file is an error, not a crash later.
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(ServerTls::from_pem_files(cert, key).map_err(usage_error)?),
        _ => None,
    };
    let files = bench::raise_open_file_limit(0);
    let limits = socket_limits(
        args,
        address_limits(args, limits(args.max_rate, args.max_games)?)?,
    )?;
    let running = server::start(Config {
        listen: args.listen,
        db: db.clone(),
        instance: Some(instance),
        durability: args.durability,
        limits,
        threads: threads(),
        behind_proxy: args.behind_proxy,
        trusted_proxies: args.trusted_proxy.clone(),
        allowed_origins: args.allow_origin.clone(),
        tls,
        engine: EngineConfig {
            threads: args.engine_threads,
            queue: args.engine_queue.max(1),
            computer_games_per_hour: args.computer_games_per_hour,
            analyses_per_day: args.analyses_per_day,
            ..EngineConfig::default()
        },
    })
    .map_err(usage_error)?;
    let recovery = running.recovery;
    println!("Lasca server: listening on {}", running.url());
    println!("  {files}");
    println!(
        "  sockets: at most {} at once, {} from one address",
        limits.max_sockets.unwrap_or_else(|| {
            crate::accept::default_max_sockets(crate::accept::open_file_limit())
        }),
        limits.sockets_per_address
    );
    if let Some(cert) = &args.tls_cert {
        println!("  TLS with the certificate {}", cert.display());
    }
    println!("  database {}", db.describe());
    if let Some(name) = &running.instance {
        println!("  instance {name} (games shared with every instance on this database)");
    }
    if recovery.games > 0 {
        println!(
            "  {} unfinished game{} restored; the server was down {:.1} s, charged to nobody",
            recovery.games,
            if recovery.games == 1 { "" } else { "s" },
            recovery.downtime_ms as f64 / 1000.0
        );
    }
    if recovery.damaged > 0 {
        println!("  {} damaged games left out (see above)", recovery.damaged);
    }
    let _ = std::io::stdout().flush();
    running.wait().map_err(usage_error)
}

/// Starts a server here (unless `--server`), plays the games, prints the figures and checks the
/// database.
pub fn bench(args: &ServeBenchArgs) -> Result<(), CliError> {
    if args.games == 0 {
        return Err(CliError::Usage("--games is at least 1"));
    }
    let folder = tempfile::tempdir().map_err(|source| CliError::Io {
        what: "making a folder for the bench database",
        source,
    })?;
    let mut local = None;
    let (url, db) = match &args.server {
        Some(address) => (
            address
                .split(',')
                .map(crate::client::ws_url)
                .collect::<Vec<_>>()
                .join(","),
            args.db.as_deref().map(Database::parse),
        ),
        None => {
            let db = match &args.db {
                Some(db) => Database::parse(db),
                None => Database::Sqlite(folder.path().join("bench.sqlite")),
            };
            let running = server::start(Config {
                listen: SocketAddr::from(([127, 0, 0, 1], 0)),
                db: db.clone(),
                instance: None,
                durability: Default::default(),
                // The bench sends as fast as the server answers: far above a person's rate.
                limits: ConnectionLimits {
                    // The open-file limit is the bench's bound, not a share of it.
                    max_sockets: Some(usize::MAX),
                    ..limits(10_000.0, 4)?.without_address_limits()
                },
                threads: threads(),
                behind_proxy: false,
                trusted_proxies: Vec::new(),
                allowed_origins: Vec::new(),
                engine: EngineConfig {
                    // Every client is 127.0.0.1: no limit per address.
                    computer_games_per_hour: usize::MAX,
                    ..EngineConfig::default()
                },
                tls: None,
            })
            .map_err(usage_error)?;
            let url = running.url();
            local = Some(running);
            (url, Some(db))
        }
    };
    if let Some(level) = args.computer {
        bench::raise_open_file_limit(args.games as u64 * 2 + 32);
        println!(
            "serve-bench: {} games against the computer at level {level}, at {url}",
            args.games
        );
        let report = bench::run_computer(&url, level, args.games, args.max_plies);
        let busy = local
            .as_ref()
            .map(|running| crate::hub::Stats::get(&running.stats().engine_busy));
        if let Some(running) = local {
            running.stop().map_err(usage_error)?;
        }
        let report = report.map_err(|e| CliError::Online(format!("the bench failed: {e}")))?;
        println!("{}", report.summary());
        if let Some(busy) = busy {
            println!("the engine's queue was full {busy} times");
        }
        return Ok(());
    }
    // Two sockets a game here, and two more in a server in this process.
    let sockets_a_game = if local.is_some() { 4 } else { 2 };
    let files = bench::raise_open_file_limit(args.games as u64 * sockets_a_game + 32);
    println!(
        "serve-bench: {} games ({} connections) against {url}{}",
        args.games,
        args.games * 2,
        if args.pace > 0 {
            format!(
                ", each side thinking {}-{} ms a move",
                args.pace / 2,
                args.pace * 3 / 2
            )
        } else {
            String::new()
        }
    );
    println!("  {files}");
    let progress = Arc::new(Progress::default());
    let bar = ProgressBar::new(args.games as u64).with_style(
        ProgressStyle::with_template("{msg:>10} {bar:30} {pos}/{len} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let config = BenchConfig {
        url,
        games: args.games,
        max_plies: args.max_plies,
        seed: args.seed,
        pace_ms: args.pace,
        server_pid: args.server_pid,
    };
    let watched = progress.clone();
    let work = std::thread::spawn(move || bench::run_blocking(config, progress, 1));
    while !work.is_finished() {
        let ready = watched.ready.load(Ordering::Relaxed);
        if ready < args.games as u64 {
            bar.set_message("seating");
            bar.set_position(ready);
        } else {
            bar.set_message(format!("{} moves", watched.moves.load(Ordering::Relaxed)));
            bar.set_position(watched.finished.load(Ordering::Relaxed));
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    let report = work
        .join()
        .map_err(|_| CliError::Online("the bench stopped unexpectedly".into()))?;
    bar.finish_and_clear();
    let report = report.map_err(|e| CliError::Online(format!("the bench failed: {e}")))?;
    for line in report.summary() {
        println!("{line}");
    }
    if let Some(running) = local {
        running.stop().map_err(usage_error)?;
    }
    match db {
        Some(db) => match bench::verify(&db, &report.played) {
            Ok(checked) => println!(
                "database: all {checked} games replay legally to the moves the clients saw; no move lost"
            ),
            Err(problems) => {
                for problem in &problems {
                    eprintln!("  {problem}");
                }
                return Err(CliError::Online(format!(
                    "{} games disagree with the database",
                    problems.len()
                )));
            }
        },
        None => println!("database: not checked (pass --db with --server)"),
    }
    Ok(())
}
