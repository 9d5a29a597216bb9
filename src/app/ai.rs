//! The AI controller: searches run on Bevy's `AsyncComputeTaskPool`, never inside a system.
//!
//! When the side to move is played by the AI and the turn awaits a move, a [`Search`] entity is
//! spawned holding the `Task` of `lasca_ai::play_level`; once a frame its task is looked at with
//! `check_ready`, and nothing ever waits for it, so the picture goes on while the AI thinks.
//!
//! Every search has a stop flag and remembers the [`SearchGeneration`] and the game ply it began
//! in. When the game moves on, the search is cancelled: its flag is set (it returns within a few
//! thousand nodes), its entity and task are dropped and the generation goes up. That happens on
//! a [`GameReset`] (new game), a [`CancelSearches`] (what undo, redo or loading a game send), a
//! change of [`Players`] (a mode change), the app exiting or the window closing; a search whose
//! game no longer stands where it began is cancelled too. A result is played only if its
//! generation is current and the game is still at the position it searched, so a stale move is
//! never applied. [`MoveNow`] sets the flag without cancelling: the search answers with the best
//! move of its last finished depth.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use lasca_ai::{Level, Limits, SearchInfo, SearchResult, Searcher, mate_distance, play_level};
use lasca_rules::{Colour, Game, Position};

use super::GameSet;
use super::modes::side_name;
use super::rules::{GameReset, Players, Rules, SubmitMove, TurnState};
use super::watch::Watch;
use crate::record::Player;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiOptions>()
        .init_resource::<SearchGeneration>()
        .add_message::<CancelSearches>()
        .add_message::<MoveNow>()
        .add_systems(
            Update,
            (
                cancel_searches,
                stop_on_move_now,
                poll_searches,
                start_searches,
            )
                .chain()
                .in_set(GameSet::Controllers),
        )
        .add_systems(Last, stop_on_exit);
}

/// The thinking panel: who thinks, the depth reached, the best move and score so far, and
/// "Move now".
pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, thinking_panel);
}

/// How the AI searches.
#[derive(Resource, Clone, Debug, Default)]
pub struct AiOptions {
    /// Mixed with the search generation into each search's seed: the levels' random choices
    /// among near-best moves reproduce for a given seed and differ from one game to the next.
    pub seed: u64,
    /// Limits that replace every level's own (its randomness is then left out). With no limit
    /// set, a search thinks until "Move now" or a cancel.
    pub limits: Option<Limits>,
}

/// Goes up each time searches are cancelled; a search started in an older generation is
/// never played.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SearchGeneration(pub u64);

/// Stop every search and forget it: the game moved on (undo, redo, a loaded game). New games
/// and changes of [`Players`] cancel searches by themselves.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct CancelSearches;

/// Stop thinking and play the best move found so far.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct MoveNow;

/// A search's stop flag; dropping it (the entity despawned, the world torn down) stops the
/// search, so none outlives its entity.
pub(super) struct StopFlag(pub(super) Arc<AtomicBool>);

impl Drop for StopFlag {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// A search's latest report, written by its thread and read by the frame.
#[derive(Clone, Default)]
pub(super) struct LiveInfo(Arc<Mutex<Option<SearchInfo>>>);

impl LiveInfo {
    /// Replaces the report.
    pub(super) fn publish(&self, info: SearchInfo) {
        self.update(|shared| *shared = Some(info));
    }

    /// Changes the report in place.
    pub(super) fn update(&self, change: impl FnOnce(&mut Option<SearchInfo>)) {
        if let Ok(mut shared) = self.0.lock() {
            change(&mut shared);
        }
    }

    /// The latest report, if any.
    pub(super) fn latest(&self) -> Option<SearchInfo> {
        self.0.lock().ok().and_then(|info| info.clone())
    }
}

/// Runs `work` on the async compute pool with a fresh stop flag and report slot; nothing waits
/// for it (poll the task with `check_ready`).
pub(super) fn spawn_search<T: Send + 'static>(
    work: impl FnOnce(&AtomicBool, &LiveInfo) -> T + Send + 'static,
) -> (StopFlag, LiveInfo, Task<T>) {
    let stop = Arc::new(AtomicBool::new(false));
    let live = LiveInfo::default();
    let task = {
        let stop = stop.clone();
        let live = live.clone();
        AsyncComputeTaskPool::get().spawn(async move { work(&stop, &live) })
    };
    (StopFlag(stop), live, task)
}

