//! The cache ladder: what a call and an engine cost with the process-wide thunk cache.
//!
//! - `steady/thunk` vs `steady/dispatcher`: a (i32, i32) -> i32 call through its thunk
//!   directly, and through `Dispatcher::call` (L1 hit);
//! - `lookup/l2_hit`: a new dispatcher registering a method compiled earlier by another;
//! - `lookup/miss_and_compile`: the same with a cold cache (one compile);
//! - `fresh_engine/{process_wide,dispatcher_scoped}`: Jint's interop benchmark shape — create
//!   an engine's dispatcher, register 100 methods over 10 shapes, call each once, drop it.
//!
//! Run: `cargo bench --bench cache` (see docs/benchmarks.md).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::{ConversionPolicy, Dispatcher, MethodData, MethodId, Signature, Status, TierPolicy};
use hostcall_testkit::call::Prepared;
use hostcall_testkit::{Flavor, JsVal, TestEngine};

/// A test-library function and its signature, looked up once.
struct Lib {
    func: *const std::ffi::c_void,
    sig: Signature,
}

impl Lib {
    fn get(name: &str) -> Lib {
        let shape = hostcall_testlib::shape(name).expect("the test library has this shape");
        Lib {
            func: shape.func,
            sig: shape.sig,
        }
    }

    fn method(&self, id: u64) -> MethodData {
        // SAFETY: the test library's table pairs each function with its exact signature.
        unsafe { MethodData::new(MethodId(id), self.func, self.sig.clone()) }.expect("non-null")
    }
}

fn lib_method(name: &str, id: u64) -> MethodData {
    Lib::get(name).method(id)
}

fn steady(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let d = Dispatcher::new(engine.layout(), ConversionPolicy::strict())
        .expect("valid layout")
        .with_tier(TierPolicy::Eager);
    let h = d
        .register(lib_method("hc_add_i32", 0xBE00_0001))
        .expect("registers");
    let thunk = d.thunk(h).expect("the bench needs the JIT");
    let method = d.method(h).expect("registered");
    let mut p = Prepared::new(&engine, None, &[JsVal::Int(40), JsVal::Int(2)]);
    let mut g = c.benchmark_group("steady");
    let frame = p.frame();
    let ret = frame.ret();
    g.bench_function("thunk", |b| {
        b.iter(|| {
            // SAFETY: the dispatcher installed this thunk for the method's signature and
            // the engine's layout, the frame's.
            let st = unsafe { frame.call_thunk(thunk, method) };
            assert_eq!(st, Status::Ok);
            // SAFETY: the call wrote a value; its first word is the int32 payload.
            assert_eq!(unsafe { ret.cast::<u64>().read() }, 42);
        })
    });
    g.bench_function("dispatcher", |b| {
        b.iter(|| {
            let st = d.call(black_box(h), &frame);
            assert_eq!(st, Status::Ok);
            // SAFETY: as above.
            assert_eq!(unsafe { ret.cast::<u64>().read() }, 42);
        })
    });
    g.finish();
}

fn lookup(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let layout = engine.layout();
    // Warm the process-wide cache.
    Dispatcher::new(layout, ConversionPolicy::strict())
        .expect("valid")
        .with_tier(TierPolicy::Eager)
        .register(lib_method("hc_add_f64", 0xBE00_0002))
        .expect("registers");
    let mut g = c.benchmark_group("lookup");
    let add = Lib::get("hc_add_f64");
    g.bench_function("l2_hit", |b| {
        b.iter(|| {
            let d = Dispatcher::new(layout, ConversionPolicy::strict())
                .expect("valid")
                .with_tier(TierPolicy::Eager);
            let h = d.register(add.method(0xBE00_0002)).expect("registers");
            assert!(d.thunk(h).is_some());
        })
    });
    g.bench_function("miss_and_compile", |b| {
        b.iter(|| {
            let d = Dispatcher::new(layout, ConversionPolicy::strict())
                .expect("valid")
                .with_tier(TierPolicy::Eager)
                .with_scoped_cache();
            let h = d.register(add.method(0xBE00_0002)).expect("registers");
            assert!(d.thunk(h).is_some());
        })
    });
    g.finish();
}

/// Jint's "fresh engine per operation": a dispatcher, 100 methods over 10 shapes, one call
/// each, dropped.
fn fresh_engine(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let layout = engine.layout();
    let shapes: Vec<Lib> = (1..=10)
        .map(|n| Lib::get(&format!("hc_sum_i32_{n}")))
        .collect();
    let mut calls: Vec<_> = (1..=10)
        .map(|n| Prepared::new(&engine, None, &vec![JsVal::Int(1); n]))
        .collect();
    let expect: Vec<i64> = (1..=10i64).map(|n| n * (n + 1) / 2).collect();
    let mut run = |scoped: bool| {
        let mut d = Dispatcher::new(layout, ConversionPolicy::strict())
            .expect("valid")
            .with_tier(TierPolicy::Eager);
        if scoped {
            d = d.with_scoped_cache();
        }
        for m in 0..100u64 {
            let s = (m % 10) as usize;
            let h = d
                .register(shapes[s].method(0xBE10_0000 + m))
                .expect("registers");
            let got = calls[s].call(|frame| d.call(h, frame));
            assert_eq!(got, Ok(JsVal::Int(expect[s] as i32)));
        }
        d.counts()
    };
    let mut g = c.benchmark_group("fresh_engine");
    g.bench_function("process_wide", |b| b.iter(|| run(false)));
    g.bench_function("dispatcher_scoped", |b| b.iter(|| run(true)));
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(3)).sample_size(30);
    targets = steady, lookup, fresh_engine
}
criterion_main!(benches);
