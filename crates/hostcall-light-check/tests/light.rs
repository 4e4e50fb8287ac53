//! hostcall-quickjs's light build (no `jit`, no `generic`): Rust closures and `#[methods]`
//! classes work as in the full build; a raw C function, which needs a thunk or the generic
//! backend, is refused when defined, with an error that says which feature is missing, and
//! nothing panics. With this crate's `jit` feature (thunks, still no libffi) the raw function
//! is compiled when defined and only an argument off its lane is refused. Built in the
//! workspace (features unified in), the raw function works.

use hostcall::Backend;
use hostcall_quickjs::{Func, Host, HostOptions};
use rquickjs::{CatchResultExt, Context, Runtime};

/// Whether this build has neither backend for raw C functions.
fn light() -> bool {
    !hostcall::generic::AVAILABLE && Backend::jit_available().is_err()
}

mod classes {
    use rquickjs::class::Trace;
    use rquickjs::JsLifetime;

    /// A counter class through hostcall's `#[methods]` (its members are hostcall closures).
    #[derive(Trace, JsLifetime)]
    #[hostcall_quickjs::class]
    pub struct Counter {
        #[qjs(skip_trace)]
        n: i32,
    }

    #[hostcall_quickjs::methods]
    impl Counter {
        #[qjs(constructor)]
        pub fn new(start: i32) -> Self {
            Counter { n: start }
        }

        pub fn add(&mut self, by: i32) -> i32 {
            self.n += by;
            self.n
        }

        #[qjs(get)]
        pub fn value(&self) -> i32 {
            self.n
        }

        #[qjs(static)]
        pub fn twice(x: f64) -> f64 {
            2.0 * x
        }
    }
}

#[test]
fn closures_and_classes_run_in_the_light_build() {
    let rt = Runtime::new().unwrap();
    let cx = Context::full(&rt).unwrap();
    cx.with(|ctx| {
        let k = 10;
        let g = ctx.globals();
        g.set(
            "add",
            hostcall_quickjs::func(&ctx, move |a: i32, b: i32| a + b + k).unwrap(),
        )
        .unwrap();
        g.set("greet", Func::from(|name: String| format!("hello, {name}")))
            .unwrap();
        rquickjs::Class::<classes::Counter>::define(&g).unwrap();
        let out: String = ctx
            .eval(
                r#"
                const c = new Counter(5);
                c.add(2);
                let s = 0;
                for (let i = 0; i < 1000; i++) s = add(s, 1) - 10;
                [add(1, 2), greet("light"), c.add(3), c.value, Counter.twice(1.5), s].join(",")
                "#,
            )
            .catch(&ctx)
            .unwrap();
        assert_eq!(out, "13,hello, light,10,10,3,1000");
        // Errors still become exceptions (rquickjs's, under rquickjs's conversions).
        let err: String = ctx
            .eval("try { add('x', 1); 'no exception' } catch (e) { e.name }")
            .catch(&ctx)
            .unwrap();
        assert_eq!(err, "TypeError");
    });
}

extern "C" fn mul(a: i32, b: i32) -> i32 {
    a * b
}

#[test]
fn a_raw_function_is_refused_clearly_without_a_backend() {
    let rt = Runtime::new().unwrap();
    let cx = Context::full(&rt).unwrap();
    cx.with(|ctx| {
        let host = Host::attach(&ctx, HostOptions::default()).unwrap();
        let defined = host.define_extern_fn(
            &ctx,
            &ctx.globals(),
            "mul",
            mul as extern "C" fn(i32, i32) -> i32,
        );
        if !hostcall::generic::AVAILABLE && Backend::jit_available().is_ok() {
            // Thunks only: compiled when defined; an argument off the lane would need the
            // generic backend.
            defined.unwrap();
            assert_eq!(ctx.eval::<i32, _>("mul(6, 7)").catch(&ctx).unwrap(), 42);
            let err: String = ctx
                .eval(
                    "try { mul('6', 7); 'no exception' } \
                     catch (e) { (e instanceof TypeError ? 'TypeError: ' : 'other: ') + e.message }",
                )
                .catch(&ctx)
                .unwrap();
            assert!(
                err.starts_with("TypeError: ") && err.contains("the generic backend is not built"),
                "{err}"
            );
        } else if light() {
            let err = defined.expect_err("no backend can call a raw C function here");
            let msg = err.to_string();
            assert!(
                msg.contains("the generic backend is not built")
                    && msg.contains("`libffi` feature"),
                "{msg}"
            );
            // The engine is still usable, and closures still work.
            let f = host.func(&ctx, |a: i32| a + 1).unwrap();
            ctx.globals().set("inc", f).unwrap();
            assert_eq!(ctx.eval::<i32, _>("inc(41)").unwrap(), 42);
        } else {
            defined.unwrap();
            assert_eq!(ctx.eval::<i32, _>("mul(6, 7)").catch(&ctx).unwrap(), 42);
        }
    });
}

#[test]
fn a_closure_under_the_policy_throws_clearly_off_its_lane() {
    let rt = Runtime::new().unwrap();
    let cx = Context::full(&rt).unwrap();
    cx.with(|ctx| {
        let options = HostOptions {
            conversions: hostcall_quickjs::ClosureConversions::Policy,
            ..HostOptions::default()
        };
        let host = Host::attach(&ctx, options).unwrap();
        let f = host.func(&ctx, |a: i32, b: i32| a + b).unwrap();
        ctx.globals().set("add", f).unwrap();
        // On the lane: the closure's own entry, no backend needed.
        assert_eq!(ctx.eval::<i32, _>("add(40, 2)").catch(&ctx).unwrap(), 42);
        // Off the lane (a string for an `i32`): the generic backend's path, with the policy.
        let err: String = ctx
            .eval(
                "try { add('40', 2); 'no exception' } \
                 catch (e) { (e instanceof TypeError ? 'TypeError: ' : 'other: ') + e.message }",
            )
            .catch(&ctx)
            .unwrap();
        assert!(err.starts_with("TypeError: "), "{err}");
        if light() {
            assert!(err.contains("the generic backend is not built"), "{err}");
        }
        // The engine goes on.
        assert_eq!(ctx.eval::<i32, _>("add(1, 2)").catch(&ctx).unwrap(), 3);
    });
}
