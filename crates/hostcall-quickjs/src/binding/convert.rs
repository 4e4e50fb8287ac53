//! The Rust types a closure given to hostcall takes and returns, and how each one crosses.
//!
//! Every type rquickjs's `Func` takes is a parameter ([`JsParam`]): one blanket impl per way
//! a value crosses, told apart by an inferred [`marker`] (any `FromJs` type: one argument;
//! `Opt`/`This`/`Rest` of one; `Ctx`, no argument). Inside the `FromJs` impl the lane is
//! chosen by type (`typeid`'s lifetime-erased comparison, a constant per instantiation) for
//! the types it knows:
//!
//! | Rust type | from JavaScript |
//! |---|---|
//! | `i8` ... `u64`, `isize`, `usize` | the lane: int32 in range, integral float64 in range; else the policy |
//! | `f32`, `f64` | int32, float64; else the policy |
//! | `bool` | booleans; else the policy |
//! | `rquickjs::Value` | anything, untouched |
//! | `String` (Rust's) | as `rquickjs::String`, copied |
//! | `rquickjs::String` | strings; under JS coercion also numbers, booleans, BigInts, `null`, `undefined` (`ToString`, which runs no script for primitives) |
//! | `rquickjs::Object` | objects (functions and arrays included) |
//! | `rquickjs::Function` | functions |
//! | `Option<T>` of any of those | `null` and `undefined` are `None` |
//! | every other `FromJs` type (the application's own, `Vec<T>`, `Array`, `Coerced<T>`, classes...) | its own `FromJs`, on every path and under every policy |
//! | `rquickjs::Ctx`, any position | the calling context |
//! | `Opt<T>`, `This<T>`, `Rest<T>` (`T` any `FromJs` type) | rquickjs's `FromParam` meaning; only the monomorphized entry under rquickjs's conversions |
//!
//! The table's "else the policy" is [`ClosureConversions::Policy`]; under the default,
//! [`ClosureConversions::Rquickjs`], a value off the lane converts with the type's `FromJs`
//! ([`param_rquickjs`]) and 64-bit results box as rquickjs's `IntoJs` does.
//!
//! Results ([`JsOutput`]): any `IntoJs` type, or `Result<T, HostError>` of one. The types
//! hostcall boxes itself ([`KnownOutput`]: the scalars, boxed losslessly under the policy,
//! `()`, the rquickjs types, `String`, `&'static str`, `Option` and `rquickjs::Result` of
//! those) are boxed inline; any other type through its `IntoJs`. An `Err` becomes an
//! exception; `rquickjs::Error::Exception` rethrows the exception already pending.
//!
//! Each type converts in two places: in the Rust shim the thunk and the generic backend call
//! (every parameter but `Ctx` passed as a `value`), and in the monomorphized entry (from the
//! QuickJS value, along the lane, falling back to the generic backend off it under the
//! policy). The differential tests check that both agree with the generic backend
//! (`closure_diff`) and, under rquickjs's conversions, with rquickjs's own `Func`
//! (`rquickjs_parity`).
//!
//! [`ClosureConversions::Policy`]: crate::ClosureConversions::Policy
//! [`ClosureConversions::Rquickjs`]: crate::ClosureConversions::Rquickjs

pub(crate) use crate::binding::values::JS_UNDEFINED as UNDEFINED;
use std::ffi::{c_void, CString};
use std::ptr::NonNull;

use hostcall::core::lane::Acquired;
use hostcall::core::typed::{NativeParam, NativeResult};
use hostcall::{ConversionPolicy, ErrorKind, HostError, Mode, ParamKind, ResultKind, Value};
use rquickjs::class::{Class, JsClass, OwnedBorrow, OwnedBorrowMut};
use rquickjs::function::{FromParam, FuncArg, Opt, ParamRequirement, ParamsAccessor, Rest, This};
use rquickjs::{qjs, Ctx, FromJs};

use crate::binding::layout::quickjs_layout;
use crate::binding::state::Shared;

pub(crate) mod sealed {
    /// Closes the conversion traits: hostcall implements them, no one else.
    pub trait Sealed {}
    /// Closes [`KnownOutput`](super::KnownOutput).
    pub trait SealedOutput {}
    /// Closes [`marker::Marker`](super::marker::Marker).
    pub trait SealedMarker {}
    /// Closes [`Wrapper`](super::Wrapper).
    pub trait SealedWrapper {}
}
use sealed::{Sealed, SealedOutput};

/// What a conversion needs: the calling context and the host's shared state (its policy).
#[doc(hidden)]
pub struct CallCx<'a> {
    ctx: NonNull<qjs::JSContext>,
    shared: &'a Shared,
}

impl<'a> CallCx<'a> {
    /// # Safety
    ///
    /// `ctx` is the live context of the current call, on its thread.
    pub(crate) unsafe fn new(ctx: *mut qjs::JSContext, shared: &'a Shared) -> Option<CallCx<'a>> {
        NonNull::new(ctx).map(|ctx| CallCx { ctx, shared })
    }

    /// The raw context.
    pub(crate) fn raw(&self) -> *mut qjs::JSContext {
        self.ctx.as_ptr()
    }

    /// The context as rquickjs's `Ctx` (a new reference to it).
    ///
    /// # Safety
    ///
    /// `'js` must not outlive the current call (the closure's own parameters, which it cannot
    /// keep: it is `'static`).
    pub(crate) unsafe fn ctx<'js>(&self) -> Ctx<'js> {
        // SAFETY: the context is live and this thread holds the runtime (QuickJS is calling
        // us on it); the caller bounds `'js`.
        unsafe { Ctx::from_raw(self.ctx) }
    }

    fn policy(&self) -> &ConversionPolicy {
        self.shared.dispatcher.policy()
    }

    /// Wraps a borrowed value as an rquickjs value (a new reference).
    ///
    /// # Safety
    ///
    /// `v` is a live value of this context; `'js` as in [`CallCx::ctx`].
    unsafe fn value<'js>(&self, v: &qjs::JSValue) -> rquickjs::Value<'js> {
        // SAFETY: the caller's contract; the duplicated reference is owned by the result.
        unsafe {
            let owned = qjs::JS_DupValue(self.raw(), *v);
            rquickjs::Value::from_raw(self.ctx(), owned)
        }
    }

    /// Converts a value off the lane with the host's policy, as the generic backend does for
    /// a parameter of `kind`: the native argument's eight bytes.
    ///
    /// # Safety
    ///
    /// `v` is a live value of this context.
    unsafe fn convert(
        &self,
        kind: ParamKind,
        index: usize,
        v: &qjs::JSValue,
    ) -> Result<[u8; 8], HostError> {
        let mut acq = Acquired::new(quickjs_layout(), self.raw().cast::<c_void>());
        let p = (v as *const qjs::JSValue).cast::<Value>();
        // SAFETY: `p` is a live value of the QuickJS layout in this context (caller's
        // contract); `acq` releases what the conversion acquired when it drops.
        let slot = unsafe { self.policy().convert(kind, index, p, &mut acq) }?;
        Ok(slot.bytes())
    }
}

const TAG_INT: i64 = qjs::JS_TAG_INT as i64;
const TAG_FLOAT64: i64 = qjs::JS_TAG_FLOAT64 as i64;
const TAG_BOOL: i64 = qjs::JS_TAG_BOOL as i64;
const TAG_NULL: i64 = qjs::JS_TAG_NULL as i64;
const TAG_UNDEFINED: i64 = qjs::JS_TAG_UNDEFINED as i64;
const TAG_STRING: i64 = qjs::JS_TAG_STRING as i64;
const TAG_STRING_ROPE: i64 = qjs::JS_TAG_STRING_ROPE as i64;
const TAG_OBJECT: i64 = qjs::JS_TAG_OBJECT as i64;
const TAG_BIG_INT: i64 = qjs::JS_TAG_BIG_INT as i64;
const TAG_SHORT_BIG_INT: i64 = qjs::JS_TAG_SHORT_BIG_INT as i64;

/// The JavaScript type of a value, as the lane's messages name it.
fn type_name(v: &qjs::JSValue) -> &'static str {
    match v.tag {
        TAG_INT | TAG_FLOAT64 => "number",
        TAG_BOOL => "boolean",
        TAG_NULL => "null",
        TAG_UNDEFINED => "undefined",
        TAG_STRING | TAG_STRING_ROPE => "string",
        TAG_OBJECT => "object",
        TAG_BIG_INT | TAG_SHORT_BIG_INT => "bigint",
        _ => "symbol or internal value",
    }
}

