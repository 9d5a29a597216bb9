//! The requests, one file each, and what they share: the dispatch, the refusal, finding a game
//! and a seat.
//!
//! Every request follows one rule: **a refused request changes nothing**. A handler checks
//! everything that can refuse before it changes anything, works on a copy of the game (or
//! keeps what it will have to put back), writes the store, and only once the store has taken
//! it changes the game in memory and queues messages. If the store refuses, the request's
//! writes are undone ([`Store::undo_to_mark`](crate::store::Store::undo_to_mark)) and memory
//! was never touched.

mod create;
mod join;
pub(super) mod lobby;
mod offers;
mod play;
mod rematch;
mod resign;
mod resume;
mod watch;

use std::sync::atomic::Ordering;

use lasca_rules::{Colour, Variant};

use super::live::Live;
use super::{ConnId, Hub};
use crate::protocol::{
    CODE_ALPHABET, CODE_LEN, ClientMessage, ErrorKind, LEGACY_CODE_LEN, ServerMessage,
    VARIANT_PROTOCOL_VERSION, normalise_code,
};
use crate::store::StoreError;

/// A refusal: the answer to a request that changed nothing.
pub(super) enum Refusal {
    /// The request cannot be done: the client is told why.
    Client(ErrorKind, String),
    /// The store failed: the client hears `server_error`.
    Store(StoreError),
}

impl From<StoreError> for Refusal {
    fn from(error: StoreError) -> Refusal {
        Refusal::Store(error)
    }
}

/// Refuses with `kind`.
pub(super) fn refuse<T>(kind: ErrorKind, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Client(kind, message.into()))
}

/// A new game code: [`CODE_LEN`] letters of [`CODE_ALPHABET`], each drawn uniformly from the
/// system's random bytes (about 44.6 bits in all; see [`CODE_BITS`](crate::protocol::CODE_BITS)).
fn random_code() -> String {
    code_from(|bytes| getrandom::fill(bytes).expect("the system has a random source"))
}

/// A code from the random bytes `fill` gives, by rejection sampling (see [`letter`]).
pub(in crate::hub) fn code_from(mut fill: impl FnMut(&mut [u8])) -> String {
    let mut code = String::with_capacity(CODE_LEN);
    // Twice the letters needed: 8 bytes in 256 are thrown away, so one fill nearly always does.
    let mut bytes = [0u8; 2 * CODE_LEN];
    while code.len() < CODE_LEN {
        fill(&mut bytes);
        code.extend(
            bytes
                .iter()
                .filter_map(|&b| letter(b))
                .take(CODE_LEN - code.len()),
        );
    }
    code
}

/// The letter a random byte stands for, or none: a byte is used only if it is below the
/// largest multiple of the alphabet's size (248 = 8 × 31), so that each letter stands for 8
/// byte values; the 8 bytes of 256 past it are thrown away and drawn again. (`byte % 31` over
/// all 256 bytes would favour the first nine letters, 9 byte values each against 8.)
pub(in crate::hub) fn letter(byte: u8) -> Option<char> {
    let size = CODE_ALPHABET.len();
    let limit = 256 - 256 % size;
    ((byte as usize) < limit).then(|| CODE_ALPHABET[byte as usize % size] as char)
}

