//! The engine: a QuickJS-NG runtime and context with a hostcall [`Dispatcher`], host
//! functions and classes backed by thunks, `console`, and the `dlopen` FFI module.

use std::cell::Cell;
use std::ffi::{c_int, c_void, CString};
use std::rc::Rc;
use std::sync::atomic::{AtomicIsize, Ordering};
use std::sync::Arc;

use hostcall::{
    Backend, CClosureEntry, CallFrame, ConversionPolicy, DispatchError, Dispatcher, HostError,
    MethodData, MethodHandle, MethodId, RegisterError, Signature, Status, TierPolicy, Value,
};
use rquickjs::allocator::{Allocator, RustAllocator};
use rquickjs::{qjs, Context, Ctx, Object, Runtime};

use crate::ffi::LibState;
use crate::layout::{quickjs_layout, throw_error};
use crate::permission::FfiPermission;

/// How an engine is set up.
#[derive(Clone, Debug)]
pub struct EngineOptions {
    /// The call-site policy for arguments outside the fast lane (default: strict).
    pub policy: ConversionPolicy,
    /// The backend (default: the JIT where it can run).
    pub backend: Backend,
    /// Which libraries scripts may `dlopen` (default: none). Granting any needs `unsafe`
    /// ([`FfiPermission::all`], [`FfiPermission::allow_list`]).
    pub ffi: FfiPermission,
    /// Give host functions a native entry in QuickJS's own `JSCClosure` shape, so no Rust
    /// wrapper frame sits between QuickJS and the thunk (default: on; off uses a small shim
    /// that calls the uniform thunk; docs/benchmarks.md compares the two).
    pub native_entries: bool,
    /// When host functions are compiled (default: [`TierPolicy::Tiered`]: a function starts
    /// on the generic path and is compiled in the background once it has been called
    /// [`DEFAULT_TIER_THRESHOLD`](hostcall::DEFAULT_TIER_THRESHOLD) times; its QuickJS
    /// function object then switches to the native entry).
    pub tier: TierPolicy,
    /// Count QuickJS's live allocations, so [`Engine::finish`] can prove nothing leaked
    /// (default: off; it costs an atomic add per allocation).
    pub track_allocations: bool,
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            policy: ConversionPolicy::strict(),
            backend: Backend::default(),
            ffi: FfiPermission::denied(),
            native_entries: true,
            tier: TierPolicy::default(),
            track_allocations: false,
        }
    }
}

/// An engine could not be created, or a definition failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EngineError {
    /// QuickJS reported an error (typically out of memory, or an exception while defining).
    #[error("QuickJS: {0}")]
    QuickJs(String),
    /// The dispatcher could not be created (layout or backend).
    #[error(transparent)]
    Dispatch(#[from] DispatchError),
    /// A host function could not be registered.
    #[error(transparent)]
    Register(#[from] RegisterError),
    /// A name contained a NUL byte.
    #[error("name `{0}` contains a NUL byte")]
    BadName(String),
}

impl From<rquickjs::Error> for EngineError {
    fn from(e: rquickjs::Error) -> EngineError {
        EngineError::QuickJs(e.to_string())
    }
}

/// An uncaught JavaScript exception: its message and stack.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ScriptError {
    /// `String(error)`, e.g. `TypeError: argument 1: expected a number (i32), got string`.
    pub message: String,
    /// The error's `stack`, when it has one.
    pub stack: Option<String>,
}

/// State shared by the engine and every function object it made.
pub(crate) struct Shared {
    pub(crate) dispatcher: Dispatcher,
    pub(crate) ffi: FfiPermission,
    /// Whether functions get native entries (when the JIT can make them).
    pub(crate) native_entries: bool,
    /// Calls completed by native entries (they bypass the dispatcher's counters).
    pub(crate) native_calls: Cell<u64>,
}

/// What a QuickJS function object made by hostcall carries (its closure opaque). The first
/// three fields are read by native entries at fixed offsets (see [`native_entry_shape`]).
#[repr(C)]
pub(crate) struct FnRecord {
    /// The registered method (lives for the process).
    method: *const MethodData,
    /// Points at the library's `closed` flag (a `bool`), or null.
    disabled: *const bool,
    /// Points at the engine's count of calls completed by native entries.
    counter: *const Cell<u64>,
    shared: Rc<Shared>,
    handle: MethodHandle,
    /// For `dlopen` symbols: the library, so calls after `close()` throw.
    lib: Option<(Rc<LibState>, String)>,
    /// While the function still runs through [`shim`] and waits for its native entry: its
    /// QuickJS closure record, whose `func` the shim replaces by the native entry once the
    /// background compile is done (null otherwise).
    closure: Cell<*mut ClosureRecord>,
}

