//! The wire protocol: JSON text messages over a WebSocket, one object a message, tagged by
//! `type`. docs/ONLINE.md describes every message; this file is the authority.
//!
//! A client opens `ws://HOST:PORT/ws`, the server greets it with `welcome`, and the client says
//! `hello` with the protocol version it speaks before anything else.

use lasca_rules::{Colour, Variant};
use serde::{Deserialize, Serialize};

/// The newest protocol version this build speaks: version 2 adds [`BoardView`] to `state` and
/// `moved`, and tells the mover of its own `moved`; version 3 adds games of other variants
/// (Lasca 8x8, bashni); version 4 adds the computer as an opponent and the analysis of a
/// finished game; version 5 adds players (names, ratings: `state`'s `players`) and quick
/// pairing (`seek`, `unseek`, `seeking`). A client says which it speaks in `hello`.
pub const PROTOCOL_VERSION: u32 = 5;

/// The first version that pairs (`seek`) and hears of players (`state`'s `players`).
pub const PLAYERS_PROTOCOL_VERSION: u32 = 5;

/// The first version that plays the computer (`create`'s `opponent`, `state`'s `computer`)
/// and asks for analyses (`analyse`, `analysis_progress`, `analysis`). An earlier client never
/// sees a game against the computer: to it, such a game does not exist.
pub const COMPUTER_PROTOCOL_VERSION: u32 = 4;

/// The first version that plays, watches and lists games of a variant other than Lasca 7x7
/// (`create`'s `variant`, `state`'s and the lobby's `variant`).
pub const VARIANT_PROTOCOL_VERSION: u32 = 3;

/// The first version whose `presence` says how many spectators follow the game, and which gets
/// a `presence` whenever that number changes (a spectator came or went).
pub const SPECTATORS_PROTOCOL_VERSION: u32 = 3;

/// The oldest version still spoken: a version 1 client (the desktop game's) gets exactly the
/// messages it always got.
pub const OLDEST_PROTOCOL_VERSION: u32 = 1;

/// The first version whose `state` and `moved` carry the board ([`BoardView`]), and whose
/// mover hears of its own move.
pub const BOARD_PROTOCOL_VERSION: u32 = 2;

/// Whether the server speaks `version`.
pub const fn speaks(version: u32) -> bool {
    version >= OLDEST_PROTOCOL_VERSION && version <= PROTOCOL_VERSION
}

/// The largest message the server reads, in bytes. A longer one gets `too_large`.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// The port `lasca serve` listens on by default, and the game's default server address.
pub const DEFAULT_PORT: u16 = 7464;

/// Which seat the creator of a game takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SeatChoice {
    /// White, who moves first.
    White,
    /// Black.
    Black,
    /// The server tosses a coin.
    Random,
}

/// A time control: every side starts with `initial_s` seconds and gains `increment_s` after each
/// of its moves. The lack of one (`null`) is an untimed game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    /// Seconds each side starts with: 1 to 10800 (three hours).
    pub initial_s: u32,
    /// Seconds added after each move: 0 to 600.
    pub increment_s: u32,
}

impl TimeControl {
    /// Minutes plus an increment in seconds, as a player chooses them.
    pub const fn minutes(minutes: u32, increment_s: u32) -> TimeControl {
        TimeControl {
            initial_s: minutes * 60,
            increment_s,
        }
    }

    /// Correspondence (version 5): `days` for each move, the mover's time set back to the
    /// whole after each move. Written as a control of `days` × 86,400 s without increment, a
    /// shape no other control has (they stop at three hours).
    pub const fn days(days: u32) -> TimeControl {
        TimeControl {
            initial_s: days * DAY_S,
            increment_s: 0,
        }
    }

    /// The days a move of a correspondence control, for one.
    pub const fn days_per_move(self) -> Option<u32> {
        if self.increment_s == 0 && self.initial_s >= DAY_S && self.initial_s.is_multiple_of(DAY_S)
        {
            Some(self.initial_s / DAY_S)
        } else {
            None
        }
    }

    /// Whether the server accepts it: 1 s to 3 h with an increment of at most 10 minutes, or
    /// one of the [`CORRESPONDENCE_DAYS`].
    pub fn is_valid(self) -> bool {
        if let Some(days) = self.days_per_move()
            && self.initial_s > 10_800
        {
            return CORRESPONDENCE_DAYS.contains(&days);
        }
        self.initial_s >= 1 && self.initial_s <= 10_800 && self.increment_s <= 600
    }
}

/// A day in seconds.
const DAY_S: u32 = 86_400;

/// The days a move of correspondence games (version 5).
pub const CORRESPONDENCE_DAYS: [u32; 6] = [1, 2, 3, 5, 7, 14];

