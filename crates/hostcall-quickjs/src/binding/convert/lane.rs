//! The lane on QuickJS's tags: the lossless readers of one argument for the scalar types
//! (an int32 or an integral float64 in range for an integer, an int32 or a float64 for a
//! float, a boolean for `bool`), the tags they read, and a value's type as the lane's
//! messages name it.

use hostcall::lane::exact_integer;
use rquickjs::qjs;

pub(super) const TAG_INT: i64 = qjs::JS_TAG_INT as i64;
pub(super) const TAG_FLOAT64: i64 = qjs::JS_TAG_FLOAT64 as i64;
pub(super) const TAG_BOOL: i64 = qjs::JS_TAG_BOOL as i64;
pub(super) const TAG_NULL: i64 = qjs::JS_TAG_NULL as i64;
pub(super) const TAG_UNDEFINED: i64 = qjs::JS_TAG_UNDEFINED as i64;
pub(super) const TAG_STRING: i64 = qjs::JS_TAG_STRING as i64;
pub(super) const TAG_STRING_ROPE: i64 = qjs::JS_TAG_STRING_ROPE as i64;
pub(super) const TAG_OBJECT: i64 = qjs::JS_TAG_OBJECT as i64;
pub(super) const TAG_BIG_INT: i64 = qjs::JS_TAG_BIG_INT as i64;
pub(super) const TAG_SHORT_BIG_INT: i64 = qjs::JS_TAG_SHORT_BIG_INT as i64;

/// The JavaScript type of a value, as the lane's messages name it.
pub(super) fn type_name(v: &qjs::JSValue) -> &'static str {
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

/// The lane for an integer: an int32 in range, or an integral float64 in range (`-0` is 0:
/// hostcall's [`exact_integer`], the rule every path applies).
#[inline(always)]
pub(super) fn lane_int<T: TryFrom<i32> + TryFrom<i128>>(v: &qjs::JSValue) -> Option<T> {
    if v.tag == TAG_INT {
        // SAFETY: an int32's payload is its `int32` field.
        return T::try_from(unsafe { v.u.int32 }).ok();
    }
    if v.tag == TAG_FLOAT64 {
        // SAFETY: a float64's payload is its `float64` field.
        return exact_integer(unsafe { v.u.float64 });
    }
    None
}

/// The lane for a float: int32 or float64, as C converts (`f32`: rounded to nearest).
#[inline(always)]
pub(super) fn lane_f64(v: &qjs::JSValue) -> Option<f64> {
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
pub(super) fn lane_bool(v: &qjs::JSValue) -> Option<bool> {
    if v.tag != TAG_BOOL {
        return None;
    }
    // SAFETY: a bool's payload is its `int32` field.
    Some(unsafe { v.u.int32 } != 0)
}
