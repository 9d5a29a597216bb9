//! The record on screen (bevy_egui): the move list with its navigation, undo and redo, the
//! Save / Open / Text / Settings windows, the resume prompt, and their keys.
//!
//! Everything here only sends requests ([`Navigate`], [`HistoryRequest`], [`SaveGame`],
//! [`OpenGame`], [`ImportText`], [`ResumeAnswer`]) or edits settings; the headless side does
//! the work and reports in the [`RecordNotice`].

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use lasca_rules::Colour;

use super::GameSet;
use super::animation::AnimationSettings;
use super::camera::{StartView, ViewPreset};
use super::editor::AppMode;
use super::history::{History, HistoryRequest, Navigate};
use super::rules::Rules;
use super::saves::{
    ImportText, OpenGame, RecordFiles, RecordNotice, ResumeAnswer, ResumeOffer, SaveGame,
    UserSettings,
};
use super::sound::SoundEnabled;
use crate::record::{AnimationSpeed, CameraPreset, move_list_text};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Windows>()
        .add_systems(Update, record_keys.in_set(GameSet::Input))
        .add_systems(Update, follow_start_view.in_set(GameSet::Present))
        .add_systems(
            EguiPrimaryContextPass,
            (
                // The editor has its own panel; the edited position is no game to list.
                moves_panel.run_if(in_state(AppMode::Play)),
                save_window,
                open_window,
                text_window,
                settings_window,
                resume_prompt,
            )
                .chain(),
        );
}

/// The camera preset a settings value names.
pub fn view_preset(preset: CameraPreset) -> ViewPreset {
    match preset {
        CameraPreset::White => ViewPreset::White,
        CameraPreset::Black => ViewPreset::Black,
        CameraPreset::Top => ViewPreset::Top,
    }
}

/// Which windows are open and what is typed in them.
#[derive(Resource, Default)]
struct Windows {
    save: bool,
    save_name: String,
    open: bool,
    open_name: String,
    /// The notice when Open was pressed: a new success closes the window.
    open_notice: Option<RecordNotice>,
    text: bool,
    pasted: String,
    /// The notice when Set up was pressed: the window shows the one that follows.
    text_notice: Option<RecordNotice>,
    clipboard: Option<(String, bool)>,
    settings: bool,
    /// The ply the list last scrolled to.
    scrolled_to: Option<usize>,
}

impl Windows {
    fn show_save(&mut self) {
        self.save = true;
        if self.save_name.is_empty() {
            let stamp = humantime::format_rfc3339_seconds(std::time::SystemTime::now())
                .to_string()
                .replace(':', "-")
                .replace(['T', 'Z'], " ");
            self.save_name = format!("game {}", stamp.trim());
        }
    }
}

const LIVE_GREEN: egui::Color32 = egui::Color32::from_rgb(120, 200, 120);
const PAST_AMBER: egui::Color32 = egui::Color32::from_rgb(255, 196, 80);
const ERROR_RED: egui::Color32 = egui::Color32::from_rgb(255, 110, 100);

fn ctrl(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
}

fn record_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    offer: Res<ResumeOffer>,
    mut windows: ResMut<Windows>,
    mut navigate: MessageWriter<Navigate>,
    mut edit: MessageWriter<HistoryRequest>,
) {
    if egui.is_some_and(|egui| egui.wants_any_keyboard_input()) || offer.0.is_some() {
        return;
    }
    if ctrl(&keys) {
        let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        if keys.just_pressed(KeyCode::KeyZ) {
            edit.write(if shift {
                HistoryRequest::Redo
            } else {
                HistoryRequest::Undo
            });
        }
        if keys.just_pressed(KeyCode::KeyY) {
            edit.write(HistoryRequest::Redo);
        }
        if keys.just_pressed(KeyCode::KeyS) {
            windows.show_save();
        }
        if keys.just_pressed(KeyCode::KeyO) {
            windows.open = true;
        }
        return;
    }
    for (key, request) in [
        (KeyCode::ArrowLeft, Navigate::Back),
        (KeyCode::ArrowRight, Navigate::Forward),
        (KeyCode::Home, Navigate::First),
        (KeyCode::End, Navigate::Last),
        (KeyCode::ArrowUp, Navigate::First),
        (KeyCode::ArrowDown, Navigate::Last),
    ] {
        if keys.just_pressed(key) {
            navigate.write(request);
        }
    }
}

