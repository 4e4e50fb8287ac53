//! Native QuickJS functions and classes for the script APIs hostcall writes in Rust (the
//! pointer API, `TextEncoder`/`TextDecoder`): functions in QuickJS's own closure shape
//! (`JSCClosure`, made by `JS_NewCClosure`) over a reference-counted state, classes built from
//! them (a constructor, its prototype, methods, getters and statics defined as own
//! properties, never by a `[[Set]]`), and the raw-value helpers their bodies share (reading
//! arguments, boxing numbers, throwing). A function that makes an object on every call (the
//! view constructor, `encodeInto`) is instead a function over data (`JS_NewCFunctionData`),
//! whose data, which the garbage collector sees, holds template objects of the shapes it
//! makes ([`templates`]): QuickJS frees a shape with its last object, so without them each
//! short-lived object would allocate its shapes again.
//!
//! QuickJS calls such a function with its own arguments and nothing in between: the same
//! shape (and so the same cost) as a thunk's native entry, but compiled by rustc with
//! hostcall, so it works on every backend and without the `jit` feature, and needs no
//! compile at run time. No script is evaluated to make them. A body reads argument tags and
//! payloads itself (no coercion, no script runs unless the API says it converts), and
//! formats a message only on the way to throwing.

pub(crate) use crate::binding::values::{
    JS_EXCEPTION as EXCEPTION, JS_NULL as NULL, JS_UNDEFINED as UNDEFINED,
};
use std::ffi::{c_int, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;

use rquickjs::qjs;

/// A QuickJS value as QuickJS passes it.
pub(crate) type Raw = qjs::JSValue;

/// The body of a native function: QuickJS's closure shape, its `opaque` an `Rc<S>`'s pointer.
pub(crate) type NativeFn = unsafe extern "C" fn(
    ctx: *mut qjs::JSContext,
    this: Raw,
    argc: c_int,
    argv: *mut Raw,
    magic: c_int,
    opaque: *mut c_void,
) -> Raw;

/// An exception is pending in the calling context (raised by the check that failed).
#[derive(Debug)]
pub(crate) struct Thrown;

/// The class of error a failed check raises.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ErrorClass {
    /// `TypeError`.
    Type,
    /// `RangeError`.
    Range,
    /// `Error`.
    Plain,
}

/// Raises `message` as a `class` error in `ctx`. The only place the checks format text: it
/// runs on the way out of a failed call, never on a successful one.
///
/// # Safety
///
/// `ctx` is a live context.
#[cold]
#[inline(never)]
pub(crate) unsafe fn throw(ctx: *mut qjs::JSContext, class: ErrorClass, message: &str) -> Thrown {
    let msg = CString::new(message.replace('\0', "\\0")).unwrap_or_default();
    // SAFETY: `%s` with one C string argument; QuickJS copies the message.
    unsafe {
        match class {
            ErrorClass::Type => qjs::JS_ThrowTypeError(ctx, c"%s".as_ptr(), msg.as_ptr()),
            ErrorClass::Range => qjs::JS_ThrowRangeError(ctx, c"%s".as_ptr(), msg.as_ptr()),
            ErrorClass::Plain => qjs::JS_ThrowPlainError(ctx, c"%s".as_ptr(), msg.as_ptr()),
        };
    }
    Thrown
}

/// Argument `i` of a call, `undefined` past `argc` (QuickJS pads up to a function's length;
/// this also holds past it).
///
/// # Safety
///
/// `argv` holds `argc` live values (QuickJS's arguments to a native function).
#[inline(always)]
pub(crate) unsafe fn arg(argc: c_int, argv: *const Raw, i: usize) -> Raw {
    if (i as u64) < argc.max(0) as u64 {
        // SAFETY: `i < argc`: one of the call's arguments.
        unsafe { *argv.add(i) }
    } else {
        UNDEFINED
    }
}

/// The tag of a value.
#[inline(always)]
pub(crate) fn tag(v: Raw) -> i32 {
    v.tag as i32
}

