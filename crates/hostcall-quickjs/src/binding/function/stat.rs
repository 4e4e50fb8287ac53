//! A function's own call counts and entry ([`EntryStat`]), for owners that report them per
//! function (the FFI, per symbol, for `--stats`).

use std::cell::Cell;

/// One function's calls and the entry QuickJS calls it through, kept by whoever made it
/// (the FFI, per symbol) beyond the function's own life.
#[derive(Debug)]
pub(crate) struct EntryStat {
    /// The function's name where its owner lists it (`symbol`, `library.symbol`).
    pub(crate) name: String,
    /// Calls its native entry completed (counted by the generated code).
    pub(crate) native_calls: Cell<u64>,
    /// Calls through the dispatcher (the shim or a wrapper: thunk, generic path,
    /// fallbacks), before or without a native entry; split below by the path each took.
    pub(crate) dispatched: Cell<u64>,
    /// Of `dispatched`: calls a thunk completed.
    pub(crate) thunk: Cell<u64>,
    /// Of `dispatched`: calls run by the generic path (before tier-up, or without code).
    pub(crate) generic: Cell<u64>,
    /// Calls a thunk or the native entry handed back, run by the policy's slow path.
    pub(crate) fallback: Cell<u64>,
    /// The function's method, once registered (where its code came from is asked of the
    /// dispatcher with it).
    pub(crate) handle: Cell<Option<hostcall::MethodHandle>>,
    /// The entry QuickJS calls now.
    pub(crate) entry: Cell<Entry>,
}

impl EntryStat {
    /// A stat for the function `name`, not made yet.
    pub(crate) fn new(name: String) -> EntryStat {
        EntryStat {
            name,
            native_calls: Cell::new(0),
            dispatched: Cell::new(0),
            thunk: Cell::new(0),
            generic: Cell::new(0),
            fallback: Cell::new(0),
            handle: Cell::new(None),
            entry: Cell::new(Entry::Shim),
        }
    }
}

/// The entry QuickJS calls a function through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Entry {
    /// Its native entry, directly (compiled code: no Rust frame on the call).
    Native,
    /// The uniform shim through the dispatcher (waiting for a native entry, or without
    /// one: the generic backend, tiering off, native entries off, a shape the JIT refuses).
    Shim,
    /// The function's own wrapper entry ([`Around::wrapper`](super::Around)), then the
    /// native entry or the dispatcher.
    Wrapper,
}
