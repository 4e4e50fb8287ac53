//! The engine: a QuickJS-NG runtime and context with a [`Host`] attached, and every method
//! of [`Engine`] (most forward to the host). It adds callbacks ([`crate::ffi::callback`]: the
//! loop of [`Engine::run`] runs calls queued by other threads and reports errors raised in
//! callbacks), and the globals `console` ([`crate::runtime::console`], formatting with
//! [`crate::runtime::inspect`]), `TextEncoder`/`TextDecoder`
//! ([`crate::runtime::text`]) and the FFI namespaces `hostcall`/`Deno` ([`crate::ffi::dlopen`], the pointer
//! classes, `UnsafeCallback`), the namespaces made when a script first reaches them
//! ([`crate::runtime::globals`]).

use std::ffi::c_void;
use std::rc::Rc;
use std::sync::atomic::{AtomicIsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use hostcall::{Backend, ConversionPolicy, Dispatcher, MethodData, Signature, TierPolicy};
use rquickjs::allocator::{Allocator, RustAllocator};
use rquickjs::{Context, Ctx, Object, Runtime};

use crate::binding::class::{ClassSpec, HostClass};
use crate::binding::error::{EngineError, ScriptError};
use crate::binding::function::Entry;
use crate::binding::host::{Host, HostOptions};
use crate::binding::state::Shared;
use crate::ffi::callback::{CallbackCounts, CallbackHost, PendingError};
use crate::ffi::channel::Queued;
use crate::ffi::loader::permission::FfiPermission;
use crate::ffi::state::FfiState;
use crate::runtime::globals::{GlobalsInstall, GlobalsState};
use crate::runtime::rejection::Rejections;

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
    /// When `console`, `hostcall` and `Deno` are made (default: [`GlobalsInstall::Lazy`],
    /// when a script first reaches each; scripts see no difference).
    pub globals: GlobalsInstall,
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
            globals: GlobalsInstall::default(),
        }
    }
}

/// A QuickJS-NG runtime and context wired to hostcall: a convenience over [`Host`] (attached
/// to its runtime; [`Engine::host`]) with `console`, the FFI module and callbacks.
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
    // Field order is drop order: the callbacks' end (which releases the script values they
    // hold while the context is alive), the context, then the runtime (which finalizes every
    // function object, dropping their references to `shared`), then the host and `shared`
    // (the host's state).
    callbacks_end: CallbacksEnd,
    rejections: RejectionsEnd,
    globals: GlobalsEnd,
    context: Context,
    runtime: Runtime,
    host: Host,
    shared: Rc<Shared>,
    live_allocations: Option<Arc<AtomicIsize>>,
}

/// One FFI symbol's calls and entry ([`Engine::symbol_stats`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolStats {
    /// `library.symbol` (the library's file name), or `UnsafeFnPointer.call`.
    pub name: String,
    /// Calls its native entry completed.
    pub native_calls: u64,
    /// Calls through the dispatcher (thunk, generic path, fallbacks to the policy): before
    /// its native entry was installed, without one, or falling back from it.
    pub dispatched_calls: u64,
    /// Of `dispatched_calls`: calls its thunk completed. (The split is read from the
    /// engine's counters around each dispatched call, so calls a callback makes during it
    /// count towards it too.)
    pub thunk_calls: u64,
    /// Of `dispatched_calls`: calls the generic path ran (before tier-up, or without code).
    pub generic_calls: u64,
    /// Calls its thunk or native entry handed back, run by the policy's slow path.
    pub fallback_calls: u64,
    /// Where its code came from (compiled in this process, a pack, the code cache), once it
    /// has code; `None` before, and for `nonblocking` symbols.
    pub code: Option<hostcall::CodeOrigin>,
    /// The entry QuickJS calls it through now.
    pub entry: SymbolEntry,
}

/// The entry QuickJS calls an FFI symbol through ([`SymbolStats::entry`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SymbolEntry {
    /// Its native entry: compiled code, no Rust frame between QuickJS and the C function.
    Native,
    /// The dispatcher's shim: waiting for its native entry (not hot yet, or compiling), or
    /// without one (the generic backend, `--jit off`, a shape the JIT refuses).
    Dispatcher,
    /// The adapter entry: the symbol takes `function` arguments (an `UnsafeCallback`
    /// object is replaced by its pointer, and a callback's error is thrown after the
    /// call); the call itself then takes the native entry or the dispatcher.
    Adapter,
    /// A `nonblocking` symbol: each call runs on a worker thread through libffi.
    Worker,
}

