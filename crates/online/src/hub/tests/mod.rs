//! Hub unit tests: the hub driven batch by batch on a [`FakeClock`], its queues read back as
//! the connections would read them. Nothing here waits for real time.

mod browser_defects;
mod clocks;
mod computer;
mod hardening;
mod limits;
mod players;
mod promises;
mod refusals;
mod strict;
mod variants;
mod versions;

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use lasca_rules::Colour;
use tokio::sync::mpsc::Receiver;

use super::{ConnId, Frame, Hub, HubLimits, HubRequest, Recovery};
use crate::clock::FakeClock;
use crate::protocol::{
    ClientMessage, ErrorKind, GameView, OfferKind, SeatChoice, ServerMessage, TimeControl,
};
use crate::store::{ClockState, SqliteStore, Store, StoreError, StoredGame};

/// When the tests' time starts (ms): any day will do, as long as it is not zero.
const T0: u64 = 1_700_000_000_000;

/// Frames the server queues for one connection before the hub drops it: the server's value
/// ([`ConnectionLimits::queue`](crate::server::ConnectionLimits::queue)), which the test
/// connections' queues hold too.
fn queue_bound() -> usize {
    crate::server::ConnectionLimits::default().queue
}

/// A store that refuses every write while `fail` is set (a full disk, a locked file).
struct FlakyStore {
    inner: Box<dyn Store>,
    fail: Arc<AtomicBool>,
}

impl FlakyStore {
    fn check(&self) -> Result<(), StoreError> {
        if self.fail.load(Ordering::SeqCst) {
            Err(StoreError::Corrupt {
                code: String::new(),
                what: "the test's store refuses writes".into(),
            })
        } else {
            Ok(())
        }
    }
}

impl Store for FlakyStore {
    fn begin(&mut self) -> Result<(), StoreError> {
        self.inner.begin()
    }
    fn commit(&mut self) -> Result<(), StoreError> {
        self.inner.commit()
    }
    fn mark(&mut self) -> Result<(), StoreError> {
        self.inner.mark()
    }
    fn release(&mut self) -> Result<(), StoreError> {
        self.inner.release()
    }
    fn undo_to_mark(&mut self) -> Result<(), StoreError> {
        self.inner.undo_to_mark()
    }
    fn store_analysis(&mut self, code: &str, analysis: &str) -> Result<(), StoreError> {
        self.inner.store_analysis(code, analysis)
    }
    fn load_analysis(&mut self, code: &str) -> Result<Option<String>, StoreError> {
        self.inner.load_analysis(code)
    }
    fn insert_game(&mut self, game: &StoredGame) -> Result<(), StoreError> {
        self.check()?;
        self.inner.insert_game(game)
    }
    fn update_game(&mut self, game: &StoredGame) -> Result<(), StoreError> {
        self.check()?;
        self.inner.update_game(game)
    }
    fn push_move(
        &mut self,
        code: &str,
        ply: u32,
        mv: &str,
        clock: ClockState,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.push_move(code, ply, mv, clock)
    }
    fn truncate_moves(&mut self, code: &str, plies: u32) -> Result<(), StoreError> {
        self.check()?;
        self.inner.truncate_moves(code, plies)
    }
    fn load_game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        self.inner.load_game(code)
    }
    fn unfinished_games(&mut self) -> Result<Vec<Result<StoredGame, StoreError>>, StoreError> {
        self.inner.unfinished_games()
    }
    fn has_legacy_codes(&mut self) -> Result<bool, StoreError> {
        self.inner.has_legacy_codes()
    }
    fn code_exists(&mut self, code: &str) -> Result<bool, StoreError> {
        self.inner.code_exists(code)
    }
    fn set_heartbeat(&mut self, now_ms: u64) -> Result<(), StoreError> {
        self.inner.set_heartbeat(now_ms)
    }
    fn create_account(
        &mut self,
        name: &str,
        password_hash: &str,
        now_ms: u64,
    ) -> Result<Option<i64>, StoreError> {
        self.check()?;
        self.inner.create_account(name, password_hash, now_ms)
    }
    fn account(
        &mut self,
        key: crate::store::AccountKey<'_>,
    ) -> Result<Option<crate::store::AccountRow>, StoreError> {
        self.inner.account(key)
    }
    fn add_session(&mut self, hash: &str, account: i64, now_ms: u64) -> Result<(), StoreError> {
        self.check()?;
        self.inner.add_session(hash, account, now_ms)
    }
    fn end_sessions(&mut self, which: crate::store::Sessions<'_>) -> Result<u64, StoreError> {
        self.check()?;
        self.inner.end_sessions(which)
    }
    fn ratings(&mut self, account: i64) -> Result<Vec<crate::store::RatingRow>, StoreError> {
        self.inner.ratings(account)
    }
    fn put_rating(
        &mut self,
        account: i64,
        rating: &crate::store::RatingRow,
        code: &str,
    ) -> Result<(), StoreError> {
        self.check()?;
        self.inner.put_rating(account, rating, code)
    }
    fn rating_history(
        &mut self,
        account: i64,
    ) -> Result<Vec<crate::store::HistoryRow>, StoreError> {
        self.inner.rating_history(account)
    }
    fn games_of(&mut self, player: &str, limit: usize) -> Result<Vec<StoredGame>, StoreError> {
        self.inner.games_of(player, limit)
    }
    fn secret(&mut self, name: &str, make: &dyn Fn() -> String) -> Result<String, StoreError> {
        self.inner.secret(name, make)
    }
    fn leaderboard(
        &mut self,
        perf: &str,
        max_deviation: f64,
        limit: usize,
    ) -> Result<Vec<(String, crate::store::RatingRow)>, StoreError> {
        self.inner.leaderboard(perf, max_deviation, limit)
    }
    fn heartbeat(&mut self) -> Result<Option<u64>, StoreError> {
        self.inner.heartbeat()
    }
}

