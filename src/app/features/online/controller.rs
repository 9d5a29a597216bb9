//! The online controller: a game on a `lasca serve` server, on the same board.
//!
//! A thin adapter over [`lasca_online::client::Session`], which knows the game as the server
//! keeps it and says what the board must do. The connection
//! ([`lasca_online::client::Connection`]) runs on its own thread; this reads what it received
//! once a frame, never waiting, hands it to the session and carries out the session's
//! [`Effects`] on the rules resource. The local player's seat is a [`Player::Human`], the other
//! a [`Player::Remote`] (both, for a spectator), so the usual human controller turns picks into
//! moves and the rules resource plays them; each move played goes to the session, which sends
//! ours. A move from the server is submitted as the remote player's move and animated like any
//! other; a record that differs in any other way (a take-back, a reconnection) replaces the
//! board's game.

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;
use lasca_online::client::{BoardAction, Connection, Effects, Notice, Session as ServerView};
use lasca_online::protocol::{
    ClientMessage, OfferKind, SeatChoice, TimeControl, normalise_code, valid_code,
};
use lasca_rules::{AnyMove, Colour, Variant};

pub use lasca_online::client::{Link, OnlineGame};

use crate::app::core::game_text::{record_error_text, side_text};
use crate::app::core::{
    Activity, BoardInput, CurrentGame, FrameDemand, GameSet, MovePlayed, ReplaceGame, Seats,
    Session, SubmitMove, TurnState, UserSettings, ViewRequest, wake,
};
use crate::record::{CameraPreset, Player, Players};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_message::<OnlineRequest>()
        .add_systems(
            Update,
            (
                handle_requests,
                finish_log_in,
                poll,
                send_own_moves,
                feed_remote_moves,
                redraw_for_clocks,
            )
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
    if online.game().is_some_and(OnlineGame::waiting) {
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
        /// The game: Lasca 7x7, Lasca 8x8 or bashni.
        variant: Variant,
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
    /// Log in to the server's site with an account made there.
    LogIn {
        /// The account's name.
        name: String,
        /// Its password (sent once, never kept).
        password: String,
    },
    /// Log out: the session ends on the server, and the game plays as a guest.
    LogOut,
}

/// A log-in under way on a thread of its own: where its answer comes.
type LogInTask = std::sync::Mutex<
    std::sync::mpsc::Receiver<(
        String,
        Result<lasca_online::client::LoggedIn, lasca_online::client::LogInError>,
    )>,
>;

/// Everything online: the connection, and the session that knows the game, the link and the
/// lobby.
#[derive(Resource, Default)]
pub struct Online {
    connection: Option<Connection>,
    /// The server address connected to.
    pub address: String,
    /// What the server told: the game on the board, the link, the lobby.
    pub session: ServerView,
    /// The last thing worth telling the player (a refusal, an offer declined).
    pub notice: Option<String>,
    /// Moves from the server still to be shown, with the ply each is played at.
    inbox: VecDeque<(usize, AnyMove)>,
    /// A game replacing the board's is on its way: the inbox waits for it.
    replacing: bool,
    /// A seat was just taken: turn the camera to that side.
    face: Option<Colour>,
    /// A log-in waiting for the server's answer.
    logging_in: Option<LogInTask>,
}

impl Online {
    /// Whether a log-in waits for the server.
    pub fn logging_in(&self) -> bool {
        self.logging_in.is_some()
    }

    /// Whether an online game is on the board.
    pub fn in_game(&self) -> bool {
        self.session.in_game()
    }

    /// The online game on the board, if there is one.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.session.game()
    }

    fn send(&self, message: ClientMessage) {
        if let Some(connection) = &self.connection {
            connection.send(message);
        }
    }

    fn send_some(&self, message: Option<ClientMessage>) {
        if let Some(message) = message {
            self.send(message);
        }
    }

    /// Carries out what the session asks: the board's actions, the messages, the notices.
    fn carry_out(&mut self, effects: Effects, replace: &mut MessageWriter<ReplaceGame>) {
        for action in effects.board {
            match action {
                BoardAction::Play { ply, mv } => self.inbox.push_back((ply, mv)),
                BoardAction::Replace(game) => {
                    self.inbox.clear();
                    self.replacing = true;
                    let colour = self.session.game().and_then(OnlineGame::colour);
                    replace.write(ReplaceGame {
                        game,
                        players: Some(Seats(online_seats(colour))),
                        owner: Activity::Online,
                    });
                }
            }
        }
        for message in effects.send {
            self.send(message);
        }
        for notice in effects.notices {
            match notice {
                Notice::Seated(colour) => self.face = Some(colour),
                Notice::Declined { kind, by } => self.notice = Some(declined_text(kind, by)),
                Notice::Refused { message, .. } => self.notice = Some(message),
                Notice::BadRecord(error) | Notice::BadMove(error) => {
                    self.notice = Some(t!(
                        "online-record-does-not-replay",
                        error = record_error_text(&error)
                    ));
                }
                Notice::Offered { .. } | Notice::Ended(_) => {}
            }
        }
    }
}

