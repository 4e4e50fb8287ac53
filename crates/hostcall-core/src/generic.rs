//! The generic backend: correct for every signature and layout.
//!
//! It reads the engine's values through the layout, converts them with the caller's
//! [`ConversionPolicy`], calls the host function through libffi (one cached call interface
//! per signature) and boxes the result losslessly. The JIT is compared against it and falls
//! back to it.
//!
//! The libffi call itself ([`FfiCall`]) is hostcall-core's `libffi` feature (on by default).
//! Without it ([`AVAILABLE`] is `false`) the conversions and boxing here are still built
//! (thunks and engines use them), but [`FfiCall::new`] and [`FfiCall::shared`] refuse every
//! signature with [`RegisterError::GenericNotBuilt`](crate::RegisterError::GenericNotBuilt),
//! so no call is ever made through the generic backend: registration, or the call that
//! would need it, fails with that error instead.

use std::ffi::c_void;

use crate::abi::{CallFrame, HostContext, Status};
use crate::dialect::Dialect;
use crate::error::HostError;
#[cfg(feature = "libffi")]
pub use crate::ffi_types::{ffi_result_type, ffi_type, native_ffi_types};
use crate::kind::{ParamKind, ResultKind};
use crate::lane::{
    lane_arg, lane_receiver, lane_slice, lane_struct, Acquired, Reject, Slot, MAX_SAFE_MAGNITUDE,
};
use crate::layout::{LayoutRef, MAX_VALUE_SIZE};
use crate::method::MethodData;
use crate::policy::{reject_error, ConversionPolicy, Mode};
use crate::sig::{ArgSource, MAX_PARAMS};
use crate::value::{Primitive, Value};

// The libffi call interface (hostcall-core's `libffi` feature), or its stand-in that
// refuses every signature.
#[cfg(feature = "libffi")]
#[path = "generic/call_libffi.rs"]
mod call;
#[cfg(not(feature = "libffi"))]
#[path = "generic/call_absent.rs"]
mod call;

pub use call::FfiCall;

/// Whether this build has the generic backend's libffi calls (hostcall-core's `libffi`
/// feature). Without them [`FfiCall`] refuses every signature.
pub const AVAILABLE: bool = cfg!(feature = "libffi");

/// Why a generic call did not produce a value.
pub(crate) enum Failure {
    /// An error to raise through the throw hook.
    Raise(HostError),
    /// An exception is already pending in the engine.
    Pending,
    /// An argument is off the lossless lane ([`call_lane`] only): nothing was called.
    Fallback,
}

impl From<HostError> for Failure {
    fn from(e: HostError) -> Failure {
        Failure::Raise(e)
    }
}

/// Calls a method through the generic backend, converting arguments with `policy`.
///
/// `ffi` is the method's call interface ([`FfiCall::shared`] for its signature and the
/// frame's layout, which engines make once, when they register the method). Returns
/// [`Status::Ok`] with the boxed result in the frame's result slot, or [`Status::Threw`]
/// with an exception pending (raised through the layout's throw hook; a TypeError when `ffi`
/// is not the method's). Never returns `Fallback`.
///
/// # Safety
///
/// `method` must be made for the engine of `frame`'s layout: a host function's `value`
/// parameters and result, its `receiver` (found by class through the layout's hook) and its
/// `context` are that engine's, so a method of one engine called with another engine's
/// frame would read a value of one size as another, or an object of one class as another.
/// The facade's `Dispatcher` ensures it for its own methods; here nothing can check it (a
/// method does not record its engine).
pub unsafe fn call_generic(
    method: &MethodData,
    ffi: &FfiCall,
    policy: &ConversionPolicy,
    frame: &CallFrame<'_>,
) -> Status {
    finish(
        try_call(method, ffi, Conversions::Policy(policy), frame),
        frame,
    )
}

/// Calls `method` through libffi when every argument is on the lossless fast lane (the
/// conversions a thunk makes, see [`lane`](crate::lane)), and otherwise returns
/// [`Status::Fallback`] with nothing called and everything acquired released: a thunk's
/// out-of-line path, in one pass (deciding and converting each argument once).
///
/// # Safety
///
/// As [`call_generic`].
pub unsafe fn call_lane(method: &MethodData, ffi: &FfiCall, frame: &CallFrame<'_>) -> Status {
    finish(try_call(method, ffi, Conversions::Lane, frame), frame)
}