fn expected(index: usize, what: &str, v: &qjs::JSValue) -> HostError {
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
unsafe fn made(v: qjs::JSValue) -> Result<qjs::JSValue, HostError> {
    if v.tag == qjs::JS_TAG_EXCEPTION as i64 {
        Err(HostError::new(ErrorKind::Pending, "out of memory"))
    } else {
        Ok(v)
    }
}

const fn int32(i: i32) -> qjs::JSValue {
    qjs::JSValue {
        u: qjs::JSValueUnion { int32: i },
        tag: TAG_INT,
    }
}

const fn float64(f: f64) -> qjs::JSValue {
    qjs::JSValue {
        u: qjs::JSValueUnion { float64: f },
        tag: TAG_FLOAT64,
    }
}

/// A type that converts from one JavaScript value: what `Option<T>` may wrap.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be passed to a hostcall closure from JavaScript",
    label = "not a type hostcall converts from a JavaScript value",
    note = "closure parameters may be: i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool, String, rquickjs::Value, rquickjs::String, rquickjs::Object, rquickjs::Function, or Option<T> of one of those; a leading rquickjs::Ctx gives the calling context"
)]
#[doc(hidden)]
pub trait FromValue<'js>: Sized + Sealed + FromJs<'js> {
    /// Converts with the policy when the lane refuses.
    ///
    /// # Safety
    ///
    /// `v` is a live value of `cx`'s context.
    unsafe fn from_value(
        cx: &CallCx<'_>,
        v: &qjs::JSValue,
        index: usize,
    ) -> Result<Self, HostError>;
    /// The lane only: `None` sends the call to the generic backend.
    ///
    /// # Safety
    ///
    /// As for `from_value`.
    unsafe fn lane(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<Self>;
}

/// A result type of a closure given to hostcall.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be returned by a hostcall closure",
    label = "not a type hostcall returns to JavaScript",
    note = "closures may return: (), i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64, bool, String, rquickjs::Value, rquickjs::String, rquickjs::Object, rquickjs::Function, Option<T> of one of those, or Result<T, hostcall::HostError> / rquickjs::Result<T> of one of those"
)]
pub trait JsRet<'js>: Sized + Sealed {
    /// The native result the shim returns.
    #[doc(hidden)]
    type Native: NativeResult;
    /// Into the native result (in the shim).
    ///
    /// # Safety
    ///
    /// Called in a call in `cx`'s context.
    #[doc(hidden)]
    unsafe fn into_native(self, cx: &CallCx<'_>) -> Result<Self::Native, HostError>;
    /// Boxed into an owned value (in the monomorphized entry), with the same lossless rules
    /// as every backend.
    ///
    /// # Safety
    ///
    /// As for `into_native`.
    #[doc(hidden)]
    unsafe fn into_js(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError>;
    /// Boxed as rquickjs's `IntoJs` boxes it (under [`ClosureConversions::Rquickjs`]): the
    /// same as [`JsRet::into_js`] except for 64-bit integers past int32, which rquickjs makes
    /// a float64 whatever their size (so past 2^53 they are rounded, never a BigInt).
    ///
    /// # Safety
    ///
    /// As for `into_native`.
    ///
    /// [`ClosureConversions::Rquickjs`]: crate::ClosureConversions::Rquickjs
    #[doc(hidden)]
    #[inline(always)]
    unsafe fn into_js_rquickjs(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        // SAFETY: forwarded.
        unsafe { self.into_js(cx) }
    }
}

/// A result hostcall boxes itself: a [`JsRet`] type, or a `Result` of one (`Err` becomes an
/// exception). Reached through [`JsOutput`]'s dispatch on the result's type.
#[doc(hidden)]
pub trait KnownOutput<'js>: SealedOutput {
    /// The value type.
    #[doc(hidden)]
    type Ret: JsRet<'js>;
    /// Splits into the value or the error.
    #[doc(hidden)]
    fn into_ret(self) -> Result<Self::Ret, HostError>;
    /// Splits into the value or the error, keeping an rquickjs error as it is (so it is
    /// raised as rquickjs raises it).
    #[doc(hidden)]
    fn into_ret_rquickjs(self) -> Result<Self::Ret, CallError>;
}

/// A closure call's error under rquickjs's conversions: hostcall's, or rquickjs's own
/// (raised exactly as rquickjs raises it, [`throw_rquickjs`]).
#[doc(hidden)]
pub enum CallError {
    /// A hostcall error (a `Result<_, HostError>` closure's).
    Host(HostError),
    /// An rquickjs error (a conversion's, or a `rquickjs::Result` closure's).
    Rquickjs(rquickjs::Error),
}

impl<R: Sealed> SealedOutput for R {}
impl<R> SealedOutput for Result<R, HostError> {}
impl<R> SealedOutput for rquickjs::Result<R> {}

impl<'js, R: JsRet<'js>> KnownOutput<'js> for R {
    type Ret = R;
    #[inline(always)]
    fn into_ret(self) -> Result<R, HostError> {
        Ok(self)
    }
    #[inline(always)]
    fn into_ret_rquickjs(self) -> Result<R, CallError> {
        Ok(self)
    }
}

