//! Startup cost of the JIT: a script that `dlopen`s a C library of 200 functions with
//! distinct signatures (1 to 6 parameters drawn from i32 u32 f64 i64 u8 f32 i16 u64) and
//! calls each once, timed as whole `hostcall` processes (nothing is compiled before a
//! process starts; every process has a fresh cache).
//!
//! Rows, in one run: an empty script; `--backend generic`; the default JIT (tiered); the JIT
//! with `--jit eager` (every symbol compiled at `dlopen`, what hostcall did before tiering);
//! and the same four with only 25 of the 200 functions called. The C library is generated
//! and built with `cc` into the target directory when the bench starts; the script checks
//! every result, so a wrong call fails the bench.
//!
//! Run: `cargo bench -p hostcall-cli --bench startup`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};

const FUNCTIONS: usize = 200;
const KINDS: [(&str, &str); 8] = [
    ("i32", "int32_t"),
    ("u32", "uint32_t"),
    ("f64", "double"),
    ("i64", "int64_t"),
    ("u8", "uint8_t"),
    ("f32", "float"),
    ("i16", "int16_t"),
    ("u64", "uint64_t"),
];

/// Deterministic distinct signatures: (parameter kinds, result kind), as indices in `KINDS`.
fn signatures() -> Vec<(Vec<usize>, usize)> {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    while out.len() < FUNCTIONS {
        let arity = 1 + next(6);
        let params: Vec<usize> = (0..arity).map(|_| next(KINDS.len())).collect();
        let result = next(KINDS.len());
        if seen.insert((params.clone(), result)) {
            out.push((params, result));
        }
    }
    out
}

/// Builds the library and writes the scripts into `dir`; returns (library, all, some).
fn prepare(dir: &Path) -> (PathBuf, PathBuf, PathBuf) {
    std::fs::create_dir_all(dir).expect("bench dir");
    let sigs = signatures();
    let mut c = String::from("#include <stdint.h>\n");
    let mut descriptors = String::new();
    let mut calls_all = String::new();
    for (i, (params, result)) in sigs.iter().enumerate() {
        let args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(j, &k)| format!("{} a{j}", KINDS[k].1))
            .collect();
        let sum: Vec<String> = (0..params.len()).map(|j| format!("a{j}")).collect();
        c.push_str(&format!(
            "{} f{i}({}) {{ return ({})({}); }}\n",
            KINDS[*result].1,
            args.join(", "),
            KINDS[*result].1,
            sum.join(" + ")
        ));
        let ps: Vec<String> = params
            .iter()
            .map(|&k| format!("\"{}\"", KINDS[k].0))
            .collect();
        descriptors.push_str(&format!(
            "  f{i}: {{ parameters: [{}], result: \"{}\" }},\n",
            ps.join(", "),
            KINDS[*result].0
        ));
        // Arguments 1..=6: small enough for every kind; the sum is exact in every result.
        let vals: Vec<String> = (1..=params.len()).map(|v| v.to_string()).collect();
        let want: usize = (1..=params.len()).sum();
        let wrap = if KINDS[*result].0 == "i64" || KINDS[*result].0 == "u64" {
            "Number"
        } else {
            ""
        };
        calls_all.push_str(&format!(
            "if ({wrap}(s.f{i}({})) !== {want}) throw new Error(\"f{i}\");\n",
            vals.join(", ")
        ));
    }
    let src = dir.join("startup200.c");
    std::fs::write(&src, c).expect("write C");
    let lib = dir.join("libstartup200.so");
    let status = Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&lib)
        .arg(&src)
        .status()
        .expect("cc runs (the bench needs a C compiler)");
    assert!(status.success(), "cc failed");
    let head = format!(
        "const s = hostcall.dlopen({:?}, {{\n{descriptors}}}).symbols;\n",
        lib.to_str().expect("utf-8 path")
    );
    let all = dir.join("call_all.js");
    std::fs::write(&all, format!("{head}{calls_all}")).expect("write script");
    let some = dir.join("call_25.js");
    let first25: String = calls_all.lines().take(25).collect::<Vec<_>>().join("\n");
    std::fs::write(&some, format!("{head}{first25}\n")).expect("write script");
    (lib, all, some)
}

fn run(exe: &str, args: &[&str]) {
    let out = Command::new(exe)
        .args(args)
        .output()
        .expect("hostcall runs");
    assert!(
        out.status.success(),
        "hostcall {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn startup(c: &mut Criterion) {
    let exe = env!("CARGO_BIN_EXE_hostcall");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("startup-bench");
    let (_lib, all, some) = prepare(&dir);
    let empty = dir.join("empty.js");
    std::fs::write(&empty, "").expect("write script");
    let (all, some, empty) = (
        all.to_str().expect("utf-8"),
        some.to_str().expect("utf-8"),
        empty.to_str().expect("utf-8"),
    );
    // Each configuration once outside the timing, so a failure shows before measuring.
    for args in [
        vec!["run", "--allow-ffi", "--backend", "generic", all],
        vec!["run", "--allow-ffi", all],
        vec!["run", "--allow-ffi", "--jit", "eager", all],
    ] {
        run(exe, &args);
    }
    let mut g = c.benchmark_group("startup");
    g.bench_function("empty_script", |b| b.iter(|| run(exe, &["run", empty])));
    for (name, script) in [("call_200_of_200", all), ("call_25_of_200", some)] {
        g.bench_function(format!("{name}/generic"), |b| {
            b.iter(|| run(exe, &["run", "--allow-ffi", "--backend", "generic", script]))
        });
        g.bench_function(format!("{name}/jit_tiered"), |b| {
            b.iter(|| run(exe, &["run", "--allow-ffi", script]))
        });
        g.bench_function(format!("{name}/jit_eager"), |b| {
            b.iter(|| run(exe, &["run", "--allow-ffi", "--jit", "eager", script]))
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4))
        .sample_size(20);
    targets = startup
}
criterion_main!(benches);
