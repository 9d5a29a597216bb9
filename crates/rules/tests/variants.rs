//! The 8x8 variants of `shared/RULES-variants.md`, `lasca8` and `bashni`: each rule on a small
//! diagram, perft from `tests/data/variants-perft.txt`, the contract's cross-check without
//! stacking (English checkers and Russian draughts), and a second, plain implementation of the
//! contract (the `slow` module below) that must agree with the crate's on positions of random
//! games and random boards.

use lasca_rules::{
    Colour, IllegalMove, Move8, ParseSquareError, Position8, PositionError, START8, Variant,
    Variant8, perft, perft_divide, perft_without_stacking,
};

fn pos(text: &str) -> Position8 {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves of a position string, sorted in byte order.
fn moves(text: &str) -> Vec<String> {
    let mut names: Vec<String> = pos(text)
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    names.sort();
    names
}

/// The position string after a checked move.
fn after(text: &str, mv: &str) -> String {
    let mut position = pos(text);
    position
        .try_play(mv.parse().unwrap())
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    position.to_string()
}

/// The same board under both variants' rules.
fn both(board: &str) -> [Vec<String>; 2] {
    Variant8::ALL.map(|variant| moves(&format!("{variant}: {board}")))
}

#[test]
fn both_variants_start_alike() {
    let start = [
        "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4",
    ];
    for variant in Variant8::ALL {
        let position = Position8::start(variant);
        assert_eq!(position.to_string(), format!("{variant}: {START8}"));
        assert_eq!(moves(&position.to_string()), start);
        assert_eq!(position.men_count(Colour::Black), 12);
    }
}

#[test]
fn variant_names_and_prefixes() {
    assert_eq!(Variant::default(), Variant::Lasca7);
    for (name, variant) in [
        ("lasca7", Variant::Lasca7),
        ("lasca8", Variant::Lasca8),
        ("bashni", Variant::Bashni),
    ] {
        assert_eq!(name.parse::<Variant>(), Ok(variant));
        assert_eq!(variant.to_string(), name);
    }
    let error = "checkers".parse::<Variant>().unwrap_err().to_string();
    assert!(
        error.contains("checkers") && error.contains("lasca7, lasca8 or bashni"),
        "{error}"
    );
    assert_eq!(
        Variant::of_position(lasca_rules::START),
        Ok(Variant::Lasca7)
    );
    assert_eq!(
        Variant::of_position(&Position8::start(Variant8::Bashni).to_string()),
        Ok(Variant::Bashni)
    );
    // Round trips, runs of spaces accepted.
    let text = "bashni: b a1:Wbb   d4:bbW h8:B";
    assert_eq!(pos(text).to_string(), "bashni: b a1:Wbb d4:bbW h8:B");
    assert_eq!(pos(text).board_string(), "b a1:Wbb d4:bbW h8:B");
    assert_eq!(pos(text).variant(), Variant8::Bashni);
    assert_eq!(
        Position8::parse_board(Variant8::Lasca8, "w c3:w"),
        Ok(pos("lasca8: w c3:w"))
    );
    // A column of all 24 men is legal on 8x8.
    let tall = "lasca8: w d4:WWWWWWWWwwwwbbbbbbbbbbbb";
    assert_eq!(pos(tall).to_string(), tall);
    assert_eq!(pos(tall).column("d4".parse().unwrap()).height(), 24);
    let json = serde_json::to_string(&pos(text)).unwrap();
    assert_eq!(serde_json::from_str::<Position8>(&json).unwrap(), pos(text));
}

#[test]
fn malformed_positions_name_the_bad_token() {
    let error = |text: &str| text.parse::<Position8>().unwrap_err();
    assert_eq!(error(""), PositionError::Empty);
    assert_eq!(error("bashni:"), PositionError::Empty);
    assert_eq!(error("w a1:w"), PositionError::MissingVariant);
    assert_eq!(
        error("lasca7: w a1:w"),
        PositionError::NotEightByEight("lasca7".into())
    );
    assert_eq!(
        error("dama: w a1:w"),
        PositionError::UnknownVariant("dama".into())
    );
    assert!(error("dama: w").to_string().contains("dama"));
    assert_eq!(
        error("bashni: x a1:w"),
        PositionError::UnknownSide("x".into())
    );
    assert_eq!(
        error("bashni w a1:w"),
        PositionError::MissingVariant,
        "the prefix needs its colon"
    );
    assert_eq!(
        error("lasca8: w a1"),
        PositionError::MissingColon("a1".into())
    );
    for (token, square_error) in [
        ("h1:w", ParseSquareError::Unplayable("h1".into())),
        ("a8:b", ParseSquareError::Unplayable("a8".into())),
        ("i3:w", ParseSquareError::Malformed("i3".into(), 8)),
        ("a9:w", ParseSquareError::Malformed("a9".into(), 8)),
    ] {
        let text = format!("lasca8: w c1:w {token}");
        let found = error(&text);
        assert_eq!(
            found,
            PositionError::BadSquare {
                token: token.into(),
                error: square_error,
            }
        );
        assert!(found.to_string().contains(token), "{found}");
    }
    assert_eq!(
        error("bashni: w c3:w c3:b"),
        PositionError::DuplicateSquare("c3".into())
    );
    assert_eq!(
        error("bashni: w c3:"),
        PositionError::EmptyColumn("c3:".into())
    );
    assert_eq!(
        error("bashni: w c3:wx"),
        PositionError::BadMan {
            token: "c3:wx".into(),
            letter: 'x'
        }
    );
    assert_eq!(
        error("bashni: w c3:wbw"),
        PositionError::Alternating {
            square: "c3".into(),
            men: "wbw".into()
        }
    );
    let thirteen = "bashni: w a1:wwwwwww c3:wwwwww";
    assert_eq!(
        error(thirteen),
        PositionError::TooManyMen {
            colour: Colour::White,
            count: 13,
            most: 12,
        }
    );
    assert!(error(thirteen).to_string().contains("at most 12"));
    assert_eq!(
        Position8::parse_board(Variant8::Lasca8, "bashni: w a1:w"),
        Err(PositionError::VariantMismatch {
            expected: Variant8::Lasca8,
            found: Variant8::Bashni
        })
    );
}

#[test]
fn soldiers_step_forward_officers_one_square_kings_fly() {
    let [lasca8, bashni] = both("w d4:w");
    assert_eq!(lasca8, ["d4-c5", "d4-e5"]);
    assert_eq!(bashni, lasca8);
    assert_eq!(both("b d4:b")[0], ["d4-c3", "d4-e3"]);
    let [lasca8, bashni] = both("w a1:W");
    assert_eq!(lasca8, ["a1-b2"]);
    // The flying step names only its two ends.
    assert_eq!(
        bashni,
        [
            "a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8"
        ]
    );
    assert_eq!(after("bashni: w a1:W", "a1-h8"), "bashni: b h8:W");
    // A king's step stops at the first column, its own or not.
    assert_eq!(both("w a1:W d4:w")[1], ["a1-b2", "a1-c3", "d4-c5", "d4-e5"]);
    assert_eq!(both("w d4:W")[0], ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]);
    // Promotion by a step.
    assert_eq!(after("lasca8: w c7:w", "c7-d8"), "lasca8: b d8:W");
    assert_eq!(after("bashni: b f2:bw", "f2-g1"), "bashni: w g1:Bw");
}