/// Who plays the seat the creator leaves (protocol version 4): left out, a person who joins by
/// the code; `{"computer": LEVEL}`, the server's engine at a level of docs/LEVELS.md (1 to 8).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    /// The computer at this level, 1 (Recruit) to 8 (Marshal).
    Computer(u8),
}

/// The computer's seat in a game against it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ComputerView {
    /// The computer's colour.
    pub colour: Colour,
    /// Its level, 1 to 8.
    pub level: u8,
}

/// How a move compares with the engine's choice (`lasca_ai::review::MoveClass`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum MoveClassView {
    /// The engine's own move.
    Best,
    /// Loses less than 30 (centi-men).
    Good,
    /// Loses 30 to 99.
    Inaccuracy,
    /// Loses 100 to 249.
    Mistake,
    /// Loses 250 or more, or a won game.
    Blunder,
}

/// The engine's word on one move of a finished game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MoveAnalysis {
    /// How the move compares with the engine's choice.
    pub class: MoveClassView,
    /// What it cost its side against the engine's choice, in centi-men (a man is 100).
    pub loss: i32,
    /// The engine's move where the played one loses 100 or more.
    pub better: Option<String>,
    /// The engine's line from the position before the move, its move first.
    pub line: Vec<String>,
}

/// The computer analysis of a finished game: what `analysis` carries.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct AnalysisView {
    /// Every position's score from White's view, from the start to the end (one more than the
    /// moves), in centi-men, within ±1000 (ten men; a forced win is ±1000).
    pub scores: Vec<i32>,
    /// Each move's analysis, in order (the first is ply 1's).
    pub moves: Vec<MoveAnalysis>,
    /// The nodes the engine searched each position with, at most.
    pub nodes: u64,
}

/// Something one player asks of the other.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    /// End the game drawn.
    Draw,
    /// Take back the asker's last move (and the reply to it, if there was one).
    Takeback,
    /// Play again with colours swapped (only once the game is over).
    Rematch,
}

/// What a client sends.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: the protocol version the client speaks.
    Hello {
        /// Must be [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The client's name and version, for the server's log.
        #[serde(default)]
        client: String,
    },
    /// Open a new game and take a seat in it. The answer is `seat`, then `state`.
    Create {
        /// The creator's colour.
        colour: SeatChoice,
        /// The time control; `null` for none.
        #[serde(default)]
        clock: Option<TimeControl>,
        /// Whether the lobby lists it.
        #[serde(default)]
        public: bool,
        /// The game: `lasca7` (the default), `lasca8` or `bashni` (version 3). Left out for
        /// `lasca7`, so that a server before version 3 (which refuses unknown fields) still
        /// takes a Lasca 7x7 game's `create` from this client.
        #[serde(default, skip_serializing_if = "Variant::is_lasca7")]
        variant: Variant,
        /// A request id the client picks (0 to 4294967295), or none. The same `create` sent
        /// again with the same `rid` on the same connection (a double click), while its game is
        /// in memory, gets that game back (`seat` and `state` again) instead of a new one, and
        /// counts against no limit but the rate. Left out when there is none, so that a server
        /// that does not know it (it refuses unknown fields) still takes this client's `create`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rid: Option<u32>,
        /// Version 4: who takes the other seat; left out for a person who joins by the code.
        /// A game against the computer starts at once, is never public, and a take-back in it
        /// needs no consent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        opponent: Option<Opponent>,
    },
    /// Take the free seat of a game by its code. The answer is `seat`, then `state`.
    Join {
        /// The game's code.
        code: String,
    },
    /// Take one's seat again after a lost connection. The answer is `state`.
    Resume {
        /// The game's code.
        code: String,
        /// The seat's secret, from `seat`.
        token: String,
    },
    /// Follow a game as a spectator. The answer is `state`, then every change.
    Watch {
        /// The game's code.
        code: String,
    },
    /// Stop following a game (as a spectator; a seat is kept). Done, it is not answered; a
    /// code no game has gets `no_such_game`.
    Unwatch {
        /// The game's code.
        code: String,
    },
    /// List the public games waiting for an opponent. The answer is `lobby`.
    Lobby,
    /// Version 4: the computer analysis of a finished game. Stored already, the answer is
    /// `analysis` at once (for anyone, and it counts against nothing); otherwise the engine
    /// reviews the game (`analysis_progress` as it goes, then `analysis`, to everyone who
    /// asked or watches it) and stores the review with the game.
    Analyse {
        /// The game's code.
        code: String,
    },
    /// Version 4: every position of a game so far, for looking back at it (a client without
    /// a rules engine cannot replay the moves itself). The answer is `replay`.
    Replay {
        /// The game's code.
        code: String,
    },
    /// Play a move.
    Move {
        /// The game's code.
        code: String,
        /// The mover's seat secret.
        token: String,
        /// How many plies the game has before this move, so that a repeated send is refused.
        ply: u32,
        /// The move in the notation of RULES.md, e.g. `c3-d4` or `a3xc5xe7`.
        #[serde(rename = "move")]
        mv: String,
    },
    /// Give up the game (before an opponent joins: withdraw it).
    Resign {
        /// The game's code.
        code: String,
        /// The seat's secret.
        token: String,
    },
    /// Offer a draw, ask for a take-back or a rematch. The same offer from both sides is agreed.
    Offer {
        /// The game's code.
        code: String,
        /// The seat's secret.
        token: String,
        /// What is offered.
        kind: OfferKind,
    },
    /// Accept or decline the opponent's offer.
    Answer {
        /// The game's code.
        code: String,
        /// The seat's secret.
        token: String,
        /// Which offer.
        kind: OfferKind,
        /// Yes or no.
        accept: bool,
    },
    /// Version 5: post a seek in the lobby: a public game waiting for an opponent, with its
    /// terms. The answer is `seat` and `state`, as for `create`. A rated seek needs an account
    /// and a clock; only an account whose rating in the game's variant and speed lies within
    /// `range` (if given) may take it. The seek is withdrawn when its maker has been gone
    /// from it for a second or more (the sweep).
    Post {
        /// The maker's colour.
        colour: SeatChoice,
        /// The time control (a clock, or days a move); `null` for none (casual only).
        clock: Option<TimeControl>,
        /// The game.
        #[serde(default)]
        variant: Variant,
        /// Whether the result changes both players' ratings.
        #[serde(default)]
        rated: bool,
        /// The ratings accepted, lowest and highest (rated seeks).
        #[serde(default)]
        range: Option<[u32; 2]>,
    },
    /// Version 5: claim the game: the opponent has been gone (no connection holds its seat)
    /// for [`CLAIM_AFTER_S`] seconds or more, in a game on a clock of minutes. The game ends,
    /// the claimer winning (`abandoned`); a rated game is rated.
    Claim {
        /// The game's code.
        code: String,
        /// The claimer's seat secret (empty: the seat of the connection's player).
        token: String,
    },
    /// Version 5: the connection's player's unfinished games (its guest cookie's or its
    /// account's), those where it is to move first. The answer is `mine`.
    Mine,
    /// Version 5: wait in a pool of quick pairing (`VARIANT-MINUTES+INCREMENT`, e.g.
    /// `lasca7-5+3`) for an opponent: an account is paired with an account for a rated game,
    /// a guest with a guest for a casual one. The answer is `seeking`; once paired, `seeking`
    /// with no pool, then `seat` and `state`. A new seek replaces the connection's last; the
    /// seek is withdrawn when the connection closes.
    Seek {
        /// The pool.
        pool: String,
    },
    /// Version 5: leave the pool. The answer is `seeking` with no pool.
    Unseek,
    /// Asks for a `pong`.
    Ping {
        /// Echoed back.
        #[serde(default)]
        id: u64,
    },
}

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// One seat is free.
    Waiting,
    /// Both seats are taken and the game is on.
    Playing,
    /// The game is over.
    Ended,
}

