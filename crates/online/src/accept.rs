//! The sockets of `lasca serve`, from the accept to HTTP: every socket is counted from the
//! moment it is accepted, before TLS and HTTP, and none is held without a limit.
//!
//! - The gate counts the sockets open at once, in all
//!   ([`ConnectionLimits::max_sockets`]) and for each client address
//!   ([`ConnectionLimits::sockets_per_address`]), and the TLS handshakes under way for each
//!   address ([`ConnectionLimits::handshakes_per_address`]). A socket over a cap is closed at
//!   once: it takes neither a TLS handshake nor an HTTP task. The address here is the peer's
//!   (grouped as the hub groups it, by [`ConnectionLimits::ipv6_prefix`] for IPv6); a peer in
//!   a trusted proxy's network counts in all only, since every client behind it shares it.
//! - Each connection is HTTP/1 on hyper with its timer: a request's head must arrive within
//!   [`ConnectionLimits::header_timeout`], on a new connection and on a kept-alive one
//!   waiting for its next request alike. WebSocket upgrades leave HTTP (and its timeout) for
//!   the connection task of [`crate::server`], which has its own pings and timeouts.
//! - [`Network`]: an IP network (`10.0.0.0/8`), for `--trusted-proxy`.

use std::collections::HashMap;
use std::fmt;
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::pin::Pin;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::Incoming;
use hyper::service::Service as _;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;

use crate::server::ConnectionLimits;
use crate::tls::PeerAddr;

/// An IP network: an address and how many of its leading bits count (`10.0.0.0/8`,
/// `2001:db8::/32`). Written without a prefix, an address is a network of its own
/// (`/32`, `/128`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Network {
    addr: IpAddr,
    prefix: u8,
}

/// Why a text is no [`Network`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not a network such as 10.0.0.0/8 or ::1/128: {why}")]
pub struct NetworkError {
    text: String,
    why: String,
}

impl Network {
    /// The network of `addr`'s first `prefix` bits; `None` past 32 bits (IPv4) or 128 (IPv6).
    /// The bits past the prefix are dropped.
    pub fn new(addr: IpAddr, prefix: u8) -> Option<Network> {
        let bits = max_prefix(addr);
        (prefix <= bits).then(|| Network {
            addr: masked(addr, prefix),
            prefix,
        })
    }

    /// Loopback: 127.0.0.0/8 and ::1/128 (what `--behind-proxy` trusts).
    pub fn loopback() -> [Network; 2] {
        [
            Network {
                addr: IpAddr::V4(Ipv4Addr::new(127, 0, 0, 0)),
                prefix: 8,
            },
            Network {
                addr: IpAddr::V6(Ipv6Addr::LOCALHOST),
                prefix: 128,
            },
        ]
    }

    /// Whether `ip` is in this network. An IPv4 address written as IPv6 (`::ffff:10.1.2.3`,
    /// as a dual-stack socket reports IPv4 peers) is taken as the IPv4 address.
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        let same_family = matches!(
            (self.addr, ip),
            (IpAddr::V4(_), IpAddr::V4(_)) | (IpAddr::V6(_), IpAddr::V6(_))
        );
        same_family && masked(ip, self.prefix) == self.addr
    }
}

impl fmt::Display for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.addr, self.prefix)
    }
}

impl FromStr for Network {
    type Err = NetworkError;

