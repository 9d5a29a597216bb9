//! Reviewing the game on the board: every position scored on the task pool (quick or deep,
//! cancellable, with its progress), each move classed by what it lost against the engine's
//! choice, and the mistakes turned into a lesson to practise: the player's own (the sides a
//! person at this screen played), or, for a game nobody here played (AI against AI, a replayed
//! or opened game that does not say who played it), the side the player picks.
//!
//! A finished review is kept by the game's moves, and saved games keep it too (Save, autosave,
//! Open), so reviewing the same game again is instant.

use std::time::Duration;

use bevy::prelude::*;
use lasca_ai::SearchLimits;
use lasca_ai::review::{MoveClass, MoveComment};
use lasca_rules::{AnyGame, AnyMove, Colour};

use super::comments::{Comments, start_comments};
use crate::app::core::{
    Activity, CurrentGame, Feature, FrameDemand, GameSet, KeptReviews, NewGame, Open, ReplaceGame,
    Seats, Strength, game_key,
};
use crate::app::features::learn::{LearnRequest, TakeLearnRequests};
use crate::record::{Goal, Lesson, MoveNumber, Player, Step};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .init_resource::<Foreign>()
        .add_message::<ReviewRequest>()
        .add_systems(
            Update,
            (
                follow_foreign_games,
                open_on_request,
                handle_requests.before(TakeLearnRequests),
                receive,
            )
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

/// How often the window is redrawn while a review runs (besides the search's wake-ups).
const PROGRESS_FRAME: Duration = Duration::from_millis(250);

/// What the Review window asks for.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewRequest {
    /// Review the game on the board (at once when it was reviewed before).
    Start(Strength),
    /// Stop the review under way.
    Cancel,
    /// Practise the mistakes of the reviewed game: `None` the player's own (when nobody here
    /// played the game, the window asks whose first), `Some(side)` that side's.
    Practise(Option<Colour>),
}

/// The review of the game on the board (finished reviews are kept in [`KeptReviews`]), and
/// whether its window is shown.
#[derive(Resource, Default)]
pub struct Review {
    /// The strength asked for last.
    pub strength: Strength,
    /// The Review window is shown (`Open(Review)` opens it in the frame it is asked for).
    pub open: bool,
    /// Practise was asked for a game nobody at this screen played: the window asks whose
    /// mistakes to practise.
    pub asking_side: bool,
    /// The game reviewed (its key), and the review, finished or under way.
    current: Option<(String, Comments)>,
}

impl Review {
    /// The review of `game`, finished or under way, if there is one.
    pub fn of(&self, game: &AnyGame) -> Option<&Comments> {
        let (_, comments) = self.current.as_ref()?;
        comments.game().same_record(game).then_some(comments)
    }

    /// How far the review of `game` under way is: the positions scored and the positions to
    /// score; `None` when no review of it runs.
    pub fn progress(&self, game: &AnyGame) -> Option<(usize, usize)> {
        self.of(game)
            .filter(|c| !c.is_done())
            .map(|c| (c.scores.len(), c.total))
    }

    /// The review shown is `comments` (the panel's tests).
    #[cfg(test)]
    pub(super) fn show(&mut self, comments: Comments) {
        self.current = Some((game_key(comments.game()), comments));
    }
}

/// The moves on the board that nobody at this screen played: a replayed game's, or those of a
/// game opened or pasted without saying who played it (its moves up to where it was opened;
/// moves played on from there are the seats').
#[derive(Resource, Default, Debug)]
pub struct Foreign(Option<AnyGame>);

impl Foreign {
    /// How many plies of `game`, from its start, nobody here played.
    pub fn plies(&self, game: &AnyGame) -> usize {
        self.0
            .as_ref()
            .and_then(|foreign| foreign.shared_plies(game))
            .unwrap_or(0)
    }
}

