//! A match between two engine programs over the engine protocol (docs/PROTOCOL.md): each
//! runs as a subprocess, the games start from the arena's paired seeded openings (each played
//! once with each colour), and the table is the arena's, with the Elo difference and its 95%
//! interval. Every move's wall time, from `go` to `bestmove`, is measured from outside.
//!
//! ```text
//! cargo run -p lasca-ai --release --example gauntlet -- \
//!     --first PROGRAM [--first-option NAME=VALUE]... \
//!     --second PROGRAM [--second-option NAME=VALUE]... \
//!     [--games 100] [--movetime 200 | --nodes N | --clock 10000+100] [--seed 1] [--max-plies 300]
//! ```
//! A PROGRAM is a command line (split on spaces) that speaks the protocol on its standard
//! input and output, for example `target/release/lasca engine` or this crate's `uci` example.
//! With `--clock BASE+INC` (milliseconds) each engine plays on a clock and loses when it
//! runs out.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use lasca_ai::arena::{MatchReport, opening, points};
use lasca_rules::{Colour, RuleSettings};

/// One engine subprocess.
struct Engine {
    name: String,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(program: &str, options: &[String]) -> Engine {
        let words: Vec<&str> = program.split_whitespace().collect();
        let mut child = Command::new(words[0])
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|error| panic!("cannot start {program}: {error}"));
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            name: program.to_owned(),
            child,
            input,
            lines,
        };
        engine.send("uci");
        engine.wait_for("uciok", Duration::from_secs(10));
        for option in options {
            let (name, value) = option.split_once('=').expect("an option NAME=VALUE");
            engine.send(&format!("setoption name {name} value {value}"));
        }
        engine.ready();
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    /// The first line starting with `prefix`, within `limit`.
    fn wait_for(&mut self, prefix: &str, limit: Duration) -> Option<String> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return Some(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => return None,
            }
        }
    }

    fn ready(&mut self) {
        self.send("isready");
        self.wait_for("readyok", Duration::from_secs(30))
            .unwrap_or_else(|| panic!("{} is not ready", self.name));
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// How the engines are timed.
#[derive(Clone, Copy)]
enum Timing {
    Movetime(u64),
    Nodes(u64),
    Clock { base: u64, increment: u64 },
}

struct Options {
    programs: [String; 2],
    options: [Vec<String>; 2],
    games: u32,
    timing: Timing,
    seed: u64,
    max_plies: u32,
}

fn options() -> Options {
    let mut options = Options {
        programs: [String::new(), String::new()],
        options: [Vec::new(), Vec::new()],
        games: 100,
        timing: Timing::Movetime(200),
        seed: 1,
        max_plies: 300,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| panic!("{flag} needs a value"))
        };
        match flag.as_str() {
            "--first" => options.programs[0] = value(),
            "--second" => options.programs[1] = value(),
            "--first-option" => options.options[0].push(value()),
            "--second-option" => options.options[1].push(value()),
            "--games" => options.games = value().parse().expect("a number of games"),
            "--movetime" => options.timing = Timing::Movetime(value().parse().expect("ms")),
            "--nodes" => options.timing = Timing::Nodes(value().parse().expect("nodes")),
            "--clock" => {
                let text = value();
                let (base, increment) = text.split_once('+').unwrap_or((&text, "0"));
                options.timing = Timing::Clock {
                    base: base.parse().expect("ms"),
                    increment: increment.parse().expect("ms"),
                };
            }
            "--seed" => options.seed = value().parse().expect("a seed"),
            "--max-plies" => options.max_plies = value().parse().expect("plies"),
            _ => panic!("unknown flag {flag}"),
        }
    }
    assert!(
        options.programs.iter().all(|p| !p.is_empty()),
        "--first and --second are needed"
    );
    options
}

