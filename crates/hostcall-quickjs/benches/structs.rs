//! Structs by value through `dlopen`, against the same work with scalars, on both backends
//! in the same run. One iteration is a JavaScript loop of 1000 calls, checked after the loop:
//!
//! - `structs/param_{jit,generic}`: `hc_st_pair_i32_sum({i32, i32})`, the struct passed as
//!   an 8-byte `Uint8Array`;
//! - `structs/result_{jit,generic}`: `hc_st_pair_i32_swap({i32, i32}) -> {i32, i32}`, a new
//!   `Uint8Array` per call;
//! - `structs/scalars_{jit,generic}`: `hc_add_i32(i32, i32)`, the same arithmetic with two
//!   scalars: what the call costs without a struct.
//!
//! With the JIT backend (eager tier) struct symbols call through the shape's Cranelift
//! trampoline, with the generic backend through libffi: the `_jit` / `_generic` pairs are
//! the two in the same run. The scalar rows show what the call costs without a struct.
//! Run: `cargo bench -p hostcall-quickjs --bench structs`.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};
use rquickjs::Function;

const N: i32 = 1000;

fn testlib() -> String {
    let exe = std::env::current_exe().expect("bench binary path");
    let so = exe.parent().expect("deps dir").join(format!(
        "{}hostcall_testlib{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(so.exists(), "{} is missing", so.display());
    so.display().to_string()
}

fn engine(backend: Backend) -> Engine {
    let e = Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        // SAFETY: the bench's script is trusted with the test library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier: TierPolicy::Eager,
        track_allocations: false,
    })
    .expect("engine");
    let src = format!(
        r#"
const P = {{ struct: ["i32", "i32"] }};
const lib = hostcall.dlopen({:?}, {{
  hc_st_pair_i32_sum: {{ parameters: [P], result: "i64" }},
  hc_st_pair_i32_swap: {{ parameters: [P], result: P }},
  hc_add_i32: {{ parameters: ["i32", "i32"], result: "i32" }},
}});
globalThis.s = lib.symbols;
globalThis.pair = new Uint8Array(new Int32Array([3, 4]).buffer);
"#,
        testlib()
    );
    e.run(&src, "structs_bench.js").expect("setup");
    e
}

const LOOPS: [(&str, &str); 3] = [
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
];

fn structs(c: &mut Criterion) {
    let mut g = c.benchmark_group("structs");
    for (name, backend) in [("jit", Backend::Jit), ("generic", Backend::Generic)] {
        if backend == Backend::Jit && Backend::jit_available().is_err() {
            eprintln!("structs: the JIT does not run here; skipping the jit rows");
            continue;
        }
        let e = engine(backend);
        e.with(|ctx| {
            for (what, body) in LOOPS {
                let f: Function = ctx
                    .eval(format!("(() => {{ const N = {N}; {body} }})"))
                    .expect("compiles");
                f.call::<_, ()>(()).expect("first run");
                g.bench_function(format!("{what}_{name}"), |b| {
                    b.iter(|| f.call::<_, ()>(()).expect("runs"))
                });
            }
        });
    }
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20)
}

criterion_group! {
    name = benches;
    config = config();
    targets = structs
}
criterion_main!(benches);
