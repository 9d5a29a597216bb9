//! The record in play: autosave and resume, undo and redo, looking back, opening files, pasted
//! text and settings. Files go to a temporary folder named by the `RecordFiles` resource, never
//! to the user's folders (environment variables would leak between parallel tests).

use std::path::Path;

use bevy::prelude::*;
use lasca::app::core::{
    AnimationSettings, BoardInput, HistoryRequest, Navigate, RecordFiles, ResumeOffer, Seats,
    TurnState, UserSettings,
};
use lasca::app::play::{History, ImportText, OpenGame, RecordNotice, ResumeAnswer, SaveGame};
use lasca::record::{self, AnimationSpeed, Player, Players, SavedGame, Settings, load_file};
use lasca_rules::{AnyGame, Game, Position, RuleSettings};

use crate::{app_with, game, men, play, settle, square, state};

const OPENING: [&str; 6] = ["c3-d4", "e5xc3", "b2xd4", "f6-e5", "d4xf6", "g7xe5"];

fn replayed(moves: &[&str]) -> Game {
    Game::replay(Position::start(), RuleSettings::default(), moves).expect("the opening is legal")
}

/// An app between two people whose files go to `folder`.
fn app_in(folder: &Path, start: Game) -> App {
    let mut app = app_with(start, AnimationSpeed::Instant);
    app.insert_resource(RecordFiles::in_folder(folder));
    app
}

fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
    settle(app);
}

fn history(app: &App) -> &History {
    app.world().resource::<History>()
}

fn notice(app: &App) -> RecordNotice {
    app.world().resource::<RecordNotice>().clone()
}

/// The men stand as `position` has them: each column's men, top first, by colour and rank.
pub fn assert_men_show(app: &mut App, position: &Position) {
    let men = men(app);
    let position = lasca_rules::AnyPosition::from(*position);
    for square in position.squares() {
        let mut here: Vec<_> = men.iter().filter(|m| m.2.square == square).collect();
        here.sort_by_key(|m| std::cmp::Reverse(m.2.level));
        let shown: Vec<_> = here.iter().map(|m| m.1.man()).collect();
        let wanted = position.men(square);
        assert_eq!(shown, wanted, "{square} in {position}");
    }
}

#[test]
fn autosave_follows_every_move_and_an_unfinished_game_resumes() {
    let folder = tempfile::tempdir().unwrap();
    let files = RecordFiles::in_folder(folder.path());
    let autosave = files.autosave.clone().unwrap();
    let mut app = app_in(folder.path(), Game::new());
    assert!(!autosave.exists(), "nothing is written before a move");
    for (i, mv) in OPENING.iter().enumerate() {
        play(&mut app, mv.parse::<lasca_rules::Move>().unwrap());
        let (saved, on_disk) = load_file(&autosave).expect("the autosave reads back");
        assert_eq!(
            on_disk,
            AnyGame::from(replayed(&OPENING[..=i])),
            "after move {}",
            i + 1
        );
        assert_eq!(saved.result, None);
    }
    send(&mut app, HistoryRequest::Undo);
    assert_eq!(
        load_file(&autosave).unwrap().1.ply(),
        5,
        "an undo is saved too"
    );
    let leftovers = std::fs::read_dir(folder.path()).unwrap().count();
    assert_eq!(leftovers, 1, "no temporary file is left behind");
    drop(app);

    // The next start finds the game and offers it; nothing is written until the player answers.
    let (offer, warning) = ResumeOffer::check(&files);
    assert!(warning.is_none());
    let offered = offer.0.as_ref().expect("an unfinished game is offered");
    assert_eq!(offered.game, AnyGame::from(replayed(&OPENING[..5])));
    let mut app = app_in(folder.path(), Game::new());
    app.insert_resource(offer);
    app.world_mut()
        .write_message(BoardInput::Pick(square("c3")));
    app.update();
    assert_eq!(game(&app).ply(), 0, "the board waits for the answer");
    send(&mut app, ResumeAnswer::Resume);
    assert_eq!(*game(&app), replayed(&OPENING[..5]));
    assert!(app.world().resource::<ResumeOffer>().0.is_none());
    assert_men_show(&mut app, &replayed(&OPENING[..5]).position().clone());
    play(&mut app, OPENING[5].parse::<lasca_rules::Move>().unwrap());
    assert_eq!(
        load_file(&autosave).unwrap().1,
        AnyGame::from(replayed(&OPENING))
    );

    // Declining discards it; a finished game or none at all is not offered.
    let (offer, _) = ResumeOffer::check(&files);
    let mut app = app_in(folder.path(), Game::new());
    app.insert_resource(offer);
    send(&mut app, ResumeAnswer::Discard);
    assert_eq!(game(&app).ply(), 0);
    assert!(!autosave.exists());
    assert!(ResumeOffer::check(&files).0.0.is_none());
    let finished = Game::replay(
        "w c3:w d4:b".parse::<Position>().unwrap(),
        RuleSettings::default(),
        &["c3xe5"],
    )
    .unwrap();
    assert!(finished.outcome().is_some());
    record::save_file(
        &autosave,
        &SavedGame::new(&AnyGame::from(finished), record::Players::default()),
    )
    .unwrap();
    assert!(ResumeOffer::check(&files).0.0.is_none());

    // A damaged autosave is kept aside, with a warning.
    std::fs::write(&autosave, "{\"format\": \"lasca-3d-game\", \"vers").unwrap();
    let (offer, warning) = ResumeOffer::check(&files);
    assert!(offer.0.is_none());
    assert!(warning.unwrap().contains("truncated"));
    assert!(folder.path().join("autosave.damaged.json").exists());
}

