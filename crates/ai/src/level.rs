//! Playing levels 1 to 8: named presets of search limits and of randomness among near-best
//! moves. `docs/LEVELS.md` describes them for players.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[cfg(doc)]
use lasca_rules::AnyGame;
use lasca_rules::Game;

use crate::rng::{Rng, mix};
use crate::search::{SearchInfo, SearchLimits, SearchResult, Searcher};
use crate::search_game::{SearchGame, SearchVisitor};
use crate::searchable::Searchable;

/// A playing level, from 1 (a beginner can beat it) to 8 (the strongest within about 2 s a
/// move).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

/// One level's settings.
struct Preset {
    name: &'static str,
    depth: Option<u32>,
    nodes: Option<u64>,
    /// Every level also stops at this time, so no level keeps a player waiting.
    movetime_ms: u64,
    /// How far below the best move's score (centi-men) a move may be and still be chosen.
    randomness: i32,
    tt_megabytes: usize,
    /// Search threads; 0 for one per core.
    threads: usize,
}

/// The presets, level 1 first. Levels 1-7 are limited by depth or nodes and search on one
/// thread, so their games reproduce on any machine; level 8 uses all the time it has, on
/// every core.
const PRESETS: [Preset; 8] = [
    Preset {
        name: "Recruit",
        depth: Some(1),
        nodes: None,
        movetime_ms: 2000,
        randomness: 150,
        tt_megabytes: 1,
        threads: 1,
    },
    Preset {
        name: "Private",
        depth: Some(2),
        nodes: None,
        movetime_ms: 2000,
        randomness: 80,
        tt_megabytes: 1,
        threads: 1,
    },
    Preset {
        name: "Corporal",
        depth: Some(3),
        nodes: None,
        movetime_ms: 2000,
        randomness: 40,
        tt_megabytes: 1,
        threads: 1,
    },
    Preset {
        name: "Sergeant",
        depth: Some(4),
        nodes: None,
        movetime_ms: 2000,
        randomness: 15,
        tt_megabytes: 2,
        threads: 1,
    },
    Preset {
        name: "Lieutenant",
        depth: None,
        nodes: Some(5_000),
        movetime_ms: 2000,
        randomness: 0,
        tt_megabytes: 4,
        threads: 1,
    },
    Preset {
        name: "Captain",
        depth: None,
        nodes: Some(30_000),
        movetime_ms: 2000,
        randomness: 0,
        tt_megabytes: 8,
        threads: 1,
    },
    Preset {
        name: "Colonel",
        depth: None,
        nodes: Some(500_000),
        movetime_ms: 2000,
        randomness: 0,
        tt_megabytes: 16,
        threads: 1,
    },
    Preset {
        name: "Marshal",
        depth: None,
        nodes: None,
        movetime_ms: 2000,
        randomness: 0,
        tt_megabytes: 32,
        threads: 0,
    },
];

impl Level {
    /// The weakest level.
    pub const MIN: u8 = 1;
    /// The strongest level.
    pub const MAX: u8 = 8;

    /// Level `n`, if `n` is in `MIN..=MAX`.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= Level::MIN && n <= Level::MAX {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number, 1 to 8.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (Level::MIN..=Level::MAX).map(Level)
    }

    const fn preset(self) -> &'static Preset {
        &PRESETS[(self.0 - Level::MIN) as usize]
    }

    /// The search limits of this level.
    pub const fn limits(self) -> SearchLimits {
        let preset = self.preset();
        SearchLimits {
            depth: preset.depth,
            nodes: preset.nodes,
            movetime: Some(Duration::from_millis(preset.movetime_ms)),
            clock: None,
            multipv: 0,
        }
    }

    /// A rating estimate for players to choose by: level 1 put at 800 (a beginner who knows
    /// the moves), each level above it by its Elo over level 1 measured on Lasca 7x7
    /// (docs/LEVELS.md), rounded to 50. Levels 5 to 8 won some of their steps 20-0, so theirs
    /// are lower bounds.
    pub const fn rating(self) -> u32 {
        [800, 1100, 1600, 1700, 2000, 2250, 2700, 2900][(self.0 - Level::MIN) as usize]
    }

    /// The level's name, a military rank (Lasker called Lasca "the great military game").
    pub const fn name(self) -> &'static str {
        self.preset().name
    }

    /// How far below the best score (centi-men) a move may be and still be chosen at random;
    /// 0 plays the best move found.
    pub const fn randomness(self) -> i32 {
        self.preset().randomness
    }

    /// The transposition table size this level searches with, in MiB.
    pub const fn tt_megabytes(self) -> usize {
        self.preset().tt_megabytes
    }

    /// How many threads this level searches on: one for levels 1-7 (so they reproduce), one
    /// per core for level 8.
    pub fn threads(self) -> usize {
        match self.preset().threads {
            0 => std::thread::available_parallelism().map_or(1, usize::from),
            threads => threads,
        }
    }

    /// A searcher for this level: its table size and threads. Keep it for the whole game.
    pub fn searcher(self) -> Searcher {
        let searcher = Searcher::new(self.tt_megabytes());
        searcher.set_threads(self.threads());
        searcher
    }
}

impl fmt::Display for Level {
    /// `level 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "level {}", self.0)
    }
}

/// A level name or number that is not a level.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a level (expected a number {}-{} or a name like Recruit)",
            self.0,
            Level::MIN,
            Level::MAX
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    /// Reads `3`, `level 3` or a level's name (`Corporal`), in any case.
    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        let number = lower.strip_prefix("level").unwrap_or(&lower).trim();
        number
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .or_else(|| Level::all().find(|level| level.name().eq_ignore_ascii_case(trimmed)))
            .ok_or_else(|| ParseLevelError(text.to_owned()))
    }
}

