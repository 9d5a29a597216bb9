//! `create`: a new game, its creator seated; the same `create` sent again (its `rid`) gets
//! the same game back.

use lasca_rules::{Colour, Variant};

use super::super::live::{Live, Seat, index};
use super::super::{ConnId, Hub, new_token};
use super::{Refusal, refuse};
use crate::protocol::{ClientMessage, ErrorKind, SeatChoice, ServerMessage, Status, TimeControl};

/// A game a `create` made already: its code, the creator's colour and token.
pub(super) type Created = (String, Colour, String);

impl Hub {
    /// The game an earlier `create` of this connection with the same `rid` made, if `message`
    /// is such a `create` and the connection still holds that game's seat.
    pub(super) fn created_before(&self, conn: ConnId, message: &ClientMessage) -> Option<Created> {
        let ClientMessage::Create { rid: Some(rid), .. } = *message else {
            return None;
        };
        let peer = self.peers.get(&conn)?;
        peer.seats.iter().find_map(|code| {
            let live = self.games.get(code)?;
            Colour::BOTH.into_iter().find_map(|colour| {
                let seat = live.seats[index(colour)].as_ref()?;
                if seat.created_by != Some((conn, rid)) {
                    return None;
                }
                Some((code.clone(), colour, seat.token.clone()?))
            })
        })
    }

    /// Answers a `create` with its game's `seat` and `state`: a new game's, or, for a
    /// `create` sent again, the first one's (then nothing changes and nothing is counted).
    pub(super) fn answer_create(&mut self, conn: ConnId, (code, colour, token): Created, now: u64) {
        self.reply(
            conn,
            &ServerMessage::Seat {
                code: code.clone(),
                colour,
                token,
            },
        );
        self.send_state(&[conn], &code, now);
    }

    /// Answers `create` with `seat` and `state`. `rid`, the client's id for the request, is
    /// kept with the seat ([`Hub::created_before`]).
    pub(super) fn create(
        &mut self,
        conn: ConnId,
        choice: SeatChoice,
        clock: Option<TimeControl>,
        public: bool,
        variant: Variant,
        rid: Option<u32>,
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
        seats[index(colour)] = Some(Seat {
            created_by: rid.map(|rid| (conn, rid)),
            ..Seat::new(token.clone())
        });
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
        self.answer_create(conn, (code, colour, token), now);
        Ok(())
    }
}
