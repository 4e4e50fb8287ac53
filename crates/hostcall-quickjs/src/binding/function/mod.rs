//! Function records: what a QuickJS function object made by hostcall carries, and the
//! entries QuickJS calls on it.
//!
//! - [`FnRecord`], the closure opaque of every hostcall function object; its first fields
//!   are read by native entries at fixed offsets ([`native_entry_shape`]).
//! - The uniform entry [`shim`] (dispatcher: thunk, then the policy's slow path), which swaps
//!   itself for the native entry once a background compile is done, by rewriting QuickJS's
//!   own closure record ([`ClosureRecord`]).
//! - [`native_slow`], the slow path native entries jump to on fallback.
//! - [`Around`]: what a function's maker asks around its calls: a call-site policy for the
//!   slow path, and a [`Wrapper`] entry of its own, which calls on through
//!   [`call_through`] (the FFI's `function` parameters use one, `ffi/adapt.rs`).
//!
//! Beside it: the engine's state the records hold ([`crate::binding::state`]) and the guard
//! through which an owner disables its functions ([`crate::binding::guard`]).
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `stat`: a function's own call counts and entry ([`EntryStat`]), for owners that report
//!   them per function.

pub(crate) use crate::binding::values::{JS_EXCEPTION, JS_UNDEFINED};
use std::cell::Cell;
use std::ffi::{c_int, c_void, CString};
use std::rc::Rc;

use hostcall::{
    Backend, CClosureEntry, CallFrame, ConversionPolicy, HostError, MethodData, MethodHandle,
    Status, TierPolicy, Value,
};
use rquickjs::{qjs, Ctx};

use crate::binding::error::EngineError;
use crate::binding::guard::Guard;
use crate::binding::layout::throw_error;
use crate::binding::state::Shared;

mod stat;

pub(crate) use stat::{Entry, EntryStat};

/// QuickJS's closure entry type, non-null (`JSCClosure` is its `Option`).
pub(crate) type ClosureFnPtr = unsafe extern "C" fn(
    *mut qjs::JSContext,
    qjs::JSValue,
    c_int,
    *mut qjs::JSValue,
    c_int,
    *mut c_void,
) -> qjs::JSValue;

/// What a function's maker asks the record to do around each call, chosen when the function
/// is made so that no other function pays a check per call.
#[derive(Default)]
pub(crate) struct Around {
    /// The policy of the call site's slow path, in place of the engine's: what the thunk
    /// refuses is converted by it. Every entry's slow path reads it.
    pub(crate) slow_policy: Option<&'static ConversionPolicy>,
    /// An entry of the maker's own that QuickJS calls instead of the binding's: it does its
    /// work and calls on through [`call_through`]. A wrapped function never swaps itself for
    /// its native entry (the wrapper calls the native entry itself, once there is one).
    pub(crate) wrapper: Option<Wrapper>,
}

/// A function's own entry ([`Around::wrapper`]) and the data it reads ([`wrapper_data`]).
pub(crate) struct Wrapper {
    /// Called by QuickJS with the function's record as its opaque.
    pub(crate) entry: ClosureFnPtr,
    /// The wrapper's own data, alive as long as the function.
    pub(crate) data: Box<dyn std::any::Any>,
}

