//! The per-engine dispatcher: the object an engine embeds.

use std::cell::{Cell, RefCell, UnsafeCell};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use hostcall_core::generic::{call_generic, raise, FfiCall};
use hostcall_core::{
    CClosureEntry, CallFrame, ConversionPolicy, EntryKind, HostError, LayoutRef, MethodData,
    MethodId, RegisterError, Status, ThunkFn,
};

use crate::backend::{Backend, BackendError};
use crate::cache::{Code, ShapeSlot, ThunkCache, TierPolicy};
use crate::registry::register_method;

/// Names a method registered with one [`Dispatcher`]: an index into its L1 table, tagged
/// with the dispatcher it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MethodHandle {
    dispatcher: u32,
    index: u32,
}

/// Which path calls took, for tests and `--stats`: proof that the fast path ran.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallCounts {
    /// Calls a thunk completed (Ok or Threw).
    pub thunk: u64,
    /// Calls a thunk handed back with `Fallback`, then run by the generic path.
    pub fallback: u64,
    /// Calls run by the generic path directly (generic backend, ineligible shape, a
    /// policy that keeps the method off the fast lane, or a method not yet tiered up).
    pub generic: u64,
    /// Of `generic`: calls made by methods waiting to tier up (before their code was
    /// installed).
    pub cold: u64,
}

/// One method in a dispatcher's L1 table. `method` and `thunk` are what the hot path reads
/// (copied out); the rest is the method's tier state, touched only on the generic path.
struct L1Entry {
    method: &'static MethodData,
    /// The libffi call interface for the generic path: made at registration, unless the
    /// method's code was ready then (a packed shape, or one another engine compiled), in
    /// which case on its first generic call (a fallback), if one ever comes.
    ffi: std::cell::OnceCell<Arc<FfiCall>>,
    /// The uniform thunk, once installed: calls through [`Dispatcher::call`] take it.
    thunk: Option<ThunkFn>,
    /// The native entry, once compiled (dispatchers with native entries only).
    native: Option<usize>,
    /// Generic calls made while the method waits to tier up.
    calls: u32,
    /// The shape this method tiers up to, until its code is installed or found ineligible
    /// (`None` from then on, and for methods that never tier up).
    pending: Option<Arc<ShapeSlot>>,
    /// Where the installed code came from (`None` until installed).
    origin: Option<crate::cache::CodeOrigin>,
    /// Whether a compile of `pending` was requested.
    requested: bool,
}

enum CacheRef {
    Global,
    Scoped(Arc<ThunkCache>),
}

/// One engine instance's view of hostcall: its [`ConversionPolicy`], its backend and
/// [`TierPolicy`], and an L1 table of its methods. Cheap to create: methods already
/// compiled in this process (by any engine) are found in the process-wide cache and never
/// recompiled.
///
/// A dispatcher is used from one thread at a time (it is `Send`, not `Sync`), like the
/// engine that owns it.
pub struct Dispatcher {
    id: u32,
    layout: LayoutRef,
    policy: ConversionPolicy,
    backend: Backend,
    tier: TierPolicy,
    /// The entry kind tier-ups compile: uniform thunks, or the engine's native entries.
    entry_kind: EntryKind,
    cache: CacheRef,
    /// Append-only. Touched only by `register` (push), `hot` (copy two fields out), `tick`
    /// (update one element in place) and `call_slow_inner` (fill an element's libffi
    /// interface once); none of them holds a reference across user code, and the dispatcher is `!Sync`, so they never overlap, even when a host function
    /// re-enters the engine and registers or calls.
    methods: UnsafeCell<Vec<L1Entry>>,
    /// Where each method id sits in `methods`: registering a method again (a script that
    /// `dlopen`s the same library in a loop) returns its handle instead of growing the table.
    index: RefCell<HashMap<MethodId, u32>>,
    thunk_calls: Cell<u64>,
    fallback_calls: Cell<u64>,
    generic_calls: Cell<u64>,
    /// Generic calls made by methods before their code was installed.
    cold_calls: Cell<u64>,
}

/// A dispatcher could not be created.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum DispatchError {
    /// The JIT backend was asked for but cannot run here.
    #[error("the JIT backend is not available: {0}")]
    JitUnavailable(#[source] BackendError),
}

