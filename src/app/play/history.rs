//! The game's record in play: looking back at earlier positions, taking moves back and
//! replaying them, and replacing the whole game (an opened file, a pasted text, a resumed
//! autosave).
//!
//! The live game stays in [`CurrentGame`]; [`History`] only says which ply the board shows and
//! keeps the moves taken back, for redo. Looking back lays the men out at that ply with
//! [`ShowPosition`] and locks the board: moves are played only from the live position. Any change
//! to the game brings the view back to it.

use bevy::prelude::*;
use lasca_rules::{AnyGame, AnyMove, AnyPosition, Colour};

use crate::app::board::{ShowMove, ShowPosition};
use crate::app::core::{
    Activity, BoardInput, CancelSearches, CurrentGame, FinishAnimations, GameReset, GameSet,
    HistoryRequest, LastError, MovePlayed, Navigate, NewGame, ReplaceGame, ResumeOffer, Seats,
    Selection, Session, ShownMove, TurnState, Watch, settled_state, start_new_games,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<History>()
        .add_systems(
            Update,
            lock_board
                .after(GameSet::Input)
                .before(GameSet::Controllers),
        )
        .add_systems(
            Update,
            (replace_games, edit_history)
                .chain()
                .in_set(GameSet::CurrentGame)
                .before(start_new_games),
        )
        .add_systems(
            Update,
            (follow_the_game, name_the_shown_move)
                .chain()
                .after(GameSet::CurrentGame)
                .before(GameSet::Sync),
        );
}

/// What the board shows and what can be redone.
#[derive(Resource, Debug, Default)]
pub struct History {
    /// The ply shown while looking back; `None` shows the live position.
    viewing: Option<usize>,
    /// Moves taken back, the next to replay last.
    redo: Vec<AnyMove>,
    /// Resets and moves this frame that came from here, so that they keep the redo moves.
    own_resets: usize,
    own_moves: usize,
}

impl History {
    /// Whether the board shows the live position (moves can be played).
    pub fn is_live(&self) -> bool {
        self.viewing.is_none()
    }

    /// The ply the board shows: the live game's ply unless looking back.
    pub fn shown_ply(&self, game: &AnyGame) -> usize {
        self.viewing.unwrap_or(game.ply())
    }

    /// The position the board shows.
    pub fn shown(&self, game: &AnyGame) -> AnyPosition {
        self.viewing
            .and_then(|ply| game.position_at(ply))
            .unwrap_or_else(|| game.position())
    }

    /// The moves redo would replay, the next one first.
    pub fn redo_moves(&self) -> impl Iterator<Item = AnyMove> + '_ {
        self.redo.iter().rev().copied()
    }

    /// Whether there is a move to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

fn is_human(players: &Seats, side: Colour) -> bool {
    !players.get(side).is_ai()
}

/// How many plies an undo takes back: one between humans or between AIs; against the AI, back
/// to the human's turn (both sides' last moves, or only the human's while the AI thinks).
fn plies_to_undo(game: &AnyGame, players: &Seats) -> usize {
    let humans = Colour::BOTH
        .iter()
        .filter(|&&c| is_human(players, c))
        .count();
    if humans != 1 {
        return game.ply().min(1);
    }
    (1..=game.ply())
        .find(|&n| {
            game.position_at(game.ply() - n)
                .is_some_and(|p| is_human(players, p.side_to_move()))
        })
        .unwrap_or(game.ply())
}

/// Board input while the board shows the past, or while the player is asked whether to resume
/// the autosaved game, belongs to no move: it is dropped.
fn lock_board(
    history: Res<History>,
    offer: Res<ResumeOffer>,
    mut inputs: ResMut<Messages<BoardInput>>,
    mut selection: ResMut<Selection>,
) {
    if history.is_live() && offer.0.is_none() {
        return;
    }
    inputs.clear();
    if selection.from().is_some() {
        *selection = Selection::default();
    }
}

fn replace_games(
    mut requests: MessageReader<ReplaceGame>,
    mut rules: ResMut<CurrentGame>,
    mut players: ResMut<Seats>,
    mut history: ResMut<History>,
    mut session: ResMut<Session>,
    mut error: ResMut<LastError>,
    mut cancel: MessageWriter<CancelSearches>,
    mut reset: MessageWriter<GameReset>,
    mut next: ResMut<NextState<TurnState>>,
) {
    let Some(request) = requests.read().last() else {
        return;
    };
    session.hand_over(request.owner, &rules.game, *players);
    rules.game = request.game.clone();
    if let Some(from_file) = request.players {
        players.set_if_neq(from_file);
    }
    history.redo.clear();
    error.0 = None;
    cancel.write(CancelSearches);
    reset.write(GameReset);
    next.set(settled_state(&rules.game));
}

