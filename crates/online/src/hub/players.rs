//! Players in the hub: who each connection is (a guest, an account), quick pairing (`seek`:
//! pools of a variant and a clock, paired by rating), ratings at a rated game's end (in the
//! batch that stores the result), and the site's account requests (site.rs asks them here,
//! where the store is).

use lasca_ai::glicko::{Rating, System};
use lasca_rules::{Colour, Variant};

use super::live::{Live, Seat, index};
use super::requests::{Refusal, refuse};
use super::{ConnId, Hub, new_token};
use crate::accounts::{AccountError, Player, Speed};
use crate::protocol::{ErrorKind, MyGame, ServerMessage, Status, TimeControl};
use crate::store::{AccountKey, RatingRow, Sessions, Store, StoreError, token_hash};

/// What a connection brought of its owner (its cookies, checked by site.rs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Credentials {
    /// Nothing (the desktop game, a tool): a guest for this connection only.
    None,
    /// A guest's id, from its signed cookie.
    Guest(String),
    /// A session's id, from its signed cookie (an account's, if the session still is).
    Session(String),
}

/// Who a connection is.
#[derive(Clone, Debug)]
pub(super) struct Who {
    /// The player it plays as.
    pub(super) player: Player,
    /// The [`token_hash`] of its session, for an account.
    pub(super) session: Option<String>,
}

/// The pools of quick pairing: for each variant, these clocks (minutes + seconds a move).
pub const POOL_CLOCKS: [(u32, u32); 4] = [(3, 2), (5, 3), (10, 5), (15, 10)];

/// A pool's name: `VARIANT-MINUTES+INCREMENT` (`lasca7-5+3`).
pub fn pool_name(variant: Variant, (minutes, increment): (u32, u32)) -> String {
    format!("{}-{minutes}+{increment}", variant.name())
}

/// The pool a name names.
pub fn parse_pool(name: &str) -> Option<(Variant, TimeControl)> {
    Variant::ALL
        .into_iter()
        .flat_map(|variant| POOL_CLOCKS.map(|clock| (variant, clock)))
        .find(|&(variant, clock)| pool_name(variant, clock) == name)
        .map(|(variant, (minutes, increment))| (variant, TimeControl::minutes(minutes, increment)))
}

/// Someone waiting in a pool.
#[derive(Clone, Debug)]
pub(super) struct Seeker {
    conn: ConnId,
    pool: String,
    variant: Variant,
    clock: TimeControl,
    player: Player,
    /// The rating in the pool's variant and speed (1500 for a guest).
    rating: f64,
    /// An account seeks a rated game, a guest a casual one; each is paired with its kind.
    rated: bool,
    since: u64,
}

/// How far apart two ratings may be to pair, after `waited_ms` in the pool: 200 at once,
/// widening by 50 a second (lichess's pools widen so too), without bound after 20 s.
fn rating_range(waited_ms: u64) -> f64 {
    if waited_ms >= 20_000 {
        return f64::INFINITY;
    }
    200.0 + 50.0 * (waited_ms / 1000) as f64
}

/// The rating key of a variant at a speed: `lasca7_blitz`.
pub fn perf(variant: Variant, speed: Speed) -> String {
    format!("{}_{}", variant.name(), speed.name())
}

/// Whether a rating is provisional (deviation 110 or more, lichess's rule): shown with `?`.
pub fn provisional(deviation: f64) -> bool {
    deviation >= 110.0
}

/// A stored rating as Glicko-2 reads it at `now`: its deviation widened for the days since
/// its last game; a newcomer's when there is none.
pub fn current(row: Option<&RatingRow>, now: u64) -> Rating {
    match row {
        Some(row) => Rating {
            rating: row.rating,
            deviation: row.deviation,
            volatility: row.volatility,
        }
        .idle(
            now.saturating_sub(row.last_ms) as f64 / super::DAY_MS as f64,
            &System::GAMES,
        ),
        None => System::GAMES.newcomer,
    }
}

