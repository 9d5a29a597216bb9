//! Move generation and perft speed (criterion). `lasca bench` prints the headline figure.

use criterion::{Criterion, criterion_group, criterion_main};
use lasca_rules::{Position, perft};
use std::hint::black_box;

const MIDDLE_GAME: &str = "w a1:w c1:w e1:w g1:w b2:w d2:bww f2:w a3:w c3:w b4:wb c5:b e5:b \
                           g5:b b6:b f6:b a7:b c7:b e7:b g7:b";

fn movegen(c: &mut Criterion) {
    let start = Position::start();
    let middle: Position = MIDDLE_GAME.parse().expect("bench position");
    c.bench_function("legal_moves start", |b| {
        b.iter(|| black_box(&start).legal_moves())
    });
    c.bench_function("legal_moves middle game", |b| {
        b.iter(|| black_box(&middle).legal_moves())
    });
    c.bench_function("perft 10 start", |b| {
        b.iter(|| perft(black_box(&start), 10))
    });
    c.bench_function("perft 6 middle game", |b| {
        b.iter(|| perft(black_box(&middle), 6))
    });
}

criterion_group!(benches, movegen);
criterion_main!(benches);
