//! Jint's four interop scripts (`examples/interop/*.js`) under four hosts that expose the
//! same `host` object (`add`, `concat`, `value`, `count`, `numbers`):
//!
//! - `hostcall_jit`: [`Engine`] with the Cranelift backend and the interop host class, tiered
//!   (the default): each function starts on the generic path behind a small shim and, once
//!   hot and compiled in the background, its QuickJS function object switches to the native
//!   entry in QuickJS's `JSCClosure` shape (no wrapper frame);
//! - `hostcall_jit_eager`: the same with every native entry compiled at definition
//!   ([`TierPolicy::Eager`]), the speed tiering must reach after warm-up;
//! - `hostcall_jit_shim`: tiered, each function a small Rust shim calling the uniform thunk
//!   through the dispatcher (what an entry that reads the current code pointer from its
//!   record costs: the alternative to switching the object's C function);
//! - `hostcall_generic`: the same with the libffi backend;
//! - `rquickjs_closures`: a plain rquickjs runtime, the host built from typed rquickjs
//!   closures and an `Accessor` (what rquickjs users write today);
//! - `raw_c`: the floor, hand-written C-ABI QuickJS functions reading `argv` directly.
//!
//! `js_interop/<script>` creates a fresh engine per operation (runtime, context, host, run
//! the script, drop), as Jint measures; the scripts throw if their result is wrong, so running
//! one is the assertion. `js_interop/method_calls/baseline_inline` runs the same loop with
//! the host call replaced by `i + 1` in a plain engine, so the per-call cost is
//! `(script - baseline) / 10_000`; `js_interop/setup_only` runs an empty script under each
//! host, so the difference in engine setup can be taken out of that subtraction.
//!
//! `js_warm/method_calls_10k` keeps one engine per host and calls a precompiled function
//! making 10,000 `host.add` calls each iteration (plus the inline baseline): the per-call
//! cost without engine creation.
//!
//! `js_setup` measures creation alone, fresh per operation: `bare_context` (an rquickjs
//! runtime and full context) against `hostcall_engine` ([`Engine::new`], dropped); and
//! `rquickjs_closure` (a runtime, a context and one typed closure defined as a global)
//! against `hostcall_attach_closure` (the same runtime and context, [`hostcall_quickjs::Host::attach`] and the
//! same closure through `Host::func`).
//!
//! Every host gets a no-op `console.log` (the scripts log once at the end).
//! Run: `cargo bench -p hostcall-quickjs --bench js_interop`.

use std::cell::Cell;
use std::ffi::{c_int, CStr};
use std::rc::Rc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;

use criterion::{criterion_group, Criterion};
use hostcall::{Backend, TierPolicy};
use hostcall_quickjs::interop::{InteropHost, COUNT};
use hostcall_quickjs::{Engine, EngineOptions, HostOptions};
use rquickjs::context::EvalOptions;
use rquickjs::object::Accessor;
use rquickjs::{qjs, Array, Context, Ctx, Function, Object, Runtime};

const COLLECTION_TRAVERSAL: &str =
    include_str!("../../../examples/interop/collection_traversal.js");
const METHOD_CALLS: &str = include_str!("../../../examples/interop/method_calls.js");
const PROPERTY_ACCESS: &str = include_str!("../../../examples/interop/property_access.js");
const STRING_PASSING: &str = include_str!("../../../examples/interop/string_passing.js");

/// The call `method_calls.js` makes, and what `baseline_inline` puts in its place.
const HOST_CALL: &str = "host.add(i, 1)";
const INLINE_ADD: &str = "(i + 1)";

const WARM_CALLS: &str = "(function () {
  let s = 0;
  for (let i = 0; i < 10000; i++) s += host.add(i, 1);
  if (s !== 50005000) throw new Error(`warm method calls: expected 50005000, got ${s}`);
})";
const WARM_INLINE: &str = "(function () {
  let s = 0;
  for (let i = 0; i < 10000; i++) s += i + 1;
  if (s !== 50005000) throw new Error(`warm inline: expected 50005000, got ${s}`);
})";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Host {
    HostcallJit,
    HostcallJitEager,
    HostcallJitShim,
    HostcallGeneric,
    RquickjsClosures,
    RawC,
    /// A plain rquickjs engine without `host` (for the inline baseline).
    Plain,
}

const HOSTS: [Host; 6] = [
    Host::HostcallJit,
    Host::HostcallJitEager,
    Host::HostcallJitShim,
    Host::HostcallGeneric,
    Host::RquickjsClosures,
    Host::RawC,
];

