//! A rematch both players asked for: a new private game, colours swapped, the same time
//! control.

use lasca_rules::Colour;

use super::super::Hub;
use super::super::live::{Live, Seat, index};
use super::super::new_token;
use super::Refusal;
use crate::protocol::{ServerMessage, Status};

impl Hub {
    /// Starts the rematch of the ended game `code`: `state` of the old game (with its
    /// `rematch` code) to everyone, each player's new `seat`, then the new game's `state`.
    pub(super) fn rematch(&mut self, code: &str, now: u64) -> Result<(), Refusal> {
        let new_code = self.new_code()?;
        let mut old = self.find(code)?.clone();
        // Colours swap: White's player is Black now.
        let tokens = [new_token(), new_token()];
        let conns = [
            old.seats[1].as_ref().and_then(|s| s.conn),
            old.seats[0].as_ref().and_then(|s| s.conn),
        ];
        old.rematch = Some(new_code.clone());
        old.offers.clear();
        let seats = tokens.clone().map(|token| Some(Seat::new(token)));
        // A rematch is private: the lobby is for strangers.
        let live = Live::new(
            new_code.clone(),
            now,
            false,
            old.time_control,
            seats,
            Status::Playing,
        );
        self.store.insert_game(&live.row())?;
        self.store.update_game(&old.row())?;
        self.games.insert(code.to_owned(), old);
        self.games.insert(new_code.clone(), live);
        self.schedule(&new_code);
        self.broadcast_state(code, now);
        for (colour, conn) in Colour::BOTH.into_iter().zip(conns) {
            if let Some(conn) = conn {
                self.attach_seat(conn, &new_code, colour);
                self.reply(
                    conn,
                    &ServerMessage::Seat {
                        code: new_code.clone(),
                        colour,
                        token: tokens[index(colour)].clone(),
                    },
                );
            }
        }
        self.broadcast_state(&new_code, now);
        Ok(())
    }
}
