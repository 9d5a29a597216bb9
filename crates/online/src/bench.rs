//! `lasca serve-bench`: many games at once against a server, as fast as it answers or at a
//! person's pace.
//!
//! Each game has two connections. All games are created and joined before the first move, so
//! they are all in progress at once. The side to move plays a random legal move, at once or,
//! with a pace of `MS`, after thinking a random time in `[MS/2, 3MS/2]` (seeded, as everything
//! else); the time from sending it to the opponent's connection receiving `moved` is the
//! latency. Afterwards the database is read back and every game must replay legally to the
//! moves the clients saw.
//!
//! On Linux the bench also reads the server's memory (`VmRSS` in `/proc/PID/status`, sampled
//! four times a second) and CPU time (`utime + stime` in `/proc/PID/stat`): of the server's
//! process when it runs apart ([`BenchConfig::server_pid`]), or else of this process, whose
//! server threads (`lasca-net`, `lasca-hub`, `lasca-checkpoint`) are counted apart from the
//! bench's own. [`raise_open_file_limit`] gives the bench the file descriptors it needs.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use lasca_rules::{Game, Move, Position, RuleSettings};

use crate::client::{Client, ClientError};
use crate::protocol::{
    ClientMessage, EndReason, GameResult, SeatChoice, ServerMessage, Status, TimeControl,
};
use crate::store::{ClockState, StoredGame};

/// What to run.
#[derive(Clone, Debug)]
pub struct BenchConfig {
    /// The server's WebSocket address.
    pub url: String,
    /// Games at once.
    pub games: usize,
    /// After this many plies the side to move resigns.
    pub max_plies: usize,
    /// Seed of the random moves and thinking times.
    pub seed: u64,
    /// Each side thinks a random time in `[pace/2, 3 pace/2]` ms before it moves; 0 plays
    /// flat out.
    pub pace_ms: u64,
    /// The server's process, when it is not this one: its memory and CPU are reported.
    pub server_pid: Option<u32>,
}

/// Counters a progress bar can read while the bench runs.
#[derive(Default, Debug)]
pub struct Progress {
    /// Connections open.
    pub connected: AtomicU64,
    /// Games created and joined.
    pub ready: AtomicU64,
    /// Moves answered.
    pub moves: AtomicU64,
    /// Games finished.
    pub finished: AtomicU64,
}

/// One game as the clients saw it.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    /// Its code.
    pub code: String,
    /// Its moves.
    pub moves: Vec<String>,
}

/// The figures.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Games played.
    pub games: usize,
    /// Games that were in progress at the same moment (all of them, by construction).
    pub concurrent: usize,
    /// Moves played.
    pub moves: u64,
    /// Seconds from the first move to the last game's end.
    pub seconds: f64,
    /// Seconds to open the connections and seat every game.
    pub setup_seconds: f64,
    /// Median move latency, ms.
    pub p50_ms: f64,
    /// 99th percentile, ms.
    pub p99_ms: f64,
    /// Worst, ms.
    pub max_ms: f64,
    /// Every game.
    pub played: Vec<PlayedGame>,
    /// The server's memory and CPU, where `/proc` tells them.
    pub usage: Option<Usage>,
}

/// The server's memory and CPU during a bench.
#[derive(Clone, Debug)]
pub struct Usage {
    /// Whose figures these are, in words.
    pub whose: String,
    /// Whether the memory includes the bench's own clients (a server in this process).
    pub memory_includes_clients: bool,
    /// Resident memory before the first connection, KiB.
    pub rss_before_kib: u64,
    /// Resident memory with every game seated, KiB.
    pub rss_seated_kib: u64,
    /// The most resident memory seen while the games were played, KiB.
    pub rss_peak_kib: u64,
    /// The server's CPU seconds (user and system) while the games were seated.
    pub server_cpu_setup_s: f64,
    /// The server's CPU seconds while the games were played.
    pub server_cpu_play_s: f64,
    /// The bench's own CPU seconds while the games were played (its clients), if known.
    pub bench_cpu_play_s: Option<f64>,
}