/// What a QuickJS function object made by hostcall carries (its closure opaque). The first
/// three fields are read by native entries at fixed offsets (see [`native_entry_shape`]).
#[repr(C)]
pub(crate) struct FnRecord {
    /// The registered method (lives for the process); null until a lazily registered
    /// function's first call (native entries exist only after it).
    method: Cell<*const MethodData>,
    /// Points at the guard's `disabled` flag (a `bool`), or null.
    disabled: *const bool,
    /// Points at the engine's count of calls completed by native entries.
    counter: *const Cell<u64>,
    shared: Rc<Shared>,
    /// The method's handle; `None` until a lazily registered function's first call.
    handle: Cell<Option<MethodHandle>>,
    /// A method registered on the function's first call ([`make_lazy_function`]): a
    /// declared, never-called symbol leaves nothing in the process-wide registry.
    pending: std::cell::RefCell<Option<MethodData>>,
    /// The owner that can disable this function (for a library's symbols: the library, so
    /// calls after `close()` throw), and the function's name there.
    guard: Option<Guard>,
    /// While the function still runs through [`shim`] and waits for its native entry: its
    /// QuickJS closure record, whose `func` the shim replaces by the native entry once the
    /// background compile is done (null otherwise).
    closure: Cell<*mut ClosureRecord>,
    /// The slow path's call-site policy ([`Around::slow_policy`]).
    slow_policy: Option<&'static ConversionPolicy>,
    /// The function's own entry's data ([`Around::wrapper`]); `None` for most functions.
    wrapper_data: Option<Box<dyn std::any::Any>>,
    /// The function's own counts, for an owner that reports them (then its native entry
    /// counts there, `counter` pointing into it).
    stat: Option<Rc<EntryStat>>,
    /// For a Rust closure: its own copy of the registered method, whose user data is the
    /// closure's environment (`method` points to it), freed with the record.
    instance: Option<Instance>,
    /// The function object this record belongs to, not counted as a reference (the object
    /// owns the record, and frees it when finalized): rquickjs's `FuncArg`, read only
    /// during a call of the function, when the caller holds the object.
    function: Cell<qjs::JSValue>,
}

/// A Rust closure's copy of its registered method: the same function, signature and class,
/// with the closure's environment as user data, and the function that frees that
/// environment when the function object dies (or the runtime is freed).
pub(crate) struct Instance {
    method: Box<MethodData>,
    free_env: unsafe fn(*mut c_void),
}

impl Instance {
    /// A copy of `method` carrying `env`.
    ///
    /// # Safety
    ///
    /// `env` is what `method`'s function expects for its `env` parameter (the contract of
    /// [`MethodData::with_user_data`]), and `free_env(env)` frees it, once, after the last
    /// call.
    pub(crate) unsafe fn new(
        method: &MethodData,
        env: *mut c_void,
        free_env: unsafe fn(*mut c_void),
    ) -> Instance {
        // SAFETY: the caller's contract.
        let method = Box::new(unsafe { method.clone().with_user_data(env) });
        Instance { method, free_env }
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        // SAFETY: `new`'s contract: the environment is freed once, here, when the record that
        // owns this copy is finalized (no call can be running then).
        unsafe { (self.free_env)(self.method.user_data()) }
    }
}

/// The user data of the method a function record calls (a closure's environment).
///
/// # Safety
///
/// `opaque` is the opaque of a live hostcall function object (an `FnRecord`).
#[inline(always)]
pub(crate) unsafe fn record_env(opaque: *mut c_void) -> *mut c_void {
    // SAFETY: the caller's contract; `method` points to a live method (the record's own copy,
    // or a registered one).
    unsafe { (*(*opaque.cast::<FnRecord>()).method.get()).user_data() }
}

/// Counts one call completed outside the dispatcher (by a native or monomorphized entry).
///
/// # Safety
///
/// As for [`record_env`].
#[inline(always)]
pub(crate) unsafe fn record_count(opaque: *mut c_void) {
    // SAFETY: the caller's contract; `counter` points to the engine's `Cell`, alive as long as
    // the record (which holds its `Shared`).
    unsafe {
        let c = &*(*opaque.cast::<FnRecord>()).counter;
        c.set(c.get() + 1);
    }
}

/// QuickJS-NG's record behind a C closure object (`JSCClosureRecord` in quickjs.c of
/// QuickJS-NG 0.10 and later; 0.15.1 and 0.16.2 through rquickjs 0.12 to 0.14): the C function QuickJS
/// calls on every call of the object, and what it passes. QuickJS reads `func` afresh on
/// each call, so replacing it switches the object to its native entry with no wrapper
/// frame left. [`closure_record`] checks the layout on each object before it is used.
#[repr(C)]
pub(crate) struct ClosureRecord {
    func: qjs::JSCClosure,
    length: u16,
    magic: u16,
    opaque: *mut c_void,
}

