//! The Online window: the server, create / join by code / watch, the lobby, and during an online
//! game its code, both clocks, the connection and the offers.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_online::protocol::{EndReason, OfferKind, SeatChoice, TimeControl};
use lasca_rules::Colour;

use super::labels::side_name;
use super::theme::ATTENTION;
use crate::app::play::{Link, Online, OnlineGame, OnlineRequest, UserSettings};

/// The window's state: what the player has typed and chosen.
#[derive(Resource)]
pub struct OnlineWindow {
    /// Shown.
    pub open: bool,
    address: Option<String>,
    code: String,
    colour: SeatChoice,
    control: usize,
    public: bool,
}

impl Default for OnlineWindow {
    fn default() -> OnlineWindow {
        OnlineWindow {
            open: false,
            address: None,
            code: String::new(),
            colour: SeatChoice::White,
            control: 2,
            public: true,
        }
    }
}

/// The time controls offered: minutes and an increment in seconds.
const CONTROLS: [Option<(u32, u32)>; 6] = [
    None,
    Some((3, 2)),
    Some((5, 3)),
    Some((10, 5)),
    Some((15, 10)),
    Some((30, 20)),
];

fn control_label(control: Option<TimeControl>) -> String {
    match control {
        None => "No clock".into(),
        Some(c) if c.initial_s % 60 == 0 => {
            format!("{} min + {} s", c.initial_s / 60, c.increment_s)
        }
        Some(c) => format!("{} s + {} s", c.initial_s, c.increment_s),
    }
}

/// `4:05`, and tenths under ten seconds: `0:07.3`.
pub fn clock_text(left: Duration) -> String {
    let ms = left.as_millis() as u64;
    let (minutes, seconds) = (ms / 60_000, (ms / 1000) % 60);
    if ms < 10_000 {
        format!("{minutes}:{seconds:02}.{}", (ms / 100) % 10)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

fn link_text(link: &Link) -> (String, bool) {
    match link {
        Link::Offline => ("Not connected".into(), false),
        Link::Connecting => ("Connecting…".into(), false),
        Link::Connected => ("Connected".into(), false),
        Link::Reconnecting { reason, retry_at } => {
            let wait = retry_at
                .saturating_duration_since(Instant::now())
                .as_secs_f32();
            let why = if reason.contains("refused") {
                "the server is not answering"
            } else {
                "the connection dropped"
            };
            (
                format!("Connection lost: {why}. Trying again in {wait:.0} s; your game waits."),
                true,
            )
        }
    }
}

fn offer_words(kind: OfferKind) -> (&'static str, &'static str) {
    match kind {
        OfferKind::Draw => ("offers a draw", "Draw offered"),
        OfferKind::Takeback => ("asks to take back a move", "Take-back asked"),
        OfferKind::Rematch => ("offers a rematch", "Rematch offered"),
    }
}

pub(super) fn online_window(
    mut contexts: EguiContexts,
    mut window: ResMut<OnlineWindow>,
    online: Res<Online>,
    settings: Res<UserSettings>,
    mut requests: MessageWriter<OnlineRequest>,
) -> Result {
    if online.in_game() {
        window.open = true;
    }
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let window = &mut *window;
    let mut open = true;
    let title = match &online.game {
        Some(game) => format!("Online game {}", game.code),
        None => "Online".to_owned(),
    };
    egui::Window::new(title)
        .id(egui::Id::new("online window"))
        // Bottom right, above the analysis panel: the column inspector has the top right.
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-10.0, -80.0))
        .resizable(false)
        .collapsible(true)
        .default_width(290.0)
        .open(&mut open)
        .show(ctx, |ui| {
            let (link, alarming) = link_text(&online.link);
            let text = egui::RichText::new(link);
            ui.label(if alarming {
                text.color(ATTENTION)
            } else {
                text
            });
            match &online.game {
                Some(game) => game_section(ui, game, &mut requests),
                None => lobby_section(ui, window, &online, &settings, &mut requests),
            }
            if let Some(notice) = &online.notice {
                ui.separator();
                ui.label(egui::RichText::new(notice).color(ATTENTION));
            }
        });
    if !open && !online.in_game() {
        window.open = false;
    }
    Ok(())
}

