//! The same calls through `Deno.dlopen` (Deno's rules) and `hostcall.dlopen` (hostcall's), on
//! both backends in the same run, so the cost of each Deno rule is one ratio. One iteration
//! is a JavaScript loop of 1000 calls, checked after the loop:
//!
//! - `u8_{hostcall,deno}`: `hc_id_u8(7)`, a call the fast lane takes (the Deno entry checks
//!   its call-site policy once per call, `Dispatcher::call_under`);
//! - `i64_{hostcall,deno}`: `hc_add_i64(3, 4)`, whose result is the number `7` through
//!   `hostcall.dlopen` and the BigInt `7n` through `Deno.dlopen` (Deno's rule: one BigInt
//!   made per call);
//! - `cb_i64_{hostcall,deno}`: `hc_cb_i64(cb, 3)`, a C function calling an `i64 -> i64`
//!   callback made by that namespace's `UnsafeCallback`: its parameter is the number `3`
//!   under hostcall's rules and the BigInt `3n` under Deno's (made per call from the boxed
//!   number).
//!
//! - `ptr_arg_{hostcall,deno}`: `hc_ptr_is_null(p)`, `p` a number through `hostcall.dlopen`
//!   and a Deno pointer object through `Deno.dlopen` (its entry passes the object's address:
//!   no allocation);
//! - `ptr_ret_{hostcall,deno}`: `hc_ptr_identity(p)`, whose result is a number through
//!   `hostcall.dlopen` and a new pointer object through `Deno.dlopen` (one object per call,
//!   as Deno makes one).
//!
//! Run: `cargo bench -p hostcall-quickjs --bench namespaces`.

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::Backend;
use hostcall_quickjs::Engine;

mod support;

const N: i32 = 1000;

fn engine(backend: Backend) -> Engine {
    let src = format!(
        r#"
const desc = {{
  hc_id_u8: {{ parameters: ["u8"], result: "u8" }},
  hc_add_i64: {{ parameters: ["i64", "i64"], result: "i64" }},
  hc_cb_i64: {{ parameters: ["function", "i64"], result: "i64" }},
  hc_ptr_is_null: {{ parameters: ["pointer"], result: "bool" }},
  hc_ptr_identity: {{ parameters: ["pointer"], result: "pointer" }},
}};
globalThis.h = hostcall.dlopen({path:?}, desc).symbols;
globalThis.d = Deno.dlopen({path:?}, desc).symbols;
globalThis.hcb = new hostcall.UnsafeCallback({{ parameters: ["i64"], result: "i64" }}, (x) => x);
globalThis.dcb = new Deno.UnsafeCallback({{ parameters: ["i64"], result: "i64" }}, (x) => x);
globalThis.hp = 0x10000;
globalThis.dp = Deno.UnsafePointer.create(0x10000);
"#,
        path = support::testlib()
    );
    support::engine(backend, &src, "namespaces_bench.js")
}

const LOOPS: [(&str, &str); 10] = [
    (
        "u8_hostcall",
        "let t = 0; for (let i = 0; i < N; i++) t += h.hc_id_u8(7); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "u8_deno",
        "let t = 0; for (let i = 0; i < N; i++) t += d.hc_id_u8(7); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "i64_hostcall",
        "let t = 0; for (let i = 0; i < N; i++) t += h.hc_add_i64(3, 4); if (t !== 7 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "i64_deno",
        "let t = 0n; for (let i = 0; i < N; i++) t += d.hc_add_i64(3, 4); if (t !== 7n * BigInt(N)) throw new Error(`sum ${t}`);",
    ),
    (
        "cb_i64_hostcall",
        "let t = 0; for (let i = 0; i < N; i++) t += h.hc_cb_i64(hcb, 3); if (t !== 3 * N) throw new Error(`sum ${t}`);",
    ),
    (
        "cb_i64_deno",
        "let t = 0n; for (let i = 0; i < N; i++) t += d.hc_cb_i64(dcb, 3); if (t !== 3n * BigInt(N)) throw new Error(`sum ${t}`);",
    ),
    (
        "ptr_arg_hostcall",
        "let t = 0; for (let i = 0; i < N; i++) if (!h.hc_ptr_is_null(hp)) t++; if (t !== N) throw new Error(`count ${t}`);",
    ),
    (
        "ptr_arg_deno",
        "let t = 0; for (let i = 0; i < N; i++) if (!d.hc_ptr_is_null(dp)) t++; if (t !== N) throw new Error(`count ${t}`);",
    ),
    (
        "ptr_ret_hostcall",
        "let p = hp; for (let i = 0; i < N; i++) p = h.hc_ptr_identity(p); if (p !== hp) throw new Error(`pointer ${p}`);",
    ),
    (
        "ptr_ret_deno",
        "let p = dp; for (let i = 0; i < N; i++) p = d.hc_ptr_identity(p); if (Deno.UnsafePointer.value(p) !== 0x10000n) throw new Error(`pointer`);",
    ),
];

fn namespaces(c: &mut Criterion) {
    let mut g = c.benchmark_group("namespaces");
    for (name, backend) in support::backends("namespaces") {
        support::bench_loops(&mut g, &engine(backend), name, N, &LOOPS);
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = support::config();
    targets = namespaces
}
criterion_main!(benches);
