//! What docs/ONLINE.md promises, one test each: results, offers, rematches, presence,
//! spectators, and that seats stay secret.

use lasca_rules::Colour;

use super::{MINUTE, T0, TestHub, seat_given};
use crate::protocol::{
    ClientMessage, EndReason, ErrorKind, GameResult, OfferKind, SeatChoice, SeatView,
    ServerMessage, Status,
};

/// The `ended` results among `messages`.
fn results(messages: &[ServerMessage]) -> Vec<GameResult> {
    messages
        .iter()
        .filter_map(|m| match m {
            ServerMessage::Ended { result, .. } => Some(*result),
            _ => None,
        })
        .collect()
}

/// The games among the `state`s in `messages`.
fn states(messages: &[ServerMessage]) -> Vec<crate::protocol::GameView> {
    messages
        .iter()
        .filter_map(|m| match m {
            ServerMessage::State { game } => Some(game.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_resignation_wins_for_the_opponent_and_everyone_hears_it() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    let watcher = t.watcher(&p.code);
    t.play_first(&p);
    t.drain();
    t.send(p.black, p.resign(Colour::Black));
    let want = GameResult {
        winner: Some(Colour::White),
        reason: EndReason::Resignation,
    };
    for conn in [p.white, p.black, watcher] {
        assert_eq!(results(&t.frames(conn)), [want], "connection {conn}");
    }
    let row = t.row(&p.code);
    assert_eq!((row.status, row.result), (Status::Ended, Some(want)));
    assert_eq!(t.view(&p.code).clocks.unwrap().running, None);
}

#[test]
fn resigning_before_anyone_joined_withdraws_the_game() {
    let mut t = TestHub::new();
    let creator = t.connect();
    let (code, token) = t.create(creator, SeatChoice::Black, None);
    t.send(
        creator,
        ClientMessage::Resign {
            code: code.clone(),
            token,
        },
    );
    let withdrawn = GameResult {
        winner: None,
        reason: EndReason::Withdrawn,
    };
    assert_eq!(results(&t.frames(creator)), [withdrawn]);
    assert_eq!(t.row(&code).result, Some(withdrawn));
    // Nobody can join it now.
    let other = t.connect();
    t.send(other, ClientMessage::Join { code });
    assert_eq!(t.error(other), ErrorKind::GameFull);
}

#[test]
fn a_move_cancels_every_pending_offer() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    t.play_first(&p);
    t.play_first(&p);
    t.send(p.white, p.offer(Colour::White, OfferKind::Draw));
    t.send(p.white, p.offer(Colour::White, OfferKind::Takeback));
    assert_eq!(t.view(&p.code).offers.len(), 2);
    t.play_first(&p);
    assert!(t.view(&p.code).offers.is_empty());
    t.drain();
    t.send(p.black, p.answer(Colour::Black, OfferKind::Draw, true));
    assert_eq!(t.error(p.black), ErrorKind::NoOffer);
    t.send(p.black, p.answer(Colour::Black, OfferKind::Takeback, true));
    assert_eq!(t.error(p.black), ErrorKind::NoOffer);
    assert_eq!(t.view(&p.code).status, Status::Playing);
}

#[test]
fn a_draw_offered_by_both_sides_is_an_agreement() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    let watcher = t.watcher(&p.code);
    t.play_first(&p);
    t.drain();
    // One side's offer, even made twice, is only an offer.
    for _ in 0..2 {
        t.send(p.white, p.offer(Colour::White, OfferKind::Draw));
    }
    assert_eq!(t.view(&p.code).status, Status::Playing);
    assert_eq!(results(&t.frames(p.black)), []);
    // The other side's offer of the same is the agreement: the game ends drawn.
    t.send(p.black, p.offer(Colour::Black, OfferKind::Draw));
    let draw = GameResult {
        winner: None,
        reason: EndReason::Agreement,
    };
    for conn in [p.white, p.black, watcher] {
        assert_eq!(results(&t.frames(conn)), [draw], "connection {conn}");
    }
    let row = t.row(&p.code);
    assert_eq!((row.status, row.result), (Status::Ended, Some(draw)));
    assert!(t.view(&p.code).offers.is_empty());
}

#[test]
fn white_s_clock_starts_when_the_second_player_joins_not_at_create() {
    for creator_colour in [SeatChoice::White, SeatChoice::Black] {
        let mut t = TestHub::new();
        let (creator, joiner) = (t.connect(), t.connect());
        let (code, _) = t.create(creator, creator_colour, Some(MINUTE));
        // Nobody's clock runs while the game waits, however long.
        t.advance(5_000);
        t.tick();
        let waiting = t.view(&code).clocks.expect("a timed game has clocks");
        assert_eq!(
            (waiting.white_ms, waiting.black_ms, waiting.running),
            (60_000, 60_000, None)
        );
        t.send(joiner, ClientMessage::Join { code: code.clone() });
        let joined = states(&t.frames(joiner));
        let clocks = joined[0].clocks.expect("the joiner sees the clocks");
        assert_eq!(
            (clocks.white_ms, clocks.black_ms, clocks.running),
            (60_000, 60_000, Some(Colour::White)),
            "created as {creator_colour:?}"
        );
        assert_eq!(t.row(&code).clock.turn_started_ms, T0 + 5_000);
        // From the join on, White's time runs.
        t.advance(1_500);
        assert_eq!(t.view(&code).clocks.unwrap().white_ms, 58_500);
    }
}

#[test]
fn the_heartbeat_is_written_four_times_a_second() {
    // docs/ONLINE.md, "Restarts are fair": a heartbeat four times a second. Two seconds of
    // the fake clock, a batch every millisecond: every heartbeat written is 250 ms after the
    // one before.
    let mut t = TestHub::new();
    let heartbeat = |t: &mut TestHub| {
        t.hub
            .store
            .heartbeat()
            .expect("the store reads")
            .expect("a heartbeat is written at the start")
    };
    let mut last = heartbeat(&mut t);
    assert_eq!(last, T0);
    let mut gaps = Vec::new();
    for _ in 0..2_000 {
        t.advance(1);
        t.tick();
        let now = heartbeat(&mut t);
        if now != last {
            gaps.push(now - last);
            last = now;
        }
    }
    assert_eq!(gaps, [250; 8]);
    // A hub with no request wakes by itself in time for the next one.
    assert!(t.hub.next_wake() <= last + 250);
}

#[test]
fn a_rematch_swaps_colours_keeps_the_time_control_and_is_private() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    t.play_first(&p);
    // Asked mid-game: refused (a rematch is for a game that is over).
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    assert_eq!(t.error(p.white), ErrorKind::NoOffer);
    t.send(p.white, p.resign(Colour::White));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.drain();
    t.send(p.black, p.offer(Colour::Black, OfferKind::Rematch));
    let to_white = t.frames(p.white);
    let to_black = t.frames(p.black);
    let seat = |messages: &[ServerMessage]| {
        messages.iter().find_map(|m| match m {
            ServerMessage::Seat { code, colour, .. } => Some((code.clone(), *colour)),
            _ => None,
        })
    };
    let (new_code, white_now) = seat(&to_white).expect("the first game's White gets a seat");
    let (same_code, black_now) = seat(&to_black).expect("and so does its Black");
    assert_eq!(new_code, same_code);
    assert_eq!((white_now, black_now), (Colour::Black, Colour::White));
    assert_eq!(t.view(&p.code).rematch.as_deref(), Some(new_code.as_str()));
    let new = t.view(&new_code);
    assert_eq!(new.time_control, Some(MINUTE));
    assert!(!new.public);
    assert_eq!(new.status, Status::Playing);
    assert!(new.moves.is_empty());
    assert_eq!(new.clocks.unwrap().running, Some(Colour::White));
    assert_eq!(t.row(&new_code).time_control, Some(MINUTE));
    // Both heard of the old game's rematch and got the new game.
    for messages in [&to_white, &to_black] {
        let codes: Vec<String> = states(messages).into_iter().map(|g| g.code).collect();
        assert_eq!(codes, [p.code.clone(), new_code.clone()]);
    }
    // Only one rematch a game.
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    assert_eq!(t.error(p.white), ErrorKind::NoOffer);
}

