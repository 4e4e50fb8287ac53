//! Symbols whose descriptors pass or return structs by value (`{ struct: [...] }`).
//!
//! A struct travels as bytes, as in Deno: a parameter is an `ArrayBuffer`, a typed array or a
//! `DataView` of exactly the struct's size (another length is a `TypeError`; a view's byte
//! offset is respected), a result is a new `Uint8Array`. The bytes are copied into storage
//! aligned for the struct before the call, so nothing the script does later can change what
//! the native function reads. Scalar parameters are converted by the engine's policy exactly
//! as for other symbols; a `function` parameter also takes an `UnsafeCallback` (its pointer),
//! and an error its callback raises during the call is thrown from the call.
//!
//! Calls go through a [`StructCaller`]: libffi, or with the JIT backend on x86-64 System V
//! the shape's Cranelift trampoline once the symbol is hot (tiered like thunks, see
//! docs/ffi.md).
//!
//! A struct argument's bytes are the ones its buffer or view covers now (the `buffer_data`
//! hook, [`crate::binding::buffer::live_bytes`]: no script runs, a length-tracking view over a
//! resizable buffer has its length now, a `DataView` is read without its getters).
//!
//! Order of work in a call, because script can run in it (`valueOf` under the coercing
//! policy): first every struct's bytes are copied; then the scalars are converted (strings
//! acquired, buffers' addresses taken); then the library's guard is checked again, so a
//! `close()` from any of that script is seen before native code runs.

use std::mem::MaybeUninit;
use std::rc::Rc;
use std::sync::Arc;

use hostcall::core::lane::{Acquired, Reject, Slot};
use hostcall::core::structs::{StructCall, StructLayout, StructParam, StructResult};
use hostcall::core::MAX_PARAMS;
use hostcall::generic::box_native_result;
use hostcall::policy::reject_error;
use hostcall::{Backend, StructCaller};
use hostcall::{ErrorKind, HostError, Mode, ParamKind, ResultKind};

/// Words of struct storage kept on the stack (argument bytes, and the result): 256 bytes.
const SMALL_WORDS: usize = 32;
use rquickjs::function::Rest;
use rquickjs::{qjs, Ctx, Exception, Function, TypedArray, Value};

use crate::binding::buffer::{has_no_backing_store, live_bytes};
use crate::binding::guard::CallGuard;
use crate::binding::pointer_value::make_pointer_object;
use crate::binding::state::Shared;
use crate::ffi::rules::Rules;

/// Whether `v` (null, or a live value of the engine whose context is `cx`) is a buffer
/// without a backing store or a view over one, which Deno's rule passes as the null
/// pointer ([`has_no_backing_store`]: an empty view of a buffer with bytes is not one).
pub(crate) fn deno_null_buffer(cx: *mut std::ffi::c_void, v: *const hostcall::Value) -> bool {
    if v.is_null() {
        return false;
    }
    // SAFETY: `v` points to a live value of this engine (QuickJS's layout: a `JSValue`) and
    // `cx` is its context, on its thread (the caller's contract).
    unsafe { has_no_backing_store(cx.cast(), v.cast::<qjs::JSValue>().read()) }
}

/// The address of the bytes of `v` (null, or a live value of the engine whose context is
/// `cx`) when it is a `SharedArrayBuffer` or a view over one with memory behind it, which
/// Deno's rule passes as a `buffer` argument (`None` for anything else: every other path
/// refuses shared bytes).
///
/// # Safety
///
/// `v` is null or points to a live value of that engine, on its thread.
pub(crate) unsafe fn deno_shared_bytes(
    cx: *mut std::ffi::c_void,
    v: *const hostcall::Value,
) -> Option<*mut u8> {
    if v.is_null() {
        return None;
    }
    // SAFETY: the caller's contract (QuickJS's layout: a `JSValue`).
    let b = unsafe { live_bytes(cx.cast(), v.cast::<qjs::JSValue>().read()) }?;
    (b.shared && b.backing && !b.data.is_null()).then_some(b.data)
}

