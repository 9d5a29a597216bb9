//! The engine protocol: the UCI vocabulary, line by line, over any reader and writer.
//!
//! `docs/PROTOCOL.md` is the reference for the commands and answers. [`run`] reads lines on
//! the caller's thread and hands them to an engine thread, which never waits for a search: a
//! `go` runs the search on a thread of its own, so `stop`, `isready` and `quit` are obeyed at
//! once in every state. A command that needs the search to end first (a second `go`,
//! `ucinewgame`, `setoption`) is queued, and so is everything after it, so a script of
//! commands piped in is obeyed in order. `stop` ends the running search and every `go`
//! queued before it (each answers its `bestmove` at once). A line that cannot be obeyed
//! answers `info string error: WHY` and changes nothing; the engine keeps running. At the end
//! of the input searches with limits are let finish (so a script of commands piped in gets
//! its answers), searches without (`go infinite`, a bare `go`) are stopped, and [`run`]
//! returns.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use lasca_rules::{AnyGame, Colour, Game, GameMove, Variant};

use crate::search::{Clock, MAX_THREADS, SearchInfo, SearchLimits, Searcher, line_text};
use crate::search_game::{SearchGame, SearchVisitor};
use crate::searchable::Searchable;

/// What `uci` answers after `id name`.
pub const ENGINE_NAME: &str = "Lasca 3D";
/// What `uci` answers after `id author`.
pub const ENGINE_AUTHOR: &str = "the Lasca 3D authors";
/// The transposition table size until `setoption name Hash` changes it, in MiB.
pub const DEFAULT_HASH_MB: usize = 64;
/// The largest `Hash` accepted, in MiB.
pub const MAX_HASH_MB: usize = 4096;
/// The most lines `MultiPV` accepts.
pub const MAX_MULTIPV: usize = 64;

/// One parsed input line.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineCommand {
    /// `uci`: identify and list the options.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`: forget the previous game.
    NewGame,
    /// `position ...`: the game to search from (its moves played and checked).
    Position(Box<AnyGame>),
    /// `go ...`: search.
    Go(Go),
    /// `stop`: end the search now.
    Stop,
    /// `quit`: exit.
    Quit,
    /// `setoption name NAME value N`.
    SetOption(EngineOption),
}

/// An option `setoption` sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineOption {
    /// `Hash`: the transposition table size in MiB (a new size starts an empty table).
    Hash(usize),
    /// `Threads`: how many threads a search runs.
    Threads(usize),
    /// `MultiPV`: how many best moves each search reports, each with its line.
    MultiPv(usize),
    /// `setoption name Variant value lasca7|lasca8|bashni`: the game the engine plays (a new
    /// game starts from the variant's start).
    Variant(Variant),
}

impl EngineOption {
    /// Every option with its default, minimum and maximum, for `uci`'s option lines.
    const SPINS: [(&'static str, usize, usize, usize); 3] = [
        ("Hash", DEFAULT_HASH_MB, 1, MAX_HASH_MB),
        ("Threads", 1, 1, MAX_THREADS),
        ("MultiPV", 1, 1, MAX_MULTIPV),
    ];
}

/// The parameters of `go`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth`, `nodes` and `movetime`.
    pub limits: SearchLimits,
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
    /// The limits for `side` to move: the explicit ones, and the side's clock when given.
    pub fn limits_for(&self, side: Colour) -> SearchLimits {
        let mut limits = self.limits.clone();
        let index = usize::from(side == Colour::Black);
        if let Some(left) = self.time_left[index] {
            limits.clock = Some(Clock {
                time_left: Duration::from_millis(left),
                increment: Duration::from_millis(self.increment[index]),
                moves_to_go: self
                    .moves_to_go
                    .map(|moves| u32::try_from(moves).unwrap_or(u32::MAX)),
            });
        }
        limits
    }

