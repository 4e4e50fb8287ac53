//! The parameter types the lane knows ([`FromValue`]): the scalars (along the lane, else the
//! host's policy, whose native argument is decoded here), `String`, rquickjs's `Value`,
//! `String`, `Object` and `Function`, and `Option` of each.

use hostcall::core::typed::NativeParam;
use hostcall::{HostError, Mode};
use rquickjs::{qjs, FromJs};

use crate::binding::convert::errors::{clear_pending, expected, made, rquickjs_error};
use crate::binding::convert::lane::{
    lane_bool, lane_f64, lane_int, TAG_BIG_INT, TAG_BOOL, TAG_FLOAT64, TAG_INT, TAG_NULL,
    TAG_OBJECT, TAG_SHORT_BIG_INT, TAG_STRING, TAG_STRING_ROPE, TAG_UNDEFINED,
};
use crate::binding::convert::sealed::Sealed;
use crate::binding::convert::CallCx;

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