impl BenchReport {
    /// Moves a second.
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.seconds.max(1e-9)
    }

    /// The figures, a line each, as `lasca serve-bench` prints them.
    pub fn summary(&self) -> Vec<String> {
        let mut lines = vec![
            format!(
                "seated {} games at once in {:.1} s",
                self.concurrent, self.setup_seconds
            ),
            format!(
                "played {} moves in {:.1} s: {:.0} moves/s",
                self.moves,
                self.seconds,
                self.moves_per_second()
            ),
            format!(
                "move sent -> opponent received: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                self.p50_ms, self.p99_ms, self.max_ms
            ),
        ];
        if let Some(usage) = &self.usage {
            let games = self.concurrent.max(1) as f64;
            let moves = self.moves.max(1) as f64;
            let mib = |kib: u64| kib as f64 / 1024.0;
            lines.push(format!(
                "memory of {}: {:.0} MiB before, {:.0} MiB seated, {:.0} MiB at most while playing: {:.1} KiB a game{}",
                usage.whose,
                mib(usage.rss_before_kib),
                mib(usage.rss_seated_kib),
                mib(usage.rss_peak_kib),
                usage.rss_peak_kib.saturating_sub(usage.rss_before_kib) as f64 / games,
                if usage.memory_includes_clients {
                    " (server and the bench's two clients a game together; pass --server and --server-pid for the server alone)"
                } else {
                    ""
                },
            ));
            let mut cpu = format!(
                "server CPU: {:.1} s seating ({:.0} us a game), {:.1} s playing: {:.1} us a move",
                usage.server_cpu_setup_s,
                usage.server_cpu_setup_s * 1e6 / games,
                usage.server_cpu_play_s,
                usage.server_cpu_play_s * 1e6 / moves,
            );
            if let Some(bench) = usage.bench_cpu_play_s {
                cpu.push_str(&format!(
                    "; the bench's clients {:.1} us a move",
                    bench * 1e6 / moves
                ));
            }
            lines.push(cpu);
        }
        lines
    }
}

/// What [`raise_open_file_limit`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileLimit {
    /// The soft limit before.
    pub before: u64,
    /// The soft limit now.
    pub now: u64,
    /// The hard limit before.
    pub hard_before: u64,
    /// The hard limit now (raised only where the process may, e.g. as root).
    pub hard_now: u64,
    /// What was asked for.
    pub wanted: u64,
}

impl std::fmt::Display for FileLimit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "open files: limit {} (was {}; hard limit {}",
            self.now, self.before, self.hard_now
        )?;
        if self.hard_now != self.hard_before {
            write!(f, ", raised from {}", self.hard_before)?;
        }
        write!(f, ")")?;
        if self.now < self.wanted {
            write!(
                f,
                "; {} wanted: connections past the limit will fail",
                self.wanted
            )?;
        }
        Ok(())
    }
}

/// Raises this process's open-file limit (`RLIMIT_NOFILE`): the soft limit to the hard one,
/// and the hard one too up to `wanted` (and the kernel's `fs.nr_open`) where the process may
/// (root, or `CAP_SYS_RESOURCE`). A game costs the bench two sockets, and as many again in a
/// server in the same process.
pub fn raise_open_file_limit(wanted: u64) -> FileLimit {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let old = getrlimit(Resource::Nofile);
    let before = old.current.unwrap_or(u64::MAX);
    let hard_before = old.maximum.unwrap_or(u64::MAX);
    let nr_open = std::fs::read_to_string("/proc/sys/fs/nr_open")
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .unwrap_or(hard_before);
    let mut hard = hard_before;
    if hard < wanted {
        let raised = wanted.min(nr_open).max(hard);
        let higher = Rlimit {
            current: Some(raised),
            maximum: Some(raised),
        };
        if setrlimit(Resource::Nofile, higher).is_ok() {
            hard = raised;
        }
    }
    let soft = Rlimit {
        current: Some(hard),
        maximum: Some(hard),
    };
    let now = if before >= hard || setrlimit(Resource::Nofile, soft).is_err() {
        before
    } else {
        hard
    };
    FileLimit {
        before,
        now,
        hard_before,
        hard_now: hard,
        wanted,
    }
}

/// A process's memory and CPU, from `/proc`.
#[derive(Clone, Copy)]
enum Watched {
    /// Another process (the server's).
    Process(u32),
    /// This process: the server's threads apart from the rest.
    Myself,
}

