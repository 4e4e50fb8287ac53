//! BigInt arguments to 64-bit parameters through `dlopen`, against the same calls given
//! numbers, on both backends in the same run. One iteration is a JavaScript loop of 1000
//! calls of `hc_add_i64(i64, i64) -> i64`, checked after the loop:
//!
//! - `bigints/number_{jit,generic}`: `hc_add_i64(3, 4)`, both arguments int32s;
//! - `bigints/short_{jit,generic}`: `hc_add_i64(3n, 4n)`, BigInts QuickJS-NG stores inline
//!   (a short BigInt, up to 32 bits);
//! - `bigints/heap_{jit,generic}`: `hc_add_i64(2n ** 40n, 4n)`, one BigInt on the heap.
//!
//! With the JIT backend (eager tier, native entries) a short BigInt is read inline by the
//! thunk (the layout's `TagSet::short_bigint`) and a heap BigInt in range by the layout's
//! hook inside the thunk (issue 20); with the generic backend through libffi.
//! Run: `cargo bench -p hostcall-quickjs --bench bigints`.

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::Backend;
use hostcall_quickjs::Engine;

mod support;

const N: i32 = 1000;

fn engine(backend: Backend) -> Engine {
    let src = format!(
        r#"
const lib = hostcall.dlopen({:?}, {{
  hc_add_i64: {{ parameters: ["i64", "i64"], result: "i64" }},
}});
globalThis.s = lib.symbols;
globalThis.big = 2n ** 40n;
"#,
        support::testlib()
    );
    support::engine(backend, &src, "bigints_bench.js")
}

const LOOPS: [(&str, &str); 3] = [
    (
        "number",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_add_i64(3, 4); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "short",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_add_i64(3n, 4n); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "heap",
        "let t = 0; for (let i = 0; i < N; i++) t = s.hc_add_i64(big, 4n); if (t !== 2 ** 40 + 4) throw new Error(`sum ${t}`);",
    ),
];

fn bigints(c: &mut Criterion) {
    let mut g = c.benchmark_group("bigints");
    for (name, backend) in support::backends("bigints") {
        support::bench_loops(&mut g, &engine(backend), name, N, &LOOPS);
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = support::config();
    targets = bigints
}
criterion_main!(benches);