/// The AI thinking about one move, on the async compute pool.
#[derive(Component)]
pub struct Search {
    side: Colour,
    level: Level,
    generation: u64,
    ply: usize,
    position: Position,
    stop: StopFlag,
    /// The last finished iteration, written by the search thread.
    live: LiveInfo,
    /// `None` once the task has answered (a finished task must not be polled again).
    task: Option<Task<SearchResult>>,
    /// The answer, kept while the watch mode holds the move.
    result: Option<SearchResult>,
}

impl Search {
    /// Starts searching the current position of `game` for `level` on the async compute pool.
    fn start(game: &Game, level: Level, generation: u64, options: &AiOptions) -> Search {
        let limits = options.limits.clone();
        let seed = options.seed ^ generation.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let searched = game.clone();
        let (stop, live, task) = spawn_search(move |stop, live| {
            let mut report = |info: &SearchInfo| live.publish(info.clone());
            match limits {
                Some(limits) => Searcher::new(level.tt_megabytes()).search(
                    &searched,
                    &limits,
                    stop,
                    &mut report,
                ),
                None => play_level(&searched, level, seed, stop, &mut report),
            }
        });
        Search {
            side: game.position().side_to_move(),
            level,
            generation,
            ply: game.ply(),
            position: *game.position(),
            stop,
            live,
            task: Some(task),
            result: None,
        }
    }

    /// The side it moves for.
    pub fn side(&self) -> Colour {
        self.side
    }

    /// The level it plays at.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The generation it was started in.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The last finished iteration: depth, score, best line.
    pub fn info(&self) -> Option<SearchInfo> {
        self.live.latest()
    }

    /// The search's stop flag (set when it is told to stop or cancelled).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.0.clone()
    }

    /// Whether the search has answered (its move may be held by the watch mode).
    pub fn is_done(&self) -> bool {
        self.result.is_some()
    }

    /// The answer, once there is one.
    pub fn result(&self) -> Option<&SearchResult> {
        self.result.as_ref()
    }

    fn stop(&self) {
        self.stop.0.store(true, Ordering::Relaxed);
    }

    /// Whether this search still answers the game as it stands.
    fn is_current(&self, rules: &Rules, players: &Players, generation: u64) -> bool {
        self.generation == generation
            && self.ply == rules.game.ply()
            && self.position == *rules.position()
            && players.get(self.side) == Player::Ai(self.level.number())
    }
}

fn cancel_searches(
    mut commands: Commands,
    mut cancels: MessageReader<CancelSearches>,
    mut resets: MessageReader<GameReset>,
    players: Res<Players>,
    searches: Query<(Entity, &Search)>,
    mut generation: ResMut<SearchGeneration>,
) {
    let cancelled = cancels.read().count() > 0;
    let reset = resets.read().count() > 0;
    if !(cancelled || reset || players.is_changed()) {
        return;
    }
    generation.0 += 1;
    for (entity, search) in &searches {
        search.stop();
        commands.entity(entity).despawn();
    }
}

fn stop_on_move_now(mut requests: MessageReader<MoveNow>, searches: Query<&Search>) {
    if requests.read().count() > 0 {
        for search in &searches {
            search.stop();
        }
    }
}

