//! String calls, for instruction counts: `valgrind --tool=callgrind` of this program with two
//! call counts gives the instructions of one call as `(count(N) - count(0)) / N`, which a
//! loaded machine does not move (wall-clock timings there are noise).
//!
//! `string_calls MODE N`:
//!
//! - `rq_func`, `hc_func`: one runtime and context, a precompiled loop making `N` calls of
//!   `|s: String| s.len()`, through rquickjs's `Func` and through hostcall's `Func`
//!   (default options), each with an ASCII and a non-ASCII argument (`N` calls each);
//! - `warm_jit`, `warm_generic`, `warm_jit_eager`: one [`Engine`] with the interop host
//!   ([`hostcall_quickjs::interop`]), `N` calls of `host.concat('abcdefgh', String(i))`
//!   (Jint's string-passing call: two `cstring` arguments, a `cstring` result), tiered or
//!   with the thunk compiled at definition; `warm_rq`: the same calls of rquickjs's typed
//!   closure `|a: String, b: String| a + &b`;
//! - `fresh_jit`, `fresh_generic`, `fresh_rq`: `N` fresh engines, each running
//!   `examples/interop/string_passing.js` (2,000 `concat` calls) and dropped, as the
//!   `js_interop/string_passing` bench does; `fresh_rq` is rquickjs's typed closures;
//!   `fresh_raw` the floor: a bare rquickjs runtime whose `host.concat` is a hand-written
//!   C-ABI QuickJS function (the bench's `raw_c` host);
//!   `fresh_jit_eager` compiles the thunk when the first engine defines the method (every
//!   later engine finds it in the process-wide cache), so the count of `N + 1` engines less
//!   the count of one is `N` fresh engines on the thunk (under callgrind the tiered modes'
//!   background compile may not finish before the program does); With
//!   `STRING_CALLS_PRELUDE` set, the hostcall engines run that script first (to change
//!   what QuickJS's allocator holds before the calls);
//! - `empty_jit`, `empty_generic`, `empty_rq`: as the `fresh_` modes with an empty script
//!   (the bench's `js_interop/setup_only` rows);
//! - `setup_bare`, `setup_engine`: `N` bare rquickjs runtimes with a full context, or `N`
//!   [`Engine::new`] with the default options, each dropped (the `js_setup` bench's rows).
//!
//! Run: `cargo build --release -p hostcall-quickjs --example string_calls`, then
//! `valgrind --tool=callgrind target/release/examples/string_calls hc_func 10000` (and `0`).

use std::process::ExitCode;

use hostcall::{Backend, TierPolicy};
use hostcall_quickjs::interop::{install_host, InteropHost};
use hostcall_quickjs::{Engine, EngineOptions, Host, HostOptions};
use rquickjs::context::EvalOptions;
use rquickjs::{qjs, Context, Ctx, Function, Object, Runtime};

#[path = "../benches/support/raw_concat.rs"]
mod raw_concat;
use raw_concat::raw_concat;

const STRING_PASSING: &str = include_str!("../../../examples/interop/string_passing.js");

/// A no-op `console.log` (the script logs once).
fn quiet_console(ctx: &Ctx<'_>) -> rquickjs::Result<()> {
    let console = Object::new(ctx.clone())?;
    console.set("log", Function::new(ctx.clone(), || {})?)?;
    ctx.globals().set("console", console)
}

/// Runs `src` as global, sloppy-mode code; an exception is an error.
fn eval_script(ctx: &Ctx<'_>, src: &str) -> Result<(), String> {
    let mut opts = EvalOptions::default();
    opts.global = true;
    opts.strict = false;
    match ctx.eval_with_options::<(), _>(src, opts) {
        Ok(()) => Ok(()),
        Err(rquickjs::Error::Exception) => Err(format!("script threw: {:?}", ctx.catch())),
        Err(e) => Err(format!("script failed: {e}")),
    }
}

/// `n` calls of `len(s)` for an ASCII and a non-ASCII `s`, checked.
fn len_loop(ctx: &Ctx<'_>, n: u32) -> Result<(), String> {
    let f: Function = ctx
        .eval(
            "(function (n) { let t = 0; for (let i = 0; i < n; i++) { t += len('hello'); \
             t += len('h\\u00e9llo'); } return t; })",
        )
        .map_err(|e| e.to_string())?;
    let total: u32 = f
        .call((n,))
        .map_err(|e| format!("{e}: {:?}", ctx.catch()))?;
    if total != n * 11 {
        return Err(format!("len: expected {}, got {total}", n * 11));
    }
    Ok(())
}

fn func(hostcall: bool, n: u32) -> Result<(), String> {
    let rt = Runtime::new().map_err(|e| e.to_string())?;
    let context = Context::full(&rt).map_err(|e| e.to_string())?;
    context.with(|ctx| {
        let g = ctx.globals();
        let set = if hostcall {
            Host::attach(&ctx, HostOptions::default()).map_err(|e| e.to_string())?;
            g.set("len", hostcall_quickjs::Func::from(|s: String| s.len()))
        } else {
            g.set("len", rquickjs::function::Func::from(|s: String| s.len()))
        };
        set.map_err(|e| e.to_string())?;
        len_loop(&ctx, n)
    })
}