    /// Whether nothing but `stop` ends this search (no depth, node or time limit).
    fn is_unbounded(&self) -> bool {
        self.infinite
            || (self.limits.depth.is_none()
                && self.limits.nodes.is_none()
                && self.limits.movetime.is_none()
                && self.time_left == [None; 2])
    }
}

/// Reads one input line: `Ok(None)` for a blank line, `Err(why)` for one that cannot be
/// obeyed.
pub fn parse_command(line: &str) -> Result<Option<EngineCommand>, String> {
    parse_command_in(line, Variant::Lasca7)
}

/// [`parse_command`] for an engine playing `variant`: `position` reads that variant's
/// positions and moves.
pub fn parse_command_in(line: &str, variant: Variant) -> Result<Option<EngineCommand>, String> {
    let mut tokens = line.split_whitespace();
    let Some(word) = tokens.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = tokens.collect();
    let no_arguments = |command: EngineCommand| {
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
        "uci" => no_arguments(EngineCommand::Uci),
        "isready" => no_arguments(EngineCommand::IsReady),
        "ucinewgame" => no_arguments(EngineCommand::NewGame),
        "stop" => no_arguments(EngineCommand::Stop),
        "quit" => no_arguments(EngineCommand::Quit),
        "position" => {
            parse_position(&rest, variant).map(|game| Some(EngineCommand::Position(Box::new(game))))
        }
        "go" => parse_go(&rest).map(|go| Some(EngineCommand::Go(go))),
        "setoption" => parse_setoption(&rest).map(|option| Some(EngineCommand::SetOption(option))),
        _ => Err(format!(
            "unknown command `{word}` (expected uci, isready, ucinewgame, position, go, stop, \
             setoption or quit)"
        )),
    }
}

/// `startpos [moves ...]` or `fen POS [moves ...]`, where POS runs up to `moves`.
fn parse_position(tokens: &[&str], variant: Variant) -> Result<AnyGame, String> {
    let (mut game, after) = match tokens.split_first() {
        Some((&"startpos", after)) => (AnyGame::start(variant), after),
        Some((&"fen", after)) => {
            let end = after
                .iter()
                .position(|&token| token == "moves")
                .unwrap_or(after.len());
            if end == 0 {
                return Err("`position fen` needs a position, like `w a1:w ... g7:b`".to_owned());
            }
            let text = after[..end].join(" ");
            let game = AnyGame::from_text(variant, &text)
                .map_err(|error| format!("bad position: {error}"))?;
            (game, &after[end..])
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

/// `name NAME value N` for Hash, Threads or MultiPV.
fn parse_setoption(tokens: &[&str]) -> Result<EngineOption, String> {
    let [name, option, value_word, value] = tokens else {
        return Err("expected `setoption name NAME value N`".to_owned());
    };
    if *name != "name" || *value_word != "value" {
        return Err("expected `setoption name NAME value N`".to_owned());
    }
    if option.eq_ignore_ascii_case("Variant") {
        return value
            .parse::<Variant>()
            .map(EngineOption::Variant)
            .map_err(|error| error.to_string());
    }
    let Some(&(known, _, min, max)) = EngineOption::SPINS
        .iter()
        .find(|(known, ..)| known.eq_ignore_ascii_case(option))
    else {
        return Err(format!(
            "unknown option `{option}` (the options are Hash, Threads, MultiPV and Variant)"
        ));
    };
    let number = value
        .parse::<usize>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("{known} must be {min} to {max}, not `{value}`"))?;
    Ok(match known {
        "Hash" => EngineOption::Hash(number),
        "Threads" => EngineOption::Threads(number),
        _ => EngineOption::MultiPv(number),
    })
}

/// The `info` lines of a finished iteration: one, or one per line with `multipv K` when it
/// found several best moves.
pub fn info_lines<M: GameMove>(info: &SearchInfo<M>) -> Vec<String> {
    let several = info.lines.len() > 1;
    info.lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            let mut text = format!("info depth {}", info.depth);
            if several {
                text.push_str(&format!(" multipv {}", k + 1));
            }
            text.push_str(&format!(
                " score cp {} nodes {} nps {} time {}",
                line.score,
                info.nodes,
                info.nps(),
                info.elapsed.as_millis()
            ));
            if !line.pv.is_empty() {
                text.push_str(" pv ");
                text.push_str(&line_text(&line.pv));
            }
            text
        })
        .collect()
}

