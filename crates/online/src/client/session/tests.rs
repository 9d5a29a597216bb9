//! The session driven by message sequences, as the server sends them: no socket, no Bevy, and
//! a fake clock.

use std::sync::Arc;
use std::time::Duration;

use lasca_rules::{AnyGame, AnyMove, Colour, Game, Move, Position, RuleSettings};

use super::*;
use crate::clock::FakeClock;
use crate::protocol::{
    Clocks, EndReason, ErrorKind, GameView, OfferKind, OfferView, SeatView, Status, TimeControl,
};

const CODE: &str = "ABC234";
const TOKEN: &str = "secret";
const CONTROL: TimeControl = TimeControl {
    initial_s: 300,
    increment_s: 3,
};

/// The first `n` plies of a game played by taking the first legal move each time.
fn line(n: usize) -> Vec<String> {
    let mut game = Game::new();
    for _ in 0..n {
        let mv = game.legal_moves()[0];
        game.try_play(mv).unwrap();
    }
    game.moves().iter().map(ToString::to_string).collect()
}

/// The game after `moves`.
fn game_of(moves: &[String]) -> AnyGame {
    Game::replay(Position::start(), RuleSettings::default(), moves)
        .unwrap()
        .into()
}

/// A Lasca 7x7 move.
fn seven(text: &str) -> AnyMove {
    text.parse::<Move>().unwrap().into()
}

fn clocks(white_ms: u64, black_ms: u64, running: Option<Colour>) -> Clocks {
    Clocks {
        white_ms,
        black_ms,
        running,
    }
}

fn seats(white: bool, black: bool) -> (SeatView, SeatView) {
    let seat = |online| SeatView {
        taken: true,
        online,
    };
    (seat(white), seat(black))
}

/// A timed game being played, with `moves`, both players online and `clocks`.
fn view(moves: &[String], clocks: Clocks) -> GameView {
    let (white, black) = seats(true, true);
    GameView {
        code: CODE.into(),
        status: Status::Playing,
        moves: moves.to_vec(),
        time_control: Some(CONTROL),
        clocks: Some(clocks),
        result: None,
        white,
        black,
        offers: Vec::new(),
        public: false,
        rematch: None,
        spectators: 0,
        variant: lasca_rules::Variant::Lasca7,
        board: None,
        computer: None,
        analysed: false,
        players: None,
    }
}

fn state(view: GameView) -> ServerMessage {
    ServerMessage::State { game: view }
}

fn seat(code: &str, colour: Colour) -> ServerMessage {
    ServerMessage::Seat {
        code: code.into(),
        colour,
        token: TOKEN.into(),
    }
}

fn moved(ply: usize, mv: &str, clocks: Option<Clocks>) -> ServerMessage {
    ServerMessage::Moved {
        code: CODE.into(),
        ply: ply as u32,
        mv: mv.into(),
        clocks,
        board: None,
    }
}

fn resume() -> ClientMessage {
    ClientMessage::Resume {
        code: CODE.into(),
        token: TOKEN.into(),
    }
}

fn move_message(ply: usize, mv: &str) -> ClientMessage {
    ClientMessage::Move {
        code: CODE.into(),
        token: TOKEN.into(),
        ply: ply as u32,
        mv: mv.into(),
    }
}

const FULL: Clocks = Clocks {
    white_ms: 300_000,
    black_ms: 300_000,
    running: Some(Colour::White),
};

/// A session on a fake clock at 1 s, seated as `colour` in a game with `moves`.
fn seated(colour: Colour, moves: &[String]) -> (Session, FakeClock) {
    let time = FakeClock::at(1_000);
    let mut session = Session::new(Arc::new(time.clone()));
    let effects = session.receive(seat(CODE, colour));
    assert_eq!(effects.notices, [Notice::Seated(colour)]);
    let effects = session.receive(state(view(moves, FULL)));
    assert_eq!(effects.board, [BoardAction::Replace(game_of(moves))]);
    (session, time)
}

fn game(session: &Session) -> &OnlineGame {
    session.game().expect("an online game")
}

