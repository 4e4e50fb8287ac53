//! The `pointer_views` bench's JIT rows, for instruction counts: `valgrind --tool=callgrind`
//! of this program with two repeat counts gives the instructions of one iteration (one bench
//! row's JavaScript loop) as `(count(R) - count(0)) / R`, which a loaded machine does not
//! move (wall-clock timings there are noise).
//!
//! `pointer_views_calls ROW R`: one [`Engine`] on the JIT with the bench's setup script, the
//! row's loop run once, then `R` more times. `ROW` is one of the bench's rows without its
//! backend suffix: `add_i32`, `get_int32`, `view_new_get_int32`, `cstring`, `encode_into`,
//! `qsort_index`, `qsort_view` (see `benches/pointer_views.rs` for what each loop does).
//!
//! Run: `cargo build --profile bench -p hostcall-quickjs --example pointer_views_calls`
//! (which also builds the test library next to it, in `deps/`; `HOSTCALL_TESTLIB` names
//! another), then `valgrind --tool=callgrind target/release/examples/pointer_views_calls
//! encode_into 10` (and `0`).

use std::process::ExitCode;

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};
use rquickjs::Function;

/// Each row's loop (of `N` iterations), as the bench has it.
const LOOPS: [(&str, &str); 7] = [
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
];

/// The bench's setup script over the test library at `lib`.
fn setup(lib: &str) -> String {
    format!(
        r#"
const lib = hostcall.dlopen({lib:?}, {{
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
globalThis.sorted = () => {{ for (let i = 1; i < n; i++) if (values[i - 1] > values[i]) return false; return true; }};
"#
    )
}

/// The test library: `HOSTCALL_TESTLIB`, else the one cargo built in `deps/` beside
/// `examples/`.
fn testlib() -> Result<String, String> {
    if let Ok(p) = std::env::var("HOSTCALL_TESTLIB") {
        return Ok(p);
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let so = exe
        .parent()
        .and_then(|examples| examples.parent())
        .ok_or("no target directory")?
        .join("deps")
        .join(format!(
            "{}hostcall_testlib{}",
            std::env::consts::DLL_PREFIX,
            std::env::consts::DLL_SUFFIX
        ));
    if !so.exists() {
        return Err(format!(
            "{} is missing (set HOSTCALL_TESTLIB)",
            so.display()
        ));
    }
    Ok(so.display().to_string())
}

fn run(row: &str, repeats: usize) -> Result<(), String> {
    let body = LOOPS
        .iter()
        .find(|(name, _)| *name == row)
        .map(|(_, body)| *body)
        .ok_or_else(|| format!("unknown row {row}"))?;
    let engine = Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend: Backend::Jit,
        // SAFETY: the script is this program's own, over the workspace's test library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier: TierPolicy::Eager,
        track_allocations: false,
        ..EngineOptions::default()
    })
    .map_err(|e| e.to_string())?;
    engine
        .run(&setup(&testlib()?), "pointer_views_calls.js")
        .map_err(|e| e.to_string())?;
    engine.with(|ctx| {
        let f: Function = ctx
            .eval(format!("(() => {{ const N = 1000; {body} }})"))
            .map_err(|e| e.to_string())?;
        for _ in 0..=repeats {
            f.call::<_, ()>(()).map_err(|e| e.to_string())?;
        }
        Ok(())
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(row), Some(Ok(repeats))) = (args.get(1), args.get(2).map(|r| r.parse::<usize>()))
    else {
        eprintln!("usage: pointer_views_calls ROW REPEATS");
        return ExitCode::FAILURE;
    };
    match run(row, repeats) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pointer_views_calls: {e}");
            ExitCode::FAILURE
        }
    }
}