/// [`answer`] on a game of any board.
struct Answer<'a, W> {
    searcher: &'a Searcher,
    limits: &'a SearchLimits,
    stop: &'a AtomicBool,
    out: &'a Mutex<W>,
}

impl<W: Write, M> SearchVisitor<M> for Answer<'_, W> {
    type Output = Option<String>;

    fn visit<P: Searchable>(self, game: &Game<P>) -> Option<String>
    where
        P::Move: Into<M>,
    {
        answer(self.searcher, game, self.limits, self.stop, self.out)
    }
}

/// Searches `game`, writing each iteration's lines, and answers the best move in notation
/// (the first legal one if the search fails, none if there is none).
fn answer<P: Searchable, W: Write>(
    searcher: &Searcher,
    game: &Game<P>,
    limits: &SearchLimits,
    stop: &AtomicBool,
    out: &Mutex<W>,
) -> Option<String> {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        searcher.search(game, limits, stop, &mut |info| {
            for line in info_lines(info) {
                let _ = write_line(out, &line);
            }
        })
    }));
    match outcome {
        Ok(result) => result.best_move.map(|mv| mv.to_string()),
        Err(_) => {
            let _ = write_line(out, "info string error: the search failed");
            game.position()
                .legal_moves()
                .first()
                .map(ToString::to_string)
        }
    }
}

/// What the engine thread hears: input lines, and searches ending.
enum Event {
    Line(String),
    /// The search with this number has answered and is ending.
    SearchDone(u64),
    EndOfInput,
}

/// A search running on its own thread.
struct Running {
    id: u64,
    stop: Arc<AtomicBool>,
    handle: JoinHandle<()>,
    /// Nothing but `stop` (or the end of the input) ends it.
    unbounded: bool,
}

