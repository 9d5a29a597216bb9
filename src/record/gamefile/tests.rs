//! Reading, writing and the round trip of game files.

use lasca_rules::{AnyGame, RuleSettings, Variant};

use super::*;
use proptest::prelude::*;
use proptest::test_runner::{FileFailurePersistence, RngSeed};

const TWO_GAMES: &str = r#"[Event "Test \"one\""]
[White "A"]
[Black "B"]

1. c3-d4 e5xc3 {Black takes} 2. b2xd4 1/2-1/2

[Event "From a set-up"]
[Position "b a5:w c7:b"]
1... c7-b6 *
"#;

#[test]
fn reads_tags_moves_comments_and_results() {
    let read = read_games(TWO_GAMES, RuleSettings::default());
    assert_eq!(read.error, None);
    let [first, second] = read.games.as_slice() else {
        panic!("two games: {read:?}");
    };
    assert_eq!(first.tag("Event"), Some("Test \"one\""));
    assert_eq!(first.game.ply(), 3);
    assert_eq!(
        first.comments.get(&2).map(String::as_str),
        Some("Black takes")
    );
    assert_eq!(first.result, "1/2-1/2");
    assert_eq!(second.game.start_position().to_string(), "b a5:w c7:b");
    assert_eq!(second.game.ply(), 1);
    assert_eq!(second.result, "*");
    let again = read_games(&write_games(&read.games), RuleSettings::default());
    assert_eq!(again.games, read.games);
}

#[test]
fn promotion_marks_move_numbers_joined_and_line_comments_are_accepted() {
    let text = "; a collection\n1.c3-d4 e5xc3# 2. b2xd4 ; after the capture\n*";
    let read = read_games(text, RuleSettings::default());
    assert_eq!(read.error, None, "{read:?}");
    assert_eq!(read.games[0].game.ply(), 3);
}

#[test]
fn an_error_names_its_line_and_column_and_keeps_the_games_before() {
    let text = "1. c3-d4 e5xc3 *\n\n[Event \"bad\"]\n1. c3-d4\n   e5-f4 *\n1. a3-b4 *\n";
    let read = read_games(text, RuleSettings::default());
    assert_eq!(read.games.len(), 1, "the game before the error stays");
    let error = read.error.expect("an illegal move");
    assert_eq!((error.line, error.column), (5, 4), "{error}");
    assert!(error.message.to_string().contains("e5-f4"), "{error}");
    assert!(error.message.to_string().contains("compulsory"), "{error}");
    for (bad, line, column) in [
        ("[Event \"open", 1, 8),
        ("[Result \"2-0\"]", 1, 1),
        ("1. c3-d4 {never closed", 1, 10),
        ("1. c9-d4", 1, 4),
        ("[Position \"w z9:w\"]\n1. c3-d4", 2, 4),
        ("}", 1, 1),
    ] {
        let error = read_games(bad, RuleSettings::default())
            .error
            .unwrap_or_else(|| panic!("{bad:?} is refused"));
        assert_eq!(
            (error.line, error.column),
            (line, column),
            "{bad:?}: {error}"
        );
    }
}

#[test]
fn a_game_of_another_variant_has_its_tag_and_reads_back() {
    let mut game = AnyGame::from_text(Variant::Bashni, "w c3:w e3:w d6:b f6:b").unwrap();
    game.play_str("c3-d4").unwrap();
    let text = write_games(&[GameFile::new(game.clone())]);
    assert!(text.contains("[Variant \"bashni\"]"), "{text}");
    assert!(
        text.contains("[Position \"bashni: w c3:w e3:w d6:b f6:b\"]"),
        "{text}"
    );
    let read = read_games(&text, RuleSettings::default());
    assert_eq!(read.error, None);
    assert_eq!(read.games[0].game, game);
    assert_eq!(
        read.games[0].tag("Variant"),
        None,
        "the variant is the game's"
    );
    // From the start: the tag alone.
    let start = write_games(&[GameFile::new(AnyGame::start(Variant::Lasca8))]);
    assert!(!start.contains("Position"), "{start}");
    let read = read_games(&start, RuleSettings::default());
    assert_eq!(read.games[0].game.variant(), Variant::Lasca8);
    // A move of the other board, a bad tag and a position of another variant are refused.
    let bad = "[Variant \"bashni\"]\n\n1. c3-d4 f6-e5 2. d4xf6xh4x *\n";
    assert!(read_games(bad, RuleSettings::default()).error.is_some());
    let bad = "[Variant \"dama\"]\n\n1. c3-d4 *\n";
    let error = read_games(bad, RuleSettings::default()).error.unwrap();
    assert!(
        matches!(*error.message, ReadProblem::BadVariant(_)),
        "{error}"
    );
    let bad = "[Variant \"bashni\"]\n[Position \"lasca8: w a1:w\"]\n\n*\n";
    let error = read_games(bad, RuleSettings::default()).error.unwrap();
    assert!(
        matches!(*error.message, ReadProblem::BadVariantPosition(_)),
        "{error}"
    );
    // A sandbox names its own variant.
    let sandbox = format!(
        "[Variant \"lasca8\"]\n[Position \"sandbox-lasca8: w d4:{}\"]\n\n*\n",
        "wb".repeat(20)
    );
    let read = read_games(&sandbox, RuleSettings::default());
    assert_eq!(read.error, None);
    assert!(read.games[0].game.is_sandbox());
    let again = read_games(&write_games(&read.games), RuleSettings::default());
    assert_eq!(again.games, read.games);
}

fn random_game(choices: &[u8], variant: Variant) -> AnyGame {
    let mut game = AnyGame::start(variant);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        let mv = moves[usize::from(choice) % moves.len()];
        game.try_play(mv).expect("a legal move");
    }
    game
}