/// CPU seconds of the server and of the rest of the process, by thread names.
#[derive(Clone, Copy, Default)]
struct Cpu {
    server: f64,
    rest: f64,
}

/// `utime + stime` of a `/proc/.../stat` line, in clock ticks.
fn stat_ticks(stat: &str) -> Option<u64> {
    // The name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    let after = &stat[stat.rfind(')')? + 1..];
    let mut fields = after.split_whitespace();
    // After the name: state (3) ... utime (14), stime (15).
    let utime: u64 = fields.nth(11)?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(utime + stime)
}

fn is_server_thread(name: &str) -> bool {
    name == "lasca-net" || name == "lasca-hub" || name.starts_with("lasca-checkpoin")
}

impl Watched {
    fn proc(self) -> String {
        match self {
            Watched::Process(pid) => format!("/proc/{pid}"),
            Watched::Myself => "/proc/self".into(),
        }
    }

    fn rss_kib(self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("{}/status", self.proc())).ok()?;
        let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }

    fn cpu(self) -> Option<Cpu> {
        // /proc counts in USER_HZ, 100 a second on every Linux (the kernel converts).
        let tick = 100.0;
        match self {
            Watched::Process(_) => {
                let stat = std::fs::read_to_string(format!("{}/stat", self.proc())).ok()?;
                Some(Cpu {
                    server: stat_ticks(&stat)? as f64 / tick,
                    rest: 0.0,
                })
            }
            Watched::Myself => {
                let mut cpu = Cpu::default();
                for task in std::fs::read_dir("/proc/self/task").ok()?.flatten() {
                    let path = task.path();
                    let (Ok(name), Ok(stat)) = (
                        std::fs::read_to_string(path.join("comm")),
                        std::fs::read_to_string(path.join("stat")),
                    ) else {
                        continue;
                    };
                    let seconds = stat_ticks(&stat).unwrap_or(0) as f64 / tick;
                    if is_server_thread(name.trim()) {
                        cpu.server += seconds;
                    } else {
                        cpu.rest += seconds;
                    }
                }
                Some(cpu)
            }
        }
    }
}

/// A small, seeded random source (xorshift64*): the bench needs speed and repeatability, not
/// quality, so no crate for it.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

const WAIT: Duration = Duration::from_secs(60);

/// A thinking time in `[pace/2, 3 pace/2]` ms.
fn think(random: &mut Random, pace_ms: u64) -> Duration {
    let spread = usize::try_from(pace_ms).unwrap_or(usize::MAX - 1);
    Duration::from_millis(pace_ms / 2 + random.below(spread + 1) as u64)
}

struct Seated {
    code: String,
    /// White's client and token, then Black's.
    sides: [(Client, String); 2],
}

async fn seat_game(url: String, progress: Arc<Progress>) -> Result<Seated, ClientError> {
    // `url,url2`: two instances of one site; White plays through the first, Black through the
    // second, so that every move crosses between them.
    let (white_url, black_url) = url.split_once(',').unwrap_or((&url, &url));
    let mut creator = Client::connect(white_url).await?;
    let mut joiner = Client::connect(black_url).await?;
    progress.connected.fetch_add(2, Ordering::Relaxed);
    creator
        .send(&ClientMessage::Create {
            colour: SeatChoice::White,
            clock: Some(TimeControl::minutes(60, 0)),
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        })
        .await?;
    let (code, white_token) = creator
        .recv_until(WAIT, |m| match m {
            ServerMessage::Seat { code, token, .. } => Some((code.clone(), token.clone())),
            _ => None,
        })
        .await?;
    joiner
        .send(&ClientMessage::Join { code: code.clone() })
        .await?;
    let black_token = joiner
        .recv_until(WAIT, |m| match m {
            ServerMessage::Seat { token, .. } => Some(token.clone()),
            _ => None,
        })
        .await?;
    // Both see the game start.
    for client in [&mut creator, &mut joiner] {
        client
            .recv_until(WAIT, |m| match m {
                ServerMessage::State { game } if game.status == Status::Playing => Some(()),
                _ => None,
            })
            .await?;
    }
    progress.ready.fetch_add(1, Ordering::Relaxed);
    Ok(Seated {
        code,
        sides: [(creator, white_token), (joiner, black_token)],
    })
}

