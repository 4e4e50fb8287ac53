//! The drop-in gives rquickjs's results: every closure signature hostcall's `Func` supports
//! runs through rquickjs's own `Func` and through hostcall's (its default conversions,
//! `ClosureConversions::Rquickjs`), on the same values (the lane's edge cases included), in
//! one context, and the results, the exceptions (name and message) and what each closure
//! received must be the same. On every backend, both through hostcall's function objects
//! (`IntoJs`, `Host::func`) and through rquickjs's `Function::new` (`IntoJsFunc`).

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

mod support;

use std::cell::RefCell;
use std::rc::Rc;

use hostcall::HostError;
use hostcall_quickjs::{ClosureConversions, Host, HostOptions};
use rquickjs::convert::Coerced;
use rquickjs::function::{Func as RqFunc, Opt, Rest, This};
use rquickjs::{CatchResultExt, Context, Ctx, Function, Runtime};

/// Arguments every one-parameter closure is called with, as JavaScript source.
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
    "3e9",
    "-3e9",
    "2 ** 53 - 1",
    "2 ** 53",
    "2 ** 53 + 2",
    "-(2 ** 53)",
    "2 ** 63",
    "-(2 ** 63)",
    "2 ** 64",
    "1.5",
    "7.9",
    "-1.5",
    "-7.9",
    "0.1",
    "1e300",
    "-1e300",
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
    "'\\ud83d\\ude00'",
    // A rope: QuickJS-NG concatenates long strings lazily.
    "'a'.repeat(300) + 'b'.repeat(300)",
    "10n",
    "-10n",
    "2n ** 63n",
    "2n ** 64n - 1n",
    "2n ** 64n",
    "({})",
    "({ valueOf() { return 3; }, toString() { return 'x'; } })",
    "[1, 2]",
    "(() => 1)",
    "(class {})",
    "new Proxy({}, {})",
    "new Proxy(function () {}, {})",
    "Promise.resolve(1)",
    "new Error('e')",
    "Object(1)",
    "new Uint8Array(2)",
    "Symbol('s')",
];

/// Describes a result as JavaScript sees it, types included.
const REPR: &str = "(r) => typeof r === 'bigint' ? r + 'n' : typeof r === 'number' ? \
    (Object.is(r, -0) ? '-0' : String(r)) : typeof r === 'string' ? JSON.stringify(r) : \
    typeof r === 'function' ? 'function' : typeof r === 'object' && r !== null ? 'object' : String(r)";

type Log = Rc<RefCell<Vec<String>>>;

/// The three ways a closure becomes a JavaScript function here.
#[derive(Clone, Copy, Debug)]
enum Way {
    /// `rquickjs::function::Func` (the oracle).
    Rquickjs,
    /// hostcall's function object (`Host::func`, which `hostcall_quickjs::Func`'s `IntoJs`
    /// uses).
    Hostcall,
    /// `rquickjs::Function::new(ctx, hostcall_quickjs::Func::from(f))` (`IntoJsFunc`).
    IntoJsFunc,
}

