//! The rules' errors and results in the player's language (`assets/i18n/*/rules.ftl`), for the
//! play layer's notices and refusals. The rules crate's own `Display` stays English for the
//! command line; in English these texts are the same words.

use lasca_rules::{
    AnyPositionError, Colour, DrawReason, GameError, IllegalMove, Outcome, ParseMoveError,
    ParseSquareError, ParseVariantError, PositionError, RecordError, Sandbox, SandboxError,
    Variant, WinReason,
};

use crate::t;

/// `White` or `Black`, in the player's language.
pub fn side_text(colour: Colour) -> String {
    match colour {
        Colour::White => t!("side-white"),
        Colour::Black => t!("side-black"),
    }
}

/// A game's name as New game… offers it: `Lasca 7×7`, `Lasca 8×8`, `Bashni`.
pub fn variant_text(variant: Variant) -> String {
    match variant {
        Variant::Lasca7 => t!("new-game-variant-lasca7"),
        Variant::Lasca8 => t!("new-game-variant-lasca8"),
        Variant::Bashni => t!("new-game-variant-bashni"),
    }
}

/// `white` or `black`: a side for the catalogues' `$colour` selectors (never shown).
pub fn colour_key(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// `white wins`, `draw (threefold repetition)`: an outcome as the rules write it.
pub fn outcome_text(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win {
            winner,
            reason: WinReason::Resignation,
        } => t!(
            "rules-outcome-resignation",
            colour = colour_key(winner),
            loser = colour_key(winner.opponent())
        ),
        Outcome::Win { winner, .. } => t!("rules-outcome-win", colour = colour_key(winner)),
        Outcome::Draw(DrawReason::Repetition) => t!("rules-outcome-repetition"),
        Outcome::Draw(DrawReason::PlyLimit) => t!("rules-outcome-ply-limit"),
        Outcome::Draw(DrawReason::Agreement) => t!("rules-outcome-agreement"),
    }
}

/// Why a position is not a Lasca position.
pub fn position_error_text(error: &PositionError) -> String {
    match error {
        PositionError::Empty => t!("rules-position-empty"),
        PositionError::UnknownSide(token) => {
            t!("rules-position-unknown-side", token = token.as_str())
        }
        PositionError::OtherVariant(variant) => {
            t!("rules-position-other-variant", variant = variant.name())
        }
        PositionError::MissingColon(token) => {
            t!("rules-position-missing-colon", token = token.as_str())
        }
        PositionError::BadSquare { token, error } => t!(
            "rules-position-bad-square",
            token = token.as_str(),
            error = square_error_text(error)
        ),
        PositionError::DuplicateSquare(square) => {
            t!("rules-position-duplicate-square", square = square.as_str())
        }
        PositionError::EmptyColumn(token) => {
            t!("rules-position-empty-column", token = token.as_str())
        }
        PositionError::BadMan { token, letter } => t!(
            "rules-position-bad-man",
            token = token.as_str(),
            letter = letter.to_string()
        ),
        PositionError::Alternating { square, men } => t!(
            "rules-position-alternating",
            square = square.as_str(),
            men = men.as_str()
        ),
        PositionError::TooManyMen {
            colour,
            count,
            most,
        } => t!(
            "rules-position-too-many-men",
            count = count.to_string(),
            colour = colour_key(*colour),
            most = most.to_string()
        ),
        PositionError::UnknownVariant(name) => {
            t!("rules-position-unknown-variant", name = name.as_str())
        }
        PositionError::MissingVariant => t!("rules-position-missing-variant"),
        PositionError::NotEightByEight(name) => {
            t!("rules-position-not-eight", name = name.as_str())
        }
        PositionError::VariantMismatch { expected, found } => t!(
            "rules-position-variant-mismatch",
            expected = expected.to_string(),
            found = found.to_string()
        ),
    }
}

/// Why a position string of a game of any variant, or of a sandbox, is refused.
pub fn any_position_error_text(error: &AnyPositionError) -> String {
    match error {
        AnyPositionError::Variant(error) => variant_error_text(error),
        AnyPositionError::Position(error) => position_error_text(error),
        AnyPositionError::Sandbox(error) => sandbox_error_text(error),
        AnyPositionError::OtherVariant { expected, found } => t!(
            "rules-any-other-variant",
            expected = expected.name(),
            found = found.name()
        ),
        AnyPositionError::OtherSandbox { expected } => t!(
            "rules-any-other-sandbox",
            expected = expected.name(),
            prefix = Sandbox::<lasca_rules::Position>::prefix(*expected)
        ),
    }
}

