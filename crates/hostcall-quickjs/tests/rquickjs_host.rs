//! hostcall inside a plain rquickjs application: a `Runtime` and `Context` made with
//! rquickjs (an rquickjs-defined module and class in them), hostcall attached afterwards,
//! closures with captured state called from JavaScript through every closure entry, their
//! results, errors, panics and both policies, re-entrancy, finalization of their
//! environments, and teardown with QuickJS's own leak assertion (`JS_FreeRuntime` asserts
//! every object was freed) and a count of live allocations.

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::atomic::{AtomicIsize, Ordering};
use std::sync::Arc;

use hostcall::{Backend, ConversionPolicy, HostError, TierPolicy};
use hostcall_quickjs::{ClosureConversions, ClosureEntry, EngineError, Func, Host, HostOptions};
use hostcall_testkit::jit_runs;
use rquickjs::allocator::{Allocator, RustAllocator};
use rquickjs::class::{JsClass, Readable, Trace, Tracer};
use rquickjs::module::{Declarations, Exports, ModuleDef};
use rquickjs::{
    CatchResultExt, Class, Context, Ctx, Function, JsLifetime, Module, Object, Runtime, Value,
};

/// QuickJS's allocator, counting live blocks.
struct Counting {
    inner: RustAllocator,
    live: Arc<AtomicIsize>,
}

// SAFETY: every method forwards to `RustAllocator`; the counter only observes.
unsafe impl Allocator for Counting {
    fn alloc(&mut self, size: usize) -> *mut u8 {
        let p = self.inner.alloc(size);
        if !p.is_null() {
            self.live.fetch_add(1, Ordering::Relaxed);
        }
        p
    }
    fn calloc(&mut self, count: usize, size: usize) -> *mut u8 {
        let p = self.inner.calloc(count, size);
        if !p.is_null() {
            self.live.fetch_add(1, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&mut self, ptr: *mut u8) {
        self.live.fetch_sub(1, Ordering::Relaxed);
        // SAFETY: forwarded contract.
        unsafe { self.inner.dealloc(ptr) }
    }
    unsafe fn realloc(&mut self, ptr: *mut u8, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded contract.
        unsafe { self.inner.realloc(ptr, new_size) }
    }
    unsafe fn usable_size(ptr: *mut u8) -> usize {
        // SAFETY: forwarded contract.
        unsafe { RustAllocator::usable_size(ptr) }
    }
}

/// A runtime counting its allocations, and the counter.
fn counted_runtime() -> (Runtime, Arc<AtomicIsize>) {
    let live = Arc::new(AtomicIsize::new(0));
    let rt = Runtime::new_with_alloc(Counting {
        inner: RustAllocator,
        live: live.clone(),
    })
    .unwrap();
    (rt, live)
}

/// An rquickjs class, defined the rquickjs way (its method an rquickjs closure).
#[derive(Clone, Copy)]
struct Point {
    x: f64,
    y: f64,
}

impl<'js> Trace<'js> for Point {
    fn trace<'a>(&self, _tracer: Tracer<'a, 'js>) {}
}

// SAFETY: `Point` holds no JavaScript value.
unsafe impl<'js> JsLifetime<'js> for Point {
    type Changed<'to> = Point;
}

impl<'js> JsClass<'js> for Point {
    const NAME: &'static str = "Point";
    type Mutable = Readable;

    fn prototype(ctx: &Ctx<'js>) -> rquickjs::Result<Option<Object<'js>>> {
        let proto = Object::new(ctx.clone())?;
        let norm = Function::new(
            ctx.clone(),
            |this: rquickjs::function::This<Class<'js, Point>>| {
                let p = this.0.borrow();
                (p.x * p.x + p.y * p.y).sqrt()
            },
        )?;
        proto.set("norm", norm)?;
        Ok(Some(proto))
    }

    fn constructor(
        ctx: &Ctx<'js>,
    ) -> rquickjs::Result<Option<rquickjs::function::Constructor<'js>>> {
        let _ = ctx;
        Ok(None)
    }
}

/// An rquickjs module whose exports are hostcall closures (through the drop-in `Func`).
struct MathModule;

impl ModuleDef for MathModule {
    fn declare<'js>(decl: &Declarations<'js>) -> rquickjs::Result<()> {
        decl.declare("add")?;
        decl.declare("scale")?;
        Ok(())
    }

