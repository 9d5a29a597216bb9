//! The hub: the one place where games change.
//!
//! It runs on its own thread and owns every live game and the store. Connections send it
//! [`Command`]s; it handles them in batches, one store transaction a batch, and only after the
//! commit does it hand the replies and broadcasts to the connections. So every move anyone has
//! seen is on disk, and a crash loses only requests nobody was answered for.
//!
//! A single thread needs no locks and keeps each game's history in one order. It is fast enough
//! for one machine (see `lasca serve-bench`); ARCHITECTURE.md says how to go past one.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::extract::ws::Utf8Bytes;
use lasca_rules::{
    Colour, DrawReason, Game, GameError, Outcome, Position, RuleSettings, WinReason,
};
use tokio::sync::mpsc::Sender;
use tokio::sync::mpsc::error::TrySendError;

use crate::protocol::{
    CODE_ALPHABET, CODE_LEN, ClientMessage, Clocks, EndReason, ErrorKind, GameResult, GameView,
    LobbyEntry, OfferKind, OfferView, SeatChoice, SeatView, ServerMessage, Status, TimeControl,
    valid_code,
};
use crate::store::{ClockState, Store, StoreError, StoredGame};

/// A connection's number, unique while the server runs.
pub type ConnId = u64;

/// What connections tell the hub.
pub enum Command {
    /// A new connection, and where to send its messages.
    Connect {
        /// Its number.
        conn: ConnId,
        /// Its outgoing queue.
        tx: Sender<Utf8Bytes>,
    },
    /// The connection closed.
    Disconnect {
        /// Its number.
        conn: ConnId,
    },
    /// A parsed request.
    Request {
        /// From whom.
        conn: ConnId,
        /// What.
        message: ClientMessage,
    },
    /// Stop the hub (after committing).
    Shutdown,
}

/// The hub's limits.
#[derive(Clone, Copy, Debug)]
pub struct HubLimits {
    /// Unfinished games one connection may hold a seat in.
    pub games_per_client: usize,
    /// Requests handled in one transaction at most.
    pub batch: usize,
}

impl Default for HubLimits {
    fn default() -> HubLimits {
        HubLimits {
            games_per_client: 16,
            batch: 1024,
        }
    }
}

/// How often the hub writes that it is alive, so that a restart knows how long it was down.
const HEARTBEAT: Duration = Duration::from_millis(250);

/// The most games the lobby lists.
const LOBBY_SIZE: usize = 100;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// 128 random bits as 32 hex digits: a seat's secret.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the system has a random source");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn random_code() -> String {
    let mut bytes = [0u8; CODE_LEN];
    getrandom::fill(&mut bytes).expect("the system has a random source");
    bytes
        .iter()
        .map(|b| CODE_ALPHABET[*b as usize % CODE_ALPHABET.len()] as char)
        .collect()
}

/// Compares secrets without stopping at the first difference.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

