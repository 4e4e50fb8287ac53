//! Closures in the rquickjs idiom, all in one runtime and context: `add(a, b)` called 10,000
//! times by a precompiled JavaScript loop, each variant a global function:
//!
//! - `inline`: the loop with `i + 1` in place of the call (the baseline to subtract);
//! - `rquickjs_func`: `Func::from(|a: i32, b: i32| a + b)`, rquickjs's typed closure;
//! - `hostcall_closure`: the same closure through hostcall's default entry (the
//!   monomorphized Rust thunk);
//! - `hostcall_closure_cranelift`: the same closure through the dispatcher's path, the
//!   Cranelift thunk of `(env, context, i32, i32) -> i32` compiled at definition;
//! - `hostcall_capturing`, `hostcall_capturing_cranelift`: a closure capturing a value
//!   (`move |a, b| a + b + k`, `k` unknown to the compiler), on each entry;
//! - `hostcall_extern_c`: an `extern "C" fn(i32, i32) -> i32` through hostcall (its native
//!   entry compiled at definition): the target for closures.
//!
//! Per call above the JavaScript loop: `(variant - inline) / 10,000`. Every loop checks its
//! sum, so the work cannot be skipped.
//!
//! On a shared, loaded machine two criterion runs minutes apart drift by more than the
//! differences measured here, so the bench also prints a paired table (after criterion's
//! output, or alone with `HOSTCALL_PAIRED_ONLY=1`): in each of 300 rounds, every variant's
//! loop runs right before an inline loop, in an order rotated per round, and the round's
//! difference is one sample of the variant's cost per call; the table gives the median and
//! the 10th and 90th percentiles of those samples, and the ratios the issue asks about.
//!
//! Then the drop-in against rquickjs, per signature ([`SHAPES`]: scalars, strings, the
//! application's own types, and the shapes rquickjs applications write most, such as
//! `(Ctx, Rest<Value>) -> Result<Value>`): criterion's group `closures/dropin/ROW` (both
//! functions of a row, one after the other) and the paired table `closures/dropin`, in which
//! the two alternate round by round. `HOSTCALL_DROPIN_ROWS=8,9` times only those rows;
//! `HOSTCALL_NO_PAIRED=1` skips the paired tables; `HOSTCALL_DROPIN_COUNT=ROW:SIDE:N` (for
//! callgrind) runs one row's loop N times and nothing else (see `paired_dropin`).
//!
//! Run: `cargo bench -p hostcall-quickjs --bench closures`.

use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion};
use hostcall::{Backend, TierPolicy};
use hostcall_quickjs::{ClosureEntry, Host, HostOptions};
use rquickjs::{Context, Function, Runtime};

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// The loop calling `name`; `k` is what the callee adds beyond `a + b`.
fn calls(name: &str) -> String {
    format!(
        "(function () {{
  let s = 0;
  for (let i = 0; i < 10000; i++) s += {name}(i, 1);
  if (s !== 50005000 + 10000 * k) throw new Error(`{name}: got ${{s}}`);
}})"
    )
}

const INLINE: &str = "(function () {
  let s = 0;
  for (let i = 0; i < 10000; i++) s += i + 1;
  if (s !== 50005000) throw new Error(`inline: got ${s}`);
})";

const VARIANTS: [&str; 6] = [
    "rquickjs_func",
    "hostcall_closure",
    "hostcall_closure_cranelift",
    "hostcall_capturing",
    "hostcall_capturing_cranelift",
    "hostcall_extern_c",
];