/// Writes `live`'s end to the store: its players' ratings ([`rate_end`]), then its row, in the
/// caller's transaction, so that a result is never stored without its ratings or the reverse.
pub(super) fn store_result(
    store: &mut dyn Store,
    live: &mut Live,
    now: u64,
) -> Result<(), StoreError> {
    rate_end(store, live, now)?;
    store.update_game(&live.row())
}

/// The game's result for its players' ratings, written in the batch (and the request) that
/// stores the result: each account's rating in the game's variant and speed moves by
/// Glicko-2, one game a rating period, and the change is kept in the game's players. A game
/// with fewer than 2 moves is aborted, not rated (its players' `rated` is cleared).
fn rate_end(store: &mut dyn Store, live: &mut Live, now: u64) -> Result<(), StoreError> {
    if !live.players.rated || live.status != Status::Ended {
        return Ok(());
    }
    if live.game.ply() < 2 {
        live.players.rated = false;
        return Ok(());
    }
    let Some(result) = live.result else {
        return Ok(());
    };
    let key = perf(live.game.variant(), Speed::of(live.time_control));
    let mut before = Vec::new();
    for colour in Colour::BOTH {
        let Some(account) = live.players.of(colour).and_then(Player::account_id) else {
            return Ok(());
        };
        let row = store
            .ratings(account)?
            .into_iter()
            .find(|row| row.perf == key);
        before.push((account, current(row.as_ref(), now), row));
    }
    for (i, colour) in Colour::BOTH.into_iter().enumerate() {
        let (account, mine, ref row) = before[i];
        let theirs = before[1 - i].1;
        let score = match result.winner {
            None => 0.5,
            Some(winner) if winner == colour => 1.0,
            Some(_) => 0.0,
        };
        let next = mine.after_game(theirs, score, &System::GAMES);
        let (games, wins, draws, losses) = row
            .as_ref()
            .map_or((0, 0, 0, 0), |r| (r.games, r.wins, r.draws, r.losses));
        store.put_rating(
            account,
            &RatingRow {
                perf: key.clone(),
                rating: next.rating,
                deviation: next.deviation,
                volatility: next.volatility,
                games: games + 1,
                wins: wins + u32::from(score == 1.0),
                draws: draws + u32::from(score == 0.5),
                losses: losses + u32::from(score == 0.0),
                last_ms: now,
            },
            &live.code,
        )?;
        if let Some(player) = live.players.of_mut(colour) {
            player.change = Some(next.rating.round() as i32 - mine.rating.round() as i32);
        }
    }
    Ok(())
}

/// What the site asks of the hub (site.rs): each runs in the batch's transaction.
#[derive(Debug)]
pub enum AccountRequest {
    /// A new account (the password hashed already), logged in with a new session.
    SignUp {
        /// Its name (checked already).
        name: String,
        /// The Argon2id hash of its password.
        password_hash: String,
        /// The new session's id.
        session: String,
    },
    /// An account by name, with its password hash, to check a log-in against.
    Lookup {
        /// The name, in any case.
        name: String,
    },
    /// The account of a session, with its password hash (a change of password checks the
    /// old one).
    OfSession {
        /// The session's id.
        session: String,
    },
    /// A new session of an account (a log-in whose password was right).
    StartSession {
        /// The account.
        account: i64,
        /// The new session's id.
        session: String,
    },
    /// Ends one session (log out), or every session of its account (log out everywhere);
    /// connections of ended sessions play as guests from then on.
    EndSession {
        /// The session's id.
        session: String,
        /// Every session of the account.
        everywhere: bool,
    },
    /// A new password for an account; its other sessions end.
    SetPassword {
        /// The account.
        account: i64,
        /// The session that asked (it stays).
        session: String,
        /// The new password's hash.
        password_hash: String,
    },
    /// A player's page: the account, ratings, history and recent games.
    Player {
        /// The name, in any case.
        name: String,
    },
    /// The leaderboard of a variant and speed (`lasca7_blitz`).
    Leaderboard {
        /// The rating's key.
        perf: String,
    },
}

/// The hub's answer to an [`AccountRequest`].
#[derive(Debug)]
pub enum AccountAnswer {
    /// Done.
    Done,
    /// An account.
    Account(crate::store::AccountRow),
    /// A player's page.
    Player(Box<PlayerPage>),
    /// A leaderboard: names and ratings as they read now, highest first.
    Leaderboard(Vec<(String, RatingRow, Rating)>),
}

