//! The classic games library, headless: Lasker's five games replay to their last move, the
//! replay plays by itself with each ply animated, Play from here seats the players, added files
//! are kept (a broken one says where and keeps the games before), the builtin games follow the
//! language, and the engine comments. And the move list (kit's, which the Classic games, Review
//! and Moves windows show) laid out by egui: it scrolls to the ply shown, the start too.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use lasca::app::CorePlugin;
use lasca::app::core::builtin::LASKER_1911;
use lasca::app::core::{AnimationSettings, CurrentGame, Navigate, RecordFiles, Seats, Strength};
use lasca::app::features::library::{Library, LibraryRequest};
use lasca::app::features::review::{Review, ReviewRequest};
use lasca::app::play::History;
use lasca::record::{AnimationSpeed, Player, Players, read_games};
use lasca_rules::{Game, RuleSettings};

use super::record::assert_men_show;
use super::{FRAME, any_game, assert_in_step, game, run_until, settle};

/// An app whose files go to `folder` from its first frame.
fn app_in(folder: &std::path::Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(RecordFiles::in_folder(folder))
        .insert_resource(CurrentGame {
            game: Game::new().into(),
        })
        .insert_resource(AnimationSettings {
            speed: AnimationSpeed::Fast,
        })
        .add_plugins(CorePlugin);
    app.update();
    app.update();
    app
}

fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
    app.update();
    settle(app);
}

fn library(app: &App) -> &Library {
    app.world().resource::<Library>()
}

fn shown(app: &App) -> usize {
    app.world()
        .resource::<History>()
        .shown_ply(crate::any_game(app))
}

#[test]
fn lasker_s_five_games_replay_to_their_last_move() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    let titles: Vec<String> = library(&app).games.iter().map(|g| g.title()).collect();
    assert_eq!(titles.len(), 5, "{titles:?}");
    let plies = [78, 39, 78, 86, 49];
    for (i, &plies) in plies.iter().enumerate() {
        send(&mut app, LibraryRequest::Replay(i));
        assert_eq!(game(&app).ply(), plies, "game {}", i + 1);
        assert_eq!(shown(&app), 0, "the replay starts at the start");
        let start = *game(&app).start();
        assert_men_show(&mut app, &start);
        assert_eq!(*app.world().resource::<Seats>(), Seats(Players::HOTSEAT));
        send(&mut app, Navigate::Last);
        assert_eq!(shown(&app), plies);
        assert_in_step(&mut app, true);
    }
    // The booklet's notes come with the games.
    let notes = &library(&app).games[0].file.comments;
    assert!(
        notes.get(&51).is_some_and(|n| n.contains("stops here")),
        "{notes:?}"
    );
}

/// The language is process-wide and the other tests expect English: this one swaps the library
/// itself, as the app does when the player switches the language in Settings.
#[test]
fn the_builtin_games_follow_the_language_and_a_replay_goes_on() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("mine.pgn");
    std::fs::write(&file, "[Event \"Mine\"]\n\n1. c3-d4 e5xc3 *\n").unwrap();
    let mut app = app_in(folder.path());
    send(&mut app, LibraryRequest::Add(file));
    send(&mut app, LibraryRequest::Replay(0));
    send(&mut app, Navigate::Ply(51));
    let titles =
        |app: &App| -> Vec<String> { library(app).games.iter().map(|g| g.title()).collect() };
    let english = titles(&app);
    assert_eq!(english[0], "Lasker's booklet, explanatory game 1");

    app.world_mut().resource_mut::<Library>().localise("de");
    app.update();
    settle(&mut app);
    let german = titles(&app);
    assert_eq!(german.len(), 6, "{german:?}");
    assert_eq!(german[0], "Laskers Heft, Erklärungspartie 1");
    assert_eq!(
        german[5], "Mine",
        "the added game keeps its place and title"
    );
    assert_eq!(library(&app).replaying, Some(0), "the replay goes on");
    assert_eq!(shown(&app), 51);
    assert_eq!(game(&app).ply(), 78);
    let note = &library(&app).replayed().unwrap().file.comments[&51];
    assert!(note.contains("hält hier an"), "{note}");
    // The replay still steps: to its end, in step.
    send(&mut app, Navigate::Last);
    assert_eq!(shown(&app), 78);
    assert_eq!(library(&app).replaying, Some(0));
    assert_in_step(&mut app, true);
    send(&mut app, LibraryRequest::Replay(3));
    assert_eq!(game(&app).ply(), 86);

    // Back to English: the same titles as before.
    app.world_mut().resource_mut::<Library>().localise("en");
    app.update();
    assert_eq!(titles(&app), english);
}