impl Host {
    fn name(self) -> &'static str {
        match self {
            Host::HostcallJit => "hostcall_jit",
            Host::HostcallJitEager => "hostcall_jit_eager",
            Host::HostcallJitShim => "hostcall_jit_shim",
            Host::HostcallGeneric => "hostcall_generic",
            Host::RquickjsClosures => "rquickjs_closures",
            Host::RawC => "raw_c",
            Host::Plain => "no_host",
        }
    }

    /// Creates an engine with this host installed, runs `f` in its context, and drops the
    /// engine.
    fn with_engine<R>(self, f: impl FnOnce(&Ctx<'_>) -> R) -> R {
        match self {
            Host::HostcallJit
            | Host::HostcallJitEager
            | Host::HostcallJitShim
            | Host::HostcallGeneric => {
                let backend = if self == Host::HostcallGeneric {
                    Backend::Generic
                } else {
                    Backend::Jit
                };
                // Declared before the engine, so dropped after it.
                let native = InteropHost::default();
                let engine = Engine::new(EngineOptions {
                    backend,
                    native_entries: self != Host::HostcallJitShim,
                    tier: if self == Host::HostcallJitEager {
                        TierPolicy::Eager
                    } else {
                        TierPolicy::default()
                    },
                    ..Default::default()
                })
                .expect("engine");
                engine.with(|ctx| {
                    // SAFETY: `native` outlives `engine` (declared first, dropped last).
                    unsafe { hostcall_quickjs::interop::install_host(&engine, &ctx, &native) }
                        .expect("host");
                    quiet_console(&ctx);
                    f(&ctx)
                })
            }
            Host::RquickjsClosures | Host::RawC | Host::Plain => {
                let runtime = Runtime::new().expect("runtime");
                let context = Context::full(&runtime).expect("context");
                context.with(|ctx| {
                    match self {
                        Host::RquickjsClosures => {
                            install_rquickjs_host(&ctx).expect("rquickjs host")
                        }
                        Host::RawC => install_raw_host(&ctx),
                        _ => {}
                    }
                    quiet_console(&ctx);
                    f(&ctx)
                })
            }
        }
    }
}

/// A `console` whose `log` does nothing, so the benches do not print.
fn quiet_console(ctx: &Ctx<'_>) {
    let console = Object::new(ctx.clone()).expect("object");
    console
        .set("log", Function::new(ctx.clone(), || {}).expect("function"))
        .expect("set");
    ctx.globals().set("console", console).expect("set console");
}

/// Runs `src` as global, sloppy-mode code (as `Engine::run` does); panics if it throws.
fn eval_script(ctx: &Ctx<'_>, src: &str) {
    let mut opts = EvalOptions::default();
    opts.global = true;
    opts.strict = false;
    match ctx.eval_with_options::<(), _>(src, opts) {
        Ok(()) => {}
        Err(rquickjs::Error::Exception) => panic!("script threw: {:?}", ctx.catch()),
        Err(e) => panic!("script failed: {e}"),
    }
}

// ---- rquickjs closures ----

fn install_rquickjs_host(ctx: &Ctx<'_>) -> rquickjs::Result<()> {
    let host = Object::new(ctx.clone())?;
    host.set(
        "add",
        Function::new(ctx.clone(), |a: i32, b: i32| a.wrapping_add(b))?,
    )?;
    host.set(
        "concat",
        Function::new(ctx.clone(), |a: String, b: String| a + &b)?,
    )?;
    let value = Rc::new(Cell::new(0i32));
    let (get, set) = (value.clone(), value);
    host.prop(
        "value",
        Accessor::new(move || get.get(), move |v: i32| set.set(v))
            .configurable()
            .enumerable(),
    )?;
    host.prop(
        "count",
        Accessor::new_get(|| COUNT).configurable().enumerable(),
    )?;
    let numbers = Array::new(ctx.clone())?;
    for i in 0..COUNT {
        numbers.set(i as usize, i)?;
    }
    host.set("numbers", numbers)?;
    ctx.globals().set("host", host)
}

// ---- raw C-ABI functions (the floor) ----

#[path = "support/raw_concat.rs"]
mod raw_concat;
use raw_concat::raw_concat;

type RawFn = unsafe extern "C" fn(
    *mut qjs::JSContext,
    qjs::JSValue,
    c_int,
    *mut qjs::JSValue,
) -> qjs::JSValue;

/// The raw host's `value` (one thread runs the benches; the scripts write before reading).
static RAW_VALUE: AtomicI32 = AtomicI32::new(0);

