//! The analysis board: the engine's view of the position the board shows, and hints.
//!
//! With the Analyse toggle on, an [`AnalysisSearch`] runs on Bevy's `AsyncComputeTaskPool` for
//! the position on the board: the live game's, or an earlier one while the move list looks back.
//! Each finished depth is shared with the app, which shows an evaluation bar beside the board
//! (White's share), the best line in notation and the best move as an arrow on the board. When
//! the board's position changes (a move, a new game, looking back) the search's stop flag is set,
//! it is dropped and a new one starts; nothing ever waits for a search. A Hint, in a game
//! between a human and the computer, runs a short search for the human's move and draws its
//! arrow until the position changes.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use lasca_ai::{
    SearchGame, SearchInfo, SearchLimits, SearchVisitor, Searchable, Searcher, mate_distance,
};
use lasca_rules::{AnyGame, AnyMove, AnyPosition, Game};

use crate::app::core::{AppMode, CurrentGame, FrameDemand, GameSet, Seats, TurnState};
use crate::app::play::History;
use crate::app::play::task::{LiveInfo, StopFlag, spawn_search};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .init_resource::<AnalysisEngine>()
        .add_message::<AskHint>()
        .add_systems(
            Update,
            (take_hint_requests, follow_the_board, poll_analysis)
                .chain()
                .in_set(GameSet::Present),
        )
        .add_systems(Last, stop_on_exit);
}

/// Transposition table of the analysis board, in MiB.
const TABLE_MEGABYTES: usize = 16;

/// How many best moves the analysis shows, each with its line.
pub const ANALYSIS_LINES: usize = 3;

/// The analysis board's searcher, kept while the app runs: its table carries over from one
/// position to the next as the board moves on.
#[derive(Resource, Clone)]
pub struct AnalysisEngine(Searcher);

impl Default for AnalysisEngine {
    fn default() -> AnalysisEngine {
        AnalysisEngine(Searcher::new(TABLE_MEGABYTES))
    }
}

/// What the engine is asked to do.
#[derive(Resource, Clone, Debug)]
pub struct Analysis {
    /// The Analyse toggle: the engine follows the position the board shows.
    pub enabled: bool,
    /// How far an analysis goes before it rests (its result stays shown).
    pub limits: SearchLimits,
    /// How long a hint thinks.
    pub hint_limits: SearchLimits,
    /// The position a hint was asked for (forgotten when the board moves on).
    hint: Option<Subject>,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis {
            enabled: false,
            limits: SearchLimits {
                depth: Some(40),
                movetime: Some(Duration::from_secs(30)),
                multipv: ANALYSIS_LINES,
                ..SearchLimits::default()
            },
            hint_limits: SearchLimits::movetime(Duration::from_secs(2)),
            hint: None,
        }
    }
}

impl Analysis {
    /// Whether a hint is asked for the position on the board.
    pub fn hint_asked(&self) -> bool {
        self.hint.is_some()
    }
}

/// Show the best move for the human (a game between a human and the computer, on the human's
/// turn).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct AskHint;

/// The position analysed: where the board stands, and at which ply of the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Subject {
    position: AnyPosition,
    ply: usize,
}

/// Why a search runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// The Analyse toggle.
    Analysis,
    /// A hint for the human.
    Hint,
}

/// The engine thinking about the position on the board, on the async compute pool.
#[derive(Component)]
pub struct AnalysisSearch {
    subject: Subject,
    purpose: Purpose,
    stop: StopFlag,
    /// The last finished depth, written by the search thread.
    live: LiveInfo<AnyMove>,
    /// `None` once the task has answered with its last depth.
    task: Option<Task<SearchInfo<AnyMove>>>,
}

/// Searches a game (of whichever board) from its first position with a choice, its report
/// told from the game's position in [`AnyMove`]s.
struct Analyse<'a> {
    searcher: &'a Searcher,
    limits: &'a SearchLimits,
    stop: &'a AtomicBool,
    live: &'a LiveInfo,
}

impl SearchVisitor<AnyMove> for Analyse<'_> {
    type Output = SearchInfo<AnyMove>;

    fn visit<P: Searchable>(self, game: &Game<P>) -> SearchInfo<AnyMove>
    where
        P::Move: Into<AnyMove>,
    {
        let (game, forced) = play_forced_moves(game.clone());
        let live = self.live;
        let mut report = |info: &SearchInfo<P::Move>| {
            live.publish(before_forced_moves(info, &forced).map_moves(Into::into));
        };
        let result = self
            .searcher
            .search(&game, self.limits, self.stop, &mut report);
        before_forced_moves(&result.info, &forced).map_moves(Into::into)
    }
}

impl AnalysisSearch {
    fn start(
        searcher: Searcher,
        game: AnyGame,
        subject: Subject,
        purpose: Purpose,
        limits: SearchLimits,
    ) -> AnalysisSearch {
        let (stop, live, task) = spawn_search(move |stop, live| {
            game.visit_searchable(Analyse {
                searcher: &searcher,
                limits: &limits,
                stop,
                live,
            })
        });
        AnalysisSearch {
            subject,
            purpose,
            stop,
            live,
            task: Some(task),
        }
    }

    /// The position analysed.
    pub fn position(&self) -> &AnyPosition {
        &self.subject.position
    }

    /// The game ply of that position.
    pub fn ply(&self) -> usize {
        self.subject.ply
    }