/// A hub, its fake time, and the connections' queues.
struct TestHub {
    hub: Hub,
    time: FakeClock,
    fail: Arc<AtomicBool>,
    queues: HashMap<ConnId, Receiver<Frame>>,
    next_conn: ConnId,
    /// Every frame each connection received so far, as text.
    seen: HashMap<ConnId, Vec<String>>,
}

impl TestHub {
    fn new() -> TestHub {
        TestHub::with(HubLimits::default())
    }

    fn with(limits: HubLimits) -> TestHub {
        let store = SqliteStore::in_memory().expect("an in-memory store");
        TestHub::on(Box::new(store), limits, FakeClock::at(T0)).0
    }

    /// A hub on `store` at the fake `time`.
    fn on(store: Box<dyn Store>, limits: HubLimits, time: FakeClock) -> (TestHub, Recovery) {
        let fail = Arc::new(AtomicBool::new(false));
        let store = FlakyStore {
            inner: store,
            fail: fail.clone(),
        };
        let (hub, recovery) =
            Hub::open_with(Box::new(store), limits, Arc::new(time.clone())).expect("it opens");
        let hub = TestHub {
            hub,
            time,
            fail,
            queues: HashMap::new(),
            next_conn: 1,
            seen: HashMap::new(),
        };
        (hub, recovery)
    }

    fn batch(&mut self, requests: Vec<HubRequest>) {
        let stop = self
            .hub
            .handle_batch(requests, false)
            .expect("the batch commits");
        assert!(!stop);
    }

