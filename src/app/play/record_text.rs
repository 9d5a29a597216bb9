//! Why a file or a pasted text could not be read, in the player's language
//! (`assets/i18n/*/record.ftl`), for the notices. The record's own `Display` stays English for
//! the command line; in English these texts are the same words. What the system says of a file
//! (an `io::Error`) is the system's.

use crate::app::core::game_text::{
    any_position_error_text, game_error_text, parse_move_error_text, position_error_text,
    record_error_text,
};
use crate::record::{FORMAT_NAME, FORMAT_VERSION, ImportError, LoadError, ReadError, ReadProblem};
use crate::t;

/// Where a game file stops being readable, and why.
pub fn read_error_text(error: &ReadError) -> String {
    t!(
        "record-read-error",
        line = error.line,
        column = error.column,
        message = read_problem_text(&error.message)
    )
}

fn read_problem_text(problem: &ReadProblem) -> String {
    match problem {
        ReadProblem::TagName => t!("record-tag-name"),
        ReadProblem::TagUnquoted(tag) => t!("record-tag-unquoted", tag = tag.as_str()),
        ReadProblem::TagEscape(tag) => t!("record-tag-escape", tag = tag.as_str()),
        ReadProblem::TagUnclosed(tag) => t!("record-tag-unclosed", tag = tag.as_str()),
        ReadProblem::TagBracket(tag) => t!("record-tag-bracket", tag = tag.as_str()),
        ReadProblem::CommentUnclosed => t!("record-comment-unclosed"),
        ReadProblem::BadPosition(error) => {
            t!(
                "record-bad-position-tag",
                error = position_error_text(error)
            )
        }
        ReadProblem::BadVariant(error) => t!("record-bad-variant-tag", error = error.as_str()),
        ReadProblem::BadVariantPosition(error) => {
            t!(
                "record-bad-position-tag",
                error = any_position_error_text(error)
            )
        }
        ReadProblem::BadResult(text) => t!("record-bad-result", text = text.as_str()),
        ReadProblem::Unopened(c) => t!("record-unopened", text = c.to_string()),
        ReadProblem::NotAMove { text, error } => t!(
            "record-not-a-move",
            text = text.as_str(),
            error = parse_move_error_text(error)
        ),
        ReadProblem::Unplayable {
            number,
            text,
            error,
        } => t!(
            "record-unplayable",
            number = number.to_string(),
            text = text.as_str(),
            error = game_error_text(error)
        ),
    }
}

/// Why a saved game could not be opened.
pub fn load_error_text(error: &LoadError) -> String {
    match error {
        LoadError::Io { path, source } => t!(
            "record-cannot-read",
            path = path.display().to_string(),
            error = source.to_string()
        ),
        LoadError::Truncated => t!("record-truncated"),
        LoadError::NotJson(error) => t!("record-not-json", error = error.as_str()),
        LoadError::WrongFormat => t!("record-wrong-format", format = FORMAT_NAME),
        LoadError::UnsupportedVersion { found } => t!(
            "record-unsupported-version",
            found = found.to_string(),
            version = FORMAT_VERSION.to_string()
        ),
        LoadError::Damaged(error) => t!("record-damaged", error = error.as_str()),
        LoadError::BadStart(error) => t!("record-bad-start", error = position_error_text(error)),
        LoadError::BadVariantStart(error) => {
            t!("record-bad-start", error = any_position_error_text(error))
        }
        LoadError::BadMove(error) => record_error_text(error),
    }
}

/// Why a pasted text could not be set up.
pub fn import_error_text(error: &ImportError) -> String {
    match error {
        ImportError::Empty => t!("record-import-empty"),
        ImportError::Position(error) => {
            t!(
                "record-import-bad-position",
                error = position_error_text(error)
            )
        }
        ImportError::VariantPosition(error) => {
            t!(
                "record-import-bad-position",
                error = any_position_error_text(error)
            )
        }
        ImportError::Move(error) => record_error_text(error),
    }
}

#[cfg(test)]
mod tests {
    use lasca_rules::RuleSettings;

    use super::*;
    use crate::record::{import_text, read_games};

    /// In English (the language tests run in) every text is the record's own.
    #[test]
    fn english_texts_are_the_records_own_words() {
        let files = [
            "[ \"x\"]",
            "[Event x]",
            "[Event \"a\\b\"]",
            "[Event \"open",
            "[Event \"x\" 1. c3-d4",
            "1. c3-d4 {never closed",
            "[Position \"q\"]\n1. c3-d4 *",
            "[Result \"2-0\"]",
            "1. c3-d4 } *",
            "1. c3-q9 *",
            "1. c3-d4 e5xc3 2. c3-d4 *",
            "1. c3-d4 e5-f4 *",
            "[Variant \"dama\"]\n1. c3-d4 *",
            "[Variant \"bashni\"]\n[Position \"lasca8: w a1:w\"]\n*",
            "[Variant \"bashni\"]\n1. c3-d4 f6-g5 2. d4xf6xh4x *",
        ];
        for text in files {
            let error = read_games(text, RuleSettings::default())
                .error
                .unwrap_or_else(|| panic!("{text} has a mistake"));
            assert_eq!(read_error_text(&error), error.to_string(), "{text}");
        }
        for text in ["  ", "x a1:w", "c3-d4 c3-d4", "c3-d4 zz"] {
            let error = import_text(text, RuleSettings::default()).expect_err(text);
            assert_eq!(import_error_text(&error), error.to_string(), "{text}");
        }
        for error in [
            LoadError::Truncated,
            LoadError::NotJson("x".into()),
            LoadError::WrongFormat,
            LoadError::UnsupportedVersion { found: 9 },
            LoadError::Damaged("y".into()),
        ] {
            assert_eq!(load_error_text(&error), error.to_string());
        }
    }
}
