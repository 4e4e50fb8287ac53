//! The conversion of a parameter or result chosen by its type: `typeid`'s lifetime-erased
//! comparison ([`same`], a constant per instantiation, so each dispatch folds to one branch
//! in an optimized build) sends a type the lane knows to its [`FromValue`] and a result
//! type hostcall boxes itself to its [`KnownOutput`]; every other type converts with
//! rquickjs's own `FromJs` or `IntoJs`.

use hostcall::HostError;
use rquickjs::{qjs, Ctx, FromJs};

use crate::binding::convert::boxing::{owned_raw, JsRet, KnownOutput};
use crate::binding::convert::errors::{rquickjs_error, CallError};
use crate::binding::convert::from_value::FromValue;
use crate::binding::convert::CallCx;

/// Whether `T` and `K` are the same type, lifetimes aside (`typeid`, which erases them:
/// `std::any::TypeId` takes only `'static` types). Constant per instantiation, so every
/// comparison below folds away in an optimized build.
#[inline(always)]
pub(super) fn same<T: ?Sized, K: ?Sized>() -> bool {
    typeid::of::<T>() == typeid::of::<K>()
}

/// Moves a `K` into a `T` of the same type.
///
/// # Safety
///
/// `same::<K, T>()`, and the lifetimes in `T` are the ones `K` was made for (here: the
/// call's `'js`, or a borrow the caller keeps alive until the value is used).
#[inline(always)]
pub(super) unsafe fn cast<K, T>(k: K) -> T {
    debug_assert!(same::<K, T>());
    let k = std::mem::ManuallyDrop::new(k);
    // SAFETY: `K` and `T` are one type (the caller's contract), so the bits are a valid `T`;
    // `k` is never dropped, so ownership moves exactly once.
    unsafe { std::mem::transmute_copy::<K, T>(&k) }
}