/// Defines every closure under `prefix` the given way.
fn define<'js>(ctx: &Ctx<'js>, host: &Host, log: &Log, way: Way, prefix: &str) {
    let g = ctx.globals();
    macro_rules! def {
        ($name:expr, $f:expr) => {{
            let name = format!("{prefix}{}", $name);
            match way {
                Way::Rquickjs => g.set(name, RqFunc::from($f)).unwrap(),
                Way::Hostcall => g.set(name, host.func(ctx, $f).unwrap()).unwrap(),
                Way::IntoJsFunc => g
                    .set(
                        name,
                        Function::new(ctx.clone(), hostcall_quickjs::Func::from($f)).unwrap(),
                    )
                    .unwrap(),
            }
        }};
    }
    macro_rules! echo {
        ($($name:literal: $t:ty),* $(,)?) => {$({
            let log = log.clone();
            def!($name, move |x: $t| {
                log.borrow_mut().push(format!("{:?}", x));
                x
            });
        })*};
    }
    echo! {
        "i8": i8, "u8": u8, "i16": i16, "u16": u16, "i32": i32, "u32": u32, "i64": i64,
        "u64": u64, "isize": isize, "usize": usize, "f32": f32, "f64": f64, "bool": bool,
        "oi32": Option<i32>, "ou64": Option<u64>, "of64": Option<f64>, "obool": Option<bool>,
        "ou8": Option<u8>, "string": String, "ostring": Option<String>,
    }
    let l = log.clone();
    def!(
        "jsstring",
        move |s: rquickjs::String<'js>| -> rquickjs::Result<rquickjs::String<'js>> {
            l.borrow_mut().push(s.to_string()?);
            Ok(s)
        }
    );
    let l = log.clone();
    def!("object", move |o: rquickjs::Object<'js>| {
        l.borrow_mut().push(format!("object {}", o.is_function()));
        o
    });
    let l = log.clone();
    def!("func", move |f: rquickjs::Function<'js>| {
        l.borrow_mut().push("function".into());
        f
    });
    def!("value", |v: rquickjs::Value<'js>| v);
    def!("ojsstring", |s: Option<rquickjs::String<'js>>| s);
    def!("oobject", |o: Option<rquickjs::Object<'js>>| o.is_some());
    // Results past int32 and 2^53, from a float64 argument.
    def!("ri64", |x: f64| x as i64);
    def!("ru64", |x: f64| x as u64);
    def!("risize", |x: f64| x as isize);
    def!("rusize", |x: f64| x as usize);
    def!("ru32", |x: f64| x as u32);
    def!("ri8", |x: f64| x as i8);
    def!("rf32", |x: f64| x as f32);
    def!("runit", |_x: f64| ());
    def!("rbool", |x: f64| x > 0.0);
    def!("rou64", |x: f64| (x >= 0.0).then_some(x as u64));
    def!("rstring", |x: f64| format!("<{x}>"));
    // Errors: rquickjs's own, raised as rquickjs raises them.
    def!("rerr", |x: i32| -> rquickjs::Result<i32> {
        match x {
            0 => Err(rquickjs::Error::new_from_js("thing", "other")),
            1 => Err(rquickjs::Error::new_into_js_message("a", "b", "why")),
            2 => Err(rquickjs::Error::Unknown),
            3 => Err(rquickjs::Error::MissingArgs {
                expected: 3,
                given: 1,
            }),
            4 => Err(rquickjs::Error::Io(std::io::Error::other("disk"))),
            _ => Ok(x),
        }
    });
    def!("rthrow", |ctx: Ctx<'js>, x: i32| -> rquickjs::Result<i32> {
        if x > 0 {
            Err(ctx.throw(rquickjs::Value::new_int(ctx.clone(), x)))
        } else {
            Ok(-x)
        }
    });
    // Several parameters: one off the lane among lane ones, a failure of the second after
    // the first converted, a leading `Ctx`.
    let l = log.clone();
    def!("mix", move |a: i32, b: String, c: f64, d: u8| {
        l.borrow_mut().push(format!("{a} {b:?} {c} {d}"));
        format!("{a}|{b}|{c}|{d}")
    });
    def!("pair", |a: rquickjs::String<'js>,
                  b: u8|
     -> rquickjs::Result<String> {
        Ok(format!("{}:{b}", a.to_string()?))
    });
    def!("withctx", |ctx: Ctx<'js>,
                     a: u16|
     -> rquickjs::Result<i32> {
        let n: i32 = ctx.eval(format!("{a} + 1"))?;
        Ok(n)
    });
    def!("none", || 42u64);
    // rquickjs's parameter wrappers.
    def!("opt", |a: i32, b: Opt<u8>| format!("{a} {:?}", b.0));
    def!("optstr", |a: Opt<String>| format!("{:?}", a.0));
    def!("rest", |a: f64, r: Rest<i32>| format!("{a} {:?}", r.0));
    def!("restv", |r: Rest<rquickjs::Value<'js>>| r.0.len() as i32);
    // `Rest<Value>` after another parameter (its first argument past 0, or past `argc`),
    // and a `Value` result handed back (its reference moves out of the closure's result).
    def!(
        "optrestv",
        |a: Opt<i32>, r: Rest<rquickjs::Value<'js>>| format!(
            "{:?} {:?}",
            a.0,
            r.0.iter().map(|v| v.type_name()).collect::<Vec<_>>()
        )
    );
    def!("restvlast", |r: Rest<rquickjs::Value<'js>>| r
        .0
        .into_iter()
        .last());
    def!("optrest", |a: Opt<i32>, r: Rest<String>| format!(
        "{:?} {:?}",
        a.0, r.0
    ));
    def!("this", |t: This<rquickjs::Object<'js>>,
                  a: i32|
     -> rquickjs::Result<i32> {
        Ok(t.0.get::<_, i32>("k")? + a)
    });
    def!("thisv", |t: This<rquickjs::Value<'js>>| t.0.type_name());
    def!("coerced", |a: Coerced<i32>| a.0);
    def!("coercedstr", |a: Coerced<String>| a.0);
    def!("coercedf", |a: Coerced<f64>, b: i32| a.0 + f64::from(b));
    def!("null", |_n: rquickjs::Null| 1);
    def!("undef", |_u: rquickjs::Undefined| 2);
    // The application's own types, with their own conversions, beside lane parameters.
    let l = log.clone();
    def!("user", move |m: Meters| {
        l.borrow_mut().push(format!("{m:?}"));
        m
    });
    let l = log.clone();
    def!("ouser", move |m: Option<Meters>| {
        l.borrow_mut().push(format!("{m:?}"));
        m
    });
    let l = log.clone();
    def!("mixuser", move |a: i32, m: Meters, b: f64| {
        l.borrow_mut().push(format!("{a} {m:?} {b}"));
        m.0 * f64::from(a) + b
    });
    let l = log.clone();
    def!("optuser", move |a: Opt<Meters>, r: Rest<Meters>| {
        l.borrow_mut().push(format!("{:?} {:?}", a.0, r.0));
        r.0.len() as i32
    });
    // `Ctx` after other parameters, `Vec<T>` in and out.
    def!("ctxlast", |x: i32,
                     ctx: Ctx<'js>|
     -> rquickjs::Result<i32> {
        ctx.globals().set("__ctxlast", x)?;
        Ok(x)
    });
    let l = log.clone();
    def!("vec", move |v: Vec<i32>| {
        l.borrow_mut().push(format!("{v:?}"));
        v
    });
}

/// An application's own type: `FromJs` from a non-negative number (rquickjs's `f64`
/// conversion first), `IntoJs` as a string.
#[derive(Debug)]
struct Meters(f64);

impl<'js> rquickjs::FromJs<'js> for Meters {
    fn from_js(ctx: &Ctx<'js>, v: rquickjs::Value<'js>) -> rquickjs::Result<Meters> {
        let f = <f64 as rquickjs::FromJs>::from_js(ctx, v)?;
        if f < 0.0 {
            return Err(rquickjs::Error::new_from_js("negative number", "Meters"));
        }
        Ok(Meters(f))
    }
}

impl<'js> rquickjs::IntoJs<'js> for Meters {
    fn into_js(self, ctx: &Ctx<'js>) -> rquickjs::Result<rquickjs::Value<'js>> {
        rquickjs::IntoJs::into_js(format!("{}m", self.0), ctx)
    }
}

const FUNCS: &[&str] = &[
    "i8",
    "u8",
    "i16",
    "u16",
    "i32",
    "u32",
    "i64",
    "u64",
    "isize",
    "usize",
    "f32",
    "f64",
    "bool",
    "oi32",
    "ou64",
    "of64",
    "obool",
    "ou8",
    "string",
    "ostring",
    "jsstring",
    "object",
    "func",
    "value",
    "ojsstring",
    "oobject",
    "ri64",
    "ru64",
    "risize",
    "rusize",
    "ru32",
    "ri8",
    "rf32",
    "runit",
    "rbool",
    "rou64",
    "rstring",
    "rerr",
    "withctx",
    "user",
    "ouser",
    "optuser",
    "ctxlast",
    "vec",
];

/// Every call, as JavaScript source over a function name `F` placeholder.
fn calls() -> Vec<String> {
    let mut calls: Vec<String> = Vec::new();
    for f in FUNCS {
        for a in EDGES {
            calls.push(format!("{f}({a})"));
        }
        calls.push(format!("{f}()"));
        calls.push(format!("{f}.length"));
        calls.push(format!("{f}(1, 2)"));
    }
    for x in ["0", "1", "2", "3", "4", "5", "1.5", "'a'"] {
        calls.push(format!("rerr({x})"));
        calls.push(format!("rthrow({x})"));
    }
    for a in ["1", "1.5", "3e9", "'a'", "null"] {
        for b in ["'s'", "7", "null"] {
            for d in ["3", "3.7", "300", "'4'"] {
                calls.push(format!("mix({a}, {b}, 2.5, {d})"));
            }
        }
    }
    calls.push("mix(1, 's', 2.5)".into());
    for a in ["2", "2.5", "'x'"] {
        for m in ["3", "-1", "'4'", "null", "{ valueOf() { return 6 } }"] {
            calls.push(format!("mixuser({a}, {m}, 0.5)"));
        }
    }
    calls.push("mixuser(2, 3)".into());
    calls.push("optuser(1, 2, 3)".into());
    calls.push("optuser(1, -2)".into());
    calls.push("vec([1, 2.5, 3e9])".into());
    calls.push("vec([1, 'a'])".into());
    for a in ["'s'", "5", "null"] {
        for b in ["3", "300", "'4'", "{}", "2.9"] {
            calls.push(format!("pair({a}, {b})"));
        }
    }
    let args = [
        "",
        "1",
        "1, 2",
        "1.5, 300",
        "1, 2.5",
        "'a', 'b'",
        "1, undefined",
        "1, null",
        "1, 2, 3, 4",
        "1, 2, 'x', 4.5",
        "null",
        "undefined",
        "3e9",
        "'12'",
        "({ valueOf() { return ++globalThis.cnt; }, toString() { return 's' + ++globalThis.cnt; } })",
        "({ valueOf() { return ++globalThis.cnt; } }), ({ valueOf() { return ++globalThis.cnt; } })",
        "({ valueOf() { throw new RangeError('from valueOf'); } }), 1",
        "Symbol('s')",
        "10n",
    ];
    for f in [
        "opt",
        "optstr",
        "rest",
        "restv",
        "optrestv",
        "restvlast",
        "optrest",
        "coerced",
        "coercedstr",
        "coercedf",
        "null",
        "undef",
        "thisv",
    ] {
        for a in args {
            calls.push(format!("{f}({a})"));
        }
    }
    for t in ["({ k: 5 })", "({})", "null", "7", "'s'", "undefined"] {
        for a in ["", "1", "1.5", "'x'"] {
            calls.push(format!(
                "this.call({t}{}{a})",
                if a.is_empty() { "" } else { ", " }
            ));
            calls.push(format!(
                "thisv.call({t}{}{a})",
                if a.is_empty() { "" } else { ", " }
            ));
        }
    }
    calls.push("none()".into());
    calls.push("none(1, 2, 3)".into());
    calls
}

/// Runs every call on the functions under `prefix`: one line per call, its result or its
/// exception and what the closure received.
fn run(ctx: &Ctx<'_>, log: &Log, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    for call in calls() {
        log.borrow_mut().clear();
        let src = format!(
            "(() => {{ const repr = {REPR}; globalThis.cnt = 0; try {{ return repr({prefix}{call}) + ' cnt ' + cnt; }} \
             catch (e) {{ return 'throws ' + (e instanceof Error ? e.name + ': ' + e.message : 'value ' + String(e)) + ' cnt ' + cnt; }} }})()"
        );
        let got: String = ctx
            .eval(src)
            .catch(ctx)
            .unwrap_or_else(|e| panic!("{call}: {e}"));
        out.push(format!("{call} = {got} | received {:?}", log.borrow()));
    }
    out
}

fn compare(oracle: &[String], got: &[String], what: &str) {
    assert_eq!(oracle.len(), got.len());
    let diffs: Vec<String> = oracle
        .iter()
        .zip(got)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("rquickjs: {a}\n{what}: {b}"))
        .collect();
    assert!(
        diffs.is_empty(),
        "{what}: {} of {} calls differ from rquickjs:\n{}",
        diffs.len(),
        oracle.len(),
        diffs.join("\n")
    );
}

#[test]
fn the_drop_in_gives_rquickjs_results_on_every_backend() {
    for c in support::configs() {
        let rt = Runtime::new().unwrap();
        let context = Context::full(&rt).unwrap();
        let log: Log = Rc::new(RefCell::new(Vec::new()));
        context.with(|ctx| {
            let host = Host::attach(
                &ctx,
                HostOptions {
                    backend: c.backend,
                    native_entries: c.native_entries,
                    tier: c.tier,
                    ..HostOptions::default()
                },
            )
            .unwrap();
            assert_eq!(host.closure_conversions(), ClosureConversions::Rquickjs);
            define(&ctx, &host, &log, Way::Rquickjs, "rq_");
            define(&ctx, &host, &log, Way::Hostcall, "hc_");
            define(&ctx, &host, &log, Way::IntoJsFunc, "jf_");
            let oracle = run(&ctx, &log, "rq_");
            let before = host.counts().thunk;
            let got = run(&ctx, &log, "hc_");
            let lane_calls = host.counts().thunk - before;
            compare(&oracle, &got, &format!("hostcall {c:?}"));
            let got = run(&ctx, &log, "jf_");
            compare(&oracle, &got, &format!("IntoJsFunc {c:?}"));
            // The lane ran for most calls (and not only rquickjs's conversions).
            assert!(lane_calls > 800, "{c:?}: {lane_calls} lane calls");
            // The oracle itself says what the issue says rquickjs does.
            for (call, want) in [
                ("i32(1.5)", "1"),
                ("i32(7.9)", "7"),
                ("i32(3e9)", "2147483647"),
                ("i32(NaN)", "0"),
                ("u8(256)", "throws TypeError"),
                ("ru32(2 ** 31)", "-2147483648 "),
                ("i32('12')", "throws TypeError"),
                ("ru64(2 ** 53 + 2)", "9007199254740994 "),
                ("ru64(2 ** 63)", "9223372036854776000 "),
                ("ru64(2 ** 64)", "-1 "),
                ("i32()", "throws TypeError"),
                ("opt(1)", "\"1 None\""),
                ("opt(1, 2)", "\"1 Some(2)\""),
                ("rest(1, 2, 3, 4)", "\"1 [2, 3, 4]\""),
                ("coerced('12')", "12"),
                ("this.call(({ k: 5 }), 1)", "6"),
            ] {
                let line = oracle
                    .iter()
                    .find(|l| l.starts_with(&format!("{call} = ")))
                    .unwrap_or_else(|| panic!("no call {call}"));
                assert!(line.contains(&format!("= {want}")), "{line}");
            }
        });
    }
}

/// The strict policy stays one option away: `ClosureConversions::Policy` with the default
/// (strict) policy refuses what rquickjs converts, and boxes 64-bit results losslessly.
#[test]
fn the_strict_policy_is_one_option_away() {
    for c in support::configs() {
        let rt = Runtime::new().unwrap();
        let context = Context::full(&rt).unwrap();
        context.with(|ctx| {
            let host = Host::attach(
                &ctx,
                HostOptions {
                    backend: c.backend,
                    native_entries: c.native_entries,
                    tier: c.tier,
                    conversions: ClosureConversions::Policy,
                    ..HostOptions::default()
                },
            )
            .unwrap();
            let g = ctx.globals();
            g.set("i", host.func(&ctx, |x: i32| x).unwrap()).unwrap();
            g.set("r", host.func(&ctx, |x: f64| x as u64).unwrap())
                .unwrap();
            g.set(
                "h",
                host.func(&ctx, |x: i32| -> Result<i32, HostError> {
                    Err(HostError::range_error(format!("no {x}")))
                })
                .unwrap(),
            )
            .unwrap();
            for (src, want) in [
                ("i(1.5)", "RangeError"),
                ("i(3e9)", "RangeError"),
                ("i('1')", "TypeError"),
                ("h(1)", "RangeError: no 1"),
            ] {
                let got: String = ctx
                    .eval(format!(
                        "(() => {{ try {{ return String({src}); }} catch (e) {{ return e.name + ': ' + e.message; }} }})()"
                    ))
                    .unwrap();
                assert!(got.starts_with(want), "{c:?} {src}: {got}");
            }
            let big: String = ctx.eval("typeof r(2 ** 53 + 2)").unwrap();
            assert_eq!(big, "bigint", "{c:?}");
        });
    }
}

/// A closure with `Opt`, `This` or `Rest` parameters is refused (a typed error, not a wrong
/// call) where only one native argument per parameter can be passed.
#[test]
fn wrappers_need_the_monomorphized_entry_with_rquickjs_conversions() {
    let rt = Runtime::new().unwrap();
    let context = Context::full(&rt).unwrap();
    context.with(|ctx| {
        let host = Host::attach(&ctx, HostOptions::default()).unwrap();
        let e = host
            .func_with(
                &ctx,
                hostcall_quickjs::ClosureEntry::Dispatcher,
                |a: Opt<i32>| a.0.unwrap_or(0),
            )
            .unwrap_err();
        assert!(
            matches!(e, hostcall_quickjs::EngineError::UnsupportedClosure(_)),
            "{e}"
        );
        // The same closure on the default entry works.
        let f = host.func(&ctx, |a: Opt<i32>| a.0.unwrap_or(-1)).unwrap();
        ctx.globals().set("f", f).unwrap();
        assert_eq!(ctx.eval::<i32, _>("f() + f(5)").unwrap(), 4);
    });
}

/// `?` on hostcall's calls works inside rquickjs code, and an rquickjs error keeps its
/// identity through `EngineError`.
#[test]
fn engine_errors_convert_into_rquickjs_errors() {
    fn install<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<()> {
        let f = hostcall_quickjs::func(ctx, |a: i32, b: i32| a * b)?;
        ctx.globals().set("mul", f)?;
        Ok(())
    }
    let rt = Runtime::new().unwrap();
    let context = Context::full(&rt).unwrap();
    context.with(|ctx| {
        install(&ctx).unwrap();
        assert_eq!(ctx.eval::<i32, _>("mul(6, 7)").unwrap(), 42);
        // A definition error becomes an rquickjs error with its message.
        let other = Runtime::new().unwrap();
        let other_ctx = Context::full(&other).unwrap();
        let host = Host::get(&ctx).unwrap();
        other_ctx.with(|octx| {
            let e: rquickjs::Error = host.func(&octx, |a: i32| a).unwrap_err().into();
            assert!(e.to_string().contains("another runtime"), "{e}");
        });
        // An rquickjs error round-trips.
        let e: hostcall_quickjs::EngineError = rquickjs::Error::Exception.into();
        assert!(matches!(
            rquickjs::Error::from(e),
            rquickjs::Error::Exception
        ));
    });
}

/// Script runs in the middle of a call when an application's own `FromJs` reads a getter:
/// the parameters converted before it (a string copied, a value held) stay alive and
/// unchanged while the getter re-enters the same closure, drops every other reference to
/// them and forces a collection; the parameters after it are read after it ran. Same
/// results as rquickjs's `Func`, on every backend.
#[test]
fn script_inside_a_user_fromjs_cannot_pull_earlier_arguments_away() {
    #[derive(Debug)]
    struct Pt(f64);
    impl<'js> rquickjs::FromJs<'js> for Pt {
        fn from_js(_ctx: &Ctx<'js>, v: rquickjs::Value<'js>) -> rquickjs::Result<Pt> {
            let o = rquickjs::Object::from_value(v)?;
            Ok(Pt(o.get("x")?))
        }
    }
    for c in support::configs() {
        let rt = Runtime::new().unwrap();
        let context = Context::full(&rt).unwrap();
        context.with(|ctx| {
            let host = Host::attach(
                &ctx,
                HostOptions {
                    backend: c.backend,
                    native_entries: c.native_entries,
                    tier: c.tier,
                    ..HostOptions::default()
                },
            )
            .unwrap();
            let gc = |ctx: Ctx<'_>| ctx.run_gc();
            ctx.globals().set("gc", RqFunc::from(gc)).unwrap();
            for (name, hostcall) in [("rq", false), ("hc", true)] {
                let f = |s: String,
                         v: rquickjs::Value<'_>,
                         p: Pt,
                         n: i32|
                 -> rquickjs::Result<String> {
                    let v = v.as_object().map(|o| o.get::<_, String>("k")).transpose()?;
                    Ok(format!("{s} {v:?} {} {n}", p.0))
                };
                if hostcall {
                    ctx.globals().set(name, host.func(&ctx, f).unwrap()).unwrap();
                } else {
                    ctx.globals().set(name, RqFunc::from(f)).unwrap();
                }
            }
            let run = |name: &str| -> String {
                let src = format!(
                    r#"(() => {{
                        globalThis.keep = {{ s: 'str' + 'ing' + Math.random().toString().slice(0, 0), o: {{ k: 'kept' }} }};
                        let depth = 0;
                        const p = {{ get x() {{
                            depth++;
                            // Re-enter, drop the only other references, collect.
                            const inner = depth < 3 ? {name}(keep.s, keep.o, p, depth) : 'leaf';
                            delete globalThis.keep;
                            globalThis.n = 99;
                            gc();
                            return depth + inner.length / 1000;
                        }} }};
                        globalThis.n = 7;
                        try {{ return {name}(keep.s, keep.o, p, n); }} catch (e) {{ return 'throws ' + e.name + ': ' + e.message; }}
                    }})()"#
                );
                ctx.eval::<String, _>(src).catch(&ctx).unwrap()
            };
            let want = run("rq");
            let got = run("hc");
            assert_eq!(got, want, "{c:?}");
            assert!(want.starts_with("string Some(\"kept\")"), "{want}");
        });
    }
}

