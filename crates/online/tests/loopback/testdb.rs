//! A database of its own on the test PostgreSQL, for the tests of several instances (the
//! online crate's `cluster.rs`, and the game's desktop-against-browser test, which includes
//! this file by its path).
//!
//! `LASCA_TEST_POSTGRES` names the PostgreSQL by an administrator's URL
//! (`postgres://postgres@127.0.0.1:PORT/postgres`; `.ci/run` starts a throwaway one). Without
//! it a test says it was skipped, and under CI (`CI` set) it fails.

use std::sync::atomic::{AtomicU32, Ordering};

/// A database of its own on the test PostgreSQL, dropped at the end.
pub struct TestDb {
    admin: String,
    name: String,
    pub url: String,
}

impl TestDb {
    /// `None` (after saying so) without a PostgreSQL outside CI.
    pub fn new(test: &str) -> Option<TestDb> {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let admin = match std::env::var("LASCA_TEST_POSTGRES") {
            Ok(url) if !url.is_empty() => url,
            _ => {
                super::skip::skipped("a PostgreSQL (LASCA_TEST_POSTGRES=postgres://…)");
                return None;
            }
        };
        let name = format!(
            "lasca_loop_{}_{}_{test}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut client = postgres::Client::connect(&admin, postgres::NoTls)
            .expect("the test PostgreSQL answers");
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("a test database is made");
        let url = match admin.rfind('/') {
            Some(slash) if slash > admin.find("://").map_or(0, |i| i + 2) => {
                format!("{}/{name}", &admin[..slash])
            }
            _ => format!("{admin}/{name}"),
        };
        Some(TestDb { admin, name, url })
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Ok(mut client) = postgres::Client::connect(&self.admin, postgres::NoTls) {
            let _ = client.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ));
        }
    }
}
