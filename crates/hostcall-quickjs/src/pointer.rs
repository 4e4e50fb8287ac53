//! Pointers for scripts: `UnsafePointer`, `UnsafePointerView` and `UnsafeFnPointer` on
//! `hostcall` and (when it is ours) `Deno`, with Deno's API.
//!
//! Pointers stay what every other part of hostcall's FFI uses: plain numbers (BigInts past
//! 2^53) and `null` for the null pointer, never wrapper objects. `UnsafePointer`'s static
//! methods work on those values; `UnsafePointerView` reads memory behind one.
//!
//! The classes are a small script ([`PRELUDE`]) over native primitives defined here, which
//! do every check that can be made before memory is touched: the pointer is a pointer value
//! and not null, offsets are non-negative integers, an address plus its length does not
//! overflow, lengths fit what QuickJS allows. Arguments are never coerced (no `valueOf`,
//! getter or proxy trap runs between the checks and the access). What cannot be checked is
//! whether the memory is there: reading through a pointer is as unsafe as in C, which is
//! why the operations on arbitrary addresses need the unrestricted FFI permission (an
//! allow-list does not grant them; `UnsafePointer.of` needs any grant: [`PointerGrant`]).

use std::cell::Cell;
use std::ffi::CStr;
use std::rc::Rc;

use hostcall::{MethodData, MethodId};
use rquickjs::function::Opt;
use rquickjs::{qjs, BigInt, Ctx, Exception, Function, Object, Value};

use crate::buffer::buffer_bytes;
use crate::callback::pointer_to_js;
use crate::error::{type_name, EngineError};
use crate::ffi::descriptor;
use crate::function::Rules;
use crate::function::{make_function_with, CallGuard, Shared};
use crate::layout::bigint_i64;
use crate::permission::FfiPermission;

/// The largest exact integer of a float64, 2^53.
const MAX_EXACT: f64 = 9_007_199_254_740_992.0;

/// Addresses below this are never mapped (Linux refuses to map the first page, and
/// `vm.mmap_min_addr` is at least 4096): a read there is a null dereference, refused.
const FIRST_MAPPED: usize = 4096;

/// An address from a pointer value: `null` (0), an integral number in [0, 2^53], or a
/// BigInt in [0, 2^63). `what` names the argument in errors.
fn pointer_arg(ctx: &Ctx<'_>, v: &Value<'_>, what: &str) -> rquickjs::Result<usize> {
    if v.is_null() {
        return Ok(0);
    }
    if let Some(n) = v.as_number() {
        if n.fract() != 0.0 || !(0.0..=MAX_EXACT).contains(&n) {
            return Err(Exception::throw_range(
                ctx,
                &format!(
                    "{what}: {n} is not a pointer (an integer in [0, 2^53], a BigInt or null)"
                ),
            ));
        }
        return usize::try_from(n as u64).map_err(|_| {
            Exception::throw_range(ctx, &format!("{what}: {n} does not fit a pointer"))
        });
    }
    if v.is_big_int() {
        // SAFETY: `v` is a live value of this context.
        let n = unsafe { bigint_i64(ctx.as_raw().as_ptr(), v.as_raw()) }.ok_or_else(|| {
            Exception::throw_range(
                ctx,
                &format!("{what}: the BigInt is not a pointer (over 2^63 - 1)"),
            )
        })?;
        return u64::try_from(n)
            .ok()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| Exception::throw_range(ctx, &format!("{what}: {n}n is not a pointer")));
    }
    Err(Exception::throw_type(
        ctx,
        &format!(
            "{what}: expected a pointer (a number, a BigInt or null), found {}",
            type_name(v)
        ),
    ))
}

