//! The New game dialog: human vs computer with a colour and a level, two people at one
//! screen, or computer vs computer with a level per side. Starting a game sets [`Seats`] and
//! sends [`NewGame`]; changing players stops any search under way.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::Level;
use lasca_rules::{AnyPosition, Colour, Variant};

use crate::app::core::game_text::variant_text;
use crate::app::core::{CurrentGame, Feature, NewGame, Open, Seats, ShowNewGameDialogFrom};
use crate::app::kit;
use crate::app::kit::labels::{level_label, side_name};
use crate::record::{DEFAULT_LEVEL, Player, Players};
use crate::t;

/// The three ways to play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    HumanVsAi,
    HumanVsHuman,
    AiVsAi,
}

/// The New game dialog's choices.
#[derive(Resource, Clone, Debug)]
pub(super) struct NewGameDialog {
    /// Shown.
    pub(super) open: bool,
    mode: Mode,
    /// The human's side against the computer.
    human: Colour,
    /// The computer's level against a human.
    level: Level,
    /// Each side's level in computer vs computer.
    white_level: Level,
    black_level: Level,
    /// Where the game starts, when not from the usual start.
    start: Option<AnyPosition>,
    /// The game played from the usual start: Lasca 7x7, Lasca 8x8 or bashni.
    variant: Variant,
}

impl Default for NewGameDialog {
    fn default() -> NewGameDialog {
        NewGameDialog {
            open: false,
            mode: Mode::HumanVsAi,
            human: Colour::White,
            level: DEFAULT_LEVEL,
            white_level: DEFAULT_LEVEL,
            black_level: DEFAULT_LEVEL,
            start: None,
            variant: Variant::Lasca7,
        }
    }
}

impl NewGameDialog {
    /// Opens the dialog with the current players chosen.
    fn open_for(&mut self, players: &Seats) {
        self.open = true;
        match (players.white.level(), players.black.level()) {
            (None, None) => self.mode = Mode::HumanVsHuman,
            (Some(white), Some(black)) => {
                self.mode = Mode::AiVsAi;
                self.white_level = white;
                self.black_level = black;
            }
            (None, Some(level)) | (Some(level), None) => {
                self.mode = Mode::HumanVsAi;
                self.human = if players.white == Player::Human {
                    Colour::White
                } else {
                    Colour::Black
                };
                self.level = level;
            }
        }
    }

    /// The players the dialog describes.
    fn players(&self) -> Seats {
        let (white, black) = match self.mode {
            Mode::HumanVsHuman => (Player::Human, Player::Human),
            Mode::AiVsAi => (Player::Ai(self.white_level), Player::Ai(self.black_level)),
            Mode::HumanVsAi if self.human == Colour::White => {
                (Player::Human, Player::Ai(self.level))
            }
            Mode::HumanVsAi => (Player::Ai(self.level), Player::Human),
        };
        Seats(Players { white, black })
    }
}

/// A level picker: `3 · Corporal`.
fn level_combo(ui: &mut egui::Ui, id: &str, level: &mut Level) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(level_label(*level))
        .show_ui(ui, |ui| {
            for candidate in Level::all() {
                ui.selectable_value(level, candidate, level_label(candidate));
            }
        });
}

/// The variants as a row of choices, each with what makes it different.
fn variant_choice(ui: &mut egui::Ui, variant: &mut Variant) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("new-game-variant"));
        for choice in Variant::ALL {
            let hover = match choice {
                Variant::Lasca7 => t!("new-game-variant-lasca7-hover"),
                Variant::Lasca8 => t!("new-game-variant-lasca8-hover"),
                Variant::Bashni => t!("new-game-variant-bashni-hover"),
            };
            ui.radio_value(variant, choice, variant_text(choice))
                .on_hover_text(hover);
        }
    });
}

pub(super) fn new_game_dialog(
    mut contexts: EguiContexts,
    mut requests: MessageReader<Open>,
    mut requests_from: MessageReader<ShowNewGameDialogFrom>,
    mut dialog: ResMut<NewGameDialog>,
    mut players: ResMut<Seats>,
    mut new_game: MessageWriter<NewGame>,
    rules: Res<CurrentGame>,
) -> Result {
    if requests.read().any(|open| open.0 == Feature::NewGame) {
        dialog.open_for(&players);
        dialog.start = None;
        // The game on the board is offered again (a sandbox's rules are its variant's).
        dialog.variant = rules.variant();
    }
    if let Some(&ShowNewGameDialogFrom(start)) = requests_from.read().last() {
        dialog.open_for(&players);
        dialog.start = Some(start);
    }
    if !dialog.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut start = false;
    let mut cancel = false;
    kit::layout::show(
        ctx,
        &kit::layout::slots::NEW_GAME,
        egui::Window::new(t!("new-game-title")),
        |ui| {
            let dialog = &mut *dialog;
            if let Some(start) = dialog.start {
                ui.label(t!(
                    "new-game-from-edited",
                    side = side_name(start.side_to_move())
                ));
            } else {
                variant_choice(ui, &mut dialog.variant);
                ui.separator();
            }
            ui.radio_value(
                &mut dialog.mode,
                Mode::HumanVsAi,
                t!("new-game-human-vs-computer"),
            );
            ui.radio_value(
                &mut dialog.mode,
                Mode::HumanVsHuman,
                t!("new-game-two-players"),
            );
            ui.radio_value(
                &mut dialog.mode,
                Mode::AiVsAi,
                t!("new-game-computer-vs-computer"),
            );
            ui.separator();
            egui::Grid::new("new game choices").show(ui, |ui| match dialog.mode {
                Mode::HumanVsAi => {
                    ui.label(t!("new-game-you-play"));
                    ui.horizontal(|ui| {
                        for side in Colour::BOTH {
                            ui.radio_value(&mut dialog.human, side, side_name(side));
                        }
                    });
                    ui.end_row();
                    ui.label(t!("new-game-computer"));
                    level_combo(ui, "level", &mut dialog.level);
                    ui.end_row();
                }
                Mode::HumanVsHuman => {
                    ui.label(t!("new-game-take-turns"));
                    ui.end_row();
                }
                Mode::AiVsAi => {
                    ui.label(side_name(Colour::White));
                    level_combo(ui, "white level", &mut dialog.white_level);
                    ui.end_row();
                    ui.label(side_name(Colour::Black));
                    level_combo(ui, "black level", &mut dialog.black_level);
                    ui.end_row();
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                start = ui.button(t!("new-game-start")).clicked();
                cancel = ui.button(t!("cancel")).clicked();
            });
        },
    );
    if start {
        let chosen = dialog.players();
        players.set_if_neq(chosen);
        new_game.write(NewGame {
            start: Some(
                dialog
                    .start
                    .unwrap_or_else(|| AnyPosition::start(dialog.variant)),
            ),
        });
    }
    if start || cancel {
        dialog.open = false;
    }
    Ok(())
}