/// Plays our move `text` on the record as the board would report it.
fn play_own(session: &mut Session, text: &str) -> Effects {
    let record = game(session).record().clone();
    session.own_move(&record.position(), seven(text))
}

fn texts(game: &AnyGame) -> Vec<String> {
    game.move_texts()
}

#[test]
fn a_created_game_waits_then_starts() {
    let time = FakeClock::at(0);
    let mut session = Session::new(Arc::new(time.clone()));
    assert!(!session.in_game());
    session.receive(seat(CODE, Colour::White));
    let seated = game(&session);
    assert_eq!(
        (seated.code(), seated.colour()),
        (CODE, Some(Colour::White))
    );
    assert_eq!(seated.status(), None, "no state yet");
    let mut waiting = view(&[], clocks(300_000, 300_000, None));
    waiting.status = Status::Waiting;
    waiting.black = SeatView::default();
    let effects = session.receive(state(waiting));
    assert_eq!(effects.board, [BoardAction::Replace(Game::new().into())]);
    assert!(game(&session).waiting());
    assert_eq!(game(&session).seat(Colour::Black), SeatView::default());
    // Moves are held until the friend joins.
    assert!(play_own(&mut session, &line(1)[0]).is_empty());
    let effects = session.receive(state(view(&[], FULL)));
    assert!(effects.is_empty(), "the same empty record: {effects:?}");
    assert_eq!(game(&session).status(), Some(Status::Playing));
}

#[test]
fn our_move_goes_to_the_server_and_the_reply_comes_to_the_board() {
    let moves = line(2);
    let (mut session, _) = seated(Colour::White, &[]);
    let effects = play_own(&mut session, &moves[0]);
    assert_eq!(effects.send, [move_message(0, &moves[0])]);
    assert!(effects.board.is_empty(), "the board played it already");
    assert_eq!(game(&session).pending_move(), Some(0));
    let effects = session.receive(moved(1, &moves[1], Some(FULL)));
    assert_eq!(
        effects.board,
        [BoardAction::Play {
            ply: 1,
            mv: seven(&moves[1])
        }]
    );
    assert_eq!(
        game(&session).pending_move(),
        None,
        "the reply confirms ours"
    );
    assert_eq!(texts(game(&session).record()), moves);
    // The opponent's move as the board reports it after playing it: not sent back.
    let before = game_of(&moves[..1]).position();
    let effects = session.own_move(&before, seven(&moves[1]));
    assert!(effects.is_empty(), "{effects:?}");
}

#[test]
fn a_reconnection_with_our_move_taken_changes_nothing() {
    let moves = line(1);
    let (mut session, _) = seated(Colour::White, &[]);
    play_own(&mut session, &moves[0]);
    session.event(Event::Disconnected {
        reason: "reset".into(),
        retry_in: Duration::from_millis(250),
    });
    session.event(Event::Connected);
    let effects = session.receive(state(view(&moves, FULL)));
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!(game(&session).pending_move(), None);
}

#[test]
fn a_reconnection_with_the_reply_plays_it() {
    let moves = line(2);
    let (mut session, _) = seated(Colour::White, &[]);
    play_own(&mut session, &moves[0]);
    let effects = session.receive(state(view(&moves, FULL)));
    assert_eq!(
        effects.board,
        [BoardAction::Play {
            ply: 1,
            mv: seven(&moves[1])
        }]
    );
    assert!(effects.send.is_empty());
    // The same state again (a second resume): nothing more.
    assert!(session.receive(state(view(&moves, FULL))).is_empty());
}

#[test]
fn a_reconnection_that_lost_our_move_sends_it_again() {
    let moves = line(1);
    let (mut session, time) = seated(Colour::White, &[]);
    play_own(&mut session, &moves[0]);
    time.advance(2_000);
    let effects = session.receive(state(view(
        &[],
        clocks(298_000, 300_000, Some(Colour::White)),
    )));
    assert_eq!(effects.send, [move_message(0, &moves[0])]);
    assert!(effects.board.is_empty(), "the board keeps our move");
    assert_eq!(texts(game(&session).record()), moves);
    // The clocks run as after our move: Black's now, ours with the increment.
    assert_eq!(game(&session).running(), Some(Colour::Black));
    assert_eq!(
        game(&session).time_left(Colour::White),
        Some(Duration::from_millis(301_000))
    );
}

