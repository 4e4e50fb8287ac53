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

pub(crate) use hostcall_jit::{page_size, FileCode, PortableCode, SEALED_CODE_ALIGN, TRAP_FILL};

/// As `hostcall_jit::place_sealed`.
pub(crate) fn place_sealed(
    len: usize,
    fill: impl FnOnce(&mut [u8]) -> std::io::Result<usize>,
) -> Result<&'static [u8], JitError> {
    hostcall_jit::place_sealed(len, fill)
}

/// A uniform thunk's entry from its placed code.
///
/// # Safety
///
/// As `hostcall_jit::thunk_at`: `address` is a uniform thunk of this build whose
/// import-table references resolve to a filled table.
pub(crate) unsafe fn thunk_at(address: usize) -> Result<ThunkFn, JitError> {
    // SAFETY: the caller's contract.
    Ok(unsafe { hostcall_jit::thunk_at(address as *const u8) })
}

/// What compiled code depends on besides its shape (see `hostcall_jit::code_fingerprint`).
pub(crate) fn code_fingerprint() -> Result<String, JitError> {
    hostcall_jit::code_fingerprint()
}

/// [`compile`], with the thunk's portable code.
pub(crate) fn compile_portable(
    sig: &Signature,
    layout: LayoutRef,
) -> Result<(ThunkFn, usize, PortableCode), JitError> {
    hostcall_jit::compile_portable(sig, layout).map(|(t, p)| (t.entry, t.code_size, p))
}

/// [`compile_native`], with the entry's portable code.
pub(crate) fn compile_native_portable(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
) -> Result<(usize, usize, PortableCode), JitError> {
    hostcall_jit::compile_native_portable(sig, layout, entry)
        .map(|(n, p)| (n.address, n.code_size, p))
}

/// Installs portable code of a uniform thunk: its entry.
///
/// # Safety
///
/// As `hostcall_jit::install_portable`: `code` is what a portable compile of this
/// signature and layout gave under this process's code fingerprint.
pub(crate) unsafe fn install_portable_thunk(
    sig: &Signature,
    layout: LayoutRef,
    code: &PortableCode,
) -> Result<ThunkFn, JitError> {
    // SAFETY: the caller's contract.
    unsafe { hostcall_jit::install_portable_thunk(sig, layout, code) }.map(|t| t.entry)
}

/// Installs portable code of a native entry: its address.
///
/// # Safety
///
/// As [`install_portable_thunk`], for a native entry of `entry`'s shape.
pub(crate) unsafe fn install_portable_native(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
    code: &PortableCode,
) -> Result<usize, JitError> {
    // SAFETY: the caller's contract.
    unsafe {
        hostcall_jit::install_portable(sig, layout, hostcall_core::EntryKind::CClosure(entry), code)
    }
    .map(|p| p as usize)
}
