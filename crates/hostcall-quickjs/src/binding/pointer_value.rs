//! Pointer values: how a native address is a JavaScript value (a number below 2^53, a
//! BigInt above, `null` for 0). One pair, [`pointer_value`] and [`pointer_to_js`], used by
//! callbacks' `pointer`, function-parameter arguments and the FFI's pointer API.

use rquickjs::qjs;

/// A callback's pointer as a JavaScript number: a float64 value (code addresses are below
/// 2^53, so exact), every byte of it defined. (`JS_NewFloat64` would make an int32 value
/// for a small address, whose upper payload bytes Rust leaves undefined; generated code may
/// read them, harmlessly, and valgrind would say so.)
pub(crate) fn pointer_value(addr: usize) -> qjs::JSValue {
    qjs::JSValue {
        u: qjs::JSValueUnion {
            float64: addr as f64,
        },
        tag: qjs::JS_TAG_FLOAT64 as i64,
    }
}

/// The JavaScript value of an address: `null` for 0, a number up to 2^53, else a BigInt.
pub(crate) fn pointer_to_js<'js>(
    ctx: &rquickjs::Ctx<'js>,
    addr: usize,
) -> rquickjs::Result<rquickjs::Value<'js>> {
    if addr == 0 {
        return Ok(rquickjs::Value::new_null(ctx.clone()));
    }
    if addr as u64 <= 1 << 53 {
        // SAFETY: a number value (no reference to own).
        return Ok(unsafe { rquickjs::Value::from_raw(ctx.clone(), pointer_value(addr)) });
    }
    Ok(rquickjs::BigInt::from_u64(ctx.clone(), addr as u64)?.into_value())
}
