//! The game's keys act on the game, and none acts while a panel has the keyboard (typing a file
//! name with an `m` in it must not mute the sound).

use bevy::prelude::*;
use lasca::app::KeysPlugin;
use lasca::app::core::{
    BoardCursor, BoardInput, KeyboardTaken, KeysHelp, Look, MoveFieldFocus, Seats, Selection,
    SoundEnabled, TurnState,
};
use lasca::record::{AnimationSpeed, Player, Players};
use lasca_rules::{Game, Move, Square};

use crate::{app_with, game, settle, state};

fn press(app: &mut App, key: KeyCode) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release_all();
    keys.clear();
    keys.press(key);
    app.update();
}

fn sound(app: &App) -> bool {
    app.world().resource::<SoundEnabled>().0
}

#[test]
fn no_key_acts_while_a_panel_has_the_keyboard() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    app.init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(KeysPlugin);
    assert!(sound(&app));
    press(&mut app, KeyCode::KeyM);
    assert!(!sound(&app), "M mutes");
    app.insert_resource(KeyboardTaken(true));
    press(&mut app, KeyCode::KeyM);
    assert!(!sound(&app), "M typed into a text field changes nothing");
    app.insert_resource(KeyboardTaken(false));
    press(&mut app, KeyCode::KeyM);
    assert!(sound(&app), "M unmutes again");
}

fn cursor(app: &App) -> (u8, u8) {
    app.world()
        .resource::<BoardCursor>()
        .cell
        .expect("the cursor is shown")
}

/// Presses arrows until the cursor is on `target` (White's view headless: up is toward rank
/// 7, right toward file g), then Enter.
fn pick_with_keys(app: &mut App, target: impl Into<lasca_rules::AnySquare>) {
    let target = target.into();
    loop {
        let (file, rank) = cursor(app);
        let key = if file < target.file() {
            KeyCode::ArrowRight
        } else if file > target.file() {
            KeyCode::ArrowLeft
        } else if rank < target.rank() {
            KeyCode::ArrowUp
        } else if rank > target.rank() {
            KeyCode::ArrowDown
        } else {
            break;
        };
        press(app, key);
    }
    press(app, KeyCode::Enter);
}

/// Two people at one screen, with the game's keys.
fn with_keys_at_one_screen(app: &mut App) {
    app.insert_resource(Seats(Players {
        white: Player::Human,
        black: Player::Human,
    }))
    .init_resource::<ButtonInput<KeyCode>>()
    .add_plugins(KeysPlugin);
    app.update();
}

/// The move that takes the most men (the first such), so the game ends soon.
fn greedy(game: &Game) -> Move {
    let moves = game.legal_moves();
    *moves
        .iter()
        .max_by_key(|mv| (mv.hop_count(), std::cmp::Reverse(mv.from().index())))
        .expect("a legal move")
}

#[test]
fn a_whole_game_is_played_with_the_arrow_keys_and_enter() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    with_keys_at_one_screen(&mut app);
    // The first arrow shows the cursor on a column of the side to move; it moves nothing.
    press(&mut app, KeyCode::ArrowUp);
    let start = cursor(&app);
    let column = Square::from_coords(start.0, start.1).expect("on a playable square");
    assert_eq!(
        game(&app)
            .position()
            .column(column)
            .commander()
            .map(|m| m.colour),
        Some(lasca_rules::Colour::White)
    );
    let mut plies = 0;
    while game(&app).outcome().is_none() {
        assert!(plies < 400, "the game ends");
        let mv = greedy(game(&app));
        for square in mv.path() {
            pick_with_keys(&mut app, square);
            if game(&app).ply() > plies {
                break; // a forced continuation played itself
            }
        }
        settle(&mut app);
        plies += 1;
        assert_eq!(game(&app).ply(), plies, "{mv} was played by keys");
        assert_eq!(game(&app).moves().last(), Some(&mv));
    }
    assert!(plies > 10, "a real game: {plies} plies");
    assert_eq!(state(&app), TurnState::GameOver);
}

#[test]
fn a_multi_jump_is_chosen_landing_by_landing_with_enter() {
    // Puzzle p0006: Black's officer on e1 takes three times, e1xc3xe5xc7.
    let mut app = crate::app_at(
        "b a1:Bww e1:Bw b2:bww d2:w a3:bw e3:wb b4:b d4:Wbbb d6:wbb f6:W",
        AnimationSpeed::Instant,
    );
    with_keys_at_one_screen(&mut app);
    press(&mut app, KeyCode::ArrowUp);
    let mv: Move = "e1xc3xe5xc7".parse().unwrap();
    let path: Vec<lasca_rules::AnySquare> = mv.path().map(Into::into).collect();
    for (i, &square) in path.iter().enumerate() {
        let selected = app.world().resource::<Selection>().path().to_vec();
        if selected.contains(&square) {
            continue; // a forced hop the controller took by itself
        }
        assert_eq!(
            selected,
            path[..i],
            "each landing is picked on the path so far"
        );
        pick_with_keys(&mut app, square);
        if game(&app).ply() == 1 {
            break;
        }
    }
    settle(&mut app);
    assert_eq!(game(&app).moves(), &[mv]);
}

