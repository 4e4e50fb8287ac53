//! The process-wide cache and the per-engine dispatcher: one compile per shape whatever the
//! number of engines, methods and threads; each engine's policy at its own call sites.

use std::ffi::c_void;
use std::sync::{Arc, Barrier};

use hostcall::{
    Backend, CallFrame, ConversionPolicy, Converted, Dispatcher, ErrorKind, HostContext, HostError,
    LayoutRef, MethodData, MethodId, Mode, RegisterError, Resolved, Signature, Status, ThunkCache,
    TierPolicy, ValueLayout,
};
use hostcall_testkit::call::call_with;
use hostcall_testkit::engine::test_hooks;
use hostcall_testkit::{jit_runs, Flavor, JsVal, TestEngine};

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}
extern "C" fn sub(a: i32, b: i32) -> i32 {
    a.wrapping_sub(b)
}
extern "C" fn checked_div(ctx: *mut HostContext, a: i32, b: i32) -> i32 {
    if b == 0 {
        // SAFETY: `ctx` is the live context of this call.
        unsafe {
            hostcall::core::abi::report_error(ctx, HostError::range_error("division by zero"))
        };
        return 0;
    }
    a / b
}

fn sig(s: &str) -> Signature {
    s.parse().unwrap()
}

fn method(id: u64, f: *const c_void, s: &str) -> MethodData {
    // SAFETY: every caller passes a function of exactly that signature.
    unsafe { MethodData::new(MethodId(id), f, sig(s)) }.unwrap()
}

/// Calls `h` with `args` and returns the result or the exception.
fn call(
    d: &Dispatcher,
    engine: &TestEngine,
    h: hostcall::MethodHandle,
    args: &[JsVal],
) -> Result<JsVal, HostError> {
    call_with(engine, None, args, |frame| d.call(h, frame))
}

fn policies() -> Vec<(&'static str, ConversionPolicy)> {
    vec![
        ("strict", ConversionPolicy::strict()),
        ("coercing", ConversionPolicy::js_coercing()),
        (
            "custom",
            ConversionPolicy::strict().with_converter(hostcall::ParamKind::I32, |v| {
                Ok(Converted::Int(match v.text {
                    Some(t) => t.len() as i128 * 100,
                    None => 7,
                }))
            }),
        ),
    ]
}

#[test]
fn policies_stay_at_their_call_sites_and_the_shape_compiles_once() {
    let cache = Arc::new(ThunkCache::new());
    for order in [[0usize, 1, 2], [2, 1, 0]] {
        for flavor in Flavor::ALL {
            for &which in &order {
                let (name, policy) = policies().swap_remove(which);
                let engine = TestEngine::new(flavor);
                let d = Dispatcher::new(engine.layout(), policy)
                    .unwrap()
                    .with_tier(TierPolicy::Eager)
                    .with_cache(cache.clone());
                let h = d
                    .register(method(
                        0xD15_0001,
                        add as *const c_void,
                        "(i32, i32) -> i32",
                    ))
                    .unwrap();
                // In the lane, every policy gets the same answer.
                let lane = call(&d, &engine, h, &[JsVal::Int(2), JsVal::Int(3)]);
                // Outside it, each its own.
                let off = call(&d, &engine, h, &[JsVal::Str("5".into()), JsVal::Int(3)]);
                match name {
                    "strict" => {
                        assert_eq!(lane, Ok(JsVal::Int(5)));
                        let e = off.unwrap_err();
                        assert_eq!(e.kind(), ErrorKind::TypeError);
                        assert!(e.message().contains("argument 1"), "{e}");
                    }
                    "coercing" => {
                        assert_eq!(lane, Ok(JsVal::Int(5)));
                        assert_eq!(off, Ok(JsVal::Int(8)));
                    }
                    _ => {
                        // The converter sees every i32 argument, so the method is kept off
                        // the fast lane: 2 -> 7, 3 -> 7; "5" -> 100.
                        assert_eq!(lane, Ok(JsVal::Int(14)));
                        assert_eq!(off, Ok(JsVal::Int(107)));
                        assert_eq!(d.counts().thunk, 0);
                    }
                }
                if name != "custom" && d.backend() == Backend::Jit {
                    assert_eq!(d.counts().thunk, 1, "{name}: the lane call ran the thunk");
                    assert_eq!(
                        d.counts().fallback,
                        1,
                        "{name}: the off-lane call fell back"
                    );
                }
            }
            let layout = TestEngine::new(flavor).layout();
            let attempts = cache.compile_attempts(&sig("(i32, i32) -> i32"), layout);
            assert_eq!(attempts, u64::from(Backend::default() == Backend::Jit));
        }
    }
}

