//! Where the server keeps its games: a small trait, SQLite behind it (the embedded default),
//! and PostgreSQL ([`postgres::PgStore`], a database several instances may share).
//!
//! The hub writes through [`Store`] inside one transaction per batch of requests and commits it
//! before any reply leaves, so a move a client has seen is a move on disk. Both stores pass
//! one conformance suite (`store/conformance.rs`).

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, params};

use crate::accounts::Player;
use crate::protocol::{ComputerView, GameResult, Status, TimeControl};
use lasca_rules::{Colour, Variant};

#[cfg(test)]
mod conformance;
pub mod postgres;

/// A store's failure. The hub answers the request with `server_error` and changes nothing.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database refused, or could not be reached (SQLite's or PostgreSQL's own error).
    #[error("database: {0}")]
    Database(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// This server no longer holds the game's lease (another instance took it over, after
    /// this one was paused or cut off): nothing of the batch was written.
    #[error("game {code}: its lease is held elsewhere now")]
    Fenced {
        /// The game.
        code: String,
    },
    /// A stored row does not make sense (written by another program, or damaged).
    #[error("stored game {code}: {what}")]
    Corrupt {
        /// The game.
        code: String,
        /// What is wrong.
        what: String,
    },
}

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> StoreError {
        StoreError::Database(Box::new(error))
    }
}

/// The clocks as stored: each side's time left when the running clock last started, and when.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ClockState {
    /// White's time left at `turn_started_ms`.
    pub white_ms: u64,
    /// Black's time left at `turn_started_ms`.
    pub black_ms: u64,
    /// When the side to move began thinking, in milliseconds since the Unix epoch.
    pub turn_started_ms: u64,
}

/// A game as the store keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredGame {
    /// Its code.
    pub code: String,
    /// When it was created (ms since the epoch).
    pub created_ms: u64,
    /// Listed in the lobby.
    pub public: bool,
    /// Its time control.
    pub time_control: Option<TimeControl>,
    /// The [`token_hash`] of White's seat secret, once taken (never the secret itself).
    pub white_hash: Option<String>,
    /// The [`token_hash`] of Black's seat secret, once taken.
    pub black_hash: Option<String>,
    /// Where it stands.
    pub status: Status,
    /// How it ended.
    pub result: Option<GameResult>,
    /// The clocks (zero for an untimed game).
    pub clock: ClockState,
    /// The code of its rematch.
    pub rematch: Option<String>,
    /// How many moves the game had when `clock` was written here. A move stores the clocks
    /// after it in its own row, so a move writes one row, not two; the newer clocks win.
    pub plies: u32,
    /// The moves, in notation.
    pub moves: Vec<String>,
    /// The game played (Lasca 7x7 for a game stored before games had variants).
    pub variant: Variant,
    /// The computer's seat, in a game against it.
    pub computer: Option<ComputerView>,
    /// Whether its analysis is stored ([`Store::load_analysis`]); written only by
    /// [`Store::store_analysis`], never by `insert_game` or `update_game`.
    pub analysed: bool,
    /// Who sits in each seat (guests and accounts; nobody for a seat taken by a client that
    /// said nothing of itself), and whether the game is rated.
    pub players: Players,
}

/// The players of a game, as stored (JSON in `games.players`; their ids also in `white_id`
/// and `black_id`, for a player's games).
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Players {
    /// White's player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<Player>,
    /// Black's player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<Player>,
    /// Whether the result changes the players' ratings (two accounts, a rated pairing).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
}

impl Players {
    /// The player of one colour.
    pub const fn of(&self, colour: Colour) -> Option<&Player> {
        match colour {
            Colour::White => self.white.as_ref(),
            Colour::Black => self.black.as_ref(),
        }
    }

    /// The player of one colour, to change.
    pub const fn of_mut(&mut self, colour: Colour) -> &mut Option<Player> {
        match colour {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
        }
    }

    /// As stored: `None` when nobody is known.
    fn to_text(&self) -> Option<String> {
        (*self != Players::default())
            .then(|| serde_json::to_string(self).expect("players serialise"))
    }

    /// From its stored text (`None`: nobody); `None` when it does not read.
    fn parse(text: Option<String>) -> Option<Players> {
        match text {
            Some(text) => serde_json::from_str(&text).ok(),
            None => Some(Players::default()),
        }
    }

    fn id(&self, colour: Colour) -> Option<&str> {
        self.of(colour).map(|player| player.id.as_str())
    }

    /// As everyone may see them; `None` when nobody is known.
    pub fn view(&self) -> Option<crate::protocol::PlayersView> {
        (self.white.is_some() || self.black.is_some()).then(|| crate::protocol::PlayersView {
            white: self.white.as_ref().map(Player::view),
            black: self.black.as_ref().map(Player::view),
            rated: self.rated,
        })
    }
}

/// An account as stored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AccountRow {
    /// Its number.
    pub id: i64,
    /// Its name, as its owner wrote it.
    pub name: String,
    /// The Argon2id hash of its password (PHC string form).
    pub password_hash: String,
    /// When it was made (ms since the epoch).
    pub created_ms: u64,
}

