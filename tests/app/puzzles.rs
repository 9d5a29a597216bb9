//! Puzzle mode, headless: a puzzle near the rating opens in the puzzles' own window (no lesson
//! words), solving it with picks raises the rating and the streak, a wrong move lowers them
//! and is explained by its refutation (in words and as an arrow), a retry after it is done but
//! not solved, Show me is shown and not solved, Hint lights the column in the hint's colour,
//! and the next puzzle is near the rating with other themes.

use bevy::prelude::*;
use lasca::app::core::{AppMode, Feedback, NewGame, UserSettings, ViewRequest};
use lasca::app::features::learn::{LearnRequest, LessonKind, StepState};
use lasca::app::features::puzzles::{
    PuzzleRequest, PuzzleText, Puzzles, RATING_WINDOW, Standing, Tone, puzzle_text, wrong_text,
};
use lasca::app::kit::colours::{ERROR, HINT, MUST_CAPTURE};
use lasca::record::CameraPreset;
use lasca::record::{
    AnimationSpeed, BUILTIN_PUZZLES, PuzzleTry, START_PUZZLE_RATING, rate_history, read_puzzles,
};
use lasca_ai::glicko::{MAX_DEVIATION, Rating, rate_try};
use lasca_rules::{Colour, Game, Move};

use super::learn::{learn, pick_move, solve};
use super::run_until;
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

fn puzzles(app: &App) -> &Puzzles {
    app.world().resource::<Puzzles>()
}

fn current(app: &App) -> lasca::record::PuzzleEntry {
    puzzles(app)
        .current_entry()
        .expect("a puzzle is open")
        .clone()
}

/// What the puzzles' window says now.
fn text(app: &App) -> PuzzleText {
    puzzle_text(learn(app), puzzles(app), settings(app)).expect("the puzzles' window is open")
}

/// Every line of the window, to look for words.
fn all_words(text: &PuzzleText) -> String {
    let mut words = vec![
        text.title.clone(),
        text.about.clone(),
        text.player.clone(),
        text.task.clone(),
    ];
    words.extend(text.themes.clone());
    words.extend(text.say.iter().cloned());
    words.extend(text.status.iter().map(|(line, _)| line.clone()));
    words.join("\n")
}

/// A puzzle's legal move that is not its solution's first.
fn wrong_move(entry: &lasca::record::PuzzleEntry) -> Move {
    entry
        .puzzle
        .position
        .legal_moves()
        .iter()
        .copied()
        .find(|&mv| mv != entry.puzzle.line[0])
        .expect("a puzzle has another move")
}

/// Plays a wrong move and waits for the refutation to stand on the board.
fn play_wrong(app: &mut App, wrong: Move) {
    pick_move(app, wrong);
    run_until(app, |app| {
        matches!(learn(app).state, StepState::Wrong(w) if w.reply.is_some())
            && puzzles(app).refutation.is_some()
    });
    settle(app);
}

fn index_of(app: &App, id: &str) -> usize {
    puzzles(app)
        .entries
        .iter()
        .position(|e| e.id == id)
        .expect("the puzzle ships")
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
    // The puzzles' own window: no lesson words in it.
    let words = all_words(&text(&app));
    assert!(!words.to_lowercase().contains("lesson"), "{words}");
    assert_eq!(text(&app).title, format!("Puzzle {}", first.id));
    assert_eq!(text(&app).standing, Standing::Trying);
    // The themes would give the idea away: none is named while the puzzle is tried.
    assert_eq!(text(&app).themes, None, "{:?}", first.puzzle.themes);
    solve(&mut app);
    // Solved at the first try, and the window says so.
    assert_eq!(text(&app).standing, Standing::Solved);
    assert!(
        text(&app).status[0].0.contains("Solved"),
        "{:?}",
        text(&app).status
    );
    let words = all_words(&text(&app));
    assert!(!words.to_lowercase().contains("lesson"), "{words}");
    // Solved, the themes are named.
    assert_eq!(
        text(&app).themes.is_some(),
        !first.puzzle.themes.is_empty(),
        "{:?}",
        text(&app).themes
    );
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
fn a_solve_after_a_hint_counts_as_missed() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut app, PuzzleRequest::Next);
    let first = current(&app);
    // Hint lights the column the solution moves, in the hint's colour: not the red flash of
    // a refused pick; the window says a solve now counts as missed.
    send(&mut app, PuzzleRequest::Hint);
    let feedback = app.world().resource::<Feedback>();
    assert_eq!(feedback.hint, vec![first.puzzle.line[0].from().into()]);
    assert!(feedback.must_capture.is_empty(), "no red flash for a hint");
    assert_eq!(puzzles(&app).hint, Some(first.puzzle.line[0].from().into()));
    let said = text(&app).status;
    assert!(
        said.iter().any(|(line, tone)| *tone == Tone::Hint
            && line.contains(&first.puzzle.line[0].from().to_string())
            && line.contains("counts as missed")),
        "{said:?}"
    );
    solve(&mut app);
    assert!(
        app.world().resource::<Feedback>().hint.is_empty(),
        "the hint's light goes out with the move"
    );
    // Not a clean solve: said so, rated as a miss (as lichess rates a helped solve), the
    // streak ends and the puzzle is not among the solved ones.
    assert_eq!(text(&app).standing, Standing::SolvedWithHint);
    let words = all_words(&text(&app));
    assert!(!words.contains("first try"), "{words}");
    assert!(words.contains("hint"), "{words}");
    let newcomer = Rating::new(f64::from(START_PUZZLE_RATING), MAX_DEVIATION);
    let (player, _) = rate_try(newcomer, first.rating, false);
    assert_eq!(settings(&app).puzzle_rating, player.rating as f32);
    assert!(settings(&app).puzzle_rating < START_PUZZLE_RATING);
    assert_eq!(settings(&app).puzzle_streak, 0);
    assert!(settings(&app).puzzles_solved.is_empty());
    assert_eq!(
        settings(&app).puzzle_history.tries,
        [PuzzleTry {
            id: first.id.clone(),
            solved: false
        }]
    );
    // The next puzzle starts without the hint's mark.
    send(&mut app, PuzzleRequest::Next);
    assert!(!puzzles(&app).hinted);
}

