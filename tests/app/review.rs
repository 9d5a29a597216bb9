//! The review, headless: a game where one side throws away a won position on purpose gets that
//! move marked a blunder with the better move; a saved game keeps its review, so the second is
//! instant; a review can be cancelled; the window opens with its progress in the frame it is
//! asked for; the human's mistakes become a lesson, only theirs, and a game nobody here played
//! asks whose mistakes to practise.

use std::sync::atomic::AtomicBool;

use bevy::prelude::*;
use lasca::app::core::builtin::LASKER_1911;
use lasca::app::core::{
    Activity, AppMode, CurrentGame, Feature, KeptReviews, Open, RecordFiles, ReplaceGame, Seats,
    Strength, game_key,
};
use lasca::app::features::learn::{Learn, LessonKind};
use lasca::app::features::library::LibraryRequest;
use lasca::app::features::review::{Review, ReviewRequest};
use lasca::app::play::{OpenGame, SaveGame};
use lasca::record::{AnimationSpeed, Player, Players, read_games};
use lasca_ai::review::{
    GameReview, MoveClass, MoveComment, PositionReview, PositionScore, score_moves,
};
use lasca_ai::{SearchLimits, Searcher};
use lasca_rules::{Colour, Game, Move, RuleSettings};

use super::{any_game, app_with, game, run_until, settle};

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
    let game = any_game(app).clone();
    app.world()
        .resource::<Review>()
        .of(&game)
        .is_some_and(|c| c.is_done())
}

fn run_review(app: &mut App, strength: Strength) {
    send(app, ReviewRequest::Start(strength));
    run_until(app, reviewed);
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
            game: blundered.clone().into(),
            players: Some(Seats(players)),
            owner: Activity::Game,
        },
    );
    run_review(&mut app, Strength::Quick);
    let review = app.world().resource::<Review>();
    let comments = review.of(&blundered.clone().into()).unwrap();
    assert_eq!(comments.scores.len(), blundered.ply() + 1);
    let comment = comments.on_ply(ply).unwrap();
    assert_eq!(comment.class, MoveClass::Blunder, "{comment:?}");
    let better = comment.better.map(|(mv, _)| mv).expect("a better move");
    assert!(
        good.iter().any(|&mv| better == mv.into()),
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
    let comment = *review
        .of(&blundered.clone().into())
        .unwrap()
        .on_ply(ply)
        .unwrap();
    assert_eq!(comment.class, MoveClass::Blunder);

    // The human's blunder becomes a step of a lesson: find the better move.
    send(&mut app, ReviewRequest::Practise(None));
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
        .find(|s| s.position == before.into())
        .expect("the blunder's step");
    assert!(step.accepts(&[], better));
    assert_eq!(
        app.world().resource::<CurrentGame>().game.position(),
        lesson.steps[0].position
    );
}

#[test]
fn a_review_under_way_can_be_cancelled_and_the_frames_go_on() {
    let long = engine_game(30);
    let mut app = app_with(long.clone(), AnimationSpeed::Instant);
    send(&mut app, ReviewRequest::Start(Strength::Deep));
    assert!(!reviewed(&mut app), "a deep review takes a while");
    send(&mut app, ReviewRequest::Cancel);
    assert!(
        app.world()
            .resource::<Review>()
            .of(&long.clone().into())
            .is_none()
    );
}

