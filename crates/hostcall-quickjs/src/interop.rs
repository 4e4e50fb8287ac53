//! The host object of Jint's interop benchmark, as a hostcall class: `add(int, int)`,
//! `concat(string, string)` returning a string, a read/write `value` property, `count`, and
//! `numbers` (0..99) indexable from JavaScript.
//!
//! Jint's four interop scripts ship in `examples/interop/`; run one with
//! `hostcall run --interop-host examples/interop/method_calls.js`.

use std::cell::{Cell, RefCell};
use std::ffi::{c_void, CStr};

use hostcall::{CStrArg, HostFnType, ReceiverArg, Signature};
use rquickjs::{Ctx, Object};

use crate::binding::class::ClassSpec;
use crate::binding::error::EngineError;
use crate::runtime::engine::Engine;

/// The native side of the host object.
#[derive(Default)]
pub struct InteropHost {
    value: Cell<i32>,
    /// The last `concat` result, NUL-terminated; its capacity is reused by the next call
    /// (as a C host would keep a buffer), so a call allocates only when a result outgrows it.
    concat: RefCell<Vec<u8>>,
}

impl InteropHost {
    /// The `value` property's current value.
    pub fn value(&self) -> i32 {
        self.value.get()
    }
}

/// How many numbers `numbers` holds (and what `count` returns).
pub const COUNT: i32 = 100;

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// # Safety
/// `host` is the receiver (an `InteropHost`), the strings are NUL-terminated: the thunk
/// and the generic path guarantee both.
unsafe extern "C" fn concat(host: ReceiverArg, a: CStrArg, b: CStrArg) -> CStrArg {
    // SAFETY: the function's contract.
    let (host, a, b) = unsafe {
        (
            &*host.0.cast::<InteropHost>(),
            CStr::from_ptr(a.as_ptr()),
            CStr::from_ptr(b.as_ptr()),
        )
    };
    let mut slot = host.concat.borrow_mut();
    slot.clear();
    slot.extend_from_slice(a.to_bytes());
    slot.extend_from_slice(b.to_bytes());
    // Neither part has an interior NUL (the lane guarantees it), so the join ends here.
    slot.push(0);
    // SAFETY: the bytes live in the host until its next call, and the caller copies them
    // into a JS string as soon as this returns.
    unsafe { CStrArg::new(slot.as_ptr().cast()) }
}

/// # Safety
/// `host` is the receiver, an `InteropHost`.
unsafe extern "C" fn get_value(host: ReceiverArg) -> i32 {
    // SAFETY: the function's contract.
    unsafe { &*host.0.cast::<InteropHost>() }.value.get()
}

/// # Safety
/// `host` is the receiver, an `InteropHost`.
unsafe extern "C" fn set_value(host: ReceiverArg, v: i32) {
    // SAFETY: the function's contract.
    unsafe { &*host.0.cast::<InteropHost>() }.value.set(v);
}

extern "C" fn count() -> i32 {
    COUNT
}

fn entry<F: HostFnType>(f: F) -> (*const c_void, Signature) {
    (f.address(), F::signature())
}

/// Defines the interop host class on `engine` and a global `host` instance backed by
/// `native`.
///
/// # Safety
///
/// `native` must outlive every script run on this engine (drop it after the engine).
pub unsafe fn install_host<'js>(
    engine: &Engine,
    ctx: &Ctx<'js>,
    native: &InteropHost,
) -> Result<Object<'js>, EngineError> {
    let add = entry(add as extern "C" fn(i32, i32) -> i32);
    let concat = entry(concat as unsafe extern "C" fn(ReceiverArg, CStrArg, CStrArg) -> CStrArg);
    let get = entry(get_value as unsafe extern "C" fn(ReceiverArg) -> i32);
    let set = entry(set_value as unsafe extern "C" fn(ReceiverArg, i32));
    let count = entry(count as extern "C" fn() -> i32);
    // SAFETY: each entry pairs a function with the signature derived from its type.
    let spec = unsafe {
        ClassSpec::new()
            .method("add", add.0, add.1)
            .method("concat", concat.0, concat.1)
            .property("value", get, Some(set))
            .property("count", count, None)
    };
    let class = engine.define_class(ctx, "InteropHost", spec)?;
    let ptr = (native as *const InteropHost).cast_mut().cast::<c_void>();
    // SAFETY: `native` outlives the scripts (caller's contract).
    let obj = unsafe { engine.new_instance(ctx, class, ptr)? };
    let numbers = rquickjs::Array::new(ctx.clone())?;
    for i in 0..COUNT {
        numbers.set(i as usize, i)?;
    }
    obj.set("numbers", numbers)?;
    ctx.globals().set("host", obj.clone())?;
    Ok(obj)
}
