//! The adapted entry: functions that need work around each call ([`Adapt`]), chosen when
//! the function is made so no other function pays a check per call: `dlopen`ed symbols
//! that declare `function` parameters (`UnsafeCallback` objects become their pointers, and
//! an error a callback raised during the call is thrown from the call). How values cross
//! under Deno's rules is not here: it is the signature's dialect
//! ([`hostcall::Dialect`]), which every path reads.

use std::ffi::{c_int, c_void};
use std::rc::Rc;

use hostcall::core::MAX_PARAMS;
use hostcall::{ConversionPolicy, HostError};
use rquickjs::qjs;

use crate::binding::function::{call_through, wrapper_data, Around, Wrapper};
use crate::binding::layout::throw_error;
use crate::binding::pointer_value::pointer_value;
use crate::binding::values::{JS_EXCEPTION, JS_UNDEFINED};
use crate::ffi::callback::CallbackHost;

/// What a bound symbol does around each call, by its rules and descriptor.
#[derive(Default)]
pub(crate) struct Adapt {
    /// The parameters declared `function` (indices): an `UnsafeCallback` argument becomes
    /// its pointer, and an error a callback raised during the call is thrown from it.
    pub(crate) callback_params: Box<[usize]>,
    /// The policy of the call site's slow path, in place of the engine's (Deno's FFI
    /// conversions under `Deno.dlopen`): what the thunk refuses is converted by it. Needs no
    /// [`adapter_shim`]: every entry's slow path reads it.
    pub(crate) slow_policy: Option<&'static ConversionPolicy>,
}

/// The data [`adapter_shim`] reads from its function's record.
struct ShimData {
    callback_params: Box<[usize]>,
    callbacks: Rc<CallbackHost>,
}

impl Adapt {
    /// What the function records do for it: the slow path's policy, and [`adapter_shim`]
    /// only when a parameter is declared `function` (no other function pays for it).
    pub(crate) fn around(self, callbacks: &Rc<CallbackHost>) -> Around {
        let wrapper = (!self.callback_params.is_empty()).then(|| Wrapper {
            entry: adapter_shim,
            data: Box::new(ShimData {
                callback_params: self.callback_params,
                callbacks: callbacks.clone(),
            }),
        });
        Around {
            slow_policy: self.slow_policy,
            wrapper,
        }
    }
}

/// The QuickJS entry of a `dlopen`ed symbol that declares `function` parameters.
///
/// The arguments are copied. Each `function` argument that is an `UnsafeCallback` object of
/// this engine is replaced by its pointer (a closed one is a `TypeError`). The call then
/// runs on through the binding ([`call_through`]: the native entry when there is one, else
/// the dispatcher), so an adapted function still tiers up. If a callback raised an error
/// during the call (and none was pending before), the call throws that error, whatever the
/// native function returned.
unsafe extern "C" fn adapter_shim(
    ctx: *mut qjs::JSContext,
    this_val: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    magic: c_int,
    opaque: *mut c_void,
) -> qjs::JSValue {
    // SAFETY: QuickJS calls this with a `JSCClosure`'s arguments: `opaque` is the record of
    // a function made with this wrapper (`Adapt::around`), alive during the call.
    let data = unsafe { wrapper_data(opaque) };
    let Some(data) = data.and_then(|d| d.downcast_ref::<ShimData>()) else {
        let err = HostError::new(
            hostcall::ErrorKind::Error,
            "a wrapped function without its data",
        );
        // SAFETY: `ctx` is the calling context.
        unsafe { throw_error(ctx, &err) };
        return JS_EXCEPTION;
    };
    let host = &*data.callbacks;
    // SAFETY: `argv` holds `argc` live arguments of `ctx`, the calling context.
    let Some(mut adapted) = (unsafe { adapt_args(ctx, &data.callback_params, host, argc, argv) })
    else {
        return JS_EXCEPTION;
    };
    let n = adapted.n as c_int;
    let before = host.has_error();
    // SAFETY: a `JSCClosure`'s arguments, `adapted.args` holding `n` live values (copies of
    // the caller's, and values made for this call, alive until `adapted` drops).
    let ret = unsafe { call_through(ctx, this_val, n, adapted.args.as_mut_ptr(), magic, opaque) };
    // The call is over: the values made for it are freed.
    drop(adapted);
    if !before && host.has_error() {
        if let Some(pending) = host.take_error() {
            // SAFETY: `ret` is owned (or an exception, whose pending value is owned by the
            // context); it is released, and the callback's error (owned) is thrown in its
            // place.
            unsafe {
                if ret.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                    qjs::JS_FreeValue(ctx, qjs::JS_GetException(ctx));
                } else {
                    qjs::JS_FreeValue(ctx, ret);
                }
                qjs::JS_Throw(ctx, pending.value);
            }
            return JS_EXCEPTION;
        }
    }
    ret
}

