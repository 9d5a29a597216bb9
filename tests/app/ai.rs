//! The AI controller on the task pool, watched AI-vs-AI games and the players' command line.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use clap::Parser;
use lasca::app::core::{CancelSearches, NewGame, Seats, SubmitMove, TurnState, Watch};
use lasca::app::play::{AiOptions, Engines, MoveNow, ScoreTable, Search};
use lasca::app::players_from_args;
use lasca::cli::Cli;
use lasca::record::{self, AI_VS_AI_PLY_LIMIT, AnimationSpeed, Player, Players};
use lasca_ai::SearchLimits;
use lasca_rules::{Colour, Game, Position, RuleSettings};

use crate::{app_with, assert_in_step, game, run_until, state};

/// A middle game with White to move.
const OTHER_START: &str = lasca_ai::BENCH_POSITIONS[1].1;

fn players(white: Player, black: Player) -> Seats {
    Seats(Players { white, black })
}

/// An app where `white` and `black` play, searches seeded and never held by a delay;
/// `thinks_until_told` makes every search think until "Move now" or a cancel.
fn app_for(white: Player, black: Player, thinks_until_told: bool) -> App {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.insert_resource(players(white, black))
        .insert_resource(AiOptions {
            seed: 7,
            limits: thinks_until_told.then(SearchLimits::default),
        });
    app.world_mut().resource_mut::<Watch>().delay = 0.0;
    app
}

/// The searches under way: (generation, stop flag, answered).
fn searches(app: &mut App) -> Vec<(u64, Arc<AtomicBool>, bool)> {
    let mut query = app.world_mut().query::<&Search>();
    let mut found: Vec<_> = query
        .iter(app.world())
        .map(|s| (s.generation(), s.stop_flag(), s.is_done()))
        .collect();
    found.sort_by_key(|s| s.0);
    found
}

#[test]
fn an_ai_vs_ai_game_plays_to_the_end_the_rules_give() {
    let mut app = app_for(Player::ai(1), Player::ai(2), false);
    run_until(&mut app, |app| state(app) == TurnState::GameOver);
    let played = game(&app).clone();
    let outcome = played.outcome().expect("the game has a result");
    assert_eq!(
        played.settings().ply_limit,
        Some(AI_VS_AI_PLY_LIMIT),
        "watched games have a ply limit"
    );
    let mut replayed = Game::from_position(Position::start(), played.settings());
    for &mv in played.moves() {
        assert_eq!(replayed.outcome(), None, "the game went on after its end");
        replayed.try_play(mv).expect("every move was legal");
    }
    assert_eq!(replayed.outcome(), Some(outcome));
    assert_in_step(&mut app, true);
    app.update();
    let table = app.world().resource::<ScoreTable>();
    assert_eq!(table.games, 1);
    let total = |level: u8| table.levels[&level].games();
    assert_eq!((total(1), total(2)), (1, 1));
    assert!(searches(&mut app).is_empty(), "no search outlives the game");
}

#[test]
fn frames_go_on_while_the_ai_thinks_and_move_now_plays_its_best() {
    /// What each search had answered when it went: its best move and its line.
    #[derive(Resource, Default)]
    struct Answers(Vec<Option<(Option<lasca_rules::AnyMove>, Vec<lasca_rules::AnyMove>)>>);
    let mut app = app_for(Player::ai(8), Player::Human, true);
    app.init_resource::<Answers>().add_observer(
        |gone: On<Remove, Search>, searches: Query<&Search>, mut answers: ResMut<Answers>| {
            let answer = searches.get(gone.entity).ok().and_then(Search::result);
            answers
                .0
                .push(answer.map(|result| (result.best_move, result.info.pv.clone())));
        },
    );
    for _ in 0..300 {
        app.update();
    }
    let running = searches(&mut app);
    assert_eq!(running.len(), 1, "one search");
    let (_, stop, answered) = &running[0];
    assert!(!answered && !stop.load(Ordering::Relaxed), "still thinking");
    assert_eq!(game(&app).ply(), 0);
    assert_eq!(state(&app), TurnState::AwaitingMove);

    app.world_mut().write_message(MoveNow);
    run_until(&mut app, |app| game(app).ply() == 1);
    assert!(stop.load(Ordering::Relaxed), "Move now stopped the search");
    assert!(
        Position::start()
            .legal_moves()
            .contains(&game(&app).moves()[0])
    );
    // The move played is the one the stopped search answered, the head of its line.
    let played: lasca_rules::AnyMove = game(&app).moves()[0].into();
    let answers = &app.world().resource::<Answers>().0;
    assert_eq!(answers.len(), 1, "one search, gone once it answered");
    let (best, line) = answers[0].clone().expect("the search had answered");
    assert_eq!(best, Some(played), "Move now plays the search's best move");
    assert_eq!(line.first(), Some(&played), "the first move of its line");
}

