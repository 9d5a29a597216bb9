//! The variants: Lasca 7x7 and the two 8x8 column draughts of `shared/RULES-variants.md`,
//! `lasca8` and `bashni`, named ([`Variant`]) and set apart by their rule settings
//! ([`VariantRules`]: the board, men a side, soldiers capturing backward, officers flying,
//! promotion ending a capture). The boards' squares and moves are [`crate::board`]'s; the 7x7
//! position is [`crate::Position`], the 8x8 one [`crate::Position8`], whose generator reads
//! these settings.

use std::fmt;
use std::str::FromStr;

/// How many men each side has in a game of Lasca 7x7.
pub const MEN_PER_SIDE: usize = 11;

/// How many men each side has on 8x8.
pub const MEN_PER_SIDE8: usize = 12;

/// A game of the column draughts family this crate plays.
///
/// Written `lasca7`, `lasca8` or `bashni` (its [`fmt::Display`] and [`FromStr`]), as in a
/// position string's prefix (`bashni: w a1:w ...`; a string without one is `lasca7`).
///
/// ```
/// use lasca_rules::Variant;
///
/// assert_eq!(Variant::default(), Variant::Lasca7);
/// assert_eq!("bashni".parse::<Variant>()?, Variant::Bashni);
/// assert_eq!(Variant::Lasca8.to_string(), "lasca8");
/// let error = "dama".parse::<Variant>().unwrap_err();
/// assert_eq!(error.to_string(), "unknown variant `dama` (expected lasca7, lasca8 or bashni)");
/// assert_eq!(Variant::of_position("bashni: w a1:W")?, Variant::Bashni);
/// assert_eq!(Variant::of_position("w a1:W")?, Variant::Lasca7);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
// Its serde implementation writes its name (`Variant::name`).
#[cfg_attr(feature = "ts", ts(type = r#""lasca7" | "lasca8" | "bashni""#))]
pub enum Variant {
    /// Lasca on the 7x7 board, 11 men a side ([`crate::Position`]).
    #[default]
    Lasca7,
    /// Lasca's rules on the 8x8 board, 12 men a side.
    Lasca8,
    /// Bashni: Russian draughts (flying kings, men capturing backward) with Lasca's columns.
    Bashni,
}

impl Variant {
    /// Every variant, in the order of their names in messages.
    pub const ALL: [Variant; 3] = [Variant::Lasca7, Variant::Lasca8, Variant::Bashni];

    /// The name in position strings and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Lasca7 => "lasca7",
            Variant::Lasca8 => "lasca8",
            Variant::Bashni => "bashni",
        }
    }

    /// The rules that set this variant apart: its board, its men, and how they move.
    pub const fn rules(self) -> VariantRules {
        match self {
            Variant::Lasca7 => VariantRules {
                board_size: 7,
                men_per_side: MEN_PER_SIDE,
                soldiers_capture_backward: false,
                officers_fly: false,
                promotion_ends_capture: true,
            },
            Variant::Lasca8 => VariantRules {
                board_size: 8,
                men_per_side: MEN_PER_SIDE8,
                soldiers_capture_backward: false,
                officers_fly: false,
                promotion_ends_capture: true,
            },
            Variant::Bashni => VariantRules {
                board_size: 8,
                men_per_side: MEN_PER_SIDE8,
                soldiers_capture_backward: true,
                officers_fly: true,
                promotion_ends_capture: false,
            },
        }
    }

    /// The board's width (and height): 7 or 8.
    pub const fn board_size(self) -> u8 {
        self.rules().board_size
    }

    /// How many men a side starts with.
    pub const fn men_per_side(self) -> usize {
        self.rules().men_per_side
    }

    /// The 8x8 variant, if this is one.
    pub const fn eight(self) -> Option<Variant8> {
        match self {
            Variant::Lasca7 => None,
            Variant::Lasca8 => Some(Variant8::Lasca8),
            Variant::Bashni => Some(Variant8::Bashni),
        }
    }

    /// Whether this is Lasca 7x7, the default everywhere (a message leaves it out).
    pub const fn is_lasca7(&self) -> bool {
        matches!(self, Variant::Lasca7)
    }

    /// Whether a position string begins with a prefix (`bashni:`, `sandbox-lasca7:`): it names
    /// its variant, or says it is a sandbox. A string without one is Lasca 7x7's.
    pub fn is_named(text: &str) -> bool {
        text.split_whitespace()
            .next()
            .is_some_and(|first| first.ends_with(':'))
    }

    /// The variant a position string names: its prefix (`lasca8:` or `bashni:`), or
    /// `lasca7` without one. Only the prefix is read; the rest is the position parser's.
    pub fn of_position(text: &str) -> Result<Variant, ParseVariantError> {
        match split_prefix(text) {
            (Some(name), _) => name.parse(),
            (None, _) => Ok(Variant::Lasca7),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The rules in which the variants differ, each named for what it means; everything else
/// (compulsory capture, columns, each hop taking the jumped column's commander, no column
/// jumped twice) is the same in all of them.
///
/// A new rule set on an existing board is a new [`Variant`] with its settings here.
///
/// ```
/// use lasca_rules::Variant;
///
/// let bashni = Variant::Bashni.rules();
/// assert!(bashni.officers_fly && bashni.soldiers_capture_backward);
/// assert!(!bashni.promotion_ends_capture);
/// assert_eq!(Variant::Lasca7.rules().board_size, 7);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct VariantRules {
    /// Files and ranks of the board: 7 or 8.
    pub board_size: u8,
    /// How many men a side starts with.
    pub men_per_side: usize,
    /// Whether soldiers (men) jump backward as well as forward (they always step forward only).
    pub soldiers_capture_backward: bool,
    /// Whether officers (kings) fly: step and jump any distance along a free diagonal.
    pub officers_fly: bool,
    /// Whether a soldier promoted during a capture ends the move there (Lasca) or goes on
    /// capturing as an officer (Russian draughts).
    pub promotion_ends_capture: bool,
}

/// Splits a position string into its variant prefix's name (without the colon), if its first
/// token is one, and the rest.
pub(crate) fn split_prefix(text: &str) -> (Option<&str>, &str) {
    let text = text.trim_start();
    let first = text.split_whitespace().next().unwrap_or_default();
    match first.strip_suffix(':') {
        Some(name) => (Some(name), &text[first.len()..]),
        None => (None, text),
    }
}

/// A variant name that is none of `lasca7`, `lasca8`, `bashni`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown variant `{0}` (expected lasca7, lasca8 or bashni)")]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;

    fn from_str(text: &str) -> Result<Variant, ParseVariantError> {
        Variant::ALL
            .into_iter()
            .find(|variant| variant.name() == text)
            .ok_or_else(|| ParseVariantError(text.to_owned()))
    }
}

