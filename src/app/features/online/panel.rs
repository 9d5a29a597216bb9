//! The Online window: the server, create / join by code / watch, the lobby, and during an online
//! game its code, both clocks, the connection and the offers.

use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_online::protocol::{EndReason, GameResult, OfferKind, SeatChoice, TimeControl};
use lasca_rules::{Colour, Variant};

use super::{Link, Online, OnlineGame, OnlineRequest};
use crate::app::core::UserSettings;
use crate::app::core::game_text::variant_text;
use crate::app::kit;
use crate::app::kit::colours::ATTENTION;
use crate::app::kit::labels::side_name;
use crate::t;

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
    variant: Variant,
    /// The account's name typed for a log-in.
    account: String,
    /// Its password, while typed (cleared once sent).
    password: String,
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
            variant: Variant::Lasca7,
            account: String::new(),
            password: String::new(),
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
        None => t!("online-no-clock"),
        Some(c) if c.initial_s % 60 == 0 => t!(
            "online-control-minutes",
            minutes = c.initial_s / 60,
            increment = c.increment_s
        ),
        Some(c) => t!(
            "online-control-seconds",
            seconds = c.initial_s,
            increment = c.increment_s
        ),
    }
}

/// Under this many milliseconds a clock shows tenths of a second.
pub const TENTHS_BELOW_MS: u64 = 10_000;

