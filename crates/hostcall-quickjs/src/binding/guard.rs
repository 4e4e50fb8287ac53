//! Call guards: how an owner (an opened library) disables a group of functions at once
//! ([`CallGuard`]), without the function records knowing what the owner is.

use std::cell::Cell;
use std::rc::Rc;

/// The owner of a group of functions that can be disabled at once (an opened library,
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