impl Status {
    /// The name the store keeps.
    pub const fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Playing => "playing",
            Status::Ended => "ended",
        }
    }

    /// Reads [`Status::as_str`] back.
    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "waiting" => Some(Status::Waiting),
            "playing" => Some(Status::Playing),
            "ended" => Some(Status::Ended),
            _ => None,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The loser, to move, commanded no column.
    NoColumns,
    /// The loser, to move, had columns but no legal move.
    Blocked,
    /// The same position for the third time (the house rule).
    Repetition,
    /// The loser's time ran out.
    Time,
    /// The loser resigned.
    Resignation,
    /// Both players agreed a draw.
    Agreement,
    /// Withdrawn without a result: its creator withdrew it before anyone joined, nobody
    /// joined in time, or nobody moved in an untimed game for a long time (docs/ONLINE.md).
    Withdrawn,
    /// The game reached the online ply cap (1,000 plies): a draw.
    PlyLimit,
    /// Version 5: the loser left the game, and the winner claimed it after the loser had been
    /// gone [`CLAIM_AFTER_S`] seconds (`claim`). A client before version 5 hears
    /// `resignation` instead.
    Abandoned,
}

/// How long a player must have been gone before the opponent may claim the game (`claim`):
/// games on a clock of minutes; a correspondence game waits for its flag.
pub const CLAIM_AFTER_S: u64 = 60;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GameResult {
    /// The winner; `null` for a draw or a withdrawn game.
    pub winner: Option<Colour>,
    /// Why.
    pub reason: EndReason,
}