const TAG_INT: i64 = qjs::JS_TAG_INT as i64;
const TAG_F64: i64 = qjs::JS_TAG_FLOAT64 as i64;
const TAG_EXCEPTION: i64 = qjs::JS_TAG_EXCEPTION as i64;

/// An `i32` argument: an int, or a float64 holding an integer in range (as hostcall's
/// strict policy accepts).
#[inline(always)]
fn int_arg(v: qjs::JSValue) -> Option<i32> {
    match v.tag {
        // SAFETY: the tag says the payload is an int32.
        TAG_INT => Some(unsafe { v.u.int32 }),
        TAG_F64 => {
            // SAFETY: the tag says the payload is a float64.
            let f = unsafe { v.u.float64 };
            (f.trunc() == f && (-2147483648.0..2147483648.0).contains(&f)).then_some(f as i32)
        }
        _ => None,
    }
}

#[inline(always)]
fn new_int(v: i32) -> qjs::JSValue {
    qjs::JS_MKVAL(qjs::JS_TAG_INT, v)
}

/// Raises a `TypeError` with a fixed message and returns the exception marker.
///
/// # Safety
///
/// `ctx` is a live context.
#[cold]
unsafe fn type_error(ctx: *mut qjs::JSContext, msg: &CStr) -> qjs::JSValue {
    // SAFETY: `%s` with one C string argument; QuickJS copies the message.
    unsafe { qjs::JS_ThrowTypeError(ctx, c"%s".as_ptr(), msg.as_ptr()) }
}

/// `host.add(a, b)`.
///
/// # Safety
///
/// Called by QuickJS: `argv` holds `argc` live values.
unsafe extern "C" fn raw_add(
    ctx: *mut qjs::JSContext,
    _this: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
) -> qjs::JSValue {
    if argc < 2 {
        // SAFETY: `ctx` is the calling context.
        return unsafe { type_error(ctx, c"add: expected 2 arguments") };
    }
    // SAFETY: `argv` holds at least two live values.
    let (a, b) = unsafe { (argv.read(), argv.add(1).read()) };
    match (int_arg(a), int_arg(b)) {
        (Some(a), Some(b)) => new_int(a.wrapping_add(b)),
        // SAFETY: `ctx` is the calling context.
        _ => unsafe { type_error(ctx, c"add: expected two i32 numbers") },
    }
}

/// The `value` getter.
///
/// # Safety
///
/// As for `raw_add`.
unsafe extern "C" fn raw_get_value(
    _ctx: *mut qjs::JSContext,
    _this: qjs::JSValue,
    _argc: c_int,
    _argv: *mut qjs::JSValue,
) -> qjs::JSValue {
    new_int(RAW_VALUE.load(Ordering::Relaxed))
}

/// The `value` setter.
///
/// # Safety
///
/// As for `raw_add`.
unsafe extern "C" fn raw_set_value(
    ctx: *mut qjs::JSContext,
    _this: qjs::JSValue,
    argc: c_int,
    argv: *mut qjs::JSValue,
) -> qjs::JSValue {
    if argc < 1 {
        // SAFETY: `ctx` is the calling context.
        return unsafe { type_error(ctx, c"value: expected 1 argument") };
    }
    // SAFETY: `argv` holds at least one live value.
    match int_arg(unsafe { argv.read() }) {
        Some(v) => {
            RAW_VALUE.store(v, Ordering::Relaxed);
            qjs::JS_UNDEFINED
        }
        // SAFETY: `ctx` is the calling context.
        None => unsafe { type_error(ctx, c"value: expected an i32 number") },
    }
}

/// The `count` getter.
///
/// # Safety
///
/// As for `raw_add`.
unsafe extern "C" fn raw_count(
    _ctx: *mut qjs::JSContext,
    _this: qjs::JSValue,
    _argc: c_int,
    _argv: *mut qjs::JSValue,
) -> qjs::JSValue {
    new_int(COUNT)
}

/// A new C function object (owned).
///
/// # Safety
///
/// `ctx` is a live context.
unsafe fn new_cfn(ctx: *mut qjs::JSContext, f: RawFn, name: &CStr, length: c_int) -> qjs::JSValue {
    // SAFETY: `f` has QuickJS's generic C function type; the name is copied.
    let v = unsafe {
        qjs::JS_NewCFunction2(
            ctx,
            Some(f),
            name.as_ptr(),
            length,
            qjs::JSCFunctionEnum_JS_CFUNC_generic,
            0,
        )
    };
    assert_ne!(v.tag, TAG_EXCEPTION, "JS_NewCFunction2 failed");
    v
}