/// One runtime and context with every variant defined, and `f` run in it.
fn with_variants(f: impl FnOnce(&rquickjs::Ctx<'_>, &Host)) {
    let rt = Runtime::new().expect("runtime");
    let context = Context::full(&rt).expect("context");
    let jit = Backend::jit_available().is_ok();
    context.with(|ctx| {
        let host = Host::attach(
            &ctx,
            HostOptions {
                backend: if jit { Backend::Jit } else { Backend::Generic },
                tier: TierPolicy::Eager,
                ..HostOptions::default()
            },
        )
        .expect("host");
        let g = ctx.globals();
        // Unknown to the compiler, and 0 so every loop has the same sum.
        let k: i32 = std::hint::black_box(0);
        g.set("k", k).expect("k");
        g.set(
            "rquickjs_func",
            rquickjs::function::Func::from(|a: i32, b: i32| a.wrapping_add(b)),
        )
        .expect("rquickjs");
        g.set(
            "hostcall_closure",
            host.func(&ctx, |a: i32, b: i32| a.wrapping_add(b))
                .expect("closure"),
        )
        .expect("set");
        g.set(
            "hostcall_closure_cranelift",
            host.func_with(&ctx, ClosureEntry::Dispatcher, |a: i32, b: i32| {
                a.wrapping_add(b)
            })
            .expect("closure"),
        )
        .expect("set");
        g.set(
            "hostcall_capturing",
            host.func(&ctx, move |a: i32, b: i32| {
                a.wrapping_add(b).wrapping_add(k)
            })
            .expect("closure"),
        )
        .expect("set");
        g.set(
            "hostcall_capturing_cranelift",
            host.func_with(&ctx, ClosureEntry::Dispatcher, move |a: i32, b: i32| {
                a.wrapping_add(b).wrapping_add(k)
            })
            .expect("closure"),
        )
        .expect("set");
        host.define_extern_fn(
            &ctx,
            &g,
            "hostcall_extern_c",
            add as extern "C" fn(i32, i32) -> i32,
        )
        .expect("extern fn");
        f(&ctx, &host);
        let counts = host.counts();
        // Every hostcall call completed on a thunk (native, monomorphized or Cranelift),
        // none fell back.
        assert!(counts.fallback == 0 && counts.generic == 0, "{counts:?}");
    });
}

fn closures(c: &mut Criterion) {
    with_variants(|ctx, _| {
        let mut group = c.benchmark_group("closures/add_10k");
        let mut variants = vec![("inline", INLINE.to_string())];
        for name in VARIANTS {
            variants.push((name, calls(name)));
        }
        for (name, src) in variants {
            let f: Function = ctx.eval(src).expect("compiles");
            f.call::<_, ()>(()).expect("first run");
            group.bench_function(name, |b| b.iter(|| f.call::<_, ()>(()).expect("runs")));
        }
        group.finish();
    });
}

/// The drop-in rows under criterion, rquickjs's and hostcall's function of each row in one
/// group (`closures/dropin/ROW`), one after the other: each iteration is the row's loop of
/// 10,000 calls.
fn dropin_criterion(c: &mut Criterion) {
    let rt = Runtime::new().expect("runtime");
    let context = Context::full(&rt).expect("context");
    context.with(|ctx| {
        let _host = Host::attach(&ctx, HostOptions::default()).expect("host");
        let g = ctx.globals();
        g.set("o", rquickjs::Object::new(ctx.clone()).expect("object"))
            .expect("o");
        define_pairs(&ctx, &g);
        for (row, (_, call, sum)) in SHAPES.iter().enumerate() {
            let mut group = c.benchmark_group(format!("closures/dropin/{row}"));
            for side in ["rq", "hc"] {
                let call = call.replace('F', &format!("{side}{row}"));
                let f: Function = ctx
                    .eval(format!(
                        "(function () {{ let s = 0; for (let i = 0; i < 10000; i++) s += {call}; \
                         if (s !== {sum}) throw new Error(`{call}: got ${{s}}`); }})"
                    ))
                    .expect("compiles");
                f.call::<_, ()>(()).expect("first run");
                let name = if side == "rq" { "rquickjs" } else { "hostcall" };
                group.bench_function(name, |b| b.iter(|| f.call::<_, ()>(()).expect("runs")));
            }
            group.finish();
        }
    });
}

/// The paired measurement (see the module docs): ns per call above the loop.
fn paired() {
    const ROUNDS: usize = 300;
    with_variants(|ctx, _| {
        let inline: Function = ctx.eval(INLINE).expect("compiles");
        let loops: Vec<Function> = VARIANTS
            .iter()
            .map(|name| ctx.eval(calls(name)).expect("compiles"))
            .collect();
        let run = |f: &Function| {
            let t = Instant::now();
            f.call::<_, ()>(()).expect("runs");
            t.elapsed().as_secs_f64()
        };
        for f in loops.iter().chain([&inline]) {
            for _ in 0..20 {
                run(f);
            }
        }
        let mut samples = vec![Vec::with_capacity(ROUNDS); VARIANTS.len()];
        for round in 0..ROUNDS {
            for k in 0..VARIANTS.len() {
                let v = (k + round) % VARIANTS.len();
                let with_calls = run(&loops[v]);
                let without = run(&inline);
                samples[v].push((with_calls - without) * 1e9 / 10_000.0);
            }
        }
        let stat = |s: &mut Vec<f64>, q: f64| {
            s.sort_by(f64::total_cmp);
            s[((s.len() - 1) as f64 * q).round() as usize]
        };
        println!("\nclosures/paired: ns per call above the loop ({ROUNDS} rounds)");
        println!(
            "{:<30} {:>8} {:>8} {:>8}",
            "variant", "p10", "median", "p90"
        );
        let mut median = Vec::new();
        for (name, s) in VARIANTS.iter().zip(samples.iter_mut()) {
            let (p10, p50, p90) = (stat(s, 0.1), stat(s, 0.5), stat(s, 0.9));
            println!("{name:<30} {p10:>8.1} {p50:>8.1} {p90:>8.1}");
            median.push(p50);
        }
        let m = |name: &str| median[VARIANTS.iter().position(|v| *v == name).unwrap_or(0)];
        println!(
            "rquickjs_func / hostcall_closure: {:.2}x; hostcall_capturing / hostcall_extern_c: {:.2}; \
             hostcall_capturing_cranelift / hostcall_extern_c: {:.2}",
            m("rquickjs_func") / m("hostcall_closure"),
            m("hostcall_capturing") / m("hostcall_extern_c"),
            m("hostcall_capturing_cranelift") / m("hostcall_extern_c"),
        );
    });
}

/// The drop-in pairs: (signature, the call with `F` for the function, expected sum of the
/// call over 10,000 iterations with `i` from 0). A call whose result is not a number is
/// `(call, 1)`. Row `i`'s functions are the globals `rq{i}` and `hc{i}` ([`define_pairs`]).
const SHAPES: [(&str, &str, i64); 17] = [
    ("scalar (i32, i32) -> i32", "F(i, 1)", 50_005_000),
    ("string (String) -> usize", "F('h\\u00e9llo')", 60_000),
    ("object (Object) -> bool", "F(o)", 10_000),
    ("opt (i32, Opt<i32>) -> i32", "F(i)", 50_005_000 - 10_000),
    ("FromJs-only (Coerced<i32>) -> i32", "F(i)", 49_985_000),
    ("user FromJs (Celsius) -> i32", "F(i)", 49_985_000),
    ("user FromJs + lane (i32, Celsius)", "F(i, 1)", 50_005_000),
    ("user IntoJs (i32) -> Celsius", "F(i)", 49_995_000),
    (
        "(Ctx, Rest<Value>) -> Result<Value>, empty",
        "(F(i, 1), 1)",
        10_000,
    ),
    (
        "(Ctx, Rest<Value>) -> Result<Value>, reads",
        "F(i, 1)",
        49_995_000,
    ),
    ("(Value, Value) -> Value", "F(i, 1)", 49_995_000),
    ("(Ctx, Value) -> Result<Value>", "F(i)", 49_995_000),
    ("() -> f64", "F()", 5_000),
    ("(Opt<Value>) -> ()", "(F(i), 1)", 10_000),
    ("(This<Object>, Value) -> Result<()>", "(o.F(i), 1)", 10_000),
    ("#[function] (i32, i32) -> i32", "F(i, 1)", 50_005_000),
    (
        "#[function] (Ctx, Rest<Value>) -> Result<Value>, reads",
        "F(i, 1)",
        49_995_000,
    ),
];

/// Rows 15 and 16: one `#[function]` source, expanded by rquickjs's macro (`rq`) and by
/// hostcall's (`hc`).
macro_rules! function_rows {
    ($function:path) => {
        use rquickjs::function::Rest;
        use rquickjs::{Ctx, Value};

        #[$function]
        pub fn add(a: i32, b: i32) -> i32 {
            a.wrapping_add(b)
        }

        #[$function]
        pub fn first<'js>(ctx: Ctx<'js>, args: Rest<Value<'js>>) -> rquickjs::Result<Value<'js>> {
            let n = args.len();
            Ok(match args.0.into_iter().next() {
                Some(first) if n == 2 => first,
                _ => Value::new_undefined(ctx),
            })
        }
    };
}

mod rq_function {
    function_rows!(rquickjs::function);
}

mod hc_function {
    function_rows!(hostcall_quickjs::function);
}

/// Defines each row of [`SHAPES`] twice: `rq{i}` through rquickjs's `Func`, `hc{i}` through
/// hostcall's (its default: monomorphized entry, rquickjs's conversions). The `This` row's
/// functions are also methods of the global `o`.
fn define_pairs<'js>(ctx: &rquickjs::Ctx<'js>, g: &rquickjs::Object<'js>) {
    use rquickjs::convert::Coerced;
    use rquickjs::function::{Func as RqFunc, Opt, Rest, This};
    use rquickjs::{Ctx, Object, Value};
    macro_rules! pair {
        ($i:literal, $f:expr) => {{
            g.set(concat!("rq", $i), RqFunc::from($f)).expect("rq");
            g.set(concat!("hc", $i), hostcall_quickjs::Func::from($f))
                .expect("hc");
        }};
    }
    pair!(0, |a: i32, b: i32| a.wrapping_add(b));
    pair!(1, |s: String| s.len());
    pair!(2, |o: Object<'js>| !o.is_array());
    pair!(3, |a: i32, b: Opt<i32>| a + b.0.unwrap_or(0));
    pair!(4, |a: Coerced<i32>| a.0 - 1);
    pair!(5, |c: Celsius| c.0 - 1);
    pair!(6, |a: i32, c: Celsius| a + c.0);
    pair!(7, |a: i32| Celsius(a));
    // The shape rquickjs applications use most (Javy's console and IO functions).
    pair!(8, |ctx: Ctx<'js>,
              _args: Rest<Value<'js>>|
     -> rquickjs::Result<Value<'js>> {
        Ok(Value::new_undefined(ctx))
    });
    pair!(9, |ctx: Ctx<'js>,
              args: Rest<Value<'js>>|
     -> rquickjs::Result<Value<'js>> {
        let n = args.len();
        Ok(match args.0.into_iter().next() {
            Some(first) if n == 2 => first,
            _ => Value::new_undefined(ctx),
        })
    });
    pair!(10, |a: Value<'js>, _b: Value<'js>| a);
    pair!(11, |_ctx: Ctx<'js>,
               v: Value<'js>|
     -> rquickjs::Result<Value<'js>> { Ok(v) });
    pair!(12, || 0.5f64);
    pair!(13, |_v: Opt<Value<'js>>| {});
    pair!(14, |_this: This<Object<'js>>,
               _v: Value<'js>|
     -> rquickjs::Result<()> { Ok(()) });
    let _: () = ctx.eval("o.rq14 = rq14; o.hc14 = hc14;").expect("methods");
    g.set("rq15", rq_function::js_add).expect("rq");
    g.set("hc15", hc_function::js_add).expect("hc");
    g.set("rq16", rq_function::js_first).expect("rq");
    g.set("hc16", hc_function::js_first).expect("hc");
}

/// The drop-in against rquickjs, per signature (issue 21): each pair is the same closure
/// through `rquickjs::function::Func` and through hostcall's `Func` (its default:
/// monomorphized entry, rquickjs's conversions), in one runtime and context, measured the
/// paired way (ns per call above the same loop with the call replaced by a constant). The
/// last rows are class members: one `#[class]`/`#[methods]` source expanded by rquickjs's
/// macros and by hostcall's (`meter!`).
fn paired_dropin() {
    use rquickjs::Object;
    const ROUNDS: usize = 200;
    let rt = Runtime::new().expect("runtime");
    let context = Context::full(&rt).expect("context");
    context.with(|ctx| {
        let host = Host::attach(&ctx, HostOptions::default()).expect("host");
        let g = ctx.globals();
        g.set("o", Object::new(ctx.clone()).expect("object")).expect("o");
        define_pairs(&ctx, &g);
        // Class members: the same `#[class]`/`#[methods]` source through rquickjs's macros
        // and through hostcall's, one instance of each.
        rquickjs::Class::<rq_class::Meter>::define(&g).expect("rq class");
        rquickjs::Class::<hc_class::Meter>::define(&g).expect("hc class");
        let _: () = ctx
            .eval("globalThis.rp = new RqMeter(1); globalThis.hp = new HcMeter(1);")
            .expect("instances");
        let looped = |call: &str, sum: i64| -> Function<'_> {
            ctx.eval(format!(
                "(function () {{ let s = 0; for (let i = 0; i < 10000; i++) s += {call}; \
                 if (s !== {sum}) throw new Error(`{call}: got ${{s}}`); }})"
            ))
            .expect("compiles")
        };
        let inline: Function = ctx
            .eval("(function () { let s = 0; for (let i = 0; i < 10000; i++) s += i; if (s < 0) throw 0; })")
            .expect("compiles");
        let run = |f: &Function| {
            let t = Instant::now();
            f.call::<_, ()>(()).expect("runs");
            t.elapsed().as_secs_f64()
        };
        let stat = |s: &mut Vec<f64>, q: f64| {
            s.sort_by(f64::total_cmp);
            s[((s.len() - 1) as f64 * q).round() as usize]
        };
        println!("\nclosures/dropin: ns per call above the loop, rquickjs's Func vs hostcall's ({ROUNDS} rounds)");
        println!("{:<47} {:>10} {:>10} {:>8}", "row signature", "rquickjs", "hostcall", "ratio");
        let mut rows: Vec<(String, String, String, i64)> = SHAPES
            .iter()
            .enumerate()
            .map(|(i, (shape, call, sum))| {
                (
                    shape.to_string(),
                    call.replace('F', &format!("rq{i}")),
                    call.replace('F', &format!("hc{i}")),
                    *sum,
                )
            })
            .collect();
        rows.push((
            "class method (&self, i32) -> i32".into(),
            "rp.add(i)".into(),
            "hp.add(i)".into(),
            49_985_000,
        ));
        rows.push((
            "class getter (&self) -> i32".into(),
            "rp.base".into(),
            "hp.base".into(),
            10_000,
        ));
        // Instruction counts (`valgrind --tool=callgrind`, which load does not move):
        // `HOSTCALL_DROPIN_COUNT=ROW:SIDE:N` runs row ROW's loop (10,000 calls) N times
        // through SIDE (`rq`, `hc`, or `inline`: the loop without the call) and nothing else.
        if let Ok(spec) = std::env::var("HOSTCALL_DROPIN_COUNT") {
            let parts: Vec<&str> = spec.split(':').collect();
            let (row, side, n) = match parts.as_slice() {
                [row, side, n] => (
                    row.parse::<usize>().expect("ROW"),
                    *side,
                    n.parse::<usize>().expect("N"),
                ),
                _ => panic!("HOSTCALL_DROPIN_COUNT=ROW:SIDE:N"),
            };
            let (_, rq_call, hc_call, sum) = &rows[row];
            let f = match side {
                "rq" => looped(rq_call, *sum),
                "hc" => looped(hc_call, *sum),
                // The floor of row 0: a QuickJS C function written by hand (two int32 tags
                // checked, no conversion machinery), what any host function costs at least.
                "raw" => {
                    // SAFETY: `ctx` is live; `raw_add` has QuickJS's C function signature.
                    let raw = unsafe {
                        rquickjs::qjs::JS_NewCFunction2(
                            ctx.as_raw().as_ptr(),
                            Some(raw_add),
                            c"raw0".as_ptr(),
                            2,
                            rquickjs::qjs::JSCFunctionEnum_JS_CFUNC_generic,
                            0,
                        )
                    };
                    // SAFETY: an owned value of this context.
                    let raw = unsafe { rquickjs::Value::from_raw(ctx.clone(), raw) };
                    g.set("raw0", raw).expect("raw0");
                    looped("raw0(i, 1)", rows[0].3)
                }
                _ => inline.clone(),
            };
            for _ in 0..n {
                f.call::<_, ()>(()).expect("runs");
            }
            return;
        }
        // `HOSTCALL_DROPIN_ROWS=8,9,12` times only those rows.
        let only: Option<Vec<usize>> = std::env::var("HOSTCALL_DROPIN_ROWS")
            .ok()
            .map(|v| v.split(',').map(|r| r.trim().parse().expect("ROW")).collect());
        for (row, (shape, rq_call, hc_call, sum)) in rows.iter().enumerate() {
            if only.as_ref().is_some_and(|o| !o.contains(&row)) {
                continue;
            }
            let rq = looped(rq_call, *sum);
            let hc = looped(hc_call, *sum);
            for _ in 0..20 {
                run(&rq);
                run(&hc);
                run(&inline);
            }
            let (mut a, mut b) = (Vec::new(), Vec::new());
            for round in 0..ROUNDS {
                let order: [&Function; 2] = if round % 2 == 0 { [&rq, &hc] } else { [&hc, &rq] };
                for f in order {
                    let with_calls = run(f);
                    let without = run(&inline);
                    let per = (with_calls - without) * 1e9 / 10_000.0;
                    if std::ptr::eq(f, &rq) {
                        a.push(per);
                    } else {
                        b.push(per);
                    }
                }
            }
            let (ra, rb) = (stat(&mut a, 0.5), stat(&mut b, 0.5));
            println!("{row:>2} {shape:<44} {ra:>10.1} {rb:>10.1} {:>7.2}x", ra / rb);
        }
        let counts = host.counts();
        assert!(counts.fallback == 0 && counts.generic == 0, "{counts:?}");
    });
}