/// What a value is, for error messages (as [`crate::binding::error::type_name`] says it).
///
/// # Safety
///
/// `ctx` is a live context and `v` a live value of it.
pub(crate) unsafe fn type_name(ctx: *mut qjs::JSContext, v: Raw) -> &'static str {
    match tag(v) {
        qjs::JS_TAG_NULL => "null",
        qjs::JS_TAG_UNDEFINED => "undefined",
        qjs::JS_TAG_INT | qjs::JS_TAG_FLOAT64 => "a number",
        qjs::JS_TAG_BOOL => "a boolean",
        qjs::JS_TAG_STRING | qjs::JS_TAG_STRING_ROPE => "a string",
        qjs::JS_TAG_BIG_INT | qjs::JS_TAG_SHORT_BIG_INT => "a bigint",
        qjs::JS_TAG_SYMBOL => "a symbol",
        // SAFETY: caller's contract; JS_IsFunction reads the object's class.
        qjs::JS_TAG_OBJECT if unsafe { qjs::JS_IsFunction(ctx, v) } => "a function",
        _ => "an object",
    }
}

/// A number as QuickJS boxes it: an int32 value when it is one, else a float64.
#[inline(always)]
pub(crate) fn number(n: f64) -> Raw {
    qjs::JS_NewFloat64(n)
}

/// A count (a length, a number of units or bytes) as a number: an int32 value when it fits,
/// as QuickJS boxes it, without going through a float.
#[inline(always)]
pub(crate) fn count(n: usize) -> Raw {
    match i32::try_from(n) {
        Ok(i) => int(i),
        Err(_) => number(n as f64),
    }
}

/// An int32 value.
#[inline(always)]
pub(crate) fn int(n: i32) -> Raw {
    qjs::JS_MKVAL(qjs::JS_TAG_INT, n)
}

/// A boolean value.
#[inline(always)]
pub(crate) fn boolean(b: bool) -> Raw {
    qjs::JS_MKVAL(qjs::JS_TAG_BOOL, i32::from(b))
}

/// Releases a value the caller owns (nothing to do for values without a reference count).
///
/// # Safety
///
/// `ctx` is a live context and `v` an owned value of it, not used afterwards.
#[inline(always)]
pub(crate) unsafe fn free(ctx: *mut qjs::JSContext, v: Raw) {
    // SAFETY: caller's contract.
    if unsafe { qjs::JS_VALUE_HAS_REF_COUNT(v) } {
        // SAFETY: caller's contract.
        unsafe { qjs::JS_FreeValue(ctx, v) };
    }
}

/// A new value: `Err(Thrown)` when QuickJS returned its exception marker.
#[inline(always)]
pub(crate) fn made(v: Raw) -> Result<Raw, Thrown> {
    if tag(v) == qjs::JS_TAG_EXCEPTION {
        Err(Thrown)
    } else {
        Ok(v)
    }
}

/// What a body returns to QuickJS: its value, or the exception marker.
#[inline(always)]
pub(crate) fn finish(r: Result<Raw, Thrown>) -> Raw {
    r.unwrap_or(EXCEPTION)
}

/// Runs a body; a panic (none is expected: bodies index nothing unchecked and unwrap
/// nothing) becomes an `InternalError` instead of unwinding into QuickJS.
///
/// # Safety
///
/// `ctx` is a live context.
#[inline(always)]
pub(crate) unsafe fn guarded(
    ctx: *mut qjs::JSContext,
    name: &'static str,
    body: impl FnOnce() -> Result<Raw, Thrown>,
) -> Raw {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(r) => finish(r),
        Err(payload) => {
            hostcall::core::typed::drop_panic_payload(payload);
            // SAFETY: `ctx` is live (caller's contract).
            unsafe { internal_error(ctx, name) }
        }
    }
}