/// The closure record of a function object just made by `JS_NewCClosure(func, length,
/// magic = 0, opaque)`, when it has the layout [`ClosureRecord`] describes (checked against
/// the values QuickJS stored); null otherwise (the function then keeps its shim).
///
/// # Safety
///
/// `v` is a live C closure object made with exactly these `func`, `length` and `opaque`.
unsafe fn closure_record(
    v: qjs::JSValue,
    func: qjs::JSCClosure,
    length: c_int,
    opaque: *mut c_void,
) -> *mut ClosureRecord {
    let mut class_id: qjs::JSClassID = 0;
    // SAFETY: `v` is a live object (caller's contract); QuickJS returns its opaque pointer,
    // for a C closure the `JSCClosureRecord` it allocated (at least `ClosureRecord`'s size in
    // every supported QuickJS-NG).
    let p = unsafe { qjs::JS_GetAnyOpaque(v, &mut class_id) }.cast::<ClosureRecord>();
    if p.is_null() {
        return p;
    }
    // SAFETY: as above: the record is live and at least this large.
    let r = unsafe { &*p };
    let same = r.func.map(|f| f as usize) == func.map(|f| f as usize)
        && i32::from(r.length) == length
        && r.magic == 0
        && r.opaque == opaque;
    if same {
        p
    } else {
        std::ptr::null_mut()
    }
}

/// The native entry at `address` as QuickJS's closure type.
///
/// # Safety
///
/// `address` must come from the dispatcher's native entries of this crate's
/// [`native_entry_shape`].
unsafe fn as_closure(address: usize) -> qjs::JSCClosure {
    // SAFETY: the JIT compiled `address` for `native_entry_shape()`: a function of the
    // C-closure signature (context, `this` by value, int, argv, int, opaque) returning a
    // value by value in the C ABI, which is exactly QuickJS's `JSCClosure`; it reads the
    // `FnRecord` at the offsets the shape names, and lives for the process.
    Some(unsafe {
        std::mem::transmute::<
            usize,
            unsafe extern "C" fn(
                *mut qjs::JSContext,
                qjs::JSValue,
                c_int,
                *mut qjs::JSValue,
                c_int,
                *mut c_void,
            ) -> qjs::JSValue,
        >(address)
    })
}

/// The native entry shape of hostcall functions in QuickJS: `JSCClosure` with this crate's
/// `FnRecord` as its opaque and `native_slow` as its slow path.
pub(crate) fn native_entry_shape() -> CClosureEntry {
    CClosureEntry {
        method_offset: std::mem::offset_of!(FnRecord, method) as i32,
        disabled_flag_ptr_offset: Some(std::mem::offset_of!(FnRecord, disabled) as i32),
        counter_ptr_offset: Some(std::mem::offset_of!(FnRecord, counter) as i32),
        slow_path: native_slow
            as unsafe extern "C" fn(
                *mut qjs::JSContext,
                qjs::JSValue,
                c_int,
                *mut qjs::JSValue,
                c_int,
                *mut c_void,
            ) -> qjs::JSValue as usize,
        exception: [0, qjs::JS_TAG_EXCEPTION as i64 as u64],
    }
}

/// Throws if the record's guard disabled it.
///
/// # Safety
///
/// `ctx` is the calling context.
unsafe fn check_open(ctx: *mut qjs::JSContext, rec: &FnRecord) -> bool {
    if let Some((owner, name)) = &rec.guard {
        if owner.disabled().get() {
            let err = HostError::new(hostcall::ErrorKind::Error, owner.disabled_message(name));
            // SAFETY: `ctx` is the calling context (caller's contract).
            unsafe { throw_error(ctx, &err) };
            return false;
        }
    }
    true
}

// The payload is a whole null word (not a 4-byte int with 4 undefined bytes beside it):
// values made here may be read by generated code as 8 bytes.
/// The record's method handle, registering a lazily registered function's method first
/// (on its first call); `None` with an exception thrown when registration fails.
///
/// # Safety
///
/// `ctx` is the calling context.
unsafe fn record_handle(ctx: *mut qjs::JSContext, rec: &FnRecord) -> Option<MethodHandle> {
    if let Some(h) = rec.handle.get() {
        return Some(h);
    }
    let pending = rec.pending.borrow_mut().take();
    let registered = pending
        .ok_or_else(|| "a function without its method".to_string())
        .and_then(|data| {
            let d = &rec.shared.dispatcher;
            let h = d.register(data).map_err(|e| e.to_string())?;
            let m = d
                .method(h)
                .ok_or_else(|| "method handle of another engine".to_string())?;
            Ok((h, m as *const MethodData))
        });
    match registered {
        Ok((h, m)) => {
            rec.method.set(m);
            rec.handle.set(Some(h));
            if let Some(s) = &rec.stat {
                s.handle.set(Some(h));
            }
            Some(h)
        }
        Err(message) => {
            let err = HostError::new(hostcall::ErrorKind::Error, message);
            // SAFETY: `ctx` is the calling context (caller's contract).
            unsafe { throw_error(ctx, &err) };
            None
        }
    }
}

