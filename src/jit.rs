//! The JIT backend (feature `jit`): Cranelift thunks from `hostcall-jit`. A leaf: it only
//! forwards to `hostcall-jit`; [`crate::backend`] turns its results into hostcall's types.

use hostcall_core::{CClosureEntry, LayoutRef, Signature, ThunkFn};

pub(crate) use hostcall_jit::JitError;

/// Whether the JIT can run here.
pub(crate) fn host_supported() -> Result<(), JitError> {
    hostcall_jit::host_supported()
}

/// Compiles a thunk: its entry and code size. Errors are permanent for the (signature,
/// layout).
pub(crate) fn compile(sig: &Signature, layout: LayoutRef) -> Result<(ThunkFn, usize), JitError> {
    hostcall_jit::compile(sig, layout).map(|t| (t.entry, t.code_size))
}

/// Compiles a native C-closure entry: its address and code size.
pub(crate) fn compile_native(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
) -> Result<(usize, usize), JitError> {
    hostcall_jit::compile_native(sig, layout, entry).map(|n| (n.address, n.code_size))
}

/// The upcall code for one callback record (the shared body of (signature, layout) is
/// compiled once per process).
///
/// # Safety
///
/// `rec` follows [`hostcall_core::upcall`]'s contract for `layout`.
pub(crate) unsafe fn compile_upcall(
    _sig: &hostcall_core::upcall::CallbackSignature,
    _layout: LayoutRef,
    _rec: &'static hostcall_core::upcall::UpcallRecord,
) -> Result<*const std::ffi::c_void, JitError> {
    Err(JitError::Host("upcall thunks are not compiled yet".into()))
}