/// A byte offset or length: `undefined` is `default`; else an integral number in
/// [0, 2^53] (a `RangeError` otherwise; a `TypeError` for anything but a number).
fn index_arg(
    ctx: &Ctx<'_>,
    v: Option<&Value<'_>>,
    default: Option<usize>,
    what: &str,
) -> rquickjs::Result<usize> {
    let v = match v {
        Some(v) if !v.is_undefined() => v,
        _ => {
            return default.ok_or_else(|| {
                Exception::throw_type(ctx, &format!("{what} is required (a number)"))
            })
        }
    };
    let Some(n) = v.as_number() else {
        return Err(Exception::throw_type(
            ctx,
            &format!("{what} must be a number, found {}", type_name(v)),
        ));
    };
    if n.fract() != 0.0 || !(0.0..=MAX_EXACT).contains(&n) {
        return Err(Exception::throw_range(
            ctx,
            &format!("{what} must be an integer in [0, 2^53], found {n}"),
        ));
    }
    usize::try_from(n as u64)
        .map_err(|_| Exception::throw_range(ctx, &format!("{what} {n} does not fit an address")))
}

/// The address `pointer + offset`, checked for `len` bytes: the pointer is not null, the
/// sum and its end do not overflow `isize::MAX`, and the range does not start in the first
/// page.
fn address(
    ctx: &Ctx<'_>,
    what: &str,
    pointer: usize,
    offset: usize,
    len: usize,
) -> rquickjs::Result<usize> {
    if pointer == 0 {
        return Err(Exception::throw_type(
            ctx,
            &format!("{what}: the pointer is null"),
        ));
    }
    // A range must end at or below `isize::MAX`: no Rust or C object is larger, and on
    // 64-bit targets the upper half of the address space is the kernel's.
    let addr = pointer
        .checked_add(offset)
        .filter(|a| a.checked_add(len).is_some_and(|end| end <= isize::MAX as usize))
        .ok_or_else(|| {
            Exception::throw_range(
                ctx,
                &format!("{what}: pointer {pointer:#x} + offset {offset} + {len} bytes overflows the address space"),
            )
        })?;
    if addr < FIRST_MAPPED {
        return Err(Exception::throw_range(
            ctx,
            &format!("{what}: address {addr:#x} is in the first page, which is never mapped (a null pointer plus an offset?)"),
        ));
    }
    Ok(addr)
}

/// Which pointer operations a script's FFI grant allows.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PointerGrant {
    /// Reading, writing and calling at arbitrary addresses (`UnsafePointerView`,
    /// `getArrayBuffer`, `copyInto`, `UnsafeFnPointer`): only the unrestricted grant
    /// (`--allow-ffi` without a list). An allow-list says which files `dlopen` loads; it
    /// cannot say which addresses those libraries' data leads to, so it grants none of these.
    pub(crate) raw_memory: bool,
    /// Taking the address of a script's own buffer (`UnsafePointer.of`): any grant.
    pub(crate) buffer_address: bool,
}

impl PointerGrant {
    /// The operations `permission` allows.
    pub(crate) fn of(permission: &FfiPermission) -> PointerGrant {
        PointerGrant {
            raw_memory: permission.is_unrestricted(),
            buffer_address: !permission.is_denied(),
        }
    }
}

/// Refuses an operation on arbitrary addresses without the unrestricted FFI permission.
fn permitted(ctx: &Ctx<'_>, grant: PointerGrant, what: &str) -> rquickjs::Result<()> {
    if grant.raw_memory {
        return Ok(());
    }
    let why = if grant.buffer_address {
        "it reaches memory at any address, which an allow-list does not grant: the embedder \
         must allow FFI without a list (hostcall run --allow-ffi)"
    } else {
        "the embedder must allow FFI without a list (hostcall run --allow-ffi)"
    };
    Err(Exception::throw_message(
        ctx,
        &format!("{what} is not allowed: {why}"),
    ))
}

/// The scalar types `UnsafePointerView` reads, by the number the prelude passes.
#[derive(Clone, Copy)]
enum Read {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
    Pointer,
}

