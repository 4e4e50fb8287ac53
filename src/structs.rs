//! Struct-by-value calls ([`StructCaller`]): libffi's call interface
//! ([`StructCall`]) or, on x86-64 System V, a trampoline compiled by Cranelift per call
//! shape (`hostcall_jit::structcall`), chosen by [`Backend`] and tiered like thunks.
//!
//! Trampolines are cached process-wide by shape: the parameters (each scalar kind, each
//! struct's whole field tree) and the result, compared and hashed by value, so two symbols
//! of the same shape share one trampoline whatever their libraries. A shape is compiled at
//! most once; a failure is kept (the shape is ineligible and its calls stay on libffi).
//!
//! **What the cache keeps.** Only shapes a compile was attempted for: a caller that is
//! never hot looks the shape up (to start on a trampoline another caller compiled) but
//! adds nothing, so declaring shapes costs no process-wide memory. Of attempted shapes, the
//! cache keeps the compiled ones (bounded by the code budget) and the failed compiles; a
//! shape refused because the code budget is spent or because it is too large for a
//! trampoline is not kept (its callers remember it; a later caller asks again, cheaply).
//! Trampolines count against the global [`ThunkCache`]'s byte cap, the process's one code
//! budget ([`ThunkCache::set_byte_cap`]).
//!
//! Under [`TierPolicy::Tiered`] a caller starts on libffi and, when its calls reach the
//! threshold, asks the facade's background compile worker (the thunks' worker, `cache.rs`)
//! for the trampoline; a later call finds it ready (the slot's `OnceLock` publishes the
//! finished, executable code with release semantics, read with acquire) and takes it.
//! Under [`TierPolicy::Eager`] the trampoline is compiled when the caller is made;
//! [`TierPolicy::Never`] and [`Backend::Generic`] keep libffi. Off x86-64 System V
//! (aarch64, Windows) every caller uses libffi: the trampolines implement only that ABI's
//! classification (docs/ffi.md states the AAPCS64 rules a port would need).

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

use dashmap::DashMap;
use hostcall_core::structs::{StructCall, StructCallFn, StructParam, StructResult};

use crate::backend::{Backend, BackendError};
use crate::cache::{submit_compile, CodeKind, ThunkCache, TierPolicy};
use crate::jit;

/// Whether this target gets struct trampolines at all (x86-64 System V).
const JIT_TARGET: bool = cfg!(all(target_arch = "x86_64", not(windows)));

/// A call shape: what a trampoline is compiled for (and cached by).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Shape {
    params: Vec<StructParam>,
    result: StructResult,
}

/// A compiled trampoline.
#[derive(Clone, Copy, Debug)]
struct Trampoline {
    entry: StructCallFn,
}

/// One shape's slot: compiled (or found ineligible, `None`) exactly once.
struct Slot {
    shape: Shape,
    cell: OnceLock<Option<Trampoline>>,
    queued: AtomicBool,
    attempts: AtomicU64,
}

/// Which shapes an injected failure applies to (tests).
type FailIf = fn(&[StructParam], &StructResult) -> bool;

#[derive(Default)]
struct Counters {
    compiled: AtomicU64,
    code_bytes: AtomicU64,
    ineligible: AtomicU64,
    requested: AtomicU64,
    on_worker: AtomicU64,
    on_caller: AtomicU64,
    pending: Mutex<usize>,
    idle: Condvar,
    fail_if: Mutex<Option<FailIf>>,
}

fn counters() -> &'static Counters {
    static COUNTERS: OnceLock<Counters> = OnceLock::new();
    COUNTERS.get_or_init(Counters::default)
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

fn slots() -> &'static DashMap<Shape, Arc<Slot>> {
    static SLOTS: OnceLock<DashMap<Shape, Arc<Slot>>> = OnceLock::new();
    SLOTS.get_or_init(DashMap::new)
}

/// The cached slot of `shape`, if a compile of it was attempted (nothing is added).
fn cached_slot(shape: &Shape) -> Option<Arc<Slot>> {
    slots().get(shape).map(|hit| hit.clone())
}

/// The slot of `shape`, added to the cache if it is not there (a compile is about to be
/// attempted).
fn slot_of(shape: Shape) -> Arc<Slot> {
    let map = slots();
    if let Some(hit) = map.get(&shape) {
        return hit.clone();
    }
    // The shard lock ends with this statement; nothing compiles under it.
    map.entry(shape.clone())
        .or_insert_with(|| {
            Arc::new(Slot {
                shape,
                cell: OnceLock::new(),
                queued: AtomicBool::new(false),
                attempts: AtomicU64::new(0),
            })
        })
        .clone()
}

