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
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `view`: reading memory behind a pointer (`UnsafePointerView` and its static forms).
//! - `fn_pointer`: `UnsafeFnPointer`, a pointer bound to a definition.
//!
//! This file keeps pointer values (`pointer_from_js`, `pointer_to_js`), the checks every
//! operation makes, `UnsafePointer`'s statics and installing the classes.

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
use crate::ffi::callback::CallbackHost;
use crate::ffi::dlopen::{descriptor_json, descriptor_of_json};
use crate::ffi::loader::permission::FfiPermission;
use crate::ffi::rules::Rules;

/// The signature every body of the pointer API has (QuickJS's closure shape).
macro_rules! body {
    ($(#[$m:meta])* $vis:vis fn $name:ident($ctx:ident, $this:ident, $argc:ident, $argv:ident, $api:ident) $what:expr => $e:block) => {
        $(#[$m])*
        $vis unsafe extern "C" fn $name(
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

mod fn_pointer;
mod view;

use fn_pointer::fn_pointer_new;
use view::*;

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
    /// The engine's callbacks, whose pointer objects these functions read and make.
    callbacks: Rc<CallbackHost>,
}

impl PointerApi {
    /// The pointer-object class these functions read (under both rules: a Deno pointer
    /// object is a pointer to hostcall's API too, which makes numbers).
    fn objects(&self) -> qjs::JSClassID {
        self.callbacks.pointers.class()
    }

    /// An address as these rules give pointers: a pointer object (Deno's) or a number (a
    /// BigInt past 2^53: hostcall's); `null` for 0 under both.
    ///
    /// # Safety
    ///
    /// `ctx` is the engine's live context.
    unsafe fn out(&self, ctx: *mut qjs::JSContext, addr: usize) -> Result<Raw, Thrown> {
        match self.rules {
            Rules::Deno => made(self.callbacks.pointers.make(addr)),
            // SAFETY: the caller's contract.
            Rules::Hostcall => unsafe { pointer_to_js(ctx, addr) },
        }
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
    let callbacks = CallbackHost::of(shared);
    if !callbacks.pointers.register() {
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
            callbacks: callbacks.clone(),
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
            let identity = made(api.callbacks.pointers.make(1));
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