impl Read {
    const ALL: [(Read, &'static str); 12] = [
        (Read::Bool, "getBool"),
        (Read::I8, "getInt8"),
        (Read::U8, "getUint8"),
        (Read::I16, "getInt16"),
        (Read::U16, "getUint16"),
        (Read::I32, "getInt32"),
        (Read::U32, "getUint32"),
        (Read::I64, "getBigInt64"),
        (Read::U64, "getBigUint64"),
        (Read::F32, "getFloat32"),
        (Read::F64, "getFloat64"),
        (Read::Pointer, "getPointer"),
    ];

    fn size(self) -> usize {
        match self {
            Read::Bool | Read::I8 | Read::U8 => 1,
            Read::I16 | Read::U16 => 2,
            Read::I32 | Read::U32 | Read::F32 => 4,
            Read::I64 | Read::U64 | Read::F64 => 8,
            Read::Pointer => std::mem::size_of::<usize>(),
        }
    }
}

/// Reads a `T` at `addr`, unaligned.
///
/// # Safety
///
/// `addr..addr + size_of::<T>()` is readable memory holding a valid `T` (every bit pattern
/// is valid for the integer and float types used here).
unsafe fn load<T: Copy>(addr: usize) -> T {
    // SAFETY: the caller's contract.
    unsafe { std::ptr::read_unaligned(addr as *const T) }
}

/// `view.getX(offset)`: reads one scalar.
fn read<'js>(
    ctx: &Ctx<'js>,
    kind: Read,
    name: &str,
    pointer: &Value<'js>,
    offset: Option<&Value<'js>>,
) -> rquickjs::Result<Value<'js>> {
    let what = format!("UnsafePointerView.{name}");
    let p = pointer_arg(ctx, pointer, &what)?;
    let off = index_arg(ctx, offset, Some(0), &format!("{what}: the offset"))?;
    let a = address(ctx, &what, p, off, kind.size())?;
    let c = ctx.clone();
    // SAFETY: reading memory behind a script's pointer is what the FFI permission, granted
    // by the embedder with `unsafe`, allows; the script vouches that `a..a + size` is
    // readable (as in C and in Deno). The address was checked not null, not in the first
    // page and not overflowing; the read is unaligned-safe and every bit pattern is valid.
    Ok(unsafe {
        match kind {
            Read::Bool => Value::new_bool(c, load::<u8>(a) != 0),
            Read::I8 => Value::new_int(c, i32::from(load::<i8>(a))),
            Read::U8 => Value::new_int(c, i32::from(load::<u8>(a))),
            Read::I16 => Value::new_int(c, i32::from(load::<i16>(a))),
            Read::U16 => Value::new_int(c, i32::from(load::<u16>(a))),
            Read::I32 => Value::new_int(c, load::<i32>(a)),
            Read::U32 => Value::new_number(c, f64::from(load::<u32>(a))),
            Read::I64 => BigInt::from_i64(c, load::<i64>(a))?.into_value(),
            Read::U64 => BigInt::from_u64(c, load::<u64>(a))?.into_value(),
            Read::F32 => Value::new_float(c, f64::from(load::<f32>(a))),
            Read::F64 => Value::new_float(c, load::<f64>(a)),
            Read::Pointer => pointer_to_js(ctx, load::<usize>(a))?,
        }
    })
}

/// `getCString(offset)`: the NUL-terminated UTF-8 string at the address, copied. Bytes that
/// are not UTF-8 are a `TypeError` under hostcall's rules (as a `cstring` result's), and
/// become U+FFFD under Deno's (as `Deno.UnsafePointerView.getCString` does).
fn cstring<'js>(
    ctx: &Ctx<'js>,
    pointer: &Value<'js>,
    offset: Option<&Value<'js>>,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let what = "UnsafePointerView.getCString";
    let p = pointer_arg(ctx, pointer, what)?;
    let off = index_arg(ctx, offset, Some(0), &format!("{what}: the offset"))?;
    let a = address(ctx, what, p, off, 1)?;
    // SAFETY: as in `read`: the script vouches for a NUL-terminated string at `a`.
    let s = unsafe { CStr::from_ptr(a as *const std::ffi::c_char) };
    let s = match rules {
        Rules::Deno => s.to_string_lossy(),
        Rules::Hostcall => std::borrow::Cow::Borrowed(s.to_str().map_err(|e| {
            Exception::throw_type(
                ctx,
                &format!("{what}: the string at {a:#x} is not valid UTF-8 ({e})"),
            )
        })?),
    };
    Ok(rquickjs::String::from_str(ctx.clone(), &s)?.into_value())
}

