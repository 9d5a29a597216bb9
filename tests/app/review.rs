//! The review, headless: a game where one side throws away a won position on purpose gets that
//! move marked a blunder with the better move; a saved game keeps its review, so the second is
//! instant; a review can be cancelled; the human's mistakes become a lesson.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;
use lasca::app::core::{Activity, AppMode, CurrentGame, RecordFiles, ReplaceGame, Seats, Strength};
use lasca::app::features::learn::{Learn, LearnRequest, LessonKind};
use lasca::app::features::review::{Review, ReviewRequest, mistakes_lesson};
use lasca::app::play::{OpenGame, SaveGame};
use lasca::record::{AnimationSpeed, Players};
use lasca_ai::review::{MoveClass, score_moves};
use lasca_ai::{SearchLimits, Searcher};
use lasca_rules::{Game, Move};

use super::{app_with, game, settle};

fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
    settle(app);
}

/// A game of the engine's where, at the first position with a clear best move and a move that
/// gives the advantage away, the side to move plays the worst one; then four more moves.
/// Returns the game, the blunder's ply and the moves there clearly better than the blunder
/// (by two men or more, at depth 6).
fn game_with_a_blunder() -> (Game, usize, Vec<Move>) {
    let searcher = Searcher::new(8);
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    loop {
        let moves = score_moves(&game, 6);
        let ((_, top), (worst, bottom)) = (moves[0], *moves.last().unwrap());
        if top >= 150 && bottom <= top - 400 {
            let ply = game.ply() + 1;
            game.try_play(worst).unwrap();
            for _ in 0..4 {
                let result = searcher.search(&game, &SearchLimits::depth(4), &stop, &mut |_| {});
                if let Some(mv) = result.best_move {
                    game.try_play(mv).unwrap();
                }
            }
            let good = moves
                .iter()
                .filter(|m| m.1 >= bottom + 200)
                .map(|m| m.0)
                .collect();
            return (game, ply, good);
        }
        let mv = searcher
            .search(&game, &SearchLimits::depth(3), &stop, &mut |_| {})
            .best_move;
        game.try_play(mv.unwrap()).unwrap();
    }
}

fn reviewed(app: &mut App) -> bool {
    let game = game(app).clone();
    app.world()
        .resource::<Review>()
        .of(&game)
        .is_some_and(|c| c.is_done())
}

fn run_review(app: &mut App, strength: Strength) {
    send(app, ReviewRequest::Start(strength));
    for _ in 0..20_000 {
        if reviewed(app) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the review never finished");
}

#[test]
fn a_thrown_away_win_is_marked_a_blunder_with_the_better_move_and_kept_in_the_save() {
    let (blundered, ply, good) = game_with_a_blunder();
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.insert_resource(RecordFiles::in_folder(folder.path()));
    // Two people at one screen: nobody plays on while the review runs.
    let players = Players::HOTSEAT;
    send(
        &mut app,
        ReplaceGame {
            game: blundered.clone(),
            players: Some(Seats(players)),
            owner: Activity::Game,
        },
    );
    run_review(&mut app, Strength::Quick);
    let review = app.world().resource::<Review>();
    let comments = review.of(&blundered).unwrap();
    assert_eq!(comments.scores.len(), blundered.ply() + 1);
    let comment = comments.on_ply(ply).unwrap();
    assert_eq!(comment.class, MoveClass::Blunder, "{comment:?}");
    let better = comment.better.map(|(mv, _)| mv).expect("a better move");
    assert!(
        good.contains(&better),
        "{better} is clearly better than the blunder: {good:?}"
    );

    // Saved with the game, the review is back at once in another run.
    let path = folder.path().join("blunder.json");
    send(&mut app, SaveGame(path.clone()));
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("\"review\"")
    );
    let mut again = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut again, OpenGame(path));
    assert_eq!(game(&again).moves(), blundered.moves());
    send(&mut again, ReviewRequest::Start(Strength::Quick));
    assert!(
        reviewed(&mut again),
        "a kept review is there in the first frame"
    );
    let review = again.world().resource::<Review>();
    let comment = *review.of(&blundered).unwrap().on_ply(ply).unwrap();
    assert_eq!(comment.class, MoveClass::Blunder);

    // The human's blunder becomes a step of a lesson: find the better move.
    let lesson = mistakes_lesson(
        &blundered,
        app.world().resource::<Review>().of(&blundered).unwrap(),
        app.world().resource::<Seats>(),
    )
    .expect("the human's mistakes");
    send(&mut app, LearnRequest::Practise(Box::new(lesson)));
    assert_eq!(
        *app.world().resource::<State<AppMode>>().get(),
        AppMode::Learn
    );
    let learn = app.world().resource::<Learn>();
    let lesson = learn.current_lesson().unwrap();
    assert_eq!(learn.kind(), LessonKind::Practice);
    let before = *blundered.position_at(ply - 1).unwrap();
    let step = lesson
        .steps
        .iter()
        .find(|s| s.position == before)
        .expect("the blunder's step");
    assert!(step.accepts(&[], better));
    assert_eq!(
        *app.world().resource::<CurrentGame>().game.position(),
        lesson.steps[0].position
    );
}

#[test]
fn a_review_under_way_can_be_cancelled_and_the_frames_go_on() {
    let mut long = Game::new();
    let searcher = Searcher::new(8);
    for _ in 0..30 {
        let result = searcher.search(
            &long,
            &SearchLimits::depth(2),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        match result.best_move {
            Some(mv) => long.try_play(mv).unwrap(),
            None => break,
        }
    }
    let mut app = app_with(long.clone(), AnimationSpeed::Instant);
    send(&mut app, ReviewRequest::Start(Strength::Deep));
    assert!(!reviewed(&mut app), "a deep review takes a while");
    send(&mut app, ReviewRequest::Cancel);
    assert!(app.world().resource::<Review>().of(&long).is_none());
}
