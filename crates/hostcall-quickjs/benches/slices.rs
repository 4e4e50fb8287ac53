//! `slice` parameters through `dlopen`, against the same C function declared with a
//! `buffer` and a separate `usize` length, on both backends in the same run. One iteration is
//! a JavaScript loop of 1000 calls of `hc_slice_len(const uint8_t *, size_t)` over a 64-byte
//! `Uint8Array`, checked after the loop:
//!
//! - `slices/slice_{jit,generic}`: declared `(slice) -> usize`: one argument, the length
//!   read from the buffer with its pointer;
//! - `slices/buffer_usize_{jit,generic}`: declared `(buffer, usize) -> usize`: the script
//!   passes the length (which could lie);
//! - `slices/subarray_{jit,generic}`: `(slice)` over a `subarray` view (offset and length).
//!
//! Run: `cargo bench -p hostcall-quickjs --bench slices`.

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::Backend;
use hostcall_quickjs::Engine;

mod support;

const N: i32 = 1000;

fn engine(backend: Backend) -> Engine {
    let src = format!(
        r#"
const lib = hostcall.dlopen({:?}, {{
  slice: {{ name: "hc_slice_len", parameters: ["slice"], result: "usize" }},
  pair: {{ name: "hc_slice_len", parameters: ["buffer", "usize"], result: "usize" }},
}});
globalThis.s = lib.symbols;
globalThis.bytes = new Uint8Array(64);
globalThis.sub = bytes.subarray(8, 40);
"#,
        support::testlib()
    );
    support::engine(backend, &src, "slices_bench.js")
}

const LOOPS: [(&str, &str); 3] = [
    (
        "slice",
        "let t = 0; for (let i = 0; i < N; i++) t += s.slice(bytes); if (t !== 64 * N) throw new Error(`len ${t}`);",
    ),
    (
        "buffer_usize",
        "let t = 0; for (let i = 0; i < N; i++) t += s.pair(bytes, 64); if (t !== 64 * N) throw new Error(`len ${t}`);",
    ),
    (
        "subarray",
        "let t = 0; for (let i = 0; i < N; i++) t += s.slice(sub); if (t !== 32 * N) throw new Error(`len ${t}`);",
    ),
];

fn slices(c: &mut Criterion) {
    let mut g = c.benchmark_group("slices");
    for (name, backend) in support::backends("slices") {
        support::bench_loops(&mut g, &engine(backend), name, N, &LOOPS);
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = support::config();
    targets = slices
}
criterion_main!(benches);
