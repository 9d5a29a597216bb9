//! The engine protocol: the UCI vocabulary, line by line, over any reader and writer.
//!
//! `docs/PROTOCOL.md` is the reference for the commands and answers. The loop reads lines and
//! answers at once; a `go` runs the search on its own thread, so `stop`, `isready` and
//! `quit` are heard while it thinks. A `go`, `ucinewgame` or `setoption` that comes while a
//! search with limits runs waits for its `bestmove` first, so a script of commands piped in is
//! obeyed in order. A line that cannot be obeyed answers
//! `info string error: WHY` and changes nothing; the engine keeps running. At the end of the
//! input a search with limits is let finish (so a script of commands piped in gets its
//! answer), a `go infinite` is stopped, and the loop returns.

use std::io::{self, BufRead, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use lasca_rules::{Colour, Game, Position, RuleSettings};

use crate::search::{Limits, SearchInfo, Searcher};

/// What `uci` answers after `id name`.
pub const ENGINE_NAME: &str = "Lasca 3D";
/// What `uci` answers after `id author`.
pub const ENGINE_AUTHOR: &str = "the Lasca 3D authors";
/// The transposition table size until `setoption name Hash` changes it, in MiB.
pub const DEFAULT_HASH_MB: usize = 64;
/// The largest `Hash` accepted, in MiB.
pub const MAX_HASH_MB: usize = 4096;
/// A clock game's moves still to play when `go` does not say (`movestogo`).
const ASSUMED_MOVES_TO_GO: u64 = 30;

/// One parsed input line.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `uci`: identify and list the options.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`: forget the previous game.
    NewGame,
    /// `position ...`: the game to search from (its moves played and checked).
    Position(Box<Game>),
    /// `go ...`: search.
    Go(Go),
    /// `stop`: end the search now.
    Stop,
    /// `quit`: exit.
    Quit,
    /// `setoption name Hash value N`: the transposition table size in MiB.
    SetHash(usize),
}

/// The parameters of `go`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth`, `nodes` and `movetime`.
    pub limits: Limits,
    /// `infinite`: search until `stop` (the answer waits for it).
    pub infinite: bool,
    /// `wtime` and `btime`: each side's remaining time, in ms.
    pub time_left: [Option<u64>; 2],
    /// `winc` and `binc`: each side's increment per move, in ms.
    pub increment: [u64; 2],
    /// `movestogo`: moves until the next time control.
    pub moves_to_go: Option<u64>,
}

impl Go {
    /// The limits for `side` to move: the explicit ones, with a time per move taken from the
    /// clock when the clock is given and `movetime` is not.
    pub fn limits_for(&self, side: Colour) -> Limits {
        let mut limits = self.limits.clone();
        let index = usize::from(side == Colour::Black);
        if limits.movetime.is_none()
            && let Some(left) = self.time_left[index]
        {
            let moves = self.moves_to_go.unwrap_or(ASSUMED_MOVES_TO_GO).max(1);
            let budget = left / moves + self.increment[index] * 3 / 4;
            // Never plan to use more than half of what is left.
            limits.movetime = Some(Duration::from_millis(budget.min(left / 2).max(1)));
        }
        limits
    }
}

/// Reads one input line: `Ok(None)` for a blank line, `Err(why)` for one that cannot be
/// obeyed.
pub fn parse_command(line: &str) -> Result<Option<Command>, String> {
    let mut tokens = line.split_whitespace();
    let Some(word) = tokens.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = tokens.collect();
    let no_arguments = |command: Command| {
        if rest.is_empty() {
            Ok(Some(command))
        } else {
            Err(format!(
                "`{word}` takes no arguments (got `{}`)",
                rest.join(" ")
            ))
        }
    };
    match word {
        "uci" => no_arguments(Command::Uci),
        "isready" => no_arguments(Command::IsReady),
        "ucinewgame" => no_arguments(Command::NewGame),
        "stop" => no_arguments(Command::Stop),
        "quit" => no_arguments(Command::Quit),
        "position" => parse_position(&rest).map(|game| Some(Command::Position(Box::new(game)))),
        "go" => parse_go(&rest).map(|go| Some(Command::Go(go))),
        "setoption" => parse_setoption(&rest).map(|mb| Some(Command::SetHash(mb))),
        _ => Err(format!(
            "unknown command `{word}` (expected uci, isready, ucinewgame, position, go, stop, \
             setoption or quit)"
        )),
    }
}