#[test]
fn men_capture_backward_in_bashni_only() {
    // 4  . . . w      d4: white man
    // 3  . . b .      c3: black man behind it
    let [lasca8, bashni] = both("w d4:w c3:b");
    assert_eq!(lasca8, ["d4-c5", "d4-e5"]);
    assert_eq!(bashni, ["d4xb2"]);
    // Forward captures are the same in both.
    assert_eq!(both("w d4:w e5:b"), [vec!["d4xf6"], vec!["d4xf6"]]);
    // Lasca8's officer jumps one square, any way.
    assert_eq!(both("w d4:W c3:b")[0], ["d4xb2"]);
}

#[test]
fn a_flying_king_captures_at_a_distance_and_lands_anywhere_beyond() {
    // 8 . . . . . . . -    the king on a1 jumps d4 and may land on e5, f6, g7 or h8:
    // 4 . . . b . . . .    no landing goes on, so all four are moves.
    // 1 W . . . . . . .
    let [lasca8, bashni] = both("w a1:W d4:b");
    assert_eq!(lasca8, ["a1-b2"]);
    assert_eq!(bashni, ["a1xe5", "a1xf6", "a1xg7", "a1xh8"]);
    // Beyond the jumped column the landings stop at the next column.
    assert_eq!(both("w a1:W d4:b g7:w")[1], ["a1xe5", "a1xf6"]);
    // Two columns in a row cannot be jumped.
    assert!(both("w a1:W d4:b e5:b")[1].iter().all(|m| !m.contains('x')));
    // A column with no free square beyond it cannot be jumped.
    assert!(both("w a1:W g7:b h8:b")[1].iter().all(|m| !m.contains('x')));
}

