//! The position editor in the window: a palette of men and tools, picks on the board that edit
//! the picked column, and the position string to copy or paste.
//!
//! Every edit goes through [`Setup`](super::setup::Setup), which the rules crate checks: a refused
//! edit changes nothing and its reason is shown. While editing, the session's activity is
//! [`Activity::Edit`] (so the app is in [`AppMode::Edit`]):
//! the board's picks edit instead of moving, both sides are played by hand (no AI thinks about a
//! position being set up) and the edited position is the [`CurrentGame`] game, so the men follow it
//! as they follow any new game. Leaving the editor plays from the position (through the New game
//! dialog), analyses it, or puts back the game as it was (the session's snapshot).

use bevy::prelude::*;
use lasca_rules::{AnyGame, AnyPosition, AnySquare, Colour, Man, RuleSettings, Variant};

use super::setup::{Setup, SetupError};
use crate::app::core::game_text::{
    any_position_error_text, colour_key, position_error_text, sandbox_error_text,
};
use crate::app::core::{
    Activity, AppMode, BoardInput, CurrentGame, Feature, GameReset, GameSet, Launch, NewGame, Open,
    Seats, Session, ShowNewGameDialogFrom, TurnState, settled_state,
};
use crate::app::features::analysis::Analysis;
use crate::app::play::History;
use crate::record::Players;
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PositionEditor>()
        .add_message::<EditorRequest>()
        .add_systems(Startup, open_on_launch)
        .add_systems(
            Update,
            (
                open_on_request,
                handle_requests,
                edit_on_pick.run_if(in_state(AppMode::Edit)),
            )
                .chain()
                .in_set(GameSet::Controllers),
        );
}

/// What a pick on a square does while editing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tool {
    /// Puts this man on top of the column (or on the empty square).
    Place(Man),
    /// Takes the column's top man off.
    RemoveTop,
    /// Empties the square.
    ClearSquare,
}

impl Tool {
    /// The palette, in the order it is shown.
    pub const ALL: [Tool; 6] = [
        Tool::Place(Man::soldier(Colour::White)),
        Tool::Place(Man::officer(Colour::White)),
        Tool::Place(Man::soldier(Colour::Black)),
        Tool::Place(Man::officer(Colour::Black)),
        Tool::RemoveTop,
        Tool::ClearSquare,
    ];
}

/// The position being set up, the tool in hand and what the last edit was told.
#[derive(Resource, Debug)]
pub struct PositionEditor {
    setup: Setup,
    /// What a pick does.
    pub tool: Tool,
    /// Why the last edit or paste was refused (cleared by the next one that is made).
    refusal: Option<String>,
}

impl Default for PositionEditor {
    fn default() -> PositionEditor {
        PositionEditor {
            setup: Setup::default(),
            tool: Tool::ALL[0],
            refusal: None,
        }
    }
}

impl PositionEditor {
    /// The position as set up so far.
    pub fn position(&self) -> &AnyPosition {
        self.setup.position()
    }

    /// Whether the limits are lifted (the free setup: a sandbox).
    pub fn is_free(&self) -> bool {
        self.setup.is_free()
    }

    /// Why the last edit was refused, if it was.
    pub fn refusal(&self) -> Option<&str> {
        self.refusal.as_deref()
    }

    /// A warning about the position as a game start (a side to move with no legal move).
    pub fn warning(&self) -> Option<String> {
        let position = self.setup.position();
        (!position.has_legal_move()).then(|| {
            t!(
                "play-editor-no-legal-move",
                colour = colour_key(position.side_to_move())
            )
        })
    }

    /// Applies `edit`; a refused edit keeps the position and says why. Whether it changed.
    fn apply(&mut self, edit: impl FnOnce(&mut Setup) -> Result<(), SetupError>) -> bool {
        let before = *self.setup.position();
        match edit(&mut self.setup) {
            Ok(()) => {
                self.refusal = None;
                *self.setup.position() != before
            }
            Err(error) => {
                self.refusal = Some(setup_error_text(&error));
                false
            }
        }
    }
}

/// Why an edit was refused, in the player's language.
fn setup_error_text(error: &SetupError) -> String {
    match error {
        SetupError::Position(error) => position_error_text(error),
        SetupError::Parse(error) => any_position_error_text(error),
        SetupError::Sandbox(error) => sandbox_error_text(error),
        SetupError::OffBoard(square) => t!("editor-off-board", square = square.to_string()),
    }
}

/// What the editor's panel (or `--edit`, or a test) asks for.
#[derive(Message, Clone, PartialEq, Eq, Debug)]
pub enum EditorRequest {
    /// Start editing the position the board shows.
    Open,
    /// Empty the board.
    ClearBoard,
    /// Back to the start position.
    Reset,
    /// Choose who moves first.
    SideToMove(Colour),
    /// Set up a position of another game (its start).
    Variant(Variant),
    /// Lift the game's limits (any men in any column, up to 100: a sandbox), or put them back.
    Free(bool),
    /// Replace the position with a position string.
    Paste(String),
    /// Leave the editor and choose the players of a game from here (the New game dialog).
    PlayFromHere,
    /// Leave the editor, two players at the screen, with the engine analysing.
    AnalyseFromHere,
    /// Leave the editor and put back the game as it was.
    Cancel,
}