/// Only what the bench reads of a server message: parsing this much, and skipping the rest,
/// leaves more of the machine to the server being measured.
#[derive(serde::Deserialize)]
struct Glance {
    #[serde(rename = "type")]
    kind: String,
    ply: Option<u32>,
    #[serde(rename = "move")]
    mv: Option<String>,
    message: Option<String>,
}

fn moved(ply: u32) -> impl FnMut(&str) -> Option<Result<String, String>> {
    move |text| match serde_json::from_str::<Glance>(text) {
        Ok(glance) if glance.kind == "moved" && glance.ply == Some(ply) => Some(
            glance
                .mv
                .ok_or_else(|| format!("a move without a move: {text}")),
        ),
        Ok(glance) if glance.kind == "error" => Some(Err(glance.message.unwrap_or_default())),
        Ok(_) => None,
        Err(error) => Some(Err(format!("unreadable message {text}: {error}"))),
    }
}

async fn play_game(
    mut seated: Seated,
    seed: u64,
    max_plies: usize,
    pace_ms: u64,
    progress: Arc<Progress>,
) -> Result<(PlayedGame, Vec<u32>), String> {
    let mut random = Random(seed | 1);
    let mut game = Game::new();
    let mut latencies = Vec::new();
    let code = seated.code.clone();
    let err = |e: ClientError| format!("game {code}: {e}");
    while game.outcome().is_none() && game.ply() < max_plies {
        let mover = usize::from(game.position().side_to_move() == lasca_rules::Colour::Black);
        let moves = game.legal_moves();
        let mv: Move = moves[random.below(moves.len())];
        if pace_ms > 0 {
            tokio::time::sleep(think(&mut random, pace_ms)).await;
        }
        let ply = game.ply() as u32;
        let token = seated.sides[mover].1.clone();
        let sent = Instant::now();
        seated.sides[mover]
            .0
            .send(&ClientMessage::Move {
                code: code.clone(),
                token,
                ply,
                mv: mv.to_string(),
            })
            .await
            .map_err(err)?;
        let seen = seated.sides[1 - mover]
            .0
            .recv_text_matching(moved(ply))
            .await
            .map_err(err)?
            .map_err(|e| format!("game {code}: {e}"))?;
        latencies.push(sent.elapsed().as_micros() as u32);
        if seen != mv.to_string() {
            return Err(format!(
                "game {code}: ply {ply} played {mv}, seen as {seen}"
            ));
        }
        game.try_play(mv).map_err(|e| format!("game {code}: {e}"))?;
        progress.moves.fetch_add(1, Ordering::Relaxed);
    }
    if game.outcome().is_none() {
        let mover = usize::from(game.position().side_to_move() == lasca_rules::Colour::Black);
        let token = seated.sides[mover].1.clone();
        seated.sides[mover]
            .0
            .send(&ClientMessage::Resign {
                code: code.clone(),
                token,
            })
            .await
            .map_err(err)?;
    }
    for (client, _) in &mut seated.sides {
        client
            .recv_until(WAIT, |m| {
                matches!(m, ServerMessage::Ended { .. }).then_some(())
            })
            .await
            .map_err(err)?;
    }
    for (client, _) in seated.sides {
        client.close().await;
    }
    progress.finished.fetch_add(1, Ordering::Relaxed);
    Ok((
        PlayedGame {
            code: code.clone(),
            moves: game.moves().iter().map(ToString::to_string).collect(),
        },
        latencies,
    ))
}

