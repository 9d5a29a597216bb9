//! One online game as the server keeps it, and how each message changes it.

use std::fmt;
use std::time::Duration;

use lasca_rules::{AnyGame, AnyMove, AnyPosition, Colour, RecordError, RuleSettings, Variant};

use super::{BoardAction, Effects, Notice, Time};
use crate::clock::GameClock;
use crate::protocol::{
    ClientMessage, Clocks, ErrorKind, GameResult, GameView, OfferKind, OfferView, SeatView,
    ServerMessage, Status, TimeControl,
};

/// One online game: the server's record of it and everything the server said of it.
#[derive(Clone)]
pub struct OnlineGame {
    code: String,
    colour: Option<Colour>,
    token: Option<String>,
    /// The moves: the server's, and our own move once sent.
    record: AnyGame,
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
    /// The players' names and ratings (version 5 servers), once known.
    players: Option<crate::protocol::PlayersView>,
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
    /// A game the server has not yet sent, with our seat in it (colour and secret), if any.
    pub(super) fn new(code: String, seat: Option<(Colour, String)>, time: Time) -> OnlineGame {
        let (colour, token) = seat.unzip();
        OnlineGame {
            code,
            colour,
            token,
            record: server_game(Variant::Lasca7),
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
            players: None,
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

    /// Whether a take-back may be asked: we are seated and have made a move to take back
    /// (the server refuses it otherwise, `no_offer`), in a game still on.
    pub fn can_take_back(&self) -> bool {
        let Some(colour) = self.colour.filter(|_| self.seated()) else {
            return false;
        };
        let ply = self.record.ply();
        let first = self.record.start_position().side_to_move();
        let moved = ply >= 2 || (ply == 1 && first == colour);
        moved && self.result.is_none() && self.status == Some(Status::Playing)
    }

    /// The game as the server keeps it (with our own move once sent).
    pub fn record(&self) -> &AnyGame {
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

    /// The player of a seat, by name (with its rating, in a rated game), when the server
    /// says: `Guest-4821`, `Lasker (1523?)`, `Lasker (1523) +12` once a rated game is over.
    pub fn player_name(&self, colour: Colour) -> Option<String> {
        let players = self.players.as_ref()?;
        let player = match colour {
            Colour::White => players.white.as_ref(),
            Colour::Black => players.black.as_ref(),
        }?;
        let mut name = player.name.clone();
        if let Some(rating) = player.rating {
            let mark = if player.provisional { "?" } else { "" };
            name = format!("{name} ({rating}{mark})");
        }
        if let Some(change) = player.change {
            name = format!("{name} {change:+}");
        }
        Some(name)
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

    pub(super) fn seat_secret(&self) -> Option<(String, String)> {
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
    pub(super) fn state(&mut self, view: GameView, now: u64) -> Effects {
        let mut effects = Effects::default();
        let fresh = self.status.is_none();
        let ours = self.move_texts();
        let theirs = &view.moves;
        let mut resent = false;
        // A record to compare with: not the first, and of the same game.
        let known = !fresh && self.record.variant() == view.variant;
        if known && ours == *theirs {
            self.pending = None;
        } else if known
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
        } else if known
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
            let start = AnyPosition::start(view.variant);
            match AnyGame::replay(start, RuleSettings::default(), theirs) {
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
        self.players = view.players.as_deref().cloned();
        if resent && let (Some(clock), Some(mine)) = (&mut self.clock, self.colour) {
            clock.moved(mine, now);
        }
        if ended && let Some(result) = self.result {
            effects.notices.push(Notice::Ended(result));
        }
        effects
    }

    /// A message about this game other than `seat` and `state`.
    pub(super) fn news(&mut self, message: ServerMessage, now: u64) -> Effects {
        let mut effects = Effects::default();
        match message {
            ServerMessage::Moved {
                ply, mv, clocks, ..
            } => return self.moved(ply as usize, &mv, clocks, now),
            ServerMessage::Presence {
                white,
                black,
                spectators,
                ..
            } => {
                self.white = white;
                self.black = black;
                // Version 3 servers say how many watch; an older one's count waits for `state`.
                if let Some(spectators) = spectators {
                    self.spectators = spectators;
                }
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
            // Already in the record: our own move coming back (protocol 2), or a message heard
            // twice. The latest move's clocks are the server's: they replace our estimate, so
            // that both players' windows show the same stopped clock.
            if ply + 1 == have {
                if self.pending == Some(ply) {
                    self.pending = None;
                }
                if clocks.is_some() {
                    self.set_clock(clocks, now);
                }
            }
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
    pub(super) fn refused(&mut self, kind: ErrorKind) -> Effects {
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

    pub(super) fn own_move(&mut self, before: &AnyPosition, mv: AnyMove, now: u64) -> Effects {
        let mut effects = Effects::default();
        let Some(mine) = self.colour else {
            return effects;
        };
        if before.side_to_move() != mine || self.status != Some(Status::Playing) {
            return effects;
        }
        let ply = self.record.ply();
        if self.record.position() != *before || self.record.try_play(mv).is_err() {
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
        // Until the server's `moved` brings its clocks (protocol 2 sends it to the mover too;
        // version 1 only to the opponent), run them here as the server does (ours stops,
        // gains the increment; theirs starts).
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

/// A game as the server plays it: `variant` from its start, by the default rules (the house
/// repetition rule on).
fn server_game(variant: Variant) -> AnyGame {
    AnyGame::from_position(AnyPosition::start(variant), RuleSettings::default())
}
