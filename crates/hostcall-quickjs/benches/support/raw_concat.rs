//! `host.concat(a, b)` as a hand-written C-ABI QuickJS function: the floor the string-passing
//! measurements compare against (`js_interop`'s `raw_c` host, `string_calls`'s `fresh_raw`).

use std::ffi::c_int;

use rquickjs::qjs;

/// `host.concat(a, b)`: both strings (else a `TypeError`), joined into a new string.
///
/// # Safety
///
/// Called by QuickJS: `argv` holds `argc` live values.
pub unsafe extern "C" fn raw_concat(
    ctx: *mut qjs::JSContext,
    _this: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
) -> qjs::JSValue {
    let is_string = |v: &qjs::JSValue| {
        v.tag == i64::from(qjs::JS_TAG_STRING) || v.tag == i64::from(qjs::JS_TAG_STRING_ROPE)
    };
    // SAFETY: `argv` holds `argc` live values; both are read only when there are two.
    let args = (argc >= 2).then(|| unsafe { (argv.read(), argv.add(1).read()) });
    let Some((a, b)) = args.filter(|(a, b)| is_string(a) && is_string(b)) else {
        // SAFETY: `ctx` is the calling context; `%s` with one C string argument (QuickJS
        // copies the message).
        return unsafe {
            qjs::JS_ThrowTypeError(
                ctx,
                c"%s".as_ptr(),
                c"concat: expected two strings".as_ptr(),
            )
        };
    };
    let (mut la, mut lb): (qjs::size_t, qjs::size_t) = (0, 0);
    // SAFETY: both values are strings, so the conversions run no script; each C string is
    // freed once; the new string copies the bytes it is given.
    unsafe {
        let pa = qjs::JS_ToCStringLen2(ctx, &mut la, a, false);
        if pa.is_null() {
            return qjs::JS_EXCEPTION;
        }
        let pb = qjs::JS_ToCStringLen2(ctx, &mut lb, b, false);
        if pb.is_null() {
            qjs::JS_FreeCString(ctx, pa);
            return qjs::JS_EXCEPTION;
        }
        let (la, lb) = (la as usize, lb as usize);
        let sa = std::slice::from_raw_parts(pa.cast::<u8>(), la);
        let sb = std::slice::from_raw_parts(pb.cast::<u8>(), lb);
        let mut stack = [0u8; 256];
        let mut heap = Vec::new();
        let joined: &mut [u8] = if la + lb <= stack.len() {
            &mut stack[..la + lb]
        } else {
            heap.resize(la + lb, 0);
            &mut heap
        };
        joined[..la].copy_from_slice(sa);
        joined[la..].copy_from_slice(sb);
        let r = qjs::JS_NewStringLen(ctx, joined.as_ptr().cast(), (la + lb) as qjs::size_t);
        qjs::JS_FreeCString(ctx, pa);
        qjs::JS_FreeCString(ctx, pb);
        r
    }
}