/// Compiles a slot once (every other thread waits for, then shares, the result).
fn compile_slot(slot: &Slot, on_worker: bool) -> Option<Trampoline> {
    *slot.cell.get_or_init(|| {
        slot.attempts.fetch_add(1, Ordering::Relaxed);
        let c = counters();
        if on_worker {
            c.on_worker.fetch_add(1, Ordering::Relaxed);
        } else {
            c.on_caller.fetch_add(1, Ordering::Relaxed);
        }
        let (params, result) = (&slot.shape.params, &slot.shape.result);
        let injected = *lock(&c.fail_if);
        let budget = ThunkCache::global();
        let compiled = if injected.is_some_and(|fail| fail(params, result)) {
            Err(BackendError::InjectedFailure)
        } else {
            budget
                .admit()
                .and_then(|()| jit::compile_struct_call(params, result).map_err(BackendError::from))
        };
        match compiled {
            Ok((entry, code_size)) => {
                c.compiled.fetch_add(1, Ordering::Relaxed);
                c.code_bytes.fetch_add(code_size as u64, Ordering::Relaxed);
                budget.charge(CodeKind::StructTrampoline, code_size);
                Some(Trampoline { entry })
            }
            Err(e) => {
                let forget = matches!(e, BackendError::CodeCap { .. }) || e.is_too_large();
                if !matches!(e, BackendError::JitDisabled) {
                    log::warn!(
                        "hostcall: no struct call trampoline for a shape of {} parameters \
                         ({e}); its calls use libffi",
                        params.len()
                    );
                }
                if forget {
                    // Not kept: the cache holds compiled shapes and failed compiles only.
                    slots().remove_if(&slot.shape, |_, v| std::ptr::eq(&**v, slot));
                }
                c.ineligible.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    })
}

fn finish_pending() {
    let c = counters();
    let mut pending = lock(&c.pending);
    *pending = pending.saturating_sub(1);
    if *pending == 0 {
        c.idle.notify_all();
    }
}

/// What the process has spent on struct call trampolines so far ([`StructCaller::stats`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct StructCallStats {
    /// Call shapes compiled to a trampoline.
    pub compiled: u64,
    /// Bytes of machine code in them.
    pub code_bytes: u64,
    /// Shapes whose compile failed (or was refused): their calls stay on libffi.
    pub ineligible: u64,
    /// Compiles requested by hot callers (tiered).
    pub requested: u64,
    /// Compiles run on the background worker.
    pub on_worker: u64,
    /// Compiles run on a caller's thread (eager, or [`StructCaller::tier_up_now`]).
    pub on_caller: u64,
}

/// A struct-by-value call of one shape: libffi, or the shape's trampoline once compiled.
///
/// Both run the same [`StructCall::call`] contract and write a result's own bytes from offset
/// 0 (a struct's fields, a scalar's width; beyond them, in the result storage, the two may
/// differ: padding, or how a narrow integer is widened), so a caller that reads only those
/// bytes can swap between them at any call; [`StructCaller::call`] says which one ran.
pub struct StructCaller {
    call: StructCall,
    /// Whether this caller may use a trampoline at all (JIT backend, a tier that compiles,
    /// x86-64 System V).
    jit: bool,
    /// The shape's cached slot, once this caller found one or asked for a compile.
    slot: OnceLock<Arc<Slot>>,
    tier: TierPolicy,
    calls: AtomicU32,
}

impl std::fmt::Debug for StructCaller {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StructCaller")
            .field("params", &self.call.params())
            .field("result", self.call.result())
            .field("backend", &self.backend())
            .field("tier", &self.tier)
            .finish()
    }
}

impl StructCaller {
    /// A caller for `call`'s shape. With [`Backend::Jit`] on x86-64 System V, the shape's
    /// trampoline is compiled now ([`TierPolicy::Eager`]), once the caller is hot
    /// ([`TierPolicy::Tiered`], on the background worker), or never
    /// ([`TierPolicy::Never`]); anywhere else every call goes through libffi.
    pub fn new(call: StructCall, backend: Backend, tier: TierPolicy) -> StructCaller {
        let jit = backend == Backend::Jit
            && tier != TierPolicy::Never
            && JIT_TARGET
            && Backend::jit_available().is_ok();
        let slot = OnceLock::new();
        if jit {
            // A shape another caller compiled (or failed) is taken as it is; an unknown one
            // is added only when a compile is attempted.
            if let Some(hit) = cached_slot(&Shape {
                params: call.params().to_vec(),
                result: call.result().clone(),
            }) {
                let _ = slot.set(hit);
            }
        }
        let caller = StructCaller {
            call,
            jit,
            slot,
            tier,
            calls: AtomicU32::new(0),
        };
        if tier == TierPolicy::Eager {
            caller.tier_up_now();
        }
        caller
    }

    /// The libffi call interface (parameters, result, result storage).
    pub fn interface(&self) -> &StructCall {
        &self.call
    }

    /// The shape's slot, added to the cache now if this caller has none yet (a compile is
    /// about to be attempted); `None` for a caller that never uses a trampoline.
    fn slot_for_compile(&self) -> Option<&Arc<Slot>> {
        if !self.jit {
            return None;
        }
        Some(self.slot.get_or_init(|| {
            slot_of(Shape {
                params: self.call.params().to_vec(),
                result: self.call.result().clone(),
            })
        }))
    }