#[test]
fn play_steps_through_the_game_animating_each_ply_and_stops_at_the_end() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    send(&mut app, LibraryRequest::Replay(1));
    send(&mut app, LibraryRequest::Speed(0.2));
    send(&mut app, LibraryRequest::Play);
    let mut animated = 0;
    for _ in 0..5000 {
        app.update();
        animated += app
            .world_mut()
            .query_filtered::<(), With<bevy_tweening::TweenAnim>>()
            .iter(app.world())
            .count()
            .min(1);
        if !library(&app).playing {
            break;
        }
    }
    assert!(!library(&app).playing, "the replay stops");
    assert_eq!(shown(&app), 39, "at the last move");
    assert!(
        animated > 39,
        "each ply is animated ({animated} frames with a tween)"
    );
    settle(&mut app);
    for _ in 0..200 {
        app.update();
    }
    assert_in_step(&mut app, true);
    // Back one ply and forward again: the same men, at rest where the position has them.
    send(&mut app, Navigate::Back);
    send(&mut app, Navigate::Forward);
    for _ in 0..200 {
        app.update();
    }
    assert_in_step(&mut app, true);
}

#[test]
fn play_from_here_keeps_the_game_so_far_and_seats_the_players() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    send(&mut app, LibraryRequest::Replay(0));
    send(&mut app, Navigate::Ply(10));
    let opponent = Player::ai(1);
    send(&mut app, LibraryRequest::PlayFromHere { opponent });
    assert_eq!(game(&app).ply(), 10);
    assert!(app.world().resource::<History>().is_live());
    // White is to move after ten plies: the player takes White.
    assert_eq!(
        app.world().resource::<Seats>().0,
        Players {
            white: Player::Human,
            black: opponent
        }
    );
    assert_eq!(library(&app).replaying, None);
}

#[test]
fn added_files_are_kept_and_a_broken_one_names_its_line() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("mine.pgn");
    std::fs::write(
        &file,
        "[Event \"Mine\"]\n\n1. c3-d4 e5xc3 *\n\n[Event \"Broken\"]\n\n1. c3-d4 c3-d4 *\n",
    )
    .unwrap();
    let mut app = app_in(folder.path());
    send(&mut app, LibraryRequest::Add(file.clone()));
    let (notice, is_error) = library(&app).notice.clone().unwrap();
    assert!(is_error, "{notice}");
    assert!(notice.contains("line 7, column"), "{notice}");
    assert_eq!(
        library(&app).games.len(),
        6,
        "the game before the mistake is added"
    );
    assert_eq!(library(&app).games[5].title(), "Mine");
    // A file that is no game file at all adds nothing and says why.
    let junk = folder.path().join("junk.pgn");
    std::fs::write(&junk, "[Event").unwrap();
    send(&mut app, LibraryRequest::Add(junk));
    assert!(library(&app).notice.as_ref().unwrap().1);
    assert_eq!(library(&app).games.len(), 6);
    // A good file is kept in the library folder for the next run.
    let good = folder.path().join("good.pgn");
    std::fs::write(&good, "[Event \"Good\"]\n\n1. c3-d4 *\n").unwrap();
    send(&mut app, LibraryRequest::Add(good));
    assert!(!library(&app).notice.clone().unwrap().1);
    let next_run = app_in(folder.path());
    let titles: Vec<String> = library(&next_run).games.iter().map(|g| g.title()).collect();
    assert_eq!(
        titles.last().map(String::as_str),
        Some("Good"),
        "{titles:?}"
    );
}

