//! Stands in for `closure_libffi.rs` in a build without hostcall-core's `libffi` feature:
//! there is no generic upcall, so every callback that the JIT or a pack does not serve is
//! refused with a clear error.

use std::ffi::c_void;

use super::{CallbackSignature, UpcallRecord};
use crate::error::{HostError, GENERIC_NOT_BUILT};
use crate::layout::LayoutRef;

/// Refuses: there is no libffi closure in this build.
///
/// # Safety
///
/// None needed (nothing is made); `unsafe` as the libffi version.
pub(super) unsafe fn make(
    sig: &CallbackSignature,
    _layout: LayoutRef,
    _rec: &'static UpcallRecord,
) -> Result<*const c_void, HostError> {
    Err(HostError::type_error(format!(
        "callback {sig}: {GENERIC_NOT_BUILT}"
    )))
}