/// A game of the engine's against itself, `plies` long, at depth 2.
fn engine_game(plies: usize) -> Game {
    let mut game = Game::new();
    let searcher = Searcher::new(8);
    for _ in 0..plies {
        let result = searcher.search(
            &game,
            &SearchLimits::depth(2),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        match result.best_move {
            Some(mv) => game.try_play(mv).unwrap(),
            None => break,
        }
    }
    game
}

/// A review of `game` (no search) where each move that had another is a mistake, the other
/// move the better one.
fn every_move_a_mistake(game: &Game) -> GameReview {
    let mut positions = Vec::new();
    let mut comments = Vec::new();
    for ply in 0..=game.ply() {
        let before = Game::from_position(*game.position_at(ply).unwrap(), game.settings());
        let played = game.moves().get(ply).copied();
        let other = before
            .legal_moves()
            .iter()
            .copied()
            .find(|m| Some(*m) != played);
        let side = before.position().side_to_move();
        positions.push(PositionReview {
            score: PositionScore {
                best: other.or(played),
                line: other.into_iter().collect(),
                score: 100,
                side,
            },
            depth: 6,
        });
        if let Some(played) = played {
            comments.push(MoveComment {
                ply: ply + 1,
                played,
                side,
                white_after: 0,
                loss: 200,
                class: if other.is_some() {
                    MoveClass::Mistake
                } else {
                    MoveClass::Best
                },
                white_before: 0,
                better: other.map(|m| (m, 0)),
                depth: 6,
                value: -100,
            });
        }
    }
    GameReview {
        positions,
        comments,
    }
}

/// Puts a finished review of the game on the board in place (as a saved game would) and
/// opens it.
fn reviewed_at_once(app: &mut App) -> GameReview {
    let game = game(app).clone();
    let review = every_move_a_mistake(&game);
    app.world_mut().resource_mut::<KeptReviews>().keep(
        game_key(&game.into()),
        Strength::Deep,
        review.map(Into::into),
    );
    send(app, ReviewRequest::Start(Strength::Quick));
    assert!(reviewed(app));
    review
}

fn mode(app: &App) -> AppMode {
    *app.world().resource::<State<AppMode>>().get()
}

/// The practice lesson open: each step's side to move, and its words.
fn practice(app: &App) -> Vec<(Colour, String)> {
    let learn = app.world().resource::<Learn>();
    assert_eq!(learn.kind(), LessonKind::Practice);
    let lesson = learn.current_lesson().expect("a practice");
    lesson
        .steps
        .iter()
        .map(|s| (s.player(), format!("{} {}", s.title, s.say.join(" "))))
        .collect()
}

/// The plies of `side` in `review` that have a better move.
fn mistakes_of(review: &GameReview, side: Colour) -> usize {
    review
        .comments
        .iter()
        .filter(|c| c.side == side && c.better.is_some())
        .count()
}

/// Lasker's second game (39 plies, over: nobody moves on).
fn lasker_s_second_game() -> Game {
    read_games(LASKER_1911, RuleSettings::default()).games[1]
        .game
        .seven()
        .expect("a Lasca 7x7 game")
        .clone()
}

#[test]
fn practising_my_mistakes_takes_only_the_moves_of_my_side() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    let lasker = lasker_s_second_game();
    assert!(lasker.outcome().is_some());
    for (human, ai) in [
        (Colour::White, Colour::Black),
        (Colour::Black, Colour::White),
    ] {
        let mut players = Players::HOTSEAT;
        match ai {
            Colour::White => players.white = Player::ai(3),
            Colour::Black => players.black = Player::ai(3),
        }
        send(
            &mut app,
            ReplaceGame {
                game: lasker.clone().into(),
                players: Some(Seats(players)),
                owner: Activity::Game,
            },
        );
        let review = reviewed_at_once(&mut app);
        send(&mut app, ReviewRequest::Practise(None));
        assert_eq!(mode(&app), AppMode::Learn);
        let steps = practice(&app);
        assert_eq!(steps.len(), mistakes_of(&review, human), "{steps:#?}");
        for (side, words) in &steps {
            assert_eq!(*side, human, "only the human's moves: {words}");
            assert!(words.contains("you played"), "{words}");
        }
        send(&mut app, lasca::app::features::learn::LearnRequest::Leave);
        assert_eq!(mode(&app), AppMode::Play);
    }
}

#[test]
fn a_game_nobody_here_played_asks_whose_mistakes_to_practise() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    let lasker = lasker_s_second_game();
    type Put = fn(&mut App, &Game);
    let cases: [(&str, Put); 3] = [
        // (Over, so that nobody plays on.)
        ("a game of the AI against itself", |app, game| {
            send(
                app,
                ReplaceGame {
                    game: game.clone().into(),
                    players: Some(Seats(Players {
                        white: Player::ai(2),
                        black: Player::ai(5),
                    })),
                    owner: Activity::Game,
                },
            );
        }),
        ("Lasker's game, replayed", |app, _| {
            send(app, LibraryRequest::Replay(1));
        }),
        ("a game file that does not say who played", |app, _| {
            send(
                app,
                ReplaceGame {
                    game: lasker_s_second_game().into(),
                    players: None,
                    owner: Activity::Game,
                },
            );
        }),
    ];
    for (case, put) in cases {
        put(&mut app, &lasker);
        assert_eq!(game(&app).moves(), lasker.moves(), "{case}");
        let review = reviewed_at_once(&mut app);
        send(&mut app, ReviewRequest::Practise(None));
        assert!(
            app.world().resource::<Review>().asking_side,
            "{case}: the window asks whose mistakes"
        );
        assert_eq!(mode(&app), AppMode::Play, "{case}: no lesson yet");
        send(&mut app, ReviewRequest::Practise(Some(Colour::Black)));
        assert_eq!(mode(&app), AppMode::Learn, "{case}");
        assert!(!app.world().resource::<Review>().asking_side);
        let steps = practice(&app);
        assert_eq!(steps.len(), mistakes_of(&review, Colour::Black), "{case}");
        for (side, words) in &steps {
            assert_eq!(*side, Colour::Black, "{case}: {words}");
            assert!(words.contains("Black played"), "{case}: {words}");
            assert!(
                !words.contains("you") && !words.contains("Your"),
                "{case}: {words}"
            );
        }
        send(&mut app, lasca::app::features::learn::LearnRequest::Leave);
        assert_eq!(mode(&app), AppMode::Play, "{case}");
    }
}

#[test]
fn the_window_opens_with_its_progress_in_the_frame_it_is_asked_for() {
    let long = engine_game(30);
    let mut app = app_with(long.clone(), AnimationSpeed::Instant);
    assert!(!app.world().resource::<Review>().open);
    // The game over panel's Review button: open the window and review the game.
    app.world_mut().write_message(Open(Feature::Review));
    app.world_mut()
        .write_message(ReviewRequest::Start(Strength::Deep));
    app.update();
    let review = app.world().resource::<Review>();
    assert!(review.open, "open in the first frame");
    let (done, total) = review
        .progress(&long.clone().into())
        .expect("the progress in the first frame");
    assert_eq!(total, long.ply() + 1);
    assert!(
        done < total,
        "a deep review is under way, not done in a frame"
    );
    send(&mut app, ReviewRequest::Cancel);
    assert!(
        app.world()
            .resource::<Review>()
            .progress(&long.clone().into())
            .is_none()
    );
    assert!(app.world().resource::<Review>().open);
}