#[test]
fn a_king_must_land_where_the_capture_goes_on() {
    // From e5 (one of a1's landings beyond c3) the king can jump g3 to h2; from d4, f6, g7
    // and h8 it could not go on, so it must land on e5: a1xe5xh2 only.
    assert_eq!(both("w a1:W c3:b g3:b")[1], ["a1xe5xh2"]);
    assert_eq!(
        after("bashni: w a1:W c3:b g3:b", "a1xe5xh2"),
        "bashni: b h2:Wbb"
    );
    // Of a1's landings beyond d4 only f6 goes on, two ways (over g5 or over e7).
    let bashni = both("w a1:W d4:b g5:b e7:b")[1].clone();
    assert_eq!(bashni, ["a1xf6xd8", "a1xf6xh4"]);
    // Without a continuation anywhere, every landing is a move (above); with one, a capture
    // stopping on a landing that does not go on is refused with the continuations.
    let mut position = pos("bashni: w a1:W c3:b g3:b");
    assert!(matches!(
        position.try_play("a1xd4".parse().unwrap()),
        Err(IllegalMove::NotLegal { .. })
    ));
    assert!(matches!(
        position.try_play("a1xe5".parse().unwrap()),
        Err(IllegalMove::MustContinue { continuations, .. }) if continuations == "a1xe5xh2"
    ));
}

#[test]
fn promotion_mid_capture_ends_the_move_in_lasca8_and_goes_on_in_bashni() {
    // 8 . . . . . - . .    d6 jumps e7 and lands on f8, its far rank. As an officer it could
    // 7 . . . . b . b .    now jump g7 to h6: lasca8 ends the move there, bashni goes on as a
    // 6 . . . w . . . -    king.
    let [lasca8, bashni] = both("w d6:w e7:b g7:b");
    assert_eq!(lasca8, ["d6xf8"]);
    assert_eq!(bashni, ["d6xf8xh6"]);
    assert_eq!(
        after("lasca8: w d6:w e7:b g7:b", "d6xf8"),
        "lasca8: b g7:b f8:Wb"
    );
    assert_eq!(
        after("bashni: w d6:w e7:b g7:b", "d6xf8xh6"),
        "bashni: b h6:Wbb"
    );
    // Going on as a king, it flies, under the landing rule: b6 jumps c7 to d8, then flies
    // over f6 and may land on g5 or h4 (neither goes on).
    let [lasca8, bashni] = both("w b6:w c7:b f6:b");
    assert_eq!(lasca8, ["b6xd8"]);
    assert_eq!(bashni, ["b6xd8xg5", "b6xd8xh4"]);
    // A king that ends where the man promoted stays a king.
    assert_eq!(after("bashni: w d6:w e7:b", "d6xf8"), "bashni: b f8:Wb");
    // An officer that reaches the far rank goes on in lasca8 too.
    assert_eq!(both("w d6:W e7:b g7:b")[0], ["d6xf8xh6"]);
}

#[test]
fn no_column_is_jumped_twice_and_the_start_square_is_empty() {
    // The officer on c3 jumps d4 to e5; d4 still holds a black commander, but it was jumped.
    assert_eq!(both("w c3:W d4:bb")[0], ["c3xe5"]);
    assert_eq!(
        both("w c3:W d4:bb")[1],
        ["c3xe5", "c3xf6", "c3xg7", "c3xh8"]
    );
    // Round the square d4, f4, f2, d2: back onto the start square, and not round again.
    let [lasca8, bashni] = both("w c3:W d4:b f4:b f2:b d2:b");
    assert_eq!(lasca8, ["c3xe1xg3xe5xc3", "c3xe5xg3xe1xc3"]);
    assert!(bashni.contains(&"c3xe5xg3xe1xc3".to_owned()), "{bashni:?}");
    assert!(bashni.iter().all(|m| m.matches('x').count() <= 4));
    // A flying king passes over its own start square (c3), empty during the move.
    let bashni = both("w c3:W b4:b b6:b d6:b b2:b")[1].clone();
    assert!(bashni.contains(&"c3xa5xc7xe5xa1".to_owned()), "{bashni:?}");
}