/// Looks at each search once (never waits): a stale one is cancelled, a finished one's move is
/// submitted unless the watch mode holds it.
fn poll_searches(
    mut commands: Commands,
    mut searches: Query<(Entity, &mut Search)>,
    state: Res<State<TurnState>>,
    rules: Res<Rules>,
    players: Res<Players>,
    generation: Res<SearchGeneration>,
    watch: Res<Watch>,
    mut submit: MessageWriter<SubmitMove>,
) {
    for (entity, mut search) in &mut searches {
        if *state.get() != TurnState::AwaitingMove
            || !search.is_current(&rules, &players, generation.0)
        {
            search.stop();
            commands.entity(entity).despawn();
            continue;
        }
        if let Some(task) = search.task.as_mut()
            && let Some(result) = check_ready(task)
        {
            search.task = None;
            search.result = Some(result);
        }
        let Some(result) = &search.result else {
            continue;
        };
        if watch.holds(&players) {
            continue;
        }
        if let Some(mv) = result.best_move {
            submit.write(SubmitMove(mv));
        }
        commands.entity(entity).despawn();
    }
}

/// Starts a search when the AI is to move and none runs. Not in the frame a move was
/// submitted: the game has not played it yet.
fn start_searches(
    mut commands: Commands,
    mut submitted: MessageReader<SubmitMove>,
    state: Res<State<TurnState>>,
    rules: Res<Rules>,
    players: Res<Players>,
    options: Res<AiOptions>,
    generation: Res<SearchGeneration>,
    searches: Query<(), With<Search>>,
) {
    if submitted.read().count() > 0
        || *state.get() != TurnState::AwaitingMove
        || rules.game.outcome().is_some()
        || !searches.is_empty()
    {
        return;
    }
    let Player::Ai(number) = players.get(rules.side_to_move()) else {
        return;
    };
    let Some(level) = Level::new(number) else {
        warn!("no AI level {number}");
        return;
    };
    commands.spawn(Search::start(&rules.game, level, generation.0, &options));
}

/// The app is quitting (or its window closed): every search stops now.
fn stop_on_exit(mut exits: MessageReader<AppExit>, searches: Query<&Search>) {
    if exits.read().count() > 0 {
        for search in &searches {
            search.stop();
        }
    }
}

/// A score for the side it is from: `+0.25` men, or a forced result.
fn score_for_people(score: i32) -> String {
    match mate_distance(score) {
        Some(_) => lasca_ai::score_text(score),
        None => format!("{:+.2}", score as f32 / 100.0),
    }
}

fn thinking_panel(
    mut contexts: EguiContexts,
    searches: Query<&Search>,
    watch: Res<Watch>,
    mut move_now: MessageWriter<MoveNow>,
) -> Result {
    let Some(search) = searches.iter().next() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Thinking")
        .id(egui::Id::new("ai thinking"))
        .title_bar(false)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 10.0))
        .resizable(false)
        // It comes and goes with every AI move: fading would make it flicker.
        .fade_in(false)
        .fade_out(false)
        .show(ctx, |ui| {
            let who = format!(
                "{} · level {} ({})",
                side_name(search.side),
                search.level.number(),
                search.level.name()
            );
            match search.result() {
                Some(result) => {
                    let mv = result
                        .best_move
                        .map_or_else(|| "no move".to_owned(), |mv| mv.to_string());
                    let why = if watch.paused { "paused" } else { "waiting" };
                    ui.strong(format!("{who} plays {mv} ({why})"));
                }
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.strong(format!("{who} is thinking…"));
                    });
                }
            }
            match search.info() {
                Some(info) => {
                    let best = info
                        .pv
                        .first()
                        .map_or_else(|| "–".to_owned(), ToString::to_string);
                    ui.label(format!(
                        "depth {} · best {best} · {} for {}",
                        info.depth,
                        score_for_people(info.score),
                        side_name(search.side)
                    ));
                    ui.weak(format!(
                        "{} nodes · {:.1} s",
                        info.nodes,
                        info.elapsed.as_secs_f32()
                    ));
                }
                None => {
                    ui.label("depth 0");
                }
            }
            if !search.is_done() {
                let stopping = search.stop.0.load(Ordering::Relaxed);
                let button = ui.add_enabled(!stopping, egui::Button::new("Move now"));
                if button
                    .on_hover_text("Stop thinking and play the best move found so far")
                    .clicked()
                {
                    move_now.write(MoveNow);
                }
            }
        });
    Ok(())
}
