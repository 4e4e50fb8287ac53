//! The result types hostcall boxes itself: [`JsRet`] (the scalars, `()`, strings, rquickjs's
//! value types, `Option` of those) and [`KnownOutput`] (one of those, or a `Result` of one),
//! each boxed by hostcall's lossless rule or by rquickjs's (`into_js_rquickjs`), and
//! [`RawValue`], the native form of a `value` result.

use hostcall::core::typed::NativeResult;
use hostcall::{HostError, ResultKind};
use rquickjs::qjs;

use crate::binding::convert::errors::{made, rquickjs_error, CallError};
use crate::binding::convert::lane::{TAG_BOOL, TAG_FLOAT64, TAG_INT};
use crate::binding::convert::sealed::{Sealed, SealedOutput};
use crate::binding::convert::CallCx;
use crate::binding::values::{JS_UNDEFINED as UNDEFINED, MAX_EXACT_INT};

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
/// exception). Reached through [`JsOutput`](super::JsOutput)'s dispatch on the result's type.
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
    if v.unsigned_abs() <= u128::from(MAX_EXACT_INT) {
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

/// An rquickjs value as an owned raw value: the value's reference moves to the caller (no
/// new reference taken and the old one dropped), its context reference is released.
///
/// rquickjs has no public way to take a value's raw value without a `JS_DupValue` and a
/// `JS_FreeValue` (its `into_js_value` is crate-private). Its `Value` is its context and its
/// raw value (rquickjs 0.12 to 0.14), `Value::ctx` a reference to that field: when the
/// reference points into the value's own bytes (checked here, folded at compile time), the
/// context is read out and dropped and the value forgotten; otherwise (an rquickjs release
/// laid out otherwise) the reference is duplicated and the value dropped, as before.
#[inline(always)]
pub(super) fn owned_raw(v: rquickjs::Value<'_>) -> qjs::JSValue {
    let v = std::mem::ManuallyDrop::new(v);
    let raw = v.as_raw();
    let base = (&*v as *const rquickjs::Value<'_>).cast::<u8>() as usize;
    let field = (v.ctx() as *const rquickjs::Ctx<'_>).cast::<u8>() as usize;
    let own_field = field >= base
        && field + std::mem::size_of::<rquickjs::Ctx<'_>>()
            <= base + std::mem::size_of::<rquickjs::Value<'_>>();
    if own_field {
        // SAFETY: `v.ctx()` points inside `v`'s own bytes, so it is a `Ctx` field of the
        // value, which the value's drop would have dropped; it is read out and dropped once
        // here, and the value is never dropped (`ManuallyDrop`), so its context reference is
        // released exactly once and its value reference is the caller's.
        drop(unsafe { std::ptr::read(v.ctx()) });
        raw
    } else {
        // SAFETY: `raw` is a live value of `v`'s context; the new reference is the caller's,
        // `v`'s own is released by its drop.
        let dup = unsafe { qjs::JS_DupValue(v.ctx().as_raw().as_ptr(), raw) };
        drop(std::mem::ManuallyDrop::into_inner(v));
        dup
    }
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