/// Which dispatcher path a QuickJS entry takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Path {
    /// The thunk, falling back to the policy (the uniform shim).
    Thunk,
    /// The policy's slow path directly (a native entry already fell back).
    Slow,
}

/// Calls a record's method from a QuickJS closure callback.
///
/// # Safety
///
/// The arguments are those QuickJS passes to a `JSCClosure`: `opaque` is the `FnRecord` this
/// closure was made with (alive until its finalizer runs, which cannot happen during a call),
/// `argv` holds `argc` live arguments, `ctx` is the calling context.
#[inline(always)]
unsafe fn call_record(
    path: Path,
    ctx: *mut qjs::JSContext,
    this_val: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    opaque: *mut c_void,
) -> qjs::JSValue {
    // SAFETY: the caller's contract.
    let rec = unsafe { &*opaque.cast::<FnRecord>() };
    // SAFETY: `ctx` is the calling context.
    if !unsafe { check_open(ctx, rec) } {
        return JS_EXCEPTION;
    }
    // SAFETY: `ctx` is the calling context.
    let Some(handle) = (unsafe { record_handle(ctx, rec) }) else {
        return JS_EXCEPTION;
    };
    let mut ret = JS_UNDEFINED;
    let (this, args, argc) = (
        (&this_val as *const qjs::JSValue).cast::<Value>(),
        argv.cast_const().cast::<Value>(),
        usize::try_from(argc).unwrap_or(0),
    );
    let out = (&mut ret as *mut qjs::JSValue).cast::<Value>();
    let d = &rec.shared.dispatcher;
    // SAFETY: `argv` holds `argc` live arguments and `this` is live (QuickJS's contract),
    // values of the dispatcher's layout; `ret` is one writable value of this frame, apart
    // from the arguments; `ctx` is the context the layout's hooks expect; the frame is used
    // for this call only.
    let frame = unsafe { CallFrame::new(d.layout(), ctx.cast(), this, args, argc, out) };
    // Closures are made without an `Around`, so only registered methods have a call-site
    // policy of their own.
    // A function its owner reports on counts the paths its own calls take.
    let before = rec.stat.as_ref().map(|_| d.counts());
    let status = match (path, &rec.instance, rec.slow_policy) {
        (Path::Thunk, None, None) => d.call(handle, &frame),
        (Path::Thunk, None, Some(p)) => d.call_under(handle, &frame, p),
        (Path::Slow, None, None) => d.call_slow(handle, &frame),
        (Path::Slow, None, Some(p)) => d.call_slow_under(handle, &frame, p),
        // SAFETY: the instance's user data is its closure's environment, which its function
        // expects (`Instance::new`'s contract), alive with the record.
        (Path::Thunk, Some(i), _) => unsafe { d.call_with(handle, &i.method, &frame) },
        // SAFETY: as above.
        (Path::Slow, Some(i), _) => unsafe { d.call_slow_with(handle, &i.method, &frame) },
    };
    if let (Some(s), Some(before)) = (&rec.stat, before) {
        let after = d.counts();
        let add = |c: &Cell<u64>, n: u64| c.set(c.get() + n);
        add(&s.dispatched, 1);
        add(&s.thunk, after.thunk - before.thunk);
        add(&s.generic, after.generic - before.generic);
        add(&s.fallback, after.fallback - before.fallback);
    }
    match status {
        Status::Ok => ret,
        Status::Threw | Status::Fallback => JS_EXCEPTION,
    }
}