/// How the generic call converts its arguments.
#[derive(Clone, Copy)]
enum Conversions<'p> {
    /// The policy's rules (the lane first, then its coercions or errors).
    Policy(&'p ConversionPolicy),
    /// The lane only: anything else is [`Failure::Fallback`].
    Lane,
}

fn finish(result: Result<(), Failure>, frame: &CallFrame<'_>) -> Status {
    match result {
        Ok(()) => Status::Ok,
        Err(Failure::Fallback) => Status::Fallback,
        Err(Failure::Pending) => Status::Threw,
        Err(Failure::Raise(e)) => {
            // SAFETY: `cx` is the context the layout's hooks expect (the frame's contract).
            unsafe { raise(frame.layout(), frame.cx(), e) };
            Status::Threw
        }
    }
}

/// Raises `err` in the engine through the layout's throw hook.
///
/// # Safety
///
/// `cx` must be the engine context the layout's hooks expect.
pub unsafe fn raise(layout: LayoutRef, cx: *mut c_void, err: HostError) {
    if let Some(throw) = layout.hooks.throw {
        // SAFETY: the hook takes ownership of a pointer from `Box::into_raw`.
        unsafe { throw(cx, Box::into_raw(Box::new(err))) };
    }
}

/// One call's converted arguments and what they borrow: the native argument slots in
/// order, the engine strings they point into, the [`HostContext`] a `context` parameter
/// gets, and the `undefined` a missing `value` argument is given. Slots point into this
/// storage, so it is filled in place ([`convert_arguments`]) and read where it lies.
pub struct ArgStore {
    acq: Acquired,
    hctx: HostContext,
    slots: [Slot; MAX_PARAMS],
    undefined: [u64; RESULT_WORDS],
    n: usize,
}

impl ArgStore {
    /// Empty storage for a call in context `cx` of `layout`.
    pub fn new(layout: LayoutRef, cx: *mut c_void) -> ArgStore {
        ArgStore {
            acq: Acquired::new(layout, cx),
            hctx: HostContext::new(cx),
            slots: [Slot::ZERO; MAX_PARAMS],
            undefined: [0u64; RESULT_WORDS],
            n: 0,
        }
    }

    /// The native arguments converted so far (one slot per native parameter, two per
    /// `slice`; a struct's slot holds the address of its bytes).
    pub fn slots(&self) -> &[Slot] {
        &self.slots[..self.n]
    }
}

/// Converts a call's arguments with `policy`, exactly as [`call_generic`] converts them
/// (the one routine of every call path: the generic backend, a thunk's out-of-line path,
/// and callers that make the native call themselves, such as an engine's `nonblocking`
/// calls on a worker thread), into `store`. Strings and buffers the slots point into stay
/// the engine's (or `store`'s): valid until `store` is dropped, while no script runs.
///
/// # Errors
///
/// The policy's error for the first argument it refuses (a missing argument under the
/// strict policy included); nothing was called.
///
/// # Safety
///
/// As [`call_generic`] (the frame's result slot is not written); `store` is for the
/// frame's layout and context.
pub unsafe fn convert_arguments(
    method: &MethodData,
    policy: &ConversionPolicy,
    frame: &CallFrame<'_>,
    store: &mut ArgStore,
) -> Result<(), HostError> {
    // SAFETY: the caller's contract.
    match unsafe { convert(method, Conversions::Policy(policy), frame, store) } {
        Ok(()) => Ok(()),
        Err(Failure::Raise(e)) => Err(e),
        // Only the lane falls back, and conversions raise their errors.
        Err(Failure::Fallback | Failure::Pending) => Err(HostError::type_error(format!(
            "the arguments of {} could not be converted",
            method.signature()
        ))),
    }
}

