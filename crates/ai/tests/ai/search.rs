//! The searcher on constructed positions: forced wins, stopping, determinism, draws.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::thread;
use std::time::Duration;

use lasca_ai::{
    Level, MATE_SCORE, SearchInfo, SearchLimits, SearchResult, Searcher, mate_distance, play_level,
    white_score,
};
use lasca_rules::{Colour, Game, Outcome, RuleSettings, SquareSet, WinReason};

use crate::game;

fn search(game: &Game, limits: &SearchLimits) -> (SearchResult, Vec<SearchInfo>) {
    let mut infos = Vec::new();
    let result = Searcher::new(4).search(game, limits, &AtomicBool::new(false), &mut |info| {
        infos.push(info.clone())
    });
    (result, infos)
}

/// Plays the principal variation and returns the game after it.
fn play_pv(mut game: Game, info: &SearchInfo) -> Game {
    for &mv in &info.pv {
        game.try_play(mv)
            .expect("every move of the principal variation is legal");
    }
    game
}

#[test]
fn win_in_one_by_blocking() {
    // Black's g3 soldier can step only to f2 and jump only over f2 to e1: a1-b2 keeps both
    // covered and Black cannot move. e1-d2 and f2-e3 let it out.
    let start = game("w a1:w e1:w f2:w g3:b");
    assert_eq!(start.legal_moves().len(), 3);
    let (result, _) = search(&start, &SearchLimits::depth(4));
    assert_eq!(
        result.best_move.map(|mv| mv.to_string()).as_deref(),
        Some("a1-b2")
    );
    assert_eq!(result.info.score, MATE_SCORE - 1);
    assert_eq!(mate_distance(result.info.score), Some(1));
    let end = play_pv(start, &result.info);
    assert_eq!(
        end.outcome(),
        Some(Outcome::Win {
            winner: Colour::White,
            reason: WinReason::Blocked
        })
    );
}

#[test]
fn win_in_three_by_a_forcing_capture_chain() {
    // c1-b2 offers f6: Black must take g7xe5, and b2xd4xf6 jumps both black columns (freeing
    // the white man under e5). No other first move wins this fast.
    let start = game("w a1:w c1:w f2:w f6:w g7:b c3:b");
    assert!(start.legal_moves().len() >= 3);
    assert!(!start.position().must_capture());
    let (result, _) = search(&start, &SearchLimits::depth(5));
    assert_eq!(result.info.pv_text(), "c1-b2 g7xe5 b2xd4xf6");
    assert_eq!(result.info.score, MATE_SCORE - 3);
    // Black's reply is forced, so the whole line is a proof.
    let after = start.position().after_unchecked(result.info.pv[0]);
    assert_eq!(after.legal_moves().len(), 1);
    let end = play_pv(start.clone(), &result.info);
    assert_eq!(end.outcome().and_then(Outcome::winner), Some(Colour::White));
    assert_eq!(end.position().commanded_by(Colour::Black), SquareSet::EMPTY);
    // Every other first move is scored below the win.
    let scored = Searcher::new(1).score_moves(&start, 4, &AtomicBool::new(false));
    let winning: Vec<String> = scored
        .iter()
        .filter(|&&(_, score)| score == MATE_SCORE - 3)
        .map(|(mv, _)| mv.to_string())
        .collect();
    assert_eq!(winning, ["c1-b2"]);
}

#[test]
fn the_losing_side_sees_its_loss() {
    // Black to move after c1-b2 in the position above: its only move loses in two plies.
    let mut start = game("w a1:w c1:w f2:w f6:w g7:b c3:b");
    start.play_str("c1-b2").expect("legal");
    let (result, _) = search(&start, &SearchLimits::depth(3));
    assert_eq!(
        result.best_move.map(|mv| mv.to_string()).as_deref(),
        Some("g7xe5")
    );
    // A single legal move is searched like any other: a loss two plies ahead, not a guess.
    assert!(result.info.nodes > 1);
    assert_eq!(result.info.score, -(MATE_SCORE - 2));
    let mut deeper = start.clone();
    deeper.play_str("g7xe5").expect("legal");
    let (result, _) = search(&deeper, &SearchLimits::depth(3));
    assert_eq!(result.info.score, MATE_SCORE - 1);
    assert_eq!(
        white_score(-result.info.score, Colour::Black),
        MATE_SCORE - 1
    );
}