#[test]
fn a_jumped_square_blocks_a_flying_king_until_the_move_ends() {
    // The contract's example: c5 jumps b4 to a3 or e7... to f8; coming back would cross the
    // square it jumped first, still occupied until the move ends.
    assert_eq!(both("w b4:b c5:W e7:b")[1], ["c5xa3", "c5xf8"]);
    // a1 jumps c3 and must land on d4, the one landing that goes on (over e3); from f2 or g1
    // the way back over c3 is shut.
    let bashni = both("w a1:W c3:b e3:b")[1].clone();
    assert_eq!(bashni, ["a1xd4xf2", "a1xd4xg1"]);
}

#[test]
fn prisoners_go_to_the_bottom_in_jump_order() {
    // a1 jumps b2 (taking its black soldier, which frees the white officer under it), then d4
    // (taking the black officer): the column is w, then b, then B.
    assert_eq!(
        after("lasca8: w a1:w b2:bW d4:Bw", "a1xc3xe5"),
        "lasca8: b b2:W d4:w e5:wbB"
    );
    // A flying king's prisoners likewise, and jumped columns keep their other men.
    assert_eq!(
        after("bashni: w a1:Ww c3:bbw g3:Bw", "a1xe5xh2"),
        "bashni: b h2:WwbB c3:bw g3:w"
    );
}

#[test]
fn illegal_moves_say_why() {
    let mut position = pos("bashni: w a1:W c1:w d4:b");
    assert!(matches!(
        position.try_play("c1-d2".parse().unwrap()),
        Err(IllegalMove::CaptureCompulsory { captures, .. }) if captures == "a1xe5 a1xf6 a1xg7 a1xh8"
    ));
    assert!(matches!(
        position.try_play("d4-c3".parse().unwrap()),
        Err(IllegalMove::NotYourColumn { .. })
    ));
    // A flying step and a capture share the path a1-c3 / a1xc3; only what the move says
    // decides which it is.
    let mut position = pos("bashni: w a1:W b2:b");
    assert!(position.try_play("a1-c3".parse().unwrap()).is_err());
    position.try_play("a1xc3".parse().unwrap()).unwrap();
    assert_eq!(
        pos("bashni: w a1:W c3:b g3:b")
            .jumped_squares("a1xe5xh2".parse().unwrap())
            .as_slice(),
        ["c3".parse().unwrap(), "g3".parse().unwrap()]
    );
    let mv: Move8 = "a1xe5xh2".parse().unwrap();
    assert_eq!(mv.to_string(), "a1xe5xh2");
}

/// The lines of `tests/data/variants-perft.txt`: `VARIANT<TAB>POSITION<TAB>DEPTH<TAB>COUNT`.
fn perft_table() -> Vec<(Position8, u32, u64)> {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants-perft.txt");
    let text = std::fs::read_to_string(path).expect("variants-perft.txt is readable");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let [variant, position, depth, count] = fields[..] else {
                panic!("not VARIANT<TAB>POSITION<TAB>DEPTH<TAB>COUNT: {line}");
            };
            let variant: Variant8 = variant.parse().unwrap();
            let position =
                Position8::parse_board(variant, position).unwrap_or_else(|e| panic!("{line}: {e}"));
            (position, depth.parse().unwrap(), count.parse().unwrap())
        })
        .collect()
}

#[test]
fn perft_matches_the_table() {
    let table = perft_table();
    assert!(table.len() >= 40, "{} lines", table.len());
    for (position, depth, count) in table {
        assert_eq!(
            perft(&position, depth),
            count,
            "perft({depth}) of {position}"
        );
        let divided: u64 = perft_divide(&position, depth).iter().map(|(_, n)| n).sum();
        assert_eq!(divided, count);
        // The plain implementation too, where it is quick.
        if count <= 40_000 {
            let board = slow::Board::parse(&position.board_string());
            assert_eq!(
                slow::perft(&board, slow_rules(position.variant()), depth),
                count,
                "slow perft({depth}) of {position}"
            );
        }
    }
}