#[test]
fn a_right_first_move_of_a_longer_line_is_said_to_be_right() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    let long = puzzles(&app)
        .entries
        .iter()
        .position(|entry| entry.puzzle.line.len() >= 3)
        .expect("a puzzle of two moves of the player's or more");
    send(&mut app, PuzzleRequest::Play(long));
    let line = current(&app).puzzle.line.clone();
    assert!(!all_words(&text(&app)).contains("Correct"));
    pick_move(&mut app, line[0]);
    run_until(&mut app, |app| {
        learn(app).played.len() == 2 && learn(app).awaits_player()
    });
    settle(&mut app);
    assert_eq!(text(&app).standing, Standing::Trying);
    let said = text(&app).status;
    assert!(
        said.iter()
            .any(|(line, tone)| *tone == Tone::Good && line.contains("Correct, keep going")),
        "{said:?}"
    );
}

/// The camera requests made, in order.
#[derive(Resource, Default)]
struct Views(Vec<ViewRequest>);

fn record_views(mut requests: MessageReader<ViewRequest>, mut views: ResMut<Views>) {
    views.0.extend(requests.read().copied());
}

#[test]
fn puzzles_are_seen_from_the_side_to_move_and_a_new_game_from_the_start_view() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.init_resource::<Views>()
        .add_systems(Update, record_views);
    let black = puzzles(&app)
        .entries
        .iter()
        .position(|entry| entry.puzzle.position.side_to_move() == Colour::Black)
        .expect("a puzzle with Black to move");
    let facing = Some(ViewRequest::Preset(CameraPreset::Black));
    for _ in 0..2 {
        // Every time, though the last puzzle was of the same side (the camera may have turned).
        app.world_mut().resource_mut::<Views>().0.clear();
        send(&mut app, PuzzleRequest::Play(black));
        assert_eq!(app.world().resource::<Views>().0.last().copied(), facing);
    }
    send(&mut app, PuzzleRequest::Leave);
    app.world_mut().resource_mut::<Views>().0.clear();
    app.world_mut().write_message(NewGame::default());
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<Views>().0,
        [ViewRequest::Reset],
        "a new game is first seen from the start view"
    );
}

#[test]
fn the_hint_colour_is_not_the_wrong_colour() {
    for wrong in [MUST_CAPTURE, ERROR] {
        assert_ne!(HINT, wrong);
    }
    // Not a red: green at least half the red (amber, gold), unlike the must-capture flash.
    assert!(u16::from(HINT.g()) * 2 >= u16::from(HINT.r()), "{HINT:?}");
    assert!(u16::from(MUST_CAPTURE.g()) * 2 < u16::from(MUST_CAPTURE.r()));
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
    let wrong = wrong_move(&entry);
    play_wrong(&mut app, wrong);
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

#[test]
fn a_wrong_move_is_explained_by_its_refutation_and_a_retry_is_not_solved() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut app, PuzzleRequest::Next);
    let entry = current(&app);
    let wrong = wrong_move(&entry);
    play_wrong(&mut app, wrong);
    let StepState::Wrong(seen) = learn(&app).state else {
        panic!("not wrong: {:?}", learn(&app).state);
    };
    let (reply, effects) = seen.reply.unwrap();
    // The arrow: the reply, from the position the wrong move left.
    let refutation = puzzles(&app).refutation.expect("the arrow is set");
    assert_eq!(refutation.wrong, wrong.into());
    assert_eq!(refutation.reply, reply);
    assert_eq!(refutation.effects, effects);
    assert_eq!(
        refutation.before,
        entry.puzzle.position.after_unchecked(wrong).into()
    );
    assert!(refutation.before.legal_moves().contains(&reply));
    // The words: the wrong move, the side answering, its reply and what it wins.
    let said = wrong_text(&seen, entry.puzzle.position.side_to_move());
    let opponent = match entry.puzzle.position.side_to_move() {
        lasca_rules::Colour::White => "Black",
        lasca_rules::Colour::Black => "White",
    };
    assert!(
        said.starts_with(&format!("{wrong} ")),
        "names the wrong move: {said}"
    );
    assert!(
        said.contains(&format!("{opponent} answers {reply}")),
        "{said}"
    );
    if effects.taken > 0 {
        assert!(said.contains("loses") && said.contains("takes"), "{said}");
    }
    let status = text(&app).status;
    assert_eq!(status[0], (said, Tone::Bad));
    assert_eq!(text(&app).standing, Standing::Wrong);
    assert_eq!(settings(&app).puzzle_history.tries.len(), 1);

    // Retry, then the solution: done, but not solved, and the counters agree.
    send(&mut app, PuzzleRequest::Retry);
    assert_eq!(learn(&app).state, StepState::Trying);
    assert_eq!(
        puzzles(&app).refutation,
        None,
        "the arrow goes with the retry"
    );
    solve(&mut app);
    for _ in 0..5 {
        app.update();
    }
    let text = text(&app);
    assert_eq!(text.standing, Standing::SolvedLater);
    let words = all_words(&text);
    assert!(!words.contains("Solved"), "{words}");
    assert!(words.contains("not solved at the first try"), "{words}");
    assert!(settings(&app).puzzles_solved.is_empty(), "solved 0");
    assert!(text.player.contains("solved 0"), "{}", text.player);
    assert_eq!(settings(&app).puzzle_streak, 0);
    assert_eq!(
        settings(&app).puzzle_history.tries,
        [PuzzleTry {
            id: entry.id,
            solved: false
        }],
        "only the first try counts"
    );
}

