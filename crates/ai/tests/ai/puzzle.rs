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

#[test]
fn every_move_as_good_as_the_solution_is_acceptable() {
    use lasca_ai::puzzle::{GOOD_MARGIN, acceptable_moves};
    // Either soldier takes Black's last man: both win at once, both are accepted.
    let position: Position = "w a3:w c3:w b4:b".parse().unwrap();
    let (a, c) = ("a3xc5".parse().unwrap(), "c3xa5".parse().unwrap());
    assert_eq!(acceptable_moves(&position, a, GOOD_MARGIN), vec![a, c]);
    assert_eq!(acceptable_moves(&position, c, GOOD_MARGIN), vec![c, a]);
    // The start is symmetric: a move's mirror image is as good, at any margin.
    let start: Position = lasca_rules::START.parse().unwrap();
    let (e3f4, c3b4) = ("e3-f4".parse().unwrap(), "c3-b4".parse().unwrap());
    let accepted = acceptable_moves(&start, e3f4, 0);
    assert_eq!(accepted[0], e3f4);
    assert!(accepted.contains(&c3b4), "{accepted:?}");
    // A move that is not legal there has nothing acceptable.
    assert!(acceptable_moves(&start, a, GOOD_MARGIN).is_empty());
}

#[test]
fn a_proved_puzzle_accepts_its_solution_alone() {
    use lasca_ai::puzzle::{GOOD_MARGIN, acceptable_moves_with, verify_with};
    // A shipped puzzle (p0002): the solution is the only good move.
    let position: Position =
        "b a1:Bw e1:Bwww b2:w d2:ww e3:wb d4:bw f4:wb a5:b c5:b e5:Wb g5:b a7:b e7:b"
            .parse()
            .unwrap();
    let solution = "d4xf2".parse().unwrap();
    let searcher = Searcher::new(16);
    let puzzle = Puzzle {
        position,
        line: vec![solution],
        themes: vec![],
        difficulty: 1,
    };
    // One searcher serves the proof and the judgement, and gives the same answers twice.
    assert_eq!(verify_with(&searcher, &puzzle, 8), Ok(()));
    assert_eq!(verify_with(&searcher, &puzzle, 8), verify(&puzzle, 8));
    let accepted = acceptable_moves_with(&searcher, &position, solution, GOOD_MARGIN, 8);
    assert_eq!(accepted, vec![solution]);
}
