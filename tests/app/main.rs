//! Headless tests of the game app: `MinimalPlugins` + `StatesPlugin` + `CorePlugin`, no window.

mod ai;
mod analysis;
mod animation;
mod browser;
mod editor;
mod endings;
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
mod variants;

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use lasca::app::CorePlugin;
use lasca::app::board::{ManPiece, Placement, rest_transform};
use lasca::app::core::{AnimationSettings, BoardInput, CurrentGame, SubmitMove, TurnState};
use lasca::record::AnimationSpeed;
use lasca_rules::{AnyGame, AnyMove, AnyPosition, AnySquare, Game, RuleSettings};

/// Each `update` advances the clock by this much.
pub const FRAME: Duration = Duration::from_millis(20);

/// An app playing `game` (of any board), its startup done.
pub fn app_with(game: impl Into<AnyGame>, speed: AnimationSpeed) -> App {
    let game = game.into();
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

/// Runs frames until `done`, however many that takes: a search on another thread, the engine's
/// reply pause or a review ends when it ends, on a machine as slow or as loaded as it is. Only a
/// hang is cut short, loudly, after two minutes: no test's verdict depends on time.
pub fn run_until(app: &mut App, mut done: impl FnMut(&mut App) -> bool) {
    const HANG_GUARD: Duration = Duration::from_secs(120);
    let started = std::time::Instant::now();
    while !done(app) {
        assert!(
            started.elapsed() < HANG_GUARD,
            "hung: what the test waits for did not come in {HANG_GUARD:?}"
        );
        app.update();
        // The search runs on another thread: leave it the processor between frames.
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// An app from a position string (of any variant, or a sandbox).
pub fn app_at(position: &str, speed: AnimationSpeed) -> App {
    let position = AnyPosition::parse(position).expect("test position parses");
    app_with(
        AnyGame::from_position(position, RuleSettings::default()),
        speed,
    )
}

/// A square of the 7x7 board.
pub fn square(name: &str) -> AnySquare {
    AnySquare::parse(name, 7).expect("test square parses")
}

/// A square of the board the app plays on.
pub fn square_of(app: &App, name: &str) -> AnySquare {
    let size = app.world().resource::<CurrentGame>().size();
    AnySquare::parse(name, size).expect("test square parses")
}

pub fn state(app: &App) -> TurnState {
    *app.world().resource::<State<TurnState>>().get()
}

/// The game on the board, a Lasca 7x7 one.
pub fn game(app: &App) -> &Game {
    any_game(app).seven().expect("a Lasca 7x7 game")
}

/// The game on the board, of any board.
pub fn any_game(app: &App) -> &AnyGame {
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
    let square = square_of(app, name);
    app.world_mut().write_message(BoardInput::Pick(square));
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
pub fn play(app: &mut App, mv: impl Into<AnyMove>) {
    app.world_mut().write_message(SubmitMove(mv.into()));
    app.update();
    settle(app);
}

/// Checks the entities against the position: one per man, each on its column at its height
/// with its rank, and (when `at_rest`) exactly at its rest transform.
pub fn assert_in_step(app: &mut App, at_rest: bool) {
    let position = any_game(app).position();
    let men = men(app);
    let total: usize = position.columns().iter().map(|(_, c)| c.len()).sum();
    assert_eq!(men.len(), total, "one entity per man in {position}");
    for square in position.squares() {
        let mut here: Vec<_> = men.iter().filter(|m| m.2.square == square).collect();
        here.sort_by_key(|m| std::cmp::Reverse(m.2.level));
        let column = position.men(square);
        assert_eq!(here.len(), column.len(), "height on {square} in {position}");
        for (depth, (man, (_, piece, placement, transform))) in
            column.iter().copied().zip(here.iter().copied()).enumerate()
        {
            assert_eq!(piece.man(), man, "man {depth} of {square} in {position}");
            assert_eq!(placement.level, column.len() - 1 - depth);
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