/// Who played the game on the board: a replay, or a game whose source does not say, is
/// nobody's here; a new game, or one whose source names its players, is the seats' (a game
/// that begins with the moves nobody here played, as the one a lesson gives back, keeps them).
fn follow_foreign_games(
    mut replaced: MessageReader<ReplaceGame>,
    mut new_games: MessageReader<NewGame>,
    mut foreign: ResMut<Foreign>,
) {
    if new_games.read().count() > 0 {
        foreign.0 = None;
    }
    for replace in replaced.read() {
        match (replace.owner, replace.players) {
            (Activity::Replay, _) | (Activity::Game, None) => {
                foreign.0 = Some(replace.game.clone());
            }
            (Activity::Game | Activity::Online, Some(_)) => {
                // The seats' game; but the game a lesson gives back (what it took the board
                // from) keeps the moves nobody here played.
                if foreign.plies(&replace.game) == 0 {
                    foreign.0 = None;
                }
            }
            // A lesson or the editor borrows the board; the game comes back as it was.
            (Activity::Lesson | Activity::Edit, _) | (Activity::Online, None) => {}
        }
    }
}

/// The sides a person at this screen played in `game` (a move of theirs after the moves
/// nobody here played): the seats of people, where they moved at all.
pub fn own_sides(game: &AnyGame, players: &Seats, foreign: &Foreign) -> Vec<Colour> {
    let from = foreign.plies(game);
    let start = game.start_position().side_to_move();
    Colour::BOTH
        .into_iter()
        .filter(|&side| players.get(side) == Player::Human)
        .filter(|&side| (from..game.ply()).any(|i| side_of_ply(start, i + 1) == side))
        .collect()
}

/// Who plays the move at `ply` (1 for the first) of a game that `start` begins.
fn side_of_ply(start: Colour, ply: usize) -> Colour {
    if ply % 2 == 1 {
        start
    } else {
        start.opponent()
    }
}

/// The Moves panel's and the game over panel's Review buttons.
fn open_on_request(mut opens: MessageReader<Open>, mut review: ResMut<Review>) {
    if opens.read().any(|open| open.0 == Feature::Review) {
        review.open = true;
    }
}

fn handle_requests(
    mut requests: MessageReader<ReviewRequest>,
    rules: Res<CurrentGame>,
    kept: Res<KeptReviews>,
    players: Res<Seats>,
    foreign: Res<Foreign>,
    mut review: ResMut<Review>,
    mut learn: MessageWriter<LearnRequest>,
) {
    for &request in requests.read() {
        let game = &rules.game;
        match request {
            ReviewRequest::Start(strength) => {
                review.strength = strength;
                review.asking_side = false;
                let key = game_key(game);
                let comments = match kept.get(&key) {
                    Some((done, kept)) if *done >= strength => Comments::finished(game, kept),
                    _ => start_comments(game, limits(strength)),
                };
                review.current = Some((key, comments));
            }
            ReviewRequest::Cancel => {
                review.asking_side = false;
                if review.current.as_ref().is_some_and(|(_, c)| !c.is_done()) {
                    review.current = None;
                }
            }
            ReviewRequest::Practise(side) => {
                let Some(comments) = review.of(game).filter(|c| c.is_done()) else {
                    continue;
                };
                let whose = match side {
                    Some(side) => Whose::Side(side),
                    None => {
                        let own = own_sides(game, &players, &foreign);
                        if own.is_empty() {
                            // Nobody here played it: whose mistakes, the window asks.
                            review.asking_side = true;
                            continue;
                        }
                        Whose::Own {
                            sides: own,
                            from: foreign.plies(game),
                        }
                    }
                };
                let lesson = mistakes_lesson(game, comments, &whose);
                review.asking_side = false;
                if let Some(lesson) = lesson {
                    learn.write(LearnRequest::Practise(Box::new(lesson)));
                }
            }
        }
    }
}

