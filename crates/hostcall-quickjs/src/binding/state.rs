//! The engine's state: what the host and every function object it made share
//! ([`Shared`]), and the counts it keeps.

use std::cell::{Cell, RefCell};

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
    /// Descriptor fields `Deno.dlopen` and `Deno.UnsafeCallback` ignored, as Deno does
    /// (`symbol.field`), for `--stats`.
    pub(crate) ignored_fields: RefCell<Vec<String>>,
}

impl Shared {
    /// Notes fields a descriptor of `what` had that were ignored (at most 256 are kept).
    pub(crate) fn note_ignored_fields(&self, what: &str, fields: Vec<String>) {
        let mut list = self.ignored_fields.borrow_mut();
        for f in fields {
            if list.len() < 256 {
                list.push(format!("{what}.{f}"));
            }
        }
    }
}