#[cold]
#[inline(never)]
unsafe fn internal_error(ctx: *mut qjs::JSContext, name: &'static str) -> Raw {
    let msg =
        CString::new(format!("{name}: internal error (a panic in hostcall)")).unwrap_or_default();
    // SAFETY: `ctx` is live; `%s` with one C string argument.
    unsafe { qjs::JS_ThrowInternalError(ctx, c"%s".as_ptr(), msg.as_ptr()) };
    EXCEPTION
}

/// The state behind a native function.
///
/// # Safety
///
/// `opaque` is the opaque pointer of a function made by [`function`] with state `S`; the
/// function is alive (QuickJS is calling it), so the state is.
#[inline(always)]
pub(crate) unsafe fn state<'a, S>(opaque: *mut c_void) -> &'a S {
    // SAFETY: caller's contract: an `Rc<S>` handed to the function object, released only by
    // its finalizer.
    unsafe { &*opaque.cast_const().cast::<S>() }
}

/// The finalizer of a native function: releases its reference to the state.
unsafe extern "C" fn release<S>(opaque: *mut c_void) {
    // SAFETY: `opaque` came from `Rc::into_raw` in `function`, released once, here.
    drop(unsafe { Rc::from_raw(opaque.cast_const().cast::<S>()) });
}

/// A new function object named `name`, of `length`, calling `body` with `state`.
///
/// # Safety
///
/// `ctx` is a live context; `body` reads its opaque as an `S` (through [`state`]).
pub(crate) unsafe fn function<S: 'static>(
    ctx: *mut qjs::JSContext,
    state: &Rc<S>,
    name: &CStr,
    length: c_int,
    body: NativeFn,
) -> Result<Raw, Thrown> {
    let opaque = Rc::into_raw(state.clone()).cast_mut().cast::<c_void>();
    // SAFETY: `body` and `release::<S>` have QuickJS's closure types; the reference moves
    // to the function object, which releases it in its finalizer. When QuickJS fails (out of
    // memory) it may or may not have taken it: it is leaked rather than risk a double free.
    made(unsafe {
        qjs::JS_NewCClosure(
            ctx,
            Some(body),
            name.as_ptr(),
            Some(release::<S>),
            length,
            0,
            opaque,
        )
    })
}

/// Defines `name` on `target` as `value` (taken) with `flags`, as a definition (never a
/// `[[Set]]` a setter could intercept).
///
/// # Safety
///
/// `ctx` is a live context, `target` a live object of it, `value` an owned value.
pub(crate) unsafe fn define(
    ctx: *mut qjs::JSContext,
    target: Raw,
    name: &CStr,
    value: Raw,
    flags: u32,
) -> Result<(), Thrown> {
    // SAFETY: caller's contract; the call takes `value`.
    let r = unsafe {
        qjs::JS_DefinePropertyValueStr(ctx, target, name.as_ptr(), value, flags as c_int)
    };
    if r < 0 {
        Err(Thrown)
    } else {
        Ok(())
    }
}

/// Writable and configurable, not enumerable: how a class defines its methods.
pub(crate) const METHOD: u32 = qjs::JS_PROP_WRITABLE | qjs::JS_PROP_CONFIGURABLE;

/// A member of a native class: a name, a length and a body.
pub(crate) struct Member {
    /// The property name (and the function's `name`).
    pub(crate) name: &'static CStr,
    /// The function's `length`.
    pub(crate) length: c_int,
    /// The body.
    pub(crate) body: NativeFn,
}

/// A native class, as a `class` declaration would make it: a constructor whose
/// `prototype` holds the methods and getters, statics on the constructor.
pub(crate) struct ClassDef<'a> {
    /// The class name.
    pub(crate) name: &'static CStr,
    /// The constructor's `length` and body (the body receives `new.target` as `this`).
    pub(crate) constructor: (c_int, NativeFn),
    /// Methods on the prototype.
    pub(crate) methods: &'a [Member],
    /// Getters on the prototype (configurable, not enumerable; their `length` is unused).
    pub(crate) getters: &'a [Member],
    /// Methods on the constructor.
    pub(crate) statics: &'a [Member],
}

