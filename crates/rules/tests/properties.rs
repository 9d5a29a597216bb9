//! Property tests over random games: the invariants of RULES.md hold in every position.
//!
//! The games come from a fixed seed, so every run tries the same ones; a failure found once
//! (with `PROPTEST_RNG_SEED` set to try others) is kept in `proptest-regressions/properties.txt`,
//! which is committed and tried first on every run.

use lasca_rules::{Colour, Game, Move, Position, Square, perft};
use proptest::prelude::*;
use proptest::test_runner::{FileFailurePersistence, RngSeed};

/// 200 games a property, the same ones every run (unless `PROPTEST_RNG_SEED` asks for others),
/// after the failures kept in `proptest-regressions/`.
fn config() -> ProptestConfig {
    let default = ProptestConfig::default();
    ProptestConfig {
        cases: 200,
        rng_seed: match default.rng_seed {
            RngSeed::Random => RngSeed::Fixed(0x1a5c_a191),
            chosen => chosen,
        },
        failure_persistence: Some(Box::new(FileFailurePersistence::SourceParallel(
            "proptest-regressions",
        ))),
        ..default
    }
}

fn check_invariants(position: &Position) {
    assert_eq!(
        position.men_count(Colour::White) + position.men_count(Colour::Black),
        22,
        "{position:?}"
    );
    for (square, column) in position.columns() {
        assert!(column.colour_changes() <= 1, "{square}:{column}");
        assert!(Square::ALL.contains(&square));
    }
    assert_eq!(position.hash(), position.recompute_hash(), "{position:?}");
    let text = position.to_string();
    assert_eq!(text.parse::<Position>().unwrap(), *position);
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_games_keep_the_invariants(choices in proptest::collection::vec(any::<u16>(), 1..160)) {
        let mut game = Game::new();
        for choice in choices {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let position = *game.position();
            for &mv in &moves {
                let mut copy = position;
                prop_assert!(copy.try_play(mv).is_ok(), "{mv} refused in {position}");
                let text = mv.to_string();
                prop_assert_eq!(text.parse::<Move>().unwrap(), mv);
                prop_assert_eq!(Move::from_lasker(&mv.to_lasker()).unwrap(), mv);
            }
            let mv = moves[usize::from(choice) % moves.len()];
            game.try_play(mv).unwrap();
            check_invariants(game.position());
        }
    }

    #[test]
    fn counting_agrees_with_listing(choices in proptest::collection::vec(any::<u16>(), 1..160)) {
        // perft's shortcuts (counting without listing, replies from who commands what) against
        // the plain definition.
        let mut position = Position::start();
        for choice in choices {
            let moves = position.legal_moves();
            prop_assert_eq!(position.count_legal_moves(), moves.len(), "{}", position);
            let replies: u64 = moves
                .iter()
                .map(|&mv| position.after_unchecked(mv).legal_moves().len() as u64)
                .sum();
            prop_assert_eq!(perft(&position, 2), replies, "{}", position);
            if moves.is_empty() {
                break;
            }
            position.play_unchecked(moves[usize::from(choice) % moves.len()]);
        }
    }
}
