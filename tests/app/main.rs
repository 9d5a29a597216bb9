//! Headless tests of the game app: `MinimalPlugins` + `StatesPlugin` + `CorePlugin`, no window.

mod ai;
mod analysis;
mod animation;
mod browser;
mod editor;
mod input;
mod keys;
mod layers;
mod learn;
mod library;
mod online;
mod puzzles;
mod record;
mod review;
mod sound;
mod sync;

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use lasca::app::CorePlugin;
use lasca::app::board::{ManPiece, Placement, rest_transform};
use lasca::app::core::{AnimationSettings, BoardInput, CurrentGame, SubmitMove, TurnState};
use lasca::record::AnimationSpeed;
use lasca_rules::{Game, Move, Position, RuleSettings, Square};

/// Each `update` advances the clock by this much.
pub const FRAME: Duration = Duration::from_millis(20);

/// An app playing `game`, its startup done.
pub fn app_with(game: Game, speed: AnimationSpeed) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(CurrentGame { game })
        .insert_resource(AnimationSettings { speed })
        .add_plugins(CorePlugin);
    app.update();
    app.update();
    app
}

/// An app from a position string.
pub fn app_at(position: &str, speed: AnimationSpeed) -> App {
    let position: Position = position.parse().expect("test position parses");
    app_with(
        Game::from_position(position, RuleSettings::default()),
        speed,
    )
}

pub fn square(name: &str) -> Square {
    name.parse().expect("test square parses")
}

pub fn state(app: &App) -> TurnState {
    *app.world().resource::<State<TurnState>>().get()
}

pub fn game(app: &App) -> &Game {
    &app.world().resource::<CurrentGame>().game
}

/// Every man: its entity, rank, placement and transform, sorted by entity.
pub fn men(app: &mut App) -> Vec<(Entity, ManPiece, Placement, Transform)> {
    let mut query = app
        .world_mut()
        .query::<(Entity, &ManPiece, &Placement, &Transform)>();
    let mut men: Vec<_> = query
        .iter(app.world())
        .map(|(e, m, p, t)| (e, *m, *p, *t))
        .collect();
    men.sort_by_key(|&(e, ..)| e);
    men
}

/// Sends a pick and runs one frame.
pub fn pick(app: &mut App, name: &str) {
    app.world_mut()
        .write_message(BoardInput::Pick(square(name)));
    app.update();
}

pub fn cancel(app: &mut App) {
    app.world_mut().write_message(BoardInput::Cancel);
    app.update();
}

/// Runs frames until the turn is settled (waiting for a move or over); returns how many.
pub fn settle(app: &mut App) -> usize {
    for frame in 0..2000 {
        app.update();
        if state(app) != TurnState::Animating
            && !app
                .world_mut()
                .query_filtered::<(), With<bevy_tweening::TweenAnim>>()
                .iter(app.world())
                .any(|_| true)
        {
            return frame;
        }
    }
    panic!("the turn never settled");
}

/// Submits `mv` as a controller would and lets it play out.
pub fn play(app: &mut App, mv: Move) {
    app.world_mut().write_message(SubmitMove(mv));
    app.update();
    settle(app);
}

/// Checks the entities against the position: one per man, each on its column at its height
/// with its rank, and (when `at_rest`) exactly at its rest transform.
pub fn assert_in_step(app: &mut App, at_rest: bool) {
    let position = *game(app).position();
    let men = men(app);
    let total: usize = position.columns().map(|(_, c)| c.height()).sum();
    assert_eq!(men.len(), total, "one entity per man in {position}");
    for square in Square::ALL {
        let mut here: Vec<_> = men.iter().filter(|m| m.2.square == square).collect();
        here.sort_by_key(|m| std::cmp::Reverse(m.2.level));
        let column = position.column(square);
        assert_eq!(
            here.len(),
            column.height(),
            "height on {square} in {position}"
        );
        for (depth, (man, (_, piece, placement, transform))) in
            column.men().zip(here.iter().copied()).enumerate()
        {
            assert_eq!(piece.man(), man, "man {depth} of {square} in {position}");
            assert_eq!(placement.level, column.height() - 1 - depth);
            if at_rest {
                assert_eq!(
                    *transform,
                    rest_transform(*placement, piece.officer),
                    "transform of man {depth} on {square}"
                );
            }
        }
    }
}
