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
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use lasca_ai::{Limits, SearchInfo, Searcher, mate_distance, white_score};
use lasca_rules::{Colour, Game, Move, Position};

use super::GameSet;
use super::ai::{LiveInfo, StopFlag, spawn_search};
use super::editor::AppMode;
use super::history::History;
use super::men::{column_top, square_centre};
use super::modes::side_name;
use super::rules::{Players, Rules, TurnState};
use crate::record::Player;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .add_message::<AskHint>()
        .add_systems(
            Update,
            (take_hint_requests, follow_the_board, poll_analysis)
                .chain()
                .in_set(GameSet::Present),
        )
        .add_systems(Last, stop_on_exit);
}

/// The evaluation bar, the analysis panel (toggle, line, Hint) and the best move's arrow.
pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (analysis_panel, evaluation_bar, best_move_arrow).run_if(in_state(AppMode::Play)),
    );
}

/// Transposition table of an analysis search, in MiB.
const TABLE_MEGABYTES: usize = 16;

/// What the engine is asked to do.
#[derive(Resource, Clone, Debug)]
pub struct Analysis {
    /// The Analyse toggle: the engine follows the position the board shows.
    pub enabled: bool,
    /// How far an analysis goes before it rests (its result stays shown).
    pub limits: Limits,
    /// How long a hint thinks.
    pub hint_limits: Limits,
    /// The position a hint was asked for (forgotten when the board moves on).
    hint: Option<Subject>,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis {
            enabled: false,
            limits: Limits {
                depth: Some(40),
                movetime: Some(Duration::from_secs(30)),
                nodes: None,
            },
            hint_limits: Limits::movetime(Duration::from_secs(2)),
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
    position: Position,
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
    live: LiveInfo,
    /// `None` once the task has answered with its last depth.
    task: Option<Task<SearchInfo>>,
}

impl AnalysisSearch {
    fn start(game: Game, subject: Subject, purpose: Purpose, limits: Limits) -> AnalysisSearch {
        let (stop, live, task) = spawn_search(move |stop, live| {
            let (game, forced) = play_forced_moves(game);
            let mut report = |info: &SearchInfo| live.publish(before_forced_moves(info, &forced));
            let result = Searcher::new(TABLE_MEGABYTES).search(&game, &limits, stop, &mut report);
            before_forced_moves(&result.info, &forced)
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
    pub fn position(&self) -> &Position {
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
    pub fn info(&self) -> Option<SearchInfo> {
        self.live.latest()
    }

    /// The best move found so far.
    pub fn best_move(&self) -> Option<Move> {
        self.info().and_then(|info| info.pv.first().copied())
    }
}

/// Forced moves played through before searching, at most: the searcher answers a position
/// with one legal move at once, with no look ahead, which would show a captured line as a
/// shallow guess.
const MAX_FORCED_MOVES: usize = 16;

/// Plays the moves that are the only legal move (a single capture, often), so that the search
/// looks at the first position with a choice. Returns that game and the moves played.
fn play_forced_moves(mut game: Game) -> (Game, Vec<Move>) {
    let mut forced = Vec::new();
    while forced.len() < MAX_FORCED_MOVES && game.outcome().is_none() {
        let moves = game.legal_moves();
        let [only] = moves.as_slice() else {
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
fn before_forced_moves(info: &SearchInfo, forced: &[Move]) -> SearchInfo {
    let mut score = info.score;
    for _ in forced {
        score = match mate_distance(score) {
            Some(_) if score > 0 => -score + 1,
            Some(_) => -score - 1,
            None => -score,
        };
    }
    SearchInfo {
        depth: info.depth + forced.len() as u32,
        score,
        nodes: info.nodes,
        elapsed: info.elapsed,
        pv: forced.iter().chain(&info.pv).copied().collect(),
    }
}

/// The game up to the position the board shows (the live one unless the move list looks back).
fn shown_game(rules: &Rules, history: &History) -> (Game, Subject) {
    let ply = history.shown_ply(&rules.game);
    let mut game = rules.game.clone();
    if ply < game.ply() {
        game.truncate(ply);
    }
    let subject = Subject {
        position: *game.position(),
        ply,
    };
    (game, subject)
}

/// Whether a hint may be given: a human plays the side to move against the computer, and the
/// board shows the live game, waiting for that move.
pub fn hint_available(
    rules: &Rules,
    players: &Players,
    history: &History,
    state: TurnState,
) -> bool {
    let side = rules.side_to_move();
    state == TurnState::AwaitingMove
        && history.is_live()
        && rules.game.outcome().is_none()
        && players.get(side) == Player::Human
        && players.get(side.opponent()).is_ai()
}

fn take_hint_requests(
    mut requests: MessageReader<AskHint>,
    rules: Res<Rules>,
    players: Res<Players>,
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
    rules: Res<Rules>,
    history: Res<History>,
    mode: Res<State<AppMode>>,
    mut analysis: ResMut<Analysis>,
    searches: Query<(Entity, &AnalysisSearch)>,
) {
    let (game, subject) = shown_game(&rules, &history);
    if analysis.hint.is_some_and(|hint| hint != subject) {
        analysis.hint = None;
    }
    let wanted = match *mode.get() {
        AppMode::Edit => None,
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
        search.stop.0.store(true, Ordering::Relaxed);
        commands.entity(entity).despawn();
    }
    if let (Some(purpose), false) = (wanted, running) {
        let limits = match purpose {
            Purpose::Analysis => analysis.limits.clone(),
            Purpose::Hint => analysis.hint_limits.clone(),
        };
        commands.spawn((
            Name::new("analysis search"),
            AnalysisSearch::start(game, subject, purpose, limits),
        ));
    }
}

/// Looks at each search once a frame (never waits); a finished one keeps its last depth.
fn poll_analysis(mut searches: Query<&mut AnalysisSearch>) {
    for mut search in &mut searches {
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
            search.stop.0.store(true, Ordering::Relaxed);
        }
    }
}

/// White's share of the evaluation bar, from 0 (Black wins) to 1 (White wins), for a score in
/// White's view.
pub fn white_share(white: i32) -> f32 {
    match mate_distance(white) {
        Some(_) if white > 0 => 1.0,
        Some(_) => 0.0,
        None => 0.5 + 0.5 * (white as f32 / 300.0).tanh(),
    }
}

/// A score for people, `side` being the side to move of the analysed position: `+0.45` for
/// White's view in men, or who wins by force.
pub fn score_label(score: i32, side: Colour) -> String {
    let winner = if score > 0 { side } else { side.opponent() };
    match mate_distance(score) {
        Some(0) => format!("{} has won", side_name(winner)),
        Some(1 | -1) => format!("{} wins in 1 ply", side_name(winner)),
        Some(plies) => format!("{} wins in {} plies", side_name(winner), plies.abs()),
        None => format!("{:+.2}", white_score(score, side) as f32 / 100.0),
    }
}

/// The bar's short label, for a score in White's view: `+0.45`, or `+#31` (White wins in 31
/// plies) and `-#12` (Black wins in 12), or who has won.
pub fn bar_label(white: i32) -> String {
    // The sign is the score's: a result already reached is zero plies off either way.
    match mate_distance(white) {
        Some(0) if white > 0 => "White won".to_owned(),
        Some(0) => "Black won".to_owned(),
        Some(plies) if white > 0 => format!("+#{}", plies.abs()),
        Some(plies) => format!("-#{}", plies.abs()),
        None => format!("{:+.2}", white as f32 / 100.0),
    }
}

/// Moves of the best line shown; the rest is long past what the search can see well.
const LINE_MOVES: usize = 12;

/// The best line in notation, cut at [`LINE_MOVES`].
fn line_text(pv: &[Move]) -> String {
    let mut names: Vec<String> = pv
        .iter()
        .take(LINE_MOVES)
        .map(ToString::to_string)
        .collect();
    if pv.len() > LINE_MOVES {
        names.push("…".to_owned());
    }
    names.join(" ")
}

fn analysis_panel(
    mut contexts: EguiContexts,
    mut analysis: ResMut<Analysis>,
    searches: Query<&AnalysisSearch>,
    rules: Res<Rules>,
    players: Res<Players>,
    history: Res<History>,
    state: Res<State<TurnState>>,
    mut hints: MessageWriter<AskHint>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let search = searches.iter().next();
    egui::Window::new("Analysis")
        .id(egui::Id::new("analysis panel"))
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-10.0, -10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(260.0)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.checkbox(&mut analysis.enabled, "Analyse")
                    .on_hover_text("The engine's view of the position on the board");
                if hint_available(&rules, &players, &history, *state.get())
                    && !analysis.enabled
                    && ui
                        .add_enabled(!analysis.hint_asked(), egui::Button::new("Hint"))
                        .on_hover_text("Show the computer's choice for your move")
                        .clicked()
                {
                    hints.write(AskHint);
                }
            });
            let Some(search) = search else {
                return;
            };
            let side = search.position().side_to_move();
            let info = search.info();
            match (search.purpose(), &info) {
                (Purpose::Hint, Some(info)) => {
                    if let Some(best) = info.pv.first() {
                        ui.strong(format!("Hint: {best}"));
                    }
                }
                (Purpose::Analysis, Some(info)) => {
                    ui.horizontal(|ui| {
                        ui.strong(score_label(info.score, side));
                        ui.weak(format!(
                            "depth {} · {} nodes{}",
                            info.depth,
                            info.nodes,
                            if search.is_done() { " · done" } else { "" }
                        ));
                    });
                    let line = if info.pv.is_empty() {
                        format!("{} has no move", side_name(side))
                    } else {
                        format!("{} to move: {}", side_name(side), line_text(&info.pv))
                    };
                    ui.add(egui::Label::new(egui::RichText::new(line).monospace()).wrap());
                }
                (_, None) => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("thinking…");
                    });
                }
            }
            if !history.is_live() && search.purpose() == Purpose::Analysis {
                ui.weak(format!("analysing the position after ply {}", search.ply()));
            }
        });
    Ok(())
}