/// A panic inside an application's own `FromJs` (or the closure) resumes in the Rust code
/// that ran the script, after the script has returned, as rquickjs resumes it, on every
/// backend: nothing unwinds through QuickJS or a thunk (the panic travels through rquickjs's
/// own keeping), and the function keeps working. Under the host's policy
/// (`ClosureConversions::Policy`) a panic is a JavaScript `Error` instead.
#[test]
fn a_panicking_user_fromjs_resumes_in_the_caller() {
    struct Touchy(i32);
    impl<'js> rquickjs::FromJs<'js> for Touchy {
        fn from_js(ctx: &Ctx<'js>, v: rquickjs::Value<'js>) -> rquickjs::Result<Touchy> {
            let i = <i32 as rquickjs::FromJs>::from_js(ctx, v)?;
            assert!(i != 13, "unlucky");
            Ok(Touchy(i))
        }
    }
    let message = |p: Box<dyn std::any::Any + Send>| {
        p.downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_default()
    };
    for c in support::configs() {
        for conversions in [ClosureConversions::Rquickjs, ClosureConversions::Policy] {
            let rt = Runtime::new().unwrap();
            let context = Context::full(&rt).unwrap();
            context.with(|ctx| {
                let host = Host::attach(
                    &ctx,
                    HostOptions {
                        backend: c.backend,
                        native_entries: c.native_entries,
                        tier: c.tier,
                        conversions,
                        ..HostOptions::default()
                    },
                )
                .unwrap();
                let f = host
                    .func(&ctx, |a: i32, t: Touchy| a + t.0)
                    .unwrap();
                ctx.globals().set("f", f).unwrap();
                // rquickjs's own `Func` beside it: the reference.
                ctx.globals()
                    .set("rq", rquickjs::function::Func::from(|a: i32, t: Touchy| a + t.0))
                    .unwrap();
                let run = |src: &str| {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        ctx.eval::<i32, _>(src)
                            .catch(&ctx)
                            .map_err(|e| e.to_string())
                    }))
                    .map_err(message)
                };
                assert_eq!(run("rq(1, 2)"), Ok(Ok(3)));
                assert_eq!(run("rq(1, 13)"), Err("unlucky".to_string()));
                assert_eq!(run("f(1, 2)"), Ok(Ok(3)), "{c:?}");
                match conversions {
                    ClosureConversions::Rquickjs => {
                        assert_eq!(run("f(1, 13)"), Err("unlucky".to_string()), "{c:?}")
                    }
                    _ => {
                        let got = run("f(1, 13)");
                        assert!(
                            matches!(&got, Ok(Err(e)) if e.contains("host function panicked: unlucky")),
                            "{c:?}: {got:?}"
                        );
                    }
                }
                assert_eq!(run("f(1, 2)"), Ok(Ok(3)), "{c:?}: the function works after it");
            });
        }
    }
}
