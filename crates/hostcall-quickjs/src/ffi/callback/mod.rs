//! Callbacks: the engine's side of upcalls (native code calling a script function), under
//! the contract of [`hostcall::upcall`].
//!
//! - [`CallbackHost`]: one per engine (in the engine's shared state). It owns the script
//!   functions of the open callbacks, the first error a callback raised (until the engine
//!   reports it), the ref count that keeps [`Engine::run`](crate::Engine::run) waiting, and
//!   the engine's end of the queue that other threads hand calls to (of thread-safe
//!   callbacks, and of any callback whose rules let any thread call it: [`CallbackRules`]).
//! - [`CallbackData`]: one per callback, what its [`UpcallRecord`] points to. Both are leaked
//!   on purpose: native code may keep a callback's pointer and call it at any time, even
//!   after the engine is gone. A finished callback is *closed* instead: its script function
//!   is released and every later call is refused (zero to the native caller, one message on
//!   stderr).
//! - The hooks ([`HOOKS`]): `enter` runs on whatever thread native code called from and
//!   touches only the callback's thread-safe fields; `invoke` and `result` run on the
//!   engine's thread only; `queue` runs on a foreign thread and talks to the engine through
//!   a mutex and a condition variable.
//!
//! Beside it: the queue from other threads is [`channel`](crate::ffi::channel), the
//! count of callbacks running on a thread [`stack`](crate::ffi::loader::stack), the guard on
//! `ArrayBuffer` methods while native code holds bytes
//! [`buffer_guard`](crate::ffi::buffer_guard), a pointer as a script value
//! [`pointer_value`](crate::binding::pointer_value).
//!
//! # Liveness
//!
//! A callback's engine-side fields ([`OwnerState`]: its function, its ref count, a pointer
//! to its [`CallbackHost`]) are touched only on the engine's thread, and only while the
//! callback is open. Closing, and the engine's end, happen on that thread too, so on the
//! engine's thread "open" (an atomic flag read in `enter`) proves the host is alive. A
//! foreign thread never touches those fields: it reads the flags, and queues under the
//! queue's lock, where `closed` and the engine's `alive` flag are also written (so a queued
//! call is either run by the engine or dropped by `close()`/the engine's end, which
//! releases its waiting caller with zero).
//!
//! # Errors
//!
//! A callback that throws, or whose result the engine's policy refuses, returns zero to its
//! native caller; nothing unwinds through native frames. The exception is kept as the
//! engine's *pending callback error* (the first one; later ones are counted and dropped)
//! and surfaces either from the call of a `dlopen`ed symbol that declares a `function`
//! parameter (see `ffi/adapt.rs`), or, otherwise, as an uncaught error when control returns
//! to [`Engine::run`](crate::Engine::run)'s loop.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `hooks`: the four upcall hooks ([`HOOKS`]).
//!
//! This file keeps each callback's data and rules, and the engine's [`CallbackHost`].

use crate::binding::values::JS_UNDEFINED;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::ffi::c_int;
use std::io::Write as _;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::sync::mpsc::sync_channel;
use std::sync::{Arc, Condvar, Mutex};

use hostcall::core::structs::StructParam;
use hostcall::upcall::{
    self, CallbackParam, CallbackSignature, UpcallHooks, UpcallRecord, ENTER_QUEUE, ENTER_REFUSE,
    ENTER_RUN,
};
use hostcall::{Backend, Callback, ConversionPolicy, HostError, LayoutRef, Value};
use rquickjs::qjs;

use crate::binding::buffer::{live_bytes, LiveBytes};
use crate::binding::layout::throw_error;
use crate::binding::native::type_name;
use crate::binding::pointer_value::{take_address, PointerObjects};
use crate::binding::state::Shared;
use crate::ffi::channel::{current_thread, Job, Link, Queued, Task, TaskDone, MAX_QUEUED};
use crate::ffi::loader::stack::{DepthGuard, QueuedGuard};

mod hooks;

use hooks::data;
pub(crate) use hooks::HOOKS;

