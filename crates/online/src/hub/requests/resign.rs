//! `resign`: the game is lost (or, before anyone joined, withdrawn); `claim`: the game is won
//! from an opponent who left it.

use super::super::Hub;
use super::{Refusal, refuse};
use crate::protocol::{CLAIM_AFTER_S, EndReason, ErrorKind, GameResult, Status};

impl Hub {
    /// Answers `resign` with `ended` to everyone.
    pub(super) fn resign(
        &mut self,
        conn: super::super::ConnId,
        code: &str,
        token: &str,
        now: u64,
    ) -> Result<(), Refusal> {
        let (live, colour) = self.seated(conn, code, token)?;
        let result = match live.status {
            Status::Waiting => GameResult {
                winner: None,
                reason: EndReason::Withdrawn,
            },
            Status::Playing => GameResult {
                winner: Some(colour.opponent()),
                reason: EndReason::Resignation,
            },
            Status::Ended => return refuse(ErrorKind::NotPlaying, "the game is over"),
        };
        let mut next = live.clone();
        next.end(result, now);
        super::super::players::store_result(&mut *self.store, &mut next, now)?;
        self.hold_end(code, next, now);
        Ok(())
    }
}

impl Hub {
    /// Answers `claim`: the opponent has been gone [`CLAIM_AFTER_S`] seconds or more from a
    /// game on a clock of minutes; the claimer wins (`abandoned`).
    pub(super) fn claim(
        &mut self,
        conn: super::super::ConnId,
        code: &str,
        token: &str,
        now: u64,
    ) -> Result<(), Refusal> {
        let (live, colour) = self.seated(conn, code, token)?;
        if live.status != Status::Playing {
            return refuse(ErrorKind::NotPlaying, "the game is not being played");
        }
        if live
            .time_control
            .is_none_or(|control| control.days_per_move().is_some())
        {
            return refuse(
                ErrorKind::BadValue,
                "only a game on a clock of minutes is claimed; this one waits for its clock",
            );
        }
        let gone_ms = match &live.seats[super::super::live::index(colour.opponent())] {
            Some(seat) if !seat.online() && live.computer.is_none() => {
                now.saturating_sub(seat.left_ms.unwrap_or(now))
            }
            _ => 0,
        };
        let wait_ms = CLAIM_AFTER_S * 1000;
        if gone_ms < wait_ms {
            return refuse(
                ErrorKind::BadValue,
                format!(
                    "your opponent may still come back: claim the game {} s after they left",
                    CLAIM_AFTER_S
                ),
            );
        }
        let mut next = live.clone();
        next.end(
            GameResult {
                winner: Some(colour),
                reason: EndReason::Abandoned,
            },
            now,
        );
        super::super::players::store_result(&mut *self.store, &mut next, now)?;
        self.hold_end(code, next, now);
        Ok(())
    }
}
