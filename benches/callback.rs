//! Callbacks: native code calling the engine, the JIT's upcall against the libffi closure
//! (the generic backend), in the same run.
//!
//! - `callback/<shape>/<backend>`: a Rust loop (standing in for a C library: qsort, an
//!   event loop) calls the callback's function pointer once per element of a 256-element
//!   array, through `black_box`, and checks every result. The engine is a mock whose hooks
//!   do the least an engine must: `enter` reads a closed flag, `invoke` reads the boxed
//!   arguments (so the boxing cannot be skipped) and writes a constant result of the
//!   callback's type, which the upcall takes inline. `floor` is a plain `extern "C"` Rust
//!   function of the same signature: the loop's own cost.
//! - `callback_compile/<shape>/{body,entry}`: compiling an upcall body (once per
//!   (signature, layout) per process) and an entry (once per callback).
//!
//! Run: `cargo bench --bench callback -- --warm-up-time 1 --measurement-time 3` (see
//! docs/benchmarks.md).

use std::cell::Cell;
use std::ffi::c_void;
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};
use hostcall::upcall::{ENTER_REFUSE, ENTER_RUN};
use hostcall::{
    Backend, Callback, CallbackSignature, Class, LayoutRef, Primitive, UpcallHooks, UpcallRecord,
    Value,
};
use hostcall_testkit::{Flavor, TestEngine};

const N: usize = 256;

// ---- the mock engine ----

struct Engine {
    layout: LayoutRef,
    closed: Cell<bool>,
    result: Primitive,
    /// Sum of the int32 payloads the script saw (so the boxing is observed).
    seen: Cell<i64>,
}

/// # Safety
/// `rec` is one of this bench's records.
unsafe fn engine<'a>(rec: *const UpcallRecord) -> &'a Engine {
    // SAFETY: every record here carries a leaked `Engine` as its data.
    unsafe { &*(*rec).data.cast::<Engine>() }
}

unsafe extern "C" fn enter(rec: *const UpcallRecord) -> u32 {
    // SAFETY: our records.
    if unsafe { engine(rec) }.closed.get() {
        ENTER_REFUSE
    } else {
        ENTER_RUN
    }
}

unsafe extern "C" fn invoke(
    rec: *const UpcallRecord,
    argv: *mut Value,
    argc: usize,
    ret: *mut Value,
    failed: u32,
) -> bool {
    // SAFETY: our records.
    let e = unsafe { engine(rec) };
    if failed != 0 {
        return false;
    }
    let size = usize::from(e.layout.size);
    let mut sum = 0i64;
    for i in 0..argc {
        // SAFETY: `argc` live values of the layout at `argv`.
        let v = unsafe { argv.cast::<u8>().add(i * size) }.cast::<Value>();
        // SAFETY: as above.
        if let Class::Int32(x) = unsafe { e.layout.classify(v) } {
            sum += i64::from(x);
        }
    }
    e.seen.set(e.seen.get().wrapping_add(sum));
    // SAFETY: `ret` is writable for one value.
    unsafe { e.layout.write(ret, e.result) };
    true
}

unsafe extern "C" fn result(_rec: *const UpcallRecord, _v: *mut Value, _out: *mut u64) -> bool {
    // Every result here is inline: reaching this is a bench bug.
    false
}

unsafe extern "C" fn queue(_rec: *const UpcallRecord, _raw: *const u64, out: *mut u64) {
    // SAFETY: `out` is writable.
    unsafe { *out = 0 };
}

static HOOKS: UpcallHooks = UpcallHooks {
    enter,
    invoke,
    result,
    queue,
};

fn callback(sig: &CallbackSignature, result: Primitive, backend: Backend) -> Callback {
    let test_engine: &'static std::pin::Pin<Box<TestEngine>> =
        Box::leak(Box::new(TestEngine::new(Flavor::QuickJs)));
    let e: &'static Engine = Box::leak(Box::new(Engine {
        layout: test_engine.layout(),
        closed: Cell::new(false),
        result,
        seen: Cell::new(0),
    }));
    let rec: &'static UpcallRecord = Box::leak(Box::new(UpcallRecord {
        hooks: &HOOKS,
        cx: test_engine.cx(),
        data: (e as *const Engine).cast(),
        inline_results: true,
    }));
    // SAFETY: the hooks keep the contract for the QuickJS layout, on this thread.
    let cb = unsafe { Callback::new(sig, e.layout, rec, backend) }.expect("a callback");
    assert_eq!(
        cb.backend(),
        backend,
        "{sig}: the JIT must run for this bench"
    );
    cb
}

