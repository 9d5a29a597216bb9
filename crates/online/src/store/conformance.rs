//! One suite of store behaviours, run against SQLite and against PostgreSQL: what the hub
//! counts on from any [`Store`].
//!
//! The PostgreSQL half needs a server: `LASCA_TEST_POSTGRES` names one by an administrator's
//! URL (`postgres://postgres@127.0.0.1:PORT/postgres`), and each test makes a database of its
//! own there and drops it after. `.ci/run` starts a throwaway cluster and sets it. Without it
//! the PostgreSQL tests say they were skipped, and under CI (`CI` set) they fail.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use super::postgres::PgStore;
use super::{ClockState, SqliteStore, Store, StoreError, StoredGame};
use crate::protocol::{ComputerView, GameResult, Status, TimeControl};
use lasca_rules::Variant;

/// A database the suite can open (again and again: the same data each time) and write to
/// behind the store's back.
trait Backend {
    fn open(&self) -> Box<dyn Store>;
    /// Runs SQL on the same database, not through the store (damage, inspection).
    fn raw(&self, sql: &str);
    /// Makes the database as the oldest schema this store upgrades had it, holding one game
    /// `OLDGAME01` with the move `a3-b4` (White's seat hashed, Black's empty, untimed).
    fn make_old(&self);
}

struct Sqlite {
    _folder: tempfile::TempDir,
    path: PathBuf,
}

impl Sqlite {
    fn new() -> Sqlite {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let path = folder.path().join("games.sqlite");
        Sqlite {
            _folder: folder,
            path,
        }
    }
}

impl Backend for Sqlite {
    fn open(&self) -> Box<dyn Store> {
        Box::new(SqliteStore::open(&self.path).expect("the SQLite store opens"))
    }

    fn raw(&self, sql: &str) {
        rusqlite::Connection::open(&self.path)
            .and_then(|db| db.execute_batch(sql))
            .expect("raw SQL runs");
    }

    fn make_old(&self) {
        // Version 0.1's schema: plain seat tokens, no variant, no computer, no analysis.
        self.raw(
            "CREATE TABLE games (code TEXT PRIMARY KEY NOT NULL, created_ms INTEGER NOT NULL,
                 public INTEGER NOT NULL, initial_s INTEGER, increment_s INTEGER,
                 white_token TEXT, black_token TEXT, status TEXT NOT NULL, result TEXT,
                 white_ms INTEGER NOT NULL, black_ms INTEGER NOT NULL,
                 turn_started_ms INTEGER NOT NULL, rematch TEXT, clock_ply INTEGER NOT NULL);
             CREATE TABLE moves (code TEXT NOT NULL, ply INTEGER NOT NULL, mv TEXT NOT NULL,
                 at_ms INTEGER NOT NULL, white_ms INTEGER NOT NULL, black_ms INTEGER NOT NULL,
                 PRIMARY KEY (code, ply)) WITHOUT ROWID;
             CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value INTEGER NOT NULL);
             INSERT INTO games VALUES ('OLDGAME01', 1000, 1, NULL, NULL, 'white-secret', NULL,
                 'waiting', NULL, 0, 0, 1000, NULL, 0);
             INSERT INTO moves VALUES ('OLDGAME01', 0, 'a3-b4', 2000, 0, 0);",
        );
    }
}

/// A database of its own on the test PostgreSQL, dropped at the end.
struct Postgres {
    admin: String,
    url: String,
    name: String,
}

impl Postgres {
    /// `None` (after saying so) when no PostgreSQL is named and this is not CI.
    fn new(test: &str) -> Option<Postgres> {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let admin = test_postgres()?;
        let name = format!(
            "lasca_test_{}_{}_{test}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut client = ::postgres::Client::connect(&admin, ::postgres::NoTls)
            .expect("the test PostgreSQL answers");
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("a test database is made");
        let url = with_database(&admin, &name);
        Some(Postgres { admin, url, name })
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        if let Ok(mut client) = ::postgres::Client::connect(&self.admin, ::postgres::NoTls) {
            let _ = client.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ));
        }
    }
}

impl Backend for Postgres {
    fn open(&self) -> Box<dyn Store> {
        Box::new(PgStore::open(&self.url).expect("the PostgreSQL store opens"))
    }

    fn raw(&self, sql: &str) {
        ::postgres::Client::connect(&self.url, ::postgres::NoTls)
            .and_then(|mut client| client.batch_execute(sql))
            .expect("raw SQL runs");
    }