#[test]
fn no_legal_move_means_no_move() {
    let lost = game("w g7:b a1:b");
    let (result, infos) = search(&lost, &SearchLimits::depth(3));
    assert_eq!(result.best_move, None);
    assert_eq!(result.info.score, -MATE_SCORE);
    assert!(infos.is_empty());
}

#[test]
fn depth_limit_and_info_per_iteration() {
    let start = Game::new();
    let (result, infos) = search(&start, &SearchLimits::depth(6));
    let depths: Vec<u32> = infos.iter().map(|info| info.depth).collect();
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
    let last = infos.last().expect("six iterations");
    assert_eq!(
        (result.info.score, result.info.nodes, &result.info.pv),
        (last.score, last.nodes, &last.pv)
    );
    assert!(
        start
            .legal_moves()
            .contains(&result.best_move.expect("a move"))
    );
    let end = play_pv(start, &result.info);
    assert!(end.ply() >= 6, "the line reaches the full depth");
}

#[test]
fn node_limit_stops_the_search() {
    let (result, _) = search(&Game::new(), &SearchLimits::nodes(5_000));
    assert!(result.info.nodes <= 5_000);
    assert!(
        Game::new()
            .legal_moves()
            .contains(&result.best_move.expect("a move"))
    );
    // Too few nodes to finish even depth 1: still a legal move.
    let (tiny, infos) = search(&Game::new(), &SearchLimits::nodes(2));
    assert!(infos.is_empty());
    assert!(
        Game::new()
            .legal_moves()
            .contains(&tiny.best_move.expect("a move"))
    );
}

#[test]
fn stop_from_another_thread() {
    // The other thread sets the flag once the search has reported its first iteration: no
    // sleeping, and the search is surely under way.
    let stop = Arc::new(AtomicBool::new(false));
    let (reported, first_report) = mpsc::channel();
    let setter = {
        let stop = Arc::clone(&stop);
        thread::spawn(move || {
            first_report.recv().expect("the search reports");
            stop.store(true, Ordering::Relaxed);
        })
    };
    let start = Game::new();
    let result = Searcher::new(4).search(&start, &SearchLimits::default(), &stop, &mut |_| {
        let _ = reported.send(());
    });
    setter.join().expect("the stopping thread ends");
    assert!(
        start
            .legal_moves()
            .contains(&result.best_move.expect("a move"))
    );
    assert!(result.info.depth < lasca_ai::MAX_DEPTH);
}

#[test]
fn stop_already_set_still_answers() {
    let start = Game::new();
    let stop = AtomicBool::new(true);
    let result = Searcher::new(1).search(&start, &SearchLimits::default(), &stop, &mut |_| {});
    assert!(
        start
            .legal_moves()
            .contains(&result.best_move.expect("a move"))
    );
    let level = Level::new(8).expect("level");
    let level = play_level(&level.searcher(), &start, level, 1, &stop, &mut |_| {});
    assert!(
        start
            .legal_moves()
            .contains(&level.best_move.expect("a move"))
    );
}

#[test]
fn deterministic_for_depth_and_nodes() {
    let mut played = Game::new();
    for mv in ["c3-d4", "e5xc3", "b2xd4"] {
        played.play_str(mv).expect("legal");
    }
    for limits in [SearchLimits::depth(7), SearchLimits::nodes(20_000)] {
        let (a, _) = search(&played, &limits);
        let (b, _) = search(&played, &limits);
        assert_eq!(a.best_move, b.best_move);
        assert_eq!(
            (a.info.score, a.info.nodes, &a.info.pv),
            (b.info.score, b.info.nodes, &b.info.pv)
        );
    }
    // A cleared searcher repeats itself too.
    let searcher = Searcher::new(2);
    let stop = AtomicBool::new(false);
    let first = searcher.search(&played, &SearchLimits::depth(6), &stop, &mut |_| {});
    searcher.clear();
    let again = searcher.search(&played, &SearchLimits::depth(6), &stop, &mut |_| {});
    assert_eq!(
        first,
        SearchResult {
            info: SearchInfo {
                elapsed: first.info.elapsed,
                ..again.info.clone()
            },
            ..again
        }
    );
    // Levels: the same seed gives the same move, for a level with randomness too.
    for level in [1, 3, 6] {
        let level = Level::new(level).expect("level");
        let a = play_level(&level.searcher(), &played, level, 9, &stop, &mut |_| {});
        let b = play_level(&level.searcher(), &played, level, 9, &stop, &mut |_| {});
        assert_eq!(a.best_move, b.best_move, "{level}");
    }
}

