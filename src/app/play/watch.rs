//! Watching the AI play itself: pause and resume, one move at a time while paused, a delay
//! between moves, restart, and an endless mode that starts the next game by itself (colours
//! swapped) and keeps a score table per level.
//!
//! The AI controller asks [`Watch::holds`] before playing a finished search's move; the search
//! itself starts at once, so the delay also covers thinking time. None of this applies unless
//! the AI plays both sides. Watched games end by the house rules and a ply limit
//! ([`Watch::ply_limit`], [`AI_VS_AI_PLY_LIMIT`](crate::record::AI_VS_AI_PLY_LIMIT) plies unless
//! changed), which a game gets when it starts (or its players change) with the AI on both sides.

use std::collections::BTreeMap;

use bevy::prelude::*;
use lasca_ai::arena::Tally;
use lasca_rules::{Colour, Outcome};

use crate::app::core::{
    CurrentGame, FrameDemand, GameReset, GameSet, MovePlayed, NewGame, Seats, TurnState, Watch,
    settled_state,
};
use crate::record::Player;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScoreTable>()
        .add_systems(Update, tick.in_set(GameSet::Input))
        .add_systems(Update, limit_watched_games.in_set(GameSet::Sync))
        .add_systems(
            Update,
            (score_finished_games, restart_endless)
                .chain()
                .in_set(GameSet::Present),
        );
}

/// Counts `outcome` for `side`.
fn add(tally: &mut Tally, outcome: Outcome, side: Colour) {
    match outcome.winner() {
        None => tally.draws += 1,
        Some(winner) if winner == side => tally.wins += 1,
        Some(_) => tally.losses += 1,
    }
}

/// The results of watched games: each side's result counted for its level, and White's.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreTable {
    /// Games finished.
    pub games: u32,
    /// By AI level's number: a game between two levels counts once for each.
    pub levels: BTreeMap<u8, Tally>,
    /// From White's side, whatever the levels.
    pub white: Tally,
}

impl ScoreTable {
    /// Counts a finished game between `players`.
    pub fn record(&mut self, players: &Seats, outcome: Outcome) {
        self.games += 1;
        add(&mut self.white, outcome, Colour::White);
        for side in Colour::BOTH {
            if let Player::Ai(level) = players.get(side) {
                add(
                    self.levels.entry(level.number()).or_default(),
                    outcome,
                    side,
                );
            }
        }
    }
}

/// Counts the watch's waits in real time (frames come only when something changes, so a wait
/// may pass in one long frame) and asks for the frame that ends each.
fn tick(
    time: Res<Time<Real>>,
    state: Res<State<TurnState>>,
    players: Res<Seats>,
    mut played: MessageReader<MovePlayed>,
    mut resets: MessageReader<GameReset>,
    mut new_games: MessageReader<NewGame>,
    mut watch: ResMut<Watch>,
    mut demand: ResMut<FrameDemand>,
) {
    let moved = played.read().count() > 0;
    if resets.read().count() > 0 {
        watch.waited = 0.0;
        watch.over_for = 0.0;
    }
    if new_games.read().count() > 0 {
        // A new game (the next endless one, Restart, New game) is watched from its first move:
        // a pause belonged to the game before.
        watch.scored = None;
        watch.paused = false;
        watch.step = false;
    }
    if moved {
        watch.waited = 0.0;
        watch.step = false;
    }
    match state.get() {
        TurnState::AwaitingMove => watch.waited += time.delta_secs(),
        TurnState::GameOver => watch.over_for += time.delta_secs(),
        TurnState::Animating => {}
    }
    if *state.get() == TurnState::AwaitingMove
        && players.ai_vs_ai()
        && !watch.paused
        && watch.waited < watch.delay
    {
        demand.redraw_after_seconds(watch.delay - watch.waited);
    }
    if let Some(left) = watch.next_game_in(&players, *state.get()) {
        demand.redraw_after_seconds(left);
    }
}

/// Gives a game between two AIs the watch's ply limit, when it starts or its players change.
fn limit_watched_games(
    mut resets: MessageReader<GameReset>,
    players: Res<Seats>,
    watch: Res<Watch>,
    mut rules: ResMut<CurrentGame>,
    state: Res<State<TurnState>>,
    mut next: ResMut<NextState<TurnState>>,
) {
    let reset = resets.read().count() > 0;
    if !(reset || players.is_changed()) || !players.ai_vs_ai() {
        return;
    }
    let mut settings = rules.game.settings();
    if settings.ply_limit == watch.ply_limit {
        return;
    }
    settings.ply_limit = watch.ply_limit;
    rules.game.set_settings(settings);
    // A loaded game may already be past the limit.
    if rules.game.outcome().is_some() && *state.get() == TurnState::AwaitingMove {
        next.set(settled_state(&rules.game));
    }
}

fn score_finished_games(
    state: Res<State<TurnState>>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    mut watch: ResMut<Watch>,
    mut table: ResMut<ScoreTable>,
) {
    if *state.get() != TurnState::GameOver
        || watch.scored.as_ref() == Some(&rules.game)
        || !players.ai_vs_ai()
    {
        return;
    }
    if let Some(outcome) = rules.game.outcome() {
        table.record(&players, outcome);
        watch.scored = Some(rules.game.clone());
    }
}

fn restart_endless(
    state: Res<State<TurnState>>,
    rules: Res<CurrentGame>,
    mut watch: ResMut<Watch>,
    mut players: ResMut<Seats>,
    mut new_game: MessageWriter<NewGame>,
) {
    if watch.paused
        || watch
            .next_game_in(&players, *state.get())
            .is_none_or(|left| left > 0.0)
    {
        return;
    }
    // The state stays GameOver until the new game starts next frame: restart once.
    watch.over_for = 0.0;
    let swapped = Seats(players.swapped());
    players.set_if_neq(swapped);
    // The next game from where this one began: a set-up position (a sandbox too) is the
    // match's start, as for a rematch.
    new_game.write(NewGame {
        start: Some(rules.game.start_position()),
    });
}
