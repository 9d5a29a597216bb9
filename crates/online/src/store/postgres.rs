//! The PostgreSQL store: the same [`Store`] as SQLite's, on a database that several server
//! instances may share (`lasca serve --db postgres://user@host/db`).
//!
//! Through the `postgres` crate, the synchronous face of `tokio-postgres`: the hub is a thread
//! of its own and waits for each statement as it waits for SQLite's. The schema lives in
//! `migrations/postgres/*.sql`, applied in order at open under an advisory lock (instances
//! starting together migrate once) and recorded in `schema_migrations`.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use postgres::{Client, NoTls, Row, Statement};

use super::{
    AccountKey, AccountRow, Claim, ClockState, HistoryRow, LobbyRow, Players, RatingRow, Sessions,
    Store, StoreError, StoredGame, attach_moves, parse_computer, parse_result,
};
use crate::protocol::{Status, TimeControl};
use lasca_rules::Colour;

/// The migrations, in order: (version, name, SQL). A database records the versions it has.
pub const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "games",
        include_str!("../../migrations/postgres/0001_games.sql"),
    ),
    (
        2,
        "leases",
        include_str!("../../migrations/postgres/0002_leases.sql"),
    ),
    (
        3,
        "accounts",
        include_str!("../../migrations/postgres/0003_accounts.sql"),
    ),
];

/// Taken (inside the migrating transaction) by an instance that migrates: any number.
const MIGRATION_LOCK: i64 = 0x4c61_7363_6131;

/// How long one statement may run, a transaction may sit idle, or a lock may be waited for,
/// before PostgreSQL gives up on it: a stalled database is an error the hub reports, never a
/// hub that hangs, and a paused instance's open transaction does not hold its games' rows.
const STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);
const IDLE_IN_TRANSACTION: Duration = Duration::from_secs(30);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

impl From<postgres::Error> for StoreError {
    fn from(error: postgres::Error) -> StoreError {
        // postgres' own text is "db error" for every refusal: say what PostgreSQL said.
        let text = match (error.as_db_error(), std::error::Error::source(&error)) {
            (Some(db), _) => format!("PostgreSQL: {} ({})", db.message(), db.code().code()),
            (None, Some(source)) => format!("{error}: {source}"),
            (None, None) => error.to_string(),
        };
        StoreError::Database(Box::new(std::io::Error::other(text)))
    }
}