/// How an account is looked up.
#[derive(Clone, Copy, Debug)]
pub enum AccountKey<'a> {
    /// By its name, in any case.
    Name(&'a str),
    /// By its number.
    Id(i64),
    /// By the [`token_hash`] of one of its sessions' ids.
    Session(&'a str),
}

/// Which sessions [`Store::end_sessions`] ends.
#[derive(Clone, Copy, Debug)]
pub enum Sessions<'a> {
    /// The one with this [`token_hash`] (log out).
    One(&'a str),
    /// Every session of the account (log out everywhere).
    AllOf(i64),
}

/// One rating of an account: a variant at a speed (`lasca7_blitz`).
#[derive(Clone, PartialEq, Debug)]
pub struct RatingRow {
    /// The variant and speed, `VARIANT_SPEED`.
    pub perf: String,
    /// The Glicko-2 rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
    /// Of them won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
    /// When the last one ended (ms since the epoch).
    pub last_ms: u64,
}

/// A rating after one game, for a player's chart.
#[derive(Clone, PartialEq, Debug)]
pub struct HistoryRow {
    /// The variant and speed.
    pub perf: String,
    /// When the game ended.
    pub at_ms: u64,
    /// The rating after it.
    pub rating: f64,
    /// The game.
    pub code: String,
}

/// What the server needs from storage. Every method runs inside the batch the hub opened with
/// [`Store::begin`]; `mark` / `release` / `undo_to_mark` bracket one request so that a failed
/// request leaves the rest of the batch alone.
pub trait Store: Send {
    /// Opens a batch.
    fn begin(&mut self) -> Result<(), StoreError>;
    /// Makes the batch durable.
    fn commit(&mut self) -> Result<(), StoreError>;
    /// Starts one request's changes.
    fn mark(&mut self) -> Result<(), StoreError>;
    /// Keeps them.
    fn release(&mut self) -> Result<(), StoreError>;
    /// Drops them.
    fn undo_to_mark(&mut self) -> Result<(), StoreError>;
    /// Adds a new game (with its moves, for a game that starts with some).
    fn insert_game(&mut self, game: &StoredGame) -> Result<(), StoreError>;
    /// Rewrites every field of a game but its moves.
    fn update_game(&mut self, game: &StoredGame) -> Result<(), StoreError>;
    /// Appends the move played at `ply` (0 is the first move) and the clocks after it.
    fn push_move(
        &mut self,
        code: &str,
        ply: u32,
        mv: &str,
        clock: ClockState,
    ) -> Result<(), StoreError>;
    /// Keeps only the first `plies` moves (a take-back).
    fn truncate_moves(&mut self, code: &str, plies: u32) -> Result<(), StoreError>;
    /// Keeps a finished game's analysis (JSON of an [`AnalysisView`](crate::protocol::AnalysisView)).
    fn store_analysis(&mut self, code: &str, analysis: &str) -> Result<(), StoreError>;
    /// A game's stored analysis, if it has one.
    fn load_analysis(&mut self, code: &str) -> Result<Option<String>, StoreError>;
    /// One game, any status.
    fn load_game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError>;
    /// Every game waiting or playing; a game whose row or moves do not read is its own
    /// error ([`StoreError::Corrupt`]), so that one damaged game never keeps the others out.
    fn unfinished_games(&mut self) -> Result<Vec<Result<StoredGame, StoreError>>, StoreError>;
    /// Whether a game has a code of [`LEGACY_CODE_LEN`](crate::protocol::LEGACY_CODE_LEN)
    /// letters (from before codes had 9): only then are such codes looked up.
    fn has_legacy_codes(&mut self) -> Result<bool, StoreError>;
    /// Whether a code is taken.
    fn code_exists(&mut self, code: &str) -> Result<bool, StoreError>;
    /// Records that the server was alive at `now_ms`.
    fn set_heartbeat(&mut self, now_ms: u64) -> Result<(), StoreError>;
    /// The last heartbeat, if any.
    fn heartbeat(&mut self) -> Result<Option<u64>, StoreError>;

    // Accounts, sessions and ratings (accounts.rs). Ratings change in the batch that stores
    // the game's result, so one never is without the other. Both stores keep them; the
    // defaults are for stores of tests, which keep none.

    /// Adds an account; `None` when the name is taken, in any case.
    fn create_account(
        &mut self,
        _name: &str,
        _password_hash: &str,
        _now_ms: u64,
    ) -> Result<Option<i64>, StoreError> {
        Err(no_accounts())
    }
    /// One account.
    fn account(&mut self, _key: AccountKey<'_>) -> Result<Option<AccountRow>, StoreError> {
        Err(no_accounts())
    }
    /// Replaces an account's password hash.
    fn set_password(&mut self, _id: i64, _password_hash: &str) -> Result<(), StoreError> {
        Err(no_accounts())
    }
    /// Adds a session of the account: the [`token_hash`] of its id.
    fn add_session(&mut self, _hash: &str, _account: i64, _now_ms: u64) -> Result<(), StoreError> {
        Err(no_accounts())
    }
    /// Ends sessions; says how many there were.
    fn end_sessions(&mut self, _which: Sessions<'_>) -> Result<u64, StoreError> {
        Err(no_accounts())
    }
    /// Every rating of the account.
    fn ratings(&mut self, _account: i64) -> Result<Vec<RatingRow>, StoreError> {
        Err(no_accounts())
    }
    /// Writes one rating of the account, after the game `code`, and notes it in its history.
    fn put_rating(
        &mut self,
        _account: i64,
        _rating: &RatingRow,
        _code: &str,
    ) -> Result<(), StoreError> {
        Err(no_accounts())
    }
    /// The account's ratings after each of its rated games, oldest first.
    fn rating_history(&mut self, _account: i64) -> Result<Vec<HistoryRow>, StoreError> {
        Err(no_accounts())
    }
    /// A player's games (by [`Player::id`]), newest first, without their moves.
    fn games_of(&mut self, _player: &str, _limit: usize) -> Result<Vec<StoredGame>, StoreError> {
        Err(no_accounts())
    }
    /// Deletes an account and its personal data: sessions, ratings, history; its games stay,
    /// its name in them replaced by `deleted`. Says whether there was one.
    fn delete_account(&mut self, _id: i64) -> Result<bool, StoreError> {
        Err(no_accounts())
    }
    /// The best ratings of one variant and speed whose deviation is below `max_deviation`,
    /// highest first, at most `limit`: (the account's name, its rating).
    fn leaderboard(
        &mut self,
        _perf: &str,
        _max_deviation: f64,
        _limit: usize,
    ) -> Result<Vec<(String, RatingRow)>, StoreError> {
        Err(no_accounts())
    }
    /// A secret of the site (the cookies' key), made by `make` the first time it is asked
    /// for, then the same for every instance on the database.
    fn secret(&mut self, _name: &str, make: &dyn Fn() -> String) -> Result<String, StoreError> {
        Ok(make())
    }

    // Several instances on one database (PostgreSQL): a game is played by the one instance that
    // holds its lease. A store of one instance (SQLite) holds every lease: these defaults.

    /// Whether this store is shared with other instances (leases, the bus, the shared lobby).
    fn shared(&self) -> bool {
        false
    }
    /// Takes the game's lease unless another instance holds it (one that has not expired). Run
    /// inside the batch; taking it for a game whose other owner let it expire says since when
    /// that owner was silent.
    fn claim(&mut self, _code: &str) -> Result<Claim, StoreError> {
        Ok(Claim::Mine { taken_from: None })
    }
    /// Which instance holds the game's lease, if one holds it now.
    fn owner(&mut self, _code: &str) -> Result<Option<String>, StoreError> {
        Ok(None)
    }
    /// Gives the game's lease up (it left this instance's memory).
    fn release_lease(&mut self, _code: &str) -> Result<(), StoreError> {
        Ok(())
    }
    /// Renews every lease this instance holds; returns the games whose lease it lost (another
    /// instance took them while this one was silent).
    fn renew_leases(&mut self) -> Result<Vec<String>, StoreError> {
        Ok(Vec::new())
    }
    /// Unfinished games whose owner's lease expired (an instance died), at most `limit`.
    fn orphans(&mut self, _limit: usize) -> Result<Vec<String>, StoreError> {
        Ok(Vec::new())
    }
    /// The public games waiting for an opponent on every instance, newest first, at most
    /// `limit`; `None` for a store of one instance (whose hub has them all in memory).
    fn lobby(&mut self, _limit: usize) -> Result<Option<Vec<LobbyRow>>, StoreError> {
        Ok(None)
    }
}

/// The error of a store that keeps no accounts (the defaults of [`Store`]).
fn no_accounts() -> StoreError {
    StoreError::Database("this store keeps no accounts".into())
}

/// What [`Store::claim`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// This instance holds the lease now.
    Mine {
        /// The instance it was taken from, and the last time that one renewed it (ms since
        /// the epoch), when another held it before and let it expire.
        taken_from: Option<(String, u64)>,
    },
    /// Another instance holds it.
    Held {
        /// That instance.
        owner: String,
    },
}