impl Dispatcher {
    /// A dispatcher for an engine with values of `layout`, using `policy` at its call sites,
    /// the default backend ([`Backend::default`]: the JIT where it can run) and the default
    /// [`TierPolicy`] (tiered).
    pub fn new(layout: LayoutRef, policy: ConversionPolicy) -> Result<Dispatcher, DispatchError> {
        static NEXT_ID: AtomicU32 = AtomicU32::new(1);
        Ok(Dispatcher {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            layout,
            policy,
            backend: Backend::default(),
            tier: TierPolicy::default(),
            entry_kind: EntryKind::Uniform,
            cache: CacheRef::Global,
            methods: UnsafeCell::new(Vec::new()),
            index: RefCell::new(HashMap::new()),
            thunk_calls: Cell::new(0),
            fallback_calls: Cell::new(0),
            generic_calls: Cell::new(0),
            cold_calls: Cell::new(0),
        })
    }

    /// Chooses the backend for methods registered from now on.
    ///
    /// # Errors
    ///
    /// [`DispatchError::JitUnavailable`] when asking for [`Backend::Jit`] in a build without
    /// the `jit` feature or on a CPU Cranelift cannot target.
    pub fn with_backend(mut self, backend: Backend) -> Result<Dispatcher, DispatchError> {
        if backend == Backend::Jit {
            Backend::thunks_available().map_err(DispatchError::JitUnavailable)?;
        }
        self.backend = backend;
        Ok(self)
    }

    /// Chooses when methods registered from now on are compiled (default: tiered).
    pub fn with_tier(mut self, tier: TierPolicy) -> Dispatcher {
        self.tier = tier;
        self
    }

    /// Compiles native entries in the engine's C-closure shape for this dispatcher's
    /// methods instead of uniform thunks (an engine that calls methods through
    /// [`native_entry`](Dispatcher::native_entry) needs only those). Calls through
    /// [`Dispatcher::call`] then stay on the generic path.
    pub fn with_native_entries(mut self, entry: CClosureEntry) -> Dispatcher {
        self.entry_kind = EntryKind::CClosure(entry);
        self
    }

    /// Uses a cache private to this dispatcher instead of the process-wide one. Only for
    /// benches that show what the process-wide cache saves: every such dispatcher compiles
    /// its shapes again (and, like all thunks, that code is never freed).
    pub fn with_scoped_cache(mut self) -> Dispatcher {
        self.cache = CacheRef::Scoped(Arc::new(ThunkCache::new()));
        self
    }

    /// Uses the given cache instead of the process-wide one (to isolate a group of engines,
    /// or in tests that count compiles exactly).
    pub fn with_cache(mut self, cache: Arc<ThunkCache>) -> Dispatcher {
        self.cache = CacheRef::Scoped(cache);
        self
    }

    /// The layout.
    pub fn layout(&self) -> LayoutRef {
        self.layout
    }

    /// The policy.
    pub fn policy(&self) -> &ConversionPolicy {
        &self.policy
    }

    /// The backend.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The tier policy.
    pub fn tier(&self) -> TierPolicy {
        self.tier
    }

    /// The cache this dispatcher resolves thunks in.
    pub fn cache(&self) -> &ThunkCache {
        match &self.cache {
            CacheRef::Global => ThunkCache::global(),
            CacheRef::Scoped(c) => c,
        }
    }

    /// Registers a method in the process-wide registry (or finds it there) and adds it to
    /// this dispatcher. Registering the same method (same id, function and signature)
    /// again returns the handle it already has.
    ///
    /// Under [`TierPolicy::Eager`] the method's shape is compiled here, on this thread (once
    /// per process); under `Tiered` nothing is compiled until the method proves hot, but a
    /// shape another method or engine already compiled is used at once. The libffi call
    /// interface of the generic path is made here too, unless the method's code is ready
    /// (a pack's shape, or one compiled before): then on its first generic call, if a call
    /// ever falls back.
    ///
    /// In a build without the generic backend (hostcall's `libffi` feature off) a method is
    /// compiled here whatever the tier policy, and refused when no thunk serves it; a call
    /// that falls back off a thunk's fast lane then throws a `TypeError` saying the generic
    /// backend is not built.
    ///
    /// # Errors
    ///
    /// [`RegisterError::IdConflict`] if the id is bound to another function or signature;
    /// [`RegisterError::MissingHook`] if the signature needs a hook this layout lacks;
    /// [`RegisterError::GenericNotBuilt`] if no thunk serves the method in a build without
    /// the generic backend.
    ///
    /// `data` must have been made for this dispatcher's engine when its signature binds it
    /// to one (see [`MethodData::new`]): that is the `unsafe` promise of whoever made it.
    pub fn register(&self, data: MethodData) -> Result<MethodHandle, RegisterError> {
        self.register_inner(data, false)
    }

