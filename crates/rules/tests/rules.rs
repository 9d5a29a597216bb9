//! Each rule of RULES.md as a small test on a position string (diagrams in comments).

use lasca_rules::{
    Colour, DrawReason, Game, GameError, IllegalMove, Man, Move, Outcome, Position, PositionError,
    RuleSettings, Square, WinReason,
};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(text: &str) -> Vec<String> {
    let mut names: Vec<String> = pos(text)
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    names.sort();
    names
}

fn after(text: &str, mv: &str) -> String {
    let mut position = pos(text);
    position.try_play(mv.parse().unwrap()).unwrap();
    position.to_string()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn start_position_has_six_steps() {
    assert_eq!(
        moves(lasca_rules::START),
        ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4"]
    );
    assert_eq!(Position::start().to_string(), lasca_rules::START);
    assert_eq!(Position::start().men_count(Colour::White), 11);
}

#[test]
fn soldiers_step_forward_officers_every_way() {
    assert_eq!(moves("w d4:w"), ["d4-c5", "d4-e5"]);
    assert_eq!(moves("b d4:b"), ["d4-c3", "d4-e3"]);
    assert_eq!(moves("w d4:W"), ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]);
    // An edge square has fewer diagonals.
    assert_eq!(moves("w a3:w"), ["a3-b4"]);
    // A column moves by its commander: a soldier over an officer is a soldier.
    assert_eq!(moves("w d4:wW"), ["d4-c5", "d4-e5"]);
    // Own columns block.
    assert_eq!(moves("w c3:w d4:w"), ["c3-b4", "d4-c5", "d4-e5"]);
}

#[test]
fn capture_is_compulsory() {
    // 5 . . . . e5 is empty
    // 4 . . . b         d4: black
    // 3 . . w .         c3: white
    // 1 w               a1 could step, but c3 must capture
    assert_eq!(moves("w a1:w c3:w d4:b"), ["c3xe5"]);
    let mut position = pos("w a1:w c3:w d4:b");
    assert!(position.must_capture());
    assert!(matches!(
        position.try_play("a1-b2".parse().unwrap()),
        Err(IllegalMove::CaptureCompulsory { .. })
    ));
}

#[test]
fn soldiers_capture_forward_only_officers_backward_too() {
    assert_eq!(moves("w d4:w c3:b"), ["d4-c5", "d4-e5"]);
    assert_eq!(moves("w d4:W c3:b"), ["d4xb2"]);
}

#[test]
fn only_the_commander_is_taken_and_goes_to_the_bottom() {
    // c3 jumps the black-over-white column on d4: the black commander goes under the white
    // man, and the white man left on d4 is free again.
    assert_eq!(after("w c3:w d4:bw", "c3xe5"), "b d4:w e5:wb");
    // A taller jumper keeps its order; the prisoner goes to the very bottom.
    assert_eq!(after("w c3:wwb d4:Bbw", "c3xe5"), "b d4:bw e5:wwbB");
}

#[test]
fn multi_jumps_must_go_on_with_free_choice() {
    // c1 may take one man toward a3 or two toward g5: no majority rule.
    assert_eq!(moves("w c1:w b2:b d2:b f4:b"), ["c1xa3", "c1xe3xg5"]);
    let mut position = pos("w c1:w b2:b d2:b f4:b");
    assert!(matches!(
        position.try_play("c1xe3".parse().unwrap()),
        Err(IllegalMove::MustContinue { continuations, .. }) if continuations == "c1xe3xg5"
    ));
    assert_eq!(after("w c1:w b2:b d2:b f4:b", "c1xe3xg5"), "b b2:b g5:wbb");
}

#[test]
fn no_column_is_jumped_twice() {
    // After c3xe5 the column on d4 is still black-commanded, but it was jumped already.
    assert_eq!(moves("w c3:W d4:bb"), ["c3xe5"]);
}

#[test]
fn the_starting_square_is_empty_during_the_move() {
    // The officer can run round the four black men and land where it started, either way.
    let start = "w c3:W b4:b d4:b b6:b d6:b";
    assert_eq!(moves(start), ["c3xa5xc7xe5xc3", "c3xe5xc7xa5xc3"]);
    assert_eq!(after(start, "c3xe5xc7xa5xc3"), "b c3:Wbbbb");
}

