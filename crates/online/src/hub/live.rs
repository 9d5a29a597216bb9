//! The games the hub holds in memory: their record, seats, clocks, offers and audience.

use std::collections::HashSet;

use lasca_rules::{
    AnyGame, AnyPosition, Colour, DrawReason, Outcome, RuleSettings, Variant, WinReason,
};

use super::ConnId;
use crate::clock::GameClock;
use crate::protocol::{
    BoardView, Clocks, ComputerView, EndReason, GameResult, GameView, OfferView, SeatView, Status,
    TimeControl,
};
use crate::store::{ClockState, Players, StoreError, StoredGame, token_hash};

/// `colour`'s place in a `[white, black]` pair.
pub(super) const fn index(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

/// Compares two secret hashes in constant time: every byte is looked at, whatever the first
/// difference, so the time a refusal takes tells nothing about how much of a guess was right.
/// Written by hand (a fold of XORs) rather than with the `subtle` crate: the hashes are hex
/// of a fixed length, so the length check leaks nothing, and `black_box` keeps the compiler
/// from turning the fold into an early exit.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && std::hint::black_box(
            a.bytes()
                .zip(b.bytes())
                .fold(0u8, |acc, (x, y)| acc | (x ^ y)),
        ) == 0
}

/// The most connections that hold one seat at once (two tabs, a phone and a laptop...): one
/// past it takes the place of the one that came first, which then hears no more of the game.
pub(super) const SEAT_CONNECTIONS: usize = 8;

/// A taken seat: the hash of its secret (the store keeps nothing else), the secret itself
/// while this process has seen it (never stored: it derives the rematch's seat), and the
/// connections that hold it now: every one of them hears the game, and its player is online
/// while any of them is connected.
#[derive(Clone, Debug)]
pub(super) struct Seat {
    pub(super) hash: String,
    pub(super) token: Option<String>,
    /// The connections that hold it, the one that came first first; at most
    /// [`SEAT_CONNECTIONS`].
    pub(super) conns: Vec<ConnId>,
    /// The `create` that made the seat: its connection and request id (`rid`), so that the
    /// same `create` sent again gets this game back (memory only: connections do not outlive
    /// the process).
    pub(super) created_by: Option<(ConnId, u32)>,
    /// When its last connection left (none while one holds it, or for a seat nobody has
    /// left in this process: then the game's load counts).
    pub(super) left_ms: Option<u64>,
}

impl Seat {
    /// A new seat for `token`, which nobody is connected to yet.
    pub(super) fn new(token: String) -> Seat {
        Seat {
            hash: token_hash(&token),
            token: Some(token),
            conns: Vec::new(),
            created_by: None,
            left_ms: None,
        }
    }

    /// A seat read from the store: only its hash is known.
    pub(super) const fn stored(hash: String) -> Seat {
        Seat {
            hash,
            token: None,
            conns: Vec::new(),
            created_by: None,
            left_ms: None,
        }
    }

    /// Whether any connection holds it (its player is online).
    pub(super) fn online(&self) -> bool {
        !self.conns.is_empty()
    }

    /// Whether `conn` holds it.
    pub(super) fn holds(&self, conn: ConnId) -> bool {
        self.conns.contains(&conn)
    }

    /// `conn` holds it too (again: it counts as the newest). The connection it pushed out,
    /// when it already had [`SEAT_CONNECTIONS`].
    pub(super) fn attach(&mut self, conn: ConnId) -> Option<ConnId> {
        self.conns.retain(|&c| c != conn);
        let pushed_out = (self.conns.len() >= SEAT_CONNECTIONS).then(|| self.conns.remove(0));
        self.conns.push(conn);
        pushed_out
    }

    /// `conn` holds it no more; says whether it did.
    pub(super) fn detach(&mut self, conn: ConnId) -> bool {
        let before = self.conns.len();
        self.conns.retain(|&c| c != conn);
        self.conns.len() != before
    }
}

/// What a move changes in a game besides its record: kept before a move, put back if the
/// store refuses it.
#[derive(Clone, Debug)]
pub(super) struct Saved {
    clock: Option<GameClock>,
    offers: Vec<OfferView>,
    status: Status,
    result: Option<GameResult>,
    last_move_ms: u64,
}