/// A connection string without its password, for logs and the server's start-up lines.
pub fn without_password(url: &str) -> String {
    // postgres://user:secret@host/db → postgres://user@host/db; a key=value string's
    // password=… is dropped.
    if let Some((scheme, rest)) = url.split_once("://") {
        let (authority, path) = rest.split_once('/').map_or((rest, ""), |(a, p)| (a, p));
        let authority = match authority.rsplit_once('@') {
            Some((user, host)) => {
                let user = user.split_once(':').map_or(user, |(name, _)| name);
                format!("{user}@{host}")
            }
            None => authority.to_owned(),
        };
        let path = path.split_once('?').map_or(path.to_owned(), |(db, query)| {
            let kept: Vec<&str> = query
                .split('&')
                .filter(|pair| !pair.starts_with("password="))
                .collect();
            if kept.is_empty() {
                db.to_owned()
            } else {
                format!("{db}?{}", kept.join("&"))
            }
        });
        format!("{scheme}://{authority}/{path}")
    } else {
        url.split_whitespace()
            .filter(|pair| !pair.starts_with("password="))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

struct Statements {
    insert_game: Statement,
    fenced_move: Statement,
    update_game: Statement,
    push_move: Statement,
    truncate_moves: Statement,
    store_analysis: Statement,
    load_analysis: Statement,
    game: Statement,
    unfinished: Statement,
    moves: Statement,
    code_exists: Statement,
    set_heartbeat: Statement,
    heartbeat: Statement,
}

/// The PostgreSQL store: one connection, used by the hub's thread alone.
pub struct PgStore {
    client: Client,
    statements: Statements,
    leases: Option<Leases>,
    mark: Mark,
}

/// Where the request's savepoint stands ([`Store::mark`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mark {
    /// No request is marked.
    None,
    /// Marked, not sent yet: the request has run no statement.
    Wanted,
    /// Sent, before the request's first statement.
    Sent,
}

/// The time in the database, in ms since the epoch: every instance's leases are measured by
/// the one clock, whatever the instances' own clocks say.
const NOW_MS: &str = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint";

/// The leases of an instance that shares the database ([`PgStore::shared_as`]).
struct Leases {
    /// This instance's name in `leases.owner`.
    me: String,
    /// How long a lease lasts past its last renewal (ms).
    lease_ms: i64,
    /// The games this instance holds, and the fence of each.
    held: HashMap<String, i64>,
    /// Games whose fence this batch has checked (and so locked until its commit).
    checked: HashSet<String>,
    /// Games whose fence a write found taken, not yet reported by `renew_leases`.
    lost: Vec<String>,
}

const GAME_COLUMNS: &str = "code, created_ms, public, initial_s, increment_s, white_hash,
    black_hash, status, result, white_ms, black_ms, turn_started_ms, rematch, clock_ply,
    variant, computer, analysis IS NOT NULL, players";

impl PgStore {
    /// Connects, brings the schema up to date and prepares the statements.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        let mut client = connect(url)?;
        migrate(&mut client, MIGRATIONS)?;
        let statements = Statements {
            insert_game: client.prepare(
                "INSERT INTO games (code, created_ms, public, initial_s, increment_s,
                     white_hash, black_hash, status, result, white_ms, black_ms,
                     turn_started_ms, rematch, clock_ply, variant, computer, players, white_id,
                     black_id)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                     $17, $18, $19)",
            )?,
            fenced_move: client.prepare(&format!(
                "WITH lease AS (
                     UPDATE leases SET expires_ms = {NOW_MS} + $9, alive_ms = {NOW_MS}
                     WHERE code = $1 AND owner = $7 AND fence = $8 RETURNING code
                 )
                 INSERT INTO moves (code, ply, mv, at_ms, white_ms, black_ms)
                 SELECT $1, $2, $3, $4, $5, $6 FROM lease"
            ))?,
            update_game: client.prepare(
                "UPDATE games SET public = $2, white_hash = $3, black_hash = $4, status = $5,
                     result = $6, white_ms = $7, black_ms = $8, turn_started_ms = $9,
                     rematch = $10, clock_ply = $11, players = $12, white_id = $13,
                     black_id = $14
                 WHERE code = $1",
            )?,
            push_move: client.prepare(
                "INSERT INTO moves (code, ply, mv, at_ms, white_ms, black_ms)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )?,
            truncate_moves: client.prepare("DELETE FROM moves WHERE code = $1 AND ply >= $2")?,
            store_analysis: client.prepare("UPDATE games SET analysis = $2 WHERE code = $1")?,
            load_analysis: client.prepare("SELECT analysis FROM games WHERE code = $1")?,
            game: client.prepare(&format!("SELECT {GAME_COLUMNS} FROM games WHERE code = $1"))?,
            unfinished: client.prepare(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE status <> 'ended' ORDER BY code"
            ))?,
            moves: client.prepare(
                "SELECT ply, mv, at_ms, white_ms, black_ms FROM moves WHERE code = $1
                 ORDER BY ply",
            )?,
            code_exists: client.prepare("SELECT 1 FROM games WHERE code = $1")?,
            set_heartbeat: client.prepare(
                "INSERT INTO meta (key, value) VALUES ('heartbeat', $1)
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            )?,
            heartbeat: client.prepare("SELECT value FROM meta WHERE key = 'heartbeat'")?,
        };
        Ok(PgStore {
            client,
            statements,
            leases: None,
            mark: Mark::None,
        })
    }

    /// This store shares its database with other instances: `me` names this one, and a lease
    /// lasts `lease` past its last renewal. From now on every write of a game checks that
    /// this instance still holds the game's lease, by its fence, inside the batch that
    /// writes: an instance that lost a lease never writes that game again.
    pub fn shared_as(mut self, me: &str, lease: Duration) -> Result<PgStore, StoreError> {
        // A claim waits little for a row another instance has locked, and a paused instance's
        // open transaction is ended by PostgreSQL within a lease, freeing its rows.
        self.client.batch_execute(&format!(
            "SET lock_timeout = 2000; SET idle_in_transaction_session_timeout = {}",
            lease.as_millis().max(1000)
        ))?;
        self.leases = Some(Leases {
            me: me.to_owned(),
            lease_ms: i64::try_from(lease.as_millis()).unwrap_or(i64::MAX),
            held: HashMap::new(),
            checked: HashSet::new(),
            lost: Vec::new(),
        });
        Ok(self)
    }

    /// Sends the request's savepoint before its first statement.
    fn enter(&mut self) -> Result<(), StoreError> {
        if self.mark == Mark::Wanted {
            self.client.batch_execute("SAVEPOINT request")?;
            self.mark = Mark::Sent;
        }
        Ok(())
    }

    /// Checks, once a batch for each game, that this instance still holds the game's lease
    /// with the fence it took it with (and renews it); no lease held: [`StoreError::Fenced`].
    fn fence(&mut self, code: &str) -> Result<(), StoreError> {
        let Some(leases) = &mut self.leases else {
            return Ok(());
        };
        if leases.checked.contains(code) {
            return Ok(());
        }
        let fenced = || StoreError::Fenced {
            code: code.to_owned(),
        };
        let Some(&fence) = leases.held.get(code) else {
            return Err(fenced());
        };
        let kept = self.client.execute(
            &format!(
                "UPDATE leases SET expires_ms = {NOW_MS} + $4, alive_ms = {NOW_MS}
                 WHERE code = $1 AND owner = $2 AND fence = $3"
            ),
            &[&code, &leases.me, &fence, &leases.lease_ms],
        )?;
        if kept != 1 {
            leases.held.remove(code);
            leases.lost.push(code.to_owned());
            return Err(fenced());
        }
        leases.checked.insert(code.to_owned());
        Ok(())
    }

    /// Applies only the first `migrations` of [`MIGRATIONS`] (tests of an older schema's
    /// upgrade).
    pub fn migrate_to(url: &str, migrations: usize) -> Result<(), StoreError> {
        migrate(
            &mut connect(url)?,
            &MIGRATIONS[..migrations.min(MIGRATIONS.len())],
        )
    }

    /// Every game in the database, finished or not (`serve-bench`'s check, tests).
    pub fn all_games(&mut self) -> Result<Vec<Result<StoredGame, StoreError>>, StoreError> {
        let rows = self.client.query(
            &format!("SELECT {GAME_COLUMNS} FROM games ORDER BY code"),
            &[],
        )?;
        self.read_games(rows)
    }

    /// Runs SQL as it is (tests: damage a row, look at a table).
    pub fn execute_raw(&mut self, sql: &str) -> Result<(), StoreError> {
        self.client.batch_execute(sql)?;
        Ok(())
    }

    fn read_games(
        &mut self,
        rows: Vec<Row>,
    ) -> Result<Vec<Result<StoredGame, StoreError>>, StoreError> {
        let mut games: Vec<Result<StoredGame, StoreError>> = rows.iter().map(read_game).collect();
        for game in games.iter_mut() {
            let Ok(stored) = game else { continue };
            let moves = self.moves_of(&stored.code);
            attach_moves(game, moves);
        }
        Ok(games)
    }

    /// A game's moves, and the clocks stored with the last one.
    fn moves_of(&mut self, code: &str) -> Result<(Vec<String>, Option<ClockState>), StoreError> {
        let rows = self.client.query(&self.statements.moves, &[&code])?;
        let mut moves = Vec::with_capacity(rows.len());
        let mut last = None;
        for row in &rows {
            let ply: i64 = row.try_get(0)?;
            if ply != moves.len() as i64 {
                return Err(StoreError::Corrupt {
                    code: code.to_owned(),
                    what: format!("move {} is missing", moves.len()),
                });
            }
            moves.push(row.try_get::<_, String>(1)?);
            last = Some(ClockState {
                turn_started_ms: unsigned(row.try_get(2)?),
                white_ms: unsigned(row.try_get(3)?),
                black_ms: unsigned(row.try_get(4)?),
            });
        }
        Ok((moves, last))
    }
}