impl Hub {
    /// Handles one request inside the batch's transaction; a refusal undoes its store writes
    /// and its queued messages and is answered with an `error`. Fails only when the store
    /// cannot even undo.
    pub(super) fn request(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
    ) -> Result<(), StoreError> {
        if !self.peers.contains_key(&conn) {
            return Ok(());
        }
        // The connection has checked the version; the hub keeps it, for the board that
        // version 2 gets. Not a request of the address: no limit counts it.
        if let ClientMessage::Hello { protocol, .. } = message {
            if let Some(peer) = self.peers.get_mut(&conn) {
                peer.protocol = protocol;
            }
            return Ok(());
        }
        // Every request that names a game finds it however the code was typed; the limits
        // look at the code as it will be looked up.
        let mut message = message;
        if let Some(code) = message.code_mut() {
            *code = normalise_code(code);
        }
        // The limits of the client's address (addresses.rs), before anything is looked up. A
        // `create` sent again (the same `rid` on the same connection) makes no game: only the
        // rate counts it, as it counts a `lobby`.
        let now = self.now();
        let again = self.created_before(conn, &message);
        let counted = if again.is_some() {
            &ClientMessage::Lobby
        } else {
            &message
        };
        if let Some((kind, text)) = self.address_refusal(conn, counted, now) {
            self.reply(conn, &ServerMessage::error(kind, text));
            return Ok(());
        }
        if let Some(created) = again {
            self.answer_create(conn, created, now);
            return Ok(());
        }
        // Several instances: a game another instance holds is asked of it (instances.rs).
        let original = self.instances.is_some().then(|| message.clone());
        let message = if original.is_some() {
            self.store.mark()?;
            match self.route(conn, message) {
                Ok(Some(message)) => {
                    self.store.release()?;
                    message
                }
                Ok(None) => {
                    self.store.release()?;
                    return Ok(());
                }
                Err(error) => {
                    self.store.undo_to_mark()?;
                    tracing::error!(conn, %error, "could not find the game's instance");
                    self.reply(
                        conn,
                        &ServerMessage::error(
                            ErrorKind::ServerError,
                            "the server could not find that game now; try again",
                        ),
                    );
                    return Ok(());
                }
            }
        } else {
            message
        };
        // A spectator who comes or goes changes the number the players see.
        let watched = match &message {
            ClientMessage::Watch { code } | ClientMessage::Unwatch { code } => {
                Some((code.clone(), self.spectators(code)))
            }
            _ => None,
        };
        let creating = matches!(message, ClientMessage::Create { .. });
        // `unwatch` of a game the connection does not watch is answered as any other (by
        // silence) but counts as a guess, as `watch` of an unknown code does.
        let guessing =
            matches!(&message, ClientMessage::Unwatch { code } if !self.follows(conn, code));
        let loads_before = self.stats.store_loads.load(Ordering::Relaxed);
        let outbox_len = self.outbox.len();
        self.store.mark()?;
        let outcome = self.handle(conn, message);
        // A load from the store replays a whole game: it costs the address more than one
        // request of its rate.
        let loads = self.stats.store_loads.load(Ordering::Relaxed) - loads_before;
        if loads > 0 {
            self.charge_loads(conn, loads, now);
        }
        match &outcome {
            Ok(()) if creating => self.address_outcome(conn, true, None, now),
            Ok(()) if guessing => {
                self.address_outcome(conn, false, Some(ErrorKind::NoSuchGame), now);
            }
            Err(Refusal::Client(ErrorKind::NoSuchGame, _)) => {
                self.address_outcome(conn, false, Some(ErrorKind::NoSuchGame), now);
            }
            _ => {}
        }
        match outcome {
            Ok(()) => {
                self.store.release()?;
                if let Some((code, before)) = watched
                    && self.spectators(&code) != before
                {
                    self.broadcast_spectators(&code);
                }
            }
            Err(Refusal::Store(StoreError::Fenced { code })) if original.is_some() => {
                // The game's lease went elsewhere: nothing was written; it goes there.
                self.store.undo_to_mark()?;
                self.outbox.truncate(outbox_len);
                if let Some(original) = original {
                    self.refenced(conn, &code, original);
                }
            }
            Err(refusal) => {
                self.store.undo_to_mark()?;
                self.outbox.truncate(outbox_len);
                let message = match refusal {
                    Refusal::Client(kind, message) => ServerMessage::error(kind, message),
                    Refusal::Store(error) => {
                        tracing::error!(conn, %error, "store error; the request was refused");
                        ServerMessage::error(
                            ErrorKind::ServerError,
                            "the server could not store that; nothing changed",
                        )
                    }
                };
                self.reply(conn, &message);
            }
        }
        Ok(())
    }

