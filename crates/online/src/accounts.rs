//! Who plays: guests and accounts, their names, passwords, sessions and ratings' speeds.
//!
//! - A **guest** is a random id in a signed cookie ([`GUEST_COOKIE`]); its name is made from
//!   the id (`Guest-4821`), nothing of it is stored but the seats it takes.
//! - An **account** has a name and a password, stored as an Argon2id hash (the RustCrypto
//!   `argon2` crate, OWASP's parameters: 19 MiB, 2 passes, 1 lane). A log-in makes a session:
//!   a random id in a signed cookie ([`SESSION_COOKIE`]), stored as its SHA-256 only, so a copy
//!   of the database logs nobody in; "log out everywhere" deletes them all.
//! - Log-in attempts are limited by [`Throttle`], per address and per account name.
//!
//! Written by hand: the name rules, the throttle (a few lines over a map, where a crate would
//! bring a framework of its own) and the speed categories (lichess's, a table).

use std::collections::HashMap;
use std::net::IpAddr;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use serde::{Deserialize, Serialize};

use crate::protocol::TimeControl;

/// The cookie that holds a guest's id.
pub const GUEST_COOKIE: &str = "lasca_guest";

/// The cookie that holds an account's session id.
pub const SESSION_COOKIE: &str = "lasca_session";

/// Shortest and longest account name.
pub const NAME_LENGTH: std::ops::RangeInclusive<usize> = 3..=20;

/// The shortest password.
pub const MIN_PASSWORD: usize = 8;

/// The longest password taken (Argon2 reads any length; a megabyte of password is an attack).
pub const MAX_PASSWORD: usize = 256;

/// Names nobody may take (compared without regard to case, and with `-`/`_` left out): the
/// site's own words, and names that would pass for the computer or staff.
const RESERVED: &[&str] = &[
    "admin",
    "administrator",
    "root",
    "system",
    "server",
    "lasca",
    "lasker",
    "computer",
    "engine",
    "moderator",
    "mod",
    "support",
    "staff",
    "guest",
    "anonymous",
    "nobody",
    "api",
    "www",
    "help",
    "official",
];

/// The most common passwords, lowercase, one a line (shipped with the server).
const COMMON_PASSWORDS: &str = include_str!("../data/common-passwords.txt");

/// Why an account's name or password is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AccountError {
    /// The name breaks a rule.
    #[error("a name is 3 to 20 letters, digits, '-' or '_'")]
    BadName,
    /// The name is reserved.
    #[error("that name is reserved")]
    Reserved,
    /// Someone has the name (in any case).
    #[error("that name is taken")]
    Taken,
    /// The password is too short or too long.
    #[error("a password has 8 to 256 characters")]
    BadPassword,
    /// The password is one of the most common ones.
    #[error("that password is one of the most common ones: choose another")]
    CommonPassword,
    /// Name or password wrong (which one is not said).
    #[error("wrong name or password")]
    WrongPassword,
    /// Too many failed log-ins: wait this many seconds.
    #[error("too many failed log-ins: try again in {0} s")]
    Throttled(u64),
    /// Not logged in, or the session was ended.
    #[error("you are not logged in")]
    NotLoggedIn,
    /// No account has the name.
    #[error("no player has that name")]
    NoSuchPlayer,
    /// The store failed.
    #[error("the server could not do that now; try again")]
    Server,
}

/// Checks an account name: 3 to 20 ASCII letters, digits, `-` or `_`, not reserved.
pub fn check_name(name: &str) -> Result<(), AccountError> {
    let chars = name.chars().count();
    if !NAME_LENGTH.contains(&chars)
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(AccountError::BadName);
    }
    let bare: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    if RESERVED.contains(&bare.as_str()) || bare.starts_with("guest") {
        return Err(AccountError::Reserved);
    }
    Ok(())
}

