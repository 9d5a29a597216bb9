//! The engine service: the computer's moves and the analyses of finished games, searched on
//! threads of their own (never the hub's), fed through a bounded queue.
//!
//! The hub hands it [`Task`]s with [`Engine::submit`], which never waits: a full queue is
//! [`Busy`] at once (lichess's move queue drops what it cannot hold the same way), so waits
//! cannot grow without bound. Each task has a time and a node limit and a stop flag the hub
//! sets when its game ended or was taken back. What a task finds goes back to the hub as an
//! [`EngineEvent`] through the sink the server gives (a [`HubRequest`](crate::hub::HubRequest)
//! on the hub's own queue), so the hub alone changes games.
//!
//! Each thread keeps one searcher (one transposition table) for every task it runs: entries
//! are keyed by position, so games share them harmlessly, and memory stays one table a thread
//! whatever the number of games.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use lasca_ai::review::{MAX_COUNTED_LOSS, MoveClass, review_game};
use lasca_ai::{Clock, Level, SearchLimits, Searcher, play_with};
use lasca_rules::AnyGame;

use crate::protocol::{AnalysisView, MoveAnalysis, MoveClassView};

/// The engine's settings (`lasca serve --engine-threads`, `--engine-queue`,
/// `--computer-games-per-hour`, `--analyses-per-day`).
#[derive(Clone, Copy, Debug)]
pub struct EngineConfig {
    /// Search threads, each running one task at a time; 0 for no engine (the computer does
    /// not play, and analyses get `busy`).
    pub threads: usize,
    /// Tasks waiting at most; past it [`Engine::submit`] answers [`Busy`].
    pub queue: usize,
    /// Each thread's transposition table, in MiB.
    pub table_mb: usize,
    /// Games against the computer one client address may create in an hour.
    pub computer_games_per_hour: usize,
    /// Analyses one client address may start in a day (one at a time).
    pub analyses_per_day: usize,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            threads: 1,
            queue: 64,
            table_mb: 32,
            computer_games_per_hour: 30,
            analyses_per_day: 20,
        }
    }
}

/// The most nodes one computer move searches, whatever its level (level 8 is limited by its
/// 2 s alone elsewhere; here the node cap bounds a task on any machine).
pub const MOVE_NODES: u64 = 8_000_000;

/// What an analysis searches each position with: the desktop game's quick review (30,000
/// nodes), and at most a quarter of a second.
pub const ANALYSIS_NODES: u64 = 30_000;

/// The longest an analysis spends on one position.
pub const ANALYSIS_MOVETIME: Duration = Duration::from_millis(250);

/// What a task does.
#[derive(Clone, Debug)]
pub enum Job {
    /// The computer's move in `game` at `level`, spending at most what `clock` allows.
    Move {
        /// The game so far.
        game: AnyGame,
        /// The computer's level.
        level: Level,
        /// The computer's clock, in a timed game.
        clock: Option<Clock>,
        /// The draw among near-best moves.
        seed: u64,
    },
    /// The analysis of a finished game.
    Analyse {
        /// The game.
        game: AnyGame,
    },
}

/// One piece of work, for one game.
#[derive(Debug)]
pub struct Task {
    /// The game's code.
    pub code: String,
    /// The game's ply when the task was made: an answer for another ply is stale.
    pub ply: u32,
    /// What to do.
    pub job: Job,
    /// Set by the hub when the answer is no longer wanted; the search stops at once.
    pub stop: Arc<AtomicBool>,
}

/// What the engine tells the hub.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineEvent {
    /// The computer's move (`None`: the search was stopped, or there is no move).
    Moved {
        /// The game's code.
        code: String,
        /// The ply it was searched at.
        ply: u32,
        /// The move, in notation.
        mv: Option<String>,
    },
    /// How far an analysis is.
    Progress {
        /// The game's code.
        code: String,
        /// Positions searched.
        done: u32,
        /// Positions in all.
        total: u32,
    },
    /// An analysis ended: the whole analysis, or `None` when it was stopped.
    Analysed {
        /// The game's code.
        code: String,
        /// The analysis.
        analysis: Option<AnalysisView>,
    },
}

/// The queue was full: nothing was queued.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Busy;

/// Where the engine's answers go.
pub type Sink = Arc<dyn Fn(EngineEvent) + Send + Sync>;

/// The engine: its queue and threads. Dropping it lets the threads finish their tasks and end.
pub struct Engine {
    tx: Option<SyncSender<(Task, Instant)>>,
    queued: Arc<AtomicUsize>,
    threads: Vec<JoinHandle<()>>,
}