const fn index(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

struct Seat {
    token: String,
    conn: Option<ConnId>,
}

/// A game the hub holds in memory.
struct Live {
    code: String,
    created_ms: u64,
    public: bool,
    time_control: Option<TimeControl>,
    seats: [Option<Seat>; 2],
    status: Status,
    result: Option<GameResult>,
    clock: ClockState,
    rematch: Option<String>,
    game: Game,
    watchers: HashSet<ConnId>,
    offers: Vec<OfferView>,
    /// Bumped whenever the running clock's deadline changes, so old deadlines are ignored.
    clock_generation: u64,
}

impl Live {
    fn from_stored(stored: StoredGame) -> Result<Live, StoreError> {
        let game = Game::replay(Position::start(), RuleSettings::default(), &stored.moves)
            .map_err(|e| StoreError::Corrupt {
                code: stored.code.clone(),
                what: format!("does not replay: {e}"),
            })?;
        let seat = |token: Option<String>| token.map(|token| Seat { token, conn: None });
        Ok(Live {
            code: stored.code,
            created_ms: stored.created_ms,
            public: stored.public,
            time_control: stored.time_control,
            seats: [seat(stored.white_token), seat(stored.black_token)],
            status: stored.status,
            result: stored.result,
            clock: stored.clock,
            rematch: stored.rematch,
            game,
            watchers: HashSet::new(),
            offers: Vec::new(),
            clock_generation: 0,
        })
    }

    /// A game with no move yet, its clocks full.
    fn new(
        code: String,
        now: u64,
        public: bool,
        time_control: Option<TimeControl>,
        seats: [Option<Seat>; 2],
        status: Status,
    ) -> Live {
        let initial = time_control.map_or(0, |c| u64::from(c.initial_s) * 1000);
        Live {
            code,
            created_ms: now,
            public,
            time_control,
            seats,
            status,
            result: None,
            clock: ClockState {
                white_ms: initial,
                black_ms: initial,
                turn_started_ms: now,
            },
            rematch: None,
            game: Game::new(),
            watchers: HashSet::new(),
            offers: Vec::new(),
            clock_generation: 0,
        }
    }

    fn row(&self) -> StoredGame {
        StoredGame {
            code: self.code.clone(),
            created_ms: self.created_ms,
            public: self.public,
            time_control: self.time_control,
            white_token: self.seats[0].as_ref().map(|s| s.token.clone()),
            black_token: self.seats[1].as_ref().map(|s| s.token.clone()),
            status: self.status,
            result: self.result,
            clock: self.clock,
            rematch: self.rematch.clone(),
            plies: self.game.ply() as u32,
            moves: Vec::new(),
        }
    }

    fn to_move(&self) -> Colour {
        self.game.position().side_to_move()
    }

    /// The side whose clock runs, if any does.
    fn running(&self) -> Option<Colour> {
        (self.status == Status::Playing && self.time_control.is_some()).then(|| self.to_move())
    }

    /// Time left of `colour` at `now`.
    fn left(&self, colour: Colour, now: u64) -> u64 {
        let stored = match colour {
            Colour::White => self.clock.white_ms,
            Colour::Black => self.clock.black_ms,
        };
        if self.running() == Some(colour) {
            stored.saturating_sub(now.saturating_sub(self.clock.turn_started_ms))
        } else {
            stored
        }
    }

    fn clocks(&self, now: u64) -> Option<Clocks> {
        self.time_control.map(|_| Clocks {
            white_ms: self.left(Colour::White, now),
            black_ms: self.left(Colour::Black, now),
            running: self.running(),
        })
    }

    /// When the running clock falls, if one runs.
    fn deadline(&self) -> Option<u64> {
        let colour = self.running()?;
        let stored = match colour {
            Colour::White => self.clock.white_ms,
            Colour::Black => self.clock.black_ms,
        };
        Some(self.clock.turn_started_ms + stored)
    }

    /// Charges the side to move its time up to `now` and restarts its clock from `now`. Call
    /// it while that side is still to move: before a take-back, at the end, on a restart.
    fn charge(&mut self, mover: Colour, now: u64) {
        let left = self.left(mover, now);
        self.set_left(mover, left, now);
    }

    /// After `mover`'s move: `left` is what the mover had when it arrived; the increment is
    /// added and the opponent's clock starts now.
    fn stop_clock(&mut self, mover: Colour, left: u64, now: u64) {
        let increment = self
            .time_control
            .map_or(0, |control| u64::from(control.increment_s) * 1000);
        self.set_left(mover, left + increment, now);
    }

    /// Sets `colour`'s time left, the running clock starting from `now`.
    fn set_left(&mut self, colour: Colour, left: u64, now: u64) {
        if self.time_control.is_none() {
            return;
        }
        match colour {
            Colour::White => self.clock.white_ms = left,
            Colour::Black => self.clock.black_ms = left,
        }
        self.clock.turn_started_ms = now;
    }

    fn seat_of(&self, token: &str) -> Option<Colour> {
        Colour::BOTH.into_iter().find(|&colour| {
            self.seats[index(colour)]
                .as_ref()
                .is_some_and(|seat| same_secret(&seat.token, token))
        })
    }

    fn seat_view(&self, colour: Colour) -> SeatView {
        let seat = self.seats[index(colour)].as_ref();
        SeatView {
            taken: seat.is_some(),
            online: seat.is_some_and(|s| s.conn.is_some()),
        }
    }

    fn view(&self, now: u64) -> GameView {
        GameView {
            code: self.code.clone(),
            status: self.status,
            moves: self.game.moves().iter().map(ToString::to_string).collect(),
            time_control: self.time_control,
            clocks: self.clocks(now),
            result: self.result,
            white: self.seat_view(Colour::White),
            black: self.seat_view(Colour::Black),
            offers: self.offers.clone(),
            public: self.public,
            rematch: self.rematch.clone(),
            spectators: self.watchers.len() as u32,
        }
    }

    /// Everyone who follows the game: its players' connections and its spectators.
    fn audience(&self) -> Vec<ConnId> {
        let mut conns: Vec<ConnId> = self
            .seats
            .iter()
            .flatten()
            .filter_map(|seat| seat.conn)
            .chain(self.watchers.iter().copied())
            .collect();
        conns.sort_unstable();
        conns.dedup();
        conns
    }

    fn attached(&self) -> bool {
        !self.watchers.is_empty() || self.seats.iter().flatten().any(|s| s.conn.is_some())
    }

    fn end(&mut self, result: GameResult, now: u64) {
        if let Some(colour) = self.running() {
            self.charge(colour, now);
        }
        self.status = Status::Ended;
        self.result = Some(result);
        self.offers.clear();
        self.clock_generation += 1;
    }

    /// Ends the game if the rules say it is over.
    fn judge(&mut self, now: u64) -> bool {
        let Some(outcome) = self.game.outcome() else {
            return false;
        };
        let result = match outcome {
            Outcome::Win { winner, reason } => GameResult {
                winner: Some(winner),
                reason: match reason {
                    WinReason::NoColumns => EndReason::NoColumns,
                    WinReason::Blocked => EndReason::Blocked,
                },
            },
            Outcome::Draw(DrawReason::Repetition | DrawReason::PlyLimit) => GameResult {
                winner: None,
                reason: EndReason::Repetition,
            },
        };
        self.end(result, now);
        true
    }
}

struct Client {
    tx: Sender<Utf8Bytes>,
    /// Codes of games this connection holds a seat in.
    seats: HashSet<String>,
    /// Codes of games it watches.
    watching: HashSet<String>,
}

/// A refusal: the answer to a request that changed nothing.
enum Refusal {
    Client(ErrorKind, String),
    Store(StoreError),
}

impl From<StoreError> for Refusal {
    fn from(error: StoreError) -> Refusal {
        Refusal::Store(error)
    }
}

fn refuse<T>(kind: ErrorKind, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Client(kind, message.into()))
}

