//! The orbit camera, its presets and the lights.
//!
//! Orbit with the left button, pan with the right, zoom with the wheel; the pitch is limited so
//! the camera never goes under the board. A [`ViewRequest`] (the keys W, B, T, R and F, or the
//! HUD) sets the camera's targets and bevy_panorbit_camera eases toward them.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use bevy::anti_alias::fxaa::{Fxaa, Sensitivity};
use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use bevy_panorbit_camera::{FocusBoundsShape, PanOrbitCamera, PanOrbitCameraSystemSet};

use bevy::asset::RenderAssetUsages;
use bevy::camera::{RenderTarget, SubCameraView};
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};
use bevy::window::PrimaryWindow;
use bevy_panorbit_camera::ActiveCameraData;

use super::geometry::{spread_top, square_centre};
use crate::app::core::{
    AppMode, BoardFrame, FrameDemand, GameSet, Inspection, Launch, PanelCover, Rendering,
    SceneImage, SceneScale, StartView, TurnState, UserSettings, ViewRequest, WindowCamera,
};
use crate::record::{CameraPreset, Graphics};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(bevy_panorbit_camera::PanOrbitCameraPlugin)
        .add_systems(
            Startup,
            (resolve_graphics, (spawn_camera, spawn_lights)).chain(),
        )
        .add_systems(
            Update,
            (
                apply_view_requests,
                frame_the_board,
                size_the_scene,
                smooth_at_rest,
            )
                .in_set(GameSet::Present),
        )
        .add_systems(
            PreUpdate,
            orbit_the_scene.before(bevy_panorbit_camera::PanOrbitCameraSystemSet),
        )
        .add_systems(
            PostUpdate,
            keep_moving_while_easing.after(PanOrbitCameraSystemSet),
        );
}

/// Frames go on while the camera eases toward its targets (after a drag, a preset, a flip).
fn keep_moving_while_easing(cameras: Query<&PanOrbitCamera>, mut demand: ResMut<FrameDemand>) {
    let easing = cameras.iter().any(|camera| {
        !camera.initialized
            || camera.yaw != Some(camera.target_yaw)
            || camera.pitch != Some(camera.target_pitch)
            || camera.radius != Some(camera.target_radius)
            || camera.focus != camera.target_focus
    });
    if easing {
        demand.keep_moving();
    }
}

/// On a software renderer, FXAA smooths the picture at rest, not while a move is shown: the
/// eye follows a moving man, not his edge's steps, and there FXAA is a fifth of a frame
/// (lavapipe, 1280x720: 34 of 161 ms a frame of a computer-vs-computer game). The frame that
/// ends a move is drawn smoothed, so the board the player looks at always is. A graphics card
/// smooths every frame.
fn smooth_at_rest(
    state: Res<State<TurnState>>,
    graphics: Res<Rendering>,
    animated: Query<(), With<bevy_tweening::TweenAnim>>,
    mut fxaa: Query<&mut Fxaa>,
) {
    let moving = graphics.0 == Graphics::Fast
        && (*state.get() == TurnState::Animating || !animated.is_empty());
    for mut fxaa in &mut fxaa {
        if fxaa.enabled == moving {
            fxaa.enabled = !moving;
        }
    }
}

/// Bevy's default vertical field of view, the one the presets' distances were chosen for.
const FIELD_OF_VIEW: f32 = std::f32::consts::FRAC_PI_4;
/// How fast the board follows a change of its frame (per second).
const FRAME_RATE: f32 = 10.0;
/// Half the side of a board `size` squares wide, its frame with the coordinates included.
fn board_half(size: u8) -> f32 {
    f32::from(size) / 2.0 * super::geometry::SQUARE_SIZE + 0.75
}
/// The share of the frame the board may fill: a margin all round.
const FILL: f32 = 0.96;
/// The share of the window's height at its top that towers keep clear of (the move field and
/// a tower's label).
const TOWER_ROOM: f32 = 0.11;

/// How the board is drawn now, easing toward the fit of its frame: where the view's axis
/// meets the window (logical pixels) and how many pixels a unit of tangent is.
#[derive(Default)]
struct Framed(Option<(Vec2, f32)>);

