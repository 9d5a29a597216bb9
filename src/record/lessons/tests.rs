use super::*;
use lasca_rules::Move;

const GOOD: &str = "\
# a comment
lesson: Steps
about: How soldiers move.

step: Forward
position: w c3:w e5:b
say: A soldier steps forward.
task: Step forward.
goal: move
solution: c3-d4
solution: c3-b4 e5-d4 b4-c5

step: Take it
position: w c3:w d4:b
say: Jump it.
task: Capture.
goal: capture
solution: c3xe5
done: Well done.
";

#[test]
fn a_lesson_reads_with_its_steps_and_lines() {
    let lesson = parse_lesson("01-steps", GOOD).unwrap();
    assert_eq!(lesson.title, "Steps");
    assert_eq!(lesson.steps.len(), 2);
    let step = &lesson.steps[0];
    assert_eq!(step.line, 5);
    assert_eq!(step.solutions.len(), 2);
    let m = |s: &str| -> AnyMove { s.parse::<Move>().unwrap().into() };
    assert!(step.accepts(&[], m("c3-d4")));
    assert!(step.accepts(&[], m("c3-b4")));
    assert!(!step.accepts(&[], m("e5-d4")));
    assert_eq!(step.next_move(&[m("c3-b4")]), Some(m("e5-d4")));
    assert!(step.is_solved(&[m("c3-d4")]));
    assert!(!step.is_solved(&[m("c3-b4")]));
    assert_eq!(lesson.steps[1].done.as_deref(), Some("Well done."));
    assert!(check_lesson(&lesson).is_empty());
}

#[test]
fn an_illegal_solution_is_named_by_file_line_and_step() {
    let bad = GOOD.replace("solution: c3xe5", "solution: c3-b4");
    let error = parse_lesson("02-bad", &bad).unwrap_err();
    assert_eq!(error.line, 18);
    assert_eq!(error.step.as_deref(), Some("Take it"));
    let text = error.to_string();
    assert!(
        text.starts_with("02-bad.lesson, line 18, step \"Take it\""),
        "{text}"
    );
    assert!(text.contains("capture is compulsory"), "{text}");
}

#[test]
fn every_mistake_of_form_is_caught() {
    let cases = [
        (
            GOOD.replace("goal: move", "goal: fly"),
            "unknown goal `fly`",
        ),
        (
            GOOD.replace("position: w c3:w d4:b", "position: w c3:x"),
            "bad position",
        ),
        (GOOD.replace("task: Capture.\n", ""), "no `task:`"),
        (GOOD.replace("say: Jump it.\n", ""), "no `say:`"),
        (
            GOOD.replace("solution: c3-d4\n", "solution: c3-d4 e5xc3\n"),
            "odd number",
        ),
        (
            GOOD.replace("done: Well", "colour: Well"),
            "unknown key `colour:`",
        ),
        (
            GOOD.replace("lesson: Steps", "lesson: Steps\nlesson: Again"),
            "given twice",
        ),
        (GOOD.replace("about: How soldiers move.", ""), "no `about:`"),
        (
            GOOD.replace("say: A soldier", "say A soldier"),
            "expected `key: value`",
        ),
        (
            GOOD.replace("position: w c3:w e5:b", "position: w e5:b"),
            "no legal move",
        ),
    ];
    for (text, expected) in cases {
        let error = parse_lesson("x", &text).unwrap_err().to_string();
        assert!(
            error.contains(expected),
            "expected {expected:?} in {error:?}"
        );
    }
}

#[test]
fn a_solution_that_misses_its_goal_fails_the_check() {
    let wrong = GOOD.replace("goal: move", "goal: promote");
    let lesson = parse_lesson("03-wrong", &wrong).unwrap();
    let errors = check_lesson(&lesson);
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0].to_string().contains("step \"Forward\""),
        "{}",
        errors[0]
    );
    // A win that is not a block, and a best move the engine does not share.
    let win = "lesson: W\nabout: A.\nstep: S\nposition: w c3:w d4:b\nsay: x\ntask: y\n\
               goal: block\nsolution: c3xe5\n";
    let lesson = parse_lesson("04", win).unwrap();
    assert!(check_lesson(&lesson)[0].message.contains("not by a block"));
    let best = "lesson: B\nabout: A.\nstep: S\nposition: w c3:w g7:b\nsay: x\ntask: y\n\
                goal: best\nsolution: c3-b4\n";
    let lesson = parse_lesson("05", best).unwrap();
    let errors = check_lesson(&lesson);
    assert!(
        errors[0].message.contains("not clearly worse"),
        "{errors:?}"
    );
}

