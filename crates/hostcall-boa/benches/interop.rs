//! Jint's four interop scripts (`examples/interop/`) on Boa, both ways: with the host object
//! written in Boa's own idiom (typed closures, `JsString` concatenation, accessors reading the
//! object's native data), and with hostcall (a host class: C-ABI functions, the receiver
//! through the layout's hook, thunks compiled at definition). Each script runs
//!
//! - `warm`: 20 times in one context (the script wrapped in a function, compiled once);
//! - `fresh`: in a new `Context` per run, the host defined anew (Boa's `Context::default()`
//!   dominates this one: it builds every intrinsic).
//!
//! Run: `cargo bench -p hostcall-boa --bench interop`. A paired table follows criterion's
//! output (`HOSTCALL_PAIRED_ONLY=1` for the table alone): in each round every script runs
//! both ways back to back, and the table gives the medians and Boa ÷ hostcall.

use std::cell::{Cell, RefCell};
use std::ffi::{c_void, CStr};
use std::time::{Duration, Instant};

use boa_engine::object::builtins::{JsArray, JsFunction};
use boa_engine::object::{FunctionObjectBuilder, JsObject};
use boa_engine::property::{Attribute, PropertyDescriptor};
use boa_engine::{
    js_string, Context, Finalize, IntoJsFunctionCopied, JsData, JsNativeError, JsResult, JsString,
    JsValue, NativeFunction, Source, Trace,
};
use criterion::{criterion_group, Criterion};
use hostcall::{
    CStrArg, ConversionPolicy, Dispatcher, HostFnType, ReceiverArg, Signature, TierPolicy,
};
use hostcall_boa::{boa_layout, ClassSpec, Host};

const SCRIPTS: [(&str, &str); 4] = [
    (
        "string_passing",
        include_str!("../../../examples/interop/string_passing.js"),
    ),
    (
        "method_calls",
        include_str!("../../../examples/interop/method_calls.js"),
    ),
    (
        "property_access",
        include_str!("../../../examples/interop/property_access.js"),
    ),
    (
        "collection_traversal",
        include_str!("../../../examples/interop/collection_traversal.js"),
    ),
];

const COUNT: i32 = 100;

// ---- hostcall's host: a class of C-ABI functions ----

#[derive(Default)]
struct NativeHost {
    value: Cell<i32>,
    /// The last `concat` result, NUL-terminated, its capacity reused (as a C host would).
    concat: RefCell<Vec<u8>>,
}

extern "C" fn add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// # Safety
/// `host` is a `NativeHost` (the receiver hook checks the class); the strings are
/// NUL-terminated (the lane guarantees it).
unsafe extern "C" fn concat(host: ReceiverArg, a: CStrArg, b: CStrArg) -> CStrArg {
    // SAFETY: the function's contract.
    let (host, a, b) = unsafe {
        (
            &*host.0.cast::<NativeHost>(),
            CStr::from_ptr(a.as_ptr()),
            CStr::from_ptr(b.as_ptr()),
        )
    };
    let mut slot = host.concat.borrow_mut();
    slot.clear();
    slot.extend_from_slice(a.to_bytes());
    slot.extend_from_slice(b.to_bytes());
    slot.push(0);
    // SAFETY: the bytes live in the host until its next call; the binding copies them first.
    unsafe { CStrArg::new(slot.as_ptr().cast()) }
}

/// # Safety
/// `host` is a `NativeHost`.
unsafe extern "C" fn get_value(host: ReceiverArg) -> i32 {
    // SAFETY: the function's contract.
    unsafe { &*host.0.cast::<NativeHost>() }.value.get()
}

/// # Safety
/// `host` is a `NativeHost`.
unsafe extern "C" fn set_value(host: ReceiverArg, v: i32) {
    // SAFETY: the function's contract.
    unsafe { &*host.0.cast::<NativeHost>() }.value.set(v);
}

extern "C" fn count() -> i32 {
    COUNT
}

fn entry<F: HostFnType>(f: F) -> (*const c_void, Signature) {
    (f.address(), F::signature())
}

fn numbers(cx: &mut Context) -> JsArray {
    JsArray::from_iter((0..COUNT).map(JsValue::from), cx)
}

fn console(cx: &mut Context) {
    let log = NativeFunction::from_fn_ptr(|_, _, _| Ok(JsValue::undefined()));
    let log = FunctionObjectBuilder::new(cx.realm(), log).build();
    let console = JsObject::with_object_proto(cx.intrinsics());
    console
        .set(js_string!("log"), log, false, cx)
        .expect("console.log");
    cx.register_global_property(js_string!("console"), console, Attribute::all())
        .expect("console");
}