/// `4:05`, and tenths under ten seconds: `0:07.3`.
pub fn clock_text(left: Duration) -> String {
    let ms = left.as_millis() as u64;
    let (minutes, seconds) = (ms / 60_000, (ms / 1000) % 60);
    if ms < TENTHS_BELOW_MS {
        format!("{minutes}:{seconds:02}.{}", (ms / 100) % 10)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

fn link_text(link: &Link, retry_in: Option<Duration>) -> (String, bool) {
    match link {
        Link::Offline => (t!("online-not-connected"), false),
        Link::Connecting => (t!("online-connecting"), false),
        Link::Connected => (t!("online-connected"), false),
        Link::Reconnecting { reason, .. } => {
            let wait = retry_in.unwrap_or_default().as_secs_f32();
            let seconds = format!("{wait:.0}");
            let text = if reason.contains("refused") {
                t!("online-lost-refused", seconds = seconds)
            } else {
                t!("online-lost-dropped", seconds = seconds)
            };
            (text, true)
        }
    }
}

/// `Black offers a draw.`: an offer to answer, made by `by`.
fn offer_text(kind: OfferKind, by: &str) -> String {
    match kind {
        OfferKind::Draw => t!("online-offers-draw", by = by),
        OfferKind::Takeback => t!("online-asks-takeback", by = by),
        OfferKind::Rematch => t!("online-offers-rematch", by = by),
    }
}

/// `Draw offered: waiting for an answer.`: an offer of ours.
fn my_offer_text(kind: OfferKind) -> String {
    match kind {
        OfferKind::Draw => t!("online-draw-offered"),
        OfferKind::Takeback => t!("online-takeback-asked"),
        OfferKind::Rematch => t!("online-rematch-offered"),
    }
}

/// How an online game ended, in a sentence.
fn result_text(result: GameResult) -> String {
    let sides = |winner: Colour| (side_name(winner), side_name(winner.opponent()));
    match (result.winner, result.reason) {
        (Some(winner), EndReason::NoColumns) => {
            let (winner, loser) = sides(winner);
            t!("online-result-no-columns", winner = winner, loser = loser)
        }
        (Some(winner), EndReason::Blocked) => {
            let (winner, loser) = sides(winner);
            t!("online-result-blocked", winner = winner, loser = loser)
        }
        (Some(winner), EndReason::Time) => {
            let (winner, loser) = sides(winner);
            t!("online-result-time", winner = winner, loser = loser)
        }
        (Some(winner), EndReason::Resignation) => {
            let (winner, loser) = sides(winner);
            t!("online-result-resignation", winner = winner, loser = loser)
        }
        (_, EndReason::Repetition) => t!("online-result-repetition"),
        (_, EndReason::Agreement) => t!("online-result-agreement"),
        (_, EndReason::Withdrawn) => t!("online-result-withdrawn"),
        (_, EndReason::PlyLimit) => t!("online-result-ply-limit"),
        (Some(winner), EndReason::Abandoned) => {
            let (winner, loser) = sides(winner);
            t!("online-result-abandoned", winner = winner, loser = loser)
        }
        (None, reason) => t!("online-result-over", reason = format!("{reason:?}")),
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
    let title = match online.game() {
        Some(game) => t!("online-window-game", code = game.code()),
        None => t!("online-window"),
    };
    // Bottom right, above the analysis panel.
    let shown = egui::Window::new(title).open(&mut open);
    kit::layout::show(ctx, &kit::layout::slots::ONLINE, shown, |ui| {
        let session = &online.session;
        let (link, alarming) = link_text(session.link(), session.retry_in());
        let text = egui::RichText::new(link);
        ui.label(if alarming {
            text.color(ATTENTION)
        } else {
            text
        });
        match online.game() {
            Some(game) => game_section(ui, game, &online.address, &mut requests),
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

fn game_section(
    ui: &mut egui::Ui,
    game: &OnlineGame,
    address: &str,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    match game.colour() {
        Some(colour) => ui.label(t!("online-you-play", side = side_name(colour))),
        None => ui.label(t!("online-watching")),
    };
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(game.code())
                .monospace()
                .size(22.0)
                .strong(),
        );
        if ui.button(t!("online-copy-code")).clicked() {
            ui.ctx().copy_text(game.code().to_owned());
        }
    });
    // The link a friend opens in a browser (the server serves the browser client).
    let link = lasca_online::client::game_link(address, game.code());
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(&link).monospace())
            .on_hover_text(t!("online-link-hint"));
        if ui.button(t!("online-copy-link")).clicked() {
            ui.ctx().copy_text(link.clone());
        }
    });
    if link.contains("//localhost") || link.contains("//127.") {
        ui.label(
            egui::RichText::new(t!("online-link-localhost"))
                .small()
                .weak(),
        );
    }
    if game.waiting() {
        ui.label(egui::RichText::new(t!("online-waiting-friend")).color(ATTENTION));
    }
    ui.separator();
    // Both clocks, the running one bright; each player's connection beside it.
    for colour in [Colour::Black, Colour::White] {
        ui.horizontal(|ui| {
            let name = if Some(colour) == game.colour() {
                t!("online-you", side = side_name(colour))
            } else {
                side_name(colour).to_string()
            };
            ui.label(egui::RichText::new(name).strong());
            // The player's name (and rating) as the server says it.
            if let Some(player) = game.player_name(colour) {
                ui.label(player);
            }
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
                    ui.label(t!("online-clock-none"));
                }
            }
            let seat = game.seat(colour);
            ui.label(match (seat.taken, seat.online) {
                (false, _) => t!("online-seat-free"),
                (true, true) => t!("online-seat-online"),
                (true, false) => t!("online-seat-away"),
            });
        });
    }
    if let Some(result) = game.result() {
        ui.separator();
        ui.heading(result_text(result));
        if result.reason == EndReason::Withdrawn {
            // Withdrawn before a second player came, or (untimed) after weeks without a move.
            let joined = Colour::BOTH
                .into_iter()
                .all(|colour| game.seat(colour).taken);
            ui.label(if joined {
                t!("online-nobody-moved")
            } else {
                t!("online-nobody-joined")
            });
        }
    }
    if let Some(kind) = game.offer_to_answer() {
        ui.separator();
        let by = game.colour().map_or_else(
            || t!("online-your-opponent"),
            |c| side_name(c.opponent()).to_string(),
        );
        ui.label(
            egui::RichText::new(offer_text(kind, &by))
                .strong()
                .color(ATTENTION),
        );
        ui.horizontal(|ui| {
            if ui.button(t!("online-accept")).clicked() {
                requests.write(OnlineRequest::Answer(kind, true));
            }
            if ui.button(t!("online-decline")).clicked() {
                requests.write(OnlineRequest::Answer(kind, false));
            }
        });
    }
    for kind in game.my_offers() {
        ui.label(my_offer_text(kind));
    }
    ui.separator();
    if game.colour().is_some() {
        let over = game.result().is_some();
        ui.horizontal(|ui| {
            if !over {
                let resign = if game.waiting() {
                    t!("online-withdraw")
                } else {
                    t!("online-resign")
                };
                if ui.button(resign).clicked() {
                    requests.write(OnlineRequest::Resign);
                }
                let playing = !game.waiting();
                if ui
                    .add_enabled(playing, egui::Button::new(t!("online-offer-draw")))
                    .clicked()
                {
                    requests.write(OnlineRequest::Offer(OfferKind::Draw));
                }
                // Only with a move of ours to take back (the server would refuse it).
                if ui
                    .add_enabled(
                        game.can_take_back(),
                        egui::Button::new(t!("online-take-back")),
                    )
                    .on_hover_text(t!("online-take-back-hover"))
                    .clicked()
                {
                    requests.write(OnlineRequest::Offer(OfferKind::Takeback));
                }
            } else if ui
                .button(t!("online-rematch"))
                .on_hover_text(t!("online-rematch-hover"))
                .clicked()
            {
                requests.write(OnlineRequest::Offer(OfferKind::Rematch));
            }
        });
    }
    if ui
        .button(t!("online-leave"))
        .on_hover_text(t!("online-leave-hover"))
        .clicked()
    {
        requests.write(OnlineRequest::Leave);
    }
}

