//! Ending a game against the computer before the board does: the player resigns, or offers a
//! draw, which the computer answers by its own evaluation.
//!
//! A [`PlayerOffer`] from the panel is taken only in the player's own game ([`Activity::Game`])
//! against the computer (one seat human, the other the computer): not between people, not in
//! a lesson, a replay or an online game (which has its own panel and the server's rules). A
//! resignation is the core's [`EndGame`] at once. A draw offer, made on the player's turn, is a
//! short search on the async compute pool ([`DRAW_SEARCH`]), never in a frame; the computer
//! accepts when its score from its own side is at most [`DRAW_MARGIN`], and declines otherwise.
//! After a declined offer the player may offer again only [`OFFER_GAP`] plies later.

use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::Task;
use bevy::tasks::futures::check_ready;
use lasca_ai::{SearchGame as _, SearchLimits, SearchVisitor, Searchable, Searcher};
use lasca_rules::{AnyGame, AnyMove, Colour, Ending, Game};

use super::task::{StopFlag, spawn_search};
use crate::app::core::{
    Activity, CancelSearches, CurrentGame, EndGame, GameSet, NewGame, ReplaceGame, Seats, Session,
    TurnState,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DrawOffers>()
        .add_message::<PlayerOffer>()
        .add_systems(
            Update,
            (forget_offers, take_offers, answer_offers)
                .chain()
                .in_set(GameSet::Controllers),
        );
}

/// The most the computer may think it stands better, in centi-men (a man is 100), and still
/// accept a draw: a fifth of a man.
pub const DRAW_MARGIN: i32 = 20;

/// How many plies must be played after a declined offer before the player may offer again.
pub const OFFER_GAP: usize = 6;

/// How the computer weighs a draw offer: a shallow search, capped in time.
pub const DRAW_SEARCH: SearchLimits = SearchLimits {
    depth: Some(6),
    nodes: None,
    movetime: Some(Duration::from_millis(400)),
    clock: None,
    multipv: 0,
};

/// What the player asks of the game against the computer.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayerOffer {
    /// This side resigns.
    Resign(Colour),
    /// This side offers a draw.
    Draw(Colour),
}

/// The computer's last answer to a draw offer, for the panel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawAnswer {
    /// The computer weighs it.
    Thinking,
    /// It declined: it thinks it stands better (its score from its side, in centi-men).
    Declined(i32),
}

/// The draw offers of the game under way.
#[derive(Resource, Default)]
pub struct DrawOffers {
    /// The ply at which each side's last offer was declined (White's first).
    declined: [Option<usize>; 2],
    /// The answer to show, until the next move.
    answer: Option<(DrawAnswer, usize)>,
    pending: Option<PendingOffer>,
}

struct PendingOffer {
    ply: usize,
    game: AnyGame,
    computer: Colour,
    stop: StopFlag,
    task: Task<i32>,
}

impl DrawOffers {
    /// How many more plies `side` must wait before offering again (0: it may now); taken
    /// back to before a declined offer, the whole gap.
    pub fn wait(&self, side: Colour, ply: usize) -> usize {
        match self.declined[index(side)] {
            Some(at) => (at + OFFER_GAP).saturating_sub(ply).min(OFFER_GAP),
            None => 0,
        }
    }

    /// The computer's answer to the offer made at `ply`, while the game stands there.
    pub fn answer(&self, ply: usize) -> Option<DrawAnswer> {
        self.answer
            .filter(|&(_, at)| at == ply)
            .map(|(answer, _)| answer)
    }

    /// Whether the computer is weighing an offer.
    pub fn is_thinking(&self) -> bool {
        self.pending.is_some()
    }
}

const fn index(side: Colour) -> usize {
    match side {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

/// The score of a short search, for the side to move.
struct Weigh<'a> {
    stop: &'a std::sync::atomic::AtomicBool,
}

impl SearchVisitor<AnyMove> for Weigh<'_> {
    type Output = i32;

    fn visit<P: Searchable>(self, game: &Game<P>) -> i32
    where
        P::Move: Into<AnyMove>,
    {
        let searcher = Searcher::new(4);
        searcher.set_threads(1);
        searcher
            .search(game, &DRAW_SEARCH, self.stop, &mut |_| {})
            .info
            .score
    }
}

/// The computer's score from `computer`'s side in `game`'s position (the search scores it for
/// the side to move).
pub fn computer_score(game: &AnyGame, computer: Colour, to_move_score: i32) -> i32 {
    if game.side_to_move() == computer {
        to_move_score
    } else {
        -to_move_score
    }
}

