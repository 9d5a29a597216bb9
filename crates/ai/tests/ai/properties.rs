//! Property tests: whatever the position, the searcher answers a legal move (and a legal line).

use std::sync::atomic::AtomicBool;

use lasca_ai::{Level, SearchLimits, Searcher, play_level};
use lasca_rules::{Colour, Column, Game, Man, Position, RuleSettings, SQUARE_COUNT, Square};
use proptest::prelude::*;

use crate::{play_choices, proptest_config};

/// Checks the answer of a small search of `game`: a legal move exactly when one exists, and a
/// principal variation that plays out legally.
fn check(game: &Game, nodes: u64) {
    let searcher = Searcher::new(1);
    let result = searcher.search(
        game,
        &SearchLimits::nodes(nodes),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let legal = game.position().legal_moves();
    match result.best_move {
        None => assert!(legal.is_empty(), "no move in {}", game.position()),
        Some(mv) => {
            assert!(
                legal.contains(&mv),
                "{mv} is illegal in {}",
                game.position()
            );
            assert_eq!(result.info.pv.first(), Some(&mv));
        }
    }
    let mut line = *game.position();
    for &mv in &result.info.pv {
        line.try_play(mv)
            .unwrap_or_else(|error| panic!("pv of {}: {error}", game.position()));
    }
}

/// A game from the start after the moves `choices` pick, one ply short of the end if the
/// choices would finish the game (a finished position has nothing to search).
fn playout(choices: &[u16]) -> Game {
    let mut game = play_choices(choices);
    if !game.position().has_legal_move() {
        game.undo();
    }
    game
}

/// A column description: own men on top, then prisoners, officer flags per man.
fn column_strategy() -> impl Strategy<Value = Option<(bool, u8, u8, u8)>> {
    prop_oneof![
        3 => Just(None),
        2 => (any::<bool>(), 1u8..=3, 0u8..=3, any::<u8>()).prop_map(Some),
    ]
}

/// Builds a legal-by-construction position: no column alternates colours more than once and
/// no side has more than 11 men.
fn constructed(columns: &[Option<(bool, u8, u8, u8)>], black_to_move: bool) -> Position {
    let side = if black_to_move {
        Colour::Black
    } else {
        Colour::White
    };
    let mut position = Position::empty(side);
    let mut counts = [0usize; 2];
    for (index, description) in columns.iter().enumerate().take(SQUARE_COUNT) {
        let Some(&(black, own, held, officers)) = description.as_ref() else {
            continue;
        };
        let top = if black { Colour::Black } else { Colour::White };
        let men: Vec<Colour> = std::iter::repeat_n(top, usize::from(own))
            .chain(std::iter::repeat_n(top.opponent(), usize::from(held)))
            .collect();
        let mut column = Column::EMPTY;
        for (depth, colour) in men.into_iter().enumerate() {
            let slot = &mut counts[usize::from(colour == Colour::Black)];
            if *slot == 11 {
                break;
            }
            *slot += 1;
            let man = Man {
                colour,
                officer: officers >> (depth % 8) & 1 == 1,
            };
            column = column.with_bottom(man);
        }
        if !column.is_empty() {
            position.set_column(Square::ALL[index], column);
        }
    }
    position.validate().expect("constructed within the limits");
    position
}

proptest! {
    #![proptest_config(proptest_config(2500, "properties.txt"))]

    #[test]
    fn legal_move_in_played_positions(
        choices in prop::collection::vec(any::<u16>(), 0..140),
        nodes in 1u64..1500,
    ) {
        check(&playout(&choices), nodes);
    }

    #[test]
    fn legal_move_in_constructed_positions(
        columns in prop::collection::vec(column_strategy(), SQUARE_COUNT),
        black_to_move in any::<bool>(),
        nodes in 1u64..1500,
    ) {
        let game = Game::from_position(constructed(&columns, black_to_move), RuleSettings::default());
        check(&game, nodes);
    }
}

proptest! {
    #![proptest_config(proptest_config(150, "properties.txt"))]

    #[test]
    fn levels_answer_legal_moves(
        choices in prop::collection::vec(any::<u16>(), 0..100),
        level in 1u8..=4,
        seed in any::<u64>(),
    ) {
        let game = playout(&choices);
        let level = Level::new(level).expect("a level");
        let result = play_level(&level.searcher(), &game, level, seed, &AtomicBool::new(false), &mut |_| {});
        let legal = game.position().legal_moves();
        prop_assert_eq!(result.best_move.is_none(), legal.is_empty());
        if let Some(mv) = result.best_move {
            prop_assert!(legal.contains(&mv));
        }
    }
}
