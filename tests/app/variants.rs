//! Lasca 8x8, bashni and the sandbox on the 3D board: picks with lit landings, flying kings,
//! promotion that ends a capture (lasca8) or goes on (bashni), the men in step after every move,
//! new games of each variant, undo, saves and game files, the AI, the keyboard's cursor and the
//! editor's free setup.

use bevy::prelude::*;
use lasca::app::board::{ManPiece, Placement, Stacks, square_centre};
use lasca::app::core::{
    BoardCursor, CurrentGame, HistoryRequest, NewGame, RecordFiles, Seats, Selection, TurnState,
    Watch,
};
use lasca::app::features::editor::{EditorRequest, PositionEditor, Tool};
use lasca::app::play::{AiOptions, OpenGame, SaveGame};
use lasca::record::{AnimationSpeed, Player, Players};
use lasca_ai::SearchLimits;
use lasca_rules::{AnyGame, AnyPosition, AnySquare, Colour, Man, Variant};

use crate::{
    any_game, app_at, app_with, assert_in_step, pick, run_until, settle, square_of, state,
};

fn landings(app: &App) -> Vec<String> {
    let selection = app.world().resource::<Selection>();
    selection
        .landings()
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn column(app: &App, name: &str) -> Vec<Man> {
    any_game(app).position().men(square_of(app, name))
}

#[test]
fn a_flying_king_lights_every_landing_and_its_capture_plays_out_in_step() {
    let mut app = app_at("bashni: w a1:W d4:b h8:b", AnimationSpeed::Normal);
    assert_eq!(app.world().resource::<Stacks>().size(), 8);
    assert_in_step(&mut app, true);
    pick(&mut app, "a1");
    // Beyond the jumped man the king may land on any free square of the diagonal.
    assert_eq!(landings(&app), ["e5", "f6", "g7"]);
    pick(&mut app, "f6");
    app.update();
    assert_eq!(state(&app), TurnState::Animating);
    settle(&mut app);
    assert_eq!(any_game(&app).ply(), 1);
    assert_eq!(
        column(&app, "f6"),
        [Man::officer(Colour::White), Man::soldier(Colour::Black)]
    );
    assert!(column(&app, "d4").is_empty());
    assert_in_step(&mut app, true);
}

/// The promoted man's track: for each frame, its distance from `to` and whether it has
/// turned over (an officer's mark face up).
fn promotion_track(app: &mut App, from: &str, to: &str) -> Vec<(f32, bool)> {
    let (from, to) = (square_of(app, from), square_of(app, to));
    let mut query = app.world_mut().query::<(Entity, &Placement)>();
    let man = query
        .iter(app.world())
        .find(|(_, placement)| placement.square == from)
        .map(|(entity, _)| entity)
        .expect("a man on the start square");
    let mut track = Vec::new();
    for _ in 0..400 {
        app.update();
        let transform = app.world().get::<Transform>(man).copied().unwrap();
        let turned = (transform.rotation * Vec3::Y).y < 0.0;
        track.push((
            transform.translation.xz().distance(square_centre(to).xz()),
            turned,
        ));
        if state(app) != TurnState::Animating && track.len() > 2 {
            break;
        }
    }
    track
}

#[test]
fn bashni_crowns_a_man_in_the_middle_of_a_capture_and_it_captures_on_as_a_king() {
    let mut app = app_at("bashni: w d6:w e7:b g7:b a1:b", AnimationSpeed::Normal);
    pick(&mut app, "d6");
    assert_eq!(landings(&app), ["f8"]);
    // On f8 the man is crowned and the capture goes on, by itself (the only way on).
    let f8 = square_of(&app, "f8");
    app.world_mut()
        .write_message(lasca::app::core::BoardInput::Pick(f8));
    let track = promotion_track(&mut app, "d6", "h6");
    let game = any_game(&app);
    assert_eq!(game.moves()[0].to_string(), "d6xf8xh6");
    assert_eq!(
        column(&app, "h6"),
        [
            Man::officer(Colour::White),
            Man::soldier(Colour::Black),
            Man::soldier(Colour::Black)
        ]
    );
    // It turned over on f8, two squares short of the end, not on arriving.
    let turned_at = track
        .iter()
        .find(|(_, turned)| *turned)
        .map(|(distance, _)| *distance)
        .expect("the man turns over");
    assert!(turned_at > 1.5, "turned {turned_at} from h6: {track:?}");
    assert!(track.last().unwrap().1, "an officer at the end");
    assert_in_step(&mut app, true);
}

#[test]
fn lasca8_promotion_ends_the_capture() {
    let mut app = app_at("lasca8: w d6:w e7:b g7:b a1:b", AnimationSpeed::Normal);
    pick(&mut app, "d6");
    let track = promotion_track_after_pick(&mut app, "f8");
    assert_eq!(any_game(&app).moves()[0].to_string(), "d6xf8");
    assert_eq!(
        column(&app, "f8"),
        [Man::officer(Colour::White), Man::soldier(Colour::Black)]
    );
    assert_eq!(column(&app, "g7"), [Man::soldier(Colour::Black)]);
    assert!(track.last().unwrap().1, "crowned at the end");
    assert_in_step(&mut app, true);
}

fn promotion_track_after_pick(app: &mut App, to: &str) -> Vec<(f32, bool)> {
    let square = square_of(app, to);
    app.world_mut()
        .write_message(lasca::app::core::BoardInput::Pick(square));
    promotion_track(app, "d6", to)
}

#[test]
fn a_new_game_of_each_variant_lays_out_its_board_and_keeps_its_variant() {
    let mut app = app_with(AnyGame::default(), AnimationSpeed::Instant);
    for variant in [
        Variant::Bashni,
        Variant::Lasca8,
        Variant::Lasca7,
        Variant::Bashni,
    ] {
        app.world_mut().write_message(NewGame {
            start: Some(AnyPosition::start(variant)),
        });
        app.update();
        app.update();
        assert_eq!(any_game(&app).variant(), variant);
        assert_eq!(
            app.world().resource::<Stacks>().size(),
            variant.board_size()
        );
        assert_in_step(&mut app, true);
        let men = app
            .world_mut()
            .query::<&ManPiece>()
            .iter(app.world())
            .count();
        assert_eq!(men, 2 * variant.men_per_side());
    }
    // A new game without a start is one of the variant on the board.
    app.world_mut().write_message(NewGame::default());
    app.update();
    assert_eq!(any_game(&app).variant(), Variant::Bashni);
    // A man of bashni's start moves as picked; undo takes it back.
    pick(&mut app, "c3");
    assert_eq!(landings(&app), ["b4", "d4"]);
    pick(&mut app, "d4");
    settle(&mut app);
    assert_eq!(any_game(&app).ply(), 1);
    app.world_mut().write_message(HistoryRequest::Undo);
    settle(&mut app);
    assert_eq!(any_game(&app).ply(), 0);
    assert_in_step(&mut app, true);
}

#[test]
fn the_ai_plays_bashni_and_a_sandbox_with_a_thirty_man_column() {
    let tall = format!("sandbox-bashni: w a1:W h8:B d4:{}", "wb".repeat(15));
    for start in ["bashni: w c3:w e3:w f6:b h6:b", tall.as_str()] {
        let mut app = app_at(start, AnimationSpeed::Instant);
        app.insert_resource(Seats(Players {
            white: Player::ai(1),
            black: Player::ai(1),
        }))
        .insert_resource(AiOptions {
            seed: 3,
            limits: Some(SearchLimits::nodes(300)),
        });
        app.world_mut().resource_mut::<Watch>().delay = 0.0;
        run_until(&mut app, |app| {
            any_game(app).ply() >= 8 || state(app) == TurnState::GameOver
        });
        assert!(
            any_game(&app).ply() >= 8 || any_game(&app).outcome().is_some(),
            "{start}: {} plies",
            any_game(&app).ply()
        );
        assert_eq!(any_game(&app).is_sandbox(), start.starts_with("sandbox"));
        settle(&mut app);
        assert_in_step(&mut app, true);
    }
}

#[test]
fn an_eight_by_eight_game_saves_and_opens_as_a_file_and_a_game_file() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_at("bashni: w c3:w e3:w d6:b f6:b", AnimationSpeed::Instant);
    app.insert_resource(RecordFiles::in_folder(folder.path()));
    for (from, to) in [("c3", "d4"), ("f6", "e5")] {
        pick(&mut app, from);
        pick(&mut app, to);
        settle(&mut app);
    }
    let played = any_game(&app).clone();
    assert_eq!(played.ply(), 2);
    for name in ["bashni.json", "bashni.pgn"] {
        let path = folder.path().join(name);
        app.world_mut().write_message(SaveGame(path.clone()));
        app.update();
        let text = std::fs::read_to_string(&path).unwrap();
        if name.ends_with("pgn") {
            assert!(text.contains("[Variant \"bashni\"]"), "{text}");
        }
        app.world_mut().write_message(NewGame {
            start: Some(AnyPosition::start(Variant::Lasca7)),
        });
        app.update();
        app.world_mut().write_message(OpenGame(path));
        app.update();
        app.update();
        assert_eq!(any_game(&app), &played, "{name}");
        assert_in_step(&mut app, true);
    }
}

