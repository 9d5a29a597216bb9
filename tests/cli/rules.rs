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

#[test]
fn perft_moves_and_play_take_a_variant() {
    // The 8x8 starts, by --variant: the counts of docs/RULES.md's tables.
    let output = lasca(&["perft", "5", "--variant", "bashni"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).ends_with("perft 4 = 1469\nperft 5 = 7482\n"));
    let output = lasca(&["perft", "5", "--variant", "lasca8"]);
    assert!(
        stdout(&output).ends_with("perft 5 = 7361\n"),
        "{}",
        stdout(&output)
    );
    let output = lasca(&["perft", "3", "--variant", "lasca8", "--divide"]);
    assert!(stdout(&output).ends_with("total 302\n"));

    // The position's prefix names the variant; without one, --variant says how to read it.
    let blocked = "w b4:b c5:W e7:b";
    let output = lasca(&["moves", "--position", &format!("bashni: {blocked}")]);
    assert_eq!(stdout(&output), "c5xa3\nc5xf8\n");
    let output = lasca(&["moves", "--variant", "bashni", "--position", blocked]);
    assert_eq!(stdout(&output), "c5xa3\nc5xf8\n");

    // Play: the 8x8 string back, and the result once a side cannot move.
    let output = lasca(&[
        "play",
        "--variant",
        "bashni",
        "--position",
        "w c3:w d4:b",
        "c3xe5",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).starts_with("bashni: b e5:wb\nresult: "),
        "{}",
        stdout(&output)
    );
}

#[test]
fn the_rules_commands_take_a_sandbox() {
    // A 30-man column on d4: the moves are bashni's, the stacking the sandbox's.
    let tall = format!("sandbox-bashni: w a1:W d4:b{} h8:b", "w".repeat(29));
    let output = lasca(&["moves", "--position", &tall]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("a1xe5\n"), "{}", stdout(&output));
    let output = lasca(&["play", "--position", &tall, "a1xe5"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).starts_with(&format!(
            "sandbox-bashni: b d4:{} e5:Wb h8:b",
            "w".repeat(29)
        )),
        "{}",
        stdout(&output)
    );
    // A game's position as a sandbox counts the game's perft.
    let output = lasca(&[
        "perft",
        "4",
        "--position",
        "sandbox-lasca8: w c5:b d6:w e7:b g7:b",
    ]);
    assert!(
        stdout(&output).ends_with("perft 4 = 18\n"),
        "{}",
        stdout(&output)
    );
    let output = lasca(&[
        "analyse",
        "--position",
        &tall,
        "--depth",
        "3",
        "--movetime",
        "5000",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("best move"), "{}", stdout(&output));
    // Refused clearly: another variant asked for, too many men.
    let output = lasca(&["moves", "--variant", "lasca7", "--position", &tall]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("sandbox of bashni"),
        "{}",
        stderr(&output)
    );
    let crowded = format!("sandbox-lasca7: w d4:{}", "w".repeat(101));
    let output = lasca(&["moves", "--position", &crowded]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("at most 100"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_bad_variant_is_refused_clearly() {
    let output = lasca(&["perft", "2", "--variant", "dama"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("expected lasca7, lasca8 or bashni"),
        "{}",
        stderr(&output)
    );
    // A prefix that disagrees with --variant.
    let output = lasca(&[
        "moves",
        "--variant",
        "lasca8",
        "--position",
        "bashni: w c3:w",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("bashni position"),
        "{}",
        stderr(&output)
    );
    // A square of 8x8 only is not on Lasca's 7x7 board; h1 is not on any.
    let output = lasca(&["moves", "--position", "w h8:w"]);
    assert_eq!(output.status.code(), Some(2));
    let output = lasca(&["moves", "--variant", "bashni", "--position", "w h1:w"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("h1"), "{}", stderr(&output));
    // An illegal 8x8 move names its ply.
    let output = lasca(&["play", "--variant", "lasca8", "a3-b4", "a3-b4"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("move 2 (a3-b4)"),
        "{}",
        stderr(&output)
    );
}
