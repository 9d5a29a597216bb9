//! The sandbox: the variants' own moves on tall columns, and the same play as a game's
//! wherever the game's columns fit.

use lasca_rules::{
    Colour, Game, GamePosition, Man, Position, Position8, SANDBOX_MEN, Sandbox, SandboxBoard,
    SandboxError, TallColumn, Variant8, perft,
};

/// A tiny seeded generator, so the games are the same on every run.
fn next(state: &mut u64) -> usize {
    *state = state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    (*state >> 33) as usize
}

/// Every square's men, the same in the sandbox as in the game's position.
fn same_men<P: SandboxBoard>(sandbox: &Sandbox<P>, position: &P) -> bool {
    (0..P::SQUARES).all(|index| {
        sandbox
            .column(index)
            .men()
            .eq(position.column_at(index).men())
    })
}

/// Random games of `start`'s variant, played in a game and in its sandbox side by side.
fn plays_like_the_game<P: SandboxBoard>(start: P, games: u64) {
    for seed in 0..games {
        let mut state = seed + 1;
        let mut game = Game::from_position(start, Default::default());
        let mut sandbox = Sandbox::from_position(&start);
        while game.outcome().is_none() && game.ply() < 200 {
            let moves = game.legal_moves();
            assert_eq!(&*sandbox.legal_moves(), &*moves, "{sandbox}");
            let mv = moves[next(&mut state) % moves.len()];
            game.try_play(mv).expect("a generated move is legal");
            sandbox
                .try_play(mv)
                .expect("the game's move is legal in the sandbox");
            assert!(same_men(&sandbox, game.position()), "after {mv}: {sandbox}");
            assert_eq!(sandbox.side_to_move(), game.position().side_to_move());
        }
        let text = sandbox.to_string();
        assert_eq!(text.parse::<Sandbox<P>>().as_ref(), Ok(&sandbox), "{text}");
    }
}

#[test]
fn a_sandbox_of_a_game_position_plays_as_the_game_in_every_variant() {
    plays_like_the_game(Position::start(), 12);
    plays_like_the_game(Position8::start(Variant8::Lasca8), 12);
    // Bashni: flying kings and promotions in the middle of a capture included.
    plays_like_the_game(Position8::start(Variant8::Bashni), 12);
}

#[test]
fn tall_columns_stack_past_a_games_limits() {
    // Forty black men under one white man on e3, and a black man that jumps it.
    let text = format!("sandbox-lasca8: b e3:w{} f4:b a1:w", "b".repeat(40));
    let sandbox: Sandbox<Position8> = text.parse().expect("a sandbox");
    assert_eq!(sandbox.men_in_all(), 43);
    let mv = sandbox.legal_moves()[0];
    assert_eq!(mv.to_string(), "f4xd2");
    let after = sandbox.after_unchecked(mv);
    // The guard is taken: 40 black men are free on e3, the white man a prisoner on d2.
    let freed = after.column_at("e3").expect("a square");
    assert_eq!((freed.height(), freed.count(Colour::Black)), (40, 40));
    let captor = after.column_at("d2").expect("a square");
    assert_eq!(
        captor.men().collect::<Vec<_>>(),
        [Man::soldier(Colour::Black), Man::soldier(Colour::White)]
    );
    // Any mix of colours in one column: what a game's position refuses.
    let mixed: Sandbox = "sandbox-lasca7: w d4:wbwbwbWB"
        .parse()
        .expect("a mixed column");
    assert_eq!(mixed.column_at("d4").map(TallColumn::height), Some(8));
    assert!("w d4:wbwb".parse::<Position>().is_err());
}

#[test]
fn a_tall_column_is_jumped_one_man_at_a_time_in_bashni() {
    // A bashni king jumps a 30-man black column from afar; the column loses only its
    // commander, and its next man commands it.
    let text = format!("sandbox-bashni: w a1:W d4:b{} h8:b", "w".repeat(29));
    let sandbox: Sandbox<Position8> = text.parse().expect("a sandbox");
    let moves: Vec<String> = sandbox
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(moves.contains(&"a1xe5".to_owned()), "{moves:?}");
    let mv = *sandbox
        .legal_moves()
        .iter()
        .find(|m| m.to_string() == "a1xe5")
        .expect("a1xe5");
    let after = sandbox.after_unchecked(mv);
    let rest = after.column_at("d4").expect("a square");
    assert_eq!(rest.height(), 29);
    assert_eq!(rest.commander(), Some(Man::soldier(Colour::White)));
    // White now commands d4 too: the shadow knows.
    assert!(after.shadow().commanded_by(Colour::White).len() == 2);
}

#[test]
fn bad_sandbox_strings_say_why() {
    let too_many = format!("sandbox-lasca7: w d4:{} e5:b", "w".repeat(SANDBOX_MEN));
    assert_eq!(
        too_many.parse::<Sandbox>(),
        Err(SandboxError::TooManyMen(101))
    );
    for (text, why) in [
        ("w d4:w", "begins with sandbox-"),
        ("sandbox-dama: w d4:w", "not a sandbox of this board"),
        ("sandbox-bashni: w d4:w", "not a sandbox of this board"),
        ("sandbox-lasca7: x d4:w", "side to move"),
        ("sandbox-lasca7: w h8:w", "not a column"),
        ("sandbox-lasca7: w d4:wq", "not a column"),
        ("sandbox-lasca7: w d4:w d4:b", "named twice"),
    ] {
        let error = text.parse::<Sandbox>().expect_err(text).to_string();
        assert!(error.contains(why), "{text}: {error}");
    }
    assert!(
        "sandbox-lasca8: w h8:w"
            .parse::<Sandbox<Position8>>()
            .is_ok()
    );
}

#[test]
fn the_sandbox_strings_of_rules_md_read_back() {
    let rules =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/RULES.md"))
            .expect("docs/RULES.md");
    let examples: Vec<&str> = rules
        .lines()
        .filter(|line| line.starts_with("sandbox-"))
        .collect();
    assert_eq!(examples.len(), 2, "{examples:?}");
    for text in examples {
        let round = if text.starts_with("sandbox-lasca7:") {
            text.parse::<Sandbox>().map(|s| s.to_string())
        } else {
            text.parse::<Sandbox<Position8>>().map(|s| s.to_string())
        };
        assert_eq!(round.as_deref(), Ok(text));
    }
}

#[test]
fn a_sandbox_counts_the_variants_perft() {
    let seven = Position::start();
    assert_eq!(perft(&Sandbox::from_position(&seven), 6), perft(&seven, 6));
    for variant in Variant8::ALL {
        let start = Position8::start(variant);
        assert_eq!(perft(&Sandbox::from_position(&start), 6), perft(&start, 6));
    }
    // And from a tricky 8x8 position of docs/RULES.md (perft 1 to 4: 2 11 84 723).
    let tricky = Position8::parse_board(
        Variant8::Bashni,
        "w a1:W g1:w c3:b e3:b d6:b f6:w b8:b h8:B",
    )
    .expect("a position");
    let counts: Vec<u64> = (1..=4)
        .map(|d| perft(&Sandbox::from_position(&tricky), d))
        .collect();
    assert_eq!(counts, [2, 11, 84, 723]);
}