#[test]
fn shapes_are_shared_between_methods() {
    let cache = Arc::new(ThunkCache::new());
    let engine = TestEngine::new(Flavor::NanBox);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager)
        .with_cache(cache.clone());
    let a = d
        .register(method(
            0xD15_0101,
            add as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    let s = d
        .register(method(
            0xD15_0102,
            sub as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    assert_eq!(
        call(&d, &engine, a, &[JsVal::Int(10), JsVal::Int(4)]),
        Ok(JsVal::Int(14))
    );
    assert_eq!(
        call(&d, &engine, s, &[JsVal::Int(10), JsVal::Int(4)]),
        Ok(JsVal::Int(6))
    );
    let stats = cache.stats();
    if jit_runs() {
        assert_eq!(stats.compiles, 1);
        assert_eq!(stats.shape_hits, 1);
        assert_eq!(
            d.thunk(a).map(|f| f as usize),
            d.thunk(s).map(|f| f as usize),
            "one body for both"
        );
    } else {
        assert_eq!(
            stats,
            hostcall::CacheStats::default(),
            "the generic backend never compiles"
        );
    }
    // A second engine finds both methods in the L2 table.
    let d2 = Dispatcher::new(engine.layout(), ConversionPolicy::js_coercing())
        .unwrap()
        .with_tier(TierPolicy::Eager)
        .with_cache(cache.clone());
    d2.register(method(
        0xD15_0101,
        add as *const c_void,
        "(i32, i32) -> i32",
    ))
    .unwrap();
    d2.register(method(
        0xD15_0102,
        sub as *const c_void,
        "(i32, i32) -> i32",
    ))
    .unwrap();
    assert_eq!(cache.stats().l2_hits, 2 * u64::from(jit_runs()));
    assert_eq!(cache.stats().compiles, stats.compiles);
}

#[test]
fn throwing_host_methods_raise_and_the_next_call_works() {
    for flavor in Flavor::ALL {
        for backend in [Backend::default(), Backend::Generic] {
            let engine = TestEngine::new(flavor);
            let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
                .unwrap()
                .with_tier(TierPolicy::Eager)
                .with_backend(backend)
                .unwrap();
            let h = d
                .register(method(
                    0xD15_0201,
                    checked_div as *const c_void,
                    "(context, i32, i32) -> i32",
                ))
                .unwrap();
            assert_eq!(
                call(&d, &engine, h, &[JsVal::Int(9), JsVal::Int(3)]),
                Ok(JsVal::Int(3))
            );
            let e = call(&d, &engine, h, &[JsVal::Int(9), JsVal::Int(0)]).unwrap_err();
            assert_eq!(e.kind(), ErrorKind::RangeError);
            assert_eq!(e.message(), "division by zero");
            assert_eq!(
                call(&d, &engine, h, &[JsVal::Int(8), JsVal::Int(2)]),
                Ok(JsVal::Int(4))
            );
            if backend == Backend::Jit {
                assert_eq!(
                    d.counts().thunk,
                    3,
                    "all three calls, the throwing one included, ran in the thunk"
                );
            } else {
                assert_eq!(d.counts().generic, 3);
            }
        }
    }
}

#[test]
fn panics_in_rust_host_functions_become_exceptions() {
    let f = hostcall::rust_host_fn(|a: i32| -> i32 {
        assert!(a >= 0, "negative input {a}");
        a * 2
    });
    for backend in [Backend::default(), Backend::Generic] {
        let engine = TestEngine::new(Flavor::QuickJs);
        let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
            .unwrap()
            .with_tier(TierPolicy::Eager)
            .with_backend(backend)
            .unwrap();
        // SAFETY: the shim has exactly the signature `rust_host_fn` reports.
        let data =
            unsafe { MethodData::new(MethodId(0xD15_0301), f.func(), f.signature().clone()) }
                .unwrap();
        let h = d.register(data).unwrap();
        assert_eq!(call(&d, &engine, h, &[JsVal::Int(21)]), Ok(JsVal::Int(42)));
        let e = call(&d, &engine, h, &[JsVal::Int(-1)]).unwrap_err();
        assert!(
            e.message().contains("panicked") && e.message().contains("negative input -1"),
            "{e}"
        );
        assert_eq!(call(&d, &engine, h, &[JsVal::Int(1)]), Ok(JsVal::Int(2)));
    }
}

/// A 24-byte tagged layout: the generic backend returns `value` results of any size, the
/// JIT only what fits the C return registers, so `(i32) -> value` is ineligible here.
fn wide_layout() -> LayoutRef {
    let mut l = ValueLayout::quickjs_ng_64(test_hooks());
    l.name = "wide-test-24";
    l.size = 24;
    // SAFETY: the test engine's hooks and encoding, widened: values of this layout are only
    // made by `make_value` below and read at the preset's offsets.
    unsafe { l.register() }.expect("a valid 24-byte layout")
}

/// A 24-byte value as C returns it (in memory, through a hidden pointer).
#[repr(C)]
struct Wide([u64; 3]);

extern "C" fn make_value(v: i32) -> Wide {
    // Payload then tag 0 (int32), in the wide layout: an int32 value.
    Wide([u64::from(v as u32), 0, 0xFEED])
}

#[test]
fn ineligible_shapes_are_tried_once_and_served_by_the_generic_path() {
    let cache = Arc::new(ThunkCache::new());
    let layout = wide_layout();
    for round in 0..5 {
        let engine = TestEngine::with_layout(layout);
        let d = Dispatcher::new(layout, ConversionPolicy::strict())
            .unwrap()
            .with_tier(TierPolicy::Eager)
            .with_cache(cache.clone());
        let h = d
            .register(method(
                0xD15_0401,
                make_value as *const c_void,
                "(i32) -> value",
            ))
            .unwrap();
        for i in 0..20 {
            assert_eq!(
                call(&d, &engine, h, &[JsVal::Int(i * round)]),
                Ok(JsVal::Int(i * round))
            );
        }
        assert_eq!(d.counts().generic, 20);
        assert_eq!(d.thunk(h).map(|f| f as usize), None);
    }
    // Without the JIT the dispatcher never consults the cache at all.
    let jit = u64::from(jit_runs());
    assert_eq!(cache.compile_attempts(&sig("(i32) -> value"), layout), jit);
    if jit == 1 {
        assert!(matches!(
            cache.shape(&sig("(i32) -> value"), layout),
            Some(Resolved::Ineligible(_))
        ));
    }
    assert_eq!(cache.stats().ineligible, jit);
}

#[test]
fn id_conflicts_are_errors() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager);
    d.register(method(
        0xD15_0501,
        add as *const c_void,
        "(i32, i32) -> i32",
    ))
    .unwrap();
    // Same binding again: fine, same method.
    d.register(method(
        0xD15_0501,
        add as *const c_void,
        "(i32, i32) -> i32",
    ))
    .unwrap();
    let other_fn = d
        .register(method(
            0xD15_0501,
            sub as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap_err();
    assert!(
        matches!(other_fn, RegisterError::IdConflict { .. }),
        "{other_fn}"
    );
    assert!(
        other_fn.to_string().contains("already registered"),
        "{other_fn}"
    );
    let other_sig = d
        .register(method(
            0xD15_0501,
            add as *const c_void,
            "(u32, i32) -> i32",
        ))
        .unwrap_err();
    assert!(
        matches!(other_sig, RegisterError::IdConflict { .. }),
        "{other_sig}"
    );
    // A handle from another dispatcher is refused, not misrouted.
    let d2 = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager);
    let h2 = d2
        .register(method(
            0xD15_0502,
            sub as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    let e = call(&d, &engine, h2, &[JsVal::Int(1), JsVal::Int(1)]).unwrap_err();
    assert!(e.message().contains("unknown method handle"), "{e}");
}

#[test]
fn the_byte_cap_turns_compiles_into_generic_calls() {
    let cache = Arc::new(ThunkCache::new());
    cache.set_byte_cap(0);
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager)
        .with_cache(cache.clone());
    let h = d
        .register(method(
            0xD15_0601,
            add as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    assert_eq!(
        call(&d, &engine, h, &[JsVal::Int(1), JsVal::Int(2)]),
        Ok(JsVal::Int(3))
    );
    assert_eq!(d.counts().generic, 1);
    let stats = cache.stats();
    if jit_runs() {
        assert_eq!(
            (
                stats.capped,
                stats.compiles,
                stats.code_bytes,
                stats.ineligible
            ),
            (1, 0, 0, 1)
        );
    }
}

#[test]
fn generic_backend_is_used_when_asked() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager)
        .with_backend(Backend::Generic)
        .unwrap();
    let h = d
        .register(method(
            0xD15_0701,
            add as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    assert_eq!(
        call(&d, &engine, h, &[JsVal::Int(1), JsVal::Int(2)]),
        Ok(JsVal::Int(3))
    );
    assert_eq!(
        d.counts(),
        hostcall::CallCounts {
            thunk: 0,
            fallback: 0,
            generic: 1,
            cold: 0
        }
    );
    assert_eq!(d.policy().mode(), Mode::Strict);
}

#[cfg(not(feature = "jit"))]
#[test]
fn without_the_jit_feature_asking_for_the_jit_is_an_error() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager);
    assert_eq!(d.backend(), Backend::Generic);
    let e = d.with_backend(Backend::Jit).err().expect("refused");
    assert!(e.to_string().contains("without the `jit` feature"), "{e}");
}

// ---- concurrency: 4 threads, 1,000 methods over 20 shapes ----

struct Salted {
    salt: i64,
    floats: bool,
    arity: usize,
}

unsafe extern "C" fn salted_sum(
    _cif: &libffi::low::ffi_cif,
    result: &mut u64,
    args: *const *const c_void,
    s: &Salted,
) {
    let mut acc = 0f64;
    for i in 0..s.arity {
        // SAFETY: libffi passes `arity` pointers to values of the declared types.
        acc += unsafe {
            let p = *args.add(i);
            if s.floats {
                *p.cast::<f64>()
            } else {
                f64::from(*p.cast::<i32>())
            }
        } * (i + 1) as f64;
    }
    let r = acc + s.salt as f64;
    // SAFETY: libffi gives a full register for the result.
    unsafe {
        if s.floats {
            (result as *mut u64).cast::<f64>().write(r)
        } else {
            *result = r as i32 as i64 as u64
        }
    }
}

#[test]
fn concurrent_engines_compile_each_shape_once() {
    use libffi::middle::{Cif, Closure, Type};
    const METHODS: usize = 1000;
    const SHAPES: usize = 20;
    let shape_sig = |s: usize| -> (Signature, bool, usize) {
        let floats = s % 2 == 1;
        let arity = s / 2 + 1;
        let k = if floats { "f64" } else { "i32" };
        let text = format!("({}) -> {k}", vec![k; arity].join(", "));
        (sig(&text), floats, arity)
    };
    // One native function per method (libffi closures), leaked: methods live forever.
    let funcs: Vec<usize> = (0..METHODS)
        .map(|m| {
            let (_, floats, arity) = shape_sig(m % SHAPES);
            let ty = || if floats { Type::f64() } else { Type::i32() };
            let cif = Cif::new((0..arity).map(|_| ty()), ty());
            let data: &'static Salted = Box::leak(Box::new(Salted {
                salt: m as i64,
                floats,
                arity,
            }));
            let closure: &'static Closure<'static> =
                Box::leak(Box::new(Closure::new(cif, salted_sum, data)));
            *closure.code_ptr() as usize
        })
        .collect();
    let cache = Arc::new(ThunkCache::new());
    let barrier = Arc::new(Barrier::new(4));
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let (cache, barrier, funcs) = (cache.clone(), barrier.clone(), funcs.clone());
            std::thread::spawn(move || {
                let flavor = Flavor::QuickJs;
                for _engine_round in 0..2 {
                    let engine = TestEngine::new(flavor);
                    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
                        .unwrap()
                        .with_tier(TierPolicy::Eager)
                        .with_cache(cache.clone());
                    barrier.wait();
                    let handles: Vec<_> = (0..METHODS)
                        .map(|m| {
                            let (s, _, _) = shape_sig(m % SHAPES);
                            // SAFETY: `funcs[m]` is a closure of exactly that signature.
                            let data = unsafe {
                                MethodData::new(
                                    MethodId(0xC0C0_0000 + m as u64),
                                    funcs[m] as *const c_void,
                                    s,
                                )
                            }
                            .unwrap();
                            d.register(data).unwrap()
                        })
                        .collect();
                    for (m, h) in handles.iter().enumerate() {
                        let (_, floats, arity) = shape_sig(m % SHAPES);
                        let args: Vec<JsVal> = (0..arity)
                            .map(|i| JsVal::Int((t * 10 + i) as i32))
                            .collect();
                        let expect: f64 = (0..arity)
                            .map(|i| ((t * 10 + i) * (i + 1)) as f64)
                            .sum::<f64>()
                            + m as f64;
                        let got = call(&d, &engine, *h, &args).unwrap();
                        let got = match got {
                            JsVal::Int(i) => f64::from(i),
                            JsVal::Num(f) => f,
                            other => panic!("unexpected {other:?}"),
                        };
                        assert_eq!(got, expect, "method {m} floats {floats}");
                    }
                    if jit_runs() {
                        assert_eq!(d.counts().thunk as usize, METHODS);
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let stats = cache.stats();
    if jit_runs() {
        assert_eq!(stats.compiles, SHAPES as u64, "{stats:?}");
    }
    for s in 0..SHAPES {
        let layout = TestEngine::new(Flavor::QuickJs).layout();
        assert_eq!(
            cache.compile_attempts(&shape_sig(s).0, layout),
            u64::from(jit_runs())
        );
    }
}

/// The backends this build and CPU can run.
fn runnable_backends() -> Vec<Backend> {
    let mut b = vec![Backend::Generic];
    if jit_runs() {
        b.push(Backend::Jit);
    }
    b
}

/// A `cstring` result that points into its `cstring` argument is read after the call: the
/// argument (an engine string's UTF-8 copy, or a string the coercing policy made from a
/// number) must outlive the boxing, on both backends and under both policies. The test
/// engine poisons released strings, so a use after release returns `X`s.
#[test]
fn cstring_results_may_point_into_their_arguments() {
    let long = "ünïcödé ✓ 日本語 ".repeat(80);
    for backend in runnable_backends() {
        for (name, policy) in [
            ("strict", ConversionPolicy::strict()),
            ("coercing", ConversionPolicy::js_coercing()),
        ] {
            let engine = TestEngine::new(Flavor::QuickJs);
            let d = Dispatcher::new(engine.layout(), policy)
                .unwrap()
                .with_tier(TierPolicy::Eager)
                .with_backend(backend)
                .unwrap();
            let id = d
                .register(method(
                    0xD15_0901,
                    hostcall_testlib::hc_str_identity as *const c_void,
                    "(cstring) -> cstring",
                ))
                .unwrap();
            let skip = d
                .register(method(
                    0xD15_0902,
                    hostcall_testlib::hc_str_skip as *const c_void,
                    "(cstring, u32) -> cstring",
                ))
                .unwrap();
            for _ in 0..50 {
                assert_eq!(
                    call(&d, &engine, id, &[JsVal::Str(long.clone())]),
                    Ok(JsVal::Str(long.clone())),
                    "{backend:?} {name}"
                );
                assert_eq!(
                    call(
                        &d,
                        &engine,
                        skip,
                        &[JsVal::Str(long.clone()), JsVal::Int(3)]
                    ),
                    Ok(JsVal::Str(long[3..].to_string())),
                    "{backend:?} {name}"
                );
            }
            if name == "coercing" {
                // ToString of a number: a string the policy made, freed after boxing.
                assert_eq!(
                    call(&d, &engine, id, &[JsVal::Num(12345.5)]),
                    Ok(JsVal::Str("12345.5".into()))
                );
                assert_eq!(
                    call(&d, &engine, skip, &[JsVal::Int(-987654), JsVal::Int(1)]),
                    Ok(JsVal::Str("987654".into()))
                );
            }
            assert_eq!(engine.strings_outstanding(), 0);
            assert_eq!(engine.counters.bad_releases.get(), 0);
            if backend == Backend::Jit && name == "strict" {
                assert!(d.counts().thunk >= 100, "{:?}", d.counts());
            }
        }
    }
}

/// A 40-byte value layout with a `-> value` method: the generic backend's result storage is
/// sized from the layout (it used to be a fixed 32 bytes, overflowed by this call).
#[test]
fn a_40_byte_layout_returns_values_through_the_generic_backend() {
    #[repr(C)]
    struct Wide40([u64; 5]);
    extern "C" fn make40(v: i32) -> Wide40 {
        Wide40([u64::from(v as u32), 0, 0xA1, 0xA2, 0xA3])
    }
    let mut l = ValueLayout::quickjs_ng_64(test_hooks());
    l.name = "wide-test-40";
    l.size = 40;
    // SAFETY: the test engine's hooks and encoding, widened; values of this layout are made
    // only by `make40` and the test engine, and read at the preset's offsets.
    let layout = unsafe { l.register() }.expect("a valid 40-byte layout");
    let engine = TestEngine::with_layout(layout);
    for backend in runnable_backends() {
        let d = Dispatcher::new(layout, ConversionPolicy::strict())
            .unwrap()
            .with_tier(TierPolicy::Eager)
            .with_backend(backend)
            .unwrap();
        let h = d
            .register(method(
                0xD15_0903,
                make40 as *const c_void,
                "(i32) -> value",
            ))
            .unwrap();
        let argv = engine.values(&[JsVal::Int(77)]);
        // A guard word after the result slot must stay untouched.
        let mut out = [0xDEAD_BEEF_u64; 6];
        // SAFETY: `argv` holds one live value of the engine's layout; `out` has room for
        // one 40-byte value apart from it; `cx` is the engine; all outlive the frame.
        let frame = unsafe {
            CallFrame::new(
                engine.layout(),
                engine.cx(),
                std::ptr::null(),
                argv.as_ptr(),
                1,
                out.as_mut_ptr().cast(),
            )
        };
        let st = d.call(h, &frame);
        assert_eq!(st, Status::Ok);
        assert_eq!(out, [77, 0, 0xA1, 0xA2, 0xA3, 0xDEAD_BEEF], "{backend:?}");
    }
}

/// `register` validates: a `LayoutRef` is proof of a valid layout.
#[test]
fn invalid_layouts_are_refused_at_registration() {
    use hostcall::core::layout::{Encoding, LayoutError};
    let base = ValueLayout::quickjs_ng_64(test_hooks());
    type Expect = fn(&LayoutError) -> bool;
    let mut cases: Vec<(ValueLayout, Expect)> = Vec::new();
    let mut l = base;
    l.size = 72;
    cases.push((l, |e| matches!(e, LayoutError::Size { size: 72, .. })));
    let mut l = base;
    l.size = 20;
    cases.push((l, |e| matches!(e, LayoutError::Size { size: 20, .. })));
    let mut l = base;
    l.size = 0;
    cases.push((l, |e| matches!(e, LayoutError::Size { .. })));
    let mut l = base;
    l.align = 3;
    cases.push((l, |e| matches!(e, LayoutError::Align { .. })));
    let mut l = base;
    l.hooks.throw = None;
    cases.push((l, |e| matches!(e, LayoutError::NoThrowHook { .. })));
    let mut l = base;
    if let Encoding::TaggedStruct(s) = &mut l.encoding {
        s.tag_offset = 12;
    }
    cases.push((l, |e| matches!(e, LayoutError::OffsetsOutside { .. })));
    let mut l = base;
    if let Encoding::TaggedStruct(s) = &mut l.encoding {
        s.tag_offset = 4;
    }
    cases.push((l, |e| matches!(e, LayoutError::OffsetsOverlap { .. })));
    let mut l = base;
    if let Encoding::TaggedStruct(s) = &mut l.encoding {
        s.tags.null = s.tags.undefined;
    }
    cases.push((l, |e| matches!(e, LayoutError::SharedTag { .. })));
    let mut l = ValueLayout::nan_boxed_jsc(test_hooks());
    l.size = 16;
    cases.push((l, |e| matches!(e, LayoutError::Size { size: 16, .. })));
    for (i, (layout, want)) in cases.into_iter().enumerate() {
        // SAFETY: registration is refused before anything could trust the layout.
        match unsafe { layout.register() } {
            Ok(_) => panic!("case {i}: an invalid layout was registered"),
            Err(e) => assert!(want(&e), "case {i}: unexpected error {e}"),
        }
    }
}

/// Registering the same method again (a script `dlopen`ing one library in a loop) returns
/// the handle it has: the engine's method table does not grow.
#[test]
fn registering_a_method_again_reuses_its_handle() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager);
    let first = d
        .register(method(
            0xD15_0904,
            add as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    for _ in 0..1000 {
        let again = d
            .register(method(
                0xD15_0904,
                add as *const c_void,
                "(i32, i32) -> i32",
            ))
            .unwrap();
        assert_eq!(again, first);
    }
    assert_eq!(d.len(), 1);
    let other = d
        .register(method(
            0xD15_0905,
            sub as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    assert_ne!(other, first);
    assert_eq!(d.len(), 2);
    assert_eq!(
        call(&d, &engine, first, &[JsVal::Int(2), JsVal::Int(3)]),
        Ok(JsVal::Int(5))
    );
}

extern "C" fn c_len(s: *const std::ffi::c_char) -> i32 {
    // SAFETY: never called: registration is refused before any call.
    i32::try_from(unsafe { std::ffi::CStr::from_ptr(s) }.count_bytes()).unwrap_or(i32::MAX)
}
extern "C" fn buf_len(_p: *mut c_void, n: u32) -> u32 {
    n
}
extern "C" fn no_string(_v: i32) -> *const std::ffi::c_char {
    std::ptr::null()
}

/// A signature that needs a hook the layout lacks is refused at registration with
/// `RegisterError::MissingHook`, naming the hook; signatures that need no such hook still
/// register on the same layout.
#[test]
fn a_signature_needing_a_missing_hook_is_refused() {
    let mut l = ValueLayout::quickjs_ng_64(test_hooks());
    l.name = "no-string-no-buffer-hooks";
    l.hooks.string_acquire = None;
    l.hooks.string_release = None;
    l.hooks.string_new = None;
    l.hooks.buffer_data = None;
    // SAFETY: the test engine's hooks and encoding with some hooks removed; no value of this
    // layout is ever made (nothing is called).
    let layout = unsafe { l.register() }.expect("a layout may lack optional hooks");
    let d = Dispatcher::new(layout, ConversionPolicy::strict()).unwrap();
    for (id, f, s, hook) in [
        (
            0xB00C_0001,
            c_len as *const c_void,
            "(cstring) -> i32",
            "string_acquire",
        ),
        (
            0xB00C_0002,
            buf_len as *const c_void,
            "(buffer, u32) -> u32",
            "buffer_data",
        ),
        (
            0xB00C_0003,
            no_string as *const c_void,
            "(i32) -> cstring",
            "string_new",
        ),
    ] {
        match d.register(method(id, f, s)) {
            Err(RegisterError::MissingHook {
                hook: missing,
                layout: name,
                ..
            }) => {
                assert_eq!((missing, name), (hook, "no-string-no-buffer-hooks"), "{s}");
            }
            other => panic!("{s}: expected MissingHook, got {other:?}"),
        }
    }
    d.register(method(
        0xB00C_0004,
        add as *const c_void,
        "(i32, i32) -> i32",
    ))
    .expect("a signature that needs none of the missing hooks registers");
}

/// A method registered while its shape's code is ready (here compiled by another engine; a
/// pack's shapes too) gets its libffi interface on its first generic call only: a call off
/// the lane then falls back, converts under this engine's policy and runs.
#[test]
fn a_method_registered_with_its_code_ready_falls_back_through_a_late_libffi_interface() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let cache = Arc::new(ThunkCache::new());
    let d1 = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager)
        .with_cache(cache.clone());
    d1.register(method(
        0xD15_0F01,
        add as *const c_void,
        "(i32, i32) -> i32",
    ))
    .unwrap();
    let d2 = Dispatcher::new(engine.layout(), ConversionPolicy::js_coercing())
        .unwrap()
        .with_tier(TierPolicy::Eager)
        .with_cache(cache.clone());
    let h = d2
        .register(method(
            0xD15_0F02,
            add as *const c_void,
            "(i32, i32) -> i32",
        ))
        .unwrap();
    assert_eq!(d2.thunk(h).is_some(), jit_runs());
    for _ in 0..2 {
        assert_eq!(
            call(&d2, &engine, h, &[JsVal::Str("5".into()), JsVal::Int(4)]),
            Ok(JsVal::Int(9))
        );
        assert_eq!(
            call(&d2, &engine, h, &[JsVal::Int(5), JsVal::Int(4)]),
            Ok(JsVal::Int(9))
        );
    }
    let stats = d2.counts();
    if jit_runs() {
        // Two calls the thunk completed, two it handed back.
        assert_eq!((stats.thunk, stats.fallback), (2, 2));
    } else {
        assert_eq!(stats.generic, 4);
    }
}

/// C functions whose parameters are wider than declared (`labs(long)` declared `(i32) ->
/// i64`, as deno_python declares `PyLong_FromLong`): each returns one whole 64-bit
/// register.
extern "C" fn wide0(a: i64, _: i64, _: i64, _: i64, _: i64) -> i64 {
    a
}
extern "C" fn wide1(_: i64, b: i64, _: i64, _: i64, _: i64) -> i64 {
    b
}
extern "C" fn wide2(_: i64, _: i64, c: i64, _: i64, _: i64) -> i64 {
    c
}
extern "C" fn wide3(_: i64, _: i64, _: i64, d: i64, _: i64) -> i64 {
    d
}
extern "C" fn wide4(_: i64, _: i64, _: i64, _: i64, e: i64) -> i64 {
    e
}

/// A narrow integer argument reaches a wider C parameter extended by its signedness on
/// every path: libffi (the generic backend) extends it, and so must the thunk, or a call's
/// result changes when its symbol tiers up (issue 43: `labs(-2)` gave 2, then 4294967294
/// from the thunk). Each declared kind against the whole register, on both backends.
#[test]
fn narrow_arguments_reach_wider_c_parameters_extended_by_their_sign() {
    let decl = "(i32, u32, i16, u8, i8) -> i64";
    let args = [
        JsVal::Int(-2),
        JsVal::Num(4_294_967_294.0),
        JsVal::Int(-3),
        JsVal::Int(254),
        JsVal::Int(-4),
    ];
    let expect = [-2.0, 4_294_967_294.0, -3.0, 254.0, -4.0];
    let funcs: [*const c_void; 5] = [
        wide0 as *const c_void,
        wide1 as *const c_void,
        wide2 as *const c_void,
        wide3 as *const c_void,
        wide4 as *const c_void,
    ];
    let backends: &[Backend] = if jit_runs() {
        &[Backend::Generic, Backend::Jit]
    } else {
        &[Backend::Generic]
    };
    for flavor in Flavor::ALL {
        for &backend in backends {
            let engine = TestEngine::new(flavor);
            let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
                .unwrap()
                .with_backend(backend)
                .unwrap()
                .with_tier(TierPolicy::Eager);
            for (i, f) in funcs.iter().enumerate() {
                let h = d.register(method(0xD15_A900 + i as u64, *f, decl)).unwrap();
                let got = call(&d, &engine, h, &args).unwrap();
                let got = match got {
                    JsVal::Int(n) => f64::from(n),
                    JsVal::Num(x) => x,
                    other => panic!("{flavor:?} {backend:?} param {i}: {other:?}"),
                };
                assert_eq!(
                    got, expect[i],
                    "{flavor:?} {backend:?}: param {i} of {decl}"
                );
            }
            if backend == Backend::Jit {
                assert_eq!(d.counts().thunk, 5, "{flavor:?}: the thunks ran");
            }
        }
    }
}
