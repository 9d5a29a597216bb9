//! The review: a game where one side throws away a won position on purpose is reviewed, and
//! that move is a blunder with the better move named; the engine's own moves are "best".

use std::sync::atomic::AtomicBool;

use lasca_ai::review::{
    MoveClass, MoveComment, PositionScore, comment_moves, score_positions, summaries,
};
use lasca_ai::{MATE_SCORE, SearchLimits};
use lasca_rules::{Colour, Game, Move};

use crate::{BlunderGame, blunder_game};

#[test]
fn a_thrown_away_win_is_a_blunder_and_the_better_move_is_named() {
    // The engine plays both sides until a position where one move keeps a clear advantage and
    // another gives it away; there the side to move plays the worst move on purpose.
    let BlunderGame {
        game,
        ply: blunder_ply,
        best,
        worst,
    } = blunder_game();
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

/// Hand-made scores for one move from the start, c3-d4, where the engine preferred a3-b4:
/// White's score `before` it and White's score after it (`before - loss`).
fn one_move_scored(before: i32, after: i32) -> MoveComment {
    let played: Move = "c3-d4".parse().expect("a move");
    let engine: Move = "a3-b4".parse().expect("a move");
    let mut game = Game::new();
    game.try_play(played).expect("legal at the start");
    let scores = [
        PositionScore {
            best: Some(engine),
            line: vec![engine],
            score: before,
            side: Colour::White,
        },
        // Black to move: its score is White's, negated.
        PositionScore {
            best: None,
            line: Vec::new(),
            score: -after,
            side: Colour::Black,
        },
    ];
    let comments = comment_moves(&game, &scores);
    assert_eq!(comments.len(), 1);
    comments[0]
}

#[test]
fn classes_change_at_the_readme_s_boundaries() {
    // The README: inaccuracy `?!` from 0.30 men, mistake `?` from 1.00, blunder `??` from
    // 2.50; centi-men here. Just below and at each boundary, from a level position and from a
    // small lead (the loss counts, not the score).
    let expected = [
        (0, MoveClass::Good, ""),
        (29, MoveClass::Good, ""),
        (30, MoveClass::Inaccuracy, "?!"),
        (99, MoveClass::Inaccuracy, "?!"),
        (100, MoveClass::Mistake, "?"),
        (249, MoveClass::Mistake, "?"),
        (250, MoveClass::Blunder, "??"),
        (400, MoveClass::Blunder, "??"),
    ];
    for (loss, class, symbol) in expected {
        assert_eq!(MoveClass::of(loss, false), class, "a loss of {loss}");
        assert_eq!(class.symbol(), symbol);
        for before in [0, 40] {
            let comment = one_move_scored(before, before - loss);
            assert_eq!(
                (comment.loss, comment.class),
                (loss, class),
                "{before} then {}: {comment:?}",
                before - loss
            );
            // From a mistake on, the engine's move is named as the better one.
            assert_eq!(
                comment.better.map(|(mv, _)| mv.to_string()),
                (loss >= 100).then(|| "a3-b4".to_owned()),
                "{comment:?}"
            );
        }
    }
    // The engine's own move is best whatever the scores say.
    assert_eq!(MoveClass::of(250, true), MoveClass::Best);
}

#[test]
fn a_won_game_thrown_away_is_a_blunder_and_a_slower_win_is_not() {
    // A forced win before the move, a level position after it: a won game thrown away.
    let thrown = one_move_scored(MATE_SCORE - 5, 0);
    assert_eq!(thrown.class, MoveClass::Blunder, "{thrown:?}");
    // A forced win before and after (a slower one): nothing lost.
    let slower = one_move_scored(MATE_SCORE - 5, MATE_SCORE - 9);
    assert_eq!(
        (slower.loss, slower.class),
        (0, MoveClass::Good),
        "{slower:?}"
    );
}