    fn evaluate<'js>(_ctx: &Ctx<'js>, exports: &Exports<'js>) -> rquickjs::Result<()> {
        let factor = 3.0;
        exports.export("add", Func::from(|a: i32, b: i32| a.wrapping_add(b)))?;
        exports.export("scale", Func::from(move |x: f64| x * factor))?;
        Ok(())
    }
}

/// Evaluates `src` and returns its result as a string, or the exception as `Name: message`.
fn eval(ctx: &Ctx<'_>, src: &str) -> String {
    let wrapped = format!(
        "(() => {{ try {{ const r = (() => {{ {src} }})(); \
         return typeof r === 'bigint' ? r + 'n' : Object.is(r, -0) ? '-0' : String(r); }} \
         catch (e) {{ return (e && e.name ? e.name + ': ' + e.message : 'thrown ' + String(e)); }} }})()"
    );
    ctx.eval::<String, _>(wrapped)
        .catch(ctx)
        .unwrap_or_else(|e| panic!("{src}: {e}"))
}

/// The closure entries to exercise here: monomorphized always; the dispatcher's path on the
/// generic backend, and on the JIT (compiled at definition) where it runs.
fn configs() -> Vec<(ClosureEntry, Backend, TierPolicy)> {
    let mut v = vec![
        (
            ClosureEntry::Monomorphized,
            Backend::Generic,
            TierPolicy::Never,
        ),
        (
            ClosureEntry::Dispatcher,
            Backend::Generic,
            TierPolicy::Never,
        ),
    ];
    if jit_runs() {
        v.push((ClosureEntry::Monomorphized, Backend::Jit, TierPolicy::Eager));
        v.push((ClosureEntry::Dispatcher, Backend::Jit, TierPolicy::Eager));
    }
    v
}

fn options(
    entry: ClosureEntry,
    backend: Backend,
    tier: TierPolicy,
    policy: ConversionPolicy,
) -> HostOptions {
    HostOptions {
        policy,
        backend,
        tier,
        closures: entry,
        // These tests are about the host's policy.
        conversions: ClosureConversions::Policy,
        ..HostOptions::default()
    }
}

/// Drops an environment's probe: counts how many environments were freed.
struct DropProbe(Rc<Cell<usize>>);

impl Drop for DropProbe {
    fn drop(&mut self) {
        self.0.set(self.0.get() + 1);
    }
}

