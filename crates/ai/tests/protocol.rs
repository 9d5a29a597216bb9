//! The engine protocol driven through in-memory input and output.

use std::io::{self, Cursor, Write};
use std::sync::{Arc, Mutex};

use lasca_ai::protocol::{Engine, run};
use lasca_rules::{Game, Move, Position};

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
fn go_depth_reports_each_iteration_then_a_legal_move() {
    let lines = session("position startpos moves c3-d4 e5xc3\ngo depth 4\n");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 4, "{lines:?}");
    for (depth, info) in (1..).zip(&infos) {
        let words: Vec<&str> = info.split_whitespace().collect();
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
fn a_second_go_while_searching_is_refused() {
    let lines = session("go infinite\ngo depth 1\nstop\n");
    assert!(
        lines.iter().any(|l| l.contains("a go infinite is running")),
        "{lines:?}"
    );
    bestmove(&lines);
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
    // Two engines take turns through the protocol until the game ends.
    let mut game = Game::new();
    let mut engines =
        [Shared::default(), Shared::default()].map(|out| (Engine::new(out.clone()), out));
    while game.outcome().is_none() && game.ply() < 200 {
        let (engine, out) = &mut engines[game.ply() % 2];
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        let command = if moves.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        engine.handle_line(&command).expect("writes");
        engine.handle_line("go nodes 3000").expect("writes");
        engine.finish();
        let lines = out.lines();
        let answer = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("bestmove "))
            .expect("an answer");
        let mv = &answer["bestmove ".len()..];
        game.play_str(mv)
            .unwrap_or_else(|error| panic!("{mv}: {error}"));
    }
    assert!(game.outcome().is_some() || game.ply() == 200);
}
