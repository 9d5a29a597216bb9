//! The Review window: the engine's score over the game as a graph (egui_plot) with the
//! mistakes marked, each side's summary, every move with its class, the better move as an
//! arrow on the board, and Practise my mistakes (or, for a game nobody here played, a side's).
//! Every text wraps inside the window's one width, and the parts follow each other top to
//! bottom (no fixed heights that could overflow): nothing is drawn over anything else.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui_plot::{HoverPosition, Line, MarkerShape, Plot, PlotPoints, Points, VLine};
use lasca_ai::review::{MoveComment, summaries};
use lasca_ai::{MATE_THRESHOLD, MoveClass};
use lasca_rules::{AnyGame, AnyMove, Colour};

use super::{Foreign, Review, ReviewRequest, Whose, has_mistakes, own_sides, sides_with_mistakes};
use crate::app::core::{CurrentGame, Feature, Navigate, Open, Seats, Strength, TurnState};
use crate::app::kit;
use crate::app::kit::colours::{ATTENTION, class_colour};
use crate::app::kit::labels::{
    class_label, result_headline, score_label, side_name, white_score_label,
};
use crate::app::kit::{MoveRows, move_rows};
use crate::app::kit::{arrow_points, draw_arrow};
use crate::app::play::History;
use crate::record::MoveNumber;
use crate::t;

/// Scores beyond this many men are drawn at its edge (a forced win is drawn at the edge too).
const GRAPH_LIMIT: f64 = 8.0;

/// What the window remembers between frames (whether it is shown is the headless
/// [`Review::open`]).
#[derive(Resource, Default)]
pub struct ReviewWindow {
    /// The strength picked for the next review.
    strength: Strength,
    /// The ply the move list last scrolled to (`None`: scroll to the ply shown).
    scrolled_to: Option<usize>,
    /// Whether the window was shown the frame before.
    was_open: bool,
}

/// A score from White's view, in men, kept inside the graph.
fn graph_value(white: i32) -> f64 {
    if white.abs() >= MATE_THRESHOLD {
        return GRAPH_LIMIT * f64::from(white.signum());
    }
    (f64::from(white) / 100.0).clamp(-GRAPH_LIMIT, GRAPH_LIMIT)
}

/// How often the window is drawn while a review runs, at the least.
const PROGRESS_REDRAW: std::time::Duration = std::time::Duration::from_millis(250);

/// What the window's content asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Action {
    Request(ReviewRequest),
    Show(usize),
}

/// What the window shows.
struct Shown<'a> {
    review: &'a Review,
    game: &'a AnyGame,
    /// The ply shown on the board.
    ply: usize,
    /// Whether a person at this screen played moves of the game (else the practice asks
    /// whose mistakes).
    own: Option<Whose>,
}

pub(super) fn review_window(
    mut contexts: EguiContexts,
    mut window: ResMut<ReviewWindow>,
    mut review: ResMut<Review>,
    mut opens: MessageReader<Open>,
    rules: Res<CurrentGame>,
    history: Res<History>,
    players: Res<Seats>,
    foreign: Res<Foreign>,
    mut requests: MessageWriter<ReviewRequest>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    // The Moves panel's button draws before this window: it opens in the frame of the click.
    if opens.read().any(|open| open.0 == Feature::Review) {
        review.open = true;
    }
    if !review.open {
        window.was_open = false;
        return Ok(());
    }
    if !std::mem::replace(&mut window.was_open, true) {
        // Opened: the move list shows the ply shown.
        window.scrolled_to = None;
    }
    let game = &rules.game;
    let ctx = contexts.ctx_mut()?;
    let own = own_sides(game, &players, &foreign);
    let shown = Shown {
        review: &review,
        game,
        ply: history.shown_ply(&rules.game),
        own: (!own.is_empty()).then(|| Whose::Own {
            sides: own,
            from: foreign.plies(game),
        }),
    };
    let mut actions = Vec::new();
    let open = show_window(ctx, &mut window, &shown, &mut actions);
    if review.progress(game).is_some() {
        ctx.request_repaint_after(PROGRESS_REDRAW);
    }
    for action in actions {
        match action {
            Action::Request(request) => {
                requests.write(request);
            }
            Action::Show(ply) => {
                navigate.write(Navigate::Ply(ply.min(game.ply())));
            }
        }
    }
    if !open {
        review.open = false;
    }
    Ok(())
}