#[test]
fn the_keyboard_cursor_reaches_the_eighth_rank_and_file() {
    let mut app = app_at("lasca8: w a1:w h8:b", AnimationSpeed::Instant);
    app.world_mut().resource_mut::<BoardCursor>().cell = Some((6, 6));
    app.world_mut().resource_mut::<BoardCursor>().shift(5, 5, 8);
    let cursor = *app.world().resource::<BoardCursor>();
    assert_eq!(cursor.cell, Some((7, 7)));
    assert_eq!(
        cursor.square(8).map(|s| s.to_string()).as_deref(),
        Some("h8")
    );
    assert_eq!(cursor.square(7), None, "off the 7x7 board");
}

#[test]
fn the_editors_free_setup_builds_a_tall_column_and_plays_it() {
    let mut app = app_with(AnyGame::default(), AnimationSpeed::Instant);
    let request = |app: &mut App, request: EditorRequest| {
        app.world_mut().write_message(request);
        app.update();
        app.update();
    };
    request(&mut app, EditorRequest::Open);
    request(&mut app, EditorRequest::Variant(Variant::Lasca8));
    assert_eq!(any_game(&app).variant(), Variant::Lasca8);
    // A thirteenth man is refused by lasca8's limits, and accepted once the setup is free.
    app.world_mut().resource_mut::<PositionEditor>().tool =
        Tool::Place(Man::soldier(Colour::White));
    pick(&mut app, "d4");
    assert!(app.world().resource::<PositionEditor>().refusal().is_some());
    request(&mut app, EditorRequest::Free(true));
    for _ in 0..30 {
        pick(&mut app, "d4");
    }
    assert_eq!(column(&app, "d4").len(), 30);
    assert!(any_game(&app).is_sandbox());
    assert_in_step(&mut app, true);
    request(&mut app, EditorRequest::PlayFromHere);
    settle(&mut app);
    let game = any_game(&app);
    assert!(game.is_sandbox());
    assert_eq!(game.variant(), Variant::Lasca8);
    assert_eq!(
        game.position()
            .men(AnySquare::parse("d4", 8).unwrap())
            .len(),
        30
    );
    assert_eq!(
        app.world().resource::<CurrentGame>().size(),
        8,
        "played on the 8x8 board"
    );
}

