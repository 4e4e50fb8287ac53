//! Tiered compilation: methods start on the generic path, hot ones are compiled by the
//! background worker, and the next call takes the thunk. The corpus gives the same results
//! under `Eager`, under `Tiered` after quiescing, and in loops that cross the threshold
//! mid-way; no compile runs on a calling thread unless a method waited for the worker past
//! its bound (then the caller compiles it); an injected compile failure leaves the method
//! generic and correct; engines on four threads tier up while they call.

use std::ffi::c_void;
use std::sync::{Arc, Barrier};

use hostcall::{
    ConversionPolicy, Dispatcher, MethodData, MethodHandle, MethodId, ThunkCache, TierPolicy,
    CALLER_COMPILE_GRACE,
};
use hostcall_testkit::call::{call_with, method_for, method_raw, Prepared};
use hostcall_testkit::shapes::{cases, Case};
use hostcall_testkit::{jit_runs, Flavor, JsVal, TestEngine};

fn dispatcher(engine: &TestEngine, cache: &Arc<ThunkCache>, tier: TierPolicy) -> Dispatcher {
    Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .unwrap()
        .with_cache(cache.clone())
        .with_tier(tier)
}

/// Calls one corpus case and checks its outcome.
fn run_case(engine: &TestEngine, d: &Dispatcher, h: MethodHandle, case: &Case, what: &str) {
    let mut p = Prepared::new(engine, case.this.as_ref(), &case.args);
    let outcome = p.call(|frame| d.call(h, frame));
    if let Err(e) = case.check(engine, &p, &outcome) {
        panic!("{what}: {e}");
    }
    assert_eq!(engine.strings_outstanding(), 0, "{what}");
    assert_eq!(engine.counters.bad_releases.get(), 0, "{what}");
}

#[test]
fn tiered_registration_compiles_nothing() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let cache = Arc::new(ThunkCache::new());
    let d = dispatcher(&engine, &cache, TierPolicy::default());
    for case in cases().iter().take(50) {
        let h = d.register(method_for(&case.shape)).unwrap();
        assert!(d.thunk(h).is_none());
    }
    cache.quiesce();
    let s = cache.stats();
    assert_eq!(
        (s.compiles, s.compiles_requested, s.compile_failures),
        (0, 0, 0)
    );
}

/// The corpus under three regimes: `Eager`; `Tiered { threshold: 1 }` with a quiesce
/// between a first (generic) call and a second (thunk) call; and `Tiered { threshold: 3 }`
/// in a loop of six calls per case that crosses the threshold mid-way (whether a call is
/// the last generic one or the first thunk one depends on the worker's timing, and either
/// must give the same result).
#[test]
fn the_corpus_agrees_under_every_tier_regime() {
    for flavor in Flavor::ALL {
        let engine = TestEngine::new(flavor);
        let size = engine.layout().size;
        // Some cases carry state (a receiver's counter): every round gets fresh cases.
        let fresh = || -> Vec<Case> { cases().into_iter().filter(|c| c.fits(size)).collect() };

        let cache = Arc::new(ThunkCache::new());
        let eager = dispatcher(&engine, &cache, TierPolicy::Eager);
        for case in &fresh() {
            let h = eager.register(method_for(&case.shape)).unwrap();
            run_case(&engine, &eager, h, case, "eager");
        }

        let cache = Arc::new(ThunkCache::new());
        let t1 = dispatcher(&engine, &cache, TierPolicy::Tiered { threshold: 1 });
        let first = fresh();
        let handles: Vec<_> = first
            .iter()
            .map(|c| t1.register(method_for(&c.shape)).unwrap())
            .collect();
        for (case, &h) in first.iter().zip(&handles) {
            run_case(&engine, &t1, h, case, "tiered, first call");
        }
        cache.quiesce();
        let before = t1.counts();
        for (case, &h) in fresh().iter().zip(&handles) {
            run_case(&engine, &t1, h, case, "tiered, after quiesce");
        }
        let after = t1.counts();
        if jit_runs() {
            // Every method's code was ready: each second-round call took it (ineligible
            // shapes, e.g. wide value results, stay generic and are not cold).
            assert_eq!(after.cold, before.cold, "{after:?}");
            assert!(after.thunk - before.thunk > 100, "{after:?}");
            assert_eq!(cache.stats().compiles_on_caller, 0);
            assert!(cache.stats().compiles_on_worker > 20);
        } else {
            assert_eq!(after.thunk, 0);
        }

        let cache = Arc::new(ThunkCache::new());
        let t3 = dispatcher(&engine, &cache, TierPolicy::Tiered { threshold: 3 });
        let rounds: Vec<Vec<Case>> = (0..6).map(|_| fresh()).collect();
        for i in 0..rounds[0].len() {
            let h = t3.register(method_for(&rounds[0][i].shape)).unwrap();
            for (r, round) in rounds.iter().enumerate() {
                run_case(
                    &engine,
                    &t3,
                    h,
                    &round[i],
                    &format!("threshold 3, call {r}"),
                );
            }
        }
        cache.quiesce();
        assert_eq!(cache.stats().compiles_on_caller, 0);
    }
}

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// Calls `add`'s handle with two int32s through the dispatcher; the call must succeed with
/// an int32.
fn add_through(engine: &TestEngine, d: &Dispatcher, h: MethodHandle, a: i32, b: i32) -> i32 {
    let args = [JsVal::Int(a), JsVal::Int(b)];
    match call_with(engine, None, &args, |frame| d.call(h, frame)) {
        Ok(JsVal::Int(r)) => r,
        other => panic!("add returned {other:?}"),
    }
}