/// Whether a descriptor's parameters or result name a struct (an object where a type name
/// would be).
pub(crate) fn mentions_struct(desc: &serde_json::Value) -> bool {
    let params = desc
        .get("parameters")
        .and_then(serde_json::Value::as_array)
        .is_some_and(|l| l.iter().any(serde_json::Value::is_object));
    params || desc.get("result").is_some_and(serde_json::Value::is_object)
}

/// A parsed struct symbol: its call interface and which parameters were declared
/// `function` (they take an `UnsafeCallback` too).
pub(crate) struct StructSymbol {
    call: StructCall,
    callback_params: Box<[usize]>,
}

impl StructSymbol {
    /// The call interface alone (a `nonblocking` symbol calls it through libffi on a worker).
    pub(crate) fn into_call(self) -> StructCall {
        self.call
    }
}

/// Parses a descriptor that mentions a struct into its call interface (`dlopen` takes
/// `nonblocking` out before).
pub(crate) fn parse(desc: &serde_json::Value) -> Result<StructSymbol, String> {
    let obj = desc
        .as_object()
        .ok_or_else(|| "expected an object { parameters, result }".to_string())?;
    for (key, v) in obj {
        match key.as_str() {
            "parameters" | "result" => {}
            "optional" => {
                if v.as_bool() == Some(true) {
                    return Err(format!("`{key}: true` is not supported with structs"));
                }
                if !v.is_boolean() {
                    return Err(format!("`{key}` must be a boolean"));
                }
            }
            _ => {
                return Err(format!(
                    "unknown field `{key}` (expected parameters, result)"
                ))
            }
        }
    }
    let list = obj
        .get("parameters")
        .and_then(serde_json::Value::as_array)
        .ok_or_else(|| "`parameters` must be an array".to_string())?;
    if list.len() > MAX_PARAMS {
        return Err(format!(
            "{} parameters, at most {} are supported",
            list.len(),
            MAX_PARAMS
        ));
    }
    let mut params = Vec::with_capacity(list.len());
    let callback_params = list
        .iter()
        .enumerate()
        .filter(|(_, item)| item.as_str() == Some("function"))
        .map(|(i, _)| i)
        .collect();
    for (i, item) in list.iter().enumerate() {
        params.push(match item {
            serde_json::Value::String(name) => StructParam::Kind(
                ParamKind::from_name(name)
                    .ok_or_else(|| format!("parameters[{i}]: unknown kind `{name}`"))?,
            ),
            serde_json::Value::Object(_) => StructParam::Struct(Arc::new(
                StructLayout::from_json(item).map_err(|e| format!("parameters[{i}]: {e}"))?,
            )),
            _ => return Err(format!("parameters[{i}] must be a type name or a struct")),
        });
    }
    let result = match obj.get("result") {
        None => StructResult::Kind(ResultKind::Void),
        Some(serde_json::Value::String(name)) => StructResult::Kind(
            ResultKind::from_name(name).ok_or_else(|| format!("unknown result kind `{name}`"))?,
        ),
        Some(v @ serde_json::Value::Object(_)) => StructResult::Struct(Arc::new(
            StructLayout::from_json(v).map_err(|e| format!("result: {e}"))?,
        )),
        Some(_) => return Err("`result` must be a type name or a struct".into()),
    };
    let call = StructCall::new(params, result).map_err(|e| e.to_string())?;
    Ok(StructSymbol {
        call,
        callback_params,
    })
}

/// Throws `e` as the JavaScript error of its kind.
pub(crate) fn throw_host(ctx: &Ctx<'_>, e: &HostError) -> rquickjs::Error {
    match e.kind() {
        ErrorKind::TypeError => Exception::throw_type(ctx, e.message()),
        ErrorKind::RangeError => Exception::throw_range(ctx, e.message()),
        _ => Exception::throw_message(ctx, e.message()),
    }
}

