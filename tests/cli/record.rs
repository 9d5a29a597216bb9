//! `lasca export FILE`: saved games read back as text, corrupt files refused with status 2.

use lasca::record::{Players, SavedGame, save_file};
use lasca_rules::Game;

use super::{lasca, stderr, stdout};

#[test]
fn export_prints_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let mut game = Game::new();
    for mv in ["c3-d4", "e5xc3", "b2xd4"] {
        game.play_str(mv).unwrap();
    }
    save_file(&path, &SavedGame::new(&game, Players::default())).unwrap();
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
    let json = SavedGame::new(&Game::new(), Players::default()).to_json();
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