impl GameResult {
    /// A sentence for a player.
    pub fn explain(self) -> String {
        let side = |colour: Colour| match colour {
            Colour::White => "White",
            Colour::Black => "Black",
        };
        match (self.winner, self.reason) {
            (Some(winner), EndReason::NoColumns) => format!(
                "{} wins: every {} man is a prisoner",
                side(winner),
                side(winner.opponent())
            ),
            (Some(winner), EndReason::Blocked) => format!(
                "{} wins: {} has no legal move",
                side(winner),
                side(winner.opponent())
            ),
            (Some(winner), EndReason::Time) => format!(
                "{} wins on time: {}'s clock ran out",
                side(winner),
                side(winner.opponent())
            ),
            (Some(winner), EndReason::Resignation) => {
                format!(
                    "{} wins: {} resigned",
                    side(winner),
                    side(winner.opponent())
                )
            }
            (_, EndReason::Repetition) => "Draw: the same position occurred three times".into(),
            (_, EndReason::Agreement) => "Draw by agreement".into(),
            (_, EndReason::Withdrawn) => "The game was withdrawn".into(),
            (_, EndReason::PlyLimit) => "Draw: the game reached the 1,000-ply limit".into(),
            (Some(winner), EndReason::Abandoned) => format!(
                "{} wins: {} left the game",
                side(winner),
                side(winner.opponent())
            ),
            (None, reason) => format!("Game over ({reason:?})"),
        }
    }
}

/// The clocks as the server last set them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Clocks {
    /// White's time left, in milliseconds, when the message was sent.
    pub white_ms: u64,
    /// Black's time left.
    pub black_ms: u64,
    /// Whose clock is running now; `null` when none is.
    pub running: Option<Colour>,
}

impl Clocks {
    /// The time left of one side.
    pub const fn of(&self, colour: Colour) -> u64 {
        match colour {
            Colour::White => self.white_ms,
            Colour::Black => self.black_ms,
        }
    }
}

/// One seat, as everyone may see it (never its secret).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SeatView {
    /// Someone holds it.
    pub taken: bool,
    /// Its player is connected now.
    pub online: bool,
}

/// A pending offer.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct OfferView {
    /// What is offered.
    pub kind: OfferKind,
    /// By whom.
    pub by: Colour,
}

/// Everything about a game that anyone may see.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GameView {
    /// Its code.
    pub code: String,
    /// Where it stands.
    pub status: Status,
    /// The moves so far, in notation.
    pub moves: Vec<String>,
    /// Its time control; `null` for untimed.
    pub time_control: Option<TimeControl>,
    /// The clocks, for a timed game.
    pub clocks: Option<Clocks>,
    /// How it ended.
    pub result: Option<GameResult>,
    /// White's seat.
    pub white: SeatView,
    /// Black's seat.
    pub black: SeatView,
    /// Offers waiting for an answer.
    pub offers: Vec<OfferView>,
    /// Whether the lobby lists it.
    pub public: bool,
    /// The code of the rematch, once agreed.
    pub rematch: Option<String>,
    /// How many spectators follow it.
    pub spectators: u32,
    /// Version 3: the game, when it is not Lasca 7x7 (left out for Lasca 7x7).
    #[serde(default, skip_serializing_if = "Variant::is_lasca7")]
    pub variant: Variant,
    /// Version 2: the board and the legal moves, for a client without a rules engine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<BoardView>,
    /// Version 4: the computer's seat, in a game against it (left out otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<ComputerView>,
    /// Version 4: whether the game's analysis is stored (`analyse` gets it at once); left out
    /// when it is not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub analysed: bool,
    /// Version 5: who plays, by name, with ratings; left out when nobody is known (a game
    /// of clients that said nothing of themselves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Box<PlayersView>>,
}

/// The players of a game, as everyone may see them (protocol version 5).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayersView {
    /// White's player, once known.
    pub white: Option<PlayerView>,
    /// Black's player.
    pub black: Option<PlayerView>,
    /// Whether the result changes the players' ratings.
    pub rated: bool,
}

/// One player: a name everyone sees (never an id or a secret).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayerView {
    /// The name: an account's, or a guest's (`Guest-4821`).
    pub name: String,
    /// Whether it is an account (its page is `/@/NAME`).
    pub account: bool,
    /// The rating for this game's variant and speed when it began (accounts).
    pub rating: Option<i32>,
    /// Whether that rating is provisional (deviation 110 or more: shown with `?`).
    pub provisional: bool,
    /// What the result changed it by, once a rated game is over.
    pub change: Option<i32>,
}

/// What a thin client (the browser's) needs to show a game and offer its moves without a rules
/// engine of its own (protocol version 2). The server still checks every move.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct BoardView {
    /// The position after the moves, as docs/RULES.md writes positions (`w a1:w c1:bw ...`).
    pub position: String,
    /// Every legal move of the side to move, sorted, in notation: a capture with its whole
    /// path (`a3xc5xe7`). Empty unless the game is being played.
    pub legal: Vec<String>,
}