#[test]
fn without_stacking_the_machinery_is_checkers_and_russian_draughts() {
    let checkers = [7, 49, 302, 1469, 7361, 36768, 179740];
    let russian = [7, 49, 302, 1469, 7482, 37986, 190146];
    for (variant, expected) in [(Variant8::Lasca8, checkers), (Variant8::Bashni, russian)] {
        let start = Position8::start(variant);
        for (depth, &count) in (1..).zip(&expected) {
            assert_eq!(
                perft_without_stacking(&start, depth),
                count,
                "{variant} without stacking, depth {depth}"
            );
        }
        // With stacking the counts agree to depth 5 and part at depth 6.
        for (depth, &count) in (1..=5).zip(&expected) {
            assert_eq!(perft(&start, depth), count, "{variant} depth {depth}");
        }
        assert!(perft(&start, 6) < expected[5], "{variant} depth 6");
    }
}

fn slow_rules(variant: Variant8) -> slow::Rules {
    match variant {
        Variant8::Lasca8 => slow::Rules::Lasca8,
        Variant8::Bashni => slow::Rules::Bashni,
    }
}

/// A small xorshift generator: the same games every run, no dependency.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Checks the crate's generator against the plain one on `position`: the same sorted move
/// list, the same position after each move, and the same perft to `depth`.
fn agree(position: &Position8, depth: u32) {
    let rules = slow_rules(position.variant());
    let board = slow::Board::parse(&position.board_string());
    let mut fast: Vec<(String, String)> = position
        .legal_moves()
        .iter()
        .map(|&mv| (mv.to_string(), position.after_unchecked(mv).board_string()))
        .collect();
    let mut plain: Vec<(String, String)> = slow::moves(&board, rules)
        .into_iter()
        .map(|(mv, next)| (mv, next.to_text()))
        .collect();
    fast.sort();
    plain.sort();
    assert_eq!(fast, plain, "{position:?}");
    let mut names: Vec<&String> = fast.iter().map(|(mv, _)| mv).collect();
    names.dedup();
    assert_eq!(
        names.len(),
        fast.len(),
        "no two moves share a notation: {position}"
    );
    for (mv, _) in &fast {
        let parsed: Move8 = mv.parse().unwrap();
        assert_eq!(&parsed.to_string(), mv);
        assert!(position.check_legal(parsed).is_ok(), "{mv} in {position}");
    }
    assert_eq!(
        perft(position, depth),
        slow::perft(&board, rules, depth),
        "perft({depth}) of {position}"
    );
    assert_eq!(board.to_text(), position.board_string());
    assert_eq!(pos(&position.to_string()), *position);
}

#[test]
fn the_plain_implementation_agrees_on_random_games() {
    let mut rng = XorShift(0x8a5c_4b11_0d1e_2026);
    let mut checked = 0;
    for variant in Variant8::ALL {
        for _game in 0..40 {
            let mut position = Position8::start(variant);
            for ply in 0..200 {
                if ply % 8 == 3 {
                    agree(&position, 2);
                    checked += 1;
                }
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position.play_unchecked(moves[rng.below(moves.len())]);
                assert_eq!(
                    position.men_count(Colour::White) + position.men_count(Colour::Black),
                    24
                );
                for (_, column) in position.columns() {
                    assert!(column.colour_changes() <= 1, "{position}");
                }
            }
        }
    }
    assert!(checked >= 400, "{checked} positions");
}

#[test]
fn the_plain_implementation_agrees_on_random_boards() {
    // Boards of random columns, many of them officers, which games reach only late.
    let mut rng = XorShift(0x0bad_5eed_1a5c_a8b8);
    for round in 0..600 {
        let variant = Variant8::ALL[round % 2];
        let mut text = format!("{variant}: {}", ["w", "b"][rng.below(2)]);
        let mut left = [12usize, 12];
        for square in lasca_rules::Square8::ALL {
            if rng.below(3) != 0 {
                continue;
            }
            let top = rng.below(2);
            let height = 1 + rng.below(3);
            let under = rng.below(height);
            let mut men = String::new();
            for i in 0..height {
                let colour = if i < height - under { top } else { 1 - top };
                if left[colour] == 0 {
                    break;
                }
                left[colour] -= 1;
                let letter = ['w', 'b'][colour];
                let officer = rng.below(3) == 0;
                men.push(if officer {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                });
            }
            if !men.is_empty() {
                text.push_str(&format!(" {square}:{men}"));
            }
        }
        agree(&pos(&text), 2);
    }
}

