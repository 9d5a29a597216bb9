//! `lobby`: the public games waiting for a second player, newest first.

use std::cmp::Reverse;

use lasca_rules::Colour;

use super::super::live::Live;
use super::super::{ConnId, Hub};
use crate::protocol::{LobbyEntry, ServerMessage, Status};

/// The most games the lobby lists.
pub(in crate::hub) const LOBBY_SIZE: usize = 100;

impl Hub {
    /// Answers `lobby`.
    pub(super) fn lobby(&mut self, conn: ConnId, now: u64) {
        // A client before version 3 sees only the games it can play: Lasca 7x7.
        let variants = self.speaks_variants(conn);
        // Several instances: the waiting games of all of them, from the shared store.
        if let Some(rows) = self.shared_lobby(now) {
            let games = rows
                .into_iter()
                .filter(|row| variants || row.variant.is_lasca7())
                .map(|row| LobbyEntry {
                    code: row.code,
                    free: if row.white_free {
                        Colour::White
                    } else {
                        Colour::Black
                    },
                    time_control: row.time_control,
                    age_s: now.saturating_sub(row.created_ms) / 1000,
                    variant: row.variant,
                    player: None,
                    rated: false,
                    range: None,
                })
                .collect();
            let playing = self.playing(conn);
            self.reply(conn, &ServerMessage::Lobby { games, playing });
            return;
        }
        let players = self.speaks_players(conn);
        let mut games: Vec<&Live> = self
            .games
            .values()
            .filter(|live| live.public && live.status == Status::Waiting)
            .filter(|live| variants || live.game.variant().is_lasca7())
            .collect();
        games.sort_by_key(|live| Reverse(live.created_ms));
        let games = games
            .into_iter()
            .take(LOBBY_SIZE)
            .map(|live| LobbyEntry {
                code: live.code.clone(),
                free: if live.seats[0].is_none() {
                    Colour::White
                } else {
                    Colour::Black
                },
                time_control: live.time_control,
                age_s: now.saturating_sub(live.created_ms) / 1000,
                variant: live.game.variant(),
                // Version 5: who waits, and the seek's terms.
                player: players
                    .then(|| {
                        Colour::BOTH
                            .into_iter()
                            .find_map(|c| live.players.of(c))
                            .map(crate::accounts::Player::view)
                    })
                    .flatten(),
                rated: players && live.players.rated,
                range: live
                    .posted
                    .as_ref()
                    .and_then(|p| p.range)
                    .filter(|_| players),
            })
            .collect();
        let playing = self.playing(conn);
        self.reply(conn, &ServerMessage::Lobby { games, playing });
    }

    /// The games being played now for the lobby of a version 5 connection: public ones
    /// (paired games are) with both players known, the most watched first, then the newest.
    fn playing(&self, conn: ConnId) -> Vec<crate::protocol::PlayingEntry> {
        if !self.speaks_players(conn) {
            return Vec::new();
        }
        let mut games: Vec<&Live> = self
            .games
            .values()
            .filter(|live| live.public && live.status == Status::Playing)
            .filter(|live| live.players.white.is_some() && live.players.black.is_some())
            .collect();
        games.sort_by_key(|live| (Reverse(live.watchers.len()), Reverse(live.created_ms)));
        games
            .into_iter()
            .take(PLAYING_SIZE)
            .filter_map(|live| {
                Some(crate::protocol::PlayingEntry {
                    code: live.code.clone(),
                    variant: live.game.variant(),
                    time_control: live.time_control,
                    players: live.players.view()?,
                    plies: live.game.ply() as u32,
                    spectators: live.watchers.len() as u32,
                })
            })
            .collect()
    }
}

/// Games being played that the lobby lists at most.
const PLAYING_SIZE: usize = 20;
