//! The themes' colours, in one place: the board's and men's materials and the panels'
//! swatches all read them, so a swatch matches the men on the board.
//!
//! The theme in force is process-wide (like the language): the board layer sets it when the
//! [`Look`](crate::app::core::Look) changes, and the panels' painted men read it each frame.

use std::sync::atomic::{AtomicU8, Ordering};

use lasca_rules::Colour;

use crate::record::Theme;

/// A colour as 8-bit sRGB.
pub type Srgb = [u8; 3];

/// Everything a theme colours.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// The men's bodies: White's, Black's.
    pub men: [Srgb; 2],
    /// The groove at each face, which keeps stacked men countable.
    pub grooves: [Srgb; 2],
    /// How rough each side's men are (0 glossy, 1 matte).
    pub roughness: [f32; 2],
    /// How much each side's men reflect.
    pub reflectance: [f32; 2],
    /// The board's frame.
    pub frame: Srgb,
    /// The playing field under the inlays.
    pub field: Srgb,
    /// The inlays of the 25 playable squares.
    pub inlay: Srgb,
    /// The diagonals joining them.
    pub line: Srgb,
    /// The small diamonds of the unused squares.
    pub unused: Srgb,
    /// The coordinates on the border.
    pub ink: Srgb,
    /// Behind the board.
    pub background: Srgb,
    /// The table the board stands on, fading into the background.
    pub table: Srgb,
    /// What the board is made of, and how strongly its grain shows (0: flat colour).
    pub surface: Surface,
    pub grain: f32,
    /// The rings of the last move: where the column went (its squares), what it jumped.
    pub marks: [Srgb; 2],
    /// Black's men wear a relief in this colour (studs on both faces, ribs around the rim),
    /// White's stay smooth: a difference that needs no colour vision at all.
    pub relief: Option<Srgb>,
}

/// What a board is made of: the grain its texture draws.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Surface {
    Wood,
    Stone,
}

/// The usual look: ivory and ebony men on a maple board inlaid with walnut circles, in a
/// walnut frame, on green baize.
const IVORY: Palette = Palette {
    men: [[242, 235, 214], [28, 28, 33]],
    grooves: [[77, 69, 56], [128, 128, 143]],
    roughness: [0.45, 0.6],
    reflectance: [0.4, 0.25],
    frame: [104, 66, 40],
    field: [222, 186, 136],
    inlay: [128, 84, 52],
    line: [132, 92, 56],
    unused: [168, 128, 84],
    ink: [240, 222, 180],
    background: [18, 26, 22],
    table: [44, 82, 60],
    marks: [[246, 208, 84], [226, 84, 56]],
    surface: Surface::Wood,
    grain: 0.3,
    relief: None,
};

/// Pure white and near-black men, each ringed in the other's colour, on a mid-grey field.
const HIGH_CONTRAST: Palette = Palette {
    men: [[255, 255, 255], [12, 12, 12]],
    grooves: [[0, 0, 0], [255, 255, 255]],
    roughness: [0.5, 0.75],
    reflectance: [0.3, 0.15],
    frame: [10, 10, 10],
    field: [40, 40, 40],
    inlay: [150, 150, 150],
    line: [230, 230, 230],
    unused: [90, 90, 90],
    ink: [255, 255, 255],
    background: [0, 0, 0],
    table: [0, 0, 0],
    marks: [[255, 222, 0], [255, 84, 60]],
    surface: Surface::Stone,
    grain: 0.0,
    relief: None,
};

/// Sky blue and dark vermilion (from Okabe and Ito's palette, apart for every common
/// colour-vision deficiency, and in lightness too; neither near the officers' gold), Black's
/// men studded and ribbed in white.
const COLOUR_SAFE: Palette = Palette {
    men: [[105, 185, 235], [135, 45, 12]],
    grooves: [[30, 80, 120], [235, 215, 205]],
    roughness: [0.5, 0.55],
    reflectance: [0.35, 0.3],
    frame: [60, 60, 66],
    field: [95, 95, 102],
    inlay: [168, 168, 176],
    line: [140, 140, 148],
    unused: [70, 70, 76],
    ink: [240, 240, 240],
    background: [24, 26, 30],
    table: [48, 50, 56],
    marks: [[0, 114, 178], [230, 159, 0]],
    surface: Surface::Stone,
    grain: 0.16,
    relief: Some([245, 245, 245]),
};

/// Boxwood and rosewood men on a walnut board with oak inlays.
const WOOD: Palette = Palette {
    men: [[236, 208, 150], [92, 36, 24]],
    grooves: [[150, 110, 60], [45, 16, 10]],
    roughness: [0.6, 0.55],
    reflectance: [0.3, 0.3],
    frame: [84, 52, 30],
    field: [112, 72, 42],
    inlay: [206, 156, 96],
    line: [160, 116, 68],
    unused: [66, 40, 22],
    ink: [232, 206, 160],
    background: [30, 24, 20],
    table: [70, 50, 38],
    marks: [[250, 240, 206], [176, 40, 28]],
    surface: Surface::Wood,
    grain: 0.32,
    relief: None,
};

/// A theme's colours.
pub const fn palette(theme: Theme) -> &'static Palette {
    match theme {
        Theme::Ivory => &IVORY,
        Theme::HighContrast => &HIGH_CONTRAST,
        Theme::ColourSafe => &COLOUR_SAFE,
        Theme::Wood => &WOOD,
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The theme in force.
pub fn current_theme() -> Theme {
    Theme::ALL[usize::from(CURRENT.load(Ordering::Relaxed)) % Theme::ALL.len()]
}

/// Puts `theme` in force (the board layer does, when the look changes).
pub fn set_current_theme(theme: Theme) {
    let index = Theme::ALL.iter().position(|&t| t == theme).unwrap_or(0);
    CURRENT.store(index as u8, Ordering::Relaxed);
}

/// 0 for White, 1 for Black: the index into a palette's pairs.
pub const fn side_index(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

/// A side's men in the theme in force.
pub fn man_colour(colour: Colour) -> Srgb {
    palette(current_theme()).men[side_index(colour)]
}

/// The officer's mark on a man's face and the band on its rim (every theme).
pub const OFFICER_GOLD: Srgb = [255, 184, 31];

/// A column that must capture, flashing after a refused pick: red, "wrong" (every theme).
pub const REFUSED_GLOW: Srgb = [243, 79, 63];

/// A column a hint lights (a puzzle's Hint): amber like the hint's arrow, neither "wrong"
/// (red) nor "selected" (green), and bright on both sides' men in every theme.
pub const HINT_GLOW: Srgb = [255, 176, 40];

/// The same colour for Bevy.
pub fn to_bevy(srgb: Srgb) -> bevy::color::Color {
    bevy::color::Color::srgb_u8(srgb[0], srgb[1], srgb[2])
}