/// Calls `$m!(<args>; <the parameter types the lane knows>)`: the types with a
/// [`FromValue`] impl (the lane, and the host's policy off it).
macro_rules! known_params {
    ($m:ident!($($args:tt)*)) => {
        $m!($($args)*;
            i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool, String,
            rquickjs::Value<'js>, rquickjs::String<'js>, rquickjs::Object<'js>, rquickjs::Function<'js>,
            Option<i8>, Option<u8>, Option<i16>, Option<u16>, Option<i32>, Option<u32>,
            Option<i64>, Option<u64>, Option<isize>, Option<usize>, Option<f32>, Option<f64>,
            Option<bool>, Option<String>, Option<rquickjs::Value<'js>>,
            Option<rquickjs::String<'js>>, Option<rquickjs::Object<'js>>,
            Option<rquickjs::Function<'js>>)
    };
}

// Each branch of a dispatch is one call, so an unoptimized build's frame stays small (the
// dispatch folds to the one branch taken in an optimized build).
macro_rules! lane_dispatch {
    ($t:ident, $cx:expr, $v:expr; $($k:ty),*) => {$(
        if same::<$t, $k>() {
            // SAFETY: the caller's contract; `$k` is `$t`.
            return unsafe { lane_as::<$k, $t>($cx, $v) };
        }
    )*};
}

macro_rules! policy_dispatch {
    ($t:ident, $cx:expr, $v:expr, $index:expr; $($k:ty),*) => {$(
        if same::<$t, $k>() {
            // SAFETY: the caller's contract; `$k` is `$t`.
            return unsafe { policy_as::<$k, $t>($cx, $v, $index) };
        }
    )*};
}

/// The lane of a known type `K`, as the same type `T`.
///
/// # Safety
///
/// `same::<K, T>()`; `v` is a live value of `cx`'s context; `'js` must not outlive the call.
#[inline]
unsafe fn lane_as<'js, K: FromValue<'js>, T>(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<T> {
    // SAFETY: the caller's contract.
    unsafe { K::lane(cx, v) }.map(|k| {
        // SAFETY: `K` is `T` (the caller's contract).
        unsafe { cast::<K, T>(k) }
    })
}

/// The host's policy for a known type `K`, as the same type `T`.
///
/// # Safety
///
/// As for [`lane_as`].
#[inline]
unsafe fn policy_as<'js, K: FromValue<'js>, T>(
    cx: &CallCx<'_>,
    v: &qjs::JSValue,
    index: usize,
) -> Result<T, HostError> {
    // SAFETY: the caller's contract.
    unsafe { K::from_value(cx, v, index) }.map(|k| {
        // SAFETY: `K` is `T` (the caller's contract).
        unsafe { cast::<K, T>(k) }
    })
}

/// The lane for a parameter of any type: `None` off the lane, and always for a type the lane
/// does not know (the application's own, `Coerced`, `Vec`, classes...).
///
/// # Safety
///
/// `v` is a live value of `cx`'s context; `'js` must not outlive the current call.
#[inline]
pub(super) unsafe fn lane_any<'js, T: FromJs<'js>>(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<T> {
    known_params!(lane_dispatch!(T, cx, v));
    None
}

/// A parameter under the host's policy (the shim's path): the lane, else the policy, for the
/// types the lane knows; rquickjs's own `FromJs` for every other type.
///
/// # Safety
///
/// As for [`lane_any`].
#[inline]
pub(super) unsafe fn policy_any<'js, T: FromJs<'js>>(
    cx: &CallCx<'_>,
    v: &qjs::JSValue,
    index: usize,
) -> Result<T, HostError> {
    known_params!(policy_dispatch!(T, cx, v, index));
    // SAFETY: the caller's contract.
    unsafe { rquickjs_slow::<T>(cx, v) }.map_err(rquickjs_error)
}

/// A parameter under rquickjs's conversions: the lane where it gives what rquickjs gives
/// (the differential test `rquickjs_parity` checks it), else rquickjs's own `FromJs`.
///
/// # Safety
///
/// As for [`lane_any`].
#[inline]
pub(super) unsafe fn param_rquickjs<'js, T: FromJs<'js>>(
    cx: &CallCx<'_>,
    v: &qjs::JSValue,
) -> Result<T, rquickjs::Error> {
    // SAFETY: the caller's contract.
    if let Some(x) = unsafe { lane_any::<T>(cx, v) } {
        return Ok(x);
    }
    // SAFETY: as above.
    unsafe { rquickjs_slow(cx, v) }
}

/// A value through rquickjs's own `FromJs` (the path for every type the lane does not know).
///
/// # Safety
///
/// `v` is a live value of `cx`'s context; `'js` must not outlive the current call.
#[inline(never)]
unsafe fn rquickjs_slow<'js, T: FromJs<'js>>(
    cx: &CallCx<'_>,
    v: &qjs::JSValue,
) -> Result<T, rquickjs::Error> {
    // SAFETY: the caller's contract.
    let (ctx, value): (Ctx<'js>, rquickjs::Value<'js>) = unsafe { (cx.ctx(), cx.value(v)) };
    T::from_js(&ctx, value)
}

/// Calls `$m!(<args>; <the result types hostcall boxes itself>)`: the [`JsRet`] types, their
/// `Option`s, and `rquickjs::Result` of both ([`KnownOutput`]).
macro_rules! known_results {
    ($m:ident!($($args:tt)*)) => {
        known_results!(@each $m!($($args)*);
            i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool, (), String,
            &'static str, rquickjs::Value<'js>, rquickjs::String<'js>, rquickjs::Object<'js>,
            rquickjs::Function<'js>)
    };
    (@each $m:ident!($($args:tt)*); $($k:ty),*) => {
        $m!($($args)*; $($k,)* $(Option<$k>,)* $(rquickjs::Result<$k>,)* $(rquickjs::Result<Option<$k>>),*)
    };
}

macro_rules! result_dispatch {
    ($r:ident, $value:expr, $cx:expr, $how:expr; $($k:ty),*) => {$(
        if same::<$r, $k>() {
            // SAFETY: `$r` is `$k`; in this call's context (the caller's contract).
            return unsafe { result_as::<$r, $k>($value, $cx, $how) };
        }
    )*};
}

/// A result of a known type `K`, given as the same type `R`, into an owned value.
///
/// # Safety
///
/// `same::<R, K>()`; in a call in `cx`'s context.
#[inline]
unsafe fn result_as<'js, R, K: KnownOutput<'js>>(
    r: R,
    cx: &CallCx<'_>,
    how: Boxing,
) -> Result<qjs::JSValue, CallError> {
    // SAFETY: `R` is `K` (the caller's contract); the value is boxed within the call.
    let k = unsafe { cast::<R, K>(r) };
    // SAFETY: forwarded.
    unsafe { known_output_into_js::<K>(k, cx, how) }
}

/// How a known result boxes: hostcall's lossless rule, or rquickjs's.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Boxing {
    Lossless,
    Rquickjs,
}
use Boxing::{Lossless, Rquickjs};

/// A known result into an owned value.
///
/// # Safety
///
/// In a call in `cx`'s context.
#[inline(always)]
unsafe fn known_output_into_js<'js, K: KnownOutput<'js>>(
    k: K,
    cx: &CallCx<'_>,
    how: Boxing,
) -> Result<qjs::JSValue, CallError> {
    match how {
        // SAFETY: forwarded.
        Lossless => unsafe { k.into_ret()?.into_js(cx) }.map_err(CallError::Host),
        Rquickjs => {
            let r = k.into_ret_rquickjs()?;
            // SAFETY: forwarded.
            unsafe { r.into_js_rquickjs(cx) }.map_err(CallError::Host)
        }
    }
}

/// A result of any type through rquickjs's own `IntoJs`, as an owned value.
///
/// # Safety
///
/// In a call in `cx`'s context; `'js` must not outlive it.
#[inline(never)]
unsafe fn into_js_slow<'js, R: rquickjs::IntoJs<'js>>(
    r: R,
    cx: &CallCx<'_>,
) -> Result<qjs::JSValue, CallError> {
    // SAFETY: the caller's contract.
    let ctx: Ctx<'js> = unsafe { cx.ctx() };
    rquickjs::IntoJs::into_js(r, &ctx)
        .map(owned_raw)
        .map_err(CallError::Rquickjs)
}

/// A result of any type into an owned value: boxed by hostcall (`how`) when it is a type
/// hostcall boxes itself ([`KnownOutput`]), else through its own `IntoJs`.
///
/// # Safety
///
/// In a call in `cx`'s context; `'js` must not outlive it.
#[inline(always)]
pub(super) unsafe fn output_any<'js, R: rquickjs::IntoJs<'js>>(
    r: R,
    cx: &CallCx<'_>,
    how: Boxing,
) -> Result<qjs::JSValue, CallError> {
    known_results!(result_dispatch!(R, r, cx, how));
    // SAFETY: forwarded.
    unsafe { into_js_slow(r, cx) }
}