/// The window and its content; returns whether it stays open.
fn show_window(
    ctx: &egui::Context,
    window: &mut ReviewWindow,
    shown: &Shown<'_>,
    actions: &mut Vec<Action>,
) -> bool {
    let mut open = true;
    // Under Classic games (a Lasker game reviewed) or the Watch panel, above the online
    // game and the Analysis panel: the layout stacks them, and keeps the review at least
    // `slots::REVIEW.least` high (the least recently opened of the others collapse first).
    let review = egui::Window::new(t!("review-window")).open(&mut open);
    kit::layout::show(ctx, &kit::layout::slots::REVIEW, review, |ui| {
        contents(ui, window, shown, actions)
    });
    open
}

/// The window's content, top to bottom: the strength and the Review button, the progress,
/// the graph, the summary, the engine's words on the next move, the moves, Practise.
fn contents(
    ui: &mut egui::Ui,
    window: &mut ReviewWindow,
    shown: &Shown<'_>,
    actions: &mut Vec<Action>,
) {
    let (review, game) = (shown.review, shown.game);
    let comments = review.of(game);
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("review-strength"));
        ui.radio_value(&mut window.strength, Strength::Quick, t!("review-quick"));
        ui.radio_value(&mut window.strength, Strength::Deep, t!("review-deep"));
        let running = comments.is_some_and(|c| !c.is_done());
        if running {
            if ui.button(t!("review-cancel")).clicked() {
                actions.push(Action::Request(ReviewRequest::Cancel));
            }
        } else if ui
            .add_enabled(game.ply() > 0, egui::Button::new(t!("review-start")))
            .on_hover_text(t!("review-start-hover"))
            .clicked()
        {
            actions.push(Action::Request(ReviewRequest::Start(window.strength)));
        }
    });
    let Some(comments) = comments else {
        wrapped(ui, egui::RichText::new(t!("review-invite")));
        return;
    };
    if let Some((done, total)) = review.progress(game) {
        let part = done as f32 / total.max(1) as f32;
        // The position being scored, counting from 1.
        let scoring = (done + 1).min(total);
        ui.add(
            egui::ProgressBar::new(part)
                .text(t!("review-progress", done = scoring, total = total))
                .animate(true),
        );
    }
    if let Some(ply) = graph(ui, comments, shown.ply) {
        actions.push(Action::Show(ply));
    }
    summary_grid(ui, &comments.moves);
    ui.separator();
    // The move to come from the position shown: what the engine says of it.
    if let Some(next) = comments.on_ply(shown.ply + 1) {
        move_words(ui, game, next, &comments.scores);
    } else if shown.ply == game.ply() {
        wrapped(ui, egui::RichText::new(t!("review-end")));
    }
    ui.separator();
    if let Some(ply) = move_grid(
        ui,
        game,
        &comments.moves,
        shown.ply,
        &mut window.scrolled_to,
    ) {
        actions.push(Action::Show(ply));
    }
    if comments.is_done() {
        practise_buttons(ui, review, comments, shown.own.as_ref(), actions);
    }
}

/// A label that wraps inside the window.
fn wrapped(ui: &mut egui::Ui, text: egui::RichText) -> egui::Response {
    ui.add(egui::Label::new(text).wrap())
}

/// Practise my mistakes; for a game nobody here played, Practise a side's mistakes, which asks
/// whose (White or Black) before the lesson is made.
fn practise_buttons(
    ui: &mut egui::Ui,
    review: &Review,
    comments: &super::Comments,
    own: Option<&Whose>,
    actions: &mut Vec<Action>,
) {
    match own {
        Some(own) => {
            if has_mistakes(comments, own)
                && ui
                    .button(t!("review-practise"))
                    .on_hover_text(t!("review-practise-hover"))
                    .clicked()
            {
                actions.push(Action::Request(ReviewRequest::Practise(None)));
            }
        }
        None => {
            let sides = sides_with_mistakes(comments);
            if sides.is_empty() {
                return;
            }
            if !review.asking_side {
                if ui
                    .button(t!("review-practise-side"))
                    .on_hover_text(t!("review-practise-side-hover"))
                    .clicked()
                {
                    actions.push(Action::Request(ReviewRequest::Practise(None)));
                }
                return;
            }
            wrapped(ui, egui::RichText::new(t!("review-practise-which")));
            ui.horizontal_wrapped(|ui| {
                for side in Colour::BOTH {
                    if ui
                        .add_enabled(sides.contains(&side), egui::Button::new(side_name(side)))
                        .clicked()
                    {
                        actions.push(Action::Request(ReviewRequest::Practise(Some(side))));
                    }
                }
            });
        }
    }
}

