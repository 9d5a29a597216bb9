//! `resign`: the game is lost (or, before anyone joined, withdrawn).

use super::super::Hub;
use super::{Refusal, refuse};
use crate::protocol::{EndReason, ErrorKind, GameResult, Status};

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
        super::super::players::rate_end(&mut *self.store, &mut next, now)?;
        self.store.update_game(&next.row())?;
        self.games.insert(code.to_owned(), next);
        self.schedule(code);
        self.announce_end(code, now);
        Ok(())
    }
}
