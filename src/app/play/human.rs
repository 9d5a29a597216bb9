//! The human controller: turning picks on the board into moves.
//!
//! Picking (or a test) sends [`BoardInput`]s. Picking one of your columns that has a legal move
//! selects it and lights its landing squares; picking a lit square extends the path, and only
//! landings of some legal path stay lit. A single possible continuation is taken at once, and a
//! complete path is submitted to the rules. Picking a column that may not move because another
//! must capture flashes the columns that must capture and says so.

use bevy::prelude::*;
use lasca_rules::{AnyMove, AnySquare};

use crate::app::core::{
    AppMode, BoardInput, CurrentGame, FLASH_SECONDS, Feedback, FrameDemand, GameReset, GameSet,
    Seats, Selection, SubmitMove, TurnState,
};
use crate::record::Player;
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            handle_board_input.run_if(in_state(AppMode::Play).or_else(in_state(AppMode::Learn))),
            tick_feedback,
        )
            .chain()
            .in_set(GameSet::Controllers),
    )
    .add_systems(OnExit(TurnState::AwaitingMove), clear_selection)
    .add_systems(Update, clear_on_reset.in_set(GameSet::Sync));
}

fn handle_board_input(
    mut inputs: MessageReader<BoardInput>,
    state: Res<State<TurnState>>,
    players: Res<Seats>,
    rules: Res<CurrentGame>,
    mut selection: ResMut<Selection>,
    mut feedback: ResMut<Feedback>,
    mut submit: MessageWriter<SubmitMove>,
) {
    let inputs: Vec<BoardInput> = inputs.read().copied().collect();
    for input in inputs {
        // Input outside the human's turn is dropped, never queued into a later move.
        if *state.get() != TurnState::AwaitingMove
            || players.get(rules.side_to_move()) != Player::Human
        {
            continue;
        }
        match input {
            BoardInput::Cancel => {
                selection.clear();
                feedback.message = None;
            }
            BoardInput::Play(mv) => {
                if rules.game.legal_moves().contains(&mv) {
                    selection.clear();
                    feedback.message = None;
                    submit.write(SubmitMove(mv));
                    return;
                }
            }
            BoardInput::Pick(square) => {
                if let Some(mv) = pick(square, &rules, &mut selection, &mut feedback) {
                    selection.clear();
                    submit.write(SubmitMove(mv));
                    // Later picks this frame belong to no turn: they are dropped.
                    return;
                }
            }
        }
    }
}

/// Handles one pick; returns the move once the path is complete.
fn pick(
    square: AnySquare,
    rules: &CurrentGame,
    selection: &mut Selection,
    feedback: &mut Feedback,
) -> Option<AnyMove> {
    if selection.from().is_some() {
        if selection.landings().contains(&square) {
            feedback.message = None;
            selection.extend(square);
            // A forced continuation plays itself.
            while selection.complete().is_none() {
                let landings = selection.landings();
                let [only] = landings.as_slice() else {
                    break;
                };
                selection.extend(*only);
            }
            return selection.complete();
        }
        if selection.has_hopped() {
            feedback.message = Some(t!("play-finish-capture"));
            return None;
        }
        if selection.from() == Some(square) {
            selection.clear();
            feedback.message = None;
            return None;
        }
    }
    select(square, rules, selection, feedback);
    None
}

fn select(
    square: AnySquare,
    rules: &CurrentGame,
    selection: &mut Selection,
    feedback: &mut Feedback,
) {
    selection.clear();
    let position = rules.position();
    let side = position.side_to_move();
    let Some(commander) = position.commander(square) else {
        feedback.message = None;
        return;
    };
    if commander.colour != side {
        feedback.message = Some(t!(
            "play-not-your-column",
            colour = commander.colour.to_string()
        ));
        return;
    }
    let legal = rules.game.legal_moves();
    let moves: Vec<AnyMove> = legal
        .iter()
        .copied()
        .filter(|mv| mv.from() == square)
        .collect();
    if !moves.is_empty() {
        selection.start(square, moves);
        feedback.message = None;
        return;
    }
    if position.must_capture() {
        let mut capturers: Vec<AnySquare> = legal.iter().map(|mv| mv.from()).collect();
        capturers.sort_by_key(|square| square.index());
        capturers.dedup();
        let names: Vec<String> = capturers.iter().map(ToString::to_string).collect();
        feedback.message = Some(t!("play-capture-compulsory", squares = names.join(", ")));
        feedback.must_capture = capturers;
        feedback.flash = FLASH_SECONDS;
    } else {
        feedback.message = Some(t!("play-cannot-move", square = square.to_string()));
    }
}

fn tick_feedback(time: Res<Time>, mut feedback: ResMut<Feedback>, mut demand: ResMut<FrameDemand>) {
    if feedback.flash > 0.0 {
        demand.keep_moving();
        feedback.flash = (feedback.flash - time.delta_secs()).max(0.0);
        if feedback.flash == 0.0 {
            feedback.must_capture.clear();
        }
    }
}

fn clear_selection(mut selection: ResMut<Selection>, mut feedback: ResMut<Feedback>) {
    selection.clear();
    feedback.message = None;
}

fn clear_on_reset(
    mut resets: MessageReader<GameReset>,
    mut selection: ResMut<Selection>,
    mut feedback: ResMut<Feedback>,
) {
    if resets.read().count() > 0 {
        selection.clear();
        *feedback = Feedback::default();
    }
}