/// The scores come in; a finished review is kept. While one runs, frames keep coming for its
/// progress (the search also wakes the window as each position is scored).
fn receive(
    mut review: ResMut<Review>,
    mut kept: ResMut<KeptReviews>,
    mut demand: ResMut<FrameDemand>,
) {
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
    if !comments.is_done() {
        demand.redraw_within(PROGRESS_FRAME);
    }
}

/// Whose mistakes a practice takes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Whose {
    /// The player's own: the moves of `sides` after the first `from` plies (which nobody here
    /// played). Its steps say "you played".
    Own {
        /// The sides a person at this screen played.
        sides: Vec<Colour>,
        /// The plies from the start that nobody here played.
        from: usize,
    },
    /// One side's of a game nobody here played. Its steps name the side.
    Side(Colour),
}

impl Whose {
    /// Whether the practice takes the move commented on.
    fn takes(&self, comment: &MoveComment<AnyMove>) -> bool {
        match self {
            Whose::Own { sides, from } => comment.ply > *from && sides.contains(&comment.side),
            Whose::Side(side) => comment.side == *side,
        }
    }
}

/// The sides with a mistake or a blunder the engine has a better move for.
pub fn sides_with_mistakes(comments: &Comments) -> Vec<Colour> {
    Colour::BOTH
        .into_iter()
        .filter(|&side| {
            comments
                .moves
                .iter()
                .any(|c| c.side == side && is_practised(c))
        })
        .collect()
}

/// A move a practice of mistakes takes: a mistake or a blunder, with the better move.
fn is_practised(comment: &MoveComment<AnyMove>) -> bool {
    comment.class >= MoveClass::Mistake && comment.better.is_some()
}

/// Whether the practice of `whose` mistakes would have a step.
pub fn has_mistakes(comments: &Comments, whose: &Whose) -> bool {
    comments
        .moves
        .iter()
        .any(|c| is_practised(c) && whose.takes(c))
}

/// A lesson of the positions where `whose` moves were a mistake or a blunder: find the better
/// move. The texts say "you" only of the player's own moves.
pub fn mistakes_lesson(game: &AnyGame, comments: &Comments, whose: &Whose) -> Option<Lesson> {
    let start = game.start_position().side_to_move();
    let steps: Vec<Step> = comments
        .moves
        .iter()
        .filter(|c| is_practised(c) && whose.takes(c))
        .filter_map(|c| {
            let (better, _) = c.better?;
            let position = game.position_at(c.ply - 1)?;
            let number = MoveNumber::of_ply(start, c.ply - 1).to_string();
            let played = c.played.to_string();
            let (title, say) = match whose {
                Whose::Own { .. } => (
                    t!("review-lesson-step-title", number = number),
                    t!("review-lesson-say", move = played.as_str(), class = c.class.name()),
                ),
                Whose::Side(side) => {
                    let side = crate::app::core::game_text::side_text(*side);
                    (
                        t!(
                            "review-lesson-side-step-title",
                            side = side.as_str(),
                            number = number
                        ),
                        t!(
                            "review-lesson-side-say",
                            side = side.as_str(),
                            move = played.as_str(),
                            class = c.class.name()
                        ),
                    )
                }
            };
            Some(Step {
                title,
                position,
                say: vec![say],
                task: t!("review-lesson-task", move = played),
                goal: Goal::Best,
                solutions: vec![vec![better]],
                hint: Some(t!("review-lesson-hint")),
                done: Some(t!("review-lesson-done", better = better.to_string())),
                line: 0,
            })
        })
        .collect();
    let (title, about) = match whose {
        Whose::Own { .. } => (t!("review-lesson-title"), t!("review-lesson-about")),
        Whose::Side(side) => {
            let side = crate::app::core::game_text::side_text(*side);
            (
                t!("review-lesson-side-title", side = side.as_str()),
                t!("review-lesson-side-about", side = side.as_str()),
            )
        }
    };
    (!steps.is_empty()).then(|| Lesson {
        // Learn knows it by its kind (a practice), not by its id.
        id: "mistakes".to_owned(),
        title,
        about,
        steps,
    })
}