    /// [`Dispatcher::register`] for a method the engine calls through an entry of its own
    /// (a Rust closure's monomorphized entry), which comes to this dispatcher only for the
    /// calls its entry hands over (arguments off its lane). The same, except in a build
    /// without the generic backend (hostcall's `libffi` feature off): the method is not
    /// compiled at registration and is not refused for want of a thunk; a call handed over
    /// that no thunk serves throws a `TypeError` saying the generic backend is not built.
    ///
    /// # Errors
    ///
    /// As [`Dispatcher::register`], but never [`RegisterError::GenericNotBuilt`].
    pub fn register_with_own_entry(&self, data: MethodData) -> Result<MethodHandle, RegisterError> {
        self.register_inner(data, true)
    }

    fn register_inner(
        &self,
        data: MethodData,
        own_entry: bool,
    ) -> Result<MethodHandle, RegisterError> {
        if let Some((_, hook)) = self.layout.missing_hook(data.signature()) {
            return Err(RegisterError::MissingHook {
                signature: data.signature().to_string(),
                hook,
                layout: self.layout.name,
            });
        }
        let method = register_method(data)?;
        if let Some(&index) = self.index.borrow().get(&method.id()) {
            return Ok(MethodHandle {
                dispatcher: self.id,
                index,
            });
        }
        let mut entry = L1Entry {
            method,
            ffi: std::cell::OnceCell::new(),
            thunk: None,
            native: None,
            calls: 0,
            pending: None,
            origin: None,
            requested: false,
        };
        let tiers_up = self.backend == Backend::Jit
            && self.tier != TierPolicy::Never
            && self.policy.allows_fast_lane(method.signature());
        if tiers_up {
            let slot = self.cache().slot(method, self.layout, self.entry_kind);
            // Without the generic backend (no `libffi` feature) nothing could serve the calls
            // of a tiered method before its compile: compile it now.
            let generic = hostcall_core::generic::AVAILABLE || own_entry;
            if self.tier == TierPolicy::Eager || !generic {
                self.cache().compile_now(&slot);
            }
            entry.pending = Some(slot);
            install(&mut entry);
        }
        let serves_calls = !own_entry || hostcall_core::generic::AVAILABLE;
        if entry.thunk.is_none() && entry.native.is_none() && serves_calls {
            // Build the libffi interface now, so a signature it cannot take fails here (a
            // method whose code is ready passed the same checks when it was compiled). In a
            // build without the generic backend this is where a method no thunk serves is
            // refused (`RegisterError::GenericNotBuilt`), unless the engine calls it through
            // an entry of its own (then its first handed-over call is).
            let ffi = FfiCall::shared(method.signature(), self.layout)?;
            let _ = entry.ffi.set(ffi);
        }
        // SAFETY: see the field's comment: no reference into the vector is alive here.
        let methods = unsafe { &mut *self.methods.get() };
        let index = u32::try_from(methods.len()).map_err(|_| RegisterError::TooManyMethods)?;
        methods.push(entry);
        self.index.borrow_mut().insert(method.id(), index);
        Ok(MethodHandle {
            dispatcher: self.id,
            index,
        })
    }

