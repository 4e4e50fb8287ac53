//! The lane on QuickJS's tags: the lossless readers of one argument for the scalar types
//! (an int32 or an integral float64 in range for an integer, an int32 or a float64 for a
//! float, a boolean for `bool`), the tags they read, and a value's type as the lane's
//! messages name it.

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

/// The lane for an integer: an int32 in range, or an integral float64 in range (`-0` is 0).
#[inline(always)]
pub(super) fn lane_int<T: TryFrom<i32> + TryFrom<i128>>(v: &qjs::JSValue) -> Option<T> {
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
pub(super) fn lane_big_float<T: TryFrom<i128>>(f: f64) -> Option<T> {
    // NaN and infinities have a NaN fraction; anything past i128 is out of range anyway.
    if f.fract() == 0.0 && f.abs() < 1.7e38 {
        T::try_from(f as i128).ok()
    } else {
        None
    }
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