/// How the server connects (the store, and the bus's connections, named `application` in
/// PostgreSQL's views): a time limit to connect, and keepalives.
pub(crate) fn client_config(url: &str, application: &str) -> Result<postgres::Config, StoreError> {
    let mut config: postgres::Config = url.parse()?;
    config.connect_timeout(CONNECT_TIMEOUT);
    config.keepalives(true);
    config.keepalives_idle(Duration::from_secs(30));
    config.application_name(application);
    Ok(config)
}

/// Connects, with the timeouts above set for the session.
fn connect(url: &str) -> Result<Client, StoreError> {
    let mut client = client_config(url, "lasca-server")?.connect(NoTls)?;
    client.batch_execute(&format!(
        "SET statement_timeout = {}; SET lock_timeout = {};
         SET idle_in_transaction_session_timeout = {}; SET TIME ZONE 'UTC'",
        STATEMENT_TIMEOUT.as_millis(),
        STATEMENT_TIMEOUT.as_millis(),
        IDLE_IN_TRANSACTION.as_millis()
    ))?;
    Ok(client)
}

/// Applies the migrations a database lacks, each in the one transaction that holds the lock.
fn migrate(client: &mut Client, migrations: &[(i64, &str, &str)]) -> Result<(), StoreError> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
             version BIGINT PRIMARY KEY NOT NULL,
             name TEXT NOT NULL,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         )",
    )?;
    let done: Vec<i64> = tx
        .query("SELECT version FROM schema_migrations", &[])?
        .iter()
        .map(|row| row.get(0))
        .collect();
    if let Some(newest) = done.iter().max()
        && *newest > MIGRATIONS.last().map_or(0, |m| m.0)
    {
        return Err(StoreError::Corrupt {
            code: String::new(),
            what: format!(
                "the database's schema is version {newest}, newer than this server's \
                 (run the newer server, or restore a backup)"
            ),
        });
    }
    for (version, name, sql) in migrations {
        if done.contains(version) {
            continue;
        }
        tx.batch_execute(sql)?;
        tx.execute(
            "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
            &[version, name],
        )?;
        tracing::info!(version, name, "PostgreSQL schema migrated");
    }
    tx.commit()?;
    Ok(())
}

