//! A closure call's errors: [`CallError`] (hostcall's or rquickjs's own), the messages of a
//! value the lane refuses, and how an rquickjs error is raised (exactly as rquickjs raises
//! it) or becomes a hostcall error.

use std::ffi::CString;

use hostcall::{ErrorKind, HostError};
use rquickjs::qjs;

use crate::binding::convert::lane::type_name;

/// A closure call's error under rquickjs's conversions: hostcall's, or rquickjs's own
/// (raised exactly as rquickjs raises it, [`throw_rquickjs`]).
#[doc(hidden)]
pub enum CallError {
    /// A hostcall error (a `Result<_, HostError>` closure's).
    Host(HostError),
    /// An rquickjs error (a conversion's, or a `rquickjs::Result` closure's).
    Rquickjs(rquickjs::Error),
}

impl From<HostError> for CallError {
    fn from(e: HostError) -> CallError {
        CallError::Host(e)
    }
}

/// An rquickjs error as the exception it becomes: `Exception` is already pending.
pub(crate) fn rquickjs_error(e: rquickjs::Error) -> HostError {
    match e {
        rquickjs::Error::Exception => HostError::new(ErrorKind::Pending, "exception"),
        rquickjs::Error::FromJs { .. } | rquickjs::Error::IntoJs { .. } => {
            HostError::type_error(e.to_string())
        }
        other => HostError::new(ErrorKind::Error, other.to_string()),
    }
}

/// Raises an rquickjs error exactly as rquickjs raises an error a host function returned
/// (its `Error::throw`, which is not public): conversions, strings and argument counts as a
/// `TypeError`, `AsSlice` as a `ReferenceError`, `Unknown` as an `InternalError`,
/// `Allocation` as out of memory, `Exception` left pending, anything else as a plain `Error`
/// with the error's text as its message.
///
/// # Safety
///
/// `ctx` is the live context of the current call.
pub(crate) unsafe fn throw_rquickjs(ctx: *mut qjs::JSContext, e: &rquickjs::Error) {
    use rquickjs::Error as E;
    let msg = || CString::new(e.to_string().replace('\0', "\\0")).unwrap_or_default();
    // SAFETY: `%s` with one C string argument; QuickJS copies the message. `ctx` is live.
    unsafe {
        match e {
            E::Exception => {
                if !qjs::JS_HasException(ctx) {
                    qjs::JS_ThrowPlainError(ctx, c"%s".as_ptr(), msg().as_ptr());
                }
            }
            E::Allocation => {
                qjs::JS_ThrowOutOfMemory(ctx);
            }
            E::InvalidString(_)
            | E::Utf8(_)
            | E::FromJs { .. }
            | E::IntoJs { .. }
            | E::TooManyArgs { .. }
            | E::MissingArgs { .. } => {
                qjs::JS_ThrowTypeError(ctx, c"%s".as_ptr(), msg().as_ptr());
            }
            E::AsSlice(_) => {
                qjs::JS_ThrowReferenceError(ctx, c"%s".as_ptr(), msg().as_ptr());
            }
            E::Unknown => {
                qjs::JS_ThrowInternalError(ctx, c"%s".as_ptr(), msg().as_ptr());
            }
            _ => {
                qjs::JS_ThrowPlainError(ctx, c"%s".as_ptr(), msg().as_ptr());
            }
        }
    }
}

pub(super) fn expected(index: usize, what: &str, v: &qjs::JSValue) -> HostError {
    HostError::type_error(format!(
        "argument {}: expected {what}, got {}",
        index + 1,
        type_name(v)
    ))
}

/// A value the engine made: owned by the caller, or an exception is pending.
///
/// # Safety
///
/// `v` was just returned by QuickJS in `cx`.
pub(super) unsafe fn made(v: qjs::JSValue) -> Result<qjs::JSValue, HostError> {
    if v.tag == qjs::JS_TAG_EXCEPTION as i64 {
        Err(HostError::new(ErrorKind::Pending, "out of memory"))
    } else {
        Ok(v)
    }
}

/// The error of a parameter type only the monomorphized entry under rquickjs's conversions
/// takes, reached another way (a definition refuses that: [`JsParam::ONE_ARGUMENT`]).
pub(super) fn only_rquickjs_entry(what: &str) -> HostError {
    HostError::type_error(format!(
        "a closure with a `{what}` parameter runs only on the monomorphized entry with rquickjs's conversions"
    ))
}

/// Clears the exception a refused QuickJS call left pending.
///
/// # Safety
///
/// `ctx` is a live context.
pub(super) unsafe fn clear_pending(ctx: *mut qjs::JSContext) {
    // SAFETY: the caller's contract; the exception value is owned and freed once.
    unsafe {
        if qjs::JS_HasException(ctx) {
            let e = qjs::JS_GetException(ctx);
            qjs::JS_FreeValue(ctx, e);
        }
    }
}
