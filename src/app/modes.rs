//! Who plays: the New game dialog (human vs computer with a colour and a level, two people at
//! one screen, computer vs computer with a level per side) and the Game over panel (winner,
//! reason, New game and Rematch with colours swapped).
//!
//! Starting a game sets [`Players`] and sends [`NewGame`]; changing players stops any search
//! (see [`super::ai`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use lasca_ai::Level;
use lasca_rules::{Colour, DrawReason, Outcome, Position, WinReason};

use super::rules::{GameReset, NewGame, Players, Rules, TurnState};
use super::watch::Watch;
use crate::record::{self, Player};

/// The dialog's requests: headless parts (the editor) send them too.
pub(super) fn messages_plugin(app: &mut App) {
    app.add_message::<ShowNewGameDialog>()
        .add_message::<ShowNewGameDialogFrom>();
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGameDialog>()
        .init_resource::<GameOverPanel>()
        .add_systems(Update, reopen_game_over_panel)
        .add_systems(EguiPrimaryContextPass, (new_game_dialog, game_over_panel));
}

/// Opens the New game dialog, filled in from the current players.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ShowNewGameDialog;

/// Opens the New game dialog for a game from this position (the editor's Play from here).
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowNewGameDialogFrom(pub Position);

/// The three ways to play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    HumanVsAi,
    HumanVsHuman,
    AiVsAi,
}

/// The New game dialog's choices.
#[derive(Resource, Clone, Debug)]
struct NewGameDialog {
    open: bool,
    mode: Mode,
    /// The human's side against the computer.
    human: Colour,
    /// The computer's level against a human.
    level: u8,
    /// Each side's level in computer vs computer.
    white_level: u8,
    black_level: u8,
    /// Where the game starts, when not from the usual start.
    start: Option<Position>,
}

/// The AI's level when the dialog has none to go by.
const DEFAULT_LEVEL: u8 = 3;

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
        }
    }
}

impl NewGameDialog {
    /// Opens the dialog with the current players chosen.
    fn open_for(&mut self, players: &Players) {
        self.open = true;
        let level_of = |player: Player| match player {
            Player::Ai(level) => Some(level),
            Player::Human => None,
        };
        match (level_of(players.white), level_of(players.black)) {
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
    fn players(&self) -> Players {
        let (white, black) = match self.mode {
            Mode::HumanVsHuman => (Player::Human, Player::Human),
            Mode::AiVsAi => (Player::Ai(self.white_level), Player::Ai(self.black_level)),
            Mode::HumanVsAi if self.human == Colour::White => {
                (Player::Human, Player::Ai(self.level))
            }
            Mode::HumanVsAi => (Player::Ai(self.level), Player::Human),
        };
        Players(record::Players { white, black })
    }
}

/// Whether the Game over panel was closed to look at the final position.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct GameOverPanel {
    dismissed: bool,
}

/// `White` or `Black`.
pub(super) fn side_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// `Human` or `Computer level 3 (Corporal)`.
pub(super) fn player_label(player: Player) -> String {
    match player {
        Player::Human => "Human".to_owned(),
        Player::Ai(number) => match Level::new(number) {
            Some(level) => format!("Computer level {number} ({})", level.name()),
            None => format!("Computer level {number}"),
        },
    }
}

/// A level picker: `3 · Corporal`.
fn level_combo(ui: &mut egui::Ui, id: &str, level: &mut u8) {
    let name = |n: u8| Level::new(n).map_or("", Level::name);
    egui::ComboBox::from_id_salt(id)
        .selected_text(format!("{level} · {}", name(*level)))
        .show_ui(ui, |ui| {
            for candidate in Level::all() {
                let n = candidate.number();
                ui.selectable_value(level, n, format!("{n} · {}", candidate.name()));
            }
        });
}

fn new_game_dialog(
    mut contexts: EguiContexts,
    mut requests: MessageReader<ShowNewGameDialog>,
    mut requests_from: MessageReader<ShowNewGameDialogFrom>,
    mut dialog: ResMut<NewGameDialog>,
    mut players: ResMut<Players>,
    mut new_game: MessageWriter<NewGame>,
) -> Result {
    if requests.read().count() > 0 {
        dialog.open_for(&players);
        dialog.start = None;
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
    egui::Window::new("New game")
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            let dialog = &mut *dialog;
            if let Some(start) = dialog.start {
                ui.label(format!(
                    "From the edited position, {} to move",
                    side_name(start.side_to_move())
                ));
            }
            ui.radio_value(&mut dialog.mode, Mode::HumanVsAi, "Human vs computer");
            ui.radio_value(
                &mut dialog.mode,
                Mode::HumanVsHuman,
                "Two players at this screen",
            );
            ui.radio_value(
                &mut dialog.mode,
                Mode::AiVsAi,
                "Computer vs computer (watch)",
            );
            ui.separator();
            egui::Grid::new("new game choices").show(ui, |ui| match dialog.mode {
                Mode::HumanVsAi => {
                    ui.label("You play");
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut dialog.human, Colour::White, "White");
                        ui.radio_value(&mut dialog.human, Colour::Black, "Black");
                    });
                    ui.end_row();
                    ui.label("Computer");
                    level_combo(ui, "level", &mut dialog.level);
                    ui.end_row();
                }
                Mode::HumanVsHuman => {
                    ui.label("Take turns at the mouse.");
                    ui.end_row();
                }
                Mode::AiVsAi => {
                    ui.label("White");
                    level_combo(ui, "white level", &mut dialog.white_level);
                    ui.end_row();
                    ui.label("Black");
                    level_combo(ui, "black level", &mut dialog.black_level);
                    ui.end_row();
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                start = ui.button("Start").clicked();
                cancel = ui.button("Cancel").clicked();
            });
        });
    if start {
        let chosen = dialog.players();
        players.set_if_neq(chosen);
        new_game.write(NewGame {
            start: dialog.start,
        });
    }
    if start || cancel {
        dialog.open = false;
    }
    Ok(())
}

