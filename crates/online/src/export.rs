//! An online game as a game file (docs/GAMEFILES.md), for `/g/CODE.pgn`: the same text the
//! game's Save and `lasca export` write (`lasca_rules::record::write_game`), with tags for
//! the players, the variant, the clock and the result; `lasca import` reads it.

use std::collections::BTreeMap;

use lasca_ai::Level;
use lasca_rules::{AnyGame, Colour};

use crate::protocol::{ComputerView, EndReason, GameResult, TimeControl};

/// What a game file says of an online game besides its moves.
#[derive(Clone, Copy, Debug)]
pub struct Facts<'a> {
    /// The game's code.
    pub code: &'a str,
    /// When it was created (ms since the epoch).
    pub created_ms: u64,
    /// Its time control.
    pub time_control: Option<TimeControl>,
    /// How it ended, if it did.
    pub result: Option<GameResult>,
    /// The computer's seat, in a game against it.
    pub computer: Option<ComputerView>,
}

/// The game file of `game`.
pub fn game_file(facts: Facts<'_>, game: &AnyGame) -> String {
    let player = |colour: Colour| match facts.computer {
        Some(computer) if computer.colour == colour => match Level::new(computer.level) {
            Some(level) => format!("Computer (level {}, {})", level.number(), level.name()),
            None => "Computer".to_owned(),
        },
        _ => "Anonymous".to_owned(),
    };
    let mut tags = vec![
        ("Event".to_owned(), "Lasca online game".to_owned()),
        ("Site".to_owned(), format!("/g/{}", facts.code)),
        ("Date".to_owned(), date(facts.created_ms)),
        ("White".to_owned(), player(Colour::White)),
        ("Black".to_owned(), player(Colour::Black)),
        (
            "TimeControl".to_owned(),
            facts.time_control.map_or_else(
                || "-".to_owned(),
                |control| format!("{}+{}", control.initial_s, control.increment_s),
            ),
        ),
    ];
    if let Some(result) = facts.result {
        tags.push(("Termination".to_owned(), result.explain()));
    }
    let result = match facts.result {
        Some(GameResult {
            reason: EndReason::Withdrawn,
            ..
        })
        | None => "*",
        Some(GameResult {
            winner: Some(Colour::White),
            ..
        }) => "1-0",
        Some(GameResult {
            winner: Some(Colour::Black),
            ..
        }) => "0-1",
        Some(GameResult { winner: None, .. }) => "1/2-1/2",
    };
    lasca_rules::record::game_text(&tags, game, &BTreeMap::new(), result)
}

/// `YYYY.MM.DD` (UTC) of a time in ms since the epoch, as game files write dates.
pub fn date(ms: u64) -> String {
    // Howard Hinnant's days-to-civil: exact for every day since 1970.
    let days = (ms / 86_400_000) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(date(0), "1970.01.01");
        assert_eq!(date(951_782_400_000), "2000.02.29");
        assert_eq!(date(1_796_428_800_000), "2026.12.05");
    }

    #[test]
    fn a_game_against_the_computer_names_it_and_its_result() {
        let mut game = AnyGame::start(lasca_rules::Variant::Bashni);
        for _ in 0..3 {
            let mv = game.first_legal_move().unwrap();
            game.play_str(&mv).unwrap();
        }
        let text = game_file(
            Facts {
                code: "ABCDEFGHJ",
                created_ms: 1_796_428_800_000,
                time_control: Some(TimeControl::minutes(5, 3)),
                result: Some(GameResult {
                    winner: Some(Colour::Black),
                    reason: EndReason::Resignation,
                }),
                computer: Some(ComputerView {
                    colour: Colour::Black,
                    level: 3,
                }),
            },
            &game,
        );
        assert!(text.contains("[White \"Anonymous\"]\n"), "{text}");
        assert!(
            text.contains("[Black \"Computer (level 3, Corporal)\"]\n"),
            "{text}"
        );
        assert!(text.contains("[Variant \"bashni\"]\n"), "{text}");
        assert!(text.contains("[TimeControl \"300+3\"]\n"), "{text}");
        assert!(text.contains("[Date \"2026.12.05\"]\n"), "{text}");
        assert!(text.contains("[Result \"0-1\"]\n"), "{text}");
        assert!(text.trim_end().ends_with("0-1"), "{text}");
        assert!(text.contains("1. "), "{text}");
    }
}