/// One row of `games` (without its moves), or that game's own error.
fn read_game(row: &Row) -> Result<StoredGame, StoreError> {
    let code: String = row.try_get(0).unwrap_or_else(|_| String::from("?"));
    let corrupt = |what: String| StoreError::Corrupt {
        code: code.clone(),
        what,
    };
    let read = || -> Result<StoredGame, StoreError> {
        let initial: Option<i64> = row.try_get(3)?;
        let increment: Option<i64> = row.try_get(4)?;
        let seconds = |value: i64| {
            u32::try_from(value).map_err(|_| corrupt("a time control out of range".into()))
        };
        let time_control = match (initial, increment) {
            (Some(initial_s), Some(increment_s)) => Some(TimeControl {
                initial_s: seconds(initial_s)?,
                increment_s: seconds(increment_s)?,
            }),
            (None, None) => None,
            _ => return Err(corrupt("half a time control".into())),
        };
        let status: String = row.try_get(7)?;
        let status = Status::parse(&status).ok_or_else(|| corrupt("unknown status".into()))?;
        let result =
            parse_result(row.try_get(8)?).ok_or_else(|| corrupt("unreadable result".into()))?;
        let plies: i64 = row.try_get(13)?;
        Ok(StoredGame {
            code: code.clone(),
            created_ms: unsigned(row.try_get(1)?),
            public: row.try_get(2)?,
            time_control,
            white_hash: row.try_get(5)?,
            black_hash: row.try_get(6)?,
            status,
            result,
            clock: ClockState {
                white_ms: unsigned(row.try_get(9)?),
                black_ms: unsigned(row.try_get(10)?),
                turn_started_ms: unsigned(row.try_get(11)?),
            },
            rematch: row.try_get(12)?,
            plies: u32::try_from(plies).map_err(|_| corrupt("plies out of range".into()))?,
            moves: Vec::new(),
            variant: row
                .try_get::<_, String>(14)?
                .parse()
                .map_err(|_| corrupt("unknown variant".into()))?,
            computer: parse_computer(row.try_get(15)?)
                .ok_or_else(|| corrupt("unreadable computer".into()))?,
            analysed: row.try_get(16)?,
            players: Players::parse(row.try_get(17)?)
                .ok_or_else(|| corrupt("unreadable players".into()))?,
        })
    };
    read().map_err(|error| match error {
        StoreError::Database(error) => corrupt(error.to_string()),
        other => other,
    })
}