#[test]
fn a_hot_method_tiers_up_in_the_background_and_a_new_engine_starts_hot() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let cache = Arc::new(ThunkCache::new());
    let d = dispatcher(&engine, &cache, TierPolicy::Tiered { threshold: 10 });
    let m = || {
        let sig = "(i32, i32) -> i32".parse().unwrap();
        // SAFETY: `add` has this signature.
        unsafe { MethodData::new(MethodId(0x71E2_0001), add as *const c_void, sig) }.unwrap()
    };
    let h = d.register(m()).unwrap();
    let call = |d: &Dispatcher, h| assert_eq!(add_through(&engine, d, h, 2, 40), 42);
    for _ in 0..9 {
        call(&d, h);
    }
    assert_eq!(cache.stats().compiles_requested, 0, "below the threshold");
    call(&d, h);
    assert_eq!(cache.stats().compiles_requested, u64::from(jit_runs()));
    cache.quiesce();
    call(&d, h);
    if jit_runs() {
        assert!(d.thunk(h).is_some());
        assert_eq!(d.counts().thunk, 1);
        assert_eq!(d.counts().cold, 10);
        let s = cache.stats();
        assert_eq!(
            (s.compiles, s.compiles_on_worker, s.compiles_on_caller),
            (1, 1, 0)
        );
        // Another engine in the same process: the method is hot from its first call.
        let d2 = dispatcher(&engine, &cache, TierPolicy::default());
        let h2 = d2.register(m()).unwrap();
        assert!(d2.thunk(h2).is_some());
        call(&d2, h2);
        assert_eq!(d2.counts().thunk, 1);
        assert_eq!(cache.stats().compiles, 1);
    }
}

#[test]
fn an_injected_compile_failure_leaves_the_method_generic_and_correct() {
    let engine = TestEngine::new(Flavor::QuickJs);
    let cache = Arc::new(ThunkCache::new());
    cache.inject_compile_failure(Some(|sig| sig.to_string() == "(i32, i32) -> i32"));
    for tier in [TierPolicy::Eager, TierPolicy::Tiered { threshold: 2 }] {
        let d = dispatcher(&engine, &cache, tier);
        // SAFETY: `add` has this signature.
        let h = d
            .register(unsafe { method_raw(add as *const c_void, "(i32, i32) -> i32") })
            .unwrap();
        for i in 0..50 {
            assert_eq!(add_through(&engine, &d, h, i, 1), i + 1);
            if i == 5 {
                cache.quiesce();
            }
        }
        assert!(d.thunk(h).is_none());
        assert_eq!(d.counts().thunk, 0);
        assert_eq!(d.counts().generic, 50);
    }
    if jit_runs() {
        let s = cache.stats();
        assert_eq!((s.compiles, s.compile_failures), (0, 1), "{s:?}");
    }
}

