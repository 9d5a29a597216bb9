//! The orbit camera, its presets and the lights.
//!
//! Orbit with the left button, pan with the right, zoom with the wheel; the pitch is limited so
//! the camera never goes under the board. Presets (keys W, B, T, R and F) set the camera's
//! targets and bevy_panorbit_camera eases toward them.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_panorbit_camera::{FocusBoundsShape, PanOrbitCamera};

use super::GameSet;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ViewRequest>()
        .add_systems(
            Startup,
            (resolve_graphics, (spawn_camera, spawn_lights)).chain(),
        )
        .add_systems(Update, view_keys.in_set(GameSet::Input))
        .add_systems(
            Update,
            (apply_view_requests, keep_pointer_for_egui).in_set(GameSet::Present),
        );
}

/// A camera preset.
#[derive(clap::ValueEnum, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ViewPreset {
    /// From White's side.
    #[default]
    White,
    /// From Black's side.
    Black,
    /// Straight down on the board.
    Top,
}

/// The camera the game starts with.
#[derive(Resource, Clone, Copy, Debug)]
pub(super) struct StartView(pub ViewPreset);

/// How much the renderer does per frame.
#[derive(clap::ValueEnum, Resource, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Graphics {
    /// Fancy on a GPU, fast on a software renderer (where fancy runs at a third of the speed).
    #[default]
    Auto,
    /// Shadows and 4x multisampling.
    Fancy,
    /// No shadows, no multisampling: for software rendering.
    Fast,
}

/// Settles `Graphics::Auto` from the adapter the renderer chose.
fn resolve_graphics(
    mut graphics: ResMut<Graphics>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
) {
    if *graphics != Graphics::Auto {
        return;
    }
    // wgpu's `DeviceType` is not re-exported by Bevy; its name is stable.
    let software = adapter.is_some_and(|info| format!("{:?}", info.0.device_type) == "Cpu");
    *graphics = if software {
        Graphics::Fast
    } else {
        Graphics::Fancy
    };
    info!("graphics: {:?}", *graphics);
}

/// A request to move the camera.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ViewRequest {
    /// Go to a preset.
    Preset(ViewPreset),
    /// Look from the other side.
    Flip,
    /// Back to the starting view, focus on the centre.
    Reset,
}

const VIEW_PITCH: f32 = 0.82;
const VIEW_RADIUS: f32 = 10.2;
const TOP_RADIUS: f32 = 11.5;
/// The lowest pitch: the camera stays above the board's surface.
const MIN_PITCH: f32 = 0.06;
/// Nearly straight down (exactly straight down makes the yaw meaningless).
const TOP_PITCH: f32 = FRAC_PI_2 - 0.001;

fn spawn_camera(mut commands: Commands, start: Res<StartView>, graphics: Res<Graphics>) {
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
    let msaa = match *graphics {
        Graphics::Auto | Graphics::Fancy => Msaa::Sample4,
        Graphics::Fast => Msaa::Off,
    };
    commands.spawn((Name::new("camera"), camera, msaa, Transform::default()));
}

fn spawn_lights(mut commands: Commands, graphics: Res<Graphics>) {
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(0.85, 0.88, 1.0),
        brightness: 260.0,
        ..default()
    });
    commands.spawn((
        Name::new("sun"),
        DirectionalLight {
            illuminance: 12_000.0,
            shadow_maps_enabled: *graphics != Graphics::Fast,
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
fn preset(view: ViewPreset, yaw_now: f32) -> (f32, f32, f32) {
    let nearest = |base: f32| base + ((yaw_now - base) / TAU).round() * TAU;
    match view {
        ViewPreset::White => (nearest(0.0), VIEW_PITCH, VIEW_RADIUS),
        ViewPreset::Black => (nearest(PI), VIEW_PITCH, VIEW_RADIUS),
        ViewPreset::Top => (yaw_now, TOP_PITCH, TOP_RADIUS),
    }
}

fn view_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut requests: MessageWriter<ViewRequest>,
) {
    if egui.is_some_and(|egui| egui.wants_any_keyboard_input()) {
        return;
    }
    for (key, request) in [
        (KeyCode::KeyW, ViewRequest::Preset(ViewPreset::White)),
        (KeyCode::KeyB, ViewRequest::Preset(ViewPreset::Black)),
        (KeyCode::KeyT, ViewRequest::Preset(ViewPreset::Top)),
        (KeyCode::KeyF, ViewRequest::Flip),
        (KeyCode::KeyR, ViewRequest::Reset),
    ] {
        if keys.just_pressed(key) {
            requests.write(request);
        }
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
                        ViewPreset::White
                    } else {
                        ViewPreset::Black
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

/// The camera leaves the pointer to egui while it is over a panel.
fn keep_pointer_for_egui(
    egui: Option<Res<EguiWantsInput>>,
    mut cameras: Query<&mut PanOrbitCamera>,
) {
    let busy = egui.is_some_and(|egui| egui.wants_any_pointer_input());
    for mut camera in &mut cameras {
        if camera.enabled == busy {
            camera.enabled = !busy;
        }
    }
}