/// The hub's state.
pub struct Hub {
    store: Box<dyn Store>,
    limits: HubLimits,
    games: HashMap<String, Live>,
    clients: HashMap<ConnId, Client>,
    /// Clock deadlines: (when, generation, code).
    deadlines: BinaryHeap<Reverse<(u64, u64, String)>>,
    outbox: Vec<(ConnId, Utf8Bytes)>,
    /// Games a request touched, reloaded from the store if it fails.
    touched: Vec<String>,
    last_heartbeat: u64,
}

/// What happened when the hub started on an existing database.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Recovery {
    /// Unfinished games loaded.
    pub games: usize,
    /// How long the server had been down, as far as the heartbeat tells (ms).
    pub downtime_ms: u64,
    /// Games whose stored record did not replay, left out.
    pub damaged: usize,
}

impl Hub {
    /// Loads every unfinished game and makes its clock fair: the time between the last
    /// heartbeat before a stop and now is charged to nobody.
    pub fn open(
        mut store: Box<dyn Store>,
        limits: HubLimits,
    ) -> Result<(Hub, Recovery), StoreError> {
        let now = now_ms();
        let last_alive = store.heartbeat()?.unwrap_or(now).min(now);
        let mut recovery = Recovery {
            downtime_ms: now - last_alive,
            ..Recovery::default()
        };
        let mut hub = Hub {
            store,
            limits,
            games: HashMap::new(),
            clients: HashMap::new(),
            deadlines: BinaryHeap::new(),
            outbox: Vec::new(),
            touched: Vec::new(),
            last_heartbeat: 0,
        };
        hub.store.begin()?;
        for stored in hub.store.unfinished_games()? {
            let code = stored.code.clone();
            let mut live = match Live::from_stored(stored) {
                Ok(live) => live,
                Err(error) => {
                    eprintln!("lasca serve: leaving out {code}: {error}");
                    recovery.damaged += 1;
                    continue;
                }
            };
            if let Some(colour) = live.running() {
                // Charge the mover up to the last sign of life, then restart the clock now.
                let stop = last_alive.max(live.clock.turn_started_ms);
                live.charge(colour, stop);
                live.clock.turn_started_ms = now;
                if live.left(colour, now) == 0 {
                    live.end(
                        GameResult {
                            winner: Some(colour.opponent()),
                            reason: EndReason::Time,
                        },
                        now,
                    );
                }
                hub.store.update_game(&live.row())?;
            }
            recovery.games += 1;
            hub.games.insert(code.clone(), live);
            hub.schedule(&code);
        }
        hub.store.set_heartbeat(now)?;
        hub.store.commit()?;
        hub.last_heartbeat = now;
        Ok((hub, recovery))
    }

    /// Handles commands until [`Command::Shutdown`] or until every sender is gone. Returns an
    /// error only when a commit fails: then nothing of the last batch was answered.
    pub fn run(mut self, commands: Receiver<Command>) -> Result<(), StoreError> {
        let mut batch = Vec::with_capacity(self.limits.batch);
        loop {
            let wait = self.next_wake().saturating_sub(now_ms());
            let mut stop = false;
            match commands.recv_timeout(Duration::from_millis(wait.max(1))) {
                Ok(command) => batch.push(command),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => stop = true,
            }
            while batch.len() < self.limits.batch {
                match commands.try_recv() {
                    Ok(command) => batch.push(command),
                    Err(_) => break,
                }
            }
            self.store.begin()?;
            for command in batch.drain(..) {
                match command {
                    Command::Connect { conn, tx } => {
                        self.clients.insert(
                            conn,
                            Client {
                                tx,
                                seats: HashSet::new(),
                                watching: HashSet::new(),
                            },
                        );
                    }
                    Command::Disconnect { conn } => self.disconnect(conn),
                    Command::Request { conn, message } => self.request(conn, message)?,
                    Command::Shutdown => stop = true,
                }
            }
            self.flags()?;
            let now = now_ms();
            if stop || now >= self.last_heartbeat + HEARTBEAT.as_millis() as u64 {
                self.store.set_heartbeat(now)?;
                self.last_heartbeat = now;
            }
            self.store.commit()?;
            self.flush();
            if stop {
                return Ok(());
            }
        }
    }