/// The graph: White's score over the plies, the mistakes marked, the ply shown as a line.
/// Returns the ply clicked: a mark shows the position where the mistake was made.
fn graph(ui: &mut egui::Ui, comments: &super::Comments, shown: usize) -> Option<usize> {
    let (moves, scores) = (&comments.moves, &comments.scores);
    // Hovering the graph names the ply under the pointer, its score and the search's depth.
    let label = |hover: &HoverPosition<'_>| {
        let (HoverPosition::NearDataPoint { position, .. } | HoverPosition::Elsewhere { position }) =
            *hover;
        let ply = position.x.round();
        if ply < 0.0 {
            return None;
        }
        let ply = ply as usize;
        let score = scores.get(ply)?;
        Some(t!(
            "review-graph-label",
            ply = ply,
            score = white_score_label(score.white()),
            depth = comments.depths.get(ply).copied().unwrap_or(0)
        ))
    };
    let line: Vec<[f64; 2]> = scores
        .iter()
        .enumerate()
        .map(|(ply, score)| [ply as f64, graph_value(score.white())])
        .collect();
    let marks = |class: MoveClass| -> Vec<[f64; 2]> {
        moves
            .iter()
            .filter(|c| c.class == class)
            .map(|c| [c.ply as f64 - 1.0, graph_value(c.white_before)])
            .collect()
    };
    let response = Plot::new("review graph")
        .height(140.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_y(-2.0)
        .include_y(2.0)
        .label_formatter(label)
        .y_axis_formatter(|mark, _| crate::i18n::decimal(mark.value, 0))
        .show(ui, |plot| {
            plot.line(Line::new(t!("review-graph-score"), PlotPoints::new(line)).color(ATTENTION));
            for class in [MoveClass::Mistake, MoveClass::Blunder] {
                plot.points(
                    Points::new(class_label(class), PlotPoints::new(marks(class)))
                        .shape(MarkerShape::Circle)
                        .filled(true)
                        .radius(4.5)
                        .color(class_colour(class)),
                );
            }
            plot.vline(
                VLine::new(t!("review-graph-shown"), shown as f64).color(egui::Color32::GRAY),
            );
        });
    let pointer = response.response.interact_pointer_pos()?;
    if !response.response.clicked() {
        return None;
    }
    let x = response.transform.value_from_position(pointer).x;
    Some(x.round().max(0.0) as usize)
}

/// Each side's average loss and its moves of each class: a column a side, so that the
/// table stays narrow in any language (a column a class ran past the window's width).
fn summary_grid(ui: &mut egui::Ui, moves: &[MoveComment<AnyMove>]) {
    let [white, black] = summaries(moves);
    egui::Grid::new("review summary")
        .striped(true)
        .num_columns(3)
        .show(ui, |ui| {
            ui.label("");
            for side in Colour::BOTH {
                ui.strong(side_name(side));
            }
            ui.end_row();
            ui.label(t!("review-loss-per-move"));
            for summary in [&white, &black] {
                ui.label(crate::i18n::decimal(
                    f64::from(summary.average_loss) / 100.0,
                    2,
                ));
            }
            ui.end_row();
            for (i, class) in MoveClass::ALL.into_iter().enumerate() {
                ui.colored_label(class_colour(class), class_label(class));
                for summary in [&white, &black] {
                    ui.label(summary.counts[i].to_string());
                }
                ui.end_row();
            }
        });
}

