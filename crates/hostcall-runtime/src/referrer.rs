//! Which module a relative `import()` in eval'd code resolves against.
//!
//! QuickJS names the code of `eval` (direct or indirect) and `new Function` `<input>`, and
//! resolves a dynamic `import()` in a later job against the name of the function that
//! called it, so the resolver would see `<input>` and resolve against the current
//! directory. Deno resolves against the module whose code ran the `eval`. QuickJS-NG 0.16's
//! API gives the resolver nothing more, but it calls a promise hook when `import()` makes
//! its promise, with the calling code still on the stack: [`ReferrerHook`] installs one
//! that, for a promise made by eval'd code, walks up the stack to the nearest frame of a
//! module or script ([`caller_name`]) and records it in the [`ModuleMap`], whose resolver
//! uses it for `<input>` ([`ModuleMap::referrer`]). String timers record the module that
//! called `setTimeout` before their code runs (natives `activeModule`/`setEvalReferrer`).
//!
//! The record is the last one made, not one per `import()`: a relative `import()` in eval'd
//! code resolves against the module whose eval'd code last made a promise before the
//! import's job ran. That is the calling module unless eval'd code of another module made
//! a promise between the `import()` and its job (the same turn of the loop). The hook costs
//! a comparison for every promise event and a stack walk of at most [`MAX_LEVELS`] frames
//! for a promise made by eval'd code.

use std::ffi::c_void;
use std::rc::Rc;

use rquickjs::{qjs, Ctx};

use crate::modules::{ModuleMap, EVAL_NAME};

/// Frames looked at above eval'd code for a module or script.
pub const MAX_LEVELS: i32 = 64;

/// What the hook reads: the map to record in, and the atom of `<input>` in the runtime.
struct HookState {
    map: Rc<ModuleMap>,
    eval_atom: qjs::JSAtom,
}

/// The promise hook on an engine's runtime, removed when dropped (before the runtime is
/// freed: the program drops it first).
pub struct ReferrerHook {
    rt: *mut qjs::JSRuntime,
    ctx: *mut qjs::JSContext,
    state: *mut HookState,
}

impl ReferrerHook {
    /// Installs the hook on `ctx`'s runtime, recording into `map`.
    pub fn install(ctx: &Ctx<'_>, map: Rc<ModuleMap>) -> ReferrerHook {
        let cx = ctx.as_raw().as_ptr();
        // SAFETY: `cx` is live; the atom is kept (freed in `drop`, with the context alive).
        let eval_atom =
            unsafe { qjs::JS_NewAtomLen(cx, EVAL_NAME.as_ptr().cast(), EVAL_NAME.len() as _) };
        let state = Box::into_raw(Box::new(HookState { map, eval_atom }));
        // SAFETY: `cx` is live; `state` stays valid until `drop` removes the hook first.
        let rt = unsafe {
            let rt = qjs::JS_GetRuntime(cx);
            qjs::JS_SetPromiseHook(rt, Some(promise_hook), state.cast());
            rt
        };
        ReferrerHook { rt, ctx: cx, state }
    }
}

impl Drop for ReferrerHook {
    fn drop(&mut self) {
        // SAFETY: the runtime and context are alive (the hook is dropped before the engine);
        // once the hook is removed nothing reads `state`, which is freed once.
        unsafe {
            qjs::JS_SetPromiseHook(self.rt, None, std::ptr::null_mut());
            let state = Box::from_raw(self.state);
            qjs::JS_FreeAtom(self.ctx, state.eval_atom);
        }
    }
}

/// The hook: for a promise made by eval'd code, records the nearest module or script on the
/// stack above it. Runs no script, allocates only the name it records, cannot unwind.
unsafe extern "C" fn promise_hook(
    ctx: *mut qjs::JSContext,
    kind: qjs::JSPromiseHookType,
    _promise: qjs::JSValue,
    _parent: qjs::JSValue,
    opaque: *mut c_void,
) {
    if kind != qjs::JSPromiseHookType_JS_PROMISE_HOOK_INIT {
        return;
    }
    // SAFETY: `opaque` is the `HookState` `install` leaked, valid while the hook is set.
    let state = unsafe { &*opaque.cast::<HookState>() };
    // SAFETY: `ctx` is QuickJS's live context; the atom returned is freed here.
    let made_by_eval = unsafe {
        let atom = qjs::JS_GetScriptOrModuleName(ctx, 0);
        let is_eval = atom == state.eval_atom;
        qjs::JS_FreeAtom(ctx, atom);
        is_eval
    };
    if !made_by_eval {
        return;
    }
    // SAFETY: as above.
    if let Some(name) = unsafe { caller_name(ctx, 1, state.eval_atom) } {
        // A failed borrow (impossible: nothing else holds it while QuickJS runs) or a
        // panic must not cross this C frame.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            state.map.set_eval_referrer(Some(name));
        }));
    }
}

/// The name of the nearest module or script on the stack, from `level` frames up (0: the
/// running function): frames of eval'd code (`eval_atom`), of native functions and of the
/// runtime's own JavaScript (`hostcall:`) are passed over.
///
/// # Safety
///
/// `ctx` is a live context on its thread; `eval_atom` is `<input>`'s atom in its runtime.
pub unsafe fn caller_name(
    ctx: *mut qjs::JSContext,
    level: i32,
    eval_atom: qjs::JSAtom,
) -> Option<String> {
    for n in level..level + MAX_LEVELS {
        // SAFETY: `ctx` is live; the atom returned (or JS_ATOM_NULL, for a native frame or
        // past the outermost one) is freed here; its text is copied before that.
        let name = unsafe {
            let atom = qjs::JS_GetScriptOrModuleName(ctx, n);
            if atom == qjs::JS_ATOM_NULL as qjs::JSAtom || atom == eval_atom {
                qjs::JS_FreeAtom(ctx, atom);
                continue;
            }
            let mut len: qjs::size_t = 0;
            let p = qjs::JS_AtomToCStringLen(ctx, &mut len, atom);
            qjs::JS_FreeAtom(ctx, atom);
            if p.is_null() {
                qjs::JS_FreeValue(ctx, qjs::JS_GetException(ctx));
                return None;
            }
            let s =
                String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len as usize))
                    .into_owned();
            qjs::JS_FreeCString(ctx, p);
            s
        };
        if !name.starts_with("hostcall:") {
            return Some(name);
        }
    }
    None
}

/// The name of the nearest module or script on `ctx`'s stack (the caller of the native
/// function running now): what a string timer's code resolves `import()` against.
pub fn active_name(ctx: &Ctx<'_>) -> Option<String> {
    let cx = ctx.as_raw().as_ptr();
    // SAFETY: `cx` is live on this thread; the atom is made and freed here.
    unsafe {
        let eval_atom = qjs::JS_NewAtomLen(cx, EVAL_NAME.as_ptr().cast(), EVAL_NAME.len() as _);
        let name = caller_name(cx, 0, eval_atom);
        qjs::JS_FreeAtom(cx, eval_atom);
        name
    }
}
