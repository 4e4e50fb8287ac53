//! Calling host functions from tests: arguments laid out in a [`TestEngine`], a call through
//! the generic backend with its invariants checked, and JavaScript's `SameValue` on
//! [`JsVal`]s.

use std::sync::atomic::{AtomicU64, Ordering};

use hostcall_core::generic::call_generic;
use hostcall_core::lane::LaneReject;
use hostcall_core::{fast_lane_accepts, ConversionPolicy, HostError, MethodData, MethodId, Status};
use hostcall_core::{Signature, Value};
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
        Ok(m) => m.with_receiver_class(shape.receiver_class),
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

/// `this`, `argv` and a return slot laid out in one engine, ready for any backend.
pub struct Prepared {
    /// `this` (one value), when the call has one.
    pub this: Option<ValueBuf>,
    /// The arguments.
    pub argv: ValueBuf,
    /// The return slot, holding `undefined` before the call.
    pub ret: ValueBuf,
}

impl Prepared {
    /// Lays out `this` and `args` in `engine`.
    pub fn new(engine: &TestEngine, this: Option<&JsVal>, args: &[JsVal]) -> Prepared {
        Prepared {
            this: this.map(|t| engine.values(std::slice::from_ref(t))),
            argv: engine.values(args),
            ret: engine.slot(),
        }
    }

    /// The `this` pointer to pass (null when there is none).
    pub fn this_ptr(&self) -> *const Value {
        self.this.as_ref().map_or(std::ptr::null(), |t| t.as_ptr())
    }

    /// The number of arguments.
    pub fn argc(&self) -> usize {
        self.argv.len()
    }
}

/// Calls `method` through the generic backend with `policy`, and checks what must hold
/// after every call: the status agrees with the pending exception (`Ok`: none and no throw
/// counted; `Threw`: one), `Fallback` is never reported, every acquired string was released
/// exactly once. Returns the boxed result or the raised error.
///
/// # Panics
///
/// When one of those invariants fails (that is the point: every caller checks them).
pub fn call_generic_prepared(
    engine: &TestEngine,
    method: &MethodData,
    policy: &ConversionPolicy,
    p: &mut Prepared,
) -> Result<JsVal, HostError> {
    let throws_before = engine.counters.throws.get();
    let bad_before = engine.counters.bad_releases.get();
    assert!(
        engine.take_exception().is_none(),
        "an exception was pending before the call"
    );
    let this = p.this_ptr();
    let ret = p.ret.as_mut_ptr();
    // SAFETY: `this` is null or one live value of this engine; `argv` holds `argc` live
    // values of its layout; `ret` is one writable slot; `cx` is this engine, whose hooks
    // the layout holds; `method` was built under `MethodData::new`'s contract.
    let status = unsafe {
        call_generic(
            method,
            engine.layout(),
            policy,
            engine.cx(),
            this,
            p.argv.as_ptr(),
            p.argc(),
            ret,
        )
    };
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
    let exception = engine.take_exception();
    match status {
        Status::Ok => {
            assert!(
                exception.is_none(),
                "{method:?}: Ok with a pending exception {exception:?}"
            );
            assert_eq!(
                engine.counters.throws.get(),
                throws_before,
                "{method:?}: Ok but threw"
            );
            // SAFETY: `ret` holds the boxed result, a value of this engine.
            Ok(unsafe { engine.read(p.ret.as_ptr()) })
        }
        Status::Threw => {
            assert_eq!(engine.counters.throws.get(), throws_before + 1);
            Err(exception.unwrap_or_else(|| panic!("{method:?}: Threw without an exception")))
        }
        Status::Fallback => panic!("{method:?}: the generic backend reported Fallback"),
    }
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
pub fn lane_accepts(
    engine: &TestEngine,
    method: &MethodData,
    p: &Prepared,
) -> Result<(), LaneReject> {
    // SAFETY: as in `call_generic_prepared`.
    let r = unsafe {
        fast_lane_accepts(
            method.signature(),
            method,
            engine.layout(),
            engine.cx(),
            p.this_ptr(),
            p.argv.as_ptr(),
            p.argc(),
        )
    };
    assert_eq!(
        engine.strings_outstanding(),
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
