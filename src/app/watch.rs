//! Watching the AI play itself: pause and resume, one move at a time while paused, a delay
//! between moves, restart, and an endless mode that starts the next game by itself (colours
//! swapped) and keeps a score table per level.
//!
//! The AI controller asks [`Watch::holds`] before playing a finished search's move; the search
//! itself starts at once, so the delay also covers thinking time. None of this applies unless
//! the AI plays both sides. Watched games end by the house rules and a ply limit
//! ([`Watch::ply_limit`], [`AI_VS_AI_PLY_LIMIT`] plies unless changed), which a game gets when
//! it starts (or its players change) with the AI on both sides.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use lasca_ai::arena::Tally;
use lasca_rules::{Colour, Outcome};

use super::GameSet;
use super::animation::{AnimationSettings, AnimationSpeed};
use super::modes::player_label;
use super::rules::{GameReset, MovePlayed, NewGame, Players, Rules, TurnState, settled_state};
use crate::record::Player;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Watch>()
        .init_resource::<ScoreTable>()
        .add_systems(Update, tick.in_set(GameSet::Input))
        .add_systems(Update, limit_watched_games.in_set(GameSet::Sync))
        .add_systems(
            Update,
            (score_finished_games, restart_endless)
                .chain()
                .in_set(GameSet::Present),
        );
}

/// The watch panel (shown while the AI plays both sides).
pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, watch_panel);
}

/// The longest delay between moves, in seconds.
pub const MAX_DELAY: f32 = 5.0;

/// The ply limit of AI-vs-AI games unless changed.
pub const AI_VS_AI_PLY_LIMIT: u32 = 300;

/// How long a finished game stays on screen before endless mode starts the next, in seconds.
pub const ENDLESS_PAUSE: f32 = 3.0;

/// How an AI-vs-AI game is watched.
#[derive(Resource, Clone, Debug)]
pub struct Watch {
    /// No move is played (the search still runs; its move waits).
    pub paused: bool,
    /// Seconds from the end of one move to the next, 0 to [`MAX_DELAY`].
    pub delay: f32,
    /// A finished game is followed by the next, colours swapped.
    pub endless: bool,
    /// AI-vs-AI games are drawn after this many plies (`None`: no limit). A change applies
    /// from the next game.
    pub ply_limit: Option<u32>,
    /// One move may be played while paused.
    step: bool,
    /// Seconds the turn has waited for a move.
    waited: f32,
    /// Seconds since the game ended.
    over_for: f32,
    /// The game's result is in the score table.
    scored: bool,
}

impl Default for Watch {
    fn default() -> Watch {
        Watch {
            paused: false,
            delay: 0.5,
            endless: false,
            ply_limit: Some(AI_VS_AI_PLY_LIMIT),
            step: false,
            waited: 0.0,
            over_for: 0.0,
            scored: false,
        }
    }
}

impl Watch {
    /// Whether a move ready to be played must wait: only when the AI plays both sides, while
    /// paused (unless a step was asked for) or until the delay has passed.
    pub fn holds(&self, players: &Players) -> bool {
        players.ai_vs_ai()
            && if self.paused {
                !self.step
            } else {
                self.waited < self.delay
            }
    }

    /// Lets one move be played while paused.
    pub fn step(&mut self) {
        self.step = true;
    }

    /// Seconds before endless mode starts the next game, while it waits to.
    pub fn next_game_in(&self, players: &Players, state: TurnState) -> Option<f32> {
        (self.endless && players.ai_vs_ai() && state == TurnState::GameOver)
            .then(|| (ENDLESS_PAUSE.max(self.delay) - self.over_for).max(0.0))
    }
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
    /// By AI level: a game between two levels counts once for each.
    pub levels: BTreeMap<u8, Tally>,
    /// From White's side, whatever the levels.
    pub white: Tally,
}

impl ScoreTable {
    /// Counts a finished game between `players`.
    pub fn record(&mut self, players: &Players, outcome: Outcome) {
        self.games += 1;
        add(&mut self.white, outcome, Colour::White);
        for side in Colour::BOTH {
            if let Player::Ai(level) = players.get(side) {
                add(self.levels.entry(level).or_default(), outcome, side);
            }
        }
    }
}

