//! Host classes in Boa: methods and accessors with a receiver, and what a script can do to
//! them (another `this`, another class's instance, the prototype itself).

use std::cell::Cell;
use std::ffi::c_void;

use boa_engine::{js_string, Context, JsValue, Source};
use hostcall::{HostFnType, ReceiverArg, Signature};
use hostcall_boa::{ClassSpec, Host};

struct Counter {
    value: Cell<i32>,
}

/// # Safety
/// `c` is a `Counter` (the receiver hook checks the class).
unsafe extern "C" fn add(c: ReceiverArg, n: i32) -> i32 {
    // SAFETY: the function's contract.
    let c = unsafe { &*c.0.cast::<Counter>() };
    c.value.set(c.value.get().wrapping_add(n));
    c.value.get()
}

/// # Safety
/// As `add`.
unsafe extern "C" fn get(c: ReceiverArg) -> i32 {
    // SAFETY: the function's contract.
    unsafe { &*c.0.cast::<Counter>() }.value.get()
}

/// # Safety
/// As `add`.
unsafe extern "C" fn set(c: ReceiverArg, v: i32) {
    // SAFETY: the function's contract.
    unsafe { &*c.0.cast::<Counter>() }.value.set(v);
}

extern "C" fn limit() -> i32 {
    1000
}

fn entry<F: HostFnType>(f: F) -> (*const c_void, Signature) {
    (f.address(), F::signature())
}

fn spec() -> ClassSpec {
    let add = entry(add as unsafe extern "C" fn(ReceiverArg, i32) -> i32);
    // SAFETY: each entry pairs a function with its type's signature; receivers are Counters.
    unsafe {
        ClassSpec::new()
            .method("add", add.0, add.1)
            .property(
                "value",
                entry(get as unsafe extern "C" fn(ReceiverArg) -> i32),
                Some(entry(set as unsafe extern "C" fn(ReceiverArg, i32))),
            )
            .property("limit", entry(limit as extern "C" fn() -> i32), None)
    }
}

fn eval_str(cx: &mut Context, src: &str) -> String {
    let v = cx
        .eval(Source::from_bytes(src))
        .unwrap_or_else(|e| panic!("{src}: {e}"));
    v.to_string(cx).unwrap().to_std_string_escaped()
}

#[test]
fn methods_and_accessors_reach_the_native_object() {
    let host = Host::new().unwrap();
    let mut cx = Context::default();
    let class = host.define_class(&mut cx, "Counter", spec()).unwrap();
    let a = Counter {
        value: Cell::new(0),
    };
    let b = Counter {
        value: Cell::new(100),
    };
    // SAFETY: both counters outlive the context (dropped after it, at the end of the test).
    let (oa, ob) = unsafe {
        (
            host.instance(&class, (&a as *const Counter).cast_mut().cast()),
            host.instance(&class, (&b as *const Counter).cast_mut().cast()),
        )
    };
    cx.register_global_property(js_string!("a"), oa, boa_engine::property::Attribute::all())
        .unwrap();
    cx.register_global_property(js_string!("b"), ob, boa_engine::property::Attribute::all())
        .unwrap();
    let src = "(() => { for (let i = 0; i < 2000; i++) a.add(1); b.value = b.value + a.value; \
               return [a.value, b.value, a.limit, Object.keys(a).length, typeof a.add, \
               Object.getPrototypeOf(a) === Object.getPrototypeOf(b)].join(); })()";
    assert_eq!(eval_str(&mut cx, src), "2000,2100,1000,0,function,true");
    assert_eq!((a.value.get(), b.value.get()), (2000, 2100));
    drop(cx);
}

#[test]
fn a_method_refuses_any_other_this() {
    let host = Host::new().unwrap();
    let mut cx = Context::default();
    let counters = host.define_class(&mut cx, "Counter", spec()).unwrap();
    let others = host.define_class(&mut cx, "Other", spec()).unwrap();
    let c = Counter {
        value: Cell::new(5),
    };
    let ptr = (&c as *const Counter).cast_mut().cast::<c_void>();
    // SAFETY: `c` outlives the context. `other` wraps the same pointer under another class:
    // the receiver check must still refuse it for Counter's methods.
    let (oc, other) = unsafe { (host.instance(&counters, ptr), host.instance(&others, ptr)) };
    let attr = boa_engine::property::Attribute::all();
    cx.register_global_property(js_string!("c"), oc, attr)
        .unwrap();
    cx.register_global_property(js_string!("other"), other, attr)
        .unwrap();
    let attacks = [
        "c.add.call({}, 1)",
        "c.add.call(undefined, 1)",
        "c.add.call(7, 1)",
        "c.add.call(other, 1)",
        "Reflect.apply(c.add, Object.create(Object.getPrototypeOf(c)), [1])",
        "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c), 'value').get.call({})",
        "Object.getPrototypeOf(c).value",
        "Object.getPrototypeOf(c).add(1)",
    ];
    for a in attacks {
        let out = eval_str(
            &mut cx,
            &format!(
                "(() => {{ try {{ return 'ok ' + ({a}); }} catch (e) {{ return e.name; }} }})()"
            ),
        );
        assert_eq!(out, "TypeError", "{a}");
    }
    assert_eq!(c.value.get(), 5, "no attack reached the native object");
    assert_eq!(eval_str(&mut cx, "c.add(1) + other.add(1)"), "13");
    drop(cx);
}

#[test]
fn an_instance_kept_only_by_script_survives_the_collector() {
    let host = Host::new().unwrap();
    let mut cx = Context::default();
    let class = host.define_class(&mut cx, "Counter", spec()).unwrap();
    let c = Counter {
        value: Cell::new(0),
    };
    // SAFETY: `c` outlives the context.
    let obj = unsafe { host.instance(&class, (&c as *const Counter).cast_mut().cast()) };
    let f = cx
        .eval(Source::from_bytes("(o) => { globalThis.kept = o; }"))
        .unwrap();
    f.as_callable()
        .unwrap()
        .call(&JsValue::undefined(), &[obj.into()], &mut cx)
        .unwrap();
    eval_str(&mut cx, "for (let i = 0; i < 20000; i++) ({ i }); 0");
    boa_engine::gc::force_collect();
    assert_eq!(eval_str(&mut cx, "kept.add(3) + kept.add(4)"), "10");
    drop(cx);
}