    fn make_old(&self) {
        // The first migration alone: no leases.
        PgStore::migrate_to(&self.url, 1).expect("the first schema");
        self.raw(&format!(
            "INSERT INTO games (code, created_ms, public, initial_s, increment_s, white_hash,
                 black_hash, status, result, white_ms, black_ms, turn_started_ms, rematch,
                 clock_ply)
             VALUES ('OLDGAME01', 1000, true, NULL, NULL, '{}', NULL, 'waiting', NULL, 0, 0,
                 1000, NULL, 0);
             INSERT INTO moves VALUES ('OLDGAME01', 0, 'a3-b4', 2000, 0, 0);",
            super::token_hash("white-secret")
        ));
    }
}

#[path = "../../tests/loopback/skip.rs"]
mod skip;

/// The administrator's URL of the test PostgreSQL, if one is named; under CI, one must be.
pub(crate) fn test_postgres() -> Option<String> {
    match std::env::var("LASCA_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            skip::skipped("a PostgreSQL (LASCA_TEST_POSTGRES=postgres://…)");
            None
        }
    }
}

/// `url` with its database replaced by `name`.
pub(crate) fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let base = match base[scheme_end..].find('/') {
        Some(slash) => &base[..scheme_end + slash],
        None => base,
    };
    match query {
        Some(query) => format!("{base}/{name}?{query}"),
        None => format!("{base}/{name}"),
    }
}

fn game(code: &str) -> StoredGame {
    StoredGame {
        code: code.into(),
        created_ms: 1_000,
        public: true,
        time_control: Some(TimeControl {
            initial_s: 300,
            increment_s: 2,
        }),
        white_hash: Some(super::token_hash("white")),
        black_hash: None,
        status: Status::Waiting,
        result: None,
        clock: ClockState {
            white_ms: 300_000,
            black_ms: 300_000,
            turn_started_ms: 1_000,
        },
        rematch: None,
        plies: 0,
        moves: Vec::new(),
        variant: Variant::Lasca7,
        computer: None,
        analysed: false,
        players: Default::default(),
    }
}

fn clock(at: u64, white: u64, black: u64) -> ClockState {
    ClockState {
        white_ms: white,
        black_ms: black,
        turn_started_ms: at,
    }
}

/// Runs `body` in one committed batch.
fn batch(store: &mut dyn Store, body: impl FnOnce(&mut dyn Store)) {
    store.begin().unwrap();
    body(store);
    store.commit().unwrap();
}

fn creates_and_reads(backend: &dyn Backend) {
    let mut store = backend.open();
    assert!(!store.code_exists("GAMEAAAAA").unwrap());
    assert_eq!(store.load_game("GAMEAAAAA").unwrap(), None);
    let mut eight = game("GAMEBBBBB");
    eight.variant = Variant::Bashni;
    eight.time_control = None;
    eight.computer = Some(ComputerView {
        colour: lasca_rules::Colour::Black,
        level: 5,
    });
    eight.moves = vec!["c3-d4".into(), "f6-e5".into()];
    batch(&mut *store, |store| {
        store.insert_game(&game("GAMEAAAAA")).unwrap();
        store.insert_game(&eight).unwrap();
    });
    assert!(store.code_exists("GAMEAAAAA").unwrap());
    assert_eq!(
        store.load_game("GAMEAAAAA").unwrap(),
        Some(game("GAMEAAAAA"))
    );
    let mut expected = eight.clone();
    expected.plies = 2;
    assert_eq!(store.load_game("GAMEBBBBB").unwrap(), Some(expected));
    let unfinished: Vec<String> = store
        .unfinished_games()
        .unwrap()
        .into_iter()
        .map(|g| g.unwrap().code)
        .collect();
    assert_eq!(unfinished.len(), 2);
    assert!(!store.has_legacy_codes().unwrap());
    batch(&mut *store, |store| {
        store.insert_game(&game("ABCDEF")).unwrap()
    });
    assert!(store.has_legacy_codes().unwrap());
    // A code that is taken is refused, and the batch is not half written.
    store.begin().unwrap();
    store.mark().unwrap();
    assert!(store.insert_game(&game("GAMEAAAAA")).is_err());
    store.undo_to_mark().unwrap();
    store.commit().unwrap();
    // A game not in the store cannot be updated.
    store.begin().unwrap();
    store.mark().unwrap();
    assert!(matches!(
        store.update_game(&game("NOSUCHGAM")),
        Err(StoreError::Corrupt { .. })
    ));
    store.undo_to_mark().unwrap();
    store.commit().unwrap();
}

