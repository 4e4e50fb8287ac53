//! Host calls in Boa, all in one `Context`: a JavaScript loop calls a global function 10,000
//! times, each variant a different way to define it:
//!
//! - `inline`: the loop with the work in place of the call (the baseline to subtract);
//! - `boa_floor`: a Boa `NativeFunction` that returns its first argument as it is: Boa's
//!   native-call machinery alone, with no conversion and no work (the floor every variant
//!   pays);
//! - `boa_typed`: Boa's typed closure (`IntoJsFunctionCopied` of a Rust closure, arguments
//!   through `TryFromJs`);
//! - `boa_native`: a Boa `NativeFunction` converting its arguments with Boa's own
//!   `to_i32`/`to_number` (the spec's conversions);
//! - `hostcall_thunk`: an `extern "C" fn` through hostcall, its thunk compiled at definition;
//! - `hostcall_rust`: the same Rust closure as `boa_typed` through hostcall
//!   (`Host::rust`: the thunk calls a `catch_unwind` shim);
//! - `hostcall_closure`: a capturing closure through hostcall (`Host::closure`: the closure
//!   is the method copy's `env`);
//! - `hostcall_generic`: the `extern "C" fn` on hostcall's generic backend (libffi).
//!
//! Two signatures: `add(i32, i32) -> i32` and `mul(f64, f64) -> f64`. Per call above the
//! loop: `(variant - inline) / 10,000`. Every loop checks its result.
//!
//! After criterion's output (or alone with `HOSTCALL_PAIRED_ONLY=1`) a paired table: in each
//! of 200 rounds every variant's loop runs right before an inline loop, and the difference
//! is one sample; the table gives medians, and the ratios of Boa's typed closure to
//! hostcall's thunk, taken in that one run, both as they are and above the floor (what each
//! adds to Boa's own call machinery).
//!
//! Run: `cargo bench -p hostcall-boa --bench calls`.

use std::time::{Duration, Instant};

use boa_engine::object::builtins::JsFunction;
use boa_engine::{
    js_string, Context, IntoJsFunctionCopied, JsResult, JsValue, NativeFunction, Source,
};
use criterion::{criterion_group, Criterion};
use hostcall::{Backend, ConversionPolicy, Dispatcher, TierPolicy};
use hostcall_boa::{boa_layout, Host};

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

extern "C" fn mul(a: f64, b: f64) -> f64 {
    a * b
}

const VARIANTS: [&str; 7] = [
    "boa_floor",
    "boa_typed",
    "boa_native",
    "hostcall_thunk",
    "hostcall_rust",
    "hostcall_closure",
    "hostcall_generic",
];

/// The loop calling `{op}_{variant}`; `inline` does the work itself.
fn source(op: &str, variant: &str) -> String {
    let (call, expect) = match op {
        _ if variant == "boa_floor" => (format!("{op}_boa_floor(i, 1)"), "49995000"),
        "add" if variant == "inline" => ("(i + 1)".to_owned(), "50005000"),
        "add" => (format!("add_{variant}(i, 1)"), "50005000"),
        _ if variant == "inline" => ("(i * 0.5)".to_owned(), "24997500"),
        _ => (format!("mul_{variant}(i, 0.5)"), "24997500"),
    };
    format!(
        "(function () {{ let s = 0; for (let i = 0; i < 10000; i++) s += {call}; \
         if (s !== {expect}) throw new Error('{op} {variant}: ' + s); }})"
    )
}

fn host(backend: Backend) -> Host {
    let d = Dispatcher::new(
        boa_layout().expect("Boa's layout"),
        ConversionPolicy::strict(),
    )
    .expect("dispatcher")
    .with_backend(backend)
    .expect("backend")
    .with_tier(TierPolicy::Eager);
    Host::with_dispatcher(d).expect("host")
}

fn boa_floor(_: &JsValue, args: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(args.first().cloned().unwrap_or_default())
}

fn boa_native_add(_: &JsValue, args: &[JsValue], cx: &mut Context) -> JsResult<JsValue> {
    let a = args.first().cloned().unwrap_or_default().to_i32(cx)?;
    let b = args.get(1).cloned().unwrap_or_default().to_i32(cx)?;
    Ok(JsValue::from(a.wrapping_add(b)))
}

fn boa_native_mul(_: &JsValue, args: &[JsValue], cx: &mut Context) -> JsResult<JsValue> {
    let a = args.first().cloned().unwrap_or_default().to_number(cx)?;
    let b = args.get(1).cloned().unwrap_or_default().to_number(cx)?;
    Ok(JsValue::from(a * b))
}

/// A context with every variant defined, and each loop compiled once.
struct Bench {
    context: Context,
    loops: Vec<(String, JsFunction)>,
    _hosts: [Host; 2],
}