#[test]
fn the_analysis_board_analyses_bashni_and_a_sandbox() {
    use lasca::app::features::analysis::{Analysis, AnalysisSearch};
    let tall = format!("sandbox-lasca7: w c3:W e5:{} g7:b", "bw".repeat(10));
    // Searches to a depth are deterministic: each best move is pinned, not just its legality.
    for (start, pinned) in [
        ("bashni: w a1:W d4:b h8:b c7:b", "a1xe5xb8"),
        (tall.as_str(), "c3-d2"),
    ] {
        let mut app = app_at(start, AnimationSpeed::Instant);
        {
            let mut analysis = app.world_mut().resource_mut::<Analysis>();
            analysis.enabled = true;
            analysis.limits = SearchLimits {
                depth: Some(3),
                ..SearchLimits::default()
            };
        }
        run_until(&mut app, |app| {
            let mut query = app.world_mut().query::<&AnalysisSearch>();
            query.iter(app.world()).any(AnalysisSearch::is_done)
        });
        let mut query = app.world_mut().query::<&AnalysisSearch>();
        let search = query.single(app.world()).unwrap();
        assert_eq!(search.position(), &any_game(&app).position());
        let best = search.best_move().expect("a best move");
        assert!(
            any_game(&app).legal_moves().contains(&best),
            "{start}: {best}"
        );
        assert_eq!(best.to_string(), pinned, "{start}");
    }
}