/// Chooses a move for the current position of `game` at `level` with `searcher`: what the
/// game runs on a task pool. Keep one searcher per AI player for the whole game (a clone moves
/// into each move's task; see [`Level::searcher`]), so its table keeps what earlier moves
/// learnt, and clear it for a new game. The level's randomness among near-best moves is drawn
/// from `seed` (mixed with the position), so the same seed, level and sequence of searches
/// give the same move (levels 1-7 on one thread; level 8 is limited by time). Setting `stop`
/// returns a legal move at once.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use lasca_ai::{Level, play_level};
/// use lasca_rules::Game;
///
/// let level = Level::new(3).expect("a level");
/// let searcher = level.searcher();
/// let mut game = Game::new();
/// let stop = AtomicBool::new(false);
/// let answer = play_level(&searcher, &game, level, 7, &stop, &mut |_| {});
/// game.try_play(answer.best_move.expect("the start has moves")).unwrap();
/// ```
///
/// `game` is one board's [`Game<P>`], or an [`AnyGame`] whose reports and answer tell
/// [`lasca_rules::AnyMove`]s.
pub fn play_level<G: SearchGame>(
    searcher: &Searcher,
    game: &G,
    level: Level,
    seed: u64,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
) -> SearchResult<G::Move> {
    play_with(
        searcher,
        game,
        &level.limits(),
        level.randomness(),
        seed,
        stop,
        on_info,
    )
}

/// How long a level searches a position with a single legal move: long enough for a searched
/// score of some depth, short enough that the forced move comes at once.
pub const FORCED_MOVETIME: Duration = Duration::from_millis(200);

/// [`play_level`] with its settings spelt out: within `limits` instead of the level's own (a
/// match may change the time per move; a server adds a clock and a node cap), drawing among
/// near-best moves by `randomness` ([`Level::randomness`]). `game` is one board's
/// [`Game<P>`], or an [`AnyGame`] whose reports and answer tell
/// [`lasca_rules::AnyMove`]s.
pub fn play_with<G: SearchGame>(
    searcher: &Searcher,
    game: &G,
    limits: &SearchLimits,
    randomness: i32,
    seed: u64,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo<G::Move>),
) -> SearchResult<G::Move> {
    struct Play<'a, M> {
        searcher: &'a Searcher,
        limits: &'a SearchLimits,
        randomness: i32,
        seed: u64,
        stop: &'a AtomicBool,
        on_info: &'a mut dyn FnMut(&SearchInfo<M>),
    }
    impl<M> SearchVisitor<M> for Play<'_, M> {
        type Output = SearchResult<M>;

        fn visit<P: Searchable>(self, game: &Game<P>) -> SearchResult<M>
        where
            P::Move: Into<M>,
        {
            let on_info = self.on_info;
            let result = play_board(
                self.searcher,
                game,
                self.limits,
                self.randomness,
                self.seed,
                self.stop,
                &mut |info| on_info(&info.map_moves(Into::into)),
            );
            result.map_moves(Into::into)
        }
    }
    game.visit_searchable(Play {
        searcher,
        limits,
        randomness,
        seed,
        stop,
        on_info,
    })
}

/// [`play_with`] on one board.
fn play_board<P: Searchable>(
    searcher: &Searcher,
    game: &Game<P>,
    limits: &SearchLimits,
    randomness: i32,
    seed: u64,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo<P::Move>),
) -> SearchResult<P::Move> {
    let legal = game.position().legal_moves().len();
    // A forced move is still searched (its score is a searched one, with its depth), but for
    // a moment only: nothing is to be chosen, and a player should not wait for it.
    let forced;
    let limits = if legal == 1 {
        forced = SearchLimits {
            movetime: Some(
                limits
                    .movetime
                    .map_or(FORCED_MOVETIME, |t| t.min(FORCED_MOVETIME)),
            ),
            ..limits.clone()
        };
        &forced
    } else {
        limits
    };
    let mut result = searcher.search(game, limits, stop, on_info);
    if randomness == 0 || legal < 2 || result.info.depth == 0 || stop.load(Ordering::Relaxed) {
        return result;
    }
    // Score every move at the depth the search reached, then draw among those close enough
    // to the best.
    let scored = searcher.score_moves(game, result.info.depth, stop);
    let Some(best) = scored.iter().map(|&(_, score)| score).max() else {
        return result;
    };
    if scored.len() < legal {
        return result;
    }
    // Randomness never gives away a win it sees: when the best move scores above a draw,
    // only moves that do too are candidates.
    let floor = if best > 0 { 1 } else { i32::MIN };
    let near: Vec<_> = scored
        .iter()
        .filter(|&&(_, score)| score >= (best - randomness).max(floor))
        .collect();
    let mut rng = Rng::new(mix(seed, game.position().hash()));
    let &(chosen, score) = near[rng.below(near.len())];
    if result.best_move != Some(chosen) {
        result.best_move = Some(chosen);
        result.info.pv = vec![chosen];
        result.info.score = score;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_print() {
        assert_eq!(Level::all().count(), 8);
        for level in Level::all() {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            assert_eq!(level.number().to_string().parse::<Level>(), Ok(level));
            assert_eq!(level.name().to_uppercase().parse::<Level>(), Ok(level));
        }
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(9), None);
        assert!("9".parse::<Level>().is_err());
        assert!("random".parse::<Level>().is_err());
        assert_eq!(Level::new(3).map(Level::name), Some("Corporal"));
    }

    #[test]
    fn every_level_is_bounded_in_time() {
        for level in Level::all() {
            let limits = level.limits();
            assert!(limits.movetime.is_some_and(|t| t <= Duration::from_secs(2)));
        }
    }
}