/// QuickJS-NG's record behind a C closure object (`JSCClosureRecord` in quickjs.c of
/// QuickJS-NG 0.10 and later, as pinned through rquickjs-sys 0.14.0): the C function QuickJS
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
    // the pinned QuickJS-NG).
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
fn native_entry_shape() -> CClosureEntry {
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

/// Throws if the record's library was closed.
///
/// # Safety
///
/// `ctx` is the calling context.
unsafe fn check_open(ctx: *mut qjs::JSContext, rec: &FnRecord) -> bool {
    if let Some((lib, symbol)) = &rec.lib {
        if lib.closed.get() {
            let err = HostError::new(
                hostcall::ErrorKind::Error,
                format!("cannot call `{symbol}`: library `{}` was closed", lib.path),
            );
            // SAFETY: `ctx` is the calling context (caller's contract).
            unsafe { throw_error(ctx, &err) };
            return false;
        }
    }
    true
}

pub(crate) const JS_UNDEFINED: qjs::JSValue = qjs::JSValue {
    u: qjs::JSValueUnion { int32: 0 },
    tag: qjs::JS_TAG_UNDEFINED as i64,
};
pub(crate) const JS_EXCEPTION: qjs::JSValue = qjs::JSValue {
    u: qjs::JSValueUnion { int32: 0 },
    tag: qjs::JS_TAG_EXCEPTION as i64,
};

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
    let status = match path {
        Path::Thunk => d.call(rec.handle, &frame),
        Path::Slow => d.call_slow(rec.handle, &frame),
    };
    match status {
        Status::Ok => ret,
        Status::Threw | Status::Fallback => JS_EXCEPTION,
    }
}

