//! QuickJS's constant values, in one place: `undefined`, `null` and the exception marker,
//! each with its whole payload word zero (not a 4-byte `int32` with 4 undefined bytes
//! beside it: generated code reads a value's payload as 8 bytes), and the bound of exact
//! integers in a number.

use rquickjs::qjs;

/// `undefined`.
pub(crate) const JS_UNDEFINED: qjs::JSValue = constant(qjs::JS_TAG_UNDEFINED);
/// `null`.
pub(crate) const JS_NULL: qjs::JSValue = constant(qjs::JS_TAG_NULL);
/// The exception marker a function returns after throwing.
pub(crate) const JS_EXCEPTION: qjs::JSValue = constant(qjs::JS_TAG_EXCEPTION);

/// 2^53 as an integer: the largest magnitude up to which every integer is a number
/// ([`hostcall::lane::MAX_SAFE_MAGNITUDE`], the bound every path boxes by).
pub(crate) const MAX_EXACT_INT: u64 = hostcall::lane::MAX_SAFE_MAGNITUDE as u64;

const fn constant(tag: i32) -> qjs::JSValue {
    qjs::JSValue {
        u: qjs::JSValueUnion {
            ptr: std::ptr::null_mut(),
        },
        tag: tag as i64,
    }
}

const _: () = assert!(MAX_EXACT_INT == 1 << 53);
