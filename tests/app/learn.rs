//! The lessons, headless: a step is played with picks as a player would, a wrong move is
//! answered by the engine, Show me plays the solution, and leaving puts the game back.

use bevy::prelude::*;
use lasca::app::core::{AppMode, CurrentGame, Feedback, Seats, TurnState, UserSettings};
use lasca::app::features::learn::{Learn, LearnRequest, LessonKind, StepState, solved_words};
use lasca::record::{AnimationSpeed, Player, Players, Step};
use lasca_rules::{AnyMove, Game, Move};

use super::{any_game, app_with, game, pick, run_until, settle, state};

fn mode(app: &App) -> AppMode {
    *app.world().resource::<State<AppMode>>().get()
}

pub fn learn(app: &App) -> &Learn {
    app.world().resource::<Learn>()
}

fn step(app: &App) -> Step {
    learn(app).current_step().expect("a step is open").clone()
}

fn request(app: &mut App, request: LearnRequest) {
    app.world_mut().write_message(request);
    app.update();
    settle(app);
}

/// Picks the move's squares one by one, as a player clicks them.
pub fn pick_move(app: &mut App, mv: impl Into<AnyMove>) {
    let mv: AnyMove = mv.into();
    for square in mv.path() {
        // A forced continuation plays itself: stop once the move has gone.
        if state(app) != TurnState::AwaitingMove {
            break;
        }
        pick(app, &square.to_string());
    }
    settle(app);
}

/// An app in the middle of a game against the AI, with the lessons opened at lesson `index`.
fn learning(index: usize) -> (App, Game) {
    let mut game = Game::new();
    game.play_str("c3-d4").unwrap();
    let mut app = app_with(game.clone(), AnimationSpeed::Instant);
    app.insert_resource(Seats(Players {
        white: Player::Human,
        black: Player::ai(2),
    }));
    // The AI thinks of no move in a lesson: the seats are two people at one screen.
    request(&mut app, LearnRequest::Lesson(index));
    (app, game)
}

/// Plays the step's first solution with picks, the replies coming by themselves.
pub fn solve(app: &mut App) {
    let step = step(app);
    let line = step.solutions[0].clone();
    for (ply, &mv) in line.iter().enumerate() {
        if ply % 2 == 0 {
            run_until(app, |app| {
                learn(app).awaits_player() && state(app) == TurnState::AwaitingMove
            });
            // The board waits for the player's own move, however long he thinks.
            for _ in 0..100 {
                app.update();
            }
            assert_eq!(
                any_game(app).ply(),
                ply,
                "the player's move waits for his picks"
            );
            pick_move(app, mv);
        } else {
            run_until(app, |app| any_game(app).ply() > ply);
            assert_eq!(any_game(app).moves()[ply], mv, "the lesson's reply");
        }
    }
    assert!(
        matches!(learn(app).state, StepState::Solved { shown: false }),
        "solved: {:?}",
        learn(app).state
    );
}

#[test]
fn a_whole_lesson_is_played_with_picks_and_is_kept_as_finished() {
    let (mut app, _) = learning(0);
    assert_eq!(mode(&app), AppMode::Learn);
    assert_eq!(*app.world().resource::<Seats>(), Seats(Players::HOTSEAT));
    let steps = learn(&app).current_lesson().unwrap().steps.len();
    assert!(steps >= 2, "a lesson of a few steps");
    for index in 0..steps {
        assert_eq!(learn(&app).step, index);
        assert_eq!(
            any_game(&app).position(),
            step(&app).position,
            "the step's position"
        );
        solve(&mut app);
        let done = &app.world().resource::<UserSettings>().settings.lessons_done;
        assert_eq!(
            done.len(),
            usize::from(index + 1 == steps),
            "finished only at the end"
        );
        request(&mut app, LearnRequest::Next);
    }
    // Next after the last step opens the next lesson.
    assert_eq!((learn(&app).lesson, learn(&app).step), (1, 0));
    let id = learn(&app).lessons[0].id.clone();
    assert_eq!(
        app.world().resource::<UserSettings>().settings.lessons_done,
        vec![id]
    );
    // Open goes on at the first lesson not finished.
    request(&mut app, LearnRequest::Leave);
    request(&mut app, LearnRequest::Open);
    assert_eq!(learn(&app).lesson, 1);
}

/// The first step of any lesson with a legal move that no solution starts with.
fn step_with_a_wrong_move(app: &mut App) -> AnyMove {
    let lessons = learn(app).lessons.clone();
    for (index, lesson) in lessons.iter().enumerate() {
        for (number, step) in lesson.steps.iter().enumerate() {
            let wrong = step.position.legal_moves().iter().copied().find(|&mv| {
                !step.accepts(&[], mv)
                    && step
                        .position
                        .after(mv)
                        .is_ok_and(|after| after.has_legal_move())
            });
            if let Some(wrong) = wrong {
                request(app, LearnRequest::Lesson(index));
                for _ in 0..number {
                    request(app, LearnRequest::Next);
                }
                return wrong;
            }
        }
    }
    panic!("no lesson step has a wrong move");
}