/// The most bytes QuickJS puts in one `ArrayBuffer`.
const MAX_BUFFER: usize = i32::MAX as usize;

/// `getArrayBuffer(byteLength, offset)`: an `ArrayBuffer` over the memory itself, not a
/// copy (as in Deno). QuickJS never frees or resizes it; it is valid while the memory is.
fn array_buffer<'js>(
    ctx: &Ctx<'js>,
    pointer: &Value<'js>,
    length: Option<&Value<'js>>,
    offset: Option<&Value<'js>>,
) -> rquickjs::Result<Value<'js>> {
    let what = "UnsafePointerView.getArrayBuffer";
    let p = pointer_arg(ctx, pointer, what)?;
    let len = index_arg(ctx, length, None, &format!("{what}: the byte length"))?;
    if len > MAX_BUFFER {
        return Err(Exception::throw_range(
            ctx,
            &format!("{what}: byte length {len} is over the largest ArrayBuffer (2^31 - 1)"),
        ));
    }
    let off = index_arg(ctx, offset, Some(0), &format!("{what}: the offset"))?;
    let a = address(ctx, what, p, off, len)?;
    // SAFETY: `a..a + len` is the script's memory (it vouches for it, as in Deno); QuickJS
    // neither frees it (no realloc function) nor resizes it (max_len 0: not resizable),
    // and detaching it only forgets the address.
    let raw = unsafe {
        qjs::JS_NewArrayBuffer(
            ctx.as_raw().as_ptr(),
            a as *mut u8,
            len as qjs::size_t,
            0,
            None,
            std::ptr::null_mut(),
            false,
        )
    };
    if raw.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        return Err(rquickjs::Error::Exception);
    }
    // SAFETY: a new, owned value of this context.
    Ok(unsafe { Value::from_raw(ctx.clone(), raw) })
}

/// `copyInto(destination, offset)`: copies `destination.byteLength` bytes from the address
/// into the buffer.
fn copy_into<'js>(
    ctx: &Ctx<'js>,
    pointer: &Value<'js>,
    destination: &Value<'js>,
    offset: Option<&Value<'js>>,
) -> rquickjs::Result<()> {
    let what = "UnsafePointerView.copyInto";
    let p = pointer_arg(ctx, pointer, what)?;
    // SAFETY: `destination` is a live value of this context.
    let Some((dst, len)) = (unsafe { buffer_bytes(ctx.as_raw().as_ptr(), destination.as_raw()) })
    else {
        return Err(Exception::throw_type(
            ctx,
            &format!(
                "{what}: the destination must be an ArrayBuffer or a typed array (not shared), found {}",
                type_name(destination)
            ),
        ));
    };
    let off = index_arg(ctx, offset, Some(0), &format!("{what}: the offset"))?;
    let a = address(ctx, what, p, off, len)?;
    if len == 0 {
        return Ok(());
    }
    // SAFETY: `dst..dst + len` are the destination's bytes (live: no script ran since they
    // were read); the source is the script's memory, which it vouches for. `copy` allows
    // the two to overlap (a destination made by `getArrayBuffer` over the same memory).
    unsafe { std::ptr::copy(a as *const u8, dst, len) };
    Ok(())
}

/// `UnsafePointer.of(buffer)`: the address of a buffer's bytes (`null` when it is empty).
fn of<'js>(ctx: &Ctx<'js>, buffer: &Value<'js>) -> rquickjs::Result<Value<'js>> {
    // SAFETY: `buffer` is a live value of this context.
    match unsafe { buffer_bytes(ctx.as_raw().as_ptr(), buffer.as_raw()) } {
        Some((_, 0)) => Ok(Value::new_null(ctx.clone())),
        Some((p, _)) => pointer_to_js(ctx, p as usize),
        None => Err(Exception::throw_type(
            ctx,
            &format!(
                "UnsafePointer.of: expected an ArrayBuffer or a typed array (not shared), found {}",
                type_name(buffer)
            ),
        )),
    }
}