/// The name as the uniqueness rule sees it: lowercase.
pub fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// Checks a new password: 8 to 256 characters, not one of the most common.
pub fn check_password(password: &str) -> Result<(), AccountError> {
    let chars = password.chars().count();
    if !(MIN_PASSWORD..=MAX_PASSWORD).contains(&chars) {
        return Err(AccountError::BadPassword);
    }
    let lower = password.to_lowercase();
    if COMMON_PASSWORDS.lines().any(|common| common == lower) {
        return Err(AccountError::CommonPassword);
    }
    Ok(())
}

/// Argon2id with OWASP's recommended parameters (m = 19 MiB, t = 2, p = 1).
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP's Argon2 parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The password's Argon2id hash, in the PHC string form (salt and parameters inside). Slow on
/// purpose (tens of milliseconds): call it off the hub's thread.
pub fn hash_password(password: &str) -> String {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).expect("the system has a random source");
    let salt = SaltString::encode_b64(&salt).expect("16 bytes make a salt");
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .expect("Argon2 hashes any password of a checked length")
        .to_string()
}

/// Whether `password` is the one `hash` was made from (a hash that does not read: no).
pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| {
        argon2()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// A hash to verify against when the name has no account, so that a wrong name takes as long
/// as a wrong password.
pub fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("no account has this password"))
}

/// A new random id: 128 bits as 32 hex digits (a session's, a guest's).
pub fn new_id() -> String {
    crate::hub::new_token()
}

/// A guest's name, made from its id: `Guest-` and four digits.
pub fn guest_name(id: &str) -> String {
    let hash = crate::store::token_hash(id);
    let number = u32::from_str_radix(&hash[..8], 16).unwrap_or(0) % 9000 + 1000;
    format!("Guest-{number}")
}

/// Whether `id` is a well-formed id of [`new_id`] (32 lowercase hex digits).
pub fn is_id(id: &str) -> bool {
    id.len() == 32
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// A player in a game: a guest or an account, with the name everyone sees and, in a game,
/// the rating it began with and what the result changed it by (as stored with the game).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Player {
    /// `a:ID` for an account (its number), `g:HASH` for a guest (the start of the
    /// [`token_hash`](crate::store::token_hash) of its cookie's id: never the id itself, so a
    /// copy of the database gives nobody a guest's seats).
    pub id: String,
    /// The name shown.
    pub name: String,
    /// The rating for the game's variant and speed when it began (accounts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i32>,
    /// Whether that rating was provisional.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub provisional: bool,
    /// What the result changed it by (rated games, once over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub change: Option<i32>,
}

impl Player {
    /// An account's player.
    pub fn account(id: i64, name: &str) -> Player {
        Player {
            id: format!("a:{id}"),
            name: name.to_owned(),
            rating: None,
            provisional: false,
            change: None,
        }
    }

    /// A guest's player, from its cookie's id.
    pub fn guest(id: &str) -> Player {
        Player {
            id: format!("g:{}", &crate::store::token_hash(id)[..32]),
            name: guest_name(id),
            rating: None,
            provisional: false,
            change: None,
        }
    }

    /// The same player without a game's rating and change.
    pub fn clone_bare(&self) -> Player {
        Player {
            rating: None,
            provisional: false,
            change: None,
            ..self.clone()
        }
    }

    /// Whether it is the same player as `other` (the same id).
    pub fn is(&self, other: &Player) -> bool {
        self.id == other.id
    }

    /// As everyone may see it.
    pub fn view(&self) -> crate::protocol::PlayerView {
        crate::protocol::PlayerView {
            name: self.name.clone(),
            account: self.account_id().is_some(),
            rating: self.rating,
            provisional: self.provisional,
            change: self.change,
        }
    }

    /// The account's number, for an account.
    pub fn account_id(&self) -> Option<i64> {
        self.id.strip_prefix("a:")?.parse().ok()
    }
}

