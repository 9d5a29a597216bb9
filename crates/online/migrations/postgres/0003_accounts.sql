-- Players, accounts, sessions and ratings (protocol 5): the same shape as the SQLite store's
-- (store.rs), in PostgreSQL's types.
ALTER TABLE games ADD COLUMN players TEXT; -- JSON of store::Players: names, ids, rated
ALTER TABLE games ADD COLUMN white_id TEXT; -- Player::id, for a player's games
ALTER TABLE games ADD COLUMN black_id TEXT;
CREATE INDEX games_white_id ON games (white_id, created_ms) WHERE white_id IS NOT NULL;
CREATE INDEX games_black_id ON games (black_id, created_ms) WHERE black_id IS NOT NULL;
CREATE TABLE secrets (
    name TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
CREATE TABLE accounts (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE, -- the name in lowercase: names are unique in any case
    password_hash TEXT NOT NULL, -- Argon2id, PHC string form; never the password
    created_ms BIGINT NOT NULL
);
CREATE TABLE sessions (
    hash TEXT PRIMARY KEY NOT NULL, -- token_hash of the cookie's session id
    account BIGINT NOT NULL REFERENCES accounts (id),
    created_ms BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account);
CREATE TABLE ratings (
    account BIGINT NOT NULL REFERENCES accounts (id),
    perf TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    wins BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    losses BIGINT NOT NULL,
    last_ms BIGINT NOT NULL,
    PRIMARY KEY (account, perf)
);
CREATE TABLE rating_history (
    id BIGSERIAL PRIMARY KEY,
    account BIGINT NOT NULL REFERENCES accounts (id),
    perf TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    code TEXT NOT NULL
);
CREATE INDEX rating_history_account ON rating_history (account, at_ms);