/// The one argument loop: converts the frame's arguments into `store` by `conversions`.
///
/// # Safety
///
/// As [`call_generic`]; `store` is for the frame's layout and context.
unsafe fn convert(
    method: &MethodData,
    conversions: Conversions<'_>,
    frame: &CallFrame<'_>,
    store: &mut ArgStore,
) -> Result<(), Failure> {
    let sig = method.signature();
    let layout = frame.layout();
    let arity = sig.js_arity();
    let argc = frame.argc();
    store.acq.set_dialect(sig.dialect());
    if argc < arity && matches!(conversions, Conversions::Lane) {
        return Err(Failure::Fallback);
    }
    let strict = match conversions {
        Conversions::Policy(policy) => policy.mode() == Mode::Strict,
        Conversions::Lane => true,
    };
    if argc < arity && strict {
        return Err(reject_error(
            Reject::Missing {
                expected: arity,
                given: argc,
            },
            0,
        )
        .into());
    }
    let ArgStore {
        acq,
        hctx,
        slots,
        undefined,
        n,
    } = store;
    // The next native argument; `Signature::new` keeps their count within `MAX_PARAMS`.
    *n = 0;
    for (param, source) in sig.arg_sources().enumerate() {
        if let (ArgSource::Js { index, .. }, Some(l)) = (source, sig.param_layout(param)) {
            // A struct: the address of its bytes (a signature with structs has no implicit
            // or `slice` parameter, so `*n == param`). No conversion runs script, so the
            // bytes are still the ones checked when the call reads them.
            let v = frame.arg(index).unwrap_or(std::ptr::null());
            slots[*n] = match conversions {
                Conversions::Policy(policy) => {
                    // SAFETY: `v` is null or a live value of the layout (the frame's
                    // contract).
                    unsafe { policy.convert_struct(index, v, l, acq) }?
                }
                Conversions::Lane if !v.is_null() => {
                    // SAFETY: `v` is a live value of the layout (the frame's contract).
                    unsafe { lane_struct(v, l, acq) }.map_err(|_| Failure::Fallback)?
                }
                Conversions::Lane => return Err(Failure::Fallback),
            };
            *n += 1;
            continue;
        }
        if let ArgSource::Js {
            kind: ParamKind::Slice,
            index,
        } = source
        {
            let v = frame.arg(index).unwrap_or(std::ptr::null());
            let pair = match conversions {
                Conversions::Policy(policy) => {
                    // SAFETY: `v` is null or a live value of the layout (the frame's
                    // contract).
                    unsafe { policy.convert_slice(index, v, acq) }?
                }
                Conversions::Lane if !v.is_null() => {
                    // SAFETY: `v` is a live value of the layout (the frame's contract).
                    unsafe { lane_slice(v, acq) }.map_err(|_| Failure::Fallback)?
                }
                Conversions::Lane => return Err(Failure::Fallback),
            };
            slots[*n] = pair[0];
            slots[*n + 1] = pair[1];
            *n += 2;
            continue;
        }
        slots[*n] = match source {
            ArgSource::Context => Slot::ptr((hctx as *mut HostContext).cast()),
            ArgSource::Env => Slot::ptr(method.user_data().cast_const()),
            ArgSource::Receiver => {
                // SAFETY: `this` is null or live (the frame's contract).
                unsafe { lane_receiver(frame.this(), method.receiver_class(), acq) }.map_err(
                    |r| match conversions {
                        Conversions::Policy(_) => reject_error(r, 0).into(),
                        Conversions::Lane => Failure::Fallback,
                    },
                )?
            }
            ArgSource::Js { kind, index } => {
                let mut v = frame.arg(index).unwrap_or(std::ptr::null());
                if v.is_null() && kind == ParamKind::Value && !strict {
                    // A missing argument is `undefined` to JavaScript's coercions; a `value`
                    // parameter gets exactly that (it owns nothing, so the stack copy needs
                    // no release).
                    // SAFETY: `undefined` has room for a value of this layout (registered
                    // layouts keep within `RESULT_WORDS` words, as for `raw` below).
                    unsafe { layout.write(undefined.as_mut_ptr().cast(), Primitive::Undefined) };
                    v = undefined.as_ptr().cast();
                }
                match conversions {
                    Conversions::Policy(policy) => {
                        // SAFETY: `v` is null or a live value of the layout (the frame's
                        // contract).
                        unsafe { policy.convert(kind, index, v, acq) }?
                    }
                    // `v` is never null here (`argc >= arity` was checked above).
                    Conversions::Lane if !v.is_null() => {
                        // SAFETY: `v` is a live value of the layout (the frame's contract).
                        unsafe { lane_arg(kind, v, acq) }.map_err(|_| Failure::Fallback)?
                    }
                    Conversions::Lane => return Err(Failure::Fallback),
                }
            }
        };
        *n += 1;
    }
    debug_assert_eq!(*n, sig.native_arity());
    Ok(())
}

