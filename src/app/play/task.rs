//! Work on Bevy's `AsyncComputeTaskPool` that nothing ever waits for: a search with a stop flag
//! and a slot where it publishes its latest report. The AI controller and the analysis board
//! both start their searches here.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::tasks::{AsyncComputeTaskPool, Task};
use lasca_ai::SearchInfo;
use lasca_rules::AnyMove;

use crate::app::core::wake;

/// A search's stop flag; dropping it (the entity despawned, the world torn down) stops the
/// search, so none outlives its entity.
pub(crate) struct StopFlag(pub(crate) Arc<AtomicBool>);

impl StopFlag {
    /// Tells the search to stop (it answers with its last finished depth).
    pub(crate) fn set(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the search was told to stop.
    pub(crate) fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

impl Drop for StopFlag {
    fn drop(&mut self) {
        self.set();
    }
}

/// A search's latest report, written by its thread and read by the frame.
pub(crate) struct LiveInfo<M = AnyMove>(Arc<Mutex<Option<SearchInfo<M>>>>);

impl<M> Clone for LiveInfo<M> {
    fn clone(&self) -> Self {
        LiveInfo(self.0.clone())
    }
}

impl<M> Default for LiveInfo<M> {
    fn default() -> Self {
        LiveInfo(Arc::new(Mutex::new(None)))
    }
}

impl<M: Clone> LiveInfo<M> {
    /// Replaces the report.
    pub(crate) fn publish(&self, info: SearchInfo<M>) {
        self.update(|shared| *shared = Some(info));
    }

    /// Changes the report in place.
    pub(crate) fn update(&self, change: impl FnOnce(&mut Option<SearchInfo<M>>)) {
        if let Ok(mut shared) = self.0.lock() {
            change(&mut shared);
        }
    }

    /// The latest report, if any.
    pub(crate) fn latest(&self) -> Option<SearchInfo<M>> {
        self.0.lock().ok().and_then(|info| info.clone())
    }
}

/// Runs `work` on the async compute pool with a fresh stop flag and report slot; nothing waits
/// for it (poll the task with `check_ready`).
pub(crate) fn spawn_search<T: Send + 'static>(
    work: impl FnOnce(&AtomicBool, &LiveInfo) -> T + Send + 'static,
) -> (StopFlag, LiveInfo, Task<T>) {
    let stop = Arc::new(AtomicBool::new(false));
    let live = LiveInfo::default();
    let task = {
        let stop = stop.clone();
        let live = live.clone();
        AsyncComputeTaskPool::get().spawn(async move {
            let result = work(&stop, &live);
            // The window may be asleep (nothing moves while the AI thinks): wake it for the
            // result.
            wake();
            result
        })
    };
    (StopFlag(stop), live, task)
}
