//! Differential test of the closure entries: the monomorphized Rust thunk and the Cranelift
//! thunk of each closure's signature must give exactly what the generic backend gives, for
//! every parameter and result type and every edge value, under both policies: the same
//! result (type, value, `-0`, BigInt or number), the same exception, the same arguments
//! received by the closure.

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use std::cell::RefCell;
use std::rc::Rc;

use hostcall::{Backend, ConversionPolicy, TierPolicy};
use hostcall_quickjs::{ClosureConversions, ClosureEntry, Host, HostOptions};
use hostcall_testkit::jit_runs;
use rquickjs::{CatchResultExt, Context, Ctx, Runtime};

/// Arguments every closure is called with, as JavaScript source.
const EDGES: &[&str] = &[
    "0",
    "-0",
    "1",
    "-1",
    "7",
    "255",
    "256",
    "-128",
    "-129",
    "65535",
    "65536",
    "2 ** 31 - 1",
    "2 ** 31",
    "-(2 ** 31)",
    "-(2 ** 31) - 1",
    "2 ** 32 - 1",
    "2 ** 32",
    "2 ** 53",
    "2 ** 53 + 2",
    "-(2 ** 53)",
    "2 ** 63",
    "2 ** 64",
    "1.5",
    "-1.5",
    "0.1",
    "1e300",
    "NaN",
    "Infinity",
    "-Infinity",
    "true",
    "false",
    "null",
    "undefined",
    "''",
    "'12'",
    "'abc'",
    "'h\\u00e9llo'",
    "10n",
    "-10n",
    "2n ** 63n",
    "2n ** 64n - 1n",
    "2n ** 64n",
    "({})",
    "[1, 2]",
    "(() => 1)",
    "Symbol('s')",
];

/// Describes a result as JavaScript sees it, types included.
const REPR: &str = "(r) => typeof r === 'bigint' ? r + 'n' : typeof r === 'number' ? \
    (Object.is(r, -0) ? '-0' : String(r)) : typeof r === 'string' ? JSON.stringify(r) : \
    typeof r === 'function' ? 'function' : typeof r === 'object' && r !== null ? 'object' : String(r)";

type Log = Rc<RefCell<Vec<String>>>;

/// Defines one closure per parameter type (each returning what it received, and recording
/// it), and closures per result type.
fn define<'js>(ctx: &Ctx<'js>, host: &Host, log: &Log) {
    let g = ctx.globals();
    macro_rules! echo {
        ($($name:literal: $t:ty),* $(,)?) => {$({
            let log = log.clone();
            g.set($name, host.func(ctx, move |x: $t| {
                log.borrow_mut().push(format!("{:?}", x));
                x
            }).unwrap()).unwrap();
        })*};
    }
    echo! {
        "i8": i8, "u8": u8, "i16": i16, "u16": u16, "i32": i32, "u32": u32, "i64": i64,
        "u64": u64, "isize": isize, "usize": usize, "f32": f32, "f64": f64, "bool": bool,
        "oi32": Option<i32>, "ou64": Option<u64>, "of64": Option<f64>, "obool": Option<bool>,
        "string": String,
    }
    let l = log.clone();
    g.set(
        "jsstring",
        host.func(
            ctx,
            move |s: rquickjs::String<'js>| -> rquickjs::Result<rquickjs::String<'js>> {
                l.borrow_mut().push(s.to_string()?);
                Ok(s)
            },
        )
        .unwrap(),
    )
    .unwrap();
    let l = log.clone();
    g.set(
        "object",
        host.func(ctx, move |o: rquickjs::Object<'js>| {
            l.borrow_mut().push(format!("object {}", o.is_function()));
            o
        })
        .unwrap(),
    )
    .unwrap();
    let l = log.clone();
    g.set(
        "func",
        host.func(ctx, move |f: rquickjs::Function<'js>| {
            l.borrow_mut().push("function".into());
            f
        })
        .unwrap(),
    )
    .unwrap();
    g.set(
        "value",
        host.func(ctx, |v: rquickjs::Value<'js>| v).unwrap(),
    )
    .unwrap();
    g.set(
        "ostring",
        host.func(ctx, |s: Option<rquickjs::String<'js>>| s)
            .unwrap(),
    )
    .unwrap();
    // Results past int32 and 2^53, from an integral float64 argument.
    g.set("ri64", host.func(ctx, |x: f64| x as i64).unwrap())
        .unwrap();
    g.set("ru64", host.func(ctx, |x: f64| x as u64).unwrap())
        .unwrap();
    g.set("ru32", host.func(ctx, |x: f64| x as u32).unwrap())
        .unwrap();
    g.set("rf32", host.func(ctx, |x: f64| x as f32).unwrap())
        .unwrap();
    g.set("runit", host.func(ctx, |_x: f64| ()).unwrap())
        .unwrap();
    g.set(
        "rbig",
        host.func(ctx, |a: u64, b: u32| a.wrapping_mul(u64::from(b)))
            .unwrap(),
    )
    .unwrap();
    // Two parameters: a refusal of the second after the first converted.
    g.set(
        "pair",
        host.func(
            ctx,
            |a: rquickjs::String<'js>, b: u8| -> rquickjs::Result<String> {
                Ok(format!("{}:{b}", a.to_string()?))
            },
        )
        .unwrap(),
    )
    .unwrap();
}