    /// The registered method behind a handle of this dispatcher.
    pub fn method(&self, h: MethodHandle) -> Option<&'static MethodData> {
        self.hot(h).map(|(m, _)| m)
    }

    /// How many methods are registered with this dispatcher.
    pub fn len(&self) -> usize {
        // SAFETY: see the field's comment.
        unsafe { (&*self.methods.get()).len() }
    }

    /// Whether no method is registered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The thunk a handle's calls go through, if one is installed yet (benches call it
    /// directly to measure the dispatcher's own overhead).
    pub fn thunk(&self, h: MethodHandle) -> Option<ThunkFn> {
        self.hot(h).and_then(|(_, t)| t)
    }

    /// The id of a handle's method.
    pub fn method_id(&self, h: MethodHandle) -> Option<MethodId> {
        self.method(h).map(MethodData::id)
    }

    /// The two fields the call path reads, copied out.
    #[inline]
    fn hot(&self, h: MethodHandle) -> Option<(&'static MethodData, Option<ThunkFn>)> {
        if h.dispatcher != self.id {
            return None;
        }
        // SAFETY: see the field's comment: the fields are copied out, no reference escapes.
        unsafe { (&*self.methods.get()).get(h.index as usize) }.map(|e| (e.method, e.thunk))
    }

    /// The native entry (in the shape given to
    /// [`with_native_entries`](Dispatcher::with_native_entries)) of a handle's method, once
    /// it is compiled. The entry calls the shape's `slow_path` (which should call
    /// [`Dispatcher::call_slow`]) on fallback. `None`: not (yet) compiled, or never will be;
    /// use [`Dispatcher::call`], which also counts the call towards tier-up.
    pub fn native_entry(&self, h: MethodHandle) -> Option<usize> {
        if h.dispatcher != self.id {
            return None;
        }
        // SAFETY: see the field's comment: this `&mut` ends before any user code runs.
        let e = unsafe { (&mut *self.methods.get()).get_mut(h.index as usize) }?;
        if e.native.is_none() && e.pending.is_some() {
            install(e);
        }
        e.native
    }

    /// Where a method's code came from (compiled here, a pack, the code cache), once it has
    /// code installed; `None` before (or for a handle of another dispatcher), and
    /// `Some(CodeOrigin::Ineligible)` for a method whose shape cannot be compiled here.
    pub fn code_origin(&self, h: MethodHandle) -> Option<crate::cache::CodeOrigin> {
        if h.dispatcher != self.id {
            return None;
        }
        // SAFETY: see the field's comment: this `&mut` ends before any user code runs.
        let e = unsafe { (&mut *self.methods.get()).get_mut(h.index as usize) }?;
        if e.pending.is_some() {
            install(e);
        }
        e.origin
    }

    /// The slow path of a call whose thunk (or native entry) fell back: the generic backend
    /// with this dispatcher's policy. Counted as a fallback. Returns `Ok` or `Threw`, as
    /// [`Dispatcher::call`] does.
    pub fn call_slow(&self, h: MethodHandle, frame: &CallFrame<'_>) -> Status {
        self.call_slow_under(h, frame, &self.policy)
    }

    /// Which paths this dispatcher's calls took.
    pub fn counts(&self) -> CallCounts {
        CallCounts {
            thunk: self.thunk_calls.get(),
            fallback: self.fallback_calls.get(),
            generic: self.generic_calls.get(),
            cold: self.cold_calls.get(),
        }
    }

    /// Calls a method: through its thunk when it has one installed, and on `Fallback`, or
    /// without a thunk, through the generic path with this dispatcher's policy (counting the
    /// call towards the method's tier-up). The frame holds what the thunk ABI takes. Returns
    /// `Ok` (result in the frame's result slot) or `Threw` (an exception pending in the
    /// engine, a TypeError for a handle or frame of another engine); never `Fallback`.
    #[inline]
    pub fn call(&self, h: MethodHandle, frame: &CallFrame<'_>) -> Status {
        // The engine's own policy was checked when the method's thunk was installed.
        self.call_with_policy::<false>(h, frame, &self.policy)
    }

    /// [`call`](Dispatcher::call) with `policy` in place of this dispatcher's on the slow
    /// path: for a call site whose conversion rules are not the engine's (a binding that
    /// follows another runtime's rules, as `Deno.dlopen` follows Deno's with
    /// [`ConversionPolicy::deno_ffi`]). The thunk is the same one; `policy` decides only what
    /// the fast lane refused, and a `policy` with a converter for one of the signature's
    /// kinds skips the thunk, as the engine's own would.
    #[inline]
    pub fn call_under(
        &self,
        h: MethodHandle,
        frame: &CallFrame<'_>,
        policy: &ConversionPolicy,
    ) -> Status {
        self.call_with_policy::<true>(h, frame, policy)
    }

    /// [`call_under`](Dispatcher::call_under); `CHECK`: whether `policy` may refuse the thunk
    /// (false for the dispatcher's own, whose refusal kept the thunk from being installed),
    /// so a call under the engine's policy makes no check of it.
    #[inline(always)]
    fn call_with_policy<const CHECK: bool>(
        &self,
        h: MethodHandle,
        frame: &CallFrame<'_>,
        policy: &ConversionPolicy,
    ) -> Status {
        let Some((method, mut thunk)) = self.hot(h) else {
            return self.unknown_handle(frame);
        };
        if frame.layout() != self.layout {
            return self.foreign_frame(frame);
        }
        if thunk.is_none() {
            // Not tiered up (yet): count the call, and take the code if it just became ready.
            thunk = self.tick(h.index as usize);
        }
        match thunk {
            Some(thunk) if !CHECK || policy.allows_fast_lane(method.signature()) => {
                // SAFETY: the thunk was compiled for this method's signature and this
                // dispatcher's layout, which is the frame's (checked above), and was installed
                // only after its code was final; the method is of this dispatcher's engine
                // (its registrant's promise, `MethodData::new`).
                let status = unsafe { frame.call_thunk(thunk, method) };
                if status != Status::Fallback {
                    self.thunk_calls.set(self.thunk_calls.get() + 1);
                    return status;
                }
                self.fallback_calls.set(self.fallback_calls.get() + 1);
            }
            Some(_) => self.fallback_calls.set(self.fallback_calls.get() + 1),
            None => self.generic_calls.set(self.generic_calls.get() + 1),
        }
        self.call_slow_inner(h, method, policy, frame)
    }

    /// [`call_slow`](Dispatcher::call_slow) with `policy` in place of this dispatcher's, as
    /// [`call_under`](Dispatcher::call_under).
    pub fn call_slow_under(
        &self,
        h: MethodHandle,
        frame: &CallFrame<'_>,
        policy: &ConversionPolicy,
    ) -> Status {
        let Some((method, _)) = self.hot(h) else {
            return self.unknown_handle(frame);
        };
        self.fallback_calls.set(self.fallback_calls.get() + 1);
        self.call_slow_inner(h, method, policy, frame)
    }

    /// [`call`](Dispatcher::call) through `method`, a copy of the handle's registered method
    /// with its own user data (one closure's environment), instead of the registered method
    /// itself: one registration, one L1 entry (tier counter) and one compiled thunk serve
    /// every copy. A copy that is not the same binding as the handle's method (another
    /// function, signature or receiver class) is refused with a TypeError.
    ///
    /// # Safety
    ///
    /// When the signature has an `env` parameter, `method`'s user data must be what the
    /// function expects there, alive for the call (the contract of
    /// [`MethodData::with_user_data`]).
    #[inline]
    pub unsafe fn call_with(
        &self,
        h: MethodHandle,
        method: &MethodData,
        frame: &CallFrame<'_>,
    ) -> Status {
        let Some((registered, mut thunk)) = self.hot(h) else {
            return self.unknown_handle(frame);
        };
        if frame.layout() != self.layout {
            return self.foreign_frame(frame);
        }
        if !method.same_binding(registered) {
            return self.foreign_method(frame);
        }
        if thunk.is_none() {
            thunk = self.tick(h.index as usize);
        }
        if let Some(thunk) = thunk {
            // SAFETY: as in `call`: the thunk was compiled for the registered method's
            // signature and this layout, and `method` has the same function, signature and
            // class (checked above); its user data is what the function expects (caller's
            // contract).
            let status = unsafe { frame.call_thunk(thunk, method) };
            if status != Status::Fallback {
                self.thunk_calls.set(self.thunk_calls.get() + 1);
                return status;
            }
            self.fallback_calls.set(self.fallback_calls.get() + 1);
        } else {
            self.generic_calls.set(self.generic_calls.get() + 1);
        }
        self.call_slow_inner(h, method, &self.policy, frame)
    }

    /// [`call_slow`](Dispatcher::call_slow) through a copy of the handle's method with its
    /// own user data, as [`call_with`](Dispatcher::call_with).
    ///
    /// # Safety
    ///
    /// As for [`call_with`](Dispatcher::call_with).
    pub unsafe fn call_slow_with(
        &self,
        h: MethodHandle,
        method: &MethodData,
        frame: &CallFrame<'_>,
    ) -> Status {
        let Some((registered, _)) = self.hot(h) else {
            return self.unknown_handle(frame);
        };
        if !method.same_binding(registered) {
            return self.foreign_method(frame);
        }
        self.fallback_calls.set(self.fallback_calls.get() + 1);
        self.call_slow_inner(h, method, &self.policy, frame)
    }

    /// A call of a method without an installed thunk: installs its code if it became ready
    /// (and returns the thunk, which this very call then takes), else counts the call as
    /// cold and requests a compile at the threshold.
    #[cold]
    #[inline(never)]
    fn tick(&self, index: usize) -> Option<ThunkFn> {
        // SAFETY: see the field's comment: this `&mut` ends before any user code runs.
        let e = unsafe { (&mut *self.methods.get()).get_mut(index) }?;
        let slot = e.pending.clone()?;
        if install(e) {
            return e.thunk;
        }
        self.cold_calls.set(self.cold_calls.get() + 1);
        let TierPolicy::Tiered { threshold } = self.tier else {
            return None;
        };
        e.calls = e.calls.saturating_add(1);
        if !e.requested && e.calls >= threshold {
            e.requested = self.cache().request(&slot);
            if !e.requested {
                // The worker's queue was full: count another threshold before asking again.
                e.calls = 0;
            }
        } else if e.requested && e.calls >= caller_compile_at(threshold) {
            // Still waiting for the worker (its core is busy, or the machine has one, or
            // its queue is long): the method is hot, so this thread compiles it (once per
            // shape: a compile the worker already started is waited for, not repeated).
            self.cache().compile_now(&slot);
            if install(e) {
                return e.thunk;
            }
        }
        None
    }

    /// Raises the error for a handle of another dispatcher.
    #[cold]
    fn unknown_handle(&self, frame: &CallFrame<'_>) -> Status {
        refuse(frame, "unknown method handle for this engine".into())
    }

    /// Raises the error for a method copy that is not the handle's binding.
    #[cold]
    fn foreign_method(&self, frame: &CallFrame<'_>) -> Status {
        refuse(
            frame,
            "a method copy of another function or signature than its handle's".into(),
        )
    }

    /// Raises the error for a frame of another layout than this dispatcher's.
    #[cold]
    fn foreign_frame(&self, frame: &CallFrame<'_>) -> Status {
        refuse(
            frame,
            format!(
                "a call frame of layout `{}` on an engine of layout `{}`",
                frame.layout().name,
                self.layout.name
            ),
        )
    }

    #[cold]
    #[inline(never)]
    fn call_slow_inner(
        &self,
        h: MethodHandle,
        method: &MethodData,
        policy: &ConversionPolicy,
        frame: &CallFrame<'_>,
    ) -> Status {
        if frame.layout() != self.layout {
            return self.foreign_frame(frame);
        }
        // SAFETY: see the field's comment: the reference lives through the libffi interface's
        // lookup only (which runs no script), and the `Arc` is cloned out before the call.
        let entry = unsafe { (&*self.methods.get()).get(h.index as usize) };
        let Some(entry) = entry else {
            return self.unknown_handle(frame);
        };
        let ffi = match entry.ffi.get() {
            Some(ffi) => ffi.clone(),
            // A method registered with its code ready: its first generic call.
            None => match FfiCall::shared(entry.method.signature(), self.layout) {
                Ok(ffi) => entry.ffi.get_or_init(|| ffi).clone(),
                Err(e) => return refuse(frame, e.to_string()),
            },
        };
        // SAFETY: `method` was registered with this dispatcher (or is a copy of such a method
        // with user data its function expects, `call_with`'s contract), whose registrant made
        // it for this dispatcher's engine (`MethodData::new`'s contract), and the frame is of
        // this dispatcher's layout (checked above).
        unsafe { call_generic(method, &ffi, policy, frame) }
    }
}

