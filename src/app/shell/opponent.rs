//! The game panel's lines about the players: who plays the computer and at what level, each
//! side's material, and, against the computer, Resign (asked twice) and Offer draw.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::core::{Activity, CurrentGame, Material, Session, TurnState};
use crate::app::kit::colours::{ATTENTION, colour_dot};
use crate::app::kit::labels::{level_name, player_label, side_name};
use crate::app::play::{DrawAnswer, DrawOffers, PlayerOffer};
use crate::record::{Player, Players};
use crate::t;
use lasca_rules::{AnyPosition, Colour};

/// What the players' lines read and send.
#[derive(SystemParam)]
pub(super) struct Opponent<'w, 's> {
    session: Res<'w, Session>,
    offers: Res<'w, DrawOffers>,
    requests: MessageWriter<'w, PlayerOffer>,
    /// Resign was clicked once, at this ply: the next click resigns.
    confirming: Local<'s, Option<usize>>,
}

/// "You play White against the computer, level 3 (Corporal)"; for two computers, a line for
/// each; nothing between people.
pub(super) fn who_plays(players: Players) -> Vec<(Colour, String)> {
    if let Some(human) = players.human_against_computer() {
        let Player::Ai(level) = players.get(human.opponent()) else {
            return Vec::new();
        };
        return vec![(
            human,
            t!(
                "hud-you-play",
                side = side_name(human),
                level = level.number(),
                name = level_name(level)
            ),
        )];
    }
    if players.ai_vs_ai() {
        return Colour::BOTH
            .into_iter()
            .map(|side| {
                let player = player_label(players.get(side));
                (
                    side,
                    t!("hud-side-player", side = side_name(side), player = player),
                )
            })
            .collect();
    }
    Vec::new()
}

/// "9 columns (11 men) · 2 prisoners": `side`'s material, shown after its colour's dot (its
/// name is in the hover).
pub(super) fn material_line(position: &AnyPosition, side: Colour) -> String {
    let material = Material::of(position, side);
    t!(
        "hud-material",
        columns = material.columns,
        men = material.men,
        prisoners = material.prisoners
    )
}

impl Opponent<'_, '_> {
    /// The players' lines, under the status.
    pub(super) fn show(
        &mut self,
        ui: &mut egui::Ui,
        rules: &CurrentGame,
        players: Players,
        state: TurnState,
    ) {
        let own_game = self.session.is(Activity::Game);
        if own_game {
            for (side, line) in who_plays(players) {
                ui.horizontal(|ui| {
                    colour_dot(ui, side);
                    // Wrapped: a long name must not widen the panel over the board.
                    ui.add(egui::Label::new(line).wrap());
                });
            }
        }
        let position = rules.position();
        for side in Colour::BOTH {
            ui.horizontal(|ui| {
                colour_dot(ui, side);
                ui.label(material_line(&position, side))
                    .on_hover_text(t!("hud-material-hover", side = side_name(side)));
            });
        }
        let Some(human) = players.human_against_computer().filter(|_| own_game) else {
            return;
        };
        let ply = rules.game.ply();
        if rules.game.outcome().is_some() {
            *self.confirming = None;
            return;
        }
        if self.confirming.is_some_and(|at| at != ply) {
            *self.confirming = None;
        }
        let can_act = state == TurnState::AwaitingMove;
        ui.horizontal(|ui| {
            if self.confirming.is_some() {
                let sure = egui::RichText::new(t!("hud-resign-sure")).color(ATTENTION);
                if ui.add_enabled(can_act, egui::Button::new(sure)).clicked() {
                    self.requests.write(PlayerOffer::Resign(human));
                    *self.confirming = None;
                }
                if ui.button(t!("hud-resign-cancel")).clicked() {
                    *self.confirming = None;
                }
                return;
            }
            if ui
                .add_enabled(can_act, egui::Button::new(t!("hud-resign")))
                .on_hover_text(t!("hud-resign-hover"))
                .clicked()
            {
                *self.confirming = Some(ply);
            }
            let wait = self.offers.wait(human, ply);
            let your_turn = rules.side_to_move() == human;
            let enabled = can_act && your_turn && wait == 0 && !self.offers.is_thinking();
            let hover = if wait > 0 {
                t!("hud-offer-draw-wait", plies = wait)
            } else if !your_turn {
                t!("hud-offer-draw-your-turn")
            } else {
                t!("hud-offer-draw-hover")
            };
            if ui
                .add_enabled(enabled, egui::Button::new(t!("hud-offer-draw")))
                .on_hover_text(&hover)
                .on_disabled_hover_text(&hover)
                .clicked()
            {
                self.requests.write(PlayerOffer::Draw(human));
            }
        });
        match self.offers.answer(ply) {
            Some(DrawAnswer::Thinking) => {
                ui.label(t!("hud-draw-thinking"));
            }
            Some(DrawAnswer::Declined(_)) => {
                ui.label(egui::RichText::new(t!("hud-draw-declined")).color(ATTENTION));
            }
            None => {}
        }
        if self.confirming.is_some() {
            ui.label(egui::RichText::new(t!("hud-resign-ask")).color(ATTENTION));
        }
    }
}

#[cfg(test)]
mod tests {
    use lasca_ai::Level;
    use lasca_rules::Variant;

    use super::*;

    #[test]
    fn the_panel_names_the_computer_and_counts_the_material() {
        let level = Level::new(3).unwrap();
        let against = Players {
            white: Player::Human,
            black: Player::Ai(level),
        };
        assert_eq!(
            who_plays(against),
            [(
                Colour::White,
                "You play White against the computer, level 3 (Corporal)".to_owned()
            )]
        );
        let computers = Players {
            white: Player::Ai(level),
            black: Player::Ai(Level::new(5).unwrap()),
        };
        assert_eq!(
            who_plays(computers),
            [
                (
                    Colour::White,
                    "White: Computer level 3 (Corporal)".to_owned()
                ),
                (
                    Colour::Black,
                    "Black: Computer level 5 (Lieutenant)".to_owned()
                ),
            ]
        );
        assert!(who_plays(Players::HOTSEAT).is_empty());
        let start = AnyPosition::start(Variant::Lasca7);
        assert_eq!(
            material_line(&start, Colour::Black),
            "11 columns (11 men) · 0 prisoners"
        );
        let position = AnyPosition::parse("w e5:Wb a7:b").unwrap();
        assert_eq!(
            material_line(&position, Colour::White),
            "1 column (1 man) · 1 prisoner"
        );
    }
}
