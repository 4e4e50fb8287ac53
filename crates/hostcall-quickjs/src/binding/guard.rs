//! Call guards: how an owner (a `dlopen`ed library) disables a group of functions at once
//! ([`CallGuard`]), without the function records knowing what the owner is; and an engine's
//! list of the open libraries' guards ([`Libraries`]), which an `UnsafeFnPointer` into one of
//! them is guarded by too.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// The owner of a group of functions that can be disabled at once (a `dlopen`ed library,
/// once closed): from then on every call of its functions throws, before reaching native
/// code (native entries read the flag too, see [`FnRecord`](crate::binding::function::FnRecord)).
pub(crate) trait CallGuard {
    /// The flag: `true` once the functions are disabled. Its address must stay the same for
    /// the owner's life (native entries read it through a pointer).
    fn disabled(&self) -> &Cell<bool>;
    /// The message a call of `name` throws once disabled.
    fn disabled_message(&self, name: &str) -> String;
    /// Something that keeps the owner's code loaded while it is held, even past the owner's
    /// end (a `nonblocking` call holds it while its worker runs the code); `None` when the
    /// owner's code needs no keeping (or is gone: then the functions are disabled).
    fn keep_loaded(&self) -> Option<Box<dyn std::any::Any + Send>> {
        None
    }
    /// Whether the code at `addr` belongs to the owner (an `UnsafeFnPointer` to it is then
    /// guarded by it too); `false` when it does not, or the owner is disabled.
    fn owns(&self, addr: *const std::ffi::c_void) -> bool {
        let _ = addr;
        false
    }
}

/// A function's guard: its owner and the name the function has there.
pub(crate) type Guard = (Rc<dyn CallGuard>, String);

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
