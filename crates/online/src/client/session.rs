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
//! The clocks are the hub's own [`GameClock`], and the time comes from a [`TimeSource`]:
//! the game uses a [`MonotonicClock`](crate::clock::MonotonicClock), tests a
//! [`FakeClock`](crate::clock::FakeClock).

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use lasca_rules::{Colour, Game, Move, Position, RecordError, RuleSettings};

use super::Event;
use crate::clock::{GameClock, MonotonicClock, TimeSource};
use crate::protocol::{
    ClientMessage, Clocks, ErrorKind, GameResult, GameView, LobbyEntry, OfferKind, OfferView,
    SeatView, ServerMessage, Status, TimeControl,
};

#[cfg(test)]
mod tests;

/// What the board must do to show the server's game.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardAction {
    /// Play the server's move `mv` once the board shows `ply` plies (animated, as the remote
    /// player's move).
    Play {
        /// The plies before the move.
        ply: usize,
        /// The move.
        mv: Move,
    },
    /// Show this game instead of the board's (a new game, a take-back, a record that differs
    /// after a reconnection). Moves still to be played are dropped.
    Replace(Game),
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
                    .is_some_and(|g| g.code == code && g.colour == Some(colour));
                if !same {
                    // A new game of ours (created, joined, a rematch): it replaces any other.
                    let mut game = OnlineGame::new(code, self.time.clone());
                    game.colour = Some(colour);
                    self.game = Some(game);
                }
                if let Some(game) = &mut self.game {
                    game.token = Some(token);
                }
                effects.notices.push(Notice::Seated(colour));
            }
            ServerMessage::State { game: view } => {
                let ours = self.game.as_ref().is_some_and(|g| g.code == view.code);
                if !ours {
                    if self.game.as_ref().is_some_and(OnlineGame::seated) {
                        // An old game's news (the game before a rematch): not on the board.
                        return effects;
                    }
                    // A game we watch: follow it as a spectator.
                    self.game = Some(OnlineGame::new(view.code.clone(), self.time.clone()));
                }
                if let Some(game) = &mut self.game {
                    effects = game.state(view, now);
                }
            }
            ServerMessage::Lobby { games } => self.lobby = games,
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
    pub fn own_move(&mut self, before: &Position, mv: Move) -> Effects {
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
        game.colour
            .is_none()
            .then_some(ClientMessage::Unwatch { code: game.code })
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
        | ServerMessage::Ended { code, .. } => Some(code),
        ServerMessage::State { game } => Some(&game.code),
        ServerMessage::Welcome { .. }
        | ServerMessage::Lobby { .. }
        | ServerMessage::Error { .. }
        | ServerMessage::Pong { .. } => None,
    }
}

/// One online game: the server's record of it and everything the server said of it.
#[derive(Clone)]
pub struct OnlineGame {
    code: String,
    colour: Option<Colour>,
    token: Option<String>,
    /// The moves: the server's, and our own move once sent.
    record: Game,
    /// `None` until the server's first `state`.
    status: Option<Status>,
    time_control: Option<TimeControl>,
    clock: Option<GameClock>,
    result: Option<GameResult>,
    white: SeatView,
    black: SeatView,
    offers: Vec<OfferView>,
    public: bool,
    rematch: Option<String>,
    spectators: u32,
    /// The ply of our move sent and not yet known to be taken.
    pending: Option<usize>,
    time: Time,
}

impl fmt::Debug for OnlineGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never the seat's secret.
        f.debug_struct("OnlineGame")
            .field("code", &self.code)
            .field("colour", &self.colour)
            .field("moves", &self.move_texts())
            .field("status", &self.status)
            .field("clock", &self.clock)
            .field("result", &self.result)
            .field("offers", &self.offers)
            .field("pending", &self.pending)
            .finish_non_exhaustive()
    }
}

impl OnlineGame {
    fn new(code: String, time: Time) -> OnlineGame {
        OnlineGame {
            code,
            colour: None,
            token: None,
            record: server_game(),
            status: None,
            time_control: None,
            clock: None,
            result: None,
            white: SeatView::default(),
            black: SeatView::default(),
            offers: Vec::new(),
            public: false,
            rematch: None,
            spectators: 0,
            pending: None,
            time,
        }
    }

    /// Its code.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Our colour; `None` for a spectator.
    pub fn colour(&self) -> Option<Colour> {
        self.colour
    }

    /// Whether we hold a seat in it.
    pub fn seated(&self) -> bool {
        self.colour.is_some() && self.token.is_some()
    }

    /// The game as the server keeps it (with our own move once sent).
    pub fn record(&self) -> &Game {
        &self.record
    }

