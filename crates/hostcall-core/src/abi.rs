//! The contract between hostcall and generated code: what every backend's entry looks like
//! ([`ThunkFn`], [`EntryKind`], [`CClosureEntry`]), what a call reports ([`Status`]), the
//! offsets generated code reads ([`MethodData`] and [`HostContext`] fields), and the one
//! description of a call's arguments that the Rust side passes around ([`CallFrame`]).

use std::ffi::c_void;
use std::marker::PhantomData;

use crate::error::HostError;
use crate::layout::LayoutRef;
use crate::method::MethodData;
use crate::value::Value;

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

/// One call's arguments in the uniform ABI's terms: the engine context, `this`, the
/// arguments and the slot for the result, of one value layout.
///
/// A frame is how the Rust side (the dispatcher, the generic backend, the lane's oracle,
/// tests) passes a call around; generated code still takes the same values as separate
/// arguments ([`ThunkFn`]), see [`CallFrame::thunk_args`]. Making a frame is the one
/// `unsafe` step: everything that takes a `&CallFrame` relies on [`CallFrame::new`]'s
/// contract instead of restating it.
#[derive(Clone, Copy, Debug)]
pub struct CallFrame<'a> {
    layout: LayoutRef,
    cx: *mut c_void,
    this: *const Value,
    argv: *const Value,
    argc: usize,
    ret: *mut Value,
    /// Ties the frame to the borrows of the values it points to.
    values: PhantomData<&'a mut Value>,
}

impl<'a> CallFrame<'a> {
    /// Describes one call.
    ///
    /// # Safety
    ///
    /// For the frame's lifetime `'a` (choose it no longer than the call: the borrows of the
    /// engine's argument array and result slot):
    /// - `argv` points to `argc` live values of `layout` (it may dangle when `argc` is 0);
    /// - `this` is null or points to a live value of `layout`;
    /// - `ret` is valid for writing one value of `layout`, and aliases no argument;
    /// - `cx` is the engine context that `layout`'s hooks expect, on the engine's thread.
    pub unsafe fn new(
        layout: LayoutRef,
        cx: *mut c_void,
        this: *const Value,
        argv: *const Value,
        argc: usize,
        ret: *mut Value,
    ) -> CallFrame<'a> {
        CallFrame {
            layout,
            cx,
            this,
            argv,
            argc,
            ret,
            values: PhantomData,
        }
    }

    /// The layout of every value in the frame.
    #[inline]
    pub fn layout(&self) -> LayoutRef {
        self.layout
    }

    /// The engine context.
    #[inline]
    pub fn cx(&self) -> *mut c_void {
        self.cx
    }

    /// `this`, or null.
    #[inline]
    pub fn this(&self) -> *const Value {
        self.this
    }

    /// The first argument.
    #[inline]
    pub fn argv(&self) -> *const Value {
        self.argv
    }

    /// How many arguments there are.
    #[inline]
    pub fn argc(&self) -> usize {
        self.argc
    }

    /// The result slot.
    #[inline]
    pub fn ret(&self) -> *mut Value {
        self.ret
    }

    /// Argument `index`, or `None` past `argc`.
    #[inline]
    pub fn arg(&self, index: usize) -> Option<*const Value> {
        if index >= self.argc {
            return None;
        }
        let stride = usize::from(self.layout.size);
        // SAFETY: `index < argc` and `argv` holds `argc` values of `layout` (the frame's
        // contract), so the offset stays inside that array.
        Some(unsafe { self.argv.cast::<u8>().add(index * stride) }.cast::<Value>())
    }

    /// The frame as the uniform thunk ABI takes it: `(cx, this, argv, argc, ret)`.
    #[inline]
    pub fn thunk_args(&self) -> (*mut c_void, *const Value, *const Value, usize, *mut Value) {
        (self.cx, self.this, self.argv, self.argc, self.ret)
    }

    /// Calls a thunk compiled for `method`'s signature and this frame's layout.
    ///
    /// # Safety
    ///
    /// `thunk` must be the final, executable code of a thunk compiled for `method`'s
    /// signature and for `self.layout()` (what a thunk cache hands out), and `method` must
    /// be made for the engine of this frame (see
    /// [`call_generic`](crate::generic::call_generic)'s contract).
    #[inline]
    pub unsafe fn call_thunk(&self, thunk: ThunkFn, method: &MethodData) -> Status {
        // SAFETY: the thunk matches the method and layout (caller's contract); the
        // arguments are valid by the frame's contract.
        unsafe { thunk(method, self.cx, self.this, self.argv, self.argc, self.ret) }
    }
}

/// Offset of the function pointer in [`MethodData`], read by generated code.
pub const METHOD_FUNC_OFFSET: i32 = std::mem::offset_of!(MethodData, func) as i32;
/// Offset of the user data in [`MethodData`], read by generated code for an `env` parameter.
pub const METHOD_USER_DATA_OFFSET: i32 = std::mem::offset_of!(MethodData, user_data) as i32;
/// Offset of the receiver class in [`MethodData`], read by generated code.
pub const METHOD_CLASS_OFFSET: i32 = std::mem::offset_of!(MethodData, receiver_class) as i32;
const _: () = assert!(METHOD_FUNC_OFFSET == 0);
const _: () = assert!(METHOD_USER_DATA_OFFSET == std::mem::size_of::<usize>() as i32);
const _: () = assert!(METHOD_CLASS_OFFSET == 2 * std::mem::size_of::<usize>() as i32);

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
