//! The process-wide thunk cache and its background compile worker. The method registry
//! ([`register_method`](crate::register_method)) is a module of its own, and compiling goes
//! through the backend module (which gives [`ThunkRef`] and [`BackendError`]).
//!
//! Two levels, as in Jint's process-wide interop cache:
//!
//! - **shapes**: `(signature, layout, entry kind) -> ShapeSlot`, a once-cell of
//!   `Compiled | Ineligible`. Methods with the same shape share one compiled body (the host
//!   function pointer is read from [`MethodData`] at run time), so compiles scale with
//!   distinct shapes, not methods. The slot is taken out of the map before compiling, so no
//!   shard lock is held while Cranelift runs, and exactly one thread compiles each shape.
//! - **methods**: `(MethodId, layout, entry kind) -> ShapeSlot`, the L2 table a new engine
//!   consults when it registers a method. `Ineligible` is the known-ineligible sentinel: a
//!   shape the JIT cannot take is tried once and from then on goes straight to the generic
//!   path.
//!
//! Each [`Dispatcher`](crate::Dispatcher) keeps its own L1 table on top (a plain index).
//!
//! ## Tiers
//!
//! Compiling a shape costs as much as thousands of calls save, so under the default
//! [`TierPolicy::Tiered`] nothing is compiled when a method is registered: its calls take
//! the generic path and a per-method counter in the dispatcher's L1 entry asks for a compile
//! (`ThunkCache::request`) when it reaches the threshold. The request goes to one
//! process-wide background thread (`hostcall-jit`) through a bounded queue; requests for a
//! shape already queued, compiling or compiled are dropped (the slot's `queued` flag), and
//! when the queue is full the request is dropped and retried after another threshold of
//! calls. The next call after the code is ready installs it. A method still waiting
//! `threshold` calls after its request (at least `CALLER_COMPILE_GRACE`: the worker's core is
//! busy, the machine has one, or the queue is long) is compiled on its calling thread.
//!
//! **Memory ordering of the swap.** The worker compiles and finalises the code (the JIT
//! makes it executable and, where the CPU needs it, flushes the instruction cache) *before*
//! it stores the result into the slot's `OnceLock`; `OnceLock` publishes with release
//! semantics and [`OnceLock::get`] reads with acquire semantics, so a thread that sees
//! `Compiled` also sees the finished, executable code. A call never runs half on one tier:
//! it reads its L1 entry once, and either enters the thunk or runs the generic path.
//!
//! **Compiled code is never freed.** Thunks live in the process-lifetime JIT, so a thunk can
//! never be freed under a running call and a cached entry can never dangle. The byte cap
//! ([`ThunkCache::set_byte_cap`]) bounds the memory: past it, new shapes use the generic path.
//!
//! **One code budget.** The global cache's cap is the process's budget for all generated
//! code: callback upcalls (bodies and per-callback entries, `callback.rs`) are charged to it
//! too (`CodeKind`), and refused once it is spent (callbacks then get libffi closures). The check is
//! made before each compile, so the total can pass the cap by at most one compile's code.

use std::collections::HashMap;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, SyncSender, TrySendError};
use std::sync::{Arc, Condvar, Mutex, OnceLock, RwLock};
use std::time::Instant;

use dashmap::DashMap;

use hostcall_core::pack::ThunkPack;
use hostcall_core::{
    CClosureEntry, EntryKind, LayoutRef, MethodData, MethodId, Signature, ThunkFn,
};
use hostcall_core::{ParamKind, ResultKind};

use crate::backend::{self, BackendError, ThunkRef};
use crate::code_cache::{CodeCache, CodeCacheStats, Found};

/// The calls a method makes on the generic path before a compile of its shape is requested,
/// under [`TierPolicy::Tiered`] by default. Chosen by measurement (docs/benchmarks.md): a
/// compile costs about as much as 1,000 to 3,000 calls save, so a method called fewer times
/// than this never pays for one; a hot loop reaches thunk speed within twice this many
/// calls (the caller compiles past that: [`CALLER_COMPILE_GRACE`](crate::CALLER_COMPILE_GRACE)).
pub const DEFAULT_TIER_THRESHOLD: u32 = 1000;

/// When a dispatcher compiles the thunks of its methods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TierPolicy {
    /// Compile at registration, synchronously, on the registering thread (tests, and
    /// embedders that know every method is hot).
    Eager,
    /// Start on the generic path; after `threshold` calls of a method (per engine), compile
    /// its shape on the background worker; the next call after the code is ready takes it.
    /// A threshold of 0 or 1 requests the compile at the first call. A method still waiting
    /// `threshold` calls later (at least [`CALLER_COMPILE_GRACE`](crate::CALLER_COMPILE_GRACE))
    /// is compiled on its calling thread, so a hot loop reaches its thunk within a bounded
    /// number of calls even when the worker's core is busy or the machine has one.
    Tiered {
        /// Generic calls of a method before its compile is requested.
        threshold: u32,
    },
    /// Never compile: the generic backend only.
    Never,
}

