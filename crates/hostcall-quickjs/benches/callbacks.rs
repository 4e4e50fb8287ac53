//! Callbacks: a C loop calling a JavaScript callback per element (the test library's
//! `hc_cb_sum_each(cb, n)`, which returns `cb(0) + ... + cb(n - 1)`), the callback's code
//! made by each backend, in the same run:
//!
//! - `callbacks/c_loop_1000/jit`: [`Backend::Jit`]: the JIT's upcall thunk (where the JIT
//!   makes one; otherwise `hostcall::Callback` serves the libffi closure, and the bench says
//!   so on stderr);
//! - `callbacks/c_loop_1000/generic`: [`Backend::Generic`]: the libffi closure;
//! - `callbacks/js_loop_1000`: the same 1000 calls of the same function from a JavaScript
//!   loop, the floor (what calling the script function costs with no native code between).
//!
//! One iteration is one native call making 1000 upcalls, so the cost of one upcall is about
//! `time / 1000`, and `(c_loop - js_loop) / 1000` is what the upcall adds to a plain call.
//! The result is checked on every iteration.
//! Run: `cargo bench -p hostcall-quickjs --bench callbacks`.

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::Backend;
use hostcall_quickjs::Engine;
use rquickjs::Function;

mod support;

/// Upcalls per iteration.
const N: i32 = 1000;
/// `sum(i + 1 for i in 0..N)`.
const SUM: i64 = (N as i64) * (N as i64 + 1) / 2;

/// An engine that defines `cb` (`i => i + 1`, `(i32) -> i32`) and `sumEach`, the test
/// library's loop.
fn engine(backend: Backend) -> Engine {
    let src = format!(
        r#"
const lib = hostcall.dlopen({:?}, {{
  hc_cb_sum_each: {{ parameters: ["function", "i32"], result: "i64" }},
}});
globalThis.sumEach = lib.symbols.hc_cb_sum_each;
globalThis.inc = (i) => i + 1;
globalThis.cb = new Deno.UnsafeCallback({{ parameters: ["i32"], result: "i32" }}, inc);
"#,
        support::testlib()
    );
    support::engine(backend, &src, "callbacks_bench.js")
}

fn c_loop(c: &mut Criterion) {
    let mut g = c.benchmark_group("callbacks");
    for (name, backend) in [("jit", Backend::Jit), ("generic", Backend::Generic)] {
        if backend == Backend::Jit && Backend::jit_available().is_err() {
            eprintln!("callbacks: the JIT does not run here; skipping c_loop_1000/jit");
            continue;
        }
        let e = engine(backend);
        let counts = e.callback_counts();
        if backend == Backend::Jit && counts.jit == 0 {
            eprintln!(
                "callbacks: Backend::Jit made no JIT upcall (the libffi closure serves): \
                 c_loop_1000/jit measures the generic upcall"
            );
        }
        e.with(|ctx| {
            let f: Function = ctx
                .eval(format!(
                    "(() => {{ const s = sumEach(cb, {N}); if (s !== {SUM}) throw new Error(`sum ${{s}}`); }})"
                ))
                .expect("compiles");
            f.call::<_, ()>(()).expect("first run");
            g.bench_function(format!("c_loop_{N}/{name}"), |b| {
                b.iter(|| f.call::<_, ()>(()).expect("runs"))
            });
        });
        e.run("cb.close();", "callbacks_bench.js").expect("close");
    }
    let e = engine(Backend::Generic);
    e.with(|ctx| {
        let f: Function = ctx
            .eval(format!(
                "(() => {{ let s = 0; for (let i = 0; i < {N}; i++) s += inc(i); if (s !== {SUM}) throw new Error(`sum ${{s}}`); }})"
            ))
            .expect("compiles");
        f.call::<_, ()>(()).expect("first run");
        g.bench_function(format!("js_loop_{N}"), |b| {
            b.iter(|| f.call::<_, ()>(()).expect("runs"))
        });
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = support::config();
    targets = c_loop
}
criterion_main!(benches);