/// `UnsafePointer.offset(pointer, offset)`: pointer arithmetic; the offset may be negative
/// (an integer of magnitude at most 2^53); the result must stay in [0, 2^64).
fn offset<'js>(
    ctx: &Ctx<'js>,
    pointer: &Value<'js>,
    off: &Value<'js>,
) -> rquickjs::Result<Value<'js>> {
    let what = "UnsafePointer.offset";
    let p = pointer_arg(ctx, pointer, what)?;
    let Some(n) = off.as_number() else {
        return Err(Exception::throw_type(
            ctx,
            &format!(
                "{what}: the offset must be a number, found {}",
                type_name(off)
            ),
        ));
    };
    if n.fract() != 0.0 || !(-MAX_EXACT..=MAX_EXACT).contains(&n) {
        return Err(Exception::throw_range(
            ctx,
            &format!("{what}: the offset must be an integer in [-2^53, 2^53], found {n}"),
        ));
    }
    let r = if n < 0.0 {
        p.checked_sub((-n) as usize)
    } else {
        p.checked_add(n as usize)
    };
    match r {
        Some(r) => pointer_to_js(ctx, r),
        None => Err(Exception::throw_range(
            ctx,
            &format!("{what}: {p:#x} + {n} is outside the address space"),
        )),
    }
}

/// The guard of a `nonblocking` `UnsafeFnPointer`: never disabled, and holding nothing
/// loaded (the code behind the pointer is the script's word, as for its blocking calls).
struct Unguarded(Cell<bool>);

impl CallGuard for Unguarded {
    fn disabled(&self) -> &Cell<bool> {
        &self.0
    }

    fn disabled_message(&self, name: &str) -> String {
        format!("cannot call `{name}`")
    }

    fn keep_loaded(&self) -> Option<Box<dyn std::any::Any + Send>> {
        Some(Box::new(()))
    }
}

/// `new UnsafeFnPointer(pointer, definition)`'s function: the pointer bound to the
/// definition's signature, as a `dlopen`ed symbol is (same dispatcher, tiers and entries).
fn fn_pointer<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    pointer: &Value<'js>,
    definition: Value<'js>,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let what = "UnsafeFnPointer";
    let p = pointer_arg(ctx, pointer, what)?;
    if p == 0 {
        return Err(Exception::throw_type(
            ctx,
            "UnsafeFnPointer: the pointer is null",
        ));
    }
    // Script code may run here (getters, proxies, `toJSON`), before anything is made.
    let (_, sig, function_params, nonblocking) = descriptor(ctx, "call", definition)?;
    let addr = p as *const std::ffi::c_void;
    // A pointer into a library this engine opened is guarded by it: once it is closed,
    // `call` throws as its symbols do instead of jumping into unloaded code.
    let library = shared.library_of(addr);
    if nonblocking {
        let call = crate::nonblocking::call_interface(&sig)
            .map_err(|e| Exception::throw_type(ctx, &format!("{what}: {e}")))?;
        let guard: Rc<dyn CallGuard> = library
            .clone()
            .unwrap_or_else(|| Rc::new(Unguarded(Cell::new(false))));
        return crate::nonblocking::make(
            ctx,
            shared,
            "call",
            addr,
            call,
            function_params,
            guard,
            rules,
        )
        .map(Function::into_value);
    }
    let arity = sig.js_arity();
    let adapt = rules.adapt(&sig, function_params);
    // SAFETY: the definition states the ABI of the function at `p`, which the script vouches
    // for (as in Deno) under a permission the embedder granted with `unsafe`; the function
    // must stay loaded while the object is used (documented: only a pointer into a library
    // this engine opened is disabled by that library's `close()`).
    let data = unsafe { MethodData::new(MethodId::of(addr, &sig), addr, sig) }
        .map_err(|e| Exception::throw_message(ctx, &format!("{what}: {e}")))?;
    let handle = shared
        .dispatcher
        .register(data)
        .map_err(|e| Exception::throw_message(ctx, &format!("{what}: {e}")))?;
    let guard = library.map(|g| (g, "call".to_string()));
    make_function_with(ctx, shared, "call", handle, arity, guard, adapt)
        .map_err(|e| Exception::throw_internal(ctx, &e.to_string()))
}