/// A game the hub holds in memory.
///
/// Its invariant: the clock runs (for a timed game) exactly while the game is `Playing`, and
/// it is the side to move's.
#[derive(Clone, Debug)]
pub(super) struct Live {
    pub(super) code: String,
    pub(super) created_ms: u64,
    pub(super) public: bool,
    pub(super) time_control: Option<TimeControl>,
    pub(super) seats: [Option<Seat>; 2],
    pub(super) status: Status,
    pub(super) result: Option<GameResult>,
    /// `None` for an untimed game.
    pub(super) clock: Option<GameClock>,
    pub(super) rematch: Option<String>,
    pub(super) game: AnyGame,
    pub(super) watchers: HashSet<ConnId>,
    pub(super) offers: Vec<OfferView>,
    /// When the last move was played (the creation before the first): an untimed game nobody
    /// moves in is withdrawn after [`HubLimits::idle_game_ms`](super::HubLimits::idle_game_ms).
    pub(super) last_move_ms: u64,
    /// The computer's seat, in a game against it: its seat is taken (by the hash
    /// [`COMPUTER_SEAT`], which no secret has) and always online.
    pub(super) computer: Option<ComputerView>,
    /// Whether the store has the game's analysis.
    pub(super) analysed: bool,
    /// Who sits where (names everyone sees), and whether the game is rated.
    pub(super) players: Players,
    /// A seek posted in the lobby (`post`): its terms and its maker's absence (memory only:
    /// after a restart it is a public game, withdrawn if its maker does not come back).
    pub(super) posted: Option<Posted>,
}

/// A seek's terms and its maker's absence.
#[derive(Clone, Debug, Default)]
pub(super) struct Posted {
    /// The ratings it accepts.
    pub(super) range: Option<[u32; 2]>,
    /// Since when its maker has been gone, as the sweep saw.
    pub(super) gone_since: Option<u64>,
}

/// What the store keeps as the hash of the computer's seat: not 64 hex digits, so no secret's
/// hash is ever equal to it.
pub(super) const COMPUTER_SEAT: &str = "computer";

/// An online game is drawn after this many plies (`ply_limit`). Lasca 7x7 games end long
/// before: of 1,000 games between two level-4 computers from seeded openings (`cargo run -p
/// lasca-ai --release --example arena -- match 4 4 1000 - 1 100000`), the longest had 398
/// plies and the average 111. The cap bounds what one game costs the hub to replay and send.
pub const PLY_LIMIT: u32 = 1000;

/// The rules of every online game: the house repetition rule, and the [`PLY_LIMIT`].
pub(super) fn online_rules() -> RuleSettings {
    RuleSettings {
        ply_limit: Some(PLY_LIMIT),
        ..RuleSettings::default()
    }
}

impl Live {
    /// A stored game, its record replayed (`now`: when it is loaded). A record past the
    /// [`PLY_LIMIT`] (stored before there was one) replays, and is over by the rules.
    pub(super) fn from_stored(stored: StoredGame, now: u64) -> Result<Live, StoreError> {
        let start = AnyPosition::start(stored.variant);
        let uncapped = RuleSettings {
            ply_limit: None,
            ..online_rules()
        };
        let mut game =
            AnyGame::replay(start, uncapped, &stored.moves).map_err(|e| StoreError::Corrupt {
                code: stored.code.clone(),
                what: format!("does not replay: {e}"),
            })?;
        game.set_settings(online_rules());
        // The store keeps the time of an untimed game's last move where a timed one keeps
        // its clock's start; a game stored before it did (that time is its creation, though
        // it has moves) counts as moved in now.
        let last_move_ms = if stored.time_control.is_none()
            && stored.clock.turn_started_ms <= stored.created_ms
            && !stored.moves.is_empty()
        {
            now
        } else {
            stored.clock.turn_started_ms.max(stored.created_ms)
        };
        // A seat read from the store was left when the game was loaded, as far as this
        // process knows.
        let seat = |hash: Option<String>| {
            hash.map(|hash| Seat {
                left_ms: Some(now),
                ..Seat::stored(hash)
            })
        };
        let clock = stored.time_control.map(|control| GameClock {
            control,
            white_ms: stored.clock.white_ms,
            black_ms: stored.clock.black_ms,
            running: (stored.status == Status::Playing).then(|| game.position().side_to_move()),
            since_ms: stored.clock.turn_started_ms,
        });
        Ok(Live {
            code: stored.code,
            created_ms: stored.created_ms,
            public: stored.public,
            time_control: stored.time_control,
            seats: [seat(stored.white_hash), seat(stored.black_hash)],
            status: stored.status,
            result: stored.result,
            clock,
            rematch: stored.rematch,
            game,
            watchers: HashSet::new(),
            offers: Vec::new(),
            last_move_ms,
            computer: stored.computer,
            analysed: stored.analysed,
            players: stored.players,
            posted: None,
        })
    }