/// Ends the engine's callbacks when dropped (first of the engine's fields): every callback
/// is closed, calls queued by other threads are dropped (their callers get zero), and the
/// script values callbacks hold are released before the context and runtime are freed;
/// then the closed libraries still waiting are unloaded ([`crate::ffi::loader::unload`]).
struct CallbacksEnd(Rc<Shared>, Rc<CallbackHost>);

impl Drop for CallbacksEnd {
    fn drop(&mut self) {
        self.1.shutdown();
        // Every callback is closed: closed libraries still waiting are unloaded now (those
        // a `nonblocking` call holds stay loaded); libraries never closed stay loaded.
        if let Some(ffi) = FfiState::get(&self.0) {
            ffi.unloads.end();
        }
    }
}

/// Releases the unhandled rejections the engine still holds when dropped (before the
/// context and runtime are freed).
struct RejectionsEnd(Rc<Rejections>);

impl Drop for RejectionsEnd {
    fn drop(&mut self) {
        self.0.clear();
    }
}

/// Releases what the lazily installed globals keep (the shared `UnsafeCallback`
/// constructor) when dropped, before the context and runtime are freed.
struct GlobalsEnd(Option<Rc<GlobalsState>>);

impl Drop for GlobalsEnd {
    fn drop(&mut self) {
        if let Some(g) = &self.0 {
            g.release();
        }
    }
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
        let rejections = Rejections::install(&runtime);
        let context = Context::full(&runtime)?;
        // The host's callbacks run in this context (the one it is attached with).
        let host = context.with(|ctx| {
            Host::attach(
                &ctx,
                HostOptions {
                    policy: opts.policy,
                    backend: opts.backend,
                    native_entries: opts.native_entries,
                    tier: opts.tier,
                    // An engine's closures follow its policy.
                    conversions: crate::binding::closure::ClosureConversions::Policy,
                    ..HostOptions::default()
                },
            )
        })?;
        let shared = host.shared().clone();
        let mut engine = Engine {
            callbacks_end: CallbacksEnd(shared.clone(), CallbackHost::of(&shared)),
            rejections: RejectionsEnd(rejections),
            globals: GlobalsEnd(None),
            context,
            runtime,
            host,
            shared,
            live_allocations,
        };
        let globals = engine.with(|ctx| -> Result<Rc<GlobalsState>, EngineError> {
            crate::ffi::buffer_guard::guard_buffers(&ctx)?;
            crate::runtime::inspect::take_builtins(&ctx)?;
            crate::runtime::inspect::install_stack_setter(&ctx)?;
            crate::runtime::globals::install(&ctx, &engine.shared, opts.ffi, opts.globals)
        })?;
        engine.globals.0 = Some(globals);
        Ok(engine)
    }

    /// The host attached to the engine's runtime: closures ([`Host::func`]) and everything
    /// else a host defines, usable from this engine's context.
    pub fn host(&self) -> &Host {
        &self.host
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
        let mut c = self.host.counts();
        // The FFI's symbols count their native entries' calls apart (`symbol_stats`).
        c.thunk += FfiState::get(&self.shared).map_or(0, |f| f.native_calls());
        c
    }

    /// Each FFI symbol's calls and the entry QuickJS calls it through now (at most 4,096
    /// symbols; `nonblocking` ones with their calls counted nowhere else), in the order they
    /// were bound: the `hostcall` command's `--stats` lists them.
    pub fn symbol_stats(&self) -> Vec<SymbolStats> {
        let Some(ffi) = FfiState::get(&self.shared) else {
            return Vec::new();
        };
        let (stats, nonblocking) = ffi.symbol_stats();
        let mut out: Vec<SymbolStats> = stats
            .iter()
            .map(|s| SymbolStats {
                name: s.name.clone(),
                native_calls: s.native_calls.get(),
                dispatched_calls: s.dispatched.get(),
                thunk_calls: s.thunk.get(),
                generic_calls: s.generic.get(),
                fallback_calls: s.fallback.get(),
                code: s
                    .handle
                    .get()
                    .and_then(|h| self.shared.dispatcher.code_origin(h)),
                entry: match s.entry.get() {
                    Entry::Native => SymbolEntry::Native,
                    Entry::Shim => SymbolEntry::Dispatcher,
                    Entry::Wrapper => SymbolEntry::Adapter,
                },
            })
            .collect();
        out.extend(nonblocking.into_iter().map(|name| SymbolStats {
            name,
            native_calls: 0,
            dispatched_calls: 0,
            thunk_calls: 0,
            generic_calls: 0,
            fallback_calls: 0,
            code: None,
            entry: SymbolEntry::Worker,
        }));
        out
    }

    /// What callbacks did: how many were made on each backend, calls run, queued from other
    /// threads and refused, and how many are open.
    pub fn callback_counts(&self) -> CallbackCounts {
        self.callbacks_end.1.counts()
    }

    /// Libraries this engine unloaded so far (each after the script closed it; see
    /// docs/ffi.md, "Unloading").
    pub fn libraries_unloaded(&self) -> u64 {
        FfiState::get(&self.shared).map_or(0, |f| f.unloads.unloaded())
    }

    /// Descriptor fields that `Deno.dlopen` and `Deno.UnsafeCallback` ignored, as Deno
    /// ignores fields it does not know (each as `symbol.field`, at most 256): the
    /// `hostcall` command's `--stats` lists them.
    pub fn ignored_descriptor_fields(&self) -> Vec<String> {
        FfiState::get(&self.shared).map_or_else(Vec::new, |f| f.ignored_fields())
    }

    /// How many library guards the engine keeps (tests: at most the libraries open now,
    /// however many were opened and closed before).
    #[doc(hidden)]
    pub fn library_guards(&self) -> usize {
        FfiState::get(&self.shared).map_or(0, |f| f.libraries.len())
    }

    /// `nonblocking` calls started and not yet settled (their Promises pending; see
    /// docs/ffi.md, "Nonblocking calls").
    pub fn calls_in_flight(&self) -> usize {
        self.callbacks_end.1.tasks_in_flight()
    }

    /// Gives scripts their command-line arguments: defines `args` (an array of strings) on
    /// the global `hostcall` object and on `Deno` when it is an object (as `Deno.args`). A
    /// namespace not made yet (see [`GlobalsInstall`]) gets them when a script first
    /// reaches it, as its last property, where an eager engine had put them.
    pub fn set_args(&self, args: &[String]) -> Result<(), EngineError> {
        let names: Vec<&str> = match &self.globals.0 {
            Some(g) => g.set_args(args),
            None => vec!["hostcall", "Deno"],
        };
        self.with(|ctx| -> Result<(), EngineError> {
            for name in names {
                if let Ok(target) = ctx.globals().get::<_, Object>(name) {
                    crate::runtime::globals::define_args(&ctx, &target, args)?;
                }
            }
            Ok(())
        })
    }

    /// Runs QuickJS's garbage collector now.
    pub fn run_gc(&self) {
        self.runtime.run_gc();
    }

    /// The engine's dispatcher (its policy, backend and call counters).
    pub fn dispatcher(&self) -> &Dispatcher {
        self.host.dispatcher()
    }

    /// Defines `name` on `target` as a host function described by `data`.
    pub fn define_function<'js>(
        &self,
        ctx: &Ctx<'js>,
        target: &Object<'js>,
        name: &str,
        data: MethodData,
    ) -> Result<(), EngineError> {
        self.host.define_function(ctx, target, name, data)
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
        self.host.define_extern_fn(ctx, target, name, f)
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
        self.host.define_rust_fn(ctx, target, name, f)
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
        unsafe { self.host.define_raw_fn(ctx, target, name, func, sig) }
    }

    /// Defines a host class named `name`: a prototype with the members of `spec`.
    pub fn define_class(
        &self,
        ctx: &Ctx<'_>,
        name: &str,
        spec: ClassSpec,
    ) -> Result<HostClass, EngineError> {
        self.host.define_class(ctx, name, spec)
    }

    /// Makes an instance of `class` for the native object `data`; its members receive
    /// `data` as their `receiver`.
    ///
    /// # Safety
    ///
    /// `data` must point to the native object the class's members expect, and stay valid
    /// for as long as any script can call a member on the instance (in practice: until the
    /// engine is dropped). The instance does not own it.
    pub unsafe fn new_instance<'js>(
        &self,
        ctx: &Ctx<'js>,
        class: HostClass,
        data: *mut c_void,
    ) -> Result<Object<'js>, EngineError> {
        // SAFETY: the caller's contract.
        unsafe { self.host.new_instance(ctx, class, data) }
    }

    /// Runs a script (global code), then the engine's loop: every pending job (promise
    /// reactions), and every call other threads queued for thread-safe callbacks, for as
    /// long as a callback is ref'd (`UnsafeCallback.threadSafe` callbacks start ref'd;
    /// `unref()` or `close()` lets the loop end), and the settling of `nonblocking` calls,
    /// for as long as one is in flight. An uncaught exception comes back with its message
    /// and stack.
    ///
    /// An error a callback raised (an exception, or a result its policy refused) that no
    /// call took (see docs/ffi.md, "Callbacks") is reported here as uncaught, when control
    /// returns to the loop: after the script's global code, after each job, after each
    /// queued call. Its message ends with `(in callback SIGNATURE, called from native code,
    /// which got 0)`. If the script throws while such an error is pending, the script's
    /// error is reported, with the callback's beside it.
    ///
    /// A promise rejected with no handler (a rejected `nonblocking` call nobody awaits, an
    /// `async` function that throws) is reported as Deno reports it: when the job queue has
    /// drained and no handler was attached by then, `run` returns its reason as the error,
    /// with the message `(in promise) ` followed by the reason's (the `hostcall` command
    /// prints `error: Uncaught (in promise) Error: ...` and exits 1). A handler attached in a
    /// later job of the same drain is in time.
    pub fn run(&self, source: &str, filename: &str) -> Result<(), ScriptError> {
        self.eval_global(source, filename)?;
        self.run_loop(&NoLoopHook)
    }

    /// Evaluates global code (a classic script, sloppy mode), as [`Engine::run`] does before
    /// its loop.
    fn eval_global(&self, source: &str, filename: &str) -> Result<(), ScriptError> {
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
        if let Err(mut e) = result {
            // A callback that failed earlier may be why the script threw: say so.
            if let Some(pending) = self.callbacks_end.1.take_error() {
                let earlier = self.callback_error(pending);
                e.message = format!(
                    "{}\n  (a callback error was also pending: {})",
                    e.message, earlier.message
                );
            }
            return Err(e);
        }
        Ok(())
    }

    /// The engine's loop, as [`Engine::run`] runs it after a script's global code, with
    /// `hook`'s work beside jobs, queued callback calls and `nonblocking` settlements: when
    /// the job queue has drained and no queued call is waiting, or after
    /// [`QUEUED_BATCH`] queued calls in a row, the loop runs one piece of the hook's ready
    /// work ([`LoopHook::run_ready`], e.g. one due timer) and drains the jobs again; with nothing ready it waits for other threads or the hook's next
    /// deadline, whichever comes first. It ends when the jobs have drained, nothing is ref'd
    /// or in flight and the hook has no deadline. An exception the hook's work throws ends
    /// it as uncaught. This is the entry an embedder's runtime (timers, module evaluation;
    /// the `hostcall-runtime` crate) plugs into.
    pub fn run_loop(&self, hook: &dyn LoopHook) -> Result<(), ScriptError> {
        self.checkpoint()?;
        let callbacks = &*self.callbacks_end.1;
        // Queued calls run since the hook last had its turn: past `QUEUED_BATCH`, the hook
        // (a due timer) runs before the next queued call, so threads that keep the queue
        // full cannot starve timers (libuv runs due timers once per turn the same way).
        let mut batch = 0usize;
        loop {
            if hook.stopped() {
                return Ok(());
            }
            match self.runtime.execute_pending_job() {
                Ok(true) => {
                    self.checkpoint()?;
                    continue;
                }
                Ok(false) => self.check_rejections()?,
                Err(e) => {
                    return Err(e.0.with(|ctx| script_error(&ctx)));
                }
            }
            let queued = if batch < QUEUED_BATCH {
                callbacks.run_one_queued()
            } else {
                Queued::Nothing
            };
            match queued {
                Queued::Nothing => {}
                Queued::Ran => {
                    batch += 1;
                    self.checkpoint()?;
                    continue;
                }
                Queued::Task(task, payload) => {
                    batch += 1;
                    self.with(|ctx| task(&ctx, payload));
                    self.checkpoint()?;
                    continue;
                }
            }
            batch = 0;
            match self.with(|ctx| hook.run_ready(&ctx)) {
                Ok(true) => {
                    self.checkpoint()?;
                    continue;
                }
                Ok(false) => {}
                Err(rquickjs::Error::Exception) => return Err(self.caught_error()),
                Err(e) => {
                    return Err(ScriptError {
                        message: e.to_string(),
                        stack: None,
                    })
                }
            }
            let deadline = hook.next_deadline();
            if !callbacks.wait_for_calls(deadline) {
                match deadline {
                    None => break,
                    Some(d) => std::thread::sleep(d.saturating_duration_since(Instant::now())),
                }
            }
        }
        Ok(())
    }

    /// The exception pending in the engine's context (taken) as a script error: its
    /// `name: message` and stack.
    pub fn caught_error(&self) -> ScriptError {
        self.with(|ctx| script_error(&ctx))
    }

    /// The QuickJS runtime under the engine (for a module loader:
    /// [`Runtime::set_loader`]).
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// A point of the loop with no native frame on the stack: closed libraries are unloaded
    /// (those closed while a callback ran, or while a `nonblocking` call held them), and a
    /// pending callback error is reported.
    fn checkpoint(&self) -> Result<(), ScriptError> {
        let callbacks = &*self.callbacks_end.1;
        if let Some(ffi) = FfiState::get(&self.shared) {
            ffi.unloads.checkpoint();
        }
        if let Some(message) = self.globals.0.as_ref().and_then(|g| g.take_failure()) {
            return Err(ScriptError {
                message,
                stack: None,
            });
        }
        match callbacks.take_error() {
            None => Ok(()),
            Some(pending) => Err(self.callback_error(pending)),
        }
    }

    /// Reports the first promise rejected with no handler once the job queue has drained,
    /// as Deno does: `Uncaught (in promise) ...` with the reason's stack.
    fn check_rejections(&self) -> Result<(), ScriptError> {
        let Some(reason) = self.rejections.0.take_first() else {
            return Ok(());
        };
        let mut e = self.with(|ctx| {
            // SAFETY: `reason` is an owned value of this context; JS_Throw takes it, and
            // `script_error` takes it back (`catch`).
            unsafe { rquickjs::qjs::JS_Throw(ctx.as_raw().as_ptr(), reason) };
            script_error(&ctx)
        });
        e.message = format!("(in promise) {}", e.message);
        Err(e)
    }

    /// The script error of an error a callback raised.
    fn callback_error(&self, pending: PendingError) -> ScriptError {
        let PendingError {
            value,
            signature,
            more,
        } = pending;
        let mut e = self.with(|ctx| {
            // SAFETY: `value` is an owned exception of this context; JS_Throw takes it, and
            // `script_error` takes it back (`catch`).
            unsafe { rquickjs::qjs::JS_Throw(ctx.as_raw().as_ptr(), value) };
            script_error(&ctx)
        });
        let more = match more {
            0 => String::new(),
            1 => "; 1 more callback error was dropped".into(),
            n => format!("; {n} more callback errors were dropped"),
        };
        e.message = format!(
            "{} (in callback {signature}, called from native code, which got 0{more})",
            e.message
        );
        e
    }

    /// Frees the context and the runtime and reports what was not given back: QuickJS
    /// allocations still live after `JS_FreeRuntime` (with
    /// [`EngineOptions::track_allocations`]) and hostcall function records never finalized.
    pub fn finish(self) -> LeakReport {
        let Engine {
            callbacks_end,
            rejections,
            globals,
            context,
            runtime,
            host,
            shared,
            live_allocations,
        } = self;
        drop(callbacks_end);
        drop(rejections);
        drop(globals);
        drop(context);
        drop(runtime);
        drop(host);
        LeakReport {
            live_allocations: live_allocations.map(|l| l.load(Ordering::Relaxed) as i64),
            function_records: Rc::strong_count(&shared) as i64 - 1,
        }
    }
}

