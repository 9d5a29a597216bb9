//! Small matches: they finish, alternate colours, add up and replay.

use lasca_ai::Level;
use lasca_ai::arena::{Bot, MatchConfig, MatchEvent, play_match};
use lasca_rules::{Game, GameRecord};

#[test]
fn a_small_match_adds_up_and_replays() {
    let config = MatchConfig {
        first: Bot::Level(Level::new(2).expect("level")),
        second: Bot::Random,
        games: 4,
        movetime: None,
        seed: 3,
        max_plies: 200,
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
        summaries[0].game.moves()[..summaries[0].opening_plies],
        summaries[1].game.moves()[..summaries[1].opening_plies]
    );
    let total: usize = summaries.iter().map(|s| s.game.ply()).sum();
    assert_eq!(report.total_plies, total as u64);
    assert_eq!(
        plies,
        total - summaries.iter().map(|s| s.opening_plies).sum::<usize>()
    );
    for summary in &summaries {
        assert!(summary.game.ply() <= 200);
        let record = GameRecord::from(summary.game.clone());
        let replayed = Game::try_from(record).expect("the record replays");
        assert_eq!(replayed.outcome(), summary.game.outcome());
    }
    // The searcher beats a random mover (deterministic: depth limits and a fixed seed).
    assert_eq!(report.first_total().wins, 4, "{}", report.table());
    // The same seed plays the same match.
    let again = play_match(&config, &mut |_| {});
    assert_eq!(again.total_plies, report.total_plies);
}
