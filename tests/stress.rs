//! A bounded stress test: threads × engines × methods, registering, calling and dropping
//! engines for a fixed time. Every result is checked, compiles equal the distinct shapes,
//! and resident memory stays flat after warm-up.
//!
//! Runs for 3 seconds by default; `HOSTCALL_STRESS_SECS=60` runs longer.

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use hostcall::{ConversionPolicy, Dispatcher, MethodData, MethodId, ThunkCache, TierPolicy};
use hostcall_testkit::call::call_with;
use hostcall_testkit::{Flavor, JsVal, TestEngine};

const THREADS: usize = 4;
const METHODS: u64 = 64;
/// RSS may grow by at most this much after warm-up (allocator noise, thread stacks).
const RSS_BOUND: u64 = 8 << 20;

extern "C" fn add_i32(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}
extern "C" fn mul_f64(a: f64, b: f64) -> f64 {
    a * b
}
extern "C" fn sub_i64(a: i64, b: i64) -> i64 {
    a.wrapping_sub(b)
}
extern "C" fn pick(c: bool, a: u32, b: u32) -> u32 {
    if c {
        a
    } else {
        b
    }
}

/// The four shapes, each with a function and a checker.
fn shape(m: u64) -> (&'static str, *const c_void) {
    match m % 4 {
        0 => ("(i32, i32) -> i32", add_i32 as *const c_void),
        1 => ("(f64, f64) -> f64", mul_f64 as *const c_void),
        2 => ("(i64, i64) -> i64", sub_i64 as *const c_void),
        _ => ("(bool, u32, u32) -> u32", pick as *const c_void),
    }
}

fn args_and_expect(m: u64, i: u64) -> (Vec<JsVal>, JsVal) {
    let a = (i % 1000) as i32;
    let b = (m % 97) as i32;
    match m % 4 {
        0 => (vec![JsVal::Int(a), JsVal::Int(b)], JsVal::Int(a + b)),
        1 => (
            vec![JsVal::Num(f64::from(a) + 0.5), JsVal::Int(2)],
            JsVal::Num((f64::from(a) + 0.5) * 2.0),
        ),
        2 => (vec![JsVal::Int(a), JsVal::Int(b)], JsVal::Int(a - b)),
        // Every tenth call of this shape falls back (a string for a u32) and must raise.
        _ if i.is_multiple_of(10) => (
            vec![JsVal::Bool(true), JsVal::Str("1".into()), JsVal::Int(b)],
            JsVal::Undefined,
        ),
        _ => (
            vec![
                JsVal::Bool(i.is_multiple_of(2)),
                JsVal::Int(a),
                JsVal::Int(b),
            ],
            JsVal::Int(if i.is_multiple_of(2) { a } else { b }),
        ),
    }
}

fn rss_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096
}

#[test]
fn threads_engines_methods_for_a_fixed_time() {
    let secs: u64 = std::env::var("HOSTCALL_STRESS_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let cache = Arc::new(ThunkCache::new());
    let stop = Arc::new(AtomicBool::new(false));
    let calls = Arc::new(AtomicU64::new(0));
    let engines = Arc::new(AtomicU64::new(0));
    let barrier = Arc::new(Barrier::new(THREADS + 1));
    let workers: Vec<_> = (0..THREADS)
        .map(|t| {
            let (cache, stop, calls, engines, barrier) = (
                cache.clone(),
                stop.clone(),
                calls.clone(),
                engines.clone(),
                barrier.clone(),
            );
            std::thread::spawn(move || {
                barrier.wait();
                let mut round = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    let flavor = Flavor::ALL[(t + round as usize) % Flavor::ALL.len()];
                    let engine = TestEngine::new(flavor);
                    let policy = if round.is_multiple_of(3) {
                        ConversionPolicy::js_coercing()
                    } else {
                        ConversionPolicy::strict()
                    };
                    let coercing = round.is_multiple_of(3);
                    let d = Dispatcher::new(engine.layout(), policy)
                        .unwrap()
                        .with_tier(TierPolicy::Eager)
                        .with_cache(cache.clone());
                    let handles: Vec<_> = (0..METHODS)
                        .map(|m| {
                            let (sig, f) = shape(m);
                            // SAFETY: each function has exactly its shape's signature.
                            let data = unsafe {
                                MethodData::new(MethodId(0x57E5_5000 + m), f, sig.parse().unwrap())
                            }
                            .unwrap();
                            d.register(data).unwrap()
                        })
                        .collect();
                    for i in 0..200u64 {
                        for (m, h) in handles.iter().enumerate() {
                            let m = m as u64;
                            let (args, expect) = args_and_expect(m, i + round);
                            // `Threw` leaves an exception, which `call_with` returns.
                            let got = call_with(&engine, None, &args, |f| d.call(*h, f));
                            if expect == JsVal::Undefined && !coercing {
                                assert!(got.is_err(), "thread {t} method {m}: {got:?}");
                            } else if expect == JsVal::Undefined {
                                // "1" coerces to 1 under JS coercion.
                                assert_eq!(got, Ok(JsVal::Int(1)));
                            } else {
                                assert_eq!(got, Ok(expect), "thread {t} method {m}");
                            }
                            calls.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    assert_eq!(engine.strings_outstanding(), 0);
                    drop(d);
                    drop(engine);
                    engines.fetch_add(1, Ordering::Relaxed);
                    round += 1;
                }
            })
        })
        .collect();
    barrier.wait();
    // Warm-up: the first second (shapes compiled, allocator pools grown).
    std::thread::sleep(Duration::from_secs(1).min(Duration::from_secs(secs)));
    let rss_warm = rss_bytes();
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(secs.saturating_sub(1).max(1)) {
        std::thread::sleep(Duration::from_millis(100));
    }
    let rss_end = rss_bytes();
    stop.store(true, Ordering::Relaxed);
    for w in workers {
        w.join().unwrap();
    }
    let stats = cache.stats();
    let distinct_shapes = 4 * Flavor::ALL.len() as u64; // four signatures on each layout
    if hostcall_testkit::jit_runs() {
        assert_eq!(stats.compiles, distinct_shapes, "{stats:?}");
    } else {
        assert_eq!(stats.compiles, 0);
    }
    let growth = rss_end.saturating_sub(rss_warm);
    println!(
        "stress: {} engines, {} calls in {secs} s on {THREADS} threads; RSS {} KiB after warm-up, {} KiB at the end (growth {} KiB, bound {} KiB); {stats:?}",
        engines.load(Ordering::Relaxed),
        calls.load(Ordering::Relaxed),
        rss_warm >> 10,
        rss_end >> 10,
        growth >> 10,
        RSS_BOUND >> 10
    );
    assert!(
        growth <= RSS_BOUND,
        "resident memory grew by {} KiB after warm-up",
        growth >> 10
    );
    assert!(engines.load(Ordering::Relaxed) >= THREADS as u64);
}
