//! `lasca --load FILE`: a bad saved game stops the game before any window opens, with its
//! message and status 2.

use lasca::record::{Players, SavedGame};
use lasca_rules::Game;

use super::stderr;

#[test]
fn load_refuses_corrupt_files_with_status_2() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new();
    for mv in ["c3-d4", "e5xc3", "b2xd4"] {
        game.play_str(mv).unwrap();
    }
    let json = SavedGame::new(&game.into(), Players::default()).to_json();
    let cases = [
        ("truncated", json[..json.len() / 2].to_owned(), "truncated"),
        ("text", "not a game".to_owned(), "not JSON"),
        (
            "version",
            json.replace("\"version\": 1", "\"version\": 3"),
            "version 3 is not supported",
        ),
        (
            "illegal",
            json.replace("\"b2xd4\"", "\"b2-a3\""),
            "move 3 (b2-a3)",
        ),
    ];
    for (name, contents, message) in cases {
        let path = dir.path().join(format!("{name}.json"));
        std::fs::write(&path, contents).unwrap();
        let output = super::lasca_in(dir.path())
            .arg("--load")
            .arg(&path)
            .output()
            .expect("the lasca binary runs");
        assert_eq!(output.status.code(), Some(2), "{name}");
        let said = stderr(&output);
        assert!(
            said.contains("cannot open") && said.contains(message),
            "{name}: {said}"
        );
    }
    let output = super::lasca(&["--load", "game.json", "--moves", "c3-d4"]);
    assert_eq!(
        output.status.code(),
        Some(2),
        "--load and --moves exclude each other"
    );
}

#[test]
fn an_unknown_theme_language_or_ui_scale_is_refused_before_any_window() {
    for (args, says) in [
        (
            ["--lang", "xx"],
            "no language `xx` (the game has: en, de, pl)",
        ),
        (
            ["--theme", "neon"],
            "ivory, high-contrast, colour-safe, wood",
        ),
        (["--ui-scale", "300"], "75..=200"),
    ] {
        let output = crate::lasca(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = crate::stderr(&output);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
