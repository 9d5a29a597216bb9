//! The game on the board, the players' seats and the turn flow.
//!
//! [`CurrentGame`] wraps the rules crate's [`Game`]: the single source of truth. A controller
//! asks for a move with [`SubmitMove`]; [`apply_moves`] checks it against the rules, plays it and
//! tells the rest of the app with [`MovePlayed`]; the turn then waits in [`TurnState::Animating`]
//! until the men have arrived, and goes on to the next player or to [`TurnState::GameOver`].

use bevy::prelude::*;
use lasca_rules::{AnyGame, AnyMove, AnyPosition, Colour, Ending, RuleSettings, Variant};

use super::{Activity, GameSet, Seats, Session};
use crate::record::Players;

pub(super) fn plugin(app: &mut App) {
    // Nobody has chosen yet (a test, or a headless app): two players at one screen.
    if !app.world().contains_resource::<Seats>() {
        app.insert_resource(Seats(Players::HOTSEAT));
    }
    app.init_resource::<CurrentGame>()
        .init_resource::<LastError>()
        .init_resource::<ShownMove>()
        .init_resource::<HouseRules>()
        .init_state::<TurnState>()
        .add_message::<SubmitMove>()
        .add_message::<EndGame>()
        .add_message::<MovePlayed>()
        .add_message::<NewGame>()
        .add_message::<Rematch>()
        .add_message::<GameReset>()
        .add_systems(Startup, enter_settled_state)
        .add_systems(
            Update,
            (start_rematches, start_new_games, apply_moves, apply_endings)
                .chain()
                .in_set(GameSet::CurrentGame),
        );
}

/// The game being played: the rules crate's record of it, of any variant (Lasca 7x7, Lasca
/// 8x8, bashni, or a sandbox on either board). Nothing else decides where men stand.
#[derive(Resource, Default, Debug)]
pub struct CurrentGame {
    /// The record: start, moves, repetitions and result.
    pub game: AnyGame,
}

impl CurrentGame {
    /// The current position.
    pub fn position(&self) -> AnyPosition {
        self.game.position()
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Colour {
        self.game.side_to_move()
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    /// The board's width: 7 or 8.
    pub fn size(&self) -> u8 {
        self.variant().board_size()
    }
}

/// Where the turn stands.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum TurnState {
    /// The side to move's controller is choosing a move.
    #[default]
    AwaitingMove,
    /// The last move is being shown; input is ignored until it ends.
    Animating,
    /// The game has a result; only a new game goes on.
    GameOver,
}

/// The move that led to the position the board shows (the last one played, or while looking
/// back the one before the ply shown) and the position it was played in; `None` at a game's
/// start. The board rings its squares.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ShownMove(pub Option<(AnyPosition, AnyMove)>);

/// A controller's request to play a move. Checked against the rules before it is played.
#[derive(Message, Clone, Copy, Debug)]
pub struct SubmitMove(pub AnyMove);

/// A request to end the game as the players say: a resignation, an agreed draw. Checked
/// against the rules (refused once the game is over) before it is applied.
#[derive(Message, Clone, Copy, Debug)]
pub struct EndGame(pub Ending);

/// A move was played: the position before and after it.
#[derive(Message, Clone, Copy, Debug)]
pub struct MovePlayed {
    /// The move.
    pub mv: AnyMove,
    /// The position it was played in.
    pub before: AnyPosition,
    /// The position it led to.
    pub after: AnyPosition,
}

/// A request to start a new game, from `start` (when `None`, the usual start of the variant
/// on the board).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct NewGame {
    /// Where the new game starts (its variant with it).
    pub start: Option<AnyPosition>,
}

/// A request for a rematch: the same players with colours swapped, from where the game on the
/// board began (an edited position stays the start).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct Rematch;

/// The game was replaced: the men must be laid out afresh.
#[derive(Message, Clone, Copy, Debug)]
pub struct GameReset;

/// The house rules new games start with (the settings' repetition rule).
#[derive(Resource, Clone, Copy, Default, Debug)]
pub struct HouseRules(pub RuleSettings);

/// The last move the rules refused, for the HUD (a controller bug if it ever shows).
#[derive(Resource, Default, Debug)]
pub struct LastError(pub Option<lasca_rules::GameError>);

