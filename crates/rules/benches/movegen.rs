//! Move generation and perft speed (criterion). `lasca bench` prints the headline figure.

use criterion::{Criterion, criterion_group, criterion_main};
use lasca_rules::{MOST_MOVES, Position, perft};
use std::hint::black_box;

const MIDDLE_GAME: &str = "w a1:w c1:w e1:w g1:w b2:w d2:bww f2:w a3:w c3:w b4:wb c5:b e5:b \
                           g5:b b6:b f6:b a7:b c7:b e7:b g7:b";

fn movegen(c: &mut Criterion) {
    // The benches return lengths: handing criterion a whole move list (4 KiB) would time
    // the copy instead of the generator.
    let start = Position::start();
    let middle: Position = MIDDLE_GAME.parse().expect("bench position");
    let most: Position = MOST_MOVES.parse().expect("worst-case position");
    c.bench_function("legal_moves start", |b| {
        b.iter(|| black_box(&start).legal_moves().len())
    });
    c.bench_function("legal_moves middle game", |b| {
        b.iter(|| black_box(&middle).legal_moves().len())
    });
    c.bench_function("legal_moves most moves", |b| {
        b.iter(|| black_box(&most).legal_moves().len())
    });
    c.bench_function("count_legal_moves most moves", |b| {
        b.iter(|| black_box(&most).count_legal_moves())
    });
    c.bench_function("play_unchecked middle game", |b| {
        let mv = middle.legal_moves()[0];
        b.iter(|| black_box(&middle).after_unchecked(black_box(mv)))
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
