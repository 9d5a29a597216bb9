//! The engine protocol driven through in-memory input and output.

use std::io::{self, BufReader, Cursor, PipeWriter, Write};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use lasca_ai::TimeBudget;
use lasca_ai::protocol::{Engine, EngineCommand, parse_command, run};
use lasca_rules::{Colour, Game, Move, Outcome, Position, Variant, WinReason};
use proptest::prelude::*;

use crate::{play_choices, proptest_config};

/// An output both the test and the engine's search thread can hold.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0
            .lock()
            .expect("not poisoned")
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn lines(&self) -> Vec<String> {
        String::from_utf8(self.0.lock().expect("not poisoned").clone())
            .expect("UTF-8 output")
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

fn session(input: &str) -> Vec<String> {
    let out = Shared::default();
    run(Cursor::new(input.as_bytes().to_vec()), out.clone()).expect("the session runs");
    out.lines()
}

/// The words of every output line that starts with `prefix`.
fn words_of<'a>(lines: &'a [String], prefix: &str) -> Vec<Vec<&'a str>> {
    lines
        .iter()
        .filter(|l| l.starts_with(prefix))
        .map(|l| l.split_whitespace().collect())
        .collect()
}

fn bestmove(lines: &[String]) -> &str {
    let moves: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("bestmove "))
        .collect();
    assert_eq!(moves.len(), 1, "one bestmove in {lines:?}");
    &moves[0]["bestmove ".len()..]
}

#[test]
fn handshake() {
    let lines = session("uci\nisready\n");
    assert_eq!(lines[0], "id name Lasca 3D");
    assert!(lines[1].starts_with("id author "));
    assert!(lines.contains(&"uciok".to_owned()));
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
}

#[test]
fn the_engine_plays_the_variant_it_is_set_to() {
    let lines = session("uci\n");
    assert!(
        lines.contains(
            &"option name Variant type combo default lasca7 var lasca7 var lasca8 var bashni"
                .to_owned()
        ),
        "{lines:?}"
    );
    for variant in [Variant::Lasca8, Variant::Bashni] {
        // The option may come while a search runs: the next position is still read as it.
        let lines = session(&format!(
            "go depth 3\nsetoption name Variant value {variant}\nposition startpos moves c3-d4\n\
             go depth 4\n"
        ));
        let answers: Vec<&String> = lines.iter().filter(|l| l.starts_with("bestmove")).collect();
        assert_eq!(answers.len(), 2, "{lines:?}");
        let mut game = Game::new8(variant.eight().expect("an 8x8 variant"));
        game.play_str("c3-d4").expect("legal");
        let answer = &answers[1]["bestmove ".len()..];
        game.play_str(answer)
            .unwrap_or_else(|error| panic!("{variant}: {answer}: {error}"));
        // A new game keeps the variant; an 8x8 position string is read as it.
        let ucinewgame = session(&format!(
            "setoption name Variant value {variant}\nucinewgame\nposition fen {variant}: w a1:W h8:b\n\
             go depth 2\n"
        ));
        assert!(bestmove(&ucinewgame).starts_with("a1"), "{ucinewgame:?}");
    }
    // A sandbox of the variant played: a 30-man column, searched by the same engine.
    let tall = format!("w{}", "b".repeat(29));
    let lines = session(&format!(
        "setoption name Variant value bashni\nposition fen sandbox-bashni: w d4:{tall} a1:W h8:b\n\
         go depth 4\n"
    ));
    let start: lasca_rules::Sandbox<lasca_rules::Position8> =
        format!("sandbox-bashni: w d4:{tall} a1:W h8:b")
            .parse()
            .expect("a sandbox");
    let mut game = Game::from_position(start, Default::default());
    game.play_str(bestmove(&lines))
        .expect("a legal sandbox move");
    // Back to lasca7: the start is 7x7's again.
    let lines = session(
        "setoption name Variant value bashni\nsetoption name Variant value lasca7\ngo depth 2\n",
    );
    let mut game = Game::new();
    game.play_str(bestmove(&lines)).expect("a lasca7 move");
}