#[test]
fn undo_and_redo_follow_the_rules_crate() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    for mv in OPENING {
        play(&mut app, mv.parse::<lasca_rules::Move>().unwrap());
    }
    for back in 1..=3 {
        send(&mut app, HistoryRequest::Undo);
        assert_eq!(*game(&app), replayed(&OPENING[..6 - back]));
        assert_men_show(&mut app, &replayed(&OPENING[..6 - back]).position().clone());
        assert_eq!(state(&app), TurnState::AwaitingMove);
    }
    let redo: Vec<String> = history(&app).redo_moves().map(|m| m.to_string()).collect();
    assert_eq!(redo, OPENING[3..]);
    send(&mut app, HistoryRequest::Redo);
    assert_eq!(*game(&app), replayed(&OPENING[..4]));
    assert_men_show(&mut app, &replayed(&OPENING[..4]).position().clone());
    // Playing the move redo would play keeps the rest; another move drops it.
    play(&mut app, OPENING[4].parse::<lasca_rules::Move>().unwrap());
    assert!(history(&app).can_redo());
    send(&mut app, HistoryRequest::Undo);
    send(&mut app, HistoryRequest::Undo);
    let other = game(&app)
        .legal_moves()
        .iter()
        .copied()
        .find(|mv| mv.to_string() != OPENING[3])
        .unwrap();
    play(&mut app, other);
    assert!(!history(&app).can_redo());
    send(&mut app, HistoryRequest::Redo);
    assert_eq!(game(&app).moves().last(), Some(&other));
    // Play on from an earlier ply: the later moves can be redone.
    send(&mut app, HistoryRequest::PlayFrom(1));
    assert_eq!(*game(&app), replayed(&OPENING[..1]));
    assert_eq!(history(&app).redo_moves().count(), 3);
    // A new game forgets them.
    send(&mut app, lasca::app::core::NewGame::default());
    assert!(!history(&app).can_redo());
    send(&mut app, HistoryRequest::Undo);
    assert_eq!(game(&app).ply(), 0, "nothing to undo");
}

#[test]
fn against_the_ai_undo_goes_back_to_the_humans_turn() {
    // The human has White; the AI's level does not matter: it never gets to move here.
    let mut app = app_with(replayed(&OPENING[..4]), AnimationSpeed::Instant);
    app.insert_resource(Seats(Players {
        white: Player::Human,
        black: Player::ai(1),
    }));
    app.update();
    send(&mut app, HistoryRequest::Undo);
    assert_eq!(
        *game(&app),
        replayed(&OPENING[..2]),
        "both sides' last moves"
    );
    send(&mut app, HistoryRequest::Redo);
    assert_eq!(*game(&app), replayed(&OPENING[..4]), "redo replays both");
    assert_eq!(state(&app), TurnState::AwaitingMove);
    // Undo right after the human's move, while the AI thinks: the human's move only.
    play(&mut app, OPENING[4].parse::<lasca_rules::Move>().unwrap());
    send(&mut app, HistoryRequest::Undo);
    assert_eq!(*game(&app), replayed(&OPENING[..4]));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).ply(), 4, "the cancelled search plays nothing");
}

