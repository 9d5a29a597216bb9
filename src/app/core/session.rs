//! Who owns the board: the [`Activity`] under way, the one snapshot of the player's game from
//! before it began, and the one way to start, leave and replace an activity.
//!
//! An activity takes the board with a [`ReplaceGame`](super::ReplaceGame) that names it as the
//! new game's owner (or, for one that shows the board as it is, with
//! [`Session::hand_over`]); the game it took the board from is kept until it ends. A new game
//! or a game the player opens is the player's own ([`Activity::Game`]): it drops the snapshot.
//! [`LeaveActivity`] puts the snapshot back. Features read the activity to know whether the
//! board is still theirs, and [`AppMode`] (what the window shows) follows it.

use bevy::prelude::*;
use lasca_rules::AnyGame;

use super::{AppMode, GameSet, Seats};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Session>()
        .add_systems(Update, follow_activity.in_set(GameSet::Present));
}

/// What the board is for now.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Activity {
    /// The player's own game: against the AI, two at the screen, AI vs AI, an opened file.
    #[default]
    Game,
    /// A lesson of learn's (the course, a practice of the player's mistakes, a puzzle).
    Lesson,
    /// A game of the library, replayed.
    Replay,
    /// A game on a server.
    Online,
    /// A position being set up in the editor.
    Edit,
}

impl Activity {
    /// What the window shows for it.
    pub const fn mode(self) -> AppMode {
        match self {
            Activity::Lesson => AppMode::Learn,
            Activity::Edit => AppMode::Edit,
            Activity::Game | Activity::Replay | Activity::Online => AppMode::Play,
        }
    }
}

/// The activity that owns the board, and the game it took the board from.
#[derive(Resource, Default, Debug)]
pub struct Session {
    activity: Activity,
    /// The game and players before the activity began, put back when it is left.
    before: Option<(AnyGame, Seats)>,
}

impl Session {
    /// The activity under way.
    pub fn activity(&self) -> Activity {
        self.activity
    }

    /// Whether `activity` owns the board.
    pub fn is(&self, activity: Activity) -> bool {
        self.activity == activity
    }

    /// `owner` takes the board, which shows `game` played by `seats`. Another activity than
    /// the one under way keeps that game to put back; the player's own game drops it.
    pub fn hand_over(&mut self, owner: Activity, game: &AnyGame, seats: Seats) {
        if owner == Activity::Game {
            self.before = None;
        } else if owner != self.activity {
            self.before = Some((game.clone(), seats));
        }
        self.activity = owner;
    }

    /// The activity ends: the player's game again, and the game to put back, if one was kept.
    pub fn leave(&mut self) -> Option<(AnyGame, Seats)> {
        self.activity = Activity::Game;
        self.before.take()
    }
}

/// What the window shows follows the activity.
fn follow_activity(
    session: Res<Session>,
    mode: Res<State<AppMode>>,
    mut next: ResMut<NextState<AppMode>>,
) {
    let wanted = session.activity.mode();
    if *mode.get() != wanted {
        next.set(wanted);
    }
}
