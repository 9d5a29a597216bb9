//! `lasca engine`, `match`, `analyse` and `bench` as other programs and users run them.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::thread;
use std::time::Duration;

use lasca_rules::{Game, GameRecord, Move, Position, Position8};

use super::{lasca, stderr, stdout};

/// Only a guard against a hung engine failing the suite forever; no test measures time.
const HANG_GUARD: Duration = Duration::from_secs(120);

/// A running `lasca engine` with its input and its output lines.
struct Engine {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    /// The engine's own config and data folders, removed with it.
    _home: tempfile::TempDir,
}

impl Engine {
    fn start() -> Engine {
        let home = tempfile::tempdir().expect("a temporary folder");
        let mut child = super::lasca_in(home.path())
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("lasca engine starts");
        let output = child.stdout.take().expect("piped stdout");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            input: child.stdin.take(),
            child,
            lines,
            _home: home,
        }
    }

    fn send(&mut self, line: &str) {
        let input = self.input.as_mut().expect("input still open");
        writeln!(input, "{line}").expect("the engine reads its input");
        input.flush().expect("the engine reads its input");
    }

    /// Reads lines until one starts with `prefix`; returns them all, that one last.
    fn read_until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(HANG_GUARD)
                .unwrap_or_else(|_| panic!("no `{prefix}` line; got {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn bestmove(&self) -> String {
        let lines = self.read_until("bestmove ");
        lines.last().expect("a line")["bestmove ".len()..].to_owned()
    }

    /// Closes the input and waits for a clean exit.
    fn close(mut self) {
        drop(self.input.take());
        let status = self.child.wait().expect("the engine exits");
        assert!(status.success(), "exit status {status}");
    }
}

#[test]
fn handshake_search_and_clean_exit_at_end_of_input() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.read_until("uciok");
    assert_eq!(lines[0], "id name Lasca 3D");
    assert!(lines[1].starts_with("id author "));
    engine.send("isready");
    assert_eq!(engine.read_until("readyok"), ["readyok"]);
    engine.send("ucinewgame");
    engine.send("position startpos moves e3-f4 g5xe3");
    engine.send("go depth 5");
    let lines = engine.read_until("bestmove ");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth "))
        .collect();
    assert_eq!(infos.len(), 5, "{lines:?}");
    assert!(infos[4].starts_with("info depth 5 score cp "));
    for key in [" nodes ", " nps ", " time ", " pv "] {
        assert!(infos[4].contains(key), "{}", infos[4]);
    }
    let mut game = Game::new();
    game.play_str("e3-f4").expect("legal");
    game.play_str("g5xe3").expect("legal");
    let best = &lines.last().expect("bestmove")["bestmove ".len()..];
    assert!(!best.contains('*'));
    let mv: Move = best.parse().expect("a move");
    assert!(game.legal_moves().contains(&mv));
    engine.close();
}

#[test]
fn junk_lines_answer_errors_and_the_engine_keeps_running() {
    let mut engine = Engine::start();
    for junk in [
        "hello there",
        "position fen w z9:w",
        "position fen w a1:w g7:b moves a1-c3",
        "position sideways",
        "go depth -3",
        "go fast",
    ] {
        engine.send(junk);
        let answer = engine.read_until("info string error: ");
        assert_eq!(answer.len(), 1, "{junk}: {answer:?}");
    }
    engine.send("position fen w a1:w e1:w f2:w g3:b");
    engine.send("go depth 3");
    assert_eq!(engine.bestmove(), "a1-b2");
    engine.send("position fen w a1:w e1:w f2:w g3:b moves a1-b2");
    engine.send("go depth 3");
    assert_eq!(engine.bestmove(), "none");
    engine.send("isready");
    engine.read_until("readyok");
    engine.close();
}

#[test]
fn stop_ends_an_infinite_search_while_the_engine_listens() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go infinite");
    // The engine answers isready while it thinks, and has finished an iteration or more.
    engine.read_until("info depth ");
    engine.send("isready");
    let lines = engine.read_until("readyok");
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    engine.send("stop");
    let mv: Move = engine.bestmove().parse().expect("a move");
    assert!(Position::start().legal_moves().contains(&mv));
    engine.send("quit");
    let status = engine.child.wait().expect("the engine exits");
    assert!(status.success());
}

#[test]
fn two_engines_play_a_whole_game() {
    let mut engines = [Engine::start(), Engine::start()];
    let mut game = Game::new();
    while game.outcome().is_none() {
        let engine = &mut engines[game.ply() % 2];
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        engine.send("go nodes 4000");
        let best = engine.bestmove();
        game.play_str(&best)
            .unwrap_or_else(|error| panic!("ply {}: {best}: {error}", game.ply() + 1));
        assert!(game.ply() < 1000, "the game goes on forever");
    }
    for engine in engines {
        engine.close();
    }
}