/// Makes the JavaScript function for a struct symbol at `addr`, guarded by `guard` (the
/// library: once closed, every call throws before reaching native code).
pub(crate) fn make<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    addr: *const std::ffi::c_void,
    symbol: StructSymbol,
    guard: Rc<dyn CallGuard>,
    rules: Rules,
) -> rquickjs::Result<Function<'js>> {
    let deno = rules == Rules::Deno;
    let shared = shared.clone();
    // One JavaScript argument per parameter, as `length` says for every other symbol.
    let arity = symbol.call.params().len();
    let caller = StructCaller::new(
        symbol.call,
        shared.dispatcher.backend(),
        shared.dispatcher.tier(),
    );
    let sym = Symbol {
        caller,
        callback_params: symbol.callback_params,
        addr: addr as usize,
        name: name.to_string(),
        guard,
        deno,
    };
    let f = Function::new(
        ctx.clone(),
        move |ctx: Ctx<'js>, args: Rest<Value<'js>>| -> rquickjs::Result<Value<'js>> {
            if sym.guard.disabled().get() {
                return Err(Exception::throw_message(
                    &ctx,
                    &sym.guard.disabled_message(&sym.name),
                ));
            }
            call_struct(&ctx, &shared, &sym, &args.0)
        },
    )?;
    f.with_name(name)?.with_length(arity)
}

/// What a struct symbol's function holds.
struct Symbol {
    caller: StructCaller,
    callback_params: Box<[usize]>,
    addr: usize,
    name: String,
    guard: Rc<dyn CallGuard>,
    deno: bool,
}

