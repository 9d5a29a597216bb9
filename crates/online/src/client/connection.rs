//! The game's [`Connection`]: a WebSocket on its own thread that keeps itself up.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Mutex;
use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use tokio::sync::mpsc;

use super::{Client, ClientError, ws_url};
use crate::protocol::{ClientMessage, ServerMessage};

/// What a [`Connection`] reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// Connected (again); seats are being resumed.
    Connected,
    /// The link is down; the next try is in `retry_in`.
    Disconnected {
        /// Why.
        reason: String,
        /// When the next attempt is.
        retry_in: Duration,
    },
    /// A message from the server.
    Message(ServerMessage),
}

enum Order {
    Send(ClientMessage),
    Close,
}

/// A connection that keeps itself up, on its own thread. Dropping it closes it.
pub struct Connection {
    orders: mpsc::UnboundedSender<Order>,
    events: Mutex<std_mpsc::Receiver<Event>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Connection {
    /// Starts connecting to `address` (see [`ws_url`]), or to one of several separated by
    /// commas (instances of one site), the next one each time the link breaks.
    pub fn open(address: &str) -> Connection {
        Connection::open_waking(address, || {})
    }

    /// Starts connecting to `address`, calling `wake` (from the connection's thread) after
    /// each event it queues, so that a program that sleeps until something happens (the
    /// game's window) takes the event at once.
    pub fn open_waking(address: &str, wake: impl Fn() + Send + Sync + 'static) -> Connection {
        Connection::open_as(address, None, wake)
    }

    /// [`Connection::open_waking`] as the player of a session: `cookie` (from
    /// [`log_in`](super::log_in)) goes with every connection, so the server knows the
    /// account; `None` plays as a guest of each connection.
    pub fn open_as(
        address: &str,
        cookie: Option<String>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Connection {
        // Several addresses (`a:7464,b:7464`: instances of one site): each reconnection tries
        // the next, so a client whose server died finds another by itself.
        let urls: Vec<String> = address
            .split(',')
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .map(ws_url)
            .collect();
        let urls = if urls.is_empty() {
            vec![ws_url(address)]
        } else {
            urls
        };
        let (orders, order_rx) = mpsc::unbounded_channel();
        let (sender, events) = std_mpsc::channel();
        let event_tx = Outbox {
            sender,
            wake: Box::new(wake),
        };
        let thread = std::thread::Builder::new()
            .name("lasca-online".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .expect("a tokio runtime starts");
                runtime.block_on(keep_up(urls, cookie, order_rx, event_tx));
            })
            .expect("a thread starts");
        Connection {
            orders,
            events: Mutex::new(events),
            thread: Some(thread),
        }
    }

    /// Sends a message now, or as soon as the link is back.
    pub fn send(&self, message: ClientMessage) {
        let _ = self.orders.send(Order::Send(message));
    }

    /// The next event, if one is waiting (never blocks).
    pub fn try_recv(&self) -> Option<Event> {
        self.events.lock().ok()?.try_recv().ok()
    }

    /// The next event, waiting at most `timeout` (tests and tools).
    pub fn recv_timeout(&self, timeout: Duration) -> Option<Event> {
        self.events.lock().ok()?.recv_timeout(timeout).ok()
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let _ = self.orders.send(Order::Close);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Where the connection's thread queues its events, waking the reader.
struct Outbox {
    sender: std_mpsc::Sender<Event>,
    wake: Box<dyn Fn() + Send + Sync>,
}

/// The reader of a connection's events is gone (the connection was dropped).
struct ReaderGone;

impl Outbox {
    /// Queues `event` and wakes the reader; an error when the reader is gone.
    fn send(&self, event: Event) -> Result<(), ReaderGone> {
        self.sender.send(event).map_err(|_| ReaderGone)?;
        (self.wake)();
        Ok(())
    }
}

/// How long silence from the server means a dead link (the server pings every 15 s).
const SILENCE: Duration = Duration::from_secs(40);

/// The most requests kept while the link is down.
const BACKLOG: usize = 64;

async fn keep_up(
    urls: Vec<String>,
    cookie: Option<String>,
    mut orders: mpsc::UnboundedReceiver<Order>,
    events: Outbox,
) {
    let mut seats: HashMap<String, String> = HashMap::new();
    let mut watching: HashSet<String> = HashSet::new();
    let mut backlog: VecDeque<ClientMessage> = VecDeque::new();
    let mut attempt: u32 = 0;
    // Which of the addresses the next connection tries.
    let mut next: usize = 0;
    loop {
        let url = &urls[next % urls.len()];
        let reason = match Client::connect_newest_as(url, cookie.as_deref()).await {
            Ok(mut client) => {
                attempt = 0;
                if events.send(Event::Connected).is_err() {
                    return;
                }
                match connected(
                    &mut client,
                    &mut orders,
                    &events,
                    &mut seats,
                    &mut watching,
                    &mut backlog,
                )
                .await
                {
                    Ok(()) => {
                        client.close().await;
                        return;
                    }
                    Err(error) => error.to_string(),
                }
            }
            Err(error) => error.to_string(),
        };
        next += 1;
        let retry_in = retry_delay(attempt);
        attempt += 1;
        if events
            .send(Event::Disconnected { reason, retry_in })
            .is_err()
        {
            return;
        }
        let wake = tokio::time::sleep(retry_in);
        tokio::pin!(wake);
        loop {
            tokio::select! {
                () = &mut wake => break,
                order = orders.recv() => match order {
                    Some(Order::Send(message)) => {
                        note_order(&message, &mut watching);
                        if backlog.len() < BACKLOG {
                            backlog.push_back(message);
                        }
                    }
                    Some(Order::Close) | None => return,
                },
            }
        }
    }
}

/// How long to wait before the next try after `attempt` failed ones in a row: 0.25 s, 0.5 s,
/// 1 s, 2 s, then every 3 s (docs/ONLINE.md; the browser's client waits the same).
fn retry_delay(attempt: u32) -> Duration {
    Duration::from_millis((250u64 << attempt.min(4)).min(3000))
}

fn note_order(message: &ClientMessage, watching: &mut HashSet<String>) {
    match message {
        ClientMessage::Watch { code } => {
            watching.insert(code.clone());
        }
        ClientMessage::Unwatch { code } => {
            watching.remove(code);
        }
        _ => {}
    }
}

/// One connected stretch. `Ok` means the owner closed; `Err` means the link broke.
async fn connected(
    client: &mut Client,
    orders: &mut mpsc::UnboundedReceiver<Order>,
    events: &Outbox,
    seats: &mut HashMap<String, String>,
    watching: &mut HashSet<String>,
    backlog: &mut VecDeque<ClientMessage>,
) -> Result<(), ClientError> {
    let mut codes: Vec<&String> = seats.keys().collect();
    codes.sort();
    for code in codes {
        let token = seats[code].clone();
        client
            .send(&ClientMessage::Resume {
                code: code.clone(),
                token,
            })
            .await?;
    }
    for code in watching.iter() {
        client
            .send(&ClientMessage::Watch { code: code.clone() })
            .await?;
    }
    while let Some(message) = backlog.pop_front() {
        // Moves and offers queued while away: a move already made is refused by its ply.
        client.send(&message).await?;
    }
    loop {
        tokio::select! {
            order = orders.recv() => match order {
                Some(Order::Send(message)) => {
                    note_order(&message, watching);
                    client.send(&message).await?;
                }
                Some(Order::Close) | None => return Ok(()),
            },
            message = tokio::time::timeout(SILENCE, client.recv()) => {
                let message = message.map_err(|_| ClientError::Timeout)??;
                if let ServerMessage::Seat { code, token, .. } = &message {
                    seats.insert(code.clone(), token.clone());
                }
                if events.send(Event::Message(message)).is_err() {
                    return Ok(());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reconnections_back_off_as_the_docs_say() {
        let waits: Vec<u128> = (0..8).map(|a| retry_delay(a).as_millis()).collect();
        assert_eq!(waits, [250, 500, 1000, 2000, 3000, 3000, 3000, 3000]);
        assert_eq!(retry_delay(u32::MAX).as_millis(), 3000);
    }
}
