//! Headless AI-vs-AI matches: players, seeded openings, games, the score table and an Elo
//! estimate.
//!
//! A match between a first and a second player alternates colours game by game: games 1 and 2
//! start from the same seeded short opening (a few random plies), the first player White in
//! game 1 and Black in game 2, so an unbalanced opening favours nobody.

use std::fmt::{self, Write as _};
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::thread;
use std::time::Duration;

use lasca_rules::{
    AnyGame, Colour, Game, GamePosition, GameVisitor, Outcome, Position, RuleSettings,
};

use crate::level::{Level, ParseLevelError, play_with};
use crate::rng::{Rng, mix};
use crate::search::Searcher;
use crate::searchable::Searchable;

/// The fewest and most random plies of a match opening.
pub const OPENING_PLIES: (usize, usize) = (2, 4);

/// Who plays a side in a match: a bot (the game's own `Player` is a human or an AI level).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bot {
    /// Any legal move, drawn from the seed.
    Random,
    /// The searcher at a level.
    Level(Level),
}

impl Bot {
    /// A searcher for this bot to keep for a game (a one-bucket table for a random mover).
    pub fn searcher(self) -> Searcher {
        match self {
            Bot::Random => Searcher::new(0),
            Bot::Level(level) => level.searcher(),
        }
    }

    /// Chooses a move in `game` (whose game is not over) with `searcher`, which this bot keeps
    /// for the whole game. `movetime`, when given, replaces the level's time per move; `seed`
    /// draws the random choices.
    pub fn choose<P: Searchable>(
        self,
        searcher: &Searcher,
        game: &Game<P>,
        movetime: Option<Duration>,
        seed: u64,
        stop: &AtomicBool,
    ) -> Option<P::Move> {
        match self {
            Bot::Random => {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    return None;
                }
                let mut rng = Rng::new(mix(seed, game.position().hash()));
                Some(moves[rng.below(moves.len())])
            }
            Bot::Level(level) => {
                let mut limits = level.limits();
                if movetime.is_some() {
                    limits.movetime = movetime;
                }
                play_with(
                    searcher,
                    game,
                    &limits,
                    level.randomness(),
                    seed,
                    stop,
                    &mut |_| {},
                )
                .best_move
            }
        }
    }
}

impl fmt::Display for Bot {
    /// `random` or `level 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bot::Random => f.write_str("random"),
            Bot::Level(level) => level.fmt(f),
        }
    }
}

impl FromStr for Bot {
    type Err = ParseLevelError;

    /// `random`, or anything [`Level`] reads.
    fn from_str(text: &str) -> Result<Bot, ParseLevelError> {
        if text.trim().eq_ignore_ascii_case("random") {
            Ok(Bot::Random)
        } else {
            text.parse().map(Bot::Level)
        }
    }
}

/// A match's settings.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The first player: White in odd-numbered games.
    pub first: Bot,
    /// The second player: White in even-numbered games.
    pub second: Bot,
    /// How many games.
    pub games: u32,
    /// Replaces every level's time per move, when given.
    pub movetime: Option<Duration>,
    /// The seed of the openings and of every random choice.
    pub seed: u64,
    /// A game still going after this many plies (the opening's included) is a draw.
    pub max_plies: u32,
    /// Where every game starts (before its random opening): the start of a variant
    /// (`AnyGame::start`), or any position of one, a sandbox's too.
    pub start: AnyGame,
}

/// A seeded short opening: a game from the start after a few random plies. Both games of a
/// pair (`pair` counts from 0) get the same opening.
pub fn opening(seed: u64, pair: u32, settings: RuleSettings) -> Game {
    random_opening(seed, u64::from(pair), settings, OPENING_PLIES)
}

/// [`opening`] from another start (an 8x8 variant's).
pub fn opening_from<P: GamePosition>(
    start: P,
    seed: u64,
    pair: u32,
    settings: RuleSettings,
) -> Game<P> {
    random_opening_from(start, seed, u64::from(pair), settings, OPENING_PLIES)
}

/// A seeded random opening of `fewest` to `most` plies (fewer if the game ends), number
/// `index` of the seed's sequence.
pub fn random_opening(
    seed: u64,
    index: u64,
    settings: RuleSettings,
    plies: (usize, usize),
) -> Game {
    random_opening_from(Position::start(), seed, index, settings, plies)
}