    fn next_wake(&self) -> u64 {
        let heartbeat = self.last_heartbeat + HEARTBEAT.as_millis() as u64;
        match self.deadlines.peek() {
            Some(Reverse((when, _, _))) => heartbeat.min(*when),
            None => heartbeat,
        }
    }

    fn schedule(&mut self, code: &str) {
        if let Some(live) = self.games.get_mut(code) {
            live.clock_generation += 1;
            if let Some(deadline) = live.deadline() {
                self.deadlines
                    .push(Reverse((deadline, live.clock_generation, code.to_owned())));
            }
        }
    }

    /// Ends every game whose running clock has fallen.
    fn flags(&mut self) -> Result<(), StoreError> {
        let now = now_ms();
        while let Some(Reverse((when, _, _))) = self.deadlines.peek() {
            if *when > now {
                break;
            }
            let Some(Reverse((_, generation_then, code))) = self.deadlines.pop() else {
                break;
            };
            let Some(live) = self.games.get_mut(&code) else {
                continue;
            };
            if live.clock_generation != generation_then || live.status != Status::Playing {
                continue;
            }
            let loser = live.to_move();
            live.end(
                GameResult {
                    winner: Some(loser.opponent()),
                    reason: EndReason::Time,
                },
                now,
            );
            self.store.mark()?;
            match self.store.update_game(&live.row()) {
                Ok(()) => {
                    self.store.release()?;
                    self.announce_end(&code, now);
                }
                Err(error) => {
                    self.store.undo_to_mark()?;
                    eprintln!("lasca serve: could not store the flag fall in {code}: {error}");
                    self.reload(&code)?;
                }
            }
        }
        Ok(())
    }

    fn announce_end(&mut self, code: &str, now: u64) {
        let Some(live) = self.games.get(code) else {
            return;
        };
        let Some(result) = live.result else {
            return;
        };
        let message = ServerMessage::Ended {
            code: code.to_owned(),
            result,
            clocks: live.clocks(now),
        };
        let audience = live.audience();
        self.broadcast(&audience, &message);
    }

    fn broadcast(&mut self, conns: &[ConnId], message: &ServerMessage) {
        if conns.is_empty() {
            return;
        }
        let text = Utf8Bytes::from(message.to_json());
        for &conn in conns {
            self.outbox.push((conn, text.clone()));
        }
    }

    fn reply(&mut self, conn: ConnId, message: &ServerMessage) {
        self.broadcast(&[conn], message);
    }

    fn broadcast_game(&mut self, code: &str, message: &ServerMessage) {
        if let Some(live) = self.games.get(code) {
            let audience = live.audience();
            self.broadcast(&audience, message);
        }
    }

    fn broadcast_state(&mut self, code: &str, now: u64) {
        if let Some(live) = self.games.get(code) {
            let message = ServerMessage::State {
                game: live.view(now),
            };
            let audience = live.audience();
            self.broadcast(&audience, &message);
        }
    }

    fn broadcast_presence(&mut self, code: &str) {
        if let Some(live) = self.games.get(code) {
            let message = ServerMessage::Presence {
                code: code.to_owned(),
                white: live.seat_view(Colour::White),
                black: live.seat_view(Colour::Black),
            };
            let audience = live.audience();
            self.broadcast(&audience, &message);
        }
    }

    /// Hands the committed batch's messages to the connections. A connection whose queue is
    /// full (a client that stopped reading) is dropped rather than let slow everyone down.
    fn flush(&mut self) {
        let mut dropped = Vec::new();
        for (conn, text) in self.outbox.drain(..) {
            let Some(client) = self.clients.get(&conn) else {
                continue;
            };
            match client.tx.try_send(text) {
                Ok(()) => {}
                Err(TrySendError::Full(_) | TrySendError::Closed(_)) => dropped.push(conn),
            }
        }
        for conn in dropped {
            self.disconnect(conn);
        }
        // Messages queued by those disconnects (presence) go out on the next batch.
    }