/// Who the game plays as on the server: an account logged in to (and log out), or a guest
/// (and a log-in with an account made on the server's site).
fn account_section(
    ui: &mut egui::Ui,
    window: &mut OnlineWindow,
    online: &Online,
    settings: &UserSettings,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let server = settings.settings.online_server.trim();
    let account = settings
        .settings
        .online_account
        .as_ref()
        .filter(|account| account.server.trim() == server);
    ui.separator();
    if let Some(account) = account {
        ui.horizontal(|ui| {
            ui.label(t!("online-logged-in-as", name = account.name.as_str()));
            if ui.button(t!("online-log-out")).clicked() {
                requests.write(OnlineRequest::LogOut);
            }
        });
        return;
    }
    ui.label(egui::RichText::new(t!("online-guest")).small());
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut window.account)
                .hint_text(t!("online-account-name"))
                .desired_width(100.0),
        );
        ui.add(
            egui::TextEdit::singleline(&mut window.password)
                .password(true)
                .hint_text(t!("online-account-password"))
                .desired_width(100.0),
        );
        let ready = !window.account.trim().is_empty()
            && !window.password.is_empty()
            && !online.logging_in();
        if ui
            .add_enabled(ready, egui::Button::new(t!("online-log-in")))
            .clicked()
        {
            requests.write(OnlineRequest::LogIn {
                name: window.account.trim().to_owned(),
                password: std::mem::take(&mut window.password),
            });
        }
    });
    let site = lasca_online::client::game_link(server, "X");
    let site = site.strip_suffix("/g/X").unwrap_or(&site);
    ui.label(
        egui::RichText::new(t!("online-make-account", site = site))
            .small()
            .weak(),
    );
}

