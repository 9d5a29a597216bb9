//! The position editor through the app: picks edit columns with the tool in hand, refused edits
//! change nothing and say why (every way the rules crate refuses a position), the men follow
//! the edited position, and leaving the editor plays, analyses or puts the game back.

use bevy::prelude::*;
use lasca::app::core::{AppMode, Seats, Selection, TurnState};
use lasca::app::features::analysis::Analysis;
use lasca::app::features::editor::{EditorRequest, PositionEditor, Tool};
use lasca::app::play::AiOptions;
use lasca::record::{AnimationSpeed, Player, Players};
use lasca_rules::{Colour, Game, Man, Position};

use crate::{app_with, assert_in_step, game, pick, settle, state};

fn mode(app: &App) -> AppMode {
    *app.world().resource::<State<AppMode>>().get()
}

fn editor(app: &App) -> &PositionEditor {
    app.world().resource::<PositionEditor>()
}

fn request(app: &mut App, request: EditorRequest) {
    app.world_mut().write_message(request);
    app.update();
    app.update();
}

fn tool(app: &mut App, tool: Tool) {
    app.world_mut().resource_mut::<PositionEditor>().tool = tool;
}

/// The board's position (the game's) and the editor's, checked to agree.
fn board(app: &mut App) -> String {
    let shown = game(app).position().to_string();
    assert_eq!(editor(app).position().to_string(), shown);
    assert_eq!(game(app).ply(), 0);
    assert_in_step(app, true);
    shown
}

/// An app in the editor, on an empty board with White to move.
fn editing_empty_board() -> App {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    request(&mut app, EditorRequest::Open);
    assert_eq!(mode(&app), AppMode::Edit);
    request(&mut app, EditorRequest::ClearBoard);
    assert_eq!(board(&mut app), "w");
    app
}

#[test]
fn picks_add_remove_and_clear_and_the_men_follow() {
    let mut app = editing_empty_board();
    tool(&mut app, Tool::Place(Man::soldier(Colour::Black)));
    pick(&mut app, "d4");
    tool(&mut app, Tool::Place(Man::officer(Colour::White)));
    pick(&mut app, "d4");
    pick(&mut app, "g7");
    tool(&mut app, Tool::Place(Man::officer(Colour::Black)));
    pick(&mut app, "a1");
    assert_eq!(board(&mut app), "w a1:B d4:Wb g7:W");
    tool(&mut app, Tool::RemoveTop);
    pick(&mut app, "d4");
    // Removing from an empty square does nothing and refuses nothing.
    pick(&mut app, "c3");
    assert_eq!(editor(&app).refusal(), None);
    assert_eq!(board(&mut app), "w a1:B d4:b g7:W");
    tool(&mut app, Tool::ClearSquare);
    pick(&mut app, "g7");
    assert_eq!(board(&mut app), "w a1:B d4:b");
    request(&mut app, EditorRequest::SideToMove(Colour::Black));
    assert_eq!(board(&mut app), "b a1:B d4:b");
    request(&mut app, EditorRequest::Reset);
    assert_eq!(board(&mut app), lasca_rules::START);
    // Editing moves no man: the picks of a white column select nothing.
    assert_eq!(app.world().resource::<Selection>().from(), None);
    assert_eq!(state(&app), TurnState::AwaitingMove);
}

#[test]
fn a_twelfth_man_of_either_side_is_refused_and_changes_nothing() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    request(&mut app, EditorRequest::Open);
    for (man, on) in [
        (Man::soldier(Colour::White), "d4"),
        (Man::officer(Colour::White), "a1"),
        (Man::soldier(Colour::Black), "b4"),
        (Man::officer(Colour::Black), "g7"),
    ] {
        tool(&mut app, Tool::Place(man));
        pick(&mut app, on);
        let refusal = editor(&app).refusal().expect("refused").to_owned();
        assert!(refusal.contains("12"), "{refusal}");
        assert_eq!(board(&mut app), lasca_rules::START);
    }
    // The next edit that is made clears the refusal.
    tool(&mut app, Tool::RemoveTop);
    pick(&mut app, "a1");
    assert_eq!(editor(&app).refusal(), None);
    assert!(!board(&mut app).contains("a1:"));
}

#[test]
fn a_column_alternating_colours_twice_is_refused() {
    let mut app = editing_empty_board();
    tool(&mut app, Tool::Place(Man::soldier(Colour::White)));
    pick(&mut app, "c3");
    tool(&mut app, Tool::Place(Man::officer(Colour::Black)));
    pick(&mut app, "c3");
    assert_eq!(board(&mut app), "w c3:Bw");
    // White on black on white, by either rank.
    for man in [Man::soldier(Colour::White), Man::officer(Colour::White)] {
        tool(&mut app, Tool::Place(man));
        pick(&mut app, "c3");
        let refusal = editor(&app).refusal().expect("refused");
        assert!(refusal.contains("alternates"), "{refusal}");
        assert_eq!(board(&mut app), "w c3:Bw");
    }
    // More black on top is one change only.
    tool(&mut app, Tool::Place(Man::soldier(Colour::Black)));
    pick(&mut app, "c3");
    assert_eq!(editor(&app).refusal(), None);
    assert_eq!(board(&mut app), "w c3:bBw");
}

