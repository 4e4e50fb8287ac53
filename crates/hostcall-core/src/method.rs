//! Methods: what a host function is to hostcall. A [`MethodId`] names one function pointer
//! with one signature; [`MethodData`] is what a thunk receives; [`ThunkFn`] is the uniform
//! entry every backend provides; [`Status`] is what a call reports.

use std::ffi::c_void;
use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::error::{HostError, RegisterError};
use crate::generic::FfiCall;
use crate::layout::{LayoutRef, Value};
use crate::sig::Signature;

/// What a call through a thunk or backend reports to the engine.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The call ran and `*ret` holds the boxed result.
    Ok = 0,
    /// An argument is not one the fast lane accepts. Reported before any side effect:
    /// the host function was not called and everything acquired was released, so the call
    /// site may simply run its slow path. `*ret` is untouched.
    Fallback = 1,
    /// The call raised an error, now pending in the engine (through the layout's `throw`
    /// hook, or the engine's own pending exception when boxing a result failed).
    Threw = 2,
}

/// The uniform entry of every thunk, whatever its signature and layout.
///
/// `method` carries the host function pointer, so one compiled body serves every method of
/// the same (signature, layout). `this` may be null when the signature takes no receiver.
/// Arguments past `argc` are never read; arguments past the signature's arity are ignored.
pub type ThunkFn = unsafe extern "C" fn(
    method: *const MethodData,
    cx: *mut c_void,
    this: *const Value,
    argv: *const Value,
    argc: usize,
    ret: *mut Value,
) -> Status;

/// The name of one host function with one signature, unique in the process. Engines choose
/// ids (for instance, the address of their own method descriptor, or a counter); the
/// registry refuses to bind an id to a second function or signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MethodId(pub u64);

impl MethodId {
    /// An id derived from a function's address and signature (FNV-1a), with the top bit set
    /// so it never collides with small hand-chosen ids. The same function with the same
    /// signature always gets the same id, so registering it again finds the same method.
    pub fn of(func: *const c_void, sig: &Signature) -> MethodId {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                h ^= u64::from(b);
                h = h.wrapping_mul(0x0100_0000_01b3);
            }
        };
        eat(&(func as usize).to_le_bytes());
        eat(sig.to_string().as_bytes());
        MethodId(h | (1 << 63))
    }
}

impl fmt::Display for MethodId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// What a thunk receives as its `method` argument: the host function, its user data and
/// receiver class, and (for the generic backend) its signature and libffi call interface.
///
/// The first three fields are read by generated code at fixed offsets, asserted below.
#[repr(C)]
pub struct MethodData {
    func: *const c_void,
    user_data: *mut c_void,
    receiver_class: u64,
    id: MethodId,
    sig: Signature,
    ffi: [OnceLock<Result<Arc<FfiCall>, RegisterError>>; 2],
}

/// Offset of the function pointer in [`MethodData`], read by generated code.
pub const METHOD_FUNC_OFFSET: i32 = std::mem::offset_of!(MethodData, func) as i32;
/// Offset of the receiver class in [`MethodData`], read by generated code.
pub const METHOD_CLASS_OFFSET: i32 = std::mem::offset_of!(MethodData, receiver_class) as i32;
const _: () = assert!(METHOD_FUNC_OFFSET == 0);
const _: () = assert!(METHOD_CLASS_OFFSET == 2 * std::mem::size_of::<usize>() as i32);

// SAFETY: `func` and `user_data` are addresses the registrant vouched for when it created
// the method (see `MethodData::new`); hostcall never dereferences them itself, it only calls
// `func` with the signature's ABI, which the registrant declared callable from any thread.
unsafe impl Send for MethodData {}
// SAFETY: as for `Send`; all other fields are immutable or synchronized (`OnceLock`).
unsafe impl Sync for MethodData {}

impl MethodData {
    /// Describes a host function.
    ///
    /// # Safety
    ///
    /// `func` must be the address of a function callable with the platform C ABI whose
    /// parameters and result are exactly those `sig` describes (see each
    /// [`ParamKind`](crate::ParamKind) for the native type), callable from any thread that
    /// calls through this method, and alive for as long as the method can be called
    /// (methods live in the process-wide registry, so in practice: the process).
    pub unsafe fn new(
        id: MethodId,
        func: *const c_void,
        sig: Signature,
    ) -> Result<MethodData, RegisterError> {
        if func.is_null() {
            return Err(RegisterError::NullFunction { id: id.0 });
        }
        Ok(MethodData {
            func,
            user_data: std::ptr::null_mut(),
            receiver_class: 0,
            id,
            sig,
            ffi: [OnceLock::new(), OnceLock::new()],
        })
    }

    /// Sets the receiver class that the layout's receiver hook checks `this` against.
    pub fn with_receiver_class(mut self, class: u64) -> MethodData {
        self.receiver_class = class;
        self
    }

    /// Attaches an opaque user-data pointer, kept for the engine's own use.
    pub fn with_user_data(mut self, data: *mut c_void) -> MethodData {
        self.user_data = data;
        self
    }

    /// The id.
    pub fn id(&self) -> MethodId {
        self.id
    }

    /// The signature.
    pub fn signature(&self) -> &Signature {
        &self.sig
    }