/// A public game waiting for an opponent, as the shared lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyRow {
    /// Its code.
    pub code: String,
    /// When it was created (ms since the epoch).
    pub created_ms: u64,
    /// Whether White's seat is the free one.
    pub white_free: bool,
    /// Its time control.
    pub time_control: Option<TimeControl>,
    /// Its game.
    pub variant: Variant,
}

/// How hard a commit holds on to its changes (`lasca serve --durability`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Durability {
    /// `synchronous=FULL`: every commit is on the disk before anyone hears of it, so a power
    /// cut loses nothing that was announced (each batch waits for one `fsync` of the log).
    #[default]
    Full,
    /// `synchronous=NORMAL`: a killed process loses nothing committed, but a power cut or an
    /// operating system crash can lose the last commits (never half of one); no `fsync` in a
    /// commit.
    Normal,
}

impl Durability {
    fn pragma(self) -> &'static str {
        match self {
            Durability::Full => "FULL",
            Durability::Normal => "NORMAL",
        }
    }
}

impl std::str::FromStr for Durability {
    type Err = String;

    fn from_str(text: &str) -> Result<Durability, String> {
        match text {
            "full" => Ok(Durability::Full),
            "normal" => Ok(Durability::Normal),
            other => Err(format!("durability is full or normal, not {other:?}")),
        }
    }
}

/// The SQLite store: one file (or memory, for tests).
pub struct SqliteStore {
    db: Connection,
    checkpoints: Option<Checkpointer>,
    problems: Vec<String>,
}