impl Default for TierPolicy {
    /// `Tiered { threshold: DEFAULT_TIER_THRESHOLD }`.
    fn default() -> TierPolicy {
        TierPolicy::Tiered {
            threshold: DEFAULT_TIER_THRESHOLD,
        }
    }
}

impl std::str::FromStr for TierPolicy {
    type Err = ParseTierPolicyError;
    /// `eager`, `tiered`, `tiered=N` or `off`.
    fn from_str(s: &str) -> Result<TierPolicy, ParseTierPolicyError> {
        match s {
            "eager" => Ok(TierPolicy::Eager),
            "off" | "never" => Ok(TierPolicy::Never),
            "tiered" => Ok(TierPolicy::default()),
            other => match other.strip_prefix("tiered=") {
                Some(n) => n
                    .parse()
                    .map(|threshold| TierPolicy::Tiered { threshold })
                    .map_err(|_| ParseTierPolicyError::BadThreshold(n.to_string())),
                None => Err(ParseTierPolicyError::Unknown(other.to_string())),
            },
        }
    }
}

/// A tier policy that could not be parsed (see [`TierPolicy`]'s `FromStr`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseTierPolicyError {
    /// Not one of `eager`, `tiered`, `tiered=N`, `off`.
    #[error("unknown tier policy `{0}` (expected eager, tiered, tiered=N or off)")]
    Unknown(String),
    /// `tiered=N` where `N` is not a call count.
    #[error("`{0}` is not a call count (expected tiered=N)")]
    BadThreshold(String),
}

/// What the cache knows about a shape or method.
#[derive(Clone, Debug)]
pub enum Resolved {
    /// A thunk exists.
    Compiled(ThunkRef),
    /// The JIT cannot (or may not) take this shape: use the generic backend. The reason is
    /// kept for stats and logs.
    Ineligible(Arc<str>),
}

/// Generated code other than thunks that the global cache's budget counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CodeKind {
    /// A callback's upcall body or entry (`callback.rs`).
    Upcall,
}

/// Compiled code of either entry kind.
#[derive(Clone, Debug)]
pub(crate) enum Code {
    /// A uniform thunk.
    Uniform(ThunkRef),
    /// A native entry in an engine's C-closure shape: its address and size.
    Native(usize, usize),
    /// Not compiled, and never will be in this cache.
    Ineligible(Arc<str>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ShapeKey {
    sig: Signature,
    layout: LayoutRef,
    entry: EntryKind,
}

/// One shape: what to compile, its once-cell, whether a compile is queued, and how many
/// times a compile was attempted (0 or 1, which tests assert).
pub(crate) struct ShapeSlot {
    key: ShapeKey,
    /// The code, once final and executable, and where it came from.
    cell: OnceLock<(Code, CodeOrigin)>,
    queued: AtomicBool,
    attempts: AtomicU64,
    /// True while the thread that made the slot looks for its code in the code cache: a
    /// compile of the slot waits for that instead of compiling what the cache may hold.
    loading: AtomicBool,
}

impl ShapeSlot {
    /// The compiled code, once it is final and executable (acquire).
    #[inline]
    pub(crate) fn ready(&self) -> Option<&Code> {
        self.cell.get().map(|(code, _)| code)
    }

    /// Where the slot's code came from, once it has code.
    pub(crate) fn origin(&self) -> Option<CodeOrigin> {
        self.cell.get().map(|&(_, origin)| origin)
    }
}

/// Where a shape's code came from ([`Dispatcher::code_origin`](crate::Dispatcher::code_origin)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CodeOrigin {
    /// Compiled in this process (by this engine or another).
    Compiled,
    /// A registered thunk pack (built into the program).
    Pack,
    /// The persistent code cache on disk ([`CodeCache`]).
    CodeCache,
    /// None: the shape cannot be compiled here (the method stays on the generic path).
    Ineligible,
}

/// Counters of a [`ThunkCache`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CacheStats {
    /// Shapes compiled successfully.
    pub compiles: u64,
    /// Compiles attempted and failed (the shape is then ineligible).
    pub compile_failures: u64,
    /// Method lookups answered by the method table.
    pub l2_hits: u64,
    /// Method lookups that went to the shape table.
    pub misses: u64,
    /// Method lookups answered by an already compiled shape (shared body).
    pub shape_hits: u64,
    /// Shapes marked ineligible (failures plus capped).
    pub ineligible: u64,
    /// Shapes not compiled because the byte cap was reached.
    pub capped: u64,
    /// Bytes of machine code compiled, of every kind this cache's budget counts (for the
    /// global cache: thunks and native entries, callback upcalls).
    pub code_bytes: u64,
    /// Of `code_bytes`: callback upcall bodies and entries (global cache only).
    pub upcall_code_bytes: u64,
    /// Callbacks refused an upcall because the byte cap was reached (they get libffi
    /// closures); not counted in `capped` or `ineligible`, which are thunk shapes.
    pub capped_other: u64,
    /// Compiles requested by hot methods (tiered).
    pub compiles_requested: u64,
    /// Requests dropped because the worker's queue was full (retried later).
    pub requests_dropped: u64,
    /// Compiles run on the background worker.
    pub compiles_on_worker: u64,
    /// Compiles run on a caller's thread (eager registration, or direct `resolve`).
    pub compiles_on_caller: u64,
    /// Time spent compiling, in microseconds (worker and callers together).
    pub compile_micros: u64,
    /// Shape slots that took code from a registered thunk pack (compiled ahead of time;
    /// see [`crate::pack`]).
    pub packed: u64,
}

