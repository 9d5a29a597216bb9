//! The look the player chose: the theme, the language and the panels' scale. The Settings
//! window and the command line set it; the board restyles itself, the panels rescale, and the
//! words switch language, all at once without a restart.

use bevy::prelude::*;

use crate::i18n::{self, Language};
use crate::record::{Theme, ui_scale_in_range};

/// The look in force.
#[derive(Resource, Clone, Copy, PartialEq, Debug)]
pub struct Look {
    /// The board's, the men's and the swatches' colours.
    pub theme: Theme,
    /// The language chosen; `None` follows the system's. (Headless apps and tests start in
    /// English whatever the machine's locale; the game's window starts from the settings.)
    pub language: Option<Language>,
    /// The panels' scale (egui's zoom), 0.75 to 2.
    pub ui_scale: f32,
}

impl Default for Look {
    fn default() -> Look {
        Look {
            theme: Theme::Ivory,
            language: Some(Language::ENGLISH),
            ui_scale: 1.0,
        }
    }
}

impl Look {
    /// The language players see: the one chosen, else the system's.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(Language::system)
    }

    /// The scale brought into range.
    pub fn clamped_scale(&self) -> f32 {
        ui_scale_in_range(self.ui_scale)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Look>()
        .add_systems(PreUpdate, follow_language);
}

/// Every text follows the look's language from this frame on.
fn follow_language(look: Res<Look>) {
    if look.is_changed() {
        let language = look.language();
        if i18n::language() != language {
            i18n::set_language(language);
        }
    }
}
