//! Search speed and level matches without the game's dependencies (a release build of this
//! example takes seconds, the whole game minutes):
//!
//! ```text
//! cargo run -p lasca-ai --release --example arena -- speed [MS]
//! cargo run -p lasca-ai --release --example arena -- match FIRST SECOND [GAMES] [MOVETIME_MS|-] [SEED] [MAX_PLIES] [VARIANT]
//! ```
//! `lasca bench` and `lasca match` print the same figures from the game's binary.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use lasca_ai::arena::{Bot, MatchConfig, MatchEvent, play_match};
use lasca_ai::{BENCH_POSITIONS, SearchLimits, Searcher};
use lasca_rules::{Game, Position, RuleSettings};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    match arg(0) {
        Some("speed") => {
            let ms = arg(1).map_or(1000, |ms| ms.parse().expect("milliseconds"));
            for (name, text) in BENCH_POSITIONS {
                let position: Position = text.parse().expect("bench position");
                let game = Game::from_position(position, RuleSettings::default());
                let searcher = Searcher::new(64);
                let result = searcher.search(
                    &game,
                    &SearchLimits::movetime(Duration::from_millis(ms)),
                    &AtomicBool::new(false),
                    &mut |_| {},
                );
                let info = result.info;
                println!(
                    "{name}: depth {} score {} nodes {} nps {} pv {}",
                    info.depth,
                    info.score,
                    info.nodes,
                    info.nps(),
                    info.pv_text()
                );
            }
        }
        Some("match") => {
            let player = |i: usize| -> Bot { arg(i).expect("a player").parse().expect("a player") };
            let config = MatchConfig {
                first: player(1),
                second: player(2),
                games: arg(3).map_or(10, |n| n.parse().expect("games")),
                movetime: arg(4)
                    .filter(|ms| *ms != "-")
                    .map(|ms| Duration::from_millis(ms.parse().expect("milliseconds"))),
                seed: arg(5).map_or(1, |n| n.parse().expect("seed")),
                max_plies: arg(6).map_or(300, |n| n.parse().expect("plies")),
                start: lasca_rules::AnyGame::start(
                    arg(7).map_or(lasca_rules::Variant::Lasca7, |name| {
                        name.parse().expect("lasca7, lasca8 or bashni")
                    }),
                ),
            };
            let report = play_match(&config, &mut |event| {
                if let MatchEvent::GameOver(summary) = event {
                    eprintln!(
                        "game {}: {} (white) vs {} (black): {} in {} plies",
                        summary.number,
                        summary.white,
                        summary.black,
                        summary.outcome(),
                        summary.game.ply()
                    );
                }
            });
            print!("{}", report.table());
        }
        _ => eprintln!(
            "usage: arena speed [MS] | arena match FIRST SECOND [GAMES] [MOVETIME_MS|-] [SEED] \
             [MAX_PLIES] [VARIANT]"
        ),
    }
}