#[test]
fn looking_back_leaves_the_live_game_alone() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    for mv in OPENING {
        play(&mut app, mv.parse::<lasca_rules::Move>().unwrap());
    }
    let live = game(&app).clone();
    send(&mut app, Navigate::Ply(2));
    assert_eq!(*game(&app), live);
    assert!(!history(&app).is_live());
    assert_eq!(history(&app).shown_ply(&AnyGame::from(live.clone())), 2);
    assert_men_show(&mut app, &live.position_at(2).unwrap().clone());
    send(&mut app, Navigate::Back);
    send(&mut app, Navigate::Back);
    send(&mut app, Navigate::Back);
    assert_eq!(history(&app).shown_ply(&AnyGame::from(live.clone())), 0);
    assert_men_show(&mut app, &Position::start());
    // The board is locked: picks are dropped.
    crate::pick(&mut app, "c3");
    crate::pick(&mut app, "d4");
    assert_eq!(*game(&app), live);
    send(&mut app, Navigate::Forward);
    assert_eq!(history(&app).shown_ply(&AnyGame::from(live.clone())), 1);
    send(&mut app, Navigate::Last);
    assert!(history(&app).is_live());
    assert_men_show(&mut app, &live.position().clone());
    // A move arriving while looking back brings the board back to the live game first.
    send(&mut app, Navigate::First);
    play(&mut app, live.legal_moves()[0]);
    assert!(history(&app).is_live());
    assert_eq!(game(&app).ply(), 7);
    crate::assert_in_step(&mut app, true);
}

#[test]
fn saved_games_open_and_bad_files_leave_the_game_untouched() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path(), Game::new());
    for mv in OPENING {
        play(&mut app, mv.parse::<lasca_rules::Move>().unwrap());
    }
    let files = app.world().resource::<RecordFiles>().clone();
    let path = files.resolve("my game").unwrap();
    assert_eq!(path, folder.path().join("saves/my game.json"));
    send(&mut app, SaveGame(path.clone()));
    assert!(!notice(&app).is_error, "{:?}", notice(&app));
    let good = std::fs::read_to_string(&path).unwrap();
    assert_eq!(files.saved_games(), std::slice::from_ref(&path));

    send(&mut app, lasca::app::core::NewGame::default());
    play(&mut app, OPENING[0].parse::<lasca_rules::Move>().unwrap());
    let before = game(&app).clone();
    let third = format!("\"{}\"", OPENING[2]);
    let cases = [
        ("truncated", good[..good.len() / 2].to_owned(), "truncated"),
        (
            "version",
            good.replace("\"version\": 1", "\"version\": 7"),
            "version 7 is not supported",
        ),
        ("text", "hello, this is not a game".to_owned(), "not JSON"),
        (
            "other",
            "{\"moves\": []}".to_owned(),
            "not a Lasca 3D saved game",
        ),
        (
            "illegal",
            good.replacen(&third, "\"a1-b2\"", 1),
            "move 3 (a1-b2)",
        ),
    ];
    for (name, text, says) in cases {
        let bad = folder.path().join(format!("{name}.json"));
        std::fs::write(&bad, text).unwrap();
        send(&mut app, OpenGame(bad));
        assert_eq!(*game(&app), before, "{name} leaves the game alone");
        let notice = notice(&app);
        assert!(notice.is_error, "{name}");
        let text = notice.text.unwrap();
        assert!(text.contains(says), "{name}: {text}");
    }
    send(&mut app, OpenGame(folder.path().join("missing.json")));
    assert!(notice(&app).is_error);
    assert_eq!(*game(&app), before);

    send(&mut app, OpenGame(path));
    assert!(!notice(&app).is_error);
    assert_eq!(*game(&app), replayed(&OPENING));
    crate::assert_in_step(&mut app, true);
}

#[test]
fn pasted_text_sets_up_games() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    send(&mut app, ImportText("1. 9-13 17-13-9".into()));
    assert_eq!(*game(&app), replayed(&OPENING[..2]), "Lasker's numbers");
    send(&mut app, ImportText("w c3:w d4:bww f6:b".into()));
    assert_eq!(game(&app).ply(), 0);
    assert_eq!(game(&app).position().to_string(), "w c3:w d4:bww f6:b");
    crate::assert_in_step(&mut app, true);
    send(&mut app, ImportText("1. c3-d4 e5-f4".into()));
    assert!(notice(&app).text.unwrap().contains("move 2 (e5-f4)"));
    assert_eq!(game(&app).position().to_string(), "w c3:w d4:bww f6:b");
}

