//! Warm small-block arenas: one block of each of QuickJS-NG's smallest size classes, held
//! for the engine's life, so that a loop which makes and drops one short-lived value of a
//! class nothing else holds (a short string, say) does not map a new arena for each value.
//!
//! QuickJS-NG 0.16 allocates blocks up to 512 bytes from 4 KiB arenas, one list per size
//! class, and frees an arena as soon as its last block is freed (`js_arena_free`). In a
//! fresh runtime a class may have no live block; then every allocation of that class makes
//! an arena (a `malloc` of 4 KiB and a free list of up to 255 blocks threaded through it)
//! and the matching free unmaps it again. Measured on Jint's string-passing script (2,000
//! `host.concat('abcdefgh', String(i))` calls) in a fresh engine: `arena_new` was 10.7% of
//! all instructions before this reservation. Holding one block per class keeps one arena of
//! each class alive; the memory is at most one 4 KiB arena per class (15 classes, blocks of
//! 16 to 128 bytes), and an engine that allocates anything of a class uses that arena
//! anyway.

use std::ffi::c_void;

use rquickjs::{qjs, Ctx};

/// The size classes kept warm: QuickJS-NG's block sizes 16, 24, ..., 128 bytes (header
/// included), where strings, small objects and shapes live.
const WARM_CLASSES: usize = 15;
/// QuickJS-NG's per-block header (`JSMallocBlockHeader`: two indices, the GC bits and the
/// reference count).
const BLOCK_HEADER: usize = 8;

/// One block of each warm size class, freed when dropped (before the runtime).
pub(crate) struct WarmArenas {
    rt: *mut qjs::JSRuntime,
    blocks: [*mut c_void; WARM_CLASSES],
}

impl WarmArenas {
    /// Takes one block of each warm class from `ctx`'s runtime. A refused allocation (out
    /// of memory) is simply not held.
    pub(crate) fn reserve(ctx: &Ctx<'_>) -> WarmArenas {
        // SAFETY: `ctx` is a live context; its runtime outlives the engine's fields that
        // are dropped before it (this one).
        let rt = unsafe { qjs::JS_GetRuntime(ctx.as_raw().as_ptr()) };
        let mut blocks = [std::ptr::null_mut(); WARM_CLASSES];
        for (i, b) in blocks.iter_mut().enumerate() {
            let block_size = 16 + 8 * i;
            // SAFETY: `rt` is live; the block is freed with `js_free_rt` on the same
            // runtime, once (see `Drop`).
            *b = unsafe { qjs::js_malloc_rt(rt, (block_size - BLOCK_HEADER) as _) };
        }
        WarmArenas { rt, blocks }
    }
}

impl Drop for WarmArenas {
    fn drop(&mut self) {
        for &b in &self.blocks {
            if !b.is_null() {
                // SAFETY: `b` came from `js_malloc_rt` on `rt`, which is still alive (the
                // engine drops this before its runtime), and is freed once.
                unsafe { qjs::js_free_rt(self.rt, b) };
            }
        }
    }
}
