//! Small matches: they finish, alternate colours, add up and replay.

use lasca_ai::Level;
use lasca_ai::arena::{Bot, MatchConfig, MatchEvent, play_match};
use lasca_rules::{AnyGame, Game, GameRecord, Variant};

#[test]
fn a_small_match_adds_up_and_replays() {
    let config = MatchConfig {
        first: Bot::Level(Level::new(2).expect("level")),
        second: Bot::Random,
        games: 4,
        movetime: None,
        seed: 3,
        max_plies: 200,
        start: AnyGame::start(Variant::Lasca7),
    };
    let mut summaries = Vec::new();
    let mut plies = 0;
    let report = play_match(&config, &mut |event| match event {
        MatchEvent::Ply { .. } => plies += 1,
        MatchEvent::GameOver(summary) => summaries.push(summary.clone()),
    });
    assert_eq!(report.games(), 4);
    assert_eq!(summaries.len(), 4);
    let whites: Vec<bool> = summaries.iter().map(|s| s.first_is_white).collect();
    assert_eq!(whites, [true, false, true, false]);
    // Games 1 and 2 share their opening, with colours swapped.
    assert_eq!(
        summaries[0].game.move_texts()[..summaries[0].opening_plies],
        summaries[1].game.move_texts()[..summaries[1].opening_plies]
    );
    let total: usize = summaries.iter().map(|s| s.game.ply()).sum();
    assert_eq!(report.total_plies, total as u64);
    assert_eq!(
        plies,
        total - summaries.iter().map(|s| s.opening_plies).sum::<usize>()
    );
    for summary in &summaries {
        assert!(summary.game.ply() <= 200);
        let Some(game) = summary.game.seven() else {
            panic!("a lasca7 game");
        };
        let record = GameRecord::from(game.clone());
        let replayed = Game::try_from(record).expect("the record replays");
        assert_eq!(replayed.outcome(), summary.game.outcome());
    }
    // The searcher beats a random mover (deterministic: depth limits and a fixed seed).
    assert_eq!(report.first_total().wins, 4, "{}", report.table());
    // The same seed plays the same match.
    let again = play_match(&config, &mut |_| {});
    assert_eq!(again.total_plies, report.total_plies);
}

#[test]
fn the_8x8_variants_play_matches_to_their_end() {
    for variant in [Variant::Lasca8, Variant::Bashni] {
        let config = MatchConfig {
            first: Bot::Level(Level::new(2).expect("level")),
            second: Bot::Random,
            games: 2,
            movetime: None,
            seed: 3,
            max_plies: 150,
            start: AnyGame::start(variant),
        };
        let mut summaries = Vec::new();
        let report = play_match(&config, &mut |event| {
            if let MatchEvent::GameOver(summary) = event {
                summaries.push(summary.clone());
            }
        });
        assert_eq!(report.games(), 2);
        for summary in &summaries {
            assert_eq!(summary.game.variant(), variant);
            assert!(summary.game.outcome().is_some());
        }
        // Searching two plies beats moving at random on 8x8 too.
        assert_eq!(
            report.first_total().wins,
            2,
            "{variant}: {}",
            report.table()
        );
    }
}

#[test]
fn a_sandbox_with_a_thirty_man_column_is_played_to_its_end() {
    use lasca_ai::arena::play_game;
    use lasca_rules::{Position8, RuleSettings, Sandbox};
    let settings = RuleSettings {
        repetition_draw: true,
        ply_limit: Some(160),
    };
    let bots = [
        Bot::Level(Level::new(3).expect("level")),
        Bot::Level(Level::new(2).expect("level")),
    ];
    let tall = format!("w{}", "b".repeat(29));
    let seven: Sandbox = format!("sandbox-lasca7: w d4:{tall} a1:w c1:w e1:w g1:w a7:b c7:b e7:b")
        .parse()
        .expect("a sandbox");
    let game = play_game(
        Game::from_position(seven, settings),
        bots[0],
        bots[1],
        None,
        1,
        &mut |_| {},
    );
    assert!(game.outcome().is_some());
    for variant in ["lasca8", "bashni"] {
        let eight: Sandbox<Position8> =
            format!("sandbox-{variant}: w d4:{tall} a1:w c1:w e1:w g1:w b8:b d8:b f8:b h8:b a7:B")
                .parse()
                .expect("a sandbox");
        // play_game checks every move's legality and that no man is lost or made.
        let game = play_game(
            Game::from_position(eight, settings),
            bots[0],
            bots[1],
            None,
            1,
            &mut |_| {},
        );
        assert!(game.outcome().is_some(), "{variant}");
        assert!(game.ply() > 4, "{variant}: {}", game.ply());
    }
}