/// The Reset view follows the start view chosen in the settings.
fn follow_start_view(user: Res<UserSettings>, start: Option<ResMut<StartView>>) {
    if let Some(mut start) = start
        && user.is_changed()
        && !user.is_added()
    {
        let view = view_preset(user.settings.camera);
        if start.0 != view {
            start.0 = view;
        }
    }
}

fn notice_label(ui: &mut egui::Ui, notice: &RecordNotice) {
    if let Some(text) = &notice.text {
        let colour = if notice.is_error {
            ERROR_RED
        } else {
            LIVE_GREEN
        };
        ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
    }
}

/// "after 7. c3-d4" or "after 7... e5xc3": the ply's move in the list's numbering.
fn ply_name(rules: &Rules, ply: usize) -> String {
    let game = &rules.game;
    if ply == 0 {
        return "the start position".into();
    }
    let black_first = usize::from(game.start().side_to_move() == Colour::Black);
    let index = ply - 1 + black_first;
    let dots = if index.is_multiple_of(2) { "." } else { "..." };
    format!("after {}{dots} {}", index / 2 + 1, game.moves()[ply - 1])
}

fn moves_panel(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    history: Res<History>,
    notice: Res<RecordNotice>,
    mut windows: ResMut<Windows>,
    mut navigate: MessageWriter<Navigate>,
    mut edit: MessageWriter<HistoryRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &rules.game;
    let live = game.ply();
    let shown = history.shown_ply(game);
    egui::Window::new("Moves")
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(10.0, -10.0))
        .resizable(false)
        .collapsible(true)
        .default_width(250.0)
        .show(ctx, |ui| {
            notice_label(ui, &notice);
            if history.is_live() {
                ui.colored_label(LIVE_GREEN, format!("Live game · ply {live}"));
            } else {
                egui::Frame::new()
                    .fill(egui::Color32::from_rgb(90, 60, 10))
                    .inner_margin(6.0)
                    .corner_radius(4.0)
                    .show(ui, |ui| {
                        ui.colored_label(
                            PAST_AMBER,
                            egui::RichText::new(format!(
                                "LOOKING BACK: {} (ply {shown} of {live})",
                                ply_name(&rules, shown)
                            ))
                            .strong(),
                        );
                        ui.label("The board is locked: moves are played from the live position.");
                        ui.horizontal(|ui| {
                            if ui.button("Back to the game").clicked() {
                                navigate.write(Navigate::Last);
                            }
                            if ui
                                .button("Play on from here")
                                .on_hover_text("Take back the later moves (Redo brings them back)")
                                .clicked()
                            {
                                edit.write(HistoryRequest::PlayFrom(shown));
                            }
                        });
                    });
            }
            ui.separator();
            let scroll_to = (windows.scrolled_to != Some(shown)).then_some(shown);
            windows.scrolled_to = Some(shown);
            egui::ScrollArea::vertical()
                .max_height(220.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    move_grid(ui, &rules, shown, scroll_to, &mut navigate);
                });
            ui.separator();
            ui.horizontal(|ui| {
                for (label, hint, request, enabled) in [
                    ("⏮", "First (Home)", Navigate::First, shown > 0),
                    ("⏴", "Back (Left)", Navigate::Back, shown > 0),
                    ("⏵", "Forward (Right)", Navigate::Forward, shown < live),
                    ("⏭", "Last (End)", Navigate::Last, shown < live),
                ] {
                    if ui
                        .add_enabled(enabled, egui::Button::new(label))
                        .on_hover_text(hint)
                        .clicked()
                    {
                        navigate.write(request);
                    }
                }
                ui.separator();
                if ui
                    .add_enabled(live > 0, egui::Button::new("Undo"))
                    .on_hover_text("Take back the last move (Ctrl+Z)")
                    .clicked()
                {
                    edit.write(HistoryRequest::Undo);
                }
                if ui
                    .add_enabled(history.can_redo(), egui::Button::new("Redo"))
                    .on_hover_text("Replay the move taken back (Ctrl+Y)")
                    .clicked()
                {
                    edit.write(HistoryRequest::Redo);
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button("Save…").on_hover_text("Ctrl+S").clicked() {
                    windows.show_save();
                }
                if ui.button("Open…").on_hover_text("Ctrl+O").clicked() {
                    windows.open = true;
                }
                if ui.button("Text…").clicked() {
                    windows.text = true;
                }
                if ui.button("Settings…").clicked() {
                    windows.settings = true;
                }
            });
        });
    Ok(())
}