/// How fast a game is, for its rating: lichess's split by the estimated duration (the initial
/// time plus 40 increments): under 3 minutes bullet, under 8 blitz, under 25 rapid, classical
/// beyond; days per move are correspondence.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    /// Under 3 minutes.
    Bullet,
    /// 3 to 8 minutes.
    Blitz,
    /// 8 to 25 minutes.
    Rapid,
    /// 25 minutes or more.
    Classical,
    /// Days per move.
    Correspondence,
}

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 5] = [
        Speed::Bullet,
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// The speed of a time control (an untimed game: correspondence).
    pub fn of(control: Option<TimeControl>) -> Speed {
        let Some(control) = control else {
            return Speed::Correspondence;
        };
        if control.days_per_move().is_some() {
            return Speed::Correspondence;
        }
        match control.initial_s + 40 * control.increment_s {
            0..180 => Speed::Bullet,
            180..480 => Speed::Blitz,
            480..1500 => Speed::Rapid,
            _ => Speed::Classical,
        }
    }

    /// Its name, as stored and shown (`blitz`).
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }
}

/// Log-in attempts, limited per address and per account name: five failures are free, then
/// each further one doubles the wait (1 s, 2 s, 4 s, ... up to 15 minutes); a success clears
/// the name's count (not the address's). Kept in memory, per instance.
#[derive(Debug, Default)]
pub struct Throttle {
    failures: HashMap<String, (u32, u64)>,
}

/// Failed log-ins before any wait.
pub const FREE_FAILURES: u32 = 5;

/// The longest wait after failed log-ins, in ms.
pub const MAX_THROTTLE_MS: u64 = 15 * 60 * 1000;

impl Throttle {
    fn keys(addr: IpAddr, name: &str) -> [String; 2] {
        [format!("ip:{addr}"), format!("name:{}", name_key(name))]
    }

    /// How long the attempt must wait (ms), 0 when it may go ahead.
    pub fn wait_ms(&self, addr: IpAddr, name: &str, now_ms: u64) -> u64 {
        Throttle::keys(addr, name)
            .iter()
            .filter_map(|key| self.failures.get(key))
            .map(|&(_, until)| until.saturating_sub(now_ms))
            .max()
            .unwrap_or(0)
    }

    /// Notes a failed attempt.
    pub fn failed(&mut self, addr: IpAddr, name: &str, now_ms: u64) {
        for key in Throttle::keys(addr, name) {
            let entry = self.failures.entry(key).or_insert((0, 0));
            entry.0 += 1;
            if entry.0 > FREE_FAILURES {
                let doublings = (entry.0 - FREE_FAILURES - 1).min(20);
                entry.1 = now_ms + (1000u64 << doublings).min(MAX_THROTTLE_MS);
            }
        }
        // Forget old entries now and then, so the map stays small.
        if self.failures.len() > 100_000 {
            self.failures
                .retain(|_, (_, until)| *until + MAX_THROTTLE_MS > now_ms);
        }
    }