/// The fields of a callback that only its engine's thread touches, while the callback is
/// open (see the module docs).
pub(crate) struct OwnerState {
    /// The engine's callback host (alive while the callback is open).
    host: *const CallbackHost,
    /// The script function: an owned reference, or `undefined` once closed.
    func: Cell<qjs::JSValue>,
    /// `ref()` count.
    refs: Cell<u32>,
    /// The buffers a `result: "buffer"` callback returned last, one per calling thread
    /// (owned references): each kept until that thread's next call of the callback returns
    /// or the callback closes, so the address its native caller got stays valid at least
    /// that long, whatever other threads' calls return meanwhile.
    kept: RefCell<Vec<(u64, qjs::JSValue)>>,
}

impl OwnerState {
    /// Releases the callback's function and its kept buffer.
    ///
    /// # Safety
    ///
    /// On the engine's thread, `ctx` the engine's context, while the callback is closing;
    /// no borrow is held (freeing may run finalizers).
    unsafe fn release(&self, ctx: *mut qjs::JSContext) {
        let func = self.func.replace(JS_UNDEFINED);
        let kept = std::mem::take(&mut *self.kept.borrow_mut());
        // SAFETY: the callback's own references, released once (a call in progress holds
        // its own reference to the function); no borrow is held while they are freed.
        unsafe {
            qjs::JS_FreeValue(ctx, func);
            for (_, v) in kept {
                qjs::JS_FreeValue(ctx, v);
            }
        }
    }
}

/// [`OwnerState`] behind a type that may sit in a `Sync` record.
struct OwnerOnly(OwnerState);

// SAFETY: the state is reached only through `CallbackData::owner`, whose contract is to be
// on the engine's thread while the callback is open; no other thread touches it.
unsafe impl Sync for OwnerOnly {}
// SAFETY: as above (the record is never moved to another thread's ownership: it is leaked).
unsafe impl Send for OwnerOnly {}

/// What one callback's [`UpcallRecord::data`] points to. Leaked, with its record.
pub(crate) struct CallbackData {
    link: Arc<Link>,
    sig: CallbackSignature,
    thread_safe: bool,
    /// Declared `result: "buffer"`: a buffer the script returns gives the address of its
    /// live bytes (Deno's rule), other values convert as a `pointer`.
    buffer_result: bool,
    /// The rules the callback follows (given by the namespace that made it).
    rules: CallbackRules,
    /// Set on the engine's thread (under the queue's lock) by `close()` or the engine's end.
    closed: AtomicBool,
    /// Which refusals were already reported on stderr (one message per kind and callback).
    reported: AtomicU8,
    /// The native code (its address, for `pointer`).
    code: usize,
    /// The backend whose code this is.
    backend: Backend,
    owner: OwnerOnly,
}

/// The rules a callback follows, as data its maker gives (the FFI module, per namespace:
/// `crate::ffi::rules`): how its values cross, how its result converts off the lane, and
/// who may call it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CallbackRules {
    /// The value rules its parameters are boxed under (its signature's dialect), whether a
    /// `pointer` result may be one of the engine's pointer objects, and how a result the
    /// lane does not take converts (`coerced-callback-results`; else the engine's policy).
    pub(crate) dialect: hostcall::Dialect,
    /// Whether any thread may call it, not only a thread-safe callback (its calls are run
    /// by the engine's loop), every caller on another thread then waiting until the script
    /// ran, `void` or not. Otherwise only a thread-safe callback is called from another
    /// thread, and a `void` caller there does not wait.
    pub(crate) any_thread: bool,
}

/// The policy of callback results under the `coerced-callback-results` dialect rule.
static COERCED_RESULTS: ConversionPolicy = ConversionPolicy::js_coercing();

impl CallbackRules {
    /// The policy a callback's result converts with: JavaScript's coercions under the
    /// dialect's `coerced-callback-results` rule, else the engine's.
    fn policy<'p>(&self, engine: &'p ConversionPolicy) -> &'p ConversionPolicy {
        if self.dialect.coerced_callback_results {
            &COERCED_RESULTS
        } else {
            engine
        }
    }
}

/// Why a call was refused (each is reported once per callback).
#[derive(Clone, Copy)]
enum Refusal {
    Closed,
    EngineGone,
    ForeignThread,
    /// Called while a library is being unloaded on the calling thread (from its destructor).
    Unloading,
}