/// Whether the computer, scoring the position `score` from its own side, accepts a draw.
pub const fn accepts_draw(score: i32) -> bool {
    score <= DRAW_MARGIN
}

/// A new or replaced game has no offers; a search cancelled (undo, redo) drops the pending
/// one.
fn forget_offers(
    mut new_games: MessageReader<NewGame>,
    mut replaced: MessageReader<ReplaceGame>,
    mut cancels: MessageReader<CancelSearches>,
    mut offers: ResMut<DrawOffers>,
) {
    if new_games.read().count() + replaced.read().count() > 0 {
        *offers = DrawOffers::default();
    } else if cancels.read().count() > 0 {
        offers.pending = None;
        offers.answer = None;
    }
}

/// Takes the player's resignation or draw offer, in a game against the computer only.
fn take_offers(
    mut requests: MessageReader<PlayerOffer>,
    session: Res<Session>,
    players: Res<Seats>,
    state: Res<State<TurnState>>,
    rules: Res<CurrentGame>,
    mut offers: ResMut<DrawOffers>,
    mut end: MessageWriter<EndGame>,
) {
    for &request in requests.read() {
        let game = &rules.game;
        if !session.is(Activity::Game)
            || *state.get() != TurnState::AwaitingMove
            || game.outcome().is_some()
        {
            continue;
        }
        let Some(human) = players.0.human_against_computer() else {
            continue;
        };
        match request {
            PlayerOffer::Resign(side) if side == human => {
                offers.pending = None;
                end.write(EndGame(Ending::Resigned(side)));
            }
            PlayerOffer::Draw(side)
                if side == human
                    && game.side_to_move() == side
                    && offers.pending.is_none()
                    && offers.wait(side, game.ply()) == 0 =>
            {
                let searched = game.clone();
                let (stop, _live, task) =
                    spawn_search(move |stop, _live| searched.visit_searchable(Weigh { stop }));
                offers.answer = Some((DrawAnswer::Thinking, game.ply()));
                offers.pending = Some(PendingOffer {
                    ply: game.ply(),
                    game: game.clone(),
                    computer: side.opponent(),
                    stop,
                    task,
                });
            }
            _ => {}
        }
    }
}

/// Looks at the pending offer once a frame (never waits): once the computer has weighed it,
/// the game ends drawn, or the offer is declined. An offer the game has moved past lapses.
fn answer_offers(
    rules: Res<CurrentGame>,
    state: Res<State<TurnState>>,
    mut offers: ResMut<DrawOffers>,
    mut end: MessageWriter<EndGame>,
) {
    let Some(pending) = offers.pending.as_mut() else {
        if offers
            .answer
            .is_some_and(|(_, ply)| ply != rules.game.ply())
        {
            offers.answer = None;
        }
        return;
    };
    if !rules.game.same_record(&pending.game) || rules.game.outcome().is_some() {
        pending.stop.set();
        offers.pending = None;
        offers.answer = None;
        return;
    }
    let Some(score) = check_ready(&mut pending.task) else {
        return;
    };
    let score = computer_score(&pending.game, pending.computer, score);
    let (ply, human) = (pending.ply, pending.computer.opponent());
    offers.pending = None;
    if accepts_draw(score) && *state.get() == TurnState::AwaitingMove {
        offers.answer = None;
        end.write(EndGame(Ending::DrawAgreed));
    } else {
        offers.declined[index(human)] = Some(ply);
        offers.answer = Some((DrawAnswer::Declined(score), ply));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_accepts_only_when_it_stands_no_better_than_the_margin() {
        assert!(accepts_draw(-300));
        assert!(accepts_draw(0));
        assert!(accepts_draw(DRAW_MARGIN));
        assert!(!accepts_draw(DRAW_MARGIN + 1));
        let game = AnyGame::default();
        // White to move: a score for White is the computer's when it plays White.
        assert_eq!(computer_score(&game, Colour::White, 50), 50);
        assert_eq!(computer_score(&game, Colour::Black, 50), -50);
    }

    #[test]
    fn an_offer_waits_the_gap_after_a_decline() {
        let mut offers = DrawOffers::default();
        assert_eq!(offers.wait(Colour::White, 10), 0);
        offers.declined[index(Colour::White)] = Some(10);
        assert_eq!(offers.wait(Colour::White, 10), OFFER_GAP);
        assert_eq!(offers.wait(Colour::White, 12), OFFER_GAP - 2);
        assert_eq!(offers.wait(Colour::White, 10 + OFFER_GAP), 0);
        // Taken back below the decline: still waiting the whole gap.
        assert_eq!(offers.wait(Colour::White, 4), OFFER_GAP);
        assert_eq!(offers.wait(Colour::Black, 10), 0);
    }
}