impl Engine {
    /// Starts `config.threads` search threads, answering through `sink`.
    pub fn start(config: EngineConfig, sink: Sink) -> Engine {
        let (tx, rx) = std::sync::mpsc::sync_channel::<(Task, Instant)>(config.queue.max(1));
        let rx = Arc::new(Mutex::new(rx));
        let queued = Arc::new(AtomicUsize::new(0));
        let threads = (0..config.threads.max(1))
            .map(|i| {
                let (rx, sink, queued) = (rx.clone(), sink.clone(), queued.clone());
                std::thread::Builder::new()
                    .name(format!("lasca-engine-{i}"))
                    .spawn(move || work(&rx, &sink, &queued, config.table_mb))
                    .expect("the system starts a thread")
            })
            .collect();
        Engine {
            tx: Some(tx),
            queued,
            threads,
        }
    }

    /// Queues `task`, or answers [`Busy`] at once when the queue is full.
    pub fn submit(&self, task: Task) -> Result<(), Busy> {
        let Some(tx) = &self.tx else { return Err(Busy) };
        self.queued.fetch_add(1, Ordering::Relaxed);
        match tx.try_send((task, Instant::now())) {
            Ok(()) => {
                tracing::debug!(queued = self.queued(), "engine task queued");
                Ok(())
            }
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                self.queued.fetch_sub(1, Ordering::Relaxed);
                Err(Busy)
            }
        }
    }

    /// Tasks waiting now (not those running).
    pub fn queued(&self) -> usize {
        self.queued.load(Ordering::Relaxed)
    }
}

