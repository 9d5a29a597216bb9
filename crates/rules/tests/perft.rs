//! Perft against `tests/data/perft.txt`, the figures of an implementation written separately
//! (the committed copy of `shared/perft.txt`: the test reads nothing outside the repository).
//!
//! The file is read at test time. The default run stops each line at a node cap so the suite
//! stays quick; `cargo test -- --ignored` runs every depth.

use std::path::PathBuf;

use lasca_rules::{Position, perft};

/// Depths whose expected count is above this are left to the ignored test.
const NODE_CAP: u64 = 3_000_000;

/// The committed figures, in this package's `tests/data/`.
fn perft_file() -> PathBuf {
    manifest_dir().join("tests/data/perft.txt")
}

fn cases() -> Vec<(Position, Vec<u64>)> {
    let text = std::fs::read_to_string(perft_file()).expect("perft.txt is readable");
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (position, counts) = line.split_once(';').expect("POSITION ; COUNTS");
            let position: Position = position.trim().parse().expect("perft position parses");
            let counts = counts
                .split_whitespace()
                .map(|n| n.parse().expect("a count"))
                .collect();
            (position, counts)
        })
        .collect()
}

fn check(cap: u64) -> usize {
    let mut checked = 0;
    for (position, counts) in cases() {
        for (depth, &expected) in (1..).zip(&counts) {
            if expected > cap {
                break;
            }
            assert_eq!(
                perft(&position, depth),
                expected,
                "perft({depth}) of {position}"
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_matches_within_node_cap() {
    let checked = check(NODE_CAP);
    assert!(checked >= 80, "only {checked} figures checked");
}

#[test]
#[ignore = "every depth: perft(20) from the start has 464 million leaves"]
fn perft_matches_every_depth() {
    check(u64::MAX);
}

/// The package's folder where the tests run: cargo says so at run time. The folder baked in at
/// build time may be another, when a cached build moved with its workspace.
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || env!("CARGO_MANIFEST_DIR").into(),
        std::path::PathBuf::from,
    )
}
