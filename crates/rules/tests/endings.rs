//! Ends the players give a game: a resignation, a draw by agreement; how records keep them.

use std::collections::BTreeMap;

use lasca_rules::record::{ending_from_tags, game_text, result_of, termination_of};
use lasca_rules::{
    AnyGame, Colour, DrawReason, Ending, Game, GameError, GameRecord, Outcome, Position,
    RuleSettings, Variant, WinReason,
};

fn resigned_by(side: Colour) -> Outcome {
    Outcome::Win {
        winner: side.opponent(),
        reason: WinReason::Resignation,
    }
}

#[test]
fn a_side_resigns_and_its_opponent_wins() {
    let mut game = Game::new();
    game.play_str("c3-d4").unwrap();
    assert_eq!(game.resign(Colour::Black), Ok(resigned_by(Colour::Black)));
    assert_eq!(game.outcome(), Some(resigned_by(Colour::Black)));
    assert_eq!(game.ending(), Some(Ending::Resigned(Colour::Black)));
    assert_eq!(game.outcome().unwrap().winner(), Some(Colour::White));
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "white wins (black resigned)"
    );
    assert_eq!(
        game.outcome().unwrap().explain(),
        "white wins: black resigned"
    );
    assert!(game.legal_moves().is_empty());
    // Over: no move, no second end.
    assert!(matches!(
        game.play_str("e5xc3"),
        Err(GameError::GameOver(_))
    ));
    assert!(matches!(
        game.agree_draw(),
        Err(GameError::GameOver(outcome)) if outcome == resigned_by(Colour::Black)
    ));
    assert!(game.resign(Colour::White).is_err());
    assert_eq!(game.outcome(), Some(resigned_by(Colour::Black)));
}

#[test]
fn the_players_agree_to_a_draw() {
    let mut game = Game::new();
    assert_eq!(game.agree_draw(), Ok(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(game.outcome().unwrap().winner(), None);
    assert_eq!(game.outcome().unwrap().to_string(), "draw (agreement)");
    assert_eq!(game.outcome().unwrap().ending(), Some(Ending::DrawAgreed));
}

#[test]
fn a_game_the_board_ended_cannot_be_resigned() {
    let start: Position = "b d4:w e5:wb".parse().unwrap();
    let mut game = Game::from_position(start, RuleSettings::default());
    let over = game.outcome().expect("black commands no column");
    assert_eq!(game.resign(Colour::White), Err(GameError::GameOver(over)));
    assert_eq!(game.agree_draw(), Err(GameError::GameOver(over)));
    assert_eq!(game.ending(), None);
    assert_eq!(over.ending(), None);
}

#[test]
fn taking_a_move_back_takes_the_end_back() {
    let mut game = Game::new();
    game.play_str("c3-d4").unwrap();
    game.resign(Colour::Black).unwrap();
    // Changing the house rules keeps it.
    game.set_settings(RuleSettings {
        repetition_draw: false,
        ply_limit: None,
    });
    assert_eq!(game.outcome(), Some(resigned_by(Colour::Black)));
    // Truncating to the same length changes nothing.
    game.truncate(1);
    assert_eq!(game.outcome(), Some(resigned_by(Colour::Black)));
    game.undo();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.ending(), None);
    game.play_str("c3-d4").unwrap();
    game.agree_draw().unwrap();
    game.truncate(0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_record_keeps_the_end_and_reads_it_back() {
    let mut game = Game::new();
    game.play_str("c3-d4").unwrap();
    game.resign(Colour::White).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert!(json.contains(r#""ended":{"resigned":"white"}"#), "{json}");
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.outcome(), Some(resigned_by(Colour::White)));
    // Through the any-game too, on 8x8.
    let mut eight = AnyGame::start(Variant::Bashni);
    eight.play_str("c3-d4").unwrap();
    eight.agree_draw().unwrap();
    let json = serde_json::to_string(&eight).unwrap();
    assert!(json.contains(r#""ended":"draw_agreed""#), "{json}");
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(back, eight);
    // A game going on writes no end, and older records without one read as before.
    let plain = serde_json::to_string(&Game::new()).unwrap();
    assert!(!plain.contains("ended"), "{plain}");
    // A record whose moves already ended the game cannot be ended again.
    let record = GameRecord {
        start: "b d4:w e5:wb".parse::<Position>().unwrap(),
        settings: RuleSettings::default(),
        moves: Vec::new(),
        ended: Some(Ending::DrawAgreed),
    };
    let error = Game::try_from(record).unwrap_err();
    assert_eq!(error.text, "draw agreed");
    assert!(matches!(error.error, GameError::GameOver(_)));
}

#[test]
fn a_game_file_names_the_end_in_its_termination_tag() {
    let mut game = AnyGame::start(Variant::Lasca7);
    game.play_str("c3-d4").unwrap();
    game.resign(Colour::Black).unwrap();
    assert_eq!(result_of(&game), "1-0");
    assert_eq!(termination_of(&game), Some("resignation"));
    let tags = vec![("Termination".to_owned(), "normal".to_owned())];
    let text = game_text(&tags, &game, &BTreeMap::new(), result_of(&game));
    assert!(
        text.contains("[Result \"1-0\"]\n[Termination \"resignation\"]\n"),
        "{text}"
    );
    assert!(!text.contains("normal"), "{text}");
    assert_eq!(
        ending_from_tags("1-0", Some("resignation")),
        Some(Ending::Resigned(Colour::Black))
    );
    assert_eq!(
        ending_from_tags("0-1", Some("resignation")),
        Some(Ending::Resigned(Colour::White))
    );
    assert_eq!(
        ending_from_tags("1/2-1/2", Some("agreement")),
        Some(Ending::DrawAgreed)
    );
    for (result, termination) in [
        ("1/2-1/2", Some("resignation")),
        ("1-0", Some("agreement")),
        ("*", Some("resignation")),
        ("1-0", Some("time forfeit")),
        ("1-0", None),
    ] {
        assert_eq!(ending_from_tags(result, termination), None, "{result}");
    }
    let mut drawn = AnyGame::start(Variant::Lasca7);
    drawn.agree_draw().unwrap();
    assert_eq!(result_of(&drawn), "1/2-1/2");
    assert_eq!(termination_of(&drawn), Some("agreement"));
    assert_eq!(termination_of(&AnyGame::start(Variant::Lasca7)), None);
}