fn sig(text: &str) -> CallbackSignature {
    CallbackSignature::from_descriptor(text).expect("a valid definition")
}

fn group<'a>(
    c: &'a mut Criterion,
    name: &str,
) -> BenchmarkGroup<'a, criterion::measurement::WallTime> {
    let mut g = c.benchmark_group(format!("callback/{name}"));
    g.throughput(Throughput::Elements(N as u64));
    g
}

// ---- (i32) -> i32 ----

extern "C" fn floor_i32(x: i32) -> i32 {
    x.wrapping_add(1)
}

fn i32_i32(c: &mut Criterion) {
    let s = sig(r#"{"parameters": ["i32"], "result": "i32"}"#);
    let data: Vec<i32> = (0..N as i32).collect();
    let mut g = group(c, "i32_i32");
    let floor: extern "C" fn(i32) -> i32 = floor_i32;
    let run = |g: &mut BenchmarkGroup<'_, _>, name: &str, f: extern "C" fn(i32) -> i32, expect| {
        g.bench_function(name, |b| {
            b.iter(|| {
                let f = black_box(f);
                let mut acc = 0i64;
                for &x in &data {
                    acc += i64::from(f(black_box(x)));
                }
                assert_eq!(acc, expect);
            })
        });
    };
    run(&mut g, "floor", floor, (1..=N as i64).sum());
    for backend in [Backend::Jit, Backend::Generic] {
        let cb = callback(&s, Primitive::Int32(1), backend);
        // SAFETY: the callback's C signature is exactly this.
        let f: extern "C" fn(i32) -> i32 = unsafe { std::mem::transmute(cb.code()) };
        run(&mut g, backend_name(backend), f, N as i64);
    }
    g.finish();
}

// ---- (f64, f64) -> f64 ----

extern "C" fn floor_f64(a: f64, b: f64) -> f64 {
    a * b
}

fn f64_f64(c: &mut Criterion) {
    let s = sig(r#"{"parameters": ["f64", "f64"], "result": "f64"}"#);
    let data: Vec<f64> = (0..N).map(|i| i as f64 * 0.5).collect();
    let mut g = group(c, "f64_f64_f64");
    let run = |g: &mut BenchmarkGroup<'_, _>,
               name: &str,
               f: extern "C" fn(f64, f64) -> f64,
               expect: f64| {
        g.bench_function(name, |b| {
            b.iter(|| {
                let f = black_box(f);
                let mut acc = 0.0;
                for &x in &data {
                    acc += f(black_box(x), 2.0);
                }
                assert_eq!(acc, expect);
            })
        });
    };
    run(
        &mut g,
        "floor",
        floor_f64,
        data.iter().map(|x| x * 2.0).sum(),
    );
    for backend in [Backend::Jit, Backend::Generic] {
        let cb = callback(&s, Primitive::Float64(0.25), backend);
        // SAFETY: the callback's C signature is exactly this.
        let f: extern "C" fn(f64, f64) -> f64 = unsafe { std::mem::transmute(cb.code()) };
        run(&mut g, backend_name(backend), f, 0.25 * N as f64);
    }
    g.finish();
}

// ---- (pointer, pointer) -> i32: a qsort comparator ----

extern "C" fn floor_cmp(a: *const c_void, b: *const c_void) -> i32 {
    (a as usize).cmp(&(b as usize)) as i32
}

fn comparator(c: &mut Criterion) {
    let s = sig(r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#);
    // N + 1 elements: N adjacent pairs, one call each.
    let data: Vec<u64> = (0..=N as u64).collect();
    let mut g = group(c, "qsort_comparator");
    type Cmp = extern "C" fn(*const c_void, *const c_void) -> i32;
    let run = |g: &mut BenchmarkGroup<'_, _>, name: &str, f: Cmp, expect: i64| {
        g.bench_function(name, |b| {
            b.iter(|| {
                let f = black_box(f);
                let mut acc = 0i64;
                for w in data.windows(2) {
                    let (a, b) = (&w[0] as *const u64, &w[1] as *const u64);
                    acc += i64::from(f(black_box(a.cast()), black_box(b.cast())));
                }
                assert_eq!(acc, expect);
            })
        });
    };
    run(&mut g, "floor", floor_cmp, -(N as i64));
    for backend in [Backend::Jit, Backend::Generic] {
        let cb = callback(&s, Primitive::Int32(-1), backend);
        // SAFETY: the callback's C signature is exactly this.
        let f: Cmp = unsafe { std::mem::transmute(cb.code()) };
        run(&mut g, backend_name(backend), f, -(N as i64));
    }
    g.finish();
}

// ---- 16 parameters, ints and floats interleaved ----

type Sixteen = extern "C" fn(
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
    i32,
    f64,
) -> f64;

#[allow(clippy::too_many_arguments)]
extern "C" fn floor_sixteen(
    a: i32,
    b: f64,
    c: i32,
    d: f64,
    e: i32,
    f: f64,
    g: i32,
    h: f64,
    i: i32,
    j: f64,
    k: i32,
    l: f64,
    m: i32,
    n: f64,
    o: i32,
    p: f64,
) -> f64 {
    f64::from(a + c + e + g + i + k + m + o) + b + d + f + h + j + l + n + p
}

fn sixteen(c: &mut Criterion) {
    let s = sig(
        r#"{"parameters": ["i32", "f64", "i32", "f64", "i32", "f64", "i32", "f64",
                           "i32", "f64", "i32", "f64", "i32", "f64", "i32", "f64"],
            "result": "f64"}"#,
    );
    let data: Vec<i32> = (0..N as i32).collect();
    let mut g = group(c, "sixteen_params");
    let run = |g: &mut BenchmarkGroup<'_, _>, name: &str, f: Sixteen, expect: f64| {
        g.bench_function(name, |b| {
            b.iter(|| {
                let f = black_box(f);
                let mut acc = 0.0;
                for &x in &data {
                    let y = f64::from(x);
                    acc += f(
                        black_box(x),
                        y,
                        x,
                        y,
                        x,
                        y,
                        x,
                        y,
                        x,
                        y,
                        x,
                        y,
                        x,
                        y,
                        x,
                        black_box(y),
                    );
                }
                assert_eq!(acc, expect);
            })
        });
    };
    let total: f64 = data.iter().map(|&x| 16.0 * f64::from(x)).sum();
    run(&mut g, "floor", floor_sixteen, total);
    for backend in [Backend::Jit, Backend::Generic] {
        let cb = callback(&s, Primitive::Float64(1.0), backend);
        // SAFETY: the callback's C signature is exactly this.
        let f: Sixteen = unsafe { std::mem::transmute(cb.code()) };
        run(&mut g, backend_name(backend), f, N as f64);
    }
    g.finish();
}

