//! The adapted entry: functions that need work around each call ([`Adapt`]), chosen when
//! the function is made so no other function pays a check per call. `dlopen`ed symbols
//! that declare `function` parameters (`UnsafeCallback` objects become their pointers, and
//! an error a callback raised during the call is thrown from the call), and `Deno.dlopen`
//! symbols under Deno's rules (empty buffers pass null, 64-bit results are BigInts; which
//! rules apply is [`crate::ffi::rules`]'s to say).

use std::ffi::{c_int, c_void};

use hostcall::core::MAX_PARAMS;
use hostcall::{ConversionPolicy, HostError};
use rquickjs::qjs;

use super::{
    as_closure, call_record, record_handle, FnRecord, Path, JS_EXCEPTION, JS_NULL, JS_UNDEFINED,
};
use crate::binding::buffer::{live_bytes, new_external};
use crate::binding::callback::CallbackHost;
use crate::binding::layout::{exact_number_as_bigint, throw_error};
use crate::binding::pointer_value::pointer_value;

/// What a function's [`adapter_shim`] does around each call, for the functions that need
/// it (a per-function choice made when the function is made, so no other function pays a
/// check per call).
#[derive(Default)]
pub(crate) struct Adapt {
    /// The parameters declared `function` (indices): an `UnsafeCallback` argument becomes
    /// its pointer, and an error a callback raised during the call is thrown from it.
    pub(crate) callback_params: Box<[usize]>,
    /// `buffer` parameters (indices) of a `Deno.dlopen` symbol: a buffer without memory
    /// behind it (`new Uint8Array(0)`, not an empty view of a buffer with bytes) passes the
    /// null pointer, and a `SharedArrayBuffer` (or a view over one) the address of its
    /// bytes, as in Deno.
    pub(crate) empty_buffer_null: Box<[usize]>,
    /// A 64-bit integer result of a `Deno.dlopen` symbol: always a BigInt, as in Deno
    /// (every backend boxes a result that fits 2^53 as a number; this converts it).
    pub(crate) bigint_result: bool,
    /// `pointer` and `function` parameters (indices) of a `Deno.dlopen` symbol: a pointer
    /// object passes its address (as the number every path takes: no allocation below
    /// 2^53).
    pub(crate) pointer_params: Box<[usize]>,
    /// A `pointer` (or `buffer`, `function`) result of a `Deno.dlopen` symbol: a pointer
    /// object (`null` for 0), as in Deno.
    pub(crate) pointer_result: bool,
    /// The policy of the call site's slow path, in place of the engine's (Deno's FFI
    /// conversions under `Deno.dlopen`): what the thunk refuses is converted by it. Needs no
    /// [`adapter_shim`]: every entry's slow path reads it.
    pub(crate) slow_policy: Option<&'static ConversionPolicy>,
}

impl Adapt {
    /// Whether the function needs [`adapter_shim`] at all (`slow_policy` does not).
    pub(super) fn is_empty(&self) -> bool {
        self.callback_params.is_empty()
            && self.empty_buffer_null.is_empty()
            && !self.bigint_result
            && self.pointer_params.is_empty()
            && !self.pointer_result
    }
}

