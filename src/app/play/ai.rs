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
//! change of [`Seats`] (a mode change), the app exiting or the window closing; a search whose
//! game no longer stands where it began is cancelled too. A result is played only if its
//! generation is current and the game is still at the position it searched, so a stale move is
//! never applied. [`MoveNow`] sets the flag without cancelling: the search answers with the best
//! move of its last finished depth.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bevy::prelude::*;
use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use lasca_ai::{
    Level, SearchGame, SearchInfo, SearchLimits, SearchResult, SearchVisitor, Searchable, Searcher,
    play_level,
};
use lasca_rules::{AnyGame, AnyMove, AnyPosition, Colour, Game};

use super::task::{LiveInfo, StopFlag, spawn_search};
use crate::app::core::{
    CancelSearches, CurrentGame, GameReset, GameSet, NewGame, ReplaceGame, Seats, SubmitMove,
    TurnState, Watch,
};
use crate::record::Player;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiOptions>()
        .init_resource::<SearchGeneration>()
        .init_resource::<Engines>()
        .add_message::<MoveNow>()
        .add_systems(
            Update,
            (
                forget_finished_games,
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

/// How the AI searches.
#[derive(Resource, Clone, Debug, Default)]
pub struct AiOptions {
    /// Mixed with the search generation into each search's seed: the levels' random choices
    /// among near-best moves reproduce for a given seed and differ from one game to the next.
    pub seed: u64,
    /// SearchLimits that replace every level's own (its randomness is then left out). With no limit
    /// set, a search thinks until "Move now" or a cancel.
    pub limits: Option<SearchLimits>,
}

/// Goes up each time searches are cancelled; a search started in an older generation is
/// never played.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SearchGeneration(pub u64);

/// Each side's searcher, kept for the whole game: its transposition table lives across moves
/// (a clone of the handle goes into each move's task). A new or replaced game, or a side's new
/// level, starts a fresh one, which the first search makes on its own thread (writing a table
/// of up to 32 MiB is no work for a frame) and hands back with its answer.
#[derive(Resource, Default)]
pub struct Engines {
    sides: [Option<(Level, Searcher)>; 2],
}

impl Engines {
    /// The searcher kept for `side` at `level`, if there is one.
    fn kept(&self, side: Colour, level: Level) -> Option<Searcher> {
        match &self.sides[usize::from(side == Colour::Black)] {
            Some((kept, searcher)) if *kept == level => Some(searcher.clone()),
            _ => None,
        }
    }

    /// Keeps `searcher` for `side` at `level`, for the rest of the game.
    fn keep(&mut self, side: Colour, level: Level, searcher: Searcher) {
        self.sides[usize::from(side == Colour::Black)] = Some((level, searcher));
    }

    /// Whether `side` keeps a searcher (a table from earlier moves of this game).
    pub fn has_searcher(&self, side: Colour) -> bool {
        self.sides[usize::from(side == Colour::Black)].is_some()
    }
}

/// A new searcher for `level`: its table size, and its threads less one for the frame (a level
/// that searches on every core leaves one for the picture).
fn searcher_for(level: Level) -> Searcher {
    let searcher = level.searcher();
    if searcher.threads() > 1 {
        searcher.set_threads(searcher.threads() - 1);
    }
    searcher
}

/// Stop thinking and play the best move found so far.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct MoveNow;

/// The AI thinking about one move, on the async compute pool.
#[derive(Component)]
pub struct Search {
    side: Colour,
    level: Level,
    generation: u64,
    ply: usize,
    position: AnyPosition,
    stop: StopFlag,
    /// The last finished iteration, written by the search thread.
    live: LiveInfo<AnyMove>,
    /// `None` once the task has answered (a finished task must not be polled again). It hands
    /// back the searcher it used, to keep for the game.
    task: Option<Task<(SearchResult<AnyMove>, Searcher)>>,
    /// The answer, kept while the watch mode holds the move.
    result: Option<SearchResult<AnyMove>>,
}

/// Searches a game (of whichever board) with `limits`, or as `level` plays; reports and
/// answers in [`AnyMove`]s.
struct AiSearch<'a> {
    searcher: &'a Searcher,
    limits: Option<&'a SearchLimits>,
    level: Level,
    seed: u64,
    stop: &'a AtomicBool,
    live: &'a LiveInfo,
}

impl SearchVisitor<AnyMove> for AiSearch<'_> {
    type Output = SearchResult<AnyMove>;

    fn visit<P: Searchable>(self, game: &Game<P>) -> SearchResult<AnyMove>
    where
        P::Move: Into<AnyMove>,
    {
        let live = self.live;
        let mut report = |info: &SearchInfo<P::Move>| live.publish(info.map_moves(Into::into));
        let result = match self.limits {
            Some(limits) => self.searcher.search(game, limits, self.stop, &mut report),
            None => play_level(
                self.searcher,
                game,
                self.level,
                self.seed,
                self.stop,
                &mut report,
            ),
        };
        result.map_moves(Into::into)
    }
}