/// Four threads, each with its own engines, call every method while the worker compiles:
/// every result is checked, and each shape is compiled once.
#[test]
fn engines_on_four_threads_tier_up_while_calling() {
    const THREADS: usize = 4;
    let cache = Arc::new(ThunkCache::new());
    let barrier = Arc::new(Barrier::new(THREADS));
    // `Case` holds raw function pointers (not `Send`): each thread builds the same list.
    let pick = || -> Vec<Case> {
        cases()
            .into_iter()
            .filter(|c| c.fits(16) && c.lane && c.this.is_none())
            .take(60)
            .collect()
    };
    let workers: Vec<_> = (0..THREADS)
        .map(|t| {
            let (cache, barrier) = (cache.clone(), barrier.clone());
            std::thread::spawn(move || {
                let shapes = pick();
                barrier.wait();
                for round in 0..3 {
                    let engine = TestEngine::new(Flavor::QuickJs);
                    let d = dispatcher(&engine, &cache, TierPolicy::Tiered { threshold: 5 });
                    for case in shapes.iter() {
                        let h = d.register(method_for(&case.shape)).unwrap();
                        for i in 0..12 {
                            run_case(
                                &engine,
                                &d,
                                h,
                                case,
                                &format!("thread {t} round {round} call {i}"),
                            );
                        }
                    }
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("no thread panicked");
    }
    cache.quiesce();
    let s = cache.stats();
    assert_eq!(s.compiles_on_caller, 0);
    if jit_runs() {
        assert!(s.compiles > 0);
        let layout = TestEngine::new(Flavor::QuickJs).layout();
        for case in pick().iter() {
            let n = cache.compile_attempts(&case.shape.sig, layout);
            assert!(n <= 1, "{}: {n} compiles", case.shape.name);
        }
    }
}

/// A hot method whose background compile is slow in coming (the worker's queue holds the
/// whole corpus's shapes first, as when its core is busy or the machine has one) is
/// compiled on its calling thread once it has waited `threshold` more calls (at least
/// `CALLER_COMPILE_GRACE`): its generic calls are bounded whatever the worker does.
#[test]
fn a_method_waiting_for_a_busy_worker_is_compiled_by_its_caller() {
    if !jit_runs() {
        return;
    }
    let engine = TestEngine::new(Flavor::QuickJs);
    let cache = Arc::new(ThunkCache::new());
    // Fill the worker's queue: every corpus shape requested at its first call.
    let busy = dispatcher(&engine, &cache, TierPolicy::Tiered { threshold: 1 });
    for case in cases().iter().filter(|c| c.fits(16)) {
        let h = busy.register(method_for(&case.shape)).unwrap();
        run_case(&engine, &busy, h, case, "filling the queue");
    }
    let threshold = 10;
    let d = dispatcher(&engine, &cache, TierPolicy::Tiered { threshold });
    // SAFETY: `add` has this signature.
    let h = d
        .register(unsafe { method_raw(add as *const c_void, "(i32, i32) -> i32") })
        .unwrap();
    let bound = u64::from(threshold + threshold.max(CALLER_COMPILE_GRACE));
    let mut calls = 0u64;
    while d.thunk(h).is_none() && d.native_entry(h).is_none() {
        assert_eq!(add_through(&engine, &d, h, 2, 3), 5);
        calls += 1;
        assert!(
            calls <= bound,
            "{calls} generic calls without a thunk (bound {bound})"
        );
    }
    assert_eq!(add_through(&engine, &d, h, 2, 3), 5);
    assert!(d.counts().thunk >= 1, "{:?}", d.counts());
    cache.quiesce();
}
