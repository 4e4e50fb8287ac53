//! Callbacks: C function pointers that call into the engine ([`Callback`]). The contract
//! between the code and the engine is [`hostcall_core::upcall`]'s; this module picks the
//! code: the JIT's upcall thunk where it can run, else a libffi closure.

use std::ffi::c_void;

use hostcall_core::upcall::{CallbackSignature, GenericCallback, UpcallRecord};
use hostcall_core::LayoutRef;

use crate::backend::{Backend, BackendError};
use crate::jit;

/// One callback's native code: a C function pointer with the callback's signature that
/// calls the engine through its [`UpcallRecord`].
///
/// The code is never freed: native code may keep the pointer past any point the library
/// could know about, so a finished callback is closed through its record (the engine's
/// `enter` hook refuses the call) and its code stays. Each callback costs a few hundred
/// bytes for the rest of the process.
#[derive(Debug)]
pub struct Callback {
    code: *const c_void,
    backend: Backend,
}

// SAFETY: `code` is the address of code that lives for the rest of the process.
unsafe impl Send for Callback {}
// SAFETY: as above.
unsafe impl Sync for Callback {}

impl Callback {
    /// Makes the native code for one callback of `sig` whose engine uses `layout`.
    ///
    /// With [`Backend::Jit`], the upcall thunk of (`sig`, `layout`) is compiled once per
    /// process and shared; each callback adds a small entry that passes its record. When
    /// the JIT cannot run or take the shape, the generic backend (a libffi closure) serves
    /// instead, with the same behaviour; [`Callback::backend`] says which one did.
    ///
    /// # Safety
    ///
    /// `rec`'s hooks belong to an engine of `layout` and follow the contract of
    /// [`hostcall_core::upcall`].
    ///
    /// # Errors
    ///
    /// Only when the generic backend cannot make a closure either (libffi out of memory).
    pub unsafe fn new(
        sig: &CallbackSignature,
        layout: LayoutRef,
        rec: &'static UpcallRecord,
        backend: Backend,
    ) -> Result<Callback, hostcall_core::HostError> {
        if backend == Backend::Jit {
            // SAFETY: forwarded contract.
            if let Ok(code) = unsafe { compile_upcall(sig, layout, rec) } {
                return Ok(Callback {
                    code,
                    backend: Backend::Jit,
                });
            }
        }
        // SAFETY: forwarded contract.
        let generic = unsafe { GenericCallback::new(sig, layout, rec) }?;
        Ok(Callback {
            code: generic.code(),
            backend: Backend::Generic,
        })
    }

    /// The C function pointer to give native code.
    pub fn code(&self) -> *const c_void {
        self.code
    }

    /// The backend whose code this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }
}

/// The JIT's upcall for one record.
///
/// # Safety
///
/// As [`Callback::new`].
unsafe fn compile_upcall(
    sig: &CallbackSignature,
    layout: LayoutRef,
    rec: &'static UpcallRecord,
) -> Result<*const c_void, BackendError> {
    // SAFETY: forwarded contract.
    Ok(unsafe { jit::compile_upcall(sig, layout, rec) }?)
}
