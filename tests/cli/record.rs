//! `lasca export FILE` and `lasca import FILE`: saved games read back as text or game files, game
//! files checked, corrupt files refused with status 2.

use lasca::record::{Players, SavedGame, save_file};
use lasca_rules::Game;

use super::{lasca, stderr, stdout};

/// Saves `c3-d4 e5xc3 b2xd4` (a human against the AI at level 3) in `folder`.
fn saved_opening(folder: &std::path::Path) -> (std::path::PathBuf, Game) {
    let path = folder.join("game.json");
    let mut game = Game::new();
    for mv in ["c3-d4", "e5xc3", "b2xd4"] {
        game.play_str(mv).unwrap();
    }
    save_file(
        &path,
        &SavedGame::new(&game.clone().into(), Players::default()),
    )
    .unwrap();
    (path, game)
}

#[test]
fn export_prints_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let (path, game) = saved_opening(dir.path());
    let output = lasca(&["export", path.to_str().unwrap()]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("moves: 1. c3-d4 e5xc3 2. b2xd4\n"), "{text}");
    assert!(
        text.contains(&format!("position: {}\n", game.position())),
        "{text}"
    );
    assert!(text.contains("players: white human, black ai:3"), "{text}");
}

#[test]
fn export_refuses_corrupt_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let json = SavedGame::new(&Game::new().into(), Players::default()).to_json();
    let cases = [
        (json[..json.len() - 10].to_owned(), "truncated"),
        ("not json".to_owned(), "not JSON"),
        (
            json.replace("\"version\": 1", "\"version\": 9"),
            "version 9",
        ),
        (
            json.replace("\"moves\": []", "\"moves\": [\"c3-d4\", \"a1-b2\"]"),
            "move 2 (a1-b2)",
        ),
    ];
    for (contents, message) in cases {
        std::fs::write(&path, contents).unwrap();
        let output = lasca(&["export", path.to_str().unwrap()]);
        assert_eq!(output.status.code(), Some(2), "{message}");
        assert!(stderr(&output).contains(message), "{}", stderr(&output));
    }
    let output = lasca(&["export", "/nonexistent/game.json"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("cannot read"));
}

#[test]
fn a_saved_game_exports_as_a_game_file_that_imports_back() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = saved_opening(dir.path());
    let output = lasca(&["export", path.to_str().unwrap(), "--format", "pgn"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("[White \"human\"]\n[Black \"ai:3\"]\n"),
        "{text}"
    );
    assert!(text.contains("\n1. c3-d4 e5xc3 2. b2xd4 *\n"), "{text}");
    let file = dir.path().join("game.pgn");
    std::fs::write(&file, &text).unwrap();
    let output = lasca(&["import", file.to_str().unwrap()]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "game 1: human vs ai:3, 3 plies, *\n");
}

#[test]
fn import_names_the_line_and_column_of_a_bad_move_after_the_games_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.pgn");
    std::fs::write(
        &file,
        "[White \"A\"]\n[Black \"B\"]\n1. c3-d4 e5xc3 0-1\n\n[Event \"two\"]\n1. c3-d4\n  e5-f4 *\n",
    )
    .unwrap();
    let output = lasca(&["import", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stdout(&output),
        "game 1: A vs B, 2 plies, 0-1 (the game goes on by the rules)\n"
    );
    let error = stderr(&output);
    assert!(error.contains("line 7, column 3"), "{error}");
    assert!(error.contains("capture is compulsory"), "{error}");
    let output = lasca(&["import", "/nonexistent/games.pgn"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("cannot read"));
}
