//! The online game as a client knows it, as plain data: no Bevy, no socket, no system clock.
//!
//! A [`Session`] is fed everything that happens: what the [`Connection`](super::Connection)
//! reports ([`Session::event`]), and what the player does ([`Session::own_move`],
//! [`Session::offer`], ...). Each call returns [`Effects`]: what the board must do to show the
//! server's game ([`BoardAction`]), what to send, and what to tell the player ([`Notice`]).
//!
//! The server is the authority, and the session keeps its record of the game (a
//! [`lasca_rules::Game`]) as the one source of truth for the moves: the board is a view that
//! follows it. Our own moves are played on the record when they are sent, since the server
//! answers a taken move with silence (docs/ONLINE.md); one it refuses makes the session ask
//! for the server's record again, which then replaces ours.
//!
//! The clocks are the hub's own [`GameClock`](crate::clock::GameClock), and the time comes
//! from a [`TimeSource`]: the game uses a [`MonotonicClock`], tests a
//! [`FakeClock`](crate::clock::FakeClock).

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use lasca_rules::{AnyGame, AnyMove, AnyPosition, Colour, RecordError};

use super::Event;
use crate::clock::{MonotonicClock, TimeSource};
use crate::protocol::{ClientMessage, ErrorKind, GameResult, LobbyEntry, OfferKind, ServerMessage};

mod game;
#[cfg(test)]
mod tests;

pub use game::OnlineGame;

/// What the board must do to show the server's game.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardAction {
    /// Play the server's move `mv` once the board shows `ply` plies (animated, as the remote
    /// player's move).
    Play {
        /// The plies before the move.
        ply: usize,
        /// The move.
        mv: AnyMove,
    },
    /// Show this game instead of the board's (a new game, a take-back, a record that differs
    /// after a reconnection). Moves still to be played are dropped.
    Replace(AnyGame),
}

/// Something worth telling the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A seat of this colour is ours: face that side.
    Seated(Colour),
    /// An offer was made (it waits in [`OnlineGame::offer_to_answer`] or
    /// [`OnlineGame::my_offers`]).
    Offered {
        /// What.
        kind: OfferKind,
        /// By whom.
        by: Colour,
    },
    /// The other side declined an offer.
    Declined {
        /// What.
        kind: OfferKind,
        /// Who declined it.
        by: Colour,
    },
    /// The server refused a request.
    Refused {
        /// Why, for programs.
        kind: ErrorKind,
        /// Why, for people (the server's words).
        message: String,
    },
    /// The server's record does not replay here: the board keeps what it shows.
    BadRecord(RecordError),
    /// The server sent a move this client cannot play (its ply counted from 1, as in a
    /// record); the session asks for the whole game again.
    BadMove(RecordError),
    /// The game is over.
    Ended(GameResult),
}

/// What one step of a [`Session`] asks of its owner.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Effects {
    /// For the board, in order.
    pub board: Vec<BoardAction>,
    /// For the server, in order.
    pub send: Vec<ClientMessage>,
    /// For the player.
    pub notices: Vec<Notice>,
}

impl Effects {
    /// Nothing to do.
    pub fn is_empty(&self) -> bool {
        self.board.is_empty() && self.send.is_empty() && self.notices.is_empty()
    }
}

/// The state of the link to the server.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Link {
    /// Not connected, and not trying.
    #[default]
    Offline,
    /// Trying for the first time.
    Connecting,
    /// Connected.
    Connected,
    /// The link dropped; the next try is at `retry_at_ms` (on the session's time).
    Reconnecting {
        /// Why it dropped.
        reason: String,
        /// When the next try is, in the session's milliseconds.
        retry_at_ms: u64,
    },
}

/// The time a session reads: shared with its games.
type Time = Arc<dyn TimeSource>;

/// Everything online a client knows: the link, the game on the board, the lobby.
pub struct Session {
    time: Time,
    link: Link,
    game: Option<OnlineGame>,
    lobby: Vec<LobbyEntry>,
}

impl Default for Session {
    /// A session on a [`MonotonicClock`].
    fn default() -> Session {
        Session::new(Arc::new(MonotonicClock::new()))
    }
}

impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session")
            .field("link", &self.link)
            .field("game", &self.game)
            .field("lobby", &self.lobby)
            .finish_non_exhaustive()
    }
}

impl Session {
    /// A session with no game, reading the time from `time`.
    pub fn new(time: Arc<dyn TimeSource>) -> Session {
        Session {
            time,
            link: Link::Offline,
            game: None,
            lobby: Vec::new(),
        }
    }

    /// The session's time now, in milliseconds.
    pub fn now_ms(&self) -> u64 {
        self.time.now_ms()
    }

    /// The link's state.
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// How long until the next try to connect, while the link is down.
    pub fn retry_in(&self) -> Option<Duration> {
        match self.link {
            Link::Reconnecting { retry_at_ms, .. } => Some(Duration::from_millis(
                retry_at_ms.saturating_sub(self.now_ms()),
            )),
            _ => None,
        }
    }

    /// A connection is being opened.
    pub fn connecting(&mut self) {
        self.link = Link::Connecting;
        self.lobby.clear();
    }

