//! Move lists and positions as plain text (the clipboard, pasted games, Lasker's notation).

use lasca_rules::{Colour, Game, Move, Position, PositionError, RecordError, RuleSettings};

/// What a pasted text turned out to be.
#[derive(Clone, Debug, PartialEq)]
pub enum Imported {
    /// A position string alone: set up that position.
    Position(Position),
    /// Moves (perhaps after a position string): the game they make.
    Game(Game),
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
    /// A move is malformed or illegal.
    #[error("{0}")]
    Move(#[from] RecordError),
}

/// Numbered moves, two plies a number: `1. c3-d4 e5xc3 2. b2xd4`. A game that starts with
/// Black to move begins `1... e5xc3`.
pub fn move_list_text(game: &Game) -> String {
    let mut parts = Vec::new();
    let black_first = game.start().side_to_move() == Colour::Black;
    for (i, mv) in game.moves().iter().enumerate() {
        let ply = i + usize::from(black_first);
        let number = ply / 2 + 1;
        if ply % 2 == 0 {
            parts.push(format!("{number}."));
        } else if i == 0 {
            parts.push(format!("{number}..."));
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
        return Ok(Imported::Position(start));
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
    Ok(Imported::Game(game))
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
            Ok(Imported::Position("w c3:w".parse().unwrap()))
        );
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