#[test]
fn a_wrong_move_is_answered_by_the_engine_then_retry_and_show_me() {
    let (mut app, _) = learning(0);
    let wrong = step_with_a_wrong_move(&mut app);
    let start = step(&app).position;
    pick_move(&mut app, wrong);
    let StepState::Wrong(seen) = learn(&app).state else {
        panic!("not wrong: {:?}", learn(&app).state);
    };
    assert_eq!(seen.mv, wrong);
    // The board is locked until the reply is on it.
    run_until(&mut app, |app| {
        matches!(learn(app).state, StepState::Wrong(w) if w.reply.is_some())
            && state(app) != TurnState::Animating
    });
    assert_eq!(game(&app).ply(), 2, "the wrong move and the engine's reply");
    let before = game(&app).ply();
    let side = game(&app).position().side_to_move();
    if let Some(&mv) = game(&app).legal_moves().first() {
        pick_move(&mut app, mv);
    }
    assert_eq!(
        game(&app).ply(),
        before,
        "no move after a wrong one: {side} waits for Retry"
    );

    request(&mut app, LearnRequest::Retry);
    assert_eq!(learn(&app).state, StepState::Trying);
    assert_eq!(
        (any_game(&app).position(), any_game(&app).ply()),
        (start, 0)
    );

    request(&mut app, LearnRequest::ShowMe);
    let line = step(&app).solutions[0].clone();
    run_until(&mut app, |app| {
        matches!(learn(app).state, StepState::Solved { .. })
    });
    settle(&mut app);
    assert_eq!(learn(&app).state, StepState::Solved { shown: true });
    assert_eq!(
        any_game(&app).moves(),
        line,
        "Show me plays the first solution"
    );
    let done = &app.world().resource::<UserSettings>().settings.lessons_done;
    assert!(done.is_empty(), "a shown step is not a finished lesson");
}

#[test]
fn an_illegal_pick_is_refused_in_the_games_words() {
    let (mut app, _) = learning(0);
    // A lesson whose first step must capture: picking a column that cannot capture says so.
    let lessons = learn(&app).lessons.clone();
    let (index, idle) = lessons
        .iter()
        .enumerate()
        .find_map(|(i, lesson)| {
            let p = lesson.steps[0].position;
            let side = p.side_to_move();
            let legal = p.legal_moves();
            let idle = p
                .columns()
                .into_iter()
                .filter(|(_, men)| men[0].colour == side)
                .map(|(square, _)| square)
                .find(|&sq| p.must_capture() && !legal.iter().any(|mv| mv.from() == sq))?;
            Some((i, idle))
        })
        .expect("a lesson about compulsory capture");
    request(&mut app, LearnRequest::Lesson(index));
    pick(&mut app, &idle.to_string());
    let message = app.world().resource::<Feedback>().message.clone();
    assert!(
        message
            .as_deref()
            .is_some_and(|m| m.starts_with("Capture is compulsory")),
        "{message:?}"
    );
    assert_eq!(learn(&app).state, StepState::Trying);
    assert_eq!(game(&app).ply(), 0);
}

#[test]
fn leaving_puts_back_the_game_and_its_players() {
    let (mut app, game_before) = learning(2);
    request(&mut app, LearnRequest::Leave);
    assert_eq!(mode(&app), AppMode::Play);
    assert_eq!(
        app.world().resource::<CurrentGame>().game.moves(),
        lasca_rules::AnyGame::from(game_before.clone()).moves()
    );
    assert_eq!(
        app.world().resource::<Seats>().0,
        Players {
            white: Player::Human,
            black: Player::ai(2)
        }
    );
    // Requests for a lesson's buttons do nothing outside the lessons (the AI plays on).
    request(&mut app, LearnRequest::Next);
    assert_eq!(mode(&app), AppMode::Play);
    assert!(game(&app).moves().starts_with(game_before.moves()));
}

#[test]
fn undo_and_a_lesson_that_does_not_exist_change_nothing() {
    let (mut app, _) = learning(0);
    let first = step(&app).solutions[0][0];
    pick_move(&mut app, first);
    let played = game(&app).ply();
    // Undo (Ctrl+Z) belongs to games: in a lesson, Retry starts the step again.
    request_history(&mut app);
    assert_eq!(game(&app).ply(), played);
    assert_eq!(mode(&app), AppMode::Learn);
    // Leaving, then asking for lesson 99: the game stays, no lesson opens.
    request(&mut app, LearnRequest::Leave);
    request(&mut app, LearnRequest::Lesson(98));
    assert_eq!(mode(&app), AppMode::Play);
}

fn request_history(app: &mut App) {
    app.world_mut()
        .write_message(lasca::app::core::HistoryRequest::Undo);
    app.update();
    settle(app);
}

#[test]
fn in_a_line_of_moves_the_lesson_answers_and_then_waits_for_the_player() {
    let (mut app, _) = learning(0);
    let lessons = learn(&app).lessons.clone();
    let index = lessons
        .iter()
        .position(|l| l.steps[0].solutions[0].len() >= 3)
        .expect("a lesson whose first step is a line of moves");
    request(&mut app, LearnRequest::Lesson(index));
    solve(&mut app);
    assert_eq!(game(&app).ply(), step(&app).solutions[0].len());
}