/// Which signatures an injected failure applies to (tests).
type FailIf = fn(&Signature) -> bool;

/// The counters and the pending-compile count, shared with the worker.
#[derive(Default)]
struct Shared {
    compiles: AtomicU64,
    compile_failures: AtomicU64,
    l2_hits: AtomicU64,
    misses: AtomicU64,
    shape_hits: AtomicU64,
    capped: AtomicU64,
    code_bytes: AtomicU64,
    upcall_code_bytes: AtomicU64,
    capped_other: AtomicU64,
    requested: AtomicU64,
    dropped: AtomicU64,
    on_worker: AtomicU64,
    on_caller: AtomicU64,
    compile_nanos: AtomicU64,
    packed: AtomicU64,
    byte_cap: AtomicUsize,
    /// Compiles queued or running for this cache.
    pending: Mutex<usize>,
    idle: Condvar,
    /// Test hook: shapes for which the compile "fails".
    fail_if: Mutex<Option<FailIf>>,
    /// The persistent code cache, when one is attached.
    code_cache: RwLock<Option<Arc<CodeCache>>>,
}

impl Shared {
    fn code_cache(&self) -> Option<Arc<CodeCache>> {
        self.code_cache
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

/// The thunk cache. Use [`ThunkCache::global`]; a private cache ([`ThunkCache::new`])
/// exists so benches can show what the process-wide one saves and tests can count
/// compiles exactly.
pub struct ThunkCache {
    methods: DashMap<(MethodId, LayoutRef, EntryKind), Arc<ShapeSlot>, Hasher>,
    shapes: DashMap<ShapeKey, Arc<ShapeSlot>, Hasher>,
    shared: Arc<Shared>,
    /// Registered thunk packs ([`crate::pack`]), looked up when a shape slot is made.
    packs: RwLock<Vec<PackIndex>>,
    has_packs: AtomicBool,
}

/// The tables' hasher (seeded per process).
type Hasher = foldhash::fast::RandomState;

/// A registered pack's shapes by a hash of (parameter kinds, result kind, native entry).
struct PackIndex {
    pack: &'static ThunkPack,
    layout: LayoutRef,
    native: Option<CClosureEntry>,
    by_hash: HashMap<u64, Vec<usize>, Hasher>,
    /// The signatures of the shapes with a descriptor (structs, dialects), by index in the
    /// pack.
    structs: HashMap<usize, Signature, Hasher>,
}

/// The pack index's hash of a shape (seeded once per process).
fn shape_hash(params: &[ParamKind], result: ResultKind, native: bool) -> u64 {
    static STATE: OnceLock<Hasher> = OnceLock::new();
    STATE
        .get_or_init(Hasher::default)
        .hash_one((params, result, native))
}

impl Default for ThunkCache {
    fn default() -> Self {
        ThunkCache::new()
    }
}

/// Where a compile runs, for the stats.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Thread {
    Worker,
    Caller,
}

/// Entries each of the cache's tables has room for when it is made.
const INITIAL_CAPACITY: usize = 256;

impl ThunkCache {
    /// A new, empty cache with no byte cap.
    pub fn new() -> ThunkCache {
        let shared = Shared {
            byte_cap: AtomicUsize::new(usize::MAX),
            ..Shared::default()
        };
        // Room for a program's usual few hundred methods and shapes from the start: a table
        // that grows rehashes every entry of its shard each time (measured at startup: about
        // a sixth of the cost of registering 200 packed functions).
        ThunkCache {
            methods: DashMap::with_capacity_and_hasher_and_shard_amount(
                INITIAL_CAPACITY,
                Hasher::default(),
                crate::registry::SHARDS,
            ),
            shapes: DashMap::with_capacity_and_hasher_and_shard_amount(
                INITIAL_CAPACITY,
                Hasher::default(),
                crate::registry::SHARDS,
            ),
            shared: Arc::new(shared),
            packs: RwLock::new(Vec::new()),
            has_packs: AtomicBool::new(false),
        }
    }

    /// The process-wide cache.
    pub fn global() -> &'static ThunkCache {
        static GLOBAL: OnceLock<ThunkCache> = OnceLock::new();
        GLOBAL.get_or_init(ThunkCache::new)
    }