/// The round trip's configuration: its cases come from a fixed seed, so every run tries the
/// same files (unless `PROPTEST_RNG_SEED` asks for others), and a failure found once is kept in
/// the committed `tests.proptest-regressions` beside this file and tried first on every run.
fn round_trip_config() -> ProptestConfig {
    // The package's folder where the test runs (cargo says so at run time): the one baked in
    // at build time may be another, when a cached build moved with its workspace.
    let manifest =
        std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").into());
    let default = ProptestConfig::default();
    ProptestConfig {
        rng_seed: match default.rng_seed {
            RngSeed::Random => RngSeed::Fixed(0x1a5c_a9f1),
            chosen => chosen,
        },
        // `Direct` wants a path for the whole run: one small leak.
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
            format!("{manifest}/src/record/gamefile/tests.proptest-regressions").into_boxed_str(),
        )))),
        ..default
    }
}

proptest! {
    #![proptest_config(round_trip_config())]

    #[test]
    fn writing_and_reading_round_trip(
        games in prop::collection::vec(
            (
                prop::collection::vec(any::<u8>(), 0..80),
                prop::collection::vec(("[A-Z][a-z]{0,8}", "[ -~]{0,20}"), 0..4),
                prop::collection::btree_map(0usize..80, "[a-z ,.!?]{1,30}", 0..4),
                0usize..4,
                0usize..3,
            ),
            1..4,
        )
    ) {
        let files: Vec<GameFile> = games
            .into_iter()
            .map(|(choices, tags, comments, result, variant)| {
                let game = random_game(&choices, Variant::ALL[variant]);
                let comments = comments
                    .into_iter()
                    .filter(|(ply, text)| *ply <= game.ply() && !text.trim().is_empty())
                    .map(|(ply, text)| {
                        (ply, text.split_whitespace().collect::<Vec<_>>().join(" "))
                    })
                    .collect();
                let tags = tags
                    .into_iter()
                    .filter(|(name, _)| !matches!(name.as_str(), "Variant" | "Position" | "Result"))
                    .collect();
                GameFile { tags, game, comments, result: RESULTS[result].to_owned() }
            })
            .collect();
        let read = read_games(&write_games(&files), RuleSettings::default());
        prop_assert_eq!(read.error, None);
        prop_assert_eq!(read.games, files);
    }
}

/// What the server's `/g/CODE.pgn` sends (`lasca_online::export`) is a game file `lasca
/// import` reads: the same moves, the variant, the tags.
#[test]
fn the_servers_download_reads_back() {
    let mut game = AnyGame::start(Variant::Bashni);
    for _ in 0..7 {
        let mv = game.first_legal_move().unwrap();
        game.play_str(&mv).unwrap();
    }
    let text = lasca_online::export::game_file(
        lasca_online::export::Facts {
            code: "ABCDEFGHJ",
            created_ms: 1_796_428_800_000,
            time_control: None,
            result: Some(lasca_online::protocol::GameResult {
                winner: None,
                reason: lasca_online::protocol::EndReason::Agreement,
            }),
            computer: Some(lasca_online::protocol::ComputerView {
                colour: lasca_rules::Colour::White,
                level: 8,
            }),
        },
        &game,
    );
    let read = read_games(&text, RuleSettings::default());
    assert_eq!(read.error, None, "{text}");
    let [file] = read.games.as_slice() else {
        panic!("one game: {read:?}");
    };
    assert_eq!(file.game.move_texts(), game.move_texts());
    assert_eq!(file.game.variant(), Variant::Bashni);
    assert_eq!(file.result, "1/2-1/2");
    assert_eq!(file.tag("White"), Some("Computer (level 8, Marshal)"));
    assert_eq!(file.tag("Black"), Some("Anonymous"));
}

#[test]
fn a_resigned_or_agreed_game_reads_back_ended_the_same_way() {
    use lasca_rules::{Colour, DrawReason, Ending, Outcome, WinReason};

    let mut resigned = AnyGame::start(Variant::Lasca7);
    resigned.play_str("c3-d4").unwrap();
    resigned.resign(Colour::Black).unwrap();
    let mut agreed = AnyGame::start(Variant::Bashni);
    agreed.play_str("c3-d4").unwrap();
    agreed.agree_draw().unwrap();
    let mut file = GameFile::new(resigned.clone());
    file.tags = vec![("Event".to_owned(), "test".to_owned())];
    let text = write_games(&[file.clone(), GameFile::new(agreed.clone())]);
    assert!(text.contains("[Termination \"resignation\"]"), "{text}");
    assert!(text.contains("[Termination \"agreement\"]"), "{text}");
    let read = read_games(&text, RuleSettings::default());
    assert_eq!(read.error, None);
    assert_eq!(read.games, [file, GameFile::new(agreed.clone())]);
    assert_eq!(
        read.games[0].game.outcome(),
        Some(Outcome::Win {
            winner: Colour::White,
            reason: WinReason::Resignation
        })
    );
    assert_eq!(read.games[0].result, "1-0");
    assert_eq!(
        read.games[1].game.outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(read.games[1].game.ending(), Some(Ending::DrawAgreed));
    // A termination the result does not fit, or one of another kind, stays a plain tag.
    let text = "[Result \"*\"]\n[Termination \"resignation\"]\n\n1. c3-d4 *\n\n\
                [Termination \"time forfeit\"]\n\n1. c3-d4 1-0\n";
    let read = read_games(text, RuleSettings::default());
    assert_eq!(read.error, None);
    for game in &read.games {
        assert_eq!(game.game.outcome(), None);
        assert!(game.tag("Termination").is_some());
    }
}
