//! Move lists and positions as plain text (the clipboard, pasted games, Lasker's notation).

use lasca_rules::{
    AnyGame, AnyPosition, Game, Move, Position, PositionError, RecordError, RuleSettings,
};

/// What a pasted text turned out to be.
#[derive(Clone, Debug, PartialEq)]
pub enum Imported {
    /// A position string alone: set up that position (boxed: a sandbox's is large).
    Position(Box<AnyPosition>),
    /// Moves (perhaps after a position string): the game they make.
    Game(AnyGame),
}

/// Why a pasted text could not be used.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ImportError {
    /// Nothing but blanks.
    #[error("nothing to import: paste a position string or a move list")]
    Empty,
    /// The position part is wrong.
    #[error("bad position: {0}")]
    Position(#[from] PositionError),
    /// The position part names an 8x8 variant or a sandbox and is wrong.
    #[error("bad position: {0}")]
    VariantPosition(lasca_rules::AnyPositionError),
    /// A move is malformed or illegal.
    #[error("{0}")]
    Move(#[from] RecordError),
}

pub use lasca_rules::record::MoveNumber;

/// Numbered moves, two plies a number: `1. c3-d4 e5xc3 2. b2xd4`. A game that starts with
/// Black to move begins `1... e5xc3`.
pub fn move_list_text(game: &AnyGame) -> String {
    let mut parts = Vec::new();
    for (i, (number, mv)) in MoveNumber::all(game).enumerate() {
        if !number.second || i == 0 {
            parts.push(number.to_string());
        }
        parts.push(mv.to_string());
    }
    parts.join(" ")
}

/// Reads a position string, a move list, or a position string followed by moves. Moves may be
/// in RULES.md notation (`c3-d4`, `a3xc5xe3`, a trailing `*` allowed) or Lasker's 1911 numbers
/// (`17-13-9`); move numbers (`1.`, `1...`) are skipped.
pub fn import_text(text: &str, settings: RuleSettings) -> Result<Imported, ImportError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let Some(&first) = tokens.first() else {
        return Err(ImportError::Empty);
    };
    if first.ends_with(':') {
        return import_variant(&tokens, settings);
    }
    let (start, moves) = if first == "w" || first == "b" {
        let columns = tokens[1..].iter().take_while(|t| t.contains(':')).count();
        let start: Position = tokens[..=columns].join(" ").parse()?;
        (start, &tokens[columns + 1..])
    } else {
        (Position::start(), &tokens[..])
    };
    let moves: Vec<&str> = moves
        .iter()
        .copied()
        .filter(|token| !is_move_number(token))
        .collect();
    if moves.is_empty() && (first == "w" || first == "b") {
        return Ok(Imported::Position(Box::new(AnyPosition::from(start))));
    }
    let mut game = Game::from_position(start, settings);
    for (i, token) in moves.iter().enumerate() {
        let parsed = if token.bytes().all(|b| b.is_ascii_digit() || b == b'-') {
            Move::from_lasker(token)
        } else {
            token.parse()
        };
        parsed
            .map_err(Into::into)
            .and_then(|mv| game.try_play(mv))
            .map_err(|error| RecordError {
                ply: i + 1,
                text: (*token).to_owned(),
                error,
            })?;
    }
    Ok(Imported::Game(game.into()))
}

/// A position string of an 8x8 variant or a sandbox (`bashni: w ...`), perhaps followed by
/// moves in notation.
fn import_variant(tokens: &[&str], settings: RuleSettings) -> Result<Imported, ImportError> {
    let columns = tokens[2..].iter().take_while(|t| t.contains(':')).count();
    let end = (2 + columns).min(tokens.len());
    let start =
        AnyPosition::parse(&tokens[..end].join(" ")).map_err(ImportError::VariantPosition)?;
    let moves: Vec<&str> = tokens[end..]
        .iter()
        .copied()
        .filter(|token| !is_move_number(token))
        .collect();
    if moves.is_empty() {
        return Ok(Imported::Position(Box::new(start)));
    }
    Ok(Imported::Game(AnyGame::replay(start, settings, &moves)?))
}

fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    digits.len() < token.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lists_round_trip() {
        let mut game = Game::new();
        for mv in ["c3-d4", "e5xc3", "b2xd4"] {
            game.play_str(mv).unwrap();
        }
        let game = AnyGame::from(game);
        let text = move_list_text(&game);
        assert_eq!(text, "1. c3-d4 e5xc3 2. b2xd4");
        assert_eq!(
            import_text(&text, RuleSettings::default()),
            Ok(Imported::Game(game))
        );
    }

    #[test]
    fn black_to_move_starts_with_an_ellipsis() {
        let start: Position = "b c5:b d4:w".parse().unwrap();
        let mut game = Game::from_position(start, RuleSettings::default());
        game.play_str("c5xe3").unwrap();
        let game = AnyGame::from(game);
        assert_eq!(move_list_text(&game), "1... c5xe3");
        let pasted = format!("{start} {}", move_list_text(&game));
        assert_eq!(
            import_text(&pasted, RuleSettings::default()),
            Ok(Imported::Game(game))
        );
    }

    #[test]
    fn lasker_numbers_and_positions_import() {
        let imported = import_text("1. 9-13 17-13-9", RuleSettings::default()).unwrap();
        let Imported::Game(game) = imported else {
            panic!("a game")
        };
        assert_eq!(move_list_text(&game), "1. c3-d4 e5xc3");
        assert_eq!(
            import_text(" w  c3:w ", RuleSettings::default()),
            Ok(Imported::Position(Box::new(AnyPosition::from(
                "w c3:w".parse::<lasca_rules::Position>().unwrap()
            ))))
        );
    }

    #[test]
    fn an_eight_by_eight_position_and_its_moves_import() {
        let text = "bashni: w c3:w f6:b 1. c3-d4 f6-e5";
        let Ok(Imported::Game(game)) = import_text(text, RuleSettings::default()) else {
            panic!("a bashni game")
        };
        assert_eq!(game.variant(), lasca_rules::Variant::Bashni);
        assert_eq!(move_list_text(&game), "1. c3-d4 f6-e5");
        let Ok(Imported::Position(position)) = import_text(
            "sandbox-lasca8: w d4:wwwwwwwwwwwwwwbb",
            RuleSettings::default(),
        ) else {
            panic!("a sandbox")
        };
        assert!(position.is_sandbox());
        assert!(matches!(
            import_text("bashni: w z9:w", RuleSettings::default()),
            Err(ImportError::VariantPosition(_))
        ));
    }

    #[test]
    fn bad_text_names_the_problem() {
        assert_eq!(
            import_text("  ", RuleSettings::default()),
            Err(ImportError::Empty)
        );
        assert!(matches!(
            import_text("w c3:q", RuleSettings::default()),
            Err(ImportError::Position(_))
        ));
        let error = import_text("1. c3-d4 e5-f4", RuleSettings::default()).unwrap_err();
        assert!(error.to_string().starts_with("move 2 (e5-f4)"), "{error}");
        let error = import_text("1. 9-14", RuleSettings::default()).unwrap_err();
        assert!(error.to_string().contains("9-14"), "{error}");
    }
}
