//! Finished reviews, kept by game: the review feature fills them, saved games keep them (Save,
//! autosave, Open), so reviewing the same game again is instant.

use std::collections::HashMap;

use bevy::prelude::*;
use lasca_ai::review::{GameReview, PositionReview, PositionScore, recomment_moves};
use lasca_rules::{AnyGame, AnyMove};

use crate::record::{StoredMoveValue, StoredReview, StoredScore};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeptReviews>();
}

/// How hard the engine looks at each position.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default)]
pub enum Strength {
    /// A few hundredths of a second a position: a 100-ply game in seconds.
    #[default]
    Quick,
    /// Ten times as hard.
    Deep,
}

impl Strength {
    /// Both, quick first.
    pub const ALL: [Strength; 2] = [Strength::Quick, Strength::Deep];

    /// The name saved games keep.
    pub const fn name(self) -> &'static str {
        match self {
            Strength::Quick => "quick",
            Strength::Deep => "deep",
        }
    }
}

/// The finished reviews of the games seen this run, by game.
#[derive(Resource, Default)]
pub struct KeptReviews {
    done: HashMap<String, (Strength, AnyReview)>,
}

/// A review of a game of any board (Lasca 7x7, 8x8, bashni, a sandbox).
pub type AnyReview = GameReview<AnyMove>;

/// What identifies a game for the review: its start and its moves.
pub fn game_key(game: &AnyGame) -> String {
    let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    format!("{}|{}", game.start_position(), moves.join(" "))
}

impl KeptReviews {
    /// The finished review kept under `key` ([`game_key`]), and how hard it looked.
    pub fn get(&self, key: &str) -> Option<&(Strength, AnyReview)> {
        self.done.get(key)
    }

    /// Keeps a finished review under `key` ([`game_key`]).
    pub fn keep(&mut self, key: String, strength: Strength, review: AnyReview) {
        self.done.insert(key, (strength, review));
    }

    /// The finished review of `game` as a saved game keeps it.
    pub fn stored(&self, game: &AnyGame) -> Option<StoredReview> {
        let (strength, review) = self.done.get(&game_key(game))?;
        Some(StoredReview {
            strength: strength.name().to_owned(),
            positions: review
                .positions
                .iter()
                .enumerate()
                .map(|(ply, p)| StoredScore {
                    line: p.score.line.iter().map(ToString::to_string).collect(),
                    score: p.score.score,
                    depth: Some(p.depth),
                    played: review.comments.get(ply).map(|c| StoredMoveValue {
                        value: c.value,
                        depth: c.depth,
                    }),
                })
                .collect(),
        })
    }

    /// Keeps a saved game's review (one that does not fit the game is dropped).
    pub fn remember(&mut self, game: &AnyGame, stored: &StoredReview) {
        if stored.positions.len() != game.ply() + 1 {
            return;
        }
        let strength = Strength::ALL
            .into_iter()
            .find(|s| s.name() == stored.strength)
            .unwrap_or_default();
        let mut positions = Vec::new();
        let mut values = Vec::new();
        for (ply, position) in stored.positions.iter().enumerate() {
            let Some(at) = game.position_at(ply) else {
                return;
            };
            let line: Result<Vec<AnyMove>, _> =
                position.line.iter().map(|m| at.parse_move(m)).collect();
            let Ok(line) = line else {
                return;
            };
            positions.push(PositionReview {
                score: PositionScore {
                    best: line.first().copied(),
                    line,
                    score: position.score,
                    side: at.side_to_move(),
                },
                depth: position.depth.unwrap_or(0),
            });
            // The moves' values, only while every move has one (an older file has none).
            if ply < game.ply()
                && values.len() == ply
                && let Some(played) = position.played
            {
                values.push((played.value, played.depth));
            }
        }
        if values.len() != game.ply() {
            values.clear();
        }
        let comments = recomment_moves(&game.moves(), &positions, &values);
        self.done.insert(
            game_key(game),
            (
                strength,
                GameReview {
                    positions,
                    comments,
                },
            ),
        );
    }
}
