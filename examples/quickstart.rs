//! Registers a host function with a dispatcher and calls it, through the JIT thunk and
//! through the generic (libffi) backend, with arguments inside and outside the fast lane.
//!
//! The JIT dispatchers here compile at registration (`TierPolicy::Eager`), so the first
//! call in the lane already runs the thunk (`thunk: 1` in the counts). An engine's default
//! is `TierPolicy::Tiered`: a method runs on the generic path until it has been called
//! `DEFAULT_TIER_THRESHOLD` times, then its thunk is compiled in the background, so a
//! two-call program like this one would count `generic: 2`. A call outside the lane falls
//! back to the policy (`fallback: 1`). Without the `jit` feature every call is generic.
//!
//! Run: `cargo run --release --example quickstart`

use std::error::Error;
use std::ptr;

use hostcall::{
    Backend, CallFrame, ConversionPolicy, Dispatcher, HostFnType, MethodData, MethodId, Status,
    ThunkCache, TierPolicy,
};
use hostcall_testkit::{Flavor, JsVal, TestEngine};

extern "C" fn hypot(a: f64, b: f64) -> f64 {
    a.hypot(b)
}

fn main() -> Result<(), Box<dyn Error>> {
    // A small engine whose values are laid out exactly like QuickJS-NG's JSValue.
    let engine = TestEngine::new(Flavor::QuickJs);
    let f = hypot as extern "C" fn(f64, f64) -> f64;
    for (backend, policy) in [
        (Backend::default(), ConversionPolicy::strict()),
        (Backend::Generic, ConversionPolicy::strict()),
        (Backend::default(), ConversionPolicy::js_coercing()),
    ] {
        let d = Dispatcher::new(engine.layout(), policy)?
            .with_backend(backend)?
            .with_tier(TierPolicy::Eager);
        // SAFETY: `hypot` has exactly the signature derived from its type.
        let data = unsafe {
            MethodData::new(
                MethodId(1),
                f.address(),
                <extern "C" fn(f64, f64) -> f64>::signature(),
            )?
        };
        let h = d.register(data)?;
        for args in [
            vec![JsVal::Int(3), JsVal::Num(4.0)],
            vec![JsVal::Str("5".into()), JsVal::Int(12)],
        ] {
            let argv = engine.values(&args);
            let mut ret = engine.slot();
            // SAFETY: argv holds `args.len()` live values of the engine's layout, `ret` is one
            // writable slot apart from them, `cx` is the engine; all outlive the frame.
            let frame = unsafe {
                CallFrame::new(
                    engine.layout(),
                    engine.cx(),
                    ptr::null(),
                    argv.as_ptr(),
                    args.len(),
                    ret.as_mut_ptr(),
                )
            };
            let outcome = match d.call(h, &frame) {
                // SAFETY: the call wrote its result into `ret`.
                Status::Ok => format!("{:?}", unsafe { engine.read(ret.as_ptr()) }),
                Status::Threw | Status::Fallback => format!(
                    "exception: {}",
                    engine
                        .take_exception()
                        .map(|e| e.to_string())
                        .unwrap_or_default()
                ),
            };
            println!(
                "{backend:?} {:?}: hypot{args:?} -> {outcome}",
                d.policy().mode()
            );
        }
        println!("  paths taken: {:?}", d.counts());
    }
    println!("process-wide cache: {:?}", ThunkCache::global().stats());
    Ok(())
}