fn setup() -> Bench {
    let mut context = Context::default();
    let cx = &mut context;
    let jit = host(Backend::default());
    let generic = host(Backend::Generic);
    let global = |cx: &mut Context, name: &str, f: NativeFunction| {
        cx.register_global_callable(js_string!(name), 2, f)
            .expect("global");
    };
    let typed_add = (|a: i32, b: i32| a.wrapping_add(b)).into_js_function_copied(cx);
    global(cx, "add_boa_typed", typed_add);
    let typed_mul = (|a: f64, b: f64| a * b).into_js_function_copied(cx);
    global(cx, "mul_boa_typed", typed_mul);
    global(cx, "add_boa_floor", NativeFunction::from_fn_ptr(boa_floor));
    global(cx, "mul_boa_floor", NativeFunction::from_fn_ptr(boa_floor));
    global(
        cx,
        "add_boa_native",
        NativeFunction::from_fn_ptr(boa_native_add),
    );
    global(
        cx,
        "mul_boa_native",
        NativeFunction::from_fn_ptr(boa_native_mul),
    );
    for (h, suffix) in [(&jit, "hostcall_thunk"), (&generic, "hostcall_generic")] {
        h.typed(
            &format!("add_{suffix}"),
            add as extern "C" fn(i32, i32) -> i32,
        )
        .map(|f| f.register_global(cx))
        .expect("add")
        .expect("global");
        h.typed(
            &format!("mul_{suffix}"),
            mul as extern "C" fn(f64, f64) -> f64,
        )
        .map(|f| f.register_global(cx))
        .expect("mul")
        .expect("global");
    }
    jit.rust("add_hostcall_rust", |a: i32, b: i32| a.wrapping_add(b))
        .expect("add")
        .register_global(cx)
        .expect("global");
    jit.rust("mul_hostcall_rust", |a: f64, b: f64| a * b)
        .expect("mul")
        .register_global(cx)
        .expect("global");
    // Captured values the compiler cannot see through.
    let (zero, one) = (std::hint::black_box(0i32), std::hint::black_box(1.0f64));
    jit.closure("add_hostcall_closure", move |a: i32, b: i32| {
        a.wrapping_add(b) + zero
    })
    .expect("add")
    .register_global(cx)
    .expect("global");
    jit.closure("mul_hostcall_closure", move |a: f64, b: f64| a * b * one)
        .expect("mul")
        .register_global(cx)
        .expect("global");
    let mut loops = Vec::new();
    for op in ["add", "mul"] {
        for v in std::iter::once("inline").chain(VARIANTS) {
            let f = cx
                .eval(Source::from_bytes(&source(op, v)))
                .expect("loop compiles");
            let f = f
                .as_object()
                .and_then(JsFunction::from_object)
                .expect("a function");
            loops.push((format!("{op}/{v}"), f));
        }
    }
    Bench {
        context,
        loops,
        _hosts: [jit, generic],
    }
}

impl Bench {
    fn run(&mut self, i: usize) {
        let f = self.loops[i].1.clone();
        f.call(&JsValue::undefined(), &[], &mut self.context)
            .expect("loop runs");
    }
    fn index(&self, name: &str) -> usize {
        self.loops
            .iter()
            .position(|(n, _)| n == name)
            .expect("a loop")
    }
}

fn criterion_calls(c: &mut Criterion) {
    let mut b = setup();
    let mut g = c.benchmark_group("boa_calls");
    for i in 0..b.loops.len() {
        let name = b.loops[i].0.clone();
        g.bench_function(&name, |bench| bench.iter(|| b.run(i)));
    }
    g.finish();
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn paired() {
    let mut b = setup();
    let rounds = 200;
    println!("\npaired: ns per call above the loop, median of {rounds} rounds");
    for op in ["add", "mul"] {
        let inline = b.index(&format!("{op}/inline"));
        let mut medians = Vec::new();
        let idx: Vec<usize> = VARIANTS
            .iter()
            .map(|v| b.index(&format!("{op}/{v}")))
            .collect();
        let mut samples = vec![Vec::with_capacity(rounds); VARIANTS.len()];
        for _ in 0..3 {
            for &i in &idx {
                b.run(i);
            }
            b.run(inline);
        }
        for r in 0..rounds {
            for k in 0..idx.len() {
                let k = (k + r) % idx.len();
                let t0 = Instant::now();
                b.run(idx[k]);
                let t1 = Instant::now();
                b.run(inline);
                let t2 = Instant::now();
                let d = (t1 - t0).as_secs_f64() - (t2 - t1).as_secs_f64();
                samples[k].push(d * 1e9 / 10_000.0);
            }
        }
        for (v, s) in VARIANTS.iter().zip(&mut samples) {
            let m = median(s);
            medians.push(m);
            println!("  {op}/{v:<18} {m:8.1} ns");
        }
        let (floor, typed, native, thunk, rust, closure) = (
            medians[0], medians[1], medians[2], medians[3], medians[4], medians[5],
        );
        println!(
            "  {op}: boa_typed / hostcall_thunk = {:.2}x, boa_native / hostcall_thunk = {:.2}x, \
             boa_typed / hostcall_rust = {:.2}x",
            typed / thunk,
            native / thunk,
            typed / rust
        );
        println!(
            "  {op} above the floor: boa_typed {:.1} ns, hostcall_thunk {:.1} ns, hostcall_rust {:.1} ns, hostcall_closure {:.1} ns",
            typed - floor,
            thunk - floor,
            rust - floor,
            closure - floor
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20);
    targets = criterion_calls
}

/// `HOSTCALL_BOA_CALLS_COUNT=OP/VARIANT:N` (e.g. `add/hostcall_thunk:3`): runs that loop N
/// times and exits, for instruction counts under callgrind (the difference of two counts is
/// the loop's).
fn count_mode() -> bool {
    let Ok(spec) = std::env::var("HOSTCALL_BOA_CALLS_COUNT") else {
        return false;
    };
    let (name, n) = spec
        .rsplit_once(':')
        .expect("HOSTCALL_BOA_CALLS_COUNT=OP/VARIANT:N");
    let n: usize = n.parse().expect("a count");
    let mut b = setup();
    let i = b.index(name);
    for _ in 0..n {
        b.run(i);
    }
    true
}

fn main() {
    if count_mode() {
        return;
    }
    if std::env::var_os("HOSTCALL_PAIRED_ONLY").is_none() {
        benches();
        Criterion::default().configure_from_args().final_summary();
    }
    paired();
}
