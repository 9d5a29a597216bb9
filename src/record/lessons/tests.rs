use super::*;

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
    let m = |s: &str| s.parse::<Move>().unwrap();
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
    let p: Position = "w c3:w d4:bw".parse().unwrap();
    let e = effects_of(&p, "c3xe5".parse().unwrap());
    assert_eq!((e.taken, e.freed, e.promoted, e.wins), (1, 1, false, true));
    let p: Position = "w b6:w d6:Bb".parse().unwrap();
    let e = effects_of(&p, "b6-c7".parse().unwrap());
    assert!(e.promoted && e.taken == 0 && !e.wins);
    let p: Position = "w a5:w b6:B".parse().unwrap();
    let e = effects_of(&p, "a5xc7".parse().unwrap());
    assert_eq!((e.taken, e.officers_taken, e.promoted), (1, 1, true));
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
    assert_eq!(builtin().len(), names.len());
}

/// The package's folder where the tests run: cargo says so at run time. The folder baked in at
/// build time may be another, when a cached build moved with its workspace.
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || env!("CARGO_MANIFEST_DIR").into(),
        std::path::PathBuf::from,
    )
}