/// The deviation below which a player ranks on a leaderboard (lichess's).
pub const RANKED_DEVIATION: f64 = 75.0;

/// Players a leaderboard shows.
pub const LEADERBOARD_SIZE: usize = 50;

/// What a player's page shows.
#[derive(Debug)]
pub struct PlayerPage {
    /// The account.
    pub account: crate::store::AccountRow,
    /// Its ratings, as they read now (deviation widened by idleness).
    pub ratings: Vec<(RatingRow, Rating)>,
    /// Its ratings after each rated game.
    pub history: Vec<crate::store::HistoryRow>,
    /// Its recent games, newest first.
    pub games: Vec<crate::store::StoredGame>,
}

impl Hub {
    /// Who a new connection is, from its credentials: a session that no longer is makes a
    /// guest of this connection only.
    pub(super) fn identify(&mut self, credentials: Credentials) -> Who {
        let fresh = || Who {
            player: Player::guest(&crate::accounts::new_id()),
            session: None,
        };
        match credentials {
            Credentials::None => fresh(),
            Credentials::Guest(id) => Who {
                player: Player::guest(&id),
                session: None,
            },
            Credentials::Session(id) => {
                let hash = token_hash(&id);
                match self.store.account(AccountKey::Session(&hash)) {
                    Ok(Some(account)) => Who {
                        player: Player::account(account.id, &account.name),
                        session: Some(hash),
                    },
                    Ok(None) => fresh(),
                    Err(error) => {
                        tracing::error!(%error, "could not read a session; a guest for now");
                        fresh()
                    }
                }
            }
        }
    }

    /// The player a connection plays as.
    pub(super) fn player_of(&self, conn: ConnId) -> Option<Player> {
        Some(self.peers.get(&conn)?.who.as_ref()?.player.clone())
    }

    /// `seek`: waits in a pool for an opponent (an account for a rated game, a guest for a
    /// casual one); answered with `seeking`, then, once paired, `seat` and `state`.
    pub(super) fn seek(&mut self, conn: ConnId, pool: &str, now: u64) -> Result<(), Refusal> {
        let Some((variant, clock)) = parse_pool(pool) else {
            return refuse(ErrorKind::BadValue, format!("no pool is called {pool:?}"));
        };
        self.speaks_variant(conn, variant)?;
        self.room_for_games()?;
        if self.unfinished_seats(conn) >= self.limits.games_per_client {
            return refuse(ErrorKind::TooManyGames, "finish a game first");
        }
        let Some(player) = self.player_of(conn) else {
            return refuse(ErrorKind::BadValue, "say hello first");
        };
        let account = player.account_id();
        let rating = match account {
            Some(account) => {
                let key = perf(variant, Speed::of(Some(clock)));
                let rows = self.store.ratings(account)?;
                current(rows.iter().find(|row| row.perf == key), now).rating
            }
            None => System::GAMES.newcomer.rating,
        };
        // One seek a player: a second tab's seek takes the first one's place.
        self.seekers
            .retain(|s| s.conn != conn && !s.player.is(&player));
        self.seekers.push(Seeker {
            conn,
            pool: pool.to_owned(),
            variant,
            clock,
            player,
            rating,
            rated: account.is_some(),
            since: now,
        });
        self.reply(
            conn,
            &ServerMessage::Seeking {
                pool: Some(pool.to_owned()),
                rated: account.is_some(),
            },
        );
        Ok(())
    }