    fn disconnect(&mut self, conn: ConnId) {
        let Some(client) = self.clients.remove(&conn) else {
            return;
        };
        for code in &client.watching {
            if let Some(live) = self.games.get_mut(code) {
                live.watchers.remove(&conn);
            }
        }
        for code in &client.seats {
            let mut changed = false;
            if let Some(live) = self.games.get_mut(code) {
                for seat in live.seats.iter_mut().flatten() {
                    if seat.conn == Some(conn) {
                        seat.conn = None;
                        changed = true;
                    }
                }
            }
            if changed {
                self.broadcast_presence(code);
            }
        }
        for code in client.watching.iter().chain(&client.seats) {
            self.evict(code);
        }
    }

    /// Forgets an ended game nobody follows (it stays in the store).
    fn evict(&mut self, code: &str) {
        if self
            .games
            .get(code)
            .is_some_and(|live| live.status == Status::Ended && !live.attached())
        {
            self.games.remove(code);
        }
    }

    /// Puts a game back as the store has it (after a failed request).
    fn reload(&mut self, code: &str) -> Result<(), StoreError> {
        let old = self.games.remove(code);
        if let Some(stored) = self.store.load_game(code)? {
            let mut live = Live::from_stored(stored)?;
            if let Some(old) = old {
                live.watchers = old.watchers;
                for (new, old) in live.seats.iter_mut().zip(old.seats) {
                    if let (Some(new), Some(old)) = (new, old)
                        && new.token == old.token
                    {
                        new.conn = old.conn;
                    }
                }
            }
            self.games.insert(code.to_owned(), live);
            self.schedule(code);
        }
        Ok(())
    }

    fn request(&mut self, conn: ConnId, message: ClientMessage) -> Result<(), StoreError> {
        if !self.clients.contains_key(&conn) {
            return Ok(());
        }
        let outbox_len = self.outbox.len();
        self.touched.clear();
        self.store.mark()?;
        match self.handle(conn, message) {
            Ok(()) => self.store.release()?,
            Err(refusal) => {
                self.store.undo_to_mark()?;
                self.outbox.truncate(outbox_len);
                let message = match refusal {
                    Refusal::Client(kind, message) => ServerMessage::error(kind, message),
                    Refusal::Store(error) => {
                        eprintln!("lasca serve: store error: {error}");
                        for code in std::mem::take(&mut self.touched) {
                            self.reload(&code)?;
                        }
                        ServerMessage::error(
                            ErrorKind::ServerError,
                            "the server could not store that; nothing changed",
                        )
                    }
                };
                self.reply(conn, &message);
            }
        }
        Ok(())
    }

    /// The game with this code, loaded from the store if it is not in memory.
    fn find(&mut self, code: &str) -> Result<&mut Live, Refusal> {
        if !valid_code(code) {
            return refuse(
                ErrorKind::NoSuchGame,
                format!("no game has the code {code:?}"),
            );
        }
        if !self.games.contains_key(code) {
            match self.store.load_game(code)? {
                Some(stored) => {
                    let live = Live::from_stored(stored)?;
                    self.games.insert(code.to_owned(), live);
                }
                None => {
                    return refuse(
                        ErrorKind::NoSuchGame,
                        format!("no game has the code {code}"),
                    );
                }
            }
        }
        self.touched.push(code.to_owned());
        Ok(self.games.get_mut(code).expect("just inserted"))
    }

    /// The game and the colour this token holds in it.
    fn seated(&mut self, code: &str, token: &str) -> Result<(&mut Live, Colour), Refusal> {
        let live = self.find(code)?;
        match live.seat_of(token) {
            Some(colour) => Ok((live, colour)),
            None => refuse(
                ErrorKind::NotYourSeat,
                "that token holds no seat in this game",
            ),
        }
    }

    fn unfinished_seats(&self, conn: ConnId) -> usize {
        self.clients[&conn]
            .seats
            .iter()
            .filter(|code| {
                self.games
                    .get(*code)
                    .is_some_and(|live| live.status != Status::Ended)
            })
            .count()
    }

    fn new_code(&mut self) -> Result<String, Refusal> {
        for _ in 0..32 {
            let code = random_code();
            if !self.games.contains_key(&code) && !self.store.code_exists(&code)? {
                return Ok(code);
            }
        }
        refuse(ErrorKind::ServerError, "no free game code; try again")
    }

    fn attach_seat(&mut self, conn: ConnId, code: &str, colour: Colour) {
        let mut previous = None;
        if let Some(live) = self.games.get_mut(code)
            && let Some(seat) = live.seats[index(colour)].as_mut()
        {
            previous = seat.conn.replace(conn);
        }
        if let Some(old) = previous
            && old != conn
            && let Some(client) = self.clients.get_mut(&old)
        {
            client.seats.remove(code);
        }
        if let Some(client) = self.clients.get_mut(&conn) {
            client.seats.insert(code.to_owned());
        }
    }

