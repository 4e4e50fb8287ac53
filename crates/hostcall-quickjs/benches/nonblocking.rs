//! `nonblocking` calls against the same function called blocking, in one run. One iteration
//! is `Engine::run` of a one-line script that calls an async function doing 100 calls of
//! `hc_id_i32` and checking the results; the engine's loop runs until the last `Promise`
//! settled:
//!
//! - `nonblocking/blocking`: 100 blocking calls (the thunk on the JIT backend): the floor;
//! - `nonblocking/sequential`: 100 `nonblocking` calls, each awaited before the next starts
//!   (a round trip: arguments copied, a worker woken, the loop woken, the `Promise` settled);
//! - `nonblocking/concurrent`: 100 `nonblocking` calls started at once, then awaited with
//!   `Promise.all` (the worker pool and the loop overlap).
//!
//! The nonblocking path is the same on both backends (libffi on a worker), so only the
//! default backend is measured. Run: `cargo bench -p hostcall-quickjs --bench nonblocking`.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::Backend;
use hostcall_quickjs::Engine;

mod support;

fn engine() -> Engine {
    let src = format!(
        r#"
const D = {{ parameters: ["i32"], result: "i32" }};
const B = hostcall.dlopen({lib:?}, {{ hc_id_i32: D }}).symbols;
const N = hostcall.dlopen({lib:?}, {{ hc_id_i32: {{ ...D, nonblocking: true }} }}).symbols;
globalThis.done = 0;
function check(t) {{ if (t !== 4950) throw new Error(`sum ${{t}}`); done++; }}
globalThis.blocking = async () => {{ let t = 0; for (let i = 0; i < 100; i++) t += B.hc_id_i32(i); check(t); }};
globalThis.sequential = async () => {{ let t = 0; for (let i = 0; i < 100; i++) t += await N.hc_id_i32(i); check(t); }};
globalThis.concurrent = async () => {{
  const ps = [];
  for (let i = 0; i < 100; i++) ps.push(N.hc_id_i32(i));
  check((await Promise.all(ps)).reduce((a, b) => a + b, 0));
}};
"#,
        lib = support::testlib()
    );
    support::engine(Backend::default(), &src, "nonblocking_bench.js")
}

fn nonblocking(c: &mut Criterion) {
    let mut g = c.benchmark_group("nonblocking");
    let e = engine();
    for what in ["blocking", "sequential", "concurrent"] {
        let script = format!("{what}()");
        let before: i32 = e.with(|ctx| ctx.eval("done").expect("done"));
        e.run(&script, "nonblocking_bench.js").expect("first run");
        let after: i32 = e.with(|ctx| ctx.eval("done").expect("done"));
        assert_eq!(after, before + 1, "{what} did not finish inside run");
        g.bench_function(what, |b| {
            b.iter(|| e.run(&script, "nonblocking_bench.js").expect("runs"))
        });
    }
    let runs: i32 = e.with(|ctx| ctx.eval("done").expect("done"));
    assert!(runs > 3, "the loops ran");
    g.finish();
}

/// A thread hand-off per call varies more than a plain call: a longer measurement.
fn config() -> Criterion {
    support::config().measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = nonblocking
}
criterion_main!(benches);
