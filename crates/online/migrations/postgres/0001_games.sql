-- The games and their moves: the same shape as the SQLite store's (store.rs), in PostgreSQL's
-- types. Every number is a BIGINT (times in ms since the epoch, clocks in ms, seconds, plies).
CREATE TABLE games (
    code TEXT PRIMARY KEY NOT NULL,
    created_ms BIGINT NOT NULL,
    public BOOLEAN NOT NULL,
    initial_s BIGINT,
    increment_s BIGINT,
    white_hash TEXT, -- token_hash of the seat's secret: a copy of the database takes no seat
    black_hash TEXT,
    status TEXT NOT NULL,
    result TEXT,
    white_ms BIGINT NOT NULL,
    black_ms BIGINT NOT NULL,
    turn_started_ms BIGINT NOT NULL,
    rematch TEXT,
    clock_ply BIGINT NOT NULL,
    variant TEXT NOT NULL DEFAULT 'lasca7',
    computer TEXT, -- JSON of a ComputerView, for a game against the computer
    analysis TEXT -- JSON of an AnalysisView, once a finished game is analysed
);
CREATE INDEX games_unfinished ON games (status) WHERE status <> 'ended';
CREATE TABLE moves (
    code TEXT NOT NULL,
    ply BIGINT NOT NULL,
    mv TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    white_ms BIGINT NOT NULL,
    black_ms BIGINT NOT NULL,
    PRIMARY KEY (code, ply)
);
CREATE TABLE meta (
    key TEXT PRIMARY KEY NOT NULL,
    value BIGINT NOT NULL
);
