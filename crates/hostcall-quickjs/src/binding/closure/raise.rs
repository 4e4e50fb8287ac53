//! A closure call's errors and panics, raised as exceptions: how an entry finishes a call
//! (the result, or the error raised, or the panic raised or handed to rquickjs), and the
//! errors a call can meet on its way.

use std::ffi::c_void;
use std::rc::Rc;

use hostcall::{ErrorKind, HostError};
use rquickjs::{qjs, Ctx};

use crate::binding::closure::ClosureConversions;
use crate::binding::convert::{throw_rquickjs, CallError};
use crate::binding::function::{record_count, JS_EXCEPTION};
use crate::binding::layout::throw_error;

/// Raises a closure's error in `ctx` (an error of kind `Pending` is already pending).
///
/// # Safety
///
/// `ctx` is the live context of the current call.
unsafe fn raise(ctx: *mut qjs::JSContext, err: HostError) {
    // SAFETY: the caller's contract.
    unsafe { throw_error(ctx, &err) }
}

/// The error a caught panic becomes (the message `rust_host_fn`'s shims give).
fn panic_error(payload: Box<dyn std::any::Any + Send>) -> HostError {
    let what = hostcall::core::typed::panic_message(payload);
    HostError::new(ErrorKind::Error, format!("host function panicked: {what}"))
}

/// The error of a shim called without an environment (a copy of the method without user
/// data: never made by this crate).
pub(super) fn no_env() -> HostError {
    HostError::type_error("a closure was called without its environment")
}

/// Runs a monomorphized entry's call of the closure: boxes the result, or raises the error
/// or panic; counts the call as completed by a thunk.
///
/// # Safety
///
/// `ctx` and `opaque` are the entry's (QuickJS's `JSCClosure` arguments).
#[inline(always)]
unsafe fn finish_mono(
    ctx: *mut qjs::JSContext,
    opaque: *mut c_void,
    out: std::thread::Result<Result<qjs::JSValue, HostError>>,
) -> qjs::JSValue {
    // SAFETY: `opaque` is the live record (caller's contract).
    unsafe { record_count(opaque) };
    match out {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => {
            // SAFETY: `ctx` is the calling context.
            unsafe { raise(ctx, e) };
            JS_EXCEPTION
        }
        Err(p) => {
            // SAFETY: as above.
            unsafe { raise(ctx, panic_error(p)) };
            JS_EXCEPTION
        }
    }
}

/// [`finish_mono`] under rquickjs's conversions: an rquickjs error is raised as rquickjs
/// raises it.
///
/// # Safety
///
/// As for [`finish_mono`].
#[inline(always)]
pub(super) unsafe fn finish_mono_rquickjs(
    ctx: *mut qjs::JSContext,
    opaque: *mut c_void,
    out: std::thread::Result<Result<qjs::JSValue, CallError>>,
    conversions: ClosureConversions,
) -> qjs::JSValue {
    match out {
        Ok(Err(CallError::Rquickjs(e))) => {
            // SAFETY: `opaque` is the live record (caller's contract).
            unsafe { record_count(opaque) };
            // SAFETY: `ctx` is the calling context.
            unsafe { throw_rquickjs(ctx, &e) };
            JS_EXCEPTION
        }
        Ok(Err(CallError::Host(e))) => {
            // SAFETY: forwarded.
            unsafe { finish_mono(ctx, opaque, Ok(Err(e))) }
        }
        Ok(Ok(v)) => {
            // SAFETY: forwarded.
            unsafe { finish_mono(ctx, opaque, Ok(Ok(v))) }
        }
        // rquickjs's conversions: a panic resumes in the caller, as in rquickjs.
        Err(p) if conversions == ClosureConversions::Rquickjs => {
            // SAFETY: `opaque` is the live record (caller's contract).
            unsafe { record_count(opaque) };
            // SAFETY: `ctx` is the calling context.
            unsafe { relay_panic(ctx, p) }
        }
        // SAFETY: forwarded.
        Err(p) => unsafe { finish_mono(ctx, opaque, Err(p)) },
    }
}

/// Hands a panic caught in a closure to rquickjs, as rquickjs's own host functions do: the
/// call throws, and the rquickjs call that ran the script (`Ctx::eval`, `Function::call`,
/// ...) resumes the panic in its caller once the script has returned. The payload is
/// rethrown inside a one-off rquickjs function called through QuickJS (`JS_Call`), whose
/// `catch_unwind` keeps it in rquickjs's runtime state; so the panic unwinds through Rust
/// frames only, never through QuickJS's or a thunk's. If that function cannot be made (out
/// of memory), the panic becomes hostcall's `Error` ("host function panicked: ...").
///
/// # Safety
///
/// `ctx` is the live context of the current call.
unsafe fn relay_panic(
    ctx: *mut qjs::JSContext,
    payload: Box<dyn std::any::Any + Send>,
) -> qjs::JSValue {
    let Some(raw) = std::ptr::NonNull::new(ctx) else {
        return JS_EXCEPTION;
    };
    // SAFETY: `ctx` is the live calling context; the `Ctx` does not outlive this call.
    let rctx = unsafe { Ctx::from_raw(raw) };
    let slot = Rc::new(std::cell::Cell::new(Some(payload)));
    let held = slot.clone();
    let made = rquickjs::Function::new(rctx.clone(), move || {
        if let Some(p) = held.take() {
            std::panic::resume_unwind(p);
        }
    });
    let relay = match made {
        Ok(f) => f,
        Err(_) => {
            let _ = rctx.catch();
            // SAFETY: `ctx` is the calling context.
            unsafe {
                raise(
                    ctx,
                    panic_error(Box::new("a panic (out of memory while relaying it)")),
                )
            };
            return JS_EXCEPTION;
        }
    };
    // SAFETY: `relay` is a live function of `ctx`; no arguments; the result is owned (the
    // exception marker, with the panic now in rquickjs's keeping), freed here.
    unsafe {
        let r = qjs::JS_Call(
            ctx,
            relay.as_raw(),
            qjs::JSValue {
                u: qjs::JSValueUnion { int32: 0 },
                tag: i64::from(qjs::JS_TAG_UNDEFINED),
            },
            0,
            std::ptr::null_mut(),
        );
        qjs::JS_FreeValue(ctx, r);
    }
    // QuickJS refused to call the relay (its stack check, near the stack's limit): the
    // panic did not reach rquickjs; it becomes hostcall's error instead of being lost.
    if let Some(p) = slot.take() {
        // SAFETY: `ctx` is the calling context; whatever QuickJS left pending is replaced.
        unsafe { raise(ctx, panic_error(p)) };
    }
    JS_EXCEPTION
}

/// A hostcall error raised in rquickjs's call path: thrown with its kind, so rquickjs sees
/// `Error::Exception` (the exception pending).
pub(super) fn host_error_in(ctx: &Ctx<'_>, e: &HostError) -> rquickjs::Error {
    // SAFETY: `ctx` is the live context of the current call (rquickjs is calling us in it).
    unsafe { raise(ctx.as_raw().as_ptr(), e.clone()) };
    rquickjs::Error::Exception
}