/// A variant's name that is none.
pub fn variant_error_text(error: &ParseVariantError) -> String {
    t!("rules-variant-unknown", name = error.0.as_str())
}

/// Why a sandbox string or a sandbox's columns are refused.
pub fn sandbox_error_text(error: &SandboxError) -> String {
    match error {
        SandboxError::MissingPrefix => t!("rules-sandbox-missing-prefix"),
        SandboxError::WrongVariant(name) => {
            t!("rules-sandbox-wrong-variant", name = name.as_str())
        }
        SandboxError::UnknownSide(token) => {
            t!("rules-sandbox-unknown-side", token = token.as_str())
        }
        SandboxError::BadColumn(token) => t!("rules-sandbox-bad-column", token = token.as_str()),
        SandboxError::DuplicateSquare(square) => {
            t!("rules-sandbox-duplicate-square", square = square.as_str())
        }
        SandboxError::TooManyMen(count) => {
            t!("rules-sandbox-too-many-men", count = count.to_string())
        }
    }
}

/// Why a move cannot be played.
pub fn illegal_move_text(error: &IllegalMove) -> String {
    match error {
        IllegalMove::NotYourColumn { mv, from, side } => t!(
            "rules-illegal-not-your-column",
            move = mv.as_str(),
            square = from.as_str(),
            colour = colour_key(*side)
        ),
        IllegalMove::CaptureCompulsory { mv, captures } => t!(
            "rules-illegal-capture-compulsory",
            move = mv.as_str(),
            captures = captures.as_str()
        ),
        IllegalMove::MustContinue { mv, continuations } => t!(
            "rules-illegal-must-continue",
            move = mv.as_str(),
            continuations = continuations.as_str()
        ),
        IllegalMove::NotLegal { mv, legal } => t!(
            "rules-illegal-not-legal",
            move = mv.as_str(),
            legal = legal.as_str()
        ),
    }
}

/// Why a square's name is wrong.
pub fn square_error_text(error: &ParseSquareError) -> String {
    match error {
        ParseSquareError::Malformed(text, size) => t!(
            "rules-square-malformed",
            text = text.as_str(),
            size = size.to_string(),
            last = char::from(b'a' + size.saturating_sub(1)).to_string()
        ),
        ParseSquareError::Unplayable(text) => t!("rules-square-unplayable", text = text.as_str()),
    }
}

/// Why a move's text does not parse.
pub fn parse_move_error_text(error: &ParseMoveError) -> String {
    match error {
        ParseMoveError::Empty => t!("rules-parse-empty"),
        ParseMoveError::BadSquare(error) => {
            t!("rules-parse-bad-square", error = square_error_text(error))
        }
        ParseMoveError::NoDestination(mv) => t!("rules-parse-no-destination", move = mv.as_str()),
        ParseMoveError::MixedSeparators(mv) => {
            t!("rules-parse-mixed-separators", move = mv.as_str())
        }
        ParseMoveError::LongStep(mv) => t!("rules-parse-long-step", move = mv.as_str()),
        ParseMoveError::NotDiagonal {
            from,
            to,
            capture,
            long,
        } => {
            let (from, to) = (from.as_str(), to.as_str());
            match (*capture, *long) {
                (true, false) => t!("rules-parse-not-diagonal-jump", from = from, to = to),
                (true, true) => t!("rules-parse-not-diagonal-jump-long", from = from, to = to),
                (false, false) => t!("rules-parse-not-diagonal-step", from = from, to = to),
                (false, true) => t!("rules-parse-not-diagonal-step-long", from = from, to = to),
            }
        }
        ParseMoveError::TooLong(count) => t!("rules-parse-too-long", count = count.to_string()),
        ParseMoveError::BadLaskerSquare(text) => {
            t!("rules-parse-bad-lasker-square", text = text.as_str())
        }
        ParseMoveError::BadLaskerPath(text) => {
            t!("rules-parse-bad-lasker-path", text = text.as_str())
        }
    }
}

/// Why a move was not added to a game.
pub fn game_error_text(error: &GameError) -> String {
    match error {
        GameError::GameOver(outcome) => t!("rules-game-over", outcome = outcome_text(*outcome)),
        GameError::Parse(error) => parse_move_error_text(error),
        GameError::Illegal(error) => illegal_move_text(error),
    }
}

