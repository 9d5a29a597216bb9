//! `join`: the second player takes the free seat and White's clock starts.

use lasca_rules::Colour;

use super::super::live::{Seat, index};
use super::super::{ConnId, Hub, new_token};
use super::{Refusal, refuse};
use crate::protocol::{ErrorKind, ServerMessage, Status};

impl Hub {
    /// Answers `join` with `seat` to the joiner and `state` to everyone.
    pub(super) fn join(&mut self, conn: ConnId, code: &str, now: u64) -> Result<(), Refusal> {
        let seats_held = self.unfinished_seats(conn);
        let limit = self.limits.games_per_client;
        let variant = self.find(code)?.game.variant();
        self.speaks_variant(conn, variant)?;
        let live = self.find(code)?;
        if live.status != Status::Waiting {
            return refuse(ErrorKind::GameFull, "both seats of this game are taken");
        }
        if live.seats.iter().flatten().any(|s| s.holds(conn)) {
            return refuse(
                ErrorKind::GameFull,
                "you created this game: send its code to a friend",
            );
        }
        if seats_held >= limit {
            return refuse(
                ErrorKind::TooManyGames,
                format!("you already have {limit} unfinished games"),
            );
        }
        let colour = if live.seats[0].is_none() {
            Colour::White
        } else {
            Colour::Black
        };
        let token = new_token();
        let mut next = live.clone();
        next.seats[index(colour)] = Some(Seat::new(token.clone()));
        *next.players.of_mut(colour) = self.player_of(conn);
        if next.players.rated {
            self.rate_players(&mut next, colour, now)?;
        }
        next.status = Status::Playing;
        if let Some(clock) = next.clock.as_mut() {
            clock.start(Colour::White, now);
        }
        self.store.update_game(&next.row())?;
        self.games.insert(code.to_owned(), next);
        self.attach_seat(conn, code, colour);
        self.schedule(code);
        self.reply(
            conn,
            &ServerMessage::Seat {
                code: code.to_owned(),
                colour,
                token,
            },
        );
        self.broadcast_state(code, now);
        Ok(())
    }
}
