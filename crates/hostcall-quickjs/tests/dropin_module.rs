//! The one-import switch (`hostcall_quickjs::dropin` in place of the rquickjs crate): the
//! same program, written against a module named `q` as an application written against
//! `rquickjs` (or Javy's `pub use rquickjs as quickjs`), expanded once with `q` the rquickjs
//! crate and once with `q` hostcall's drop-in module; both print the same, and only the
//! second runs its functions on hostcall's entries.

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

/// The program, generic over the module it names rquickjs by.
macro_rules! program {
    ($q:path) => {
        use q::class::Trace;
        use q::function::{Opt, Rest};
        use q::prelude::Func;
        use q::{Context, Ctx, Function, JsLifetime, Object, Runtime, Value};
        use $q as q;

        #[derive(Trace, JsLifetime)]
        #[q::class]
        pub struct Counter {
            n: i32,
        }

        #[q::methods]
        impl Counter {
            #[qjs(constructor)]
            pub fn new(n: Opt<i32>) -> Counter {
                Counter {
                    n: n.0.unwrap_or(0),
                }
            }
            pub fn add(&mut self, d: i32) -> i32 {
                self.n += d;
                self.n
            }
            #[qjs(get)]
            pub fn n(&self) -> i32 {
                self.n
            }
        }

        // `#[function]`: rquickjs's, or hostcall's drop-in (the carry type `js_<name>`
        // a hostcall function when set as a value).
        #[q::function]
        pub fn mul(a: i32, b: i32) -> i32 {
            a.wrapping_mul(b)
        }

        #[q::function]
        #[qjs(rename = "total")]
        pub fn sum_all<'js>(ctx: Ctx<'js>, xs: Rest<i32>) -> q::Result<i32> {
            let _ = ctx;
            Ok(xs.0.iter().fold(0i32, |a, b| a.wrapping_add(*b)))
        }

        #[q::function(prefix = "fn_")]
        pub fn bump(c: &mut Counter, by: Opt<i32>) -> i32 {
            c.n += by.0.unwrap_or(1);
            c.n
        }

        #[q::function]
        pub fn peek(c: &Counter) -> i32 {
            c.n
        }

        /// What the script printed, and whether a host was attached to its runtime.
        pub fn run() -> (String, bool) {
            let runtime = Runtime::new().unwrap();
            let context = Context::full(&runtime).unwrap();
            context.with(|ctx: Ctx<'_>| {
                let out = std::rc::Rc::new(std::cell::RefCell::new(String::new()));
                let sink = out.clone();
                let math: Object = ctx.globals().get("Math").unwrap();
                // Javy's `Math.random` is a `Func::from` of a plain function.
                math.set("random", Func::from(|| 0.25f64)).unwrap();
                ctx.globals()
                    .set("add", Func::from(|a: i32, b: i32| a.wrapping_add(b)))
                    .unwrap();
                ctx.globals()
                    .set(
                        "log",
                        Func::from(move |args: Rest<Value<'_>>| {
                            let line: Vec<String> = args
                                .0
                                .iter()
                                .map(|v| match v.as_string() {
                                    Some(s) => s.to_string().unwrap_or_default(),
                                    None => format!("{:?}", v.type_of()),
                                })
                                .collect();
                            sink.borrow_mut().push_str(&line.join(" "));
                            sink.borrow_mut().push('\n');
                        }),
                    )
                    .unwrap();
                // `Function::new` stays rquickjs's in both (the module's docs say why).
                ctx.globals()
                    .set(
                        "twice",
                        Function::new(ctx.clone(), |x: f64| x * 2.0).unwrap(),
                    )
                    .unwrap();
                q::Class::<Counter>::define(&ctx.globals()).unwrap();
                let g = ctx.globals();
                g.set("mul", js_mul).unwrap();
                g.set("sum_all", js_sum_all).unwrap();
                g.set("bump", fn_bump).unwrap();
                g.set("peek", js_peek).unwrap();
                // `object::Accessor`: rquickjs's, or hostcall's with hostcall closures.
                let o = Object::new(ctx.clone()).unwrap();
                let cell = std::rc::Rc::new(std::cell::Cell::new(7i32));
                let (c1, c2) = (cell.clone(), cell.clone());
                o.prop("answer", q::object::Accessor::new_get(|| 42).enumerable())
                    .unwrap();
                o.prop(
                    "v",
                    q::object::Accessor::new(move || c1.get(), move |v: i32| c2.set(v))
                        .configurable(),
                )
                .unwrap();
                o.prop("w", q::object::Accessor::new_set(|_v: i32| {}))
                    .unwrap();
                g.set("o", o).unwrap();
                                // A `#[function]` through `Function::new`: rquickjs's path in both.
                g.set("mul2", Function::new(ctx.clone(), js_mul).unwrap())
                    .unwrap();
                ctx.eval::<(), _>(
                    r#"
                    const c = new Counter(2);
                    log(String(Math.random()), String(add(40, 2)), String(twice(21)));
                    log(String(c.add(3)), String(c.n), typeof add, add.length + '', 'x', 1);
                    try { add('nope', 1) } catch (e) { log(e.name, e.message) }
                    try { c.add.call({}, 1) } catch (e) { log(e.name) }
                    log(String(mul(6, 7)), String(mul2(3, 3)), String(sum_all(1, 2, 3)), String(sum_all()));
                    log(String(bump(c)), String(bump(c, 10)), String(peek(c)), String(mul.length), String(mul.name));
                    try { bump({}) } catch (e) { log(e.name, e.message) }
                    o.v = 5;
                    const d = (k) => { const x = Object.getOwnPropertyDescriptor(o, k); return [typeof x.get, typeof x.set, x.enumerable, x.configurable].join(','); };
                    log(String(o.answer), String(o.v), String(o.w), d('answer'), d('v'), d('w'), Object.keys(o).join(','));
                    try { o.v = 'x' } catch (e) { log(e.name, e.message) }
                    try { mul(1n, 2) } catch (e) { log(e.name, e.message) }
                    "#,
                )
                .unwrap();
                while ctx.execute_pending_job() {}
                let attached = hostcall_quickjs::Host::get(&ctx).is_some();
                let text = out.borrow().clone();
                (text, attached)
            })
        }
    };
}