#[test]
fn a_soldier_promoted_in_a_capture_stops_an_officer_goes_on() {
    // The soldier lands on e7, becomes an officer, and the capture ends there even though an
    // officer could jump f6 next.
    assert_eq!(moves("w c5:w d6:b f6:b"), ["c5xe7"]);
    assert_eq!(after("w c5:w d6:b f6:b", "c5xe7"), "b f6:b e7:Wb");
    assert_eq!(moves("w c5:W d6:b f6:b"), ["c5xe7xg5"]);
}

#[test]
fn promotion_on_the_far_rank_of_each_side() {
    assert_eq!(after("w d6:w", "d6-c7"), "b c7:W");
    assert_eq!(after("b b2:b", "b2-a1"), "w a1:B");
    // Only the commander is promoted; the men under it keep their rank.
    assert_eq!(after("w d6:ww", "d6-e7"), "b e7:Ww");
    // An officer stays an officer.
    assert_eq!(after("w d6:W", "d6-e7"), "b e7:W");
}

#[test]
fn officers_keep_their_rank_in_captivity() {
    let freed = after("w c3:w d4:bW", "c3xe5");
    assert_eq!(freed, "b d4:W e5:wb");
    let mut position = pos(&freed);
    position.set_side_to_move(Colour::White);
    let column = position.column(sq("d4"));
    assert_eq!(column.commander(), Some(Man::officer(Colour::White)));
    // The freed officer moves backward at once.
    let mut names: Vec<String> = position
        .legal_moves()
        .iter()
        .filter(|m| m.from() == sq("d4"))
        .map(|m| m.to_string())
        .collect();
    names.sort();
    assert_eq!(names, ["d4-c3", "d4-c5", "d4-e3"]);
}

#[test]
fn no_legal_move_loses() {
    // Black commands no column at all.
    let game = Game::from_position(pos("b d4:w e5:wb"), RuleSettings::default());
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Colour::White,
            reason: WinReason::NoColumns
        })
    );
    // Black's soldier on rank 1 cannot move.
    let game = Game::from_position(pos("b a1:b c1:w"), RuleSettings::default());
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Colour::White,
            reason: WinReason::Blocked
        })
    );
    assert_eq!(game.outcome().unwrap().to_string(), "white wins");
    assert!(game.legal_moves().is_empty());
}

#[test]
fn threefold_repetition_draws_when_the_house_rule_is_on() {
    let shuffle = [
        "a1-b2", "g7-f6", "b2-a1", "f6-g7", "a1-b2", "g7-f6", "b2-a1", "f6-g7",
    ];
    let start = pos("w a1:W g7:B");
    let game = Game::replay(start, RuleSettings::default(), &shuffle).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "draw (threefold repetition)"
    );
    let off = RuleSettings {
        repetition_draw: false,
        ply_limit: None,
    };
    let game = Game::replay(start, off, &shuffle).unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_ply_limit_draws() {
    let settings = RuleSettings {
        repetition_draw: true,
        ply_limit: Some(2),
    };
    let mut game = Game::from_position(Position::start(), settings);
    game.play_str("c3-d4").unwrap();
    assert_eq!(game.outcome(), None);
    game.play_str("e5xc3").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::PlyLimit)));
    assert!(matches!(
        game.play_str("b2xd4"),
        Err(GameError::GameOver(_))
    ));
    game.undo();
    assert_eq!(game.outcome(), None);
}

#[test]
fn illegal_moves_say_why() {
    let mut position = Position::start();
    let cases: [(&str, fn(&IllegalMove) -> bool); 3] = [
        ("d4-e5", |e| matches!(e, IllegalMove::NotYourColumn { .. })),
        ("a5-b4", |e| matches!(e, IllegalMove::NotYourColumn { .. })),
        ("c1-d2", |e| matches!(e, IllegalMove::NotLegal { .. })),
    ];
    for (text, expected) in cases {
        let error = position.try_play(text.parse().unwrap()).unwrap_err();
        assert!(expected(&error), "{text}: {error}");
        assert!(error.to_string().contains(text), "{error}");
    }
    assert_eq!(
        position,
        Position::start(),
        "a refused move changes nothing"
    );
}