/// The numbered moves, two plies a row; the shown ply highlighted, any ply a click away.
fn move_grid(
    ui: &mut egui::Ui,
    rules: &Rules,
    shown: usize,
    scroll_to: Option<usize>,
    navigate: &mut MessageWriter<Navigate>,
) {
    let game = &rules.game;
    let black_first = usize::from(game.start().side_to_move() == Colour::Black);
    let mut cell = |ui: &mut egui::Ui, ply: usize, text: String| {
        let response = ui.selectable_label(shown == ply, text);
        if response.clicked() {
            navigate.write(Navigate::Ply(ply));
        }
        if scroll_to == Some(ply) {
            response.scroll_to_me(Some(egui::Align::Center));
        }
    };
    egui::Grid::new("move list")
        .num_columns(3)
        .striped(true)
        .min_col_width(20.0)
        .show(ui, |ui| {
            ui.label("");
            cell(ui, 0, "start".into());
            ui.label("");
            ui.end_row();
            let plies = game.moves().len() + black_first;
            for row in 0..plies.div_ceil(2) {
                ui.label(format!("{}.", row + 1));
                for column in 0..2 {
                    let index = row * 2 + column;
                    match index.checked_sub(black_first) {
                        Some(i) if i < game.moves().len() => {
                            cell(ui, i + 1, game.moves()[i].to_string());
                        }
                        _ => {
                            ui.label(if index < black_first { "…" } else { "" });
                        }
                    }
                }
                ui.end_row();
            }
            if let Some(outcome) = game.outcome() {
                ui.label("");
                ui.label(egui::RichText::new(outcome.to_string()).strong());
                ui.end_row();
            }
        });
}

