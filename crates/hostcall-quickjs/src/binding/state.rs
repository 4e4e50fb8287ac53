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
    /// Closed libraries waiting to be unloaded where none of their code can run.
    pub(crate) unloads: Unloads,
}
