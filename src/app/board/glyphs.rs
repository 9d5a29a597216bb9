//! A tiny stroke font for the board's coordinates (the app has no text renderer of its own):
//! the letters a–h and the digits 1–8 as polylines (the 7x7 board's and the 8x8's), turned into
//! flat ribbons on the board.

use std::f32::consts::PI;

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A glyph's strokes in a box 0.6 wide and 1 high (baseline at 0).
fn strokes(glyph: char) -> Vec<Vec<Vec2>> {
    let line = |points: &[(f32, f32)]| points.iter().map(|&(x, y)| Vec2::new(x, y)).collect();
    let bowl = |cy: f32, r: f32| arc(Vec2::new(0.3, cy), Vec2::new(0.26, r), 0.0, 360.0);
    match glyph {
        'a' => vec![bowl(0.27, 0.27), line(&[(0.56, 0.56), (0.56, 0.0)])],
        'b' => vec![bowl(0.27, 0.27), line(&[(0.04, 1.0), (0.04, 0.0)])],
        'c' => vec![arc(
            Vec2::new(0.32, 0.27),
            Vec2::new(0.27, 0.27),
            40.0,
            320.0,
        )],
        'd' => vec![bowl(0.27, 0.27), line(&[(0.56, 1.0), (0.56, 0.0)])],
        'e' => {
            let mut e = line(&[(0.04, 0.27), (0.57, 0.27)]);
            e.extend(arc(
                Vec2::new(0.31, 0.27),
                Vec2::new(0.26, 0.27),
                0.0,
                320.0,
            ));
            vec![e]
        }
        'f' => {
            let mut f = arc(Vec2::new(0.44, 0.78), Vec2::new(0.19, 0.2), 20.0, 180.0);
            f.push(Vec2::new(0.25, 0.0));
            vec![f, line(&[(0.05, 0.55), (0.47, 0.55)])]
        }
        'g' => {
            let mut stem = line(&[(0.56, 0.56), (0.56, -0.05)]);
            stem.extend(arc(
                Vec2::new(0.3, -0.05),
                Vec2::new(0.26, 0.2),
                0.0,
                -160.0,
            ));
            vec![bowl(0.3, 0.27), stem]
        }
        'h' => {
            let mut arch = arc(Vec2::new(0.3, 0.3), Vec2::new(0.26, 0.26), 180.0, 0.0);
            arch.push(Vec2::new(0.56, 0.0));
            vec![line(&[(0.04, 1.0), (0.04, 0.0)]), arch]
        }
        '1' => vec![
            line(&[(0.12, 0.78), (0.34, 1.0), (0.34, 0.0)]),
            line(&[(0.12, 0.0), (0.56, 0.0)]),
        ],
        '2' => {
            let mut two = arc(Vec2::new(0.3, 0.72), Vec2::new(0.26, 0.28), 160.0, -35.0);
            two.extend(line(&[(0.04, 0.0), (0.58, 0.0)]));
            vec![two]
        }
        '3' => vec![
            arc(Vec2::new(0.3, 0.76), Vec2::new(0.24, 0.24), 150.0, -90.0),
            arc(Vec2::new(0.3, 0.27), Vec2::new(0.27, 0.27), 90.0, -150.0),
        ],
        '4' => vec![line(&[(0.45, 0.0), (0.45, 1.0), (0.02, 0.3), (0.6, 0.3)])],
        '5' => {
            let mut five = line(&[(0.55, 1.0), (0.1, 1.0), (0.07, 0.55)]);
            five.extend(arc(
                Vec2::new(0.3, 0.32),
                Vec2::new(0.27, 0.32),
                135.0,
                -150.0,
            ));
            vec![five]
        }
        '6' => vec![
            arc(Vec2::new(0.31, 0.29), Vec2::new(0.27, 0.29), 0.0, 360.0),
            line(&[(0.5, 1.0), (0.07, 0.36)]),
        ],
        '7' => vec![line(&[(0.03, 1.0), (0.58, 1.0), (0.2, 0.0)])],
        '8' => vec![
            arc(Vec2::new(0.3, 0.77), Vec2::new(0.22, 0.23), 0.0, 360.0),
            arc(Vec2::new(0.3, 0.27), Vec2::new(0.27, 0.27), 0.0, 360.0),
        ],
        _ => Vec::new(),
    }
}