/// Runs the bench; call it inside a tokio runtime.
pub async fn run(config: BenchConfig, progress: Arc<Progress>) -> Result<BenchReport, String> {
    let watched = match config.server_pid {
        Some(pid) => Watched::Process(pid),
        None => Watched::Myself,
    };
    let rss_before = watched.rss_kib();
    let cpu_before = watched.cpu();
    let setup = Instant::now();
    let seated: Vec<Result<Seated, ClientError>> =
        futures_util::stream::iter((0..config.games).map(|_| {
            let url = config.url.clone();
            let progress = progress.clone();
            tokio::spawn(seat_game(url, progress))
        }))
        .buffer_unordered(64)
        .map(|joined| joined.unwrap_or(Err(ClientError::Closed)))
        .collect()
        .await;
    let mut games = Vec::with_capacity(seated.len());
    for game in seated {
        games.push(game.map_err(|e| {
            format!("could not seat a game: {e} (is `ulimit -n` high enough for 4 files a game?)")
        })?);
    }
    let setup_seconds = setup.elapsed().as_secs_f64();
    let concurrent = games.len();
    let rss_seated = watched.rss_kib();
    let cpu_seated = watched.cpu();
    // The peak while playing, sampled: reading /proc four times a second costs nothing that
    // shows.
    let peak = Arc::new(AtomicU64::new(rss_seated.unwrap_or(0)));
    let sampler = {
        let peak = peak.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_millis(250));
            loop {
                every.tick().await;
                if let Some(rss) = watched.rss_kib() {
                    peak.fetch_max(rss, Ordering::Relaxed);
                }
            }
        })
    };
    // A paced game may think 1.5 paces a ply.
    let watchdog = Duration::from_secs(600)
        + Duration::from_millis(config.pace_ms.saturating_mul(3) / 2)
            .saturating_mul(u32::try_from(config.max_plies).unwrap_or(u32::MAX));
    let start = Instant::now();
    let tasks: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(i, seated)| {
            let seed = config
                .seed
                .wrapping_add(i as u64)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let game = play_game(
                seated,
                seed,
                config.max_plies,
                config.pace_ms,
                progress.clone(),
            );
            // One watchdog a game, not a timer a message: timers cost in the hot loop.
            tokio::spawn(async move {
                tokio::time::timeout(watchdog, game)
                    .await
                    .unwrap_or_else(|_| Err("a game stalled".into()))
            })
        })
        .collect();
    let mut latencies = Vec::new();
    let mut played = Vec::new();
    for task in tasks {
        let (game, lat) = task.await.map_err(|e| e.to_string())??;
        latencies.extend(lat);
        played.push(game);
    }
    let seconds = start.elapsed().as_secs_f64();
    sampler.abort();
    let usage = match (
        rss_before,
        rss_seated,
        cpu_before,
        cpu_seated,
        watched.cpu(),
    ) {
        (Some(rss_before), Some(rss_seated), Some(cpu_before), Some(cpu_seated), Some(cpu_end)) => {
            Some(Usage {
                whose: match watched {
                    Watched::Process(pid) => format!("the server (process {pid})"),
                    Watched::Myself => "this process".into(),
                },
                memory_includes_clients: matches!(watched, Watched::Myself),
                rss_before_kib: rss_before,
                rss_seated_kib: rss_seated,
                rss_peak_kib: peak.load(Ordering::Relaxed).max(rss_seated),
                server_cpu_setup_s: cpu_seated.server - cpu_before.server,
                server_cpu_play_s: cpu_end.server - cpu_seated.server,
                bench_cpu_play_s: matches!(watched, Watched::Myself)
                    .then(|| cpu_end.rest - cpu_seated.rest),
            })
        }
        _ => None,
    };
    latencies.sort_unstable();
    let quantile = |q: f64| {
        if latencies.is_empty() {
            0.0
        } else {
            let at = ((latencies.len() - 1) as f64 * q).round() as usize;
            f64::from(latencies[at]) / 1000.0
        }
    };
    Ok(BenchReport {
        games: played.len(),
        concurrent,
        moves: latencies.len() as u64,
        seconds,
        setup_seconds,
        p50_ms: quantile(0.5),
        p99_ms: quantile(0.99),
        max_ms: quantile(1.0),
        played,
        usage,
    })
}

/// Runs the bench on a runtime of its own with `threads` workers. One thread (a
/// current-thread runtime) measured best on two cores: it leaves the other to the server.
pub fn run_blocking(
    config: BenchConfig,
    progress: Arc<Progress>,
    threads: usize,
) -> Result<BenchReport, String> {
    let runtime = if threads <= 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads)
            .enable_all()
            .build()
    }
    .map_err(|e| format!("cannot start a runtime: {e}"))?;
    runtime.block_on(run(config, progress))
}