fn reopen_game_over_panel(mut resets: MessageReader<GameReset>, mut panel: ResMut<GameOverPanel>) {
    if resets.read().count() > 0 {
        panel.dismissed = false;
    }
}

/// "White wins", "Draw".
fn headline(outcome: Outcome) -> String {
    match outcome.winner() {
        Some(winner) => format!("{} wins", side_name(winner)),
        None => "Draw".to_owned(),
    }
}

/// Why the game ended, in the words of the rules.
fn reason(outcome: Outcome, plies: usize) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let loser = side_name(winner.opponent());
            match reason {
                WinReason::NoColumns => format!(
                    "{loser} has no legal move: every {} man is a prisoner",
                    loser.to_lowercase()
                ),
                WinReason::Blocked => {
                    format!("{loser} has no legal move: all its columns are blocked")
                }
            }
        }
        Outcome::Draw(DrawReason::Repetition) => {
            "Draw by repetition: the same position occurred three times".to_owned()
        }
        Outcome::Draw(DrawReason::PlyLimit) => {
            format!("Draw by the ply limit: {plies} plies were played")
        }
    }
}

fn game_over_panel(
    mut contexts: EguiContexts,
    state: Res<State<TurnState>>,
    rules: Res<Rules>,
    watch: Res<Watch>,
    dialog: Res<NewGameDialog>,
    mut panel: ResMut<GameOverPanel>,
    mut players: ResMut<Players>,
    mut show_dialog: MessageWriter<ShowNewGameDialog>,
    mut new_game: MessageWriter<NewGame>,
) -> Result {
    let Some(outcome) = rules.game.outcome() else {
        return Ok(());
    };
    if *state.get() != TurnState::GameOver || panel.dismissed || dialog.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Game over")
        .open(&mut open)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 16.0))
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(headline(outcome));
            ui.label(reason(outcome, rules.game.ply()));
            ui.weak(format!(
                "White: {} · Black: {} · {} plies",
                player_label(players.white),
                player_label(players.black),
                rules.game.ply()
            ));
            if let Some(left) = watch.next_game_in(&players, *state.get()) {
                ui.label(format!("Next game in {left:.0} s"));
            }
            ui.horizontal(|ui| {
                if ui.button("New game…").clicked() {
                    show_dialog.write(ShowNewGameDialog);
                }
                if ui
                    .button("Rematch")
                    .on_hover_text("The same players, colours swapped")
                    .clicked()
                {
                    let swapped = Players(players.swapped());
                    players.set_if_neq(swapped);
                    // From where this game began (an edited position stays the start).
                    new_game.write(NewGame {
                        start: Some(*rules.game.start()),
                    });
                }
            });
        });
    if !open {
        panel.dismissed = true;
    }
    Ok(())
}
