//! rquickjs's async host functions through hostcall (the `futures` feature): `Async(f)`,
//! `Async(MutFn(f))`, `Async(OnceFn(f))` and a closure returning rquickjs's `Promised`, on
//! rquickjs's `AsyncRuntime`/`AsyncContext`. Each is defined twice, through rquickjs's `Func`
//! and through hostcall's (the import swap), and one script awaits both; the outputs must be
//! the same, and hostcall's entry must have made its calls.
#![cfg(feature = "futures")]

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use std::cell::Cell;
use std::rc::Rc;

use hostcall_quickjs::Host;
use rquickjs::function::{Async, MutFn, OnceFn};
use rquickjs::prelude::Func as RqFunc;
use rquickjs::promise::Promised;
use rquickjs::{AsyncContext, AsyncRuntime, CatchResultExt, Ctx, Exception, Promise};

/// What the script prints from one set of functions (`p` is the name prefix).
fn script(p: &str) -> String {
    format!(
        r#"(async () => {{
  const out = [];
  out.push(await {p}double(21));
  out.push(await {p}double(2.5));
  out.push(await {p}plus_one(41));
  out.push(await {p}checked(7));
  try {{ await {p}checked(-1); }} catch (e) {{ out.push(e.name + ': ' + e.message); }}
  out.push(await {p}tick(), await {p}tick());
  out.push(await {p}once('a'));
  try {{ await {p}once('b'); }} catch (e) {{ out.push(e.name + ': ' + e.message); }}
  const all = await Promise.all([{p}double(1), {p}double(2), {p}double(3)]);
  out.push(all.join('+'));
  out.push(typeof {p}double(0), {p}double(0) instanceof Promise);
  return out.join(' | ');
}})()"#
    )
}

/// Defines the functions under `p` through rquickjs's `Func` (`hostcall == false`) or
/// hostcall's.
fn define<'js>(ctx: &Ctx<'js>, p: &str, hostcall: bool) -> rquickjs::Result<()> {
    let g = ctx.globals();
    let ticks = Rc::new(Cell::new(0));
    let double = Async(|x: i32| async move { x * 2 });
    let plus_one = |x: i32| Promised(async move { x + 1 });
    let checked = Async(|ctx: Ctx<'js>, x: i32| async move {
        if x < 0 {
            Err(Exception::throw_range(&ctx, "negative"))
        } else {
            Ok(x * 10)
        }
    });
    let tick = Async(MutFn::from(move || {
        ticks.set(ticks.get() + 1);
        let n = ticks.get();
        async move { n }
    }));
    let once = Async(OnceFn::from(|s: String| async move { s + "!" }));
    if hostcall {
        use hostcall_quickjs::Func;
        g.set(format!("{p}double"), Func::from(double))?;
        g.set(format!("{p}plus_one"), Func::from(plus_one))?;
        g.set(format!("{p}checked"), Func::from(checked))?;
        g.set(format!("{p}tick"), Func::from(tick))?;
        g.set(format!("{p}once"), Func::from(once))?;
    } else {
        g.set(format!("{p}double"), RqFunc::from(double))?;
        g.set(format!("{p}plus_one"), RqFunc::from(plus_one))?;
        g.set(format!("{p}checked"), RqFunc::from(checked))?;
        g.set(format!("{p}tick"), RqFunc::from(tick))?;
        g.set(format!("{p}once"), RqFunc::from(once))?;
    }
    Ok(())
}

#[test]
fn async_closures_give_rquickjs_results() {
    let ([rq, hc], thunk_calls) = settle_both(
        |ctx| {
            define(ctx, "rq_", false).expect("rquickjs's functions");
            define(ctx, "hc_", true).expect("hostcall's functions");
        },
        |p| script(&format!("{p}_")),
    );
    assert_eq!(hc, rq);
    assert_eq!(
        rq,
        "42 | 4 | 42 | 70 | RangeError: negative | 1 | 2 | a! | \
         Error: Error borrowing function: tried to use a value, which can only be used once, again. \
         | 2+4+6 | object | true"
    );
    // Every hostcall call ran through hostcall's entry (`double(2.5)` off the lane took
    // rquickjs's conversion there: 2, as rquickjs gives).
    assert!(
        thunk_calls >= 10,
        "{thunk_calls} calls through hostcall's entry"
    );
}

