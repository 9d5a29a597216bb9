//! `move`: a move, checked with lasca-rules, stored, then told to everyone else.

use lasca_rules::GameError;

use super::super::{ConnId, Hub};
use super::{Refusal, refuse};
use crate::protocol::{ErrorKind, ServerMessage, Status};

impl Hub {
    /// Plays a move. Everyone following the game hears of it but a version 1 connection that
    /// sent it: silence is its acknowledgement (a refusal would be an `error`), which saves a
    /// third of the messages of a game, and its clocks come with the opponent's reply. A
    /// version 2 mover gets its `moved` with the board, since it has no rules to play it with.
    ///
    /// The hot path: the game is not copied. The move is played on it, and if the store
    /// refuses, it is undone and the rest put back as it was.
    pub(super) fn play(
        &mut self,
        conn: ConnId,
        code: &str,
        token: &str,
        ply: u32,
        text: &str,
        now: u64,
    ) -> Result<(), Refusal> {
        let (_, colour) = self.seated(conn, code, token)?;
        self.play_as(Some(conn), code, colour, ply, text, now)
    }

    /// Plays `colour`'s move `text` at `ply` (after its seat was checked, or by the computer,
    /// `mover` `None`), stores it and tells everyone.
    pub(in crate::hub) fn play_as(
        &mut self,
        mover: Option<ConnId>,
        code: &str,
        colour: lasca_rules::Colour,
        ply: u32,
        text: &str,
        now: u64,
    ) -> Result<(), Refusal> {
        let live = self.find(code)?;
        if live.status != Status::Playing {
            return refuse(
                ErrorKind::NotPlaying,
                match live.status {
                    Status::Waiting => "the game has not started: nobody has joined yet",
                    _ => "the game is over",
                },
            );
        }
        // The ply before the turn (docs/ONLINE.md): a move sent twice is `stale_ply`, though
        // it is the other side's turn by then.
        if ply as usize != live.game.ply() {
            return refuse(
                ErrorKind::StalePly,
                format!(
                    "the game has {} plies, not {ply}: that move is out of date",
                    live.game.ply()
                ),
            );
        }
        if live.to_move() != colour {
            return refuse(ErrorKind::NotYourTurn, "it is your opponent's move");
        }
        if live.flag_fallen(colour, now) {
            // The flag fell before the move arrived; the sweep ends the game.
            return refuse(ErrorKind::NotPlaying, "your time has run out");
        }
        let saved = live.save();
        // A refused move leaves the game as it was.
        let mv = match live.game.play_str(text) {
            Ok(mv) => mv,
            Err(GameError::Parse(error)) => {
                return refuse(
                    ErrorKind::IllegalMove,
                    format!("{text:?} is not a move: {error}"),
                );
            }
            Err(error) => return refuse(ErrorKind::IllegalMove, error.to_string()),
        };
        if let Some(clock) = live.clock.as_mut() {
            clock.moved(colour, now);
        }
        live.offers.clear();
        live.last_move_ms = now;
        let ended = live.end_if_over(now);
        let clocks = live.clocks(now);
        let clock = live.clock_state();
        let notation = mv.to_string();
        // The clocks go into the move's row; the game's row changes only when the game ends,
        // and its players' ratings with it.
        let stored = self
            .store
            .push_move(code, ply, &notation, clock)
            .and_then(|()| {
                if !ended {
                    return Ok(());
                }
                let live = self.games.get_mut(code).expect("found above");
                super::super::players::store_result(&mut *self.store, live, now)
            });
        if let Err(error) = stored {
            let live = self.games.get_mut(code).expect("found above");
            live.game.undo();
            live.restore(saved);
            return Err(error.into());
        }
        self.schedule(code);
        // Version 1 connections hear of the move but the mover's; version 2 ones (thin clients,
        // without a rules engine) all do, with the board after it, the mover too.
        let mut audience = self.games[code].audience();
        let with_board = self.any_thin(&audience).then(|| ServerMessage::Moved {
            code: code.to_owned(),
            ply,
            mv: notation.clone(),
            clocks,
            board: Some(self.games[code].board_view()),
        });
        if let Some(conn) = mover
            && !self.gets_board(conn)
        {
            audience.retain(|&c| c != conn);
        }
        let plain = ServerMessage::Moved {
            code: code.to_owned(),
            ply,
            mv: notation,
            clocks,
            board: None,
        };
        self.broadcast_versions(&audience, &plain, with_board.as_ref());
        if ended {
            self.announce_end(code, now);
        } else {
            self.computer_turn(code);
        }
        Ok(())
    }
}