/// Makes the class `def` over `state`; returns its constructor (owned).
///
/// # Safety
///
/// `ctx` is a live context; every body of `def` reads its opaque as an `S`.
pub(crate) unsafe fn class<S: 'static>(
    ctx: *mut qjs::JSContext,
    state: &Rc<S>,
    def: &ClassDef<'_>,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract; `proto` is owned here and freed once.
    unsafe {
        let proto = made(qjs::JS_NewObject(ctx))?;
        let (length, body) = def.constructor;
        let r = function(ctx, state, def.name, length, body)
            .and_then(|ctor| class_around(ctx, state, def, ctor, proto));
        free(ctx, proto);
        r
    }
}

/// Makes the class `def` over `state` around a constructor made already (taken; `def`'s own
/// constructor entry is not used) and a prototype (borrowed, still without members);
/// returns the constructor.
///
/// # Safety
///
/// `ctx` is a live context, `ctor` an owned function and `proto` a live object of it;
/// every body of `def` reads its opaque as an `S`.
pub(crate) unsafe fn class_around<S: 'static>(
    ctx: *mut qjs::JSContext,
    state: &Rc<S>,
    def: &ClassDef<'_>,
    ctor: Raw,
    proto: Raw,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract for every call below; each owned value is either handed to
    // QuickJS (defined as a property) or freed on the way out.
    unsafe {
        let built = (|| -> Result<(), Thrown> {
            qjs::JS_SetConstructorBit(ctx, ctor, true);
            // `prototype` (not writable, enumerable or configurable) and `constructor`.
            if qjs::JS_SetConstructor(ctx, ctor, proto) < 0 {
                return Err(Thrown);
            }
            for m in def.methods {
                let f = function(ctx, state, m.name, m.length, m.body)?;
                define(ctx, proto, m.name, f, METHOD)?;
            }
            for g in def.getters {
                let name =
                    CString::new(format!("get {}", g.name.to_string_lossy())).unwrap_or_default();
                let f = function(ctx, state, &name, 0, g.body)?;
                let atom = qjs::JS_NewAtom(ctx, g.name.as_ptr());
                if atom == 0 {
                    free(ctx, f);
                    return Err(Thrown);
                }
                let r = qjs::JS_DefinePropertyGetSet(
                    ctx,
                    proto,
                    atom,
                    f,
                    UNDEFINED,
                    qjs::JS_PROP_CONFIGURABLE as c_int,
                );
                qjs::JS_FreeAtom(ctx, atom);
                if r < 0 {
                    return Err(Thrown);
                }
            }
            for m in def.statics {
                let f = function(ctx, state, m.name, m.length, m.body)?;
                define(ctx, ctor, m.name, f, METHOD)?;
            }
            Ok(())
        })();
        match built {
            Ok(()) => Ok(ctor),
            Err(t) => {
                free(ctx, ctor);
                Err(t)
            }
        }
    }
}

/// The body of a native function over data values (`JS_NewCFunctionData`): QuickJS's shape,
/// `data` the function's values, which it owns and the garbage collector sees.
pub(crate) type DataFn = unsafe extern "C" fn(
    ctx: *mut qjs::JSContext,
    this: Raw,
    argc: c_int,
    argv: *mut Raw,
    magic: c_int,
    data: *mut Raw,
) -> Raw;

/// A new function object over `data` (copied: QuickJS takes its own references), for a body
/// that needs values kept alive with it but no Rust state: the shapes of the objects it
/// makes (see [`templates`]) and the atoms those shapes hold.
///
/// # Safety
///
/// `ctx` is a live context and `data` live values of it; `body` reads at most
/// `data.len()` values.
pub(crate) unsafe fn data_function(
    ctx: *mut qjs::JSContext,
    name: &CStr,
    length: c_int,
    magic: c_int,
    data: &mut [Raw],
    body: DataFn,
) -> Result<Raw, Thrown> {
    let n = c_int::try_from(data.len()).map_err(|_| Thrown)?;
    // SAFETY: caller's contract; QuickJS duplicates the `n` values.
    made(unsafe {
        qjs::JS_NewCFunctionData2(
            ctx,
            Some(body),
            name.as_ptr(),
            length,
            magic,
            n,
            data.as_mut_ptr(),
        )
    })
}