impl Search {
    /// Starts searching the current position of `game` for `level` on the async compute pool,
    /// with the side's `searcher` (and the table it kept from earlier moves), or a new one.
    fn start(
        game: &AnyGame,
        level: Level,
        searcher: Option<Searcher>,
        generation: u64,
        options: &AiOptions,
    ) -> Search {
        let limits = options.limits.clone();
        let seed = options.seed ^ generation.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let searched = game.clone();
        let (stop, live, task) = spawn_search(move |stop, live| {
            let searcher = searcher.unwrap_or_else(|| searcher_for(level));
            let result = searched.visit_searchable(AiSearch {
                searcher: &searcher,
                limits: limits.as_ref(),
                level,
                seed,
                stop,
                live,
            });
            (result, searcher)
        });
        Search {
            side: game.side_to_move(),
            level,
            generation,
            ply: game.ply(),
            position: game.position(),
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
    pub fn info(&self) -> Option<SearchInfo<AnyMove>> {
        self.live.latest()
    }

    /// The search's stop flag (set when it is told to stop or cancelled).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.0.clone()
    }

    /// Whether it was told to stop (Move now, or a cancel).
    pub fn is_stopping(&self) -> bool {
        self.stop.is_set()
    }

    /// Whether the search has answered (its move may be held by the watch mode).
    pub fn is_done(&self) -> bool {
        self.result.is_some()
    }

    /// The answer, once there is one.
    pub fn result(&self) -> Option<&SearchResult<AnyMove>> {
        self.result.as_ref()
    }

    fn stop(&self) {
        self.stop.set();
    }

    /// Whether this search still answers the game as it stands.
    fn is_current(&self, rules: &CurrentGame, players: &Seats, generation: u64) -> bool {
        self.generation == generation
            && self.ply == rules.game.ply()
            && self.position == rules.position()
            && players.get(self.side) == Player::Ai(self.level)
    }
}

/// A new game, or one that replaces it, starts with empty tables.
fn forget_finished_games(
    mut new_games: MessageReader<NewGame>,
    mut replaced: MessageReader<ReplaceGame>,
    mut engines: ResMut<Engines>,
) {
    let fresh = new_games.read().count() + replaced.read().count() > 0;
    if fresh {
        *engines = Engines::default();
    }
}

fn cancel_searches(
    mut commands: Commands,
    mut cancels: MessageReader<CancelSearches>,
    mut resets: MessageReader<GameReset>,
    players: Res<Seats>,
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
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    generation: Res<SearchGeneration>,
    watch: Res<Watch>,
    mut engines: ResMut<Engines>,
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
            && let Some((result, searcher)) = check_ready(task)
        {
            search.task = None;
            search.result = Some(result);
            engines.keep(search.side, search.level, searcher);
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
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    options: Res<AiOptions>,
    generation: Res<SearchGeneration>,
    engines: Res<Engines>,
    searches: Query<(), With<Search>>,
) {
    if submitted.read().count() > 0
        || *state.get() != TurnState::AwaitingMove
        || rules.game.outcome().is_some()
        || !searches.is_empty()
    {
        return;
    }
    let Player::Ai(level) = players.get(rules.side_to_move()) else {
        return;
    };
    let side = rules.side_to_move();
    let searcher = engines.kept(side, level);
    commands.spawn(Search::start(
        &rules.game,
        level,
        searcher,
        generation.0,
        &options,
    ));
}

/// The app is quitting (or its window closed): every search stops now.
fn stop_on_exit(mut exits: MessageReader<AppExit>, searches: Query<&Search>) {
    if exits.read().count() > 0 {
        for search in &searches {
            search.stop();
        }
    }
}