#[test]
fn endless_watching_plays_the_next_game_from_the_same_sandbox() {
    // Black to move and blocked: the game is over at once.
    let start = "sandbox-lasca8: b a1:bwwwwww b2:w c3:w";
    let mut app = app_at(start, AnimationSpeed::Instant);
    assert!(
        any_game(&app).outcome().is_some(),
        "the sandbox's game is over"
    );
    app.insert_resource(Seats(Players {
        white: Player::ai(1),
        black: Player::ai(2),
    }));
    {
        let mut watch = app.world_mut().resource_mut::<Watch>();
        watch.endless = true;
        watch.delay = 0.0;
    }
    for _ in 0..400 {
        app.update();
        if app.world().resource::<Seats>().white == Player::ai(2) {
            break;
        }
    }
    app.update();
    app.update();
    // The next game began from the sandbox, the colours swapped.
    let game = any_game(&app);
    assert!(game.is_sandbox());
    assert_eq!(game.start_position().to_string(), start);
    assert_eq!(
        app.world().resource::<Seats>().white,
        Player::ai(2),
        "the next game began, colours swapped"
    );
}

#[test]
fn a_bashni_game_is_reviewed_and_its_review_is_kept_in_the_save() {
    use lasca::app::core::Strength;
    use lasca::app::features::review::{Review, ReviewRequest};
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_at("bashni: w c3:w g1:w h8:B", AnimationSpeed::Instant);
    app.insert_resource(RecordFiles::in_folder(folder.path()));
    // c3-d4 leaves the man on the black king's diagonal, and the king takes it from afar.
    for (from, to) in [("c3", "d4"), ("h8", "a1")] {
        pick(&mut app, from);
        pick(&mut app, to);
        settle(&mut app);
    }
    let played = any_game(&app).clone();
    assert_eq!(played.move_texts(), ["c3-d4", "h8xa1"]);
    let reviewed = |app: &App| {
        app.world()
            .resource::<Review>()
            .of(&played)
            .is_some_and(|comments| comments.is_complete())
    };
    app.world_mut()
        .write_message(ReviewRequest::Start(Strength::Quick));
    crate::run_until(&mut app, |app| reviewed(app));
    let comments = app.world().resource::<Review>().of(&played).unwrap();
    assert_eq!(comments.scores.len(), 3, "every position of the game");
    let moves: Vec<String> = comments
        .moves
        .iter()
        .map(|c| c.played.to_string())
        .collect();
    assert_eq!(moves, ["c3-d4", "h8xa1"]);
    // The engine's own move for White is on the 8x8 board, and legal there.
    let best = comments.scores[0].best.expect("the engine's move");
    assert!(played.start_position().legal_moves().contains(&best));
    // A quick review searches to a fixed limit: its move is pinned. c3-d4 loses the man to the
    // king; the engine's c3-b4 steps off the king's diagonal.
    assert_eq!(best.to_string(), "c3-b4");

    // Saved with the game, the review is back at once in another run.
    let path = folder.path().join("reviewed.json");
    app.world_mut().write_message(SaveGame(path.clone()));
    app.update();
    let mut again = app_with(lasca_rules::Game::new(), AnimationSpeed::Instant);
    again.world_mut().write_message(OpenGame(path));
    again.update();
    again.update();
    assert_eq!(any_game(&again), &played);
    again
        .world_mut()
        .write_message(ReviewRequest::Start(Strength::Quick));
    again.update();
    assert!(
        reviewed(&again),
        "the kept review is there in the first frame"
    );
}