/// Closures whose parameters and results share the context's lifetime name it, as in
/// rquickjs code.
fn define_lifetimed<'js>(ctx: &Ctx<'js>, host: &Host) {
    let g = ctx.globals();
    g.set(
        "rethrow",
        host.func(
            ctx,
            |ctx: Ctx<'js>, v: Value<'js>| -> rquickjs::Result<()> { Err(ctx.throw(v)) },
        )
        .unwrap(),
    )
    .unwrap();
    g.set(
        "maybe",
        host.func(
            ctx,
            |ctx: Ctx<'js>, a: i32| -> rquickjs::Result<Option<rquickjs::String<'js>>> {
                if a < 0 {
                    return Ok(None);
                }
                rquickjs::String::from_str(ctx, &"x".repeat(a as usize)).map(Some)
            },
        )
        .unwrap(),
    )
    .unwrap();
    g.set("echo", host.func(ctx, |v: Value<'js>| v).unwrap())
        .unwrap();
}

#[test]
fn a_plain_rquickjs_application_adopts_hostcall() {
    for (entry, backend, tier) in configs() {
        let what = format!("{entry:?} {backend:?}");
        let freed = Rc::new(Cell::new(0usize));
        let log = Rc::new(RefCell::new(Vec::<String>::new()));
        let (rt, live) = counted_runtime();
        {
            let context = Context::full(&rt).unwrap();
            context.with(|ctx| {
                // The application's own rquickjs parts: a class and a module.
                Class::<Point>::define(&ctx.globals()).unwrap();
                let p = Class::instance(ctx.clone(), Point { x: 3.0, y: 4.0 }).unwrap();
                ctx.globals().set("p", p).unwrap();
                Module::declare_def::<MathModule, _>(ctx.clone(), "math").unwrap();

                // hostcall attached afterwards.
                let host =
                    Host::attach(&ctx, options(entry, backend, tier, ConversionPolicy::strict()))
                        .unwrap();
                assert!(matches!(
                    Host::attach(&ctx, HostOptions::default()),
                    Err(EngineError::AlreadyAttached)
                ));
                let g = ctx.globals();
                let k = 10;
                g.set("addk", host.func(&ctx, move |a: i32, b: i32| a + b + k).unwrap()).unwrap();
                let probe = DropProbe(freed.clone());
                let counter = Rc::new(Cell::new(0i64));
                let c2 = counter.clone();
                g.set(
                    "bump",
                    host.func(&ctx, move |by: i64| {
                        let _ = &probe;
                        c2.set(c2.get() + by);
                        c2.get()
                    })
                    .unwrap(),
                )
                .unwrap();
                let l2 = log.clone();
                let prefix = String::from("> ");
                g.set(
                    "say",
                    host.func(&ctx, move |s: rquickjs::String<'_>| -> rquickjs::Result<usize> {
                        let s = s.to_string()?;
                        l2.borrow_mut().push(format!("{prefix}{s}"));
                        Ok(s.len())
                    })
                    .unwrap(),
                )
                .unwrap();
                g.set(
                    "checked",
                    host.func(&ctx, |a: i32| -> Result<i32, HostError> {
                        a.checked_mul(1 << 20).ok_or_else(|| HostError::range_error("overflow"))
                    })
                    .unwrap(),
                )
                .unwrap();
                g.set(
                    "boom",
                    host.func(&ctx, |a: i32| -> i32 {
                        if a > 0 {
                            panic!("boom {a}");
                        }
                        a
                    })
                    .unwrap(),
                )
                .unwrap();
                define_lifetimed(&ctx, &host);
                g.set(
                    "keys",
                    host.func(&ctx, |o: Object<'_>| o.keys::<String>().count() as u32).unwrap(),
                )
                .unwrap();
                g.set(
                    "apply",
                    host.func(&ctx, |f: Function<'_>, x: f64| -> rquickjs::Result<f64> {
                        f.call((x,))
                    })
                    .unwrap(),
                )
                .unwrap();
                g.set(
                    "orDefault",
                    host.func(&ctx, |a: Option<i32>, s: Option<rquickjs::String<'_>>| -> rquickjs::Result<String> {
                        Ok(format!("{}/{}", a.unwrap_or(-1), match s {
                            Some(s) => s.to_string()?,
                            None => "none".into(),
                        }))
                    })
                    .unwrap(),
                )
                .unwrap();
                g.set(
                    "big",
                    host.func(&ctx, |a: u64| a.wrapping_mul(1 << 40)).unwrap(),
                )
                .unwrap();

                let cases: &[(&str, &str)] = &[
                    ("addk(1, 2)", "13"),
                    ("let s = 0; for (let i = 0; i < 3000; i++) s = addk(s, 1) - 10; return s", "3000"),
                    ("bump(5); return bump(2)", "7"),
                    ("return say('héllo') + say('')", "6"),
                    ("checked(3)", "3145728"),
                    ("checked(1 << 12)", "RangeError: overflow"),
                    ("boom(0)", "0"),
                    ("boom(7)", "Error: host function panicked: boom 7"),
                    ("try { rethrow({ code: 42 }) } catch (e) { return e.code }", "42"),
                    ("rethrow(new TypeError('mine'))", "TypeError: mine"),
                    ("keys({ a: 1, b: 2, c: 3 })", "3"),
                    ("apply(x => x * 2, 21)", "42"),
                    ("apply((x) => { throw new RangeError('inner ' + x) }, 1)", "RangeError: inner 1"),
                    ("orDefault(null, undefined)", "-1/none"),
                    ("orDefault(5, 'five')", "5/five"),
                    ("maybe(3)", "xxx"),
                    ("maybe(-1)", "undefined"),
                    ("big(1)", "1099511627776"),
                    ("const o = {}; return echo(o) === o && echo(-0) === 0 && Object.is(echo(-0), -0)", "true"),
                    ("big(1 << 20)", "1152921504606846976n"),
                    // Strict policy: wrong types are TypeErrors, lossy numbers RangeErrors.
                    ("addk('1', 2)", "TypeError: argument 1: expected a number (i32), got string"),
                    ("addk(1.5, 2)", "RangeError: argument 1: 1.5 is not an integer (parameter kind i32)"),
                    ("addk(1)", "TypeError: expected 2 arguments, got 1"),
                    ("say(5)", "TypeError: argument 1: expected a string, got number"),
                    ("keys(5)", "TypeError: argument 1: expected an object, got number"),
                    ("apply({}, 1)", "TypeError: argument 1: expected a function, got object"),
                    ("orDefault('x', null)", "TypeError: argument 1: expected a number (i32), got string"),
                    // The rquickjs module and class work beside hostcall.
                    ("p.norm()", "5"),
                    ("typeof p.norm", "function"),
                ];
                for (src, want) in cases {
                    let src = if src.contains("return") { src.to_string() } else { format!("return {src}") };
                    assert_eq!(eval(&ctx, &src), *want, "{what}: {src}");
                }
                Module::evaluate(
                    ctx.clone(),
                    "main",
                    "import { add, scale } from 'math'; globalThis.fromModule = add(2, 3) * scale(2);",
                )
                .unwrap()
                .finish::<()>()
                .catch(&ctx)
                .unwrap();
                assert_eq!(eval(&ctx, "return fromModule"), "30", "{what}");
                assert_eq!(counter.get(), 7);
                assert_eq!(log.borrow().as_slice(), ["> héllo", "> "]);
                let counts = host.counts();
                assert!(counts.thunk > 0 || backend == Backend::Generic && entry == ClosureEntry::Dispatcher, "{what}: {counts:?}");
                if entry == ClosureEntry::Monomorphized {
                    // The monomorphized entry completed the hot loop itself.
                    assert!(counts.thunk >= 3000, "{what}: {counts:?}");
                }
            });
            // The environments live as long as their function objects.
            assert_eq!(freed.get(), 0, "{what}");
        }
        drop(rt);
        assert_eq!(
            freed.get(),
            1,
            "{what}: the closure's environment was not freed"
        );
        assert_eq!(
            live.load(Ordering::Relaxed),
            0,
            "{what}: QuickJS allocations leaked"
        );
    }
}

