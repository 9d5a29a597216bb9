//! The orbit camera, its presets and the lights.
//!
//! Orbit with the left button, pan with the right, zoom with the wheel; the pitch is limited so
//! the camera never goes under the board. A [`ViewRequest`] (the keys W, B, T, R and F, or the
//! HUD) sets the camera's targets and bevy_panorbit_camera eases toward them.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use bevy_panorbit_camera::{FocusBoundsShape, PanOrbitCamera};

use crate::app::core::{GameSet, Rendering, StartView, ViewRequest};
use crate::record::{CameraPreset, Graphics};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(bevy_panorbit_camera::PanOrbitCameraPlugin)
        .add_systems(
            Startup,
            (resolve_graphics, (spawn_camera, spawn_lights)).chain(),
        )
        .add_systems(Update, apply_view_requests.in_set(GameSet::Present));
}

/// Settles `Graphics::Auto` from the adapter the renderer chose.
fn resolve_graphics(
    mut graphics: ResMut<Rendering>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
) {
    if graphics.0 != Graphics::Auto {
        return;
    }
    // wgpu's `DeviceType` is not re-exported by Bevy; its name is stable.
    let software = adapter.is_some_and(|info| format!("{:?}", info.0.device_type) == "Cpu");
    graphics.0 = if software {
        Graphics::Fast
    } else {
        Graphics::Fancy
    };
    info!("graphics: {:?}", graphics.0);
}

const VIEW_PITCH: f32 = 0.82;
const VIEW_RADIUS: f32 = 10.2;
const TOP_RADIUS: f32 = 11.5;
/// The lowest pitch: the camera stays above the board's surface.
const MIN_PITCH: f32 = 0.06;
/// Nearly straight down (exactly straight down makes the yaw meaningless).
const TOP_PITCH: f32 = FRAC_PI_2 - 0.001;

fn spawn_camera(mut commands: Commands, start: Res<StartView>, graphics: Res<Rendering>) {
    let mut camera = PanOrbitCamera {
        focus: Vec3::ZERO,
        pitch_lower_limit: Some(MIN_PITCH),
        pitch_upper_limit: Some(FRAC_PI_2),
        zoom_lower_limit: 4.0,
        zoom_upper_limit: Some(30.0),
        focus_bounds_shape: Some(FocusBoundsShape::Cuboid(Cuboid::new(8.0, 2.0, 8.0))),
        ..default()
    };
    let (yaw, pitch, radius) = preset(start.0, 0.0);
    camera.yaw = Some(yaw);
    camera.pitch = Some(pitch);
    camera.radius = Some(radius);
    let msaa = match graphics.0 {
        Graphics::Auto | Graphics::Fancy => Msaa::Sample4,
        Graphics::Fast => Msaa::Off,
    };
    commands.spawn((Name::new("camera"), camera, msaa, Transform::default()));
}

fn spawn_lights(mut commands: Commands, graphics: Res<Rendering>) {
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(0.85, 0.88, 1.0),
        brightness: 260.0,
        ..default()
    });
    commands.spawn((
        Name::new("sun"),
        DirectionalLight {
            illuminance: 12_000.0,
            shadow_maps_enabled: graphics.0 != Graphics::Fast,
            ..default()
        },
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 40.0,
            ..default()
        }
        .build(),
        Transform::from_xyz(-4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// Yaw, pitch and radius of a preset, the yaw chosen nearest to `yaw_now` so the camera turns
/// the short way.
fn preset(view: CameraPreset, yaw_now: f32) -> (f32, f32, f32) {
    let nearest = |base: f32| base + ((yaw_now - base) / TAU).round() * TAU;
    match view {
        CameraPreset::White => (nearest(0.0), VIEW_PITCH, VIEW_RADIUS),
        CameraPreset::Black => (nearest(PI), VIEW_PITCH, VIEW_RADIUS),
        CameraPreset::Top => (yaw_now, TOP_PITCH, TOP_RADIUS),
    }
}

fn apply_view_requests(
    mut requests: MessageReader<ViewRequest>,
    start: Res<StartView>,
    mut cameras: Query<&mut PanOrbitCamera>,
) {
    for &request in requests.read() {
        for mut camera in &mut cameras {
            let yaw_now = camera.target_yaw;
            let (yaw, pitch, radius) = match request {
                ViewRequest::Preset(view) => preset(view, yaw_now),
                ViewRequest::Flip => {
                    // Whichever side the camera is nearer, go to the other.
                    let from_black = (yaw_now - PI).rem_euclid(TAU) < FRAC_PI_2
                        || (yaw_now - PI).rem_euclid(TAU) > 3.0 * FRAC_PI_2;
                    let view = if from_black {
                        CameraPreset::White
                    } else {
                        CameraPreset::Black
                    };
                    let (yaw, _, _) = preset(view, yaw_now);
                    (yaw, camera.target_pitch, camera.target_radius)
                }
                ViewRequest::Reset => {
                    camera.target_focus = Vec3::ZERO;
                    preset(start.0, yaw_now)
                }
            };
            camera.target_yaw = yaw;
            camera.target_pitch = pitch;
            camera.target_radius = radius;
        }
    }
}