#[test]
fn match_prints_a_table_and_records_the_games() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let record = dir.path().join("games.jsonl");
    let output = lasca(&[
        "match",
        "--white",
        "2",
        "--black",
        "random",
        "--games",
        "2",
        "--seed",
        "5",
        "--record",
        record.to_str().expect("a UTF-8 path"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    for expected in [
        "level 2",
        "random",
        "as white",
        "as black",
        "Elo difference",
        "average game length",
    ] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
    let saved = std::fs::read_to_string(&record).expect("the record is written");
    let games: Vec<serde_json::Value> = saved
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    assert_eq!(games.len(), 2);
    for game in games {
        let record: GameRecord =
            serde_json::from_value(game["record"].clone()).expect("a game record");
        let replayed = Game::try_from(record).expect("the moves replay");
        assert!(replayed.outcome().is_some());
    }
}

#[test]
fn match_plays_the_8x8_variants() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for variant in ["lasca8", "bashni"] {
        let record = dir.path().join(format!("{variant}.jsonl"));
        let output = lasca(&[
            "match",
            "--variant",
            variant,
            "--white",
            "3",
            "--black",
            "1",
            "--games",
            "2",
            "--max-plies",
            "80",
            "--record",
            record.to_str().expect("a UTF-8 path"),
        ]);
        assert!(output.status.success(), "{}", stderr(&output));
        assert!(
            stdout(&output).contains(&format!("2 games of {variant}")),
            "{}",
            stdout(&output)
        );
        let saved = std::fs::read_to_string(&record).expect("the record is written");
        for line in saved.lines() {
            let game: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            // The start names its variant, and the moves replay on the 8x8 board.
            let record: GameRecord<Position8> =
                serde_json::from_value(game["record"].clone()).expect("an 8x8 game record");
            assert_eq!(record.start.variant().to_string(), variant);
            let replayed = Game::try_from(record).expect("the moves replay");
            assert!(replayed.outcome().is_some());
        }
    }
}

#[test]
fn match_watches_a_sandbox_with_a_thirty_man_column() {
    let position = format!(
        "sandbox-lasca8: w d4:w{} a1:w c1:w e1:w b8:b d8:b f8:b",
        "b".repeat(29)
    );
    let output = lasca(&[
        "match",
        "--variant",
        "lasca8",
        "--position",
        &position,
        "--white",
        "3",
        "--black",
        "2",
        "--games",
        "2",
        "--max-plies",
        "120",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("2 games of lasca8"),
        "{}",
        stdout(&output)
    );
    // A sandbox of another variant, or a malformed one, is refused clearly.
    let output = lasca(&[
        "match",
        "--variant",
        "bashni",
        "--position",
        &position,
        "--white",
        "1",
        "--black",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("sandbox-bashni:"),
        "{}",
        stderr(&output)
    );
    let output = lasca(&[
        "match",
        "--variant",
        "lasca8",
        "--position",
        "sandbox-lasca8: w z9:w",
        "--white",
        "1",
        "--black",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("z9:w"), "{}", stderr(&output));
}

#[test]
fn match_rejects_an_unknown_level() {
    let output = lasca(&["match", "--white", "9", "--black", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("not a level"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn analyse_prints_a_line_per_depth() {
    let output = lasca(&[
        "analyse",
        "--position",
        "w a1:w c1:w f2:w f6:w g7:b c3:b",
        "--depth",
        "4",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("evaluation terms"), "{text}");
    assert!(text.contains("c1-b2 g7xe5 b2xd4xf6"), "{text}");
    assert!(text.contains("best move c1-b2: win in 3 plies"), "{text}");
}

/// The depth and White's score that `lasca analyse` ends with.
fn analysed(args: &[&str]) -> (u32, i32) {
    let output = lasca(&[&["analyse"], args].concat());
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let last = text
        .lines()
        .find(|line| line.starts_with("best move "))
        .unwrap_or_else(|| panic!("no best move in {text}"));
    let after = |key: &str| {
        let rest = &last[last.find(key).unwrap_or_else(|| panic!("{key} in {last}")) + key.len()..];
        rest.split([',', ')']).next().unwrap().trim().to_owned()
    };
    let depth = after("depth ").parse().expect("a depth");
    let white = after("White's view ")
        .parse()
        .unwrap_or_else(|_| panic!("a score: {last}"));
    (depth, white)
}

#[test]
fn analyse_searches_a_position_with_one_legal_move() {
    // After c3-d4 Black's only move is e5xc3 (capture is compulsory).
    let mut game = Game::new();
    game.play_str("c3-d4").unwrap();
    assert_eq!(game.legal_moves().len(), 1);
    let forced = game.position().to_string();
    game.play_str("e5xc3").unwrap();
    let after = game.position().to_string();
    // Depth limits on one thread, with time to spare: each search is the same on any machine.
    let searched = |position: &str, depth: u32| {
        analysed(&[
            "--position",
            position,
            "--depth",
            &depth.to_string(),
            "--movetime",
            "600000",
        ])
    };
    let (depth, white) = searched(&forced, 9);
    assert_eq!(depth, 9, "the depth asked for is searched");
    // The forced move costs no depth: the position with it to play scores as the position
    // after it searched as deep, not as that position searched a ply less (the two differ).
    let (_, white_after) = searched(&after, 9);
    let (_, white_shallower) = searched(&after, 8);
    assert_eq!(
        white, white_after,
        "with the forced move to play, and after it"
    );
    assert_ne!(
        white_after, white_shallower,
        "depth 8 and depth 9 tell the two apart"
    );
    assert_eq!((white, white_shallower), (-33, -41));
}

#[test]
fn bench_reports_search_speed_and_depth() {
    let output = lasca(&["bench", "--depth", "6", "--runs", "1", "--search-ms", "100"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("perft 6 median"), "{text}");
    assert!(text.contains("search start: depth "), "{text}");
    assert!(text.contains("million nodes per second"), "{text}");
    let output = lasca(&[
        "bench",
        "--variant",
        "bashni",
        "--depth",
        "5",
        "--runs",
        "1",
        "--search-ms",
        "50",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    // Bashni's perft 5 from its start (docs/RULES.md), and its own search positions.
    assert!(text.contains("perft 5 run 1: 7482 nodes"), "{text}");
    assert!(text.contains("search middle game: depth "), "{text}");
}
