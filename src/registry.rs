//! The process-wide method registry: every [`MethodData`] registered, by [`MethodId`], for
//! the life of the process. Apart from the thunk cache: a method is registered whether or
//! not its shape is ever compiled.

use std::sync::OnceLock;

use dashmap::DashMap;

use hostcall_core::{MethodData, MethodId, RegisterError};

/// Shards of the process's concurrent tables (this registry, the thunk cache's, callback
/// pools): a fixed number rather than DashMap's default, which asks
/// `std::thread::available_parallelism` and so reads the process's cgroup files at every
/// start (measured: 65-118 us of a 3 ms start here). They are written when methods and
/// shapes are registered, not per call.
pub(crate) const SHARDS: usize = 16;

/// The registry (created on first use).
fn registry() -> &'static DashMap<MethodId, &'static MethodData> {
    static REGISTRY: OnceLock<DashMap<MethodId, &'static MethodData>> = OnceLock::new();
    REGISTRY.get_or_init(|| DashMap::with_shard_amount(SHARDS))
}

/// How many methods the process-wide registry holds (each for the life of the process).
pub fn registered_methods() -> usize {
    registry().len()
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
    match registry().entry(data.id()) {
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