/// Defines an accessor on `obj`, consuming `getter` and `setter`.
///
/// # Safety
///
/// `ctx` is live; `obj` is a live object of it; `getter` and `setter` are owned values.
unsafe fn define_getset(
    ctx: *mut qjs::JSContext,
    obj: qjs::JSValue,
    name: &CStr,
    getter: qjs::JSValue,
    setter: qjs::JSValue,
) {
    // SAFETY: the caller's contract; JS_DefinePropertyGetSet frees the accessors; the atom
    // is freed after use.
    let rc = unsafe {
        let atom = qjs::JS_NewAtom(ctx, name.as_ptr());
        let rc = qjs::JS_DefinePropertyGetSet(
            ctx,
            obj,
            atom,
            getter,
            setter,
            (qjs::JS_PROP_CONFIGURABLE | qjs::JS_PROP_ENUMERABLE) as c_int,
        );
        qjs::JS_FreeAtom(ctx, atom);
        rc
    };
    assert!(rc >= 0, "JS_DefinePropertyGetSet failed");
}

fn install_raw_host(ctx: &Ctx<'_>) {
    let c = ctx.as_raw().as_ptr();
    // SAFETY: `c` is the live context; every value made here is owned and handed to a call
    // that consumes it (JS_SetProperty*, JS_DefinePropertyGetSet) or freed.
    unsafe {
        let host = qjs::JS_NewObject(c);
        assert_ne!(host.tag, TAG_EXCEPTION, "JS_NewObject failed");
        let set = |obj: qjs::JSValue, name: &CStr, v: qjs::JSValue| {
            assert!(qjs::JS_SetPropertyStr(c, obj, name.as_ptr(), v) >= 0);
        };
        set(host, c"add", new_cfn(c, raw_add, c"add", 2));
        set(host, c"concat", new_cfn(c, raw_concat, c"concat", 2));
        define_getset(
            c,
            host,
            c"value",
            new_cfn(c, raw_get_value, c"get value", 0),
            new_cfn(c, raw_set_value, c"set value", 1),
        );
        define_getset(
            c,
            host,
            c"count",
            new_cfn(c, raw_count, c"get count", 0),
            qjs::JS_UNDEFINED,
        );
        let numbers = qjs::JS_NewArray(c);
        assert_ne!(numbers.tag, TAG_EXCEPTION, "JS_NewArray failed");
        for i in 0..COUNT {
            assert!(qjs::JS_SetPropertyUint32(c, numbers, i as u32, new_int(i)) >= 0);
        }
        set(host, c"numbers", numbers);
        let global = qjs::JS_GetGlobalObject(c);
        set(global, c"host", host);
        qjs::JS_FreeValue(c, global);
    }
}

// ---- checks ----

/// Runs every script once under every host, and checks that hostcall's calls took the path
/// its backend promises (all thunks for the JIT, all libffi for the generic backend).
fn check_hosts(scripts: &[(&str, &str)]) {
    for host in HOSTS {
        for (_, src) in scripts {
            host.with_engine(|ctx| eval_script(ctx, src));
        }
    }
    for (backend, jit) in [(Backend::Jit, true), (Backend::Generic, false)] {
        for (name, src) in scripts {
            let native = InteropHost::default();
            // Eager, so every call of the JIT engine must be a thunk call.
            let engine = Engine::new(EngineOptions {
                backend,
                tier: TierPolicy::Eager,
                ..Default::default()
            })
            .expect("engine");
            engine.with(|ctx| {
                // SAFETY: `native` outlives `engine` (declared first, dropped last).
                unsafe { hostcall_quickjs::interop::install_host(&engine, &ctx, &native) }
                    .expect("host");
                quiet_console(&ctx);
                eval_script(&ctx, src);
            });
            let counts = engine.counts();
            if jit {
                assert!(
                    counts.thunk > 0 && counts.fallback == 0 && counts.generic == 0,
                    "{name}: the JIT engine left the fast lane: {counts:?}"
                );
            } else {
                assert!(
                    counts.thunk == 0 && counts.generic > 0,
                    "{name}: the generic engine used a thunk: {counts:?}"
                );
            }
        }
    }
}

// ---- benches ----