impl<'js, R: JsRet<'js>> KnownOutput<'js> for Result<R, HostError> {
    type Ret = R;
    #[inline(always)]
    fn into_ret(self) -> Result<R, HostError> {
        self
    }
    #[inline(always)]
    fn into_ret_rquickjs(self) -> Result<R, CallError> {
        self.map_err(CallError::Host)
    }
}

impl<'js, R: JsRet<'js>> KnownOutput<'js> for rquickjs::Result<R> {
    type Ret = R;
    #[inline(always)]
    fn into_ret(self) -> Result<R, HostError> {
        self.map_err(rquickjs_error)
    }
    #[inline(always)]
    fn into_ret_rquickjs(self) -> Result<R, CallError> {
        self.map_err(CallError::Rquickjs)
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

/// The lane for an integer: an int32 in range, or an integral float64 in range (`-0` is 0).
#[inline(always)]
fn lane_int<T: TryFrom<i32> + TryFrom<i128>>(v: &qjs::JSValue) -> Option<T> {
    if v.tag == TAG_INT {
        // SAFETY: an int32's payload is its `int32` field.
        return T::try_from(unsafe { v.u.int32 }).ok();
    }
    if v.tag == TAG_FLOAT64 {
        // SAFETY: a float64's payload is its `float64` field.
        let f = unsafe { v.u.float64 };
        // Below 2^63 in magnitude the conversion truncates exactly, so a round trip tells an
        // integral value (`-0` is 0) without a call to `trunc`; NaN fails the comparison.
        if f.abs() < 9_223_372_036_854_775_808.0 {
            let i = f as i64;
            return if i as f64 == f {
                T::try_from(i128::from(i)).ok()
            } else {
                None
            };
        }
        return lane_big_float(f);
    }
    None
}

/// The lane for a float64 of magnitude 2^63 or more (or NaN, infinities): integral and in
/// range only for `u64`/`usize` below 2^64.
#[cold]
#[inline(never)]
fn lane_big_float<T: TryFrom<i128>>(f: f64) -> Option<T> {
    // NaN and infinities have a NaN fraction; anything past i128 is out of range anyway.
    if f.fract() == 0.0 && f.abs() < 1.7e38 {
        T::try_from(f as i128).ok()
    } else {
        None
    }
}

/// The lane for a float: int32 or float64, as C converts (`f32`: rounded to nearest).
#[inline(always)]
fn lane_f64(v: &qjs::JSValue) -> Option<f64> {
    match v.tag {
        // SAFETY: the payload of the tag's type.
        TAG_INT => Some(f64::from(unsafe { v.u.int32 })),
        // SAFETY: as above.
        TAG_FLOAT64 => Some(unsafe { v.u.float64 }),
        _ => None,
    }
}

/// The lane for a `bool`: booleans only.
#[inline(always)]
fn lane_bool(v: &qjs::JSValue) -> Option<bool> {
    if v.tag != TAG_BOOL {
        return None;
    }
    // SAFETY: a bool's payload is its `int32` field.
    Some(unsafe { v.u.int32 } != 0)
}

/// Decoding the native argument the policy made (the bytes of a `Slot`).
trait FromSlot {
    fn from_slot(bytes: [u8; 8]) -> Self;
}

macro_rules! from_slot_le {
    ($($t:ty),*) => {$(
        impl FromSlot for $t {
            #[inline]
            fn from_slot(bytes: [u8; 8]) -> $t {
                let mut b = [0u8; std::mem::size_of::<$t>()];
                b.copy_from_slice(&bytes[..std::mem::size_of::<$t>()]);
                <$t>::from_le_bytes(b)
            }
        }
    )*};
}
from_slot_le!(i8, u8, i16, u16, i32, u32, i64, u64, isize, usize, f32, f64);

impl FromSlot for bool {
    #[inline]
    fn from_slot(bytes: [u8; 8]) -> bool {
        bytes[0] != 0
    }
}

macro_rules! scalar_params {
    ($($t:ty => $lane:expr),* $(,)?) => {$(
        impl Sealed for $t {}
        impl<'js> FromValue<'js> for $t {
            #[inline(always)]
            unsafe fn lane(_cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<$t> {
                let lane: fn(&qjs::JSValue) -> Option<$t> = $lane;
                lane(v)
            }
            unsafe fn from_value(cx: &CallCx<'_>, v: &qjs::JSValue, index: usize) -> Result<$t, HostError> {
                let lane: fn(&qjs::JSValue) -> Option<$t> = $lane;
                if let Some(x) = lane(v) {
                    return Ok(x);
                }
                // SAFETY: `v` is live in `cx`'s context (caller's contract).
                let bytes = unsafe { cx.convert(<$t as NativeParam>::KIND, index, v) }?;
                Ok(<$t as FromSlot>::from_slot(bytes))
            }
        }
    )*};
}

scalar_params! {
    i8 => lane_int::<i8>,
    u8 => lane_int::<u8>,
    i16 => lane_int::<i16>,
    u16 => lane_int::<u16>,
    i32 => lane_int::<i32>,
    u32 => lane_int::<u32>,
    i64 => lane_int::<i64>,
    u64 => lane_int::<u64>,
    isize => lane_int::<isize>,
    usize => lane_int::<usize>,
    f64 => lane_f64,
    f32 => |v| lane_f64(v).map(|f| f as f32),
    bool => lane_bool,
}

impl Sealed for rquickjs::Value<'_> {}
impl Sealed for rquickjs::String<'_> {}
impl Sealed for rquickjs::Object<'_> {}
impl Sealed for rquickjs::Function<'_> {}

impl<'js> FromValue<'js> for rquickjs::Value<'js> {
    #[inline(always)]
    unsafe fn lane(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<Self> {
        // SAFETY: forwarded; the closure cannot keep `'js` past the call.
        Some(unsafe { cx.value(v) })
    }
    unsafe fn from_value(
        cx: &CallCx<'_>,
        v: &qjs::JSValue,
        _index: usize,
    ) -> Result<Self, HostError> {
        // SAFETY: as above.
        Ok(unsafe { cx.value(v) })
    }
}

impl<'js> FromValue<'js> for rquickjs::String<'js> {
    #[inline(always)]
    unsafe fn lane(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<Self> {
        if v.tag != TAG_STRING && v.tag != TAG_STRING_ROPE {
            return None;
        }
        // SAFETY: forwarded.
        unsafe { cx.value(v) }.into_string()
    }
    unsafe fn from_value(
        cx: &CallCx<'_>,
        v: &qjs::JSValue,
        index: usize,
    ) -> Result<Self, HostError> {
        // SAFETY: forwarded.
        if let Some(s) = unsafe { <Self as FromValue<'js>>::lane(cx, v) } {
            return Ok(s);
        }
        let primitive = matches!(
            v.tag,
            TAG_INT
                | TAG_FLOAT64
                | TAG_BOOL
                | TAG_NULL
                | TAG_UNDEFINED
                | TAG_BIG_INT
                | TAG_SHORT_BIG_INT
        );
        if cx.policy().mode() != Mode::JsCoercing || !primitive {
            return Err(expected(index, "a string", v));
        }
        // SAFETY: `v` is a primitive, so `ToString` runs no script; the result is owned.
        let s = unsafe { made(qjs::JS_ToString(cx.raw(), *v)) }?;
        // SAFETY: `s` is an owned string of this context.
        let s = unsafe { rquickjs::Value::from_raw(cx.ctx(), s) };
        s.into_string()
            .ok_or_else(|| expected(index, "a string", v))
    }
}

impl<'js> FromValue<'js> for rquickjs::Object<'js> {
    #[inline(always)]
    unsafe fn lane(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<Self> {
        if v.tag != TAG_OBJECT {
            return None;
        }
        // SAFETY: forwarded.
        let value = unsafe { cx.value(v) };
        // SAFETY: its tag says it is an object (what `into_object` finds out the long way,
        // asking QuickJS whether it is a function, a promise, an array...).
        Some(unsafe { value.ref_object() }.clone())
    }
    unsafe fn from_value(
        cx: &CallCx<'_>,
        v: &qjs::JSValue,
        index: usize,
    ) -> Result<Self, HostError> {
        // SAFETY: forwarded.
        unsafe { <Self as FromValue<'js>>::lane(cx, v) }
            .ok_or_else(|| expected(index, "an object", v))
    }
}

impl<'js> FromValue<'js> for rquickjs::Function<'js> {
    #[inline(always)]
    unsafe fn lane(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<Self> {
        // SAFETY: `v` is a live value; `JS_IsFunction` only reads its class.
        if v.tag != TAG_OBJECT || !unsafe { qjs::JS_IsFunction(cx.raw(), *v) } {
            return None;
        }
        // SAFETY: forwarded.
        unsafe { cx.value(v) }.into_function()
    }
    unsafe fn from_value(
        cx: &CallCx<'_>,
        v: &qjs::JSValue,
        index: usize,
    ) -> Result<Self, HostError> {
        // SAFETY: forwarded.
        unsafe { <Self as FromValue<'js>>::lane(cx, v) }
            .ok_or_else(|| expected(index, "a function", v))
    }
}

impl Sealed for String {}

/// A Rust `String` parameter: a copy of a JavaScript string (or, under JS coercion, of a
/// primitive's `ToString`), like rquickjs's own `String` conversion.
impl<'js> FromValue<'js> for String {
    /// What rquickjs's `String::to_string` does (`JS_ToCStringLen`, checked UTF-8, copied),
    /// on the borrowed value: no rquickjs `String` made and dropped for it. Anything else
    /// (not a string, not UTF-8, QuickJS refusing) leaves the lane for rquickjs's own
    /// conversion, which gives its error.
    #[inline]
    unsafe fn lane(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<Self> {
        if v.tag != TAG_STRING && v.tag != TAG_STRING_ROPE {
            return None;
        }
        let mut len: qjs::size_t = 0;
        // SAFETY: `v` is a live string of this context (the caller's contract); converting a
        // string runs no script.
        let p = unsafe { qjs::JS_ToCStringLen2(cx.raw(), &mut len, *v, false) };
        if p.is_null() {
            // SAFETY: `cx` is live; the slow path converts again and reports.
            unsafe { clear_pending(cx.raw()) };
            return None;
        }
        // SAFETY: QuickJS returned `len` bytes at `p`, alive until freed below.
        let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len as usize) };
        let out = std::str::from_utf8(bytes).ok().map(str::to_owned);
        // SAFETY: `p` came from JS_ToCStringLen2 on this context, freed once.
        unsafe { qjs::JS_FreeCString(cx.raw(), p) };
        out
    }
    unsafe fn from_value(
        cx: &CallCx<'_>,
        v: &qjs::JSValue,
        index: usize,
    ) -> Result<Self, HostError> {
        // SAFETY: forwarded.
        let s = unsafe { <rquickjs::String<'js> as FromValue<'js>>::from_value(cx, v, index) }?;
        s.to_string().map_err(rquickjs_error)
    }
}

impl<T: Sealed> Sealed for Option<T> {}

/// `Option<T>`: `null` and `undefined` are `None` (rquickjs's `FromJs` of `Option`).
impl<'js, T: FromValue<'js>> FromValue<'js> for Option<T> {
    #[inline(always)]
    unsafe fn lane(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<Self> {
        if v.tag == TAG_NULL || v.tag == TAG_UNDEFINED {
            return Some(None);
        }
        // SAFETY: forwarded.
        unsafe { T::lane(cx, v) }.map(Some)
    }
    unsafe fn from_value(
        cx: &CallCx<'_>,
        v: &qjs::JSValue,
        index: usize,
    ) -> Result<Self, HostError> {
        if v.tag == TAG_NULL || v.tag == TAG_UNDEFINED {
            return Ok(None);
        }
        // SAFETY: forwarded.
        unsafe { T::from_value(cx, v, index) }.map(Some)
    }
}

/// An owned QuickJS value returned by value: the native form of a `value` result.
#[doc(hidden)]
#[repr(transparent)]
pub struct RawValue(pub(crate) qjs::JSValue);

// SAFETY: a transparent wrapper of QuickJS's 16-byte `JSValue`, returned by value exactly as
// a `value` result of the QuickJS layout (two integer registers); `failed` is `undefined`,
// which owns nothing.
unsafe impl NativeResult for RawValue {
    const KIND: ResultKind = ResultKind::Value;
    fn failed() -> Self {
        RawValue(UNDEFINED)
    }
}

/// Boxes an integer result losslessly: int32 when it fits, else float64 while |v| <= 2^53,
/// else BigInt.
///
/// # Safety
///
/// `cx`'s context is live.
#[inline(always)]
unsafe fn box_int<T: Copy + Into<i128>>(cx: &CallCx<'_>, v: T) -> Result<qjs::JSValue, HostError>
where
    i32: TryFrom<T>,
{
    match i32::try_from(v) {
        Ok(i) => Ok(int32(i)),
        // SAFETY: forwarded.
        Err(_) => unsafe { box_wide(cx, v.into()) },
    }
}

/// [`box_int`] past int32: a float64 while |v| <= 2^53, else a BigInt.
///
/// # Safety
///
/// As for [`box_int`].
#[inline(never)]
unsafe fn box_wide(cx: &CallCx<'_>, v: i128) -> Result<qjs::JSValue, HostError> {
    if v.unsigned_abs() <= 1u128 << 53 {
        return Ok(float64(v as f64));
    }
    // SAFETY: a live context; the BigInt is owned by the caller.
    unsafe {
        if let Ok(i) = i64::try_from(v) {
            made(qjs::JS_NewBigInt64(cx.raw(), i))
        } else {
            made(qjs::JS_NewBigUint64(cx.raw(), v as u64))
        }
    }
}

/// An integer as rquickjs's `IntoJs` boxes `u32`, `i64`, `u64`, `isize` and `usize`: `let v =
/// self as i32; if v as T == self { int32 v } else { float64 self as f64 }`. Past 2^53 that
/// rounds (rquickjs never makes a BigInt of an integer), and since the check round-trips
/// through `as`, an unsigned value whose low 32 bits read as a negative int32 and whose
/// other bits are all ones or (for `u32`) absent comes back negative: `u32` 2^31 is
/// -2147483648, `u64::MAX` is -1. That is rquickjs 0.14's behaviour, kept so the swap
/// changes no result; [`ClosureConversions::Policy`](crate::ClosureConversions::Policy)
/// boxes losslessly.
macro_rules! rquickjs_int_box {
    ($v:expr, $t:ty) => {{
        let v: $t = $v;
        let narrow = v as i32;
        if narrow as $t == v {
            int32(narrow)
        } else {
            float64(v as f64)
        }
    }};
}

macro_rules! int_results {
    ($($t:ty),*) => {$(
        impl<'js> JsRet<'js> for $t {
            type Native = $t;
            #[inline(always)]
            unsafe fn into_native(self, _cx: &CallCx<'_>) -> Result<$t, HostError> {
                Ok(self)
            }
            #[inline(always)]
            unsafe fn into_js(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
                // SAFETY: forwarded.
                unsafe { box_int(cx, self) }
            }
        }
    )*};
}
int_results!(i8, u8, i16, u16, i32);

impl<'js> JsRet<'js> for u32 {
    type Native = u32;
    #[inline(always)]
    unsafe fn into_native(self, _cx: &CallCx<'_>) -> Result<u32, HostError> {
        Ok(self)
    }
    #[inline(always)]
    unsafe fn into_js(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        // SAFETY: forwarded.
        unsafe { box_int(cx, self) }
    }
    #[inline(always)]
    unsafe fn into_js_rquickjs(self, _cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        Ok(rquickjs_int_box!(self, u32))
    }
}

macro_rules! wide_results {
    ($($t:ty => $wide:ty),*) => {$(
        impl<'js> JsRet<'js> for $t {
            type Native = $t;
            #[inline(always)]
            unsafe fn into_native(self, _cx: &CallCx<'_>) -> Result<$t, HostError> {
                Ok(self)
            }
            #[inline(always)]
            unsafe fn into_js(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
                // SAFETY: forwarded (pointer-sized integers are 64-bit on every target the
                // QuickJS layout supports).
                unsafe { box_int(cx, self as $wide) }
            }
            #[inline(always)]
            unsafe fn into_js_rquickjs(self, _cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
                Ok(rquickjs_int_box!(self, $t))
            }
        }
    )*};
}

wide_results!(i64 => i64, u64 => u64, isize => i64, usize => u64);

impl<'js> JsRet<'js> for f64 {
    type Native = f64;
    #[inline(always)]
    unsafe fn into_native(self, _cx: &CallCx<'_>) -> Result<f64, HostError> {
        Ok(self)
    }
    #[inline(always)]
    unsafe fn into_js(self, _cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        Ok(float64(self))
    }
}

impl<'js> JsRet<'js> for f32 {
    type Native = f32;
    #[inline(always)]
    unsafe fn into_native(self, _cx: &CallCx<'_>) -> Result<f32, HostError> {
        Ok(self)
    }
    #[inline(always)]
    unsafe fn into_js(self, _cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        Ok(float64(f64::from(self)))
    }
}

impl<'js> JsRet<'js> for bool {
    type Native = bool;
    #[inline(always)]
    unsafe fn into_native(self, _cx: &CallCx<'_>) -> Result<bool, HostError> {
        Ok(self)
    }
    #[inline(always)]
    unsafe fn into_js(self, _cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        Ok(qjs::JSValue {
            u: qjs::JSValueUnion {
                int32: i32::from(self),
            },
            tag: TAG_BOOL,
        })
    }
}

impl Sealed for () {}

impl<'js> JsRet<'js> for () {
    type Native = ();
    #[inline(always)]
    unsafe fn into_native(self, _cx: &CallCx<'_>) -> Result<(), HostError> {
        Ok(())
    }
    #[inline(always)]
    unsafe fn into_js(self, _cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        Ok(UNDEFINED)
    }
}

/// An rquickjs value as an owned raw value (a new reference; the wrapper drops its own).
fn owned_raw(v: rquickjs::Value<'_>) -> qjs::JSValue {
    let raw = v.as_raw();
    // SAFETY: `raw` is live (held by `v`) in `v`'s context; the new reference is the
    // caller's.
    unsafe { qjs::JS_DupValue(v.ctx().as_raw().as_ptr(), raw) }
}

macro_rules! value_results {
    ($($t:ident => $into:expr),* $(,)?) => {$(
        impl<'js> JsRet<'js> for rquickjs::$t<'js> {
            type Native = RawValue;
            #[inline(always)]
            unsafe fn into_native(self, cx: &CallCx<'_>) -> Result<RawValue, HostError> {
                // SAFETY: forwarded.
                unsafe { self.into_js(cx) }.map(RawValue)
            }
            #[inline(always)]
            unsafe fn into_js(self, _cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
                let into: fn(rquickjs::$t<'js>) -> rquickjs::Value<'js> = $into;
                Ok(owned_raw(into(self)))
            }
        }
    )*};
}
value_results! {
    Value => |v| v,
    String => rquickjs::String::into_value,
    Object => rquickjs::Object::into_value,
    Function => rquickjs::Function::into_value,
}

impl Sealed for &'static str {}

/// A `&'static str` result: a new JavaScript string, as for `String`.
impl<'js> JsRet<'js> for &'static str {
    type Native = RawValue;
    #[inline]
    unsafe fn into_native(self, cx: &CallCx<'_>) -> Result<RawValue, HostError> {
        // SAFETY: forwarded.
        unsafe { self.into_js(cx) }.map(RawValue)
    }
    #[inline]
    unsafe fn into_js(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        // SAFETY: QuickJS copies `len` bytes of UTF-8 into a new string owned by the caller.
        unsafe {
            made(qjs::JS_NewStringLen(
                cx.raw(),
                self.as_ptr().cast(),
                self.len() as _,
            ))
        }
    }
}

impl<'js> JsRet<'js> for String {
    type Native = RawValue;
    #[inline]
    unsafe fn into_native(self, cx: &CallCx<'_>) -> Result<RawValue, HostError> {
        // SAFETY: forwarded.
        unsafe { self.into_js(cx) }.map(RawValue)
    }
    #[inline]
    unsafe fn into_js(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        // SAFETY: QuickJS copies `len` bytes of UTF-8 into a new string owned by the caller.
        unsafe {
            made(qjs::JS_NewStringLen(
                cx.raw(),
                self.as_ptr().cast(),
                self.len() as _,
            ))
        }
    }
}

impl<'js, T: JsRet<'js>> JsRet<'js> for Option<T> {
    type Native = RawValue;
    #[inline(always)]
    unsafe fn into_native(self, cx: &CallCx<'_>) -> Result<RawValue, HostError> {
        // SAFETY: forwarded.
        unsafe { self.into_js(cx) }.map(RawValue)
    }
    #[inline(always)]
    unsafe fn into_js(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        match self {
            None => Ok(UNDEFINED),
            // SAFETY: forwarded.
            Some(v) => unsafe { v.into_js(cx) },
        }
    }
    #[inline(always)]
    unsafe fn into_js_rquickjs(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, HostError> {
        match self {
            None => Ok(UNDEFINED),
            // SAFETY: forwarded.
            Some(v) => unsafe { v.into_js_rquickjs(cx) },
        }
    }
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

/// The error of a parameter type only the monomorphized entry under rquickjs's conversions
/// takes, reached another way (a definition refuses that: [`JsParam::ONE_ARGUMENT`]).
fn only_rquickjs_entry(what: &str) -> HostError {
    HostError::type_error(format!(
        "a closure with a `{what}` parameter runs only on the monomorphized entry with rquickjs's conversions"
    ))
}

/// The ways a closure parameter or result crosses, told apart by type so that one blanket
/// impl per way covers every type (the application's own included) without overlapping the
/// others. Inferred: an application never names them.
pub mod marker {
    /// A parameter of any `FromJs` type: one argument.
    pub enum Arg {}
    /// `Opt<T>`, `This<T>`, `Rest<T>`, `FuncArg<T>` of any `FromJs` type, and a class
    /// member's receiver ([`ThisRef`](super::ThisRef), [`ThisMut`](super::ThisMut)).
    pub enum Wrapped {}
    /// `Ctx<'js>`: the calling context, consuming no argument.
    pub enum Context {}
    /// A result of any `IntoJs` type (`rquickjs::Result<T>` included).
    pub enum Value {}
    /// A `Result<T, hostcall::HostError>` result.
    pub enum HostResult {}

    /// Closes the markers: no type outside this module is one, so no one else implements
    /// [`JsParam`](super::JsParam) or [`JsOutput`](super::JsOutput).
    pub trait Marker: super::sealed::SealedMarker {}
    impl super::sealed::SealedMarker for Arg {}
    impl super::sealed::SealedMarker for Wrapped {}
    impl super::sealed::SealedMarker for Context {}
    impl super::sealed::SealedMarker for Value {}
    impl super::sealed::SealedMarker for HostResult {}
    impl Marker for Arg {}
    impl Marker for Wrapped {}
    impl Marker for Context {}
    impl Marker for Value {}
    impl Marker for HostResult {}
}

/// Whether `T` and `K` are the same type, lifetimes aside (`typeid`, which erases them:
/// `std::any::TypeId` takes only `'static` types). Constant per instantiation, so every
/// comparison below folds away in an optimized build.
#[inline(always)]
fn same<T: ?Sized, K: ?Sized>() -> bool {
    typeid::of::<T>() == typeid::of::<K>()
}

/// Moves a `K` into a `T` of the same type.
///
/// # Safety
///
/// `same::<K, T>()`, and the lifetimes in `T` are the ones `K` was made for (here: the
/// call's `'js`, or a borrow the caller keeps alive until the value is used).
#[inline(always)]
unsafe fn cast<K, T>(k: K) -> T {
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
pub(crate) unsafe fn lane_any<'js, T: FromJs<'js>>(cx: &CallCx<'_>, v: &qjs::JSValue) -> Option<T> {
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
unsafe fn policy_any<'js, T: FromJs<'js>>(
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
pub(crate) unsafe fn param_rquickjs<'js, T: FromJs<'js>>(
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

/// A parameter type of a closure given to hostcall: every type rquickjs's `FromJs` converts
/// (the application's own included), rquickjs's `Opt`, `This`, `Rest` and `FuncArg` of one,
/// and `Ctx` in any position. `M` is a [`marker`], inferred.
///
/// The types the lane knows (numbers, `bool`, `String`, `rquickjs::Value`, `String`,
/// `Object`, `Function`, and `Option` of those) take the lossless lane where it gives
/// rquickjs's result; every other type converts with its own `FromJs`, one parameter at a
/// time, so one such parameter does not slow the others.
///
/// ```
/// use hostcall_quickjs::Func;
/// use rquickjs::{Context, Ctx, FromJs, Runtime, Value};
///
/// // The application's own type, with its own rquickjs conversion: nothing else to write.
/// struct Point { x: f64, y: f64 }
/// impl<'js> FromJs<'js> for Point {
///     fn from_js(_ctx: &Ctx<'js>, v: Value<'js>) -> rquickjs::Result<Point> {
///         let o = rquickjs::Object::from_value(v)?;
///         Ok(Point { x: o.get("x")?, y: o.get("y")? })
///     }
/// }
///
/// let runtime = Runtime::new()?;
/// let context = Context::full(&runtime)?;
/// context.with(|ctx| -> rquickjs::Result<()> {
///     ctx.globals().set("dot", Func::from(|p: Point, k: f64| (p.x * p.y) * k))?;
///     assert_eq!(ctx.eval::<f64, _>("dot({ x: 2, y: 3 }, 10)")?, 60.0);
///     Ok(())
/// })?;
/// # Ok::<(), rquickjs::Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a parameter of a hostcall closure",
    label = "rquickjs has no conversion from a JavaScript value to this type",
    note = "a hostcall closure takes what rquickjs's `Func` takes: any type implementing `rquickjs::FromJs` (implement it for your own types), `Opt`, `This`, `Rest` or `FuncArg` of one, and `Ctx`"
)]
pub trait JsParam<'js, M: marker::Marker>: Sized + FromParam<'js> {
    /// The native argument the shim takes for it (the dispatcher's path).
    #[doc(hidden)]
    type Native: NativeParam;
    /// Whether every entry and conversion can take it (everything but `Opt`, `This`,
    /// `Rest`, `FuncArg`, which only the monomorphized entry under rquickjs's conversions
    /// takes).
    #[doc(hidden)]
    const ONE_ARGUMENT: bool = true;
    /// How many JavaScript arguments it consumes on the host's-policy lane (`Ctx`: none).
    #[doc(hidden)]
    const JS_ARGS: usize = 1;
    /// Whether it is `Ctx` (whose native argument is the call's `HostContext`).
    #[doc(hidden)]
    const IS_CTX: bool = false;
    /// Converts the native argument in the shim (the host's policy for the types the lane
    /// knows, `FromJs` for the others).
    ///
    /// # Safety
    ///
    /// `native` was passed for `Self::Native::KIND` by a backend, in a call in `cx`'s
    /// context; `'js` must not outlive the call.
    #[doc(hidden)]
    unsafe fn from_native(
        cx: &CallCx<'_>,
        native: Self::Native,
        index: usize,
    ) -> Result<Self, HostError>;
    /// The call's `HostContext`, if this parameter's native argument is it.
    #[doc(hidden)]
    fn host_context(_native: &Self::Native) -> *mut hostcall::HostContext {
        std::ptr::null_mut()
    }
    /// Takes the parameter along the lane (the monomorphized entry under the host's policy),
    /// reading `argv[*index]` if it consumes an argument; `None` falls back.
    ///
    /// # Safety
    ///
    /// `argv[*index..*index + JS_ARGS]` are live values of `cx`'s context; `'js` must not
    /// outlive the call.
    #[doc(hidden)]
    unsafe fn from_lane(
        cx: &CallCx<'_>,
        argv: *const qjs::JSValue,
        index: &mut usize,
    ) -> Option<Self>;
    /// Takes the parameter from the call's arguments under rquickjs's conversions (its
    /// `FromParam`): the lane where it gives rquickjs's result, else `FromJs`; `index` is the
    /// next unread argument.
    ///
    /// # Safety
    ///
    /// `this` and `argv[..argc]` are live values of `cx`'s context; `'js` must
    /// not outlive the call.
    #[doc(hidden)]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error>;
}

/// QuickJS's arguments of one call, as the monomorphized entry got them.
#[doc(hidden)]
pub struct RawArgs {
    pub(crate) this: qjs::JSValue,
    pub(crate) argv: *const qjs::JSValue,
    pub(crate) argc: usize,
    /// The function object being called (rquickjs's `FuncArg`), borrowed.
    pub(crate) func: qjs::JSValue,
}

impl<'js, T: FromJs<'js>> JsParam<'js, marker::Arg> for T {
    type Native = *const Value;
    #[inline]
    unsafe fn from_native(
        cx: &CallCx<'_>,
        native: *const Value,
        index: usize,
    ) -> Result<T, HostError> {
        // SAFETY: a `value` argument points to the live argument (the kind's contract).
        unsafe { policy_any::<T>(cx, &*native.cast::<qjs::JSValue>(), index) }
    }
    #[inline]
    unsafe fn from_lane(
        cx: &CallCx<'_>,
        argv: *const qjs::JSValue,
        index: &mut usize,
    ) -> Option<T> {
        let i = *index;
        *index = i + 1;
        // SAFETY: `argv[i]` is live (the caller's contract).
        unsafe { lane_any::<T>(cx, &*argv.add(i)) }
    }
    #[inline]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<T, rquickjs::Error> {
        let i = *index;
        if i >= args.argc {
            // rquickjs panics here ("arg called too many times": a required parameter after
            // an `Opt` one, called with too few arguments); hostcall reports the missing
            // argument.
            return Err(rquickjs::Error::MissingArgs {
                expected: i + 1,
                given: args.argc,
            });
        }
        *index = i + 1;
        // SAFETY: `i < argc`: a live argument (the caller's contract).
        unsafe { param_rquickjs::<T>(cx, &*args.argv.add(i)) }
    }
}

impl<'js> JsParam<'js, marker::Context> for Ctx<'js> {
    type Native = *mut hostcall::HostContext;
    const JS_ARGS: usize = 0;
    const IS_CTX: bool = true;
    #[inline(always)]
    unsafe fn from_native(
        cx: &CallCx<'_>,
        _native: *mut hostcall::HostContext,
        _index: usize,
    ) -> Result<Ctx<'js>, HostError> {
        // SAFETY: for this call only (the caller's contract).
        Ok(unsafe { cx.ctx() })
    }
    fn host_context(native: &*mut hostcall::HostContext) -> *mut hostcall::HostContext {
        *native
    }
    #[inline(always)]
    unsafe fn from_lane(
        cx: &CallCx<'_>,
        _argv: *const qjs::JSValue,
        _index: &mut usize,
    ) -> Option<Ctx<'js>> {
        // SAFETY: as above.
        Some(unsafe { cx.ctx() })
    }
    #[inline(always)]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        _args: &RawArgs,
        _index: &mut usize,
    ) -> Result<Ctx<'js>, rquickjs::Error> {
        // SAFETY: as above.
        Ok(unsafe { cx.ctx() })
    }
}

