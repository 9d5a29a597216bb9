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
