//! `lasca serve-bench` without the game: the same bench and the same figures, built from
//! lasca-online alone (`cargo run -p lasca-online --release --example serve_bench -- ...`).
//!
//! ```text
//! serve_bench [--games N] [--pace MS] [--max-plies P] [--seed S] [--separate] [--normal]
//! serve_bench --computer LEVEL [--games N] [--max-plies P] [--engine-threads T] [--engine-queue Q]
//! ```
//!
//! `--computer LEVEL` plays N games at once against the server's computer at LEVEL: each
//! client answers the computer's move at once, and the time from its move to the computer's
//! answer is measured. That time is the queue's wait plus the search; at level 1 the search
//! takes well under a millisecond, so it is the queue's wait.
//!
//! `--normal` runs the server's database with `Durability::Normal` (no `fsync` in a commit)
//! instead of `lasca serve`'s default, `Full`. `--storm N` adds N connections that `watch` and
//! `unwatch` a stored finished game of 600 plies over and over, as fast as the server answers
//! (with no limit per address, as if from N addresses), while the games are played: the p99
//! then says what such a loop costs everyone else.
//!
//! `--separate` runs the server as a process of its own (this program again, `serve DB`), so
//! that its memory and CPU are measured apart from the bench's clients; without it the server
//! runs in this process. Either way it listens on 127.0.0.1 only, and the database is checked
//! against what the clients saw at the end.

use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use lasca_online::bench::{self, BenchConfig, Progress};
use lasca_online::client::Client;
use lasca_online::engine::EngineConfig;
use lasca_online::protocol::{ClientMessage, ServerMessage};
use lasca_online::server::{self, Config, ConnectionLimits, Running};
use lasca_online::store::{Durability, SqliteStore, Store};

fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from)
}

/// The server `lasca serve-bench` starts: loopback, a bench's rate, no limit per address.
fn start_server(db: &Path, durability: Durability) -> Result<Running, String> {
    start_server_with(db, durability, EngineConfig::default())
}

/// [`start_server`] with an engine of `engine`'s settings.
fn start_server_with(
    db: &Path,
    durability: Durability,
    engine: EngineConfig,
) -> Result<Running, String> {
    server::start(Config {
        listen: SocketAddr::from(([127, 0, 0, 1], 0)),
        db: lasca_online::server::Database::Sqlite(db.to_owned()),
        instance: None,
        durability,
        limits: ConnectionLimits {
            messages_per_second: 10_000.0,
            burst: 20_000.0,
            // The open-file limit is the bench's bound: 9,980 games take 19,960 sockets.
            max_sockets: Some(usize::MAX),
            ..ConnectionLimits::default()
        }
        // Every client comes from 127.0.0.1: no limit per address.
        .without_address_limits(),
        threads: threads(),
        behind_proxy: false,
        trusted_proxies: Vec::new(),
        allowed_origins: Vec::new(),
        engine: EngineConfig {
            // No limit per address: every client is 127.0.0.1.
            computer_games_per_hour: usize::MAX,
            ..engine
        },
        tls: None,
    })
    .map_err(|e| e.to_string())
}

/// `serve DB [normal]`: serves until its standard input closes, then stops (committing
/// everything).
fn serve(db: &str, durability: Durability) -> Result<(), String> {
    let files = bench::raise_open_file_limit(0);
    let running = start_server(Path::new(db), durability)?;
    println!("listening on {}", running.url());
    eprintln!("server: {files}");
    let _ = std::io::stdin().read_to_end(&mut Vec::new());
    running.stop().map_err(|e| e.to_string())
}

struct Options {
    games: usize,
    pace: u64,
    max_plies: usize,
    seed: u64,
    separate: bool,
    durability: Durability,
    storm: usize,
    computer: Option<u8>,
    engine: EngineConfig,
}

fn options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        games: 100,
        pace: 0,
        max_plies: 200,
        seed: 1,
        separate: false,
        durability: Durability::Full,
        storm: 0,
        computer: None,
        engine: EngineConfig::default(),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| -> Result<u64, String> {
            args.next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("{name} takes a number"))
        };
        match arg.as_str() {
            "--games" => options.games = value("--games")? as usize,
            "--pace" => options.pace = value("--pace")?,
            "--max-plies" => options.max_plies = value("--max-plies")? as usize,
            "--seed" => options.seed = value("--seed")?,
            "--separate" => options.separate = true,
            "--normal" => options.durability = Durability::Normal,
            "--storm" => options.storm = value("--storm")? as usize,
            "--computer" => options.computer = Some(value("--computer")? as u8),
            "--engine-threads" => options.engine.threads = value("--engine-threads")? as usize,
            "--engine-queue" => options.engine.queue = value("--engine-queue")? as usize,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if options.games == 0 {
        return Err("--games is at least 1".into());
    }
    Ok(options)
}

