//! The per-engine dispatcher: the object an engine embeds.

use std::cell::{Cell, RefCell, UnsafeCell};
use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use hostcall_core::generic::{call_generic, raise};
use hostcall_core::{
    ConversionPolicy, HostError, LayoutRef, MethodData, MethodId, RegisterError, Status, ThunkFn,
    Value,
};

use crate::cache::{register_method, Resolved, ThunkCache};
use crate::Backend;

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
    /// Calls run by the generic path directly (generic backend, ineligible shape, or a
    /// policy that keeps the method off the fast lane).
    pub generic: u64,
}

#[derive(Clone, Copy)]
struct L1Entry {
    method: &'static MethodData,
    /// `None`: this method goes to the generic path.
    thunk: Option<ThunkFn>,
}

enum CacheRef {
    Global,
    Scoped(Arc<ThunkCache>),
}

/// One engine instance's view of hostcall: its [`ConversionPolicy`], its backend choice and
/// an L1 table of its methods. Cheap to create: methods already compiled in this process
/// (by any engine) are found in the process-wide cache and never recompiled.
///
/// A dispatcher is used from one thread at a time (it is `Send`, not `Sync`), like the
/// engine that owns it.
pub struct Dispatcher {
    id: u32,
    layout: LayoutRef,
    policy: ConversionPolicy,
    backend: Backend,
    cache: CacheRef,
    /// Append-only. Only ever touched by `register` (push) and `entry` (copy one element
    /// out); neither holds a reference across user code, and the dispatcher is `!Sync`, so
    /// the two never overlap, even when a host function re-enters the engine and registers.
    methods: UnsafeCell<Vec<L1Entry>>,
    /// Where each method id sits in `methods`: registering a method again (a script that
    /// `dlopen`s the same library in a loop) returns its handle instead of growing the table.
    index: RefCell<HashMap<MethodId, u32>>,
    thunk_calls: Cell<u64>,
    fallback_calls: Cell<u64>,
    generic_calls: Cell<u64>,
}

/// A dispatcher could not be created.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DispatchError {
    /// The JIT backend was asked for but cannot run here.
    #[error("the JIT backend is not available: {0}")]
    JitUnavailable(String),
}