#[test]
fn a_search_stopped_by_a_new_game_never_plays_into_it() {
    let mut app = app_for(Player::ai(3), Player::Human, true);
    run_until(&mut app, |app| !searches(app).is_empty());
    let (old_generation, old_stop, _) = searches(&mut app)[0].clone();
    let other: Position = OTHER_START.parse().expect("test position parses");
    app.world_mut().write_message(NewGame {
        start: Some(other.into()),
    });
    for _ in 0..200 {
        app.update();
    }
    assert!(
        old_stop.load(Ordering::Relaxed),
        "the old search was told to stop"
    );
    let now = searches(&mut app);
    assert_eq!(now.len(), 1, "one search, for the new game");
    assert!(now[0].0 > old_generation);
    assert_eq!(game(&app).ply(), 0, "nothing played into the new game");
    assert_eq!(*game(&app).start(), other);

    app.world_mut().write_message(MoveNow);
    run_until(&mut app, |app| game(app).ply() == 1);
    assert!(other.legal_moves().contains(&game(&app).moves()[0]));
}

#[test]
fn a_held_answer_is_dropped_when_a_new_game_starts() {
    let mut app = app_for(Player::ai(2), Player::ai(2), true);
    app.world_mut().resource_mut::<Watch>().paused = true;
    run_until(&mut app, |app| !searches(app).is_empty());
    app.world_mut().write_message(MoveNow);
    run_until(&mut app, |app| searches(app).first().is_some_and(|s| s.2));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 0, "paused: the answer waits");

    // Same start: the held move would be legal in the new game, yet must not be played.
    app.world_mut().write_message(NewGame::default());
    app.world_mut().resource_mut::<Watch>().paused = false;
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(
        game(&app).ply(),
        0,
        "the new game's search is still thinking"
    );
    let now = searches(&mut app);
    assert_eq!(now.len(), 1);
    assert!(!now[0].2, "a fresh search, not the held answer");
}

#[test]
fn cancel_searches_stops_the_search_and_a_fresh_one_starts() {
    let mut app = app_for(Player::ai(4), Player::Human, true);
    run_until(&mut app, |app| !searches(app).is_empty());
    let (old_generation, old_stop, _) = searches(&mut app)[0].clone();
    app.world_mut().write_message(CancelSearches);
    app.update();
    app.update();
    assert!(old_stop.load(Ordering::Relaxed));
    let now = searches(&mut app);
    assert_eq!(now.len(), 1);
    assert!(now[0].0 > old_generation);
}

#[test]
fn changing_players_stops_the_search() {
    let mut app = app_for(Player::ai(4), Player::Human, true);
    run_until(&mut app, |app| !searches(app).is_empty());
    let (_, old_stop, _) = searches(&mut app)[0].clone();
    app.insert_resource(players(Player::Human, Player::Human));
    app.update();
    assert!(old_stop.load(Ordering::Relaxed));
    assert!(searches(&mut app).is_empty(), "nobody thinks for a human");
}

#[test]
fn a_move_sent_as_a_new_game_starts_is_dropped() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    let mv = Position::start().legal_moves()[0];
    app.world_mut().write_message(SubmitMove(mv.into()));
    app.world_mut().write_message(NewGame::default());
    app.update();
    app.update();
    assert_eq!(game(&app).ply(), 0);
}

#[test]
fn endless_mode_swaps_colours_and_keeps_the_score() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    {
        let mut watch = app.world_mut().resource_mut::<Watch>();
        watch.delay = 0.0;
        watch.endless = true;
        watch.ply_limit = Some(12);
    }
    app.insert_resource(players(Player::ai(1), Player::ai(2)));
    run_until(&mut app, |app| {
        app.world().resource::<ScoreTable>().games == 1
    });
    run_until(&mut app, |app| state(app) != TurnState::GameOver);
    assert_eq!(
        *app.world().resource::<Seats>(),
        players(Player::ai(2), Player::ai(1)),
        "the second game has colours swapped"
    );
    assert_eq!(game(&app).ply(), 0);
    run_until(&mut app, |app| {
        app.world().resource::<ScoreTable>().games >= 2
    });
    let table = app.world().resource::<ScoreTable>().clone();
    for level in [1, 2] {
        assert_eq!(table.levels[&level].games(), 2, "level {level}");
    }
    assert_eq!(table.white.games(), 2);
    assert_eq!(game(&app).settings().ply_limit, Some(12));
    run_until(&mut app, |app| state(app) != TurnState::GameOver);
    assert_eq!(
        *app.world().resource::<Seats>(),
        players(Player::ai(1), Player::ai(2))
    );
    assert_eq!(
        app.world().resource::<ScoreTable>().games,
        2,
        "counted once"
    );
}

#[test]
fn the_command_line_names_the_players() {
    let args = |line: &[&str]| {
        let cli = Cli::try_parse_from(std::iter::once("lasca").chain(line.iter().copied()))
            .expect("the command line parses");
        players_from_args(&cli.game, record::Players::default())
    };
    assert_eq!(args(&[]), players(Player::Human, Player::ai(3)));
    assert_eq!(
        args(&["--white", "ai:2", "--black", "ai:8"]),
        players(Player::ai(2), Player::ai(8))
    );
    assert_eq!(
        args(&["--white", "ai:5", "--black", "human"]),
        players(Player::ai(5), Player::Human)
    );
    assert!(Cli::try_parse_from(["lasca", "--white", "ai:9"]).is_err());
    assert!(Cli::try_parse_from(["lasca", "--black", "robot"]).is_err());
}

