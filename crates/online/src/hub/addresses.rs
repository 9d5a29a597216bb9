//! What the hub keeps for each client address, so that the limits hold for an address and not
//! only for one connection (a client can open as many connections as it likes): its
//! connections, the games it created in the last hour, the games it took a seat in, its request
//! rate, and the unknown codes it asked for.
//!
//! An address is an IPv4 address or the /64 prefix of an IPv6 one ([`address_key`]). An
//! address's entry goes once nothing of it is left to remember (see [`Hub::sweep_addresses`]).

use std::collections::{HashSet, VecDeque};
use std::net::{IpAddr, Ipv6Addr};

use super::requests::{Refusal, refuse};
use super::{ConnId, DownloadRefusal, Hub, HubLimits};
use crate::protocol::{ClientMessage, ErrorKind, Status};

/// An hour, in ms: the window of [`HubLimits::games_per_hour`].
const HOUR_MS: u64 = 3_600_000;

/// A day, in ms: the window of [`HubLimits::analyses_per_day`].
const DAY_MS: u64 = super::DAY_MS;

/// Drops the times older than `window` from `times` (oldest first); how many are left.
fn count_within(times: &mut VecDeque<u64>, window: u64, now: u64) -> usize {
    while times
        .front()
        .is_some_and(|&at| now.saturating_sub(at) >= window)
    {
        times.pop_front();
    }
    times.len()
}

/// How long an address's unknown codes are remembered after the last one: an hour without a
/// miss and it starts again with its free guesses.
const GUESS_MEMORY_MS: u64 = HOUR_MS;

/// The key the limits are kept under: an IPv4 address (also when written as an IPv4-mapped
/// IPv6 address), or the /64 prefix of an IPv6 address (one host or home gets a whole /64, so
/// it could take a fresh address for each connection).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !(u64::MAX as u128))),
        },
    }
}

/// A token bucket on the hub's clock: `rate` a second, at most `burst` at once.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    last_ms: u64,
}

impl Bucket {
    const fn full(burst: f64, now: u64) -> Bucket {
        Bucket {
            tokens: burst,
            last_ms: now,
        }
    }

    fn refill(&mut self, rate: f64, burst: f64, now: u64) {
        let elapsed = now.saturating_sub(self.last_ms) as f64 / 1000.0;
        self.tokens = (self.tokens + elapsed * rate).min(burst);
        self.last_ms = self.last_ms.max(now);
    }

