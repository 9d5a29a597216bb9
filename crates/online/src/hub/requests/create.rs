//! `create`: a new game, its creator seated; the same `create` sent again (its `rid`) gets
//! the same game back.

use lasca_rules::{Colour, Variant};

use super::super::live::{Live, Seat, index};
use super::super::{ConnId, Hub, new_token};
use super::{Refusal, refuse};
use lasca_ai::Level;

use crate::protocol::{
    ClientMessage, ComputerView, ErrorKind, Opponent, SeatChoice, ServerMessage, Status,
    TimeControl,
};

/// What a `create` asks for.
pub(in crate::hub) struct Options {
    pub(in crate::hub) choice: SeatChoice,
    pub(in crate::hub) clock: Option<TimeControl>,
    pub(in crate::hub) public: bool,
    pub(in crate::hub) variant: Variant,
    pub(in crate::hub) rid: Option<u32>,
    pub(in crate::hub) opponent: Option<Opponent>,
    /// A seek posted in the lobby (`post`): rated or not, and the ratings it accepts.
    pub(in crate::hub) posted: Option<(bool, Option<[u32; 2]>)>,
}

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
    /// kept with the seat ([`Hub::created_before`]). A game against the computer starts at
    /// once, private, the computer in the other seat.
    pub(super) fn create(
        &mut self,
        conn: ConnId,
        options: Options,
        now: u64,
    ) -> Result<(), Refusal> {
        let Options {
            choice,
            clock,
            public,
            variant,
            rid,
            opponent,
            posted,
        } = options;
        if let Some((rated, range)) = posted {
            let account = self.player_of(conn).and_then(|p| p.account_id());
            if rated && account.is_none() {
                return refuse(ErrorKind::BadValue, "log in to post a rated seek");
            }
            if rated && clock.is_none() {
                return refuse(ErrorKind::BadValue, "a rated game has a clock");
            }
            if range.is_some_and(|[low, high]| low > high || high > 4000) {
                return refuse(
                    ErrorKind::BadValue,
                    "a rating range is LOW to HIGH, at most 4000",
                );
            }
        }
        let level = match opponent {
            None => None,
            Some(Opponent::Computer(level)) => {
                if Level::new(level).is_none() {
                    return refuse(ErrorKind::BadValue, "the computer's level is 1 to 8");
                }
                if self.engine.is_none() {
                    return refuse(
                        ErrorKind::Busy,
                        "this server has no engine: the computer does not play here",
                    );
                }
                Some(level)
            }
        };
        if let Some(control) = clock
            && !control.is_valid()
        {
            return refuse(
                ErrorKind::BadValue,
                "a time control is 1 s to 3 h, with an increment of at most 10 minutes, or 1, 2, 3, 5, 7 or 14 days a move",
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
        if level.is_some() {
            Hub::seat_the_computer(&mut seats, colour.opponent());
        }
        let mut live = Live::new(
            code.clone(),
            now,
            public && level.is_none(),
            clock,
            seats,
            if level.is_some() {
                Status::Playing
            } else {
                Status::Waiting
            },
            variant,
        );
        live.computer = level.map(|level| ComputerView {
            colour: colour.opponent(),
            level,
        });
        *live.players.of_mut(colour) = self.player_of(conn);
        if let Some((rated, range)) = posted {
            live.public = true;
            live.players.rated = rated;
            live.posted = Some(super::super::live::Posted {
                range: range.filter(|_| rated),
                gone_since: None,
            });
            // A rated seek shows its maker's rating in the lobby.
            if rated
                && let Some(player) = live.players.of_mut(colour)
                && let Some(account) = player.account_id()
            {
                let key = super::super::players::perf(variant, crate::accounts::Speed::of(clock));
                let rows = self.store.ratings(account)?;
                let rating =
                    super::super::players::current(rows.iter().find(|r| r.perf == key), now);
                player.rating = Some(rating.rating.round() as i32);
                player.provisional = super::super::players::provisional(rating.deviation);
            }
        }
        self.store.insert_game(&live.row())?;
        self.games.insert(code.clone(), live);
        self.schedule(&code);
        self.attach_seat(conn, &code, colour);
        self.answer_create(conn, (code.clone(), colour, token), now);
        if level.is_some() {
            self.count_computer_game(conn, now);
            self.computer_turn(&code);
        }
        Ok(())
    }
}