impl CallbackData {
    /// The engine-side fields.
    ///
    /// # Safety
    ///
    /// The caller is on the engine's thread and the callback is open (or is being closed by
    /// this thread).
    unsafe fn owner(&self) -> &OwnerState {
        &self.owner.0
    }

    /// The native code's address (what scripts see as `pointer`).
    pub(crate) fn code(&self) -> usize {
        self.code
    }

    /// Whether the callback was closed (by `close()` or the engine's end).
    pub(crate) fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Acquire)
    }

    /// Reports a refused call on stderr, once per kind of refusal and callback.
    fn refuse(&self, why: Refusal) {
        self.link.refused.fetch_add(1, Ordering::Relaxed);
        let bit = match why {
            Refusal::Closed => 1,
            Refusal::EngineGone => 2,
            Refusal::ForeignThread => 4,
            Refusal::Unloading => 8,
        };
        if self.reported.fetch_or(bit, Ordering::Relaxed) & bit != 0 {
            return;
        }
        let sig = &self.sig;
        let what = match why {
            Refusal::Closed => "called after close()".to_string(),
            Refusal::EngineGone => "called after its engine finished".to_string(),
            Refusal::ForeignThread => "called from a thread other than its engine's, \
                 but it is not thread-safe (make it with UnsafeCallback.threadSafe)"
                .to_string(),
            Refusal::Unloading => "called while a library was being unloaded on its thread \
                 (from a destructor: no script runs there)"
                .to_string(),
        };
        let _ = writeln!(
            std::io::stderr().lock(),
            "hostcall: callback {sig} at {:#x} {what}; returning 0 (reported once)",
            self.code
        );
    }
}

/// Every record made, kept for the rest of the process (as their code is). The JIT's entries
/// hold a record's address only as an immediate in machine code, so without this list a leak
/// checker would call the records (and their data) lost; they are kept on purpose.
static RECORDS: Mutex<Vec<&'static UpcallRecord>> = Mutex::new(Vec::new());

/// The first error a callback raised, not yet reported: the exception, the callback's
/// signature, and how many more errors were dropped since.
pub(crate) struct PendingError {
    /// The exception (owned).
    pub(crate) value: qjs::JSValue,
    /// The signature of the callback that raised it.
    pub(crate) signature: String,
    /// Further callback errors raised before this one was reported (dropped).
    pub(crate) more: u64,
}

/// What callbacks did in one engine (see [`Engine::callback_counts`](crate::Engine::callback_counts)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CallbackCounts {
    /// Callbacks made whose code is the JIT's upcall thunk.
    pub jit: u64,
    /// Callbacks made whose code is the generic backend's libffi closure.
    pub generic: u64,
    /// Calls that ran the script function (on the engine's thread, directly or queued).
    pub calls: u64,
    /// Calls other threads queued to the engine.
    pub queued: u64,
    /// Calls refused (after `close()`, after the engine's end, or from another thread for
    /// a callback that is not thread-safe).
    pub refused: u64,
    /// Callbacks that are open now.
    pub open: u64,
}

/// One engine's callbacks (see the module docs). Lives in the engine's shared state; its
/// methods are called on the engine's thread.
pub(crate) struct CallbackHost {
    /// The queue other threads hand calls to, made with the first callback or task (an
    /// engine that makes neither allocates none).
    link: std::cell::OnceCell<Arc<Link>>,
    /// The engine's thread.
    owner: u64,
    ctx: *mut qjs::JSContext,
    layout: LayoutRef,
    policy: ConversionPolicy,
    backend: Backend,
    /// QuickJS's class id of `UnsafeCallback` objects in this runtime (0 until installed).
    class_id: Cell<u32>,
    /// The engine's pointer objects (what pointers are under the `pointer-objects` rule).
    pub(crate) pointers: PointerObjects,
    /// The open callbacks (their functions are freed at the engine's end).
    open: RefCell<Vec<&'static CallbackData>>,
    /// The sum of the open callbacks' `ref()` counts.
    refs: Cell<u64>,
    pending: RefCell<Option<PendingError>>,
    made_jit: Cell<u64>,
    made_generic: Cell<u64>,
    calls: Cell<u64>,
    /// Set at the engine's end.
    finished: Cell<bool>,
    /// Tasks started and not yet run ([`CallbackHost::start_task`]): each keeps the loop
    /// alive until it is done.
    tasks: RefCell<std::collections::HashMap<u64, Task>>,
    /// The thread whose queued call the engine's thread is running now (`None` outside
    /// one, and while the script runs inside one): whose kept buffer a result replaces.
    serving: Cell<Option<u64>>,
    /// Buffers returned by callbacks that closed during their own call (owned), kept for
    /// their callers until the engine ends.
    orphans: RefCell<Vec<qjs::JSValue>>,
    /// The next task's id.
    next_task: Cell<u64>,
}