/// The benched class, generic over which macros expand it.
macro_rules! meter {
    ($class:path, $methods:path, $name:literal) => {
        use rquickjs::class::Trace;
        use rquickjs::JsLifetime;

        #[derive(Trace, JsLifetime)]
        #[$class(rename = $name)]
        pub struct Meter {
            base: i32,
        }

        #[$methods]
        impl Meter {
            #[qjs(constructor)]
            pub fn new(base: i32) -> Meter {
                Meter { base }
            }

            pub fn add(&self, d: i32) -> i32 {
                d.wrapping_add(self.base).wrapping_sub(2)
            }

            #[qjs(get)]
            pub fn base(&self) -> i32 {
                self.base
            }
        }
    };
}

mod rq_class {
    meter!(rquickjs::class, rquickjs::methods, "RqMeter");
}

mod hc_class {
    meter!(
        hostcall_quickjs::class,
        hostcall_quickjs::methods,
        "HcMeter"
    );
}

/// `raw0(a, b)`: a QuickJS C function written by hand for two int32 arguments (the floor a
/// host function cannot go under).
unsafe extern "C" fn raw_add(
    _ctx: *mut rquickjs::qjs::JSContext,
    _this: rquickjs::qjs::JSValue,
    argc: std::ffi::c_int,
    argv: *mut rquickjs::qjs::JSValue,
) -> rquickjs::qjs::JSValue {
    use rquickjs::qjs;
    let int = i64::from(qjs::JS_TAG_INT);
    // SAFETY: QuickJS passes `argc` live arguments (at least the declared length, 2,
    // padded with `undefined`).
    let (a, b) = unsafe { (*argv, *argv.add(1)) };
    let sum = if argc >= 2 && a.tag == int && b.tag == int {
        // SAFETY: both are int32s (their tags say so).
        unsafe { a.u.int32.wrapping_add(b.u.int32) }
    } else {
        0
    };
    qjs::JSValue {
        u: qjs::JSValueUnion { int32: sum },
        tag: int,
    }
}

