use super::*;
use crate::record::Player;

/// The settings file as version 0.1.0 wrote it, every setting away from its default. Never
/// edit it: a new format gets a fixture of its own, and every version reads this one.
const FIXTURE_0_1_0: &str = include_str!("fixtures/settings-0.1.0.json");

/// What [`FIXTURE_0_1_0`] holds.
fn fixture_0_1_0() -> Settings {
    Settings {
        animation_speed: AnimationSpeed::Slow,
        repetition_draw: false,
        players: Players {
            white: Player::ai(7),
            black: Player::Human,
        },
        camera: CameraPreset::Top,
        sound: false,
        ai_delay_seconds: 2.5,
        ai_ply_limit: 200,
        lessons_done: vec!["01-soldiers-step-forward".into(), "02-capturing".into()],
        puzzle_rating: 1234.5,
        puzzles_solved: vec!["p0001".into(), "p0017".into()],
        puzzle_streak: 3,
        online_server: "example.org:9000".into(),
        theme: Theme::ColourSafe,
        language: Some("de".into()),
        ui_scale: 1.25,
        ..Settings::default()
    }
}

/// The settings file as today's format writes it (puzzle history, account, render scale),
/// every setting away from its default. Never edit it: a later format gets a fixture of its own,
/// and every version reads this one.
const FIXTURE_2026_12: &str = include_str!("fixtures/settings-2026-12.json");

/// What [`FIXTURE_2026_12`] holds.
fn fixture_2026_12() -> Settings {
    Settings {
        animation_speed: AnimationSpeed::Instant,
        repetition_draw: false,
        players: Players {
            white: Player::Human,
            black: Player::ai(5),
        },
        camera: CameraPreset::Top,
        sound: false,
        ai_delay_seconds: 1.5,
        ai_ply_limit: 150,
        lessons_done: vec!["01-soldiers-step-forward".into(), "05-officers".into()],
        puzzle_rating: 1612.25,
        puzzle_history: PuzzleHistory {
            start: Some([1234.5, 150.0, 0.06]),
            tries: vec![
                PuzzleTry {
                    id: "p0001".into(),
                    solved: true,
                },
                PuzzleTry {
                    id: "p0042".into(),
                    solved: false,
                },
            ],
        },
        puzzles_solved: vec!["p0001".into()],
        puzzle_streak: 4,
        online_server: "lasca.example.org:443".into(),
        online_account: Some(crate::record::OnlineAccount {
            server: "lasca.example.org:443".into(),
            name: "Lasker".into(),
            cookie: "lasca_session=s3cr3t".into(),
        }),
        theme: Theme::ColourSafe,
        language: Some("pl".into()),
        ui_scale: 1.5,
        render_scale: RenderScale::ThreeQuarters,
        other: serde_json::Map::new(),
    }
}