    /// Why it runs.
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// Its stop flag (set when the board moves on).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.0.clone()
    }

    /// Whether it has finished (its last depth stays shown).
    pub fn is_done(&self) -> bool {
        self.task.is_none()
    }

    /// The deepest finished iteration so far.
    pub fn info(&self) -> Option<SearchInfo<AnyMove>> {
        self.live.latest()
    }

    /// The best move found so far.
    pub fn best_move(&self) -> Option<AnyMove> {
        self.info().and_then(|info| info.pv.first().copied())
    }
}

/// Forced moves played through before searching, at most: the searcher answers a position
/// with one legal move at once, with no look ahead, which would show a captured line as a
/// shallow guess.
const MAX_FORCED_MOVES: usize = 16;

/// Plays the moves that are the only legal move (a single capture, often), so that the search
/// looks at the first position with a choice. Returns that game and the moves played.
fn play_forced_moves<P: Searchable>(mut game: Game<P>) -> (Game<P>, Vec<P::Move>) {
    let mut forced = Vec::new();
    while forced.len() < MAX_FORCED_MOVES && game.outcome().is_none() {
        let moves = game.legal_moves();
        let [only] = &moves[..] else {
            break;
        };
        let only = *only;
        if game.try_play(only).is_err() {
            break;
        }
        forced.push(only);
    }
    (game, forced)
}

/// A search's report after `forced` moves, told from the analysed position: the forced moves
/// lead the line, the score is turned to the side then to move, and a forced result is that
/// many plies further off.
fn before_forced_moves<M: Copy>(info: &SearchInfo<M>, forced: &[M]) -> SearchInfo<M> {
    let back = |mut score: i32| {
        for _ in forced {
            score = match mate_distance(score) {
                Some(_) if score > 0 => -score + 1,
                Some(_) => -score - 1,
                None => -score,
            };
        }
        score
    };
    let line = |pv: &[M]| forced.iter().chain(pv).copied().collect();
    SearchInfo {
        depth: info.depth + forced.len() as u32,
        ..info.map(back, line)
    }
}

/// The game up to the position the board shows (the live one unless the move list looks back).
fn shown_game(rules: &CurrentGame, history: &History) -> (AnyGame, Subject) {
    let ply = history.shown_ply(&rules.game);
    let mut game = rules.game.clone();
    if ply < game.ply() {
        game.truncate(ply);
    }
    let subject = Subject {
        position: game.position(),
        ply,
    };
    (game, subject)
}

/// Whether a hint may be given: a human plays the side to move against the computer, and the
/// board shows the live game, waiting for that move.
pub fn hint_available(
    rules: &CurrentGame,
    players: &Seats,
    history: &History,
    state: TurnState,
) -> bool {
    let side = rules.side_to_move();
    state == TurnState::AwaitingMove
        && history.is_live()
        && rules.game.outcome().is_none()
        && players.human_against_computer() == Some(side)
}

fn take_hint_requests(
    mut requests: MessageReader<AskHint>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    history: Res<History>,
    state: Res<State<TurnState>>,
    mode: Res<State<AppMode>>,
    mut analysis: ResMut<Analysis>,
) {
    if requests.read().count() == 0 || *mode.get() != AppMode::Play {
        return;
    }
    if hint_available(&rules, &players, &history, *state.get()) {
        analysis.hint = Some(shown_game(&rules, &history).1);
    }
}

/// Keeps one search on the position the board shows, as the toggle and the hint ask: a search
/// of another position (or no longer wanted) is stopped and dropped, and a new one started.
fn follow_the_board(
    mut commands: Commands,
    rules: Res<CurrentGame>,
    history: Res<History>,
    mode: Res<State<AppMode>>,
    mut analysis: ResMut<Analysis>,
    engine: Res<AnalysisEngine>,
    searches: Query<(Entity, &AnalysisSearch)>,
) {
    let (game, subject) = shown_game(&rules, &history);
    if analysis.hint.is_some_and(|hint| hint != subject) {
        analysis.hint = None;
    }
    let wanted = match *mode.get() {
        AppMode::Edit | AppMode::Learn => None,
        AppMode::Play if analysis.enabled => Some(Purpose::Analysis),
        AppMode::Play if analysis.hint.is_some() => Some(Purpose::Hint),
        AppMode::Play => None,
    };
    let mut running = false;
    for (entity, search) in &searches {
        if Some(search.purpose) == wanted && search.subject == subject && !running {
            running = true;
            continue;
        }
        search.stop.set();
        commands.entity(entity).despawn();
    }
    if let (Some(purpose), false) = (wanted, running) {
        let limits = match purpose {
            Purpose::Analysis => analysis.limits.clone(),
            Purpose::Hint => analysis.hint_limits.clone(),
        };
        commands.spawn((
            Name::new("analysis search"),
            AnalysisSearch::start(engine.0.clone(), game, subject, purpose, limits),
        ));
    }
}

/// Looks at each search once a frame (never waits); a finished one keeps its last depth. While
/// one runs, its lines are shown anew twice a second (the window draws no other frames).
fn poll_analysis(mut searches: Query<&mut AnalysisSearch>, mut demand: ResMut<FrameDemand>) {
    for mut search in &mut searches {
        if search.task.is_some() {
            demand.redraw_within(Duration::from_millis(500));
        }
        if let Some(task) = search.task.as_mut()
            && let Some(info) = check_ready(task)
        {
            search.task = None;
            search.live.update(|live| {
                // A search with no move to weigh reports only here.
                if live.is_none() || info.depth > 0 {
                    *live = Some(info);
                }
            });
        }
    }
}

/// The app is quitting: every analysis stops now.
fn stop_on_exit(mut exits: MessageReader<AppExit>, searches: Query<&AnalysisSearch>) {
    if exits.read().count() > 0 {
        for search in &searches {
            search.stop.set();
        }
    }
}