    /// `mine`: the connection's player's unfinished games in this hub, its turn first, then
    /// the newest.
    pub(super) fn mine(&mut self, conn: ConnId) {
        let Some(me) = self.player_of(conn) else {
            return;
        };
        let mut games: Vec<(bool, u64, MyGame)> = self
            .games
            .values()
            .filter(|live| live.status != Status::Ended)
            .filter_map(|live| {
                let colour = Colour::BOTH
                    .into_iter()
                    .find(|&c| live.players.of(c).is_some_and(|p| p.is(&me)))?;
                let your_turn = live.status == Status::Playing && live.to_move() == colour;
                let game = MyGame {
                    code: live.code.clone(),
                    colour,
                    your_turn,
                    opponent: live.players.of(colour.opponent()).map(|p| p.name.clone()),
                    time_control: live.time_control,
                    variant: live.game.variant(),
                    plies: live.game.ply() as u32,
                };
                Some((your_turn, live.created_ms, game))
            })
            .collect();
        games.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
        let games = games
            .into_iter()
            .take(50)
            .map(|(_, _, game)| game)
            .collect();
        self.reply(conn, &ServerMessage::Mine { games });
    }

    /// A rated seek being taken: both players must be accounts, the joiner's rating within
    /// the seek's range; both get their ratings as the game begins.
    pub(super) fn rate_players(
        &mut self,
        live: &mut Live,
        joiner: Colour,
        now: u64,
    ) -> Result<(), Refusal> {
        let key = perf(live.game.variant(), Speed::of(live.time_control));
        let range = live.posted.as_ref().and_then(|p| p.range);
        for colour in Colour::BOTH {
            let Some(account) = live.players.of(colour).and_then(Player::account_id) else {
                return refuse(ErrorKind::NotYourSeat, "log in to take a rated seek");
            };
            let rows = self.store.ratings(account)?;
            let rating = current(rows.iter().find(|r| r.perf == key), now);
            if colour == joiner
                && let Some([low, high]) = range
                && !(f64::from(low)..=f64::from(high)).contains(&rating.rating.round())
            {
                return refuse(
                    ErrorKind::BadValue,
                    format!("this seek takes ratings from {low} to {high}"),
                );
            }
            if let Some(player) = live.players.of_mut(colour) {
                player.rating = Some(rating.rating.round() as i32);
                player.provisional = provisional(rating.deviation);
            }
        }
        Ok(())
    }

    /// `unseek`, or a connection gone: leaves the pool.
    pub(super) fn unseek(&mut self, conn: ConnId) -> bool {
        let before = self.seekers.len();
        self.seekers.retain(|s| s.conn != conn);
        before != self.seekers.len()
    }

    /// Pairs whoever fits in each pool: the longest waiting first, with the closest rating
    /// within both players' ranges. Run after each batch's requests.
    pub(super) fn pair(&mut self, now: u64) -> Result<(), StoreError> {
        let mut i = 0;
        while i < self.seekers.len() {
            let a = &self.seekers[i];
            let best = self
                .seekers
                .iter()
                .enumerate()
                .filter(|&(j, b)| {
                    j != i
                        && b.pool == a.pool
                        && b.rated == a.rated
                        && !b.player.is(&a.player)
                        && (a.rating - b.rating).abs()
                            <= rating_range(now.saturating_sub(a.since))
                                .min(rating_range(now.saturating_sub(b.since)))
                })
                .min_by(|(_, x), (_, y)| {
                    (x.rating - a.rating)
                        .abs()
                        .total_cmp(&(y.rating - a.rating).abs())
                })
                .map(|(j, _)| j);
            let Some(j) = best else {
                i += 1;
                continue;
            };
            let (first, second) = (i.max(j), i.min(j));
            let b = self.seekers.remove(first);
            let a = self.seekers.remove(second);
            self.store.mark()?;
            match self.start_paired(&a, &b, now) {
                Ok(()) => self.store.release()?,
                Err(error) => {
                    self.store.undo_to_mark()?;
                    tracing::error!(%error, "could not start a paired game");
                    for seeker in [&a, &b] {
                        self.reply(
                            seeker.conn,
                            &ServerMessage::error(
                                ErrorKind::ServerError,
                                "the server could not start your game; seek again",
                            ),
                        );
                    }
                }
            }
            i = 0;
        }
        Ok(())
    }