/// The class with an `async fn` member, one source expanded by the given macros.
macro_rules! timer {
    ($class:path, $methods:path) => {
        use rquickjs::class::Trace;
        use rquickjs::JsLifetime;

        #[derive(Trace, JsLifetime, Clone)]
        #[$class(rename = "Timer")]
        pub struct Timer {
            #[qjs(skip_trace)]
            pub base: i32,
        }

        #[$methods]
        impl Timer {
            #[qjs(constructor)]
            pub fn new(base: i32) -> Timer {
                Timer { base }
            }
            /// An `async fn` member, as LLRT's timers have.
            pub async fn later(x: i32) -> i32 {
                x + 100
            }
        }
    };
}

mod rq_class {
    timer!(rquickjs::class, rquickjs::methods);
}

mod hc_class {
    timer!(hostcall_quickjs::class, hostcall_quickjs::methods);
}

/// On an `AsyncRuntime`: `define` (given the context), then `script(side)` for the sides
/// `rq` and `hc`, each a promise of a string; returns what both settled to, and the calls
/// hostcall's entry made.
fn settle_both(
    define: impl FnOnce(&Ctx<'_>),
    script: impl Fn(&str) -> String,
) -> ([String; 2], u64) {
    pollster::block_on(async {
        let rt = AsyncRuntime::new().expect("a runtime");
        let context = AsyncContext::full(&rt).await.expect("a context");
        let promises = context
            .with(|ctx| {
                define(&ctx);
                ["rq", "hc"].map(|p| {
                    let promise = ctx
                        .eval::<Promise, _>(script(p))
                        .catch(&ctx)
                        .expect("the script");
                    rquickjs::Persistent::save(&ctx, promise)
                })
            })
            .await;
        rt.idle().await;
        context
            .with(|ctx| {
                let settled = promises.map(|p| {
                    p.restore(&ctx)
                        .expect("the promise")
                        .result::<String>()
                        .expect("settled")
                        .catch(&ctx)
                        .expect("fulfilled")
                });
                (settled, Host::get(&ctx).map_or(0, |h| h.counts().thunk))
            })
            .await
    })
}

/// An `async fn` member of a `#[methods]` impl: rquickjs's macros and hostcall's give the
/// same settled values.
#[test]
fn async_members_give_rquickjs_results() {
    let ([rq, hc], _) = settle_both(
        |ctx| {
            let rq = rquickjs::Object::new(ctx.clone()).expect("an object");
            let hc = rquickjs::Object::new(ctx.clone()).expect("an object");
            rquickjs::Class::<rq_class::Timer>::define(&rq).expect("rquickjs's class");
            rquickjs::Class::<hc_class::Timer>::define(&hc).expect("hostcall's class");
            ctx.globals().set("rq", rq).expect("set");
            ctx.globals().set("hc", hc).expect("set");
        },
        |p| {
            format!(
                "(async () => {{ const t = new {p}.Timer(1); \
                 return [await t.later(1), await t.later(-1), typeof t.later(0)].join(' '); }})()"
            )
        },
    );
    assert_eq!(hc, rq);
    assert_eq!(rq, "101 99 object");
}

mod rq_fn {
    /// An `async fn` through `#[function]`.
    #[rquickjs::function]
    pub async fn later(x: i32) -> i32 {
        x + 100
    }
}

mod hc_fn {
    /// The same source through hostcall's `#[function]`.
    #[hostcall_quickjs::function]
    pub async fn later(x: i32) -> i32 {
        x + 100
    }
}

/// An `async fn` under `#[function]`: rquickjs's macro and hostcall's give the same settled
/// values, and hostcall's ran its calls on hostcall's entry.
#[test]
fn async_function_macro_gives_rquickjs_results() {
    let ([rq, hc], calls) = settle_both(
        |ctx| {
            ctx.globals().set("rq_later", rq_fn::js_later).expect("set");
            ctx.globals().set("hc_later", hc_fn::js_later).expect("set");
        },
        |p| {
            format!("(async () => [await {p}_later(1), await {p}_later(-1), typeof {p}_later(0)].join(' '))()")
        },
    );
    assert_eq!(rq, "101 99 object");
    assert_eq!(hc, rq);
    assert_eq!(calls, 3, "hostcall's three calls on its entry");
}