mod with_rquickjs {
    program!(rquickjs);
}

mod with_dropin {
    program!(hostcall_quickjs::dropin);
}

#[test]
fn one_import_changes_speed_not_output() {
    let (before, attached_before) = with_rquickjs::run();
    let (after, attached_after) = with_dropin::run();
    assert_eq!(before, after);
    assert!(before.contains("0.25 42 42"), "{before}");
    assert!(before.contains("42 9 6 0"), "{before}");
    assert!(
        before.contains("42 5 undefined function,undefined,true,false function,function,false,true undefined,function,false,false answer"),
        "{before}"
    );
    assert!(
        !attached_before,
        "rquickjs's program made no hostcall function"
    );
    assert!(attached_after, "the drop-in's functions are hostcall's");
}

/// A `#[function]` of the drop-in set as a value runs on hostcall's entry (counted by the
/// host), and through `Function::new` on rquickjs's (not counted).
#[test]
fn the_function_macro_makes_hostcall_functions() {
    use hostcall_quickjs::dropin as q;

    #[q::function]
    fn add(a: i32, b: i32) -> i32 {
        a.wrapping_add(b)
    }

    let runtime = q::Runtime::new().unwrap();
    let context = q::Context::full(&runtime).unwrap();
    context.with(|ctx| {
        ctx.globals().set("add", js_add).unwrap();
        ctx.globals()
            .set("add2", q::Function::new(ctx.clone(), js_add).unwrap())
            .unwrap();
        assert_eq!(ctx.eval::<i32, _>("add(40, 2)").unwrap(), 42);
        let host = hostcall_quickjs::Host::get(&ctx).expect("attached by js_add");
        assert_eq!(host.counts().thunk, 1);
        assert_eq!(ctx.eval::<i32, _>("add2(40, 2)").unwrap(), 42);
        assert_eq!(host.counts().thunk, 1, "Function::new stays rquickjs's");
        // The drop-in's `object::Accessor`: its getter runs on hostcall's entry too.
        let o = q::Object::new(ctx.clone()).unwrap();
        o.prop("x", q::object::Accessor::new_get(|| 1)).unwrap();
        ctx.globals().set("o", o).unwrap();
        assert_eq!(ctx.eval::<i32, _>("o.x").unwrap(), 1);
        assert_eq!(host.counts().thunk, 2);
    });
}