/// The slow path of a native entry: the engine's policy on the generic backend.
unsafe extern "C" fn native_slow(
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
        if let Some(address) = rec.shared.dispatcher.native_entry(rec.handle) {
            // SAFETY: a native entry of this crate's shape.
            let native = unsafe { as_closure(address) };
            // SAFETY: `closure` is this object's live closure record (checked by
            // `closure_record` when the object was made; the object is alive while it is
            // being called). QuickJS runs on this thread only and reads `func` afresh on
            // every call; the call in progress already read it.
            unsafe { (*closure).func = native };
            rec.closure.set(std::ptr::null_mut());
            if let Some(native) = native {
                // SAFETY: the native entry takes exactly a `JSCClosure`'s arguments.
                return unsafe { native(ctx, this_val, argc, argv, magic, opaque) };
            }
        }
    }
    // SAFETY: QuickJS calls this with a `JSCClosure`'s arguments.
    unsafe { call_record(Path::Thunk, ctx, this_val, argc, argv, opaque) }
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
    lib: Option<(Rc<LibState>, String)>,
) -> Result<rquickjs::Value<'js>, EngineError> {
    let cname = CString::new(name).map_err(|_| EngineError::BadName(name.to_string()))?;
    let method = shared
        .dispatcher
        .method(handle)
        .ok_or_else(|| EngineError::QuickJs("method handle of another engine".into()))?;
    let disabled = lib
        .as_ref()
        .map_or(std::ptr::null(), |(l, _)| l.closed.as_ptr().cast_const());
    let native = if shared.native_entries {
        shared.dispatcher.native_entry(handle)
    } else {
        None
    };
    let func: qjs::JSCClosure = match native {
        // SAFETY: a native entry of this crate's shape.
        Some(address) => unsafe { as_closure(address) },
        None => Some(shim),
    };
    let rec = Box::into_raw(Box::new(FnRecord {
        method,
        disabled,
        counter: &shared.native_calls,
        shared: shared.clone(),
        handle,
        lib,
        closure: Cell::new(std::ptr::null_mut()),
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
    // Only a function that can still get a native entry waits for one (on the generic
    // backend, or with tiering off, the shim would look it up on every call for nothing).
    let may_tier_up = shared.dispatcher.backend() == Backend::Jit
        && shared.dispatcher.tier() != TierPolicy::Never;
    if native.is_none() && shared.native_entries && may_tier_up {
        // SAFETY: `v` is the closure just made with `shim`, `c_length`, magic 0 and `rec`.
        let closure = unsafe { closure_record(v, Some(shim), c_length, rec.cast()) };
        // SAFETY: `rec` is alive (owned by `v`, which is alive); no call runs yet.
        unsafe { (*rec).closure.set(closure) };
    }
    // SAFETY: `v` is a new, owned function value of this context.
    Ok(unsafe { rquickjs::Value::from_raw(ctx.clone(), v) })
}

/// A QuickJS-NG runtime and context wired to hostcall.
///
/// ```
/// use hostcall_quickjs::{Engine, EngineOptions};
/// extern "C" fn twice(x: f64) -> f64 { x * 2.0 }
///
/// let engine = Engine::new(EngineOptions::default())?;
/// engine.with(|ctx| engine.define_extern_fn(&ctx, &ctx.globals(), "twice", twice as extern "C" fn(f64) -> f64))?;
/// engine.run("if (twice(21) !== 42) throw new Error('wrong')", "doc.js")?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Engine {
    // Field order is drop order: the context, then the runtime (which finalizes every
    // function object, dropping their references to `shared`), then `shared`.
    context: Context,
    runtime: Runtime,
    shared: Rc<Shared>,
    live_allocations: Option<Arc<AtomicIsize>>,
}

/// QuickJS's allocator, counting live blocks.
struct CountingAllocator {
    inner: RustAllocator,
    live: Arc<AtomicIsize>,
}

// SAFETY: every method forwards to `RustAllocator` unchanged; the counter only observes.
unsafe impl Allocator for CountingAllocator {
    fn alloc(&mut self, size: usize) -> *mut u8 {
        let p = self.inner.alloc(size);
        if !p.is_null() {
            self.live.fetch_add(1, Ordering::Relaxed);
        }
        p
    }

    fn calloc(&mut self, count: usize, size: usize) -> *mut u8 {
        let p = self.inner.calloc(count, size);
        if !p.is_null() {
            self.live.fetch_add(1, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&mut self, ptr: *mut u8) {
        self.live.fetch_sub(1, Ordering::Relaxed);
        // SAFETY: forwarded contract.
        unsafe { self.inner.dealloc(ptr) }
    }

    unsafe fn realloc(&mut self, ptr: *mut u8, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded contract.
        unsafe { self.inner.realloc(ptr, new_size) }
    }

    unsafe fn usable_size(ptr: *mut u8) -> usize {
        // SAFETY: forwarded contract.
        unsafe { RustAllocator::usable_size(ptr) }
    }
}

impl Engine {
    /// A new engine with `console`, and the `hostcall`/`Deno` FFI objects.
    pub fn new(opts: EngineOptions) -> Result<Engine, EngineError> {
        let live_allocations = opts
            .track_allocations
            .then(|| Arc::new(AtomicIsize::new(0)));
        let runtime = match &live_allocations {
            Some(live) => Runtime::new_with_alloc(CountingAllocator {
                inner: RustAllocator,
                live: live.clone(),
            })?,
            None => Runtime::new()?,
        };
        let context = Context::full(&runtime)?;
        let mut dispatcher = Dispatcher::new(quickjs_layout(), opts.policy)?
            .with_backend(opts.backend)?
            .with_tier(opts.tier);
        if opts.native_entries {
            // Tier-ups compile only the entry QuickJS calls.
            dispatcher = dispatcher.with_native_entries(native_entry_shape());
        }
        let shared = Rc::new(Shared {
            dispatcher,
            ffi: opts.ffi,
            native_entries: opts.native_entries,
            native_calls: Cell::new(0),
        });
        let engine = Engine {
            context,
            runtime,
            shared,
            live_allocations,
        };
        engine.with(|ctx| -> Result<(), EngineError> {
            crate::console::install(&ctx)?;
            crate::ffi::install(&ctx, &engine.shared)?;
            Ok(())
        })?;
        Ok(engine)
    }

    /// Runs `f` with the engine's context.
    pub fn with<R>(&self, f: impl FnOnce(Ctx<'_>) -> R) -> R {
        self.context.with(f)
    }

    /// QuickJS's live allocations right now, when [`EngineOptions::track_allocations`] is on.
    pub fn live_allocations(&self) -> Option<i64> {
        self.live_allocations
            .as_ref()
            .map(|l| l.load(Ordering::Relaxed) as i64)
    }

    /// Which paths host calls took: calls completed by thunks (through native entries or the
    /// dispatcher), calls that fell back to the policy, and generic calls.
    pub fn counts(&self) -> hostcall::CallCounts {
        let mut c = self.shared.dispatcher.counts();
        c.thunk += self.shared.native_calls.get();
        c
    }

    /// The engine's dispatcher (its policy, backend and call counters).
    pub fn dispatcher(&self) -> &Dispatcher {
        &self.shared.dispatcher
    }

    /// Defines `name` on `target` as a host function described by `data`.
    pub fn define_function<'js>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        data: MethodData,
    ) -> Result<(), EngineError> {
        let length = data.signature().js_arity();
        let handle = self.shared.dispatcher.register(data)?;
        let f = make_function(ctx, &self.shared, name, handle, length, None)?;
        target.set(name, f)?;
        Ok(())
    }

    /// Defines `name` on `target` as a Rust `extern "C" fn`, its signature inferred from its
    /// type.
    pub fn define_extern_fn<'js, F: hostcall::HostFnType>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        f: F,
    ) -> Result<(), EngineError> {
        let sig = F::signature();
        // SAFETY: `F::signature()` is derived from `f`'s own type, so the address has
        // exactly that ABI; a fn item lives as long as the process.
        let data = unsafe { MethodData::new(MethodId::of(f.address(), &sig), f.address(), sig)? };
        self.define_function(ctx, target, name, data)
    }

    /// Defines `name` on `target` as a plain Rust function made a host function by
    /// [`hostcall::rust_host_fn`] (panics and `Err`s become exceptions).
    pub fn define_rust_fn<'js>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        f: hostcall::core::RustHostFnInfo,
    ) -> Result<(), EngineError> {
        let (func, sig) = f.into_parts();
        // SAFETY: a `RustHostFnInfo` can only be made by `rust_host_fn`, whose shim has
        // exactly the reported signature and lives as long as the process.
        let data = unsafe { MethodData::new(MethodId::of(func, &sig), func, sig)? };
        self.define_function(ctx, target, name, data)
    }

    /// Defines `name` on `target` as a raw C function with a signature.
    ///
    /// # Safety
    ///
    /// As for [`MethodData::new`]: `func` must have exactly the ABI `sig` describes and stay
    /// valid for the life of the process.
    pub unsafe fn define_raw_fn<'js>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        func: *const c_void,
        sig: Signature,
    ) -> Result<(), EngineError> {
        // SAFETY: the caller's contract.
        let data = unsafe { MethodData::new(MethodId::of(func, &sig), func, sig)? };
        self.define_function(ctx, target, name, data)
    }

    pub(crate) fn shared(&self) -> &Rc<Shared> {
        &self.shared
    }

    /// Runs a script (global code) and then every pending job (promise reactions). An
    /// uncaught exception comes back with its message and stack.
    pub fn run(&self, source: &str, filename: &str) -> Result<(), ScriptError> {
        let result = self.with(|ctx| {
            let mut opts = rquickjs::context::EvalOptions::default();
            opts.global = true;
            opts.strict = false;
            opts.filename = Some(filename.to_string());
            match ctx.eval_with_options::<(), _>(source, opts) {
                Ok(()) => Ok(()),
                Err(rquickjs::Error::Exception) => Err(script_error(&ctx)),
                Err(e) => Err(ScriptError {
                    message: e.to_string(),
                    stack: None,
                }),
            }
        });
        result?;
        loop {
            match self.runtime.execute_pending_job() {
                Ok(true) => continue,
                Ok(false) => break,
                Err(e) => {
                    return Err(e.0.with(|ctx| script_error(&ctx)));
                }
            }
        }
        Ok(())
    }

    /// Frees the context and the runtime and reports what was not given back: QuickJS
    /// allocations still live after `JS_FreeRuntime` (with
    /// [`EngineOptions::track_allocations`]) and hostcall function records never finalized.
    pub fn finish(self) -> LeakReport {
        let Engine {
            context,
            runtime,
            shared,
            live_allocations,
        } = self;
        drop(context);
        drop(runtime);
        LeakReport {
            live_allocations: live_allocations.map(|l| l.load(Ordering::Relaxed) as i64),
            function_records: Rc::strong_count(&shared) as i64 - 1,
        }
    }
}

/// What an engine left behind when it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeakReport {
    /// QuickJS allocations never freed (`None` when allocations were not tracked).
    pub live_allocations: Option<i64>,
    /// hostcall function records never finalized.
    pub function_records: i64,
}

impl LeakReport {
    /// Nothing left behind (allocations tracked and all freed; every record finalized).
    pub fn is_clean(&self) -> bool {
        self.live_allocations == Some(0) && self.function_records == 0
    }
}

fn script_error(ctx: &Ctx<'_>) -> ScriptError {
    let v = ctx.catch();
    if let Some(ex) = v.as_exception() {
        let message = match (ex.get::<_, Option<String>>("name"), ex.message()) {
            (Ok(Some(name)), Some(m)) => format!("{name}: {m}"),
            (_, Some(m)) => m,
            _ => "exception".into(),
        };
        ScriptError {
            message,
            stack: ex.stack(),
        }
    } else {
        let message = v
            .clone()
            .get::<rquickjs::Coerced<String>>()
            .map(|c| c.0)
            .unwrap_or_else(|_| format!("{v:?}"));
        ScriptError {
            message: format!("Uncaught {message}"),
            stack: None,
        }
    }
}
