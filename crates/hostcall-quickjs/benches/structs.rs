//! Structs by value through `dlopen`, against the same work with scalars, on both backends
//! in the same run. One iteration is a JavaScript loop of 1000 calls, checked after the loop:
//!
//! - `structs/param_{jit,generic}`: `hc_st_pair_i32_sum({i32, i32})`, the struct passed as
//!   an 8-byte `Uint8Array`;
//! - `structs/result_{jit,generic}`: `hc_st_pair_i32_swap({i32, i32}) -> {i32, i32}`, a new
//!   `Uint8Array` per call;
//! - `structs/scalars_{jit,generic}`: `hc_add_i32(i32, i32)`, the same arithmetic with two
//!   scalars: what the call costs without a struct;
//! - `structs/quad_{jit,generic}`: `hc_st_quad_f64_dot({f64, f64, f64, f64})`, a 32-byte
//!   struct (class MEMORY: copied to the stack) from a `Float64Array`;
//! - `structs/f64x4_{jit,generic}`: `hc_f64x4_dot(f64, f64, f64, f64)`, the same four
//!   numbers as parameters (issue 20's target: the struct row at most 1.5x this one).
//!
//! With the JIT backend (eager tier) struct symbols are thunks like every symbol (the
//! struct's eightbytes passed as System V passes them), with the generic backend libffi: the `_jit` / `_generic` pairs are
//! the two in the same run. The scalar rows show what the call costs without a struct.
//! Run: `cargo bench -p hostcall-quickjs --bench structs`.

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::Backend;
use hostcall_quickjs::Engine;

mod support;

const N: i32 = 1000;

fn engine(backend: Backend) -> Engine {
    let src = format!(
        r#"
const P = {{ struct: ["i32", "i32"] }};
const lib = hostcall.dlopen({:?}, {{
  hc_st_pair_i32_sum: {{ parameters: [P], result: "i64" }},
  hc_st_pair_i32_swap: {{ parameters: [P], result: P }},
  hc_add_i32: {{ parameters: ["i32", "i32"], result: "i32" }},
  hc_st_quad_f64_dot: {{ parameters: [{{ struct: ["f64", "f64", "f64", "f64"] }}], result: "f64" }},
  hc_f64x4_dot: {{ parameters: ["f64", "f64", "f64", "f64"], result: "f64" }},
}});
globalThis.quad = new Float64Array([1.5, 2, 3, 4]);
globalThis.s = lib.symbols;
globalThis.pair = new Uint8Array(new Int32Array([3, 4]).buffer);
"#,
        support::testlib()
    );
    support::engine(backend, &src, "structs_bench.js")
}

const LOOPS: [(&str, &str); 5] = [
    (
        "param",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_st_pair_i32_sum(pair); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "result",
        "let r; for (let i = 0; i < N; i++) r = s.hc_st_pair_i32_swap(pair); if (r[0] !== 4) throw new Error(`swap ${r}`);",
    ),
    (
        "scalars",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_add_i32(3, 4); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "quad",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_st_quad_f64_dot(quad); if (t !== 30.5 * N) throw new Error(`quad ${t}`);",
    ),
    (
        "f64x4",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_f64x4_dot(1.5, 2, 3, 4); if (t !== 30.5 * N) throw new Error(`f64x4 ${t}`);",
    ),
];

fn structs(c: &mut Criterion) {
    let mut g = c.benchmark_group("structs");
    for (name, backend) in support::backends("structs") {
        support::bench_loops(&mut g, &engine(backend), name, N, &LOOPS);
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = support::config();
    targets = structs
}
criterion_main!(benches);