/// The QuickJS entry of a function with an [`Adapt`] to do (a `dlopen`ed symbol that
/// declares `function` parameters, or one bound by `Deno.dlopen` under Deno's rules).
///
/// The arguments are copied. Each `function` argument that is an `UnsafeCallback` object of
/// this engine is replaced by its pointer (a closed one is a `TypeError`); each
/// `empty_buffer_null` argument that is a buffer without a backing store (or a view over one)
/// by `null` (a detached one is left to the call, which refuses it). The call then runs through the
/// native entry when there is one, else the dispatcher (thunk or generic path), so an
/// adapted function still tiers up. If a callback
/// raised an error during the call (and none was pending before), the call throws that
/// error, whatever the native function returned. A `bigint_result` number becomes a BigInt.
pub(super) unsafe extern "C" fn adapter_shim(
    ctx: *mut qjs::JSContext,
    this_val: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    magic: c_int,
    opaque: *mut c_void,
) -> qjs::JSValue {
    // SAFETY: QuickJS calls this with a `JSCClosure`'s arguments: `opaque` is our record,
    // alive during the call.
    let rec = unsafe { &*opaque.cast::<FnRecord>() };
    let host = &rec.shared.callbacks;
    // SAFETY: `argv` holds `argc` live arguments of `ctx`, the calling context.
    let Some(mut adapted) = (unsafe { adapt_args(ctx, &rec.adapt, host, argc, argv) }) else {
        return JS_EXCEPTION;
    };
    let (n, args) = (adapted.n, &mut adapted.args);
    let n = n as c_int;
    let takes_callbacks = !rec.adapt.callback_params.is_empty();
    let before = takes_callbacks && host.has_error();
    // A lazily registered function registers on its first call, before the native entry
    // is looked up (an eager tier's then serves that call).
    // SAFETY: `ctx` is the calling context.
    let Some(handle) = (unsafe { record_handle(ctx, rec) }) else {
        return JS_EXCEPTION;
    };
    let native = if rec.shared.native_entries {
        rec.shared.dispatcher.native_entry(handle)
    } else {
        None
    };
    let ret = match native {
        Some(address) => {
            // SAFETY: a native entry of this crate's shape, for this record's method.
            match unsafe { as_closure(address) } {
                // SAFETY: a `JSCClosure`'s arguments, `args` holding `n` live values.
                Some(f) => unsafe { f(ctx, this_val, n, args.as_mut_ptr(), magic, opaque) },
                // SAFETY: as below.
                None => unsafe {
                    call_record(Path::Thunk, ctx, this_val, n, args.as_mut_ptr(), opaque)
                },
            }
        }
        // SAFETY: a `JSCClosure`'s arguments, `args` holding `n` live values.
        None => unsafe { call_record(Path::Thunk, ctx, this_val, n, args.as_mut_ptr(), opaque) },
    };
    // The call is over: the values made for it are freed.
    drop(adapted);
    if takes_callbacks && !before && host.has_error() {
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
    if rec.adapt.bigint_result {
        // SAFETY: `ctx` is the calling context; a number owns no reference, so `ret` is not
        // leaked when it is replaced.
        if let Some(b) = unsafe { exact_number_as_bigint(ctx, ret) } {
            return b;
        }
    }
    if rec.adapt.pointer_result {
        // SAFETY: `ret` is the call's owned result (a pointer value, or an exception).
        return unsafe { host.pointers.object_of_value(ret) };
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

/// Adapts a call's arguments as `adapt` says, before any path converts them (the blocking
/// entry [`adapter_shim`] and `nonblocking` calls share it). Each `function` argument that
/// is an `UnsafeCallback` object of this engine becomes its pointer (a closed one is a
/// `TypeError`); each pointer object given for a `pointer_params` argument its address;
/// each `empty_buffer_null` argument that is a buffer without a backing store (or a view
/// over one) `null`, and one over a `SharedArrayBuffer` a plain `ArrayBuffer` over the same
/// bytes (a detached one is left to the call, which refuses it). `None`: an exception is
/// pending.
///
/// # Safety
///
/// `argv` holds `argc` live values of `ctx`, the calling context, borrowed for as long as
/// the result is used; no script runs between this and the call that uses the result.
pub(crate) unsafe fn adapt_args(
    ctx: *mut qjs::JSContext,
    adapt: &Adapt,
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
    for &i in adapt.callback_params.iter().filter(|&&i| i < n) {
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
    for &i in adapt.pointer_params.iter().filter(|&&i| i < n) {
        let (v, owned) = host.pointers.as_number(args[i]);
        if v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
            return None;
        }
        args[i] = v;
        if owned {
            out.made.push(v);
        }
    }
    for &i in adapt.empty_buffer_null.iter().filter(|&&i| i < n) {
        // SAFETY: `args[i]` is a live value of this context, `ctx` the calling context; no
        // script runs from here to the call.
        match unsafe { live_bytes(ctx, args[i]) } {
            Some(b) if !b.backing => args[i] = JS_NULL,
            Some(b) if b.shared && !b.data.is_null() => {
                // Deno's rule: a `SharedArrayBuffer` (or a view over one) passes the address
                // of its bytes. Every path refuses shared bytes, so the call gets a plain
                // `ArrayBuffer` over the same bytes, owning nothing (never freed or resized
                // by QuickJS), freed after the call; the shared buffer stays alive that long
                // through the caller's own argument.
                // SAFETY: `b` covers `b.len` live bytes of the shared buffer now, which the
                // caller's argument keeps alive until the call returns, when the alias is
                // freed (a script that keeps it cannot: it never reaches script code).
                let alias = unsafe { new_external(ctx, b.data, b.len) };
                if alias.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                    return None;
                }
                args[i] = alias;
                out.made.push(alias);
            }
            Some(_) | None => {}
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
