//! Callbacks: C function pointers that call into the engine ([`Callback`]). The contract
//! between the code and the engine is [`hostcall_core::upcall`]'s; this module picks the
//! code: the JIT's upcall (a shared body per (signature, layout), compiled once per process
//! and cached here, and a small entry per callback) where it can run, else a libffi closure.

use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use dashmap::DashMap;
use hostcall_core::pack::PackedCallbacks;
use hostcall_core::upcall::{CallbackSignature, GenericCallback, UpcallRecord};
use hostcall_core::LayoutRef;

use crate::backend::{Backend, BackendError};
use crate::cache::{CodeKind, ThunkCache};
use crate::jit;

/// One callback's native code: a C function pointer with the callback's signature that
/// calls the engine through its [`UpcallRecord`].
///
/// The code is never freed: native code may keep the pointer past any point the library
/// could know about, so a finished callback is closed through its record (the engine's
/// `enter` hook refuses the call) and its code stays. Each callback costs a few dozen bytes
/// of code (the JIT's entry, 64 bytes of code memory) or a libffi closure (about a hundred
/// bytes) for the rest of the process.
#[derive(Debug)]
pub struct Callback {
    code: *const c_void,
    backend: Backend,
    code_size: usize,
}

// SAFETY: `code` is the address of code that lives for the rest of the process.
unsafe impl Send for Callback {}
// SAFETY: as above.
unsafe impl Sync for Callback {}

/// What the process has spent on callbacks so far ([`Callback::stats`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CallbackStats {
    /// Callbacks made with the JIT's upcall code.
    pub jit_callbacks: usize,
    /// Callbacks made with a libffi closure (the generic backend).
    pub generic_callbacks: usize,
    /// Upcall bodies compiled (one per (signature, layout) in use).
    pub bodies: usize,
    /// Bytes of machine code in those bodies.
    pub body_bytes: usize,
    /// Bytes of machine code in the per-callback entries.
    pub entry_bytes: usize,
    /// Entries compiled with Cranelift; the others (every one on x86-64) are copies of
    /// their body's entry template with the record patched in.
    pub entries_compiled: usize,
    /// (signature, layout) pairs the JIT could not compile (their callbacks are generic).
    pub ineligible: usize,
    /// Callbacks made with an entry of a registered pack (no compile; counted in
    /// `jit_callbacks` too).
    pub packed_callbacks: usize,
}

#[derive(Default)]
struct Counters {
    jit_callbacks: AtomicUsize,
    generic_callbacks: AtomicUsize,
    bodies: AtomicUsize,
    body_bytes: AtomicUsize,
    entry_bytes: AtomicUsize,
    entries_compiled: AtomicUsize,
    ineligible: AtomicUsize,
    packed_callbacks: AtomicUsize,
}

fn counters() -> &'static Counters {
    static COUNTERS: OnceLock<Counters> = OnceLock::new();
    COUNTERS.get_or_init(Counters::default)
}

/// A registered pack's pool of entries for one callback shape: entries `0..next` are handed
/// out (for good), the rest free.
struct Pool {
    pack: &'static PackedCallbacks,
    next: AtomicUsize,
}

type Pools = DashMap<(CallbackSignature, LayoutRef), Vec<Arc<Pool>>>;

fn pools() -> &'static Pools {
    static POOLS: OnceLock<Pools> = OnceLock::new();
    POOLS.get_or_init(|| DashMap::with_shard_amount(crate::registry::SHARDS))
}

/// Adds a registered pack's pool of `sig`'s callbacks on `layout`.
///
/// # Safety
///
/// `p`'s entries are code of `sig`'s C signature that call an upcall body built for `sig`
/// and `layout` with the record in their slot of `p.records`, and nothing else writes those
/// slots (each pool is added once: [`crate::pack::register`] adds a pack's pools only the
/// first time).
pub(crate) unsafe fn add_pool(
    sig: CallbackSignature,
    layout: LayoutRef,
    p: &'static PackedCallbacks,
) {
    pools()
        .entry((sig, layout))
        .or_default()
        .push(Arc::new(Pool {
            pack: p,
            next: AtomicUsize::new(0),
        }));
}

