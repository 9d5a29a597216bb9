//! Puzzle mode, headless: a puzzle near the rating opens as a lesson, solving it with picks
//! raises the rating and the streak, a wrong move lowers them, Hint lights the column, and the
//! next puzzle is another one.

use bevy::prelude::*;
use lasca::app::core::{AppMode, Feedback, UserSettings};
use lasca::app::features::learn::{LessonKind, StepState};
use lasca::app::features::puzzles::{PuzzleRequest, Puzzles};
use lasca::record::{
    AnimationSpeed, BUILTIN_PUZZLES, PuzzleTry, START_PUZZLE_RATING, rate_history, read_puzzles,
};
use lasca_ai::glicko::{MAX_DEVIATION, Rating, rate_try};
use lasca_rules::Game;

use super::learn::{learn, pick_move, run_until, solve};
use super::{app_with, game, settle};

fn send(app: &mut App, request: PuzzleRequest) {
    app.world_mut().write_message(request);
    app.update();
    app.update();
    settle(app);
}

fn settings(app: &App) -> &lasca::record::Settings {
    &app.world().resource::<UserSettings>().settings
}

#[test]
fn a_solved_puzzle_raises_the_rating_and_the_next_is_another() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut app, PuzzleRequest::Next);
    assert_eq!(
        *app.world().resource::<State<AppMode>>().get(),
        AppMode::Learn
    );
    assert!(learn(&app).current_lesson().is_some());
    assert_eq!(learn(&app).kind(), LessonKind::Puzzle);
    let first = app
        .world()
        .resource::<Puzzles>()
        .current_entry()
        .unwrap()
        .clone();
    assert_eq!(*game(&app).position(), first.puzzle.position);
    // Hint lights the column the solution moves.
    send(&mut app, PuzzleRequest::Hint);
    let lit = app.world().resource::<Feedback>().must_capture.clone();
    assert_eq!(lit, vec![first.puzzle.line[0].from()]);
    let hint = app.world().resource::<Puzzles>().hint;
    assert_eq!(hint, Some(first.puzzle.line[0].from()));
    solve(&mut app);
    assert!(settings(&app).puzzle_rating > START_PUZZLE_RATING);
    // The ratings' values: Glicko-2 from a newcomer's 1000 (deviation 350) against the
    // puzzle's starting rating, both updated, and the try recorded to recompute them.
    let newcomer = Rating::new(f64::from(START_PUZZLE_RATING), MAX_DEVIATION);
    let (player, puzzle) = rate_try(newcomer, first.rating, true);
    assert_eq!(settings(&app).puzzle_rating, player.rating as f32);
    let puzzles = app.world().resource::<Puzzles>();
    assert_eq!(puzzles.player, player);
    assert_eq!(puzzles.rating_of(&first), puzzle);
    assert!(
        puzzle.rating < first.rating.rating,
        "a solved puzzle rates lower"
    );
    let history = &settings(&app).puzzle_history;
    assert_eq!(history.start, Some([1000.0, MAX_DEVIATION, 0.06]));
    assert_eq!(
        history.tries,
        [PuzzleTry {
            id: first.id.clone(),
            solved: true
        }]
    );
    let entries = read_puzzles(BUILTIN_PUZZLES).unwrap();
    let (again, ratings) = rate_history(history, settings(&app).puzzle_rating, &entries);
    assert_eq!(again, player, "the history gives the same rating again");
    assert_eq!(ratings[&first.id], puzzle);
    assert_eq!(settings(&app).puzzles_solved, vec![first.id.clone()]);
    assert_eq!(settings(&app).puzzle_streak, 1);
    assert!(
        settings(&app).lessons_done.is_empty(),
        "a puzzle is no lesson"
    );
    send(&mut app, PuzzleRequest::Next);
    let second = app
        .world()
        .resource::<Puzzles>()
        .current_entry()
        .unwrap()
        .clone();
    assert_ne!(second.id, first.id);
    assert_eq!(*game(&app).position(), second.puzzle.position);
    // The new puzzle is untried: the one before, solved, does not count for it.
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(settings(&app).puzzle_streak, 1);
    assert_eq!(settings(&app).puzzles_solved.len(), 1);
}

#[test]
fn a_wrong_move_lowers_the_rating_and_ends_the_streak() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut app, PuzzleRequest::Difficulty(Some(1)));
    send(&mut app, PuzzleRequest::Next);
    let entry = app
        .world()
        .resource::<Puzzles>()
        .current_entry()
        .unwrap()
        .clone();
    assert_eq!(entry.puzzle.difficulty, 1, "the difficulty chosen");
    let wrong = entry
        .puzzle
        .position
        .legal_moves()
        .iter()
        .copied()
        .find(|&mv| mv != entry.puzzle.line[0])
        .expect("a puzzle has another move");
    pick_move(&mut app, wrong);
    run_until(&mut app, |app| {
        matches!(learn(app).state, StepState::Wrong(_))
    });
    app.update();
    assert!(settings(&app).puzzle_rating < START_PUZZLE_RATING);
    let newcomer = Rating::new(f64::from(START_PUZZLE_RATING), MAX_DEVIATION);
    let (player, _) = rate_try(newcomer, entry.rating, false);
    assert_eq!(settings(&app).puzzle_rating, player.rating as f32);
    assert_eq!(settings(&app).puzzle_streak, 0);
    assert!(settings(&app).puzzles_solved.is_empty());
}

#[test]
fn every_shipped_puzzle_reads_and_there_are_300() {
    let puzzles = read_puzzles(BUILTIN_PUZZLES).unwrap();
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    for difficulty in 1..=5 {
        assert!(
            puzzles.iter().any(|p| p.puzzle.difficulty == difficulty),
            "difficulty {difficulty}"
        );
    }
}