    fn handle(&mut self, conn: ConnId, message: ClientMessage) -> Result<(), Refusal> {
        let now = now_ms();
        match message {
            ClientMessage::Hello { .. } => refuse(ErrorKind::BadMessage, "hello was already said"),
            ClientMessage::Ping { id } => {
                self.reply(conn, &ServerMessage::Pong { id });
                Ok(())
            }
            ClientMessage::Lobby => {
                let mut games: Vec<&Live> = self
                    .games
                    .values()
                    .filter(|live| live.public && live.status == Status::Waiting)
                    .collect();
                games.sort_by_key(|live| Reverse(live.created_ms));
                let games = games
                    .into_iter()
                    .take(LOBBY_SIZE)
                    .map(|live| LobbyEntry {
                        code: live.code.clone(),
                        free: if live.seats[0].is_none() {
                            Colour::White
                        } else {
                            Colour::Black
                        },
                        time_control: live.time_control,
                        age_s: now.saturating_sub(live.created_ms) / 1000,
                    })
                    .collect();
                self.reply(conn, &ServerMessage::Lobby { games });
                Ok(())
            }
            ClientMessage::Create {
                colour,
                clock,
                public,
            } => self.create(conn, colour, clock, public, now),
            ClientMessage::Join { code } => self.join(conn, &code, now),
            ClientMessage::Resume { code, token } => self.resume(conn, &code, &token, now),
            ClientMessage::Watch { code } => {
                let live = self.find(&code)?;
                live.watchers.insert(conn);
                let view = live.view(now);
                if let Some(client) = self.clients.get_mut(&conn) {
                    client.watching.insert(code);
                }
                self.reply(conn, &ServerMessage::State { game: view });
                Ok(())
            }
            ClientMessage::Unwatch { code } => {
                if let Some(live) = self.games.get_mut(&code) {
                    live.watchers.remove(&conn);
                }
                if let Some(client) = self.clients.get_mut(&conn) {
                    client.watching.remove(&code);
                }
                self.evict(&code);
                Ok(())
            }
            ClientMessage::Move {
                code,
                token,
                ply,
                mv,
            } => self.play(conn, &code, &token, ply, &mv, now),
            ClientMessage::Resign { code, token } => {
                let (live, colour) = self.seated(&code, &token)?;
                let result = match live.status {
                    Status::Waiting => GameResult {
                        winner: None,
                        reason: EndReason::Withdrawn,
                    },
                    Status::Playing => GameResult {
                        winner: Some(colour.opponent()),
                        reason: EndReason::Resignation,
                    },
                    Status::Ended => return refuse(ErrorKind::NotPlaying, "the game is over"),
                };
                live.end(result, now);
                let row = live.row();
                self.store.update_game(&row)?;
                self.schedule(&code);
                self.announce_end(&code, now);
                Ok(())
            }
            ClientMessage::Offer { code, token, kind } => self.offer(&code, &token, kind, now),
            ClientMessage::Answer {
                code,
                token,
                kind,
                accept,
            } => {
                let (live, colour) = self.seated(&code, &token)?;
                let Some(at) = live
                    .offers
                    .iter()
                    .position(|o| o.kind == kind && o.by == colour.opponent())
                else {
                    return refuse(ErrorKind::NoOffer, "your opponent has made no such offer");
                };
                if accept {
                    self.agree(&code, kind, colour.opponent(), now)
                } else {
                    live.offers.remove(at);
                    self.broadcast_game(
                        &code,
                        &ServerMessage::Declined {
                            code: code.clone(),
                            kind,
                            by: colour,
                        },
                    );
                    Ok(())
                }
            }
        }
    }

    fn create(
        &mut self,
        conn: ConnId,
        choice: SeatChoice,
        clock: Option<TimeControl>,
        public: bool,
        now: u64,
    ) -> Result<(), Refusal> {
        if let Some(control) = clock
            && !control.is_valid()
        {
            return refuse(
                ErrorKind::BadValue,
                "a time control is 1 s to 3 h, with an increment of at most 10 minutes",
            );
        }
        if self.unfinished_seats(conn) >= self.limits.games_per_client {
            return refuse(
                ErrorKind::TooManyGames,
                format!(
                    "you already have {} unfinished games",
                    self.limits.games_per_client
                ),
            );
        }
        let colour = match choice {
            SeatChoice::White => Colour::White,
            SeatChoice::Black => Colour::Black,
            SeatChoice::Random => {
                let mut bit = [0u8; 1];
                getrandom::fill(&mut bit).expect("the system has a random source");
                if bit[0] & 1 == 0 {
                    Colour::White
                } else {
                    Colour::Black
                }
            }
        };
        let code = self.new_code()?;
        let token = new_token();
        let mut seats = [None, None];
        seats[index(colour)] = Some(Seat {
            token: token.clone(),
            conn: None,
        });
        let live = Live::new(code.clone(), now, public, clock, seats, Status::Waiting);
        self.store.insert_game(&live.row())?;
        self.games.insert(code.clone(), live);
        self.attach_seat(conn, &code, colour);
        self.reply(
            conn,
            &ServerMessage::Seat {
                code: code.clone(),
                colour,
                token,
            },
        );
        let view = self.games[&code].view(now);
        self.reply(conn, &ServerMessage::State { game: view });
        Ok(())
    }

