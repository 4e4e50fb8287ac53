//! The FFI's per-engine state, kept in the binding's [`StateMap`](crate::binding::state::StateMap)
//! ([`FfiState::of`]): the open libraries' guards, the closed ones waiting to be unloaded,
//! and the descriptor fields `Deno.dlopen` ignored.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::binding::function::EntryStat;
use crate::binding::guard::CallGuard;
use crate::binding::state::Shared;
use crate::ffi::loader::unload::Unloads;

/// What the FFI keeps per engine.
pub(crate) struct FfiState {
    /// The guards of the open libraries this engine opened (an `UnsafeFnPointer` into one
    /// of them is disabled when it is closed).
    pub(crate) libraries: Libraries,
    /// Closed libraries waiting to be unloaded where none of their code can run.
    pub(crate) unloads: Unloads,
    /// Descriptor fields `Deno.dlopen` and `Deno.UnsafeCallback` ignored, as Deno does
    /// (`symbol.field`), for `--stats`.
    ignored_fields: RefCell<Vec<String>>,
    /// Each bound function's counts and entry (at most [`MAX_SYMBOL_STATS`]; later ones
    /// are counted in the engine's totals only), and the `nonblocking` symbols' names.
    symbols: RefCell<Vec<Rc<EntryStat>>>,
    nonblocking: RefCell<Vec<String>>,
}

/// The most symbols whose counts an engine keeps apart (a script that binds more, say in a
/// loop, has the rest counted in the totals only).
pub(crate) const MAX_SYMBOL_STATS: usize = 4096;

impl Default for FfiState {
    fn default() -> FfiState {
        FfiState {
            libraries: Libraries::default(),
            unloads: Unloads::new(),
            ignored_fields: RefCell::new(Vec::new()),
            symbols: RefCell::new(Vec::new()),
            nonblocking: RefCell::new(Vec::new()),
        }
    }
}

impl FfiState {
    /// The FFI state of the engine `shared` belongs to (made on first use).
    pub(crate) fn of(shared: &Shared) -> Rc<FfiState> {
        shared.states.get_or_default::<FfiState>()
    }

    /// The FFI state of the engine, if the FFI was ever used there.
    pub(crate) fn get(shared: &Shared) -> Option<Rc<FfiState>> {
        shared.states.get::<FfiState>()
    }

    /// Notes fields a descriptor of `what` had that were ignored (at most 256 are kept).
    pub(crate) fn note_ignored_fields(&self, what: &str, fields: Vec<String>) {
        let mut list = self.ignored_fields.borrow_mut();
        for f in fields {
            if list.len() < 256 {
                list.push(format!("{what}.{f}"));
            }
        }
    }

    /// A new stat for the function `key` of `library` (`None` past [`MAX_SYMBOL_STATS`]).
    pub(crate) fn symbol_stat(&self, library: &str, key: &str) -> Option<Rc<EntryStat>> {
        let mut list = self.symbols.borrow_mut();
        if list.len() >= MAX_SYMBOL_STATS {
            return None;
        }
        let s = Rc::new(EntryStat::new(format!("{library}.{key}")));
        list.push(s.clone());
        Some(s)
    }

    /// Notes a `nonblocking` symbol (its calls run on worker threads, never on an entry).
    pub(crate) fn note_nonblocking(&self, library: &str, key: &str) {
        let mut list = self.nonblocking.borrow_mut();
        if list.len() < MAX_SYMBOL_STATS {
            list.push(format!("{library}.{key}"));
        }
    }

    /// Every kept stat, and the `nonblocking` symbols.
    pub(crate) fn symbol_stats(&self) -> (Vec<Rc<EntryStat>>, Vec<String>) {
        (
            self.symbols.borrow().clone(),
            self.nonblocking.borrow().clone(),
        )
    }

    /// The calls the kept functions' native entries completed (the engine's count has the
    /// others).
    pub(crate) fn native_calls(&self) -> u64 {
        self.symbols
            .borrow()
            .iter()
            .map(|s| s.native_calls.get())
            .sum()
    }

    /// The ignored fields noted so far.
    pub(crate) fn ignored_fields(&self) -> Vec<String> {
        self.ignored_fields.borrow().clone()
    }
}

/// The guards of the open libraries an engine opened. Closed and dropped ones are pruned on
/// every `dlopen` and `close` ([`Libraries::prune`]), so the list is as long as the
/// libraries open now.
#[derive(Default)]
pub(crate) struct Libraries(RefCell<Vec<Weak<dyn CallGuard>>>);

impl Libraries {
    /// Adds the guard of a library just opened.
    pub(crate) fn add(&self, guard: Weak<dyn CallGuard>) {
        self.0.borrow_mut().push(guard);
    }

    /// How many guards the list holds.
    pub(crate) fn len(&self) -> usize {
        self.0.borrow().len()
    }

    /// Drops the guards of libraries that were closed or dropped. Skipped if the list is
    /// borrowed (never the case: nothing runs script while it is); the next prune catches up.
    pub(crate) fn prune(&self) {
        if let Ok(mut libs) = self.0.try_borrow_mut() {
            libs.retain(|w| w.upgrade().is_some_and(|g| !g.disabled().get()));
        }
    }

    /// The open library whose own code `addr` is in, as a guard for a function at `addr`.
    pub(crate) fn of(&self, addr: *const std::ffi::c_void) -> Option<Rc<dyn CallGuard>> {
        let mut libs = self.0.borrow_mut();
        libs.retain(|w| w.strong_count() > 0);
        libs.iter()
            .filter_map(Weak::upgrade)
            .find(|g| !g.disabled().get() && g.owns(addr))
    }
}
