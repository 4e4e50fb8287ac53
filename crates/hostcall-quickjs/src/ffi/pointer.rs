//! Pointers for scripts: `UnsafePointer`, `UnsafePointerView` and `UnsafeFnPointer` on
//! `hostcall` and (when it is ours) `Deno`, with Deno's API.
//!
//! Pointers are what each namespace's rules say: under hostcall's plain numbers (BigInts past
//! 2^53) and `null`, under Deno's Deno's pointer objects
//! ([`PointerObjects`](crate::binding::pointer_value::PointerObjects)) and `null`. Both
//! namespaces' functions read all three ([`pointer_from_js`]); each makes its own kind
//! ([`pointer_to_js`] for numbers). `UnsafePointer`'s static methods work on those values;
//! `UnsafePointerView` reads memory behind one.
//!
//! Every class and method is a native function ([`crate::binding::native`]): QuickJS calls the
//! Rust body directly, in its own closure shape, with no script in between (none is
//! evaluated at engine creation). That is the same entry a thunk's native entry has, so it
//! costs what a host call costs; the JIT lane would add nothing here (these bodies are fixed
//! Rust code, known when hostcall is built, and their arguments are not the lane's: an
//! optional offset, `this.pointer`, a destination buffer), and a native body works the same
//! on the generic backend and without the `jit` feature. A view's methods read
//! `this.pointer` (an own data property, as in Deno: a script may replace it), then check.
//!
//! Each body does every check that can be made before memory is touched: the permission
//! ([`PointerGrant`]), the pointer is a pointer value and not null, offsets are
//! non-negative integers, an address plus its length does not overflow and does not start
//! in the first page, lengths fit what QuickJS allows. Arguments are never coerced: a body
//! reads their tags, so no `valueOf`, getter or proxy trap runs between the checks and the
//! access (reading `this.pointer` may run a getter, before any check). A successful call
//! allocates nothing but its result (a BigInt, a string, an `ArrayBuffer`) and formats no
//! text; messages are made on the way to throwing. What cannot be checked is whether the
//! memory is there: reading through a pointer is as unsafe as in C, which is why the
//! operations on arbitrary addresses need the unrestricted FFI permission (an allow-list
//! does not grant them; `UnsafePointer.of` needs any grant).

use std::cell::Cell;
use std::ffi::{c_int, c_void, CStr};
use std::ptr::NonNull;
use std::rc::Rc;

use hostcall::{MethodData, MethodId};
use rquickjs::{qjs, Ctx, Exception, Function, Object, Value};

use crate::binding::buffer::{buffer_bytes, live_bytes, new_external};
use crate::binding::error::EngineError;
use crate::binding::function::make_function_with;
use crate::binding::guard::CallGuard;
use crate::binding::layout::bigint_i64;
use crate::binding::native::{
    self, arg, define, define_atom, free, from_rquickjs, guarded, made, state, tag, throw,
    type_name, Atom, ClassDef, ErrorClass, Member, Raw, Thrown, METHOD, NULL, UNDEFINED,
};
use crate::binding::pointer_value::pointer_value;
use crate::binding::state::Shared;
use crate::ffi::dlopen::{descriptor_json, descriptor_of_json};
use crate::ffi::rules::Rules;
use crate::loader::permission::FfiPermission;

/// The largest exact integer of a float64, 2^53 (the bound every path boxes by).
const MAX_EXACT: f64 = hostcall::lane::MAX_SAFE_MAGNITUDE;

/// Addresses below this are never mapped (Linux refuses to map the first page, and
/// `vm.mmap_min_addr` is at least 4096): a read there is a null dereference, refused.
const FIRST_MAPPED: usize = 4096;

/// The most bytes QuickJS puts in one `ArrayBuffer`.
const MAX_BUFFER: usize = i32::MAX as usize;

/// An address from a pointer value: `null` (0), an integral number in [0, 2^53], a
/// BigInt in [0, 2^63), or (when `objects` is a pointer-object class, under Deno's rules) a
/// pointer object of that class. `what` names the operation in errors. Reads the value's
/// tag and payload, or an object's class and opaque slot, only (no script runs).
///
/// # Safety
///
/// `ctx` is a live context and `v` a live value of it.
#[inline(always)]
pub(crate) unsafe fn pointer_from_js(
    ctx: *mut qjs::JSContext,
    objects: qjs::JSClassID,
    v: Raw,
    what: &'static str,
) -> Result<usize, Thrown> {
    match tag(v) {
        qjs::JS_TAG_NULL => Ok(0),
        // SAFETY: `v` is a live object (its tag); its class is read only.
        qjs::JS_TAG_OBJECT if objects != 0 && unsafe { qjs::JS_GetClassID(v) } == objects => {
            // SAFETY: an object of the pointer-object class: its opaque is its address
            // (`PointerObjects::make`).
            Ok(unsafe { qjs::JS_GetOpaque(v, objects) } as usize)
        }
        qjs::JS_TAG_INT => {
            // SAFETY: an int32 value's payload.
            let n = unsafe { v.u.int32 };
            usize::try_from(n).map_err(|_| {
                // SAFETY: `ctx` is live.
                unsafe { not_a_pointer(ctx, what, f64::from(n)) }
            })
        }
        qjs::JS_TAG_FLOAT64 => {
            // SAFETY: a float64 value's payload.
            let n = unsafe { v.u.float64 };
            // In range (NaN is not), then integral: its truncation is itself.
            if !(0.0..=MAX_EXACT).contains(&n) || (n as u64) as f64 != n {
                // SAFETY: `ctx` is live.
                return Err(unsafe { not_a_pointer(ctx, what, n) });
            }
            usize::try_from(n as u64).map_err(|_| {
                // SAFETY: `ctx` is live.
                unsafe {
                    throw(
                        ctx,
                        ErrorClass::Range,
                        &format!("{what}: {n} does not fit a pointer"),
                    )
                }
            })
        }
        // SAFETY: caller's contract.
        qjs::JS_TAG_BIG_INT | qjs::JS_TAG_SHORT_BIG_INT => unsafe { bigint_pointer(ctx, v, what) },
        // SAFETY: caller's contract.
        _ => Err(unsafe {
            throw(
                ctx,
                ErrorClass::Type,
                &format!(
                    "{what}: expected a pointer ({}a number, a BigInt or null), found {}",
                    if objects != 0 {
                        "a pointer object, "
                    } else {
                        ""
                    },
                    type_name(ctx, v)
                ),
            )
        }),
    }
}

