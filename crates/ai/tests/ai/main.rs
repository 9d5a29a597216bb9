//! The engine's integration tests, in one test binary (one link instead of six): each module
//! is one part of the engine, and the helpers they share are here, written once.
//!
//! Add a test module here (`mod name;` and `tests/ai/name.rs`), not as a file directly in
//! `tests/`, which cargo would build and link as a binary of its own.

mod arena;
mod properties;
mod protocol;
mod puzzle;
mod review;
mod search;

use std::sync::atomic::AtomicBool;

use lasca_ai::review::score_moves;
use lasca_ai::{SearchLimits, Searcher};
use lasca_rules::{Game, Move, Position, RuleSettings};
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed};

/// A game from a position string, with the default rules.
pub fn game(text: &str) -> Game {
    let position: Position = text.parse().expect("test position parses");
    Game::from_position(position, RuleSettings::default())
}

/// A game from the start after the moves `choices` pick (each modulo the legal moves), until
/// the choices run out or the game ends.
pub fn play_choices(choices: &[u16]) -> Game {
    let mut game = Game::new();
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.try_play(moves[usize::from(choice) % moves.len()])
            .expect("a generated move is legal");
    }
    game
}

/// The seed every property test starts from, so that a run repeats the last one exactly.
pub const PROPTEST_SEED: u64 = 0x1a5c_a3d0;

/// A property test's configuration: `cases` cases from [`PROPTEST_SEED`], and failures kept
/// in (and replayed first from) the committed file `proptest-regressions/{file}` of this
/// package.
pub fn proptest_config(cases: u32, file: &'static str) -> Config {
    let path = format!("{}/proptest-regressions/{file}", env!("CARGO_MANIFEST_DIR"));
    Config {
        cases,
        rng_seed: RngSeed::Fixed(PROPTEST_SEED),
        // `Direct` wants a path for the whole run: one small leak per property test.
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
            path.into_boxed_str(),
        )))),
        ..Config::default()
    }
}

/// A game where one side throws a clear advantage away on purpose.
pub struct BlunderGame {
    /// The game: the engine's moves, the blunder, then four more engine moves.
    pub game: Game,
    /// The blunder's ply (1 for the game's first move).
    pub ply: usize,
    /// The engine's best move where the blunder was played.
    pub best: Move,
    /// The blunder: the worst move there by the engine's depth-6 scores.
    pub worst: Move,
}

/// The engine plays both sides (depth 3) until a position where one move keeps a clear
/// advantage (1.5 men or more) and another gives four men of it away; there the side to move
/// plays the worst move, and the engine four more moves (depth 4). Deterministic: depth limits
/// on one thread.
pub fn blunder_game() -> BlunderGame {
    let searcher = Searcher::new(8);
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    loop {
        assert!(
            game.ply() < 200 && game.outcome().is_none(),
            "no such position found"
        );
        let moves = score_moves(&game, 6);
        let (best, top) = moves[0];
        let (worst, bottom) = *moves.last().expect("a position with moves");
        if top >= 150 && bottom <= top - 400 {
            let ply = game.ply() + 1;
            game.try_play(worst).expect("a scored move is legal");
            for _ in 0..4 {
                if game.outcome().is_some() {
                    break;
                }
                let mv = searcher
                    .search(&game, &SearchLimits::depth(4), &stop, &mut |_| {})
                    .best_move
                    .expect("an unfinished game has a move");
                game.try_play(mv).expect("the engine's move is legal");
            }
            return BlunderGame {
                game,
                ply,
                best,
                worst,
            };
        }
        let reply = searcher
            .search(&game, &SearchLimits::depth(3), &stop, &mut |_| {})
            .best_move
            .expect("an unfinished game has a move");
        game.try_play(reply).expect("the engine's move is legal");
    }
}