/// A second implementation of `shared/RULES-variants.md`, written from its text and kept
/// plain (and slow): the board is 64 vectors of men (top first), a capture takes each prisoner
/// at once and remembers the jumped squares as blocked, and moves come out as their notation
/// with the board after them. It shares nothing with the crate but the notation.
mod slow {
    /// Which rules the men move by.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Rules {
        Lasca8,
        Bashni,
    }

    /// A square as (file, rank), both 0..8.
    type Sq = (i8, i8);

    #[derive(Clone, Debug)]
    pub struct Board {
        /// The men of each square, top first, at `file + 8 * rank`.
        columns: Vec<Vec<char>>,
        white_to_move: bool,
    }

    fn name((file, rank): Sq) -> String {
        format!("{}{}", (b'a' + file as u8) as char, rank + 1)
    }

    fn on_board((file, rank): Sq) -> bool {
        (0..8).contains(&file) && (0..8).contains(&rank)
    }

    fn is_white(man: char) -> bool {
        man == 'w' || man == 'W'
    }

    fn is_officer(man: char) -> bool {
        man.is_ascii_uppercase()
    }

    impl Board {
        /// Reads `w a1:w c1:wb ...` (trusted input).
        pub fn parse(text: &str) -> Board {
            let mut tokens = text.split_whitespace();
            let white_to_move = tokens.next() == Some("w");
            let mut columns = vec![Vec::new(); 64];
            for token in tokens {
                let (square, men) = token.split_once(':').unwrap();
                let bytes = square.as_bytes();
                let sq = ((bytes[0] - b'a') as i8, (bytes[1] - b'1') as i8);
                columns[Board::index(sq)] = men.chars().collect();
            }
            Board {
                columns,
                white_to_move,
            }
        }

        /// Writes the canonical string: rank by rank, file by file.
        pub fn to_text(&self) -> String {
            let mut text = String::from(if self.white_to_move { "w" } else { "b" });
            for rank in 0..8 {
                for file in 0..8 {
                    let men = &self.columns[Board::index((file, rank))];
                    if !men.is_empty() {
                        text.push_str(&format!(
                            " {}:{}",
                            name((file, rank)),
                            men.iter().collect::<String>()
                        ));
                    }
                }
            }
            text
        }

        fn index((file, rank): Sq) -> usize {
            (file + 8 * rank) as usize
        }

        fn men(&self, sq: Sq) -> &Vec<char> {
            &self.columns[Board::index(sq)]
        }

        fn men_mut(&mut self, sq: Sq) -> &mut Vec<char> {
            &mut self.columns[Board::index(sq)]
        }
    }

    /// The diagonals a column commanded by `commander` may move along.
    fn directions(rules: Rules, commander: char, capturing: bool) -> Vec<Sq> {
        let forward = if is_white(commander) { 1 } else { -1 };
        if is_officer(commander) || (capturing && rules == Rules::Bashni) {
            vec![(1, 1), (-1, 1), (1, -1), (-1, -1)]
        } else {
            vec![(1, forward), (-1, forward)]
        }
    }

    fn far_rank(white: bool) -> i8 {
        if white { 7 } else { 0 }
    }

    /// The jumps open to `commander` on `at`: (the jumped square, the landing squares).
    fn jumps(
        board: &Board,
        rules: Rules,
        commander: char,
        at: Sq,
        jumped: &[Sq],
    ) -> Vec<(Sq, Vec<Sq>)> {
        let white = is_white(commander);
        let flying = rules == Rules::Bashni && is_officer(commander);
        let free = |sq: Sq| on_board(sq) && board.men(sq).is_empty() && !jumped.contains(&sq);
        let mut found = Vec::new();
        for (df, dr) in directions(rules, commander, true) {
            let mut distance = 1;
            if flying {
                while free((at.0 + distance * df, at.1 + distance * dr)) {
                    distance += 1;
                }
            }
            let over = (at.0 + distance * df, at.1 + distance * dr);
            if !on_board(over) || jumped.contains(&over) {
                continue;
            }
            match board.men(over).first() {
                Some(&top) if is_white(top) != white => {}
                _ => continue,
            }
            let mut landings = Vec::new();
            let mut beyond = distance + 1;
            while free((at.0 + beyond * df, at.1 + beyond * dr)) {
                landings.push((at.0 + beyond * df, at.1 + beyond * dr));
                if !flying {
                    break;
                }
                beyond += 1;
            }
            if !landings.is_empty() {
                found.push((over, landings));
            }
        }
        found
    }

    /// Follows a capture: `column` (lifted off the board) stands on `at`, `path` names its
    /// squares so far. Each finished capture goes to `out` with the board after it.
    fn follow(
        board: &Board,
        rules: Rules,
        at: Sq,
        column: &[char],
        jumped: &[Sq],
        path: &mut Vec<Sq>,
        out: &mut Vec<(String, Board)>,
    ) {
        let commander = column[0];
        let options = jumps(board, rules, commander, at, jumped);
        if options.is_empty() {
            if path.len() > 1 {
                let mut after = board.clone();
                *after.men_mut(at) = column.to_vec();
                after.white_to_move = !after.white_to_move;
                let names: Vec<String> = path.iter().map(|&sq| name(sq)).collect();
                out.push((names.join("x"), after));
            }
            return;
        }
        for (over, landings) in options {
            let mut taken = board.clone();
            let prisoner = taken.men_mut(over).remove(0);
            let mut grown = column.to_vec();
            grown.push(prisoner);
            let mut jumped = jumped.to_vec();
            jumped.push(over);
            // The king's rule: if from some landing the capture can go on, land on one of
            // those. (A man has one landing, so the rule changes nothing for it.)
            let going_on: Vec<Sq> = landings
                .iter()
                .copied()
                .filter(|&land| !jumps(&taken, rules, commander, land, &jumped).is_empty())
                .collect();
            let choices = if going_on.is_empty() {
                landings
            } else {
                going_on
            };
            for land in choices {
                let mut grown = grown.clone();
                let promoted = !is_officer(commander) && land.1 == far_rank(is_white(commander));
                if promoted {
                    grown[0] = commander.to_ascii_uppercase();
                }
                path.push(land);
                if promoted && rules == Rules::Lasca8 {
                    // Lasca: promotion in a capture ends the move.
                    let mut after = taken.clone();
                    *after.men_mut(land) = grown;
                    after.white_to_move = !after.white_to_move;
                    let names: Vec<String> = path.iter().map(|&sq| name(sq)).collect();
                    out.push((names.join("x"), after));
                } else {
                    follow(&taken, rules, land, &grown, &jumped, path, out);
                }
                path.pop();
            }
        }
    }

    /// Every legal move as its notation and the board after it.
    pub fn moves(board: &Board, rules: Rules) -> Vec<(String, Board)> {
        let white = board.white_to_move;
        let own: Vec<Sq> = (0..8)
            .flat_map(|rank| (0..8).map(move |file| (file, rank)))
            .filter(|&sq| {
                board
                    .men(sq)
                    .first()
                    .is_some_and(|&top| is_white(top) == white)
            })
            .collect();
        let mut captures = Vec::new();
        for &from in &own {
            let mut lifted = board.clone();
            let column = std::mem::take(lifted.men_mut(from));
            follow(
                &lifted,
                rules,
                from,
                &column,
                &[],
                &mut vec![from],
                &mut captures,
            );
        }
        if !captures.is_empty() {
            return captures;
        }
        let mut steps = Vec::new();
        for &from in &own {
            let column = board.men(from).clone();
            let commander = column[0];
            let flying = rules == Rules::Bashni && is_officer(commander);
            for (df, dr) in directions(rules, commander, false) {
                let mut to = (from.0 + df, from.1 + dr);
                while on_board(to) && board.men(to).is_empty() {
                    let mut after = board.clone();
                    let mut moved = std::mem::take(after.men_mut(from));
                    if !is_officer(commander) && to.1 == far_rank(white) {
                        moved[0] = commander.to_ascii_uppercase();
                    }
                    *after.men_mut(to) = moved;
                    after.white_to_move = !white;
                    steps.push((format!("{}-{}", name(from), name(to)), after));
                    if !flying {
                        break;
                    }
                    to = (to.0 + df, to.1 + dr);
                }
            }
        }
        steps
    }

    /// The perft of the contract.
    pub fn perft(board: &Board, rules: Rules, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        moves(board, rules)
            .iter()
            .map(|(_, next)| perft(next, rules, depth - 1))
            .sum()
    }
}