/// `startpos [moves ...]` or `fen POS [moves ...]`, where POS runs up to `moves`.
fn parse_position(tokens: &[&str]) -> Result<Game, String> {
    let (position, after) = match tokens.split_first() {
        Some((&"startpos", after)) => (Position::start(), after),
        Some((&"fen", after)) => {
            let end = after
                .iter()
                .position(|&token| token == "moves")
                .unwrap_or(after.len());
            if end == 0 {
                return Err("`position fen` needs a position, like `w a1:w ... g7:b`".to_owned());
            }
            let text = after[..end].join(" ");
            let position = text
                .parse::<Position>()
                .map_err(|error| format!("bad position: {error}"))?;
            (position, &after[end..])
        }
        Some((other, _)) => {
            return Err(format!(
                "`position {other}`: expected `startpos` or `fen POSITION`"
            ));
        }
        None => return Err("`position` needs `startpos` or `fen POSITION`".to_owned()),
    };
    let moves = match after.split_first() {
        None => &[][..],
        Some((&"moves", moves)) => moves,
        Some((other, _)) => {
            return Err(format!(
                "expected `moves` after the position, not `{other}`"
            ));
        }
    };
    let mut game = Game::from_position(position, RuleSettings::default());
    for (i, text) in moves.iter().enumerate() {
        game.play_str(text)
            .map_err(|error| format!("move {} `{text}`: {error}", i + 1))?;
    }
    Ok(game)
}

fn parse_go(tokens: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut tokens = tokens.iter();
    while let Some(&name) = tokens.next() {
        if name == "infinite" {
            go.infinite = true;
            continue;
        }
        let known = [
            "depth",
            "nodes",
            "movetime",
            "wtime",
            "btime",
            "winc",
            "binc",
            "movestogo",
        ];
        if !known.contains(&name) {
            return Err(format!(
                "unknown go parameter `{name}` (expected depth N, nodes N, movetime MS, \
                 infinite, or wtime/btime/winc/binc/movestogo N)"
            ));
        }
        let value = tokens
            .next()
            .ok_or_else(|| format!("`go {name}` needs a number"))?;
        let number: u64 = value
            .parse()
            .map_err(|_| format!("`go {name} {value}`: not a whole number"))?;
        match name {
            "depth" => {
                let depth = u32::try_from(number)
                    .ok()
                    .filter(|&depth| depth >= 1)
                    .ok_or_else(|| format!("`go depth {value}`: the depth must be 1 or more"))?;
                go.limits.depth = Some(depth);
            }
            "nodes" => go.limits.nodes = Some(number.max(1)),
            "movetime" => go.limits.movetime = Some(Duration::from_millis(number)),
            "wtime" => go.time_left[0] = Some(number),
            "btime" => go.time_left[1] = Some(number),
            "winc" => go.increment[0] = number,
            "binc" => go.increment[1] = number,
            _ => go.moves_to_go = Some(number),
        }
    }
    Ok(go)
}

/// `name Hash value N`, the only option.
fn parse_setoption(tokens: &[&str]) -> Result<usize, String> {
    match tokens {
        [name, option, value_word, value] if *name == "name" && *value_word == "value" => {
            if !option.eq_ignore_ascii_case("hash") {
                return Err(format!(
                    "unknown option `{option}` (the only option is Hash)"
                ));
            }
            value
                .parse::<usize>()
                .ok()
                .filter(|mb| (1..=MAX_HASH_MB).contains(mb))
                .ok_or_else(|| format!("Hash must be 1 to {MAX_HASH_MB} MiB, not `{value}`"))
        }
        _ => Err("expected `setoption name Hash value N`".to_owned()),
    }
}

/// The `info` line of a finished iteration.
pub fn info_line(info: &SearchInfo) -> String {
    let mut line = format!(
        "info depth {} score cp {} nodes {} nps {} time {}",
        info.depth,
        info.score,
        info.nodes,
        info.nps(),
        info.elapsed.as_millis()
    );
    if !info.pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&info.pv_text());
    }
    line
}

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Searcher>,
    infinite: bool,
}

