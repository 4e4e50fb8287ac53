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
const lib = hostcall.dlopen({:?}, {{
  slice: {{ name: "hc_slice_len", parameters: ["slice"], result: "usize" }},
  pair: {{ name: "hc_slice_len", parameters: ["buffer", "usize"], result: "usize" }},
}});
globalThis.s = lib.symbols;
globalThis.bytes = new Uint8Array(64);
globalThis.sub = bytes.subarray(8, 40);
"#,
        testlib()
    );
    e.run(&src, "slices_bench.js").expect("setup");
    e
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
    for (name, backend) in [("jit", Backend::Jit), ("generic", Backend::Generic)] {
        if backend == Backend::Jit && Backend::jit_available().is_err() {
            eprintln!("slices: the JIT does not run here; skipping the jit rows");
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
    targets = slices
}
criterion_main!(benches);
