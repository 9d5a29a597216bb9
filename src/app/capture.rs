//! `--screenshot PATH --frames N`: once the scene is drawn (its shaders compiled), render N
//! more frames, save the window as a PNG and exit; `--frame-stats`: log frame times. Also logs
//! the time from start to the first frame that shows the scene. And the window's pace: a frame
//! only when something changes (the core `FrameDemand`), continuous frames only while the
//! scene is still compiling, something moves, or a capture counts frames.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};

use super::core::{FrameDemand, install_waker};

pub(super) fn plugin(app: &mut App) {
    let ready = SceneReady::default();
    app.init_resource::<FrameClock>()
        .insert_resource(ready.clone())
        .insert_resource(WinitSettings {
            focused_mode: UpdateMode::Continuous,
            unfocused_mode: UpdateMode::Continuous,
        })
        .add_systems(Startup, install_wake_up)
        .add_systems(Last, (count_frames, frame_stats, pace_frames));
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(ready)
            .add_systems(Render, watch_pipelines.in_set(RenderSystems::Cleanup));
    }
}

/// How many frames in a row the renderer has had every pipeline compiled, shared between the
/// main and the render world. Shaders compile in the background: until then the window shows
/// only the clear colour and the HUD.
#[derive(Resource, Clone, Default)]
struct SceneReady(Arc<AtomicU32>);

/// Frames in a row without a waiting pipeline before the scene counts as drawn.
const READY_STREAK: u32 = 3;

fn watch_pipelines(cache: Res<PipelineCache>, ready: Res<SceneReady>) {
    if cache.waiting_pipelines().next().is_none() && cache.pipelines().next().is_some() {
        ready.0.fetch_add(1, Ordering::Relaxed);
    } else {
        ready.0.store(0, Ordering::Relaxed);
    }
}

/// The longest the window sleeps when nothing asked for a frame: a safety net for a change
/// nobody announced, not a heartbeat (each frame costs about a CPU-second on a software
/// renderer).
const IDLE_WAIT: Duration = Duration::from_secs(60);

/// Lets threads off the frame (searches, the network) wake the window's event loop.
fn install_wake_up(proxy: Option<Res<EventLoopProxyWrapper>>) {
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        install_waker(move || {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        });
    }
}

/// Whether `LASCA_FRAME_DEBUG` is set: then each frame logs why it was drawn (read once).
fn frame_debug() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("LASCA_FRAME_DEBUG").is_some())
}

/// The pace of the next frames, from what this frame's systems asked for.
fn pace_frames(
    options: Res<CaptureOptions>,
    ready: Res<SceneReady>,
    mut demand: ResMut<FrameDemand>,
    mut winit: ResMut<WinitSettings>,
    mut redraws: MessageReader<bevy::window::RequestRedraw>,
    mut contexts: bevy_egui::EguiContexts,
) {
    let demand = demand.take();
    let redraws = redraws.read().count();
    let compiling = ready.0.load(Ordering::Relaxed) < READY_STREAK;
    if frame_debug() {
        let causes = contexts.ctx_mut().map(|ctx| ctx.repaint_causes());
        info!("pace: {demand:?} compiling={compiling} redraws={redraws} egui: {causes:?}");
    }
    let capturing = options.screenshot.is_some() || options.frames.is_some() || options.frame_stats;
    let mode = if capturing || compiling || demand.moving() {
        UpdateMode::Continuous
    } else {
        UpdateMode::reactive_low_power(demand.within().unwrap_or(IDLE_WAIT).min(IDLE_WAIT))
    };
    if winit.focused_mode != mode || winit.unfocused_mode != mode {
        *winit = WinitSettings {
            focused_mode: mode,
            unfocused_mode: mode,
        };
    }
}

/// How many frames a screenshot waits for by default after the scene is drawn.
pub const DEFAULT_SCREENSHOT_FRAMES: u32 = 5;
/// How many frames a requested screenshot may take to arrive before the run fails.
const SCREENSHOT_TIMEOUT_FRAMES: u32 = 600;

