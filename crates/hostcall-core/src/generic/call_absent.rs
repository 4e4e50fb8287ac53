//! Stands in for `call_libffi.rs` in a build without hostcall-core's `libffi` feature:
//! [`FfiCall`] cannot be made, so nothing is ever called through the generic backend;
//! asking for an interface fails with [`RegisterError::GenericNotBuilt`].

use std::convert::Infallible;
use std::ffi::c_void;
use std::sync::Arc;

use crate::error::RegisterError;
use crate::lane::Slot;
use crate::layout::LayoutRef;
use crate::sig::Signature;

/// A libffi call interface, which this build cannot make (hostcall-core was built without
/// its `libffi` feature): no value of this type exists.
pub struct FfiCall {
    never: Infallible,
}

impl FfiCall {
    /// Refuses: this build has no generic backend.
    ///
    /// # Errors
    ///
    /// Always [`RegisterError::GenericNotBuilt`].
    pub fn shared(sig: &Signature, layout: LayoutRef) -> Result<Arc<FfiCall>, RegisterError> {
        FfiCall::new(sig, layout).map(Arc::new)
    }

    /// Refuses: this build has no generic backend.
    ///
    /// # Errors
    ///
    /// Always [`RegisterError::GenericNotBuilt`].
    pub fn new(sig: &Signature, _layout: LayoutRef) -> Result<FfiCall, RegisterError> {
        Err(RegisterError::GenericNotBuilt {
            signature: sig.to_string(),
        })
    }

    /// The signature this interface was built for (never called: no interface exists).
    pub fn signature(&self) -> &Signature {
        match self.never {}
    }

    /// How many bytes the result needs (never called: no interface exists).
    pub fn result_bytes(&self) -> usize {
        match self.never {}
    }

    /// Whether this interface is the one for `sig` under `layout` (never called).
    pub fn is_for(&self, _sig: &Signature, _layout: LayoutRef) -> bool {
        match self.never {}
    }

    /// Calls `func` (never called: no interface exists).
    ///
    /// # Safety
    ///
    /// As the libffi build's `FfiCall::call`; unreachable here.
    pub unsafe fn call(&self, _func: *const c_void, _args: &mut [Slot], _ret: *mut c_void) {
        match self.never {}
    }
}