#[test]
fn show_me_is_shown_not_solved() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut app, PuzzleRequest::Next);
    let entry = current(&app);
    play_wrong(&mut app, wrong_move(&entry));
    send(&mut app, PuzzleRequest::ShowMe);
    run_until(&mut app, |app| {
        matches!(learn(app).state, StepState::Solved { .. })
    });
    settle(&mut app);
    assert_eq!(learn(&app).state, StepState::Solved { shown: true });
    assert_eq!(game(&app).moves(), entry.puzzle.line.as_slice());
    let text = text(&app);
    assert_eq!(text.standing, Standing::Shown);
    let words = all_words(&text);
    assert!(words.contains("Shown, not solved"), "{words}");
    assert!(!words.contains("Solved"), "{words}");
    assert!(settings(&app).puzzles_solved.is_empty());
    // Leave puzzles: the game before them comes back.
    send(&mut app, PuzzleRequest::Leave);
    assert_eq!(
        *app.world().resource::<State<AppMode>>().get(),
        AppMode::Play
    );
    assert_eq!(game(&app).ply(), 0);
}

#[test]
fn the_next_puzzle_is_near_the_rating_with_other_themes_and_the_seed_decides() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    let start = index_of(&app, "p0113");
    send(&mut app, PuzzleRequest::Play(start));
    let first = current(&app);
    assert_eq!(first.id, "p0113");
    assert_eq!(learn(&app).kind(), LessonKind::Puzzle);
    let mut seen = vec![first.clone()];
    for _ in 0..4 {
        send(&mut app, PuzzleRequest::Next);
        let next = current(&app);
        let player = puzzles(&app).player.rating;
        let rating = puzzles(&app).rating_of(&next).rating;
        assert!(
            (rating - player).abs() <= RATING_WINDOW,
            "{} rated {rating}, the player {player}",
            next.id
        );
        let before = seen.last().unwrap();
        assert!(
            next.puzzle
                .themes
                .iter()
                .any(|theme| !before.puzzle.themes.contains(theme)),
            "{} ({:?}) after {} ({:?})",
            next.id,
            next.puzzle.themes,
            before.id,
            before.puzzle.themes
        );
        assert!(seen.iter().all(|e| e.id != next.id), "{} again", next.id);
        seen.push(next);
    }
    assert_ne!(seen[1].id, "p0114", "not the file's order");
    // The same seed, rating and puzzles: the same choice; another seed varies it.
    let again = |seed: u64| {
        let mut app = app_with(Game::new(), AnimationSpeed::Instant);
        app.world_mut().resource_mut::<Puzzles>().seed = seed;
        send(&mut app, PuzzleRequest::Play(start));
        send(&mut app, PuzzleRequest::Next);
        current(&app).id
    };
    assert_eq!(again(0), seen[1].id);
    let others: Vec<String> = (1..6).map(again).collect();
    assert!(others.iter().any(|id| *id != seen[1].id), "{others:?}");
}

#[test]
fn a_puzzle_is_not_in_the_lessons_list() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut app, PuzzleRequest::Next);
    let count = learn(&app).lesson_count();
    let course = learn(&app).lessons.len();
    assert_eq!(learn(&app).kind_at(count - 1), LessonKind::Puzzle);
    assert!((0..course).all(|i| learn(&app).kind_at(i) == LessonKind::Course));
    // The lessons opened from the puzzles start at the course.
    app.world_mut().write_message(LearnRequest::Open);
    app.update();
    settle(&mut app);
    assert_eq!(learn(&app).kind(), LessonKind::Course);
    assert!(puzzle_text(learn(&app), puzzles(&app), settings(&app)).is_none());
}