/// rquickjs's parameter wrappers over any `FromJs` type: `Opt<T>` (an argument that may be
/// missing), `This<T>` (the receiver), `Rest<T>` (the remaining arguments), `FuncArg<T>` (the
/// function object being called: QuickJS's closure entry is not given it, so the function's
/// record keeps it, see `function_of`).
/// Every wrapper is a parameter the same way: no native slot, never on the fast lane, taken
/// only by the rquickjs entry through its own [`Wrapper::take`].
impl<'js, W: Wrapper<'js>> JsParam<'js, marker::Wrapped> for W {
    type Native = *const Value;
    const ONE_ARGUMENT: bool = false;
    const JS_ARGS: usize = 0;
    unsafe fn from_native(
        _cx: &CallCx<'_>,
        _native: *const Value,
        _index: usize,
    ) -> Result<Self, HostError> {
        Err(only_rquickjs_entry(W::NAME))
    }
    unsafe fn from_lane(
        _cx: &CallCx<'_>,
        _argv: *const qjs::JSValue,
        _index: &mut usize,
    ) -> Option<Self> {
        None
    }
    #[inline(always)]
    unsafe fn from_args_rquickjs(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        // SAFETY: forwarded.
        unsafe { W::take(cx, args, index) }
    }
}

/// How each wrapper takes its arguments (rquickjs's `FromParam` of it). Sealed: only the
/// wrappers of this module are one.
pub trait Wrapper<'js>: Sized + FromParam<'js> + sealed::SealedWrapper {
    /// Its name, for the "only on the rquickjs entry" error.
    const NAME: &'static str;