/// The address of a BigInt pointer value.
///
/// # Safety
///
/// `ctx` is a live context and `v` a live BigInt of it.
unsafe fn bigint_pointer(
    ctx: *mut qjs::JSContext,
    v: Raw,
    what: &'static str,
) -> Result<usize, Thrown> {
    // SAFETY: caller's contract.
    let Some(n) = (unsafe { bigint_i64(ctx, v) }) else {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Range,
                &format!("{what}: the BigInt is not a pointer (over 2^63 - 1)"),
            )
        });
    };
    u64::try_from(n)
        .ok()
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| {
            // SAFETY: `ctx` is live.
            unsafe {
                throw(
                    ctx,
                    ErrorClass::Range,
                    &format!("{what}: {n}n is not a pointer"),
                )
            }
        })
}

#[cold]
unsafe fn not_a_pointer(ctx: *mut qjs::JSContext, what: &'static str, n: f64) -> Thrown {
    // SAFETY: `ctx` is live (caller's contract).
    unsafe {
        throw(
            ctx,
            ErrorClass::Range,
            &format!("{what}: {n} is not a pointer (an integer in [0, 2^53], a BigInt or null)"),
        )
    }
}

/// The JavaScript value of an address: `null` for 0, a number up to 2^53 (a float64 value
/// with every byte defined), else a BigInt. The inverse of [`pointer_from_js`].
///
/// # Safety
///
/// `ctx` is a live context.
#[inline(always)]
pub(crate) unsafe fn pointer_to_js(ctx: *mut qjs::JSContext, addr: usize) -> Result<Raw, Thrown> {
    if addr == 0 {
        return Ok(NULL);
    }
    if addr as u64 <= crate::binding::values::MAX_EXACT_INT {
        return Ok(pointer_value(addr));
    }
    // SAFETY: `ctx` is live.
    made(unsafe { qjs::JS_NewBigUint64(ctx, addr as u64) })
}

/// Which argument of an operation an index is, for messages.
#[derive(Clone, Copy)]
enum Index {
    Offset,
    ByteLength,
}

impl Index {
    fn name(self) -> &'static str {
        match self {
            Index::Offset => "the offset",
            Index::ByteLength => "the byte length",
        }
    }
}

/// A byte offset or length: `undefined` is `default`; else an integral number in
/// [0, 2^53] (a `RangeError` otherwise; a `TypeError` for anything but a number).
///
/// # Safety
///
/// `ctx` is a live context and `v` a live value of it.
#[inline(always)]
unsafe fn index_arg(
    ctx: *mut qjs::JSContext,
    v: Raw,
    default: Option<usize>,
    what: &'static str,
    which: Index,
) -> Result<usize, Thrown> {
    let n = match tag(v) {
        qjs::JS_TAG_INT => {
            // SAFETY: an int32 value's payload.
            let n = unsafe { v.u.int32 };
            if let Ok(i) = usize::try_from(n) {
                return Ok(i);
            }
            f64::from(n)
        }
        // SAFETY: a float64 value's payload.
        qjs::JS_TAG_FLOAT64 => unsafe { v.u.float64 },
        qjs::JS_TAG_UNDEFINED => {
            return default.ok_or_else(|| {
                // SAFETY: `ctx` is live.
                unsafe {
                    throw(
                        ctx,
                        ErrorClass::Type,
                        &format!("{what}: {} is required (a number)", which.name()),
                    )
                }
            });
        }
        _ => {
            // SAFETY: caller's contract.
            return Err(unsafe {
                throw(
                    ctx,
                    ErrorClass::Type,
                    &format!(
                        "{what}: {} must be a number, found {}",
                        which.name(),
                        type_name(ctx, v)
                    ),
                )
            });
        }
    };
    if n.fract() != 0.0 || !(0.0..=MAX_EXACT).contains(&n) {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Range,
                &format!(
                    "{what}: {} must be an integer in [0, 2^53], found {n}",
                    which.name()
                ),
            )
        });
    }
    usize::try_from(n as u64).map_err(|_| {
        // SAFETY: `ctx` is live.
        unsafe {
            throw(
                ctx,
                ErrorClass::Range,
                &format!("{what}: {} {n} does not fit an address", which.name()),
            )
        }
    })
}

/// The address `pointer + offset`, checked for `len` bytes: the pointer is not null, the
/// sum and its end do not overflow `isize::MAX`, and the range does not start in the first
/// page.
///
/// # Safety
///
/// `ctx` is a live context.
#[inline(always)]
unsafe fn address(
    ctx: *mut qjs::JSContext,
    what: &'static str,
    pointer: usize,
    offset: usize,
    len: usize,
) -> Result<usize, Thrown> {
    if pointer == 0 {
        // SAFETY: `ctx` is live.
        return Err(unsafe { null_pointer(ctx, what) });
    }
    // A range must end at or below `isize::MAX`: no Rust or C object is larger, and on
    // 64-bit targets the upper half of the address space is the kernel's.
    let addr = pointer.checked_add(offset).filter(|a| {
        a.checked_add(len)
            .is_some_and(|end| end <= isize::MAX as usize)
    });
    let Some(addr) = addr else {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Range,
                &format!("{what}: pointer {pointer:#x} + offset {offset} + {len} bytes overflows the address space"),
            )
        });
    };
    if addr < FIRST_MAPPED {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Range,
                &format!("{what}: address {addr:#x} is in the first page, which is never mapped (a null pointer plus an offset?)"),
            )
        });
    }
    Ok(addr)
}