const FUNCS: &[&str] = &[
    "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "isize", "usize", "f32", "f64", "bool",
    "oi32", "ou64", "of64", "obool", "string", "jsstring", "object", "func", "value", "ostring",
    "ri64", "ru64", "ru32", "rf32", "runit",
];

/// Runs every closure on every edge value (and a few two-argument calls) and returns one
/// line per call: the result or the exception, and what the closure received.
fn run(entry: ClosureEntry, backend: Backend, policy: ConversionPolicy) -> (Vec<String>, u64) {
    let rt = Runtime::new().unwrap();
    let context = Context::full(&rt).unwrap();
    let log: Log = Rc::new(RefCell::new(Vec::new()));
    context.with(|ctx| {
        let host = Host::attach(
            &ctx,
            HostOptions {
                policy,
                backend,
                tier: if backend == Backend::Jit {
                    TierPolicy::Eager
                } else {
                    TierPolicy::Never
                },
                closures: entry,
                // The entries are compared under the host's policy (rquickjs's conversions
                // are compared with rquickjs itself in `rquickjs_parity`).
                conversions: ClosureConversions::Policy,
                ..HostOptions::default()
            },
        )
        .unwrap();
        define(&ctx, &host, &log);
        let mut calls: Vec<String> = Vec::new();
        for f in FUNCS {
            for a in EDGES {
                calls.push(format!("{f}({a})"));
            }
            calls.push(format!("{f}()"));
        }
        for a in ["2 ** 40", "2 ** 53", "2 ** 60", "'x'", "-1"] {
            for b in ["0", "1", "2 ** 20", "4294967295", "-1", "1.5", "'2'"] {
                calls.push(format!("rbig({a}, {b})"));
            }
        }
        for a in ["'s'", "5", "null"] {
            for b in ["3", "300", "'4'", "{}"] {
                calls.push(format!("pair({a}, {b})"));
            }
        }
        let mut out = Vec::new();
        for call in calls {
            log.borrow_mut().clear();
            let src = format!(
                "(() => {{ const repr = {REPR}; try {{ return repr({call}); }} \
                 catch (e) {{ return 'throws ' + e.name + ': ' + e.message; }} }})()"
            );
            let got: String = ctx
                .eval(src)
                .catch(&ctx)
                .unwrap_or_else(|e| panic!("{call}: {e}"));
            out.push(format!("{call} = {got} | received {:?}", log.borrow()));
        }
        (out, host.counts().thunk)
    })
}

#[test]
fn closure_entries_agree_with_the_generic_backend() {
    for policy in [ConversionPolicy::strict(), ConversionPolicy::js_coercing()] {
        let mode = policy.mode();
        let (oracle, _) = run(ClosureEntry::Dispatcher, Backend::Generic, policy.clone());
        let mut others = vec![(
            "monomorphized",
            run(
                ClosureEntry::Monomorphized,
                Backend::Generic,
                policy.clone(),
            ),
        )];
        if jit_runs() {
            others.push((
                "cranelift",
                run(ClosureEntry::Dispatcher, Backend::Jit, policy.clone()),
            ));
        }
        for (name, (got, thunk_calls)) in others {
            assert_eq!(got.len(), oracle.len());
            let diffs: Vec<String> = oracle
                .iter()
                .zip(&got)
                .filter(|(a, b)| a != b)
                .map(|(a, b)| format!("generic: {a}\n{name}: {b}"))
                .collect();
            assert!(
                diffs.is_empty(),
                "{mode:?}: {} calls differ:\n{}",
                diffs.len(),
                diffs.join("\n")
            );
            // The fast path ran (and not only the fallback).
            assert!(
                thunk_calls > 300,
                "{name} {mode:?}: {thunk_calls} thunk calls"
            );
        }
        // The oracle itself is sane on a few calls.
        for (call, want) in [
            (
                "i32(2 ** 31)",
                if mode == hostcall::Mode::Strict {
                    "throws RangeError"
                } else {
                    "-2147483648"
                },
            ),
            ("u8(255)", "255"),
            ("ri64(2 ** 53 + 2)", "9007199254740994n"),
            ("ri64(2 ** 53)", "9007199254740992"),
            ("ru32(2 ** 31)", "2147483648"),
            ("f32(0.1)", "0.10000000149011612"),
            ("value(-0)", "-0"),
            ("ostring(null)", "undefined"),
        ] {
            let line = oracle
                .iter()
                .find(|l| l.starts_with(&format!("{call} = ")))
                .unwrap();
            assert!(line.contains(&format!("= {want}")), "{mode:?}: {line}");
        }
    }
}