    /// `ADDRESS/BITS` or `ADDRESS`. Refused: anything else around them (spaces, brackets, a
    /// zone), a prefix that is not plain digits or too long for the address, and an address
    /// with bits set past its prefix (`10.0.0.1/8`: 10.0.0.0/8 or 10.0.0.1/32 was meant).
    fn from_str(text: &str) -> Result<Network, NetworkError> {
        let refuse = |why: &str| NetworkError {
            text: text.chars().take(64).collect(),
            why: why.to_owned(),
        };
        let (addr, prefix) = match text.split_once('/') {
            Some((addr, prefix)) => (addr, Some(prefix)),
            None => (text, None),
        };
        let addr: IpAddr = addr
            .parse()
            .map_err(|_| refuse("no IPv4 or IPv6 address before the /"))?;
        // One IPv4-mapped network is the IPv4 one, as its peers are (see `contains`).
        let (addr, mapped_bits) = match addr {
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => (IpAddr::V4(v4), 96),
                None => (addr, 0),
            },
            IpAddr::V4(_) => (addr, 0),
        };
        let bits = max_prefix(addr);
        let prefix = match prefix {
            None => bits,
            Some(digits) => {
                if digits.is_empty()
                    || digits.len() > 3
                    || !digits.bytes().all(|b| b.is_ascii_digit())
                {
                    return Err(refuse("the prefix after the / is a number of bits"));
                }
                let written: u8 = digits
                    .parse()
                    .map_err(|_| refuse("the prefix after the / is a number of bits"))?;
                match written.checked_sub(mapped_bits) {
                    Some(prefix) if mapped_bits == 0 || written <= 128 => prefix,
                    _ => return Err(refuse("the prefix is longer than the address")),
                }
            }
        };
        if prefix > bits {
            return Err(refuse(&format!("the prefix is longer than {bits} bits")));
        }
        if masked(addr, prefix) != addr {
            return Err(refuse(&format!(
                "bits are set past the prefix (the network is {}/{prefix})",
                masked(addr, prefix)
            )));
        }
        Ok(Network { addr, prefix })
    }
}

fn max_prefix(addr: IpAddr) -> u8 {
    match addr {
        IpAddr::V4(_) => 32,
        IpAddr::V6(_) => 128,
    }
}

/// `addr` with only its first `prefix` bits.
fn masked(addr: IpAddr, prefix: u8) -> IpAddr {
    match addr {
        IpAddr::V4(v4) => {
            let keep = u32::MAX
                .checked_shl(32 - u32::from(prefix.min(32)))
                .unwrap_or(0);
            IpAddr::V4(Ipv4Addr::from(u32::from(v4) & keep))
        }
        IpAddr::V6(v6) => {
            let keep = u128::MAX
                .checked_shl(128 - u32::from(prefix.min(128)))
                .unwrap_or(0);
            IpAddr::V6(Ipv6Addr::from(u128::from(v6) & keep))
        }
    }
}

/// The key the limits per address are kept under: the hub's
/// [`address_key`](crate::hub::address_key) (an IPv4 address, or an IPv6 /64), with IPv6
/// grouped further to `ipv6_prefix` bits when that is shorter than 64.
pub(crate) fn group(ip: IpAddr, ipv6_prefix: u8) -> IpAddr {
    match crate::hub::address_key(ip) {
        IpAddr::V6(v6) => masked(IpAddr::V6(v6), ipv6_prefix.min(64)),
        v4 => v4,
    }
}

/// The default of [`ConnectionLimits::max_sockets`] for a process that may open
/// `open_files` files: all but a tenth of them (at least 64) for the database, the runtime and
/// the log; at least half of them, and at least 1.
pub fn default_max_sockets(open_files: u64) -> usize {
    let reserve = (open_files / 10).max(64);
    let sockets = open_files
        .saturating_sub(reserve)
        .max(open_files / 2)
        .max(1);
    usize::try_from(sockets).unwrap_or(usize::MAX)
}

/// This process's soft open-file limit (`RLIMIT_NOFILE`), or `u64::MAX` if it has none.
pub fn open_file_limit() -> u64 {
    rustix::process::getrlimit(rustix::process::Resource::Nofile)
        .current
        .unwrap_or(u64::MAX)
}