    fn handle(&mut self, conn: ConnId, mut message: ClientMessage) -> Result<(), Refusal> {
        let now = self.now();
        // A client before version 4 never sees a game against the computer: to it, there is
        // no such game (an `unwatch` is silence for any code, and loads nothing).
        if !self.speaks_computer(conn)
            && !matches!(message, ClientMessage::Unwatch { .. })
            && let Some(code) = message.code_mut()
            && let Ok(live) = self.find(code)
            && live.computer.is_some()
        {
            return refuse(
                ErrorKind::NoSuchGame,
                format!("no game has the code {code}"),
            );
        }
        match message {
            // The connection answers `ping` itself and never forwards it (server.rs); `hello`
            // was taken in `request`.
            ClientMessage::Hello { .. } | ClientMessage::Ping { .. } => {
                tracing::warn!(conn, "ping reached the hub; ignored");
                Ok(())
            }
            ClientMessage::Lobby => {
                self.lobby(conn, now);
                Ok(())
            }
            ClientMessage::Create {
                colour,
                clock,
                public,
                variant,
                rid,
                opponent,
            } => {
                self.speaks_variant(conn, variant)?;
                if opponent.is_some() && !self.speaks_computer(conn) {
                    return refuse(
                        ErrorKind::UnsupportedProtocol,
                        "a client of protocol 4 plays the computer",
                    );
                }
                self.room_for_games()?;
                let options = create::Options {
                    choice: colour,
                    clock,
                    public,
                    variant,
                    rid,
                    opponent,
                    posted: None,
                };
                self.create(conn, options, now)
            }
            ClientMessage::Post {
                colour,
                clock,
                variant,
                rated,
                range,
            } => {
                if !self.speaks_players(conn) {
                    return refuse(
                        ErrorKind::UnsupportedProtocol,
                        "a client of protocol 5 posts a seek",
                    );
                }
                self.speaks_variant(conn, variant)?;
                self.room_for_games()?;
                let options = create::Options {
                    choice: colour,
                    clock,
                    public: true,
                    variant,
                    rid: None,
                    opponent: None,
                    posted: Some((rated, range)),
                };
                self.create(conn, options, now)
            }
            ClientMessage::Seek { pool } => {
                if !self.speaks_players(conn) {
                    return refuse(
                        ErrorKind::UnsupportedProtocol,
                        "a client of protocol 5 seeks an opponent",
                    );
                }
                self.seek(conn, &pool, now)
            }
            ClientMessage::Claim { code, token } => {
                if !self.speaks_players(conn) {
                    return refuse(
                        ErrorKind::UnsupportedProtocol,
                        "a client of protocol 5 claims a game",
                    );
                }
                self.claim(conn, &code, &token, now)
            }
            ClientMessage::Mine => {
                self.mine(conn);
                Ok(())
            }
            ClientMessage::Unseek => {
                self.unseek(conn);
                self.reply(
                    conn,
                    &ServerMessage::Seeking {
                        pool: None,
                        rated: false,
                    },
                );
                Ok(())
            }
            ClientMessage::Join { code } => self.join(conn, &code, now),
            ClientMessage::Resume { code, token } => self.resume(conn, &code, &token, now),
            ClientMessage::Watch { code } => self.watch(conn, code, now),
            ClientMessage::Unwatch { code } => {
                self.unwatch(conn, &code);
                Ok(())
            }
            ClientMessage::Analyse { code } => self.analyse(conn, &code, now),
            ClientMessage::Replay { code } => self.replay(conn, &code, now),
            ClientMessage::Move {
                code,
                token,
                ply,
                mv,
            } => self.play(conn, &code, &token, ply, &mv, now),
            ClientMessage::Resign { code, token } => self.resign(conn, &code, &token, now),
            ClientMessage::Offer { code, token, kind } => {
                self.offer(conn, &code, &token, kind, now)
            }
            ClientMessage::Answer {
                code,
                token,
                kind,
                accept,
            } => self.answer(conn, &code, &token, kind, accept, now),
        }
    }

    /// Refuses a game of another variant than Lasca 7x7 to a connection that said `hello`
    /// with a version before [`VARIANT_PROTOCOL_VERSION`]: it would read the game as Lasca 7x7.
    pub(super) fn speaks_variant(&self, conn: ConnId, variant: Variant) -> Result<(), Refusal> {
        if variant.is_lasca7() || self.speaks_variants(conn) {
            return Ok(());
        }
        refuse(
            ErrorKind::UnsupportedProtocol,
            format!(
                "this game is {}: a client of protocol {VARIANT_PROTOCOL_VERSION} plays it",
                variant.name()
            ),
        )
    }

    /// Whether `conn` said `hello` with a version that seeks and knows players.
    pub(super) fn speaks_players(&self, conn: ConnId) -> bool {
        self.peers
            .get(&conn)
            .is_some_and(|peer| peer.protocol >= crate::protocol::PLAYERS_PROTOCOL_VERSION)
    }

    /// Whether `conn` said `hello` with a version that plays every variant.
    pub(super) fn speaks_variants(&self, conn: ConnId) -> bool {
        self.peers
            .get(&conn)
            .is_some_and(|peer| peer.protocol >= VARIANT_PROTOCOL_VERSION)
    }

