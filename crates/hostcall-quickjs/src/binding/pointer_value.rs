//! Pointer values: how a native address is a JavaScript value. By default a number below
//! 2^53, a BigInt above, `null` for 0 ([`pointer_value`], [`pointer_to_js`]); under the
//! `pointer-objects` dialect rule a pointer object ([`PointerObjects`]), `null` for 0. Used
//! by the layout's pointer hooks, and by the FFI (callbacks' `pointer` and parameters,
//! function-parameter arguments, the pointer API).

use crate::binding::values::JS_NULL;
use rquickjs::qjs;

/// A callback's pointer as a JavaScript number: a float64 value (code addresses are below
/// 2^53, so exact), every byte of it defined. (`JS_NewFloat64` would make an int32 value
/// for a small address, whose upper payload bytes Rust leaves undefined; generated code may
/// read them, harmlessly, and valgrind would say so.)
pub(crate) fn pointer_value(addr: usize) -> qjs::JSValue {
    qjs::JSValue {
        u: qjs::JSValueUnion {
            float64: addr as f64,
        },
        tag: qjs::JS_TAG_FLOAT64 as i64,
    }
}

/// Pointer objects: what a pointer is under the `pointer-objects` dialect rule. An object of
/// a class of its own, with no properties (`typeof` is `"object"`, `Object.keys`
/// is empty; its prototype is `Object.prototype`), whose opaque slot is the address; `null`
/// is the null pointer. Objects are made only here, so every object of the class carries an
/// address (never 0).
/// One per engine (the class id is the runtime's), registered by the layer that uses the
/// rule (the FFI, when its first namespace is made).
pub(crate) struct PointerObjects {
    ctx: *mut qjs::JSContext,
    /// The class id in this runtime (0 until registered).
    class: std::cell::Cell<qjs::JSClassID>,
}

impl PointerObjects {
    /// Not registered yet, for the engine whose context is `ctx`.
    pub(crate) fn new(ctx: *mut qjs::JSContext) -> PointerObjects {
        PointerObjects {
            ctx,
            class: std::cell::Cell::new(0),
        }
    }

    /// Registers the class (once; later calls do nothing). `false` when QuickJS refused.
    pub(crate) fn register(&self) -> bool {
        if self.class.get() != 0 {
            return true;
        }
        let mut id: qjs::JSClassID = 0;
        // SAFETY: `ctx` is the engine's live context, on its thread; the class has no
        // finalizer (an address owns nothing) and no trace (it holds no value).
        unsafe {
            let rt = qjs::JS_GetRuntime(self.ctx);
            qjs::JS_NewClassID(rt, &mut id);
            let def = qjs::JSClassDef {
                class_name: c"PointerObject".as_ptr(),
                finalizer: None,
                gc_mark: None,
                call: None,
                exotic: std::ptr::null_mut(),
            };
            if qjs::JS_NewClass(rt, id, &def) != 0 {
                return false;
            }
            // Its objects' prototype: `Object.prototype` (what an empty object has), so they
            // convert and print as ordinary objects do (a new class has none).
            let o = qjs::JS_NewObject(self.ctx);
            if o.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
                qjs::JS_FreeValue(self.ctx, qjs::JS_GetException(self.ctx));
                return false;
            }
            let proto = qjs::JS_GetPrototype(self.ctx, o);
            qjs::JS_FreeValue(self.ctx, o);
            // Takes the reference `JS_GetPrototype` returned.
            qjs::JS_SetClassProto(self.ctx, id, proto);
        }
        self.class.set(id);
        forget_pointer_class(self.ctx);
        CLASSES.with(|c| c.borrow_mut().push((self.ctx as usize, id)));
        true
    }

    /// The class id (0 until registered: no value is a pointer object then).
    pub(crate) fn class(&self) -> qjs::JSClassID {
        self.class.get()
    }

    /// The address of `v` when it is a pointer object of this engine.
    pub(crate) fn address(&self, v: qjs::JSValue) -> Option<usize> {
        let id = self.class.get();
        if id == 0 || v.tag != i64::from(qjs::JS_TAG_OBJECT) {
            return None;
        }
        // SAFETY: `v` is a live object (tag checked; the caller's value); JS_GetOpaque
        // returns null unless its class is `id`, whose objects all carry their address.
        let p = unsafe { qjs::JS_GetOpaque(v, id) };
        (!p.is_null()).then_some(p as usize)
    }

    /// The pointer object of `addr` (owned; `null` for 0), or an exception value (out of
    /// memory, or the class not registered: an internal error).
    pub(crate) fn make(&self, addr: usize) -> qjs::JSValue {
        // SAFETY: `ctx` is the engine's live context, on its thread.
        unsafe { make_pointer_object(self.ctx, self.class.get(), addr) }
    }

    /// `v` with a pointer object replaced by the number (or, past 2^53, BigInt: owned, so
    /// `true` in the second place says the caller must free it) of its address; any other
    /// value as it is. An exception value when a BigInt cannot be made.
    pub(crate) fn as_number(&self, v: qjs::JSValue) -> (qjs::JSValue, bool) {
        match self.address(v) {
            None => (v, false),
            Some(a) if a as u64 <= crate::binding::values::MAX_EXACT_INT => {
                (pointer_value(a), false)
            }
            // SAFETY: `ctx` is live; the BigInt is owned by the caller.
            Some(a) => (unsafe { qjs::JS_NewBigUint64(self.ctx, a as u64) }, true),
        }
    }
}