    /// A game between two seekers of one pool: colours by a coin, on the pool's clock.
    fn start_paired(&mut self, a: &Seeker, b: &Seeker, now: u64) -> Result<(), StoreError> {
        let mut bit = [0u8; 1];
        getrandom::fill(&mut bit).expect("the system has a random source");
        let (white, black) = if bit[0] & 1 == 0 { (a, b) } else { (b, a) };
        let code = match self.new_code() {
            Ok(code) => code,
            Err(Refusal::Store(error)) => return Err(error),
            Err(Refusal::Client(_, why)) => {
                return Err(StoreError::Corrupt {
                    code: String::new(),
                    what: why,
                });
            }
        };
        let tokens = [new_token(), new_token()];
        let seats = [
            Some(Seat::new(tokens[0].clone())),
            Some(Seat::new(tokens[1].clone())),
        ];
        // Paired games are public: the lobby lists them among the games being played.
        let mut live = Live::new(
            code.clone(),
            now,
            true,
            Some(white.clock),
            seats,
            Status::Playing,
            white.variant,
        );
        let rated = white.rated && black.rated;
        live.players.rated = rated;
        for (colour, seeker) in [(Colour::White, white), (Colour::Black, black)] {
            let mut player = seeker.player.clone();
            if rated {
                player.rating = Some(seeker.rating.round() as i32);
                let key = perf(seeker.variant, Speed::of(Some(seeker.clock)));
                let account = player.account_id().unwrap_or_default();
                let rows = self.store.ratings(account)?;
                player.provisional =
                    provisional(current(rows.iter().find(|r| r.perf == key), now).deviation);
            }
            *live.players.of_mut(colour) = Some(player);
        }
        self.store.insert_game(&live.row())?;
        self.games.insert(code.clone(), live);
        self.schedule(&code);
        for (colour, seeker) in [(Colour::White, white), (Colour::Black, black)] {
            self.attach_seat(seeker.conn, &code, colour);
            self.reply(seeker.conn, &ServerMessage::Seeking { pool: None, rated });
            self.reply(
                seeker.conn,
                &ServerMessage::Seat {
                    code: code.clone(),
                    colour,
                    token: tokens[index(colour)].clone(),
                },
            );
        }
        self.broadcast_state(&code, now);
        Ok(())
    }

    /// Connections of ended sessions play as guests from then on (of that connection only).
    fn forget_sessions(&mut self, ended: impl Fn(&Who) -> bool) {
        for peer in self.peers.values_mut() {
            if peer.who.as_ref().is_some_and(&ended) {
                peer.who = Some(Who {
                    player: Player::guest(&crate::accounts::new_id()),
                    session: None,
                });
            }
        }
    }

    /// Answers one of the site's requests.
    pub(super) fn account_request(
        &mut self,
        request: AccountRequest,
    ) -> Result<AccountAnswer, AccountError> {
        let now = self.now();
        self.store.mark().map_err(|_| AccountError::Server)?;
        let answer = self.account_request_in(request, now);
        let kept = match &answer {
            Ok(_) => self.store.release(),
            Err(_) => self.store.undo_to_mark(),
        };
        if let Err(error) = kept {
            tracing::error!(%error, "the store failed an account request");
            return Err(AccountError::Server);
        }
        answer
    }

