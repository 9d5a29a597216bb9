//! The features, one folder each: its state, its controller and its panel, registered by its
//! own `mod.rs` (a headless `plugin` that [`CorePlugin`](crate::app::CorePlugin) adds and a
//! `view_plugin` with its panels that the window adds).
//!
//! Adding a feature is one folder, its `pub mod` line and its name in `plugins!` below. Features
//! import each other only along the list in ARCHITECTURE.md (puzzles -> learn, review -> learn,
//! library -> review, editor -> analysis); what two features share moves down to core.

use bevy::prelude::*;

pub mod analysis;
pub mod editor;
pub mod learn;
pub mod library;
pub mod online;
pub mod puzzles;
pub mod review;

/// Adds every feature's `plugin` to [`plugin`] and its `view_plugin` to [`view_plugin`].
macro_rules! plugins {
    ($($name:ident),* $(,)?) => {
        /// Every feature's headless part.
        pub(crate) fn plugin(app: &mut App) {
            $($name::plugin(app);)*
        }

        /// Every feature's panels.
        pub(crate) fn view_plugin(app: &mut App) {
            $($name::view_plugin(app);)*
        }
    };
}

// In the order the features were added before they had folders: systems of one set with no
// order between them run in the order they were added.
plugins!(editor, analysis, learn, library, review, puzzles, online);