#[test]
fn a_refused_move_is_not_sent_again_and_the_server_record_replaces_ours() {
    let moves = line(1);
    let (mut session, _) = seated(Colour::White, &[]);
    play_own(&mut session, &moves[0]);
    let effects = session.receive(ServerMessage::error(ErrorKind::IllegalMove, "no"));
    assert_eq!(effects.send, [resume()]);
    assert_eq!(
        effects.notices,
        [Notice::Refused {
            kind: ErrorKind::IllegalMove,
            message: "no".into()
        }]
    );
    let effects = session.receive(state(view(&[], FULL)));
    assert_eq!(effects.board, [BoardAction::Replace(Game::new().into())]);
    assert!(effects.send.is_empty(), "not sent again: {effects:?}");
    // Other refusals leave the game alone.
    let effects = session.receive(ServerMessage::error(ErrorKind::NoOffer, "none"));
    assert!(effects.send.is_empty() && effects.board.is_empty());
}

#[test]
fn a_take_back_is_offered_only_with_a_move_of_ours_to_take_back() {
    let line = line(2);
    let (session, _) = seated(Colour::White, &[]);
    assert!(!game(&session).can_take_back(), "White at ply 0");
    let (session, _) = seated(Colour::White, &line[..1]);
    assert!(game(&session).can_take_back(), "White after its move");
    let (session, _) = seated(Colour::Black, &line[..1]);
    assert!(!game(&session).can_take_back(), "Black before its move");
    let (session, _) = seated(Colour::Black, &line[..2]);
    assert!(game(&session).can_take_back(), "Black after its move");
}

#[test]
fn a_takeback_of_one_ply_replaces_the_board() {
    let moves = line(3);
    let (mut session, _) = seated(Colour::Black, &moves);
    let effects = session.receive(state(view(&moves[..2], FULL)));
    assert_eq!(effects.board, [BoardAction::Replace(game_of(&moves[..2]))]);
    assert_eq!(game(&session).record().ply(), 2);
}

#[test]
fn a_takeback_of_two_plies_replaces_the_board() {
    let moves = line(4);
    let (mut session, _) = seated(Colour::White, &moves);
    let effects = session.receive(state(view(&moves[..2], FULL)));
    assert_eq!(effects.board, [BoardAction::Replace(game_of(&moves[..2]))]);
    // The board shows it, and our next move goes out at ply 2.
    let effects = play_own(&mut session, &moves[2]);
    assert_eq!(effects.send, [move_message(2, &moves[2])]);
}

#[test]
fn our_move_crossing_an_agreed_takeback() {
    // White asked to take back; before the agreement arrives White also moves.
    let moves = line(3);
    let (mut session, _) = seated(Colour::White, &moves[..2]);
    play_own(&mut session, &moves[2]);
    // The server took the take-back first: its record is the start.
    let effects = session.receive(state(view(&[], FULL)));
    assert_eq!(effects.board, [BoardAction::Replace(Game::new().into())]);
    assert!(effects.send.is_empty());
    // Then our move is refused as stale: the server's game again, which is ours by now.
    let effects = session.receive(ServerMessage::error(ErrorKind::StalePly, "stale"));
    assert_eq!(effects.send, [resume()]);
    assert!(session.receive(state(view(&[], FULL))).is_empty());
}

#[test]
fn a_move_crossing_ours_asks_for_the_whole_game() {
    // Our record says ply 1 is ours, the server says the opponent played another move there.
    let moves = line(2);
    let (mut session, _) = seated(Colour::White, &moves[..1]);
    let mut other = game_of(&moves[..0]);
    let second = other.legal_moves()[1].to_string();
    other.play_str(&second).unwrap();
    let effects = session.receive(moved(0, &second, Some(FULL)));
    assert_eq!(effects.send, [resume()]);
    assert!(effects.board.is_empty());
    // The same move heard twice is no news.
    assert!(session.receive(moved(0, &moves[0], Some(FULL))).is_empty());
    // A move beyond the record is a gap: the whole game too.
    let effects = session.receive(moved(5, &moves[1], Some(FULL)));
    assert_eq!(effects.send, [resume()]);
}

