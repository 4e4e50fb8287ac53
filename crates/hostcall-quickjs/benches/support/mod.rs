//! What the FFI benches share: the test library's path, an engine set up by a script, the
//! "one JavaScript loop per iteration, on both backends" runner, and criterion's settings.
//! Each bench uses a part of it.
#![allow(dead_code)]

use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion};
use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{Engine, EngineOptions, FfiPermission};
use rquickjs::Function;

/// The test library's shared object, built by cargo next to the bench binary.
pub fn testlib() -> String {
    let exe = std::env::current_exe().expect("bench binary path");
    let so = exe.parent().expect("deps dir").join(format!(
        "{}hostcall_testlib{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(so.exists(), "{} is missing", so.display());
    so.display().to_string()
}

/// An engine on `backend` (strict policy, FFI allowed, native entries, eager tier) that
/// has run `setup` (a script, named `name` in errors).
pub fn engine(backend: Backend, setup: &str, name: &str) -> Engine {
    let e = Engine::new(EngineOptions {
        policy: ConversionPolicy::strict(),
        backend,
        // SAFETY: the benches' scripts are trusted with the test library.
        ffi: unsafe { FfiPermission::all() },
        native_entries: true,
        tier: TierPolicy::Eager,
        track_allocations: false,
        ..EngineOptions::default()
    })
    .expect("engine");
    e.run(setup, name).expect("setup");
    e
}

/// The backends a bench compares, with their row suffixes: the JIT only where it runs
/// (said on stderr when it does not).
pub fn backends(bench: &str) -> Vec<(&'static str, Backend)> {
    let mut out = Vec::new();
    if Backend::jit_available().is_ok() {
        out.push(("jit", Backend::Jit));
    } else {
        eprintln!("{bench}: the JIT does not run here; skipping the jit rows");
    }
    out.push(("generic", Backend::Generic));
    out
}

/// Benches each `(what, body)` of `loops` in `e` as row `{what}_{suffix}`: `body` runs in
/// a function with `const N = n`, once before measuring (so a wrong result fails early).
pub fn bench_loops(
    g: &mut BenchmarkGroup<'_, WallTime>,
    e: &Engine,
    suffix: &str,
    n: i32,
    loops: &[(&str, &str)],
) {
    e.with(|ctx| {
        for (what, body) in loops {
            let f: Function = ctx
                .eval(format!("(() => {{ const N = {n}; {body} }})"))
                .expect("compiles");
            f.call::<_, ()>(()).expect("first run");
            g.bench_function(format!("{what}_{suffix}"), |b| {
                b.iter(|| f.call::<_, ()>(()).expect("runs"))
            });
        }
    });
}

/// Short, repeatable settings: these benches compare rows of one run.
pub fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20)
}

/// Instruction counts (`valgrind --tool=callgrind`, which load does not move): when the
/// environment variable `var` is `ROW:R`, runs row `ROW` of `loops` in `e` once, then `R`
/// more times, and returns `true` (the bench then does nothing else); the instructions of
/// one iteration are `(count(R) - count(0)) / R`.
pub fn count_mode(var: &str, e: impl FnOnce() -> Engine, n: i32, loops: &[(&str, &str)]) -> bool {
    let Ok(spec) = std::env::var(var) else {
        return false;
    };
    let (row, repeats) = spec
        .split_once(':')
        .and_then(|(row, r)| Some((row, r.parse::<usize>().ok()?)))
        .unwrap_or_else(|| panic!("{var}=ROW:R"));
    let body = loops
        .iter()
        .find(|(what, _)| *what == row)
        .map(|(_, body)| *body)
        .unwrap_or_else(|| panic!("no row {row}"));
    let e = e();
    e.with(|ctx| {
        let f: Function = ctx
            .eval(format!("(() => {{ const N = {n}; {body} }})"))
            .expect("compiles");
        for _ in 0..=repeats {
            f.call::<_, ()>(()).expect("runs");
        }
    });
    true
}