#[test]
fn games_between_humans_or_against_one_ai_have_no_ply_limit() {
    let app = app_for(Player::Human, Player::ai(1), false);
    assert_eq!(game(&app).settings(), RuleSettings::default());
}

#[test]
fn quitting_stops_the_search() {
    let mut app = app_for(Player::ai(4), Player::Human, true);
    run_until(&mut app, |app| !searches(app).is_empty());
    let (_, stop, _) = searches(&mut app)[0].clone();
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert!(stop.load(Ordering::Relaxed), "AppExit stops it");

    let mut app = app_for(Player::ai(4), Player::Human, true);
    run_until(&mut app, |app| !searches(app).is_empty());
    let (_, stop, _) = searches(&mut app)[0].clone();
    drop(app);
    assert!(stop.load(Ordering::Relaxed), "no search outlives its app");
}

#[test]
fn each_ai_keeps_its_table_for_the_game_and_a_new_game_starts_afresh() {
    let mut app = app_for(Player::Human, Player::ai(1), false);
    app.world_mut().write_message(SubmitMove(
        "c3-d4".parse::<lasca_rules::Move>().expect("a move").into(),
    ));
    run_until(&mut app, |app| game(app).ply() >= 2);
    let engines = app.world().resource::<Engines>();
    assert!(
        engines.has_searcher(Colour::Black),
        "Black's searcher is kept"
    );
    assert!(!engines.has_searcher(Colour::White), "a human needs none");
    app.world_mut().write_message(NewGame::default());
    app.update();
    app.update();
    assert_eq!(game(&app).ply(), 0);
    assert!(
        !app.world()
            .resource::<Engines>()
            .has_searcher(Colour::Black),
        "a new game forgets the old tables"
    );
}

#[test]
fn a_step_while_paused_plays_exactly_one_move() {
    // Quick searches (a small node budget) so that each answer comes soon.
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.insert_resource(players(Player::ai(1), Player::ai(1)))
        .insert_resource(AiOptions {
            seed: 7,
            limits: Some(SearchLimits {
                nodes: Some(2_000),
                ..SearchLimits::default()
            }),
        });
    app.world_mut().resource_mut::<Watch>().delay = 0.0;
    app.world_mut().resource_mut::<Watch>().paused = true;
    let answered = |app: &mut App| searches(app).first().is_some_and(|s| s.2);
    run_until(&mut app, answered);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 0, "paused: the answer waits");
    for ply in 1..=3 {
        app.world_mut().resource_mut::<Watch>().step();
        run_until(&mut app, |app| game(app).ply() == ply);
        // The next answer is held again until the next step.
        run_until(&mut app, answered);
        for _ in 0..20 {
            app.update();
        }
        assert_eq!(game(&app).ply(), ply, "one step, one move");
        assert_eq!(state(&app), TurnState::AwaitingMove);
    }
}

#[test]
fn a_new_watched_game_plays_though_the_last_one_was_paused() {
    let mut app = app_for(Player::ai(1), Player::ai(1), false);
    app.world_mut().resource_mut::<Watch>().paused = true;
    run_until(&mut app, |app| searches(app).first().is_some_and(|s| s.2));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 0, "paused: the answer waits");
    // Restart, or the next endless game: it is watched from its first move.
    app.world_mut().write_message(NewGame::default());
    app.update();
    assert!(
        !app.world().resource::<Watch>().paused,
        "a new game is not paused"
    );
    run_until(&mut app, |app| game(app).ply() >= 2);
}

#[test]
fn a_watched_game_is_scored_once_though_lessons_are_opened_and_left_again() {
    use lasca::app::features::learn::LearnRequest;
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    {
        let mut watch = app.world_mut().resource_mut::<Watch>();
        watch.delay = 0.0;
        watch.ply_limit = Some(6);
    }
    app.insert_resource(players(Player::ai(1), Player::ai(2)));
    run_until(&mut app, |app| state(app) == TurnState::GameOver);
    let finished = game(&app).clone();
    assert_eq!(app.world().resource::<ScoreTable>().games, 1);
    for _ in 0..2 {
        for request in [LearnRequest::Open, LearnRequest::Leave] {
            app.world_mut().write_message(request);
            for _ in 0..3 {
                app.update();
            }
        }
        assert_eq!(game(&app), &finished, "the watched game comes back");
        assert_eq!(state(&app), TurnState::GameOver);
        assert_eq!(
            app.world().resource::<ScoreTable>().games,
            1,
            "leaving the lessons does not count the game again"
        );
    }
    // A new game between the same players is counted as a game of its own.
    app.world_mut()
        .write_message(lasca::app::core::NewGame { start: None });
    run_until(&mut app, |app| {
        app.world().resource::<ScoreTable>().games == 2
    });
}