/// What `run` was asked to capture, and where a failure is reported back to it.
#[derive(Resource, Clone, Debug)]
pub struct CaptureOptions {
    /// Save the window here, then exit.
    pub screenshot: Option<PathBuf>,
    /// Exit (after the screenshot, if any) after this many frames.
    pub frames: Option<u32>,
    /// Log frame times.
    pub frame_stats: bool,
    /// A failure to report when the app has exited.
    pub outcome: Arc<Mutex<Option<String>>>,
}

#[derive(Resource)]
struct FrameClock {
    started: Instant,
    /// Frames since the scene was first drawn.
    frames: u32,
    requested_at: Option<u32>,
    deltas: Vec<Duration>,
    last_report: Instant,
}

impl Default for FrameClock {
    fn default() -> FrameClock {
        FrameClock {
            started: Instant::now(),
            frames: 0,
            requested_at: None,
            deltas: Vec::new(),
            last_report: Instant::now(),
        }
    }
}

fn count_frames(
    mut commands: Commands,
    options: Res<CaptureOptions>,
    ready: Res<SceneReady>,
    mut clock: ResMut<FrameClock>,
    mut exit: MessageWriter<AppExit>,
) {
    if clock.frames == 0 && ready.0.load(Ordering::Relaxed) < READY_STREAK {
        return;
    }
    clock.frames += 1;
    if clock.frames == 1 {
        info!(
            "first frame showing the scene {:.2} s after the app started",
            clock.started.elapsed().as_secs_f32()
        );
    }
    let wanted = match (&options.screenshot, options.frames) {
        (_, Some(frames)) => frames,
        (Some(_), None) => DEFAULT_SCREENSHOT_FRAMES,
        (None, None) => return,
    };
    let Some(path) = &options.screenshot else {
        if clock.frames >= wanted {
            exit.write(AppExit::Success);
        }
        return;
    };
    if clock.frames == wanted {
        clock.requested_at = Some(clock.frames);
        let path = path.clone();
        let outcome = options.outcome.clone();
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                let saved = captured
                    .image
                    .clone()
                    .try_into_dynamic()
                    .map_err(|error| error.to_string())
                    .and_then(|image| {
                        image
                            .to_rgb8()
                            .save(&path)
                            .map_err(|error| error.to_string())
                    });
                match saved {
                    Ok(()) => info!("screenshot saved to {}", path.display()),
                    Err(error) => {
                        let message = format!("cannot save {}: {error}", path.display());
                        if let Ok(mut outcome) = outcome.lock() {
                            *outcome = Some(message);
                        }
                    }
                }
                exit.write(AppExit::Success);
            },
        );
    }
    if clock
        .requested_at
        .is_some_and(|at| clock.frames > at + SCREENSHOT_TIMEOUT_FRAMES)
    {
        if let Ok(mut outcome) = options.outcome.lock() {
            *outcome = Some("the screenshot never arrived".into());
        }
        exit.write(AppExit::from_code(3));
    }
}

/// Every five seconds: frames per second, median and worst frame time.
fn frame_stats(time: Res<Time<Real>>, options: Res<CaptureOptions>, mut clock: ResMut<FrameClock>) {
    if !options.frame_stats {
        return;
    }
    let delta = time.delta();
    clock.deltas.push(delta);
    if clock.last_report.elapsed() < Duration::from_secs(5) {
        return;
    }
    clock.last_report = Instant::now();
    let mut deltas = std::mem::take(&mut clock.deltas);
    deltas.sort();
    let total: Duration = deltas.iter().sum();
    if let (Some(median), Some(worst)) = (deltas.get(deltas.len() / 2), deltas.last()) {
        info!(
            "frames: {} in {:.1} s ({:.1} fps), median {:.1} ms, worst {:.1} ms",
            deltas.len(),
            total.as_secs_f32(),
            deltas.len() as f32 / total.as_secs_f32().max(1e-6),
            median.as_secs_f32() * 1000.0,
            worst.as_secs_f32() * 1000.0
        );
    }
}
