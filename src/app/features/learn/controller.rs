//! Lessons on the board: each step is a position, a task and the moves that solve it
//! (`record::Lesson`, read from `assets/lessons/`).
//!
//! While a lesson is open the session's activity is [`Activity::Lesson`] (so the app is in
//! [`AppMode::Learn`]): the step's position is the
//! [`CurrentGame`] game, the player picks moves as in any game, and this controller answers. A move
//! of a solution is kept and the opponent's reply from the solution is played; another legal move
//! is "wrong": the engine's reply is played on the board to show what it allows, and the step waits
//! for Retry or Show me (which plays the solution, animated). In a practice or a puzzle the engine
//! first checks the other move: one as good as the solution (within the review's good-move
//! margin) solves the step, and the panel says "also good". An illegal pick is refused by the
//! human controller with the game's own words. Finished lessons are kept in the settings. Leaving
//! puts back the game as it was (the session's snapshot).

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use lasca_ai::puzzle::{GOOD_MARGIN, acceptable_moves};
use lasca_ai::review::best_move;
use lasca_ai::{SearchLimits, Searcher};
use lasca_rules::{AnyGame, Colour, RuleSettings};

use super::state::{Learn, LearnRequest, LessonKind, StepState, Verdict, Wrong};
use crate::app::core::{
    Activity, AppMode, BoardInput, CurrentGame, Feature, FrameDemand, GameReset, GameSet,
    HistoryRequest, Launch, MovePlayed, Open, ReplaceGame, Seats, Selection, Session, SubmitMove,
    TurnState, UserSettings, ViewRequest,
};
use crate::app::play::task::spawn_search;
use crate::i18n::{Language, language};
use crate::record::{CameraPreset, Step, builtin_lessons, effects_of, localise_lessons};

/// Seconds the board rests before the opponent answers, so that the player sees his move land.
pub const REPLY_PAUSE_SECONDS: f32 = 0.6;
/// How hard the engine looks for the reply to a wrong move (nodes; lesson positions are small).
const REPLY_NODES: u64 = 200_000;

/// Where the lessons take their `LearnRequest`s. A feature that sends one (review's practice,
/// a puzzle) runs before it, so the request is taken in the frame it is sent, whatever order
/// the executor would otherwise pick.
#[derive(SystemSet, Clone, PartialEq, Eq, Hash, Debug)]
pub struct TakeLearnRequests;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Learn {
        lessons: builtin_lessons(language().code()),
        ..Learn::default()
    })
    .add_message::<LearnRequest>()
    .add_systems(Startup, open_on_launch)
    .add_systems(
        Update,
        lock_board
            .run_if(in_state(AppMode::Learn))
            .after(GameSet::Input)
            .before(GameSet::Controllers),
    )
    .add_systems(
        Update,
        (
            follow_language,
            open_on_request,
            handle_requests.in_set(TakeLearnRequests),
            (receive_reply, play_next, face_the_player)
                .chain()
                .run_if(in_state(AppMode::Learn)),
        )
            .chain()
            .in_set(GameSet::Controllers),
    )
    .add_systems(
        Update,
        (follow_moves, leave_on_foreign_reset)
            .chain()
            .run_if(in_state(AppMode::Learn))
            .after(GameSet::CurrentGame)
            .before(GameSet::Sync),
    );
}

/// The shipped lessons follow the language (Settings switches it at run time): on a switch they
/// are read again in the new one, with the same ids and steps, so the lesson open stays open.
fn follow_language(mut shown: Local<Option<Language>>, mut learn: ResMut<Learn>) {
    let now = language();
    if *shown != Some(now) {
        *shown = Some(now);
        localise_lessons(&mut learn.lessons, now.code());
    }
}

/// `--learn`: the lessons at lesson N (1 = the first), or at the first one not finished (0).
fn open_on_launch(launch: Option<Res<Launch>>, mut requests: MessageWriter<LearnRequest>) {
    match launch.and_then(|launch| launch.learn) {
        Some(0) => {
            requests.write(LearnRequest::Open);
        }
        Some(lesson) => {
            requests.write(LearnRequest::Lesson(lesson - 1));
        }
        None => {}
    }
}

/// The HUD's Learn button.
fn open_on_request(mut opens: MessageReader<Open>, mut requests: MessageWriter<LearnRequest>) {
    if opens.read().any(|open| open.0 == Feature::Lessons) {
        requests.write(LearnRequest::Open);
    }
}

