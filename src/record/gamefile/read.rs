//! Reading game files: a character reader that knows its line and column, tags, comments and
//! movetext, every move checked as it comes.

use std::collections::BTreeMap;

use lasca_rules::record::ending_from_tags;
use lasca_rules::{AnyGame, AnyPosition, Position, RuleSettings, Variant};

use super::{GameFile, RESULTS, ReadError, ReadGames, ReadProblem, result_of};
use crate::record::text::MoveNumber;

/// A piece of text with where it starts.
#[derive(Clone, Copy, Debug)]
struct At {
    line: usize,
    column: usize,
}

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    at: At,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    fn skip_blanks(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() {
                self.next();
            } else if c == ';' {
                // A comment to the end of the line, as in PGN.
                while self.peek().is_some_and(|c| c != '\n') {
                    self.next();
                }
            } else {
                break;
            }
        }
    }

    fn error(at: At, message: ReadProblem) -> ReadError {
        ReadError {
            line: at.line,
            column: at.column,
            message: Box::new(message),
        }
    }

    /// `[Name "value"]`, the `[` already seen at `at`.
    fn tag(&mut self, at: At) -> Result<(String, String), ReadError> {
        self.next();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.next();
        }
        if name.is_empty() {
            return Err(Reader::error(at, ReadProblem::TagName));
        }
        self.skip_blanks();
        let quote = self.at;
        if self.next() != Some('"') {
            return Err(Reader::error(quote, ReadProblem::TagUnquoted(name)));
        }
        let mut value = String::new();
        loop {
            match self.next() {
                Some('"') => break,
                Some('\\') => match self.next() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    _ => {
                        return Err(Reader::error(quote, ReadProblem::TagEscape(name)));
                    }
                },
                Some('\n') | None => {
                    return Err(Reader::error(quote, ReadProblem::TagUnclosed(name)));
                }
                Some(c) => value.push(c),
            }
        }
        self.skip_blanks();
        let close = self.at;
        if self.next() != Some(']') {
            return Err(Reader::error(close, ReadProblem::TagBracket(name)));
        }
        Ok((name, value))
    }

    /// `{ ... }`, the `{` already seen at `at`.
    fn comment(&mut self, at: At) -> Result<String, ReadError> {
        self.next();
        let mut text = String::new();
        loop {
            match self.next() {
                Some('}') => return Ok(text.split_whitespace().collect::<Vec<_>>().join(" ")),
                Some(c) => text.push(c),
                None => return Err(Reader::error(at, ReadProblem::CommentUnclosed)),
            }
        }
    }

    /// A word of movetext: up to a blank, a brace, a bracket or a `;`.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| !c.is_whitespace() && !matches!(c, '{' | '}' | '[' | ']' | ';'))
        {
            word.push(c);
            self.next();
        }
        word
    }
}

/// A game being read.
#[derive(Default)]
struct Pending {
    tags: Vec<(String, String)>,
    game: Option<AnyGame>,
    comments: BTreeMap<usize, String>,
    started: bool,
}

impl Pending {
    fn game(&mut self, settings: RuleSettings, at: At) -> Result<&mut AnyGame, ReadError> {
        if self.game.is_none() {
            let variant = match self.tag("Variant") {
                Some(name) => name.parse::<Variant>().map_err(|error| {
                    Reader::error(at, ReadProblem::BadVariant(error.to_string()))
                })?,
                None => Variant::Lasca7,
            };
            let game = match self.tag("Position") {
                // A plain Lasca 7x7 position: its errors are the ones the game can word.
                Some(text) if variant == Variant::Lasca7 && is_plain(text) => {
                    let start = text
                        .parse::<Position>()
                        .map_err(|error| Reader::error(at, ReadProblem::BadPosition(error)))?;
                    AnyGame::from_position(start.into(), settings)
                }
                Some(text) => {
                    let mut game = AnyGame::from_text(variant, text).map_err(|error| {
                        Reader::error(at, ReadProblem::BadVariantPosition(error))
                    })?;
                    game.set_settings(settings);
                    game
                }
                None => AnyGame::from_position(AnyPosition::start(variant), settings),
            };
            self.game = Some(game);
        }
        Ok(self.game.as_mut().expect("made above"))
    }

    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }

    fn finish(
        mut self,
        settings: RuleSettings,
        result: Option<&str>,
        at: At,
    ) -> Result<GameFile, ReadError> {
        let mut game = self.game(settings, at)?.clone();
        let recorded = self
            .tags
            .iter()
            .find(|(name, _)| name == "Result")
            .map(|(_, value)| value.clone());
        let result = match (result, recorded) {
            (Some(result), _) => result.to_owned(),
            (None, Some(tag)) if RESULTS.contains(&tag.as_str()) => tag,
            (None, _) => result_of(&game).to_owned(),
        };
        // A resignation or an agreed draw the file records ends a game the moves leave going
        // on; the game then writes its Termination tag itself.
        let ending = ending_from_tags(&result, self.tag("Termination"));
        let ended =
            game.outcome().is_none() && ending.is_some() && game.end_as_recorded(ending).is_ok();
        self.tags.retain(|(name, _)| {
            !(matches!(name.as_str(), "Variant" | "Position" | "Result")
                || ended && name == "Termination")
        });
        Ok(GameFile {
            tags: self.tags,
            game,
            comments: self.comments,
            result,
        })
    }
}

