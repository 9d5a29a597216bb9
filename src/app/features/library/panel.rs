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
use crate::app::kit::slider::track_slider;
use crate::app::kit::{MoveRows, move_rows};
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
    /// The ply the move list last scrolled to (`None`: scroll to the ply shown).
    scrolled_to: Option<usize>,
    /// The game the move list shows, and whether the window was shown, the frame before:
    /// another game, or the window opened, scrolls the list to the ply shown.
    listed: Option<(bool, Option<usize>)>,
}

impl Default for LibraryWindow {
    fn default() -> LibraryWindow {
        LibraryWindow {
            open: false,
            path: String::new(),
            level: DEFAULT_LEVEL,
            scrolled_to: None,
            listed: None,
        }
    }
}

/// What the window's content asks for.
#[derive(Clone, Debug, PartialEq)]
enum Action {
    Library(LibraryRequest),
    Review(ReviewRequest),
    Navigate(Navigate),
}

/// What the window shows.
struct Showing<'a> {
    library: &'a Library,
    review: &'a Review,
    rules: &'a CurrentGame,
    /// The ply shown on the board.
    shown: usize,
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
    let listed = Some((window.open, library.replaying));
    if std::mem::replace(&mut window.listed, listed) != listed {
        window.scrolled_to = None;
    }
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let showing = Showing {
        library: &library,
        review: &review,
        rules: &rules,
        shown: history.shown_ply(&rules.game),
    };
    let mut actions = Vec::new();
    let open = show_window(ctx, &mut window, &showing, &mut actions);
    for action in actions {
        match action {
            Action::Library(request) => {
                requests.write(request);
            }
            Action::Review(request) => {
                reviews.write(request);
            }
            Action::Navigate(request) => {
                navigate.write(request);
            }
        }
    }
    if !open {
        window.open = false;
    }
    Ok(())
}

/// The window and its content; returns whether it stays open.
fn show_window(
    ctx: &egui::Context,
    window: &mut LibraryWindow,
    showing: &Showing<'_>,
    actions: &mut Vec<Action>,
) -> bool {
    let mut open = true;
    // On the right, at most as wide as leaves the board its room; long lines wrap.
    let shown = egui::Window::new(t!("library-window")).open(&mut open);
    kit::layout::show(ctx, &kit::layout::slots::LIBRARY, shown, |ui| {
        contents(ui, window, showing, actions)
    });
    open
}

/// The window's content, top to bottom: the games, Add, the game replayed with its controls,
/// its moves, the note on the ply shown, the engine's comment, Play from here.
fn contents(
    ui: &mut egui::Ui,
    window: &mut LibraryWindow,
    showing: &Showing<'_>,
    actions: &mut Vec<Action>,
) {
    let Showing {
        library,
        review,
        rules,
        shown,
    } = *showing;
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
                    .add(egui::Button::selectable(library.replaying == Some(i), text).wrap())
                    .on_hover_text(&game.source)
                    .clicked()
                {
                    actions.push(Action::Library(LibraryRequest::Replay(i)));
                }
            }
        });
    ui.horizontal_wrapped(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut window.path)
                .hint_text(t!("library-path-hint"))
                .desired_width((ui.available_width() - 60.0).clamp(100.0, 220.0)),
        );
        if ui
            .add_enabled(
                !window.path.trim().is_empty(),
                egui::Button::new(t!("library-add")),
            )
            .clicked()
        {
            actions.push(Action::Library(LibraryRequest::Add(
                window.path.trim().into(),
            )));
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
    let live = game.ply();
    ui.strong(replayed.title());
    ui.label(t!(
        "library-shown",
        ply = ply_name(game, shown),
        result = replayed.file.result.as_str()
    ));
    ui.horizontal_wrapped(|ui| {
        for (label, hint, request, enabled) in [
            ("⏮", t!("library-start"), Navigate::First, shown > 0),
            ("⏴", t!("library-back"), Navigate::Back, shown > 0),
        ] {
            if ui
                .add_enabled(enabled, egui::Button::new(label))
                .on_hover_text(hint)
                .clicked()
            {
                actions.push(Action::Navigate(request));
            }
        }
        if library.playing {
            if ui.button(t!("library-pause")).clicked() {
                actions.push(Action::Library(LibraryRequest::Pause));
            }
        } else if ui
            .button(t!("library-play"))
            .on_hover_text(t!("library-play-hover"))
            .clicked()
        {
            actions.push(Action::Library(LibraryRequest::Play));
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
                actions.push(Action::Navigate(request));
            }
        }
    });
    // The sliders' tracks leave room for their value and words in a narrow column.
    ui.spacing_mut().slider_width = (ui.available_width() - 140.0).clamp(40.0, 160.0);
    let mut seconds = library.seconds_per_ply;
    let speed = egui::Slider::new(&mut seconds, REPLAY_SPEEDS)
        .text(t!("library-speed"))
        .logarithmic(true);
    if ui.add(speed).changed() {
        actions.push(Action::Library(LibraryRequest::Speed(seconds)));
    }
    let mut ply = shown;
    if track_slider(ui, &mut ply, (0, live, 1.0), |ply| {
        egui::Slider::new(ply, 0..=live).text(t!("library-ply"))
    })
    .changed()
    {
        actions.push(Action::Navigate(Navigate::Ply(ply)));
    }
    let clicked = annotated_moves(ui, library, review, rules, shown, &mut window.scrolled_to);
    if let Some(ply) = clicked {
        actions.push(Action::Navigate(Navigate::Ply(ply)));
    }
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
                actions.push(Action::Review(ReviewRequest::Start(Strength::Quick)));
            }
        }
        Some(comments) => {
            if let Some(comment) = comments.on_ply(shown) {
                let score = score_label(comment.white_after, lasca_rules::Colour::White);
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
                ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
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
        ui.horizontal_wrapped(|ui| {
            let mut level = window.level;
            egui::ComboBox::from_id_salt("library level")
                .selected_text(level_label(level))
                .show_ui(ui, |ui| {
                    for n in 1..=Level::MAX {
                        if let Some(choice) = Level::new(n) {
                            ui.selectable_value(&mut level, choice, level_label(choice));
                        }
                    }
                });
            window.level = level;
            if ui.button(t!("library-vs-computer")).clicked() {
                actions.push(Action::Library(LibraryRequest::PlayFromHere {
                    opponent: Player::Ai(level),
                }));
            }
            if ui.button(t!("library-with-friend")).clicked() {
                actions.push(Action::Library(LibraryRequest::PlayFromHere {
                    opponent: Player::Human,
                }));
            }
        });
    }
}

