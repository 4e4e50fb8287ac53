//! The JavaScript value of a result libffi wrote on a worker thread (`nonblocking` calls),
//! and the JavaScript error of a [`HostError`].
//!
//! Blocking symbols that pass or return structs are ordinary registered methods: their
//! [`Signature`](hostcall::Signature) carries the struct layouts, the thunk passes the bytes
//! as the C ABI does and boxes a struct result through the layout's `bytes_new` hook, and
//! the generic backend calls libffi with the structs' types (see docs/ffi.md).

use std::mem::MaybeUninit;

use hostcall::generic::box_native_result;
use hostcall::{ErrorKind, HostError, ResultKind, Signature};
use rquickjs::{qjs, Ctx, Exception, TypedArray, Value};

use crate::binding::pointer_value::make_pointer_object;

/// Throws `e` as the JavaScript error of its kind.
pub(crate) fn throw_host(ctx: &Ctx<'_>, e: &HostError) -> rquickjs::Error {
    match e.kind() {
        ErrorKind::TypeError => Exception::throw_type(ctx, e.message()),
        ErrorKind::RangeError => Exception::throw_range(ctx, e.message()),
        _ => Exception::throw_message(ctx, e.message()),
    }
}

/// The JavaScript value of a result `ret` as libffi wrote it: a struct as a new
/// `Uint8Array` of its bytes, a scalar boxed losslessly (through `Deno.dlopen`, 64-bit
/// integers always as BigInts and pointers as pointer objects). A boxing error (a `cstring` result that is not UTF-8) is
/// thrown.
pub(crate) fn box_worker_result<'js>(
    ctx: &Ctx<'js>,
    layout: hostcall::LayoutRef,
    sig: &Signature,
    ret: &[u64],
    deno: bool,
    pointer_class: qjs::JSClassID,
) -> rquickjs::Result<Value<'js>> {
    let cx = ctx.as_raw().as_ptr().cast::<std::ffi::c_void>();
    Ok(match (sig.result_layout(), sig.result()) {
        (None, ResultKind::Pointer) if deno => {
            // Deno's rule: a pointer is a pointer object (`null` for 0).
            let addr = ret.first().copied().unwrap_or(0) as usize;
            // SAFETY: `cx` is this engine's live context; the class is its runtime's.
            let v = unsafe { make_pointer_object(cx.cast(), pointer_class, addr) };
            if v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                return Err(rquickjs::Error::Exception);
            }
            // SAFETY: an owned value of this context.
            unsafe { Value::from_raw(ctx.clone(), v) }
        }
        (Some(l), _) => {
            if ret.len() * 8 < l.size() {
                return Err(Exception::throw_internal(
                    ctx,
                    "struct result storage too small",
                ));
            }
            // SAFETY: `ret` holds at least `l.size()` initialized bytes.
            let bytes = unsafe { std::slice::from_raw_parts(ret.as_ptr().cast::<u8>(), l.size()) };
            TypedArray::<u8>::new_copy(ctx.clone(), bytes)?.into_value()
        }
        (None, ResultKind::I64 | ResultKind::Isize) if deno => {
            // Deno's rule: 64-bit integer results are always BigInts.
            rquickjs::BigInt::from_i64(ctx.clone(), ret[0] as i64)?.into_value()
        }
        (None, ResultKind::U64 | ResultKind::Usize) if deno => {
            rquickjs::BigInt::from_u64(ctx.clone(), ret[0])?.into_value()
        }
        (None, kind) => {
            if ret.is_empty() {
                return Err(Exception::throw_internal(ctx, "result storage too small"));
            }
            let mut v = MaybeUninit::<qjs::JSValue>::uninit();
            // SAFETY: `ret` holds the result as libffi or the trampoline writes it (8 bytes
            // at least, the kind's own bytes first); `v` is writable; `cx` is this engine's
            // context, on its thread.
            let boxed = unsafe {
                box_native_result(kind, ret.as_ptr().cast(), layout, cx, v.as_mut_ptr().cast())
            };
            match boxed {
                // SAFETY: the box wrote an owned value into `v`, handed to rquickjs.
                Ok(true) => unsafe { Value::from_raw(ctx.clone(), v.assume_init()) },
                Ok(false) => return Err(rquickjs::Error::Exception),
                Err(e) => return Err(throw_host(ctx, &e)),
            }
        }
    })
}