#[test]
fn go_depth_reports_each_iteration_then_a_legal_move() {
    let lines = session("position startpos moves c3-d4 e5xc3\ngo depth 4\n");
    let infos = words_of(&lines, "info depth");
    assert_eq!(infos.len(), 4, "{lines:?}");
    for (depth, words) in (1..).zip(&infos) {
        let info = words.join(" ");
        assert_eq!(&words[..3], ["info", "depth", &depth.to_string()]);
        assert_eq!(words[3..5], ["score", "cp"]);
        assert!(words[5].parse::<i32>().is_ok());
        for (i, key) in ["nodes", "nps", "time"].into_iter().enumerate() {
            assert_eq!(words[6 + 2 * i], key);
            assert!(words[7 + 2 * i].parse::<u64>().is_ok(), "{info}");
        }
        assert_eq!(words[12], "pv");
        assert!(!info.contains('*'));
    }
    let mut game = Game::new();
    game.play_str("c3-d4").expect("legal");
    game.play_str("e5xc3").expect("legal");
    let mv: Move = bestmove(&lines).parse().expect("a move");
    assert!(game.legal_moves().contains(&mv));
}

#[test]
fn fen_positions_contain_spaces() {
    let lines = session("position fen w a1:w e1:w f2:w g3:b\ngo depth 3\n");
    assert_eq!(bestmove(&lines), "a1-b2");
    let lines = session("position fen w a1:w e1:w f2:w g3:b moves a1-b2\ngo nodes 100\n");
    assert_eq!(bestmove(&lines), "none");
}

#[test]
fn bad_lines_answer_an_error_and_the_engine_goes_on() {
    let lines = session(
        "hello\nposition fen q a1:w\nposition startpos moves c3-d5\nposition startpos moves a1-b2\n\
         go depth banana\ngo sideways\nsetoption name Hash value 0\n\n\u{1}\nisready\n",
    );
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string error: "))
        .collect();
    assert_eq!(errors.len(), 8, "{lines:?}");
    assert!(errors[1].contains("bad position"));
    assert!(errors[3].contains("a1-b2"));
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
}

#[test]
fn a_bad_position_keeps_the_previous_one() {
    let lines = session(
        "position fen w a1:w e1:w f2:w g3:b\nposition startpos moves c3-d4 c3-d4\ngo depth 2\n",
    );
    assert_eq!(bestmove(&lines), "a1-b2");
}

#[test]
fn stop_ends_an_infinite_search() {
    let lines = session("position startpos\ngo infinite\nisready\nstop\nisready\n");
    let start = Position::start();
    let mv: Move = bestmove(&lines).parse().expect("a move");
    assert!(start.legal_moves().contains(&mv));
    // The answer to the second isready comes after the bestmove: stop waits for it.
    let best_at = lines
        .iter()
        .position(|l| l.starts_with("bestmove"))
        .expect("bestmove");
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
    assert!(best_at < lines.len() - 1);
}

#[test]
fn end_of_input_stops_an_infinite_search_and_lets_a_limited_one_finish() {
    let lines = session("go infinite\n");
    bestmove(&lines);
    let lines = session("go depth 5\n");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 5 ")),
        "{lines:?}"
    );
    bestmove(&lines);
}

#[test]
fn quit_stops_at_once_and_ignores_the_rest() {
    let lines = session("go infinite\nquit\nuci\n");
    bestmove(&lines);
    assert!(!lines.contains(&"uciok".to_owned()));
}

#[test]
fn a_second_go_while_searching_waits_its_turn() {
    let lines = session("go infinite\ngo depth 1\nstop\n");
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("bestmove ")).count(),
        2,
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("error")), "{lines:?}");
}

/// How long a `Live` engine may stay silent before its test calls it hung: a guard against a
/// test that never ends, far beyond any answer's time, not a measure of speed.
const HANG: Duration = Duration::from_secs(60);

/// An engine fed line by line through a pipe, as a GUI would drive it, answering into memory.
struct Live {
    input: Option<PipeWriter>,
    out: Shared,
    engine: Option<thread::JoinHandle<io::Result<()>>>,
}

impl Live {
    fn start() -> Live {
        let (reader, writer) = io::pipe().expect("a pipe");
        let out = Shared::default();
        let engine = {
            let out = out.clone();
            thread::spawn(move || run(BufReader::new(reader), out))
        };
        Live {
            input: Some(writer),
            out,
            engine: Some(engine),
        }
    }

    fn send(&mut self, line: &str) {
        let input = self.input.as_mut().expect("input open");
        writeln!(input, "{line}").expect("the engine reads");
    }

    /// Waits for the `count`th output line equal to `line` (a hung engine fails after
    /// [`HANG`]).
    fn wait_for(&self, line: &str, count: usize) {
        let start = Instant::now();
        loop {
            let seen = self.out.lines().iter().filter(|l| *l == line).count();
            if seen >= count {
                return;
            }
            if start.elapsed() > HANG {
                panic!("hung: no {line} #{count}: {:?}", self.out.lines());
            }
            thread::sleep(Duration::from_micros(200));
        }
    }

