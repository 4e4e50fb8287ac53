//! What runs below the script on this thread: the count of callbacks running (native code
//! called them, so it is on the stack) and of those run from the engine's loop (queued by
//! another thread: no native caller below them). No library may be unloaded while a
//! callback runs ([`in_upcall`]); no buffer may be moved while a native function holds its
//! bytes ([`native_below`]).

use std::cell::Cell;

thread_local! {
    /// Callbacks running on this thread right now (any engine). While it is not zero, native
    /// code is on this thread's stack below the script, so no library may be unloaded.
    static UPCALL_DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Whether a callback is running on this thread (some native caller is on the stack), so no
/// library may be unloaded ([`crate::ffi::loader::unload`]).
pub(crate) fn in_upcall() -> bool {
    UPCALL_DEPTH.try_with(Cell::get).unwrap_or(0) != 0
}

thread_local! {
    /// Callbacks run from an engine's loop (queued by other threads) right now. They count
    /// in [`UPCALL_DEPTH`] too, but no native function of this thread is below them.
    static QUEUED_DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Whether a native function called on this thread is on the stack below the running
/// script: a callback it called synchronously is running. Its buffer arguments (pointers
/// into `ArrayBuffer`s) are then in use; see [`crate::ffi::buffer_guard`].
pub(crate) fn native_below() -> bool {
    let depth = UPCALL_DEPTH.try_with(Cell::get).unwrap_or(0);
    let queued = QUEUED_DEPTH.try_with(Cell::get).unwrap_or(0);
    depth > queued
}

/// Keeps [`QUEUED_DEPTH`] raised while a queued call runs.
pub(crate) struct QueuedGuard;

impl QueuedGuard {
    pub(crate) fn enter() -> QueuedGuard {
        let _ = QUEUED_DEPTH.try_with(|d| d.set(d.get() + 1));
        QueuedGuard
    }
}

impl Drop for QueuedGuard {
    fn drop(&mut self) {
        let _ = QUEUED_DEPTH.try_with(|d| d.set(d.get().saturating_sub(1)));
    }
}

/// Keeps the callback count of this thread raised while a script function runs.
pub(crate) struct DepthGuard;

impl DepthGuard {
    pub(crate) fn enter() -> DepthGuard {
        let _ = UPCALL_DEPTH.try_with(|d| d.set(d.get() + 1));
        DepthGuard
    }
}

impl Drop for DepthGuard {
    fn drop(&mut self) {
        let _ = UPCALL_DEPTH.try_with(|d| d.set(d.get().saturating_sub(1)));
    }
}