fn handle_requests(
    mut requests: MessageReader<LearnRequest>,
    mut session: ResMut<Session>,
    mut learn: ResMut<Learn>,
    rules: Res<CurrentGame>,
    players: Res<Seats>,
    user: Res<UserSettings>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    let mut learning = session.is(Activity::Lesson);
    for request in requests.read() {
        // A lesson that does not exist opens nothing.
        let opens = match request {
            LearnRequest::Open | LearnRequest::Practise(_) | LearnRequest::Puzzle(_) => true,
            LearnRequest::Lesson(index) => *index < learn.lesson_count(),
            _ => false,
        };
        if !learning && !opens {
            continue;
        }
        if !learning {
            session.hand_over(Activity::Lesson, &rules.game, *players);
            learning = true;
        }
        let count = learn.lesson_count();
        let (lesson, step) = (learn.lesson, learn.step);
        match request.clone() {
            LearnRequest::Practise(lesson) => {
                learn.open_extra(LessonKind::Practice, *lesson, &mut replace);
            }
            LearnRequest::Puzzle(lesson) => {
                learn.open_extra(LessonKind::Puzzle, *lesson, &mut replace);
            }
            LearnRequest::Open => {
                let done = &user.settings.lessons_done;
                let first = learn
                    .lessons
                    .iter()
                    .position(|lesson| !done.contains(&lesson.id))
                    .unwrap_or(0);
                learn.start_step(first, 0, &mut replace);
            }
            LearnRequest::Lesson(index) if index < count => {
                learn.start_step(index, 0, &mut replace)
            }
            LearnRequest::Retry => learn.start_step(lesson, step, &mut replace),
            LearnRequest::ShowMe => {
                learn.start_step(lesson, step, &mut replace);
                learn.state = StepState::Showing;
                learn.pending = learn
                    .current_step()
                    .and_then(|s| s.next_move(&[]))
                    .map(|mv| (mv, REPLY_PAUSE_SECONDS));
            }
            LearnRequest::Next if !learn.is_last_step() => {
                learn.start_step(lesson, step + 1, &mut replace);
            }
            LearnRequest::Next if lesson + 1 < count => {
                learn.start_step(lesson + 1, 0, &mut replace)
            }
            LearnRequest::Previous if step > 0 => learn.start_step(lesson, step - 1, &mut replace),
            LearnRequest::Lesson(_) | LearnRequest::Next | LearnRequest::Previous => {}
            LearnRequest::Leave => {
                learn.pending = None;
                learn.reply = None;
                if let Some((game, seats)) = session.leave() {
                    replace.write(ReplaceGame {
                        game,
                        players: Some(seats),
                        owner: Activity::Game,
                    });
                }
                learning = false;
            }
        }
    }
}

/// The board takes the player's picks only while the step waits for his move.
/// Undo and redo belong to games: a lesson step starts again with Retry.
fn lock_board(
    learn: Res<Learn>,
    rules: Res<CurrentGame>,
    mut inputs: ResMut<Messages<BoardInput>>,
    mut history: ResMut<Messages<HistoryRequest>>,
    mut selection: ResMut<Selection>,
) {
    history.clear();
    let player_to_move = learn
        .current_step()
        .is_some_and(|step| step.player() == rules.side_to_move());
    if learn.awaits_player() && player_to_move {
        return;
    }
    inputs.clear();
    if selection.from().is_some() {
        *selection = Selection::default();
    }
}

