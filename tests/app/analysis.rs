//! The analysis board: one search on the position the board shows, stopped and replaced when
//! that position changes (moves, looking back, the editor), and hints against the computer.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use lasca::app::core::{Navigate, Seats};
use lasca::app::features::analysis::{Analysis, AnalysisSearch, AskHint, Purpose, white_share};
use lasca::app::features::editor::EditorRequest;
use lasca::app::kit::labels::{bar_label, score_label};
use lasca::app::play::AiOptions;
use lasca::record::{AnimationSpeed, Player, Players};
use lasca_ai::{MATE_SCORE, SearchLimits};
use lasca_rules::{Colour, Game, Position, RuleSettings};

use crate::{any_game, app_with, game, pick, run_until, settle};

/// The searches under way: position, ply, purpose and stop flag.
fn searches(app: &mut App) -> Vec<(Position, usize, Purpose, Arc<AtomicBool>)> {
    let mut query = app.world_mut().query::<&AnalysisSearch>();
    query
        .iter(app.world())
        .map(|s| {
            let position = *s.position().seven().expect("a 7x7 position");
            (position, s.ply(), s.purpose(), s.stop_flag())
        })
        .collect()
}

/// A line in notation.
fn line(pv: &[lasca_rules::AnyMove]) -> String {
    pv.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The one search under way, checked to be running on `position`.
fn the_search(app: &mut App, position: &Position) -> Arc<AtomicBool> {
    let found = searches(app);
    assert_eq!(found.len(), 1, "one search");
    let (searched, _, _, stop) = &found[0];
    assert_eq!(searched, position);
    assert!(
        !stop.load(Ordering::Relaxed),
        "a running search's flag is clear"
    );
    stop.clone()
}

/// An app analysing with `limits` (unlimited: until the position changes).
fn analysing(limits: SearchLimits) -> App {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    let mut analysis = app.world_mut().resource_mut::<Analysis>();
    analysis.enabled = true;
    analysis.limits = limits;
    app.update();
    app
}

#[test]
fn analysis_stops_and_restarts_when_the_position_changes() {
    let mut app = analysing(SearchLimits::default());
    let start = *game(&app).position();
    let first = the_search(&mut app, &start);

    // A move: the old search is told to stop and one on the new position starts.
    pick(&mut app, "c3");
    pick(&mut app, "d4");
    settle(&mut app);
    let after = *game(&app).position();
    assert_ne!(after, start);
    assert!(first.load(Ordering::Relaxed), "the old search was stopped");
    let second = the_search(&mut app, &after);

    // Looking back analyses the position the board shows, then the live one again.
    app.world_mut().write_message(Navigate::Back);
    app.update();
    assert!(second.load(Ordering::Relaxed));
    let past = the_search(&mut app, &start);
    assert_eq!(searches(&mut app)[0].1, 0);
    app.world_mut().write_message(Navigate::Last);
    app.update();
    assert!(past.load(Ordering::Relaxed));
    let live = the_search(&mut app, &after);

    // The editor stops the analysis; leaving it analyses the game put back.
    app.world_mut().write_message(EditorRequest::Open);
    app.update();
    app.update();
    assert!(live.load(Ordering::Relaxed));
    assert!(searches(&mut app).is_empty());
    app.world_mut().write_message(EditorRequest::Cancel);
    app.update();
    app.update();
    let back = the_search(&mut app, &after);

    // The toggle off stops it.
    app.world_mut().resource_mut::<Analysis>().enabled = false;
    app.update();
    assert!(back.load(Ordering::Relaxed));
    assert!(searches(&mut app).is_empty());
}

#[test]
fn a_finished_analysis_keeps_its_best_line() {
    let mut app = analysing(SearchLimits::depth(3));
    run_until(&mut app, |app| {
        let mut query = app.world_mut().query::<&AnalysisSearch>();
        query.iter(app.world()).all(AnalysisSearch::is_done)
    });
    let mut query = app.world_mut().query::<&AnalysisSearch>();
    let search = query.single(app.world()).expect("one search");
    let info = search.info().expect("a finished depth");
    assert_eq!(info.depth, 3);
    assert!(
        info.pv.len() >= 2,
        "a line, not just a move: {}",
        line(&info.pv)
    );
    // A search to a depth is deterministic: its line is pinned, not just its legality.
    assert_eq!(line(&info.pv), "e3-f4 g5xe3 d2xf4 c5-d4 e3xc5 b6xd4");
    let best = search.best_move().expect("a best move");
    assert_eq!(best, info.pv[0]);
    assert!(any_game(&app).legal_moves().contains(&best));
}

#[test]
fn a_hint_shows_the_humans_best_move_until_the_position_changes() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.insert_resource(Seats(Players {
        white: Player::Human,
        black: Player::ai(1),
    }))
    .insert_resource(AiOptions {
        seed: 1,
        limits: Some(SearchLimits::default()),
    });
    app.world_mut().resource_mut::<Analysis>().hint_limits = SearchLimits::depth(2);
    app.update();
    assert!(searches(&mut app).is_empty(), "no hint unless asked");
    app.world_mut().write_message(AskHint);
    app.update();
    let found = searches(&mut app);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].2, Purpose::Hint);
    let flag = found[0].3.clone();
    run_until(&mut app, |app| {
        let mut query = app.world_mut().query::<&AnalysisSearch>();
        query.iter(app.world()).all(AnalysisSearch::is_done)
    });
    let mut query = app.world_mut().query::<&AnalysisSearch>();
    let best = query
        .single(app.world())
        .expect("the hint")
        .best_move()
        .expect("a move");
    // The hint searches to depth 2: deterministic, so the move is pinned.
    assert_eq!(best.to_string(), "c3-d4");
    assert!(any_game(&app).legal_moves().contains(&best));
    assert!(app.world().resource::<Analysis>().hint_asked());
    // Playing it ends the hint.
    pick(&mut app, &best.from().to_string());
    pick(&mut app, &best.to().to_string());
    settle(&mut app);
    assert_eq!(any_game(&app).moves(), [best]);
    assert!(flag.load(Ordering::Relaxed));
    assert!(searches(&mut app).is_empty());
    assert!(!app.world().resource::<Analysis>().hint_asked());
}