/// A settings file holding `text` in a folder of its own.
fn file_with(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

#[test]
fn settings_round_trip_and_broken_files_fall_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    assert_eq!(Settings::load(&path), (Settings::default(), None));
    let settings = Settings {
        animation_speed: AnimationSpeed::Instant,
        repetition_draw: false,
        players: Players {
            white: Player::ai(7),
            black: Player::ai(2),
        },
        camera: CameraPreset::Top,
        sound: false,
        ai_delay_seconds: 2.0,
        ai_ply_limit: 200,
        lessons_done: vec!["01-soldiers-step-forward".into()],
        puzzle_rating: 1234.0,
        puzzle_history: PuzzleHistory {
            start: Some([1100.0, 120.0, 0.059]),
            tries: vec![PuzzleTry {
                id: "p0001".into(),
                solved: true,
            }],
        },
        puzzles_solved: vec!["p0001".into()],
        puzzle_streak: 3,
        online_server: "example.org:9000".into(),
        online_account: Some(crate::record::OnlineAccount {
            server: "example.org:9000".into(),
            name: "Lasker".into(),
            cookie: "lasca_session=abc".into(),
        }),
        theme: Theme::ColourSafe,
        language: Some("de".into()),
        ui_scale: 1.5,
        render_scale: RenderScale::ThreeQuarters,
        other: serde_json::Map::new(),
    };
    settings.save(&path).unwrap();
    // The render scale is written as the command line's word.
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(written.contains(r#""render_scale": "0.75""#), "{written}");
    assert_eq!(Settings::load(&path), (settings.clone(), None));
    // A file that is not settings at all gives the defaults.
    for broken in ["{", "[1]", "\u{0}"] {
        std::fs::write(&path, broken).unwrap();
        let (loaded, warning) = Settings::load(&path);
        assert_eq!(loaded, Settings::default(), "{broken}");
        assert!(warning.unwrap().to_string().contains("using defaults"));
    }
    // One bad setting is the default alone (this file once gave the defaults for all).
    std::fs::write(&path, "{\"sound\": 3}").unwrap();
    let (loaded, warning) = Settings::load(&path);
    assert_eq!(loaded, Settings::default());
    let warning = warning.expect("the bad setting is named");
    assert_eq!(warning.fields.len(), 1);
    assert_eq!(warning.fields[0].name, "sound");
    // Unknown and missing fields are fine; numbers are brought into range.
    std::fs::write(
        &path,
        r#"{"sound": false, "future": 1, "ai_delay_seconds": 99}"#,
    )
    .unwrap();
    let (loaded, warning) = Settings::load(&path);
    assert!(warning.is_none());
    assert!(!loaded.sound);
    assert_eq!(loaded.ai_delay_seconds, 5.0);
    // A theme from a newer version reads as the first; a silly scale comes back in range.
    std::fs::write(
        &path,
        r#"{"theme": "neon", "ui_scale": 40, "language": "de"}"#,
    )
    .unwrap();
    let (loaded, warning) = Settings::load(&path);
    assert!(warning.is_none());
    assert_eq!(loaded.theme, Theme::Ivory);
    assert_eq!(loaded.ui_scale, 2.0);
    assert_eq!(loaded.language.as_deref(), Some("de"));
    std::fs::write(&path, r#"{"theme": "wood"}"#).unwrap();
    assert_eq!(Settings::load(&path).0.theme, Theme::Wood);
}

#[test]
fn one_bad_setting_keeps_every_other_one_and_the_warning_names_it() {
    let expected = fixture_0_1_0();
    for (name, bad) in [
        ("sound", "3"),
        ("animation_speed", "\"warp\""),
        ("repetition_draw", "\"yes\""),
        ("camera", "7"),
        ("ai_delay_seconds", "\"slow\""),
        ("ai_ply_limit", "-1"),
        ("puzzle_streak", "1.5"),
        ("online_server", "null"),
        ("theme", "[]"),
        ("language", "2"),
        ("ui_scale", "\"big\""),
        ("render_scale", "\"0.3\""),
        ("players", "\"human\""),
        ("lessons_done", "\"all\""),
        ("puzzle_rating", "\"high\""),
        ("puzzles_solved", "{}"),
    ] {
        let mut json: serde_json::Value = serde_json::from_str(FIXTURE_0_1_0).unwrap();
        json[name] = serde_json::from_str(bad).unwrap();
        let (_dir, path) = file_with(&json.to_string());
        let (loaded, warning) = Settings::load(&path);
        let warning = warning.unwrap_or_else(|| panic!("{name} = {bad} is not named"));
        assert_eq!(
            warning
                .fields
                .iter()
                .map(|f| f.name.as_str())
                .collect::<Vec<_>>(),
            [name],
            "{name} = {bad}"
        );
        assert!(warning.broken && !warning.whole_file());
        let text = warning.to_string();
        assert!(
            text.contains(name) && text.contains("every other setting is kept"),
            "{text}"
        );
        // That setting alone is the default; the lessons and the rating stay unless they were
        // the bad one.
        let mut wanted = serde_json::to_value(&expected).unwrap();
        wanted[name] = serde_json::to_value(Settings::default()).unwrap()[name].take();
        assert_eq!(
            serde_json::to_value(&loaded).unwrap(),
            wanted,
            "{name} = {bad}"
        );
        if name != "lessons_done" {
            assert_eq!(loaded.lessons_done, expected.lessons_done, "{name}");
        }
        if name != "puzzle_rating" {
            assert_eq!(loaded.puzzle_rating, 1234.5, "{name}");
        }
    }
}

#[test]
fn a_bad_side_or_list_entry_costs_only_itself() {
    let (_dir, path) = file_with(
        r#"{"players": {"white": "ai:9", "black": "ai:5"},
            "lessons_done": ["01-soldiers-step-forward", 7, "02-capturing"],
            "puzzle_rating": 1500, "puzzles_solved": ["p0003"]}"#,
    );
    let (loaded, warning) = Settings::load(&path);
    let warning = warning.unwrap();
    let names: Vec<&str> = warning.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["players.white", "lessons_done[1]"]);
    assert!(
        warning.error.contains("players.white: "),
        "{}",
        warning.error
    );
    assert_eq!(loaded.players.white, Players::default().white);
    assert_eq!(loaded.players.black, Player::ai(5));
    assert_eq!(
        loaded.lessons_done,
        ["01-soldiers-step-forward", "02-capturing"]
    );
    assert_eq!(loaded.puzzle_rating, 1500.0);
    assert_eq!(loaded.puzzles_solved, ["p0003"]);
}

#[test]
fn a_file_with_a_bad_setting_is_kept_aside_before_the_first_save() {
    let text = FIXTURE_0_1_0.replace("\"sound\": false", "\"sound\": \"off\"");
    let (dir, path) = file_with(&text);
    let (mut loaded, warning) = Settings::load(&path);
    let aside = dir.path().join("settings.damaged.json");
    assert_eq!(warning.unwrap().kept, Ok(aside.clone()));
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), text);
    // The file itself stays until a save replaces it; the copy outlives that save.
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    loaded.sound = false;
    loaded.save(&path).unwrap();
    assert_eq!(Settings::load(&path), (fixture_0_1_0(), None));
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), text);
}