/// The sockets counted at accept, for tests and monitoring.
#[derive(Debug, Default)]
pub struct SocketStats {
    /// Sockets open now: accepted and not yet closed (in a TLS handshake, HTTP, or a
    /// WebSocket).
    pub open: AtomicU64,
    /// Sockets closed at accept because the server had [`ConnectionLimits::max_sockets`].
    pub refused_full: AtomicU64,
    /// Sockets closed at accept because their address had
    /// [`ConnectionLimits::sockets_per_address`].
    pub refused_address: AtomicU64,
    /// Sockets closed at accept because their address had
    /// [`ConnectionLimits::handshakes_per_address`] TLS handshakes under way.
    pub refused_handshakes: AtomicU64,
    /// TLS handshakes the server gave up on after [`ConnectionLimits::handshake_timeout`]
    /// (their sockets are closed).
    pub handshake_timeouts: AtomicU64,
    /// Times the accept loop found [`ConnectionLimits::max_handshakes`] handshakes under way
    /// and waited for one to end before it accepted another socket.
    pub handshakes_full: AtomicU64,
}

/// What the gate holds for one address.
#[derive(Clone, Copy, Debug, Default)]
struct Held {
    sockets: usize,
    handshakes: usize,
}

#[derive(Debug, Default)]
struct Counts {
    total: usize,
    /// Only addresses that hold something: an entry goes with its last socket.
    by_address: HashMap<IpAddr, Held>,
}

/// Why a socket was closed at accept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    Full,
    Address,
    Handshakes,
}

/// The sockets open, in all and for each address.
#[derive(Debug)]
pub(crate) struct Gate {
    limits: ConnectionLimits,
    trusted: Vec<Network>,
    counts: Mutex<Counts>,
    stats: Arc<SocketStats>,
}

impl Gate {
    pub(crate) fn new(limits: ConnectionLimits, trusted: Vec<Network>) -> Gate {
        Gate {
            limits,
            trusted,
            counts: Mutex::new(Counts::default()),
            stats: Arc::new(SocketStats::default()),
        }
    }