#[test]
fn resuming_a_rematched_game_also_gives_the_new_seat() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    t.send(p.black, p.resign(Colour::Black));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.send(p.black, p.offer(Colour::Black, OfferKind::Rematch));
    let (new_code, new_token) = super::seat_of(&t.frames(p.white));
    // White's player comes back on a new connection with the old game's token.
    t.disconnect(p.white);
    let back = t.connect();
    t.send(
        back,
        ClientMessage::Resume {
            code: p.code.clone(),
            token: p.white_token.clone(),
        },
    );
    let messages = t.frames(back);
    let games = states(&messages);
    assert_eq!(games.len(), 2, "{messages:?}");
    assert_eq!(games[0].code, p.code);
    assert_eq!(games[1].code, new_code);
    let seat = seat_given(&messages);
    assert_eq!(seat, Some((new_code.clone(), Colour::Black, new_token)));
    assert!(games[1].black.online);
}

#[test]
fn presence_follows_a_player_away_and_back() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    t.disconnect(p.black);
    let away = SeatView {
        taken: true,
        online: false,
    };
    let here = SeatView {
        taken: true,
        online: true,
    };
    let presence = |messages: &[ServerMessage]| {
        messages.iter().find_map(|m| match m {
            ServerMessage::Presence { white, black, .. } => Some((*white, *black)),
            _ => None,
        })
    };
    assert_eq!(presence(&t.frames(p.white)), Some((here, away)));
    assert!(!t.view(&p.code).black.online);
    let back = t.connect();
    t.send(
        back,
        ClientMessage::Resume {
            code: p.code.clone(),
            token: p.black_token.clone(),
        },
    );
    assert_eq!(presence(&t.frames(p.white)), Some((here, here)));
    assert_eq!(states(&t.frames(back)).len(), 1);
}