fn moves_and_clocks(backend: &dyn Backend) {
    let mut store = backend.open();
    let mut playing = game("GAMECLOCK");
    playing.black_hash = Some(super::token_hash("black"));
    playing.status = Status::Playing;
    batch(&mut *store, |store| store.insert_game(&playing).unwrap());
    batch(&mut *store, |store| {
        store
            .push_move("GAMECLOCK", 0, "a3-b4", clock(5_000, 296_000, 300_000))
            .unwrap();
    });
    batch(&mut *store, |store| {
        store
            .push_move("GAMECLOCK", 1, "e5-d4", clock(9_000, 296_000, 298_000))
            .unwrap();
    });
    let loaded = store.load_game("GAMECLOCK").unwrap().unwrap();
    assert_eq!(loaded.moves, ["a3-b4", "e5-d4"]);
    assert_eq!(loaded.plies, 2);
    // The clocks stored with the newest move win over the row's older ones.
    assert_eq!(loaded.clock, clock(9_000, 296_000, 298_000));
    // A row written after the moves (a flag fall, a new clock) wins over them.
    let mut later = loaded.clone();
    later.clock = clock(12_000, 296_000, 295_000);
    batch(&mut *store, |store| store.update_game(&later).unwrap());
    assert_eq!(
        store.load_game("GAMECLOCK").unwrap().unwrap().clock,
        later.clock
    );
    // The same ply twice is refused.
    store.begin().unwrap();
    store.mark().unwrap();
    assert!(
        store
            .push_move("GAMECLOCK", 1, "a1-b2", clock(0, 0, 0))
            .is_err()
    );
    store.undo_to_mark().unwrap();
    store.commit().unwrap();
}

fn take_back_truncates(backend: &dyn Backend) {
    let mut store = backend.open();
    let mut playing = game("GAMETAKEN");
    playing.status = Status::Playing;
    playing.moves = vec!["a3-b4".into(), "e5-d4".into(), "b4-c5".into()];
    batch(&mut *store, |store| store.insert_game(&playing).unwrap());
    batch(&mut *store, |store| {
        store.truncate_moves("GAMETAKEN", 1).unwrap();
        let mut back = playing.clone();
        back.moves.truncate(1);
        back.plies = 1;
        back.clock = clock(20_000, 250_000, 260_000);
        store.update_game(&back).unwrap();
    });
    let loaded = store.load_game("GAMETAKEN").unwrap().unwrap();
    assert_eq!(loaded.moves, ["a3-b4"]);
    assert_eq!(loaded.plies, 1);
    assert_eq!(loaded.clock, clock(20_000, 250_000, 260_000));
    // The game goes on from there.
    batch(&mut *store, |store| {
        store
            .push_move("GAMETAKEN", 1, "g5-f4", clock(21_000, 250_000, 259_000))
            .unwrap();
    });
    let loaded = store.load_game("GAMETAKEN").unwrap().unwrap();
    assert_eq!(loaded.moves, ["a3-b4", "g5-f4"]);
}