    /// Caps the machine code this cache compiles. Shapes met after the cap is reached are
    /// marked ineligible (the generic path serves them); nothing already compiled changes.
    /// On the global cache the cap is the process's one code budget: struct call
    /// trampolines and callback upcalls count against it too (see the module docs).
    pub fn set_byte_cap(&self, bytes: usize) {
        self.shared.byte_cap.store(bytes, Ordering::Relaxed);
    }

    /// The byte cap ([`set_byte_cap`](ThunkCache::set_byte_cap); `usize::MAX` when none).
    pub fn byte_cap(&self) -> usize {
        self.shared.byte_cap.load(Ordering::Relaxed)
    }

    /// Before compiling code outside the thunk table (a [`CodeKind`]): `Err` (and counted
    /// as capped) when the budget is spent, so the caller uses the generic path.
    pub(crate) fn admit(&self) -> Result<(), BackendError> {
        let cap = self.byte_cap();
        if self.shared.code_bytes.load(Ordering::Relaxed) >= cap as u64 {
            self.shared.capped_other.fetch_add(1, Ordering::Relaxed);
            return Err(BackendError::CodeCap { cap });
        }
        Ok(())
    }

    /// Counts `bytes` of compiled code of `kind` against the budget.
    pub(crate) fn charge(&self, kind: CodeKind, bytes: usize) {
        let bytes = bytes as u64;
        self.shared.code_bytes.fetch_add(bytes, Ordering::Relaxed);
        let of_kind = match kind {
            CodeKind::Upcall => &self.shared.upcall_code_bytes,
        };
        of_kind.fetch_add(bytes, Ordering::Relaxed);
    }

    /// The counters.
    pub fn stats(&self) -> CacheStats {
        let s = &self.shared;
        let compile_failures = s.compile_failures.load(Ordering::Relaxed);
        let capped = s.capped.load(Ordering::Relaxed);
        CacheStats {
            compiles: s.compiles.load(Ordering::Relaxed),
            compile_failures,
            l2_hits: s.l2_hits.load(Ordering::Relaxed),
            misses: s.misses.load(Ordering::Relaxed),
            shape_hits: s.shape_hits.load(Ordering::Relaxed),
            ineligible: compile_failures + capped,
            capped,
            code_bytes: s.code_bytes.load(Ordering::Relaxed),
            upcall_code_bytes: s.upcall_code_bytes.load(Ordering::Relaxed),
            capped_other: s.capped_other.load(Ordering::Relaxed),
            compiles_requested: s.requested.load(Ordering::Relaxed),
            requests_dropped: s.dropped.load(Ordering::Relaxed),
            compiles_on_worker: s.on_worker.load(Ordering::Relaxed),
            compiles_on_caller: s.on_caller.load(Ordering::Relaxed),
            compile_micros: s.compile_nanos.load(Ordering::Relaxed) / 1000,
            packed: s.packed.load(Ordering::Relaxed),
        }
    }

    /// Blocks until every compile requested through this cache so far has finished (its
    /// code installed or the shape marked ineligible). Tests call it to stay deterministic.
    pub fn quiesce(&self) {
        let mut pending = lock(&self.shared.pending);
        while *pending > 0 {
            pending = self
                .shared
                .idle
                .wait(pending)
                .unwrap_or_else(|p| p.into_inner());
        }
    }

    /// Attaches a persistent code cache ([`CodeCache`]): from now on a shape met for the
    /// first time is taken from it when it holds verified code for it (no compile), and
    /// every shape compiled is written to it. `None` detaches it.
    pub fn set_code_cache(&self, cache: Option<CodeCache>) {
        *self
            .shared
            .code_cache
            .write()
            .unwrap_or_else(|p| p.into_inner()) = cache.map(Arc::new);
    }

    /// What the attached code cache did, if one is attached.
    pub fn code_cache_stats(&self) -> Option<CodeCacheStats> {
        self.shared.code_cache().map(|c| c.stats())
    }

    /// Gathers the attached code cache's entries into its bundle
    /// ([`CodeCache::write_bundle`]): `None` without a code cache.
    pub fn write_code_cache_bundle(&self) -> Option<std::io::Result<usize>> {
        self.shared.code_cache().map(|c| c.write_bundle())
    }

    /// Makes every compile of a signature for which `fail` returns true fail, as a real
    /// compile failure would (for tests of the fallback to the generic backend).
    #[doc(hidden)]
    pub fn inject_compile_failure(&self, fail: Option<FailIf>) {
        *lock(&self.shared.fail_if) = fail;
    }

    /// The slot of a method's shape for one entry kind (looked up or created; nothing is
    /// compiled).
    pub(crate) fn slot(
        &self,
        method: &MethodData,
        layout: LayoutRef,
        entry: EntryKind,
    ) -> Arc<ShapeSlot> {
        let mkey = (method.id(), layout, entry);
        if let Some(hit) = self.methods.get(&mkey) {
            self.shared.l2_hits.fetch_add(1, Ordering::Relaxed);
            return hit.clone();
        }
        self.shared.misses.fetch_add(1, Ordering::Relaxed);
        let slot = self.shape_slot(method.signature(), layout, entry);
        if slot.ready().is_some() {
            self.shared.shape_hits.fetch_add(1, Ordering::Relaxed);
        }
        self.methods.insert(mkey, slot.clone());
        slot
    }