#[test]
fn effects_name_what_a_move_takes_frees_and_promotes() {
    let effects = |position: &str, mv: &str| {
        let position = AnyPosition::parse(position).unwrap();
        effects_of(&position, position.parse_move(mv).unwrap())
    };
    let e = effects("w c3:w d4:bw", "c3xe5");
    assert_eq!((e.taken, e.freed, e.promoted, e.wins), (1, 1, false, true));
    let e = effects("w b6:w d6:Bb", "b6-c7");
    assert!(e.promoted && e.taken == 0 && !e.wins);
    let e = effects("w a5:w b6:B", "a5xc7");
    assert_eq!((e.taken, e.officers_taken, e.promoted), (1, 1, true));
    // Bashni: a flying king's capture takes what lies on its diagonal, and a man crowned in
    // the middle of a capture is promoted by it.
    let e = effects("bashni: w a1:W d4:b h8:b c7:b", "a1xe5xb8");
    assert_eq!((e.taken, e.promoted), (2, false));
    let e = effects("bashni: w d6:w e7:b g7:b a1:b", "d6xf8xh6");
    assert_eq!((e.taken, e.promoted), (2, true));
    // An illegal move does nothing.
    assert_eq!(effects("w c3:w e5:b", "c3-b2"), Effects::default());
}

/// The lesson test: every file of `assets/lessons/` reads, every solution line is legal, and
/// every step's goal is proved; the game ships exactly these files.
#[test]
fn every_shipped_lesson_reads_and_solves() {
    let dir = manifest_dir().join("assets/lessons");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".lesson"))
        .collect();
    names.sort();
    let mut errors = Vec::new();
    for name in &names {
        let id = name.trim_end_matches(".lesson");
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        match parse_lesson(id, &text) {
            Ok(lesson) => errors.extend(check_lesson(&lesson)),
            Err(error) => errors.push(error),
        }
    }
    let failures: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(
        failures.is_empty(),
        "lessons that fail:\n{}",
        failures.join("\n")
    );
    assert!(names.len() >= 12, "only {} lessons", names.len());
    let shipped: Vec<String> = BUILTIN
        .iter()
        .map(|(id, _)| format!("{id}.lesson"))
        .collect();
    assert_eq!(shipped, names, "the game ships every lesson file");
    assert_eq!(builtin("en").len(), names.len());
}

/// A lesson file's lines that are not blank or comments, as `(line number, key, value)`.
fn keyed_lines(text: &str) -> Vec<(usize, &str, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(number, line)| {
            let (key, value) = line.split_once(':').unwrap_or((line, ""));
            (number, key.trim(), value.trim())
        })
        .collect()
}

/// Every language folder of `assets/lessons/` (`de`), sorted, and the `.lesson` files of `dir`.
fn lesson_folders(dir: &std::path::Path) -> (Vec<String>, Vec<String>) {
    let mut folders = Vec::new();
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().into_string().unwrap();
        if entry.path().is_dir() {
            folders.push(name);
        } else if name.ends_with(".lesson") {
            files.push(name);
        }
    }
    folders.sort();
    files.sort();
    (folders, files)
}