#[test]
fn practice_accepts_a_move_as_good_as_the_lessons_and_says_so() {
    use lasca::record::{Goal, Lesson};
    use lasca_ai::puzzle::{GOOD_MARGIN, acceptable_moves};
    let start = lasca_rules::Position::start();
    let solution: Move = "c3-d4".parse().unwrap();
    // The engine's own list of moves as good as the lesson's: what the step must accept.
    let good = acceptable_moves(&start, solution, GOOD_MARGIN);
    let other = *good.get(1).expect("the start has more than one good move");
    let poor = start
        .legal_moves()
        .iter()
        .copied()
        .find(|mv| !good.contains(mv));
    let lesson = Lesson {
        id: "mistakes".into(),
        title: "Practice".into(),
        about: String::new(),
        steps: vec![Step {
            title: "Your move 1".into(),
            position: start.into(),
            say: Vec::new(),
            task: "Find a good move.".into(),
            goal: Goal::Best,
            solutions: vec![vec![solution.into()]],
            hint: None,
            done: Some("Yes: c3-d4.".into()),
            line: 0,
        }],
    };
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    request(&mut app, LearnRequest::Practise(Box::new(lesson.clone())));
    assert_eq!(learn(&app).kind(), LessonKind::Practice);
    pick_move(&mut app, other);
    run_until(&mut app, |app| {
        !matches!(learn(app).state, StepState::Judging(_))
    });
    assert_eq!(learn(&app).state, StepState::Solved { shown: false });
    assert_eq!(learn(&app).also_good, Some((other.into(), solution.into())));
    // A move clearly worse is still wrong, answered by the engine.
    if let Some(poor) = poor {
        request(&mut app, LearnRequest::Practise(Box::new(lesson)));
        pick_move(&mut app, poor);
        run_until(
            &mut app,
            |app| matches!(learn(app).state, StepState::Wrong(w) if w.reply.is_some()),
        );
        assert_eq!(learn(&app).also_good, None);
    }
}

#[test]
fn show_me_says_shown_and_not_right() {
    let (mut app, _) = learning(0);
    let done = step(&app)
        .done
        .expect("the first step explains its solution");
    assert!(done.starts_with("Right"), "{done}");
    request(&mut app, LearnRequest::ShowMe);
    run_until(&mut app, |app| {
        matches!(learn(app).state, StepState::Solved { .. })
    });
    settle(&mut app);
    assert_eq!(learn(&app).state, StepState::Solved { shown: true });
    let words = solved_words(learn(&app));
    assert_eq!(words[0], "Shown, not solved: that is the solution.");
    assert!(
        words.iter().all(|line| !line.starts_with("Right")),
        "{words:?}"
    );
    // The explanation stays, without the "Right." of a solution found.
    let rest = done
        .trim_start_matches("Right")
        .trim_start_matches(['.', ':'])
        .trim();
    assert_eq!(words.get(1), Some(&rest.to_owned()), "{words:?}");
    // Found by the player, the step says so, its words as they are.
    request(&mut app, LearnRequest::Retry);
    solve(&mut app);
    let words = solved_words(learn(&app));
    assert_eq!(words[0], "✔ Well done!");
    assert_eq!(words[1], done);
}

#[test]
fn the_lasca_8x8_and_bashni_lessons_are_played_on_the_8x8_board() {
    let (mut app, _) = learning(0);
    let lessons = learn(&app).lessons.clone();
    for id in ["17-lasca-on-8x8", "18-bashni"] {
        let index = lessons
            .iter()
            .position(|lesson| lesson.id == id)
            .expect("the variant's lesson ships");
        request(&mut app, LearnRequest::Lesson(index));
        for number in 0..lessons[index].steps.len() {
            assert_eq!(learn(&app).step, number);
            let position = any_game(&app).position();
            assert_eq!(position, step(&app).position, "the step's position");
            assert_eq!(position.size(), 8, "{id} is played on the 8x8 board");
            solve(&mut app);
            request(&mut app, LearnRequest::Next);
        }
    }
    let done = &app.world().resource::<UserSettings>().settings.lessons_done;
    assert!(
        ["17-lasca-on-8x8", "18-bashni"]
            .iter()
            .all(|id| done.iter().any(|d| d == id)),
        "{done:?}"
    );
}

#[test]
fn the_lasca_8x8_lesson_refuses_a_backward_capture() {
    let (mut app, _) = learning(0);
    let lessons = learn(&app).lessons.clone();
    let index = lessons
        .iter()
        .position(|lesson| lesson.id == "17-lasca-on-8x8")
        .expect("the lesson ships");
    request(&mut app, LearnRequest::Lesson(index));
    // Its second step: a white soldier that may not capture backward; picking the black
    // soldier's square behind it is no move.
    request(&mut app, LearnRequest::Next);
    let start = step(&app).position;
    pick(&mut app, "d4");
    pick(&mut app, "b2");
    assert_eq!(
        any_game(&app).position(),
        start,
        "no backward capture in lasca8"
    );
    assert_eq!(learn(&app).state, StepState::Trying);
}