#[cold]
unsafe fn null_pointer(ctx: *mut qjs::JSContext, what: &'static str) -> Thrown {
    // SAFETY: `ctx` is live (caller's contract).
    unsafe {
        throw(
            ctx,
            ErrorClass::Type,
            &format!("{what}: the pointer is null"),
        )
    }
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
///
/// # Safety
///
/// `ctx` is a live context.
#[inline(always)]
unsafe fn permitted(
    ctx: *mut qjs::JSContext,
    grant: PointerGrant,
    what: &'static str,
) -> Result<(), Thrown> {
    if grant.raw_memory {
        return Ok(());
    }
    // SAFETY: `ctx` is live.
    Err(unsafe { not_permitted(ctx, grant, what) })
}

#[cold]
unsafe fn not_permitted(ctx: *mut qjs::JSContext, grant: PointerGrant, what: &str) -> Thrown {
    let why = if grant.buffer_address {
        "it reaches memory at any address, which an allow-list does not grant: the embedder \
         must allow FFI without a list (hostcall run --allow-ffi)"
    } else {
        "the embedder must allow FFI without a list (hostcall run --allow-ffi)"
    };
    // SAFETY: `ctx` is live (caller's contract).
    unsafe {
        throw(
            ctx,
            ErrorClass::Plain,
            &format!("{what} is not allowed: {why}"),
        )
    }
}

/// What the functions of one namespace's classes share: the atoms they define and read,
/// the grant, the namespace's rules and the host (for `UnsafeFnPointer`).
struct PointerApi {
    pointer: Atom,
    prototype: Atom,
    definition: Atom,
    call: Atom,
    grant: PointerGrant,
    rules: Rules,
    shared: Rc<Shared>,
}

impl PointerApi {
    /// The pointer-object class these functions read (under both rules: a Deno pointer
    /// object is a pointer to hostcall's API too, which makes numbers).
    fn objects(&self) -> qjs::JSClassID {
        self.shared.callbacks.pointers.class()
    }

    /// An address as these rules give pointers: a pointer object (Deno's) or a number (a
    /// BigInt past 2^53: hostcall's); `null` for 0 under both.
    ///
    /// # Safety
    ///
    /// `ctx` is the engine's live context.
    unsafe fn out(&self, ctx: *mut qjs::JSContext, addr: usize) -> Result<Raw, Thrown> {
        match self.rules {
            Rules::Deno => made(self.shared.callbacks.pointers.make(addr)),
            // SAFETY: the caller's contract.
            Rules::Hostcall => unsafe { pointer_to_js(ctx, addr) },
        }
    }
}

/// The scalar types `UnsafePointerView` reads (a view method's const parameter).
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

/// The const parameter of each [`Read`].
mod read {
    pub(super) const BOOL: u8 = 0;
    pub(super) const I8: u8 = 1;
    pub(super) const U8: u8 = 2;
    pub(super) const I16: u8 = 3;
    pub(super) const U16: u8 = 4;
    pub(super) const I32: u8 = 5;
    pub(super) const U32: u8 = 6;
    pub(super) const I64: u8 = 7;
    pub(super) const U64: u8 = 8;
    pub(super) const F32: u8 = 9;
    pub(super) const F64: u8 = 10;
    pub(super) const POINTER: u8 = 11;
}

impl Read {
    /// The kind of a const parameter (anything past the table reads a pointer).
    #[inline(always)]
    const fn of(k: u8) -> Read {
        match k {
            read::BOOL => Read::Bool,
            read::I8 => Read::I8,
            read::U8 => Read::U8,
            read::I16 => Read::I16,
            read::U16 => Read::U16,
            read::I32 => Read::I32,
            read::U32 => Read::U32,
            read::I64 => Read::I64,
            read::U64 => Read::U64,
            read::F32 => Read::F32,
            read::F64 => Read::F64,
            _ => Read::Pointer,
        }
    }

    /// The method's name in messages.
    const fn what(self) -> &'static str {
        match self {
            Read::Bool => "UnsafePointerView.getBool",
            Read::I8 => "UnsafePointerView.getInt8",
            Read::U8 => "UnsafePointerView.getUint8",
            Read::I16 => "UnsafePointerView.getInt16",
            Read::U16 => "UnsafePointerView.getUint16",
            Read::I32 => "UnsafePointerView.getInt32",
            Read::U32 => "UnsafePointerView.getUint32",
            Read::I64 => "UnsafePointerView.getBigInt64",
            Read::U64 => "UnsafePointerView.getBigUint64",
            Read::F32 => "UnsafePointerView.getFloat32",
            Read::F64 => "UnsafePointerView.getFloat64",
            Read::Pointer => "UnsafePointerView.getPointer",
        }
    }

    const fn size(self) -> usize {
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
#[inline(always)]
unsafe fn load<T: Copy>(addr: usize) -> T {
    // SAFETY: the caller's contract.
    unsafe { std::ptr::read_unaligned(addr as *const T) }
}

/// Reads one `kind` at `a` and boxes it.
///
/// # Safety
///
/// `ctx` is a live context; `a..a + kind.size()` was checked by [`address`] and the script
/// vouches that it is readable.
#[inline(always)]
unsafe fn read_at(
    ctx: *mut qjs::JSContext,
    api: &PointerApi,
    kind: Read,
    a: usize,
) -> Result<Raw, Thrown> {
    // SAFETY: reading memory behind a script's pointer is what the FFI permission, granted
    // by the embedder with `unsafe`, allows; the script vouches that `a..a + size` is
    // readable (as in C and in Deno). The address was checked not null, not in the first
    // page and not overflowing; the read is unaligned-safe and every bit pattern is valid.
    unsafe {
        Ok(match kind {
            Read::Bool => native::boolean(load::<u8>(a) != 0),
            Read::I8 => native::int(i32::from(load::<i8>(a))),
            Read::U8 => native::int(i32::from(load::<u8>(a))),
            Read::I16 => native::int(i32::from(load::<i16>(a))),
            Read::U16 => native::int(i32::from(load::<u16>(a))),
            Read::I32 => native::int(load::<i32>(a)),
            Read::U32 => native::number(f64::from(load::<u32>(a))),
            Read::I64 => made(qjs::JS_NewBigInt64(ctx, load::<i64>(a)))?,
            Read::U64 => made(qjs::JS_NewBigUint64(ctx, load::<u64>(a)))?,
            Read::F32 => native::number(f64::from(load::<f32>(a))),
            Read::F64 => native::number(load::<f64>(a)),
            Read::Pointer => api.out(ctx, load::<usize>(a))?,
        })
    }
}

/// `this.pointer` of a view method: read (a getter or proxy trap may run: before any
/// check), converted, released.
///
/// # Safety
///
/// `ctx` is a live context and `this` a live value of it.
#[inline(always)]
unsafe fn this_pointer(
    ctx: *mut qjs::JSContext,
    api: &PointerApi,
    this: Raw,
    what: &'static str,
) -> Result<usize, Thrown> {
    // SAFETY: caller's contract; the property value is owned here and released once.
    unsafe {
        let v = made(qjs::JS_GetProperty(ctx, this, api.pointer.get()))?;
        let r = pointer_from_js(ctx, api.objects(), v, what);
        free(ctx, v);
        r
    }
}

/// `view.getX(offset)`: one scalar of kind `K` at `this.pointer + offset`.
unsafe extern "C" fn view_read<const K: u8>(
    ctx: *mut qjs::JSContext,
    this: Raw,
    argc: c_int,
    argv: *mut Raw,
    _magic: c_int,
    opaque: *mut c_void,
) -> Raw {
    let kind = Read::of(K);
    let what = kind.what();
    // SAFETY: QuickJS calls this body with a live context, its arguments and the opaque
    // state `install` gave the function (a `PointerApi`).
    unsafe {
        guarded(ctx, what, || {
            let api = state::<PointerApi>(opaque);
            permitted(ctx, api.grant, what)?;
            let p = this_pointer(ctx, api, this, what)?;
            let off = index_arg(ctx, arg(argc, argv, 0), Some(0), what, Index::Offset)?;
            let a = address(ctx, what, p, off, kind.size())?;
            read_at(ctx, api, kind, a)
        })
    }
}

const GET_CSTRING: &str = "UnsafePointerView.getCString";
const GET_ARRAY_BUFFER: &str = "UnsafePointerView.getArrayBuffer";
const COPY_INTO: &str = "UnsafePointerView.copyInto";

/// `getCString(offset)`: the NUL-terminated UTF-8 string at the address, copied into a new
/// string. Bytes that are not UTF-8 are a `TypeError` under hostcall's rules (as a
/// `cstring` result's), and become U+FFFD under Deno's (as
/// `Deno.UnsafePointerView.getCString` does).
///
/// # Safety
///
/// `ctx` is a live context and `offset` a live value of it.
unsafe fn cstring_at(
    ctx: *mut qjs::JSContext,
    api: &PointerApi,
    p: usize,
    offset: Raw,
) -> Result<Raw, Thrown> {
    // SAFETY: `ctx` and `offset` are live (caller's contract).
    let off = unsafe { index_arg(ctx, offset, Some(0), GET_CSTRING, Index::Offset) }?;
    // SAFETY: `ctx` is live.
    let a = unsafe { address(ctx, GET_CSTRING, p, off, 1) }?;
    // SAFETY: as in `read_at`: the script vouches for a NUL-terminated string at `a`.
    let bytes = unsafe { CStr::from_ptr(a as *const std::ffi::c_char) }.to_bytes();
    let new_string = |s: &str| {
        // SAFETY: `ctx` is live; QuickJS copies `s.len()` bytes of UTF-8.
        made(unsafe { qjs::JS_NewStringLen(ctx, s.as_ptr().cast(), s.len() as qjs::size_t) })
    };
    match std::str::from_utf8(bytes) {
        Ok(s) => new_string(s),
        Err(e) => match api.rules {
            Rules::Deno => new_string(&String::from_utf8_lossy(bytes)),
            // SAFETY: `ctx` is live.
            Rules::Hostcall => Err(unsafe {
                throw(
                    ctx,
                    ErrorClass::Type,
                    &format!("{GET_CSTRING}: the string at {a:#x} is not valid UTF-8 ({e})"),
                )
            }),
        },
    }
}

/// `getArrayBuffer(byteLength, offset)`: an `ArrayBuffer` over the memory itself, not a
/// copy (as in Deno). QuickJS never frees or resizes it; it is valid while the memory is.
///
/// # Safety
///
/// `ctx` is a live context and `length` and `offset` live values of it.
unsafe fn array_buffer_at(
    ctx: *mut qjs::JSContext,
    p: usize,
    length: Raw,
    offset: Raw,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract.
    let len = unsafe { index_arg(ctx, length, None, GET_ARRAY_BUFFER, Index::ByteLength) }?;
    if len > MAX_BUFFER {
        // SAFETY: `ctx` is live.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Range,
                &format!("{GET_ARRAY_BUFFER}: byte length {len} is over the largest ArrayBuffer (2^31 - 1)"),
            )
        });
    }
    // SAFETY: caller's contract.
    let off = unsafe { index_arg(ctx, offset, Some(0), GET_ARRAY_BUFFER, Index::Offset) }?;
    // SAFETY: `ctx` is live.
    let a = unsafe { address(ctx, GET_ARRAY_BUFFER, p, off, len) }?;
    // SAFETY: `a..a + len` is the script's memory (it vouches for it, as in Deno), not
    // null (`address` refuses the first page); the buffer neither frees nor resizes it.
    made(unsafe { new_external(ctx, a as *mut u8, len) })
}

