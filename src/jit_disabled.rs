//! Stand-in for the JIT backend when hostcall is built without the `jit` feature: every
//! request is refused with an error, and callers use the generic backend.

use hostcall_core::{CClosureEntry, LayoutRef, Signature};

use crate::cache::ThunkRef;

const DISABLED: &str = "hostcall was built without the `jit` feature";

/// The JIT never runs in this build.
pub(crate) fn host_supported() -> Result<(), String> {
    Err(DISABLED.to_string())
}

/// Always an error in this build.
pub(crate) fn compile(_sig: &Signature, _layout: LayoutRef) -> Result<ThunkRef, String> {
    Err(DISABLED.to_string())
}

/// Always an error in this build.
pub(crate) fn compile_native(
    _sig: &Signature,
    _layout: LayoutRef,
    _entry: CClosureEntry,
) -> Result<(usize, usize), String> {
    Err(DISABLED.to_string())
}
