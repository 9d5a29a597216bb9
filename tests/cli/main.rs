//! Tests that run the real `lasca` binary: the rules commands, the engine protocol, a screenshot.
//!
//! Every run of the binary gets config and data folders of its own (in a temporary folder that
//! is removed even when the test fails), so no test reads or writes the settings, the autosave
//! or the saved games of whoever runs the tests.

mod engine;
mod load;
mod record;
mod review;
mod rules;
mod screenshot;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `lasca` with `args`, in folders of its own, and returns its output.
pub fn lasca(args: &[&str]) -> Output {
    let home = tempfile::tempdir().expect("a temporary folder");
    lasca_in(home.path())
        .args(args)
        .output()
        .expect("the lasca binary runs")
}

/// `lasca` with its config and data folders in `home`.
pub fn lasca_in(home: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_lasca"));
    isolate(&mut command, home);
    command
}

/// Points every folder the game looks in for the player's files (its own variables, and the
/// XDG folders the `directories` crate reads) into `home`, for `command` and what it runs.
pub fn isolate(command: &mut Command, home: &Path) {
    command
        .env("LASCA_CONFIG_DIR", home.join("config"))
        .env("LASCA_DATA_DIR", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("xdg-config"))
        .env("XDG_DATA_HOME", home.join("xdg-data"))
        .env("XDG_STATE_HOME", home.join("xdg-state"));
}

/// The package's folder where the tests run: cargo says so at run time. The folder baked in at
/// build time may be another, when a cached build moved with its workspace.
pub fn manifest_dir() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || env!("CARGO_MANIFEST_DIR").into(),
        std::path::PathBuf::from,
    )
}

/// Standard output as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