impl Drop for PointerObjects {
    fn drop(&mut self) {
        forget_pointer_class(self.ctx);
    }
}

/// Forgets the pointer-object class recorded for the context at `ctx`. Called when an
/// engine's pointer objects are dropped, when they are registered (the newest wins), and when
/// a host attaches to a context: a context allocated where a freed one was (whose engine's
/// state someone kept alive) never sees the old context's class id.
pub(crate) fn forget_pointer_class(ctx: *mut qjs::JSContext) {
    let key = ctx as usize;
    CLASSES.with(|c| c.borrow_mut().retain(|&(k, _)| k != key));
    LAST.with(|l| {
        if l.get().0 == key {
            l.set((0, 0));
        }
    });
}

thread_local! {
    /// The pointer-object class of each engine context on this thread that registered one
    /// (the layout's pointer hooks find it from the context they are given).
    static CLASSES: std::cell::RefCell<Vec<(usize, qjs::JSClassID)>> =
        const { std::cell::RefCell::new(Vec::new()) };
    /// The last context looked up and its class (a thread runs one engine at a time).
    static LAST: std::cell::Cell<(usize, qjs::JSClassID)> = const { std::cell::Cell::new((0, 0)) };
}

/// The pointer-object class of the engine whose context is `ctx` (0: none registered, so
/// no value is a pointer object there).
#[inline]
pub(crate) fn pointer_class_of(ctx: *mut qjs::JSContext) -> qjs::JSClassID {
    let key = ctx as usize;
    let (k, id) = LAST.with(std::cell::Cell::get);
    if k == key {
        return id;
    }
    let id = CLASSES.with(|c| {
        c.borrow()
            .iter()
            .find(|&&(k, _)| k == key)
            .map_or(0, |&(_, id)| id)
    });
    if id != 0 {
        LAST.with(|l| l.set((key, id)));
    }
    id
}

/// The address of `v` when it is a pointer object of the engine whose context is `ctx`.
///
/// # Safety
///
/// `v` is a live value of `ctx`.
#[inline]
pub(crate) unsafe fn pointer_object_address(
    ctx: *mut qjs::JSContext,
    v: qjs::JSValue,
) -> Option<usize> {
    if v.tag != i64::from(qjs::JS_TAG_OBJECT) {
        return None;
    }
    let id = pointer_class_of(ctx);
    if id == 0 {
        return None;
    }
    // SAFETY: `v` is a live object (tag checked; the caller's contract); JS_GetOpaque returns
    // null unless its class is `id`, whose objects all carry their address (never 0).
    let p = unsafe { qjs::JS_GetOpaque(v, id) };
    (!p.is_null()).then_some(p as usize)
}