/// The translation test: every language folder of `assets/lessons/` has exactly the English
/// files, each reads, and differs from its English lesson in nothing but words: the same keys in
/// the same order, every data line (`position:`, `goal:`, `solution:`) the same, and so the same
/// steps, positions, goals and solutions. The game ships exactly these files.
#[test]
fn every_translation_is_its_english_lesson_in_other_words() {
    let dir = manifest_dir().join("assets/lessons");
    let (codes, english) = lesson_folders(&dir);
    assert!(codes.contains(&"de".to_owned()), "no German lessons");
    assert!(codes.contains(&"pl".to_owned()), "no Polish lessons");
    let mut failures = Vec::new();
    for code in &codes {
        let (_, names) = lesson_folders(&dir.join(code));
        assert_eq!(
            names, english,
            "{code}: the lesson files differ from the English ones"
        );
        for name in &names {
            let id = name.trim_end_matches(".lesson");
            let original = std::fs::read_to_string(dir.join(name)).unwrap();
            let text = std::fs::read_to_string(dir.join(code).join(name)).unwrap();
            let (ours, theirs) = (keyed_lines(&original), keyed_lines(&text));
            if ours.len() != theirs.len() {
                failures.push(format!(
                    "{code}/{name}: {} lines, the English has {}",
                    theirs.len(),
                    ours.len()
                ));
            }
            for ((_, key, value), (number, their_key, their_value)) in ours.iter().zip(&theirs) {
                let data = !TEXT_KEYS.contains(key);
                if key != their_key || (data && value != their_value) {
                    failures.push(format!(
                        "{code}/{name}, line {number}: `{their_key}: {their_value}` where the \
                         English has `{key}: {value}`"
                    ));
                    break;
                }
            }
            let lesson = match parse_lesson(id, &text) {
                Ok(lesson) => lesson,
                Err(error) => {
                    failures.push(format!("{code}/{error}"));
                    continue;
                }
            };
            let reference = parse_lesson(id, &original).unwrap();
            assert_eq!(lesson.steps.len(), reference.steps.len(), "{code}/{name}");
            for (step, english) in lesson.steps.iter().zip(&reference.steps) {
                let same = step.position == english.position
                    && step.goal == english.goal
                    && step.solutions == english.solutions
                    && step.say.len() == english.say.len()
                    && step.hint.is_some() == english.hint.is_some()
                    && step.done.is_some() == english.done.is_some();
                if !same {
                    failures.push(format!(
                        "{code}/{name}, step \"{}\": not the English step",
                        step.title
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "translations that differ in more than words:\n{}",
        failures.join("\n")
    );
    let shipped: Vec<(String, Vec<String>)> = TRANSLATIONS
        .iter()
        .map(|(code, files)| {
            let names = files.iter().map(|(id, _)| format!("{id}.lesson")).collect();
            ((*code).to_owned(), names)
        })
        .collect();
    let on_disk: Vec<(String, Vec<String>)> = codes
        .iter()
        .map(|code| (code.clone(), english.clone()))
        .collect();
    assert_eq!(shipped, on_disk, "the game ships every translation");
}

/// A translation is translated: an untranslated copy (or a lesson half done) fails, naming the
/// lines that are still the English ones.
#[test]
fn translations_translate_the_words() {
    for (code, files) in TRANSLATIONS {
        for (id, text) in *files {
            let original = BUILTIN.iter().find(|(name, _)| name == id).unwrap().1;
            let words = |text: &'static str| -> Vec<(usize, &'static str)> {
                keyed_lines(text)
                    .into_iter()
                    .filter(|(_, key, _)| TEXT_KEYS.contains(key))
                    .map(|(number, _, value)| (number, value))
                    .collect()
            };
            let (ours, theirs) = (words(original), words(text));
            let same: Vec<String> = ours
                .iter()
                .zip(&theirs)
                .filter(|((_, a), (_, b))| a == b)
                .map(|(_, (number, value))| format!("line {number}: {value}"))
                .collect();
            assert!(
                same.len() * 10 <= theirs.len(),
                "{code}/{id}.lesson: {} of {} lines are the English ones:\n{}",
                same.len(),
                theirs.len(),
                same.join("\n")
            );
        }
    }
}

/// The lessons come in the language asked, with the English ids; a language without the file,
/// or not shipped at all, gets English; `localise` turns a list over and leaves other lessons.
#[test]
fn shipped_lessons_come_in_the_language_asked() {
    let english = builtin("en");
    let german = builtin("de");
    let ids = |lessons: &[Lesson]| lessons.iter().map(|l| l.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&german), ids(&english));
    assert_eq!(german[0].id, "01-soldiers-step-forward");
    assert_eq!(german[0].title, "Soldaten ziehen vorwärts");
    assert_eq!(english[0].title, "Soldiers step forward");
    assert_eq!(
        builtin("xx"),
        english,
        "a language not shipped falls back to English"
    );
    let first = BUILTIN[0].0;
    assert!(
        builtin_text(first, "de")
            .unwrap()
            .contains("lesson: Soldaten")
    );
    assert_eq!(builtin_text(first, "xx"), Some(BUILTIN[0].1));
    assert_eq!(builtin_text("no-such-lesson", "de"), None);

    let own = parse_lesson("puzzle", GOOD).unwrap();
    let mut open = english.clone();
    open.push(own.clone());
    localise(&mut open, "de");
    assert_eq!(open[..german.len()], german[..]);
    assert_eq!(
        open.last(),
        Some(&own),
        "a lesson not shipped stays as it is"
    );
    localise(&mut open, "en");
    assert_eq!(open[..english.len()], english[..]);
}

/// Every Polish lesson reads, has its English lesson's steps (positions, goals and solutions, which
/// the English lesson's check proves solvable) and speaks Polish.
#[test]
fn the_polish_lessons_are_the_english_ones_in_polish() {
    let english = builtin("en");
    let polish = builtin("pl");
    assert_eq!(polish.len(), BUILTIN.len(), "every Polish lesson reads");
    for (id, _) in BUILTIN {
        let text = builtin_text(id, "pl").unwrap();
        assert!(parse_lesson(id, text).is_ok(), "pl/{id}.lesson reads");
        assert_ne!(
            text,
            builtin_text(id, "en").unwrap(),
            "pl/{id}.lesson is translated"
        );
    }
    for (ours, theirs) in polish.iter().zip(&english) {
        assert_eq!(ours.id, theirs.id);
        assert_ne!(ours.title, theirs.title, "{}", ours.id);
        assert_eq!(ours.steps.len(), theirs.steps.len(), "{}", ours.id);
        for (step, reference) in ours.steps.iter().zip(&theirs.steps) {
            assert_eq!(step.position, reference.position, "{}", ours.id);
            assert_eq!(step.goal, reference.goal, "{}", ours.id);
            assert_eq!(step.solutions, reference.solutions, "{}", ours.id);
        }
    }
    assert_eq!(polish[0].title, "Żołnierze idą naprzód");
    assert_eq!(polish[4].title, "Bicie obowiązkowe");
    let words: String = polish
        .iter()
        .flat_map(|l| l.steps.iter())
        .flat_map(|s| s.say.iter())
        .cloned()
        .collect();
    for term in ["kolumn", "żołnierz", "oficer", "dowódc", "jeń", "bici"] {
        assert!(words.contains(term), "the lessons say {term}");
    }
}

/// The package's folder where the tests run: cargo says so at run time. The folder baked in at
/// build time may be another, when a cached build moved with its workspace.
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || env!("CARGO_MANIFEST_DIR").into(),
        std::path::PathBuf::from,
    )
}

/// The teaching check: every shipped lesson, English and translated, gives a choice where it
/// is not marked `forced: yes`, and scripts only forced or only-good replies.
#[test]
fn every_shipped_lesson_teaches_with_choices_and_forced_replies() {
    let mut failures = Vec::new();
    for (id, text) in BUILTIN {
        failures.extend(check_lesson_text(id, text));
    }
    for (code, files) in TRANSLATIONS {
        for (id, text) in *files {
            failures.extend(check_lesson_text(id, text).into_iter().map(|mut error| {
                error.lesson = format!("{code}/{}", error.lesson);
                error
            }));
        }
    }
    let failures: Vec<String> = failures.iter().map(ToString::to_string).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A one-step lesson around `body` (the step's keys after `position:`).
fn one_step(position: &str, body: &str) -> String {
    format!("lesson: L\nabout: a\n\nstep: S\nposition: {position}\nsay: s\ntask: t\n{body}")
}

#[test]
fn a_step_without_a_choice_or_with_an_unforced_reply_fails_the_teaching_check() {
    // A single legal move: a mistake unless the step says so.
    let single = one_step("w c3:w d4:b", "goal: capture\nsolution: c3xe5\n");
    let errors = check_lesson_text("01-x", &single);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].message.contains("single legal move (c3xe5)"),
        "{}",
        errors[0]
    );
    let marked = one_step(
        "w c3:w d4:b",
        "goal: capture\nforced: yes\nsolution: c3xe5\n",
    );
    assert!(check_lesson_text("01-x", &marked).is_empty());
    // Marked forced with a choice is a mistake too, and so is a mark that is not yes or no.
    let wrongly = one_step("w c3:w e5:b", "goal: move\nforced: yes\nsolution: c3-d4\n");
    let errors = check_lesson_text("01-x", &wrongly);
    assert!(
        errors.iter().any(|e| e
            .message
            .contains("marked `forced: yes` but the player has 2")),
        "{errors:?}"
    );
    let unread = one_step(
        "w c3:w e5:b",
        "goal: move\nforced: maybe\nsolution: c3-d4\n",
    );
    let error = parse_lesson("01-x", &unread).unwrap_err();
    assert!(error.message.contains("`yes` or `no`"), "{error}");
    // GOOD's first step scripts e5-d4 where e5-f4 is as good for Black.
    let errors = check_lesson_text("01-steps", GOOD);
    assert!(
        errors.iter().any(|e| e.step.as_deref() == Some("Forward")
            && e.message
                .contains("the scripted reply e5-d4 (move 2 of `c3-b4 e5-d4 b4-c5`)")
            && e.message.contains("not the opponent's only good move")),
        "{errors:?}"
    );
    // The old lesson 10 step 2: after e3xc5 Black has three replies, and the scripted b4-c3
    // is his worst.
    let unforced = one_step(
        "w e3:w d4:bW b4:b g7:b",
        "goal: capture\nforced: yes\nsolution: e3xc5 b4-c3 d4xb2\n",
    );
    let errors = check_lesson_text("10-x", &unforced);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0]
            .message
            .contains("the scripted reply b4-c3 (move 2")
            && errors[0].message.contains("is not the opponent's best"),
        "{}",
        errors[0]
    );
}