fn fresh(c: &mut Criterion) {
    let scripts = [
        ("collection_traversal", COLLECTION_TRAVERSAL),
        ("method_calls", METHOD_CALLS),
        ("property_access", PROPERTY_ACCESS),
        ("string_passing", STRING_PASSING),
    ];
    check_hosts(&scripts);
    assert_eq!(METHOD_CALLS.matches(HOST_CALL).count(), 1);
    let baseline = METHOD_CALLS.replace(HOST_CALL, INLINE_ADD);
    for (name, src) in scripts {
        let mut g = c.benchmark_group(format!("js_interop/{name}"));
        for host in HOSTS {
            g.bench_function(host.name(), |b| {
                b.iter(|| host.with_engine(|ctx| eval_script(ctx, src)))
            });
        }
        if name == "method_calls" {
            g.bench_function("baseline_inline", |b| {
                b.iter(|| Host::Plain.with_engine(|ctx| eval_script(ctx, &baseline)))
            });
        }
        g.finish();
    }
    // Engine setup and teardown alone, per host, to correct the fresh-engine subtraction.
    let mut g = c.benchmark_group("js_interop/setup_only");
    for host in HOSTS.into_iter().chain([Host::Plain]) {
        g.bench_function(host.name(), |b| {
            b.iter(|| host.with_engine(|ctx| eval_script(ctx, "")))
        });
    }
    g.finish();
}

fn warm(c: &mut Criterion) {
    let mut g = c.benchmark_group("js_warm/method_calls_10k");
    for host in HOSTS.into_iter().chain([Host::Plain]) {
        let (id, src) = match host {
            Host::Plain => ("baseline_inline", WARM_INLINE),
            _ => (host.name(), WARM_CALLS),
        };
        host.with_engine(|ctx| {
            let f: Function = ctx.eval(src).expect("compiles");
            f.call::<_, ()>(()).expect("first run");
            g.bench_function(id, |b| b.iter(|| f.call::<_, ()>(()).expect("runs")));
        });
    }
    g.finish();
}

fn setup(c: &mut Criterion) {
    let mut g = c.benchmark_group("js_setup");
    g.bench_function("bare_context", |b| {
        b.iter(|| {
            let runtime = Runtime::new().expect("runtime");
            let context = Context::full(&runtime).expect("context");
            std::hint::black_box(&context);
        })
    });
    g.bench_function("hostcall_engine", |b| {
        b.iter(|| {
            let engine = Engine::new(EngineOptions::default()).expect("engine");
            std::hint::black_box(&engine);
        })
    });
    g.bench_function("rquickjs_closure", |b| {
        b.iter(|| {
            let runtime = Runtime::new().expect("runtime");
            let context = Context::full(&runtime).expect("context");
            context.with(|ctx| {
                let f = Function::new(ctx.clone(), |a: i32, b: i32| a.wrapping_add(b))
                    .expect("function");
                ctx.globals().set("add", f).expect("set");
            });
        })
    });
    g.bench_function("hostcall_attach_closure", |b| {
        b.iter(|| {
            let runtime = Runtime::new().expect("runtime");
            let context = Context::full(&runtime).expect("context");
            context.with(|ctx| {
                let host =
                    hostcall_quickjs::Host::attach(&ctx, HostOptions::default()).expect("attach");
                let f = host
                    .func(&ctx, |a: i32, b: i32| a.wrapping_add(b))
                    .expect("function");
                ctx.globals().set("add", f).expect("set");
            });
        })
    });
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20)
}

criterion_group! {
    name = benches;
    config = config();
    targets = setup, fresh, warm
}

/// Instruction counts (`valgrind --tool=callgrind`, which load does not move):
/// `HOSTCALL_INTEROP_COUNT=SCRIPT:HOST:N` runs `N` fresh engines of `HOST` (a row name,
/// `no_host` included) each running `SCRIPT` (`collection_traversal`, `method_calls`,
/// `property_access`, `string_passing`, or `empty`), and nothing else. Under callgrind a
/// tiered JIT's background compile may not finish: count `hostcall_jit_eager` (its one
/// compile is in every count; subtract the count of one engine).
fn count(spec: &str) {
    let parts: Vec<&str> = spec.split(':').collect();
    let [script, host, n] = parts.as_slice() else {
        panic!("HOSTCALL_INTEROP_COUNT=SCRIPT:HOST:N");
    };
    let src = match *script {
        "collection_traversal" => COLLECTION_TRAVERSAL,
        "method_calls" => METHOD_CALLS,
        "property_access" => PROPERTY_ACCESS,
        "string_passing" => STRING_PASSING,
        "empty" => "",
        other => panic!("no script {other}"),
    };
    let host = HOSTS
        .into_iter()
        .chain([Host::Plain])
        .find(|h| h.name() == *host)
        .unwrap_or_else(|| panic!("no host {host}"));
    for _ in 0..n.parse::<u32>().expect("N") {
        host.with_engine(|ctx| eval_script(ctx, src));
    }
}

fn main() {
    if let Ok(spec) = std::env::var("HOSTCALL_INTEROP_COUNT") {
        count(&spec);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