#[test]
fn unwatch_ends_the_news() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let watcher = t.watcher(&p.code);
    assert_eq!(states(&t.frames(watcher))[0].spectators, 1);
    t.play_first(&p);
    assert_eq!(t.frames(watcher).len(), 1, "a watcher hears of the move");
    t.send(
        watcher,
        ClientMessage::Unwatch {
            code: p.code.clone(),
        },
    );
    assert_eq!(t.frames(watcher), [], "unwatch is not answered");
    assert_eq!(t.view(&p.code).spectators, 0);
    t.play_first(&p);
    t.send(p.white, p.resign(Colour::White));
    assert_eq!(t.frames(watcher), []);
}

#[test]
fn seats_are_secret_no_frame_to_the_opponent_or_a_spectator_holds_a_token() {
    let mut t = TestHub::new();
    let p = t.pair(Some(MINUTE));
    let watcher = t.watcher(&p.code);
    for _ in 0..3 {
        t.play_first(&p);
    }
    t.send(p.white, p.offer(Colour::White, OfferKind::Draw));
    t.send(p.black, p.answer(Colour::Black, OfferKind::Draw, false));
    t.send(p.black, p.offer(Colour::Black, OfferKind::Takeback));
    t.send(p.white, p.answer(Colour::White, OfferKind::Takeback, true));
    t.disconnect(p.black);
    let black = t.connect();
    t.send(
        black,
        ClientMessage::Resume {
            code: p.code.clone(),
            token: p.black_token.clone(),
        },
    );
    t.send(watcher, ClientMessage::Lobby);
    t.send(p.white, p.resign(Colour::White));
    t.send(p.white, p.offer(Colour::White, OfferKind::Rematch));
    t.send(black, p.offer(Colour::Black, OfferKind::Rematch));
    t.drain();
    // Each player's tokens: those its own seats brought it.
    let tokens_of = |frames: &[String]| -> Vec<String> {
        frames
            .iter()
            .filter_map(|f| match serde_json::from_str(f) {
                Ok(ServerMessage::Seat { token, .. }) => Some(token),
                _ => None,
            })
            .collect()
    };
    let seen = |conn| t.seen.get(&conn).cloned().unwrap_or_default();
    let white_tokens = tokens_of(&seen(p.white));
    let black_tokens: Vec<String> = [seen(p.black), seen(black)]
        .iter()
        .flat_map(|frames| tokens_of(frames))
        .collect();
    assert_eq!(white_tokens.len(), 2, "White's seat and its rematch seat");
    assert_eq!(black_tokens.len(), 2);
    let scan = |frames: &[String], secrets: &[String], who: &str| {
        assert!(!frames.is_empty());
        for frame in frames {
            for secret in secrets {
                assert!(
                    !frame.contains(secret.as_str()),
                    "{who} saw a token: {frame}"
                );
            }
        }
    };
    scan(&seen(p.white), &black_tokens, "White");
    scan(&seen(p.black), &white_tokens, "Black");
    scan(&seen(black), &white_tokens, "Black, back");
    let all: Vec<String> = white_tokens.iter().chain(&black_tokens).cloned().collect();
    scan(&seen(watcher), &all, "the spectator");
}