/// `copyInto(destination, offset)`: copies the destination's live bytes from the address.
///
/// # Safety
///
/// `ctx` is a live context and `destination` and `offset` live values of it.
unsafe fn copy_into_at(
    ctx: *mut qjs::JSContext,
    p: usize,
    destination: Raw,
    offset: Raw,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract. No script runs from here to the copy.
    let Some((dst, len)) = (unsafe { buffer_bytes(ctx, destination) }) else {
        // SAFETY: caller's contract.
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Type,
                &format!(
                    "{COPY_INTO}: the destination must be an ArrayBuffer or a typed array (not shared), found {}",
                    type_name(ctx, destination)
                ),
            )
        });
    };
    // SAFETY: caller's contract.
    let off = unsafe { index_arg(ctx, offset, Some(0), COPY_INTO, Index::Offset) }?;
    // SAFETY: `ctx` is live.
    let a = unsafe { address(ctx, COPY_INTO, p, off, len) }?;
    if len > 0 {
        // SAFETY: `dst..dst + len` are the destination's bytes now (read by `buffer_bytes`,
        // no script ran since); the source is the script's memory, which it vouches for.
        // `copy` allows the two to overlap (a destination made by `getArrayBuffer` over the
        // same memory).
        unsafe { std::ptr::copy(a as *const u8, dst, len) };
    }
    Ok(UNDEFINED)
}