/// A game in the lobby.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LobbyEntry {
    /// Its code.
    pub code: String,
    /// The colour the joiner gets.
    pub free: Colour,
    /// Its time control.
    pub time_control: Option<TimeControl>,
    /// Seconds since it was created.
    pub age_s: u64,
    /// The game, when it is not Lasca 7x7 (version 3; left out for Lasca 7x7).
    #[serde(default, skip_serializing_if = "Variant::is_lasca7")]
    pub variant: Variant,
    /// Version 5: who waits, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerView>,
    /// Version 5: a rated seek (left out when casual).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// Version 5: the ratings the seek accepts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<[u32; 2]>,
}

/// A game being played, in the lobby (version 5): paired games and public ones.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayingEntry {
    /// Its code.
    pub code: String,
    /// The game.
    pub variant: Variant,
    /// Its time control.
    pub time_control: Option<TimeControl>,
    /// Its players.
    pub players: PlayersView,
    /// Moves played so far.
    pub plies: u32,
    /// Spectators now.
    pub spectators: u32,
}

/// One of a player's unfinished games (`mine`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MyGame {
    /// Its code.
    pub code: String,
    /// The player's colour in it.
    pub colour: Colour,
    /// Whether the player is to move.
    pub your_turn: bool,
    /// The opponent's name, once someone sits there.
    pub opponent: Option<String>,
    /// Its time control.
    pub time_control: Option<TimeControl>,
    /// The game.
    pub variant: Variant,
    /// Moves played so far.
    pub plies: u32,
}

/// Why a request was refused. The connection stays open after every one of them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Not JSON, or not a message of this protocol: an array or a scalar, an unknown type or
    /// field, a field of the wrong type or given twice, a binary frame, a second `hello`
    /// (see [`ClientMessage::from_json`]).
    BadMessage,
    /// Longer than [`MAX_MESSAGE_BYTES`].
    TooLarge,
    /// Too many messages a second; this one was dropped.
    RateLimited,
    /// The first message must be `hello` (before it, every other message gets this, `ping`
    /// too).
    HelloFirst,
    /// The client speaks another protocol version.
    UnsupportedProtocol,
    /// No game has this code.
    NoSuchGame,
    /// The token does not hold a seat in this game.
    NotYourSeat,
    /// Both seats are taken.
    GameFull,
    /// The game has not started, or has ended.
    NotPlaying,
    /// It is the other side's move.
    NotYourTurn,
    /// The `ply` is not the game's ply: the move was sent twice or is out of date. Checked
    /// before the turn, so a move sent twice gets this, not [`ErrorKind::NotYourTurn`].
    StalePly,
    /// The move is not legal (or not notation).
    IllegalMove,
    /// There is no such offer to answer, or it cannot be made now.
    NoOffer,
    /// The client holds too many unfinished games.
    TooManyGames,
    /// A value out of range (a time control, a code).
    BadValue,
    /// The server could not store the change; nothing was changed.
    ServerError,
    /// The client's address has too many connections open; this one is closed.
    TooManyConnections,
    /// The connection (or its address) watches too many games.
    TooManyWatched,
    /// Too many unknown codes came from the client's address: it must wait before asking for
    /// a game it does not follow already.
    SlowDown,
    /// The game has as many spectators as it takes.
    TooManyWatchers,
    /// The server takes no new game now (its disk is nearly full); games in progress go on.
    ServerFull,
    /// Version 4: the engine's queue is full; ask again in a moment.
    Busy,
    /// Version 4: the client's address created as many games against the computer this hour
    /// as it may.
    TooManyComputerGames,
    /// Version 4: the client's address has an analysis running already, or has had as many
    /// today as it may.
    TooManyAnalyses,
    /// Version 4: only a finished game is analysed.
    NotFinished,
}