/// A variant is written by its name (`"bashni"`) in JSON and the online protocol; another
/// name is refused.
impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Variant, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// One of the two 8x8 variants: what a [`crate::Position8`] plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant8 {
    /// Lasca's rules on 8x8: soldiers step and jump forward only, officers one square any
    /// way; a soldier promoted in a capture ends the move.
    #[default]
    Lasca8,
    /// Bashni: men jump backward too, kings fly, a man promoted in a capture goes on as a king.
    Bashni,
}

impl Variant8 {
    /// Both 8x8 variants.
    pub const ALL: [Variant8; 2] = [Variant8::Lasca8, Variant8::Bashni];

    /// The variant as one of all three.
    pub const fn variant(self) -> Variant {
        match self {
            Variant8::Lasca8 => Variant::Lasca8,
            Variant8::Bashni => Variant::Bashni,
        }
    }

    /// The rules of this variant ([`Variant::rules`]).
    pub const fn rules(self) -> VariantRules {
        self.variant().rules()
    }
}

impl From<Variant8> for Variant {
    fn from(variant: Variant8) -> Variant {
        variant.variant()
    }
}

impl fmt::Display for Variant8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant().name())
    }
}

impl FromStr for Variant8 {
    type Err = ParseVariantError;

    /// Reads `lasca8` or `bashni`; `lasca7` and anything else are refused.
    fn from_str(text: &str) -> Result<Variant8, ParseVariantError> {
        text.parse::<Variant>()?
            .eight()
            .ok_or_else(|| ParseVariantError(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for variant in Variant::ALL {
            assert_eq!(variant.to_string().parse::<Variant>(), Ok(variant));
        }
        for variant in Variant8::ALL {
            assert_eq!(variant.to_string().parse::<Variant8>(), Ok(variant));
            assert_eq!(Variant::from(variant).eight(), Some(variant));
        }
        assert!("lasca7".parse::<Variant8>().is_err());
        assert!("Bashni".parse::<Variant>().is_err());
        assert_eq!(Variant::of_position("lasca8: w"), Ok(Variant::Lasca8));
        assert_eq!(split_prefix("bashni: w a1:w"), (Some("bashni"), " w a1:w"));
        assert_eq!(split_prefix("  w a1:w"), (None, "w a1:w"));
        assert_eq!(split_prefix(""), (None, ""));
        assert_eq!(
            Variant::of_position("  dama: w a1:w"),
            Err(ParseVariantError("dama".into()))
        );
    }
}
