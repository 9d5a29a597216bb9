//! Tests that run the real `lasca` binary: the rules commands, the engine protocol, a screenshot.

mod engine;
mod load;
mod record;
mod review;
mod rules;
mod screenshot;

use std::process::{Command, Output};

/// Runs `lasca` with `args` and returns its output.
pub fn lasca(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lasca"))
        .args(args)
        .output()
        .expect("the lasca binary runs")
}

/// Standard output as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