#[test]
fn coercing_policy_converts_what_strict_refuses() {
    for (entry, backend, tier) in configs() {
        let what = format!("{entry:?} {backend:?}");
        let (rt, live) = counted_runtime();
        {
            let context = Context::full(&rt).unwrap();
            context.with(|ctx| {
                let host = Host::attach(
                    &ctx,
                    options(entry, backend, tier, ConversionPolicy::js_coercing()),
                )
                .unwrap();
                let g = ctx.globals();
                g.set("add", host.func(&ctx, |a: i32, b: i32| a.wrapping_add(b)).unwrap()).unwrap();
                g.set("not", host.func(&ctx, |b: bool| !b).unwrap()).unwrap();
                g.set(
                    "len",
                    host.func(&ctx, |s: rquickjs::String<'_>| -> rquickjs::Result<usize> {
                        Ok(s.to_string()?.len())
                    })
                    .unwrap(),
                )
                .unwrap();
                g.set("opt", host.func(&ctx, |a: Option<u8>| a.map_or(-1, i32::from)).unwrap())
                    .unwrap();
                for (src, want) in [
                    ("add('1', 2)", "3"),
                    ("add(1.9, 2)", "3"),
                    ("add(2 ** 32 + 5, 0)", "5"),
                    ("add(1)", "1"),
                    ("not(0)", "true"),
                    ("not('x')", "false"),
                    ("len(12345)", "5"),
                    ("len(null)", "4"),
                    ("len(true)", "4"),
                    ("len(10n)", "2"),
                    // Objects are a TypeError even under coercion: no script runs.
                    ("len({})", "TypeError: argument 1: expected a string, got object"),
                    ("add({ valueOf() { return 1 } }, 1)", "TypeError: argument 1: cannot convert object to a number without running script code"),
                    ("opt(null)", "-1"),
                    ("opt(7)", "7"),
                    ("opt(257)", "1"),
                    ("opt('9')", "9"),
                ] {
                    let got = eval(&ctx, &format!("return {src}"));
                    if want.starts_with("TypeError: argument 1: cannot convert") {
                        assert!(got.starts_with("TypeError: argument 1: cannot convert"), "{what}: {src}: {got}");
                    } else {
                        assert_eq!(got, want, "{what}: {src}");
                    }
                }
            });
        }
        drop(rt);
        assert_eq!(live.load(Ordering::Relaxed), 0, "{what}");
    }
}