    /// A game with no move yet, its clocks full (White's running if it is `Playing`).
    pub(super) fn new(
        code: String,
        now: u64,
        public: bool,
        time_control: Option<TimeControl>,
        seats: [Option<Seat>; 2],
        status: Status,
        variant: Variant,
    ) -> Live {
        let clock = time_control.map(|control| {
            let mut clock = GameClock::new(control, now);
            if status == Status::Playing {
                clock.start(Colour::White, now);
            }
            clock
        });
        Live {
            code,
            created_ms: now,
            public,
            time_control,
            seats,
            status,
            result: None,
            clock,
            rematch: None,
            game: AnyGame::from_position(AnyPosition::start(variant), online_rules()),
            watchers: HashSet::new(),
            offers: Vec::new(),
            last_move_ms: now,
            computer: None,
            analysed: false,
            players: Players::default(),
            posted: None,
        }
    }

    /// The clocks as the store keeps them (zero for an untimed game, and when its last move
    /// was played).
    pub(super) fn clock_state(&self) -> ClockState {
        self.clock.map_or(
            ClockState {
                white_ms: 0,
                black_ms: 0,
                turn_started_ms: self.last_move_ms,
            },
            |clock| ClockState {
                white_ms: clock.white_ms,
                black_ms: clock.black_ms,
                turn_started_ms: clock.since_ms,
            },
        )
    }

    /// The game's row (without its moves, which the store keeps one a row).
    pub(super) fn row(&self) -> StoredGame {
        StoredGame {
            code: self.code.clone(),
            created_ms: self.created_ms,
            public: self.public,
            time_control: self.time_control,
            white_hash: self.seats[0].as_ref().map(|s| s.hash.clone()),
            black_hash: self.seats[1].as_ref().map(|s| s.hash.clone()),
            status: self.status,
            result: self.result,
            clock: self.clock_state(),
            rematch: self.rematch.clone(),
            plies: self.game.ply() as u32,
            moves: Vec::new(),
            variant: self.game.variant(),
            computer: self.computer,
            analysed: self.analysed,
            players: self.players.clone(),
        }
    }

    /// What a move may change besides the record.
    pub(super) fn save(&self) -> Saved {
        Saved {
            clock: self.clock,
            offers: self.offers.clone(),
            status: self.status,
            result: self.result,
            last_move_ms: self.last_move_ms,
        }
    }

    /// Puts back what [`Live::save`] kept.
    pub(super) fn restore(&mut self, saved: Saved) {
        self.clock = saved.clock;
        self.offers = saved.offers;
        self.status = saved.status;
        self.result = saved.result;
        self.last_move_ms = saved.last_move_ms;
    }

    /// The side to move.
    pub(super) fn to_move(&self) -> Colour {
        self.game.position().side_to_move()
    }

    /// Both clocks at `now`, for a timed game.
    pub(super) fn clocks(&self, now: u64) -> Option<Clocks> {
        self.clock.map(|clock| clock.clocks(now))
    }

    /// When the running clock falls, if one runs.
    pub(super) fn deadline(&self) -> Option<u64> {
        self.clock.and_then(|clock| clock.deadline())
    }

    /// Whether `colour`'s flag has fallen at `now`.
    pub(super) fn flag_fallen(&self, colour: Colour, now: u64) -> bool {
        self.clock
            .is_some_and(|clock| clock.fallen(now) == Some(colour))
    }