#[test]
fn randomness_varies_with_the_seed() {
    let start = Game::new();
    let stop = AtomicBool::new(false);
    let level = Level::new(1).expect("level");
    let moves: std::collections::HashSet<_> = (0..20)
        .map(|seed| {
            play_level(&level.searcher(), &start, level, seed, &stop, &mut |_| {}).best_move
        })
        .collect();
    assert!(moves.len() > 1, "level 1 varies its opening move");
    let strongest: std::collections::HashSet<_> = (0..3)
        .map(|seed| {
            let level = Level::new(6).expect("level");
            play_level(&level.searcher(), &start, level, seed, &stop, &mut |_| {}).best_move
        })
        .collect();
    assert_eq!(strongest.len(), 1, "level 6 has no randomness");
}

#[test]
fn a_repetition_is_a_draw_and_the_setting_is_respected() {
    // Two officers each, far apart: no move decides anything soon, so only the house rule
    // can make a move score exactly 0.
    let mut with_rule = game("w a1:W g7:B c1:W e7:B");
    for mv in ["a1-b2", "g7-f6", "b2-a1"] {
        with_rule.play_str(mv).expect("legal");
    }
    // Black to move: f6-g7 repeats the start position.
    let score_of_return = |game: &Game| {
        let scored = Searcher::new(1).score_moves(game, 1, &AtomicBool::new(false));
        scored
            .into_iter()
            .find(|(mv, _)| mv.to_string() == "f6-g7")
            .expect("f6-g7 is legal")
            .1
    };
    assert_eq!(score_of_return(&with_rule), 0);
    let mut without = with_rule.clone();
    without.set_settings(RuleSettings {
        repetition_draw: false,
        ply_limit: None,
    });
    assert_ne!(score_of_return(&without), 0);
}

#[test]
fn ply_limit_draws() {
    let mut limited = game("w a1:W g7:B c1:W");
    limited.set_settings(RuleSettings {
        repetition_draw: true,
        ply_limit: Some(1),
    });
    // One ply left: whatever White plays the game is drawn, unless it wins at once.
    let scored = Searcher::new(1).score_moves(&limited, 3, &AtomicBool::new(false));
    assert!(scored.iter().all(|&(_, score)| score == 0), "{scored:?}");
}

#[test]
fn a_searcher_can_move_to_another_thread() {
    fn assert_send<T: Send + 'static>() {}
    assert_send::<Searcher>();
    assert_send::<SearchResult>();
    let start = Game::new();
    let answer = thread::spawn(move || {
        Searcher::new(1)
            .search(
                &start,
                &SearchLimits::depth(3),
                &AtomicBool::new(false),
                &mut |_| {},
            )
            .best_move
    })
    .join()
    .expect("the search thread ends");
    assert!(answer.is_some());
}

#[test]
fn clones_share_the_table_from_move_to_move() {
    let searcher = Searcher::new(16);
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    let first = searcher.search(&game, &SearchLimits::depth(8), &stop, &mut |_| {});
    // The same position again, from a clone on another thread: the table answers most of it.
    let again = {
        let (clone, game) = (searcher.clone(), game.clone());
        thread::spawn(move || {
            clone.search(
                &game,
                &SearchLimits::depth(8),
                &AtomicBool::new(false),
                &mut |_| {},
            )
        })
        .join()
        .expect("the search thread ends")
    };
    assert!(
        again.info.nodes * 2 < first.info.nodes,
        "{} then {}",
        first.info.nodes,
        again.info.nodes
    );
    // Two plies on, along the expected line, the table still knows the position.
    for &mv in &first.info.pv[..2] {
        game.try_play(mv).expect("legal");
    }
    let warm = searcher.search(&game, &SearchLimits::depth(6), &stop, &mut |_| {});
    let cold = Searcher::new(16).search(&game, &SearchLimits::depth(6), &stop, &mut |_| {});
    assert!(warm.info.nodes < cold.info.nodes);
}

