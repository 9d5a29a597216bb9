//! The rules' integration tests, in one binary: the rules of RULES.md on hand-built positions,
//! perft against figures from a separate implementation, and properties over random games.

mod perft;
mod properties;
mod rules;