/// The signature every body below has (QuickJS's closure shape).
macro_rules! body {
    ($(#[$m:meta])* fn $name:ident($ctx:ident, $this:ident, $argc:ident, $argv:ident, $api:ident) $what:expr => $e:block) => {
        $(#[$m])*
        unsafe extern "C" fn $name(
            $ctx: *mut qjs::JSContext,
            $this: Raw,
            $argc: c_int,
            $argv: *mut Raw,
            _magic: c_int,
            opaque: *mut c_void,
        ) -> Raw {
            // SAFETY: QuickJS calls this body with a live context, its `this` and
            // arguments, and the opaque state `install` gave the function (a `PointerApi`).
            // The block uses them as the contracts of the functions it calls say.
            unsafe {
                guarded($ctx, $what, || {
                    let $api = state::<PointerApi>(opaque);
                    let _ = (&$this, &$argc, &$argv);
                    $e
                })
            }
        }
    };
}

body! {
    /// `view.getCString(offset)`.
    fn view_cstring(ctx, this, argc, argv, api) GET_CSTRING => {
        permitted(ctx, api.grant, GET_CSTRING)?;
        let p = this_pointer(ctx, api, this, GET_CSTRING)?;
        cstring_at(ctx, api, p, arg(argc, argv, 0))
    }
}

body! {
    /// `UnsafePointerView.getCString(pointer, offset)`.
    fn static_cstring(ctx, this, argc, argv, api) GET_CSTRING => {
        permitted(ctx, api.grant, GET_CSTRING)?;
        let p = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), GET_CSTRING)?;
        cstring_at(ctx, api, p, arg(argc, argv, 1))
    }
}

body! {
    /// `view.getArrayBuffer(byteLength, offset)`.
    fn view_array_buffer(ctx, this, argc, argv, api) GET_ARRAY_BUFFER => {
        permitted(ctx, api.grant, GET_ARRAY_BUFFER)?;
        let p = this_pointer(ctx, api, this, GET_ARRAY_BUFFER)?;
        array_buffer_at(ctx, p, arg(argc, argv, 0), arg(argc, argv, 1))
    }
}

body! {
    /// `UnsafePointerView.getArrayBuffer(pointer, byteLength, offset)`.
    fn static_array_buffer(ctx, this, argc, argv, api) GET_ARRAY_BUFFER => {
        permitted(ctx, api.grant, GET_ARRAY_BUFFER)?;
        let p = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), GET_ARRAY_BUFFER)?;
        array_buffer_at(ctx, p, arg(argc, argv, 1), arg(argc, argv, 2))
    }
}

body! {
    /// `view.copyInto(destination, offset)`.
    fn view_copy_into(ctx, this, argc, argv, api) COPY_INTO => {
        permitted(ctx, api.grant, COPY_INTO)?;
        let p = this_pointer(ctx, api, this, COPY_INTO)?;
        copy_into_at(ctx, p, arg(argc, argv, 0), arg(argc, argv, 1))
    }
}

body! {
    /// `UnsafePointerView.copyInto(pointer, destination, offset)`.
    fn static_copy_into(ctx, this, argc, argv, api) COPY_INTO => {
        permitted(ctx, api.grant, COPY_INTO)?;
        let p = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), COPY_INTO)?;
        copy_into_at(ctx, p, arg(argc, argv, 1), arg(argc, argv, 2))
    }
}

/// The data of the `UnsafePointerView` constructor: two shape templates (see
/// [`native::templates`]), then the atoms `pointer` and `prototype`.
const VIEW_DATA_POINTER: usize = 2;
const VIEW_DATA_PROTOTYPE: usize = 3;
/// The pointer-object class the constructor reads (an int).
const VIEW_DATA_OBJECTS: usize = 4;
/// The class's prototype: `UnsafePointerView.prototype`, which never changes (a
/// constructor's `prototype` is neither writable nor configurable).
const VIEW_DATA_PROTO: usize = 5;
/// The constructor's own identity: a pointer object (never given to a script) whose address
/// is the constructor object's, set once the constructor is made. `new.target` at that
/// address is the constructor itself, whose `prototype` is [`VIEW_DATA_PROTO`]: the common
/// `new UnsafePointerView(p)` reads no property to find it.
const VIEW_DATA_SELF: usize = 6;

impl PointerGrant {
    /// The grant as a native function's magic number.
    fn to_magic(self) -> c_int {
        c_int::from(self.raw_memory) | c_int::from(self.buffer_address) << 1
    }

    /// The grant a magic number made by [`PointerGrant::to_magic`] holds.
    fn from_magic(magic: c_int) -> PointerGrant {
        PointerGrant {
            raw_memory: magic & 1 != 0,
            buffer_address: magic & 2 != 0,
        }
    }
}

