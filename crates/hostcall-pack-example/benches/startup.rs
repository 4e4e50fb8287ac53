//! Startup with a thunk pack: whole processes of the example (200 host functions of
//! distinct signatures defined in QuickJS and each called once, every result checked),
//! paired in one run:
//!
//! - `generic`: `--generic` (libffi for every call);
//! - `pack`: `--pack` (every call on a packed native entry, nothing compiled);
//! - `tiered`: neither (the default JIT: cold calls generic, nothing gets hot);
//! - `nojit_pack` / `nojit_generic`: the same program built without the `jit` feature, when
//!   `HOSTCALL_PACK_NOJIT_EXE` names that build's binary (see docs/benchmarks.md).
//!
//! Run: `cargo bench -p hostcall-pack-example --bench startup`.

use std::process::Command;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};

fn run(exe: &str, args: &[&str]) {
    let out = Command::new(exe).args(args).output().expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn startup(c: &mut Criterion) {
    let exe = env!("CARGO_BIN_EXE_hostcall-pack-example");
    let mut g = c.benchmark_group("pack_startup");
    g.measurement_time(Duration::from_secs(5));
    g.bench_function("generic", |b| b.iter(|| run(exe, &["--generic"])));
    g.bench_function("pack", |b| b.iter(|| run(exe, &["--pack"])));
    g.bench_function("tiered", |b| b.iter(|| run(exe, &[])));
    if let Ok(nojit) = std::env::var("HOSTCALL_PACK_NOJIT_EXE") {
        g.bench_function("nojit_generic", |b| b.iter(|| run(&nojit, &["--generic"])));
        g.bench_function("nojit_pack", |b| b.iter(|| run(&nojit, &["--pack"])));
    }
    g.finish();
}

criterion_group!(benches, startup);
criterion_main!(benches);
