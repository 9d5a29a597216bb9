//! Glicko-2 ratings, as lichess and lidraughts rate players and puzzles: a rating, its
//! deviation (how unsure it is) and its volatility (how erratic the results are).
//!
//! The update is Mark Glickman's, "Example of the Glicko-2 system" (2013,
//! <http://www.glicko.net/glicko/glicko2.pdf>), steps 1 to 8, the volatility found by the
//! Illinois algorithm of step 5. A rating period here is one result: a puzzle's first try is
//! a game between the player and the puzzle, won by the player when solved without a wrong
//! move; [`rate_try`] updates both.
//!
//! ```
//! use lasca_ai::glicko::{Rating, rate_try};
//!
//! let player = Rating::DEFAULT;
//! let puzzle = Rating::new(1400.0, 250.0);
//! let (player, puzzle) = rate_try(player, puzzle, true);
//! assert!(player.rating > 1500.0 && puzzle.rating < 1400.0);
//! ```

use std::f64::consts::PI;

/// The factor between the Glicko scale (1500, 350) and Glicko-2's (0, 2.01).
const SCALE: f64 = 173.7178;

/// The system constant τ: how much the volatility may change in one period (Glickman
/// suggests 0.3 to 1.2; 0.5 is his example's, 0.75 lichess's).
pub const TAU: f64 = 0.75;

/// The least deviation a rating keeps, so that it always moves a little (lichess: 45).
pub const MIN_DEVIATION: f64 = 45.0;

/// The greatest deviation: an unknown rating's.
pub const MAX_DEVIATION: f64 = 350.0;

/// The convergence tolerance of the volatility's iteration (Glickman's ε).
const EPSILON: f64 = 0.000_001;

/// A Glicko-2 rating on the Glicko scale.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    /// The rating (1500 for a newcomer).
    pub rating: f64,
    /// The rating deviation, [`MIN_DEVIATION`] to [`MAX_DEVIATION`].
    pub deviation: f64,
    /// The volatility σ (0.06 for a newcomer).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::DEFAULT
    }
}

impl Rating {
    /// A newcomer: 1500, deviation 350, volatility 0.06.
    pub const DEFAULT: Rating = Rating {
        rating: 1500.0,
        deviation: MAX_DEVIATION,
        volatility: 0.06,
    };

