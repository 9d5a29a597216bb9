//! The computer in the hub: games against it, and analyses of finished games.
//!
//! The hub never searches. A game whose computer is to move is noted ([`Hub::computer_turn`]);
//! at the end of each batch the noted games get a [`Task`] on the [`Engine`]'s queue
//! ([`Hub::start_thinking`]), and one the full queue refused is tried again a moment later.
//! The engine's answer comes back as a [`HubRequest::Engine`](super::HubRequest::Engine) and
//! is played like a player's move, if the game is still where it was (same ply, still on);
//! a game that ended or was taken back stops its search through the task's stop flag.
//!
//! An analysis runs once a game: asked again while it runs, the asker is told its progress and
//! gets it at the end; once stored, everyone gets it from the store at once.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use lasca_ai::Level;
use lasca_rules::{AnyGame, Colour};

use super::live::{Live, index};
use super::requests::{Refusal, refuse};
use super::{ConnId, DownloadRefusal, Hub};
use crate::engine::{EngineEvent, Job, Task};
use crate::protocol::{AnalysisView, ErrorKind, ServerMessage, Status};
use crate::store::StoreError;

/// How long after the engine's queue was full the hub tries a computer's move again (ms).
pub(super) const RETRY_MS: u64 = 200;

/// An analysis under way.
pub(super) struct Analysing {
    stop: Arc<AtomicBool>,
    /// Who asked (they hear its progress and get it).
    askers: HashSet<ConnId>,
    /// The address that asked first: it has this one analysis running.
    addr: Option<IpAddr>,
    done: u32,
    total: u32,
}

impl Hub {
    /// Notes that the computer may be to move in `code` (after a move, a take-back, a
    /// creation, a restart): [`Hub::start_thinking`] looks at the end of the batch.
    pub(super) fn computer_turn(&mut self, code: &str) {
        if self
            .games
            .get(code)
            .is_some_and(|live| live.computer.is_some())
        {
            self.computer_turns.insert(code.to_owned());
        }
    }