#[test]
fn an_unknown_or_illegal_move_from_the_server_is_a_clear_error() {
    let (mut session, _) = seated(Colour::Black, &[]);
    for text in ["zz-99", "", "a1-h8", "c3-d4xe5"] {
        let effects = session.receive(moved(0, text, Some(FULL)));
        assert!(effects.board.is_empty(), "{text:?}");
        assert_eq!(effects.send, [resume()], "{text:?}");
        assert!(
            matches!(&effects.notices[..], [Notice::BadMove(e)] if e.ply == 1 && e.text == text),
            "{text:?}: {:?}",
            effects.notices
        );
    }
    assert_eq!(game(&session).record().ply(), 0);
    // A record that does not replay leaves the board as it is, and says so.
    let effects = session.receive(state(view(&["c3-d4".into(), "nonsense".into()], FULL)));
    assert!(effects.board.is_empty());
    assert!(
        matches!(&effects.notices[..], [Notice::BadRecord(error)] if error.ply == 2),
        "{:?}",
        effects.notices
    );
    assert_eq!(game(&session).record().ply(), 0);
}

#[test]
fn a_rematch_replaces_the_old_game() {
    let moves = line(2);
    let (mut session, _) = seated(Colour::White, &moves);
    let result = GameResult {
        winner: Some(Colour::Black),
        reason: EndReason::Resignation,
    };
    let effects = session.receive(ServerMessage::Ended {
        code: CODE.into(),
        result,
        clocks: Some(clocks(200_000, 250_000, None)),
    });
    assert_eq!(effects.notices, [Notice::Ended(result)]);
    assert_eq!(game(&session).result(), Some(result));
    assert_eq!(game(&session).running(), None);
    assert_eq!(
        session.offer(OfferKind::Rematch),
        Some(ClientMessage::Offer {
            code: CODE.into(),
            token: TOKEN.into(),
            kind: OfferKind::Rematch
        })
    );
    // Agreed: the old game's state with the link, then the new seat (colours swapped), then
    // the new game.
    let mut old = view(&moves, clocks(200_000, 250_000, None));
    old.status = Status::Ended;
    old.result = Some(result);
    old.rematch = Some("NEW234".into());
    assert!(session.receive(state(old.clone())).board.is_empty());
    assert_eq!(game(&session).rematch(), Some("NEW234"));
    let effects = session.receive(seat("NEW234", Colour::Black));
    assert_eq!(effects.notices, [Notice::Seated(Colour::Black)]);
    let mut new = view(&[], FULL);
    new.code = "NEW234".into();
    let effects = session.receive(state(new));
    assert_eq!(effects.board, [BoardAction::Replace(Game::new().into())]);
    let new = game(&session);
    assert_eq!((new.code(), new.colour()), ("NEW234", Some(Colour::Black)));
    assert_eq!(new.result(), None);
    // The old game's news (after a reconnection's resume) is not for the board.
    assert!(session.receive(state(old)).is_empty());
    assert_eq!(session.game().unwrap().code(), "NEW234");
}