/// A call's arguments after [`adapt_args`]: copies of the caller's (borrowed like them)
/// with the adapted ones replaced, and the values made for the replacements (owned, freed
/// when this is dropped, after the call).
pub(crate) struct Adapted {
    ctx: *mut qjs::JSContext,
    /// The arguments, `n` of them (at most [`MAX_PARAMS`]: every path ignores the rest).
    pub(crate) args: [qjs::JSValue; MAX_PARAMS],
    pub(crate) n: usize,
    /// BigInts made for pointer objects past 2^53 and aliases of shared buffers; almost
    /// always none (user-space addresses are below 2^53), so nothing is freed per call.
    made: Vec<qjs::JSValue>,
}

impl Drop for Adapted {
    fn drop(&mut self) {
        // SAFETY: the values in `made` are owned here (made by `adapt_args` in `ctx`, which
        // outlives the call), freed once.
        unsafe { free_all(self.ctx, &self.made) };
    }
}

/// Adapts a call's arguments, before any path converts them (the blocking
/// entry [`adapter_shim`] and `nonblocking` calls share it). Each `function` argument that
/// is an `UnsafeCallback` object of this engine becomes its pointer (a closed one is a
/// `TypeError`). `None`: an exception is pending.
///
/// # Safety
///
/// `argv` holds `argc` live values of `ctx`, the calling context, borrowed for as long as
/// the result is used; no script runs between this and the call that uses the result.
pub(crate) unsafe fn adapt_args(
    ctx: *mut qjs::JSContext,
    callback_params: &[usize],
    host: &CallbackHost,
    argc: c_int,
    argv: *mut qjs::JSValue,
) -> Option<Adapted> {
    // Arguments past the signature's (at most MAX_PARAMS) are ignored by every path.
    let n = usize::try_from(argc).unwrap_or(0).min(MAX_PARAMS);
    let mut out = Adapted {
        ctx,
        args: [JS_UNDEFINED; MAX_PARAMS],
        n,
        made: Vec::new(),
    };
    let args = &mut out.args;
    for (i, slot) in args.iter_mut().enumerate().take(n) {
        // SAFETY: the caller passes `argc` live arguments; these copies are borrowed like
        // them.
        *slot = unsafe { argv.add(i).read() };
    }
    for &i in callback_params.iter().filter(|&&i| i < n) {
        if let Some(d) = host.callback_of(args[i]) {
            if d.is_closed() {
                let err = HostError::type_error(format!(
                    "argument {}: the UnsafeCallback was closed",
                    i + 1
                ));
                // SAFETY: `ctx` is the calling context.
                unsafe { throw_error(ctx, &err) };
                return None;
            }
            // A code address is below 2^53: an exact number, which `pointer` takes.
            args[i] = pointer_value(d.code());
        }
    }
    Some(out)
}

/// Frees the values in `vals` (each undefined, or owned).
///
/// # Safety
///
/// Each value is undefined or an owned value of `ctx`.
unsafe fn free_all(ctx: *mut qjs::JSContext, vals: &[qjs::JSValue]) {
    for &v in vals {
        // SAFETY: the caller's contract (freeing undefined does nothing).
        unsafe { qjs::JS_FreeValue(ctx, v) };
    }
}