#[test]
fn malformed_positions_name_the_bad_token() {
    let cases: [(&str, PositionError); 10] = [
        ("", PositionError::Empty),
        ("x a1:w", PositionError::UnknownSide("x".into())),
        ("w a1w", PositionError::MissingColon("a1w".into())),
        ("w a1:w a1:b", PositionError::DuplicateSquare("a1".into())),
        ("w a1:", PositionError::EmptyColumn("a1:".into())),
        (
            "w a1:wx",
            PositionError::BadMan {
                token: "a1:wx".into(),
                letter: 'x',
            },
        ),
        (
            "w c3:wbw",
            PositionError::Alternating {
                square: "c3".into(),
                men: "wbw".into(),
            },
        ),
        (
            "w a1:wwwwww c1:wwwwww",
            PositionError::TooManyMen {
                colour: Colour::White,
                count: 12,
                most: 11,
            },
        ),
        (
            "b a1:B c1:bbbbbbbbbbb",
            PositionError::TooManyMen {
                colour: Colour::Black,
                count: 12,
                most: 11,
            },
        ),
        ("W a1:w", PositionError::UnknownSide("W".into())),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Position>().unwrap_err(), expected, "{text:?}");
    }
    for (text, token) in [("w b1:w", "b1"), ("w h9:w", "h9"), ("w :w", "")] {
        let error = text.parse::<Position>().unwrap_err();
        assert!(
            matches!(&error, PositionError::BadSquare { .. }),
            "{text}: {error:?}"
        );
        assert!(error.to_string().contains(token));
    }
}

#[test]
fn position_strings_accept_runs_of_spaces_and_fewer_men() {
    let position = pos("  b   c3:w   e5:Bw ");
    assert_eq!(position.to_string(), "b c3:w e5:Bw");
    assert_eq!(pos("w").to_string(), "w");
    // Canonical order: rank, then file.
    assert_eq!(
        pos("w g7:b a1:w c3:w b2:w").to_string(),
        "w a1:w b2:w c3:w g7:b"
    );
}

#[test]
fn games_save_and_load_through_serde() {
    let mut game = Game::new();
    for i in 0..30 {
        let moves = game.legal_moves();
        let mv = moves[(i * 7) % moves.len()];
        game.try_play(mv).unwrap();
    }
    assert!(
        game.position()
            .columns()
            .any(|(_, column)| column.height() > 1)
    );
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.position(), game.position());
    let fifth = game.moves()[4].to_string();
    let bad = json.replacen(&format!("\"{fifth}\""), "\"g1-h2\"", 1);
    let error = serde_json::from_str::<Game>(&bad).unwrap_err().to_string();
    assert!(error.contains("h2"), "{error}");
    let illegal = json.replacen(&format!("\"{fifth}\""), "\"a1-b2\"", 1);
    let error = serde_json::from_str::<Game>(&illegal)
        .unwrap_err()
        .to_string();
    assert!(error.contains("move 5 (a1-b2)"), "{error}");
}

#[test]
fn moves_are_matched_against_the_position_separately() {
    let mv: Move = "c3-d4".parse().unwrap();
    let position = Position::start();
    assert!(position.check_legal(mv).is_ok());
    assert!(pos("w a1:w").check_legal(mv).is_err());
}

#[test]
fn capture_trees_fit_the_move_list() {
    // Black men on every square a capture from the a1 family can jump, white officers around:
    // the densest capture trees found while searching for the worst case stay far below the
    // list's capacity.
    let dense = "w a1:W c1:W e1:W g1:W a7:W b2:b d2:b f2:b b4:b d4:b f4:b b6:b d6:b f6:b";
    let position = pos(dense);
    assert_eq!(position.legal_moves().len(), 32);
    assert_eq!(position.count_legal_moves(), 32);
    assert!(position.legal_moves().len() * 8 < lasca_rules::MAX_MOVES);
}