/// A bar beside the board, White's share from the bottom.
fn evaluation_bar(
    mut contexts: EguiContexts,
    analysis: Res<Analysis>,
    searches: Query<&AnalysisSearch>,
) -> Result {
    if !analysis.enabled {
        return Ok(());
    }
    let Some(search) = searches
        .iter()
        .find(|search| search.purpose() == Purpose::Analysis)
    else {
        return Ok(());
    };
    let side = search.position().side_to_move();
    let info = search.info();
    let share = info
        .as_ref()
        .map_or(0.5, |info| white_share(white_score(info.score, side)));
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("evaluation bar"))
        .anchor(egui::Align2::RIGHT_CENTER, egui::vec2(-20.0, -20.0))
        .interactable(false)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                let label = info.as_ref().map_or_else(
                    || "…".to_owned(),
                    |info| bar_label(white_score(info.score, side)),
                );
                ui.add(egui::Label::new(egui::RichText::new(label).strong().size(13.0)).extend());
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(26.0, 280.0), egui::Sense::hover());
                let painter = ui.painter();
                painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(25, 25, 30));
                let white_top = rect.bottom() - rect.height() * share;
                let white = egui::Rect::from_min_max(egui::pos2(rect.left(), white_top), rect.max);
                painter.rect_filled(white, 4.0, egui::Color32::from_rgb(242, 235, 214));
                painter.line_segment(
                    [
                        egui::pos2(rect.left() - 3.0, rect.center().y),
                        egui::pos2(rect.right() + 3.0, rect.center().y),
                    ],
                    egui::Stroke::new(1.0, egui::Color32::from_rgb(230, 60, 60)),
                );
                painter.rect_stroke(
                    rect,
                    4.0,
                    egui::Stroke::new(1.0, egui::Color32::from_gray(140)),
                    egui::StrokeKind::Outside,
                );
            });
        });
    Ok(())
}