#[test]
fn offers_are_shown_and_cleared() {
    let moves = line(2);
    let (mut session, _) = seated(Colour::White, &[]);
    let offered = |kind, by| ServerMessage::Offered {
        code: CODE.into(),
        kind,
        by,
    };
    // The opponent's offer waits for our answer.
    let effects = session.receive(offered(OfferKind::Draw, Colour::Black));
    assert_eq!(
        effects.notices,
        [Notice::Offered {
            kind: OfferKind::Draw,
            by: Colour::Black
        }]
    );
    assert_eq!(game(&session).offer_to_answer(), Some(OfferKind::Draw));
    assert_eq!(
        session.answer(OfferKind::Draw, false),
        Some(ClientMessage::Answer {
            code: CODE.into(),
            token: TOKEN.into(),
            kind: OfferKind::Draw,
            accept: false
        })
    );
    let effects = session.receive(ServerMessage::Declined {
        code: CODE.into(),
        kind: OfferKind::Draw,
        by: Colour::White,
    });
    assert!(effects.notices.is_empty(), "we declined it ourselves");
    assert_eq!(game(&session).offer_to_answer(), None);
    // Ours waits for theirs, and their answer is told.
    session.receive(offered(OfferKind::Takeback, Colour::White));
    assert_eq!(game(&session).my_offers(), [OfferKind::Takeback]);
    assert_eq!(game(&session).offer_to_answer(), None);
    let declined = ServerMessage::Declined {
        code: CODE.into(),
        kind: OfferKind::Takeback,
        by: Colour::Black,
    };
    let effects = session.receive(declined);
    assert_eq!(
        effects.notices,
        [Notice::Declined {
            kind: OfferKind::Takeback,
            by: Colour::Black
        }]
    );
    assert!(game(&session).my_offers().is_empty());
    // A move cancels every offer.
    session.receive(offered(OfferKind::Draw, Colour::White));
    session.receive(offered(OfferKind::Draw, Colour::White));
    assert_eq!(game(&session).offers().len(), 1, "one offer, however often");
    play_own(&mut session, &moves[0]);
    session.receive(moved(1, &moves[1], Some(FULL)));
    assert!(game(&session).offers().is_empty());
    // A state brings the server's offers; the end clears them.
    let mut with_offer = view(&moves, FULL);
    with_offer.offers = vec![OfferView {
        kind: OfferKind::Draw,
        by: Colour::Black,
    }];
    session.receive(state(with_offer));
    assert_eq!(game(&session).offer_to_answer(), Some(OfferKind::Draw));
    session.receive(ServerMessage::Ended {
        code: CODE.into(),
        result: GameResult {
            winner: None,
            reason: EndReason::Agreement,
        },
        clocks: None,
    });
    assert!(game(&session).offers().is_empty());
    // Offers of another game are not ours.
    let effects = session.receive(ServerMessage::Offered {
        code: "ZZZ234".into(),
        kind: OfferKind::Draw,
        by: Colour::Black,
    });
    assert!(effects.is_empty());
}

#[test]
fn clocks_tick_and_stop() {
    let moves = line(2);
    let (mut session, time) = seated(Colour::White, &[]);
    let left = |session: &Session, colour| {
        game(session)
            .time_left(colour)
            .map(|d| d.as_millis() as u64)
    };
    // White's clock runs from the state's arrival.
    time.advance(4_500);
    assert_eq!(left(&session, Colour::White), Some(295_500));
    assert_eq!(left(&session, Colour::Black), Some(300_000));
    // Our move: ours stops with the increment, Black's starts.
    play_own(&mut session, &moves[0]);
    assert_eq!(game(&session).running(), Some(Colour::Black));
    time.advance(1_000);
    assert_eq!(left(&session, Colour::White), Some(298_500));
    assert_eq!(left(&session, Colour::Black), Some(299_000));
    // The reply brings the server's clocks, which run from their arrival.
    let after = clocks(298_400, 302_100, Some(Colour::White));
    session.receive(moved(1, &moves[1], Some(after)));
    assert_eq!(game(&session).clocks(), Some(after));
    time.advance(400);
    assert_eq!(left(&session, Colour::White), Some(298_000));
    // Never below zero.
    time.advance(10_000_000);
    assert_eq!(left(&session, Colour::White), Some(0));
    // The end stops them.
    session.receive(ServerMessage::Ended {
        code: CODE.into(),
        result: GameResult {
            winner: Some(Colour::Black),
            reason: EndReason::Time,
        },
        clocks: Some(clocks(0, 302_100, None)),
    });
    time.advance(60_000);
    assert_eq!(left(&session, Colour::Black), Some(302_100));
    assert_eq!(game(&session).running(), None);
    // An untimed game has no clocks.
    let mut untimed = view(&moves, FULL);
    untimed.time_control = None;
    untimed.clocks = None;
    session.receive(state(untimed));
    assert_eq!(left(&session, Colour::White), None);
}

