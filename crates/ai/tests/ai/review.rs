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

/// A real game: the first explanatory game of Lasker's 1911 booklet, one move a line.
fn lasker_game_1() -> Game {
    let text = include_str!("data/lasker1911_game1.txt");
    let mut game = Game::new();
    for mv in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        game.play_str(mv.trim()).unwrap();
    }
    game
}

#[test]
fn the_engines_own_moves_keep_their_score_along_a_real_game() {
    // Where the game's move is the engine's own choice, the score after it is the score
    // before it, up to the noise of the search: never a swing of a man and a half (forced
    // results aside). Single-move positions (compulsory captures) are searched like any other.
    let game = lasker_game_1();
    let scores = score_positions(
        &game,
        &SearchLimits::depth(8),
        &AtomicBool::new(false),
        &mut |_, _| {},
    );
    assert_eq!(scores.len(), game.ply() + 1);
    let mut swings = Vec::new();
    for (ply, &played) in game.moves().iter().enumerate() {
        let (before, after) = (&scores[ply], &scores[ply + 1]);
        let forced = |s: i32| s.abs() >= lasca_ai::MATE_THRESHOLD;
        if before.best != Some(played) || forced(before.score) || forced(after.score) {
            continue;
        }
        let swing = (after.white() - before.white()).abs();
        if swing > 150 {
            swings.push(format!(
                "ply {} {played}: {:+} -> {:+}",
                ply + 1,
                before.white(),
                after.white()
            ));
        }
    }
    assert!(
        swings.is_empty(),
        "the engine's own moves swing: {swings:#?}"
    );
}

#[test]
fn a_won_game_kept_won_loses_nothing_and_thrown_away_is_a_blunder() {
    use lasca_ai::MATE_SCORE;
    use lasca_ai::review::{WON, loss_and_class};
    // Ten men ahead to nine and a half: still a won endgame, not an inaccuracy.
    assert_eq!(loss_and_class(1200, 1010, false), (0, MoveClass::Good));
    // A forced win that stays forced, a forced win to a ten-man lead.
    assert_eq!(loss_and_class(MATE_SCORE - 5, MATE_SCORE - 9, false).0, 0);
    assert_eq!(loss_and_class(MATE_SCORE - 5, WON + 100, false).0, 0);
    // Thrown away: from a won game to a small lead, or to a loss.
    assert_eq!(loss_and_class(WON, 200, false).1, MoveClass::Blunder);
    assert_eq!(
        loss_and_class(MATE_SCORE - 3, 0, false).1,
        MoveClass::Blunder
    );
    // Ordinary positions keep the thresholds.
    assert_eq!(loss_and_class(50, 0, false), (50, MoveClass::Inaccuracy));
    assert_eq!(loss_and_class(50, 0, true), (0, MoveClass::Best));
}

#[test]
fn a_review_compares_the_played_move_at_the_depth_of_the_engines() {
    let game = lasker_game_1();
    let mut seen = 0;
    let review = lasca_ai::review::review_game(
        &game,
        &SearchLimits::depth(6),
        &AtomicBool::new(false),
        &mut |ply, position| {
            assert_eq!(ply, seen);
            seen += 1;
            // Depth 6, or less where a forced result ended the search sooner.
            let forced = position.score.score.abs() >= lasca_ai::MATE_THRESHOLD;
            assert!(position.depth >= 6 || forced, "{position:?}");
        },
    );
    assert_eq!(review.positions.len(), game.ply() + 1);
    assert_eq!(review.comments.len(), game.ply());
    for comment in &review.comments {
        // Both moves were scored as deep as the engine's move was found.
        assert_eq!(
            comment.depth,
            review.positions[comment.ply - 1].depth,
            "{comment:?}"
        );
    }
    // The same classes as the scores alone give where the move is the engine's.
    let plain = comment_moves(
        &game,
        &review
            .positions
            .iter()
            .map(|p| p.score.clone())
            .collect::<Vec<_>>(),
    );
    for (a, b) in plain.iter().zip(&review.comments) {
        if a.class == MoveClass::Best {
            assert_eq!(b.class, MoveClass::Best);
        }
    }
    // A kept review (positions, each move's value and depth) comments the same without a
    // search; without the values, moves are valued by the next position.
    let kept: Vec<(i32, u32)> = review.comments.iter().map(|c| (c.value, c.depth)).collect();
    let again = lasca_ai::review::recomment(&game, &review.positions, &kept);
    assert_eq!(again, review.comments);
    let older = lasca_ai::review::recomment(&game, &review.positions, &[]);
    for (old, plain) in older.iter().zip(&plain) {
        assert_eq!((old.class, old.loss), (plain.class, plain.loss));
        assert_eq!(old.depth, review.positions[old.ply - 1].depth);
    }
}