/// Copies the write-ahead log into the database file on a thread of its own, once a second,
/// so that the hub never waits for that copy or its fsync (SQLite would otherwise run it
/// inside a commit every 1000 pages, a pause of milliseconds for every game at once).
struct Checkpointer {
    stop: std::sync::mpsc::Sender<()>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Checkpointer {
    fn start(path: &Path) -> Result<Checkpointer, StoreError> {
        let db = Connection::open(path)?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("lasca-checkpoint".into())
            .spawn(move || {
                while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                    stopped.recv_timeout(std::time::Duration::from_secs(1))
                {
                    if let Err(error) =
                        db.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
                    {
                        tracing::warn!(%error, "WAL checkpoint failed");
                    }
                }
            })
            .map_err(|e| StoreError::Corrupt {
                code: String::new(),
                what: format!("cannot start the checkpoint thread: {e}"),
            })?;
        Ok(Checkpointer {
            stop,
            thread: Some(thread),
        })
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        let _ = self.stop.send(());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    code TEXT PRIMARY KEY NOT NULL,
    created_ms INTEGER NOT NULL,
    public INTEGER NOT NULL,
    initial_s INTEGER,
    increment_s INTEGER,
    white_hash TEXT, -- token_hash of the seat's secret: a copy of the file takes no seat
    black_hash TEXT,
    status TEXT NOT NULL,
    result TEXT,
    white_ms INTEGER NOT NULL,
    black_ms INTEGER NOT NULL,
    turn_started_ms INTEGER NOT NULL,
    rematch TEXT,
    clock_ply INTEGER NOT NULL,
    variant TEXT NOT NULL DEFAULT 'lasca7',
    computer TEXT, -- JSON of a ComputerView, for a game against the computer
    analysis TEXT -- JSON of an AnalysisView, once a finished game is analysed
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL, -- a game's code; the hub writes moves only for games it holds
    ply INTEGER NOT NULL,
    mv TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    white_ms INTEGER NOT NULL,
    black_ms INTEGER NOT NULL,
    PRIMARY KEY (code, ply)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY NOT NULL,
    value INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS secrets (
    name TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE, -- the name in lowercase: names are unique in any case
    password_hash TEXT NOT NULL, -- Argon2id, PHC string form; never the password
    created_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    hash TEXT PRIMARY KEY NOT NULL, -- token_hash of the cookie's session id
    account INTEGER NOT NULL REFERENCES accounts(id),
    created_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_account ON sessions(account);
CREATE TABLE IF NOT EXISTS ratings (
    account INTEGER NOT NULL REFERENCES accounts(id),
    perf TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    losses INTEGER NOT NULL,
    last_ms INTEGER NOT NULL,
    PRIMARY KEY (account, perf)
);
CREATE TABLE IF NOT EXISTS rating_history (
    account INTEGER NOT NULL REFERENCES accounts(id),
    perf TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    rating REAL NOT NULL,
    code TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rating_history_account ON rating_history(account, at_ms);
";

impl SqliteStore {
    /// Opens (or creates) the database file, with [`Durability::Full`].
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        SqliteStore::open_with(path, Durability::Full)
    }

    /// Opens (or creates) the database file. SQLite's `quick_check` runs first: what it finds
    /// is logged (and kept, [`SqliteStore::problems`]), and the server starts all the same,
    /// leaving out only the games that do not read.
    pub fn open_with(path: &Path, durability: Durability) -> Result<SqliteStore, StoreError> {
        if let Some(parent) = path.parent()
            && !parent.as_os_str().is_empty()
        {
            let _ = std::fs::create_dir_all(parent);
        }
        let mut store = SqliteStore::with(Connection::open(path)?, durability)?;
        store.db.pragma_update(None, "wal_autocheckpoint", 0)?;
        store.checkpoints = Some(Checkpointer::start(path)?);
        Ok(store)
    }

    /// A database in memory (tests).
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        SqliteStore::with(Connection::open_in_memory()?, Durability::Normal)
    }

    /// What SQLite's `quick_check` found when the store opened (empty when all was well).
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    fn with(db: Connection, durability: Durability) -> Result<SqliteStore, StoreError> {
        // WAL: a commit is in the log before it returns, so a killed process loses nothing
        // committed; with synchronous=FULL the log is on the disk too (see [`Durability`]).
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", durability.pragma())?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        let problems = quick_check(&db)?;
        migrate_plain_tokens(&db)?;
        db.execute_batch(SCHEMA)?;
        migrate_variants(&db)?;
        Ok(SqliteStore {
            db,
            checkpoints: None,
            problems,
        })
    }

    fn read_game(&self, row: &rusqlite::Row<'_>) -> Result<StoredGame, StoreError> {
        let code: String = row.get(0)?;
        let corrupt = |what: &str| StoreError::Corrupt {
            code: code.clone(),
            what: what.to_owned(),
        };
        let initial: Option<u32> = row.get(3)?;
        let increment: Option<u32> = row.get(4)?;
        let time_control = match (initial, increment) {
            (Some(initial_s), Some(increment_s)) => Some(TimeControl {
                initial_s,
                increment_s,
            }),
            (None, None) => None,
            _ => return Err(corrupt("half a time control")),
        };
        let status: String = row.get(7)?;
        let status = Status::parse(&status).ok_or_else(|| corrupt("unknown status"))?;
        let result = parse_result(row.get(8)?).ok_or_else(|| corrupt("unreadable result"))?;
        Ok(StoredGame {
            code: code.clone(),
            created_ms: unsigned(row.get(1)?),
            public: row.get(2)?,
            time_control,
            white_hash: row.get(5)?,
            black_hash: row.get(6)?,
            status,
            result,
            clock: ClockState {
                white_ms: unsigned(row.get(9)?),
                black_ms: unsigned(row.get(10)?),
                turn_started_ms: unsigned(row.get(11)?),
            },
            rematch: row.get(12)?,
            plies: row.get(13)?,
            moves: Vec::new(),
            variant: row
                .get::<_, String>(14)?
                .parse()
                .map_err(|_| corrupt("unknown variant"))?,
            computer: parse_computer(row.get(15)?).ok_or_else(|| corrupt("unreadable computer"))?,
            analysed: row.get(16)?,
            players: Players::parse(row.get(17)?).ok_or_else(|| corrupt("unreadable players"))?,
        })
    }

    /// A game's moves, and the clocks stored with the last one.
    fn moves_of(&self, code: &str) -> Result<(Vec<String>, Option<ClockState>), StoreError> {
        let mut statement = self.db.prepare_cached(
            "SELECT ply, mv, at_ms, white_ms, black_ms FROM moves WHERE code = ?1 ORDER BY ply",
        )?;
        let rows = statement.query_map(params![code], |row| {
            Ok((
                row.get::<_, u32>(0)?,
                row.get::<_, String>(1)?,
                ClockState {
                    turn_started_ms: unsigned(row.get(2)?),
                    white_ms: unsigned(row.get(3)?),
                    black_ms: unsigned(row.get(4)?),
                },
            ))
        })?;
        let mut moves = Vec::new();
        let mut last = None;
        for row in rows {
            let (ply, mv, clock) = row?;
            last = Some(clock);
            if ply as usize != moves.len() {
                return Err(StoreError::Corrupt {
                    code: code.to_owned(),
                    what: format!("move {} is missing", moves.len()),
                });
            }
            moves.push(mv);
        }
        Ok((moves, last))
    }

    /// The games the clause picks, each read on its own: a row or moves that do not read
    /// are that game's error, and the others are read all the same.
    fn games_where(
        &self,
        clause: &str,
        code: Option<&str>,
    ) -> Result<Vec<Result<StoredGame, StoreError>>, StoreError> {
        let sql = format!(
            "SELECT code, created_ms, public, initial_s, increment_s, white_hash, black_hash,
                    status, result, white_ms, black_ms, turn_started_ms, rematch, clock_ply,
                    variant, computer, analysis IS NOT NULL, players
             FROM games WHERE {clause}"
        );
        let mut statement = self.db.prepare_cached(&sql)?;
        let mut rows = match code {
            Some(code) => statement.query(params![code])?,
            None => statement.query([])?,
        };
        let mut games = Vec::new();
        while let Some(row) = rows.next()? {
            games.push(self.read_game(row).map_err(|error| {
                let code = row.get::<_, String>(0).unwrap_or_else(|_| "?".into());
                match error {
                    StoreError::Database(error) => StoreError::Corrupt {
                        code,
                        what: error.to_string(),
                    },
                    other => other,
                }
            }));
        }
        drop(rows);
        for game in games.iter_mut() {
            let Ok(stored) = game else { continue };
            let moves = self.moves_of(&stored.code);
            attach_moves(game, moves);
        }
        Ok(games)
    }
}

/// What the store keeps of a seat's secret: its SHA-256, as 64 hex digits. A secret is 128
/// random bits, so the hash cannot be turned back into it, and a copy of the database alone
/// takes no seat.
pub fn token_hash(token: &str) -> String {
    use sha2::{Digest, Sha256};
    hex(&Sha256::digest(token.as_bytes()))
}

/// Bytes as lower-case hex digits (the hub hashes a token for every seat's request).
pub(crate) fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = String::with_capacity(2 * bytes.len());
    for &b in bytes {
        text.push(DIGITS[usize::from(b >> 4)] as char);
        text.push(DIGITS[usize::from(b & 15)] as char);
    }
    text
}

/// SQLite's `quick_check` of the whole file: nothing when it is sound, else what it found
/// (logged; the server still starts, and leaves out the games that do not read).
fn quick_check(db: &Connection) -> Result<Vec<String>, StoreError> {
    let mut statement = db.prepare("PRAGMA quick_check")?;
    let found: Vec<String> = statement
        .query_map([], |row| row.get::<_, String>(0))?
        .collect::<Result<_, _>>()?;
    if found.len() == 1 && found[0] == "ok" {
        return Ok(Vec::new());
    }
    for problem in &found {
        tracing::error!(%problem, "the database's quick_check found damage");
    }
    Ok(found)
}

/// Databases of earlier versions have no `variant` column: their games are all Lasca 7x7, the
/// column's default.
fn migrate_variants(db: &Connection) -> Result<(), StoreError> {
    add_column(db, "variant", "TEXT NOT NULL DEFAULT 'lasca7'")?;
    // Protocol 4: games against the computer, and analyses; earlier games have neither.
    add_column(db, "computer", "TEXT")?;
    add_column(db, "analysis", "TEXT")?;
    // Protocol 5: players (guests and accounts) and rated games.
    add_column(db, "players", "TEXT")?;
    add_column(db, "white_id", "TEXT")?;
    add_column(db, "black_id", "TEXT")?;
    db.execute_batch(
        "CREATE INDEX IF NOT EXISTS games_white_id ON games(white_id, created_ms);
         CREATE INDEX IF NOT EXISTS games_black_id ON games(black_id, created_ms);",
    )?;
    Ok(())
}

/// Adds a column to `games` unless it is there already.
fn add_column(db: &Connection, name: &str, declaration: &str) -> Result<(), StoreError> {
    let has = db
        .prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = ?1")?
        .exists(params![name])?;
    if !has {
        db.execute_batch(&format!(
            "ALTER TABLE games ADD COLUMN {name} {declaration}"
        ))?;
    }
    Ok(())
}

/// Databases of earlier versions kept the seat secrets in plain text, in `white_token` and
/// `black_token`: on open, the columns are renamed and every secret replaced by its
/// [`token_hash`], in one transaction, so that their players still resume with the tokens
/// they hold. A database already migrated (or new) is left alone.
fn migrate_plain_tokens(db: &Connection) -> Result<(), StoreError> {
    let plain = db
        .prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = 'white_token'")?
        .exists([])?;
    if !plain {
        return Ok(());
    }
    let tx = db.unchecked_transaction()?;
    tx.execute_batch(
        "ALTER TABLE games RENAME COLUMN white_token TO white_hash;
         ALTER TABLE games RENAME COLUMN black_token TO black_hash;",
    )?;
    let rows: Vec<(String, Option<String>, Option<String>)> = tx
        .prepare("SELECT code, white_hash, black_hash FROM games")?
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
        .collect::<Result<_, _>>()?;
    let mut update =
        tx.prepare("UPDATE games SET white_hash = ?2, black_hash = ?3 WHERE code = ?1")?;
    for (code, white, black) in &rows {
        update.execute(params![
            code,
            white.as_deref().map(token_hash),
            black.as_deref().map(token_hash),
        ])?;
    }
    drop(update);
    tx.commit()?;
    tracing::info!(
        games = rows.len(),
        "seat secrets of an older database hashed"
    );
    Ok(())
}

/// SQLite integers are signed; times and clocks are far below `i64::MAX`.
const fn signed(value: u64) -> i64 {
    if value > i64::MAX as u64 {
        i64::MAX
    } else {
        value as i64
    }
}

const fn unsigned(value: i64) -> u64 {
    if value < 0 { 0 } else { value as u64 }
}

fn result_text(result: Option<GameResult>) -> Option<String> {
    result.map(|r| serde_json::to_string(&r).expect("results serialise"))
}

/// Gives a game read from its row the moves read for it (the clocks stored with the newest
/// move win over the row's older ones); moves that do not read make the game its own error.
/// Both stores read games so.
fn attach_moves(
    game: &mut Result<StoredGame, StoreError>,
    moves: Result<(Vec<String>, Option<ClockState>), StoreError>,
) {
    let Ok(stored) = game else { return };
    match moves {
        Ok((moves, last_clock)) => {
            if moves.len() > stored.plies as usize
                && let Some(clock) = last_clock
            {
                stored.clock = clock;
                stored.plies = moves.len() as u32;
            }
            stored.moves = moves;
        }
        Err(StoreError::Database(error)) => {
            *game = Err(StoreError::Corrupt {
                code: stored.code.clone(),
                what: format!("its moves do not read: {error}"),
            });
        }
        Err(error) => *game = Err(error),
    }
}

/// A stored result: `Some(None)` for none, `None` when the text does not read.
fn parse_result(text: Option<String>) -> Option<Option<GameResult>> {
    match text {
        Some(text) => serde_json::from_str(&text).ok().map(Some),
        None => Some(None),
    }
}

/// A stored computer's seat: `Some(None)` for none, `None` when it does not read or names
/// no level.
fn parse_computer(text: Option<String>) -> Option<Option<ComputerView>> {
    match text {
        Some(text) => serde_json::from_str::<ComputerView>(&text)
            .ok()
            .filter(|c| (1..=8).contains(&c.level))
            .map(Some),
        None => Some(None),
    }
}

impl Store for SqliteStore {
    fn begin(&mut self) -> Result<(), StoreError> {
        self.db.execute_batch("BEGIN")?;
        Ok(())
    }

    fn commit(&mut self) -> Result<(), StoreError> {
        self.db.execute_batch("COMMIT")?;
        Ok(())
    }

    fn mark(&mut self) -> Result<(), StoreError> {
        self.db.prepare_cached("SAVEPOINT request")?.execute([])?;
        Ok(())
    }

    fn release(&mut self) -> Result<(), StoreError> {
        self.db.prepare_cached("RELEASE request")?.execute([])?;
        Ok(())
    }

    fn undo_to_mark(&mut self) -> Result<(), StoreError> {
        self.db
            .execute_batch("ROLLBACK TO request; RELEASE request")?;
        Ok(())
    }

    fn insert_game(&mut self, game: &StoredGame) -> Result<(), StoreError> {
        let mut statement = self.db.prepare_cached(
            "INSERT INTO games (code, created_ms, public, initial_s, increment_s, white_hash,
                 black_hash, status, result, white_ms, black_ms, turn_started_ms, rematch,
                 clock_ply, variant, computer, players, white_id, black_id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                 ?17, ?18, ?19)",
        )?;
        statement.execute(params![
            game.code,
            signed(game.created_ms),
            game.public,
            game.time_control.map(|t| t.initial_s),
            game.time_control.map(|t| t.increment_s),
            game.white_hash,
            game.black_hash,
            game.status.as_str(),
            result_text(game.result),
            signed(game.clock.white_ms),
            signed(game.clock.black_ms),
            signed(game.clock.turn_started_ms),
            game.rematch,
            game.plies.max(game.moves.len() as u32),
            game.variant.name(),
            game.computer
                .map(|c| serde_json::to_string(&c).expect("a computer's seat serialises")),
            game.players.to_text(),
            game.players.id(Colour::White),
            game.players.id(Colour::Black),
        ])?;
        drop(statement);
        for (ply, mv) in game.moves.iter().enumerate() {
            self.push_move(&game.code, ply as u32, mv, game.clock)?;
        }
        Ok(())
    }

    fn update_game(&mut self, game: &StoredGame) -> Result<(), StoreError> {
        let mut statement = self.db.prepare_cached(
            "UPDATE games SET public = ?2, white_hash = ?3, black_hash = ?4, status = ?5,
                 result = ?6, white_ms = ?7, black_ms = ?8, turn_started_ms = ?9, rematch = ?10,
                 clock_ply = ?11, players = ?12, white_id = ?13, black_id = ?14
             WHERE code = ?1",
        )?;
        let changed = statement.execute(params![
            game.code,
            game.public,
            game.white_hash,
            game.black_hash,
            game.status.as_str(),
            result_text(game.result),
            signed(game.clock.white_ms),
            signed(game.clock.black_ms),
            signed(game.clock.turn_started_ms),
            game.rematch,
            game.plies,
            game.players.to_text(),
            game.players.id(Colour::White),
            game.players.id(Colour::Black),
        ])?;
        if changed != 1 {
            return Err(StoreError::Corrupt {
                code: game.code.clone(),
                what: "not in the store".into(),
            });
        }
        Ok(())
    }

    fn push_move(
        &mut self,
        code: &str,
        ply: u32,
        mv: &str,
        clock: ClockState,
    ) -> Result<(), StoreError> {
        let mut statement = self.db.prepare_cached(
            "INSERT INTO moves (code, ply, mv, at_ms, white_ms, black_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )?;
        statement.execute(params![
            code,
            ply,
            mv,
            signed(clock.turn_started_ms),
            signed(clock.white_ms),
            signed(clock.black_ms),
        ])?;
        Ok(())
    }

    fn truncate_moves(&mut self, code: &str, plies: u32) -> Result<(), StoreError> {
        let mut statement = self
            .db
            .prepare_cached("DELETE FROM moves WHERE code = ?1 AND ply >= ?2")?;
        statement.execute(params![code, plies])?;
        Ok(())
    }

    fn store_analysis(&mut self, code: &str, analysis: &str) -> Result<(), StoreError> {
        let mut statement = self
            .db
            .prepare_cached("UPDATE games SET analysis = ?2 WHERE code = ?1")?;
        if statement.execute(params![code, analysis])? != 1 {
            return Err(StoreError::Corrupt {
                code: code.to_owned(),
                what: "not in the store".into(),
            });
        }
        Ok(())
    }

    fn load_analysis(&mut self, code: &str) -> Result<Option<String>, StoreError> {
        let mut statement = self
            .db
            .prepare_cached("SELECT analysis FROM games WHERE code = ?1")?;
        Ok(statement
            .query_row(params![code], |row| row.get::<_, Option<String>>(0))
            .optional()?
            .flatten())
    }

    fn load_game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        self.games_where("code = ?1", Some(code))?.pop().transpose()
    }

    fn unfinished_games(&mut self) -> Result<Vec<Result<StoredGame, StoreError>>, StoreError> {
        self.games_where("status != 'ended'", None)
    }

    fn has_legacy_codes(&mut self) -> Result<bool, StoreError> {
        let mut statement = self.db.prepare_cached(&format!(
            "SELECT 1 FROM games WHERE length(code) = {} LIMIT 1",
            crate::protocol::LEGACY_CODE_LEN
        ))?;
        Ok(statement.exists([])?)
    }

    fn code_exists(&mut self, code: &str) -> Result<bool, StoreError> {
        let mut statement = self
            .db
            .prepare_cached("SELECT 1 FROM games WHERE code = ?1")?;
        Ok(statement
            .query_row(params![code], |_| Ok(()))
            .optional()?
            .is_some())
    }

    fn set_heartbeat(&mut self, now_ms: u64) -> Result<(), StoreError> {
        let mut statement = self.db.prepare_cached(
            "INSERT INTO meta (key, value) VALUES ('heartbeat', ?1)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        )?;
        statement.execute(params![signed(now_ms)])?;
        Ok(())
    }

    fn heartbeat(&mut self) -> Result<Option<u64>, StoreError> {
        let mut statement = self
            .db
            .prepare_cached("SELECT value FROM meta WHERE key = 'heartbeat'")?;
        Ok(statement
            .query_row([], |row| row.get::<_, i64>(0))
            .optional()?
            .map(unsigned))
    }

    fn create_account(
        &mut self,
        name: &str,
        password_hash: &str,
        now_ms: u64,
    ) -> Result<Option<i64>, StoreError> {
        let mut statement = self.db.prepare_cached(
            "INSERT INTO accounts (name, name_key, password_hash, created_ms)
             VALUES (?1, ?2, ?3, ?4) ON CONFLICT(name_key) DO NOTHING RETURNING id",
        )?;
        Ok(statement
            .query_row(
                params![
                    name,
                    crate::accounts::name_key(name),
                    password_hash,
                    signed(now_ms)
                ],
                |row| row.get(0),
            )
            .optional()?)
    }

    fn account(&mut self, key: AccountKey<'_>) -> Result<Option<AccountRow>, StoreError> {
        let (clause, value): (&str, rusqlite::types::Value) = match key {
            AccountKey::Name(name) => ("name_key = ?1", crate::accounts::name_key(name).into()),
            AccountKey::Id(id) => ("id = ?1", id.into()),
            AccountKey::Session(hash) => (
                "id = (SELECT account FROM sessions WHERE hash = ?1)",
                hash.to_owned().into(),
            ),
        };
        let mut statement = self.db.prepare_cached(&format!(
            "SELECT id, name, password_hash, created_ms FROM accounts WHERE {clause}"
        ))?;
        Ok(statement
            .query_row(params![value], |row| {
                Ok(AccountRow {
                    id: row.get(0)?,
                    name: row.get(1)?,
                    password_hash: row.get(2)?,
                    created_ms: unsigned(row.get(3)?),
                })
            })
            .optional()?)
    }

    fn set_password(&mut self, id: i64, password_hash: &str) -> Result<(), StoreError> {
        self.db
            .prepare_cached("UPDATE accounts SET password_hash = ?2 WHERE id = ?1")?
            .execute(params![id, password_hash])?;
        Ok(())
    }

    fn add_session(&mut self, hash: &str, account: i64, now_ms: u64) -> Result<(), StoreError> {
        self.db
            .prepare_cached("INSERT INTO sessions (hash, account, created_ms) VALUES (?1, ?2, ?3)")?
            .execute(params![hash, account, signed(now_ms)])?;
        Ok(())
    }

    fn end_sessions(&mut self, which: Sessions<'_>) -> Result<u64, StoreError> {
        let ended = match which {
            Sessions::One(hash) => self
                .db
                .prepare_cached("DELETE FROM sessions WHERE hash = ?1")?
                .execute(params![hash])?,
            Sessions::AllOf(account) => self
                .db
                .prepare_cached("DELETE FROM sessions WHERE account = ?1")?
                .execute(params![account])?,
        };
        Ok(ended as u64)
    }

    fn ratings(&mut self, account: i64) -> Result<Vec<RatingRow>, StoreError> {
        let mut statement = self.db.prepare_cached(
            "SELECT perf, rating, deviation, volatility, games, wins, draws, losses, last_ms
             FROM ratings WHERE account = ?1 ORDER BY perf",
        )?;
        let rows = statement.query_map(params![account], |row| {
            Ok(RatingRow {
                perf: row.get(0)?,
                rating: row.get(1)?,
                deviation: row.get(2)?,
                volatility: row.get(3)?,
                games: row.get(4)?,
                wins: row.get(5)?,
                draws: row.get(6)?,
                losses: row.get(7)?,
                last_ms: unsigned(row.get(8)?),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn put_rating(
        &mut self,
        account: i64,
        rating: &RatingRow,
        code: &str,
    ) -> Result<(), StoreError> {
        self.db
            .prepare_cached(
                "INSERT INTO ratings (account, perf, rating, deviation, volatility, games, wins,
                     draws, losses, last_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                 ON CONFLICT(account, perf) DO UPDATE SET rating = excluded.rating,
                     deviation = excluded.deviation, volatility = excluded.volatility,
                     games = excluded.games, wins = excluded.wins, draws = excluded.draws,
                     losses = excluded.losses, last_ms = excluded.last_ms",
            )?
            .execute(params![
                account,
                rating.perf,
                rating.rating,
                rating.deviation,
                rating.volatility,
                rating.games,
                rating.wins,
                rating.draws,
                rating.losses,
                signed(rating.last_ms),
            ])?;
        self.db
            .prepare_cached(
                "INSERT INTO rating_history (account, perf, at_ms, rating, code)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![
                account,
                rating.perf,
                signed(rating.last_ms),
                rating.rating,
                code
            ])?;
        Ok(())
    }

    fn rating_history(&mut self, account: i64) -> Result<Vec<HistoryRow>, StoreError> {
        let mut statement = self.db.prepare_cached(
            "SELECT perf, at_ms, rating, code FROM rating_history WHERE account = ?1
             ORDER BY at_ms, rowid",
        )?;
        let rows = statement.query_map(params![account], |row| {
            Ok(HistoryRow {
                perf: row.get(0)?,
                at_ms: unsigned(row.get(1)?),
                rating: row.get(2)?,
                code: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn games_of(&mut self, player: &str, limit: usize) -> Result<Vec<StoredGame>, StoreError> {
        let clause = format!(
            "code IN (SELECT code FROM games WHERE white_id = ?1 UNION
                      SELECT code FROM games WHERE black_id = ?1)
             ORDER BY created_ms DESC LIMIT {}",
            limit.min(1000)
        );
        let mut statement = self.db.prepare_cached(&format!(
            "SELECT code, created_ms, public, initial_s, increment_s, white_hash, black_hash,
                    status, result, white_ms, black_ms, turn_started_ms, rematch, clock_ply,
                    variant, computer, analysis IS NOT NULL, players
             FROM games WHERE {clause}"
        ))?;
        let mut rows = statement.query(params![player])?;
        let mut games = Vec::new();
        while let Some(row) = rows.next()? {
            // A game that does not read is left off a player's list.
            if let Ok(game) = self.read_game(row) {
                games.push(game);
            }
        }
        Ok(games)
    }

    fn delete_account(&mut self, id: i64) -> Result<bool, StoreError> {
        let player = Player::account(id, "").id;
        let games = self.games_of(&player, usize::MAX)?;
        for mut game in games {
            for colour in Colour::BOTH {
                if let Some(seat) = game.players.of_mut(colour)
                    && seat.id == player
                {
                    seat.name = "deleted".into();
                }
            }
            self.db
                .prepare_cached("UPDATE games SET players = ?2 WHERE code = ?1")?
                .execute(params![game.code, game.players.to_text()])?;
        }
        for table in ["sessions", "ratings", "rating_history"] {
            self.db.execute(
                &format!("DELETE FROM {table} WHERE account = ?1"),
                params![id],
            )?;
        }
        Ok(self
            .db
            .prepare_cached("DELETE FROM accounts WHERE id = ?1")?
            .execute(params![id])?
            == 1)
    }

    fn leaderboard(
        &mut self,
        perf: &str,
        max_deviation: f64,
        limit: usize,
    ) -> Result<Vec<(String, RatingRow)>, StoreError> {
        let mut statement = self.db.prepare_cached(
            "SELECT a.name, r.perf, r.rating, r.deviation, r.volatility, r.games, r.wins,
                    r.draws, r.losses, r.last_ms
             FROM ratings r JOIN accounts a ON a.id = r.account
             WHERE r.perf = ?1 AND r.deviation < ?2 ORDER BY r.rating DESC LIMIT ?3",
        )?;
        let rows = statement.query_map(
            params![perf, max_deviation, limit.min(1000) as i64],
            |row| {
                Ok((
                    row.get(0)?,
                    RatingRow {
                        perf: row.get(1)?,
                        rating: row.get(2)?,
                        deviation: row.get(3)?,
                        volatility: row.get(4)?,
                        games: row.get(5)?,
                        wins: row.get(6)?,
                        draws: row.get(7)?,
                        losses: row.get(8)?,
                        last_ms: unsigned(row.get(9)?),
                    },
                ))
            },
        )?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn secret(&mut self, name: &str, make: &dyn Fn() -> String) -> Result<String, StoreError> {
        self.db
            .prepare_cached(
                "INSERT INTO secrets (name, value) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
            )?
            .execute(params![name, make()])?;
        Ok(self
            .db
            .prepare_cached("SELECT value FROM secrets WHERE name = ?1")?
            .query_row(params![name], |row| row.get(0))?)
    }
}

/// Reads every game in a database file (for `serve-bench`'s check and tests), read-only.
pub fn read_all_games(path: &Path) -> Result<Vec<StoredGame>, StoreError> {
    let db = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let store = SqliteStore {
        db,
        checkpoints: None,
        problems: Vec::new(),
    };
    store.games_where("1 = 1", None)?.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(code: &str) -> StoredGame {
        StoredGame {
            code: code.into(),
            created_ms: 5,
            public: true,
            time_control: Some(TimeControl::minutes(5, 3)),
            white_hash: Some(token_hash("w")),
            black_hash: None,
            status: Status::Waiting,
            result: None,
            clock: ClockState {
                white_ms: 300_000,
                black_ms: 300_000,
                turn_started_ms: 0,
            },
            rematch: None,
            computer: None,
            analysed: false,
            plies: 0,
            moves: vec![],
            variant: Variant::Lasca7,
            players: Players::default(),
        }
    }

    fn clock(at: u64) -> ClockState {
        ClockState {
            white_ms: 1000 + at,
            black_ms: 2000 + at,
            turn_started_ms: at,
        }
    }

    #[test]
    fn a_games_variant_round_trips_and_an_old_database_gets_lasca7() {
        let mut store = SqliteStore::in_memory().unwrap();
        store.begin().unwrap();
        let mut bashni = game("BASHNI");
        bashni.variant = Variant::Bashni;
        store.insert_game(&bashni).unwrap();
        store.commit().unwrap();
        let loaded = store.load_game("BASHNI").unwrap().unwrap();
        assert_eq!(loaded.variant, Variant::Bashni);

        // A database from before variants: its games read as Lasca 7x7.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        let old = Connection::open(&path).unwrap();
        old.execute_batch(&SCHEMA.replace(",\n    variant TEXT NOT NULL DEFAULT 'lasca7'", ""))
            .unwrap();
        old.execute(
            "INSERT INTO games (code, created_ms, public, status, white_ms, black_ms,
                 turn_started_ms, clock_ply) VALUES ('OLDONE', 1, 0, 'waiting', 0, 0, 1, 0)",
            [],
        )
        .unwrap();
        drop(old);
        let mut store = SqliteStore::open(&path).unwrap();
        let loaded = store.load_game("OLDONE").unwrap().unwrap();
        assert_eq!(loaded.variant, Variant::Lasca7);
        // A variant the server does not know is a corrupt row, never a guess.
        store
            .db
            .execute(
                "UPDATE games SET variant = 'dama' WHERE code = 'OLDONE'",
                [],
            )
            .unwrap();
        assert!(matches!(
            store.load_game("OLDONE"),
            Err(StoreError::Corrupt { .. })
        ));
    }

    #[test]
    fn durability_sets_sqlite_s_synchronous_and_full_is_the_default() {
        let dir = tempfile::tempdir().unwrap();
        let synchronous = |store: &SqliteStore| -> i64 {
            store
                .db
                .query_row("PRAGMA synchronous", [], |row| row.get(0))
                .unwrap()
        };
        // SQLite's numbers: 1 is NORMAL, 2 is FULL.
        let full = SqliteStore::open(&dir.path().join("a.db")).unwrap();
        assert_eq!(synchronous(&full), 2);
        let normal = SqliteStore::open_with(&dir.path().join("b.db"), Durability::Normal).unwrap();
        assert_eq!(synchronous(&normal), 1);
        assert_eq!("normal".parse(), Ok(Durability::Normal));
        assert_eq!("full".parse(), Ok(Durability::Full));
        assert!("fast".parse::<Durability>().is_err());
        assert_eq!(Durability::default(), Durability::Full);
    }

    #[test]
    fn a_game_whose_moves_do_not_read_is_its_own_error() {
        let mut store = SqliteStore::in_memory().unwrap();
        store.begin().unwrap();
        for code in ["GOODONE22", "BADMOVES2"] {
            store.insert_game(&game(code)).unwrap();
            store.push_move(code, 0, "c3-d4", clock(7)).unwrap();
        }
        store.commit().unwrap();
        // A gap in one game's moves (a row lost or written by another program).
        store
            .db
            .execute("UPDATE moves SET ply = 5 WHERE code = 'BADMOVES2'", [])
            .unwrap();
        // A text where a number belongs, in another game's row.
        store.insert_game(&game("BADCLOCK2")).unwrap();
        store
            .db
            .execute(
                "UPDATE games SET white_ms = 'lots' WHERE code = 'BADCLOCK2'",
                [],
            )
            .unwrap();
        let mut games = store.unfinished_games().unwrap();
        games.sort_by_key(|g| g.as_ref().map(|g| g.code.clone()).unwrap_or_default());
        let (good, bad): (Vec<_>, Vec<_>) = games.into_iter().partition(Result::is_ok);
        assert_eq!(good.len(), 1);
        assert_eq!(good[0].as_ref().unwrap().code, "GOODONE22");
        let named: Vec<String> = bad
            .into_iter()
            .map(|e| match e {
                Err(StoreError::Corrupt { code, .. }) => code,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(named.len(), 2);
        assert!(named.contains(&"BADMOVES2".to_owned()) && named.contains(&"BADCLOCK2".to_owned()));
        assert!(store.problems().is_empty());
    }

    #[test]
    fn quick_check_runs_at_open_and_a_sound_file_has_no_problems() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("server.sqlite");
        drop(SqliteStore::open(&path).unwrap());
        let db = Connection::open(&path).unwrap();
        assert_eq!(quick_check(&db).unwrap(), Vec::<String>::new());
        // A NULL where the schema says NOT NULL (a row written past the constraint) is what
        // quick_check finds.
        db.execute_batch(
            "CREATE TABLE t(x); INSERT INTO t VALUES (1), (NULL);
             PRAGMA writable_schema = ON;
             UPDATE sqlite_schema SET sql = 'CREATE TABLE t(x NOT NULL)' WHERE name = 't';",
        )
        .unwrap();
        drop(db);
        let store = SqliteStore::open(&path).unwrap();
        assert!(!store.problems().is_empty(), "quick_check found nothing");
    }
}
