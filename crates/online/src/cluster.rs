//! Several server instances on one PostgreSQL database: the bus between them.
//!
//! Each game is played by the one instance that holds its lease (`store/postgres.rs`), and any
//! instance takes any connection. A request for a game another instance holds crosses to it,
//! and that game's messages to the connection come back, through PostgreSQL's LISTEN/NOTIFY:
//! each instance listens on a channel of its own (`lasca_<name>`) and on `lasca_all`, where
//! instances say they are alive and that they took a game over. This is lila-ws and lila's
//! shape over Redis, with PostgreSQL as the bus so that an operator runs one dependency.
//!
//! Written here rather than taken from a crate: no crate does a bus over LISTEN/NOTIFY for a
//! synchronous hub; `postgres` gives the notifications, this file only frames them. A payload
//! longer than a NOTIFY takes (8,000 bytes) goes through the `bus_messages` table, the
//! notification naming its row.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use postgres::fallible_iterator::FallibleIterator;
use serde::{Deserialize, Serialize};

use crate::hub::{ConnId, HubRequest};
use crate::protocol::ClientMessage;

/// The channel every instance listens on.
pub const ALL: &str = "lasca_all";

/// The longest payload sent as a NOTIFY's own (PostgreSQL's limit is 8,000 bytes).
const MAX_PAYLOAD: usize = 7_000;

/// Messages queued for the bus at most; past it a remote connection's messages are dropped
/// (and the connection with them), as a local one's are when its queue is full.
pub const QUEUE: usize = 65_536;

/// How an instance takes part: its name, its leases.
#[derive(Clone, Debug)]
pub struct ClusterConfig {
    /// This instance's name, unique among those sharing the database (default: random).
    pub name: String,
    /// How long a lease lasts past its last renewal: an instance that stops for longer loses
    /// its games to the others.
    pub lease: Duration,
}

impl ClusterConfig {
    /// A random name of 12 hex digits, and `lease`.
    pub fn random(lease: Duration) -> ClusterConfig {
        let mut bytes = [0u8; 6];
        getrandom::fill(&mut bytes).expect("the system has a random source");
        ClusterConfig {
            name: crate::store::hex(&bytes),
            lease,
        }
    }

    /// A name is what a channel's name may hold: lower-case letters, digits and `_`, at most
    /// 40 of them.
    pub fn valid_name(name: &str) -> bool {
        !name.is_empty()
            && name.len() <= 40
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    }
}

/// The channel of the instance `name`.
pub fn channel(name: &str) -> String {
    format!("lasca_{name}")
}

/// What instances tell each other.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum BusMessage {
    /// A request of a connection on `from`, for a game the receiver holds.
    Request {
        /// The instance the connection is on.
        from: String,
        /// Its number there.
        conn: ConnId,
        /// The client's address.
        addr: IpAddr,
        /// The protocol version it said `hello` with.
        protocol: u32,
        /// The request.
        message: ClientMessage,
    },
    /// That connection closed.
    Gone {
        /// Its instance.
        from: String,
        /// Its number there.
        conn: ConnId,
    },
    /// A message for a connection of the receiver, from the game's owner.
    Deliver {
        /// The receiver's connection.
        conn: ConnId,
        /// The server message, as JSON.
        frame: String,
    },
    /// `owner` holds `code` now, taken from `from` whose lease expired: connections that
    /// followed it there reconnect (and resume or watch again, now at the new owner).
    Takeover {
        /// The game.
        code: String,
        /// Its new owner.
        owner: String,
        /// Its old one.
        from: String,
    },
    /// `from` is alive (every second, on [`ALL`]).
    Alive {
        /// The instance.
        from: String,
    },
}

/// One message to send: a channel and the message.
pub type Outgoing = (String, BusMessage);