/// [`random_opening`] from another start (an 8x8 variant's).
pub fn random_opening_from<P: GamePosition>(
    start: P,
    seed: u64,
    index: u64,
    settings: RuleSettings,
    (fewest, most): (usize, usize),
) -> Game<P> {
    let mut rng = Rng::new(mix(seed, index));
    let plies = fewest + rng.below(most - fewest + 1);
    let mut game = Game::from_position(start, settings);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.try_play(mv).expect("a generated move is legal");
        if game.outcome().is_some() {
            game.undo();
            break;
        }
    }
    game
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct GameSummary {
    /// The game's number, from 1.
    pub number: u32,
    /// Who played White.
    pub white: Bot,
    /// Who played Black.
    pub black: Bot,
    /// Whether the match's first player had White.
    pub first_is_white: bool,
    /// How many of the plies were the random opening.
    pub opening_plies: usize,
    /// The whole game (its record and result).
    pub game: AnyGame,
}

impl GameSummary {
    /// How the game ended.
    pub fn outcome(&self) -> Outcome {
        self.game
            .outcome()
            .expect("a match game is played to its end")
    }

    /// The first player's points: 1 for a win, 0.5 for a draw, 0 for a loss.
    pub fn first_points(&self) -> f64 {
        let first = if self.first_is_white {
            Colour::White
        } else {
            Colour::Black
        };
        outcome_points(self.game.outcome(), first)
    }
}

/// `colour`'s points in a finished game: 1 for a win, 0.5 for a draw (or a game not over),
/// 0 for a loss.
pub fn points<P: GamePosition>(game: &Game<P>, colour: Colour) -> f64 {
    outcome_points(game.outcome(), colour)
}

/// What a result (a draw if none) is worth to `colour`.
fn outcome_points(outcome: Option<Outcome>, colour: Colour) -> f64 {
    match outcome.and_then(Outcome::winner) {
        None => 0.5,
        Some(winner) if winner == colour => 1.0,
        Some(_) => 0.0,
    }
}

/// Something that happened during a match, for a progress display.
pub enum MatchEvent<'a> {
    /// A move was played in game `game` (from 1), now `ply` plies long.
    Ply {
        /// The game's number.
        game: u32,
        /// Plies played so far.
        ply: usize,
    },
    /// A game ended.
    GameOver(&'a GameSummary),
}

/// Plays one game from `start` (a game in progress) to its end, each bot with its own
/// searcher kept for the whole game.
///
/// # Panics
///
/// As [`play_game_with`].
pub fn play_game<P: Searchable>(
    start: Game<P>,
    white: Bot,
    black: Bot,
    movetime: Option<Duration>,
    seed: u64,
    on_ply: &mut dyn FnMut(usize),
) -> Game<P> {
    let stop = AtomicBool::new(false);
    let searchers = [white.searcher(), black.searcher()];
    let bots = [white, black];
    play_game_with(
        start,
        &mut |side, game| {
            bots[side].choose(
                &searchers[side],
                game,
                movetime,
                mix(seed, game.ply() as u64),
                &stop,
            )
        },
        on_ply,
    )
}

/// Plays one game from `start` to its end, asking `choose(side, game)` for each move (side 0
/// is White, 1 Black).
///
/// # Panics
///
/// If a choice is missing or illegal, or a move changes how many men of a colour are on the
/// board (Lasca never removes a man: from the start both sides keep 11, free or prisoner).
pub fn play_game_with<P: GamePosition>(
    start: Game<P>,
    choose: &mut dyn FnMut(usize, &Game<P>) -> Option<P::Move>,
    on_ply: &mut dyn FnMut(usize),
) -> Game<P> {
    let men = Colour::BOTH.map(|colour| start.position().men_count(colour));
    let mut game = start;
    while game.outcome().is_none() {
        let side = usize::from(game.position().side_to_move() == Colour::Black);
        let mv = choose(side, &game).expect("a game that is not over has a legal move");
        if let Err(error) = game.try_play(mv) {
            panic!("{mv} is illegal in {}: {error}", game.position());
        }
        let now = Colour::BOTH.map(|colour| game.position().men_count(colour));
        assert_eq!(
            now,
            men,
            "men (white, black) changed after {mv} at ply {}: {}",
            game.ply(),
            game.position()
        );
        on_ply(game.ply());
    }
    game
}

