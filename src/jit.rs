//! The JIT backend (feature `jit`): Cranelift thunks from `hostcall-jit`.

use hostcall_core::{CClosureEntry, LayoutRef, Signature};

use crate::cache::ThunkRef;

/// Whether the JIT can run here.
pub(crate) fn host_supported() -> Result<(), String> {
    hostcall_jit::host_supported().map_err(|e| e.to_string())
}

/// Compiles a thunk. Errors are permanent for the (signature, layout).
pub(crate) fn compile(sig: &Signature, layout: LayoutRef) -> Result<ThunkRef, String> {
    hostcall_jit::compile(sig, layout)
        .map(|t| ThunkRef {
            entry: t.entry,
            code_size: t.code_size,
        })
        .map_err(|e| e.to_string())
}

/// Compiles a native C-closure entry: its address and code size.
pub(crate) fn compile_native(
    sig: &Signature,
    layout: LayoutRef,
    entry: CClosureEntry,
) -> Result<(usize, usize), String> {
    hostcall_jit::compile_native(sig, layout, entry)
        .map(|n| (n.address, n.code_size))
        .map_err(|e| e.to_string())
}