/// One engine with the interop host; `f` runs in its context.
fn with_interop<R>(
    backend: Backend,
    tier: TierPolicy,
    f: impl FnOnce(&Ctx<'_>) -> R,
) -> Result<R, String> {
    // Declared before the engine, so dropped after it.
    let native = InteropHost::default();
    let engine = Engine::new(EngineOptions {
        backend,
        tier,
        ..Default::default()
    })
    .map_err(|e| e.to_string())?;
    engine.with(|ctx| {
        // SAFETY: `native` outlives `engine` (declared first, dropped last).
        unsafe { install_host(&engine, &ctx, &native) }.map_err(|e| e.to_string())?;
        quiet_console(&ctx).map_err(|e| e.to_string())?;
        Ok(f(&ctx))
    })
}

/// A plain rquickjs runtime with `host.concat` a typed closure; `f` runs in its context.
fn with_rquickjs<R>(f: impl FnOnce(&Ctx<'_>) -> Result<R, String>) -> Result<R, String> {
    let rt = Runtime::new().map_err(|e| e.to_string())?;
    let context = Context::full(&rt).map_err(|e| e.to_string())?;
    context.with(|ctx| {
        let host = Object::new(ctx.clone()).map_err(|e| e.to_string())?;
        let concat = Function::new(ctx.clone(), |a: String, b: String| a + &b);
        host.set("concat", concat.map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
        ctx.globals().set("host", host).map_err(|e| e.to_string())?;
        quiet_console(&ctx).map_err(|e| e.to_string())?;
        f(&ctx)
    })
}

/// A plain rquickjs runtime with `host.concat` the raw C-ABI `raw_concat` (shared with the
/// `js_interop` bench); `f` runs in its context.
fn with_raw<R>(f: impl FnOnce(&Ctx<'_>) -> Result<R, String>) -> Result<R, String> {
    let rt = Runtime::new().map_err(|e| e.to_string())?;
    let context = Context::full(&rt).map_err(|e| e.to_string())?;
    context.with(|ctx| {
        let c = ctx.as_raw().as_ptr();
        // SAFETY: `c` is the live context; `raw_concat` has QuickJS's generic C function
        // type; the function value is owned and handed to `Object::set`, which takes it.
        let concat = unsafe {
            let v = qjs::JS_NewCFunction2(
                c,
                Some(raw_concat),
                c"concat".as_ptr(),
                2,
                qjs::JSCFunctionEnum_JS_CFUNC_generic,
                0,
            );
            rquickjs::Value::from_raw(ctx.clone(), v)
        };
        if concat.is_exception() {
            return Err("JS_NewCFunction2 failed".into());
        }
        let host = Object::new(ctx.clone()).map_err(|e| e.to_string())?;
        host.set("concat", concat).map_err(|e| e.to_string())?;
        ctx.globals().set("host", host).map_err(|e| e.to_string())?;
        quiet_console(&ctx).map_err(|e| e.to_string())?;
        f(&ctx)
    })
}

/// `n` calls of `host.concat('abcdefgh', String(i))` from a precompiled loop.
fn concat_loop(ctx: &Ctx<'_>, n: u32) -> Result<(), String> {
    let f: Function = ctx
        .eval(
            "(function (n) { let t = 0; for (let i = 0; i < n; i++) \
             t += host.concat('abcdefgh', String(i)).length; return t; })",
        )
        .map_err(|e| e.to_string())?;
    f.call::<_, u32>((n,))
        .map(|_| ())
        .map_err(|e| format!("{e}: {:?}", ctx.catch()))
}

fn run(mode: &str, n: u32) -> Result<(), String> {
    let backend = |m: &str| {
        if m.ends_with("generic") {
            Backend::Generic
        } else {
            Backend::Jit
        }
    };
    match mode {
        "rq_func" => func(false, n),
        "hc_func" => func(true, n),
        "warm_jit" | "warm_generic" => with_interop(backend(mode), TierPolicy::default(), |ctx| {
            concat_loop(ctx, n)
        })?,
        "warm_jit_eager" => {
            with_interop(Backend::Jit, TierPolicy::Eager, |ctx| concat_loop(ctx, n))?
        }
        "warm_rq" => with_rquickjs(|ctx| concat_loop(ctx, n)),
        "fresh_jit" | "fresh_generic" | "fresh_jit_eager" => {
            let tier = if mode == "fresh_jit_eager" {
                TierPolicy::Eager
            } else {
                TierPolicy::default()
            };
            for _ in 0..n {
                with_interop(backend(mode), tier, |ctx| {
                    if let Ok(pre) = std::env::var("STRING_CALLS_PRELUDE") {
                        eval_script(ctx, &pre)?;
                    }
                    eval_script(ctx, STRING_PASSING)
                })??;
            }
            Ok(())
        }
        "empty_jit" | "empty_generic" => (0..n).try_for_each(|_| {
            with_interop(backend(mode), TierPolicy::default(), |ctx| {
                eval_script(ctx, "")
            })?
        }),
        "empty_rq" => (0..n).try_for_each(|_| with_rquickjs(|ctx| eval_script(ctx, ""))),
        "setup_bare" => (0..n).try_for_each(|_| {
            let rt = Runtime::new().map_err(|e| e.to_string())?;
            let context = Context::full(&rt).map_err(|e| e.to_string())?;
            std::hint::black_box(&context);
            Ok(())
        }),
        "setup_engine" => (0..n).try_for_each(|_| {
            let engine = Engine::new(EngineOptions::default()).map_err(|e| e.to_string())?;
            std::hint::black_box(&engine);
            Ok(())
        }),
        "fresh_rq" => {
            (0..n).try_for_each(|_| with_rquickjs(|ctx| eval_script(ctx, STRING_PASSING)))
        }
        "fresh_raw" => (0..n).try_for_each(|_| with_raw(|ctx| eval_script(ctx, STRING_PASSING))),
        _ => Err(format!("unknown mode {mode:?}")),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(mode), Some(n)) = (args.get(1), args.get(2).and_then(|n| n.parse().ok())) else {
        eprintln!("usage: string_calls MODE N (see the source's docs)");
        return ExitCode::from(2);
    };
    match run(mode, n) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("string_calls: {e}");
            ExitCode::FAILURE
        }
    }
}