/// The state a game in this position goes to when no animation is pending.
pub fn settled_state(game: &AnyGame) -> TurnState {
    if game.outcome().is_some() {
        TurnState::GameOver
    } else {
        TurnState::AwaitingMove
    }
}

fn enter_settled_state(rules: Res<CurrentGame>, mut next: ResMut<NextState<TurnState>>) {
    next.set(settled_state(&rules.game));
}

pub fn start_new_games(
    mut requests: MessageReader<NewGame>,
    mut rules: ResMut<CurrentGame>,
    players: Res<Seats>,
    mut session: ResMut<Session>,
    house_rules: Res<HouseRules>,
    mut reset: MessageWriter<GameReset>,
    mut next: ResMut<NextState<TurnState>>,
    mut error: ResMut<LastError>,
) {
    let Some(request) = requests.read().last() else {
        return;
    };
    let start = request
        .start
        .unwrap_or_else(|| AnyPosition::start(rules.variant()));
    // A new game is the player's own, whatever was on the board.
    session.hand_over(Activity::Game, &rules.game, *players);
    rules.game = AnyGame::from_position(start, house_rules.0);
    error.0 = None;
    reset.write(GameReset);
    next.set(settled_state(&rules.game));
}

/// Turns a [`Rematch`] into a [`NewGame`] from this game's start, the seats swapped.
fn start_rematches(
    mut requests: MessageReader<Rematch>,
    rules: Res<CurrentGame>,
    mut players: ResMut<Seats>,
    mut new_game: MessageWriter<NewGame>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let swapped = Seats(players.swapped());
    players.set_if_neq(swapped);
    new_game.write(NewGame {
        start: Some(rules.game.start_position()),
    });
}

/// Plays submitted moves, only while the side to move is choosing one: a request that arrives
/// during an animation or after the game ended is dropped, never queued, and so is one sent in
/// the frame a new game starts (it was meant for the old game).
fn apply_moves(
    mut requests: MessageReader<SubmitMove>,
    mut new_games: MessageReader<NewGame>,
    state: Res<State<TurnState>>,
    mut rules: ResMut<CurrentGame>,
    mut played: MessageWriter<MovePlayed>,
    mut next: ResMut<NextState<TurnState>>,
    mut error: ResMut<LastError>,
) {
    if new_games.read().count() > 0 {
        requests.clear();
        return;
    }
    for &SubmitMove(mv) in requests.read() {
        if *state.get() != TurnState::AwaitingMove {
            continue;
        }
        let before = rules.position();
        match rules.game.try_play(mv) {
            Ok(()) => {
                error.0 = None;
                played.write(MovePlayed {
                    mv,
                    before,
                    after: rules.position(),
                });
                next.set(TurnState::Animating);
                // One move per frame: the state changes only at the end of the frame.
                return;
            }
            Err(refused) => {
                warn!("move {mv} refused: {refused}");
                error.0 = Some(refused);
            }
        }
    }
}

/// Ends the game as the players asked, only while the side to move is choosing a move (not
/// during an animation, and never in the frame a new game starts or a move is played). The men stay where they
/// are; a [`GameReset`] tells the rest of the app (searches stop, the autosave writes it).
fn apply_endings(
    mut requests: MessageReader<EndGame>,
    mut new_games: MessageReader<NewGame>,
    mut played: MessageReader<MovePlayed>,
    state: Res<State<TurnState>>,
    mut rules: ResMut<CurrentGame>,
    mut reset: MessageWriter<GameReset>,
    mut next: ResMut<NextState<TurnState>>,
) {
    // A move played in this frame came first: the end was meant for the position before it.
    if new_games.read().count() + played.read().count() > 0 {
        requests.clear();
        return;
    }
    let Some(&EndGame(ending)) = requests.read().last() else {
        return;
    };
    if *state.get() != TurnState::AwaitingMove {
        return;
    }
    match rules.game.end(ending) {
        Ok(outcome) => {
            info!("the game ends: {outcome}");
            reset.write(GameReset);
            next.set(TurnState::GameOver);
        }
        Err(refused) => warn!("{ending} refused: {refused}"),
    }
}
