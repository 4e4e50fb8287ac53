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
    /// Calls through the dispatcher (the shim or the adapter: thunk, generic path,
    /// fallbacks), before or without a native entry.
    pub(crate) dispatched: Cell<u64>,
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
