//! The men's entities follow the position through whole games.

use std::collections::HashMap;

use lasca::app::core::{NewGame, TurnState};
use lasca::record::AnimationSpeed;
use lasca_rules::{Colour, Game};

use crate::{app_with, assert_in_step, game, men, play, settle, state};

/// A small deterministic generator, so the games are the same every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[test]
fn men_follow_scripted_games_with_captures_liberations_and_promotions() {
    let mut promotions = 0;
    let mut liberations = 0;
    let mut captures = 0;
    for seed in 1..=4 {
        let mut app = app_with(Game::new(), AnimationSpeed::Instant);
        let mut random = Lcg(seed);
        assert_eq!(men(&mut app).len(), 22);
        let identities: HashMap<_, Colour> = men(&mut app)
            .into_iter()
            .map(|(e, piece, ..)| (e, piece.colour))
            .collect();
        assert_in_step(&mut app, true);
        for _ in 0..160 {
            let moves = game(&app).legal_moves();
            if moves.is_empty() {
                assert_eq!(state(&app), TurnState::GameOver);
                break;
            }
            let mv = moves[random.below(moves.len())];
            let before = *game(&app).position();
            play(&mut app, mv);
            let after = *game(&app).position();
            assert_eq!(game(&app).moves().last(), Some(&mv));
            let officers = |p: &lasca_rules::Position| {
                p.columns()
                    .flat_map(|(_, c)| c.men())
                    .filter(|m| m.officer)
                    .count()
            };
            promotions += officers(&after) - officers(&before);
            if mv.is_capture() {
                captures += 1;
                for over in mv.jumped() {
                    let was = before.column(over).commander().map(|m| m.colour);
                    let now = after.column(over).commander().map(|m| m.colour);
                    if now.is_some() && now != was {
                        liberations += 1;
                    }
                }
            }
            let now = men(&mut app);
            assert_eq!(now.len(), 22, "never more, never fewer");
            for (entity, piece, ..) in now {
                assert_eq!(
                    identities.get(&entity),
                    Some(&piece.colour),
                    "same entities"
                );
            }
            assert_in_step(&mut app, true);
        }
    }
    assert!(captures > 20, "the games captured ({captures})");
    assert!(promotions > 0, "the games promoted ({promotions})");
    assert!(liberations > 0, "the games freed men ({liberations})");
}

#[test]
fn men_follow_moves_at_normal_speed_too() {
    let mut app = app_with(Game::new(), AnimationSpeed::Normal);
    let mut random = Lcg(7);
    for _ in 0..30 {
        let moves = game(&app).legal_moves();
        if moves.is_empty() {
            break;
        }
        play(&mut app, moves[random.below(moves.len())]);
        assert_in_step(&mut app, true);
    }
    assert!(game(&app).ply() >= 20);
}

#[test]
fn a_new_game_lays_the_same_men_out_again() {
    let mut app = app_with(Game::new(), AnimationSpeed::Normal);
    let before: Vec<_> = men(&mut app).into_iter().map(|m| m.0).collect();
    play(
        &mut app,
        "c3-d4".parse::<lasca_rules::Move>().expect("move parses"),
    );
    play(
        &mut app,
        "e5xc3".parse::<lasca_rules::Move>().expect("move parses"),
    );
    app.world_mut().write_message(NewGame::default());
    app.update();
    settle(&mut app);
    assert_eq!(game(&app).ply(), 0);
    let after: Vec<_> = men(&mut app).into_iter().map(|m| m.0).collect();
    assert_eq!(before, after, "a new game reuses the 22 entities");
    assert_in_step(&mut app, true);
    assert_eq!(state(&app), TurnState::AwaitingMove);
}

#[test]
fn a_position_with_fewer_men_gets_one_entity_per_man() {
    let mut app = crate::app_at("b c3:wbb e5:B g1:W", AnimationSpeed::Instant);
    assert_eq!(men(&mut app).len(), 5);
    assert_in_step(&mut app, true);
}
