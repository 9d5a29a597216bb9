//! The board's textures, made here at start from a few lines of arithmetic, so there is no
//! image file to ship and no licence to check: wood grain (rings that wander), stone (soft
//! mottling), a soft round shadow and a table that fades into the background. Each is a
//! lightness map near white that the material's colour multiplies, so one texture serves
//! every theme; `grain` in the palette says how strong it is.

use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// What a surface is made of.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Grain {
    /// Long fibres and growth rings, `rings` across the picture, wandering by `wander`.
    Wood { rings: f32, wander: f32 },
    /// Mottling without a direction.
    Stone,
}

/// A hash of a lattice point to [0, 1): the noise's random values, the same on every machine.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343)
        ^ (y as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

/// Smooth value noise in [0, 1), wrapping every `period` lattice cells so the picture tiles.
fn noise(x: f32, y: f32, period: i32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let wrap = |v: i32| v.rem_euclid(period.max(1));
    let (ix, iy) = (x0 as i32, y0 as i32);
    let at = |dx: i32, dy: i32| hash(wrap(ix + dx), wrap(iy + dy), seed);
    let top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
    let bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// Four octaves of noise, in [0, 1).
fn fractal(x: f32, y: f32, period: i32, seed: u32) -> f32 {
    let mut sum = 0.0;
    let mut weight = 0.5;
    let mut scale = 1.0;
    for octave in 0..4 {
        sum += weight * noise(x * scale, y * scale, period * scale as i32, seed + octave);
        weight *= 0.5;
        scale *= 2.0;
    }
    sum / 0.9375
}

/// The lightness of a surface at (u, v) in [0, 1)², between `1 - strength` and 1.
pub fn lightness(grain: Grain, u: f32, v: f32, strength: f32, seed: u32) -> f32 {
    let value = match grain {
        Grain::Wood { rings, wander } => {
            // Rings run along u; their phase wanders with slow noise, and fine fibres along u
            // streak each ring.
            let drift = fractal(u * 3.0, v * 5.0, 5, seed) * wander;
            let ring = ((v * rings + drift) * std::f32::consts::TAU).sin() * 0.5 + 0.5;
            let ring = ring * ring;
            let fibre = noise(u * 6.0, v * 160.0, 160, seed + 7);
            0.62 * ring + 0.38 * fibre
        }
        Grain::Stone => fractal(u * 8.0, v * 8.0, 8, seed),
    };
    1.0 - strength * value.clamp(0.0, 1.0)
}

/// An sRGB picture of `size` square pixels, sampled smoothly and repeated, with its smaller
/// copies ([`mip_chain`]).
fn picture(size: u32, pixels: Vec<u8>) -> Image {
    let (data, levels) = mip_chain(size, pixels);
    let mut image = Image::new_uninit(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.texture_descriptor.mip_level_count = levels;
    image.data = Some(data);
    image.sampler = ImageSampler::Descriptor(bevy::image::ImageSamplerDescriptor {
        address_mode_u: bevy::image::ImageAddressMode::Repeat,
        address_mode_v: bevy::image::ImageAddressMode::Repeat,
        ..bevy::image::ImageSamplerDescriptor::linear()
    });
    image
}

/// `pixels` (RGBA, `size` square) followed by its smaller copies, each half the last with
/// every 2x2 pixels averaged, while the side stays even; and how many levels that makes. The
/// board seen from afar, or drawn at half scale, reads its grain from the copy that fits: it
/// does not shimmer as the camera moves, and a software renderer reads neighbouring texels.
fn mip_chain(size: u32, pixels: Vec<u8>) -> (Vec<u8>, u32) {
    let mut data = pixels;
    let (mut start, mut side, mut levels) = (0, size as usize, 1);
    while side > 1 && side % 2 == 0 {
        let half = side / 2;
        let mut next = Vec::with_capacity(half * half * 4);
        for y in 0..half {
            for x in 0..half {
                for channel in 0..4 {
                    let at = |dx: usize, dy: usize| {
                        u32::from(data[start + ((2 * y + dy) * side + 2 * x + dx) * 4 + channel])
                    };
                    let sum = at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1);
                    next.push(((sum + 2) / 4) as u8);
                }
            }
        }
        start = data.len();
        data.extend_from_slice(&next);
        side = half;
        levels += 1;
    }
    (data, levels)
}

fn byte(value: f32) -> u8 {
    (value.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// A surface's texture: its lightness map, grey, opaque.
pub fn surface(grain: Grain, size: u32, strength: f32, seed: u32) -> Image {
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            let l = byte(lightness(grain, u, v, strength, seed));
            pixels.extend_from_slice(&[l, l, l, 255]);
        }
    }
    picture(size, pixels)
}

/// The opacity of a soft round shadow at `r`, the distance from its centre as a share of its
/// radius: dark in the middle, nothing at the rim.
pub fn shadow_opacity(r: f32) -> f32 {
    let t = (1.0 - r).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A soft round shadow: black, its opacity falling to nothing at the picture's edge.
pub fn soft_shadow(size: u32) -> Image {
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    let half = size as f32 / 2.0;
    for y in 0..size {
        for x in 0..size {
            let (dx, dy) = (x as f32 + 0.5 - half, y as f32 + 0.5 - half);
            let r = (dx * dx + dy * dy).sqrt() / half;
            pixels.extend_from_slice(&[0, 0, 0, byte(shadow_opacity(r))]);
        }
    }
    let mut image = picture(size, pixels);
    image.sampler = ImageSampler::linear();
    image
}

/// The table in `cloth`'s colour: soft mottling near the board, fading into `background`
/// toward the edge, so the table meets the background without a line. Opaque, so the
/// board's shadow can lie on it.
pub fn table(size: u32, seed: u32, cloth: [u8; 3], background: [u8; 3]) -> Image {
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            let l = lightness(Grain::Stone, u * 2.0, v * 2.0, 0.12, seed);
            let r = ((u - 0.5).powi(2) + (v - 0.5).powi(2)).sqrt() * 2.0;
            let near = shadow_opacity(((r - 0.1) / 0.5).max(0.0));
            for channel in 0..3 {
                let (c, b) = (f32::from(cloth[channel]), f32::from(background[channel]));
                pixels.push(byte((b + (c * l - b) * near) / 255.0));
            }
            pixels.push(255);
        }
    }
    let mut image = picture(size, pixels);
    image.sampler = ImageSampler::linear();
    image
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn textures_are_the_same_on_every_run_and_stay_near_white() {
        let wood = Grain::Wood {
            rings: 9.0,
            wander: 1.5,
        };
        for grain in [wood, Grain::Stone] {
            let a = surface(grain, 32, 0.3, 5);
            let b = surface(grain, 32, 0.3, 5);
            assert_eq!(a.data, b.data);
            let data = a.data.as_ref().expect("pixels");
            let lowest = data.chunks(4).map(|p| p[0]).min().unwrap_or(0);
            let highest = data.chunks(4).map(|p| p[0]).max().unwrap_or(0);
            // Never darker than the strength allows, and not flat.
            assert!(lowest >= byte(0.7) - 1, "{grain:?}: {lowest}");
            assert!(highest > lowest + 10, "{grain:?}: {lowest}..{highest}");
        }
    }

    #[test]
    fn a_picture_carries_its_smaller_copies_down_to_one_pixel() {
        let image = surface(Grain::Stone, 16, 0.3, 5);
        assert_eq!(image.texture_descriptor.mip_level_count, 5);
        let data = image.data.as_ref().expect("pixels");
        assert_eq!(data.len(), (16 * 16 + 8 * 8 + 4 * 4 + 2 * 2 + 1) * 4);
        // The last pixel is the picture's mean, opaque.
        let mean = data[..16 * 16 * 4]
            .chunks(4)
            .map(|p| u32::from(p[0]))
            .sum::<u32>()
            / 256;
        let last = &data[data.len() - 4..];
        assert!(u32::from(last[0]).abs_diff(mean) <= 3, "{last:?} {mean}");
        assert_eq!(last[3], 255);
    }

    #[test]
    fn the_noise_tiles() {
        for (x, y) in [(0.3, 0.7), (2.9, 4.1)] {
            let a = noise(x, y, 5, 1);
            let b = noise(x + 5.0, y + 5.0, 5, 1);
            assert!((a - b).abs() < 1e-5, "{a} {b}");
        }
    }

    #[test]
    fn a_shadow_is_dark_inside_and_gone_at_its_rim() {
        assert!((shadow_opacity(0.0) - 1.0).abs() < 1e-6);
        assert!(shadow_opacity(1.0).abs() < 1e-6);
        assert!(shadow_opacity(0.3) > shadow_opacity(0.6));
        let image = soft_shadow(16);
        let data = image.data.as_ref().expect("pixels");
        // The corner pixel is clear, the middle one dark.
        assert_eq!(data[3], 0);
        let middle = ((8 * 16 + 8) * 4 + 3) as usize;
        assert!(data[middle] > 200);
    }
}
