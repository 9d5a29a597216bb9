//! The Classic games window: Lasker's booklet games and the player's own files, replayed on the
//! board with play / pause, a speed, any ply a click away, the booklet's notes and the engine's
//! comments; and Play from here against the AI or a friend.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_ai::Level;

use super::{Library, LibraryRequest, REPLAY_SPEEDS};
use crate::app::core::{CurrentGame, Navigate, Strength};
use crate::app::features::review::{Review, ReviewRequest};
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, ERROR, GOOD};
use crate::app::kit::labels::{level_label, ply_name, score_label, side_name};
use crate::app::kit::move_rows;
use crate::app::play::History;
use crate::record::{DEFAULT_LEVEL, Player};
use crate::t;

/// Whether the window is open, and what the player typed or picked in it.
#[derive(Resource)]
pub struct LibraryWindow {
    /// Shown.
    pub open: bool,
    /// The path typed for Add.
    path: String,
    /// The level of the AI for Play from here.
    level: Level,
    /// The ply the move list last scrolled to.
    scrolled_to: Option<usize>,
}

impl Default for LibraryWindow {
    fn default() -> LibraryWindow {
        LibraryWindow {
            open: false,
            path: String::new(),
            level: DEFAULT_LEVEL,
            scrolled_to: None,
        }
    }
}

pub(super) fn library_window(
    mut contexts: EguiContexts,
    mut window: ResMut<LibraryWindow>,
    library: Res<Library>,
    rules: Res<CurrentGame>,
    history: Res<History>,
    review: Res<Review>,
    mut requests: MessageWriter<LibraryRequest>,
    mut reviews: MessageWriter<ReviewRequest>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(t!("library-window"))
        .id(egui::Id::new("library window"))
        .open(&mut open)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .default_width(330.0)
        .resizable(false)
        .show(ctx, |ui| {
            kit::fitted(ui, 0.9, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("library games")
                    .max_height(150.0)
                    .show(ui, |ui| {
                        for (i, game) in library.games.iter().enumerate() {
                            let text = t!(
                                "library-game-row",
                                title = game.title(),
                                plies = game.file.game.ply(),
                                result = game.file.result.as_str()
                            );
                            if ui
                                .selectable_label(library.replaying == Some(i), text)
                                .on_hover_text(&game.source)
                                .clicked()
                            {
                                requests.write(LibraryRequest::Replay(i));
                            }
                        }
                    });
                ui.horizontal(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut window.path)
                            .hint_text(t!("library-path-hint"))
                            .desired_width(220.0),
                    );
                    if ui
                        .add_enabled(
                            !window.path.trim().is_empty(),
                            egui::Button::new(t!("library-add")),
                        )
                        .clicked()
                    {
                        requests.write(LibraryRequest::Add(window.path.trim().into()));
                    }
                });
                if let Some((text, is_error)) = &library.notice {
                    let colour = if *is_error { ERROR } else { GOOD };
                    ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
                }
                let Some(replayed) = library.replayed() else {
                    ui.label(t!("library-pick-game"));
                    return;
                };
                ui.separator();
                let game = &rules.game;
                let shown = history.shown_ply(game);
                let live = game.ply();
                ui.strong(replayed.title());
                ui.label(t!(
                    "library-shown",
                    ply = ply_name(game, shown),
                    result = replayed.file.result.as_str()
                ));
                ui.horizontal(|ui| {
                    for (label, hint, request, enabled) in [
                        ("⏮", t!("library-start"), Navigate::First, shown > 0),
                        ("⏴", t!("library-back"), Navigate::Back, shown > 0),
                    ] {
                        if ui
                            .add_enabled(enabled, egui::Button::new(label))
                            .on_hover_text(hint)
                            .clicked()
                        {
                            navigate.write(request);
                        }
                    }
                    if library.playing {
                        if ui.button(t!("library-pause")).clicked() {
                            requests.write(LibraryRequest::Pause);
                        }
                    } else if ui
                        .button(t!("library-play"))
                        .on_hover_text(t!("library-play-hover"))
                        .clicked()
                    {
                        requests.write(LibraryRequest::Play);
                    }
                    for (label, hint, request, enabled) in [
                        ("⏵", t!("library-forward"), Navigate::Forward, shown < live),
                        ("⏭", t!("library-end"), Navigate::Last, shown < live),
                    ] {
                        if ui
                            .add_enabled(enabled, egui::Button::new(label))
                            .on_hover_text(hint)
                            .clicked()
                        {
                            navigate.write(request);
                        }
                    }
                });
                let mut seconds = library.seconds_per_ply;
                let speed = egui::Slider::new(&mut seconds, REPLAY_SPEEDS)
                    .text(t!("library-speed"))
                    .logarithmic(true);
                if ui.add(speed).changed() {
                    requests.write(LibraryRequest::Speed(seconds));
                }
                let mut ply = shown;
                if ui
                    .add(egui::Slider::new(&mut ply, 0..=live).text(t!("library-ply")))
                    .changed()
                {
                    navigate.write(Navigate::Ply(ply));
                }
                annotated_moves(
                    ui,
                    &library,
                    &review,
                    &rules,
                    shown,
                    &mut window.scrolled_to,
                    &mut navigate,
                );
                if let Some(note) = replayed.file.comments.get(&shown) {
                    egui::ScrollArea::vertical()
                        .id_salt("library note")
                        .max_height(70.0)
                        .show(ui, |ui| {
                            ui.add(egui::Label::new(egui::RichText::new(note).italics()).wrap());
                        });
                }
                match review.of(&rules.game) {
                    None => {
                        if ui
                            .button(t!("library-engine-comments"))
                            .on_hover_text(t!("library-engine-comments-hover"))
                            .clicked()
                        {
                            reviews.write(ReviewRequest::Start(Strength::Quick));
                        }
                    }
                    Some(comments) => {
                        if let Some(comment) = comments.on_ply(shown) {
                            let score =
                                score_label(comment.white_after, lasca_rules::Colour::White);
                            let played = comment.played.to_string();
                            let text = match comment.better {
                                Some((better, _)) => t!(
                                    "library-engine-says-better",
                                    score = score,
                                    move = played,
                                    better = better.to_string()
                                ),
                                None => t!("library-engine-says", score = score, move = played),
                            };
                            let colour = if comment.better.is_some() {
                                ATTENTION
                            } else {
                                GOOD
                            };
                            ui.colored_label(colour, text);
                        }
                        if !comments.is_done() {
                            ui.label(t!(
                                "library-engine-looking",
                                done = comments.scores.len(),
                                total = comments.total
                            ));
                        }
                    }
                }
                ui.separator();
                let to_move = game.position_at(shown).map(|p| p.side_to_move());
                if let Some(side) =
                    to_move.filter(|_| game.position_at(shown).is_some_and(|p| p.has_legal_move()))
                {
                    ui.label(t!("library-play-from-here", side = side_name(side)));
                    ui.horizontal(|ui| {
                        let mut level = window.level;
                        egui::ComboBox::from_id_salt("library level")
                            .selected_text(level_label(level))
                            .show_ui(ui, |ui| {
                                for n in 1..=Level::MAX {
                                    if let Some(choice) = Level::new(n) {
                                        ui.selectable_value(
                                            &mut level,
                                            choice,
                                            level_label(choice),
                                        );
                                    }
                                }
                            });
                        window.level = level;
                        if ui.button(t!("library-vs-computer")).clicked() {
                            requests.write(LibraryRequest::PlayFromHere {
                                opponent: Player::Ai(level),
                            });
                        }
                        if ui.button(t!("library-with-friend")).clicked() {
                            requests.write(LibraryRequest::PlayFromHere {
                                opponent: Player::Human,
                            });
                        }
                    });
                }
            })
        });
    if !open {
        window.open = false;
    }
    Ok(())
}