/// The slow path of a native entry: the engine's policy on the generic backend.
pub(crate) unsafe extern "C" fn native_slow(
    ctx: *mut qjs::JSContext,
    this_val: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    _magic: c_int,
    opaque: *mut c_void,
) -> qjs::JSValue {
    // SAFETY: QuickJS (or the native entry, forwarding its own arguments) calls this with a
    // `JSCClosure`'s arguments.
    unsafe { call_record(Path::Slow, ctx, this_val, argc, argv, opaque) }
}

/// The QuickJS entry of every hostcall function without a native entry: a `JSCClosure` that
/// hands the engine's own argument array to the dispatcher (thunk first, the policy's slow
/// path on fallback; calls counted towards tier-up).
///
/// When the function waits for its native entry and the background compile has finished,
/// the shim replaces itself: it writes the native entry into the object's closure record
/// (QuickJS calls it directly from the next call on) and runs this call through it.
unsafe extern "C" fn shim(
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
    let closure = rec.closure.get();
    if !closure.is_null() {
        // A lazily registered function registers here, on its first call, so an eager
        // tier's native entry serves that call already.
        // SAFETY: `ctx` is the calling context.
        let Some(handle) = (unsafe { record_handle(ctx, rec) }) else {
            return JS_EXCEPTION;
        };
        if let Some(address) = rec.shared.dispatcher.native_entry(handle) {
            // SAFETY: a native entry of this crate's shape.
            let native = unsafe { as_closure(address) };
            // SAFETY: `closure` is this object's live closure record (checked by
            // `closure_record` when the object was made; the object is alive while it is
            // being called). QuickJS runs on this thread only and reads `func` afresh on
            // every call; the call in progress already read it.
            unsafe { (*closure).func = native };
            rec.closure.set(std::ptr::null_mut());
            if let Some(s) = &rec.stat {
                s.entry.set(Entry::Native);
            }
            if let Some(native) = native {
                // SAFETY: the native entry takes exactly a `JSCClosure`'s arguments.
                return unsafe { native(ctx, this_val, argc, argv, magic, opaque) };
            }
        }
    }
    // SAFETY: QuickJS calls this with a `JSCClosure`'s arguments.
    unsafe { call_record(Path::Thunk, ctx, this_val, argc, argv, opaque) }
}

/// The rest of a call of a wrapped function ([`Around::wrapper`]), for its wrapper: through
/// the native entry when there is one, else the dispatcher (thunk or generic path, counted
/// towards tier-up), so a wrapped function still tiers up. A lazily registered function
/// registers here, on its first call, before the native entry is looked up.
///
/// # Safety
///
/// The arguments of a `JSCClosure` call of a function made by this module: `opaque` its
/// record, `argv` holding `argc` live values of `ctx`, the calling context.
pub(crate) unsafe fn call_through(
    ctx: *mut qjs::JSContext,
    this_val: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
    magic: c_int,
    opaque: *mut c_void,
) -> qjs::JSValue {
    // SAFETY: the caller's contract: `opaque` is a live record.
    let rec = unsafe { &*opaque.cast::<FnRecord>() };
    // SAFETY: `ctx` is the calling context.
    let Some(handle) = (unsafe { record_handle(ctx, rec) }) else {
        return JS_EXCEPTION;
    };
    let native = if rec.shared.native_entries {
        rec.shared.dispatcher.native_entry(handle)
    } else {
        None
    };
    // SAFETY: a native entry of this crate's shape for this record's method, called with a
    // `JSCClosure`'s arguments (the caller's), or the dispatcher's path with the same.
    unsafe {
        match native.and_then(|address| as_closure(address)) {
            Some(f) => f(ctx, this_val, argc, argv, magic, opaque),
            None => call_record(Path::Thunk, ctx, this_val, argc, argv, opaque),
        }
    }
}

/// The data of a wrapped function's wrapper ([`Wrapper::data`]).
///
/// # Safety
///
/// `opaque` is the record of a function made by this module, being called now (alive for
/// the call: `'a` must not outlive it).
pub(crate) unsafe fn wrapper_data<'a>(opaque: *mut c_void) -> Option<&'a dyn std::any::Any> {
    // SAFETY: the caller's contract.
    unsafe { (*opaque.cast::<FnRecord>()).wrapper_data.as_deref() }
}

