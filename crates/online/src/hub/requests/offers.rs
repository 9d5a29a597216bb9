//! `offer` and `answer`: draws and take-backs (a rematch is carried out in
//! [`rematch`](super::rematch)).

use lasca_rules::Colour;

use super::super::live::Live;
use super::super::{ConnId, Hub};
use super::{Refusal, refuse};
use crate::protocol::{
    EndReason, ErrorKind, GameResult, OfferKind, OfferView, ServerMessage, Status,
};

/// Plies a take-back asked by `by` removes: their last move, and the reply if there is one.
fn takeback_plies(live: &Live, by: Colour) -> usize {
    if live.to_move() == by { 2 } else { 1 }
}

/// Why `by` may not offer (or have accepted) `kind` in this game now, if it may not.
fn offer_refusal(live: &Live, by: Colour, kind: OfferKind) -> Option<Refusal> {
    let why = match kind {
        OfferKind::Draw | OfferKind::Takeback if live.status != Status::Playing => {
            "that can be offered only during a game"
        }
        OfferKind::Takeback if live.game.ply() < takeback_plies(live, by) => {
            "you have no move to take back"
        }
        OfferKind::Rematch
            if live.status != Status::Ended
                || live.seats.iter().any(Option::is_none)
                || live.rematch.is_some() =>
        {
            "a rematch can be asked once a game with two players is over"
        }
        _ => return None,
    };
    Some(Refusal::Client(ErrorKind::NoOffer, why.to_owned()))
}

impl Hub {
    /// Answers `offer` with `offered` to everyone; the same offer from both sides is an
    /// agreement.
    pub(super) fn offer(
        &mut self,
        conn: ConnId,
        code: &str,
        token: &str,
        kind: OfferKind,
        now: u64,
    ) -> Result<(), Refusal> {
        let (live, colour) = self.seated(conn, code, token)?;
        if let Some(refusal) = offer_refusal(live, colour, kind) {
            return Err(refusal);
        }
        if live
            .computer
            .is_some_and(|computer| computer.colour == colour.opponent())
        {
            return self.ask_computer(code, colour, kind, now);
        }
        if live
            .offers
            .iter()
            .any(|o| o.kind == kind && o.by == colour.opponent())
        {
            // Both sides want it: that is an agreement.
            return self.agree(code, kind, colour.opponent(), now);
        }
        if !live.offers.iter().any(|o| o.kind == kind && o.by == colour) {
            live.offers.push(OfferView { kind, by: colour });
        }
        self.broadcast_game(
            code,
            &ServerMessage::Offered {
                code: code.to_owned(),
                kind,
                by: colour,
            },
        );
        Ok(())
    }

    /// Answers `answer`: an accepted offer is carried out, a declined one goes with
    /// `declined` to everyone.
    pub(super) fn answer(
        &mut self,
        conn: ConnId,
        code: &str,
        token: &str,
        kind: OfferKind,
        accept: bool,
        now: u64,
    ) -> Result<(), Refusal> {
        let (live, colour) = self.seated(conn, code, token)?;
        let Some(at) = live
            .offers
            .iter()
            .position(|o| o.kind == kind && o.by == colour.opponent())
        else {
            return refuse(ErrorKind::NoOffer, "your opponent has made no such offer");
        };
        if accept {
            return self.agree(code, kind, colour.opponent(), now);
        }
        live.offers.remove(at);
        self.broadcast_game(
            code,
            &ServerMessage::Declined {
                code: code.to_owned(),
                kind,
                by: colour,
            },
        );
        Ok(())
    }

    /// The computer's answer to an offer: a take-back and a rematch at once (it needs no
    /// one's consent), a draw declined (it plays on).
    fn ask_computer(
        &mut self,
        code: &str,
        by: Colour,
        kind: OfferKind,
        now: u64,
    ) -> Result<(), Refusal> {
        match kind {
            OfferKind::Takeback => {
                self.stop_thinking(code);
                self.agree(code, kind, by, now)?;
                self.computer_turn(code);
                Ok(())
            }
            OfferKind::Rematch => self.agree(code, kind, by, now),
            OfferKind::Draw => {
                self.broadcast_game(
                    code,
                    &ServerMessage::Declined {
                        code: code.to_owned(),
                        kind,
                        by: by.opponent(),
                    },
                );
                Ok(())
            }
        }
    }

    /// Carries out an offer `by` made and the other side accepted.
    fn agree(&mut self, code: &str, kind: OfferKind, by: Colour, now: u64) -> Result<(), Refusal> {
        let live = self.find(code)?;
        if let Some(refusal) = offer_refusal(live, by, kind) {
            return Err(refusal);
        }
        match kind {
            OfferKind::Draw => {
                let mut next = live.clone();
                next.end(
                    GameResult {
                        winner: None,
                        reason: EndReason::Agreement,
                    },
                    now,
                );
                super::super::players::store_result(&mut *self.store, &mut next, now)?;
                self.hold_end(code, next, now);
            }
            OfferKind::Takeback => {
                let mut next = live.clone();
                let plies = takeback_plies(&next, by);
                next.game.truncate(next.game.ply() - plies);
                // The side to move is charged up to now; the clock of whoever is to move
                // after the take-back starts now.
                let to_move = next.to_move();
                if let Some(clock) = next.clock.as_mut() {
                    clock.start(to_move, now);
                }
                next.offers.clear();
                self.store.truncate_moves(code, next.game.ply() as u32)?;
                self.store.update_game(&next.row())?;
                self.games.insert(code.to_owned(), next);
                self.schedule(code);
                self.broadcast_state(code, now);
            }
            OfferKind::Rematch => self.rematch(code, now)?,
        }
        Ok(())
    }
}