    /// # Safety
    ///
    /// As for [`JsParam::from_args_rquickjs`].
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error>;
}

impl<T> sealed::SealedWrapper for Opt<T> {}
impl<T> sealed::SealedWrapper for This<T> {}
impl<T> sealed::SealedWrapper for FuncArg<T> {}
impl<T> sealed::SealedWrapper for Rest<T> {}
impl<'js, T: JsClass<'js>> sealed::SealedWrapper for ThisRef<'js, T> {}
impl<'js, T: JsClass<'js>> sealed::SealedWrapper for ThisMut<'js, T> {}

impl<'js, T: FromJs<'js>> Wrapper<'js> for Opt<T> {
    const NAME: &'static str = "Opt";
    #[inline(always)]
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        let i = *index;
        if i >= args.argc {
            return Ok(Opt(None));
        }
        *index = i + 1;
        // SAFETY: `i < argc`: a live argument.
        unsafe { param_rquickjs::<T>(cx, &*args.argv.add(i)) }.map(|v| Opt(Some(v)))
    }
}

impl<'js, T: FromJs<'js>> Wrapper<'js> for This<T> {
    const NAME: &'static str = "This";
    #[inline(always)]
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        _index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        // SAFETY: `this` is live (the caller's contract).
        unsafe { param_rquickjs::<T>(cx, &args.this) }.map(This)
    }
}

