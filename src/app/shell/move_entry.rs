//! The move field: type a move in notation, with completion from the legal moves (`c3`, Tab:
//! `c3-b4 c3-d4`), Enter to play. While it has the keyboard no game key acts; Esc gives the
//! keyboard back. Tab on the board (`input/keys.rs`) gives it the keyboard.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use lasca_rules::{AnyMove, AnyPosition, IllegalMove, ParseMoveError};

use crate::app::core::game_text::{illegal_move_text, parse_move_error_text};
use crate::app::core::{
    AppMode, BoardFrame, BoardInput, CurrentGame, KeysHelp, MoveFieldFocus, Seats, TurnState,
};
use crate::app::kit::colours::ERROR;
use crate::record::Player;
use crate::t;

/// The move field's egui id (the inspector goes below it).
pub(super) const MOVE_FIELD: &str = "move field";

/// What the field holds.
#[derive(Resource, Default)]
pub(super) struct MoveField {
    text: String,
    /// Why the last Enter played nothing.
    error: Option<String>,
    /// The ply of the game that refusal was about.
    error_at: usize,
    /// Shown on a narrow screen (a large UI scale) because Tab asked for it.
    called: bool,
    /// The ply at which the last move was typed: when the player's turn comes back later in
    /// the game (after the opponent's reply), the field takes the keyboard again, so typing
    /// can go on.
    typing: Option<usize>,
    /// Frames left to ask for the keyboard.
    refocus: u8,
}

/// The legal moves a typed text can still become, and what Tab makes of it.
#[derive(Debug, PartialEq, Eq)]
pub struct Completion {
    /// Every legal move the text is the start of, in notation, in alphabetical order.
    pub matches: Vec<String>,
    /// The text after Tab: the only match, or the longest start all matches share (never
    /// shorter than what was typed).
    pub completed: String,
}

/// The text without case, spaces and separators, so `C3D4`, `c3 d4` and `c3-d4` read alike.
fn bare(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | ' '))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The legal moves `text` can become, and its completion.
pub fn complete(text: &str, legal: &[AnyMove]) -> Completion {
    let typed = bare(text);
    let mut matches: Vec<String> = legal
        .iter()
        .map(ToString::to_string)
        .filter(|notation| bare(notation).starts_with(&typed))
        .collect();
    matches.sort();
    let completed = match matches.as_slice() {
        [] => text.trim().to_owned(),
        [only] => only.clone(),
        [first, rest @ ..] => {
            let mut shared = first.len();
            for other in rest {
                shared = first
                    .bytes()
                    .zip(other.bytes())
                    .take(shared)
                    .take_while(|(a, b)| a == b)
                    .count();
            }
            let shared = &first[..shared];
            if bare(shared).len() >= typed.len() {
                shared.to_owned()
            } else {
                text.trim().to_owned()
            }
        }
    };
    Completion { matches, completed }
}

/// Why the text typed plays no move; its `Display` is the sentence for players.
#[derive(Debug, thiserror::Error)]
pub enum EntryError {
    /// A move in notation that the rules refuse here (the rules' reason, as a sentence).
    #[error("{}", capitalised(&illegal_move_text(.0)))]
    Illegal(IllegalMove),
    /// The one completion does not parse (a bug if it ever shows).
    #[error("{}", capitalised(&parse_move_error_text(.0)))]
    Unreadable(ParseMoveError),
    /// No legal move starts so.
    #[error("{}", t!("entry-no-match", text = .0.as_str()))]
    NoMatch(String),
    /// More than one legal move starts so.
    #[error("{}", t!("entry-ambiguous"))]
    Ambiguous,
}

/// The text with its first letter upper-case: the rules' reasons are written as the middle of
/// a sentence (the command line prints them after "error: "), the field shows them alone.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The move a text names as a whole path, however it is written: `c3-d4`, `C3D4`, `c3 d4`,
/// `a3xc5xe7`, `a3c5e7`. None for a start of a move (`c3`) or no move at all.
fn as_path(text: &str, position: &AnyPosition) -> Option<AnyMove> {
    if let Ok(mv) = position.parse_move(text) {
        return Some(mv);
    }
    let typed = bare(text);
    if typed.len() < 4 || !typed.len().is_multiple_of(2) || !typed.is_ascii() {
        return None;
    }
    let squares: Vec<&str> = (0..typed.len() / 2)
        .map(|i| &typed[2 * i..2 * i + 2])
        .collect();
    ["-", "x"]
        .iter()
        .find_map(|joint| position.parse_move(&squares.join(joint)).ok())
}