/// The game's moves, two plies a row, the shown ply highlighted, notes marked `📝` and the
/// engine's doubts `?`; returns the ply clicked.
fn annotated_moves(
    ui: &mut egui::Ui,
    library: &Library,
    review: &Review,
    rules: &CurrentGame,
    shown: usize,
    scrolled_to: &mut Option<usize>,
) -> Option<usize> {
    let replayed = library.replayed()?;
    let reviewed = review.of(&rules.game);
    let rows = MoveRows {
        id: "library moves",
        game: &rules.game,
        shown,
        max_height: 150.0,
        footer: None,
    };
    move_rows(ui, rows, scrolled_to, |ply, mv| {
        let mut text = mv.to_string();
        if replayed.file.comments.contains_key(&ply) {
            text.push_str(" 📝");
        }
        let doubted = reviewed.and_then(|c| c.on_ply(ply));
        if doubted.is_some_and(|c| c.better.is_some()) {
            text.push('?');
        }
        egui::RichText::new(text)
    })
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

#[cfg(test)]
mod tests {
    //! The window laid out by egui as bevy_egui does it: no text drawn over another nor cut at
    //! the side, the first frame after a change too, and the move list shows the ply shown.

    use bevy_egui::egui;

    use super::{LibraryWindow, Showing, show_window};
    use crate::app::core::CurrentGame;
    use crate::app::features::library::Library;
    use crate::app::features::review::Review;
    use crate::app::features::review::layout::{context, frame, overlaps, texts};

    #[test]
    fn no_text_of_the_window_is_drawn_over_another_and_the_list_shows_the_ply_shown() {
        let mut library = Library::default();
        library.localise("en");
        library.replaying = Some(0);
        let rules = CurrentGame {
            game: library.games[0].file.game.clone(),
        };
        let review = Review::default();
        let note = library.games[0].file.comments[&51].clone();
        for screen in [egui::vec2(1280.0, 720.0), egui::vec2(640.0, 360.0)] {
            let ctx = context();
            let mut window = LibraryWindow {
                open: true,
                ..LibraryWindow::default()
            };
            // A replay comes with its last ply shown for a frame, then shows the start.
            for (i, shown) in [78, 0, 51, 30, 77, 1].into_iter().enumerate() {
                let showing = Showing {
                    library: &library,
                    review: &review,
                    rules: &rules,
                    shown,
                };
                let drawn: Vec<_> = (0..12)
                    .map(|_| {
                        frame(&ctx, screen, |ctx| {
                            show_window(ctx, &mut window, &showing, &mut Vec::new());
                        })
                    })
                    .collect();
                // The window's first frame is invisible (egui sizes it).
                for (n, shapes) in drawn.iter().enumerate().skip(usize::from(i == 0)) {
                    let wrong = overlaps(shapes);
                    assert!(
                        wrong.is_empty(),
                        "{screen:?}, ply {shown}, frame {n}: {wrong:#?}"
                    );
                }
                let words: Vec<String> = texts(drawn.last().unwrap())
                    .into_iter()
                    .map(|t| t.0)
                    .collect();
                if screen.y < 700.0 {
                    continue;
                }
                let row = match shown {
                    0 => "start".to_owned(),
                    ply => rules.game.moves()[ply - 1].to_string(),
                };
                assert!(
                    words.iter().any(|w| w.starts_with(&row)),
                    "ply {shown}'s row {row:?} in view: {words:?}"
                );
                if shown == 51 {
                    assert!(words.contains(&note), "the note: {words:?}");
                }
            }
        }
    }
}