/// Draws the board in the part of the window the panels leave free ([`BoardFrame`]): the
/// camera's picture is moved (an off-centre view, `SubCameraView`, so the perspective does not
/// change) and scaled so that the whole board, its coordinates included, seen from the
/// camera's angle at the preset's distance, fits the frame. Zooming with the wheel still
/// zooms; positions on screen (`world_to_viewport`, picking) follow by themselves, through
/// the same projection.
fn frame_the_board(
    time: Res<Time<Real>>,
    frame: Res<BoardFrame>,
    scale: Res<SceneScale>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut cameras: Query<(&mut Camera, &mut Projection, &PanOrbitCamera)>,
    mut framed: Local<Framed>,
    mut demand: ResMut<FrameDemand>,
    stacks: Res<super::Stacks>,
    inspection: Res<Inspection>,
    mode: Res<State<AppMode>>,
    cover: Res<PanelCover>,
    mut held: Local<Option<Vec<Vec3>>>,
) {
    let Some(window) = window else {
        return;
    };
    let size = window.size();
    let (Some(frame), true) = (frame.0, size.x >= 1.0 && size.y >= 1.0) else {
        return;
    };
    let Some((_, _, orbit)) = cameras.iter().next() else {
        return;
    };
    // While men are being placed in the editor, the board holds still under the pointer: the
    // towers are framed again once the pointer leaves the board for a panel or the window.
    let placing = *mode.get() == AppMode::Edit
        && window
            .cursor_position()
            .is_some_and(|at| !cover.covers(at) && frame.contains(at));
    if !placing || held.is_none() {
        *held = Some(stacks.towers());
    }
    let mut towers = held.clone().unwrap_or_default();
    // A spread column (E held) is framed whole too.
    if let (true, Some(square)) = (inspection.exploded, inspection.hovered) {
        let height = stacks.column(square).len();
        if height > 1 {
            towers.push(square_centre(square) + Vec3::Y * spread_top(height));
        }
    }
    // A tall column's top, and its label, stay clear of the move field at the window's top.
    let frame = if towers.is_empty() {
        frame
    } else {
        Rect::from_corners(
            Vec2::new(frame.min.x, frame.min.y.max(size.y * TOWER_ROOM)),
            frame.max,
        )
    };
    let target = fit(
        frame,
        size,
        orbit.target_yaw,
        orbit.target_pitch,
        stacks.size(),
        &towers,
    );
    let now = match framed.0 {
        Some((centre, scale)) if (centre, scale) != target => {
            let blend = 1.0 - (-FRAME_RATE * time.delta_secs().min(0.1)).exp();
            let eased = (
                centre.lerp(target.0, blend),
                scale + (target.1 - scale) * blend,
            );
            if eased.0.distance(target.0) < 0.5 && (eased.1 - target.1).abs() < 0.5 {
                target
            } else {
                demand.keep_moving();
                eased
            }
        }
        Some(now) => now,
        None => target,
    };
    if framed.0 == Some(now)
        && cameras
            .iter()
            .all(|(camera, ..)| camera.sub_camera_view.is_some())
    {
        return;
    }
    framed.0 = Some(now);
    let pixels = window.scale_factor() * scale.0;
    let (view, field_of_view) = off_centre_view(size, pixels, now.0, now.1);
    for (mut camera, mut projection, _) in &mut cameras {
        camera.sub_camera_view = Some(view);
        if let Projection::Perspective(perspective) = &mut *projection {
            perspective.fov = field_of_view;
        }
    }
}

/// Where the view's axis goes and the pixels per unit of tangent that fit the board in
/// `frame` (of a window of logical `size`), seen from `yaw` and `pitch` at the preset's
/// distance: never larger than the whole window shows it. `board` is the board's width;
/// `towers` the tops of the columns taller than a game's (a sandbox's tower of thirty), framed
/// whole too; a game's columns are framed as they always were (half a unit above the board).
pub fn fit(
    frame: Rect,
    size: Vec2,
    yaw: f32,
    pitch: f32,
    board: u8,
    towers: &[Vec3],
) -> (Vec2, f32) {
    let half = board_half(board);
    let radius = if pitch > 1.2 { TOP_RADIUS } else { VIEW_RADIUS };
    let rotation = Quat::from_axis_angle(Vec3::Y, yaw) * Quat::from_axis_angle(Vec3::X, -pitch);
    let eye = rotation * Vec3::new(0.0, 0.0, radius);
    let (mut low, mut high) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    let corners = [-1.0f32, 1.0]
        .into_iter()
        .flat_map(|x| [-1.0f32, 1.0].map(move |z| (x, z)))
        .flat_map(|(x, z)| [0.0f32, 0.5].map(move |y| Vec3::new(x * half, y, z * half)));
    for point in corners.chain(towers.iter().copied()) {
        let seen = rotation.inverse() * (point - eye);
        if seen.z >= -0.1 {
            continue;
        }
        let tangent = Vec2::new(seen.x / -seen.z, seen.y / -seen.z);
        low = low.min(tangent);
        high = high.max(tangent);
    }
    let whole = size.y / 2.0 / (FIELD_OF_VIEW / 2.0).tan();
    if low.x > high.x {
        return (frame.center(), whole);
    }
    let extent = (high - low).max(Vec2::splat(1e-3));
    let scale = (FILL * frame.width() / extent.x)
        .min(FILL * frame.height() / extent.y)
        .min(whole);
    let middle = (low + high) / 2.0;
    // Screen y grows downward, tangents upward.
    let centre = frame.center() + Vec2::new(-middle.x, middle.y) * scale;
    (centre, scale)
}

