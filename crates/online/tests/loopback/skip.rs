//! A test that cannot run here (no chromedriver, no PostgreSQL) says so where a person sees it.
//!
//! Under CI (`CI` set; `.ci/run` sets it) such a test fails instead: CI installs and starts
//! everything the suite needs, so a skip there would be a test that silently never ran.
//! Elsewhere the skip is written straight to the terminal at once (the test harness captures a
//! passing test's `eprintln!`, but not a direct write), and `tools/test`, the README's test
//! command, ends the run with a line that counts the skips and names what they needed, from the
//! file it names in `LASCA_SKIPPED_LOG`.
//!
//! Shared by path: the online crate's loopback tests and its store's conformance tests, and the
//! game's browser and screenshot tests. Written by hand: the test harness has no notion of a
//! skipped test (a test decides only as it runs whether it can).

use std::io::Write;

/// The test that calls it cannot run here, for want of `what` (how to get it, in a few words):
/// a failure under CI; elsewhere a line now, and one in the run's summary. The caller returns.
pub fn skipped(what: &str) {
    let test = std::thread::current().name().unwrap_or("a test").to_owned();
    assert!(
        std::env::var_os("CI").is_none(),
        "{test} cannot run: it needs {what}. CI is set, and .ci/run installs and starts all of it"
    );
    let line = format!("SKIPPED {test}: it needs {what}\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
    if let Some(log) = std::env::var_os("LASCA_SKIPPED_LOG") {
        // One short write in append mode: lines of tests running at once do not mix.
        let _ = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .and_then(|mut file| file.write_all(line.as_bytes()));
    }
}
