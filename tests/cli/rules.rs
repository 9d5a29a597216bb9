//! `lasca perft`, `lasca moves` and `lasca play` as a user runs them.

use super::{lasca, stderr, stdout};

#[test]
fn perft_prints_every_depth() {
    let output = lasca(&["perft", "4"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "perft 1 = 6\nperft 2 = 6\nperft 3 = 18\nperft 4 = 54\n"
    );
}

#[test]
fn perft_divide_sorts_moves_and_totals() {
    let output = lasca(&["perft", "3", "--divide"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 7, "{text}");
    let moves: Vec<&str> = lines[..6]
        .iter()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert_eq!(lines[6], "total 18");
    let sum: u64 = lines[..6]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 18);
}

#[test]
fn perft_from_a_position() {
    let output = lasca(&[
        "perft",
        "2",
        "--position",
        "b a1:w c1:w e1:w b2:w d2:w f2:w c3:w e3:w g3:w b4:bw d4:wb a5:b c5:b e5:b b6:b \
         f6:b a7:b c7:b e7:b g7:b",
    ]);
    assert_eq!(stdout(&output), "perft 1 = 5\nperft 2 = 12\n");
}

#[test]
fn moves_lists_legal_moves_sorted() {
    let output = lasca(&["moves"]);
    assert_eq!(
        stdout(&output),
        "a3-b4\nc3-b4\nc3-d4\ne3-d4\ne3-f4\ng3-f4\n"
    );
    let output = lasca(&["moves", "--position", "b d4:w e5:wb"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "");
}

#[test]
fn play_prints_the_position_and_the_result() {
    let output = lasca(&["play", "c3-d4", "e5xc3"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "w a1:w c1:w e1:w g1:w b2:w d2:w f2:w a3:w c3:bw e3:w g3:w a5:b c5:b g5:b b6:b d6:b \
         f6:b a7:b c7:b e7:b g7:b\n"
    );
    let output = lasca(&["play", "--position", "w c3:w d4:bw", "c3xe5"]);
    assert_eq!(stdout(&output), "b d4:w e5:wb\nresult: white wins\n");
}

#[test]
fn bad_input_exits_2_and_names_the_token() {
    let cases: [(&[&str], &str); 8] = [
        (&["play", "c3-d5"], "d5"),
        (&["play", "c3-d4", "zz"], "zz"),
        (&["play", "d4-e5"], "d4-e5"),
        (&["play", "c3-d4", "e5-f4"], "e5xc3"),
        (&["moves", "--position", "w a1:wbw"], "a1"),
        (&["moves", "--position", "q a1:w"], "`q`"),
        (&["perft", "2", "--position", "w b1:w"], "b1"),
        (&["play", "--position", "w a1:x"], "`x`"),
    ];
    for (args, token) in cases {
        let output = lasca(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = stderr(&output);
        assert!(message.contains(token), "{args:?}: {message}");
        assert!(!message.contains("panicked"), "{args:?}: {message}");
        assert!(stdout(&output).is_empty(), "{args:?}");
    }
}