#[test]
fn a_closure_reenters_itself_through_javascript() {
    for (entry, backend, tier) in configs() {
        let what = format!("{entry:?} {backend:?}");
        let rt = Runtime::new().unwrap();
        let context = Context::full(&rt).unwrap();
        context.with(|ctx| {
            let host = Host::attach(
                &ctx,
                options(entry, backend, tier, ConversionPolicy::strict()),
            )
            .unwrap();
            let depth = Rc::new(Cell::new(0u32));
            let max = Rc::new(Cell::new(0u32));
            let (d, m) = (depth.clone(), max.clone());
            let f = host
                .func(&ctx, move |ctx: Ctx<'_>, n: i32| -> rquickjs::Result<i32> {
                    d.set(d.get() + 1);
                    m.set(m.get().max(d.get()));
                    let r = if n <= 0 {
                        Ok(0)
                    } else {
                        // JavaScript calls this very closure again, which calls JavaScript...
                        let js: Function = ctx.globals().get("viaJs")?;
                        js.call::<_, i32>((n - 1,)).map(|r| r + n)
                    };
                    d.set(d.get() - 1);
                    r
                })
                .unwrap();
            ctx.globals().set("rec", f).unwrap();
            ctx.eval::<(), _>("globalThis.viaJs = (n) => rec(n)")
                .unwrap();
            assert_eq!(eval(&ctx, "return rec(50)"), "1275", "{what}");
            assert_eq!(max.get(), 51, "{what}");
            assert_eq!(depth.get(), 0, "{what}");
            // An exception deep inside unwinds through every level as a JavaScript exception.
            ctx.eval::<(), _>(
                "globalThis.viaJs = (n) => { if (n === 3) throw new Error('deep'); return rec(n) }",
            )
            .unwrap();
            assert_eq!(eval(&ctx, "return rec(10)"), "Error: deep", "{what}");
        });
    }
}

#[test]
fn environments_are_freed_with_their_function_objects() {
    let freed = Rc::new(Cell::new(0usize));
    let (rt, live) = counted_runtime();
    let context = Context::full(&rt).unwrap();
    let host = context.with(|ctx| {
        let host = Host::attach(&ctx, HostOptions::default()).unwrap();
        for i in 0..500 {
            let probe = DropProbe(freed.clone());
            let f = host
                .func(&ctx, move |a: i32| {
                    let _ = &probe;
                    a + i
                })
                .unwrap();
            let r: i32 = f.call((1,)).unwrap();
            assert_eq!(r, 1 + i);
        }
        host
    });
    rt.run_gc();
    assert_eq!(freed.get(), 500, "garbage closures keep their environments");
    drop(context);
    drop(rt);
    assert_eq!(live.load(Ordering::Relaxed), 0);
    // A host kept past its runtime holds nothing of it and defines nothing elsewhere.
    let (rt2, _) = counted_runtime();
    let other = Context::full(&rt2).unwrap();
    other.with(|ctx| {
        assert!(Host::get(&ctx).is_none());
        assert!(matches!(
            host.func(&ctx, |a: i32| a),
            Err(EngineError::ForeignRuntime)
        ));
    });
}

#[test]
fn one_host_serves_every_context_of_its_runtime() {
    let rt = Runtime::new().unwrap();
    let first = Context::full(&rt).unwrap();
    let second = Context::full(&rt).unwrap();
    let total = Rc::new(Cell::new(0i32));
    let t = total.clone();
    let host = first.with(|ctx| {
        let host = Host::attach(&ctx, HostOptions::default()).unwrap();
        ctx.globals()
            .set(
                "add",
                host.func(&ctx, move |a: i32| {
                    t.set(t.get() + a);
                    t.get()
                })
                .unwrap(),
            )
            .unwrap();
        host
    });
    second.with(|ctx| {
        let again = Host::get(&ctx).expect("the runtime's host");
        assert!(std::ptr::eq(again.dispatcher(), host.dispatcher()));
        let t = total.clone();
        ctx.globals()
            .set(
                "add",
                again
                    .func(&ctx, move |a: i32| {
                        t.set(t.get() + 10 * a);
                        t.get()
                    })
                    .unwrap(),
            )
            .unwrap();
        // The drop-in `Func` finds the runtime's host.
        ctx.globals()
            .set("twice", Func::from(|x: f64| x * 2.0))
            .unwrap();
        assert_eq!(eval(&ctx, "return add(1) + twice(0.25)"), "10.5");
    });
    first.with(|ctx| assert_eq!(eval(&ctx, "return add(1)"), "11"));
    assert_eq!(total.get(), 11);
}

