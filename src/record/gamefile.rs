//! Game files: collections of Lasca games as text, in the style of chess's PGN and draughts'
//! PDN (`docs/GAMEFILES.md` describes the format).
//!
//! ```text
//! [Event "Lasker's booklet"]
//! [White "Lasker"]
//! [Result "0-1"]
//!
//! 1. c3-d4 e5xc3 2. b2xd4 {the usual reply} f6-e5 0-1
//! ```
//!
//! Written by hand: the PGN crates parse chess's algebraic moves and know nothing of Lasca's
//! paths, and the format is small (tag pairs, numbered moves, comments in braces).
//!
//! Reading checks every move against the rules and stops at the first error, which names its
//! line and column; every game before it is kept.

use std::collections::BTreeMap;
use std::fmt::{self, Write as _};

use lasca_rules::{Game, Move, Position, RuleSettings};

use super::players::Players;
use super::text::MoveNumber;

/// Whether `path` names a game file (`.pgn` or `.pdn`) rather than a JSON save.
pub fn is_game_file(path: &std::path::Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn") || e.eq_ignore_ascii_case("pdn"))
}

/// The results a game file records: White won, Black won, a draw, or unknown / unfinished.
pub const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// One game of a file: its tags, the game (its start is the `Position` tag's, or the usual
/// one), the comments after its plies, and the result the file records (which may differ from
/// the rules' outcome: a resignation, an adjudication).
#[derive(Clone, Debug, PartialEq)]
pub struct GameFile {
    /// The tag pairs in file order, `Position` and `Result` left out (they are `game`'s start
    /// and `result`).
    pub tags: Vec<(String, String)>,
    /// The game, every move checked.
    pub game: Game,
    /// Comments by the ply they follow (0: before the first move).
    pub comments: BTreeMap<usize, String>,
    /// The recorded result, one of [`RESULTS`]; `*` when unknown.
    pub result: String,
}

impl GameFile {
    /// A game with no tags, no comments, and the result the rules give it (`*` while it goes
    /// on).
    pub fn new(game: Game) -> GameFile {
        let result = result_of(&game).to_owned();
        GameFile {
            tags: Vec::new(),
            game,
            comments: BTreeMap::new(),
            result,
        }
    }

    /// A game with the players and the date as tags (what Save and `lasca export` write).
    pub fn with_players(game: Game, players: Players, date: &str) -> GameFile {
        let mut file = GameFile::new(game);
        file.tags = vec![
            ("White".to_owned(), players.white.to_string()),
            ("Black".to_owned(), players.black.to_string()),
            ("Date".to_owned(), date.to_owned()),
        ];
        file
    }

    /// Who plays, when the `White` and `Black` tags name players as the command line does
    /// (`human`, `ai:3`); a file of people's names says nothing about who plays it here.
    pub fn players(&self) -> Option<Players> {
        Some(Players {
            white: self.tag("White")?.parse().ok()?,
            black: self.tag("Black")?.parse().ok()?,
        })
    }

    /// The value of tag `name`, if the file has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }
}

/// `1-0`, `0-1`, `1/2-1/2`, or `*` for a game that goes on.
pub fn result_of(game: &Game) -> &'static str {
    match game.outcome() {
        None => "*",
        Some(outcome) => match outcome.winner() {
            Some(lasca_rules::Colour::White) => "1-0",
            Some(lasca_rules::Colour::Black) => "0-1",
            None => "1/2-1/2",
        },
    }
}

/// Where reading stopped, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ReadError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1 (in characters).
    pub column: usize,
    /// What is wrong there.
    pub message: String,
}