/// The engine's words on a move: its class, what it lost, the better move and its line.
fn move_words(
    ui: &mut egui::Ui,
    game: &AnyGame,
    comment: &MoveComment<AnyMove>,
    scores: &[lasca_ai::review::PositionScore<AnyMove>],
) {
    let number = MoveNumber::of_ply(game.start_position().side_to_move(), comment.ply - 1);
    // The played move's score as it was compared with the engine's move (the graph's next
    // point comes from a search of its own), so that its loss reads off the two scores.
    let text = format!(
        "{number} {}{} · {} · {}",
        comment.played,
        comment.class.symbol(),
        class_label(comment.class),
        score_label(comment.value, comment.side)
    );
    wrapped(
        ui,
        egui::RichText::new(text).color(class_colour(comment.class)),
    )
    .on_hover_text(t!("review-depth", depth = comment.depth));
    if let Some((better, white)) = comment.better {
        let line: Vec<String> = scores
            .get(comment.ply - 1)
            .map(|s| s.line.iter().take(6).map(ToString::to_string).collect())
            .unwrap_or_default();
        let lost = if comment.white_before.abs() >= MATE_THRESHOLD
            && comment.value.abs() < MATE_THRESHOLD
        {
            t!("review-throws-away-win")
        } else {
            let men = crate::i18n::decimal(f64::from(comment.loss) / 100.0, 2);
            t!("review-loses", men = men)
        };
        ui.add(
            egui::Label::new(t!(
                "review-better",
                move = comment.played.to_string(),
                lost = lost,
                better = better.to_string(),
                score = white_score_label(white),
                line = line.join(" ")
            ))
            .wrap(),
        );
    }
}

/// Every move with its mark and colour, two plies a row; returns the ply clicked (the board
/// shows the position after it).
fn move_grid(
    ui: &mut egui::Ui,
    game: &AnyGame,
    moves: &[MoveComment<AnyMove>],
    shown: usize,
    scrolled_to: &mut Option<usize>,
) -> Option<usize> {
    let footer = game
        .outcome()
        .map(|outcome| egui::RichText::new(result_headline(outcome)).strong());
    let rows = MoveRows {
        id: "review moves",
        game,
        shown,
        max_height: 150.0,
        footer,
    };
    move_rows(ui, rows, scrolled_to, |ply, mv| {
        let class = moves.iter().find(|c| c.ply == ply).map(|c| c.class);
        let text = egui::RichText::new(format!("{mv}{}", class.map_or("", MoveClass::symbol)));
        match class {
            Some(class) if class >= MoveClass::Inaccuracy => text.color(class_colour(class)),
            _ => text,
        }
    })
}

/// The better move from the position shown, as an arrow on the board.
pub(super) fn better_move_arrow(
    mut contexts: EguiContexts,
    review: Res<Review>,
    rules: Res<CurrentGame>,
    history: Res<History>,
    state: Res<State<TurnState>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    if !review.open || *state.get() == TurnState::Animating {
        return Ok(());
    }
    let game = &rules.game;
    let shown = history.shown_ply(game);
    let Some(comment) = review.of(game).and_then(|c| c.on_ply(shown + 1)) else {
        return Ok(());
    };
    let (Some((better, _)), Some(position)) = (comment.better, game.position_at(shown)) else {
        return Ok(());
    };
    let Some((camera, transform)) = cameras.iter().next() else {
        return Ok(());
    };
    let Some(points) = arrow_points(camera, transform, &position, better) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("better move arrow"),
    ));
    draw_arrow(&painter, &points, class_colour(MoveClass::Best));
    Ok(())
}

/// The Review window and the better move's arrow.
pub(crate) fn view_plugin(app: &mut App) {
    app.init_resource::<ReviewWindow>().add_systems(
        crate::app::kit::PanelPass,
        (
            better_move_arrow,
            review_window.in_set(crate::app::kit::PanelSet::Features),
        )
            .run_if(in_state(crate::app::core::AppMode::Play)),
    );
}

/// For tests of a window's layout: egui run as bevy_egui runs it (one pass a frame), and what
/// is wrong with what it drew.
#[cfg(test)]
pub(crate) mod layout {
    use bevy_egui::egui;