unsafe extern "C" fn finalize(opaque: *mut c_void) {
    // SAFETY: QuickJS calls this once, when the function object dies, with the opaque made
    // by `Box::into_raw` in `make_function`.
    drop(unsafe { Box::from_raw(opaque.cast::<FnRecord>()) });
}

/// Makes a QuickJS function object for a registered method.
pub(crate) fn make_function<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    handle: MethodHandle,
    length: usize,
    guard: Option<Guard>,
) -> Result<rquickjs::Value<'js>, EngineError> {
    make_function_with(
        ctx,
        shared,
        name,
        handle,
        length,
        guard,
        Around::default(),
        None,
    )
}

/// Makes a QuickJS function object for a registered method with work to do around each
/// call (`around`; when there is none, as [`make_function`]), counting its calls in `stat`
/// when given.
#[allow(clippy::too_many_arguments)]
pub(crate) fn make_function_with<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    handle: MethodHandle,
    length: usize,
    guard: Option<Guard>,
    around: Around,
    stat: Option<Rc<EntryStat>>,
) -> Result<rquickjs::Value<'js>, EngineError> {
    make(
        ctx,
        shared,
        name,
        Binding::Registered(handle),
        length,
        guard,
        (around, stat),
        None,
    )
}

/// Makes a QuickJS function object for `data`, registered with the engine's dispatcher
/// on the function's first call (see [`FnRecord`]'s `pending`): until then the process keeps
/// nothing of it. For struct symbols, whose signatures carry their layouts (a script may
/// declare many shapes it never calls).
#[allow(clippy::too_many_arguments)]
pub(crate) fn make_lazy_function<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    data: MethodData,
    length: usize,
    guard: Option<Guard>,
    around: Around,
    stat: Option<Rc<EntryStat>>,
) -> Result<rquickjs::Value<'js>, EngineError> {
    make(
        ctx,
        shared,
        name,
        Binding::Lazy(data),
        length,
        guard,
        (around, stat),
        None,
    )
}

/// How a function object gets its method.
enum Binding {
    /// Registered already.
    Registered(MethodHandle),
    /// Registered on the first call.
    Lazy(MethodData),
}

/// How a Rust closure's function object is called.
pub(crate) struct ClosureFn {
    /// Its copy of the registered method, with its environment.
    pub(crate) instance: Instance,
    /// A `JSCClosure` of its own (a monomorphized entry that falls back to [`native_slow`]),
    /// or `None` for the dispatcher's path (shim, then the native entry once compiled).
    pub(crate) entry: Option<qjs::JSCClosure>,
}

/// Makes a QuickJS function object for a Rust closure: a registered method called through
/// the closure's own copy of it (see [`Instance`]).
pub(crate) fn make_closure_function<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    handle: MethodHandle,
    length: usize,
    closure: ClosureFn,
) -> Result<rquickjs::Value<'js>, EngineError> {
    make(
        ctx,
        shared,
        name,
        Binding::Registered(handle),
        length,
        None,
        (Around::default(), None),
        Some(closure),
    )
}