/// The protocol's state: the game to search, the searcher, and any search in progress.
pub struct Engine<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    game: Game,
    searcher: Option<Searcher>,
    running: Option<Running>,
    hash_mb: usize,
}

fn write_line<W: Write>(out: &Mutex<W>, line: &str) -> io::Result<()> {
    let mut out = out
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    writeln!(out, "{line}")?;
    out.flush()
}

impl<W: Write + Send + 'static> Engine<W> {
    /// An engine answering on `output`, set to the start position.
    pub fn new(output: W) -> Engine<W> {
        Engine {
            out: Arc::new(Mutex::new(output)),
            game: Game::new(),
            searcher: None,
            running: None,
            hash_mb: DEFAULT_HASH_MB,
        }
    }

    fn send(&self, line: &str) -> io::Result<()> {
        write_line(&self.out, line)
    }

    /// Obeys one input line. Returns `false` once the engine should exit (`quit`).
    pub fn handle_line(&mut self, line: &str) -> io::Result<bool> {
        self.reap();
        let command = match parse_command(line) {
            Ok(Some(command)) => command,
            Ok(None) => return Ok(true),
            Err(why) => {
                self.send(&format!("info string error: {why}"))?;
                return Ok(true);
            }
        };
        match command {
            Command::Uci => {
                self.send(&format!("id name {ENGINE_NAME}"))?;
                self.send(&format!("id author {ENGINE_AUTHOR}"))?;
                self.send(&format!(
                    "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
                ))?;
                self.send("uciok")?;
            }
            Command::IsReady => self.send("readyok")?,
            Command::NewGame => {
                self.settle();
                self.stop_search();
                self.game = Game::new();
                if let Some(searcher) = &mut self.searcher {
                    searcher.clear();
                }
            }
            Command::Position(game) => self.game = *game,
            Command::Go(go) => {
                self.settle();
                if self.running.is_some() {
                    self.send("info string error: a go infinite is running (send stop first)")?;
                } else {
                    self.start(&go)?;
                }
            }
            Command::Stop => self.stop_search(),
            Command::Quit => {
                self.stop_search();
                return Ok(false);
            }
            Command::SetHash(mb) => {
                self.settle();
                if self.running.is_some() {
                    self.send("info string error: cannot change Hash while searching")?;
                } else {
                    self.hash_mb = mb;
                    self.searcher = None;
                }
            }
        }
        Ok(true)
    }

    fn start(&mut self, go: &Go) -> io::Result<()> {
        let limits = go.limits_for(self.game.position().side_to_move());
        let stop = Arc::new(AtomicBool::new(false));
        let mut searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| Searcher::new(self.hash_mb));
        let game = self.game.clone();
        let out = Arc::clone(&self.out);
        let thread_stop = Arc::clone(&stop);
        let infinite = go.infinite;
        let handle = thread::Builder::new()
            .name("lasca-search".to_owned())
            // Deep capture sequences recurse; give them room whatever the platform default.
            .stack_size(32 << 20)
            .spawn(move || {
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    searcher.search(&game, &limits, &thread_stop, &mut |info| {
                        let _ = write_line(&out, &info_line(info));
                    })
                }));
                let best = match outcome {
                    Ok(result) => result.best_move,
                    Err(_) => {
                        let _ = write_line(&out, "info string error: the search failed");
                        searcher = Searcher::new(1);
                        game.position().legal_moves().first().copied()
                    }
                };
                if infinite {
                    // `go infinite` answers only when told to stop.
                    while !thread_stop.load(Ordering::Acquire) {
                        thread::sleep(Duration::from_millis(2));
                    }
                }
                let best = best.map_or_else(|| "none".to_owned(), |mv| mv.to_string());
                let _ = write_line(&out, &format!("bestmove {best}"));
                searcher
            })?;
        self.running = Some(Running {
            stop,
            handle,
            infinite,
        });
        Ok(())
    }

    /// Takes back the searcher of a finished search.
    fn reap(&mut self) {
        if self
            .running
            .as_ref()
            .is_some_and(|running| running.handle.is_finished())
        {
            self.join();
        }
    }

    fn join(&mut self) {
        if let Some(running) = self.running.take() {
            // The thread catches a failed search itself, so joining only fails if writing did.
            self.searcher = running.handle.join().ok();
        }
    }

    /// Waits for a search with limits to finish (commands piped in one after another are
    /// obeyed in order); a `go infinite` is left running.
    fn settle(&mut self) {
        if self
            .running
            .as_ref()
            .is_some_and(|running| !running.infinite)
        {
            self.join();
        }
    }

    /// Stops any search and waits for its `bestmove`.
    fn stop_search(&mut self) {
        if let Some(running) = &self.running {
            running.stop.store(true, Ordering::Release);
        }
        self.join();
    }

    /// The end of the input: a search with limits runs to its answer, an infinite one is
    /// stopped.
    pub fn finish(&mut self) {
        if self
            .running
            .as_ref()
            .is_some_and(|running| running.infinite)
        {
            self.stop_search();
        }
        self.join();
    }
}

