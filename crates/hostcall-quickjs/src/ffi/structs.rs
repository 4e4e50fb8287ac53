//! The JavaScript value of a result libffi wrote on a worker thread (`nonblocking` calls),
//! and the JavaScript error of a [`HostError`].
//!
//! Blocking symbols that pass or return structs are ordinary registered methods: their
//! [`Signature`](hostcall::Signature) carries the struct layouts, the thunk passes the bytes
//! as the C ABI does and boxes a struct result through the layout's `bytes_new` hook, and
//! the generic backend calls libffi with the structs' types (see docs/ffi.md).

use std::mem::MaybeUninit;

use hostcall::generic::box_native_result;
use hostcall::{ErrorKind, HostError, Signature};
use rquickjs::{qjs, Ctx, Exception, TypedArray, Value};

/// Throws `e` as the JavaScript error of its kind.
pub(crate) fn throw_host(ctx: &Ctx<'_>, e: &HostError) -> rquickjs::Error {
    match e.kind() {
        ErrorKind::TypeError => Exception::throw_type(ctx, e.message()),
        ErrorKind::RangeError => Exception::throw_range(ctx, e.message()),
        _ => Exception::throw_message(ctx, e.message()),
    }
}

/// The JavaScript value of a result `ret` as libffi wrote it: a struct as a new
/// `Uint8Array` of its bytes, a scalar boxed as every path boxes it, under the signature's
/// dialect (through `Deno.dlopen`, 64-bit integers always as BigInts and pointers as
/// pointer objects). A boxing error (a `cstring` result that is not UTF-8) is thrown.
pub(crate) fn box_worker_result<'js>(
    ctx: &Ctx<'js>,
    layout: hostcall::LayoutRef,
    sig: &Signature,
    ret: &[u64],
) -> rquickjs::Result<Value<'js>> {
    let cx = ctx.as_raw().as_ptr().cast::<std::ffi::c_void>();
    Ok(match (sig.result_layout(), sig.result()) {
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
        (None, kind) => {
            if ret.is_empty() {
                return Err(Exception::throw_internal(ctx, "result storage too small"));
            }
            let mut v = MaybeUninit::<qjs::JSValue>::uninit();
            // SAFETY: `ret` holds the result as libffi or the trampoline writes it (8 bytes
            // at least, the kind's own bytes first); `v` is writable; `cx` is this engine's
            // context, on its thread.
            let boxed = unsafe {
                box_native_result(
                    kind,
                    sig.dialect(),
                    ret.as_ptr().cast(),
                    layout,
                    cx,
                    v.as_mut_ptr().cast(),
                )
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
