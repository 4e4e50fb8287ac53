//! Struct-by-value calls from Rust, the JIT trampoline of each shape against libffi's
//! `ffi_call` in the same run (no engine: the call alone). One iteration is one call; the
//! result is checked inside the timed loop.
//!
//! - `pair_i32_sum`: `({i32, i32}) -> i64`, one INTEGER eightbyte;
//! - `f3_scale`: `({f32, f32, f32}, f32) -> {f32, f32, f32}`, packed `f32`s in and out;
//! - `mixed_bump`: `({i8, f64}) -> {i8, f64}`, INTEGER + SSE in and out;
//! - `big_make`: `(i64) -> {i64, i64, i64}`, a MEMORY result through the hidden pointer;
//! - `many`: 19 parameters, structs and scalars on the stack, a mixed struct result.
//!
//! Run: `cargo bench --bench structs` (the `jit` rows need x86-64 System V).

use std::ffi::c_void;
use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::core::structs::{StructCall, StructLayout, StructParam, StructResult};
use hostcall::{Backend, ParamKind, ResultKind, StructCaller, TierPolicy};
use hostcall_testlib as tl;
use serde_json::json;

fn st(v: serde_json::Value) -> Arc<StructLayout> {
    Arc::new(StructLayout::from_json(&json!({ "struct": v })).expect("struct"))
}

fn k(name: &str) -> StructParam {
    StructParam::Kind(ParamKind::from_name(name).expect("kind"))
}

struct Shape {
    name: &'static str,
    func: *const c_void,
    params: Vec<StructParam>,
    result: StructResult,
    /// Argument storage: eight words per parameter is enough for these shapes.
    args: Vec<[u64; 3]>,
}

fn shapes() -> Vec<Shape> {
    let pair = st(json!(["i32", "i32"]));
    let f3 = st(json!(["f32", "f32", "f32"]));
    let mixed = st(json!(["i8", "f64"]));
    let big = st(json!(["i64", "i64", "i64"]));
    let fi = st(json!(["f32", "i32"]));
    let b3 = st(json!(["u8", "u8", "u8"]));
    let u8f64 = st(json!(["u8", "f64"]));
    let one = |w: u64| [w, 0, 0];
    let f = |x: f32| u64::from(x.to_bits());
    let many_names = [
        "i64", "i32", "u16", "i8", "u64", "bool", "f64", "f32", "f64", "f32", "f64", "f64", "f64",
        "f32",
    ];
    let mut many: Vec<StructParam> = many_names.iter().map(|n| k(n)).collect();
    many.extend([
        StructParam::Struct(f3.clone()),
        StructParam::Struct(fi.clone()),
        k("i8"),
        k("f32"),
        StructParam::Struct(b3.clone()),
    ]);
    let mut many_args: Vec<[u64; 3]> = (0..14).map(|i| one(i as u64 % 2)).collect();
    many_args.extend([
        [f(1.0) | (f(2.0) << 32), f(3.0), 0],
        one(f(0.5) | (7 << 32)),
        one(3),
        one(f(0.25)),
        one(0x030201),
    ]);
    vec![
        Shape {
            name: "pair_i32_sum",
            func: tl::hc_st_pair_i32_sum as *const c_void,
            params: vec![StructParam::Struct(pair)],
            result: StructResult::Kind(ResultKind::I64),
            args: vec![one(3 | (4 << 32))],
        },
        Shape {
            name: "f3_scale",
            func: tl::hc_st_f3_scale as *const c_void,
            params: vec![StructParam::Struct(f3.clone()), k("f32")],
            result: StructResult::Struct(f3),
            args: vec![[f(1.0) | (f(2.0) << 32), f(3.0), 0], one(f(2.0))],
        },
        Shape {
            name: "mixed_bump",
            func: tl::hc_st_mixed_bump as *const c_void,
            params: vec![StructParam::Struct(mixed.clone())],
            result: StructResult::Struct(mixed),
            args: vec![[5, 1.5f64.to_bits(), 0]],
        },
        Shape {
            name: "big_make",
            func: tl::hc_st_big_make as *const c_void,
            params: vec![k("i64")],
            result: StructResult::Struct(big),
            args: vec![one(40)],
        },
        Shape {
            name: "many",
            func: tl::hc_st_many as *const c_void,
            params: many,
            result: StructResult::Struct(u8f64),
            args: many_args,
        },
    ]
}

fn structs(c: &mut Criterion) {
    let mut g = c.benchmark_group("struct_call");
    for mut shape in shapes() {
        let ffi = StructCall::new(shape.params.clone(), shape.result.clone()).expect("shape");
        let jit = StructCaller::new(
            StructCall::new(shape.params.clone(), shape.result.clone()).expect("shape"),
            Backend::Jit,
            TierPolicy::Eager,
        );
        let mut ptrs: Vec<*mut c_void> = shape
            .args
            .iter_mut()
            .map(|a| a.as_mut_ptr().cast())
            .collect();
        let mut want = [0u64; 4];
        // SAFETY: each shape pairs a test-library function with its C signature; every
        // pointer is to at least the parameter's bytes, 8-aligned; `want` holds 32 bytes,
        // more than any of these results.
        unsafe { ffi.call(shape.func, &mut ptrs, want.as_mut_ptr().cast()) };
        if jit.backend() == Backend::Jit {
            g.bench_function(format!("{}_jit", shape.name), |b| {
                b.iter(|| {
                    let mut ret = [0u64; 4];
                    // SAFETY: as above.
                    let ran = unsafe { jit.call(shape.func, &mut ptrs, ret.as_mut_ptr().cast()) };
                    assert!(ran == Backend::Jit && ret[0] == want[0]);
                    black_box(ret)
                })
            });
        } else {
            eprintln!(
                "struct_call: no trampoline here; skipping {}_jit",
                shape.name
            );
        }
        g.bench_function(format!("{}_libffi", shape.name), |b| {
            b.iter(|| {
                let mut ret = [0u64; 4];
                // SAFETY: as above.
                unsafe { ffi.call(shape.func, &mut ptrs, ret.as_mut_ptr().cast()) };
                assert!(ret[0] == want[0]);
                black_box(ret)
            })
        });
    }
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(20)
}

criterion_group! {
    name = benches;
    config = config();
    targets = structs
}
criterion_main!(benches);
