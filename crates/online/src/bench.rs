//! `lasca serve-bench`: many games at once against a server, as fast as it answers.
//!
//! Each game has two connections. All games are created and joined before the first move, so
//! they are all in progress at once. The side to move plays a random legal move; the time from
//! sending it to the opponent's connection receiving `moved` is the latency. Afterwards the
//! database is read back and every game must replay legally to the moves the clients saw.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use lasca_rules::{Game, Move, Position, RuleSettings};

use crate::client::{Client, ClientError};
use crate::protocol::{ClientMessage, SeatChoice, ServerMessage, Status, TimeControl};
use crate::store::read_all_games;

/// What to run.
#[derive(Clone, Debug)]
pub struct BenchConfig {
    /// The server's WebSocket address.
    pub url: String,
    /// Games at once.
    pub games: usize,
    /// After this many plies the side to move resigns.
    pub max_plies: usize,
    /// Seed of the random moves.
    pub seed: u64,
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
}

impl BenchReport {
    /// Moves a second.
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.seconds.max(1e-9)
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

struct Seated {
    code: String,
    /// White's client and token, then Black's.
    sides: [(Client, String); 2],
}

async fn seat_game(url: String, progress: Arc<Progress>) -> Result<Seated, ClientError> {
    let mut creator = Client::connect(&url).await?;
    let mut joiner = Client::connect(&url).await?;
    progress.connected.fetch_add(2, Ordering::Relaxed);
    creator
        .send(&ClientMessage::Create {
            colour: SeatChoice::White,
            clock: Some(TimeControl::minutes(60, 0)),
            public: false,
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
    let start = Instant::now();
    let tasks: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(i, seated)| {
            let seed = config
                .seed
                .wrapping_add(i as u64)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let game = play_game(seated, seed, config.max_plies, progress.clone());
            // One watchdog a game, not a timer a message: timers cost in the hot loop.
            tokio::spawn(async move {
                tokio::time::timeout(Duration::from_secs(600), game)
                    .await
                    .unwrap_or_else(|_| Err("a game stalled for 10 minutes".into()))
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
pub fn verify(db: &Path, played: &[PlayedGame]) -> Result<usize, Vec<String>> {
    let stored = match read_all_games(db) {
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