fn save_window(
    mut contexts: EguiContexts,
    files: Res<RecordFiles>,
    mut windows: ResMut<Windows>,
    mut save: MessageWriter<SaveGame>,
) -> Result {
    if !windows.save {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut done = false;
    egui::Window::new("Save the game")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_pos(egui::pos2(420.0, 200.0))
        .show(ctx, |ui| {
            ui.label("File name:");
            let field =
                ui.add(egui::TextEdit::singleline(&mut windows.save_name).desired_width(320.0));
            let target = files.resolve(&windows.save_name);
            match &target {
                Ok(path) => {
                    ui.weak(format!("{}", path.display()));
                    if path.exists() {
                        ui.colored_label(
                            PAST_AMBER,
                            "A file of that name exists: Save replaces it.",
                        );
                    }
                }
                Err(why) => {
                    ui.colored_label(ERROR_RED, why);
                }
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.horizontal(|ui| {
                let clicked = ui
                    .add_enabled(target.is_ok(), egui::Button::new("Save"))
                    .clicked();
                if let Ok(path) = &target
                    && (clicked || enter)
                {
                    save.write(SaveGame(path.clone()));
                    done = true;
                }
                if ui.button("Cancel").clicked() {
                    done = true;
                }
            });
        });
    windows.save = open && !done;
    Ok(())
}

fn open_window(
    mut contexts: EguiContexts,
    files: Res<RecordFiles>,
    notice: Res<RecordNotice>,
    mut windows: ResMut<Windows>,
    mut open_game: MessageWriter<OpenGame>,
) -> Result {
    if !windows.open {
        windows.open_notice = None;
        return Ok(());
    }
    // The answer to the last Open: a success closes the window, a failure is shown in it.
    let answered = windows
        .open_notice
        .as_ref()
        .is_some_and(|before| *before != *notice);
    if answered && !notice.is_error {
        windows.open = false;
        windows.open_notice = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut chosen = None;
    egui::Window::new("Open a saved game")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_pos(egui::pos2(420.0, 160.0))
        .show(ctx, |ui| {
            ui.label("File name (in the saves folder, or a full path):");
            let field =
                ui.add(egui::TextEdit::singleline(&mut windows.open_name).desired_width(320.0));
            let target = files.resolve(&windows.open_name);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let clicked = ui
                .add_enabled(target.is_ok(), egui::Button::new("Open"))
                .clicked();
            if let Ok(path) = target
                && (clicked || enter)
            {
                chosen = Some(path);
            }
            let saved = files.saved_games();
            if let Some(folder) = &files.saves {
                ui.separator();
                ui.weak(format!("In {}:", folder.display()));
            }
            if saved.is_empty() {
                ui.weak("No saved game yet.");
            }
            egui::ScrollArea::vertical()
                .max_height(200.0)
                .show(ui, |ui| {
                    for path in saved {
                        let name = path
                            .file_stem()
                            .map(|s| s.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        if ui.selectable_label(false, &name).clicked() {
                            windows.open_name = name;
                            chosen = Some(path);
                        }
                    }
                });
            if answered {
                notice_label(ui, &notice);
            }
        });
    if let Some(path) = chosen {
        windows.open_notice = Some(notice.clone());
        open_game.write(OpenGame(path));
    }
    windows.open = open;
    Ok(())
}

fn text_window(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    history: Res<History>,
    notice: Res<RecordNotice>,
    mut windows: ResMut<Windows>,
    mut import: MessageWriter<ImportText>,
) -> Result {
    if !windows.text {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let position = history.shown(&rules.game).to_string();
    let moves = move_list_text(&rules.game);
    let windows = &mut *windows;
    egui::Window::new("Text")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_pos(egui::pos2(380.0, 120.0))
        .show(ctx, |ui| {
            ui.label("Position on the board:");
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut position.as_str())
                        .desired_width(380.0)
                        .desired_rows(2)
                        .font(egui::TextStyle::Monospace),
                );
                if ui.button("Copy").clicked() {
                    windows.clipboard = Some(clipboard::copy(&position));
                }
            });
            ui.label("Moves:");
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut moves.as_str())
                        .desired_width(380.0)
                        .desired_rows(3),
                );
                if ui.button("Copy").clicked() {
                    windows.clipboard = Some(clipboard::copy(&moves));
                }
            });
            ui.separator();
            ui.label(
                "Set up a game: a position string, a move list (1. c3-d4 e5xc3), \
                 or Lasker's 1911 numbers (9-13 17-13-9):",
            );
            ui.add(
                egui::TextEdit::multiline(&mut windows.pasted)
                    .desired_width(440.0)
                    .desired_rows(3)
                    .hint_text("type or paste here"),
            );
            ui.horizontal(|ui| {
                if ui.button("Paste from the clipboard").clicked() {
                    match clipboard::paste() {
                        Ok(text) => {
                            windows.pasted = text;
                            windows.clipboard = None;
                        }
                        Err(why) => windows.clipboard = Some((why, false)),
                    }
                }
                if ui
                    .add_enabled(
                        !windows.pasted.trim().is_empty(),
                        egui::Button::new("Set up"),
                    )
                    .clicked()
                {
                    import.write(ImportText(windows.pasted.clone()));
                    windows.text_notice = Some(notice.clone());
                }
            });
            if let Some((text, ok)) = &windows.clipboard {
                ui.add(
                    egui::Label::new(egui::RichText::new(text).color(if *ok {
                        LIVE_GREEN
                    } else {
                        ERROR_RED
                    }))
                    .wrap(),
                );
            }
            if windows
                .text_notice
                .as_ref()
                .is_some_and(|before| *before != *notice)
            {
                notice_label(ui, &notice);
            }
        });
    windows.text = open;
    Ok(())
}

