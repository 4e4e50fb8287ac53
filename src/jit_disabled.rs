//! Stand-in for the JIT backend when hostcall is built without the `jit` feature: every
//! request is refused, and callers use the generic backend. A leaf, like `jit.rs`.

use hostcall_core::{CClosureEntry, LayoutRef, Signature, ThunkFn};

/// The one error of this build: there is no JIT
/// ([`BackendError::JitDisabled`](crate::BackendError::JitDisabled)).
#[derive(Debug)]
pub(crate) struct JitError;

/// The JIT never runs in this build.
pub(crate) fn host_supported() -> Result<(), JitError> {
    Err(JitError)
}

/// Always an error in this build.
pub(crate) fn compile(_sig: &Signature, _layout: LayoutRef) -> Result<(ThunkFn, usize), JitError> {
    Err(JitError)
}

/// Always an error in this build.
pub(crate) fn compile_native(
    _sig: &Signature,
    _layout: LayoutRef,
    _entry: CClosureEntry,
) -> Result<(usize, usize), JitError> {
    Err(JitError)
}

/// Always an error in this build.
///
/// # Safety
///
/// None needed; `unsafe` to match the JIT build.
pub(crate) unsafe fn compile_upcall(
    _sig: &hostcall_core::upcall::CallbackSignature,
    _layout: LayoutRef,
    _rec: &'static hostcall_core::upcall::UpcallRecord,
) -> Result<*const std::ffi::c_void, JitError> {
    Err(JitError)
}