/// Runs the protocol: reads commands from `input` until `quit` or its end, answering on
/// `output`.
pub fn run<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) -> io::Result<()> {
    let mut engine = Engine::new(output);
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        // Bytes that are not UTF-8 become U+FFFD and the line is answered as junk.
        if !engine.handle_line(&String::from_utf8_lossy(&line))? {
            return Ok(());
        }
    }
    engine.finish();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Option<Command>, String> {
        parse_command(line)
    }

    #[test]
    fn position_strings_run_to_moves() {
        let Ok(Some(Command::Position(game))) =
            parse("position fen w a3:w c5:b  e7:b moves a3-b4 c5xa3")
        else {
            panic!("parses");
        };
        assert_eq!(game.ply(), 2);
        assert_eq!(game.start().to_string(), "w a3:w c5:b e7:b");
        let Ok(Some(Command::Position(game))) = parse("position startpos moves c3-d4") else {
            panic!("parses");
        };
        assert_eq!(game.moves().len(), 1);
        assert!(matches!(
            parse("position startpos"),
            Ok(Some(Command::Position(_)))
        ));
    }

    #[test]
    fn bad_lines_say_why() {
        for (line, why) in [
            ("position", "needs"),
            ("position fen", "needs a position"),
            ("position fen moves c3-d4", "needs a position"),
            ("position fen x a1:w", "bad position"),
            ("position startpos c3-d4", "expected `moves`"),
            ("position startpos moves c3-d5", "move 1 `c3-d5`"),
            ("position startpos moves c3-d4 c3-d4", "move 2"),
            ("go depth", "needs a number"),
            ("go depth x", "not a whole number"),
            ("go depth 0", "1 or more"),
            ("go sideways 3", "unknown go parameter"),
            ("setoption name Ponder value true", "unknown option"),
            ("setoption name Hash value 0", "Hash must be"),
            ("uci now", "takes no arguments"),
            ("xyzzy", "unknown command"),
        ] {
            let error = parse(line).expect_err(line);
            assert!(error.contains(why), "{line}: {error}");
        }
        assert_eq!(parse("   "), Ok(None));
    }

    #[test]
    fn go_parameters() {
        let Ok(Some(Command::Go(go))) = parse("go depth 5 nodes 1000 movetime 250") else {
            panic!("parses");
        };
        assert_eq!(go.limits.depth, Some(5));
        assert_eq!(go.limits.nodes, Some(1000));
        assert_eq!(go.limits.movetime, Some(Duration::from_millis(250)));
        let Ok(Some(Command::Go(go))) = parse("go wtime 60000 btime 1000 winc 400") else {
            panic!("parses");
        };
        assert_eq!(
            go.limits_for(Colour::White).movetime,
            Some(Duration::from_millis(2300))
        );
        assert_eq!(
            go.limits_for(Colour::Black).movetime,
            Some(Duration::from_millis(33))
        );
        assert!(matches!(
            parse("go infinite"),
            Ok(Some(Command::Go(Go { infinite: true, .. })))
        ));
    }
}