    fn shape_slot(&self, sig: &Signature, layout: LayoutRef, entry: EntryKind) -> Arc<ShapeSlot> {
        let key = ShapeKey {
            sig: sig.clone(),
            layout,
            entry,
        };
        // One lookup, under the shard's write lock (slots are made when methods are
        // registered, not per call); the lock ends with this statement and nothing compiles
        // or reads a file under it.
        let mut made = false;
        let disk = self.shared.code_cache().is_some();
        let slot = self
            .shapes
            .entry(key.clone())
            .or_insert_with(|| {
                made = true;
                let cell = OnceLock::new();
                if self.has_packs.load(Ordering::Acquire) {
                    if let Some(code) = self.packed_code(&key) {
                        let _ = cell.set((code, CodeOrigin::Pack));
                        self.shared.packed.fetch_add(1, Ordering::Relaxed);
                    }
                }
                let loading = AtomicBool::new(disk && cell.get().is_none());
                Arc::new(ShapeSlot {
                    key,
                    cell,
                    queued: AtomicBool::new(false),
                    attempts: AtomicU64::new(0),
                    loading,
                })
            })
            .clone();
        // A new slot without packed code takes the code cache's entry, if it has one; a
        // compile of the slot on another thread meanwhile waits for this (`loading`).
        if made && slot.loading.load(Ordering::Relaxed) {
            /// Clears `loading` however the lookup ends.
            struct Loaded<'a>(&'a AtomicBool);
            impl Drop for Loaded<'_> {
                fn drop(&mut self) {
                    self.0.store(false, Ordering::Release);
                }
            }
            let _loaded = Loaded(&slot.loading);
            if let Some(code) = from_disk(&self.shared, &slot.key) {
                let _ = slot.cell.set((code, CodeOrigin::CodeCache));
            }
        }
        slot
    }

    /// Adds a registered pack's shapes to this cache: from now on a shape slot made for one
    /// of them starts with the pack's code (and slots that exist without code get it now).
    /// Returns the number of slots that took packed code now, or `None` when this pack was
    /// added before.
    ///
    /// # Safety
    ///
    /// Every shape of `pack` is code built for exactly its signature and entry kind (a
    /// uniform thunk of the [`ThunkFn`] type, or a native entry of `native`'s shape), for
    /// `layout`, with its import table filled for them, mapped for the life of the process.
    pub(crate) unsafe fn add_pack(
        &self,
        pack: &'static ThunkPack,
        layout: LayoutRef,
        native: Option<CClosureEntry>,
    ) -> Option<usize> {
        let index = PackIndex {
            pack,
            layout,
            native,
            by_hash: {
                let mut m: HashMap<u64, Vec<usize>, Hasher> = HashMap::default();
                for (i, t) in pack.thunks.iter().enumerate() {
                    m.entry(shape_hash(t.params, t.result, t.native))
                        .or_default()
                        .push(i);
                }
                m
            },
            structs: pack
                .thunks
                .iter()
                .enumerate()
                .filter_map(|(i, t)| {
                    let d = t.descriptor?;
                    match Signature::from_descriptor(d) {
                        Ok(sig) => Some((i, sig)),
                        Err(e) => {
                            log::warn!(
                                "hostcall: pack `{}`: shape {d} unreadable ({e}); not used",
                                pack.name
                            );
                            None
                        }
                    }
                })
                .collect(),
        };
        {
            let mut packs = self.packs.write().unwrap_or_else(|p| p.into_inner());
            if packs.iter().any(|p| std::ptr::eq(p.pack, pack)) {
                return None;
            }
            packs.push(index);
        }
        self.has_packs.store(true, Ordering::Release);
        // Slots made before the pack: those without code take it (a compile under way
        // finishes first and wins).
        let waiting: Vec<Arc<ShapeSlot>> = self
            .shapes
            .iter()
            .filter(|e| e.value().ready().is_none())
            .map(|e| e.value().clone())
            .collect();
        let mut now = 0;
        for slot in waiting {
            if let Some(code) = self.packed_code(&slot.key) {
                if slot.cell.set((code, CodeOrigin::Pack)).is_ok() {
                    self.shared.packed.fetch_add(1, Ordering::Relaxed);
                    now += 1;
                }
            }
        }
        Some(now)
    }

    /// The code a registered pack has for `key`, if any.
    fn packed_code(&self, key: &ShapeKey) -> Option<Code> {
        let packs = self.packs.read().unwrap_or_else(|p| p.into_inner());
        let (params, result) = (key.sig.params(), key.sig.result());
        for p in packs.iter().filter(|p| p.layout == key.layout) {
            let native = match key.entry {
                EntryKind::Uniform => false,
                EntryKind::CClosure(e) if p.native == Some(e) => true,
                EntryKind::CClosure(_) => continue,
            };
            let Some(candidates) = p.by_hash.get(&shape_hash(params, result, native)) else {
                continue;
            };
            // A shape its kinds do not name (struct layouts, a dialect) matches by its
            // whole signature, read from its descriptor; a shape they name matches only a
            // packed shape without one.
            let by_kinds = key.sig.named_by_kinds();
            let found = candidates
                .iter()
                .map(|&i| (i, &p.pack.thunks[i]))
                .find(|(i, t)| {
                    t.native == native
                        && t.result == result
                        && t.params == params
                        && match t.descriptor {
                            None => by_kinds,
                            Some(_) => p.structs.get(i) == Some(&key.sig),
                        }
                })
                .map(|(_, t)| t);
            let Some(t) = found else {
                continue;
            };
            let (address, size) = (t.code as usize, t.size as usize);
            return Some(if native {
                Code::Native(address, size)
            } else {
                // SAFETY: `add_pack`'s contract: a uniform thunk of this shape.
                let entry = unsafe { std::mem::transmute::<usize, ThunkFn>(address) };
                Code::Uniform(ThunkRef {
                    entry,
                    code_size: size,
                })
            });
        }
        None
    }

    /// Compiles a slot's shape on this thread unless it is compiled already (exactly once
    /// per slot whatever the threads).
    pub(crate) fn compile_now<'s>(&self, slot: &'s ShapeSlot) -> &'s Code {
        compile_slot(&self.shared, slot, Thread::Caller)
    }

    /// Asks the background worker to compile a slot's shape. Returns at once; does nothing
    /// when the shape is compiled, queued or being compiled. A request that finds the queue
    /// full is dropped (counted) and returns `false`, so the caller may ask again later.
    pub(crate) fn request(&self, slot: &Arc<ShapeSlot>) -> bool {
        if slot.ready().is_some() || slot.queued.swap(true, Ordering::AcqRel) {
            return true;
        }
        self.shared.requested.fetch_add(1, Ordering::Relaxed);
        *lock(&self.shared.pending) += 1;
        let job = Job {
            slot: slot.clone(),
            shared: self.shared.clone(),
        };
        match worker().try_send(job) {
            Ok(()) => true,
            Err(TrySendError::Full(job) | TrySendError::Disconnected(job)) => {
                let Job { slot, shared } = job;
                slot.queued.store(false, Ordering::Release);
                shared.dropped.fetch_add(1, Ordering::Relaxed);
                finish_pending(&shared);
                false
            }
        }
    }

    /// The thunk (or the ineligible sentinel) for a method under a layout, compiling its
    /// shape on this thread if no method of that shape was compiled before.
    pub fn resolve(&self, method: &MethodData, layout: LayoutRef) -> Resolved {
        let slot = self.slot(method, layout, EntryKind::Uniform);
        match self.compile_now(&slot) {
            Code::Uniform(t) => Resolved::Compiled(*t),
            Code::Ineligible(why) => Resolved::Ineligible(why.clone()),
            Code::Native(..) => Resolved::Ineligible("not a uniform thunk".into()),
        }
    }

    /// The native C-closure entry for (signature, layout, entry), compiled on this thread
    /// once per key like uniform thunks (and counted in the same stats). `Err` when the
    /// shape is ineligible.
    pub fn resolve_native(
        &self,
        sig: &Signature,
        layout: LayoutRef,
        entry: CClosureEntry,
    ) -> Result<usize, Arc<str>> {
        let slot = self.shape_slot(sig, layout, EntryKind::CClosure(entry));
        match self.compile_now(&slot) {
            Code::Native(address, _) => Ok(*address),
            Code::Ineligible(why) => Err(why.clone()),
            Code::Uniform(_) => Err("not a native entry".into()),
        }
    }

    /// How many times a compile of (signature, layout) as a uniform thunk was attempted in
    /// this cache: 0 if never needed, else exactly 1, whatever the number of methods,
    /// engines and threads.
    pub fn compile_attempts(&self, sig: &Signature, layout: LayoutRef) -> u64 {
        self.compile_attempts_of(sig, layout, EntryKind::Uniform)
    }

    /// Like [`compile_attempts`](ThunkCache::compile_attempts), for any entry kind.
    pub fn compile_attempts_of(&self, sig: &Signature, layout: LayoutRef, entry: EntryKind) -> u64 {
        let key = ShapeKey {
            sig: sig.clone(),
            layout,
            entry,
        };
        self.shapes
            .get(&key)
            .map_or(0, |e| e.attempts.load(Ordering::Relaxed))
    }

    /// What the cache knows about (signature, layout) as a uniform thunk, if it was ever
    /// compiled (or found ineligible), or a registered pack holds it.
    pub fn shape(&self, sig: &Signature, layout: LayoutRef) -> Option<Resolved> {
        let key = ShapeKey {
            sig: sig.clone(),
            layout,
            entry: EntryKind::Uniform,
        };
        let found = self.shapes.get(&key).map(|e| e.value().clone());
        let slot = match found {
            Some(slot) => slot,
            // A shape a registered pack holds: its slot is made (with the packed code).
            None if self.has_packs.load(Ordering::Acquire) && self.packed_code(&key).is_some() => {
                self.shape_slot(&key.sig, key.layout, key.entry)
            }
            None => return None,
        };
        match slot.ready()? {
            Code::Uniform(t) => Some(Resolved::Compiled(*t)),
            Code::Ineligible(why) => Some(Resolved::Ineligible(why.clone())),
            Code::Native(..) => None,
        }
    }

    /// Machine code bytes of every compiled shape, with its signature and entry kind
    /// (`--stats` prints the largest).
    pub fn code_sizes(&self) -> Vec<(Signature, EntryKind, usize)> {
        self.shapes
            .iter()
            .filter_map(|e| {
                let size = match e.value().ready()? {
                    Code::Uniform(t) => t.code_size,
                    Code::Native(_, size) => *size,
                    Code::Ineligible(_) => return None,
                };
                Some((e.key().sig.clone(), e.key().entry, size))
            })
            .collect()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

fn finish_pending(shared: &Shared) {
    let mut pending = lock(&shared.pending);
    *pending = pending.saturating_sub(1);
    if *pending == 0 {
        shared.idle.notify_all();
    }
}

/// Compiles a slot once (the `OnceLock` makes every other thread wait for, then share, the
/// result).
fn compile_slot<'s>(shared: &Shared, slot: &'s ShapeSlot, thread: Thread) -> &'s Code {
    // The thread that made the slot is looking in the code cache (a file read, or the
    // bundle's first read): wait for what it finds rather than compile it again.
    while slot.loading.load(Ordering::Acquire) {
        std::thread::yield_now();
    }
    &slot
        .cell
        .get_or_init(|| {
            slot.attempts.fetch_add(1, Ordering::Relaxed);
            let t0 = Instant::now();
            let code = compile_shape(shared, &slot.key);
            shared
                .compile_nanos
                .fetch_add(t0.elapsed().as_nanos() as u64, Ordering::Relaxed);
            match thread {
                Thread::Worker => shared.on_worker.fetch_add(1, Ordering::Relaxed),
                Thread::Caller => shared.on_caller.fetch_add(1, Ordering::Relaxed),
            };
            let origin = match code {
                Code::Ineligible(_) => CodeOrigin::Ineligible,
                _ => CodeOrigin::Compiled,
            };
            (code, origin)
        })
        .0
}

