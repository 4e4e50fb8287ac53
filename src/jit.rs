//! The JIT backend (feature `jit`): Cranelift thunks from `hostcall-jit`. A leaf: it only
//! forwards to `hostcall-jit`; [`crate::backend`] turns its results into hostcall's types.

use hostcall_core::upcall::{CallbackSignature, UpcallRecord};
use hostcall_core::{CClosureEntry, LayoutRef, Signature, ThunkFn};

pub(crate) use hostcall_jit::UpcallBody;

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

/// Compiles the shared upcall body of (callback signature, layout): its address and code
/// size. Every call compiles anew; `callback.rs` caches it.
pub(crate) fn compile_upcall_body(
    sig: &CallbackSignature,
    layout: LayoutRef,
) -> Result<UpcallBody, JitError> {
    hostcall_jit::compile_upcall_body(sig, layout)
}

/// Makes one callback's entry on `body`: its address, code size, and whether it was
/// compiled (rather than copied from the body's template).
pub(crate) fn compile_upcall_entry(
    body: &UpcallBody,
    rec: *const UpcallRecord,
) -> Result<(usize, usize, bool), JitError> {
    hostcall_jit::compile_upcall_entry(body, rec)
        .map(|e| (e.address, e.code_size, !e.from_template))
}