    /// An egui context with the game's fonts that scrolls at once (a frame is no time here).
    pub(crate) fn context() -> egui::Context {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::kit::fonts::definitions());
        ctx.all_styles_mut(|style| {
            style.scroll_animation = egui::style::ScrollAnimation::none();
        });
        ctx
    }

    /// One frame on a screen of `screen` points: what `draw` drew.
    pub(crate) fn frame(
        ctx: &egui::Context,
        screen: egui::Vec2,
        draw: impl FnOnce(&egui::Context),
    ) -> Vec<egui::epaint::ClippedShape> {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, screen)),
            ..egui::RawInput::default()
        });
        draw(ctx);
        let mut output = ctx.end_pass();
        output.textures_delta.clear();
        output.shapes
    }

    /// Every text drawn: its rectangle and the rectangle it is clipped to.
    pub(crate) fn texts(
        shapes: &[egui::epaint::ClippedShape],
    ) -> Vec<(String, egui::Rect, egui::Rect)> {
        fn walk(
            shape: &egui::Shape,
            clip: egui::Rect,
            found: &mut Vec<(String, egui::Rect, egui::Rect)>,
        ) {
            match shape {
                egui::Shape::Vec(shapes) => {
                    for shape in shapes {
                        walk(shape, clip, found);
                    }
                }
                egui::Shape::Text(text) => {
                    found.push((
                        text.galley.text().to_owned(),
                        shape.visual_bounding_rect(),
                        clip,
                    ));
                }
                _ => {}
            }
        }
        let mut found = Vec::new();
        for clipped in shapes {
            walk(&clipped.shape, clipped.clip_rect, &mut found);
        }
        found
    }

    /// What is wrong with a frame's texts: two drawn over each other, or one cut at the side.
    pub(crate) fn overlaps(shapes: &[egui::epaint::ClippedShape]) -> Vec<String> {
        let visible: Vec<_> = texts(shapes)
            .into_iter()
            .filter(|(text, _, _)| !text.trim().is_empty())
            .map(|(text, rect, clip)| (text, rect, rect.intersect(clip), clip))
            .filter(|(_, _, seen, _)| seen.width() > 1.0 && seen.height() > 1.0)
            .collect();
        let mut wrong = Vec::new();
        for (i, (text, rect, seen, clip)) in visible.iter().enumerate() {
            if rect.max.x > clip.max.x + 1.0 {
                wrong.push(format!(
                    "{text:?} is cut at the right edge ({rect:?} in {clip:?})"
                ));
            }
            for (other, _, other_seen, _) in &visible[i + 1..] {
                let both = seen.intersect(*other_seen);
                if both.width() > 1.0 && both.height() > 1.0 {
                    wrong.push(format!("{text:?} {seen:?} and {other:?} {other_seen:?}"));
                }
            }
        }
        wrong
    }
}

#[cfg(test)]
mod tests {
    //! The window laid out by egui as bevy_egui does it (one pass a frame), on a small screen:
    //! no text is drawn over another, and none runs past the edge it is clipped at.

    use bevy_egui::egui;
    use lasca_ai::review::{GameReview, MoveComment, PositionReview, PositionScore};
    use lasca_rules::{AnyGame, Game, RuleSettings};

    use super::layout::{context, frame, overlaps, texts};
    use super::{Review, ReviewWindow, Shown, Whose, show_window};
    use crate::app::core::builtin::LASKER_1911;
    use crate::record::read_games;
    use lasca_ai::MoveClass;
    use lasca_rules::Colour;

    /// A review of `game` where every move that had another is a mistake, with a long line.
    fn review_of(game: &Game) -> GameReview {
        let mut positions = Vec::new();
        let mut comments = Vec::new();
        for ply in 0..=game.ply() {
            let before = Game::from_position(*game.position_at(ply).unwrap(), game.settings());
            let moves: Vec<_> = before.legal_moves().iter().copied().collect();
            let played = game.moves().get(ply).copied();
            let other = moves.iter().copied().find(|m| Some(*m) != played);
            let side = before.position().side_to_move();
            positions.push(PositionReview {
                score: PositionScore {
                    best: other.or(played),
                    line: std::iter::repeat_n(moves.first().copied(), 12)
                        .flatten()
                        .collect(),
                    score: 120,
                    side,
                },
                depth: 9,
            });
            if let Some(played) = played {
                comments.push(MoveComment {
                    ply: ply + 1,
                    played,
                    side,
                    white_after: -300,
                    loss: 250,
                    class: if other.is_some() {
                        MoveClass::Mistake
                    } else {
                        MoveClass::Best
                    },
                    white_before: 120,
                    better: other.map(|m| (m, 120)),
                    depth: 9,
                    value: -130,
                });
            }
        }
        GameReview {
            positions,
            comments,
        }
    }