/// Points on an elliptic arc from `from` to `to` degrees (counter-clockwise when `to > from`).
fn arc(centre: Vec2, radii: Vec2, from: f32, to: f32) -> Vec<Vec2> {
    let steps = ((to - from).abs() / 15.0).ceil().max(2.0) as usize;
    (0..=steps)
        .map(|i| {
            let angle = (from + (to - from) * i as f32 / steps as f32) * PI / 180.0;
            centre + radii * Vec2::new(angle.cos(), angle.sin())
        })
        .collect()
}

/// A flat mesh, facing up, of `text` drawn `size` high with strokes `width` wide, centred on
/// the origin and read from +z (the glyph's up is -z).
pub fn text_mesh(text: &str, size: f32, width: f32) -> Mesh {
    let advance = 0.78;
    let count = text.chars().count() as f32;
    let offset = Vec2::new(-(count * advance - (advance - 0.6)) / 2.0, -0.5);
    let mut builder = RibbonBuilder::default();
    for (i, glyph) in text.chars().enumerate() {
        for stroke in strokes(glyph) {
            let points: Vec<Vec2> = stroke
                .iter()
                .map(|&p| (p + offset + Vec2::X * advance * i as f32) * size)
                .collect();
            builder.polyline(&points, width);
        }
    }
    builder.build()
}

#[derive(Default)]
struct RibbonBuilder {
    positions: Vec<[f32; 3]>,
    indices: Vec<u32>,
}

impl RibbonBuilder {
    /// A quad for each segment and a small disc at each joint, so strokes look continuous.
    fn polyline(&mut self, points: &[Vec2], width: f32) {
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let side = (b - a).normalize_or_zero().perp() * width / 2.0;
            self.quad([a - side, b - side, b + side, a + side]);
        }
        for &point in points {
            self.disc(point, width / 2.0);
        }
    }

    fn vertex(&mut self, point: Vec2) -> u32 {
        self.positions.push([point.x, 0.0, -point.y]);
        (self.positions.len() - 1) as u32
    }

    /// Adds a triangle, wound to face up.
    fn triangle(&mut self, a: Vec2, b: Vec2, c: Vec2) {
        let clockwise = (b - a).perp_dot(c - a) < 0.0;
        let (b, c) = if clockwise { (c, b) } else { (b, c) };
        let indices = [self.vertex(a), self.vertex(b), self.vertex(c)];
        self.indices.extend(indices);
    }

    fn quad(&mut self, corners: [Vec2; 4]) {
        self.triangle(corners[0], corners[1], corners[2]);
        self.triangle(corners[0], corners[2], corners[3]);
    }

    fn disc(&mut self, centre: Vec2, radius: f32) {
        let point = |i: usize| centre + Vec2::from_angle(i as f32 * PI / 4.0) * radius;
        for i in 0..8 {
            self.triangle(centre, point(i), point(i + 1));
        }
    }

    fn build(self) -> Mesh {
        let normals = vec![[0.0, 1.0, 0.0]; self.positions.len()];
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coordinate_of_both_boards_has_a_glyph() {
        for glyph in "abcdefgh12345678".chars() {
            let strokes = strokes(glyph);
            assert!(!strokes.is_empty(), "{glyph}");
            for point in strokes.iter().flatten() {
                assert!((-0.3..=1.05).contains(&point.y), "{glyph}: {point}");
                assert!((-0.05..=0.65).contains(&point.x), "{glyph}: {point}");
            }
        }
    }
}