/// Everything a file held up to its first error: the games read, and the error if there was
/// one (the game it was in is left out).
#[derive(Clone, Debug, PartialEq)]
pub struct ReadGames {
    /// The games before the error, in file order.
    pub games: Vec<GameFile>,
    /// The first error, if any.
    pub error: Option<ReadError>,
}

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

    fn error(at: At, message: impl Into<String>) -> ReadError {
        ReadError {
            line: at.line,
            column: at.column,
            message: message.into(),
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
            return Err(Reader::error(at, "a tag needs a name: [Name \"value\"]"));
        }
        self.skip_blanks();
        let quote = self.at;
        if self.next() != Some('"') {
            return Err(Reader::error(
                quote,
                format!("tag {name}: its value must be in double quotes"),
            ));
        }
        let mut value = String::new();
        loop {
            match self.next() {
                Some('"') => break,
                Some('\\') => match self.next() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    _ => {
                        return Err(Reader::error(
                            quote,
                            format!("tag {name}: only \\\" and \\\\ may follow a backslash"),
                        ));
                    }
                },
                Some('\n') | None => {
                    return Err(Reader::error(
                        quote,
                        format!("tag {name}: the value's closing quote is missing"),
                    ));
                }
                Some(c) => value.push(c),
            }
        }
        self.skip_blanks();
        let close = self.at;
        if self.next() != Some(']') {
            return Err(Reader::error(close, format!("tag {name}: `]` expected")));
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
                None => return Err(Reader::error(at, "a comment's closing `}` is missing")),
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
    game: Option<Game>,
    comments: BTreeMap<usize, String>,
    started: bool,
}

impl Pending {
    fn game(&mut self, settings: RuleSettings, at: At) -> Result<&mut Game, ReadError> {
        if self.game.is_none() {
            let start = match self.tags.iter().find(|(name, _)| name == "Position") {
                Some((_, text)) => text.parse::<Position>().map_err(|error| {
                    Reader::error(at, format!("the Position tag is not a position: {error}"))
                })?,
                None => Position::start(),
            };
            self.game = Some(Game::from_position(start, settings));
        }
        Ok(self.game.as_mut().expect("made above"))
    }

    fn finish(
        mut self,
        settings: RuleSettings,
        result: Option<&str>,
        at: At,
    ) -> Result<GameFile, ReadError> {
        let game = self.game(settings, at)?.clone();
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
        self.tags
            .retain(|(name, _)| name != "Position" && name != "Result");
        Ok(GameFile {
            tags: self.tags,
            game,
            comments: self.comments,
            result,
        })
    }
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
                    return Err(Reader::error(
                        at,
                        format!("`{}` is not a result (1-0, 0-1, 1/2-1/2 or *)", tag.1),
                    ));
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
                return Err(Reader::error(at, format!("`{c}` without its opening")));
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
                let mv: Move = bare.parse().map_err(|error| {
                    Reader::error(at, format!("`{text}` is not a move: {error}"))
                })?;
                let game = pending.game(settings, at)?;
                let number = MoveNumber::of_ply(game.start().side_to_move(), game.ply());
                game.try_play(mv)
                    .map_err(|error| Reader::error(at, format!("move {number} {text}: {error}")))?;
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

/// The text of `games`, readable by [`read_games`]: tags (the `Position` tag when a game does
/// not start from the usual start), a blank line, the numbered moves with their comments and
/// the result, lines kept under 80 columns.
pub fn write_games(games: &[GameFile]) -> String {
    let mut out = String::new();
    for (i, file) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = write!(out, "{}", Written(file));
    }
    out
}

struct Written<'a>(&'a GameFile);