/// Objects with `proto` (`None`: `Object.prototype`) and, in turn, none, the first, the
/// first two ... of `props` as own data properties (writable, enumerable, configurable;
/// `undefined`): held by a function that makes objects of those shapes, they keep the shapes
/// alive, so QuickJS finds them in its shape table instead of allocating a new shape for
/// each object it makes (it frees a shape with its last object). Owned values.
///
/// # Safety
///
/// `ctx` is a live context, `proto` a live object of it, `props` live atoms.
pub(crate) unsafe fn templates(
    ctx: *mut qjs::JSContext,
    proto: Option<Raw>,
    props: &[qjs::JSAtom],
) -> Result<Vec<Raw>, Thrown> {
    let mut out = Vec::with_capacity(props.len() + 1);
    for n in 0..=props.len() {
        // SAFETY: caller's contract; each object is owned (pushed, or freed on failure).
        let made_one = unsafe {
            let obj = match proto {
                Some(p) => made(qjs::JS_NewObjectProto(ctx, p)),
                None => made(qjs::JS_NewObject(ctx)),
            };
            obj.and_then(|obj| {
                for &atom in props.iter().take(n) {
                    if let Err(t) = define_atom(ctx, obj, atom, UNDEFINED, qjs::JS_PROP_C_W_E) {
                        free(ctx, obj);
                        return Err(t);
                    }
                }
                Ok(obj)
            })
        };
        match made_one {
            Ok(obj) => out.push(obj),
            Err(t) => {
                for v in out {
                    // SAFETY: owned values made above.
                    unsafe { free(ctx, v) };
                }
                return Err(t);
            }
        }
    }
    Ok(out)
}

/// An atom as an int32 data value, and back (atoms fit 31 bits).
pub(crate) fn atom_value(atom: qjs::JSAtom) -> Raw {
    int(atom as i32)
}

/// The atom a data value made by [`atom_value`] holds.
///
/// # Safety
///
/// `v` was made by [`atom_value`].
#[inline(always)]
pub(crate) unsafe fn value_atom(v: Raw) -> qjs::JSAtom {
    // SAFETY: an int32 value (caller's contract).
    unsafe { v.u.int32 as qjs::JSAtom }
}

/// A new object for a native constructor called with `new_target` as `this`: its prototype
/// is `new_target.prototype` (an object), else `Object.prototype`, as for a class. A call
/// without `new` (whose `this` is not a constructor) is a `TypeError`.
///
/// # Safety
///
/// `ctx` is a live context and `new_target` a live value of it; `prototype` is the atom
/// `"prototype"`.
pub(crate) unsafe fn new_object(
    ctx: *mut qjs::JSContext,
    new_target: Raw,
    prototype: qjs::JSAtom,
    class_name: &'static str,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract.
    unsafe { new_object_of_class(ctx, new_target, prototype, class_name, JS_CLASS_OBJECT) }
}

/// QuickJS's class of plain objects.
const JS_CLASS_OBJECT: qjs::JSClassID = 1;