#[test]
fn a_closure_outlives_the_context_that_made_it() {
    let freed = Rc::new(Cell::new(0usize));
    let (rt, live) = counted_runtime();
    let second = Context::full(&rt).unwrap();
    {
        let first = Context::full(&rt).unwrap();
        let saved = first.with(|ctx| {
            let host = Host::attach(&ctx, HostOptions::default()).unwrap();
            let probe = DropProbe(freed.clone());
            let f = host
                .func(&ctx, move |a: i32| {
                    let _ = &probe;
                    a * 3
                })
                .unwrap();
            rquickjs::Persistent::save(&ctx, f)
        });
        second.with(|ctx| {
            let f = saved.restore(&ctx).unwrap();
            ctx.globals().set("triple", f).unwrap();
        });
        // The first context is dropped here; the function keeps its realm alive.
    }
    second.with(|ctx| assert_eq!(eval(&ctx, "return triple(14)"), "42"));
    assert_eq!(freed.get(), 0);
    drop(second);
    drop(rt);
    assert_eq!(freed.get(), 1);
    assert_eq!(live.load(Ordering::Relaxed), 0);
}

#[cfg(feature = "runtime")]
#[test]
fn engine_closures_use_the_engine_host() {
    let engine = hostcall_quickjs::Engine::new(hostcall_quickjs::EngineOptions {
        policy: ConversionPolicy::js_coercing(),
        track_allocations: true,
        ..Default::default()
    })
    .unwrap();
    let base = 100;
    engine
        .with(|ctx| {
            ctx.globals()
                .set("f", hostcall_quickjs::func(&ctx, move |a: i32| a + base)?)?;
            ctx.globals()
                .set("g", engine.host().func(&ctx, |s: String| s + "!")?)?;
            Ok::<_, Box<dyn std::error::Error>>(())
        })
        .unwrap();
    engine
        .run(
            "if (f('1') !== 101 || g(5) !== '5!') throw new Error('engine policy not used')",
            "t.js",
        )
        .unwrap();
    let report = engine.finish();
    assert!(report.is_clean(), "{report:?}");
}

/// A host class's native object: a counter.
struct Tally {
    n: Cell<i32>,
}

/// # Safety
/// `this` is the receiver, a `Tally`.
unsafe extern "C" fn tally_add(this: hostcall::ReceiverArg, by: i32) -> i32 {
    // SAFETY: the function's contract (the class's receiver is a `Tally`).
    let t = unsafe { &*this.0.cast::<Tally>() };
    t.n.set(t.n.get() + by);
    t.n.get()
}

/// # Safety
/// As for `tally_add`.
unsafe extern "C" fn tally_get(this: hostcall::ReceiverArg) -> i32 {
    // SAFETY: the function's contract.
    unsafe { &*this.0.cast::<Tally>() }.n.get()
}

/// # Safety
/// As for `tally_add`.
unsafe extern "C" fn tally_set(this: hostcall::ReceiverArg, v: i32) {
    // SAFETY: the function's contract.
    unsafe { &*this.0.cast::<Tally>() }.n.set(v);
}

