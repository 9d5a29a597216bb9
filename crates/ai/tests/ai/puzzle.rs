//! Puzzles: found in self-play they prove themselves deeper; a second winning move and a line
//! that a defence refutes are both caught.

use std::sync::atomic::AtomicBool;

use lasca_ai::puzzle::{MIN_GAIN, Puzzle, UNIQUE_MARGIN, find, verify};
use lasca_ai::review::score_moves;
use lasca_ai::{Level, Searcher, play_level};
use lasca_rules::{Game, Position};

/// Positions of games between the weakest level and a stronger one, as the generator plays.
fn self_play_positions(plies: usize) -> Vec<Game> {
    let searcher = Searcher::new(8);
    let stop = AtomicBool::new(false);
    let levels = [Level::new(1).unwrap(), Level::new(4).unwrap()];
    let mut games = Vec::new();
    for seed in 1..=3 {
        let mut game = Game::new();
        while game.ply() < plies && game.outcome().is_none() {
            games.push(game.clone());
            let level = levels[game.ply() % 2];
            let result = play_level(
                &searcher,
                &game,
                level,
                seed * 1000 + game.ply() as u64,
                &stop,
                &mut |_| {},
            );
            game.try_play(result.best_move.unwrap()).unwrap();
        }
    }
    games
}

#[test]
fn puzzles_found_in_self_play_hold_deeper_and_say_what_they_are() {
    let found: Vec<Puzzle> = self_play_positions(60)
        .iter()
        .filter_map(|game| find(game, 6))
        .collect();
    assert!(!found.is_empty(), "a self-play game has tactics");
    for puzzle in &found {
        assert_eq!(puzzle.line.len() % 2, 1, "{puzzle:?}");
        assert!((1..=5).contains(&puzzle.difficulty));
    }
    let held = found.iter().filter(|p| verify(p, 8).is_ok()).count();
    assert!(held > 0, "some hold at depth 8");
}

#[test]
fn a_second_winning_move_fails_the_check() {
    // Either soldier takes Black's last man: two solutions.
    let position: Position = "w a3:w c3:w b4:b".parse().unwrap();
    let puzzle = Puzzle {
        position,
        line: vec!["a3xc5".parse().unwrap()],
        themes: vec![],
        difficulty: 1,
    };
    let error = verify(&puzzle, 6).unwrap_err();
    assert!(
        error.contains("second solution") || error.contains("prefers"),
        "{error}"
    );
}

#[test]
fn a_line_that_a_defence_refutes_fails_the_check() {
    // A position whose best move is unique but wins less than two men: a line where the
    // defence blunders claims more, and the best defence refutes it.
    for game in self_play_positions(80) {
        let moves = score_moves(&game, 6);
        let [(first, best), (_, second), ..] = moves[..] else {
            continue;
        };
        if !(30..MIN_GAIN - 60).contains(&best) || second > best - UNIQUE_MARGIN {
            continue;
        }
        let mut after = game.clone();
        after.try_play(first).unwrap();
        let replies = score_moves(&after, 4);
        let Some(&(blunder, _)) = replies.last() else {
            continue;
        };
        after.try_play(blunder).unwrap();
        let Some(&(punish, _)) = score_moves(&after, 4).first() else {
            continue;
        };
        let puzzle = Puzzle {
            position: *game.position(),
            line: vec![first, blunder, punish],
            themes: vec![],
            difficulty: 1,
        };
        let error = verify(&puzzle, 6).unwrap_err();
        assert!(error.contains("refutes"), "{error}: {puzzle:?}");
        return;
    }
    panic!("no position to build the refuted line from");
}
