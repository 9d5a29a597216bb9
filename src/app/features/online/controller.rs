//! The online controller: a game on a `lasca serve` server, on the same board.
//!
//! The connection ([`lasca_online::client::Connection`]) runs on its own thread; this reads
//! what it received once a frame, never waiting. The local player's seat is a
//! [`Player::Human`], the other a [`Player::Remote`] (both, for a spectator), so the usual
//! human controller turns picks into moves and the rules resource plays them. A move of ours
//! that the rules played is sent to the server; a move from the server is submitted as the
//! remote player's move and animated like any other. The server is the authority: when its
//! record and ours differ in any other way (a take-back, a reconnection), its record replaces
//! ours.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use lasca_online::client::{Connection, Event};
use lasca_online::protocol::{
    ClientMessage, Clocks, GameResult, GameView, LobbyEntry, OfferKind, SeatChoice, SeatView,
    ServerMessage, Status, TimeControl, normalise_code, valid_code,
};
use lasca_rules::{Colour, Game, Move, Position, RuleSettings};

use crate::app::core::game_text::{record_error_text, side_text};
use crate::app::core::{
    Activity, BoardInput, CurrentGame, GameSet, MovePlayed, ReplaceGame, Seats, Session,
    SubmitMove, TurnState, UserSettings, ViewRequest,
};
use crate::record::{CameraPreset, Player, Players};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_message::<OnlineRequest>()
        .add_systems(
            Update,
            (handle_requests, poll, send_own_moves, feed_remote_moves)
                .chain()
                .in_set(GameSet::Controllers),
        )
        .add_systems(
            Update,
            hold_the_board
                .after(GameSet::Input)
                .before(GameSet::Controllers),
        );
}

/// Before the friend has joined, a move would be refused: picks then belong to no move.
fn hold_the_board(online: Res<Online>, mut inputs: ResMut<Messages<BoardInput>>) {
    if online.game.as_ref().is_some_and(OnlineGame::waiting) {
        inputs.clear();
    }
}

/// What the player asks of the online game (from the Online window).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineRequest {
    /// Connect to this server (and remember it).
    Connect(String),
    /// Open a game and wait for a friend.
    Create {
        /// Our colour.
        colour: SeatChoice,
        /// The time control.
        clock: Option<TimeControl>,
        /// Listed in the lobby.
        public: bool,
    },
    /// Join a friend's game by its code.
    Join(String),
    /// Watch a game by its code.
    Watch(String),
    /// Ask for the lobby list.
    Lobby,
    /// Give up (or withdraw a game nobody joined).
    Resign,
    /// Offer a draw, ask for a take-back or a rematch.
    Offer(OfferKind),
    /// Answer the opponent's offer.
    Answer(OfferKind, bool),
    /// Leave the online game: the board stays, played at one screen.
    Leave,
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
    /// The link dropped; the next try is at `retry_at`.
    Reconnecting {
        /// Why it dropped.
        reason: String,
        /// When the next try is.
        retry_at: Instant,
    },
}

/// The online game on the board.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    /// Its code.
    pub code: String,
    /// Our colour; `None` for a spectator.
    pub colour: Option<Colour>,
    token: Option<String>,
    /// What the server last said of it.
    pub view: Option<GameView>,
    /// When the clocks in `view` were received.
    clocks_at: Instant,
}

impl OnlineGame {
    /// Time left of `colour`, counted down locally between the server's messages.
    pub fn time_left(&self, colour: Colour) -> Option<Duration> {
        let clocks: Clocks = self.view.as_ref()?.clocks?;
        let mut left = clocks.of(colour);
        if clocks.running == Some(colour) {
            left = left.saturating_sub(self.clocks_at.elapsed().as_millis() as u64);
        }
        Some(Duration::from_millis(left))
    }