impl<'js, T: FromJs<'js>> Wrapper<'js> for FuncArg<T> {
    const NAME: &'static str = "FuncArg";
    #[inline(always)]
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        _index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        // SAFETY: the function object is live during its own call (the caller's contract).
        unsafe { param_rquickjs::<T>(cx, &args.func) }.map(FuncArg)
    }
}

impl<'js, T: FromJs<'js>> Wrapper<'js> for Rest<T> {
    const NAME: &'static str = "Rest";
    unsafe fn take(
        cx: &CallCx<'_>,
        args: &RawArgs,
        index: &mut usize,
    ) -> Result<Self, rquickjs::Error> {
        let mut rest = Vec::with_capacity(args.argc.saturating_sub(*index));
        while *index < args.argc {
            // SAFETY: `*index < argc`: a live argument.
            rest.push(unsafe { param_rquickjs::<T>(cx, &*args.argv.add(*index)) }?);
            *index += 1;
        }
        Ok(Rest(rest))
    }
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
    ($r:ident, $value:expr, $cx:expr, $how:ident; $($k:ty),*) => {$(
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
pub(crate) enum Boxing {
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

impl From<HostError> for CallError {
    fn from(e: HostError) -> CallError {
        CallError::Host(e)
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

/// What a closure given to hostcall returns: any type rquickjs's `IntoJs` converts (the
/// application's own, `Vec<T>`, class values, `Promise`, `rquickjs::Result<T>`...), or a
/// `Result<T, hostcall::HostError>` of one (`Err` becomes an exception). `M` is a
/// [`marker`], inferred.
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
        known_results!(result_dispatch!(R, self, cx, Lossless));
        // SAFETY: forwarded.
        unsafe { into_js_slow(self, cx) }
    }
    #[inline]
    unsafe fn into_js_rquickjs(self, cx: &CallCx<'_>) -> Result<qjs::JSValue, CallError> {
        known_results!(result_dispatch!(R, self, cx, Rquickjs));
        // SAFETY: forwarded.
        unsafe { into_js_slow(self, cx) }
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

/// The receiver of a `&self` class member (what hostcall's `#[methods]` gives a member that
/// rquickjs's expands to `This<OwnedBorrow<T>>`): the same borrow, made without rquickjs's
/// generic conversion when `this` is an instance of the class (one class check, no
/// `Value::type_of`), and by that conversion otherwise (its exact error).
pub struct ThisRef<'js, T: JsClass<'js>>(OwnedBorrow<'js, T>);

/// The receiver of a `&mut self` class member, as [`ThisRef`] for `This<OwnedBorrowMut<T>>`
/// (a member called while the instance is borrowed gets rquickjs's borrow error).
pub struct ThisMut<'js, T: JsClass<'js>>(OwnedBorrowMut<'js, T>);

impl<'js, T: JsClass<'js>> std::ops::Deref for ThisRef<'js, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<'js, T: JsClass<'js>> std::ops::Deref for ThisMut<'js, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<'js, T: JsClass<'js>> std::ops::DerefMut for ThisMut<'js, T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

/// `this` as an instance of class `T`.
///
/// # Safety
///
/// `this` is a live value of `cx`'s context; `'js` must not outlive the call.
#[inline(always)]
unsafe fn this_class<'js, T: JsClass<'js>>(
    cx: &CallCx<'_>,
    this: &qjs::JSValue,
) -> Result<Class<'js, T>, rquickjs::Error> {
    if this.tag == i64::from(qjs::JS_TAG_OBJECT) {
        // SAFETY: the caller's contract.
        let v: rquickjs::Value<'js> = unsafe { cx.value(this) };
        // SAFETY: its tag says it is an object.
        if let Some(c) = unsafe { v.ref_object() }.as_class::<T>() {
            return Ok(c.clone());
        }
    }
    // Not an instance: rquickjs's own conversion, for its error.
    // SAFETY: the caller's contract.
    unsafe { param_rquickjs::<Class<'js, T>>(cx, this) }
}

macro_rules! receiver_params {
    ($($w:ident, $borrow:ident;)*) => {$(
        impl<'js, T: JsClass<'js>> Wrapper<'js> for $w<'js, T> {
            const NAME: &'static str = stringify!($w);
            #[inline(always)]
            unsafe fn take(
                cx: &CallCx<'_>,
                args: &RawArgs,
                _index: &mut usize,
            ) -> Result<Self, rquickjs::Error> {
                // SAFETY: `this` is live (the caller's contract).
                let class = unsafe { this_class::<T>(cx, &args.this) }?;
                $borrow::try_from_class(class)
                    .map($w)
                    .map_err(rquickjs::Error::ClassBorrow)
            }
        }

        impl<'js, T: JsClass<'js>> FromParam<'js> for $w<'js, T> {
            fn param_requirement() -> ParamRequirement {
                <This<$borrow<'js, T>> as FromParam<'js>>::param_requirement()
            }
            fn from_param<'a>(params: &mut ParamsAccessor<'a, 'js>) -> rquickjs::Result<Self> {
                <This<$borrow<'js, T>> as FromParam<'js>>::from_param(params).map(|t| $w(t.0))
            }
        }
    )*};
}
receiver_params! {
    ThisRef, OwnedBorrow;
    ThisMut, OwnedBorrowMut;
}

/// Clears the exception a refused QuickJS call left pending.
///
/// # Safety
///
/// `ctx` is a live context.
unsafe fn clear_pending(ctx: *mut qjs::JSContext) {
    // SAFETY: the caller's contract; the exception value is owned and freed once.
    unsafe {
        if qjs::JS_HasException(ctx) {
            let e = qjs::JS_GetException(ctx);
            qjs::JS_FreeValue(ctx, e);
        }
    }
}