/// [`new_object`] of the QuickJS class `class` (registered in `ctx`'s runtime); when
/// `new_target.prototype` is not an object, a plain object gets `Object.prototype` and
/// another class's object a null prototype.
///
/// # Safety
///
/// As [`new_object`]; `class` is a class registered in the runtime.
pub(crate) unsafe fn new_object_of_class(
    ctx: *mut qjs::JSContext,
    new_target: Raw,
    prototype: qjs::JSAtom,
    class_name: &'static str,
    class: qjs::JSClassID,
) -> Result<Raw, Thrown> {
    // SAFETY: caller's contract; the prototype reference is freed once the object holds its
    // own. Reading `prototype` may run a getter (a proxy as `new.target`): before anything
    // of the call is checked or touched.
    unsafe {
        if tag(new_target) != qjs::JS_TAG_OBJECT || !qjs::JS_IsConstructor(ctx, new_target) {
            return Err(throw(
                ctx,
                ErrorClass::Type,
                &format!("Class constructor {class_name} cannot be invoked without 'new'"),
            ));
        }
        let proto = made(qjs::JS_GetProperty(ctx, new_target, prototype))?;
        let obj = if tag(proto) == qjs::JS_TAG_OBJECT {
            qjs::JS_NewObjectProtoClass(ctx, proto, class)
        } else if class == JS_CLASS_OBJECT {
            qjs::JS_NewObject(ctx)
        } else {
            qjs::JS_NewObjectProtoClass(ctx, NULL, class)
        };
        free(ctx, proto);
        made(obj)
    }
}

/// An atom the state of a native API holds for the life of its functions, released with it.
pub(crate) struct Atom {
    rt: *mut qjs::JSRuntime,
    atom: qjs::JSAtom,
}

impl Atom {
    /// The atom of `name` in `ctx`'s runtime.
    ///
    /// # Safety
    ///
    /// `ctx` is a live context; the atom is dropped before its runtime is freed (it is held
    /// by the state of the runtime's functions, released by their finalizers).
    pub(crate) unsafe fn new(ctx: *mut qjs::JSContext, name: &CStr) -> Result<Atom, Thrown> {
        // SAFETY: caller's contract.
        let (rt, atom) = unsafe { (qjs::JS_GetRuntime(ctx), qjs::JS_NewAtom(ctx, name.as_ptr())) };
        if atom == 0 {
            return Err(Thrown);
        }
        Ok(Atom { rt, atom })
    }

    /// The atom.
    #[inline(always)]
    pub(crate) fn get(&self) -> qjs::JSAtom {
        self.atom
    }
}

impl Drop for Atom {
    fn drop(&mut self) {
        // SAFETY: the runtime is alive (see `Atom::new`) and this reference is released once.
        unsafe { qjs::JS_FreeAtomRT(self.rt, self.atom) };
    }
}

/// Defines the atom `name` on `target` as `value` (taken) with `flags` (see [`define`]).
///
/// # Safety
///
/// As [`define`]; `name` is a live atom.
#[inline(always)]
pub(crate) unsafe fn define_atom(
    ctx: *mut qjs::JSContext,
    target: Raw,
    name: qjs::JSAtom,
    value: Raw,
    flags: u32,
) -> Result<(), Thrown> {
    // SAFETY: caller's contract; the call takes `value`.
    if unsafe { qjs::JS_DefinePropertyValue(ctx, target, name, value, flags as c_int) } < 0 {
        Err(Thrown)
    } else {
        Ok(())
    }
}

/// The engine error of an exception raised while installing an API (out of memory, in
/// practice): the pending exception, taken.
pub(crate) fn install_error(
    ctx: &rquickjs::Ctx<'_>,
    _: Thrown,
) -> crate::binding::error::EngineError {
    let e = ctx.catch();
    crate::binding::error::EngineError::QuickJs(format!("installing a native API: {e:?}"))
}

/// A `Result` of rquickjs as one of these bodies': an exception stays pending; any other
/// error is raised as a `TypeError` with its text.
pub(crate) fn from_rquickjs<T>(
    ctx: &rquickjs::Ctx<'_>,
    r: rquickjs::Result<T>,
) -> Result<T, Thrown> {
    match r {
        Ok(v) => Ok(v),
        Err(rquickjs::Error::Exception) => Err(Thrown),
        // SAFETY: `ctx` is a live context.
        Err(e) => Err(unsafe { throw(ctx.as_raw().as_ptr(), ErrorClass::Type, &e.to_string()) }),
    }
}