impl fmt::Display for Written<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.0;
        let quote = |value: &str| value.replace('\\', "\\\\").replace('"', "\\\"");
        for (name, value) in &file.tags {
            writeln!(f, "[{name} \"{}\"]", quote(value))?;
        }
        if *file.game.start() != Position::start() {
            writeln!(f, "[Position \"{}\"]", file.game.start())?;
        }
        writeln!(f, "[Result \"{}\"]", file.result)?;
        writeln!(f)?;
        let mut words = Vec::new();
        let comment = |ply: usize, words: &mut Vec<String>| {
            if let Some(text) = file.comments.get(&ply) {
                // A comment cannot hold its closing brace.
                words.push(format!("{{{}}}", text.replace('}', ")")));
            }
        };
        comment(0, &mut words);
        for (i, (number, mv)) in MoveNumber::all(&file.game).enumerate() {
            if !number.second || i == 0 || file.comments.contains_key(&i) {
                words.push(number.to_string());
            }
            words.push(mv.to_string());
            comment(i + 1, &mut words);
        }
        words.push(file.result.clone());
        let mut line = 0;
        for (i, word) in words.iter().enumerate() {
            if i > 0 && line + 1 + word.chars().count() > 79 {
                writeln!(f)?;
                line = 0;
            } else if i > 0 {
                f.write_str(" ")?;
                line += 1;
            }
            f.write_str(word)?;
            line += word.chars().count();
        }
        writeln!(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const TWO_GAMES: &str = r#"[Event "Test \"one\""]
[White "A"]
[Black "B"]

1. c3-d4 e5xc3 {Black takes} 2. b2xd4 1/2-1/2

[Event "From a set-up"]
[Position "b a5:w c7:b"]
1... c7-b6 *
"#;

    #[test]
    fn reads_tags_moves_comments_and_results() {
        let read = read_games(TWO_GAMES, RuleSettings::default());
        assert_eq!(read.error, None);
        let [first, second] = read.games.as_slice() else {
            panic!("two games: {read:?}");
        };
        assert_eq!(first.tag("Event"), Some("Test \"one\""));
        assert_eq!(first.game.ply(), 3);
        assert_eq!(
            first.comments.get(&2).map(String::as_str),
            Some("Black takes")
        );
        assert_eq!(first.result, "1/2-1/2");
        assert_eq!(second.game.start().to_string(), "b a5:w c7:b");
        assert_eq!(second.game.ply(), 1);
        assert_eq!(second.result, "*");
        let again = read_games(&write_games(&read.games), RuleSettings::default());
        assert_eq!(again.games, read.games);
    }

    #[test]
    fn promotion_marks_move_numbers_joined_and_line_comments_are_accepted() {
        let text = "; a collection\n1.c3-d4 e5xc3# 2. b2xd4 ; after the capture\n*";
        let read = read_games(text, RuleSettings::default());
        assert_eq!(read.error, None, "{read:?}");
        assert_eq!(read.games[0].game.ply(), 3);
    }

    #[test]
    fn an_error_names_its_line_and_column_and_keeps_the_games_before() {
        let text = "1. c3-d4 e5xc3 *\n\n[Event \"bad\"]\n1. c3-d4\n   e5-f4 *\n1. a3-b4 *\n";
        let read = read_games(text, RuleSettings::default());
        assert_eq!(read.games.len(), 1, "the game before the error stays");
        let error = read.error.expect("an illegal move");
        assert_eq!((error.line, error.column), (5, 4), "{error}");
        assert!(error.message.contains("e5-f4"), "{error}");
        assert!(error.message.contains("compulsory"), "{error}");
        for (bad, line, column) in [
            ("[Event \"open", 1, 8),
            ("[Result \"2-0\"]", 1, 1),
            ("1. c3-d4 {never closed", 1, 10),
            ("1. c9-d4", 1, 4),
            ("[Position \"w z9:w\"]\n1. c3-d4", 2, 4),
            ("}", 1, 1),
        ] {
            let error = read_games(bad, RuleSettings::default())
                .error
                .unwrap_or_else(|| panic!("{bad:?} is refused"));
            assert_eq!(
                (error.line, error.column),
                (line, column),
                "{bad:?}: {error}"
            );
        }
    }

    fn random_game(choices: &[u8]) -> Game {
        let mut game = Game::new();
        for &choice in choices {
            let moves = game.legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            let mv = moves[usize::from(choice) % moves.len()];
            game.try_play(mv).expect("a legal move");
        }
        game
    }

    proptest! {
        #[test]
        fn writing_and_reading_round_trip(
            games in prop::collection::vec(
                (
                    prop::collection::vec(any::<u8>(), 0..80),
                    prop::collection::vec(("[A-Z][a-z]{0,8}", "[ -~]{0,20}"), 0..4),
                    prop::collection::btree_map(0usize..80, "[a-z ,.!?]{1,30}", 0..4),
                    0usize..4,
                ),
                1..4,
            )
        ) {
            let files: Vec<GameFile> = games
                .into_iter()
                .map(|(choices, tags, comments, result)| {
                    let game = random_game(&choices);
                    let comments = comments
                        .into_iter()
                        .filter(|(ply, text)| *ply <= game.ply() && !text.trim().is_empty())
                        .map(|(ply, text)| {
                            (ply, text.split_whitespace().collect::<Vec<_>>().join(" "))
                        })
                        .collect();
                    let tags = tags
                        .into_iter()
                        .filter(|(name, _)| name != "Position" && name != "Result")
                        .collect();
                    GameFile { tags, game, comments, result: RESULTS[result].to_owned() }
                })
                .collect();
            let read = read_games(&write_games(&files), RuleSettings::default());
            prop_assert_eq!(read.error, None);
            prop_assert_eq!(read.games, files);
        }
    }
}
