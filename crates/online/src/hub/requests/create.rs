//! `create`: a new game, its creator seated.

use lasca_rules::{Colour, Variant};

use super::super::live::{Live, Seat, index};
use super::super::{ConnId, Hub, new_token};
use super::{Refusal, refuse};
use crate::protocol::{ErrorKind, SeatChoice, ServerMessage, Status, TimeControl};

impl Hub {
    /// Answers `create` with `seat` and `state`.
    pub(super) fn create(
        &mut self,
        conn: ConnId,
        choice: SeatChoice,
        clock: Option<TimeControl>,
        public: bool,
        variant: Variant,
        now: u64,
    ) -> Result<(), Refusal> {
        if let Some(control) = clock
            && !control.is_valid()
        {
            return refuse(
                ErrorKind::BadValue,
                "a time control is 1 s to 3 h, with an increment of at most 10 minutes",
            );
        }
        if self.unfinished_seats(conn) >= self.limits.games_per_client {
            return refuse(
                ErrorKind::TooManyGames,
                format!(
                    "you already have {} unfinished games",
                    self.limits.games_per_client
                ),
            );
        }
        let colour = match choice {
            SeatChoice::White => Colour::White,
            SeatChoice::Black => Colour::Black,
            SeatChoice::Random => {
                let mut bit = [0u8; 1];
                getrandom::fill(&mut bit).expect("the system has a random source");
                if bit[0] & 1 == 0 {
                    Colour::White
                } else {
                    Colour::Black
                }
            }
        };
        let code = self.new_code()?;
        let token = new_token();
        let mut seats = [None, None];
        seats[index(colour)] = Some(Seat::new(token.clone()));
        let live = Live::new(
            code.clone(),
            now,
            public,
            clock,
            seats,
            Status::Waiting,
            variant,
        );
        self.store.insert_game(&live.row())?;
        self.games.insert(code.clone(), live);
        self.attach_seat(conn, &code, colour);
        self.reply(
            conn,
            &ServerMessage::Seat {
                code: code.clone(),
                colour,
                token,
            },
        );
        self.send_state(&[conn], &code, now);
        Ok(())
    }
}