    /// A rating with a deviation and the newcomer's volatility.
    pub const fn new(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The rating after one rating period with `results` (each opponent's rating before the
    /// period and the score against it: 1 a win, 0.5 a draw, 0 a loss), with system constant
    /// `tau`: the paper's update exactly (the deviation unclamped, but for a period without
    /// results, where only the deviation grows, up to [`MAX_DEVIATION`]). Scores outside
    /// 0..=1 are clamped.
    pub fn updated(&self, results: &[(Rating, f64)], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if results.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: clamp_deviation(phi_star * SCALE),
                ..*self
            };
        }
        // Steps 3 and 4: the estimated variance and improvement.
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in results {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let g = g(opponent.deviation / SCALE);
            let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
            inverse_v += g * g * e * (1.0 - e);
            sum += g * (score.clamp(0.0, 1.0) - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 && k < 1000.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        for _ in 0..100 {
            if (big_b - big_a).abs() <= EPSILON {
                break;
            }
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
        }
        let new_sigma = (big_a / 2.0).exp();
        // Steps 6 to 8.
        let phi_star = (phi * phi + new_sigma * new_sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * sum;
        Rating {
            rating: new_mu * SCALE + 1500.0,
            deviation: new_phi * SCALE,
            volatility: new_sigma,
        }
    }

    /// [`Rating::updated`] with one result and [`TAU`], the deviation kept within
    /// [`MIN_DEVIATION`] and [`MAX_DEVIATION`].
    pub fn after(&self, opponent: Rating, score: f64) -> Rating {
        let mut next = self.updated(&[(opponent, score)], TAU);
        next.deviation = clamp_deviation(next.deviation);
        next
    }

    /// The expected score against `opponent` (0 to 1).
    pub fn expected(&self, opponent: Rating) -> f64 {
        let g = g(opponent.deviation / SCALE);
        1.0 / (1.0 + (-g * (self.rating - opponent.rating) / SCALE).exp())
    }
}

/// The settings of one rating system: puzzles keep this module's constants; online games
/// start from lichess's ([`System::GAMES`]).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct System {
    /// The system constant τ.
    pub tau: f64,
    /// A newcomer's rating, deviation and volatility.
    pub newcomer: Rating,
    /// The least deviation a rating keeps.
    pub min_deviation: f64,
    /// The greatest deviation (a newcomer's, and where inactivity stops widening it).
    pub max_deviation: f64,
    /// The most one game may move a rating, either way.
    pub max_change: f64,
    /// Rating periods in a day, for widening an idle player's deviation when it is read.
    pub periods_per_day: f64,
}

impl System {
    /// lichess's settings for games (`lila/modules/rating`): newcomers 1500, deviation 500,
    /// volatility 0.09; τ 0.75; deviation 45 to 500; at most 700 points a game; 0.21436
    /// rating periods a day of inactivity.
    pub const GAMES: System = System {
        tau: TAU,
        newcomer: Rating {
            rating: 1500.0,
            deviation: 500.0,
            volatility: 0.09,
        },
        min_deviation: MIN_DEVIATION,
        max_deviation: 500.0,
        max_change: 700.0,
        periods_per_day: 0.21436,
    };
}

impl Rating {
    /// The rating as it reads after `idle_days` without a game: the deviation widened by one
    /// empty rating period for each of [`System::periods_per_day`], up to the system's most.
    pub fn idle(&self, idle_days: f64, system: &System) -> Rating {
        let periods = (idle_days.max(0.0) * system.periods_per_day).min(1e6);
        if periods <= 0.0 {
            return *self;
        }
        let phi = self.deviation / SCALE;
        let widened = (phi * phi + periods * self.volatility * self.volatility).sqrt() * SCALE;
        Rating {
            deviation: widened.clamp(
                self.deviation.min(system.max_deviation),
                system.max_deviation,
            ),
            ..*self
        }
    }

    /// The rating after one game (its own rating period) against `opponent`, scored 1, 0.5 or
    /// 0, in `system`: the deviation kept within its bounds, the change at most
    /// [`System::max_change`].
    pub fn after_game(&self, opponent: Rating, score: f64, system: &System) -> Rating {
        let mut next = self.updated(&[(opponent, score)], system.tau);
        next.deviation = next
            .deviation
            .clamp(system.min_deviation, system.max_deviation);
        let change = (next.rating - self.rating).clamp(-system.max_change, system.max_change);
        next.rating = self.rating + change;
        next
    }
}

/// A deviation within [`MIN_DEVIATION`] and [`MAX_DEVIATION`].
fn clamp_deviation(deviation: f64) -> f64 {
    deviation.clamp(MIN_DEVIATION, MAX_DEVIATION)
}

/// Glickman's g(φ): how much an opponent's uncertainty damps a result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// A puzzle's first try as a game: the player's and the puzzle's ratings after it, both
/// updated from their ratings before it (the player wins when he solved it).
pub fn rate_try(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let score = if solved { 1.0 } else { 0.0 };
    (
        player.after(puzzle, score),
        puzzle.after(player, 1.0 - score),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        // The paper's example: 1500 (200, 0.06) against 1400 (30), 1550 (100), 1700 (300):
        // a win, two losses, τ = 0.5.
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let results = [
            (Rating::new(1400.0, 30.0), 1.0),
            (Rating::new(1550.0, 100.0), 0.0),
            (Rating::new(1700.0, 300.0), 0.0),
        ];
        let next = player.updated(&results, 0.5);
        assert!((next.rating - 1464.06).abs() < 0.01, "{next:?}");
        assert!((next.deviation - 151.52).abs() < 0.01, "{next:?}");
        assert!((next.volatility - 0.05999).abs() < 0.00001, "{next:?}");
    }

    #[test]
    fn a_game_in_lichess_s_system_against_an_independent_computation() {
        // Two newcomers (1500, 500, 0.09), White wins. The expected values were computed
        // outside this code, by a direct transcription of Glickman's steps 1 to 8 in Python
        // (bisection for the volatility instead of the Illinois algorithm), τ = 0.75:
        // the winner 1741.62 (deviation 396.81), the loser 1258.38.
        let new = System::GAMES.newcomer;
        let winner = new.after_game(new, 1.0, &System::GAMES);
        let loser = new.after_game(new, 0.0, &System::GAMES);
        assert!((winner.rating - 1741.62).abs() < 0.01, "{winner:?}");
        assert!((winner.deviation - 396.81).abs() < 0.01, "{winner:?}");
        assert!((loser.rating - 1258.38).abs() < 0.01, "{loser:?}");
        // A draw between equals moves nobody.
        let drawn = new.after_game(new, 0.5, &System::GAMES);
        assert!((drawn.rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn a_game_moves_a_rating_at_most_700_points_and_idleness_widens_the_deviation() {
        let mut wild = System::GAMES;
        wild.max_change = 10.0;
        let new = System::GAMES.newcomer;
        let capped = new.after_game(Rating::new(2500.0, 50.0), 1.0, &wild);
        assert!((capped.rating - 1510.0).abs() < 1e-9, "{capped:?}");
        let settled = Rating {
            rating: 1800.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        assert_eq!(settled.idle(0.0, &System::GAMES), settled);
        let a_year = settled.idle(365.0, &System::GAMES);
        assert!(
            a_year.deviation > 60.0 && a_year.deviation < 500.0,
            "{a_year:?}"
        );
        assert_eq!(a_year.rating, 1800.0);
        assert_eq!(settled.idle(1e9, &System::GAMES).deviation, 500.0);
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Rating::new(1700.0, 100.0);
        let next = player.updated(&[], TAU);
        assert_eq!(next.rating, 1700.0);
        assert!(next.deviation > 100.0 && next.deviation < 101.0, "{next:?}");
    }

    #[test]
    fn a_try_moves_both_ratings_the_right_way() {
        let (player, puzzle) = (Rating::new(1500.0, 100.0), Rating::new(1500.0, 100.0));
        let (won, lost_puzzle) = rate_try(player, puzzle, true);
        assert!(won.rating > 1500.0 && lost_puzzle.rating < 1500.0);
        let (lost, won_puzzle) = rate_try(player, puzzle, false);
        assert!(lost.rating < 1500.0 && won_puzzle.rating > 1500.0);
        // Symmetric players move by the same amount.
        assert!(((won.rating - 1500.0) - (1500.0 - lost.rating)).abs() < 1e-9);
        assert!((player.expected(puzzle) - 0.5).abs() < 1e-12);
        // A deviation never leaves its bounds.
        let sure = Rating::new(1500.0, MIN_DEVIATION);
        assert!(sure.after(puzzle, 1.0).deviation >= MIN_DEVIATION);
    }
}