    fn join(&mut self, conn: ConnId, code: &str, now: u64) -> Result<(), Refusal> {
        let seats_held = self.unfinished_seats(conn);
        let limit = self.limits.games_per_client;
        let live = self.find(code)?;
        if live.status != Status::Waiting {
            return refuse(ErrorKind::GameFull, "both seats of this game are taken");
        }
        if live.seats.iter().flatten().any(|s| s.conn == Some(conn)) {
            return refuse(
                ErrorKind::GameFull,
                "you created this game: send its code to a friend",
            );
        }
        if seats_held >= limit {
            return refuse(
                ErrorKind::TooManyGames,
                format!("you already have {limit} unfinished games"),
            );
        }
        let colour = if live.seats[0].is_none() {
            Colour::White
        } else {
            Colour::Black
        };
        let token = new_token();
        live.seats[index(colour)] = Some(Seat {
            token: token.clone(),
            conn: None,
        });
        live.status = Status::Playing;
        live.clock.turn_started_ms = now;
        let row = live.row();
        self.store.update_game(&row)?;
        self.attach_seat(conn, code, colour);
        self.schedule(code);
        self.reply(
            conn,
            &ServerMessage::Seat {
                code: code.to_owned(),
                colour,
                token,
            },
        );
        self.broadcast_state(code, now);
        Ok(())
    }

    fn resume(&mut self, conn: ConnId, code: &str, token: &str, now: u64) -> Result<(), Refusal> {
        let (live, colour) = self.seated(code, token)?;
        let rematch = live.rematch.clone();
        self.attach_seat(conn, code, colour);
        let view = self.games[code].view(now);
        self.reply(conn, &ServerMessage::State { game: view });
        self.broadcast_presence(code);
        // The player of a game that was rematched gets the new seat too.
        if let Some(new_code) = rematch
            && let Ok(new) = self.find(&new_code)
            && let Some(seat) = new.seats[index(colour.opponent())].as_ref()
        {
            let token = seat.token.clone();
            self.attach_seat(conn, &new_code, colour.opponent());
            self.reply(
                conn,
                &ServerMessage::Seat {
                    code: new_code.clone(),
                    colour: colour.opponent(),
                    token,
                },
            );
            let view = self.games[&new_code].view(now);
            self.reply(conn, &ServerMessage::State { game: view });
            self.broadcast_presence(&new_code);
        }
        Ok(())
    }

    /// Plays a move. Everyone following the game hears of it but the connection that sent it:
    /// silence is its acknowledgement (a refusal would be an `error`), which saves a third of
    /// the messages of a game. Its clocks come with the opponent's reply.
    fn play(
        &mut self,
        conn: ConnId,
        code: &str,
        token: &str,
        ply: u32,
        text: &str,
        now: u64,
    ) -> Result<(), Refusal> {
        let (live, colour) = self.seated(code, token)?;
        if live.status != Status::Playing {
            return refuse(
                ErrorKind::NotPlaying,
                match live.status {
                    Status::Waiting => "the game has not started: nobody has joined yet",
                    _ => "the game is over",
                },
            );
        }
        if live.to_move() != colour {
            return refuse(ErrorKind::NotYourTurn, "it is your opponent's move");
        }
        if ply as usize != live.game.ply() {
            return refuse(
                ErrorKind::StalePly,
                format!(
                    "the game has {} plies, not {ply}: that move is out of date",
                    live.game.ply()
                ),
            );
        }
        if live.running() == Some(colour) && live.left(colour, now) == 0 {
            // The flag fell before the move arrived; the sweep ends the game.
            return refuse(ErrorKind::NotPlaying, "your time has run out");
        }
        // The mover's time is read before the move: once played, the clock is the opponent's.
        let thought = live.left(colour, now);
        let mv = match live.game.play_str(text) {
            Ok(mv) => mv,
            Err(GameError::Parse(error)) => {
                return refuse(
                    ErrorKind::IllegalMove,
                    format!("{text:?} is not a move: {error}"),
                );
            }
            Err(error) => return refuse(ErrorKind::IllegalMove, error.to_string()),
        };
        live.stop_clock(colour, thought, now);
        live.offers.clear();
        let ended = live.judge(now);
        let clocks = live.clocks(now);
        let clock = live.clock;
        // The clocks go into the move's row; the game's row changes only when the game ends.
        let row = ended.then(|| live.row());
        let notation = mv.to_string();
        self.store.push_move(code, ply, &notation, clock)?;
        if let Some(row) = row {
            self.store.update_game(&row)?;
        }
        self.schedule(code);
        let mut others = self.games[code].audience();
        others.retain(|&c| c != conn);
        self.broadcast(
            &others,
            &ServerMessage::Moved {
                code: code.to_owned(),
                ply,
                mv: notation,
                clocks,
            },
        );
        if ended {
            self.announce_end(code, now);
        }
        Ok(())
    }