/// Calls queued by other threads (and settled `nonblocking` calls) that [`Engine::run_loop`]
/// runs in a row before its hook's ready work (a due timer) gets a turn.
pub const QUEUED_BATCH: usize = 64;

/// Work an embedder adds to [`Engine::run_loop`]: timers, a module's evaluation. Both
/// methods run on the engine's thread, between jobs, with no native frame below.
pub trait LoopHook {
    /// Runs one piece of ready work (one due timer, say) and says whether it ran any. An
    /// exception it leaves pending (`Err(Error::Exception)`) ends the loop as uncaught.
    fn run_ready(&self, ctx: &Ctx<'_>) -> rquickjs::Result<bool>;
    /// When work will next be ready; `None` when the hook holds nothing that keeps the loop
    /// alive.
    fn next_deadline(&self) -> Option<Instant>;
    /// Whether the program has ended (`Deno.exit`, say): the loop returns before it runs
    /// anything more, jobs already queued included. Checked before every step.
    fn stopped(&self) -> bool {
        false
    }
}

/// The hook of [`Engine::run`]: nothing.
struct NoLoopHook;

impl LoopHook for NoLoopHook {
    fn run_ready(&self, _ctx: &Ctx<'_>) -> rquickjs::Result<bool> {
        Ok(false)
    }
    fn next_deadline(&self) -> Option<Instant> {
        None
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

/// The exception pending in `ctx` (taken) as a script error, described without running
/// script ([`crate::runtime::inspect::thrown`]): a thrown value's `toString`, getters and
/// proxy traps are never called, and no heap address is printed.
fn script_error(ctx: &Ctx<'_>) -> ScriptError {
    let v = ctx.catch();
    let (message, stack) = crate::runtime::inspect::thrown(ctx, &v);
    ScriptError { message, stack }
}
