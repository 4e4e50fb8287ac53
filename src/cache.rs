//! The process-wide thunk cache and method registry.
//!
//! Two levels, as in Jint's process-wide interop cache:
//!
//! - **shapes**: `(signature, layout, entry kind) -> once-cell of Compiled | Ineligible`.
//!   Methods with the same shape share one compiled body (the host function pointer is read
//!   from [`MethodData`] at run time), so compiles scale with distinct shapes, not methods.
//!   The once-cell is taken out of the map before compiling, so no shard lock is held while
//!   Cranelift runs, and exactly one thread compiles each shape.
//! - **methods**: `(MethodId, layout) -> Compiled | Ineligible`, the L2 table a new engine
//!   consults. `Ineligible` is the known-ineligible sentinel: a shape the JIT cannot take is
//!   tried once and from then on goes straight to the generic path.
//!
//! Each [`Dispatcher`](crate::Dispatcher) keeps its own L1 table on top (a plain index).
//!
//! **Compiled code is never freed.** Thunks live in one process-lifetime JIT module, so a
//! thunk can never be freed under a running call and a cached entry can never dangle. This
//! pins memory the way Jint's static caches pin their members; the byte cap
//! ([`ThunkCache::set_byte_cap`]) bounds it: past the cap, new shapes use the generic path.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use dashmap::DashMap;

use hostcall_core::{
    CClosureEntry, EntryKind, LayoutRef, MethodData, MethodId, RegisterError, Signature, ThunkFn,
};

/// A compiled thunk: its entry, valid for the life of the process, and its code size.
#[derive(Clone, Copy, Debug)]
pub struct ThunkRef {
    /// The uniform entry.
    pub entry: ThunkFn,
    /// Bytes of machine code.
    pub code_size: usize,
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

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ShapeKey {
    sig: Signature,
    layout: u32,
    entry: EntryKind,
}

/// One shape: its once-cell and how many times a compile of it was attempted (0 or 1,
/// which tests assert).
#[derive(Default)]
struct ShapeEntry {
    cell: OnceLock<Resolved>,
    attempts: AtomicU64,
}

/// A native entry's once-cell: its address, or why it is ineligible.
type NativeCell = Arc<OnceLock<Result<usize, Arc<str>>>>;

/// Counters of a [`ThunkCache`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
    /// Bytes of machine code compiled.
    pub code_bytes: u64,
}

/// The thunk cache. Use [`ThunkCache::global`]; a private cache ([`ThunkCache::new`])
/// exists only so benches can show what the process-wide one saves.
pub struct ThunkCache {
    methods: DashMap<(MethodId, u32), Resolved>,
    shapes: DashMap<ShapeKey, Arc<ShapeEntry>>,
    native: DashMap<ShapeKey, NativeCell>,
    compiles: AtomicU64,
    compile_failures: AtomicU64,
    l2_hits: AtomicU64,
    misses: AtomicU64,
    shape_hits: AtomicU64,
    capped: AtomicU64,
    code_bytes: AtomicU64,
    byte_cap: AtomicUsize,
}

impl Default for ThunkCache {
    fn default() -> Self {
        ThunkCache::new()
    }
}

impl ThunkCache {
    /// A new, empty cache with no byte cap.
    pub fn new() -> ThunkCache {
        ThunkCache {
            methods: DashMap::new(),
            shapes: DashMap::new(),
            native: DashMap::new(),
            compiles: AtomicU64::new(0),
            compile_failures: AtomicU64::new(0),
            l2_hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
            shape_hits: AtomicU64::new(0),
            capped: AtomicU64::new(0),
            code_bytes: AtomicU64::new(0),
            byte_cap: AtomicUsize::new(usize::MAX),
        }
    }