#[test]
fn changed_settings_are_kept_and_broken_ones_warn() {
    let folder = tempfile::tempdir().unwrap();
    let files = RecordFiles::in_folder(folder.path());
    let settings_file = files.settings.clone().unwrap();
    let mut app = app_in(folder.path(), Game::new());
    app.insert_resource(UserSettings::load(Some(&settings_file)));
    app.update();
    assert!(
        !settings_file.exists(),
        "unchanged settings are not written"
    );
    app.world_mut().resource_mut::<AnimationSettings>().speed = AnimationSpeed::Slow;
    app.world_mut()
        .resource_mut::<UserSettings>()
        .settings
        .repetition_draw = false;
    app.update();
    let (kept, warning) = Settings::load(&settings_file);
    assert!(warning.is_none());
    assert_eq!(kept.animation_speed, AnimationSpeed::Slow);
    assert!(!kept.repetition_draw);
    send(&mut app, lasca::app::core::NewGame::default());
    assert!(
        !game(&app).settings().repetition_draw,
        "new games follow it"
    );

    // The look chosen in the Settings is kept. (English stays in force: the language is the
    // whole process's, and other tests read English.)
    {
        let mut look = app.world_mut().resource_mut::<lasca::app::core::Look>();
        look.theme = lasca::record::Theme::ColourSafe;
        look.ui_scale = 1.5;
        look.language = Some(lasca::i18n::Language::ENGLISH);
    }
    app.update();
    let (kept, _) = Settings::load(&settings_file);
    assert_eq!(kept.theme, lasca::record::Theme::ColourSafe);
    assert_eq!(kept.ui_scale, 1.5);
    assert_eq!(kept.language.as_deref(), Some("en"));

    std::fs::write(&settings_file, "{ not json").unwrap();
    let user = UserSettings::load(Some(&settings_file));
    assert_eq!(user.settings, Settings::default());
    assert!(user.warning.unwrap().contains("using defaults"));
}

#[test]
fn games_save_and_open_as_game_files_and_a_mistake_names_its_line() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path(), Game::new());
    app.insert_resource(Seats(Players {
        white: Player::Human,
        black: Player::ai(2),
    }));
    for mv in OPENING {
        play(&mut app, mv.parse::<lasca_rules::Move>().unwrap());
    }
    let files = app.world().resource::<RecordFiles>().clone();
    let path = files.resolve("lasca.pgn").unwrap();
    assert_eq!(path, folder.path().join("saves/lasca.pgn"));
    send(&mut app, SaveGame(path.clone()));
    assert!(!notice(&app).is_error, "{:?}", notice(&app));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("[White \"human\"]\n[Black \"ai:2\"]\n"),
        "{text}"
    );
    assert!(
        text.contains("1. c3-d4 e5xc3 2. b2xd4 f6-e5 3. d4xf6 g7xe5 *"),
        "{text}"
    );
    assert_eq!(files.saved_games(), std::slice::from_ref(&path));

    send(&mut app, lasca::app::core::NewGame::default());
    app.insert_resource(Seats(Players::HOTSEAT));
    send(&mut app, OpenGame(path));
    assert!(!notice(&app).is_error, "{:?}", notice(&app));
    assert_eq!(*game(&app), replayed(&OPENING));
    assert_eq!(
        app.world().resource::<Seats>().0,
        Players {
            white: Player::Human,
            black: Player::ai(2),
        },
        "the players come from the tags"
    );

    // A mistake in the first game refuses the file; one after it is told with the first game.
    let bad = folder.path().join("bad.pgn");
    std::fs::write(&bad, "[Event \"x\"]\n\n1. c3-d4\n e5-f4 *\n").unwrap();
    send(&mut app, OpenGame(bad.clone()));
    let told = notice(&app);
    assert!(told.is_error, "{told:?}");
    assert!(told.text.unwrap().contains("line 4, column 2"));
    assert_eq!(*game(&app), replayed(&OPENING), "the game stays");
    std::fs::write(&bad, "1. c3-d4 e5xc3 *\n\n1. a1-b2 *\n").unwrap();
    send(&mut app, OpenGame(bad));
    let told = notice(&app);
    assert!(!told.is_error, "{told:?}");
    assert!(told.text.unwrap().contains("line 3, column 4"));
    assert_eq!(*game(&app), replayed(&OPENING[..2]));
    crate::assert_in_step(&mut app, true);

    // A game file pasted into the Text window sets up its first game.
    send(
        &mut app,
        ImportText("[Event \"pasted\"]\n1. c3-d4 e5xc3 2. b2xd4 *".into()),
    );
    assert_eq!(*game(&app), replayed(&OPENING[..3]));
}