/// Checks each move played against the step's solutions.
fn follow_moves(
    mut moves: MessageReader<MovePlayed>,
    mut learn: ResMut<Learn>,
    mut user: ResMut<UserSettings>,
) {
    for played in moves.read() {
        let learn = &mut *learn;
        let (mv, before, after) = (played.mv, played.before, played.after);
        let Some(step) = learn
            .lesson_at(learn.lesson)
            .and_then(|l| l.steps.get(learn.step))
            .cloned()
        else {
            return;
        };
        let by_player = before.side_to_move() == step.player();
        match learn.state {
            StepState::Trying | StepState::Showing if step.accepts(&learn.played, mv) => {
                learn.played.push(mv);
                if step.is_solved(&learn.played) {
                    let shown = learn.state == StepState::Showing;
                    learn.state = StepState::Solved { shown };
                    if !shown {
                        learn.record_if_finished(&mut user);
                    }
                } else if by_player || learn.state == StepState::Showing {
                    // The opponent's reply from the lesson (or, showing, the next move); the
                    // player's own moves wait for his picks.
                    learn.pending = step
                        .next_move(&learn.played)
                        .map(|mv| (mv, REPLY_PAUSE_SECONDS));
                }
            }
            // Another win is as good as the lesson's, where winning is the task.
            StepState::Trying if by_player && step.wins_as_asked(&after) => {
                learn.played.push(mv);
                learn.state = StepState::Solved { shown: false };
                learn.record_if_finished(&mut user);
            }
            StepState::Trying if by_player => {
                let wrong = Wrong {
                    mv,
                    effects: effects_of(&before, mv),
                    reply: None,
                };
                // Practice and puzzles accept a move as good as the lesson's; the course
                // teaches its own.
                let solution = step
                    .next_move(&learn.played)
                    .filter(|_| learn.kind() != LessonKind::Course);
                learn.state = if solution.is_some() {
                    StepState::Judging(wrong)
                } else {
                    StepState::Wrong(wrong)
                };
                if solution.is_some() || after.has_legal_move() {
                    let (stop, _, task) = spawn_search(move |stop, _| {
                        if let Some(solution) = solution
                            && acceptable_moves(&before, solution, GOOD_MARGIN).contains(&mv)
                        {
                            return Verdict::AlsoGood;
                        }
                        if !after.has_legal_move() {
                            return Verdict::Reply(None);
                        }
                        let game = AnyGame::from_position(after, RuleSettings::default());
                        let limits = SearchLimits::nodes(REPLY_NODES);
                        Verdict::Reply(best_move(&Searcher::new(1), &game, &limits, stop))
                    });
                    learn.reply = Some((stop, task));
                }
            }
            StepState::Wrong(ref mut wrong) if !by_player && wrong.reply.is_none() => {
                wrong.reply = Some((mv, effects_of(&before, mv)));
            }
            _ => {}
        }
    }
}

/// The camera looks from the player's side when a step is his to play with the other colour.
fn face_the_player(mut learn: ResMut<Learn>, mut views: MessageWriter<ViewRequest>) {
    let Some(player) = learn.current_step().map(Step::player) else {
        return;
    };
    if learn.facing != Some(player) {
        learn.facing = Some(player);
        views.write(ViewRequest::Preset(match player {
            Colour::White => CameraPreset::White,
            Colour::Black => CameraPreset::Black,
        }));
    }
}

/// The engine's word on a move that is not the lesson's, once found: as good (the step is
/// solved with it), or the reply that shows why it is wrong, played after a pause.
fn receive_reply(mut learn: ResMut<Learn>, mut user: ResMut<UserSettings>) {
    let Some((_, task)) = &mut learn.reply else {
        return;
    };
    let Some(verdict) = check_ready(task) else {
        return;
    };
    learn.reply = None;
    match (verdict, learn.state) {
        (Verdict::AlsoGood, StepState::Judging(wrong)) => {
            let solution = learn
                .current_step()
                .and_then(|step| step.next_move(&learn.played));
            learn.played.push(wrong.mv);
            learn.also_good = solution.map(|solution| (wrong.mv, solution));
            learn.state = StepState::Solved { shown: false };
            learn.record_if_finished(&mut user);
        }
        (Verdict::AlsoGood, _) => {}
        (Verdict::Reply(reply), state) => {
            if let StepState::Judging(wrong) = state {
                learn.state = StepState::Wrong(wrong);
            }
            learn.pending = reply.map(|mv| (mv, REPLY_PAUSE_SECONDS));
        }
    }
}

/// Plays the pending move (a reply, or Show me's next move) once the board is still.
fn play_next(
    time: Res<Time<Real>>,
    mut demand: ResMut<FrameDemand>,
    state: Res<State<TurnState>>,
    mut learn: ResMut<Learn>,
    mut submit: MessageWriter<SubmitMove>,
) {
    if *state.get() != TurnState::AwaitingMove {
        return;
    }
    let Some((mv, wait)) = &mut learn.pending else {
        return;
    };
    *wait -= time.delta_secs();
    if *wait <= 0.0 {
        submit.write(SubmitMove(*mv));
        learn.pending = None;
    } else {
        // Frames come only when something changes: ask for the one that plays the move.
        demand.redraw_after_seconds(*wait);
    }
}

/// Another activity took the board (an opened file, a new game): the lesson gives way.
fn leave_on_foreign_reset(
    mut resets: MessageReader<GameReset>,
    session: Res<Session>,
    mut learn: ResMut<Learn>,
) {
    if resets.read().count() > 0 && !session.is(Activity::Lesson) {
        learn.pending = None;
        learn.reply = None;
    }
}