#[allow(clippy::too_many_arguments)]
fn make<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    name: &str,
    binding: Binding,
    length: usize,
    guard: Option<Guard>,
    (around, stat): (Around, Option<Rc<EntryStat>>),
    closure: Option<ClosureFn>,
) -> Result<rquickjs::Value<'js>, EngineError> {
    let cname = CString::new(name).map_err(|_| EngineError::BadName(name.to_string()))?;
    let (handle, pending) = match binding {
        Binding::Registered(h) => (Some(h), None),
        Binding::Lazy(data) => (None, Some(data)),
    };
    let registered: *const MethodData = match handle {
        Some(h) => shared
            .dispatcher
            .method(h)
            .ok_or_else(|| EngineError::QuickJs("method handle of another engine".into()))?,
        None => std::ptr::null(),
    };
    let (instance, own_entry) = match closure {
        Some(c) => {
            // SAFETY: a registered method lives for the process; closures are registered.
            let same =
                !registered.is_null() && c.instance.method.same_binding(unsafe { &*registered });
            if !same {
                return Err(EngineError::QuickJs(
                    "a closure's method copy is not its handle's method".into(),
                ));
            }
            (Some(c.instance), c.entry)
        }
        None => (None, None),
    };
    let method: *const MethodData = match &instance {
        Some(i) => &*i.method,
        None => registered,
    };
    let disabled = guard.as_ref().map_or(std::ptr::null(), |(g, _)| {
        g.disabled().as_ptr().cast_const()
    });
    let Around {
        slow_policy,
        wrapper,
    } = around;
    let (wrapper_entry, wrapper_data) = match wrapper {
        Some(w) => (Some(w.entry), Some(w.data)),
        None => (None, None),
    };
    let adapted = wrapper_entry.is_some();
    let native = match handle {
        Some(h) if shared.native_entries && !adapted && own_entry.is_none() => {
            shared.dispatcher.native_entry(h)
        }
        _ => None,
    };
    let func: qjs::JSCClosure = match (own_entry, native) {
        (Some(entry), _) => entry,
        // SAFETY: a native entry of this crate's shape.
        (None, Some(address)) => unsafe { as_closure(address) },
        (None, None) => Some(wrapper_entry.unwrap_or(shim)),
    };
    if let Some(s) = &stat {
        s.handle.set(handle);
        s.entry.set(match (native, adapted) {
            (_, true) => Entry::Wrapper,
            (Some(_), false) => Entry::Native,
            (None, false) => Entry::Shim,
        });
    }
    let rec = Box::into_raw(Box::new(FnRecord {
        method: Cell::new(method),
        disabled,
        counter: stat
            .as_ref()
            .map_or(&shared.native_calls as *const Cell<u64>, |s| {
                &s.native_calls
            }),
        shared: shared.clone(),
        handle: Cell::new(handle),
        pending: std::cell::RefCell::new(pending),
        guard,
        closure: Cell::new(std::ptr::null_mut()),
        slow_policy,
        wrapper_data,
        stat,
        instance,
        function: Cell::new(JS_UNDEFINED),
    }));
    let c_length = c_int::try_from(length).unwrap_or(0);
    // SAFETY: `func` and `finalize` have QuickJS's closure types; `rec` is handed over to
    // the function object, which frees it in `finalize`.
    let v = unsafe {
        qjs::JS_NewCClosure(
            ctx.as_raw().as_ptr(),
            func,
            cname.as_ptr(),
            Some(finalize),
            c_length,
            0,
            rec.cast(),
        )
    };
    if v.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
        // QuickJS may or may not have taken `rec` (it depends on where it failed): leak it
        // rather than risk a double free. This only happens when out of memory.
        return Err(EngineError::QuickJs(
            "out of memory creating a function".into(),
        ));
    }
    // SAFETY: `rec` is alive (owned by `v`, which is alive); no call runs yet.
    unsafe { (*rec).function.set(v) };
    // Only a function that can still get a native entry waits for one (on the generic
    // backend, or with tiering off, the shim would look it up on every call for nothing).
    let may_tier_up = shared.dispatcher.backend() == Backend::Jit
        && shared.dispatcher.tier() != TierPolicy::Never;
    if own_entry.is_none() && native.is_none() && shared.native_entries && may_tier_up && !adapted {
        // SAFETY: `v` is the closure just made with `shim`, `c_length`, magic 0 and `rec`.
        let closure = unsafe { closure_record(v, Some(shim), c_length, rec.cast()) };
        // SAFETY: `rec` is alive (owned by `v`, which is alive); no call runs yet.
        unsafe { (*rec).closure.set(closure) };
    }
    // SAFETY: `v` is a new, owned function value of this context.
    Ok(unsafe { rquickjs::Value::from_raw(ctx.clone(), v) })
}

/// The function object a QuickJS closure record belongs to, borrowed (not a new reference).
///
/// # Safety
///
/// `opaque` is the record of a function being called right now (its `JSCClosure` opaque):
/// the function object is then alive, held by its caller.
pub(crate) unsafe fn function_of(opaque: *mut c_void) -> qjs::JSValue {
    // SAFETY: the caller's contract: `opaque` is a live `FnRecord`.
    unsafe { (*opaque.cast::<FnRecord>()).function.get() }
}