#[test]
fn a_broken_file_is_kept_aside_before_the_first_save_and_the_warning_says_where() {
    let broken = &FIXTURE_0_1_0[..FIXTURE_0_1_0.len() / 2];
    let (dir, path) = file_with(broken);
    let (loaded, warning) = Settings::load(&path);
    assert_eq!(loaded, Settings::default());
    let warning = warning.unwrap();
    assert!(warning.broken && warning.whole_file());
    let aside = dir.path().join("settings.damaged.json");
    assert_eq!(warning.kept, Ok(aside.clone()));
    assert!(
        warning.to_string().contains(&aside.display().to_string()),
        "{warning}"
    );
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), broken);
    loaded.save(&path).unwrap();
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), broken);

    // The same file read again reuses its copy; another broken file does not overwrite it.
    std::fs::write(&path, broken).unwrap();
    assert_eq!(Settings::load(&path).1.unwrap().kept, Ok(aside.clone()));
    std::fs::write(&path, "[]").unwrap();
    let second = dir.path().join("settings.damaged-2.json");
    assert_eq!(Settings::load(&path).1.unwrap().kept, Ok(second.clone()));
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), broken);
    assert_eq!(std::fs::read_to_string(&second).unwrap(), "[]");
}

#[test]
fn a_file_that_cannot_be_read_is_moved_aside() {
    // A folder where the file belongs cannot be read as one, whoever runs the tests.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    std::fs::create_dir(&path).unwrap();
    let (loaded, warning) = Settings::load(&path);
    assert_eq!(loaded, Settings::default());
    let warning = warning.unwrap();
    assert!(!warning.broken, "{warning}");
    let aside = dir.path().join("settings.damaged.json");
    assert_eq!(warning.kept, Ok(aside.clone()));
    assert!(aside.is_dir() && !path.exists());
    assert!(warning.to_string().starts_with("cannot read settings"));
}