    /// The colour this token holds, if any; the seat then remembers the token (in memory
    /// only), so that a rematch can derive its seats from it.
    pub(super) fn seat_of(&mut self, token: &str) -> Option<Colour> {
        let hash = token_hash(token);
        let colour = Colour::BOTH.into_iter().find(|&colour| {
            self.seats[index(colour)]
                .as_ref()
                .is_some_and(|seat| same_secret(&seat.hash, &hash))
        })?;
        if let Some(seat) = self.seats[index(colour)].as_mut()
            && seat.token.is_none()
        {
            seat.token = Some(token.to_owned());
        }
        Some(colour)
    }

    /// One seat as everyone may see it.
    pub(super) fn seat_view(&self, colour: Colour) -> SeatView {
        let seat = self.seats[index(colour)].as_ref();
        SeatView {
            taken: seat.is_some(),
            online: seat.is_some_and(Seat::online)
                || self.computer.is_some_and(|c| c.colour == colour),
        }
    }

    /// The game as everyone may see it (never a token).
    pub(super) fn view(&self, now: u64) -> GameView {
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
            variant: self.game.variant(),
            board: None,
            computer: self.computer,
            analysed: self.analysed,
            players: self.players.view().map(Box::new),
        }
    }

    /// The board and the legal moves, for version 2 connections (no moves unless playing).
    pub(super) fn board_view(&self) -> BoardView {
        let mut legal: Vec<String> = if self.status == Status::Playing {
            self.game
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect()
        } else {
            Vec::new()
        };
        legal.sort_unstable();
        BoardView {
            position: self.game.position().to_string(),
            legal,
        }
    }

    /// Everyone who follows the game: its players' connections and its spectators.
    pub(super) fn audience(&self) -> Vec<ConnId> {
        let mut conns: Vec<ConnId> = self
            .seats
            .iter()
            .flatten()
            .flat_map(|seat| seat.conns.iter().copied())
            .chain(self.watchers.iter().copied())
            .collect();
        conns.sort_unstable();
        conns.dedup();
        conns
    }

    /// Whether `conn` holds one of the game's seats.
    pub(super) fn is_player(&self, conn: ConnId) -> bool {
        self.seats
            .iter()
            .flatten()
            .any(|seat| seat.conns.contains(&conn))
    }

    /// Whether any connection follows the game.
    pub(super) fn attached(&self) -> bool {
        !self.watchers.is_empty() || self.seats.iter().flatten().any(Seat::online)
    }

    /// Ends the game at `now`: the clocks stop, the offers go.
    /// After an outage (a restart, or a takeover from a dead instance): the mover is charged
    /// up to `last_alive`, the last sign of life, and the clock runs again from `now`; a flag
    /// that fell before then ends the game. Whether a clock ran (the game's row is to be
    /// stored again).
    pub(super) fn forgive_outage(&mut self, last_alive: u64, now: u64) -> bool {
        let Some(clock) = self.clock.as_mut() else {
            return false;
        };
        let Some(mover) = clock.running else {
            return false;
        };
        clock.forgive(last_alive, now);
        if clock.left(mover, now) == 0 {
            self.end(
                GameResult {
                    winner: Some(mover.opponent()),
                    reason: EndReason::Time,
                },
                now,
            );
        }
        true
    }

    pub(super) fn end(&mut self, result: GameResult, now: u64) {
        if let Some(clock) = self.clock.as_mut() {
            clock.stop(now);
        }
        self.status = Status::Ended;
        self.result = Some(result);
        self.offers.clear();
    }

    /// Ends the game if the rules say it is over (no move left, or the house rule's
    /// repetition); says whether it did.
    pub(super) fn end_if_over(&mut self, now: u64) -> bool {
        let Some(outcome) = self.game.outcome() else {
            return false;
        };
        let result = match outcome {
            Outcome::Win { winner, reason } => GameResult {
                winner: Some(winner),
                reason: match reason {
                    WinReason::NoColumns => EndReason::NoColumns,
                    WinReason::Blocked => EndReason::Blocked,
                    WinReason::Resignation => EndReason::Resignation,
                },
            },
            Outcome::Draw(DrawReason::Repetition) => GameResult {
                winner: None,
                reason: EndReason::Repetition,
            },
            Outcome::Draw(DrawReason::PlyLimit) => GameResult {
                winner: None,
                reason: EndReason::PlyLimit,
            },
            Outcome::Draw(DrawReason::Agreement) => GameResult {
                winner: None,
                reason: EndReason::Agreement,
            },
        };
        self.end(result, now);
        true
    }
}