/// The protocol's state: the game to search, the searcher and its options, any search in
/// progress and the commands waiting for it.
///
/// [`run`] drives it from an input; a program can also call [`Engine::handle_line`] itself
/// (it never waits for a search except to `stop` it) and [`Engine::finish`] to wait for the
/// answers.
pub struct Engine<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    game: AnyGame,
    /// The variant of the last `setoption name Variant` read, queued or not: what the next
    /// `position` is read as.
    variant: Variant,
    /// Made on first use, so an engine that never searches allocates no table.
    searcher: Option<Searcher>,
    hash_mb: usize,
    threads: usize,
    multipv: usize,
    running: Option<Running>,
    searches: u64,
    /// Commands waiting for the running search to end, in order; a `go` marked `true` was
    /// stopped while it waited.
    queue: VecDeque<(EngineCommand, bool)>,
    end_of_input: bool,
    events: Sender<Event>,
    inbox: Receiver<Event>,
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
        let (events, inbox) = channel();
        Engine {
            out: Arc::new(Mutex::new(output)),
            game: AnyGame::default(),
            variant: Variant::Lasca7,
            searcher: None,
            hash_mb: DEFAULT_HASH_MB,
            threads: 1,
            multipv: 1,
            running: None,
            searches: 0,
            queue: VecDeque::new(),
            end_of_input: false,
            events,
            inbox,
        }
    }

    fn send(&self, line: &str) -> io::Result<()> {
        write_line(&self.out, line)
    }

    /// Obeys one input line, or queues it behind the running search. Returns `false` once the
    /// engine should exit (`quit`).
    pub fn handle_line(&mut self, line: &str) -> io::Result<bool> {
        self.reap(false)?;
        let command = match parse_command_in(line, self.variant) {
            Ok(Some(command)) => command,
            Ok(None) => return Ok(true),
            Err(why) => {
                self.send(&format!("info string error: {why}"))?;
                return Ok(true);
            }
        };
        if let EngineCommand::SetOption(EngineOption::Variant(variant)) = command {
            // What later `position` lines are read as, even while this waits in the queue.
            self.variant = variant;
        }
        match command {
            EngineCommand::Uci => {
                self.send(&format!("id name {ENGINE_NAME}"))?;
                self.send(&format!("id author {ENGINE_AUTHOR}"))?;
                for (name, default, min, max) in EngineOption::SPINS {
                    self.send(&format!(
                        "option name {name} type spin default {default} min {min} max {max}"
                    ))?;
                }
                let names: Vec<String> = Variant::ALL
                    .iter()
                    .map(|variant| format!("var {variant}"))
                    .collect();
                self.send(&format!(
                    "option name Variant type combo default {} {}",
                    Variant::Lasca7,
                    names.join(" ")
                ))?;
                self.send("uciok")?;
            }
            EngineCommand::IsReady => self.send("readyok")?,
            EngineCommand::Stop => self.stop_all()?,
            EngineCommand::Quit => {
                self.stop_all()?;
                return Ok(false);
            }
            EngineCommand::Position(_) if self.queue.is_empty() => self.execute(command, false)?,
            command if self.running.is_some() || !self.queue.is_empty() => {
                self.queue.push_back((command, false));
            }
            command => self.execute(command, false)?,
        }
        Ok(true)
    }

    /// Carries out a command that may run now.
    fn execute(&mut self, command: EngineCommand, stopped: bool) -> io::Result<()> {
        match command {
            EngineCommand::NewGame => {
                self.game = AnyGame::start(self.game.variant());
                if let Some(searcher) = &self.searcher {
                    searcher.clear();
                }
            }
            EngineCommand::Position(game) => self.game = *game,
            EngineCommand::Go(go) => self.start(&go, stopped)?,
            EngineCommand::SetOption(EngineOption::Hash(mb)) => {
                if mb != self.hash_mb {
                    self.hash_mb = mb;
                    self.searcher = None;
                }
            }
            EngineCommand::SetOption(EngineOption::Threads(threads)) => {
                self.threads = threads;
                if let Some(searcher) = &self.searcher {
                    searcher.set_threads(threads);
                }
            }
            EngineCommand::SetOption(EngineOption::MultiPv(lines)) => self.multipv = lines,
            EngineCommand::SetOption(EngineOption::Variant(variant)) => {
                if variant != self.game.variant() {
                    self.game = AnyGame::start(variant);
                    if let Some(searcher) = &self.searcher {
                        searcher.clear();
                    }
                }
            }
            EngineCommand::Uci
            | EngineCommand::IsReady
            | EngineCommand::Stop
            | EngineCommand::Quit => {}
        }
        Ok(())
    }

    fn start(&mut self, go: &Go, stopped: bool) -> io::Result<()> {
        let mut limits = go.limits_for(self.game.side_to_move());
        limits.multipv = self.multipv;
        let unbounded = go.is_unbounded();
        let stop = Arc::new(AtomicBool::new(stopped || (self.end_of_input && unbounded)));
        let (hash_mb, threads) = (self.hash_mb, self.threads);
        let searcher = self
            .searcher
            .get_or_insert_with(|| {
                let searcher = Searcher::new(hash_mb);
                searcher.set_threads(threads);
                searcher
            })
            .clone();
        let game = self.game.clone();
        let out = Arc::clone(&self.out);
        let thread_stop = Arc::clone(&stop);
        let infinite = go.infinite;
        self.searches += 1;
        let id = self.searches;
        let done = self.events.clone();
        let handle = thread::Builder::new()
            .name("lasca-search".to_owned())
            // Deep capture sequences recurse; give them room whatever the platform default.
            .stack_size(32 << 20)
            .spawn(move || {
                let best = game.visit_searchable(Answer {
                    searcher: &searcher,
                    limits: &limits,
                    stop: &thread_stop,
                    out: &out,
                });
                if infinite {
                    // `go infinite` answers only when told to stop.
                    while !thread_stop.load(Ordering::Acquire) {
                        thread::sleep(Duration::from_millis(2));
                    }
                }
                let best = best.unwrap_or_else(|| "none".to_owned());
                let _ = write_line(&out, &format!("bestmove {best}"));
                let _ = done.send(Event::SearchDone(id));
            })?;
        self.running = Some(Running {
            id,
            stop,
            handle,
            unbounded,
        });
        Ok(())
    }

    /// Takes back the running search if it has finished (or, with `wait`, once it has), then
    /// obeys the commands that waited for it, up to the next `go`.
    fn reap(&mut self, wait: bool) -> io::Result<()> {
        if let Some(running) = self.running.take_if(|r| wait || r.handle.is_finished()) {
            // The thread catches a failed search itself; joining fails only if it could not
            // even write.
            let _ = running.handle.join();
        }
        while self.running.is_none()
            && let Some((command, stopped)) = self.queue.pop_front()
        {
            self.execute(command, stopped)?;
        }
        Ok(())
    }

    /// Waits until every search, queued ones included, has answered.
    fn settle(&mut self) -> io::Result<()> {
        while self.running.is_some() {
            self.reap(true)?;
        }
        Ok(())
    }

    /// `stop` (and `quit`): the running search and every `go` waiting stop now and answer;
    /// returns once they all have (a few milliseconds).
    fn stop_all(&mut self) -> io::Result<()> {
        for (command, stopped) in &mut self.queue {
            if matches!(command, EngineCommand::Go(_)) {
                *stopped = true;
            }
        }
        if let Some(running) = &self.running {
            running.stop.store(true, Ordering::Release);
        }
        self.settle()
    }

    /// The end of the input: searches with limits run to their answers, the rest stop, and
    /// every queued command is obeyed. Returns when all have answered.
    pub fn finish(&mut self) -> io::Result<()> {
        self.end_of_input = true;
        if let Some(running) = self.running.as_ref().filter(|r| r.unbounded) {
            running.stop.store(true, Ordering::Release);
        }
        self.settle()
    }

    /// The engine thread of [`run`]: obeys events until `quit` or the end of the input.
    fn serve(mut self) -> io::Result<()> {
        while let Ok(event) = self.inbox.recv() {
            match event {
                Event::Line(line) => {
                    if !self.handle_line(&line)? {
                        break;
                    }
                }
                Event::SearchDone(id) => {
                    if self.running.as_ref().is_some_and(|r| r.id == id) {
                        self.reap(true)?;
                    }
                }
                Event::EndOfInput => {
                    self.finish()?;
                    break;
                }
            }
        }
        Ok(())
    }
}