fn install_hostcall(host: &Host, native: &NativeHost, cx: &mut Context) {
    let a = entry(add as extern "C" fn(i32, i32) -> i32);
    let c = entry(concat as unsafe extern "C" fn(ReceiverArg, CStrArg, CStrArg) -> CStrArg);
    // SAFETY: each entry pairs a function with its type's signature; receivers are this
    // class's instances, all wrapping a `NativeHost`.
    let spec = unsafe {
        ClassSpec::new()
            .method("add", a.0, a.1)
            .method("concat", c.0, c.1)
            .property(
                "value",
                entry(get_value as unsafe extern "C" fn(ReceiverArg) -> i32),
                Some(entry(set_value as unsafe extern "C" fn(ReceiverArg, i32))),
            )
            .property("count", entry(count as extern "C" fn() -> i32), None)
    };
    let class = host.define_class(cx, "InteropHost", spec).expect("class");
    // SAFETY: `native` outlives every context it is installed in (the bench keeps both).
    let obj = unsafe { host.instance(&class, (native as *const NativeHost).cast_mut().cast()) };
    let n = numbers(cx);
    obj.set(js_string!("numbers"), n, false, cx)
        .expect("numbers");
    cx.register_global_property(js_string!("host"), obj, Attribute::all())
        .expect("host");
    console(cx);
}

// ---- Boa's own host ----

#[derive(Trace, Finalize, JsData, Default)]
struct BoaHost {
    #[unsafe_ignore_trace]
    value: Cell<i32>,
}

fn boa_host_of(this: &JsValue) -> JsResult<JsObject> {
    this.as_object()
        .filter(|o| o.is::<BoaHost>())
        .ok_or_else(|| JsNativeError::typ().with_message("not a host").into())
}

fn boa_get(this: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    let o = boa_host_of(this)?;
    let v = o.downcast_ref::<BoaHost>().map_or(0, |h| h.value.get());
    Ok(JsValue::from(v))
}

fn boa_set(this: &JsValue, args: &[JsValue], cx: &mut Context) -> JsResult<JsValue> {
    let o = boa_host_of(this)?;
    let v: i32 = args.first().cloned().unwrap_or_default().try_js_into(cx)?;
    if let Some(h) = o.downcast_ref::<BoaHost>() {
        h.value.set(v);
    }
    Ok(JsValue::undefined())
}

fn install_boa(cx: &mut Context) {
    let obj = JsObject::from_proto_and_data(
        Some(cx.intrinsics().constructors().object().prototype()),
        BoaHost::default(),
    );
    let add = (|a: i32, b: i32| a.wrapping_add(b)).into_js_function_copied(cx);
    let add = FunctionObjectBuilder::new(cx.realm(), add)
        .length(2)
        .build();
    let concat = (|a: JsString, b: JsString| JsString::concat(a.as_str(), b.as_str()))
        .into_js_function_copied(cx);
    let concat = FunctionObjectBuilder::new(cx.realm(), concat)
        .length(2)
        .build();
    let get = FunctionObjectBuilder::new(cx.realm(), NativeFunction::from_fn_ptr(boa_get)).build();
    let set = FunctionObjectBuilder::new(cx.realm(), NativeFunction::from_fn_ptr(boa_set)).build();
    let count = FunctionObjectBuilder::new(
        cx.realm(),
        NativeFunction::from_fn_ptr(|_, _, _| Ok(JsValue::from(COUNT))),
    )
    .build();
    let method = |f: JsFunction| {
        PropertyDescriptor::builder()
            .value(f)
            .writable(true)
            .enumerable(false)
            .configurable(true)
            .build()
    };
    obj.define_property_or_throw(js_string!("add"), method(add), cx)
        .expect("add");
    obj.define_property_or_throw(js_string!("concat"), method(concat), cx)
        .expect("concat");
    obj.define_property_or_throw(
        js_string!("value"),
        PropertyDescriptor::builder()
            .get(get)
            .set(set)
            .enumerable(false)
            .configurable(true)
            .build(),
        cx,
    )
    .expect("value");
    obj.define_property_or_throw(
        js_string!("count"),
        PropertyDescriptor::builder()
            .get(count)
            .enumerable(false)
            .configurable(true)
            .build(),
        cx,
    )
    .expect("count");
    let n = numbers(cx);
    obj.set(js_string!("numbers"), n, false, cx)
        .expect("numbers");
    cx.register_global_property(js_string!("host"), obj, Attribute::all())
        .expect("host");
    console(cx);
}

// ---- the runs ----

#[derive(Clone, Copy, PartialEq)]
enum Side {
    Boa,
    Hostcall,
}

struct Warm {
    cx: Context,
    scripts: Vec<JsFunction>,
}

fn warm(side: Side, host: &Host, native: &NativeHost) -> Warm {
    let mut cx = Context::default();
    match side {
        Side::Boa => install_boa(&mut cx),
        Side::Hostcall => install_hostcall(host, native, &mut cx),
    }
    let scripts = SCRIPTS
        .iter()
        .map(|(_, src)| {
            let f = cx
                .eval(Source::from_bytes(&format!("(function () {{ {src} }})")))
                .expect("script compiles");
            f.as_object()
                .and_then(JsFunction::from_object)
                .expect("a function")
        })
        .collect();
    Warm { cx, scripts }
}

impl Warm {
    fn run(&mut self, i: usize) {
        for _ in 0..20 {
            self.scripts[i]
                .call(&JsValue::undefined(), &[], &mut self.cx)
                .expect("script runs");
        }
    }
}