fn call_struct<'js>(
    ctx: &Ctx<'js>,
    shared: &Shared,
    sym: &Symbol,
    args: &[Value<'js>],
) -> rquickjs::Result<Value<'js>> {
    let deno = sym.deno;
    let call = sym.caller.interface();
    let layout = shared.dispatcher.layout();
    let policy = Rules::of(sym.deno).policy(shared.dispatcher.policy());
    let cx = ctx.as_raw().as_ptr().cast::<std::ffi::c_void>();
    let arity = call.params().len();
    if args.len() < arity && policy.mode() == Mode::Strict {
        let r = Reject::Missing {
            expected: arity,
            given: args.len(),
        };
        return Err(throw_host(ctx, &reject_error(r, 0)));
    }
    let mut slots = [Slot::ZERO; MAX_PARAMS];
    let mut ptrs = [std::ptr::null_mut::<std::ffi::c_void>(); MAX_PARAMS];
    // The structs' bytes, copied into word-aligned storage (8 covers every field's alignment:
    // the largest scalar is 8 bytes): on the stack when they are small, as usual.
    let words: usize = call
        .params()
        .iter()
        .map(|p| match p {
            StructParam::Kind(_) => 0,
            StructParam::Struct(l) => l.size().div_ceil(8),
        })
        .sum();
    let mut small = [0u64; SMALL_WORDS];
    let mut big = Vec::new();
    let storage: &mut [u64] = if words <= SMALL_WORDS {
        &mut small[..words]
    } else {
        big.resize(words, 0u64);
        &mut big
    };
    // First the structs, copied before any conversion can run script (`valueOf` under the
    // coercing policy) and before any string is acquired or buffer address taken.
    let mut next_word = 0usize;
    for (i, p) in call.params().iter().enumerate() {
        let StructParam::Struct(l) = p else {
            continue;
        };
        let src = struct_bytes(ctx, cx, layout, args.get(i), l, i)?;
        let size = l.size();
        let n = size.div_ceil(8);
        let dst = &mut storage[next_word..next_word + n];
        next_word += n;
        // SAFETY: `src` has `size` readable bytes (checked by `struct_bytes`, and no script
        // ran since); `dst` has room for `size` bytes (`n` words) and is not script memory.
        unsafe { std::ptr::copy_nonoverlapping(src, dst.as_mut_ptr().cast::<u8>(), size) };
        ptrs[i] = dst.as_mut_ptr().cast();
    }
    let mut acq = Acquired::new(layout, cx);
    let callbacks = &shared.callbacks;
    for (i, p) in call.params().iter().enumerate() {
        let StructParam::Kind(kind) = p else {
            continue;
        };
        let raw = args.get(i).map(Value::as_raw);
        if sym.callback_params.contains(&i) {
            if let Some(d) = raw.and_then(|r| callbacks.callback_of(r)) {
                if d.is_closed() {
                    return Err(Exception::throw_type(
                        ctx,
                        &format!("argument {}: the UnsafeCallback was closed", i + 1),
                    ));
                }
                slots[i] = Slot::ptr(d.code() as *const std::ffi::c_void);
                continue;
            }
        }
        if deno && *kind == ParamKind::Pointer {
            // Deno's rule: a pointer object passes its address.
            if let Some(a) = raw.and_then(|r| callbacks.pointers.address(r)) {
                slots[i] = Slot::ptr(a as *const std::ffi::c_void);
                continue;
            }
        }
        let vptr = raw.as_ref().map_or(std::ptr::null(), |r| {
            (r as *const qjs::JSValue).cast::<hostcall::Value>()
        });
        if deno && *kind == ParamKind::Buffer {
            // Deno's rule: a `SharedArrayBuffer` (or a view over one) passes the address of
            // its bytes (a buffer without memory behind it is null, below).
            // SAFETY: `vptr` is null or a live value of this engine; no script runs.
            if let Some(b) = unsafe { deno_shared_bytes(cx, vptr) } {
                slots[i] = Slot::ptr(b.cast_const().cast());
                continue;
            }
        }
        // SAFETY: `vptr` is null or points to a live value of this engine (it is borrowed
        // from `args` for this call); `acq` is for this engine's context, on its thread.
        slots[i] =
            unsafe { policy.convert(*kind, i, vptr, &mut acq) }.map_err(|e| throw_host(ctx, &e))?;
        if deno && *kind == ParamKind::Buffer && deno_null_buffer(cx, vptr) {
            // Deno's rule: an empty buffer is the null pointer.
            slots[i] = Slot::ptr(std::ptr::null());
        }
    }
    // Script may have run above (getters, `valueOf`): the library may be closed now.
    if sym.guard.disabled().get() {
        return Err(Exception::throw_message(
            ctx,
            &sym.guard.disabled_message(&sym.name),
        ));
    }
    for (p, slot) in ptrs.iter_mut().zip(slots.iter_mut()).take(arity) {
        if p.is_null() {
            *p = (slot as *mut Slot).cast();
        }
    }
    let mut ret_small = [0u64; SMALL_WORDS];
    let mut ret_big = Vec::new();
    let ret: &mut [u64] = if call.result_storage() <= SMALL_WORDS * 8 {
        &mut ret_small
    } else {
        ret_big.resize(call.result_storage() / 8, 0u64);
        &mut ret_big
    };
    let takes_callbacks = !sym.callback_params.is_empty();
    let before = takes_callbacks && callbacks.has_error();
    // SAFETY: the descriptor states `addr`'s ABI (the script vouches for it under a
    // permission granted with `unsafe`, as for every symbol); each pointer in `ptrs` is to a
    // slot written by the policy for its kind or to a struct's bytes aligned to 8; `ret`
    // holds `result_storage()` bytes aligned to 8. The library is open (checked just above,
    // after the last script that could run before the call).
    let ran = unsafe {
        sym.caller.call(
            sym.addr as *const std::ffi::c_void,
            &mut ptrs[..arity],
            ret.as_mut_ptr().cast(),
        )
    };
    let mut counts = shared.struct_calls.get();
    match ran {
        Backend::Jit => counts.trampoline += 1,
        Backend::Generic => counts.libffi += 1,
    }
    shared.struct_calls.set(counts);
    if takes_callbacks && !before && callbacks.has_error() {
        if let Some(pending) = callbacks.take_error() {
            drop(acq);
            // SAFETY: `pending.value` is an owned exception of this context; `JS_Throw` takes
            // it over.
            unsafe { qjs::JS_Throw(ctx.as_raw().as_ptr(), pending.value) };
            return Err(rquickjs::Error::Exception);
        }
    }
    let out = box_struct_result(
        ctx,
        layout,
        call.result(),
        ret,
        deno,
        callbacks.pointers.class(),
    )?;
    // Strings acquired for `cstring` arguments live until the result is boxed.
    drop(acq);
    Ok(out)
}

