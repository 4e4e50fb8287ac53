//! Calling host functions from tests: arguments laid out in a [`TestEngine`], a call through
//! the generic backend with its invariants checked, and JavaScript's `SameValue` on
//! [`JsVal`]s.

use std::sync::atomic::{AtomicU64, Ordering};

use std::sync::Arc;

use hostcall_core::generic::{call_generic, FfiCall};
use hostcall_core::lane::LaneReject;
use hostcall_core::{
    fast_lane_accepts, CallFrame, ConversionPolicy, HostError, MethodData, MethodId, Signature,
    Status, Value,
};
use hostcall_testlib::Shape;

use crate::engine::{JsVal, TestEngine, ValueBuf};

/// A fresh method id, unique in the process and far from small hand-picked ids, so tests
/// never collide in a registry that refuses rebinding an id.
pub fn fresh_method_id() -> MethodId {
    static NEXT: AtomicU64 = AtomicU64::new(1 << 40);
    MethodId(NEXT.fetch_add(1, Ordering::Relaxed))
}

/// The method for a shape of the test library, under a fresh id, with the shape's receiver
/// class.
pub fn method_for(shape: &Shape) -> MethodData {
    // SAFETY: the test library's table pairs every function with the signature of its
    // native ABI (checked against the Rust type wherever one maps, by the testlib's own
    // tests); its functions are plain code that lives as long as the process.
    let m = unsafe { MethodData::new(fresh_method_id(), shape.func, shape.sig.clone()) };
    match m {
        // SAFETY: the table gives every function with a `receiver` parameter the class of
        // the host objects it reads (`COUNTER_CLASS` for the `hc_counter_*` functions).
        Ok(m) => unsafe { m.with_receiver_class(shape.receiver_class) },
        // The table never holds a null function; failing loudly is right in a test kit.
        Err(e) => panic!("shape {}: {e}", shape.name),
    }
}

/// The method for a raw function pointer and a text signature, under a fresh id.
///
/// # Safety
///
/// As for [`MethodData::new`]: `func` must have the native ABI `sig` describes.
pub unsafe fn method_raw(func: *const std::ffi::c_void, sig: &str) -> MethodData {
    let sig: Signature = match sig.parse() {
        Ok(s) => s,
        Err(e) => panic!("bad signature `{sig}` in a test: {e}"),
    };
    // SAFETY: forwarded caller's contract.
    match unsafe { MethodData::new(fresh_method_id(), func, sig) } {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    }
}

/// `this`, `argv` and a return slot laid out in one engine, ready for any backend: make a
/// [`CallFrame`] over them with [`Prepared::frame`].
pub struct Prepared<'e> {
    engine: &'e TestEngine,
    this: Option<ValueBuf>,
    argv: ValueBuf,
    ret: ValueBuf,
}

impl<'e> Prepared<'e> {
    /// Lays out `this` and `args` in `engine`; the return slot holds `undefined`.
    pub fn new(engine: &'e TestEngine, this: Option<&JsVal>, args: &[JsVal]) -> Prepared<'e> {
        Prepared {
            engine,
            this: this.map(|t| engine.values(std::slice::from_ref(t))),
            argv: engine.values(args),
            ret: engine.slot(),
        }
    }

    /// The `this` pointer to pass (null when there is none).
    pub fn this_ptr(&self) -> *const Value {
        self.this.as_ref().map_or(std::ptr::null(), |t| t.as_ptr())
    }

    /// The arguments.
    pub fn argv(&self) -> &ValueBuf {
        &self.argv
    }

    /// The number of arguments.
    pub fn argc(&self) -> usize {
        self.argv.len()
    }

    /// The return slot.
    pub fn ret(&self) -> &ValueBuf {
        &self.ret
    }

    /// A frame over these values for one call in their engine.
    pub fn frame(&mut self) -> CallFrame<'_> {
        let engine = self.engine;
        let this = self.this_ptr();
        // SAFETY: `argv` holds `argc` values and `this` (when present) one value, all laid
        // out in `engine`'s layout and alive while `self` is borrowed, which the frame's
        // lifetime is; `ret` is one writable slot of that layout owned by `self`, apart
        // from the arguments; `cx` is `engine`, whose hooks its layout holds, and `engine`
        // outlives `self`.
        unsafe {
            CallFrame::new(
                engine.layout(),
                engine.cx(),
                this,
                self.argv.as_ptr(),
                self.argv.len(),
                self.ret.as_mut_ptr(),
            )
        }
    }