/// Runs the protocol: reads commands from `input` until `quit` or its end, answering on
/// `output`. The caller's thread only reads; an engine thread obeys, so a command is heard
/// while another waits.
pub fn run<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) -> io::Result<()> {
    let engine = Engine::new(output);
    let events = engine.events.clone();
    let server = thread::Builder::new()
        .name("lasca-engine".to_owned())
        .spawn(move || engine.serve())?;
    let mut line = Vec::new();
    let read = loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break Ok(()),
            Ok(_) => {}
            Err(error) => break Err(error),
        }
        // Bytes that are not UTF-8 become U+FFFD and the line is answered as junk.
        let text = String::from_utf8_lossy(&line).into_owned();
        let quit = matches!(parse_command(&text), Ok(Some(EngineCommand::Quit)));
        if events.send(Event::Line(text)).is_err() || quit {
            // The engine has stopped (it could not write) or is quitting.
            break Ok(());
        }
    };
    // After `quit` the engine is gone and the event goes nowhere, as it should.
    let _ = events.send(Event::EndOfInput);
    let served = server
        .join()
        .unwrap_or_else(|_| Err(io::Error::other("the engine thread failed")));
    served.and(read)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Option<EngineCommand>, String> {
        parse_command(line)
    }

    #[test]
    fn position_strings_run_to_moves() {
        let Ok(Some(EngineCommand::Position(game))) =
            parse("position fen w a3:w c5:b  e7:b moves a3-b4 c5xa3")
        else {
            panic!("parses");
        };
        let Some(game) = game.seven() else {
            panic!("a lasca7 game");
        };
        assert_eq!(game.ply(), 2);
        assert_eq!(game.start().to_string(), "w a3:w c5:b e7:b");
        let Ok(Some(EngineCommand::Position(game))) = parse("position startpos moves c3-d4") else {
            panic!("parses");
        };
        assert_eq!(game.ply(), 1);
        assert!(matches!(
            parse("position startpos"),
            Ok(Some(EngineCommand::Position(_)))
        ));
    }

    #[test]
    fn positions_are_read_as_the_variant_played() {
        let Ok(Some(EngineCommand::Position(game))) =
            parse_command_in("position startpos moves c3-d4 f6-g5", Variant::Bashni)
        else {
            panic!("parses");
        };
        assert_eq!((game.variant(), game.ply()), (Variant::Bashni, 2));
        // With or without the prefix, as long as it names the variant played.
        for fen in ["bashni: w a1:W h8:b", "w a1:W h8:b"] {
            let line = format!("position fen {fen} moves a1-c3");
            let Ok(Some(EngineCommand::Position(game))) = parse_command_in(&line, Variant::Bashni)
            else {
                panic!("{line} parses");
            };
            assert_eq!(game.position_text(), "bashni: b c3:W h8:b");
        }
        for (line, variant, why) in [
            (
                "position fen lasca8: w a1:w h8:b",
                Variant::Bashni,
                "a lasca8 position",
            ),
            (
                "position fen bashni: w a1:w h8:b",
                Variant::Lasca7,
                "a bashni position",
            ),
            ("position startpos moves a1-h8", Variant::Bashni, "move 1"),
            ("position fen w h8:w", Variant::Lasca7, "h8"),
        ] {
            let error = parse_command_in(line, variant).expect_err(line);
            assert!(error.contains(why), "{line}: {error}");
        }
        assert_eq!(
            parse("setoption name Variant value bashni"),
            Ok(Some(EngineCommand::SetOption(EngineOption::Variant(
                Variant::Bashni
            ))))
        );
        let error = parse("setoption name Variant value dama").expect_err("no such variant");
        assert!(error.contains("lasca7, lasca8 or bashni"), "{error}");
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
            ("setoption name Threads value 0", "Threads must be"),
            ("setoption name MultiPV value x", "MultiPV must be"),
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
        let Ok(Some(EngineCommand::Go(go))) = parse("go depth 5 nodes 1000 movetime 250") else {
            panic!("parses");
        };
        assert_eq!(go.limits.depth, Some(5));
        assert_eq!(go.limits.nodes, Some(1000));
        assert_eq!(go.limits.movetime, Some(Duration::from_millis(250)));
        let Ok(Some(EngineCommand::Go(go))) = parse("go wtime 60000 btime 1000 winc 400") else {
            panic!("parses");
        };
        let white = go.limits_for(Colour::White).clock.expect("a clock");
        assert_eq!(white.time_left, Duration::from_secs(60));
        assert_eq!(white.increment, Duration::from_millis(400));
        let black = go.limits_for(Colour::Black).clock.expect("a clock");
        assert_eq!(black.increment, Duration::ZERO);
        assert!(black.budget().hard < Duration::from_millis(500));
        assert!(!go.is_unbounded());
        assert!(matches!(parse("go"), Ok(Some(EngineCommand::Go(go))) if go.is_unbounded()));
        assert!(matches!(
            parse("go infinite"),
            Ok(Some(EngineCommand::Go(Go { infinite: true, .. })))
        ));
    }
}