impl CallbackHost {
    /// The engine's callback host, made on first use (in the binding's state map, for the
    /// context the host was attached with), on the engine's thread.
    pub(crate) fn of(shared: &Shared) -> Rc<CallbackHost> {
        shared.states.get_or_insert_with(|| {
            let d = &shared.dispatcher;
            CallbackHost::new(shared.context, d.layout(), d.policy().clone(), d.backend())
        })
    }

    /// A host for the engine whose context is `ctx`, made on the engine's thread.
    fn new(
        ctx: *mut qjs::JSContext,
        layout: LayoutRef,
        policy: ConversionPolicy,
        backend: Backend,
    ) -> CallbackHost {
        CallbackHost {
            link: std::cell::OnceCell::new(),
            owner: current_thread(),
            ctx,
            layout,
            policy,
            backend,
            class_id: Cell::new(0),
            pointers: PointerObjects::new(ctx),
            open: RefCell::new(Vec::new()),
            refs: Cell::new(0),
            pending: RefCell::new(None),
            made_jit: Cell::new(0),
            made_generic: Cell::new(0),
            calls: Cell::new(0),
            finished: Cell::new(false),
            tasks: RefCell::new(std::collections::HashMap::new()),
            next_task: Cell::new(0),
            serving: Cell::new(None),
            orphans: RefCell::new(Vec::new()),
        }
    }

    /// The queue other threads hand calls to (made on first use, on the engine's thread).
    fn link(&self) -> &Arc<Link> {
        self.link.get_or_init(|| {
            Arc::new(Link {
                owner: self.owner,
                alive: AtomicBool::new(!self.finished.get()),
                queue: Mutex::new(VecDeque::new()),
                arrived: Condvar::new(),
                space: Condvar::new(),
                refused: AtomicU64::new(0),
                queued: AtomicU64::new(0),
            })
        })
    }

    /// Records the class id of `UnsafeCallback` objects.
    pub(crate) fn set_class_id(&self, id: u32) {
        self.class_id.set(id);
    }