#[test]
fn more_threads_answer_legal_moves() {
    let searcher = Searcher::new(8);
    searcher.set_threads(3);
    assert_eq!(searcher.threads(), 3);
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    for _ in 0..12 {
        let limits = if game.ply().is_multiple_of(2) {
            SearchLimits::depth(6)
        } else {
            SearchLimits::movetime(Duration::from_millis(20))
        };
        let mut reported = 0;
        let result = searcher.search(&game, &limits, &stop, &mut |info| reported = info.nodes);
        let mv = result.best_move.expect("a move");
        assert!(game.legal_moves().contains(&mv));
        assert!(result.info.nodes >= reported);
        play_pv(game.clone(), &result.info);
        game.try_play(mv).expect("legal");
    }
}

#[test]
fn multipv_finds_the_best_moves_in_order() {
    let start = game("w a1:w c1:w f2:w f6:w g7:b c3:b");
    let limits = SearchLimits {
        multipv: 3,
        ..SearchLimits::depth(5)
    };
    let (result, infos) = search(&start, &limits);
    for info in &infos {
        assert_eq!(info.lines.len(), 3);
        assert_eq!(
            (info.lines[0].score, &info.lines[0].pv),
            (info.score, &info.pv)
        );
        assert!(info.lines.windows(2).all(|w| w[0].score >= w[1].score));
        let firsts: std::collections::HashSet<_> = info.lines.iter().map(|l| l.pv[0]).collect();
        assert_eq!(firsts.len(), 3);
        for line in &info.lines {
            play_pv(start.clone(), &ScoredLineInfo::of(line));
        }
    }
    // The win found with one line is still the best of three.
    assert_eq!(result.info.pv_text(), "c1-b2 g7xe5 b2xd4xf6");
    assert_eq!(result.info.score, MATE_SCORE - 3);
    // More lines than moves: every move once.
    let few = game("w a1:w e1:w f2:w g3:b");
    let (all, _) = search(
        &few,
        &SearchLimits {
            multipv: 10,
            ..SearchLimits::depth(3)
        },
    );
    assert_eq!(all.info.lines.len(), 3);
}

/// A line as a [`SearchInfo`], to play it out with [`play_pv`].
struct ScoredLineInfo;

impl ScoredLineInfo {
    fn of(line: &lasca_ai::ScoredLine) -> SearchInfo {
        SearchInfo {
            depth: 0,
            score: line.score,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: line.pv.clone(),
            lines: Vec::new(),
        }
    }
}

#[test]
fn a_single_legal_move_is_scored_by_searching_the_position_after_it() {
    // After c3-d4 Black's only move is e5xc3 (capture is compulsory).
    let mut forced = Game::new();
    forced.play_str("c3-d4").unwrap();
    assert_eq!(forced.legal_moves().len(), 1);
    let mut after = forced.clone();
    after.play_str("e5xc3").unwrap();
    for depth in [1, 6, 10] {
        let (result, infos) = search(&forced, &SearchLimits::depth(depth));
        assert_eq!(
            result.best_move.map(|mv| mv.to_string()).as_deref(),
            Some("e5xc3")
        );
        // Every iteration is reported, with its real depth.
        let depths: Vec<u32> = infos.iter().map(|info| info.depth).collect();
        assert_eq!(depths, (1..=depth).collect::<Vec<_>>());
        assert_eq!(result.info.depth, depth);
        assert!(result.info.pv.len() > 1, "a line beyond the forced move");
        // The forced move costs no depth: its score is the position after it searched as
        // deep, seen from the other side.
        let (deeper, _) = search(&after, &SearchLimits::depth(depth));
        assert!(
            (result.info.score + deeper.info.score).abs() <= 30,
            "depth {depth}: {} against {}",
            result.info.score,
            -deeper.info.score
        );
    }
}

#[test]
fn a_search_stopped_before_its_first_iteration_says_it_searched_nothing() {
    let mut forced = Game::new();
    forced.play_str("c3-d4").unwrap();
    for game in [Game::new(), forced] {
        // Too few nodes for the first iteration (the node limit is checked at every node).
        let stop = AtomicBool::new(false);
        let mut infos = 0;
        let result =
            Searcher::new(1).search(&game, &SearchLimits::nodes(2), &stop, &mut |_| infos += 1);
        assert!(result.best_move.is_some());
        assert_eq!((result.info.depth, infos), (0, 0), "no score is claimed");
    }
}