/// The best move as an arrow over the board: from the top of the moving column through each
/// landing square, with a head at the last.
fn best_move_arrow(
    mut contexts: EguiContexts,
    searches: Query<&AnalysisSearch>,
    state: Res<State<TurnState>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    // While men move, the arrow would point at the wrong columns.
    if *state.get() == TurnState::Animating {
        return Ok(());
    }
    let Some(search) = searches.iter().next() else {
        return Ok(());
    };
    let Some(mv) = search.best_move() else {
        return Ok(());
    };
    let Some((camera, camera_transform)) = cameras.iter().next() else {
        return Ok(());
    };
    let height = search.position().column(mv.from()).height();
    let points: Option<Vec<egui::Pos2>> = mv
        .path()
        .enumerate()
        .map(|(i, square)| {
            let lift = if i == 0 { column_top(height) } else { 0.05 };
            camera
                .world_to_viewport(camera_transform, square_centre(square) + Vec3::Y * lift)
                .ok()
                .map(|at| egui::pos2(at.x, at.y))
        })
        .collect();
    let Some(points) = points else {
        return Ok(());
    };
    let colour = match search.purpose() {
        Purpose::Analysis => egui::Color32::from_rgba_unmultiplied(70, 210, 120, 220),
        Purpose::Hint => egui::Color32::from_rgba_unmultiplied(255, 190, 60, 230),
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("best move arrow"),
    ));
    draw_arrow(&painter, &points, colour);
    Ok(())
}

fn draw_arrow(painter: &egui::Painter, points: &[egui::Pos2], colour: egui::Color32) {
    let (Some(&first), Some(&tip)) = (points.first(), points.last()) else {
        return;
    };
    let before = points[points.len().saturating_sub(2)];
    let direction = (tip - before).normalized();
    if !direction.x.is_finite() || !direction.y.is_finite() {
        return;
    }
    let head = 22.0;
    let base = tip - direction * head;
    let side = direction.rot90() * (head * 0.55);
    let stroke = egui::Stroke::new(7.0, colour);
    painter.circle_filled(first, 7.0, colour);
    let mut line: Vec<egui::Pos2> = points[..points.len() - 1].to_vec();
    line.push(base);
    painter.line(line, stroke);
    painter.add(egui::Shape::convex_polygon(
        vec![tip, base + side, base - side],
        colour,
        egui::Stroke::NONE,
    ));
}