/// The game's moves, two plies a row, the shown ply highlighted, notes marked `📝` and the
/// engine's doubts `?`; a click shows that ply.
fn annotated_moves(
    ui: &mut egui::Ui,
    library: &Library,
    review: &Review,
    rules: &CurrentGame,
    shown: usize,
    scrolled_to: &mut Option<usize>,
    navigate: &mut MessageWriter<Navigate>,
) {
    let Some(replayed) = library.replayed() else {
        return;
    };
    let reviewed = review.of(&rules.game);
    move_rows(
        ui,
        "library moves",
        &rules.game,
        shown,
        scrolled_to,
        navigate,
        |ply, mv| {
            let mut text = mv.to_string();
            if replayed.file.comments.contains_key(&ply) {
                text.push_str(" 📝");
            }
            let doubted = reviewed.and_then(|c| c.on_ply(ply));
            if doubted.is_some_and(|c| c.better.is_some()) {
                text.push('?');
            }
            egui::RichText::new(text)
        },
    );
}

/// The Library window.
pub(crate) fn view_plugin(app: &mut App) {
    app.init_resource::<LibraryWindow>()
        .add_systems(Startup, super::open_on_launch)
        .add_systems(Update, super::open_on_request)
        .add_systems(
            crate::app::kit::PanelPass,
            library_window.in_set(crate::app::kit::PanelSet::Features),
        );
}