    /// The process-wide cache.
    pub fn global() -> &'static ThunkCache {
        static GLOBAL: OnceLock<ThunkCache> = OnceLock::new();
        GLOBAL.get_or_init(ThunkCache::new)
    }

    /// Caps the machine code this cache compiles. Shapes met after the cap is reached are
    /// marked ineligible (the generic path serves them); nothing already compiled changes.
    pub fn set_byte_cap(&self, bytes: usize) {
        self.byte_cap.store(bytes, Ordering::Relaxed);
    }

    /// The counters.
    pub fn stats(&self) -> CacheStats {
        let compile_failures = self.compile_failures.load(Ordering::Relaxed);
        let capped = self.capped.load(Ordering::Relaxed);
        CacheStats {
            compiles: self.compiles.load(Ordering::Relaxed),
            compile_failures,
            l2_hits: self.l2_hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            shape_hits: self.shape_hits.load(Ordering::Relaxed),
            ineligible: compile_failures + capped,
            capped,
            code_bytes: self.code_bytes.load(Ordering::Relaxed),
        }
    }

    /// The thunk (or the ineligible sentinel) for a method under a layout, compiling its
    /// shape if no method of that shape was compiled before.
    pub fn resolve(&self, method: &MethodData, layout: LayoutRef) -> Resolved {
        let key = (method.id(), layout.id());
        if let Some(hit) = self.methods.get(&key) {
            self.l2_hits.fetch_add(1, Ordering::Relaxed);
            return hit.clone();
        }
        self.misses.fetch_add(1, Ordering::Relaxed);
        let shape_key = ShapeKey {
            sig: method.signature().clone(),
            layout: layout.id(),
            entry: EntryKind::Uniform,
        };
        // Take the once-cell out of the map; the shard lock ends with this statement.
        let shape = self.shapes.entry(shape_key).or_default().clone();
        let mut compiled_here = false;
        let resolved = shape
            .cell
            .get_or_init(|| {
                compiled_here = true;
                shape.attempts.fetch_add(1, Ordering::Relaxed);
                self.compile_shape(method.signature(), layout)
            })
            .clone();
        if !compiled_here {
            self.shape_hits.fetch_add(1, Ordering::Relaxed);
        }
        self.methods.insert(key, resolved.clone());
        resolved
    }

    /// The native C-closure entry for (signature, layout, entry), compiled once per key like
    /// uniform thunks (and counted in the same stats). `Err` when the shape is ineligible.
    pub fn resolve_native(
        &self,
        sig: &Signature,
        layout: LayoutRef,
        entry: CClosureEntry,
    ) -> Result<usize, Arc<str>> {
        let key = ShapeKey {
            sig: sig.clone(),
            layout: layout.id(),
            entry: EntryKind::CClosure(entry),
        };
        let cell = self.native.entry(key).or_default().clone();
        cell.get_or_init(|| {
            let cap = self.byte_cap.load(Ordering::Relaxed) as u64;
            if self.code_bytes.load(Ordering::Relaxed) >= cap {
                self.capped.fetch_add(1, Ordering::Relaxed);
                return Err(format!("code byte cap of {cap} bytes reached").into());
            }
            match crate::jit::compile_native(sig, layout, entry) {
                Ok((address, size)) => {
                    self.compiles.fetch_add(1, Ordering::Relaxed);
                    self.code_bytes.fetch_add(size as u64, Ordering::Relaxed);
                    Ok(address)
                }
                Err(reason) => {
                    log::warn!(
                        "hostcall: no native entry for {sig} on layout {}: {reason}",
                        layout.name
                    );
                    self.compile_failures.fetch_add(1, Ordering::Relaxed);
                    Err(reason.into())
                }
            }
        })
        .clone()
    }

    /// How many times a compile of (signature, layout) was attempted in this cache: 0 if
    /// never needed, else exactly 1, whatever the number of methods, engines and threads.
    pub fn compile_attempts(&self, sig: &Signature, layout: LayoutRef) -> u64 {
        let key = ShapeKey {
            sig: sig.clone(),
            layout: layout.id(),
            entry: EntryKind::Uniform,
        };
        self.shapes
            .get(&key)
            .map_or(0, |e| e.attempts.load(Ordering::Relaxed))
    }

    /// What the cache knows about (signature, layout), if it was ever resolved.
    pub fn shape(&self, sig: &Signature, layout: LayoutRef) -> Option<Resolved> {
        let key = ShapeKey {
            sig: sig.clone(),
            layout: layout.id(),
            entry: EntryKind::Uniform,
        };
        self.shapes.get(&key).and_then(|e| e.cell.get().cloned())
    }

    fn compile_shape(&self, sig: &Signature, layout: LayoutRef) -> Resolved {
        let cap = self.byte_cap.load(Ordering::Relaxed) as u64;
        if self.code_bytes.load(Ordering::Relaxed) >= cap {
            self.capped.fetch_add(1, Ordering::Relaxed);
            return Resolved::Ineligible(format!("code byte cap of {cap} bytes reached").into());
        }
        match crate::jit::compile(sig, layout) {
            Ok(t) => {
                self.compiles.fetch_add(1, Ordering::Relaxed);
                self.code_bytes
                    .fetch_add(t.code_size as u64, Ordering::Relaxed);
                Resolved::Compiled(t)
            }
            Err(reason) => {
                log::warn!("hostcall: no thunk for {sig} on layout {}: {reason}; using the generic backend", layout.name);
                self.compile_failures.fetch_add(1, Ordering::Relaxed);
                Resolved::Ineligible(reason.into())
            }
        }
    }
}

/// Registers a method in the process-wide registry, or returns the one already registered
/// under its id if it is the same binding (same function, signature and receiver class).
///
/// Registered methods live as long as the process: thunks receive `&'static MethodData`.
///
/// # Errors
///
/// [`RegisterError::IdConflict`] if the id is bound to another function or signature.
pub fn register_method(data: MethodData) -> Result<&'static MethodData, RegisterError> {
    static REGISTRY: OnceLock<DashMap<MethodId, &'static MethodData>> = OnceLock::new();
    let registry = REGISTRY.get_or_init(DashMap::new);
    match registry.entry(data.id()) {
        dashmap::Entry::Occupied(e) => {
            let existing: &'static MethodData = e.get();
            if existing.same_binding(&data) {
                Ok(existing)
            } else {
                Err(RegisterError::IdConflict {
                    id: data.id().0,
                    existing: existing.signature().to_string(),
                    existing_fn: existing.func() as usize,
                    requested: data.signature().to_string(),
                    requested_fn: data.func() as usize,
                })
            }
        }
        dashmap::Entry::Vacant(v) => {
            let leaked: &'static MethodData = Box::leak(Box::new(data));
            v.insert(leaked);
            Ok(leaked)
        }
    }
}