/// What the server sends.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The greeting on connect.
    Welcome {
        /// The protocol version the server speaks.
        protocol: u32,
        /// The server's name and version.
        server: String,
    },
    /// A seat is yours: keep the token secret, it is the only proof.
    Seat {
        /// The game's code, to send to a friend.
        code: String,
        /// Your colour.
        colour: Colour,
        /// Your secret.
        token: String,
    },
    /// The whole game (after create, join, resume, watch and a take-back).
    State {
        /// The game.
        game: GameView,
    },
    /// A move was played (and stored).
    Moved {
        /// The game's code.
        code: String,
        /// How many plies the game had before it.
        ply: u32,
        /// The move.
        #[serde(rename = "move")]
        mv: String,
        /// The clocks after it.
        clocks: Option<Clocks>,
        /// Version 2: the board after it, with the next legal moves.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        board: Option<BoardView>,
    },
    /// The opponent joined, left or came back; for version 3, also a spectator came or went.
    Presence {
        /// The game's code.
        code: String,
        /// White's seat.
        white: SeatView,
        /// Black's seat.
        black: SeatView,
        /// Version 3: how many spectators follow the game now (left out for versions 1 and 2,
        /// which get exactly the `presence` they always got).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spectators: Option<u32>,
    },
    /// An offer was made.
    Offered {
        /// The game's code.
        code: String,
        /// What.
        kind: OfferKind,
        /// By whom.
        by: Colour,
    },
    /// An offer was declined (or withdrawn by a move).
    Declined {
        /// The game's code.
        code: String,
        /// What.
        kind: OfferKind,
        /// Who declined.
        by: Colour,
    },
    /// The game is over.
    Ended {
        /// The game's code.
        code: String,
        /// How.
        result: GameResult,
        /// The clocks at the end.
        clocks: Option<Clocks>,
    },
    /// The public games waiting for an opponent, newest first.
    Lobby {
        /// The games.
        games: Vec<LobbyEntry>,
        /// Version 5: games being played now, to watch (left out when there are none, and
        /// for earlier versions).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        playing: Vec<PlayingEntry>,
    },
    /// A request was refused; nothing changed.
    Error {
        /// Why, for programs.
        kind: ErrorKind,
        /// Why, for people.
        message: String,
    },
    /// Version 5: the answer to `mine`: the player's unfinished games, its turn first, then
    /// the newest.
    Mine {
        /// The games.
        games: Vec<MyGame>,
    },
    /// Version 5: where the connection's seek stands: waiting in `pool`, or (no pool) not
    /// waiting any more: paired (a `seat` follows) or withdrawn.
    Seeking {
        /// The pool it waits in.
        pool: Option<String>,
        /// Whether the game it waits for is rated.
        rated: bool,
    },
    /// The answer to `ping`.
    Pong {
        /// The ping's id.
        id: u64,
    },
    /// Version 4: how far the engine is with a game's analysis.
    AnalysisProgress {
        /// The game's code.
        code: String,
        /// Positions searched.
        done: u32,
        /// Positions to search (one more than the moves).
        total: u32,
    },
    /// Version 4: a game's positions, the answer to `replay`.
    Replay {
        /// The game's code.
        code: String,
        /// The position before each move and after the last, as docs/RULES.md writes
        /// positions: `positions[i]` is the board after `i` plies (one more than the moves).
        positions: Vec<String>,
    },
    /// Version 4: a finished game's analysis.
    Analysis {
        /// The game's code.
        code: String,
        /// The analysis.
        analysis: AnalysisView,
    },
}

impl ServerMessage {
    /// The message as a client before version 5 reads it, when it differs (a game
    /// `abandoned` reads as `resignation`), else `None`.
    pub fn before_players(&self) -> Option<ServerMessage> {
        let old = |result: &mut Option<GameResult>| {
            if let Some(result) = result
                && result.reason == EndReason::Abandoned
            {
                result.reason = EndReason::Resignation;
                return true;
            }
            false
        };
        let mut copy = self.clone();
        let changed = match &mut copy {
            ServerMessage::Ended { result, .. } => {
                let mut wrapped = Some(*result);
                let changed = old(&mut wrapped);
                if let Some(back) = wrapped {
                    *result = back;
                }
                changed
            }
            ServerMessage::State { game } => old(&mut game.result),
            _ => false,
        };
        changed.then_some(copy)
    }

    /// An error message.
    pub fn error(kind: ErrorKind, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            kind,
            message: message.into(),
        }
    }

    /// The message as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("server messages always serialise")
    }
}

impl ClientMessage {
    /// The message as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("client messages always serialise")
    }
}

/// Why a text frame is not a message of this protocol (the server answers `bad_message`).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{0}")]
pub struct DecodeError(String);