#[test]
fn host_classes_live_in_the_applications_own_context() {
    use hostcall::HostFnType;
    for (entry, backend, tier) in configs() {
        let what = format!("{backend:?}");
        if entry != ClosureEntry::Dispatcher {
            continue;
        }
        // Declared before the runtime, so dropped after it.
        let tally = Tally { n: Cell::new(0) };
        let (rt, live) = counted_runtime();
        {
            let context = Context::full(&rt).unwrap();
            context.with(|ctx| {
                Class::<Point>::define(&ctx.globals()).unwrap();
                let host = Host::attach(
                    &ctx,
                    options(entry, backend, tier, ConversionPolicy::strict()),
                )
                .unwrap();
                let add = tally_add as unsafe extern "C" fn(hostcall::ReceiverArg, i32) -> i32;
                let get = tally_get as unsafe extern "C" fn(hostcall::ReceiverArg) -> i32;
                let set = tally_set as unsafe extern "C" fn(hostcall::ReceiverArg, i32);
                // SAFETY: each member pairs a function with the signature of its own type;
                // their receiver is the `Tally` attached below.
                let spec = unsafe {
                    hostcall_quickjs::ClassSpec::new()
                        .method(
                            "add",
                            add.address(),
                            <unsafe extern "C" fn(hostcall::ReceiverArg, i32) -> i32>::signature(),
                        )
                        .property(
                            "n",
                            (
                                get.address(),
                                <unsafe extern "C" fn(hostcall::ReceiverArg) -> i32>::signature(),
                            ),
                            Some((
                                set.address(),
                                <unsafe extern "C" fn(hostcall::ReceiverArg, i32)>::signature(),
                            )),
                        )
                };
                let class = host.define_class(&ctx, "Tally", spec).unwrap();
                let ptr = (&tally as *const Tally)
                    .cast_mut()
                    .cast::<std::ffi::c_void>();
                // SAFETY: `tally` outlives the runtime (declared before it).
                let obj = unsafe { host.new_instance(&ctx, class, ptr) }.unwrap();
                ctx.globals().set("tally", obj).unwrap();
                let p = Class::instance(ctx.clone(), Point { x: 1.0, y: 0.0 }).unwrap();
                ctx.globals().set("p", p).unwrap();
                for (src, want) in [
                    (
                        "for (let i = 0; i < 2000; i++) tally.add(1); return tally.n",
                        "2000",
                    ),
                    ("tally.n = 5; return tally.add(2)", "7"),
                    // A receiver of another class, rquickjs's own included, is refused.
                    (
                        "tally.add.call(p, 1)",
                        "TypeError: `this` is not an instance of the host class",
                    ),
                    (
                        "tally.add.call({}, 1)",
                        "TypeError: `this` is not an instance of the host class",
                    ),
                    ("return p.norm()", "1"),
                ] {
                    assert_eq!(eval(&ctx, src), want, "{what}: {src}");
                }
                if backend == Backend::Jit {
                    assert!(host.counts().thunk >= 2000, "{what}: {:?}", host.counts());
                }
            });
        }
        drop(rt);
        assert_eq!(tally.n.get(), 7);
        assert_eq!(live.load(Ordering::Relaxed), 0, "{what}");
    }
}

extern "C" fn add_i32(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// What the binding relies on in QuickJS-NG, on the rquickjs this test is built with (CI runs
/// it on 0.12, 0.13 and 0.14): its function class's call hook, through which a tiered
/// function's shim hands over to its native entry (the calls then count as the host's own
/// native calls), and the typed-array record (the probe passed at attach, so a view's bytes
/// are read at its offset).
#[test]
fn the_private_records_read_on_this_rquickjs() {
    let rt = Runtime::new().unwrap();
    let context = Context::full(&rt).unwrap();
    context.with(|ctx| {
        let host = Host::attach(
            &ctx,
            options(
                ClosureEntry::Monomorphized,
                if jit_runs() {
                    Backend::Jit
                } else {
                    Backend::Generic
                },
                TierPolicy::Tiered { threshold: 10 },
                ConversionPolicy::strict(),
            ),
        )
        .unwrap();
        // A typed array's bytes are read through its private record only once the probe
        // passed (otherwise typed arrays are refused: `None`).
        let view: Value = ctx
            .eval("new Uint8Array([9, 1, 2, 3]).subarray(1)")
            .unwrap();
        assert_eq!(
            hostcall_quickjs::copy_live_bytes(&ctx, &view).as_deref(),
            Some(&[1u8, 2, 3][..])
        );
        host.define_extern_fn(
            &ctx,
            &ctx.globals(),
            "add",
            add_i32 as extern "C" fn(i32, i32) -> i32,
        )
        .unwrap();
        if !jit_runs() {
            return;
        }
        // The compile runs on a background thread: call in rounds until the shim has swapped
        // itself for the native entry (the native entry's calls are the host's count minus
        // the dispatcher's).
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            assert_eq!(
                eval(
                    &ctx,
                    "let s = 0; for (let i = 0; i < 1000; i++) s = add(s, 1); return s"
                ),
                "1000"
            );
            let native = host.counts().thunk - host.dispatcher().counts().thunk;
            if native > 0 {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "no call reached the native entry: {:?}",
                host.counts()
            );
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    });
}
