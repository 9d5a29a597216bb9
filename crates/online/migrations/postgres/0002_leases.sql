-- Several instances on one database: which instance plays a game now. `fence` grows by one
-- each time the game changes hands, and every write of a game checks it, so an instance that
-- lost its lease (paused, cut off) never writes that game again. `alive_ms` is when the owner
-- last renewed it: a new owner charges the time since to nobody.
CREATE TABLE leases (
    code TEXT PRIMARY KEY NOT NULL,
    owner TEXT NOT NULL,
    expires_ms BIGINT NOT NULL,
    alive_ms BIGINT NOT NULL,
    fence BIGINT NOT NULL
);
CREATE INDEX leases_owner ON leases (owner);
CREATE INDEX games_lobby ON games (created_ms DESC) WHERE status = 'waiting' AND public;
-- Messages between instances too long for a NOTIFY's payload (8,000 bytes): the notification
-- names the row, which its receiver reads and deletes.
CREATE TABLE bus_messages (
    id BIGSERIAL PRIMARY KEY,
    payload TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
