//! The review: a game where one side throws away a won position on purpose is reviewed, and
//! that move is a blunder with the better move named; the engine's own moves are "best".

use std::sync::atomic::AtomicBool;

use lasca_ai::review::{MoveClass, comment_moves, score_moves, score_positions, summaries};
use lasca_ai::{Limits, Searcher};
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
                &Limits::depth(3),
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
                &Limits::depth(4),
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
        &Limits::depth(6),
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
    let scores = score_positions(&game, &Limits::depth(4), &stop, &mut |_, _| {});
    assert!(scores.is_empty());
    assert!(comment_moves(&game, &scores).is_empty());
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
        &Limits::depth(8),
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
        &Limits::depth(6),
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
}