/// The session's cookie for `address`, when the player logged in there.
fn cookie_for(settings: &UserSettings, address: &str) -> Option<String> {
    settings
        .settings
        .online_account
        .as_ref()
        .filter(|account| account.server.trim() == address.trim())
        .map(|account| account.cookie.clone())
}

fn connect(online: &mut Online, address: &str, cookie: Option<String>) {
    let address = address.trim().to_owned();
    if online.connection.is_some() && online.address == address {
        return;
    }
    // Each message wakes the window, which draws no frame while nothing changes.
    online.connection = Some(Connection::open_as(&address, cookie, wake));
    online.address = address;
    online.session.connecting();
}

fn handle_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut settings: ResMut<UserSettings>,
    mut players: ResMut<Seats>,
    mut session: ResMut<Session>,
) {
    for request in requests.read() {
        if online.connection.is_none()
            && !matches!(
                request,
                OnlineRequest::Leave | OnlineRequest::LogIn { .. } | OnlineRequest::LogOut
            )
        {
            let address = settings.settings.online_server.clone();
            let cookie = cookie_for(&settings, &address);
            connect(&mut online, &address, cookie);
        }
        online.notice = None;
        match request {
            OnlineRequest::Connect(address) => {
                if settings.settings.online_server != *address {
                    settings.settings.online_server = address.trim().to_owned();
                }
                let cookie = cookie_for(&settings, address);
                connect(&mut online, address, cookie);
                online.send(ClientMessage::Lobby);
            }
            OnlineRequest::Create {
                colour,
                clock,
                public,
                variant,
            } => online.send(ClientMessage::Create {
                colour: *colour,
                clock: *clock,
                public: *public,
                variant: *variant,
                rid: None,
                opponent: None,
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
            OnlineRequest::Resign => online.send_some(online.session.resign()),
            OnlineRequest::Offer(kind) => online.send_some(online.session.offer(*kind)),
            OnlineRequest::Answer(kind, accept) => {
                online.send_some(online.session.answer(*kind, *accept));
            }
            OnlineRequest::LogIn { name, password } => {
                if online.logging_in.is_some() {
                    continue;
                }
                let server = settings.settings.online_server.clone();
                let (tx, rx) = std::sync::mpsc::channel();
                let (name, password) = (name.clone(), password.clone());
                let spawned = std::thread::Builder::new()
                    .name("lasca-log-in".into())
                    .spawn(move || {
                        let result =
                            lasca_online::client::log_in_blocking(&server, &name, &password);
                        let _ = tx.send((server, result));
                        wake();
                    });
                if spawned.is_ok() {
                    online.logging_in = Some(std::sync::Mutex::new(rx));
                }
            }
            OnlineRequest::LogOut => {
                if let Some(account) = settings.settings.online_account.take() {
                    // The server ends the session (best effort, off this thread); the game
                    // forgets it at once and plays as a guest from the next connection.
                    let _ = std::thread::Builder::new()
                        .name("lasca-log-out".into())
                        .spawn(move || {
                            let _ = lasca_online::client::log_out_blocking(
                                &account.server,
                                &account.cookie,
                            );
                        });
                    reconnect(&mut online, &settings);
                }
            }
            OnlineRequest::Leave => {
                let unwatch = online.session.leave();
                online.send_some(unwatch);
                online.inbox.clear();
                online.replacing = false;
                if session.is(Activity::Online) {
                    let restored = session.leave().map(|(_, seats)| seats.0);
                    players.set_if_neq(Seats(restored.unwrap_or(Players::HOTSEAT)));
                }
            }
        }
    }
}

/// Connects again to the server in the settings, with the session's cookie if there is one
/// (after a log-in or a log-out); the session resumes its seats by their tokens.
fn reconnect(online: &mut Online, settings: &UserSettings) {
    let address = settings.settings.online_server.clone();
    let cookie = cookie_for(settings, &address);
    online.connection = None;
    connect(online, &address, cookie);
    online.send(ClientMessage::Lobby);
}

/// Takes a log-in's answer: the account is kept in the settings and the game connects as
/// it; a refusal is told.
fn finish_log_in(mut online: ResMut<Online>, mut settings: ResMut<UserSettings>) {
    let Some(task) = &online.logging_in else {
        return;
    };
    let received = task
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .try_recv();
    let answer = match received {
        Ok(answer) => answer,
        Err(std::sync::mpsc::TryRecvError::Empty) => return,
        Err(std::sync::mpsc::TryRecvError::Disconnected) => {
            online.logging_in = None;
            return;
        }
    };
    online.logging_in = None;
    match answer {
        (server, Ok(logged_in)) => {
            online.notice = Some(t!("online-logged-in", name = logged_in.name.as_str()));
            settings.settings.online_account = Some(crate::record::OnlineAccount {
                server,
                name: logged_in.name,
                cookie: logged_in.cookie,
            });
            reconnect(&mut online, &settings);
        }
        (_, Err(error)) => {
            online.notice = Some(t!("online-log-in-failed", error = error.to_string()));
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

/// A running clock's text changes every second (every tenth under ten seconds), a
/// reconnection's countdown every second: the frames for them (the window draws no others).
/// Asked after this frame's messages and moves, which may have started a clock (the game
/// began, a move was played): asked from the state before them, the window would rest on a
/// clock that runs.
fn redraw_for_clocks(online: Res<Online>, mut demand: ResMut<FrameDemand>) {
    if let Some(game) = online.game()
        && let Some(running) = game.running()
        && let Some(left) = game.time_left(running)
    {
        demand.redraw_within(until_clock_changes(left));
    }
    if matches!(online.session.link(), Link::Reconnecting { .. }) {
        demand.redraw_within(Duration::from_secs(1));
    }
}

/// How long until a clock showing `left` shows another text (the panel's `clock_text`:
/// whole seconds, tenths under ten seconds), a millisecond past the change.
pub fn until_clock_changes(left: Duration) -> Duration {
    let ms = left.as_millis() as u64;
    if ms == 0 {
        // Run out: it shows 0:00.0 until the server's `ended` (a message, which wakes).
        return Duration::from_secs(1);
    }
    let step = if ms < super::panel::TENTHS_BELOW_MS {
        100
    } else {
        1_000
    };
    Duration::from_millis(ms % step + 1)
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
        let was_in_game = online.session.in_game();
        let effects = online.session.event(event);
        if !was_in_game && online.session.in_game() {
            session.hand_over(Activity::Online, &rules.game, *players);
        }
        online.carry_out(effects, &mut replace);
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

/// Sends the moves our side played to the server (the session knows which are ours).
fn send_own_moves(
    mut played: MessageReader<MovePlayed>,
    mut online: ResMut<Online>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    if !online.in_game() {
        played.clear();
        return;
    }
    for moved in played.read() {
        let effects = online.session.own_move(&moved.before, moved.mv);
        online.carry_out(effects, &mut replace);
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
    let Some(game) = online.game() else {
        return;
    };
    let over = game.result().is_some();
    if std::mem::take(&mut online.replacing) {
        // The board shows the replaced game from the next frame on.
        return;
    }
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