/// Protocol 2 sends the mover its own `moved`: its clocks replace the estimate the mover ran
/// since sending, so both windows show the same stopped clock (the play-test saw 4:23 in the
/// mover's window and 4:22 in the opponent's: the estimate stopped before the server did).
#[test]
fn our_own_move_back_brings_the_servers_clocks() {
    let moves = line(1);
    let (mut session, time) = seated(Colour::White, &[]);
    time.advance(36_950);
    let effects = play_own(&mut session, &moves[0]);
    assert_eq!(effects.send, [move_message(0, &moves[0])]);
    // Our estimate: 300 - 36.95 + 3 s = 4:26.05.
    assert_eq!(game(&session).clocks().map(|c| c.white_ms), Some(266_050));
    // The server took the move 80 ms later than we sent it: 4:25.97, as the opponent sees it.
    time.advance(90);
    let server = clocks(265_970, 300_000, Some(Colour::Black));
    let effects = session.receive(moved(0, &moves[0], Some(server)));
    assert!(effects.board.is_empty(), "{effects:?}");
    assert!(effects.send.is_empty(), "{effects:?}");
    assert_eq!(game(&session).clocks(), Some(server));
    assert_eq!(texts(game(&session).record()), moves);
    // An older move heard again later changes no clock.
    let moves = line(3);
    let (mut session, time) = seated(Colour::White, &moves[..2]);
    play_own(&mut session, &moves[2]);
    time.advance(500);
    let before = game(&session).clocks();
    session.receive(moved(1, &moves[1], Some(clocks(1, 2, Some(Colour::White)))));
    assert_eq!(game(&session).clocks(), before);
}

#[test]
fn presence_follows_the_server() {
    let (mut session, _) = seated(Colour::White, &[]);
    let (white, black) = seats(true, false);
    let effects = session.receive(ServerMessage::Presence {
        code: CODE.into(),
        white,
        black,
        spectators: None,
    });
    assert!(effects.is_empty());
    assert!(game(&session).seat(Colour::White).online);
    let black = game(&session).seat(Colour::Black);
    assert!(black.taken && !black.online);
    // A version 3 server's presence says how many watch; an older one's leaves the count be.
    session.receive(ServerMessage::Presence {
        code: CODE.into(),
        white,
        black: game(&session).seat(Colour::Black),
        spectators: Some(2),
    });
    assert_eq!(game(&session).spectators(), 2);
    session.receive(ServerMessage::Presence {
        code: CODE.into(),
        white,
        black: game(&session).seat(Colour::Black),
        spectators: None,
    });
    assert_eq!(game(&session).spectators(), 2);
    // Another game's presence changes nothing here.
    session.receive(ServerMessage::Presence {
        code: "ZZZ234".into(),
        white: SeatView::default(),
        black: SeatView::default(),
        spectators: Some(9),
    });
    assert!(game(&session).seat(Colour::White).online);
    assert_eq!(game(&session).spectators(), 2);
}

#[test]
fn a_spectator_follows_both_sides_and_leaving_unwatches() {
    let moves = line(2);
    let time = FakeClock::at(0);
    let mut session = Session::new(Arc::new(time));
    let effects = session.receive(state(view(&moves[..1], FULL)));
    assert_eq!(effects.board, [BoardAction::Replace(game_of(&moves[..1]))]);
    assert_eq!(game(&session).colour(), None);
    assert_eq!(session.resign(), None, "a spectator holds no seat");
    let effects = session.receive(moved(1, &moves[1], Some(FULL)));
    assert_eq!(effects.board.len(), 1);
    // A refused move of nobody's: `watch` brings the game again.
    let effects = session.receive(ServerMessage::error(ErrorKind::NotPlaying, "over"));
    assert_eq!(effects.send, [ClientMessage::Watch { code: CODE.into() }]);
    assert_eq!(
        session.leave(),
        Some(ClientMessage::Unwatch { code: CODE.into() })
    );
    assert!(!session.in_game());
    // A player's leaving sends nothing: the seat is kept.
    let (mut player, _) = seated(Colour::Black, &[]);
    assert_eq!(player.leave(), None);
}