    /// Stops the computer's search in `code`, if one runs (the game ended, or a take-back).
    pub(super) fn stop_thinking(&mut self, code: &str) {
        if let Some((_, stop)) = self.thinking.remove(code) {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Queues the computer's move of every noted game where it is to move and no search for
    /// this ply runs. A game the full queue refused stays noted, for the next try.
    pub(super) fn start_thinking(&mut self, now: u64) {
        if self.computer_turns.is_empty() || now < self.engine_retry_at {
            return;
        }
        let codes: Vec<String> = std::mem::take(&mut self.computer_turns)
            .into_iter()
            .collect();
        for code in codes {
            let Some(live) = self.games.get(&code) else {
                continue;
            };
            let Some(computer) = live.computer else {
                continue;
            };
            let ply = live.game.ply() as u32;
            if live.status != Status::Playing
                || live.to_move() != computer.colour
                || self.thinking.get(&code).is_some_and(|(at, _)| *at == ply)
            {
                continue;
            }
            let Some(level) = Level::new(computer.level) else {
                continue;
            };
            let clock = live.clock.map(|clock| lasca_ai::Clock {
                time_left: std::time::Duration::from_millis(clock.left(computer.colour, now)),
                increment: std::time::Duration::from_secs(u64::from(clock.control.increment_s)),
                moves_to_go: None,
            });
            let stop = Arc::new(AtomicBool::new(false));
            let task = Task {
                code: code.clone(),
                ply,
                job: Job::Move {
                    game: live.game.clone(),
                    level,
                    clock,
                    seed: seed_of(&code, ply),
                },
                stop: stop.clone(),
            };
            let queued = self.engine.as_ref().map(|engine| engine.submit(task));
            match queued {
                Some(Ok(())) => {
                    self.stop_thinking(&code);
                    self.thinking.insert(code, (ply, stop));
                }
                Some(Err(_)) => {
                    self.stats.engine_busy.fetch_add(1, Ordering::Relaxed);
                    self.computer_turns.insert(code);
                    self.engine_retry_at = now + RETRY_MS;
                }
                None => {
                    tracing::warn!(%code, "a game against the computer on a server without an engine");
                }
            }
        }
    }

    /// What the engine found: a move to play, an analysis's progress or its end.
    pub(super) fn engine_event(&mut self, event: EngineEvent) -> Result<(), StoreError> {
        let now = self.now();
        // A task ended or moved on: the queue may have room again for a move that waits.
        if !matches!(event, EngineEvent::Progress { .. }) {
            self.engine_retry_at = 0;
        }
        match event {
            EngineEvent::Moved { code, ply, mv } => {
                if self.thinking.get(&code).is_some_and(|(at, _)| *at == ply) {
                    self.thinking.remove(&code);
                }
                let Some(live) = self.games.get(&code) else {
                    return Ok(());
                };
                let Some(computer) = live.computer else {
                    return Ok(());
                };
                if live.status != Status::Playing
                    || live.game.ply() as u32 != ply
                    || live.to_move() != computer.colour
                {
                    return Ok(());
                }
                let Some(mv) = mv else {
                    // Stopped while the game still wants the move (a shutdown): ask again.
                    self.computer_turn(&code);
                    return Ok(());
                };
                self.store.mark()?;
                match self.play_as(None, &code, computer.colour, ply, &mv, now) {
                    Ok(()) => {
                        self.store.release()?;
                        self.stats.computer_moves.fetch_add(1, Ordering::Relaxed);
                    }
                    Err(refusal) => {
                        self.store.undo_to_mark()?;
                        let why = match refusal {
                            Refusal::Client(_, text) => text,
                            Refusal::Store(error) => error.to_string(),
                        };
                        tracing::error!(%code, %mv, %why, "the computer's move was not played; it thinks again");
                        self.computer_turn(&code);
                    }
                }
            }
            EngineEvent::Progress { code, done, total } => {
                let Some(analysing) = self.analysing.get_mut(&code) else {
                    return Ok(());
                };
                analysing.done = done;
                analysing.total = total;
                let askers: Vec<ConnId> = analysing.askers.iter().copied().collect();
                self.broadcast(
                    &askers,
                    &ServerMessage::AnalysisProgress { code, done, total },
                );
            }
            EngineEvent::Analysed { code, analysis } => {
                let Some(analysing) = self.analysing.remove(&code) else {
                    return Ok(());
                };
                let Some(analysis) = analysis else {
                    return Ok(());
                };
                let json = serde_json::to_string(&analysis).expect("an analysis serialises");
                self.store.mark()?;
                if let Err(error) = self.store.store_analysis(&code, &json) {
                    self.store.undo_to_mark()?;
                    tracing::error!(%code, %error, "could not store an analysis");
                } else {
                    self.store.release()?;
                    if let Some(live) = self.games.get_mut(&code) {
                        live.analysed = true;
                    }
                }
                let mut audience: Vec<ConnId> = analysing.askers.into_iter().collect();
                if let Some(live) = self.games.get(&code) {
                    audience.extend(live.audience());
                }
                audience.sort_unstable();
                audience.dedup();
                audience.retain(|&conn| self.speaks_computer(conn));
                self.broadcast(&audience, &ServerMessage::Analysis { code, analysis });
            }
        }
        Ok(())
    }

    /// Answers `analyse`: the stored analysis at once, the progress of the one under way, or a
    /// new one on the engine's queue.
    pub(super) fn analyse(&mut self, conn: ConnId, code: &str, now: u64) -> Result<(), Refusal> {
        let live = self.find(code)?;
        if live.status != Status::Ended {
            return refuse(ErrorKind::NotFinished, "a game is analysed once it is over");
        }
        if live.analysed {
            let text = self.store.load_analysis(code)?;
            let analysis: Option<AnalysisView> =
                text.and_then(|text| serde_json::from_str(&text).ok());
            if let Some(analysis) = analysis {
                self.reply(
                    conn,
                    &ServerMessage::Analysis {
                        code: code.to_owned(),
                        analysis,
                    },
                );
                return Ok(());
            }
            tracing::warn!(%code, "a stored analysis does not read; analysing again");
        }
        if let Some(analysing) = self.analysing.get_mut(code) {
            analysing.askers.insert(conn);
            let (done, total) = (analysing.done, analysing.total);
            self.reply(
                conn,
                &ServerMessage::AnalysisProgress {
                    code: code.to_owned(),
                    done,
                    total,
                },
            );
            return Ok(());
        }
        let addr = self.address_of(conn);
        if let Some(addr) = addr {
            self.may_analyse(addr, now)?;
        }
        let game: AnyGame = self.games[code].game.clone();
        let total = game.ply() as u32 + 1;
        let stop = Arc::new(AtomicBool::new(false));
        let task = Task {
            code: code.to_owned(),
            ply: total - 1,
            job: Job::Analyse { game },
            stop: stop.clone(),
        };
        match self.engine.as_ref().map(|engine| engine.submit(task)) {
            Some(Ok(())) => {}
            _ => {
                self.stats.engine_busy.fetch_add(1, Ordering::Relaxed);
                return refuse(
                    ErrorKind::Busy,
                    "the computer is busy; ask again in a moment",
                );
            }
        }
        self.stats.analyses_run.fetch_add(1, Ordering::Relaxed);
        if let Some(addr) = addr {
            self.count_analysis(addr, now);
        }
        self.analysing.insert(
            code.to_owned(),
            Analysing {
                stop,
                askers: HashSet::from([conn]),
                addr,
                done: 0,
                total,
            },
        );
        self.reply(
            conn,
            &ServerMessage::AnalysisProgress {
                code: code.to_owned(),
                done: 0,
                total,
            },
        );
        Ok(())
    }

    /// Whether `addr` has an analysis under way.
    pub(super) fn analysing_for(&self, addr: IpAddr) -> bool {
        self.analysing.values().any(|a| a.addr == Some(addr))
    }

    /// Answers `replay`: every position of the game so far. It replays the whole record, so
    /// it costs the address as a load from the store does.
    pub(super) fn replay(&mut self, conn: ConnId, code: &str, now: u64) -> Result<(), Refusal> {
        self.find(code)?;
        self.charge_loads(conn, 1, now);
        let live = &self.games[code];
        let mut game = AnyGame::from_position(live.game.start_position(), live.game.settings());
        let mut positions = Vec::with_capacity(live.game.ply() + 1);
        positions.push(game.position_text());
        for mv in live.game.moves() {
            if game.try_play(mv).is_err() {
                break;
            }
            positions.push(game.position_text());
        }
        self.reply(
            conn,
            &ServerMessage::Replay {
                code: code.to_owned(),
                positions,
            },
        );
        Ok(())
    }

    /// Answers `/g/CODE.pgn`: the game as a game file.
    pub(super) fn download(&mut self, addr: IpAddr, code: &str) -> Result<String, DownloadRefusal> {
        let now = self.now();
        let addr = super::address_key(addr);
        let code = crate::protocol::normalise_code(code);
        self.http_admit(addr, now)?;
        let file = |code: &str, live: &Live| {
            crate::export::game_file(
                crate::export::Facts {
                    code,
                    created_ms: live.created_ms,
                    time_control: live.time_control,
                    result: live.result,
                    computer: live.computer,
                },
                &live.game,
            )
        };
        let found = match self.find(&code) {
            Ok(live) => Ok(file(&code, live)),
            // Held by another instance: read as it is stored, not taken into memory.
            Err(Refusal::Store(StoreError::Fenced { .. })) => match self.store.load_game(&code) {
                Ok(Some(stored)) => Live::from_stored(stored, now)
                    .map(|live| file(&code, &live))
                    .map_err(Refusal::Store),
                Ok(None) => refuse(ErrorKind::NoSuchGame, "no such game"),
                Err(error) => Err(Refusal::Store(error)),
            },
            Err(refusal) => Err(refusal),
        };
        match found {
            Ok(text) => Ok(text),
            Err(Refusal::Client(..)) => {
                self.http_miss(addr, now);
                Err(DownloadRefusal::NotFound)
            }
            Err(Refusal::Store(error)) => {
                tracing::error!(%code, %error, "a download could not read the store");
                Err(DownloadRefusal::ServerError)
            }
        }
    }

    /// Stops every search (the hub is stopping).
    pub(super) fn stop_engine_work(&mut self) {
        for (_, stop) in self.thinking.values() {
            stop.store(true, Ordering::Relaxed);
        }
        for analysing in self.analysing.values() {
            analysing.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Whether `conn` speaks a version that knows the computer.
    pub(super) fn speaks_computer(&self, conn: ConnId) -> bool {
        self.peers
            .get(&conn)
            .is_some_and(|peer| peer.protocol >= crate::protocol::COMPUTER_PROTOCOL_VERSION)
    }

    /// The computer's seat, as the store keeps it: taken by a hash no secret has.
    pub(super) fn seat_the_computer(seats: &mut [Option<super::live::Seat>; 2], colour: Colour) {
        seats[index(colour)] = Some(super::live::Seat::stored(
            super::live::COMPUTER_SEAT.to_owned(),
        ));
    }
}

/// The seed of the computer's draw among near-best moves: the game's code and the ply, so a
/// restarted server plays the same move.
fn seed_of(code: &str, ply: u32) -> u64 {
    code.bytes()
        .fold(u64::from(ply) ^ 0x9E37_79B9_7F4A_7C15, |acc, b| {
            (acc ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        })
}
