//! Thunk packs: thunks compiled ahead of time, in the program (see [`hostcall_core::pack`]
//! for the format, and `hostcall::build`, feature `build`, for building one in a build
//! script).
//!
//! [`register`] checks a pack against this process (format, architecture, layout, native
//! entry shape), fills its import table and adds it to the global
//! [`ThunkCache`]: a shape slot the cache makes for one of its shapes
//! starts with the pack's code, as if it had been compiled, so a method of such a shape
//! registered with a dispatcher of [`Backend::Jit`](crate::Backend::Jit) calls its thunk from
//! the first call (no tier-up wait, no compile). A shape not in the pack tiers up as usual,
//! or, in a build without the `jit` feature, stays on the generic backend. Once a pack is
//! registered, [`Backend::Jit`](crate::Backend::Jit) is available without the JIT too.

pub use hostcall_core::pack::{
    PackError, PackedCallbacks, PackedNativeShape, PackedThunk, ThunkPack, PACK_FORMAT,
};
use hostcall_core::upcall::CallbackSignature;
use hostcall_core::{CClosureEntry, LayoutRef};

use crate::cache::ThunkCache;

/// What [`register`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct PackReport {
    /// Shapes the pack holds.
    pub shapes: usize,
    /// Of the cache's existing shapes (made before the pack, without code yet), how many
    /// took the pack's code now. Shapes made later take it when they are made.
    pub installed_now: usize,
    /// Whether this pack was registered before (then nothing changed).
    pub already_registered: bool,
    /// Callback shapes the pack holds (each a pool of entries that
    /// [`Callback::new`](crate::Callback::new) hands out before it compiles anything).
    pub callback_shapes: usize,
}

/// Registers `pack` for `layout` (and `native`, the engine's native entry shape, if the
/// pack has native entries) with the global thunk cache: from now on, a shape the pack
/// holds starts with its code when the cache first meets it. Registering is cheap (no
/// signature is parsed; the cache looks shapes up by their text) and registering the same
/// pack again changes nothing.
///
/// # Errors
///
/// [`PackError`] when the pack was built for another format, architecture, layout (or one
/// with other hooks) or native entry shape; then nothing of it is used.
///
/// # Safety
///
/// `pack` must describe code linked into this program as it is: each
/// [`PackedThunk::code`] a function built for its signature and entry kind, for the
/// pack's layout, loading imports from [`ThunkPack::imports`]; each of
/// [`ThunkPack::callbacks`] a pool of entries of its descriptor's signature, each loading
/// its record from its slot of [`PackedCallbacks::records`], which nothing else writes.
/// That is what the Rust source `hostcall::build` writes beside its object says; a
/// hand-written or edited `ThunkPack` can make calls jump to arbitrary code.
pub unsafe fn register(
    pack: &'static ThunkPack,
    layout: LayoutRef,
    native: Option<CClosureEntry>,
) -> Result<PackReport, PackError> {
    let pools = pack
        .callbacks
        .iter()
        .map(|p| {
            CallbackSignature::from_descriptor(p.descriptor)
                .map(|sig| (sig, p))
                .map_err(|e| PackError::Callback {
                    pack: pack.name.to_string(),
                    descriptor: p.descriptor.to_string(),
                    reason: e.to_string(),
                })
        })
        .collect::<Result<Vec<_>, PackError>>()?;
    pack.check_and_fill(layout, native)?;
    // SAFETY: the caller's contract: the code is each shape's, built for this layout and
    // entry, and `check_and_fill` filled its import table for them; linked code is never
    // unmapped.
    let added = unsafe { ThunkCache::global().add_pack(pack, layout, native) };
    if added.is_some() {
        for (sig, p) in pools {
            // SAFETY: the caller's contract: the pool's body and entries are code built for
            // this signature and layout, loading records from `p.records`.
            unsafe { crate::callback::add_pool(sig, layout, p) };
        }
    }
    crate::backend::note_pack_registered();
    let report = PackReport {
        shapes: pack.thunks.len(),
        installed_now: added.unwrap_or(0),
        already_registered: added.is_none(),
        callback_shapes: pack.callbacks.len(),
    };
    log::debug!("hostcall: pack `{}` registered: {report:?}", pack.name);
    Ok(report)
}