impl Engine {
    /// Closes the queue and waits for the threads to finish what they run (tests; dropping
    /// the engine closes the queue without waiting, so that a hub that stops never waits on a
    /// search).
    pub fn join(mut self) {
        self.tx = None;
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// One thread: takes tasks until the engine is dropped.
fn work(rx: &Mutex<Receiver<(Task, Instant)>>, sink: &Sink, queued: &AtomicUsize, table_mb: usize) {
    let searcher = Searcher::new(table_mb);
    searcher.set_threads(1);
    loop {
        let next = match rx.lock() {
            Ok(rx) => rx.recv(),
            Err(_) => return,
        };
        let Ok((task, at)) = next else { return };
        queued.fetch_sub(1, Ordering::Relaxed);
        let waited = at.elapsed();
        let started = Instant::now();
        let kind = match task.job {
            Job::Move { .. } => "move",
            Job::Analyse { .. } => "analysis",
        };
        if task.stop.load(Ordering::Relaxed) {
            tracing::debug!(code = %task.code, kind, "engine task cancelled before it ran");
            continue;
        }
        if let Some(event) = run(&searcher, &task, sink) {
            sink(event);
        }
        tracing::debug!(
            code = %task.code,
            kind,
            waited_ms = waited.as_millis() as u64,
            took_ms = started.elapsed().as_millis() as u64,
            queued = queued.load(Ordering::Relaxed),
            "engine task done"
        );
    }
}

/// Runs one task: its last event (progress goes to `sink` as it comes).
fn run(searcher: &Searcher, task: &Task, sink: &Sink) -> Option<EngineEvent> {
    let stop = &task.stop;
    match &task.job {
        Job::Move {
            game,
            level,
            clock,
            seed,
        } => {
            let limits = move_limits(*level, *clock);
            let randomness = level.randomness();
            let played = play_with(
                searcher,
                game,
                &limits,
                randomness,
                *seed,
                stop,
                &mut |_| {},
            );
            let mv = played.best_move;
            let stopped = stop.load(Ordering::Relaxed);
            Some(EngineEvent::Moved {
                code: task.code.clone(),
                ply: task.ply,
                mv: if stopped {
                    None
                } else {
                    mv.map(|mv| mv.to_string())
                },
            })
        }
        Job::Analyse { game } => {
            let limits = SearchLimits {
                nodes: Some(ANALYSIS_NODES),
                movetime: Some(ANALYSIS_MOVETIME),
                ..SearchLimits::default()
            };
            let total = game.ply() as u32 + 1;
            let mut last = Instant::now();
            let code = task.code.clone();
            let review = review_game(game, &limits, stop, &mut |ply, _| {
                // A few progress reports a second at most.
                if last.elapsed() >= Duration::from_millis(200) {
                    last = Instant::now();
                    sink(EngineEvent::Progress {
                        code: code.clone(),
                        done: ply as u32 + 1,
                        total,
                    });
                }
            });
            let complete = !stop.load(Ordering::Relaxed)
                && review.positions.len() == total as usize
                && review.comments.len() + 1 == total as usize;
            Some(EngineEvent::Analysed {
                code: task.code.clone(),
                analysis: complete.then(|| analysis_view(&review)),
            })
        }
    }
}

/// A computer move's limits: its level's, with a node cap, and its clock's share when it plays
/// on one (the level's own time per move stays the most it spends).
pub fn move_limits(level: Level, clock: Option<Clock>) -> SearchLimits {
    let own = level.limits();
    SearchLimits {
        nodes: Some(own.nodes.map_or(MOVE_NODES, |nodes| nodes.min(MOVE_NODES))),
        clock,
        ..own
    }
}

/// What the wire carries of a review.
fn analysis_view(review: &lasca_ai::review::GameReview<lasca_rules::AnyMove>) -> AnalysisView {
    let clamp = |score: i32| score.clamp(-MAX_COUNTED_LOSS, MAX_COUNTED_LOSS);
    AnalysisView {
        scores: review
            .positions
            .iter()
            .map(|position| clamp(position.score.white()))
            .collect(),
        moves: review
            .comments
            .iter()
            .enumerate()
            .map(|(i, comment)| MoveAnalysis {
                class: match comment.class {
                    MoveClass::Best => MoveClassView::Best,
                    MoveClass::Good => MoveClassView::Good,
                    MoveClass::Inaccuracy => MoveClassView::Inaccuracy,
                    MoveClass::Mistake => MoveClassView::Mistake,
                    MoveClass::Blunder => MoveClassView::Blunder,
                },
                loss: comment.loss,
                better: comment.better.map(|(mv, _)| mv.to_string()),
                line: review.positions[i]
                    .score
                    .line
                    .iter()
                    .take(8)
                    .map(ToString::to_string)
                    .collect(),
            })
            .collect(),
        nodes: ANALYSIS_NODES,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collecting() -> (Sink, Receiver<EngineEvent>) {
        let (tx, rx) = std::sync::mpsc::channel();
        let tx = Mutex::new(tx);
        let sink: Sink = Arc::new(move |event| {
            let _ = tx.lock().map(|tx| tx.send(event));
        });
        (sink, rx)
    }

    fn move_task(code: &str, stop: Arc<AtomicBool>) -> Task {
        Task {
            code: code.into(),
            ply: 0,
            job: Job::Move {
                game: AnyGame::start(lasca_rules::Variant::Lasca7),
                level: Level::new(8).unwrap(),
                clock: None,
                seed: 1,
            },
            stop,
        }
    }

    #[test]
    fn a_move_comes_back_for_its_game_and_ply() {
        let (sink, events) = collecting();
        let engine = Engine::start(EngineConfig::default(), sink);
        let task = Task {
            job: Job::Move {
                game: AnyGame::start(lasca_rules::Variant::Lasca7),
                level: Level::new(1).unwrap(),
                clock: None,
                seed: 7,
            },
            ..move_task("ABCDEFGHJ", Arc::default())
        };
        engine.submit(task).unwrap();
        let event = events.recv_timeout(Duration::from_secs(30)).unwrap();
        let EngineEvent::Moved { code, ply, mv } = event else {
            panic!("{event:?}")
        };
        assert_eq!((code.as_str(), ply), ("ABCDEFGHJ", 0));
        let mv = mv.expect("a move");
        assert!(
            AnyGame::start(lasca_rules::Variant::Lasca7)
                .legal_moves()
                .iter()
                .any(|m| m.to_string() == mv),
            "{mv}"
        );
    }

    #[test]
    fn a_full_queue_is_busy_at_once_and_a_stopped_task_answers_nothing_played() {
        let (sink, events) = collecting();
        let engine = Engine::start(
            EngineConfig {
                threads: 1,
                queue: 2,
                table_mb: 1,
                ..EngineConfig::default()
            },
            sink,
        );
        let stop = Arc::new(AtomicBool::new(false));
        // One runs (level 8: 2 s), two wait; the fourth finds the queue full.
        let mut accepted = 0;
        let mut busy = 0;
        for i in 0..6 {
            match engine.submit(move_task(&format!("GAME{i}"), stop.clone())) {
                Ok(()) => accepted += 1,
                Err(Busy) => busy += 1,
            }
        }
        assert!(busy >= 3, "accepted {accepted}, busy {busy}");
        assert!(accepted <= 3, "accepted {accepted}");
        stop.store(true, Ordering::Relaxed);
        // A running one answers at once without a move; the waiting ones are dropped unrun.
        engine.join();
        let answers: Vec<_> = events.try_iter().collect();
        assert!(answers.len() <= 1, "{answers:?}");
        assert!(
            answers
                .iter()
                .all(|e| matches!(e, EngineEvent::Moved { mv: None, .. })),
            "{answers:?}"
        );
    }

    #[test]
    fn an_analysis_scores_every_position_and_comments_every_move() {
        let (sink, events) = collecting();
        let engine = Engine::start(EngineConfig::default(), sink);
        let mut game = AnyGame::start(lasca_rules::Variant::Lasca7);
        for _ in 0..6 {
            let mv = game.first_legal_move().unwrap();
            game.play_str(&mv).unwrap();
        }
        engine
            .submit(Task {
                code: "ANALYSED1".into(),
                ply: 6,
                job: Job::Analyse { game },
                stop: Arc::default(),
            })
            .unwrap();
        let analysis = loop {
            match events.recv_timeout(Duration::from_secs(60)).unwrap() {
                EngineEvent::Analysed { analysis, .. } => break analysis.expect("finished"),
                EngineEvent::Progress { done, total, .. } => assert!(done <= total),
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(analysis.scores.len(), 7);
        assert_eq!(analysis.moves.len(), 6);
        assert!(analysis.scores.iter().all(|s| s.abs() <= 1000));
    }
}