/// Plays games `0..games` on `threads` threads (each takes the next number when it is done):
/// what a long match or a soak test runs on every core. `play` gets each number once.
pub fn play_in_parallel(games: u32, threads: usize, play: impl Fn(u32) + Sync) {
    let next = AtomicU32::new(0);
    thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= games {
                        break;
                    }
                    play(index);
                }
            });
        }
    });
}

/// Wins, draws and losses.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// Games played.
    pub const fn games(self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win 1, a draw 0.5.
    pub fn points(self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }

    /// The tally seen from the other player.
    pub const fn reversed(self) -> Tally {
        Tally {
            wins: self.losses,
            draws: self.draws,
            losses: self.wins,
        }
    }

    const fn plus(self, other: Tally) -> Tally {
        Tally {
            wins: self.wins + other.wins,
            draws: self.draws + other.draws,
            losses: self.losses + other.losses,
        }
    }

    fn record(&mut self, points: f64) {
        if points > 0.75 {
            self.wins += 1;
        } else if points < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }
}

/// An Elo difference estimated from a score, with its 95% confidence interval.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Elo {
    /// The rating difference; infinite when one side scored every point.
    pub difference: f64,
    /// The low end of the 95% interval.
    pub low: f64,
    /// The high end of the 95% interval (infinite when every point was won).
    pub high: f64,
}

