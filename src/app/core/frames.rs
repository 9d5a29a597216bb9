//! Frames on demand. A board game costs nothing while the player thinks: the window draws a
//! frame when something happens (input, a window event) and otherwise only when a system asks
//! for one here. Whatever changes the picture over time says so each frame it runs:
//! [`FrameDemand::keep_moving`] while something moves (an animation, the camera easing, a
//! flash), [`FrameDemand::redraw_within`] for the next change of a text (a clock's next
//! second, a search's progress). Work that finishes on another thread (a search, a network
//! message) calls [`wake`] so that its result is taken at once, not at the next input.
//!
//! The window side (`capture.rs`) turns the frame's demand into Bevy's `WinitSettings`; a
//! headless app has no window and ignores it.

use std::sync::OnceLock;
use std::time::Duration;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameDemand>();
}

/// What the picture needs in the coming frames, gathered anew each frame.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct FrameDemand {
    moving: bool,
    within: Option<Duration>,
    by: Option<&'static std::panic::Location<'static>>,
}

impl FrameDemand {
    /// Something moves: draw the next frame at once. The caller is kept, for
    /// `LASCA_FRAME_DEBUG`'s log of why frames are drawn.
    #[track_caller]
    pub fn keep_moving(&mut self) {
        self.moving = true;
        self.by = Some(std::panic::Location::caller());
    }

    /// Something changes in `after` (a clock's next second): draw a frame by then.
    pub fn redraw_within(&mut self, after: Duration) {
        self.within = Some(self.within.map_or(after, |within| within.min(after)));
    }

    /// A wait of `seconds` ends (a timer counted in real time): draw the frame that ends it,
    /// a hundredth of a second after, so that the wait has surely passed in it.
    pub fn redraw_after_seconds(&mut self, seconds: f32) {
        self.redraw_within(Duration::from_secs_f32(seconds.max(0.0) + 0.01));
    }

    /// Whether a system asked for the next frame at once.
    pub fn moving(&self) -> bool {
        self.moving
    }

    /// The soonest redraw asked for, if any.
    pub fn within(&self) -> Option<Duration> {
        self.within
    }

    /// This frame's demand, leaving none for the next frame's systems to add to.
    pub fn take(&mut self) -> FrameDemand {
        std::mem::take(self)
    }
}

/// How another thread wakes the window: set once by the window side. A process-wide hook
/// rather than a resource, because the threads that need it (searches on the task pool, the
/// network thread) are started deep inside code that holds no world.
static WAKER: OnceLock<Box<dyn Fn() + Send + Sync>> = OnceLock::new();

/// Sets how [`wake`] wakes the window (the first call wins; a headless app never calls it).
pub fn install_waker(waker: impl Fn() + Send + Sync + 'static) {
    let _ = WAKER.set(Box::new(waker));
}

/// Asks for a frame from any thread: a search finished, a message arrived.
pub fn wake() {
    if let Some(waker) = WAKER.get() {
        waker();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_soonest_redraw_wins_and_a_frame_starts_empty() {
        let mut demand = FrameDemand::default();
        demand.redraw_within(Duration::from_millis(900));
        demand.redraw_within(Duration::from_millis(300));
        demand.redraw_within(Duration::from_millis(600));
        assert_eq!(demand.within(), Some(Duration::from_millis(300)));
        assert!(!demand.moving());
        demand.keep_moving();
        let taken = demand.take();
        assert!(taken.moving());
        assert_eq!(taken.within(), Some(Duration::from_millis(300)));
        assert_eq!(demand, FrameDemand::default());
    }
}