fn compile_shape(shared: &Shared, key: &ShapeKey) -> Code {
    let cap = shared.byte_cap.load(Ordering::Relaxed) as u64;
    if shared.code_bytes.load(Ordering::Relaxed) >= cap {
        shared.capped.fetch_add(1, Ordering::Relaxed);
        return Code::Ineligible(format!("code byte cap of {cap} bytes reached").into());
    }
    let injected = *lock(&shared.fail_if);
    let result = if injected.is_some_and(|fail| fail(&key.sig)) {
        Err(BackendError::InjectedFailure)
    } else {
        match (shared.code_cache(), key.entry) {
            (Some(disk), entry) => compile_to_disk(&disk, key, entry),
            (None, EntryKind::Uniform) => {
                backend::compile(&key.sig, key.layout).map(|t| (Code::Uniform(t), t.code_size))
            }
            (None, EntryKind::CClosure(entry)) => {
                backend::compile_native(&key.sig, key.layout, entry)
                    .map(|(address, size)| (Code::Native(address, size), size))
            }
        }
    };
    match result {
        Ok((code, size)) => {
            shared.compiles.fetch_add(1, Ordering::Relaxed);
            shared.code_bytes.fetch_add(size as u64, Ordering::Relaxed);
            code
        }
        Err(BackendError::JitDisabled) => {
            // A build without the JIT (running a pack's shapes): the rest stay generic.
            log::debug!(
                "hostcall: no JIT in this build for {} (not in a registered pack)",
                key.sig
            );
            shared.compile_failures.fetch_add(1, Ordering::Relaxed);
            Code::Ineligible(BackendError::JitDisabled.to_string().into())
        }
        Err(reason) => {
            log::warn!(
                "hostcall: no {:?} code for {} on layout {}: {reason}; using the generic backend",
                key.entry,
                key.sig,
                key.layout.name
            );
            shared.compile_failures.fetch_add(1, Ordering::Relaxed);
            Code::Ineligible(reason.to_string().into())
        }
    }
}

