//! Unhandled promise rejections: [`Rejections`], fed by QuickJS's host rejection tracker.
//!
//! QuickJS calls the tracker when a promise is rejected with no handler (`is_handled`
//! false) and again when a handler is attached to such a promise later (`is_handled` true).
//! The engine keeps the promises that are still unhandled and, as Deno does after each turn
//! of its loop, reports the first one once the job queue has drained: [`Engine::run`]
//! returns it as an error (`Uncaught (in promise) ...`), and the `hostcall` command prints it
//! and exits 1.
//!
//! Only references are taken in the tracker (no script runs there): it is called from inside
//! QuickJS's promise machinery.
//!
//! [`Engine::run`]: crate::Engine::run

use std::cell::RefCell;
use std::rc::Rc;

use rquickjs::{qjs, Ctx, Runtime, Value};

/// How many unhandled rejections are held at most (the oldest is released past it).
const MAX_TRACKED: usize = 1024;

/// The promises rejected with no handler, in the order they were rejected.
#[derive(Default)]
pub(crate) struct Rejections {
    /// Owned references: (context, promise, reason). The context is the one the tracker was
    /// called in; both values belong to its runtime.
    unhandled: RefCell<Vec<Unhandled>>,
}

/// One unhandled rejection, holding a reference to its promise and reason.
struct Unhandled {
    promise: qjs::JSValue,
    reason: qjs::JSValue,
    ctx: *mut qjs::JSContext,
}

impl Rejections {
    /// Installs the tracker on `runtime`; the returned state sees every rejection of it.
    pub(crate) fn install(runtime: &Runtime) -> Rc<Rejections> {
        let state = Rc::new(Rejections::default());
        let seen = state.clone();
        runtime.set_host_promise_rejection_tracker(Some(Box::new(
            move |ctx: Ctx<'_>, promise: Value<'_>, reason: Value<'_>, is_handled: bool| {
                seen.track(&ctx, &promise, &reason, is_handled);
            },
        )));
        state
    }

    fn track(&self, ctx: &Ctx<'_>, promise: &Value<'_>, reason: &Value<'_>, is_handled: bool) {
        let raw = promise.as_raw();
        if is_handled {
            let removed: Vec<Unhandled> = {
                let mut list = self.unhandled.borrow_mut();
                let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut *list)
                    .into_iter()
                    .partition(|u| same_object(u.promise, raw));
                *list = kept;
                gone
            };
            // Freed outside the borrow: freeing may run finalizers.
            removed.into_iter().for_each(release);
            return;
        }
        let ctx = ctx.as_raw().as_ptr();
        // SAFETY: both values are live values of `ctx`; each reference taken here is given
        // back by `release` (on report, on a later handler, or by `clear`).
        let (promise, reason) = unsafe {
            (
                qjs::JS_DupValue(ctx, raw),
                qjs::JS_DupValue(ctx, reason.as_raw()),
            )
        };
        let evicted = {
            let mut list = self.unhandled.borrow_mut();
            // An embedder that evaluates code through `Engine::with` and never runs the
            // loop would grow the list without bound: past the limit the oldest is
            // released (a later unhandled one is still reported).
            let evicted = (list.len() >= MAX_TRACKED).then(|| list.remove(0));
            list.push(Unhandled {
                promise,
                reason,
                ctx,
            });
            evicted
        };
        if let Some(old) = evicted {
            release(old);
        }
    }

    /// Takes the first rejection still unhandled, releasing the others: its reason, owned
    /// (the caller frees it, e.g. by throwing it). `None` when every rejection was handled.
    pub(crate) fn take_first(&self) -> Option<qjs::JSValue> {
        let list = std::mem::take(&mut *self.unhandled.borrow_mut());
        let mut list = list.into_iter();
        let first = list.next()?;
        list.for_each(release);
        // SAFETY: `first.promise` is an owned reference of its context, given back here; the
        // reason's reference moves to the caller.
        unsafe { qjs::JS_FreeValue(first.ctx, first.promise) };
        Some(first.reason)
    }

    /// Releases every reference held (before the context is freed).
    pub(crate) fn clear(&self) {
        let list = std::mem::take(&mut *self.unhandled.borrow_mut());
        list.into_iter().for_each(release);
    }

    /// How many rejections are unhandled now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.unhandled.borrow().len()
    }
}

fn release(u: Unhandled) {
    // SAFETY: both are owned references of `u.ctx`, which is alive while the engine holds
    // this state (the engine clears it before freeing its context).
    unsafe {
        qjs::JS_FreeValue(u.ctx, u.promise);
        qjs::JS_FreeValue(u.ctx, u.reason);
    }
}

/// Whether two values are the same object.
fn same_object(a: qjs::JSValue, b: qjs::JSValue) -> bool {
    // SAFETY: the payload of an object value is its pointer; only the tags are compared
    // before it is read.
    a.tag == b.tag && a.tag == i64::from(qjs::JS_TAG_OBJECT) && unsafe { a.u.ptr == b.u.ptr }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rquickjs::Context;

    #[test]
    fn a_handler_attached_later_removes_the_rejection() {
        let rt = Runtime::new().expect("runtime");
        let state = Rejections::install(&rt);
        let cx = Context::full(&rt).expect("context");
        cx.with(|ctx| {
            ctx.eval::<(), _>("globalThis.p = Promise.reject(new Error('x'))")
                .expect("eval");
            assert_eq!(state.len(), 1);
            ctx.eval::<(), _>("p.catch(() => {})").expect("eval");
            assert_eq!(state.len(), 0);
            ctx.eval::<(), _>("Promise.reject(1); Promise.reject(2)")
                .expect("eval");
            let first = state.take_first().expect("a rejection");
            // SAFETY: an owned int value of this context.
            let v = unsafe { Value::from_raw(ctx.clone(), first) };
            assert_eq!(v.as_int(), Some(1));
            assert_eq!(state.len(), 0);
            // Bounded: the oldest are released past the limit, the newest kept.
            ctx.eval::<(), _>("for (let i = 0; i < 1100; i++) Promise.reject(i)")
                .expect("eval");
            assert_eq!(state.len(), MAX_TRACKED);
            let first = state.take_first().expect("a rejection");
            // SAFETY: an owned int value of this context.
            let v = unsafe { Value::from_raw(ctx.clone(), first) };
            assert_eq!(v.as_int(), Some(1100 - MAX_TRACKED as i32));
        });
        state.clear();
        drop(cx);
    }
}
