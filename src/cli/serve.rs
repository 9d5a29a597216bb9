//! `lasca serve`: the online game server; `lasca serve-bench`: load it with many games.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use lasca_online::bench::{self, BenchConfig, Progress};
use lasca_online::protocol::DEFAULT_PORT;
use lasca_online::server::{self, Config, ConnectionLimits};
use lasca_online::tls::ServerTls;

use super::CliError;
use crate::record::data_dir;

/// Arguments of `lasca serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Where to listen. The default takes players from other machines; 127.0.0.1:7464 only
    /// from this one.
    #[arg(long, default_value_t = SocketAddr::from(([0, 0, 0, 0], DEFAULT_PORT)))]
    pub listen: SocketAddr,
    /// The SQLite database file (default: server.sqlite in the data folder).
    #[arg(long, value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// Messages a second one connection may send, on average.
    #[arg(long, default_value_t = 20.0)]
    pub max_rate: f64,
    /// Unfinished games one connection may hold a seat in.
    #[arg(long, default_value_t = 16)]
    pub max_games: usize,
    /// Serve `wss://` (TLS) with this PEM certificate chain, the server's certificate first
    /// (with --tls-key; certbot's fullchain.pem).
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The PEM private key of --tls-cert (certbot's privkey.pem).
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
}

/// Arguments of `lasca serve-bench`.
#[derive(Args, Debug)]
pub struct ServeBenchArgs {
    /// Games at once (two connections each).
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Bench a running server at this address instead of starting one here.
    #[arg(long, value_name = "ADDR")]
    pub server: Option<String>,
    /// That server's database, to check the games in it afterwards.
    #[arg(long, value_name = "PATH")]
    pub db: Option<PathBuf>,
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
    let db = match &args.db {
        Some(db) => db.clone(),
        None => data_dir()
            .ok_or(CliError::Usage(
                "no data folder is known here: pass --db PATH",
            ))?
            .join("server.sqlite"),
    };
    // Read and checked before anything is bound: a bad file is an error, not a crash later.
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(ServerTls::from_pem_files(cert, key).map_err(usage_error)?),
        _ => None,
    };
    let files = bench::raise_open_file_limit(0);
    let running = server::start(Config {
        listen: args.listen,
        db: Some(db.clone()),
        limits: limits(args.max_rate, args.max_games)?,
        threads: threads(),
        tls,
    })
    .map_err(usage_error)?;
    let recovery = running.recovery;
    println!("Lasca server: listening on {}", running.url());
    println!("  {files}");
    if let Some(cert) = &args.tls_cert {
        println!("  TLS with the certificate {}", cert.display());
    }
    println!("  database {}", db.display());
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
        Some(address) => (lasca_online::client::ws_url(address), args.db.clone()),
        None => {
            let db = folder.path().join("bench.sqlite");
            let running = server::start(Config {
                listen: SocketAddr::from(([127, 0, 0, 1], 0)),
                db: Some(db.clone()),
                // The bench sends as fast as the server answers: far above a person's rate.
                limits: limits(10_000.0, 4)?,
                threads: threads(),
                tls: None,
            })
            .map_err(usage_error)?;
            let url = running.url();
            local = Some(running);
            (url, Some(db))
        }
    };
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