impl Dispatcher {
    /// A dispatcher for an engine with values of `layout`, using `policy` at its call sites
    /// and the default backend ([`Backend::default`]: the JIT where it can run).
    pub fn new(layout: LayoutRef, policy: ConversionPolicy) -> Result<Dispatcher, DispatchError> {
        static NEXT_ID: AtomicU32 = AtomicU32::new(1);
        Ok(Dispatcher {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            layout,
            policy,
            backend: Backend::default(),
            cache: CacheRef::Global,
            methods: UnsafeCell::new(Vec::new()),
            index: RefCell::new(HashMap::new()),
            thunk_calls: Cell::new(0),
            fallback_calls: Cell::new(0),
            generic_calls: Cell::new(0),
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
            crate::jit::host_supported().map_err(DispatchError::JitUnavailable)?;
        }
        self.backend = backend;
        Ok(self)
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

    /// The cache this dispatcher resolves thunks in.
    pub fn cache(&self) -> &ThunkCache {
        match &self.cache {
            CacheRef::Global => ThunkCache::global(),
            CacheRef::Scoped(c) => c,
        }
    }

    /// Registers a method in the process-wide registry (or finds it there) and adds it to
    /// this dispatcher, resolving its thunk. Registering the same method (same id, function
    /// and signature) again returns the handle it already has.
    ///
    /// # Errors
    ///
    /// [`RegisterError::IdConflict`] if the id is bound to another function or signature;
    /// [`RegisterError::MissingHook`] if the signature needs a hook this layout lacks.
    pub fn register(&self, data: MethodData) -> Result<MethodHandle, RegisterError> {
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
        // Build the libffi interface now, so a signature it cannot take fails here.
        method.ffi(self.layout)?;
        let thunk =
            if self.backend == Backend::Jit && self.policy.allows_fast_lane(method.signature()) {
                match self.cache().resolve(method, self.layout) {
                    Resolved::Compiled(t) => Some(t.entry),
                    Resolved::Ineligible(_) => None,
                }
            } else {
                None
            };
        // SAFETY: see the field's comment: no reference into the vector is alive here.
        let methods = unsafe { &mut *self.methods.get() };
        let index = u32::try_from(methods.len()).map_err(|_| RegisterError::TooManyMethods)?;
        methods.push(L1Entry { method, thunk });
        self.index.borrow_mut().insert(method.id(), index);
        Ok(MethodHandle {
            dispatcher: self.id,
            index,
        })
    }

    /// The registered method behind a handle of this dispatcher.
    pub fn method(&self, h: MethodHandle) -> Option<&'static MethodData> {
        self.entry(h).map(|e| e.method)
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

    /// The thunk a handle's calls go through, if any (benches call it directly to measure
    /// the dispatcher's own overhead).
    pub fn thunk(&self, h: MethodHandle) -> Option<ThunkFn> {
        self.entry(h).and_then(|e| e.thunk)
    }

    /// The id of a handle's method.
    pub fn method_id(&self, h: MethodHandle) -> Option<MethodId> {
        self.method(h).map(MethodData::id)
    }

    #[inline]
    fn entry(&self, h: MethodHandle) -> Option<L1Entry> {
        if h.dispatcher != self.id {
            return None;
        }
        // SAFETY: see the field's comment: the element is copied out, no reference escapes.
        unsafe { (&*self.methods.get()).get(h.index as usize).copied() }
    }

    /// A native entry in the engine's C-closure shape for a handle's method, when this
    /// dispatcher uses the JIT and its policy lets the method take the fast lane; the entry
    /// calls `entry.slow_path` (which should call [`Dispatcher::call_slow`]) on fallback.
    /// `None` means: use the uniform path ([`Dispatcher::call`]).
    pub fn native_entry(
        &self,
        h: MethodHandle,
        entry: hostcall_core::CClosureEntry,
    ) -> Option<usize> {
        let e = self.entry(h)?;
        if self.backend != Backend::Jit
            || e.thunk.is_none()
            || !self.policy.allows_fast_lane(e.method.signature())
        {
            return None;
        }
        self.cache()
            .resolve_native(e.method.signature(), self.layout, entry)
            .ok()
    }

    /// The slow path of a call whose thunk (or native entry) fell back: the generic backend
    /// with this dispatcher's policy. Counted as a fallback.
    ///
    /// # Safety
    ///
    /// As for [`Dispatcher::call`].
    pub unsafe fn call_slow(
        &self,
        h: MethodHandle,
        cx: *mut c_void,
        this: *const Value,
        argv: *const Value,
        argc: usize,
        ret: *mut Value,
    ) -> Status {
        let Some(L1Entry { method, .. }) = self.entry(h) else {
            // SAFETY: forwarded caller's contract.
            return unsafe { self.unknown_handle(cx) };
        };
        self.fallback_calls.set(self.fallback_calls.get() + 1);
        // SAFETY: forwarded caller's contract.
        unsafe { self.call_slow_inner(method, cx, this, argv, argc, ret) }
    }

    /// Which paths this dispatcher's calls took.
    pub fn counts(&self) -> CallCounts {
        CallCounts {
            thunk: self.thunk_calls.get(),
            fallback: self.fallback_calls.get(),
            generic: self.generic_calls.get(),
        }
    }

    /// Calls a method: through its thunk when it has one (policy allowing), and on
    /// `Fallback`, or without a thunk, through the generic path with this dispatcher's
    /// policy. Same arguments as the thunk ABI. Returns `Ok` (result in `*ret`) or `Threw`
    /// (an exception pending in the engine); never `Fallback`.
    ///
    /// # Safety
    ///
    /// `argv` must point to `argc` live values of this dispatcher's layout, `this` to a live
    /// value or be null, `ret` must be valid for writing one value, and `cx` must be the
    /// engine context the layout's hooks expect.
    #[inline]
    pub unsafe fn call(
        &self,
        h: MethodHandle,
        cx: *mut c_void,
        this: *const Value,
        argv: *const Value,
        argc: usize,
        ret: *mut Value,
    ) -> Status {
        let Some(L1Entry { method, thunk }) = self.entry(h) else {
            // SAFETY: forwarded caller's contract.
            return unsafe { self.unknown_handle(cx) };
        };
        if let Some(thunk) = thunk {
            // SAFETY: the thunk was compiled for this method's signature and this layout;
            // the argument contract is the caller's.
            let status = unsafe { thunk(method, cx, this, argv, argc, ret) };
            if status != Status::Fallback {
                self.thunk_calls.set(self.thunk_calls.get() + 1);
                return status;
            }
            self.fallback_calls.set(self.fallback_calls.get() + 1);
        } else {
            self.generic_calls.set(self.generic_calls.get() + 1);
        }
        // SAFETY: forwarded caller's contract.
        unsafe { self.call_slow_inner(method, cx, this, argv, argc, ret) }
    }

    /// Raises the error for a handle of another dispatcher.
    ///
    /// # Safety
    ///
    /// `cx` is the layout's engine context.
    #[cold]
    unsafe fn unknown_handle(&self, cx: *mut c_void) -> Status {
        // SAFETY: the caller's contract.
        unsafe {
            raise(
                self.layout,
                cx,
                HostError::type_error("unknown method handle for this engine"),
            )
        };
        Status::Threw
    }

    #[cold]
    #[inline(never)]
    unsafe fn call_slow_inner(
        &self,
        method: &MethodData,
        cx: *mut c_void,
        this: *const Value,
        argv: *const Value,
        argc: usize,
        ret: *mut Value,
    ) -> Status {
        // SAFETY: forwarded caller's contract.
        unsafe { call_generic(method, self.layout, &self.policy, cx, this, argv, argc, ret) }
    }
}
