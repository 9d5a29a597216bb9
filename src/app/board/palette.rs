//! The men's colours, in one place: the 3D materials and the panels' swatches both use them.

use lasca_rules::Colour;

/// A colour as 8-bit sRGB.
pub type Srgb = [u8; 3];

/// A man's body: ivory for White, ebony for Black.
pub const fn man_colour(colour: Colour) -> Srgb {
    match colour {
        Colour::White => [242, 235, 214],
        Colour::Black => [28, 28, 33],
    }
}

/// The officer's mark on a man's face and the band on its rim.
pub const OFFICER_GOLD: Srgb = [255, 184, 31];

/// The same colour for Bevy.
pub fn to_bevy(srgb: Srgb) -> bevy::color::Color {
    bevy::color::Color::srgb_u8(srgb[0], srgb[1], srgb[2])
}