    /// A new connection, from an address of its own (10.0.0.N).
    fn connect(&mut self) -> ConnId {
        let n = self.next_conn as u32;
        self.connect_from(IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + n)))
    }

    /// A new connection from `addr`.
    fn connect_from(&mut self, addr: IpAddr) -> ConnId {
        self.connect_with(addr, crate::hub::Credentials::None)
    }

    /// A new connection from `addr` with cookies that say `who`.
    fn connect_with(&mut self, addr: IpAddr, who: crate::hub::Credentials) -> ConnId {
        let conn = self.next_conn;
        self.next_conn += 1;
        // The server's own queue, of the server's own length.
        let (tx, rx) = crate::server::frame_queue(&crate::server::ConnectionLimits::default());
        self.queues.insert(conn, rx);
        self.batch(vec![HubRequest::Connect {
            conn,
            addr,
            tx,
            who,
        }]);
        conn
    }

    /// A new connection watching the game `code`.
    fn watcher(&mut self, code: &str) -> ConnId {
        let conn = self.connect();
        self.send(conn, ClientMessage::Watch { code: code.into() });
        conn
    }

    fn disconnect(&mut self, conn: ConnId) {
        self.batch(vec![HubRequest::Disconnect { conn }]);
    }

    /// `conn` says `hello` with `protocol`.
    fn hello(&mut self, conn: ConnId, protocol: u32) {
        self.send(
            conn,
            ClientMessage::Hello {
                protocol,
                client: "test".into(),
            },
        );
    }

    /// One request, in a batch of its own.
    fn send(&mut self, conn: ConnId, message: ClientMessage) {
        self.batch(vec![HubRequest::Request { conn, message }]);
    }

    /// A batch with no request: the clocks are looked at and the heartbeat written.
    fn tick(&mut self) {
        self.batch(Vec::new());
    }

    fn advance(&mut self, ms: u64) {
        self.time.advance(ms);
    }

    /// What `conn` received since the last call.
    fn frames(&mut self, conn: ConnId) -> Vec<ServerMessage> {
        let queue = self.queues.get_mut(&conn).expect("a test connection");
        let mut messages = Vec::new();
        while let Ok(frame) = queue.try_recv() {
            self.seen.entry(conn).or_default().push(frame.to_string());
            messages.push(serde_json::from_str(&frame).expect("the hub sends protocol JSON"));
        }
        messages
    }

    /// Drops what every connection received so far (keeping it in `seen`).
    fn drain(&mut self) {
        let conns: Vec<ConnId> = self.queues.keys().copied().collect();
        for conn in conns {
            self.frames(conn);
        }
    }

    /// The one error `conn` received, and that it received nothing else.
    fn error(&mut self, conn: ConnId) -> ErrorKind {
        match self.frames(conn).as_slice() {
            [ServerMessage::Error { kind, .. }] => *kind,
            other => panic!("expected one error, got {other:?}"),
        }
    }

    fn now(&self) -> u64 {
        self.hub.now()
    }

    /// The game as the hub would show it now.
    fn view(&self, code: &str) -> GameView {
        self.hub.games[code].view(self.now())
    }

    /// The game as the store has it.
    fn row(&mut self, code: &str) -> StoredGame {
        self.hub
            .store
            .load_game(code)
            .expect("the store reads")
            .expect("the game is stored")
    }

    /// Makes the store refuse writes (or take them again).
    fn break_store(&mut self, broken: bool) {
        self.fail.store(broken, Ordering::SeqCst);
    }

    /// `conn` creates a game as `colour`: its code and token.
    fn create(
        &mut self,
        conn: ConnId,
        colour: SeatChoice,
        clock: Option<TimeControl>,
    ) -> (String, String) {
        self.send(
            conn,
            ClientMessage::Create {
                colour,
                clock,
                public: true,
                variant: lasca_rules::Variant::Lasca7,
                rid: None,
                opponent: None,
            },
        );
        seat_of(&self.frames(conn))
    }

    /// Two players seated in a started game: (white, white's token, black, black's token,
    /// code). Their queues are drained.
    fn pair(&mut self, clock: Option<TimeControl>) -> Pair {
        let white = self.connect();
        let black = self.connect();
        let (code, white_token) = self.create(white, SeatChoice::White, clock);
        self.send(black, ClientMessage::Join { code: code.clone() });
        let (joined, black_token) = seat_of(&self.frames(black));
        assert_eq!(joined, code);
        self.drain();
        Pair {
            white,
            white_token,
            black,
            black_token,
            code,
        }
    }

    /// Plays the first legal move for the side to move of `pair`'s game; returns it.
    fn play_first(&mut self, pair: &Pair) -> String {
        let mv = self.hub.games[&pair.code].game.legal_moves()[0].to_string();
        self.play(pair, &mv);
        mv
    }

    /// Plays `mv` for the side to move of `pair`'s game, checks it was taken, and returns
    /// what the mover received with it (nothing, or the game's end).
    fn play(&mut self, pair: &Pair, mv: &str) -> Vec<ServerMessage> {
        let ply = self.hub.games[&pair.code].game.ply() as u32;
        let white = self.hub.games[&pair.code].to_move() == Colour::White;
        let (conn, token) = if white {
            (pair.white, &pair.white_token)
        } else {
            (pair.black, &pair.black_token)
        };
        self.frames(conn);
        self.send(conn, move_message(&pair.code, token, ply, mv));
        let answer = self.frames(conn);
        assert!(
            answer
                .iter()
                .all(|m| matches!(m, ServerMessage::Ended { .. })),
            "{mv} refused: {answer:?}"
        );
        answer
    }
}

/// A game with two seated players.
struct Pair {
    white: ConnId,
    white_token: String,
    black: ConnId,
    black_token: String,
    code: String,
}

impl Pair {
    fn token(&self, colour: Colour) -> &str {
        match colour {
            Colour::White => &self.white_token,
            Colour::Black => &self.black_token,
        }
    }

    fn offer(&self, colour: Colour, kind: OfferKind) -> ClientMessage {
        ClientMessage::Offer {
            code: self.code.clone(),
            token: self.token(colour).to_owned(),
            kind,
        }
    }

    fn answer(&self, colour: Colour, kind: OfferKind, accept: bool) -> ClientMessage {
        ClientMessage::Answer {
            code: self.code.clone(),
            token: self.token(colour).to_owned(),
            kind,
            accept,
        }
    }

    fn resign(&self, colour: Colour) -> ClientMessage {
        ClientMessage::Resign {
            code: self.code.clone(),
            token: self.token(colour).to_owned(),
        }
    }
}

/// The code and token of the `seat` among `messages`.
/// The first seat handed out in `messages`: its game's code, its colour and its token.
fn seat_given(messages: &[ServerMessage]) -> Option<(String, Colour, String)> {
    messages.iter().find_map(|m| match m {
        ServerMessage::Seat {
            code,
            colour,
            token,
        } => Some((code.clone(), *colour, token.clone())),
        _ => None,
    })
}

fn seat_of(messages: &[ServerMessage]) -> (String, String) {
    let (code, _, token) =
        seat_given(messages).unwrap_or_else(|| panic!("no seat in {messages:?}"));
    (code, token)
}

fn move_message(code: &str, token: &str, ply: u32, mv: &str) -> ClientMessage {
    ClientMessage::Move {
        code: code.to_owned(),
        token: token.to_owned(),
        ply,
        mv: mv.to_owned(),
    }
}

/// One minute, no increment.
const MINUTE: TimeControl = TimeControl {
    initial_s: 60,
    increment_s: 0,
};