    /// Where it stands; `None` until the server has sent the whole game.
    pub fn status(&self) -> Option<Status> {
        self.status
    }

    /// Whether the game is waiting for a second player.
    pub fn waiting(&self) -> bool {
        self.status == Some(Status::Waiting)
    }

    /// Its time control; `None` for an untimed game.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.time_control
    }

    /// Time left of `colour` now, counted down locally between the server's messages; `None`
    /// for an untimed game.
    pub fn time_left(&self, colour: Colour) -> Option<Duration> {
        let clock = self.clock.as_ref()?;
        Some(Duration::from_millis(
            clock.left(colour, self.time.now_ms()),
        ))
    }

    /// Both clocks now, as the protocol writes them.
    pub fn clocks(&self) -> Option<Clocks> {
        Some(self.clock.as_ref()?.clocks(self.time.now_ms()))
    }

    /// Whose clock runs.
    pub fn running(&self) -> Option<Colour> {
        self.clock.as_ref()?.running
    }

    /// How it ended, once it has.
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// A seat as everyone sees it.
    pub fn seat(&self, colour: Colour) -> SeatView {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// Every pending offer.
    pub fn offers(&self) -> &[OfferView] {
        &self.offers
    }

    /// An offer the opponent made that waits for our answer.
    pub fn offer_to_answer(&self) -> Option<OfferKind> {
        let mine = self.colour?;
        self.offers.iter().find(|o| o.by != mine).map(|o| o.kind)
    }

    /// Offers of ours waiting for the opponent.
    pub fn my_offers(&self) -> Vec<OfferKind> {
        let Some(mine) = self.colour else {
            return Vec::new();
        };
        self.offers
            .iter()
            .filter(|o| o.by == mine)
            .map(|o| o.kind)
            .collect()
    }

    /// Whether the lobby lists it.
    pub fn public(&self) -> bool {
        self.public
    }

    /// The code of its rematch, once agreed.
    pub fn rematch(&self) -> Option<&str> {
        self.rematch.as_deref()
    }

    /// How many spectators follow it.
    pub fn spectators(&self) -> u32 {
        self.spectators
    }

    /// The ply of our move sent and not yet known to be taken.
    pub fn pending_move(&self) -> Option<usize> {
        self.pending
    }

    fn move_texts(&self) -> Vec<String> {
        self.record
            .moves()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn seat_secret(&self) -> Option<(String, String)> {
        self.colour?;
        Some((self.code.clone(), self.token.clone()?))
    }

    /// What asks the server for the whole game again.
    fn resync(&self) -> ClientMessage {
        match &self.token {
            Some(token) => ClientMessage::Resume {
                code: self.code.clone(),
                token: token.clone(),
            },
            None => ClientMessage::Watch {
                code: self.code.clone(),
            },
        }
    }

    fn set_clock(&mut self, clocks: Option<Clocks>, now: u64) {
        self.clock = self
            .time_control
            .zip(clocks)
            .map(|(control, clocks)| GameClock::from_clocks(control, clocks, now));
    }

    /// The server's whole game: its record replaces ours unless it is ours give or take one
    /// move (the opponent's reply, shown as played; our move that was lost, sent again).
    fn state(&mut self, view: GameView, now: u64) -> Effects {
        let mut effects = Effects::default();
        let fresh = self.status.is_none();
        let ours = self.move_texts();
        let theirs = &view.moves;
        let mut resent = false;
        if !fresh && ours == *theirs {
            self.pending = None;
        } else if !fresh
            && theirs.len() == ours.len() + 1
            && theirs.starts_with(&ours)
            && let Ok(mv) = self.record.play_str(&theirs[ours.len()])
        {
            // One more move than ours: the reply, shown as played.
            self.pending = None;
            effects.board.push(BoardAction::Play {
                ply: ours.len(),
                mv,
            });
        } else if !fresh
            && ours.len() == theirs.len() + 1
            && ours.starts_with(theirs)
            && self.pending == Some(theirs.len())
            && let Some((code, token)) = self.seat_secret()
        {
            // Our move never reached the server (the link dropped): send it again.
            effects.send.push(ClientMessage::Move {
                code,
                token,
                ply: theirs.len() as u32,
                mv: ours[theirs.len()].clone(),
            });
            resent = true;
        } else {
            match Game::replay(Position::start(), RuleSettings::default(), theirs) {
                Ok(replayed) => {
                    self.pending = None;
                    self.record = replayed.clone();
                    effects.board.push(BoardAction::Replace(replayed));
                }
                Err(error) => effects.notices.push(Notice::BadRecord(error)),
            }
        }
        let ended = self.result.is_none() && view.result.is_some();
        self.status = Some(view.status);
        self.time_control = view.time_control;
        self.set_clock(view.clocks, now);
        self.result = view.result;
        self.white = view.white;
        self.black = view.black;
        self.offers = view.offers;
        self.public = view.public;
        self.rematch = view.rematch;
        self.spectators = view.spectators;
        if resent && let (Some(clock), Some(mine)) = (&mut self.clock, self.colour) {
            clock.moved(mine, now);
        }
        if ended && let Some(result) = self.result {
            effects.notices.push(Notice::Ended(result));
        }
        effects
    }

    /// A message about this game other than `seat` and `state`.
    fn news(&mut self, message: ServerMessage, now: u64) -> Effects {
        let mut effects = Effects::default();
        match message {
            ServerMessage::Moved {
                ply, mv, clocks, ..
            } => return self.moved(ply as usize, &mv, clocks, now),
            ServerMessage::Presence { white, black, .. } => {
                self.white = white;
                self.black = black;
            }
            ServerMessage::Offered { kind, by, .. } => {
                self.offers.retain(|o| !(o.kind == kind && o.by == by));
                self.offers.push(OfferView { kind, by });
                effects.notices.push(Notice::Offered { kind, by });
            }
            ServerMessage::Declined { kind, by, .. } => {
                self.offers.retain(|o| o.kind != kind);
                if self.colour != Some(by) {
                    effects.notices.push(Notice::Declined { kind, by });
                }
            }
            ServerMessage::Ended { result, clocks, .. } => {
                self.status = Some(Status::Ended);
                self.result = Some(result);
                self.set_clock(clocks, now);
                self.offers.clear();
                effects.notices.push(Notice::Ended(result));
            }
            _ => {}
        }
        effects
    }

    /// The opponent's move (or, for a spectator, anyone's).
    fn moved(&mut self, ply: usize, text: &str, clocks: Option<Clocks>, now: u64) -> Effects {
        let mut effects = Effects::default();
        let have = self.record.ply();
        if ply < have && self.record.moves()[ply].to_string() == text {
            // Already in the record: a message heard twice.
            return effects;
        }
        if ply != have || self.status.is_none() {
            // A gap, or a record that went another way (our move crossed a change on the
            // server): the server's whole game settles it.
            effects.send.push(self.resync());
            return effects;
        }
        match self.record.play_str(text) {
            Ok(mv) => {
                // A reply to our move: the server took it.
                self.pending = None;
                self.offers.clear();
                self.set_clock(clocks, now);
                effects.board.push(BoardAction::Play { ply, mv });
            }
            Err(error) => {
                effects.notices.push(Notice::BadMove(RecordError {
                    ply: ply + 1,
                    text: text.to_owned(),
                    error,
                }));
                effects.send.push(self.resync());
            }
        }
        effects
    }

    /// The server refused something: if it was our move, its record is the truth; ask for it.
    fn refused(&mut self, kind: ErrorKind) -> Effects {
        let mut effects = Effects::default();
        if matches!(
            kind,
            ErrorKind::StalePly
                | ErrorKind::NotYourTurn
                | ErrorKind::IllegalMove
                | ErrorKind::NotPlaying
        ) {
            // Not sent again: the server's record replaces ours when it comes.
            self.pending = None;
            effects.send.push(self.resync());
        }
        effects
    }

    fn own_move(&mut self, before: &Position, mv: Move, now: u64) -> Effects {
        let mut effects = Effects::default();
        let Some(mine) = self.colour else {
            return effects;
        };
        if before.side_to_move() != mine || self.status != Some(Status::Playing) {
            return effects;
        }
        let ply = self.record.ply();
        if self.record.position() != before || self.record.try_play(mv).is_err() {
            // The board left the server's game: back to it.
            effects
                .board
                .push(BoardAction::Replace(self.record.clone()));
            return effects;
        }
        let Some((code, token)) = self.seat_secret() else {
            return effects;
        };
        self.pending = Some(ply);
        // The server answers a move only to the opponent: until the reply brings its clocks,
        // run them here as the server does (ours stops, gains the increment; theirs starts).
        if let Some(clock) = &mut self.clock {
            clock.moved(mine, now);
        }
        effects.send.push(ClientMessage::Move {
            code,
            token,
            ply: ply as u32,
            mv: mv.to_string(),
        });
        effects
    }
}

/// A game as the server plays it: from the start, by the default rules (the house repetition
/// rule on).
fn server_game() -> Game {
    Game::from_position(Position::start(), RuleSettings::default())
}
