//! The ArrayBuffer guard: while a native function is below the script (a callback it called
//! synchronously runs), the `ArrayBuffer.prototype` methods that free or move a buffer's
//! bytes throw, so a buffer whose address native code holds stays where it is.

use crate::binding::values::JS_EXCEPTION;
use std::ffi::c_int;

use hostcall::HostError;
use rquickjs::qjs;

use crate::binding::layout::throw_error;
use crate::ffi::loader::stack::native_below;

/// The `ArrayBuffer.prototype` methods that free or move a buffer's bytes (detach it, or
/// reallocate it to its new length).
const MOVING_METHODS: [&str; 4] = [
    "resize",
    "transfer",
    "transferToFixedLength",
    "transferToImmutable",
];

/// Makes the `ArrayBuffer.prototype` methods that free or move a buffer's bytes throw a
/// `TypeError` while a native function is below the script ([`native_below`]): a callback
/// that native code calls synchronously could otherwise detach or resize a buffer whose
/// address that native function holds as a `buffer` or `slice` argument (or a struct's
/// bytes), which it would then read or write after it was freed. The built-ins are replaced
/// by wrappers ([`guarded`]) that keep their names and lengths and hold the originals in
/// their function data (traced by QuickJS's collector; no script can reach them). Must run
/// before any script.
pub(crate) fn guard_buffers<'js>(ctx: &rquickjs::Ctx<'js>) -> rquickjs::Result<()> {
    use rquickjs::object::Property;
    use rquickjs::{Function, Object};
    let ctor: Object<'js> = ctx.globals().get("ArrayBuffer")?;
    let proto: Object<'js> = ctor.get("prototype")?;
    for (magic, name) in MOVING_METHODS.iter().enumerate() {
        // A QuickJS-NG without this method has nothing to guard.
        let Ok(original) = proto.get::<_, Function<'js>>(*name) else {
            continue;
        };
        let length: c_int = original.get("length")?;
        let mut data = [original.as_value().as_raw()];
        // SAFETY: `ctx` is live; `data` holds one live value, which JS_NewCFunctionData
        // duplicates into the new function's data; the result is owned and handed to
        // `Value::from_raw` (an exception value included, checked below).
        let wrapper = unsafe {
            let raw = qjs::JS_NewCFunctionData(
                ctx.as_raw().as_ptr(),
                Some(guarded),
                length,
                magic as c_int,
                1,
                data.as_mut_ptr(),
            );
            rquickjs::Value::from_raw(ctx.clone(), raw)
        };
        let wrapper = Function::from_value(wrapper)?.with_name(*name)?;
        proto.prop(*name, Property::from(wrapper).writable().configurable())?;
    }
    Ok(())
}

/// The wrapper [`guard_buffers`] installs for `MOVING_METHODS[magic]`: a `TypeError` while a
/// native function is below the script, else the original (`func_data[0]`) with the same
/// receiver and arguments.
unsafe extern "C" fn guarded(
    ctx: *mut qjs::JSContext,
    this_val: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    magic: c_int,
    func_data: *mut qjs::JSValue,
) -> qjs::JSValue {
    if native_below() {
        let name = usize::try_from(magic)
            .ok()
            .and_then(|m| MOVING_METHODS.get(m))
            .copied()
            .unwrap_or("resize");
        let err = HostError::type_error(format!(
            "ArrayBuffer.prototype.{name}: refused while a native function runs below this \
             callback (it may hold this buffer's bytes)"
        ));
        // SAFETY: `ctx` is the calling context.
        unsafe { throw_error(ctx, &err) };
        return JS_EXCEPTION;
    }
    // SAFETY: QuickJS calls this with the function's one data value (the original built-in,
    // alive while the wrapper is) and `argc` live arguments, which JS_Call borrows.
    unsafe { qjs::JS_Call(ctx, func_data.read(), this_val, argc, argv) }
}