    /// Our move went to the server: stop our clock (with the increment) and start theirs.
    fn start_opponent_clock(&mut self) {
        let (Some(mine), Some(left)) = (self.colour, self.colour.and_then(|c| self.time_left(c)))
        else {
            return;
        };
        let Some(view) = self.view.as_mut() else {
            return;
        };
        let increment = view
            .time_control
            .map_or(0, |c| u64::from(c.increment_s) * 1000);
        if let Some(clocks) = view.clocks.as_mut() {
            let left = left.as_millis() as u64 + increment;
            match mine {
                Colour::White => clocks.white_ms = left,
                Colour::Black => clocks.black_ms = left,
            }
            clocks.running = Some(mine.opponent());
        }
        self.clocks_at = Instant::now();
    }

    /// Whose clock runs.
    pub fn running(&self) -> Option<Colour> {
        self.view.as_ref()?.clocks?.running
    }

    /// How it ended, once it has.
    pub fn result(&self) -> Option<GameResult> {
        self.view.as_ref()?.result
    }

    /// A seat as everyone sees it.
    pub fn seat(&self, colour: Colour) -> SeatView {
        self.view
            .as_ref()
            .map(|v| match colour {
                Colour::White => v.white,
                Colour::Black => v.black,
            })
            .unwrap_or_default()
    }

    /// An offer the opponent made that waits for our answer.
    pub fn offer_to_answer(&self) -> Option<OfferKind> {
        let mine = self.colour?;
        self.view
            .as_ref()?
            .offers
            .iter()
            .find(|o| o.by != mine)
            .map(|o| o.kind)
    }