/// Compiles a shape keeping its portable code, and writes that to the code cache.
fn compile_to_disk(
    disk: &CodeCache,
    key: &ShapeKey,
    entry: EntryKind,
) -> Result<(Code, usize), BackendError> {
    let (code, size, portable) = match entry {
        EntryKind::Uniform => {
            let (entry, code_size, p) =
                crate::jit::compile_portable(&key.sig, key.layout).map_err(BackendError::from)?;
            (Code::Uniform(ThunkRef { entry, code_size }), code_size, p)
        }
        EntryKind::CClosure(e) => {
            let (address, size, p) = crate::jit::compile_native_portable(&key.sig, key.layout, e)
                .map_err(BackendError::from)?;
            (Code::Native(address, size), size, p)
        }
    };
    disk.store(&key.sig, key.layout, entry, &portable);
    Ok((code, size))
}

/// The code of a shape from the attached code cache, installed (counted against the code
/// budget like a compile), if the cache holds a verified entry for it and the budget has
/// room.
fn from_disk(shared: &Shared, key: &ShapeKey) -> Option<Code> {
    let disk = shared.code_cache()?;
    let cap = shared.byte_cap.load(Ordering::Relaxed) as u64;
    if shared.code_bytes.load(Ordering::Relaxed) >= cap {
        return None;
    }
    let (found, from_bundle) = disk.load(&key.sig, key.layout, key.entry)?;
    let portable = match found {
        Found::Placed { address, size } => {
            let code = match key.entry {
                // SAFETY: `load` placed this entry's code from a checked entry whose key
                // equals this shape's (signature, layout, entry kind under this build's code
                // fingerprint), and filled its import table for this layout: a uniform
                // thunk of this shape.
                EntryKind::Uniform => unsafe { crate::jit::thunk_at(address) }.map(|entry| {
                    Code::Uniform(ThunkRef {
                        entry,
                        code_size: size,
                    })
                }),
                EntryKind::CClosure(_) => Ok(Code::Native(address, size)),
            };
            return finish_from_disk(shared, &disk, key, code, size, from_bundle);
        }
        Found::Portable(p) => p,
    };
    let size = portable.bytes.len();
    let code = match key.entry {
        EntryKind::Uniform => {
            // SAFETY: the entry's key (this signature, layout and entry kind under this
            // build's code fingerprint) and checksum were verified by `load`: it is what a
            // portable compile of this shape gave.
            let installed =
                unsafe { crate::jit::install_portable_thunk(&key.sig, key.layout, &portable) };
            installed.map(|entry| {
                Code::Uniform(ThunkRef {
                    entry,
                    code_size: size,
                })
            })
        }
        EntryKind::CClosure(e) => {
            // SAFETY: as above, for this native entry shape.
            let installed =
                unsafe { crate::jit::install_portable_native(&key.sig, key.layout, e, &portable) };
            installed.map(|address| Code::Native(address, size))
        }
    };
    finish_from_disk(shared, &disk, key, code, size, from_bundle)
}

