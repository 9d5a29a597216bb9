//! `resume`: a player comes back to its seat (and to its rematch's, if there is one).

use super::super::{ConnId, Hub};
use super::Refusal;
use super::rematch::rematch_token;
use crate::protocol::ServerMessage;

impl Hub {
    /// Answers `resume` with `state` (and, for a rematched game, the new game's `seat` and
    /// `state`); tells the others the player is back.
    pub(super) fn resume(
        &mut self,
        conn: ConnId,
        code: &str,
        token: &str,
        now: u64,
    ) -> Result<(), Refusal> {
        let (live, colour) = self.seated(conn, code, token)?;
        let (rematch, variant) = (live.rematch.clone(), live.game.variant());
        // Without a token (a lost one, another browser of the same player): the seat is the
        // player's; `seat` tells the client so, with the token when this process knows it
        // (else an empty one, which the player's cookie makes good).
        let known = live.seats[super::super::live::index(colour)]
            .as_ref()
            .and_then(|seat| seat.token.clone())
            .unwrap_or_default();
        self.speaks_variant(conn, variant)?;
        self.may_resume(conn, code)?;
        self.attach_seat(conn, code, colour);
        if token.is_empty() {
            self.reply(
                conn,
                &ServerMessage::Seat {
                    code: code.to_owned(),
                    colour,
                    token: known,
                },
            );
        }
        self.send_state(&[conn], code, now);
        self.broadcast_presence(code);
        // The player of a game that was rematched gets the new seat too: its secret derives
        // from the old one (the store keeps only hashes).
        let derived = rematch_token(token);
        if let Some(new_code) = rematch
            && let Ok(new) = self.find(&new_code)
            && new.seat_of(&derived) == Some(colour.opponent())
        {
            let token = derived;
            self.attach_seat(conn, &new_code, colour.opponent());
            self.reply(
                conn,
                &ServerMessage::Seat {
                    code: new_code.clone(),
                    colour: colour.opponent(),
                    token,
                },
            );
            self.send_state(&[conn], &new_code, now);
            self.broadcast_presence(&new_code);
        }
        Ok(())
    }
}