fn try_call(
    method: &MethodData,
    ffi: &FfiCall,
    conversions: Conversions<'_>,
    frame: &CallFrame<'_>,
) -> Result<(), Failure> {
    let sig = method.signature();
    let layout = frame.layout();
    if !ffi.is_for(sig, layout) {
        return Err(HostError::type_error(format!(
            "call interface built for another signature than {sig} on layout `{}`",
            layout.name
        ))
        .into());
    }
    let mut store = ArgStore::new(layout, frame.cx());
    // SAFETY: the frame's contract (this function's callers'); `store` is for its layout
    // and context, and stays here until the call is over.
    unsafe { convert(method, conversions, frame, &mut store) }?;
    let n = store.n;
    // Room for any result: a scalar (one word) or a value of the layout, whose size a
    // registered layout keeps within `MAX_VALUE_SIZE` (checked when it was registered).
    let mut raw = [0u64; RESULT_WORDS];
    debug_assert!(usize::from(layout.size) <= RESULT_WORDS * 8);
    // A struct result's bytes, zeroed (the callee writes its fields, not the padding): on
    // the stack when small, as usual. Only a struct result pays for them.
    let mut small: [u64; STRUCT_RESULT_WORDS];
    let mut big: Vec<u64>;
    let out: &mut [u64] = match sig.result_layout() {
        Some(l) if l.size() > STRUCT_RESULT_WORDS * 8 => {
            big = vec![0u64; l.size().div_ceil(8)];
            &mut big
        }
        Some(_) => {
            small = [0u64; STRUCT_RESULT_WORDS];
            &mut small
        }
        None => &mut raw,
    };
    // SAFETY: `ffi` was built for this signature; every slot was written with its kind's
    // field (a struct's with the address of its bytes, live and unchanged since: no script
    // ran); `out` has room for any result of this layout, or the struct (see above).
    unsafe {
        ffi.call(
            method.func(),
            &mut store.slots[..n],
            out.as_mut_ptr().cast(),
        )
    };
    let err = store.hctx.take_error_raw();
    if !err.is_null() {
        // SAFETY: `err` came from `Box::into_raw` in `HostContext::set_error`.
        return Err(Failure::Raise(*unsafe { Box::from_raw(err) }));
    }
    if let Some(l) = sig.result_layout() {
        // SAFETY: `out` holds the struct's `size` bytes as the call wrote them; `ret` is
        // writable and `cx` the layout's context (the frame's contract).
        let boxed = unsafe {
            box_struct(
                layout,
                frame.cx(),
                out.as_ptr().cast(),
                l.size(),
                frame.ret(),
            )
        };
        drop(store);
        return boxed;
    }
    // SAFETY: `raw` holds the result of the call; `ret` is writable and `cx` the layout's
    // context (the frame's contract).
    let boxed = unsafe {
        box_result(
            sig.result(),
            sig.dialect(),
            raw.as_ptr().cast(),
            layout,
            frame.cx(),
            frame.ret(),
        )
    };
    // Everything acquired for the arguments (engine strings, strings a policy made) lives
    // until the result is boxed: a `cstring` result may point into an argument.
    drop(store);
    boxed
}