/// Why a game record does not replay: the bad move and what is wrong with it.
pub fn record_error_text(error: &RecordError) -> String {
    t!(
        "rules-record",
        ply = error.ply.to_string(),
        move = error.text.as_str(),
        error = game_error_text(&error.error)
    )
}

#[cfg(test)]
mod tests {
    use lasca_rules::{Game, Move, Move8, Position, Position8, RuleSettings, Variant8};

    use super::*;

    /// In English (the language tests run in) every text is the rules' own.
    #[test]
    fn english_texts_are_the_rules_own_words() {
        let positions = [
            "",
            "x a1:w",
            "w a1",
            "w z9:w",
            "w b1:w",
            "w a1:w a1:b",
            "w a1:",
            "w a1:wq",
            "w a1:wbw",
            "w a1:wwwwwwwwwwww",
        ];
        for text in positions {
            let error = text.parse::<Position>().expect_err(text);
            assert_eq!(position_error_text(&error), error.to_string(), "{text}");
        }
        for text in ["", "c3", "c3-d4xe5", "c3-e5", "c3xd4", "z9-c3", "a1-b2-c3"] {
            let error = text.parse::<Move>().expect_err(text);
            assert_eq!(parse_move_error_text(&error), error.to_string(), "{text}");
        }
        // The 8x8 board's errors are the same types, in the same words.
        let eights = [
            "",
            "w a1:w",
            "dama: w",
            "lasca7: w",
            "bashni: x",
            "bashni: w i3:w",
            "lasca8: w h1:w",
            "lasca8: w a1:wwwwwwwwwwwww",
        ];
        for text in eights {
            let error = text.parse::<Position8>().expect_err(text);
            assert_eq!(position_error_text(&error), error.to_string(), "{text}");
        }
        let mismatch = Position8::parse_board(Variant8::Lasca8, "bashni: w").unwrap_err();
        assert_eq!(position_error_text(&mismatch), mismatch.to_string());
        // Any variant's strings and the sandbox's, as the editor, the files and the command
        // line read them.
        for text in [
            "dama: w",
            "bashni: w i3:w",
            "sandbox-dama: w",
            "sandbox-lasca7: x",
            "sandbox-lasca7: w d4",
            "sandbox-lasca7: w d4:w d4:b",
            "sandbox-bashni: w h1:w",
        ] {
            let error = lasca_rules::AnyPosition::parse(text).expect_err(text);
            assert_eq!(any_position_error_text(&error), error.to_string(), "{text}");
        }
        for (variant, text) in [
            (Variant::Lasca7, "bashni: w a1:w"),
            (Variant::Lasca8, "sandbox-bashni: w a1:w"),
        ] {
            let error = lasca_rules::AnyGame::from_text(variant, text).expect_err(text);
            assert_eq!(any_position_error_text(&error), error.to_string(), "{text}");
        }
        let many = SandboxError::TooManyMen(101);
        assert_eq!(sandbox_error_text(&many), many.to_string());
        assert_eq!(
            sandbox_error_text(&SandboxError::MissingPrefix),
            SandboxError::MissingPrefix.to_string()
        );
        for text in ["c3-e3", "c3xd4", "i3-c3", "a1-b2-c3", "a1-c3xe5"] {
            let error = text.parse::<Move8>().expect_err(text);
            assert_eq!(parse_move_error_text(&error), error.to_string(), "{text}");
        }
        for moves in [
            &["c3-d4", "c3-d4"][..],
            &["c3-b4", "b6-a5", "a5-b4"],
            &["e3-e5"],
        ] {
            let error = Game::replay(Position::start(), RuleSettings::default(), moves)
                .expect_err("a bad record");
            assert_eq!(record_error_text(&error), error.to_string(), "{moves:?}");
        }
        for outcome in [
            Outcome::Draw(DrawReason::Repetition),
            Outcome::Draw(DrawReason::PlyLimit),
            Outcome::Draw(DrawReason::Agreement),
            Outcome::Win {
                winner: Colour::Black,
                reason: WinReason::Resignation,
            },
            Outcome::Win {
                winner: Colour::White,
                reason: WinReason::Blocked,
            },
        ] {
            assert_eq!(outcome_text(outcome), outcome.to_string());
        }
        assert_eq!(side_text(Colour::White), "White");
    }
}