#[test]
fn the_engine_comments_every_move_of_a_replayed_game() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    send(&mut app, LibraryRequest::Replay(1));
    // The window's Engine comments button asks for a quick review of the replayed game.
    send(&mut app, ReviewRequest::Start(Strength::Quick));
    let replayed = any_game(&app).clone();
    let review = |app: &App| {
        app.world()
            .resource::<Review>()
            .of(&replayed)
            .is_some_and(|c| c.is_done())
    };
    run_until(&mut app, |app| review(app));
    let comments = app
        .world()
        .resource::<Review>()
        .of(&replayed)
        .expect("comments");
    assert!(comments.is_done());
    assert_eq!(comments.scores.len(), 40, "every position of the 39 plies");
    assert_eq!(comments.moves.len(), 39);
    // The last move wins: the engine sees Black lost after it.
    let last = comments.on_ply(39).unwrap();
    assert!(last.white_after > 0, "{last:?}");
    // The shipped file reads whole.
    assert!(
        read_games(LASKER_1911, RuleSettings::default())
            .error
            .is_none()
    );
}

/// The move list of `game` drawn by egui as bevy_egui does (one pass a frame), `shown` the ply
/// shown; each ply's cell reads `pPLY`. Returns the plies whose cells are in view, and whether
/// the start's is.
fn move_list_frame(
    ctx: &bevy_egui::egui::Context,
    game: &lasca_rules::AnyGame,
    shown: usize,
    scrolled_to: &mut Option<usize>,
) -> (Vec<usize>, bool) {
    use bevy_egui::egui;
    ctx.begin_pass(egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(640.0, 360.0),
        )),
        ..egui::RawInput::default()
    });
    egui::Window::new("moves").show(ctx, |ui| {
        ui.label("A header above the list");
        let rows = lasca::app::kit::MoveRows {
            id: "test moves",
            game,
            shown,
            max_height: 150.0,
            footer: None,
        };
        lasca::app::kit::move_rows(ui, rows, scrolled_to, |ply, _| {
            egui::RichText::new(format!("p{ply}"))
        });
    });
    let mut output = ctx.end_pass();
    output.textures_delta.clear();
    let mut plies = Vec::new();
    let mut start = false;
    let mut header = None;
    let mut cells = Vec::new();
    for clipped in &output.shapes {
        if let egui::Shape::Text(text) = &clipped.shape {
            let rect = clipped.shape.visual_bounding_rect();
            let in_view = clipped.clip_rect.contains_rect(rect);
            let words = text.galley.text();
            if words.starts_with("A header") {
                header = Some(rect);
            } else if in_view {
                cells.push(rect);
                if let Some(ply) = words.strip_prefix('p').and_then(|n| n.parse().ok()) {
                    plies.push(ply);
                } else if words == "start" {
                    start = true;
                }
            }
        }
    }
    if let Some(header) = header {
        for cell in cells {
            assert!(
                header.intersect(cell).area() <= 0.0,
                "the header {header:?} is drawn over a row {cell:?}"
            );
        }
    }
    (plies, start)
}

#[test]
fn the_move_list_scrolls_to_the_ply_shown_the_start_too() {
    let game = read_games(LASKER_1911, RuleSettings::default()).games[0]
        .game
        .clone();
    assert_eq!(game.ply(), 78);
    let ctx = bevy_egui::egui::Context::default();
    ctx.set_fonts(lasca::app::kit::fonts::definitions());
    // A frame is no time here: scroll at once, not smoothly over frames.
    ctx.all_styles_mut(|style| {
        style.scroll_animation = bevy_egui::egui::style::ScrollAnimation::none();
    });
    let mut scrolled_to = None;
    // A replay comes with its last ply shown for a frame, then looks back to the start.
    for _ in 0..2 {
        move_list_frame(&ctx, &game, 78, &mut scrolled_to);
    }
    let (plies, _) = move_list_frame(&ctx, &game, 78, &mut scrolled_to);
    assert!(plies.contains(&78), "{plies:?}");
    for _ in 0..2 {
        move_list_frame(&ctx, &game, 0, &mut scrolled_to);
    }
    let (plies, start) = move_list_frame(&ctx, &game, 0, &mut scrolled_to);
    assert!(start, "the start is in view: {plies:?}");
    assert!(!plies.contains(&78), "{plies:?}");
    // Any ply shown: its row in view.
    for shown in [40, 77, 1, 55] {
        for _ in 0..2 {
            move_list_frame(&ctx, &game, shown, &mut scrolled_to);
        }
        let (plies, _) = move_list_frame(&ctx, &game, shown, &mut scrolled_to);
        assert!(plies.contains(&shown), "ply {shown} in view: {plies:?}");
        assert_eq!(scrolled_to, Some(shown));
    }
}