#[test]
fn every_bad_pasted_position_is_refused_with_its_reason() {
    let mut app = editing_empty_board();
    request(&mut app, EditorRequest::Paste("b  d4:wb   a1:B ".into()));
    assert_eq!(editor(&app).refusal(), None);
    assert_eq!(board(&mut app), "b a1:B d4:wb");
    let too_many_white = format!("w {} d4:w", &lasca_rules::START[2..]);
    for (text, reason) in [
        ("", "empty position"),
        ("x a1:w", "unknown side"),
        ("w a1w", "not a column"),
        ("w b1:w", "b1"),
        ("w z9:w", "z9"),
        ("w a1:w a1:b", "named twice"),
        ("w a1:", "has no men"),
        ("w a1:wq", "`q`"),
        ("w a1:wbw", "alternates"),
        (too_many_white.as_str(), "12"),
    ] {
        request(&mut app, EditorRequest::Paste(text.into()));
        let refusal = editor(&app).refusal().expect("refused").to_owned();
        assert!(refusal.contains(reason), "{text:?}: {refusal}");
        assert_eq!(
            board(&mut app),
            "b a1:B d4:wb",
            "{text:?} changed the board"
        );
    }
}

#[test]
fn the_editor_warns_when_the_side_to_move_has_no_move() {
    let mut app = editing_empty_board();
    assert!(editor(&app).warning().unwrap().contains("no legal move"));
    // No game over while editing: the board waits for more edits.
    assert_eq!(state(&app), TurnState::AwaitingMove);
    tool(&mut app, Tool::Place(Man::soldier(Colour::White)));
    pick(&mut app, "c3");
    assert_eq!(editor(&app).warning(), None);
}

#[test]
fn cancel_puts_back_the_game_and_its_players() {
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    let against_ai = Seats(Players {
        white: Player::Human,
        black: Player::ai(1),
    });
    // The AI thinks until told, so it plays nothing while the test looks.
    app.insert_resource(against_ai).insert_resource(AiOptions {
        seed: 1,
        limits: Some(lasca_ai::SearchLimits::default()),
    });
    pick(&mut app, "c3");
    pick(&mut app, "d4");
    settle(&mut app);
    let before = game(&app).clone();
    request(&mut app, EditorRequest::Open);
    // Nobody thinks while a position is set up.
    assert_eq!(*app.world().resource::<Seats>(), Seats(Players::HOTSEAT));
    assert_eq!(game(&app).ply(), 0);
    request(&mut app, EditorRequest::ClearBoard);
    request(&mut app, EditorRequest::Cancel);
    assert_eq!(mode(&app), AppMode::Play);
    // The game comes back as it was; the AI, to move, may already have answered (Black's only
    // move is a capture, played at once), depending on the order systems run in a frame.
    let moves = game(&app).moves();
    assert_eq!(&moves[..before.ply()], before.moves());
    assert!(moves.len() <= before.ply() + 1, "{moves:?}");
    assert_eq!(*app.world().resource::<Seats>(), against_ai);
    assert_in_step(&mut app, true);
}

#[test]
fn play_and_analyse_from_here_start_a_game_from_the_edited_position() {
    let ending = "b a1:W e3:wb c5:B g7:b";
    let mut app = app_with(Game::new(), AnimationSpeed::Instant);
    request(&mut app, EditorRequest::Open);
    request(&mut app, EditorRequest::Paste(ending.into()));
    request(&mut app, EditorRequest::PlayFromHere);
    assert_eq!(mode(&app), AppMode::Play);
    assert_eq!(game(&app).start(), &ending.parse::<Position>().unwrap());
    assert_eq!(game(&app).ply(), 0);
    assert_in_step(&mut app, true);
    // Moves are played again: Black's officer on c5 steps.
    pick(&mut app, "c5");
    pick(&mut app, "d6");
    settle(&mut app);
    assert_eq!(game(&app).moves()[0].to_string(), "c5-d6");

    request(&mut app, EditorRequest::Open);
    app.world_mut().resource_mut::<Analysis>().limits = lasca_ai::SearchLimits::depth(2);
    request(&mut app, EditorRequest::AnalyseFromHere);
    assert_eq!(mode(&app), AppMode::Play);
    assert!(app.world().resource::<Analysis>().enabled);
    assert_eq!(game(&app).ply(), 0);
    assert_eq!(game(&app).position().to_string(), "w a1:W e3:wb d6:B g7:b");
}