/// The classes, over the primitives `P` (captured: nothing a script changes later reaches
/// them). Called once per namespace with `rules` 0 (hostcall) or 1 (Deno).
const PRELUDE: &str = r#"(function (P, rules) {
  "use strict";
  class UnsafePointer {
    constructor() {
      throw new TypeError("UnsafePointer cannot be constructed: pointers are numbers (BigInts past 2^53) and null");
    }
    static create(value) { return P.create(value); }
    static equals(a, b) { return P.equals(a, b); }
    static offset(pointer, offset) { return P.offset(pointer, offset); }
    static value(pointer) { return P.value(pointer); }
    static of(buffer) { return P.of(buffer); }
  }
  class UnsafePointerView {
    pointer;
    constructor(pointer) { this.pointer = P.view(pointer); }
    getBool(offset) { return P.getBool(this.pointer, offset); }
    getInt8(offset) { return P.getInt8(this.pointer, offset); }
    getUint8(offset) { return P.getUint8(this.pointer, offset); }
    getInt16(offset) { return P.getInt16(this.pointer, offset); }
    getUint16(offset) { return P.getUint16(this.pointer, offset); }
    getInt32(offset) { return P.getInt32(this.pointer, offset); }
    getUint32(offset) { return P.getUint32(this.pointer, offset); }
    getBigInt64(offset) { return P.getBigInt64(this.pointer, offset); }
    getBigUint64(offset) { return P.getBigUint64(this.pointer, offset); }
    getFloat32(offset) { return P.getFloat32(this.pointer, offset); }
    getFloat64(offset) { return P.getFloat64(this.pointer, offset); }
    getPointer(offset) { return P.getPointer(this.pointer, offset); }
    getCString(offset) { return P.getCString(this.pointer, offset, rules); }
    getArrayBuffer(byteLength, offset) { return P.getArrayBuffer(this.pointer, byteLength, offset); }
    copyInto(destination, offset) { P.copyInto(this.pointer, destination, offset); }
    static getCString(pointer, offset) { return P.getCString(pointer, offset, rules); }
    static getArrayBuffer(pointer, byteLength, offset) { return P.getArrayBuffer(pointer, byteLength, offset); }
    static copyInto(pointer, destination, offset) { P.copyInto(pointer, destination, offset); }
  }
  class UnsafeFnPointer {
    pointer;
    definition;
    constructor(pointer, definition) {
      const call = P.fnPointer(pointer, definition, rules);
      this.pointer = pointer;
      this.definition = definition;
      P.defineCall(this, call);
    }
  }
  return { UnsafePointer, UnsafePointerView, UnsafeFnPointer };
})"#;