fn fresh(side: Side, host: &Host, native: &NativeHost, i: usize) {
    let mut cx = Context::default();
    match side {
        Side::Boa => install_boa(&mut cx),
        Side::Hostcall => install_hostcall(host, native, &mut cx),
    }
    cx.eval(Source::from_bytes(SCRIPTS[i].1))
        .expect("script runs");
}

fn hostcall_host() -> Host {
    let d = Dispatcher::new(boa_layout().expect("layout"), ConversionPolicy::strict())
        .expect("dispatcher")
        .with_tier(TierPolicy::Eager);
    Host::with_dispatcher(d).expect("host")
}

fn criterion_interop(c: &mut Criterion) {
    let host = hostcall_host();
    let native = NativeHost::default();
    let mut boa = warm(Side::Boa, &host, &native);
    let mut hc = warm(Side::Hostcall, &host, &native);
    let mut g = c.benchmark_group("boa_interop");
    for (i, (name, _)) in SCRIPTS.iter().enumerate() {
        g.bench_function(format!("warm/{name}/boa"), |b| b.iter(|| boa.run(i)));
        g.bench_function(format!("warm/{name}/hostcall"), |b| b.iter(|| hc.run(i)));
        g.bench_function(format!("fresh/{name}/boa"), |b| {
            b.iter(|| fresh(Side::Boa, &host, &native, i))
        });
        g.bench_function(format!("fresh/{name}/hostcall"), |b| {
            b.iter(|| fresh(Side::Hostcall, &host, &native, i))
        });
    }
    g.finish();
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn paired() {
    let host = hostcall_host();
    let native = NativeHost::default();
    let mut boa = warm(Side::Boa, &host, &native);
    let mut hc = warm(Side::Hostcall, &host, &native);
    let rounds = 30;
    println!("\npaired: median of {rounds} rounds, each script both ways back to back");
    println!(
        "  {:<22} {:>12} {:>12} {:>8}",
        "warm (20 runs)", "Boa's own", "hostcall", "ratio"
    );
    for (i, (name, _)) in SCRIPTS.iter().enumerate() {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for r in 0..rounds {
            let mut one = |side: Side| {
                let t = Instant::now();
                match side {
                    Side::Boa => boa.run(i),
                    Side::Hostcall => hc.run(i),
                }
                t.elapsed().as_secs_f64() * 1e6
            };
            if r % 2 == 0 {
                a.push(one(Side::Boa));
                b.push(one(Side::Hostcall));
            } else {
                b.push(one(Side::Hostcall));
                a.push(one(Side::Boa));
            }
        }
        let (ma, mb) = (median(&mut a), median(&mut b));
        println!("  {name:<22} {ma:>9.0} us {mb:>9.0} us {:>7.2}x", ma / mb);
    }
    println!(
        "  {:<22} {:>12} {:>12} {:>8}",
        "fresh context", "Boa's own", "hostcall", "ratio"
    );
    for (i, (name, _)) in SCRIPTS.iter().enumerate() {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for r in 0..rounds {
            let one = |side: Side| {
                let t = Instant::now();
                fresh(side, &host, &native, i);
                t.elapsed().as_secs_f64() * 1e6
            };
            if r % 2 == 0 {
                a.push(one(Side::Boa));
                b.push(one(Side::Hostcall));
            } else {
                b.push(one(Side::Hostcall));
                a.push(one(Side::Boa));
            }
        }
        let (ma, mb) = (median(&mut a), median(&mut b));
        println!("  {name:<22} {ma:>9.0} us {mb:>9.0} us {:>7.2}x", ma / mb);
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2))
        .sample_size(10);
    targets = criterion_interop
}

/// `HOSTCALL_BOA_INTEROP_COUNT=SCRIPT:SIDE:N` (SIDE `boa` or `hostcall`): runs one warm
/// script's 20 runs N times and exits, for instruction counts under callgrind.
fn count_mode() -> bool {
    let Ok(spec) = std::env::var("HOSTCALL_BOA_INTEROP_COUNT") else {
        return false;
    };
    let parts: Vec<&str> = spec.split(':').collect();
    let (Some(script), Some(side), Some(n)) = (parts.first(), parts.get(1), parts.get(2)) else {
        panic!("HOSTCALL_BOA_INTEROP_COUNT=SCRIPT:SIDE:N, got {spec}");
    };
    let i = SCRIPTS
        .iter()
        .position(|(name, _)| name == script)
        .expect("a script of examples/interop");
    let side = if *side == "boa" {
        Side::Boa
    } else {
        Side::Hostcall
    };
    let n: usize = n.parse().expect("a count");
    let host = hostcall_host();
    let native = NativeHost::default();
    let mut w = warm(side, &host, &native);
    for _ in 0..n {
        w.run(i);
    }
    true
}

fn main() {
    if count_mode() {
        return;
    }
    if std::env::var_os("HOSTCALL_PAIRED_ONLY").is_none() {
        benches();
        Criterion::default().configure_from_args().final_summary();
    }
    paired();
}
