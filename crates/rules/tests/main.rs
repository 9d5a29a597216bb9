//! The rules' integration tests, in one binary: the rules of RULES.md on hand-built positions,
//! perft against figures from a separate implementation, properties over random games, and the
//! 8x8 variants (lasca8, bashni).

mod endings;
mod modules;
mod perft;
mod properties;
mod rules;
mod sandbox;
mod variants;