fn game_section(ui: &mut egui::Ui, game: &OnlineGame, requests: &mut MessageWriter<OnlineRequest>) {
    match game.colour {
        Some(colour) => ui.label(format!("You play {}.", side_name(colour))),
        None => ui.label("You are watching."),
    };
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(&game.code)
                .monospace()
                .size(22.0)
                .strong(),
        );
        if ui.button("Copy code").clicked() {
            ui.ctx().copy_text(game.code.clone());
        }
    });
    if game.waiting() {
        ui.label(
            egui::RichText::new("Waiting for your friend: send them this code.").color(ATTENTION),
        );
    }
    ui.separator();
    // Both clocks, the running one bright; each player's connection beside it.
    for colour in [Colour::Black, Colour::White] {
        ui.horizontal(|ui| {
            let name = if Some(colour) == game.colour {
                format!("{} (you)", side_name(colour))
            } else {
                side_name(colour).to_owned()
            };
            ui.label(egui::RichText::new(name).strong());
            match game.time_left(colour) {
                Some(left) => {
                    let text = egui::RichText::new(clock_text(left)).monospace().size(20.0);
                    ui.label(if game.running() == Some(colour) {
                        text.strong().color(ATTENTION)
                    } else {
                        text
                    });
                }
                None => {
                    ui.label("no clock");
                }
            }
            let seat = game.seat(colour);
            ui.label(match (seat.taken, seat.online) {
                (false, _) => "seat free",
                (true, true) => "online",
                (true, false) => "away",
            });
        });
    }
    if let Some(result) = game.result() {
        ui.separator();
        ui.heading(result.explain());
        if result.reason == EndReason::Withdrawn {
            ui.label("Nobody joined.");
        }
    }
    if let Some(kind) = game.offer_to_answer() {
        ui.separator();
        let by = game
            .colour
            .map_or_else(|| "Your opponent".to_owned(), |c| side_name(c.opponent()));
        ui.label(
            egui::RichText::new(format!("{by} {}.", offer_words(kind).0))
                .strong()
                .color(ATTENTION),
        );
        ui.horizontal(|ui| {
            if ui.button("Accept").clicked() {
                requests.write(OnlineRequest::Answer(kind, true));
            }
            if ui.button("Decline").clicked() {
                requests.write(OnlineRequest::Answer(kind, false));
            }
        });
    }
    for kind in game.my_offers() {
        ui.label(format!("{}: waiting for an answer.", offer_words(kind).1));
    }
    ui.separator();
    if game.colour.is_some() {
        let over = game.result().is_some();
        ui.horizontal(|ui| {
            if !over {
                let resign = if game.waiting() { "Withdraw" } else { "Resign" };
                if ui.button(resign).clicked() {
                    requests.write(OnlineRequest::Resign);
                }
                let playing = !game.waiting();
                if ui
                    .add_enabled(playing, egui::Button::new("Offer draw"))
                    .clicked()
                {
                    requests.write(OnlineRequest::Offer(OfferKind::Draw));
                }
                if ui
                    .add_enabled(playing, egui::Button::new("Take back"))
                    .on_hover_text("Ask your opponent to take back your last move")
                    .clicked()
                {
                    requests.write(OnlineRequest::Offer(OfferKind::Takeback));
                }
            } else if ui
                .button("Rematch")
                .on_hover_text("Play again with colours swapped")
                .clicked()
            {
                requests.write(OnlineRequest::Offer(OfferKind::Rematch));
            }
        });
    }
    if ui
        .button("Leave")
        .on_hover_text("Stop playing online; the board stays as it is")
        .clicked()
    {
        requests.write(OnlineRequest::Leave);
    }
}

fn lobby_section(
    ui: &mut egui::Ui,
    window: &mut OnlineWindow,
    online: &Online,
    settings: &UserSettings,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let address = window
        .address
        .get_or_insert_with(|| settings.settings.online_server.clone());
    ui.horizontal(|ui| {
        ui.label("Server");
        ui.add(egui::TextEdit::singleline(address).desired_width(150.0));
        if ui.button("Connect").clicked() {
            requests.write(OnlineRequest::Connect(address.clone()));
        }
    });
    ui.label(
        egui::RichText::new("A friend's server, or your own: run `lasca serve`.")
            .small()
            .weak(),
    );
    ui.separator();
    ui.strong("New game");
    ui.horizontal(|ui| {
        ui.label("Play");
        for (choice, name) in [
            (SeatChoice::White, "White"),
            (SeatChoice::Black, "Black"),
            (SeatChoice::Random, "Random"),
        ] {
            ui.radio_value(&mut window.colour, choice, name);
        }
    });
    let control = |index: usize| CONTROLS[index].map(|(m, i)| TimeControl::minutes(m, i));
    egui::ComboBox::from_label("Clock")
        .selected_text(control_label(control(window.control)))
        .show_ui(ui, |ui| {
            for index in 0..CONTROLS.len() {
                ui.selectable_value(&mut window.control, index, control_label(control(index)));
            }
        });
    ui.checkbox(&mut window.public, "List it in the lobby");
    if ui.button("Create game").clicked() {
        let address = address.clone();
        requests.write(OnlineRequest::Connect(address));
        requests.write(OnlineRequest::Create {
            colour: window.colour,
            clock: control(window.control),
            public: window.public,
        });
    }
    ui.separator();
    ui.strong("A friend's game");
    ui.horizontal(|ui| {
        ui.label("Code");
        ui.add(
            egui::TextEdit::singleline(&mut window.code)
                .desired_width(90.0)
                .hint_text("ABC234"),
        );
        if ui.button("Join").clicked() {
            requests.write(OnlineRequest::Connect(address.clone()));
            requests.write(OnlineRequest::Join(window.code.clone()));
        }
        if ui.button("Watch").clicked() {
            requests.write(OnlineRequest::Connect(address.clone()));
            requests.write(OnlineRequest::Watch(window.code.clone()));
        }
    });
    ui.separator();
    ui.horizontal(|ui| {
        ui.strong("Lobby");
        if ui.button("Refresh").clicked() {
            requests.write(OnlineRequest::Connect(address.clone()));
            requests.write(OnlineRequest::Lobby);
        }
    });
    if online.lobby.is_empty() {
        ui.label(egui::RichText::new("No open games.").weak());
    }
    for entry in online.lobby.iter().take(12) {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(&entry.code).monospace().strong());
            if ui.small_button("Join").clicked() {
                requests.write(OnlineRequest::Join(entry.code.clone()));
            }
        });
        ui.label(
            egui::RichText::new(format!(
                "you play {} · {}",
                side_name(entry.free),
                control_label(entry.time_control)
            ))
            .small(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_well() {
        assert_eq!(clock_text(Duration::from_millis(245_000)), "4:05");
        assert_eq!(clock_text(Duration::from_millis(7_340)), "0:07.3");
        assert_eq!(clock_text(Duration::ZERO), "0:00.0");
    }
}