/// Boxes a raw native scalar result into `*ret` with the same lossless rules as every call
/// (`box_result`'s, under `dialect`'s): for callers that made the call themselves
/// (structs by value, an engine's `nonblocking` calls).
/// Returns `Ok(false)` when an exception is already pending in the engine.
///
/// # Safety
///
/// `raw` must hold at least 8 bytes with a result of `kind` as libffi writes it; `ret` must
/// be writable; `cx` must be `layout`'s engine context, on the engine's thread. `kind` must
/// not be `value`.
pub unsafe fn box_native_result(
    kind: ResultKind,
    dialect: Dialect,
    raw: *const u8,
    layout: LayoutRef,
    cx: *mut c_void,
    ret: *mut Value,
) -> Result<bool, HostError> {
    if kind == ResultKind::Value {
        return Err(HostError::type_error(
            "a `value` result cannot be boxed here",
        ));
    }
    // SAFETY: forwarded (caller's contract).
    match unsafe { box_result(kind, dialect, raw, layout, cx, ret) } {
        Ok(()) => Ok(true),
        Err(Failure::Pending) => Ok(false),
        Err(Failure::Raise(e)) => Err(e),
        Err(Failure::Fallback) => Err(HostError::type_error("result not boxed")),
    }
}

/// Words of result storage: the largest value a registered layout may have.
const RESULT_WORDS: usize = MAX_VALUE_SIZE as usize / 8;

/// Words of a struct result kept on the stack (256 bytes); a larger one is on the heap.
const STRUCT_RESULT_WORDS: usize = 32;

/// Boxes a struct result (`len` bytes at `data`) into `*ret` as a new byte array, through
/// the layout's `bytes_new` hook.
///
/// # Safety
///
/// `data` is readable for `len` bytes; `ret` is writable; `cx` is the layout's engine
/// context, on its thread.
pub(crate) unsafe fn box_struct(
    layout: LayoutRef,
    cx: *mut c_void,
    data: *const u8,
    len: usize,
    ret: *mut Value,
) -> Result<(), Failure> {
    let hook = layout.hooks.bytes_new.ok_or_else(|| {
        HostError::type_error(format!(
            "layout `{}` cannot make byte arrays (no bytes_new hook) for a struct result",
            layout.name
        ))
    })?;
    // SAFETY: the caller's contract; the hook writes an owned value into `ret`.
    if unsafe { hook(cx, data, len, ret) } {
        Ok(())
    } else {
        Err(Failure::Pending)
    }
}

/// Boxes a raw native result into `*ret` losslessly: integers that fit int32 as int32, else
/// doubles while |v| <= 2^53, else BigInt through the layout's hooks. Under `dialect`'s
/// rules a 64-bit integer is always a BigInt ([`Dialect::bigint_results`]) and a pointer a
/// pointer object ([`Dialect::pointer_objects`], the layout's `pointer_new` hook).
///
/// # Safety
///
/// `raw` must hold a result of `kind` as libffi writes it (narrow integers widened to a
/// full register); `ret` must be writable; `cx` must be the layout's engine context.
pub(crate) unsafe fn box_result(
    kind: ResultKind,
    dialect: Dialect,
    raw: *const u8,
    layout: LayoutRef,
    cx: *mut c_void,
    ret: *mut Value,
) -> Result<(), Failure> {
    // SAFETY: `raw` holds at least 8 initialized bytes.
    let word = unsafe { raw.cast::<u64>().read_unaligned() };
    match kind {
        ResultKind::I64 | ResultKind::Isize if dialect.bigint_results => {
            // SAFETY: forwarded.
            return unsafe { bigint_i64(layout, cx, word as i64, ret) };
        }
        ResultKind::U64 | ResultKind::Usize if dialect.bigint_results => {
            // SAFETY: forwarded.
            return unsafe { bigint_u64(layout, cx, word, ret) };
        }
        ResultKind::Pointer if dialect.pointer_objects => {
            let hook = layout.hooks.pointer_new.ok_or_else(|| {
                HostError::type_error(format!(
                    "layout `{}` cannot make pointer objects (no pointer_new hook)",
                    layout.name
                ))
            })?;
            // SAFETY: the layout's hook, writing an owned value into the writable `ret`.
            return if unsafe { hook(cx, word as usize, ret) } {
                Ok(())
            } else {
                Err(Failure::Pending)
            };
        }
        _ => {}
    }
    let prim = match kind {
        ResultKind::Void => Primitive::Undefined,
        ResultKind::Bool => Primitive::Bool(word as u8 != 0),
        ResultKind::I8 => Primitive::Int32(i32::from(word as i8)),
        ResultKind::U8 => Primitive::Int32(i32::from(word as u8)),
        ResultKind::I16 => Primitive::Int32(i32::from(word as i16)),
        ResultKind::U16 => Primitive::Int32(i32::from(word as u16)),
        ResultKind::I32 => Primitive::Int32(word as i32),
        ResultKind::F32 => Primitive::Float64(f64::from(f32::from_bits(word as u32))),
        ResultKind::F64 => Primitive::Float64(f64::from_bits(word)),
        ResultKind::U32 => int_primitive(i128::from(word as u32)),
        ResultKind::I64 | ResultKind::Isize => {
            let v = word as i64;
            match int_primitive_checked(i128::from(v)) {
                Some(p) => p,
                // SAFETY: forwarded.
                None => return unsafe { bigint_i64(layout, cx, v, ret) },
            }
        }
        ResultKind::U64 | ResultKind::Usize => match int_primitive_checked(i128::from(word)) {
            Some(p) => p,
            // SAFETY: forwarded.
            None => return unsafe { bigint_u64(layout, cx, word, ret) },
        },
        ResultKind::Pointer | ResultKind::CString if word == 0 => Primitive::Null,
        ResultKind::CString => {
            let hook = layout.hooks.string_new.ok_or_else(|| {
                HostError::type_error(format!("layout `{}` cannot make strings", layout.name))
            })?;
            // SAFETY: the host returned a NUL-terminated string (its signature's contract);
            // the hook writes an owned value into the writable `ret`.
            return if unsafe { hook(cx, word as usize as *const std::ffi::c_char, ret) } {
                Ok(())
            } else {
                Err(Failure::Pending)
            };
        }
        ResultKind::Pointer => match int_primitive_checked(i128::from(word)) {
            Some(p) => p,
            // SAFETY: forwarded.
            None => return unsafe { bigint_u64(layout, cx, word, ret) },
        },
        // A struct's bytes are boxed by `box_struct`, which needs its layout.
        ResultKind::Struct => {
            return Err(
                HostError::type_error("a struct result cannot be boxed without its layout").into(),
            )
        }
        ResultKind::Value => {
            // SAFETY: the host returned an owned value of `size` bytes in `raw`.
            unsafe {
                std::ptr::copy_nonoverlapping(raw, ret.cast::<u8>(), usize::from(layout.size))
            };
            return Ok(());
        }
    };
    // SAFETY: `ret` is writable (caller's contract).
    unsafe { layout.write(ret, prim) };
    Ok(())
}