    fn bestmoves(&self) -> usize {
        self.out
            .lines()
            .iter()
            .filter(|l| l.starts_with("bestmove "))
            .count()
    }

    /// Sends `isready` and waits for its `readyok`.
    fn ready(&mut self) {
        let before = self.out.lines().iter().filter(|l| *l == "readyok").count();
        self.send("isready");
        self.wait_for("readyok", before + 1);
    }

    /// Sends `quit` and waits for the engine to exit (a hung engine fails after [`HANG`]).
    fn quit(&mut self) {
        let start = Instant::now();
        self.send("quit");
        let engine = self.engine.take().expect("running");
        while !engine.is_finished() {
            if start.elapsed() > HANG {
                panic!("hung: quit is not obeyed");
            }
            thread::sleep(Duration::from_micros(200));
        }
        engine.join().expect("no panic").expect("the session runs");
    }
}

// These tests never time the engine (the machines they run on are shared and noisy): they
// check that answers come while a search is still running, which a reader that waited for the
// search could not do: the order of the answers, never their time. `HANG` only ends a test
// whose engine hangs instead of letting it run forever. The latency itself is measured by
// hand (the notes of issue 11).

#[test]
fn a_go_queued_behind_a_bare_go_never_blocks_the_reader() {
    // The sequence that once left the engine deaf until its search ended.
    let mut live = Live::start();
    for line in ["position startpos", "go", "go depth 1"] {
        live.send(line);
    }
    live.ready();
    assert_eq!(
        live.bestmoves(),
        0,
        "readyok came while the bare go searched: {:?}",
        live.out.lines()
    );
    live.send("stop");
    live.ready();
    // stop answered the bare go, then the queued go depth 1 ran and answered.
    assert_eq!(live.bestmoves(), 2, "{:?}", live.out.lines());
    live.send("go");
    live.quit();
}

#[test]
fn isready_stop_and_quit_are_answered_in_every_state() {
    let mut live = Live::start();
    live.send("uci");
    live.wait_for("uciok", 1);
    live.ready();
    let mut gos = 0;
    for state in [
        &["go infinite"][..],
        &["go"],
        &["go movetime 60000"],
        &[
            "go depth 60",
            "go infinite",
            "ucinewgame",
            "setoption name Threads value 2",
        ],
        &[
            "go wtime 100000 btime 100000",
            "position startpos moves c3-d4",
            "go nodes 100000000",
        ],
        // (After c3-d4 Black's one move is forced, and searched like any other until stop.)
        &[
            "position startpos",
            "setoption name MultiPV value 3",
            "go infinite",
            "go depth 2",
        ],
        &[
            "setoption name Threads value 2",
            "position startpos",
            "go movetime 60000",
        ],
    ] {
        let answered = live.bestmoves();
        for line in state {
            live.send(line);
            gos += usize::from(line.starts_with("go"));
        }
        live.ready();
        assert_eq!(
            live.bestmoves(),
            answered,
            "readyok came while {state:?} searched: {:?}",
            live.out.lines()
        );
        live.send("stop");
        // Every go has answered once readyok comes after stop.
        live.ready();
        assert_eq!(live.bestmoves(), gos, "{:?}", live.out.lines());
    }
    live.send("go infinite");
    live.send("go depth 30");
    live.quit();
    assert_eq!(live.bestmoves(), gos + 2);
}

#[test]
fn multipv_answers_the_best_moves_with_their_lines() {
    let lines = session("setoption name MultiPV value 3\nposition startpos\ngo depth 4\n");
    let last = words_of(&lines, "info depth 4 multipv ");
    assert_eq!(last.len(), 3, "{lines:?}");
    let mut scores = Vec::new();
    let mut firsts = Vec::new();
    for (k, words) in (1..).zip(&last) {
        assert_eq!(words[3..5], ["multipv", &k.to_string()]);
        scores.push(words[7].parse::<i32>().expect("a score"));
        firsts.push(words[words.iter().position(|w| *w == "pv").expect("a pv") + 1]);
    }
    assert!(
        scores.windows(2).all(|pair| pair[0] >= pair[1]),
        "{scores:?}"
    );
    firsts.sort_unstable();
    firsts.dedup();
    assert_eq!(firsts.len(), 3, "three different moves");
    assert_eq!(bestmove(&lines), last[0][15]);
}