fn tick(
    time: Res<Time>,
    state: Res<State<TurnState>>,
    mut played: MessageReader<MovePlayed>,
    mut resets: MessageReader<GameReset>,
    mut watch: ResMut<Watch>,
) {
    let moved = played.read().count() > 0;
    if resets.read().count() > 0 {
        watch.waited = 0.0;
        watch.over_for = 0.0;
        watch.scored = false;
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
}

/// Gives a game between two AIs the watch's ply limit, when it starts or its players change.
fn limit_watched_games(
    mut resets: MessageReader<GameReset>,
    players: Res<Players>,
    watch: Res<Watch>,
    mut rules: ResMut<Rules>,
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
    rules: Res<Rules>,
    players: Res<Players>,
    mut watch: ResMut<Watch>,
    mut table: ResMut<ScoreTable>,
) {
    if *state.get() != TurnState::GameOver || watch.scored || !players.ai_vs_ai() {
        return;
    }
    if let Some(outcome) = rules.game.outcome() {
        table.record(&players, outcome);
        watch.scored = true;
    }
}

fn restart_endless(
    state: Res<State<TurnState>>,
    mut watch: ResMut<Watch>,
    mut players: ResMut<Players>,
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
    let swapped = Players(players.swapped());
    players.set_if_neq(swapped);
    new_game.write(NewGame::default());
}

fn watch_panel(
    mut contexts: EguiContexts,
    state: Res<State<TurnState>>,
    rules: Res<Rules>,
    players: Res<Players>,
    mut watch: ResMut<Watch>,
    mut table: ResMut<ScoreTable>,
    mut settings: ResMut<AnimationSettings>,
    mut new_game: MessageWriter<NewGame>,
) -> Result {
    if !players.ai_vs_ai() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Watch")
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(230.0)
        .show(ctx, |ui| {
            ui.label(format!("White: {}", player_label(players.white)));
            ui.label(format!("Black: {}", player_label(players.black)));
            let limit = rules
                .game
                .settings()
                .ply_limit
                .map_or_else(String::new, |limit| format!(" of {limit}"));
            ui.weak(format!("ply {}{limit}", rules.game.ply()));
            ui.horizontal(|ui| {
                let label = if watch.paused { "Resume" } else { "Pause" };
                if ui.button(label).clicked() {
                    watch.paused = !watch.paused;
                }
                let can_step = watch.paused && *state.get() == TurnState::AwaitingMove;
                if ui
                    .add_enabled(can_step, egui::Button::new("Step"))
                    .on_hover_text("Play one move")
                    .clicked()
                {
                    watch.step();
                }
                if ui
                    .button("Restart")
                    .on_hover_text("The same players from the start")
                    .clicked()
                {
                    new_game.write(NewGame::default());
                }
            });
            ui.horizontal(|ui| {
                ui.label("Delay:");
                ui.add(
                    egui::Slider::new(&mut watch.delay, 0.0..=MAX_DELAY)
                        .step_by(0.1)
                        .suffix(" s"),
                );
            });
            ui.horizontal(|ui| {
                ui.label("Animation:");
                egui::ComboBox::from_id_salt("watch speed")
                    .selected_text(settings.speed.label())
                    .show_ui(ui, |ui| {
                        for speed in AnimationSpeed::ALL {
                            ui.selectable_value(&mut settings.speed, speed, speed.label());
                        }
                    });
            });
            ui.horizontal(|ui| {
                let mut limit = watch.ply_limit.unwrap_or(0);
                ui.label("Ply limit:");
                if ui
                    .add(egui::DragValue::new(&mut limit).range(0..=2000))
                    .on_hover_text("Draw after this many plies (0: none); from the next game")
                    .changed()
                {
                    watch.ply_limit = (limit > 0).then_some(limit);
                }
            });
            ui.checkbox(&mut watch.endless, "Endless: next game by itself");
            if let Some(left) = watch.next_game_in(&players, *state.get()) {
                ui.label(format!("Next game in {left:.0} s"));
            }
            ui.separator();
            score_grid(ui, &table);
            if table.games > 0 && ui.small_button("Clear scores").clicked() {
                *table = ScoreTable::default();
            }
        });
    Ok(())
}

fn score_grid(ui: &mut egui::Ui, table: &ScoreTable) {
    ui.strong(format!(
        "Scores after {} game{}",
        table.games,
        if table.games == 1 { "" } else { "s" }
    ));
    egui::Grid::new("scores").striped(true).show(ui, |ui| {
        for heading in ["", "won", "drawn", "lost"] {
            ui.weak(heading);
        }
        ui.end_row();
        let rows = table
            .levels
            .iter()
            .map(|(&level, &tally)| (player_label(Player::Ai(level)), tally))
            .chain(std::iter::once(("White".to_owned(), table.white)));
        for (name, tally) in rows {
            ui.label(name);
            for count in [tally.wins, tally.draws, tally.losses] {
                ui.label(count.to_string());
            }
            ui.end_row();
        }
    });
}
