//! The pointer API and text encoding against the calls the issue compares them with, on
//! both backends in the same run (issue 20, "Done when"). One iteration is a JavaScript loop,
//! its result checked after the loop:
//!
//! - `pointer_views/add_i32_{jit,generic}`: 1000 calls of `hc_add_i32(i32, i32)` through
//!   `hostcall.dlopen`, the host call `getInt32` is held to;
//! - `pointer_views/get_int32_{jit,generic}`: 1000 `view.getInt32(4)` on one
//!   `Deno.UnsafePointerView` over the test library's `int32_t` array;
//! - `pointer_views/view_new_get_int32_{jit,generic}`: 1000 `new Deno.UnsafePointerView(p)
//!   .getInt32()`, the shape of a comparator that makes its views;
//! - `pointer_views/cstring_{jit,generic}`: 1000 calls of `hc_strlen(const char *)` with the
//!   11-character string `"hello world"` (a `cstring` parameter);
//! - `pointer_views/encode_into_{jit,generic}`: 1000 `encoder.encodeInto("hello world",
//!   dst)` into a 32-byte `Uint8Array`;
//! - `pointer_views/qsort_index_{jit,generic}` and `qsort_view_{jit,generic}`: libc's
//!   `qsort` of 64 `int32`s (the same shuffle each time, so the same comparisons) with a
//!   JavaScript comparator (`hostcall.UnsafeCallback`: its pointers are numbers) that reads
//!   its two ints by index from the `Int32Array` being sorted, or through two
//!   `new Deno.UnsafePointerView(p).getInt32()`;
//! - `pointer_views/qsort_view_deno_{jit,generic}`: the same view comparator made by
//!   `Deno.UnsafeCallback`, whose two pointer parameters are Deno's pointer objects (two
//!   objects made per comparison, as in Deno).
//!
//! Run: `cargo bench -p hostcall-quickjs --bench pointer_views`.

use criterion::{criterion_group, Criterion};
use hostcall::Backend;
use hostcall_quickjs::Engine;

mod support;

const N: i32 = 1000;

fn engine(backend: Backend) -> Engine {
    let src = format!(
        r#"
const lib = hostcall.dlopen({:?}, {{
  hc_add_i32: {{ parameters: ["i32", "i32"], result: "i32" }},
  hc_strlen: {{ parameters: ["cstring"], result: "usize" }},
  hc_i32_array: {{ parameters: [], result: "pointer" }},
}});
const libc = hostcall.dlopen("libc.so.6", {{
  qsort: {{ parameters: ["buffer", "usize", "usize", "function"], result: "void" }},
}});
globalThis.s = lib.symbols;
globalThis.qsort = libc.symbols.qsort;
globalThis.arr = s.hc_i32_array();
globalThis.view = new Deno.UnsafePointerView(arr);
globalThis.enc = new TextEncoder();
globalThis.dst = new Uint8Array(32);
globalThis.n = 64;
globalThis.shuffled = new Int32Array(n);
for (let i = 0; i < n; i++) shuffled[i] = ((i * 37) % n) - 32;
globalThis.values = new Int32Array(n);
globalThis.base = hostcall.UnsafePointer.of(values);
const V = Deno.UnsafePointerView;
globalThis.byIndex = new hostcall.UnsafeCallback({{ parameters: ["pointer", "pointer"], result: "i32" }},
  (a, b) => {{ const x = values[(a - base) >> 2], y = values[(b - base) >> 2]; return x < y ? -1 : x > y ? 1 : 0; }});
globalThis.byView = new hostcall.UnsafeCallback({{ parameters: ["pointer", "pointer"], result: "i32" }},
  (a, b) => {{ const x = new V(a).getInt32(), y = new V(b).getInt32(); return x < y ? -1 : x > y ? 1 : 0; }});
globalThis.byViewDeno = new Deno.UnsafeCallback({{ parameters: ["pointer", "pointer"], result: "i32" }},
  (a, b) => {{ const x = new V(a).getInt32(), y = new V(b).getInt32(); return x < y ? -1 : x > y ? 1 : 0; }});
globalThis.sorted = () => {{ for (let i = 1; i < n; i++) if (values[i - 1] > values[i]) return false; return true; }};
"#,
        support::testlib()
    );
    support::engine(backend, &src, "pointer_views_bench.js")
}

const LOOPS: [(&str, &str); 8] = [
    (
        "add_i32",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_add_i32(3, 4); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "get_int32",
        "let t = 0; for (let i = 0; i < N; i++) t += view.getInt32(4); if (t !== 2 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "view_new_get_int32",
        "let t = 0; for (let i = 0; i < N; i++) t += new Deno.UnsafePointerView(arr).getInt32(4); if (t !== 2 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "cstring",
        "let t = 0; for (let i = 0; i < N; i++) t += s.hc_strlen(\"hello world\"); if (t !== 11 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "encode_into",
        "let t = 0; for (let i = 0; i < N; i++) t += enc.encodeInto(\"hello world\", dst).written; if (t !== 11 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "qsort_index",
        "for (let k = 0; k < 10; k++) { values.set(shuffled); qsort(values, n, 4, byIndex); } if (!sorted()) throw new Error(`not sorted`);",
    ),
    (
        "qsort_view",
        "for (let k = 0; k < 10; k++) { values.set(shuffled); qsort(values, n, 4, byView); } if (!sorted()) throw new Error(`not sorted`);",
    ),
    (
        "qsort_view_deno",
        "for (let k = 0; k < 10; k++) { values.set(shuffled); qsort(values, n, 4, byViewDeno); } if (!sorted()) throw new Error(`not sorted`);",
    ),
];

fn pointer_views(c: &mut Criterion) {
    let mut g = c.benchmark_group("pointer_views");
    for (name, backend) in support::backends("pointer_views") {
        support::bench_loops(&mut g, &engine(backend), name, N, &LOOPS);
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = support::config();
    targets = pointer_views
}

fn main() {
    // `HOSTCALL_VIEWS_COUNT=ROW:R`: row ROW's loop on the JIT, for callgrind (see
    // `support::count_mode`), e.g. `HOSTCALL_VIEWS_COUNT=encode_into:10 valgrind
    // --tool=callgrind target/release/deps/pointer_views-*` (and `:0`).
    if support::count_mode("HOSTCALL_VIEWS_COUNT", || engine(Backend::Jit), N, &LOOPS) {
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