/// The bus of one instance: a thread that listens and one that sends, each with its own
/// connection. Stopped when dropped.
pub struct Bus {
    tx: mpsc::SyncSender<Outgoing>,
    stop: Arc<AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

impl Bus {
    /// Connects both sides (an error if PostgreSQL cannot be reached), listens on this
    /// instance's channel and on [`ALL`], and hands what comes to `hub`.
    pub fn start(
        url: &str,
        config: &ClusterConfig,
        hub: mpsc::SyncSender<HubRequest>,
    ) -> Result<Bus, crate::store::StoreError> {
        let stop = Arc::new(AtomicBool::new(false));
        let mut listener = connect(url)?;
        listener.batch_execute(&format!("LISTEN {}; LISTEN {ALL}", channel(&config.name)))?;
        let sender = connect(url)?;
        let (tx, rx) = mpsc::sync_channel::<Outgoing>(QUEUE);
        let listening = {
            let stop = stop.clone();
            let url = url.to_owned();
            let name = config.name.clone();
            std::thread::Builder::new()
                .name("lasca-bus-in".into())
                .spawn(move || listen(listener, &url, &name, &hub, &stop))
                .map_err(|e| io_error("cannot start the bus", e))?
        };
        let sending = {
            let stop = stop.clone();
            let url = url.to_owned();
            std::thread::Builder::new()
                .name("lasca-bus-out".into())
                .spawn(move || send(sender, &url, &rx, &stop))
                .map_err(|e| io_error("cannot start the bus", e))?
        };
        Ok(Bus {
            tx,
            stop,
            threads: vec![listening, sending],
        })
    }