    pub(crate) fn stats(&self) -> Arc<SocketStats> {
        self.stats.clone()
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        // The counts are whole after any panic (each change is one statement).
        self.counts.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts a socket from `peer` (and its TLS handshake, with `tls`), or says why not.
    pub(crate) fn admit(self: &Arc<Self>, peer: IpAddr, tls: bool) -> Result<Ticket, Refusal> {
        let max = self
            .limits
            .max_sockets
            .unwrap_or_else(|| default_max_sockets(open_file_limit()));
        // A trusted proxy carries many clients: it counts in all only.
        let key = (!self.trusted.iter().any(|net| net.contains(peer)))
            .then(|| group(peer, self.limits.ipv6_prefix));
        let mut counts = self.counts();
        let refusal = if counts.total >= max {
            Some(Refusal::Full)
        } else if let Some(key) = key {
            let held = counts.by_address.get(&key).copied().unwrap_or_default();
            if held.sockets >= self.limits.sockets_per_address {
                Some(Refusal::Address)
            } else if tls && held.handshakes >= self.limits.handshakes_per_address {
                Some(Refusal::Handshakes)
            } else {
                None
            }
        } else {
            None
        };
        if let Some(refusal) = refusal {
            drop(counts);
            let counter = match refusal {
                Refusal::Full => &self.stats.refused_full,
                Refusal::Address => &self.stats.refused_address,
                Refusal::Handshakes => &self.stats.refused_handshakes,
            };
            counter.fetch_add(1, Ordering::Relaxed);
            return Err(refusal);
        }
        counts.total += 1;
        if let Some(key) = key {
            let held = counts.by_address.entry(key).or_default();
            held.sockets += 1;
            held.handshakes += usize::from(tls);
        }
        drop(counts);
        self.stats.open.fetch_add(1, Ordering::Relaxed);
        Ok(Ticket {
            gate: self.clone(),
            key,
            handshake: tls,
        })
    }

    fn release(&self, key: Option<IpAddr>, handshake: bool, socket: bool) {
        let mut counts = self.counts();
        if socket {
            counts.total = counts.total.saturating_sub(1);
        }
        if let Some(key) = key
            && let Some(held) = counts.by_address.get_mut(&key)
        {
            if socket {
                held.sockets = held.sockets.saturating_sub(1);
            }
            if handshake {
                held.handshakes = held.handshakes.saturating_sub(1);
            }
            if held.sockets == 0 && held.handshakes == 0 {
                counts.by_address.remove(&key);
            }
        }
        drop(counts);
        if socket {
            self.stats.open.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

/// One socket's place at the gate, given back when it is dropped (with the socket: it lives
/// in the socket's [`Stream`], through a WebSocket upgrade).
#[derive(Debug)]
pub(crate) struct Ticket {
    gate: Arc<Gate>,
    key: Option<IpAddr>,
    handshake: bool,
}

impl Ticket {
    /// The TLS handshake ended (well or not): it no longer counts for the address.
    fn handshake_done(&mut self) {
        if std::mem::take(&mut self.handshake) {
            self.gate.release(self.key, true, false);
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.gate.release(self.key, self.handshake, true);
    }
}

/// How the accept loop and its connections run.
pub(crate) struct Serving {
    pub(crate) listener: TcpListener,
    pub(crate) tls: Option<TlsAcceptor>,
    pub(crate) app: Router,
    pub(crate) gate: Arc<Gate>,
}

/// Accepts connections until the runtime stops: each socket is counted at the gate, gets
/// `TCP_NODELAY` (moves are small messages that must go at once), its TLS handshake (at most
/// [`ConnectionLimits::max_handshakes`] at once; while all are taken nothing more is
/// accepted) and HTTP, in a task of its own.
pub(crate) async fn serve(serving: Serving) {
    let Serving {
        listener,
        tls,
        app,
        gate,
    } = serving;
    let handshakes = gate.limits.max_handshakes.clamp(1, Semaphore::MAX_PERMITS);
    let slots = Arc::new(Semaphore::new(handshakes));
    loop {
        let slot = match &tls {
            Some(_) => match handshake_slot(&slots, &gate.stats).await {
                Some(slot) => Some(slot),
                None => return,
            },
            None => None,
        };
        let (tcp, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                accept_error(error).await;
                continue;
            }
        };
        let ticket = match gate.admit(peer.ip(), tls.is_some()) {
            Ok(ticket) => ticket,
            Err(refusal) => {
                // Closed at once, unread.
                tracing::debug!(%peer, ?refusal, "closed a socket at accept");
                continue;
            }
        };
        let _ = tcp.set_nodelay(true);
        let handshake = tls.clone().zip(slot);
        tokio::spawn(connection(
            tcp,
            peer,
            ticket,
            handshake,
            app.clone(),
            gate.limits,
            gate.stats(),
        ));
    }
}

/// A place for one more TLS handshake; while every place is taken, waits for one (and counts
/// [`SocketStats::handshakes_full`] once). `None` once the semaphore is closed.
async fn handshake_slot(
    slots: &Arc<Semaphore>,
    stats: &SocketStats,
) -> Option<OwnedSemaphorePermit> {
    if let Ok(slot) = slots.clone().try_acquire_owned() {
        return Some(slot);
    }
    stats.handshakes_full.fetch_add(1, Ordering::Relaxed);
    slots.clone().acquire_owned().await.ok()
}

/// As axum's own accept: an error of one connection is that connection's; any other (out of
/// file descriptors, say) is logged, and the loop waits a second, as the system may free some.
async fn accept_error(error: io::Error) {
    if matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    ) {
        return;
    }
    tracing::error!(%error, "accepting a connection failed; trying again in 1 s");
    tokio::time::sleep(Duration::from_secs(1)).await;
}

/// One connection: its TLS handshake if any, within the handshake timeout, then HTTP.
async fn connection(
    tcp: TcpStream,
    peer: SocketAddr,
    mut ticket: Ticket,
    tls: Option<(TlsAcceptor, OwnedSemaphorePermit)>,
    app: Router,
    limits: ConnectionLimits,
    stats: Arc<SocketStats>,
) {
    let io = match tls {
        None => Io::Plain(tcp),
        Some((acceptor, slot)) => {
            let handshake =
                tokio::time::timeout(limits.handshake_timeout, acceptor.accept(tcp)).await;
            drop(slot);
            ticket.handshake_done();
            match handshake {
                Ok(Ok(stream)) => Io::Tls(Box::new(stream)),
                Ok(Err(error)) => {
                    tracing::debug!(%peer, %error, "TLS handshake failed");
                    return;
                }
                Err(_) => {
                    stats.handshake_timeouts.fetch_add(1, Ordering::Relaxed);
                    tracing::debug!(%peer, "TLS handshake timed out");
                    return;
                }
            }
        }
    };
    let stream = Stream {
        io,
        _ticket: ticket,
    };
    let app = TowerToHyperService::new(app);
    let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
        // For the handlers' `ConnectInfo<PeerAddr>`.
        request.extensions_mut().insert(ConnectInfo(PeerAddr(peer)));
        app.call(request)
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let served = http
        .serve_connection(TokioIo::new(stream), service)
        .with_upgrades()
        .await;
    if let Err(error) = served {
        tracing::debug!(%peer, %error, "HTTP connection ended");
    }
}

/// An accepted connection's transport.
enum Io {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
}

/// One accepted connection, plain or TLS, with its place at the gate: the place is given back
/// when the socket closes, after HTTP or after a WebSocket.
pub(crate) struct Stream {
    io: Io,
    _ticket: Ticket,
}

impl AsyncRead for Stream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match &mut self.get_mut().io {
            Io::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Io::Tls(s) => Pin::new(s).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Stream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match &mut self.get_mut().io {
            Io::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Io::Tls(s) => Pin::new(s).poll_write(cx, buf),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match &mut self.get_mut().io {
            Io::Plain(s) => Pin::new(s).poll_write_vectored(cx, bufs),
            Io::Tls(s) => Pin::new(s).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match &self.io {
            Io::Plain(s) => s.is_write_vectored(),
            Io::Tls(s) => s.is_write_vectored(),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().io {
            Io::Plain(s) => Pin::new(s).poll_flush(cx),
            Io::Tls(s) => Pin::new(s).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().io {
            Io::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Io::Tls(s) => Pin::new(s).poll_shutdown(cx),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn net(text: &str) -> Network {
        text.parse()
            .unwrap_or_else(|e| panic!("{text} should parse: {e}"))
    }

    #[test]
    fn networks_parse_and_junk_is_refused() {
        assert_eq!(net("10.0.0.0/8").to_string(), "10.0.0.0/8");
        assert_eq!(net("127.0.0.1").to_string(), "127.0.0.1/32");
        assert_eq!(net("::1").to_string(), "::1/128");
        assert_eq!(net("2001:db8::/32").to_string(), "2001:db8::/32");
        assert_eq!(net("0.0.0.0/0").to_string(), "0.0.0.0/0");
        assert_eq!(net("::/0").to_string(), "::/0");
        assert_eq!(net("10.1.2.3/32").to_string(), "10.1.2.3/32");
        // An IPv4-mapped network is the IPv4 one.
        assert_eq!(net("::ffff:10.0.0.0/104"), net("10.0.0.0/8"));
        for junk in [
            "",
            "/",
            "/8",
            "10.0.0.0/",
            "10.0.0.0/33",
            "10.0.0.0/-1",
            "10.0.0.0/+8",
            "10.0.0.0/ 8",
            "10.0.0.0/8 ",
            " 10.0.0.0/8",
            "10.0.0.0/8/8",
            "10.0.0.0/0008",
            "10.0.0.0/99999999999999999999",
            "10.0.0/8",
            "10.0.0.256/32",
            "10.0.0.1/8",
            "::1/129",
            "::1/64",
            "[::1]/128",
            "fe80::1%eth0/128",
            "::ffff:10.0.0.0/95",
            "::ffff:10.0.0.0/129",
            "localhost",
            "10.0.0.0/eight",
            "10.0.0.0\0/8",
            "١٠.0.0.0/8",
            "10.0.0.0/٨",
        ] {
            let error = junk.parse::<Network>().expect_err(junk);
            assert!(error.to_string().contains("not a network"), "{error}");
        }
        assert_eq!(Network::new(ip("10.1.2.3"), 8), Some(net("10.0.0.0/8")));
        assert_eq!(Network::new(ip("10.1.2.3"), 33), None);
        assert_eq!(Network::new(ip("::1"), 129), None);
    }

    #[test]
    fn a_network_holds_its_addresses_and_no_others() {
        let ten = net("10.0.0.0/8");
        assert!(ten.contains(ip("10.255.1.2")));
        assert!(ten.contains(ip("::ffff:10.9.9.9")), "an IPv4-mapped peer");
        assert!(!ten.contains(ip("11.0.0.1")));
        assert!(!ten.contains(ip("::a00:1")), "IPv4-compatible is not IPv4");
        let one = net("192.0.2.7");
        assert!(one.contains(ip("192.0.2.7")));
        assert!(!one.contains(ip("192.0.2.8")));
        let v6 = net("2001:db8:1::/48");
        assert!(v6.contains(ip("2001:db8:1:ffff::1")));
        assert!(!v6.contains(ip("2001:db8:2::1")));
        assert!(!v6.contains(ip("10.0.0.1")));
        assert!(net("0.0.0.0/0").contains(ip("203.0.113.1")));
        assert!(!net("0.0.0.0/0").contains(ip("2001:db8::1")));
        let [v4, v6] = Network::loopback();
        assert!(v4.contains(ip("127.0.0.2")) && v4.contains(ip("::ffff:127.0.0.1")));
        assert!(v6.contains(ip("::1")) && !v6.contains(ip("::2")));
        assert!(!v4.contains(ip("128.0.0.1")));
    }

    #[test]
    fn ipv6_is_grouped_by_the_prefix_and_ipv4_is_not() {
        let a = ip("2001:db8:aaaa:bb01::1");
        let b = ip("2001:db8:aaaa:bb02::1");
        let c = ip("2001:db8:aaab::1");
        assert_ne!(group(a, 64), group(b, 64));
        assert_eq!(group(a, 56), group(b, 56));
        assert_ne!(group(a, 56), group(c, 56));
        assert_eq!(group(a, 48), ip("2001:db8:aaaa::"));
        assert_ne!(group(a, 48), group(c, 48));
        // Never finer than the hub's /64.
        assert_eq!(group(a, 128), group(a, 64));
        assert_eq!(group(ip("192.0.2.7"), 48), ip("192.0.2.7"));
        assert_eq!(group(ip("::ffff:192.0.2.7"), 48), ip("192.0.2.7"));
    }

    #[test]
    fn the_default_socket_cap_is_a_share_of_the_open_file_limit() {
        assert_eq!(default_max_sockets(1024), 922);
        assert_eq!(default_max_sockets(20_000), 18_000);
        assert_eq!(default_max_sockets(256), 192);
        assert_eq!(default_max_sockets(100), 50);
        assert_eq!(default_max_sockets(1), 1);
        assert_eq!(default_max_sockets(0), 1);
        assert!(default_max_sockets(u64::MAX) > 1 << 40);
    }

    fn gate(limits: ConnectionLimits, trusted: &[&str]) -> Arc<Gate> {
        Arc::new(Gate::new(limits, trusted.iter().map(|t| net(t)).collect()))
    }

    #[test]
    fn the_gate_counts_sockets_per_address_and_in_all() {
        let gate = gate(
            ConnectionLimits {
                max_sockets: Some(5),
                sockets_per_address: 3,
                ..ConnectionLimits::default()
            },
            &[],
        );
        let one = ip("192.0.2.1");
        let mut held: Vec<Ticket> = (0..3).map(|_| gate.admit(one, false).unwrap()).collect();
        assert_eq!(gate.admit(one, false).unwrap_err(), Refusal::Address);
        // Another /64 of the same IPv6 host's /48 is another address at /64...
        let v6 = ip("2001:db8:0:1::1");
        held.push(gate.admit(v6, false).unwrap());
        held.push(gate.admit(ip("2001:db8:0:2::1"), false).unwrap());
        // ...and the server is full.
        assert_eq!(
            gate.admit(ip("192.0.2.9"), false).unwrap_err(),
            Refusal::Full
        );
        let stats = gate.stats();
        assert_eq!(stats.open.load(Ordering::Relaxed), 5);
        assert_eq!(stats.refused_address.load(Ordering::Relaxed), 1);
        assert_eq!(stats.refused_full.load(Ordering::Relaxed), 1);
        // A socket that closes gives its place back.
        held.remove(0);
        assert!(gate.admit(one, false).is_ok());
        drop(held);
        assert_eq!(stats.open.load(Ordering::Relaxed), 0);
        assert!(gate.counts().by_address.is_empty(), "nothing left behind");
        assert_eq!(gate.counts().total, 0);
    }

    #[test]
    fn the_gate_groups_ipv6_by_the_prefix() {
        let gate = gate(
            ConnectionLimits {
                sockets_per_address: 2,
                ipv6_prefix: 48,
                ..ConnectionLimits::default()
            },
            &[],
        );
        let _a = gate.admit(ip("2001:db8:0:1::1"), false).unwrap();
        let _b = gate.admit(ip("2001:db8:0:2::1"), false).unwrap();
        assert_eq!(
            gate.admit(ip("2001:db8:0:3::1"), false).unwrap_err(),
            Refusal::Address
        );
        assert!(gate.admit(ip("2001:db8:1::1"), false).is_ok());
    }

    #[test]
    fn tls_handshakes_count_per_address_until_done() {
        let gate = gate(
            ConnectionLimits {
                sockets_per_address: 10,
                handshakes_per_address: 2,
                ..ConnectionLimits::default()
            },
            &[],
        );
        let one = ip("192.0.2.1");
        let mut first = gate.admit(one, true).unwrap();
        let _second = gate.admit(one, true).unwrap();
        assert_eq!(gate.admit(one, true).unwrap_err(), Refusal::Handshakes);
        // Plain sockets of that address are not handshakes.
        let _plain = gate.admit(one, false).unwrap();
        assert!(gate.admit(ip("192.0.2.2"), true).is_ok());
        first.handshake_done();
        let _third = gate.admit(one, true).unwrap();
        assert_eq!(gate.stats().refused_handshakes.load(Ordering::Relaxed), 1);
    }

    #[test]
    fn a_trusted_proxy_counts_in_all_only() {
        let gate = gate(
            ConnectionLimits {
                max_sockets: Some(6),
                sockets_per_address: 2,
                handshakes_per_address: 1,
                ..ConnectionLimits::default()
            },
            &["10.0.0.0/8"],
        );
        let proxy = ip("10.0.0.5");
        let held: Vec<Ticket> = (0..5).map(|_| gate.admit(proxy, true).unwrap()).collect();
        let _other = gate.admit(ip("192.0.2.1"), false).unwrap();
        assert_eq!(gate.admit(proxy, false).unwrap_err(), Refusal::Full);
        drop(held);
        assert_eq!(gate.counts().total, 1);
    }
}
