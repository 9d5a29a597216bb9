//! Reviewing the game on the board: every position scored on the task pool (quick or deep,
//! cancellable, with its progress), each move classed by what it lost against the engine's
//! choice, and the human's mistakes turned into a lesson to practise.
//!
//! A finished review is kept by the game's moves, and saved games keep it too (Save, autosave,
//! Open), so reviewing the same game again is instant.

use bevy::prelude::*;
use lasca_ai::SearchLimits;
use lasca_ai::review::MoveClass;
use lasca_rules::Game;

use super::comments::{Comments, start_comments};
use crate::app::core::{CurrentGame, GameSet, KeptReviews, Seats, Strength, game_key};
use crate::record::{Goal, Lesson, MoveNumber, Step};
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

/// How hard the engine looks at each position of a review.
fn limits(strength: Strength) -> SearchLimits {
    SearchLimits::nodes(match strength {
        Strength::Quick => 30_000,
        Strength::Deep => 300_000,
    })
}

/// What the Review window asks for.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewRequest {
    /// Review the game on the board (at once when it was reviewed before).
    Start(Strength),
    /// Stop the review under way.
    Cancel,
}

/// The review of the game on the board (finished reviews are kept in [`KeptReviews`]).
#[derive(Resource, Default)]
pub struct Review {
    /// The strength asked for last.
    pub strength: Strength,
    /// The game reviewed (its key), and the review, finished or under way.
    current: Option<(String, Comments)>,
}

impl Review {
    /// The review of `game`, finished or under way, if there is one.
    pub fn of(&self, game: &Game) -> Option<&Comments> {
        let (_, comments) = self.current.as_ref()?;
        let reviewed = comments.game();
        (reviewed.start() == game.start() && reviewed.moves() == game.moves()).then_some(comments)
    }
}

fn handle_requests(
    mut requests: MessageReader<ReviewRequest>,
    rules: Res<CurrentGame>,
    kept: Res<KeptReviews>,
    mut review: ResMut<Review>,
) {
    for &request in requests.read() {
        match request {
            ReviewRequest::Start(strength) => {
                review.strength = strength;
                let key = game_key(&rules.game);
                let comments = match kept.get(&key) {
                    Some((done, kept)) if *done >= strength => {
                        Comments::finished(&rules.game, kept)
                    }
                    _ => start_comments(&rules, limits(strength)),
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
fn receive(mut review: ResMut<Review>, mut kept: ResMut<KeptReviews>) {
    let review = &mut *review;
    let Some((key, comments)) = &mut review.current else {
        return;
    };
    if comments.is_done() {
        return;
    }
    comments.receive();
    if comments.is_complete() {
        kept.keep(key.clone(), review.strength, comments.review());
    }
}

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
        // Learn knows it by its kind (a practice), not by its id.
        id: "mistakes".to_owned(),
        title: t!("review-lesson-title"),
        about: t!("review-lesson-about"),
        steps,
    })
}