/// The move Enter plays: the legal move typed, or the only one the text can become. Else why
/// not: for a whole move the rules refuse, always the rules' reason (however it was typed).
pub fn chosen(
    text: &str,
    position: &AnyPosition,
    legal: &[AnyMove],
) -> Result<AnyMove, EntryError> {
    if let Some(mv) = as_path(text, position) {
        return match position.after(mv) {
            Ok(_) => Ok(mv),
            Err(error) => Err(EntryError::Illegal(error)),
        };
    }
    let completion = complete(text, legal);
    match completion.matches.as_slice() {
        [only] => position.parse_move(only).map_err(EntryError::Unreadable),
        [] => Err(EntryError::NoMatch(text.trim().to_owned())),
        _ => Err(EntryError::Ambiguous),
    }
}

pub(super) fn move_field(
    mut contexts: EguiContexts,
    mode: Res<State<AppMode>>,
    state: Res<State<TurnState>>,
    seats: Res<Seats>,
    rules: Res<CurrentGame>,
    frame: Res<BoardFrame>,
    mut field: ResMut<MoveField>,
    mut focus: ResMut<MoveFieldFocus>,
    mut help: ResMut<KeysHelp>,
    mut inputs: MessageWriter<BoardInput>,
) -> Result {
    if !matches!(mode.get(), AppMode::Play | AppMode::Learn) {
        field.error = None;
        return Ok(());
    }
    // The game-over panel and the AI's thinking panel take the same place.
    if rules.game.outcome().is_some() || matches!(seats.get(rules.side_to_move()), Player::Ai(_)) {
        return Ok(());
    }
    let ours =
        *state.get() == TurnState::AwaitingMove && seats.get(rules.side_to_move()) == Player::Human;
    // A refusal holds for the position it was given in only (and not into another mode).
    if mode.is_changed() || field.error_at != rules.game.ply() {
        field.error = None;
    }
    // Once a frame, for the completion, the list and Enter.
    let legal = rules.game.legal_moves();
    let ctx = contexts.ctx_mut()?;
    // Where the panels leave no room at the top (under about 900 points: a large UI scale),
    // the field shows only when Tab calls it, and goes when it is left empty.
    if focus.0 {
        field.called = true;
    }
    if ctx.content_rect().width() < 900.0 && !field.called && field.text.is_empty() {
        return Ok(());
    }
    // At the top of the board's frame, in its middle: between the side panels, never on them.
    let screen = ctx.content_rect();
    let middle = frame.0.map_or(screen.center().x, |frame| {
        frame.center().x / ctx.zoom_factor()
    });
    egui::Window::new(t!("entry-title"))
        .id(egui::Id::new(MOVE_FIELD))
        .anchor(egui::Align2::CENTER_TOP, [middle - screen.center().x, 6.0])
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label(t!("entry-label"));
                let edit = egui::TextEdit::singleline(&mut field.text)
                    .id(egui::Id::new("move field text"))
                    .hint_text(t!("entry-hint"))
                    .desired_width(130.0)
                    .lock_focus(true)
                    .font(egui::TextStyle::Monospace);
                let response = ui.add_enabled(ours, edit);
                // egui drops a request for a widget it did not see the frame before, so the
                // request is made until it holds (a few frames at most).
                if ours && field.typing.is_some_and(|ply| rules.game.ply() > ply) {
                    field.typing = None;
                    field.refocus = 5;
                }
                if field.refocus > 0 {
                    field.refocus -= 1;
                    if response.has_focus() {
                        field.refocus = 0;
                    } else {
                        response.request_focus();
                    }
                }
                // The Tab that called the field is not yet a Tab to complete.
                let called_now = focus.0;
                if called_now {
                    focus.0 = false;
                    response.request_focus();
                }
                if !called_now
                    && response.has_focus()
                    && ui.input(|i| i.key_pressed(egui::Key::Tab))
                {
                    field.text = complete(&field.text.replace('\t', ""), &legal).completed;
                    field.error = None;
                    move_caret_to_end(ui, response.id, &field.text);
                }
                field.text.retain(|c| c != '\t');
                if response.lost_focus() && field.text.is_empty() && field.typing.is_none() {
                    field.called = false;
                }
                if response.changed() {
                    field.error = None;
                }
                let entered =
                    response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                // Esc or a click elsewhere: the refusal of the last Enter is old news.
                if response.lost_focus() && !entered {
                    field.error = None;
                }
                if entered && ours && !field.text.trim().is_empty() {
                    match chosen(&field.text, &rules.position(), &legal) {
                        Ok(mv) => {
                            inputs.write(BoardInput::Play(mv));
                            field.text.clear();
                            field.error = None;
                            field.typing = Some(rules.game.ply());
                            field.called = true;
                        }
                        Err(why) => {
                            field.error = Some(why.to_string());
                            field.error_at = rules.game.ply();
                        }
                    }
                    // Ready for the next move.
                    response.request_focus();
                }
                if ui
                    .button("?")
                    .on_hover_text(t!("entry-keys-tooltip"))
                    .clicked()
                {
                    help.0 = !help.0;
                }
            });
            if !ours {
                ui.weak(t!("entry-not-your-turn"));
            } else if !field.text.trim().is_empty() {
                let completion = complete(&field.text, &legal);
                if completion.matches.is_empty() && field.error.is_none() {
                    // The same words Enter would give: the rules' reason for a whole move.
                    let why = match chosen(&field.text, &rules.position(), &legal) {
                        Err(why) => why.to_string(),
                        Ok(_) => t!("entry-no-match", text = field.text.trim()),
                    };
                    ui.add(egui::Label::new(egui::RichText::new(why).color(ERROR)).wrap());
                } else {
                    ui.horizontal_wrapped(|ui| {
                        ui.set_max_width(260.0);
                        for notation in completion.matches.iter().take(12) {
                            if ui.small_button(notation).clicked()
                                && let Ok(mv) = rules.position().parse_move(notation)
                            {
                                inputs.write(BoardInput::Play(mv));
                                field.text.clear();
                            }
                        }
                        if completion.matches.len() > 12 {
                            ui.weak("…");
                        }
                    });
                }
            }
            if let Some(error) = &field.error {
                ui.add(egui::Label::new(egui::RichText::new(error).color(ERROR)).wrap());
            }
        });
    Ok(())
}

