//! Hub unit tests.