/// The address of a pointer value every path boxes (`null`, a number, a BigInt), consuming
/// it. `Err` gives back an exception value: the one given (or any value no path boxes for a
/// pointer, as it is), or a new one when a BigInt could not be read.
///
/// # Safety
///
/// `v` is an owned value of the live context `ctx` (or an exception), on its thread.
pub(crate) unsafe fn take_address(
    ctx: *mut qjs::JSContext,
    v: qjs::JSValue,
) -> Result<usize, qjs::JSValue> {
    Ok(match v.tag as i32 {
        qjs::JS_TAG_NULL => 0,
        // SAFETY: an int32 value's payload.
        qjs::JS_TAG_INT => (unsafe { v.u.int32 }) as u32 as usize,
        // SAFETY: a float64 value's payload (an exact address: the boxing rule).
        qjs::JS_TAG_FLOAT64 => (unsafe { v.u.float64 }) as u64 as usize,
        qjs::JS_TAG_BIG_INT | qjs::JS_TAG_SHORT_BIG_INT => {
            let mut u = 0u64;
            // SAFETY: `v` is a live BigInt of `ctx`; it is released once here.
            unsafe {
                let r = qjs::JS_ToBigUint64(ctx, &mut u, v);
                qjs::JS_FreeValue(ctx, v);
                if r != 0 {
                    return Err(qjs::JSValue {
                        u: qjs::JSValueUnion { int32: 0 },
                        tag: qjs::JS_TAG_EXCEPTION as i64,
                    });
                }
            }
            u as usize
        }
        // An exception (or a value no path boxes for a pointer): as it is.
        _ => return Err(v),
    })
}

/// The pointer object of `addr` in the class `class` ([`PointerObjects::class`]), owned;
/// `null` for 0; an exception value when it cannot be made (out of memory, or `class` is 0).
///
/// # Safety
///
/// `ctx` is a live context on its thread and `class` is 0 or its runtime's pointer-object
/// class.
pub(crate) unsafe fn make_pointer_object(
    ctx: *mut qjs::JSContext,
    class: qjs::JSClassID,
    addr: usize,
) -> qjs::JSValue {
    if addr == 0 {
        return JS_NULL;
    }
    // SAFETY: the caller's contract; the new object is owned by the caller.
    unsafe {
        if class == 0 {
            return qjs::JS_ThrowInternalError(
                ctx,
                c"%s".as_ptr(),
                c"pointer objects are not installed".as_ptr(),
            );
        }
        // With the class's prototype, `Object.prototype` (`PointerObjects::register`).
        let obj = qjs::JS_NewObjectClass(ctx, class);
        if obj.tag == i64::from(qjs::JS_TAG_EXCEPTION) {
            return obj;
        }
        if qjs::JS_SetOpaque(obj, addr as *mut std::ffi::c_void) != 0 {
            qjs::JS_FreeValue(ctx, obj);
            return qjs::JS_ThrowInternalError(ctx, c"%s".as_ptr(), c"pointer object".as_ptr());
        }
        obj
    }
}

#[cfg(test)]
mod tests {
    use super::{forget_pointer_class, pointer_class_of, CLASSES};
    use rquickjs::qjs;

    /// The context → class map: a recorded class is found (and cached), forgetting a context
    /// forgets it and its cached answer, other contexts keep theirs. (Keys only: no context
    /// is dereferenced.)
    #[test]
    fn classes_are_found_and_forgotten_by_context() {
        let (a, b) = (0x1000 as *mut qjs::JSContext, 0x2000 as *mut qjs::JSContext);
        CLASSES.with(|c| c.borrow_mut().extend([(a as usize, 70), (b as usize, 71)]));
        assert_eq!(pointer_class_of(a), 70);
        assert_eq!(pointer_class_of(a), 70, "the cached answer");
        assert_eq!(pointer_class_of(b), 71);
        forget_pointer_class(b);
        assert_eq!(pointer_class_of(b), 0);
        assert_eq!(pointer_class_of(a), 70);
        forget_pointer_class(a);
        assert_eq!(pointer_class_of(a), 0, "the cached answer is forgotten too");
    }
}
