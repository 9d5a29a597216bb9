//! Who plays each side: the one resource the turn flow, the session and every controller read.

use bevy::prelude::*;

use crate::record::Players;

/// Who plays each side in the game under way: the record's [`Players`] (the type saved games
/// and settings keep) as a resource. Changing it stops any search under way (a mode change).
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug, Deref, DerefMut)]
pub struct Seats(pub Players);