    /// Runs `call` on a frame over these values and reads what it reported: the boxed
    /// result for [`Status::Ok`], the pending exception for [`Status::Threw`].
    ///
    /// # Panics
    ///
    /// On [`Status::Fallback`], and on `Threw` without a pending exception.
    pub fn call(
        &mut self,
        call: impl FnOnce(&CallFrame<'_>) -> Status,
    ) -> Result<JsVal, HostError> {
        let status = call(&self.frame());
        self.outcome(status)
    }

    /// What a call on this frame reported, as [`Prepared::call`] reads it.
    ///
    /// # Panics
    ///
    /// As for [`Prepared::call`].
    pub fn outcome(&self, status: Status) -> Result<JsVal, HostError> {
        match status {
            // SAFETY: on `Ok` the call wrote a value of the engine's layout into `ret`.
            Status::Ok => Ok(unsafe { self.engine.read(self.ret.as_ptr()) }),
            Status::Threw => Err(self
                .engine
                .take_exception()
                .unwrap_or_else(|| panic!("Threw without a pending exception"))),
            Status::Fallback => panic!("a call reported Fallback"),
        }
    }
}

/// Lays out `this` and `args` in `engine` and runs `call` on a frame over them: the one
/// place tests and benches build values, a frame and a call (see [`Prepared::call`]).
pub fn call_with(
    engine: &TestEngine,
    this: Option<&JsVal>,
    args: &[JsVal],
    call: impl FnOnce(&CallFrame<'_>) -> Status,
) -> Result<JsVal, HostError> {
    Prepared::new(engine, this, args).call(call)
}

/// Refuses a test-library function bound to another value size than `engine`'s (a
/// `value` result returned by value, see [`Shape::value_size`]).
///
/// # Panics
///
/// On such a pairing: calling it would read and return values of the wrong size.
pub fn assert_fits(engine: &TestEngine, method: &MethodData) {
    if method.signature().result() != hostcall_core::ResultKind::Value {
        return;
    }
    let size = engine.layout().size;
    let bound = hostcall_testlib::shapes()
        .into_iter()
        .find(|s| s.func == method.func())
        .and_then(|s| Some((s.name, s.value_size?)));
    if let Some((name, want)) = bound.filter(|&(_, want)| want != size) {
        panic!("{name}: a function for {want}-byte values called on {size}-byte values");
    }
}

/// The libffi call interface of `method` in `engine`'s layout.
///
/// # Panics
///
/// When libffi cannot take the method's signature (a test's mistake).
pub fn ffi_for(engine: &TestEngine, method: &MethodData) -> Arc<FfiCall> {
    FfiCall::shared(method.signature(), engine.layout())
        .unwrap_or_else(|e| panic!("{method:?}: {e}"))
}

/// Calls `method` through the generic backend with `policy`, and checks what must hold
/// after every call: the status agrees with the pending exception (`Ok`: none and no throw
/// counted; `Threw`: one), `Fallback` is never reported, every acquired string was released
/// exactly once. Returns the boxed result or the raised error.
///
/// # Panics
///
/// When one of those invariants fails (that is the point: every caller checks them), and
/// for a test-library function of another value size ([`assert_fits`]).
pub fn call_generic_prepared(
    engine: &TestEngine,
    method: &MethodData,
    policy: &ConversionPolicy,
    p: &mut Prepared<'_>,
) -> Result<JsVal, HostError> {
    let throws_before = engine.counters.throws.get();
    let bad_before = engine.counters.bad_releases.get();
    assert!(
        engine.take_exception().is_none(),
        "an exception was pending before the call"
    );
    assert_fits(engine, method);
    let ffi = ffi_for(engine, method);
    // SAFETY: the test library's functions are engine-neutral (receivers are the test
    // engine's `Counter`s in both flavors, `context` is used only to report errors), except
    // those returning a value by value, which `assert_fits` kept to their flavor. Methods
    // made outside the table were made by their test for this engine (`MethodData::new`).
    let status = unsafe { call_generic(method, &ffi, policy, &p.frame()) };
    assert_eq!(
        engine.strings_outstanding(),
        0,
        "{method:?}: strings acquired and not released"
    );
    assert_eq!(
        engine.counters.bad_releases.get(),
        bad_before,
        "{method:?}: a string was released that was not acquired, or twice"
    );
    match status {
        Status::Ok => {
            assert!(
                engine.take_exception().is_none(),
                "{method:?}: Ok with a pending exception"
            );
            assert_eq!(
                engine.counters.throws.get(),
                throws_before,
                "{method:?}: Ok but threw"
            );
        }
        Status::Threw => assert_eq!(engine.counters.throws.get(), throws_before + 1),
        Status::Fallback => panic!("{method:?}: the generic backend reported Fallback"),
    }
    p.outcome(status)
}

/// [`call_generic_prepared`] on freshly laid-out values.
pub fn call_generic_vals(
    engine: &TestEngine,
    method: &MethodData,
    policy: &ConversionPolicy,
    this: Option<&JsVal>,
    args: &[JsVal],
) -> Result<JsVal, HostError> {
    let mut p = Prepared::new(engine, this, args);
    call_generic_prepared(engine, method, policy, &mut p)
}

/// The fast-lane oracle on laid-out values: whether a thunk would accept this call.
/// Checks that it releases everything it acquired.
pub fn lane_accepts(method: &MethodData, p: &mut Prepared<'_>) -> Result<(), LaneReject> {
    let r = fast_lane_accepts(method.signature(), method.receiver_class(), &p.frame());
    assert_eq!(
        p.engine.strings_outstanding(),
        0,
        "fast_lane_accepts leaked a string"
    );
    r
}

/// JavaScript's `SameValue`, on the representation: numbers compare by value with `NaN`
/// equal to itself and `0` distinct from `-0`; `Int` and `Num` are different boxings and so
/// never equal (boxing is part of what tests check). Everything else compares with `==`.
pub fn same_value(a: &JsVal, b: &JsVal) -> bool {
    match (a, b) {
        (JsVal::Num(x), JsVal::Num(y)) => x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
        _ => a == b,
    }
}

/// How an integer result must box: int32 when it fits, a double while |v| <= 2^53, else a
/// BigInt.
pub fn boxed_int(v: i128) -> JsVal {
    if let Ok(i) = i32::try_from(v) {
        JsVal::Int(i)
    } else if v.unsigned_abs() <= 1u128 << 53 {
        JsVal::Num(v as f64)
    } else {
        JsVal::BigInt(v)
    }
}

/// How a pointer result must box: `null` for 0, else as an integer.
pub fn boxed_ptr(p: usize) -> JsVal {
    if p == 0 {
        JsVal::Null
    } else {
        boxed_int(p as i128)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_value_is_object_is() {
        assert!(same_value(&JsVal::Num(f64::NAN), &JsVal::Num(-f64::NAN)));
        assert!(!same_value(&JsVal::Num(0.0), &JsVal::Num(-0.0)));
        assert!(!same_value(&JsVal::Int(1), &JsVal::Num(1.0)));
        assert!(same_value(&JsVal::Str("a".into()), &JsVal::Str("a".into())));
    }

    #[test]
    fn boxing_oracle() {
        assert_eq!(boxed_int(1 << 31), JsVal::Num(2147483648.0));
        assert_eq!(boxed_int(-(1 << 31)), JsVal::Int(i32::MIN));
        assert_eq!(boxed_int(1 << 53), JsVal::Num(9007199254740992.0));
        assert_eq!(boxed_int((1 << 53) + 1), JsVal::BigInt((1 << 53) + 1));
        assert_eq!(boxed_int(-(1 << 53) - 1), JsVal::BigInt(-(1 << 53) - 1));
        assert_eq!(boxed_ptr(0), JsVal::Null);
    }
}