/// Puts the caret after the completed text.
fn move_caret_to_end(ui: &egui::Ui, id: egui::Id, text: &str) {
    if let Some(mut state) = egui::TextEdit::load_state(ui.ctx(), id) {
        let end = egui::text::CCursor::new(text.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(end)));
        state.store(ui.ctx(), id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lasca_rules::{AnyGame, Game, Variant};

    fn legal(game: &Game) -> Vec<AnyMove> {
        game.legal_moves().iter().map(|&mv| mv.into()).collect()
    }

    #[test]
    fn tab_lists_and_completes_the_legal_moves() {
        let game = Game::new();
        let moves = legal(&game);
        let c3 = complete("c3", &moves);
        assert_eq!(c3.matches, ["c3-b4", "c3-d4"]);
        assert_eq!(c3.completed, "c3-");
        assert_eq!(complete("c3-d", &moves).completed, "c3-d4");
        assert_eq!(complete("C3D", &moves).completed, "c3-d4");
        assert_eq!(complete("a3", &moves).completed, "a3-b4");
        assert!(complete("c5", &moves).matches.is_empty());
        assert_eq!(complete("", &moves).matches.len(), moves.len());
    }

    #[test]
    fn enter_plays_a_legal_or_the_only_move_and_says_why_not() {
        let mut game = Game::new();
        let chosen = |text: &str, game: &Game| {
            chosen(text, &AnyPosition::from(*game.position()), &legal(game))
        };
        assert_eq!(chosen("c3-d4", &game).unwrap().to_string(), "c3-d4");
        assert_eq!(chosen("a3", &game).unwrap().to_string(), "a3-b4");
        assert!(chosen("c3", &game).is_err(), "two moves start so");
        assert!(chosen("c3-c4", &game).is_err());
        assert!(chosen("zz", &game).is_err());
        // A capture is compulsory: the step is refused with the rules' reason, and the
        // capture's start alone is enough.
        game.play_str("c3-d4").unwrap();
        let why = chosen("e5-f4", &game).unwrap_err().to_string();
        assert!(why.contains("compulsory"), "{why}");
        // However the move is written, the same reason, as a sentence.
        for text in ["e5f4", "E5-F4", "e5 f4"] {
            assert_eq!(chosen(text, &game).unwrap_err().to_string(), why, "{text}");
        }
        assert!(why.starts_with(char::is_uppercase), "{why}");
        assert_eq!(chosen("e5", &game).unwrap().to_string(), "e5xc3");
    }

    #[test]
    fn an_eight_by_eight_move_is_typed_as_on_seven() {
        let game = AnyGame::start(Variant::Bashni);
        let (position, legal) = (game.position(), game.legal_moves());
        assert_eq!(complete("g3", &legal).matches, ["g3-f4", "g3-h4"]);
        assert_eq!(
            chosen("G3H4", &position, &legal).unwrap().to_string(),
            "g3-h4"
        );
        assert!(chosen("h2-g3", &position, &legal).is_err(), "blocked");
    }
}
