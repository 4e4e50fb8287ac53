//! When libraries are unloaded: only after the script closed them, and only where none of
//! their code can run.
//!
//! Unloading runs a library's destructors and unmaps its code. So a library is unloaded
//! ([`Library::unload`], the one `dlclose`) only
//!
//! - after the script called its handle's `close()` (every function of it throws from then
//!   on), or after a `dlopen` failed once the library was loaded (nothing of it was handed
//!   out): a library the script never closed is never unloaded, neither when its last
//!   function is collected nor at the engine's end, because hostcall cannot know whether a
//!   thread the library started still runs its code (a detached thread that calls a
//!   thread-safe callback later, or that simply goes on working). It stays loaded for the
//!   rest of the process: the loader's mapping of the file (shared by every later `dlopen`
//!   of it) and one reference count, no memory per `dlopen`;
//! - at a point where no code of it can be on this thread's stack: not while a callback runs
//!   on this thread (native code called it and is below: [`in_upcall`]), not while another
//!   unload runs here (a destructor closing a library), and never from a finalizer or the
//!   garbage collector (nothing here is called from one: `close()` is a script call, the
//!   checkpoints are the engine's loop);
//! - when no `nonblocking` call holds it (a worker may be running its code: the call holds an
//!   `Arc` of it until its result is boxed on the engine's thread).
//!
//! A library that cannot be unloaded yet waits in [`Unloads`] and is retried at the engine's
//! next checkpoint (after the script's global code, each job, each queued call); at the
//! engine's end, the library a `nonblocking` call still holds (its worker may still be in it)
//! is left loaded.
//!
//! While an unload runs, the destructors of the library run on this thread: every callback
//! called then is refused (`callback::enter`, as if closed: the native caller gets zero) and
//! `dlopen` throws, so no script runs inside a destructor and no handle to the object being
//! unloaded is handed out ([`crate::ffi::loader::dl::unloading`]).

use std::cell::{Cell, RefCell};
use std::sync::Arc;

use crate::ffi::loader::dl::{unloading, Library};
use crate::ffi::loader::stack::in_upcall;

/// One engine's closed libraries waiting to be unloaded (see the module docs). Used on the
/// engine's thread only.
pub(crate) struct Unloads {
    /// Closed libraries not unloaded yet: a callback was running when they were closed, or a
    /// `nonblocking` call holds them.
    waiting: RefCell<Vec<Arc<Library>>>,
    /// Libraries unloaded so far.
    unloaded: Cell<u64>,
}

impl Unloads {
    /// No library waiting.
    pub(crate) fn new() -> Unloads {
        Unloads {
            waiting: RefCell::new(Vec::new()),
            unloaded: Cell::new(0),
        }
    }

    /// A library the script closed (its functions are already disabled): unloaded now if
    /// nothing can be running its code, else at a later checkpoint.
    pub(crate) fn closed(&self, lib: Arc<Library>) {
        self.waiting.borrow_mut().push(lib);
        self.checkpoint();
    }

    /// Unloads every waiting library that nothing holds any more, unless a callback or an
    /// unload is running on this thread. Called at the engine's loop's checkpoints.
    pub(crate) fn checkpoint(&self) {
        if in_upcall() || unloading() {
            return;
        }
        let ready: Vec<Library> = {
            let mut waiting = self.waiting.borrow_mut();
            let mut ready = Vec::new();
            let mut kept = Vec::new();
            for lib in waiting.drain(..) {
                // The only holder left is this list: no call in flight holds it (a worker
                // that drops its `Arc` concurrently makes this fail now, and the next
                // checkpoint succeed).
                match Arc::try_unwrap(lib) {
                    Ok(lib) => ready.push(lib),
                    Err(held) => kept.push(held),
                }
            }
            *waiting = kept;
            ready
        };
        // No borrow is held while destructors run.
        for lib in ready {
            // SAFETY: the script closed the library (its functions throw before reaching
            // its code); nothing else holds it (no call in flight); no callback runs on this
            // thread (so none of its code is below), and this is not a finalizer or the
            // collector (see the module docs).
            unsafe { lib.unload() };
            self.unloaded.set(self.unloaded.get() + 1);
        }
    }

    /// The engine's end (after every callback was closed): the waiting libraries are
    /// unloaded where [`checkpoint`](Unloads::checkpoint) can; those a `nonblocking` call
    /// still holds stay loaded (their workers may be running their code).
    pub(crate) fn end(&self) {
        self.checkpoint();
        let kept = std::mem::take(&mut *self.waiting.borrow_mut());
        // Dropping a `Library` leaves it loaded.
        drop(kept);
    }

    /// Libraries unloaded so far.
    pub(crate) fn unloaded(&self) -> u64 {
        self.unloaded.get()
    }
}
