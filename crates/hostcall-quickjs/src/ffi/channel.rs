//! The channel from other threads to an engine's thread: thread-safe callback calls queued
//! by foreign threads, and tasks (`nonblocking` calls) whose other thread is done. The
//! engine's loop drains it ([`CallbackHost::run_one_queued`](crate::ffi::callback::CallbackHost::run_one_queued)).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::SyncSender;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use hostcall::upcall::UpcallRecord;

/// A small number naming the current thread for the life of the process (never reused, as
/// thread-local addresses can be). 0 while the thread's locals are being destroyed, which
/// is never an engine's thread.
pub(crate) fn current_thread() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    thread_local! {
        static ID: u64 = NEXT.fetch_add(1, Ordering::Relaxed);
    }
    ID.try_with(|id| *id).unwrap_or(0)
}

/// The part of an engine a foreign thread may touch: who owns it, whether it is alive, and
/// the queue of thread-safe calls.
pub(crate) struct Link {
    /// The engine's thread ([`current_thread`]).
    pub(crate) owner: u64,
    /// False from the engine's end on. Written on the owner thread, under `queue`'s lock.
    pub(crate) alive: AtomicBool,
    pub(crate) queue: Mutex<VecDeque<Job>>,
    /// Signalled when a call is queued.
    pub(crate) arrived: Condvar,
    /// Signalled when the queue has room again, a callback closed or the engine ended (for
    /// callers waiting at a full queue: [`MAX_QUEUED`]).
    pub(crate) space: Condvar,
    /// Calls refused (closed, foreign thread, engine gone), from any thread.
    pub(crate) refused: AtomicU64,
    /// Calls queued by other threads.
    pub(crate) queued: AtomicU64,
}

/// The most calls other threads may have queued for an engine at once: a caller that finds
/// the queue full waits until the engine's loop has taken a call from it (or the callback
/// closes, or the engine ends, which refuse the call). Calls whose caller waits for their
/// result anyway are at most one per thread; the bound is what keeps `void` calls, whose
/// callers would otherwise return at once, from queueing without end when the script is
/// slower than its native threads.
pub(crate) const MAX_QUEUED: usize = 1024;

impl Link {
    pub(crate) fn lock(&self) -> MutexGuard<'_, VecDeque<Job>> {
        // Nothing panics while holding the lock; a poisoned queue is still consistent.
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// What another thread hands the engine's loop.
pub(crate) enum Job {
    /// A call of a thread-safe callback: its record, its raw arguments (a struct's: the
    /// address of its copy in `structs`), the struct arguments' bytes, and where to send the
    /// raw result's words (`None` for a `void` callback whose caller did not wait). Dropping
    /// it unanswered releases its waiting caller with zero.
    Upcall {
        rec: &'static UpcallRecord,
        args: Vec<u64>,
        structs: Vec<u64>,
        reply: Option<SyncSender<Vec<u64>>>,
        /// The calling thread ([`current_thread`]): whose kept buffer the call's result
        /// replaces.
        caller: u64,
    },
    /// A task of this engine ([`CallbackHost::start_task`](crate::ffi::callback::CallbackHost::start_task)) is done: its id and what the
    /// other thread produced for it.
    Done {
        id: u64,
        payload: Box<dyn std::any::Any + Send>,
    },
}

/// The engine's side of a task started with [`CallbackHost::start_task`](crate::ffi::callback::CallbackHost::start_task): run on the
/// engine's thread, inside its context, with what the task's other thread produced. Dropped
/// unrun at the engine's end (while the context is still alive).
pub(crate) type Task = Box<dyn for<'js> FnOnce(&rquickjs::Ctx<'js>, Box<dyn std::any::Any + Send>)>;

/// What [`CallbackHost::run_one_queued`](crate::ffi::callback::CallbackHost::run_one_queued) found.
pub(crate) enum Queued {
    /// Nothing was queued.
    Nothing,
    /// A queued callback call ran (or was dropped, its callback being closed).
    Ran,
    /// A task is done: the caller runs it inside the engine's context.
    Task(Task, Box<dyn std::any::Any + Send>),
}

/// How another thread reports that one task of an engine is done (`Send`: it holds only the
/// engine's thread-safe queue). Dropped without [`finish`](TaskDone::finish) (a panic on
/// the way), it hands the task `()`, which the task takes as a failure.
pub(crate) struct TaskDone {
    pub(crate) link: Option<Arc<Link>>,
    pub(crate) id: u64,
}

impl TaskDone {
    /// Hands `payload` to the engine's loop, which runs the task with it. When the engine
    /// has ended, `payload` is dropped here, on this thread.
    pub(crate) fn finish(mut self, payload: Box<dyn std::any::Any + Send>) {
        self.push(payload);
    }

    fn push(&mut self, payload: Box<dyn std::any::Any + Send>) {
        let Some(link) = self.link.take() else {
            return;
        };
        let mut q = link.lock();
        if !link.alive.load(Ordering::Acquire) {
            drop(q);
            drop(payload);
            return;
        }
        q.push_back(Job::Done {
            id: self.id,
            payload,
        });
        link.arrived.notify_all();
    }
}

impl Drop for TaskDone {
    fn drop(&mut self) {
        self.push(Box::new(()));
    }
}