fn edit_history(
    mut requests: MessageReader<HistoryRequest>,
    state: Res<State<TurnState>>,
    players: Res<Seats>,
    mut rules: ResMut<CurrentGame>,
    mut history: ResMut<History>,
    mut session: ResMut<Session>,
    mut error: ResMut<LastError>,
    mut reset: MessageWriter<GameReset>,
    mut played: MessageWriter<MovePlayed>,
    mut cancel: MessageWriter<CancelSearches>,
    mut watch: ResMut<Watch>,
    mut next: ResMut<NextState<TurnState>>,
) {
    // One change a frame: the turn state only moves on at the end of the frame.
    let Some(&request) = requests.read().last() else {
        return;
    };
    // Online, the server keeps the moves: a take-back is asked of the opponent instead.
    if Colour::BOTH
        .iter()
        .any(|&c| players.get(c) == crate::record::Player::Remote)
    {
        return;
    }
    let game = &mut rules.game;
    let both_ai = players.ai_vs_ai();
    match request {
        HistoryRequest::Undo | HistoryRequest::PlayFrom(_) => {
            let keep = match request {
                HistoryRequest::PlayFrom(ply) => ply.min(game.ply()),
                _ => game.ply() - plies_to_undo(game, &players),
            };
            if keep == game.ply() {
                return;
            }
            let mut undone: Vec<AnyMove> = game.moves()[keep..].to_vec();
            undone.reverse();
            game.truncate(keep);
            // Redo replays the newest line: what was undone, then what was undone before.
            history.redo.extend(undone);
            // Taking back a game the AI plays against itself stops it there.
            if both_ai && !watch.paused {
                watch.paused = true;
            }
        }
        HistoryRequest::Redo => {
            let humans = Colour::BOTH
                .iter()
                .filter(|&&c| is_human(&players, c))
                .count();
            let mut replayed = Vec::new();
            while let Some(&mv) = history.redo.last() {
                let before = game.position();
                if game.try_play(mv).is_err() {
                    // The line no longer fits the game: nothing more to redo.
                    history.redo.clear();
                    break;
                }
                history.redo.pop();
                replayed.push((mv, before));
                if humans != 1 || is_human(&players, game.side_to_move()) {
                    break;
                }
            }
            match replayed.as_slice() {
                [] => return,
                // A single move is shown as if played, when nothing else is moving.
                &[(mv, before)] if *state.get() == TurnState::AwaitingMove => {
                    played.write(MovePlayed {
                        mv,
                        before,
                        after: game.position(),
                    });
                    history.own_moves += 1;
                    error.0 = None;
                    cancel.write(CancelSearches);
                    next.set(TurnState::Animating);
                    return;
                }
                _ => {}
            }
        }
    }
    error.0 = None;
    // A replayed game whose moves are changed is the player's own game from now on.
    if session.is(Activity::Replay) {
        session.hand_over(Activity::Game, game, *players);
    }
    // Whatever the AI was thinking about is about another position now.
    cancel.write(CancelSearches);
    history.own_resets += 1;
    reset.write(GameReset);
    next.set(settled_state(game));
}

/// Names the move that led to the position shown, for the board to ring (`ShownMove`).
fn name_the_shown_move(
    rules: Res<CurrentGame>,
    history: Res<History>,
    mut shown: ResMut<ShownMove>,
    mut named: Local<Option<usize>>,
) {
    let game = &rules.game;
    let ply = history.shown_ply(game);
    if !rules.is_changed() && *named == Some(ply) {
        return;
    }
    *named = Some(ply);
    let last = ply
        .checked_sub(1)
        .and_then(|before| Some((game.position_at(before)?, *game.moves().get(before)?)));
    shown.set_if_neq(ShownMove(last));
}

/// Keeps the view and the redo moves in step with the game, then looks back and forth as
/// asked (only in a frame where the game did not change).
fn follow_the_game(
    mut resets: MessageReader<GameReset>,
    mut moves: MessageReader<MovePlayed>,
    mut new_games: MessageReader<NewGame>,
    mut requests: MessageReader<Navigate>,
    state: Res<State<TurnState>>,
    rules: Res<CurrentGame>,
    mut history: ResMut<History>,
    mut show: MessageWriter<ShowPosition>,
    mut replay: MessageWriter<ShowMove>,
    mut finish: MessageWriter<FinishAnimations>,
) {
    let reset_count = resets.read().count();
    let played: Vec<MovePlayed> = moves.read().copied().collect();
    let own_resets = std::mem::take(&mut history.own_resets);
    let own_moves = std::mem::take(&mut history.own_moves);
    if new_games.read().count() > 0 || reset_count > own_resets {
        history.redo.clear();
    }
    for played in played.iter().skip(own_moves) {
        // Playing the move that redo would play keeps the rest of the line.
        if history.redo.last() == Some(&played.mv) {
            history.redo.pop();
        } else {
            history.redo.clear();
        }
    }
    if reset_count > 0 || !played.is_empty() {
        requests.clear();
        if history.viewing.take().is_some()
            && reset_count == 0
            && let Some(first) = played.first()
        {
            // The men stand in the past: back to the live position, from which the move is shown.
            show.write(ShowPosition(first.before));
        }
        return;
    }
    let Some(&request) = requests.read().last() else {
        return;
    };
    let live = rules.game.ply();
    let now = history.shown_ply(&rules.game);
    let target = match request {
        Navigate::First => 0,
        Navigate::Back => now.saturating_sub(1),
        Navigate::Forward => now + 1,
        Navigate::Last => live,
        Navigate::Ply(ply) => ply,
    }
    .min(live);
    if target == now {
        return;
    }
    history.viewing = (target < live).then_some(target);
    // Whatever is moving (a live move, or the last ply replayed) arrives at once first.
    finish.write(FinishAnimations);
    let game = &rules.game;
    match (game.position_at(now), game.moves().get(now)) {
        // One ply forward is replayed as it was played, unless a live move is still moving.
        (Some(before), Some(&mv)) if target == now + 1 && *state.get() != TurnState::Animating => {
            replay.write(ShowMove(MovePlayed {
                mv,
                before,
                after: history.shown(game),
            }));
        }
        _ => {
            show.write(ShowPosition(history.shown(game)));
        }
    }
}