    /// How many spectators the game has, if it is in memory.
    fn spectators(&self, code: &str) -> Option<usize> {
        self.games.get(code).map(|live| live.watchers.len())
    }

    /// Refuses a new game while the database's disk is nearly full (games in progress go on).
    pub(super) fn room_for_games(&self) -> Result<(), Refusal> {
        if self.disk_low {
            return refuse(
                ErrorKind::ServerFull,
                "the server is short of disk space and takes no new game for now; games in progress go on",
            );
        }
        Ok(())
    }

    /// Whether `code` can name a game here: a code of [`CODE_LEN`] letters of the alphabet,
    /// or of [`LEGACY_CODE_LEN`] on a server whose store has games from before (so that junk,
    /// and guesses in the smaller space of old codes, never reach the store).
    pub(super) fn code_ok(&self, code: &str) -> bool {
        (code.len() == CODE_LEN || (self.legacy_codes && code.len() == LEGACY_CODE_LEN))
            && code.bytes().all(|b| CODE_ALPHABET.contains(&b))
    }

    /// The game with this code, loaded from the store if it is not in memory (a load is
    /// counted: [`Stats::store_loads`](super::Stats::store_loads)).
    pub(super) fn find(&mut self, code: &str) -> Result<&mut Live, Refusal> {
        if !self.code_ok(code) {
            return refuse(
                ErrorKind::NoSuchGame,
                format!("no game has the code {code:?}"),
            );
        }
        if !self.games.contains_key(code) && self.instances.is_some() {
            // Several instances: a game comes into memory only with its lease. One held
            // elsewhere is refused as fenced (a request goes there; instances.rs).
            if self.adopt(code)?.is_some() {
                return Err(Refusal::Store(StoreError::Fenced {
                    code: code.to_owned(),
                }));
            }
            if !self.games.contains_key(code) {
                return refuse(
                    ErrorKind::NoSuchGame,
                    format!("no game has the code {code}"),
                );
            }
        }
        if !self.games.contains_key(code) {
            self.stats.store_loads.fetch_add(1, Ordering::Relaxed);
            match self.store.load_game(code)? {
                Some(stored) => {
                    let live = Live::from_stored(stored, self.now())?;
                    self.games.insert(code.to_owned(), live);
                }
                None => {
                    return refuse(
                        ErrorKind::NoSuchGame,
                        format!("no game has the code {code}"),
                    );
                }
            }
        }
        Ok(self.games.get_mut(code).expect("just inserted"))
    }

    /// The game and the colour this token holds in it.
    ///
    /// A seat is the token's, or, for an empty token (a reload, a second tab, a lost token),
    /// the seat of the connection's player (its guest cookie or account). An account's seat is played only
    /// while logged in as that account: its token alone is not enough, so a session ended by
    /// "log out everywhere" plays no more.
    pub(super) fn seated(
        &mut self,
        conn: ConnId,
        code: &str,
        token: &str,
    ) -> Result<(&mut Live, Colour), Refusal> {
        let me = self.player_of(conn);
        let live = self.find(code)?;
        let colour = live.seat_of(token).or_else(|| {
            // Only an empty token asks by the player; a wrong one is a wrong one.
            if !token.is_empty() {
                return None;
            }
            let me = me.as_ref()?;
            Colour::BOTH
                .into_iter()
                .find(|&colour| live.players.of(colour).is_some_and(|p| p.is(me)))
        });
        let Some(colour) = colour else {
            return refuse(
                ErrorKind::NotYourSeat,
                "that token holds no seat in this game",
            );
        };
        if let Some(player) = live.players.of(colour)
            && player.account_id().is_some()
            && !me.as_ref().is_some_and(|me| me.is(player))
        {
            return refuse(
                ErrorKind::NotYourSeat,
                format!("this seat is {}'s: log in to play it", player.name),
            );
        }
        Ok((live, colour))
    }

    /// A code no game has.
    pub(super) fn new_code(&mut self) -> Result<String, Refusal> {
        for _ in 0..32 {
            let code = random_code();
            if !self.games.contains_key(&code) && !self.store.code_exists(&code)? {
                return Ok(code);
            }
        }
        refuse(ErrorKind::ServerError, "no free game code; try again")
    }
}