fn finished_games_and_analyses(backend: &dyn Backend) {
    let mut store = backend.open();
    let mut over = game("GAMEENDED");
    over.moves = vec!["a3-b4".into()];
    batch(&mut *store, |store| store.insert_game(&over).unwrap());
    over.status = Status::Ended;
    over.result = Some(GameResult {
        winner: Some(lasca_rules::Colour::White),
        reason: crate::protocol::EndReason::Resignation,
    });
    over.rematch = Some("GAMENEXT1".into());
    over.plies = 1;
    batch(&mut *store, |store| store.update_game(&over).unwrap());
    assert!(store.unfinished_games().unwrap().is_empty());
    assert_eq!(store.load_game("GAMEENDED").unwrap(), Some(over.clone()));
    assert_eq!(store.load_analysis("GAMEENDED").unwrap(), None);
    batch(&mut *store, |store| {
        store
            .store_analysis("GAMEENDED", r#"{"plies":[]}"#)
            .unwrap();
    });
    assert_eq!(
        store.load_analysis("GAMEENDED").unwrap().as_deref(),
        Some(r#"{"plies":[]}"#)
    );
    assert!(store.load_game("GAMEENDED").unwrap().unwrap().analysed);
    assert_eq!(store.load_analysis("NOSUCHGAM").unwrap(), None);
}

fn a_failed_request_leaves_the_batch(backend: &dyn Backend) {
    let mut store = backend.open();
    store.begin().unwrap();
    store.mark().unwrap();
    store.insert_game(&game("GAMEUNDO1")).unwrap();
    store.undo_to_mark().unwrap();
    // A statement that fails inside a request (PostgreSQL then refuses all else until the
    // request is rolled back): the batch goes on.
    store.mark().unwrap();
    store.insert_game(&game("GAMEKEPT1")).unwrap();
    assert!(store.insert_game(&game("GAMEKEPT1")).is_err());
    store.undo_to_mark().unwrap();
    store.mark().unwrap();
    store.insert_game(&game("GAMEKEPT2")).unwrap();
    store.release().unwrap();
    store.commit().unwrap();
    assert!(!store.code_exists("GAMEUNDO1").unwrap());
    assert!(!store.code_exists("GAMEKEPT1").unwrap());
    assert!(store.code_exists("GAMEKEPT2").unwrap());
}

fn reopens_after_a_crash(backend: &dyn Backend) {
    let mut store = backend.open();
    batch(&mut *store, |store| {
        store.insert_game(&game("GAMEDURAB")).unwrap();
        store.set_heartbeat(123_456).unwrap();
    });
    store.begin().unwrap();
    store.insert_game(&game("GAMELOST1")).unwrap();
    store
        .push_move("GAMEDURAB", 0, "a3-b4", clock(1, 2, 3))
        .unwrap();
    // The process dies here: no commit.
    drop(store);
    let mut store = backend.open();
    assert!(store.code_exists("GAMEDURAB").unwrap());
    assert!(!store.code_exists("GAMELOST1").unwrap());
    assert!(
        store
            .load_game("GAMEDURAB")
            .unwrap()
            .unwrap()
            .moves
            .is_empty()
    );
    assert_eq!(store.heartbeat().unwrap(), Some(123_456));
}

fn migrates_an_older_schema(backend: &dyn Backend) {
    backend.make_old();
    let mut store = backend.open();
    let old = store
        .load_game("OLDGAME01")
        .unwrap()
        .expect("the old game is kept");
    assert_eq!(old.variant, Variant::Lasca7);
    assert_eq!(old.moves, ["a3-b4"]);
    assert_eq!(old.white_hash, Some(super::token_hash("white-secret")));
    assert_eq!(old.computer, None);
    assert!(!old.analysed);
    // The new columns are there, and opening twice migrates nothing more.
    drop(store);
    let mut store = backend.open();
    batch(&mut *store, |store| {
        store.store_analysis("OLDGAME01", "{}").unwrap();
        store.insert_game(&game("NEWGAME01")).unwrap();
    });
    assert!(store.load_game("OLDGAME01").unwrap().unwrap().analysed);
}

fn a_corrupt_row_is_its_own_error(backend: &dyn Backend) {
    let mut store = backend.open();
    let mut with_moves = game("GAMEHOLES");
    with_moves.moves = vec!["a3-b4".into(), "e5-d4".into()];
    batch(&mut *store, |store| {
        store.insert_game(&game("GAMESOUND")).unwrap();
        store.insert_game(&game("GAMEBADST")).unwrap();
        store.insert_game(&with_moves).unwrap();
    });
    drop(store);
    backend.raw(
        "UPDATE games SET status = 'bogus' WHERE code = 'GAMEBADST';
         DELETE FROM moves WHERE code = 'GAMEHOLES' AND ply = 0;",
    );
    let mut store = backend.open();
    let mut games = store.unfinished_games().unwrap();
    games.sort_by_key(|g| match g {
        Ok(g) => g.code.clone(),
        Err(StoreError::Corrupt { code, .. }) => code.clone(),
        Err(other) => panic!("{other}"),
    });
    assert_eq!(games.len(), 3, "{games:?}");
    assert!(
        matches!(&games[0], Err(StoreError::Corrupt { code, what }) if code == "GAMEBADST" && what.contains("status"))
    );
    assert!(
        matches!(&games[1], Err(StoreError::Corrupt { code, what }) if code == "GAMEHOLES" && what.contains("missing"))
    );
    assert_eq!(games[2].as_ref().unwrap().code, "GAMESOUND");
    assert!(store.load_game("GAMEBADST").is_err());
    assert!(store.load_game("GAMESOUND").unwrap().is_some());
}

fn hostile_text_is_only_data(backend: &dyn Backend) {
    let mut store = backend.open();
    let code = "X'); DROP TABLE games; --";
    assert!(!store.code_exists(code).unwrap());
    assert_eq!(store.load_game(code).unwrap(), None);
    let mut odd = game("GAMEQUOTE");
    odd.rematch = Some("it's \"odd\" \\ ; --".into());
    batch(&mut *store, |store| store.insert_game(&odd).unwrap());
    assert_eq!(store.load_game("GAMEQUOTE").unwrap(), Some(odd));
}

fn heartbeat(backend: &dyn Backend) {
    let mut store = backend.open();
    assert_eq!(store.heartbeat().unwrap(), None);
    batch(&mut *store, |store| store.set_heartbeat(42).unwrap());
    batch(&mut *store, |store| store.set_heartbeat(43).unwrap());
    assert_eq!(store.heartbeat().unwrap(), Some(43));
}

/// The suite: each behaviour, once for SQLite and once for PostgreSQL.
fn accounts_and_sessions(backend: &dyn Backend) {
    use super::{AccountKey, Sessions};
    let mut store = backend.open();
    let mut ids = Vec::new();
    batch(&mut *store, |store| {
        ids.push(
            store
                .create_account("Emanuel", "$argon2id$hash-1", 5)
                .unwrap(),
        );
        // Names are unique in any case.
        ids.push(
            store
                .create_account("EMANUEL", "$argon2id$hash-2", 6)
                .unwrap(),
        );
        ids.push(
            store
                .create_account("Tarrasch", "$argon2id$hash-3", 7)
                .unwrap(),
        );
    });
    let (emanuel, tarrasch) = (ids[0].unwrap(), ids[2].unwrap());
    assert_eq!(ids[1], None);
    assert_ne!(emanuel, tarrasch);
    batch(&mut *store, |store| {
        store.add_session("session-a", emanuel, 10).unwrap();
        store.add_session("session-b", emanuel, 11).unwrap();
        store.add_session("session-c", tarrasch, 12).unwrap();
        store.set_password(emanuel, "$argon2id$hash-new").unwrap();
    });
    let mut store = backend.open();
    batch(&mut *store, |store| {
        let found = store.account(AccountKey::Name("emanuel")).unwrap().unwrap();
        assert_eq!(found.id, emanuel);
        assert_eq!(found.name, "Emanuel");
        assert_eq!(found.password_hash, "$argon2id$hash-new");
        assert_eq!(found.created_ms, 5);
        assert_eq!(
            store
                .account(AccountKey::Id(tarrasch))
                .unwrap()
                .unwrap()
                .name,
            "Tarrasch"
        );
        let by_session = store
            .account(AccountKey::Session("session-b"))
            .unwrap()
            .unwrap();
        assert_eq!(by_session.id, emanuel);
        assert!(
            store
                .account(AccountKey::Session("nobody"))
                .unwrap()
                .is_none()
        );
        assert!(store.account(AccountKey::Name("nobody")).unwrap().is_none());
        assert_eq!(store.end_sessions(Sessions::One("session-a")).unwrap(), 1);
        assert!(
            store
                .account(AccountKey::Session("session-a"))
                .unwrap()
                .is_none()
        );
        assert_eq!(store.end_sessions(Sessions::AllOf(emanuel)).unwrap(), 1);
        assert!(
            store
                .account(AccountKey::Session("session-b"))
                .unwrap()
                .is_none()
        );
        assert!(
            store
                .account(AccountKey::Session("session-c"))
                .unwrap()
                .is_some()
        );
        // The secret is made once and kept.
        let first = store.secret("cookie_key", &|| "first".into()).unwrap();
        let second = store.secret("cookie_key", &|| "second".into()).unwrap();
        assert_eq!((first.as_str(), second.as_str()), ("first", "first"));
    });
}

fn ratings_players_and_deletion(backend: &dyn Backend) {
    use super::{AccountKey, Players, RatingRow};
    use crate::accounts::Player;
    let mut store = backend.open();
    let mut id = 0;
    batch(&mut *store, |store| {
        id = store
            .create_account("Capablanca", "$argon2id$x", 1)
            .unwrap()
            .unwrap();
        store.add_session("session", id, 1).unwrap();
    });
    let me = Player {
        rating: Some(1500),
        provisional: true,
        change: Some(12),
        ..Player::account(id, "Capablanca")
    };
    let guest = Player::guest("0123456789abcdef0123456789abcdef");
    let mut first = game("GAMERATE1");
    first.players = Players {
        white: Some(me.clone()),
        black: Some(guest.clone()),
        rated: false,
    };
    let mut second = game("GAMERATE2");
    second.created_ms = 2_000;
    second.players = Players {
        white: Some(guest.clone()),
        black: None,
        rated: false,
    };
    let row = |rating: f64, games: u32, at: u64| RatingRow {
        perf: "lasca7_blitz".into(),
        rating,
        deviation: 250.5,
        volatility: 0.09,
        games,
        wins: games,
        draws: 0,
        losses: 0,
        last_ms: at,
    };
    batch(&mut *store, |store| {
        store.insert_game(&first).unwrap();
        store.insert_game(&second).unwrap();
        store
            .put_rating(id, &row(1600.25, 1, 100), "GAMERATE1")
            .unwrap();
        store
            .put_rating(id, &row(1650.5, 2, 200), "GAMERATE1")
            .unwrap();
        // Black joins the second game as the account: `update_game` writes players too.
        second.players.black = Some(me.clone());
        store.update_game(&second).unwrap();
    });
    let mut store = backend.open();
    batch(&mut *store, |store| {
        assert_eq!(
            store.load_game("GAMERATE1").unwrap().unwrap().players,
            first.players
        );
        let ratings = store.ratings(id).unwrap();
        assert_eq!(ratings, [row(1650.5, 2, 200)]);
        let history = store.rating_history(id).unwrap();
        let points: Vec<(u64, f64)> = history.iter().map(|h| (h.at_ms, h.rating)).collect();
        assert_eq!(points, [(100, 1600.25), (200, 1650.5)]);
        let mine: Vec<String> = store
            .games_of(&me.id, 10)
            .unwrap()
            .into_iter()
            .map(|g| g.code)
            .collect();
        assert_eq!(mine, ["GAMERATE2", "GAMERATE1"], "newest first");
        assert_eq!(store.games_of(&guest.id, 1).unwrap().len(), 1);
        let board = store.leaderboard("lasca7_blitz", 300.0, 10).unwrap();
        assert_eq!(board, [("Capablanca".to_owned(), row(1650.5, 2, 200))]);
        assert!(
            store
                .leaderboard("lasca7_blitz", 75.0, 10)
                .unwrap()
                .is_empty()
        );
        assert!(
            store
                .leaderboard("bashni_rapid", 300.0, 10)
                .unwrap()
                .is_empty()
        );
        // Deleting the account: its sessions, ratings and history go, its name in its games
        // becomes "deleted", the games stay.
        assert!(store.delete_account(id).unwrap());
        assert!(!store.delete_account(id).unwrap());
        assert!(
            store
                .account(AccountKey::Name("capablanca"))
                .unwrap()
                .is_none()
        );
        assert!(
            store
                .account(AccountKey::Session("session"))
                .unwrap()
                .is_none()
        );
        assert!(store.ratings(id).unwrap().is_empty());
        assert!(store.rating_history(id).unwrap().is_empty());
        let kept = store.load_game("GAMERATE1").unwrap().unwrap();
        assert_eq!(kept.players.white.unwrap().name, "deleted");
        assert_eq!(kept.players.black.unwrap().name, guest.name);
    });
}

macro_rules! conformance {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[test]
                fn $name() {
                    super::$name(&super::Sqlite::new());
                }
            )*
        }
        mod postgres {
            $(
                #[test]
                fn $name() {
                    if let Some(db) = super::Postgres::new(stringify!($name)) {
                        super::$name(&db);
                    }
                }
            )*
        }
    };
}

