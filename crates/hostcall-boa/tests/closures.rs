//! Rust closures with captured state as Boa host functions: each closure sees its own
//! state, closures of one type share one registration and one thunk, errors and panics are
//! Boa errors, and the captured state is dropped with the last function made from it.
//! (`Host::closure` refuses a closure that is not `Send`, so none holds a Boa value: its doc
//! test shows a captured `JsObject` refused at compile time.)

use std::cell::Cell;
use std::rc::Rc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use boa_engine::{Context, Source};
use hostcall::{ConversionPolicy, Dispatcher, HostError, TierPolicy};
use hostcall_boa::{boa_layout, Host};

fn eager() -> Host {
    let d = Dispatcher::new(boa_layout().unwrap(), ConversionPolicy::strict())
        .unwrap()
        .with_tier(TierPolicy::Eager);
    Host::with_dispatcher(d).unwrap()
}

fn eval_str(cx: &mut Context, src: &str) -> String {
    let v = cx
        .eval(Source::from_bytes(src))
        .unwrap_or_else(|e| panic!("{src}: {e}"));
    v.to_string(cx).unwrap().to_std_string_escaped()
}

/// One closure type, many values: an accumulator with its own total and step.
fn accumulator(total: Arc<AtomicI64>, step: i32) -> impl Fn(i32) -> f64 + Send {
    move |n: i32| {
        let t = total.fetch_add(i64::from(n) * i64::from(step), Ordering::Relaxed)
            + i64::from(n) * i64::from(step);
        t as f64
    }
}

#[test]
fn each_closure_keeps_its_own_state_and_shares_one_thunk() {
    let host = eager();
    let mut cx = Context::default();
    let (a, b) = (Arc::new(AtomicI64::new(0)), Arc::new(AtomicI64::new(1000)));
    let fa = host.closure("a", accumulator(a.clone(), 1)).unwrap();
    let fb = host.closure("b", accumulator(b.clone(), -2)).unwrap();
    fa.register_global(&mut cx).unwrap();
    fb.register_global(&mut cx).unwrap();
    let src = "(() => { let x, y; for (let i = 0; i < 1000; i++) { x = a(1); y = b(1); } return x + ',' + y; })()";
    assert_eq!(eval_str(&mut cx, src), "1000,-1000");
    assert_eq!(
        (a.load(Ordering::Relaxed), b.load(Ordering::Relaxed)),
        (1000, -1000)
    );
    assert_eq!(
        fa.handle(),
        fb.handle(),
        "one registration for the closure type"
    );
    if hostcall_testkit::jit_runs() {
        let counts = host.dispatcher().counts();
        assert!(counts.thunk >= 2000, "{counts:?}");
    }
}

#[test]
fn errors_and_panics_of_a_closure_are_boa_errors() {
    let host = eager();
    let mut cx = Context::default();
    let limit = 10;
    host.closure("checked", move |x: i32| -> Result<i32, HostError> {
        if x > limit {
            Err(HostError::range_error(format!("{x} is over {limit}")))
        } else {
            Ok(x * 2)
        }
    })
    .unwrap()
    .register_global(&mut cx)
    .unwrap();
    let name = String::from("boom");
    host.closure("boom", move |x: i32| -> i32 {
        assert!(x != 13, "{name}: unlucky");
        x
    })
    .unwrap()
    .register_global(&mut cx)
    .unwrap();
    let probe = |cx: &mut Context, call: &str| {
        eval_str(
            cx,
            &format!("(() => {{ try {{ return String({call}); }} catch (e) {{ return e.name + ': ' + e.message; }} }})()"),
        )
    };
    assert_eq!(probe(&mut cx, "checked(4)"), "8");
    assert_eq!(probe(&mut cx, "checked(11)"), "RangeError: 11 is over 10");
    assert!(probe(&mut cx, "checked('4')").starts_with("TypeError: "));
    assert!(probe(&mut cx, "boom(13)").contains("boom: unlucky"));
    assert_eq!(probe(&mut cx, "boom(12)"), "12");
}

#[test]
fn captured_state_is_dropped_with_the_last_function() {
    let state = Rc::new(Cell::new(0));
    {
        let host = eager();
        let mut cx = Context::default();
        let s = state.clone();
        // An `Rc` is not `Send`: `closure_unchecked`.
        // SAFETY: the closure captures an `Rc<Cell<i32>>` only: nothing Boa's collector
        // traces, and dropping it touches no Boa value.
        let f = unsafe {
            host.closure_unchecked("inc", move || {
                s.set(s.get() + 1);
                s.get()
            })
        }
        .unwrap();
        f.register_global(&mut cx).unwrap();
        assert_eq!(eval_str(&mut cx, "inc(); inc(); inc()"), "3");
        assert_eq!(Rc::strong_count(&state), 2);
        drop(f);
        assert_eq!(
            Rc::strong_count(&state),
            2,
            "the Boa function still holds it"
        );
        drop(cx);
    }
    boa_engine::gc::force_collect();
    assert_eq!(
        Rc::strong_count(&state),
        1,
        "dropped with the context's function"
    );
    assert_eq!(state.get(), 3);
}
