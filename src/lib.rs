//! Lasca 3D: the game (a Bevy app) and the headless command line around the rules and AI crates.

pub mod app;
pub mod cli;
pub mod i18n;
pub mod record;