/// The sub-view and field of view that put the view's axis at `centre` of a window of logical
/// `size`, at `scale` pixels per unit of tangent: the whole picture is as large as needed for
/// `centre` to be its centre, and the window shows the part of it that is the window.
pub fn off_centre_view(size: Vec2, pixels: f32, centre: Vec2, scale: f32) -> (SubCameraView, f32) {
    let shift = centre - size / 2.0;
    let full = size + 2.0 * shift.abs();
    let offset = shift.abs() - shift;
    let field_of_view = 2.0 * (full.y / 2.0 / scale.max(1.0)).atan();
    let physical = |v: Vec2| (v * pixels).round().as_uvec2().max(UVec2::ONE);
    (
        SubCameraView {
            full_size: physical(full),
            offset: offset * pixels,
            size: physical(size),
        },
        field_of_view,
    )
}

/// Settles `Graphics::Auto` from the adapter the renderer chose.
fn resolve_graphics(
    mut graphics: ResMut<Rendering>,
    mut scale: ResMut<SceneScale>,
    launch: Option<Res<Launch>>,
    settings: Option<Res<UserSettings>>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
) {
    // wgpu's `DeviceType` is not re-exported by Bevy; its name is stable.
    let software = adapter.is_some_and(|info| format!("{:?}", info.0.device_type) == "Cpu");
    let chosen = launch
        .and_then(|launch| launch.0.render_scale)
        .or(settings.map(|settings| settings.settings.render_scale))
        .unwrap_or_default();
    scale.0 = chosen.factor(software);
    info!("render scale: {}", scale.0);
    if graphics.0 != Graphics::Auto {
        return;
    }
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

/// The scene's picture at the render scale: the window's pixels times the scale, at least one.
fn scene_size(window: &Window, scale: f32) -> Extent3d {
    Extent3d {
        width: ((window.physical_width() as f32 * scale).round() as u32).max(1),
        height: ((window.physical_height() as f32 * scale).round() as u32).max(1),
        depth_or_array_layers: 1,
    }
}

/// A picture for the board's camera to draw into, at the render scale.
fn scene_image(size: Extent3d) -> Image {
    let mut image = Image::new_fill(
        size,
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Bgra8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.texture_descriptor.usage =
        TextureUsages::TEXTURE_BINDING | TextureUsages::COPY_DST | TextureUsages::RENDER_ATTACHMENT;
    // Stretched across the window: smooth, not blocky.
    image.sampler = bevy::image::ImageSampler::linear();
    image
}

/// Keeps the scene's picture as large as the window times the render scale.
fn size_the_scene(
    scene: Option<Res<SceneImage>>,
    scale: Res<SceneScale>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut images: ResMut<Assets<Image>>,
) {
    let (Some(scene), Some(window)) = (scene, window) else {
        return;
    };
    let size = scene_size(&window, scale.0);
    if let Some(mut image) = images.get_mut(&scene.0)
        && image.texture_descriptor.size != size
    {
        image.resize(size);
    }
}

/// At a render scale under 1 the board's camera draws into a picture, which the orbit camera
/// cannot find the pointer on by itself: it is told the camera is the window's.
fn orbit_the_scene(
    scene: Option<Res<SceneImage>>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    cameras: Query<(Entity, &Camera), With<PanOrbitCamera>>,
    mut active: ResMut<ActiveCameraData>,
) {
    let (Some(_), Some(window)) = (scene, window) else {
        return;
    };
    let Some((entity, _)) = cameras.iter().next() else {
        return;
    };
    let size = window.size();
    *active = ActiveCameraData {
        entity: Some(entity),
        viewport_size: Some(size),
        window_size: Some(size),
        manual: true,
    };
}

/// A camera's multisampling, and whether it draws ambient occlusion, for `graphics` (with the
/// occlusion turned off for measuring). On a graphics card, ambient occlusion darkens the
/// board round each column's foot and between stacked men; Bevy's (SSAO) needs multisampling
/// off, so FXAA smooths the edges there too. A software renderer has neither multisampling
/// nor SSAO (either would cost more than the scene): the contact shadows stand in.
fn camera_looks(graphics: Graphics, occlusion_off: bool) -> (Msaa, bool) {
    let fancy = graphics != Graphics::Fast;
    let occlusion = fancy && !occlusion_off;
    let msaa = if fancy && !occlusion {
        Msaa::Sample4
    } else {
        Msaa::Off
    };
    (msaa, occlusion)
}

fn spawn_camera(
    mut commands: Commands,
    start: Res<StartView>,
    graphics: Res<Rendering>,
    scale: Res<SceneScale>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut images: ResMut<Assets<Image>>,
) {
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
    let (msaa, occlusion) = camera_looks(graphics.0, super::look_off("ao"));
    let board = commands
        .spawn((Name::new("camera"), camera, msaa, Transform::default()))
        .id();
    if occlusion {
        commands
            .entity(board)
            .insert(bevy::pbr::ScreenSpaceAmbientOcclusion::default());
    }
    if msaa == Msaa::Off && !super::look_off("fxaa") {
        // Without multisampling (software renderers, and graphics cards drawing ambient
        // occlusion), a post-process smooths the edges instead: at a render scale under 1
        // the picture is stretched, and its stairs with it.
        commands.entity(board).insert(Fxaa {
            // Edges of some contrast only: the board's grain needs no smoothing, and each
            // pixel left alone is time saved on a software renderer.
            edge_threshold: Sensitivity::Low,
            edge_threshold_min: Sensitivity::Low,
            ..default()
        });
    }
    match window {
        Some(window) if scale.0 < 1.0 => {
            // The scene at the render scale, shown across the window under the panels by a
            // camera of the window's (the panels' too).
            let handle = images.add(scene_image(scene_size(&window, scale.0)));
            commands
                .entity(board)
                .insert(RenderTarget::Image(handle.clone().into()));
            commands.insert_resource(SceneImage(handle));
            // It only shows an image and the panels: no multisampling (a camera's default is 4x,
            // which on a software renderer costs as much as the scene at half scale) and no
            // dithering pass over the whole window.
            commands.spawn((
                Name::new("window camera"),
                Camera2d,
                Camera {
                    order: 1,
                    ..default()
                },
                Msaa::Off,
                bevy::core_pipeline::tonemapping::DebandDither::Disabled,
                WindowCamera,
            ));
        }
        _ => {
            commands.entity(board).insert(WindowCamera);
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::column_top;

    #[test]
    fn a_graphics_card_draws_ambient_occlusion_without_multisampling() {
        assert_eq!(camera_looks(Graphics::Fancy, false), (Msaa::Off, true));
        assert_eq!(camera_looks(Graphics::Fancy, true), (Msaa::Sample4, false));
        assert_eq!(camera_looks(Graphics::Fast, false), (Msaa::Off, false));
    }

    #[test]
    fn fxaa_is_off_while_a_move_is_shown_and_back_at_rest() {
        for graphics in [Graphics::Fast, Graphics::Fancy] {
            let mut app = App::new();
            app.add_plugins(bevy::state::app::StatesPlugin)
                .init_state::<TurnState>()
                .insert_resource(Rendering(graphics))
                .add_systems(Update, smooth_at_rest);
            let camera = app.world_mut().spawn(Fxaa::default()).id();
            let enabled = |app: &App| app.world().get::<Fxaa>(camera).map(|fxaa| fxaa.enabled);
            app.update();
            assert_eq!(enabled(&app), Some(true));
            let software = graphics == Graphics::Fast;
            for (state, smoothed) in [
                (TurnState::Animating, !software),
                (TurnState::AwaitingMove, true),
                (TurnState::Animating, !software),
                (TurnState::GameOver, true),
            ] {
                app.world_mut()
                    .resource_mut::<NextState<TurnState>>()
                    .set(state);
                app.update();
                assert_eq!(enabled(&app), Some(smoothed), "{graphics:?} {state:?}");
            }
        }
    }

    #[test]
    fn the_8x8_board_and_a_sandbox_tower_are_framed_whole() {
        let frame = Rect::from_corners(Vec2::ZERO, Vec2::new(1280.0, 720.0));
        let size = Vec2::new(1280.0, 720.0);
        let scale =
            |board: u8, towers: &[Vec3], pitch: f32| fit(frame, size, 0.0, pitch, board, towers).1;
        let seven = scale(7, &[], VIEW_PITCH);
        // The wider board is seen a little smaller.
        assert!(scale(8, &[], VIEW_PITCH) < seven);
        // A tower of thirty at the far side is framed with the board.
        let far = Vec3::new(0.0, column_top(30), -3.0);
        assert!(scale(7, &[far], VIEW_PITCH) < seven * 0.95);
        // Seen from above, one in the middle takes no room.
        let middle = Vec3::new(0.0, column_top(30), 0.0);
        let top = scale(7, &[], TOP_PITCH);
        assert!((scale(7, &[middle], TOP_PITCH) - top).abs() < top * 0.01);
    }
}