/// `new UnsafePointerView(pointer)`: an object with the checked pointer as its own
/// `pointer` property (writable, enumerable, configurable, as Deno's class field). A
/// function over data (not the shared state): its templates keep the shapes of views alive,
/// so making one allocates the object only. Its prototype is `new.target.prototype`, read
/// only when `new.target` is not the constructor itself (a subclass, `Reflect.construct`):
/// the constructor's own is in its data.
unsafe extern "C" fn view_new(
    ctx: *mut qjs::JSContext,
    this: Raw,
    argc: c_int,
    argv: *mut Raw,
    magic: c_int,
    data: *mut Raw,
) -> Raw {
    const WHAT: &str = "UnsafePointerView";
    // SAFETY: QuickJS calls this body with a live context, its `new.target` and arguments,
    // and the data `view_class` gave the function (the `VIEW_DATA_*` values).
    unsafe {
        guarded(ctx, WHAT, || {
            permitted(ctx, PointerGrant::from_magic(magic), WHAT)?;
            let objects = (*data.add(VIEW_DATA_OBJECTS)).u.int32 as qjs::JSClassID;
            let given = arg(argc, argv, 0);
            let p = pointer_from_js(ctx, objects, given, WHAT)?;
            if p == 0 {
                return Err(null_pointer(ctx, WHAT));
            }
            let pointer = native::value_atom(*data.add(VIEW_DATA_POINTER));
            // `pointer` is the pointer given: a pointer object as it is (as Deno keeps it),
            // a number as it is (an integer in [0, 2^53], checked), a BigInt as its
            // address's own value.
            let value = match tag(given) {
                qjs::JS_TAG_OBJECT if objects != 0 => qjs::JS_DupValue(ctx, given),
                qjs::JS_TAG_INT | qjs::JS_TAG_FLOAT64 => given,
                _ => pointer_to_js(ctx, p)?,
            };
            let this_ctor = tag(this) == qjs::JS_TAG_OBJECT
                && qjs::JS_GetOpaque(*data.add(VIEW_DATA_SELF), objects) == this.u.ptr;
            let obj = if this_ctor {
                made(qjs::JS_NewObjectProto(ctx, *data.add(VIEW_DATA_PROTO)))
            } else {
                let prototype = native::value_atom(*data.add(VIEW_DATA_PROTOTYPE));
                native::new_object(ctx, this, prototype, WHAT)
            };
            let obj = match obj {
                Ok(o) => o,
                Err(t) => {
                    free(ctx, value);
                    return Err(t);
                }
            };
            match define_atom(ctx, obj, pointer, value, qjs::JS_PROP_C_W_E) {
                Ok(()) => Ok(obj),
                Err(t) => {
                    free(ctx, obj);
                    Err(t)
                }
            }
        })
    }
}

body! {
    /// `new UnsafePointer()`: refused, as Deno's (pointers come from `create`, `of`, calls).
    fn pointer_new(ctx, this, argc, argv, api) "UnsafePointer" => {
        Err(throw(
            ctx,
            ErrorClass::Type,
            match api.rules {
                Rules::Deno => "UnsafePointer cannot be constructed: pointers are pointer objects (UnsafePointer.create) and null",
                Rules::Hostcall => "UnsafePointer cannot be constructed: pointers are numbers (BigInts past 2^53) and null",
            },
        ))
    }
}

body! {
    /// `UnsafePointer.create(value)`.
    fn pointer_create(ctx, this, argc, argv, api) "UnsafePointer.create" => {
        let _ = api;
        let a = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), "UnsafePointer.create")?;
        api.out(ctx, a)
    }
}

body! {
    /// `UnsafePointer.equals(a, b)`.
    fn pointer_equals(ctx, this, argc, argv, api) "UnsafePointer.equals" => {
        let _ = api;
        let a = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), "UnsafePointer.equals")?;
        let b = pointer_from_js(ctx, api.objects(), arg(argc, argv, 1), "UnsafePointer.equals")?;
        Ok(native::boolean(a == b))
    }
}

body! {
    /// `UnsafePointer.value(pointer)`: the address as a number (a BigInt past 2^53); 0
    /// for `null`. Under Deno's rules always a BigInt (`0n` for `null`), as Deno's.
    fn pointer_value_of(ctx, this, argc, argv, api) "UnsafePointer.value" => {
        let a = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), "UnsafePointer.value")?;
        match (api.rules, a) {
            (Rules::Deno, a) => made(qjs::JS_NewBigUint64(ctx, a as u64)),
            (Rules::Hostcall, 0) => Ok(native::int(0)),
            (Rules::Hostcall, a) => pointer_to_js(ctx, a),
        }
    }
}

body! {
    /// `UnsafePointer.offset(pointer, offset)`: pointer arithmetic; the offset may be
    /// negative (an integer of magnitude at most 2^53); the result must stay in [0, 2^64).
    /// Under Deno's rules `null` is a `TypeError`, as in Deno.
    fn pointer_offset(ctx, this, argc, argv, api) "UnsafePointer.offset" => {
        const WHAT: &str = "UnsafePointer.offset";
        let p = pointer_from_js(ctx, api.objects(), arg(argc, argv, 0), WHAT)?;
        if p == 0 && api.rules == Rules::Deno {
            // Deno's rule: no arithmetic from null (`create` makes a pointer from a value).
            return Err(null_pointer(ctx, WHAT));
        }
        let off = arg(argc, argv, 1);
        let n = match tag(off) {
            qjs::JS_TAG_INT => f64::from(off.u.int32),
            qjs::JS_TAG_FLOAT64 => off.u.float64,
            _ => {
                return Err(throw(
                    ctx,
                    ErrorClass::Type,
                    &format!("{WHAT}: the offset must be a number, found {}", type_name(ctx, off)),
                ))
            }
        };
        if n.fract() != 0.0 || !(-MAX_EXACT..=MAX_EXACT).contains(&n) {
            return Err(throw(
                ctx,
                ErrorClass::Range,
                &format!("{WHAT}: the offset must be an integer in [-2^53, 2^53], found {n}"),
            ));
        }
        let r = if n < 0.0 {
            p.checked_sub((-n) as usize)
        } else {
            p.checked_add(n as usize)
        };
        match r {
            Some(r) => api.out(ctx, r),
            None => Err(throw(
                ctx,
                ErrorClass::Range,
                &format!("{WHAT}: {p:#x} + {n} is outside the address space"),
            )),
        }
    }
}