fn backend_name(b: Backend) -> &'static str {
    match b {
        Backend::Jit => "jit",
        Backend::Generic => "generic",
    }
}

// ---- compile time ----

fn compile(c: &mut Criterion) {
    let engine = TestEngine::new(Flavor::QuickJs);
    let layout = engine.layout();
    let shapes = [
        ("i32_i32", r#"{"parameters": ["i32"], "result": "i32"}"#),
        (
            "qsort_comparator",
            r#"{"parameters": ["pointer", "pointer"], "result": "i32"}"#,
        ),
        (
            "sixteen_params",
            r#"{"parameters": ["i32", "f64", "i32", "f64", "i32", "f64", "i32", "f64",
                               "i32", "f64", "i32", "f64", "i32", "f64", "i32", "f64"],
                "result": "f64"}"#,
        ),
    ];
    let mut g = c.benchmark_group("callback_compile");
    // A record that is never called: entries only embed its address.
    let rec: &'static UpcallRecord = Box::leak(Box::new(UpcallRecord {
        hooks: &HOOKS,
        cx: std::ptr::null_mut(),
        data: std::ptr::null(),
        inline_results: true,
    }));
    for (name, text) in shapes {
        let s = sig(text);
        let mut sizes = (0, 0);
        g.bench_function(format!("{name}/body"), |b| {
            b.iter(|| {
                let body =
                    hostcall_jit::compile_upcall_body(black_box(&s), layout).expect("compiles");
                sizes.0 = body.code_size();
            })
        });
        let body = hostcall_jit::compile_upcall_body(&s, layout).expect("compiles");
        g.bench_function(format!("{name}/entry"), |b| {
            b.iter(|| {
                let entry =
                    hostcall_jit::compile_upcall_entry(black_box(&body), rec).expect("compiles");
                sizes.1 = entry.code_size;
            })
        });
        if sizes.0 > 0 && sizes.1 > 0 {
            println!(
                "callback_compile/{name}: body {} bytes, entry {} bytes",
                sizes.0, sizes.1
            );
        }
    }
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(50)
}

criterion_group! {
    name = benches;
    config = config();
    targets = i32_i32, f64_f64, comparator, sixteen, compile
}
criterion_main!(benches);