#[test]
fn no_hint_between_two_people() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.world_mut().write_message(AskHint);
    app.update();
    assert!(searches(&mut app).is_empty());
}

#[test]
fn the_bar_gives_white_its_share() {
    assert_eq!(white_share(0), 0.5);
    assert!(white_share(150) > 0.5 && white_share(150) < 1.0);
    assert!((white_share(-150) + white_share(150) - 1.0).abs() < 1e-6);
    assert_eq!(white_share(MATE_SCORE - 3), 1.0);
    assert_eq!(white_share(-(MATE_SCORE - 3)), 0.0);
    assert_eq!(bar_label(45), "+0.45");
    assert_eq!(bar_label(MATE_SCORE - 31), "+#31");
    assert_eq!(bar_label(-(MATE_SCORE - 12)), "-#12");
    // The panel's score is told from White's view, a forced result by who wins.
    assert_eq!(score_label(-45, Colour::Black), "+0.45");
    assert_eq!(
        score_label(MATE_SCORE - 3, Colour::Black),
        "Black wins in 3 plies"
    );
    assert_eq!(
        score_label(-(MATE_SCORE - 4), Colour::Black),
        "White wins in 4 plies"
    );
    // Black to move with no move: White has won.
    assert_eq!(score_label(-MATE_SCORE, Colour::Black), "White has won");
    assert_eq!(bar_label(MATE_SCORE), "White won");
    assert_eq!(
        score_label(MATE_SCORE - 1, Colour::White),
        "White wins in 1 ply"
    );
}

#[test]
fn a_forced_capture_is_looked_through_not_guessed() {
    // White's only move is e3xc5; Black then has three steps to choose from.
    let position: Position = "w e3:w d4:b c7:b g7:b".parse().unwrap();
    let mut app = app_with(
        Game::from_position(position, RuleSettings::default()),
        AnimationSpeed::Instant,
    );
    let mut analysis = app.world_mut().resource_mut::<Analysis>();
    analysis.enabled = true;
    analysis.limits = SearchLimits::depth(3);
    app.update();
    run_until(&mut app, |app| {
        let mut query = app.world_mut().query::<&AnalysisSearch>();
        query.iter(app.world()).all(AnalysisSearch::is_done)
    });
    let mut query = app.world_mut().query::<&AnalysisSearch>();
    let info = query.single(app.world()).unwrap().info().unwrap();
    assert_eq!(info.pv[0].to_string(), "e3xc5");
    assert!(info.depth > 1, "searched past the forced move: {info:?}");
    assert!(info.pv.len() > 1, "{}", line(&info.pv));
}