/// Counts code taken from the code cache, or logs why it was not installed.
fn finish_from_disk(
    shared: &Shared,
    disk: &CodeCache,
    key: &ShapeKey,
    code: Result<Code, crate::jit::JitError>,
    size: usize,
    from_bundle: bool,
) -> Option<Code> {
    match code {
        Ok(code) => {
            disk.note_loaded(from_bundle);
            shared.code_bytes.fetch_add(size as u64, Ordering::Relaxed);
            Some(code)
        }
        Err(e) => {
            log::warn!(
                "hostcall: code cache entry for {} not installed: {e:?}",
                key.sig
            );
            None
        }
    }
}

/// A compile for the worker: a thunk shape of a cache.
struct Job {
    slot: Arc<ShapeSlot>,
    shared: Arc<Shared>,
}

/// Requests the worker holds at most; more are dropped and asked again later.
const QUEUE_CAPACITY: usize = 1024;

/// The process-wide compile worker: one thread (machines running engines are often small,
/// and one compile at a time keeps the JIT's code memory dense), started at the first
/// request.
fn worker() -> &'static SyncSender<Job> {
    static WORKER: OnceLock<SyncSender<Job>> = OnceLock::new();
    WORKER.get_or_init(|| {
        let (tx, rx) = sync_channel::<Job>(QUEUE_CAPACITY);
        let spawned = std::thread::Builder::new()
            .name("hostcall-jit".into())
            .spawn(move || {
                while let Ok(job) = rx.recv() {
                    // A panic in the compiler must not kill the worker (or leave `quiesce`
                    // waiting): the shape is then simply never compiled.
                    let Job { slot, shared } = job;
                    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        compile_slot(&shared, &slot, Thread::Worker);
                    }));
                    if outcome.is_err() {
                        log::error!("hostcall: the compiler panicked on {}", slot.key.sig);
                    }
                    finish_pending(&shared);
                }
            });
        if let Err(e) = spawned {
            log::warn!("hostcall: cannot start the compile worker ({e}); methods stay generic");
        }
        // If the thread could not start, the receiver is gone and every request is
        // refused as `Disconnected`: methods stay on the generic path.
        tx
    })
}