/// A free packed entry of (`sig`, `layout`), taken for good, with `rec` stored in its slot
/// first.
fn take_packed(
    sig: &CallbackSignature,
    layout: LayoutRef,
    rec: &'static UpcallRecord,
) -> Option<*const c_void> {
    let candidates: Vec<Arc<Pool>> = pools().get(&(sig.clone(), layout))?.clone();
    for pool in candidates {
        let n = pool.pack.entries.len().min(pool.pack.records.len());
        // Claim an index without ever passing `n` (a failed claim leaves `next` alone).
        let claimed = pool
            .next
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |i| {
                (i < n).then_some(i + 1)
            });
        if let Ok(k) = claimed {
            // The record is in place before the entry's address leaves this function (the
            // entry loads it when native code calls it, after it got the pointer).
            pool.pack.records[k].store(rec as *const UpcallRecord as usize, Ordering::Release);
            return Some(pool.pack.entries[k] as *const c_void);
        }
    }
    None
}

/// One body's slot: compiled (or found ineligible) exactly once, outside the map's locks.
type BodySlot = Arc<OnceLock<Result<jit::UpcallBody, BackendError>>>;

/// The shared upcall body of (signature, layout), compiled on first use. A failure is
/// kept too, so an ineligible shape is tried once and then always goes generic.
fn body(sig: &CallbackSignature, layout: LayoutRef) -> Result<jit::UpcallBody, BackendError> {
    static BODIES: OnceLock<DashMap<(CallbackSignature, LayoutRef), BodySlot>> = OnceLock::new();
    let map = BODIES.get_or_init(|| DashMap::with_shard_amount(crate::registry::SHARDS));
    // The shard lock is held only to find or insert the slot, never while compiling.
    let slot: BodySlot = map.entry((sig.clone(), layout)).or_default().clone();
    slot.get_or_init(|| {
        let c = counters();
        let budget = ThunkCache::global();
        let compiled = budget
            .admit()
            .and_then(|()| jit::compile_upcall_body(sig, layout).map_err(BackendError::from));
        match compiled {
            Ok(body) => {
                c.bodies.fetch_add(1, Ordering::Relaxed);
                c.body_bytes.fetch_add(body.code_size(), Ordering::Relaxed);
                budget.charge(CodeKind::Upcall, body.code_size());
                Ok(body)
            }
            Err(e) => {
                if !matches!(e, BackendError::JitDisabled) {
                    log::warn!(
                        "hostcall: no upcall code for callback {sig} on layout `{}` ({e}); \
                         its callbacks use libffi closures",
                        layout.name
                    );
                    c.ineligible.fetch_add(1, Ordering::Relaxed);
                }
                Err(e)
            }
        }
    })
    .clone()
}