/// Two engines take turns through the protocol from the start, `go(game)` telling the one to
/// move how to search, until the game ends or reaches `max_plies`; `on_move(side, lines)` hears
/// what the engine wrote while it searched that move (its `info` lines and its `bestmove`).
fn self_play(
    max_plies: usize,
    go: &mut dyn FnMut(&Game) -> String,
    on_move: &mut dyn FnMut(usize, &[String]),
) -> Game {
    let mut game = Game::new();
    let mut engines =
        [Shared::default(), Shared::default()].map(|out| (Engine::new(out.clone()), out));
    while game.outcome().is_none() && game.ply() < max_plies {
        let side = game.ply() % 2;
        let (engine, out) = &mut engines[side];
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        engine
            .handle_line(&format!("position startpos moves {}", moves.join(" ")))
            .expect("writes");
        let before = out.lines().len();
        engine.handle_line(&go(&game)).expect("writes");
        engine.finish().expect("writes");
        let lines = out.lines();
        on_move(side, &lines[before..]);
        let answer = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("bestmove "))
            .expect("an answer");
        let mv = &answer["bestmove ".len()..];
        game.play_str(mv)
            .unwrap_or_else(|error| panic!("{mv}: {error}"));
    }
    game
}

/// The time plan the engine makes for `side` from a `go` line: its soft and hard limits.
fn planned(line: &str, side: Colour) -> TimeBudget {
    let Ok(Some(EngineCommand::Go(go))) = parse_command(line) else {
        panic!("{line} is a go");
    };
    go.limits_for(side)
        .time_budget()
        .expect("a clock gives a time budget")
}

#[test]
fn a_clock_game_never_runs_out_of_time() {
    // A 1.5 s + 20 ms clock each, 160 plies, on the engine's own plan and no wall clock: each
    // move the engine is told the clocks as a GUI tells it, and charged the whole hard limit
    // it planned (the deadline at which its search stops, the most a move can take). The
    // search keeping to its plan is `search::time`'s unit test. A plan that ever reached the
    // time left (or spent more than half of it on one move) would fail here.
    let increment = Duration::from_millis(20);
    let mut clocks = [Duration::from_millis(1500); 2];
    for ply in 0..160 {
        let side = ply % 2;
        let colour = [Colour::White, Colour::Black][side];
        let line = format!(
            "go wtime {} btime {} winc 20 binc 20",
            clocks[0].as_millis(),
            clocks[1].as_millis()
        );
        let budget = planned(&line, colour);
        // What the engine was told: whole milliseconds.
        let told = Duration::from_millis(clocks[side].as_millis() as u64);
        assert!(budget.soft <= budget.hard, "ply {ply}: {budget:?}");
        assert!(
            !budget.hard.is_zero() && budget.hard <= told / 2,
            "ply {ply}: {budget:?} with {told:?} left"
        );
        clocks[side] = clocks[side] - budget.hard + increment;
    }
    // The plan is arithmetic on the clocks it is told, so the game's end is exact: each side
    // spent its time down to a steady reserve (about twice the increment, where a move's hard
    // limit is about the increment it earns) and neither hoarded it nor ran it down further.
    // A plan spending too much, or too little, ends elsewhere.
    assert_eq!(clocks, [Duration::from_nanos(42_805_017); 2]);
    // And at the end of such a game the engine, told how little is left, still answers a
    // legal move (a search that plans 20 ms and keeps a reserve).
    let line = format!(
        "go wtime {} btime {} winc 20 binc 20",
        clocks[0].as_millis(),
        clocks[1].as_millis()
    );
    let lines = session(&format!("position startpos\n{line}\n"));
    let mv: Move = bestmove(&lines).parse().expect("a move");
    assert!(Position::start().legal_moves().contains(&mv));
}

#[test]
fn commands_piped_in_are_obeyed_in_order() {
    let lines = session(
        "position startpos\ngo depth 6\nposition fen w a1:w e1:w f2:w g3:b\ngo movetime 50\n\
         position fen w a1:w e1:w f2:w g3:b moves a1-b2\ngo depth 3\n",
    );
    let answers: Vec<&String> = lines.iter().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(answers.len(), 3, "{lines:?}");
    assert_eq!(answers[1], "bestmove a1-b2");
    assert_eq!(answers[2], "bestmove none");
    assert!(!lines.iter().any(|l| l.contains("error")), "{lines:?}");
}