    fn account_request_in(
        &mut self,
        request: AccountRequest,
        now: u64,
    ) -> Result<AccountAnswer, AccountError> {
        let server = |error: StoreError| {
            tracing::error!(%error, "the store failed an account request");
            AccountError::Server
        };
        match request {
            AccountRequest::SignUp {
                name,
                password_hash,
                session,
            } => {
                let Some(id) = self
                    .store
                    .create_account(&name, &password_hash, now)
                    .map_err(server)?
                else {
                    return Err(AccountError::Taken);
                };
                self.store
                    .add_session(&token_hash(&session), id, now)
                    .map_err(server)?;
                tracing::info!(%name, "a new account");
                Ok(AccountAnswer::Done)
            }
            AccountRequest::Lookup { name } => self
                .store
                .account(AccountKey::Name(&name))
                .map_err(server)?
                .map(AccountAnswer::Account)
                .ok_or(AccountError::WrongPassword),
            AccountRequest::OfSession { session } => self
                .store
                .account(AccountKey::Session(&token_hash(&session)))
                .map_err(server)?
                .map(AccountAnswer::Account)
                .ok_or(AccountError::NotLoggedIn),
            AccountRequest::StartSession { account, session } => {
                self.store
                    .add_session(&token_hash(&session), account, now)
                    .map_err(server)?;
                Ok(AccountAnswer::Done)
            }
            AccountRequest::EndSession {
                session,
                everywhere,
            } => {
                let hash = token_hash(&session);
                let account = self
                    .store
                    .account(AccountKey::Session(&hash))
                    .map_err(server)?;
                match account {
                    Some(account) if everywhere => {
                        self.store
                            .end_sessions(Sessions::AllOf(account.id))
                            .map_err(server)?;
                        let id = Player::account(account.id, "").id;
                        self.forget_sessions(|who| who.player.id == id);
                    }
                    _ => {
                        self.store
                            .end_sessions(Sessions::One(&hash))
                            .map_err(server)?;
                        self.forget_sessions(|who| who.session.as_deref() == Some(&hash));
                    }
                }
                Ok(AccountAnswer::Done)
            }
            AccountRequest::SetPassword {
                account,
                session,
                password_hash,
            } => {
                self.store
                    .set_password(account, &password_hash)
                    .map_err(server)?;
                // Every other session ends: whoever knew the old password is out.
                self.store
                    .end_sessions(Sessions::AllOf(account))
                    .map_err(server)?;
                self.store
                    .add_session(&token_hash(&session), account, now)
                    .map_err(server)?;
                let keep = token_hash(&session);
                let id = Player::account(account, "").id;
                self.forget_sessions(|who| {
                    who.player.id == id && who.session.as_deref() != Some(&keep)
                });
                Ok(AccountAnswer::Done)
            }
            AccountRequest::Leaderboard { perf } => {
                // Read with a margin, then with the deviation as it reads now (idle players
                // drop out as theirs widens).
                let rows = self
                    .store
                    .leaderboard(&perf, RANKED_DEVIATION, LEADERBOARD_SIZE * 4)
                    .map_err(server)?;
                let mut ranked: Vec<(String, RatingRow, Rating)> = rows
                    .into_iter()
                    .map(|(name, row)| {
                        let rating = current(Some(&row), now);
                        (name, row, rating)
                    })
                    .filter(|(_, _, rating)| rating.deviation < RANKED_DEVIATION)
                    .collect();
                ranked.truncate(LEADERBOARD_SIZE);
                Ok(AccountAnswer::Leaderboard(ranked))
            }
            AccountRequest::Player { name } => {
                let account = self
                    .store
                    .account(AccountKey::Name(&name))
                    .map_err(server)?
                    .ok_or(AccountError::NoSuchPlayer)?;
                let ratings = self
                    .store
                    .ratings(account.id)
                    .map_err(server)?
                    .into_iter()
                    .map(|row| {
                        let now_rating = current(Some(&row), now);
                        (row, now_rating)
                    })
                    .collect();
                let history = self.store.rating_history(account.id).map_err(server)?;
                let games = self
                    .store
                    .games_of(&Player::account(account.id, "").id, 20)
                    .map_err(server)?;
                Ok(AccountAnswer::Player(Box::new(PlayerPage {
                    account,
                    ratings,
                    history,
                    games,
                })))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pools_have_names_that_read_back() {
        for variant in [Variant::Lasca7, Variant::Lasca8, Variant::Bashni] {
            for clock in POOL_CLOCKS {
                let name = pool_name(variant, clock);
                assert_eq!(
                    parse_pool(&name),
                    Some((variant, TimeControl::minutes(clock.0, clock.1)))
                );
            }
        }
        assert_eq!(pool_name(Variant::Lasca7, (5, 3)), "lasca7-5+3");
        assert_eq!(parse_pool("lasca7-1+0"), None);
        assert_eq!(parse_pool(""), None);
    }

    #[test]
    fn the_accepted_range_widens_with_the_wait() {
        assert_eq!(rating_range(0), 200.0);
        assert_eq!(rating_range(4_000), 400.0);
        assert!(rating_range(20_000).is_infinite());
        assert!(provisional(110.0) && !provisional(109.9));
    }
}