/// A game that reaches an officer each, found by a seeded random search.
const TO_OFFICERS: [&str; 29] = [
    "a3-b4", "c5xa3", "e3-f4", "g5xe3", "f2xd4", "d6-c5", "e1-f2", "a5-b4", "c3xa5", "e5xc3xe1",
    "e3-f4", "f6-e5", "f4xd6", "c7xe5", "a5xc7", "d4-e3", "f2xd4xf6", "e7xg5", "g3-f4", "g5xe3",
    "b2-c3", "f6xd4xb2", "a1xc3", "c5-d4", "c7xe5", "e1-d2", "g1-f2", "e3xg1", "c1xe3xc5",
];

/// Then both officers step out and back: the position comes round every four plies.
const ROUND: [&str; 4] = ["g1-f2", "e5-d6", "f2-g1", "d6-e5"];

#[test]
fn the_server_declares_a_threefold_repetition() {
    let mut t = TestHub::new();
    let p = t.pair(None);
    let watcher = t.watcher(&p.code);
    for mv in TO_OFFICERS.iter().chain(&ROUND) {
        t.play(&p, mv);
    }
    // Twice round: the position is there for the third time after the last of these.
    for (i, mv) in ROUND.iter().enumerate() {
        t.drain();
        let mover = t.play(&p, mv);
        let ended = results(&t.frames(watcher));
        if i < ROUND.len() - 1 {
            assert_eq!(ended, [], "ended early, after {mv}");
        } else {
            let draw = GameResult {
                winner: None,
                reason: EndReason::Repetition,
            };
            assert_eq!(ended, [draw]);
            // Both players hear the result: the mover with its move, the other with the move.
            assert_eq!(results(&mover), [draw]);
            let mut other = t.frames(p.white);
            other.extend(t.frames(p.black));
            assert_eq!(results(&other), [draw]);
            let row = t.row(&p.code);
            assert_eq!((row.status, row.result), (Status::Ended, Some(draw)));
            assert_eq!(row.moves.len(), TO_OFFICERS.len() + 2 * ROUND.len());
        }
    }
}

#[test]
fn a_connection_that_stops_reading_is_dropped_at_256_queued_messages() {
    // docs/ONLINE.md: "frames queued for one connection | 256 | the connection is dropped".
    let queue = super::queue_bound();
    assert_eq!(queue, 256, "docs/ONLINE.md says 256");
    let mut t = TestHub::new();
    let p = t.pair(None);
    // Black stops reading; its queue holds the server's `queue` frames.
    let lobby = |conn| crate::hub::HubRequest::Request {
        conn,
        message: ClientMessage::Lobby,
    };
    t.batch((0..queue).map(|_| lobby(p.black)).collect());
    assert!(
        t.hub.peers.contains_key(&p.black),
        "a full queue is not yet an overflow"
    );
    t.batch(vec![lobby(p.black)]);
    assert!(
        !t.hub.peers.contains_key(&p.black),
        "one message past the queue drops it"
    );
    assert!(!t.view(&p.code).black.online);
    // The game goes on for the others, who are told Black is away.
    t.tick();
    let away = t.frames(p.white).iter().any(|m| {
        matches!(
            m,
            ServerMessage::Presence { black, .. } if !black.online
        )
    });
    assert!(away);
}

#[test]
fn the_lobby_lists_public_waiting_games_newest_first_with_their_age() {
    let mut t = TestHub::new();
    let creator = t.connect();
    let (older, _) = t.create(creator, SeatChoice::Black, Some(MINUTE));
    t.advance(5_000);
    let (newer, _) = t.create(creator, SeatChoice::White, None);
    t.send(
        creator,
        ClientMessage::Create {
            colour: SeatChoice::White,
            clock: None,
            public: false,
            variant: lasca_rules::Variant::Lasca7,
            rid: None,
            opponent: None,
        },
    );
    let _ = t.pair(None); // Playing: not in the lobby either.
    let visitor = t.connect();
    t.send(visitor, ClientMessage::Lobby);
    let games = match t.frames(visitor).as_slice() {
        [ServerMessage::Lobby { games, .. }] => games.clone(),
        other => panic!("{other:?}"),
    };
    let listed: Vec<(&str, Colour, u64)> = games
        .iter()
        .map(|g| (g.code.as_str(), g.free, g.age_s))
        .collect();
    assert_eq!(
        listed,
        [
            (newer.as_str(), Colour::Black, 0),
            (older.as_str(), Colour::White, 5)
        ]
    );
    assert_eq!(games[1].time_control, Some(MINUTE));
}