/// Defines `UnsafePointer`, `UnsafePointerView` and `UnsafeFnPointer` on each target
/// namespace (with its rules). Memory operations need what `grant` allows.
pub(crate) fn install<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    grant: PointerGrant,
    targets: &[(Object<'js>, Rules)],
) -> Result<(), EngineError> {
    // No prototype: the prelude's primitives are set without any setter a script put on
    // `Object.prototype` seeing them (the engine installs this namespace lazily, after
    // scripts ran; see `crate::globals`).
    let p = Object::new(ctx.clone())?;
    p.set_prototype(None)?;
    p.set(
        "defineCall",
        Function::new(
            ctx.clone(),
            |target: Object<'js>, call: Value<'js>| -> rquickjs::Result<()> {
                target.prop(
                    "call",
                    rquickjs::object::Property::from(call)
                        .writable()
                        .configurable(),
                )
            },
        )?,
    )?;
    for (kind, name) in Read::ALL {
        let f = Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>, pointer: Value<'js>, offset: Opt<Value<'js>>| {
                permitted(&ctx, grant, &format!("UnsafePointerView.{name}"))?;
                read(&ctx, kind, name, &pointer, offset.0.as_ref())
            },
        )?;
        p.set(name, f)?;
    }
    p.set(
        "getCString",
        Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>, pointer: Value<'js>, offset: Value<'js>, rules: i32| {
                permitted(&ctx, grant, "UnsafePointerView.getCString")?;
                let offset = (!offset.is_undefined()).then_some(&offset);
                cstring(&ctx, &pointer, offset, Rules::from_code(rules))
            },
        )?,
    )?;
    p.set(
        "getArrayBuffer",
        Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>,
                  pointer: Value<'js>,
                  length: Opt<Value<'js>>,
                  offset: Opt<Value<'js>>| {
                permitted(&ctx, grant, "UnsafePointerView.getArrayBuffer")?;
                array_buffer(&ctx, &pointer, length.0.as_ref(), offset.0.as_ref())
            },
        )?,
    )?;
    p.set(
        "copyInto",
        Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>,
                  pointer: Value<'js>,
                  destination: Value<'js>,
                  offset: Opt<Value<'js>>| {
                permitted(&ctx, grant, "UnsafePointerView.copyInto")?;
                copy_into(&ctx, &pointer, &destination, offset.0.as_ref())
            },
        )?,
    )?;
    p.set(
        "view",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, pointer: Value<'js>| {
            permitted(&ctx, grant, "UnsafePointerView")?;
            let a = pointer_arg(&ctx, &pointer, "UnsafePointerView")?;
            if a == 0 {
                return Err(Exception::throw_type(
                    &ctx,
                    "UnsafePointerView: the pointer is null",
                ));
            }
            pointer_to_js(&ctx, a)
        })?,
    )?;
    p.set(
        "create",
        Function::new(ctx.clone(), |ctx: Ctx<'js>, value: Value<'js>| {
            let a = pointer_arg(&ctx, &value, "UnsafePointer.create")?;
            pointer_to_js(&ctx, a)
        })?,
    )?;
    p.set(
        "equals",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, a: Value<'js>, b: Value<'js>| -> rquickjs::Result<bool> {
                Ok(pointer_arg(&ctx, &a, "UnsafePointer.equals")?
                    == pointer_arg(&ctx, &b, "UnsafePointer.equals")?)
            },
        )?,
    )?;
    p.set(
        "value",
        Function::new(ctx.clone(), |ctx: Ctx<'js>, value: Value<'js>| {
            let a = pointer_arg(&ctx, &value, "UnsafePointer.value")?;
            if a == 0 {
                return Ok(Value::new_int(ctx.clone(), 0));
            }
            pointer_to_js(&ctx, a)
        })?,
    )?;
    p.set(
        "offset",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, pointer: Value<'js>, off: Opt<Value<'js>>| {
                let off = off.0.unwrap_or_else(|| Value::new_undefined(ctx.clone()));
                offset(&ctx, &pointer, &off)
            },
        )?,
    )?;
    p.set(
        "of",
        Function::new(ctx.clone(), move |ctx: Ctx<'js>, buffer: Value<'js>| {
            if !grant.buffer_address {
                return Err(Exception::throw_message(
                    &ctx,
                    "UnsafePointer.of is not allowed: the embedder must allow FFI (hostcall run --allow-ffi)",
                ));
            }
            of(&ctx, &buffer)
        })?,
    )?;
    let s = shared.clone();
    p.set(
        "fnPointer",
        Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>, pointer: Value<'js>, definition: Value<'js>, rules: i32| {
                permitted(&ctx, grant, "UnsafeFnPointer")?;
                fn_pointer(&ctx, &s, &pointer, definition, Rules::from_code(rules))
            },
        )?,
    )?;
    let prelude: Function = ctx.eval(PRELUDE)?;
    for (target, rules) in targets {
        let classes: Object = prelude.call((p.clone(), rules.code()))?;
        for name in ["UnsafePointer", "UnsafePointerView", "UnsafeFnPointer"] {
            let c: Value = classes.get(name)?;
            target.prop(
                name,
                rquickjs::object::Property::from(c)
                    .writable()
                    .configurable(),
            )?;
        }
    }
    Ok(())
}