    /// Offers of ours waiting for the opponent.
    pub fn my_offers(&self) -> Vec<OfferKind> {
        let Some(mine) = self.colour else {
            return Vec::new();
        };
        self.view
            .as_ref()
            .map(|v| {
                v.offers
                    .iter()
                    .filter(|o| o.by == mine)
                    .map(|o| o.kind)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether the game is waiting for a second player.
    pub fn waiting(&self) -> bool {
        self.view
            .as_ref()
            .is_some_and(|v| v.status == Status::Waiting)
    }
}

/// Everything online: the link, the game, the lobby.
#[derive(Resource, Default)]
pub struct Online {
    connection: Option<Connection>,
    /// The server address connected to.
    pub address: String,
    /// The link's state.
    pub link: Link,
    /// The game on the board, if it is an online one.
    pub game: Option<OnlineGame>,
    /// The last lobby list.
    pub lobby: Vec<LobbyEntry>,
    /// The last thing worth telling the player (a refusal, an offer declined).
    pub notice: Option<String>,
    /// Moves from the server still to be shown, with the ply each is played at.
    inbox: VecDeque<(usize, Move)>,
    /// A seat was just taken: turn the camera to that side.
    face: Option<Colour>,
}

impl Online {
    /// Whether an online game is on the board.
    pub fn in_game(&self) -> bool {
        self.game.is_some()
    }

    fn send(&self, message: ClientMessage) {
        if let Some(connection) = &self.connection {
            connection.send(message);
        }
    }

    fn seat_message(&self, make: impl FnOnce(String, String) -> ClientMessage) -> bool {
        match &self.game {
            Some(OnlineGame {
                code,
                token: Some(token),
                ..
            }) => {
                self.send(make(code.clone(), token.clone()));
                true
            }
            _ => false,
        }
    }
}

fn connect(online: &mut Online, address: &str) {
    let address = address.trim().to_owned();
    if online.connection.is_some() && online.address == address {
        return;
    }
    online.connection = Some(Connection::open(&address));
    online.address = address;
    online.link = Link::Connecting;
    online.lobby.clear();
}

fn handle_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut settings: ResMut<UserSettings>,
    mut players: ResMut<Seats>,
    mut session: ResMut<Session>,
) {
    for request in requests.read() {
        if online.connection.is_none() && !matches!(request, OnlineRequest::Leave) {
            let address = settings.settings.online_server.clone();
            connect(&mut online, &address);
        }
        online.notice = None;
        match request {
            OnlineRequest::Connect(address) => {
                if settings.settings.online_server != *address {
                    settings.settings.online_server = address.trim().to_owned();
                }
                connect(&mut online, address);
                online.send(ClientMessage::Lobby);
            }
            OnlineRequest::Create {
                colour,
                clock,
                public,
            } => online.send(ClientMessage::Create {
                colour: *colour,
                clock: *clock,
                public: *public,
            }),
            OnlineRequest::Join(code) | OnlineRequest::Watch(code) => {
                let code = normalise_code(code);
                if !valid_code(&code) {
                    online.notice = Some(t!("online-bad-code", code = code.as_str()));
                    continue;
                }
                if matches!(request, OnlineRequest::Join(_)) {
                    online.send(ClientMessage::Join { code });
                } else {
                    online.send(ClientMessage::Watch { code });
                }
            }
            OnlineRequest::Lobby => online.send(ClientMessage::Lobby),
            OnlineRequest::Resign => {
                online.seat_message(|code, token| ClientMessage::Resign { code, token });
            }
            OnlineRequest::Offer(kind) => {
                let kind = *kind;
                online.seat_message(|code, token| ClientMessage::Offer { code, token, kind });
            }
            OnlineRequest::Answer(kind, accept) => {
                let (kind, accept) = (*kind, *accept);
                online.seat_message(|code, token| ClientMessage::Answer {
                    code,
                    token,
                    kind,
                    accept,
                });
            }
            OnlineRequest::Leave => {
                if let Some(game) = online.game.take()
                    && game.colour.is_none()
                {
                    online.send(ClientMessage::Unwatch { code: game.code });
                }
                online.inbox.clear();
                if session.is(Activity::Online) {
                    let restored = session.leave().map(|(_, seats)| seats.0);
                    players.set_if_neq(Seats(restored.unwrap_or(Players::HOTSEAT)));
                }
            }
        }
    }
}

/// The seats of an online game: us at the mouse, the other side remote.
fn online_seats(colour: Option<Colour>) -> Players {
    let seat = |side: Colour| {
        if Some(side) == colour {
            Player::Human
        } else {
            Player::Remote
        }
    };
    Players {
        white: seat(Colour::White),
        black: seat(Colour::Black),
    }
}

fn poll(
    mut online: ResMut<Online>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    mut session: ResMut<Session>,
    mut replace: MessageWriter<ReplaceGame>,
    mut views: MessageWriter<ViewRequest>,
) {
    let online = &mut *online;
    if let Some(colour) = online.face.take() {
        views.write(ViewRequest::Preset(match colour {
            Colour::White => CameraPreset::White,
            Colour::Black => CameraPreset::Black,
        }));
    }
    let Some(connection) = &online.connection else {
        return;
    };
    let mut events = Vec::new();
    while let Some(event) = connection.try_recv() {
        events.push(event);
        if events.len() >= 256 {
            break;
        }
    }
    for event in events {
        match event {
            Event::Connected => online.link = Link::Connected,
            Event::Disconnected { reason, retry_in } => {
                online.link = Link::Reconnecting {
                    reason,
                    retry_at: Instant::now() + retry_in,
                };
            }
            Event::Message(message) => {
                let fresh = online.game.is_none();
                receive(online, message, &rules, &mut replace);
                if fresh && online.game.is_some() {
                    session.hand_over(Activity::Online, &rules.game, *players);
                }
            }
        }
    }
}

fn receive(
    online: &mut Online,
    message: ServerMessage,
    rules: &CurrentGame,
    replace: &mut MessageWriter<ReplaceGame>,
) {
    match message {
        ServerMessage::Seat {
            code,
            colour,
            token,
        } => {
            online.face = Some(colour);
            online.game = Some(OnlineGame {
                code,
                colour: Some(colour),
                token: Some(token),
                view: None,
                clocks_at: Instant::now(),
            });
            online.inbox.clear();
        }
        ServerMessage::State { game: view } => {
            let ours = online.game.as_ref().is_some_and(|g| g.code == view.code);
            if !ours {
                // A game we watch (or an old game's news): follow it as a spectator.
                if online.game.as_ref().is_some_and(|g| g.colour.is_some()) {
                    return;
                }
                online.game = Some(OnlineGame {
                    code: view.code.clone(),
                    colour: None,
                    token: None,
                    view: None,
                    clocks_at: Instant::now(),
                });
                online.inbox.clear();
            }
            sync(online, &view, rules, replace);
            if let Some(game) = &mut online.game {
                game.view = Some(view);
                game.clocks_at = Instant::now();
            }
        }
        ServerMessage::Moved {
            code,
            ply,
            mv,
            clocks,
        } => {
            let Some(game) = online.game.as_mut().filter(|g| g.code == code) else {
                return;
            };
            if let Some(view) = &mut game.view {
                if ply as usize == view.moves.len() {
                    view.moves.push(mv.clone());
                }
                view.clocks = clocks;
                view.offers.clear();
            }
            game.clocks_at = Instant::now();
            if let Ok(parsed) = mv.parse::<Move>() {
                online.inbox.push_back((ply as usize, parsed));
            }
        }
        ServerMessage::Presence { code, white, black } => {
            if let Some(view) = online
                .game
                .as_mut()
                .filter(|g| g.code == code)
                .and_then(|g| g.view.as_mut())
            {
                view.white = white;
                view.black = black;
            }
        }
        ServerMessage::Offered { code, kind, by } => {
            if let Some(view) = online
                .game
                .as_mut()
                .filter(|g| g.code == code)
                .and_then(|g| g.view.as_mut())
            {
                view.offers.retain(|o| !(o.kind == kind && o.by == by));
                view.offers
                    .push(lasca_online::protocol::OfferView { kind, by });
            }
        }
        ServerMessage::Declined { code, kind, by } => {
            if let Some(game) = online.game.as_mut().filter(|g| g.code == code) {
                if let Some(view) = &mut game.view {
                    view.offers.retain(|o| o.kind != kind);
                }
                if game.colour != Some(by) {
                    online.notice = Some(declined_text(kind, by));
                }
            }
        }
        ServerMessage::Ended {
            code,
            result,
            clocks,
        } => {
            if let Some(game) = online.game.as_mut().filter(|g| g.code == code) {
                if let Some(view) = &mut game.view {
                    view.status = Status::Ended;
                    view.result = Some(result);
                    view.clocks = clocks;
                    view.offers.clear();
                }
                game.clocks_at = Instant::now();
            }
        }
        ServerMessage::Lobby { games } => online.lobby = games,
        ServerMessage::Error { kind, message } => {
            use lasca_online::protocol::ErrorKind;
            online.notice = Some(message);
            // A move of ours the server did not take: its record is the truth; ask for it.
            if matches!(
                kind,
                ErrorKind::StalePly
                    | ErrorKind::NotYourTurn
                    | ErrorKind::IllegalMove
                    | ErrorKind::NotPlaying
            ) {
                let resync = online.game.as_ref().map(|g| match &g.token {
                    Some(token) => ClientMessage::Resume {
                        code: g.code.clone(),
                        token: token.clone(),
                    },
                    None => ClientMessage::Watch {
                        code: g.code.clone(),
                    },
                });
                if let Some(message) = resync {
                    online.send(message);
                }
            }
        }
        ServerMessage::Welcome { .. } | ServerMessage::Pong { .. } => {}
    }
}

/// Brings the board in line with the server's record.
fn sync(
    online: &mut Online,
    view: &GameView,
    rules: &CurrentGame,
    replace: &mut MessageWriter<ReplaceGame>,
) {
    let Some(game) = &online.game else {
        return;
    };
    let local: Vec<String> = rules.game.moves().iter().map(ToString::to_string).collect();
    let seats = Seats(online_seats(game.colour));
    let fresh = game.view.is_none();
    if !fresh && local == view.moves {
        return;
    }
    if !fresh && view.moves.len() == local.len() + 1 && view.moves.starts_with(&local) {
        // One more move than ours: shown as played.
        if let Ok(mv) = view.moves[local.len()].parse::<Move>() {
            online.inbox.push_back((local.len(), mv));
        }
        return;
    }
    if !fresh
        && local.len() == view.moves.len() + 1
        && local.starts_with(&view.moves)
        && let (Some(colour), Some(token)) = (game.colour, &game.token)
        && rules
            .game
            .position_at(view.moves.len())
            .map(|p| p.side_to_move())
            == Some(colour)
    {
        // Our last move never reached the server (the link dropped): send it again.
        online.send(ClientMessage::Move {
            code: game.code.clone(),
            token: token.clone(),
            ply: view.moves.len() as u32,
            mv: local[view.moves.len()].clone(),
        });
        return;
    }
    // The server plays by the default rules (the house repetition rule on).
    match Game::replay(Position::start(), RuleSettings::default(), &view.moves) {
        Ok(replayed) => {
            online.inbox.clear();
            replace.write(ReplaceGame {
                game: replayed,
                players: Some(seats),
                owner: Activity::Online,
            });
        }
        Err(error) => {
            online.notice = Some(t!(
                "online-record-does-not-replay",
                error = record_error_text(&error)
            ));
        }
    }
}

/// `Black declined your draw offer`.
fn declined_text(kind: OfferKind, by: Colour) -> String {
    let side = side_text(by);
    match kind {
        OfferKind::Draw => t!("online-declined-draw", side = side),
        OfferKind::Takeback => t!("online-declined-takeback", side = side),
        OfferKind::Rematch => t!("online-declined-rematch", side = side),
    }
}

/// Sends the moves our side played to the server.
fn send_own_moves(
    mut played: MessageReader<MovePlayed>,
    mut online: ResMut<Online>,
    rules: Res<CurrentGame>,
) {
    let Some(OnlineGame {
        code,
        colour: Some(colour),
        token: Some(token),
        ..
    }) = &online.game
    else {
        played.clear();
        return;
    };
    let mut sent = false;
    for moved in played.read() {
        if moved.before.side_to_move() != *colour {
            continue;
        }
        // The ply the move was played at: find it in the record (normally the last).
        let Some(ply) = (0..rules.game.ply()).rev().find(|&i| {
            rules.game.moves()[i] == moved.mv && rules.game.position_at(i) == Some(&moved.before)
        }) else {
            continue;
        };
        online.send(ClientMessage::Move {
            code: code.clone(),
            token: token.clone(),
            ply: ply as u32,
            mv: moved.mv.to_string(),
        });
        sent = true;
    }
    // The server answers a move only to the opponent: until the reply brings its clocks, run
    // the clocks here as the server does (ours stops, gains the increment; theirs starts).
    if sent && let Some(game) = online.game.as_mut() {
        game.start_opponent_clock();
    }
}

/// Plays the server's moves on the board, one at a time, when the board is ready for them;
/// and keeps the board at game over once the server has ended the game.
fn feed_remote_moves(
    mut online: ResMut<Online>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    state: Res<State<TurnState>>,
    mut submit: MessageWriter<SubmitMove>,
    mut next: ResMut<NextState<TurnState>>,
) {
    let Some(game) = &online.game else {
        return;
    };
    let over = game.result().is_some();
    let ply = rules.game.ply();
    while let Some(&(at, _)) = online.inbox.front()
        && at < ply
    {
        online.inbox.pop_front();
    }
    if *state.get() != TurnState::AwaitingMove {
        return;
    }
    if let Some(&(at, mv)) = online.inbox.front()
        && at == ply
    {
        if players.get(rules.side_to_move()) == Player::Remote {
            online.inbox.pop_front();
            submit.write(SubmitMove(mv));
            return;
        }
        // Our own move came back (a spectator sees both sides as remote): already played.
        online.inbox.pop_front();
    }
    if over && online.inbox.is_empty() {
        next.set(TurnState::GameOver);
    }
}