/// Checks the database against what the clients saw: each game is stored with exactly those
/// moves, they replay legally, and it is over. Returns how many games were checked, or the
/// first disagreements.
pub fn verify(db: &crate::server::Database, played: &[PlayedGame]) -> Result<usize, Vec<String>> {
    let stored = match db.read_all() {
        Ok(stored) => stored,
        Err(error) => return Err(vec![error.to_string()]),
    };
    let by_code: std::collections::HashMap<&str, _> =
        stored.iter().map(|g| (g.code.as_str(), g)).collect();
    let mut problems = Vec::new();
    for game in played {
        let Some(row) = by_code.get(game.code.as_str()) else {
            problems.push(format!("{}: not in the database", game.code));
            continue;
        };
        if row.moves != game.moves {
            problems.push(format!(
                "{}: the database has {} moves, the clients saw {}",
                game.code,
                row.moves.len(),
                game.moves.len()
            ));
            continue;
        }
        if let Err(error) = Game::replay(Position::start(), RuleSettings::default(), &row.moves) {
            problems.push(format!("{}: does not replay: {error}", game.code));
            continue;
        }
        if row.status != Status::Ended {
            problems.push(format!(
                "{}: stored as {:?}, not ended",
                game.code, row.status
            ));
        }
    }
    if problems.is_empty() {
        Ok(played.len())
    } else {
        problems.truncate(20);
        Err(problems)
    }
}

/// A legal game of Lasca 7x7 of `plies` plies that is not over (no side without a move, no
/// position three times), found by seeded random play that never ends the game (going back a
/// few plies where every move would): a long record to store, replay and watch, for tests and
/// the bench's `--storm`.
pub fn long_record(plies: usize) -> Vec<String> {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut game = Game::from_position(Position::start(), RuleSettings::default());
    while game.ply() < plies {
        let mut ways: Vec<_> = game.legal_moves().iter().copied().collect();
        let mut played = false;
        while !ways.is_empty() && !played {
            let mv = ways.swap_remove((next() % ways.len() as u64) as usize);
            game.try_play(mv).expect("a legal move");
            played = game.outcome().is_none();
            if !played {
                game.undo();
            }
        }
        if !played {
            // Every way on ends the game: go back a few plies and choose otherwise.
            let back = game.ply().saturating_sub(1 + (next() % 16) as usize);
            game.truncate(back);
        }
    }
    game.moves().iter().map(ToString::to_string).collect()
}

/// A finished game of `moves` (drawn by agreement, no seat to take), as a server that played
/// it would have stored it: what the hub tests and the bench's `--storm` watch.
pub fn finished_game(code: &str, created_ms: u64, moves: Vec<String>) -> StoredGame {
    StoredGame {
        code: code.to_owned(),
        created_ms,
        public: false,
        time_control: None,
        white_hash: None,
        black_hash: None,
        status: Status::Ended,
        result: Some(GameResult {
            winner: None,
            reason: EndReason::Agreement,
        }),
        clock: ClockState::default(),
        rematch: None,
        plies: moves.len() as u32,
        moves,
        variant: lasca_rules::Variant::Lasca7,
        computer: None,
        analysed: false,
        players: Default::default(),
    }
}

/// What [`run_computer`] measured.
#[derive(Clone, Debug)]
pub struct ComputerReport {
    /// The computer's moves.
    pub moves: usize,
    /// How long it all took.
    pub elapsed: std::time::Duration,
    /// The time from a client's move to the computer's answer, µs, sorted.
    pub waits_us: Vec<u64>,
}

impl ComputerReport {
    /// The answer time at `share` (0.5: the median), µs.
    pub fn at(&self, share: f64) -> u64 {
        let last = self.waits_us.len().saturating_sub(1);
        self.waits_us
            .get(((self.waits_us.len() as f64 * share) as usize).min(last))
            .copied()
            .unwrap_or_default()
    }

    /// One line for people.
    pub fn summary(&self) -> String {
        format!(
            "computer moves: {} in {:.1} s; answer time p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            self.moves,
            self.elapsed.as_secs_f64(),
            self.at(0.5) as f64 / 1000.0,
            self.at(0.99) as f64 / 1000.0,
            self.waits_us.last().copied().unwrap_or_default() as f64 / 1000.0,
        )
    }
}

