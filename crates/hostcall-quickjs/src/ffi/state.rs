//! The FFI's per-engine state, kept in the binding's [`StateMap`](crate::binding::state::StateMap)
//! ([`FfiState::of`]): the open libraries' guards, the closed ones waiting to be unloaded,
//! and the descriptor fields `Deno.dlopen` ignored.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::binding::guard::CallGuard;
use crate::binding::state::Shared;
use crate::loader::unload::Unloads;

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
}

impl Default for FfiState {
    fn default() -> FfiState {
        FfiState {
            libraries: Libraries::default(),
            unloads: Unloads::new(),
            ignored_fields: RefCell::new(Vec::new()),
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
