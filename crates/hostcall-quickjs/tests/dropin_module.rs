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
                ctx.eval::<(), _>(
                    r#"
                    const c = new Counter(2);
                    log(String(Math.random()), String(add(40, 2)), String(twice(21)));
                    log(String(c.add(3)), String(c.n), typeof add, add.length + '', 'x', 1);
                    try { add('nope', 1) } catch (e) { log(e.name, e.message) }
                    try { c.add.call({}, 1) } catch (e) { log(e.name) }
                    "#,
                )
                .unwrap();
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
    assert!(
        !attached_before,
        "rquickjs's program made no hostcall function"
    );
    assert!(attached_after, "the drop-in's functions are hostcall's");
}
