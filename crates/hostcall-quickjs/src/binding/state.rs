//! The engine's state: what the host and every function object it made share
//! ([`Shared`]), and the counts it keeps.

use std::cell::Cell;

use hostcall::Dispatcher;

use crate::binding::callback::CallbackHost;
use crate::binding::guard::Libraries;
use crate::loader::unload::Unloads;

/// State shared by the engine and every function object it made.
pub(crate) struct Shared {
    pub(crate) dispatcher: Dispatcher,
    /// Whether functions get native entries (when the JIT can make them).
    pub(crate) native_entries: bool,
    /// Calls completed by native entries (they bypass the dispatcher's counters).
    pub(crate) native_calls: Cell<u64>,
    /// The engine's callbacks.
    pub(crate) callbacks: CallbackHost,
    /// The guards of the open libraries this engine opened (an `UnsafeFnPointer` into one
    /// of them is disabled when it is closed).
    pub(crate) libraries: Libraries,
    /// Struct-by-value calls completed through a JIT trampoline and through libffi.
    pub(crate) struct_calls: Cell<StructCallCounts>,
    /// Closed libraries waiting to be unloaded where none of their code can run.
    pub(crate) unloads: Unloads,
}

/// Which path an engine's struct-by-value calls took ([`crate::Engine::struct_call_counts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct StructCallCounts {
    /// Calls through a Cranelift trampoline of the call's shape.
    pub trampoline: u64,
    /// Calls through libffi (the generic backend, before tier-up, or an ineligible shape).
    pub libffi: u64,
}