fn settings_window(
    mut contexts: EguiContexts,
    files: Res<RecordFiles>,
    mut windows: ResMut<Windows>,
    mut user: ResMut<UserSettings>,
    mut animation: ResMut<AnimationSettings>,
    mut sound: ResMut<SoundEnabled>,
) -> Result {
    if !windows.settings {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_pos(egui::pos2(440.0, 160.0))
        .show(ctx, |ui| {
            let mut speed = animation.speed;
            egui::ComboBox::from_label("Animation speed")
                .selected_text(speed.label())
                .show_ui(ui, |ui| {
                    for choice in AnimationSpeed::ALL {
                        ui.selectable_value(&mut speed, choice, choice.label());
                    }
                });
            if speed != animation.speed {
                animation.speed = speed;
            }
            let mut repetition = user.settings.repetition_draw;
            ui.checkbox(&mut repetition, "Threefold repetition draws (new games)");
            if repetition != user.settings.repetition_draw {
                user.settings.repetition_draw = repetition;
            }
            let mut camera = user.settings.camera;
            egui::ComboBox::from_label("Start view (and Reset)")
                .selected_text(format!("{camera:?}"))
                .show_ui(ui, |ui| {
                    for choice in [CameraPreset::White, CameraPreset::Black, CameraPreset::Top] {
                        ui.selectable_value(&mut camera, choice, format!("{choice:?}"));
                    }
                });
            if camera != user.settings.camera {
                user.settings.camera = camera;
            }
            let mut on = sound.0;
            ui.checkbox(&mut on, "Sound (M)");
            if on != sound.0 {
                sound.0 = on;
            }
            if let Some(warning) = &user.warning {
                ui.add(egui::Label::new(egui::RichText::new(warning).color(ERROR_RED)).wrap());
            }
            match &files.settings {
                Some(path) => ui.weak(format!("Kept in {}", path.display())),
                None => ui.weak("Not kept: no settings folder"),
            };
        });
    windows.settings = open;
    Ok(())
}

fn resume_prompt(
    mut contexts: EguiContexts,
    offer: Res<ResumeOffer>,
    mut answer: MessageWriter<ResumeAnswer>,
) -> Result {
    let Some(offered) = &offer.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // Modal: nothing else in the window takes a click until the player answers.
    egui::Modal::new(egui::Id::new("resume prompt")).show(ctx, |ui| {
        ui.set_max_width(440.0);
        ui.heading("Resume your unfinished game?");
        let game = &offered.game;
        ui.label(format!(
            "White {} vs Black {} · {} plies · saved {}",
            offered.saved.players.white,
            offered.saved.players.black,
            game.ply(),
            offered.saved.saved_at
        ));
        let moves = move_list_text(game);
        let tail: String = if moves.len() > 120 {
            format!("… {}", &moves[moves.len() - 120..])
        } else {
            moves
        };
        ui.add(egui::Label::new(egui::RichText::new(tail).monospace()).wrap());
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button("Resume").clicked() {
                answer.write(ResumeAnswer::Resume);
            }
            if ui
                .button("New game")
                .on_hover_text("The autosaved game is discarded")
                .clicked()
            {
                answer.write(ResumeAnswer::Discard);
            }
        });
    });
    Ok(())
}

/// The system clipboard through the desktop's command-line tools: bevy_egui is built without
/// its clipboard feature, so egui itself can neither copy nor paste outside the window.
mod clipboard {
    use std::io::Write;
    use std::process::{Command, Stdio};

    const COPY: &[(&str, &[&str])] = &[
        ("wl-copy", &[]),
        ("xclip", &["-selection", "clipboard"]),
        ("xsel", &["--clipboard", "--input"]),
        ("pbcopy", &[]),
        ("clip", &[]),
    ];
    const PASTE: &[(&str, &[&str])] = &[
        ("wl-paste", &["--no-newline"]),
        ("xclip", &["-selection", "clipboard", "-o"]),
        ("xsel", &["--clipboard", "--output"]),
        ("pbpaste", &[]),
        ("powershell", &["-NoProfile", "-Command", "Get-Clipboard"]),
    ];
    const NO_TOOL: &str = "No clipboard tool found (wl-clipboard, xclip or xsel): \
                           select the text above, or type it";

    /// Copies `text`; says how, or why not.
    pub(super) fn copy(text: &str) -> (String, bool) {
        for (tool, args) in COPY {
            let Ok(mut child) = Command::new(tool)
                .args(*args)
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
            else {
                continue;
            };
            let written = child
                .stdin
                .take()
                .is_some_and(|mut stdin| stdin.write_all(text.as_bytes()).is_ok());
            if written && child.wait().is_ok_and(|status| status.success()) {
                return (format!("Copied to the clipboard ({tool})"), true);
            }
        }
        (NO_TOOL.into(), false)
    }

    /// The clipboard's text.
    pub(super) fn paste() -> Result<String, String> {
        for (tool, args) in PASTE {
            if let Ok(output) = Command::new(tool)
                .args(*args)
                .stdin(Stdio::null())
                .stderr(Stdio::null())
                .output()
                && output.status.success()
            {
                return Ok(String::from_utf8_lossy(&output.stdout).into_owned());
            }
        }
        Err(NO_TOOL.into())
    }
}
