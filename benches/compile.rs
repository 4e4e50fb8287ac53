//! Compile time per thunk shape, and where it goes (CLIF generation, Cranelift's
//! compile, linking into executable memory).
//!
//! Run: `cargo bench --bench compile`; `HOSTCALL_JIT_OPT=none cargo bench --bench compile`
//! for Cranelift's `opt_level=none` (see docs/benchmarks.md).
//!
//! `compile/*` is the uniform thunk alone; `shape/*` is what a shape's tier-up costs when
//! the engine calls native entries (a `Deno.dlopen` symbol): the thunk and its native entry.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::Signature;
use hostcall_testkit::{Flavor, TestEngine};

const SHAPES: &[(&str, &str)] = &[
    ("void", "() -> void"),
    ("add_i32", "(i32, i32) -> i32"),
    ("add_f64", "(f64, f64) -> f64"),
    ("strlen", "(cstring) -> usize"),
    (
        "mixed12",
        "(i32, f64, i64, f32, u8, f64, i16, f64, u32, bool, pointer, u64) -> f64",
    ),
];

fn compile(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let layout = engine.layout();
    let mut g = c.benchmark_group("compile");
    for (name, sig) in SHAPES {
        let sig: Signature = sig.parse().expect("valid");
        let mut phases = [Duration::ZERO; 3];
        let mut n = 0u32;
        g.bench_function(*name, |b| {
            b.iter(|| {
                let t = hostcall_jit::compile(black_box(&sig), layout).expect("compiles");
                phases[0] += t.timings.build;
                phases[1] += t.timings.compile;
                phases[2] += t.timings.finalize;
                n += 1;
                t.code_size
            })
        });
        if n > 0 {
            let avg = |d: Duration| d.as_secs_f64() * 1e6 / f64::from(n);
            println!(
                "compile/{name}: mean phases over {n} compiles: build {:.1} us, cranelift {:.1} us, finalize {:.1} us",
                avg(phases[0]),
                avg(phases[1]),
                avg(phases[2])
            );
        }
    }
    g.finish();
}

/// The shapes issue 45 sets a target for (thunk plus native entry, at most 50 us each), and
/// one mixing the other scalar kinds the direct emitter writes.
const ENTRY_SHAPES: &[(&str, &str)] = &[
    ("add_i32", "(i32, i32) -> i32"),
    ("sqrt_f64", "(f64) -> f64"),
    ("mixed", "(i16, u8, u32, f32, f64, i8) -> i64"),
];

fn shape(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let layout = engine.layout();
    let entry = hostcall_testkit::engine::compile_only_entry();
    let mut g = c.benchmark_group("shape");
    for (name, sig) in ENTRY_SHAPES {
        let sig: Signature = sig.parse().expect("valid");
        g.bench_function(*name, |b| {
            b.iter(|| {
                let t = hostcall_jit::compile(black_box(&sig), layout).expect("compiles");
                let n =
                    hostcall_jit::compile_native(black_box(&sig), layout, entry).expect("compiles");
                t.code_size + n.code_size
            })
        });
        // The same through Cranelift (`shape/NAME` took the direct emitter where it could).
        g.bench_function(format!("{name}_cranelift"), |b| {
            b.iter(|| {
                let t = hostcall_jit::compile_cranelift(black_box(&sig), layout).expect("compiles");
                let n = hostcall_jit::compile_native_cranelift(black_box(&sig), layout, entry)
                    .expect("compiles");
                t.code_size + n.code_size
            })
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(3)).sample_size(30);
    targets = compile, shape
}
criterion_main!(benches);