fn lobby_section(
    ui: &mut egui::Ui,
    window: &mut OnlineWindow,
    online: &Online,
    settings: &UserSettings,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    {
        let address = window
            .address
            .get_or_insert_with(|| settings.settings.online_server.clone());
        ui.horizontal(|ui| {
            ui.label(t!("online-server"));
            ui.add(egui::TextEdit::singleline(address).desired_width(150.0));
            if ui.button(t!("online-connect")).clicked() {
                requests.write(OnlineRequest::Connect(address.clone()));
            }
        });
    }
    ui.label(egui::RichText::new(t!("online-own-server")).small().weak());
    account_section(ui, window, online, settings, requests);
    let address = window
        .address
        .get_or_insert_with(|| settings.settings.online_server.clone());
    ui.separator();
    ui.strong(t!("online-new-game"));
    ui.horizontal(|ui| {
        ui.label(t!("online-play"));
        for (choice, name) in [
            (SeatChoice::White, side_name(Colour::White).to_string()),
            (SeatChoice::Black, side_name(Colour::Black).to_string()),
            (SeatChoice::Random, t!("online-random")),
        ] {
            ui.radio_value(&mut window.colour, choice, name);
        }
    });
    egui::ComboBox::new("online variant", t!("new-game-variant"))
        .selected_text(variant_text(window.variant))
        .show_ui(ui, |ui| {
            for variant in Variant::ALL {
                ui.selectable_value(&mut window.variant, variant, variant_text(variant));
            }
        });
    let control = |index: usize| CONTROLS[index].map(|(m, i)| TimeControl::minutes(m, i));
    egui::ComboBox::new("online clock", t!("online-clock"))
        .selected_text(control_label(control(window.control)))
        .show_ui(ui, |ui| {
            for index in 0..CONTROLS.len() {
                ui.selectable_value(&mut window.control, index, control_label(control(index)));
            }
        });
    ui.checkbox(&mut window.public, t!("online-list-in-lobby"));
    if ui.button(t!("online-create")).clicked() {
        let address = address.clone();
        requests.write(OnlineRequest::Connect(address));
        requests.write(OnlineRequest::Create {
            colour: window.colour,
            clock: control(window.control),
            public: window.public,
            variant: window.variant,
        });
    }
    ui.separator();
    ui.strong(t!("online-friends-game"));
    ui.horizontal(|ui| {
        ui.label(t!("online-code"));
        ui.add(
            egui::TextEdit::singleline(&mut window.code)
                .desired_width(110.0)
                .hint_text("ABCDEF234"),
        );
        if ui.button(t!("online-join")).clicked() {
            requests.write(OnlineRequest::Connect(address.clone()));
            requests.write(OnlineRequest::Join(window.code.clone()));
        }
        if ui.button(t!("online-watch")).clicked() {
            requests.write(OnlineRequest::Connect(address.clone()));
            requests.write(OnlineRequest::Watch(window.code.clone()));
        }
    });
    ui.separator();
    ui.horizontal(|ui| {
        ui.strong(t!("online-lobby"));
        if ui.button(t!("online-refresh")).clicked() {
            requests.write(OnlineRequest::Connect(address.clone()));
            requests.write(OnlineRequest::Lobby);
        }
    });
    if online.session.lobby().is_empty() {
        ui.label(egui::RichText::new(t!("online-no-open-games")).weak());
    }
    for entry in online.session.lobby().iter().take(12) {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(&entry.code).monospace().strong());
            if !entry.variant.is_lasca7() {
                ui.label(variant_text(entry.variant));
            }
            if ui.small_button(t!("online-join")).clicked() {
                requests.write(OnlineRequest::Join(entry.code.clone()));
            }
        });
        ui.label(
            egui::RichText::new(t!(
                "online-lobby-entry",
                side = side_name(entry.free),
                control = control_label(entry.time_control)
            ))
            .small(),
        );
    }
}

/// The Online window.
pub(crate) fn view_plugin(app: &mut App) {
    app.init_resource::<OnlineWindow>()
        .add_systems(Startup, super::open_on_launch)
        .add_systems(Update, super::open_on_request)
        .add_systems(
            crate::app::kit::PanelPass,
            online_window.in_set(crate::app::kit::PanelSet::Features),
        );
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

    /// The window draws a running clock's frames only when its text changes: the wait asked
    /// for ends just past the change, never before it and never a step late.
    #[test]
    fn a_running_clock_asks_for_the_frame_of_its_next_text() {
        use super::super::controller::until_clock_changes;
        for ms in (1..300_000u64)
            .step_by(37)
            .chain([10_000, 10_001, 9_999, 245_000, 1])
        {
            let left = Duration::from_millis(ms);
            let wait = until_clock_changes(left);
            let just_before = left - (wait - Duration::from_millis(1));
            assert_eq!(clock_text(just_before), clock_text(left), "{ms} ms");
            let after = left.saturating_sub(wait);
            if ms >= 100 {
                assert_ne!(clock_text(after), clock_text(left), "{ms} ms");
            }
        }
    }

    /// In English the app's sentences for a result are the protocol's own.
    #[test]
    fn results_read_as_the_protocol_says_them() {
        for winner in [None, Some(Colour::White), Some(Colour::Black)] {
            for reason in [
                EndReason::NoColumns,
                EndReason::Blocked,
                EndReason::Repetition,
                EndReason::Time,
                EndReason::Resignation,
                EndReason::Agreement,
                EndReason::Withdrawn,
                EndReason::PlyLimit,
                EndReason::Abandoned,
            ] {
                let result = GameResult { winner, reason };
                assert_eq!(result_text(result), result.explain(), "{result:?}");
            }
        }
    }
}
