//! Animations: hops arc over the jumped column, prisoners go under, promotions turn the man
//! over, and every man ends exactly at rest.

use bevy::prelude::*;
use lasca::app::board::{MAN_PITCH, column_top, face_rotation};
use lasca::app::core::{FinishAnimations, TurnState};
use lasca::record::AnimationSpeed;
use lasca_rules::Move;

use crate::{any_game, app_at, assert_in_step, men, settle, square, state};

fn submit(app: &mut App, text: &str) {
    let mv: Move = text.parse().expect("test move parses");
    app.world_mut()
        .write_message(lasca::app::core::SubmitMove(mv.into()));
    // The rules play it in this frame; the turn is animating from the next.
    app.update();
    app.update();
}

#[test]
fn a_multi_hop_capture_with_promotion_ends_exactly_at_rest() {
    // The white soldier on c3 jumps a black column of three on d4, then f6, landing on g7,
    // where it is promoted. The column on d4 is left to a freed white man.
    let mut app = app_at("w c3:w d4:bww f6:b a7:b", AnimationSpeed::Normal);
    let mover = men(&mut app)
        .into_iter()
        .find(|m| m.2.square == square("c3"))
        .expect("a man on c3")
        .0;
    submit(&mut app, "c3xe5xg7");
    assert_eq!(state(&app), TurnState::Animating);
    let mut highest: f32 = 0.0;
    let mut frames = 0;
    while state(&app) == TurnState::Animating {
        app.update();
        frames += 1;
        assert!(frames < 1000, "the animation ends");
        let transform = *app.world().get::<Transform>(mover).expect("mover");
        highest = highest.max(transform.translation.y);
    }
    assert!(
        frames > 20,
        "the move was shown over time ({frames} frames)"
    );
    // The hop over the three-man column cleared its top.
    assert!(highest > column_top(3), "highest {highest}");
    assert_in_step(&mut app, true);
    let transform = *app.world().get::<Transform>(mover).expect("mover");
    assert_eq!(
        transform.rotation,
        face_rotation(true),
        "the officer lies face up"
    );
    // The column on g7: the promoted commander over two prisoners.
    assert_eq!(
        any_game(&app).position().men(square("g7")),
        [
            lasca_rules::Man::officer(lasca_rules::Colour::White),
            lasca_rules::Man::soldier(lasca_rules::Colour::Black),
            lasca_rules::Man::soldier(lasca_rules::Colour::Black)
        ]
    );
    assert_eq!(any_game(&app).position().men(square("d4")).len(), 2);
}

#[test]
fn hops_over_taller_columns_arc_higher() {
    let peak = |position: &str, mv: &str| {
        let mut app = app_at(position, AnimationSpeed::Normal);
        let mover = men(&mut app)
            .into_iter()
            .find(|m| m.2.square == square("c3"))
            .expect("a man on c3")
            .0;
        submit(&mut app, mv);
        let mut highest: f32 = 0.0;
        while state(&app) == TurnState::Animating {
            app.update();
            highest = highest.max(
                app.world()
                    .get::<Transform>(mover)
                    .expect("mover")
                    .translation
                    .y,
            );
        }
        highest
    };
    let low = peak("w c3:w d4:b a7:b", "c3xe5");
    let high = peak("w c3:w d4:bbbbb a7:b", "c3xe5");
    assert!(high > low + 3.0 * MAN_PITCH, "{low} vs {high}");
}

#[test]
fn finishing_at_once_puts_every_man_at_rest() {
    let mut app = app_at("w c3:w d4:bww f6:b a7:b", AnimationSpeed::Slow);
    submit(&mut app, "c3xe5xg7");
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(state(&app), TurnState::Animating);
    app.world_mut().write_message(FinishAnimations);
    app.update();
    let frames = settle(&mut app);
    assert!(frames < 3, "finished at once ({frames} more frames)");
    assert_eq!(state(&app), TurnState::AwaitingMove);
    assert_in_step(&mut app, true);
}

#[test]
fn instant_speed_moves_without_animating() {
    let mut app = app_at("w c3:w d4:bww f6:b a7:b", AnimationSpeed::Instant);
    submit(&mut app, "c3xe5xg7");
    assert!(settle(&mut app) <= 1, "no frames spent animating");
    assert_eq!(state(&app), TurnState::AwaitingMove);
    assert_in_step(&mut app, true);
}
