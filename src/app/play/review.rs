//! Reviewing the game on the board: every position scored on the task pool (quick or deep,
//! cancellable, with its progress), each move classed by what it lost against the engine's
//! choice, and the human's mistakes turned into a lesson to practise.
//!
//! A finished review is kept by the game's moves, and saved games keep it too (Save, autosave,
//! Open), so reviewing the same game again is instant.

use std::collections::HashMap;

use bevy::prelude::*;
use lasca_ai::SearchLimits;
use lasca_ai::review::{MoveClass, PositionScore};
use lasca_rules::{Game, Move};

use super::comments::{Comments, start_comments};
use crate::app::core::{GameSet, Rules, Seats};
use crate::record::{Goal, Lesson, MoveNumber, Step, StoredReview, StoredScore};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .add_message::<ReviewRequest>()
        .add_systems(
            Update,
            (handle_requests, receive)
                .chain()
                .in_set(GameSet::Controllers),
        );
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

    fn limits(self) -> SearchLimits {
        SearchLimits::nodes(match self {
            Strength::Quick => 30_000,
            Strength::Deep => 300_000,
        })
    }
}

/// What the Review window asks for.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewRequest {
    /// Review the game on the board (at once when it was reviewed before).
    Start(Strength),
    /// Stop the review under way.
    Cancel,
}

/// The review of the game on the board, and the finished reviews of earlier games.
#[derive(Resource, Default)]
pub struct Review {
    /// The strength asked for last.
    pub strength: Strength,
    /// The game reviewed (its key), and the review, finished or under way.
    current: Option<(String, Comments)>,
    /// Finished reviews by game.
    done: HashMap<String, (Strength, Vec<PositionScore>)>,
}

/// What identifies a game for the review: its start and its moves.
fn game_key(game: &Game) -> String {
    let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    format!("{}|{}", game.start(), moves.join(" "))
}

impl Review {
    /// The review of `game`, finished or under way, if there is one.
    pub fn of(&self, game: &Game) -> Option<&Comments> {
        let (_, comments) = self.current.as_ref()?;
        let reviewed = comments.game();
        (reviewed.start() == game.start() && reviewed.moves() == game.moves()).then_some(comments)
    }

    /// The finished review of `game` as a saved game keeps it.
    pub fn stored(&self, game: &Game) -> Option<StoredReview> {
        let (strength, scores) = self.done.get(&game_key(game))?;
        Some(StoredReview {
            strength: strength.name().to_owned(),
            positions: scores
                .iter()
                .map(|s| StoredScore {
                    line: s.line.iter().map(ToString::to_string).collect(),
                    score: s.score,
                })
                .collect(),
        })
    }

    /// Keeps a saved game's review (one that does not fit the game is dropped).
    pub fn remember(&mut self, game: &Game, stored: &StoredReview) {
        if stored.positions.len() != game.ply() + 1 {
            return;
        }
        let strength = Strength::ALL
            .into_iter()
            .find(|s| s.name() == stored.strength)
            .unwrap_or_default();
        let mut scores = Vec::new();
        for (ply, position) in stored.positions.iter().enumerate() {
            let Some(at) = game.position_at(ply) else {
                return;
            };
            let line: Result<Vec<Move>, _> = position.line.iter().map(|m| m.parse()).collect();
            let Ok(line) = line else {
                return;
            };
            scores.push(PositionScore {
                best: line.first().copied(),
                line,
                score: position.score,
                side: at.side_to_move(),
            });
        }
        self.done.insert(game_key(game), (strength, scores));
    }
}

fn handle_requests(
    mut requests: MessageReader<ReviewRequest>,
    rules: Res<Rules>,
    mut review: ResMut<Review>,
) {
    for &request in requests.read() {
        match request {
            ReviewRequest::Start(strength) => {
                review.strength = strength;
                let key = game_key(&rules.game);
                let comments = match review.done.get(&key) {
                    Some((done, scores)) if *done >= strength => {
                        Comments::finished(&rules.game, scores.clone())
                    }
                    _ => start_comments(&rules, strength.limits()),
                };
                review.current = Some((key, comments));
            }
            ReviewRequest::Cancel => {
                if review.current.as_ref().is_some_and(|(_, c)| !c.is_done()) {
                    review.current = None;
                }
            }
        }
    }
}

/// The scores come in; a finished review is kept.
fn receive(mut review: ResMut<Review>) {
    let review = &mut *review;
    let Some((key, comments)) = &mut review.current else {
        return;
    };
    if comments.is_done() {
        return;
    }
    comments.receive();
    if comments.is_done() && comments.scores.len() == comments.total {
        review
            .done
            .insert(key.clone(), (review.strength, comments.scores.clone()));
    }
}

/// The id of the lesson made of the player's own mistakes (never kept as finished).
pub const PRACTICE_ID: &str = "practice";

/// A lesson of the positions where a human played a mistake or a blunder: find the better move.
pub fn mistakes_lesson(game: &Game, comments: &Comments, players: &Seats) -> Option<Lesson> {
    let start = game.start().side_to_move();
    let steps: Vec<Step> = comments
        .moves
        .iter()
        .filter(|c| c.class >= MoveClass::Mistake && !players.get(c.side).is_ai())
        .filter_map(|c| {
            let (better, _) = c.better?;
            let position = *game.position_at(c.ply - 1)?;
            let number = MoveNumber::of_ply(start, c.ply - 1);
            Some(Step {
                title: t!("review-lesson-step-title", number = number.to_string()),
                position,
                say: vec![t!(
                    "review-lesson-say",
                    move = c.played.to_string(),
                    class = c.class.name()
                )],
                task: t!("review-lesson-task", move = c.played.to_string()),
                goal: Goal::Best,
                solutions: vec![vec![better]],
                hint: Some(t!("review-lesson-hint")),
                done: Some(t!("review-lesson-done", better = better.to_string())),
                line: 0,
            })
        })
        .collect();
    (!steps.is_empty()).then(|| Lesson {
        id: PRACTICE_ID.to_owned(),
        title: t!("review-lesson-title"),
        about: t!("review-lesson-about"),
        steps,
    })
}