#[test]
fn plays_a_whole_game_against_itself() {
    // Every answer is legal (`self_play` plays it), every search keeps to its node limit, and
    // the game, played again by new engines, is the same game (a node limit on one thread is
    // reproducible).
    let mut most_nodes = 0;
    let game = self_play(200, &mut |_| "go nodes 3000".to_owned(), &mut |_, lines| {
        for words in words_of(lines, "info depth") {
            let at = words.iter().position(|w| *w == "nodes").expect("nodes");
            let nodes: u64 = words[at + 1].parse().expect("a count");
            most_nodes = most_nodes.max(nodes);
        }
    });
    // The game node limits make: White takes Black's last column on the 109th ply.
    assert_eq!(
        (game.ply(), game.outcome()),
        (
            109,
            Some(Outcome::Win {
                winner: Colour::White,
                reason: WinReason::NoColumns
            })
        )
    );
    assert!(game.ply() >= 20, "a game, not a few moves: {}", game.ply());
    assert!((1..=3000).contains(&most_nodes), "{most_nodes} nodes");
    let again = self_play(200, &mut |_| "go nodes 3000".to_owned(), &mut |_, _| {});
    assert_eq!(again.moves(), game.moves());
    assert_eq!(again.outcome(), game.outcome());
}

/// A random protocol line: every command, bounded and unbounded searches, options, junk.
fn command_strategy() -> impl Strategy<Value = String> {
    let playout = prop::collection::vec(any::<u16>(), 0..30).prop_map(|choices| {
        let game = play_choices(&choices);
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        format!("position startpos moves {}", moves.join(" "))
    });
    prop_oneof![
        4 => Just("isready".to_owned()),
        1 => Just("uci".to_owned()),
        3 => Just("stop".to_owned()),
        1 => Just("ucinewgame".to_owned()),
        3 => playout,
        1 => Just("position fen w a1:w e1:w f2:w g3:b".to_owned()),
        1 => Just("position fen w a1:w e1:w f2:w g3:b moves a1-b2".to_owned()),
        1 => Just("position startpos moves c3-d5".to_owned()),
        2 => (1u32..=3).prop_map(|depth| format!("go depth {depth}")),
        2 => (1u32..=2000).prop_map(|nodes| format!("go nodes {nodes}")),
        2 => (1u32..=20).prop_map(|ms| format!("go movetime {ms}")),
        2 => Just("go infinite".to_owned()),
        1 => Just("go".to_owned()),
        1 => (50u32..=2000, 50u32..=2000)
            .prop_map(|(white, black)| format!("go wtime {white} btime {black} winc 10 binc 10")),
        1 => (1u32..=2).prop_map(|n| format!("setoption name Threads value {n}")),
        1 => (1u32..=3).prop_map(|n| format!("setoption name MultiPV value {n}")),
        1 => (1u32..=4).prop_map(|n| format!("setoption name Hash value {n}")),
        1 => Just("go sideways".to_owned()),
        1 => Just("xyzzy".to_owned()),
        1 => Just("quit".to_owned()),
    ]
}

proptest! {
    #![proptest_config(proptest_config(96, "protocol.txt"))]

    #[test]
    fn every_isready_and_every_go_is_answered(
        commands in prop::collection::vec(command_strategy(), 1..16),
    ) {
        let lines = session(&(commands.join("\n") + "\n"));
        // What the engine should have done: the commands up to `quit`, the game each go searched.
        let mut game = Game::new();
        let mut searched = Vec::new();
        let mut readies = 0;
        for command in &commands {
            match parse_command(command) {
                Ok(Some(EngineCommand::Quit)) => break,
                Ok(Some(EngineCommand::IsReady)) => readies += 1,
                Ok(Some(EngineCommand::NewGame)) => game = Game::new(),
                Ok(Some(EngineCommand::Position(new))) => {
                    let Some(new) = new.seven() else { panic!("a lasca7 game") };
                    game = new.clone();
                }
                Ok(Some(EngineCommand::Go(_))) => searched.push(game.clone()),
                _ => {}
            }
        }
        prop_assert_eq!(lines.iter().filter(|l| *l == "readyok").count(), readies);
        let answers: Vec<&str> = lines
            .iter()
            .filter_map(|l| l.strip_prefix("bestmove "))
            .collect();
        prop_assert_eq!(answers.len(), searched.len(), "{:?}", lines);
        for (answer, game) in answers.iter().zip(&searched) {
            let legal = game.legal_moves();
            if *answer == "none" {
                prop_assert!(legal.is_empty(), "none in {}", game.position());
            } else {
                let mv: Move = answer.parse().expect("a move");
                prop_assert!(legal.contains(&mv), "{} in {}", mv, game.position());
            }
        }
        prop_assert!(!lines.iter().any(|l| l.contains("search failed")));
    }
}