/// Times and clocks are far below `i64::MAX`.
fn signed(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn unsigned(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

fn not_stored(code: &str) -> StoreError {
    StoreError::Corrupt {
        code: code.to_owned(),
        what: "not in the store".into(),
    }
}

impl Store for PgStore {
    fn begin(&mut self) -> Result<(), StoreError> {
        if let Some(leases) = &mut self.leases {
            leases.checked.clear();
        }
        self.mark = Mark::None;
        self.client.batch_execute("BEGIN")?;
        Ok(())
    }

    fn commit(&mut self) -> Result<(), StoreError> {
        self.mark = Mark::None;
        self.client.batch_execute("COMMIT")?;
        Ok(())
    }

    // PostgreSQL has SQLite's savepoints: a failed request is rolled back to its mark, and
    // the batch's transaction goes on (PostgreSQL refuses every statement after an error until
    // then, which `undo_to_mark` ends). Each is a round trip, the hub's own wait: a mark is
    // sent only with a request's first statement (most requests have none), and kept rather
    // than released (the next request's mark nests in it; `ROLLBACK TO` names the newest).
    fn mark(&mut self) -> Result<(), StoreError> {
        self.mark = Mark::Wanted;
        Ok(())
    }

    fn release(&mut self) -> Result<(), StoreError> {
        self.mark = Mark::None;
        Ok(())
    }

    fn undo_to_mark(&mut self) -> Result<(), StoreError> {
        if self.mark == Mark::Sent {
            // The fence checks rolled back unlocked their rows: check again before a write.
            if let Some(leases) = &mut self.leases {
                leases.checked.clear();
            }
            self.client.batch_execute("ROLLBACK TO SAVEPOINT request")?;
        }
        self.mark = Mark::None;
        Ok(())
    }

    fn insert_game(&mut self, game: &StoredGame) -> Result<(), StoreError> {
        self.enter()?;
        if let Some(leases) = &mut self.leases {
            // A new game is this instance's from its first row.
            self.client.execute(
                &format!(
                    "INSERT INTO leases (code, owner, expires_ms, alive_ms, fence)
                     VALUES ($1, $2, {NOW_MS} + $3, {NOW_MS}, 1)"
                ),
                &[&game.code, &leases.me, &leases.lease_ms],
            )?;
            leases.held.insert(game.code.clone(), 1);
            leases.checked.insert(game.code.clone());
        }
        let computer = game
            .computer
            .map(|c| serde_json::to_string(&c).expect("a computer's seat serialises"));
        self.client.execute(
            &self.statements.insert_game,
            &[
                &game.code,
                &signed(game.created_ms),
                &game.public,
                &game.time_control.map(|t| i64::from(t.initial_s)),
                &game.time_control.map(|t| i64::from(t.increment_s)),
                &game.white_hash,
                &game.black_hash,
                &game.status.as_str(),
                &super::result_text(game.result),
                &signed(game.clock.white_ms),
                &signed(game.clock.black_ms),
                &signed(game.clock.turn_started_ms),
                &game.rematch,
                &i64::from(game.plies.max(game.moves.len() as u32)),
                &game.variant.name(),
                &computer,
                &game.players.to_text(),
                &game.players.id(Colour::White),
                &game.players.id(Colour::Black),
            ],
        )?;
        for (ply, mv) in game.moves.iter().enumerate() {
            self.push_move(&game.code, ply as u32, mv, game.clock)?;
        }
        Ok(())
    }

    fn update_game(&mut self, game: &StoredGame) -> Result<(), StoreError> {
        self.enter()?;
        self.fence(&game.code)?;
        let changed = self.client.execute(
            &self.statements.update_game,
            &[
                &game.code,
                &game.public,
                &game.white_hash,
                &game.black_hash,
                &game.status.as_str(),
                &super::result_text(game.result),
                &signed(game.clock.white_ms),
                &signed(game.clock.black_ms),
                &signed(game.clock.turn_started_ms),
                &game.rematch,
                &i64::from(game.plies),
                &game.players.to_text(),
                &game.players.id(Colour::White),
                &game.players.id(Colour::Black),
            ],
        )?;
        if changed != 1 {
            return Err(not_stored(&game.code));
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
        self.enter()?;
        // A game's first write in a batch is most often a move: its fence is checked in the
        // same statement, one round trip instead of two.
        if let Some(leases) = &mut self.leases
            && !leases.checked.contains(code)
        {
            let fenced = || StoreError::Fenced {
                code: code.to_owned(),
            };
            let Some(&fence) = leases.held.get(code) else {
                return Err(fenced());
            };
            let written = self.client.execute(
                &self.statements.fenced_move,
                &[
                    &code,
                    &i64::from(ply),
                    &mv,
                    &signed(clock.turn_started_ms),
                    &signed(clock.white_ms),
                    &signed(clock.black_ms),
                    &leases.me,
                    &fence,
                    &leases.lease_ms,
                ],
            )?;
            if written != 1 {
                leases.held.remove(code);
                leases.lost.push(code.to_owned());
                return Err(fenced());
            }
            leases.checked.insert(code.to_owned());
            return Ok(());
        }
        self.client.execute(
            &self.statements.push_move,
            &[
                &code,
                &i64::from(ply),
                &mv,
                &signed(clock.turn_started_ms),
                &signed(clock.white_ms),
                &signed(clock.black_ms),
            ],
        )?;
        Ok(())
    }

    fn truncate_moves(&mut self, code: &str, plies: u32) -> Result<(), StoreError> {
        self.enter()?;
        self.fence(code)?;
        self.client
            .execute(&self.statements.truncate_moves, &[&code, &i64::from(plies)])?;
        Ok(())
    }

    fn store_analysis(&mut self, code: &str, analysis: &str) -> Result<(), StoreError> {
        self.enter()?;
        self.fence(code)?;
        if self
            .client
            .execute(&self.statements.store_analysis, &[&code, &analysis])?
            != 1
        {
            return Err(not_stored(code));
        }
        Ok(())
    }

    fn load_analysis(&mut self, code: &str) -> Result<Option<String>, StoreError> {
        self.enter()?;
        Ok(self
            .client
            .query_opt(&self.statements.load_analysis, &[&code])?
            .and_then(|row| row.get::<_, Option<String>>(0)))
    }

    fn load_game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        self.enter()?;
        let rows = self.client.query(&self.statements.game, &[&code])?;
        self.read_games(rows)?.pop().transpose()
    }

    fn unfinished_games(&mut self) -> Result<Vec<Result<StoredGame, StoreError>>, StoreError> {
        self.enter()?;
        let rows = self.client.query(&self.statements.unfinished, &[])?;
        self.read_games(rows)
    }

    fn has_legacy_codes(&mut self) -> Result<bool, StoreError> {
        self.enter()?;
        Ok(self
            .client
            .query_opt(
                &format!(
                    "SELECT 1 FROM games WHERE length(code) = {} LIMIT 1",
                    crate::protocol::LEGACY_CODE_LEN
                ),
                &[],
            )?
            .is_some())
    }

    fn code_exists(&mut self, code: &str) -> Result<bool, StoreError> {
        self.enter()?;
        Ok(self
            .client
            .query_opt(&self.statements.code_exists, &[&code])?
            .is_some())
    }

    fn set_heartbeat(&mut self, now_ms: u64) -> Result<(), StoreError> {
        self.enter()?;
        // Shared, each lease is its owner's heartbeat (one row written by every instance would
        // make their batches wait for each other).
        if self.leases.is_some() {
            return Ok(());
        }
        self.client
            .execute(&self.statements.set_heartbeat, &[&signed(now_ms)])?;
        Ok(())
    }

    fn heartbeat(&mut self) -> Result<Option<u64>, StoreError> {
        self.enter()?;
        Ok(self
            .client
            .query_opt(&self.statements.heartbeat, &[])?
            .map(|row| unsigned(row.get(0))))
    }

    fn create_account(
        &mut self,
        name: &str,
        password_hash: &str,
        now_ms: u64,
    ) -> Result<Option<i64>, StoreError> {
        self.enter()?;
        Ok(self
            .client
            .query_opt(
                "INSERT INTO accounts (name, name_key, password_hash, created_ms)
                 VALUES ($1, $2, $3, $4) ON CONFLICT (name_key) DO NOTHING RETURNING id",
                &[
                    &name,
                    &crate::accounts::name_key(name),
                    &password_hash,
                    &signed(now_ms),
                ],
            )?
            .map(|row| row.get(0)))
    }

    fn account(&mut self, key: AccountKey<'_>) -> Result<Option<AccountRow>, StoreError> {
        self.enter()?;
        const COLUMNS: &str = "SELECT id, name, password_hash, created_ms FROM accounts";
        let row = match key {
            AccountKey::Name(name) => self.client.query_opt(
                &format!("{COLUMNS} WHERE name_key = $1"),
                &[&crate::accounts::name_key(name)],
            )?,
            AccountKey::Id(id) => self
                .client
                .query_opt(&format!("{COLUMNS} WHERE id = $1"), &[&id])?,
            AccountKey::Session(hash) => self.client.query_opt(
                &format!("{COLUMNS} WHERE id = (SELECT account FROM sessions WHERE hash = $1)"),
                &[&hash],
            )?,
        };
        Ok(row.map(|row| AccountRow {
            id: row.get(0),
            name: row.get(1),
            password_hash: row.get(2),
            created_ms: unsigned(row.get(3)),
        }))
    }

    fn set_password(&mut self, id: i64, password_hash: &str) -> Result<(), StoreError> {
        self.enter()?;
        self.client.execute(
            "UPDATE accounts SET password_hash = $2 WHERE id = $1",
            &[&id, &password_hash],
        )?;
        Ok(())
    }

    fn add_session(&mut self, hash: &str, account: i64, now_ms: u64) -> Result<(), StoreError> {
        self.enter()?;
        self.client.execute(
            "INSERT INTO sessions (hash, account, created_ms) VALUES ($1, $2, $3)",
            &[&hash, &account, &signed(now_ms)],
        )?;
        Ok(())
    }

    fn end_sessions(&mut self, which: Sessions<'_>) -> Result<u64, StoreError> {
        self.enter()?;
        Ok(match which {
            Sessions::One(hash) => self
                .client
                .execute("DELETE FROM sessions WHERE hash = $1", &[&hash])?,
            Sessions::AllOf(account) => self
                .client
                .execute("DELETE FROM sessions WHERE account = $1", &[&account])?,
        })
    }

    fn ratings(&mut self, account: i64) -> Result<Vec<RatingRow>, StoreError> {
        self.enter()?;
        let rows = self.client.query(
            "SELECT perf, rating, deviation, volatility, games, wins, draws, losses, last_ms
             FROM ratings WHERE account = $1 ORDER BY perf",
            &[&account],
        )?;
        let count = |row: &Row, i| u32::try_from(row.get::<_, i64>(i)).unwrap_or(0);
        Ok(rows
            .iter()
            .map(|row| RatingRow {
                perf: row.get(0),
                rating: row.get(1),
                deviation: row.get(2),
                volatility: row.get(3),
                games: count(row, 4),
                wins: count(row, 5),
                draws: count(row, 6),
                losses: count(row, 7),
                last_ms: unsigned(row.get(8)),
            })
            .collect())
    }

    fn put_rating(
        &mut self,
        account: i64,
        rating: &RatingRow,
        code: &str,
    ) -> Result<(), StoreError> {
        self.enter()?;
        self.client.execute(
            "WITH history AS (
                 INSERT INTO rating_history (account, perf, at_ms, rating, code)
                 VALUES ($1, $2, $10, $3, $11)
             )
             INSERT INTO ratings (account, perf, rating, deviation, volatility, games, wins,
                 draws, losses, last_ms)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             ON CONFLICT (account, perf) DO UPDATE SET rating = excluded.rating,
                 deviation = excluded.deviation, volatility = excluded.volatility,
                 games = excluded.games, wins = excluded.wins, draws = excluded.draws,
                 losses = excluded.losses, last_ms = excluded.last_ms",
            &[
                &account,
                &rating.perf,
                &rating.rating,
                &rating.deviation,
                &rating.volatility,
                &i64::from(rating.games),
                &i64::from(rating.wins),
                &i64::from(rating.draws),
                &i64::from(rating.losses),
                &signed(rating.last_ms),
                &code,
            ],
        )?;
        Ok(())
    }

    fn rating_history(&mut self, account: i64) -> Result<Vec<HistoryRow>, StoreError> {
        self.enter()?;
        let rows = self.client.query(
            "SELECT perf, at_ms, rating, code FROM rating_history WHERE account = $1
             ORDER BY at_ms, id",
            &[&account],
        )?;
        Ok(rows
            .iter()
            .map(|row| HistoryRow {
                perf: row.get(0),
                at_ms: unsigned(row.get(1)),
                rating: row.get(2),
                code: row.get(3),
            })
            .collect())
    }

    fn games_of(&mut self, player: &str, limit: usize) -> Result<Vec<StoredGame>, StoreError> {
        self.enter()?;
        let limit = i64::try_from(limit.min(1000)).unwrap_or(1000);
        let rows = self.client.query(
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE white_id = $1 OR black_id = $1
                 ORDER BY created_ms DESC LIMIT $2"
            ),
            &[&player, &limit],
        )?;
        // A game that does not read is left off a player's list.
        Ok(rows.iter().filter_map(|row| read_game(row).ok()).collect())
    }

    fn delete_account(&mut self, id: i64) -> Result<bool, StoreError> {
        self.enter()?;
        let player = crate::accounts::Player::account(id, "").id;
        let rows = self.client.query(
            "SELECT code, players FROM games WHERE white_id = $1 OR black_id = $1",
            &[&player],
        )?;
        for row in &rows {
            let code: String = row.get(0);
            let Some(mut players) = Players::parse(row.get(1)) else {
                continue;
            };
            for colour in Colour::BOTH {
                if let Some(seat) = players.of_mut(colour)
                    && seat.id == player
                {
                    seat.name = "deleted".into();
                }
            }
            self.client.execute(
                "UPDATE games SET players = $2 WHERE code = $1",
                &[&code, &players.to_text()],
            )?;
        }
        for table in ["sessions", "ratings", "rating_history"] {
            self.client
                .execute(&format!("DELETE FROM {table} WHERE account = $1"), &[&id])?;
        }
        Ok(self
            .client
            .execute("DELETE FROM accounts WHERE id = $1", &[&id])?
            == 1)
    }

    fn leaderboard(
        &mut self,
        perf: &str,
        max_deviation: f64,
        limit: usize,
    ) -> Result<Vec<(String, RatingRow)>, StoreError> {
        self.enter()?;
        let limit = i64::try_from(limit.min(1000)).unwrap_or(1000);
        let rows = self.client.query(
            "SELECT a.name, r.perf, r.rating, r.deviation, r.volatility, r.games, r.wins,
                    r.draws, r.losses, r.last_ms
             FROM ratings r JOIN accounts a ON a.id = r.account
             WHERE r.perf = $1 AND r.deviation < $2 ORDER BY r.rating DESC LIMIT $3",
            &[&perf, &max_deviation, &limit],
        )?;
        let count = |row: &Row, i| u32::try_from(row.get::<_, i64>(i)).unwrap_or(0);
        Ok(rows
            .iter()
            .map(|row| {
                (
                    row.get(0),
                    RatingRow {
                        perf: row.get(1),
                        rating: row.get(2),
                        deviation: row.get(3),
                        volatility: row.get(4),
                        games: count(row, 5),
                        wins: count(row, 6),
                        draws: count(row, 7),
                        losses: count(row, 8),
                        last_ms: unsigned(row.get(9)),
                    },
                )
            })
            .collect())
    }

    fn secret(&mut self, name: &str, make: &dyn Fn() -> String) -> Result<String, StoreError> {
        self.enter()?;
        self.client.execute(
            "INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&name, &make()],
        )?;
        Ok(self
            .client
            .query_one("SELECT value FROM secrets WHERE name = $1", &[&name])?
            .get(0))
    }

    fn shared(&self) -> bool {
        self.leases.is_some()
    }

    fn claim(&mut self, code: &str) -> Result<Claim, StoreError> {
        self.enter()?;
        let Some(leases) = &mut self.leases else {
            return Ok(Claim::Mine { taken_from: None });
        };
        // Held by another instance, and alive: a plain read says so without waiting for the
        // row, which its owner's batch may have locked.
        if let Some(row) = self.client.query_opt(
            &format!(
                "SELECT owner FROM leases WHERE code = $1 AND owner <> $2 AND expires_ms >= {NOW_MS}"
            ),
            &[&code, &leases.me],
        )? {
            return Ok(Claim::Held { owner: row.get(0) });
        }
        // Taken when free, expired, or this instance's already (then its fence stays: nobody
        // wrote the game in between).
        let row = self.client.query_opt(
            &format!(
                "WITH previous AS (SELECT owner, alive_ms FROM leases WHERE code = $1)
                 INSERT INTO leases (code, owner, expires_ms, alive_ms, fence)
                 VALUES ($1, $2, {NOW_MS} + $3, {NOW_MS}, 1)
                 ON CONFLICT (code) DO UPDATE SET owner = excluded.owner,
                     expires_ms = excluded.expires_ms, alive_ms = excluded.alive_ms,
                     fence = CASE WHEN leases.owner = excluded.owner THEN leases.fence
                                  ELSE leases.fence + 1 END
                 WHERE leases.owner = excluded.owner OR leases.expires_ms < excluded.alive_ms
                 RETURNING fence, (SELECT owner FROM previous), (SELECT alive_ms FROM previous)"
            ),
            &[&code, &leases.me, &leases.lease_ms],
        )?;
        match row {
            Some(row) => {
                let fence: i64 = row.try_get(0)?;
                let previous: Option<String> = row.try_get(1)?;
                let alive: Option<i64> = row.try_get(2)?;
                leases.held.insert(code.to_owned(), fence);
                leases.checked.insert(code.to_owned());
                let taken_from = match (previous, alive) {
                    (Some(owner), Some(alive)) if owner != leases.me => {
                        Some((owner, unsigned(alive)))
                    }
                    _ => None,
                };
                Ok(Claim::Mine { taken_from })
            }
            None => {
                let owner = self
                    .client
                    .query_opt("SELECT owner FROM leases WHERE code = $1", &[&code])?
                    .map(|row| row.get::<_, String>(0))
                    .unwrap_or_default();
                Ok(Claim::Held { owner })
            }
        }
    }

    fn owner(&mut self, code: &str) -> Result<Option<String>, StoreError> {
        self.enter()?;
        Ok(self
            .client
            .query_opt(
                &format!("SELECT owner FROM leases WHERE code = $1 AND expires_ms >= {NOW_MS}"),
                &[&code],
            )?
            .map(|row| row.get(0)))
    }

    fn release_lease(&mut self, code: &str) -> Result<(), StoreError> {
        self.enter()?;
        let Some(leases) = &mut self.leases else {
            return Ok(());
        };
        if let Some(fence) = leases.held.remove(code) {
            leases.checked.remove(code);
            self.client.execute(
                "DELETE FROM leases WHERE code = $1 AND owner = $2 AND fence = $3",
                &[&code, &leases.me, &fence],
            )?;
        }
        Ok(())
    }

    fn renew_leases(&mut self) -> Result<Vec<String>, StoreError> {
        self.enter()?;
        let Some(leases) = &mut self.leases else {
            return Ok(Vec::new());
        };
        let codes: Vec<&str> = leases.held.keys().map(String::as_str).collect();
        let rows = self.client.query(
            &format!(
                "UPDATE leases SET expires_ms = {NOW_MS} + $2, alive_ms = {NOW_MS}
                 WHERE owner = $1 AND code = ANY($3) RETURNING code, fence"
            ),
            &[&leases.me, &leases.lease_ms, &codes],
        )?;
        let kept: HashMap<String, i64> = rows
            .iter()
            .map(|row| (row.get::<_, String>(0), row.get::<_, i64>(1)))
            .collect();
        let mut lost: Vec<String> = leases
            .held
            .iter()
            .filter(|(code, fence)| kept.get(*code) != Some(fence))
            .map(|(code, _)| code.clone())
            .collect();
        for code in &lost {
            leases.held.remove(code);
            leases.checked.remove(code);
        }
        lost.append(&mut leases.lost);
        Ok(lost)
    }

    fn orphans(&mut self, limit: usize) -> Result<Vec<String>, StoreError> {
        self.enter()?;
        if self.leases.is_none() {
            return Ok(Vec::new());
        }
        let rows = self.client.query(
            &format!(
                "SELECT g.code FROM games g LEFT JOIN leases l ON l.code = g.code
                 WHERE g.status <> 'ended' AND (l.code IS NULL OR l.expires_ms < {NOW_MS})
                 ORDER BY g.code LIMIT $1"
            ),
            &[&i64::try_from(limit).unwrap_or(i64::MAX)],
        )?;
        Ok(rows.iter().map(|row| row.get::<_, String>(0)).collect())
    }

    fn lobby(&mut self, limit: usize) -> Result<Option<Vec<LobbyRow>>, StoreError> {
        self.enter()?;
        if self.leases.is_none() {
            return Ok(None);
        }
        let rows = self.client.query(
            "SELECT code, created_ms, white_hash IS NULL, initial_s, increment_s, variant
             FROM games WHERE status = 'waiting' AND public
             ORDER BY created_ms DESC LIMIT $1",
            &[&i64::try_from(limit).unwrap_or(i64::MAX)],
        )?;
        let mut games = Vec::with_capacity(rows.len());
        for row in &rows {
            let initial: Option<i64> = row.try_get(3)?;
            let increment: Option<i64> = row.try_get(4)?;
            let Ok(variant) = row.try_get::<_, String>(5)?.parse() else {
                continue;
            };
            games.push(LobbyRow {
                code: row.try_get(0)?,
                created_ms: unsigned(row.try_get(1)?),
                white_free: row.try_get(2)?,
                time_control: match (initial, increment) {
                    (Some(initial_s), Some(increment_s)) => Some(TimeControl {
                        initial_s: u32::try_from(initial_s).unwrap_or(u32::MAX),
                        increment_s: u32::try_from(increment_s).unwrap_or(u32::MAX),
                    }),
                    _ => None,
                },
                variant,
            });
        }
        Ok(Some(games))
    }
}

#[cfg(test)]
mod tests {
    use super::without_password;

    #[test]
    fn a_password_never_reaches_the_log() {
        assert_eq!(
            without_password("postgres://lasca:s3cret@db.example.org:5433/lasca"),
            "postgres://lasca@db.example.org:5433/lasca"
        );
        assert_eq!(
            without_password("postgresql://lasca@localhost/lasca?password=x&sslmode=disable"),
            "postgresql://lasca@localhost/lasca?sslmode=disable"
        );
        assert_eq!(
            without_password("host=/run/postgresql user=lasca password=x dbname=lasca"),
            "host=/run/postgresql user=lasca dbname=lasca"
        );
    }
}
