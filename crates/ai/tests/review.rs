//! The review: a game where one side throws away a won position on purpose is reviewed, and
//! that move is a blunder with the better move named; the engine's own moves are "best".

use std::sync::atomic::AtomicBool;

use lasca_ai::review::{MoveClass, comment_moves, score_moves, score_positions, summaries};
use lasca_ai::{SearchLimits, Searcher};
use lasca_rules::Game;

#[test]
fn a_thrown_away_win_is_a_blunder_and_the_better_move_is_named() {
    // The engine plays both sides until a position where one move keeps a clear advantage and
    // another gives it away; there the side to move plays the worst move on purpose.
    let mut game = Game::new();
    let searcher = Searcher::new(8);
    let (best, worst) = loop {
        assert!(
            game.ply() < 200 && game.outcome().is_none(),
            "no such position found"
        );
        let moves = score_moves(&game, 6);
        let (best, top) = moves[0];
        let (worst, bottom) = *moves.last().unwrap();
        if top >= 150 && bottom <= top - 400 {
            break (best, worst);
        }
        let reply = searcher
            .search(
                &game,
                &SearchLimits::depth(3),
                &AtomicBool::new(false),
                &mut |_| {},
            )
            .best_move
            .unwrap();
        game.try_play(reply).unwrap();
    };
    let blunder_ply = game.ply() + 1;
    game.try_play(worst).unwrap();
    // A few more moves, the engine's.
    for _ in 0..4 {
        if game.outcome().is_some() {
            break;
        }
        let mv = searcher
            .search(
                &game,
                &SearchLimits::depth(4),
                &AtomicBool::new(false),
                &mut |_| {},
            )
            .best_move
            .unwrap();
        game.try_play(mv).unwrap();
    }
    let mut seen = 0;
    let scores = score_positions(
        &game,
        &SearchLimits::depth(6),
        &AtomicBool::new(false),
        &mut |ply, _| {
            assert_eq!(ply, seen, "positions are scored in order");
            seen += 1;
        },
    );
    assert_eq!(scores.len(), game.ply() + 1);
    let comments = comment_moves(&game, &scores);
    assert_eq!(comments.len(), game.ply());
    let blunder = comments.iter().find(|c| c.ply == blunder_ply).unwrap();
    assert_eq!(blunder.played, worst);
    assert_eq!(blunder.class, MoveClass::Blunder, "{blunder:?}");
    let (better, _) = blunder.better.expect("the better move is named");
    assert_eq!(better, best, "the engine's choice");
    // The side that blundered has it in its summary.
    let side = usize::from(blunder.side == lasca_rules::Colour::Black);
    let summary = summaries(&comments)[side];
    assert!(
        summary.counts[4] >= 1 && summary.average_loss > 0.0,
        "{summary:?}"
    );
}

#[test]
fn classes_follow_the_thresholds() {
    assert_eq!(MoveClass::of(0, true), MoveClass::Best);
    assert_eq!(MoveClass::of(10, false), MoveClass::Good);
    assert_eq!(
        MoveClass::of(MoveClass::INACCURACY, false),
        MoveClass::Inaccuracy
    );
    assert_eq!(
        MoveClass::of(lasca_ai::review::CLEAR_MARGIN, false),
        MoveClass::Mistake
    );
    assert_eq!(MoveClass::of(MoveClass::BLUNDER, false), MoveClass::Blunder);
    assert_eq!(MoveClass::Blunder.symbol(), "??");
}

#[test]
fn a_stopped_review_returns_what_it_has() {
    let mut game = Game::new();
    for mv in ["c3-d4", "e5xc3", "b2xd4"] {
        game.play_str(mv).unwrap();
    }
    let stop = AtomicBool::new(true);
    let scores = score_positions(&game, &SearchLimits::depth(4), &stop, &mut |_, _| {});
    assert!(scores.is_empty());
    assert!(comment_moves(&game, &scores).is_empty());
}