    /// The online game on the board, if there is one.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.game.as_ref()
    }

    /// Whether an online game is on the board.
    pub fn in_game(&self) -> bool {
        self.game.is_some()
    }

    /// The last lobby list.
    pub fn lobby(&self) -> &[LobbyEntry] {
        &self.lobby
    }

    /// Applies what the connection reported.
    pub fn event(&mut self, event: Event) -> Effects {
        match event {
            Event::Connected => {
                self.link = Link::Connected;
                Effects::default()
            }
            Event::Disconnected { reason, retry_in } => {
                let retry_at_ms = self.now_ms().saturating_add(retry_in.as_millis() as u64);
                self.link = Link::Reconnecting {
                    reason,
                    retry_at_ms,
                };
                Effects::default()
            }
            Event::Message(message) => self.receive(message),
        }
    }

    /// Applies a message from the server.
    pub fn receive(&mut self, message: ServerMessage) -> Effects {
        let now = self.now_ms();
        let mut effects = Effects::default();
        match message {
            ServerMessage::Seat {
                code,
                colour,
                token,
            } => {
                let same = self
                    .game
                    .as_ref()
                    .is_some_and(|g| g.code() == code && g.colour() == Some(colour));
                if !same {
                    // A new game of ours (created, joined, a rematch): it replaces any other.
                    let seat = Some((colour, token));
                    self.game = Some(OnlineGame::new(code, seat, self.time.clone()));
                }
                effects.notices.push(Notice::Seated(colour));
            }
            ServerMessage::State { game: view } => {
                let ours = self.game.as_ref().is_some_and(|g| g.code() == view.code);
                if !ours {
                    if self.game.as_ref().is_some_and(OnlineGame::seated) {
                        // An old game's news (the game before a rematch): not on the board.
                        return effects;
                    }
                    // A game we watch: follow it as a spectator.
                    let time = self.time.clone();
                    self.game = Some(OnlineGame::new(view.code.clone(), None, time));
                }
                if let Some(game) = &mut self.game {
                    effects = game.state(view, now);
                }
            }
            ServerMessage::Lobby { games, .. } => self.lobby = games,
            ServerMessage::Error { kind, message } => {
                if let Some(game) = &mut self.game {
                    effects = game.refused(kind);
                }
                effects.notices.insert(0, Notice::Refused { kind, message });
            }
            ServerMessage::Welcome { .. } | ServerMessage::Pong { .. } => {}
            other => {
                if let Some(game) = self
                    .game
                    .as_mut()
                    .filter(|g| Some(g.code()) == code(&other))
                {
                    effects = game.news(other, now);
                }
            }
        }
        effects
    }

    /// The board played `mv` from `before`: if it is our move, it goes to the server (and the
    /// clocks run as the server's will: ours stops with the increment, theirs starts). The
    /// opponent's moves, which the board plays from [`BoardAction::Play`], are ignored.
    ///
    /// A move of ours the record cannot take means the board has left the server's game: it is
    /// put back with [`BoardAction::Replace`].
    pub fn own_move(&mut self, before: &AnyPosition, mv: AnyMove) -> Effects {
        let now = self.now_ms();
        match &mut self.game {
            Some(game) => game.own_move(before, mv, now),
            None => Effects::default(),
        }
    }

    /// Resigns (or withdraws a game nobody joined): the message, if we hold a seat.
    pub fn resign(&self) -> Option<ClientMessage> {
        let (code, token) = self.game.as_ref()?.seat_secret()?;
        Some(ClientMessage::Resign { code, token })
    }

    /// Offers a draw, asks for a take-back or a rematch: the message, if we hold a seat. The
    /// offer shows once the server has passed it on ([`Notice::Offered`]).
    pub fn offer(&self, kind: OfferKind) -> Option<ClientMessage> {
        let (code, token) = self.game.as_ref()?.seat_secret()?;
        Some(ClientMessage::Offer { code, token, kind })
    }

    /// Answers the opponent's offer: the message, if we hold a seat.
    pub fn answer(&self, kind: OfferKind, accept: bool) -> Option<ClientMessage> {
        let (code, token) = self.game.as_ref()?.seat_secret()?;
        Some(ClientMessage::Answer {
            code,
            token,
            kind,
            accept,
        })
    }

    /// Leaves the online game (the board keeps it): `unwatch` for a game we watched.
    pub fn leave(&mut self) -> Option<ClientMessage> {
        let game = self.game.take()?;
        game.colour().is_none().then(|| ClientMessage::Unwatch {
            code: game.code().to_owned(),
        })
    }
}

/// The game a message is about, for the messages that carry a code.
fn code(message: &ServerMessage) -> Option<&str> {
    match message {
        ServerMessage::Seat { code, .. }
        | ServerMessage::Moved { code, .. }
        | ServerMessage::Presence { code, .. }
        | ServerMessage::Offered { code, .. }
        | ServerMessage::Declined { code, .. }
        | ServerMessage::Ended { code, .. }
        | ServerMessage::AnalysisProgress { code, .. }
        | ServerMessage::Analysis { code, .. }
        | ServerMessage::Replay { code, .. } => Some(code),
        ServerMessage::State { game } => Some(&game.code),
        ServerMessage::Welcome { .. }
        | ServerMessage::Lobby { .. }
        | ServerMessage::Seeking { .. }
        | ServerMessage::Mine { .. }
        | ServerMessage::Error { .. }
        | ServerMessage::Pong { .. } => None,
    }
}