    /// The callback behind `v` when it is an `UnsafeCallback` object of this engine (its
    /// opaque is the callback's leaked data; QuickJS checks the class).
    pub(crate) fn callback_of(&self, v: qjs::JSValue) -> Option<&'static CallbackData> {
        let id = self.class_id.get();
        if id == 0 || v.tag != i64::from(qjs::JS_TAG_OBJECT) {
            return None;
        }
        // SAFETY: `v` is a live object (tag checked); JS_GetOpaque returns null unless its
        // class is `id`, whose objects all carry a leaked `CallbackData` (see `new_object`).
        let p = unsafe { qjs::JS_GetOpaque(v, id) };
        // SAFETY: as above: leaked, so `'static`.
        (!p.is_null()).then(|| unsafe { &*p.cast::<CallbackData>() })
    }

    /// A new `UnsafeCallback` object for `d` (owned), or an exception. The object holds no
    /// reference to anything: collecting it leaves the callback open.
    pub(crate) fn new_object(&self, d: &'static CallbackData) -> qjs::JSValue {
        let id = self.class_id.get();
        // SAFETY: the class is registered in this runtime (id not 0 once installed); the
        // new object is owned by the caller.
        unsafe {
            let obj = qjs::JS_NewObjectClass(self.ctx, id);
            if obj.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                return obj;
            }
            let p = (d as *const CallbackData)
                .cast_mut()
                .cast::<std::ffi::c_void>();
            if qjs::JS_SetOpaque(obj, p) != 0 {
                qjs::JS_FreeValue(self.ctx, obj);
                return qjs::JS_ThrowInternalError(
                    self.ctx,
                    c"%s".as_ptr(),
                    c"UnsafeCallback object".as_ptr(),
                );
            }
            obj
        }
    }

    /// Makes a callback of `sig` calling `func` (a function of this engine's context; a new
    /// reference is taken): its data, its record and its native code. Nothing runs script
    /// code. The callback is open and unref'd.
    pub(crate) fn create(
        &self,
        sig: CallbackSignature,
        func: qjs::JSValue,
        thread_safe: bool,
        buffer_result: bool,
        rules: CallbackRules,
    ) -> Result<&'static CallbackData, HostError> {
        if self.finished.get() {
            return Err(HostError::new(
                hostcall::ErrorKind::Error,
                "the engine has finished",
            ));
        }
        // Parameters are boxed under the rules' dialect: the signature's, which both upcall
        // paths read.
        let sig = sig.with_dialect(rules.dialect);
        // The record needs the data's address and the data needs the code, made from the
        // record: the data is built in place, its code filled in once made.
        let data: &'static mut CallbackData = Box::leak(Box::new(CallbackData {
            link: self.link().clone(),
            sig,
            thread_safe,
            buffer_result,
            rules,
            // Closed until it is complete: a record is reachable by no one before.
            closed: AtomicBool::new(true),
            reported: AtomicU8::new(0),
            code: 0,
            backend: Backend::Generic,
            owner: OwnerOnly(OwnerState {
                host: self,
                func: Cell::new(JS_UNDEFINED),
                kept: RefCell::new(Vec::new()),
                refs: Cell::new(0),
            }),
        }));
        let rec: &'static UpcallRecord = Box::leak(Box::new(UpcallRecord {
            hooks: &HOOKS,
            cx: self.ctx.cast(),
            data: (data as *const CallbackData).cast(),
            // The policy's own reading of the result kind, when it has one, wins.
            inline_results: data
                .sig
                .result_kind()
                .is_none_or(|k| !rules.policy(&self.policy).has_converter(k)),
        }));
        RECORDS.lock().unwrap_or_else(|e| e.into_inner()).push(rec);
        // SAFETY: the record's hooks are this module's, for QuickJS's layout (the engine's
        // `layout`), and follow the upcall contract; the record is leaked.
        let made = unsafe { Callback::new(&data.sig, self.layout, rec, self.backend) }?;
        data.code = made.code() as usize;
        data.backend = made.backend();
        let data: &'static CallbackData = data;
        match data.backend {
            Backend::Jit => self.made_jit.set(self.made_jit.get() + 1),
            Backend::Generic => self.made_generic.set(self.made_generic.get() + 1),
        }
        // SAFETY: `func` is a live value of this context (the caller's contract); the new
        // reference belongs to the callback until it is closed.
        data.owner
            .0
            .func
            .set(unsafe { qjs::JS_DupValue(self.ctx, func) });
        self.open.borrow_mut().push(data);
        data.closed.store(false, Ordering::Release);
        Ok(data)
    }

    /// Closes a callback of this engine: every later call is refused, queued calls are
    /// dropped (their callers get zero), its refs no longer keep the loop alive, and its
    /// function is released. Closing twice does nothing.
    pub(crate) fn close(&self, d: &'static CallbackData) {
        let dropped: Vec<Job> = {
            let mut q = self.link().lock();
            if d.closed.swap(true, Ordering::AcqRel) {
                return;
            }
            let mut dropped = Vec::new();
            let mut kept = VecDeque::with_capacity(q.len());
            for job in q.drain(..) {
                match &job {
                    // SAFETY: queued records are ours.
                    Job::Upcall { rec, .. } if std::ptr::eq(unsafe { data(*rec) }, d) => {
                        dropped.push(job);
                    }
                    Job::Upcall { .. } | Job::Done { .. } => kept.push_back(job),
                }
            }
            *q = kept;
            // Callers of this callback waiting for room refuse now.
            self.link().space.notify_all();
            dropped
        };
        // Their callers wake up with zero.
        drop(dropped);
        // SAFETY: on the engine's thread, closing (the callback was open until the swap).
        let owner = unsafe { d.owner() };
        self.refs
            .set(self.refs.get().saturating_sub(u64::from(owner.refs.get())));
        owner.refs.set(0);
        self.open.borrow_mut().retain(|o| !std::ptr::eq(*o, d));
        // SAFETY: the engine's thread and context, closing; no borrow is held.
        unsafe { owner.release(self.ctx) };
    }

    /// `ref()`: the callback keeps the engine's loop alive; returns its new count (0 for a
    /// closed callback, which nothing keeps alive).
    pub(crate) fn ref_callback(&self, d: &'static CallbackData) -> u32 {
        if d.is_closed() {
            return 0;
        }
        // SAFETY: on the engine's thread, open.
        let owner = unsafe { d.owner() };
        let n = owner.refs.get().saturating_add(1);
        owner.refs.set(n);
        self.refs.set(self.refs.get() + 1);
        n
    }

    /// `unref()`: returns the new count.
    pub(crate) fn unref_callback(&self, d: &'static CallbackData) -> u32 {
        if d.is_closed() {
            return 0;
        }
        // SAFETY: on the engine's thread, open.
        let owner = unsafe { d.owner() };
        let n = owner.refs.get();
        if n > 0 {
            owner.refs.set(n - 1);
            self.refs.set(self.refs.get().saturating_sub(1));
        }
        owner.refs.get()
    }

    /// Keeps `e` (an owned exception) as the pending callback error, or drops it when one
    /// is already pending.
    ///
    /// # Safety
    ///
    /// `e` is an owned value of this engine's context.
    unsafe fn record_error(&self, e: qjs::JSValue, d: &CallbackData) {
        let mut p = self.pending.borrow_mut();
        match p.as_mut() {
            Some(first) => {
                first.more += 1;
                drop(p);
                // SAFETY: owned, freed once (no borrow held: finalizers may run).
                unsafe { qjs::JS_FreeValue(self.ctx, e) };
            }
            None => {
                *p = Some(PendingError {
                    value: e,
                    signature: d.sig.to_string(),
                    more: 0,
                });
            }
        }
    }

    /// Whether a callback error is pending.
    pub(crate) fn has_error(&self) -> bool {
        self.pending.borrow().is_some()
    }

    /// Takes the pending callback error (its value is owned by the caller).
    pub(crate) fn take_error(&self) -> Option<PendingError> {
        self.pending.borrow_mut().take()
    }

    /// Starts a task whose work another thread does (a `nonblocking` call): `task` runs on
    /// the engine's thread once that thread calls [`TaskDone::finish`] with the returned
    /// handle. Until then the task keeps [`Engine::run`](crate::Engine::run)'s loop waiting.
    /// `None` once the engine has ended.
    pub(crate) fn start_task(&self, task: Task) -> Option<TaskDone> {
        if self.finished.get() {
            return None;
        }
        let id = self.next_task.get();
        self.next_task.set(id + 1);
        self.tasks.borrow_mut().insert(id, task);
        Some(TaskDone {
            link: Some(self.link().clone()),
            id,
        })
    }

    /// Tasks started and not yet run.
    pub(crate) fn tasks_in_flight(&self) -> usize {
        self.tasks.borrow().len()
    }

    /// Runs the oldest call queued by another thread, if any, or hands back a task that is
    /// done (its caller runs it in the engine's context). Must be called on the engine's
    /// thread where scripts may run (its loop).
    pub(crate) fn run_one_queued(&self) -> Queued {
        let Some(link) = self.link.get() else {
            return Queued::Nothing;
        };
        let job = {
            let mut q = link.lock();
            let job = q.pop_front();
            if job.is_some() && q.len() + 1 >= MAX_QUEUED {
                // A caller may be waiting for room.
                link.space.notify_all();
            }
            job
        };
        let Some(job) = job else {
            return Queued::Nothing;
        };
        let (rec, args, structs, reply, caller) = match job {
            Job::Upcall {
                rec,
                args,
                structs,
                reply,
                caller,
            } => (rec, args, structs, reply, caller),
            Job::Done { id, payload } => {
                let task = self.tasks.borrow_mut().remove(&id);
                return match task {
                    Some(t) => Queued::Task(t, payload),
                    // Not ours any more (cannot happen: tasks leave only here or at the end).
                    None => Queued::Ran,
                };
            }
        };
        // SAFETY: queued records are ours.
        let d = unsafe { data(rec) };
        if d.is_closed() {
            // Dropped: its caller gets zero.
            return Queued::Ran;
        }
        // No native function of this thread is below this call ([`native_below`]).
        let queued = QueuedGuard::enter();
        let serving = self.serving.replace(Some(caller));
        // SAFETY: on the engine's thread, in its loop (scripts may run), for an open
        // callback of this engine: what `enter` returning ENTER_RUN means. The record's
        // hooks are ours, for this layout.
        let mut r = vec![0u64; d.sig.result_words()];
        // The struct arguments' bytes (`args` holds their addresses there) live until here.
        let r = {
            // SAFETY: as above; `args` holds one raw value per parameter, a struct's the
            // address of its bytes in `structs`, alive for the call; `r` has the result's
            // words.
            unsafe { upcall::run_raw(rec, &d.sig, self.layout, &args, &mut r) };
            drop(structs);
            r
        };
        self.serving.set(serving);
        drop(queued);
        if let Some(reply) = reply {
            // The caller may have gone (it cannot: it blocks), so a failed send is ignored.
            let _ = reply.send(r);
        }
        Queued::Ran
    }

    /// Whether the engine's loop must wait for other threads: some open callback is ref'd,
    /// or a task is in flight. Blocks until something is queued (or `until` has passed, when
    /// given) and returns `true`; returns `false` at once when nothing is ref'd or in flight.
    pub(crate) fn wait_for_calls(&self, until: Option<std::time::Instant>) -> bool {
        if self.refs.get() == 0 && self.tasks.borrow().is_empty() {
            return false;
        }
        let link = self.link();
        let mut q = link.lock();
        while q.is_empty() {
            match until {
                None => q = link.arrived.wait(q).unwrap_or_else(|e| e.into_inner()),
                Some(deadline) => {
                    let now = std::time::Instant::now();
                    if now >= deadline {
                        break;
                    }
                    q = link
                        .arrived
                        .wait_timeout(q, deadline - now)
                        .map(|(q, _)| q)
                        .unwrap_or_else(|e| e.into_inner().0);
                }
            }
        }
        true
    }

    /// What callbacks did so far.
    pub(crate) fn counts(&self) -> CallbackCounts {
        CallbackCounts {
            jit: self.made_jit.get(),
            generic: self.made_generic.get(),
            calls: self.calls.get(),
            queued: self
                .link
                .get()
                .map_or(0, |l| l.queued.load(Ordering::Relaxed)),
            refused: self
                .link
                .get()
                .map_or(0, |l| l.refused.load(Ordering::Relaxed)),
            open: self.open.borrow().len() as u64,
        }
    }

    /// The engine's end, before its context and runtime are freed: every callback is closed
    /// (later calls are refused), queued calls are dropped (their callers get zero), and
    /// every script value held here is released.
    pub(crate) fn shutdown(&self) {
        if self.finished.replace(true) {
            return;
        }
        let open = std::mem::take(&mut *self.open.borrow_mut());
        let jobs = match self.link.get() {
            Some(link) => {
                let mut q = link.lock();
                for d in &open {
                    d.closed.store(true, Ordering::Release);
                }
                link.alive.store(false, Ordering::Release);
                // Callers waiting for room refuse now.
                link.space.notify_all();
                std::mem::take(&mut *q)
            }
            // No callback or task was ever made: nothing is open or queued.
            None => VecDeque::new(),
        };
        drop(jobs);
        self.refs.set(0);
        for d in open {
            // SAFETY: on the engine's thread, the engine's context; the callback was open
            // until just now and is closing; no borrow is held.
            unsafe { d.owner().release(self.ctx) };
        }
        if let Some(p) = self.take_error() {
            // SAFETY: the pending error's value is owned.
            unsafe { qjs::JS_FreeValue(self.ctx, p.value) };
        }
        let orphans = std::mem::take(&mut *self.orphans.borrow_mut());
        for v in orphans {
            // SAFETY: owned references of this context, released once, no borrow held.
            unsafe { qjs::JS_FreeValue(self.ctx, v) };
        }
        // Tasks in flight are never run: their script values are released now, while the
        // context is alive (their threads finish alone and drop what they made).
        let tasks = std::mem::take(&mut *self.tasks.borrow_mut());
        drop(tasks);
    }
}
