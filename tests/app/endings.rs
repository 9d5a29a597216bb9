//! Ending a game against the computer: resigning, and a draw offer the computer weighs.

use bevy::prelude::*;
use lasca::app::core::{HistoryRequest, RecordFiles, Seats, TurnState};
use lasca::app::play::{AiOptions, DrawAnswer, DrawOffers, OFFER_GAP, PlayerOffer};
use lasca::record::{AnimationSpeed, Player, Players, load_file};
use lasca_ai::{Level, SearchLimits};
use lasca_rules::{Colour, DrawReason, Ending, Outcome, WinReason};

use crate::{any_game, app_at, play, run_until, settle, state};

/// An app from `position` where White is the player and Black the computer (searching one
/// ply deep, so that its moves come at once).
fn against_computer(position: &str) -> App {
    let mut app = app_at(position, AnimationSpeed::Instant);
    app.insert_resource(Seats(Players {
        white: Player::Human,
        black: Player::Ai(Level::new(3).unwrap()),
    }))
    .insert_resource(AiOptions {
        seed: 7,
        limits: Some(SearchLimits::depth(1)),
    });
    app.update();
    app
}

fn offer(app: &mut App, request: PlayerOffer) {
    app.world_mut().write_message(request);
    app.update();
}

fn offers(app: &App) -> &DrawOffers {
    app.world().resource::<DrawOffers>()
}

#[test]
fn the_player_resigns_and_the_game_is_over_saved_and_undone_like_any_ended_game() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = against_computer(lasca_rules::START);
    app.insert_resource(RecordFiles::in_folder(folder.path()));
    let c3_d4 = any_game(&app).position().parse_move("c3-d4").unwrap();
    play(&mut app, c3_d4);
    // The computer answers.
    run_until(&mut app, |app| {
        any_game(app).ply() == 2 && state(app) == TurnState::AwaitingMove
    });
    // Black's resignation is not the player's to give.
    offer(&mut app, PlayerOffer::Resign(Colour::Black));
    assert_eq!(any_game(&app).outcome(), None);
    offer(&mut app, PlayerOffer::Resign(Colour::White));
    settle(&mut app);
    let resigned = Outcome::Win {
        winner: Colour::Black,
        reason: WinReason::Resignation,
    };
    assert_eq!(any_game(&app).outcome(), Some(resigned));
    assert_eq!(state(&app), TurnState::GameOver);
    // The autosave keeps it ended.
    let autosave = RecordFiles::in_folder(folder.path()).autosave.unwrap();
    let (saved, back) = load_file(&autosave).expect("the autosave reads back");
    assert_eq!(saved.ended, Some(Ending::Resigned(Colour::White)));
    assert_eq!(back.outcome(), Some(resigned));
    assert_eq!(back.ply(), 2);
    // Over: a second end changes nothing.
    offer(&mut app, PlayerOffer::Draw(Colour::White));
    assert_eq!(any_game(&app).outcome(), Some(resigned));
    // Undo takes back as after any ended game: to the player's last turn, the end with it.
    app.world_mut().write_message(HistoryRequest::Undo);
    app.update();
    settle(&mut app);
    assert_eq!(any_game(&app).ply(), 0);
    assert_eq!(any_game(&app).outcome(), None);
    assert_eq!(any_game(&app).ending(), None);
    assert_eq!(state(&app), TurnState::AwaitingMove);
}

#[test]
fn between_people_nobody_resigns_from_the_panel() {
    let mut app = app_at(lasca_rules::START, AnimationSpeed::Instant);
    app.insert_resource(Seats(Players::HOTSEAT));
    app.update();
    offer(&mut app, PlayerOffer::Resign(Colour::White));
    offer(&mut app, PlayerOffer::Draw(Colour::White));
    settle(&mut app);
    assert_eq!(any_game(&app).outcome(), None);
    assert!(!offers(&app).is_thinking());
}

#[test]
fn the_computer_standing_worse_accepts_a_draw() {
    // Six white men against one black.
    let mut app = against_computer("w a1:w c1:w e1:w g1:w b2:w d2:w g7:b");
    offer(&mut app, PlayerOffer::Draw(Colour::White));
    assert_eq!(offers(&app).answer(0), Some(DrawAnswer::Thinking));
    run_until(&mut app, |app| any_game(app).outcome().is_some());
    settle(&mut app);
    assert_eq!(
        any_game(&app).outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(state(&app), TurnState::GameOver);
}

#[test]
fn the_computer_standing_better_declines_and_the_offer_waits_some_moves() {
    // One white man against six black.
    let mut app = against_computer("w a1:w a7:b c7:b e7:b g7:b b6:b f6:b");
    offer(&mut app, PlayerOffer::Draw(Colour::White));
    run_until(&mut app, |app| !offers(app).is_thinking());
    assert_eq!(any_game(&app).outcome(), None);
    assert!(matches!(
        offers(&app).answer(0),
        Some(DrawAnswer::Declined(score)) if score > lasca::app::play::DRAW_MARGIN
    ));
    assert_eq!(offers(&app).wait(Colour::White, 0), OFFER_GAP);
    // Offered again at once: refused without a thought.
    offer(&mut app, PlayerOffer::Draw(Colour::White));
    assert!(!offers(&app).is_thinking());
    assert_eq!(state(&app), TurnState::AwaitingMove);
}