body! {
    /// `UnsafePointer.of(buffer)`: the address of a buffer's bytes now (`null` for a buffer
    /// without memory behind it, as `new Uint8Array(0)`; an empty view of a buffer with
    /// bytes gives its address, as in Deno). Under Deno's rules a `SharedArrayBuffer` too.
    fn pointer_of(ctx, this, argc, argv, api) "UnsafePointer.of" => {
        if !api.grant.buffer_address {
            return Err(throw(
                ctx,
                ErrorClass::Plain,
                "UnsafePointer.of is not allowed: the embedder must allow FFI (hostcall run --allow-ffi)",
            ));
        }
        let buffer = arg(argc, argv, 0);
        // Deno's rules take a `SharedArrayBuffer` (or a view over one) too, as Deno does: an
        // address is only arithmetic here, what reads or writes through it is the script's.
        let bytes = match live_bytes(ctx, buffer) {
            Some(b) if !b.shared || api.rules == Rules::Deno => Some(b),
            _ => None,
        };
        match bytes {
            // Deno's rule: null only for a buffer without memory behind it (an empty view
            // of a buffer with bytes, or an empty buffer over outside memory, has one).
            Some(b) if !b.backing || b.data.is_null() => Ok(NULL),
            Some(b) => api.out(ctx, b.data as usize),
            None => Err(throw(
                ctx,
                ErrorClass::Type,
                &format!(
                    "UnsafePointer.of: expected an ArrayBuffer or a typed array{}, found {}",
                    if api.rules == Rules::Deno { "" } else { " (not shared)" },
                    type_name(ctx, buffer)
                ),
            )),
        }
    }
}

body! {
    /// `new UnsafeFnPointer(pointer, definition)`: an object with `pointer` and
    /// `definition` (the arguments, as Deno's fields) and `call`, the function.
    fn fn_pointer_new(ctx, this, argc, argv, api) "UnsafeFnPointer" => {
        const WHAT: &str = "UnsafeFnPointer";
        permitted(ctx, api.grant, WHAT)?;
        let obj = native::new_object(ctx, this, api.prototype.get(), WHAT)?;
        let filled = (|| -> Result<(), Thrown> {
            let pointer = arg(argc, argv, 0);
            let definition = arg(argc, argv, 1);
            let p = pointer_from_js(ctx, api.objects(), pointer, WHAT)?;
            if p == 0 {
                return Err(null_pointer(ctx, WHAT));
            }
            let Some(raw) = NonNull::new(ctx) else {
                return Err(Thrown);
            };
            // The rquickjs view of this call's context, for the descriptor parser.
            let rctx = Ctx::from_raw(raw);
            let def = Value::from_raw(rctx.clone(), qjs::JS_DupValue(ctx, definition));
            let call = from_rquickjs(&rctx, fn_pointer(&rctx, &api.shared, p, def, api.rules))?;
            define_atom(ctx, obj, api.pointer.get(), qjs::JS_DupValue(ctx, pointer), qjs::JS_PROP_C_W_E)?;
            define_atom(ctx, obj, api.definition.get(), qjs::JS_DupValue(ctx, definition), qjs::JS_PROP_C_W_E)?;
            // The reference is taken only now, by the definition that consumes it (an
            // earlier failure, out of memory, would have leaked it).
            define_atom(ctx, obj, api.call.get(), qjs::JS_DupValue(ctx, call.as_raw()), METHOD)
        })();
        match filled {
            Ok(()) => Ok(obj),
            Err(t) => {
                free(ctx, obj);
                Err(t)
            }
        }
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
    p: usize,
    definition: Value<'js>,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let what = "UnsafeFnPointer";
    // Script code may run here (getters, proxies, `toJSON`), before anything is made.
    let value = descriptor_json(ctx, "call", definition)?;
    let addr = p as *const std::ffi::c_void;
    // A pointer into a library this engine opened is guarded by it: once it is closed,
    // `call` throws as its symbols do instead of jumping into unloaded code.
    let library = crate::ffi::state::FfiState::of(shared).libraries.of(addr);
    // One parser for every definition (structs by value included).
    let (_, sig, function_params, nonblocking) = descriptor_of_json(ctx, "call", value, rules)?;
    if nonblocking {
        let call = crate::ffi::nonblocking::call_interface(&sig, shared.dispatcher.layout())
            .map_err(|e| Exception::throw_type(ctx, &format!("{what}: {e}")))?;
        return nonblocking_call(ctx, shared, addr, call, function_params, library, rules);
    }
    let arity = sig.js_arity();
    let adapt = rules.adapt(function_params);
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
    let stat = crate::ffi::state::FfiState::of(shared).symbol_stat("UnsafeFnPointer", "call");
    make_function_with(ctx, shared, "call", handle, arity, guard, adapt, stat)
        .map_err(|e| Exception::throw_internal(ctx, &e.to_string()))
}

/// A `nonblocking` `UnsafeFnPointer`'s `call`: guarded by the library the pointer lies in,
/// if any.
fn nonblocking_call<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    addr: *const std::ffi::c_void,
    call: hostcall::core::generic::FfiCall,
    function_params: Vec<usize>,
    library: Option<Rc<dyn CallGuard>>,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let guard = library.unwrap_or_else(|| Rc::new(Unguarded(Cell::new(false))));
    crate::ffi::nonblocking::make(
        ctx,
        shared,
        "call",
        addr,
        call,
        function_params,
        guard,
        rules,
    )
    .map(Function::into_value)
}

/// `UnsafePointerView.prototype`'s methods. Their lengths are Deno's, whose methods take
/// `offset = 0` (a parameter with a default does not count): a call that leaves the offset
/// out (`view.getInt32()`) then has all the arguments QuickJS expects, and QuickJS does not
/// copy them to pad the missing ones with `undefined` (as it does below a function's length).
const VIEW_METHODS: [Member; 15] = [
    Member {
        name: c"getBool",
        length: 0,
        body: view_read::<{ read::BOOL }>,
    },
    Member {
        name: c"getInt8",
        length: 0,
        body: view_read::<{ read::I8 }>,
    },
    Member {
        name: c"getUint8",
        length: 0,
        body: view_read::<{ read::U8 }>,
    },
    Member {
        name: c"getInt16",
        length: 0,
        body: view_read::<{ read::I16 }>,
    },
    Member {
        name: c"getUint16",
        length: 0,
        body: view_read::<{ read::U16 }>,
    },
    Member {
        name: c"getInt32",
        length: 0,
        body: view_read::<{ read::I32 }>,
    },
    Member {
        name: c"getUint32",
        length: 0,
        body: view_read::<{ read::U32 }>,
    },
    Member {
        name: c"getBigInt64",
        length: 0,
        body: view_read::<{ read::I64 }>,
    },
    Member {
        name: c"getBigUint64",
        length: 0,
        body: view_read::<{ read::U64 }>,
    },
    Member {
        name: c"getFloat32",
        length: 0,
        body: view_read::<{ read::F32 }>,
    },
    Member {
        name: c"getFloat64",
        length: 0,
        body: view_read::<{ read::F64 }>,
    },
    Member {
        name: c"getPointer",
        length: 0,
        body: view_read::<{ read::POINTER }>,
    },
    Member {
        name: c"getCString",
        length: 0,
        body: view_cstring,
    },
    Member {
        name: c"getArrayBuffer",
        length: 1,
        body: view_array_buffer,
    },
    Member {
        name: c"copyInto",
        length: 1,
        body: view_copy_into,
    },
];

