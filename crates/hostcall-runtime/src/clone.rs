//! `structuredClone` over QuickJS's own object serializer (`JS_WriteObject` with shared
//! references, then `JS_ReadObject`): no serializer of ours. What that serializer writes
//! is what can be cloned: primitives (BigInt included), plain objects and arrays (cycles
//! and shared references kept), `Date`, `RegExp`, `Map`, `Set`, `ArrayBuffer` and typed
//! arrays, boxed primitives. What it refuses (functions, symbols, proxies, class instances'
//! host data...) throws a `DataCloneError`, as the standard says. Differences from the
//! standard: it reads data properties as they are and never runs a getter (an accessor is
//! refused), and `transfer` is not supported.

use rquickjs::{qjs, Ctx, Exception, Value};

/// A deep copy of `v`, or a `DataCloneError`.
pub fn structured_clone<'js>(ctx: &Ctx<'js>, v: &Value<'js>) -> rquickjs::Result<Value<'js>> {
    let raw_ctx = ctx.as_raw().as_ptr();
    let mut size: qjs::size_t = 0;
    // SAFETY: `raw_ctx` is live and `v` a live value of it, borrowed for the call;
    // JS_WriteObject does not take ownership of the value and returns a js_malloc'd buffer
    // (or null with an exception pending).
    let buf = unsafe {
        qjs::JS_WriteObject(
            raw_ctx,
            &mut size,
            v.as_raw(),
            qjs::JS_WRITE_OBJ_REFERENCE as i32,
        )
    };
    if buf.is_null() {
        // Replace QuickJS's own error with the standard's.
        let why = ctx.catch();
        let detail = why
            .as_exception()
            .and_then(|e| e.message())
            .unwrap_or_default();
        let shown = hostcall_quickjs::inspect(ctx, v);
        let ex = Exception::from_message(
            ctx.clone(),
            &format!("{shown} could not be cloned ({detail})."),
        )?;
        ex.as_object().set("name", "DataCloneError")?;
        return Err(ctx.throw(ex.into_value()));
    }
    // SAFETY: `buf` holds `size` bytes QuickJS just wrote; JS_ReadObject copies what it
    // needs; the buffer is freed with the allocator it came from, exactly once.
    let out = unsafe {
        let out = qjs::JS_ReadObject(raw_ctx, buf, size, qjs::JS_READ_OBJ_REFERENCE as i32);
        qjs::js_free(raw_ctx, buf.cast());
        out
    };
    // SAFETY: `out` is an owned value of `ctx`, or JS_EXCEPTION with an exception pending.
    unsafe {
        if qjs::JS_VALUE_GET_TAG(out) == qjs::JS_TAG_EXCEPTION {
            return Err(rquickjs::Error::Exception);
        }
        Ok(Value::from_raw(ctx.clone(), out))
    }
}