    /// Notes a successful log-in: the name's failures are forgiven.
    pub fn succeeded(&mut self, addr: IpAddr, name: &str) {
        let [_, name_key] = Throttle::keys(addr, name);
        self.failures.remove(&name_key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rules() {
        for good in [
            "abc",
            "Emanuel_Lasker",
            "a-b_c-1911",
            "x".repeat(20).as_str(),
        ] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        for bad in [
            "ab",
            "",
            &"x".repeat(21),
            "two words",
            "émile",
            "a/b",
            "<b>x</b>",
            "a\nb",
        ] {
            assert_eq!(check_name(bad), Err(AccountError::BadName), "{bad:?}");
        }
        for reserved in [
            "Admin",
            "ROOT",
            "guest",
            "Guest-1234",
            "Lasca",
            "COMPUTER",
            "a_d-min",
        ] {
            assert_eq!(
                check_name(reserved),
                Err(AccountError::Reserved),
                "{reserved}"
            );
        }
        assert_eq!(name_key("Lasker"), name_key("lASKER"));
    }

    #[test]
    fn passwords_are_long_enough_and_not_common() {
        assert_eq!(check_password("short"), Err(AccountError::BadPassword));
        assert_eq!(
            check_password(&"x".repeat(257)),
            Err(AccountError::BadPassword)
        );
        assert_eq!(
            check_password("password"),
            Err(AccountError::CommonPassword)
        );
        assert_eq!(
            check_password("PassWord123"),
            Err(AccountError::CommonPassword)
        );
        assert_eq!(check_password("column of seven men"), Ok(()));
        assert!(COMMON_PASSWORDS.lines().count() > 200);
    }

    #[test]
    fn a_hash_is_argon2id_salted_and_verifies_only_its_password() {
        let hash = hash_password("column of seven men");
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(!hash.contains("column"));
        assert!(verify_password("column of seven men", &hash));
        assert!(!verify_password("column of seven men!", &hash));
        assert!(!verify_password("column of seven men", "not a hash"));
        assert_ne!(hash, hash_password("column of seven men"), "salted");
    }

    #[test]
    fn guests_have_stable_names() {
        let id = new_id();
        assert!(is_id(&id));
        assert_eq!(guest_name(&id), guest_name(&id));
        assert!(guest_name(&id).starts_with("Guest-") && guest_name(&id).len() == 10);
        assert!(!is_id("G123") && !is_id(&"A".repeat(32)));
        assert_eq!(Player::account(12, "x").account_id(), Some(12));
        assert_eq!(Player::guest(&id).account_id(), None);
    }

    #[test]
    fn speeds_split_as_lichess_s() {
        let speed = |m, i| Speed::of(Some(TimeControl::minutes(m, i)));
        assert_eq!(speed(1, 0), Speed::Bullet);
        assert_eq!(speed(2, 1), Speed::Bullet);
        assert_eq!(speed(3, 0), Speed::Blitz);
        assert_eq!(speed(3, 2), Speed::Blitz);
        assert_eq!(speed(5, 3), Speed::Blitz);
        assert_eq!(speed(10, 5), Speed::Rapid);
        assert_eq!(speed(15, 10), Speed::Rapid);
        assert_eq!(speed(30, 0), Speed::Classical);
        assert_eq!(Speed::of(None), Speed::Correspondence);
        assert_eq!(Speed::of(Some(TimeControl::days(3))), Speed::Correspondence);
    }

    #[test]
    fn failed_log_ins_wait_longer_and_longer() {
        let addr: IpAddr = "192.0.2.1".parse().unwrap();
        let other: IpAddr = "192.0.2.2".parse().unwrap();
        let mut throttle = Throttle::default();
        for _ in 0..FREE_FAILURES {
            assert_eq!(throttle.wait_ms(addr, "lasker", 0), 0);
            throttle.failed(addr, "lasker", 0);
        }
        assert_eq!(throttle.wait_ms(addr, "lasker", 0), 0);
        throttle.failed(addr, "lasker", 0);
        assert_eq!(throttle.wait_ms(addr, "lasker", 0), 1000);
        throttle.failed(addr, "lasker", 0);
        assert_eq!(throttle.wait_ms(addr, "lasker", 0), 2000);
        // The account is limited from another address too, and the address for another name.
        assert_eq!(throttle.wait_ms(other, "LASKER", 0), 2000);
        assert_eq!(throttle.wait_ms(addr, "capablanca", 0), 2000);
        assert_eq!(throttle.wait_ms(other, "capablanca", 0), 0);
        assert_eq!(throttle.wait_ms(addr, "lasker", 2000), 0);
        for _ in 0..40 {
            throttle.failed(addr, "lasker", 0);
        }
        assert_eq!(throttle.wait_ms(addr, "lasker", 0), MAX_THROTTLE_MS);
        throttle.succeeded(addr, "lasker");
        assert_eq!(throttle.wait_ms(other, "lasker", 0), 0);
    }
}