/// The median, mean and most of some durations, in ms.
fn summary(times: &mut [Duration]) -> String {
    if times.is_empty() {
        return "no moves".to_owned();
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mean = times.iter().map(|&d| ms(d)).sum::<f64>() / times.len() as f64;
    format!(
        "{} moves with a choice: median {:.1} ms, mean {mean:.1} ms, 10th percentile {:.1} ms, \
         most {:.1} ms",
        times.len(),
        ms(times[times.len() / 2]),
        ms(times[times.len() / 10]),
        ms(times[times.len() - 1])
    )
}

fn main() {
    let options = options();
    let mut engines = [0, 1].map(|i| Engine::start(&options.programs[i], &options.options[i]));
    let names = [0, 1].map(|i| {
        let extra = options.options[i].join(" ");
        if extra.is_empty() {
            options.programs[i].clone()
        } else {
            format!("{} ({extra})", options.programs[i])
        }
    });
    let settings = RuleSettings {
        repetition_draw: true,
        ply_limit: Some(options.max_plies),
    };
    let mut report = MatchReport::new(&names[0], &names[1]);
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut time_losses = [0; 2];
    let started = Instant::now();
    for index in 0..options.games {
        let first_is_white = index.is_multiple_of(2);
        // Which engine plays each colour: White first.
        let seats = if first_is_white { [0, 1] } else { [1, 0] };
        let mut game = opening(options.seed, index / 2, settings);
        for &seat in &seats {
            engines[seat].send("ucinewgame");
            engines[seat].ready();
        }
        let (base, increment) = match options.timing {
            Timing::Clock { base, increment } => (base, increment),
            Timing::Movetime(_) | Timing::Nodes(_) => (0, 0),
        };
        let mut clocks = [Duration::from_millis(base); 2];
        let mut lost_on_time = None;
        while game.outcome().is_none() {
            let side = usize::from(game.position().side_to_move() == Colour::Black);
            let seat = seats[side];
            let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
            let engine = &mut engines[seat];
            engine.send(&format!("position startpos moves {}", moves.join(" ")));
            let (go, limit) = match options.timing {
                Timing::Movetime(ms) => (
                    format!("go movetime {ms}"),
                    Duration::from_millis(ms * 5 + 5000),
                ),
                Timing::Nodes(nodes) => (format!("go nodes {nodes}"), Duration::from_secs(600)),
                Timing::Clock { .. } => (
                    format!(
                        "go wtime {} btime {} winc {increment} binc {increment}",
                        clocks[0].as_millis(),
                        clocks[1].as_millis()
                    ),
                    clocks[side],
                ),
            };
            let start = Instant::now();
            engine.send(&go);
            let answer = engine.wait_for("bestmove ", limit);
            let used = start.elapsed();
            let Some(answer) = answer.filter(|_| used <= limit) else {
                lost_on_time = Some(side);
                time_losses[seat] += 1;
                engine.send("stop");
                engine.wait_for("bestmove ", Duration::from_secs(5));
                break;
            };
            if game.position().legal_moves().len() > 1 {
                times[seat].push(used);
            }
            if let Timing::Clock { .. } = options.timing {
                clocks[side] = clocks[side] - used + Duration::from_millis(increment);
            }
            let mv = &answer["bestmove ".len()..];
            if let Err(error) = game.play_str(mv) {
                panic!("{} played {mv}: {error}", engine.name);
            }
        }
        let first_colour = if first_is_white {
            Colour::White
        } else {
            Colour::Black
        };
        let (points, result) = match (lost_on_time, game.outcome()) {
            (Some(side), _) => {
                let loser = Colour::BOTH[side];
                (
                    if loser == first_colour { 0.0 } else { 1.0 },
                    format!("{loser:?} lost on time"),
                )
            }
            (None, Some(outcome)) => (points(&game, first_colour), outcome.to_string()),
            (None, None) => unreachable!("the loop ends with an outcome or a loss on time"),
        };
        report.record(first_is_white, points, game.ply());
        eprintln!(
            "game {} ({:.0} s): first {} — {} in {} plies; first scores {:.1}/{}",
            index + 1,
            started.elapsed().as_secs_f64(),
            if first_is_white { "white" } else { "black" },
            result,
            game.ply(),
            report.first_total().points(),
            report.games()
        );
    }
    print!("{}", report.table());
    for seat in 0..2 {
        println!(
            "{}: {}; lost on time {} times",
            names[seat],
            summary(&mut times[seat]),
            time_losses[seat]
        );
    }
    println!(
        "{} games in {:.0} s",
        report.games(),
        started.elapsed().as_secs_f64()
    );
}