/// `serve-bench --computer LEVEL`: `games` clients at once against the computer of the server
/// at `url`, each answering its moves at once with the first legal move, for at most
/// `max_plies` plies; the time from each of their moves to the computer's answer (the engine
/// queue's wait plus the search).
pub fn run_computer(
    url: &str,
    level: u8,
    games: usize,
    max_plies: usize,
) -> Result<ComputerReport, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let started = std::time::Instant::now();
    let mut waits_us = runtime.block_on(async {
        let tasks: Vec<_> = (0..games)
            .map(|_| {
                let url = url.to_owned();
                tokio::spawn(async move { play_the_computer(&url, level, max_plies).await })
            })
            .collect();
        let mut waits = Vec::new();
        for task in tasks {
            waits.extend(task.await.map_err(|e| e.to_string())??);
        }
        Ok::<_, String>(waits)
    })?;
    waits_us.sort_unstable();
    Ok(ComputerReport {
        moves: waits_us.len(),
        elapsed: started.elapsed(),
        waits_us,
    })
}

/// One client against the computer (White, it Black): plays the first legal move at once
/// after each answer. The times (µs) from each of its moves to the computer's answer.
async fn play_the_computer(url: &str, level: u8, max_plies: usize) -> Result<Vec<u64>, String> {
    let err = |e: crate::client::ClientError| e.to_string();
    let mut client = Client::connect_speaking(url, &crate::client::Trust::public(), 4)
        .await
        .map_err(err)?;
    client
        .send(&ClientMessage::Create {
            colour: crate::protocol::SeatChoice::White,
            clock: None,
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: Some(crate::protocol::Opponent::Computer(level)),
        })
        .await
        .map_err(err)?;
    let mut code = String::new();
    let mut token = String::new();
    let mut waits = Vec::new();
    let mut sent_at = None;
    loop {
        let board = match client.recv().await.map_err(err)? {
            ServerMessage::Seat {
                code: c, token: t, ..
            } => {
                (code, token) = (c, t);
                continue;
            }
            ServerMessage::State { game } => (game.moves.len(), game.board),
            ServerMessage::Moved { ply, board, .. } => (ply as usize + 1, board),
            ServerMessage::Ended { .. } => return Ok(waits),
            ServerMessage::Error { kind, message } => {
                return Err(format!("refused: {kind:?} {message}"));
            }
            _ => continue,
        };
        let (plies, Some(board)) = board else {
            continue;
        };
        if plies % 2 == 1 {
            // Our own move, told back; the computer's answer comes next.
            continue;
        }
        if let Some(at) = sent_at.take() {
            waits.push(std::time::Instant::elapsed(&at).as_micros() as u64);
        }
        let Some(mv) = board.legal.first() else {
            return Ok(waits);
        };
        if plies >= max_plies {
            return Ok(waits);
        }
        client
            .send(&ClientMessage::Move {
                code: code.clone(),
                token: token.clone(),
                ply: plies as u32,
                mv: mv.clone(),
            })
            .await
            .map_err(err)?;
        sent_at = Some(std::time::Instant::now());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thinking_times_stay_around_the_pace() {
        let mut random = Random(7);
        let times: Vec<Duration> = (0..1000).map(|_| think(&mut random, 2000)).collect();
        assert!(times.iter().all(|t| (1000..=3000).contains(&t.as_millis())));
        assert!(times.iter().any(|t| t.as_millis() < 1200));
        assert!(times.iter().any(|t| t.as_millis() > 2800));
        assert_eq!(think(&mut random, 0), Duration::ZERO);
    }

    #[test]
    fn cpu_ticks_are_read_past_a_name_with_spaces() {
        let stat = "42 (lasca net) S 1 42 42 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 3 0";
        assert_eq!(stat_ticks(stat), Some(300));
        assert_eq!(stat_ticks("garbage"), None);
    }

    #[test]
    fn this_process_is_measured() {
        assert!(Watched::Myself.rss_kib().unwrap_or(0) > 0);
        assert!(Watched::Myself.cpu().is_some());
    }

    #[test]
    fn the_open_file_limit_reaches_the_hard_limit() {
        let limit = raise_open_file_limit(0);
        assert_eq!(limit.now, limit.hard_now);
        assert!(limit.to_string().starts_with("open files: limit"));
    }
}