    /// Which backend the next call takes.
    pub fn backend(&self) -> Backend {
        match self.slot.get().and_then(|s| s.cell.get()) {
            Some(Some(_)) => Backend::Jit,
            Some(None) | None => Backend::Generic,
        }
    }

    /// Compiles the shape's trampoline on this thread unless it is compiled already (or
    /// being compiled: then waits for it). Returns the backend calls take from now on:
    /// [`Backend::Generic`] for a generic caller, off x86-64 System V, or when the shape is
    /// ineligible.
    pub fn tier_up_now(&self) -> Backend {
        match self.slot_for_compile() {
            Some(slot) if compile_slot(slot, false).is_some() => Backend::Jit,
            Some(_) | None => Backend::Generic,
        }
    }

    /// Calls `func` through the trampoline if it is ready, else through libffi (counting
    /// the call toward the tier-up). Returns the backend that ran.
    ///
    /// # Safety
    ///
    /// The contract of [`StructCall::call`]: `func` has the C signature of this caller's
    /// shape; `args` holds one pointer per parameter, each to a live value of that
    /// parameter's type (a scalar slot written with the field of its kind, or a struct's
    /// bytes aligned to its alignment); `ret` is writable for
    /// [`StructCall::result_storage`] bytes, aligned to 8.
    #[inline]
    pub unsafe fn call(
        &self,
        func: *const c_void,
        args: &mut [*mut c_void],
        ret: *mut c_void,
    ) -> Backend {
        debug_assert_eq!(args.len(), self.call.params().len());
        match self.slot.get().map(|slot| slot.cell.get()) {
            Some(Some(Some(t))) => {
                // SAFETY: the trampoline was compiled for exactly this shape and has
                // `StructCall::call`'s contract, which the caller keeps.
                unsafe { (t.entry)(func, args.as_ptr(), ret) };
                return Backend::Jit;
            }
            Some(Some(None)) => {}
            Some(None) | None if self.jit => self.count(),
            Some(None) | None => {}
        }
        // SAFETY: forwarded contract.
        unsafe { self.call.call(func, args, ret) };
        Backend::Generic
    }

    /// Counts a libffi call of a tiered caller; at the threshold, requests the compile.
    fn count(&self) {
        let TierPolicy::Tiered { threshold } = self.tier else {
            return;
        };
        let n = self.calls.fetch_add(1, Ordering::Relaxed).saturating_add(1);
        if n < threshold.max(1) {
            return;
        }
        let Some(slot) = self.slot_for_compile() else {
            return;
        };
        if slot.queued.swap(true, Ordering::AcqRel) {
            return;
        }
        let c = counters();
        c.requested.fetch_add(1, Ordering::Relaxed);
        *lock(&c.pending) += 1;
        let job = slot.clone();
        let sent = submit_compile(Box::new(move || {
            compile_slot(&job, true);
            finish_pending();
        }));
        if !sent {
            // The queue was full: ask again after another threshold of calls.
            slot.queued.store(false, Ordering::Release);
            self.calls.store(0, Ordering::Relaxed);
            finish_pending();
        }
    }

    /// What the process has spent on struct call trampolines so far.
    pub fn stats() -> StructCallStats {
        let c = counters();
        StructCallStats {
            compiled: c.compiled.load(Ordering::Relaxed),
            code_bytes: c.code_bytes.load(Ordering::Relaxed),
            ineligible: c.ineligible.load(Ordering::Relaxed),
            requested: c.requested.load(Ordering::Relaxed),
            on_worker: c.on_worker.load(Ordering::Relaxed),
            on_caller: c.on_caller.load(Ordering::Relaxed),
        }
    }

    /// Blocks until every trampoline compile requested so far has finished.
    pub fn quiesce() {
        let c = counters();
        let mut pending = lock(&c.pending);
        while *pending > 0 {
            pending = c.idle.wait(pending).unwrap_or_else(|p| p.into_inner());
        }
    }

    /// How many times the trampoline of this caller's shape was compiled in this process:
    /// 0 if never needed (or not a JIT caller), else exactly 1, whatever the callers and
    /// threads.
    pub fn compile_attempts(&self) -> u64 {
        self.slot
            .get()
            .map_or(0, |s| s.attempts.load(Ordering::Relaxed))
    }

    /// How many call shapes the process-wide trampoline cache holds now (tests: shapes that
    /// were declared but never compiled add none).
    #[doc(hidden)]
    pub fn cached_shapes() -> usize {
        slots().len()
    }

    /// Makes every trampoline compile of a shape for which `fail` returns true fail, as a
    /// real compile failure would (tests of the fallback to libffi).
    #[doc(hidden)]
    pub fn inject_compile_failure(fail: Option<FailIf>) {
        *lock(&counters().fail_if) = fail;
    }
}
