//! A rematch both players asked for: a new private game, colours swapped, the same time
//! control.

use lasca_rules::Colour;

use super::super::live::{Live, Seat, index};
use super::super::new_token;
use super::super::{ConnId, Hub};
use super::Refusal;
use crate::protocol::{ComputerView, ServerMessage, Status};

/// The secret of the rematch seat of the player whose secret was `token`: 128 bits of its
/// SHA-256 under a label of their own. Only who knows `token` can work it out; the store's
/// hashes of either secret do not give it.
pub(in crate::hub) fn rematch_token(token: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    hasher.update(b"lasca rematch seat\0");
    hasher.update(token.as_bytes());
    crate::store::hex(&hasher.finalize()[..16])
}

impl Hub {
    /// Starts the rematch of the ended game `code`: `state` of the old game (with its
    /// `rematch` code) to everyone, each player's new `seat`, then the new game's `state`.
    pub(super) fn rematch(&mut self, code: &str, now: u64) -> Result<(), Refusal> {
        // A rematch creates a game: it counts against each player's address's games an hour,
        // as `create` does (else two connections of one client could make games without end).
        let players: Vec<ConnId> = self
            .find(code)?
            .seats
            .iter()
            .flatten()
            .flat_map(|seat| seat.conns.iter().copied())
            .collect();
        self.room_for_games()?;
        let creators = self.may_rematch(&players, now)?;
        let new_code = self.new_code()?;
        let mut old = self.find(code)?.clone();
        // Colours swap: White's player is Black now. Each new seat's secret derives from the
        // player's old one, so that resuming the old game finds the new seat again, also after
        // a restart, though the store keeps only hashes. Both players asked for the rematch in
        // this process, so both secrets are known; a fresh one stands in should one not be.
        let derived = |seat: &Option<Seat>| {
            seat.as_ref()
                .and_then(|s| s.token.as_deref())
                .map_or_else(new_token, rematch_token)
        };
        let tokens = [derived(&old.seats[1]), derived(&old.seats[0])];
        // Every connection of a player gets the player's new seat.
        let conns = [
            old.seats[1]
                .as_ref()
                .map(|s| s.conns.clone())
                .unwrap_or_default(),
            old.seats[0]
                .as_ref()
                .map(|s| s.conns.clone())
                .unwrap_or_default(),
        ];
        old.rematch = Some(new_code.clone());
        old.offers.clear();
        let mut seats = tokens.clone().map(|token| Some(Seat::new(token)));
        // Against the computer, it takes the other colour too.
        let computer = old.computer.map(|computer| ComputerView {
            colour: computer.colour.opponent(),
            ..computer
        });
        if let Some(computer) = computer {
            Hub::seat_the_computer(&mut seats, computer.colour);
        }
        // A rematch is private: the lobby is for strangers.
        let mut live = Live::new(
            new_code.clone(),
            now,
            false,
            old.time_control,
            seats,
            Status::Playing,
            old.game.variant(),
        );
        live.computer = computer;
        // The same players, colours swapped; a rematch is casual (no rating of its own).
        let bare = |player: &Option<crate::accounts::Player>| {
            player.as_ref().map(crate::accounts::Player::clone_bare)
        };
        live.players.white = bare(&old.players.black);
        live.players.black = bare(&old.players.white);
        self.store.insert_game(&live.row())?;
        self.store.update_game(&old.row())?;
        self.games.insert(code.to_owned(), old);
        self.games.insert(new_code.clone(), live);
        self.schedule(&new_code);
        self.broadcast_state(code, now);
        for (colour, conns) in Colour::BOTH.into_iter().zip(conns) {
            for conn in conns {
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
        self.count_created(&creators, now);
        self.computer_turn(&new_code);
        Ok(())
    }
}