#[test]
fn rematch_swaps_the_colours_and_starts_from_the_same_position() {
    // An edited start: White takes Black's last man and wins.
    let start: Position = "w c3:w d4:b".parse().unwrap();
    let mut app = app_with(
        Game::from_position(start, RuleSettings::default()),
        AnimationSpeed::Instant,
    );
    app.insert_resource(Seats(Players {
        white: Player::Human,
        black: Player::ai(2),
    }))
    // The AI thinks until told, so it never moves in the rematch before the checks below.
    .insert_resource(lasca::app::play::AiOptions {
        seed: 7,
        limits: Some(lasca_ai::SearchLimits::default()),
    });
    app.update();
    play(&mut app, "c3xe5".parse::<lasca_rules::Move>().unwrap());
    assert_eq!(state(&app), TurnState::GameOver);
    send(&mut app, lasca::app::core::Rematch);
    assert_eq!(
        app.world().resource::<Seats>().0,
        Players {
            white: Player::ai(2),
            black: Player::Human,
        },
        "the colours are swapped"
    );
    assert_eq!(game(&app).ply(), 0);
    assert_eq!(*game(&app).start(), start, "from where the game began");
    assert_men_show(&mut app, &start);
    assert_ne!(state(&app), TurnState::GameOver);
}

#[test]
fn a_game_named_on_the_command_line_is_played_at_once_and_the_autosave_kept() {
    use clap::Parser;
    use lasca::app::resume_offer_at_start;
    use lasca::cli::Cli;
    let folder = tempfile::tempdir().unwrap();
    let files = RecordFiles::in_folder(folder.path());
    let autosave = files.autosave.clone().unwrap();
    let unfinished = replayed(&OPENING[..3]);
    let unfinished = AnyGame::from(unfinished);
    record::save_file(&autosave, &SavedGame::new(&unfinished, Players::default())).unwrap();
    let saved = std::fs::read(&autosave).unwrap();
    let other = folder.path().join("other.json");
    record::save_file(
        &other,
        &SavedGame::new(&AnyGame::from(replayed(&OPENING[..1])), Players::default()),
    )
    .unwrap();
    let offer = |line: &[&str]| {
        let cli = Cli::try_parse_from(std::iter::once("lasca").chain(line.iter().copied()))
            .expect("the command line parses");
        let (offer, warning) = resume_offer_at_start(&cli.game, &files);
        assert!(warning.is_none());
        offer.0.map(|offered| offered.game)
    };
    assert_eq!(offer(&[]), Some(unfinished), "a bare start offers the game");
    let other = other.to_str().unwrap();
    for line in [
        &["--new"][..],
        &["--moves", "c3-d4"],
        &["--load", other],
        &["--position", "w c3:w d4:b"],
    ] {
        assert_eq!(offer(line), None, "{line:?} plays its own game");
    }
    // The named game is shown and the app runs on it: until a move is played the autosave
    // keeps the unfinished game (nothing is written over it at start).
    let mut app = app_with(replayed(&OPENING[..1]), AnimationSpeed::Instant);
    app.insert_resource(RecordFiles::in_folder(folder.path()));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        std::fs::read(&autosave).unwrap(),
        saved,
        "the autosave is untouched"
    );
    // A damaged autosave is not even looked at when a game is named: it stays where it is
    // (looking would move it aside with a warning, as a bare start does).
    let damaged = b"{ not a saved game".to_vec();
    std::fs::write(&autosave, &damaged).unwrap();
    for line in [&["--new"][..], &["--moves", "c3-d4"]] {
        assert_eq!(offer(line), None);
        assert_eq!(std::fs::read(&autosave).unwrap(), damaged, "{line:?}");
    }
    let cli = Cli::try_parse_from(["lasca"]).unwrap();
    let (offered, warning) = resume_offer_at_start(&cli.game, &files);
    assert!(
        offered.0.is_none() && warning.is_some(),
        "a bare start looks"
    );
    assert!(!autosave.exists(), "and moves the damaged file aside");
}