impl ClientMessage {
    /// Decodes one text frame strictly: only a JSON object whose `type` is a message of this
    /// protocol and whose fields are exactly that message's fields, each of its type, is a
    /// message. Anything else is refused, before the hub sees it:
    /// - an array or a scalar (serde's derive would read an array by position);
    /// - a field the message does not have, also on a message without fields
    ///   (`{"type":"lobby","x":1}`: serde's `deny_unknown_fields` does not see those);
    /// - a field of the wrong JSON type, also one serde would accept (`"clock":[60,0]`, read
    ///   by position);
    /// - a field given twice.
    ///
    /// Fields with a default (`hello`'s `client`, `create`'s `clock`, `public`, `variant`,
    /// `rid` and `opponent`, `ping`'s `id`) may be left out.
    pub fn from_json(text: &str) -> Result<ClientMessage, DecodeError> {
        // One JSON object, nothing else: a text that decodes and starts with `{` is one.
        if !text.trim_start().starts_with('{') {
            return Err(DecodeError("a message is one JSON object".into()));
        }
        // The typed decoding refuses unknown fields on messages with fields, fields given
        // twice, and scalars of the wrong type.
        let message: ClientMessage =
            serde_json::from_str(text).map_err(|error| DecodeError(error.to_string()))?;
        // `move`, the one frequent message, has only strings and an integer, which serde reads
        // exactly: it is done. Every other one may hide what serde reads loosely (a field on
        // `lobby`, a `clock` as an array, an enum as `{"draw":null}`), so every field given
        // must be exactly what the decoded message writes back.
        if matches!(message, ClientMessage::Move { .. }) {
            return Ok(message);
        }
        let object: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(text).map_err(|error| DecodeError(error.to_string()))?;
        let canonical = match serde_json::to_value(&message) {
            Ok(serde_json::Value::Object(canonical)) => canonical,
            _ => return Err(DecodeError("not a message".into())),
        };
        for (key, value) in &object {
            match canonical.get(key) {
                // `create`'s `variant` is written only when it is not Lasca 7x7, its default;
                // given, `"lasca7"` is as good as left out.
                None if key == "variant"
                    && value == "lasca7"
                    && matches!(message, ClientMessage::Create { .. }) => {}
                None => {
                    return Err(DecodeError(format!(
                        "unknown field {key:?} for this message type"
                    )));
                }
                Some(expected) if expected != value => {
                    return Err(DecodeError(format!(
                        "field {key:?} has the wrong type or shape"
                    )));
                }
                Some(_) => {}
            }
        }
        Ok(message)
    }

    /// The game code the request names, if it names one (every request but `hello`,
    /// `create`, `lobby` and `ping`).
    pub fn code(&self) -> Option<&str> {
        match self {
            ClientMessage::Join { code }
            | ClientMessage::Resume { code, .. }
            | ClientMessage::Watch { code }
            | ClientMessage::Unwatch { code }
            | ClientMessage::Move { code, .. }
            | ClientMessage::Resign { code, .. }
            | ClientMessage::Offer { code, .. }
            | ClientMessage::Answer { code, .. }
            | ClientMessage::Analyse { code }
            | ClientMessage::Claim { code, .. }
            | ClientMessage::Replay { code } => Some(code),
            ClientMessage::Hello { .. }
            | ClientMessage::Create { .. }
            | ClientMessage::Lobby
            | ClientMessage::Seek { .. }
            | ClientMessage::Unseek
            | ClientMessage::Mine
            | ClientMessage::Post { .. }
            | ClientMessage::Ping { .. } => None,
        }
    }

    /// [`ClientMessage::code`], to change.
    pub fn code_mut(&mut self) -> Option<&mut String> {
        match self {
            ClientMessage::Join { code }
            | ClientMessage::Resume { code, .. }
            | ClientMessage::Watch { code }
            | ClientMessage::Unwatch { code }
            | ClientMessage::Move { code, .. }
            | ClientMessage::Resign { code, .. }
            | ClientMessage::Offer { code, .. }
            | ClientMessage::Answer { code, .. }
            | ClientMessage::Analyse { code }
            | ClientMessage::Claim { code, .. }
            | ClientMessage::Replay { code } => Some(code),
            ClientMessage::Hello { .. }
            | ClientMessage::Create { .. }
            | ClientMessage::Lobby
            | ClientMessage::Seek { .. }
            | ClientMessage::Unseek
            | ClientMessage::Mine
            | ClientMessage::Post { .. }
            | ClientMessage::Ping { .. } => None,
        }
    }
}

/// Whether `code` looks like a game code (so that junk never reaches the store): [`CODE_LEN`]
/// letters of [`CODE_ALPHABET`], or [`LEGACY_CODE_LEN`] for the games of earlier versions.
pub fn valid_code(code: &str) -> bool {
    (code.len() == CODE_LEN || code.len() == LEGACY_CODE_LEN)
        && code.bytes().all(|b| CODE_ALPHABET.contains(&b))
}

/// The letters of a game code: no 0/O, 1/I/L, so a code read aloud is not misheard.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// The length of a new game code: 9 letters of 31 are 31^9 ≈ 2.6 × 10^13 codes, log2(31) × 9
/// ≈ 44.6 bits, each letter drawn uniformly (see [`CODE_BITS`]). A person reads it aloud in
/// three groups of three.
pub const CODE_LEN: usize = 9;

/// The length of the codes of games created before codes had [`CODE_LEN`] letters (about 30
/// bits); such games are still found by their code.
pub const LEGACY_CODE_LEN: usize = 6;

/// How many bits of chance a new code holds, rounded down: `floor(CODE_LEN × log2(31))`.
pub const CODE_BITS: u32 = 44;