#[test]
fn typed_moves_are_played_only_when_legal_and_the_other_keys_answer() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    with_keys_at_one_screen(&mut app);
    let illegal: Move = "c3-c4".parse().unwrap_or_else(|_| "a1-b2".parse().unwrap());
    app.world_mut()
        .write_message(BoardInput::Play(illegal.into()));
    app.update();
    assert_eq!(game(&app).ply(), 0, "an illegal typed move plays nothing");
    app.world_mut().write_message(BoardInput::Play(
        "c3-d4".parse::<lasca_rules::Move>().unwrap().into(),
    ));
    app.update();
    settle(&mut app);
    assert_eq!(game(&app).ply(), 1);
    // Tab asks the move field for the keyboard; F1 shows the keys, Esc hides them.
    press(&mut app, KeyCode::Tab);
    assert!(app.world().resource::<MoveFieldFocus>().0);
    press(&mut app, KeyCode::F1);
    assert!(app.world().resource::<KeysHelp>().0);
    press(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<KeysHelp>().0);
    // Ctrl + makes the interface larger, in steps, up to 200%.
    for _ in 0..6 {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release_all();
        keys.clear();
        keys.press(KeyCode::ControlLeft);
        keys.press(KeyCode::Equal);
        app.update();
    }
    assert_eq!(app.world().resource::<Look>().ui_scale, 2.0);
    // While a text field has the keyboard, the arrows and Enter do nothing.
    app.insert_resource(KeyboardTaken(true));
    let before = *app.world().resource::<BoardCursor>();
    press(&mut app, KeyCode::ArrowUp);
    press(&mut app, KeyCode::Enter);
    assert_eq!(*app.world().resource::<BoardCursor>(), before);
    assert_eq!(game(&app).ply(), 1);
}

#[test]
fn the_arrows_follow_the_view() {
    use lasca::app::input::arrow_steps;
    // From White's side (looking toward -z), up is toward rank 7.
    let white = arrow_steps(Vec3::NEG_Z, Vec3::X);
    assert_eq!(white[0], (KeyCode::ArrowUp, (0, 1)));
    assert_eq!(white[2], (KeyCode::ArrowRight, (1, 0)));
    // From Black's side everything turns round.
    let black = arrow_steps(Vec3::Z, Vec3::NEG_X);
    assert_eq!(black[0], (KeyCode::ArrowUp, (0, -1)));
    assert_eq!(black[2], (KeyCode::ArrowRight, (-1, 0)));
    // A camera turned a little still maps to the nearest axis.
    let turned = arrow_steps(Vec3::new(0.3, 0.0, -1.0), Vec3::new(1.0, 0.0, 0.3));
    assert_eq!(turned[0], (KeyCode::ArrowUp, (0, 1)));
}

/// Presses `key` with the modifiers `held` down, for one frame.
fn chord(app: &mut App, held: &[KeyCode], key: KeyCode) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release_all();
    keys.clear();
    for &modifier in held {
        keys.press(modifier);
    }
    keys.press(key);
    app.update();
    // Without Bevy's input plugin nothing clears the press: let go before the next frames.
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release_all();
    keys.clear();
    settle(app);
}

#[test]
fn ctrl_z_and_y_take_back_and_replay_and_the_page_keys_look_back() {
    use lasca::app::play::History;
    const OPENING: [&str; 4] = ["c3-d4", "e5xc3", "b2xd4", "f6-e5"];
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    with_keys_at_one_screen(&mut app);
    for mv in OPENING {
        crate::play(&mut app, mv.parse::<lasca_rules::Move>().unwrap());
    }
    let moves =
        |app: &App| -> Vec<String> { game(app).moves().iter().map(|m| m.to_string()).collect() };
    chord(&mut app, &[KeyCode::ControlLeft], KeyCode::KeyZ);
    assert_eq!(moves(&app), OPENING[..3], "Ctrl+Z takes a move back");
    chord(&mut app, &[KeyCode::ControlRight], KeyCode::KeyZ);
    assert_eq!(moves(&app), OPENING[..2], "either Ctrl");
    chord(&mut app, &[KeyCode::ControlLeft], KeyCode::KeyY);
    assert_eq!(moves(&app), OPENING[..3], "Ctrl+Y replays it");
    chord(
        &mut app,
        &[KeyCode::ControlLeft, KeyCode::ShiftLeft],
        KeyCode::KeyZ,
    );
    assert_eq!(moves(&app), OPENING, "Ctrl+Shift+Z replays too");
    chord(&mut app, &[KeyCode::ControlLeft], KeyCode::KeyY);
    assert_eq!(moves(&app), OPENING, "nothing left to replay");

    // The page keys look back without touching the game.
    let shown = |app: &App| {
        app.world()
            .resource::<History>()
            .shown_ply(crate::any_game(app))
    };
    chord(&mut app, &[], KeyCode::PageUp);
    assert_eq!(shown(&app), 3, "Page Up: one ply back");
    chord(&mut app, &[], KeyCode::PageUp);
    assert_eq!(shown(&app), 2);
    chord(&mut app, &[], KeyCode::Home);
    assert_eq!(shown(&app), 0, "Home: the start");
    chord(&mut app, &[], KeyCode::PageDown);
    assert_eq!(shown(&app), 1, "Page Down: one ply forward");
    chord(&mut app, &[], KeyCode::End);
    assert_eq!(shown(&app), 4, "End: the live position");
    assert!(app.world().resource::<History>().is_live());
    assert_eq!(moves(&app), OPENING, "looking back changed no move");
    // A bare Z is not an undo.
    chord(&mut app, &[], KeyCode::KeyZ);
    assert_eq!(moves(&app), OPENING);
}