/// Raises a TypeError in the frame's engine and reports `Threw`.
#[cold]
fn refuse(frame: &CallFrame<'_>, message: String) -> Status {
    // SAFETY: `cx` is the context of the frame's layout (the frame's contract).
    unsafe { raise(frame.layout(), frame.cx(), HostError::type_error(message)) };
    Status::Threw
}

/// The generic calls after which a method whose compile was requested at `threshold` calls
/// (and is still not ready) is compiled on the calling thread: `threshold` more, at least
/// [`CALLER_COMPILE_GRACE`]. With the default threshold, 2,000: a hot loop spends at most
/// that many calls on the generic path whatever the background worker's core is doing.
pub(crate) fn caller_compile_at(threshold: u32) -> u32 {
    threshold.saturating_add(threshold.max(CALLER_COMPILE_GRACE))
}

/// The fewest calls a tiered method waits for the background worker after its compile was
/// requested, before its calling thread compiles it (see `caller_compile_at`).
pub const CALLER_COMPILE_GRACE: u32 = 1_000;

/// Installs a pending method's code if its shape is compiled (or drops the pending slot if
/// the shape is ineligible). Returns whether the method is done tiering.
fn install(e: &mut L1Entry) -> bool {
    let Some(slot) = &e.pending else {
        return true;
    };
    let Some(code) = slot.ready() else {
        return false;
    };
    match code {
        Code::Uniform(t) => e.thunk = Some(t.entry),
        Code::Native(address, _) => e.native = Some(*address),
        Code::Ineligible(_) => {}
    }
    e.origin = slot.origin();
    e.pending = None;
    true
}