impl Elo {
    /// Half the width of the interval: the "plus or minus" (infinite when the interval is).
    pub fn margin(self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// The Elo difference a score of `s` implies: `-400 log10(1/s - 1)`.
fn elo_of_score(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

/// The Elo difference `tally` implies for its player, or `None` without games.
///
/// The interval is the Wilson score interval of the score at 95% (z = 1.96), mapped to Elo.
/// Unlike "score plus or minus two standard errors" it stays inside 0..1, so lopsided results
/// still get a finite low end; counting a draw's spread like a coin's makes it a little wide
/// when there are many draws.
pub fn elo(tally: Tally) -> Option<Elo> {
    if tally.games() == 0 {
        return None;
    }
    const Z: f64 = 1.96;
    let n = f64::from(tally.games());
    let s = tally.points() / n;
    let z2n = Z * Z / n;
    let centre = (s + z2n / 2.0) / (1.0 + z2n);
    let half = Z / (1.0 + z2n) * (s * (1.0 - s) / n + z2n / (4.0 * n)).sqrt();
    // A perfect (or null) score has an open end; rounding must not close it.
    let (low, high) = (centre - half, centre + half);
    Some(Elo {
        difference: elo_of_score(s),
        low: if s <= 0.0 {
            f64::NEG_INFINITY
        } else {
            elo_of_score(low)
        },
        high: if s >= 1.0 {
            f64::INFINITY
        } else {
            elo_of_score(high)
        },
    })
}

/// A match's result so far.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// The first player's name.
    pub first: String,
    /// The second player's name.
    pub second: String,
    /// The first player's results with White.
    pub first_as_white: Tally,
    /// The first player's results with Black.
    pub first_as_black: Tally,
    /// Plies of every game, added up.
    pub total_plies: u64,
    /// The longest game's plies (what a server's ply cap is measured against).
    pub longest_plies: usize,
}

impl MatchReport {
    /// An empty report between players of these names (a [`Bot`], an engine).
    pub fn new(first: impl fmt::Display, second: impl fmt::Display) -> MatchReport {
        MatchReport {
            first: first.to_string(),
            second: second.to_string(),
            first_as_white: Tally::default(),
            first_as_black: Tally::default(),
            total_plies: 0,
            longest_plies: 0,
        }
    }

    /// Adds a finished game.
    pub fn add(&mut self, summary: &GameSummary) {
        self.record(
            summary.first_is_white,
            summary.first_points(),
            summary.game.ply(),
        );
    }

    /// Adds a game's result: the first player's points (1, 0.5 or 0) with the colour he had.
    pub fn record(&mut self, first_is_white: bool, first_points: f64, plies: usize) {
        if first_is_white {
            self.first_as_white.record(first_points);
        } else {
            self.first_as_black.record(first_points);
        }
        self.total_plies += plies as u64;
        self.longest_plies = self.longest_plies.max(plies);
    }

    /// The first player's results overall.
    pub const fn first_total(&self) -> Tally {
        self.first_as_white.plus(self.first_as_black)
    }

    /// Games played.
    pub const fn games(&self) -> u32 {
        self.first_total().games()
    }

    /// The first player's score, 0 to 1 (0.5 without games).
    pub fn first_score(&self) -> f64 {
        let total = self.first_total();
        if total.games() == 0 {
            0.5
        } else {
            total.points() / f64::from(total.games())
        }
    }

    /// The average game length in plies.
    pub fn average_plies(&self) -> f64 {
        if self.games() == 0 {
            0.0
        } else {
            self.total_plies as f64 / f64::from(self.games())
        }
    }

    /// The score table: wins, draws and losses per player and per colour, score, Elo
    /// difference with its 95% margin, and the average game length.
    pub fn table(&self) -> String {
        let mut text = String::new();
        let name_width = [&self.first, &self.second]
            .iter()
            .map(|player| player.len() + 2)
            .max()
            .unwrap_or(0)
            .max("  as black".len());
        let _ = writeln!(
            text,
            "{:<name_width$} {:>5} {:>5} {:>5} {:>6} {:>7}",
            "player", "games", "wins", "draws", "losses", "score"
        );
        let rows = [
            (&self.first, self.first_as_white, self.first_as_black),
            (
                &self.second,
                self.first_as_black.reversed(),
                self.first_as_white.reversed(),
            ),
        ];
        for (player, as_white, as_black) in rows {
            let total = as_white.plus(as_black);
            for (label, tally) in [
                (player.to_string(), total),
                ("  as white".to_owned(), as_white),
                ("  as black".to_owned(), as_black),
            ] {
                let score = if tally.games() == 0 {
                    "-".to_owned()
                } else {
                    format!("{:.1}%", 100.0 * tally.points() / f64::from(tally.games()))
                };
                let _ = writeln!(
                    text,
                    "{label:<name_width$} {:>5} {:>5} {:>5} {:>6} {score:>7}",
                    tally.games(),
                    tally.wins,
                    tally.draws,
                    tally.losses
                );
            }
        }
        let elo_text = match elo(self.first_total()) {
            None => "no games".to_owned(),
            Some(estimate) => {
                let bound = |elo: f64| {
                    if elo.is_finite() {
                        format!("{elo:+.0}")
                    } else if elo > 0.0 {
                        "+infinity".to_owned()
                    } else {
                        "-infinity".to_owned()
                    }
                };
                let interval = format!(
                    "95% interval {} to {}",
                    bound(estimate.low),
                    bound(estimate.high)
                );
                if estimate.difference.is_finite() && estimate.margin().is_finite() {
                    format!(
                        "{} +/- {:.0} ({interval})",
                        bound(estimate.difference),
                        estimate.margin()
                    )
                } else {
                    format!("{} ({interval})", bound(estimate.difference))
                }
            }
        };
        let _ = writeln!(
            text,
            "Elo difference ({} - {}): {elo_text}",
            self.first, self.second
        );
        let _ = writeln!(
            text,
            "average game length: {:.1} plies (longest {})",
            self.average_plies(),
            self.longest_plies
        );
        text
    }
}

/// Plays a whole match, telling `on_event` about every move and game.
pub fn play_match(config: &MatchConfig, on_event: &mut dyn FnMut(MatchEvent<'_>)) -> MatchReport {
    struct Match<'a> {
        config: &'a MatchConfig,
        on_event: &'a mut dyn FnMut(MatchEvent<'_>),
    }
    impl<P: Searchable> GameVisitor<P> for Match<'_>
    where
        Game<P>: Into<AnyGame>,
    {
        type Output = MatchReport;

        fn visit(self, start: &Game<P>) -> MatchReport {
            play_match_from(self.config, *start.start(), self.on_event)
        }
    }
    config.start.visit(Match { config, on_event })
}

/// [`play_match`] from the start `start`.
fn play_match_from<P: Searchable>(
    config: &MatchConfig,
    start: P,
    on_event: &mut dyn FnMut(MatchEvent<'_>),
) -> MatchReport
where
    Game<P>: Into<AnyGame>,
{
    let settings = RuleSettings {
        repetition_draw: true,
        ply_limit: Some(config.max_plies),
    };
    let mut report = MatchReport::new(config.first, config.second);
    for index in 0..config.games {
        let number = index + 1;
        let first_is_white = index % 2 == 0;
        let (white, black) = if first_is_white {
            (config.first, config.second)
        } else {
            (config.second, config.first)
        };
        let opening = opening_from(start, config.seed, index / 2, settings);
        let opening_plies = opening.ply();
        let game = play_game(
            opening,
            white,
            black,
            config.movetime,
            mix(config.seed, u64::from(number)),
            &mut |ply| on_event(MatchEvent::Ply { game: number, ply }),
        );
        let summary = GameSummary {
            number,
            white,
            black,
            first_is_white,
            opening_plies,
            game: game.into(),
        };
        report.add(&summary);
        on_event(MatchEvent::GameOver(&summary));
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_known_scores() {
        let even = elo(Tally {
            wins: 5,
            draws: 0,
            losses: 5,
        })
        .unwrap();
        assert!(even.difference.abs() < 1e-9);
        assert!((even.low + even.high).abs() < 1e-6, "symmetric at 50%");
        assert!(even.margin() > 100.0);
        // 75% is about +191 Elo.
        let three_quarters = elo(Tally {
            wins: 15,
            draws: 0,
            losses: 5,
        })
        .unwrap();
        assert!((three_quarters.difference - 190.85).abs() < 0.1);
        let perfect = elo(Tally {
            wins: 4,
            draws: 0,
            losses: 0,
        })
        .unwrap();
        assert!(perfect.difference.is_infinite() && perfect.difference > 0.0);
        assert!(perfect.low.is_finite() && perfect.low > 0.0);
        let twenty = elo(Tally {
            wins: 20,
            draws: 0,
            losses: 0,
        })
        .unwrap();
        assert_eq!(twenty.high, f64::INFINITY);
        // 17 wins and 3 losses: the interval is finite on both sides.
        let lopsided = elo(Tally {
            wins: 17,
            draws: 0,
            losses: 3,
        })
        .unwrap();
        assert!(lopsided.low < lopsided.difference && lopsided.difference < lopsided.high);
        assert!(lopsided.high.is_finite());
        assert_eq!(elo(Tally::default()), None);
    }

    #[test]
    fn players_parse() {
        assert_eq!("random".parse(), Ok(Bot::Random));
        assert_eq!("7".parse(), Ok(Bot::Level(Level::new(7).unwrap())));
        assert!("0".parse::<Bot>().is_err());
        assert_eq!(Bot::Random.to_string(), "random");
    }

    #[test]
    fn openings_are_seeded_and_short() {
        let settings = RuleSettings::default();
        let a = opening(1, 0, settings);
        assert_eq!(a.moves(), opening(1, 0, settings).moves());
        assert!((OPENING_PLIES.0..=OPENING_PLIES.1).contains(&a.ply()));
        let varied = (0..8)
            .map(|pair| opening(1, pair, settings).moves().to_vec())
            .collect::<std::collections::HashSet<_>>();
        assert!(varied.len() > 4);
    }

    #[test]
    fn table_counts_both_colours() {
        let mut report = MatchReport::new(Bot::Random, Bot::Level(Level::new(1).unwrap()));
        report.first_as_white = Tally {
            wins: 1,
            draws: 1,
            losses: 0,
        };
        report.first_as_black = Tally {
            wins: 0,
            draws: 0,
            losses: 2,
        };
        report.total_plies = 200;
        report.longest_plies = 80;
        let table = report.table();
        assert!(table.contains("random"), "{table}");
        assert!(table.contains("37.5%"), "{table}");
        assert!(table.contains("62.5%"), "{table}");
        assert!(
            table.contains("average game length: 50.0 plies (longest 80)"),
            "{table}"
        );
    }
}