    /// Plies a take-back asked by `by` removes: their last move, and the reply if there is one.
    fn takeback_plies(live: &Live, by: Colour) -> usize {
        if live.to_move() == by { 2 } else { 1 }
    }

    fn offer(&mut self, code: &str, token: &str, kind: OfferKind, now: u64) -> Result<(), Refusal> {
        let (live, colour) = self.seated(code, token)?;
        match kind {
            OfferKind::Draw | OfferKind::Takeback if live.status != Status::Playing => {
                return refuse(ErrorKind::NoOffer, "that can be offered only during a game");
            }
            OfferKind::Takeback if live.game.ply() < Hub::takeback_plies(live, colour) => {
                return refuse(ErrorKind::NoOffer, "you have no move to take back");
            }
            OfferKind::Rematch
                if live.status != Status::Ended
                    || live.seats.iter().any(Option::is_none)
                    || live.rematch.is_some() =>
            {
                return refuse(
                    ErrorKind::NoOffer,
                    "a rematch can be asked once a game with two players is over",
                );
            }
            _ => {}
        }
        if live
            .offers
            .iter()
            .any(|o| o.kind == kind && o.by == colour.opponent())
        {
            // Both sides want it: that is an agreement.
            return self.agree(code, kind, colour.opponent(), now);
        }
        if !live.offers.iter().any(|o| o.kind == kind && o.by == colour) {
            live.offers.push(OfferView { kind, by: colour });
        }
        self.broadcast_game(
            code,
            &ServerMessage::Offered {
                code: code.to_owned(),
                kind,
                by: colour,
            },
        );
        Ok(())
    }

    /// Carries out an offer `by` made and the other side accepted.
    fn agree(&mut self, code: &str, kind: OfferKind, by: Colour, now: u64) -> Result<(), Refusal> {
        let live = self.find(code)?;
        live.offers.retain(|o| o.kind != kind);
        match kind {
            OfferKind::Draw => {
                live.end(
                    GameResult {
                        winner: None,
                        reason: EndReason::Agreement,
                    },
                    now,
                );
                let row = live.row();
                self.store.update_game(&row)?;
                self.schedule(code);
                self.announce_end(code, now);
            }
            OfferKind::Takeback => {
                let plies = Hub::takeback_plies(live, by);
                if live.game.ply() < plies {
                    return refuse(ErrorKind::NoOffer, "there is no move to take back");
                }
                let mover = live.to_move();
                live.charge(mover, now);
                live.game.truncate(live.game.ply() - plies);
                live.offers.clear();
                let row = live.row();
                let keep = live.game.ply() as u32;
                self.store.truncate_moves(code, keep)?;
                self.store.update_game(&row)?;
                self.schedule(code);
                self.broadcast_state(code, now);
            }
            OfferKind::Rematch => self.rematch(code, now)?,
        }
        Ok(())
    }

    fn rematch(&mut self, code: &str, now: u64) -> Result<(), Refusal> {
        let new_code = self.new_code()?;
        let old = self.find(code)?;
        let control = old.time_control;
        // Colours swap: White's player is Black now.
        let tokens = [new_token(), new_token()];
        let conns = [
            old.seats[1].as_ref().and_then(|s| s.conn),
            old.seats[0].as_ref().and_then(|s| s.conn),
        ];
        old.rematch = Some(new_code.clone());
        old.offers.clear();
        let old_row = old.row();
        let seats = tokens.clone().map(|token| Some(Seat { token, conn: None }));
        // A rematch is private: the lobby is for strangers.
        let live = Live::new(
            new_code.clone(),
            now,
            false,
            control,
            seats,
            Status::Playing,
        );
        self.touched.push(new_code.clone());
        self.store.insert_game(&live.row())?;
        self.store.update_game(&old_row)?;
        self.games.insert(new_code.clone(), live);
        self.schedule(&new_code);
        self.broadcast_state(code, now);
        for (colour, conn) in Colour::BOTH.into_iter().zip(conns) {
            if let Some(conn) = conn {
                self.attach_seat(conn, &new_code, colour);
                self.reply(
                    conn,
                    &ServerMessage::Seat {
                        code: new_code.clone(),
                        colour,
                        token: tokens[index(colour)].clone(),
                    },
                );
            }
        }
        self.broadcast_state(&new_code, now);
        Ok(())
    }
}
