//! [`JsOutput`], the result types of a closure given to hostcall: any `IntoJs` type, boxed
//! by hostcall when it knows the type, else through its `IntoJs`; and `Result<T,
//! HostError>` of one. One blanket impl per [`marker`].

use hostcall::HostError;
use rquickjs::{qjs, Ctx};

use crate::binding::convert::dispatch::{output_any, Boxing};
use crate::binding::convert::errors::CallError;
use crate::binding::convert::marker;
use crate::binding::convert::CallCx;

/// What a closure given to hostcall returns: any type rquickjs's `IntoJs` converts (the
/// application's own, `Vec<T>`, class values, `Promise`, `rquickjs::Result<T>`...), or a
/// `Result<T, hostcall::HostError>` of one (`Err` becomes an exception). `M` is a
/// marker type (private: it only tells the impls apart), inferred.
///
/// The types hostcall boxes itself (numbers, `bool`, `()`, strings, the rquickjs value
/// types, `Option` and `rquickjs::Result` of those) are boxed inline; every other type goes
/// through its `IntoJs`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be returned by a hostcall closure",
    label = "rquickjs has no conversion of this type to a JavaScript value",
    note = "a hostcall closure returns what rquickjs's `Func` returns: any type implementing `rquickjs::IntoJs` (implement it for your own types), or a `Result<T, hostcall::HostError>` of one"
)]
pub trait JsOutput<'js, M: marker::Marker>: Sized {
    /// Boxed into an owned value: hostcall's lossless boxing for the types it knows (the
    /// host's-policy conversions), `IntoJs` for the others.
    ///
    /// # Safety
    ///
    /// In a call in `cx`'s context; `'js` must not outlive it.
    #[doc(hidden)]
    unsafe fn into_js_policy(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, CallError>;
    /// Boxed as rquickjs's `IntoJs` boxes it (under rquickjs's conversions).
    ///
    /// # Safety
    ///
    /// As for `into_js_policy`.
    #[doc(hidden)]
    unsafe fn into_js_rquickjs(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, CallError>;
    /// Through rquickjs's own machinery (`IntoJsFunc::call`).
    #[doc(hidden)]
    fn into_value(self, ctx: &Ctx<'js>) -> Result<rquickjs::Value<'js>, CallError>;
}

impl<'js, R: rquickjs::IntoJs<'js>> JsOutput<'js, marker::Value> for R {
    #[inline]
    unsafe fn into_js_policy(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, CallError> {
        // SAFETY: forwarded.
        unsafe { output_any(self, cx, Boxing::Lossless) }
    }
    #[inline]
    unsafe fn into_js_rquickjs(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, CallError> {
        // SAFETY: forwarded.
        unsafe { output_any(self, cx, Boxing::Rquickjs) }
    }
    fn into_value(self, ctx: &Ctx<'js>) -> Result<rquickjs::Value<'js>, CallError> {
        rquickjs::IntoJs::into_js(self, ctx).map_err(CallError::Rquickjs)
    }
}

impl<'js, R: rquickjs::IntoJs<'js>> JsOutput<'js, marker::HostResult> for Result<R, HostError> {
    #[inline(always)]
    unsafe fn into_js_policy(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, CallError> {
        // SAFETY: forwarded.
        unsafe { <R as JsOutput<'js, marker::Value>>::into_js_policy(self?, cx) }
    }
    #[inline(always)]
    unsafe fn into_js_rquickjs(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, CallError> {
        // SAFETY: forwarded.
        unsafe { <R as JsOutput<'js, marker::Value>>::into_js_rquickjs(self?, cx) }
    }
    fn into_value(self, ctx: &Ctx<'js>) -> Result<rquickjs::Value<'js>, CallError> {
        <R as JsOutput<'js, marker::Value>>::into_value(self?, ctx)
    }
}