impl Callback {
    /// Makes the native code for one callback of `sig` whose engine uses `layout`.
    ///
    /// With [`Backend::Jit`], a free entry of a registered pack's pool of (`sig`, `layout`)
    /// serves first (no compile, also without the JIT; see `hostcall::build`'s
    /// `PackSpec::callbacks`); otherwise the upcall thunk of (`sig`, `layout`) is compiled
    /// once per process and shared, and each callback adds a small entry that passes its
    /// record. When the JIT cannot run or take the shape, the generic backend (a libffi
    /// closure) serves instead, with the same behaviour; [`Callback::backend`] says which one did. A
    /// signature with structs by value always gets a libffi closure (the JIT's upcall code
    /// takes native scalars only; libffi places structs as the C ABI classifies them).
    ///
    /// # Safety
    ///
    /// `rec`'s hooks belong to an engine of `layout` and follow the contract of
    /// [`hostcall_core::upcall`].
    ///
    /// # Errors
    ///
    /// Only when the generic backend cannot make a closure either (libffi out of memory), or
    /// is not built (hostcall's `libffi` feature off) and neither the JIT nor a pack served.
    pub unsafe fn new(
        sig: &CallbackSignature,
        layout: LayoutRef,
        rec: &'static UpcallRecord,
        backend: Backend,
    ) -> Result<Callback, hostcall_core::HostError> {
        // A registered pack's entry first: no compile, with or without the JIT.
        if backend == Backend::Jit && !sig.has_structs() {
            if let Some(code) = take_packed(sig, layout, rec) {
                let c = counters();
                c.packed_callbacks.fetch_add(1, Ordering::Relaxed);
                c.jit_callbacks.fetch_add(1, Ordering::Relaxed);
                return Ok(Callback {
                    code,
                    backend: Backend::Jit,
                    code_size: 0,
                });
            }
        }
        if backend == Backend::Jit && !sig.has_structs() && Backend::jit_available().is_ok() {
            match compile_upcall(sig, layout, rec) {
                Ok((code, code_size)) => {
                    counters().jit_callbacks.fetch_add(1, Ordering::Relaxed);
                    return Ok(Callback {
                        code,
                        backend: Backend::Jit,
                        code_size,
                    });
                }
                Err(BackendError::JitDisabled) => {}
                Err(e) => log::debug!("hostcall: callback {sig} uses a libffi closure: {e}"),
            }
        }
        // SAFETY: forwarded contract.
        let generic = unsafe { GenericCallback::new(sig, layout, rec) }?;
        counters().generic_callbacks.fetch_add(1, Ordering::Relaxed);
        Ok(Callback {
            code: generic.code(),
            backend: Backend::Generic,
            code_size: 0,
        })
    }

    /// The C function pointer to give native code.
    pub fn code(&self) -> *const c_void {
        self.code
    }

    /// The backend whose code this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Bytes of machine code made for this callback alone: the JIT's entry (its shared
    /// body is counted in [`CallbackStats::body_bytes`]), or 0 for a libffi closure, whose
    /// trampoline libffi allocates.
    pub fn code_size(&self) -> usize {
        self.code_size
    }

    /// What the process has spent on callbacks so far.
    pub fn stats() -> CallbackStats {
        let c = counters();
        CallbackStats {
            jit_callbacks: c.jit_callbacks.load(Ordering::Relaxed),
            generic_callbacks: c.generic_callbacks.load(Ordering::Relaxed),
            bodies: c.bodies.load(Ordering::Relaxed),
            body_bytes: c.body_bytes.load(Ordering::Relaxed),
            entry_bytes: c.entry_bytes.load(Ordering::Relaxed),
            entries_compiled: c.entries_compiled.load(Ordering::Relaxed),
            ineligible: c.ineligible.load(Ordering::Relaxed),
            packed_callbacks: c.packed_callbacks.load(Ordering::Relaxed),
        }
    }
}

/// The JIT's upcall for one record: the cached body and a new entry (its address and
/// size). Only compiles: calling the code is what needs `rec` to keep the contract.
fn compile_upcall(
    sig: &CallbackSignature,
    layout: LayoutRef,
    rec: &'static UpcallRecord,
) -> Result<(*const c_void, usize), BackendError> {
    let body = body(sig, layout)?;
    let budget = ThunkCache::global();
    budget.admit()?;
    let (address, code_size, compiled) = jit::compile_upcall_entry(&body, rec)?;
    budget.charge(CodeKind::Upcall, code_size);
    let c = counters();
    c.entry_bytes.fetch_add(code_size, Ordering::Relaxed);
    if compiled {
        c.entries_compiled.fetch_add(1, Ordering::Relaxed);
    }
    Ok((address as *const c_void, code_size))
}