#[test]
fn a_move_on_a_board_that_left_the_record_puts_the_board_back() {
    let moves = line(3);
    let (mut session, _) = seated(Colour::White, &moves[..2]);
    // The board plays from the start, not from the record's position.
    let start = Game::new();
    let effects = session.own_move(&(*start.position()).into(), start.legal_moves()[0].into());
    assert_eq!(effects.board, [BoardAction::Replace(game_of(&moves[..2]))]);
    assert!(effects.send.is_empty());
}

#[test]
fn the_link_and_its_retry_time() {
    let time = FakeClock::at(10_000);
    let mut session = Session::new(Arc::new(time.clone()));
    assert_eq!(session.link(), &Link::Offline);
    session.connecting();
    assert_eq!(session.link(), &Link::Connecting);
    session.receive(ServerMessage::Lobby {
        games: vec![LobbyEntry {
            code: CODE.into(),
            free: Colour::Black,
            time_control: None,
            age_s: 3,
            variant: lasca_rules::Variant::Lasca7,
            player: None,
            rated: false,
            range: None,
        }],
        playing: Vec::new(),
    });
    assert_eq!(session.lobby().len(), 1);
    session.event(Event::Disconnected {
        reason: "refused".into(),
        retry_in: Duration::from_secs(2),
    });
    time.advance(500);
    assert_eq!(session.retry_in(), Some(Duration::from_millis(1_500)));
    session.event(Event::Connected);
    assert_eq!(session.link(), &Link::Connected);
    assert_eq!(session.retry_in(), None);
}

#[test]
fn a_bashni_game_replays_on_its_board_and_our_moves_go_out_in_its_notation() {
    use lasca_rules::{AnyPosition, Variant};
    let time = FakeClock::at(1_000);
    let mut session = Session::new(Arc::new(time.clone()));
    session.receive(seat(CODE, Colour::Black));
    let mut bashni = view(&["g3-h4".to_owned()], FULL);
    bashni.variant = Variant::Bashni;
    let effects = session.receive(state(bashni));
    let start = AnyPosition::start(Variant::Bashni);
    let expected = AnyGame::replay(start, RuleSettings::default(), &["g3-h4"]).unwrap();
    assert_eq!(effects.board, [BoardAction::Replace(expected.clone())]);
    assert_eq!(game(&session).record().variant(), Variant::Bashni);
    // Our move, on the 8x8 board, goes out in its notation.
    let before = expected.position();
    let effects = session.own_move(&before, before.parse_move("b6-a5").unwrap());
    assert_eq!(effects.send, [move_message(1, "b6-a5")]);
    // The opponent's reply is played on the same board.
    let effects = session.receive(moved(2, "h4-g5", None));
    assert!(
        matches!(effects.board.as_slice(), [BoardAction::Play { ply: 2, .. }]),
        "{:?}",
        effects.board
    );
    assert_eq!(texts(game(&session).record()), ["g3-h4", "b6-a5", "h4-g5"]);
}

#[test]
fn the_players_names_and_ratings_read_as_the_server_says_them() {
    use crate::protocol::{PlayerView, PlayersView};
    let (mut session, _) = seated(Colour::White, &[]);
    assert_eq!(game(&session).player_name(Colour::White), None);
    let mut with_players = view(&[], FULL);
    with_players.players = Some(Box::new(PlayersView {
        white: Some(PlayerView {
            name: "Lasker".into(),
            account: true,
            rating: Some(1523),
            provisional: true,
            change: Some(-12),
        }),
        black: Some(PlayerView {
            name: "Guest-4821".into(),
            account: false,
            rating: None,
            provisional: false,
            change: None,
        }),
        rated: false,
    }));
    session.receive(state(with_players));
    let game = game(&session);
    assert_eq!(
        game.player_name(Colour::White).as_deref(),
        Some("Lasker (1523?) -12")
    );
    assert_eq!(
        game.player_name(Colour::Black).as_deref(),
        Some("Guest-4821")
    );
}
