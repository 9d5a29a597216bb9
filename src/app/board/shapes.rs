//! Turned shapes: a man is a solid of revolution, so its profile (radius against height) is
//! all that describes it. Bevy has cylinders but no lathe; this one is a few lines.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Corners of the profile sharper than this keep two normals (a crisp edge); gentler ones are
/// smoothed, so a bevel catches the light as a rounded rim.
const CREASE: f32 = 0.9;

/// A solid turned around the y axis. `profile` is (radius, height) from the axis at the top,
/// outward, down and back to the axis at the bottom; `segments` steps go round.
pub fn lathe(profile: &[Vec2], segments: u32) -> Mesh {
    let segments = segments.max(3);
    // The outward normal of each stretch of the profile (it runs clockwise in the (r, y) plane).
    let normals: Vec<Vec2> = profile
        .windows(2)
        .map(|pair| {
            let d = pair[1] - pair[0];
            Vec2::new(-d.y, d.x).normalize_or_zero()
        })
        .collect();
    let length: f32 = profile.windows(2).map(|p| p[0].distance(p[1])).sum();
    let mut positions: Vec<[f32; 3]> = Vec::new();
    let mut vertex_normals: Vec<[f32; 3]> = Vec::new();
    let mut uvs: Vec<[f32; 2]> = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    let mut travelled = 0.0;
    for (i, pair) in profile.windows(2).enumerate() {
        let own = normals[i];
        // At each end, the normal shared with the neighbouring stretch where the corner is soft.
        let end_normal = |other: Option<&Vec2>| match other {
            Some(&other) if other != Vec2::ZERO && own.angle_to(other).abs() < CREASE => {
                (own + other).normalize_or_zero()
            }
            _ => own,
        };
        let ends = [
            (
                pair[0],
                end_normal(i.checked_sub(1).and_then(|j| normals.get(j))),
            ),
            (pair[1], end_normal(normals.get(i + 1))),
        ];
        let base = positions.len() as u32;
        let span = pair[0].distance(pair[1]);
        for (end, (point, normal)) in ends.into_iter().enumerate() {
            let v = (travelled + span * end as f32) / length.max(1e-6);
            for step in 0..=segments {
                let angle = step as f32 / segments as f32 * std::f32::consts::TAU;
                let (sin, cos) = angle.sin_cos();
                positions.push([point.x * cos, point.y, point.x * sin]);
                vertex_normals.push([normal.x * cos, normal.y, normal.x * sin]);
                uvs.push([step as f32 / segments as f32, v]);
            }
        }
        travelled += span;
        let row = segments + 1;
        for step in 0..segments {
            let (a, b) = (base + step, base + step + 1);
            let (c, d) = (a + row, b + row);
            indices.extend_from_slice(&[a, b, c, b, d, c]);
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vertex_normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}

/// The profile of a disc `radius` wide and `height` high whose top and bottom edges are
/// bevelled by `bevel`.
pub fn bevelled_disc(radius: f32, height: f32, bevel: f32) -> Vec<Vec2> {
    let (r, h) = (radius, height / 2.0);
    vec![
        Vec2::new(0.0, h),
        Vec2::new(r - bevel, h),
        Vec2::new(r, h - bevel),
        Vec2::new(r, -h + bevel),
        Vec2::new(r - bevel, -h),
        Vec2::new(0.0, -h),
    ]
}

/// The profile of a man's face: a disc with a bevelled edge and a fine turned ring cut into
/// each face at `ring`.
pub fn turned_face(radius: f32, height: f32, bevel: f32, ring: f32) -> Vec<Vec2> {
    let (r, h) = (radius, height / 2.0);
    let (cut, depth) = (0.012, 0.004);
    vec![
        Vec2::new(0.0, h),
        Vec2::new(ring - cut, h),
        Vec2::new(ring, h - depth),
        Vec2::new(ring + cut, h),
        Vec2::new(r - bevel, h),
        Vec2::new(r, h - bevel),
        Vec2::new(r, -h + bevel),
        Vec2::new(r - bevel, -h),
        Vec2::new(ring + cut, -h),
        Vec2::new(ring, -h + depth),
        Vec2::new(ring - cut, -h),
        Vec2::new(0.0, -h),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    fn attribute(mesh: &Mesh, id: bevy::mesh::MeshVertexAttribute) -> Vec<Vec3> {
        match mesh.attribute(id) {
            Some(VertexAttributeValues::Float32x3(values)) => {
                values.iter().map(|&v| Vec3::from(v)).collect()
            }
            _ => panic!("no such attribute"),
        }
    }

    #[test]
    fn a_turned_disc_faces_outward_and_keeps_to_its_size() {
        for profile in [
            bevelled_disc(0.36, 0.1, 0.02),
            turned_face(0.32, 0.12, 0.012, 0.24),
        ] {
            let mesh = lathe(&profile, 24);
            let positions = attribute(&mesh, Mesh::ATTRIBUTE_POSITION);
            let normals = attribute(&mesh, Mesh::ATTRIBUTE_NORMAL);
            for (p, n) in positions.iter().zip(&normals) {
                assert!(Vec2::new(p.x, p.z).length() <= 0.36 + 1e-4, "{p}");
                assert!(p.y.abs() <= 0.06 + 1e-4, "{p}");
                assert!((n.length() - 1.0).abs() < 1e-3, "a unit normal: {n}");
            }
            let Some(Indices::U32(indices)) = mesh.indices() else {
                panic!("indices");
            };
            // Every triangle of some size winds counter-clockwise seen from outside (its face
            // normal agrees with its vertices' normals), as Bevy culls the others.
            let mut checked = 0;
            for triangle in indices.chunks(3) {
                let [a, b, c] = [0, 1, 2].map(|i| positions[triangle[i] as usize]);
                let face = (b - a).cross(c - a);
                if face.length() < 1e-7 {
                    continue;
                }
                let normal = normals[triangle[0] as usize]
                    + normals[triangle[1] as usize]
                    + normals[triangle[2] as usize];
                assert!(face.dot(normal) > 0.0, "a triangle faces inward");
                checked += 1;
            }
            assert!(checked > 100);
        }
    }
}