    /// A handle that queues messages to send (never waits: a full queue is refused).
    pub fn sender(&self) -> mpsc::SyncSender<Outgoing> {
        self.tx.clone()
    }
}

impl Drop for Bus {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

fn io_error(what: &str, error: std::io::Error) -> crate::store::StoreError {
    crate::store::StoreError::Corrupt {
        code: String::new(),
        what: format!("{what}: {error}"),
    }
}

fn connect(url: &str) -> Result<postgres::Client, crate::store::StoreError> {
    Ok(crate::store::postgres::client_config(url, "lasca-server-bus")?.connect(postgres::NoTls)?)
}

/// Reads notifications until stopped; a lost connection is made again (what was sent
/// meanwhile is lost: a connection that waited for it times out and resumes).
fn listen(
    mut client: postgres::Client,
    url: &str,
    name: &str,
    hub: &mpsc::SyncSender<HubRequest>,
    stop: &AtomicBool,
) {
    while !stop.load(Ordering::Relaxed) {
        let mut received = Vec::new();
        let failed = {
            // Waits for the first (a fifth of a second at most, to look at `stop`), then takes
            // whatever else has come already: nothing waits for a quiet moment.
            let mut notifications = client.notifications();
            let first = notifications
                .timeout_iter(Duration::from_millis(200))
                .next();
            match first {
                Ok(Some(notification)) => {
                    received.push(notification.payload().to_owned());
                    let mut more = notifications.iter();
                    loop {
                        if received.len() >= 1024 {
                            break false;
                        }
                        match more.next() {
                            Ok(Some(notification)) => {
                                received.push(notification.payload().to_owned());
                            }
                            Ok(None) => break false,
                            Err(error) => {
                                tracing::error!(%error, "the bus's listening connection failed");
                                break true;
                            }
                        }
                    }
                }
                Ok(None) => false,
                Err(error) => {
                    tracing::error!(%error, "the bus's listening connection failed");
                    true
                }
            }
        };
        for payload in received {
            let text = match payload.split_once(' ') {
                Some((_, text)) if text.starts_with('@') => {
                    match text[1..].parse::<i64>().ok().and_then(|id| {
                        client
                            .query_opt(
                                "DELETE FROM bus_messages WHERE id = $1 RETURNING payload",
                                &[&id],
                            )
                            .ok()
                            .flatten()
                    }) {
                        Some(row) => row.get::<_, String>(0),
                        None => continue,
                    }
                }
                Some((_, text)) => text.to_owned(),
                None => continue,
            };
            match serde_json::from_str::<BusMessage>(&text) {
                Ok(message) => {
                    if hub.send(HubRequest::Bus(message)).is_err() {
                        return;
                    }
                }
                Err(error) => tracing::warn!(%error, "a bus message that does not read"),
            }
        }
        if failed {
            client = loop {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(500));
                match connect(url).and_then(|mut client| {
                    client.batch_execute(&format!("LISTEN {}; LISTEN {ALL}", channel(name)))?;
                    Ok(client)
                }) {
                    Ok(client) => break client,
                    Err(error) => tracing::error!(%error, "the bus cannot listen again yet"),
                }
            };
        }
    }
}

/// Sends what is queued, many at once in one transaction, in order, until stopped.
fn send(mut client: postgres::Client, url: &str, rx: &mpsc::Receiver<Outgoing>, stop: &AtomicBool) {
    // Equal payloads in one transaction are sent once: a number makes each its own.
    let mut sequence: u64 = 0;
    let mut last_cleanup = Instant::now();
    while !stop.load(Ordering::Relaxed) {
        let first = match rx.recv_timeout(Duration::from_millis(200)) {
            Ok(first) => first,
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => return,
        };
        let mut batch = vec![first];
        while batch.len() < 512 {
            match rx.try_recv() {
                Ok(next) => batch.push(next),
                Err(_) => break,
            }
        }
        let mut channels = Vec::with_capacity(batch.len());
        let mut payloads = Vec::with_capacity(batch.len());
        let mut long = Vec::new();
        for (channel, message) in &batch {
            let text = serde_json::to_string(message).expect("bus messages serialise");
            sequence += 1;
            channels.push(channel.clone());
            if text.len() > MAX_PAYLOAD {
                long.push((payloads.len(), text));
                payloads.push(String::new());
            } else {
                payloads.push(format!("{sequence} {text}"));
            }
        }
        let sent = (|| -> Result<(), postgres::Error> {
            let mut tx = client.transaction()?;
            for (index, text) in long {
                let id: i64 = tx
                    .query_one(
                        "INSERT INTO bus_messages (payload, created_ms)
                         VALUES ($1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
                         RETURNING id",
                        &[&text],
                    )?
                    .get(0);
                payloads[index] = format!("{index} @{id}");
            }
            tx.execute(
                "SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[])
                     WITH ORDINALITY AS t(c, p, n) ORDER BY n",
                &[&channels, &payloads],
            )?;
            if last_cleanup.elapsed() > Duration::from_secs(60) {
                // Rows nobody took (their receiver died) go after a minute.
                tx.execute(
                    "DELETE FROM bus_messages WHERE created_ms <
                         (extract(epoch FROM clock_timestamp()) * 1000)::bigint - 60000",
                    &[],
                )?;
                last_cleanup = Instant::now();
            }
            tx.commit()
        })();
        if let Err(error) = sent {
            tracing::error!(%error, lost = batch.len(), "the bus could not send");
            if client.is_closed() {
                match connect(url) {
                    Ok(again) => client = again,
                    Err(error) => {
                        tracing::error!(%error, "the bus cannot send again yet");
                        std::thread::sleep(Duration::from_millis(500));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_channel_names() {
        assert!(ClusterConfig::valid_name("a1"));
        assert!(ClusterConfig::valid_name(
            &ClusterConfig::random(Duration::from_secs(1)).name
        ));
        for bad in [
            "",
            "A1",
            "a-1",
            "a b",
            "x\"; DROP TABLE games; --",
            &"a".repeat(41),
        ] {
            assert!(!ClusterConfig::valid_name(bad), "{bad}");
        }
    }

    #[test]
    fn bus_messages_read_back() {
        let message = BusMessage::Request {
            from: "one".into(),
            conn: 7,
            addr: "127.0.0.1".parse().unwrap(),
            protocol: 4,
            message: ClientMessage::Watch {
                code: "ABCDEFGHJ".into(),
            },
        };
        let text = serde_json::to_string(&message).unwrap();
        assert_eq!(serde_json::from_str::<BusMessage>(&text).unwrap(), message);
    }
}
