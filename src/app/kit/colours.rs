//! Every colour the panels use, in one place, and the small painted widgets that show a man.
//! The men's own colours come from the board's palette (the theme in force), so a swatch
//! matches the men on the board.

use bevy_egui::egui::{self, Color32};
use lasca_rules::{Colour, Man};

use crate::app::board::palette::{
    HINT_GLOW, OFFICER_GOLD, REFUSED_GLOW, Srgb, current_theme, man_colour, palette,
};

const fn egui_colour([r, g, b]: Srgb) -> Color32 {
    Color32::from_rgb(r, g, b)
}

/// A side's men in the theme in force, as a swatch.
pub fn swatch(colour: Colour) -> Color32 {
    egui_colour(man_colour(colour))
}

/// The officer's gold.
pub const GOLD: Color32 = egui_colour(OFFICER_GOLD);
/// Outlines of swatches, so both sides show on any background.
pub const OUTLINE: Color32 = Color32::from_gray(128);
/// An empty square's outline in the palette.
pub const EMPTY_OUTLINE: Color32 = Color32::from_gray(150);
/// Text that asks for attention: the status when something must be done, looking back.
pub const ATTENTION: Color32 = Color32::from_rgb(255, 196, 80);
/// The dark background behind the looking-back notice.
pub const ATTENTION_BACKGROUND: Color32 = Color32::from_rgb(90, 60, 10);
/// Good news: the live game, a file saved, a valid position.
pub const GOOD: Color32 = Color32::from_rgb(120, 200, 120);
/// A warning that is not an error (a position with no move for the side to move).
pub const WARNING: Color32 = Color32::from_rgb(240, 210, 90);
/// A refused edit.
pub const REFUSED: Color32 = Color32::from_rgb(255, 160, 60);
/// A failure: a file that cannot be read, a broken settings file.
pub const ERROR: Color32 = Color32::from_rgb(255, 110, 100);
/// The analysis board's best move arrow.
pub const ANALYSIS_ARROW: Color32 = Color32::from_rgba_unmultiplied_const(70, 210, 120, 220);
/// A hint's arrow.
pub const HINT_ARROW: Color32 = Color32::from_rgba_unmultiplied_const(255, 190, 60, 230);
/// A puzzle's hint: its words, and the column it lights on the board (the same amber).
pub const HINT: Color32 = egui_colour(HINT_GLOW);
/// A column that must capture, flashing on the board after a refused pick: red, "wrong".
pub const MUST_CAPTURE: Color32 = egui_colour(REFUSED_GLOW);
/// The refutation of a wrong move, as an arrow over the board: red, like a wrong move's words.
pub const REFUTATION_ARROW: Color32 = Color32::from_rgba_unmultiplied_const(235, 80, 70, 220);
/// The evaluation bar's frame and its even line.
pub const BAR_BACKGROUND: Color32 = Color32::from_rgb(25, 25, 30);
/// The evaluation bar's outline.
pub const BAR_OUTLINE: Color32 = Color32::from_gray(140);
/// The evaluation bar's middle (an even game).
pub const BAR_EVEN: Color32 = Color32::from_rgb(230, 60, 60);
/// The frame of the height label over a tall column.
pub const LABEL_FRAME: Color32 = Color32::from_rgb(255, 190, 60);

/// Text on a side's swatch: dark on White's, light on Black's (in every theme).
pub fn text_on(colour: Colour) -> Color32 {
    match colour {
        Colour::White => Color32::from_rgb(30, 30, 34),
        Colour::Black => Color32::from_rgb(245, 240, 225),
    }
}

/// A man as a small disc in its side's colour, ringed gold when an officer; an empty circle
/// for no man (the palette's remove tools).
pub fn man_icon(ui: &mut egui::Ui, man: Option<Man>, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    paint_man(ui.painter(), rect.center(), size / 2.0 - 1.0, man);
}

/// A man's icon (or an empty square's) painted at `centre`.
pub fn paint_man(painter: &egui::Painter, centre: egui::Pos2, radius: f32, man: Option<Man>) {
    match man {
        Some(man) => {
            painter.circle_filled(centre, radius, swatch(man.colour));
            // The colour-safe theme's studs on Black's men, as on the board.
            if let Some(relief) = palette(current_theme()).relief
                && man.colour == Colour::Black
            {
                for i in 0..6 {
                    let angle = i as f32 * std::f32::consts::TAU / 6.0;
                    let at = centre + egui::vec2(angle.cos(), angle.sin()) * radius * 0.6;
                    painter.circle_filled(at, (radius * 0.16).max(1.0), egui_colour(relief));
                }
            }
            let ring = if man.officer {
                egui::Stroke::new(2.0, GOLD)
            } else {
                egui::Stroke::new(1.0, OUTLINE)
            };
            painter.circle_stroke(centre, radius, ring);
        }
        None => {
            painter.circle_stroke(centre, radius, egui::Stroke::new(1.0, EMPTY_OUTLINE));
        }
    }
}

/// A small disc in a side's colour, outlined so both show on any background.
pub fn colour_dot(ui: &mut egui::Ui, colour: Colour) {
    man_icon(ui, Some(Man::soldier(colour)), 14.0);
}

/// A move's class in the review: green for the engine's move, then warmer as it loses more.
pub const fn class_colour(class: lasca_ai::MoveClass) -> Color32 {
    match class {
        lasca_ai::MoveClass::Best => Color32::from_rgb(110, 210, 120),
        lasca_ai::MoveClass::Good => Color32::from_gray(200),
        lasca_ai::MoveClass::Inaccuracy => Color32::from_rgb(240, 210, 80),
        lasca_ai::MoveClass::Mistake => Color32::from_rgb(245, 150, 50),
        lasca_ai::MoveClass::Blunder => Color32::from_rgb(235, 70, 60),
    }
}