    /// Draws the window `frames` times with `shown`; returns each frame's shapes.
    fn frames(
        ctx: &egui::Context,
        window: &mut ReviewWindow,
        shown: &Shown<'_>,
        screen: egui::Vec2,
        frames: usize,
    ) -> Vec<Vec<egui::epaint::ClippedShape>> {
        (0..frames)
            .map(|_| {
                frame(ctx, screen, |ctx| {
                    show_window(ctx, window, shown, &mut Vec::new());
                })
            })
            .collect()
    }

    /// Lasker's game `index` and a review of it with every score in.
    fn reviewed_lasker_game(index: usize) -> (AnyGame, Review) {
        let game = read_games(LASKER_1911, RuleSettings::default()).games[index]
            .game
            .seven()
            .expect("Lasker's games are of Lasca 7x7")
            .clone();
        let mut review = Review::default();
        let any = AnyGame::from(game.clone());
        review.show(super::super::comments::Comments::finished(
            &any,
            &review_of(&game).map(Into::into),
        ));
        (any, review)
    }

    #[test]
    fn no_text_of_the_window_is_drawn_over_another_nor_cut() {
        let (game, review) = reviewed_lasker_game(0);
        let own = Whose::Own {
            sides: vec![Colour::White],
            from: 0,
        };
        // 1280x720 at 100% and at 200% (the smallest screen the panels are made for, where the
        // window's content scrolls).
        for (screen, whole) in [
            (egui::vec2(1280.0, 720.0), true),
            (egui::vec2(640.0, 360.0), false),
        ] {
            let ctx = context();
            let mut window = ReviewWindow::default();
            for (i, ply) in [0, 1, 30, 77, 78, 2].into_iter().enumerate() {
                let shown = Shown {
                    review: &review,
                    game: &game,
                    ply,
                    own: Some(own.clone()),
                };
                let drawn = frames(&ctx, &mut window, &shown, screen, 12);
                // The window's first frame is invisible (egui sizes it); every other frame,
                // the first after a change too, is right (the layout settles in the frames
                // after the window opens).
                for (frame, shapes) in drawn.iter().enumerate().skip(usize::from(i == 0)) {
                    let wrong = overlaps(shapes);
                    assert!(
                        wrong.is_empty(),
                        "{screen:?}, ply {ply}, frame {frame}: {wrong:#?}"
                    );
                }
                let shapes = drawn.last().unwrap();
                let drawn: Vec<String> = texts(shapes).into_iter().map(|t| t.0).collect();
                let mut expected = vec!["loss/move"];
                if whole
                    && review
                        .of(&game)
                        .and_then(|c| c.on_ply(ply + 1))
                        .is_some_and(|c| c.better.is_some())
                {
                    expected.push("Better was");
                }
                if whole {
                    expected.push("Practise my mistakes");
                }
                if whole && ply == 0 {
                    expected.push("start");
                }
                for words in expected {
                    assert!(
                        drawn.iter().any(|t| t.contains(words)),
                        "{words:?} at {screen:?}, ply {ply}: {drawn:?}"
                    );
                }
                if whole && ply > 0 {
                    // The move list shows the ply shown.
                    let mv = game.moves()[ply - 1].to_string();
                    assert!(
                        drawn.iter().any(|t| t.starts_with(&mv)),
                        "{mv} at {ply}: {drawn:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_game_nobody_here_played_asks_whose_mistakes_in_the_window() {
        let (game, mut review) = reviewed_lasker_game(1);
        let ctx = context();
        let mut window = ReviewWindow::default();
        let screen = egui::vec2(1280.0, 720.0);
        for (asking, words) in [
            (false, vec!["Practise a side's mistakes…"]),
            (true, vec!["Whose mistakes?", "White", "Black"]),
        ] {
            review.asking_side = asking;
            let shown = Shown {
                review: &review,
                game: &game,
                ply: 3,
                own: None,
            };
            let drawn = frames(&ctx, &mut window, &shown, screen, 12);
            let shapes = drawn.last().unwrap();
            let wrong = overlaps(shapes);
            assert!(wrong.is_empty(), "{wrong:#?}");
            let texts: Vec<String> = texts(shapes).into_iter().map(|t| t.0).collect();
            assert!(
                !texts.iter().any(|t| t.contains("Practise my")),
                "{texts:?}"
            );
            for words in words {
                assert!(
                    texts.iter().any(|t| t.contains(words)),
                    "{words}: {texts:?}"
                );
            }
        }
    }
}