    fn take(&mut self, rate: f64, burst: f64, now: u64) -> bool {
        self.refill(rate, burst, now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The unknown codes an address asked for, and until when it must wait.
#[derive(Clone, Copy, Debug, Default)]
struct Guesses {
    misses: u32,
    last_miss_ms: u64,
    blocked_until_ms: u64,
}

impl Guesses {
    /// One more unknown code: past the free ones, the address waits 1, 2, 4... times
    /// `guess_delay_ms`, at most `max_guess_delay_ms`.
    fn miss(&mut self, limits: &HubLimits, now: u64) {
        if now.saturating_sub(self.last_miss_ms) >= GUESS_MEMORY_MS {
            self.misses = 0;
        }
        self.misses = self.misses.saturating_add(1);
        self.last_miss_ms = now;
        if self.misses > limits.free_guesses {
            let doublings = (self.misses - limits.free_guesses - 1).min(40);
            let delay = limits
                .guess_delay_ms
                .saturating_mul(1u64 << doublings)
                .min(limits.max_guess_delay_ms);
            self.blocked_until_ms = now + delay;
        }
    }

    fn forgotten(&self, now: u64) -> bool {
        now >= self.blocked_until_ms && now.saturating_sub(self.last_miss_ms) >= GUESS_MEMORY_MS
    }
}

/// One client address, as the hub knows it.
pub(super) struct Address {
    /// Its connections now.
    conns: HashSet<ConnId>,
    /// When it created its games of the last hour, oldest first.
    created: VecDeque<u64>,
    /// When it created its games against the computer of the last hour, oldest first.
    computer_created: VecDeque<u64>,
    /// When it started its analyses of the last day, oldest first.
    analyses: VecDeque<u64>,
    /// Codes of games it took (or resumed) a seat in; finished ones are pruned as they are
    /// met.
    holdings: HashSet<String>,
    bucket: Bucket,
    guesses: Guesses,
}

impl Address {
    fn new(limits: &HubLimits, now: u64) -> Address {
        Address {
            conns: HashSet::new(),
            created: VecDeque::new(),
            computer_created: VecDeque::new(),
            analyses: VecDeque::new(),
            holdings: HashSet::new(),
            bucket: Bucket::full(limits.requests_burst, now),
            guesses: Guesses::default(),
        }
    }
}

/// The code a request names, for the requests that look a game up by its code.
fn code_of(message: &ClientMessage) -> Option<&str> {
    match message {
        ClientMessage::Join { code }
        | ClientMessage::Watch { code }
        | ClientMessage::Unwatch { code }
        | ClientMessage::Resume { code, .. }
        | ClientMessage::Move { code, .. }
        | ClientMessage::Resign { code, .. }
        | ClientMessage::Offer { code, .. }
        | ClientMessage::Answer { code, .. }
        | ClientMessage::Analyse { code }
        | ClientMessage::Replay { code } => Some(code),
        _ => None,
    }
}

impl Hub {
    /// The address of a connection.
    pub(super) fn address_of(&self, conn: ConnId) -> Option<IpAddr> {
        self.peers.get(&conn).map(|peer| peer.addr)
    }

    /// Counts a new connection from `addr`; says whether the address may have one more.
    pub(super) fn admit(&mut self, conn: ConnId, addr: IpAddr) -> bool {
        let now = self.now();
        let limits = self.limits;
        let address = self
            .addresses
            .entry(addr)
            .or_insert_with(|| Address::new(&limits, now));
        address.conns.insert(conn);
        address.conns.len() <= limits.connections_per_address
    }

    /// Whether `conn` holds a seat in the game `code` or watches it.
    pub(super) fn follows(&self, conn: ConnId, code: &str) -> bool {
        self.peers
            .get(&conn)
            .is_some_and(|peer| peer.seats.contains(code) || peer.watching.contains(code))
    }

    /// Charges `conn`'s address for `loads` games loaded from the store: each costs
    /// [`HubLimits::load_cost`] requests of its rate (the request itself paid one), so a
    /// client that makes the hub replay stored games over and over is slowed down as a flood
    /// is. The bucket may go below zero: the address then waits longer.
    pub(super) fn charge_loads(&mut self, conn: ConnId, loads: u64, now: u64) {
        let limits = self.limits;
        if let Some(address) = self
            .address_of(conn)
            .and_then(|addr| self.addresses.get_mut(&addr))
        {
            let cost = (limits.load_cost - 1.0).max(0.0) * loads as f64;
            address
                .bucket
                .refill(limits.requests_per_second, limits.requests_burst, now);
            address.bucket.tokens = (address.bucket.tokens - cost).max(-limits.requests_burst);
        }
    }

    /// Refuses one more game created by `addr` past [`HubLimits::games_per_hour`] (a `create`,
    /// or a rematch, which creates a game as surely).
    fn created_this_hour(&mut self, addr: IpAddr, now: u64) -> Option<(ErrorKind, String)> {
        let limit = self.limits.games_per_hour;
        let address = self.addresses.get_mut(&addr)?;
        while address
            .created
            .front()
            .is_some_and(|&at| now.saturating_sub(at) >= HOUR_MS)
        {
            address.created.pop_front();
        }
        (address.created.len() >= limit).then(|| {
            (
                ErrorKind::TooManyGames,
                format!("{limit} games were created from your address in the last hour"),
            )
        })
    }

    /// A rematch of players on `conns` creates a game for each of their addresses: refused
    /// (`too_many_games`) if one of them created its hour's share already. The addresses, to
    /// [`Hub::count_created`] once the rematch is made.
    pub(super) fn may_rematch(
        &mut self,
        conns: &[ConnId],
        now: u64,
    ) -> Result<Vec<IpAddr>, Refusal> {
        let mut addrs: Vec<IpAddr> = conns.iter().filter_map(|&c| self.address_of(c)).collect();
        addrs.sort_unstable();
        addrs.dedup();
        for &addr in &addrs {
            if let Some((kind, text)) = self.created_this_hour(addr, now) {
                return refuse(kind, format!("no rematch: {text}"));
            }
        }
        Ok(addrs)
    }

    /// Counts a game created by each of `addrs`.
    pub(super) fn count_created(&mut self, addrs: &[IpAddr], now: u64) {
        for addr in addrs {
            if let Some(address) = self.addresses.get_mut(addr) {
                address.created.push_back(now);
            }
        }
    }

    /// A connection of `addr` is gone.
    pub(super) fn leave(&mut self, conn: ConnId, addr: IpAddr) {
        if let Some(address) = self.addresses.get_mut(&addr) {
            address.conns.remove(&conn);
        }
    }

    /// The address's limits on a request, before it is handled: its request rate, its wait
    /// after too many unknown codes (for a code the connection does not follow already), and
    /// the games it created this hour. `Some` is the refusal.
    pub(super) fn address_refusal(
        &mut self,
        conn: ConnId,
        message: &ClientMessage,
        now: u64,
    ) -> Option<(ErrorKind, String)> {
        let peer = self.peers.get(&conn)?;
        let addr = peer.addr;
        let limits = self.limits;
        let follows = code_of(message)
            .is_none_or(|code| peer.seats.contains(code) || peer.watching.contains(code));
        let address = self.addresses.get_mut(&peer.addr)?;
        if !address
            .bucket
            .take(limits.requests_per_second, limits.requests_burst, now)
        {
            return Some((
                ErrorKind::RateLimited,
                "too many requests from your address: this one was dropped".into(),
            ));
        }
        if !follows && now < address.guesses.blocked_until_ms {
            let wait_s = (address.guesses.blocked_until_ms - now).div_ceil(1000);
            return Some((
                ErrorKind::SlowDown,
                format!("too many unknown codes from your address: try again in {wait_s} s"),
            ));
        }
        if let ClientMessage::Create { opponent, .. } = message {
            if opponent.is_some() {
                let limit = limits.computer_games_per_hour;
                if count_within(&mut address.computer_created, HOUR_MS, now) >= limit {
                    return Some((
                        ErrorKind::TooManyComputerGames,
                        format!(
                            "{limit} games against the computer were created from your address in the last hour"
                        ),
                    ));
                }
            }
            return self.created_this_hour(addr, now);
        }
        None
    }

    /// Refuses an analysis to `addr` while it has one under way, or once it started
    /// [`HubLimits::analyses_per_day`] today.
    pub(super) fn may_analyse(&mut self, addr: IpAddr, now: u64) -> Result<(), Refusal> {
        if self.analysing_for(addr) {
            return refuse(
                ErrorKind::TooManyAnalyses,
                "an analysis you asked for is under way: one at a time",
            );
        }
        let limit = self.limits.analyses_per_day;
        if let Some(address) = self.addresses.get_mut(&addr)
            && count_within(&mut address.analyses, DAY_MS, now) >= limit
        {
            return refuse(
                ErrorKind::TooManyAnalyses,
                format!("{limit} analyses were asked from your address today"),
            );
        }
        Ok(())
    }

    /// The limits of a request that comes over HTTP (`/g/CODE.pgn`) from `addr`, which may
    /// have no connection: its rate, and its wait after too many unknown codes.
    pub(super) fn http_admit(&mut self, addr: IpAddr, now: u64) -> Result<(), DownloadRefusal> {
        let limits = self.limits;
        let address = self
            .addresses
            .entry(addr)
            .or_insert_with(|| Address::new(&limits, now));
        if !address
            .bucket
            .take(limits.requests_per_second, limits.requests_burst, now)
        {
            return Err(DownloadRefusal::TooMany(1));
        }
        if now < address.guesses.blocked_until_ms {
            return Err(DownloadRefusal::TooMany(
                (address.guesses.blocked_until_ms - now).div_ceil(1000),
            ));
        }
        Ok(())
    }

    /// An HTTP request of `addr` named no game.
    pub(super) fn http_miss(&mut self, addr: IpAddr, now: u64) {
        let limits = self.limits;
        if let Some(address) = self.addresses.get_mut(&addr) {
            address.guesses.miss(&limits, now);
        }
    }

    /// Counts an analysis `addr` started.
    pub(super) fn count_analysis(&mut self, addr: IpAddr, now: u64) {
        if let Some(address) = self.addresses.get_mut(&addr) {
            address.analyses.push_back(now);
        }
    }

    /// Counts a game against the computer `conn`'s address created.
    pub(super) fn count_computer_game(&mut self, conn: ConnId, now: u64) {
        if let Some(address) = self
            .address_of(conn)
            .and_then(|addr| self.addresses.get_mut(&addr))
        {
            address.computer_created.push_back(now);
        }
    }

    /// Notes what a handled request means for its address: a game created (`created`), or a
    /// code that named no game (`refused` is `no_such_game`).
    pub(super) fn address_outcome(
        &mut self,
        conn: ConnId,
        created: bool,
        refused: Option<ErrorKind>,
        now: u64,
    ) {
        let limits = self.limits;
        let Some(address) = self
            .address_of(conn)
            .and_then(|addr| self.addresses.get_mut(&addr))
        else {
            return;
        };
        if created && refused.is_none() {
            address.created.push_back(now);
        }
        if refused == Some(ErrorKind::NoSuchGame) {
            address.guesses.miss(&limits, now);
        }
    }

    /// Notes that `conn`'s address holds a seat in the game `code`.
    pub(super) fn hold(&mut self, conn: ConnId, code: &str) {
        if let Some(address) = self
            .address_of(conn)
            .and_then(|addr| self.addresses.get_mut(&addr))
        {
            address.holdings.insert(code.to_owned());
        }
    }

    /// Unfinished games `conn`'s address holds a seat in (over all its connections, past
    /// and present); the finished ones are forgotten on the way.
    pub(super) fn unfinished_seats(&mut self, conn: ConnId) -> usize {
        let Some(address) = self
            .address_of(conn)
            .and_then(|addr| self.addresses.get_mut(&addr))
        else {
            return 0;
        };
        let games = &self.games;
        address.holdings.retain(|code| {
            games
                .get(code)
                .is_some_and(|live| live.status != Status::Ended)
        });
        address.holdings.len()
    }

    /// Refuses a `resume` of an unfinished game the address does not count yet, when it holds
    /// its limit of unfinished games already (a resume takes a seat as `join` does).
    pub(super) fn may_resume(&mut self, conn: ConnId, code: &str) -> Result<(), Refusal> {
        let unfinished = self
            .games
            .get(code)
            .is_some_and(|live| live.status != Status::Ended);
        let counted = self
            .address_of(conn)
            .and_then(|addr| self.addresses.get(&addr))
            .is_some_and(|address| address.holdings.contains(code));
        let limit = self.limits.games_per_client;
        if unfinished && !counted && self.unfinished_seats(conn) >= limit {
            return refuse(
                ErrorKind::TooManyGames,
                format!("your address already has {limit} unfinished games"),
            );
        }
        Ok(())
    }

    /// Refuses to watch one more game past the limits of the connection and of its address.
    pub(super) fn may_watch(&self, conn: ConnId, code: &str) -> Result<(), Refusal> {
        let Some(peer) = self.peers.get(&conn) else {
            return Ok(());
        };
        if peer.watching.contains(code) {
            return Ok(());
        }
        if peer.watching.len() >= self.limits.watches_per_connection {
            return refuse(
                ErrorKind::TooManyWatched,
                format!(
                    "a connection may watch {} games at once: unwatch one first",
                    self.limits.watches_per_connection
                ),
            );
        }
        let watched: usize = self.addresses.get(&peer.addr).map_or(0, |address| {
            address
                .conns
                .iter()
                .filter_map(|c| self.peers.get(c))
                .map(|p| p.watching.len())
                .sum()
        });
        if watched >= self.limits.watches_per_address {
            return refuse(
                ErrorKind::TooManyWatched,
                format!(
                    "your address watches {} games already: unwatch one first",
                    self.limits.watches_per_address
                ),
            );
        }
        Ok(())
    }

    /// Forgets the addresses with nothing left to remember: no connection, no unfinished game,
    /// no game created this hour, no unknown code to hold against them.
    pub(super) fn sweep_addresses(&mut self, now: u64) {
        let games = &self.games;
        self.addresses.retain(|_, address| {
            address.holdings.retain(|code| {
                games
                    .get(code)
                    .is_some_and(|live| live.status != Status::Ended)
            });
            while address
                .created
                .front()
                .is_some_and(|&at| now.saturating_sub(at) >= HOUR_MS)
            {
                address.created.pop_front();
            }
            count_within(&mut address.computer_created, HOUR_MS, now);
            count_within(&mut address.analyses, DAY_MS, now);
            !(address.conns.is_empty()
                && address.holdings.is_empty()
                && address.created.is_empty()
                && address.computer_created.is_empty()
                && address.analyses.is_empty()
                && address.guesses.forgotten(now))
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_client_is_its_64_prefix_and_a_mapped_ipv4_is_ipv4() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff:1:2:3".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        assert_ne!(address_key(a), address_key(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_key(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn the_guessing_delay_doubles_up_to_its_cap() {
        let limits = HubLimits {
            free_guesses: 2,
            guess_delay_ms: 1000,
            max_guess_delay_ms: 5000,
            ..HubLimits::default()
        };
        let mut guesses = Guesses::default();
        let mut waits = Vec::new();
        for _ in 0..6 {
            let now = guesses.blocked_until_ms.max(10);
            guesses.miss(&limits, now);
            waits.push(guesses.blocked_until_ms.saturating_sub(now));
        }
        assert_eq!(waits, [0, 0, 1000, 2000, 4000, 5000]);
    }
}