fn int_primitive(v: i128) -> Primitive {
    int_primitive_checked(v).unwrap_or(Primitive::Float64(v as f64))
}

/// The number an integer result boxes as, or `None` when it needs a BigInt.
pub fn int_primitive_checked(v: i128) -> Option<Primitive> {
    if let Ok(i) = i32::try_from(v) {
        Some(Primitive::Int32(i))
    } else if v.unsigned_abs() <= MAX_SAFE_MAGNITUDE as u128 {
        Some(Primitive::Float64(v as f64))
    } else {
        None
    }
}

/// # Safety
/// `ret` writable; `cx` the layout's context.
unsafe fn bigint_i64(
    layout: LayoutRef,
    cx: *mut c_void,
    v: i64,
    ret: *mut Value,
) -> Result<(), Failure> {
    let hook = layout.hooks.bigint_from_i64.ok_or_else(|| {
        HostError::range_error(format!(
            "result {v} exceeds 2^53 and layout `{}` has no BigInt hook",
            layout.name
        ))
    })?;
    // SAFETY: the layout's hook, writing into a writable slot.
    if unsafe { hook(cx, v, ret) } {
        Ok(())
    } else {
        Err(Failure::Pending)
    }
}

/// # Safety
/// `ret` writable; `cx` the layout's context.
unsafe fn bigint_u64(
    layout: LayoutRef,
    cx: *mut c_void,
    v: u64,
    ret: *mut Value,
) -> Result<(), Failure> {
    let hook = layout.hooks.bigint_from_u64.ok_or_else(|| {
        HostError::range_error(format!(
            "result {v} exceeds 2^53 and layout `{}` has no BigInt hook",
            layout.name
        ))
    })?;
    // SAFETY: the layout's hook, writing into a writable slot.
    if unsafe { hook(cx, v, ret) } {
        Ok(())
    } else {
        Err(Failure::Pending)
    }
}