/// `--edit`: the editor at once, on the position the game starts from.
fn open_on_launch(launch: Option<Res<Launch>>, mut requests: MessageWriter<EditorRequest>) {
    if launch.is_some_and(|launch| launch.edit) {
        requests.write(EditorRequest::Open);
    }
}

/// The HUD's Edit position button.
fn open_on_request(mut opens: MessageReader<Open>, mut requests: MessageWriter<EditorRequest>) {
    if opens.read().any(|open| open.0 == Feature::Editor) {
        requests.write(EditorRequest::Open);
    }
}

fn handle_requests(
    mut requests: MessageReader<EditorRequest>,
    mut session: ResMut<Session>,
    mut editing: ResMut<PositionEditor>,
    mut rules: ResMut<CurrentGame>,
    mut players: ResMut<Seats>,
    history: Res<History>,
    mut analysis: ResMut<Analysis>,
    mut reset: MessageWriter<GameReset>,
    mut new_game: MessageWriter<NewGame>,
    mut dialog: MessageWriter<ShowNewGameDialogFrom>,
    mut turn: ResMut<NextState<TurnState>>,
) {
    let mut editing_now = session.is(Activity::Edit);
    for request in requests.read() {
        if !editing_now && *request != EditorRequest::Open {
            continue;
        }
        let changed = match request {
            EditorRequest::Open => {
                if editing_now {
                    continue;
                }
                editing.setup = Setup::new(history.shown(&rules.game));
                editing.refusal = None;
                session.hand_over(Activity::Edit, &rules.game, *players);
                // Nobody thinks about a position being set up.
                players.set_if_neq(Seats(Players::HOTSEAT));
                editing_now = true;
                true
            }
            EditorRequest::ClearBoard => editing.apply(|editor| {
                editor.clear_board();
                Ok(())
            }),
            EditorRequest::Reset => editing.apply(|editor| {
                editor.reset();
                Ok(())
            }),
            EditorRequest::SideToMove(side) => editing.apply(|editor| {
                editor.set_side_to_move(*side);
                Ok(())
            }),
            EditorRequest::Variant(variant) => editing.apply(|editor| {
                editor.set_variant(*variant);
                Ok(())
            }),
            EditorRequest::Free(on) => editing.apply(|editor| editor.set_free(*on)),
            EditorRequest::Paste(text) => editing.apply(|editor| editor.paste(text.trim())),
            EditorRequest::Cancel => {
                let (game, before) = session
                    .leave()
                    .unwrap_or_else(|| (rules.game.clone(), *players));
                rules.game = game;
                players.set_if_neq(before);
                reset.write(GameReset);
                turn.set(settled_state(&rules.game));
                editing_now = false;
                continue;
            }
            EditorRequest::PlayFromHere | EditorRequest::AnalyseFromHere => {
                let start = *editing.position();
                // The new game (below) is the player's own: the game before editing is gone.
                session.leave();
                editing_now = false;
                // Two players at the screen until the dialog says otherwise.
                new_game.write(NewGame { start: Some(start) });
                if *request == EditorRequest::PlayFromHere {
                    dialog.write(ShowNewGameDialogFrom(start));
                } else {
                    analysis.enabled = true;
                }
                continue;
            }
        };
        if changed {
            show_on_board(editing.position(), &mut rules, &mut reset, &mut turn);
        }
    }
}

/// The edited position becomes the game on the board, so the men lay themselves out afresh.
/// The turn waits (no one moves while editing), even where the side to move has no move.
fn show_on_board(
    position: &AnyPosition,
    rules: &mut CurrentGame,
    reset: &mut MessageWriter<GameReset>,
    turn: &mut NextState<TurnState>,
) {
    rules.game = AnyGame::from_position(*position, RuleSettings::default());
    reset.write(GameReset);
    turn.set(TurnState::AwaitingMove);
}

/// A pick edits the picked column with the tool in hand.
fn edit_on_pick(
    mut inputs: MessageReader<BoardInput>,
    mut editing: ResMut<PositionEditor>,
    mut rules: ResMut<CurrentGame>,
    mut reset: MessageWriter<GameReset>,
    mut turn: ResMut<NextState<TurnState>>,
) {
    let mut changed = false;
    for input in inputs.read() {
        let BoardInput::Pick(square) = *input else {
            continue;
        };
        let tool = editing.tool;
        changed |= editing.apply(|editor| edit(editor, tool, square));
    }
    if changed {
        show_on_board(editing.position(), &mut rules, &mut reset, &mut turn);
    }
}

fn edit(editor: &mut Setup, tool: Tool, square: AnySquare) -> Result<(), SetupError> {
    match tool {
        Tool::Place(man) => editor.add_on_top(square, man),
        Tool::RemoveTop => editor.remove_top(square),
        Tool::ClearSquare => editor.clear_square(square),
    }
}
