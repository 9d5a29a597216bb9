//! `lasca review FILE` and `lasca lessons check`: the engine's word on every move, written back
//! as comments; lesson files proved, a broken one named by file, line and step.

use lasca::record::{read_games, read_puzzles};
use lasca_rules::RuleSettings;

use super::{lasca, manifest_dir, stderr, stdout};

fn lasker() -> String {
    let path = manifest_dir().join("assets/games/lasker1911.pgn");
    path.to_str().expect("a UTF-8 path").to_owned()
}

#[test]
fn review_prints_each_move_with_its_class_and_writes_them_as_comments() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("reviewed.pgn");
    let output = lasca(&[
        "review",
        &lasker(),
        "--game",
        "2",
        "--movetime",
        "20",
        "--write",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("1. c3-d4"), "{text}");
    assert!(text.contains("20. e3xg5"), "{text}");
    assert!(text.contains("White: 20 moves, average loss"), "{text}");
    assert!(text.contains("Black: 19 moves"), "{text}");
    let written = std::fs::read_to_string(&out).unwrap();
    let games = read_games(&written, RuleSettings::default());
    assert!(games.error.is_none(), "{:?}", games.error);
    assert_eq!(games.games[0].game.ply(), 39);
    let comments = &games.games[0].comments;
    assert!(
        (1..=39).all(|ply| comments.contains_key(&ply)),
        "a comment on every move"
    );
    assert!(
        comments[&0].contains("Lasker's own score"),
        "the file's own notes stay"
    );
}