/// Normalises a code a person typed: upper-cases ASCII letters, drops whitespace and dashes.
/// The server does it for every request that names a game, so `abc-def 234` finds
/// `ABCDEF234`. Anything else is kept as it is, so that junk stays junk.
pub fn normalise_code(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip() {
        let message = ClientMessage::Move {
            code: "ABC234".into(),
            token: "t".into(),
            ply: 3,
            mv: "c3-d4".into(),
        };
        let text = message.to_json();
        assert_eq!(
            text,
            r#"{"type":"move","code":"ABC234","token":"t","ply":3,"move":"c3-d4"}"#
        );
        assert_eq!(
            serde_json::from_str::<ClientMessage>(&text).unwrap(),
            message
        );
        let lobby: ClientMessage = serde_json::from_str(r#"{"type":"lobby"}"#).unwrap();
        assert_eq!(lobby, ClientMessage::Lobby);
    }

    #[test]
    fn unknown_fields_and_types_are_refused() {
        let extra = r#"{"type":"join","code":"ABC234","x":1}"#;
        assert!(serde_json::from_str::<ClientMessage>(extra).is_err());
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"explode"}"#).is_err());
        assert!(serde_json::from_str::<ClientMessage>("[]").is_err());
    }

    #[test]
    fn codes() {
        assert!(valid_code("ABC234"));
        assert!(valid_code("ABC234XYZ"));
        assert!(!valid_code("ABC23O"));
        assert!(!valid_code("abc234"));
        assert!(!valid_code("ABC2345"));
        assert!(!valid_code("ABC2345678"));
        assert_eq!(normalise_code(" abc-234 "), "ABC234");
        assert_eq!(normalise_code("abc-def 234"), "ABCDEF234");
        assert_eq!(normalise_code("ab\tc-\n-d"), "ABCD");
        // Only ASCII is upper-cased: "ß" does not become "SS".
        assert_eq!(normalise_code("ßß"), "ßß");
    }

    #[test]
    fn a_code_holds_at_least_40_bits() {
        let bits = CODE_LEN as f64 * (CODE_ALPHABET.len() as f64).log2();
        assert!(bits >= 40.0, "{bits}");
        assert_eq!(CODE_BITS, bits.floor() as u32);
        // Every letter distinct, none of them ambiguous.
        let mut letters = CODE_ALPHABET.to_vec();
        letters.sort_unstable();
        letters.dedup();
        assert_eq!(letters.len(), 31);
        for ambiguous in b"01ILO" {
            assert!(!CODE_ALPHABET.contains(ambiguous));
        }
    }
}

/// The browser client's message types, generated from this file (`web/src/protocol.gen.ts`),
/// so that a field added here cannot be forgotten there: the test fails until the committed
/// file is the fresh one. `LASCA_BLESS=1 cargo test -p lasca-online --lib typescript` writes
/// it.
#[cfg(test)]
mod typescript {
    use ts_rs::{Config, TS};

    use super::*;

    /// Every declaration, in a stable order.
    fn generated() -> String {
        // Times and clocks are far below 2^53: plain numbers.
        let cfg = Config::new().with_large_int("number");
        let declarations = [
            Colour::decl(&cfg),
            Variant::decl(&cfg),
            SeatChoice::decl(&cfg),
            TimeControl::decl(&cfg),
            OfferKind::decl(&cfg),
            Opponent::decl(&cfg),
            ComputerView::decl(&cfg),
            MoveClassView::decl(&cfg),
            MoveAnalysis::decl(&cfg),
            AnalysisView::decl(&cfg),
            Status::decl(&cfg),
            EndReason::decl(&cfg),
            GameResult::decl(&cfg),
            Clocks::decl(&cfg),
            SeatView::decl(&cfg),
            OfferView::decl(&cfg),
            BoardView::decl(&cfg),
            PlayerView::decl(&cfg),
            MyGame::decl(&cfg),
            PlayingEntry::decl(&cfg),
            PlayersView::decl(&cfg),
            GameView::decl(&cfg),
            LobbyEntry::decl(&cfg),
            ErrorKind::decl(&cfg),
            ClientMessage::decl(&cfg),
            ServerMessage::decl(&cfg),
        ];
        let mut text = String::from(
            "// The wire protocol's messages, generated from crates/online/src/protocol.rs by the\n\
             // test `protocol::typescript` of lasca-online. Do not edit: change protocol.rs, then\n\
             // run `LASCA_BLESS=1 cargo test -p lasca-online --lib typescript`.\n",
        );
        for declaration in declarations {
            text.push('\n');
            text.push_str("export ");
            text.push_str(declaration.trim());
            text.push('\n');
        }
        text
    }

    #[test]
    fn the_browser_client_s_types_are_generated_from_this_file() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web/src/protocol.gen.ts");
        let fresh = generated();
        if std::env::var_os("LASCA_BLESS").is_some() {
            std::fs::write(&path, &fresh).expect("protocol.gen.ts is written");
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == fresh,
            "web/src/protocol.gen.ts is not the fresh generation of protocol.rs: run \
             `LASCA_BLESS=1 cargo test -p lasca-online --lib typescript`, then rebuild the client \
             (`npm run build` in crates/online/web)"
        );
    }
}