/// Whether a Position tag is a Lasca 7x7 position string (no variant prefix, `w a1:w ...`)
/// rather than one that names its variant (`bashni: ...`, `sandbox-lasca7: ...`).
fn is_plain(text: &str) -> bool {
    text.split_whitespace()
        .next()
        .is_none_or(|first| !first.ends_with(':') && !first.starts_with("sandbox-"))
}

/// Reads every game of `text`, under the house `settings`.
pub fn read_games(text: &str, settings: RuleSettings) -> ReadGames {
    let mut games = Vec::new();
    let error = read_into(text, settings, &mut games).err();
    ReadGames { games, error }
}

fn read_into(
    text: &str,
    settings: RuleSettings,
    games: &mut Vec<GameFile>,
) -> Result<(), ReadError> {
    let mut reader = Reader {
        chars: text.chars().peekable(),
        at: At { line: 1, column: 1 },
    };
    let mut pending = Pending::default();
    loop {
        reader.skip_blanks();
        let at = reader.at;
        let Some(c) = reader.peek() else {
            break;
        };
        match c {
            '[' => {
                if pending.started {
                    // A new game's tags after moves without a result.
                    let done = std::mem::take(&mut pending);
                    games.push(done.finish(settings, None, at)?);
                }
                let tag = reader.tag(at)?;
                if tag.0 == "Result" && !RESULTS.contains(&tag.1.as_str()) {
                    return Err(Reader::error(at, ReadProblem::BadResult(tag.1)));
                }
                pending.tags.push(tag);
            }
            '{' => {
                let comment = reader.comment(at)?;
                let ply = pending.game(settings, at)?.ply();
                pending.started = true;
                let slot = pending.comments.entry(ply).or_default();
                if !slot.is_empty() {
                    slot.push(' ');
                }
                slot.push_str(&comment);
            }
            '}' | ']' => {
                reader.next();
                return Err(Reader::error(at, ReadProblem::Unopened(c)));
            }
            _ => {
                let word = reader.word();
                if RESULTS.contains(&word.as_str()) {
                    let done = std::mem::take(&mut pending);
                    games.push(done.finish(settings, Some(&word), at)?);
                    continue;
                }
                // A move number (`12.`, `12...`), perhaps joined to its move (`1.c3-d4`).
                let digits = word.chars().take_while(char::is_ascii_digit).count();
                let dots = word[digits..].chars().take_while(|&c| c == '.').count();
                let text = if digits > 0 && dots > 0 {
                    &word[digits + dots..]
                } else {
                    word.as_str()
                };
                if text.is_empty() {
                    continue;
                }
                // lasca.org's promotion mark and a final `#` are accepted and dropped.
                let bare = text.trim_end_matches(['*', '#']);
                let game = pending.game(settings, at)?;
                let mv = game.position().parse_move(bare).map_err(|error| {
                    let text = text.to_owned();
                    Reader::error(at, ReadProblem::NotAMove { text, error })
                })?;
                let number = MoveNumber::of_ply(game.start_position().side_to_move(), game.ply());
                game.try_play(mv).map_err(|error| {
                    Reader::error(
                        at,
                        ReadProblem::Unplayable {
                            number,
                            text: text.to_owned(),
                            error,
                        },
                    )
                })?;
                pending.started = true;
            }
        }
    }
    if pending.started || !pending.tags.is_empty() {
        let at = reader.at;
        games.push(pending.finish(settings, None, at)?);
    }
    Ok(())
}