/// An application's own type with its own rquickjs conversions (an `i32` inside).
struct Celsius(i32);

impl<'js> rquickjs::FromJs<'js> for Celsius {
    fn from_js(ctx: &rquickjs::Ctx<'js>, v: rquickjs::Value<'js>) -> rquickjs::Result<Celsius> {
        <i32 as rquickjs::FromJs>::from_js(ctx, v).map(Celsius)
    }
}

impl<'js> rquickjs::IntoJs<'js> for Celsius {
    fn into_js(self, ctx: &rquickjs::Ctx<'js>) -> rquickjs::Result<rquickjs::Value<'js>> {
        rquickjs::IntoJs::into_js(self.0, ctx)
    }
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .sample_size(50)
}

criterion_group! {
    name = benches;
    config = config();
    targets = closures, dropin_criterion
}

fn main() {
    if std::env::var_os("HOSTCALL_DROPIN_COUNT").is_some() {
        paired_dropin();
        return;
    }
    if std::env::var_os("HOSTCALL_PAIRED_ONLY").is_none() {
        benches();
        Criterion::default().configure_from_args().final_summary();
    }
    // `cargo test --benches` runs this binary with `--test`: no timing then.
    if !std::env::args().any(|a| a == "--test") && std::env::var_os("HOSTCALL_NO_PAIRED").is_none()
    {
        paired();
        paired_dropin();
    }
}
