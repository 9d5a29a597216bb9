//! What the command line asked for at the start, for each feature to read its own flag
//! (`--learn`, `--puzzles`, `--library`, `--online`, `--edit`) in its own plugin.

use bevy::prelude::*;

use crate::cli::GameArgs;

/// The game's command line (absent in tests and headless apps: then nothing opens at the
/// start).
#[derive(Resource, Clone, Debug, Deref)]
pub struct Launch(pub GameArgs);
