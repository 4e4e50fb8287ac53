//! Thunk packs: thunks compiled ahead of time, in the program (see
//! [`hostcall_core::pack`] for the format and the `hostcall-build` crate for building one in
//! a build script).
//!
//! [`register`] checks a pack against this process (format, architecture, layout, native
//! entry shape), fills its import table and installs each of its shapes in the global
//! [`ThunkCache`](crate::ThunkCache) as if it had been compiled: a method of such a shape,
//! registered with a dispatcher of [`Backend::Jit`](crate::Backend::Jit) from then on, calls
//! its thunk from the first call (no tier-up wait, no compile). A shape not in the pack
//! tiers up as usual, or, in a build without the `jit` feature, stays on the generic
//! backend. After a pack is registered, [`Backend::Jit`](crate::Backend::Jit) is available
//! in a build without the JIT too.

pub use hostcall_core::pack::{PackError, PackedNativeShape, PackedThunk, ThunkPack, PACK_FORMAT};
use hostcall_core::{CClosureEntry, LayoutRef};

use crate::cache::ThunkCache;

/// What [`register`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct PackReport {
    /// Shapes installed in the cache.
    pub installed: usize,
    /// Shapes the cache had code (or a verdict) for already, left as they were.
    pub already: usize,
}

/// Registers `pack` for `layout` (and `native`, the engine's native entry shape, if the
/// pack has native entries) in the global thunk cache. Registering the same pack again
/// installs nothing more.
///
/// # Errors
///
/// [`PackError`] when the pack was built for another format, architecture, layout (or one
/// with other hooks) or native entry shape, or lists a signature that does not parse; then
/// nothing of it is used.
///
/// # Safety
///
/// `pack` must describe code linked into this program as it is: each
/// [`PackedThunk::code`] a function built for its signature and entry kind, for the
/// pack's layout, loading imports from [`ThunkPack::imports`]. That is what the Rust source
/// `hostcall-build` writes beside its object says; a hand-written or edited `ThunkPack` can
/// make calls jump to arbitrary code.
pub unsafe fn register(
    pack: &'static ThunkPack,
    layout: LayoutRef,
    native: Option<CClosureEntry>,
) -> Result<PackReport, PackError> {
    let shapes = pack.prepare(layout, native)?;
    let cache = ThunkCache::global();
    let mut report = PackReport::default();
    for s in shapes {
        // SAFETY: the caller's contract: the code is this shape's, built for this layout and
        // entry, and `prepare` filled its import table for them; linked code is never
        // unmapped.
        let installed =
            unsafe { cache.install_packed(&s.signature, layout, s.entry, s.address, s.size) };
        if installed {
            report.installed += 1;
        } else {
            report.already += 1;
        }
    }
    crate::backend::note_pack_registered();
    log::debug!(
        "hostcall: pack `{}`: {} shapes installed, {} already in the cache",
        pack.name,
        report.installed,
        report.already
    );
    Ok(report)
}