/// The JavaScript value of a result `ret` as libffi wrote it: a struct as a new
/// `Uint8Array` of its bytes, a scalar boxed losslessly (through `Deno.dlopen`, 64-bit
/// integers always as BigInts and pointers as pointer objects). A boxing error (a `cstring` result that is not UTF-8) is
/// thrown.
pub(crate) fn box_struct_result<'js>(
    ctx: &Ctx<'js>,
    layout: hostcall::LayoutRef,
    result: &StructResult,
    ret: &[u64],
    deno: bool,
    pointer_class: qjs::JSClassID,
) -> rquickjs::Result<Value<'js>> {
    let cx = ctx.as_raw().as_ptr().cast::<std::ffi::c_void>();
    Ok(match result {
        StructResult::Kind(ResultKind::Pointer) if deno => {
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
        StructResult::Struct(l) => {
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
        StructResult::Kind(ResultKind::I64 | ResultKind::Isize) if deno => {
            // Deno's rule: 64-bit integer results are always BigInts.
            rquickjs::BigInt::from_i64(ctx.clone(), ret[0] as i64)?.into_value()
        }
        StructResult::Kind(ResultKind::U64 | ResultKind::Usize) if deno => {
            rquickjs::BigInt::from_u64(ctx.clone(), ret[0])?.into_value()
        }
        StructResult::Kind(kind) => {
            if ret.is_empty() {
                return Err(Exception::throw_internal(ctx, "result storage too small"));
            }
            let mut v = MaybeUninit::<qjs::JSValue>::uninit();
            // SAFETY: `ret` holds the result as libffi or the trampoline writes it (8 bytes
            // at least, the kind's own bytes first); `v` is writable; `cx` is this engine's
            // context, on its thread.
            let boxed = unsafe {
                box_native_result(
                    *kind,
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

/// The address of struct parameter `i`'s bytes in `v`: an `ArrayBuffer`, a typed array or a
/// `DataView` of exactly the struct's size. Valid until script runs again.
fn struct_bytes<'js>(
    ctx: &Ctx<'js>,
    cx: *mut std::ffi::c_void,
    layout: hostcall::LayoutRef,
    v: Option<&Value<'js>>,
    l: &StructLayout,
    i: usize,
) -> rquickjs::Result<*const u8> {
    let size = l.size();
    let bad = |what: String| {
        Exception::throw_type(
            ctx,
            &format!(
                "argument {}: expected an ArrayBuffer or a view of {size} bytes for struct {}, found {what}",
                i + 1,
                l.describe()
            ),
        )
    };
    let Some(v) = v else {
        return Err(bad("nothing (missing argument)".into()));
    };
    let raw = v.as_raw();
    let hook = layout
        .hooks
        .buffer_data
        .ok_or_else(|| bad("no buffer support in this engine".into()))?;
    let (mut data, mut len) = (std::ptr::null_mut::<u8>(), 0usize);
    // SAFETY: `raw` is a live value of this engine's layout; the hook is the layout's,
    // called with this engine's context on its thread. It reads the bytes the buffer or view
    // covers now and runs no script.
    if !unsafe {
        hook(
            cx,
            (&raw as *const qjs::JSValue).cast::<hostcall::Value>(),
            &mut data,
            &mut len,
        )
    } {
        return Err(bad(format!("a value of type {}", v.type_name())));
    }
    if len != size {
        return Err(bad(format!("{len} bytes")));
    }
    Ok(data.cast_const())
}