fn run(args: &[String]) -> Result<(), String> {
    let options = options(args)?;
    if let Some(level) = options.computer {
        return computer(&options, level);
    }
    let folder = tempfile::tempdir().map_err(|e| e.to_string())?;
    let db = folder.path().join("bench.sqlite");
    if options.storm > 0 {
        store_storm_game(&db)?;
    }
    let mut local = None;
    let mut child = None;
    let (url, server_pid) = if options.separate {
        let mut process = Command::new(std::env::current_exe().map_err(|e| e.to_string())?)
            .arg("serve")
            .arg(&db)
            .args((options.durability == Durability::Normal).then_some("normal"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start the server process: {e}"))?;
        let stdout = process.stdout.take().ok_or("no stdout")?;
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .map_err(|e| e.to_string())?;
        let url = line
            .trim()
            .strip_prefix("listening on ")
            .ok_or_else(|| format!("the server said {line:?}"))?
            .to_owned();
        let pid = process.id();
        child = Some(process);
        (url, Some(pid))
    } else {
        let running = start_server(&db, options.durability)?;
        let url = running.url();
        local = Some(running);
        (url, None)
    };
    let sockets_a_game = if options.separate { 2 } else { 4 };
    let files = bench::raise_open_file_limit(options.games as u64 * sockets_a_game + 32);
    println!(
        "serve_bench: {} games ({} connections) against {url}, pace {} ms, at most {} plies, {} cores, durability {:?}{}",
        options.games,
        options.games * 2,
        options.pace,
        options.max_plies,
        threads(),
        options.durability,
        if options.separate {
            ", the server in a process of its own"
        } else {
            ""
        },
    );
    println!("  {files}");
    let config = BenchConfig {
        url,
        games: options.games,
        max_plies: options.max_plies,
        seed: options.seed,
        pace_ms: options.pace,
        server_pid,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let storm = (options.storm > 0).then(|| {
        let (url, stop, connections) = (config.url.clone(), stop.clone(), options.storm);
        std::thread::spawn(move || storm(&url, connections, &stop))
    });
    let report = bench::run_blocking(config, Arc::new(Progress::default()), 1);
    stop.store(true, Ordering::Relaxed);
    if let Some(storm) = storm {
        let (loops, refused) = storm.join().map_err(|_| "the storm panicked")??;
        println!("storm: {loops} watch/unwatch loops of a 600-ply game, {refused} other answers");
    }
    if let Some(running) = local {
        running.stop().map_err(|e| e.to_string())?;
    }
    if let Some(mut process) = child {
        // Closing its standard input stops it.
        drop(process.stdin.take());
        let _ = process.wait();
    }
    let report = report?;
    for line in report.summary() {
        println!("{line}");
    }
    match bench::verify(
        &lasca_online::server::Database::Sqlite(db.to_owned()),
        &report.played,
    ) {
        Ok(checked) => {
            println!(
                "database: all {checked} games replay legally to the moves the clients saw; no move lost"
            );
            Ok(())
        }
        Err(problems) => Err(problems.join("\n")),
    }
}

/// `--computer LEVEL`: N games at once against the computer; the computer's answer times.
fn computer(options: &Options, level: u8) -> Result<(), String> {
    let folder = tempfile::tempdir().map_err(|e| e.to_string())?;
    let db = folder.path().join("bench.sqlite");
    let running = start_server_with(&db, options.durability, options.engine)?;
    let url = running.url();
    let stats = running.stats();
    bench::raise_open_file_limit(options.games as u64 * 2 + 32);
    println!(
        "serve_bench: {} games against the computer at level {level}, at most {} plies each, {} engine thread(s), queue {}, {} cores",
        options.games,
        options.max_plies,
        options.engine.threads,
        options.engine.queue,
        threads()
    );
    let report = bench::run_computer(&url, level, options.games, options.max_plies);
    running.stop().map_err(|e| e.to_string())?;
    println!(
        "{}; the queue was full {} times",
        report?.summary(),
        lasca_online::hub::Stats::get(&stats.engine_busy)
    );
    Ok(())
}

/// The code of the finished game `--storm` watches.
const STORM_GAME: &str = "WATCHGAME";

/// Stores a finished game of 600 plies in the bench's new database.
fn store_storm_game(db: &Path) -> Result<(), String> {
    let moves = bench::long_record(600);
    let mut store = SqliteStore::open(db).map_err(|e| e.to_string())?;
    let game = bench::finished_game(STORM_GAME, 1, moves);
    let stored = store
        .begin()
        .and_then(|()| store.insert_game(&game))
        .and_then(|()| store.commit());
    stored.map_err(|e| e.to_string())
}

/// `connections` clients that watch and unwatch [`STORM_GAME`] until `stop`: the loops that got
/// the game, and the answers that were something else.
fn storm(url: &str, connections: usize, stop: &AtomicBool) -> Result<(u64, u64), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let mut tasks = Vec::new();
        for _ in 0..connections {
            let mut client = Client::connect_newest(url)
                .await
                .map_err(|e| e.to_string())?;
            let stop = &*stop;
            tasks.push(async move {
                let mut loops = 0u64;
                let watch = ClientMessage::Watch {
                    code: STORM_GAME.into(),
                };
                let unwatch = ClientMessage::Unwatch {
                    code: STORM_GAME.into(),
                };
                let mut refused = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    if client.send(&watch).await.is_err() {
                        break;
                    }
                    match client.recv().await {
                        Ok(ServerMessage::State { game }) if game.moves.len() == 600 => loops += 1,
                        Ok(_) => refused += 1,
                        Err(_) => break,
                    }
                    if client.send(&unwatch).await.is_err() {
                        break;
                    }
                }
                (loops, refused)
            });
        }
        let counts = futures_util::future::join_all(tasks).await;
        Ok(counts
            .into_iter()
            .fold((0, 0), |(a, b), (c, d)| (a + c, b + d)))
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => match args.get(1) {
            Some(db) => serve(
                db,
                if args.get(2).is_some_and(|a| a == "normal") {
                    Durability::Normal
                } else {
                    Durability::Full
                },
            ),
            None => Err("serve DB".into()),
        },
        _ => run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("serve_bench: {error}");
            ExitCode::FAILURE
        }
    }
}