#[test]
fn settings_this_version_does_not_know_are_written_back() {
    let (_dir, path) = file_with(r#"{"sound": false, "opening_book": [1, 2], "future": {"a": 1}}"#);
    let (loaded, warning) = Settings::load(&path);
    assert!(warning.is_none());
    loaded.save(&path).unwrap();
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(written["opening_book"], serde_json::json!([1, 2]));
    assert_eq!(written["future"], serde_json::json!({"a": 1}));
    assert_eq!(written["sound"], serde_json::json!(false));
    assert_eq!(Settings::load(&path), (loaded, None));
}

#[test]
fn the_0_1_0_settings_file_reads_with_every_setting() {
    let (_dir, path) = file_with(FIXTURE_0_1_0);
    assert_eq!(Settings::load(&path), (fixture_0_1_0(), None));
    // The fixture is what 0.1.0 wrote: every one of its settings, none more.
    let json: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(FIXTURE_0_1_0).unwrap();
    let keys: Vec<&str> = json.keys().map(String::as_str).collect();
    let mut sorted_keys = keys.clone();
    sorted_keys.sort_unstable();
    assert_eq!(
        sorted_keys,
        [
            "ai_delay_seconds",
            "ai_ply_limit",
            "animation_speed",
            "camera",
            "language",
            "lessons_done",
            "online_server",
            "players",
            "puzzle_rating",
            "puzzle_streak",
            "puzzles_solved",
            "repetition_draw",
            "sound",
            "theme",
            "ui_scale",
        ]
    );
    // Each setting is read from the file: without it, the settings read differ.
    for key in keys {
        let mut without = json.clone();
        without.remove(key);
        let (_dir, path) = file_with(&serde_json::Value::Object(without).to_string());
        let (loaded, warning) = Settings::load(&path);
        assert!(warning.is_none());
        assert_ne!(loaded, fixture_0_1_0(), "{key} is not read");
    }
}

#[test]
fn todays_settings_file_reads_with_every_setting_and_is_written_the_same() {
    let (dir, path) = file_with(FIXTURE_2026_12);
    assert_eq!(Settings::load(&path), (fixture_2026_12(), None));
    // Every setting of today's format is in the fixture, away from its default, and read.
    let json: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(FIXTURE_2026_12).unwrap();
    let defaults = serde_json::to_value(Settings::default()).unwrap();
    let defaults = defaults.as_object().unwrap();
    let mut keys: Vec<&str> = json.keys().map(String::as_str).collect();
    keys.sort_unstable();
    let mut every: Vec<&str> = defaults.keys().map(String::as_str).collect();
    every.sort_unstable();
    assert_eq!(keys, every, "the fixture holds every setting");
    for key in &keys {
        assert_ne!(json[*key], defaults[*key], "{key} is at its default");
        let mut without = json.clone();
        without.remove(*key);
        let (_dir, path) = file_with(&serde_json::Value::Object(without).to_string());
        let (loaded, warning) = Settings::load(&path);
        assert!(warning.is_none());
        assert_ne!(loaded, fixture_2026_12(), "{key} is not read");
    }
    // Saved again, it is the same file, byte for byte.
    fixture_2026_12().save(&path).unwrap();
    let written = std::fs::read_to_string(&path).unwrap();
    assert_eq!(written, FIXTURE_2026_12);
    drop(dir);
}

#[test]
fn a_full_set_of_copies_reads_as_before() {
    let full = KeepAsideError::Full {
        most: 100,
        stem: "settings".to_owned(),
    };
    assert_eq!(
        full.to_string(),
        "100 damaged copies are there already (settings.damaged-100.json)"
    );
}

#[test]
fn a_rating_from_before_glicko_is_carried_over() {
    use lasca_ai::glicko::MAX_DEVIATION;
    // 0.1.0 kept the number alone: it starts the history, surer than a newcomer's.
    let (loaded, _) = Settings::load(&file_with(FIXTURE_0_1_0).1);
    assert_eq!(loaded.puzzle_history, PuzzleHistory::default());
    let start = loaded.puzzle_history.start_rating(loaded.puzzle_rating);
    assert_eq!((start.rating, start.deviation), (1234.5, CARRIED_DEVIATION));
    let newcomer = PuzzleHistory::default().start_rating(START_PUZZLE_RATING);
    assert_eq!(newcomer.deviation, MAX_DEVIATION);
    // A history that does not read is left out alone (the number stays).
    let (loaded, problem) =
        Settings::load(&file_with(r#"{"puzzle_rating": 1300, "puzzle_history": {"tries": 3}}"#).1);
    assert_eq!(loaded.puzzle_rating, 1300.0);
    assert_eq!(loaded.puzzle_history, PuzzleHistory::default());
    assert!(problem.is_some());
}