/// `UnsafePointerView`'s statics (lengths as Deno's: the defaulted offset does not count).
const VIEW_STATICS: [Member; 3] = [
    Member {
        name: c"getCString",
        length: 1,
        body: static_cstring,
    },
    Member {
        name: c"getArrayBuffer",
        length: 2,
        body: static_array_buffer,
    },
    Member {
        name: c"copyInto",
        length: 2,
        body: static_copy_into,
    },
];

/// `UnsafePointer`'s statics.
const POINTER_STATICS: [Member; 5] = [
    Member {
        name: c"create",
        length: 1,
        body: pointer_create,
    },
    Member {
        name: c"equals",
        length: 2,
        body: pointer_equals,
    },
    Member {
        name: c"offset",
        length: 2,
        body: pointer_offset,
    },
    Member {
        name: c"value",
        length: 1,
        body: pointer_value_of,
    },
    Member {
        name: c"of",
        length: 1,
        body: pointer_of,
    },
];

/// Defines `UnsafePointer`, `UnsafePointerView` and `UnsafeFnPointer` on each target
/// namespace (with its rules), as native classes (no script is evaluated). Memory
/// operations need what `grant` allows.
pub(crate) fn install<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    grant: PointerGrant,
    targets: &[(Object<'js>, Rules)],
) -> Result<(), EngineError> {
    let c = ctx.as_raw().as_ptr();
    for (target, rules) in targets {
        // SAFETY: `c` is the live context of `ctx` and `target` a live object of it.
        unsafe { install_on(c, shared, grant, target.as_raw(), *rules) }
            .map_err(|t| native::install_error(ctx, t))?;
    }
    Ok(())
}

/// The three classes of one namespace.
///
/// # Safety
///
/// `ctx` is a live context and `target` a live object of it.
unsafe fn install_on(
    ctx: *mut qjs::JSContext,
    shared: &Rc<Shared>,
    grant: PointerGrant,
    target: Raw,
    rules: Rules,
) -> Result<(), Thrown> {
    // Registered with the first namespace (both read pointer objects; Deno's makes them).
    if !shared.callbacks.pointers.register() {
        // SAFETY: `ctx` is live (caller's contract).
        return Err(unsafe {
            throw(
                ctx,
                ErrorClass::Plain,
                "cannot register the PointerObject class",
            )
        });
    }
    // SAFETY: caller's contract; the atoms live as long as the functions holding the state
    // (released by their finalizers, before the runtime is freed).
    unsafe {
        let api = Rc::new(PointerApi {
            pointer: Atom::new(ctx, c"pointer")?,
            prototype: Atom::new(ctx, c"prototype")?,
            definition: Atom::new(ctx, c"definition")?,
            call: Atom::new(ctx, c"call")?,
            grant,
            rules,
            shared: shared.clone(),
        });
        let classes = [
            ClassDef {
                name: c"UnsafePointer",
                constructor: (0, pointer_new),
                methods: &[],
                getters: &[],
                statics: &POINTER_STATICS,
            },
            ClassDef {
                name: c"UnsafePointerView",
                // Made by `view_class` (a function over data).
                constructor: (1, pointer_new),
                methods: &VIEW_METHODS,
                getters: &[],
                statics: &VIEW_STATICS,
            },
            ClassDef {
                name: c"UnsafeFnPointer",
                constructor: (2, fn_pointer_new),
                methods: &[],
                getters: &[],
                statics: &[],
            },
        ];
        for def in &classes {
            let ctor = if def.name == c"UnsafePointerView" {
                view_class(ctx, &api, def)?
            } else {
                native::class(ctx, &api, def)?
            };
            define(ctx, target, def.name, ctor, METHOD)?;
        }
        Ok(())
    }
}

/// `UnsafePointerView`: its constructor is a function over data ([`view_new`]).
///
/// # Safety
///
/// `ctx` is a live context.
unsafe fn view_class(
    ctx: *mut qjs::JSContext,
    api: &Rc<PointerApi>,
    def: &ClassDef<'_>,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract; `proto` and the templates are owned here and freed once
    // (the function and the class take their own references).
    unsafe {
        let proto = made(qjs::JS_NewObject(ctx))?;
        let r = native::templates(ctx, Some(proto), &[api.pointer.get()]).and_then(|t| {
            // Any address will do until the constructor exists (never null: a pointer
            // object holds one).
            let identity = made(api.shared.callbacks.pointers.make(1));
            let ctor = identity.and_then(|identity| {
                let mut data = [
                    t[0],
                    t[1],
                    native::atom_value(api.pointer.get()),
                    native::atom_value(api.prototype.get()),
                    native::int(api.objects() as i32),
                    proto,
                    identity,
                ];
                let ctor = native::data_function(
                    ctx,
                    def.name,
                    def.constructor.0,
                    api.grant.to_magic(),
                    &mut data,
                    view_new,
                );
                if let Ok(c) = ctor {
                    // The pointer-object class is not one of QuickJS's own: its opaque
                    // can be set (never fails).
                    qjs::JS_SetOpaque(identity, c.u.ptr);
                }
                free(ctx, identity);
                ctor
            });
            for v in t {
                free(ctx, v);
            }
            ctor.and_then(|ctor| native::class_around(ctx, api, def, ctor, proto))
        });
        free(ctx, proto);
        r
    }
}