#[test]
fn review_reads_a_bashni_game_on_its_own_board() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bashni.pgn");
    std::fs::write(
        &file,
        "[Event \"x\"]\n[Variant \"bashni\"]\n\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 *\n",
    )
    .unwrap();
    let output = lasca(&["review", file.to_str().unwrap(), "--movetime", "20"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("1. c3-d4"), "{text}");
    assert!(text.contains("2. d4xf6"), "{text}");
    assert!(text.contains("White: 2 moves, average loss"), "{text}");
    // The engine's better move is bashni's move, written on the 8x8 board (h2: a square the
    // 7x7 board has not). From this set-up h2-g3 blocks Black's last man (White wins at once)
    // and f2-g3 loses (h4xf2 h2-g3 f2xh4). Every position is decided in a few plies, where the
    // searches stop by themselves: the time given is never used, and the review is the same
    // on any machine.
    std::fs::write(
        &file,
        "[Event \"x\"]\n[Variant \"bashni\"]\n[Position \"bashni: w f2:w h2:w h4:b\"]\n\n\
         1. f2-g3 h4xf2 2. h2-g3 f2xh4 0-1\n",
    )
    .unwrap();
    let output = lasca(&[
        "review",
        file.to_str().unwrap(),
        "--movetime",
        "60000",
        "--json",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(json["positions"].as_array().map(Vec::len), Some(5));
    let blunder = &json["moves"][0];
    assert_eq!(
        (&blunder["played"], &blunder["class"], &blunder["better"]),
        (
            &"f2-g3".into(),
            &"blunder".into(),
            &serde_json::json!({ "move": "h2-g3", "white": 29_999 })
        ),
        "{blunder}"
    );
    // The rest are Black's forced win and White's only move: no better move for them.
    for later in &json["moves"].as_array().expect("the moves")[1..] {
        assert_eq!(later["class"], "best", "{later}");
        assert_eq!(later["better"], serde_json::Value::Null, "{later}");
    }
    let output = lasca(&["review", file.to_str().unwrap(), "--movetime", "60000"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(
        text.lines().next(),
        Some("1. f2-g3?? Black wins in 3 blunder, depth 1 (better h2-g3, White wins in 1)"),
        "{text}"
    );
}

#[test]
fn review_refuses_a_broken_file_and_a_missing_game() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.pgn");
    std::fs::write(&broken, "[Event \"x\"]\n\n1. c3-d4 c3-d4 *\n").unwrap();
    let output = lasca(&["review", broken.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("line 3, column"),
        "{}",
        stderr(&output)
    );
    let output = lasca(&["review", &lasker(), "--game", "9"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("no game of that number"));
}

/// The shipped lessons' ids: the English lesson files' names in `assets/lessons/`, in order.
fn shipped_lessons() -> Vec<String> {
    let folder = manifest_dir().join("assets/lessons");
    let mut ids: Vec<String> = std::fs::read_dir(&folder)
        .unwrap_or_else(|error| panic!("{}: {error}", folder.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "lesson"))
        .map(|path| {
            path.file_stem()
                .expect("a name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    ids.sort();
    assert!(!ids.is_empty(), "no lessons in {}", folder.display());
    ids
}

#[test]
fn lessons_check_proves_the_shipped_lessons_and_names_a_broken_step() {
    let output = lasca(&["lessons", "check"]);
    assert!(output.status.success(), "{}", stdout(&output));
    // Every shipped lesson (`assets/lessons/*.lesson`, by file name) is proved, in order, and
    // nothing else: a lesson lost from the build fails here, a new one needs no edit.
    let text = stdout(&output);
    let proved: Vec<&str> = text
        .lines()
        .map(|line| {
            let rest = line
                .strip_prefix("ok    ")
                .unwrap_or_else(|| panic!("not proved: {line}"));
            rest.split_once(": ").map_or(rest, |(id, _)| id)
        })
        .collect();
    assert_eq!(proved, shipped_lessons());
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("99-bad.lesson");
    std::fs::write(
        &bad,
        "lesson: Bad\nabout: x\n\nstep: The broken one\nposition: w c3:w d4:b\nsay: x\ntask: y\n\
         goal: capture\nsolution: c3-b4\n",
    )
    .unwrap();
    let output = lasca(&["lessons", "check", dir.path().to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let text = stdout(&output);
    assert!(
        text.contains("FAIL  99-bad.lesson, line 9, step \"The broken one\""),
        "{text}"
    );
}

#[test]
fn puzzles_check_names_a_second_solution_and_a_refuted_line() {
    let shipped =
        std::fs::read_to_string(manifest_dir().join("assets/puzzles/puzzles.txt")).unwrap();
    let good: Vec<&str> = shipped
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(3)
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.txt");
    std::fs::write(&file, good.join("\n")).unwrap();
    let output = lasca(&["puzzles", "check", file.to_str().unwrap()]);
    assert!(output.status.success(), "{}", stdout(&output));
    assert!(stdout(&output).contains("3 of 3 puzzles hold"));
    // Either soldier takes the last man; and a capture that the defence takes back at once
    // (f6xd4: searched, the forced capture gains nothing).
    let broken = format!(
        "{}\nx1; w a3:w c3:w b4:b; a3xc5; win; 1\nx2; w a3:w c3:w d4:b f6:b g7:b; c3xe5; liberation; 1\n",
        good.join("\n")
    );
    std::fs::write(&file, broken).unwrap();
    let output = lasca(&["puzzles", "check", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let text = stdout(&output);
    assert!(text.contains("FAIL  x1:"), "{text}");
    assert!(
        text.contains("FAIL  x2:") && text.contains("refutes"),
        "{text}"
    );
    assert!(stderr(&output).contains("2 of 5 puzzles fail"));
}

#[test]
fn puzzles_generate_writes_a_file_that_checks() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mined.txt");
    let output = lasca(&[
        "puzzles",
        "generate",
        "--games",
        "3",
        "--out",
        file.to_str().unwrap(),
        "--seed",
        "5",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let count: usize = text
        .split_once(" puzzles from 3 games")
        .and_then(|(count, _)| count.trim().parse().ok())
        .unwrap_or_else(|| panic!("no count of puzzles: {text}"));
    assert!(count > 0, "3 games give puzzles: {text}");
    let written = read_puzzles(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(written.len(), count, "the file holds what was counted");
    let output = lasca(&["puzzles", "check", file.to_str().unwrap()]);
    assert!(output.status.success(), "{}", stdout(&output));
    assert!(
        stdout(&output).contains(&format!("{count} of {count} puzzles hold")),
        "{}",
        stdout(&output)
    );
}

#[test]
fn puzzles_check_of_a_file_without_puzzles_fails() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("empty.txt");
    for text in ["", "# Lasca puzzles\n\n"] {
        std::fs::write(&file, text).unwrap();
        let output = lasca(&["puzzles", "check", file.to_str().unwrap()]);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{text:?}: {}",
            stdout(&output)
        );
        assert!(
            stderr(&output).contains("no puzzles"),
            "{text:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn review_json_has_every_position_and_move_with_its_depth() {
    let output = lasca(&[
        "review",
        &lasker(),
        "--game",
        "2",
        "--movetime",
        "20",
        "--json",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(json["movetime_ms"], 20);
    let positions = json["positions"].as_array().expect("positions");
    let moves = json["moves"].as_array().expect("moves");
    assert_eq!((positions.len(), moves.len()), (40, 39));
    assert_eq!(moves[0]["number"], "1.");
    assert_eq!(moves[0]["played"], "c3-d4");
    assert_eq!(moves[0]["side"], "white");
    for (ply, position) in positions.iter().enumerate() {
        assert_eq!(position["ply"], ply);
        // Every position was searched (the last, where Black cannot move, has nothing to).
        let depth = position["depth"].as_u64().expect("a depth");
        assert!(depth >= 1 || ply == 39, "{position}");
    }
    for m in moves {
        assert!(m["class"].is_string() && m["depth"].is_u64(), "{m}");
        assert!(m["loss"].as_i64().expect("a loss") >= 0);
    }
    let white = &json["summary"]["white"];
    assert_eq!(white["moves"], 20);
    assert!(white["counts"]["best"].is_u64(), "{white}");
    // The text output names the depth of each move's scores.
    let text = stdout(&lasca(&[
        "review",
        &lasker(),
        "--game",
        "2",
        "--movetime",
        "20",
    ]));
    assert!(
        text.lines().next().is_some_and(|l| l.contains(", depth ")),
        "{text}"
    );
}
