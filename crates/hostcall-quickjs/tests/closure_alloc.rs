//! A call of a scalar closure through hostcall's `Func` makes no heap allocation, for an
//! `Fn` and for rquickjs's `MutFn` (its `RefCell` borrow is a flag, not an allocation).
//! Counted by a global allocator on this thread only (the
//! compile worker allocates on its own), as the difference between a loop of 2000 calls and
//! one of 1000, so what the call from Rust costs cancels out; a closure that allocates (a
//! `String` result) shows the counter counts.

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use hostcall_quickjs::Func;
use rquickjs::function::MutFn;
use rquickjs::{Context, Ctx, Function, Runtime};

#[path = "support/counting.rs"]
mod counting;
use counting::allocations;

/// The allocations of 1000 more iterations of the loop `f(n)`: `f(2000)` minus `f(1000)`
/// (each run once before, so caches and shapes are warm).
fn per_thousand(ctx: &Ctx<'_>, f: &str) -> u64 {
    let f: Function = ctx.globals().get(f).unwrap();
    f.call::<_, f64>((2000,)).unwrap();
    let a = allocations();
    f.call::<_, f64>((1000,)).unwrap();
    let b = allocations();
    f.call::<_, f64>((2000,)).unwrap();
    let c = allocations();
    (c - b) - (b - a)
}

#[test]
fn scalar_fn_and_mut_fn_calls_allocate_nothing() {
    let rt = Runtime::new().unwrap();
    let ctx = Context::full(&rt).unwrap();
    ctx.with(|ctx| {
        let g = ctx.globals();
        g.set("add", Func::from(|a: i32, b: i32| a.wrapping_add(b)))
            .unwrap();
        let mut total = 0.0f64;
        g.set(
            "acc",
            Func::from(MutFn::from(move |x: f64| {
                total += x;
                total
            })),
        )
        .unwrap();
        g.set("text", Func::from(|a: i32| a.to_string())).unwrap();
        ctx.eval::<(), _>(
            r#"
            globalThis.empty = (n) => { let t = 0; for (let i = 0; i < n; i++) t += 2; return t; };
            globalThis.callAdd = (n) => { let t = 0; for (let i = 0; i < n; i++) t = add(t, 1); return t; };
            globalThis.callAcc = (n) => { let t = 0; for (let i = 0; i < n; i++) t = acc(1); return t; };
            globalThis.callText = (n) => { let t = 0; for (let i = 0; i < n; i++) t += text(i).length; return t; };
            "#,
        )
        .unwrap();
        assert_eq!(per_thousand(&ctx, "empty"), 0, "the loop itself");
        assert_eq!(per_thousand(&ctx, "callAdd"), 0, "Fn(i32, i32) -> i32");
        assert_eq!(per_thousand(&ctx, "callAcc"), 0, "MutFn(f64) -> f64");
        assert!(
            per_thousand(&ctx, "callText") >= 1000,
            "the counter sees a closure's own String"
        );
    });
}