    /// The host function's address.
    pub fn func(&self) -> *const c_void {
        self.func
    }

    /// The user-data pointer.
    pub fn user_data(&self) -> *mut c_void {
        self.user_data
    }

    /// The receiver class.
    pub fn receiver_class(&self) -> u64 {
        self.receiver_class
    }

    /// Whether two descriptions name the same function with the same signature and class.
    pub fn same_binding(&self, other: &MethodData) -> bool {
        self.func == other.func
            && self.sig == other.sig
            && self.receiver_class == other.receiver_class
    }

    /// The libffi call interface for this method under `layout` (shared by every method of
    /// the same signature), built on first use.
    pub fn ffi(&self, layout: LayoutRef) -> Result<&FfiCall, RegisterError> {
        let slot = usize::from(layout.size > 8);
        self.ffi[slot]
            .get_or_init(|| FfiCall::shared(&self.sig, layout))
            .as_ref()
            .map(|a| &**a)
            .map_err(Clone::clone)
    }
}

impl fmt::Debug for MethodData {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MethodData")
            .field("id", &self.id)
            .field("sig", &format_args!("{}", self.sig))
            .field("func", &self.func)
            .field("receiver_class", &self.receiver_class)
            .finish()
    }
}

/// The shape of a thunk's entry. Part of every compiled-code cache key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntryKind {
    /// The uniform [`ThunkFn`] entry.
    Uniform,
    /// An entry in the engine's own native-function shape, so no wrapper frame sits between
    /// the engine and the thunk. See [`CClosureEntry`].
    CClosure(CClosureEntry),
}

/// A native entry shaped like a C closure of the engine (QuickJS-NG's `JSCClosure`):
///
/// ```text
/// value entry(void *cx, value this, int argc, value *argv, int magic, void *opaque)
/// ```
///
/// with `this` and the result passed by value (as C passes a struct of the layout's size).
/// `opaque` points at an engine-side record holding the `MethodData` pointer. On `Ok` the
/// entry returns the boxed result, on `Threw` the engine's exception marker, and on
/// `Fallback` (or when the record's disabled flag is set) it calls `slow_path` with its own
/// arguments and returns what that returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CClosureEntry {
    /// Offset in the opaque record of the `*const MethodData`.
    pub method_offset: i32,
    /// Offset in the record of a pointer (or null) to a byte that, when non-zero, sends
    /// every call to `slow_path` (a closed library, say).
    pub disabled_flag_ptr_offset: Option<i32>,
    /// Offset in the record of a pointer to a `u64` incremented by every call the entry
    /// completes itself (the engine's "thunk calls" counter).
    pub counter_ptr_offset: Option<i32>,
    /// The slow path: a function of exactly the entry's signature.
    pub slow_path: usize,
    /// The words of the value returned for `Threw` (QuickJS: `JS_EXCEPTION`).
    pub exception: [u64; 2],
}

/// What a host function that takes a `context` parameter receives: the engine's context
/// pointer and a slot through which it reports an error. After the host function returns,
/// a reported error becomes a JavaScript exception and the call reports
/// [`Status::Threw`]; the host's return value is then ignored.
#[repr(C)]
pub struct HostContext {
    engine: *mut c_void,
    error: *mut HostError,
}

/// Offset of the error slot in [`HostContext`], read by generated code.
pub const HOST_CONTEXT_ERROR_OFFSET: i32 = std::mem::offset_of!(HostContext, error) as i32;
/// Size of [`HostContext`], allocated on the stack by generated code.
pub const HOST_CONTEXT_SIZE: u32 = std::mem::size_of::<HostContext>() as u32;
const _: () = assert!(std::mem::offset_of!(HostContext, engine) == 0);

impl HostContext {
    /// A context for the engine context `engine`, with no error.
    pub fn new(engine: *mut c_void) -> HostContext {
        HostContext {
            engine,
            error: std::ptr::null_mut(),
        }
    }

    /// The engine's own context pointer (for QuickJS, the `JSContext *`).
    pub fn engine(&self) -> *mut c_void {
        self.engine
    }

    /// Reports an error; the call will raise it when the host function returns. A second
    /// report replaces the first.
    pub fn set_error(&mut self, err: HostError) {
        self.clear_error();
        self.error = Box::into_raw(Box::new(err));
    }

    /// Whether an error has been reported.
    pub fn has_error(&self) -> bool {
        !self.error.is_null()
    }

    /// Takes the reported error out, as a raw pointer for a throw hook (null if none).
    pub fn take_error_raw(&mut self) -> *mut HostError {
        std::mem::replace(&mut self.error, std::ptr::null_mut())
    }

    fn clear_error(&mut self) {
        let old = self.take_error_raw();
        if !old.is_null() {
            // SAFETY: a non-null `error` always comes from `Box::into_raw` in `set_error`.
            drop(unsafe { Box::from_raw(old) });
        }
    }
}

impl Drop for HostContext {
    fn drop(&mut self) {
        self.clear_error();
    }
}

/// Reports `err` through a context pointer received by a host function.
///
/// # Safety
///
/// `ctx` must be the `context` argument of the host function currently running.
pub unsafe fn report_error(ctx: *mut HostContext, err: HostError) {
    // SAFETY: the caller passes the live context of the current call.
    unsafe { (*ctx).set_error(err) }
}