conformance!(
    creates_and_reads,
    moves_and_clocks,
    take_back_truncates,
    finished_games_and_analyses,
    a_failed_request_leaves_the_batch,
    reopens_after_a_crash,
    migrates_an_older_schema,
    a_corrupt_row_is_its_own_error,
    hostile_text_is_only_data,
    heartbeat,
    accounts_and_sessions,
    ratings_players_and_deletion,
);

/// Leases, PostgreSQL's alone: what keeps two instances from writing one game.
mod leases {
    use std::time::{Duration, Instant};

    use super::{Postgres, batch, clock, game};
    use crate::store::postgres::PgStore;
    use crate::store::{Claim, Store, StoreError};

    fn instance(db: &Postgres, name: &str) -> PgStore {
        PgStore::open(&db.url)
            .and_then(|store| store.shared_as(name, Duration::from_millis(300)))
            .expect("an instance's store opens")
    }

    /// Claims `code` for `store` once its lease has expired (a hang guard, not a timing).
    fn claim_when_free(store: &mut PgStore, code: &str) -> Claim {
        let guard = Instant::now() + Duration::from_secs(20);
        loop {
            store.begin().unwrap();
            let claim = store.claim(code).unwrap();
            store.commit().unwrap();
            if matches!(claim, Claim::Mine { .. }) {
                return claim;
            }
            assert!(Instant::now() < guard, "the lease never expired");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    #[test]
    fn a_lease_fences_its_old_owner() {
        let Some(db) = Postgres::new("fence") else {
            return;
        };
        let mut a = instance(&db, "a");
        let mut b = instance(&db, "b");
        batch(&mut a, |a| a.insert_game(&game("GAMELEASE")).unwrap());
        // While `a` holds it, `b` cannot take it.
        b.begin().unwrap();
        assert_eq!(
            b.claim("GAMELEASE").unwrap(),
            Claim::Held { owner: "a".into() }
        );
        b.commit().unwrap();
        // `a` is paused past its lease; `b` takes the game, told since when `a` was silent.
        let Claim::Mine {
            taken_from: Some((from, _)),
        } = claim_when_free(&mut b, "GAMELEASE")
        else {
            panic!("taken from nobody");
        };
        assert_eq!(from, "a");
        batch(&mut b, |b| {
            b.push_move("GAMELEASE", 0, "a3-b4", clock(1, 2, 3))
                .unwrap();
        });
        // `a` wakes and writes: refused, whichever write it is, and nothing of it is kept.
        a.begin().unwrap();
        a.mark().unwrap();
        assert!(matches!(
            a.push_move("GAMELEASE", 0, "c3-d4", clock(1, 2, 3)),
            Err(StoreError::Fenced { .. })
        ));
        assert!(matches!(
            a.update_game(&game("GAMELEASE")),
            Err(StoreError::Fenced { .. })
        ));
        a.undo_to_mark().unwrap();
        a.commit().unwrap();
        a.begin().unwrap();
        assert_eq!(
            a.renew_leases().unwrap(),
            ["GAMELEASE"],
            "a hears it lost the game"
        );
        assert!(matches!(
            a.claim("GAMELEASE").unwrap(),
            Claim::Held { owner } if owner == "b"
        ));
        a.commit().unwrap();
        let stored = b.load_game("GAMELEASE").unwrap().unwrap();
        assert_eq!(stored.moves, ["a3-b4"], "the record is the new owner's");
    }

    #[test]
    fn an_owner_s_unfinished_games_are_orphans_once_its_lease_expires() {
        let Some(db) = Postgres::new("orphans") else {
            return;
        };
        let mut a = instance(&db, "a");
        let mut b = instance(&db, "b");
        let mut ended = game("GAMEOVER1");
        ended.status = crate::protocol::Status::Ended;
        batch(&mut a, |a| {
            a.insert_game(&game("GAMEALIVE")).unwrap();
            a.insert_game(&ended).unwrap();
        });
        b.begin().unwrap();
        assert!(b.orphans(10).unwrap().is_empty(), "a's leases hold");
        b.commit().unwrap();
        // A released lease is nobody's: the game is anyone's to take.
        batch(&mut a, |a| a.release_lease("GAMEALIVE").unwrap());
        b.begin().unwrap();
        assert_eq!(b.orphans(10).unwrap(), ["GAMEALIVE"]);
        assert_eq!(
            b.claim("GAMEALIVE").unwrap(),
            Claim::Mine { taken_from: None }
        );
        assert!(
            b.orphans(10).unwrap().is_empty(),
            "finished games are nobody's orphans"
        );
        b.commit().unwrap();
        // The shared lobby lists waiting public games of every instance.
        let lobby = b.lobby(10).unwrap().expect("a shared store has a lobby");
        assert_eq!(lobby.len(), 1);
        assert_eq!(lobby[0].code, "GAMEALIVE");
    }
}
