-- Several instances on one database: which instance plays a game now. `fence` grows by one
-- each time the game changes hands, and every write of a game checks it, so an instance that
-- lost its lease (paused, cut off) never writes that game again.
CREATE TABLE leases (
    code TEXT PRIMARY KEY NOT NULL,
    owner TEXT NOT NULL,
    expires_ms BIGINT NOT NULL,
    fence BIGINT NOT NULL
);
CREATE INDEX leases_owner ON leases (owner);
